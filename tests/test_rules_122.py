"""CR 122.1b and 613.7c: keyword counters give their keyword in layer 6, with the counters' timestamp."""

import pytest

from judge import runner, scenario
from judge.errors import InputError
from helpers import board, cited, play


def test_122_1b_keyword_counter_after_losing_all_abilities_gives_its_keyword():
    """Grizzly Bears loses all abilities, then gets an indestructible counter: the counter's timestamp is
    later (613.7c), so in layer 6 it applies after the ability-removing effect and the bears survive."""
    game = play(board("    battlefield: [Grizzly Bears]",
                      actions="  - lose abilities: Grizzly Bears\n"
                              "  - put counters: {on: Grizzly Bears, indestructible: 1}\n"
                              "  - destroy: Grizzly Bears",
                      expect="  objects:\n    Grizzly Bears: {zone: battlefield, abilities include: [Indestructible],"
                             " counters: {indestructible: 1}}"))
    assert "702.12b" in cited(game)  # the trace says why it was not destroyed
    bears = next(o for o in game.objects.values() if o.label == "Grizzly Bears")
    assert game.chars(bears.oid).has_keyword("Indestructible")


def test_613_7c_keyword_counter_before_losing_all_abilities_is_removed_with_them():
    """The counter was put first; the later "loses all abilities" effect removes the keyword it gives."""
    play(board("    battlefield: [Grizzly Bears]",
               actions="  - put counters: {on: Grizzly Bears, indestructible: 1}\n"
                       "  - lose abilities: Grizzly Bears\n"
                       "  - destroy: Grizzly Bears",
               expect="  objects:\n    Grizzly Bears: {zone: graveyard}"))


def test_613_7c_a_new_counter_of_the_kind_gives_every_one_of_them_the_new_timestamp():
    """Flying counter, then lose all abilities, then another flying counter: all flying counters now have the
    later timestamp, so the creature flies again."""
    game = play(board("    battlefield: [Grizzly Bears]",
                      actions="  - put counters: {on: Grizzly Bears, flying: 1}\n"
                              "  - lose abilities: Grizzly Bears\n"
                              "  - put counters: {on: Grizzly Bears, flying: 1}",
                      expect="  objects:\n    Grizzly Bears: {abilities include: [Flying], counters: {flying: 2}}"))
    bears = next(o for o in game.objects.values() if o.label == "Grizzly Bears")
    assert [a.text for a in game.chars(bears.oid).abilities] == ["Flying"]  # one kind, one keyword


def test_122_1b_keyword_counters_did_not_exist_before_ikoria():
    text = ("title: t\nrules: 2019-07-12\n" + board("    battlefield: [Grizzly Bears]",
            actions="  - put counters: {on: Grizzly Bears, flying: 1}",
            expect="  objects:\n    Grizzly Bears: {zone: battlefield}"))
    with pytest.raises(InputError, match="keyword counters did not exist yet"):
        runner.run(scenario.load("test.yaml", text=text))
