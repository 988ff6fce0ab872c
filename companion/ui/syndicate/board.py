"""Read-only views of the table: tracks, player mats, black market ladders, territories by zone."""

from __future__ import annotations

import flet as ft

from ...games.syndicate import market
from ...games.syndicate.assaults import mi_cover
from ...games.syndicate.sovereign import alert_max
from ...games.syndicate.state import SyndicateState
from ..widgets import big_number, section

SPECIAL = {
    "military": "Military Installation",
    "research": "Research Station",
    "mining": "Mining Center",
    "casino": "Casino",
    "": "",
}


def tracks(state: SyndicateState) -> ft.Control:
    cap = alert_max(state)
    last = f"last round {state.last_round}" if state.last_round else "6-8 rounds"
    first = state.players[state.first_player].name
    scores = " · ".join(f"{p.name} {p.score}" for p in sorted(state.players, key=lambda p: -p.score))
    return ft.Column(
        [
            ft.Row(
                [
                    big_number(
                        "Alert", f"{state.alert}/{cap or '-'}", "Destroyer: " + (state.destroyer_at or "on the track")
                    ),
                    big_number("Round", f"{state.round}/8", last),
                    ft.Column(
                        [
                            ft.Text("First player", size=12),
                            ft.Text(first, size=16, weight=ft.FontWeight.BOLD),
                            ft.Text(
                                f"Turn: {state.players[state.active].name}" if state.setup_done else "Setting up",
                                size=12,
                                italic=True,
                            ),
                        ],
                        spacing=0,
                    ),
                ],
                alignment=ft.MainAxisAlignment.SPACE_AROUND,
                wrap=True,
            ),
            ft.Text(f"Syndicate score (credits + VP): {scores}", size=13, weight=ft.FontWeight.BOLD),
        ],
        spacing=4,
    )


def _resource(label: str, value: int) -> ft.Control:
    return ft.Column(
        [ft.Text(label, size=11), ft.Text(str(value), size=30, weight=ft.FontWeight.BOLD)],
        spacing=0,
        horizontal_alignment=ft.CrossAxisAlignment.CENTER,
    )


def player_mat(state: SyndicateState, index: int) -> ft.Control:
    p = state.players[index]
    armed = p.assault_level - p.reinforcements_used
    title = f"{p.name}: {p.syndicate.name if p.syndicate else 'no syndicate yet'}"
    if state.setup_done and index == state.active and state.progress.step == "player_turns":
        title += "  (their turn)"
    bases = ", ".join(t.name for t in state.bases_of(index)) or "none"
    details = [
        f"Tech {p.tech_level} · Assault {p.assault_level} ({armed} armed reinforcements)",
        (
            f"Action dice: {p.dice_armed} armed · Operation cards: {p.op_cards} · "
            f"Sleeper: {'active' if p.sleeper_active else 'none'}"
        ),
        f"Bonus chips: {', '.join(p.chips) or 'none'}",
        f"Bases: {bases}",
        f"Score {p.score} (credits {p.res.credits} + VP {p.vp})" + ("  · pardoned" if p.pardoned else ""),
    ]
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
        *[ft.Text(line, size=12) for line in details],
    )


def black_market(state: SyndicateState) -> ft.Control:
    rows = []
    for ladder in ("tech", "assault"):
        rows.append(ft.Text(f"{ladder.capitalize()} level market", weight=ft.FontWeight.BOLD, size=13))
        for index, p in enumerate(state.players):
            boxes = sorted(state.market[ladder][index])
            held = " ".join(str(market.BOX_PRICE * (b + 1)) for b in boxes) or "no cubes"
            rows.append(ft.Text(f"{p.name}: {held} · next {market.price(state, ladder, index)} credits", size=12))
    return section("Black market", *rows)


def _status(state: SyndicateState, t) -> str:
    bits = []
    if t.owner is None:
        bits.append("unoccupied")
    else:
        bits.append(state.players[t.owner].name)
        bits.append("fortified" if t.fortified else "unfortified")
        if not t.fortified and mi_cover(state, t):
            bits.append("covered by a Military Installation")
        if t.flipped:
            bits.append("base card flipped")
    if state.destroyer_at == t.id:
        bits.append("DESTROYER")
    if t.special:
        bits.append(SPECIAL[t.special] + (f" research {t.research}/{t.research_boxes}" if t.research_boxes else ""))
    if t.chip_present:
        bits.append("bonus chip")
    return " · ".join(bits)


def territories(state: SyndicateState) -> list[ft.Control]:
    out = []
    for zone in ("EXO", "MIDDLE", "INNER"):
        found = [t for t in state.territories if t.zone == zone]
        out.append(ft.Text(f"{zone} ({len(found)})", weight=ft.FontWeight.BOLD, size=13))
        out += [ft.Text(f"{t.name}: {_status(state, t)}", size=12) for t in found] or [
            ft.Text("none entered", size=12, italic=True)
        ]
    return out
