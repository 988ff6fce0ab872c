"""Exact odds before anyone rolls: combat win chance and Sky-Line safety.

When a die's faces are not entered yet, the answer names what it needs instead of a number.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import product

from pydantic import BaseModel, Field

from ...engine.dice import Die, Distribution, prob_any_symbol
from ...engine.questions import Answer, OddsQuestion
from ...i18n import _
from .abilities import ROLES, AbilityUse, Plan, Role, possible_plans
from .combat import PlayedCard, Pool, Side, defender_wins_ties, die, plan_cards, plan_pool
from .content import DIE_COLOUR_NAMES, Faction
from .state import ColumbiaState, Location, loc

TOKEN = "token total"


@dataclass
class Odds:
    """P(attacker wins), or ``needs``: the dice whose faces must be entered first."""

    attacker_wins: Fraction | None
    needs: list[str]
    attacker_pool: Pool
    defender_pool: Pool
    tie: Fraction | None = None
    """P(equal totals); the tie goes to the defender unless a reading says otherwise."""
    defender_wins_ties: bool = True

    def text(self) -> str:
        if self.attacker_wins is None:
            dice = ", ".join(_(DIE_COLOUR_NAMES.get(n, n)) for n in self.needs if n != TOKEN)
            faces = _("the faces of the {dice} dice (box setup)").format(dice=dice)
            if dice and TOKEN in self.needs:
                return _("Odds need {faces} and the token's total.").format(faces=faces)
            return _("Odds need {faces}.").format(faces=faces) if dice else _("Odds need the token's total.")
        return _("Attacker wins {chance}").format(chance=f"{float(self.attacker_wins):.1%}")


def _distribution(state: ColumbiaState, pool: Pool) -> Distribution:
    total = Distribution.constant(pool.flat)
    for colour in pool.dice:
        total = total + Distribution.of_die(die(state, colour), pool.per_die)
    return total


def combat_odds(
    state: ColumbiaState,
    location: int,
    attacker: Side,
    defender: Side,
    attacker_cards: Sequence[PlayedCard] = (),
    defender_cards: Sequence[PlayedCard] = (),
    token_total: int | None = None,
    uses: Sequence[AbilityUse] = (),
    first: Role | None = None,
) -> Odds:
    """The attacker's chances once the abilities before the dice have acted (a random Vigor pick weighs
    each card it may take equally)."""
    where = loc(state, location)
    sides: dict[Role, tuple[Side, Sequence[PlayedCard]]] = {
        "attacker": (attacker, attacker_cards),
        "defender": (defender, defender_cards),
    }
    plans = possible_plans(state, where, sides, uses, first)
    pools = [plan_pool(state, where, plans[0][1].sides[role], role == "attacker") for role in ROLES]
    needs = sorted(
        {
            c
            for _, plan in plans
            for role in ROLES
            for c in _pool_of(state, where, plan, role).dice
            if not die(state, c).known
        }
    )
    if defender == "token" and (where.token is None or (where.token.total is None and token_total is None)):
        needs.append(TOKEN)
    odds = Odds(None, needs, pools[0], pools[1])
    if needs:
        return odds
    odds.defender_wins_ties = defender_wins_ties(state, defender)
    wins = ties = Fraction(0)
    for chance, plan in plans:
        att = _distribution(state, _pool_of(state, where, plan, "attacker")) + plan_cards(
            state, plan.sides["attacker"], True
        )
        if defender == "token":
            printed = where.token.total if where.token is not None else None
            dfd = Distribution.constant(printed if printed is not None else token_total or 0)
        else:
            dfd = _distribution(state, _pool_of(state, where, plan, "defender")) + plan_cards(
                state, plan.sides["defender"], False
            )
        greater, equal, _ = att.compare(dfd)
        wins, ties = wins + chance * greater, ties + chance * equal
    odds.tie = ties
    odds.attacker_wins = wins if odds.defender_wins_ties else wins + ties
    return odds


def _pool_of(state: ColumbiaState, where: Location, plan: Plan, role: Role) -> Pool:
    side = plan.sides[role]
    return Pool() if side.side == "token" else plan_pool(state, where, side, role == "attacker")


def _faction(state: ColumbiaState, side: Side) -> Faction | None:
    return state.players[side].faction if isinstance(side, int) else None


def skyline_safe_chance(state: ColumbiaState) -> Fraction | None:
    """P(a Sky-Line roll of 3 dice shows the safe symbol); None while the faces are unknown."""
    skyline = die(state, "skyline")
    return prob_any_symbol([skyline] * 3, "safe") if skyline.known else None


# -- odds questions (CLI `companion odds columbia QUESTION`, and the table screen) -------------------

FACES_HELP = "faces of the {} die when no save gives them, e.g. '0 1 1 2 2 3'"


def _faces(text: str, state: ColumbiaState | None, colour: str) -> Die:
    """The die's faces from the game (box setup), else from the question; refused when neither has them."""
    faces: list[int | str] = list(state.dice.get(colour, [])) if state is not None else []
    if not faces and text.strip():
        faces = [f if f == "safe" else int(f) for f in text.replace(",", " ").split()]
    if not faces:
        raise ValueError(f"The faces of the {colour} die are not known: enter them in box setup, or give --{colour}.")
    return Die(name=colour, faces=faces)


def _pool(counts: dict[str, int], dice: dict[str, Die], per_die: int, flat: int) -> Distribution:
    total = Distribution.constant(flat)
    for colour, n in counts.items():
        for _die in range(n):
            total = total + Distribution.of_die(dice[colour], per_die)
    return total


class VoteQuestion(BaseModel):
    players_total: int = Field(0, ge=-60, le=60, description="the players' committed influence after the signs")
    booker: int = Field(1, ge=-1, le=1, description="Booker's vote: 1 adds his white die, -1 subtracts it, 0 abstains")
    white: str = Field("", description=FACES_HELP.format("white"))


def vote_passes(params: VoteQuestion, state: ColumbiaState | None) -> list[Answer]:
    """P(total >= 0) once Booker's white die joins the committed influence (rules summary §Vote l.84-88)."""
    if params.booker == 0:
        return [Answer(label="The vote passes", value=Fraction(int(params.players_total >= 0)))]
    booker = Distribution.of_die(_faces(params.white, state, "white")) if params.booker else Distribution.constant()
    signed = Distribution({params.booker * v: p for v, p in booker.probs.items()})
    return [Answer(label="The vote passes", value=(signed + params.players_total).prob(lambda t: t >= 0))]


class CombatQuestion(BaseModel):
    attacker_white: int = Field(0, ge=0, le=20, description="white dice the attacker rolls")
    attacker_blue: int = Field(0, ge=0, le=20, description="blue dice the attacker rolls")
    attacker_red: int = Field(0, ge=0, le=20, description="red dice the attacker rolls")
    attacker_bonus: int = Field(0, ge=-20, le=40, description="the attacker's card values, upgrades and effects")
    attacker_per_die: int = Field(0, ge=0, le=1, description="1 when an alarm adds +1 to each attacker die")
    defender_white: int = Field(0, ge=0, le=20, description="white dice the defender rolls")
    defender_blue: int = Field(0, ge=0, le=20, description="blue dice the defender rolls")
    defender_red: int = Field(0, ge=0, le=20, description="red dice the defender rolls")
    defender_bonus: int = Field(0, ge=-20, le=40, description="the defender's card values, upgrades and effects")
    defender_per_die: int = Field(0, ge=0, le=1, description="1 when an alarm adds +1 to each defender die")
    white: str = Field("", description=FACES_HELP.format("white"))
    blue: str = Field("", description=FACES_HELP.format("blue"))
    red: str = Field("", description=FACES_HELP.format("red"))


def _side(params: BaseModel, who: str, dice: dict[str, Die]) -> Distribution:
    counts = {c: getattr(params, f"{who}_{c}") for c in ("white", "blue", "red")}
    return _pool(counts, dice, getattr(params, f"{who}_per_die"), getattr(params, f"{who}_bonus"))


def _dice(params: BaseModel, state: ColumbiaState | None, who: tuple[str, ...]) -> dict[str, Die]:
    wanted = [c for c in ("white", "blue", "red") if any(getattr(params, f"{w}_{c}", 0) for w in who)]
    return {c: _faces(getattr(params, c), state, c) for c in wanted}


def combat_chances(params: CombatQuestion, state: ColumbiaState | None) -> list[Answer]:
    """Exact chances of a combat (rules summary §Total l.184: the defender wins ties)."""
    dice = _dice(params, state, ("attacker", "defender"))
    greater, _, _ = _side(params, "attacker", dice).compare(_side(params, "defender", dice))
    return [
        Answer(label="The attacker wins", value=greater),
        Answer(label="The defender wins (ties included)", value=1 - greater),
    ]


class BookerQuestion(BaseModel):
    defender_white: int = Field(0, ge=0, le=20, description="white dice the defending player rolls")
    defender_blue: int = Field(0, ge=0, le=20, description="blue dice the defending player rolls")
    defender_red: int = Field(0, ge=0, le=20, description="red dice the defending player rolls")
    defender_bonus: int = Field(0, ge=-20, le=40, description="the defender's card values and upgrades")
    defender_per_die: int = Field(0, ge=0, le=1, description="1 when an alarm adds +1 to each defender die")
    elizabeth: int = Field(0, ge=0, le=1, description="1 when Elizabeth is with Booker, uncontrolled (+1 white die)")
    white: str = Field("", description=FACES_HELP.format("white"))
    blue: str = Field("", description=FACES_HELP.format("blue"))
    red: str = Field("", description=FACES_HELP.format("red"))


def booker_attack(params: BookerQuestion, state: ColumbiaState | None) -> list[Answer]:
    """Booker attacks with 3 red dice, +1 white with Elizabeth (rules summary §Combating Booker l.204)."""
    dice = _dice(params, state, ("defender",))
    dice["red"] = _faces(params.red, state, "red")
    if params.elizabeth:
        dice["white"] = _faces(params.white, state, "white")
    booker = _pool({"red": 3, "white": params.elizabeth}, dice, 0, 0)
    greater, _, _ = booker.compare(_side(params, "defender", dice))
    return [Answer(label="Booker wins", value=greater), Answer(label="The defenders win", value=1 - greater)]


class RideQuestion(BaseModel):
    spaces: int = Field(1, ge=1, le=10, description="Sky-Line spaces the unit rides")
    hand: int = Field(5, ge=0, le=30, description="action cards in the rider's hand")
    skyline: str = Field("", description="faces of a Sky-Line die, 'safe' for the symbol, e.g. 'safe safe 0 1 2 3'")


def _space_outcomes(skyline: Die, state: ColumbiaState | None) -> dict[int | None, Fraction]:
    """One Sky-Line space: None -> safe, n -> the numbers total n (3 dice; reading A2)."""
    one_counts = state is not None and state.options.get("skyline_safe") == "symbol_or_one"
    out: dict[int | None, Fraction] = {}
    share = Fraction(1, len(skyline.faces) ** 3)
    for faces in product(skyline.faces, repeat=3):
        safe = "safe" in faces or (one_counts and 1 in faces)
        key = None if safe else sum(f for f in faces if isinstance(f, int))
        out[key] = out.get(key, Fraction(0)) + share
    return out


def ride_odds(params: RideQuestion, state: ColumbiaState | None) -> list[Answer]:
    """Survival and expected cards lost, discarding whenever the hand holds enough (reading A17)."""
    outcomes = _space_outcomes(_faces(params.skyline, state, "skyline"), state)
    hands: dict[int, Fraction] = {params.hand: Fraction(1)}
    lost = Fraction(0)
    first: tuple[Fraction, Fraction] | None = None
    for _space in range(params.spaces):
        after: dict[int, Fraction] = {}
        survive, spent = Fraction(0), Fraction(0)
        for hand, p in hands.items():
            for total, q in outcomes.items():
                cards = total or 0
                if cards <= hand:
                    after[hand - cards] = after.get(hand - cards, Fraction(0)) + p * q
                    survive, spent = survive + p * q, spent + p * q * cards
        first = first or (survive, spent)
        lost += spent
        hands = after
    next_safe, next_lost = first or (Fraction(1), Fraction(0))
    return [
        Answer(label="The unit survives the next space", value=next_safe),
        Answer(label="Cards discarded on the next space (mean)", value=next_lost, kind="mean"),
        Answer(label="The unit survives the whole ride", value=sum(hands.values(), Fraction(0))),
        Answer(label="Cards discarded over the ride (mean)", value=lost, kind="mean"),
    ]


ODDS_QUESTIONS: tuple[OddsQuestion, ...] = (
    OddsQuestion("vote", "Chance the World Event vote passes once Booker rolls", VoteQuestion, vote_passes),
    OddsQuestion("combat", "Chances of a combat between two sides' dice and bonuses", CombatQuestion, combat_chances),
    OddsQuestion("booker", "Chance Booker beats the units he attacks", BookerQuestion, booker_attack),
    OddsQuestion("skyline", "A Sky-Line ride: surviving, and the cards it costs", RideQuestion, ride_odds),
)
