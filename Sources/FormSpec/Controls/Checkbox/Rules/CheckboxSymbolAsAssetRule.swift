extension DiagnosticID {
    /// `checkbox.symbol-as-asset`: a custom image's asset name is shaped like an SF Symbol name.
    public static let checkboxSymbolAsAsset = DiagnosticID("checkbox.symbol-as-asset", severity: .info)
}

/// `checkbox.symbol-as-asset`: an image's asset name shaped like an SF Symbol's name.
enum CheckboxSymbolAsAssetRule: ControlRule {
    static let diagnosticIDs: [DiagnosticID] = [.checkboxSymbolAsAsset]
    static let explanations = [
        Explanation(
            .checkboxSymbolAsAsset, summary: "a custom image's asset name is shaped like an SF Symbol name",
            checks: """
                A checkbox image written as a name (an asset of the app's catalog) whose name is shaped like an SF Symbol's: \
                two or more words of lower-case letters and digits joined by dots, such as `heart.fill` or \
                `checkmark.circle.fill`, the last not an image file's extension (`check.png` is a file).
                """,
            reason: """
                A name is looked up in the app's asset catalog (`UIImage(named:)`), which holds no SF Symbols: the image \
                is nil at run time and RVS_Checkbox draws its `nosign` symbol instead. An SF Symbol is written \
                `{symbol: NAME}`. Asset names rarely have dots; if the catalog really holds one, suppress the diagnostic.
                """,
            fix: .unsafe(
                "an app may have an image of that name in its asset catalog: writing the SF Symbol changes the image shown."
            ),
            triggering: ExampleSpec.form(
                """
                  - type: checkbox
                    id: favourite
                    label: Favourite
                    images:
                      on: 1️⃣heart.fill
                      off: heart-outline
                """),
            alsoTriggering: [
                ExampleSpec.form(
                    """
                      - type: checkbox
                        id: terms
                        label: I accept the terms
                        images: {on: {symbol: checkmark.circle.fill}, off: 1️⃣circle.dashed}
                    """)
            ],
            passing: ExampleSpec.form(
                """
                  - type: checkbox
                    id: favourite
                    label: Favourite
                    images:
                      on: {symbol: heart.fill}
                      off: heart-outline
                """))
    ]

    static func check(_ checkbox: CheckboxSyntax, of control: ControlSyntax, into sink: inout DiagnosticCollector) {
        guard let images = checkbox.images?.value else { return }
        for state in [CheckboxState.on, .off, .clear] {
            guard let image = images[state], case .named(let name) = image.value, isShapedLikeSymbol(name) else {
                continue
            }
            let symbol = "{symbol: \(name)}"
            sink.report(
                .checkboxSymbolAsAsset,
                "'\(name)' is shaped like an SF Symbol's name, but 'images.\(state.rawValue)' names an image of the app's asset catalog, which has no SF Symbols; for the symbol, write \(symbol)",
                at: image.place,
                fixIts: [
                    Diagnostic.FixIt(
                        message: "write '\(symbol)'", range: sink.range(of: image.place), replacement: symbol,
                        isSafe: false)
                ])
        }
    }

    /// Whether `name` is shaped like an SF Symbol's name: two or more words of lower-case ASCII
    /// letters and digits joined by single dots (`heart.fill`, `0.circle`), the last not an image
    /// file's extension (`check.png`).
    static func isShapedLikeSymbol(_ name: String) -> Bool {
        let words = name.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard words.count >= 2, let last = words.last, !fileExtensions.contains(String(decoding: last, as: UTF8.self))
        else { return false }
        return words.allSatisfy { word in
            !word.isEmpty
                && word.allSatisfy {
                    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0)
                        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
                }
        }
    }

    /// The extensions of image files, which a name may end with (`UIImage(named: "check.png")`).
    private static let fileExtensions: Set<String> = [
        "png", "jpg", "jpeg", "gif", "heic", "heif", "pdf", "svg", "webp", "tif", "tiff", "bmp",
    ]
}
