"""A creature put into the graveyard for its toughness (704.5f) or for lethal damage (704.5g) says which layers
decided that toughness, where it happens: 613.1d (made a creature) and 613.4 (layer 7)."""

from helpers import board, cited, play
from judge.game import events
from judge.render_events import describe

SHRINK = """cards:
  - name: Shrinking Sorcery
    mana_cost: "{1}"
    types: [Sorcery]
    abilities:
      - spell: {}
        text: Target creature gets -1/-1 until end of turn.
        targets: [{zone: battlefield, filter: {types: [Creature]}}]
        effects: [{modify_pt: {target: 1, power: -1, toughness: -1, until: end of turn}}]
"""


def dying(game, cls) -> list:
    return [e for e in game.log if isinstance(e.event, cls)]


def test_613_4b_opalescence_sets_the_toughness_that_704_5f_finds_zero():
    game = play(board("    hand: [Urza's Saga]\n    battlefield: [Opalescence]", "", "  - play: Urza's Saga",
                      "  objects:\n    Urza's Saga: {zone: graveyard}"))
    [logged] = dying(game, events.ZeroToughness)
    assert logged.event.toughness_from == (events.ToughnessStep("Opalescence", "4", None),
                                           events.ToughnessStep("Opalescence", "7b", 0))
    assert describe(logged.event, game.version) == ("Urza's Saga has toughness 0 (layer 4: Opalescence makes it a "
                                                    "creature; layer 7b: Opalescence sets its toughness to 0)")
    assert {"613.1d", "613.4b", "704.5f"} <= set(logged.cites)


def test_613_4b_the_layer_is_named_and_cited_as_the_version_numbers_it():
    game = play(board("    hand: [Urza's Saga]\n    battlefield: [Opalescence]", "", "  - play: Urza's Saga",
                      "  objects:\n    Urza's Saga: {zone: graveyard}"), rules="2018-07-13")
    assert "613.3b" in cited(game) and "613.4b" not in cited(game)
    [logged] = dying(game, events.ZeroToughness)
    assert "layer 7b: Opalescence sets its toughness to 0" in describe(logged.event, game.version)


def test_613_4c_a_toughness_lowered_by_an_effect_is_named_at_704_5g():
    game = play(board("    hand: [Shrinking Sorcery]\n    battlefield:\n      - {card: Grizzly Bears, damage: 1}",
                      "", "  - cast: Shrinking Sorcery\n    targets: [Grizzly Bears]\n  - resolve: all",
                      "  objects:\n    Grizzly Bears: {zone: graveyard}", SHRINK))
    [logged] = dying(game, events.LethalDamage)
    assert (logged.event.damage, logged.event.toughness) == (1, 1)
    assert logged.event.toughness_from == (events.ToughnessStep("Shrinking Sorcery", "7c", 1),)
    assert describe(logged.event, game.version).endswith(
        "1 damage, toughness 1 (layer 7c: Shrinking Sorcery makes its toughness 1)")
    assert "613.4c" in logged.cites


def test_613_4c_counters_that_lower_toughness_are_named_at_704_5g():
    game = play(board("    battlefield:\n      - {card: Grizzly Bears, damage: 1, counters: {-1/-1: 1}}", "",
                      "  - advance: beginning of combat", "  objects:\n    Grizzly Bears: {zone: graveyard}"))
    [logged] = dying(game, events.LethalDamage)
    assert logged.event.toughness_from == (events.ToughnessStep("", "7c", 1),)
    assert "(its counters make its toughness 1)" in describe(logged.event, game.version)


def test_704_5g_printed_toughness_names_no_layer():
    game = play(board("    battlefield:\n      - {card: Grizzly Bears, damage: 2}", "",
                      "  - advance: beginning of combat", "  objects:\n    Grizzly Bears: {zone: graveyard}"))
    [logged] = dying(game, events.LethalDamage)
    assert logged.event.toughness_from == ()
    assert describe(logged.event, game.version) == ("Grizzly Bears has lethal damage marked on it: 2 damage, "
                                                    "toughness 2")
    assert not any(c.startswith("613") for c in logged.cites)
