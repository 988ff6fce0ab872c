"""The Infiltration rule catalogue: every rule the app enforces or automates, with its source.

References are to ``infiltration-rules-summary.txt`` (RS, line numbers), ``infiltration-facts.md``
(FX) and the readings ``infiltration-readings.md`` (A-nn) where a rule needed interpreting.
"""

from ...engine import Rule, RuleBook

RS = "infiltration-rules-summary.txt"
FX = "infiltration-facts.md"

RULES = RuleBook(
    [
        # -- setup --------------------------------------------------------------------------------
        Rule(
            id="inf.players",
            text="3-6 players with one operative each, or 2 players with two operatives each.",
            ref=f"{RS} §SETUP l.25-49",
        ),
        Rule(
            id="inf.start_dials",
            text="Proximity starts at 00 and the alarm at 0 (1 Sensitive, -1 Faulty).",
            ref=f"{RS} l.27, §Sensitive or Faulty Alarm l.232-234",
        ),
        Rule(
            id="inf.first_player_youngest",
            text="The youngest player is first player for round 1; choose before anyone selects a card.",
            ref=f"{RS} l.27",
        ),
        Rule(
            id="inf.entry_room_revealed",
            text="The entry room is revealed at setup, before the first round.",
            ref=f"{RS} l.41-43",
        ),
        Rule(
            id="inf.facility_layout",
            text="6 first-floor and 6 second-floor rooms in one path and the secret room apart "
            "(12 in one line for Labyrinthian).",
            ref=f"{RS} l.29, §Labyrinthian Facility l.222-226",
        ),
        # -- selection ----------------------------------------------------------------------------
        Rule(
            id="inf.select_one_card",
            text="Each operative inside selects exactly one card per round.",
            ref=f"{RS} §1. Selection Phase l.57",
        ),
        Rule(
            id="inf.delayed_no_move",
            text="A delayed operative cannot select Advance or Retreat.",
            ref=f"{RS} l.59, l.168",
        ),
        Rule(id="inf.delay_clears", text="Delays clear at the end of the Selection Phase.", ref=f"{RS} l.168"),
        Rule(
            id="inf.action_set",
            text="Operatives hold Advance, Retreat, Interface and Download; with Data File "
            "Extraction, Extract replaces Download.",
            ref=f"{RS} l.37, l.198",
        ),
        Rule(
            id="inf.escaped_out",
            text="An escaped or eliminated operative takes no further part until scoring.",
            ref=f"{RS} l.139",
        ),
        # -- resolution ---------------------------------------------------------------------------
        Rule(
            id="inf.resolution_order",
            text="Cards resolve clockwise from the first player; with 2 players each resolves both operatives "
            "in an order of their choice.",
            ref=f"{RS} §2. Resolution Phase l.65-67",
        ),
        Rule(id="inf.advance", text="Advance moves one room forward; no effect in the deepest room.", ref=f"{RS} l.73"),
        Rule(
            id="inf.retreat_escape",
            text="Retreat moves one room back; from the entry room the operative escapes.",
            ref=f"{RS} l.75, l.135",
        ),
        Rule(
            id="inf.reveal_order",
            text="Entering a face-down room reveals it: Reveal, Enter, place tokens, then draw its DF tokens.",
            ref=f"{RS} §REVEALING A ROOM l.141-150",
        ),
        Rule(
            id="inf.reveal_needs_card",
            text="A face-down room being entered needs its card's details typed in.",
            ref=f"{RS} l.141; {FX} §10.1",
        ),
        Rule(
            id="inf.interface_token",
            text="Interface works only with an interface function and token in the room.",
            ref=f"{RS} l.77, l.121",
        ),
        Rule(
            id="inf.secret_room_doors",
            text="Only the Interface of the Research Admin Office or Halo Conference Room enters the secret room; "
            "leave it by Retreat to the Office or Advance to the Conference Room, if revealed.",
            ref=f"{RS} §SECRET ROOM l.152-160",
        ),
        Rule(
            id="inf.download",
            text="Download takes up to 2 DF tokens for the room's first download this round, "
            "otherwise 1, never more than available.",
            ref=f"{RS} l.79",
        ),
        Rule(
            id="inf.extract",
            text="Extracts resolve at the end of the Resolution Phase: 4 / 2 / 1 each by how "
            "many extract in that room.",
            ref=f"{RS} l.202-204",
        ),
        Rule(
            id="inf.wounded_delay",
            text="A wounded operative that resolves Advance or Retreat becomes delayed.",
            ref=f"{RS} l.166",
        ),
        Rule(id="inf.wound_once", text="A wounded operative ignores further wounds.", ref=f"{RS} l.164"),
        Rule(
            id="inf.secure_df",
            text="Destroying a lab worker or tech lock adds its secure DF from the server pool.",
            ref=f"{RS} l.125-129",
        ),
        Rule(
            id="inf.df_pool",
            text="DF tokens come from the server pool (117 in the box); none beyond it.",
            ref=f"{RS} l.115; {FX} §6",
        ),
        # -- NPC phase ----------------------------------------------------------------------------
        Rule(
            id="inf.npc_order",
            text="Face-up NPCs act from the entry room forward; the first player orders NPCs sharing a room.",
            ref=f"{RS} §3. NPC Phase l.89-91",
        ),
        Rule(
            id="inf.npc_entry_removal",
            text="CSX-13, James Harris and Tyrone Kent starting the NPC phase in the entry room go to the box.",
            ref=f"{FX} §3 (WHY)",
        ),
        Rule(
            id="inf.npc_bailey_exit",
            text="Leah Bailey starting the NPC phase in the entry room, Loading Dock or "
            "Executive Elevator goes to the box and proximity +20.",
            ref=f"{FX} §3 (WHY, FFGF); reading A-18",
        ),
        Rule(
            id="inf.npc_csx13",
            text="CSX-13 removes the other NPCs and lab worker / tech lock tokens from its room, "
            "then moves back 1 room.",
            ref=f"{FX} §3 (WHY); reading A-04",
        ),
        Rule(
            id="inf.npc_harris",
            text="James Harris wounds every operative in his room, moves back 1, proximity +5.",
            ref=f"{FX} §3 (WHY)",
        ),
        Rule(id="inf.npc_bailey", text="Leah Bailey moves back 1 room.", ref=f"{FX} §3 (WHY)"),
        Rule(
            id="inf.npc_nelson",
            text="Officer Nelson wounds every operative in his room and raises the alarm by 1.",
            ref=f"{FX} §3 (WHY)",
        ),
        Rule(
            id="inf.npc_kent",
            text="Tyrone Kent moves back 1 room, then that room's available DF go to the box.",
            ref=f"{FX} §3 (WHY)",
        ),
        Rule(
            id="inf.npc_back_from_entry",
            text="An NPC pushed back from the entry room stays there.",
            ref=f"{FX} §3; reading A-02",
        ),
        Rule(
            id="inf.npc_placement",
            text="A named NPC already in the facility or the box is not placed; Scattered NPCs draws from the rest.",
            ref=f"{RS} l.230; reading A-13",
        ),
        Rule(
            id="inf.npc_order_names",
            text="The NPC order given must name NPCs that are in the facility.",
            ref=f"{RS} l.91",
        ),
        # -- security and the end -----------------------------------------------------------------
        Rule(id="inf.security_roll", text="Security: roll the d6; proximity += roll + alarm.", ref=f"{RS} l.101"),
        Rule(id="inf.alarm_range", text="The alarm stays between -1 and 8.", ref=f"{RS} l.103; reading A-14"),
        Rule(
            id="inf.first_player_passes",
            text="After Security the first player passes to the left.",
            ref=f"{RS} l.107; reading A-12",
        ),
        Rule(
            id="inf.proximity_99",
            text="Proximity reaching 99, from any source, ends the game at once; operatives inside are eliminated.",
            ref=f"{RS} l.105, l.184; reading A-01",
        ),
        Rule(id="inf.all_escaped", text="The game ends when every operative has escaped.", ref=f"{RS} l.182"),
        Rule(
            id="inf.cards_return",
            text="Played cards return to the hand at the end of the round.",
            ref=f"{RS} l.71; reading A-16",
        ),
        # -- scoring ------------------------------------------------------------------------------
        Rule(
            id="inf.score_values",
            text="Each escaped operative's DF values (1-3 each, one per token) are entered and totalled.",
            ref=f"{RS} l.186; {FX} §6",
        ),
        Rule(id="inf.score_after_end", text="Scores are entered only after the game has ended.", ref=f"{RS} l.178"),
        Rule(
            id="inf.lone_escapee",
            text="If only one operative escapes, it wins regardless of totals.",
            ref=f"{RS} l.190; reading A-11",
        ),
        Rule(
            id="inf.two_player_totals",
            text="With 2 players each player adds up their escaped operatives.",
            ref=f"{RS} l.188",
        ),
        Rule(
            id="inf.tie_breaks",
            text="Ties: Prototype, then most DF tokens, then Blackmail File, else a draw.",
            ref=f"{RS} l.192; reading A-11",
        ),
        # -- manual effects -----------------------------------------------------------------------
        Rule(
            id="inf.effect_target",
            text="An effect must name an operative, room or NPC that exists and fits.",
            ref=f"{RS} §THE FACILITY l.109-131",
        ),
        Rule(
            id="inf.special_supply",
            text="Special cards come from the supply: 4 Prototype, 1 Blackmail File, 1 Sludge.",
            ref=f"{RS} l.33; {FX} §4",
        ),
    ]
)
