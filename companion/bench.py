"""``companion bench``: snapshot density, latency, exact odds against sampling, autosave kill
trials, the app, the taps and typed fields of a round (as the browser flows last counted them) and
(with ``--live``) the live table.

Figures, not asserts. Every registered game is measured; a game that breaks during its
seeded random playouts stops the benchmark (that is a bug, not a figure). Baselines measured in the same run:
verbose JSON -> zlib -> base64 for snapshots, a 100,000-roll Monte Carlo for odds. The kill trials
(companion.sync.crash) count games and acknowledged commands lost, whose target is zero; the live
table (companion.benchmarks.live_table) drives Chromium with 2 and 6 phones and is slow, so it runs only when asked.
"""

from __future__ import annotations

import base64
import contextlib
import json
import os
import platform
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

import msgpack

from .content import ContentLibrary
from .engine import GameSession, registered
from .engine.dice import Distribution, standard
from .engine.game import BaseState, GameDefinition, definition_of
from .storage import write_save
from .sync import photo, qr
from .sync.codec import frame
from .sync.crash import CrashReport, crash_trials
from .sync.door_bench import door_figures, door_lines, hostile_lines, hostile_run
from .sync.model import Walk, Writing
from .sync.readers import READERS, installed_readers
from .sync.snapshot import (
    BUDGET,
    dictionary,
    encode,
    layout,
    model_tables,
    packed_fields,
    prefix_of,
    travel_fields,
    walk_code,
)
from .sync.train import playout_states
from .sync.travel import travelling

PLAYOUT_SEEDS = (1, 2, 3)
PLAYOUT_STEPS = 400
HOSTILE_CODES = 300
PHOTOS = 5


def machine() -> dict[str, Any]:
    model = ""
    with contextlib.suppress(OSError):
        model = next(
            (
                line.split(":", 1)[1].strip()
                for line in Path("/proc/cpuinfo").read_text().splitlines()
                if line.startswith("model name")
            ),
            "",
        )
    memory = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30 if hasattr(os, "sysconf") else 0
    return {
        "cpu": model or platform.processor(),
        "cores": os.cpu_count(),
        "memory_gib": round(memory, 1),
        "python": platform.python_version(),
        "system": f"{platform.system()} {platform.release()}",
    }


def _library() -> ContentLibrary:
    """Shipped content only: the benchmark never reads the player's own entries."""
    return ContentLibrary(user_dir=Path(tempfile.gettempdir()) / "companion-bench-content")


def _new(definition: GameDefinition[Any], seed: int) -> BaseState:
    state: BaseState = definition.new_game(
        max(definition.player_counts), seed, definition.resolve_options({}), _library()
    )
    return state


def worst_state(definition: GameDefinition[Any], steps: int = PLAYOUT_STEPS) -> BaseState:
    """The state with the longest code met along seeded random playouts with the most players."""
    library = _library()
    states = (
        s
        for seed in PLAYOUT_SEEDS
        for s in playout_states(definition, max(definition.player_counts), seed, steps, library)
    )
    return max(states, key=lambda s: len(encode(s, library)))


def version_1_code(state: BaseState) -> str:
    """The code the release of 24 November 2026 (format version 1) made of ``state``: the baseline of the budget."""
    definition = definition_of(state)
    payload = msgpack.packb([layout(definition), packed_fields(state)], use_bin_type=True)
    return frame(prefix_of(definition), 1, payload, dictionary(definition.id, 1))


def snapshot_density(state: BaseState, photos: int = 5) -> dict[str, Any]:
    verbose = json.dumps(state.model_dump(mode="json"), separators=(",", ":")).encode()
    baseline = base64.b64encode(zlib.compress(verbose, 9)).decode()
    code, old = encode(state, _library()), version_1_code(state)
    return {
        "json_bytes": len(verbose),
        "baseline_chars": len(baseline),
        "baseline_qr_version_m": qr.qr_version(baseline),
        "v1_chars": len(old),
        "v1_qr_version_m": qr.qr_version(old),
        "chars": len(code),
        "qr_version_m": qr.qr_version(code),
        "budget_chars": BUDGET,
        "ratio": round(len(baseline) / len(code), 2),
        "round": state.round,
        "revision": state.revision,
        "largest_fields": largest_fields(state),
        "camera": photo.read_rates(code, photos),
        "camera_v1": photo.read_rates(old, photos),
    }


def hostile_figures(
    count: int = HOSTILE_CODES, seed: int = 26, progress: Callable[[str], None] = lambda _: None
) -> dict[str, Any]:
    """``count`` hostile codes for each registered game through the door (:func:`hostile_run`)."""
    library = _library()
    return {
        definition.id: hostile_run(definition, library, count, seed, progress)
        for definition in sorted(registered().values(), key=lambda d: d.id)
    }


def hostile_report(total: int, seed: int, progress: Callable[[str], None] = lambda _: None) -> dict[str, Any]:
    """Only the hostile-code run: ``total`` codes shared among the games (``companion bench --hostile``)."""
    start = time.perf_counter()
    report: dict[str, Any] = {
        "machine": machine(),
        "hostile": hostile_figures(-(-total // len(registered())), seed, progress),
    }
    report["seconds"] = round(time.perf_counter() - start, 1)
    return report


def largest_fields(state: BaseState, top: int = 3) -> dict[str, int]:
    """The state fields costing the most of the code for any phone (where to slim a state), in bytes (a code
    spends about 1.43 characters a byte)."""
    definition = definition_of(state)
    walk = Walk(model_tables(definition.id), Writing())
    travels, derived = travelling(state)
    walk_code(walk, definition, _library(), travel_fields(travels), "shipped", derived, [])
    return {name: bits // 8 for name, bits in sorted(walk.costs.items(), key=lambda item: -item[1])[:top]}


def _ms(samples: list[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return round(statistics.median(ordered) * 1000, 3), round(p95 * 1000, 3)


def apply_latency(definition: GameDefinition[Any], commands: int, folder: Path) -> dict[str, Any]:
    """Validate + apply + autosave (atomic write with backups) for ``commands`` random commands.

    A finished game is followed by a new game with the next seed.
    """
    rnd, seed = random.Random(7), 7
    session = GameSession(_new(definition, seed))
    path = folder / f"{definition.id}.json"
    samples: list[float] = []
    while len(samples) < commands:
        command = definition.random_command(session.state, rnd)
        if command is None:
            seed += 1
            session = GameSession(_new(definition, seed))
            continue
        start = time.perf_counter()
        violations = session.execute(command)
        write_save(path, session)
        samples.append(time.perf_counter() - start)
        if violations:
            raise RuntimeError(f"{definition.id}: random command refused: {violations[0]}")
    median, p95 = _ms(samples)
    return {"apply_median_ms": median, "apply_p95_ms": p95, "commands": commands}


def qr_latency(state: BaseState, repeats: int = 20) -> dict[str, Any]:
    """Encode + PNG render of the snapshot, then zxing-cpp reading that PNG back."""
    encode_times, read_times = [], []
    for _ in range(repeats):
        start = time.perf_counter()
        png = qr.render_png(encode(state, _library()), box_size=4)
        encode_times.append(time.perf_counter() - start)
        start = time.perf_counter()
        qr.read_text(png)
        read_times.append(time.perf_counter() - start)
    return {"encode_render_ms": _ms(encode_times)[0], "qr_read_ms": _ms(read_times)[0]}


# -- exact odds against Monte Carlo ----------------------------------------------------------------


def _timed(fn: Callable[[], Any]) -> tuple[Any, float]:
    start = time.perf_counter()
    value = fn()
    return value, time.perf_counter() - start


def _odds_row(
    exact: Callable[[], list[Fraction]], sample: Callable[[random.Random], list[float]], label: str
) -> dict[str, Any]:
    exact_value, exact_s = _timed(exact)
    sampled, sample_s = _timed(lambda: sample(random.Random(12345)))
    error = max(abs(float(e) - s) for e, s in zip(exact_value, sampled, strict=False))
    return {
        "question": label,
        "exact_ms": round(exact_s * 1000, 3),
        "monte_carlo_ms": round(sample_s * 1000, 1),
        "speedup": round(sample_s / exact_s, 1) if exact_s else None,
        "monte_carlo_error": round(error, 5),
    }


def combat_question(rolls: int) -> dict[str, Any]:
    """12 dice a side, P(attacker's total beats the defender's). The box's combat die faces are
    not public, so standard d6 faces stand in (the exact method is the same for any faces)."""
    d6 = standard(6)

    def exact() -> list[Fraction]:
        side = Distribution.sum_of([d6] * 12)
        return [side.compare(side)[0]]

    def sample(rnd: random.Random) -> list[float]:
        wins = sum(sum(rnd.choices(range(1, 7), k=12)) > sum(rnd.choices(range(1, 7), k=12)) for _ in range(rolls))
        return [wins / rolls]

    return _odds_row(exact, sample, "Columbia combat, 12 dice a side (stand-in d6 faces)")


def lockdown_question(rolls: int) -> dict[str, Any]:
    """Infiltration: P(locked down by round k) from proximity 40 at alarm 3, round by round."""
    from .games.infiltration.board import PROXIMITY_END
    from .games.infiltration.forecast import forecast

    horizon = len(forecast(40, 3))

    def exact() -> list[Fraction]:
        return forecast(40, 3)

    def sample(rnd: random.Random) -> list[float]:
        counts = [0] * horizon
        for _ in range(rolls):
            value = 40
            for k in range(horizon):
                value += rnd.randint(1, 6) + 3
                if value >= PROXIMITY_END:
                    for j in range(k, horizon):
                        counts[j] += 1
                    break
        return [c / rolls for c in counts]

    return _odds_row(exact, sample, "Infiltration lock-down forecast, proximity 40, alarm 3")


def mission_question(rolls: int) -> dict[str, Any]:
    """Syndicate: a mission winning on 5-6, with extra hands adding the 4 face."""
    from .games.syndicate.odds import mission_chance, mission_wins

    faces, extra = [5, 6], [4]

    def exact() -> list[Fraction]:
        return [mission_chance(faces, extra, 0)]

    def sample(rnd: random.Random) -> list[float]:
        winning = sorted(set(faces) | set(extra))
        return [sum(mission_wins(rnd.randint(1, 6), winning, False) for _ in range(rolls)) / rolls]

    return _odds_row(exact, sample, "Syndicate mission on 5-6 plus extra hands (4)")


ODDS_QUESTIONS = {
    "columbia_combat": combat_question,
    "infiltration_lockdown": lockdown_question,
    "syndicate_mission": mission_question,
}


def odds(rolls: int) -> dict[str, Any]:
    rows = {key: question(rolls) for key, question in ODDS_QUESTIONS.items()}
    speedups = [row["speedup"] for row in rows.values() if row["speedup"]]
    return {"questions": rows, "speedup_vs_monte_carlo": min(speedups) if speedups else None}


# -- the app ---------------------------------------------------------------------------------------


def _free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def _wait_port(port: int, process: subprocess.Popen[bytes], timeout: float) -> bool:
    import socket

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and process.poll() is None:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return True
        except OSError:
            time.sleep(0.05)
    return False


def _vm_hwm_mb(pid: int) -> float | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        return None
    return None


def _open_page(url: str) -> int:
    """Open the served app as a joining phone does; the bytes it received on the wire (headers and bodies as
    sent, compressed where the server compressed them) until its home screen shows."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(
            executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu", "--no-first-run"]
        )
        page = browser.new_page(viewport={"width": 412, "height": 915})
        received: dict[str, int] = {}
        network = page.context.new_cdp_session(page)
        network.send("Network.enable")
        network.on("Network.loadingFinished", lambda e: received.__setitem__(e["requestId"], e["encodedDataLength"]))
        page.route("https://**/*", lambda route: route.abort())
        page.goto(url)
        page.wait_for_selector("flutter-view", timeout=60_000)
        page.locator("flt-semantics-placeholder").dispatch_event("click")
        page.get_by_role("button").first.wait_for(timeout=60_000)
        page.wait_for_load_state("networkidle")
        browser.close()
        return sum(received.values())


def app_figures(timeout: float = 60) -> dict[str, Any]:
    """Seconds from ``python -m companion`` to serving; server peak memory with one session; what a joining
    phone downloads on its first load (once the server's compressed copies are made: they are kept)."""
    from flet_web import get_package_web_dir

    from .table.key import kept, with_key
    from .web_server import client_files, keep_copies

    keep_copies(client_files(Path(get_package_web_dir())))  # made once on a machine, then kept
    port = _free_port()
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "COMPANION_HOME": home}
        start = time.perf_counter()
        process = subprocess.Popen(
            [sys.executable, "-m", "companion", "--port", str(port), "--no-browser"],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            cwd=Path(__file__).resolve().parent.parent,
        )
        try:
            if not _wait_port(port, process, timeout):
                return {"error": "the app did not start serving"}
            startup = time.perf_counter() - start
            idle = _vm_hwm_mb(process.pid)
            first_load = _open_page(with_key(f"http://127.0.0.1:{port}/", kept(Path(home))))  # as from the Join QR
            return {
                "startup_s": round(startup, 2),
                "idle_memory_mb": idle,
                "peak_memory_mb": _vm_hwm_mb(process.pid),
                "first_load_bytes": first_load,
            }
        except Exception as exc:  # no browser here: keep the other figures
            return {"error": f"{type(exc).__name__}: {exc}"[:160]}
        finally:
            process.terminate()
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()


# -- autosave kill trials and the live table -------------------------------------------------------

CRASH_TRIALS = 200
CRASH_SEED = 1
LIVE_PHONES = (2, 6)
LIVE_TAPS = 50
_LOST_COMMANDS = re.compile(r"(\d+) acknowledged, (\d+) kept")


def crash_summary(report: CrashReport) -> dict[str, Any]:
    """Games lost (not listed or not loading after the kill) and acknowledged commands lost.

    A trial where the file holds fewer commands than were acknowledged loses those commands
    (the game itself still loads); the command in flight at the kill may or may not be kept.
    """
    games_lost = commands_lost = 0
    for failure in report.failures:
        found = _LOST_COMMANDS.search(failure)
        if found and int(found[2]) < int(found[1]):
            commands_lost += int(found[1]) - int(found[2])
        else:
            games_lost += 1
    kept_in_flight = sum(loaded > acked for acked, loaded in zip(report.acknowledged, report.loaded, strict=True))
    return {
        "trials": report.trials,
        "games_lost": games_lost,
        "commands_lost": commands_lost,
        "in_flight_kept": kept_in_flight,
        "median_acknowledged": statistics.median(report.acknowledged) if report.acknowledged else None,
        "failures": report.failures[:5],
    }


def crash_figures(trials: int = CRASH_TRIALS, seed: int = CRASH_SEED) -> dict[str, Any]:
    """``trials`` autosave writers killed with SIGKILL at random moments (companion.sync.crash)."""
    start = time.perf_counter()
    summary = crash_summary(crash_trials(trials=trials, seed=seed))
    return {**summary, "seed": seed, "seconds": round(time.perf_counter() - start, 1)}


def live_figures(
    phones: tuple[int, ...] = LIVE_PHONES, taps: int = LIVE_TAPS, before: str | None = None
) -> dict[str, Any]:
    """The live table (companion.benchmarks.live_table) for each phone count, the smallest Flet app timed
    the same way (the floor), and with ``before`` (a git commit) the app as it was then, in the same run.
    A run that cannot drive Chromium reports its error and the other figures stay."""
    from .benchmarks.live_table import checkout, floor, measure

    def safely(phones: str, run: Callable[..., dict[str, Any]], *args: Any) -> dict[str, Any]:
        try:
            return run(*args)
        except Exception as exc:  # no Chromium / Playwright here: keep the rest of the report
            return {"phones": phones, "error": f"{type(exc).__name__}: {exc}"[:160]}

    figures: dict[str, Any] = {"floor": safely("1", floor, taps)}
    for count in phones:
        figures[str(count)] = safely(str(count), measure, count, taps)
    if before:
        with checkout(before) as tree:
            for count in phones:
                figures[f"{count} before"] = {**safely(str(count), measure, count, taps, tree), "app": before}
    return figures


def static_figures(site: Path | None, taps: int = LIVE_TAPS) -> dict[str, Any]:
    """The static phone build (companion.phone_build.bench) beside the served app's tap-to-paint on one
    phone, in the same run; a run that cannot drive Chromium reports its error."""
    from .benchmarks.live_table import measure as measure_served
    from .phone_build.bench import measure as measure_static

    try:
        figures = measure_static(site, taps)
        figures["served_tap_to_paint_ms"] = measure_served(phones=1, taps=taps)["tap_to_paint_ms"]
    except Exception as exc:  # no Chromium / Playwright here, or a build that failed: keep the rest
        return {"error": f"{type(exc).__name__}: {exc}"[:160]}
    return figures


# -- taps per round -------------------------------------------------------------------------------

ROUNDS = Path(__file__).resolve().parent.parent / "test-artifacts" / "rounds"
"""Where each game's browser flow (``tests/<game>/*_e2e.py``) records the taps and typed fields of the
round it played: the one source of these figures."""


@dataclass(frozen=True)
class RoundTarget:
    """The most presses a player should spend on one round (one action per player)."""

    limit: int
    with_typed: bool = False  # typed fields count against the limit too
    typed_limit: int | None = None  # the most typed fields, when they have a limit of their own

    def met(self, taps: int, typed: int) -> bool:
        within = self.typed_limit is None or typed <= self.typed_limit
        return within and taps + (typed if self.with_typed else 0) <= self.limit

    def text(self) -> str:
        typed = f" and ≤ {self.typed_limit} typed fields" if self.typed_limit is not None else ""
        return f"≤ {self.limit} {'taps and typed fields' if self.with_typed else 'taps'}{typed}"


ROUND_TARGETS = {
    # Columbia: a 2-player round with two fights (World Event, two turns of two moves and a fight each, one
    # against a token and one against the other player, dice rolled at the table and tapped in, refresh)
    "columbia": RoundTarget(45, typed_limit=4),
    "infiltration": RoundTarget(10),
    "syndicate": RoundTarget(12, with_typed=True),
}


def round_counts(folder: Path = ROUNDS) -> dict[str, Any]:
    """Each game's last recorded round beside its target (``None`` for a game whose flow has not run)."""
    figures: dict[str, Any] = {}
    for game, target in ROUND_TARGETS.items():
        try:
            counted = json.loads((folder / f"{game}.json").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            counted = None
        met = counted is not None and target.met(counted["taps"], counted["typed"])
        figures[game] = {"counted": counted, "target": target.text(), "met": met}
    return figures


# -- the whole run ---------------------------------------------------------------------------------


def run(
    commands: int = 1000,
    rolls: int = 100_000,
    app: bool = True,
    steps: int = PLAYOUT_STEPS,
    trials: int = CRASH_TRIALS,
    live_phones: tuple[int, ...] = (),
    live_before: str | None = None,
    taps: int = LIVE_TAPS,
    static: bool = False,
    static_site: Path | None = None,
    progress: Callable[[str], None] = lambda _: None,
    hostile: int = HOSTILE_CODES,
    photos: int = PHOTOS,
) -> dict[str, Any]:
    """The whole report. ``trials=0`` skips the kill trials; the live table runs only for ``live_phones``.

    ``progress`` hears a short line as each part starts (the CLI prints them on stderr).
    """
    from .games import GAME_IDS

    report: dict[str, Any] = {"machine": machine(), "snapshot": {}, "latency": {}}
    with tempfile.TemporaryDirectory() as folder:
        for definition in sorted(registered().values(), key=lambda d: d.id):
            progress(f"{definition.title}: playouts, snapshot sizes and apply latency ({commands} commands)")
            state = worst_state(definition, steps)
            report["snapshot"][definition.id] = snapshot_density(state, photos)
            report["latency"][definition.id] = {
                **apply_latency(definition, commands, Path(folder)),
                **qr_latency(state, repeats=min(20, commands)),
            }
    progress(f"exact odds against {rolls:,} Monte Carlo rolls")
    report["odds"] = odds(rolls)
    progress("the door: invariant checks and hostile codes")
    report["door"] = {game: door_figures(registered()[game], _library(), steps=steps) for game in GAME_IDS}
    report["hostile"] = hostile_figures(hostile, progress=progress)
    report["rounds"] = round_counts()
    if trials:
        progress(f"{trials} autosave kill trials (about 1-2 s each)")
        report["crash"] = crash_figures(trials)
    if app:
        progress("app start-up and memory")
        report["app"] = app_figures()
    if live_phones:
        progress(f"live table in Chromium with {' and '.join(map(str, live_phones))} phones (a few minutes)")
        report["live"] = live_figures(live_phones, taps, live_before)
    if static:
        progress("the static phone build in Chromium: cold and cached starts (several minutes)")
        report["static"] = static_figures(static_site, taps)
    return report


def share_code_lines(report: dict[str, Any]) -> list[str]:
    """The share-code part of the report: sizes beside the budget and baselines, camera and hostile figures."""
    lines: list[str] = []
    lines.append("Share codes: the longest code of seeded random playouts (most players), QR at ECC M")
    lines.append(
        f"{'game':<14}{'JSON B':>8}{'base64 ch':>11}{'QR v':>6}{'v1 ch':>7}{'QR v':>6}"
        f"{'ours ch':>9}{'QR v':>6}{'budget':>8}"
    )
    for game, s in report["snapshot"].items():
        lines.append(
            f"{game:<14}{s['json_bytes']:>8}{s['baseline_chars']:>11}{_v(s['baseline_qr_version_m']):>6}"
            f"{s['v1_chars']:>7}{_v(s['v1_qr_version_m']):>6}{s['chars']:>9}{_v(s['qr_version_m']):>6}"
            f"{s['budget_chars']:>8}"
        )
    for game, s in report["snapshot"].items():
        fields = ", ".join(f"{name} {size} B" for name, size in s["largest_fields"].items())
        lines.append(f"  {game}: round {s['round']}, revision {s['revision']}; costliest fields in the code: {fields}")
    missing = [name for name in READERS if name not in installed_readers()]
    lines.append(
        "Camera: the QR as the share screen draws it, photographed (simulated), photos read per severity"
        + (f" ({' and '.join(missing)} not installed here)" if missing else "")
    )
    for game, s in report["snapshot"].items():
        for key, label in (("camera", "ours"), ("camera_v1", "v1")):
            rates = "; ".join(
                f"{severity} " + ", ".join(f"{reader} {hits}" for reader, hits in readers.items())
                for severity, readers in s[key].items()
            )
            lines.append(f"  {game} ({label}): {rates}")
    return lines


def table(report: dict[str, Any]) -> str:
    """The report as plain-text tables."""
    m = report["machine"]
    lines = [f"Machine: {m['cpu']} · {m['cores']} cores · {m['memory_gib']} GiB · Python {m['python']}", ""]
    if "snapshot" not in report:  # the hostile-code run alone
        return "\n".join([*lines, *hostile_lines(report["hostile"]), f"({report['seconds']} s)"])
    lines += share_code_lines(report)
    lines += ["", "Latency (ms): apply = validate + apply + autosave write; QR = encode + PNG render; read = zxing-cpp"]
    lines.append(f"{'game':<14}{'commands':>9}{'median':>8}{'p95':>8}{'QR':>8}{'read':>8}")
    for game, t in report["latency"].items():
        lines.append(
            f"{game:<14}{t['commands']:>9}{t['apply_median_ms']:>8}{t['apply_p95_ms']:>8}"
            f"{t['encode_render_ms']:>8}{t['qr_read_ms']:>8}"
        )
    lines += ["", "Exact odds against Monte Carlo"]
    for row in report["odds"]["questions"].values():
        lines.append(
            f"  {row['question']}: exact {row['exact_ms']} ms, Monte Carlo {row['monte_carlo_ms']} ms "
            f"(x{row['speedup']} slower, error {row['monte_carlo_error']})"
        )
    lines.append(f"  smallest speed-up of exact odds over Monte Carlo: x{report['odds']['speedup_vs_monte_carlo']}")
    lines += ["", "Taps and typed fields per round (the browser flows' last count, tests/<game>/*_e2e.py)"]
    for game, row in report["rounds"].items():
        c = row["counted"]
        if c is None:
            lines.append(f"  {game}: not counted yet (run its browser flow); target {row['target']}")
            continue
        lines.append(
            f"  {game}: {c['taps']} taps + {c['typed']} typed fields, target {row['target']}"
            f" ({'met' if row['met'] else 'MISSED'}; {c['size']}, {c['theme']} theme, {c['when']})"
        )
    if "app" in report:
        a = report["app"]
        lines += ["", "App" if "error" not in a else f"App: {a['error']}"]
        if "error" not in a:
            lines.append(
                f"  start-up to serving: {a['startup_s']} s; server peak memory with one browser session: "
                f"{a['peak_memory_mb']} MB (idle {a['idle_memory_mb']} MB)"
            )
            lines.append(
                f"  a joining phone's first load: {a['first_load_bytes'] / 1e6:.1f} MB on the wire (target <= 6 MB; "
                "Flet's client as it is: 17.7 MB)"
            )
    if "door" in report:
        lines += ["", *door_lines(report["door"])]
    if "hostile" in report:
        lines += ["", *hostile_lines(report["hostile"])]
    if "crash" in report:
        c = report["crash"]
        lines += ["", f"Autosave kill trials (SIGKILL at a random moment, seed {c['seed']}, {c['seconds']} s)"]
        lines.append(
            f"  trials {c['trials']}: games lost {c['games_lost']}, acknowledged commands lost {c['commands_lost']} "
            f"(target 0 and 0); in-flight command kept in {c['in_flight_kept']}; "
            f"median {c['median_acknowledged']} commands acknowledged before the kill"
        )
        lines += [f"  {failure}" for failure in c["failures"]]
    if "live" in report:
        lines += ["", *live_lines(report["live"])]
    if "static" in report:
        lines += ["", *static_lines(report["static"])]
    return "\n".join(lines)


def live_lines(live: dict[str, Any]) -> list[str]:
    """The live table's part of the report: each run, and its p95 tap-to-paint as a multiple of the floor's."""
    lines = ["Live table (Chromium, Undo/Redo taps; ms p50 / p95; bytes sent per tap; server resident memory)"]
    floor = live.get("floor", {}).get("tap_to_paint_ms", {}).get("p95")
    for name, row in live.items():
        if "error" in row:
            lines.append(f"  {name}: {row['error']}")
            continue
        tap, spread, sent = row["tap_to_paint_ms"], row["propagation_ms"], row["bytes_per_tap"]
        who = "smallest Flet app (floor)" if name == "floor" else f"{row['phones']} phones"
        if "app" in row:
            who += f", app at {row['app']}"
        line = f"  {who}, {row['taps']} taps: tap-to-paint {tap['p50']} / {tap['p95']}"
        if name != "floor":
            line += f", every phone {spread['p50']} / {spread['p95']}"
            if floor:
                line += f" ({tap['p95'] / floor:.1f}x the floor at p95)"
            line += f"; {sent['tapping_phone']} B to the tapping phone, {sent['other_phone']} B to each other"
            line += f"; server {row['server_rss_mib']} MiB"
        lines.append(line)
    return lines


def static_lines(s: dict[str, Any]) -> list[str]:
    """The static phone build's part of the report."""
    if "error" in s:
        return [f"Static phone build: {s['error']}"]
    tap, served = s["tap_to_paint_ms"], s["served_tap_to_paint_ms"]
    return [
        "Static phone build (Chromium at 412x915, compressing static host; seconds)",
        f"  first load {s['first_load_bytes'] / 1e6:.1f} MB transferred (cached start {s['cached_load_bytes']} B)",
        f"  cold: home screen {s['cold_s']['home']} s, a started game {s['cold_s']['game']} s after the tap",
        f"  cached: home screen {s['cached_s']['home']} s, a started game {s['cached_s']['game']} s after the tap",
        f"  tap-to-paint (Undo/Redo, ms p50 / p95): static {tap['p50']} / {tap['p95']}, "
        f"served app {served['p50']} / {served['p95']}",
    ]


def _v(version: int | None) -> str:
    return str(version) if version else ">40"
