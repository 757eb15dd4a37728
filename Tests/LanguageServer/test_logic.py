"""The form's logic in the editor: completion of a condition's control ids and answers, go to
definition from a condition's control id, rename of control and item ids across conditions."""

from lsprotocol import types

from lsp_helpers import apply_edits, open_document, position
from test_features import complete, find, identifier

SIGNUP = """formspec: 1
id: signup
controls:
  - type: radioGroup
    id: ticket
    title: Ticket
    items:
      - {id: standard, label: Standard}
      - {id: student, label: Student}
    selected: standard
  - type: toggle
    id: workshop
    label: I am joining a workshop
  - type: checkboxGroup
    id: dietary
    title: Dietary needs
    items:
      - {id: vegan, label: Vegan}
      - {id: halal, label: Halal, enabledWhen: {control: ticket, isNot: student}}
  - type: calendar
    id: day
    label: Workshop day
    visibleWhen:
      all:
        - {control: workshop, is: on}
        - control: dietary
          excludes: halal
    dates:
      - 2027-03-15
      - {date: 2027-03-16, enabled: false}
      - {date: 2027-03-17}
  - type: checkbox
    id: student-id
    label: I will show my student ID
    visibleWhen: {control: ticket, is: student}
    requiredWhen: {not: {control: day, includes: 2027-03-15}}
"""


async def test_the_spec_checks_clean(client):
    _, diagnostics = await open_document(client, SIGNUP)
    assert diagnostics == []


async def at_end_of(client, text, needle):
    """The completions at the end of the first `needle` of `text`, opened."""
    uri, _ = await open_document(client, text)
    where = find(text, needle)
    return await complete(client, uri, position(where.line, where.character + len(needle)))


async def test_completion_of_control_ids_after_control(client):
    flow = SIGNUP.replace("visibleWhen: {control: ticket, is: student}", "visibleWhen: {control: ti")
    items = await at_end_of(client, flow, "visibleWhen: {control: ti")
    # Every other control, in order: not the control the condition is of.
    assert list(items) == ["ticket", "workshop", "dietary", "day"]
    assert items["ticket"].kind == types.CompletionItemKind.Reference
    assert items["ticket"].detail == "radioGroup: Ticket"
    where = find(flow, "visibleWhen: {control: ti")
    assert items["ticket"].text_edit.range.start == position(where.line, where.character + len("visibleWhen: {control: "))
    block = SIGNUP.replace("        - control: dietary\n", "        - control: \n")
    items = await at_end_of(client, block, "        - control: ")
    assert list(items) == ["ticket", "workshop", "dietary", "student-id"]


async def test_completion_of_a_radio_groups_items_and_a_toggles_words_after_is(client):
    items = await at_end_of(
        client, SIGNUP.replace("{control: ticket, is: student}", "{control: ticket, is: s"), "{control: ticket, is: s")
    assert list(items) == ["standard", "student"]
    assert items["student"].detail == "item: Student"
    items = await at_end_of(
        client, SIGNUP.replace("{control: workshop, is: on}", "{control: workshop, isNot: "), "{control: workshop, isNot: ")
    assert set(items) == {"on", "off"}
    assert items["on"].kind == types.CompletionItemKind.EnumMember


async def test_completion_of_a_groups_items_and_a_calendars_dates_after_includes(client):
    items = await at_end_of(client, SIGNUP.replace("          excludes: halal\n", "          excludes: \n"), "          excludes: ")
    assert list(items) == ["vegan", "halal"]
    # The dates that can be chosen, not the disabled one; in a flow mapping inside another, closed
    # after the cursor as editors close brackets.
    items = await at_end_of(
        client, SIGNUP.replace("{control: day, includes: 2027-03-15}}", "{control: day, includes: 2}}"),
        "{control: day, includes: 2")
    assert list(items) == ["2027-03-15", "2027-03-17"]
    # Or not closed yet, in a list of conditions.
    items = await at_end_of(
        client, SIGNUP.replace("{not: {control: day, includes: 2027-03-15}}", "{any: [{control: day, includes: 2027-03-17}, {control: day, excludes: "),
        "{control: day, excludes: ")
    assert list(items) == ["2027-03-15", "2027-03-17"]
    items = await at_end_of(
        client, SIGNUP.replace("{control: ticket, is: student}", "{control: ticket, answered: "),
        "{control: ticket, answered: ")
    assert list(items) == ["true", "false"]


async def test_definition_from_a_conditions_control_id(client):
    uri, _ = await open_document(client, SIGNUP)
    use = find(SIGNUP, "control: dietary")
    [definition] = await client.text_document_definition_async(types.DefinitionParams(
        text_document=identifier(uri), position=position(use.line, use.character + len("control: "))))
    assert definition.range.start == find(SIGNUP, "dietary")  # its `id: dietary`
    references = await client.text_document_references_async(types.ReferenceParams(
        text_document=identifier(uri), position=find(SIGNUP, "ticket"),
        context=types.ReferenceContext(include_declaration=False)))
    assert len(references) == 2  # the item's enabledWhen and student-id's visibleWhen


async def test_rename_of_a_control_id_renames_its_conditions_and_back(client):
    uri, _ = await open_document(client, SIGNUP)
    edit = await client.text_document_rename_async(types.RenameParams(
        text_document=identifier(uri), position=find(SIGNUP, "ticket"), new_name="pass"))
    assert apply_edits(SIGNUP, edit.changes[uri]) == SIGNUP.replace("ticket", "pass")
    # From a condition: the control and every other condition.
    use = find(SIGNUP, "control: workshop")
    edit = await client.text_document_rename_async(types.RenameParams(
        text_document=identifier(uri), position=position(use.line, use.character + len("control: ")),
        new_name="session"))
    assert apply_edits(SIGNUP, edit.changes[uri]) == SIGNUP.replace("workshop, is", "session, is").replace(
        "id: workshop", "id: session")


async def test_rename_of_an_item_id_renames_the_answers_conditions_test(client):
    uri, _ = await open_document(client, SIGNUP)
    edit = await client.text_document_rename_async(types.RenameParams(
        text_document=identifier(uri), position=find(SIGNUP, "student"), new_name="learner"))
    renamed = apply_edits(SIGNUP, edit.changes[uri])
    assert renamed == SIGNUP.replace("id: student,", "id: learner,").replace("isNot: student", "isNot: learner").replace(
        "is: student", "is: learner")
    assert "student-id" in renamed  # a control's id is another scope
    # From a condition's test of a checkbox group: the item and the test.
    use = find(SIGNUP, "excludes: halal")
    edit = await client.text_document_rename_async(types.RenameParams(
        text_document=identifier(uri), position=position(use.line, use.character + len("excludes: ")), new_name="kosher"))
    assert apply_edits(SIGNUP, edit.changes[uri]) == SIGNUP.replace("halal", "kosher").replace("Kosher", "Halal")
