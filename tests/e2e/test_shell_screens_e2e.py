"""The shell's own screens in a real browser: refusals in plain words, a skip with duties, By hand.

Served by ``tests/e2e/duty_app.py``: the real app with Syndicate's first step owing a duty and a
button making an illegal move (the refusal dialog is the shell's, the rule the engine's).
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from companion import games
from companion.engine import CompleteStep
from tests.conftest import ServedApp, assert_no_errors, open_app
from tests.e2e.duty_app import DUTY, ILLEGAL, steps
from tests.e2e.steps import keep_text, submit


@pytest.fixture(scope="module")
def duty_app(tmp_path_factory):
    """The duty app served once for the module (each test starts a game of its own on it)."""
    app = ServedApp(tmp_path_factory.mktemp("duty") / "home", module="tests.e2e.duty_app")
    yield app
    app.stop()


@pytest.fixture
def table(page, duty_app):
    """A Syndicate game for Ann and Bob, started through the new-game screen."""
    duty_app.mark()
    page.set_default_timeout(20_000)
    open_app(page, duty_app.url)
    page.get_by_role("button", name="New Syndicate game").click()
    keep_text(page, page.get_by_role("textbox", name="Seat 1 name"), "Ann")
    keep_text(page, page.get_by_role("textbox", name="Seat 2 name"), "Bob")
    page.get_by_role("button", name="Start game").click()
    expect(page.locator("flt-semantics-host").get_by_text("Round 1", exact=True)).to_be_visible()
    yield page
    assert_no_errors(page, duty_app)


def test_a_refusal_says_it_in_plain_words_with_where_to_find_the_rule(table):
    page = table
    [rule] = CompleteStep(step=steps(auto=True)[0]).check(games.new_session("syndicate", 2, 1, {}).state)
    assert rule.message != rule.text  # the situation, then the rule behind a tap
    page.get_by_role("button", name=ILLEGAL).click()
    dialog = page.get_by_role("alertdialog")
    expect(dialog.get_by_text("Not allowed")).to_be_visible()
    expect(dialog.get_by_text(rule.message, exact=True)).to_be_visible()
    expect(dialog.get_by_text(f"Rule: {rule.citation}")).to_be_visible()
    dialog.get_by_text("Tap to read the rule").click()
    expect(dialog.get_by_text(rule.text, exact=True)).to_be_visible()
    assert "engine." not in dialog.inner_text()  # never a rule id
    submit(page, "OK")


def test_a_skip_with_duties_left_asks_first_and_names_them(table):
    page = table
    page.get_by_role("button", name="Skip:").first.click()
    dialog = page.get_by_role("alertdialog")
    expect(dialog.get_by_text("Skip with duties left?")).to_be_visible()
    expect(dialog.get_by_text(f"• {DUTY}")).to_be_visible()
    submit(page, "Go back")
    expect(page.locator("flt-semantics-host").get_by_text("Nothing to undo")).to_be_visible()  # nothing was skipped
    page.get_by_role("button", name="Skip:").first.click()
    submit(page, "Skip anyway", until=page.locator("flt-semantics-host").get_by_text("Undo: Skip to:"))


def test_the_turn_banner_names_the_player(table):
    expect(table.get_by_text("Ann's turn")).to_be_visible()


def test_a_refused_correction_keeps_the_editor_open_with_the_value_typed(table):
    page = table
    page.get_by_role("button", name=re.compile(r"^By hand")).click()
    page.get_by_role("button", name="Set Victory points (Ann)").click()
    points = page.get_by_role("textbox", name="Victory points (Ann)")
    keep_text(page, points, "-3")
    page.get_by_role("button", name="Set", exact=True).click()
    dialog = page.get_by_role("alertdialog")
    expect(dialog.get_by_text("Not allowed")).to_be_in_viewport()  # by the button that was pressed
    assert points.input_value() == "-3"  # everything typed is still there
    keep_text(page, points, "4")
    expect(dialog.get_by_text("Not allowed")).to_have_count(0)  # fixed: the refusal goes
    submit(page, "Set", until=page.locator("flt-semantics-host").get_by_text("Victory points (Ann): 4"))
