"""Isolation with scenario-local cards: twelve small scenarios, each with its own local card "Creatures have
<keyword>" (a static `gain_ability`, 613.1f) and a Grizzly Bears expected to have that keyword. Run all of them
in ONE process, one after the other (forward, reversed, a seeded shuffle): each must give byte-identical
output (trace, JSON verdicts and zones, exit code) to the same file run alone in a fresh process, and every
expectation must hold. A module-level cache keyed by `id()` of one scenario's card objects, reused when a
later scenario's objects get the same address, would hand a later Grizzly Bears an earlier scenario's keyword.
"""

from __future__ import annotations

import random
from pathlib import Path

from invariants import fresh_outputs, outputs

KEYWORDS = ("Flying", "Trample", "Vigilance", "Haste", "First strike", "Double strike", "Deathtouch", "Lifelink",
            "Reach", "Defender", "Indestructible", "Menace")

SCENARIO = """title: creatures have {keyword}
rules: 2026-08-07
cards:
  - name: Anthem of {name}
    mana_cost: "{{1}}{{G}}"
    types: [Enchantment]
    abilities:
      - static: {{effect: gain_ability, affected: {{types: [Creature]}}, ability: {keyword}}}
        text: Creatures have {keyword_lower}.
players:
  Alice:
    library: 5
    battlefield: [Anthem of {name}, Grizzly Bears]
  Bob:
    library: 5
turn: {{active: Alice, number: 3, step: precombat main}}
expect:
  objects:
    Grizzly Bears: {{abilities include: ["{keyword}"]}}
"""


def test_613_1f_scenarios_with_local_cards_run_in_one_process_as_each_alone(tmp_path):
    paths = []
    for keyword in KEYWORDS:
        path = tmp_path / f"creatures-have-{keyword.lower().replace(' ', '-')}.yaml"
        path.write_text(SCENARIO.format(keyword=keyword, name=keyword.replace(" ", ""),
                                        keyword_lower=keyword.lower()), encoding="utf-8")
        paths.append(str(path))
    alone = fresh_outputs(paths)
    for path, keyword in zip(paths, KEYWORDS):
        assert alone[path]["exit"] == 0, f"{keyword} alone: {alone[path]}"
    differ = []
    orders = {"forward": paths, "reversed": paths[::-1], "shuffled": random.Random(8).sample(paths, len(paths))}
    for order, listed in orders.items():
        for path in listed:
            together = outputs(path)
            if together != alone[path]:
                failed = [line.strip() for line in together.get("text", "").splitlines() if "✗" in line or
                          "found:" in line]
                differ.append(f"{order}: {Path(path).stem}: exit {together['exit']} in one process, "
                              f"{alone[path]['exit']} alone; " + " ".join(failed))
    assert not differ, "run in one process, scenarios differ from their runs alone:\n" + "\n".join(differ)
