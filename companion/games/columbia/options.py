"""Readings of ambiguous rules as named settings (shared/game-data/columbia-readings.md).

Each default is the recommended reading; the help names both readings.
"""

from __future__ import annotations

from ...engine import OptionSpec

R = "columbia-readings.md"


def _opt(key: str, label: str, choices: list, help: str, ref: str) -> OptionSpec:
    return OptionSpec(key=key, label=label, default=choices[0], choices=choices, help=help, refs=f"{R} {ref}")


OPTIONS = (
    _opt(
        "alarm_bonus",
        "Alarm bonus",
        ["per_die", "once"],
        "per_die (recommended): +1 on each die its controller rolls there; once: +1 to his total.",
        "A1 ★",
    ),
    _opt(
        "skyline_safe",
        "Sky-Line safe roll",
        ["symbol", "symbol_or_one"],
        "symbol (recommended): safe only if a die shows the safe symbol; symbol_or_one: a rolled 1 is safe too (the summary's literal text).",
        "A2",
    ),
    _opt(
        "booker_below_one",
        "Booker below #1",
        ["wrap", "stop"],
        "wrap (recommended): after #1 continue from #15 downwards; stop: take the lowest undestroyed location above instead.",
        "A3",
    ),
    _opt(
        "failed_vote",
        "A failed vote skips",
        ["effect_only", "whole_card"],
        "effect_only (recommended): only the effect text is ignored; whole_card: the Elizabeth step is skipped too.",
        "A4",
    ),
    _opt(
        "first_player_upgrade",
        "First-player upgrade",
        ["on_change", "every_taker"],
        "on_change (recommended): only when the token moves to you; every_taker: whoever takes it in the vote.",
        "A5 ★",
    ),
    _opt(
        "zero_influence_tie",
        "Nobody played influence",
        ["roll_off", "holder_keeps"],
        "roll_off (recommended, literal): all tied players roll off; holder_keeps: the holder keeps the token.",
        "A6",
    ),
    _opt(
        "booker_vote",
        "Booker's vote direction",
        ["follow_sign", "abstain_if_none"],
        "follow_sign (recommended): Booker follows the trailing faction's sign or declared direction even with 0 influence; abstain_if_none: he abstains when it committed nothing.",
        "A7 ★",
    ),
    _opt(
        "price_floor",
        "Lowest price after discounts",
        [0, 1],
        "0 (recommended): discounts never make a price negative; 1: nothing costs less than 1.",
        "A8",
    ),
    _opt(
        "upgrade_count",
        "Counting upgrades for the limit",
        ["actions", "markers"],
        "actions (recommended): a key 1, each +1 placed 1, a flip to +2 one more; markers: a +2 counts as 1.",
        "A9 ★",
    ),
    _opt(
        "contested_control",
        "Control while contested",
        ["neither", "literal"],
        "neither (recommended): a location with both factions, or units and an unbeaten token, is controlled by nobody until its combat; literal: everyone with pieces there controls it.",
        "A10 ★",
    ),
    _opt(
        "booker_defender_ties",
        "Booker defending wins ties",
        ["yes", "no"],
        "yes (recommended): Booker as defender rolls 3 red and wins ties; no: ties go to the player.",
        "A13",
    ),
    _opt(
        "skyline_discard",
        "Sky-Line discard with too few cards",
        ["needs_enough", "discard_all"],
        "needs_enough (recommended): discarding needs that many cards, else the unit is lost; discard_all: discard your whole hand instead.",
        "A17",
    ),
    _opt(
        "team_elimination",
        "4p team loses when",
        ["either", "both"],
        "either (recommended, literal): a teammate with no pieces loses for the team; both: only when both have none.",
        "A18",
    ),
    _opt(
        "end_tie",
        "VP tie at the deck's end",
        ["draw", "first_player"],
        "draw (recommended): a shared result; first_player: the first player's faction wins.",
        "A19",
    ),
    _opt(
        "upgrade_for_token_booker",
        "Beating a token or Booker earns an upgrade",
        ["yes", "no"],
        "yes (recommended): they are combats; no: only combats against players.",
        "A21",
    ),
    _opt(
        "booker_vs_structures",
        "Aggressive Booker where only structures stand",
        ["no_battle", "battle"],
        "no_battle (recommended): he battles units only; battle: structures defend too.",
        "A22",
    ),
    _opt(
        "two_player_leaders",
        "2p: Saltonstall and Herzog",
        ["unavailable", "available"],
        "unavailable (recommended, inferred from the setup text): not in a 2p pool; available: they may be recruited.",
        "A25",
    ),
    _opt(
        "four_player_track",
        "4p turn-order track",
        ["lightblue_red_blue_darkred", "blue_red_lightblue_darkred"],
        "lightblue_red_blue_darkred (as extracted from the rulebook); blue_red_lightblue_darkred: the other alternating order.",
        "A26",
    ),
    _opt(
        "power_outage_keys",
        "Power Outage and keys",
        ["locked", "kept"],
        "locked (recommended, literal): unlocked abilities are locked again that round; kept: only +1/+2 stop counting.",
        "A28",
    ),
)
