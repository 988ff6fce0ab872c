"""The zone table (printed three times: L208-212, L371-376, L474-478) and which resources pay.

The numbers are known; the resource behind each cost column was an icon lost in extraction, so
the purchase and fortify columns are read through the settings (facts A10.1).
"""

from __future__ import annotations

from typing import Any

from .state import Resources

PURCHASE = {"EXO": (8, 4), "MIDDLE": (12, 6), "INNER": (16, 8)}
FORTIFY = {"EXO": (4, 6), "MIDDLE": (6, 10), "INNER": (8, 12)}
INCOME = {"EXO": (3, 3, 3), "MIDDLE": (6, 3, -3), "INNER": (9, 3, -6)}
TERRITORY_COUNT = {"EXO": 6, "MIDDLE": 9, "INNER": 3}


def _priced(pair: tuple[int, int], resources: str) -> Resources:
    first, second = resources.split("+")
    out = Resources()
    setattr(out, first, pair[0])
    setattr(out, second, getattr(out, second) + pair[1])
    return out


def purchase_cost(zone: str, options: dict[str, Any]) -> Resources:
    """What a base costs in ``zone`` under the purchase-cost reading (default credits+influence)."""
    return _priced(PURCHASE[zone], options.get("purchase_cost_resources", "credits+influence"))


def fortify_cost(zone: str, options: dict[str, Any]) -> Resources | None:
    """What fortifying costs, or None while the table has not chosen the resources."""
    choice = options.get("fortify_cost_resources", "")
    return _priced(FORTIFY[zone], choice) if "+" in choice else None


def income(zone: str, options: dict[str, Any]) -> Resources:
    """A working base's income per round; crew is an upkeep in MIDDLE/INNER (C1)."""
    credits, influence, crew = INCOME[zone]
    if options.get("quickref_crew_sign") == "positive":
        crew = abs(crew)
    return Resources(credits=credits, influence=influence, crew=crew)
