"""The vocabulary helper-ub2 added for its Sagas (Marvel, Spider-Man, Modern Horizons 3, Wilds of Eldraine), one
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
