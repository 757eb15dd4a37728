#!/usr/bin/env bash
# Generates, for every sample and compile golden, the built-in `swift` output, the `uikit`
# template's factories and the output of the custom template Samples/Templates/control-ids.stencil,
# one module each; builds them with warnings as errors (Swift 6), the Swift
# against FormSpecRuntime and the factories against the components' stand-ins (StandIns/); and runs
# check-generated: each spec's normalized JSON, decoded with FormSpecRuntime, must equal the
# generated `form`, and the generated `Values.initial` must survive a JSON round trip and encode
# as the answers the JSON declares, under the control ids, and each group's typed selection
# (`sizeSelection`) must hold the ids of its constant's `selected` (ValuesCheck.swift). Run from anywhere
# after `swift build`; exits 1 on any difference.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
formspec="$repo/.build/debug/formspec"
rm -rf "$here/Cases" "$here/Check"
trap 'rm -f "$here/generated.swift" "$here/generated.err"' EXIT
mkdir -p "$here/Cases" "$here/Check"
checks=""
imports=""
add() {  # add NAME SPEC JSON
    local name="$1" spec="$2" json="$3"
    # A spec whose ids or keys give one Swift name twice gets codegen.name-collision and no Swift.
    if ! "$formspec" compile "$spec" --emit swift --color never > "$here/generated.swift" 2> "$here/generated.err"; then
        grep -q '\[codegen.name-collision\]' "$here/generated.err" || { cat "$here/generated.err"; exit 1; }
        echo "no Swift, as expected: $name (codegen.name-collision)"
        return
    fi
    mkdir -p "$here/Cases/Swift_$name" "$here/Cases/UIKit_$name"
    mv "$here/generated.swift" "$here/Cases/Swift_$name/Generated.swift"
    "$formspec" compile "$spec" --template uikit > "$here/Cases/UIKit_$name/Factory.swift" 2> "$here/generated.err"
    # A custom template, the one Documentation/Templates.md walks through.
    mkdir -p "$here/Cases/Custom_$name"
    "$formspec" compile "$spec" --template "$repo/Samples/Templates/control-ids.stencil" > "$here/Cases/Custom_$name/IDs.swift" 2> "$here/generated.err"
    local form
    form=$(sed -nE 's/^public enum ([A-Za-z0-9_]+) \{$/\1/p' "$here/Cases/Swift_$name/Generated.swift" | head -n 1)
    imports+="import Swift_$name"$'\n'
    checks+="check(Swift_$name.$form.form, Swift_$name.$form.Values.initial, json: \"$json\", named: \"$name\")"$'\n'
    # Each typed selection follows its group's items' enum, after the group's constant.
    local group selection
    while read -r group selection; do
        checks+="checkSelection(selectedIDs(Swift_$name.$form.$selection), selectedIDs(Swift_$name.$form.$group.selected), named: \"$name.$selection\")"$'\n'
    done < <(awk '/^    public static let [^ ]+ = / { group = $4 }
        /^    public static let [^ ]+Selection: / { sub(":", "", $4); print group, $4 }' "$here/Cases/Swift_$name/Generated.swift")
}
for spec in "$repo"/Samples/*.form.yaml; do
    name=$(basename "$spec" .form.yaml)
    add "Sample_${name//-/_}" "$spec" "${spec%.yaml}.json"
done
for folder in "$repo"/Tests/FormSpecTests/Goldens/compile/*/; do
    [ -f "$folder/expected.json" ] || continue
    name=$(basename "$folder")
    add "Golden_${name//-/_}" "$folder/input.form.yaml" "$folder/expected.json"
done
cat > "$here/Check/main.swift" <<SWIFT
// Written by run.sh: every generated form equals its JSON decoded with FormSpecRuntime.
import FormSpecRuntime
import Foundation
$imports
var failures = 0

@MainActor func check<Values: Codable & Equatable>(
    _ generated: FormDefinition, _ initial: Values, json path: String, named name: String
) {
    do {
        let decoded = try JSONDecoder().decode(FormDocument.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        if decoded.form != generated {
            print("DIFFERENT: \(name): the generated constants are not the decoded JSON")
            failures += 1
        } else if let problem = try valuesProblem(initial, json: path) {
            print("DIFFERENT: \(name): \(problem)")
            failures += 1
        } else {
            print("same: \(name)")
        }
    } catch {
        print("DIFFERENT: \(name): \(error)")
        failures += 1
    }
}

/// Checks that a group's typed selection, \`typed\`, holds the ids of its constant's \`selected\`.
@MainActor func checkSelection(_ typed: [String], _ declared: [String], named name: String) {
    if typed.sorted() != declared.sorted() {
        print("DIFFERENT: \(name): holds \(typed), the constant's selected \(declared)")
        failures += 1
    }
}

$checks
exit(failures == 0 ? 0 : 1)
SWIFT
cp "$here/ValuesCheck.swift" "$here/Check/"
swift build --package-path "$here" 2>&1 | tail -n 5
swift run --skip-build --package-path "$here" check-generated
