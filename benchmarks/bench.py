"""Speed of judge, measured (not asserted: timing never belongs in the test suite).

    .venv/bin/python benchmarks/bench.py            # all three, writes benchmarks/RESULTS.md
    .venv/bin/python benchmarks/bench.py --quick    # fewer repetitions, prints only

(a) start-up: `judge run <typical library scenario>` against
    `python -c "import click, pydantic, yaml"` (the floor any CLI on these
    dependencies pays), median of N runs each; target ratio <= 1.3.
    Bytecode is cached (as after `pip install`): PYTHONDONTWRITEBYTECODE is
    cleared and PYTHONPYCACHEPREFIX points to a scratch folder, both commands
    get a warm-up run first. The same figures without any bytecode cache are
    reported too.
(b) throughput: the whole library loaded and run in-process (what `judge check`
    does per file after start-up), repeated; scenarios per second; target >= 300/s.
(c) 1 against 1,000,000,000 lore counters put at once on a Saga: the run must
    cost the same (counts are integers, chapters trigger by range, 714.2b).
(d) what `judge run` imports beyond the baseline, from `python -X importtime`.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import platform
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LIBRARY = ROOT / "scenarios"
TYPICAL = LIBRARY / "urzas-saga-blood-moon-2026.yaml"
BASELINE = [sys.executable, "-c", "import click, pydantic, yaml"]
RESULTS = Path(__file__).resolve().parent / "RESULTS.md"

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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repetitions; print, don't write RESULTS.md")
    parser.add_argument("--runs", type=int, default=15, help="start-up runs of each command (median)")
    args = parser.parse_args()
    runs = 5 if args.quick else args.runs
    cache = tempfile.mkdtemp(prefix="judge-pycache-")

    a = startup(runs, cache)
    a_cold = startup(max(3, runs // 3), None)
    b = throughput(3 if args.quick else 20)
    c = counters(10 if args.quick else 50)
    d = imports(cache)

    ok = {True: "meets", False: "MISSES"}
    lines = [
        "# judge benchmarks",
        "",
        f"Measured {dt.date.today().isoformat()} on {machine()}, by `benchmarks/bench.py`.",
        "Timings are wall-clock medians; they vary with the machine and its load.",
        "",
        "## (a) Start-up: `judge run` against the dependency floor",
        "",
        f"`judge run {TYPICAL.relative_to(ROOT)}` against `python -c \"import click, pydantic, yaml\"`, "
        f"median of {a['runs']} interleaved runs each.",
        "",
        "| bytecode | baseline | judge run | ratio | target |",
        "|---|---|---|---|---|",
        f"| cached (as installed) | {a['baseline'] * 1000:.1f} ms | {a['judge'] * 1000:.1f} ms | "
        f"**{a['ratio']:.2f}×** | ≤ 1.3× ({ok[a['ratio'] <= 1.3]}) |",
        f"| none (PYTHONDONTWRITEBYTECODE, empty cache) | {a_cold['baseline'] * 1000:.1f} ms | "
        f"{a_cold['judge'] * 1000:.1f} ms | {a_cold['ratio']:.2f}× | (informative) |",
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
        "",
    ]
    report = "\n".join(lines)
    print(report)
    if not args.quick:
        RESULTS.write_text(report, encoding="utf-8")
        print(f"written to {RESULTS.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
