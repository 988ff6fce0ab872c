"""The end-of-game summary screen: final standings (ties share a place), the score race over the rounds
as a chart, key moments from the log, and the summary kept as a picture or as text.

Reached from a finished table's "Game over" card and from the saved-games list (``/summary/<game id>``).
"""

from __future__ import annotations

import asyncio
import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import flet as ft

from ... import archive
from ...engine import GameSession, SaveError
from ...engine.recap import Place, Recap, as_text
from ...storage import SavedGame
from ..refusal import unreadable
from ..widgets import section
from . import picture

if TYPE_CHECKING:
    from ..services import Services

ORDINALS = ("1st", "2nd", "3rd")


def recap_of(session: GameSession) -> Recap:
    """The summary of ``session``'s game, from the game's view (its ``recap``)."""
    module = importlib.import_module(f"...games.{session.definition.id}.view", __package__)
    recap: Recap = module.recap(session)
    return recap


def summary_button(saved: SavedGame, shown: str, on_click: Callable[[Any], None]) -> list[ft.Control]:
    """The saved-games list's way to a finished game's summary (none for a game in play)."""
    if not saved.finished:
        return []
    return [ft.OutlinedButton(f"Summary of {shown}", icon=ft.Icons.INSIGHTS, on_click=on_click)]


def summary_controls(app: Services, game_id: str) -> list[ft.Control]:
    """The summary screen's content (a damaged save says so; its game screen offers the backups)."""
    try:
        session = app.open_session(game_id)
    except SaveError as exc:
        return [ft.Text(unreadable(exc))]
    recap = recap_of(session)
    return [
        ft.Container(
            ft.Text(recap.result, weight=ft.FontWeight.BOLD),
            bgcolor=ft.Colors.TERTIARY_CONTAINER,
            padding=10,
            border_radius=8,
        ),
        section("Final standings", *standings_rows(recap.standings)),
        section(picture.heading(recap), race_chart(recap), *legend(recap)),
        section("Key moments", *[ft.Text(line) for line in recap.moments or ["Nothing stood out in the log."]]),
        section("Keep and share", *keep_buttons(app, session, recap)),
    ]


def _ordinal(place: int) -> str:
    return ORDINALS[place - 1] if place <= len(ORDINALS) else f"{place}th"


def standings_rows(places: list[Place]) -> list[ft.Control]:
    if not places:
        return [ft.Text("Not ranked yet: the table enters the final scores first.", italic=True)]
    shared = {p.place for p in places if sum(1 for q in places if q.place == p.place) > 1}
    return [
        ft.Row(
            [
                ft.Text(
                    _ordinal(p.place) + (" (shared)" if p.place in shared else ""),
                    weight=ft.FontWeight.BOLD,
                    width=110,
                ),
                ft.Text(p.who, expand=True),
                ft.Text(p.score, theme_style=ft.TextThemeStyle.BODY_SMALL, expand=True, text_align=ft.TextAlign.END),
            ],
            vertical_alignment=ft.CrossAxisAlignment.START,
        )
        for p in places
    ]


def race_chart(recap: Recap) -> ft.Control:
    """The score race through flet-charts, described in words for a screen reader."""
    import flet_charts as fch  # loaded with the first summary, not at start (a phone imports it slowly)

    race = recap.race
    top = max(race.top, 1)
    step = max(1, round(top / 4))
    every = max(1, (len(race.labels) - 1) // 6 + 1)
    chart = fch.LineChart(
        data_series=[
            fch.LineChartData(
                points=[fch.LineChartDataPoint(x=i, y=value) for i, value in enumerate(values)],
                color=picture.colour(n),
                stroke_width=2 + 1.5 * (len(race.series) - 1 - n),  # later lines thinner: equal scores show both
                point=True,
            )
            for n, values in enumerate(race.series.values())
        ],
        min_x=0,
        max_x=max(len(race.labels) - 1, 1),
        min_y=0,
        max_y=top,
        interactive=False,
        horizontal_grid_lines=fch.ChartGridLines(interval=step, color=ft.Colors.OUTLINE_VARIANT, width=1),
        left_axis=fch.ChartAxis(
            labels=[fch.ChartAxisLabel(value=v, label=str(v)) for v in range(0, top + 1, step)], label_size=32
        ),
        bottom_axis=fch.ChartAxis(
            labels=[
                fch.ChartAxisLabel(value=i, label=label.removeprefix("Round "))
                for i, label in enumerate(race.labels)
                if i % every == 0 or i == len(race.labels) - 1
            ],
            label_size=28,
        ),
        height=220,
        expand=True,
    )
    described = as_text(recap).split(f"{recap.measure} after each round:\n", 1)[-1].split("\n\n")[0]
    return ft.Semantics(
        label=f"{picture.heading(recap)}. {described}", container=True, exclude_semantics=True, content=chart
    )


def legend(recap: Recap) -> list[ft.Control]:
    return [
        ft.Row(
            [
                ft.Container(width=16, height=16, bgcolor=picture.colour(n), border_radius=3),
                ft.Text(f"{name}: {values[-1]} at the end", expand=True),
            ]
        )
        for n, (name, values) in enumerate(recap.race.series.items())
    ]


def keep_buttons(app: Services, session: GameSession, recap: Recap) -> list[ft.Control]:
    """Keep the summary as a picture (where Pillow draws it) and as text (everywhere)."""
    base = archive.file_name(session.definition.title, session.game_id).removesuffix(".json") + "-summary"

    async def keep_picture(e: Any) -> None:
        data = await asyncio.to_thread(picture.png, recap)
        await app.keep.offer(f"{base}.png", data)

    async def keep_text(e: Any) -> None:
        await app.keep.offer(f"{base}.txt", as_text(recap).encode("utf-8"))

    buttons: list[ft.Control] = [ft.OutlinedButton("Keep as text", icon=ft.Icons.NOTES, on_click=keep_text)]
    if picture.CAN_DRAW:
        buttons.insert(0, ft.Button("Keep as picture", icon=ft.Icons.IMAGE, on_click=keep_picture))
    note = (
        "A picture or a text file to send to the group."
        if picture.CAN_DRAW
        else "On this phone the summary is kept as text; the app served from a computer also makes a picture."
    )
    return [ft.Text(note, theme_style=ft.TextThemeStyle.BODY_SMALL), ft.Row(buttons, wrap=True)]
