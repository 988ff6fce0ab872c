"""Browser steps every game's flow shares: each press made once, on a still screen, then the outcome waited for.

A press is made only once Flutter has drawn what came before (two animation frames after the button shows):
a tap that lands while the screen redraws is lost, and pressing again after a short wait could take the
same action twice when the first press was only slow (a busy machine answers in seconds). So no step
presses again: each waits on what the screen shows, up to the page's own timeout, and fails with what did
not happen. Only typing is repeated (:func:`keep_text`). Each step returns how many presses (or typings) it
took, for the flows that count a round's effort as a player would spend it.
"""

from __future__ import annotations

import contextlib
import datetime
import json
import re

from playwright.sync_api import TimeoutError as NotYet
from playwright.sync_api import expect

from companion.i18n import catalogue

FRAMES = "() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))"
"""Resolves once the browser has drawn two more frames: Flutter has handled what came before."""


def said(page, phrase: str, **values: object) -> str:
    """``phrase`` (the app's English source) as the phone ``page`` reads it (in ``page.language``, English when
    unset), its placeholders filled with ``values``."""
    return catalogue(getattr(page, "language", "en")).gettext(phrase).format(**values)


def still(page, target) -> None:
    """Wait until ``target`` shows and Flutter has drawn two more frames: a press made now is taken."""
    target.wait_for()
    page.evaluate(FRAMES)


def keep_text(page, box, value: str) -> int:
    """Type ``value`` into the text field ``box`` and check Flutter kept it; returns how many times
    it was typed (each typing is counted).

    The field is typed into only once Flutter has taken the tap (two frames later): text filled in
    before Flutter connects its editing to the field is lost, and Flutter then writes the field's
    old text back, a moment after the browser showed the new one (the token total of issue 21
    never reached the server that way). The value is checked after two more frames for the same
    reason; a field that did not keep it is typed into again: on a loaded machine Flutter connects
    later than any number of frames (typing once failed so; the page shows nothing that says when
    it has connected), and typing again cannot take an action twice.
    """
    for typed in range(1, 6):
        box.click()
        page.evaluate(FRAMES)
        box.fill(value)
        page.evaluate(FRAMES)
        with contextlib.suppress(AssertionError):  # not kept: type again
            expect(box).to_have_value(value, timeout=2_000)
            return typed
    raise AssertionError(f"a text field did not keep {value!r}")


def button(page, name: str | re.Pattern):
    """The first button named exactly ``name`` (or matching the pattern)."""
    return page.get_by_role("button", name=name, exact=isinstance(name, str) or None).first


def click(page, name: str | re.Pattern, timeout: float | None = None) -> None:
    """Click the first button named exactly ``name`` (or matching the pattern) once the screen is still."""
    target = button(page, name)
    target.wait_for(timeout=timeout)
    page.evaluate(FRAMES)
    target.click(timeout=timeout)


def press(page, target, shows) -> int:
    """Press ``target`` (a locator) once the screen is still and wait until ``shows`` (a locator) is on
    screen; returns 1 (the one press)."""
    still(page, target)
    target.click()
    shows.first.wait_for()
    return 1


def choose_sentence(page, sentence: str) -> int:
    """Tap the choice told in ``sentence`` (a reading beside its radio) and wait until its radio is on; returns 1."""
    choice = button(page, sentence)
    choice.scroll_into_view_if_needed()
    press(page, choice, choice.locator("[role=radio][aria-checked=true]"))
    return 1


def press_until(page, name: str | re.Pattern, then: str) -> int:
    """Press ``name`` once and wait until a button named ``then`` shows (a dialog's OK, the next step's
    button); returns how many presses it took (none when ``then`` already shows)."""
    target = page.get_by_role("button", name=then, exact=True)
    if target.count():
        return 0
    return press(page, button(page, name), target)


def submit(page, name: str, until=None) -> int:
    """Press the dialog's ``name`` button once and wait until the dialog closes, then for ``until`` if given;
    returns 1 (the one press)."""
    dialog = page.get_by_role("alertdialog")
    target = page.get_by_role("button", name=name, exact=True).first
    still(page, target)
    target.click()
    try:
        dialog.wait_for(state="detached")
    except NotYet as late:
        shown = dialog.first.inner_text() if dialog.count() else ""
        raise AssertionError(f"the dialog did not close after {name!r}; it shows: {shown!r}") from late
    if until is not None:
        until.wait_for()
    return 1


def record_round(page, game: str, taps: int, typed: int, dark: bool) -> None:
    """Check a round's taps and typed fields against the game's target and record them where
    ``python -m tests.bench`` reads them (the one source of that figure)."""
    from tests.bench.report import ROUND_TARGETS, ROUNDS

    size = page.viewport_size
    counted = {
        "taps": taps,
        "typed": typed,
        "size": f"{size['width']}x{size['height']}",
        "theme": "dark" if dark else "light",
        "when": datetime.date.today().isoformat(),
    }
    print(f"\n{game}: one round in {taps} taps + {typed} typed fields ({counted['size']}, {counted['theme']})")
    ROUNDS.mkdir(parents=True, exist_ok=True)
    (ROUNDS / f"{game}.json").write_text(json.dumps(counted), encoding="utf-8")
    target = ROUND_TARGETS[game]
    assert target.met(taps, typed), f"{taps} taps + {typed} typed fields: over the target {target.text()}"
