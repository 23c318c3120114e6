"""Same file + same seed = byte-identical output, whatever Python's hash seed (the contract).

Each scenario of the library is run in fresh interpreters with PYTHONHASHSEED
0, 1 and 12345 (so set and dict-of-set iteration orders differ) and the
outputs, stdout and stderr and exit code, must be identical bytes.
"""

from __future__ import annotations

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


def _run(args: list[str], hash_seed: str) -> tuple[int, bytes, bytes]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHONHASHSEED")}
    env["PYTHONHASHSEED"] = hash_seed
    env["PYTHONIOENCODING"] = "utf-8"
    proc = subprocess.run([sys.executable, "-m", "judge", *args], cwd=ROOT, env=env, capture_output=True,
                          timeout=120)
    return proc.returncode, proc.stdout, proc.stderr


def _same_everywhere(args: list[str]) -> tuple[int, bytes, bytes]:
    with ThreadPoolExecutor(len(HASH_SEEDS)) as pool:  # the interpreters run side by side
        results = list(pool.map(lambda seed: _run(args, seed), HASH_SEEDS))
    first = results[0]
    for seed, other in zip(HASH_SEEDS[1:], results[1:]):
        assert other[0] == first[0], f"exit code differs with PYTHONHASHSEED={seed}"
        assert other[1] == first[1], f"stdout differs with PYTHONHASHSEED={seed}"
        assert other[2] == first[2], f"stderr differs with PYTHONHASHSEED={seed}"
    return first


def test_library_is_not_empty():
    assert FILES, "the scenario library is empty"


@pytest.mark.parametrize("fmt", ["json", "text"])
@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_output_is_byte_identical_whatever_the_hash_seed(path, fmt):
    code, out, err = _same_everywhere(["run", str(path.relative_to(ROOT)), "--format", fmt])
    assert code in (0, 1), err.decode("utf-8", "replace")
    assert out, "no output"


def test_check_of_the_whole_library_is_byte_identical_whatever_the_hash_seed():
    code, out, _ = _same_everywhere(["check", "scenarios"])
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
        _same_everywhere(["run", str(scenario), "--format", "json"])
