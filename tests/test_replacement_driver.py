"""The one replacement-effect driver (judge.game.replacement.replace): 614.5 each effect applies at most
once, 616.1 the affected player chooses the order of those whose order matters, 616.1f only those that
still apply are considered."""

from dataclasses import dataclass, field

from judge.game.questions import Drawing, ReplacementFirst
from judge.game.replacement import Kind, Replacement, replace

IT = Drawing()  # the event modified, as a question names it


@dataclass
class Amount:
    value: int


@dataclass
class FakeGame:
    """Just what the driver uses of a game: objects by id and decisions, answered by `answer`."""

    answer: str | None = None
    objects: dict = field(default_factory=dict)
    asked: list = field(default_factory=list)

    def decide(self, question, player, options, default, parse, answer=str, cites=()):
        self.asked.append((question, player, [answer(o) for o in options], cites))
        return default if self.answer is None else parse(self.answer, None)

    def fail(self, message):
        raise AssertionError(message)


def _doubling(game, rep, event):
    event.value *= 2
    return f"{rep.source_name}: doubled", ("614.16",)


def _plus_one(game, rep, event):
    event.value += 1
    return f"{rep.source_name}: +1", ("614.1a",)


DOUBLE = Kind("double", lambda game, rep, event: event.value > 0, _doubling)
PLUS_ONE = Kind("plus one", lambda game, rep, event: event.value > 0, _plus_one)
TO_ZERO = Kind("to zero", lambda game, rep, event: True, lambda game, rep, event: (setattr(event, "value", 0)
                                                                               or "zeroed", ()), ordered=False)


def rep(name, kind, controller=0, timestamp=1):
    return Replacement(0, name, controller, timestamp, kind)


def test_614_5_each_replacement_effect_applies_at_most_once():
    event = Amount(1)
    outcome = replace(FakeGame(), event, [rep("A", DOUBLE), rep("B", DOUBLE, timestamp=2)], 0, IT)
    assert event.value == 4
    assert outcome.notes == ["A: doubled", "B: doubled"]
    assert outcome.cites == ["614.16", "614.16"]


def test_616_1_identical_effects_of_one_controller_are_applied_without_asking():
    game = FakeGame()
    replace(game, Amount(1), [rep("A", DOUBLE), rep("B", DOUBLE, timestamp=2)], 0, IT)
    assert game.asked == []


def test_616_1_the_affected_player_chooses_which_applies_first_default_the_earliest():
    game = FakeGame()
    event = Amount(1)
    outcome = replace(game, event, [rep("Late", PLUS_ONE, timestamp=5), rep("Early", DOUBLE, timestamp=3)], 1, IT)
    assert (event.value, outcome.notes) == (3, ["Early: doubled", "Late: +1"])
    assert game.asked == [(ReplacementFirst(IT), 1, ["Early", "Late"], ("616.1", "616.1e"))]


def test_616_1_a_chosen_order_is_followed():
    game = FakeGame(answer="Late")
    event = Amount(1)
    replace(game, event, [rep("Late", PLUS_ONE, timestamp=5), rep("Early", DOUBLE, timestamp=3)], 1, IT)
    assert event.value == 4


def test_616_1f_an_effect_that_no_longer_applies_is_dropped_not_applied():
    halving = Kind("halve", lambda game, rep, event: event.value > 0,
                   lambda game, rep, event: (setattr(event, "value", event.value // 2) or "halved", ()))
    event = Amount(1)
    outcome = replace(FakeGame(), event, [rep("Half", halving, timestamp=1), rep("A", DOUBLE, timestamp=2)], 0, IT)
    assert event.value == 0
    assert ([r.source_name for r in outcome.applied], [r.source_name for r in outcome.dropped]) == (["Half"], ["A"])


def test_616_1_effects_whose_order_cannot_matter_apply_in_the_order_found_without_a_choice():
    game = FakeGame()
    first, second = rep("First", TO_ZERO, controller=0, timestamp=9), rep("Second", TO_ZERO, controller=1)
    outcome = replace(game, Amount(3), [first, second], 0, IT)
    assert [r.source_name for r in outcome.applied] == ["First", "Second"]
    assert game.asked == []
