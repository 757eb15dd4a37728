"""What no well-behaved client sends: the server answers with an error and goes on; a client that
disappears ends it, with status 1, never a hang."""

import json
import os
import signal
import time

from raw_client import RawServer

URI = "file:///tmp/formspec-lsp-robustness/a.form.yaml"
SPEC = "formspec: 1\nid: f\ncontrols:\n  - type: toggle\n    id: a\n    label: A\n"


def started():
    server = RawServer()
    server.initialize()
    return server


def hover(server, uri=URI, position=(0, 0)):
    return server.request("textDocument/hover", {"textDocument": {"uri": uri},
                                                 "position": {"line": position[0], "character": position[1]}})


def still_answers(server):
    """The server still serves: a document opens and gets its diagnostics."""
    server.notify("textDocument/didOpen", {"textDocument": {"uri": URI, "languageId": "yaml", "version": 7, "text": SPEC}})
    assert server.diagnostics(URI, 7) == []


def test_a_header_without_content_length_gets_a_parse_error():
    server = started()
    server.send_bytes(b"Content-Type: application/json\r\n\r\n")
    error = server.receive()
    assert error["id"] is None and error["error"]["code"] == -32700
    assert "Content-Length" in error["error"]["message"]
    server.send_bytes(b"Content-Length: twelve\r\n\r\n")
    assert server.receive()["error"]["code"] == -32700
    still_answers(server)
    assert server.finish() == 1


def test_after_a_corrupted_content_length_the_next_requests_are_answered():
    server = started()
    still_answers(server)
    body = json.dumps({"jsonrpc": "2.0", "id": 999, "method": "textDocument/hover",
                       "params": {"textDocument": {"uri": URI}, "position": {"line": 3, "character": 5}}}).encode()
    for header in [b"Content-Length: 1x9", b"Content-Length: -12", b"Content-Length: 99999999999999999999",
                   b"Content-Length: 1099511627776", b"Content-Type: application/json"]:
        server.send_bytes(header + b"\r\n\r\n" + body)
        error = server.receive()
        assert error["id"] is None and error["error"]["code"] == -32700
        for _ in range(2):
            assert server.response(hover(server, position=(3, 5)))["result"]["contents"]["value"].startswith("**`type`**")
    # A body longer than its header says: its rest is one more parse error, and the next request is answered.
    server.send_bytes(b"Content-Length: 20\r\n\r\n" + body)
    request = hover(server, position=(3, 5))
    assert server.receive()["error"]["code"] == -32700
    assert server.receive()["error"]["code"] == -32700
    assert "result" in server.response(request)


def test_a_body_that_is_not_json_gets_a_parse_error():
    server = started()
    server.send_bytes(b"Content-Length: 14\r\n\r\n{\"jsonrpc\": 2,")
    assert server.receive()["error"]["code"] == -32700
    server.send_bytes(b"Content-Length: 7\r\n\r\n[1,2,3]")
    assert server.receive()["error"]["code"] == -32600
    server.send_bytes(b"Content-Length: 4\r\n\r\n\xff\xfe\x00\x01")
    assert server.receive()["error"]["code"] == -32700
    still_answers(server)


def test_an_unknown_method_gets_method_not_found_and_an_unknown_notification_nothing():
    server = started()
    server.notify("workspace/somethingNew", {"x": 1})
    server.notify("$/somethingElse", None)
    response = server.response(server.request("textDocument/somethingNew", {}))
    assert response["error"]["code"] == -32601
    assert "textDocument/somethingNew" in response["error"]["message"]
    still_answers(server)


def test_requests_before_initialize_and_after_shutdown_are_refused():
    server = RawServer()
    assert server.response(hover(server))["error"]["code"] == -32002
    server.initialize()
    assert server.response(server.request("initialize", {"capabilities": {}}))["error"]["code"] == -32600
    assert server.response(server.request("shutdown"))["result"] is None
    assert server.response(hover(server))["error"]["code"] == -32600
    server.notify("exit")
    assert server.process.wait(10) == 0


def test_a_request_for_a_document_that_is_not_open_gets_an_error():
    server = started()
    response = server.response(hover(server, "file:///nowhere.form.yaml"))
    assert response["error"]["code"] == -32602
    assert "is not open" in response["error"]["message"]
    still_answers(server)
    server.notify("textDocument/didClose", {"textDocument": {"uri": URI}})
    assert server.response(hover(server))["error"]["code"] == -32602


def test_params_of_the_wrong_shape_get_invalid_params():
    server = started()
    response = server.response(server.request("textDocument/hover", {"textDocument": {"uri": URI}}))
    assert response["error"]["code"] == -32602
    assert "'position' is missing" in response["error"]["message"]
    response = server.response(server.request("textDocument/hover", "not an object"))
    assert response["error"]["code"] == -32602
    # A change to a document that is not open, and positions far outside the text, are harmless.
    server.notify("textDocument/didChange", {"textDocument": {"uri": "file:///other", "version": 2}, "contentChanges": [{"text": "x"}]})
    still_answers(server)
    server.notify("textDocument/didChange", {"textDocument": {"uri": URI, "version": 8}, "contentChanges": [
        {"range": {"start": {"line": 99, "character": 5}, "end": {"line": -3, "character": 99}}, "text": "# end\n"}]})
    assert server.diagnostics(URI, 8) == []


def test_a_cancelled_request_gets_request_cancelled():
    server = started()
    big = "formspec: 1\nid: f\ncontrols:\n" + "".join(f"  - type: toggle\n    id: t{i}\n    label: T\n" for i in range(20000))
    server.notify("textDocument/didOpen", {"textDocument": {"uri": URI, "languageId": "yaml", "version": 1, "text": big}})
    server.notify("textDocument/didChange", {"textDocument": {"uri": URI, "version": 2}, "contentChanges": [{"text": big + "\n"}]})
    # The first hover checks version 2 first, which takes a while; the second is cancelled meanwhile.
    first = hover(server)
    second = hover(server)
    server.notify("$/cancelRequest", {"id": second})
    assert "result" in server.response(first, timeout=60)
    assert server.response(second)["error"]["code"] == -32800


def test_a_fix_all_cancelled_while_it_fixes_stops_and_gets_request_cancelled():
    server = started()
    # 6,000 misspelt keys: more than a check keeps (1,000), so fixing takes six rounds or more.
    many = "formspec: 1\nid: f\ncontrols:\n" + "".join(f"  - {{type: toggle, id: t{i}, lable: T}}\n" for i in range(6000))
    server.notify("textDocument/didOpen", {"textDocument": {"uri": URI, "languageId": "yaml", "version": 1, "text": many}})
    assert len(server.diagnostics(URI, 1, timeout=120)) > 100
    request = server.request("textDocument/codeAction", {
        "textDocument": {"uri": URI}, "range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}},
        "context": {"diagnostics": [], "only": ["source.fixAll"]}})
    time.sleep(0.3)  # the request has begun: its first round is under way
    server.notify("$/cancelRequest", {"id": request})
    assert server.response(request, timeout=120)["error"]["code"] == -32800
    still_answers(server)


def test_set_trace_makes_the_server_log():
    server = started()
    server.notify("$/setTrace", {"value": "messages"})
    server.notify("textDocument/didOpen", {"textDocument": {"uri": URI, "languageId": "yaml", "version": 1, "text": SPEC}})
    messages = [server.receive(), server.receive()]
    methods = sorted(m["method"] for m in messages)
    assert methods == ["$/logTrace", "textDocument/publishDiagnostics"]
    [trace] = [m for m in messages if m["method"] == "$/logTrace"]
    assert trace["params"]["message"] == f"published 0 diagnostics of {URI} version 1"


def test_a_client_that_disappears_ends_the_server_with_status_1():
    server = started()
    server.send_bytes(b"Content-Length: 100\r\n\r\n{\"jsonrpc\"")  # then nothing more
    assert server.finish() == 1
    server = started()
    server.send_bytes(b"Content-Len")
    assert server.finish() == 1


def test_a_client_that_stops_reading_ends_the_server():
    server = started()
    server.process.stdout.close()
    server.notify("textDocument/didOpen", {"textDocument": {"uri": URI, "languageId": "yaml", "version": 1, "text": SPEC}})
    for version in range(2, 50):
        try:
            server.notify("textDocument/didChange", {"textDocument": {"uri": URI, "version": version}, "contentChanges": [{"text": SPEC}]})
        except BrokenPipeError:
            break
    assert server.process.wait(10) == 1


def test_exit_without_shutdown_is_status_1_and_a_signal_ends_it():
    server = started()
    server.notify("exit")
    assert server.process.wait(10) == 1
    server = started()
    server.process.send_signal(signal.SIGTERM)
    assert server.process.wait(10) != 0
