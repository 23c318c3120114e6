"""The vocabulary added for the Sagas (Kamigawa: Neon Dynasty transforming Sagas, Elspeth Conquers
Death, Kaldheim Sagas), one test per rule."""

from helpers import board, cited, play


def two_sorceries(first: str, second: str) -> str:
    """A scenario's `cards:` defining First Sorcery and Second Sorcery, {1} sorceries of one instruction each."""
    def sorcery(name: str, effect: str) -> str:
        return (f"  - name: {name}\n    mana_cost: \"{{1}}\"\n    types: [Sorcery]\n    abilities:\n"
                f"      - spell: {{}}\n        text: Test.\n        effects:\n          - {effect}\n")
    return "cards:\n" + sorcery("First Sorcery", first) + sorcery("Second Sorcery", second)


def test_601_2f_cost_increases_are_added_before_reductions_apply():
    cards = two_sorceries("reduce_cost: {filter: {types: [Instant]}, generic: 2, more: true}",
                          "reduce_cost: {filter: {types: [Instant]}, generic: 1}")
    game = play(board("    hand: [First Sorcery, Second Sorcery, Lightning Bolt]",
                      actions="  - cast: First Sorcery\n  - resolve\n  - cast: Second Sorcery\n  - resolve\n"
                              "  - cast: Lightning Bolt\n    targets: [Bob]\n  - resolve",
                      expect="  events:\n    - cost increased: {spell: Lightning Bolt, mana: \"{2}\"}",
                      extra=cards))
    # {R} has no generic mana to reduce: only the {2} the increase added lets the reduction apply (601.2f)
    assert [e.event.total for e in game.log if type(e.event).__name__ == "CostReduced"] == ["{1}{R}"]
    assert "601.2f" in cited(game)


def test_601_2f_a_cost_increase_applies_only_to_the_named_players_spells_and_ends_as_stated():
    cards = two_sorceries("reduce_cost: {filter: {not types: [Creature]}, generic: 2, more: true, "
                          "player: each opponent, until: your next turn}", "draw: {}")
    play(board("    hand: [First Sorcery, Boomerang]\n    battlefield: [Grizzly Bears]",
               "    hand: [Lightning Bolt, Unsummon, Llanowar Elves]",
               actions="  - cast: First Sorcery\n  - resolve\n  - cast: Boomerang\n    targets: [Grizzly Bears]\n"
                       "  - resolve\n  - advance: {to: precombat main, turn: Bob}\n"
                       "  - cast: Lightning Bolt\n    by: Bob\n    targets: [Alice]\n  - resolve\n"
                       "  - cast: Llanowar Elves\n    by: Bob\n  - resolve\n"
                       "  - advance: {to: upkeep, turn: Alice}\n  - cast: Unsummon\n    by: Bob\n"
                       "    targets: [Llanowar Elves]\n  - resolve",
               expect="  events:\n    - cost increased: {spell: Lightning Bolt, mana: \"{2}\"}\n"
                      "    - no: {cost increased: {spell: Boomerang}}\n"
                      "    - no: {cost increased: {spell: Llanowar Elves}}\n"
                      "    - no: {cost increased: {spell: Unsummon}}\n  players:\n    Alice: {life: 17}",
               extra=cards))


def test_118_9d_a_cost_increase_applies_to_a_spell_cast_without_paying_its_mana_cost():
    cards = two_sorceries("reduce_cost: {filter: {types: [Creature]}, generic: 2, more: true}",
                          "next_spell_free: {filter: {types: [Creature]}}")
    play(board("    hand: [First Sorcery, Second Sorcery, Grizzly Bears]",
               actions="  - cast: First Sorcery\n  - resolve\n  - cast: Second Sorcery\n  - resolve\n"
                       "  - cast: Grizzly Bears\n  - resolve",
               expect="  events:\n    - cost increased: {spell: Grizzly Bears}\n"
                      "    - cast: {object: Grizzly Bears, free: true}", extra=cards))


def test_613_1b_each_player_gains_control_of_the_permanents_they_own():
    cards = two_sorceries("owners_gain_control: {}", "draw: {}")
    game = play(board("    hand: [First Sorcery]\n    battlefield:\n      - {card: Grizzly Bears, controller: Bob}",
                      "    battlefield:\n      - {card: Llanowar Elves, controller: Alice}\n      - Memnite",
                      actions="  - cast: First Sorcery\n  - resolve",
                      expect="  objects:\n    Grizzly Bears: {controller: Alice}\n"
                             "    Llanowar Elves: {controller: Bob}\n    Memnite: {controller: Bob}", extra=cards))
    assert "613.1b" in cited(game)


WATCHER = ("cards:\n  - name: Test Watcher\n    types: [Enchantment]\n    abilities:\n"
           "      - triggered: {event: cast, by: you, if: {you control: {name: Memnite}}}\n"
           "        text: Whenever you cast a spell, if you control Memnite, draw a card.\n"
           "        effects:\n          - draw: {}\n")


def test_603_4_an_intervening_if_is_checked_again_as_the_ability_resolves():
    game = play(board("    hand: [Lightning Bolt]\n    battlefield: [Test Watcher, Memnite]",
                      actions="  - cast: Lightning Bolt\n    targets: [Bob]\n  - destroy: Memnite\n  - resolve",
                      expect="  players:\n    Alice: {hand: 0}\n  events:\n    - triggered: {of: Test Watcher}\n"
                             "    - no: {drew: {player: Alice}}", extra=WATCHER))
    assert "603.4" in cited(game)


def test_603_4_an_ability_whose_intervening_if_fails_does_not_trigger():
    play(board("    hand: [Lightning Bolt]\n    battlefield: [Test Watcher]",
               actions="  - cast: Lightning Bolt\n    targets: [Bob]\n  - resolve: all",
               expect="  events:\n    - no: {triggered: {of: Test Watcher}}\n  cites: [603.4]", extra=WATCHER))


def test_603_4_an_ability_whose_intervening_if_holds_triggers_and_resolves():
    play(board("    hand: [Lightning Bolt]\n    battlefield: [Test Watcher, Memnite]",
               actions="  - cast: Lightning Bolt\n    targets: [Bob]\n  - resolve: all",
               expect="  players:\n    Alice: {hand: 1}", extra=WATCHER))


ETCHING = "    battlefield:\n      - {card: Kumano Faces Kakkazan, face: back}"


def test_614_1a_a_creature_dealt_damage_by_your_source_this_turn_is_exiled_instead_of_dying():
    play(board("    hand: [Lightning Bolt]\n" + ETCHING, "    battlefield: [Grizzly Bears, Llanowar Elves]",
               actions="  - cast: Lightning Bolt\n    targets: [Grizzly Bears]\n  - resolve\n"
                       "  - destroy: Llanowar Elves",
               expect="  objects:\n    Grizzly Bears: {zone: exile}\n    Llanowar Elves: {zone: graveyard}"))


def test_614_1a_damage_dealt_by_an_opponents_source_does_not_count():
    play(board(ETCHING + "\n      - Grizzly Bears", "    hand: [Lightning Bolt]\n    battlefield: [Llanowar Elves]",
               actions="  - cast: Lightning Bolt\n    by: Bob\n    targets: [Grizzly Bears]\n  - resolve",
               expect="  objects:\n    Grizzly Bears: {zone: graveyard}"))


def test_614_1a_damage_dealt_last_turn_does_not_count():
    play(board("    hand: [Lightning Bolt]\n" + ETCHING,
               "    battlefield:\n      - {card: Grizzly Bears, counters: {+1/+1: 2}}",
               actions="  - cast: Lightning Bolt\n    targets: [Grizzly Bears]\n  - resolve\n"
                       "  - expect: {objects: {Grizzly Bears: {zone: battlefield, damage: 3}}}\n"
                       "  - advance: {to: upkeep, turn: Bob}\n  - destroy: Grizzly Bears",
               expect="  objects:\n    Grizzly Bears: {zone: graveyard}"))


def test_700_9_a_creature_with_a_counter_on_it_is_modified():
    cards = two_sorceries("draw: {count: {count: {types: [Creature], controller: you, modified: true}}}", "draw: {}")
    play(board("    hand: [First Sorcery]\n    battlefield:\n      - {card: Grizzly Bears, counters: {+1/+1: 1}}\n"
               "      - Memnite\n      - {card: Llanowar Elves, counters: {stun: 1}}",
               actions="  - cast: First Sorcery\n  - resolve", expect="  players:\n    Alice: {hand: 2}", extra=cards))


def test_118_3a_paying_x_as_an_ability_resolves_is_doing_it_and_its_value_is_remembered():
    cards = two_sorceries("may: {do: [{pay: {mana: \"{X}\"}}], if you do: [{draw: {count: X}}]}",
                          "draw: {}")
    play(board("    hand: [First Sorcery]", actions="  - cast: First Sorcery\n  - resolve",
               expect="  players:\n    Alice: {hand: 3}", extra=cards + "choices:\n  - may: yes\n  - number: 3\n"))


def test_400_11b_a_card_stays_outside_the_game_unless_it_is_brought_in():
    cards = two_sorceries("may: {do: [{put_from_outside: {to: hand}}]}", "draw: {}")
    play(board("    hand: [First Sorcery, Second Sorcery]\n    outside the game: [Counterspell, Boomerang]",
               actions="  - cast: First Sorcery\n  - resolve\n  - cast: Second Sorcery\n  - resolve",
               expect="  players:\n    Alice: {outside the game: [Counterspell], hand: 2}\n"
                      "  objects:\n    Boomerang: {zone: hand}\n    Counterspell: {zone: outside the game}",
               extra=cards + "choices:\n  - may: yes\n  - card: Boomerang\n"))


FORETELL_CARD = ("cards:\n  - name: Demon Bolt\n    mana_cost: \"{2}{R}\"\n    types: [Instant]\n    abilities:\n"
                 "      - spell: {}\n        text: Demon Bolt deals 4 damage to target creature or planeswalker.\n"
                 "        targets: [{filter: {any type: [Creature, Planeswalker]}}]\n"
                 "        effects: [{damage: {amount: 4, to: 1}}]\n"
                 "      - {keyword: Foretell, cost: {mana: \"{R}\"}, text: \"Foretell {R}\"}\n")


def test_116_2h_a_card_is_foretold_only_during_its_owners_turn():
    play(board("    hand: [Lightning Bolt]", "    hand: [Demon Bolt]",
               actions="  - foretell: Demon Bolt\n    illegal: 116.2h\n  - foretell: Lightning Bolt\n"
                       "    illegal: 702.143a\n  - advance: {to: upkeep, turn: Bob}\n  - foretell: Demon Bolt",
               expect="  objects:\n    Demon Bolt: {zone: exile}\n    Lightning Bolt: {zone: hand}\n"
                      "  events:\n    - foretold: {player: Bob, card: Demon Bolt}", extra=FORETELL_CARD))


def test_702_143a_a_foretold_card_is_cast_for_its_foretell_cost_after_the_turn_it_was_foretold():
    game = play(board("    exile: [{card: Demon Bolt, foretold: true}]", "    battlefield: [Grizzly Bears]",
                      actions="  - cast: Demon Bolt\n    from: exile\n    targets: [Grizzly Bears]\n  - resolve",
                      expect="  objects:\n    Grizzly Bears: {zone: graveyard}", extra=FORETELL_CARD))
    assert "118.9" in cited(game)


def test_702_143a_a_card_with_foretell_exiled_otherwise_is_not_foretold():
    play(board("    exile: [Demon Bolt]", "    battlefield: [Grizzly Bears]",
               actions="  - cast: Demon Bolt\n    from: exile\n    targets: [Grizzly Bears]\n    illegal: 601.3",
               expect="  objects:\n    Grizzly Bears: {zone: battlefield}", extra=FORETELL_CARD))
