"""How long share codes are: ``python -m tests.bench.sizes [--steps 400] [--every 1] [GAME...]``.

For each game, with shipped content only and with a whole typed box (:mod:`tests.bench.typed_boxes`),
at every player count over the seeds 1 to 3 (the models were trained on others): the longest code of a
state met along the playouts, for any phone (``"shipped"``, the default) and for a phone with this phone's
box content (``"box"``), its QR version as a bare code (the served app's QR) and as the static build's link
from the hosted phone app's address (:data:`HOSTED`), how many QR codes of version 10 at most the link takes,
and the same state's version-3 code (before). Figures only: nothing is asserted (the tests check the budget).
"""

from __future__ import annotations

import argparse
import contextlib
import sys
import tempfile
from pathlib import Path
from typing import Any

from companion import project
from companion.content import ContentLibrary
from companion.engine import registered
from companion.sync.links import load_link
from companion.sync.qr import qr_version
from companion.sync.snapshot import MODES, encode, parts_of, version_3_payload, without_entries

from .hostile_codes import version_3_code
from .train import playout_states
from .typed_boxes import typed

SEEDS = (1, 2, 3)
HOSTED = project.PHONE_APP
"""The hosted phone app's address: its link starts every game QR of the served app (the phone build's starts
with its own address)."""


def worst(game: str, box: bool, steps: int, every: int) -> dict[str, dict[str, Any]]:
    """The longest code of each mode met along the playouts (``box``: with the typed box in the library)."""
    definition = registered()[game]
    out: dict[str, dict[str, Any]] = {}
    with tempfile.TemporaryDirectory() as folder:
        library = ContentLibrary(user_dir=Path(folder))
        modes = MODES if box else ("shipped",)
        with typed(game, library) if box else contextlib.nullcontext():
            for players in definition.player_counts:
                for seed in SEEDS:
                    for index, state in enumerate(playout_states(definition, players, seed, steps, library)):
                        if index % every:
                            continue
                        for mode in modes:
                            code = encode(state, library, mode)
                            if len(code) > out.get(mode, {}).get("chars", 0):
                                data, derived = version_3_payload(state)
                                before = version_3_code(
                                    definition, data, library if mode == "box" else without_entries(library), derived
                                )
                                out[mode] = _figures(code, before, (players, seed, state.revision, state.round))
    return out


def _figures(code: str, before: str, where: tuple[int, int, int, int]) -> dict[str, Any]:
    link = load_link(code, HOSTED)
    return {
        "chars": len(code),
        "qr": qr_version(code),
        "link_qr": qr_version(link),
        "link_codes": len(parts_of(code, load_link("", HOSTED))),
        "v3_chars": len(before),
        "v3_qr": qr_version(before),
        "v3_link_qr": qr_version(load_link(before, HOSTED)),
        "where": where,
    }


def lines(game: str, figures: dict[str, dict[str, dict[str, Any]]]) -> list[str]:
    out = []
    for content, modes in figures.items():
        for mode, f in modes.items():
            players, seed, revision, round_ = f["where"]
            out.append(
                f"{game:<13}{content:<9}{'any phone' if mode == 'shipped' else 'same box':<11}"
                f"{f['chars']:>6}{f['qr']:>5}{f['link_qr']:>7}{f['link_codes']:>7}"
                f"{f['v3_chars']:>8}{f['v3_qr']:>5}{f['v3_link_qr']:>7}"
                f"   {players} players, seed {seed}, round {round_}, revision {revision}"
            )
    return out


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench.sizes", description=__doc__)
    parser.add_argument("games", nargs="*")
    parser.add_argument("--steps", type=int, default=400)
    parser.add_argument("--every", type=int, default=1, help="measure every n-th state (1: all)")
    args = parser.parse_args(argv)
    from companion import games as _  # noqa: F401  (registers the games)

    print(f"Longest share code, seeds {SEEDS}, every player count; QR versions at ECC M; link from {HOSTED}")
    print(
        f"{'game':<13}{'content':<9}{'for':<11}{'chars':>6}{'QR':>5}{'linkQR':>7}{'codes':>7}"
        f"{'v3 ch':>8}{'QR':>5}{'linkQR':>7}"
    )
    for game in args.games or sorted(g for g in registered() if g != "toy"):
        figures = {
            "shipped": worst(game, False, args.steps, args.every),
            "typed": worst(game, True, args.steps, args.every),
        }
        print("\n".join(lines(game, figures)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
