"""The draft's contradictions and gaps as named settings (syndicate-readings.md; facts A20).

Each default is the recommended reading; ``help`` names both readings in plain words, ``refs`` keeps
the reading's id and rulebook lines for the curious (never shown as the setting's text), and every
choice has a sentence a player would write.
"""

from __future__ import annotations

from typing import Any

from ...engine import OptionSpec
from .rules import RB

RD = "syndicate-readings.md"


def _setting(key: str, label: str, choices: dict[Any, str], help_: str, refs: str) -> OptionSpec:
    """A setting whose first choice is the default; ``choices`` maps each value to its sentence."""
    values = list(choices)
    return OptionSpec(
        key=key,
        label=label,
        default=values[0],
        choices=values,
        help=help_,
        refs=refs,
        choice_labels={str(v): text for v, text in choices.items()},
    )


OPTIONS = (
    _setting(
        "advanced_rules",
        "Advanced rules",
        {False: "Play the basic rules", True: "Add the Sovereign blockade and trading"},
        "Off by default. On: a failure at maximum alert sends the Sovereign Destroyer to blockade a territory, "
        "and players whose turn it is not may trade.",
        f"{RD} SYN-100; {RB} l.560-588",
    ),
    _setting(
        "quickref_crew_sign",
        "MIDDLE/INNER crew per round",
        {
            "negative": "MIDDLE bases cost 3 crew and INNER bases 6 crew each round",
            "positive": "MIDDLE and INNER bases pay crew, as the quick reference prints it",
        },
        "Default: MIDDLE and INNER bases cost crew each round, as the zone table and the text say. Other: the "
        "quick reference prints the numbers without a minus sign.",
        f"{RD} C1 SYN-063",
    ),
    _setting(
        "sale_yield",
        "Selling an operation card pays",
        {2: "2 resources of the seller's choice", 1: "1 resource of the seller's choice"},
        "Default: 2 resources, as the detailed rules say. Other: 1 resource, as the round summary says.",
        f"{RD} C2 SYN-082",
    ),
    _setting(
        "crew_shortfall",
        "A base short of crew upkeep",
        {"flip": "The base card flips until the next Sovereign phase", "lose": "The owner loses the base"},
        "Default: the base flips for that collection and the next player-turn phase. Other: the owner loses it.",
        f"{RD} C3 SYN-065",
    ),
    _setting(
        "upkeep_pool",
        "Crew upkeep is paid from",
        {
            "crew held + this income": "The crew the player holds plus this round's crew income",
            "this income only": "Only this round's crew income",
        },
        "Default: the crew the player holds plus this collection's crew income, never exchanges. Other: only "
        "this collection's crew income.",
        f"{RB} l.510-512",
    ),
    _setting(
        "mission_round_gate",
        "Mission round requirement",
        {"at least": "From the round the card names onwards", "above": "Only after the round the card names"},
        "Default: a mission may be attempted from the round the card names. Other: only in a later round.",
        f"{RD} C4 SYN-023",
    ),
    _setting(
        "market_decay",
        "Black-market decay",
        {"mandatory": "Each player with a cube must remove one", "optional": "Removing a cube is optional"},
        "Default: each player with a black-market cube removes one at resource collection. Other: optional.",
        f"{RD} C5 SYN-075",
    ),
    _setting(
        "sale_into_credits",
        "A sale may pay credits",
        {True: "A sold card may pay credits", False: "A sold card never pays credits"},
        "Default: a sale pays any resource, credits included. Other: nothing turns into credits.",
        f"{RD} C7 SYN-082",
    ),
    _setting(
        "alert_cap_scope",
        "Alert maximum (6 or 8) applies",
        {"always": "In every game", "advanced only": "Only with the advanced rules"},
        "Default: the alert never passes 6 (2-3 players) or 8 (4-5 players) in any game. Other: only with the "
        "advanced rules, where the values are printed.",
        f"{RD} C9 SYN-099",
    ),
    _setting(
        "destroyer_trigger",
        "When the Destroyer comes in",
        {
            "already at maximum": "When the alert was already at its maximum",
            "reaching maximum": "When the failure lifts the alert to its maximum",
        },
        "Default: the Destroyer comes in when a mission fails with the alert already at its maximum. Other: "
        "the failure that lifts the alert to the maximum also brings it in.",
        f"{RD} SYN-033",
    ),
    _setting(
        "end_of_game",
        "End of the game",
        {
            "round after BotE": "The round after BEGINNING OF THE END is the last",
            "by the card": "As the BEGINNING OF THE END card says; the table ends the game",
        },
        "Default: the round after the one in which BEGINNING OF THE END is drawn is the last (6 to 8 rounds). "
        "Other: whatever the card says; the table ends the game.",
        f"{RD} SYN-091",
    ),
    _setting(
        "pardon_12_plus",
        "Pardon with 12+ bases",
        {"5 per base": "Keep charging 5 influence per base", "ask the table": "The table settles it"},
        "Default: keep charging 5 influence per base (12 bases: 60). Other: the printed table stops at 11 "
        "bases; the app refuses and the table settles it.",
        f"{RD} SYN-086",
    ),
    _setting(
        "coop_split",
        "Cooperative reward split",
        {"per resource": "Each resource is split on its own", "total": "The total is split"},
        "Default: each resource type is split separately, odd amounts rounding up for the attempter. Other: "
        "the total is split and the attempter takes the larger share, resource by resource in mat order.",
        f"{RD} SYN-027",
    ),
    _setting(
        "decay_cube",
        "Which market cube decays",
        {"highest": "The player's highest box in the chosen ladder", "any": "Any of the player's cubes"},
        "Default: the player's highest box in the chosen ladder. Other: any of their cubes, their choice.",
        f"{RD} SYN-076",
    ),
    _setting(
        "robbery_shortfall",
        "Robbing a victim short of credits",
        {"what they have": "The robber takes only what the victim has"},
        "The robber takes only what the victim has; the draft gives no other reading.",
        f"{RD} SYN-036",
    ),
    _setting(
        "robbery_vs_mi",
        "Military Installation cover vs robberies",
        {"ignored": "Robberies ignore the cover", "counts as fortified": "The cover counts as fortified"},
        "Default: the cover works against assaults only, so robberies ignore it. Other: it counts as fortified.",
        f"{RD} SYN-037",
    ),
    _setting(
        "reinforcements_above_4",
        "More than 4 reinforcements",
        {"refuse": "Refused: the table stops at 4", "use 4 column": "Rolled as with 4 reinforcements"},
        "Default: refuse more than 4 (the winning-roll table has no column for it). Other: use the 4 column.",
        f"{RD} SYN-044",
    ),
    _setting(
        "purchase_cost_resources",
        "Base purchase cost (2nd number)",
        {"credits+influence": "Credits, then influence", "credits+crew": "Credits, then crew"},
        "Default: a base costs credits then influence. Other: the second number is crew.",
        f"{RD} SYN-057",
    ),
    _setting(
        "fortify_cost_resources",
        "Fortify cost resources",
        {
            "choose in box setup": "Not chosen yet: fortifying waits for the box",
            "credits+crew": "Credits, then crew",
            "credits+influence": "Credits, then influence",
            "influence+crew": "Influence, then crew",
        },
        "The icons were lost from the draft: until the table chooses the two resources, fortifying is refused.",
        f"{RD} SYN-061",
    ),
    _setting(
        "first_player_ties",
        "First-player roll-off ties",
        {"roll again": "Tied players roll again"},
        "Tied highest rollers roll the d12 again (the draft does not say).",
        f"{RD} SYN-011",
    ),
)

OPTION_KEYS = {opt.key: opt for opt in OPTIONS}
