"""The vocabulary added for the Sagas (Marvel, Avatar, Modern Horizons 3, Wilds of Eldraine, Tarkir:
Dragonstorm), one test per rule."""

from helpers import board, cited, play, sorcery_card
from judge import render_events
from judge.game import events

SHRINK = ("cards:\n  - name: Shrink\n    mana_cost: \"{B}\"\n    types: [Instant]\n    abilities:\n"
          "      - spell: {}\n        text: Target creature gets -3/-0 until end of turn.\n"
          "        targets:\n          - {filter: {types: [Creature]}}\n        effects:\n"
          "          - modify_pt: {target: 1, power: -3, toughness: 0, until: end of turn}\n")


def test_701_10b_doubling_gives_plus_its_power_and_toughness_locked_in():
    game = play(board("    hand: [Test Sorcery]\n    battlefield:\n      - card: Grizzly Bears\n"
                      "        counters: {+1/+1: 1}",
                      actions="  - cast: Test Sorcery\n  - resolve\n"
                              "  - put counters: {on: Grizzly Bears, +1/+1: 1}",
                      expect="  objects:\n    Grizzly Bears: {power: 7, toughness: 7}",
                      extra=sorcery_card("double_pt: {all: {types: [Creature]}, until: end of turn}")))
    assert "701.10b" in cited(game)


def test_701_10c_doubling_a_negative_power_gives_minus_as_much():
    cards = SHRINK + sorcery_card("double_pt: {all: {types: [Creature]}, until: end of turn}")[len("cards:\n"):]
    play(board("    hand: [Test Sorcery, Shrink]\n    battlefield: [Grizzly Bears]",
               actions="  - cast: Shrink\n    targets: [Grizzly Bears]\n  - resolve\n  - cast: Test Sorcery\n"
                       "  - resolve",
               expect="  objects:\n    Grizzly Bears: {power: -2, toughness: 4}", extra=cards))


def gwen_stacy_chapter_3(chosen: str, expect: str) -> None:
    play("players:\n  Alice:\n    library: 5\n    graveyard: [Island]\n    battlefield:\n"
         "      - card: The Death of Gwen Stacy\n        counters: {lore: 2}\n"
         "  Bob:\n    library: 5\n    graveyard: [Mountain]\n"
         "turn: {active: Alice, number: 3, step: draw}\n"
         f"actions:\n  - advance: precombat main\n  - resolve\nchoices:\n  - targets: {chosen}\n"
         f"expect:\n  players:\n{expect}\n")


def test_115_1_any_number_of_target_players_may_be_all_of_them():
    gwen_stacy_chapter_3("[Alice, Bob]",
                         "    Alice: {graveyard: [The Death of Gwen Stacy], exile: [Island]}\n    Bob: {graveyard: 0}")


def test_115_1_any_number_of_target_players_may_be_none():
    gwen_stacy_chapter_3("[]",
                         "    Alice: {graveyard: [Island, The Death of Gwen Stacy]}\n    Bob: {graveyard: [Mountain]}")


def test_608_2c_each_opponent_loses_life_counted_in_their_own_graveyard():
    play(board("    hand: [Test Sorcery]\n    graveyard: [Grizzly Bears, Memnite]",
               bob="    graveyard: [Llanowar Elves, Island]",
               actions="  - cast: Test Sorcery\n  - resolve",
               expect="  players:\n    Alice: {life: 20}\n    Bob: {life: 19}",
               extra=sorcery_card("lose_life: {player: each opponent, amount: {cards in graveyard: that player, "
                                  "filter: {types: [Creature]}}}")))


def test_120_3_damage_to_each_creature_a_filter_spares():
    play(board("    hand: [Test Sorcery]\n    battlefield: [Memnite]", bob="    battlefield: [Grizzly Bears]",
               actions="  - cast: Test Sorcery\n  - resolve",
               expect="  objects:\n    Memnite: {zone: battlefield, damage: 0}\n    Grizzly Bears: {damage: 1}",
               extra=sorcery_card("damage: {amount: 1, to: each creature, filter: {not types: [Artifact]}}")))


def test_120_3_damage_to_each_permanent_a_filter_names():
    play(board("    hand: [Test Sorcery]\n    battlefield: [Memnite]", bob="    battlefield: [Grizzly Bears]",
               actions="  - cast: Test Sorcery\n  - resolve",
               expect="  objects:\n    Memnite: {damage: 0}\n    Grizzly Bears: {damage: 1}",
               extra=sorcery_card("damage: {amount: 1, to: each permanent, filter: {any type: [Creature, "
                                  "Planeswalker], controller: opponent}}")))


def test_601_2d_a_share_divided_to_a_target_that_became_illegal_is_not_given_to_another():
    game = play("players:\n  Alice:\n    library: 5\n    battlefield:\n"
                "      - card: Revival of the Ancestors\n        counters: {lore: 1}\n"
                "      - {card: Grizzly Bears, id: First}\n      - {card: Grizzly Bears, id: Second}\n"
                "  Bob:\n    library: 5\n"
                "turn: {active: Alice, number: 3, step: draw}\n"
                "actions:\n  - advance: precombat main\n  - destroy: First\n  - resolve\n"
                "choices:\n  - targets: [First, Second]\n  - number: 2\n"
                "expect:\n  objects:\n    Second: {counters: {+1/+1: 1}}\n  events:\n"
                "    - divided: {total: 3, shares: [2, 1]}\n")
    assert "601.2d" in cited(game)


EARTHBEND = sorcery_card("earthbend: {target: 1, count: 2}", "Earthbend 2.").replace(
    "      - spell: {}\n",
    "      - spell: {}\n        targets:\n          - {filter: {types: [Land], controller: you}}\n")


def test_701_66a_an_earthbent_land_put_into_exile_returns_tapped_under_your_control():
    game = play(board("    hand: [Test Sorcery]\n    battlefield: [Forest]",
                      actions="  - cast: Test Sorcery\n    targets: [Forest]\n  - resolve\n"
                              "  - expect:\n      objects:\n"
                              "        Forest: {power: 2, toughness: 2, types: [Land, Creature]}\n"
                              "  - exile: Forest\n  - resolve",
                      expect="  objects:\n    Forest: {zone: battlefield, tapped: true, types: [Land], counters: {}}",
                      extra=EARTHBEND))
    assert "701.66a" in cited(game)


def test_701_66a_only_the_earthbent_permanent_returns_not_the_card_as_a_new_object():
    play(board("    hand: [Test Sorcery]\n    battlefield: [Forest]",
               actions="  - cast: Test Sorcery\n    targets: [Forest]\n  - resolve\n"
                       "  - move: {object: Forest, to: hand}\n  - play: Forest\n  - destroy: Forest",
               expect="  objects:\n    Forest: {zone: graveyard}\n  stack: []",
               extra=EARTHBEND))


def role_card(role: str) -> str:
    return sorcery_card(f"create_token: {{token: {role}, attached to: 1}}", "Create a Role.").replace(
        "      - spell: {}\n", "      - spell: {}\n        targets:\n          - {filter: {types: [Creature]}}\n")


def test_704_5z_of_two_roles_of_one_player_on_a_creature_the_older_goes_to_the_graveyard():
    cards = role_card("Cursed Role") + role_card("Monster Role")[len("cards:\n"):].replace("Test Sorcery", "Second")
    game = play(board("    hand: [Test Sorcery, Second]", bob="    battlefield: [Grizzly Bears]",
                      actions="  - cast: Test Sorcery\n    targets: [Grizzly Bears]\n  - resolve\n"
                              "  - expect:\n      objects:\n        Grizzly Bears: {power: 1, toughness: 1}\n"
                              "  - cast: Second\n    targets: [Grizzly Bears]\n  - resolve",
                      expect="  objects:\n    Cursed: {zone: gone}\n    Monster: {zone: battlefield}\n"
                             "    Grizzly Bears: {power: 3, toughness: 3, abilities include: [Trample]}",
                      extra=cards))
    assert "704.5z" in cited(game)


def test_303_4i_a_role_token_attached_to_no_creature_is_not_created():
    cards = role_card("Wicked Role").replace("{filter: {types: [Creature]}}",
                                             "{filter: {types: [Creature]}, up to: true}")
    game = play(board("    hand: [Test Sorcery]", bob="    battlefield: [Grizzly Bears]",
                      actions="  - cast: Test Sorcery\n    targets: []\n  - resolve",
                      expect="  objects:\n    Wicked: {count: 0}\n    Grizzly Bears: {power: 2}", extra=cards))
    assert "303.4i" in cited(game)


def test_107_1_the_greatest_power_among_creature_cards_in_a_graveyard():
    play(board("    hand: [Test Sorcery]\n    graveyard: [Llanowar Elves, Grizzly Bears, Forest]",
               bob="    graveyard: [Sol Ring]",
               actions="  - cast: Test Sorcery\n  - resolve",
               expect="  players:\n    Bob: {life: 18}",
               extra=sorcery_card("damage: {amount: {greatest power in graveyard: you, filter: {types: [Creature]}}, "
                                  "to: each opponent}")))


def test_608_2h_the_mana_value_of_the_spell_that_triggered_the_ability():
    cards = sorcery_card("delayed_trigger: {when: {event: cast, by: you}, until: end of turn, text: 'Whenever you "
                         "cast a spell this turn, each opponent loses life equal to its mana value.', effects: "
                         "[{lose_life: {player: each opponent, amount: {mana value of: that spell}}}]}")
    play(board("    hand: [Test Sorcery, Sol Ring]", actions="  - cast: Test Sorcery\n  - resolve\n"
               "  - cast: Sol Ring\n  - resolve: all", expect="  players:\n    Bob: {life: 19}", extra=cards))


def test_608_2c_a_graveyard_with_twenty_cards():
    cards = sorcery_card("if: {condition: {amount: {largest graveyard: true}, at least: 3}, "
                         "then: [{draw: {count: 2}}]}")
    play(board("    hand: [Test Sorcery]", bob="    graveyard: [Island, Island, Island]",
               actions="  - cast: Test Sorcery\n  - resolve", expect="  players:\n    Alice: {hand: 2}", extra=cards))


SHIELD = ("players:\n  Alice:\n    library: 5\n    battlefield:\n"
          "      - card: Origin of Captain America\n        counters: {lore: 1}\n"
          "      - {card: Grizzly Bears, id: First}\n      - {card: Llanowar Elves, id: Second}\n"
          "  Bob:\n    library: 5\nturn: {active: Alice, number: 3, step: draw}\n")


def test_701_3a_equipping_again_moves_the_equipment_to_the_new_creature():
    game = play(SHIELD + "actions:\n  - advance: precombat main\n  - resolve\n"
                "  - activate: Sturdy Shield\n    targets: [First]\n  - resolve\n"
                "  - activate: Sturdy Shield\n    targets: [Second]\n  - resolve\n"
                "expect:\n  objects:\n    First: {power: 2, toughness: 2}\n    Second: {power: 2, toughness: 3}\n")
    assert "701.3a" in cited(game)


def test_602_5d_equip_is_activated_only_as_a_sorcery():
    play(SHIELD + "actions:\n  - advance: precombat main\n  - resolve\n  - advance: beginning of combat\n"
         "  - activate: Sturdy Shield\n    targets: [First]\n    illegal: 602.5d\n"
         "expect:\n  objects:\n    First: {power: 2, toughness: 2}\n")


def test_115_1_a_creature_named_like_a_token_you_control_is_not_a_legal_target():
    body = ("players:\n  Alice:\n    library: 5\n    battlefield:\n"
            "      - card: The Apprentice's Folly\n        counters: {lore: 1}\n        resolved chapters: [1]\n"
            "      - Grizzly Bears\n      - {card: Grizzly Bears, token: true, id: Reflection}\n"
            "  Bob:\n    library: 5\nturn: {active: Alice, number: 3, step: draw}\n"
            "actions:\n  - advance: precombat main\n"
            "expect:\n  objects:\n    Grizzly Bears: {count: 2}\n  stack: []\n")
    game = play(body)
    assert any(type(e.event).__name__ == "TriggerRemoved" for e in game.log)  # no legal target: removed (603.3d)


def test_118_9_the_next_matching_spell_only_is_cast_without_paying_its_mana_cost():
    cards = sorcery_card("next_spell_free: {filter: {types: [Creature]}}")
    game = play(board("    hand: [Test Sorcery, Memnite, Grizzly Bears]",
                      actions="  - cast: Test Sorcery\n  - resolve\n  - cast: Memnite\n  - resolve\n"
                              "  - cast: Grizzly Bears\n  - resolve",
                      expect="  events:\n    - cast: {object: Memnite, free: true}\n"
                             "    - cast: {object: Grizzly Bears, free: false}", extra=cards))
    assert "118.9" in cited(game)


def test_118_9_the_permission_to_cast_the_next_spell_free_ends_with_the_turn():
    cards = sorcery_card("next_spell_free: {filter: {types: [Creature]}}")
    play(board("    hand: [Test Sorcery, Memnite]",
               actions="  - cast: Test Sorcery\n  - resolve\n  - advance: {to: precombat main, turn: Alice}\n"
                       "  - cast: Memnite\n  - resolve",
               expect="  events:\n    - cast: {object: Memnite, free: false}", extra=cards))


def test_120_3_a_target_creature_is_the_source_of_the_damage_it_deals():
    cards = sorcery_card("damage: {dealt by: 1, amount: {power of: 1}, to: each opponent}").replace(
        "      - spell: {}\n", "      - spell: {}\n        targets:\n          - {filter: {types: [Creature]}}\n")
    game = play(board("    hand: [Test Sorcery]\n    battlefield:\n      - card: Grizzly Bears\n"
                      "        counters: {+1/+1: 1}",
                      actions="  - cast: Test Sorcery\n    targets: [Grizzly Bears]\n  - resolve",
                      expect="  players:\n    Bob: {life: 17}", extra=cards))
    damage = [e.event for e in game.log if e.kind == "damage"]
    assert [d.source_name for d in damage] == ["Grizzly Bears"]


def test_601_2f_a_cost_reduction_reduces_only_the_generic_mana_there_is():
    cards = sorcery_card("reduce_cost: {filter: {types: [Artifact]}, generic: 1}")
    game = play(board("    hand: [Test Sorcery, Sol Ring, Memnite, Grizzly Bears]",
                      actions="  - cast: Test Sorcery\n  - resolve\n  - cast: Sol Ring\n  - resolve\n"
                              "  - cast: Memnite\n  - resolve\n  - cast: Grizzly Bears\n  - resolve",
                      expect="  objects:\n    Grizzly Bears: {zone: battlefield}", extra=cards))
    assert [(e.event.spell, e.event.total) for e in game.log if e.kind == "cost reduced"] == [("Sol Ring", "{0}")]


def test_601_2f_a_reduction_of_the_next_spell_is_used_up_by_the_first_matching_spell():
    cards = sorcery_card("reduce_cost: {filter: {types: [Artifact]}, generic: 2, next: true}")
    game = play(board("    hand: [Test Sorcery, Grizzly Bears, Sol Ring, Sundial of the Infinite]",
                      actions="  - cast: Test Sorcery\n  - resolve\n  - cast: Grizzly Bears\n  - resolve\n"
                              "  - cast: Sol Ring\n  - resolve\n  - cast: Sundial of the Infinite\n  - resolve",
                      expect="  objects:\n    Sundial of the Infinite: {zone: battlefield}", extra=cards))
    assert [(e.event.spell, e.event.total) for e in game.log if e.kind == "cost reduced"] == [("Sol Ring", "{0}")]
    assert not [e for e in game.effects if e.kind == "reduce_cost"]


def test_608_2c_drawing_no_card_is_not_doing_it():
    cards = sorcery_card("may: {do: [{draw: {count: {count: {types: [Artifact], controller: you}}}}], "
                         "if you do: [{draw: {player: each opponent}}]}")
    play(board("    hand: [Test Sorcery]", actions="  - cast: Test Sorcery\n  - resolve",
               expect="  players:\n    Bob: {hand: 0}\n    Alice: {hand: 0}", extra=cards))


HUNGER = sorcery_card("sacrifice: {player: you, filter: {types: [Creature]}, any number: true}")[:-1] + \
    "\n          - search: {filter: {types: [Creature]}, mana value at most: {sacrificed: true}, graveyard too: " \
    "true, to: battlefield}\n"


def test_701_21a_sacrificing_any_number_sacrifices_none_by_default():
    play(board("    hand: [Test Sorcery]\n    battlefield: [Memnite]\n    library: [Grizzly Bears, Island]",
               actions="  - cast: Test Sorcery\n  - resolve",
               expect="  objects:\n    Memnite: {zone: battlefield}\n    Grizzly Bears: {zone: library}\n"
                      "  players:\n    Alice: {shuffles: 1}", extra=HUNGER))


def test_701_23a_searching_the_library_too_finds_a_card_within_the_number_sacrificed_and_shuffles():
    play(board("    hand: [Test Sorcery]\n    battlefield: [Memnite, Llanowar Elves]\n"
               "    library: [Tom Bombadil, Grizzly Bears, Island]",
               actions="  - cast: Test Sorcery\n  - resolve",
               expect="  objects:\n    Grizzly Bears: {zone: battlefield}\n    Tom Bombadil: {zone: library}\n"
                      "  players:\n    Alice: {shuffles: 1}",
               extra=HUNGER + "choices:\n  - cards: [Memnite, Llanowar Elves]\n  - may: yes\n"
                              "  - card: Grizzly Bears\n"))


def test_500_7_of_two_extra_turns_the_most_recently_created_is_taken_first():
    cards = sorcery_card("extra_turn: {}") + "  - name: Bob's Turn\n    mana_cost: \"{1}\"\n    types: [Instant]\n" \
        "    abilities:\n      - spell: {}\n        text: Bob takes an extra turn.\n        effects:\n" \
        "          - extra_turn: {}\n"
    game = play(board("    hand: [Test Sorcery]", bob="    hand: [Bob's Turn]",
                      actions="  - cast: Test Sorcery\n  - cast: Bob's Turn\n    by: Bob\n  - resolve: all\n"
                              "  - advance: {to: upkeep, turn: next}\n  - advance: {to: upkeep, turn: next}\n"
                              "  - advance: {to: upkeep, turn: next}",
                      expect="  cites: [500.7]", extra=cards))
    begun = [e.event.player for e in game.log if type(e.event).__name__ == "TurnBegins"]
    # Bob's instant resolved first, so Alice's extra turn is the most recent: hers, his, then his normal turn
    assert begun[:3] == ["Alice", "Bob", "Bob"]


def test_509_1b_a_creature_that_cant_be_blocked_except_by_spirits_is_blocked_by_a_spirit():
    cards = ("cards:\n  - name: Shade\n    types: [Creature]\n    subtypes: [Spirit]\n    power: 1\n    toughness: 1\n"
             "    abilities:\n      - static: {effect: cant_be_blocked, except by: {subtypes: [Spirit]}}\n"
             "        text: Shade can't be blocked by non-Spirit creatures.\n")
    play(board("    battlefield: [Shade]", bob="    battlefield:\n      - {card: Shade, id: Bob's Shade}",
               actions="  - attack: Shade\n  - block: {Bob's Shade: Shade}\n  - advance: end of combat",
               expect="  players:\n    Bob: {life: 20}", extra=cards))


def test_508_1d_a_creature_that_must_attack_attacks_you_if_no_other_player_can_be_attacked():
    cards = sorcery_card("must_attack: {filter: {types: [Creature]}, other than you: true, until: your next turn}")
    game = play(board("    hand: [Test Sorcery]", bob="    battlefield: [Grizzly Bears]",
                      actions="  - cast: Test Sorcery\n  - resolve\n  - advance: {to: end step, turn: Bob}\n"
                              "  - advance: {to: end step, turn: Bob}",
                      expect="  players:\n    Alice: {life: 18}", extra=cards))
    assert "508.1d" in cited(game)


def test_508_1d_a_summoning_sick_creature_is_not_required_to_attack():
    cards = sorcery_card("must_attack: {filter: {types: [Creature]}, until: your next turn}")
    play(board("    hand: [Test Sorcery, Grizzly Bears]",
               actions="  - cast: Grizzly Bears\n  - resolve\n  - cast: Test Sorcery\n  - resolve\n"
                       "  - advance: {to: end step, turn: Alice}",
               expect="  players:\n    Bob: {life: 20}\n  events:\n    - no: {attacks: {object: Grizzly Bears}}",
               extra=cards))


def test_508_1d_the_trace_says_how_long_creatures_must_attack_and_whom_they_must_attack_if_able():
    cards = sorcery_card("must_attack: {filter: {types: [Creature]}, other than you: true, until: your next turn}")
    game = play(board("    hand: [Test Sorcery]", bob="    battlefield: [Grizzly Bears]",
                      actions="  - cast: Test Sorcery\n  - resolve", expect="  stack: []", extra=cards))
    created = next(e for e in game.log if isinstance(e.event, events.MustAttackCreated))
    assert render_events.text(created, game.version).endswith(
        "Test Sorcery: until Alice's next turn, creatures attack each combat if able, and a player other than "
        "Alice if able")
