"""Amounts (608.2h: determined as the effect happens) and "if ... otherwise" conditions (608.2c) of the card
vocabulary, each through a tiny scenario whose test sorcery says it."""

from helpers import board, cited, play, sorcery_card


def cast(effect: str, alice: str, expect: str, bob: str = "", hand: str = ""):
    return play(board(alice + f"\n    hand: [Test Sorcery{hand}]", bob=bob,
                      actions="  - cast: Test Sorcery\n  - resolve", expect=expect,
                      extra=sorcery_card(effect)))


def test_119_1_an_amount_can_be_a_players_life_total():
    cast("gain_life: {amount: {life: you}}", "    life: 7", "  players:\n    Alice: {life: 14}")


def test_608_2h_half_a_life_total_rounded_up():
    cast("lose_life: {amount: {half: {life: you}, rounded: up}}", "    life: 7", "  players:\n    Alice: {life: 3}")


def test_608_2h_cards_in_hand_count_as_the_effect_happens():
    cast("gain_life: {amount: {cards in hand: each opponent}}", "", "  players:\n    Alice: {life: 22}",
         bob="    hand: [Island, Forest]")


def test_700_5_devotion_counts_the_colored_symbols_of_permanents_you_control():
    cast("gain_life: {amount: {devotion: G}}", "    battlefield: [Grizzly Bears, Leaves from the Vine]",
         "  players:\n    Alice: {life: 22}")


def test_608_2h_the_greatest_power_among_creatures_you_control():
    cast("gain_life: {amount: {greatest power: {types: [Creature], controller: you}}}",
         "    battlefield: [Memnite, Grizzly Bears]", "  players:\n    Alice: {life: 22}")


def test_608_2h_one_plus_a_count_and_the_number_of_opponents():
    cast("gain_life: {amount: {plus: [1, {opponents: true}]}}", "", "  players:\n    Alice: {life: 22}")


def test_608_2c_if_the_condition_fails_the_otherwise_instructions_happen():
    game = cast("if: {condition: {amount: {cards in hand: you}, at most: 1}, then: [{draw: {count: 4}}], "
                "else: [{gain_life: {amount: 3}}]}", "",
                "  players:\n    Alice: {life: 23, hand: 2}", hand=", Island, Forest")
    assert any(e.kind == "note" and e.data.get("held") is False for e in game.log)
    assert "608.2c" in cited(game)


def test_608_2c_if_you_control_a_matching_permanent_the_instructions_happen():
    cast("if: {condition: {you control: {subtypes: [Bear]}}, then: [{gain_life: {amount: 3}}]}",
         "    battlefield: [Grizzly Bears]", "  players:\n    Alice: {life: 23}")


def test_608_2c_not_inverts_a_condition():
    cast("if: {condition: {not: {you control: {subtypes: [Bear]}}}, then: [{gain_life: {amount: 3}}]}",
         "    battlefield: [Grizzly Bears]", "  players:\n    Alice: {life: 20}")
