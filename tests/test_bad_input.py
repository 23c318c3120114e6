"""Invalid input: each rule of the contract gives exactly one line
`Error: <file>, line <N>: <what to change>` on stderr, exit code 2, never a traceback.
An internal error (a bug in judge) gives exit code 3 and a short message; `--debug` shows the traceback.
"""

from __future__ import annotations

import textwrap

import pytest
from click.testing import CliRunner

from judge.cli import cli
from judge.game.state import MAX_STEPS


def run(tmp_path, text: str, *args: str, name: str = "bad.yaml"):
    path = tmp_path / name
    path.write_text(textwrap.dedent(text).lstrip(), encoding="utf-8")
    return path, CliRunner().invoke(cli, ["run", str(path), *args])


def error_line(result, path, line: int | None) -> str:
    """The single `Error:` line, checked against the contract; returns its message part."""
    assert result.exit_code == 2, (result.exit_code, result.output, result.exception)
    assert isinstance(result.exception, SystemExit), result.exception  # handled, not a crash
    assert "Traceback" not in result.output
    assert result.stdout == "", "an invalid scenario prints no trace"
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    prefix = f"Error: {path}, line {line}: " if line is not None else f"Error: {path}"
    assert lines[0].startswith(prefix), lines[0]
    return lines[0][len(prefix):]


PLAYERS = """\
players:
  Alice: {library: 10}
  Bob: {library: 10}
"""


# ----- YAML ------------------------------------------------------------------------------------

def test_malformed_yaml_names_the_line(tmp_path):
    path, result = run(tmp_path, """
        title: x
        players:
          Alice: {life: 20
          Bob: {}
        """)
    message = error_line(result, path, 4)
    assert "malformed YAML" in message


def test_python_object_tag_is_rejected(tmp_path):
    path, result = run(tmp_path, """
        title: !!python/object/apply:os.system ["echo hacked"]
        players: {Alice: {}, Bob: {}}
        """)
    message = error_line(result, path, 1)
    assert "!!python/object/apply:os.system" in message and "not allowed" in message
    assert "hacked" not in result.output


def test_python_name_tag_is_rejected_in_a_nested_place(tmp_path):
    path, result = run(tmp_path, """
        title: x
        players:
          Alice:
            hand:
              - !!python/name:os.system ''
          Bob: {}
        """)
    assert "not allowed" in error_line(result, path, 5)


def test_billion_laughs_aliases_are_refused(tmp_path):
    levels = ["a: &a [x, x, x, x, x, x, x, x, x, x]"]
    for prev, cur in zip("abcdefg", "bcdefgh"):
        levels.append(f"{cur}: &{cur} [" + ", ".join([f"*{prev}"] * 10) + "]")
    path, result = run(tmp_path, "title: x\n" + "\n".join(levels) + "\n" + PLAYERS)
    assert "aliases" in error_line(result, path, 1)


def test_yaml_1_2_no_and_yes_stay_strings(tmp_path):
    """`no:` (an event that must not happen) and `may: yes` depend on YAML 1.2 booleans."""
    path, result = run(tmp_path, """
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


def test_yaml_1_1_booleans_are_plain_words(tmp_path):
    from judge.yamlsrc import load_yaml

    data = load_yaml("a: yes\nno: off\non: [y, n, No, YES]\nt: true\nf: False\nd: 2026-08-07\no: 010\n")
    assert data == {"a": "yes", "no": "off", "on": ["y", "n", "No", "YES"], "t": True, "f": False,
                    "d": "2026-08-07", "o": 10}
    assert str(load_yaml("rule: 702.110")["rule"]) == "702.110"


def test_duplicate_key_names_the_line(tmp_path):
    path, result = run(tmp_path, "title: x\ntitle: y\n" + PLAYERS)
    assert "duplicate key 'title'" in error_line(result, path, 2)


# ----- schema: unknown keys ----------------------------------------------------------------------

def test_unknown_top_level_key(tmp_path):
    path, result = run(tmp_path, "title: x\ncolour: red\n" + PLAYERS)
    message = error_line(result, path, 2)
    assert "unknown key 'colour' in the scenario" in message and "allowed keys" in message


def test_unknown_player_key_suggests_the_right_one(tmp_path):
    path, result = run(tmp_path, """
        title: x
        players:
          Alice:
            lifes: 20
          Bob: {}
        """)
    assert "unknown key 'lifes' in player 'Alice' (did you mean 'life'?)" in error_line(result, path, 4)


def test_unknown_card_entry_key(tmp_path):
    path, result = run(tmp_path, """
        title: x
        players:
          Alice:
            battlefield:
              - card: Grizzly Bears
                counter: {+1/+1: 1}
          Bob: {}
        """)
    assert "unknown key 'counter' in a battlefield card entry" in error_line(result, path, 6)


def test_unknown_turn_key(tmp_path):
    path, result = run(tmp_path, "title: x\n" + PLAYERS + "turn:\n  active: Alice\n  phase: main\n")
    assert "unknown key 'phase' in 'turn'" in error_line(result, path, 7)


def test_unknown_action_option(tmp_path):
    path, result = run(tmp_path, """
        title: x
        players:
          Alice:
            hand: [Grizzly Bears]
          Bob: {}
        turn: {step: precombat main}
        actions:
          - cast: Grizzly Bears
            tragets: [Bob]
        """)
    assert "unknown key 'tragets' in the 'cast' action (did you mean 'targets'?)" in error_line(result, path, 9)


def test_unknown_option_inside_an_action_mapping(tmp_path):
    path, result = run(tmp_path, "title: x\n" + PLAYERS + """\
actions:
  - advance: {to: upkeep, whose: Bob}
""")
    assert "unknown key 'whose' in 'advance'" in error_line(result, path, 6)


def test_unknown_action(tmp_path):
    path, result = run(tmp_path, "title: x\n" + PLAYERS + "actions:\n  - note: hi\n  - resolv: 1\n")
    assert "unknown action 'resolv' (did you mean 'resolve'?)" in error_line(result, path, 7)


def test_two_actions_in_one_item(tmp_path):
    path, result = run(tmp_path, "title: x\n" + PLAYERS + "actions:\n  - resolve: 1\n    advance: upkeep\n")
    assert "one action per list item" in error_line(result, path, 7)


def test_unknown_expectation_key_at_the_top_of_expect(tmp_path):
    path, result = run(tmp_path, "title: x\n" + PLAYERS + "expect:\n  object:\n    Forest: {zone: hand}\n")
    assert "unknown key 'object' in expect (did you mean 'objects'?)" in error_line(result, path, 6)


def test_unknown_expectation_key_for_an_object(tmp_path):
    path, result = run(tmp_path, """
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
        """)
    assert "unknown key 'lore' in expectations for \"Urza's Saga\"" in error_line(result, path, 10)


def test_unknown_expectation_key_for_a_player(tmp_path):
    path, result = run(tmp_path, "title: x\n" + PLAYERS + "expect:\n  players:\n    Alice:\n      lif: 20\n")
    assert "unknown key 'lif' in expectations for player 'Alice'" in error_line(result, path, 8)


def test_unknown_expectation_key_in_a_checkpoint(tmp_path):
    path, result = run(tmp_path, "title: x\n" + PLAYERS + """\
actions:
  - expect:
      players:
        Alice: {hand: 0, graveyard: 0, hands: 1}
""")
    assert "unknown key 'hands'" in error_line(result, path, 8)


def test_unknown_event_kind(tmp_path):
    path, result = run(tmp_path, "title: x\n" + PLAYERS + "expect:\n  events:\n    - sacrified: Forest\n")
    assert "unknown event kind 'sacrified' (did you mean 'sacrificed'?)" in error_line(result, path, 7)


def test_unknown_event_field_under_no(tmp_path):
    """A misspelt field would make `no:` hold vacuously; it is an error instead."""
    path, result = run(tmp_path, "title: x\n" + PLAYERS + """\
expect:
  events:
    - no:
        moved: {objet: Forest, to: graveyard}
""")
    assert "unknown key 'objet' in the 'moved' event" in error_line(result, path, 8)


def test_unknown_player_in_expectations(tmp_path):
    path, result = run(tmp_path, "title: x\n" + PLAYERS + "expect:\n  players:\n    Carol: {life: 20}\n")
    assert "unknown player 'Carol'" in error_line(result, path, 7)


def test_unknown_choice_kind(tmp_path):
    path, result = run(tmp_path, "title: x\n" + PLAYERS + "choices:\n  - read-ahead: 2\n")
    assert "unknown choice 'read-ahead' (did you mean 'read ahead'?)" in error_line(result, path, 6)


# ----- schema: wrong types -----------------------------------------------------------------------

def test_wrong_type_life_twenty(tmp_path):
    path, result = run(tmp_path, """
        title: x
        players:
          Alice:
            life: twenty
          Bob: {}
        """)
    assert "'life' must be a whole number, not the text 'twenty'" in error_line(result, path, 4)


def test_wrong_type_counters_3(tmp_path):
    path, result = run(tmp_path, """
        title: x
        players:
          Alice:
            battlefield:
              - card: Urza's Saga
                counters: 3
          Bob: {}
        """)
    assert "'counters' must be a mapping of counter kind to number" in error_line(result, path, 6)


def test_wrong_type_seed_text(tmp_path):
    path, result = run(tmp_path, 'title: x\nseed: "x"\n' + PLAYERS)
    assert "'seed' must be a whole number, not the text 'x'" in error_line(result, path, 2)


def test_wrong_type_counter_count(tmp_path):
    path, result = run(tmp_path, """
        title: x
        players:
          Alice:
            battlefield:
              - card: Urza's Saga
                counters:
                  lore: two
          Bob: {}
        """)
    assert "'lore' must be a whole number" in error_line(result, path, 7)


def test_wrong_type_rules_date(tmp_path):
    path, result = run(tmp_path, "title: x\nrules: last year\n" + PLAYERS)
    assert "'rules' must be a date YYYY-MM-DD" in error_line(result, path, 2)


def test_wrong_type_in_an_action_option(tmp_path):
    path, result = run(tmp_path, """
        title: x
        players:
          Alice:
            battlefield: [Urza's Saga]
          Bob: {}
        turn: {step: precombat main}
        actions:
          - put counters: {on: Urza's Saga, lore: many}
        """)
    assert "'lore' must be a whole number of lore counters" in error_line(result, path, 8)


def test_wrong_type_in_an_expectation(tmp_path):
    path, result = run(tmp_path, "title: x\n" + PLAYERS + "expect:\n  players:\n    Alice:\n      life: lots\n")
    assert "'life' must be a whole number" in error_line(result, path, 8)


def test_unknown_step(tmp_path):
    path, result = run(tmp_path, "title: x\n" + PLAYERS + "actions:\n  - advance: second breakfast\n")
    assert "unknown step 'second breakfast'" in error_line(result, path, 6)


def test_battlefield_only_key_elsewhere(tmp_path):
    path, result = run(tmp_path, """
        title: x
        players:
          Alice:
            hand:
              - card: Grizzly Bears
                tapped: true
          Bob: {}
        """)
    assert "'tapped' applies only to cards on the battlefield" in error_line(result, path, 6)


def test_duplicate_id(tmp_path):
    path, result = run(tmp_path, """
        title: x
        players:
          Alice:
            battlefield:
              - {card: Grizzly Bears, id: bear}
              - {card: Grizzly Bears, id: bear}
          Bob: {}
        """)
    assert "id 'bear' is already used at line 5" in error_line(result, path, 6)


def test_title_is_required(tmp_path):
    path, result = run(tmp_path, PLAYERS)
    assert "'title' is required" in error_line(result, path, 1)


# ----- cards and names ---------------------------------------------------------------------------

def test_unknown_card_suggests_close_names(tmp_path):
    path, result = run(tmp_path, """
        title: x
        players:
          Alice:
            battlefield: [Urza Saga]
          Bob: {}
        """)
    message = error_line(result, path, 4)
    assert "unknown card 'Urza Saga'" in message and "Urza's Saga" in message


def test_ambiguous_name_lists_matches_and_asks_for_an_id(tmp_path):
    path, result = run(tmp_path, """
        title: x
        players:
          Alice:
            battlefield: [Grizzly Bears, Grizzly Bears]
          Bob: {}
        actions:
          - destroy: Grizzly Bears
        """)
    message = error_line(result, path, 7)
    assert "'Grizzly Bears' is ambiguous" in message
    assert message.count("Grizzly Bears (battlefield)") == 2, "both matches are listed"
    assert "'id'" in message


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


# ----- illegal actions ---------------------------------------------------------------------------

def test_illegal_action_cites_307_1(tmp_path):
    """A sorcery-speed spell while the stack is not empty."""
    path, result = run(tmp_path, """
        title: x
        players:
          Alice:
            hand: [History of Benalia, Grizzly Bears]
          Bob: {}
        turn: {step: precombat main}
        actions:
          - cast: History of Benalia
          - cast: Grizzly Bears
        """)
    message = error_line(result, path, 9)
    assert "illegal action" in message and "CR 307.1" in message and "stack is empty" in message


def test_illegal_action_cites_305_2(tmp_path):
    """Playing two lands in a turn."""
    path, result = run(tmp_path, """
        title: x
        players:
          Alice:
            hand: [Forest, Island]
          Bob: {}
        turn: {step: precombat main}
        actions:
          - play: Forest
          - play: Island
        """)
    message = error_line(result, path, 9)
    assert "already played a land" in message and "CR 305.2" in message


def test_illegal_action_casting_urzas_saga_cites_305_9(tmp_path):
    path, result = run(tmp_path, """
        title: x
        players:
          Alice:
            hand: [Urza's Saga]
          Bob: {}
        turn: {step: precombat main}
        actions:
          - cast: Urza's Saga
        """)
    message = error_line(result, path, 8)
    assert "land" in message and "CR 305.9" in message


def test_illegal_action_marked_illegal_is_an_expectation_not_an_error(tmp_path):
    _, result = run(tmp_path, """
        title: x
        players:
          Alice:
            hand: [History of Benalia, Grizzly Bears]
          Bob: {}
        turn: {step: precombat main}
        actions:
          - cast: History of Benalia
          - cast: Grizzly Bears
            illegal: 307.1
        """)
    assert result.exit_code == 0, result.output
    assert "refused" in result.stdout


# ----- choices -----------------------------------------------------------------------------------

def test_leftover_choice(tmp_path):
    path, result = run(tmp_path, "title: x\n" + PLAYERS + "choices:\n  - read ahead: 2\n")
    message = error_line(result, path, 6)
    assert "'read ahead' was never needed" in message


def test_mismatched_choice_kind_names_both(tmp_path):
    path, result = run(tmp_path, """
        title: x
        players:
          Alice:
            library: 10
            hand: [The Elder Dragon War]
          Bob: {}
        turn: {step: precombat main}
        actions:
          - cast: The Elder Dragon War
          - resolve
        choices:
          - may: yes
        """)
    message = error_line(result, path, 12)
    assert "'may'" in message and "'read ahead'" in message


def test_wrong_value_for_a_choice(tmp_path):
    path, result = run(tmp_path, "title: x\n" + PLAYERS + "choices:\n  - read ahead: first\n")
    assert "choice 'read ahead' takes a chapter number" in error_line(result, path, 6)


def test_strict_missing_choice_names_the_action_line(tmp_path):
    path, result = run(tmp_path, """
        title: x
        players:
          Alice:
            library: 10
            hand: [The Elder Dragon War]
          Bob: {}
        turn: {step: precombat main}
        actions:
          - cast: The Elder Dragon War
          - resolve
        """, "--strict")
    message = error_line(result, path, 10)
    assert "--strict" in message and "read ahead" in message


# ----- loops and rule versions -------------------------------------------------------------------

def test_endless_loop_stops_after_max_steps(tmp_path):
    """With no attackers the declare blockers step never happens (508.8): `advance` can't reach it."""
    path, result = run(tmp_path, """
        title: x
        players:
          Alice: {library: 5}
          Bob: {library: 5}
        turn: {step: precombat main}
        actions:
          - note: nobody attacks
          - advance: declare blockers
        """)
    message = error_line(result, path, 8)
    assert str(MAX_STEPS) in message and "loop" in message


def test_endless_loop_bound_in_the_engine_itself():
    """Driving a Game directly: the documented bound stops `advance` with a LoopError."""
    from judge import runner, scenario
    from judge.errors import LoopError

    loaded = scenario.load("loop.yaml", textwrap.dedent("""
        title: x
        players: {Alice: {library: 5}, Bob: {library: 5}}
        turn: {step: precombat main}
        """))
    game = runner.run(loaded).game
    with pytest.raises(LoopError):
        runner._advance(game, "declare blockers", 1)
    assert len(game.log) > MAX_STEPS // 2


def test_sagas_before_2018_04_27_did_not_exist(tmp_path):
    path, result = run(tmp_path, """
        title: x
        rules: 2018-01-01
        players:
          Alice:
            battlefield: [History of Benalia]
          Bob: {}
        """)
    message = error_line(result, path, 2)
    assert "Sagas did not exist yet" in message and "2018-04-27" in message


def test_rules_option_before_sagas_is_an_error_too(tmp_path):
    path = tmp_path / "saga.yaml"
    path.write_text("title: x\nplayers:\n  Alice:\n    battlefield: [History of Benalia]\n  Bob: {}\n")
    result = CliRunner().invoke(cli, ["run", str(path), "--rules", "2018-01-01"])
    assert result.exit_code == 2
    assert "Sagas did not exist yet" in result.stderr and len(result.stderr.splitlines()) == 1


def test_rules_option_that_is_not_a_date(tmp_path):
    path = tmp_path / "ok.yaml"
    path.write_text("title: x\n" + PLAYERS)
    result = CliRunner().invoke(cli, ["run", str(path), "--rules", "yesterday"])
    assert result.exit_code == 2
    assert result.stderr.splitlines() == ["Error: --rules yesterday: give a date YYYY-MM-DD such as 2026-08-07"]


# ----- files -------------------------------------------------------------------------------------

def test_missing_file(tmp_path):
    path = tmp_path / "nowhere.yaml"
    result = CliRunner().invoke(cli, ["run", str(path)])
    assert result.exit_code == 2
    assert result.stderr.splitlines() == [f"Error: {path}: no such file; check the path"]


def test_not_a_mapping(tmp_path):
    path, result = run(tmp_path, "- just\n- a list\n")
    assert "must be a YAML mapping" in error_line(result, path, 1)


def test_not_utf8(tmp_path):
    path = tmp_path / "latin1.yaml"
    path.write_bytes("title: Café\n".encode("latin-1") + PLAYERS.encode())
    result = CliRunner().invoke(cli, ["run", str(path)])
    assert result.exit_code == 2 and "UTF-8" in result.stderr


# ----- internal errors ---------------------------------------------------------------------------

OK_SCENARIO = "title: fine\n" + PLAYERS


def test_internal_error_exits_3_without_traceback(tmp_path, monkeypatch):
    from judge import runner

    def broken(*args, **kwargs):
        raise ZeroDivisionError("a bug")

    monkeypatch.setattr(runner, "run", broken)
    path, result = run(tmp_path, OK_SCENARIO)
    assert result.exit_code == 3
    assert "Traceback" not in result.output
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"Error: {path}: internal error")
    assert "ZeroDivisionError" in lines[0] and "--debug" in lines[0]


def test_rendering_error_exits_3_without_traceback(tmp_path, monkeypatch):
    from judge import render

    def broken(result):
        raise KeyError("column")

    monkeypatch.setattr(render, "text", broken)
    monkeypatch.setattr(render, "as_json", broken)
    for fmt in ("text", "json"):
        path, result = run(tmp_path, OK_SCENARIO, "--format", fmt)
        assert result.exit_code == 3, fmt
        assert "Traceback" not in result.output
        assert len(result.stderr.splitlines()) == 1 and "internal error" in result.stderr
        assert result.stdout == ""


def test_debug_shows_the_traceback_of_an_internal_error(tmp_path, monkeypatch):
    from judge import runner

    def broken(*args, **kwargs):
        raise ZeroDivisionError("a bug")

    monkeypatch.setattr(runner, "run", broken)
    _, result = run(tmp_path, OK_SCENARIO, "--debug")
    assert result.exit_code == 3
    assert "Traceback" in result.stderr and "ZeroDivisionError: a bug" in result.stderr


def test_check_reports_each_invalid_file_and_exits_2(tmp_path):
    (tmp_path / "a-good.yaml").write_text(OK_SCENARIO)
    (tmp_path / "b-bad.yaml").write_text("title: x\nplayers:\n  Alice: {life: twenty}\n  Bob: {}\n")
    result = CliRunner().invoke(cli, ["check", str(tmp_path)])
    assert result.exit_code == 2
    lines = result.stdout.splitlines()
    assert lines[0].startswith("PASS")
    assert lines[1] == f"ERROR {tmp_path / 'b-bad.yaml'}, line 3: 'life' must be a whole number, not the text 'twenty'"
    assert lines[-1] == "2 scenarios: 1 passed, 0 failed, 1 error"


def test_validate_reports_an_error_line_and_exits_2(tmp_path):
    (tmp_path / "bad.yaml").write_text("title: x\nseed: x\n" + PLAYERS)
    result = CliRunner().invoke(cli, ["validate", str(tmp_path / "bad.yaml")])
    assert result.exit_code == 2
    assert result.stderr.splitlines() == [f"Error: {tmp_path / 'bad.yaml'}, line 2: 'seed' must be a whole number, "
                                          "not the text 'x'"]
