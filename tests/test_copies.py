"""Copies of permanents (CR 707): copy effects in layer 1 (613.2a), token copies (707.2, 111.1), entering as a
copy (707.5, 614.1c, 614.12), the modifications of the copying process (707.9) and copies of Sagas (714.3a)."""

import pathlib

import pytest

from helpers import board, cited, play
from judge import explain, render_events
from judge.errors import InputError
from judge.game import events
from judge.scenario import load

SCENARIOS = pathlib.Path(__file__).resolve().parents[1] / "scenarios"
KIKI = "      - {card: Fable of the Mirror-Breaker, face: back}\n"
# A sorcery that makes a token copy that isn't legendary and is a Reflection in addition to its other types.
FOLLY = """cards:
  - name: Folly
    mana_cost: "{1}"
    types: [Sorcery]
    abilities:
      - spell: {}
        text: Create a token that's a copy of target creature, except it isn't legendary and is a Reflection.
        targets: [{filter: {types: [Creature]}}]
        effects: [{create_token_copy: {target: 1, not legendary: true, add subtypes: [Reflection]}}]
"""


def logged(game, cls) -> list:
    return [e for e in game.log if isinstance(e.event, cls)]


def test_707_2_714_3a_a_copy_of_a_saga_has_its_chapters_and_its_own_lore_counter_not_the_originals():
    game = play(board("    hand: [Copy Enchantment]\n    battlefield:\n"
                      "      - {card: History of Benalia, id: original, counters: {lore: 2}}",
                      actions="  - cast: Copy Enchantment\n  - resolve: all",
                      expect="  objects:\n    Copy Enchantment: {subtypes: [Saga], chapters: [1, 2, 3], "
                             "counters: {lore: 1}}\n    original: {counters: {lore: 2}}\n    Knight: {count: 1}"))
    assert {"707.5", "614.1c", "614.12", "714.3a"} <= cited(game)


def test_707_2_effects_on_the_original_are_not_copied():
    game = play(board("    battlefield:\n" + KIKI + "      - {card: Llanowar Elves, id: elves}",
                      actions="  - lose abilities: elves\n  - activate: Fable of the Mirror-Breaker\n"
                              "    targets: [elves]\n  - resolve",
                      expect="  objects:\n    copy of elves: {abilities include: ['{T}: Add {G}.', Haste]}"))
    assert not any(a.text == "{T}: Add {G}." for a in game.chars(game.named("elves")[0].oid).abilities)


def test_707_3_a_copy_of_a_copy_copies_what_it_copied_with_its_exceptions():
    game = play(board("    hand: [Estrid's Invocation, Copy Enchantment]\n    battlefield: [History of Benalia]",
                      actions="  - cast: Estrid's Invocation\n  - resolve: all\n  - cast: Copy Enchantment\n"
                              "  - resolve: all",
                      expect="  objects:\n    Copy Enchantment: {subtypes: [Saga], counters: {lore: 1}, "
                             "abilities include: ['At the beginning of your upkeep, you may exile this enchantment.']}",
                      extra="choices:\n  - may: yes\n  - card: History of Benalia\n  - may: yes\n"
                            "  - card: Estrid's Invocation\n"))
    copied = logged(game, events.EntersAsCopy)[-1].event
    assert (copied.object, copied.original, copied.name) == ("Copy Enchantment", "Estrid's Invocation",
                                                             "History of Benalia")


def test_707_9a_a_token_copy_has_the_ability_the_copy_effect_gives_and_is_sacrificed_at_the_next_end_step():
    game = play(board("    battlefield:\n" + KIKI + "      - Grizzly Bears",
                      actions="  - activate: Fable of the Mirror-Breaker\n    targets: [Grizzly Bears]\n  - resolve\n"
                              "  - expect:\n      objects:\n        copy of Grizzly Bears: {power: 2, toughness: 2, "
                              "subtypes: [Bear], abilities include: [Haste]}\n"
                              "        Grizzly Bears: {count: 2}\n  - advance: end step\n  - resolve",
                      expect="  objects:\n    Grizzly Bears: {count: 1}\n    copy of Grizzly Bears: {zone: gone}"))
    created, = logged(game, events.TokenCopyCreated)
    assert created.event.exceptions == events.CopyExceptions(keywords=("Haste",))
    assert {"707.9", "707.9a", "111.1"} <= set(created.cites)
    assert "a copy of Grizzly Bears, except it has haste" in render_events.text(created, game.version)


def test_707_9_a_copy_that_isnt_legendary_and_is_a_reflection_in_addition_to_its_other_types():
    game = play(board("    hand: [Folly]\n    battlefield: [Grizzly Bears]", extra=FOLLY,
                      actions="  - cast: Folly\n    targets: [Grizzly Bears]\n  - resolve",
                      expect="  objects:\n    copy of Grizzly Bears: {subtypes: [Bear, Reflection], "
                             "types: [Creature]}"))
    created, = logged(game, events.TokenCopyCreated)
    assert created.event.exceptions == events.CopyExceptions(not_legendary=True, subtypes=("Reflection",))
    assert ("except it isn't legendary and it's a Reflection in addition to its other types"
            in render_events.text(created, game.version))


def test_603_7c_sacrifice_it_does_nothing_to_a_copy_that_left_the_battlefield():
    game = play(board("    battlefield:\n" + KIKI + "      - Grizzly Bears",
                      actions="  - activate: Fable of the Mirror-Breaker\n    targets: [Grizzly Bears]\n  - resolve\n"
                              "  - exile: copy of Grizzly Bears\n  - advance: end step\n  - resolve",
                      expect="  objects:\n    Grizzly Bears: {count: 1}\n  events:\n"
                             "    - no: {sacrificed: copy of Grizzly Bears}"))
    gone, = logged(game, events.CreatedTokenGone)
    assert "603.7c" in gone.cites


def test_614_12_with_nothing_to_copy_it_enters_as_itself():
    game = play(board("    hand: [Copy Enchantment]", actions="  - cast: Copy Enchantment\n  - resolve",
                      expect="  objects:\n    Copy Enchantment: {subtypes: [], chapters: []}"))
    assert logged(game, events.NothingToCopy) and not logged(game, events.EntersAsCopy)


def test_614_1c_entering_as_a_copy_is_optional():
    game = play(board("    hand: [Mirrormade]\n    battlefield: [History of Benalia]",
                      actions="  - cast: Mirrormade\n  - resolve", extra="choices:\n  - may: no\n",
                      expect="  objects:\n    Mirrormade: {subtypes: [], counters: {}}"))
    assert not logged(game, events.EntersAsCopy)


def test_estrids_invocation_copies_only_an_enchantment_you_control():
    game = play(board("    hand: [Estrid's Invocation]", "    battlefield: [History of Benalia]",
                      actions="  - cast: Estrid's Invocation\n  - resolve",
                      expect="  objects:\n    Estrid's Invocation: {subtypes: []}"))
    assert logged(game, events.NothingToCopy)


def test_a_copy_is_its_own_card_again_off_the_battlefield():
    play(board("    hand: [Copy Enchantment]\n    battlefield: [History of Benalia]",
               actions="  - cast: Copy Enchantment\n  - resolve\n  - destroy: Copy Enchantment",
               expect="  players:\n    Alice: {graveyard: [Copy Enchantment]}"))


def test_613_2a_the_copy_effect_applies_in_layer_1():
    game = play(board("    hand: [Copy Enchantment]\n    battlefield: [History of Benalia]",
                      actions="  - cast: Copy Enchantment\n  - resolve",
                      expect="  objects:\n    Copy Enchantment: {subtypes: [Saga]}"))
    obj = game.named("Copy Enchantment")[0]
    steps = explain.layer_steps(game, obj)
    assert steps[0].layer == "1" and steps[0].effect is not None and steps[0].effect.kind == "copy"
    report = explain.layers_report(game, obj, None)
    assert "copy of History of Benalia (707.2)" in report and "subtypes +Saga" in report


def test_explain_tells_when_a_copy_effect_began():
    scenario = SCENARIOS / "copy-enchantment-copies-history-of-benalia.yaml"
    text = explain.as_text(explain.explain(explain.traced_run(load(str(scenario)))))
    assert "layer 1" in text


def test_701_9a_discard_up_to_two_discarding_none_draws_none():
    play(board("    hand: [Memnite, Lightning Bolt]\n    battlefield:\n"
               "      - {card: Fable of the Mirror-Breaker, counters: {lore: 1}}",
               actions="  - put counters: {on: Fable of the Mirror-Breaker, lore: 1}\n  - resolve: all",
               expect="  players:\n    Alice: {hand: 2, graveyard: 0, library: 5}"))


def test_701_9a_discard_up_to_two_draws_as_many_as_discarded():
    play(board("    hand: [Memnite, Lightning Bolt]\n    battlefield:\n"
               "      - {card: Fable of the Mirror-Breaker, counters: {lore: 1}}",
               actions="  - put counters: {on: Fable of the Mirror-Breaker, lore: 1}\n  - resolve: all",
               extra="choices:\n  - cards: [Memnite]\n",
               expect="  players:\n    Alice: {hand: 2, graveyard: [Memnite], library: 4}"))


def test_create_token_copy_needs_its_target():
    with pytest.raises(InputError, match="target"):
        play(board("    hand: [Folly]", extra=FOLLY.replace("target: 1, ", ""),
                   actions="  - cast: Folly", expect="  objects: {}"))


def test_707_2_copies_of_tokens_with_different_names_refuse_two_of_one_name():
    with pytest.raises(InputError, match="different names"):
        play(board("    hand: [Battle for Bretagard]\n    battlefield:\n"
                   "      - {card: Grizzly Bears, token: true, id: one}\n"
                   "      - {card: Grizzly Bears, token: true, id: two}\n"
                   "      - {card: Battle for Bretagard, id: saga, counters: {lore: 2}}",
                   actions="  - put counters: {on: saga, lore: 1}\n  - resolve: all",
                   extra="choices:\n  - cards: [one, two]\n", expect="  objects: {}"))


def test_707_2_a_copy_has_the_static_abilities_it_copies():
    play(board("    hand: [Copy Enchantment]\n    battlefield: [Opalescence, History of Benalia]",
               actions="  - cast: Copy Enchantment\n  - resolve",
               extra="choices:\n  - may: yes\n  - card: Opalescence\n",
               expect="  objects:\n    Copy Enchantment: {types: [Enchantment, Creature], power: 4, toughness: 4}\n"
                      "    Opalescence: {types: [Enchantment, Creature], power: 4, toughness: 4}\n"
                      "    History of Benalia: {types: [Enchantment, Creature], power: 3, toughness: 3}"))


def test_611_3a_a_copys_static_ability_stops_applying_when_the_copy_leaves():
    play(board("    hand: [Copy Enchantment]\n    battlefield: [Opalescence, History of Benalia]",
               actions="  - cast: Copy Enchantment\n  - resolve\n  - destroy: Copy Enchantment",
               extra="choices:\n  - may: yes\n  - card: Opalescence\n",
               expect="  objects:\n    Opalescence: {types: [Enchantment], power: null}\n"
                      "    History of Benalia: {types: [Enchantment, Creature], power: 3, toughness: 3}"))


def test_603_7c_exile_it_at_the_beginning_of_the_next_end_step_exiles_the_token_copy():
    flicker_copy = FOLLY.replace("{create_token_copy: {target: 1, not legendary: true, add subtypes: [Reflection]}}",
                                 "{create_token_copy: {target: 1}}, {delayed_trigger: {when: {event: beginning of, "
                                 "step: end step}, effects: [{exile_created: {}}]}}")
    game = play(board("    hand: [Folly]\n    battlefield: [Grizzly Bears]", extra=flicker_copy,
                      actions="  - cast: Folly\n    targets: [Grizzly Bears]\n  - resolve\n  - advance: end step\n"
                              "  - resolve",
                      expect="  objects:\n    Grizzly Bears: {count: 1}\n    copy of Grizzly Bears: {zone: gone}\n"
                             "  events:\n    - exiled: copy of Grizzly Bears"))
    assert not logged(game, events.CreatedTokenGone)


def test_614_16_doubling_season_doubles_token_copies_and_both_are_sacrificed():
    play(board("    battlefield:\n" + KIKI + "      - Grizzly Bears\n      - Doubling Season",
               actions="  - activate: Fable of the Mirror-Breaker\n    targets: [Grizzly Bears]\n  - resolve\n"
                       "  - expect:\n      objects:\n        Grizzly Bears: {count: 3}\n"
                       "  - advance: end step\n  - resolve",
               expect="  objects:\n    Grizzly Bears: {count: 1}\n  cites: [614.16, 707.2]"))
