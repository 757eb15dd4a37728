"""Fails when a document names a file or folder of the repository that does not exist:
python3 .ci/check_doc_paths.py

Reads every tracked Markdown file and checks its relative links (`[text](path)`) and the
repository paths it quotes in backticks (`Sources/…`, `Documentation/…`, `Samples/…`, …; a place
`PATH:LINE:COLUMN` names its file), so that
no document sends a reader to a file the repository does not contain. A path counts when git
tracks it (a file, or a folder holding tracked files) or ignores it (an output a command makes,
such as `Benchmarks/out/`), whatever the working tree holds.
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
        # A place in a file (`Samples/a.form.yaml:27:5`, as diagnostics and diff write it) names the file.
        path = re.sub(r"(:\d+)+$", "", match.group(1).rstrip(".,:;)"))
        if path.startswith(ROOTS) and not any(c in path for c in "*{}<>$…") and "NAME" not in path and "CASE" not in path:
            yield path, False


def main():
    top = pathlib.Path(subprocess.check_output(["git", "rev-parse", "--show-toplevel"], text=True).strip())
    tracked = set(subprocess.check_output(["git", "ls-files"], cwd=top, text=True).splitlines())
    folders = {str(parent) for file in tracked for parent in pathlib.PurePosixPath(file).parents}
    documents = sorted(file for file in tracked if file.endswith(".md"))

    def known(relative_path):
        if relative_path in tracked or relative_path in folders:
            return True
        # As a file, or as a folder (`/Benchmarks/out/` in .gitignore matches only a folder).
        return any(subprocess.run(["git", "check-ignore", "-q", "--no-index", candidate], cwd=top).returncode == 0
                   for candidate in (relative_path, relative_path + "/"))

    missing = []
    for document in documents:
        path = top / document
        for target, relative in candidates(path.read_text(encoding="utf-8")):
            resolved = ((path.parent / target) if relative else (top / target)).resolve()
            try:
                relative_path = str(resolved.relative_to(top))
            except ValueError:
                missing.append(f"{document}: {target} (outside the repository)")
                continue
            if not known(relative_path.rstrip("/")):
                missing.append(f"{document}: {target}")
    for line in missing:
        print(f"no such file: {line}", file=sys.stderr)
    print(f"{len(documents)} documents, {len(missing)} paths that do not exist")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
