"""CR 714 (Saga cards), one small test per rule, named after the rule it checks.

Each test runs a tiny scenario; its `expect:` block must hold, and some tests also look at the
trace. Numbers are canonical (CR 2026-08-07) unless a test is about another version's numbering.
"""

import pytest

from helpers import cited, play
from judge.game import events
from judge.render_events import describe
from judge.errors import InputError


def kinds(game, kind: str) -> list:
    return [e for e in game.log if e.kind == kind]


BENALIA_ON_STACK = """
players:
  Alice:
    library: 10
    battlefield:
      - {card: History of Benalia, counters: {lore: 2}, resolved chapters: [1, 2]}
  Bob: {library: 10}
turn: {active: Alice, number: 5, step: draw}
actions:
  - advance: precombat main
"""


# ----- 714.1 Saga cards ---------------------------------------------------------------------------

def test_714_1_saga_is_an_enchantment_subtype():
    play("""
players:
  Alice: {battlefield: [{card: History of Benalia, counters: {lore: 1}}]}
  Bob: {}
turn: {step: precombat main}
expect:
  objects:
    History of Benalia: {types: [Enchantment], subtypes: [Saga], chapters: [1, 2, 3]}
""")


def test_714_1a_saga_creature_abilities_below_type_line_are_not_chapters():
    play("""
players:
  Alice: {battlefield: [{card: "Summon: Bahamut", counters: {lore: 1}, resolved chapters: [1]}]}
  Bob: {}
turn: {step: precombat main}
expect:
  objects:
    "Summon: Bahamut": {chapters: [1, 2, 3, 4], abilities include: [Flying], power: 9}
""")


# ----- 714.2 chapter abilities --------------------------------------------------------------------

def test_714_2_chapter_ability_uses_the_stack_and_can_be_countered():
    game = play(BENALIA_ON_STACK + """
  - expect:
      stack: [{chapter: 3, of: History of Benalia}]
  - counter: {chapter: 3, of: History of Benalia}
expect:
  stack: []
  events:
    - countered: {chapter: 3, of: History of Benalia}
    - no: {resolved: {chapter: 3, of: History of Benalia}}
""")
    assert kinds(game, "triggered")


def test_714_2a_roman_numeral_iv_is_chapter_four():
    play("""
players:
  Alice:
    library: 10
    battlefield: [{card: "Summon: G.F. Ifrit", counters: {lore: 3}, resolved chapters: [1, 2, 3]}]
  Bob: {}
turn: {step: precombat main}
actions:
  - put counters: {on: "Summon: G.F. Ifrit", lore: 1}
expect:
  stack: [{chapter: 4, of: "Summon: G.F. Ifrit"}]
""")


def test_714_2b_each_chapter_crossed_by_one_placement_triggers():
    play("""
players:
  Alice: {library: 10, battlefield: [{card: History of Benalia, counters: {lore: 1}}]}
  Bob: {}
turn: {step: precombat main}
actions:
  - put counters: {on: History of Benalia, lore: 2}
expect:
  events:
    - no: {triggered: {chapter: 1, of: History of Benalia}}
    - triggered: {chapter: 2, of: History of Benalia}
    - triggered: {chapter: 3, of: History of Benalia}
  cites: [714.2b]
""")


def test_714_2b_counter_beyond_final_chapter_triggers_nothing():
    game = play("""
players:
  Alice:
    library: 10
    battlefield: [{card: "Summon: G.F. Ifrit", counters: {lore: 4}}, Doubling Season]
  Bob: {}
turn: {step: precombat main}
stack:
  - {chapter: 4, of: "Summon: G.F. Ifrit"}
actions:
  - put counters: {on: "Summon: G.F. Ifrit", lore: 1}
expect:
  objects:
    "Summon: G.F. Ifrit": {counters: {lore: 6}}
  stack: [{chapter: 4, of: "Summon: G.F. Ifrit"}]
""")
    assert not kinds(game, "triggered")
    said = [e.event for e in game.log if isinstance(e.event, events.NoChapterTriggers)]
    assert [(e.before, e.after, e.chapters[-1]) for e in said] == [(4, 6, 4)]
    assert "no chapter above IV" in describe(said[0], game.version)


def test_714_2b_a_saga_without_chapter_abilities_triggers_nothing_and_the_trace_says_why():
    game = play("""
players:
  Alice: {library: 10, battlefield: [{card: Urza's Saga, counters: {lore: 1}}, Blood Moon]}
  Bob: {}
turn: {step: precombat main}
actions:
  - put counters: {on: Urza's Saga, lore: 1}
expect:
  objects:
    Urza's Saga: {counters: {lore: 2}}
  stack: []
""")
    said = [e.event for e in game.log if isinstance(e.event, events.NoChapterTriggers)]
    assert [(e.before, e.after, e.chapters, e.rules_text_lost) for e in said] == [(1, 2, (), True)]
    assert {"714.2b", "305.7"} <= cited(game)


def test_714_2b_removing_lore_counters_triggers_nothing():
    game = play("""
players:
  Alice: {library: 10, battlefield: [{card: History of Benalia, counters: {lore: 2}}]}
  Bob: {}
turn: {step: precombat main}
actions:
  - remove counters: {from: History of Benalia, lore: 1}
  - put counters: {on: History of Benalia, lore: 1}
expect:
  objects:
    History of Benalia: {counters: {lore: 2}}
  stack: [{chapter: 2, of: History of Benalia}]
""")
    assert len(kinds(game, "triggered")) == 1


def test_714_2c_one_symbol_with_several_chapters_triggers_at_each():
    play("""
players:
  Alice: {library: 10, battlefield: [{card: Blink, counters: {lore: 2}}]}
  Bob: {library: 10, battlefield: [Grizzly Bears]}
turn: {step: precombat main}
actions:
  - put counters: {on: Blink, lore: 1}
expect:
  stack: [{chapter: 3, of: Blink}]
  cites: [714.2c]
""")


def test_714_2d_final_chapter_number_is_the_greatest_chapter():
    play("""
players:
  Alice: {library: 10, battlefield: [{card: The Tale of Tamiyo, counters: {lore: 3}, resolved chapters: [1, 2, 3]}]}
  Bob: {}
turn: {step: precombat main}
expect:
  objects:
    The Tale of Tamiyo: {zone: battlefield}
  events:
    - no: {sacrificed: The Tale of Tamiyo}
""")


def test_714_2d_no_chapter_abilities_means_final_chapter_zero_before_2025_06_06():
    play("""
players:
  Alice: {library: 10, battlefield: [{card: Urza's Saga, counters: {lore: 1}, resolved chapters: [1]}]}
  Bob: {battlefield: [Blood Moon]}
turn: {step: precombat main}
expect:
  objects:
    Urza's Saga: {zone: graveyard}
  cites: [714.2d, 704.5s]
""", rules="2025-04-04")


BOON = """
cards:
  - name: Boon
    types: [Enchantment]
    oracle: Whenever the final chapter ability of a Saga you control triggers, draw a card.
    abilities:
      - triggered: {event: final chapter triggers, whose: you}
        text: Whenever the final chapter ability of a Saga you control triggers, draw a card.
        effects: [{draw: {count: 1}}]
"""


def test_714_2e_final_chapter_ability_is_the_instance_with_the_final_chapter_number():
    play(BOON + """
players:
  Alice:
    library: 10
    battlefield: [Boon, {card: "Summon: G.F. Ifrit", counters: {lore: 2}, resolved chapters: [1, 2]}]
  Bob: {}
turn: {step: precombat main}
actions:
  - put counters: {on: "Summon: G.F. Ifrit", lore: 1}
  - expect:
      stack: [{chapter: 3, of: "Summon: G.F. Ifrit"}]
  - resolve: all
  - put counters: {on: "Summon: G.F. Ifrit", lore: 1}
  - expect:
      stack: [{chapter: 4, of: "Summon: G.F. Ifrit"}, Boon]
  - resolve: all
expect:
  players:
    Alice: {hand: 1}
  cites: [714.2e]
""")


# ----- 714.3 lore counters ------------------------------------------------------------------------

CAST_BENALIA = """
players:
  Alice:
    library: 10
    hand: [History of Benalia]
    battlefield: [{extra}]
  Bob: {{}}
turn: {{step: precombat main}}
actions:
  - cast: History of Benalia
  - resolve
expect:
  objects:
    History of Benalia: {{zone: battlefield, counters: {counters}}}
"""


def test_714_3a_saga_enters_with_one_lore_counter_and_chapter_one_triggers():
    game = play(CAST_BENALIA.format(extra="", counters="{lore: 1}") + """
  stack: [{chapter: 1, of: History of Benalia}]
  cites: [714.3a]
""")
    assert "614.1c" in cited(game)  # since 2026-04-17 an intrinsic ability creating a replacement effect


def test_714_3a_entering_counter_is_a_rule_before_2026_04_17_so_doubling_season_ignores_it():
    game = play(CAST_BENALIA.format(extra="Doubling Season", counters="{lore: 1}"), rules="2026-02-27")
    said = [e.event for e in game.log if isinstance(e.event, events.ReplacementDoesNotApply)]
    assert [(e.source_name, e.reason) for e in said] == [("Doubling Season", "a rule")]  # why not (614.16)
    assert "614.16" in cited(game)


def test_109_5_doubling_season_does_not_double_counters_on_another_players_saga_and_says_why():
    game = play(CAST_BENALIA.format(extra="", counters="{lore: 1}").replace("  Bob: {}", "  Bob: {battlefield: "
                                                                            "[Doubling Season]}"))
    said = [e.event for e in game.log if isinstance(e.event, events.ReplacementDoesNotApply)]
    assert [(e.reason, e.controller, e.affected_controller) for e in said] == [("another controller", "Bob", "Alice")]
    assert "109.5" in cited(game)


def test_714_3a_entering_counter_is_an_ability_since_2026_04_17_so_doubling_season_doubles_it():
    play(CAST_BENALIA.format(extra="Doubling Season", counters="{lore: 2}") + """
  cites: [714.3a, 614.16]
""")


def test_714_3a_saga_without_abilities_enters_with_no_counter_since_2026_04_17():
    play(CAST_BENALIA.format(extra="Humility, Opalescence", counters="{}") + """
  cites: [614.12]
""")


def test_714_3a_saga_without_abilities_still_gets_the_rule_counter_before_2026_04_17():
    play(CAST_BENALIA.format(extra="Humility, Opalescence", counters="{lore: 1}"), rules="2026-02-27")


def test_714_3b_read_ahead_saga_enters_with_the_chosen_number():
    play("""
players:
  Alice: {library: 10, hand: [The Elder Dragon War]}
  Bob: {}
turn: {step: precombat main}
actions:
  - cast: The Elder Dragon War
  - resolve
choices:
  - read ahead: 2
expect:
  objects:
    The Elder Dragon War: {counters: {lore: 2}}
  stack: [{chapter: 2, of: The Elder Dragon War}]
  cites: [714.3b]
""")


def test_714_3c_active_players_sagas_get_a_lore_counter_as_precombat_main_begins():
    play("""
players:
  Alice: {library: 10, battlefield: [{card: History of Benalia, counters: {lore: 1}}]}
  Bob: {library: 10, battlefield: [{card: History of Benalia, id: Bobs, counters: {lore: 1}}]}
turn: {step: draw}
actions:
  - advance: precombat main
expect:
  objects:
    History of Benalia: {counters: {lore: 2}}
    Bobs: {counters: {lore: 1}}
  cites: [714.3c, 505.4]
""")


def test_714_3c_turn_based_action_is_not_doubled_by_doubling_season():
    play("""
players:
  Alice: {library: 10, battlefield: [Doubling Season, {card: History of Benalia, counters: {lore: 1}}]}
  Bob: {}
turn: {step: draw}
actions:
  - advance: precombat main
expect:
  objects:
    History of Benalia: {counters: {lore: 2}}
""")


def test_714_3c_postcombat_main_phase_adds_no_lore_counter():
    play("""
players:
  Alice: {library: 10, battlefield: [{card: History of Benalia, counters: {lore: 1}}]}
  Bob: {}
turn: {step: precombat main}
actions:
  - advance: postcombat main
expect:
  objects:
    History of Benalia: {counters: {lore: 1}}
""")


def test_714_3c_saga_without_chapter_abilities_gets_no_counter_since_2025_06_06():
    play("""
players:
  Alice: {library: 10, battlefield: [{card: Urza's Saga, counters: {lore: 1}, resolved chapters: [1]}]}
  Bob: {battlefield: [Blood Moon]}
turn: {step: draw}
actions:
  - advance: precombat main
expect:
  objects:
    Urza's Saga: {zone: battlefield, counters: {lore: 1}}
  cites: [714.3b]
""", rules="2025-06-06")


def test_714_3c_was_numbered_714_3b_in_2025():
    game = play(BENALIA_ON_STACK + """
expect:
  cites: [714.3b]
""", rules="2025-06-06")
    assert "714.3c" not in cited(game)


# ----- 714.4 the sacrifice ------------------------------------------------------------------------

def test_714_4_saga_is_not_sacrificed_while_its_chapter_ability_is_on_the_stack():
    play(BENALIA_ON_STACK + """
  - expect:
      objects:
        History of Benalia: {zone: battlefield, counters: {lore: 3}}
  - resolve
expect:
  objects:
    History of Benalia: {zone: graveyard}
  events:
    - resolved: {chapter: 3, of: History of Benalia}
    - sacrificed: History of Benalia
  cites: [714.4, 704.5s]
""")


def test_714_4_saga_is_sacrificed_after_its_chapter_ability_is_countered():
    play(BENALIA_ON_STACK + """
  - counter: {chapter: 3, of: History of Benalia}
expect:
  objects:
    History of Benalia: {zone: graveyard}
  events:
    - countered: {chapter: 3, of: History of Benalia}
    - sacrificed: History of Benalia
""")


def test_714_4_saga_without_chapter_abilities_is_not_sacrificed_since_2025_06_06():
    play("""
players:
  Alice: {library: 10, battlefield: [{card: Urza's Saga, counters: {lore: 2}, resolved chapters: [1, 2]}]}
  Bob: {battlefield: [Blood Moon]}
turn: {step: precombat main}
expect:
  objects:
    Urza's Saga: {zone: battlefield}
  events:
    - no: {sacrificed: Urza's Saga}
""", rules="2025-06-06")


def test_714_4_a_permanent_that_is_not_a_saga_is_not_sacrificed():
    play("""
players:
  Alice:
    library: 10
    battlefield: [Captain Rex Nebula, {card: History of Benalia, counters: {lore: 2}, resolved chapters: [1, 2]}]
  Bob: {}
turn: {step: precombat main}
actions:
  - advance: beginning of combat
  - resolve
  - put counters: {on: History of Benalia, lore: 1}
  - resolve
  - expect:
      objects:
        History of Benalia: {zone: battlefield, counters: {lore: 3}, types: [Artifact]}
  - advance: cleanup
expect:
  objects:
    History of Benalia: {zone: graveyard}
  events:
    - resolved: {chapter: 3, of: History of Benalia}
    - sacrificed: History of Benalia
choices:
  - target: History of Benalia
""")


def test_714_4_was_numbered_715_4_between_2021_07_23_and_2023_02_03():
    game = play(BENALIA_ON_STACK + """
  - resolve
expect:
  cites: [715.4, 715.3b, 715.2b]
""", rules="2022-06-10")
    assert "714.4" not in cited(game)


def test_714_sagas_did_not_exist_before_2018_04_27():
    with pytest.raises(InputError):
        play("""
players:
  Alice: {battlefield: [{card: History of Benalia, counters: {lore: 1}}]}
  Bob: {}
expect:
  objects:
    History of Benalia: {zone: battlefield}
""", rules="2018-01-19")


def test_109_5_doubling_season_does_not_double_another_players_tokens_and_says_why():
    game = play("""
players:
  Alice: {library: 10, battlefield: [{card: History of Benalia, counters: {lore: 1}}]}
  Bob: {library: 10, battlefield: [Doubling Season]}
turn: {step: precombat main}
stack:
  - {chapter: 1, of: History of Benalia}
actions:
  - resolve
expect:
  objects:
    Knight Token: {count: 1}
""")
    said = [e.event for e in game.log if isinstance(e.event, events.ReplacementDoesNotApply)]
    assert [(e.reason, e.controller, e.affected_controller) for e in said] == [("tokens of another player", "Bob",
                                                                                "Alice")]
