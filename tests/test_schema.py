"""`judge schema`: the models have the keys judge.scenario accepts (tests/test_schema_agrees.py: and accept the
same files), and the command prints a valid JSON Schema."""

import json
import re
from pathlib import Path

import jsonschema  # a test dependency: the published schema is checked by a real validator
import pytest
from click.testing import CliRunner

from judge import expect, runner, scenario, schema
from judge.cards.vocabulary import EFFECTS
from judge.game import turns
from judge.cli import cli
from judge.errors import InputError
from judge.yamlsrc import load_yaml

LIBRARY = sorted((Path(__file__).resolve().parents[1] / "scenarios").glob("*.yaml"))
HEAD = "title: probe\nplayers: {Alice: {}, Bob: {}}\n"


def accepted(body: str) -> set[str]:
    """The keys judge.scenario accepts where `body` puts the unknown key `zzz` (read from its error)."""
    with pytest.raises(InputError) as exc:
        scenario.load("probe.yaml", HEAD + body)
    found = re.search(r"(?:allowed keys:|use one of) (.*)$", exc.value.message)
    assert found, exc.value.message
    return set(found.group(1).split(", "))


@pytest.mark.parametrize("model, keys", [
    (schema.Scenario, scenario.TOP_KEYS),
    (schema.PlayerSpec, scenario.PLAYER_KEYS),
    (schema.CardEntryMap, scenario.ENTRY_KEYS),
    (schema.Turn, scenario.TURN_KEYS),
    (schema.StackSpell, scenario.STACK_SPELL_KEYS),
    (schema.StackChapter, scenario.STACK_CHAPTER_KEYS),
    (schema.Choice, set(scenario.CHOICE_KINDS)),
    (schema.Expect, expect.SPEC_KEYS),
    (schema.ObjectExpect, expect.OBJECT_KEYS),
    (schema.PlayerExpect, expect.PLAYER_KEYS),
    (schema.EventFields, expect.EVENT_FIELDS),
    (schema.Event, expect.EVENT_KINDS),
    (schema.ExpectedEvent, expect.EVENT_KINDS | {"no"}),
], ids=lambda v: getattr(v, "__name__", ""))
def test_model_keys_match_the_validator_constants(model, keys):
    assert schema.keys(model) == set(keys)


@pytest.mark.parametrize("model, body", [
    (schema.Advance, "actions: [{advance: {to: upkeep, zzz: 1}}]"),
    (schema.Move, "actions: [{move: {object: X, to: hand, zzz: 1}}]"),
    (schema.Proliferate, "actions: [{proliferate: {zzz: 1}}]"),
    (schema.PlayerCount, "actions: [{draw: {zzz: 1}}]"),
    (schema.PlayerCount, "actions: [{mill: {zzz: 1}}]"),
    (schema.Discard, "actions: [{discard: {card: X, zzz: 1}}]"),
    (schema.LoseAbilities, "actions: [{lose abilities: {object: X, zzz: 1}}]"),
    (schema.AbilityRef, "actions: [{counter: {of: X, zzz: 1}}]"),
    (schema.CardFace, "cards: [{name: X, zzz: 1}]"),
], ids=lambda v: getattr(v, "__name__", None) or v.split(":")[0])
def test_model_keys_match_the_keys_the_validator_accepts(model, body):
    assert schema.keys(model) == accepted(body + "\n")


@pytest.mark.parametrize("kind, value", [("keyword", "Flying"), ("chapter", 1), ("triggered", "{event: enters}"),
                                         ("activated", "{}"), ("static", "{effect: may_look_at_top}"),
                                         ("replacement", "{effect: double_tokens}"), ("spell", "{}")])
def test_ability_keys_match_the_card_parser(kind, value):
    assert schema.keys(schema.ABILITY_MAPS[kind]) == accepted(
        f"cards: [{{name: X, abilities: [{{{kind}: {value}, zzz: 1}}]}}]\n")


def test_each_effect_takes_exactly_the_parameters_the_vocabulary_declares():
    assert schema.keys(schema.Effect) == set(EFFECTS)
    definitions = schema.json_schema()["$defs"]
    for name, spec in EFFECTS.items():
        assert schema.keys(schema.PARAMETERS[name]) == set(spec.params), name
        assert set(definitions[schema.PARAMETERS[name].__name__].get("required", ())) == set(spec.required), name


def test_every_action_has_a_model_with_its_options():
    assert set(schema.ACTION_MODELS) == set(scenario.ACTIONS)
    for verb, model in schema.ACTION_MODELS.items():
        every = set() if verb in scenario.NO_ILLEGAL else scenario.EVERY_ACTION_OPTIONS
        assert schema.keys(model) == {verb} | scenario.ACTION_OPTIONS[verb] | every


def test_step_names_and_aliases_are_offered_to_an_editor():
    step = schema.json_schema()["$defs"]["Turn"]["properties"]["step"]
    assert step["anyOf"][0]["enum"] == [*turns.STEPS, *sorted(turns.ALIASES)]


def test_known_counter_kinds_are_offered_and_any_other_kind_is_accepted():
    counters = schema.json_schema()["$defs"]["CardEntryMap"]["properties"]["counters"]["anyOf"][0]
    assert {"lore", "+1/+1", "-1/-1", "flying"} <= set(counters["properties"])
    assert counters["additionalProperties"] == {"type": "integer", "minimum": 0}


def test_judge_schema_prints_the_json_schema():
    result = CliRunner().invoke(cli, ["schema"])
    assert result.exit_code == 0, result.output
    doc = json.loads(result.output)
    assert doc["$schema"].startswith("https://json-schema.org/")
    assert set(doc["properties"]) == scenario.TOP_KEYS
    assert set(doc["required"]) == {"title", "players"}
    assert result.output == CliRunner().invoke(cli, ["schema"]).output  # deterministic


def test_schema_command_writes_a_file(tmp_path):
    out = tmp_path / "scenario.schema.json"
    result = CliRunner().invoke(cli, ["schema", "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert json.loads(out.read_text(encoding="utf-8")) == schema.json_schema()


def test_the_json_schema_accepts_the_library_and_rejects_bad_input():
    validator = jsonschema.Draft202012Validator(schema.json_schema())
    validator.check_schema(schema.json_schema())
    for path in LIBRARY:
        doc = json.loads(json.dumps(load_yaml(path.read_text(encoding="utf-8")), default=float))
        assert not list(validator.iter_errors(doc)), path.name
    assert list(validator.iter_errors({"title": "t", "players": {"Alice": {}, "Bob": {}}, "bogus": 1}))


ZONES_IN_ANY_CASE = """\
title: zones in any case
players:
  Alice:
    library: 10
    hand: [Lightning Bolt]
    battlefield: [Grizzly Bears]
  Bob: {library: 10}
turn: {active: Alice, number: 3, step: precombat main}
actions:
  - move: {object: Grizzly Bears, to: Graveyard}
expect:
  objects:
    Grizzly Bears: {zone: GRAVEYARD}
    Lightning Bolt: {zone: Hand}
  events:
    - moved: {object: Grizzly Bears, to: Graveyard}
"""


def test_zone_names_are_read_in_any_case_like_step_names_by_the_loader_and_the_schema():
    result = runner.run(scenario.load("zones.yaml", text=ZONES_IN_ANY_CASE))
    assert result.checks and all(c.ok for c in result.checks)
    validator = jsonschema.Draft202012Validator(schema.json_schema())
    assert not list(validator.iter_errors(load_yaml(ZONES_IN_ANY_CASE)))
    assert list(validator.iter_errors(load_yaml(ZONES_IN_ANY_CASE.replace("to: Graveyard}", "to: Graveyards}"))))


def test_a_library_mixes_named_cards_and_counts_of_anonymous_cards_top_first():
    text = ("title: t\nplayers:\n  Alice:\n    library: [Island, Sol Ring, 28]\n  Bob: {library: 10}\n"
            "actions:\n  - draw: {player: Alice, n: 2}\n"
            "expect:\n  objects:\n    Sol Ring: {zone: hand}\n    Island: {zone: hand}\n"
            "  players:\n    Alice: {hand: 2, library: 28}\n")
    result = runner.run(scenario.load("library.yaml", text=text))
    assert result.checks and all(c.ok for c in result.checks)
    assert not list(jsonschema.Draft202012Validator(schema.json_schema()).iter_errors(load_yaml(text)))
