"""The Syndicate rules catalogue: every rule the app enforces, citing the draft rulebook line."""

from ...engine import Rule, RuleBook

RB = "syndicate-draft-rulebook.txt"


def _r(rule_id: str, text: str, lines: str) -> Rule:
    return Rule(id=f"syn.{rule_id}", text=text, ref=f"{RB} {lines}")


RULES = RuleBook(
    [
        # -- setup ------------------------------------------------------------------------------------
        _r(
            "setup_first",
            "Finish setup first: every player keeps a syndicate and the first player is rolled.",
            "L280-283",
        ),
        _r("setup_over", "Setup is over.", "L268-283"),
        _r("syndicate_offered", "Each player keeps one of the 2 syndicates dealt to them.", "L280"),
        _r("syndicate_taken", "Each syndicate mat is played by one player only.", "L280, L292"),
        _r("syndicate_chosen", "This player already plays a syndicate.", "L280"),
        _r(
            "start_base_territory",
            "A starting base goes on its territory: enter that territory in box setup first.",
            "L293",
        ),
        _r("first_player_rolloff", "Everyone rolls the d12; the highest roll goes first (ties roll again).", "L283"),
        # -- turns ------------------------------------------------------------------------------------
        _r("own_turn", "This action is taken on the player's own turn.", "L353, L391"),
        _r("armed_die", "Missions and assaults need an ARMED action die (2 per round).", "L157, L434"),
        _r("mission_round", "The current round must meet the mission's round requirement.", "L129, L434"),
        _r("mission_faces", "A mission lists its winning faces for the territory's occupancy.", "L128, L132"),
        _r("cooperative_announce", "On another player's territory, announce COOPERATIVE or UNCOOPERATIVE.", "L435"),
        _r("extra_hands_cost", "Hiring extra hands costs what the card says, paid before rolling.", "L133, L436"),
        _r("robbery_target", "A robbery needs a target player with a base in the card's zone.", "L140, L434"),
        _r("robbery_dice", "A robbery rolls 1-3 consequence dice, by the target base's fortification.", "L142, L440"),
        _r("assault_target", "An assault targets another player's base.", "L447-453"),
        _r("assault_crew", "An assault puts 5 CREW on the ship, 10 with reinforcements.", "L452, L459"),
        _r(
            "assault_reinforcements",
            "Reinforcements: up to the ARMED ones (the assault level), once per round.",
            "L452",
        ),
        _r(
            "assault_max_reinforcements", "The winning-roll table has columns for at most 4 reinforcements.", "L457-461"
        ),
        _r("assault_fortified", "A FORTIFIED base can only be assaulted with at least 1 reinforcement.", "L461"),
        _r("sleeper_one", "Only one sleeper may be active at a time (burn it to make room).", "L148, L469"),
        _r("op_card", "This uses an operation card from the player's hand.", "L148, L442, L544"),
        _r("sleeper_none", "There is no active sleeper to play or burn.", "L467-469"),
        _r("sleeper_later", "A sleeper is played at a later point than its activation.", "L144"),
        _r("base_unoccupied", "A new base is bought on an unoccupied territory.", "L99, L361"),
        _r("base_cost", "A base costs its zone's purchase price.", "L475-478"),
        _r("fortify_own", "Only your own unfortified base can be fortified.", "L471-480"),
        _r("fortify_cost", "Fortifying costs the zone's fortify price.", "L475-478"),
        _r(
            "fortify_cost_unknown",
            "The fortify cost's resources were lost with the icons: choose them first (Readings in use -> Change a reading).",
            "L475-478",
        ),
        _r("market_price", "A black-market level costs 5 credits x (1 + your cubes in that ladder).", "L516-520"),
        _r("tech_max", "The tech track ends at 10.", "L163, L295"),
        _r("tech_milestones", "Tech levels 6, 8 and 10 grant the mat's bonuses.", "L163, L295"),
        _r(
            "exchange_rate",
            "Exchanges: 2 credits -> 1 crew or 1 influence, 3 crew -> 1 influence, 3 influence -> 1 crew.",
            "L161, L379, L540",
        ),
        _r("exchange_credits", "No resources exchange into CREDITS.", "L161, L379, L540"),
        _r("exchange_afford", "An exchange is paid from what the player holds.", "L540"),
        _r(
            "sale_yield", "A sold operation card pays a fixed number of resources of the seller's choice.", "L380, L544"
        ),
        _r("sale_credits", "Under this reading nothing turns into CREDITS, not even a sale.", "L161, L540"),
        _r("chip_held", "Only a bonus chip the player holds can be played.", "L548-550"),
        _r("research_full", "Research converts only when all its boxes are full, on the owner's turn.", "L500, L504"),
        _r("destroyer_removal", "Removing the Destroyer from your base costs 10 INFLUENCE.", "L570"),
        _r("destroyer_phase", "The Destroyer is removed on your turn or in the Sovereign card phase.", "L570"),
        _r("afford", "A player cannot pay more than they hold.", "L78-84"),
        _r("territory_known", "That territory is not in this game: add it in box setup.", "L41, L273"),
        _r("territory_count", "The board has 18 territories: 6 EXO, 9 MIDDLE and 3 INNER.", "L41, L273"),
        _r("player_exists", "No such player.", "L353"),
        _r("player_name", "Each player is told apart by their own name.", "L280"),
        _r("advanced_only", "This belongs to the advanced rules.", "L556-588"),
        _r("trade_not_active", "Only players whose turn it is not may trade.", "L584"),
        # -- Sovereign phase --------------------------------------------------------------------------
        _r("sovereign_once", "One Sovereign card is drawn per round.", "L397"),
        _r("sovereign_deck_empty", "The Sovereign deck is empty.", "L277"),
        _r("sovereign_entered", "In physical-deck mode, enter the card as drawn.", "L277, L397"),
        _r("pardon_timing", "A pardon is bought after the card is drawn and before it resolves.", "L401"),
        _r("pardon_cost", "A pardon costs 3 influence with no bases, otherwise 5 per base.", "L401-408"),
        _r("pardon_once", "This player is already pardoned.", "L401"),
        _r("pardon_over_11", "The pardon table stops at 11 bases: settle it at the table.", "L403-408"),
        _r("sovereign_resolve", "Resolve the drawn card once.", "L397, L412"),
        # -- collection -------------------------------------------------------------------------------
        _r("collection_once", "Resource collection resolves once per round.", "L412-422"),
        _r("decay_choice", "Each player removes one of their black-market cubes (one in all).", "L418, L530"),
        _r("mining_choice", "A Mining Center pays its extra resources of the owner's choice.", "L494"),
        _r("game_end", "The game ends after the round following BEGINNING OF THE END.", "L39, L277"),
        # -- outcomes the app resolves (catalogued so each has its test) ----------------------------
        _r(
            "setup_mat",
            "A kept syndicate sets the mat: start resources, tech and assault level, 2 armed dice, 4 cards.",
            "L278, L294-304",
        ),
        _r("starting_base_no_chip", "A starting base takes no bonus chip.", "L293, L548"),
        _r("sovereign_deck_build", "The Sovereign deck: 8 cards with BEGINNING OF THE END 5th, 6th or 7th.", "L277"),
        _r("mission_success", "A successful mission pays the card's reward from the bank.", "L134, L439"),
        _r("casino_bonus", "The Casino's owner adds +1 to any mission roll.", "L199, L506"),
        _r(
            "cooperative_split",
            "A cooperative success splits the reward; odd amounts round up for the attempter.",
            "L435",
        ),
        _r("robbery_steal", "A successful robbery steals credits equal to the consequence dice.", "L142, L440"),
        _r("mission_failure_alert", "A failed mission raises the alert by 1.", "L441"),
        _r(
            "destroyer_blockade",
            "Advanced rules: a failure at maximum alert sends the Destroyer to the mission's territory.",
            "L441, L564",
        ),
        _r("blockade_no_income", "A base under the Destroyer gives no income or bonuses (no Military cover).", "L566"),
        _r("alert_max", "The alert never passes its maximum: 6 with 2-3 players, 8 with 4-5.", "L455, L562"),
        _r(
            "assault_table",
            "An assault wins on 6, 5+, 4+, 3+, 2+ (unfortified) or 6, 5+, 4+, 3+ (fortified) by reinforcements.",
            "L457-461",
        ),
        _r(
            "assault_outcome",
            "Assault crew is discarded and the alert rises win or lose; a seized base is unfortified, its research cleared.",
            "L453-455, L500",
        ),
        _r(
            "military_cover",
            "A Military Installation's beams make the same owner's bases count as fortified against assaults.",
            "L181, L496",
        ),
        _r("bonus_chip_first", "Only the first base ever built on a territory takes its bonus chip.", "L480, L548"),
        _r("flip_back", "Flipped base cards flip back at the start of the next Sovereign card phase.", "L510, L578"),
        _r(
            "sovereign_effects", "The Sovereign card's effects hit every player who did not buy a pardon.", "L401, L412"
        ),
        _r("tax_default", "A base whose tax cannot be paid is flipped until the next Sovereign phase.", "L576-578"),
        _r("last_round", "BEGINNING OF THE END announces the last round.", "L39, L277"),
        _r("collection_cards", "Collection deals 2 operation cards plus 1 per unused action die.", "L414"),
        _r("collection_reset", "Collection re-arms the action dice and reinforcements.", "L415"),
        _r(
            "collection_income",
            "Racketeering and base income are collected; crew upkeep is paid from crew held and this income.",
            "L416, L510-512",
        ),
        _r(
            "crew_shortfall",
            "A base whose crew upkeep is not covered flips (or is lost under the other reading).",
            "L416, L490, L510",
        ),
        _r(
            "research_markers",
            "Each owned Military Installation and Research Station gains a research cube.",
            "L417, L500-504",
        ),
        _r(
            "first_player_passes", "The round marker moves on and the first-player marker passes clockwise.", "L419-420"
        ),
        _r("score", "Syndicate score = credits + VP; the highest score wins.", "L39, L311-316"),
        _r("adjust_floor", "A correction cannot take a resource below zero.", "L78-84"),
        _r("setting_known", "No such setting, or not one of its choices.", "L556"),
    ]
)


def rule(rule_id: str) -> Rule:
    return RULES[f"syn.{rule_id}"]
