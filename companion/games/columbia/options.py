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
        "per_die (recommended): +1 on each die its controller rolls there; once: +1 to his total.",
        "A1 ★",
    ),
    _opt(
        "skyline_safe",
        "Sky-Line safe roll",
        ["symbol", "symbol_or_one"],
        "symbol (recommended): safe only if a die shows the safe symbol; symbol_or_one: a rolled 1 is safe too (the "
        "summary's literal text).",
        "A2",
    ),
    _opt(
        "booker_below_one",
        "Booker below #1",
        ["wrap", "stop"],
        "wrap (recommended): after #1 continue from #15 downwards; stop: take the lowest undestroyed location above "
        "instead.",
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
        "follow_sign (recommended): Booker follows the trailing faction's sign or declared direction even with 0 "
        "influence; abstain_if_none: he abstains when it committed nothing.",
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
        "neither (recommended): a location with both factions, or units and an unbeaten token, is controlled by "
        "nobody until its combat; literal: everyone with pieces there controls it.",
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
        "needs_enough (recommended): discarding needs that many cards, else the unit is lost; discard_all: discard "
        "your whole hand instead.",
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
        "lightblue_red_blue_darkred (as extracted from the rulebook); blue_red_lightblue_darkred: the other "
        "alternating order.",
        "A26",
    ),
    _opt(
        "power_outage_keys",
        "Power Outage and keys",
        ["locked", "kept"],
        "locked (recommended, literal): unlocked abilities are locked again that round; kept: only +1/+2 stop "
        "counting.",
        "A28",
    ),
)
