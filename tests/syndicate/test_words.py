"""Players read sentences, not code (issue 33): the log and the refusals name territories as the board prints
them and settings by their choice's sentence, never by a lower-case id or a raw value."""

from __future__ import annotations

from companion.games.syndicate import commands as c
from tests.commands import ok

from .helpers import edit, game, own
from .test_choices import TAX
from .test_rules import to_sovereign


def test_a_base_chosen_by_its_id_is_refused_with_its_board_name():
    """l.576-578: Ann cannot leave Bo's Koss unpaid; the refusal says "Koss", not the id "koss"."""

    def setup(s):
        s.player_names[:] = ["Ann", "Bo", "Cy"]
        own(s, "Goshen", 0)
        own(s, "Koss", 1)
        s.players[0].res.credits = 0

    session = edit(game(), setup)
    to_sovereign(session, TAX)
    messages = [v.message for v in session.validate(c.ResolveSovereignCard(flips={0: ["koss"]}))]
    assert "Ann has no base on Koss." in messages


def test_a_changed_setting_is_logged_as_its_choice_sentence():
    session = game()
    ok(session, c.ChangeSetting(key="upkeep_pool", value="this income only"))
    assert session.log()[-1].label == "Setting: Crew upkeep is paid from: Only this round's crew income"
