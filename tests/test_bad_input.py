"""Invalid input (contract, "Command line"): each error rule gives exactly one line
`Error: <file>, line <N>: <what to change>` on stderr, exit code 2, never a traceback.
An internal error (a bug in judge) gives exit code 3 and a short message; `--debug` shows the traceback.

Most rules are a table of cases (scenario text, fragments the message must contain, the line it must name)
checked by one helper, `assert_input_error`.
"""

from __future__ import annotations

import importlib
import os
import resource
import subprocess
import sys
import textwrap

import pytest
from click.testing import CliRunner

from judge.cli import cli
from judge.errors import InputError, one_line
from judge.game.state import MAX_STEPS

PLAYERS = """\
players:
  Alice: {library: 10}
  Bob: {library: 10}
"""
HEAD = "title: x\n" + PLAYERS  # lines 1-4


def run(tmp_path, text: str, *args: str, command: str = "run"):
    path = tmp_path / "bad.yaml"
    path.write_text(textwrap.dedent(text).lstrip(), encoding="utf-8")
    return path, CliRunner().invoke(cli, [command, str(path), *args])


def assert_input_error(tmp_path, text: str, fragments, line: int | str, *args: str) -> str:
    """Run `text`: exit 2 and a single `Error: <file>, line <line>: ...` line holding every fragment.

    `line` may name the column too: `"4, column 6"`.
    """
    path, result = run(tmp_path, text, *args)
    assert result.exit_code == 2, (result.exit_code, result.output, result.exception)
    assert isinstance(result.exception, SystemExit), result.exception  # handled, not a crash
    assert "Traceback" not in result.output
    assert result.stdout == "", "an invalid scenario prints no trace"
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    prefix = f"Error: {path}, line {line}: "
    assert lines[0].startswith(prefix), lines[0]
    message = lines[0][len(prefix):]
    for fragment in (fragments,) if isinstance(fragments, str) else fragments:
        assert fragment in message, message
    return message


def case(text: str, fragments, line: int, id: str):
    return pytest.param(textwrap.dedent(text).lstrip(), fragments, line, id=id)


# ----- malformed YAML, only safe loading ---------------------------------------------------------

billion_laughs = ["a: &a [x, x, x, x, x, x, x, x, x, x]"]
for prev, cur in zip("abcdefg", "bcdefgh"):
    billion_laughs.append(f"{cur}: &{cur} [" + ", ".join([f"*{prev}"] * 10) + "]")

YAML_CASES = [
    case("""
        title: x
        players:
          Alice: {life: 20
          Bob: {}
        """, "malformed YAML", "4, column 6", "malformed"),
    case("""
        title: !!python/object/apply:os.system ["echo hacked"]
        players: {Alice: {}, Bob: {}}
        """, ("!!python/object/apply:os.system", "not allowed"), 1, "python-object-tag"),
    case("""
        title: x
        players:
          Alice:
            hand:
              - !!python/name:os.system ''
          Bob: {}
        """, "not allowed", 5, "python-name-tag-nested"),
    case("title: x\n" + "\n".join(billion_laughs) + "\n" + PLAYERS, ("200,000 nodes", "aliases"), "7, column 4",
         "billion-laughs"),  # line 7 defines `&f`, the first value that alone expands too far
    case("title: x\ntitle: y\n" + PLAYERS, "duplicate key 'title'", 2, "duplicate-key"),
    case("title: x\n---\ntitle: y\n", "one YAML document", 2, "two-documents"),
    case("- just\n- a list\n", "must be a YAML mapping", 1, "not-a-mapping"),
    case("title: x\nplayers:\n  Alice: &alice {life: 20}\n  Bob: {<<: *alice}\n", "unknown key '<<' in player 'Bob'",
         4, "merge-key-is-yaml-1.1-only"),
    case("title: x\nplayers:\n\tAlice: {life: 20}\n  Bob: {}\n", ("a tab in the indentation", "spaces"), "3, column 1",
         "tab-in-indentation"),
]


@pytest.mark.parametrize("text, fragments, line", YAML_CASES)
def test_malformed_or_unsafe_yaml_is_one_error_line(tmp_path, text, fragments, line):
    assert_input_error(tmp_path, text, fragments, line)


def test_only_safe_loading_a_tag_runs_no_code(tmp_path):
    marker = tmp_path / "hacked"
    run(tmp_path, f'title: !!python/object/apply:os.system ["touch {marker}"]\n' + PLAYERS)
    assert not marker.exists()


def test_yaml_1_2_no_and_yes_stay_strings(tmp_path):
    """`no:` (an event that must not happen) and `may: yes` depend on YAML 1.2 booleans."""
    _, result = run(tmp_path, """
        title: no and yes are words
        players:
          Alice:
            library: 10
            battlefield: [Urza's Saga]
          Bob:
            battlefield: [Blood Moon]
        turn: {active: Alice, step: postcombat main}
        expect:
          objects:
            Urza's Saga: {zone: battlefield}
          events:
            - no: {sacrificed: Urza's Saga}
            - no: {destroyed: Blood Moon}
        """)
    assert result.exit_code == 0, result.output
    assert "event no sacrificed: Urza's Saga" in result.stdout


def test_yaml_1_1_booleans_numbers_and_dates_are_read_as_yaml_1_2():
    from judge.yamlsrc import load_yaml

    data = load_yaml("a: yes\nno: off\non: [y, n, No, YES]\nt: true\nf: False\nd: 2026-08-07\no: 010\n")
    assert data == {"a": "yes", "no": "off", "on": ["y", "n", "No", "YES"], "t": True, "f": False,
                    "d": "2026-08-07", "o": 10}
    assert str(load_yaml("rule: 702.110")["rule"]) == "702.110"


# ----- schema violations: unknown keys -----------------------------------------------------------

UNKNOWN_KEY_CASES = [
    case(HEAD.replace("title: x\n", "title: x\ncolour: red\n"),
         ("unknown key 'colour' in the scenario", "allowed keys"), 2, "top-level"),
    case("""
        title: x
        players:
          Alice:
            lifes: 20
          Bob: {}
        """, "unknown key 'lifes' in player 'Alice' (did you mean 'life'?)", 4, "player"),
    case("""
        title: x
        players:
          Alice:
            battlefield:
              - card: Grizzly Bears
                counter: {+1/+1: 1}
          Bob: {}
        """, "unknown key 'counter' in a battlefield card entry", 6, "card-entry"),
    case(HEAD + "turn:\n  active: Alice\n  phase: main\n", "unknown key 'phase' in 'turn'", 7, "turn"),
    case("""
        title: x
        players:
          Alice:
            hand: [Grizzly Bears]
          Bob: {}
        turn: {step: precombat main}
        actions:
          - cast: Grizzly Bears
            tragets: [Bob]
        """, "unknown key 'tragets' in the 'cast' action (did you mean 'targets'?)", 9, "action-option"),
    case(HEAD + "actions:\n  - advance: {to: upkeep, whose: Bob}\n", "unknown key 'whose' in 'advance'", 6,
         "inside-an-action-mapping"),
    case(HEAD + "actions:\n  - note: hi\n  - resolv: 1\n", "unknown action 'resolv' (did you mean 'resolve'?)", 7,
         "action"),
    case(HEAD + "actions:\n  - resolve: 1\n    advance: upkeep\n", "one action per list item", 7,
         "two-actions-in-one-item"),
    case(HEAD + "stack:\n  - spell: Grizzly Bears\n    holder: Bob\n", "unknown key 'holder' in a stack entry", 7,
         "stack-entry"),
    case(HEAD + "expect:\n  object:\n    Forest: {zone: hand}\n",
         "unknown key 'object' in expect (did you mean 'objects'?)", 6, "expect"),
    case("""
        title: x
        players:
          Alice:
            battlefield: [Urza's Saga]
          Bob: {}
        expect:
          objects:
            Urza's Saga:
              zone: battlefield
              lore: 2
        """, "unknown key 'lore' in expectations for \"Urza's Saga\"", 10, "expect-object"),
    case(HEAD + "expect:\n  players:\n    Alice:\n      lif: 20\n",
         "unknown key 'lif' in expectations for player 'Alice'", 8, "expect-player"),
    case(HEAD + "actions:\n  - expect:\n      players:\n        Alice: {hand: 0, graveyard: 0, hands: 1}\n",
         "unknown key 'hands'", 8, "checkpoint"),
    case(HEAD + "expect:\n  events:\n    - sacrified: Forest\n",
         "unknown event kind 'sacrified' (did you mean 'sacrificed'?)", 7, "event-kind"),
    # A misspelt field would make `no:` hold vacuously; it is an error instead.
    case(HEAD + "expect:\n  events:\n    - no:\n        moved: {objet: Forest, to: graveyard}\n",
         "unknown key 'objet' in the 'moved' event", 8, "event-field-under-no"),
    case(HEAD + "expect:\n  players:\n    Carol: {life: 20}\n", "unknown player 'Carol'", 7, "expect-unknown-player"),
    case(HEAD + "choices:\n  - read-ahead: 2\n", "unknown choice 'read-ahead' (did you mean 'read ahead'?)", 6,
         "choice"),
    case(HEAD + "choices:\n  - target: {chapter: 1, off: Urza's Saga}\n",
         "unknown key 'off' in choice 'target' (an ability on the stack)", 6, "choice-target-ability"),
    case(HEAD + "cards:\n  - name: Foo\n    colour: red\n",
         ("unknown card key 'colour'", "use one of abilities, back, colors"), 7, "card-definition"),
    case(HEAD + "cards:\n  - name: Foo\n    abilities:\n      - spell: {}\n        effect: []\n",
         "unknown ability key 'effect'", 9, "card-ability"),
]


@pytest.mark.parametrize("text, fragments, line", UNKNOWN_KEY_CASES)
def test_unknown_key_is_named_at_its_line(tmp_path, text, fragments, line):
    assert_input_error(tmp_path, text, fragments, line)


# ----- schema violations: wrong types ------------------------------------------------------------

WRONG_TYPE_CASES = [
    case("""
        title: x
        players:
          Alice:
            life: twenty
          Bob: {}
        """, "'life' must be a whole number, not the text 'twenty'", 4, "life"),
    case("""
        title: x
        players:
          Alice:
            battlefield:
              - card: Urza's Saga
                counters: 3
          Bob: {}
        """, "'counters' must be a mapping of counter kind to number", 6, "counters"),
    case('title: x\nseed: "x"\n' + PLAYERS, "'seed' must be a whole number, not the text 'x'", 2, "seed"),
    case("""
        title: x
        players:
          Alice:
            battlefield:
              - card: Urza's Saga
                counters:
                  lore: two
          Bob: {}
        """, "'lore' must be a whole number", 7, "counter-count"),
    case("title: x\nrules: last year\n" + PLAYERS, "'rules' must be a date YYYY-MM-DD", 2, "rules-date"),
    case("""
        title: x
        players:
          Alice:
            battlefield: [Urza's Saga]
          Bob: {}
        turn: {step: precombat main}
        actions:
          - put counters: {on: Urza's Saga, lore: many}
        """, "'lore' must be a whole number of lore counters", 8, "action-option"),
    case(HEAD + "expect:\n  players:\n    Alice:\n      life: lots\n", "'life' must be a whole number", 8,
         "expectation"),
    case(HEAD + "actions:\n  - advance: second breakfast\n", "unknown step 'second breakfast'", 6, "step"),
    case("""
        title: x
        players:
          Alice:
            hand:
              - card: Grizzly Bears
                tapped: true
          Bob: {}
        """, "'tapped' applies only to cards on the battlefield", 6, "battlefield-only-key-elsewhere"),
    case("""
        title: x
        players:
          Alice:
            battlefield:
              - {card: Grizzly Bears, id: bear}
              - {card: Grizzly Bears, id: bear}
          Bob: {}
        """, "id 'bear' is already used at line 5", 6, "duplicate-id"),
    case("""
        title: x
        players:
          Alice:
            battlefield:
              - {card: Grizzly Bears, damage: -1}
          Bob: {}
        """, "'damage' must be a number of damage marked on it (0 or more)", 5, "negative-damage-marked"),
    case(PLAYERS, "'title' is required", 1, "title-is-required"),
    case(HEAD + "players:\n", "duplicate key 'players'", 5, "players-twice"),
    case("title: x\nplayers:\n  Alice: {library: 10001}\n  Bob: {}\n", "'library' must be 0 to 10000 cards", 3,
         "library-over-the-card-cap"),
    case(HEAD + "actions:\n  - draw: {player: Alice, n: 10001}\n", "at most 10000 cards at once", 6,
         "draw-over-the-card-cap"),
    case(HEAD + "actions:\n  - mill: {player: Bob, n: 20000}\n", "at most 10000 cards at once", 6,
         "mill-over-the-card-cap"),
    case(HEAD + "choices:\n  - order: [{chapter: 1}]\n", "name the ability's source with 'of: <object>'", 6,
         "choice-order-item"),
]


@pytest.mark.parametrize("text, fragments, line", WRONG_TYPE_CASES)
def test_wrong_type_or_value_is_named_at_its_line(tmp_path, text, fragments, line):
    assert_input_error(tmp_path, text, fragments, line)


# ----- scenario-local cards: the card format ------------------------------------------------------

def local_card(lines: str) -> str:
    """A scenario whose `cards:` block defines Foo (its keys from line 7 on), in Alice's hand."""
    body = textwrap.indent(textwrap.dedent(lines).strip(), "    ")
    return "title: x\nplayers:\n  Alice: {hand: [Foo]}\n  Bob: {}\ncards:\n  - name: Foo\n" + body + "\n"


CARD_CASES = [
    case(local_card("mana_cost: 3"), ("'mana_cost' must be mana symbols in quotes", "not the number 3"), 7,
         "mana-cost-a-number"),
    case(local_card("mana_cost: 2W"), "'mana_cost' must be mana symbols", 7, "mana-cost-without-braces"),
    case(local_card("types: [Creature]\npower: 2"), "'power' without 'toughness'; give both or neither", 8,
         "power-without-toughness"),
    case(local_card("types: [Creature]\ntoughness: 2"), "'toughness' without 'power'", 8,
         "toughness-without-power"),
    case(local_card("power: '*'\ntoughness: 2"), "'power' must be a whole number, not the text '*'", 7,
         "power-a-star"),
    case(local_card("types: Creature\npower: x\ntoughness: 2"), "'power' must be a whole number", 8, "power-text"),
    case(local_card("oracle: 5"), "'oracle' must be text, not the number 5", 7, "oracle"),
    case(local_card("notes: [a]"), "'notes' must be text, not a list", 7, "notes"),
    case(local_card("types: {Creature: 1}"), "'types' must be a list of words", 7, "types"),
    case(local_card("subtypes: [Saga, 3]"), "the number 3 is not a word", 7, "subtypes-item"),
    case(local_card("colors: [X]"), "'colors' are letters W, U, B, R, G, not X", 7, "colors"),
    case(local_card("back: 3"), "'back' must be a card face", 7, "back"),
    case(local_card("abilities: 5"), "'abilities' must be a list of abilities", 7, "abilities"),
    case(local_card("abilities:\n  - Flying\n  - Flyin"), "unknown keyword 'Flyin'", 9, "keyword"),
    case(local_card("abilities:\n  - 7"), "an ability must be a keyword or a mapping, not the number 7", 8,
         "ability-a-number"),
    case(local_card("abilities:\n  - chapter: 1\n    text: 5"), "'text' must be the ability's text", 9,
         "ability-text"),
    case(local_card("abilities:\n  - chapter: 0"), "'chapter' must be a positive number", 8, "chapter-number"),
    case(local_card("abilities:\n  - spell: {}\n    effects: 3"), "'effects' must be a list of effects", 9,
         "effects"),
    case(local_card("abilities:\n  - spell: {}\n    targets: [3]"), "each target is a mapping", 9,
         "target-spec"),
    case(local_card("abilities:\n  - activated: 3"), "'activated' must be the cost as a mapping", 8, "cost"),
    case(local_card("abilities:\n  - activated: {tap: yes}"), "'tap' must be true or false, not the text 'yes'", 8,
         "cost-tap"),
    case(local_card("abilities:\n  - activated: {tap: true}\n    mana: 1"), "'mana' must be true or false", 9,
         "mana-ability-flag"),
    case("title: x\nplayers: {Alice: {}, Bob: {}}\ncards:\n  - mana_cost: '{1}'\n", "a card needs a 'name'", 4,
         "name-missing"),
    case(local_card("abilities:\n  - spell: {}\n    effects: [{draw: 3}]"),
         "the parameters of 'draw' are a mapping", 9, "effect-parameters"),
    case(local_card("abilities:\n  - static: {effect: {a: 1}}"), "needs 'effect:' one of", 8, "static-effect"),
    case(local_card("abilities:\n  - triggered: {event: [x]}"), "needs 'event:' one of", 8, "trigger-event"),
    case(local_card("abilities:\n  - spell: {}\n    targets: [{filter: {any type: false}}]"),
         "filter key 'any type' has the wrong kind of value: false", 9, "filter-value"),
    case(local_card("abilities:\n  - spell: {}\n    targets: [{filter: {colour: [W]}}]"),
         "unknown filter key 'colour'", 9, "filter-key"),
]


@pytest.mark.parametrize("text, fragments, line", CARD_CASES)
def test_card_definition_field_of_the_wrong_type_is_named_at_its_line(tmp_path, text, fragments, line):
    assert_input_error(tmp_path, text, fragments, line)


# ----- unknown card, ambiguous name, illegal action, choices, loops, rule versions ----------------

# Alice casts a read-ahead Saga (line 7) and it resolves (line 8): a 'read ahead' decision.
READ_AHEAD_CAST = """\
title: x
players:
  Alice: {library: 10, hand: [The Elder Dragon War]}
  Bob: {}
turn: {step: precombat main}
actions:
  - cast: The Elder Dragon War
  - resolve
"""

CREATURE_WHILE_STACK_NOT_EMPTY = """
        title: x
        players:
          Alice:
            hand: [History of Benalia, Grizzly Bears]
          Bob: {}
        turn: {step: precombat main}
        actions:
          - cast: History of Benalia
          - cast: Grizzly Bears
"""

RUN_CASES = [
    case("""
        title: x
        players:
          Alice:
            battlefield: [Urza Saga]
          Bob: {}
        """, ("unknown card 'Urza Saga'", "Urza's Saga"), 4, "unknown-card-suggests-close-names"),
    case("""
        title: x
        players:
          Alice:
            battlefield: [Grizzly Bears, Grizzly Bears]
          Bob: {}
        actions:
          - destroy: Grizzly Bears
        """, ("'Grizzly Bears' is ambiguous", "Grizzly Bears (battlefield), Grizzly Bears (battlefield)", "'id'"), 7,
         "ambiguous-name-lists-matches-asks-for-an-id"),
    case(CREATURE_WHILE_STACK_NOT_EMPTY, ("illegal action", "CR 302.1", "stack is empty"), 9,
         "illegal-creature-timing-cites-302.1"),
    case("""
        title: x
        players:
          Alice:
            hand: [Forest, Island]
          Bob: {}
        turn: {step: precombat main}
        actions:
          - play: Forest
          - play: Island
        """, ("already played a land", "CR 305.2"), 9, "illegal-second-land-cites-305.2"),
    case("""
        title: x
        players:
          Alice:
            hand: [Urza's Saga]
          Bob: {}
        turn: {step: precombat main}
        actions:
          - cast: Urza's Saga
        """, ("land", "CR 305.9"), 8, "illegal-casting-a-land-cites-305.9"),
    case(HEAD + "actions:\n  - note: nothing there\n  - resolve: 2\n", "the stack is empty", 7,
         "engine-error-names-its-action"),
    case(HEAD + "choices:\n  - read ahead: 2\n", "'read ahead' was never needed", 6, "leftover-choice"),
    case(READ_AHEAD_CAST + "choices:\n  - may: yes\n", ("'may'", "'read ahead'"), 10,
         "mismatched-choice-names-both"),
    case(HEAD + "choices:\n  - read ahead: first\n", "choice 'read ahead' takes a chapter number", 6,
         "wrong-value-for-a-choice"),
    # With no attackers the declare blockers step never happens (508.8): `advance` can't reach it.
    case("""
        title: x
        players:
          Alice: {}
          Bob: {}
        turn: {step: precombat main}
        actions:
          - note: nobody attacks
          - advance: declare blockers
        """, (f"{MAX_STEPS:,} turn steps", "104.4b"), 8, "endless-loop-stops-after-max-steps"),
    case("""
        title: x
        rules: 2018-01-01
        players:
          Alice:
            battlefield: [History of Benalia]
          Bob: {}
        """, ("Sagas did not exist yet", "2018-04-27"), 2, "sagas-before-2018-04-27"),
]


@pytest.mark.parametrize("text, fragments, line", RUN_CASES)
def test_error_found_while_running_is_named_at_its_line(tmp_path, text, fragments, line):
    assert_input_error(tmp_path, text, fragments, line)


def test_strict_missing_choice_names_the_action_line(tmp_path):
    """The engine asks for a decision without knowing the line: the action's line is attached."""
    assert_input_error(tmp_path, READ_AHEAD_CAST, ("--strict", "read ahead"), 8, "--strict")


def test_ids_remove_the_ambiguity(tmp_path):
    _, result = run(tmp_path, """
        title: x
        players:
          Alice:
            battlefield:
              - {card: Grizzly Bears, id: left bear}
              - {card: Grizzly Bears, id: right bear}
          Bob: {}
        actions:
          - destroy: left bear
        expect:
          objects:
            left bear: {zone: graveyard}
            right bear: {zone: battlefield}
        """)
    assert result.exit_code == 0, result.output


def test_illegal_action_marked_illegal_is_an_expectation_not_an_error(tmp_path):
    _, result = run(tmp_path, CREATURE_WHILE_STACK_NOT_EMPTY + "            illegal: 302.1\n")
    assert result.exit_code == 0, result.output
    assert "refused" in result.stdout


def test_endless_loop_bound_in_the_engine_itself():
    """Driving a Game directly: the documented bound stops `advance` with a LoopError."""
    from judge import runner, scenario
    from judge.errors import LoopError

    loaded = scenario.load("loop.yaml", textwrap.dedent("""
        title: x
        players: {Alice: {}, Bob: {}}
        turn: {step: precombat main}
        """))
    game = runner.run(loaded).game
    with pytest.raises(LoopError):
        runner._advance(game, "declare blockers", 1)
    assert len(game.log) > MAX_STEPS // 2


# ----- errors without a line: the command line and the file itself -------------------------------

SAGA = "title: x\nplayers:\n  Alice:\n    battlefield: [History of Benalia]\n  Bob: {}\n"


@pytest.mark.parametrize("text, args, expected", [
    pytest.param(SAGA, ["--rules", "2018-01-01"], "Sagas did not exist yet", id="rules-option-before-sagas"),
    pytest.param(HEAD, ["--rules", "yesterday"], "Error: --rules yesterday: give a date YYYY-MM-DD such as 2026-08-07",
                 id="rules-option-not-a-date"),
])
def test_bad_option_is_one_error_line(tmp_path, text, args, expected):
    _, result = run(tmp_path, text, *args)
    assert result.exit_code == 2
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and expected in lines[0], result.stderr


def test_missing_file(tmp_path):
    path = tmp_path / "nowhere.yaml"
    result = CliRunner().invoke(cli, ["run", str(path)])
    assert result.exit_code == 2
    assert result.stderr.splitlines() == [f"Error: {path}: no such file; check the path"]


def test_not_utf8_names_the_line_and_column_of_the_bad_byte(tmp_path):
    path = tmp_path / "latin1.yaml"
    path.write_bytes(PLAYERS.encode() + "title: Café\n".encode("latin-1"))
    result = CliRunner().invoke(cli, ["run", str(path)])
    assert result.exit_code == 2
    assert result.stderr.splitlines() == [f"Error: {path}, line 4, column 11: the byte 0xE9 is not UTF-8 text; save "
                                          "the file as UTF-8 (or retype the character there)"]


def test_utf16_file_is_named_as_such(tmp_path):
    path = tmp_path / "utf16.yaml"
    path.write_bytes(HEAD.encode("utf-16"))
    result = CliRunner().invoke(cli, ["run", str(path)])
    assert result.exit_code == 2
    assert result.stderr.splitlines() == [f"Error: {path}, line 1, column 1: the file is UTF-16 text; save it as UTF-8"]


# ----- hostile input: bounded before it costs anything, named by line --------------------------

HUGE = "9" * 4301  # one digit more than Python converts


@pytest.mark.parametrize("text, line", [
    pytest.param(f"title: x\nseed: {HUGE}\n" + PLAYERS, "2, column 7", id="seed"),
    pytest.param(HEAD.replace("Alice: {library: 10}", f"Alice: {{library: 10, life: -{HUGE}}}"), "3, column 30",
                 id="life"),
    pytest.param(HEAD + "actions:\n  - put counters: {on: Alice, lore: 1234567890123456789}\n", "6, column 37",
                 id="19-digit-counters"),
    pytest.param(HEAD + f"choices:\n  - number: 0x{'f' * 5000}\n", "6, column 13", id="hex"),
])
def test_number_too_large_is_an_input_error(tmp_path, text, line):
    assert_input_error(tmp_path, text, ("number too large", "at most 18 digits"), line)


@pytest.mark.parametrize("value, fragment", [
    ("!!int x", "the text 'x' is not a whole number; write one or remove the tag '!!int'"),
    ("!!float x", "the text 'x' is not a number"),
    ("!!bool yes", "the text 'yes' is not true or false"),
    ("!!int {a: 1}", "expected a scalar node"),
    ("!!map 1", "the tag '!!map' needs a mapping here; remove the tag"),
    ("!!seq x", "the tag '!!seq' needs a list here; remove the tag"),
])
def test_explicit_core_tag_on_the_wrong_text_is_an_input_error(tmp_path, value, fragment):
    assert_input_error(tmp_path, f"title: x\nseed: {value}\n" + PLAYERS, fragment, "2, column 7")


def test_eighteen_digit_number_is_read():
    from judge.yamlsrc import load_yaml

    assert load_yaml("n: -999999999999999999\nm: 0x0DE0B6B3A763FFFF") == {"n": -(10**18 - 1), "m": 10**18 - 1}


@pytest.mark.parametrize("command", ["run", "check", "validate", "layers", "diff"])
@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom", "fifo"])
def test_device_or_pipe_is_refused_without_reading_it(tmp_path, command, device):
    if device == "fifo":
        device = str(tmp_path / "pipe.yaml")
        os.mkfifo(device)  # nobody writes: opening it to read would wait for ever
    elif not os.path.exists(device):
        pytest.skip(f"no {device} here")
    extra = {"layers": ["--object", "x"], "diff": ["--from", "2025-04-04", "--to", "2026-08-07"]}.get(command, [])
    result = CliRunner().invoke(cli, [command, device, *extra])
    assert result.exit_code == 2, result.output
    assert f"{device}: not a regular file (a device, pipe or socket)" in result.output


def test_pytest_plugin_leaves_a_pipe_named_yaml_alone(tmp_path):
    from judge.pytest_plugin import is_scenario

    os.mkfifo(tmp_path / "pipe.yaml")
    assert not is_scenario(tmp_path / "pipe.yaml")


def test_file_over_max_bytes_is_refused_at_the_line_where_it_goes_past(tmp_path):
    from judge.yamlsrc import MAX_BYTES

    path = tmp_path / "big.yaml"
    path.write_text(HEAD + "actions:\n" + "  - note: a\n" * (MAX_BYTES // 12 + 1))
    result = CliRunner().invoke(cli, ["run", str(path)])
    assert result.exit_code == 2
    line = (MAX_BYTES - len(HEAD) - len("actions:\n")) // len("  - note: a\n") + 6
    assert result.stderr.splitlines() == [
        f"Error: {path}, line {line}: the file is larger than 131,072 bytes (128 KB, the most a scenario file may "
        "hold) and goes on past this line; a scenario needs far less: split it into several files"]


@pytest.mark.parametrize("char, line, column", [("\x01", 3, 21), ("\x7f", 3, 21), ("\x1b", 3, 21),
                                                ("\ufffe", 3, 21)])
def test_control_character_is_named_by_line_and_column(tmp_path, char, line, column):
    text = HEAD.replace("Alice: {library: 10}", f"Alice: {{library: 1{char}0}}")
    kind = "character" if char == "\ufffe" else "control character"
    assert_input_error(tmp_path, text, f"the {kind} U+{ord(char):04X} is not allowed in YAML",
                       f"{line}, column {column}")


def test_alias_cap_counts_only_what_aliases_add(monkeypatch):
    """A big plain document is not an alias bomb; a small one whose aliases multiply is."""
    from judge import yamlsrc

    monkeypatch.setattr(yamlsrc, "MAX_NODES", 100)
    assert len(yamlsrc.load_yaml("a: [" + ", ".join(["x"] * 1000) + "]\n")["a"]) == 1000
    assert yamlsrc.load_yaml("a: &a [x, x, x, x, x, x, x, x, x]\nb: [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n")
    with pytest.raises(InputError, match="more than 100 nodes") as caught:
        yamlsrc.load_yaml("a: &a [x, x, x, x, x, x, x, x, x, x]\nb: [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n")
    assert caught.value.line == 2


def test_big_plain_file_gets_the_size_error_not_the_alias_one(tmp_path):
    path, result = run(tmp_path, HEAD + "actions:\n" + "  - note: a\n" * 66_667)
    assert result.exit_code == 2
    assert "larger than 131,072 bytes" in result.stderr and "alias" not in result.stderr


@pytest.mark.parametrize("depth, column", [(400, 109), (1500, 1009)])  # 1500: past libyaml's own bound, 1000
def test_deep_nesting_is_named_at_its_line_and_column(tmp_path, depth, column):
    text = HEAD + "turn: {}\nstack: []\nchoices: []\nexpect: {}\nactions: " + "[" * depth + "]" * depth + "\n"
    assert_input_error(tmp_path, text, "nested more than 100 levels deep", f"9, column {column}")


def test_deep_block_nesting_is_named_at_its_line(tmp_path):
    text = HEAD + "actions:\n" + "".join("  " * i + "-\n" for i in range(1, 150))
    assert_input_error(tmp_path, text, "nested more than 100 levels deep here", "105, column 201")


def test_alias_that_refers_to_what_holds_it_is_an_error(tmp_path):
    assert_input_error(tmp_path, HEAD + "actions: &a [note: x, *a]\n", "an alias refers to a mapping or list that "
                       "holds it", "5, column 10")


@pytest.mark.parametrize("text, fragments, line", [
    pytest.param("title: x\nplayers:\n  Alice: {library: 10}\n  Bob: {library: 10\n",
                 ("the file ends inside the {...} mapping that starts here", "close it with '}'"), "4, column 8",
                 id="unclosed-mapping"),
    pytest.param("title: x\nplayers:\n  Alice: [Island\n", ("the file ends inside the [...] list", "']'"),
                 "3, column 10", id="unclosed-list"),
    pytest.param('title: "x\nplayers:\n  Alice: {library: 10}\n  Bob: {library: 10}\n',
                 ("the file ends inside the quoted text that starts here", "closing quote"), "1, column 8",
                 id="unclosed-quote"),
    pytest.param("title: x\nplayers:\n  Alice: {library: 10}\n  Bob: [\n\n\n", "the file ends too soon", 4,
                 id="bracket-at-the-end"),
])
def test_error_at_the_end_of_the_file_names_a_line_of_the_file(tmp_path, text, fragments, line):
    assert_input_error(tmp_path, text, fragments, line)


LONG = "x" * 100_000


@pytest.mark.parametrize("text, line", [
    pytest.param(f"title: x\nseed: {LONG}\n" + PLAYERS, 2, id="wrong-type"),
    pytest.param(f"title: x\n? {LONG}\n: 1\n" + PLAYERS, 2, id="unknown-key"),
    pytest.param(HEAD.replace("Alice: {library: 10}", f"Alice: {{library: 10, hand: [{LONG}]}}"), 3, id="unknown-card"),
    pytest.param(HEAD + f"actions:\n  - destroy: {LONG}\n", 6, id="engine-names-it"),
    pytest.param(HEAD + f"actions:\n  - destroy: /{LONG}\n", 6, id="too-long-for-a-path"),
    pytest.param(HEAD + "actions:\n  - destroy: " + "a b " * 25_000 + "\n", 6, id="with-spaces"),
    pytest.param(f"title: {'9' * 50_000}.5\n" + PLAYERS, 1, id="float"),
])
def test_error_message_cuts_a_long_value_short(tmp_path, text, line):
    message = assert_input_error(tmp_path, text, (), line)
    assert len(message) < 1_100, len(message)
    assert "…" in message


def test_error_message_names_a_long_file_path_whole():
    path = "/tmp/" + "deep/" * 30 + "notes.txt"
    assert one_line(f"--cr {path}: cannot read it as an official CR text file") == \
        f"--cr {path}: cannot read it as an official CR text file"


# ----- internal errors ---------------------------------------------------------------------------

def _break(monkeypatch, module, name: str, exc: Exception) -> None:
    def broken(*args, **kwargs):
        raise exc

    monkeypatch.setattr(module, name, broken)


def test_internal_error_exits_3_without_traceback(tmp_path, monkeypatch):
    from judge import runner

    _break(monkeypatch, runner, "run", ZeroDivisionError("a bug"))
    path, result = run(tmp_path, HEAD)
    assert result.exit_code == 3
    assert "Traceback" not in result.output
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"Error: {path}: internal error")
    assert "ZeroDivisionError" in lines[0] and "--debug" in lines[0]


@pytest.mark.parametrize("fmt, module, renderer", [("text", "render", "text"), ("markdown", "render", "markdown"),
                                                   ("json", "render_json", "as_json")])
def test_rendering_error_exits_3_without_traceback(tmp_path, monkeypatch, fmt, module, renderer):
    _break(monkeypatch, importlib.import_module(f"judge.{module}"), renderer, KeyError("column"))
    _, result = run(tmp_path, HEAD, "--format", fmt)
    assert result.exit_code == 3
    assert "Traceback" not in result.output
    assert len(result.stderr.splitlines()) == 1 and "internal error" in result.stderr
    assert result.stdout == ""


def test_debug_shows_the_traceback_of_an_internal_error(tmp_path, monkeypatch):
    from judge import runner

    _break(monkeypatch, runner, "run", ZeroDivisionError("a bug"))
    _, result = run(tmp_path, HEAD, "--debug")
    assert result.exit_code == 3
    assert "Traceback" in result.stderr and "ZeroDivisionError: a bug" in result.stderr


# ----- several files: check and validate ---------------------------------------------------------

def test_check_reports_each_invalid_file_and_exits_2(tmp_path):
    (tmp_path / "a-good.yaml").write_text(HEAD)
    (tmp_path / "b-bad.yaml").write_text("title: x\nplayers:\n  Alice: {life: twenty}\n  Bob: {}\n")
    result = CliRunner().invoke(cli, ["check", str(tmp_path)])
    assert result.exit_code == 2
    lines = result.stdout.splitlines()
    assert lines[0].startswith("PASS")
    assert lines[1] == f"ERROR {tmp_path / 'b-bad.yaml'}, line 3: 'life' must be a whole number, not the text 'twenty'"
    assert lines[-1] == "2 scenarios: 1 passed, 0 failed, 1 error"


def test_validate_reports_an_error_line_where_check_does_and_exits_2(tmp_path):
    (tmp_path / "bad.yaml").write_text("title: x\nseed: x\n" + PLAYERS)
    result = CliRunner().invoke(cli, ["validate", str(tmp_path / "bad.yaml")])
    assert result.exit_code == 2
    assert result.stdout.splitlines() == [f"ERROR {tmp_path / 'bad.yaml'}, line 2: 'seed' must be a whole number, "
                                          "not the text 'x'", "1 scenario: 0 valid, 1 invalid"]


# ----- every hostile input above, as a program: answered within 2 s ------------------------------

def _hostile_file(tmp_path, case: str):
    """The file of one hostile case (a device is itself)."""
    from judge.yamlsrc import MAX_BYTES

    if case.startswith("/dev/"):
        return case
    path = tmp_path / f"{case}.yaml"
    if case == "not-utf8":
        path.write_bytes(HEAD.encode() + "title: Café\n".encode("latin-1"))
        return path
    text = {
        "4301-digit-seed": lambda: f"title: x\nseed: {HUGE}\n" + PLAYERS,
        "4301-digit-life": lambda: HEAD.replace("Alice: {library: 10}", f"Alice: {{library: 10, life: {HUGE}}}"),
        "control-character": lambda: HEAD.replace("{library: 10}", "{library: 1\x010}", 1),
        "66667-plain-lines": lambda: HEAD + "actions:\n" + "  - note: a\n" * 66_662,
        "100k-actions": lambda: HEAD + "actions:\n" + "  - note: a\n" * 100_000,
        "just-over-the-size-bound": lambda: HEAD + "notes: |\n" + "  a\n" * (MAX_BYTES // 4),
        "100000-character-value": lambda: HEAD + "actions:\n  - destroy: " + "x" * 100_000 + "\n",
        "4-lines-unclosed": lambda: "title: x\nplayers:\n  Alice: {library: 10}\n  Bob: {library: 10\n",
        "400-deep-on-line-9": lambda: HEAD + "turn: {}\nstack: []\nchoices: []\nexpect: {}\nactions: " + "[" * 400
        + "]" * 400 + "\n",
        "billion-laughs": lambda: "title: x\n" + "\n".join(billion_laughs) + "\n" + PLAYERS,
    }[case]()
    path.write_text(text, encoding="utf-8")
    return path


HOSTILE = ["4301-digit-seed", "4301-digit-life", "control-character", "not-utf8", "66667-plain-lines",
           "100k-actions", "just-over-the-size-bound", "100000-character-value", "4-lines-unclosed",
           "400-deep-on-line-9", "billion-laughs", "/dev/zero", "/dev/urandom"]


@pytest.mark.parametrize("case", HOSTILE)
def test_hostile_input_is_one_error_line_within_2_seconds(tmp_path, case):
    """Within 2 seconds of processor time (user and system, so a loaded machine does not fail it; a hang still
    fails at the wall-clock timeout)."""
    if case.startswith("/dev/") and not os.path.exists(case):
        pytest.skip(f"no {case} here")
    path = str(_hostile_file(tmp_path, case))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    proc = subprocess.run([sys.executable, "-m", "judge", "run", path], capture_output=True, timeout=60,
                          env=dict(os.environ, PYTHONIOENCODING="utf-8"))
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    assert cpu < 2, cpu
    stderr = proc.stderr.decode("utf-8")
    assert proc.returncode == 2, (proc.returncode, stderr[:500])
    assert "Traceback" not in stderr and proc.stdout == b""
    lines = stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"Error: {path}"), stderr[:500]
    assert len(lines[0]) < 1_200
    if not case.startswith("/dev/"):  # a device has no lines: it is refused before a byte is read
        assert lines[0].startswith(f"Error: {path}, line "), lines[0]
