"""The Syndicate rules catalogue: every rule the app enforces, citing the draft rulebook line."""

from ...engine import Rule, RuleBook

RB = "syndicate-draft-rulebook.txt"


def _r(rule_id: str, text: str, lines: str) -> Rule:
    return Rule(id=f"syn.{rule_id}", text=text, ref=f"{RB} {lines}")


RULES = RuleBook(
    [
        # -- setup ------------------------------------------------------------------------------------
        _r("setup_first", "Finish setup first: every player keeps a syndicate and the first player is rolled.", "L280-283"),
        _r("setup_over", "Setup is over.", "L268-283"),
        _r("syndicate_offered", "Each player keeps one of the 2 syndicates dealt to them.", "L280"),
        _r("syndicate_taken", "Each syndicate mat is played by one player only.", "L280, L292"),
        _r("syndicate_chosen", "This player already plays a syndicate.", "L280"),
        _r("start_base_territory", "A starting base goes on its territory: enter that territory in box setup first.", "L293"),
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
        _r("assault_reinforcements", "Reinforcements: up to the ARMED ones (the assault level), once per round.", "L452"),
        _r("assault_max_reinforcements", "The winning-roll table has columns for at most 4 reinforcements.", "L457-461"),
        _r("assault_fortified", "A FORTIFIED base can only be assaulted with at least 1 reinforcement.", "L461"),
        _r("sleeper_one", "Only one sleeper may be active at a time (burn it to make room).", "L148, L469"),
        _r("op_card", "This uses an operation card from the player's hand.", "L148, L442, L544"),
        _r("sleeper_none", "There is no active sleeper to play or burn.", "L467-469"),
        _r("sleeper_later", "A sleeper is played at a later point than its activation.", "L144"),
        _r("base_unoccupied", "A new base is bought on an unoccupied territory.", "L99, L361"),
        _r("base_cost", "A base costs its zone's purchase price.", "L475-478"),
        _r("fortify_own", "Only your own unfortified base can be fortified.", "L471-480"),
        _r("fortify_cost", "Fortifying costs the zone's fortify price.", "L475-478"),
        _r("fortify_cost_unknown", "The fortify cost's resources were lost with the icons: choose them in the settings first.", "L475-478"),
        _r("market_price", "A black-market level costs 5 credits x (1 + your cubes in that ladder).", "L516-520"),
        _r("tech_max", "The tech track ends at 10.", "L163, L295"),
        _r("exchange_rate", "Exchanges: 2 credits -> 1 crew or 1 influence, 3 crew -> 1 influence, 3 influence -> 1 crew.", "L161, L379, L540"),
        _r("exchange_credits", "No resources exchange into CREDITS.", "L161, L379, L540"),
        _r("exchange_afford", "An exchange is paid from what the player holds.", "L540"),
        _r("sale_yield", "A sold operation card pays a fixed number of resources of the seller's choice.", "L380, L544"),
        _r("sale_credits", "Under this reading nothing turns into CREDITS, not even a sale.", "L161, L540"),
        _r("chip_held", "Only a bonus chip the player holds can be played.", "L548-550"),
        _r("research_full", "Research converts only when all its boxes are full, on the owner's turn.", "L500, L504"),
        _r("destroyer_removal", "Removing the Destroyer from your base costs 10 INFLUENCE.", "L570"),
        _r("destroyer_phase", "The Destroyer is removed on your turn or in the Sovereign card phase.", "L570"),
        _r("afford", "A player cannot pay more than they hold.", "L78-84"),
        _r("territory_known", "That territory is not in this game: add it in box setup.", "L41, L273"),
        _r("territory_count", "The board has 18 territories: 6 EXO, 9 MIDDLE and 3 INNER.", "L41, L273"),
        _r("player_exists", "No such player.", "L353"),
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
        _r("adjust_floor", "A correction cannot take a resource below zero.", "L78-84"),
        _r("setting_known", "No such setting, or not one of its choices.", "L556"),
    ]
)


def rule(rule_id: str) -> Rule:
    return RULES[f"syn.{rule_id}"]
