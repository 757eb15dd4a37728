"""The visual preview in a real browser: headless Chromium renders the samples' pages, a page
made for measuring (specs/browser-checks.form.yaml) and the diff page's golden
(Tests/FormSpecTests/Goldens/diff-page/expected.html) at 390 and 1024 CSS pixels wide; the tests
assert on layout and on the pixels of the screenshots, which are kept in Tests/Browser/out/."""

import os
import re
import shutil
import subprocess
import sys

import pytest
from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "Scripts"))
from page_renderer import Browser  # noqa: E402

FORMSPEC = os.environ.get("FORMSPEC", os.path.join(ROOT, ".build", "debug", "formspec"))
OUT = os.path.join(HERE, "out")
WIDTHS = [390, 1024]
SAMPLES = sorted(name[:-len(".form.yaml")] for name in os.listdir(os.path.join(ROOT, "Samples")) if name.endswith(".form.yaml"))


@pytest.fixture(scope="module")
def browser():
    os.makedirs(OUT, exist_ok=True)
    browser = Browser()
    yield browser
    browser.close()


def page_of(spec, name, errors=False):
    """The page `formspec preview --format html` prints for `spec` (which exits 1 on a spec with
    errors, and still prints it), written to out/NAME.html."""
    path = os.path.join(OUT, name + ".html")
    result = subprocess.run([FORMSPEC, "preview", "--format", "html", spec], capture_output=True)
    assert result.returncode == (1 if errors else 0), result.stderr.decode()
    assert result.stdout.startswith(b"<!DOCTYPE html>")
    with open(path, "wb") as file:
        file.write(result.stdout)
    return path


def shot(browser, page, name, width):
    """Renders `page` at `width` and returns the screenshot, kept as out/NAME-WIDTH.png."""
    browser.open(page, width)
    path = os.path.join(OUT, f"{name}-{width}.png")
    browser.screenshot(path)
    return Image.open(path).convert("RGB")


def rect(browser, selector):
    """The page rectangle of the first element `selector` finds: x, y, width, height."""
    value = browser.evaluate(
        f"(() => {{ const e = document.querySelector({selector!r}); if (!e) return null;"
        " const r = e.getBoundingClientRect(); return [r.x + scrollX, r.y + scrollY, r.width, r.height]; })()")
    assert value is not None, f"nothing matches {selector}"
    return value


def rgb(hex_colour):
    return tuple(int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))


@pytest.mark.parametrize("sample", SAMPLES)
@pytest.mark.parametrize("width", WIDTHS)
def test_a_sample_fits_the_width_without_horizontal_overflow(browser, sample, width):
    page = page_of(os.path.join(ROOT, "Samples", sample + ".form.yaml"), sample)
    image = shot(browser, page, sample, width)
    assert browser.evaluate("document.documentElement.scrollWidth") <= width
    assert image.width == width
    # Every control is drawn twice, in light and in dark appearance, side by side from 800 px.
    controls = browser.evaluate("document.querySelectorAll('.pair').length")
    assert controls > 0
    assert browser.evaluate("document.querySelectorAll('figure.control.light').length") == controls
    assert browser.evaluate("document.querySelectorAll('figure.control.dark').length") == controls
    light, dark = rect(browser, "#light-1"), rect(browser, "#dark-1")
    assert (dark[0] > light[0] and dark[1] == light[1]) if width >= 800 else (dark[1] > light[1] and dark[0] == light[0])
    # One above the other, each figure names its appearance; side by side, the column headings do.
    named = browser.evaluate("getComputedStyle(document.querySelector('#dark-1'), '::before').content")
    assert named == ("none" if width >= 800 else '"Dark appearance"')
    assert browser.evaluate("getComputedStyle(document.querySelector('.columns')).display") == ("grid" if width >= 800 else "none")


@pytest.fixture(scope="module")
def checks_page():
    return page_of(os.path.join(HERE, "specs", "browser-checks.form.yaml"), "browser-checks")


@pytest.mark.parametrize("width", WIDTHS)
def test_the_selected_day_is_drawn_on_the_declared_tint(browser, checks_page, width):
    image = shot(browser, checks_page, "browser-checks", width)
    for side in ("light", "dark"):
        x, y, w, h = rect(browser, f"#{side}-1 .days .s")
        assert image.getpixel((int(x + w * 0.12), int(y + h / 2))) == rgb("#0B6E2A"), side
        # An enabled day: the declared day background.
        x, y, w, h = rect(browser, f"#{side}-1 .days .e")
        assert image.getpixel((int(x + w * 0.12), int(y + h / 2))) == rgb("#FFFFFF"), side


@pytest.mark.parametrize("width", WIDTHS)
def test_a_hidden_header_takes_no_space(browser, checks_page, width):
    image = shot(browser, checks_page, "browser-checks", width)
    assert browser.evaluate("document.querySelectorAll('#light-2 .month-header').length") == 0

    def days_offset(control):
        return rect(browser, f"#light-{control} .days")[1] - rect(browser, f"#light-{control} .calendar")[1]

    # The shown month header is 30 px high, 6 px below the year header and 6 px above the weekdays (the
    # year header's margin and its own collapse into one); the hidden one takes none of it.
    assert days_offset(1) - days_offset(2) == pytest.approx(36, abs=0.5)
    x, y, w, h = rect(browser, "#light-1 .month-header")
    assert image.getpixel((int(x + w / 2), int(y + 2))) == rgb("#5A1E8C")
    x, y, w, h = rect(browser, "#light-2 .calendar")
    purple = rgb("#5A1E8C")
    hidden = image.crop((int(x), int(y), int(x + w), int(y + h)))
    assert purple not in {hidden.getpixel((i, j)) for i in range(0, hidden.width, 2) for j in range(0, hidden.height, 2)}


@pytest.mark.parametrize("width", WIDTHS)
def test_dark_mode_swaps_the_named_colours(browser, checks_page, width):
    image = shot(browser, checks_page, "browser-checks", width)
    light = rect(browser, "#light-3 svg.glyph")
    dark = rect(browser, "#dark-3 svg.glyph")
    assert image.getpixel((int(light[0] + 6), int(light[1] + 6))) == rgb("#007AFF")
    assert image.getpixel((int(dark[0] + 6), int(dark[1] + 6))) == rgb("#0A84FF")
    # The figures themselves: white in light mode, black in dark mode.
    for side, colour in (("light", (255, 255, 255)), ("dark", (0, 0, 0))):
        figure = rect(browser, f"#{side}-3")
        assert image.getpixel((int(figure[0] + figure[2] - 6), int(figure[1] + figure[3] / 2))) == colour


@pytest.mark.parametrize("width", WIDTHS)
def test_a_right_to_left_form_lays_out_from_the_right(browser, width):
    page = page_of(os.path.join(ROOT, "Tests", "FormSpecTests", "Goldens", "compile", "calendar-he-il-weekdays", "input.form.yaml"),
                   "right-to-left")
    shot(browser, page, "right-to-left", width)
    assert browser.evaluate("getComputedStyle(document.querySelector('.form')).direction") == "rtl"
    # The first day of September 2026, a Tuesday, stands right of the Wednesday after it.
    first = rect(browser, "#light-1 .days span:not(.b)")
    second = rect(browser, "#light-1 .days span:not(.b) + span")
    assert first[0] > second[0]
    assert browser.evaluate("document.documentElement.scrollWidth") <= width


CONTRAST = """(() => {
  const channel = c => { c /= 255; return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4); };
  const luminance = ([r, g, b]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  const rgba = text => text.match(/[\\d.]+/g).map(Number);
  const background = element => {
    for (let e = element; e; e = e.parentElement) {
      const c = rgba(getComputedStyle(e).backgroundColor);
      if (c.length < 4 || c[3] === 1) return c.slice(0, 3);
    }
    return [255, 255, 255];
  };
  const worst = [];
  for (const element of document.querySelectorAll(SELECTOR)) {
    if (!element.textContent.trim()) continue;
    const fore = rgba(getComputedStyle(element).color).slice(0, 3);
    const [a, b] = [luminance(fore), luminance(background(element))];
    worst.push([(Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05), element.className || element.tagName]);
  }
  worst.sort((x, y) => x[0] - y[0]);
  return worst.slice(0, 3);
})()"""


@pytest.mark.parametrize("width", WIDTHS)
def test_the_apps_own_text_is_framed_and_tagged_in_both_appearances(browser, checks_page, width):
    shot(browser, checks_page, "browser-checks", width)
    # The group's title (#4) is the app's text: a dashed frame with a tag; its item and the toggle's
    # label (#5) are Spark's, and unframed.
    for side in ("light", "dark"):
        frame = f"#{side}-4 .group-title .app-text"
        assert browser.evaluate(f"getComputedStyle(document.querySelector({frame!r})).borderTopStyle") == "dashed"
        assert browser.evaluate(f"document.querySelector({frame + ' .tag'!r}).textContent") == "app text"
        assert browser.evaluate(f"document.querySelectorAll('#{side}-4 .items .app-text, #{side}-5 .app-text').length") == 0
        # The tag is drawn inside the frame, beside the title.
        title, tag, box = rect(browser, frame + " .title"), rect(browser, frame + " .tag"), rect(browser, frame)
        assert box[0] <= title[0] and tag[0] + tag[2] <= box[0] + box[2] + 0.5 and tag[0] >= title[0] + title[2]
    # The frame, its tag and the header's legend are legible in light and in dark.
    selector = ".app-text .tag, .app-text .title, header .note"
    lowest = browser.evaluate(CONTRAST.replace("SELECTOR", repr(selector)))
    assert lowest and lowest[0][0] >= 4.5, lowest


def test_the_screenshot_script_finds_chromium_headless_shell(tmp_path):
    """Debian's headless Chromium is `chromium-headless-shell`: with it the only Chromium on PATH,
    Scripts/screenshot.sh draws its page; with none, it says what it looked for."""
    from page_renderer import find_chromium
    real = find_chromium()
    assert real, "the browser tests need a Chromium"
    tools = tmp_path / "bin"
    tools.mkdir()
    for tool in ("bash", "python3", "mktemp", "basename", "dirname", "rm", "mkdir", "sed"):
        (tools / tool).symlink_to(shutil.which(tool))
    environment = {"PATH": str(tools), "FORMSPEC": FORMSPEC, "HOME": str(tmp_path)}
    script = os.path.join(ROOT, "Scripts", "screenshot.sh")
    spec = os.path.join(ROOT, "Samples", SAMPLES[0] + ".form.yaml")
    missing = subprocess.run([script, "--out", str(tmp_path), spec], env=environment, capture_output=True, text=True)
    assert missing.returncode == 2 and "chromium-headless-shell" in missing.stderr, missing.stderr
    # A stand-in for Debian's headless shell: the browser, run with the usual PATH.
    shell = tools / "chromium-headless-shell"
    shell.write_text(f"#!/bin/sh\nPATH={os.environ['PATH']!r} exec {real!r} \"$@\"\n")
    shell.chmod(0o755)
    drawn = subprocess.run([script, "--out", str(tmp_path), spec], env=environment, capture_output=True, text=True)
    assert drawn.returncode == 0, drawn.stderr
    assert Image.open(tmp_path / (SAMPLES[0] + ".form.png")).width == 1024


def test_the_page_text_meets_wcag_contrast(browser):
    page = page_of(os.path.join(ROOT, "Tests", "FormSpecTests", "Goldens", "check", "many-mistakes", "input.form.yaml"),
                   "many-mistakes", errors=True)
    browser.open(page, 1024)
    # FormSpec's own text: headings, notes, the diagnostics; not the spec's colours, which a11y.low-contrast judges.
    selector = "h1, h2, header p, footer p, .diagnostics li span, .diagnostics code, .placeholder, .app-text .tag"
    lowest = browser.evaluate(CONTRAST.replace("SELECTOR", repr(selector)))
    assert lowest and lowest[0][0] >= 4.5, lowest


DIFF_PAGE = os.path.join(ROOT, "Tests", "FormSpecTests", "Goldens", "diff-page", "expected.html")
# The golden's changes (DiffPageTests): 1 the calendar removed, 2 the toggle changed, 3 the group
# added, 4 the checkbox changed, 5 the form's title (no control).
DIFF_SIDES = {1: ("before",), 2: ("before", "after"), 3: ("after",), 4: ("before", "after"), 5: ()}


def console_problems(browser):
    """The errors and warnings the page logged while it loaded (Runtime and Log events)."""
    browser.evaluate("0")  # let the events of the load arrive
    problems = []
    for event in browser.events:
        method, params = event.get("method"), event.get("params", {})
        if method == "Runtime.exceptionThrown":
            problems.append(params)
        elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "warning", "assert"):
            problems.append(params)
        elif method == "Log.entryAdded" and params["entry"].get("level") in ("error", "warning"):
            problems.append(params["entry"])
    return problems


def spilled_out_of_sides(browser):
    """What is drawn out of its side of a change (a figure, or a part of one): none should be."""
    return browser.evaluate("""[...document.querySelectorAll('.side')].flatMap(side => {
        const box = side.getBoundingClientRect();
        return [...side.querySelectorAll('figure, figure *')].filter(e => {
          const r = e.getBoundingClientRect();
          return r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5);
        }).map(e => e.id || e.className.baseVal || e.className || e.tagName);
      })""")


@pytest.mark.parametrize("width", WIDTHS)
def test_the_diff_page_draws_each_change_before_and_after_in_both_appearances(browser, width):
    browser.call("Runtime.enable")
    browser.call("Log.enable")
    copy = os.path.join(OUT, "diff-page.html")  # kept beside its screenshots, as the previews are
    shutil.copyfile(DIFF_PAGE, copy)
    image = shot(browser, copy, "diff-page", width)
    assert console_problems(browser) == []
    assert browser.evaluate("document.documentElement.scrollWidth") <= width
    assert browser.evaluate("document.querySelectorAll('section.change').length") == len(DIFF_SIDES)
    for number, sides in DIFF_SIDES.items():
        for side in ("before", "after"):
            drawn = side in sides
            for appearance in ("light", "dark"):
                found = browser.evaluate(f"document.querySelectorAll('#{appearance}-{side}-{number}').length")
                assert found == (1 if drawn else 0), (number, side, appearance)
    # Before and after side by side from 800 px, one above the other below; in each side the light
    # figure above the dark one, each named, on its own background.
    before, after = rect(browser, "#change-2 ~ .sides .before"), rect(browser, "#change-2 ~ .sides .after")
    assert (after[0] > before[0] and after[1] == before[1]) if width >= 800 else (after[1] > before[1] and after[0] == before[0])
    for side in ("before", "after"):
        light, dark = rect(browser, f"#light-{side}-2"), rect(browser, f"#dark-{side}-2")
        assert dark[1] > light[1] and dark[0] == light[0]
        for appearance, colour in (("light", (255, 255, 255)), ("dark", (0, 0, 0))):
            selector = f"#{appearance}-{side}-2"
            named = browser.evaluate(f"getComputedStyle(document.querySelector({selector!r}), '::before').content")
            assert named == f'"{appearance.capitalize()} appearance"'
            x, y, w, h = rect(browser, selector)
            assert image.getpixel((int(x + w - 6), int(y + h / 2))) == colour, selector
    # The toggle's change shows: off before, on after (the switch's track, systemGreen in each appearance).
    assert browser.evaluate("document.querySelector('#light-before-2 svg').getAttribute('aria-label')") == "switch, off"
    assert browser.evaluate("document.querySelector('#light-after-2 svg').getAttribute('aria-label')") == "switch, on"
    for appearance, green in (("light", "#34C759"), ("dark", "#30D158")):
        x, y, w, h = rect(browser, f"#{appearance}-after-2 svg.glyph")
        assert image.getpixel((int(x + 8), int(y + h / 2))) == rgb(green), appearance
    assert spilled_out_of_sides(browser) == []
    # The badges and the page's own text are legible.
    lowest = browser.evaluate(CONTRAST.replace("SELECTOR", repr(".badge, h1, h2, h3, header p, .lines li, .side > .note")))
    assert lowest and lowest[0][0] >= 4.5, lowest


DIFF_COMMAND_PAGE = os.path.join(ROOT, "Tests", "FormSpecTests", "Goldens", "diff", "every-class", "expected.html")


@pytest.mark.parametrize("width", WIDTHS)
def test_the_page_formspec_diff_prints_draws_every_changed_control(browser, width):
    """`formspec diff --format html` of the golden case that has every class (DiffGoldenTests
    records the page): a section per changed control, each drawn where it exists, in both
    appearances, and nothing out of place."""
    browser.call("Runtime.enable")
    browser.call("Log.enable")
    copy = os.path.join(OUT, "diff-every-class.html")
    shutil.copyfile(DIFF_COMMAND_PAGE, copy)
    shot(browser, copy, "diff-every-class", width)
    assert console_problems(browser) == []
    assert browser.evaluate("document.documentElement.scrollWidth") <= width
    # Every class counted; a section's badge is its most severe change's class.
    summary = browser.evaluate("document.querySelector('header .summary').textContent")
    assert re.fullmatch(r"\d+ changes: [1-9]\d* breaking, [1-9]\d* behavior, [1-9]\d* cosmetic\.", summary), summary
    badges = browser.evaluate("[...new Set([...document.querySelectorAll('.change .badge')].map(b => b.textContent))].sort()")
    assert badges == ["behavior", "breaking"]
    # Each section: per side, a light and a dark figure of the control, or a note that it has none there.
    sides = browser.evaluate("""[...document.querySelectorAll('section.change .side')].map(side => [
        side.querySelectorAll('figure[id^=light-]').length, side.querySelectorAll('figure[id^=dark-]').length,
        side.querySelectorAll(':scope > .note').length])""")
    assert sides and all(drawn in ([1, 1, 0], [0, 0, 1]) for drawn in sides), sides
    assert any(drawn == [1, 1, 0] for drawn in sides)
    assert spilled_out_of_sides(browser) == []
    lowest = browser.evaluate(CONTRAST.replace("SELECTOR", repr(".badge, h1, h2, h3, header p, .lines li, .side > .note")))
    assert lowest and lowest[0][0] >= 4.5, lowest
