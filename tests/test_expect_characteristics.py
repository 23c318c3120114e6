"""Expectations on an object's colour (105.1), supertypes (205.4), name (201.2), damage marked (120.3e) and mana
value (202.3), each a check that can fail."""

import pytest

from helpers import board, play
from judge import runner, scenario
from judge.errors import InputError

BIG = ("cards:\n  - name: Big Wall\n    mana_cost: \"{3}{W}\"\n    supertypes: [Legendary]\n    types: [Creature]\n"
       "    subtypes: [Wall]\n    power: 0\n    toughness: 5\n")
BOLTED = board("    hand: [Lightning Bolt]", "    battlefield: [Big Wall]",
               actions="  - cast: Lightning Bolt\n    targets: [Big Wall]\n  - resolve", expect="EXPECT", extra=BIG)


def bolted(expect: str):
    return BOLTED.replace("EXPECT", expect)


def failed(body: str) -> list[str]:
    result = runner.run(scenario.load("test.yaml", text="title: test\nrules: 2026-08-07\n" + body))
    return [c.what for c in result.checks if not c.ok]


def test_120_3e_damage_marked_and_the_characteristics_of_the_damaged_object():
    play(bolted("  objects:\n    Big Wall: {damage: 3, colors: [white], supertypes: [Legendary], name: Big Wall, "
                "mana value: 4}"))


@pytest.mark.parametrize("wrong, what", [
    ("damage: 2", "Big Wall: damage marked"), ("colors: [W, U]", "Big Wall: colors"),
    ("colors: []", "Big Wall: colors"),
    ("supertypes: []", "Big Wall: supertypes"), ("name: Small Wall", "Big Wall: name"),
    ("mana value: 3", "Big Wall: mana value")])
def test_each_characteristic_expectation_fails_when_it_does_not_hold(wrong, what):
    assert failed(bolted(f"  objects:\n    Big Wall: {{{wrong}}}")) == [what]


def test_105_1_a_colour_that_is_not_one_is_refused():
    with pytest.raises(InputError, match="'purple' is not a color"):
        scenario.load("test.yaml", text="title: test\nrules: 2026-08-07\n" + bolted(
            "  objects:\n    Big Wall: {colors: [purple]}"))
