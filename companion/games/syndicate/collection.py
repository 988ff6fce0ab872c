"""Phase 3, resource collection: the seven steps of L414-420, all resolved by the app.

Each player's changes are recorded on a summary card (:class:`Collected`) with the reasons.
"""

from __future__ import annotations

from collections.abc import Callable

from ...engine.game import counted
from ...i18n import N_, Phrase
from . import market, zones
from .shortfall import Shortfall, pay_bases, unknown_bases
from .sovereign import lose_base
from .state import Collected, Resource, Resources, SyndicateState, Territory

STEPS = (
    ("collect_cards", N_("Draw 2 operation cards + 1 per unused die"), "414"),
    ("collect_reset", N_("Reset action dice and reinforcements"), "415"),
    ("collect_income", N_("Collect racketeering and base income, pay crew upkeep"), "416"),
    ("collect_research", N_("Place research markers"), "417"),
    ("collect_decay", N_("Remove one black-market cube each"), "418"),
    ("collect_round", N_("Round marker +1"), "419"),
    ("collect_first_player", N_("Pass the first-player marker clockwise"), "420"),
)
ZONE_ORDER = {"INNER": 0, "MIDDLE": 1, "EXO": 2}


STEP_IDS = tuple(step_id for step_id, _, _ in STEPS)


def remaining(state: SyndicateState) -> tuple[str, ...]:
    """The collection steps still to run: from the current one on (a step skipped by hand stays skipped)."""
    step = state.progress.step
    return STEP_IDS[STEP_IDS.index(step) :] if step in STEP_IDS else STEP_IDS


def chosen(
    state: SyndicateState, decay: dict[int, str], mining: dict[str, Resource], unpaid: dict[int, list[str]]
) -> tuple[dict[int, str], dict[str, Resource], dict[int, list[str]]]:
    """The owners' choices saved on their phones, overridden by those sent with the run."""
    saved = state.collection_choices
    return (
        {p: ch.decay for p, ch in saved.items() if ch.decay is not None} | decay,
        {k: r for ch in saved.values() for k, r in ch.mining.items()} | mining,
        {p: ch.unpaid for p, ch in saved.items() if ch.unpaid is not None} | unpaid,
    )


def run(
    state: SyndicateState,
    decay: dict[int, str],
    mining: dict[str, Resource],
    unpaid: dict[int, list[str]],
    todo: tuple[str, ...] = STEP_IDS,
) -> tuple[list[str], Shortfall]:
    """Resolve the steps in ``todo`` (1-5 and 7; step 6, the round marker, is the engine's roll-over).

    ``unpaid`` are the bases each owner chose to leave without crew upkeep; the :class:`Shortfall`
    says what was wrong with that choice (the command refuses unless nothing).
    """
    report = Shortfall()
    cards = {i: _draw_cards(state, i) for i in range(len(state.players))} if "collect_cards" in todo else {}
    if "collect_reset" in todo:
        for player in state.players:
            player.dice_armed, player.reinforcements_used = 2, 0
    state.collection = []
    for index, player in enumerate(state.players):
        card = Collected(player=index, cards=cards.get(index, 0))
        if index in cards:
            card.lines.append(f"drew {cards[index]} operation cards (2 + {cards[index] - 2} unused dice)")
        if "collect_income" in todo:
            before = player.res.model_copy()
            _income(state, index, mining, unpaid.get(index, []), report, card)
            card.gained = Resources(**{r: player.res.get(r) - before.get(r) for r in ("credits", "influence", "crew")})
        if "collect_research" in todo:
            _research(state, index, card)
        choice = decay.get(index, market.default_decay(state, index))
        if "collect_decay" in todo and choice != "none":
            ladder, _, box = choice.partition("@")
            card.lines.append(market.decay(state, index, ladder, int(box) if box else None))
        state.collection.append(card)
    state.collection_choices = {}
    notes = [f"{state.player_names[c.player]}: " + "; ".join(c.lines) for c in state.collection if c.lines]
    if "collect_first_player" in todo:
        state.first_player = (state.first_player + 1) % len(state.players)
        notes.append(f"First player is now {state.player_names[state.first_player]}.")
    return notes, report


def _draw_cards(state: SyndicateState, index: int) -> int:
    player = state.players[index]
    count = 2 + min(player.dice_armed, 2)
    player.op_cards += count
    return count


def _income(
    state: SyndicateState,
    index: int,
    mining: dict[str, Resource],
    chosen: list[str],
    report: Shortfall,
    card: Collected,
) -> None:
    """Racketeering + each working base's zone income, then crew upkeep from that pool (L416, L510)."""
    player = state.players[index]
    crew_before = player.res.crew
    syndicate = player.syndicate
    if syndicate:
        market.gain(player.res, syndicate.income)
        card.lines.append(f"racketeering {syndicate.income.text()}")
        if syndicate.collection_bonus.total():
            market.gain(player.res, syndicate.collection_bonus)
            card.lines.append(f"syndicate bonus {syndicate.collection_bonus.text()} (mat)")
    working = sorted((t for t in state.bases_of(index) if state.working(t)), key=lambda t: ZONE_ORDER[t.zone])
    for base in working:
        earned = zones.income(base.zone, state.options)
        if earned.crew >= 0:
            market.gain(player.res, earned)
            card.lines.append(f"{base.name} ({base.zone}) {earned.text()}")
        if base.special == "mining" and base.mining_amount:
            resource = mining.get(base.id, "credits")
            setattr(player.res, resource, player.res.get(resource) + base.mining_amount)
            card.lines.append(f"{base.name} mining center +{base.mining_amount} {resource}")
    held = state.options.get("upkeep_pool", "crew held + this income") == "crew held + this income"
    pool = player.res.crew if held else player.res.crew - crew_before
    costly = [b for b in working if zones.income(b.zone, state.options).crew < 0]
    paid, unpaid, left = pay_bases(index, costly, _upkeep(state), pool, chosen, report)
    player.res.crew -= pool - left
    for base in paid:
        earned = zones.income(base.zone, state.options)
        market.gain(player.res, Resources(credits=earned.credits, influence=earned.influence))
        card.lines.append(
            f"{base.name} ({base.zone}) {counted(earned.credits, 'credit')}, {earned.influence} influence, "
            f"upkeep {-earned.crew} crew paid"
        )
    for base in unpaid:
        upkeep = _upkeep(state)(base)
        if state.options.get("crew_shortfall") == "lose":
            lose_base(base)
            card.lines.append(f"{base.name}: {upkeep} crew upkeep not covered, the base is lost")
        else:
            base.flipped = True
            card.lines.append(
                f"{base.name}: {upkeep} crew upkeep not covered, the base card flips until the next Sovereign phase"
            )
    _trade_routes(state, index, card)


def _trade_routes(state: SyndicateState, index: int, card: Collected) -> None:
    """Each trade route whose bases are all the player's and all working pays its bonus (l.206): a base flipped
    (tax, crew upkeep just now) or under the Destroyer gives no bonus (l.510, l.566, l.578)."""
    player = state.players[index]
    for route in state.trade_routes:
        bases = [state.territory(m) for m in route.territories]
        if not bases or any(t is None or t.owner != index for t in bases):
            continue
        stopped = [t.name for t in bases if t is not None and not state.working(t)]
        if stopped:
            card.lines.append(f"trade route {route.name} pays nothing: {', '.join(stopped)} not working")
        else:
            market.gain(player.res, route.bonus)
            card.lines.append(f"trade route {route.name} {route.bonus.text()}")


def _upkeep(state: SyndicateState) -> Callable[[Territory], int]:
    return lambda base: -zones.income(base.zone, state.options).crew


def _research(state: SyndicateState, index: int, card: Collected) -> None:
    for base in state.bases_of(index):
        if base.special in ("military", "research") and state.working(base) and base.research < base.research_boxes:
            base.research += 1
            card.lines.append(f"research on {base.name} {base.research}/{base.research_boxes}")


def upkeep_problems(state: SyndicateState, mining: dict[str, Resource], unpaid: dict[int, list[str]]) -> list[Phrase]:
    """What is wrong with the owners' choice of bases left without crew upkeep (empty when it settles it)."""
    if "collect_income" not in remaining(state):
        return []
    return unknown_bases(state, unpaid) or run(state.model_copy(deep=True), {}, mining, unpaid)[1].problems(
        state, Phrase(N_("crew upkeep"))
    )


def suggested_unpaid(state: SyndicateState, mining: dict[str, Resource]) -> dict[int, list[str]]:
    """The default offered to each owner short of crew: keep the most valuable bases, leave the rest unpaid."""
    return run(state.model_copy(deep=True), {}, mining, {})[1].forced
