"""Parallel speed-up of `judge check -j N` and `judge diff DIR -j N` (measured, not asserted).

    .venv/bin/python benchmarks/cores.py           # writes section (f) of benchmarks/RESULTS.md
    .venv/bin/python benchmarks/cores.py --quick   # fewer repetitions, prints only

Each command runs over the whole library (scenarios/) serially (-j 1) and on one process per core (-j <cores>),
as a user runs it (a new `python -m judge` process, start-up included), interleaved, REPEAT times each; the
figures are the median and the best wall-clock times. The two outputs must be byte-identical (and the exit codes
equal): the script stops otherwise. bench.py keeps this section (by its heading) when it rewrites RESULTS.md.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RESULTS = Path(__file__).resolve().parent / "RESULTS.md"
HEADING = "## (f) Many cores"
COMMANDS = {
    "judge check scenarios/": ["check", "scenarios/"],
    "judge check scenarios/ --snapshot tests/snapshots": ["check", "scenarios/", "--snapshot", "tests/snapshots"],
    "judge diff scenarios/ --from 2025-04-04 --to 2026-08-07": ["diff", "scenarios/", "--from", "2025-04-04",
                                                                "--to", "2026-08-07"],
}


def cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 1


def timed(args: list[str]) -> tuple[float, bytes, int]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "judge", *args], cwd=ROOT, env=env, capture_output=True)
    return time.perf_counter() - start, done.stdout, done.returncode


def measure(args: list[str], jobs: int, repeat: int) -> dict:
    """Serial and parallel runs of one command, interleaved; their outputs compared."""
    serial: list[float] = []
    parallel: list[float] = []
    for _ in range(repeat):
        for times, j in ((serial, 1), (parallel, jobs)):
            seconds, out, code = timed([*args, "-j", str(j)])
            times.append(seconds)
            if j == 1:
                expected = (out, code)
            elif (out, code) != expected:
                sys.exit(f"judge {' '.join(args)} -j {jobs}: the output differs from the serial run's")
    return {"serial": serial, "parallel": parallel}


def section(figures: dict[str, dict], jobs: int, repeat: int, load: str) -> str:
    lines = [
        HEADING, "",
        f"Measured {dt.date.today()} by `benchmarks/cores.py` on {platform.machine()}, {cores()} CPUs, Python "
        f"{platform.python_version()}; load average before: {load}. Each command over the whole library, serially "
        f"(`-j 1`) and with `-j {jobs}`, as a new process (start-up included), interleaved, {repeat} times each; "
        "wall clock. The outputs were byte-identical and the exit codes equal in every pair.", "",
        f"| command | -j 1 median (best) | -j {jobs} median (best) | speed-up, medians (bests) |", "|---|---|---|---|",
    ]
    for name, f in figures.items():
        s, p = f["serial"], f["parallel"]
        lines.append(f"| `{name}` | {statistics.median(s):.2f} s ({min(s):.2f} s) | "
                     f"{statistics.median(p):.2f} s ({min(p):.2f} s) | "
                     f"**{statistics.median(s) / statistics.median(p):.2f}×** ({min(s) / min(p):.2f}×) |")
    lines += ["", "The workers are forked after the parent has imported the engine, so each starts warm; results "
              "come back in the scenarios' order (`judge.parallel.ordered_map`) and are printed by the parent, "
              "which also compares and writes the snapshots. What stays serial: start-up, listing the files, "
              "printing, and (for `diff`) rendering the listing.", ""]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="2 repetitions; print, don't write RESULTS.md")
    parser.add_argument("-j", "--jobs", type=int, default=cores(), help="processes of the parallel runs")
    args = parser.parse_args()
    repeat = 2 if args.quick else 5
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    figures = {name: measure(command, args.jobs, repeat) for name, command in COMMANDS.items()}
    text = section(figures, args.jobs, repeat, load)
    print(text)
    if not args.quick:
        old = RESULTS.read_text(encoding="utf-8")
        base = old[:old.index(HEADING)] if HEADING in old else old.rstrip("\n") + "\n\n"
        RESULTS.write_text(base + text, encoding="utf-8")
        print(f"written to {RESULTS.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
