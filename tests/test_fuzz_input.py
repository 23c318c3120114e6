"""Contract, "Command line": whatever the input, exit code 0, 1 or 2 and never a traceback.

Library scenarios, and small scenarios whose `cards:` block holds a built-in card file, are mutated at
random places (a key deleted, a value of another type, an unknown key inserted, a random string where a
name was) and run; an invalid one must give one `Error:` line with file and line.
"""

from __future__ import annotations

from pathlib import Path

import yaml
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge.cli import cli
from judge.yamlsrc import load_yaml

ROOT = Path(__file__).resolve().parents[1]
SCENARIOS = [load_yaml(path.read_text(encoding="utf-8")) for path in sorted((ROOT / "scenarios").glob("*.yaml"))]
CARDS = [load_yaml(path.read_text(encoding="utf-8")) for path in sorted((ROOT / "judge" / "cards").glob("*.yaml"))]
# Inside card definitions, effects, targets and trigger/static specs are the engine's vocabulary
# (judge.cards.vocabulary, judge.game.stack, judge.game.layers validate them): not mutated here.
ENGINE_VOCABULARY = ("effects", "targets", "triggered", "static", "replacement")

OTHER_VALUES = st.one_of(st.none(), st.booleans(), st.integers(-3, 10**12), st.floats(allow_nan=False),
                         st.text(max_size=12), st.lists(st.integers(0, 3), max_size=3),
                         st.dictionaries(st.text(max_size=6), st.integers(0, 3), max_size=2))


def plain(node):
    """The loaded scenario as plain dicts and lists (for yaml.safe_dump), floats back to their text."""
    if isinstance(node, dict):
        return {key: plain(value) for key, value in node.items()}
    if isinstance(node, list):
        return [plain(item) for item in node]
    if isinstance(node, float):
        return node.source if hasattr(node, "source") else node
    return node


def containers(node, found=None, in_card: bool = False) -> list:
    """Every mapping and list in the document, except the engine's vocabulary inside card definitions."""
    found = [] if found is None else found
    if isinstance(node, (dict, list)):
        found.append(node)
        items = node.items() if isinstance(node, dict) else enumerate(node)
        for key, child in items:
            if not (in_card and key in ENGINE_VOCABULARY):
                containers(child, found, in_card or key == "cards")
    return found


def a_scenario(draw) -> dict:
    """A library scenario, or a small one whose `cards:` block holds a built-in card file, in Alice's hand."""
    if draw(st.booleans()):
        return plain(draw(st.sampled_from(SCENARIOS)))
    card = plain(draw(st.sampled_from(CARDS)))
    return {"title": "a scenario-local card", "cards": [card],
            "players": {"Alice": {"library": 5, "hand": [card["name"]]}, "Bob": {}},
            "turn": {"step": "precombat main"}, "actions": [{"cast": card["name"]}, "resolve"]}


@st.composite
def mutated(draw) -> str:
    doc = a_scenario(draw)
    for _ in range(draw(st.integers(1, 3))):
        target = draw(st.sampled_from(containers(doc)))
        keys = list(target) if isinstance(target, dict) else list(range(len(target)))
        how = draw(st.sampled_from(["delete", "retype", "unknown key", "random name"]))
        if how == "unknown key" and isinstance(target, dict):
            target[draw(st.text(min_size=1, max_size=10))] = draw(OTHER_VALUES)
        elif not keys:
            continue
        elif how == "delete":
            del target[draw(st.sampled_from(keys))]
        elif how == "retype":
            target[draw(st.sampled_from(keys))] = draw(OTHER_VALUES)
        else:
            target[draw(st.sampled_from(keys))] = draw(st.text(max_size=20))
    return yaml.safe_dump(doc, allow_unicode=True, sort_keys=False)


@settings(derandomize=True, max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=mutated())
def test_any_mutated_scenario_exits_0_1_or_2_without_traceback(tmp_path_factory, text):
    path = tmp_path_factory.mktemp("fuzz") / "mutated.yaml"
    path.write_text(text, encoding="utf-8")
    assert_answered(CliRunner().invoke(cli, ["run", str(path)]), path, text)


def assert_answered(result, path, text: str) -> None:
    """Exit 0, 1 or 2 and no traceback; invalid input is one `Error:` line naming a line of the file."""
    assert result.exit_code in (0, 1, 2), (result.exit_code, result.output, text)
    assert "Traceback" not in result.output
    if result.exit_code == 2:
        lines = result.stderr.splitlines()
        assert len(lines) == 1 and lines[0].startswith(f"Error: {path}, line "), (result.stderr, text)
        named = int(lines[0][len(f"Error: {path}, line "):].split(":")[0].split(",")[0])
        assert 1 <= named <= max(1, len(text.splitlines())), (result.stderr, text)


YAMLISH = st.text(alphabet=st.sampled_from(list("ab:-[]{},&*!'\"#|>?%@` \t\n\r0x9.\x01\x7f\u00e9\u2028\ufeff")),
                  max_size=80)


@settings(derandomize=True, max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.one_of(st.binary(max_size=80), YAMLISH.map(lambda t: t.encode("utf-8", "surrogatepass"))))
def test_any_bytes_exit_0_1_or_2_without_traceback(tmp_path_factory, data):
    """Arbitrary bytes and YAML punctuation: never a crash; invalid input is one `Error:` line with a line."""
    path = tmp_path_factory.mktemp("bytes") / "random.yaml"
    path.write_bytes(data)
    text = data.decode("utf-8", errors="replace")  # str.splitlines breaks at least where YAML does
    assert_answered(CliRunner().invoke(cli, ["run", str(path)]), path, text)
