"""Rules as data: each rule has an id, a plain statement and a reference into shared/rules/.

A refused command reports every :class:`Violation` at once (python-chess ``status()`` style).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from pydantic import BaseModel, ConfigDict

from ..i18n import N_, Phrase, _

APP_GUIDE = N_("How the app works")
"""The source the engine's own rules cite (the app's help, not a rules file)."""

SOURCE_TITLES = {
    "columbia-rules-summary.txt": N_("Siege of Columbia rules summary"),
    "columbia-rulebook-extract.txt": N_("Siege of Columbia rulebook"),
    "columbia-rulebook-combat-page.txt": N_("Siege of Columbia rulebook, combat page"),
    "infiltration-rules-summary.txt": N_("Infiltration rules summary"),
    "syndicate-draft-rulebook.txt": N_("Syndicate draft rulebook"),
    APP_GUIDE: APP_GUIDE,
}
"""Rules sources by file name, as a player names them (in the phone's language; a section keeps the rules
text's own words)."""

_REF = re.compile(r"^\s*(?P<source>[^§]*?)\s*(?:§\s*(?P<section>.*?))?\s*(?:\bl\.\s*[\d\s,–-]+)?\s*$")


def citation(ref: str) -> str:
    """Where a player finds a rule: ``"columbia-rules-summary.txt §Combat l.160-190"`` ->
    "Siege of Columbia rules summary, Combat" (never a file name, a path or a line number).

    >>> citation("infiltration-rules-summary.txt §Security phase l.40-52")
    'Infiltration rules summary, Security phase'
    >>> citation("syndicate-draft-rulebook.txt")
    'Syndicate draft rulebook'
    """
    match = _REF.match(ref)
    source, section = (match.group("source"), match.group("section") or "") if match else (ref, "")
    known = SOURCE_TITLES.get(source.rsplit("/", 1)[-1])
    title = _(known) if known else _title_of_unknown(source)
    section = section.strip().rstrip(",;")
    return f"{title}, {section}" if section else title


def _title_of_unknown(source: str) -> str:
    """A readable title for a source missing from :data:`SOURCE_TITLES` (its name without folder or suffix)."""
    stem = source.rsplit("/", 1)[-1].split(".", 1)[0].replace("-", " ").replace("_", " ").strip()
    return stem[:1].upper() + stem[1:] if stem else "The rules"


class Violation(BaseModel):
    """One broken rule: which rule, what went wrong here (language-neutral: a message id with its values), and
    where the rule is written."""

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)

    rule: str
    said: Phrase
    ref: str
    text: str = ""

    @property
    def message(self) -> str:
        """What went wrong, in English (the command line, the logs)."""
        return str(self.said)

    def told(self) -> str:
        """What went wrong, in the language of the phone in hand."""
        return self.said.told()

    @property
    def citation(self) -> str:
        """Where a player finds the rule, in words (never a file name or a line number)."""
        return citation(self.ref)

    def __str__(self) -> str:
        return f"[{self.rule}] {self.message} ({self.ref})"


class Rule(BaseModel):
    """A rule of a game, citing the rules file (e.g. ``columbia-rules-summary.txt §4.2``)."""

    model_config = ConfigDict(frozen=True)

    id: str
    text: str
    ref: str
    public: str = ""
    """For a rule whose refusal would tell a seat's secret: the id of the rule told instead on a phone that
    does not play that seat (see :mod:`companion.engine.secrets`)."""

    def violated(self, message: str | Phrase | None = None, /, **values: object) -> Violation:
        """The violation of this rule, with a situation-specific message (default: the rule text): a message id
        marked with ``N_`` and its ``values``, or a :class:`Phrase` (a sentence with a count)."""
        said = message if isinstance(message, Phrase) else Phrase(message or self.text, **values)
        return Violation(rule=self.id, said=said, ref=self.ref, text=self.text)


class RuleBook:
    """The rules of one game, looked up by id.

    >>> book = RuleBook([Rule(id="x.limit", text="At most 4 moves.", ref="rules.txt §1")])
    >>> book["x.limit"].violated().rule
    'x.limit'
    """

    def __init__(self, rules: list[Rule]):
        self._rules = {rule.id: rule for rule in rules}
        if len(self._rules) != len(rules):
            raise ValueError("duplicate rule id")

    def __getitem__(self, rule_id: str) -> Rule:
        return self._rules[rule_id]

    def get(self, rule_id: str) -> Rule | None:
        return self._rules.get(rule_id)

    def __iter__(self) -> Iterator[Rule]:
        return iter(self._rules.values())

    def __len__(self) -> int:
        return len(self._rules)


class Refused(Exception):
    """Raised by :func:`companion.engine.game.apply` when a command breaks rules."""

    def __init__(self, violations: list[Violation]):
        super().__init__("; ".join(str(v) for v in violations))
        self.violations = violations


# Rules every game shares (the engine enforces them before a game's own checks).
ENGINE_RULES = RuleBook(
    [
        Rule(
            id="engine.game_over",
            text=N_("The game is over: no more moves."),
            ref=f"{APP_GUIDE} §Moves and corrections",
        ),
        Rule(
            id="engine.wrong_phase",
            text=N_("This action is not allowed in the current phase."),
            ref=f"{APP_GUIDE} §The round checklist",
        ),
        Rule(
            id="engine.unknown_step", text=N_("No such step in this round."), ref=f"{APP_GUIDE} §Moves and corrections"
        ),
        Rule(
            id="engine.step_is_automatic",
            text=N_("This step is resolved by the app: use its action, or skip it."),
            ref=f"{APP_GUIDE} §The round checklist",
        ),
        Rule(
            id="engine.not_current_step",
            text=N_("Only the current step can be ticked; skip ahead to go further."),
            ref=f"{APP_GUIDE} §The round checklist",
        ),
        Rule(
            id="engine.no_going_back",
            text=N_("A step already passed this round is not played again: use Undo to go back."),
            ref=f"{APP_GUIDE} §The round checklist",
        ),
        Rule(
            id="engine.skip_needs_confirmation",
            text=N_("Skipping this step leaves something undone: the table must confirm the skip."),
            ref=f"{APP_GUIDE} §The round checklist",
        ),
        Rule(
            id="engine.not_correctable",
            text=N_("That value cannot be set by hand."),
            ref=f"{APP_GUIDE} §Moves and corrections",
        ),
        Rule(
            id="engine.bad_correction",
            text=N_("That correction does not fit the game."),
            ref=f"{APP_GUIDE} §Moves and corrections",
        ),
        Rule(
            id="engine.inconsistent",
            text=N_("No move or correction may leave the game in a state the rules cannot reach."),
            ref=f"{APP_GUIDE} §Moves and corrections",
        ),
        Rule(
            id="engine.other_game",
            text=N_("That state belongs to another game."),
            ref=f"{APP_GUIDE} §Sharing a game",
        ),
        Rule(
            id="engine.bad_state",
            text=N_("A received game must be complete and consistent."),
            ref=f"{APP_GUIDE} §Sharing a game",
        ),
        Rule(
            id="engine.no_such_player",
            text=N_("There is no such player at this table."),
            ref=f"{APP_GUIDE} §Players",
        ),
        Rule(
            id="engine.bad_name",
            text=N_("A player's name has 1 to 30 characters."),
            ref=f"{APP_GUIDE} §Players",
        ),
        Rule(
            id="engine.name_taken",
            text=N_("Two players cannot have the same name."),
            ref=f"{APP_GUIDE} §Players",
        ),
        Rule(
            id="engine.not_your_seat",
            text=N_(
                "When phones say who they play, a player's turn, choices and secrets (a face-down card, a hidden "
                "choice) are handled on their own phone, or on a phone passed round the table."
            ),
            ref=f"{APP_GUIDE} §Phones at the table",
        ),
        Rule(id="dice.bad_face", text=N_("That face is not on this die."), ref=f"{APP_GUIDE} §Dice"),
        Rule(id="dice.bad_count", text=N_("Enter one face for each die rolled."), ref=f"{APP_GUIDE} §Dice"),
        Rule(
            id="dice.faces_unknown",
            text=N_("This die's faces are not known yet: enter what you rolled, or enter the die in box setup."),
            ref=f"{APP_GUIDE} §Box setup",
        ),
    ]
)
