"""The rule catalogue of The Siege of Columbia: every rule the app enforces or automates.

``ref`` is ``"<rules file> §<section> l.<a>-<b>"``: the section is the nearest heading above
those lines (S = columbia-rules-summary.txt, the Universal Head summary; C =
columbia-rulebook-combat-page.txt; X = columbia-rulebook-extract.txt). Readings of ambiguous rules
are settings (see :mod:`.options`), named in the rule text where they apply. Ids start with ``col.``.
"""

from __future__ import annotations

from ...engine import Rule, RuleBook
from ...i18n import N_

S, C, X = "columbia-rules-summary.txt", "columbia-rulebook-combat-page.txt", "columbia-rulebook-extract.txt"


def _r(rule_id: str, text: str, ref: str) -> Rule:
    return Rule(id=f"col.{rule_id}", text=text, ref=ref)


RULES = RuleBook(
    [
        # -- setup ----------------------------------------------------------------------------
        _r(
            "setup_placements",
            N_("Start pieces go on #9/#11 (Founders) and #14/#5 (Vox Populi), per the 2p or 4p table."),
            f"{S} §Setup l.42-68",
        ),
        _r("setup_tokens", N_("A territory token goes face down on every location free of units."), f"{S} §Setup l.56"),
        _r("setup_hands", N_("Each player draws 5 action cards."), f"{S} §Setup l.54"),
        _r(
            "setup_components",
            N_(
                "Each player takes his colour's units, structures, Victory tokens, action cards and reference sheet "
                "(in a 2-player game also the other colour's common units) and draws a leader card of his faction."
            ),
            f"{S} §Setup l.50-52",
        ),
        _r(
            "setup_random",
            N_("Leaders, the Elizabeth timeline and the first player are chosen at random."),
            f"{S} §Setup l.46-58",
        ),
        # -- world event phase ----------------------------------------------------------------
        _r(
            "deck_empty_ends_game",
            N_("When a World Event must be drawn from an empty deck the game ends; most VP is the nominal victor."),
            f"{S} §Victory l.258",
        ),
        _r(
            "event_needs_card",
            N_("Reveal a World Event card: enter it or pick it from the library."),
            f"{S} §Vote l.76",
        ),
        _r(
            "vote_commit_order",
            N_(
                "Starting with the first player and in turn order, each player puts his vote cards face down; then "
                "all are revealed at once."
            ),
            f"{S} §Vote l.76",
        ),
        _r(
            "vote_signs",
            N_("Influence adds on (+), subtracts on (-); on (?) each player declares a direction in turn order."),
            f"{S} §Vote l.78-82",
        ),
        _r(
            "booker_vote",
            N_("Booker rolls 1 white die and votes as the faction with fewer VP voted; on a VP tie he does not vote."),
            f"{S} §Vote l.84-86",
        ),
        _r(
            "vote_passes_at_zero",
            N_("The event passes at a total of 0 or more and is ignored at -1 or less."),
            f"{S} §Vote l.88",
        ),
        _r(
            "first_player_most_influence",
            N_(
                "The player who played the most influence takes the first-player token; ties roll a white die each, "
                "re-rolling ties."
            ),
            f"{S} §Vote l.90",
        ),
        _r("vote_cards_discarded", N_("All action cards played into the vote are discarded."), f"{S} §Vote l.92"),
        _r(
            "elizabeth_step",
            N_("With the Elizabeth symbol the marker moves one step down the timeline and its effect resolves."),
            f"{S} §Elizabeth l.98",
        ),
        _r(
            "booker_placement",
            N_("Booker goes to the card's location; a destroyed location sends him to the next lower available one."),
            f"{S} §Booker l.102-106",
        ),
        _r(
            "booker_rescue",
            N_(
                "If Elizabeth is on the board away from Booker, he is placed on her location and attacks "
                "the units there."
            ),
            f"{S} §Booker l.104",
        ),
        _r(
            "booker_aggressive",
            N_("With the aggressive symbol, Booker battles any units sharing his location (3 red dice)."),
            f"{S} §Booker l.110",
        ),
        _r(
            "event_effect",
            N_("A World Event that passes is resolved at once; card effects take precedence over the rules."),
            f"{S} §Vote l.88",
        ),
        # -- player turns ---------------------------------------------------------------------
        _r(
            "turn_order",
            N_(
                "Player turns go in turn order from the first player; each does Produce, Recruit/Build, "
                "Move, Combat in "
                "order."
            ),
            f"{S} §Player turns phase l.112-114",
        ),
        _r(
            "produce",
            N_("Discarded action cards pay their Silver Eagle values (plus upgrades)."),
            f"{S} §Produce l.118",
        ),
        _r(
            "costs",
            N_("Leader/stronghold $6, special/turret $4, common/alarm $3, upgrade $3; leader cards discount."),
            f"{X} §Structures and Unit Abilities l.24",
        ),
        _r(
            "eagles_never_negative",
            N_("You cannot spend Silver Eagles you do not have."),
            f"{S} §Recruit/Build l.122-126",
        ),
        _r(
            "place_on_controlled",
            N_("Units and structures go only on undestroyed locations you control."),
            f"{S} §Recruit/Build l.122",
        ),
        _r("one_structure", N_("A location never holds a second structure."), f"{S} §Recruit/Build l.124"),
        _r(
            "upgrade_purchase_step",
            N_("Upgrades are bought for $3 only in the Recruit/Build step."),
            f"{X} §Round Order l.12",
        ),
        _r(
            "unit_pool",
            N_(
                "Leader units are the named figures of your colour, each once on the board; in a 2-player game "
                "Saltonstall and Herzog are not in the players' pools (setting)."
            ),
            f"{S} §Setup l.50-52",
        ),
        _r(
            "piece_pool",
            N_("Units and structures come from your pool (counts from box setup); destroyed ones return to it."),
            f"{S} §Setup l.50-52, §Total l.188",
        ),
        _r(
            "move_limit",
            N_("Move up to 4 units a turn, each one location (a whole Sky-Line ride is one move)."),
            f"{S} §Move l.130",
        ),
        _r("move_adjacent", N_("A normal move goes to a location sharing a blue border."), f"{S} §Move l.130"),
        _r("no_destroyed_entry", N_("A destroyed location cannot be moved onto."), f"{S} §Destroyed locations l.243"),
        _r(
            "skyline_dice",
            N_(
                "Each new Sky-Line space: roll 3 Sky-Line dice; safe on a safe symbol, else discard cards equal to the "
                "total or lose the unit."
            ),
            f"{S} §Sky-Line movement l.148-150",
        ),
        _r(
            "skyline_network",
            N_("A Sky-Line ride follows a Sky-Line from a stop on it to another stop on it, space by space."),
            f"{S} §Sky-Line movement l.148-152",
        ),
        _r(
            "skyline_leaders",
            N_("Songbird and the Airship ride up to 2 Sky-Line spaces without rolling and must be able to stop."),
            f"{S} §Songbird and the Airship l.156",
        ),
        _r(
            "step_order",
            N_("Each turn's tasks are done in order: Produce, Recruit/Build, Move, Combat."),
            f"{S} §Player turns phase l.114",
        ),
        _r(
            "combat_required",
            N_(
                "Where your units share a location with enemy pieces, a token or an aggressive Booker, combat takes "
                "place before the turn ends."
            ),
            f"{S} §Combat l.134",
        ),
        # -- combat ---------------------------------------------------------------------------
        _r(
            "combat_dice",
            N_(
                "Each unit and structure in the combat adds a die: leader/stronghold red, special/turret blue, "
                "common/alarm white."
            ),
            f"{S} §Structure & unit abilities l.340-364",
        ),
        _r(
            "turret_reach",
            N_("A turret adds its blue die in its location and all adjacent locations."),
            f"{S} §Turrets l.358-360",
        ),
        _r(
            "alarm_bonus",
            N_("The alarm's controller adds +1 to his combat dice in its location (setting: per die or once)."),
            f"{S} §Alarms l.362-364",
        ),
        _r(
            "combat_cards",
            N_("Played action cards add their combat value plus the card type's combat upgrades."),
            f"{S} §Total l.182-184",
        ),
        _r("defender_wins_ties", N_("The higher total wins; the defender wins ties."), f"{S} §Total l.184"),
        _r(
            "loser_consequences",
            N_(
                "The loser destroys his structures there and one of his units; the rest retreat to a "
                "stronghold location "
                "he controls, or are destroyed."
            ),
            f"{S} §Total l.186-188",
        ),
        _r("combat_sides", N_("A combat needs both sides present in its location."), f"{C} §Resolving Combat l.3-8"),
        _r(
            "token_combat",
            N_("A territory token defends with its printed total; beaten, it pays its Silver Eagles to the winner."),
            f"{S} §Combating territory tokens l.192-196",
        ),
        _r(
            "token_before_booker",
            N_("With a token and Booker together, fight the token first; enemy units come before Booker too."),
            f"{S} §Combating Booker l.198-208",
        ),
        _r(
            "booker_combat",
            N_(
                "Booker attacks with 3 red dice (+1 white while Elizabeth is with him and uncontrolled); beaten, he "
                "leaves the board."
            ),
            f"{S} §Combating Booker l.204-206",
        ),
        _r(
            "power_outage",
            N_("Power Outage: action-card upgrades (values and keys) have no effect this round."),
            f"{X} §World Event Cards l.4",
        ),
        _r(
            "simultaneous_effects",
            N_("If two game effects take place simultaneously, the first player chooses the order."),
            f"{S} §Unlocking its special ability l.234",
        ),
        _r(
            "card_ability",
            N_(
                "A card's special ability applies when it is played, if it is unlocked; card effects take precedence "
                "over the rules."
            ),
            f"{S} §Unlocking its special ability l.230-234",
        ),
        _r(
            "key_on_locked",
            N_("A key token goes only on a card type whose special ability begins the game locked."),
            f"{S} §Unlocking its special ability l.230-232",
        ),
        # -- upgrades -------------------------------------------------------------------------
        _r(
            "upgrade_conditions",
            N_(
                "An upgrade is earned by winning a combat, buying one for $3, becoming first player or "
                "claiming a VP card."
            ),
            f"{S} §Upgrading action cards l.212-220",
        ),
        _r(
            "upgrade_placed_when_earned",
            N_("An earned upgrade is made when it is earned: place it (or give it up) before play goes on."),
            f"{S} §Upgrading action cards l.212",
        ),
        _r(
            "upgrade_limit",
            N_("A faction with 3 or more upgrades more than the opposing faction cannot upgrade."),
            f"{S} §Upgrading action cards l.222",
        ),
        _r(
            "upgrade_kinds",
            N_("An upgrade unlocks a card's key (once) or boosts one value by +1, or from +1 to +2 (never beyond)."),
            f"{S} §Upgrades l.224-239",
        ),
        _r(
            "upgrade_available",
            N_("Spend an upgrade only when one has been earned."),
            f"{S} §Upgrading action cards l.212",
        ),
        # -- victory points and the end -------------------------------------------------------
        _r(
            "territory_claim",
            N_(
                "A faction controlling all undestroyed locations of a territory holds its Victory token and VP; lost "
                "with control."
            ),
            f"{S} §Victory points l.249",
        ),
        _r(
            "vp_card_once",
            N_("A Victory Point card is claimed once, during the claimant's own turn; its VP are never lost."),
            f"{S} §Victory points l.250",
        ),
        _r(
            "vp_condition",
            N_(
                "Claim a Victory Point card only when you meet its condition; a 'Your faction…' card may be met by the "
                "team together."
            ),
            f"{S} §Victory points l.250-252",
        ),
        _r(
            "vp_card_due",
            N_("A Victory Point card is revealed at setup and in each Refresh phase."),
            f"{S} §Refresh phase l.144",
        ),
        _r("victory_ten", N_("A faction with 10 or more VP during its own turn wins."), f"{S} §Victory l.256"),
        _r(
            "no_pieces_loses",
            N_("A player with no units or structures on the board loses at once."),
            f"{S} §Victory l.260",
        ),
        _r(
            "refresh_hands",
            N_("In the Refresh phase everyone discards at will and draws back up to 5."),
            f"{S} §Refresh phase l.140",
        ),
        _r(
            "reshuffle",
            N_("When your action deck runs out, shuffle your discards into a new deck."),
            f"{S} §Refresh phase l.142",
        ),
        _r("hand_size", N_("You cannot discard or play more action cards than you hold."), f"{S} §Produce l.118"),
        _r(
            "active_player",
            N_("Only the player whose turn it is acts in the Player Turns phase."),
            f"{S} §Player turns phase l.114",
        ),
        _r("location_exists", N_("Name one of the 15 board locations."), f"{X} §Game Board l.5"),
        _r(
            "destroy_location",
            N_("A destroyed location loses its structures and can no longer be entered, controlled or built on."),
            f"{S} §Destroyed locations l.243",
        ),
        _r(
            "destruction_markers",
            N_("A destroyed location takes one of the box's destruction markers (5, box setup); it is destroyed once."),
            f"{S} §Destroyed locations l.243",
        ),
    ]
)
