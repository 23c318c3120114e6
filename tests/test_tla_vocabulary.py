"""Vocabulary the Avatar "Legend of" Sagas, Welcome to . . . and the March of the Machine praetors need, one test per
rule."""

import pytest
from helpers import board, cited, play, sorcery_card

from judge.errors import InputError

OPPONENT_GRAVEYARD_CARD = """cards:
  - name: Test Relic
    mana_cost: "{1}"
    types: [Artifact]
    abilities:
      - activated: {mana: "{1}"}
        activate only if: {amount: {largest graveyard: true, whose: each opponent}, at least: 2}
        text: "{1}: Draw a card. Activate only if an opponent has two or more cards in their graveyard."
        effects: [{draw: {}}]
"""


def test_602_5_an_opponent_with_enough_cards_in_their_graveyard_counts_not_you():
    game = play(OPPONENT_GRAVEYARD_CARD + board(
        "    graveyard: [Lightning Bolt, Lightning Bolt, Lightning Bolt]\n    battlefield: [Test Relic]",
        "    graveyard: [Lightning Bolt]",
        actions="  - activate: Test Relic\n    illegal: 602.5\n  - mill: {player: Bob, n: 1}\n"
                "  - activate: Test Relic",
        expect="  stack: [Test Relic]"))
    assert "602.5" in cited(game)


def test_400_7_cards_from_all_graveyards_enter_under_your_control():
    play(sorcery_card("put_onto_battlefield: {zone: graveyard, whose: each player, all: {types: [Creature]}}",
                      "Put all creature cards from all graveyards onto the battlefield under your control.") + board(
        "    hand: [Test Sorcery]\n    graveyard: [{card: Memnite, id: Mine}, Lightning Bolt]",
        "    graveyard: [Grizzly Bears, {card: Lightning Bolt, id: His Bolt}]",
        actions="  - cast: Test Sorcery\n  - resolve",
        expect="  objects:\n    Mine: {zone: battlefield, controller: Alice}\n"
               "    Grizzly Bears: {zone: battlefield, controller: Alice}\n    His Bolt: {zone: graveyard}"))


def test_400_7_milled_creature_cards_put_onto_the_battlefield_only_from_those_milled():
    play(sorcery_card("mill: {count: 2}\n          - put_milled_onto_battlefield: {filter: {types: [Creature]}, "
                      "count: 2}", "Mill two cards. Put up to two creature cards from among them onto the battlefield.")
         + board("    hand: [Test Sorcery]\n    library: [Grizzly Bears, Lightning Bolt, Memnite]\n"
                 "    graveyard: [Llanowar Elves]",
                 actions="  - cast: Test Sorcery\n  - resolve",
                 expect="  objects:\n    Grizzly Bears: {zone: battlefield, controller: Alice}\n"
                        "    Lightning Bolt: {zone: graveyard}\n    Memnite: {zone: library}\n"
                        "    Llanowar Elves: {zone: graveyard}"))


DISTRIBUTE_CARD = """cards:
  - name: Test Sorcery
    mana_cost: "{1}"
    types: [Sorcery]
    abilities:
      - spell: {}
        text: Distribute two +1/+1 counters among any number of target creatures you control.
        targets: [{filter: {types: [Creature], controller: you}, any number: true, divide: 2}]
        effects: [{put_counters: {target: 1, kind: +1/+1}}]
"""


def test_601_2d_any_number_of_targets_for_a_divided_amount_is_at_most_that_amount():
    """Each target gets at least one: with three creatures and two counters, the default picks two targets."""
    game = play(DISTRIBUTE_CARD + board(
        "    hand: [Test Sorcery]\n    battlefield: [Grizzly Bears, Memnite, Llanowar Elves]",
        actions="  - cast: Test Sorcery\n  - resolve",
        expect="  objects:\n    Grizzly Bears: {counters: {+1/+1: 1}}\n    Memnite: {counters: {+1/+1: 1}}\n"
               "    Llanowar Elves: {counters: {}}\n  events:\n    - divided: {total: 2, shares: [1, 1]}"))
    assert "601.2d" in cited(game)


def test_402_2_no_maximum_hand_size_skips_the_cleanup_discard_while_it_lasts():
    game = play(sorcery_card("no_maximum_hand_size: {}", "You have no maximum hand size.") + board(
        "    hand: [Test Sorcery, Island, Island, Island, Island, Island, Island, Island, Island]",
        actions="  - cast: Test Sorcery\n  - resolve\n  - advance: {to: upkeep, turn: Bob}",
        expect="  players:\n    Alice: {hand: 8, graveyard: 1}"))
    assert {"402.2", "514.1"} <= cited(game)


def test_611_2b_no_maximum_hand_size_for_as_long_as_you_control_a_gone_source_never_begins():
    """Without the effect, the cleanup step discards down to seven (514.1)."""
    game = play(sorcery_card("no_maximum_hand_size: {until: for as long as you control this}",
                             "You have no maximum hand size for as long as you control this.") + board(
        "    hand: [Test Sorcery, Island, Island, Island, Island, Island, Island, Island, Island]",
        actions="  - cast: Test Sorcery\n  - resolve\n  - advance: {to: upkeep, turn: Bob}",
        expect="  players:\n    Alice: {hand: 7, graveyard: 2}"))
    assert "611.2b" in cited(game)


def test_608_2g_any_number_of_spells_cast_while_resolving_in_the_order_chosen():
    game = play(sorcery_card("cast: {from: hand, filter: {not types: [Land]}, any number: true, without paying: true}",
                             "You may cast any number of spells from your hand without paying their mana cost.")
                + board("    hand: [Test Sorcery, Grizzly Bears, Memnite, Island]",
                        actions="  - cast: Test Sorcery\n  - resolve",
                        expect="  stack: [Grizzly Bears, Memnite]\n  objects:\n    Island: {zone: hand}",
                        extra="choices:\n  - cards: [Memnite, Grizzly Bears]\n"))
    assert {"608.2g", "118.9"} <= cited(game)


def test_608_2g_casting_none_of_any_number_of_spells():
    play(sorcery_card("cast: {from: hand, any number: true, without paying: true}", "You may cast any number of "
                      "spells from your hand without paying their mana cost.")
         + board("    hand: [Test Sorcery, Grizzly Bears]", actions="  - cast: Test Sorcery\n  - resolve",
                 expect="  stack: []\n  objects:\n    Grizzly Bears: {zone: hand}", extra="choices:\n  - cards: []\n"))


ESCAPE_GRANT = """cards:
  - name: Test Park
    types: [Land]
    abilities:
      - static: {effect: may_cast_from, zone: graveyard, filter: {subtypes: [Dinosaur]}, escape: {exile other cards: 2}}
        text: Each Dinosaur card in your graveyard has escape (its mana cost plus exile two other cards).
  - name: Test Dinosaur
    mana_cost: "{1}{G}"
    types: [Creature]
    subtypes: [Dinosaur]
    power: 2
    toughness: 2
    abilities: []
"""


def test_702_138a_escape_exiles_other_cards_from_the_graveyard_as_part_of_the_cost():
    game = play(ESCAPE_GRANT + board(
        "    battlefield: [Test Park]\n    graveyard: [Test Dinosaur, Island, Forest, Memnite]",
        actions="  - cast: Test Dinosaur\n    from: graveyard\n  - resolve",
        expect="  objects:\n    Test Dinosaur: {zone: battlefield}\n    Memnite: {zone: exile}\n"
               "    Forest: {zone: exile}\n    Island: {zone: graveyard}",
        extra="choices:\n  - cards: [Memnite, Forest]\n"))
    assert {"702.138a", "601.2h"} <= cited(game)


def test_702_138a_escape_cannot_be_paid_with_too_few_other_cards():
    play(ESCAPE_GRANT + board(
        "    battlefield: [Test Park]\n    graveyard: [Test Dinosaur, Island]",
        actions="  - cast: Test Dinosaur\n    from: graveyard\n    illegal: 702.138a",
        expect="  objects:\n    Test Dinosaur: {zone: graveyard}\n    Island: {zone: graveyard}"))


def test_701_7a_later_instructions_act_on_the_token_the_ability_created():
    """"Create a ... token. It gains haste until end of turn.": the token attacks the turn it was created."""
    play(sorcery_card("create_token: {token: {colors: [G], types: [Creature], subtypes: [Dinosaur], power: 3, "
                      "toughness: 3}}\n          - gain_ability: {created: {}, ability: Haste, until: end of turn}",
                      "Create a 3/3 green Dinosaur creature token. It gains haste until end of turn.")
         + board("    hand: [Test Sorcery]", actions="  - cast: Test Sorcery\n  - resolve\n"
                 "  - attack: Dinosaur Token\n  - advance: {to: postcombat main, turn: Alice}",
                 expect="  players:\n    Bob: {life: 17}"))


SECOND_SPELL_CARD = """cards:
  - name: Test Bender
    types: [Enchantment]
    abilities:
      - triggered: {event: cast, by: you, nth spell this turn: 2}
        text: Whenever you cast your second spell each turn, airbend up to one target nonland permanent.
        targets: [{filter: {not types: [Land]}, up to: true}]
        effects: [{airbend: {target: 1}}]
"""


def test_603_2_your_second_spell_each_turn_triggers_and_the_first_and_third_do_not():
    play(SECOND_SPELL_CARD + board(
        "    hand: [Memnite, Lightning Bolt, {card: Lightning Bolt, id: Third Bolt}]\n    battlefield: [Test Bender]",
        "    battlefield: [Grizzly Bears, Vampire Hexmage]",
        actions="  - cast: Memnite\n  - resolve: all\n  - cast: Lightning Bolt\n    targets: [Bob]\n"
                "  - resolve: all\n  - cast: Third Bolt\n    targets: [Bob]\n  - resolve: all",
        expect="  objects:\n    Grizzly Bears: {zone: exile}\n    Vampire Hexmage: {zone: battlefield}",
        extra="choices:\n  - target: Grizzly Bears\n"))


def test_701_65a_an_airbent_card_is_cast_by_its_owner_for_2_only_while_it_remains_exiled():
    game = play(SECOND_SPELL_CARD + board(
        "    hand: [Memnite, Lightning Bolt]\n    battlefield: [Test Bender]",
        "    battlefield: [Grizzly Bears]\n    hand: [{card: Grizzly Bears, id: Other Bears}]",
        actions="  - cast: Memnite\n  - resolve: all\n  - cast: Lightning Bolt\n    targets: [Bob]\n"
                "  - resolve: all\n  - cast: Grizzly Bears\n    by: Alice\n    from: exile\n    illegal: 601.3\n"
                "  - advance: {to: precombat main, turn: Bob}\n  - cast: Grizzly Bears\n    from: exile\n"
                "  - resolve: all",
        expect="  objects:\n    Grizzly Bears: {zone: battlefield, controller: Bob}\n  events:\n"
               "    - airbent: {player: Alice, card: Grizzly Bears, owner: Bob}",
        extra="choices:\n  - target: Grizzly Bears\n"))
    assert {"701.65a", "118.9"} <= cited(game)


def test_101_4_each_player_chooses_up_to_one_and_may_choose_none():
    play(sorcery_card("exile: {choose: {zone: battlefield, whose: each opponent, filter: {mana value at least: 2}, "
                      "by: each player, up to: true}}",
                      "Starting with you, each player chooses up to one permanent with mana value 2 or greater from "
                      "among permanents your opponents control. Exile those permanents.")
         + board("    hand: [Test Sorcery]\n    battlefield: [Vampire Hexmage]",
                 "    battlefield: [Grizzly Bears, {card: Vampire Hexmage, id: His Hexmage}, Memnite]",
                 actions="  - cast: Test Sorcery\n  - resolve",
                 expect="  objects:\n    Grizzly Bears: {zone: battlefield}\n    His Hexmage: {zone: exile}\n"
                        "    Vampire Hexmage: {zone: battlefield}",
                 extra="choices:\n  - cards: []\n  - cards: [His Hexmage]\n"))


def _sozin_hits_bob(x: int, targets: str) -> str:
    return board("    battlefield: [{card: The Rise of Sozin, face: back}]",
                 "    graveyard: [Memnite, Vampire Hexmage, Jin-Gitaxias]",
                 actions="  - attack: The Rise of Sozin\n  - advance: {to: postcombat main, turn: Alice}",
                 expect="  players:\n    Bob: {life: 15}",
                 extra=f"choices:\n  - may: yes\n  - number: {x}\n  - targets: {targets}\n")


def test_107_3_the_x_paid_is_the_x_of_the_reflexive_ability_it_creates():
    game = play(_sozin_hits_bob(5, "[Jin-Gitaxias]").replace(
        "Bob: {life: 15}", "Bob: {life: 15}\n  objects:\n    Jin-Gitaxias: {zone: battlefield, controller: Alice}"))
    assert {"107.3", "603.12"} <= cited(game)


def test_601_2c_targets_over_the_total_mana_value_x_are_refused():
    with pytest.raises(InputError, match="total mana value"):
        play(_sozin_hits_bob(3, "[Vampire Hexmage, Jin-Gitaxias]"))


def test_701_23b_a_search_of_hidden_zones_may_find_fewer_than_it_could():
    play(sorcery_card("search_zones: {player: target 1, zones: [graveyard, hand, library], filter: {name: "
                      "Lightning Bolt}, count: 4, to: exile}", "Search target opponent's graveyard, hand, and library "
                      "for up to four cards named Lightning Bolt and exile them.").replace(
        "      - spell: {}\n", "      - spell: {}\n        targets: [{player: opponent}]\n")
         + board("    hand: [Test Sorcery]", "    hand: [{card: Lightning Bolt, id: In Hand}]\n"
                 "    graveyard: [{card: Lightning Bolt, id: In Graveyard}]",
                 actions="  - cast: Test Sorcery\n  - resolve",
                 expect="  objects:\n    In Hand: {zone: hand}\n    In Graveyard: {zone: exile}",
                 extra="choices:\n  - cards: [In Graveyard]\n"))


def test_701_53a_incubate_then_the_incubator_transforms_itself_in_place_keeping_its_counters():
    game = play(sorcery_card("incubate: {count: 3}", "Incubate 3.") + board(
        "    hand: [Test Sorcery]",
        actions="  - cast: Test Sorcery\n  - resolve\n  - expect:\n      objects:\n"
                "        Incubator: {types: [Artifact], subtypes: [Incubator], counters: {+1/+1: 3}}\n"
                "  - activate: Incubator\n  - resolve",
        expect="  objects:\n    Incubator: {name: Phyrexian Token, types: [Artifact, Creature], power: 3, toughness: 3,"
               " counters: {+1/+1: 3}}\n  events:\n    - transformed: {before: Incubator, name: Phyrexian Token}"))
    assert {"701.53a", "701.27a"} <= cited(game)


def test_701_27c_a_permanent_that_is_not_double_faced_does_not_transform():
    game = play(sorcery_card("transform: {all: {types: [Creature]}}", "Transform all creatures.") + board(
        "    hand: [Test Sorcery]\n    battlefield: [Grizzly Bears]",
        actions="  - cast: Test Sorcery\n  - resolve",
        expect="  objects:\n    Grizzly Bears: {name: Grizzly Bears, power: 2}"))
    assert "701.27c" in cited(game)


def test_118_3_a_sacrifice_cost_needs_that_many_other_creatures():
    play(board("    battlefield: [Elesh Norn, Grizzly Bears, Memnite]",
               actions="  - activate: Elesh Norn\n    illegal: 118.3",
               expect="  objects:\n    Grizzly Bears: {zone: battlefield}\n    Memnite: {zone: battlefield}"))


def test_603_2_damage_to_an_opponents_permanent_does_not_trigger_elesh_norn():
    game = play(board("    battlefield: [Elesh Norn]",
                      "    hand: [Lightning Bolt, {card: Lightning Bolt, id: Bolt 2}]\n"
                      "    battlefield: [Grizzly Bears]",
                      actions="  - cast: Lightning Bolt\n    by: Bob\n    targets: [Grizzly Bears]\n  - resolve: all\n"
                              "  - cast: Bolt 2\n    targets: [Elesh Norn]\n  - resolve: all",
                      expect="  players:\n    Bob: {life: 18}\n  objects:\n    Elesh Norn: {damage: 3}",
                      extra="choices:\n  - may: no\n"))
    assert [type(e.event).__name__ for e in game.log].count("UnlessChecked") == 1
