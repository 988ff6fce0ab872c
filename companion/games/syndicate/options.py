"""The draft's contradictions and gaps as named settings (syndicate-readings.md; facts A20).

Each default is the recommended reading; ``help`` names both readings in plain words, ``refs`` keeps
the reading's id and rulebook lines for the curious (never shown as the setting's text), and every
choice has a sentence a player would write.
"""

from __future__ import annotations

from typing import Any

from ...engine import OptionSpec
from ...i18n import N_
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
        N_("Advanced rules"),
        {False: N_("Play the basic rules"), True: N_("Add the Sovereign blockade and trading")},
        N_(
            "Off by default. On: a failure at maximum alert sends the Sovereign Destroyer to blockade a territory, "
            "and players whose turn it is not may trade."
        ),
        f"{RD} SYN-100; {RB} l.560-588",
    ),
    _setting(
        "quickref_crew_sign",
        N_("MIDDLE/INNER crew per round"),
        {
            "negative": N_("MIDDLE bases cost 3 crew and INNER bases 6 crew each round"),
            "positive": N_("MIDDLE and INNER bases pay crew, as the quick reference prints it"),
        },
        N_(
            "Default: MIDDLE and INNER bases cost crew each round, as the zone table and the text say. Other: the "
            "quick reference prints the numbers without a minus sign."
        ),
        f"{RD} C1 SYN-063",
    ),
    _setting(
        "sale_yield",
        N_("Selling an operation card pays"),
        {2: N_("2 resources of the seller's choice"), 1: N_("1 resource of the seller's choice")},
        N_("Default: 2 resources, as the detailed rules say. Other: 1 resource, as the round summary says."),
        f"{RD} C2 SYN-082",
    ),
    _setting(
        "crew_shortfall",
        N_("A base short of crew upkeep"),
        {"flip": N_("The base card flips until the next Sovereign phase"), "lose": N_("The owner loses the base")},
        N_("Default: the base flips for that collection and the next player-turn phase. Other: the owner loses it."),
        f"{RD} C3 SYN-065",
    ),
    _setting(
        "upkeep_pool",
        N_("Crew upkeep is paid from"),
        {
            "crew held + this income": N_("The crew the player holds plus this round's crew income"),
            "this income only": N_("Only this round's crew income"),
        },
        N_(
            "Default: the crew the player holds plus this collection's crew income, never exchanges. Other: only "
            "this collection's crew income."
        ),
        f"{RB} l.510-512",
    ),
    _setting(
        "mission_round_gate",
        N_("Mission round requirement"),
        {"at least": N_("From the round the card names onwards"), "above": N_("Only after the round the card names")},
        N_("Default: a mission may be attempted from the round the card names. Other: only in a later round."),
        f"{RD} C4 SYN-023",
    ),
    _setting(
        "market_decay",
        N_("Black-market decay"),
        {"mandatory": N_("Each player with a cube must remove one"), "optional": N_("Removing a cube is optional")},
        N_("Default: each player with a black-market cube removes one at resource collection. Other: optional."),
        f"{RD} C5 SYN-075",
    ),
    _setting(
        "sale_into_credits",
        N_("A sale may pay credits"),
        {True: N_("A sold card may pay credits"), False: N_("A sold card never pays credits")},
        N_("Default: a sale pays any resource, credits included. Other: nothing turns into credits."),
        f"{RD} C7 SYN-082",
    ),
    _setting(
        "alert_cap_scope",
        N_("Alert maximum (6 or 8) applies"),
        {"always": N_("In every game"), "advanced only": N_("Only with the advanced rules")},
        N_(
            "Default: the alert never passes 6 (2-3 players) or 8 (4-5 players) in any game. Other: only with the "
            "advanced rules, where the values are printed."
        ),
        f"{RD} C9 SYN-099",
    ),
    _setting(
        "destroyer_trigger",
        N_("When the Destroyer comes in"),
        {
            "already at maximum": N_("When the alert was already at its maximum"),
            "reaching maximum": N_("When the failure lifts the alert to its maximum"),
        },
        N_(
            "Default: the Destroyer comes in when a mission fails with the alert already at its maximum. Other: "
            "the failure that lifts the alert to the maximum also brings it in."
        ),
        f"{RD} SYN-033",
    ),
    _setting(
        "end_of_game",
        N_("End of the game"),
        {
            "round after BotE": N_("The round after BEGINNING OF THE END is the last"),
            "by the card": N_("As the BEGINNING OF THE END card says; the table ends the game"),
        },
        N_(
            "Default: the round after the one in which BEGINNING OF THE END is drawn is the last (6 to 8 rounds). "
            "Other: whatever the card says; the table ends the game."
        ),
        f"{RD} SYN-091",
    ),
    _setting(
        "pardon_12_plus",
        N_("Pardon with 12+ bases"),
        {"5 per base": N_("Keep charging 5 influence per base"), "ask the table": N_("The table settles it")},
        N_(
            "Default: keep charging 5 influence per base (12 bases: 60). Other: the printed table stops at 11 "
            "bases; the app refuses and the table settles it."
        ),
        f"{RD} SYN-086",
    ),
    _setting(
        "coop_split",
        N_("Cooperative reward split"),
        {"per resource": N_("Each resource is split on its own"), "total": N_("The total is split")},
        N_(
            "Default: each resource type is split separately, odd amounts rounding up for the attempter. Other: "
            "the total is split and the attempter takes the larger share, resource by resource in mat order."
        ),
        f"{RD} SYN-027",
    ),
    _setting(
        "decay_cube",
        N_("Which market cube decays"),
        {"highest": N_("The player's highest box in the chosen ladder"), "any": N_("Any of the player's cubes")},
        N_("Default: the player's highest box in the chosen ladder. Other: any of their cubes, their choice."),
        f"{RD} SYN-076",
    ),
    _setting(
        "robbery_shortfall",
        N_("Robbing a victim short of credits"),
        {"what they have": N_("The robber takes only what the victim has")},
        N_("The robber takes only what the victim has; the draft gives no other reading."),
        f"{RD} SYN-036",
    ),
    _setting(
        "robbery_vs_mi",
        N_("Military Installation cover vs robberies"),
        {"ignored": N_("Robberies ignore the cover"), "counts as fortified": N_("The cover counts as fortified")},
        N_("Default: the cover works against assaults only, so robberies ignore it. Other: it counts as fortified."),
        f"{RD} SYN-037",
    ),
    _setting(
        "reinforcements_above_4",
        N_("More than 4 reinforcements"),
        {"refuse": N_("Refused: the table stops at 4"), "use 4 column": N_("Rolled as with 4 reinforcements")},
        N_("Default: refuse more than 4 (the winning-roll table has no column for it). Other: use the 4 column."),
        f"{RD} SYN-044",
    ),
    _setting(
        "purchase_cost_resources",
        N_("Base purchase cost (2nd number)"),
        {"credits+influence": N_("Credits, then influence"), "credits+crew": N_("Credits, then crew")},
        N_("Default: a base costs credits then influence. Other: the second number is crew."),
        f"{RD} SYN-057",
    ),
    _setting(
        "fortify_cost_resources",
        N_("Fortify cost resources"),
        {
            "choose in box setup": N_("Not chosen yet: fortifying waits for the box"),
            "credits+crew": N_("Credits, then crew"),
            "credits+influence": N_("Credits, then influence"),
            "influence+crew": N_("Influence, then crew"),
        },
        N_("The icons were lost from the draft: until the table chooses the two resources, fortifying is refused."),
        f"{RD} SYN-061",
    ),
    _setting(
        "first_player_ties",
        N_("First-player roll-off ties"),
        {"roll again": N_("Tied players roll again")},
        N_("Tied highest rollers roll the d12 again (the draft does not say)."),
        f"{RD} SYN-011",
    ),
)

OPTION_KEYS = {opt.key: opt for opt in OPTIONS}
