"""The Infiltration rule catalogue: every rule the app enforces or automates, with its source.

Each reference reads ``infiltration-rules-summary.txt §<Section> l.<a>-<b>``, the section being the
nearest heading above those lines (see :func:`rs`). Where a rule needed interpreting, the reading
(infiltration-readings.md A-nn) is a named setting in options.py; the NPC behaviours themselves are
paraphrased in infiltration-facts.md §3.
"""

from ...engine import Rule, RuleBook
from ...i18n import N_

RS = "infiltration-rules-summary.txt"
SECTIONS = (  # (first line, heading as a player names it) of infiltration-rules-summary.txt
    (23, "Setup"),
    (45, "2 Players"),
    (51, "Game Round"),
    (55, "1. Selection Phase"),
    (63, "2. Resolution Phase"),
    (69, "Action Cards"),
    (81, "Item Cards"),
    (87, "3. NPC Phase"),
    (93, "NPC Cards"),
    (99, "4. Security Phase"),
    (109, "The Facility"),
    (133, "Escaping the Facility"),
    (141, "Revealing a Room"),
    (152, "Secret Room"),
    (162, "Wounded & Delayed Operatives"),
    (170, "Other Rules"),
    (178, "Winning the Game"),
    (194, "Advanced Rules"),
    (196, "Data File Extraction"),
    (206, "Item Card Draft"),
    (220, "Variants"),
    (222, "Labyrinthian Facility"),
    (228, "Scattered NPCs"),
    (232, "Sensitive or Faulty Alarm"),
    (236, "Specialists"),
)


def rs(first: int, last: int | None = None) -> str:
    """The reference of lines ``first``-``last`` of the rules summary, named by the heading above them."""
    section = [name for line, name in SECTIONS if line <= first][-1]
    return f"{RS} §{section} l.{first}-{last or first}"


RULES = RuleBook(
    [
        # -- setup --------------------------------------------------------------------------------
        Rule(
            id="inf.players",
            text=N_("3-6 players with one operative each, or 2 players with two operatives each."),
            ref=rs(25, 49),
        ),
        Rule(
            id="inf.start_dials",
            text=N_("Proximity starts at 00 and the alarm at 0 (1 Sensitive, -1 Faulty)."),
            ref=rs(232, 234),
        ),
        Rule(
            id="inf.first_player_youngest",
            text=N_("The youngest player is first player for round 1; choose before anyone selects a card."),
            ref=rs(27),
        ),
        Rule(
            id="inf.entry_room_revealed",
            text=N_("The entry room is revealed at setup, before the first round."),
            ref=rs(41, 43),
        ),
        Rule(
            id="inf.entry_room_enter",
            text=N_(
                "The entry room's Enter function resolves for each operative as it enters, first player first "
                "(reading A-07)."
            ),
            ref=rs(41, 43),
        ),
        Rule(
            id="inf.facility_layout",
            text=N_(
                "6 first-floor and 6 second-floor rooms in one path and the secret room apart "
                "(12 in one line for Labyrinthian)."
            ),
            ref=rs(29),
        ),
        # -- selection ----------------------------------------------------------------------------
        Rule(
            id="inf.select_one_card",
            text=N_("Each operative inside selects exactly one card per round."),
            ref=rs(57),
        ),
        Rule(
            id="inf.delayed_no_move",
            text=N_("A delayed operative cannot select Advance or Retreat."),
            ref=rs(162, 168),
        ),
        Rule(id="inf.delay_clears", text=N_("Delays clear at the end of the Selection Phase."), ref=rs(168)),
        Rule(
            id="inf.action_set",
            text=N_(
                "Operatives hold Advance, Retreat, Interface and Download; with Data File "
                "Extraction, Extract replaces Download."
            ),
            ref=rs(37),
        ),
        Rule(
            id="inf.escaped_out",
            text=N_("An escaped or eliminated operative takes no further part until scoring."),
            ref=rs(133, 139),
        ),
        # -- resolution ---------------------------------------------------------------------------
        Rule(
            id="inf.resolution_order",
            text=N_(
                "Cards resolve clockwise from the first player; with 2 players each resolves both operatives "
                "in an order of their choice."
            ),
            ref=rs(65, 67),
        ),
        Rule(id="inf.advance", text=N_("Advance moves one room forward; no effect in the deepest room."), ref=rs(73)),
        Rule(
            id="inf.retreat_escape",
            text=N_("Retreat moves one room back; from the entry room the operative escapes."),
            ref=rs(133, 137),
        ),
        Rule(
            id="inf.reveal_order",
            text=N_("Entering a face-down room reveals it: Reveal, Enter, place tokens, then draw its DF tokens."),
            ref=rs(141, 150),
        ),
        Rule(
            id="inf.reveal_needs_card",
            text=N_("A face-down room being entered needs its card's details typed in."),
            ref=rs(141, 150),
        ),
        Rule(
            id="inf.interface_token",
            text=N_("Interface works only with an interface function and token in the room."),
            ref=rs(77),
        ),
        Rule(
            id="inf.secret_room_doors",
            text=N_(
                "Only the Interface of the Research Admin Office or Halo Conference Room enters the secret room; "
                "leave it by Retreat to the Office or Advance to the Conference Room, if revealed."
            ),
            ref=rs(152, 160),
        ),
        Rule(
            id="inf.download",
            text=N_(
                "Download takes up to 2 DF tokens for the room's first download this round, "
                "otherwise 1, never more than available."
            ),
            ref=rs(79),
        ),
        Rule(
            id="inf.extract",
            text=N_(
                "Extracts resolve at the end of the Resolution Phase: 4 / 2 / 1 each by how many extract in that room."
            ),
            ref=rs(202, 204),
        ),
        Rule(
            id="inf.wounded_delay",
            text=N_("A wounded operative that resolves Advance or Retreat becomes delayed."),
            ref=rs(166),
        ),
        Rule(id="inf.wound_once", text=N_("A wounded operative ignores further wounds."), ref=rs(164)),
        Rule(
            id="inf.secure_df",
            text=N_("Destroying a lab worker or tech lock adds its secure DF from the server pool."),
            ref=rs(125, 129),
        ),
        Rule(
            id="inf.df_pool",
            text=N_("DF tokens come from the server pool (117 in the box); none beyond it."),
            ref=rs(115),
        ),
        # -- NPC phase ----------------------------------------------------------------------------
        Rule(
            id="inf.npc_order",
            text=N_("Face-up NPCs act from the entry room forward; the first player orders NPCs sharing a room."),
            ref=rs(89, 91),
        ),
        Rule(
            id="inf.npc_entry_removal",
            text=N_("CSX-13, James Harris and Tyrone Kent starting the NPC phase in the entry room go to the box."),
            ref=rs(93, 97),
        ),
        Rule(
            id="inf.npc_bailey_exit",
            text=N_(
                "Leah Bailey starting the NPC phase in the entry room, Loading Dock or "
                "Executive Elevator goes to the box and proximity +20."
            ),
            ref=rs(93, 97),
        ),
        Rule(
            id="inf.npc_csx13",
            text=N_(
                "CSX-13 removes the other NPCs and lab worker / tech lock tokens from its room, then moves back 1 room."
            ),
            ref=rs(93, 97),
        ),
        Rule(
            id="inf.npc_harris",
            text=N_("James Harris wounds every operative in his room, moves back 1, proximity +5."),
            ref=rs(93, 97),
        ),
        Rule(id="inf.npc_bailey", text=N_("Leah Bailey moves back 1 room."), ref=rs(93, 97)),
        Rule(
            id="inf.npc_nelson",
            text=N_("Officer Nelson wounds every operative in his room and raises the alarm by 1."),
            ref=rs(93, 97),
        ),
        Rule(
            id="inf.npc_kent",
            text=N_("Tyrone Kent moves back 1 room, then that room's available DF go to the box."),
            ref=rs(93, 97),
        ),
        Rule(
            id="inf.npc_back_from_entry",
            text=N_("An NPC pushed back from the entry room stays there."),
            ref=rs(93, 97),
        ),
        Rule(
            id="inf.npc_placement",
            text=N_(
                "A named NPC already in the facility or the box is not placed; Scattered NPCs draws from the rest."
            ),
            ref=rs(228, 230),
        ),
        Rule(
            id="inf.npc_order_names",
            text=N_("The NPC order given must name NPCs that are in the facility."),
            ref=rs(91),
        ),
        # -- security and the end -----------------------------------------------------------------
        Rule(id="inf.security_roll", text=N_("Security: roll the d6; proximity += roll + alarm."), ref=rs(101)),
        Rule(id="inf.alarm_range", text=N_("The alarm stays between -1 and 8."), ref=rs(103)),
        Rule(
            id="inf.first_player_passes",
            text=N_("After Security the first player passes to the left."),
            ref=rs(107),
        ),
        Rule(
            id="inf.proximity_99",
            text=N_("Proximity reaching 99, from any source, ends the game at once; operatives inside are eliminated."),
            ref=rs(105),
        ),
        Rule(id="inf.all_escaped", text=N_("The game ends when every operative has escaped."), ref=rs(182)),
        Rule(
            id="inf.cards_return",
            text=N_("Played cards return to the hand at the end of the round."),
            ref=rs(71),
        ),
        # -- scoring ------------------------------------------------------------------------------
        Rule(
            id="inf.score_values",
            text=N_("Each escaped operative's DF values (1-3 each, one per token) are entered and totalled."),
            ref=rs(186),
        ),
        Rule(id="inf.score_after_end", text=N_("Scores are entered only after the game has ended."), ref=rs(178)),
        Rule(
            id="inf.lone_escapee",
            text=N_("If only one operative escapes, it wins regardless of totals."),
            ref=rs(190),
        ),
        Rule(
            id="inf.two_player_totals",
            text=N_("With 2 players each player adds up their escaped operatives."),
            ref=rs(188),
        ),
        Rule(
            id="inf.tie_breaks",
            text=N_("Ties: Prototype, then most DF tokens, then Blackmail File, else a draw."),
            ref=rs(192),
        ),
        # -- items, the secret room's isolation, card texts ------------------------------------------------
        Rule(
            id="inf.item_in_hand",
            text=N_("An operative plays an item card from its hand; with no item in hand, Item cannot be selected."),
            ref=rs(57),
        ),
        Rule(
            id="inf.item_remembered",
            text=N_("An item card resolves as soon as it is played, as its text says: the same text each time."),
            ref=rs(81, 85),
        ),
        Rule(
            id="inf.item_draft",
            text=N_(
                "Item Draft: at setup each player keeps 1 of the 4 cards dealt and passes the other 3 left; "
                "then keeps any 2 of the 4 in hand and passes 2; then any 3, passing 1; then takes the last."
            ),
            ref=rs(206, 218),
        ),
        Rule(
            id="inf.secret_room_apart",
            text=N_(
                "The secret room is adjacent to no room: what is played or resolved there affects only that room, "
                "and nothing played or resolved elsewhere reaches it."
            ),
            ref=rs(160),
        ),
        Rule(
            id="inf.keep_apart",
            text=N_("Items and DF tokens never pass from one operative to another: each keeps its own."),
            ref=rs(49),
        ),
        Rule(
            id="inf.card_effects_in_order",
            text=N_(
                "A card's effects resolve in the order listed; one that cannot resolve is skipped and the others "
                "still resolve."
            ),
            ref=rs(172),
        ),
        Rule(
            id="inf.players_choose_operative",
            text=N_(
                "When a card's effect names an operative the players choose, they choose it before anything "
                "else happens; the rest of the card then resolves in order."
            ),
            ref=rs(172),
        ),
        Rule(
            id="inf.score_modifiers",
            text=N_("Some cards change an escaped operative's total; they are entered with the DF values."),
            ref=rs(186),
        ),
        # -- manual effects -----------------------------------------------------------------------
        Rule(
            id="inf.effect_target",
            text=N_("An effect must name an operative, room or NPC that exists and fits."),
            ref=rs(109, 131),
        ),
        Rule(
            id="inf.special_supply",
            text=N_("Special cards come from the supply: 4 Prototype, 1 Blackmail File, 1 Sludge."),
            ref=rs(33),
        ),
    ]
)
