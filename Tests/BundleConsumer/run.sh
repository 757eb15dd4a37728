#!/usr/bin/env bash
# The artifact bundle and the plugin-only package, as an app meets them (a CI step): builds the bundle
# with Scripts/artifactbundle.sh, checks its info.json (schemaVersion 1.0, this machine's variant, whose
# executables exist, run and say one version, and link no Swift library and no libyaml), then builds this
# package from scratch against Plugins/FormSpecBinary (compiling neither FormSpec nor Stencil), runs it and
# checks what the generated Swift printed; runs the command plugin (swift package formspec check) from the bundle.
# Prints the time of each build.
set -euo pipefail
cd "$(dirname "$0")/../.."

seconds() { date +%s.%N; }
elapsed() { python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.1f} s')" "$1" "$(seconds)"; }

start=$(seconds)
bash Scripts/artifactbundle.sh
echo "bundle built in $(elapsed "$start")"

bundle=Plugins/FormSpecBinary/formspec.artifactbundle
python3 - "$bundle" "$(uname -m)-unknown-linux-gnu" <<'PY'
import json, os, subprocess, sys
bundle, triple = sys.argv[1], sys.argv[2]
with open(os.path.join(bundle, "info.json"), encoding="utf-8") as file:
    info = json.load(file)
def fail(message):
    sys.exit(f"error: {bundle}/info.json: {message}")
if info.get("schemaVersion") != "1.0":
    fail(f"schemaVersion is {info.get('schemaVersion')!r}, not \"1.0\"")
artifact = info.get("artifacts", {}).get("formspec") or fail("no artifact 'formspec'")
if artifact.get("type") != "executable":
    fail(f"the artifact's type is {artifact.get('type')!r}, not \"executable\"")
variants = [v for v in artifact["variants"] if triple in v["supportedTriples"]]
if len(variants) != 1:
    fail(f"{len(variants)} variants for {triple}, not 1")
formspec = os.path.join(bundle, variants[0]["path"])
for executable in (formspec, os.path.join(os.path.dirname(formspec), "formspec-templates")):
    if not os.access(executable, os.X_OK):
        fail(f"{executable} is not an executable file")
    version = subprocess.run([executable, "--version"], capture_output=True, text=True, check=True).stdout.strip()
    if version != artifact["version"]:
        fail(f"{executable} --version says {version!r}, the bundle {artifact['version']!r}")
    libraries = subprocess.run(["ldd", executable], capture_output=True, text=True, check=True).stdout
    linked = [line.split()[0] for line in libraries.splitlines() if "libswift" in line or "libFoundation" in line or "libyaml" in line]
    if linked:
        fail(f"{executable} links {', '.join(linked)}: the bundle must not need Swift or libyaml installed")
    print(f"{executable}: {version}")
print(f"info.json: schemaVersion 1.0, formspec {artifact['version']}, {triple} at {variants[0]['path']}")
PY

consumer=Tests/BundleConsumer
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
rm -rf "$consumer/.build"
start=$(seconds)
swift build --package-path "$consumer" 2>&1 | tee "$scratch/build.txt"
echo "consumer's first build: $(elapsed "$start")"
if grep -E '^\[[0-9]+/[0-9]+\] Compiling (FormSpec |FormSpecYAML|FormSpecCLI|Stencil|PathKit|formspec)' "$scratch/build.txt"; then
    echo "error: the consumer compiled FormSpec or Stencil: it must use the bundle's formspec"
    exit 1
fi
start=$(seconds)
swift build --package-path "$consumer" >/dev/null
echo "consumer's no-change rebuild: $(elapsed "$start")"

# The command plugin runs the bundle's formspec too: `swift package formspec check` on the consumer's two specs
# (each target's folder), then on one with a mistake, put in a scratch folder of a target for a moment.
formspec_command() { swift package --package-path "$consumer" --allow-writing-to-package-directory formspec "$@"; }
formspec_command check 2>&1 | tee "$scratch/command.txt"
grep -q '^checked 2 files: 0 errors, 0 warnings, 0 infos$' "$scratch/command.txt"
broken=$consumer/Sources/BundleConsumer/Broken
trap 'rm -rf "$scratch" "$broken"' EXIT
mkdir "$broken"
sed 's/^  - type: toggle$/  - type: toggel/' "$consumer/Sources/BundleConsumer/order.form.yaml" >"$broken/order.form.yaml"
if formspec_command check --target BundleConsumer >"$scratch/broken.txt" 2>&1; then
    cat "$scratch/broken.txt"; echo "error: the bundle's command plugin passed a spec with a mistake"; exit 1
fi
rm -rf "$broken"
grep -E "^Sources/BundleConsumer/Broken/order.form.yaml:[0-9]+:11: error: 'toggel' is not a control type" \
    "$scratch/broken.txt" || { cat "$scratch/broken.txt"; echo "error: no located diagnostic"; exit 1; }
grep -q '^checked 2 files: 1 error' "$scratch/broken.txt" || { cat "$scratch/broken.txt"; exit 1; }

swift run --skip-build --package-path "$consumer" BundleConsumer | tee "$scratch/run.txt"
# OrderForm, written by the bundle's formspec, and OrderEventsEvents, by its formspec-templates (a Stencil template).
diff - "$scratch/run.txt" <<'EOF'
order: delivery express of ["standard", "express"]
order: gift wrap on
events: ["accept-terms", "gift-wrap"]
order.form.json: equal to the generated constants
EOF
