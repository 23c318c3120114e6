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
