// Generated from the output schema (Schemas/formspec-output.schema.json) by RuntimeSources
// (Sources/FormSpec/CodeGeneration/RuntimeTypes): do not edit. Regenerate with
// FORMSPEC_RECORD=1 swift test --filter RuntimeSourcesTests

/// A checkbox (RVS_Checkbox).
public struct CheckboxControl: ControlValue, Equatable {
    /// The effective appearance.
    public enum Appearance: String, Sendable, Hashable, Codable, CaseIterable {
        case symbols, custom
    }

    /// One image of a checkbox, as the normalized JSON writes it: a name (`"terms-on"`), or an SF Symbol the spec chose
    /// (`{"symbol": "heart.fill"}`). A string literal is a name.
    public enum Image: Sendable, Hashable, Codable, ExpressibleByStringLiteral {
        /// An image by name: an asset of the app's catalog; with `appearance: symbols`, one of RVS_Checkbox's SF
        /// Symbols.
        case named(String)
        /// An SF Symbol the spec chose, drawn with `UIImage(systemName:)`.
        case symbol(String)

        /// The value of `symbol`.
        public init(symbol: String) {
            self = .symbol(symbol)
        }

        public init(stringLiteral name: String) {
            self = .named(name)
        }

        /// The name, or the `symbol`.
        public var name: String {
            switch self {
            case .named(let name), .symbol(let name): return name
            }
        }

        private enum CodingKeys: String, CodingKey {
            case symbol
        }

        public init(from decoder: any Decoder) throws {
            if let name = try? decoder.singleValueContainer().decode(String.self) {
                self = .named(name)
            } else {
                self = .symbol(try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .symbol))
            }
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .named(let name):
                var container = encoder.singleValueContainer()
                try container.encode(name)
            case .symbol(let name):
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(name, forKey: .symbol)
            }
        }
    }

    /// The image each state shows.
    public struct Display: Sendable, Hashable, Codable {
        /// Shown when CLEAR.
        public let clear: Image
        /// Shown when OFF.
        public let off: Image
        /// Shown when ON.
        public let on: Image

        public init(clear: Image, off: Image, on: Image) {
            self.clear = clear
            self.off = off
            self.on = on
        }
    }

    /// The declared images, or RVS_Checkbox's SF Symbols by name when `appearance` is `symbols`.
    public struct Images: Sendable, Hashable, Codable {
        /// How the images are rendered.
        public enum Rendering: String, Sendable, Hashable, Codable, CaseIterable {
            case template, original
        }

        /// The CLEAR image.
        public let clear: Image?
        /// The OFF image.
        public let off: Image?
        /// The ON image.
        public let on: Image?
        /// How the images are rendered.
        public let rendering: Rendering

        public init(clear: Image?, off: Image?, on: Image?, rendering: Rendering) {
            self.clear = clear
            self.off = off
            self.on = on
            self.rendering = rendering
        }
    }

    /// The initial state; a two-state checkbox is never `clear`.
    public enum State: String, Sendable, Hashable, Codable, CaseIterable {
        case on, off, clear
    }

    /// The declared accessibility label, or else the label.
    public let accessibilityLabel: String?
    /// The effective appearance.
    public let appearance: Appearance
    /// The image each state shows.
    public let display: Display
    public let enabled: Bool
    /// It can be answered only while this holds.
    public let enabledWhen: FormCondition?
    public let extensions: [String: ExtensionValue]
    /// Whether changing the state gives haptic feedback.
    public let haptics: Bool
    public let id: String
    /// The declared images, or RVS_Checkbox's SF Symbols by name when `appearance` is `symbols`.
    public let images: Images
    /// The control's label.
    public let label: String?
    /// Whether it must be answered whenever it is shown.
    public let required: Bool
    /// The message when it is not answered.
    public let requiredMessage: String?
    /// It must be answered while this holds (and it is shown).
    public let requiredWhen: FormCondition?
    /// The initial state; a two-state checkbox is never `clear`.
    public let state: State
    /// Whether the checkbox has three states (ON, OFF, CLEAR).
    public let threeState: Bool
    /// The tint colour; nil for the component's default.
    public let tint: FormColor?
    /// Effective: whether CLEAR shows the OFF image.
    public let useOffImageForClear: Bool
    /// Three-state: -1 OFF, 0 CLEAR, 1 ON; two-state: 0 OFF, 1 ON.
    public let value: Int
    /// It is shown only while this holds.
    public let visibleWhen: FormCondition?

    public init(
        accessibilityLabel: String?,
        appearance: Appearance,
        display: Display,
        enabled: Bool,
        enabledWhen: FormCondition?,
        extensions: [String: ExtensionValue],
        haptics: Bool,
        id: String,
        images: Images,
        label: String?,
        required: Bool,
        requiredMessage: String?,
        requiredWhen: FormCondition?,
        state: State,
        threeState: Bool,
        tint: FormColor?,
        useOffImageForClear: Bool,
        value: Int,
        visibleWhen: FormCondition?
    ) {
        self.accessibilityLabel = accessibilityLabel
        self.appearance = appearance
        self.display = display
        self.enabled = enabled
        self.enabledWhen = enabledWhen
        self.extensions = extensions
        self.haptics = haptics
        self.id = id
        self.images = images
        self.label = label
        self.required = required
        self.requiredMessage = requiredMessage
        self.requiredWhen = requiredWhen
        self.state = state
        self.threeState = threeState
        self.tint = tint
        self.useOffImageForClear = useOffImageForClear
        self.value = value
        self.visibleWhen = visibleWhen
    }
}
