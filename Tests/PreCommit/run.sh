#!/usr/bin/env bash
# The hooks of .pre-commit-hooks.yaml as a team's repository meets them (a CI step): the real pre-commit (from
# PyPI, installed when missing) runs `pre-commit try-repo` of this repository in a scratch git repository.
# formspec-check fails on a spec with a mistake, printing the located diagnostic, and passes on a clean spec;
# formspec-fix rewrites a fixable mistake (and fails, as pre-commit does when a hook changed files).
# try-repo takes this repository at HEAD, with the uncommitted changes of its tracked files and of the files
# staged (a new hook file must be staged to be seen).
#
#   Tests/PreCommit/run.sh [FOLDER]
#
# The hooks run the formspec on PATH: FOLDER's (default: `swift build --show-bin-path`, where `swift build` and
# `swift test` put it), so nothing is built here.
set -euo pipefail
cd "$(dirname "$0")/../.."
repository=$PWD

folder=$(cd "${1:-$(swift build --show-bin-path)}" && pwd)
[ -x "$folder/formspec" ] || { echo "error: no $folder/formspec: swift build --product formspec first"; exit 1; }
export PATH=$folder:$PATH
python3 -c 'import pre_commit' 2>/dev/null || python3 -m pip install -q pre-commit
echo "pre-commit $(python3 -m pre_commit --version | cut -d' ' -f2), $(formspec --version) from $folder"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export PRE_COMMIT_HOME=$scratch/cache
app=$scratch/app
mkdir -p "$app/Forms"
git -C "$app" init -q
sample=Samples/PluginDemo/Sources/PluginDemo/checkout.form.yaml
line=$(grep -n '^  - type: toggle$' "$sample" | cut -d: -f1)
cp "$sample" "$app/Forms/clean.form.yaml"
sed "${line}s/toggle/toggel/" "$sample" >"$app/Forms/broken.form.yml"
git -C "$app" add Forms

# Runs try-repo in the scratch repository: HOOK, then pre-commit's arguments; its output in $scratch/HOOK.txt.
try_hook() {
    local hook=$1
    shift
    (cd "$app" && python3 -m pre_commit try-repo "$repository" "$hook" "$@") >"$scratch/$hook.txt" 2>&1
}
fail() { cat "$scratch/$1.txt"; echo "error: $2"; exit 1; }

if try_hook formspec-check --files Forms/broken.form.yml; then
    fail formspec-check "formspec-check passed a spec with a mistake"
fi
grep -F "Forms/broken.form.yml:$line:11: error: 'toggel' is not a control type" "$scratch/formspec-check.txt" \
    || fail formspec-check "formspec-check printed no located diagnostic"

try_hook formspec-check --files Forms/clean.form.yaml || fail formspec-check "formspec-check failed a clean spec"
grep -q '^formspec check\.*Passed$' "$scratch/formspec-check.txt" || fail formspec-check "formspec-check did not pass"

if try_hook formspec-fix --files Forms/broken.form.yml; then
    fail formspec-fix "formspec-fix changed a spec and passed: pre-commit fails a hook that changes files"
fi
grep -q -- '- files were modified by this hook' "$scratch/formspec-fix.txt" \
    || fail formspec-fix "pre-commit did not see the spec change"
cmp "$sample" "$app/Forms/broken.form.yml" || fail formspec-fix "formspec-fix did not fix the control type"
try_hook formspec-fix --files Forms/broken.form.yml || fail formspec-fix "formspec-fix changed a fixed spec again"
echo "formspec-check: fails at Forms/broken.form.yml:$line:11, passes a clean spec; formspec-fix: fixed it"
