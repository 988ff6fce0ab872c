"""Rules as data: each rule has an id, a plain statement and a reference into shared/rules/.

A refused command reports every :class:`Violation` at once (python-chess ``status()`` style).
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class Violation(BaseModel):
    """One broken rule: which rule, what went wrong here, and where the rule is written."""

    model_config = ConfigDict(frozen=True)

    rule: str
    message: str
    ref: str
    text: str = ""

    @property
    def citation(self) -> str:
        """Where a player finds the rule, in words (never a file name or a line number)."""
        return self.ref

    def __str__(self) -> str:
        return f"[{self.rule}] {self.message} ({self.ref})"


class Rule(BaseModel):
    """A rule of a game, citing the rules file (e.g. ``columbia-rules-summary.txt §4.2``)."""

    model_config = ConfigDict(frozen=True)

    id: str
    text: str
    ref: str

    def violated(self, message: str | None = None) -> Violation:
        """The violation of this rule, with a situation-specific message (default: the rule text)."""
        return Violation(rule=self.id, message=message or self.text, ref=self.ref, text=self.text)


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

    def __iter__(self):
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
            id="engine.game_over", text="The game is over: no more moves.", ref="design/ARCHITECTURE.md §Principles 3"
        ),
        Rule(
            id="engine.wrong_phase",
            text="This action is not allowed in the current phase.",
            ref="design/ARCHITECTURE.md §A shape that fits (phases)",
        ),
        Rule(id="engine.unknown_step", text="No such step in this round.", ref="design/ARCHITECTURE.md §Principles 3"),
        Rule(
            id="engine.step_is_automatic",
            text="This step is resolved by the app: use its action, or skip it.",
            ref="design/ARCHITECTURE.md §What the app is",
        ),
        Rule(
            id="engine.not_current_step",
            text="Only the current step can be ticked; skip ahead to go further.",
            ref="design/ARCHITECTURE.md §What the app is",
        ),
        Rule(
            id="engine.no_going_back",
            text="A step already passed this round is not played again: use Undo to go back.",
            ref="design/ARCHITECTURE.md §What the app is",
        ),
        Rule(
            id="engine.skip_needs_confirmation",
            text="Skipping this step leaves something undone: the table must confirm the skip.",
            ref="design/ARCHITECTURE.md §What the app is",
        ),
        Rule(
            id="engine.not_correctable",
            text="That value cannot be set by hand.",
            ref="design/ARCHITECTURE.md §Principles 3",
        ),
        Rule(
            id="engine.bad_correction",
            text="That correction does not fit the game.",
            ref="design/ARCHITECTURE.md §Principles 3",
        ),
        Rule(
            id="engine.other_game",
            text="That state belongs to another game.",
            ref="design/ARCHITECTURE.md §Principles 7",
        ),
        Rule(id="dice.bad_face", text="That face is not on this die.", ref="design/ARCHITECTURE.md §Principles 5"),
        Rule(
            id="dice.bad_count", text="Enter one face for each die rolled.", ref="design/ARCHITECTURE.md §Principles 5"
        ),
        Rule(
            id="dice.faces_unknown",
            text="This die's faces are not known yet: enter what you rolled, or enter the die in box setup.",
            ref="design/ARCHITECTURE.md §Principles 1",
        ),
    ]
)
