"""Event expectations check every field they name (a field the check ignored would make it unable to fail)."""

from helpers import board, play
from judge import runner, scenario


def test_a_turn_based_action_expectation_checks_its_fields_besides_the_rule():
    """`turn-based action: {rule: 502.1, names: [...]}` holds only for that rule with those names (a field the
    check ignored would make the expectation unable to fail)."""
    body = ("players:\n  Alice:\n    library: 5\n    battlefield: [Grizzly Bears]\n"
            "  Bob: {library: 5, battlefield: [Memnite]}\n"
            "turn: {active: Alice, number: 3, step: precombat main}\n"
            "cards:\n  - name: Fade Test\n    mana_cost: \"{U}\"\n    types: [Instant]\n    abilities:\n"
            "      - spell: {}\n        text: Target creature phases out.\n"
            "        targets: [{filter: {types: [Creature]}}]\n        effects: [{phase_out: {target: 1}}]\n")
    result = runner.run(scenario.load("t.yaml", text="title: t\nrules: 2026-08-07\n" + body.replace(
        "battlefield: [Grizzly Bears]", "battlefield: [Grizzly Bears]\n    hand: [Fade Test]") +
        "actions:\n  - cast: Fade Test\n    targets: [Grizzly Bears]\n  - resolve\n"
        "  - advance: {to: upkeep, turn: Alice}\n"
        "expect:\n  events:\n    - turn-based action: {rule: 502.1, names: [Grizzly Bears]}\n"
        "    - no: {turn-based action: {rule: 502.1, names: [Memnite]}}\n"))
    assert [c.ok for c in result.checks] == [True, True]


def test_a_discarded_event_by_the_player_who_discarded():
    play(board("    hand: [Memnite]", actions="  - discard: {player: Alice, card: Memnite}",
               expect="  events:\n    - discarded: {player: Alice, card: Memnite}\n"
                      "    - no: {discarded: {player: Bob}}"))


def test_a_cast_event_by_its_card_and_by_whom():
    play(board("    hand: [Memnite]", actions="  - cast: Memnite\n  - resolve",
               expect="  events:\n    - cast: {card: Memnite, by: Alice}\n    - no: {cast: {card: Memnite, by: Bob}}"))


def test_a_triggered_event_checks_its_fields_beyond_source_and_chapter():
    play(board("    battlefield:\n      - card: History of Benalia\n        counters: {lore: 1}",
               actions="  - advance: {to: precombat main, turn: Alice}",
               expect="  events:\n    - triggered: {of: History of Benalia, chapter: 2, controller: Alice}\n"
                      "    - no: {triggered: {of: History of Benalia, chapter: 2, controller: Bob}}"))


def test_an_event_object_field_matches_a_copy_of_an_omen_by_its_name_on_the_stack():
    """`ceased to exist: {object: copy of Exude Toxin}`: a copy answers to `copy of <its name on the stack>` as
    well as `copy of <card>` (707.10a, 720.3c), in an event's `object` field as in any other place."""
    body = ("players:\n  Alice: {library: 5}\n  Bob:\n    library: 5\n    battlefield: [Grizzly Bears]\n"
            "stack:\n  - {spell: Scavenger Regent, as: omen, x: 1, copy: true}\n"
            "turn: {active: Alice, number: 3, step: precombat main}\nactions:\n  - resolve\n"
            "expect:\n  events:\n    - ceased to exist: {object: copy of Exude Toxin}\n"
            "    - no: {ceased to exist: {object: copy of Grizzly Bears}}\n")
    result = runner.run(scenario.load("t.yaml", text="title: t\nrules: 2026-08-07\n" + body))
    assert [c.ok for c in result.checks] == [True, True]


def test_608_2b_a_fizzled_chapter_ability_is_found_by_its_chapter_and_source():
    """The copy Bob controls of Time of Ice's chapter I has an illegal target for him (608.2b): `fizzled: {chapter:
    1, of: Time of Ice}` finds it, and names the ability as it triggered."""
    result = runner.run(scenario.load("t.yaml", text=(
        "title: t\nrules: 2026-08-07\nplayers:\n  Alice:\n    library: 5\n    battlefield:\n"
        "      - {card: Time of Ice, counters: {lore: 1}}\n  Bob:\n    library: 5\n    battlefield: [Grizzly Bears]\n"
        "turn: {active: Alice, step: precombat main}\n"
        "stack:\n  - {chapter: 1, of: Time of Ice, targets: [Grizzly Bears]}\n"
        "actions:\n  - copy: {chapter: 1, of: Time of Ice}\n    by: Bob\n  - resolve\n"
        "expect:\n  events:\n    - fizzled: {chapter: 1, of: Time of Ice}\n"
        "    - no: {fizzled: {chapter: 2, of: Time of Ice}}\n")))
    assert [c.ok for c in result.checks] == [True, True]
    [fizzled] = [e for e in result.game.log if e.kind == "fizzled"]
    assert fizzled.event.source_name == "Time of Ice" and fizzled.event.chapter == 1
