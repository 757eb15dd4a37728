#!/usr/bin/env bash
# Formats the project's Swift with the toolchain's `swift format` and the repository's
# `.swift-format` (120 columns). `Scripts/format.sh --check` changes nothing and fails, listing
# the files, when one is not formatted or `swift format lint` finds anything (a CI step).
# Generated outputs (goldens, the samples' Swift) are the generator's bytes and are left alone. The
# vendored components (Tests/GeneratedSwift/Vendor) begin with `// swift-format-ignore-file`, which
# keeps this script, and any `swift format` or `swift format lint` run over the repository, off them.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files '*.swift' | grep -vE '(^|/)(Goldens|UIKitGoldens|SwiftUIGoldens)/|^Samples/[^/]*\.form\.swift$')
if [[ "${1:-}" == "--check" ]]; then
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' EXIT
    unformatted=()
    for file in "${files[@]}"; do
        mkdir -p "$scratch/$(dirname "$file")"
        cp "$file" "$scratch/$file"
    done
    (cd "$scratch" && cp "$OLDPWD/.swift-format" . && swift format format -i -p "${files[@]}")
    for file in "${files[@]}"; do
        cmp -s "$file" "$scratch/$file" || unformatted+=("$file")
    done
    if ((${#unformatted[@]})); then
        printf 'not formatted (run Scripts/format.sh):\n' >&2
        printf '  %s\n' "${unformatted[@]}" >&2
        exit 1
    fi
    # The rules swift format reports but does not rewrite (for-in over forEach, synthesized
    # initialisers…): none may be broken.
    if ! swift format lint --strict "${files[@]}"; then
        echo "swift format lint found the above (fix them by hand)" >&2
        exit 1
    fi
    echo "format: ${#files[@]} files formatted and lint-clean"
else
    swift format format -i -p "${files[@]}"
fi
