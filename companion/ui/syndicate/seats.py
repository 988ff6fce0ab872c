"""Which seats this phone acts for ("This phone is…", companion/ui/this_phone.py) and what it may show.

A shared phone that plays no seat passes round the table: it acts for everyone and shows no seat's secret.
A phone that plays seats acts only for them and shows only their secrets (the game's ``hidden_fields``).
"""

from __future__ import annotations

from ..context import TableContext


def acts_for(ctx: TableContext, seat: int) -> bool:
    """This phone may make ``seat``'s choices and own-turn actions."""
    return not ctx.mine or seat in ctx.mine


def sees_secrets_of(ctx: TableContext, seat: int) -> bool:
    """This phone may show what only ``seat`` knows (never on a shared phone)."""
    return seat in ctx.mine


def elsewhere(ctx: TableContext, seat: int, what: str) -> str:
    """ "Bo does this on their own phone." for a seat another phone plays."""
    return f"{ctx.state.player_names[seat]} {what} on their own phone."
