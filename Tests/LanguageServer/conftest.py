"""pytest-lsp drives the built `formspec lsp` (FORMSPEC names the binary; .build/debug/formspec by
default) as an editor would: over standard input and output, through lsprotocol's types."""

import asyncio
import os
import sys

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient
from pytest_lsp.client import DEFAULT_CLIENT_FEATURES, register_lsp_features
from pytest_lsp.client import default_converter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from raw_client import FORMSPEC  # noqa: E402


def recording_client() -> LanguageClient:
    """pytest-lsp's test client that also keeps every publishDiagnostics, with its version."""
    client = LanguageClient(converter_factory=default_converter)
    features = dict(DEFAULT_CLIENT_FEATURES)
    client.published = []

    def publish(client: LanguageClient, params: types.PublishDiagnosticsParams):
        client.diagnostics[params.uri] = params.diagnostics
        client.published.append(params)

    features[types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS] = publish
    client.traces = []

    def log_trace(client: LanguageClient, params: types.LogTraceParams):
        client.traces.append(params.message)

    features[types.LOG_TRACE] = log_trace
    register_lsp_features(client, features)
    return client


CONFIG = ClientServerConfig(server_command=[FORMSPEC, "lsp", "--stdio"], client_factory=recording_client)


async def start(client: LanguageClient, encodings=None):
    capabilities = pytest_lsp.client_capabilities("visual-studio-code")
    capabilities.general = types.GeneralClientCapabilities(position_encodings=encodings)
    result = await client.initialize_session(types.InitializeParams(capabilities=capabilities))
    client.encoding = result.capabilities.position_encoding
    return result


@pytest_lsp.fixture(config=CONFIG)
async def client(lsp_client: LanguageClient):
    """A VS Code-like client: UTF-16 positions, snippets."""
    await start(lsp_client, encodings=None)
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=CONFIG)
async def client_utf8(lsp_client: LanguageClient):
    """A client that offers UTF-8 positions first."""
    await start(lsp_client, encodings=[types.PositionEncodingKind.Utf8, types.PositionEncodingKind.Utf16])
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=CONFIG)
async def client_utf32(lsp_client: LanguageClient):
    """A client that offers UTF-32 positions first: characters are Unicode scalars, as FormSpec's columns."""
    await start(lsp_client, encodings=[types.PositionEncodingKind.Utf32])
    yield
    await lsp_client.shutdown_session()
