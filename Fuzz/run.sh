#!/usr/bin/env bash
# Fuzzes the whole pipeline with libFuzzer: bytes → parse → decode → validate → normalize → emit (the
# JSON, both previews, the diagnostics in every format), built with -sanitize=fuzzer,address, and
# checks the compiler's promises on each input (Fuzz/FormSpecFuzz/FuzzInvariants.swift).
#
# usage: Fuzz/run.sh [--seconds N] [--jobs J] [-- LIBFUZZER-FLAGS...]
#   --seconds N   how long to fuzz (default 300)
#   --jobs J      fuzzing processes at once, with libFuzzer's -fork=J when J > 1 (default 1)
#   after --, more libFuzzer flags, or a file to rerun: Fuzz/run.sh -- Fuzz/out/crash-…
# Exits non-zero on a finding: a crash, a broken invariant, a timeout (10 s), a leak or more than
# 2 GiB of memory. The input is saved as Fuzz/out/{crash,timeout,leak,oom}-SHA1.
#
# It keeps its corpus in Fuzz/out/corpus (git-ignored), so that each run goes on from the last; the
# seeds are copied afresh from Samples/*.form.yaml and every Tests/**/Goldens/**/*.yaml, and the
# dictionary is made from the input schema's keys and words. The build has its own scratch path,
# .build-fuzz, and the fuzz target is in Package.swift only when FORMSPEC_FUZZ=1.
# Environment: SWIFT (default swift).
set -euo pipefail

seconds=300
jobs=1
while (($#)); do
    case "$1" in
        --seconds | --jobs)
            [[ $# -ge 2 && $2 =~ ^[1-9][0-9]*$ ]] || { echo "run.sh: $1 takes a positive integer" >&2; exit 2; }
            declare "${1#--}=$2"
            shift 2
            ;;
        --) shift; break ;;
        *) sed -n '6,9s/^# \{0,1\}//p' "$0" >&2; exit 2 ;;
    esac
done

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$root/Fuzz/out"
mkdir -p "$out/corpus"
swift="${SWIFT:-swift}"

echo "Building formspec-fuzz (debug, -sanitize=fuzzer,address)..." >&2
# lld, because gold warns about every ASan symbol it cannot export.
FORMSPEC_FUZZ=1 "$swift" build --package-path "$root" --scratch-path "$root/.build-fuzz" -c debug \
    --product formspec-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld >&2
fuzzer="$root/.build-fuzz/debug/formspec-fuzz"

# Seeds: every spec we have, named by path so that two goldens' input.form.yaml stay apart.
seeds="$out/seeds"
rm -rf "$seeds"
mkdir -p "$seeds"
(
    cd "$root"
    shopt -s globstar nullglob
    for spec in Samples/*.form.yaml Tests/**/Goldens/**/*.yaml; do
        cp "$spec" "$seeds/${spec//\//_}"
    done
)

# The dictionary: every key and every enumerated word of the input schema, and YAML's own tokens.
dictionary="$out/formspec.dict"
python3 - "$root/Schemas/formspec.schema.json" >"$dictionary" <<'PY'
import json, sys

words, keys = set(), set()
def walk(node):
    if isinstance(node, dict):
        for name, value in node.get("properties", {}).items():
            keys.add(name)
        for value in node.get("enum", []):
            if isinstance(value, str):
                words.add(value)
        for value in node.values():
            walk(value)
    elif isinstance(node, list):
        for value in node:
            walk(value)
walk(json.load(open(sys.argv[1])))
yaml = ["---", "...", "- ", ": ", "? ", "&a ", "*a", "<<: ", "!!str ", "!!int ", "!!map", "!!binary ", "!custom ",
        "|", ">-", "{", "}", "[", "]", ", ", "#", "'", '"', "\\n", "\\t", "\\u2028", "%YAML 1.2", "\t", "\r\n",
        "\ufeff", "true", "false", "yes", "null", "~", "0x1F", "0o17", "010", "1e309", "-.inf", ".nan",
        "2026-02-29", "2024-02-29", "9999-12-31", "0001-01-01", "\"#FF000080\"", "#ABC", "x-", "formspec: 1"]
def quoted(text):
    return '"' + "".join(c if 32 <= ord(c) < 127 and c not in '"\\' else "\\x%02X" % ord(c)
                         for c in text.encode("utf-8").decode("latin-1")) + '"'
for key in sorted(keys):
    print(quoted(key + ": "))
for word in sorted(words - keys):
    print(quoted(word))
for token in yaml:
    print(quoted(token))
PY

flags=(-dict="$dictionary" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -max_total_time="$seconds"
       -artifact_prefix="$out/" -print_final_stats=1)
if ((jobs > 1)); then flags+=(-fork="$jobs"); fi
if (($#)) && [[ -f $1 ]]; then
    export SWIFT_BACKTRACE=enable=no
    exec "$fuzzer" "${flags[@]}" "$@"
fi

# Swift's crash backtracer reads the crashed thread's stack, which ASan takes for a stack-buffer-underflow
# and reports instead of the crash: leave crashes to libFuzzer and ASan.
export SWIFT_BACKTRACE=enable=no
echo "Fuzzing for $seconds s with $jobs job(s); corpus Fuzz/out/corpus, seeds Fuzz/out/seeds." >&2
log="$out/last-run.log"
before=$(ls "$out" | grep -cE '^(crash|timeout|leak|oom|slow-unit)-' || true)
status=0
"$fuzzer" "${flags[@]}" "$@" "$out/corpus" "$seeds" 2>&1 | tee "$log" | grep -vE '^#[0-9]+\s+(NEW|REDUCE|pulse)' >&2 \
    || status=${PIPESTATUS[0]}
after=$(ls "$out" | grep -cE '^(crash|timeout|leak|oom|slow-unit)-' || true)

# One closing line: what ran and what it covered.
runs=$(sed -nE 's/^stat::number_of_executed_units: ([0-9]+)/\1/p' "$log" | tail -n 1)
coverage=$(grep -oE 'cov: [0-9]+ ft: [0-9]+ corp: [0-9]+/[0-9]+[a-zA-Z]*' "$log" | tail -n 1)
echo "fuzz: ${runs:-?} runs in $seconds s; ${coverage:-no coverage line}; exit $status"
if ((status != 0 || after > before)); then
    echo "fuzz: finding saved in $out/ (see $log); rerun it with: $0 -- $out/<file>" >&2
    exit 1
fi
