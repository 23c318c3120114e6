"""Choices written with the action that causes them, and `default` for one decision (issue 12 §4): an extra
decision judge asks does not derail the rest of the queue."""

import jsonschema
import pytest

from judge import runner, scenario, schema
from judge.errors import InputError
from judge.yamlsrc import load_yaml

BOARD = """\
title: t
players:
  Alice:
    library: 10
    hand: [Lightning Bolt, {card: Lightning Bolt, id: Second Bolt}]
    battlefield: [Grizzly Bears, {card: Grizzly Bears, id: Other Bears}]
  Bob: {library: 10, battlefield: [Memnite]}
turn: {active: Alice, number: 3, step: precombat main}
actions:
  - cast: Lightning Bolt
    choices:
      - target: Other Bears
  - resolve
  - cast: Second Bolt
SECOND
  - resolve
GLOBAL
expect:
  objects:
    Other Bears: {zone: graveyard}
    Memnite: {zone: ZONE}
  players:
    Alice: {life: LIFE}
"""


def scenario_text(second: str = "", global_choices: str = "", zone: str = "battlefield", life: int = 20) -> str:
    text = BOARD.replace("SECOND\n", second).replace("GLOBAL\n", global_choices)
    return text.replace("ZONE", zone).replace("LIFE", str(life))


def run(text: str):
    assert not list(jsonschema.Draft202012Validator(schema.json_schema()).iter_errors(load_yaml(text)))
    return runner.run(scenario.load("t.yaml", text=text))


def test_an_actions_own_choices_answer_its_decisions_before_the_global_queue():
    # the first Bolt takes its own choice (Other Bears), though the global queue holds one for Memnite, which the
    # second Bolt then takes
    result = run(scenario_text(global_choices="choices:\n  - target: Memnite\n", zone="graveyard"))
    assert result.checks and all(c.ok for c in result.checks)


def test_default_takes_judges_default_for_that_one_decision_and_is_marked_default():
    # the default target is the first player, Alice (judge.game.choices)
    result = run(scenario_text(second="    choices:\n      - target: default\n", life=17))
    assert result.checks and all(c.ok for c in result.checks)
    assert [e.default for e in result.game.log if e.kind == "choice"] == [False, True]


def test_an_actions_choice_it_never_needed_is_an_error_naming_its_line():
    text = scenario_text(second="    choices: [{target: Grizzly Bears}]\n").replace(
        "      - target: Other Bears", "      - target: Other Bears\n      - may: yes")
    with pytest.raises(InputError, match="choice 'may' given with this action was never needed") as caught:
        run(text)
    assert caught.value.line == 13


def test_614_12_a_permanent_starts_with_its_as_this_enters_choices_made_name_and_copy_707_5():
    text = """\
title: t
players:
  Alice:
    library: 10
    battlefield:
      - {card: Meddling Mage, chosen name: Lightning Bolt}
  Bob:
    library: 10
    hand: [Lightning Bolt]
    battlefield:
      - {card: Copy Enchantment, copy of: History of Benalia}
      - {card: History of Benalia, controller: Alice}
turn: {active: Bob, number: 3, step: precombat main}
actions:
  - cast: Lightning Bolt
    targets: [Alice]
    illegal: 601.3
expect:
  objects:
    Copy Enchantment: {name: History of Benalia, subtypes: [Saga], controller: Bob}
"""
    result = run(text)
    assert result.checks and all(c.ok for c in result.checks)
    assert [e.kind for e in result.game.log[:3]] == ["start", "setup", "setup"]
