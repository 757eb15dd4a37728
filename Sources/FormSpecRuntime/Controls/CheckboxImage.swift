extension CheckboxControl {
    /// One image of a checkbox, as the normalized JSON writes it: a name (`"terms-on"`), or an SF
    /// Symbol the spec chose (`{"symbol": "heart.fill"}`). A string literal is a name.
    public enum Image: Sendable, Hashable, Codable, ExpressibleByStringLiteral {
        /// An image by its name: an asset of the app's catalog, for `UIImage(named:)`; with
        /// `appearance` `symbols`, one of RVS_Checkbox's own SF Symbols.
        case named(String)
        /// An SF Symbol, for `UIImage(systemName:)`.
        case symbol(String)

        /// The SF Symbol `symbol`.
        public init(symbol: String) {
            self = .symbol(symbol)
        }

        public init(stringLiteral name: String) {
            self = .named(name)
        }

        /// The asset's or the symbol's name.
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
}
