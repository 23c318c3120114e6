"""Vocabulary added for the Dominaria Sagas and their kin (issue 10): each test is named after the rule it checks."""

from helpers import board, cited, play, sorcery_card


def test_205_1b_becoming_an_artifact_in_addition_keeps_the_other_types_and_subtypes():
    game = play(board("    hand: [Test Sorcery]\n    battlefield: [Grizzly Bears]",
                      actions="  - cast: Test Sorcery\n  - resolve",
                      expect="  objects:\n    Grizzly Bears: {types: [Artifact, Creature], subtypes: [Bear], power: 2}",
                      extra=sorcery_card("become: {all: {types: [Creature]}, types: [Artifact], in addition: true}")))
    assert "205.1b" in cited(game)


def test_205_1b_becoming_artifact_creatures_sets_base_power_and_toughness_until_end_of_turn():
    play(board("    hand: [Test Sorcery]\n    battlefield: [Sol Ring]",
               actions="  - cast: Test Sorcery\n  - resolve\n"
                       "  - expect:\n      objects:\n        Sol Ring: {types: [Artifact, Creature], power: 5}\n"
                       "  - advance: {to: upkeep, turn: Bob}",
               expect="  objects:\n    Sol Ring: {types: [Artifact]}",
               extra=sorcery_card("become: {all: {types: [Artifact]}, types: [Artifact, Creature], base pt: 5/5, "
                                  "in addition: true, until: end of turn}")))


def test_120_3_damage_to_each_creature_without_flying_spares_fliers():
    play(board("    hand: [Test Sorcery]\n    battlefield: [Grizzly Bears]", "    battlefield: [Thrummingbird]",
               actions="  - cast: Test Sorcery\n  - resolve",
               expect="  objects:\n    Grizzly Bears: {damage: 1}\n    Thrummingbird: {damage: 0}",
               extra=sorcery_card("damage: {amount: 1, to: each permanent, "
                                  "filter: {types: [Creature], without keyword: Flying}}")))


def test_608_2c_sacrifice_if_you_do_happens_only_after_a_sacrifice():
    effect = "sacrifice: {player: you, filter: {subtypes: [Mountain]}, if you do: [{draw: {count: 2}}]}"
    play(board("    hand: [Test Sorcery]\n    battlefield: [Forest]", actions="  - cast: Test Sorcery\n  - resolve",
               expect="  players:\n    Alice: {hand: 0}", extra=sorcery_card(effect)))
    play(board("    hand: [Test Sorcery]\n    battlefield: [Mountain]", actions="  - cast: Test Sorcery\n  - resolve",
               expect="  players:\n    Alice: {hand: 2}\n  objects:\n    Mountain: {zone: graveyard}",
               extra=sorcery_card(effect)))


def test_101_4_each_player_returns_cards_of_their_own_choice_under_their_control():
    effect = ("put_onto_battlefield: {choose: {zone: graveyard, whose: each player, filter: {types: [Land]}, "
              "count: 1}}")
    game = play(board("    hand: [Test Sorcery]\n    graveyard: [Plains, Island]", "    graveyard: [Swamp]",
                      actions="  - cast: Test Sorcery\n  - resolve",
                      expect="  objects:\n    Island: {zone: battlefield, controller: Alice}\n"
                             "    Plains: {zone: graveyard}\n    Swamp: {zone: battlefield, controller: Bob}",
                      extra=sorcery_card(effect) + "choices:\n  - card: Island\n"))
    assert "101.4" in cited(game)


def test_608_2d_you_may_return_a_card_from_your_graveyard_may_return_none():
    effect = "return_to_hand: {choose: {zone: graveyard, whose: you, filter: {types: [Creature]}, up to: true}}"
    play(board("    hand: [Test Sorcery]\n    graveyard: [Memnite]", actions="  - cast: Test Sorcery\n  - resolve",
               expect="  objects:\n    Memnite: {zone: graveyard}",
               extra=sorcery_card(effect) + "choices:\n  - cards: []\n"))


def test_701_24a_shuffle_your_graveyard_into_your_library():
    play(board("    hand: [Test Sorcery]\n    graveyard: [Memnite, Forest]",
               actions="  - cast: Test Sorcery\n  - resolve",
               expect="  players:\n    Alice: {graveyard: [Test Sorcery], library: 7, shuffles: 1}",
               extra=sorcery_card("shuffle_into_library: {graveyard: you}")))


def test_107_3c_x_defined_by_the_text_sizes_the_token_that_deals_the_damage():
    effects = ("define_x: {amount: {half: {life: you}, rounded: up}}\n"
               "          - create_token: {token: {types: [Creature], subtypes: [Horror]}, power: X, toughness: X}\n"
               "          - damage: {amount: X, to: you, source: created}")
    game = play(board("    life: 7\n    hand: [Test Sorcery]", actions="  - cast: Test Sorcery\n  - resolve",
                      expect="  objects:\n    Horror Token: {power: 4, toughness: 4}\n"
                             "  players:\n    Alice: {life: 3}\n  events:\n    - created: {object: Horror Token}",
                      extra=sorcery_card(effects)))
    assert "107.3c" in cited(game)
    assert any(getattr(e.event, "source_name", None) == "Horror Token" for e in game.log)


def test_305_6_domain_counts_each_basic_land_type_once():
    effect = "draw: {count: {basic land types: you}}"
    play(board("    hand: [Test Sorcery]\n    battlefield: [Forest, Forest, Island]",
               "    battlefield: [Mountain]", actions="  - cast: Test Sorcery\n  - resolve",
               expect="  players:\n    Alice: {hand: 2}", extra=sorcery_card(effect)))


def test_115_1_greatest_power_target_only_the_creature_with_the_greatest_power_among_yours():
    spell = ("cards:\n  - name: Test Sorcery\n    mana_cost: \"{1}\"\n    types: [Sorcery]\n    abilities:\n"
             "      - spell: {}\n        text: Test.\n        targets:\n"
             "          - {filter: {types: [Creature], controller: you, greatest power: true}}\n"
             "        effects:\n          - put_counters: {target: 1, kind: +1/+1}\n")
    play(board("    hand: [Test Sorcery]\n    battlefield: [Grizzly Bears, Memnite]",
               "    battlefield: [{card: Grizzly Bears, id: Big, counters: {+1/+1: 5}}]",
               actions="  - cast: Test Sorcery\n    targets: [Memnite]\n    illegal: 115.1\n"
                       "  - cast: Test Sorcery\n    targets: [Big]\n    illegal: true\n"
                       "  - cast: Test Sorcery\n    targets: [Grizzly Bears]\n  - resolve",
               expect="  objects:\n    Grizzly Bears: {counters: {+1/+1: 1}}", extra=spell))


def test_603_12_tap_any_number_when_you_do_deals_that_much_damage():
    effect = ("tap:\n              choose: {types: [Artifact]}\n              if you do:\n"
              "                - reflexive:\n                    text: When you do, deal that much damage.\n"
              "                    targets: [{filter: {types: [Creature]}}]\n"
              "                    effects: [{damage: {amount: {tapped: true}, to: 1}}]")
    game = play(board("    hand: [Test Sorcery]\n    battlefield: [Sol Ring, Memnite]",
                      "    battlefield: [{card: Grizzly Bears, counters: {+1/+1: 2}}]",
                      actions="  - cast: Test Sorcery\n  - resolve: all",
                      expect="  objects:\n    Grizzly Bears: {damage: 2}\n    Sol Ring: {tapped: true}",
                      extra=sorcery_card(effect) + "choices:\n  - cards: [Sol Ring, Memnite]\n"
                                                   "  - target: Grizzly Bears\n"))
    assert {"701.26a", "603.12"} <= cited(game)


def test_603_12_tapping_nothing_triggers_nothing():
    effect = "tap: {choose: {types: [Artifact]}, if you do: [{reflexive: {text: Draw., effects: [{draw: {}}]}}]}"
    play(board("    hand: [Test Sorcery]\n    battlefield: [Sol Ring]",
               actions="  - cast: Test Sorcery\n  - resolve: all",
               expect="  players:\n    Alice: {hand: 0}\n  objects:\n    Sol Ring: {tapped: false}",
               extra=sorcery_card(effect) + "choices:\n  - cards: []\n"))


def test_614_1a_a_red_source_you_control_deals_that_much_damage_plus_two_this_turn():
    effect = "damage_plus: {amount: 2, source: {colors: [R], controller: you}}"
    game = play(board("    hand: [Test Sorcery, {card: Lightning Bolt, id: Mine}]",
                      "    hand: [{card: Lightning Bolt, id: Theirs}]",
                      actions="  - cast: Test Sorcery\n  - resolve\n"
                              "  - cast: Mine\n    targets: [Bob]\n  - resolve\n"
                              "  - cast: Theirs\n    targets: [Alice]\n  - resolve",
                      expect="  players:\n    Bob: {life: 15}\n    Alice: {life: 17}",
                      extra=sorcery_card(effect)))
    assert "614.1a" in cited(game)


def test_514_2_damage_stays_on_creatures_while_a_permanent_says_it_isnt_removed():
    card = ("cards:\n  - name: Scar Keeper\n    mana_cost: \"{1}\"\n    types: [Enchantment]\n    abilities:\n"
            "      - static: {effect: damage_stays}\n"
            "        text: Damage isn't removed from creatures during cleanup steps.\n")
    game = play(board("    battlefield: [Scar Keeper, {card: Grizzly Bears, id: Hurt, counters: {+1/+1: 2}}]\n"
                      "    hand: [Lightning Bolt]",
                      "    battlefield: [Memnite]",
                      actions="  - cast: Lightning Bolt\n    targets: [Hurt]\n  - resolve\n"
                              "  - advance: {to: upkeep, turn: Bob}",
                      expect="  objects:\n    Hurt: {zone: battlefield, damage: 3}", extra=card))
    assert "514.2" in cited(game)


def test_611_3a_a_gained_static_ability_applies_to_creatures_that_arrive_later():
    cards = ("cards:\n  - name: Banner\n    mana_cost: \"{1}\"\n    types: [Enchantment]\n"
             "  - name: Test Sorcery\n    mana_cost: \"{1}\"\n    types: [Sorcery]\n    abilities:\n"
             "      - spell: {}\n        text: Banner gains \"Creatures you control get +1/+1.\"\n        effects:\n"
             "          - gain_ability:\n              all: {name: Banner}\n              ability:\n"
             "                static: {effect: modify_pt, affected: {types: [Creature], controller: you}, power: 1,"
             " toughness: 1}\n                text: Creatures you control get +1/+1.\n")
    play(board("    hand: [Test Sorcery, Grizzly Bears]\n    battlefield: [Banner]",
               actions="  - cast: Test Sorcery\n  - resolve\n  - cast: Grizzly Bears\n  - resolve\n"
                       "  - expect:\n      objects:\n        Grizzly Bears: {power: 3}\n  - destroy: Banner",
               expect="  objects:\n    Grizzly Bears: {power: 2}", extra=cards))


def test_701_20a_revealed_cards_sharing_a_mana_value_count_each():
    effects = ("reveal_from_hand: {filter: {not types: [Land]}, count: 5, up to: true}\n"
               "          - draw: {count: {revealed sharing mana value: true}}")
    play(board("    hand: [Test Sorcery, Lightning Bolt, Sol Ring, Grizzly Bears, Memnite]\n    library: 9",
               actions="  - cast: Test Sorcery\n  - resolve",
               expect="  players:\n    Alice: {hand: 6}\n  events:\n"
                      "    - revealed: {player: Alice, cards: [Lightning Bolt, Sol Ring, Grizzly Bears, Memnite]}",
               extra=sorcery_card(effects)))


def test_728_1_rad_counters_mill_and_each_nonland_card_costs_a_life_and_a_counter():
    effect = "put_counters: {player: you, kind: rad, amount: 2}"
    game = play(board("    hand: [Test Sorcery]\n    library: [Island, Island, Memnite, Forest, Sol Ring, Island]",
                      actions="  - cast: Test Sorcery\n  - resolve\n  - advance: {to: precombat main, turn: Alice}\n"
                              "  - resolve: all",
                      expect="  players:\n    Alice: {life: 19, graveyard: [Test Sorcery, Island, Memnite]}",
                      extra=sorcery_card(effect)))
    assert "728.1" in cited(game)
    assert game.players[0].counters == {"rad": 1}
