"""A randomized edit session: a few thousand edits to a sample, each compared, once its
diagnostics are published, with what `formspec check` says of the same text."""

import json
import os
import random
import subprocess

from lsprotocol import types

from lsp_helpers import change, open_document, position
from raw_client import FORMSPEC, ROOT

EDITS = int(os.environ.get("FORMSPEC_LSP_EDITS", "2000"))

# What is typed: pieces of specs, mistakes, YAML punctuation, and characters of every UTF-8 length
# (no line separators but \n, which LSP and YAML count alike).
PIECES = ["type: ", "checkbox", "toggle", "id: ", "label: ", "state: on", "selected: [", "]", "items:", "- ",
          "  ", "\n", "\n  - ", ":", "#", '"', "'", "{", "}", ",", "&a ", "*a", "!!str ", "x", "é", "e\u0301", "日本",
          "👍🏽", "\t", "yes", "2026-02-30", '"#12345"', "systemBlue", "tint: ", "colors:\n      ", "0.5", "-1"]


def apply(text: str, start: int, end: int, new: str) -> str:
    return text[:start] + new + text[end:]


def lsp_position(text: str, index: int) -> types.Position:
    """The UTF-32 position of code point `index`."""
    before = text[:index]
    line = before.count("\n")
    return position(line, index - (before.rfind("\n") + 1))


async def test_a_random_session_agrees_with_formspec_check(client_utf32, tmp_path):
    client = client_utf32
    generator = random.Random(20261125)
    with open(os.path.join(ROOT, "Samples", "spark-selection.form.yaml"), encoding="utf-8") as file:
        text = file.read()
    uri, diagnostics = await open_document(client, text, "random.form.yaml")
    published = [diagnostics]
    texts = [text]
    for version in range(2, EDITS + 2):
        start = generator.randrange(len(text) + 1)
        kind = generator.random()
        if kind < 0.45:
            end, new = start, generator.choice(PIECES)
        elif kind < 0.8:
            end, new = min(len(text), start + generator.randrange(1, 12)), ""
        else:
            end, new = min(len(text), start + generator.randrange(1, 6)), generator.choice(PIECES)
        changes = [(types.Range(start=lsp_position(text, start), end=lsp_position(text, end)), new)]
        text = apply(text, start, end, new)
        if generator.random() < 0.02:  # now and then the client sends the whole text
            changes = [(None, text)]
        published.append(await change(client, uri, version, changes))
        texts.append(text)
        if len(text) > 20000:  # keep the spec a spec's size
            text = texts[0]
            published.append(await change(client, uri, version + 1_000_000, [(None, text)]))
            texts.append(text)

    folder = tmp_path / "versions"
    folder.mkdir()
    for index, version_text in enumerate(texts):
        (folder / f"{index:05}.form.yaml").write_text(version_text, encoding="utf-8")
    report = json.loads(subprocess.run([FORMSPEC, "check", "--diagnostics-format", "json", str(folder)],
                                       capture_output=True, text=True).stdout)
    expected = {index: [] for index in range(len(texts))}
    for d in report["diagnostics"]:
        index = int(os.path.basename(d["file"]).split(".")[0])
        expected[index].append((d["id"], d["severity"], d["message"], d["line"] - 1, d["column"] - 1,
                                d["endLine"] - 1, d["endColumn"] - 1))
    severities = {1: "error", 2: "warning", 3: "info"}
    disagreements = 0
    for index, diagnostics in enumerate(published):
        got = [(d.code, severities[d.severity], d.message, d.range.start.line, d.range.start.character,
                d.range.end.line, d.range.end.character) for d in diagnostics]
        if got != expected[index]:
            disagreements += 1
            if disagreements == 1:
                print(texts[index])
            assert got == expected[index], f"edit {index}"
    assert sum(1 for d in published if d) > EDITS // 10  # the session did make mistakes
