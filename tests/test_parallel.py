"""`judge check -j N` and `judge diff DIR -j N`: scenarios on N processes, output and exit code the serial run's."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from helpers import FAILING

from judge import parallel
from judge.cli import cli

LIBRARY = Path(__file__).resolve().parents[1] / "scenarios"
SOME = sorted(LIBRARY.glob("*.yaml"))[:12]
INVALID = "title: No players\nplayers: {}\n"


def invoke(*args):
    return CliRunner().invoke(cli, [str(a) for a in args])


@pytest.fixture
def mixed(tmp_path: Path) -> Path:
    """Library scenarios with a failing and an invalid one among them."""
    for path in SOME:
        shutil.copy(path, tmp_path / path.name)
    (tmp_path / "b-failing.yaml").write_text(FAILING)
    (tmp_path / "c-invalid.yaml").write_text(INVALID)
    return tmp_path


def test_check_on_two_processes_prints_the_serial_output_and_exit_code(mixed, tmp_path):
    serial = invoke("check", mixed)
    parallel_run = invoke("check", mixed, "-j", "2")
    assert serial.exit_code == parallel_run.exit_code == 2, serial.output
    assert parallel_run.output == serial.output
    assert "FAIL  " in serial.output and "ERROR " in serial.output


def test_check_snapshots_on_two_processes_are_the_serial_ones(mixed, tmp_path):
    serial, two = tmp_path / "serial", tmp_path / "two"
    one_run = invoke("check", mixed, "--snapshot", serial)
    two_run = invoke("check", mixed, "--snapshot", two, "-j", "2")
    assert one_run.output.replace(str(serial), "DIR") == two_run.output.replace(str(two), "DIR")
    kept = sorted(p.name for p in serial.iterdir())
    assert kept == sorted(p.name for p in two.iterdir()) and len(kept) == len(SOME) + 1
    assert all((serial / name).read_bytes() == (two / name).read_bytes() for name in kept)


def test_diff_of_a_folder_on_two_processes_prints_the_serial_output(mixed):
    for fmt in ("text", "json"):
        args = ("diff", mixed, "--from", "2019-01-25", "--to", "2026-08-07", "--format", fmt)
        serial, two = invoke(*args), invoke(*args, "-j", "2")
        assert two.output == serial.output
        assert two.exit_code == serial.exit_code == 1


@pytest.mark.parametrize("value", ["0", "auto", "AUTO"])
def test_jobs_0_and_auto_mean_one_process_per_core(value):
    assert parallel.jobs_for(value) == parallel.cores() >= 1


def test_jobs_must_be_a_number_of_processes(mixed):
    for value in ("two", "-1"):
        result = invoke("check", mixed, "-j", value)
        assert result.exit_code == 2
        assert f"-j {value}: give a number of processes (0 or 'auto': one per core)" in result.output


def test_the_ordered_map_keeps_the_order_of_the_items():
    items = list(range(40, 0, -1))
    assert list(parallel.ordered_map(os.fspath, [str(i) for i in items], 2)) == [str(i) for i in items]
