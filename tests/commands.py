"""Running commands in rule tests: all must be taken, or which rules refuse one."""

from __future__ import annotations

from companion.engine import GameSession


def ok(session: GameSession, *commands) -> None:
    """Run ``commands``; each must be taken (the refusal is shown otherwise)."""
    for command in commands:
        violations = session.execute(command)
        assert violations == [], violations


def refused(session: GameSession, command) -> list[str]:
    """The ids of the rules that refuse ``command`` (empty when it is legal)."""
    return [v.rule for v in session.validate(command)]
