"""Durations of effects from resolving spells and abilities (CR 611.2a-b, 610.3, 511.2, 514.2), one test per rule."""

from helpers import board, cited, play
from judge.cards.vocabulary import DURATIONS
from judge.game import durations, events
from judge.numbering import CITED_RULES
from judge.render_events import describe

CARDS = """cards:
  - name: Prayer
    mana_cost: "{W}"
    types: [Instant]
    abilities:
      - spell: {}
        text: Target creature gets +0/+3 UNTIL.
        targets:
          - {filter: {types: [Creature]}}
        effects:
          - modify_pt: {target: 1, power: 0, toughness: 3, until: DURATION}
  - name: Warden
    mana_cost: "{2}{W}"
    types: [Creature]
    power: 1
    toughness: 1
    abilities:
      - activated: {tap: true}
        text: "{T}: Target creature gets +2/+2 for as long as you control Warden."
        targets:
          - {filter: {types: [Creature]}}
        effects:
          - modify_pt: {target: 1, power: 2, toughness: 2, until: for as long as you control this}
      - triggered: {event: enters, self: true}
        text: When Warden enters, exile target creature an opponent controls until Warden leaves the battlefield.
        targets:
          - {filter: {types: [Creature], controller: opponent}}
        effects:
          - exile: {target: 1, until: this leaves the battlefield}
"""


def prayer(duration: str) -> str:
    return CARDS.replace("UNTIL", f"until {duration}").replace("DURATION", duration)


def ended(game) -> list:
    return [(e.where, e.event.duration) for e in game.log if isinstance(e.event, events.DurationEnded)]


def test_611_2a_until_your_next_turn_ends_as_its_controllers_next_turn_begins():
    game = play(board("    hand: [Prayer]\n    battlefield: [Grizzly Bears]",
                      actions="  - cast: Prayer\n    targets: [Grizzly Bears]\n  - resolve\n"
                              "  - advance: {to: cleanup, turn: Bob}\n"
                              "  - expect:\n      objects:\n        Grizzly Bears: {toughness: 5}\n"
                              "  - advance: {to: untap, turn: Alice}",
                      expect="  objects:\n    Grizzly Bears: {toughness: 2}", extra=prayer("your next turn")))
    assert ended(game) == [("T5 Alice, untap", "your next turn")]
    assert game.effects == []


def test_611_2a_until_your_next_turn_is_the_turn_of_the_effects_controller():
    game = play(board("    hand: [Prayer]", bob="    battlefield: [Grizzly Bears]",
                      actions="  - cast: Prayer\n    targets: [Grizzly Bears]\n  - resolve\n"
                              "  - advance: {to: upkeep, turn: Bob}\n"
                              "  - expect:\n      objects:\n        Grizzly Bears: {toughness: 5}\n"
                              "  - advance: {to: upkeep, turn: Alice}",
                      expect="  objects:\n    Grizzly Bears: {toughness: 2}", extra=prayer("your next turn")))
    assert ended(game) == [("T5 Alice, untap", "your next turn")]


def test_514_2_until_the_end_of_your_next_turn_ends_in_that_turns_cleanup_step():
    game = play(board("    hand: [Prayer]\n    battlefield: [Grizzly Bears]",
                      actions="  - cast: Prayer\n    targets: [Grizzly Bears]\n  - resolve\n"
                              "  - advance: {to: upkeep, turn: Bob}\n  - advance: {to: end step, turn: Alice}\n"
                              "  - expect:\n      objects:\n        Grizzly Bears: {toughness: 5}\n"
                              "  - advance: {to: upkeep, turn: Bob}",
                      expect="  objects:\n    Grizzly Bears: {toughness: 2}", extra=prayer("end of your next turn")))
    assert ended(game) == [("T5 Alice, cleanup", "end of your next turn")]
    assert "514.2" in cited(game)


def test_511_2_until_end_of_combat_ends_as_the_combat_phase_ends():
    game = play(board("    hand: [Prayer]\n    battlefield: [Grizzly Bears]",
                      actions="  - advance: beginning of combat\n  - cast: Prayer\n    targets: [Grizzly Bears]\n"
                              "  - resolve\n  - advance: end of combat\n"
                              "  - expect:\n      objects:\n        Grizzly Bears: {toughness: 5}\n"
                              "  - advance: postcombat main",
                      expect="  objects:\n    Grizzly Bears: {toughness: 2}\n  cites: [511.2]",
                      extra=prayer("end of combat")))
    assert ended(game) == [("T3 Alice, end of combat", "end of combat")]


def test_611_2b_for_as_long_as_you_control_the_source_ends_when_it_leaves_the_battlefield():
    game = play(board("    battlefield: [Warden, Grizzly Bears]",
                      actions="  - activate: Warden\n    ability: 1\n    targets: [Grizzly Bears]\n  - resolve\n"
                              "  - expect:\n      objects:\n        Grizzly Bears: {power: 4}\n"
                              "  - move: {object: Warden, to: hand}",
                      expect="  objects:\n    Grizzly Bears: {power: 2}\n  cites: [611.2b]",
                      extra=prayer("end of turn")))
    assert ended(game) == [("T3 Alice, precombat main", "for as long as you control this")]


def test_611_2b_for_as_long_as_you_control_ends_when_another_player_controls_the_source():
    game = play(board("    battlefield: [Warden, Grizzly Bears]",
                      actions="  - activate: Warden\n    ability: 1\n    targets: [Grizzly Bears]\n  - resolve",
                      expect="  objects:\n    Grizzly Bears: {power: 4}", extra=prayer("end of turn")))
    effect, = game.effects
    assert durations.in_force(game, effect)
    warden = next(o for o in game.battlefield() if o.label == "Warden")
    warden.controller = 1
    assert not durations.in_force(game, effect)


def test_611_2b_for_as_long_as_you_control_ends_when_an_exchange_gives_the_source_to_another_player():
    game = play(board("    hand: [Scroll of Isildur]",
                      bob="    battlefield:\n      - Sol Ring\n"
                          "      - {card: The Trickster-God's Heist, counters: {lore: 1}, resolved chapters: [1]}",
                      actions="  - cast: Scroll of Isildur\n  - resolve: all\n    choices: [{targets: [Sol Ring]}]\n"
                              "  - expect:\n      objects:\n        Sol Ring: {controller: Alice}\n"
                              "  - advance: {to: precombat main, turn: Bob}\n"
                              "    choices: [{targets: [The Trickster-God's Heist, Scroll of Isildur]}]\n"
                              "  - resolve: all\n    choices: [{may: yes}]",
                      expect="  objects:\n    Scroll of Isildur: {controller: Bob}\n    Sol Ring: {controller: Bob}"))
    assert ended(game) == [("T4 Bob, precombat main", "for as long as you control this")]
    assert not [e for e in game.effects if e.duration == "for as long as you control this"]


def test_611_2b_a_duration_over_before_the_effect_would_begin_never_starts():
    game = play(board("    battlefield: [Warden, Grizzly Bears]",
                      actions="  - activate: Warden\n    ability: 1\n    targets: [Grizzly Bears]\n"
                              "  - move: {object: Warden, to: hand}\n  - resolve",
                      expect="  objects:\n    Grizzly Bears: {power: 2}\n  cites: [611.2b]",
                      extra=prayer("end of turn")))
    assert game.effects == []
    assert [e.event.duration for e in game.log if isinstance(e.event, events.DurationNeverBegins)] == \
        ["for as long as you control this"]


def test_610_3_exiled_until_the_source_leaves_returns_under_its_owners_control():
    play(board("    hand: [Warden]", bob="    battlefield: [Grizzly Bears]",
               actions="  - cast: Warden\n  - resolve: all\n"
                       "  - expect:\n      objects:\n        Grizzly Bears: {zone: exile}\n"
                       "  - destroy: Warden",
               expect="  objects:\n    Grizzly Bears: {zone: battlefield, controller: Bob}\n"
                      "  events:\n    - destroyed: Warden\n    - returned: Grizzly Bears\n  cites: [610.3]",
               extra=prayer("end of turn")))


def test_610_3_an_until_event_that_already_happened_means_the_object_does_not_move():
    game = play(board("    hand: [Warden]", bob="    battlefield: [Grizzly Bears]",
                      actions="  - cast: Warden\n  - resolve\n  - move: {object: Warden, to: hand}\n  - resolve",
                      expect="  objects:\n    Grizzly Bears: {zone: battlefield}\n"
                             "  events:\n    - no: {exiled: Grizzly Bears}", extra=prayer("end of turn")))
    assert game.exiled_until == []


def test_514_2_until_end_of_turn_ends_in_the_cleanup_step_as_before():
    play(board("    hand: [Prayer]\n    battlefield: [Grizzly Bears]",
               actions="  - cast: Prayer\n    targets: [Grizzly Bears]\n  - resolve\n"
                       "  - advance: {to: upkeep, turn: Bob}",
               expect="  objects:\n    Grizzly Bears: {toughness: 2}\n  cites: [514.2]", extra=prayer("end of turn")))


def test_611_2a_every_duration_ends_by_a_rule_judge_cites():
    assert set(DURATIONS.values()) <= set(CITED_RULES)
    assert set(durations.SOURCE_BOUND) <= set(DURATIONS)


def test_611_2a_a_permission_to_play_exiled_cards_lasts_until_the_end_of_your_next_turn():
    game = play(board("    library: [Island, Memnite, Forest, Forest, Forest, Forest]\n    hand: [Light Up the Stage]",
                      actions="  - cast: Light Up the Stage\n  - resolve\n"
                              "  - advance: {to: precombat main, turn: Alice}\n"
                              "  - play: Island\n    from: exile\n"
                              "  - advance: {to: precombat main, turn: Alice}\n"
                              "  - cast: Memnite\n    from: exile\n    illegal: 601.3",
                      expect="  objects:\n    Island: {zone: battlefield}\n    Memnite: {zone: exile}"))
    ended = [(e.where, e.event.name) for e in game.log if isinstance(e.event, events.PlayPermissionEnded)]
    assert ended == [("T5 Alice, cleanup", "Memnite")]
    granted = [(e.event.card, e.event.duration, e.cites) for e in game.log if isinstance(e.event, events.MayPlay)]
    assert granted == [(card, "end of your next turn", ("601.3",)) for card in ("Island", "Memnite")]


def test_610_3c_the_returned_object_cites_the_rule_that_puts_it_under_its_owners_control():
    game = play(board("    hand: [Warden]", bob="    battlefield: [Grizzly Bears]",
                      actions="  - cast: Warden\n  - resolve: all\n  - destroy: Warden",
                      expect="  objects:\n    Grizzly Bears: {zone: battlefield, controller: Bob}\n  cites: [610.3c]",
                      extra=prayer("end of turn")))
    assert "610.3c" in cited(game)


def test_610_3b_a_triggered_ability_whose_until_event_already_happened_cites_610_3b():
    game = play(board("    hand: [Warden]", bob="    battlefield: [Grizzly Bears]",
                      actions="  - cast: Warden\n  - resolve\n  - move: {object: Warden, to: hand}\n  - resolve",
                      expect="  objects:\n    Grizzly Bears: {zone: battlefield}\n  cites: [610.3b]",
                      extra=prayer("end of turn")))
    assert "610.3a" not in cited(game)


def test_610_3a_before_2020_07_03_said_what_610_3b_says_now():
    game = play(board("    hand: [Warden]", bob="    battlefield: [Grizzly Bears]",
                      actions="  - cast: Warden\n  - resolve\n  - move: {object: Warden, to: hand}\n  - resolve",
                      expect="  objects:\n    Grizzly Bears: {zone: battlefield}\n  cites: [610.3a]",
                      extra=prayer("end of turn")), rules="2018-07-13")
    assert "610.3b" not in cited(game)


KORVOLD = ("    battlefield:\n"
           "      - {card: Korvold and the Noble Thief, counters: {lore: 2}, resolved chapters: [1, 2]}",
           "    library: [Forest, Grizzly Bears, Lightning Bolt, 2]")


def test_305_1_play_by_the_player_an_effect_lets_play_an_opponents_exiled_land():
    play(board(*KORVOLD, actions="  - proliferate: {by: Alice, choose: [Korvold and the Noble Thief]}\n"
                                 "  - resolve: all\n  - play: Forest\n    from: exile\n    by: Alice\n"
                                 "  - cast: Grizzly Bears\n    from: exile\n    by: Alice\n  - resolve",
               expect="  objects:\n    Forest: {zone: battlefield, controller: Alice}\n"
                      "    Grizzly Bears: {zone: battlefield, controller: Alice}"))


def test_305_1_play_defaults_to_the_owner_who_may_not_play_it_on_anothers_turn():
    play(board(*KORVOLD, actions="  - proliferate: {by: Alice, choose: [Korvold and the Noble Thief]}\n"
                                 "  - resolve: all\n  - play: Forest\n    from: exile\n    illegal: 305.1",
               expect="  objects:\n    Forest: {zone: exile}"))


def test_611_2a_an_attack_tax_until_your_next_turn_names_whose_turn():
    game = play(board("    battlefield:\n"
                      "      - {card: \"Summon: Yojimbo\", counters: {lore: 1}, resolved chapters: [1]}",
                      actions="  - proliferate: {by: Alice, choose: [\"Summon: Yojimbo\"]}\n  - resolve: all",
                      expect="  cites: [508.1d]"))
    text, = [describe(e.event, game.version) for e in game.log if isinstance(e.event, events.AttackTaxCreated)]
    assert text.endswith("until Alice's next turn")


def test_614_9_a_redirection_to_a_creature_that_left_the_battlefield_does_nothing_and_says_why():
    game = play(board("    hand: [Ascent of the Worthy]\n    battlefield: [Grizzly Bears, Memnite]",
                      bob="    hand: [Lightning Bolt]",
                      actions="  - cast: Ascent of the Worthy\n  - resolve: all\n  - destroy: Grizzly Bears\n"
                              "  - cast: Lightning Bolt\n    by: Bob\n    targets: [Memnite]\n  - resolve",
                      extra="choices:\n  - card: Grizzly Bears\n",
                      expect="  objects:\n    Memnite: {zone: graveyard}\n  cites: [614.9, 400.7]"))
    note, = [e.event for e in game.log if isinstance(e.event, events.RedirectionGone)]
    assert (note.recipient, note.chosen, note.n) == ("Memnite", "Grizzly Bears", 3)
