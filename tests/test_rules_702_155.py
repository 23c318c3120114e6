"""CR 702.155 (read ahead), one small test per rule and version, named after the rule it checks."""

import pytest

from helpers import play
from judge.errors import InputError


def choices_made(game, kind: str) -> list:
    return [e for e in game.log if e.kind == "choice" and e.data.get("choice") == kind]


def cast_war(choice: int, extra: str = "", tail: str = "") -> str:
    return f"""
players:
  Alice:
    library: 10
    hand: [The Elder Dragon War]
    battlefield: [{extra}]
  Bob: {{library: 10}}
turn: {{step: precombat main}}
actions:
  - cast: The Elder Dragon War
  - resolve
{tail}
choices:
  - read ahead: {choice}
"""


def test_702_155a_only_the_chapter_equal_to_the_count_triggers_on_the_entering_turn():
    play(cast_war(3) + """
expect:
  objects:
    The Elder Dragon War: {counters: {lore: 3}}
  stack: [{chapter: 3, of: The Elder Dragon War}]
  events:
    - no: {triggered: {chapter: 1, of: The Elder Dragon War}}
    - no: {triggered: {chapter: 2, of: The Elder Dragon War}}
  cites: [702.155a]
""")


def test_702_155a_counters_added_later_that_turn_still_need_an_exact_match():
    play(cast_war(1, tail="  - resolve\n  - put counters: {on: The Elder Dragon War, lore: 2}") + """
expect:
  stack: [{chapter: 3, of: The Elder Dragon War}]
  events:
    - resolved: {chapter: 1, of: The Elder Dragon War}
    - no: {triggered: {chapter: 2, of: The Elder Dragon War}}
""")


def test_702_155a_restriction_ends_after_the_entering_turn():
    play("""
players:
  Alice: {library: 10, battlefield: [{card: The Elder Dragon War, counters: {lore: 1}, resolved chapters: [1]}]}
  Bob: {library: 10}
turn: {step: precombat main}
actions:
  - put counters: {on: The Elder Dragon War, lore: 2}
expect:
  events:
    - triggered: {chapter: 2, of: The Elder Dragon War}
    - triggered: {chapter: 3, of: The Elder Dragon War}
""")


def test_702_155a_doubled_count_with_no_matching_chapter_triggers_nothing_and_sacrifices():
    play(cast_war(2, extra="Doubling Season") + """
expect:
  objects:
    The Elder Dragon War: {zone: graveyard}
  stack: []
  events:
    - no: {triggered: {of: The Elder Dragon War}}
    - sacrificed: The Elder Dragon War
""")


def test_702_155a_in_2022_read_ahead_was_static_abilities_so_doubling_season_applied():
    play(cast_war(1, extra="Doubling Season") + """
expect:
  objects:
    The Elder Dragon War: {counters: {lore: 2}}
  stack: [{chapter: 2, of: The Elder Dragon War}]
  cites: [702.155a]
""", rules="2022-09-08")


def test_702_155_read_ahead_did_not_exist_before_2022_09_08():
    with pytest.raises(InputError, match="read ahead did not exist"):
        play(cast_war(1) + "expect:\n  stack: []\n", rules="2022-07-08")


def test_702_155b_the_number_is_between_one_and_the_final_chapter_number():
    with pytest.raises(InputError, match="read ahead"):
        play(cast_war(4) + "expect:\n  stack: []\n")


def test_702_155b_placement_was_a_rule_from_2023_10_13_so_doubling_season_did_not_apply():
    play(cast_war(1, extra="Doubling Season") + """
expect:
  objects:
    The Elder Dragon War: {counters: {lore: 1}}
  stack: [{chapter: 1, of: The Elder Dragon War}]
""", rules="2026-02-27")


def test_702_155b_placement_is_an_intrinsic_ability_since_2026_04_17_so_doubling_season_applies():
    play(cast_war(1, extra="Doubling Season") + """
expect:
  objects:
    The Elder Dragon War: {counters: {lore: 2}}
  stack: [{chapter: 2, of: The Elder Dragon War}]
  cites: [702.155b, 614.16]
""")


def test_702_155b_granted_read_ahead_applies_as_the_saga_enters():
    play("""
players:
  Alice: {library: 10, hand: [History of Benalia], battlefield: [Barbara Wright]}
  Bob: {}
turn: {step: precombat main}
actions:
  - cast: History of Benalia
  - resolve
choices:
  - read ahead: 3
expect:
  objects:
    History of Benalia: {counters: {lore: 3}}
  stack: [{chapter: 3, of: History of Benalia}]
""")


def test_702_155c_multiple_instances_of_read_ahead_are_redundant():
    game = play(cast_war(2, extra="Barbara Wright") + """
expect:
  objects:
    The Elder Dragon War: {counters: {lore: 2}}
  stack: [{chapter: 2, of: The Elder Dragon War}]
  cites: [702.155c]
""")
    assert len(choices_made(game, "read ahead")) == 1
