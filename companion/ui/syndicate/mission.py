"""The mission and robbery dialog: the card read from the table, the live odds, the roll."""

from __future__ import annotations

from typing import Any

import flet as ft

from ...games.syndicate.view import MissionCard, SyndicateState, Territory, bonuses, odds, slug
from ...games.syndicate.view import commands as c
from ...i18n import _, ngettext
from ..context import TableContext
from ..forms import WIDTH, command_dialog, dropdown, faces_field, named, number_field, read_faces, read_number
from .chips import chip_boxes, picked, unnamed_notes
from .dialog import SMALL
from .forms import ResourceFields, RolledFace

ZONES = ("EXO", "MIDDLE", "INNER")
DIE = range(1, 7)


def card_faces(label: str) -> ft.TextField:
    """Faces a card prints (each once, 1 to 6)."""
    return faces_field(label, faces=DIE, distinct=True)


class CardFields:
    """What every mission and robbery card prints: name, round requirement, faces, hands cost, reward."""

    def __init__(self, kind: str):
        self.kind = kind
        default = _("Robbery") if kind == "robbery" else _("Mission")  # the players may name the card
        self.name = ft.TextField(label=_("Card name"), value=default, width=WIDTH)
        self.round_req = number_field(_("Round requirement (blank: none)"), width=WIDTH)
        self.faces = card_faces(_("Winning faces for this status (e.g. 4 5 6)"))
        self.extra_faces = card_faces(_("Extra-hands faces (grey dice, e.g. 3)"))
        self.extra_cost = ResourceFields(_("Hands cost"))
        self.reward = ResourceFields(_("Reward"))

    def text_fields(self) -> list[ft.TextField]:
        return [
            self.round_req,
            self.faces,
            self.extra_faces,
            *self.extra_cost.fields.values(),
            *self.reward.fields.values(),
        ]

    def read(self, strict: bool) -> dict[str, Any] | None:
        """The card's printed values; ``strict`` marks typos on the fields (at submit), else None quietly."""
        base, extra = read_faces(self.faces, mark=strict), read_faces(self.extra_faces, mark=strict)
        cost = self.extra_cost.read() if strict else self.extra_cost.peek()
        gain = self.reward.read() if strict else self.reward.peek()
        need = self._round(strict)
        if base is None or extra is None or cost is None or gain is None or need is False:
            return None
        return {
            "name": self.name.value or self.kind,
            "kind": self.kind,
            "faces": {"any": base},
            "extra_faces": {"any": extra},
            "extra_cost": cost,
            "reward": gain,
            "round_requirement": need,
        }

    def _round(self, strict: bool) -> int | None | bool:
        """The round requirement, None when blank, False when not readable."""
        if not (self.round_req.value or "").strip():
            return None
        need = read_number(self.round_req, 1, 8, mark=strict)
        return False if need is None else need

    def fill(self, card: MissionCard, occupancy: list[Any]) -> None:
        """Copy a library card in, with the faces for the territory's status."""
        self.name.value = card.name
        tables: list[tuple[ft.TextField, Any]] = [(self.faces, card.faces), (self.extra_faces, card.extra_faces)]
        for field, table in tables:
            field.value = " ".join(map(str, card.lookup(table, occupancy) or []))
        for fields, value in ((self.extra_cost, card.extra_cost), (self.reward, card.reward)):
            for r, field in fields.fields.items():
                field.value = str(value.get(r))
        self.round_req.value = "" if card.round_requirement is None else str(card.round_requirement)


class MissionForm:
    """The dialog's state: the card fields, where it happens, the options, and the odds shown live."""

    def __init__(self, ctx: TableContext, player: int, kind: str):
        self.ctx, self.player, self.kind = ctx, player, kind
        state: SyndicateState = ctx.state
        entries: list[Any] = ctx.library.entries("syndicate", "missions")
        self.known = [e for e in entries if e.card.kind == kind]
        self.picks = dropdown(
            _("Card from your library"), [("", _("type it from the card")), *[(e.id, e.name) for e in self.known]], ""
        )
        self.card = CardFields(kind)
        self.territory = dropdown(_("Mission territory"), territory_choices(state, player), "")
        self.announce = dropdown(_("Announce"), [], "")
        self.announcing = ft.Column([named(self.announce)], visible=False)  # a labelled dropdown hides in a column
        self.status = ft.Text("", theme_style=SMALL)
        self.zone = dropdown(_("Robbery zone"), [(z, z) for z in ZONES])
        targets = [
            (t.id, f"{t.name}: {state.player_names[t.owner]}")
            for t in state.territories
            if t.owner is not None and t.owner != player
        ]
        self.target = dropdown(_("Target base"), targets or [("", _("no other player's base"))])
        self.dice_unf = number_field(_("Consequence dice vs UNFORTIFIED"), width=WIDTH)
        self.dice_fort = number_field(_("Consequence dice vs FORTIFIED"), width=WIDTH)
        self.hire = ft.Checkbox(label=_("Hire extra hands"), value=False)
        self.casino = ft.Checkbox(label=_("Use the Casino's +1"), value=state.owns_special(player, "casino"))
        self.chips = chip_boxes(state, player, "robbery" if kind == "robbery" else "mission")
        self.chance = ft.Text("", theme_style=ft.TextThemeStyle.TITLE_SMALL, weight=ft.FontWeight.BOLD)
        self.consequence = (
            faces_field(_("Consequence dice rolled (e.g. 3 5)"), faces=DIE) if kind == "robbery" else None
        )
        self.rolled = RolledFace(ctx, more=(self.consequence,) if self.consequence else ())
        self.keep = ft.Checkbox(label=_("Save this card to my library"), value=False)
        self.sent: c.AttemptMission | None = None
        self._wire()
        self.refresh()

    # -- the command the fields make ---------------------------------------------------------------
    def _found(self) -> Territory | None:
        return self.ctx.state.territory(self.territory.value or "") if self.kind == "mission" else None

    def _owner_other(self) -> int | None:
        """The other player whose base is on the mission territory (None when it is unoccupied or one's own)."""
        found = self._found()
        return found.owner if found is not None and found.owner not in (None, self.player) else None

    def announced(self) -> bool | None:
        """COOPERATIVE (True) or UNCOOPERATIVE (False) as announced; None when not announced (or not asked)."""
        return {"cooperative": True, "uncooperative": False}.get(self.announce.value or "")

    def _where(self) -> dict[str, Any]:
        if self.kind == "mission":
            found = self._found()
            return {"territory": found.name if found else ""}  # as printed on the card
        return {
            "zone": self.zone.value,
            "dice_unfortified": read_number(self.dice_unf, mark=False) or 0,
            "dice_fortified": read_number(self.dice_fort, mark=False) or 0,
        }

    def mission_card(self, strict: bool) -> MissionCard | None:
        data = self.card.read(strict)
        if data is None:
            return None
        try:
            return MissionCard(**data, **self._where())
        except ValueError:
            return None

    def command(
        self, strict: bool, entered: list[int] | None = None, cons: list[int] | None = None
    ) -> c.AttemptMission | None:
        built = self.mission_card(strict)
        if built is None:
            return None
        return c.AttemptMission(
            player=self.player,
            card=built,
            extra_hands=bool(self.hire.value),
            cooperative=self.announced() if self._owner_other() is not None else None,
            target=self.target.value or "",
            use_casino=bool(self.casino.value),
            chips=picked(self.chips),
            entered=entered,
            consequence=cons,
        )

    # -- live texts ----------------------------------------------------------------------------------
    def status_text(self) -> str:
        state: SyndicateState = self.ctx.state
        found = self._found()
        if found is None:
            return _("Pick the territory printed on the card (one not listed: add it with Add a territory first).")
        if found.owner is None:
            return _("{territory}: unoccupied").format(territory=found.name)
        if found.owner == self.player:
            return _("{territory}: your own base").format(territory=found.name)
        return _("{territory}: {name}'s base: announce COOPERATIVE or UNCOOPERATIVE.").format(
            territory=found.name, name=state.player_names[found.owner]
        )

    def chance_text(self, cmd: c.AttemptMission | None) -> str:
        if cmd is None:
            return _("Chance: type the card's faces")
        state: SyndicateState = self.ctx.state
        text = _("Chance of success: {chance}").format(chance=odds.percent(cmd.chance(state)))
        counted = cmd.bonuses(state)
        if counted:
            text += " · " + _("counting{bonuses}").format(bonuses=bonuses.described(counted))
        victim = state.territory(self.target.value or "")
        if self.kind == "robbery" and victim is not None and victim.owner is not None:
            dice = cmd.consequence_dice(state)
            mean = float(odds.robbery_mean(dice, state.players[victim.owner].res.credits))
            text += " · " + ngettext(
                "{n} consequence die, about {mean} credits", "{n} consequence dice, about {mean} credits", dice
            ).format(n=dice, mean=f"{mean:.1f}")
        return text

    def moved(self, e: Any = None) -> None:
        """A new territory: the announcement is asked on another player's base only, and a library card's faces
        follow the territory's status."""
        owner = self._owner_other()
        self.announcing.visible = owner is not None
        if owner is not None:
            name = self.ctx.state.player_names[owner]
            self.announce.options = [
                ft.DropdownOption(
                    key="cooperative", text=_("COOPERATIVE: split the reward with {name}").format(name=name)
                ),
                ft.DropdownOption(key="uncooperative", text=_("UNCOOPERATIVE: keep the whole reward")),
            ]
        else:
            self.announce.value = ""
        self.refill()
        self.refresh(e)

    def refresh(self, e: Any = None) -> None:
        if self.kind == "mission":
            self.status.value = self.status_text()
        self.chance.value = self.chance_text(self.command(strict=False))
        if e is not None:
            self.ctx.page.update()

    def _library_card(self) -> MissionCard | None:
        entry = next((k for k in self.known if k.id == self.picks.value), None)
        return entry.card if entry else None

    def refill(self) -> None:
        """The library card picked, with the faces for the territory's status."""
        card = self._library_card()
        if card is not None:
            probe = c.AttemptMission(
                player=self.player,
                card=card.model_copy(update={"territory": self.territory.value or ""}),
                cooperative=self.announced(),
                target=self.target.value or "",
            )
            self.card.fill(card, probe.occupancy(self.ctx.state))

    def prefill(self, e: Any) -> None:
        card = self._library_card()
        if card is not None and self.kind == "mission":
            found = self.ctx.state.territory(card.territory)
            self.territory.value = found.id if found else ""
        self.moved(e)

    def _wire(self) -> None:
        self.picks.on_select = self.prefill
        self.territory.on_select = self.announce.on_select = self.moved
        for field in (self.dice_unf, self.dice_fort, *self.card.text_fields()):
            field.on_change = self.refresh
        for box in (self.hire, self.casino, *self.chips):
            box.on_change = self.refresh
        self.zone.on_select = self.target.on_select = self.refresh

    # -- submit ----------------------------------------------------------------------------------------
    def _consequence(self) -> list[int] | None | bool:
        """The consequence faces typed (physical dice), None for a digital roll, False after a typo."""
        if self.consequence is None or not self.consequence.visible:
            return None
        faces = read_faces(self.consequence)
        return False if faces is None else [int(f) for f in faces]

    def submit(self) -> c.AttemptMission | None:
        entered = self.rolled.read()
        cons = self._consequence()
        if entered is False or cons is False:
            return None
        self.sent = self.command(strict=True, entered=entered or None, cons=cons if isinstance(cons, list) else None)
        return self.sent

    def keep_card(self) -> None:
        """Once the attempt is taken: the card sent goes to the library when the player asked for it."""
        card = self.sent.card if self.sent is not None else None
        if card is not None and self.keep.value:
            self.ctx.library.add(
                "syndicate",
                "missions",
                {"id": slug(card.name), "name": card.name, "card": card.model_dump(mode="json")},
            )

    def controls(self) -> list[ft.Control]:
        card = self.card
        where: list[ft.Control] = (
            [self.territory, self.status, self.announcing]
            if self.kind == "mission"
            else [self.zone, self.target, self.dice_unf, self.dice_fort]
        )
        rows: list[ft.Control] = [self.picks, card.name, *where, card.round_req, card.faces, self.hire]
        rows += [card.extra_faces, card.extra_cost.control, card.reward.control]
        rows += [self.casino, *self.chips, *unnamed_notes(self.ctx.state, self.player), self.keep]
        return rows + self.rolled.controls


def territory_choices(state: SyndicateState, player: int) -> list[tuple[str, str]]:
    """Every territory of the board with its status for ``player``: unoccupied, their own base, or whose."""

    def status(t: Territory) -> str:
        if t.owner is None:
            return _("unoccupied")
        return _("your base") if t.owner == player else _("{name}'s base").format(name=state.player_names[t.owner])

    return [(t.id, f"{t.name} ({t.zone}): {status(t)}") for t in state.territories]


def mission_dialog(ctx: TableContext, player: int, kind: str) -> None:
    form = MissionForm(ctx, player, kind)
    title = _("Attempt a robbery") if kind == "robbery" else _("Attempt a mission")
    command_dialog(
        ctx, title, form.controls(), _("Roll the action die"), form.submit, header=form.chance, after=form.keep_card
    )
