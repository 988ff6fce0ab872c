"""A new game: operatives dealt at random, dials set, the facility laid out face down (RS §SETUP)."""

from __future__ import annotations

from typing import Any

from ...engine import phases
from ...engine.rng import draw
from ...i18n import _, ngettext
from .board import DF_TOKENS_IN_BOX, INTERFACE_TOKENS, ITEMS_DEALT, LAB_TECH_TOKENS, PATH_LENGTH, UNNAMED_ITEM
from .content import OperativeEntry
from .phases import ROUND
from .state import InfiltrationState, Operative, RoomSlot


def facility(labyrinthian: bool) -> list[RoomSlot]:
    """12 path slots (6 first floor then 6 second, or 12 in one line) and the secret room."""

    def floor(i: int) -> str:
        return "any" if labyrinthian else ("first" if i < 6 else "second")

    slots = [RoomSlot(label=f"R{i + 1}", floor=floor(i)) for i in range(PATH_LENGTH)]
    return slots + [RoomSlot(label="S", floor="secret")]


def new_state(
    game: str, game_id: str, players: int, seed: int, options: dict[str, Any], operatives: list[OperativeEntry]
) -> InfiltrationState:
    per_player = 2 if players == 2 else 1
    needed = players * per_player
    if len(operatives) < needed:
        raise ValueError(f"{needed} operative cards are needed, the library has {len(operatives)}")
    state = InfiltrationState(
        game=game,
        game_id=game_id,
        player_names=[f"Player {i + 1}" for i in range(players)],
        options=options,
        rng={"seed": seed},
        progress=phases.start(ROUND),
        alarm=options["alarm_start"],
        rooms=facility(options["labyrinthian"]),
        operatives=[],
    )
    dealt = draw(state.rng).sample(list(operatives), needed)
    state.operatives = [
        Operative(name=card.name, player=k // per_player, items=hand(card, options)) for k, card in enumerate(dealt)
    ]
    state.item_deck -= sum(len(op.items) for op in state.operatives)
    return state


def hand(card: OperativeEntry, options: dict[str, Any]) -> list[str]:
    """4 item cards per operative: with Specialists its 2 named items first, then dealt ones (RS l.39, l.238-252)."""
    named = list(card.specialist_items)[:ITEMS_DEALT] if options["specialists"] else []
    return named + [UNNAMED_ITEM] * (ITEMS_DEALT - len(named))


def setup_checklist(state: InfiltrationState) -> list[str]:
    """What the table lays out by hand, in the rules' order (RS §SETUP l.27-43, §2 Players l.47, the
    variants l.198, l.224-226, l.238-252): shown before the first card is selected, in the phone's language."""
    if state.options.get("labyrinthian"):
        rooms = _(
            "Shuffle the first- and second-floor room cards together and deal 12 face down in one line "
            "(R1 to R12); deal 1 secret room card (red) face down apart (S). Return the rest to the box."
        )
    else:
        rooms = _(
            "Deal 6 first-floor room cards (blue) face down as R1 to R6, 6 second-floor cards (yellow) as R7 to "
            "R12 and 1 secret room card (red) apart as S: 13 rooms. Return the rest to the box."
        )
    take = _("Extract") if state.options.get("extraction") else _("Download")
    if state.options.get("specialists"):
        named = "; ".join(
            f"{op.name}: {', '.join(i for i in op.items if i != UNNAMED_ITEM)}" for op in state.operatives
        )
        items = (
            _("Specialists: {named}. Shuffle the other item cards and deal 2 to each operative face down.")
            if state.two_player
            else _("Specialists: {named}. Shuffle the other item cards and deal 2 to each player face down.")
        ).format(named=named)
    else:
        items = (
            _("Shuffle the item cards and deal {n} to each operative face down.")
            if state.two_player
            else _("Shuffle the item cards and deal {n} to each player face down.")
        ).format(n=ITEMS_DEALT)
    if state.options.get("item_draft"):
        items += " " + _("Then draft them: keep 1 and pass 3, keep 2 and pass 2, keep 3 and pass 1.")
    deck = ngettext(
        "The other {n} item card forms the item deck.", "The other {n} item cards form the item deck.", state.item_deck
    ).format(n=state.item_deck)
    operatives = "; ".join(
        _("{operative} to {player}").format(operative=op.name, player=state.player_names[op.player])
        for op in state.operatives
    )
    cards = (
        _("Each operative takes Advance, Retreat, Interface and {take}; the other action cards go back to the box.")
        if state.two_player
        else _("Each player takes Advance, Retreat, Interface and {take}; the other action cards go back to the box.")
    )
    return [
        _("The youngest player takes the die and the security tracker: the first player of round 1."),
        _("Proximity dial at 00, alarm dial at {alarm}.").format(alarm=state.alarm),
        rooms,
        _(
            "Sort the tokens: {interface} interface, {lab_tech} lab worker / tech lock. Mix the {df} DF tokens "
            "face down as the server pool."
        ).format(interface=INTERFACE_TOKENS, lab_tech=LAB_TECH_TOKENS, df=DF_TOKENS_IN_BOX),
        _("Blackmail File, Sludge and the 4 Prototype cards face up near the facility, with the 5 NPC cards."),
        _("Operatives: {operatives}.").format(operatives=operatives),
        cards.format(take=take),
        f"{items} {deck}",
        _("Reveal the entry room (R1) below and stand every operative marker on it."),
    ]
