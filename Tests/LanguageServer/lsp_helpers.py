"""Opening, editing and waiting on documents through a pytest-lsp client."""

import asyncio
import itertools
import os
import tempfile

from lsprotocol import types

_counter = itertools.count()


def uri_for(name: str) -> str:
    return "file://" + os.path.join(tempfile.gettempdir(), "formspec-lsp-tests", f"{next(_counter)}-{name}")


async def published(client, uri: str, version: int, timeout: float = 30):
    """The diagnostics published for `version` of `uri`."""
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        for params in client.published:
            if params.uri == uri and params.version == version:
                return list(params.diagnostics)
        if asyncio.get_running_loop().time() > deadline:
            raise TimeoutError(f"no diagnostics for version {version} of {uri}")
        await asyncio.sleep(0.002)


async def open_document(client, text: str, name: str = "test.form.yaml"):
    """Opens `text` as a new document; returns its URI and its first diagnostics."""
    uri = uri_for(name)
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="yaml", version=1, text=text)))
    return uri, await published(client, uri, 1)


async def change(client, uri: str, version: int, changes):
    """Sends `changes` (pairs of a Range or None and a text) as `version`; returns its diagnostics."""
    content = [types.TextDocumentContentChangePartial(range=r, text=t) if r is not None
               else types.TextDocumentContentChangeWholeDocument(text=t) for r, t in changes]
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version), content_changes=content))
    return await published(client, uri, version)


def position(line: int, character: int) -> types.Position:
    return types.Position(line=line, character=character)


def span(line: int, start: int, end: int) -> types.Range:
    return types.Range(start=position(line, start), end=position(line, end))


def utf16_column(line_text: str, scalar_index: int) -> int:
    """The UTF-16 offset of the `scalar_index`th character of a line."""
    return len(line_text[:scalar_index].encode("utf-16-le")) // 2


def apply_edits(text: str, edits) -> str:
    """`text` with LSP TextEdits (UTF-16 positions, not overlapping) applied, last first."""
    lines = text.split("\n")

    def offset(pos):
        before = sum(len(line) + 1 for line in lines[:pos.line])
        line = lines[pos.line] if pos.line < len(lines) else ""
        units, index = 0, 0
        while index < len(line) and units < pos.character:
            units += 2 if ord(line[index]) > 0xFFFF else 1
            index += 1
        return before + index

    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        text = text[:offset(edit.range.start)] + edit.new_text + text[offset(edit.range.end):]
    return text
