#!/usr/bin/env bash
# Generates, for every sample and compile golden, the built-in `swift` output, the `uikit` template's factories,
# the `swiftui` template's screens (when `formspec templates` lists it) and the output of the custom template
# Samples/Templates/control-ids.stencil, one module each, and the screens rendered from the starting points
# `formspec templates print uikit|swiftui` gives (Starters/, type-checked only); builds them with warnings as errors (Swift 6): the Swift
# against FormSpecRuntime, the factories and screens against the components' real sources (Vendor/: RVS_Checkbox,
# RVS_CalendarInput, Spark's selection controls with SparkCommon and SparkTheming) over stubs of Apple's frameworks
# (Stubs/); type-checks the wrong snippets of Negative/, each of which must fail with its expected error; and runs
# check-generated: each spec's normalized JSON, decoded with FormSpecRuntime, must equal the generated `form`, and
# the generated `Values.initial` must survive a JSON round trip and encode as the answers the JSON declares, under
# the control ids, and each group's typed selection (`sizeSelection`) must hold the ids of its constant's
# `selected` (ValuesCheck.swift); and answers saved by one version of a spec must load in the next exactly when
# `formspec diff` finds no breaking change (SavedAnswersCheck.swift, over SavedAnswersPropertyTests' edits); and the
# sign-up sample's `Values` must obey its logic: visible, required, issues and their messages (LogicCheck.swift); and the
# schema of each spec's answers (`formspec schema --answers`, decided by python jsonschema in answers_verdicts.py)
# accepts an answer exactly when the generated `Values` decodes it and finds no issue (AnswersAgreementCheck.swift,
# over AnswersAgreementPropertyTests' answers to every spec with logic). A factory
# or screen that does not type-check is reported with its errors and left out of the package build, and the other
# checks still run. Run from anywhere after `swift build --build-tests`; exits 1 on any difference.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
formspec="$repo/.build/debug/formspec"
rm -rf "$here/Cases" "$here/Check"
saved=$(mktemp -d)
trap 'rm -rf "$here/generated.swift" "$here/generated.err" "$here"/starter-*.stencil "$here/support-swiftui.swift" "$saved"' EXIT
mkdir -p "$here/Cases" "$here/Check"
checks=""
acceptances=""
imports=""
swiftui=false
if "$formspec" templates | grep -q '^swiftui '; then swiftui=true; fi
rm -rf "$here/Starters"
"$formspec" templates print uikit > "$here/starter-uikit.stencil"
"$formspec" templates print swiftui > "$here/starter-swiftui.stencil"
"$formspec" templates support swiftui > "$here/support-swiftui.swift"
add() {  # add NAME SPEC JSON
    local name="$1" spec="$2" json="$3" key="${2#"$repo"/}"
    key="${key//\/\//\/}"  # the spec's path in the package, the key of DeclaredAnswers.json
    # A spec whose ids or keys give one Swift name twice gets codegen.name-collision and no Swift.
    if ! "$formspec" compile "$spec" --emit swift --color never > "$here/generated.swift" 2> "$here/generated.err"; then
        grep -q '\[codegen.name-collision\]' "$here/generated.err" || { cat "$here/generated.err"; exit 1; }
        echo "no Swift, as expected: $name (codegen.name-collision)"
        return
    fi
    mkdir -p "$here/Cases/Swift_$name" "$here/Cases/UIKit_$name"
    mv "$here/generated.swift" "$here/Cases/Swift_$name/Generated.swift"
    "$formspec" compile "$spec" --template uikit > "$here/Cases/UIKit_$name/Form.swift" 2> "$here/generated.err"
    # The swiftui template writes the spec's screen and, once per folder, the support file the screens share.
    if $swiftui; then
        mkdir -p "$here/Cases/SwiftUI_$name"
        "$formspec" compile "$spec" --template swiftui --output-dir "$here/Cases/SwiftUI_$name" 2> "$here/generated.err"
    fi
    # The starting points `formspec templates print` gives for the screens, rendered as custom templates.
    mkdir -p "$here/Starters/UIKit_$name" "$here/Starters/SwiftUI_$name"
    "$formspec" compile "$spec" --template "$here/starter-uikit.stencil" > "$here/Starters/UIKit_$name/Form.swift" 2> "$here/generated.err"
    "$formspec" compile "$spec" --template "$here/starter-swiftui.stencil" > "$here/Starters/SwiftUI_$name/Form.swift" 2> "$here/generated.err"
    cp "$here/support-swiftui.swift" "$here/Starters/SwiftUI_$name/FormSpecSwiftUI.swift"
    # A custom template, the one Documentation/Templates.md walks through.
    mkdir -p "$here/Cases/Custom_$name"
    "$formspec" compile "$spec" --template "$repo/Samples/Templates/control-ids.stencil" > "$here/Cases/Custom_$name/IDs.swift" 2> "$here/generated.err"
    local form
    form=$(sed -nE 's/^public enum ([A-Za-z0-9_]+) \{$/\1/p' "$here/Cases/Swift_$name/Generated.swift" | head -n 1)
    imports+="import Swift_$name"$'\n'
    checks+="check(Swift_$name.$form.form, Swift_$name.$form.Values.initial, json: \"$json\", spec: \"$key\", named: \"$name\")"$'\n'
    acceptances+="    \"$key\": { (try? JSONDecoder().decode(Swift_$name.$form.Values.self, from: \$0))?.issues().isEmpty ?? false },"$'\n'
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
$swiftui || echo "no SwiftUI_ cases: formspec templates lists no swiftui template"
# Answers saved by one version of a spec, read by the next (SavedAnswersPropertyTests writes the versions' Swift and
# the answers; SavedAnswersCheck.swift reads them).
(cd "$repo" && FORMSPEC_SAVED_ANSWERS="$saved" swift test --skip-build --filter SavedAnswersPropertyTests >"$saved/test.log" 2>&1) \
    || { cat "$saved/test.log"; exit 1; }
mv "$saved/SavedAnswersCases.swift" "$here/Check/"
cp "$here/SavedAnswersCheck.swift" "$here/Check/"
# Answers to every spec with logic (AnswersAgreementPropertyTests writes them), each judged by the spec's answers schema
# (answers_verdicts.py) and then by its generated Values (AnswersAgreementCheck.swift).
(cd "$repo" && FORMSPEC_ANSWERS_CASES="$saved" swift test --skip-build --filter AnswersAgreementPropertyTests \
    >"$saved/answers.log" 2>&1) || { cat "$saved/answers.log"; exit 1; }
PYTHONDONTWRITEBYTECODE=1 python3 "$here/answers_verdicts.py" "$formspec" "$repo" "$saved/AnswersCases.json" \
    "$saved/AnswersVerdicts.json"
cp "$here/AnswersAgreementCheck.swift" "$here/Check/"
cat > "$here/Check/main.swift" <<SWIFT
// Written by run.sh: every generated form equals its JSON decoded with FormSpecRuntime.
// swift-format-ignore-file

import FormSpecRuntime
import Foundation
$imports
var failures = 0
/// The answer each control of each spec declares, recorded by the compiler's tests.
let declaredAnswers = try JSONSerialization.jsonObject(
    with: Data(contentsOf: URL(fileURLWithPath: "$here/DeclaredAnswers.json"))) as? [String: [String: Any]] ?? [:]

@MainActor func check<Values: Codable & Equatable>(
    _ generated: FormDefinition, _ initial: Values, json path: String, spec: String, named name: String
) {
    do {
        let decoded = try JSONDecoder().decode(FormDocument.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        if decoded.form != generated {
            print("DIFFERENT: \(name): the generated constants are not the decoded JSON")
            failures += 1
        } else if let declared = declaredAnswers[spec], let problem = try valuesProblem(initial, declared: declared) {
            print("DIFFERENT: \(name): \(problem)")
            failures += 1
        } else if declaredAnswers[spec] == nil {
            print("DIFFERENT: \(name): no answers recorded in DeclaredAnswers.json (FORMSPEC_RECORD=1 swift test)")
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

/// Whether each spec's Values accepts answers, by the spec's path.
let answerAcceptances: [String: Acceptance] = [
$acceptances]

$checks
failures += checkSavedAnswers(savedAnswerVersions, in: "$saved/SavedAnswers.json")
failures += checkSignupLogic()
failures += checkAnswersAgreement(
    answerAcceptances, cases: "$saved/AnswersCases.json", verdicts: "$saved/AnswersVerdicts.json")
exit(failures == 0 ? 0 : 1)
SWIFT
cp "$here/ValuesCheck.swift" "$here/LogicCheck.swift" "$here/Check/"

# The manifest lists Cases/ when it is read, so it is never taken from SwiftPM's shared cache: that cache knows
# the manifest's text and path, not the folders it lists, and a clone at a path an older run used (with other
# cases) would build the older list.
manifest=(--manifest-cache none)

# The stubs, the vendored RVS modules and FormSpecRuntime (SwiftPM), then Spark's modules over the stubs.
for target in SwiftUI RVS_Checkbox RVS_CalendarInput FormSpecRuntime; do
    swift build --package-path "$here" "${manifest[@]}" --target "$target" 2>&1 | tail -n 1
done
modules="$(swift build --package-path "$here" "${manifest[@]}" --show-bin-path)/Modules"
spark="$here/.build/spark-modules"
bash "$here/Vendor/build-spark.sh" "$modules"

# Each factory and screen type-checks as the package builds it (Swift 6, warnings as errors); one that does not
# is reported and left out of the package (Cases/.failed-NAME), so that the rest still builds and runs.
rejected=0
for folder in "$here"/Cases/UIKit_* "$here"/Cases/SwiftUI_*; do
    [ -d "$folder" ] || continue
    name=$(basename "$folder")
    if ! output=$(swiftc -typecheck -parse-as-library -swift-version 6 -warnings-as-errors -diagnostic-style llvm \
        -module-name "$name" \
        -I "$modules" -I "$spark" "$folder"/*.swift 2>&1); then
        echo "DOES NOT BUILD against the components' sources: $name"
        grep -E '(error|warning):' <<<"$output" | sed "s|$here/||" | sort -u
        mv "$folder" "$here/Cases/.failed-$name"
        rejected=$((rejected + 1))
    fi
done
# The screens the starting points render type-check too (they are no targets of the package).
for folder in "$here"/Starters/*/; do
    name="Starter_$(basename "$folder")"
    if ! output=$(swiftc -typecheck -parse-as-library -swift-version 6 -warnings-as-errors -diagnostic-style llvm \
        -module-name "$name" -I "$modules" -I "$spark" "$folder"*.swift 2>&1); then
        echo "DOES NOT BUILD against the components' sources: $name"
        grep -E '(error|warning):' <<<"$output" | sed "s|$here/||" | sort -u
        rejected=$((rejected + 1))
    fi
done

# The app demo (Samples/AppDemo): each target's own Swift with what FormSpecPlugin generates for it (each spec in
# the template its .formspec.yml names, and the screens' support file), and the `Bundle.module` SwiftPM writes for
# a target with resources, type-checked as one module.
rm -rf "$here/App"
for target in "$repo"/Samples/AppDemo/Sources/*/; do
    name="App_$(basename "$target")"
    mkdir -p "$here/App/$name"
    for spec in "$target"*.form.yaml; do
        "$formspec" compile "$spec" --emit swift --output-dir "$here/App/$name" --output-name "$(basename "$spec" .yaml)" --color never
    done
    "$formspec" templates support swiftui --output "$here/App/$name/FormSpecSwiftUI.swift"
    printf 'import Foundation\n\nextension Foundation.Bundle {\n    static let module = Bundle.main\n}\n' > "$here/App/$name/resource_bundle_accessor.swift"
    if ! output=$(swiftc -typecheck -parse-as-library -swift-version 6 -warnings-as-errors -diagnostic-style llvm \
        -module-name "$name" -I "$modules" -I "$spark" "$target"*.swift "$here/App/$name"/*.swift 2>&1); then
        echo "DOES NOT BUILD against the components' sources: $name"
        grep -E '(error|warning):' <<<"$output" | sed "s|$repo/||" | sort -u
        rejected=$((rejected + 1))
    else
        echo "builds against the components' sources: $name"
    fi
done

negative=0
bash "$here/Negative/run.sh" "$modules" "$spark" || negative=1

swift build --package-path "$here" "${manifest[@]}" 2>&1 | tail -n 5
swift run --skip-build --package-path "$here" "${manifest[@]}" check-generated
if [ "$rejected" -gt 0 ]; then
    echo "error: $rejected generated factories or screens do not build against the components' sources (above)"
fi
[ "$negative" -eq 0 ] || echo "error: a wrong snippet of Negative/ was not rejected as expected (above)"
[ "$rejected" -eq 0 ] && [ "$negative" -eq 0 ]
