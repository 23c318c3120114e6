"""One definition of the format: the JSON Schema of `judge schema` accepts exactly the files the loader accepts.

The loader (`judge.scenario.load`) and the published schema (checked with `jsonschema`, draft 2020-12) are fed
the same documents: every library scenario, every built-in card as a scenario's own card, every scenario text
of the tests, and generated scenarios (valid ones, and ones with one mutation). They must agree, except where
the loader refuses a document for a reason listed in NOT_IN_SCHEMA. A text that is not YAML at all (the loader
refuses it before there is a document) is no matter for a schema.
"""

from __future__ import annotations

import ast
import copy
import re
import string
import textwrap
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml
from _pytest.mark.structures import ParameterSet
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import test_bad_input
from judge import schema, scenario
from judge.cards import ABILITY_KINDS, KEYWORDS, parse_card
from judge.errors import InputError
from judge.expect import EVENT_KINDS, OBJECT_ZONES
from judge.game.turns import ALIASES, STEPS
from judge.yamlsrc import load_yaml

ROOT = Path(__file__).resolve().parents[1]
VALIDATOR = jsonschema.Draft202012Validator(schema.json_schema())

NOT_IN_SCHEMA: dict[str, str] = {
    # Cross-references: a value must name something the document (or the calendar) defines.
    r"must name a player \(.*\), not the text ": "a player named must be one of the scenario's players",
    r"^expect: players: unknown player ": "an expected player must be one of the scenario's players",
    r" differ only in case; rename one$": "two player names must differ in more than case",
    r"; ids must be unique$": "an id must be unique in the scenario",
    r"^'rules' must be a date .*, not the text '\s*[0-9]{4}-[0-9]{2}-[0-9]{2}\s*'$":
        "'rules' must be a day of the calendar (2026-02-30 is not)",
    # What JSON cannot say: its mapping keys are text, and 2.0 is the same number as 2.
    r"^a player name must be text, not (the number|true|false|nothing)": "a player name written as a number",
    r"^expect: objects: name an object by card name or id, not ": "an object label written as true/false/null",
    r"the number -?[0-9]+\.0(?![0-9])": "a whole number written with a decimal point",
    # What a schema cannot read: English.
    r": cannot read the Oracle sentence ": "a card given by its Oracle text must be text the compiler reads "
                                           "(judge.oracle)",
}
"""Loader checks a JSON Schema cannot express, each a pattern of the loader's message and why.

A loader refusal whose message matches one of these is not compared with the schema; every other
refusal must be a schema refusal too, and every document the loader accepts the schema must accept."""


# One document per NOT_IN_SCHEMA pattern: the loader refuses it with a message the pattern matches, and the schema
# accepts it (the check really is beyond the schema).
NOT_IN_SCHEMA_EXAMPLES = {
    r"must name a player \(.*\), not the text ": "title: t\nplayers: {Alice: {}, Bob: {}}\nturn: {active: Carol}\n",
    r"^expect: players: unknown player ": "title: t\nplayers: {Alice: {}, Bob: {}}\nexpect: {players: {Carol: {}}}\n",
    r" differ only in case; rename one$": "title: t\nplayers: {Alice: {}, alice: {}}\n",
    r"; ids must be unique$":
        "title: t\nplayers: {Alice: {battlefield: [{card: X, id: a}], hand: [{card: Y, id: a}]}, Bob: {}}\n",
    r"^'rules' must be a date .*, not the text '\s*[0-9]{4}-[0-9]{2}-[0-9]{2}\s*'$":
        "title: t\nplayers: {Alice: {}, Bob: {}}\nrules: 2026-02-30\n",
    r"^a player name must be text, not (the number|true|false|nothing)": "title: t\nplayers: {Alice: {}, 1: {}}\n",
    r"^expect: objects: name an object by card name or id, not ":
        "title: t\nplayers: {Alice: {}, Bob: {}}\nexpect: {objects: {true: {count: 1}}}\n",
    r"the number -?[0-9]+\.0(?![0-9])": "title: t\nplayers: {Alice: {}, Bob: {}}\nseed: 2.0\n",
    r": cannot read the Oracle sentence ":
        "title: t\nplayers: {Alice: {}, Bob: {}}\ncards: [{name: X, types: [Sorcery], oracle: Goad a creature.}]\n",
}


def as_json(node: Any) -> Any:
    """A loaded document as JSON sees it: mapping keys as text (YAML's spelling for true, false, null)."""
    if isinstance(node, dict):
        return {_key_text(key): as_json(value) for key, value in node.items()}
    if isinstance(node, list):
        return [as_json(item) for item in node]
    return node


def _key_text(key: Any) -> str:
    return {True: "true", False: "false", None: "null"}.get(key, str(key)) if not isinstance(key, str) else key


def not_in_schema(message: str) -> bool:
    return any(re.search(pattern, message) for pattern in NOT_IN_SCHEMA)


def assert_agree(text: str) -> None:
    """The loader and the JSON Schema give the same verdict on `text` (see the module docstring)."""
    try:
        document = load_yaml(text)
    except InputError:
        return
    try:
        scenario.load("probe.yaml", text)
        refused = None
    except InputError as exc:
        refused = exc.message
    errors = [f"{'/'.join(map(str, e.absolute_path))}: {e.message}"[:300]
              for e in VALIDATOR.iter_errors(as_json(document))]
    if refused is None:
        assert not errors, ("the loader accepts, the schema refuses", errors, text)
    elif not not_in_schema(refused):
        assert errors, ("the loader refuses, the schema accepts", refused, text)


def test_every_check_beyond_the_schema_has_an_example():
    assert set(NOT_IN_SCHEMA_EXAMPLES) == set(NOT_IN_SCHEMA)


@pytest.mark.parametrize("pattern, text", NOT_IN_SCHEMA_EXAMPLES.items(), ids=NOT_IN_SCHEMA.values())
def test_a_check_beyond_the_schema_matches_the_loader_message(pattern, text):
    with pytest.raises(InputError) as refused:
        scenario.load("probe.yaml", text)
    assert re.search(pattern, refused.value.message), refused.value.message
    assert VALIDATOR.is_valid(as_json(load_yaml(text)))


# ----- (a) the library, the built-in cards, the scenario texts of the tests -------------------------------

LIBRARY = sorted((ROOT / "scenarios").glob("*.yaml"))
CARD_FILES = sorted((ROOT / "judge" / "cards").glob("*.yaml"))


def scenario_texts_of_the_tests() -> list[str]:
    """Every scenario text of the tests: the case tables of test_bad_input, and every string constant of a
    test module that holds a whole scenario (a title and players)."""
    texts = [value.values[0] for table in vars(test_bad_input).values() if isinstance(table, list)
             for value in table if isinstance(value, ParameterSet) and isinstance(value.values[0], str)]
    for path in sorted((ROOT / "tests").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and "title:" in node.value \
                    and "players" in node.value:
                texts.append(node.value)
    return texts


TEST_TEXTS = scenario_texts_of_the_tests()


@pytest.mark.parametrize("path", LIBRARY, ids=[p.stem for p in LIBRARY])
def test_library_scenario_is_accepted_by_both(path):
    assert_agree(path.read_text(encoding="utf-8"))
    assert VALIDATOR.is_valid(as_json(load_yaml(path.read_text(encoding="utf-8"))))


@pytest.mark.parametrize("path", CARD_FILES, ids=[p.stem for p in CARD_FILES])
def test_built_in_card_as_a_scenario_card_is_accepted_by_both(path):
    text = "title: t\nplayers: {Alice: {}, Bob: {}}\ncards:\n  -\n" + textwrap.indent(path.read_text(encoding="utf-8"),
                                                                                   "    ")
    assert_agree(text)
    assert VALIDATOR.is_valid(as_json(load_yaml(text)))


def test_the_tests_hold_scenario_texts():
    assert len(TEST_TEXTS) > 100


@pytest.mark.parametrize("text", TEST_TEXTS, ids=range(len(TEST_TEXTS)))
def test_scenario_text_of_the_tests_gets_one_verdict(text):
    assert_agree(text)


# Hand-written cases, each at a rule of the loader the generated scenarios below reach seldom.
HEAD = "title: t\nplayers: {Alice: {}, Bob: {}}\n"
CARD = HEAD + "cards:\n  - name: Foo\n"
EDGE_CASES = [
    *(HEAD + f"turn: {{step: {step!r}}}\n" for step in (
        "main phase", "Upkeep", "UPKEEP", "end_step", " declare  attackers ", "_cleanup_", "main 3", "upkeep step",
        "UP\u212aEEP", "", "precombat\tmain", "pre combat main")),
    *(HEAD + f"actions: [{{advance: {step!r}}}]\n" for step in ("main 1", "Main_2", "combat", "end of turn")),
    *(CARD + f"    mana_cost: {cost!r}\n" for cost in (
        "2W", "{2}{W}", "{w}", "{2}{W}x", "{X}{R/G}", "{}", "", "{W}\n", "{2/W}{U/P}")),
    CARD + "    power: 2\n", CARD + "    toughness: 2\n", CARD + "    power: 2\n    toughness: null\n",
    CARD + "    power: null\n", CARD + "    power: 1\n    toughness: 1\n",
    *(CARD + f"    {key}: {value}\n" for key in ("colors", "types") for value in (
        "0", "false", "''", "{}", "[]", "W", "WU", "[W, X]", "5", "true", "{a: 1}")),
    *(CARD + f"    back: {value}\n" for value in ("{}", "null", "false", "[]", "{name: Bar}", "{types: [X]}")),
    CARD + "    notes: [a]\n", CARD + "    notes: text\n",
    *(CARD + f"    abilities: [{ability}]\n" for ability in (
        "{spell: 5}", "{spell: null}", "{keyword: Flying}", "{keyword: flying}", "{chapter: [1, 2]}",
        "{chapter: []}", "{chapter: true}", "{triggered: {event: enters, filter: {self: true}}}",
        "{triggered: {event: dies, filter: {self: 1}}}", "{triggered: null}", "{static: {effect: humility}}",
        "{static: {effect: add_types, token: 3}}", "{static: {effect: add_types, token: {name: T}}}",
        "{static: {effect: add_types, token: {types: [X]}}}", "{static: {effect: gain_ability, ability: Flying}}",
        "{static: {effect: gain_ability, ability: Flyin}}", "{static: {effect: gain_ability, abilities: []}}",
        "{static: {effect: gain_ability, abilities: [Haste, {keyword: Reach}]}}",
        "{replacement: {effect: double_counters, affected: {controller: you}}}",
        "{replacement: {effect: double_counters, affected: {controller: me}}}",
        "{activated: null, effects: [{draw: null}]}", "{activated: {mana: '{T}', crew: 2, other: x}}",
        "{activated: {mana: 'T'}}", "{activated: {crew: true}}", "{activated: {}, mana: true, sorcery speed: 1}",
        "{spell: {}, effects: [{draw: {count: 1}}, {bogus: {}}]}", "{spell: {}, effects: [{draw: 1, tap: {}}]}",
        "{spell: {}, effects: [{repeat: {while: nope}}]}", "{spell: {}, effects: [{repeat: null}]}",
        "{spell: {}, effects: [{may: {do: [{draw: {}}], then: [{tap: {}}]}}]}",
        "{spell: {}, effects: [{may: {do: [{nope: {}}]}}]}", "{spell: {}, effects: [{may: {do: []}}]}",
        "{spell: {}, effects: [{choose_modes: {modes: [{effects: [{draw: {}}]}, {effects: null}]}}]}",
        "{spell: {}, effects: [{choose_modes: {modes: [{effects: [{nope: {}}]}]}}]}",
        "{spell: {}, effects: [{create_token: {token: {name: Clue, types: [Artifact]}}}]}",
        "{spell: {}, effects: [{create_token: {token: {name: Clue, power: 1}}}]}",
        "{spell: {}, effects: [{gain_ability: {if cast this way: {gain_ability: Haste}}}]}",
        "{spell: {}, effects: [{gain_ability: {if cast this way: {gain_ability: Hast}}}]}",
        "{spell: {}, effects: [{destroy: {all: {types: [Creature], any of: [{tapped: true}, null]}}}]}",
        "{spell: {}, effects: [{destroy: {all: {any of: [3]}}}]}",
        "{spell: {}, targets: [{filter: {mana value at most: X, name: {chosen: true}, mana value in: [1, 2]}}]}",
        "{spell: {}, targets: [{filter: {mana value at most: Y}}]}", "{spell: {}, targets: [{count: 2}]}",
        "{spell: {}, targets: [{filter: {power at least: true}}]}", "{spell: {}, targets: [{filter: null}]}",
    )),
    "title: t\nplayers: {Alice: {}, alice: {}}\n", HEAD.replace("Bob", "1") + "\n", HEAD.replace("Bob", "' '"),
    HEAD + "rules: 2026-02-30\n", HEAD + "rules: ' 2026-08-07 '\n", HEAD + "rules: 20260807\n",
    HEAD + "rules: null\n", HEAD + "expect: null\n", HEAD.replace("title: t", "title: ' '"),
    "title: t\nplayers: {Alice: {battlefield: [{card: X, id: a}], hand: [{card: Y, id: a}]}, Bob: {}}\n",
    "title: t\nplayers: {Alice: {hand: [{card: X, tapped: false}]}, Bob: {}}\n",
    "title: t\nplayers: {Alice: {library: [{card: X, face: back}], hand: [' ']}, Bob: {}}\n",
    "title: t\nplayers: {Alice: {library: null}, Bob: {life: null}}\n",
    "title: t\nplayers: {Alice: {battlefield: [{card: null, counters: {lore: 1, oil: 0, -1/-1: 2}}]}, Bob: {}}\n",
    "title: t\nplayers: {Alice: {battlefield: [{card: X, counters: {lore: -1}}]}, Bob: {}}\n",
    *(HEAD + f"actions: [{action}]\n" for action in (
        "' resolve '", "' Resolve'", "{resolve: 0}", "{resolve: all}", "{resolve: null}", "{put counters: {on: X}}",
        "{put counters: {on: X, by: Alice}}", "{put counters: {on: X, oil: 1}}",
        "{remove counters: {from: X, by: Bob}}",
        "{remove counters: {from: X, lore: all}}", "{cast: X, illegal: false}", "{cast: X, illegal: 0}",
        "{move: {object: X, to: null}}", "{note: null}", "{note: [a]}", "{attack: []}", "{cast: X, from: stack}",
        "{play: X, from: stack}", "{advance: {to: upkeep, turn: next}}", "{advance: null}", "{activate: X, ability: 0}",
        "{activate: X, ability: null}", "{lose abilities: {object: X}, until: end of turn}", "{draw: {n: 10001}}",
        "{cast: X, by: null}", "{expect: null}", "{destroy: {of: X}}", "{counter: {of: X, chapter: 0}}")),
    *(HEAD + f"stack: [{entry}]\n" for entry in (
        "{chapter: null, of: X}", "{spell: null}", "{spell: X, chapter: 1}", "{of: X}", "{spell: X, owner: null}",
        "{spell: X, targets: [[X, {of: Y}], 3]}", "{spell: X, targets: [[[X]]]}")),
    *(HEAD + f"choices: [{choice}]\n" for choice in (
        "{cards: [[1], null]}", "{target: 3}", "{target: ' '}", "{mode: -1}", "{mode: 1.5}", "{targets: [[X, Y], Z]}",
        "{may: 'yes'}", "{may: 1}", "{order: [{of: X}, 3]}", "{read ahead: 0}", "{choose: [' ']}", "{name: 3}",
        "{number: -2}", "{may: yes, number: 1}", "{}")),
    *(HEAD + f"expect: {spec}\n" for spec in (
        "{objects: {X: {zone: gone, count: 1}}}", "{objects: {X: {zone: gone}}}", "{objects: {X: {zone: null}}}",
        "{objects: {X: null}}", "{objects: {3: {count: 1}}}", "{objects: {X: {counters: null, chapters: [-1]}}}",
        "{objects: {X: {tapped: null}}}", "{stack: ['']}", "{stack: [{spell: null, as: 3}]}",
        "{stack: [{chapter: -1, of: null}]}", "{stack: [{chapter: x, of: X}]}", "{stack: [{chapter: 1}]}",
        "{stack: [{spell: X, chapter: 1}]}", "{stack: [3]}", "{events: [{drew: true}]}", "{events: [{drew: 1.5}]}",
        "{events: [{no: {drew: X}}]}", "{events: [{no: {no: {drew: X}}}]}", "{events: [{cast: null}]}",
        "{events: [{cast: [X]}]}", "{events: [{cast: {zzz: 1}}]}", "{players: {alice: {hand: [X, 3], library: 0}}}",
        "{players: {Carol: {life: 1}}}", "{players: {Bob: {life: null}}}", "{players: {Bob: {hand: [true]}}}",
        "{cites: [714.4, '704.5s']}", "{cites: [true]}", "{cites: null, stack: null}")),
]


@pytest.mark.parametrize("text", EDGE_CASES, ids=range(len(EDGE_CASES)))
def test_edge_case_gets_one_verdict(text):
    assert_agree(text)


# What the loader refuses (exit 2, one line naming where, what and how to fix it) and the schema refuses too: card
# data that once crashed the loader or passed as something else, an unknown effect parameter, and the loose forms
# the contract does not allow. Each: (text, fragments of the message, line, id).
ABILITIES_LINE = 5  # the line of `abilities:` in CARD + "    abilities: [...]"
REFUSED = [pytest.param(text, fragments, line, id=why) for text, fragments, line, why in (
    *((CARD + f"    abilities: [{ability}]\n", fragments, ABILITIES_LINE, why) for ability, fragments, why in (
        ("{spell: {}, effects: [{may: {do: 5}}]}", ("'do' of 'may' must be a list of effects", "not the number 5"),
         "nested-effects-a-number"),
        ("{spell: {}, effects: [{choose_modes: {modes: [3]}}]}", "a mode is a mapping with 'text' and 'effects'",
         "a-mode-not-a-mapping"),
        ("{spell: {}, effects: [{choose_modes: {modes: [{effects: 3}]}}]}", "a mode needs 'effects:' a list",
         "mode-effects-a-number"),
        ("{spell: {}, effects: [{choose_modes: {modes: [{text: a, effect: []}]}}]}", "unknown key 'effect' of a mode",
         "unknown-key-of-a-mode"),
        ("{static: {effect: gain_ability, abilities: 5}}", "'abilities' must be a list of abilities such as [Flying]",
         "granted-abilities-a-number"),
        ("{static: {effect: gain_ability, abilities: true}}", "'abilities' must be a list of abilities such as "
         "[Flying], not true", "granted-abilities-true"),
        ("{static: {effect: gain_ability, abilities: {Flying: 1}}}", ("'abilities' must be a list", "not a mapping"),
         "granted-abilities-a-mapping-of-keywords"),
        ("{static: {effect: gain_ability, ability: Flying, abilities: 5}}", "'ability:' or a list as 'abilities:', "
         "not both", "ability-and-abilities"),
        ("{spell: {}, effects: [{gain_ability: {target: 1, ability: Haste, abilities: [Flying]}}]}", "not both",
         "ability-and-abilities-of-an-effect"),
        ("{spell: {}, targets: [{filter: {name: {chosen: 1}}}]}", "filter key 'name' has the wrong kind of value",
         "chosen-1-is-not-chosen-true"),
        ("{spell: {}, targets: [{filter: {mana value in: [true]}}]}", "filter key 'mana value in'",
         "mana-value-in-true"),
        ("{spell: {}, effects: [{draw: {cuont: 1}}]}", ("unknown parameter 'cuont' of 'draw'", "did you mean 'count'?",
                                                        "its parameters are player, count"),
         "unknown-effect-parameter"),
        ("{spell: {}, effects: [{may: {do: [{tap: {target: 1, untill: end of turn}}]}}]}",
         "unknown parameter 'untill' of 'tap'", "unknown-parameter-of-a-nested-effect"),
        ("{spell: {}, effects: [{destroy: {self: yes}}]}", "'self' of 'destroy' must be true or false, not the text",
         "a-flag-written-yes"),
        ("{spell: {}, targets: [{}], effects: [{destroy: {target: 0}}]}", "'target' of 'destroy' must be the N-th "
         "target of the ability (1-based), not the number 0", "target-0"),
        ("{activated: {tap: true}, effects: [{add_mana: {mana: R}}]}", "'mana' of 'add_mana' must be mana symbols",
         "mana-without-braces"),
        ("{spell: {}, effects: [{search: {count: two}}]}", "'count' of 'search' must be a whole number",
         "a-number-written-in-words"),
        ("{spell: {}, effects: [{damage: {amount: 3}}]}", "'damage' needs 'to:', a player reference",
         "a-required-parameter-missing"),
        ("{spell: {}, effects: [{gain_life: null}]}", "'gain_life' needs 'amount:'", "required-parameters-of-nothing"),
        ("{spell: {}, effects: [{lose_life: {amount: null}}]}", "'lose_life' needs 'amount:'",
         "a-required-parameter-null"),
        ("{spell: {}, effects: [{create_token: {token: Cluee}}]}", "'token' of 'create_token' is the token's card face",
         "token-not-a-face"),
        ("{spell: 5}", "'spell' takes nothing: write 'spell: {}'", "spell-a-number"),
    )),
    *((CARD + f"    {key}: {value}\n", fragments, 5, f"{key}-{value}") for key, value, fragments in (
        ("colors", "0", "'colors' must be a list of words"), ("types", "false", "'types' must be a list of words"),
        ("subtypes", "''", "'subtypes' must be a list of words"), ("supertypes", "{}", "a list of words"),
        ("back", "{}", "a card needs a 'name'"), ("omen", "{}", "a card needs a 'name'"),
        ("mana_cost", '"{W}\\n"', "'mana_cost' must be mana symbols"))),
    (HEAD + "choices: [{may: 1}]\n", "choice 'may' takes yes or no, not the number 1", 3, "may-1"),
    (HEAD + "choices: [{may: 0}]\n", "choice 'may' takes yes or no, not the number 0", 3, "may-0"),
    (HEAD + "choices: [{cards: [[X]]}]\n", "choice 'cards' must be a card name or id, not a list", 3,
     "cards-item-a-list"),
    (HEAD + "expect: {stack: [{spell: null}]}\n", "'spell' must be a card name or id, not nothing", 3,
     "expected-spell-nothing"),
    (HEAD + "expect: {stack: [{spell: X, as: omen1}]}\n", "'as' must be omen or normal", 3, "expected-as"),
    (HEAD + "expect: {stack: [{spell: X, copy: 1}]}\n", "'copy' must be true or false", 3, "expected-copy"),
    (HEAD + "expect: {stack: [{spell: X, controller: Carol}]}\n", "'controller' must name a player", 3,
     "expected-controller"),
    (HEAD + "expect: {stack: [{chapter: 0, of: X}]}\n", "a chapter ability is {chapter: N, of: <object>}", 3,
     "expected-chapter-0"),
    (HEAD + "expect: {stack: [{chapter: 1, of: [X]}]}\n", "'of' must be a card name or id, not a list", 3,
     "expected-of-a-list"),
    (HEAD + "rules: \uff12\uff10\uff12\uff16-08-07\n", "'rules' must be a date", 3, "rules-fullwidth-digits"),
)]


@pytest.mark.parametrize("text, fragments, line", REFUSED)
def test_the_loader_refuses_with_one_line_and_the_schema_agrees(tmp_path, text, fragments, line):
    test_bad_input.assert_input_error(tmp_path, text, fragments, line)
    assert_agree(text)


def test_an_unknown_parameter_in_a_card_file_names_the_closest_one():
    text = "name: Probe\ntypes: [Sorcery]\nabilities:\n  - spell: {}\n    effects: [{damage: {amount: 3, too: you}}]\n"
    with pytest.raises(InputError) as refused:
        parse_card(load_yaml(text), "probe.yaml")
    assert "unknown parameter 'too' of 'damage' (did you mean 'to'?)" in refused.value.message
    assert refused.value.line == 5


def test_case_folds_are_every_character_str_lower_folds_to_an_ascii_letter():
    folds: dict[str, str] = {}
    for code in range(0x110000):
        char = chr(code)
        lower = char.lower()
        if lower in string.ascii_lowercase and len(lower) == 1 and char not in string.ascii_letters:
            folds[lower] = folds.get(lower, "") + char
    assert folds == schema._CASE_FOLDS


# ----- (b) generated scenarios: valid ones, and ones with one mutation ----------------------------------

PLAYERS = ("Alice", "Bob")
WORDS = st.sampled_from(["Grizzly Bears", "Urza's Saga", "X", "the Clue", "7", "Ürza"])
STEP = st.sampled_from([*STEPS, *ALIASES]).flatmap(lambda s: st.sampled_from([s, s.upper(), s.replace(" ", "_")]))
PLAYER = st.sampled_from([*PLAYERS, "alice"])
WHOLE = st.integers(0, 5)
NAME = st.one_of(WORDS, st.integers(1, 9))
ABILITY_REF = st.fixed_dictionaries({"of": WORDS}, optional={"chapter": st.integers(1, 3), "copy": st.booleans()})
REF = st.one_of(NAME, ABILITY_REF)
TARGETS = st.lists(st.one_of(REF, st.lists(REF, max_size=2)), max_size=2)
COUNTER_KIND = st.sampled_from(schema.COUNTER_KINDS + ("oil",))
COUNTERS = st.dictionaries(COUNTER_KIND, WHOLE, max_size=2)
MANA_COST = st.lists(st.sampled_from(["{2}", "{W}", "{X}", "{R/G}", "{U}"]), min_size=1, max_size=3).map("".join)


def maybe_none(strategy):
    return st.one_of(st.none(), strategy)


ABILITY = st.one_of(
    st.sampled_from(KEYWORDS), st.fixed_dictionaries({"keyword": st.sampled_from(KEYWORDS)}),
    st.fixed_dictionaries({"chapter": st.one_of(st.integers(1, 3), st.lists(st.integers(1, 3), min_size=1))},
                          optional={"text": st.just("I — Draw a card."), "effects": st.just([{"draw": {"count": 1}}])}),
    st.fixed_dictionaries({"spell": st.just({})}, optional={
        "targets": st.just([{"filter": {"types": ["Creature"]}}]), "effects": st.just([{"destroy": {"target": 1}}])}),
    st.fixed_dictionaries({"triggered": st.just({"event": "enters", "filter": {"self": True}})},
                          optional={"effects": st.just([{"gain_life": {"amount": 1}}])}),
    st.fixed_dictionaries({"activated": maybe_none(st.fixed_dictionaries({}, optional={
        "mana": MANA_COST, "tap": st.booleans(), "crew": st.integers(1, 3)}))},
        optional={"mana": st.booleans(), "sorcery speed": st.booleans()}),
    st.fixed_dictionaries({"static": st.just({"effect": "modify_pt", "affected": {"other": True}})}),
)
FACE_FIELDS = {
    "mana_cost": maybe_none(MANA_COST), "colors": st.lists(st.sampled_from("WUBRG"), max_size=2),
    "supertypes": st.just(["Legendary"]), "types": st.sampled_from([["Creature"], "Enchantment", []]),
    "subtypes": st.just(["Saga"]), "abilities": st.lists(ABILITY, max_size=2), "oracle": st.just("Flying"),
    "notes": st.just("a note")}


@st.composite
def card_face(draw, depth: int = 0) -> dict:
    face = draw(st.fixed_dictionaries({"name": WORDS}, optional=FACE_FIELDS))
    if draw(st.booleans()):
        face["power"], face["toughness"] = draw(st.integers(0, 5)), draw(st.integers(0, 5))
    if depth == 0 and draw(st.booleans()):
        face[draw(st.sampled_from(["back", "omen"]))] = draw(card_face(depth=1))
    return face


def card_entry(battlefield: bool):
    optional = {"counters": maybe_none(COUNTERS), "token": st.booleans(), "face": st.sampled_from(["front", "back"]),
                "id": st.just("ID")}
    if battlefield:
        optional |= {"controller": PLAYER, "tapped": st.booleans(), "entered this turn": st.booleans(),
                     "resolved chapters": st.lists(st.integers(1, 3), max_size=2), "attached to": NAME}
    return st.one_of(WORDS, st.fixed_dictionaries({"card": WORDS}, optional=optional))


PLAYER_SPEC = maybe_none(st.fixed_dictionaries({}, optional={
    "life": st.integers(-3, 40), "library": st.one_of(st.integers(0, 60), st.lists(card_entry(False), max_size=2)),
    "hand": st.lists(card_entry(False), max_size=2), "graveyard": st.lists(card_entry(False), max_size=2),
    "exile": st.lists(card_entry(False), max_size=1), "battlefield": st.lists(card_entry(True), max_size=3)}))
STACK_ENTRY = st.one_of(
    st.fixed_dictionaries({"spell": WORDS}, optional={
        "as": st.sampled_from(["omen", "normal"]), "controller": PLAYER, "owner": PLAYER, "targets": TARGETS,
        "x": WHOLE, "copy": st.booleans()}),
    st.fixed_dictionaries({"chapter": st.integers(1, 3), "of": NAME}, optional={"controller": PLAYER,
                                                                                 "targets": TARGETS}))
PLAYER_COUNT = maybe_none(st.fixed_dictionaries({}, optional={"player": PLAYER, "n": WHOLE}))
ACTION_VALUE = {
    "resolve": st.one_of(st.integers(1, 3), st.just("all")), "attack": st.one_of(NAME, st.lists(NAME, min_size=1)),
    "block": st.dictionaries(WORDS, NAME, min_size=1, max_size=2),
    "advance": st.one_of(STEP, st.fixed_dictionaries({"to": STEP}, optional={"turn": st.sampled_from(
        [*PLAYERS, "next"])})),
    "cast": NAME, "play": NAME, "activate": NAME, "destroy": NAME, "sacrifice": NAME, "exile": NAME, "flicker": NAME,
    "foretell": NAME,
    "copy": REF, "counter": REF, "shuffle": maybe_none(PLAYER), "draw": PLAYER_COUNT, "mill": PLAYER_COUNT,
    "put counters": st.builds(lambda on, c: {"on": on, **c}, NAME,
                              st.dictionaries(COUNTER_KIND, WHOLE, min_size=1, max_size=2)),
    "remove counters": st.builds(lambda on, c: {"from": on, **c}, NAME,
                                 st.dictionaries(st.sampled_from(["lore", "+1/+1"]), st.one_of(WHOLE, st.just("all")),
                                                 min_size=1)),
    "proliferate": maybe_none(st.fixed_dictionaries({}, optional={"by": PLAYER, "choose": st.lists(NAME,
                                                                                                     max_size=2)})),
    "move": st.fixed_dictionaries({"object": NAME, "to": st.sampled_from(scenario.ZONE_NAMES)},
                                  optional={"position": st.sampled_from(["top", "bottom"])}),
    "discard": st.fixed_dictionaries({"card": NAME}, optional={"player": PLAYER}),
    "lose abilities": st.one_of(NAME, st.fixed_dictionaries({"object": NAME}, optional={"until": st.just(
        "end of turn")})),
    "note": st.one_of(st.text(max_size=5), st.integers(-9, 99), st.booleans()),
}
OPTION_VALUE = {
    "by": PLAYER, "as": st.sampled_from(["omen", "normal"]), "from": st.sampled_from(["hand", "graveyard"]),
    "targets": TARGETS, "x": WHOLE, "modes": st.lists(st.integers(1, 3), max_size=2), "without paying": st.booleans(),
    "mutate": NAME, "over": st.booleans(), "ability": st.one_of(st.integers(1, 3), st.just("Draw")),
    "until": st.just("end of turn"), "illegal": st.one_of(st.just(True), st.just("307.1"), st.just(702.1)),
    "player": PLAYER,
}
OBJECT_EXPECT = st.fixed_dictionaries({}, optional={
    "zone": st.sampled_from([zone for zone in OBJECT_ZONES if zone != "gone"]), "count": WHOLE, "controller": PLAYER,
    "counters": COUNTERS, "tapped": st.booleans(), "types": st.just(["Creature"]), "power": st.integers(-1, 5),
    "chapters": st.lists(st.integers(1, 3), max_size=2), "abilities include": st.just(["Flying"])})
EVENT = st.builds(lambda kind, spec: {kind: spec}, st.sampled_from(sorted(EVENT_KINDS)),
                  st.one_of(WORDS, st.fixed_dictionaries({}, optional={"object": WORDS, "n": WHOLE})))
EXPECT = st.fixed_dictionaries({}, optional={
    "objects": st.dictionaries(WORDS, OBJECT_EXPECT, max_size=2),
    "players": st.dictionaries(PLAYER, st.fixed_dictionaries({}, optional={
        "life": st.integers(0, 20), "hand": st.one_of(WHOLE, st.lists(WORDS, max_size=2)), "shuffles": WHOLE}),
        max_size=1),
    "stack": st.lists(st.one_of(WORDS, st.fixed_dictionaries({"chapter": st.integers(1, 3), "of": WORDS}),
                                st.fixed_dictionaries({"spell": WORDS}, optional={"as": st.just("omen")})),
                      max_size=2),
    "events": st.lists(st.one_of(EVENT, EVENT.map(lambda e: {"no": e})), max_size=2),
    "cites": st.lists(st.sampled_from(["714.4", 704.5, 122]), max_size=2)})
CHOICE_VALUE = {
    "read ahead": st.integers(1, 3), "order": st.lists(REF, max_size=2), "target": st.one_of(WORDS, ABILITY_REF),
    "targets": TARGETS, "may": st.sampled_from(["yes", "no", True, False]), "mode": st.one_of(st.integers(1, 3), WORDS),
    "number": st.integers(0, 3), "card": WORDS, "cards": st.lists(WORDS, max_size=2),
    "choose": st.lists(NAME, max_size=2), "name": WORDS, "replacement": WORDS,
    "cast as": st.sampled_from(["omen", "normal"]), "creature type": WORDS}


@st.composite
def action(draw) -> Any:
    verb = draw(st.sampled_from(scenario.ACTIONS))
    if verb in schema.BARE_ACTIONS and draw(st.booleans()):
        return verb
    value = draw(EXPECT) if verb == "expect" else draw(ACTION_VALUE[verb])
    options = scenario.ACTION_OPTIONS[verb] | (set() if verb in scenario.NO_ILLEGAL else {"illegal"})
    chosen = draw(st.lists(st.sampled_from(sorted(options)), unique=True, max_size=2)) if options else []
    if verb == "play" and "from" in chosen:
        return {verb: value, "from": draw(st.sampled_from(["hand", "exile"]))}
    return {verb: value, **{key: draw(OPTION_VALUE[key]) for key in chosen}}


@st.composite
def valid_scenario(draw) -> dict:
    doc = draw(st.fixed_dictionaries({"title": st.just("a generated scenario"), "players": st.fixed_dictionaries(
        {name: PLAYER_SPEC for name in PLAYERS})}, optional={
            "question": st.just("What happens?"), "rules": st.sampled_from(["2026-08-07", "2020-04-17"]),
            "seed": st.integers(0, 9), "cards": st.lists(card_face(), max_size=2),
            "turn": st.fixed_dictionaries({}, optional={"active": PLAYER, "number": st.integers(1, 4), "step": STEP}),
            "stack": st.lists(STACK_ENTRY, max_size=2), "actions": st.lists(action(), max_size=4),
            "choices": st.lists(st.sampled_from(CHOICE_KINDS).flatmap(
                lambda kind: CHOICE_VALUE[kind].map(lambda value: {kind: value})), max_size=3),
            "expect": EXPECT}))
    doc = copy.deepcopy(doc)  # a value of st.just or st.sampled_from is one object, shared between examples
    ids = iter(range(1000))
    for node in containers(doc):
        if isinstance(node, dict) and node.get("id") == "ID":
            node["id"] = f"id{next(ids)}"  # ids are unique
    return doc


CHOICE_KINDS = scenario.CHOICE_KINDS
# Inside card abilities, the engine's vocabulary (effects, targets, trigger and static specs) is not mutated:
# EDGE_CASES hold its cases.
ENGINE_VOCABULARY = ("effects", "targets", *ABILITY_KINDS)


def containers(node: Any, skip: tuple[str, ...] = ENGINE_VOCABULARY, in_card: bool = False) -> list:
    """Every mapping and list of the document, but the keys `skip` inside card definitions."""
    found = []
    if isinstance(node, (dict, list)):
        found.append(node)
        items = node.items() if isinstance(node, dict) else enumerate(node)
        for key, child in items:
            if not (in_card and key in skip):
                found += containers(child, skip, in_card or key == "cards")
    return found


OTHER_VALUES = st.sampled_from([None, True, False, 0, -1, 7, 1.5, "", " ", "zzz", "main phase", "2W", "{w}", [],
                                [1], ["zzz"], {}, {"zzz": 1}, {"of": "X"}])


# Values that a rule of the format refuses, at the keys where it applies (None: the key is deleted).
TARGETED = {"step": ("main phase", "Upkeep", "end_step", "upkeep step", 3), "to": ("main phase", "MAIN_2", "deck"),
            "advance": ("main phase", " cleanup ", "end of turn"), "mana_cost": ("2W", "{w}", "{2}{W}x", "", 2),
            "mana": ("W", "{T}"), "power": (None, "*", 1.5), "toughness": (None, "2"), "zone": ("gone", "deck")}


@st.composite
def mutated_scenario(draw) -> dict:
    """A valid scenario with one mutation: a key deleted or added, a value replaced, or a value a rule of the
    format refuses put where that rule applies."""
    doc = draw(valid_scenario())
    how = draw(st.sampled_from(["targeted", "delete", "unknown key", "replace"]))
    if how == "targeted":
        doc.setdefault("cards", []).append({"name": "Probe", "mana_cost": "{1}{G}", "power": 2, "toughness": 2,
                                            "abilities": [{"activated": {"mana": "{T}"}}]})
        doc["turn"] = {**(doc.get("turn") or {}), "step": "upkeep"}
        doc["actions"] = [*(doc.get("actions") or []), {"advance": "draw"}, {"advance": {"to": "end"}}]
        doc["expect"] = {**(doc.get("expect") or {}), "objects": {"Probe": {"zone": "hand"}}}
        targeted = [(node, key) for node in containers(doc, skip=()) if isinstance(node, dict)
                    for key in node if key in TARGETED]
        node, key = draw(st.sampled_from(targeted))
        value = draw(st.sampled_from(TARGETED[key]))
        if value is None:
            del node[key]
        else:
            node[key] = value
        return doc
    inner = containers(doc)[1:]
    target = doc if not inner or draw(st.integers(0, 4)) == 4 else draw(st.sampled_from(inner))
    keys = list(target) if isinstance(target, dict) else list(range(len(target)))
    if how == "unknown key" and isinstance(target, dict):
        target[draw(st.sampled_from(["zzz", "power", "toughness", "id", "chapter", "by", "illegal"]))] = \
            copy.deepcopy(draw(OTHER_VALUES))
    elif how == "delete" and keys:
        del target[draw(st.sampled_from(keys))]
    elif keys:
        target[draw(st.sampled_from(keys))] = copy.deepcopy(draw(OTHER_VALUES))
    return doc


AGREEMENT = settings(derandomize=True, database=None, max_examples=300, deadline=None,
                     suppress_health_check=[HealthCheck.too_slow])


def dump(doc: dict) -> str:
    return yaml.safe_dump(doc, allow_unicode=True, sort_keys=False)


@settings(AGREEMENT, max_examples=150)
@given(doc=valid_scenario())
def test_generated_scenario_is_accepted_by_both(doc):
    text = dump(doc)
    scenario.load("generated.yaml", text)
    assert_agree(text)


@AGREEMENT
@given(doc=mutated_scenario())
def test_generated_scenario_with_one_mutation_gets_one_verdict(doc):
    assert_agree(dump(doc))


def _without(path: tuple[str, ...]) -> dict:
    document = schema.json_schema()
    node = document
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = {}
    return document


@pytest.mark.parametrize("path, text", [
    (("$defs", "Turn", "properties", "step"), HEAD + "turn: {step: main phase}\n"),
    (("$defs", "CardFace", "dependentSchemas"), CARD + "    power: 2\n"),
    (("$defs", "CardFace", "properties", "mana_cost"), CARD + "    mana_cost: 2W\n"),
], ids=["step", "power-toughness", "mana-cost"])
def test_a_schema_without_a_rule_of_the_loader_disagrees(monkeypatch, path, text):
    monkeypatch.setattr(f"{__name__}.VALIDATOR", jsonschema.Draft202012Validator(_without(path)))
    with pytest.raises(AssertionError, match="the loader refuses, the schema accepts"):
        assert_agree(text)


def test_a_card_choice_may_be_a_list_as_the_docs_write_scry_and_vote_answers():
    """docs/scenario-format.md: `card: [A, B]` when scrying, `card: []` for none: the same as `cards:`."""
    loaded = scenario.load("t.yaml", text=HEAD + "choices: [{card: []}, {card: [X, Y]}]\n")
    assert [(c.kind, tuple(c.value)) for c in loaded.choices] == [("cards", ()), ("cards", ("X", "Y"))]
