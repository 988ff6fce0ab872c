"""Fields for what a card does, shared by box setup and the reveal dialogs: a World Event's effects
and a Victory Point card's checked condition."""

from __future__ import annotations

import flet as ft

from ...games.columbia.view import EventEffect, VpCheck
from ...i18n import N_, _, ngettext
from ..forms import dropdown, named, number_field, read_number, translated

EVENT_EFFECTS = [
    ("none", N_("No effect the app carries out")),
    ("upgrades_off", N_("Upgrades have no effect this round")),
    ("destroy_location", N_("Destroy a location")),
    ("eagles_each", N_("Every player gains (or loses) Silver Eagles")),
    ("text", N_("Free text: the table resolves it")),
]
VP_CHECKS = [
    ("text", N_("The table confirms it")),
    ("locations", N_("Control N locations")),
    ("territories", N_("Hold N territories")),
    ("upgrades", N_("Have made N upgrades")),
    ("destroyed", N_("N locations destroyed")),
    ("elizabeth", N_("Hold Elizabeth")),
]


def effect_words(effect: EventEffect, places: dict[int, str]) -> str:
    """A World Event effect as the table reads it ("Destroy 3 Town Center")."""
    if effect.kind == "upgrades_off":
        return _("Upgrades have no effect this round.")
    if effect.kind == "destroy_location":
        place = places.get(effect.location or 0, _("location {n}").format(n=effect.location))
        return _("Destroy {place}.").format(place=place)
    n = abs(effect.amount)
    if effect.kind == "eagles_each" and effect.amount >= 0:
        return ngettext("Every player gains {n} Silver Eagle.", "Every player gains {n} Silver Eagles.", n).format(n=n)
    if effect.kind == "eagles_each":
        return ngettext("Every player loses {n} Silver Eagle.", "Every player loses {n} Silver Eagles.", n).format(n=n)
    return effect.text


class EventEffectFields:
    """The effects a card already has (listed, always kept) and one more to add."""

    def __init__(self, places: dict[int, str]):
        self.places = places
        self.kept: list[EventEffect] = []
        self.listed = ft.Text("", theme_style=ft.TextThemeStyle.BODY_SMALL)
        self.kind = dropdown(_("Event effect"), translated(EVENT_EFFECTS), "none")
        self.amount = number_field(_("Silver Eagles each"), 0, low=-20, high=20)
        self.where = dropdown(_("Location destroyed"), [(str(n), name) for n, name in places.items()], width=300)
        self.words = ft.TextField(label=_("Effect in words"), width=340, multiline=True)
        self.controls: list[ft.Control] = [
            self.listed,
            named(self.kind),
            ft.Row([self.amount, named(self.where)], wrap=True),
            self.words,
        ]

    def set(self, effects: list[EventEffect], words: str) -> None:
        """Show a library card's effects (kept whatever is added) and its text."""
        self.kept = [e.model_copy() for e in effects]
        shown = [effect_words(e, self.places) for e in self.kept]
        self.listed.value = _("Its effects: {effects}").format(effects=" ".join(shown)) if shown else ""
        self.words.value = words

    def read(self) -> list[EventEffect] | None:
        """The kept effects plus the one chosen (None after marking a field that does not read)."""
        kind = self.kind.value or "none"
        amount = read_number(self.amount, -20, 20) if kind == "eagles_each" else 0
        if amount is None:
            return None
        if kind == "none":
            return list(self.kept)
        if kind == "text" and not (self.words.value or "").strip():
            self.words.error = _("Write the effect for the table to resolve.")
            self.words.update()
            return None
        added = EventEffect(
            kind=kind,
            amount=amount,
            location=int(self.where.value) if kind == "destroy_location" and self.where.value else None,
            text=(self.words.value or "").strip() if kind == "text" else "",
        )
        return [*self.kept, added]


class VpCheckFields:
    """A Victory Point card's condition as a check the app makes, or kept for the table to confirm."""

    def __init__(self) -> None:
        self.kind = dropdown(_("Checked by the app"), translated(VP_CHECKS), "text")
        self.count = number_field(_("How many"), 1, low=0, high=15)
        self.stronghold = ft.Checkbox(label=_("Only locations with a stronghold"))
        self.territory = ft.TextField(label=_("Only in territory (letter)"), width=160)
        self.controls: list[ft.Control] = [
            ft.Row([named(self.kind), self.count], wrap=True),
            ft.Row([self.stronghold, self.territory], wrap=True),
        ]

    def set(self, check: VpCheck | None) -> None:
        self.kind.value = check.kind if check else "text"
        self.count.value = str(check.count if check else 1)
        self.stronghold.value = bool(check and check.stronghold)
        self.territory.value = (check.territory or "") if check else ""

    def read(self) -> tuple[bool, VpCheck | None]:
        """(read, check): ``read`` is False after marking a field; ``check`` None for a text condition."""
        if (self.kind.value or "text") == "text":
            return True, None
        count = read_number(self.count, 0, 15)
        if count is None:
            return False, None
        where = (self.territory.value or "").strip().upper() or None
        return True, VpCheck(
            kind=self.kind.value,
            count=count,
            stronghold=bool(self.stronghold.value),
            territory=where,
        )
