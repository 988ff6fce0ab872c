"""The Syndicate engine's things in the phone's language: amounts of resources, roll bonuses, discounts and a mat's
bonuses (the engine's own ``text()`` stays English for the round log; an award's feat is ``Award.feat``, a Phrase)."""

from __future__ import annotations

from ...games.syndicate.view import (
    RESOURCES,
    ROLL_KINDS,
    BonusChip,
    CostBonus,
    Resources,
    RollBonus,
    SyndicateSpec,
    chips,
)
from ...i18n import N_, _, ngettext

PRICES = {"base": N_("buying a base"), "fortify": N_("fortifying"), "market": N_("black-market levels")}


def resource(name: str, n: int) -> str:
    """``n`` of one resource: "3 credits", "1 crew"."""
    if name == "credits":
        return ngettext("{n} credit", "{n} credits", n).format(n=n)
    if name == "influence":
        return ngettext("{n} influence", "{n} influence", n).format(n=n)
    return ngettext("{n} crew", "{n} crew", n).format(n=n)


def amounts(res: Resources) -> str:
    """An amount of each resource in mat order ("6 credits, 3 crew"), or "nothing"."""
    return ", ".join(resource(r, res.get(r)) for r in RESOURCES if res.get(r)) or _("nothing")


def roll_bonus(bonus: RollBonus) -> str:
    """ "+1 to mission and robbery rolls"."""
    kinds = _(" and ").join(_(ROLL_KINDS[k]) for k in bonus.applies_to)
    return _("+{n} to {kinds} rolls").format(n=bonus.amount, kinds=kinds)


def discount(bonus: CostBonus) -> str:
    """ "2 credits off buying a base"."""
    prices = _(" and ").join(_(PRICES[p]) for p in bonus.applies_to)
    return ngettext("{n} credit off {prices}", "{n} credits off {prices}", bonus.credits).format(
        n=bonus.credits, prices=prices
    )


def mat_lines(spec: SyndicateSpec) -> list[str]:
    """The mat's printed bonuses in words (its typed bonus as the player typed it)."""
    lines = [spec.bonus] if spec.bonus else []
    lines += [_("{bonus} (mat)").format(bonus=roll_bonus(spec.roll))] if spec.roll else []
    lines += [_("{bonus} (mat)").format(bonus=discount(spec.discount))] if spec.discount else []
    if spec.collection_bonus.total():
        lines.append(_("+{amounts} each resource collection (mat)").format(amounts=amounts(spec.collection_bonus)))
    return lines


def held_chip(held: str) -> str:
    """A held chip: its name, or "EXO chip (Goshen)" for one not named yet."""
    match = chips.UNNAMED.match(held)
    return _("{zone} chip ({territory})").format(zone=match.group(1), territory=match.group(2)) if match else held


def chip_effect(chip: BonusChip) -> str:
    """What a bonus chip says, in words."""
    parts = [_("gives {amounts}").format(amounts=amounts(chip.gain))] if chip.gain.total() else []
    parts += [_("+1 tech level")] * bool(chip.tech) + [_("+1 assault level")] * bool(chip.assault)
    parts += [roll_bonus(chip.roll)] if chip.roll else []
    return "; ".join(parts) or _("resolved at the table")
