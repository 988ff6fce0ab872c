"""The rule catalogue: every rule has its test, cites its section, and every reading is a setting."""

from companion.games.columbia.options import OPTIONS


def test_starred_readings_are_settings():
    starred = {"A1", "A5", "A7", "A9", "A10"}
    assert starred <= {o.refs.split()[1] for o in OPTIONS}
    assert all(o.default == o.choices[0] and o.help for o in OPTIONS)


def test_every_setting_choice_reads_as_a_sentence():
    for option in OPTIONS:
        assert set(option.choice_labels) == {str(c) for c in option.choices}, option.key
        assert all(" " in label and label[0].isupper() for label in option.choice_labels.values()), option.key
