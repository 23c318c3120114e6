"""The rule cited is the rule that applies: one test per kind of step, numbered in the version applied."""

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from helpers import board

from judge import render_events, runner, scenario
from judge.cli import cli

LIBRARY = Path(__file__).resolve().parents[1] / "scenarios"


def steps(body: str, rules: str = "2026-08-07") -> list[tuple[str, str, tuple[str, ...]]]:
    """(kind, text, rules as numbered in that version) of every trace step."""
    result = runner.run(scenario.load("t.yaml", text=f"title: t\nrules: {rules}\n" + body))
    version = result.game.version
    return [(e.kind, render_events.text(e, version), tuple(render_events.numbers(e.cites, version)))
            for e in result.game.log]


def cites_of(all_steps, kind: str, words: str) -> tuple[str, ...]:
    return next(c for k, text, c in all_steps if k == kind and words in text)


BEARS = board("    hand: [Grizzly Bears]", actions="  - cast: Grizzly Bears\n  - resolve: 1",
              expect="  objects:\n    Grizzly Bears: {zone: battlefield}")


def test_608_3a_a_permanent_spell_without_targets_resolves_by_608_3_not_608_2():
    trace = steps(BEARS)
    assert cites_of(trace, "resolved", "Grizzly Bears resolves") == ("608.3", "608.3a")
    assert "608.3a" in cites_of(trace, "moved", "Grizzly Bears")
    assert not any("608.2" in c for k, _, c in trace if k == "resolved")


def test_608_3_before_its_subrules_were_written_cites_608_3():
    """Before 2022-06-10, 608.3 had no subrule for a permanent spell without targets: 608.3 said it."""
    assert cites_of(steps(BEARS, "2022-04-29"), "resolved", "Grizzly Bears resolves") == ("608.3",)


def test_608_2_an_instant_resolves_by_608_2():
    trace = steps(board("    battlefield: [Grizzly Bears]\n    hand: [Boomerang]",
                        actions="  - cast: Boomerang\n  - resolve: 1",
                        expect="  objects:\n    Grizzly Bears: {zone: hand}"))
    assert cites_of(trace, "resolved", "Boomerang resolves") == ("608.2",)
    assert cites_of(trace, "moved", "Boomerang") == ("608.2n", "400.7")


def test_608_3c_an_aura_spell_enters_attached_to_its_target():
    trace = steps(board("    hand: [Observed Stasis]", "    battlefield: [Grizzly Bears]",
                        actions="  - cast: Observed Stasis\n  - resolve: 1",
                        expect="  objects:\n    Observed Stasis: {zone: battlefield}"))
    assert cites_of(trace, "resolved", "Observed Stasis resolves") == ("608.3", "608.3c")
    assert cites_of(trace, "moved", "Observed Stasis")[:2] == ("608.3c", "303.4a")


COPY = ("players:\n  Alice:\n    library: 10\n  Bob: {}\nturn: {active: Alice, number: 3, step: precombat main}\n"
        "stack:\n  - spell: History of Benalia\n    controller: Alice\n    copy: true\n"
        "actions:\n  - resolve: 1\nexpect:\n  objects:\n    History of Benalia: {count: 1}\n")


@pytest.mark.parametrize("rules, token_rule, copy_rule", [
    ("2026-08-07", "111.13", "707.10f"), ("2023-10-13", "111.12", "707.10f"), ("2022-09-08", "111.11", "707.10f"),
    ("2021-04-22", "111.11", "706.10f")])
def test_608_3f_a_copy_of_a_permanent_spell_becomes_a_token_707_10f_111_13(rules, token_rule, copy_rule):
    trace = steps(COPY, rules)
    resolve_rule = "608.3f" if rules >= "2022-06-10" else "608.3b"
    assert cites_of(trace, "resolved", "resolves") == ("608.3", resolve_rule)
    assert cites_of(trace, "moved", "History of Benalia")[:3] == (resolve_rule, copy_rule, token_rule)


def test_602_2b_601_2h_a_sacrifice_paid_as_a_cost():
    trace = steps(board("    battlefield: [Vampire Hexmage]", "    battlefield: [{card: Grizzly Bears, counters: "
                        "{+1/+1: 2}}]", actions="  - activate: Vampire Hexmage",
                        expect="  objects:\n    Vampire Hexmage: {zone: graveyard}"))
    assert cites_of(trace, "sacrificed", "Vampire Hexmage")[:3] == ("602.2b", "601.2h", "701.21a")
    assert not any("118.3" in c or "117.3" in c for _, _, c in trace)


@pytest.mark.parametrize("path", sorted(LIBRARY.glob("*.yaml"))[::9], ids=lambda p: p.stem)
def test_json_cites_name_each_rule_once(path):
    out = json.loads(CliRunner().invoke(cli, ["run", str(path), "--format", "json"]).output)
    assert out["events"] and all(len(e["cites"]) == len(set(e["cites"])) for e in out["events"])
