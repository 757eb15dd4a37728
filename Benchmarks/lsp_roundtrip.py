#!/usr/bin/env python3
"""The language server's round trip "didChange → publishDiagnostics", next to `formspec check` of
the same text, on one spec: a report, not a test (Benchmarks/lsp.sh runs it on a 4 KB and a 1 MB
spec and prints the PASS or FAIL lines).

usage: lsp_roundtrip.py FORMSPEC SPEC [--rounds N] [--callgrind]

Each round changes the open spec (a comment appended to its last line, then removed, so every
version is clean and checked whole) and waits for the diagnostics of that version. `formspec check
SPEC` is timed as a process, start-up included, N times. Wall times are the best and the median.
With --callgrind, both are also counted in instructions under valgrind: the server's session with
N changes minus the same session with none, divided by N, against one `formspec check`.
"""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "LanguageServer"))
from raw_client import RawServer  # noqa: E402


def session(command, text, rounds, prefix=()):
    """Opens `text`, changes it `rounds` times; returns each round trip's seconds."""
    server = RawServer.__new__(RawServer)
    server.process = subprocess.Popen([*prefix, *command, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                      stderr=subprocess.DEVNULL)
    server.buffer, server.next_id = b"", 0
    server.initialize()
    uri = "file:///benchmark/spec.form.yaml"
    server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": text}})
    assert server.diagnostics(uri, 1, timeout=600) == [], "the spec must be clean"
    lines = text.split("\n")
    last = len(lines) - 1
    end = len(lines[last].encode("utf-16-le")) // 2
    times = []
    for version in range(2, rounds + 2):
        if version % 2 == 0:
            change = {"range": {"start": {"line": last, "character": end}, "end": {"line": last, "character": end}}, "text": "# x"}
        else:
            change = {"range": {"start": {"line": last, "character": end}, "end": {"line": last, "character": end + 3}}, "text": ""}
        start = time.perf_counter()
        server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]})
        server.diagnostics(uri, version, timeout=600)
        times.append(time.perf_counter() - start)
    server.response(server.request("shutdown"), timeout=600)
    server.notify("exit")
    assert server.process.wait(600) == 0
    return times


def check_times(formspec, spec, rounds):
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        subprocess.run([formspec, "check", spec], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        times.append(time.perf_counter() - start)
    return times


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("formspec")
    parser.add_argument("spec")
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--callgrind", action="store_true")
    arguments = parser.parse_args()
    with open(arguments.spec, encoding="utf-8") as file:
        text = file.read()
    round_trips = session([arguments.formspec], text, arguments.rounds)
    checks = check_times(arguments.formspec, arguments.spec, arguments.rounds)
    size = os.path.getsize(arguments.spec)
    print(f"size={size} rounds={arguments.rounds} "
          f"roundtrip_best_ms={min(round_trips) * 1000:.2f} roundtrip_median_ms={statistics.median(round_trips) * 1000:.2f} "
          f"check_best_ms={min(checks) * 1000:.2f} check_median_ms={statistics.median(checks) * 1000:.2f}", end="")
    if arguments.callgrind:
        with tempfile.TemporaryDirectory() as folder:
            def valgrind(name):
                return ["valgrind", "--tool=callgrind", "--trace-children=no", f"--callgrind-out-file={folder}/{name}"]

            def total(name):
                with open(f"{folder}/{name}") as file:
                    for line in file:
                        if line.startswith(("totals:", "summary:")):
                            return int(line.split()[1])
                raise RuntimeError(f"no totals in {name}")

            changes = 6
            session([arguments.formspec], text, changes, prefix=valgrind("with-changes"))
            session([arguments.formspec], text, 0, prefix=valgrind("without"))
            subprocess.run([*valgrind("check"), arguments.formspec, "check", arguments.spec],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
            per_round_trip = (total("with-changes") - total("without")) / changes
            print(f" roundtrip_instructions={per_round_trip:.0f} check_instructions={total('check')}", end="")
    print()


if __name__ == "__main__":
    main()
