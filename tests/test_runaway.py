"""Runaway games stop within 2 s with an error that names the loop: one budget over the whole run
(judge/game/state.py: MAX_STEPS, MAX_RESOLUTIONS, MAX_EVENTS, MAX_CREATED); a mandatory loop would be a
draw (104.4b)."""

import gc
import time

import pytest
from click.testing import CliRunner

from judge.cli import cli
from judge.game.state import MAX_CREATED, MAX_RESOLUTIONS, MAX_STEPS

BREEDER = """title: breeder loop
cards:
  - name: Breeder
    types: [Creature]
    power: 1
    toughness: 1
    abilities:
      - triggered: {event: enters, filter: {types: [Creature]}}
        text: Whenever a creature enters, create a 1/1 Spawn creature token with this ability.
        effects:
          - create_token:
              token:
                name: Spawn
                types: [Creature]
                power: 1
                toughness: 1
                abilities:
                  - triggered: {event: enters, filter: {types: [Creature]}}
                    text: Whenever a creature enters, create a 1/1 Mite creature token.
                    effects:
                      - create_token: {token: {name: Mite, types: [Creature], power: 1, toughness: 1}}
players:
  Alice:
    hand: [Breeder]
  Bob: {}
turn: {active: Alice, step: precombat main}
actions:
  - cast: Breeder
"""
SPAWNER = BREEDER.replace("create a 1/1 Mite creature token.", "gain 1 life.").replace(
    "- create_token: {token: {name: Mite, types: [Creature], power: 1, toughness: 1}}", "- gain_life: {amount: 1}")



def open_loop_text() -> str:
    """Breeder alone: each creature entering makes one more token, whose entering triggers Breeder again."""
    head, _, tail = BREEDER.partition("                abilities:")
    return head.replace(" with this ability", "") + "players:" + tail.partition("players:")[2]


CASES = {
    "tokens whose triggers make more tokens, resolve: all": (
        BREEDER + "  - resolve: all\n", "it keeps triggering abilities of Spawn"),
    "one token each resolution, resolve: all": (
        open_loop_text() + "  - resolve: all\n",
        f"{MAX_RESOLUTIONS:,} resolutions (it keeps resolving ability of Breeder)"),
    "a linear trigger loop, 3,000 separate resolve actions": (
        SPAWNER + "  - resolve\n" * 3000, "it keeps triggering abilities of Spawn"),
    "advance to a step that never begins (no attackers, 508.8)": (
        "title: x\nplayers: {Alice: {}, Bob: {}}\nturn: {step: precombat main}\nactions:\n"
        "  - advance: declare blockers\n", f"{MAX_STEPS:,} turn steps"),
    "create a billion tokens": ("title: x\ncards:\n  - name: Mass Spawn\n    types: [Sorcery]\n    abilities:\n"
                                "      - spell: {}\n        effects: [{create_token: {count: 1000000000, token: "
                                "{name: Spawn, types: [Creature], power: 1, toughness: 1}}}]\n"
                                "players:\n  Alice: {hand: [Mass Spawn]}\n  Bob: {}\n"
                                "turn: {step: precombat main}\nactions:\n  - cast: Mass Spawn\n  - resolve\n",
                                f"at most {MAX_CREATED:,}"),
}


@pytest.mark.parametrize("name", CASES)
def test_104_4b_a_runaway_run_stops_within_2_seconds_naming_the_loop(tmp_path, name):
    text, fragment = CASES[name]
    path = tmp_path / "loop.yaml"
    path.write_text(text, encoding="utf-8")
    gc.collect()  # the garbage of earlier tests is collected before the clock starts, not during this run
    started = time.process_time()
    result = CliRunner().invoke(cli, ["run", str(path)])
    spent = time.process_time() - started
    assert result.exit_code == 2, result.output
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"Error: {path}, line ") and fragment in lines[0], lines
    if fragment.startswith("it keeps"):
        assert "104.4b" in lines[0]
    assert spent < 2.0, f"{name}: {spent:.2f} s"
