"""Quick fixes, hover, completion, ids (definition, references, rename), symbols and colours,
through a real client."""

import json
import pathlib
import subprocess

import pytest
from lsprotocol import types
from pygls.exceptions import JsonRpcException

from lsp_helpers import apply_edits, change, open_document, position, span
from raw_client import FORMSPEC

PREFS = """formspec: 1
id: prefs
title: Preferences
controls:
  - type: checkboxGroup
    id: topics
    label: Topics
    items:
      - id: news
        label: News
      - id: offers
        label: Offers
      - {id: events, label: Events}
    selected: [news, events]
  - type: radioGroup
    id: plan
    label: Plan
    axis: vertical
    items:
      - id: free
        label: Free
      - id: pro
        label: Pro
    selected: pro
  - type: calendar
    id: days
    label: Days
    dates:
      - 2026-12-01
      - {date: 2026-12-02, selected: true}
    colors:
      tint: "#1D3557"
      enabledDayBackground: white
  - type: checkbox
    id: terms
    label: Terms
    tint: systemBlue
"""


def lines_of(text):
    return text.split("\n")


def find(text, needle, occurrence=0):
    """The position of the `occurrence`th `needle` (ASCII lines only)."""
    seen = 0
    for number, line in enumerate(lines_of(text)):
        start = line.find(needle)
        while start >= 0:
            if seen == occurrence:
                return position(number, start)
            seen += 1
            start = line.find(needle, start + 1)
    raise ValueError(needle)


def identifier(uri):
    return types.TextDocumentIdentifier(uri=uri)


# MARK: Quick fixes

async def test_a_fix_it_applied_as_a_quick_fix_checks_clean(client):
    text = PREFS.replace("type: checkbox\n", "type: chekbox\n")
    uri, diagnostics = await open_document(client, text)
    [diagnostic] = diagnostics
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=identifier(uri), range=diagnostic.range,
        context=types.CodeActionContext(diagnostics=[diagnostic])))
    [action] = actions
    assert action.kind == types.CodeActionKind.QuickFix
    assert action.title == "Write 'checkbox'"
    assert list(action.diagnostics) == [diagnostic]
    edits = action.edit.changes[uri]
    fixed = apply_edits(text, edits)
    assert fixed == PREFS
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangePartial(range=e.range, text=e.new_text) for e in edits]))
    from lsp_helpers import published
    assert await published(client, uri, 2) == []


async def test_no_quick_fix_away_from_a_diagnostic(client):
    uri, _ = await open_document(client, PREFS.replace("type: checkbox\n", "type: chekbox\n"))
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=identifier(uri), range=span(0, 0, 3), context=types.CodeActionContext(diagnostics=[])))
    assert list(actions) == []


async def test_fix_all_applies_the_safe_fix_its_like_formspec_fix(client, tmp_path):
    # Two safe fix-its (one after a character of several UTF-16 units) and an unsafe one, which stays.
    text = PREFS.replace("title: Preferences", "title: Préférences 😀") \
        .replace("    axis: vertical\n", "    axs: vertical\n") \
        .replace("type: calendar\n", "type: calender\n") \
        .replace("    selected: pro\n", "    selected: pr\n")
    uri, _ = await open_document(client, text)
    for only in (["source.fixAll"], ["source"], ["source.fixAll.formspec"]):
        actions = await client.text_document_code_action_async(types.CodeActionParams(
            text_document=identifier(uri), range=span(0, 0, 0), context=types.CodeActionContext(diagnostics=[], only=only)))
        [action] = actions
        assert action.kind == "source.fixAll.formspec"
        assert action.title == "Fix all safe FormSpec problems (2 fixes)"
        fixed = apply_edits(text, action.edit.changes[uri])
        assert fixed == text.replace("axs:", "axis:").replace("calender", "calendar")
    spec = tmp_path / "prefs.form.yaml"
    spec.write_text(text)
    subprocess.run([FORMSPEC, "fix", str(spec)], capture_output=True)
    assert spec.read_text() == fixed
    # Quick fixes only: no fix-all.
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=identifier(uri), range=span(0, 0, 0),
        context=types.CodeActionContext(diagnostics=[], only=["quickfix"])))
    assert list(actions) == []


async def test_fix_all_is_offered_only_when_something_safe_is_fixed(client):
    uri, _ = await open_document(client, PREFS.replace("    selected: pro\n", "    selected: pr\n"))
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=identifier(uri), range=span(0, 0, 0),
        context=types.CodeActionContext(diagnostics=[], only=["source.fixAll"])))
    assert list(actions) == []


# MARK: Hover

async def test_hover_on_a_key_gives_its_meaning_kind_default_and_words(client):
    uri, _ = await open_document(client, PREFS)
    hover = await client.text_document_hover_async(types.HoverParams(text_document=identifier(uri), position=find(PREFS, "axis")))
    text = hover.contents.value
    assert text.startswith("**`axis`** — a word")
    assert "Default: `vertical`" in text or "Default: `horizontal`" in text
    assert "`horizontal`, `vertical`" in text or "`vertical`, `horizontal`" in text
    assert hover.range == span(find(PREFS, "axis").line, 4, 8)


async def test_hover_on_a_colour_value_describes_its_key(client):
    uri, _ = await open_document(client, PREFS)
    where = find(PREFS, "systemBlue")
    hover = await client.text_document_hover_async(types.HoverParams(text_document=identifier(uri), position=where))
    assert hover.contents.value.startswith("**`tint`** — a colour")
    assert "`systemBlue`" in hover.contents.value


async def test_hover_on_a_diagnostic_explains_it(client):
    text = PREFS.replace("selected: pro", "selected: premium")
    uri, diagnostics = await open_document(client, text)
    assert [d.code for d in diagnostics] == ["group.unknown-item"]
    hover = await client.text_document_hover_async(types.HoverParams(text_document=identifier(uri), position=find(text, "premium")))
    assert "**group.unknown-item** (error)" in hover.contents.value
    assert "Why: " in hover.contents.value
    assert "Diagnostics.md#groupunknown-item" in hover.contents.value


async def test_hover_on_nothing_is_null(client):
    uri, _ = await open_document(client, PREFS + "\n\n")
    blank = len(PREFS.split("\n"))
    hover = await client.text_document_hover_async(types.HoverParams(text_document=identifier(uri), position=position(blank, 0)))
    assert hover is None


# MARK: Completion

async def complete(client, uri, where):
    result = await client.text_document_completion_async(types.CompletionParams(text_document=identifier(uri), position=where))
    items = result.items if isinstance(result, types.CompletionList) else result
    return {item.label: item for item in items}


async def test_completion_offers_the_keys_a_control_may_still_take(client):
    text = PREFS.replace("    tint: systemBlue\n", "    tint: systemBlue\n    th\n")
    uri, _ = await open_document(client, text)
    where = find(text, "    th")
    items = await complete(client, uri, position(where.line, 6))
    assert "threeState" in items and "haptics" in items and "state" in items
    assert "tint" not in items and "label" not in items and "id" not in items and "type" not in items
    assert not any(label.startswith("x-") for label in items)
    assert items["threeState"].text_edit.range == span(where.line, 4, 6)
    assert items["threeState"].text_edit.new_text == "threeState: "


def control_types():
    """Every control type, in the registry's order, as the committed input schema lists them."""
    schema = json.loads((pathlib.Path(__file__).parents[2] / "Schemas/formspec.schema.json").read_text())
    return [branch["if"]["properties"]["type"]["const"] for branch in schema["definitions"]["control"]["allOf"]]


async def test_a_new_control_gets_a_snippet_with_every_control_type(client):
    text = PREFS + "  - \n"
    uri, _ = await open_document(client, text)
    items = await complete(client, uri, position(PREFS.count("\n"), 4))
    assert set(items) >= {"type", "id"}
    snippet = items["type"]
    assert snippet.insert_text_format == types.InsertTextFormat.Snippet
    assert snippet.text_edit.new_text == "type: ${1|" + ",".join(control_types()) + "|}"
    assert items["id"].text_edit.new_text == "id: $1"


async def test_completion_of_control_types(client):
    text = PREFS + "  - type: ra\n"
    uri, _ = await open_document(client, text)
    line = PREFS.count("\n")
    items = await complete(client, uri, position(line, 12))
    assert {"radioGroup", "radioButton", "checkbox"} <= set(items)
    assert items["radioGroup"].kind == types.CompletionItemKind.Class
    assert items["radioGroup"].text_edit.range == span(line, 10, 12)


async def test_completion_of_the_words_a_key_takes_and_of_named_colours(client):
    text = PREFS.replace("    axis: vertical\n", "    axis: \n").replace("    tint: systemBlue\n", "    tint: sys\n")
    uri, _ = await open_document(client, text)
    axis = await complete(client, uri, position(find(text, "axis: ").line, 10))
    assert set(axis) == {"horizontal", "vertical"}
    colours = await complete(client, uri, position(find(text, "tint: sys").line, 13))
    assert colours["systemBlue"].kind == types.CompletionItemKind.Color
    assert colours["systemBlue"].detail == "#007AFF in light mode"
    assert {"white", "label", "systemGray6"} <= set(colours)


async def test_completion_of_item_ids_inside_a_flow_selected(client):
    text = PREFS.replace("selected: [news, events]", "selected: [news, ")
    uri, _ = await open_document(client, text)
    where = find(text, "selected: [news, ")
    items = await complete(client, uri, position(where.line, where.character + len("selected: [news, ")))
    assert list(items) == ["offers", "events"]
    assert items["offers"].kind == types.CompletionItemKind.Reference
    assert items["offers"].detail == "item: Offers"


async def test_completion_of_item_ids_for_a_radio_group_and_a_block_list(client):
    text = PREFS.replace("    selected: pro\n", "    selected: p\n")
    uri, _ = await open_document(client, text)
    where = find(text, "selected: p")
    items = await complete(client, uri, position(where.line, where.character + len("selected: p")))
    assert list(items) == ["free", "pro"]
    block = PREFS.replace("    selected: [news, events]\n", "    selected:\n      - news\n      - \n")
    uri, _ = await open_document(client, block)
    items = await complete(client, uri, position(find(block, "      - news").line + 1, 8))
    assert list(items) == ["offers", "events"]


# MARK: Ids

async def test_definition_and_references_of_an_item_id(client):
    uri, _ = await open_document(client, PREFS)
    use = find(PREFS, "events", 1)  # in `selected`
    [definition] = await client.text_document_definition_async(types.DefinitionParams(text_document=identifier(uri), position=use))
    assert definition.range.start == find(PREFS, "events", 0)
    references = await client.text_document_references_async(types.ReferenceParams(
        text_document=identifier(uri), position=find(PREFS, "events", 0),
        context=types.ReferenceContext(include_declaration=True)))
    assert [r.range.start for r in references] == [find(PREFS, "events", 0), use]
    without = await client.text_document_references_async(types.ReferenceParams(
        text_document=identifier(uri), position=use, context=types.ReferenceContext(include_declaration=False)))
    assert [r.range.start for r in without] == [use]


async def test_rename_of_an_item_id_across_selected(client):
    uri, _ = await open_document(client, PREFS)
    prepared = await client.text_document_prepare_rename_async(types.PrepareRenameParams(
        text_document=identifier(uri), position=find(PREFS, "news", 1)))
    assert prepared.placeholder == "news"
    edit = await client.text_document_rename_async(types.RenameParams(
        text_document=identifier(uri), position=find(PREFS, "news", 1), new_name="headlines"))
    renamed = apply_edits(PREFS, edit.changes[uri])
    assert renamed == PREFS.replace("id: news", "id: headlines").replace("[news,", "[headlines,")
    # A name YAML reads as a boolean is quoted.
    edit = await client.text_document_rename_async(types.RenameParams(
        text_document=identifier(uri), position=find(PREFS, "pro", 1), new_name="on"))
    assert apply_edits(PREFS, edit.changes[uri]).count('"on"') == 2


async def test_rename_of_a_control_id_and_a_refused_name(client):
    uri, _ = await open_document(client, PREFS)
    edit = await client.text_document_rename_async(types.RenameParams(
        text_document=identifier(uri), position=find(PREFS, "topics"), new_name="interests"))
    assert apply_edits(PREFS, edit.changes[uri]) == PREFS.replace("id: topics", "id: interests")
    with pytest.raises(JsonRpcException, match="is not an id"):
        await client.text_document_rename_async(types.RenameParams(
            text_document=identifier(uri), position=find(PREFS, "topics"), new_name="two words"))


async def test_rename_of_an_anchored_item_id_keeps_the_anchor_and_its_alias(client):
    text = PREFS.replace("      - id: news\n", "      - id: &n news\n").replace("selected: [news, events]", "selected: [*n, events]")
    uri, _ = await open_document(client, text)
    for where in (find(text, "news", 0), find(text, "*n", 0)):
        edit = await client.text_document_rename_async(types.RenameParams(
            text_document=identifier(uri), position=where, new_name="headlines"))
        edits = edit.changes[uri]
        # One edit, of the id's own text: the alias follows its anchor.
        assert len(edits) == 1
        assert apply_edits(text, edits) == text.replace("id: &n news", "id: &n headlines")


async def test_rename_to_an_id_that_is_taken_is_refused(client):
    uri, _ = await open_document(client, PREFS)
    with pytest.raises(JsonRpcException, match="'plan' is the id of another control of this form already"):
        await client.text_document_rename_async(types.RenameParams(
            text_document=identifier(uri), position=find(PREFS, "topics"), new_name="plan"))
    with pytest.raises(JsonRpcException, match="'offers' is the id of another item of this group already"):
        await client.text_document_rename_async(types.RenameParams(
            text_document=identifier(uri), position=find(PREFS, "news", 1), new_name="offers"))
    # An item may share its id with an item of another group, or a control.
    edit = await client.text_document_rename_async(types.RenameParams(
        text_document=identifier(uri), position=find(PREFS, "news", 1), new_name="pro"))
    assert len(edit.changes[uri]) == 2


# MARK: Symbols and colours

async def test_document_symbols_nest_controls_items_and_dates(client):
    uri, _ = await open_document(client, PREFS)
    [form] = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=identifier(uri)))
    assert (form.name, form.detail) == ("prefs", "Preferences")
    assert [c.name for c in form.children] == ["topics", "plan", "days", "terms"]
    assert form.children[0].detail == 'checkboxGroup "Topics"'
    assert [i.name for i in form.children[0].children] == ["news", "offers", "events"]
    assert [d.name for d in form.children[2].children] == ["2026-12-01", "2026-12-02"]
    assert form.children[3].children is None


async def test_document_colours_and_their_presentations(client):
    uri, _ = await open_document(client, PREFS)
    colours = await client.text_document_document_color_async(types.DocumentColorParams(text_document=identifier(uri)))
    found = {(c.range.start.line, round(c.color.red * 255), round(c.color.green * 255), round(c.color.blue * 255)) for c in colours}
    assert found == {(find(PREFS, "#1D3557").line, 0x1D, 0x35, 0x57), (find(PREFS, "white").line, 255, 255, 255),
                     (find(PREFS, "systemBlue").line, 0x00, 0x7A, 0xFF)}
    presentations = await client.text_document_color_presentation_async(types.ColorPresentationParams(
        text_document=identifier(uri), color=types.Color(red=0.0, green=122 / 255, blue=1.0, alpha=1.0), range=span(36, 10, 20)))
    assert [p.label for p in presentations] == ['"#007AFF"', "systemBlue"]
    half = await client.text_document_color_presentation_async(types.ColorPresentationParams(
        text_document=identifier(uri), color=types.Color(red=1.0, green=0.0, blue=0.0, alpha=0.5), range=span(36, 10, 20)))
    assert [p.label for p in half] == ['"#FF000080"']


async def test_a_completion_replaces_the_whole_word_under_the_cursor(client):
    text = PREFS.replace("    axis: vertical\n", "    axis: verti\n")
    uri, _ = await open_document(client, text)
    where = find(text, "verti")
    items = await complete(client, uri, position(where.line, where.character + 2))
    assert items["vertical"].text_edit.range == span(where.line, where.character, where.character + 5)


async def test_a_single_radio_buttons_selected_takes_true_or_false(client):
    text = PREFS + "  - type: radioButton\n    id: alone\n    label: Alone\n    selected: \n"
    uri, _ = await open_document(client, text)
    items = await complete(client, uri, position(PREFS.count("\n") + 3, 14))
    assert set(items) == {"true", "false"}


async def test_completion_inside_a_flow_mapping(client):
    text = PREFS.replace("      - {id: events, label: Events}", "      - {id: events, lab")
    uri, _ = await open_document(client, text)
    where = find(text, "{id: events, lab")
    items = await complete(client, uri, position(where.line, where.character + len("{id: events, lab")))
    assert "label" in items and "enabled" in items and "id" not in items
    assert items["label"].text_edit.range == span(where.line, where.character + len("{id: events, "), where.character + len("{id: events, lab"))
    dates = PREFS.replace("      - {date: 2026-12-02, selected: true}", "      - {date: 2026-12-02, selected: ")
    uri, _ = await open_document(client, dates)
    where = find(dates, "{date: 2026-12-02, selected: ")
    items = await complete(client, uri, position(where.line, where.character + len("{date: 2026-12-02, selected: ")))
    assert set(items) == {"true", "false"}
