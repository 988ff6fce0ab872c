"""Random legal commands for playouts and benchmarks (every candidate is validated first)."""

from __future__ import annotations

import random
from typing import Any

from ...engine import Command
from ...engine.common import CompleteStep, SkipToStep
from ...engine.game import validate
from . import commands as c
from .collection import suggested_unpaid
from .sovereign import suggested_flips
from .state import (
    AdvancedTech,
    Award,
    BonusChip,
    Effect,
    MissionCard,
    Resources,
    RollBonus,
    SovereignCardSpec,
    SyndicateSpec,
    SyndicateState,
    Tier,
)
from .zones import TERRITORY_COUNT


def _res(rnd: random.Random, top: int) -> Resources:
    return Resources(credits=rnd.randint(0, top), influence=rnd.randint(0, top), crew=rnd.randint(0, top))


def _faces(rnd: random.Random) -> list[int]:
    return sorted(rnd.sample(range(1, 7), rnd.randint(1, 4)))


def _setup(state: SyndicateState, rnd: random.Random) -> Command[SyndicateState]:
    if len(state.territories) < 8:
        zone = rnd.choice([z for z, n in TERRITORY_COUNT.items() if sum(t.zone == z for t in state.territories) < n])
        special = rnd.choice(["", "", "casino", "military", "research", "mining"])
        beams = [rnd.choice(state.territories).id] if special == "military" and state.territories else []
        return c.AddTerritory(
            name=f"T{len(state.territories) + 1}",
            zone=zone,
            special=special,
            research_boxes=2 if special in ("military", "research") else 0,
            mining_amount=rnd.randint(1, 2) if special == "mining" else 0,
            beams=beams,
        )
    content = _bonus_content(state)
    if content is not None:
        return content
    for index, player in enumerate(state.players):
        if player.syndicate is None:
            spec = (
                player.offers[0]
                if player.offers
                else SyndicateSpec(
                    name=f"Syndicate {index + 1}",
                    start=_res(rnd, 12),
                    income=_res(rnd, 4),
                    tech_level=rnd.randint(1, 5),
                    assault_level=rnd.randint(0, 2),
                )
            )
            return c.ChooseSyndicate(player=index, syndicate=spec)
    return c.RollFirstPlayer()


def _bonus_content(state: SyndicateState) -> Command[SyndicateState] | None:
    """A chip, an Advanced Tech card and an award with roll bonuses, so playouts exercise them."""
    lucky = RollBonus(applies_to=["mission", "robbery", "assault"], amount=1)
    if not state.chip_catalogue:
        return c.AddBonusChip(chip=BonusChip(name="Lucky", roll=lucky))
    if not state.tech_catalogue:
        return c.AddAdvancedTech(card=AdvancedTech(name="Targeting", min_tech=3, roll=lucky))
    if not state.awards:
        return c.AddAward(award=Award(name="Landlord", kind="bases", threshold=2, vp=3))
    return None


def _turn_candidates(state: SyndicateState, rnd: random.Random) -> list[Command[SyndicateState]]:
    p = state.active
    names = [t.id for t in state.territories] or ["nowhere"]
    others = [t.id for t in state.territories if t.owner not in (None, p)] or ["nowhere"]
    target = rnd.choice(others)
    found = state.territory(target)
    card = MissionCard(
        name="Random job",
        territory=rnd.choice(names + ["elsewhere"]),
        round_requirement=rnd.choice([None, None, 2, 4]),
        faces={k: _faces(rnd) for k in ("unoccupied", "own", "other")},
        extra_cost=_res(rnd, 2),
        extra_faces={"unoccupied": [1]},
        reward=_res(rnd, 6),
    )
    robbery = MissionCard(
        name="Random robbery",
        kind="robbery",
        zone=found.zone if found else "EXO",
        faces={"any": _faces(rnd)},
        dice_unfortified=rnd.randint(1, 3),
        dice_fortified=rnd.randint(0, 2),
    )
    return [
        c.Exchange(player=p, give=rnd.choice(["credits", "crew", "influence"]), get=rnd.choice(["crew", "influence"])),
        c.BuyBase(player=p, territory=rnd.choice(names), chip=rnd.choice(["", "Lucky"])),
        c.TakeAdvancedTech(player=p, card="Targeting"),
        c.ClaimAward(player=p, award="Landlord"),
        c.Fortify(player=p, territory=rnd.choice(names)),
        c.BuyLevel(player=p, ladder=rnd.choice(["tech", "assault"])),
        c.SellCard(player=p, take=Resources(credits=1, crew=1)),
        c.AttemptMission(
            player=p,
            card=card,
            extra_hands=rnd.random() < 0.3,
            cooperative=rnd.choice([True, False]),
            chips=[0] if rnd.random() < 0.5 else [],
        ),
        c.AttemptMission(player=p, card=robbery, target=target),
        c.Assault(
            player=p, territory=target, reinforcements=rnd.randint(0, 2), chips=[0] if rnd.random() < 0.5 else []
        ),
        c.ActivateSleeper(player=p, card="Random sleeper", decoy=rnd.random() < 0.3),
        c.BurnSleeper(player=p, replace=rnd.random() < 0.5, card="Another sleeper"),
        c.PlaySleeper(player=rnd.randrange(len(state.players))),
        c.PlayBonusChip(player=p, chip=0, gain=_res(rnd, 2)),
        c.ConvertResearch(player=p, territory=rnd.choice(names)),
        c.RemoveDestroyer(player=p),
        c.Trade(
            player=rnd.randrange(len(state.players)),
            partner=rnd.randrange(len(state.players)),
            give=Resources(credits=1),
            receive=Resources(crew=1),
        ),
        c.ChangeSetting(key="fortify_cost_resources", value=rnd.choice(["credits+crew", "influence+crew"])),
    ]


def _sovereign_card(rnd: random.Random, state: SyndicateState) -> SovereignCardSpec:
    kind = rnd.choice(["tax_per_base", "pay", "seize_unfortified"])
    effect = Effect(
        kind=kind,
        resource=rnd.choice(["credits", "influence", "crew"]),
        tiers=[Tier(min_alert=1, amount=rnd.randint(0, 3)), Tier(min_alert=4, amount=rnd.randint(2, 6))],
    )
    bote = state.round >= 5 and state.last_round is None and rnd.random() < 0.5
    return SovereignCardSpec(
        name="BEGINNING OF THE END" if bote else f"Card {state.round}",
        end_of_game=bote,
        effects=[effect],
        checklist=["read the card aloud"] if rnd.random() < 0.3 else [],
    )


def random_command(state: SyndicateState, rnd: random.Random) -> Command[Any] | None:
    """A random legal command, or None when stuck (a Syndicate command or an engine one, e.g. CompleteStep)."""
    if not state.setup_done:
        return _setup(state, rnd)
    step = state.progress.step
    if step == "player_turns":
        if rnd.random() < 0.2:
            return c.EndTurn(player=state.active)
        legal = [cmd for cmd in _turn_candidates(state, rnd) if not validate(state, cmd)]
        return rnd.choice(legal) if legal else c.EndTurn(player=state.active)
    if step == "sovereign_draw":
        if state.sovereign_drawn_round == state.round:  # drawn already (a corrected round, a received state)
            return SkipToStep(step="sovereign_pardons")
        return c.DrawSovereignCard(card=None if state.deck_mode == "library" else _sovereign_card(rnd, state))
    if step == "sovereign_pardons":
        pardon = c.BuyPardon(player=rnd.randrange(len(state.players)))
        return pardon if rnd.random() < 0.4 and not validate(state, pardon) else CompleteStep(step=step)
    if step == "sovereign_resolve":
        return c.ResolveSovereignCard(flips=suggested_flips(state))
    return c.CollectResources(unpaid=suggested_unpaid(state, {}))
