"""A spec with a flow list of 40,000 ids on one line: requests there answer in bounded time, and
requests about another document are answered meanwhile, not after them."""

import asyncio
import os

from lsprotocol import types

from lsp_helpers import open_document, position, published, uri_for

IDS = 40_000
BIG = ("formspec: 1\nid: big\ncontrols:\n  - type: checkboxGroup\n    id: g\n    label: G\n    items:\n"
       "      - id: a\n        label: A\n    selected: [" + ", ".join(f"i{n}" for n in range(IDS)) + "]\n")
SMALL = "formspec: 1\nid: small\ncontrols:\n  - type: toggle\n    id: t\n    label: T\n"
# Far more than the server needs (seconds in a debug build on a busy machine); the server that
# counted a line's characters from its start for every node and diagnostic took about an hour.
BOUND = 240


def hover(client, uri, where):
    return client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=where))


async def test_a_huge_flow_list_is_served_and_holds_up_no_other_document(client):
    small, _ = await open_document(client, SMALL, "small.form.yaml")
    big = uri_for("big.form.yaml")
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=big, language_id="yaml", version=1, text=BIG)))
    answered = []

    async def timed(name, request):
        result = await asyncio.wait_for(request, BOUND)
        answered.append(name)
        return result

    # The big hover waits for the big document's check; the small one's does not wait for it.
    big_hover = asyncio.ensure_future(timed("big", hover(client, big, position(9, 6))))
    small_hover = asyncio.ensure_future(timed("small", hover(client, small, position(3, 5))))
    big_result, small_result = await asyncio.gather(big_hover, small_hover)
    assert answered == ["small", "big"]
    assert small_result.contents.value.startswith("**`type`**")
    assert big_result.contents.value.startswith("**`selected`**")

    diagnostics = await published(client, big, 1, timeout=BOUND)
    assert len(diagnostics) > 100 and diagnostics[0].code == "group.unknown-item"
    # The first id is explained; at the end of the line, completion offers the item not selected yet.
    explained = await asyncio.wait_for(hover(client, big, diagnostics[0].range.start), BOUND)
    assert "group.unknown-item" in explained.contents.value
    end = position(9, len(BIG.split("\n")[9]) - 1)
    items = await asyncio.wait_for(client.text_document_completion_async(types.CompletionParams(
        text_document=types.TextDocumentIdentifier(uri=big), position=end)), BOUND)
    assert [item.label for item in items] == ["a"]
    assert items[0].text_edit.range == types.Range(start=position(9, end.character - len(f"i{IDS - 1}")), end=end)


def server_peak_rss_kib() -> int:
    """The peak resident memory (VmHWM) of the `formspec lsp` this test process started."""
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{pid}/stat") as stat:
                parent = int(stat.read().rsplit(")", 1)[1].split()[1])
            with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
                arguments = cmdline.read().split(b"\0")
            if parent != os.getpid() or b"lsp" not in arguments:
                continue
            with open(f"/proc/{pid}/status") as status:
                for line in status:
                    if line.startswith("VmHWM:"):
                        return int(line.split()[1])
        except (OSError, ValueError, IndexError):
            continue
    raise AssertionError("no formspec lsp process found")


# One 100 KB string aliased 5,000 times: a 145 KB document that aliases would make 500 MB of text.
ALIASED = ("formspec: 1\nid: f\nx-big: &big \"" + "x" * 100_000 + "\"\nx-copies:\n" + "  - *big\n" * 5_000
           + "controls:\n  - {type: toggle, id: t, label: L}\n")


async def test_aliases_of_a_long_string_are_refused_in_bounded_memory(client):
    uri = uri_for("aliased.form.yaml")
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="yaml", version=1, text=ALIASED)))
    diagnostics = await published(client, uri, 1, timeout=BOUND)
    assert [d.code for d in diagnostics] == ["yaml.alias-limit"]
    assert diagnostics[0].range.start.line == 4 + 16  # the 17th copy (0-based lines)
    # The server that copied every alias's text peaked at 1.9 GB.
    assert server_peak_rss_kib() < 256 * 1024


# A group of 40,000 items and a condition on it: completion after `includes:` offers each item with
# its label. The server that looked each answer's label up among all the items took about 12 minutes
# in a release build (8,000 items: 30 s; 20,000: 160 s).
GROUP_ITEMS = 40_000
GROUP = ("formspec: 1\nid: big\ncontrols:\n  - type: checkboxGroup\n    id: g\n    label: G\n    items:\n"
         + "".join(f"      - {{id: item{n}, label: Item {n}}}\n" for n in range(GROUP_ITEMS))
         + "  - type: toggle\n    id: t\n    label: T\n    visibleWhen: {control: g, includes: item7}\n")


async def test_a_condition_on_a_huge_group_completes_in_proportion(client):
    uri = uri_for("group.form.yaml")
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="yaml", version=1, text=GROUP)))
    await published(client, uri, 1, timeout=BOUND)
    lines = GROUP.split("\n")
    where = position(len(lines) - 2, len(lines[-2]) - 2)
    items = await asyncio.wait_for(client.text_document_completion_async(types.CompletionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=where)), BOUND)
    assert len(items) == GROUP_ITEMS
    assert (items[0].label, items[0].detail) == ("item0", "item: Item 0")
    assert (items[-1].label, items[-1].detail) == (f"item{GROUP_ITEMS - 1}", f"item: Item {GROUP_ITEMS - 1}")
