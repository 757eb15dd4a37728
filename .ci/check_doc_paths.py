"""Fails when a document names a file or folder of the repository that does not exist:
python3 .ci/check_doc_paths.py

Reads every tracked Markdown file and checks its relative links (`[text](path)`) and the
repository paths it quotes in backticks (`Sources/…`, `Documentation/…`, `Samples/…`, …), so that
no document sends a reader to a file the repository does not contain.
"""
import pathlib
import re
import subprocess
import sys

ROOTS = ("Sources/", "Tests/", "Documentation/", "Samples/", "Schemas/", "Benchmarks/", "Fuzz/", "Plugins/",
         "Scripts/", ".ci/")
LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")
QUOTED = re.compile(r"`([^`\s]+)`")


def candidates(text):
    for match in LINK.finditer(text):
        target = match.group(1)
        if "://" not in target and not target.startswith("mailto:"):
            yield target, True
    for match in QUOTED.finditer(text):
        path = match.group(1).rstrip(".,:;)")
        if path.startswith(ROOTS) and not any(c in path for c in "*{}<>$…") and "NAME" not in path and "CASE" not in path:
            yield path, False


def main():
    top = pathlib.Path(subprocess.check_output(["git", "rev-parse", "--show-toplevel"], text=True).strip())
    documents = subprocess.check_output(["git", "ls-files", "*.md"], cwd=top, text=True).split()
    missing = []
    for document in documents:
        path = top / document
        for target, relative in candidates(path.read_text(encoding="utf-8")):
            resolved = (path.parent / target) if relative else (top / target)
            if not resolved.exists():
                missing.append(f"{document}: {target}")
    for line in missing:
        print(f"no such file: {line}", file=sys.stderr)
    print(f"{len(documents)} documents, {len(missing)} paths that do not exist")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
