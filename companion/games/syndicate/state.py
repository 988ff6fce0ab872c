"""Syndicate table state: player mats, territories, tracks, black market and the Sovereign deck.

Everything a rule needs is copied in (territories, syndicates, Sovereign cards), so a shared
snapshot needs no content library. Resources are always in mat order credits / influence / crew
(syndicate-draft-rulebook.txt L299).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field, model_validator

from ...engine import BaseState
from ...engine.game import counted
from ...i18n import N_, Phrase

Resource = Literal["credits", "influence", "crew"]
RESOURCES: tuple[Resource, ...] = ("credits", "influence", "crew")
RESOURCE_NAMES = {"credits": N_("credits"), "influence": N_("influence"), "crew": N_("crew")}
"""Each resource by name (marked for the catalogues, told where shown)."""
Zone = Literal["EXO", "MIDDLE", "INNER"]
Special = Literal["", "military", "research", "mining", "casino"]


class Resources(BaseModel):
    """An amount of each resource (any field may be 0)."""

    credits: int = 0
    influence: int = 0
    crew: int = 0

    def get(self, resource: str) -> int:
        return int(getattr(self, resource))

    def total(self) -> int:
        return self.credits + self.influence + self.crew

    def text(self) -> str:
        parts = [f"{self.get(r)} {r}" for r in RESOURCES if self.get(r)]
        return ", ".join(parts) or "nothing"


RollKind = Literal["mission", "robbery", "assault"]
ROLL_KINDS = {"mission": N_("mission"), "robbery": N_("robbery"), "assault": N_("assault")}
"""Each kind of roll by name ("a robbery roll")."""
AwardKind = Literal["bases", "zone_bases", "fortified_bases", "tech_level", "assault_level", "credits", "by_the_table"]


class RollBonus(BaseModel):
    """A typed modifier added to one or more kinds of action-die roll (a total above 6 counts as 6).

    The draft publishes no bonus stats but the Casino's +1 (l.506): every other bonus is typed in
    box setup from the mat, chip or card.
    """

    applies_to: list[RollKind] = Field(min_length=1)
    amount: int = Field(ge=1, le=3)

    def text(self) -> str:
        return f"+{self.amount} to {' and '.join(self.applies_to)} rolls"


CASINO_BONUS = RollBonus(applies_to=["mission", "robbery"], amount=1)

Price = Literal["base", "fortify", "market"]
PRICE_WORDS: dict[str, str] = {"base": "buying a base", "fortify": "fortifying", "market": "black-market levels"}


class CostBonus(BaseModel):
    """Credits off the prices a syndicate mat lowers, typed from the mat (the draft publishes none, l.293)."""

    applies_to: list[Price] = Field(min_length=1)
    credits: int = Field(ge=1, le=20)

    def text(self) -> str:
        return f"{counted(self.credits, 'credit')} off {' and '.join(PRICE_WORDS[p] for p in self.applies_to)}"


class BonusChip(BaseModel):
    """A bonus chip as typed in box setup: its zone and what it gives when played, once (l.546-552)."""

    name: str = Field(min_length=1, max_length=40)
    zone: Zone | None = None
    gain: Resources = Field(default_factory=Resources)
    tech: int = Field(default=0, ge=0, le=1)
    assault: int = Field(default=0, ge=0, le=1)
    roll: RollBonus | None = None


class AdvancedTech(BaseModel):
    """An Advanced Tech card as typed in box setup: a standing ability from a tech level on (l.247-249)."""

    name: str = Field(min_length=1, max_length=40)
    min_tech: int = Field(default=6, ge=0, le=10)
    roll: RollBonus | None = None


class Award(BaseModel):
    """An award box: the feat, its VP, and who put a cube in it first (l.215).

    ``kind`` and ``threshold`` make the feat checkable ("at least 3 INNER bases" is ``zone_bases``,
    3, INNER); ``by_the_table`` is a feat the app cannot see, which the table confirms.
    """

    name: str = Field(min_length=1, max_length=60)
    kind: AwardKind = "by_the_table"
    threshold: int = Field(default=0, ge=0, le=200)
    zone: Zone | None = None
    vp: int = Field(ge=0, le=50)
    claimed_by: int | None = None

    def feat(self) -> Phrase:
        """The feat in words, told in each reader's language (``str()``: the English)."""
        n = self.threshold
        if self.kind == "zone_bases" and self.zone:
            return Phrase.ngettext("own at least {n} {zone} base", "own at least {n} {zone} bases", n, zone=self.zone)
        if self.kind in ("bases", "zone_bases"):
            return Phrase.ngettext("own at least {n} base", "own at least {n} bases", n)
        if self.kind == "fortified_bases":
            return Phrase.ngettext("own at least {n} fortified base", "own at least {n} fortified bases", n)
        if self.kind == "tech_level":
            return Phrase(N_("reach tech level {n}"), n=n)
        if self.kind == "assault_level":
            return Phrase(N_("reach assault level {n}"), n=n)
        if self.kind == "credits":
            return Phrase.ngettext("hold at least {n} credit", "hold at least {n} credits", n)
        return Phrase(N_("as the award says (the table confirms)"))


class StartBase(BaseModel):
    """A base a syndicate starts with (Fidge & Co.: a fortified base on Koss, L293)."""

    territory: str
    fortified: bool = False


class SyndicateSpec(BaseModel):
    """A syndicate mat as copied into the game (from the library or typed from the mat)."""

    name: str
    start: Resources
    income: Resources
    tech_level: int = Field(ge=0, le=10)
    assault_level: int = Field(ge=0, le=2)
    start_base: StartBase | None = None
    bonus: str = ""
    roll: RollBonus | None = Field(default=None, description="a standing roll bonus printed on the mat")
    discount: CostBonus | None = Field(default=None, description="credits off prices, printed on the mat")
    collection_bonus: Resources = Field(
        default_factory=Resources, description="a syndicate bonus collected each resource collection (l.416)"
    )

    def bonus_lines(self) -> list[str]:
        """The mat's printed bonuses in words, as the player's screen shows them."""
        lines = [self.bonus] if self.bonus else []
        lines += [f"{self.roll.text()} (mat)"] if self.roll else []
        lines += [f"{self.discount.text()} (mat)"] if self.discount else []
        if self.collection_bonus.total():
            lines.append(f"+{self.collection_bonus.text()} each resource collection (mat)")
        return lines


class Tier(BaseModel):
    """From this alert level upwards the effect uses ``amount``."""

    min_alert: int = Field(ge=1)
    amount: int = Field(ge=0)


class Effect(BaseModel):
    """One Sovereign card effect written as data (applied to every player not pardoned).

    ``tax_per_base``: pay ``amount`` credits per base; a base that cannot be paid for is flipped
    (L576-578). ``pay``: each player pays ``amount`` of ``resource`` (what they have).
    ``seize_unfortified``: unfortified bases are taken by the Sovereign (L100, L473).
    """

    kind: Literal["tax_per_base", "pay", "seize_unfortified"]
    resource: Resource = "credits"
    tiers: list[Tier] = Field(default_factory=list)

    def amount(self, alert: int) -> int:
        found = [t.amount for t in sorted(self.tiers, key=lambda t: t.min_alert) if t.min_alert <= alert]
        return found[-1] if found else 0


class SovereignCardSpec(BaseModel):
    """A Sovereign card in play: its name, the BEGINNING OF THE END flag, effects and checklist."""

    name: str
    end_of_game: bool = False
    effects: list[Effect] = Field(default_factory=list)
    checklist: list[str] = Field(default_factory=list)


class Territory(BaseModel):
    """A territory of the board with the base on it (if any)."""

    id: str
    name: str
    zone: Zone
    special: Special = ""
    research_boxes: int = Field(default=0, ge=0)
    mining_amount: int = Field(default=0, ge=0, le=2)
    beams: list[str] = Field(default_factory=list, description="territory ids a Military Installation protects")
    owner: int | None = None
    fortified: bool = False
    flipped: bool = False
    research: int = 0
    chip_present: bool = True
    roll: RollBonus | None = Field(default=None, description="a roll bonus the working base gives its owner")

    @model_validator(mode="after")
    def _casino_luck(self) -> Territory:
        """The Casino adds +1 to its owner's mission rolls (l.506) unless box setup typed its bonus."""
        if self.special == "casino" and self.roll is None:
            self.roll = CASINO_BONUS
        return self


class TradeRoute(BaseModel):
    name: str
    territories: list[str]
    bonus: Resources


SleeperTiming = Literal["any", "own_turn", "others_turn", "sovereign", "collection"]
TIMING_WORDS: dict[str, str] = {
    "any": N_("at any time"),
    "own_turn": N_("on its owner's turn"),
    "others_turn": N_("on another player's turn"),
    "sovereign": N_("in the Sovereign card phase"),
    "collection": N_("in resource collection"),  # the phase ends when it runs
}


class SleeperCard(BaseModel):
    """A sleeper card as typed from the card (the draft lists none): when it may be played (l.144: "within
    the bounds specified on the card") and what it does; anything else is resolved by hand."""

    name: str = Field(min_length=1, max_length=60)
    timing: SleeperTiming = "any"
    gain: Resources = Field(default_factory=Resources, description="what its owner takes from the bank")
    target_loses: Resources = Field(default_factory=Resources, description="what the player it targets pays")
    alert: int = Field(default=0, ge=0, le=3, description="how far it raises the alert level")
    by_hand: str = Field(default="", max_length=200, description="what else the table resolves by hand")

    def text(self) -> str:
        parts = [f"played {TIMING_WORDS[self.timing]}"]
        parts += [f"its owner takes {self.gain.text()}"] if self.gain.total() else []
        parts += [f"the target pays {self.target_loses.text()}"] if self.target_loses.total() else []
        parts += [f"alert +{self.alert}"] if self.alert else []
        parts += [self.by_hand] if self.by_hand else []
        return "; ".join(parts)


class Sleeper(BaseModel):
    """The face-down card in a player's sleeper slot (L463-469): a sleeper, or a mission card as a decoy."""

    card: str = Field(default="", max_length=60, description="the card's name as the owner wrote it (kept hidden)")
    decoy: bool = False
    turn: int = Field(default=-1, description="turn_serial of its activation: it is played at a later point")


class Player(BaseModel):
    """One player's mat (the player's name is ``state.player_names[index]``)."""

    syndicate: SyndicateSpec | None = None
    offers: list[SyndicateSpec] = Field(default_factory=list)
    res: Resources = Field(default_factory=Resources)
    tech_level: int = 0
    assault_level: int = 0
    reinforcements_used: int = 0
    dice_armed: int = 2
    op_cards: int = 4
    sleeper: Sleeper | None = None
    sleepers_burned: int = Field(default=0, ge=0)
    chips: list[str] = Field(default_factory=list)
    tech_cards: list[str] = Field(default_factory=list, description="Advanced Tech cards held, by name")
    vp: int = 0
    pardoned: bool = False

    @property
    def sleeper_active(self) -> bool:
        return self.sleeper is not None

    @property
    def score(self) -> int:
        """Syndicate score = credits + VP (L39, L311-316)."""
        return self.res.credits + self.vp


class Collected(BaseModel):
    """What resource collection changed for one player, and why (the summary card)."""

    player: int
    gained: Resources = Field(default_factory=Resources)
    cards: int = 0
    lines: list[str] = Field(default_factory=list)


class CollectionChoice(BaseModel):
    """What one owner chose for resource collection on their own phone (l.416-418); None: not chosen yet."""

    decay: str | None = Field(default=None, description="the market cube removed: tech, assault, ladder@box or none")
    mining: dict[str, Resource] = Field(default_factory=dict, description="Mining Center id -> the extra's resource")
    unpaid: list[str] | None = Field(default=None, description="bases (ids) left without crew upkeep")


class SyndicateState(BaseState):
    players: list[Player]
    territories: list[Territory] = Field(default_factory=list)
    trade_routes: list[TradeRoute] = Field(default_factory=list)
    setup_done: bool = False
    roll_off: list[int] = Field(default_factory=list, description="players still rolling for first player")
    first_player: int = 0
    turn: int = 0
    turn_serial: int = 0
    alert: int = 1
    destroyer_at: str | None = None
    market: dict[str, list[list[int]]] = Field(
        default_factory=lambda: {"tech": list[list[int]](), "assault": list[list[int]]()}
    )
    deck_mode: Literal["library", "physical"] = "physical"
    sovereign_deck: list[SovereignCardSpec] = Field(default_factory=list)
    sovereign_card: SovereignCardSpec | None = None
    sovereign_drawn_round: int = 0
    sovereign_resolved: bool = False
    sovereign_drawn: int = 0
    last_round: int | None = None
    last_mission: str = ""
    collection: list[Collected] = Field(default_factory=list)
    collection_choices: dict[int, CollectionChoice] = Field(default_factory=dict)
    chip_catalogue: list[BonusChip] = Field(default_factory=list)
    tech_catalogue: list[AdvancedTech] = Field(default_factory=list)
    awards: list[Award] = Field(default_factory=list)

    def chip(self, name: str) -> BonusChip | None:
        return next((c for c in self.chip_catalogue if c.name.lower() == name.strip().lower()), None)

    def award(self, name: str) -> Award | None:
        return next((a for a in self.awards if a.name.lower() == name.strip().lower()), None)

    def tech_card(self, name: str) -> AdvancedTech | None:
        return next((t for t in self.tech_catalogue if t.name.lower() == name.strip().lower()), None)

    @property
    def active(self) -> int:
        """The player whose turn it is."""
        return (self.first_player + self.turn) % len(self.players)

    def territory(self, key: str) -> Territory | None:
        key = key.strip().lower()
        return next((t for t in self.territories if t.id == key or t.name.lower() == key), None)

    def bases_of(self, player: int) -> list[Territory]:
        return [t for t in self.territories if t.owner == player]

    def working(self, territory: Territory) -> bool:
        """A base gives income and bonuses: not flipped and not under the Destroyer (L510, L566)."""
        return territory.owner is not None and not territory.flipped and self.destroyer_at != territory.id

    def owns_special(self, player: int, special: str) -> bool:
        return any(t.special == special and self.working(t) for t in self.bases_of(player))


def slug(name: str) -> str:
    return "-".join("".join(c if c.isalnum() else " " for c in name.lower()).split())


Occupancy = Literal["unoccupied", "own", "cooperative", "uncooperative", "other", "any"]


class MissionCard(BaseModel):
    """A mission or robbery card as read from the card when it is played (L128-142).

    ``faces`` maps the territory's occupancy to the winning faces (white dice); ``extra_faces``
    are the grey faces added by hiring extra hands. Robberies use the ``any`` entry.
    """

    name: str = "Mission"
    kind: Literal["mission", "robbery"] = "mission"
    territory: str = ""
    zone: Zone | None = None
    round_requirement: int | None = None
    faces: dict[Occupancy, list[int]] = Field(default_factory=dict)
    extra_cost: Resources = Field(default_factory=Resources)
    extra_faces: dict[Occupancy, list[int]] = Field(default_factory=dict)
    reward: Resources = Field(default_factory=Resources)
    dice_unfortified: int = Field(default=0, ge=0, le=3)
    dice_fortified: int = Field(default=0, ge=0, le=3)

    def lookup(self, table: dict[Occupancy, list[int]], occupancy: list[Occupancy]) -> list[int] | None:
        """The faces for the first occupancy the card lists: the exact one, then "other", then "any"."""
        other: list[Occupancy] = ["other"] if occupancy[0] in ("cooperative", "uncooperative") else []
        wanted: list[Occupancy] = [*occupancy, *other, "any"]
        return next((table[key] for key in wanted if key in table), None)
