#!/usr/bin/env python3
"""Renders HTML pages in a headless Chromium through its DevTools protocol: a page at a given
viewport width, its whole height as a PNG, and layout questions answered in the browser. Used by
Scripts/screenshot.sh and by the browser tests (Tests/Browser). The questions are asked from
outside; a preview page's own script (the logic's) runs as a browser runs it, or not at all with
`Emulation.setScriptExecutionDisabled`.

Needs Chromium (`chromium`, `chromium-headless-shell`, `chromium-browser` or `google-chrome`, the
first found on PATH; or CHROMIUM=PATH) and the `websocket-client` package."""

import base64
import json
import os
import re
import shutil
import subprocess
import tempfile
import time
import urllib.request

import websocket


# The names Chromium is installed under: Debian's browser and its headless shell, other
# distributions' browser, Google's build.
CHROMIUM_NAMES = ["chromium", "chromium-headless-shell", "chromium-browser", "google-chrome", "google-chrome-stable"]


def find_chromium():
    """The Chromium to run: CHROMIUM, else the first of CHROMIUM_NAMES on PATH, else None."""
    return os.environ.get("CHROMIUM") or next(filter(None, map(shutil.which, CHROMIUM_NAMES)), None)


class Browser:
    """One headless Chromium with one tab."""

    def __init__(self):
        executable = find_chromium()
        if not executable:
            raise RuntimeError("no Chromium found (looked for " + ", ".join(CHROMIUM_NAMES) + "): install it"
                               " (Debian: apt-get install chromium, or chromium-headless-shell) or set CHROMIUM")
        self.profile = tempfile.mkdtemp(prefix="formspec-chromium-")
        self.process = subprocess.Popen(
            [executable, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
             "--force-color-profile=srgb", "--font-render-hinting=none", "--remote-debugging-port=0",
             f"--user-data-dir={self.profile}", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        port = None
        deadline = time.monotonic() + 30
        while port is None and time.monotonic() < deadline:
            line = self.process.stderr.readline()
            match = re.search(r"DevTools listening on ws://[^:]+:(\d+)/", line)
            if match:
                port = int(match.group(1))
        if port is None:
            self.close()
            raise RuntimeError("Chromium did not start its DevTools server")
        targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json"))
        page = next(target for target in targets if target["type"] == "page")
        self.socket = websocket.create_connection(page["webSocketDebuggerUrl"], timeout=60)
        self.next_id = 0
        self.events = []
        self.call("Page.enable")

    def call(self, method, **params):
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.events.append(message)

    def open(self, path, width, height=800):
        """Loads the page at `path` in a viewport `width` CSS pixels wide."""
        self.call("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1, mobile=False)
        self.events.clear()
        self.call("Page.navigate", url="file://" + os.path.abspath(path))
        deadline = time.monotonic() + 30
        while not any(event.get("method") == "Page.loadEventFired" for event in self.events):
            if time.monotonic() > deadline:
                raise RuntimeError(f"{path} did not load")
            self.events.append(json.loads(self.socket.recv()))

    def evaluate(self, expression):
        """The value of a JavaScript expression in the page."""
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def screenshot(self, path):
        """The whole page, as wide as the viewport, as a PNG at `path`."""
        metrics = self.call("Page.getLayoutMetrics")["cssContentSize"]
        width = self.evaluate("document.documentElement.clientWidth")
        shot = self.call("Page.captureScreenshot", format="png", captureBeyondViewport=True,
                         clip={"x": 0, "y": 0, "width": width, "height": metrics["height"], "scale": 1})
        with open(path, "wb") as file:
            file.write(base64.b64decode(shot["data"]))

    def close(self):
        try:
            if hasattr(self, "socket"):
                self.call("Browser.close")
        except Exception:
            pass
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


if __name__ == "__main__":
    import argparse
    parser = argparse.ArgumentParser(description="Render an HTML page to a PNG of its whole height.")
    parser.add_argument("page")
    parser.add_argument("png")
    parser.add_argument("--width", type=int, default=1024)
    arguments = parser.parse_args()
    browser = Browser()
    try:
        browser.open(arguments.page, arguments.width)
        browser.screenshot(arguments.png)
    finally:
        browser.close()
