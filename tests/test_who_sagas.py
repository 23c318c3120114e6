"""The vocabulary the Doctor Who, Star Trek, REX and TMT Sagas added (issue 10): each through a tiny scenario whose
test sorcery says it."""

from helpers import board, cited, play, sorcery_card


def cast(effect: str, alice: str, expect: str, bob: str = ""):
    return play(board(alice + "\n    hand: [Test Sorcery]", bob=bob, actions="  - cast: Test Sorcery\n  - resolve",
                      expect=expect, extra=sorcery_card(effect)))


def test_119_1_the_lowest_life_total_among_opponents():
    cast("gain_life: {amount: {lowest life: each opponent}}", "", "  players:\n    Alice: {life: 27}",
         bob="    life: 7")


VILLAINOUS = ("villainous_choice: {player: each opponent, options: [{text: lose two, effects: [{lose_life: "
              "{player: that player, amount: 2}}]}, {text: you gain three, effects: [{gain_life: {amount: 3}}]}]}")


def test_701_55a_the_player_facing_a_villainous_choice_chooses_and_all_of_that_option_happens():
    game = play(board("    hand: [Test Sorcery]", actions="  - cast: Test Sorcery\n  - resolve",
                      expect="  players:\n    Alice: {life: 23}\n    Bob: {life: 20}\n  events:\n"
                             "    - villainous choice: {player: Bob, option: 2}",
                      extra=sorcery_card(VILLAINOUS) + "choices:\n  - mode: you gain three\n"))
    assert "701.55a" in cited(game)


def test_701_55a_an_unanswered_villainous_choice_takes_the_first_option_by_default():
    play(board("    hand: [Test Sorcery]", actions="  - cast: Test Sorcery\n  - resolve",
               expect="  players:\n    Alice: {life: 20}\n    Bob: {life: 18}", extra=sorcery_card(VILLAINOUS)))


def test_701_55_before_its_2025_renumbering_a_villainous_choice_is_701_53():
    game = play(board("    hand: [Test Sorcery]", actions="  - cast: Test Sorcery\n  - resolve",
                      expect="  players:\n    Bob: {life: 18}", extra=sorcery_card(VILLAINOUS)), rules="2023-10-13")
    assert "701.53a" in cited(game) and "701.55a" not in cited(game)


def test_700_4_the_total_power_of_creatures_that_died_this_turn_uses_their_last_known_power():
    play(board("    hand: [Test Sorcery]\n    battlefield:\n      - {card: Grizzly Bears, counters: {+1/+1: 2}}\n"
               "      - {card: Grizzly Bears, id: other bears}", bob="    battlefield: [Memnite]",
               actions="  - destroy: Grizzly Bears\n  - sacrifice: other bears\n  - cast: Test Sorcery\n  - resolve",
               expect="  players:\n    Alice: {life: 26}",
               extra=sorcery_card("gain_life: {amount: {total power died this turn: {types: [Creature]}}}")))


MAY_BOTH = ("may: {all of it: true, do: [{exile: {choose: {zone: battlefield, whose: you, "
            "filter: {subtypes: [Bear]}}}}, {exile: {choose: {zone: battlefield, whose: you, "
            "filter: {types: [Artifact]}}}}], "
            "if you do: [{gain_life: {amount: 5}}]}")


def test_608_2d_if_you_do_after_a_and_b_needs_both_done():
    play(board("    hand: [Test Sorcery]\n    battlefield: [Grizzly Bears]",
               actions="  - cast: Test Sorcery\n  - resolve",
               expect="  players:\n    Alice: {life: 20}\n  objects:\n    Grizzly Bears: {zone: exile}",
               extra=sorcery_card(MAY_BOTH)))


def test_608_2d_if_you_do_after_a_and_b_holds_when_both_are_done():
    play(board("    hand: [Test Sorcery]\n    battlefield: [Grizzly Bears, Memnite]",
               actions="  - cast: Test Sorcery\n  - resolve",
               expect="  players:\n    Alice: {life: 25}\n  objects:\n    Memnite: {zone: exile}",
               extra=sorcery_card(MAY_BOTH)))


LONER = ("cards:\n  - name: Test Loner\n    mana_cost: \"{1}\"\n    types: [Creature]\n    power: 1\n    toughness: 1\n"
         "    abilities:\n      - triggered: {event: attacks, self: true, alone: true}\n"
         "        text: Whenever this creature attacks alone, put a +1/+1 counter on it.\n"
         "        effects: [{put_counters: {event object: true, kind: +1/+1}}]\n")


def test_506_5_a_creature_attacks_alone_only_if_it_is_the_only_attacker():
    play(board("    battlefield: [Test Loner, Grizzly Bears]", actions="  - attack: [Test Loner, Grizzly Bears]\n"
               "  - advance: postcombat main", expect="  objects:\n    Test Loner: {counters: {}}", extra=LONER))
    game = play(board("    battlefield: [Test Loner, Grizzly Bears]", actions="  - attack: Test Loner\n"
                      "  - advance: postcombat main", expect="  objects:\n    Test Loner: {counters: {+1/+1: 1}}",
                      extra=LONER))
    assert "506.5" in cited(game)


def test_122_1_another_counter_of_a_kind_already_there_on_each_chosen_permanent():
    play(board("    hand: [Test Sorcery]\n    battlefield:\n"
               "      - {card: Grizzly Bears, counters: {+1/+1: 1, stun: 1}}\n"
               "      - {card: Memnite, counters: {stun: 1}}\n      - {card: Grizzly Bears, id: plain bears}",
               actions="  - cast: Test Sorcery\n  - resolve",
               expect="  objects:\n    Grizzly Bears: {counters: {+1/+1: 1, stun: 2}}\n"
                      "    Memnite: {counters: {stun: 1}}\n    plain bears: {counters: {}}",
               extra=sorcery_card("another_counter: {all: {types: [Creature]}}")
               + "choices:\n  - choose: [Grizzly Bears]\n  - mode: stun\n"))


VOTE = ("vote: {options: [yes, no], starting with: you, if more votes: [{text: yes, effects: [{gain_life: "
        "{amount: 4}}]}, {text: no, effects: [{lose_life: {amount: 4}}]}]}")


def test_701_38a_each_player_votes_in_turn_order_and_the_option_with_more_votes_happens():
    game = play(board("    hand: [Test Sorcery]", actions="  - cast: Test Sorcery\n  - resolve",
                      expect="  players:\n    Alice: {life: 16}\n  events:\n    - voted: {player: Alice, choice: no}\n"
                             "    - voted: {player: Bob, choice: no}",
                      extra=sorcery_card(VOTE) + "choices:\n  - mode: no\n  - mode: no\n"))
    assert "701.38a" in cited(game)


def test_701_38a_a_tied_vote_gives_no_option_more_votes():
    play(board("    hand: [Test Sorcery]", actions="  - cast: Test Sorcery\n  - resolve",
               expect="  players:\n    Alice: {life: 20}",
               extra=sorcery_card(VOTE) + "choices:\n  - mode: yes\n  - mode: no\n"))



def test_701_13a_exile_until_a_match_puts_the_others_on_the_bottom_and_later_effects_use_the_match():
    play(board("    library: [Island, Forest, Grizzly Bears, Memnite]\n    hand: [Test Sorcery]",
               actions="  - cast: Test Sorcery\n  - resolve\n  - cast: Grizzly Bears\n    from: exile\n  - resolve",
               expect="  objects:\n    Grizzly Bears: {zone: battlefield}\n"
                      "  players:\n    Alice: {library: [Memnite, Island, Forest]}",
               extra=sorcery_card("exile_until: {filter: {types: [Creature]}}\n          - may_play_exiled: {}")))
