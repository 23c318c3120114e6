"""The vocabulary added for the Sagas (Marvel, Spider-Man, Modern Horizons 3, Wilds of Eldraine), one
test per rule."""

from helpers import board, cited, play, sorcery_card


def test_205_1b_becoming_legendary_in_addition_keeps_the_types_and_the_legend_rule_applies():
    game = play(board("    hand: [Test Sorcery]\n    battlefield:\n      - {card: Grizzly Bears, id: old}\n"
                      "      - {card: Grizzly Bears, id: new}",
                      actions="  - cast: Test Sorcery\n  - resolve",
                      expect="  objects:\n    new: {zone: battlefield, supertypes: [Legendary], types: [Creature], "
                             "subtypes: [Bear, Spider]}\n    old: {zone: graveyard}",
                      extra=sorcery_card("become: {all: {name: Grizzly Bears}, supertypes: [Legendary], "
                                         "subtypes: [Spider], in addition: true}")))
    assert {"205.1b", "704.5j"} <= cited(game)


PUT_OR_DRAW = ("may: {text: put a creature card from your hand onto the battlefield, "
               "do: [{put_onto_battlefield: {choose: {zone: hand, whose: you, filter: {types: [Creature]}}}}], "
               "if you don't: [{draw: {}}]}")


def test_608_2c_if_you_dont_happens_when_the_player_declines():
    game = play(board("    library: [Island]\n    hand: [Test Sorcery, Grizzly Bears]",
                      actions="  - cast: Test Sorcery\n  - resolve\nchoices:\n  - may: no",
                      expect="  players:\n    Alice: {hand: [Grizzly Bears, Island]}",
                      extra=sorcery_card(PUT_OR_DRAW)))
    assert "608.2c" in cited(game)


def test_608_2c_if_you_dont_does_not_happen_when_the_card_was_put():
    play(board("    library: [Island]\n    hand: [Test Sorcery, Grizzly Bears]",
               actions="  - cast: Test Sorcery\n  - resolve\nchoices:\n  - may: yes\n  - card: Grizzly Bears",
               expect="  players:\n    Alice: {hand: 0, library: [Island]}\n  objects:\n"
                      "    Grizzly Bears: {zone: battlefield}",
               extra=sorcery_card(PUT_OR_DRAW)))


LEGEND = ("  - name: Legend Probe\n    mana_cost: \"{1}{G}\"\n    supertypes: [Legendary]\n    types: [Creature]\n"
          "    power: 2\n    toughness: 2\n    abilities: []\n")
COPY_NEXT_CREATURE = ("delayed_trigger: {when: {event: cast, by: you, filter: {types: [Creature]}}, once: true, "
                      "until: end of turn, effects: [{copy_spell: {that spell: true, not legendary: %s}}]}")


def test_707_9b_a_creature_spell_copied_except_not_legendary_becomes_a_nonlegendary_token():
    game = play(board("    hand: [Test Sorcery, Legend Probe]",
                      actions="  - cast: Test Sorcery\n  - resolve\n  - cast: Legend Probe\n  - resolve: all",
                      expect="  objects:\n    Legend Probe: {count: 2}\n"
                             "    copy of Legend Probe: {zone: battlefield, supertypes: []}",
                      extra=sorcery_card(COPY_NEXT_CREATURE % "true") + LEGEND))
    assert {"707.9b", "707.10f"} <= cited(game)


def test_704_5j_a_legendary_copy_of_a_legendary_creature_spell_meets_the_legend_rule():
    game = play(board("    hand: [Test Sorcery, Legend Probe]",
                      actions="  - cast: Test Sorcery\n  - resolve\n  - cast: Legend Probe\n  - resolve: all",
                      expect="  objects:\n    Legend Probe: {count: 1}",
                      extra=sorcery_card(COPY_NEXT_CREATURE % "false") + LEGEND))
    assert "704.5j" in cited(game)


def test_603_7c_a_delayed_trigger_keeps_the_chosen_name_after_its_source_is_gone():
    effect = ("choose_name: {}\n          - delayed_trigger: {when: {event: deals damage, combat: true, to: player, "
              "filter: {name: {chosen: true}}}, until: end of turn, effects: [{draw: {}}]}")
    play(board("    library: [Island, Island]\n    hand: [Test Sorcery]\n    battlefield: [Grizzly Bears, Memnite]",
               actions="  - cast: Test Sorcery\n  - resolve\n  - attack: [Grizzly Bears, Memnite]\n"
                       "  - advance: end of combat\n  - resolve: all\nchoices:\n  - name: Grizzly Bears",
               expect="  players:\n    Alice: {hand: 1}\n    Bob: {life: 17}",
               extra=sorcery_card(effect)))


def test_701_24a_several_target_cards_shuffled_into_a_library_is_one_shuffle():
    cards = ("cards:\n  - name: Test Sorcery\n    mana_cost: \"{1}\"\n    types: [Sorcery]\n    abilities:\n"
             "      - spell: {}\n        targets: [{zone: graveyard, whose: you, count: 3, up to: true}]\n"
             "        effects: [{shuffle_into_library: {target: 1}}]\n")
    play(board("    graveyard: [Island, Swamp, Forest]\n    hand: [Test Sorcery]",
               actions="  - cast: Test Sorcery\n    targets: [[Island, Swamp]]\n  - resolve",
               expect="  players:\n    Alice: {library: 7, graveyard: [Forest, Test Sorcery], shuffles: 1}",
               extra=cards))


def test_701_16a_investigate_twice_for_each_card_discarded():
    game = play(board("    hand: [Test Sorcery, Island, Swamp, Forest]",
                      actions="  - cast: Test Sorcery\n  - resolve\nchoices:\n  - cards: [Island, Swamp]",
                      expect="  objects:\n    Clue Token: {count: 4}\n  players:\n    Alice: {hand: [Forest]}",
                      extra=sorcery_card("discard: {count: any}\n          - investigate: "
                                         "{count: {times: [2, {discarded: true}]}}")))
    assert "701.16a" in cited(game)


def attack_under_tamiyo_chapter_1(defender: str, life: int) -> None:
    """Bob attacks `defender` with Grizzly Bears after Alice's delayed "whenever a creature attacks you" ability."""
    alice_attacked = ("delayed_trigger: {when: {event: attacks, filter: {types: [Creature]}, attacked: you or a "
                      "planeswalker you control}, until: your next turn, effects: [{modify_pt: {event object: true, "
                      "power: -2, toughness: 0, until: end of turn}}]}")
    play("players:\n  Alice:\n    library: 5\n    hand: [Test Sorcery]\n  Bob:\n    library: 5\n"
         "    battlefield: [Grizzly Bears]\n  Carol:\n    library: 5\n"
         "turn: {active: Alice, number: 3, step: precombat main}\n" + sorcery_card(alice_attacked)
         + "actions:\n  - cast: Test Sorcery\n  - resolve\n  - advance: {to: beginning of combat, turn: Bob}\n"
         f"  - attack: [Grizzly Bears]\n    player: {defender}\n  - advance: end of combat\n"
         f"expect:\n  players:\n    {defender}: {{life: {life}}}\n")


def test_508_3a_a_creature_attacking_you_triggers_and_gets_minus_2():
    attack_under_tamiyo_chapter_1("Alice", 20)


def test_508_3a_a_creature_attacking_another_player_does_not_trigger():
    attack_under_tamiyo_chapter_1("Carol", 18)


LINKED_SAGA = ("cards:\n  - name: Linked Probe\n    mana_cost: \"{1}\"\n    types: [Enchantment]\n"
               "    subtypes: [Saga]\n    abilities:\n      - chapter: 1\n"
               "        effects: [{search: {to: exile, face down: true, link: true}}]\n"
               "      - chapter: 2\n        effects: [{lose_life: {amount: {mana value: linked}}}, "
               "{put_onto_battlefield: {linked: true}}]\n")


def linked_probe(card: str, expect: str) -> None:
    play(board(f"    library: [Island, {card}, Swamp]\n    hand: [Linked Probe]",
               actions="  - cast: Linked Probe\n  - resolve: all\n  - put counters: {on: Linked Probe, lore: 1}\n"
                       f"  - resolve: all\nchoices:\n  - card: {card}",
               expect=expect, extra=LINKED_SAGA))


def test_607_2a_the_card_exiled_by_a_linked_chapter_is_found_by_the_next():
    linked_probe("Grizzly Bears",
                 "  objects:\n    Grizzly Bears: {zone: battlefield}\n  players:\n    Alice: {life: 18}")


def test_400_4a_an_instant_card_exiled_with_this_stays_in_exile():
    linked_probe("Lightning Bolt", "  objects:\n    Lightning Bolt: {zone: exile}\n  players:\n    Alice: {life: 19}")
