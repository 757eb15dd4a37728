"""Checks that a package manifest (the JSON of `swift package dump-package`, on standard input)
depends on each component from the release the generated code needs, as Documentation/Templates.md
says, and targets iOS 17 (RVS_Checkbox 3.x's floor). Exits 1, naming what differs."""
import json
import sys

FLOORS = {
    "rvs_checkbox": "3.0.0",
    "rvs_calendarinput": "1.3.0",
    "spark-ios-component-selection-controls": "2.1.0",
}

manifest = json.load(sys.stdin)
found = {}
for dependency in manifest["dependencies"]:
    for control in dependency.get("sourceControl", []):
        ranges = control["requirement"].get("range", [])
        found[control["identity"]] = ranges[0]["lowerBound"] if ranges else None
problems = [
    f"{identity}: from {found.get(identity)!r}, expected from {floor!r}"
    for identity, floor in FLOORS.items()
    if found.get(identity) != floor
]
platforms = {p["platformName"]: p["version"] for p in manifest.get("platforms", [])}
if platforms.get("ios") != "17.0":
    problems.append(f"iOS platform {platforms.get('ios')!r}, expected '17.0'")
for problem in problems:
    print("error:", problem)
if problems:
    sys.exit(1)
print("the manifest depends on each component from its floor and targets iOS 17")
