"""Casting and resolving (CR 601, 608), copies (707) and combat (506-511), one test per rule."""

import pytest

from helpers import board, cited, play
from judge import runner, scenario
from judge.errors import InputError
from judge.game import events


def test_608_3_an_aura_spell_enters_attached_to_its_target():
    game = play(board("    hand: [Observed Stasis]", bob="    battlefield: [Grizzly Bears]",
                      actions="  - cast: Observed Stasis\n    targets: [Grizzly Bears]\n  - resolve: all",
                      expect="  objects:\n    Observed Stasis: {zone: battlefield}\n  cites: [303.4a]"))
    aura = next(o for o in game.battlefield() if o.label == "Observed Stasis")
    assert game.objects[aura.attached_to].label == "Grizzly Bears"


def test_608_3_a_copy_of_a_permanent_spell_becomes_a_token():
    play(board("    battlefield: [Memnite]",
               extra="stack:\n  - {spell: Grizzly Bears, controller: Bob, copy: true}\n",
               actions="  - resolve",
               expect="  objects:\n    Grizzly Bears: {zone: battlefield, controller: Bob}"))


def test_707_10_a_copy_keeps_its_targets_unless_new_ones_are_given():
    play(board("    battlefield: [Grizzly Bears]", bob="    battlefield: [Memnite]",
               extra="stack:\n  - {spell: Lightning Bolt, controller: Alice, targets: [Memnite]}\n",
               actions="  - copy: Lightning Bolt\n    by: Bob\n  - resolve: all",
               expect="  objects:\n    Memnite: {zone: graveyard}\n    Grizzly Bears: {zone: battlefield}\n"
                      "  players:\n    Bob: {graveyard: [Memnite]}\n"
                      "  events:\n    - ceased to exist: copy of Lightning Bolt"))


def test_508_1_declared_attackers_tap_and_deal_unblocked_combat_damage():
    play(board("    battlefield: [Grizzly Bears]",
               actions="  - attack: Grizzly Bears\n  - advance: postcombat main",
               expect="  objects:\n    Grizzly Bears: {tapped: true}\n  players:\n    Bob: {life: 18}\n"
                      "  cites: [508.1, 510.1a]"))


def test_302_6_a_creature_that_just_arrived_cannot_attack():
    play(board("    hand: [Grizzly Bears]",
               actions="  - cast: Grizzly Bears\n  - resolve\n  - attack: Grizzly Bears\n    illegal: 302.6",
               expect="  players:\n    Bob: {life: 20}"))


MODAL = """cards:
  - name: Two Ways
    mana_cost: "{1}"
    types: [Instant]
    abilities:
      - spell: {}
        text: "Choose one or both — • You gain 2 life. • Draw a card."
        effects:
          - choose_modes:
              min: 1
              max: 2
              modes:
                - {text: You gain 2 life., effects: [{gain_life: {amount: 2}}]}
                - {text: Draw a card., effects: [{draw: {}}]}
"""


def test_601_2b_modes_announced_as_the_spell_is_cast():
    play(board("    hand: [Two Ways]", extra=MODAL, actions="  - cast: Two Ways\n    modes: [2]\n  - resolve",
               expect="  players:\n    Alice: {life: 20, hand: 1}"))
    play(board("    hand: [Two Ways]", extra=MODAL, actions="  - cast: Two Ways\n    modes: [1, draw]\n  - resolve",
               expect="  players:\n    Alice: {life: 22, hand: 1}"))


def test_702_140c_a_mutating_spell_merges_under_and_the_saga_stays_a_saga():
    play(board('    hand: [Gemrazer]\n    battlefield: [{card: "Summon: Bahamut", counters: {lore: 1}, '
               'resolved chapters: [1]}]', bob="    battlefield: [Blood Moon]",
               actions='  - cast: Gemrazer\n    mutate: "Summon: Bahamut"\n    over: false\n  - resolve: all',
               expect='  objects:\n    "Summon: Bahamut": {subtypes: [Saga, Dragon], '
                      'abilities include: [Reach, Trample]}\n'
                      "    Blood Moon: {zone: graveyard}\n  cites: [702.140c, 702.140e]"))


def test_702_140b_a_mutating_spell_with_an_illegal_target_enters_as_a_creature():
    play(board("    hand: [Gemrazer]\n    battlefield: [Grizzly Bears]",
               actions="  - cast: Gemrazer\n    mutate: Grizzly Bears\n  - destroy: Grizzly Bears\n  - resolve",
               expect="  objects:\n    Gemrazer: {zone: battlefield, power: 4}\n  cites: [702.140b]"))


def test_702_140a_mutate_needs_a_non_human_creature_with_the_same_owner():
    play(board("    hand: [Gemrazer]", bob="    battlefield: [Grizzly Bears]",
               actions="  - cast: Gemrazer\n    mutate: Grizzly Bears\n    illegal: 702.140a",
               expect="  players:\n    Alice: {hand: [Gemrazer]}"))


def test_730_3_each_card_of_a_merged_permanent_goes_to_the_new_zone():
    play(board('    hand: [Gemrazer]\n    battlefield: [Grizzly Bears]',
               actions="  - cast: Gemrazer\n    mutate: Grizzly Bears\n  - resolve: all\n"
                       "  - move: {object: Grizzly Bears, to: hand}",
               expect="  players:\n    Alice: {hand: [Gemrazer, Grizzly Bears]}"))


def test_702_11b_hexproof_keeps_an_opponents_spells_from_targeting_it():
    play(board("    hand: [Twinmaw Stormbrood]", bob="    battlefield: [Grizzly Bears]",
               extra="cards:\n  - {name: Shy Bear, types: [Creature], power: 2, toughness: 2, abilities: [Hexproof]}\n",
               actions="  - cast: Twinmaw Stormbrood\n    as: omen\n    targets: [Shy Bear]\n    illegal: 702.11b",
               expect="  stack: []").replace("[Grizzly Bears]", "[Grizzly Bears, Shy Bear]"))


def test_702_15b_and_702_2b_lifelink_and_deathtouch_damage():
    play(board("    battlefield: [Vicious Bear]", bob="    battlefield: [Memnite]",
               extra="cards:\n  - {name: Vicious Bear, types: [Creature], power: 1, toughness: 1, "
                     "abilities: [Lifelink, Deathtouch]}\n",
               actions="  - attack: Vicious Bear\n  - advance: postcombat main",
               expect="  players:\n    Alice: {life: 21}\n    Bob: {life: 19}\n  cites: [702.15b]"))


def test_704_5h_a_creature_dealt_damage_by_a_deathtouch_source_is_destroyed():
    needle = ("cards:\n  - name: Needle Bear\n    types: [Creature]\n    power: 1\n    toughness: 1\n"
              "    abilities:\n      - Deathtouch\n      - activated: {tap: true}\n"
              "        text: '{T}: This creature deals 1 damage to target creature.'\n"
              "        targets: [{filter: {types: [Creature]}}]\n        effects: [{damage: {amount: 1, to: 1}}]\n")
    play(board("    battlefield: [Needle Bear]", bob="    battlefield: [Grizzly Bears]", extra=needle,
               actions="  - activate: Needle Bear\n    targets: [Grizzly Bears]\n  - resolve",
               expect="  objects:\n    Grizzly Bears: {zone: graveyard}\n  cites: [704.5h, 702.2b]"))


def test_104_2a_the_game_ends_when_the_only_opponent_loses():
    play("players:\n  Alice: {library: 5}\n  Bob: {library: 0}\nturn: {active: Alice, number: 3, step: end step}\n"
         "actions:\n  - advance: {to: precombat main, turn: Alice}\n  - shuffle: Alice\n"
         "expect:\n  players:\n    Alice: {shuffles: 0}\n  events:\n    - lost: Bob\n  cites: [104.2a]\n")


def test_111_8_a_token_that_left_the_battlefield_does_not_come_back():
    play(board("    battlefield: [{card: History of Benalia, token: true, counters: {lore: 1}}]",
               actions="  - flicker: History of Benalia",
               expect="  objects:\n    History of Benalia: {zone: gone}\n  cites: [111.8]"))


def test_305_1_a_land_exiled_by_light_up_the_stage_may_be_played_from_exile():
    play(board("    library: [Urza's Saga, Island, Island]\n    hand: [Light Up the Stage]",
               actions="  - cast: Light Up the Stage\n  - resolve\n  - play: Urza's Saga\n    from: exile",
               expect="  objects:\n    Urza's Saga: {zone: battlefield, counters: {lore: 1}}"))


def test_704_5j_the_legend_rule_lets_the_player_choose_which_to_keep():
    play(board("    battlefield: [{card: The Tale of Tamiyo, id: Old}, {card: The Tale of Tamiyo, id: New}]",
               extra="choices:\n  - card: Old\n", actions="  - note: two legendary Sagas",
               expect="  objects:\n    Old: {zone: battlefield}\n    New: {zone: graveyard}\n  cites: [704.5j]"))


def test_514_3a_a_saga_sacrificed_in_the_cleanup_step_means_another_cleanup_step():
    play(board("    battlefield: [{card: History of Benalia, counters: {lore: 2}, resolved chapters: [1, 2]}]",
               actions="  - advance: cleanup\n  - put counters: {on: History of Benalia, lore: 1}\n"
                       "  - resolve\n  - advance: {to: upkeep, turn: Bob}",
               expect="  objects:\n    History of Benalia: {zone: graveyard}\n  cites: [514.3a]"))


def test_603_10a_dies_triggers_look_back_at_the_permanent_as_it_last_existed():
    game = play(board("    battlefield: [Satsuki, the Living Lore, Humility]".replace(
        "Satsuki, the Living Lore", '"Satsuki, the Living Lore"'),
        actions='  - destroy: "Satsuki, the Living Lore"', expect="  stack: []"))
    assert not [e for e in game.log if e.kind == "triggered"]
    game = play(board('    battlefield: ["Satsuki, the Living Lore"]\n    graveyard: [History of Benalia]',
                      actions='  - destroy: "Satsuki, the Living Lore"',
                      expect='  stack: ["Satsuki, the Living Lore"]'))
    assert [e for e in game.log if e.kind == "triggered"]


RITE_III_COPIED = """players:
  Alice: {library: 5, battlefield: [{card: Rite of Belzenlok, counters: {lore: 3}, resolved chapters: [1, 2]}]}
  Bob: {library: 5, hand: [Stifle]}
turn: {active: Alice, number: 5, step: precombat main}
stack:
  - {chapter: 3, of: Rite of Belzenlok}
actions:
  - copy: {chapter: 3, of: Rite of Belzenlok}
"""


def test_707_10_a_copy_of_a_chapter_ability_does_not_keep_the_saga_from_714_4():
    play(RITE_III_COPIED + "  - cast: Stifle\n    by: Bob\n    targets: [{chapter: 3, of: Rite of Belzenlok, "
         "copy: false}]\n  - resolve\n"
         "expect:\n  objects:\n    Rite of Belzenlok: {zone: graveyard}\n"
         "  stack: [{chapter: 3, of: Rite of Belzenlok}]\n")


def test_an_ability_and_its_copy_named_alike_are_ambiguous():
    with pytest.raises(InputError, match="add 'copy: true' or 'copy: false'"):
        play(RITE_III_COPIED + "  - counter: {chapter: 3, of: Rite of Belzenlok}\nexpect:\n  stack: []\n")


def test_events_moved_covers_draws_and_one_step_answers_two_kinds():
    play(board("    library: [Island]\n    battlefield: [Grizzly Bears]",
               actions="  - draw: {player: Alice, n: 1}\n  - destroy: Grizzly Bears",
               expect="  events:\n    - moved: {object: Island, from: library, to: hand}\n"
                      "    - destroyed: Grizzly Bears\n"
                      "    - moved: {object: Grizzly Bears, from: battlefield, to: graveyard}\n"
                      "    - no: {moved: {object: Island, to: graveyard}}"))


def test_count_with_other_properties_counts_the_objects_that_have_them():
    play(board("    battlefield: [{card: History of Benalia, counters: {lore: 1}}]",
               actions="  - put counters: {on: History of Benalia, lore: 1}\n  - resolve: all",
               expect="  objects:\n    Knight: {count: 1, power: 2, toughness: 2, tapped: false}\n"
                      "    History of Benalia: {count: 0, power: 2}"))


def test_601_2a_the_card_is_on_the_stack_not_in_hand_while_targets_are_chosen():
    """601.2a: casting first moves the card to the stack; targets are chosen with it there (601.2c)."""
    seen = []

    def observe(game, event, action):
        if event.kind == "choice" and event.data.get("choice") == "target":
            hand = [game.objects[o].label for o in game.players[0].hand]
            seen.append((hand, [item.label for item in game.stack]))

    text = "title: t\nrules: 2026-08-07\n" + board(
        "    battlefield: [Grizzly Bears, {card: Grizzly Bears, id: Bears 2}]\n    hand: [Boomerang, Island]",
        actions="  - cast: Boomerang", expect="  stack: [Boomerang]")
    result = runner.run(scenario.load("test.yaml", text=text), observe=observe)
    assert all(c.ok for c in result.checks)
    assert seen == [(["Island"], ["Boomerang"])]


def test_601_2e_an_illegal_cast_puts_the_card_back_where_it_was():
    """A cast refused at target choice (no legal target) leaves the hand as it was, in order (733)."""
    text = "title: t\nrules: 2026-08-07\n" + board(
        "    hand: [Island, Boomerang, Swamp]",
        actions="  - {cast: Boomerang, illegal: 601.2c}",
        expect="  players:\n    Alice: {hand: [Island, Boomerang, Swamp]}")
    result = runner.run(scenario.load("test.yaml", text=text))
    assert result.checks and all(c.ok for c in result.checks)
    assert [result.game.objects[o].label for o in result.game.players[0].hand] == ["Island", "Boomerang", "Swamp"]


def test_603_3c_a_modal_triggered_ability_chooses_its_mode_then_only_that_modes_targets_as_it_is_put_on_the_stack():
    game = play(board("    hand: [Life of Toshiro Umezawa]", bob="    battlefield: [Memnite]",
                      actions="  - cast: Life of Toshiro Umezawa\n  - resolve: all",
                      expect="  players:\n    Alice: {life: 22}\n  objects:\n    Memnite: {zone: battlefield}",
                      extra="choices:\n  - mode: 3\n"))
    chosen = next(i for i, e in enumerate(game.log) if "603.3c" in e.cites)
    put = next(e for e in game.log if type(e.event).__name__ == "PutOnStack" and e.event.chapter == 1)
    assert chosen < game.log.index(put) and put.event.targets == ()


def test_603_3c_a_modal_triggered_ability_with_no_mode_that_can_be_chosen_is_removed_from_the_stack():
    game = play(board('    battlefield: ["Satsuki, the Living Lore"]',
                      actions='  - destroy: "Satsuki, the Living Lore"', expect="  stack: []"))
    assert [e for e in game.log if e.kind == "triggered"]
    assert [e for e in game.log if type(e.event).__name__ == "NoModeCanBeChosen" and "603.3c" in e.cites]


TWO_TARGETS = """cards:
  - name: Double Exile
    mana_cost: "{1}{W}"
    types: [Sorcery]
    oracle: Exile two target creatures.
"""


def test_601_2c_a_flat_targets_list_fills_a_target_word_that_takes_two_targets():
    play(TWO_TARGETS + board("    hand: [Double Exile]", bob="    battlefield: [Grizzly Bears, Llanowar Elves]",
                             actions="  - cast: Double Exile\n    targets: [Grizzly Bears, Llanowar Elves]\n"
                                     "  - resolve",
                             expect="  objects:\n    Grizzly Bears: {zone: exile}\n    Llanowar Elves: {zone: exile}"))


def test_601_2c_more_targets_than_a_target_word_takes_is_refused():
    play(TWO_TARGETS + board("    hand: [Double Exile]",
                             bob="    battlefield: [Grizzly Bears, Llanowar Elves, Memnite]",
                             actions="  - cast: Double Exile\n    targets: [Grizzly Bears, Llanowar Elves, Memnite]\n"
                                     "    illegal: 601.2c",
                             expect="  objects:\n    Memnite: {zone: battlefield}\n    Double Exile: {zone: hand}"))


def test_601_2c_a_chapter_on_the_stack_with_one_target_for_each_player_keeps_them_all():
    play(board("    battlefield:\n      - card: Battle at the Helvault\n        counters: {lore: 1}\n      - Memnite",
               bob="    battlefield: [Grizzly Bears]",
               extra="stack:\n  - {chapter: 1, of: Battle at the Helvault, targets: [Grizzly Bears, Memnite]}\n",
               actions="  - resolve",
               expect="  objects:\n    Grizzly Bears: {zone: exile}\n    Memnite: {zone: exile}"))


def helvault_exiling_bears(actions: str, expect: str):
    """Battle at the Helvault's chapter I ("exile ... until this Saga leaves the battlefield", 610.3) on the stack,
    targeting Bob's Grizzly Bears."""
    return play(board("    battlefield:\n      - card: Battle at the Helvault\n        counters: {lore: 1}",
                      bob="    battlefield: [Grizzly Bears]",
                      extra="stack:\n  - {chapter: 1, of: Battle at the Helvault, targets: [Grizzly Bears]}\n",
                      actions=actions, expect=expect))


def test_610_3b_a_chapter_that_exiles_until_its_saga_leaves_moves_nothing_once_it_has_left():
    game = helvault_exiling_bears("  - destroy: Battle at the Helvault\n  - resolve",
                                  "  objects:\n    Grizzly Bears: {zone: battlefield}\n  cites: [610.3b]")
    assert "610.3a" not in cited(game)


def test_610_3c_what_an_until_effect_exiled_returns_under_its_owners_control():
    helvault_exiling_bears("  - resolve\n  - destroy: Battle at the Helvault",
                           "  objects:\n    Grizzly Bears: {zone: battlefield, controller: Bob}\n  cites: [610.3c]")


def test_608_2h_a_saga_gone_from_the_battlefield_deals_its_chapters_damage_as_it_last_existed():
    game = play(board('    battlefield:\n      - card: "Burn, Burn, Tree and Fern"\n        counters: {lore: 1}',
                      bob="    battlefield: [Grizzly Bears]",
                      extra='stack:\n  - {chapter: 1, of: "Burn, Burn, Tree and Fern", targets: [Grizzly Bears]}\n',
                      actions='  - destroy: "Burn, Burn, Tree and Fern"\n  - resolve',
                      expect="  objects:\n    Grizzly Bears: {zone: graveyard}\n  cites: [113.7a, 608.2h]"))
    damage = next(e for e in game.log if e.kind == "damage")
    assert "608.2h" in damage.cites


def test_601_2c_one_target_choice_per_target_of_a_target_word_with_one_for_each_opponent():
    play("players:\n  Alice:\n    library: 5\n    hand: [Age of Ultron]\n"
         "  Bob: {library: 5, battlefield: [Grizzly Bears]}\n  Carol: {library: 5, battlefield: [Llanowar Elves]}\n"
         "turn: {active: Alice, number: 3, step: precombat main}\n"
         "actions:\n  - cast: Age of Ultron\n  - resolve: all\n"
         "choices:\n  - target: Grizzly Bears\n  - target: Llanowar Elves\n"
         "expect:\n  objects:\n    Grizzly Bears: {zone: graveyard}\n    Llanowar Elves: {zone: graveyard}\n")


def test_603_3d_a_chapter_on_the_stack_at_the_start_without_targets_given_takes_its_target_choice():
    game = play("players:\n  Alice:\n    library: 5\n    battlefield: [Elspeth's Nightmare]\n"
                "  Bob:\n    library: 5\n    battlefield: [Memnite, Llanowar Elves]\n"
                "stack:\n  - {chapter: 1, of: Elspeth's Nightmare}\n"
                "turn: {active: Alice, number: 3, step: precombat main}\n"
                "actions:\n  - resolve\nchoices:\n  - target: Llanowar Elves\n"
                "expect:\n  objects:\n    Llanowar Elves: {zone: graveyard}\n    Memnite: {zone: battlefield}\n")
    start = next(e for e in game.log if isinstance(e.event, events.AbilityOnStackAtStart))
    assert start.event.targets == ("Llanowar Elves",)


def test_603_3d_a_targeted_chapter_with_no_legal_target_cannot_be_on_the_stack():
    with pytest.raises(InputError, match="has no legal target, so it can't be on the stack"):
        play("players:\n  Alice:\n    library: 5\n    battlefield: [Elspeth's Nightmare]\n  Bob:\n    library: 5\n"
             "stack:\n  - {chapter: 1, of: Elspeth's Nightmare}\nexpect:\n  stack: []\n")


def test_601_2c_a_spell_on_the_stack_at_the_start_without_targets_given_takes_its_target_choice():
    game = play("players:\n  Alice: {library: 5}\n  Bob:\n    library: 5\n    battlefield: [Memnite, Grizzly Bears]\n"
                "stack:\n  - {spell: Twinmaw Stormbrood, as: omen}\n"
                "turn: {active: Alice, number: 3, step: precombat main}\n"
                "actions:\n  - resolve\nchoices:\n  - target: Grizzly Bears\n"
                "expect:\n  objects:\n    Grizzly Bears: {zone: graveyard}\n    Memnite: {zone: battlefield}\n")
    start = next(e for e in game.log if isinstance(e.event, events.SpellOnStackAtStart))
    assert start.event.targets == ("Grizzly Bears",)
