"""Train the preset zlib dictionaries of the snapshot codes: ``python -m companion.sync.train``.

A dictionary is 32 KiB (zlib's window) of snapshot payloads met along seeded random playouts at
every player count, shuffled with a fixed seed so that no one game dominates its tail; the player's
box content follows it in the window (:func:`companion.sync.snapshot.content_dictionary`). zlib then
finds a state's field layout, names and phrases in it and sends mostly what is new. The seeds
differ from the benchmark's, so the benchmark measures states the dictionary has not seen.

Run it only for a format version that has not shipped: a shipped version's dictionary is
frozen (codes made with it must stay readable). A game's later changes only make its frozen
dictionary compress less; they never make a code misread.
"""

from __future__ import annotations

import json
import random
import sys
import tempfile
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import msgpack

from ..content import ContentLibrary
from ..engine import apply, registered
from ..engine.game import BaseState, GameDefinition
from .snapshot import DICTIONARIES, VERSION, encode, freeze_layout, payload

WINDOW = 32 * 1024
SEEDS = range(1000, 1006)
STEPS = 400
EVERY = 25
PHRASES = 8 * 1024
MIN_PHRASE = 4
FIRST = 10


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


def samples(definition: GameDefinition[Any], library: ContentLibrary) -> list[bytes]:
    """Snapshot payloads every ``EVERY`` commands of seeded playouts and at their end, for each player count."""
    out = []
    for players in definition.player_counts:
        for seed in SEEDS:
            states = list(playout_states(definition, players, seed, STEPS, library))
            out += [payload(state) for state in [*states[FIRST::EVERY], *(s for s in states if s.finished)]]
    random.Random(0).shuffle(out)
    return out


def phrases(payloads: list[bytes], size: int = PHRASES) -> bytes:
    """Every distinct text of the payloads, packed, the most frequent last (nearest the code), up to ``size``.

    A rare text (how a game ended, a log line) is then still in the window once.
    """
    counts: Counter[str] = Counter()
    for data in payloads:
        stack = [msgpack.unpackb(data)]
        while stack:
            value = stack.pop()
            if isinstance(value, list):
                stack += value
            elif isinstance(value, str) and len(value) >= MIN_PHRASE:
                counts[value] += 1
    block = b""
    for text, _ in counts.most_common():
        packed = msgpack.packb(text)
        if len(block) + len(packed) > size:
            break
        block = packed + block
    return block


def train(definition: GameDefinition[Any], library: ContentLibrary) -> bytes:
    payloads = samples(definition, library)
    block = phrases(payloads)
    return (b"".join(payloads) + block)[-WINDOW:]


def release_codes(library: ContentLibrary) -> dict[str, dict[str, Any]]:
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
            "code": encode(state, library),
            "revision": state.revision,
            "round": state.round,
            "game_id": state.game_id,
            "players": list(state.player_names),
        }
    return codes


def main(argv: list[str]) -> int:
    """Train the games named (default: all) that have no dictionary yet; ``--replace`` retrains.

    ``--release FIXTURES.json`` instead writes this version's entry of the released-codes fixtures (and one
    made with the fixtures' ``box_content``, whose codes refer to the table it sets up) and freezes its
    layout (``layouts-v<version>.json``, read once a later version is written): run it when the version
    ships, after the last change of a state model.
    """
    from .. import games as _  # noqa: F401  (registers the games)

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
                made = {g: c for g, c in release_codes(typed).items() if g in fixtures["box_content"]["games"]}
            box = f"{name}, box content"
            fixtures["releases"] = [r for r in fixtures["releases"] if r["commit"] != box] + [
                {"commit": box, "released": "codes made with the fixtures' box_content", "read": True, "games": made}
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
        path = DICTIONARIES / f"{game}-v{VERSION}.zdict"
        if path.exists() and not replace:
            print(f"{game}: kept {path.name} (frozen; --replace only before this version ships)")
            continue
        data = train(definition, library)
        path.write_bytes(data)
        print(f"{game}: {len(data)} bytes -> {path.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
