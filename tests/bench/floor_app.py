"""The floor of the live-table bench: the smallest Flet app a tap can change (an Undo and a Redo
button and a "Log (n)" count), served as the table is, so ``python -m tests.bench --live`` can time its
tap-to-paint the same way and print the table's figures as a multiple of it.

Run: ``python -m tests.bench.floor_app PORT``.
"""

from __future__ import annotations

import sys

import flet as ft
import flet_web.fastapi as flet_fastapi
import uvicorn

START = 40


async def main(page: ft.Page) -> None:
    count = START
    log = ft.TextButton(f"Log ({count})")

    def change(step: int) -> None:
        nonlocal count
        count += step
        log.content = f"Log ({count})"
        log.update()

    page.add(ft.Button("Undo", on_click=lambda e: change(-1)), ft.Button("Redo", on_click=lambda e: change(1)), log)


if __name__ == "__main__":
    app = flet_fastapi.app(main, web_renderer=ft.WebRenderer.CANVAS_KIT, no_cdn=True)
    uvicorn.run(app, host="127.0.0.1", port=int(sys.argv[1]), ws="websockets-sansio", log_level="warning")
