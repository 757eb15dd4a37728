#!/usr/bin/env python3
"""Writes a String Catalog of about SIZE megabytes (24 by default) and a spec whose texts it holds,
to measure `formspec strings` on a large catalog (peak memory with `/usr/bin/time -v`, instructions
with callgrind). Deterministic: no randomness, the same files on every run.

usage: string_catalog.py OUT_DIR [--size MB] [--controls N]
writes OUT_DIR/catalog.form.yaml, a form `catalog` of N toggles (1,000 by default), and
OUT_DIR/Catalog.xcstrings, as Xcode writes it: the form's keys, each with its comment, state and
translations in five languages, up to date with the spec; then the keys of other forms, stale (no
spec has them any more, as after a form was removed), until the file is SIZE megabytes. So
`formspec strings OUT_DIR/catalog.form.yaml --catalog OUT_DIR/Catalog.xcstrings` reads the whole
catalog, merges, and has nothing to write.
"""

import json
import os
import sys

LANGUAGES = ["de", "en", "es", "fr", "ja"]
TRANSLATIONS = {
    "de": "Schalter",
    "en": "Toggle",
    "es": "Interruptor",
    "fr": "Interrupteur",
    "ja": "トグル",
}


def entry(key, label, state, comment):
    localizations = {}
    for language in LANGUAGES:
        text = label if language == "en" else f"{TRANSLATIONS[language]} {label.split(' ', 1)[1]}"
        localizations[language] = {"stringUnit": {"state": "translated", "value": text}}
    return {"comment": comment, "extractionState": state, "localizations": localizations}


def main():
    args = sys.argv[1:]
    if not args or args[0].startswith("-"):
        sys.exit(__doc__)
    out, size, controls = args[0], 24, 1000
    rest = args[1:]
    while rest:
        option, value = rest[0], int(rest[1])
        if option == "--size":
            size = value
        elif option == "--controls":
            controls = value
        else:
            sys.exit(__doc__)
        rest = rest[2:]
    os.makedirs(out, exist_ok=True)
    spec = ["formspec: 1", "id: catalog", "controls:"]
    strings = {}
    for index in range(controls):
        spec.append(f"  - {{type: toggle, id: t{index}, label: Toggle {index}}}")
        place = f"the toggle 't{index}' of the form 'catalog'"
        strings[f"catalog.t{index}.label"] = entry(
            f"catalog.t{index}.label", f"Toggle {index}", "manual", f"The label of {place}."
        )
    # Each stale entry is about 890 bytes as written.
    stale = max(0, (size << 20) // 890 - controls)
    for index in range(stale):
        form = f"old{index // 1000}"
        place = f"the toggle 't{index}' of the form '{form}'"
        strings[f"{form}.t{index}.label"] = entry(
            f"{form}.t{index}.label", f"Toggle {index}", "stale", f"The label of {place}."
        )
    with open(os.path.join(out, "catalog.form.yaml"), "w") as file:
        file.write("\n".join(spec) + "\n")
    catalog = {"sourceLanguage": "en", "strings": strings, "version": "1.0"}
    # As Xcode writes it: two spaces, `"name" : value`, `/` escaped, no line break at the end.
    text = json.dumps(catalog, indent=2, separators=(",", " : "), ensure_ascii=False, sort_keys=False)
    with open(os.path.join(out, "Catalog.xcstrings"), "w") as file:
        file.write(text.replace("/", "\\/"))


if __name__ == "__main__":
    main()
