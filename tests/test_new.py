"""`judge new`: a scenario skeleton that passes `judge validate`."""

from click.testing import CliRunner

from judge import newscenario
from judge.cli import cli
from judge.yamlsrc import load_yaml


def invoke(*args):
    return CliRunner().invoke(cli, list(args))


def test_writes_a_valid_skeleton(tmp_path):
    out = tmp_path / "question.yaml"
    result = invoke("new", "--card", "Urza's Saga", "--card", "Blood Moon", "--card", "Lightning Bolt",
                    "--rules", "2025-04-04", "-o", str(out))
    assert result.exit_code == 0, result.output
    assert f"wrote {out}" in result.output
    data = load_yaml(out.read_text(encoding="utf-8"))
    assert data["title"] == "Urza's Saga, Blood Moon and Lightning Bolt"
    assert data["question"].startswith("What happens to Urza's Saga?")
    assert data["rules"] == "2025-04-04"
    alice = data["players"]["Alice"]
    # 714.3a, 714.2b: a Saga on the battlefield got its first lore counter as it entered, and chapter I resolved
    assert alice["battlefield"] == [{"card": "Urza's Saga", "counters": {"lore": 1}, "resolved chapters": [1]},
                                    "Blood Moon"]
    assert alice["hand"] == ["Lightning Bolt"]  # an instant is never a permanent
    assert list(data["players"]) == ["Alice", "Bob"]
    text = out.read_text(encoding="utf-8")
    assert "# actions:" in text and "# expect:" in text and "#     - no: {sacrificed: Urza's Saga}" in text
    assert invoke("validate", str(out)).exit_code == 0
    assert invoke("run", str(out)).exit_code == 0


def test_refuses_to_overwrite_without_force(tmp_path):
    out = tmp_path / "question.yaml"
    out.write_text("keep me\n", encoding="utf-8")
    result = invoke("new", "--card", "Blood Moon", "-o", str(out))
    assert result.exit_code == 2
    assert "the file exists" in result.output and "--force" in result.output
    assert out.read_text(encoding="utf-8") == "keep me\n"
    assert invoke("new", "--card", "Blood Moon", "-o", str(out), "--force").exit_code == 0
    assert out.read_text(encoding="utf-8").startswith("# A judge scenario")


def test_prints_to_stdout_and_defaults_to_the_newest_rules():
    from judge import versions

    result = invoke("new", "--card", "History of Benalia")
    assert result.exit_code == 0, result.output
    data = load_yaml(result.output)
    assert data["rules"] == versions.NEWEST.isoformat()
    assert data["title"] == "History of Benalia"


def test_repeated_cards_get_ids(tmp_path):
    text = newscenario.skeleton(["Memnite", "Memnite"])
    battlefield = load_yaml(text)["players"]["Alice"]["battlefield"]
    assert [e["id"] for e in battlefield] == ["Memnite 1", "Memnite 2"]
    path = tmp_path / "two.yaml"
    path.write_text(text, encoding="utf-8")
    assert invoke("validate", str(path)).exit_code == 0


def test_an_unknown_card_is_invalid_input(tmp_path):
    out = tmp_path / "q.yaml"
    result = invoke("new", "--card", "Urza's Sage", "-o", str(out))
    assert result.exit_code == 2
    assert "unknown card \"Urza's Sage\"" in result.output or "unknown card 'Urza" in result.output
    assert not out.exists()


def test_a_card_name_that_needs_quotes_is_quoted():
    assert newscenario.scalar("Urza's Saga") == "Urza's Saga"
    assert newscenario.scalar("Circle: of Protection") == '"Circle: of Protection"'
    assert newscenario.scalar("#1 Fan") == '"#1 Fan"'


def test_an_unwritable_path_is_invalid_input(tmp_path):
    result = invoke("new", "--card", "Memnite", "-o", str(tmp_path / "missing" / "q.yaml"))
    assert result.exit_code == 2
    assert "cannot write the file" in result.output
