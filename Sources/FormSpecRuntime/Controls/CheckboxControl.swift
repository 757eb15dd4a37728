/// A checkbox (`RVS_Checkbox`): two or three states, SF Symbols or custom images.
public struct CheckboxControl: ControlValue, Equatable {
    /// The effective appearance: SF Symbols, or custom images.
    public enum Appearance: String, Sendable, Hashable, Codable, CaseIterable {
        case symbols, custom
    }

    /// The initial state; a two-state checkbox is never `clear`.
    public enum State: String, Sendable, Hashable, Codable, CaseIterable {
        case on, off, clear
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

    /// The declared images, or the SF Symbols when `appearance` is `symbols`.
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

    public let accessibilityLabel: String?
    /// The effective appearance.
    public let appearance: Appearance
    /// The image each state shows.
    public let display: Display
    public let enabled: Bool
    public let extensions: [String: ExtensionValue]
    /// Whether changing the state gives haptic feedback.
    public let haptics: Bool
    public let id: String
    /// The declared images, or the SF Symbols when `appearance` is `symbols`.
    public let images: Images
    /// The control's label.
    public let label: String?
    /// The initial state.
    public let state: State
    /// Whether the checkbox has three states (ON, OFF, CLEAR).
    public let threeState: Bool
    /// The tint colour; nil for the component's default.
    public let tint: FormColor?
    /// Effective: whether CLEAR shows the OFF image.
    public let useOffImageForClear: Bool
    /// The state as RVS_Checkbox's `value`: three-state -1 OFF, 0 CLEAR, 1 ON; two-state 0 OFF, 1 ON.
    public let value: Int

    public init(
        accessibilityLabel: String?, appearance: Appearance, display: Display, enabled: Bool,
        extensions: [String: ExtensionValue],
        haptics: Bool, id: String, images: Images, label: String?, state: State, threeState: Bool, tint: FormColor?,
        useOffImageForClear: Bool, value: Int
    ) {
        self.accessibilityLabel = accessibilityLabel
        self.appearance = appearance
        self.display = display
        self.enabled = enabled
        self.extensions = extensions
        self.haptics = haptics
        self.id = id
        self.images = images
        self.label = label
        self.state = state
        self.threeState = threeState
        self.tint = tint
        self.useOffImageForClear = useOffImageForClear
        self.value = value
    }
}
