"""judge's pytest plugin collects scenario files as test items.

The inner pytest runs in a subprocess: an in-process run would drop the engine
modules it imported (pytester restores sys.modules) and mix class generations.
"""

from importlib.metadata import entry_points
from pathlib import Path

pytest_plugins = ["pytester"]

LIBRARY = Path(__file__).resolve().parents[1] / "scenarios"

PASSING = """\
title: Blood Moon makes Urza's Saga a Mountain
players:
  Alice:
    battlefield:
      - card: Urza's Saga
        counters: {lore: 1}
  Bob:
    battlefield: [Blood Moon]
expect:
  objects:
    Urza's Saga: {zone: battlefield, subtypes: [Saga, Mountain]}
"""
FAILING = PASSING.replace("[Saga, Mountain]", "[Saga, Urza's]").replace("zone: battlefield", "zone: graveyard")


def test_the_plugin_is_registered_by_the_package():
    plugins = {ep.name: ep.value for ep in entry_points(group="pytest11")}
    assert plugins.get("judge") == "judge.pytest_plugin"


def test_scenarios_are_collected_and_run(pytester):
    pytester.makefile(".yaml", moon=PASSING)
    pytester.makefile(".yml", other=PASSING)
    result = pytester.runpytest_subprocess("-v")
    result.assert_outcomes(passed=2)
    result.stdout.fnmatch_lines(["*moon.yaml::moon PASSED*", "*other.yml::other PASSED*"])


def test_a_failure_shows_expected_and_found(pytester):
    pytester.makefile(".yaml", moon=FAILING)
    result = pytester.runpytest_subprocess()
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines([
        "*2 of 2 expectations failed*",
        "*✗ Urza's Saga: zone",
        "*expected: graveyard",
        "*found:    battlefield",
        "*✗ Urza's Saga: subtypes",
    ])
    out = result.stdout.str()
    assert "expected: ['Saga', \"Urza's\"]\n      found:    ['Saga', 'Mountain']" in out
    assert "Traceback" not in out


def test_an_invalid_scenario_fails_with_judges_error(pytester):
    pytester.makefile(".yaml", bad=PASSING.replace("counters: {lore: 1}", "countres: {lore: 1}"))
    result = pytester.runpytest_subprocess()
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*Error: *bad.yaml, line 6: unknown key 'countres'*"])


def test_other_yaml_is_not_collected(pytester):
    pytester.makefile(".yaml", ci="title: build\njobs: {test: {runs-on: linux}}\n")
    pytester.makefile(".yaml", players="players: [a, b]\n")
    pytester.makefile(".yaml", nested="config:\n  title: x\n  players: y\n")
    pytester.makefile(".txt", notes=PASSING)
    result = pytester.runpytest_subprocess()
    assert result.ret == 5  # no tests collected


def test_the_library_is_collected_one_item_per_scenario(pytester):
    # Collected only: tests/test_scenario_library.py runs the library once in the suite.
    result = pytester.runpytest_subprocess(str(LIBRARY), "--collect-only", "-q", "-p", "no:cacheprovider")
    files = sorted(LIBRARY.glob("*.yaml"))
    result.stdout.fnmatch_lines([f"*scenarios/{files[0].name}::{files[0].stem}",
                                 f"{len(files)} tests collected*"])


def test_library_scenarios_pass_under_xdist(pytester):
    some = [str(p) for p in sorted(LIBRARY.glob("*.yaml"))[:4]]
    result = pytester.runpytest_subprocess("-n", "2", "-p", "no:cacheprovider", *some)
    result.assert_outcomes(passed=4)
    result.stdout.fnmatch_lines(["*2 workers*"])


def test_a_failing_scenario_fails_under_xdist_with_expected_and_found(pytester):
    pytester.makefile(".yaml", moon=PASSING, broken=FAILING)
    result = pytester.runpytest_subprocess("-n", "2", "-p", "no:cacheprovider")
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(["*✗ Urza's Saga: zone", "*expected: graveyard", "*found:    battlefield"])
