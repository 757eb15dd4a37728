#!/usr/bin/env python3
"""Writes the specs of run.sh's `logic` target: forms of N controls (10,000 by default) of several
shapes, each with a condition on every control but the first of each block, and the same form
without them (every `visibleWhen`, `enabledWhen` and `requiredWhen` key removed, items' too;
`required`, `minSelected` and `maxSelected` stay, so both forms ask the same requirements and the
same submission). Deterministic: no randomness, the same files on every run.

usage: logic_specs.py OUT_DIR [--controls N]
writes OUT_DIR/logic-SHAPE.form.yaml and OUT_DIR/logic-SHAPE-plain.form.yaml for each shape:
  chain    toggles in chains of 20, each shown when the one before is on;
  star     one radio group of 10 items; every other control shown unless it holds one of them;
  groups   checkbox groups and calendars in blocks of 4 with includes, excludes, answered, items' enabledWhen,
           minSelected and maxSelected;
  nested   checkboxes and toggles whose conditions nest all, any and not over the controls before;
  mixed    every type of control, conditions of every kind over the three controls before;
  samples  controls written as the samples write them (every type in equal shares, labels, hints for
           accessibility, states, images and tints, items of 2 to 6 with labels, calendars of 5 to 30
           dates, x- extensions, comments, block and flow styles), in sections of ten, each control but
           a section's first with one condition over the (at most five) controls before it in its
           section, as forms write them: most a single test,
           some any of two, a few with not, some requiredWhen and enabledWhen.
"""

import os
import sys

SHAPES = ["chain", "star", "groups", "nested", "mixed", "samples"]
CONDITION_KEYS = ("visibleWhen:", "enabledWhen:", "requiredWhen:")


def header(shape):
    return [
        "formspec: 1",
        f"id: logic-{shape}",
        f"title: Logic benchmark, {shape}",
        "locale: en_GB",
        "controls:",
    ]


def toggle(cid, conditions=(), extra=()):
    lines = ["  - type: toggle", f"    id: {cid}", f"    label: Toggle {cid}"]
    return lines + [f"    {line}" for line in extra] + [f"    {c}" for c in conditions]


def checkbox(cid, conditions=(), extra=()):
    lines = ["  - type: checkbox", f"    id: {cid}", f"    label: Checkbox {cid}"]
    return lines + [f"    {line}" for line in extra] + [f"    {c}" for c in conditions]


def control(kind, cid, conditions=(), extra=(), items=None):
    """A control of `kind` with its label or title, extra keys, conditions and items (id, condition)."""
    titled = kind in ("radioGroup", "checkboxGroup")
    lines = [f"  - type: {kind}", f"    id: {cid}", f"    {'title' if titled else 'label'}: {kind} {cid}"]
    lines += [f"    {line}" for line in extra] + [f"    {c}" for c in conditions]
    if items is not None:
        key = "dates" if kind == "calendar" else "items"
        lines.append(f"    {key}:")
        for item, condition in items:
            if kind == "calendar":
                lines.append(f"      - {{date: {item}{', enabledWhen: ' + condition if condition else ''}}}")
            else:
                enabled = f", enabledWhen: {condition}" if condition else ""
                lines.append(f"      - {{id: {item}, label: Item {item}{enabled}}}")
    return lines


def test(cid, key, value):
    return f"{{control: {cid}, {key}: {value}}}"


def chain(n):
    lines = []
    for i in range(n):
        cid = f"c{i}"
        conditions = [] if i % 20 == 0 else [f"visibleWhen: {test(f'c{i - 1}', 'is', 'on')}"]
        extra = ["required: true"] if i % 20 == 19 else []
        lines += toggle(cid, conditions, extra)
    return lines


def star(n):
    items = [(f"i{k}", None) for k in range(10)]
    lines = control("radioGroup", "hub", items=items)
    for i in range(1, n):
        conditions = [f"visibleWhen: {test('hub', 'isNot', f'i{i % 10}')}"]
        if i % 4 == 0:
            conditions.append(f"requiredWhen: {test('hub', 'is', f'i{(i + 1) % 10}')}")
        extra = ["required: true"] if i % 3 == 0 else []
        lines += (checkbox if i % 2 else toggle)(f"c{i}", conditions, extra)
    return lines


def date(k):
    return f"2027-{k // 28 + 1:02d}-{k % 28 + 1:02d}"


def groups(n):
    lines = []
    for i in range(n):
        cid = f"c{i}"
        first = i % 4 == 0
        previous = f"c{i - 1}"
        if i % 2 == 0:
            items = [(f"i{k}", None if first or k != 4 else test(previous, "includes", date(i % 300))) for k in range(6)]
            conditions = [] if first else [f"visibleWhen: {test(previous, 'includes', date((i - 1) % 300))}"]
            extra = ["minSelected: 1", "maxSelected: 3"] if first else ["maxSelected: 4"]
            lines += control("checkboxGroup", cid, conditions, extra, items)
        else:
            dates = [(date((i + k) % 300), None) for k in range(12)]
            conditions = [
                f"visibleWhen: {test(previous, 'includes', f'i{i % 6}')}",
                f"requiredWhen: {test(previous, 'excludes', f'i{(i + 1) % 6}')}",
            ]
            if i % 4 == 3:
                conditions.append(f"enabledWhen: {test(f'c{i - 3}', 'includes', f'i{(i - 1) % 6}')}")
            lines += control("calendar", cid, conditions, ["maxSelected: 2"], dates)
    return lines


def nested(n):
    lines = []
    for i in range(n):
        cid = f"c{i}"
        block = i % 8
        conditions = []
        if block >= 3:
            a, b, c = (f"c{i - d}" for d in (1, 2, 3))
            conditions.append(
                "visibleWhen: {any: ["
                f"{{all: [{test(a, 'is', 'on')}, {{not: {test(b, 'is', 'off')}}}]}}, "
                f"{{not: {{any: [{test(c, 'isNot', 'on')}, {test(a, 'answered', 'false')}]}}}}]}}"
            )
            if i % 2 == 0:
                conditions.append(f"requiredWhen: {{not: {test(c, 'isNot', 'on')}}}")
        elif block >= 1:
            conditions.append(f"visibleWhen: {{not: {test(f'c{i - 1}', 'is', 'off')}}}")
        extra = ["required: true"] if i % 5 == 4 else []
        lines += (checkbox if i % 2 else toggle)(cid, conditions, extra)
    return lines


def mixed(n):
    kinds = ["toggle", "checkbox", "radioButton", "sparkCheckbox", "radioGroup", "checkboxGroup", "calendar"]
    # What a test of each kind can say: (key, value) pairs, each false of a hidden control.
    tests = {
        "toggle": [("is", "on"), ("answered", "true")],
        "checkbox": [("is", "on"), ("answered", "true")],
        "radioButton": [("is", "on"), ("answered", "true")],
        "sparkCheckbox": [("is", "selected"), ("is", "indeterminate"), ("answered", "true")],
        "radioGroup": [("is", "r1"), ("is", "r0"), ("answered", "true")],
        "checkboxGroup": [("includes", "g1"), ("includes", "g2"), ("answered", "true")],
        "calendar": [("includes", "2027-03-02"), ("includes", "2027-03-01"), ("answered", "true")],
    }
    lines = []
    for i in range(n):
        kind = kinds[i % 7]
        cid = f"c{i}"
        conditions = []
        if i % 12 != 0:
            back = [i - d for d in (1, 2, 3) if (i - d) // 12 == i // 12]
            picks = [(f"c{j}", tests[kinds[j % 7]][(i + j) % len(tests[kinds[j % 7]])]) for j in back]
            parts = [test(c, key, value) for c, (key, value) in picks]
            shown = parts[0] if len(parts) == 1 else f"{{any: [{', '.join(parts)}]}}"
            conditions.append(f"visibleWhen: {shown}")
            if i % 5 == 0 and len(parts) > 1:
                conditions.append(f"enabledWhen: {{not: {parts[-1]}}}")
            if i % 3 == 1 and len(parts) > 1:
                conditions.append(f"requiredWhen: {{all: [{parts[0]}, {{not: {parts[1]}}}]}}")
        extra = []
        if kind == "checkbox" and i % 2:
            extra.append("threeState: true")
        if i % 4 == 3 and kind not in ("checkboxGroup", "calendar"):
            extra.append("required: true")
        items = None
        if kind == "radioGroup":
            items = [(f"r{k}", None) for k in range(4)]
        elif kind == "checkboxGroup":
            items = [(f"g{k}", None) for k in range(5)]
            extra.append("maxSelected: 3")
        elif kind == "calendar":
            items = [(f"2027-03-{k:02d}", None) for k in range(1, 15)]
            extra += ["minSelected: 1", "maxSelected: 5"] if i % 2 else []
        lines += control(kind, cid, conditions, extra, items)
    return lines


def samples(n):
    """Controls as the samples write them, each with a condition over the controls before it."""
    kinds = ["toggle", "checkbox", "radioButton", "sparkCheckbox", "radioGroup", "checkboxGroup", "calendar"]
    seed = 40
    written = []  # (id, kind, tests)
    lines = []

    def draw(limit):
        nonlocal seed
        seed = (seed * 1103515245 + 12345) % (1 << 31)
        return seed % limit

    for i in range(n):
        kind = kinds[i % 7]
        cid = f"{kind.lower()}-{i}"
        body = [f"  - type: {kind}", f"    id: {cid}"]
        titled = kind in ("radioGroup", "checkboxGroup")
        body.append(f"    {'title' if titled else 'label'}: {SAMPLE_LABELS[i % len(SAMPLE_LABELS)]} ({i})")
        if i % 9 == 0:
            body.insert(0, f"  # Section {i // 9}: asked of everyone who reached this part of the form.")
        tests = [("answered", "true")]
        if kind == "toggle":
            tests = [("is", "on"), ("is", "off")]
            if draw(3) == 0:
                body.append("    state: on")
        elif kind == "checkbox":
            tests = [("is", "on"), ("is", "off")]
            if draw(2):
                body += ["    threeState: true", "    state: clear", "    tint: systemBlue"]
                tests.append(("is", "clear"))
            else:
                body += ["    images:", f"      on: {{symbol: heart.fill}}", f"      off: {{symbol: heart}}",
                         "    tint: '#FF2D55'", "    haptics: false"]
        elif kind == "radioButton":
            tests = [("is", "on")]
            body.append(f"    accessibilityLabel: Choose option {i} for this order")
        elif kind == "sparkCheckbox":
            tests = [("is", "selected"), ("is", "indeterminate")]
            if draw(2):
                body.append("    state: indeterminate")
        elif kind in ("radioGroup", "checkboxGroup"):
            count = 2 + draw(5)
            items = [f"option-{k}" for k in range(count)]
            body.append("    items:")
            for k, item in enumerate(items):
                if k % 2:
                    body.append(f"      - {{id: {item}, label: {SAMPLE_ITEMS[(i + k) % len(SAMPLE_ITEMS)]}, x-code: C{i}-{k}}}")
                else:
                    body += [f"      - id: {item}", f"        label: {SAMPLE_ITEMS[(i + k) % len(SAMPLE_ITEMS)]}",
                             f"        accessibilityLabel: {SAMPLE_ITEMS[(i + k) % len(SAMPLE_ITEMS)]}, option {k + 1} of {count}"]
            key = "is" if kind == "radioGroup" else "includes"
            tests = [(key, items[0]), (key, items[-1])]
            if kind == "radioGroup":
                body.append(f"    selected: {items[0]}")
            else:
                body.append("    axis: horizontal")
        else:
            count = 5 + draw(26)
            dates = [f"2027-{4 + k // 28:02d}-{k % 28 + 1:02d}" for k in range(count)]
            body.append("    dates:")
            for k, day in enumerate(dates):
                body.append(f"      - {{date: {day}, x-session: s{i}-{k}}}" if k % 3 == 0 else f"      - {day}")
            tests = [("includes", dates[0]), ("includes", dates[count // 2])]
        body.append(f"    x-analytics: {{screen: form, event: {cid}_changed}}")
        conditions = []
        if i % 10 != 0:
            before = written[i - i % 10 :][-5:]
            first = before[draw(len(before))]
            key, value = first[2][draw(len(first[2]))]
            condition = test(first[0], key, value)
            style = draw(20)
            if style < 4 and len(before) > 1:
                other = before[(before.index(first) + 1) % len(before)]
                key2, value2 = other[2][draw(len(other[2]))]
                condition = f"{{any: [{condition}, {test(other[0], key2, value2)}]}}"
            elif style == 4:
                condition = f"{{not: {condition}}}"
            which = draw(10)
            if which < 7:
                conditions.append(f"visibleWhen: {condition}")
            elif which < 9:
                conditions.append(f"enabledWhen: {condition}")
            else:
                conditions.append(f"requiredWhen: {condition}")
        if i % 6 == 5 and not any(c.startswith(("requiredWhen", "enabledWhen")) for c in conditions):
            body.append("    required: true")
        lines += body + [f"    {c}" for c in conditions] + [""]
        written.append((cid, kind, tests))
    return lines


SAMPLE_LABELS = [
    "I will show a valid student ID at the door",
    "Email me about future events",
    "I agree to appear in event photos",
    "Dietary requirements",
    "Workshop day",
    "I have read and accept the code of conduct",
    "How will you send it?",
    "Send the invoice to my company",
]
SAMPLE_ITEMS = ["Vegetarian", "Vegan", "Gluten-free", "Halal", "Hand delivery only", "Relay point (2–4 working days)",
                "Home delivery", "Insurance up to £500", "Signature on delivery"]


def without_conditions(lines):
    """The same spec with every condition key removed (a control's, or an item's in flow style)."""
    plain = []
    for line in lines:
        if line.strip().startswith(CONDITION_KEYS):
            continue
        if ", enabledWhen: " in line:
            line = line[: line.index(", enabledWhen: ")] + "}"
        plain.append(line)
    return plain


def main():
    arguments = sys.argv[1:]
    if not arguments or arguments[0].startswith("-"):
        sys.exit(__doc__)
    out = arguments[0]
    controls = 10_000
    if arguments[1:3] and arguments[1] == "--controls":
        controls = int(arguments[2])
    os.makedirs(out, exist_ok=True)
    for shape in SHAPES:
        lines = header(shape) + globals()[shape](controls)
        for name, text in ((shape, lines), (f"{shape}-plain", without_conditions(lines))):
            with open(os.path.join(out, f"logic-{name}.form.yaml"), "w", encoding="utf-8") as file:
                file.write("\n".join(text) + "\n")


if __name__ == "__main__":
    main()
