"""The one form kit of the three games: a command form, a number field, a dice-face entry, a chip
picker, dropdowns and sentence choices. A refusal shows in the form in plain words (:mod:`companion.ui.refusal`).

A form's fields build a command; the table checks it once, as it applies it. Refused, the form stays
open with every typed value and says why; accepted, it closes and only then runs what follows (saving a
typed card to the library, for instance): nothing is kept for a command the rules refused.
"""

from .choices import (
    WIDTH,
    ChipChoice,
    DiceChips,
    dice_switch,
    dropdown,
    named,
    sentence_choice,
    translated,
    value_chip,
)
from .command import command_dialog, command_form, not_saved
from .fields import (
    clear_error,
    faces_field,
    kept,
    mark_field,
    number_field,
    number_problem,
    parse_faces,
    read_faces,
    read_number,
    read_rounds,
)

__all__ = [
    "not_saved",
    "WIDTH",
    "ChipChoice",
    "DiceChips",
    "clear_error",
    "command_dialog",
    "command_form",
    "dice_switch",
    "dropdown",
    "faces_field",
    "kept",
    "mark_field",
    "named",
    "number_field",
    "number_problem",
    "parse_faces",
    "read_faces",
    "sentence_choice",
    "translated",
    "read_number",
    "read_rounds",
    "value_chip",
]
