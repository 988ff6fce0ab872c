"""Box content typed in box setup, made up for the benchmarks and tests (never shipped, never a game's real
content): the whole of each game's box the players could type, so a code's size is measured with it.

:func:`typed` fills a library with a game's typed box and, for Infiltration, makes the playouts reveal
those typed room cards (the table types a room when it is revealed).
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable, Iterator
from typing import Any

from companion.content import ContentLibrary


@contextlib.contextmanager
def typed(game: str, library: ContentLibrary) -> Iterator[None]:
    """``library`` holding ``game``'s whole typed box while the block runs (the playouts meet it)."""
    if game == "infiltration":
        from companion.games.infiltration import playout

        faces = infiltration_box(library)
        real = playout.random_face
        playout.random_face = lambda rnd: rnd.choice(faces)
        try:
            yield
        finally:
            playout.random_face = real
        return
    BOXES[game](library)
    yield


def infiltration_box(lib: ContentLibrary) -> list[Any]:
    """The richest Infiltration box: 12 room cards, each with every function and notes; their faces."""
    from companion.games.infiltration.board import NPC_NAMES
    from companion.games.infiltration.effects import Alarm, Heal, PlaceNpc
    from companion.games.infiltration.playout import random_face

    rnd = random.Random(12)
    faces = []
    for index in range(12):
        face = random_face(rnd)
        face = face.model_copy(
            update={
                "name": f"Typed room {rnd.randint(1, 999)}",
                "on_reveal": face.on_reveal or [PlaceNpc(name=rnd.choice(NPC_NAMES), face_up=True)],
                "on_enter": face.on_enter or [Alarm(amount=1)],
                "on_download": face.on_download or [Alarm(amount=1)],
                "tech_lock_destroyed": face.tech_lock_destroyed or [Heal()],
                "notes": "Typed from the card: the table confirms what the functions cannot say.",
            }
        )
        lib.add("infiltration", "rooms", {"id": f"room-{index}", "floor": "first", **face.model_dump(mode="json")})
        faces.append(face)
    return faces


def columbia_box(lib: ContentLibrary) -> None:
    """A typed Columbia box: the dice, the board's territory VP, borders and Sky-Lines, each colour's pieces by
    kind, six more leaders, three Elizabeth timelines, the action cards' values and abilities."""
    for die, faces in (("white", [0, 1, 1, 2, 2, 3]), ("blue", [1, 1, 2, 2, 3, 4]), ("red", [1, 2, 3, 3, 4, 5])):
        lib.add("columbia", "dice", {"id": die, "name": f"{die.title()} combat die", "faces": faces})
    lib.add("columbia", "dice", {"id": "skyline", "name": "Sky-Line die", "faces": ["safe", "safe", 1, 1, 2, 3]})
    board = lib.entries("columbia", "board")[-1].model_dump(exclude={"player_entered", "source"})
    for i, territory in enumerate(board["territories"]):
        territory["vp"] = 1 + i % 3
    board["adjacency"] = [[a, a + 1] for a in range(1, 15)] + [[1, 5], [2, 7], [4, 9], [6, 12], [8, 13], [10, 15]]
    board["skylines"] = [
        {"stops": [9, 4, 1], "spaces": [2, 1]},
        {"stops": [2, 6, 11, 14], "spaces": [1, 2, 2]},
        {"stops": [3, 8, 13], "spaces": [3, 1]},
        {"stops": [5, 10, 15], "spaces": [2, 2]},
    ]
    board["destruction_markers"] = 6
    lib.add("columbia", "board", board)
    kinds = {"leader": 2, "special": 3, "common": 8, "stronghold": 3, "turret": 3, "alarm": 3}
    for colour in ("blue", "lightblue", "red", "darkred"):
        lib.add("columbia", "pools", {"id": colour, "name": colour.title(), "pool": {"units": 13, "kinds": kinds}})
    for i, faction in enumerate(["founders", "vox"] * 3):
        lib.add(
            "columbia",
            "leaders",
            {
                "id": f"leader-{i}",
                "name": f"Leader {i}",
                "faction": faction,
                "ability": f"Typed leader ability {i}: units cost one less.",
                "unit_discount": i % 2,
            },
        )
    for i in range(3):
        steps = [{"text": f"Step {j} of timeline {i + 1}: typed from the card."} for j in range(6)]
        lib.add("columbia", "timelines", {"id": f"timeline-t{i}", "name": f"Timeline {i + 1}", "steps": steps})
    for name in ("Handyman", "Shotgunner", "Fireman", "Motorized Patriot", "Boys of Silence"):
        lib.add(
            "columbia",
            "action_cards",
            {
                "id": name.lower().replace(" ", "-"),
                "name": name,
                "factions": ["founders", "vox"],
                "influence": 2,
                "combat": 3,
                "eagles": 1,
                "special": {
                    "name": f"{name} ability",
                    "starts_locked": True,
                    "effect": {"kind": "combat_bonus", "amount": 2},
                },
            },
        )


def syndicate_box(lib: ContentLibrary) -> None:
    """A whole Syndicate box typed in box setup (made-up test content, never shipped): 18 territories with
    zones and specials, 6 syndicate mats, 6 awards, 6 bonus chips, 4 Advanced Tech cards, 10 Sovereign cards."""
    zones = ["EXO"] * 6 + ["MIDDLE"] * 9 + ["INNER"] * 3
    specials = ["military", "research", "mining", "casino"] + [""] * 14
    names = ["Goshen", "Koss", "Tarsis", "Vell", "Orune"] + [f"Territory {i}" for i in range(6, 19)]
    for i, (name, zone, special) in enumerate(zip(names, zones, specials, strict=True)):
        lib.add(
            "syndicate",
            "territories",
            {
                "id": name.lower().replace(" ", "-"),
                "name": name,
                "zone": zone,
                "special": special,
                "research_boxes": 3 if special == "research" else 0,
                "mining_amount": 2 if special == "mining" else 0,
                "beams": [names[i + 1]] if special == "military" else [],
            },
        )
    for i in range(6):
        lib.add(
            "syndicate",
            "syndicates",
            {
                "id": f"syndicate-{i}",
                "name": f"Syndicate {i}",
                "start": {"credits": 3 + i, "influence": 2, "crew": 2},
                "income": {"credits": 2, "influence": 1, "crew": 2},
                "tech_level": i % 3,
                "assault_level": i % 2,
                "bonus": "Typed from the mat.",
            },
        )
    for i, kind in enumerate(["bases", "zone_bases", "fortified_bases", "tech_level", "assault_level", "credits"]):
        lib.add(
            "syndicate",
            "awards",
            {
                "id": f"award-{i}",
                "name": f"Award {i}",
                "kind": kind,
                "threshold": 3,
                "zone": "INNER" if kind == "zone_bases" else None,
                "vp": 3 + i,
            },
        )
    for i in range(6):
        lib.add(
            "syndicate",
            "bonus_chips",
            {
                "id": f"chip-{i}",
                "name": f"Chip {i}",
                "zone": ["EXO", "MIDDLE", "INNER"][i % 3],
                "gain": {"credits": i % 3},
                "tech": i % 2,
            },
        )
    for i in range(4):
        lib.add(
            "syndicate",
            "advanced_tech",
            {
                "id": f"tech-{i}",
                "name": f"Tech {i}",
                "min_tech": 4 + i,
                "roll": {"applies_to": ["mission"], "amount": 1},
            },
        )
    for i in range(10):
        lib.add(
            "syndicate",
            "sovereign_cards",
            {
                "id": f"sov-{i}",
                "name": f"Sovereign {i}",
                "effects": [
                    {
                        "kind": "pay",
                        "resource": "credits",
                        "tiers": [{"min_alert": 1, "amount": 1}, {"min_alert": 5, "amount": 2}],
                    }
                ],
                "checklist": ["Resolve the card's text."],
            },
        )


BOXES: dict[str, Callable[[ContentLibrary], Any]] = {
    "columbia": columbia_box,
    "infiltration": infiltration_box,
    "syndicate": syndicate_box,
}
