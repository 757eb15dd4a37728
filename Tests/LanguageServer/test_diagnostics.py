"""Diagnostics of the unsaved text: on open, on every change, in the client's position encoding,
cleared on close."""

import json
import os
import subprocess

from lsprotocol import types

from lsp_helpers import change, open_document, position, published, span, utf16_column
from raw_client import FORMSPEC, ROOT

BROKEN = """formspec: 1
id: signup
controls:
  - type: chekbox
    id: terms
    label: I accept the terms
    id: terms-again
  - type: checkbox
    id: news
    label: News
    state: clear
"""


async def test_diagnostics_carry_ids_links_notes_and_severities(client):
    uri, diagnostics = await open_document(client, BROKEN)
    by_code = {d.code: d for d in diagnostics}
    assert set(by_code) == {"spec.unknown-control-type", "yaml.duplicate-key", "checkbox.clear-in-two-state"}
    unknown = by_code["spec.unknown-control-type"]
    assert unknown.range == span(3, 10, 17)
    assert unknown.severity == types.DiagnosticSeverity.Error
    assert unknown.source == "formspec"
    assert unknown.message == "'chekbox' is not a control type; did you mean 'checkbox'?"
    assert unknown.code_description.href.endswith("Documentation/Diagnostics.md#specunknown-control-type")
    duplicate = by_code["yaml.duplicate-key"]
    assert duplicate.range == span(6, 4, 6)
    [note] = duplicate.related_information
    assert note.location.uri == uri and note.location.range.start == position(4, 4)
    assert note.message == "'id' is first given here"
    # `state: clear` on a two-state checkbox: a warning, not an error.
    clear = by_code["checkbox.clear-in-two-state"]
    assert clear.severity == types.DiagnosticSeverity.Warning and clear.range.start == position(10, 11)


async def test_the_same_diagnostics_as_formspec_check(client, tmp_path):
    uri, diagnostics = await open_document(client, BROKEN)
    spec = tmp_path / "broken.form.yaml"
    spec.write_text(BROKEN)
    report = json.loads(subprocess.run([FORMSPEC, "check", "--diagnostics-format", "json", str(spec)],
                                       capture_output=True, text=True).stdout)
    expected = [(d["id"], d["message"], d["line"] - 1, d["column"] - 1, d["endLine"] - 1, d["endColumn"] - 1)
                for d in report["diagnostics"]]
    got = [(d.code, d.message, d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character)
           for d in diagnostics]
    assert got == expected


async def test_typing_a_mistake_shows_it_and_fixing_it_clears_it(client):
    uri, diagnostics = await open_document(client, "formspec: 1\nid: f\ncontrols:\n  - type: toggle\n    id: a\n    label: A\n")
    assert diagnostics == []
    # Type "x" after "toggle", one keystroke at a time: toggle → togglex.
    diagnostics = await change(client, uri, 2, [(span(3, 16, 16), "x")])
    assert [d.code for d in diagnostics] == ["spec.unknown-control-type"]
    assert diagnostics[0].range == span(3, 10, 17)
    # A newline and a new key in one change, then a second change in the same message.
    diagnostics = await change(client, uri, 3, [(span(5, 12, 12), "\n    colour: red"), (span(3, 16, 17), "")])
    assert [(d.code, d.range.start.line) for d in diagnostics] == [("spec.unknown-key", 6)]
    # Delete the new line: clean again.
    diagnostics = await change(client, uri, 4, [(types.Range(start=position(5, 12), end=position(6, 15)), "")])
    assert diagnostics == []


async def test_a_whole_text_change_replaces_the_text(client):
    uri, _ = await open_document(client, "formspec: 1\n")
    diagnostics = await change(client, uri, 2, [(None, BROKEN)])
    assert "spec.unknown-control-type" in [d.code for d in diagnostics]


LINE_WITH_EMOJI = 'formspec: 1\nid: f\ncontrols:\n  - {type: toggle, id: a, label: "👍🏽 日本語 é", colour: x}\n'


async def test_utf16_positions_after_emoji_cjk_and_combining_marks(client):
    assert client.encoding == types.PositionEncodingKind.Utf16
    uri, diagnostics = await open_document(client, LINE_WITH_EMOJI)
    [unknown] = [d for d in diagnostics if d.code == "spec.unknown-key"]
    line = LINE_WITH_EMOJI.split("\n")[3]
    start = line.index("colour")
    assert unknown.range == span(3, utf16_column(line, start), utf16_column(line, start + len("colour")))
    # 👍🏽 is two surrogate pairs; é is e and a combining accent: four UTF-16 units more than scalars, none for é.
    assert unknown.range.start.character == start + 2


async def test_utf8_positions_when_offered(client_utf8):
    assert client_utf8.encoding == types.PositionEncodingKind.Utf8
    uri, diagnostics = await open_document(client_utf8, LINE_WITH_EMOJI)
    [unknown] = [d for d in diagnostics if d.code == "spec.unknown-key"]
    line = LINE_WITH_EMOJI.split("\n")[3]
    start = len(line[:line.index("colour")].encode("utf-8"))
    assert unknown.range == span(3, start, start + len("colour"))


async def test_utf32_positions_when_offered(client_utf32):
    assert client_utf32.encoding == types.PositionEncodingKind.Utf32
    uri, diagnostics = await open_document(client_utf32, LINE_WITH_EMOJI)
    [unknown] = [d for d in diagnostics if d.code == "spec.unknown-key"]
    start = LINE_WITH_EMOJI.split("\n")[3].index("colour")
    assert unknown.range == span(3, start, start + len("colour"))


async def test_an_edit_inside_an_emoji_line_lands_where_the_client_means(client):
    uri, _ = await open_document(client, LINE_WITH_EMOJI)
    line = LINE_WITH_EMOJI.split("\n")[3]
    start = utf16_column(line, line.index("colour"))
    # Rename the unknown key to `enabled: true` by its UTF-16 range.
    diagnostics = await change(client, uri, 2, [(span(3, start, start + len("colour: x")), "enabled: true")])
    assert diagnostics == []


async def test_closing_clears_the_diagnostics(client):
    uri, diagnostics = await open_document(client, BROKEN)
    assert diagnostics
    client.published.clear()
    client.text_document_did_close(types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    assert await published(client, uri, None) == []


async def test_every_sample_opens_clean_but_its_intended_infos(client):
    samples = os.path.join(ROOT, "Samples")
    for name in sorted(os.listdir(samples)):
        if not name.endswith(".form.yaml"):
            continue
        with open(os.path.join(samples, name), encoding="utf-8") as file:
            uri, diagnostics = await open_document(client, file.read(), name)
        assert all(d.severity == types.DiagnosticSeverity.Information for d in diagnostics), name


async def test_yaml_files_that_are_not_specs_are_left_alone(client):
    uri, diagnostics = await open_document(client, "name: CI\non: push\njobs: {}\n", "ci.yml")
    assert diagnostics == []
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=position(0, 1)))
    assert hover is None
    colours = await client.text_document_document_color_async(types.DocumentColorParams(
        text_document=types.TextDocumentIdentifier(uri=uri)))
    assert list(colours) == []
    # An unsaved spec has no .form.yaml name: its `formspec:` line makes it one.
    untitled = "untitled:Untitled-1"
    client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(
        uri=untitled, language_id="yaml", version=1, text=BROKEN)))
    assert "spec.unknown-control-type" in [d.code for d in await published(client, untitled, 1)]


async def test_the_nearest_configuration_and_suppression_comments_apply(client, tmp_path):
    """The document is configured as `formspec check` would configure its file: the nearest
    .formspec.yml (read afresh, so that an edit of it shows at the next change), and its comments."""
    (tmp_path / ".git").mkdir()
    (tmp_path / ".formspec.yml").write_text("rules:\n  checkbox.clear-in-two-state: error\n")
    text = BROKEN.replace("    state: clear\n", "    state: clear\n  # formspec:disable-next-line checkbox.images-unused\n"
                          "  - {type: checkbox, id: t, label: T, appearance: symbols, images: {on: a, off: b}}\n")
    uri = (tmp_path / "configured.form.yaml").as_uri()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="yaml", version=1, text=text)))
    diagnostics = await published(client, uri, 1)
    by_code = {d.code: d for d in diagnostics}
    assert "checkbox.images-unused" not in by_code
    assert by_code["checkbox.clear-in-two-state"].severity == types.DiagnosticSeverity.Error
    (tmp_path / ".formspec.yml").write_text("rules:\n  checkbox.clear-in-two-state: off\n")
    diagnostics = await change(client, uri, 2, [(None, text + "\n")])
    assert "checkbox.clear-in-two-state" not in {d.code for d in diagnostics}


async def test_a_configuration_file_gets_its_mistakes_and_their_fixes(client, tmp_path):
    uri = (tmp_path / ".formspec.yml").as_uri()
    text = "rules:\n  calendar.selected-disable: off\nwarnings-as-errors: yes\n"
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="yaml", version=1, text=text)))
    diagnostics = await published(client, uri, 1)
    assert [(d.code, d.range.start.line) for d in diagnostics] == [("config.unknown-rule", 1), ("config.invalid", 2)]
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), range=diagnostics[0].range,
        context=types.CodeActionContext(diagnostics=[diagnostics[0]])))
    [edit] = actions[0].edit.changes[uri]
    assert edit.new_text == "calendar.selected-disabled"
    # The features of specs leave it alone.
    assert await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=position(0, 2))) is None
