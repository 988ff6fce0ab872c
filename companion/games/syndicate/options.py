"""The draft's contradictions and gaps as named settings (syndicate-readings.md; facts A20).

Each default is the recommended reading; the help names both readings and their rulebook lines.
"""

from ...engine import OptionSpec

RD = "syndicate-readings.md"


def _reading(key, label, default, other, help_, ref) -> OptionSpec:
    choices = [default, *(other if isinstance(other, list) else [other])]
    return OptionSpec(key=key, label=label, default=default, choices=choices, help=help_, refs=f"{RD} {ref}")


OPTIONS = (
    OptionSpec(
        key="advanced_rules",
        label="Advanced rules",
        default=False,
        choices=[False, True],
        help="Off by default. On: the Sovereign blockade (Destroyer, L560-572) and trading (L582-588).",
        refs=f"{RD} SYN-100",
    ),
    _reading(
        "quickref_crew_sign",
        "MIDDLE/INNER crew per round",
        "negative",
        "positive",
        "Default: MIDDLE -3 and INNER -6 crew per round (L211-212, L477-478, text L490, L510). "
        "Other: the quick reference prints 6 3 3 and 9 3 6 (L374-375).",
        "C1 SYN-063",
    ),
    _reading(
        "sale_yield",
        "Selling an operation card pays",
        2,
        1,
        "Default: 2 resources of the seller's choice (L544). Other: 1 resource (L380).",
        "C2 SYN-082",
    ),
    _reading(
        "crew_shortfall",
        "A base short of crew upkeep",
        "flip",
        "lose",
        "Default: the base flips for that collection and the next player-turn phase (L416, L510). "
        "Other: the owner loses the base (L490).",
        "C3 SYN-065",
    ),
    OptionSpec(
        key="upkeep_pool",
        label="Crew upkeep is paid from",
        default="crew held + this income",
        choices=["crew held + this income", "this income only"],
        help="Default: the crew the player holds plus this collection's crew income, never exchanges (L510: "
        "'not enough CREW (after taking into consideration contemporaneous CREW income)', L512). Other: only "
        "this collection's crew income (the issue's wording).",
        refs="syndicate-draft-rulebook.txt L510-512; issue #5 (Resource collection)",
    ),
    _reading(
        "mission_round_gate",
        "Mission round requirement",
        "at least",
        "above",
        "Default: current round >= the card's round (L434). Other: current round > it (L129).",
        "C4 SYN-023",
    ),
    _reading(
        "market_decay",
        "Black-market decay",
        "mandatory",
        "optional",
        "Default: each player with a cube removes one (L418). Other: removal is optional (L530).",
        "C5 SYN-075",
    ),
    _reading(
        "sale_into_credits",
        "A sale may pay credits",
        True,
        False,
        "Default: yes, a sale pays 'any' resource (L380, L544). Other: nothing turns into credits (L161, L540).",
        "C7 SYN-082",
    ),
    _reading(
        "alert_cap_scope",
        "Alert maximum (6 or 8) applies",
        "always",
        "advanced only",
        "Default: in every game (L455 uses the maximum in the base rules). Other: only with the advanced "
        "rules (L562, where the values appear).",
        "C9 SYN-099",
    ),
    _reading(
        "destroyer_trigger",
        "The Destroyer comes in on a failed mission",
        "already at maximum",
        "reaching maximum",
        "Default: the alert was already at its maximum when the mission failed (L562-564). Other: the "
        "failure that lifts the alert to the maximum also places it (L441).",
        "SYN-033",
    ),
    _reading(
        "end_of_game",
        "End of the game",
        "round after BotE",
        "by the card",
        "Default: the round after the one in which BEGINNING OF THE END is drawn is the last (6-8 rounds, "
        "L39, L277). Other: whatever the card says, as entered from the box; the table ends the game.",
        "SYN-091",
    ),
    _reading(
        "pardon_12_plus",
        "Pardon with 12+ bases",
        "5 per base",
        "ask the table",
        "Default: keep charging 5 per base (12 -> 60). Other: the table (L403-408) stops at 11 bases; "
        "the app refuses and the table settles it.",
        "SYN-086",
    ),
    _reading(
        "coop_split",
        "Cooperative reward split",
        "per resource",
        "total",
        "Default: each resource type is split separately, odd amounts rounding up for the attempter "
        "(L435). Other: the total is split and the attempter takes the larger share resource by resource "
        "in mat order.",
        "SYN-027",
    ),
    _reading(
        "decay_cube",
        "Which market cube decays",
        "highest",
        "any",
        "Default: the player's highest box in the chosen ladder. Other: any of their cubes (owner's "
        "choice) (L418, L530).",
        "SYN-076",
    ),
    _reading(
        "robbery_shortfall",
        "Robbing a victim short of credits",
        "what they have",
        [],
        "Default: the robber takes only what the victim has. The draft gives no other reading (L440).",
        "SYN-036",
    ),
    _reading(
        "robbery_vs_mi",
        "Military Installation cover vs robberies",
        "ignored",
        "counts as fortified",
        "Default: ignored for consequence dice (L496: 'against player assaults only'). Other: the cover "
        "counts as fortified.",
        "SYN-037",
    ),
    _reading(
        "reinforcements_above_4",
        "More than 4 reinforcements",
        "refuse",
        "use 4 column",
        "Default: refuse more than 4 (the table has no column, L457-461). Other: use the 4 column.",
        "SYN-044",
    ),
    _reading(
        "purchase_cost_resources",
        "Base purchase cost (2nd number)",
        "credits+influence",
        "credits+crew",
        "Default: credits then influence ('influence ... for buying bases', L79-81). Other: the 2nd number "
        "is crew ('crew ... for bases', L83).",
        "SYN-057",
    ),
    _reading(
        "fortify_cost_resources",
        "Fortify cost resources",
        "choose in box setup",
        ["credits+crew", "credits+influence", "influence+crew"],
        "No default: the icons were lost (L475-478). Until the table chooses one, fortifying is refused.",
        "SYN-061",
    ),
    _reading(
        "first_player_ties",
        "First-player roll-off ties",
        "roll again",
        [],
        "Tied highest rollers roll the d12 again (L283 does not say).",
        "SYN-011",
    ),
)

OPTION_KEYS = {opt.key: opt for opt in OPTIONS}
