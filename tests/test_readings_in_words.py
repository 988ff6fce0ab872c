"""A setting's help is sentences a player reads: no option key, no raw choice value, no snake_case id
(issue 33: "per_die (recommended)", "lightblue_red_blue_darkred" were shown in Columbia's readings)."""

import re

import pytest

from companion import games

IDENTIFIER = re.compile(r"\b[a-z]+_[a-z_]+\b")


def raw_values(help_text: str, choices: list[object]) -> list[str]:
    """The choices ``help_text`` names as a raw value ("per_die (recommended)", "once: ...")."""
    return [str(c) for c in choices if re.search(rf"(^|[\s;(]){re.escape(str(c))}\s*[(:]", help_text)]


@pytest.mark.parametrize("game", games.GAME_IDS)
def test_a_settings_help_names_no_option_id_or_raw_value(game):
    for option in games.options_of(game):
        text = option.help
        assert not IDENTIFIER.findall(text) and option.key not in text, (option.key, text)
        assert raw_values(text, option.choices) == [], (option.key, text)
        assert text[0].isupper() and text.rstrip(")").endswith("."), (option.key, text)
