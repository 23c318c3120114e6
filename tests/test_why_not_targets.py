"""Why an object is not a legal target (115.1, 601.2c, 603.3d), with the characteristic it lacks and the rule that
gives it the characteristics it has (720.3b, 720.4 an omen card)."""

import pytest
from helpers import board, cited, play
from judge import runner, scenario
from judge.cards.vocabulary import FILTER_KEYS
from judge.errors import InputError
from judge.game import events, mismatch
from judge.game.layers import Chars
from judge.render_events import describe

CARDS = """cards:
  - name: Memory Hook
    types: [Creature]
    subtypes: [Human]
    power: 1
    toughness: 1
    abilities:
      - triggered: {event: enters, self: true}
        text: When this creature enters, return target instant or sorcery card from your graveyard to your hand.
        targets: [{zone: graveyard, whose: you, filter: {any type: [Instant, Sorcery]}}]
        effects: [{return_to_hand: {target: 1}}]
  - name: Hush
    types: [Instant]
    abilities:
      - spell: {}
        text: Counter target creature spell.
        targets: [{zone: stack, filter: {types: [Creature]}}]
        effects: [{counter: {target: 1}}]
"""


def notes(game, cls) -> list:
    return [e.event for e in game.log if isinstance(e.event, cls)]


def test_603_3d_the_trace_says_why_each_card_in_the_graveyard_is_not_a_legal_target_720_4():
    game = play(board("    hand: [Memory Hook]\n    graveyard: [Twinmaw Stormbrood]", "",
                      "  - cast: Memory Hook\n  - resolve: all",
                      "  objects:\n    Twinmaw Stormbrood: {zone: graveyard}", CARDS))
    said = notes(game, events.NotLegalTargets)
    assert [e.reasons for e in said] == [("Twinmaw Stormbrood: it is a Creature — Dragon card, not an instant or "
                                         "sorcery card",)]
    assert {"603.3d", "720.4"} <= cited(game)


def test_115_1_a_refused_target_says_which_characteristic_it_lacks_on_the_stack_720_3b():
    game = play(board("    hand: [Twinmaw Stormbrood]\n    battlefield: [Grizzly Bears]", "    hand: [Hush]",
                      "  - cast: Charring Bite\n    targets: [Grizzly Bears]\n"
                      "  - cast: Hush\n    by: Bob\n    targets: [Charring Bite]\n    illegal: 115.1",
                      "  stack: [Charring Bite]", CARDS))
    refusal = [e for e in game.log if e.kind == "refused"][0]
    assert "it is a Sorcery — Omen spell, not a creature spell" in describe(refusal.event, game.version)
    assert "720.3b" in cited(game)


def test_115_1_every_filter_key_has_words_for_any_kind_of_value():
    """A refusal's words never fail, whatever the filter key and the form of its value (a list of numbers, text, a
    mapping ...)."""
    chars = Chars(name="Memnite", mana_cost="{0}", colors=[], supertypes=[], types=["Artifact", "Creature"],
                  subtypes=["Construct"], abilities=[], controller=0, power=1, toughness=1)
    for key in FILTER_KEYS:
        for want in ([2], ["Creature"], 2, "you", True, {"chosen": True}):
            for zone in ("battlefield", "stack", "graveyard"):
                assert isinstance(mismatch._unmet(key, want, chars, zone), str)


def test_701_23a_a_card_a_search_cannot_find_is_refused_naming_the_characteristic_it_lacks_720_4():
    text = """\
title: t
cards:
  - name: Instant Tutor
    types: [Sorcery]
    abilities:
      - spell: {}
        text: Search your library for an instant card, reveal it, put it into your hand, then shuffle.
        effects: [{search: {filter: {types: [Instant]}, to: hand}}]
players:
  Alice:
    library: [Twinmaw Stormbrood, Lightning Bolt, 5]
    hand: [Instant Tutor]
  Bob: {library: 10}
turn: {active: Alice, number: 3, step: precombat main}
actions:
  - cast: Instant Tutor
  - resolve
choices:
  - cards: [Twinmaw Stormbrood]
"""
    with pytest.raises(InputError, match=r"'Twinmaw Stormbrood' is not among the cards that can be chosen: it is a "
                                         r"Creature — Dragon card, not an instant card \(720\.4\)"):
        runner.run(scenario.load("t.yaml", text=text))


SKY_HUNT = """cards:
  - name: Sky Hunt
    mana_cost: "{1}"
    types: [Instant]
    abilities:
      - spell: {}
        text: Destroy target creature with flying.
        targets: [{zone: battlefield, filter: {types: [Creature], with keyword: Flying}}]
        effects: [{destroy: {target: 1}}]
"""


def test_613_1f_a_refused_target_names_the_effect_that_removed_the_ability_asked_for():
    game = play(board("    hand: [Sky Hunt]\n    battlefield: [Humility]", "    battlefield: [Thundermane Dragon]",
                      "  - cast: Sky Hunt\n    targets: [Thundermane Dragon]\n    illegal: 115.1",
                      "  objects:\n    Thundermane Dragon: {zone: battlefield}", SKY_HUNT))
    refusal = [e for e in game.log if e.kind == "refused"][0]
    assert "it doesn't have flying (changed by Humility in layer 6)" in describe(refusal.event, game.version)
    assert "613.1f" in refusal.cites


def test_613_1d_a_refused_target_names_the_effect_that_made_it_the_wrong_type():
    cards = SKY_HUNT.replace("Sky Hunt", "Unmake the Inert").replace(
        "target creature with flying", "target noncreature permanent").replace(
        "{types: [Creature], with keyword: Flying}", "{not types: [Creature]}")
    game = play(board("    hand: [Unmake the Inert]\n    battlefield: [Opalescence]",
                      "    battlefield:\n      - {card: History of Benalia, resolved chapters: [1]}",
                      "  - cast: Unmake the Inert\n    targets: [History of Benalia]\n    illegal: 115.1",
                      "  objects:\n    History of Benalia: {zone: battlefield}", cards))
    refusal = [e for e in game.log if e.kind == "refused"][0]
    assert "(changed by Opalescence in layer 4)" in describe(refusal.event, game.version)
    assert "613.1d" in refusal.cites


def test_608_2b_a_target_that_grew_too_big_says_its_power_and_the_layer_that_changed_it():
    game = play(board("    hand: [Disruptive Stormbrood]",
                      "    hand: [Lightning Bolt]\n    battlefield: [Runescale Stormbrood]",
                      "  - cast: Petty Revenge\n    targets: [Runescale Stormbrood]\n"
                      "  - cast: Lightning Bolt\n    by: Bob\n    targets: [Alice]\n  - resolve: all",
                      "  objects:\n    Disruptive Stormbrood: {zone: graveyard}"))
    note, = notes(game, events.TargetNoLongerLegal)
    assert (note.spell_or_ability, note.target) == ("Petty Revenge", "Runescale Stormbrood")
    assert note.why.startswith("its power is 4, more than 3 (changed by Runescale Stormbrood in layer 7c")
    assert {"608.2b", "613.4c"} <= cited(game)


def test_608_2b_a_target_that_left_the_battlefield_is_a_new_object_400_7():
    game = play(board("    hand: [The Trickster-God's Heist]\n    battlefield: [Llanowar Elves]",
                      "    battlefield: [Grizzly Bears]",
                      "  - cast: The Trickster-God's Heist\n  - resolve\n  - destroy: Grizzly Bears\n  - resolve",
                      "  objects:\n    Llanowar Elves: {controller: Alice}",
                      extra="choices:\n  - targets: [Llanowar Elves, Grizzly Bears]\n  - may: yes\n"))
    note, = notes(game, events.TargetNoLongerLegal)
    assert note.why == "it left the battlefield and is in a graveyard now, a new object"
    assert {"608.2b", "400.7", "701.12a"} <= cited(game)

