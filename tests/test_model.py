"""Parse once (issue 9): a scenario is loaded into typed, immutable objects (judge.model); the runner and the
expectations act only on them, dispatching on their class through one registry each."""

from __future__ import annotations

import dataclasses
import textwrap
from pathlib import Path
from types import MappingProxyType

import pytest

from judge import expect, model, runner, scenario
from judge.errors import InputError
from judge.game import choices as engine_choices
from judge.yamlsrc import LDict, LList
from judge.records import record_fields

ROOT = Path(__file__).resolve().parents[1]
LIBRARY = sorted((ROOT / "scenarios").glob("*.yaml"))
HEAD = "title: t\nplayers:\n  Alice: {library: 5, battlefield: [Urza's Saga]}\n  Bob: {}\n"

# One action of each kind the loader accepts.
ACTION_SAMPLES = {
    "resolve": "resolve", "advance": "advance: main 2", "attack": "attack: Grizzly Bears",
    "block": "block: {Llanowar Elves: Grizzly Bears}", "cast": "cast: X",
    "play": "play: X", "activate": "activate: X", "put counters": "put counters: {on: X, lore: 1}",
    "remove counters": "remove counters: {from: X, lore: all}", "proliferate": "proliferate",
    "move": "move: {object: X, to: hand}", "destroy": "destroy: X", "sacrifice": "sacrifice: X",
    "exile": "exile: X", "flicker": "flicker: X", "copy": "copy: {chapter: 1, of: X}", "counter": "counter: X",
    "shuffle": "shuffle", "draw": "draw", "discard": "discard: {card: X}", "mill": "mill: {n: 2}",
    "lose abilities": "lose abilities: X", "note": "note: hello", "expect": "expect: {cites: [714.4]}",
    "foretell": "foretell: X",
}
CHOICE_SAMPLES = {
    "read ahead": "2", "order": "[X, {chapter: 2, of: X}]", "target": "X", "targets": "[X, [Y, Z]]",
    "may": "'no'", "mode": "1", "number": "3", "card": "X", "cards": "[X, Y]", "choose": "[X]",
    "name": "Forest", "replacement": "X", "cast as": "omen", "creature type": "Elf",
}
EXPECT_ALL = """expect:
  objects:
    Urza's Saga: {zone: battlefield, controller: Alice, counters: {lore: 1}, tapped: false, types: [Land],
                  subtypes: [Saga], power: 1, toughness: 1, chapters: [1], abilities include: [Add],
                  colors: [], supertypes: [], name: Urza's Saga, damage: 0, mana value: 0}
  players:
    Alice: {life: 20, shuffles: 0, hand: 0, library: [card], ring level: 0, ring-bearer: null, monarch: false,
            mana pool: "", counters: {}}
  stack: [X, {spell: X, copy: true}, {chapter: 1, of: X}]
  events:
    - sacrificed: X
    - no: {moved: {object: X}}
  cites: [714.4]
"""


def load(body: str = "") -> model.Scenario:
    return scenario.load("t.yaml", HEAD + textwrap.dedent(body))


def walk(node, seen=None):
    """Every value reachable from a model object: fields of records, items of tuples and mappings."""
    yield node
    if isinstance(node, model.Record):
        for name in record_fields(node):
            yield from walk(getattr(node, name))
    elif isinstance(node, tuple):
        for item in node:
            yield from walk(item)
    elif isinstance(node, MappingProxyType):
        for value in node.values():
            yield from walk(value)


def test_every_action_kind_the_loader_accepts_has_exactly_one_handler():
    assert set(ACTION_SAMPLES) == set(scenario.ACTIONS), "a sample of each action"
    kinds = {}
    for verb, text in ACTION_SAMPLES.items():
        action, = load(f"actions:\n  - {text}\n").actions
        assert action.verb == verb
        kinds[verb] = type(action)
    assert len(set(kinds.values())) == len(kinds), "each action kind is its own class"
    assert set(runner.HANDLERS) == set(kinds.values())
    assert all(isinstance(action, type) and issubclass(action, model.Action) for action in runner.HANDLERS)


def test_every_choice_kind_the_loader_accepts_is_its_own_class_answering_an_engine_decision():
    assert set(CHOICE_SAMPLES) == set(scenario.CHOICE_KINDS) == set(engine_choices.KINDS)
    kinds = {}
    for kind, value in CHOICE_SAMPLES.items():
        choice, = load(f"choices:\n  - {kind}: {value}\n").choices
        assert choice.kind == kind and type(choice) is model.CHOICES[kind]
        kinds[kind] = type(choice)
    assert len(set(kinds.values())) == len(kinds)


def test_every_expectation_kind_and_property_has_exactly_one_handler():
    block = load(EXPECT_ALL).expect
    assert {type(item) for item in block.items()} == set(expect.CHECKS)
    objects, = block.objects
    assert {p.key for p in objects.properties} == set(scenario.OBJECT_KEYS) - {"zone", "count"}
    assert {type(p) for p in objects.properties} == set(expect.OBJECT_CHECKS)
    player, = block.players
    assert {type(p) for p in player.properties} == set(expect.PLAYER_CHECKS)
    assert set(model.OBJECT_PROPERTIES) == set(scenario.OBJECT_KEYS) - {"zone", "count"}


def test_every_stack_entry_kind_has_exactly_one_handler():
    loaded = load("stack:\n  - spell: Lightning Bolt\n  - {chapter: 1, of: Urza's Saga}\n")
    assert {type(entry) for entry in loaded.stack} == set(runner.STACK_ENTRIES)


@pytest.mark.parametrize("path", LIBRARY, ids=[p.stem for p in LIBRARY])
def test_the_model_of_a_library_scenario_holds_no_yaml_nodes_and_nothing_mutable(path):
    """The runner and expectations cannot touch LDict/LList: the model has none, nor any list or dict."""
    loaded = scenario.load(path)
    for value in walk(loaded):
        assert not isinstance(value, (LDict, LList, list, dict, set)), (path.name, type(value))


def test_the_loaded_model_is_immutable():
    loaded = load("actions:\n  - cast: X\n    targets: [Y]\nchoices:\n  - order: [X]\n" + EXPECT_ALL)
    cast, = loaded.actions
    objects, = loaded.expect.objects
    for obj, name in ((loaded, "title"), (cast, "card"), (loaded.choices[0], "value"), (objects, "label"),
                      (objects.properties[0], "value"), (loaded.players[0], "life"),
                      (loaded.players[0].battlefield[0], "card"), (loaded.turn, "step")):
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(obj, name, "changed")
        with pytest.raises(dataclasses.FrozenInstanceError):
            delattr(obj, name)
    with pytest.raises((AttributeError, dataclasses.FrozenInstanceError)):
        loaded.extra = 1  # slots: no new attributes either
    with pytest.raises(TypeError):
        loaded.cards["X"] = None


def test_every_object_of_the_model_names_its_line():
    loaded = load("stack:\n  - spell: Lightning Bolt\nactions:\n  - resolve\n  - note: x\nchoices:\n  - may: 'no'\n"
                  + EXPECT_ALL)
    lines = {type(obj).__name__: obj.line for obj in walk(loaded)
             if isinstance(obj, model.Record) and not isinstance(obj, (model.Scenario, model.AbilityRef))}
    assert all(isinstance(line, int) and line >= 1 for name, line in lines.items() if name != "Turn"), lines
    assert lines["Resolve"] == 8 and lines["Note"] == 9 and lines["May"] == 11 and lines["Life"] == 18


def test_loading_twice_gives_equal_models():
    text = (ROOT / "scenarios" / "urzas-saga-blood-moon-2026.yaml").read_text(encoding="utf-8")
    first, second = scenario.load("a.yaml", text), scenario.load("a.yaml", text)
    assert first.actions == second.actions and first.expect == second.expect and first.players == second.players
    assert "Advance(" in repr(first.actions[0])


def test_ability_references_reach_the_engine_as_the_file_wrote_them():
    choice, = load("choices:\n  - order: [{chapter: 2, of: Urza's Saga, copy: true}, X]\n").choices
    assert choice.answer() == [{"chapter": 2, "of": "Urza's Saga", "copy": True}, "X"]
    targets, = load("choices:\n  - targets: [X, [Y, Z]]\n").choices
    assert targets.answer() == ["X", ["Y", "Z"]]


@pytest.mark.parametrize("body, message, line", [
    ("players:\n  Alice:\n    battlefield: [{card: Forest, controller: Carol}]\n  Bob: {}\n",
     "'controller' must name a player (Alice, Bob)", 5),
    ("players:\n  Alice:\n    hand: [{card: null}]\n  Bob: {}\n", "'card' must be a card name, not nothing", 5),
    ("players: {Alice: {}, Bob: {}}\nstack:\n  - {spell: null}\n", "'spell' must be a card name, not nothing", 5),
    ("players: {Alice: {}, Bob: {}}\nstack:\n  - {chapter: null, of: X}\n", "'chapter' must be a chapter number", 5),
    ("players: {Alice: {}, Bob: {}}\nactions:\n  - move: {object: X, to: null}\n",
     "'to' must be hand, library, graveyard, exile or battlefield, not nothing", 5),
])
def test_what_the_file_alone_can_tell_is_checked_when_it_is_loaded(body, message, line):
    """Before, these passed loading and failed only once the game was set up."""
    with pytest.raises(InputError) as caught:
        scenario.load("t.yaml", "title: t\nrules: 2026-08-07\n" + body)
    assert message in caught.value.message and caught.value.line == line



def test_a_record_needs_its_required_fields_and_no_others():
    with pytest.raises(TypeError, match="needs 'card'"):
        model.Cast(line=1)
    with pytest.raises(TypeError, match="unexpected keyword argument 'cards'"):
        model.Cast(line=1, card="X", cards=2)
    assert model.Cast(line=1, card="X").origin == "hand"


def test_records_are_plain_classes_laid_out_when_first_built_not_generated_as_dataclasses():
    """Start-up budget: generating a dataclass costs about 0.15 ms per class; a record's layout is read once."""
    records = [cls for cls in vars(model).values() if isinstance(cls, type) and issubclass(cls, model.Record)]
    assert len(records) > 30
    assert [cls.__name__ for cls in records if dataclasses.is_dataclass(cls)] == []
    assert record_fields(model.Cast)[:4] == ("line", "illegal", "choices", "card")  # the base's fields first
    with pytest.raises(dataclasses.FrozenInstanceError):
        model.Cast(line=1, card="X").card = "Y"


