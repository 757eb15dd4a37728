/// Which way a form's locale (or a String Catalog's language) writes, for the page's `dir`, and
/// its BCP 47 tag, for `lang`.
enum TextDirection {
    /// The languages written right to left (ISO 639 codes, with Hebrew's old `iw`).
    static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ps", "sd", "ug", "ur", "yi",
    ]

    /// `rtl` for a locale (`ar_SA`) or language (`ar-SA`) of a right-to-left language, else `ltr`
    /// (also for `current`, drawn as `en_US`).
    static func of(_ locale: String) -> String {
        rightToLeftLanguages.contains(primaryLanguage(of: locale)) ? "rtl" : "ltr"
    }

    /// Whether `tag` (`en`, `en-GB`) is English.
    static func isEnglish(_ tag: String) -> Bool {
        primaryLanguage(of: tag) == "en"
    }

    /// The language of a locale or a tag, lowercased: `ar` for `ar_SA`, `ar-SA` or `AR`.
    private static func primaryLanguage(of locale: String) -> String {
        locale.split { $0 == "_" || $0 == "-" }.first.map { String($0).lowercased() } ?? ""
    }

    /// `en_US` → `en-US`; `current`, which only the device knows, → `und` (undetermined).
    static func languageTag(_ locale: String) -> String {
        locale == SyntaxDecoder.currentLocale ? "und" : locale.replacingUnderscores
    }
}

extension String {
    fileprivate var replacingUnderscores: String { String(map { $0 == "_" ? "-" : $0 }) }
}
