"""`judge check --snapshot DIR [--update]`: each scenario's text trace kept in DIR, a unified diff of what changed."""

from __future__ import annotations

import shutil
from pathlib import Path

from click.testing import CliRunner

from judge.cli import cli

LIBRARY = Path(__file__).resolve().parents[1] / "scenarios"
BLOOD_MOON = "urzas-saga-blood-moon-2026.yaml"
PROLIFERATE = "bloodmoon-urza-proliferate.yaml"


def invoke(*args):
    return CliRunner().invoke(cli, [str(a) for a in args])


def library_copy(tmp_path: Path, *names: str, sub: str = "") -> Path:
    folder = tmp_path / "scenarios"
    (folder / sub).mkdir(parents=True, exist_ok=True)
    for name in names:
        shutil.copy(LIBRARY / name, folder / sub / name)
    return folder


def test_a_first_check_writes_each_trace_as_judge_run_prints_it(tmp_path):
    folder = library_copy(tmp_path, BLOOD_MOON, PROLIFERATE)
    kept = tmp_path / "snapshots"
    result = invoke("check", folder, "--snapshot", kept)
    assert result.exit_code == 0, result.output
    assert f"Snapshot {kept.as_posix()}/{PROLIFERATE[:-5]}.txt written (new: {folder / PROLIFERATE})" in result.output
    assert "0 unchanged, 0 changed, 2 new, 0 without a scenario" in result.output
    run = invoke("run", folder / BLOOD_MOON)
    assert (kept / "urzas-saga-blood-moon-2026.txt").read_text(encoding="utf-8") == run.output


def test_snapshots_are_named_after_the_path_relative_to_the_folder_checked(tmp_path):
    folder = library_copy(tmp_path, BLOOD_MOON, sub="sagas/moon")
    kept = tmp_path / "snapshots"
    assert invoke("check", folder, "--snapshot", kept).exit_code == 0
    written = [p.relative_to(kept).as_posix() for p in kept.rglob("*.txt")]
    assert written == ["sagas/moon/urzas-saga-blood-moon-2026.txt"]


def test_a_trace_that_changed_shows_a_unified_diff_and_exits_1(tmp_path):
    folder = library_copy(tmp_path, BLOOD_MOON)
    kept = tmp_path / "snapshots"
    invoke("check", folder, "--snapshot", kept)
    snapshot = kept / "urzas-saga-blood-moon-2026.txt"
    old = snapshot.read_text(encoding="utf-8").replace("Seed: 7", "Seed: 1")
    snapshot.write_text(old, encoding="utf-8")
    result = invoke("check", folder, "--snapshot", kept)
    assert result.exit_code == 1, result.output
    assert f"--- {snapshot.as_posix()}\n+++ {folder / BLOOD_MOON} (this run)\n" in result.output
    assert "\n-Seed: 1\n+Seed: 7\n" in result.output
    assert "0 unchanged, 1 changed, 0 new, 0 without a scenario; --update rewrites them" in result.output
    assert snapshot.read_text(encoding="utf-8") == old, "without --update the snapshot is kept"


def test_update_rewrites_a_changed_snapshot_and_exits_0(tmp_path):
    folder = library_copy(tmp_path, BLOOD_MOON)
    kept = tmp_path / "snapshots"
    invoke("check", folder, "--snapshot", kept)
    snapshot = kept / "urzas-saga-blood-moon-2026.txt"
    fresh = snapshot.read_text(encoding="utf-8")
    snapshot.write_text("an old trace\n", encoding="utf-8")
    result = invoke("check", folder, "--snapshot", kept, "--update")
    assert result.exit_code == 0, result.output
    assert "0 unchanged, 1 updated, 0 new, 0 removed" in result.output
    assert snapshot.read_text(encoding="utf-8") == fresh
    assert invoke("check", folder, "--snapshot", kept).exit_code == 0


def test_a_snapshot_without_its_scenario_is_reported_and_update_removes_it(tmp_path):
    folder = library_copy(tmp_path, BLOOD_MOON, PROLIFERATE)
    kept = tmp_path / "snapshots"
    invoke("check", folder, "--snapshot", kept)
    (folder / PROLIFERATE).unlink()
    result = invoke("check", folder, "--snapshot", kept)
    assert result.exit_code == 1, result.output
    assert f"Snapshot {kept.as_posix()}/bloodmoon-urza-proliferate.txt has no scenario any more" in result.output
    result = invoke("check", folder, "--snapshot", kept, "--update")
    assert result.exit_code == 0, result.output
    assert "removed: no scenario any more" in result.output
    assert not (kept / "bloodmoon-urza-proliferate.txt").exists()


def test_a_failing_expectation_still_exits_1_under_update(tmp_path):
    folder = library_copy(tmp_path, BLOOD_MOON)
    path = folder / BLOOD_MOON
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("zone: battlefield, subtypes", "zone: exile, subtypes"), encoding="utf-8")
    result = invoke("check", folder, "--snapshot", tmp_path / "snapshots", "--update")
    assert "FAIL " in result.output
    assert result.exit_code == 1


def test_update_needs_a_snapshot_folder(tmp_path):
    result = invoke("check", library_copy(tmp_path, BLOOD_MOON), "--update")
    assert result.exit_code == 2
    assert "--update rewrites snapshots: give the folder with --snapshot DIR" in result.output


def test_two_scenarios_with_one_snapshot_name_are_invalid_input(tmp_path):
    first = library_copy(tmp_path / "a", BLOOD_MOON)
    second = library_copy(tmp_path / "b", BLOOD_MOON)
    result = invoke("check", first, second, "--snapshot", tmp_path / "snapshots")
    assert result.exit_code == 2
    assert "would share the snapshot urzas-saga-blood-moon-2026.txt" in result.output
