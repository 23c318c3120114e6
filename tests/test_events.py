"""Typed events: a closed set of frozen event classes, each worded by one renderer from its fields and the CR
version applied (the engine writes no English)."""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
import types
import typing

import pytest

from judge import render_events, render_json, runner, scenario
from judge.cards import Ability
from judge.game import events, questions, refusals
from judge.game.choices import KINDS, Choices
from judge.game.effects.continuous import effect_terms
from judge.game.state import Game
from judge.versions import RulesVersion
from judge.records import Frozen, record_fields

# The kinds of event the engine records, as expectations and the JSON output name them.
DECLARED_KINDS = {
    "start", "setup", "note", "refused", "choice", "turn", "step", "skipped", "effect", "turn-based action",
    "attacks", "blocks", "becomes blocked",
    "removed from combat", "state-based action", "lost", "game over", "cast", "played", "activated",
    "fizzled", "resolved", "copied", "countered", "triggered", "removed", "put on stack", "mutates", "moved",
    "destroyed", "sacrificed", "exiled", "discarded", "milled", "returned", "created", "ceased to exist", "shuffled",
    "drew", "counters added", "counters removed", "proliferate", "damage", "life gained", "life lost", "tapped",
    "untapped", "mana", "searched", "rolled", "scried", "surveilled", "amassed",
    "looked at", "revealed", "divided",
}
DECLARED_KINDS |= {"villainous choice", "voted"}  # 701.55a
DECLARED_KINDS |= {"no exchange", "mana kept", "damage redirected", "cost reduced"}
DECLARED_KINDS |= {"cost increased", "foretold"}  # 601.2f, 702.143a
DECLARED_KINDS |= {"emblem", "the ring tempts", "monarch"}  # 701.54c, 701.54a (judge.game.the_ring); 725.3
DECLARED_KINDS |= {"phased out", "time travel"}  # 702.26b, 701.56a
NEWEST = RulesVersion(dt.date(2026, 8, 7))
BEFORE_113 = RulesVersion(dt.date(2019, 1, 25))  # 113 (objects) was 112 until 2019-07-12


def qualified(cls: type) -> str:
    return f"{cls.__module__}.{cls.__qualname__}"


def is_record(cls: typing.Any) -> bool:
    return isinstance(cls, type) and issubclass(cls, Frozen)


def replaced(record: typing.Any, **changes: typing.Any) -> typing.Any:
    """A copy of a record with some fields changed."""
    return type(record)(**{name: getattr(record, name) for name in record_fields(record)} | changes)


def below(cls: type) -> list[type]:
    return [c for sub in cls.__subclasses__() for c in [sub, *below(sub)]]


def concrete(cls: type) -> set[str]:
    """The classes below `cls` that no class derives from, by name (a dataclass with slots is a new class; the
    one it replaced may linger among the subclasses)."""
    classes = below(cls)
    return {qualified(c) for c in classes} - {qualified(base) for c in classes for base in c.__mro__[1:]}


def sample(cls: type) -> typing.Any:
    """An instance with a plain value in every field, by the field's type (a typed record's fields in turn)."""
    hints = typing.get_type_hints(cls)
    return cls(**{name: sample_value(hints[name]) for name in record_fields(cls)})


def sample_value(hint: typing.Any) -> typing.Any:
    options = typing.get_args(hint) if isinstance(hint, types.UnionType) else (hint,)
    first = typing.get_origin(options[0]) or options[0]
    if first is typing.Literal:
        return typing.get_args(options[0])[0]
    if first is tuple:
        element = typing.get_args(options[0])[0]
        record = typing.get_args(element)[0] if isinstance(element, types.UnionType) else element
        return (sample(record),) if is_record(record) else (sample_value(element) if element is not str else "Memnite",)
    if is_record(first):
        return sample(leaf(first))
    return {str: "Grizzly Bears", int: 2, bool: True}.get(first, {"kind": "x"})


def leaf(cls: type) -> type:
    """A concrete class for a field typed by a base record (a Question, a Refusal): the first by name."""
    leaves = concrete(cls)
    return cls if not leaves else min((c for c in below(cls) if qualified(c) in leaves), key=lambda c: c.__name__)


def test_every_event_class_is_declared_once_and_has_a_renderer():
    declared = events.EVENT_CLASSES
    assert len(set(declared)) == len(declared)
    assert {qualified(c) for c in declared} == concrete(events.Event)
    assert set(render_events.RENDERERS) == set(declared)


def test_the_kinds_of_event_are_exactly_the_declared_kinds():
    assert events.KINDS == DECLARED_KINDS
    assert all(cls.kind for cls in events.EVENT_CLASSES)


@pytest.mark.parametrize("cls", events.EVENT_CLASSES, ids=lambda c: c.__name__)
def test_events_are_frozen_and_worded_from_their_fields(cls):
    event = sample(cls)
    for name in record_fields(cls):
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(event, name, "changed")
    assert isinstance(render_events.describe(event, NEWEST), str)
    assert len(event.data()) >= len(record_fields(cls))


@pytest.mark.parametrize("cls", sorted(below(questions.Question), key=lambda c: c.__name__),
                         ids=lambda c: c.__name__)
def test_every_question_is_answered_by_a_choice_kind_and_worded_by_the_renderer(cls):
    asked = sample(cls)
    assert cls.kind in KINDS
    assert isinstance(render_events.question(asked), str) and "Question" not in render_events.question(asked)
    assert set(render_events.QUESTIONS) == set(below(questions.Question))


@pytest.mark.parametrize("cls", sorted(below(refusals.Refusal), key=lambda c: c.__name__), ids=lambda c: c.__name__)
def test_every_refusal_reason_is_worded_by_the_renderer(cls):
    if cls is refusals.Tried:
        return
    reason = sample(cls)
    assert render_events.refusal(reason).endswith(render_events.refusal_reason(reason))
    assert set(render_events.REFUSALS) == set(below(refusals.Refusal)) - {refusals.Tried}


def test_a_choice_records_its_question_and_answer_as_data_and_the_renderer_words_them():
    choice = events.Choice("Alice", "cast as", questions.CastAs("Dirgur Island Dragon", "Skimming Strike"), True)
    assert choice.data() == {"player": "Alice", "choice": "cast as",
                             "question": questions.CastAs("Dirgur Island Dragon", "Skimming Strike"), "answer": True}
    assert render_events.describe(choice, NEWEST) == ("Alice chooses to cast it as the Omen Skimming Strike "
                                                     "(cast Dirgur Island Dragon normally or as Skimming Strike)")
    modes = questions.ModeOf("Fateful Showdown", 1, 2)
    assert render_events.answer(modes, questions.ChosenMode(2, "Draw a card.")) == "mode 2: Draw a card."
    assert render_events.answer(modes, None) == "no more modes"


def test_a_refused_cast_carries_its_reason_as_a_record():
    reason = refusals.NotMainPhase(refusals.Attempt("cast", "Sol Ring"), "upkeep")
    assert render_events.describe(events.Refused(reason, "307.1", "cast"), NEWEST) == \
        "refused: cast Sol Ring: only during a main phase (it is the upkeep step)"
    assert render_events.describe(events.CastImpossible("Sol Ring", reason), NEWEST) == \
        "Sol Ring can't be cast: only during a main phase (it is the upkeep step)"


def test_113_7a_an_event_is_worded_in_the_numbering_of_the_version_applied():
    resolved = events.AbilityResolves("ability of Anax", "Anax", "Anax, Hardened in the Forge", None, None, True)
    assert render_events.describe(resolved, NEWEST) == \
        "Anax, Hardened in the Forge's ability resolves (independently of its source, 113.7a)"
    assert render_events.describe(resolved, BEFORE_113) == \
        "Anax, Hardened in the Forge's ability resolves (independently of its source, 112.7a)"
    assert render_events.numbers(("608.2", "113.7a"), BEFORE_113) == ["608.2", "112.7a"]


def test_714_2d_a_saga_without_chapters_is_worded_with_the_rule_number_of_its_version():
    due = events.SagaPastFinalChapter("Urza's Saga", 0, 0, False)
    assert render_events.describe(due, NEWEST).endswith("(it has no chapter abilities, 714.2d)")
    assert render_events.describe(due, RulesVersion(dt.date(2022, 9, 8))).endswith(
        "(it has no chapter abilities, 715.2d)")


def test_603_2_emit_records_the_event_its_canonical_rules_and_step():
    game = Game(NEWEST, 0, Choices([]))
    game.observers = []
    game.players = []
    game.where = lambda: "T1 Alice, upkeep"  # type: ignore[method-assign]
    logged = game.emit(events.PlayerLoses("Bob"), ("104.3b", "104.3b"))
    assert logged == events.LoggedEvent(1, "T1 Alice, upkeep", "lost", events.PlayerLoses("Bob"), ("104.3b",),
                                        False)
    assert logged.data == {"player": "Bob"}


def test_turn_based_and_state_based_actions_name_their_rule_in_their_data():
    assert events.Untaps("Alice", ("Memnite",)).data() == {"rule": "502.3", "player": "Alice",
                                                           "permanents": ("Memnite",)}
    assert events.LethalDamage("Grizzly Bears", 2, 2, ()).data() == {
        "rule": "704.5g", "name": "Grizzly Bears", "damage": 2, "toughness": 2, "toughness_from": ()}


def test_json_events_are_the_typed_events():
    body = ("title: t\nrules: 2026-08-07\nplayers:\n  Alice:\n    hand: [Lightning Bolt]\n  Bob:\n"
            "    battlefield: [Memnite]\nturn: {active: Alice, step: precombat main}\n"
            "actions:\n  - cast: Lightning Bolt\n    targets: [Memnite]\n")
    result = runner.run(scenario.load("t.yaml", text=body))
    doc = json.loads(render_json.as_json(result))
    cast = next(e for e in doc["events"] if e["kind"] == "cast")
    logged = next(e for e in result.game.log if e.kind == "cast")
    assert cast["type"] == "Cast"
    assert cast["data"] == {k: list(v) if isinstance(v, tuple) else v for k, v in logged.data.items()}
    assert cast["data"]["targets"] == ["Memnite"] and cast["data"]["from"] == "hand"
    assert cast["text"] == "Alice casts Lightning Bolt targeting Memnite"


def test_400_7_each_zone_change_verb_is_its_own_kind_worded_from_the_zones():
    assert set(events.ZONE_CHANGES) == {"moved", "destroyed", "sacrificed", "exiled", "discarded", "milled",
                                        "countered", "returned"}
    assert all(cls.kind == verb for verb, cls in events.ZONE_CHANGES.items())
    countered = events.CounteredToZone("Shock", "Shock", 9, 4, "stack", "graveyard", False, 1, "Bob", None, None)
    assert render_events.describe(countered, NEWEST) == "Shock is countered and goes from stack to Bob's graveyard"
    assert countered.data()["from"] == "stack" and countered.data()["to"] == "graveyard"
    returned = events.ReturnsToBattlefield("Memnite", 7, 3, "exile", "battlefield", False, 0, True, "Memnite",
                                           "Alice", "Alice", None)
    assert render_events.describe(returned, NEWEST) == \
        "Memnite enters the battlefield under Alice's control (from Alice's exile)"


def test_714_2b_counters_added_name_their_kind_as_chapter_triggers_read_it():
    put = events.CountersPut("Urza's Saga", 5, "lore", 1, 1, 2, 0, "Alice", "Urza's Saga", "effect", ())
    assert {k: put.data()[k] for k in ("kind", "before", "after", "oid")} == \
        {"kind": "lore", "before": 1, "after": 2, "oid": 5}
    assert render_events.describe(put, NEWEST) == "Alice puts 1 lore counter on Urza's Saga: 1 → 2"


def test_614_replacement_effects_are_recorded_as_typed_records_and_worded_by_the_renderer():
    doubled = events.AmountReplaced("Doubling Season", 1, 2)
    dropped = events.NoLongerApplies(("Doubling Season", "Vorinclex, Monstrous Raider"))
    put = events.CountersPut("Urza's Saga", 5, "lore", 2, 0, 2, 0, "Alice", "Urza's Saga", "entering: Saga rule",
                             (doubled,))
    assert render_events.describe(put, NEWEST) == \
        "Alice puts 2 lore counters on Urza's Saga as it enters (the Saga rule) (Doubling Season: 1 → 2): 0 → 2"
    none = events.NoCounterPut("Urza's Saga", "lore", (events.CountersPrevented("Solemnity"), dropped))
    assert render_events.describe(none, NEWEST) == (
        "no lore counter is put on Urza's Saga (Solemnity: counters can't be put there; Doubling Season, "
        "Vorinclex, Monstrous Raider no longer applies: no counters would be put)")
    exiled = events.Destroyed("Memnite", "Memnite", 9, 4, "battlefield", "exile", False, 1, "Bob",
                              events.ExiledInstead("Rest in Peace"), None)
    assert render_events.describe(exiled, NEWEST) == \
        "Memnite is destroyed from battlefield to Bob's exile instead of the graveyard (Rest in Peace)"
    for record in (doubled, dropped, events.ExiledInstead("Rest in Peace"), events.CountersPrevented("Solemnity")):
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(record, record_fields(record)[0], "changed")


def test_614_16_the_json_output_shows_what_a_replacement_effect_did_as_a_typed_record():
    body = ("title: t\nrules: 2026-08-07\nplayers:\n  Alice:\n    battlefield: [Doubling Season, Grizzly Bears]\n"
            "  Bob: {}\nturn: {active: Alice, step: precombat main}\n"
            "actions:\n  - put counters: {on: Grizzly Bears, +1/+1: 1}\n")
    result = runner.run(scenario.load("t.yaml", text=body))
    put = next(e for e in result.game.log if isinstance(e.event, events.CountersPut))
    assert put.event.how == "scenario effect"
    assert put.event.replaced_by == (events.AmountReplaced("Doubling Season", 1, 2),)
    doc = json.loads(render_json.as_json(result))
    data = next(e["data"] for e in doc["events"] if e["type"] == "CountersPut")
    assert data["replaced_by"] == [{"type": "AmountReplaced", "source": "Doubling Season", "before": 1, "after": 2}]
    assert data["how"] == "scenario effect"


def test_704_5d_e_what_ceases_to_exist_is_data_worded_by_the_renderer():
    token = events.CeasedToExist("Soldier", 8, ("Soldier",), "Soldier", False)
    copy = events.CeasedToExist("copy of Shock", 9, (), "copy of Shock", True)
    assert render_events.describe(token, NEWEST) == "Soldier ceases to exist (a token outside the battlefield)"
    assert render_events.describe(copy, NEWEST) == "copy of Shock ceases to exist (a copy of a spell outside the stack)"


def test_701_24a_a_shuffle_names_its_cause_an_omen_resolving_or_a_scenario_effect():
    def shuffled(cause: str | events.OmenResolving | None) -> str:
        return render_events.describe(events.Shuffled("Alice", 0, cause, None, 0, "Alice", 30), NEWEST)

    assert shuffled("Evolving Wilds") == "Alice shuffles their library (Evolving Wilds; 30 cards)"
    assert shuffled(events.OmenResolving("Dirgur Island Dragon", False)) == \
        "Alice shuffles their library (Dirgur Island Dragon resolving as an Omen; 30 cards)"
    assert shuffled(events.OmenResolving("Dirgur Island Dragon", True)) == \
        "Alice shuffles their library (the copy of Dirgur Island Dragon resolving as an Omen; 30 cards)"
    assert shuffled(None) == "Alice shuffles their library (a resolving effect; 30 cards)"


def test_611_2c_a_continuous_effect_is_recorded_with_its_locked_values_and_worded_by_the_renderer():
    terms = effect_terms("modify_pt", {"power": 3, "toughness": -1})
    assert terms == events.EffectTerms("modify_pt", power=3, toughness=-1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        terms.power = 4  # type: ignore[misc]
    created = events.ContinuousEffectCreated("7c", ("Memnite",), "Giant Growth", terms, ("Memnite",), True)
    assert render_events.describe(created, NEWEST) == "Giant Growth: +3/-1 for Memnite until end of turn"
    flying = Ability("keyword", "Flying", keyword="Flying")
    gains = effect_terms("gain_ability", {"abilities": [flying]})
    assert gains == events.EffectTerms("gain_ability", abilities=("Flying",))
    assert render_events.describe(replaced(created, effect=gains), NEWEST) == \
        'Giant Growth: gains "Flying" for Memnite until end of turn'
    becomes = effect_terms("become", {"types": ["Creature"], "subtypes": ["Elemental"]})
    assert render_events.describe(replaced(created, effect=becomes, until_end_of_turn=False), NEWEST) == \
        "Giant Growth: becomes Elemental Creature for Memnite"
    with pytest.raises(ValueError, match="not a continuous effect"):
        effect_terms("set_land_subtype", {})  # a static ability's, never a resolving one's


# escape (702.138a), airbend (701.65a), paying mana as an instruction, transform (701.27a), incubate
DECLARED_KINDS |= {"escape cost paid", "airbent", "paid", "transformed", "incubated"}
