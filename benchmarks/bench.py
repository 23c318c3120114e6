"""Speed of judge, measured (not asserted: timing never belongs in the test suite).

    .venv/bin/python benchmarks/bench.py            # all three, writes benchmarks/RESULTS.md
    .venv/bin/python benchmarks/bench.py --quick    # fewer repetitions, prints only
    .venv/bin/python benchmarks/bench.py --startup  # only (a), printed

(a) start-up: `judge run <typical library scenario>` against
    `python -c "import click, pydantic, yaml, tabulate"` (the floor any CLI on these
    dependencies pays), median of N runs each; target ratio <= 1.3.
    Bytecode is cached (as after `pip install`): PYTHONDONTWRITEBYTECODE is
    cleared and PYTHONPYCACHEPREFIX points to a scratch folder, both commands
    get a warm-up run first. The same figures without any bytecode cache are
    reported too, and, where valgrind is installed, the instructions each
    command executes (callgrind): unlike time, the same on a busy machine.
(b) throughput: the whole library loaded and run in-process (what `judge check`
    does per file after start-up), repeated; scenarios per second; target >= 300/s.
(c) 1 against 1,000,000,000 lore counters put at once on a Saga: the run must
    cost the same (counts are integers, chapters trigger by range, 714.2b).
(d) what `judge run` imports beyond the baseline, from `python -X importtime`.
(e) linear cost at any board size: series of generated scenarios (proliferate over N creatures or N
    Sagas, one resolution creating N tokens, N actions in which a Saga enters each cycle, 100 turns with
    N-card libraries), in-process CPU time; the growth exponent of each series is the slope of
    log(time) against log(N), target <= 1.15; proliferate over 1,000 permanents and 8,192 tokens in
    one resolution against a typical in-process run (targets 5x and 20x); peak memory (tracemalloc)
    of the largest case of each series, target < 100 MB.
"""

from __future__ import annotations

import argparse
import datetime as dt
import gc
import math
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LIBRARY = ROOT / "scenarios"
TYPICAL = LIBRARY / "urzas-saga-blood-moon-2026.yaml"
BASELINE = [sys.executable, "-c", "import click, pydantic, yaml, tabulate"]
RESULTS = Path(__file__).resolve().parent / "RESULTS.md"
MANY_CORES = "## (f) Many cores"  # the heading of the section benchmarks/cores.py writes

COUNTERS_SCENARIO = """\
title: {n} lore counters at once
rules: 2026-08-07
players:
  Alice:
    library: 30
    battlefield: [History of Benalia]
  Bob: {{}}
turn: {{active: Alice, number: 3, step: precombat main}}
actions:
  - put counters: {{on: History of Benalia, lore: {n}}}
expect:
  objects:
    History of Benalia: {{counters: {{lore: {n}}}}}
"""


def judge_command() -> list[str]:
    script = Path(sys.executable).parent / "judge"
    return [str(script)] if script.exists() else [sys.executable, "-m", "judge"]


def env_with(cache: str | None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PYTHONPYCACHEPREFIX")}
    if cache is None:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        env["PYTHONPYCACHEPREFIX"] = tempfile.mkdtemp(prefix="judge-nocache-")  # empty: nothing cached
    else:
        env["PYTHONPYCACHEPREFIX"] = cache
    return env


def wall(command: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - start


def startup(runs: int, cache: str | None) -> dict:
    env = env_with(cache)
    judge = judge_command() + ["run", str(TYPICAL.relative_to(ROOT))]
    commands = {"baseline": BASELINE, "judge": judge}
    for _ in range(2):  # warm-up: fill the bytecode cache and the OS file cache
        for command in commands.values():
            wall(command, env)
    times: dict[str, list[float]] = {key: [] for key in commands}
    for _ in range(runs):  # interleaved, so drift in machine load hits all alike
        for key, command in commands.items():
            times[key].append(wall(command, env))
    out = {key: statistics.median(got) for key, got in times.items()}
    out["ratio"] = out["judge"] / out["baseline"]
    out["runs"] = runs
    return out


def instructions(cache: str) -> dict | None:
    """Instructions executed by each start-up command under valgrind's callgrind (bytecode cached, after the
    wall-clock runs filled the cache): a figure that the load of a shared machine does not move."""
    if shutil.which("valgrind") is None:
        return None
    env = env_with(cache)
    commands = {"baseline": BASELINE, "judge": judge_command() + ["run", str(TYPICAL.relative_to(ROOT))]}
    out: dict = {}
    for key, command in commands.items():
        with tempfile.TemporaryDirectory() as scratch:
            done = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={scratch}/out", *command],
                                  cwd=ROOT, env=env, capture_output=True, text=True, check=False)
        found = re.search(r"Collected : (\d+)", done.stderr)
        if found is None:
            return None
        out[key] = int(found.group(1))
    out["ratio"] = out["judge"] / out["baseline"]
    return out


def throughput(rounds: int) -> dict:
    sys.path.insert(0, str(ROOT))
    from judge import runner, scenario

    files = sorted(LIBRARY.glob("*.yaml"))
    for path in files:  # warm-up: imports, card files parsed once
        runner.run(scenario.load(path))
    start = time.perf_counter()
    for _ in range(rounds):
        for path in files:
            runner.run(scenario.load(path))
    elapsed = time.perf_counter() - start
    texts = {path: path.read_text(encoding="utf-8") for path in files}
    start = time.perf_counter()
    for _ in range(rounds):
        for path in files:
            scenario.load(path, texts[path])
    parse = time.perf_counter() - start
    n = rounds * len(files)
    return {"scenarios": len(files), "rounds": rounds, "per_second": n / elapsed, "ms_each": 1000 * elapsed / n,
            "parse_ms_each": 1000 * parse / n}


def counters(repeats: int) -> dict:
    sys.path.insert(0, str(ROOT))
    from judge import runner, scenario

    def once(n: int) -> float:
        text = COUNTERS_SCENARIO.format(n=n)
        start = time.perf_counter()
        result = runner.run(scenario.load(f"{n}-lore.yaml", text))
        took = time.perf_counter() - start
        assert result.passed, [c for c in result.checks if not c.ok]
        return took

    sizes = (1, 3, 10**9)  # 3: the same three chapter triggers as a billion, so only the count differs
    for n in sizes:
        once(n)
    times: dict[int, list[float]] = {n: [] for n in sizes}
    for _ in range(repeats):
        for n in sizes:
            times[n].append(once(n))
    one, three, billion = (statistics.median(times[n]) for n in sizes)
    return {"one": one, "three": three, "billion": billion, "ratio": billion / one, "ratio3": billion / three,
            "repeats": repeats}


# ----- (e) linear cost at any board size ---------------------------------------------------------

_HEAD = """title: "{title}"
rules: 2026-08-07
players:
  Alice:
{alice}
  Bob: {{}}
turn: {{active: Alice, number: 3, step: precombat main}}
actions:
{actions}
"""


def _scenario(title: str, alice: list[str], actions: list[str]) -> str:
    return _HEAD.format(title=title, alice="\n".join("    " + line for line in alice),
                        actions="\n".join("  - " + a for a in actions))


def proliferate_creatures(n: int) -> str:
    """N creatures with a +1/+1 counter each; one proliferate gives each another."""
    return _scenario(f"proliferate over {n} creatures", ["library: 30", "battlefield:"] + [
        f"  - {{card: Grizzly Bears, id: b{i}, counters: {{+1/+1: 1}}}}" for i in range(n)],
        ["proliferate: {by: Alice}"])


def proliferate_sagas(n: int) -> str:
    """N Sagas at lore 1; one proliferate: N chapter II abilities trigger and go on the stack."""
    return _scenario(f"proliferate over {n} Sagas", ["library: 30", "battlefield:"] + [
        f"  - {{card: History of Benalia, id: h{i}, counters: {{lore: 1}}, resolved chapters: [1]}}"
        for i in range(n)], ["proliferate: {by: Alice}"])


def chapters_resolving(n: int) -> str:
    """N Sagas at lore 1, proliferated; then N chapter II abilities resolve one by one (N Knights): state-based
    actions are checked after each."""
    return proliferate_sagas(n).replace("  - proliferate: {by: Alice}",
                                        "  - proliferate: {by: Alice}\n  - resolve: all")


def tokens(n: int) -> str:
    """log2(N) Doubling Seasons: History of Benalia enters with N lore counters (714.3a is a replacement
    effect since 2026-04-17, doubled by each, 614.16); chapter I resolves and creates N Knight tokens."""
    seasons = int(math.log2(n))
    return _scenario(f"{seasons} Doubling Seasons: chapter I creates {n} Knights", [
        "library: 30", "hand: [History of Benalia]", "battlefield:"] + [
        f"  - {{card: Doubling Season, id: d{i}}}" for i in range(seasons)],
        ["cast: History of Benalia", "resolve", "resolve"])


def benalia_seasons(seasons: int) -> str:
    """Doubling Seasons and History of Benalia, everything resolved: 2 x 2^seasons Knights, pumped."""
    return _scenario(f"{seasons} Doubling Seasons and History of Benalia", [
        "library: 30", "hand: [History of Benalia]", "battlefield:"] + [
        f"  - {{card: Doubling Season, id: d{i}}}" for i in range(seasons)],
        ["cast: History of Benalia", "resolve: all"])


def saga_cycles(n: int) -> str:
    """N actions, four per cycle: a Saga enters (its chapter I loots), everything resolves, Alice's next
    precombat main phase adds lore (714.3c), everything resolves. Graveyard and log grow; the board
    does not."""
    cycles = n // 4
    return _scenario(f"{n} actions, a Saga entering each cycle", ["exile:"] + [
        f"  - {{card: 'Summon: G.F. Ifrit', id: s{i}}}" for i in range(cycles)] + [
        "battlefield: [Grizzly Bears, Blood Moon]"],
        [a for i in range(cycles) for a in (f"move: {{object: s{i}, to: battlefield}}", "resolve: all",
                                            "advance: {to: precombat main, turn: Alice}", "resolve: all")])


def libraries(n: int) -> str:
    """Both players with N-card libraries; 100 turns (each player draws 50 cards)."""
    text = _scenario(f"100 turns with {n}-card libraries", [f"library: {n}", "battlefield: [Grizzly Bears]"],
                     ["advance: {to: precombat main, turn: next}"] * 100)
    return text.replace("  Bob: {}", f"  Bob:\n    library: {n}")


# name: (generator, sizes, what is timed: "run" or the index of the action, description)
SERIES = {
    "proliferate creatures": (proliferate_creatures, (125, 250, 500, 1000), 0, "proliferate over N creatures"),
    "proliferate Sagas": (proliferate_sagas, (125, 250, 500, 1000), 0,
                          "proliferate over N Sagas (N chapter abilities trigger)"),
    "chapters resolving": (chapters_resolving, (125, 250, 500, 1000), 1,
                           "N chapter abilities resolving one by one, each creating a token"),
    "tokens": (tokens, (1024, 2048, 4096, 8192), 2, "one resolution creating N tokens"),
    "Saga cycles": (saga_cycles, (125, 250, 500, 1000), "run", "N actions, a Saga entering each cycle"),
    "libraries": (libraries, (1250, 2500, 5000, 10000), "run", "100 turns with N-card libraries"),
}


# The same series measured at commit 9e37a3e, before characteristics were kept per object and objects
# indexed (one repetition, a loaded machine; the largest sizes left out where a run took minutes).
BEFORE = {
    "proliferate creatures": ((125, 0.1057), (250, 0.4071), (500, 1.8706), (1000, 7.4176)),
    "proliferate Sagas": ((125, 0.0746), (250, 0.3228), (500, 1.5146), (1000, 8.4942)),
    "chapters resolving": ((125, 0.2321), (250, 0.8541), (500, 4.1520)),
    "tokens": ((1024, 2.5571), (2048, 13.9050), (4096, 66.7455)),
    "Saga cycles": ((125, 0.2064), (250, 0.5140), (500, 1.6490), (1000, 6.1321)),
    "libraries": ((1250, 1.6611), (2500, 3.9834), (5000, 7.4356), (10000, 25.0097)),
}


def _timed_run(text: str, name: str) -> tuple[float, list[float]]:
    """CPU seconds of the whole run (after loading) and of each action."""
    from judge import runner, scenario

    loaded = scenario.load(name, text)
    spent: list[float] = []
    perform = runner.perform

    def timed_perform(*args, **kwargs):
        start = time.process_time()
        try:
            return perform(*args, **kwargs)
        finally:
            spent.append(time.process_time() - start)

    runner.perform = timed_perform
    gc.collect()  # each run starts from a clean heap, whatever the runs before it left
    try:
        start = time.process_time()
        result = runner.run(loaded)
        took = time.process_time() - start
    finally:
        runner.perform = perform
    assert not result.checks or result.passed, name
    return took, spent


def exponent(points: list[tuple[int, float]]) -> float:
    """Least-squares slope of log(time) against log(size): 1 is linear, 2 quadratic."""
    xs = [math.log(n) for n, _ in points]
    ys = [math.log(t) for _, t in points]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)


def typical_run(repeats: int) -> float:
    """CPU seconds of a typical library scenario loaded and run in-process: the best of `repeats`, like the
    series (a median swings with the garbage collector, whose full collections depend on what the process
    did before)."""
    from judge import runner, scenario

    text = TYPICAL.read_text(encoding="utf-8")
    runner.run(scenario.load(TYPICAL, text))
    gc.collect()
    times = []
    for _ in range(repeats):
        start = time.process_time()
        runner.run(scenario.load(TYPICAL, text))
        times.append(time.process_time() - start)
    return min(times)


def as_commands(runs: int, cache: str) -> dict:
    """Wall-clock medians of `judge run` (bytecode compiled) on the typical scenario and on the two largest
    one-resolution cases, interleaved: the targets of issue 8 §3 read against "a typical `judge run`"."""
    folder = Path(tempfile.mkdtemp(prefix="judge-bench-"))
    files = {"typical": TYPICAL}
    for name, text in (("proliferate", proliferate_creatures(1000)), ("tokens", tokens(8192))):
        files[name] = folder / f"{name}.yaml"
        files[name].write_text(text, encoding="utf-8")
    env = env_with(cache)
    commands = {key: judge_command() + ["run", str(path)] for key, path in files.items()}
    for command in commands.values():  # warm-up: bytecode and OS file cache
        wall(command, env)
    times: dict[str, list[float]] = {key: [] for key in commands}
    for _ in range(runs):
        for key, command in commands.items():
            times[key].append(wall(command, env))
    return {key: statistics.median(got) for key, got in times.items()}


def linear_cost(repeats: int) -> dict:
    sys.path.insert(0, str(ROOT))
    out: dict = {"typical": typical_run(50 * repeats), "series": {}}
    for name, (make, sizes, timed, what) in SERIES.items():
        points = []
        for n in sizes:
            best = min(_timed_run(make(n), f"{name}-{n}.yaml") for _ in range(repeats))
            points.append((n, best[0] if timed == "run" else best[1][timed]))
        tracemalloc.start()
        _timed_run(make(sizes[-1]), f"{name}-{sizes[-1]}.yaml")
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        out["series"][name] = {"what": what, "points": points, "exponent": exponent(points), "peak_mb": peak / 2**20}
    took, _ = _timed_run(benalia_seasons(12), "benalia-12.yaml")
    out["benalia12"] = took
    return out


def series_report(e: dict) -> list[str]:
    ok = {True: "meets", False: "MISSES"}
    typical = e["typical"]
    lines = [
        "## (e) Linear cost at any board size",
        "",
        "Generated scenarios (`SERIES` in `benchmarks/bench.py`), in-process CPU time (best of the repetitions; "
        "loading the YAML not included; garbage collection included), of the action named or of the whole run. "
        "*Exponent*: slope of "
        "log(time) against log(N), 1 linear, 2 quadratic; target ≤ 1.15. *Peak*: tracemalloc peak of the "
        "largest case; target < 100 MB.",
        "",
        "| series | timed | N | times | exponent | peak | before (9e37a3e): times, exponent |",
        "|---|---|---|---|---|---|---|",
    ]
    for name, got in e["series"].items():
        sizes = " / ".join(f"{n:,}" for n, _ in got["points"])
        times = " / ".join(f"{t * 1000:.1f}" for _, t in got["points"])
        before = BEFORE.get(name, ())
        then = (" / ".join(f"{t * 1000:,.0f}" for _, t in before) + f" ms, {exponent(list(before)):.2f}"
                if before else "")
        lines.append(f"| {name} | {got['what']} | {sizes} | {times} ms | **{got['exponent']:.2f}** "
                     f"({ok[got['exponent'] <= 1.15]}) | {got['peak_mb']:.1f} MB ({ok[got['peak_mb'] < 100]}) | "
                     f"{then} |")
    proliferate = e["series"]["proliferate creatures"]["points"][-1][1]
    tokens = e["series"]["tokens"]["points"][-1][1]
    lines += [
        "",
        f"A typical run (`{TYPICAL.relative_to(ROOT)}` loaded and run in-process, best of many) takes "
        f"{typical * 1000:.2f} ms of CPU:",
        "",
        "| one resolution | time | against a typical run | target |",
        "|---|---|---|---|",
        f"| proliferate over 1,000 creatures | {proliferate * 1000:.1f} ms | **{proliferate / typical:.1f}×** | "
        f"≤ 5× ({ok[proliferate / typical <= 5]}) |",
        f"| chapter I creating 8,192 tokens | {tokens * 1000:.1f} ms | **{tokens / typical:.1f}×** | "
        f"≤ 20× ({ok[tokens / typical <= 20]}) |",
        "",
        f"12 Doubling Seasons and History of Benalia, everything resolved (8,192 Knights, pumped by chapter III, "
        f"then sacrificed): {e['benalia12']:.2f} s for the whole run (129 s before, issue 8 §3).",
        "",
        "As commands, against a typical `judge run` (wall clock, bytecode compiled, median of interleaved runs; "
        "start-up included, as a user sees it):",
        "",
        "| `judge run` of | wall | against a typical `judge run` | target |",
        "|---|---|---|---|",
        f"| {TYPICAL.relative_to(ROOT)} (typical) | {e['commands']['typical'] * 1000:.0f} ms | 1× | |",
        f"| proliferate over 1,000 creatures | {e['commands']['proliferate'] * 1000:.0f} ms | "
        f"**{e['commands']['proliferate'] / e['commands']['typical']:.1f}×** | "
        f"≤ 5× ({ok[e['commands']['proliferate'] / e['commands']['typical'] <= 5]}) |",
        f"| chapter I creating 8,192 tokens | {e['commands']['tokens'] * 1000:.0f} ms | "
        f"**{e['commands']['tokens'] / e['commands']['typical']:.1f}×** | "
        f"≤ 20× ({ok[e['commands']['tokens'] / e['commands']['typical'] <= 20]}) |",
        "",
        "Against a typical in-process run (the stricter reading): the cost is linear, but each counter put or "
        "token created is still an event of "
        f"the trace with its own replacement-effect lookup, characteristics and trigger check: "
        f"{proliferate / 1000 * 1e6:.0f} µs a creature proliferated and {tokens / 8192 * 1e6:.0f} µs a token "
        f"created, where the targets leave {5 * typical / 1000 * 1e6:.0f} µs and {20 * typical / 8192 * 1e6:.0f} µs.",
        "",
    ]
    return lines


def imports(cache: str) -> list[tuple[str, float, float]]:
    """Modules `judge run` imports that the baseline does not: (name, own ms beyond the baseline, cumulative ms).

    "Beyond the baseline" sums the self time of the module and of its sub-imports that the
    baseline does not import, so `judge.cli` is not charged for `click`.
    """
    env = env_with(cache)

    def importtime(command: list[str]) -> list[tuple[str, int, float, float]]:
        proc = subprocess.run(command[:1] + ["-X", "importtime"] + command[1:], cwd=ROOT, env=env,
                              capture_output=True, text=True, check=False)
        rows = []
        for line in proc.stderr.splitlines():
            m = re.match(r"import time:\s+(\d+) \|\s+(\d+) \|( *)(\S+)", line)
            if m:
                rows.append((m.group(4), len(m.group(3)) // 2, int(m.group(1)) / 1000, int(m.group(2)) / 1000))
        return rows

    base = {name for name, *_ in importtime(BASELINE)}
    samples: dict[str, list[tuple[float, float, int]]] = {}
    for _ in range(5):
        stack: list[tuple[int, float]] = []  # (depth, time beyond the baseline) of modules awaiting their parent
        for name, depth, own, cumulative in importtime([sys.executable, "-m", "judge", "run",
                                                        str(TYPICAL.relative_to(ROOT))]):
            beyond = 0.0 if name in base else own
            while stack and stack[-1][0] > depth:
                beyond += stack.pop()[1]
            stack.append((depth, beyond))
            if name not in base:
                samples.setdefault(name, []).append((beyond, cumulative, depth))
    rows = [(name, statistics.median(x[0] for x in got), statistics.median(x[1] for x in got))
            for name, got in samples.items() if got[0][2] <= 2]
    return sorted(rows, key=lambda r: -r[1])[:15]


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return (f"{cpu}, {os.cpu_count()} CPUs, {platform.system()} {platform.release()}, "
            f"Python {platform.python_version()}")


def kept_many_cores() -> str:
    """Section (f) of RESULTS.md, which benchmarks/cores.py writes: kept as it is when this script rewrites the rest."""
    old = RESULTS.read_text(encoding="utf-8") if RESULTS.is_file() else ""
    return old[old.index(MANY_CORES):] if MANY_CORES in old else ""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repetitions; print, don't write RESULTS.md")
    parser.add_argument("--runs", type=int, default=15, help="start-up runs of each command (median)")
    parser.add_argument("--series", action="store_true", help="only (e), the board-size series; print them")
    parser.add_argument("--startup", action="store_true", help="only (a), start-up with bytecode cached; print it")
    args = parser.parse_args()
    runs = 5 if args.quick else args.runs
    cache = tempfile.mkdtemp(prefix="judge-pycache-")
    if args.startup:
        print(startup(runs, cache), instructions(cache))
        return
    if args.series:
        e = linear_cost(1 if args.quick else 5)
        e["commands"] = as_commands(runs, cache)
        print("\n".join(series_report(e)))
        return

    a = startup(runs, cache)
    a_cold = startup(max(3, runs // 3), None)
    a_instructions = instructions(cache)
    b = throughput(3 if args.quick else 20)
    c = counters(10 if args.quick else 50)
    d = imports(cache)
    e = linear_cost(1 if args.quick else 5)
    e["commands"] = as_commands(runs, cache)

    ok = {True: "meets", False: "MISSES"}
    lines = [
        "# judge benchmarks",
        "",
        f"Measured {dt.date.today().isoformat()} on {machine()}, by `benchmarks/bench.py`.",
        "Timings are wall-clock medians; they vary with the machine and its load.",
        "",
        "## (a) Start-up: `judge run` against the dependency floor",
        "",
        f"`judge run {TYPICAL.relative_to(ROOT)}` against `python -c \"import click, pydantic, yaml, tabulate\"`, "
        f"median of {a['runs']} interleaved runs each.",
        "",
        "| bytecode | baseline | judge run | ratio | target |",
        "|---|---|---|---|---|",
        f"| cached (as installed) | {a['baseline'] * 1000:.1f} ms | {a['judge'] * 1000:.1f} ms | "
        f"**{a['ratio']:.2f}×** | ≤ 1.3× ({ok[a['ratio'] <= 1.3]}) |",
        f"| none (PYTHONDONTWRITEBYTECODE, empty cache) | {a_cold['baseline'] * 1000:.1f} ms | "
        f"{a_cold['judge'] * 1000:.1f} ms | {a_cold['ratio']:.2f}× | (informative) |",
        *([f"| cached, instructions executed (valgrind callgrind; load-independent) | "
           f"{a_instructions['baseline'] / 1e6:.0f} M | {a_instructions['judge'] / 1e6:.0f} M | "
           f"**{a_instructions['ratio']:.3f}×** | ≤ 1.3× ({ok[a_instructions['ratio'] <= 1.3]}) |"]
          if a_instructions else []),
        "",
        "## (b) Throughput of the library after start-up",
        "",
        f"All {b['scenarios']} library scenarios loaded (YAML, validation) and run (engine, expectations) "
        f"in-process, {b['rounds']} rounds: **{b['per_second']:.0f} scenarios/s** "
        f"({b['ms_each']:.2f} ms each, of which {b['parse_ms_each']:.2f} ms loading); target ≥ 300/s "
        f"({ok[b['per_second'] >= 300]}).",
        "",
        "## (c) 1 against 1,000,000,000 lore counters at once",
        "",
        "`put counters: {on: History of Benalia, lore: N}` on a Saga with three chapters, whole run in-process, "
        f"median of {c['repeats']}:",
        "",
        "| N = 1 | N = 3 | N = 1,000,000,000 | billion / 1 | billion / 3 |",
        "|---|---|---|---|---|",
        f"| {c['one'] * 1000:.2f} ms | {c['three'] * 1000:.2f} ms | {c['billion'] * 1000:.2f} ms | "
        f"**{c['ratio']:.2f}×** | **{c['ratio3']:.2f}×** |",
        "",
        "N = 1 triggers chapter I only; N = 3 and N = 1,000,000,000 both trigger chapters I, II and III "
        "(714.2b), so the last column compares the same work with a different count.",
        "",
        "## (d) What `judge run` imports beyond the baseline",
        "",
        "From `python -X importtime -m judge run …`, median of 5 (importtime's own overhead inflates these). "
        "*Beyond baseline*: self time of the module and of its sub-imports that the baseline does not import "
        "(so `judge.cli` is not charged for `click`); *cumulative*: as importtime reports it.",
        "",
        "| module | beyond baseline | cumulative |",
        "|---|---|---|",
        *[f"| `{name}` | {beyond:.1f} ms | {cumulative:.1f} ms |" for name, beyond, cumulative in d],
        "",
    ]
    lines += series_report(e)
    lines += [
        "## Findings",
        "",
        f"- Start-up is {a['ratio']:.2f}× the floor with bytecode cached. The board tables are formatted by "
        "`judge/table.py` rather than `tabulate`, whose import alone (it reads its own version through "
        "`importlib.metadata`) put start-up at 1.37× when it was a dependency.",
        "- `judge.cli` imports only click at start-up; the engine, cards and renderers load inside the commands. "
        "The engine's own import (`judge.runner` and `judge.game.*`, mostly dataclass creation) is the next "
        "largest cost and is needed by every `run`.",
        "- Without a bytecode cache (PYTHONDONTWRITEBYTECODE=1, as in this project's sandbox) every module is "
        "compiled at each start; an installed package has its bytecode compiled once.",
        "- The cost of a change is proportional to what it affects (section (e)): characteristics are kept per "
        "object and derived again only for the objects a change can alter (`Game.touch`), objects are indexed "
        "by zone (the battlefield in timestamp order), by name and by the abilities they print, so no event "
        "scans every object.",
        "",
    ]
    report = "\n".join(lines)
    print(report)
    if not args.quick:
        RESULTS.write_text(report + kept_many_cores(), encoding="utf-8")
        print(f"written to {RESULTS.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
