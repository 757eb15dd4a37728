#!/usr/bin/env bash
# Starts a new control type: bash Scripts/new-control.sh NAME [KEY...]
#
# NAME is the type as a spec writes it (`stepper`), KEY its own keys (`minimum maximum step value`).
# Writes its folder, Sources/FormSpec/Controls/<Type>/, with one file per concern, each place left
# to write marked by an `#error` that names what to write there; its two lines in the registry
# (and a line of the keys no control had before); a compile golden and a check golden input. Then
# `swift build --build-tests` fails at exactly those places, and once they are written, `swift test`
# fails where a recorded file is stale: `FORMSPEC_RECORD=1 swift test` writes them (review the diff).
# Documentation/Architecture.md ("Adding a control") is the checklist.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { echo "usage: bash Scripts/new-control.sh NAME [KEY...]   (NAME and each KEY lowerCamelCase: stepper minimum)" >&2; exit 64; }
[ $# -ge 1 ] || usage
name="$1"
shift
for word in "$name" "$@"; do
    [[ "$word" =~ ^[a-z][A-Za-z0-9]{0,39}$ ]] || { echo "error: '$word' is not a lowerCamelCase word" >&2; usage; }
done
type="$(tr '[:lower:]' '[:upper:]' <<<"${name:0:1}")${name:1}"
folder="Sources/FormSpec/Controls/$type"
registry="Sources/FormSpec/Controls/ControlRegistry.swift"
if [ -e "$folder" ] || grep -qE "^    case .*\\b$name\\b" <(sed -n '/^public enum ControlType/,/^}/p' "$registry"); then
    echo "error: the control type '$name' exists already ($folder)" >&2
    exit 1
fi

# The registry: the type's word, its definition's line, the keys no control had before.
keys_enum="$(sed -n '/^package enum ControlKey/,/^}/p' "$registry")"
new_keys=()
for key in "$@"; do
    grep -qE "(case|,) *\\b$key\\b" <<<"$keys_enum" || new_keys+=("$key")
done
python3 - "$registry" "$name" "$type" "${new_keys[@]}" <<'PYTHON'
import re, sys
path, name, type_, *keys = sys.argv[1:]
text = open(path).read()
cases = re.search(r"(public enum ControlType: String, Vocabulary \{\n    case [^\n]*)", text)
text = text.replace(cases.group(1), cases.group(1) + ", " + name, 1)
last = re.search(r"(        case \.\w+: return \w+Definition\.self\n)(        \}\n)", text)
text = text.replace(last.group(0), last.group(1) + f"        case .{name}: return {type_}Definition.self\n" + last.group(2), 1)
if keys:
    anchor = re.search(r"(package enum ControlKey: String, Vocabulary \{\n(?:    case [^\n]*\n)+)", text)
    text = text.replace(anchor.group(1), anchor.group(1) + "    case " + ", ".join(keys) + "\n", 1)
open(path, "w").write(text)
PYTHON

key_list="$(printf '.%s, ' "$@")"
key_list="${key_list%, }"
mkdir -p "$folder"
write() {  # write FILE: the file's text from standard input, the names filled in
    sed -e "s/__Type__/$type/g" -e "s/__name__/$name/g" -e "s/__keys__/$key_list/g" > "$folder/$1"
}

write "${type}Definition.swift" <<'SWIFT'
import FormSpecYAML

/// `__name__`: what it is, and the component that shows it.
enum __Type__Definition: ControlDefinition {
    static let type = ControlType.__name__
    #error("__name__: say what it is in a sentence, with its component: the documents' tables show it")
    static let summary = "A __name__ (COMPONENT): WHAT IT HOLDS."
    #error("__name__: its lines in a spec as a team usually writes them, every key it often has (Language.md shows them)")
    static let example = """
          - type: __name__
            id: a-__name__
            label: A __name__
        """
    static let ownKeys: [ControlKey] = [__keys__]

    static func decode(
        _ reader: MappingReader<ControlKey>, unknown _: inout [ParsedNode.Pair],
        with decoder: inout SyntaxDecoder
    ) -> __Type__Syntax {
        #error("__name__: decode its own keys from `reader` (`reader.slot(.KEY)`, `decoder.word`, `decoder.number`…)")
        return __Type__Syntax()
    }

    static func model(of syntax: __Type__Syntax, in _: ControlSyntax, context _: inout NormalizationContext)
        -> __Type__Model?
    {
        #error("__name__: resolve its values, with their defaults")
        return __Type__Model()
    }

    #error("__name__: its JSON members after the common ones, each with its output schema (see ToggleDefinition)")
    static let jsonMembers = JSONMembers<ControlJSON<__Type__Model>>(ControlJSON.common(of: type))

    static func inputSchema(of key: ControlKey) -> JSONValue {
        #error("__name__: the input schema of each of its own keys (InputSchema.word, .number…)")
        return [:]
    }
}

/// A `__name__`'s own keys, as written.
package struct __Type__Syntax: ControlSyntaxBody {
    #error("__name__: its keys, each `Located` (`package var step: Located<Double>?`)")
}

/// A `__name__`, resolved.
public struct __Type__Model: ControlModelBody, Equatable {
    #error("__name__: its values, public and documented (`public var step: Double`)")
}

extension __Type__Definition: ControlDescription {}

extension __Type__Definition: ControlOutline {
    #error("__name__: what the editor's outline shows it as (.boolean, .choice, .number, .object)")
    static let outlineKind = OutlineKind.object
}
SWIFT

write "${type}ComponentNames.swift" <<'SWIFT'
/// The component's property names that stand for a `__name__`'s keys, and the keys FormSpec
/// writes for them (`spec.unknown-key` suggests them).
extension __Type__Definition {
    #error("__name__: its component's property names that stand for its keys (see ToggleComponentNames)")
    static let componentNames: [ComponentName] = []
}
SWIFT

write "ControlModel+${type}.swift" <<'SWIFT'
extension ControlModel {
    /// The control's own values when it is a `__name__`; nil for a control of another type.
    public var __name__: __Type__Model? { body(of: __Type__Definition.self) }
}
SWIFT

write "${type}Preview.swift" <<'SWIFT'
extension __Type__Definition: ControlPreviews {
    /// Its block of the text preview, after the header line.
    static func preview(_ model: __Type__Model, of control: ControlModel, into writer: inout PreviewWriter) {
        #error("__name__: draw it in the text preview (see TogglePreview)")
        writer.drawn("[?]", control.label)
    }
}
SWIFT

write "${type}HTMLPreview.swift" <<'SWIFT'
extension __Type__Definition {
    /// Its figure on the visual preview page.
    static func html(_ model: __Type__Model, of control: ControlModel, into page: inout PreviewPage) {
        #error("__name__: draw it on the visual preview page (see ToggleHTMLPreview)")
        page.label(of: control, drawnBy: .component)
    }
}
SWIFT

write "${type}SwiftAnswer.swift" <<'SWIFT'
extension __Type__Definition: ControlSwiftCode {
    #error("__name__: its answer in the generated `Values`: its Swift type, read from its constant")
    static let swiftAnswer = SwiftAnswer<__Type__Model>.always(
        SwiftAnswerValue(type: "Bool", initial: "false", meaning: "WHAT THE ANSWER HOLDS"))

    static func declaredAnswer(_ model: __Type__Model) -> JSONValue {
        #error("__name__: the answer its spec declares, as `Values` encodes it in JSON")
        return .null
    }
}
SWIFT

write "${type}UIKitControl.swift" <<'SWIFT'
extension __Type__Definition {
    /// Its part of the built-in `uikit` screen.
    static let uikitControl = UIKitControl(
        component: "UIView", module: "UIKit", takesTheme: false,
        make: { lines in
            #error("__name__: the lines that make its component as the spec says (see ToggleUIKitControl)")
            lines.line(lines.property + " = UIView()")
        },
        read: { _ in
            #error("__name__: the lines that read its answer into `values`")
        },
        show: { _ in
            #error("__name__: the lines that show the answer in `values`, without an action")
        })
}
SWIFT

write "${type}SwiftUIView.swift" <<'SWIFT'
extension __Type__Definition {
    /// Its view in the built-in `swiftui` screen.
    static let swiftUIView = makeSwiftUIView(summary: "`VIEW`", usesSpark: false) { _, _, _, writer in
        #error("__name__: its SwiftUI view bound to its answer, and the view's summary above (see ToggleSwiftUIView)")
        writer.append("                EmptyView()\n")
    }
}
SWIFT

write "${type}Changes.swift" <<'SWIFT'
extension __Type__Definition: ControlChanges {
    #error("__name__: how `formspec diff` classes a change of each of its keys (see ToggleChanges)")
    static let changeRules = ChangeRules<__Type__Model>(fields: [])
}
SWIFT

# The goldens' inputs: a spec with the control, and one with its mistakes.
goldens="Tests/FormSpecTests/Goldens"
mkdir -p "$goldens/compile/$name" "$goldens/check/$name-mistakes"
cat > "$goldens/compile/$name/input.form.yaml" <<YAML
# A $name with every key of its own (write them here).
formspec: 1
id: $name-golden
controls:
  - type: $name
    id: a-$name
    label: A $name
YAML
cat > "$goldens/check/$name-mistakes/input.form.yaml" <<YAML
# Each mistake the ${name}'s rules find (write them here).
formspec: 1
id: $name-mistakes
controls:
  - type: $name
    id: a-$name
    label: A $name
YAML

echo "wrote $folder, its registry lines and the goldens' inputs $goldens/{compile/$name,check/$name-mistakes}"
echo "next: swift build --build-tests   (each #error says what to write), then FORMSPEC_RECORD=1 swift test"
echo "      and the checklist in Documentation/Architecture.md (\"Adding a control\")"
