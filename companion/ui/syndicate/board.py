"""Read-only views of the table: the turn banner, tracks, standings, player mats, black market, territories."""

from __future__ import annotations

import flet as ft

from ...games.syndicate.view import SyndicateState, Territory, alert_max, market, mi_cover
from ...i18n import ngettext
from ..widgets import big_number, section
from .dialog import SMALL

SPECIAL = {
    "military": "Military Installation",
    "research": "Research Station",
    "mining": "Mining Center",
    "casino": "Casino",
    "": "",
}
PHASE_BANNER = {
    "sovereign_draw": "Sovereign card: draw it",
    "sovereign_pardons": "Sovereign card: pardons, then resolve it",
    "sovereign_resolve": "Sovereign card: resolve it",
}


def small(text: str, italic: bool = False) -> ft.Text:
    """A secondary line in the theme's small body style (readable in light and dark)."""
    return ft.Text(text, theme_style=SMALL, italic=italic)


def banner_text(state: SyndicateState) -> str:
    """Where the table is now, in one line: whose turn and what they have left, or the phase."""
    if state.finished:
        return "Game over"
    if not state.setup_done:
        return "Setting up: choose syndicates and roll for first player"
    step = state.progress.step
    if step == "player_turns":
        me = state.players[state.active]
        dice = (
            "no action die"
            if me.dice_armed == 0
            else f"{me.dice_armed} action {'die' if me.dice_armed == 1 else 'dice'}"
        )
        return f"{state.player_names[state.active]}'s turn — {dice} armed, round {state.round}"
    return PHASE_BANNER.get(step, f"Resource collection, round {state.round}")


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
        names = " and ".join(state.player_names[i] for i in who)
        lines.append(f"{place}. {names}, tied at {score}" if len(who) > 1 else f"{place}. {names} {score}")
        place += len(who)
    return lines


def destroyer_text(state: SyndicateState) -> str:
    """Where the Sovereign Destroyer is, by the territory's board name."""
    found = state.territory(state.destroyer_at) if state.destroyer_at else None
    return found.name if found else (state.destroyer_at or "on the alert track")


def tracks(state: SyndicateState) -> ft.Control:
    cap = alert_max(state)
    last = f"last round {state.last_round}" if state.last_round else "6 to 8 rounds"
    return ft.Column(
        [
            ft.Row(
                [
                    big_number("Alert", f"{state.alert}/{cap or '-'}", f"Destroyer: {destroyer_text(state)}"),
                    big_number("Round", f"{state.round}/8", last),
                    ft.Column(
                        [
                            small("First player"),
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
            ft.Text("Syndicate score (credits + VP)", weight=ft.FontWeight.BOLD),
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
    title = f"{state.player_names[index]}: {p.syndicate.name if p.syndicate else 'no syndicate yet'}"
    if state.setup_done and index == state.active and state.progress.step == "player_turns":
        title += " (their turn)"
    bases = ", ".join(t.name for t in state.bases_of(index)) or "none"
    details = [
        f"Tech level {p.tech_level} · assault level {p.assault_level} ({armed} armed reinforcements)",
        f"Action dice armed: {p.dice_armed} · operation cards: {p.op_cards} · "
        f"sleeper: {'active' if p.sleeper_active else 'none'}",
        f"Bonus chips: {', '.join(p.chips) or 'none'}",
        f"Bases: {bases}",
        f"Score {p.score} (credits {p.res.credits} + VP {p.vp})" + (" · pardoned" if p.pardoned else ""),
    ]
    details += [f"Mat: {line}" for line in (p.syndicate.bonus_lines() if p.syndicate else [])]
    return section(
        title,
        ft.Row(
            [
                _resource("Credits", p.res.credits),
                _resource("Influence", p.res.influence),
                _resource("Crew", p.res.crew),
            ],
            alignment=ft.MainAxisAlignment.SPACE_AROUND,
        ),
        *[small(line) for line in details],
    )


def black_market(state: SyndicateState) -> ft.Control:
    rows: list[ft.Control] = []
    for ladder in ("tech", "assault"):
        rows.append(ft.Text(f"{ladder.capitalize()} level market", weight=ft.FontWeight.BOLD))
        for index, name in enumerate(state.player_names):
            boxes = sorted(state.market[ladder][index])
            held = " ".join(str(market.BOX_PRICE * (b + 1)) for b in boxes) or "no cubes"
            price = market.price(state, ladder, index)
            next_price = ngettext("next {n} credit", "next {n} credits", price).format(n=price)
            rows.append(small(f"{name}: {held} · {next_price}"))
    return section("Black market", *rows)


def _status(state: SyndicateState, t: Territory) -> str:
    bits = []
    if t.owner is None:
        bits.append("unoccupied")
    else:
        bits.append(state.player_names[t.owner])
        bits.append("fortified" if t.fortified else "unfortified")
        if not t.fortified and mi_cover(state, t):
            bits.append("covered by a Military Installation")
        if t.flipped:
            bits.append("base card flipped")
    if state.destroyer_at == t.id:
        bits.append("the Destroyer is here")
    if t.special:
        bits.append(SPECIAL[t.special] + (f", research {t.research}/{t.research_boxes}" if t.research_boxes else ""))
    if t.chip_present:
        bits.append("bonus chip")
    return " · ".join(bits)


def territories(state: SyndicateState) -> list[ft.Control]:
    out: list[ft.Control] = []
    for zone in ("EXO", "MIDDLE", "INNER"):
        found = [t for t in state.territories if t.zone == zone]
        out.append(ft.Text(f"{zone} ({len(found)})", weight=ft.FontWeight.BOLD))
        out += [small(f"{t.name}: {_status(state, t)}") for t in found] or [small("none entered", italic=True)]
    return out
