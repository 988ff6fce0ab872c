"""Final scoring: totals of escaped operatives, the lone-escapee rule, then the tie-breakers.

RS l.178-192 and reading A-11: highest total wins; a lone escapee wins regardless; ties go to
a Prototype holder, then most DF tokens, then the Blackmail File holder, else a draw. With 2
players each player's escaped operatives are added together.
"""

from __future__ import annotations

from dataclasses import dataclass

from .state import InfiltrationState, ScoreLine

Key = tuple[bool, int, int, int, bool]  # escaped, total, Prototype, DF tokens, Blackmail File
STEPS = ("escaped", "total", "Prototype", "most DF tokens", "Blackmail File")


@dataclass
class Unit:
    who: str
    escaped: int
    total: int
    tokens: int
    prototypes: int
    blackmail: bool

    def key(self, most_prototypes: bool, lone_counts: bool) -> Key:
        proto = self.prototypes if most_prototypes else int(self.prototypes > 0)
        return (self.escaped > 0 or not lone_counts, self.total, proto, self.tokens, self.blackmail)


def units(state: InfiltrationState) -> list[Unit]:
    """The competitors: operatives (3-6 players) or players (2 players, escaped operatives summed)."""
    groups = (
        [
            (name, [i for i, op in enumerate(state.operatives) if op.player == p])
            for p, name in enumerate(state.player_names)
        ]
        if state.two_player
        else [(f"{state.player_names[op.player]} ({op.name})", [i]) for i, op in enumerate(state.operatives)]
    )
    out = []
    for who, members in groups:
        escaped = [i for i in members if state.operatives[i].status == "escaped"]
        ops = [state.operatives[i] for i in escaped]
        out.append(
            Unit(
                who=who,
                escaped=len(escaped),
                total=sum(sum(state.df_values.get(i, [])) + state.score_modifiers.get(i, 0) for i in escaped),
                tokens=sum(op.df_tokens for op in ops),
                prototypes=sum(op.specials.count("Prototype") for op in ops),
                blackmail=any("Blackmail File" in op.specials for op in ops),
            )
        )
    return out


def rank(state: InfiltrationState) -> list[ScoreLine]:
    """The ranking, best first, each line with the reason for its place."""
    most = state.options.get("prototype_tiebreak") == "most Prototypes"
    lone_counts = not (state.two_player and state.options.get("two_player_lone") == "compare totals")
    competitors = units(state)
    if not any(u.escaped for u in competitors):
        return [
            ScoreLine(
                place=1,
                who=u.who,
                total=None,
                tokens=0,
                prototypes=0,
                blackmail=False,
                reason="nobody escaped, so nobody wins",
            )
            for u in competitors
        ]
    keys = [u.key(most, lone_counts) for u in competitors]
    order = sorted(range(len(competitors)), key=lambda i: keys[i], reverse=True)
    lines = []
    for i in order:
        u, k = competitors[i], keys[i]
        place = 1 + sum(1 for other in keys if other > k)
        lines.append(
            ScoreLine(
                place=place,
                who=u.who,
                total=u.total if u.escaped else None,
                tokens=u.tokens,
                prototypes=u.prototypes,
                blackmail=u.blackmail,
                reason=_reason(u, k, [keys[j] for j in order if j != i], place),
            )
        )
    return lines


def _reason(u: Unit, key: Key, others: list[Key], place: int) -> str:
    if not u.escaped:
        return "no escaped operative: cannot win" if key[0] is False else "no escaped operative (total 0)"
    if place > 1:
        return f"total {u.total}"
    if any(o == key for o in others):
        return f"draw: still tied after every tie-breaker (total {u.total})"
    if not others or all(o[0] is False for o in others):
        return f"the only escapee: wins regardless of the total ({u.total})"
    runner = max(others)
    step = next(i for i in range(len(key)) if key[i] != runner[i])
    if step == 1:
        return f"highest total ({u.total})"
    return f"tied on {u.total}, wins the {STEPS[step]} tie-breaker"


def result_text(ranking: list[ScoreLine]) -> str:
    """The result line of a scored game: the winner and why, a draw, or nobody."""
    winners = [line.who for line in ranking if line.place == 1]
    top = ranking[0]
    if top.total is None:
        return "Nobody escaped: nobody wins."
    if len(winners) > 1:
        return f"Draw between {' and '.join(winners)}."
    return f"{top.who} wins: {top.reason}."
