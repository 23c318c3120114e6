"""Shared helpers for the rule tests: run a tiny scenario and insist its expectations hold."""

from judge import runner, scenario

# A scenario whose one expectation does not hold (exit 1): for the command-line tests.
FAILING = """\
title: An expectation that does not hold
players:
  Alice: {library: 10, life: 20}
  Bob: {}
expect:
  players:
    Alice: {life: 19}
"""


def play(body: str, rules: str = "2026-08-07"):
    """Run a scenario; it must state expectations and every one must hold. Returns the game."""
    result = runner.run(scenario.load("test.yaml", text=f"title: test\nrules: {rules}\n" + body))
    failed = [f"{c.what}: expected {c.expected}, found {c.found}" for c in result.checks if not c.ok]
    assert result.checks, "the test scenario states expectations"
    assert not failed, "\n".join(failed)
    return result.game


def cited(game) -> set[str]:
    """Every rule number the trace cites, as numbered in the game's CR version."""
    return {game.version.number(c) for e in game.log for c in e.cites}


def board(alice: str, bob: str = "", actions: str = "", expect: str = "", extra: str = "") -> str:
    """Alice (active, precombat main of turn 3) and Bob, each with 5 anonymous cards unless a library is given."""
    def library(player: str) -> str:
        return "" if "library:" in player else "    library: 5\n"
    return (f"players:\n  Alice:\n{library(alice)}{alice}\n  Bob:\n{library(bob)}{bob}\n"
            f"turn: {{active: Alice, number: 3, step: precombat main}}\n{extra}"
            f"actions:\n{actions}\nexpect:\n{expect}\n")


def sorcery_card(effect: str, text: str = "Test.") -> str:
    """A scenario's `cards:` section defining Test Sorcery, a {1} sorcery whose only instruction is `effect`."""
    return ("cards:\n  - name: Test Sorcery\n    mana_cost: \"{1}\"\n    types: [Sorcery]\n    abilities:\n"
            f"      - spell: {{}}\n        text: {text}\n        effects:\n          - {effect}\n")
