"""Same file + same seed = byte-identical output, whatever Python's hash seed (the contract).

Interpreters started with PYTHONHASHSEED 0, 1 and 12345 (so set and dict-of-set
iteration orders differ) each run every library scenario in every output format,
and `judge check` over the library; exit codes, stdout and stderr must be
identical bytes.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LIBRARY = ROOT / "scenarios"
FILES = sorted(LIBRARY.glob("*.yaml"))
HASH_SEEDS = ("0", "1", "12345")
FORMATS = ("text", "markdown", "json")

# Runs `judge run FILE --format F` in-process for each file and format given; prints one JSON document.
RUN_ALL = """
import json, sys
from click.testing import CliRunner
from judge.cli import cli
out = {}
for path in sys.argv[2:]:
    for fmt in sys.argv[1].split(","):
        result = CliRunner().invoke(cli, ["run", path, "--format", fmt])
        out[f"{path} --format {fmt}"] = [result.exit_code, result.stdout, result.stderr]
print(json.dumps(out))
"""


def _run(command: list[str], hash_seed: str) -> tuple[int, bytes, bytes]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHONHASHSEED")}
    env["PYTHONHASHSEED"] = hash_seed
    env["PYTHONIOENCODING"] = "utf-8"
    proc = subprocess.run([sys.executable, *command], cwd=ROOT, env=env, capture_output=True, timeout=300)
    return proc.returncode, proc.stdout, proc.stderr


def _same_everywhere(command: list[str]) -> tuple[int, bytes, bytes]:
    with ThreadPoolExecutor(len(HASH_SEEDS)) as pool:  # the interpreters run side by side
        results = list(pool.map(lambda seed: _run(command, seed), HASH_SEEDS))
    first = results[0]
    for seed, other in zip(HASH_SEEDS[1:], results[1:]):
        assert other[0] == first[0], f"exit code differs with PYTHONHASHSEED={seed}"
        assert other[1] == first[1], f"stdout differs with PYTHONHASHSEED={seed}"
        assert other[2] == first[2], f"stderr differs with PYTHONHASHSEED={seed}"
    return first


def test_library_is_not_empty():
    assert FILES, "the scenario library is empty"


def test_every_scenario_in_every_format_is_byte_identical_whatever_the_hash_seed():
    paths = [str(p.relative_to(ROOT)) for p in FILES]
    outputs = []
    with ThreadPoolExecutor(len(HASH_SEEDS)) as pool:
        for code, out, err in pool.map(lambda seed: _run(["-c", RUN_ALL, ",".join(FORMATS), *paths], seed),
                                       HASH_SEEDS):
            assert code == 0, err.decode("utf-8", "replace")
            outputs.append(json.loads(out))
    first = outputs[0]
    assert len(first) == len(paths) * len(FORMATS)
    for run, (code, stdout, stderr) in first.items():
        assert code in (0, 1), f"{run}: {stderr}"
        assert stdout, f"{run}: no output"
        for seed, other in zip(HASH_SEEDS[1:], outputs[1:]):
            assert other[run] == [code, stdout, stderr], f"{run}: differs with PYTHONHASHSEED={seed}"


def test_check_of_the_whole_library_is_byte_identical_whatever_the_hash_seed():
    code, out, _ = _same_everywhere(["-m", "judge", "check", "scenarios"])
    assert out.decode().splitlines()[-1].startswith(f"{len(FILES)} scenario")


def test_a_different_seed_still_gives_the_same_output_for_each_seed(tmp_path):
    """A scenario whose trace depends on the seed (a shuffle) is stable for each seed value."""
    text = (LIBRARY / "urzas-saga-chapter-three-search.yaml")
    if not text.exists():
        pytest.skip("the library has no shuffling scenario by that name")
    source = text.read_text(encoding="utf-8")
    for seed in (0, 99):
        scenario = tmp_path / f"seed-{seed}.yaml"
        body = "\n".join(line for line in source.splitlines() if not line.startswith("seed:"))
        scenario.write_text(f"seed: {seed}\n{body}\n", encoding="utf-8")
        _same_everywhere(["-m", "judge", "run", str(scenario), "--format", "json"])
