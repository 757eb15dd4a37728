#!/usr/bin/env bash
# The library's documented code compiles for a user outside the package: every ```swift block of
# the DocC catalogue (Sources/FormSpec/FormSpec.docc) and of README.md's "Using the library" is
# type-checked by swiftc against the built modules, without the package's name, so that only the
# public API is visible (a `package` declaration is "not in scope" there). Run after `swift build`.
set -euo pipefail
cd "$(dirname "$0")/../.."
modules=.build/debug/Modules
[[ -f $modules/FormSpec.swiftmodule ]] || { echo "build first: swift build" >&2; exit 1; }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
python3 - "$scratch" Sources/FormSpec/FormSpec.docc/*.md README.md <<'PY'
import pathlib, re, sys
out = pathlib.Path(sys.argv[1])
count = 0
for name in sys.argv[2:]:
    text = pathlib.Path(name).read_text(encoding="utf-8")
    if name == "README.md":
        text = text.split("## Using the library", 1)[1].split("\n## ", 1)[0]
    for block in re.findall(r"```swift\n(.*?)```", text, re.S):
        if "import FormSpec" not in block:
            continue
        count += 1
        (out / f"{count:02d}-{pathlib.Path(name).stem}.swift").write_text(block, encoding="utf-8")
print(f"{count} examples")
PY
status=0
for example in "$scratch"/*.swift; do
    if swiftc -typecheck -I "$modules" -Xcc -fmodule-map-file=Sources/CLibYAML/module.modulemap \
        -Xcc -fmodule-map-file=Sources/CExtendedAttributes/module.modulemap "$example"; then
        echo "ok: $(basename "$example")"
    else
        echo "does not compile outside the package: $(basename "$example")" >&2
        status=1
    fi
done
exit $status
