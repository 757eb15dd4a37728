/// Which way a form's locale writes, for the page's `dir`, and its BCP 47 tag, for `lang`.
enum TextDirection {
    /// The languages written right to left (ISO 639 codes, with Hebrew's old `iw`).
    static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ps", "sd", "ug", "ur", "yi",
    ]

    /// `rtl` for a locale of a right-to-left language, else `ltr` (also for `current`, drawn as `en_US`).
    static func of(_ locale: String) -> String {
        let language = locale.split(separator: "_").first.map { String($0).lowercased() } ?? ""
        return rightToLeftLanguages.contains(language) ? "rtl" : "ltr"
    }

    /// `en_US` → `en-US`; `current`, which only the device knows, → `und` (undetermined).
    static func languageTag(_ locale: String) -> String {
        locale == SyntaxDecoder.currentLocale ? "und" : locale.replacingUnderscores
    }
}

extension String {
    fileprivate var replacingUnderscores: String { String(map { $0 == "_" ? "-" : $0 }) }
}
