"""Read-only views of the table: the turn banner, tracks, standings, player mats, black market, territories."""

from __future__ import annotations

import flet as ft

from ...games.syndicate.view import SyndicateState, Territory, alert_max, market, mi_cover
from ...i18n import N_, _, ngettext
from ..widgets import big_number, section
from .dialog import SMALL
from .words import mat_lines

SPECIAL = {
    "military": N_("Military Installation"),
    "research": N_("Research Station"),
    "mining": N_("Mining Center"),
    "casino": N_("Casino"),
    "": "",
}
PHASE_BANNER = {
    "sovereign_draw": N_("Sovereign card: draw it"),
    "sovereign_pardons": N_("Sovereign card: pardons, then resolve it"),
    "sovereign_resolve": N_("Sovereign card: resolve it"),
}


def small(text: str, italic: bool = False) -> ft.Text:
    """A secondary line in the theme's small body style (readable in light and dark)."""
    return ft.Text(text, theme_style=SMALL, italic=italic)


def banner_text(state: SyndicateState) -> str:
    """Where the table is now, in one line: whose turn and what they have left, or the phase."""
    if state.finished:
        return _("Game over")
    if not state.setup_done:
        return _("Setting up: choose syndicates and roll for first player")
    step = state.progress.step
    if step == "player_turns":
        me = state.players[state.active]
        name, n, round_ = state.player_names[state.active], me.dice_armed, state.round
        if n == 0:
            return _("{name}'s turn — no action die armed, round {round}").format(name=name, round=round_)
        return ngettext(
            "{name}'s turn — {n} action die armed, round {round}",
            "{name}'s turn — {n} action dice armed, round {round}",
            n,
        ).format(name=name, n=n, round=round_)
    if step in PHASE_BANNER:
        return _(PHASE_BANNER[step])
    return _("Resource collection, round {round}").format(round=state.round)


def turn_banner(state: SyndicateState) -> ft.Control:
    """The banner at the top of the table (theme colours: readable in light and dark)."""
    text = ft.Text(
        banner_text(state),
        theme_style=ft.TextThemeStyle.TITLE_MEDIUM,
        color=ft.Colors.ON_PRIMARY_CONTAINER,
        weight=ft.FontWeight.BOLD,
    )
    return ft.Row([ft.Container(text, bgcolor=ft.Colors.PRIMARY_CONTAINER, border_radius=8, padding=12, expand=True)])


def standings(state: SyndicateState) -> list[tuple[int, list[int]]]:
    """(score, players with it), best first: players with equal scores share a place (ties are not broken)."""
    scores = sorted({p.score for p in state.players}, reverse=True)
    return [(s, [i for i, p in enumerate(state.players) if p.score == s]) for s in scores]


def standings_text(state: SyndicateState) -> list[str]:
    """One line per place: "1. Ann 43", or "1. Ann and Bob, tied at 43"."""
    lines, place = [], 1
    for score, who in standings(state):
        names = _(" and ").join(state.player_names[i] for i in who)
        if len(who) > 1:
            lines.append(_("{place}. {names}, tied at {score}").format(place=place, names=names, score=score))
        else:
            lines.append(_("{place}. {names} {score}").format(place=place, names=names, score=score))
        place += len(who)
    return lines


def destroyer_text(state: SyndicateState) -> str:
    """Where the Sovereign Destroyer is, by the territory's board name."""
    found = state.territory(state.destroyer_at) if state.destroyer_at else None
    return found.name if found else (state.destroyer_at or _("on the alert track"))


def tracks(state: SyndicateState) -> ft.Control:
    cap = alert_max(state)
    last = _("last round {n}").format(n=state.last_round) if state.last_round else _("6 to 8 rounds")
    return ft.Column(
        [
            ft.Row(
                [
                    big_number(
                        _("Alert"),
                        f"{state.alert}/{cap or '-'}",
                        _("Destroyer: {where}").format(where=destroyer_text(state)),
                    ),
                    big_number(_("Round"), f"{state.round}/8", last),
                    ft.Column(
                        [
                            small(_("First player")),
                            ft.Text(
                                state.player_names[state.first_player],
                                theme_style=ft.TextThemeStyle.TITLE_MEDIUM,
                                weight=ft.FontWeight.BOLD,
                            ),
                        ],
                        spacing=0,
                        horizontal_alignment=ft.CrossAxisAlignment.CENTER,
                    ),
                ],
                alignment=ft.MainAxisAlignment.SPACE_AROUND,
                wrap=True,
            ),
            ft.Text(_("Syndicate score (credits + VP)"), weight=ft.FontWeight.BOLD),
            *[small(line) for line in standings_text(state)],
        ],
        spacing=4,
    )


def _resource(label: str, value: int) -> ft.Control:
    return ft.Column(
        [small(label), ft.Text(str(value), theme_style=ft.TextThemeStyle.HEADLINE_MEDIUM, weight=ft.FontWeight.BOLD)],
        spacing=0,
        horizontal_alignment=ft.CrossAxisAlignment.CENTER,
    )


def player_mat(state: SyndicateState, index: int) -> ft.Control:
    p = state.players[index]
    armed = p.assault_level - p.reinforcements_used
    name = state.player_names[index]
    if not p.syndicate:
        title = _("{name}: no syndicate yet").format(name=name)
    elif state.setup_done and index == state.active and state.progress.step == "player_turns":
        title = _("{name}: {syndicate} (their turn)").format(name=name, syndicate=p.syndicate.name)
    else:
        title = f"{name}: {p.syndicate.name}"
    bases = ", ".join(t.name for t in state.bases_of(index)) or _("none")
    score = _("Score {score} (credits {credits} + VP {vp})").format(score=p.score, credits=p.res.credits, vp=p.vp)
    details = [
        ngettext(
            "Tech level {tech} · assault level {assault} ({n} armed reinforcement)",
            "Tech level {tech} · assault level {assault} ({n} armed reinforcements)",
            armed,
        ).format(tech=p.tech_level, assault=p.assault_level, n=armed),
        _("Action dice armed: {dice} · operation cards: {cards} · sleeper: {sleeper}").format(
            dice=p.dice_armed, cards=p.op_cards, sleeper=_("active") if p.sleeper_active else _("none")
        ),
        _("Bonus chips: {chips}").format(chips=", ".join(p.chips) or _("none")),
        _("Bases: {bases}").format(bases=bases),
        _("{score} · pardoned").format(score=score) if p.pardoned else score,
    ]
    details += [_("Mat: {line}").format(line=line) for line in (mat_lines(p.syndicate) if p.syndicate else [])]
    return section(
        title,
        ft.Row(
            [
                _resource(_("Credits"), p.res.credits),
                _resource(_("Influence"), p.res.influence),
                _resource(_("Crew"), p.res.crew),
            ],
            alignment=ft.MainAxisAlignment.SPACE_AROUND,
        ),
        *[small(line) for line in details],
    )


def black_market(state: SyndicateState) -> ft.Control:
    rows: list[ft.Control] = []
    for ladder, title in (("tech", _("Tech level market")), ("assault", _("Assault level market"))):
        rows.append(ft.Text(title, weight=ft.FontWeight.BOLD))
        for index, name in enumerate(state.player_names):
            boxes = sorted(state.market[ladder][index])
            held = " ".join(str(market.BOX_PRICE * (b + 1)) for b in boxes) or _("no cubes")
            price = market.price(state, ladder, index)
            next_price = ngettext("next {n} credit", "next {n} credits", price).format(n=price)
            rows.append(small(f"{name}: {held} · {next_price}"))
    return section(_("Black market"), *rows)


def _status(state: SyndicateState, t: Territory) -> str:
    bits = []
    if t.owner is None:
        bits.append(_("unoccupied"))
    else:
        bits.append(state.player_names[t.owner])
        bits.append(_("fortified") if t.fortified else _("unfortified"))
        if not t.fortified and mi_cover(state, t):
            bits.append(_("covered by a Military Installation"))
        if t.flipped:
            bits.append(_("base card flipped"))
    if state.destroyer_at == t.id:
        bits.append(_("the Destroyer is here"))
    if t.special:
        special = _(SPECIAL[t.special])
        research = _("{special}, research {n}/{boxes}").format(special=special, n=t.research, boxes=t.research_boxes)
        bits.append(research if t.research_boxes else special)
    if t.chip_present:
        bits.append(_("bonus chip"))
    return " · ".join(bits)


def territories(state: SyndicateState) -> list[ft.Control]:
    out: list[ft.Control] = []
    for zone in ("EXO", "MIDDLE", "INNER"):
        found = [t for t in state.territories if t.zone == zone]
        out.append(ft.Text(_("{zone} ({n})").format(zone=zone, n=len(found)), weight=ft.FontWeight.BOLD))
        out += [small(f"{t.name}: {_status(state, t)}") for t in found] or [small(_("none entered"), italic=True)]
    return out
