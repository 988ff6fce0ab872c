"""Which seats this phone acts for ("This phone is…", companion/ui/this_phone.py).

A shared phone that plays no seat passes round the table: it acts for everyone. A phone that plays seats acts
only for them. What a phone may show follows the game's ``hidden_fields`` (``TableContext.sees``).
"""

from __future__ import annotations

from ...i18n import _
from ..context import TableContext


def acts_for(ctx: TableContext, seat: int) -> bool:
    """This phone may make ``seat``'s choices and own-turn actions."""
    return not ctx.mine or seat in ctx.mine


def elsewhere(ctx: TableContext, seat: int, what: str) -> str:
    """ "Bo keeps a syndicate on their own phone." for a seat another phone plays: ``what`` is a phrase with
    ``{name}`` (translated here)."""
    return _(what).format(name=ctx.state.player_names[seat])
