/// The stable id of every diagnostic FormSpec reports (SPEC §3), with its severity and a
/// one-line summary. Ids never change meaning; tools and users match on them.
public enum DiagnosticID: String, Sendable, CaseIterable {
    case ioReadFailed = "io.read-failed"
    case ioTooLarge = "io.too-large"
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

    /// The severity SPEC §3 gives the id.
    public var severity: Severity {
        switch self {
        case .a11yLowContrast, .checkboxClearInTwoState, .checkboxPartialImages, .checkboxImagesUnused,
             .checkboxClearImageUnused, .checkboxOptionIgnored, .checkboxMissingClearImage,
             .checkboxUnsupportedProperty, .groupDuplicateSelection, .calendarNoEnabledDates,
             .calendarDateOutsideRange, .calendarHiddenHeaderStyle:
            return .warning
        case .calendarSelectedDisabled:
            return .info
        default:
            return .error
        }
    }

    /// When the diagnostic is reported, in one line (SPEC §3's "when" column).
    public var summary: String {
        switch self {
        case .ioReadFailed: return "the file cannot be read"
        case .ioTooLarge: return "the file is larger than the size limit"
        case .yamlInvalidEncoding: return "the file is not valid UTF-8, or holds a byte YAML refuses"
        case .yamlSyntax: return "libyaml cannot read the file as YAML"
        case .yamlDuplicateKey: return "a key repeated in a mapping"
        case .yamlMultipleDocuments: return "more than one YAML document in a file"
        case .yamlAliasLimit: return "alias expansion beyond the limit"
        case .yamlDepthLimit: return "nesting deeper than the limit"
        case .yamlUnsupportedTag: return "an explicit tag other than the YAML 1.2 core schema's"
        case .specMissingVersion: return "no `formspec:` key"
        case .specUnsupportedVersion: return "`formspec:` other than 1"
        case .specMissingKey: return "a required key is absent"
        case .specUnknownKey: return "a key the control does not have"
        case .specTypeMismatch: return "a value of the wrong YAML type"
        case .specInvalidValue: return "a value outside its enumeration or pattern"
        case .specInvalidID: return "an identifier that breaks the identifier pattern"
        case .specUnknownControlType: return "`type:` is not a control type"
        case .specEmptyList: return "`controls`, `items` or `dates` is empty"
        case .formDuplicateID: return "two controls share an id"
        case .colorInvalid: return "a value that is not a colour"
        case .colorUnquotedHex: return "an unquoted `#RRGGBB` colour, which YAML reads as a comment"
        case .a11yMissingLabel: return "no `label` and no `accessibilityLabel`"
        case .a11yLowContrast: return "colours whose WCAG contrast is too low"
        case .checkboxStateConflict: return "both `state` and `value` on a checkbox"
        case .checkboxValueOutOfRange: return "a checkbox `value` outside -1…1"
        case .checkboxClearInTwoState: return "`state: clear` on a two-state checkbox"
        case .checkboxPartialImages: return "only one of `images.on` and `images.off`"
        case .checkboxCustomImagesIncomplete: return "`appearance: custom` without both `images.on` and `images.off`"
        case .checkboxImagesUnused: return "`appearance: symbols` together with images"
        case .checkboxClearImageUnused: return "`images.clear` on a two-state checkbox"
        case .checkboxOptionIgnored: return "`useOffImageForClear` on a two-state checkbox"
        case .checkboxMissingClearImage: return "`useOffImageForClear: false` with custom images and no `images.clear`"
        case .checkboxUnsupportedProperty: return "`onTintColor` or `thumbTintColor`, which the checkbox ignores"
        case .groupDuplicateItemID: return "two items of a group share an id"
        case .groupUnknownItem: return "`selected` names an id that is not an item"
        case .groupDuplicateSelection: return "an id listed twice in `selected`"
        case .groupItemState: return "an item declares `state` or `selected`"
        case .radioMultipleSelection: return "a radio group's `selected` is a list"
        case .calendarInvalidDate: return "not a `YYYY-MM-DD` date, or no such day"
        case .calendarDuplicateDate: return "a date listed twice"
        case .calendarNoEnabledDates: return "no date is enabled"
        case .calendarSelectedDisabled: return "a date is selected but disabled"
        case .calendarRangeInverted: return "`range.start` after `range.end`"
        case .calendarDateOutsideRange: return "a date outside `range`"
        case .calendarHiddenHeaderStyle: return "a font, colour or height for a hidden header"
        case .calendarAlphaOutOfRange: return "`disabledAlpha` outside 0…1"
        case .calendarSpanTooLarge: return "more than 1200 displayed months"
        }
    }
}
