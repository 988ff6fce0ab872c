"""The benchmark runs end to end on a tiny iteration count (figures, not asserts on speed).

The slow parts stay off here: the app and the live table (Chromium) are not started, and a
single autosave kill trial runs on its own (one killed writer, about a second).
"""

from __future__ import annotations

import pytest

import tests.engine.toy  # noqa: F401  (at least one playable game)
from tests.bench import report as bench
from tests.bench.__main__ import arguments, main, parser
from tests.bench.crash import CrashReport

PROGRESS: list[str] = []
"""The progress lines of the quick run below (the CLI prints them on stderr)."""


@pytest.fixture(scope="module")
def report():
    """One quick run: no app, no live table, no kill trials (those are measured on their own below)."""
    return bench.run(
        commands=5, rolls=200, app=False, steps=10, trials=0, hostile=10, photos=1, progress=PROGRESS.append
    )


def test_bench_tells_each_part_as_it_starts_and_prints_no_raw_key(report):
    assert any(line.startswith("Toy: playouts") for line in PROGRESS)
    assert PROGRESS[-2:] == ["exact odds against 200 Monte Carlo rolls", "the door: invariant checks and hostile codes"]
    assert "speedup_vs_monte_carlo" not in bench.table(report)


def test_bench_runs_and_reports_the_issue_keys(report):
    assert "toy" in report["snapshot"]
    for figures in report["snapshot"].values():
        assert {"json_bytes", "baseline_chars", "v1_chars", "chars", "qr_version_m", "budget_chars"} <= set(figures)
        assert set(figures["camera"]) == {"steady", "ordinary", "hurried"}
        assert figures["json_bytes"] > 0 and figures["chars"] > 0
    for game, figures in report["latency"].items():
        assert figures["commands"] == 5, game
        assert 0 <= figures["apply_median_ms"] <= figures["apply_p95_ms"]
    assert set(report["odds"]["questions"]) == set(bench.ODDS_QUESTIONS)
    for row in report["odds"]["questions"].values():
        assert 0 <= row["monte_carlo_error"] < 0.2  # 200 rolls: a rough sample, never a wrong answer
    assert "Share codes" in bench.table(report)


def test_bench_reports_the_door_for_every_game(report):
    assert set(report["door"]) == {"columbia", "infiltration", "syndicate"}
    for game, door in report["door"].items():
        assert door["invariants_median_ms"] >= 0 and 0 < door["door_median_ms"] <= door["door_max_ms"], game
    assert "Door" in bench.table(report)


def test_bench_sends_hostile_codes_of_every_game_through_the_door(report):
    assert set(report["hostile"]) == {"toy", "columbia", "infiltration", "syndicate"}
    for game, hostile in report["hostile"].items():
        assert hostile["inputs"] == 10 and hostile["refused"] + hostile["accepted"] == 10, game
        assert hostile["invalid_passes"] == 0 and hostile["save_failures"] == 0, hostile["failures"]
        assert 0 < hostile["decode_p99_ms"] <= hostile["decode_max_ms"], game
    assert "Hostile codes through the door" in bench.table(report)


def test_the_hostile_run_alone_is_a_short_report():
    report = bench.hostile_report(8, seed=3)
    assert {game: figures["inputs"] for game, figures in report["hostile"].items()} == {
        game: 2 for game in report["hostile"]
    }
    assert "Hostile codes through the door" in bench.table(report) and "Share codes" not in bench.table(report)


def test_the_slow_parts_are_off_unless_asked(report):
    assert "crash" not in report and "live" not in report and "app" not in report
    assert "Autosave" not in bench.table(report) and "Live table" not in bench.table(report)


def test_one_kill_trial_loses_nothing_and_is_reported(report):
    crash = bench.crash_figures(trials=1, seed=3)
    assert crash["trials"] == 1
    assert (crash["games_lost"], crash["commands_lost"]) == (0, 0), crash["failures"]
    assert crash["median_acknowledged"] is not None and crash["median_acknowledged"] >= 0
    text = bench.table({**report, "crash": crash})
    assert "Autosave kill trials" in text and "games lost 0, acknowledged commands lost 0" in text


def test_crash_summary_tells_lost_games_from_lost_commands():
    report = CrashReport(
        trials=4,
        acknowledged=[3, 5],
        loaded=[3, 6],
        failures=["seed 9: the game is not listed after the kill", "seed 10: 7 acknowledged, 5 kept"],
    )
    summary = bench.crash_summary(report)
    assert summary["trials"] == 4
    assert summary["games_lost"] == 1
    assert summary["commands_lost"] == 2
    assert summary["in_flight_kept"] == 1


def live_row(phones: int, p95: float, **more) -> dict:
    return {
        "phones": phones,
        "taps": 50,
        "tap_to_paint_ms": {"p50": p95 / 2, "p95": p95},
        "propagation_ms": {"p50": p95, "p95": 2 * p95},
        "bytes_per_tap": {"tapping_phone": 900, "other_phone": 880 if phones > 1 else 0},
        "server_rss_mib": 100.0,
        **more,
    }


def test_live_rows_render_beside_the_floor_and_the_app_before_with_their_errors(report):
    report = {
        **report,
        "live": {
            "floor": live_row(1, 50.0),
            "2": live_row(2, 100.0),
            "6": {"phones": 6, "error": "Error: no Chromium"},
            "2 before": live_row(2, 400.0, app="66bcc26"),
        },
    }
    text = bench.table(report)
    assert "smallest Flet app (floor), 50 taps: tap-to-paint 25.0 / 50.0" in text
    assert "2 phones, 50 taps: tap-to-paint 50.0 / 100.0" in text and "(2.0x the floor at p95)" in text
    assert "2 phones, app at 66bcc26, 50 taps" in text and "(8.0x the floor at p95)" in text
    assert "900 B to the tapping phone, 880 B to each other" in text
    assert "6: Error: no Chromium" in text


def test_static_build_rows_render_beside_the_served_app_and_with_their_error(report):
    static = {
        "first_load_bytes": 12_300_000,
        "cached_load_bytes": 2800,
        "cold_s": {"home": 20.1, "game": 3.9},
        "cached_s": {"home": 14.2, "game": 3.1},
        "tap_to_paint_ms": {"p50": 240.0, "p95": 550.0},
        "served_tap_to_paint_ms": {"p50": 390.0, "p95": 610.0},
    }
    text = bench.table({**report, "static": static})
    assert "first load 12.3 MB transferred" in text and "cached: home screen 14.2 s" in text
    assert "static 240.0 / 550.0, served app 390.0 / 610.0" in text
    failed = bench.table({**report, "static": {"error": "Error: no Chromium"}})
    assert "Static phone build: Error: no Chromium" in failed


def test_a_built_site_given_to_the_bench_turns_the_static_figures_on(monkeypatch, tmp_path):
    seen = []
    monkeypatch.setattr(bench, "run", lambda **kw: seen.append(kw) or {})
    monkeypatch.setattr(bench, "table", lambda report: "")
    (tmp_path / "index.html").write_text("<html></html>")
    assert main(["--static-site", str(tmp_path)]) == 0
    assert seen[0]["static"] and seen[0]["static_site"] == tmp_path
    assert not arguments([]).static  # the static build is off by default


def test_bench_help_names_the_slow_live_flag(capsys):
    args = arguments(["--live", "--trials", "0"])
    assert args.live and args.trials == 0 and args.taps == 50
    assert not arguments([]).live  # the live table is off by default
    with pytest.raises(SystemExit):
        parser().parse_args(["--help"])
    help_text = capsys.readouterr().out
    assert "--live" in help_text and "Chromium" in help_text


def test_rounds_are_reported_from_the_flows_record_beside_the_targets(tmp_path, report):
    """The taps per round come from what the browser flows recorded (tests/e2e/steps.record_round)."""
    (tmp_path / "columbia.json").write_text(
        '{"taps": 39, "typed": 4, "size": "412x915", "theme": "light", "when": "2025-01-01"}'
    )
    (tmp_path / "syndicate.json").write_text(
        '{"taps": 9, "typed": 4, "size": "412x915", "theme": "light", "when": "2025-01-01"}'
    )
    rounds = bench.round_counts(tmp_path)
    assert rounds["columbia"]["met"] and rounds["columbia"]["target"] == "≤ 45 taps and ≤ 4 typed fields"
    assert not rounds["syndicate"]["met"]  # 9 + 4 typed fields is over 12
    assert rounds["infiltration"]["counted"] is None
    text = bench.table({**report, "rounds": rounds})
    assert "columbia: 39 taps + 4 typed fields, target ≤ 45 taps and ≤ 4 typed fields (met" in text
    assert "syndicate: 9 taps + 4 typed fields, target ≤ 12 taps and typed fields (MISSED" in text
    assert "infiltration: not counted yet" in text


def test_a_round_with_too_many_typed_fields_misses_columbias_target():
    """Issue 34's target for a 2-player Columbia round with two fights: at most 45 taps and 4 typed fields."""
    target = bench.ROUND_TARGETS["columbia"]
    assert target.met(45, 4) and not target.met(45, 5) and not target.met(46, 0)


@pytest.mark.parametrize(
    "argv",
    [
        ["--hostile", "-1"],
        ["--trials", "-5"],
        ["--commands", "0"],
        ["--live-before", "HEAD"],
        ["--static-site", "no-such-folder"],
    ],
    ids=["negative hostile count", "negative trials", "no commands", "before without the live run", "missing site"],
)
def test_a_bad_bench_option_exits_2_with_one_line_and_measures_nothing(argv, monkeypatch, capsys):
    monkeypatch.setattr(bench, "run", lambda **kw: pytest.fail("measured despite a bad option"))
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    assert exit_.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err[-1].startswith("python -m tests.bench: error: ") and "Traceback" not in "".join(err)
