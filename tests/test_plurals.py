"""Plurals right (issue 33, "Players read sentences, not code"): a count of one takes the singular, in the
engine's English log lines and on the phones in every language the app speaks; no "card(s)"."""

from companion import games
from companion.games.columbia.commands import Produce
from companion.games.columbia.content import CardEffect
from companion.games.columbia.effects import PlayedCard
from companion.games.infiltration import facility
from companion.games.syndicate.state import Effect, Tier
from companion.i18n import catalogue
from companion.ui.syndicate.sovereign_phase import effect_text


def test_columbia_counts_one_card_and_one_die_in_the_singular():
    assert CardEffect(kind="draw", amount=1).words() == "draw 1 card"
    assert CardEffect(kind="draw", amount=2).words() == "draw 2 cards"
    assert CardEffect(kind="extra_dice", amount=1, colour="blue").words() == "+1 blue die"
    assert CardEffect(kind="extra_dice", amount=-1).words() == "-1 white die"
    state = games.new_session("columbia", 2, 1, {}).state
    assert Produce(cards=[PlayedCard(card="Vigor", value=2)]).describe(state).endswith("produces from 1 card")


def test_a_columbia_ability_reads_in_each_phones_language_with_its_plural():
    """The combat dialog says each committed card's ability in the phone's language (French: 0 and 1 singular)."""
    one = CardEffect(kind="draw", amount=1, when="attacking").said()
    assert one.told("de") == "1 Karte ziehen beim Angriff"
    assert one.told("fr") == "piocher 1 carte en attaque"
    assert CardEffect(kind="extra_dice", amount=2, colour="red").said().told("de") == "+2 Würfel (Rot)"
    assert CardEffect(kind="eagles", amount=0).said().told("fr") == "+0 Aigle d'argent"
    assert CardEffect(text="Typed by the table", when="defending").said().told("de") == (
        "Typed by the table bei der Verteidigung"
    )


def test_infiltration_counts_one_df_token_in_the_singular():
    state = games.new_session("infiltration", 2, 1, {}).state
    [line] = facility.draw_df(state, 1, 1, "its Enter")
    assert line.startswith("1 DF token from the server pool")


def test_syndicate_says_one_credit():
    tax = Effect(kind="tax_per_base", tiers=[Tier(min_alert=1, amount=1)])
    assert effect_text(tax, 1).startswith("Tax: 1 credit per base")


def test_a_phrase_with_a_count_takes_each_languages_plural():
    """German and French phones read the count's own form (French: 0 and 1 singular)."""
    phrase = ("Buy tech level ({n} credit)", "Buy tech level ({n} credits)")
    assert catalogue("de").ngettext(*phrase, 1).format(n=1) == "Technikstufe kaufen (1 Credit)"
    assert catalogue("de").ngettext(*phrase, 3).format(n=3) == "Technikstufe kaufen (3 Credits)"
    assert catalogue("fr").ngettext(*phrase, 0).format(n=0).endswith("(0 crédit)")
