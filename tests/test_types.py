"""The package type-checks: mypy with the configuration of pyproject.toml ([tool.mypy]: all of `judge`, the
rules engine `judge.game` with the options of --strict) finds nothing."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_mypy_finds_no_type_errors(tmp_path: Path) -> None:
    # A fresh cache directory: a stale cache of another checkout cannot hide or invent errors.
    run = subprocess.run([sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path / "mypy-cache")],
                         cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, f"mypy found type errors:\n{run.stdout}{run.stderr}"
