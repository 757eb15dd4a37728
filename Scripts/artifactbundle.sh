#!/usr/bin/env bash
# Builds `formspec` and `formspec-templates` in release mode and lays them out as an artifact bundle
# (SE-0305) for the plugin-only package, Plugins/FormSpecBinary (see Documentation/Plugin.md, "Without
# compiling FormSpec"):
#
#   formspec.artifactbundle/
#     info.json                                  schemaVersion 1.0, artifact `formspec`, one variant per folder
#     formspec/x86_64-unknown-linux-gnu/         formspec and formspec-templates, side by side (formspec runs
#     formspec/macos/                              the formspec-templates next to it for Stencil templates)
#
# On Linux the variant is this machine's triple, linked with the Swift standard library and Foundation
# statically (--static-swift-stdlib), and with libyaml statically when its libyaml.a is installed (libyaml-dev
# has it): the machine that runs it needs glibc and libstdc++, no Swift and no libyaml. On macOS it is a
# universal binary (arm64 and x86_64; `--arch arm64` for one), libyaml linked statically the same way (the
# libyaml.a must have every architecture asked for: Homebrew's has its Mac's only, see
# Documentation/Plugin.md). A bundle keeps the variants it has: run the script on Linux, then on a Mac
# with the same --output, and the bundle has both.
#
#   Scripts/artifactbundle.sh [--output DIR] [--zip] [--arch ARCH]...
#
# --output DIR   the folder the bundle is made in (default: Plugins/FormSpecBinary, where its manifest finds it)
# --zip          also writes DIR/formspec.artifactbundle.zip and prints its checksum, for a `url:` binary target
# --arch ARCH    macOS only: the architectures of the universal binary (default: arm64 and x86_64)
set -euo pipefail
cd "$(dirname "$0")/.."

output=Plugins/FormSpecBinary
zip=false
archs=()
while (($#)); do
    case $1 in
        --output) output=$2; shift 2 ;;
        --zip) zip=true; shift ;;
        --arch) archs+=("$2"); shift 2 ;;
        *) sed -n '2,/^set -e/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2; exit 2 ;;
    esac
done
((${#archs[@]})) || archs=(arm64 x86_64)

products=(formspec formspec-templates)
case "$(uname -s)" in
    Linux)
        flags=(-c release --static-swift-stdlib)
        triples=("$(uname -m)-unknown-linux-gnu")
        variant=${triples[0]}
        ;;
    Darwin)
        flags=(-c release)
        triples=()
        for arch in "${archs[@]}"; do
            flags+=(--arch "$arch")
            triples+=("$arch-apple-macosx")
        done
        variant=macos
        ;;
    *) echo "error: no artifact bundle variant for $(uname -s)" >&2; exit 1 ;;
esac

# libyaml linked statically: SwiftPM links what pkg-config names (-L LIBDIR -lyaml), and the linker takes
# libyaml.a from a folder that has no libyaml.so or .dylib. The same package, another yaml-0.1.pc.
libdir=$(pkg-config --variable=libdir yaml-0.1)
if [[ -f $libdir/libyaml.a ]]; then
    static=$PWD/.build/artifactbundle-libyaml # one folder: a second run rebuilds nothing
    mkdir -p "$static"
    ln -sf "$libdir/libyaml.a" "$static/libyaml.a"
    sed "s|^libdir=.*|libdir=$static|" "$(pkg-config --variable=pcfiledir yaml-0.1)/yaml-0.1.pc" >"$static/yaml-0.1.pc"
    export PKG_CONFIG_PATH=$static${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}
else
    echo "warning: no $libdir/libyaml.a: formspec links libyaml's shared library, which its users must install" >&2
fi

for product in "${products[@]}"; do
    swift build "${flags[@]}" --product "$product"
done
binaries=$(swift build "${flags[@]}" --show-bin-path)

bundle=$output/formspec.artifactbundle
folder=$bundle/formspec/$variant
rm -rf "$folder"
mkdir -p "$folder"
for product in "${products[@]}"; do
    cp "$binaries/$product" "$folder/$product"
    strip "$folder/$product"
done
version=$("$folder/formspec" --version)

# info.json: this variant replaces the one of the same folder, the others are kept.
python3 - "$bundle/info.json" "$version" "formspec/$variant/formspec" "${triples[@]}" <<'PY'
import json, os, sys
manifest, version, path, triples = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
info = {"schemaVersion": "1.0", "artifacts": {}}
if os.path.exists(manifest):
    with open(manifest, encoding="utf-8") as file:
        info = json.load(file)
artifact = info["artifacts"].setdefault("formspec", {"type": "executable", "variants": []})
artifact["version"] = version
artifact["type"] = "executable"
variants = [v for v in artifact["variants"] if v["path"] != path and os.path.exists(os.path.join(os.path.dirname(manifest), v["path"]))]
artifact["variants"] = sorted(variants + [{"path": path, "supportedTriples": triples}], key=lambda v: v["path"])
with open(manifest, "w", encoding="utf-8") as file:
    json.dump(info, file, indent=2, sort_keys=True)
    file.write("\n")
PY

echo "$bundle: formspec $version, variant $variant (${triples[*]})"
du -sh "$bundle" | cut -f1 | sed 's/^/unzipped: /'
echo "$folder/formspec links with:"
if [[ $(uname -s) == Linux ]]; then ldd "$folder/formspec"; else otool -L "$folder/formspec"; fi | sed 's/^/  /' 

if $zip; then
    archive=$(cd "$output" && pwd)/formspec.artifactbundle.zip
    rm -f "$archive"
    (cd "$output" && zip -qry "$archive" formspec.artifactbundle)
    echo "zipped: $(du -sh "$archive" | cut -f1) ($archive)"
    echo "checksum: $(swift package compute-checksum "$archive")"
fi
