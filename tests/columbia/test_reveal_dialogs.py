"""The reveal dialogs keep everything a card has: a library card's effects and condition reach the
command, a card typed at the table can be given them, and the library is written only when the
reveal is accepted, never with less than it held (TEST FIXTURE cards)."""

import flet as ft

from companion.engine import GameSession
from companion.games.columbia.commands import ResolveVote
from companion.ui.columbia import dialogs, event_dialogs
from tests.ui.fake_session import texts, walk
from tests.ui.fake_table import buttons, table

from .helpers import at, fresh, tap

RIOT = {  # test fixture card
    "id": "test-riot",
    "name": "Test Riot",
    "signs": {"founders": "+", "vox": "+"},
    "booker_location": 7,
    "effect": "Every player gains 2 Silver Eagles.",
    "effects": [{"kind": "eagles_each", "amount": 2}],
}


def _reveal_table(tmp_path):
    ctx = table(GameSession(at(fresh(), "reveal")), tmp_path)
    ctx.state.event = None
    return ctx


def _fields(dialog):
    return {c.label: c for c in walk(dialog) if isinstance(c, ft.TextField | ft.Dropdown)}


def test_a_library_world_event_brings_its_effect_and_it_acts(tmp_path, on_screen):
    """columbia-rules-summary.txt l.76 and l.88: the revealed card's effect resolves when the vote passes."""
    ctx = _reveal_table(tmp_path)
    ctx.library.add("columbia", "world_events", RIOT)
    event_dialogs.world_event(ctx)
    tap(ctx.dialog, "World Event: Test Riot")
    assert "Its effects: Every player gains 2 Silver Eagles." in texts(ctx.dialog)
    buttons(ctx.dialog)["Reveal"].on_click(None)
    assert ctx.refusal == [] and [e.kind for e in ctx.state.event.effects] == ["eagles_each"]
    assert ctx.session.execute(ResolveVote(tie_rolls=[[2, 1]])) == []
    assert [p.eagles for p in ctx.state.players] == [2, 2]
    kept = ctx.library.get("columbia", "world_events", "test-riot")
    assert [e.amount for e in kept.effects] == [2] and kept.booker_location == 7


def test_a_world_event_typed_at_the_table_gets_an_effect(tmp_path, on_screen):
    ctx = _reveal_table(tmp_path)
    event_dialogs.world_event(ctx)
    fields = _fields(ctx.dialog)
    fields["Card name"].value = "Test Blackout"
    fields["Event effect"].value = "destroy_location"
    fields["Location destroyed"].value = "3"
    buttons(ctx.dialog)["Reveal"].on_click(None)
    assert ctx.refusal == [] and [(e.kind, e.location) for e in ctx.state.event.effects] == [("destroy_location", 3)]
    saved = ctx.library.get("columbia", "world_events", "test-blackout")
    assert [(e.kind, e.location) for e in saved.effects] == [("destroy_location", 3)]


def test_a_text_effect_needs_its_words(tmp_path, on_screen):
    ctx = _reveal_table(tmp_path)
    event_dialogs.world_event(ctx)
    fields = _fields(ctx.dialog)
    fields["Card name"].value = "Test Rumour"
    fields["Event effect"].value = "text"
    buttons(ctx.dialog)["Reveal"].on_click(None)
    assert ctx.dialog is not None and fields["Effect in words"].error == "Write the effect for the table to resolve."
    assert ctx.state.event is None


def test_a_refused_reveal_writes_nothing_to_the_library(tmp_path, on_screen):
    ctx = table(GameSession(at(fresh(), "vote")), tmp_path)  # not the reveal step: the rules refuse it
    event_dialogs.world_event(ctx)
    _fields(ctx.dialog)["Card name"].value = "Test Nothing"
    buttons(ctx.dialog)["Reveal"].on_click(None)
    assert ctx.dialog is not None and ctx.library.get("columbia", "world_events", "test-nothing") is None


def test_the_library_never_keeps_less_than_it_had(tmp_path, on_screen):
    ctx = _reveal_table(tmp_path)
    ctx.library.add("columbia", "world_events", RIOT)
    event_dialogs.world_event(ctx)
    _fields(ctx.dialog)["Card name"].value = "Test Riot"  # typed, not picked: no effect in the form
    buttons(ctx.dialog)["Reveal"].on_click(None)
    assert ctx.refusal == []
    kept = ctx.library.get("columbia", "world_events", "test-riot")
    assert [e.kind for e in kept.effects] == ["eagles_each"] and kept.effect == RIOT["effect"]


def test_a_library_vp_card_brings_its_condition_check(tmp_path, on_screen):
    state = fresh()
    state.vp_card_due = True
    ctx = table(GameSession(state), tmp_path)
    event_dialogs.vp_card(ctx)
    tap(ctx.dialog, "Victory Point card: Established")
    assert _fields(ctx.dialog)["Checked by the app"].value == "locations"
    tap(ctx.dialog, "Victory points: 2")
    buttons(ctx.dialog)["Put in play"].on_click(None)
    check = ctx.state.vp_cards[0].check
    assert ctx.refusal == [] and (check.kind, check.count, check.stronghold) == ("locations", 3, True)
    assert ctx.library.get("columbia", "vp_cards", "established").check == check


def test_a_vp_card_typed_at_the_table_gets_a_check(tmp_path, on_screen):
    state = fresh()
    state.vp_card_due = True
    ctx = table(GameSession(state), tmp_path)
    event_dialogs.vp_card(ctx)
    fields = _fields(ctx.dialog)
    fields["Card name"].value = "Test Builders"
    fields["Checked by the app"].value = "upgrades"
    fields["How many"].value = "2"
    tap(ctx.dialog, "Victory points: 1")
    buttons(ctx.dialog)["Put in play"].on_click(None)
    assert ctx.refusal == [] and ctx.state.vp_cards[0].check.kind == "upgrades"
    assert ctx.state.vp_cards[0].check.count == 2


def _claiming(tmp_path, card):
    from companion.games.columbia.state import VpCard

    state = at(fresh(), "move")
    state.vp_cards = [VpCard(**card)]
    return table(GameSession(state), tmp_path)


def test_a_checked_claim_is_refused_in_plain_words_then_taken(tmp_path, on_screen):
    """columbia-rules-summary.txt §Victory points l.250: a card is claimed only when its condition is met."""
    from companion.games.columbia.content import VpCheck
    from companion.games.columbia.state import Structure
    from companion.ui.columbia import build_table

    ctx = _claiming(
        tmp_path, {"name": "Established", "vp": 2, "check": VpCheck(kind="locations", count=3, stronghold=True)}
    )
    screen = build_table(ctx)
    assert buttons(screen)["Claim Established"].disabled
    assert "Established needs 3 locations with a stronghold; the Founders hold 1." in texts(screen)
    for n in (1, 2):
        ctx.state.locations[n - 1].token = None
        ctx.state.locations[n - 1].structure = Structure(owner=0, kind="stronghold")
    buttons(build_table(ctx))["Claim Established"].on_click(None)
    assert ctx.refusal == [] and ctx.state.vp_cards[0].claimed_by == "founders"


def test_a_text_condition_asks_the_table_to_confirm(tmp_path, on_screen):
    """columbia-rules-summary.txt §Victory points l.250: the table confirms what the app cannot check."""
    from companion.ui.columbia import build_table

    ctx = _claiming(tmp_path, {"name": "Heart in Hand", "vp": 1, "condition": "A stronghold on Monument Island."})
    buttons(build_table(ctx))["Claim Heart in Hand"].on_click(None)
    assert ctx.state.vp_cards[0].claimed_by is None and "A stronghold on Monument Island." in texts(ctx.dialog)
    buttons(ctx.dialog)["Yes, claim it"].on_click(None)
    assert ctx.refusal == [] and ctx.state.vp_cards[0].claimed_by == "founders"
    assert "the table confirmed" in ctx.session.log()[-1].label


def test_an_earned_upgrade_goes_on_a_card_type_typed_at_the_table(tmp_path, on_screen):
    """columbia-rules-summary.txt §Upgrading action cards l.212: an earned upgrade is placed on an
    action card; a card type not yet on the sheet is typed in the dialog (TEST FIXTURE name)."""
    ctx = table(GameSession(at(fresh(), "combat")), tmp_path)
    ctx.state.factions["founders"].pending_upgrades = 1
    dialogs.upgrade(ctx, "founders", False)
    buttons(ctx.dialog)["Other: +1 Combat"].on_click(None)
    assert _fields(ctx.dialog)["Other card type"].error == "Name the card type"  # nothing typed: asked
    _fields(ctx.dialog)["Other card type"].value = "Test Brawler"
    buttons(ctx.dialog)["Other: +1 Combat"].on_click(None)
    assert ctx.state.factions["founders"].sheet["Test Brawler"].combat == 1


def test_vote_commit_order(tmp_path, on_screen):
    """columbia-rules-summary.txt §Vote l.76 and l.82: cards go face down starting with the first player in turn
    order, then all are revealed; each (?) player then says whether his influence adds or subtracts: the dialog
    says the order and assumes no direction (before, a ? player's influence counted as + unless changed)."""
    s = at(fresh(dice=True), "vote", founders="?", vox="-")
    s.first_player = 1
    ctx = table(GameSession(s), tmp_path)
    event_dialogs.vote(ctx)
    shown = " ".join(texts(ctx.dialog))
    assert "Face down, in turn order: P2, then P1." in shown
    assert "Waiting for P1 to choose + or −." in shown
    tap(ctx.dialog, "P1: add a card of influence 2")
    buttons(ctx.dialog)["Tally the vote"].on_click(None)
    assert ctx.session.log() == [] and "P1 must declare + or -" in " ".join(texts(ctx.dialog))
    tap(ctx.dialog, "P1 adds or subtracts: subtracts (−)")
    assert "Players -2" in " ".join(texts(ctx.dialog))
    buttons(ctx.dialog)["Tally the vote"].on_click(None)
    assert ctx.refusal == [] and ctx.state.vote.total == -2
