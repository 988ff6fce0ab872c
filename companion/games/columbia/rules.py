"""The rule catalogue of The Siege of Columbia: every rule the app enforces or automates.

``ref`` cites the rules file and line (S = columbia-rules-summary.txt, the Universal Head summary;
C = columbia-rulebook-combat-page.txt; X = columbia-rulebook-extract.txt). Readings of ambiguous
rules are settings (see :mod:`.options`), named in the rule text where they apply.
"""

from __future__ import annotations

from ...engine import Rule, RuleBook

S, C, X = "columbia-rules-summary.txt", "columbia-rulebook-combat-page.txt", "columbia-rulebook-extract.txt"


def _r(rule_id: str, text: str, ref: str) -> Rule:
    return Rule(id=rule_id, text=text, ref=ref)


RULES = RuleBook(
    [
        # -- setup ----------------------------------------------------------------------------
        _r(
            "setup_placements",
            "Start pieces go on #9/#11 (Founders) and #14/#5 (Vox Populi), per the 2p or 4p table.",
            f"{S} l.50-68 §Setup",
        ),
        _r("setup_tokens", "A territory token goes face down on every location free of units.", f"{S} l.56 §Setup"),
        _r("setup_hands", "Each player draws 5 action cards.", f"{S} l.54 §Setup"),
        _r(
            "setup_random",
            "Leaders, the Elizabeth timeline and the first player are chosen at random.",
            f"{S} l.46-58 §Setup",
        ),
        # -- world event phase ----------------------------------------------------------------
        _r(
            "deck_empty_ends_game",
            "When a World Event must be drawn from an empty deck the game ends; most VP is the nominal victor.",
            f"{S} l.258 §Victory",
        ),
        _r("event_needs_card", "Reveal a World Event card: enter it or pick it from the library.", f"{S} l.76 §Vote"),
        _r(
            "vote_signs",
            "Influence adds on (+), subtracts on (-); on (?) each player declares a direction in turn order.",
            f"{S} l.78-82 §Vote",
        ),
        _r(
            "booker_vote",
            "Booker rolls 1 white die and votes as the faction with fewer VP voted; on a VP tie he does not vote.",
            f"{S} l.84-86 §Vote",
        ),
        _r(
            "vote_passes_at_zero",
            "The event passes at a total of 0 or more and is ignored at -1 or less.",
            f"{S} l.88 §Vote",
        ),
        _r(
            "first_player_most_influence",
            "The player who played the most influence takes the first-player token; ties roll a white die each, re-rolling ties.",
            f"{S} l.90 §Vote",
        ),
        _r("vote_cards_discarded", "All action cards played into the vote are discarded.", f"{S} l.92 §Vote"),
        _r(
            "elizabeth_step",
            "With the Elizabeth symbol the marker moves one step down the timeline and its effect resolves.",
            f"{S} l.98 §Elizabeth",
        ),
        _r(
            "booker_placement",
            "Booker goes to the card's location; a destroyed location sends him to the next lower available one.",
            f"{S} l.102-106 §Booker",
        ),
        _r(
            "booker_rescue",
            "If Elizabeth is on the board away from Booker, he is placed on her location and attacks the units there.",
            f"{S} l.104 §Booker",
        ),
        _r(
            "booker_aggressive",
            "With the aggressive symbol, Booker battles any units sharing his location (3 red dice).",
            f"{S} l.110 §Booker; {C} §Combating Booker",
        ),
        # -- player turns ---------------------------------------------------------------------
        _r(
            "turn_order",
            "Player turns go in turn order from the first player; each does Produce, Recruit/Build, Move, Combat in order.",
            f"{S} l.112-134 §Player turns",
        ),
        _r("produce", "Discarded action cards pay their Silver Eagle values (plus upgrades).", f"{S} l.118 §Produce"),
        _r(
            "costs",
            "Leader/stronghold $6, special/turret $4, common/alarm $3, upgrade $3; leader cards discount.",
            f"{S} §Structure & unit abilities; {X} l.24",
        ),
        _r("eagles_never_negative", "You cannot spend Silver Eagles you do not have.", f"{S} l.122-126 §Recruit/Build"),
        _r(
            "place_on_controlled",
            "Units and structures go only on undestroyed locations you control.",
            f"{S} l.122 §Recruit/Build; l.243 §Destroyed locations",
        ),
        _r("one_structure", "A location never holds a second structure.", f"{S} l.124 §Recruit/Build"),
        _r(
            "upgrade_purchase_step",
            "Upgrades are bought for $3 only in the Recruit/Build step.",
            f"{X} l.15 (Purchasing upgrades … only during this part)",
        ),
        _r(
            "unit_pool",
            "In a 2-player game Saltonstall and Herzog are not in the players' pools (setting).",
            f"{S} l.50-52 §Setup 2 players",
        ),
        _r(
            "move_limit",
            "Move up to 4 units a turn, each one location (a whole Sky-Line ride is one move).",
            f"{S} l.130, l.152 §Move",
        ),
        _r("move_adjacent", "A normal move goes to a location sharing a blue border.", f"{S} l.130 §Move"),
        _r("no_destroyed_entry", "A destroyed location cannot be moved onto.", f"{S} l.243 §Destroyed locations"),
        _r(
            "skyline_dice",
            "Each new Sky-Line space: roll 3 Sky-Line dice; safe on a safe symbol, else discard cards equal to the total or lose the unit.",
            f"{S} l.148-150 §Sky-Line movement",
        ),
        _r(
            "skyline_leaders",
            "Songbird and the Airship ride up to 2 Sky-Line spaces without rolling and must be able to stop.",
            f"{S} l.156 §Songbird and the Airship",
        ),
        _r(
            "step_order",
            "Each turn's tasks are done in order: Produce, Recruit/Build, Move, Combat.",
            f"{S} l.114 §Player turns",
        ),
        _r(
            "combat_required",
            "Where your units share a location with enemy pieces, a token or an aggressive Booker, combat takes place before the turn ends.",
            f"{S} l.134 §Combat; {C} §Combating Booker",
        ),
        # -- combat ---------------------------------------------------------------------------
        _r(
            "combat_dice",
            "Each unit and structure in the combat adds a die: leader/stronghold red, special/turret blue, common/alarm white.",
            f"{S} §Structure & unit abilities; {C} l.18-23",
        ),
        _r(
            "turret_reach",
            "A turret adds its blue die in its location and all adjacent locations.",
            f"{S} §Structure & unit abilities (Turrets)",
        ),
        _r(
            "alarm_bonus",
            "The alarm's controller adds +1 to his combat dice in its location (setting: per die or once).",
            f"{S} §Structure & unit abilities (Alarms)",
        ),
        _r(
            "combat_cards",
            "Played action cards add their combat value plus the card type's combat upgrades.",
            f"{S} l.182 §Combat 5 Total; l.226 §Upgrades",
        ),
        _r("defender_wins_ties", "The higher total wins; the defender wins ties.", f"{S} l.182 §Combat; {C} l.26-29"),
        _r(
            "loser_consequences",
            "The loser destroys his structures there and one of his units; the rest retreat to a stronghold location he controls, or are destroyed.",
            f"{S} l.186-188 §Combat; {C} l.29-38",
        ),
        _r("combat_sides", "A combat needs both sides present in its location.", f"{C} l.1-4 §Resolving combat"),
        _r(
            "token_combat",
            "A territory token defends with its printed total; beaten, it pays its Silver Eagles to the winner.",
            f"{S} l.192-196 §Combating territory tokens",
        ),
        _r(
            "token_before_booker",
            "With a token and Booker together, fight the token first; enemy units come before Booker too.",
            f"{S} l.198, l.208 §Combating Booker",
        ),
        _r(
            "booker_combat",
            "Booker attacks with 3 red dice (+1 white while Elizabeth is with him and uncontrolled); beaten, he leaves the board.",
            f"{S} l.204-206 §Combating Booker; {X} l.3 (timeline no.1)",
        ),
        _r(
            "power_outage",
            "Power Outage: action-card upgrades (values and keys) have no effect this round.",
            f"{X} l.5 (World Event cards)",
        ),
        _r(
            "handyman_ability",
            "Handyman (unlocked): if it is the only card played, its combat value is 6 and upgrades do not add.",
            f"{X} l.3 (Action Cards)",
        ),
        # -- upgrades -------------------------------------------------------------------------
        _r(
            "upgrade_conditions",
            "An upgrade is earned by winning a combat, buying one for $3, becoming first player or claiming a VP card.",
            f"{S} l.214-220 §Upgrading action cards",
        ),
        _r(
            "upgrade_limit",
            "A faction with 3 or more upgrades more than the opposing faction cannot upgrade.",
            f"{S} l.222 §Upgrading action cards",
        ),
        _r(
            "upgrade_kinds",
            "An upgrade unlocks a card's key (once) or boosts one value by +1, or from +1 to +2 (never beyond).",
            f"{S} l.230-239 §Upgrades",
        ),
        _r(
            "upgrade_available", "Spend an upgrade only when one has been earned.", f"{S} l.214 §Upgrading action cards"
        ),
        # -- victory points and the end -------------------------------------------------------
        _r(
            "territory_claim",
            "A faction controlling all undestroyed locations of a territory holds its Victory token and VP; lost with control.",
            f"{S} l.249 §Victory points",
        ),
        _r(
            "vp_card_once",
            "A Victory Point card is claimed once, during the claimant's own turn; its VP are never lost.",
            f"{S} l.250-252 §Victory points",
        ),
        _r(
            "vp_card_due",
            "A Victory Point card is revealed at setup and in each Refresh phase.",
            f"{S} l.48, l.144 §Refresh",
        ),
        _r("victory_ten", "A faction with 10 or more VP during its own turn wins.", f"{S} l.256 §Victory"),
        _r(
            "no_pieces_loses", "A player with no units or structures on the board loses at once.", f"{S} l.260 §Victory"
        ),
        _r(
            "refresh_hands",
            "In the Refresh phase everyone discards at will and draws back up to 5.",
            f"{S} l.140 §Refresh",
        ),
        _r(
            "hand_size",
            "You cannot discard or play more action cards than you hold.",
            f"{S} l.118, l.140 §Produce, §Refresh",
        ),
        _r(
            "active_player",
            "Only the player whose turn it is acts in the Player Turns phase.",
            f"{S} l.114 §Player turns",
        ),
        _r("location_exists", "Name one of the 15 board locations.", f"{X} l.13-15 (Game board diagram)"),
        _r(
            "destroy_location",
            "A destroyed location loses its structures and can no longer be entered, controlled or built on.",
            f"{S} l.243 §Destroyed locations",
        ),
    ]
)
