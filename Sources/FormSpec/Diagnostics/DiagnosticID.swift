/// The stable id of every diagnostic FormSpec reports. Ids never change meaning; tools and users
/// match on them. Each has one entry in the ``Catalogue``: its severity, summary, explanation
/// and examples.
public enum DiagnosticID: String, Sendable, CaseIterable {
    case ioReadFailed = "io.read-failed"
    case ioTooLarge = "io.too-large"
    case ioNoInput = "io.no-input"
    case ioWriteFailed = "io.write-failed"
    case yamlInvalidEncoding = "yaml.invalid-encoding"
    case yamlSyntax = "yaml.syntax"
    case yamlDuplicateKey = "yaml.duplicate-key"
    case yamlMultipleDocuments = "yaml.multiple-documents"
    case yamlAliasLimit = "yaml.alias-limit"
    case yamlDepthLimit = "yaml.depth-limit"
    case yamlUnsupportedTag = "yaml.unsupported-tag"
    case specMissingVersion = "spec.missing-version"
    case specUnsupportedVersion = "spec.unsupported-version"
    case specMissingKey = "spec.missing-key"
    case specUnknownKey = "spec.unknown-key"
    case specTypeMismatch = "spec.type-mismatch"
    case specInvalidValue = "spec.invalid-value"
    case specInvalidID = "spec.invalid-id"
    case specUnknownControlType = "spec.unknown-control-type"
    case specEmptyList = "spec.empty-list"
    case formDuplicateID = "form.duplicate-id"
    case colorInvalid = "color.invalid"
    case colorUnquotedHex = "color.unquoted-hex"
    case a11yMissingLabel = "a11y.missing-label"
    case a11yLowContrast = "a11y.low-contrast"
    case checkboxStateConflict = "checkbox.state-conflict"
    case checkboxValueOutOfRange = "checkbox.value-out-of-range"
    case checkboxClearInTwoState = "checkbox.clear-in-two-state"
    case checkboxPartialImages = "checkbox.partial-images"
    case checkboxCustomImagesIncomplete = "checkbox.custom-images-incomplete"
    case checkboxImagesUnused = "checkbox.images-unused"
    case checkboxClearImageUnused = "checkbox.clear-image-unused"
    case checkboxOptionIgnored = "checkbox.option-ignored"
    case checkboxMissingClearImage = "checkbox.missing-clear-image"
    case checkboxUnsupportedProperty = "checkbox.unsupported-property"
    case checkboxSymbolAsAsset = "checkbox.symbol-as-asset"
    case groupDuplicateItemID = "group.duplicate-item-id"
    case groupUnknownItem = "group.unknown-item"
    case groupDuplicateSelection = "group.duplicate-selection"
    case groupItemState = "group.item-state"
    case radioMultipleSelection = "radio.multiple-selection"
    case calendarInvalidDate = "calendar.invalid-date"
    case calendarDuplicateDate = "calendar.duplicate-date"
    case calendarNoEnabledDates = "calendar.no-enabled-dates"
    case calendarSelectedDisabled = "calendar.selected-disabled"
    case calendarRangeInverted = "calendar.range-inverted"
    case calendarDateOutsideRange = "calendar.date-outside-range"
    case calendarHiddenHeaderStyle = "calendar.hidden-header-style"
    case calendarAlphaOutOfRange = "calendar.alpha-out-of-range"
    case calendarSpanTooLarge = "calendar.span-too-large"
    case reportTruncated = "report.truncated"
    case codegenNameCollision = "codegen.name-collision"
    case templateSyntax = "template.syntax"
    case templateRender = "template.render"
    case configInvalid = "config.invalid"
    case configUnknownRule = "config.unknown-rule"
    case suppressionUnused = "suppression.unused"

    /// The id's severity unless a configuration changes it: the few warnings and infos are named
    /// here, every other id is an error. (Read without the catalogue, whose texts cost start-up.)
    public var severity: Severity {
        switch self {
        case .checkboxSymbolAsAsset, .calendarSelectedDisabled, .reportTruncated:
            return .info
        case .a11yLowContrast, .checkboxClearInTwoState, .checkboxPartialImages, .checkboxImagesUnused,
            .checkboxClearImageUnused,
            .checkboxOptionIgnored, .checkboxMissingClearImage, .checkboxUnsupportedProperty, .groupDuplicateSelection,
            .calendarNoEnabledDates, .calendarDateOutsideRange, .calendarHiddenHeaderStyle, .suppressionUnused:
            return .warning
        default:
            return .error
        }
    }

    /// When the diagnostic is reported, in one line, from its catalogue entry.
    public var summary: String { Catalogue.entry(self).summary }

    /// Whether diagnostics of this id are about a file as a whole (`io.*`: it cannot be read, or
    /// its output cannot be written) rather than about a place in it; they are shown without
    /// source lines.
    public var isAboutTheWholeFile: Bool { rawValue.hasPrefix("io.") }

    /// The id's position in `allCases`, read without a search: an enum without payloads is
    /// stored as its case number, which counts the cases in the order they are declared.
    var position: Int { Int(unsafeBitCast(self, to: UInt8.self)) }
}
