"""Expectations that name nothing are invalid input: a vacuous pass would be a wrong verdict."""

import pytest
from click.testing import CliRunner

from helpers import board, play
from judge.cli import cli

NAMING = """title: typo
rules: 2026-08-07
players:
  Alice:
    library: 5
    battlefield:
      - card: The Elder Dragon War
        counters: {{lore: 2}}
        resolved chapters: [1, 2]
  Bob: {{battlefield: [Blood Moon]}}
turn: {{active: Alice, number: 4, step: postcombat main}}
actions:
  - advance: {{to: precombat main, turn: Alice}}
expect:
{expect}
"""


@pytest.mark.parametrize("expect_block, line, hint", [
    ("  events:\n    - no: {sacrificed: {object: Elder Dragon War}}", 16, "'The Elder Dragon War'"),
    ("  objects:\n    Dragonn: {count: 0}", 16, "'Dragon'"),
    ("  objects:\n    blood moon: {zone: battlefield}", 16, "'Blood Moon'"),
    ("  stack: [{chapter: 3, of: Elder Dragon War}]", 15, "'The Elder Dragon War'"),
    ("  players:\n    Alice: {graveyard: [Elder Dragon]}", 16, "'The Elder Dragon War'"),
])
def test_expectation_naming_no_possible_object_is_invalid_input(tmp_path, expect_block, line, hint):
    path = tmp_path / "typo.yaml"
    path.write_text(NAMING.format(expect=expect_block), encoding="utf-8")
    result = CliRunner().invoke(cli, ["run", str(path)])
    assert result.exit_code == 2, result.output
    assert f"line {line}:" in result.output and f"did you mean {hint}" in result.output, result.output


def test_expectation_may_name_a_token_a_card_creates_and_copies_of_cards(tmp_path):
    """The Elder Dragon War's chapter III Dragon token and `copy of` names are names objects can carry."""
    path = tmp_path / "ok.yaml"
    path.write_text(NAMING.format(expect="  objects:\n    Dragon: {count: 0}\n    copy of Blood Moon: {count: 0}"),
                    encoding="utf-8")
    result = CliRunner().invoke(cli, ["run", str(path)])
    assert result.exit_code == 0, result.output


def test_707_9b_a_name_a_copy_effect_gives_a_token_names_it_in_expectations():
    """The Eleventh Hour's "a copy ... except it's a legendary Alien named Prisoner Zero" (707.9b)."""
    play(board("    battlefield:\n      - {card: The Eleventh Hour, counters: {lore: 2}, resolved chapters: [1, 2]}",
               "    battlefield: [Runescale Stormbrood]",
               "  - proliferate: {by: Alice, choose: [The Eleventh Hour]}\n"
               "    choices: [{target: Runescale Stormbrood}]\n  - resolve: all",
               "  objects:\n    Prisoner Zero: {zone: battlefield, controller: Alice, supertypes: [Legendary]}"))


def test_613_1c_a_name_an_effect_gives_a_permanent_names_it_in_actions_and_expectations():
    """The Curse of Fenric: "becomes a 6/6 legendary Horror creature named Fenric"."""
    play(board("    battlefield:\n      - {card: The Curse of Fenric, counters: {lore: 1}, resolved chapters: [1]}",
               "    battlefield: [Runescale Stormbrood]",
               "  - proliferate: {by: Alice, choose: [The Curse of Fenric]}\n"
               "    choices: [{target: Runescale Stormbrood}]\n  - resolve: all\n"
               "  - expect:\n      objects:\n        Fenric: {power: 6, supertypes: [Legendary]}\n"
               "  - destroy: Fenric",
               "  objects:\n    Runescale Stormbrood: {zone: graveyard}"))
