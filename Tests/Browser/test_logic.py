"""The visual preview's logic in a real browser: headless Chromium runs the page's one script on
the sign-up sample (Samples/signup.form.yaml), whose ticket, workshop toggle and dietary group
drive the other controls, and on a spec written to break the page (specs/hostile-logic.form.yaml);
with scripts off, the page shows every control with its logic in words. Screenshots are kept in
Tests/Browser/out/."""

import json
import os
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "Scripts"))
sys.path.insert(0, HERE)
from page_renderer import Browser  # noqa: E402
from test_previews import CONTRAST, OUT, console_problems, page_of  # noqa: E402

SIGNUP = os.path.join(ROOT, "Samples", "signup.form.yaml")
HOSTILE = os.path.join(HERE, "specs", "hostile-logic.form.yaml")
# The sign-up sample's controls, in order: the page's pairs and the script's fields.
TICKET, STUDENT_ID, WORKSHOP, WORKSHOP_DAY, DIETARY, NEWSLETTER, PHOTOS, CONDUCT = range(8)

# Answers a control through the field the script adds under it: a select's option by its text, or
# a checkbox of a selection by its label's text.
HELPERS = """
window.fsPairs = () => [...document.querySelectorAll('main .form > section.pair')];
window.fsChoose = (index, text) => {
  const select = fsPairs()[index].querySelector('.try select');
  const option = [...select.options].findIndex(o => o.textContent === text);
  if (option < 0) throw new Error('no option ' + text);
  select.selectedIndex = option;
  select.dispatchEvent(new Event('change'));
};
window.fsTick = (index, text, on) => {
  const label = [...fsPairs()[index].querySelectorAll('.try label')].find(l => l.textContent.trim() === text);
  if (!label) throw new Error('no item ' + text);
  const input = label.querySelector('input');
  if (input.checked !== on) { input.checked = on; input.dispatchEvent(new Event('change')); }
};
window.fsHidden = () => fsPairs().map(p => p.hidden || p.getBoundingClientRect().height === 0);
window.fsStatus = index => fsPairs()[index].querySelector('.try .status').textContent;
window.fsIssues = () => { document.querySelector('.try-panel .check').click();
  return [...document.querySelectorAll('.try-panel .issues li')].map(li => li.textContent); };
0
"""


@pytest.fixture(scope="module")
def browser():
    os.makedirs(OUT, exist_ok=True)
    browser = Browser()
    browser.call("Runtime.enable")
    browser.call("Log.enable")
    yield browser
    browser.close()


def load(browser, page, width=1024, scripts=True):
    browser.call("Emulation.setScriptExecutionDisabled", value=not scripts)
    browser.open(page, width)
    if scripts:
        browser.evaluate(HELPERS)


@pytest.fixture(scope="module")
def signup():
    return page_of(SIGNUP, "signup-logic")


def test_the_script_follows_the_sign_up_logic(browser, signup):
    load(browser, signup)
    assert console_problems(browser) == []
    # A standard ticket: the student-ID checkbox is hidden; the workshop is on, so its day is shown and required.
    hidden = browser.evaluate("fsHidden()")
    assert [i for i, h in enumerate(hidden) if h] == [STUDENT_ID]
    assert browser.evaluate("document.querySelector('.hidden-count').textContent") == "1 control is hidden now."
    assert browser.evaluate(f"fsStatus({WORKSHOP_DAY})") == "Now: enabled · required"
    assert browser.evaluate(f"fsStatus({DIETARY})") == "Now: enabled · optional"
    # Only the code of conduct is missing (the ticket and the workshop day are answered from the start).
    assert browser.evaluate("fsIssues()") == [
        "I have read and accept the code of conduct (code-of-conduct): Please accept the code of conduct to sign up"]

    # A student ticket: the student-ID checkbox appears, required, and unanswered it is an issue, first in order.
    browser.evaluate(f"fsChoose({TICKET}, 'Student — £99')")
    assert not browser.evaluate("fsHidden()")[STUDENT_ID]
    assert browser.evaluate(f"fsStatus({STUDENT_ID})").startswith("Now: enabled · required")
    issues = browser.evaluate("fsIssues()")
    assert issues == [
        "I will show a valid student ID at the door (student-id): A student ticket needs a valid student ID",
        "I have read and accept the code of conduct (code-of-conduct): Please accept the code of conduct to sign up"]
    assert browser.evaluate(f"fsPairs()[{STUDENT_ID}].classList.contains('has-issue')")
    shot = os.path.join(OUT, "signup-logic-student-1024.png")
    browser.screenshot(shot)

    # The workshop toggle off: its day is hidden, and a hidden control is never required.
    browser.evaluate(f"fsTick({WORKSHOP_DAY}, '2027-03-16', false)")
    assert any("Pick the day of your workshop" in issue for issue in browser.evaluate("fsIssues()"))
    browser.evaluate(f"fsChoose({WORKSHOP}, 'off')")
    assert browser.evaluate("fsHidden()")[WORKSHOP_DAY]
    assert not any("workshop" in issue for issue in browser.evaluate("fsIssues()"))

    # Three dietary requirements are too many, with the spec's message; two are not.
    for item in ("Vegetarian", "Vegan", "Halal"):
        browser.evaluate(f"fsTick({DIETARY}, {item!r}, true)")
    assert "Dietary requirements (dietary): Pick at most two, and tell us the rest at the door" in browser.evaluate(
        "fsIssues()")
    browser.evaluate(f"fsTick({DIETARY}, 'Halal', false)")
    assert not any("(dietary)" in issue for issue in browser.evaluate("fsIssues()"))

    # Everything answered: the form can be submitted.
    browser.evaluate(f"fsChoose({STUDENT_ID}, 'on')")
    browser.evaluate(f"fsChoose({CONDUCT}, 'on')")
    assert browser.evaluate("fsIssues()") == ["No issue: the form can be submitted."]
    # Back to a standard ticket: the student ID is hidden again, and its answer, not submitted, is no issue.
    browser.evaluate(f"fsChoose({TICKET}, 'Standard — £249')")
    assert browser.evaluate("fsHidden()")[STUDENT_ID]
    assert browser.evaluate("fsIssues()") == ["No issue: the form can be submitted."]
    # The speaker ticket, disabled in the spec, cannot be chosen.
    assert browser.evaluate(
        f"[...fsPairs()[{TICKET}].querySelector('.try select').options].filter(o => o.disabled).map(o => o.textContent)"
    ) == ["Speaker (invitation only)"]
    assert console_problems(browser) == []


@pytest.mark.parametrize("width", [390, 1024])
def test_the_page_with_its_script_fits_and_is_legible(browser, signup, width):
    load(browser, signup, width)
    browser.evaluate("fsIssues()")
    browser.screenshot(os.path.join(OUT, f"signup-logic-{width}.png"))
    assert browser.evaluate("document.documentElement.scrollWidth") <= width
    selector = ".try-panel h2, .try-panel .note, .try-panel .check, .issues li, .try, .try .status, .logic li"
    lowest = browser.evaluate(CONTRAST.replace("SELECTOR", repr(selector)))
    assert lowest and lowest[0][0] >= 4.5, lowest


def test_without_scripts_every_control_is_shown_with_its_logic_in_words(browser, signup):
    try:
        load(browser, signup, scripts=False)
        browser.screenshot(os.path.join(OUT, "signup-logic-no-script-1024.png"))
    finally:
        browser.call("Emulation.setScriptExecutionDisabled", value=False)
    heights = browser.evaluate(
        "[...document.querySelectorAll('main .form > section.pair')].map(p => p.getBoundingClientRect().height)")
    assert len(heights) == 8 and all(height > 0 for height in heights), heights
    assert browser.evaluate("document.querySelectorAll('.try-panel, .try').length") == 0
    logic = browser.evaluate(
        f"[...document.querySelectorAll('main .form > section.pair')[{STUDENT_ID}].querySelectorAll('figure.light .logic li')]"
        ".map(li => li.textContent)")
    assert logic == ["shown when 'Ticket' is Student — £99", "if unanswered: A student ticket needs a valid student ID"]
    flags = browser.evaluate("[...document.querySelectorAll('figure.light figcaption .required')].length")
    assert flags == 4  # the ticket, the student ID, the workshop day, the code of conduct
    assert browser.evaluate("document.querySelector('figure.light .logic li').textContent") == (
        "shown when 'Ticket' is Student — £99")


HOSTILE_TEXT = "</script><script>alert(1)</script>"


def test_a_hostile_spec_stays_text(browser):
    page = page_of(HOSTILE, "hostile-logic")
    load(browser, page)
    assert not [e for e in browser.events if e.get("method") == "Page.javascriptDialogOpening"]
    assert console_problems(browser) == []
    # Only the page's data block and its script: none of the spec's text became an element.
    assert browser.evaluate("[...document.scripts].map(s => s.type || 'script')") == ["application/json", "script"]
    assert browser.evaluate("document.querySelectorAll('img, b, main script').length") == 0
    assert browser.evaluate("document.querySelector('h1').textContent") == HOSTILE_TEXT
    # The data reads back as the spec wrote it, and the script follows it.
    controls = browser.evaluate("JSON.parse(document.getElementById('formspec-logic').textContent).controls")
    assert [c["id"] for c in controls] == ["pick.one_of-these", "shown.when_picked-1"]
    assert controls[0]["answers"]["options"][1]["label"] == '\u2028"},{"id":"injected"}]} & &amp; <b>bold</b>'
    assert controls[1]["visibleWhen"] == {"control": "pick.one_of-these", "is": "x.y_z-1"}
    assert browser.evaluate("fsHidden()") == [False, True]
    browser.evaluate("fsChoose(0, '</SCRIPT><img src=x onerror=alert(3)>')")
    assert browser.evaluate("fsHidden()") == [False, False]
    assert browser.evaluate("fsIssues()") == [
        "</script><script>alert(4)</script> (shown.when_picked-1): </script><script>alert(5)</script> \\u003C/script>"]
    assert browser.evaluate("document.querySelectorAll('img, b, main script').length") == 0
    assert not [e for e in browser.events if e.get("method") == "Page.javascriptDialogOpening"]
    assert console_problems(browser) == []
