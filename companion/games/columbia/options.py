"""Readings of ambiguous rules as named settings (shared/game-data/columbia-readings.md).

Each default is the recommended reading; the help names both readings.
"""

from __future__ import annotations

from typing import Any

from ...engine import OptionSpec

R = "columbia-readings.md"

# Every choice as a player would say it (keyed by str(choice)).
CHOICE_LABELS: dict[str, dict[str, str]] = {
    "alarm_bonus": {
        "per_die": "The alarm adds +1 to each die its controller rolls there",
        "once": "The alarm adds +1 once to its controller's roll",
    },
    "skyline_safe": {
        "symbol": "Only the safe symbol keeps a rider safe",
        "symbol_or_one": "The safe symbol or a rolled 1 keeps a rider safe",
    },
    "booker_below_one": {
        "wrap": "Below #1, Booker goes on from #15 downwards",
        "stop": "Below #1, Booker takes the lowest standing location above",
    },
    "failed_vote": {
        "effect_only": "A failed vote skips only the event's effect",
        "whole_card": "A failed vote skips the effect and the Elizabeth step",
    },
    "first_player_upgrade": {
        "on_change": "Only a player who takes the token from another earns an upgrade",
        "every_taker": "Whoever takes the token in the vote earns an upgrade",
    },
    "zero_influence_tie": {
        "roll_off": "When nobody plays influence, everyone rolls off for the token",
        "holder_keeps": "When nobody plays influence, the holder keeps the token",
    },
    "booker_vote": {
        "follow_sign": "Booker follows the trailing faction's sign even if it played nothing",
        "abstain_if_none": "Booker does not vote when the trailing faction played nothing",
    },
    "price_floor": {"0": "Discounts can bring a price down to $0", "1": "Nothing costs less than $1 after discounts"},
    "upgrade_count": {
        "actions": "Each key, +1 and flip to +2 counts as one upgrade",
        "markers": "Each marker on the sheet counts once, a +2 included",
    },
    "contested_control": {
        "neither": "Nobody controls a location until its combat is fought",
        "literal": "Everyone with pieces on a location controls it",
    },
    "booker_defender_ties": {
        "yes": "Booker wins ties when he defends",
        "no": "Players win ties against a defending Booker",
    },
    "skyline_discard": {
        "needs_enough": "Without enough cards to discard, the rider is lost",
        "discard_all": "Without enough cards, discard the whole hand and the rider lives",
    },
    "team_elimination": {
        "either": "A team loses when either teammate has no pieces left",
        "both": "A team loses only when both teammates have no pieces left",
    },
    "end_tie": {
        "draw": "A VP tie at the end of the deck is a draw",
        "first_player": "A VP tie at the end goes to the first player's faction",
    },
    "upgrade_for_token_booker": {
        "yes": "Beating a token or Booker earns an upgrade",
        "no": "Only beating another player earns an upgrade",
    },
    "booker_vs_structures": {
        "no_battle": "Aggressive Booker fights units only",
        "battle": "Aggressive Booker also fights lone structures",
    },
    "two_player_leaders": {
        "unavailable": "Saltonstall and Herzog stay in the box in a 2-player game",
        "available": "Saltonstall and Herzog may be recruited in a 2-player game",
    },
    "four_player_track": {
        "lightblue_red_blue_darkred": "Turn order: light blue, red, blue, dark red",
        "blue_red_lightblue_darkred": "Turn order: blue, red, light blue, dark red",
    },
    "power_outage_keys": {
        "locked": "Power Outage locks unlocked abilities again for the round",
        "kept": "Power Outage stops only the +1/+2 upgrades; keys still work",
    },
}


def _opt(key: str, label: str, choices: list[Any], help: str, ref: str) -> OptionSpec:
    return OptionSpec(
        key=key,
        label=label,
        default=choices[0],
        choices=choices,
        help=help,
        refs=f"{R} {ref}",
        choice_labels=CHOICE_LABELS[key],
    )


OPTIONS = (
    _opt(
        "alarm_bonus",
        "Alarm bonus",
        ["per_die", "once"],
        "Recommended: +1 on each die its controller rolls there. Other reading: +1 once to his total.",
        "A1 ★",
    ),
    _opt(
        "skyline_safe",
        "Sky-Line safe roll",
        ["symbol", "symbol_or_one"],
        "Recommended: a rider is safe only if a die shows the safe symbol. Other reading: a rolled 1 is safe "
        "too (the summary's literal text).",
        "A2",
    ),
    _opt(
        "booker_below_one",
        "Booker below #1",
        ["wrap", "stop"],
        "Recommended: after #1 Booker continues from #15 downwards. Other reading: he takes the lowest "
        "undestroyed location above instead.",
        "A3",
    ),
    _opt(
        "failed_vote",
        "A failed vote skips",
        ["effect_only", "whole_card"],
        "Recommended: only the effect text is ignored. Other reading: the Elizabeth step is skipped too.",
        "A4",
    ),
    _opt(
        "first_player_upgrade",
        "First-player upgrade",
        ["on_change", "every_taker"],
        "Recommended: only when the token moves to you. Other reading: whoever takes it in the vote.",
        "A5 ★",
    ),
    _opt(
        "zero_influence_tie",
        "Nobody played influence",
        ["roll_off", "holder_keeps"],
        "Recommended (the literal text): all tied players roll off. Other reading: the holder keeps the token.",
        "A6",
    ),
    _opt(
        "booker_vote",
        "Booker's vote direction",
        ["follow_sign", "abstain_if_none"],
        "Recommended: Booker follows the trailing faction's sign or declared direction even with 0 influence. "
        "Other reading: he abstains when it committed nothing.",
        "A7 ★",
    ),
    _opt(
        "price_floor",
        "Lowest price after discounts",
        [0, 1],
        "Recommended: discounts never make a price negative. Other reading: nothing costs less than $1.",
        "A8",
    ),
    _opt(
        "upgrade_count",
        "Counting upgrades for the limit",
        ["actions", "markers"],
        "Recommended: a key counts 1, each +1 placed 1, a flip to +2 one more. Other reading: a +2 marker counts as 1.",
        "A9 ★",
    ),
    _opt(
        "contested_control",
        "Control while contested",
        ["neither", "literal"],
        "Recommended: a location with both factions, or units and an unbeaten token, is controlled by nobody "
        "until its combat. Other reading: everyone with pieces there controls it.",
        "A10 ★",
    ),
    _opt(
        "booker_defender_ties",
        "Booker defending wins ties",
        ["yes", "no"],
        "Recommended: Booker as defender rolls 3 red and wins ties. Other reading: ties go to the player.",
        "A13",
    ),
    _opt(
        "skyline_discard",
        "Sky-Line discard with too few cards",
        ["needs_enough", "discard_all"],
        "Recommended: discarding needs that many cards, else the unit is lost. Other reading: discard your "
        "whole hand instead.",
        "A17",
    ),
    _opt(
        "team_elimination",
        "4p team loses when",
        ["either", "both"],
        "Recommended (the literal text): a teammate with no pieces loses for the team. Other reading: only "
        "when both have none.",
        "A18",
    ),
    _opt(
        "end_tie",
        "VP tie at the deck's end",
        ["draw", "first_player"],
        "Recommended: a shared result. Other reading: the first player's faction wins.",
        "A19",
    ),
    _opt(
        "upgrade_for_token_booker",
        "Beating a token or Booker earns an upgrade",
        ["yes", "no"],
        "Recommended: they are combats and earn one. Other reading: only combats against players do.",
        "A21",
    ),
    _opt(
        "booker_vs_structures",
        "Aggressive Booker where only structures stand",
        ["no_battle", "battle"],
        "Recommended: he battles units only. Other reading: structures defend too.",
        "A22",
    ),
    _opt(
        "two_player_leaders",
        "2p: Saltonstall and Herzog",
        ["unavailable", "available"],
        "Recommended (inferred from the setup text): they are not in a 2-player pool. Other reading: they may "
        "be recruited.",
        "A25",
    ),
    _opt(
        "four_player_track",
        "4p turn-order track",
        ["lightblue_red_blue_darkred", "blue_red_lightblue_darkred"],
        "Recommended (as extracted from the rulebook): light blue, red, blue, dark red. Other reading: blue, "
        "red, light blue, dark red.",
        "A26",
    ),
    _opt(
        "power_outage_keys",
        "Power Outage and keys",
        ["locked", "kept"],
        "Recommended (the literal text): unlocked abilities are locked again that round. Other reading: only "
        "the +1/+2 upgrades stop counting.",
        "A28",
    ),
)
