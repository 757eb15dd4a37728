/// The Swift of FormSpecRuntime's `FormControl`: an enum with a case per control type, read and
/// written by the JSON's `type`.
enum FormControlSource {
    /// The source, after the generated file's header.
    static func text(of controls: [RuntimeControl]) -> String {
        func each(_ line: (RuntimeControl) -> String) -> String {
            controls.map(line).joined(separator: "\n")
        }
        return """
            /// One control of a form, of any type: its JSON object, read by its `type`.
            public enum FormControl: Sendable, Equatable, Codable {
            \(each { "    case \($0.type)(\($0.name))" })

                /// The control's value, whatever its type.
                public var control: any ControlValue {
                    switch self {
            \(each { "        case .\($0.type)(let control): return control" })
                    }
                }

                /// The control's id.
                public var id: String { control.id }

                /// The control's type, as the JSON's `type` says it.
                public var type: String {
                    switch self {
            \(each { "        case .\($0.type): return \"\($0.type)\"" })
                    }
                }

                private enum TypeKey: String, CodingKey {
                    case type
                }

                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: TypeKey.self)
                    switch try container.decode(String.self, forKey: .type) {
            \(each { "        case \"\($0.type)\": self = .\($0.type)(try \($0.name)(from: decoder))" })
                    case let other:
                        throw DecodingError.dataCorruptedError(
                            forKey: .type, in: container,
                            debugDescription: "'\\(other)' is not a control type this FormSpecRuntime knows")
                    }
                }

                public func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: TypeKey.self)
                    try container.encode(type, forKey: .type)
                    try control.encode(to: encoder)
                }
            }

            """
    }
}
