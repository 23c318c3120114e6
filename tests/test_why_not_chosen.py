"""608.2d, 115.10a: a card named in a `cards:` choice that the resolving effect cannot choose is refused with the
reason: the zone it is in, the characteristic its filter asks for and it lacks (with the layer that changed it,
613.1), or whose it is."""

import pytest
from helpers import board, play
from judge.errors import InputError

RETURN_AN_ARTIFACT = {  # Inventive Iteration's chapter II: "Return an artifact card from your graveyard to your hand"
    "alice": "    battlefield:\n      - {card: Inventive Iteration, counters: {lore: 2}, resolved chapters: [1]}\n"
             "    graveyard: [Grizzly Bears, Sol Ring, Contagion Clasp]\n    hand: [Island]",
    "bob": "    graveyard: [Memnite]",
    "extra": "stack: [{chapter: 2, of: Inventive Iteration}]\n",
}


def chapter_two_choosing(card: str) -> None:
    play(board(RETURN_AN_ARTIFACT["alice"], RETURN_AN_ARTIFACT["bob"], "  - resolve: 1",
               "  objects:\n    Sol Ring: {zone: hand}",
               RETURN_AN_ARTIFACT["extra"] + f"choices:\n  - cards: [{card}]\n"))


def test_608_2d_the_chosen_card_is_returned():
    chapter_two_choosing("Sol Ring")


def test_608_2d_a_card_without_the_characteristic_asked_for_is_refused_with_it():
    with pytest.raises(InputError, match="'Grizzly Bears' is not among the cards that can be chosen: it is a "
                                         "Creature — Bear card, not an artifact card"):
        chapter_two_choosing("Grizzly Bears")


def test_608_2d_a_card_in_another_zone_is_refused_with_its_zone():
    with pytest.raises(InputError, match="'Island' is not among the cards that can be chosen: it is in a hand, "
                                         "not in a graveyard"):
        chapter_two_choosing("Island")


def test_608_2d_a_card_in_another_players_graveyard_is_refused_with_whose_it_is():
    with pytest.raises(InputError, match="'Memnite' is not among the cards that can be chosen: it is in "
                                         "Bob's graveyard"):
        chapter_two_choosing("Memnite")


SACRIFICE = """cards:
  - name: Offering
    mana_cost: "{1}"
    types: [Sorcery]
    abilities:
      - spell: {}
        text: Sacrifice a creature.
        effects: [{sacrifice: {player: you, filter: {types: [Creature]}}}]
"""


def test_701_21a_a_permanent_another_player_controls_cannot_be_sacrificed():
    with pytest.raises(InputError, match="'Llanowar Elves' is not among the cards that can be chosen: Bob controls "
                                         "it"):
        play(board("    hand: [Offering]\n    battlefield: [Grizzly Bears, Memnite]",
                   "    battlefield: [Llanowar Elves]",
                   "  - cast: Offering\n  - resolve: all", "  objects:\n    Grizzly Bears: {zone: graveyard}",
                   SACRIFICE + "choices:\n  - cards: [Llanowar Elves]\n"))


def test_608_2d_a_choice_passed_over_by_a_decision_with_one_legal_answer_says_why_when_never_used():
    one_artifact = RETURN_AN_ARTIFACT["alice"].replace(", Contagion Clasp]", "]")
    with pytest.raises(InputError, match="was never needed; .* had one legal answer and did not use it: .*"
                                         "'Grizzly Bears' is not among the cards that can be chosen: it is a "
                                         "Creature — Bear card, not an artifact card"):
        play(board(one_artifact, "", "  - resolve: 1", "  objects:\n    Sol Ring: {zone: hand}",
                   RETURN_AN_ARTIFACT["extra"] + "choices:\n  - cards: [Grizzly Bears]\n"))
