import FormSpec
import FormSpecYAML

/// Document colours: every colour value a spec writes, hex or named (named ones as they look in
/// light mode), and the ways to write a colour picked in the editor.
enum ColorFeature {
    static func colors(in document: inout OpenDocument) -> [ColorInformation] {
        guard let root = document.tree() else { return [] }
        var found: [ColorInformation] = []
        visit(root, schema: SchemaLookup.root) { node in
            guard let text = node.scalar?.text, let color = Color(text) else { return }
            found.append(ColorInformation(range: document.range(of: node.range), color: lspColor(color)))
        }
        return found
    }

    /// A picked colour as FormSpec writes it: quoted hex (`#` unquoted starts a YAML comment), and
    /// the names that look exactly like it in light mode.
    static func presentations(of color: LSPColor, replacing range: Range) -> [ColorPresentation] {
        let channels = [color.red, color.green, color.blue, color.alpha].map {
            UInt8((min(max($0, 0), 1) * 255).rounded())
        }
        let hex = "\"" + hex(red: channels[0], green: channels[1], blue: channels[2], alpha: channels[3]) + "\""
        let names = NamedColor.allCases.filter {
            let (red, green, blue, alpha) = $0.rgba(in: .light)
            return [red, green, blue, alpha] == channels
        }
        return ([hex] + names.map(\.rawValue)).map {
            ColorPresentation(label: $0, textEdit: TextEdit(range: range, newText: $0))
        }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    static func hex(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) -> String {
        let channels = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        return "#"
            + channels.map { byte in
                let digits = String(byte, radix: 16, uppercase: true)
                return digits.count == 1 ? "0" + digits : digits
            }.joined()
    }

    /// Calls `found` with every scalar whose key's schema says it is a colour.
    private static func visit(_ node: Node, schema: SchemaLookup.Object, _ found: (Node) -> Void) {
        if let items = node.sequence {
            guard let itemSchema = schema["items"].flatMap(SchemaLookup.containerSchema) else { return }
            for item in items { visit(item, schema: narrowed(itemSchema, for: item), found) }
            return
        }
        let properties = SchemaLookup.properties(of: schema)
        for pair in node.mapping ?? [] {
            guard let key = pair.key.scalar?.text, let property = properties[key] else { continue }
            if pair.value.scalar != nil {
                if SchemaLookup.isColor(property) { found(pair.value) }
            } else if let child = SchemaLookup.containerSchema(property) {
                visit(pair.value, schema: narrowed(child, for: pair.value), found)
            }
        }
    }

    private static func narrowed(_ schema: SchemaLookup.Object, for node: Node) -> SchemaLookup.Object {
        SchemaLookup.narrowed(schema, type: TreeSearch.scalarText(of: "type", in: node))
    }

    private static func lspColor(_ color: Color) -> LSPColor {
        let (red, green, blue, alpha) =
            switch color {
            case .rgba(let red, let green, let blue, let alpha): (red, green, blue, alpha)
            case .named(let name): name.rgba(in: .light)
            }
        return LSPColor(
            red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: Double(alpha) / 255)
    }
}
