"""The support cards judges ask about with Sagas (issue 10 §1), one test per rule they rest on."""

import pytest

from helpers import board, cited, play
from judge.cards import parse_card
from judge.errors import InputError
from judge.game import events
from judge.yamlsrc import load_yaml


def logged(game, cls) -> list:
    return [e for e in game.log if isinstance(e.event, cls)]


def history(lore: int, resolved: str = "[1]") -> str:
    return f"      - {{card: History of Benalia, counters: {{lore: {lore}}}, resolved chapters: {resolved}}}\n"


# ----- Winding Constrictor, Pir (614.1a) ------------------------------------------------------------------------

def test_614_1a_winding_constrictor_adds_one_to_a_saga_creature_and_not_to_an_enchantment_saga():
    game = play(board("    battlefield:\n      - Winding Constrictor\n"
                      "      - {card: \"Summon: Bahamut\", counters: {lore: 1}, resolved chapters: [1]}\n" + history(1),
                      actions="  - proliferate: {by: Alice, choose: [\"Summon: Bahamut\", History of Benalia]}",
                      expect="  objects:\n    \"Summon: Bahamut\": {counters: {lore: 3}}\n"
                             "    History of Benalia: {counters: {lore: 2}}"))
    replaced = [note for e in logged(game, events.CountersPut) for note in e.event.replaced_by]
    assert [(n.source, n.before, n.after) for n in replaced] == [("Winding Constrictor", 1, 2)]


def test_614_1a_winding_constrictor_applies_to_a_saga_creature_entering_with_its_lore_counter():
    play(board("    hand: [\"Summon: Bahamut\"]\n    battlefield: [Winding Constrictor]",
               actions="  - cast: \"Summon: Bahamut\"\n  - resolve",
               expect="  objects:\n    \"Summon: Bahamut\": {zone: battlefield, counters: {lore: 2}}\n"
                      "  events:\n    - triggered: {chapter: 1, of: \"Summon: Bahamut\"}\n"
                      "    - triggered: {chapter: 2, of: \"Summon: Bahamut\"}"))


def test_614_1a_pir_applies_only_to_permanents_its_controller_controls():
    play(board("    battlefield: [\"Pir, Imaginative Rascal\"]",
               "    battlefield:\n      - {card: The Eldest Reborn, counters: {lore: 1}}",
               actions="  - proliferate: {by: Alice, choose: [The Eldest Reborn]}",
               expect="  objects:\n    The Eldest Reborn: {counters: {lore: 2}}"))


def test_616_1_pir_and_doubling_season_apply_in_the_order_the_controller_chooses():
    body = board("    battlefield:\n      - Pir, Imaginative Rascal\n      - Doubling Season\n" + history(1),
                 actions="  - proliferate: {by: Alice, choose: [History of Benalia]}",
                 expect="  objects:\n    History of Benalia: {counters: {lore: LORE}}",
                 extra="choices:\n  - replacement: FIRST\n")
    play(body.replace("FIRST", "Doubling Season").replace("LORE", "4"))  # 1 -> 2 -> 3 more: 1 + 3
    play(body.replace("FIRST", "Pir, Imaginative Rascal").replace("LORE", "5"))  # 1 -> 2 -> 4 more: 1 + 4


# ----- Tekuthal, Inquiry Dominus (614.1a, 701.34a) ---------------------------------------------------------------

def test_614_1a_tekuthal_makes_only_its_controller_proliferate_twice():
    play(board("    battlefield:\n" + history(1), "    battlefield: [\"Tekuthal, Inquiry Dominus\"]",
               actions="  - proliferate: {by: Alice, choose: [History of Benalia]}",
               expect="  objects:\n    History of Benalia: {counters: {lore: 2}}"))


ECHO = """cards:
  - name: Echo of Tekuthal
    mana_cost: "{1}"
    types: [Artifact]
    abilities:
      - replacement: {effect: proliferate_twice}
        text: If you would proliferate, proliferate twice instead.
"""


def test_614_5_two_proliferate_doublers_make_four_proliferates():
    game = play(board("    battlefield:\n      - Tekuthal, Inquiry Dominus\n      - Echo of Tekuthal\n"
                      + history(0, "[]"),
                      actions="  - proliferate: {by: Alice, choose: []}",
                      expect="  objects:\n    History of Benalia: {counters: {lore: 0}}",
                      extra=ECHO))
    replaced, = logged(game, events.ProliferationReplaced)
    assert replaced.event.times == 4 and len(logged(game, events.Proliferates)) == 4


def test_118_3_tekuthals_cost_removes_three_counters_from_other_permanents_it_needs():
    body = board("    battlefield:\n      - Tekuthal, Inquiry Dominus\n"
                 "      - {card: Grizzly Bears, counters: {+1/+1: COUNT}}",
                 actions="  - activate: Tekuthal, Inquiry DominusILLEGAL\n  - resolve",
                 expect="  objects:\n    Grizzly Bears: {counters: {+1/+1: LEFT}}")
    game = play(body.replace("COUNT", "3").replace("ILLEGAL", "").replace("LEFT", "0") +
                "    Tekuthal, Inquiry Dominus: {counters: {indestructible: 1}}\n")
    assert {"602.2b", "118.3"} <= cited(game)
    play(body.replace("COUNT", "2").replace("ILLEGAL", "\n    illegal: 118.3").replace("LEFT", "2")
         .replace("  - resolve", ""))


# ----- Tom Bombadil (611.3a, 714.2e, 701.20a) -------------------------------------------------------------------

def test_611_3a_tom_bombadil_counts_lore_counters_only_among_sagas_his_controller_controls():
    body = board("    battlefield:\n      - Tom Bombadil\n" + history(2, "[1, 2]") +
                 "      - {card: Time of Ice, counters: {lore: 1}}",
                 "    battlefield:\n      - {card: The Eldest Reborn, counters: {lore: 2}}",
                 actions="  - proliferate: {by: Alice, choose: [CHOSEN]}",
                 expect="  objects:\n    Tom Bombadil: {abilities include: [Hexproof, Indestructible]}")
    play(body.replace("CHOSEN", "Time of Ice"))  # 2 + 2 = 4: the static condition holds
    with pytest.raises(AssertionError, match="Hexproof"):
        play(body.replace("CHOSEN", "The Eldest Reborn"))  # Bob's Saga: still 3


def test_714_2e_tom_bombadil_does_not_trigger_on_a_chapter_that_is_not_the_final_one():
    play(board("    battlefield:\n      - Tom Bombadil\n" + history(1),
               actions="  - proliferate: {by: Alice, choose: [History of Benalia]}\n  - resolve",
               expect="  events:\n    - resolved: {chapter: 2, of: History of Benalia}\n"
                      "    - no: {triggered: {of: Tom Bombadil}}"))


def test_701_20a_revealing_until_a_saga_with_none_reveals_the_library_and_puts_it_back():
    game = play(board("    library: [Forest, Island]\n    battlefield:\n      - Tom Bombadil\n" + history(2, "[1, 2]"),
                      actions="  - proliferate: {by: Alice, choose: [History of Benalia]}\n  - resolve: all",
                      expect="  players:\n    Alice: {library: 2}\n  objects:\n    Forest: {zone: library}"))
    revealed, = logged(game, events.RevealedUntil)
    assert revealed.event.found is None and revealed.event.cards == ("Forest", "Island")


TWICE = """cards:
  - name: Chronicler
    mana_cost: "{1}"
    types: [Artifact]
    abilities:
      - triggered: {event: cast, by: you, once each turn: true}
        text: Whenever you cast a spell, you gain 1 life. This ability triggers only once each turn.
        effects: [{gain_life: {amount: 1}}]
"""


def test_603_2_an_ability_that_triggers_only_once_each_turn_triggers_again_next_turn():
    game = play(board("    hand:\n      - {card: Lightning Bolt, id: one}\n      - {card: Lightning Bolt, id: two}\n"
                      "      - Grizzly Bears\n    battlefield: [Chronicler]",
                      "    library: 5",
                      actions="  - cast: one\n    targets: [Bob]\n  - resolve: all\n"
                              "  - cast: two\n    targets: [Bob]\n  - resolve: all\n"
                              "  - advance: {to: precombat main, turn: Alice}\n  - cast: Grizzly Bears\n"
                              "  - resolve: all",
                      expect="  players:\n    Alice: {life: 22}\n    Bob: {life: 14}", extra=TWICE))
    note, = logged(game, events.TriggersOnlyOnceEachTurn)
    assert note.where == "T3 Alice, precombat main"


# ----- Starfield of Nyx, Kenrith's Transformation, Dress Down, Harbinger of the Seas (613) -------------------------

def test_611_3a_starfield_of_nyx_counts_only_enchantments_its_controller_controls():
    body = board("    battlefield:\n      - Starfield of Nyx\n      - Blood Moon\n      - Omniscience\n" + history(1)
                 + "      - MORE", "    battlefield: [Rest in Peace]",
                 expect="  objects:\n    History of Benalia: {types: TYPES}")
    play(body.replace("MORE", "Doubling Season").replace("TYPES", "[Enchantment, Creature], power: 3"))
    play(body.replace("      - MORE", "").replace("TYPES", "[Enchantment]"))


def test_205_1a_kenriths_transformation_makes_a_saga_creature_a_green_elk_that_is_no_saga():
    game = play(board("    battlefield:\n      - {card: \"Summon: Bahamut\", counters: {lore: 1}}",
                      "    battlefield:\n      - {card: Kenrith's Transformation, attached to: \"Summon: Bahamut\"}",
                      expect="  objects:\n    \"Summon: Bahamut\": {zone: battlefield, types: [Creature], "
                             "subtypes: [Elk], power: 3, toughness: 3, chapters: []}"), rules="2025-04-04")
    bahamut, = game.named("Summon: Bahamut")
    assert game.chars(bahamut.oid).colors == ("G",)


def test_714_4_dress_down_does_not_stop_a_saga_that_is_not_a_creature():
    play("players:\n  Alice:\n    library: 5\n    battlefield:\n" + history(2, "[1, 2]") +
         "  Bob:\n    library: 5\n    hand: [Dress Down]\nturn: {active: Alice, number: 3, step: upkeep}\n"
         "actions:\n  - cast: Dress Down\n    by: Bob\n  - resolve\n  - advance: precombat main\n"
         "expect:\n  objects:\n    History of Benalia: {counters: {lore: 3}, chapters: [1, 2, 3]}\n"
         "  events:\n    - triggered: {chapter: 3, of: History of Benalia}\n")


def test_305_7_harbinger_of_the_seas_makes_only_nonbasic_lands_islands():
    play(board("    battlefield: [Urza's Saga, Forest]", "    battlefield: [Harbinger of the Seas]",
               expect="  objects:\n    Urza's Saga: {subtypes: [Saga, Island], chapters: []}\n"
                      "    Forest: {subtypes: [Forest]}"))


# ----- Sundial of the Infinite (724.1, 602.5) ----------------------------------------------------------------------

def test_724_1b_ending_the_turn_exiles_spells_on_the_stack():
    game = play(board("    hand: [Lightning Bolt]\n    battlefield: [Sundial of the Infinite]",
                      actions="  - cast: Lightning Bolt\n    targets: [Bob]\n  - activate: Sundial of the Infinite\n"
                              "  - resolve",
                      expect="  objects:\n    Lightning Bolt: {zone: exile}\n  players:\n    Bob: {life: 20}\n"
                             "  stack: []"))
    assert game.turn.step == "cleanup"


def test_724_1d_ending_the_turn_skips_the_end_step_so_its_triggers_do_not_trigger():
    play(board("    battlefield:\n      - Sundial of the Infinite\n      - Atraxa, Praetors' Voice\n" + history(1),
               actions="  - activate: Sundial of the Infinite\n  - resolve\n  - advance: {to: upkeep, turn: Alice}",
               expect="  objects:\n    History of Benalia: {counters: {lore: 1}}\n"
                      "  events:\n    - no: {triggered: {of: \"Atraxa, Praetors' Voice\"}}"))


def test_602_5_sundial_of_the_infinite_is_activated_only_during_its_controllers_turn():
    play(board("", "    battlefield: [Sundial of the Infinite]",
               actions="  - activate: Sundial of the Infinite\n    by: Bob\n    illegal: 602.5",
               expect="  objects:\n    Sundial of the Infinite: {tapped: false}"))


# ----- Power Conduit (602.2b, 700.2) --------------------------------------------------------------------------------

def test_602_2b_power_conduits_mode_is_chosen_as_it_is_activated_and_its_cost_needs_a_counter():
    body = board("    battlefield:\n      - Power Conduit\n      - Sol Ring\n      - COUNTED",
                 actions="  - activate: Power Conduit\n    targets: [Sol Ring]ILLEGAL",
                 expect="  objects:\n    Power Conduit: {tapped: TAPPED}", extra="choices:\n  - mode: 1\n")
    game = play(body.replace("COUNTED", "{card: Memnite, counters: {+1/+1: 1}}").replace("ILLEGAL", "\n  - resolve")
                .replace("TAPPED", "true") + "    Sol Ring: {counters: {charge: 1}}\n")
    kinds = [type(e.event).__name__ for e in game.log]
    assert kinds.index("Choice") < kinds.index("Activated")
    play(body.replace("COUNTED", "Memnite").replace("ILLEGAL", "\n    illegal: 118.3").replace("TAPPED", "false")
         .replace("choices:\n  - mode: 1\n", ""))


# ----- the vocabulary (card files are checked) ------------------------------------------------------------------------

@pytest.mark.parametrize("static, error", [
    ("{effect: add_types, types: [Creature], as long as: {amount: {life: you}, at least: 5}}", "as long as"),
    ("{effect: add_types, types: [Creature], as long as: {amount: {count: {}}, at most: 5}}", "as long as"),
    ("{effect: counters_plus_one, afected: {}}", "afected"),
])
def test_card_files_refuse_a_static_condition_or_key_the_engine_cannot_apply(static, error):
    text = f"name: Probe\ntypes: [Enchantment]\nabilities:\n  - static: {static}\n    text: probe\n"
    with pytest.raises(InputError, match=error):
        parse_card(load_yaml(text), "probe")


def test_card_files_refuse_an_unknown_key_of_a_remove_counters_cost():
    text = ("name: Probe\ntypes: [Artifact]\nabilities:\n  - activated: {remove counters: {count: 1, form: {}}}\n"
            "    text: probe\n    effects: [{draw: {}}]\n")
    with pytest.raises(InputError, match="form"):
        parse_card(load_yaml(text), "probe")


def test_701_21a_narci_draws_when_its_controller_sacrifices_a_saga_after_its_final_chapter():
    play(board("    battlefield:\n      - Narci, Fable Singer\n      - card: History of Benalia\n"
               "        counters: {lore: 3}",
               extra="stack:\n  - {chapter: 3, of: History of Benalia}\n",
               actions="  - resolve: all",
               expect="  players:\n    Alice: {hand: 1, life: 23}\n    Bob: {life: 17}\n"
                      "  events:\n    - sacrificed: History of Benalia\n  cites: [701.21a, 714.2e]"))


def test_701_21a_an_enchantment_an_opponent_sacrifices_does_not_trigger_narci():
    play(board("    battlefield: [\"Narci, Fable Singer\"]", bob="    battlefield: [Doubling Season]",
               actions="  - sacrifice: Doubling Season\n  - resolve: all",
               expect="  players:\n    Alice: {hand: 0}\n  stack: []"))


def test_714_2e_historians_boon_makes_an_angel_when_a_final_chapter_triggers():
    play(board("    battlefield:\n      - Historian's Boon\n      - card: History of Benalia\n"
               "        counters: {lore: 2}",
               actions="  - put counters: {on: History of Benalia, lore: 1}\n  - resolve: all",
               expect="  objects:\n    Angel Token: {count: 1, power: 4, toughness: 4}"))


# ----- Garnet, Princess of Alexandria (115.10a, 714.2b) ----------------------------------------------------------

def garnet_board(expect: str, choices: str = "", bob: str = "") -> str:
    return board("    battlefield:\n      - \"Garnet, Princess of Alexandria\"\n" + history(1)
                 + "      - {card: The Eldest Reborn, counters: {lore: 1}, resolved chapters: [1]}",
                 bob=bob, actions="  - attack: \"Garnet, Princess of Alexandria\"\n  - resolve", extra=choices,
                 expect=expect)


def test_115_10a_garnet_removes_a_lore_counter_from_each_saga_its_controller_controls_by_default():
    bob = "    battlefield:\n      - {card: The Eldest Reborn, counters: {lore: 1}, resolved chapters: [1]}"
    game = play(garnet_board(
        bob=bob, expect="  objects:\n    \"Garnet, Princess of Alexandria\": {counters: {+1/+1: 2}, power: 4}\n"
               "    History of Benalia: {counters: {lore: 0}}\n"
               "    The Eldest Reborn: {count: 2}\n  cites: [115.10a]"))
    lore = sorted(o.counters.get("lore", 0) for o in game.battlefield() if o.card.name == "The Eldest Reborn")
    assert lore == [0, 1]  # Bob's Saga keeps its counter: "Sagas you control"


def test_115_10a_garnet_may_remove_no_lore_counter_and_gets_no_counter():
    play(garnet_board(
        choices="choices:\n  - cards: []\n",
        expect="  objects:\n    \"Garnet, Princess of Alexandria\": {counters: {}, power: 2}\n"
               "    History of Benalia: {counters: {lore: 1}}\n    The Eldest Reborn: {counters: {lore: 1}}"))


def test_card_files_take_any_number_as_the_count_of_choose_permanents_and_no_other_word():
    def probe(count: str) -> str:
        return ("name: Probe\ntypes: [Sorcery]\nabilities:\n  - spell: {}\n    text: Probe.\n    effects:\n"
                f"      - choose_permanents: {{count: {count}}}\n")
    parse_card(load_yaml(probe("any number")), "probe")
    with pytest.raises(InputError, match="count"):
        parse_card(load_yaml(probe("all")), "probe")


# ----- Sigurd, Jarl of Ravensthorpe (702.142a, 603.2, 122.6a) ----------------------------------------------------

SIGURD = "      - \"Sigurd, Jarl of Ravensthorpe\"\n      - Grizzly Bears\n"


def sigurd_triggers(game) -> int:
    return sum(1 for e in logged(game, events.Triggered) if e.event.source_name == "Sigurd, Jarl of Ravensthorpe")


def test_702_142a_boast_is_activated_only_after_its_creature_attacked_and_only_once_each_turn():
    boast = "  - activate: \"Sigurd, Jarl of Ravensthorpe\"\n    targets: [History of Benalia]\n"
    game = play(board("    battlefield:\n" + SIGURD + history(1),
                      actions=boast + "    illegal: 702.142a\n  - attack: \"Sigurd, Jarl of Ravensthorpe\"\n"
                              + boast + "  - resolve\n" + boast + "    illegal: 702.142a",
                      expect="  objects:\n    History of Benalia: {counters: {lore: 2}}"))
    assert "702.142a" in cited(game)


def test_702_142_boast_did_not_exist_before_kaldheim():
    with pytest.raises(InputError, match="boast did not exist yet"):
        play(board("    battlefield:\n" + SIGURD, expect="  players:\n    Alice: {life: 20}"), rules="2020-06-01")


def test_122_1_sigurds_boast_removes_a_lore_counter_when_the_player_chooses_remove():
    game = play(board("    battlefield:\n" + SIGURD + history(2, "[1, 2]"),
                      actions="  - attack: \"Sigurd, Jarl of Ravensthorpe\"\n"
                              "  - activate: \"Sigurd, Jarl of Ravensthorpe\"\n    targets: [History of Benalia]\n"
                              "  - resolve: all",
                      expect="  objects:\n    History of Benalia: {counters: {lore: 1}}\n"
                             "    Grizzly Bears: {counters: {}}", extra="choices:\n  - mode: remove\n"))
    assert sigurd_triggers(game) == 0


def test_603_2_sigurd_triggers_once_for_one_event_that_puts_two_lore_counters():
    game = play(board("    battlefield:\n" + SIGURD + "      - {card: The Eldest Reborn, counters: {lore: 1}}\n",
                      actions="  - put counters: {on: The Eldest Reborn, lore: 2}\n  - resolve: all",
                      expect="  objects:\n    Grizzly Bears: {counters: {+1/+1: 1}}"))
    assert sigurd_triggers(game) == 1


def test_603_2_sigurd_triggers_once_for_each_saga_an_effect_puts_a_lore_counter_on():
    game = play(board("    battlefield:\n" + SIGURD + "      - Satsuki, the Living Lore\n" + history(1)
                      + "      - {card: The Eldest Reborn, counters: {lore: 1}, resolved chapters: [1]}",
                      actions="  - activate: Satsuki, the Living Lore\n  - resolve: all",
                      expect="  objects:\n    History of Benalia: {counters: {lore: 2}}\n"
                             "    The Eldest Reborn: {counters: {lore: 2}}"))
    assert sigurd_triggers(game) == 2


def test_714_3c_sigurd_triggers_for_the_lore_counter_put_as_the_precombat_main_phase_begins():
    game = play(board("    battlefield:\n" + SIGURD + history(1),
                      actions="  - advance: precombat main\n  - resolve: all",
                      expect="  objects:\n    Grizzly Bears: {counters: {+1/+1: 1}}\n"
                             "    History of Benalia: {counters: {lore: 2}}"
                      ).replace("step: precombat main", "step: upkeep"))
    assert sigurd_triggers(game) == 1


def test_122_6a_sigurd_triggers_when_a_saga_enters_with_its_lore_counter():
    game = play(board("    hand: [History of Benalia]\n    battlefield:\n" + SIGURD,
                      actions="  - cast: History of Benalia\n  - resolve: all",
                      expect="  objects:\n    Grizzly Bears: {counters: {+1/+1: 1}}\n  cites: [122.6a]"))
    assert sigurd_triggers(game) == 1


def test_603_2_lore_counters_another_players_effect_puts_do_not_trigger_sigurd():
    game = play(board("    battlefield:\n" + SIGURD + history(1),
                      actions="  - proliferate: {by: Bob, choose: [History of Benalia]}\n  - resolve: all",
                      expect="  objects:\n    History of Benalia: {counters: {lore: 2}}\n"
                             "    Grizzly Bears: {counters: {}}"))
    assert sigurd_triggers(game) == 0


def test_card_files_take_a_counters_put_trigger_and_refuse_an_unknown_key_of_it():
    def probe(trigger: str) -> str:
        return ("name: Probe\ntypes: [Enchantment]\nabilities:\n"
                f"  - triggered: {{event: counters put, {trigger}}}\n    text: Probe.\n    effects:\n"
                "      - draw: {count: 1}\n")
    parse_card(load_yaml(probe("kind: lore, by: you, filter: {subtypes: [Saga]}")), "probe")
    with pytest.raises(InputError, match="self"):
        parse_card(load_yaml(probe("self: true")), "probe")
