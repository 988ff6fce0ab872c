"""Browser steps shared by the Columbia e2e tests and the screenshot flow (real clicks, real app).

Every press a player makes in a round is counted, each made once: ``page.taps`` (buttons and chips) and
``page.typed`` (text fields typed into).
"""

from __future__ import annotations

import re

from playwright.sync_api import expect

from tests.e2e.steps import button, click, keep_text, press, press_until, said, still, submit

GAME = "BioShock Infinite: The Siege of Columbia"


def reset_counts(page) -> None:
    page.taps, page.typed = 0, 0


def _count(page, taps: int = 0, typed: int = 0) -> None:
    page.taps = getattr(page, "taps", 0) + taps
    page.typed = getattr(page, "typed", 0) + typed


def fill(page, label: str, value: str) -> None:
    _count(page, typed=keep_text(page, page.get_by_role("textbox", name=label), value))


def tap(page, name: str | re.Pattern, then: str) -> None:
    """A tap on ``name`` that brings the button ``then``."""
    _count(page, taps=press_until(page, name, then))


def tap_chip(page, name: str, shows: str) -> None:
    """Tap a chip once and wait until the screen shows ``shows`` (chips are named for readers)."""
    _count(page, taps=press(page, button(page, name), page.locator("flt-semantics-host").get_by_text(shows)))


def press_for(page, name: str, shows) -> None:
    """Press the button ``name`` once, unless ``shows`` (a locator) is on the screen already, and wait for it."""
    if not shows.count():
        _count(page, taps=press(page, button(page, name), shows))


def confirm(page, name: str, until: str | None = None) -> None:
    """Press a dialog's button until it closes, then wait for the button ``until``."""
    _count(page, taps=submit(page, name, page.get_by_role("button", name=until, exact=True) if until else None))


def start_game(page, seed: str = "1") -> None:
    """A 2-player game; seed 1 gives P1 (Founders) the first-player token (in the phone's language)."""
    click(page, said(page, "New {game} game", game=GAME))
    keep_text(page, page.get_by_role("textbox", name=said(page, "Seed (optional)")), seed)
    press_until(page, said(page, "Start game"), said(page, "Reveal the first Victory Point card"))


def reveal_vp_card(page, card: str = "Established", points: str = "2", until: str = "Reveal the World Event") -> None:
    """A Victory Point card from the library, its VP tapped from the chips."""
    first, again = (said(page, f"Reveal {which} Victory Point card") for which in ("the first", "a"))
    tap(page, re.compile(f"^({re.escape(first)}|{re.escape(again)})$"), said(page, "Put in play"))
    tap_chip(
        page,
        f"{said(page, 'Victory Point card')}: {card}",
        said(page, "Its VP is not on file: tap the value printed on the card."),
    )
    tap_chip(page, f"{said(page, 'Victory points')}: {points}", said(page, "This card is worth {n} VP.", n=points))
    confirm(page, said(page, "Put in play"), said(page, until))


def not_on_file(page) -> str:
    """The words that tell a card from the library lacks some of its values."""
    return said(page, " Not on file: {missing} (set them from the card).", missing="").split(":")[0].strip()


def moving(page, n: int) -> str:
    """The words that tell ``n`` units are chosen to move (what follows them changes with the moves left)."""
    return said(page, "Moving {n} ({left}).", n=n, left="\0").split("\0")[0]


def reveal_event(page, card: str = "Sound the Alarm") -> None:
    tap(page, said(page, "Reveal the World Event"), said(page, "Reveal"))
    tap_chip(
        page,
        f"{said(page, 'World Event')}: {card}",
        not_on_file(page),
    )
    confirm(page, said(page, "Reveal"), said(page, "Vote"))


def vote(page, influence: str = "2") -> None:
    """P1 plays one card of ``influence``; the vote is tallied."""
    tap(page, said(page, "Vote"), said(page, "Tally the vote"))
    kind = said(page, "influence")
    card = said(page, "card")
    tap_chip(
        page,
        said(page, "{name}: add a card of {kind} {n}", name="P1", kind=kind, n=influence),
        f"P1: {card} {influence}",
    )
    confirm(page, said(page, "Tally the vote"), said(page, "Place Booker"))


def claim_is_checked(page, card: str, reason: str, back_to: str) -> None:
    """Down the table to the Victory Point cards: the claim waits, disabled with the engine's reason;
    then back to the top."""
    from tests.e2e.contrast import scroll_through

    seen: list[str] = []
    end = page.get_by_role("button", name="Copy box setup into this game")
    scroll_through(page, end, lambda n: seen.append(page.locator("flt-semantics-host").aria_snapshot()), False)
    shown = "".join(seen)
    assert reason in shown and f'button "Claim {card}" [disabled]' in shown, shown[-3000:]
    page.mouse.wheel(0, -40_000)
    expect(page.get_by_role("button", name=back_to, exact=True)).to_be_visible()


def world_event_phase(page) -> None:
    """No Elizabeth symbol on the card: nothing to resolve for her, one tap places Booker."""
    tap(page, said(page, "Place Booker"), said(page, "Nothing to produce"))


def move(page, start: str, what: str, count: int, to: str) -> None:
    """Tap a location, tap what moves (``count`` taps on its chip), tap where it goes."""
    tap(page, said(page, "Move from {place}", place=start), to)
    for n in range(1, count + 1):
        tap_chip(
            page,
            said(page, "Move {units}", units=said(page, what)),
            moving(page, n),
        )
    _count(page, taps=submit(page, to))


def box_dice_mid_game(page, faces: str = "0 1 1 2 2 3") -> None:
    """Away from the running game, the white die's faces (TEST FIXTURE values) typed in Box setup, then
    back to the game: box content the game does not have yet."""
    click(page, said(page, "Back"))
    press_until(page, said(page, "Box setup: {game}", game=GAME), said(page, "Save dice faces"))
    keep_text(
        page, page.get_by_role("textbox", name=said(page, "{die} faces", die=said(page, "White combat die"))), faces
    )
    click(page, said(page, "Save dice faces"))
    expect(page.locator("flt-semantics-host").get_by_text(said(page, "Dice faces saved."))).to_be_visible()
    click(page, said(page, "Back"))
    press_until(page, said(page, "Resume {game}", game=GAME), said(page, "Reveal the World Event"))


def fight_token(page, where: str, faces: list[str], player: str) -> None:
    """Fight the territory token at ``where`` straight from the Move step: the dice faces the box setup
    now has are offered in the dialog that misses them, the table rolls its own dice (the switch, then
    each die's face tapped), the token's values typed."""
    tap(page, said(page, "Fight at {place}", place=where), said(page, "Resolve the combat"))
    switch = page.get_by_role("switch", name=said(page, "We roll our own dice"))
    press_for(page, said(page, "Use the dice faces from your box setup"), switch)
    still(page, switch)
    switch.click()
    _count(page, taps=1)
    attacker = f"{said(page, 'Attacker')} ({player})"
    expect(
        page.locator("flt-semantics-host").get_by_text(said(page, "{who}: tap each die's face.", who=attacker))
    ).to_be_visible()
    roll_faces(page, attacker, faces)
    fill(page, said(page, "Token total"), "2")
    fill(page, said(page, "Token reward ($)"), "1")
    confirm(page, said(page, "Resolve the combat"), said(page, "End turn"))


def roll_faces(page, who: str, faces: list[str]) -> None:
    """Tap each white die's face of ``who`` (the side, as the dialog names it)."""
    white = said(page, "white")
    for n, face in enumerate(faces, start=1):
        die = said(page, "{who} die {n} ({colour})", who=who, n=n, colour=white)
        tap_chip(page, f"{die}: {face}", said(page, "{who} rolled: {faces}", who=who, faces=", ".join(faces[:n])))


def fight_player(page, where: str, attacker: tuple[str, list[str]], defender: tuple[str, list[str]]) -> None:
    """Attack the other player's units at ``where``: each side plays a card of combat 1, each die's face
    tapped (the table rolls its own dice since the first fight)."""
    tap(page, said(page, "Fight at {place}", place=where), said(page, "Resolve the combat"))
    kind, card = said(page, "combat"), said(page, "card")
    for role, (player, faces) in (("Attacker", attacker), ("Defender", defender)):
        tap_chip(
            page, said(page, "{name}: add a card of {kind} {n}", name=player, kind=kind, n=1), f"{player}: {card} 1"
        )
        roll_faces(page, f"{said(page, role)} ({player})", faces)
    confirm(page, said(page, "Resolve the combat"), said(page, "End turn"))


def place_earned_upgrade(page, card: str, upgrade: str) -> None:
    """The upgrade a won fight earned is placed at once: one tap on its card type and value."""
    click(page, f"{card}: {said(page, upgrade)}")
    earned = said(page, "The {faction} earned an upgrade: place it now.", faction="\0").split("\0")[-1]
    expect(page.locator("flt-semantics-host").get_by_text(earned)).to_have_count(0)
    _count(page, taps=1)


def end_turn(page) -> None:
    click(page, said(page, "End turn"))
    _count(page, taps=1)


def player_turn(page, start: str, to: str, player: str) -> None:
    """Nothing produced, two common units walk onto a token, the fight, the earned upgrade, the end of the turn."""
    turn_starts(page, player, start)
    move(page, start, "common", 2, to)
    fight_token(page, to, ["3", "3"], player)
    place_earned_upgrade(page, "Handyman", "+1 Combat")
    end_turn(page)


def attacking_turn(page, start: str, to: str, player: str, defender: str) -> None:
    """Nothing produced, two common units walk onto the other player's units, the fight (won), the
    earned upgrade, the end of the turn."""
    turn_starts(page, player, start)
    move(page, start, "common", 2, to)
    fight_player(page, to, (player, ["3", "3"]), (defender, ["0", "1"]))
    place_earned_upgrade(page, "Handyman", "+1 Combat")
    end_turn(page)


def turn_starts(page, player: str, start: str) -> None:
    """``player``'s turn shows at its Produce step: nothing produced, the Move step offers ``start``."""
    turn = said(page, "{name}'s turn — {step}", name=player, step=said(page, "Produce"))
    expect(page.locator("flt-semantics-host").get_by_text(turn)).to_be_visible()
    tap(page, said(page, "Nothing to produce"), said(page, "Move from {place}", place=start))


def refresh(page) -> None:
    tap(page, said(page, "Everyone draws up to 5"), said(page, "Reveal a Victory Point card"))
    reveal_vp_card(page, "Dominion", "3", until="Reveal the World Event")


def midgame_session(seed: int = 1):
    """A game in a later round's Move step with every panel populated: Victory Point cards in play
    (one claimed, so an earned upgrade waits), upgrades on both sheets, territories held, Booker
    placed, Elizabeth left on a location, a destroyed location. Built with commands only."""
    import random

    from companion import games
    from companion.engine import GameSession
    from companion.games.columbia.commands import ClaimVpCard, DestroyLocation, SetElizabeth
    from companion.games.columbia.state import active_player

    from .helpers import fresh

    start = fresh(seed=seed, dice=True, board=True)
    start.vp_card_due = True
    session = GameSession(start)
    rnd = random.Random(seed)
    definition = games.get("columbia")
    while not (session.state.round >= 4 and session.state.progress.step == "move" and session.state.booker):
        assert session.execute(definition.random_command(session.state, rnd)) == []
    player = active_player(session.state)
    for command in (
        DestroyLocation(location=2),
        SetElizabeth(where="left", location=6),
        ClaimVpCard(card=0, player=player, confirmed=True),
    ):
        assert session.execute(command) == []
    return session
