"""Invariants the suite checks (issue 8 §4): card conservation after every event of every library scenario,
and the engine bugs it found, each with a regression test named after its rule.

The invariant itself is `tests/invariants.py`: each owner's cards (not tokens, not copies; a merged
permanent counts each card in it) across all zones are the same cards after every event, and every object is
in exactly one place. Cards drawn from an unknown library are created on the spot and may only appear.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from invariants import Conservation, snapshot
from judge import render_events, runner, scenario
from judge.errors import InputError
from judge.game.questions import TargetFor

LIBRARY = Path(__file__).resolve().parents[1] / "scenarios"
FILES = sorted(LIBRARY.glob("*.yaml"))


def run_observed(body: str, rules: str = "2026-08-07"):
    """Run a scenario text with the conservation observer; returns (result, observer)."""
    observer = Conservation()
    result = runner.run(scenario.load("test.yaml", text=f"title: test\nrules: {rules}\n" + body), observe=observer)
    return result, observer


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_400_7_card_conservation_after_every_event_of_the_library(path):
    observer = Conservation()
    runner.run(scenario.load(path), observe=observer)
    assert observer.initial is not None, "the run reached its start"
    assert not observer.violations, "\n".join(observer.violations[:10])


def test_400_7_the_conservation_check_is_not_vacuous():
    """The library's runs check thousands of events, and the check does catch a card that vanishes, one that
    appears, and an object listed in two zones."""
    total = 0
    for path in FILES:
        observer = Conservation()
        runner.run(scenario.load(path), observe=observer)
        total += observer.events
    assert total > 1000

    body = ("players:\n  Alice:\n    library: 2\n    hand: [Grizzly Bears, Lightning Bolt]\n  Bob:\n    library: 1\n"
            "turn: {active: Alice, number: 3, step: precombat main}\nactions:\n  - note: one\n  - note: two\n"
            "  - note: three\n")
    observer = Conservation()
    sabotage = []

    def observe(game, event, action):
        if event.kind == "note" and sabotage:
            sabotage.pop(0)(game)
        observer(game, event, action)

    def vanish(game):  # Grizzly Bears leaves the hand and exists nowhere
        alice = game.players[0]
        oid = next(o for o in alice.hand if game.objects[o].label == "Grizzly Bears")
        game.remove_object(game.objects[oid])

    def appear(game):  # a second Lightning Bolt from nowhere
        from judge.cards import CardDB
        game.add_object(CardDB().get("Lightning Bolt"), 0, "graveyard", "Lightning Bolt")

    def twice(game):  # an object listed in two zones
        game.players[1].exile.append(game.players[1].library[0])

    sabotage += [vanish, appear, twice]
    runner.run(scenario.load("test.yaml", text="title: test\n" + body), observe=observe)
    found = "\n".join(observer.violations)
    assert "vanished: Grizzly Bears" in found
    assert "appeared: Lightning Bolt" in found
    assert "is in 2 places" in found


def test_121_1_drawing_from_an_unknown_library_creates_marked_cards():
    """A player with no `library:` draws anonymous cards made on the spot (README); they are marked
    `from_unknown_library`, follow the card across zones, and are the only cards that may appear."""
    result, observer = run_observed(
        "players:\n  Alice:\n    library: 3\n  Bob: {}\nturn: {active: Alice, number: 3, step: precombat main}\n"
        "actions:\n  - draw: {player: Bob, n: 1}\n  - discard: {player: Bob, card: card}\n"
        "  - draw: {player: Bob, n: 2}\n  - draw: {player: Alice, n: 1}\n"
        "expect:\n  players:\n    Bob: {hand: 2, graveyard: 1, library: 0}\n    Alice: {hand: 1, library: 2}\n")
    assert result.passed and not observer.violations, observer.violations
    game = result.game
    bob, alice = game.players[1], game.players[0]
    assert [game.objects[o].from_unknown_library for o in bob.graveyard + bob.hand] == [True, True, True]
    assert not any(game.objects[o].from_unknown_library for o in alice.hand + alice.library)
    cards, blanks, problems = snapshot(game)
    assert not problems and sum(blanks[1].values()) == 3 and not blanks[0]


def test_601_2a_the_card_is_on_the_stack_while_its_targets_are_chosen():
    """601.2a: to cast a spell, its card first moves to the stack; modes and targets are chosen after (601.2b-c).
    Found by card conservation: the card stayed in hand while the spell's target was chosen, so during the
    `choice` event it was in two places (hand, and a spell object on no stack)."""
    seen = []

    def observe(game, event, action):
        if event.kind == "choice" and event.data["question"] == TargetFor("Lightning Bolt"):
            bolt = [o for o in game.objects.values() if o.label == "Lightning Bolt"]
            seen.append(([o.zone for o in bolt], [o.label for o in game.stack], len(game.players[0].hand)))

    body = ("players:\n  Alice:\n    library: 3\n    hand: [Lightning Bolt, Grizzly Bears]\n"
            "  Bob:\n    library: 3\n    battlefield: [Memnite]\n"
            "turn: {active: Alice, number: 3, step: precombat main}\n"
            "actions:\n  - cast: Lightning Bolt\n"
            "expect:\n  stack: [Lightning Bolt]\n  players:\n    Alice: {hand: [Grizzly Bears]}\n")
    result = runner.run(scenario.load("test.yaml", text="title: test\nrules: 2026-08-07\n" + body), observe=observe)
    assert result.passed
    assert seen == [(["stack"], ["Lightning Bolt"], 1)]
    observer = Conservation()
    runner.run(scenario.load("test.yaml", text="title: test\nrules: 2026-08-07\n" + body), observe=observer)
    assert not observer.violations, observer.violations


def test_601_2a_a_spell_cast_while_resolving_is_on_the_stack_while_its_targets_are_chosen():
    """The same for a card cast during a resolution (cascade, 702.85a): during the target choice the card has
    left exile and is on the stack, once."""
    path = LIBRARY / "bloodbraid-elf-cascade-skips-omen-card.yaml"
    observer = Conservation()
    result = runner.run(scenario.load(path), observe=observer)
    assert any(e.kind == "choice" and e.data["question"] == TargetFor("Lightning Bolt") for e in result.game.log)
    assert not observer.violations, observer.violations


def test_733_1_an_illegal_cast_is_reversed_and_the_card_is_back_in_its_place():
    """601.2a moves the card to the stack before targets are chosen; when no legal target can be chosen
    (601.2c) the whole cast is reversed (733.1): the same card, in the same place in the hand, no spell."""
    body = ("players:\n  Alice:\n    library: 3\n    hand: [Grizzly Bears, Unsummon, Lightning Bolt]\n"
            "  Bob:\n    library: 3\n"
            "turn: {active: Alice, number: 3, step: precombat main}\n"
            "actions:\n  - cast: Unsummon\n    illegal: 601.2c\n"
            "expect:\n  stack: []\n  players:\n    Alice: {hand: [Grizzly Bears, Unsummon, Lightning Bolt]}\n")
    hands = []

    def observe(game, event, action):
        hands.append([game.objects[o].label for o in game.players[0].hand])
        observer(game, event, action)

    observer = Conservation()
    result = runner.run(scenario.load("test.yaml", text="title: test\nrules: 2026-08-07\n" + body), observe=observe)
    assert result.passed, [(c.what, c.found) for c in result.checks if not c.ok]
    assert any(e.kind == "refused" for e in result.game.log)
    assert hands[-1] == ["Grizzly Bears", "Unsummon", "Lightning Bolt"]
    assert not observer.violations, observer.violations


def test_115_5_a_spell_is_not_a_legal_target_for_itself():
    """With the card on the stack as it is cast (601.2a), a spell that targets a spell must not find itself:
    Counterspell cast on an empty stack has no legal target."""
    body = ("players:\n  Alice:\n    library: 3\n    hand: [Counterspell]\n  Bob:\n    library: 3\n"
            "turn: {active: Alice, number: 3, step: precombat main}\n"
            "actions:\n  - cast: Counterspell\n    illegal: 601.2c\n"
            "expect:\n  stack: []\n  players:\n    Alice: {hand: [Counterspell]}\n")
    result, observer = run_observed(body)
    assert result.passed, [(c.what, c.found) for c in result.checks if not c.ok]
    assert not observer.violations


def test_400_7_bad_input_is_rejected_before_conservation_matters():
    with pytest.raises(InputError):
        run_observed("players:\n  Alice:\n    hand: [No Such Card]\n  Bob: {}\n")


def test_730_3_each_card_of_a_merged_permanent_enters_at_once():
    """730.3: a merged permanent that leaves the battlefield becomes one new object per card. Moved straight
    back onto the battlefield, the card underneath enters with the one on top, from the battlefield. Found by
    card conservation: it was created in exile only after the top card's `moved` event (so during that event
    Grizzly Bears was in no zone) and then said it entered "from Alice's exile"."""
    body = ("players:\n  Alice:\n    library: 3\n    hand: [Gemrazer]\n    battlefield: [Grizzly Bears]\n"
            "  Bob:\n    library: 3\n"
            "turn: {active: Alice, number: 3, step: precombat main}\n"
            "actions:\n  - cast: Gemrazer\n    mutate: Grizzly Bears\n  - resolve\n"
            "  - move: {object: Grizzly Bears, to: battlefield}\n"
            "expect:\n  objects:\n    Gemrazer: {zone: battlefield}\n    Grizzly Bears: {zone: battlefield}\n"
            "  players:\n    Alice: {exile: 0}\n")
    seen = []

    def observe(game, event, action):
        observer(game, event, action)
        if event.kind == "moved" and event.data.get("to") == "battlefield" and action == 2:
            seen.append((render_events.text(event, game.version), sorted(o.label for o in game.battlefield())))

    observer = Conservation()
    result = runner.run(scenario.load("test.yaml", text="title: test\nrules: 2026-08-07\n" + body), observe=observe)
    assert result.passed, [(c.what, c.found) for c in result.checks if not c.ok]
    assert not observer.violations, observer.violations
    assert seen == [
        ("Gemrazer enters the battlefield under Alice's control (from battlefield)", ["Gemrazer", "Grizzly Bears"]),
        ("Grizzly Bears enters the battlefield under Alice's control (from battlefield)",
         ["Gemrazer", "Grizzly Bears"]),
    ]
