/// Writes the Swift of FormSpecRuntime's declarations, formatted as the repository's
/// `.swift-format` keeps it (120 columns, 4 spaces).
struct RuntimeDeclarationWriter {
    /// Every declaration, nested ones included.
    let declarations: [RuntimeDeclaration]

    /// The widest line.
    static let lineLength = 120

    /// The lines of `declaration` and the types nested in it, at `depth` levels of indentation.
    func lines(of declaration: RuntimeDeclaration, depth: Int) -> [String] {
        let indent = String(repeating: " ", count: 4 * depth)
        var lines = Self.docLines(declaration.doc, indent: indent)
        switch declaration.kind {
        case .structure(let members, let parameter):
            let generic = parameter.map { "<\($0)>" } ?? ""
            lines.append("\(indent)public struct \(declaration.name)\(generic): \(declaration.conformances) {")
            for nested in declarations where nested.qualifiedName == declaration.qualifiedName + "." + nested.name {
                lines += self.lines(of: nested, depth: depth + 1) + [""]
            }
            lines += Self.body(of: members, indent: indent + "    ")
        case .words(let words):
            lines.append("\(indent)public enum \(declaration.name): \(declaration.conformances) {")
            lines.append("\(indent)    case \(words.joined(separator: ", "))")
        case .nameOrObject(let key, let nameDoc, let keyDoc):
            lines.append("\(indent)public enum \(declaration.name): \(declaration.conformances) {")
            lines += Self.nameOrObjectBody(key: key, nameDoc: nameDoc, keyDoc: keyDoc, indent: indent + "    ")
        }
        lines.append("\(indent)}")
        return lines
    }

    /// `text` as `///` lines, cut between words to fit the line.
    static func docLines(_ text: String?, indent: String) -> [String] {
        guard let text else { return [] }
        let prefix = indent + "///"
        var lines: [String] = []
        var line = prefix
        for word in text.split(separator: " ") {
            if line.count > prefix.count, line.count + 1 + word.count > lineLength {
                lines.append(line)
                line = prefix
            }
            line += " " + word
        }
        return lines + [line]
    }

    /// A struct's properties and memberwise initialiser.
    private static func body(of members: [RuntimeMember], indent: String) -> [String] {
        var lines: [String] = []
        for member in members {
            lines += docLines(member.doc, indent: indent) + ["\(indent)public let \(member.key): \(member.type)"]
        }
        let parameters = members.map { "\($0.key): \($0.type)" }
        let oneLine = "\(indent)public init(\(parameters.joined(separator: ", "))) {"
        lines.append("")
        if oneLine.count <= lineLength {
            lines.append(oneLine)
        } else {
            lines.append("\(indent)public init(")
            lines += parameters.indices.map {
                "\(indent)    \(parameters[$0])\($0 == parameters.count - 1 ? "" : ",")"
            }
            lines.append("\(indent)) {")
        }
        lines += members.map { "\(indent)    self.\($0.key) = \($0.key)" }
        lines.append("\(indent)}")
        return lines
    }

    /// The cases, initialisers and coding of a value that is a name or an object of one member `key`.
    private static func nameOrObjectBody(key: String, nameDoc: String?, keyDoc: String?, indent: String) -> [String] {
        docLines(nameDoc, indent: indent) + ["\(indent)case named(String)"] + docLines(keyDoc, indent: indent)
            + """
            case \(key)(String)

            /// The value of `\(key)`.
            public init(\(key): String) {
                self = .\(key)(\(key))
            }

            public init(stringLiteral name: String) {
                self = .named(name)
            }

            /// The name, or the `\(key)`.
            public var name: String {
                switch self {
                case .named(let name), .\(key)(let name): return name
                }
            }

            private enum CodingKeys: String, CodingKey {
                case \(key)
            }

            public init(from decoder: any Decoder) throws {
                if let name = try? decoder.singleValueContainer().decode(String.self) {
                    self = .named(name)
                } else {
                    self = .\(key)(try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .\(key)))
                }
            }

            public func encode(to encoder: any Encoder) throws {
                switch self {
                case .named(let name):
                    var container = encoder.singleValueContainer()
                    try container.encode(name)
                case .\(key)(let name):
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encode(name, forKey: .\(key))
                }
            }
            """.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : indent + $0 }
    }
}
