"""The Syndicate rules catalogue: every rule the app enforces, citing the draft rulebook's section and lines."""

from ...engine import Rule, RuleBook
from ...i18n import N_

RB = "syndicate-draft-rulebook.txt"


def _r(rule_id: str, text: str, where: str, public: str = "") -> Rule:
    """A rule citing ``where``: "§<section heading> l.<first>-<last>" in the draft rulebook (``public``: the rule
    told instead where its refusal would tell a player's secret)."""
    return Rule(id=f"syn.{rule_id}", text=text, ref=f"{RB} {where}", public=f"syn.{public}" if public else "")


RULES = RuleBook(
    [
        # -- setup ------------------------------------------------------------------------------------
        _r(
            "setup_first",
            N_("Finish setup first: every player keeps a syndicate and the first player is rolled."),
            "§Setting Up the Game Board l.280-283",
        ),
        _r("setup_over", N_("Setup is over."), "§Setting Up the Game Board l.268-283"),
        _r(
            "syndicate_offered",
            N_("Each player keeps one of the 2 syndicates dealt to them."),
            "§Setting Up the Game Board l.280",
        ),
        _r(
            "syndicate_taken",
            N_("Each syndicate mat is played by one player only."),
            "§Setting Up the Game Board l.280",
        ),
        _r("syndicate_chosen", N_("This player already plays a syndicate."), "§Setting Up the Game Board l.280"),
        _r(
            "mat_amounts",
            N_("A syndicate mat's starting resources and income are 0 or more."),
            "§Setting Up the Player Mat l.292-304",
        ),
        _r(
            "start_base_territory",
            N_("A starting base goes on its territory: add that territory to the board first."),
            "§Setting Up the Player Mat l.293",
        ),
        _r(
            "first_player_rolloff",
            N_("Everyone rolls the d12; the highest roll goes first (ties roll again)."),
            "§Setting Up the Game Board l.283",
        ),
        # -- turns ------------------------------------------------------------------------------------
        _r("own_turn", N_("This action is taken on the player's own turn."), "§Phase 1: Player Turns l.353-391"),
        _r("armed_die", N_("Missions and assaults need an ARMED action die (2 per round)."), "§Syndicate Mats l.157"),
        _r(
            "mission_territory",
            N_(
                "A mission occurs on a territory of the board: enter it first, so its occupancy and a blockade are "
                "known."
            ),
            "§Operation Cards l.128",
        ),
        _r(
            "mission_round",
            N_("The current round must meet the mission's round requirement."),
            "§Operation Cards l.129",
        ),
        _r(
            "mission_faces",
            N_("A mission lists its winning faces for the territory's occupancy."),
            "§Operation Cards l.128-132",
        ),
        _r(
            "cooperative_announce",
            N_("On another player's territory, announce COOPERATIVE or UNCOOPERATIVE."),
            "§Complete Missions l.435",
        ),
        _r(
            "extra_hands_cost",
            N_("Hiring extra hands costs what the card says, paid before rolling."),
            "§Operation Cards l.133",
        ),
        _r(
            "robbery_target",
            N_("A robbery needs a target player with a base in the card's zone."),
            "§Operation Cards l.140",
        ),
        _r(
            "robbery_dice",
            N_("A robbery rolls 1-3 consequence dice, by the target base's fortification."),
            "§Operation Cards l.142",
        ),
        _r(
            "assault_target", N_("An assault targets another player's base."), "§Assault Other Players' Bases l.447-453"
        ),
        _r(
            "assault_crew",
            N_("An assault puts 5 CREW on the ship, 10 with reinforcements."),
            "§Assault Other Players' Bases l.452-459",
        ),
        _r(
            "assault_reinforcements",
            N_("Reinforcements: up to the ARMED ones (the assault level), once per round."),
            "§Assault Other Players' Bases l.452",
        ),
        _r(
            "assault_max_reinforcements",
            N_("The winning-roll table has columns for at most 4 reinforcements."),
            "§Assault Other Players' Bases l.457-461",
        ),
        _r(
            "assault_fortified",
            N_("A FORTIFIED base can only be assaulted with at least 1 reinforcement."),
            "§Assault Other Players' Bases l.461",
        ),
        _r(
            "sleeper_one",
            N_("Only one sleeper may be active at a time (burn it to make room)."),
            "§Operation Cards l.148",
        ),
        _r("op_card", N_("This uses an operation card from the player's hand."), "§Operation Cards l.148"),
        _r("sleeper_none", N_("There is no active sleeper to play or burn."), "§Activate a Sleeper l.467-469"),
        _r(
            "sleeper_decoy",
            N_("A decoy in the sleeper slot is a mission card: it is never played, only burned."),
            "§Activate a Sleeper l.469",
            "sleeper_kept_secret",
        ),
        _r("sleeper_later", N_("A sleeper is played at a later point than its activation."), "§Operation Cards l.144"),
        _r(
            "sleeper_timing",
            N_("A sleeper is played within the bounds its card specifies."),
            "§Operation Cards l.144",
            "sleeper_kept_secret",
        ),
        _r(
            "sleeper_target",
            N_("A sleeper that makes a player pay names another player."),
            "§Operation Cards l.144",
            "sleeper_kept_secret",
        ),
        _r(
            "sleeper_kept_secret",
            N_(
                "This sleeper cannot be played like this now: check the card's timing and the player it targets. "
                "What lies face down stays secret."
            ),
            "§Operation Cards l.144",
        ),
        _r("base_unoccupied", N_("A new base is bought on an unoccupied territory."), "§Base Cards & Base Tiles l.99"),
        _r(
            "base_cost",
            N_("A base costs its zone's purchase price."),
            "§Purchase a New Base or Fortify an Existing Base l.475-478",
        ),
        _r(
            "fortify_own",
            N_("Only your own unfortified base can be fortified."),
            "§Purchase a New Base or Fortify an Existing Base l.471-480",
        ),
        _r(
            "fortify_cost",
            N_("Fortifying costs the zone's fortify price."),
            "§Purchase a New Base or Fortify an Existing Base l.475-478",
        ),
        _r(
            "fortify_cost_unknown",
            N_(
                "The fortify cost's resources were lost with the icons: "
                "choose them first (Readings in use -> Change a reading)."
            ),
            "§Purchase a New Base or Fortify an Existing Base l.475-478",
        ),
        _r(
            "market_price",
            N_("A black-market level costs 5 credits x (1 + your cubes in that ladder)."),
            "§Purchase a Tech Level Increase or an Assault Level Increase l.516-520",
        ),
        _r("tech_max", N_("The tech track ends at 10."), "§Syndicate Mats l.163"),
        _r("tech_milestones", N_("Tech levels 6, 8 and 10 grant the mat's bonuses."), "§Syndicate Mats l.163"),
        _r(
            "exchange_rate",
            N_("Exchanges: 2 credits -> 1 crew or 1 influence, 3 crew -> 1 influence, 3 influence -> 1 crew."),
            "§Syndicate Mats l.161",
        ),
        _r("exchange_credits", N_("No resources exchange into CREDITS."), "§Syndicate Mats l.161"),
        _r("exchange_afford", N_("An exchange is paid from what the player holds."), "§Exchange Resources l.540"),
        _r(
            "sale_yield",
            N_("A sold operation card pays a fixed number of resources of the seller's choice."),
            "§Phase 1: Player Turns l.380",
        ),
        _r(
            "sale_credits",
            N_("Under this reading nothing turns into CREDITS, not even a sale."),
            "§Syndicate Mats l.161",
        ),
        _r(
            "chip_known",
            N_("A bonus chip found is one typed in box setup, of the territory's zone."),
            "§Bonus Tiles l.102-104",
        ),
        _r(
            "tech_card",
            N_("An Advanced Tech card is taken once, by a player at its tech level."),
            "§Advanced Tech Cards l.247-249",
        ),
        _r("award_claim", N_("An award goes to the first player to complete its feat."), "§Game Board l.215"),
        _r("chip_held", N_("Only a bonus chip the player holds can be played."), "§Play Bonus Chips l.548-550"),
        _r(
            "chip_named",
            N_("A bonus chip is played for what it says: one taken before it was named is named first."),
            "§Play Bonus Chips l.381",
        ),
        _r(
            "chip_on_roll",
            N_("A bonus chip that modifies a roll is announced and played on that roll."),
            "§Complete Missions l.435",
        ),
        _r(
            "research_full",
            N_("Research converts only when all its boxes are full, on the owner's turn."),
            "§Purchase a New Base or Fortify an Existing Base l.500-504",
        ),
        _r(
            "destroyer_removal",
            N_("Removing the Destroyer from your base costs 10 INFLUENCE."),
            "§The Sovereign Blockade l.570",
        ),
        _r(
            "destroyer_phase",
            N_("The Destroyer is removed on your turn or in the Sovereign card phase."),
            "§The Sovereign Blockade l.570",
        ),
        _r("afford", N_("A player cannot pay more than they hold."), "§Resources l.78-84"),
        _r("territory_known", N_("That territory is not in this game: add it in box setup."), "§Objective l.41"),
        _r(
            "beam_known",
            N_("A Military Installation's beams point at territories of the board."),
            "§Purchase a New Base or Fortify an Existing Base l.496",
        ),
        _r("territory_count", N_("The board has 18 territories: 6 EXO, 9 MIDDLE and 3 INNER."), "§Objective l.41"),
        _r("player_exists", N_("No such player."), "§Phase 1: Player Turns l.353"),
        _r("advanced_only", N_("This belongs to the advanced rules."), "§Advanced Game Topics l.556-588"),
        _r("trade_not_active", N_("Only players whose turn it is not may trade."), "§Trading l.584"),
        # -- Sovereign phase --------------------------------------------------------------------------
        _r("sovereign_once", N_("One Sovereign card is drawn per round."), "§Phase 2: Sovereign Card l.397"),
        _r("sovereign_deck_empty", N_("The Sovereign deck is empty."), "§Setting Up the Game Board l.277"),
        _r(
            "sovereign_entered",
            N_("In physical-deck mode, enter the card as drawn."),
            "§Setting Up the Game Board l.277",
        ),
        _r(
            "pardon_timing",
            N_("A pardon is bought after the card is drawn and before it resolves."),
            "§Phase 2: Sovereign Card l.401",
        ),
        _r(
            "pardon_cost",
            N_("A pardon costs 3 influence with no bases, otherwise 5 per base."),
            "§Phase 2: Sovereign Card l.401-408",
        ),
        _r("pardon_once", N_("This player is already pardoned."), "§Phase 2: Sovereign Card l.401"),
        _r(
            "pardon_over_11",
            N_("The pardon table stops at 11 bases: settle it at the table."),
            "§Phase 2: Sovereign Card l.403-408",
        ),
        _r("sovereign_resolve", N_("Resolve the drawn card once."), "§Phase 2: Sovereign Card l.397"),
        _r(
            "flip_choice",
            N_("A player short of tax chooses which bases go unpaid and flip; every other base is paid for."),
            "§Defaulting on Taxes l.576-578",
        ),
        # -- collection -------------------------------------------------------------------------------
        _r(
            "decay_choice",
            N_("Each player removes one of their black-market cubes (one in all)."),
            "§Phase 3: Resource Collection l.418",
        ),
        _r(
            "upkeep_choice",
            N_("A player short of crew upkeep chooses which bases go unpaid; every other base is paid for."),
            "§Note on Having Enough Crew to Maintain Bases l.510-512",
        ),
        _r(
            "mining_choice",
            N_("A Mining Center pays its extra resources of the owner's choice."),
            "§Purchase a New Base or Fortify an Existing Base l.494",
        ),
        _r("game_end", N_("The game ends after the round following BEGINNING OF THE END."), "§Objective l.39"),
        # -- outcomes the app resolves (catalogued so each has its test) ----------------------------
        _r(
            "setup_mat",
            N_("A kept syndicate sets the mat: start resources, tech and assault level, 2 armed dice, 4 cards."),
            "§Setting Up the Game Board l.278",
        ),
        _r("starting_base_no_chip", N_("A starting base takes no bonus chip."), "§Setting Up the Player Mat l.293"),
        _r(
            "sovereign_deck_build",
            N_("The Sovereign deck: 8 cards with BEGINNING OF THE END 5th, 6th or 7th."),
            "§Setting Up the Game Board l.277",
        ),
        _r(
            "mission_success",
            N_("A successful mission pays the card's reward from the bank."),
            "§Operation Cards l.134",
        ),
        _r("casino_bonus", N_("The Casino's owner adds +1 to any mission roll."), "§Game Board l.199"),
        _r(
            "cooperative_split",
            N_("A cooperative success splits the reward; odd amounts round up for the attempter."),
            "§Complete Missions l.435",
        ),
        _r(
            "robbery_steal",
            N_("A successful robbery steals credits equal to the consequence dice."),
            "§Operation Cards l.142",
        ),
        _r("mission_failure_alert", N_("A failed mission raises the alert by 1."), "§Complete Missions l.441"),
        _r(
            "destroyer_blockade",
            N_("Advanced rules: a failure at maximum alert sends the Destroyer to the mission's territory."),
            "§Complete Missions l.441",
        ),
        _r(
            "blockade_no_income",
            N_("A base under the Destroyer gives no income or bonuses (no Military cover)."),
            "§The Sovereign Blockade l.566",
        ),
        _r(
            "alert_max",
            N_("The alert never passes its maximum: 6 with 2-3 players, 8 with 4-5."),
            "§Assault Other Players' Bases l.455",
        ),
        _r(
            "assault_table",
            N_("An assault wins on 6, 5+, 4+, 3+, 2+ (unfortified) or 6, 5+, 4+, 3+ (fortified) by reinforcements."),
            "§Assault Other Players' Bases l.457-461",
        ),
        _r(
            "assault_outcome",
            N_(
                "Assault crew is discarded and the alert rises win or lose; "
                "a seized base is unfortified, its research cleared."
            ),
            "§Assault Other Players' Bases l.453-455",
        ),
        _r(
            "military_cover",
            N_("A Military Installation's beams make the same owner's bases count as fortified against assaults."),
            "§Game Board l.181",
        ),
        _r(
            "bonus_chip_first",
            N_("Only the first base ever built on a territory takes its bonus chip."),
            "§Purchase a New Base or Fortify an Existing Base l.480",
        ),
        _r(
            "flip_back",
            N_("Flipped base cards flip back at the start of the next Sovereign card phase."),
            "§Note on Having Enough Crew to Maintain Bases l.510",
        ),
        _r(
            "sovereign_effects",
            N_("The Sovereign card's effects hit every player who did not buy a pardon."),
            "§Phase 2: Sovereign Card l.401",
        ),
        _r(
            "tax_default",
            N_("A base whose tax cannot be paid is flipped until the next Sovereign phase."),
            "§Defaulting on Taxes l.576-578",
        ),
        _r("last_round", N_("BEGINNING OF THE END announces the last round."), "§Objective l.39"),
        _r(
            "collection_cards",
            N_("Collection deals 2 operation cards plus 1 per unused action die."),
            "§Phase 3: Resource Collection l.414",
        ),
        _r(
            "collection_reset",
            N_("Collection re-arms the action dice and reinforcements."),
            "§Phase 3: Resource Collection l.415",
        ),
        _r(
            "collection_income",
            N_("Racketeering and base income are collected; crew upkeep is paid from crew held and this income."),
            "§Phase 3: Resource Collection l.416",
        ),
        _r(
            "crew_shortfall",
            N_("A base whose crew upkeep is not covered flips (or is lost under the other reading)."),
            "§Phase 3: Resource Collection l.416",
        ),
        _r(
            "trade_route",
            N_(
                "A trade route pays the owner of all its bases while every one of them works "
                "(not flipped, not under the Destroyer)."
            ),
            "§Game Board (cont.) l.206",
        ),
        _r(
            "research_markers",
            N_("Each owned Military Installation and Research Station gains a research cube."),
            "§Phase 3: Resource Collection l.417",
        ),
        _r(
            "first_player_passes",
            N_("The round marker moves on and the first-player marker passes clockwise."),
            "§Phase 3: Resource Collection l.419-420",
        ),
        _r("score", N_("Syndicate score = credits + VP; the highest score wins."), "§Objective l.39"),
        _r("adjust_floor", N_("A correction cannot take a resource below zero."), "§Resources l.78-84"),
        _r("setting_known", N_("No such setting, or not one of its choices."), "§Advanced Game Topics l.556"),
    ]
)


def rule(rule_id: str) -> Rule:
    return RULES[f"syn.{rule_id}"]
