"""Shipped content (``data/<game>/<kind>.json``) merged with the player's own entries.

Every entry names its ``source``. Content no public source gives is typed in once by the player
("box setup"), stored in the app's data folder as player-entered, and can be exported and
imported as one JSON file. Each game declares its kinds of content as pydantic models.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ..engine.dice import Die
from ..engine.game import definition_of, registered
from ..paths import app_home, shipped_data
from ..storage import atomic_write

PLAYER_SOURCE = "entered by the player from the box"
EXPORT_FORMAT = "table-companion-content"


class ContentError(ValueError):
    """Content that cannot be read or accepted; the message is meant for the player."""


class ContentEntry(BaseModel):
    """The fields every content entry has. Games subclass it per kind of content."""

    model_config = ConfigDict(extra="forbid")

    id: str
    name: str
    source: str
    player_entered: bool = False


NEEDS = {
    "missing": "is needed",
    "string_too_short": "cannot be empty",
    "int_parsing": "must be a whole number",
    "int_type": "must be a whole number",
    "int_from_float": "must be a whole number",
    "greater_than_equal": "must be at least {ge}",
    "greater_than": "must be more than {gt}",
    "less_than_equal": "must be at most {le}",
    "less_than": "must be less than {lt}",
    "literal_error": "must be one of {expected}",
    "enum": "must be one of {expected}",
    "too_short": "needs at least {min_length}",
    "too_long": "takes at most {max_length}",
    "extra_forbidden": "is not part of this entry",
}


def plain_error(exc: ValidationError) -> str:
    """The first problem of ``exc`` as a player would say it: the field in words and what it needs
    ("Research boxes must be at most 10."), never pydantic's own text."""
    err = exc.errors()[0]
    names = [str(part).replace("_", " ") for part in err["loc"] if not isinstance(part, int)]
    field = (names[-1] if names else "this entry").capitalize()
    context = err.get("ctx") or {}
    if err["type"] in NEEDS:
        return f"{field} {NEEDS[err['type']].format(**{k: str(v) for k, v in context.items()})}."
    own = context.get("error")  # a check of our own (a validator): its message is written for players
    return str(own) if own else f"{field} is not valid."


class ContentLibrary:
    """Content for every registered game; player entries live in ``user_dir``."""

    def __init__(self, user_dir: Path | None = None, shipped_dir: Path | None = None):
        self.user_dir = user_dir if user_dir is not None else app_home() / "content"
        self.shipped_dir = shipped_dir if shipped_dir is not None else shipped_data()

    def _model(self, game: str, kind: str) -> type[ContentEntry]:
        kinds = getattr(definition_of(game), "content_kinds", {})
        if kind not in kinds:
            raise ContentError(f"There are no {_named(game, kind)} to enter.")
        model: type[ContentEntry] = kinds[kind]
        return model

    def _read(self, path: Path, game: str, kind: str) -> list[ContentEntry]:
        if not path.exists():
            return []
        model = self._model(game, kind)
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
            return [model.model_validate(item) for item in raw["entries"]]
        except ValidationError as exc:
            raise ContentError(f"Your {_named(game, kind)}: {plain_error(exc)}") from exc
        except (ValueError, KeyError, TypeError) as exc:
            raise ContentError(f"Your {_named(game, kind)} file is damaged and cannot be read.") from exc

    def _user_path(self, game: str, kind: str) -> Path:
        return self.user_dir / game / f"{kind}.json"

    def shipped(self, game: str, kind: str) -> list[ContentEntry]:
        return self._read(self.shipped_dir / game / f"{kind}.json", game, kind)

    def player_entries(self, game: str, kind: str) -> list[ContentEntry]:
        return self._read(self._user_path(game, kind), game, kind)

    def entries(self, game: str, kind: str) -> list[ContentEntry]:
        """Shipped entries, then the player's (a player entry with a shipped id replaces it)."""
        mine = self.player_entries(game, kind)
        ids = {e.id for e in mine}
        return [e for e in self.shipped(game, kind) if e.id not in ids] + mine

    def get(self, game: str, kind: str, entry_id: str) -> ContentEntry | None:
        return next((e for e in self.entries(game, kind) if e.id == entry_id), None)

    def add(self, game: str, kind: str, data: dict[str, Any]) -> ContentEntry:
        """Validate and store a player entry (replacing one with the same id)."""
        model = self._model(game, kind)
        try:
            entry = model.model_validate({"source": PLAYER_SOURCE, **data, "player_entered": True})
        except ValidationError as exc:
            raise ContentError(plain_error(exc)) from exc
        kept = [e for e in self.player_entries(game, kind) if e.id != entry.id] + [entry]
        self._write(game, kind, kept)
        return entry

    def remove(self, game: str, kind: str, entry_id: str) -> None:
        self._write(game, kind, [e for e in self.player_entries(game, kind) if e.id != entry_id])

    def _write(self, game: str, kind: str, entries: list[ContentEntry]) -> None:
        body = {"kind": kind, "entries": [e.model_dump(mode="json") for e in entries]}
        atomic_write(self._user_path(game, kind), json.dumps(body, indent=1, ensure_ascii=False))

    def export(self) -> dict[str, Any]:
        """Every player entry of every game, as one JSON-ready document."""
        games: dict[str, dict[str, list[dict[str, Any]]]] = {}
        for game, definition in registered().items():
            for kind in getattr(definition, "content_kinds", {}):
                mine = self.player_entries(game, kind)
                if mine:
                    games.setdefault(game, {})[kind] = [e.model_dump(mode="json") for e in mine]
        return {"format": EXPORT_FORMAT, "version": 1, "games": games}

    def dice(self, game: str) -> dict[str, Die]:
        """The game's dice, with the faces the player entered in box setup (content kind ``dice``)."""
        dice = dict(definition_of(game).dice)
        if "dice" in getattr(definition_of(game), "content_kinds", {}):
            for entry in self.entries(game, "dice"):
                faces = getattr(entry, "faces", None)
                if entry.id in dice and faces:
                    dice[entry.id] = dice[entry.id].model_copy(update={"faces": list(faces), "source": entry.source})
        return dice

    def import_(self, document: Any) -> int:
        """Add every entry of an exported document: all are checked before any is written, and each
        file is read and written once (linear in the number of entries)."""
        try:
            parsed = ContentExport.model_validate(document)
        except ValidationError as exc:
            if isinstance(document, dict) and document.get("format") == EXPORT_FORMAT:
                raise ContentError(f"this content export is damaged: {plain_error(exc)}") from None
            raise ContentError("this file is not a Table Companion content export") from None
        staged: dict[tuple[str, str], dict[str, ContentEntry]] = {}
        for game, kinds in parsed.games.items():
            if game not in registered():
                raise ContentError("This file holds content of a game this app does not know.")
            for kind, items in kinds.items():
                staged[(game, kind)] = self._staged(game, kind, items)
        for (game, kind), entries in staged.items():
            mine = {e.id: e for e in self.player_entries(game, kind)}
            self._write(game, kind, list({**mine, **entries}.values()))
        return sum(len(entries) for entries in staged.values())

    def _staged(self, game: str, kind: str, items: list[dict[str, Any]]) -> dict[str, ContentEntry]:
        """The imported entries of one kind, validated as the player's own: whatever source a file claims,
        an imported entry is marked as entered by the player (like box setup, it may stand in for a
        shipped entry of the same id, and removing it brings the shipped one back)."""
        model = self._model(game, kind)
        out: dict[str, ContentEntry] = {}
        for item in items:
            try:
                entry = model.model_validate({**item, "source": PLAYER_SOURCE, "player_entered": True})
            except ValidationError as exc:
                raise ContentError(f"{_named(game, kind)}: {plain_error(exc)}") from None
            out[entry.id] = entry
        return out


def _named(game: str, kind: str) -> str:
    """A kind of content as players say it: "Infiltration rooms" (the game's id when it is not registered)."""
    title = registered()[game].title if game in registered() else game
    return f"{title} {kind.replace('_', ' ')}"


MAX_IMPORT_ENTRIES = 10_000


class ContentExport(BaseModel):
    """The shape of an exported content file (``games`` → kind → entries), bounded in size."""

    model_config = ConfigDict(strict=True)

    format: Literal["table-companion-content"]
    version: int = Field(ge=1, le=1)
    games: dict[str, dict[str, Annotated[list[dict[str, Any]], Field(max_length=MAX_IMPORT_ENTRIES)]]] = Field(
        default_factory=dict
    )
