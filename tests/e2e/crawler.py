"""The screen crawler: what a stranger meets on each screen, read from the accessibility tree Flutter keeps.

On a screen it turns the mouse wheel down until nothing moves and checks that the last control then
lies whole in the window, that no error box shows and that no words are cut short or squeezed to a few letters
a line, nor a dropdown's choice too long for its box on a phone (at the screen's or dialog's top and end); then
it presses each enabled button in turn: a dialog that opens is scrolled to its end the same way and its own
button pressed with nothing filled in, and what the app answers must show in the window (a refusal, a dialog
of its own, or the dialog closing, accepted); a press on the screen must change something visible. A press that
changed the table is undone. Each problem is collected in plain words, with where it was met.
"""

from __future__ import annotations

import contextlib
import io
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PIL import Image
from playwright.sync_api import TimeoutError as NotYet

from .contrast import ERROR_GREY, FLET_RED, error_box_share
from .steps import FRAMES

SNAPSHOT = """() => {
  const controls = new Set(['button', 'checkbox', 'switch', 'radio', 'slider', 'tab', 'link', 'combobox', 'menuitem']);
  const dialogs = document.querySelectorAll('[role=alertdialog], [role=dialog]');
  const dialog = dialogs.length ? dialogs[dialogs.length - 1] : null;
  const out = [], pen = document.createElement('canvas').getContext('2d');
  pen.font = '12px sans-serif';  // the smallest text the app draws (body small): a lower bound of its width
  const wide = t => pen.measureText(t).width;
  for (const e of document.querySelectorAll('flt-semantics, input, textarea')) {
    const r = e.getBoundingClientRect(), role = e.getAttribute('role');
    const input = e.tagName === 'INPUT' || e.tagName === 'TEXTAREA';
    const span = e.querySelector(':scope > span');
    const name = (e.getAttribute('aria-label') || (span ? span.textContent : '')
                  || (role === 'button' ? e.textContent : '') || '').trim();
    out.push({
      control: input || controls.has(role),
      name: name,
      needs: wide(name),
      word: Math.max(0, ...name.split(/\\s+/).map(wide)),
      role: input ? 'textbox' : role,
      state: [e.getAttribute('aria-disabled'), e.getAttribute('aria-checked'), e.getAttribute('aria-selected'),
              e.getAttribute('aria-expanded'), e.getAttribute('aria-description'), e.getAttribute('aria-invalid'),
              input ? e.value : ''].join('|'),
      disabled: e.getAttribute('aria-disabled') === 'true',
      invalid: e.getAttribute('aria-invalid') === 'true',
      dropdown: !!e.querySelector(':scope > [aria-expanded]') || e.hasAttribute('aria-haspopup'),
      pick: !!e.querySelector(':scope > [role=radio]'),
      dialog: !!(dialog && dialog.contains(e)),
      fold: ['Collapsed', 'Expanded'].find(f => f === e.getAttribute('aria-description')) || '',
      top: r.top, bottom: r.bottom, left: r.left, right: r.right,
    });
  }
  return {nodes: out, width: innerWidth, height: innerHeight, dialog: !!dialog};
}"""
"""Every node of Flutter's accessibility tree with its box, role, name and state (off-screen ones too)."""

POSITIONS = """(dialog) => [...document.querySelectorAll(dialog ? '[role=alertdialog] flt-semantics' : 'flt-semantics')]
  .map(e => Math.round(e.getBoundingClientRect().top)).join(',')"""

CLOSE = re.compile(r"^(Cancel|Close|Keep it|Go back|OK|Done|Not now|Back)$")
"""The buttons that close a dialog without doing anything."""

REFUSAL = re.compile(r"^(Not allowed|Check this first)")
"""How a refusal starts (the rules' refusal box, a marked field named by the button pressed)."""


ICON = 56
"""The largest box of an icon button (its name is its tooltip, not drawn)."""
LINE = 13
"""The least height of a line of the app's smallest text."""


@dataclass
class Node:
    control: bool
    name: str
    role: str | None
    state: str
    disabled: bool
    invalid: bool
    dropdown: bool
    pick: bool  # a choice told in a sentence beside its radio
    dialog: bool
    fold: str  # a folded section's header: "Collapsed" or "Expanded"
    needs: float  # the width its words need on one line in the app's smallest text
    word: float  # the width of its longest word in that text
    top: float
    bottom: float
    left: float
    right: float

    @property
    def shown(self) -> bool:
        return self.bottom > self.top and self.right > self.left

    def clipped(self) -> str:
        """How its words fail to fit its box ("" when they fit): a word wider than the box was broken into a few
        letters a line, or the words need more lines than the box has room for (cut short). Text fields (their
        value scrolls), icon buttons (their name is a tooltip) and nodes that gather several texts (a chart's bar,
        a section read as one) are not read."""
        width, height = self.right - self.left, self.bottom - self.top
        if not self.name or "\n" in self.name or self.role == "textbox" or (width <= ICON and height <= ICON):
            return ""
        if self.word > width + 2:
            return "squeezed to a few letters a line"
        if width * max(1, height // LINE) < 0.9 * self.needs:
            return "cut short"
        return ""


@dataclass
class Snapshot:
    nodes: list[Node]
    width: int
    height: int
    dialog: bool

    def scope(self, dialog: bool) -> list[Node]:
        """The shown nodes of the open dialog, or of the screen when none is open."""
        return [n for n in self.nodes if n.dialog == dialog and n.shown]

    def in_window(self, n: Node) -> bool:
        return n.top >= -1 and n.bottom <= self.height + 1 and n.left >= -1 and n.right <= self.width + 1

    def looks(self, dialog: bool) -> list[tuple[str, str, str]]:
        """What the scope shows in the window (an answer drawn out of view is no answer)."""
        return sorted((n.name, n.state, n.role or "") for n in self.scope(dialog) if self.in_window(n))

    def buttons(self, dialog: bool) -> dict[str, Node]:
        """The enabled buttons of the scope by their words (a dropdown or a radio's sentence is a choice, not an
        action)."""
        return {
            " ".join(n.name.split()): n
            for n in self.scope(dialog)
            if n.control and n.role == "button" and not n.disabled and n.name and not n.dropdown and not n.pick
        }


def snapshot(page) -> Snapshot:
    data = page.evaluate(SNAPSHOT)
    return Snapshot([Node(**n) for n in data["nodes"]], data["width"], data["height"], data["dialog"])


class Wire:
    """The app's messages to this phone: a press is answered once they have come and stopped."""

    QUIET = 0.1
    """Seconds without a message after which the app's answer to a press is taken as complete."""

    def __init__(self, page):
        self.heard = 0
        self.last = 0.0
        page.on("websocket", lambda socket: socket.on("framereceived", self._heard))

    def _heard(self, frame: object) -> None:
        self.heard += 1
        self.last = time.monotonic()

    def quiet_after(self, page, heard: int, longest: float = 3.0) -> None:
        """Wait until messages came after the ``heard``-th and then stopped (at most ``longest`` seconds
        for a first one: a press the app answers with nothing)."""
        start = time.monotonic()
        while time.monotonic() - start < 10:
            page.evaluate(FRAMES)
            if self.heard > heard and time.monotonic() - self.last >= self.QUIET:
                break
            if self.heard == heard and time.monotonic() - start >= longest:
                break
        page.evaluate(FRAMES)


@dataclass
class Crawl:
    """One crawl's findings: each problem with where it was met."""

    page: Any
    wire: Wire
    where: str = ""
    problems: list[str] = field(default_factory=list)
    dialogs: int = 0
    presses: int = 0

    def problem(self, text: str) -> None:
        found = f"{self.where}: {text}"
        if found not in self.problems:
            self.problems.append(found)

    # -- scrolling -------------------------------------------------------------------------------
    def scroll_to_end(self, snap: Snapshot, dialog: bool) -> Snapshot:
        """Turn the wheel over the screen (or the dialog) until nothing moves; the snapshot at the end."""
        scope = snap.scope(dialog)
        if not scope:
            return snap
        top, bottom = max(0, min(n.top for n in scope)), min(snap.height, max(n.bottom for n in scope))
        self.page.mouse.move(snap.width / 2, (top + bottom) / 2)
        for _ in range(10):  # a long turn of the wheel at a time: Flutter stops it at the end
            before = self.page.evaluate(POSITIONS, dialog)
            self.page.mouse.wheel(0, 20_000)
            self.page.evaluate(FRAMES)
            self.page.evaluate(FRAMES)
            if self.page.evaluate(POSITIONS, dialog) == before:
                break
        return snapshot(self.page)

    def check_end(self, snap: Snapshot | None = None, dialog: bool = False) -> Snapshot:
        """Scrolled to its end, the screen's (or dialog's) last control lies whole in the window, no error box
        shows, and no words are cut short or squeezed (where it stood, and at its end)."""
        snap = snap or snapshot(self.page)
        self.check_words(snap, dialog)
        snap = self.scroll_to_end(snap, dialog)
        self.check_words(snap, dialog)
        controls = [n for n in snap.scope(dialog) if n.control]
        if controls:
            last = max(controls, key=lambda n: n.bottom)
            if not snap.in_window(last):
                self.problem(f"the last control {last.name!r} cannot be scrolled into view")
        self.check_error_box()
        return snap

    def check_words(self, snap: Snapshot, dialog: bool) -> None:
        """No label or button of the screen (or dialog) has its words cut short or squeezed, nor a dropdown of a
        phone's screen a choice it could not show whole once chosen."""
        for n in snap.scope(dialog):
            if snap.in_window(n) and (how := n.clipped()):  # out of the window a box is clipped by the window
                self.problem(f"{n.name!r} is {how}")
        if snap.width <= PHONE_WIDEST:  # as wide on a tablet: the phone is where it is narrowest
            for n in snap.scope(dialog):
                if n.dropdown and n.control and not n.disabled and snap.in_window(n):
                    self.check_dropdown(n)

    def check_dropdown(self, n: Node) -> None:
        """Each choice of the dropdown ``n`` fits its box on the one line a dropdown shows its chosen value on
        (the accessibility tree does not hold that value: its menu is opened to read every choice)."""
        before = self.page.evaluate(BUTTON_IDS)
        middle = (n.left + n.right) / 2, (n.top + n.bottom) / 2
        self.page.mouse.click(*middle)
        with contextlib.suppress(NotYet):  # no menu: a dropdown with nothing to choose yet
            self.page.wait_for_function(CHOICES_SHOWN, arg=before, timeout=3_000)
        self.page.evaluate(FRAMES)
        choices = self.page.evaluate(CHOICE_WIDTHS, before)
        for _id, choice, needs in choices:
            if needs > n.right - n.left - DROPDOWN_SIDES:
                self.problem(f"the dropdown {n.name!r} cuts its choice {choice!r} short")
        if choices:
            self.close_menu(n, [i for i, _choice, _needs in choices])

    def close_menu(self, n: Node, ids: list[str]) -> None:
        """Close the open menu (its choices ``ids``) of the dropdown ``n`` and keep the screen or dialog under it:
        the Escape key, and when that is not heard (nothing the key reaches has the focus) a tap beside the
        dropdown, outside its menu (a second tap on the dropdown can fall on the menu covering it, and choose)."""
        self.page.keyboard.press("Escape")
        try:
            self.page.wait_for_function(GONE, arg=ids, timeout=3_000)
        except NotYet:
            self.page.mouse.click(max(1, n.left - 8), (n.top + n.bottom) / 2)
            self.page.wait_for_function(GONE, arg=ids, timeout=10_000)
        self.page.evaluate(FRAMES)  # the menu has faded out: the next tap is taken

    def check_error_box(self) -> None:
        picture = Image.open(io.BytesIO(self.page.screenshot()))
        if error_box_share(picture, ERROR_GREY) >= 0.02 or error_box_share(picture, FLET_RED) >= 0.005:
            self.problem("an error box is on the screen")

    # -- pressing --------------------------------------------------------------------------------
    def undo_since(self, before: str) -> None:
        """Undo what a press did to the table, when it did something."""
        while undo_line(snapshot(self.page)) not in ("", before):
            self.page.get_by_role("button", name=UNDO).first.click()
            self.page.wait_for_function(WAIT_UNDO, arg=before, timeout=10_000)

    def into_window(self, target) -> None:
        """Turn the mouse wheel over the screen until ``target`` lies in the window: Flutter draws what it
        scrolled, so a button above or below the window (its node still in the page) cannot be clicked."""
        height = self.page.viewport_size["height"]
        for _ in range(20):
            box = target.bounding_box()
            if box is None or (box["y"] >= 0 and box["y"] + box["height"] <= height):
                return
            self.page.mouse.move(self.page.viewport_size["width"] / 2, height / 2)
            self.page.mouse.wheel(0, box["y"] + box["height"] / 2 - height / 2)
            self.page.evaluate(FRAMES)
            self.page.evaluate(FRAMES)

    def press(self, name: str, dialog: bool = False) -> Snapshot:
        """Press the button ``name`` (of the open dialog), wait for the app's answer and return what then shows."""
        scope = self.page.get_by_role("alertdialog").last if dialog else self.page
        self.presses += 1
        heard = self.wire.heard
        target = scope.get_by_role("button", name=name, exact=True).first
        self.into_window(target)
        target.click()
        self.wire.quiet_after(self.page, heard)
        return snapshot(self.page)

    def crawl_buttons(self, skip: re.Pattern[str]) -> None:
        """Press every enabled button of the screen once (those ``skip`` names aside, and one of each family:
        the by-hand editor of every value is one dialog), following what each does."""
        tried: set[str] = set()
        while True:
            snap = snapshot(self.page)
            fresh = [name for name in snap.buttons(False) if family(name) not in tried and not skip.search(name)]
            if not fresh:
                return
            name = fresh[0]
            tried.add(family(name))
            fold = snap.buttons(False)[name].fold
            if fold:  # a folded section's header
                if fold == "Collapsed":  # opened: its buttons are pressed in turn
                    self.page.get_by_role("button", name=name, exact=True).first.click()
                    self.page.wait_for_function(EXPANDED, arg=name)
                continue
            url, undo, looks = self.page.url, undo_line(snap), snap.looks(False)
            after = self.answered(
                self.press(name),
                lambda s, url=url, looks=looks: self.page.url == url and not s.dialog and s.looks(False) == looks,
            )
            if self.page.url != url:
                self.page.go_back()
                self.page.wait_for_function("url => location.href === url", arg=url)
            elif after.dialog:
                self.crawl_dialog(name, after)
            elif after.looks(False) == looks:
                self.problem(f"pressing {name!r} does nothing visible")
            else:
                self.check_refusal_in_view(name, after)
            if self.page.locator(MENU).count():  # a menu a button opened: a choice, not an action
                self.page.keyboard.press("Escape")
            self.undo_since(undo)

    def check_refusal_in_view(self, pressed: str, snap: Snapshot) -> bool:
        """What stopped the press (a refusal box, a field marked wrong) shows in the window: False when there is
        none."""
        said = [n for n in snap.scope(snap.dialog) if n.invalid or REFUSAL.search(n.name)]
        if said and not any(snap.in_window(n) for n in said):
            self.problem(f"pressing {pressed!r} says why out of view")
        return bool(said)

    def answered(self, snap: Snapshot, unchanged: Callable[[Snapshot], bool]) -> Snapshot:
        """``snap``, or what the window shows once it changed: on a loaded machine the app's answer can come after
        the press's quiet moment (a press is said to do nothing only when nothing changed within LATE seconds)."""
        deadline = time.monotonic() + LATE
        while unchanged(snap) and time.monotonic() < deadline:
            self.page.evaluate(FRAMES)
            snap = snapshot(self.page)
        return snap

    def crawl_dialog(self, opener: str, snap: Snapshot) -> None:
        """Scroll the dialog ``opener`` opened to its end, press its own button as it came, check the answer,
        close it."""
        self.dialogs += 1
        outer, self.where = self.where, f"{self.where} › {opener}"
        try:
            snap = self.check_end(snap, dialog=True)
            submit = _submit_button(snap)
            if submit is not None:
                looks = snap.looks(True)
                after = self.answered(self.press(submit, dialog=True), lambda s: s.dialog and s.looks(True) == looks)
                if after.dialog and after.looks(True) == looks:
                    self.problem(f"pressing {submit!r} with nothing filled in does nothing visible")
                elif after.dialog:
                    self.check_refusal_in_view(submit, after)
            self.close_dialogs(after if submit is not None else snap)
        finally:
            self.where = outer

    def close_dialogs(self, snap: Snapshot) -> None:
        """Close whatever dialog is open (a refusal's own dialog, then the form under it)."""
        for _ in range(4):
            if not snap.dialog:
                return
            closers = [name for name in snap.buttons(True) if CLOSE.match(name)]
            if closers:
                snap = self.press(closers[-1], dialog=True)
            else:
                self.page.keyboard.press("Escape")
                self.page.evaluate(FRAMES)
                snap = snapshot(self.page)
        with contextlib.suppress(NotYet):
            self.page.locator("[role=alertdialog]").first.wait_for(state="detached", timeout=3_000)
            return
        self.problem("a dialog does not close")


def undo_line(snap: Snapshot) -> str:
    """What the table's undo bar says ("" off a table): it changes when a press changed the table."""
    return next((n.name for n in snap.scope(False) if n.name.startswith("Undo: ")), "")


FAMILY = re.compile(r"^(Set|Remove|Edit|Rename) ")
"""Buttons of one kind, each opening the same dialog for another value (one of them is pressed)."""


def family(name: str) -> str:
    found = FAMILY.match(name)
    return found.group(1) if found else name


def _submit_button(snap: Snapshot) -> str | None:
    """The dialog's own action (its last enabled button that is not a way out), or None when it has only those."""
    doing = [name for name in snap.buttons(True) if not CLOSE.match(name)]
    return doing[-1] if doing else None


MENU = "[role=menu], [role=listbox]"

BUTTON_IDS = "() => [...document.querySelectorAll('flt-semantics[role=button]')].map(e => e.id)"
"""The buttons on screen (an opened dropdown's choices are the buttons that were not)."""

CHOICES_SHOWN = """(before) => [...document.querySelectorAll('flt-semantics[role=button]')]
  .some(e => !before.includes(e.id))"""

CHOICE_WIDTHS = """async (before) => {
  const font = new FontFace('crawled', 'url(assets/fonts/roboto.woff2)');  // the app's own font, from the app
  document.fonts.add(await font.load());
  const pen = document.createElement('canvas').getContext('2d');
  pen.font = '16px crawled';  // a dropdown draws its value in body large: 16 px, 20 px with Large text
  return [...document.querySelectorAll('flt-semantics[role=button]')].filter(e => !before.includes(e.id))
    .map(e => [e.id, (e.getAttribute('aria-label') || e.textContent || '').trim()])
    .map(([id, t]) => [id, t, pen.measureText(t).width]);
}"""
"""Each choice of the open dropdown (its node, its words) with the width its words need on one line at the app's
usual text size (a lower bound with Large text, where longer choices are cut)."""

GONE = "(ids) => !ids.some(id => document.getElementById(id))"
"""The nodes ``ids`` are gone (a dropdown's menu has closed)."""
LATE = 20
"""Seconds a press's answer may take on a loaded machine."""
PHONE_WIDEST = 600
"""The widest window taken for a phone's."""
DROPDOWN_SIDES = 68
"""What a dropdown's box keeps beside its value: the padding before it (16 px) and the arrow after it (52 px)."""

EXPANDED = """(name) => [...document.querySelectorAll('[aria-description=Expanded]')]
  .some(e => (e.getAttribute('aria-label') || e.textContent).trim().split(/\\s+/).join(' ') === name)"""
"""The folded section ``name`` is open."""

UNDO = re.compile(r"^Undo( Undo)?$")
"""The undo button's name (its label, and its tooltip repeating it)."""

WAIT_UNDO = """(before) => ![...document.querySelectorAll('flt-semantics')].some(e => {
  const span = e.querySelector(':scope > span');
  const t = (e.getAttribute('aria-label') || (span ? span.textContent : '') || '').trim();
  return t.startsWith('Undo: ') && t !== before;
})"""
"""The undo bar says what it said before the press (or nothing: back to the start of the history)."""
