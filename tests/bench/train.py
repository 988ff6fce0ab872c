"""Train the models of the snapshot codes: ``python -m tests.bench.train``.

A game's model (:mod:`companion.sync.model`) counts the values met in each context along seeded random
playouts at every player count (every :data:`EVERY`-th state), every text met (and the shipped
content's texts) and the letters and words of all the game's texts, history included, and of the app's own
sentences (:func:`sentences`). The seeds differ from the benchmark's, so the benchmark measures states the
model has not seen.

Run it only for a format version that has not shipped: a shipped version's model is frozen (codes made
with it must stay readable). A game's later changes only make its frozen model predict less; they
never make a code misread.
"""

from __future__ import annotations

import json
import random
import sys
import tempfile
from collections import Counter, defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from companion.content import ContentLibrary
from companion.engine import apply, registered
from companion.engine.game import BaseState, GameDefinition
from companion.i18n import DOMAIN, LOCALES
from companion.sync.model import PHRASES, Counting, Tables, Walk, tables_from
from companion.sync.snapshot import DICTIONARIES, VERSION, Mode, code_layout, encode, freeze_layout, travel_fields
from companion.sync.travel import travelling

SEEDS = range(1000, 1006)
STEPS = 400
EVERY = 5
TEXTS_EVERY = 10
"""Every how many states a playout's texts (logs included) teach the letters."""


def playout_states(
    definition: GameDefinition[Any],
    players: int,
    seed: int,
    steps: int,
    library: ContentLibrary,
) -> Iterator[BaseState]:
    """The states of a seeded random playout, start state first; it ends when the game does."""
    state = definition.new_game(players, seed, definition.resolve_options({}), library)
    rnd = random.Random(seed)
    yield state
    for _ in range(steps):
        command = definition.random_command(state, rnd)
        if command is None:
            return
        state, _ = apply(state, command)
        yield state


def train(definition: GameDefinition[Any], library: ContentLibrary) -> Tables:
    """The model of ``definition``'s codes, from seeded playouts with ``library`` (shipped content only)."""
    counts: defaultdict[str, Counter[str]] = defaultdict(Counter)
    shipped = {
        text
        for kind in getattr(definition, "content_kinds", {})
        for e in library.entries(definition.id, kind)
        for text in _texts(e.model_dump(mode="json", exclude={"source"}))
    }
    texts = shipped | sentences()
    form = code_layout(definition)
    for players in definition.player_counts:
        for seed in SEEDS:
            for index, state in enumerate(playout_states(definition, players, seed, STEPS, library)):
                if index % EVERY == 0 or state.finished:
                    Walk(Tables(), Counting(), counts).fields(form, travel_fields(travelling(state)[0]))
                if index % TEXTS_EVERY == 0:
                    texts |= set(_texts(state.model_dump(mode="json")))
    counts[PHRASES].update(shipped - set(counts[PHRASES]))
    return tables_from(counts, texts)


def sentences() -> set[str]:
    """The app's own sentences in English (its catalogue's sources): the words a player types from a card."""
    from babel.messages.pofile import read_po

    with (LOCALES / "de" / "LC_MESSAGES" / f"{DOMAIN}.po").open("rb") as file:
        ids = [message.id for message in read_po(file) if message.id]
    return {text for i in ids for text in ([i] if isinstance(i, str) else i)}


def _texts(value: Any) -> Iterator[str]:
    """Every text in a JSON value."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            yield item
        elif isinstance(item, dict):
            stack += item.values()
        elif isinstance(item, list):
            stack += item


def release_codes(library: ContentLibrary, mode: Mode = "shipped") -> dict[str, dict[str, Any]]:
    """The code of a fixed seeded game of each game (most players, seed 5, 30 random commands of
    ``random.Random(5)``), as ``tests/sync/fixtures/released_codes.json`` keeps one per release."""
    codes = {}
    for game, definition in sorted(registered().items()):
        state = definition.new_game(max(definition.player_counts), 5, definition.resolve_options({}), library)
        rnd = random.Random(5)
        for _ in range(30):
            command = definition.random_command(state, rnd)
            if command is None:
                break
            state, _ = apply(state, command)
        codes[game] = {
            "code": encode(state, library, mode),
            "revision": state.revision,
            "round": state.round,
            "game_id": state.game_id,
            "players": list(state.player_names),
        }
    return codes


def main(argv: list[str]) -> int:
    """Train the games named (default: all) that have no model yet; ``--replace`` retrains.

    ``--release FIXTURES.json`` instead writes this version's entry of the released-codes fixtures (and one
    made with the fixtures' ``box_content``, whose codes refer to the table it sets up) and freezes its
    layout (``layouts-v<version>.json``, read once a later version is written): run it when the version
    ships, after the last change of a state model.
    """
    from companion import games as _  # noqa: F401  (registers the games)

    library = ContentLibrary(user_dir=Path("/nonexistent/table-companion-train"))  # shipped content only
    if argv[:1] == ["--release"] and len(argv) == 2:
        path = Path(argv[1])
        fixtures = json.loads(path.read_text(encoding="utf-8"))
        name = f"version {VERSION}"
        fixtures["releases"] = [r for r in fixtures["releases"] if r["commit"] != name] + [
            {
                "commit": name,
                "released": "codes made with shipped content only",
                "read": True,
                "games": release_codes(library),
            }
        ]
        if "box_content" in fixtures:
            with tempfile.TemporaryDirectory() as folder:
                typed = ContentLibrary(user_dir=Path(folder))
                typed.import_(fixtures["box_content"])
                made = {g: c for g, c in release_codes(typed, "box").items() if g in fixtures["box_content"]["games"]}
            box = f"{name}, box content"
            fixtures["releases"] = [r for r in fixtures["releases"] if r["commit"] != box] + [
                {
                    "commit": box,
                    "released": "shorter codes primed with the fixtures' box_content",
                    "read": True,
                    "games": made,
                }
            ]
        path.write_text(json.dumps(fixtures, indent=1) + "\n", encoding="utf-8")
        layouts = DICTIONARIES / f"layouts-v{VERSION}.json"
        frozen = {game: freeze_layout(definition) for game, definition in sorted(registered().items())}
        layouts.write_text(json.dumps(frozen, indent=0, separators=(",", ":")) + "\n", encoding="utf-8")
        print(f"{name}: codes of {len(registered())} games -> {path}, layouts -> {layouts.name}")
        return 0
    replace = "--replace" in argv
    DICTIONARIES.mkdir(exist_ok=True)
    for game in [a for a in argv if a != "--replace"] or sorted(registered()):
        definition = registered()[game]
        path = DICTIONARIES / f"{game}-v{VERSION}.model.json"
        if path.exists() and not replace:
            print(f"{game}: kept {path.name} (frozen; --replace only before this version ships)")
            continue
        text = train(definition, library).dump()
        path.write_text(text + "\n", encoding="utf-8")
        print(f"{game}: {len(text)} characters -> {path.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
