"""Variants and readings of ambiguous rules, as named settings (default = recommended reading)."""

from typing import Any

from ...engine import OptionSpec
from .rules import rs

RD = "infiltration-readings.md"


def _reading(
    key: str, label: str, default: Any, other: Any, help_: str, ref: str, labels: tuple[str, str]
) -> OptionSpec:
    """A reading: the recommended choice first; ``labels`` says each choice as a player would."""
    return OptionSpec(
        key=key,
        label=label,
        default=default,
        choices=[default, other],
        help=help_,
        refs=ref,
        choice_labels={str(default): labels[0], str(other): labels[1]},
    )


def _variant(key: str, label: str, help_: str, ref: str, on: str) -> OptionSpec:
    """A variant played or not; ``on`` says what playing it means."""
    return OptionSpec(
        key=key,
        label=label,
        default=False,
        choices=[False, True],
        help=help_,
        refs=ref,
        choice_labels={"False": f"Not played: {label} is left out.", "True": on},
    )


OPTIONS = (
    # -- variants (RS §ADVANCED RULES, §VARIANTS) ------------------------------------------------------
    _variant(
        "extraction",
        "Data File Extraction",
        "Extract replaces Download.",
        rs(196, 204),
        "Played: Extract replaces Download.",
    ),
    _variant(
        "item_draft",
        "Item Draft",
        "Each player keeps one item of those dealt and passes the rest left, until each holds 4.",
        rs(206, 218),
        "Played: the item cards are drafted at setup.",
    ),
    _variant(
        "labyrinthian",
        "Labyrinthian Facility",
        "The 12 rooms of both floors form one line.",
        rs(222, 226),
        "Played: the 12 rooms of both floors form one line.",
    ),
    _variant(
        "scattered_npcs",
        "Scattered NPCs",
        "A room that places an NPC places a random one not in the facility.",
        rs(228, 230),
        "Played: a room that places an NPC places a random free one.",
    ),
    OptionSpec(
        key="alarm_start",
        label="Alarm at start",
        default=0,
        choices=[0, 1, -1],
        help="Standard: the alarm starts at 0. A Sensitive Alarm starts higher (a shorter game), a Faulty Alarm "
        "lower (a longer game).",
        refs=rs(232, 234),
        choice_labels={
            "0": "Standard: the alarm starts at 0.",
            "1": "Sensitive Alarm: the alarm starts at 1 (a shorter game).",
            "-1": "Faulty Alarm: the alarm starts at -1 (a longer game).",
        },
    ),
    _variant(
        "specialists",
        "Specialists",
        "Each operative starts with its two named items.",
        rs(236, 250),
        "Played: each operative starts with its two named items.",
    ),
    # -- readings (infiltration-readings.md) ------------------------------------------------------------
    _reading(
        "proximity_overshoot",
        "Proximity past 99",
        "stop at 99",
        "record the full sum",
        "Recommended: show 99 and log the overshoot. Other reading: keep the full sum on record. "
        "The game ends either way.",
        f"{RD} A-01 (key reading)",
        ("The dial stops at 99; the overshoot is only logged.", "The full sum is kept on record past 99."),
    ),
    _reading(
        "npc_back_from_entry",
        "NPC pushed back from the entry room",
        "stays",
        "leaves to the box",
        "Recommended: it stays in the entry room (NPCs never escape). Other reading: it leaves the game.",
        f"{RD} A-02 (key reading)",
        ("It stays in the entry room.", "It leaves the game, back to the box."),
    ),
    _reading(
        "npc_secret_room",
        "NPC moving back from the secret room",
        "to Research Admin Office",
        "never moves",
        "Recommended: back to the Research Admin Office if revealed, else it stays; S acts after R12. "
        "Other reading: an NPC in the secret room never moves.",
        f"{RD} A-03 (key reading)",
        (
            "It moves back to the Research Admin Office if revealed, else stays.",
            "An NPC in the secret room never moves.",
        ),
    ),
    _reading(
        "csx_removal",
        "CSX-13 removing lab workers / tech locks",
        "no secure DF",
        "counts as destroyed",
        "Recommended: the tokens are removed without adding secure DF. Other reading: as if destroyed, so the "
        "secure DF is added.",
        f"{RD} A-04 (key reading)",
        ("The tokens are removed without adding secure DF.", "As if destroyed: the secure DF is added."),
    ),
    _reading(
        "facedown_npcs",
        "Face-down NPCs",
        "inert",
        "removed at phase start",
        "Recommended: a face-down NPC neither acts nor is removed at the start of the NPC phase. Other "
        "reading: the start-of-phase removals apply to it too.",
        f"{RD} A-05",
        ("A face-down NPC neither acts nor is removed.", "The start-of-phase removals apply to face-down NPCs too."),
    ),
    _reading(
        "npcs_trigger_enter",
        "NPCs trigger Enter functions",
        False,
        True,
        "Recommended: no (Enter is for operatives). Other reading: the app reminds the table to resolve the "
        "Enter text when an NPC enters a room.",
        f"{RD} A-06",
        ("No: Enter texts are for operatives only.", "Yes: the app reminds the table to resolve the Enter text."),
    ),
    _reading(
        "entry_enter",
        "Entry room Enter at setup",
        "once per operative",
        "once",
        "Recommended: the entry room's Enter text resolves once per operative. Other reading: once in all.",
        f"{RD} A-07",
        ("Once for each operative, first player first.", "Once in all."),
    ),
    _reading(
        "first_download",
        "First Download in a room",
        "first that took tokens",
        "any Download",
        "Recommended: a Download that found no tokens does not use the room's 2-token allowance. Other "
        "reading: any resolved Download does.",
        f"{RD} A-08",
        (
            "Only a Download that took tokens uses the 2-token allowance.",
            "Any resolved Download uses the 2-token allowance.",
        ),
    ),
    _reading(
        "delay_check",
        "Wounded delay",
        "after resolving",
        "only if moved",
        "Recommended: checked after the card and its Reveal/Enter resolved, even if nobody moved. Other "
        "reading: only an operative that actually moved is delayed.",
        f"{RD} A-10 (key reading)",
        (
            "Checked after the card resolved, even if nobody moved.",
            "Only an operative that actually moved becomes delayed.",
        ),
    ),
    _reading(
        "prototype_tiebreak",
        "Prototype tie-break",
        "any Prototype",
        "most Prototypes",
        "Recommended: a filter; holding any Prototype beats holding none. Other reading: the most Prototypes "
        "wins the step.",
        f"{RD} A-11 (key reading)",
        ("Holding any Prototype beats holding none.", "The most Prototypes wins the step."),
    ),
    _reading(
        "two_player_lone",
        "2 players: only one player escaped",
        "wins regardless",
        "compare totals",
        "Recommended: a player whose operatives are the only escapees wins whatever the totals. Other "
        "reading: compare totals as usual.",
        f"{RD} A-11 (key reading)",
        ("The only player with escapees wins whatever the totals.", "Totals are compared as usual."),
    ),
    _reading(
        "first_player_pass",
        "Passing the first player",
        "next player inside",
        "strict rotation",
        "Recommended: pass to the next player on the left who still has an operative inside. Other reading: "
        "strict rotation among all players.",
        f"{RD} A-12",
        ("To the next player on the left with an operative inside.", "Strict rotation among all players."),
    ),
)
