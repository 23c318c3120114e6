"""No state survives from one scenario to the next in one process (granted abilities, token faces).

Granted abilities and token faces are parsed once, with the card that carries them (613.1f, 111.4);
nothing is cached by object identity, so a later scenario can never see an earlier one's ability.
"""

from judge import runner, scenario
from judge.cards import KEYWORDS

ANTHEM = """title: granted {kw}
rules: 2026-08-07
cards:
  - name: Anthem {n}
    types: [Enchantment]
    abilities:
      - static: {{effect: gain_ability, affected: {{types: [Creature]}}, ability: {kw}}}
        text: Creatures have {kw}.
  - name: Token Maker {n}
    types: [Sorcery]
    abilities:
      - spell: {{}}
        effects: [{{create_token: {{token: {{name: Beast {n}, types: [Creature], subtypes: [Beast], power: {n},
                   toughness: {n}, abilities: [{kw}]}}}}}}]
players:
  Alice:
    battlefield: [Anthem {n}, Grizzly Bears]
    hand: [Token Maker {n}]
  Bob: {{}}
turn: {{active: Alice, number: 3, step: precombat main}}
actions:
  - cast: Token Maker {n}
  - resolve: 1
expect:
  objects:
    Grizzly Bears: {{abilities include: [{kw}]}}
    Beast {n}: {{power: {n}, abilities include: [{kw}]}}
"""
SIMPLE = [k for k in KEYWORDS if k not in ("Ward", "Mutate", "Cascade", "Rebound", "Read ahead", "Spectacle")]


def _verdicts(text: str) -> list[tuple[str, bool]]:
    result = runner.run(scenario.load("test.yaml", text=text))
    return [(c.what, c.ok) for c in result.checks]


def test_granted_abilities_and_token_faces_do_not_leak_between_scenarios():
    """Twelve scenarios in one process, each granting its own keyword: each passes as it does alone."""
    texts = [ANTHEM.format(kw=kw, n=n) for n, kw in enumerate(SIMPLE[:12], start=1)]
    assert len(texts) == 12
    for _ in range(3):  # repeated rounds let Python reuse the ids of freed objects
        for text in texts:
            verdicts = _verdicts(text)
            assert len(verdicts) == 3 and all(ok for _, ok in verdicts), verdicts
