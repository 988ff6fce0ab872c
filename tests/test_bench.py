"""The benchmark runs end to end on a tiny iteration count (figures, not asserts on speed)."""

from __future__ import annotations

import tests.engine.toy  # noqa: F401  (at least one playable game)
from companion import bench


def test_bench_runs_and_reports_the_issue_keys():
    report = bench.run(commands=5, rolls=200, app=False, steps=10)
    assert "toy" in report["snapshot"]
    for figures in report["snapshot"].values():
        assert {"json_bytes", "baseline_chars", "baseline_qr_version_m", "chars", "qr_version_m"} <= set(figures)
    assert report["latency"]["toy"]["commands"] == 5
    assert "speedup_vs_monte_carlo" in report["odds"]
    assert "Snapshot" in bench.table(report)
