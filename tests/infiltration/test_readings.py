"""Each reading of shared/game-data/infiltration-readings.md is a setting: default and alternative."""

from companion import games
from companion.games.infiltration.commands import Adjust, EnterScores, RunNpcPhase
from companion.games.infiltration.options import OPTIONS
from tests.commands import ok

from .helpers import edit, effect, face, game, npc_phase, put_npc, resolve, reveal_path, security, select, skip_to

READINGS = [o for o in OPTIONS if "infiltration-readings.md" in o.refs]


def test_every_reading_is_a_setting_with_both_readings_explained():
    """Defaults are the recommended readings; the help names the other one; the key ones are all there."""
    keys = {o.refs.split()[1] for o in READINGS}
    assert {"A-01", "A-02", "A-03", "A-04", "A-10", "A-11"} <= keys
    for option in READINGS:
        assert option.default == option.choices[0] and len(option.choices) == 2
        assert "Recommended" in option.help and "Other reading" in option.help
    assert games.get("infiltration").resolve_options({}) == {o.key: o.default for o in OPTIONS}


def test_a01_overshoot_is_logged_or_kept():
    """A-01: 95 + 6 + alarm 8 shows 99 by default; the other setting keeps 109 on record."""
    for setting, shown in (("stop at 99", 99), ("record the full sum", 109)):
        session = edit(
            game(proximity_overshoot=setting), lambda s: (setattr(s, "proximity", 95), setattr(s, "alarm", 8))
        )
        skip_to(session, "security")
        security(session, 6)
        assert session.state.finished and session.state.proximity == shown


def test_a03_npc_leaving_the_secret_room():
    """A-03: back to the Research Admin Office if revealed (default), or never moves."""

    def layout(s):
        reveal_path(s, 2, names={2: "Research Admin Office"})
        s.rooms[12].face = face("Vault", 0)
        put_npc(s, "Leah Bailey", 12)

    default = edit(game(), layout)
    npc_phase(default)
    assert default.state.npc_room("Leah Bailey") == 2
    still = edit(game(npc_secret_room="never moves"), layout)
    npc_phase(still)
    assert still.state.npc_room("Leah Bailey") == 12


def test_a05_facedown_npcs():
    """A-05: a face-down Harris in the entry room stays (inert) by default; the other reading removes it."""
    for setting, boxed in (("inert", []), ("removed at phase start", ["James Harris"])):
        session = edit(game(facedown_npcs=setting), lambda s: put_npc(s, "James Harris", 0, face_up=False))
        npc_phase(session)
        assert session.state.npc_box == boxed


def test_a06_npcs_trigger_enter_reminder():
    """A-06: with the setting on, the log reminds the table to resolve the Enter text for the NPC."""
    session = edit(game(npcs_trigger_enter="true"), lambda s: (reveal_path(s, 1), put_npc(s, "Leah Bailey", 1)))
    notes = npc_phase(session)
    assert any("Resolve the Enter text" in line for line in notes)


def test_a08_first_download_after_an_empty_one():
    """A-08: an empty Download keeps the room's 2-token allowance (default) or uses it up (literal)."""
    for setting, expected in (("first that took tokens", 2), ("any Download", 1)):
        session = game(first_download=setting, entry=face("Lobby", 0))
        select(session, {0: "download", 1: "item", 2: "download"})
        resolve(session, 0)
        resolve(session, 1)
        ok(session, Adjust(effects=[effect(kind="add_df", room=0, amount=3)]))
        resolve(session, 2)
        assert session.state.operatives[2].df_tokens == expected


def test_a10_delay_when_the_move_did_nothing():
    """A-10: a wounded Advance from the deepest room delays by default, not under 'only if moved'."""
    for setting, delayed in (("after resolving", True), ("only if moved", False)):
        session = edit(
            game(delay_check=setting),
            lambda s: (
                reveal_path(s, 11),
                setattr(s.operatives[0], "room", 11),
                setattr(s.operatives[0], "wounded", True),
            ),
        )
        select(session, {0: "advance", 1: "item", 2: "item"})
        resolve(session, 0)
        assert session.state.operatives[0].delayed is delayed


def _tied(options, specials):
    def change(state):
        for i, op in enumerate(state.operatives):
            op.status, op.df_tokens, op.specials = "escaped", 1, specials.get(i, [])
        state.proximity, state.finished = 99, True

    return edit(game(**options), change)


def test_a11_prototype_step_as_a_filter_or_a_count():
    """A-11: holding any Prototype passes the filter (default: 1 vs 2 Prototypes still tie), or most wins."""
    specials = {0: ["Prototype"], 1: ["Prototype", "Prototype"]}
    default = _tied({}, specials)
    ok(default, EnterScores(values={0: [2], 1: [2], 2: [2]}))
    assert [line.place for line in default.state.ranking][:2] == [1, 1]
    most = _tied({"prototype_tiebreak": "most Prototypes"}, specials)
    ok(most, EnterScores(values={0: [2], 1: [2], 2: [2]}))
    assert most.state.ranking[0].who.startswith("Player 2") and most.state.ranking[1].place == 2


def test_a11_two_player_lone_player_or_totals():
    """A-11: with 2 players, the only player with escapees wins (default) or totals are compared anyway."""

    def change(state):
        state.operatives[0].status, state.operatives[0].df_tokens = "escaped", 1
        for op in state.operatives[1:]:
            op.status = "eliminated"
        state.proximity, state.finished = 99, True

    for setting, reason in (("wins regardless", "only escapee"), ("compare totals", "highest total")):
        session = edit(game(players=2, two_player_lone=setting), change)
        ok(session, EnterScores(values={0: [1]}))
        assert session.state.ranking[0].who == "Player 1" and reason in session.state.result


def test_a18_bailey_leaves_at_the_start_of_the_phase():
    """A-18: Bailey in the entry room is removed (+20) at the start of the phase, before Nelson acts."""
    session = edit(game(), lambda s: (put_npc(s, "Officer Nelson", 0), put_npc(s, "Leah Bailey", 0)))
    skip_to(session, "npc")
    ok(session, RunNpcPhase())
    notes = session.log()[-1].notes
    assert session.state.npc_box == ["Leah Bailey"] and session.state.proximity == 20
    assert notes.index(next(n for n in notes if "Leah Bailey goes back" in n)) < notes.index(
        next(n for n in notes if "Officer Nelson acts" in n)
    )
