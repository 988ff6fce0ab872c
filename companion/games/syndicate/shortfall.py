"""When a player cannot pay for every base (a Sovereign tax, crew upkeep), the owner chooses which go unpaid.

``pay_bases`` settles one such bill for one player: the bases the owner chose go unpaid first; every
other base is paid while the money lasts. A :class:`Shortfall` records what was wrong with the choice:
a base that had to go unpaid without being chosen (``forced``, which is also the default the app
offers) and a chosen base that could have been paid for (``avoidable``). The command refuses a
choice with either, so the step waits until the owner has chosen.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ...i18n import N_, Phrase
from .state import SyndicateState, Territory

ZONE_VALUE = {"INNER": 0, "MIDDLE": 1, "EXO": 2}


@dataclass
class Shortfall:
    forced: dict[int, list[str]] = field(default_factory=dict)
    avoidable: list[tuple[int, str]] = field(default_factory=list)

    def problems(self, state: SyndicateState, what: Phrase) -> list[Phrase]:
        """The plain sentences a refusal shows, naming the default for each player short of ``what``."""
        names = {t.id: t.name for t in state.territories}
        lines = [
            Phrase(
                N_("{player} cannot pay the {what} for every base: choose which go unpaid (suggested: {bases})."),
                player=state.player_names[p],
                what=what,
                bases=", ".join(names.get(b, b) for b in bases),
            )
            for p, bases in self.forced.items()
        ]
        lines += [
            Phrase(
                N_("{player} can still pay the {what} for {base}: only a base that cannot be paid for goes unpaid."),
                player=state.player_names[p],
                what=what,
                base=names.get(b, b),
            )
            for p, b in self.avoidable
        ]
        return lines


def unknown_bases(state: SyndicateState, chosen: dict[int, list[str]]) -> list[Phrase]:
    """Chosen bases that are not a base of that player (or a player that does not exist)."""
    out = []
    for player, keys in chosen.items():
        if not 0 <= player < len(state.players):
            out.append(Phrase(N_("There is no player {player}."), player=player))
            continue
        own = {k for t in state.bases_of(player) for k in (t.id, t.name.lower())}
        for key in keys:
            if key.strip().lower() not in own:
                found = state.territory(key)
                out.append(
                    Phrase(
                        N_("{player} has no base on {territory}."),
                        player=state.player_names[player],
                        territory=found.name if found else key,
                    )
                )
    return out


def pay_bases(
    player: int,
    bases: list[Territory],
    cost: Callable[[Territory], int],
    funds: int,
    chosen: list[str],
    report: Shortfall,
) -> tuple[list[Territory], list[Territory], int]:
    """(paid, unpaid, funds left): chosen bases go unpaid, the rest are paid most valuable zone first."""
    keys = {k.strip().lower() for k in chosen}
    ordered = sorted(bases, key=lambda t: ZONE_VALUE[t.zone])
    picked = [b for b in ordered if b.id in keys or b.name.lower() in keys]
    paid, unpaid = [], list(picked)
    for base in (b for b in ordered if b not in picked):
        if funds >= cost(base):
            funds -= cost(base)
            paid.append(base)
        else:
            unpaid.append(base)
            report.forced.setdefault(player, []).append(base.id)
    report.avoidable += [(player, b.id) for b in picked if funds >= cost(b)]
    return paid, unpaid, funds
