"""Contract additions for writing scenarios (issue 12 §4): who controls an ability on the stack (603.3a), a stack
checked in any order, an event that happens exactly N times; each accepted by the loader and the published
schema, and each able to fail."""

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
    battlefield: [{card: History of Benalia, counters: {lore: 1}}, Grizzly Bears]
    hand: [Lightning Bolt]
  Bob: {library: 10}
turn: {active: Alice, number: 3, step: precombat main}
stack:
  - {chapter: 1, of: History of Benalia, controller: Bob}
actions:
  - cast: Lightning Bolt
    targets: [Grizzly Bears]
  - expect:
      stack: STACK
  - resolve: all
expect:
  objects:
    Knight Token: {controller: CONTROLLER}
  events:
    - moved: {to: graveyard, exactly: TIMES}
"""


def checks(stack: str = "{in any order: [{chapter: 1, of: History of Benalia, controller: Bob}, Lightning Bolt]}",
           controller: str = "Bob", times: int = 2) -> dict[str, bool]:
    text = BOARD.replace("STACK", stack).replace("CONTROLLER", controller).replace("TIMES", str(times))
    assert not list(jsonschema.Draft202012Validator(schema.json_schema()).iter_errors(load_yaml(text)))
    result = runner.run(scenario.load("t.yaml", text=text))
    return {c.what.split("] ")[-1]: c.ok for c in result.checks}


def test_603_3a_a_chapter_ability_on_the_stack_may_name_its_controller_who_then_creates_the_token():
    assert checks()["Knight Token: controller"]
    assert not checks(controller="Alice")["Knight Token: controller"]


def test_a_stack_checked_in_any_order_holds_for_either_order_and_fails_for_other_items():
    assert checks()["stack (in any order)"]
    assert checks("{in any order: [Lightning Bolt, {chapter: 1, of: History of Benalia}]}")["stack (in any order)"]
    assert not checks("{in any order: [Lightning Bolt, Lightning Bolt]}")["stack (in any order)"]
    assert not checks("{in any order: [Lightning Bolt, {chapter: 1, of: History of Benalia, controller: Alice}]}")[
        "stack (in any order)"]


def test_an_event_that_happens_exactly_n_times():
    assert checks(times=2)["event moved: {to: graveyard}, exactly 2 times"]
    assert not checks(times=1)["event moved: {to: graveyard}, exactly 1 times"]


@pytest.mark.parametrize("bad", ["0", "true", "two"])
def test_exactly_must_be_a_whole_number_one_or_more_for_the_loader_and_the_schema(bad):
    text = BOARD.replace("STACK", "[]").replace("CONTROLLER", "Bob").replace("TIMES", bad)
    with pytest.raises(InputError, match="'exactly' is how many times"):
        scenario.load("t.yaml", text=text)
    assert list(jsonschema.Draft202012Validator(schema.json_schema()).iter_errors(load_yaml(text)))
