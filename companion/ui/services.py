"""What the shell's screens (Share, keep and move, the summary, this phone's notices) ask of the app, as one
small interface: the app provides it and hands it down, so no screen imports the app."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import flet as ft

    from ..content import ContentLibrary
    from ..engine import GameSession
    from ..storage import SaveStore
    from ..table import LiveSessions


class Keeping(Protocol):
    """Games and data kept as files: offered to the player, exported whole, imported back."""

    async def offer(self, name: str, data: bytes) -> None: ...

    async def export_all(self, e: Any) -> None: ...

    async def import_file(self, e: Any) -> None: ...


class Services(Protocol):
    """The page of this phone, the saved games, the box content, the live tables, and the app's few actions."""

    @property
    def page(self) -> ft.Page: ...

    @property
    def store(self) -> SaveStore: ...

    @property
    def library(self) -> ContentLibrary: ...

    @property
    def sessions(self) -> LiveSessions: ...

    @property
    def keep(self) -> Keeping: ...

    def toast(self, message: str) -> None:
        """Say ``message`` briefly at the bottom of the screen."""

    def copy(self, text: str) -> None:
        """Put ``text`` on the clipboard and say so."""

    def go(self, route: str) -> None:
        """Open ``route``."""

    async def open_route(self, e: object = None) -> None:
        """Draw the current route again (after its data changed)."""

    def open_session(self, game_id: str) -> GameSession:
        """The live game ``game_id`` (raises SaveError when its save cannot be read)."""
