"""A bare LSP connection to `formspec lsp`: bytes in, messages out, for tests of what a real
client never sends (malformed headers and JSON) and for the benchmark."""

import json
import os
import select
import subprocess
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FORMSPEC = os.environ.get("FORMSPEC", os.path.join(ROOT, ".build", "debug", "formspec"))


class RawServer:
    def __init__(self, *arguments):
        self.process = subprocess.Popen([FORMSPEC, "lsp", *arguments], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.buffer = b""
        self.next_id = 0

    def send_bytes(self, data: bytes):
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def send(self, message: dict):
        body = json.dumps(message).encode()
        self.send_bytes(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def request(self, method: str, params=None) -> int:
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        return self.next_id

    def notify(self, method: str, params=None):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def receive(self, timeout: float = 10) -> dict:
        """The next message; fails after `timeout` seconds without one."""
        deadline = time.monotonic() + timeout
        while True:
            header_end = self.buffer.find(b"\r\n\r\n")
            if header_end >= 0:
                header = self.buffer[:header_end].decode()
                length = int(header.split("Content-Length:")[1].split("\r\n")[0])
                start = header_end + 4
                if len(self.buffer) >= start + length:
                    body = self.buffer[start:start + length]
                    self.buffer = self.buffer[start + length:]
                    return json.loads(body)
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("no message from the server")
            ready, _, _ = select.select([self.process.stdout], [], [], left)
            if ready:
                chunk = os.read(self.process.stdout.fileno(), 1 << 20)
                if not chunk:
                    raise EOFError("the server closed its output")
                self.buffer += chunk

    def response(self, request_id, timeout: float = 10) -> dict:
        """The response to `request_id`, skipping notifications."""
        while True:
            message = self.receive(timeout)
            if "method" not in message and message.get("id") == request_id:
                return message

    def diagnostics(self, uri: str, version: int, timeout: float = 30) -> list:
        """The diagnostics published for `version` of `uri`."""
        while True:
            message = self.receive(timeout)
            params = message.get("params") or {}
            if message.get("method") == "textDocument/publishDiagnostics" and params["uri"] == uri \
                    and params.get("version") == version:
                return params["diagnostics"]

    def initialize(self, encodings=None):
        capabilities = {"general": {"positionEncodings": encodings}} if encodings else {}
        result = self.response(self.request("initialize", {"processId": None, "rootUri": None, "capabilities": capabilities}))
        self.notify("initialized", {})
        return result["result"]

    def finish(self, timeout: float = 10) -> int:
        """Closes the server's input and returns its exit status."""
        self.process.stdin.close()
        return self.process.wait(timeout)
