"""`judge layers`: an object's characteristics layer by layer; the layer recorder changes nothing."""

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from judge import runner, scenario
from judge.cli import cli
from judge.game import layers

LIBRARY = Path(__file__).resolve().parents[1] / "scenarios"
MOON = str(LIBRARY / "urzas-saga-blood-moon-2026.yaml")
DEPENDENCY = """\
title: Blood Moon depends on an effect that makes enchantments lands (613.8a)
cards:
  - name: Land Dream
    types: [Enchantment]
    abilities:
      - static: {effect: add_types, affected: {types: [Enchantment], other: true}, types: [Land]}
        text: Other enchantments are lands in addition to their other types.
players:
  Alice:
    battlefield:
      - Blood Moon
      - Land Dream
      - card: History of Benalia
        counters: {lore: 1}
  Bob: {}
turn: {active: Alice, number: 3, step: precombat main}
"""


def layers_cmd(*args):
    return CliRunner().invoke(cli, ["layers", *args])


def rows(output: str) -> list[str]:
    return [line for line in output.splitlines() if re.match(r"^(4|6|7[a-d]) ", line)]


def test_layer_by_layer_with_timestamps():
    result = layers_cmd(MOON, "--object", "Urza's Saga")
    assert result.exit_code == 0, result.output
    out = result.output
    assert out.startswith("Urza's Saga (Alice's, battlefield) at the end of the trace, CR 2026-08-07")
    assert re.search(r"printed values \(613\.2\) +types: Enchantment Land", out)
    assert "subtypes: Urza's Saga" in out
    applied = rows(out)
    assert re.match(r"4 +Blood Moon: Nonbasic lands are Mountains\. +\d+ +— +subtypes −Urza's \+Mountain; "
                    r"abilities −I — ", applied[0])
    assert re.match(r"4 +rules 305\.6 +abilities \+\{T\}: Add \{R\}\.", applied[1])
    assert [r.split()[0] for r in applied] == ["4", "4", "6", "6"]
    assert "gain ability (611.2c)" in applied[2] and "+{T}: Add {C}." in applied[2]
    assert re.search(r"result +types: Enchantment Land\n +subtypes: Saga Mountain", out)


def test_step_shows_the_state_right_after_that_step():
    early = layers_cmd(MOON, "--object", "Urza's Saga", "--step", "3")  # 1: the scenario starts, 2: chapter I
    assert early.exit_code == 0, early.output
    assert "right after step 3" in early.output
    assert [r.split()[0] for r in rows(early.output)] == ["4", "4", "6"]  # chapter II's effect is not there yet
    later = layers_cmd(MOON, "--object", "Urza's Saga", "--step", "5")
    assert [r.split()[0] for r in rows(later.output)] == ["4", "4", "6", "6"]


def test_dependency_reorders_and_is_shown(tmp_path):
    path = tmp_path / "dependency.yaml"
    path.write_text(DEPENDENCY, encoding="utf-8")
    result = layers_cmd(str(path), "--object", "History of Benalia")
    assert result.exit_code == 0, result.output
    layer4 = [r for r in rows(result.output) if r.startswith("4 ")]
    # 613.8a: Blood Moon (earlier timestamp) waits for the effect that makes it a land.
    assert "Land Dream" in layer4[0] and "types +Land" in layer4[0]
    assert re.match(r"4 +Blood Moon", layer4[1])
    assert re.search(r"Blood Moon: Nonbasic lands are Mountains\. +\d+ +Land Dream \(timestamp \d+\)", layer4[1])


def test_an_object_off_the_battlefield_has_its_printed_values():
    result = layers_cmd(str(LIBRARY / "urzas-saga-blood-moon-2025-04.yaml"), "--object", "Urza's Saga")
    assert result.exit_code == 0, result.output
    assert "(Alice's, graveyard)" in result.output
    assert rows(result.output) == []
    assert "its printed values (613.2)" in result.output


@pytest.mark.parametrize("args, message", [
    (["--object", "Nothing Here"], "--object 'Nothing Here': no such object"),
    (["--object", "Urza's Saga", "--step", "9999"], "--step 9999: the trace has only"),
])
def test_errors_exit_2(args, message):
    result = layers_cmd(MOON, *args)
    assert result.exit_code == 2
    assert message in result.output


def test_an_ambiguous_name_asks_for_an_id(tmp_path):
    path = tmp_path / "two.yaml"
    path.write_text("title: two\nplayers:\n  Alice: {battlefield: [Memnite, Memnite]}\n  Bob: {}\n", encoding="utf-8")
    result = layers_cmd(str(path), "--object", "Memnite")
    assert result.exit_code == 2
    assert "ambiguous" in result.output


@pytest.mark.parametrize("path", sorted(LIBRARY.glob("*.yaml")), ids=lambda p: p.stem)
def test_recording_changes_nothing(path):
    game = runner.run(scenario.load(path)).game
    record: list[layers.Applied] = []
    assert layers.compute(game, record) == layers.compute(game)
    assert all(a.layer in layers.LAYER_ORDER and (a.effect or a.after) for a in record)
