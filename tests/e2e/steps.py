"""Browser steps every game's flow shares: typing that sticks, dialogs opened and closed for sure.

A busy machine can drop a fast fill or a click that lands while Flutter redraws; each step checks
its outcome and tries again a few times before failing with what did not happen. Each step returns
how many presses (or typings) it took, every repeat included, for the flows that count a round's
effort as a player would spend it.
"""

from __future__ import annotations

import contextlib
import datetime
import json
import re

from playwright.sync_api import expect

FRAMES = "() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))"
"""Resolves once the browser has drawn two more frames: Flutter has handled what came before."""


def keep_text(page, box, value: str) -> int:
    """Type ``value`` into the text field ``box`` and check Flutter kept it; returns how many times
    it was typed.

    The field is typed into only once Flutter has taken the tap (two frames later): text filled in
    before Flutter connects its editing to the field is lost, and Flutter then writes the field's
    old text back, a moment after the browser showed the new one (the token total of issue 21
    never reached the server that way). The value is checked after two more frames for the same
    reason; a field that did not keep it is typed into again.
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


def click(page, name: str | re.Pattern, timeout: float | None = None) -> None:
    """Click the first button named exactly ``name`` (or matching the pattern)."""
    page.get_by_role("button", name=name, exact=isinstance(name, str) or None).first.click(timeout=timeout)


def press_until(page, button: str | re.Pattern, then: str) -> int:
    """Press ``button`` until a button named ``then`` shows (a dialog's OK, the next step's button);
    returns how many presses it took.

    A press lost while the screen redrew is pressed again; a button already gone means the earlier
    press was taken and its result is still coming.
    """
    target = page.get_by_role("button", name=then, exact=True)
    presses = 0
    for attempt in range(4):
        if target.count():
            return presses
        with contextlib.suppress(Exception):  # gone: the earlier press was taken
            click(page, button, timeout=None if attempt == 0 else 5_000)
            presses += 1
        try:
            target.wait_for(timeout=6_000)
            return presses
        except Exception:  # noqa: BLE001, S112 - not yet: look again
            continue
    raise AssertionError(f"pressing {button!r} did not bring {then!r}")


def submit(page, name: str, until=None) -> int:
    """Press the dialog's ``name`` button until the dialog closes, then wait for ``until`` if given;
    returns how many presses it took."""
    dialog = page.get_by_role("alertdialog")
    button = page.get_by_role("button", name=name, exact=True)
    button.wait_for()
    presses = 0
    for _ in range(4):
        if not dialog.count():
            break
        try:
            button.first.click()
            presses += 1
            dialog.wait_for(state="detached", timeout=10_000)
            break
        except Exception:  # noqa: BLE001, S112 - still open (a press in its opening animation is lost)
            continue
    else:
        shown = dialog.first.inner_text() if dialog.count() else ""
        raise AssertionError(f"the dialog did not close after {name!r}; it shows: {shown!r}")
    if until is not None:
        until.wait_for()
    return presses


def record_round(page, game: str, taps: int, typed: int, dark: bool) -> None:
    """Check a round's taps and typed fields against the game's target and record them where
    ``companion bench`` reads them (the one source of that figure)."""
    from companion.bench import ROUND_TARGETS, ROUNDS

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
