"""Engine core: validate/apply, phases, history, replay-stable dice, saves (design/ARCHITECTURE.md)."""

from fractions import Fraction

import pytest

from companion.engine import CompleteStep, Correct, GameSession, Refused, SaveError, SkipToStep, apply, validate
from companion.engine import dice as dicelib
from tests.engine.toy import TOY, Add, RollDie


def new_session(seed=1):
    return GameSession(TOY.new_game(2, seed, {}, None))


def test_refused_command_changes_nothing_and_names_its_rule():
    state = TOY.new_game(2, 1, {}, None)
    before = state.model_dump()
    with pytest.raises(Refused) as refused:
        apply(state, Add(amount=11))
    assert [v.rule for v in refused.value.violations] == ["toy.max_ten"]
    assert state.model_dump() == before


def test_command_outside_its_phase_is_refused():
    session = new_session()
    assert session.execute(CompleteStep(step="adds")) == []
    violations = session.validate(Add(amount=1))
    assert [v.rule for v in violations] == ["engine.wrong_phase"]
    assert "Play" in violations[0].message


def test_apply_bumps_revision_and_returns_new_state():
    state = TOY.new_game(2, 1, {}, None)
    new, _ = apply(state, Add(amount=3))
    assert (state.counter, state.revision, new.counter, new.revision) == (0, 0, 3, 1)


def test_automatic_step_cannot_be_ticked_and_last_step_starts_next_round():
    session = new_session()
    session.execute(CompleteStep(step="adds"))
    assert [v.rule for v in session.validate(CompleteStep(step="roll"))] == ["engine.step_is_automatic"]
    assert session.execute(RollDie()) == []
    assert session.state.progress.round == 2 and session.state.progress.step == "adds"


def test_skipping_ahead_is_allowed_and_logged():
    session = new_session()
    session.execute(Add(amount=1))
    assert session.execute(SkipToStep(step="roll")) == []
    assert session.state.progress.skipped == ["adds"]
    assert "Skipped: Add some" in session.log()[-1].notes


def test_skipping_a_step_with_an_obligation_needs_the_tables_confirmation():
    session = new_session()
    refused = session.execute(SkipToStep(step="roll"))
    assert [v.rule for v in refused] == ["engine.skip_needs_confirmation"]
    assert "Nobody has added anything yet." in refused[0].message
    assert session.execute(SkipToStep(step="roll", confirm=True)) == []
    assert any(note.startswith("By hand, the table confirmed") for note in session.log()[-1].notes)


def test_the_stepper_never_goes_back_to_a_passed_step():
    session = new_session()
    session.execute(SkipToStep(step="roll", confirm=True))
    assert [v.rule for v in session.validate(SkipToStep(step="adds"))] == ["engine.no_going_back"]
    assert [v.rule for v in session.validate(SkipToStep(step="roll"))] == ["engine.no_going_back"]


def test_a_correction_sets_a_declared_value_is_logged_and_undoable():
    session = new_session()
    assert session.execute(Correct(path="counter", value=7, reason="we forgot a card")) == []
    assert session.state.counter == 7
    assert session.log()[-1].label == "By hand: Counter set to 7 (we forgot a card)"
    session.undo()
    assert session.state.counter == 0


def test_a_correction_is_refused_off_the_list_off_the_model_or_against_an_invariant():
    session = new_session()
    assert [v.rule for v in session.validate(Correct(path="revision", value=3))] == ["engine.not_correctable"]
    assert [v.rule for v in session.validate(Correct(path="counter", value="many"))] == ["engine.bad_correction"]
    assert [v.rule for v in session.validate(Correct(path="counter", value=11))] == ["engine.bad_correction"]


def test_undo_then_roll_again_gives_the_same_faces():
    session = new_session(seed=99)
    session.execute(SkipToStep(step="roll", confirm=True))
    session.execute(RollDie())
    first = session.state.last_roll
    session.undo()
    session.execute(RollDie())
    assert session.state.last_roll == first


def test_entered_faces_are_checked_against_the_die():
    session = new_session()
    assert [v.rule for v in session.validate(RollDie(entered=[7, 1]))] == ["dice.bad_face"]
    assert [v.rule for v in session.validate(RollDie(entered=[1]))] == ["dice.bad_count"]
    session.execute(SkipToStep(step="roll", confirm=True))
    assert session.execute(RollDie(entered=[6, 6])) == [] and session.log()[-1].round == 1


def test_undo_redo_and_new_command_clears_redo():
    session = new_session()
    for amount in (1, 2, 3):
        session.execute(Add(amount=amount))
    session.undo()
    assert session.state.counter == 3 and session.redo_label() == "Add 3"
    session.redo()
    assert session.state.counter == 6
    session.undo()
    session.execute(Add(amount=4))
    assert not session.can_redo and session.state.counter == 7


def test_undo_all_returns_to_start():
    session = new_session()
    for amount in (1, 2, 3):
        session.execute(Add(amount=amount))
    while session.undo():
        pass
    assert session.state == session.start


def test_save_round_trip_keeps_history_and_redo():
    session = new_session()
    for amount in (1, 2, 3):
        session.execute(Add(amount=amount))
    session.undo()
    again = GameSession.from_save(session.to_save())
    assert again.state == session.state and again.log() == session.log() and again.redo_label() == "Add 3"


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d.pop("start"),
        lambda d: d.update(format="other"),
        lambda d: d.update(version=99),
        lambda d: d["commands"].append({"type": "add", "amount": 50}),
        lambda d: d["state"].update(counter=9),
        lambda d: d.update(game="chess"),
    ],
)
def test_damaged_save_raises_a_clear_save_error(damage):
    session = new_session()
    session.execute(Add(amount=2))
    data = session.to_save()
    damage(data)
    with pytest.raises(SaveError) as err:
        GameSession.from_save(data)
    assert "\n" not in str(err.value)


def test_distribution_sum_and_compare_are_exact():
    d6 = dicelib.Distribution.of_die(dicelib.standard(6))
    two = d6 + d6
    assert two.prob(lambda t: t == 7) == Fraction(1, 6)
    win, tie, lose = d6.compare(d6)
    assert (win, tie, lose) == (Fraction(5, 12), Fraction(1, 6), Fraction(5, 12))
    assert dicelib.best_of([dicelib.standard(6)] * 2).prob(lambda v: v == 6) == Fraction(11, 36)


def test_any_symbol_probability():
    die = dicelib.Die(name="sky", faces=["safe", 1, 2, "safe", 1, 0])
    assert dicelib.prob_any_symbol([die] * 3, "safe") == 1 - Fraction(4, 6) ** 3


def test_validate_reports_every_violation_without_raising():
    state = TOY.new_game(2, 1, {}, None)
    assert validate(state, Add(amount=2)) == []
