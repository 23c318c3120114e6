"""Card conservation (CR 400.7) in generated scenarios: Hypothesis builds boards of known cards (players,
libraries, hands, permanents with counters, tokens) and a few actions (advance, cast, mutate, play, put
counters, proliferate, resolve, draw, mill, discard, move, destroy, exile, flicker, ...), runs them with the
conservation observer of `tests/invariants.py`, and insists that after every event each owner's cards are the
same cards. Inputs judge rejects as invalid (exit 2: an InputError, an illegal action included) are skipped
with `assume`; the test also insists that most examples did run, with events, so it is not vacuous.
"""

from __future__ import annotations

import json
from collections import Counter

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from invariants import Conservation
from judge import runner, scenario
from judge.cards import CardDB
from judge.errors import InputError

DB = CardDB()
CARDS = sorted(n for n in DB.names() if DB.get(n).name == n)  # each card once, by its own name
PERMANENTS = [n for n in CARDS if {"Instant", "Sorcery"}.isdisjoint(DB.get(n).front.types)]
# Half the cards come from these, so that mutate, merged permanents leaving, copies, tokens, counters, Omens,
# bounce and countering meet often.
FOCUS = ["Gemrazer", "Grizzly Bears", "Memnite", "Lightning Bolt", "Unsummon", "Counterspell", "Remand",
         "Twincast", "Reverberate", "Flicker", "Ephemerate", "History of Benalia", "The Tale of Tamiyo",
         "Twinmaw Stormbrood", "Bloomvine Regent", "Bloodbraid Elf", "Doubling Season", "Rest in Peace",
         "Summon: G.F. Ifrit", "Urza's Saga", "Forest", "Light Up the Stage", "Green Sun's Zenith"]
STEPS = ["upkeep", "draw", "precombat main", "beginning of combat", "postcombat main", "end step"]
ZONES = ["hand", "library", "graveyard", "exile", "battlefield"]
PLAYERS = ["Alice", "Bob", "Cara"]


@st.composite
def scenarios(draw) -> str:
    """A scenario as text (JSON is YAML); each object has an id, `c1`, `c2`, ... (`top` and `base` merge)."""
    n_players = draw(st.sampled_from([2, 2, 3]))
    names = PLAYERS[:n_players]
    OWNER.clear()
    CARD.clear()
    PERMANENT_IDS.clear()
    ids: dict[str, list[str]] = {zone: [] for zone in ZONES}
    players = {}
    counter = [0]

    def entry(zone: str, cards: list[str], battlefield: bool = False):
        counter[0] += 1
        ident = f"c{counter[0]}"
        pool = [c for c in FOCUS if c in cards] if draw(st.booleans()) else cards
        spec: dict = {"card": draw(st.sampled_from(pool)), "id": ident}
        OWNER[ident], CARD[ident] = name, spec["card"]
        if battlefield:
            kinds = draw(st.dictionaries(st.sampled_from(["lore", "+1/+1", "time"]), st.integers(0, 3), max_size=2))
            if kinds:
                spec["counters"] = kinds
            if draw(st.integers(0, 5)) == 0:
                spec["token"] = True
            if draw(st.booleans()):
                spec["entered this turn"] = True
        ids[zone].append(ident)
        return spec

    for name in names:
        spec: dict = {}
        library = draw(st.sampled_from(["unknown", "count", "list"]))
        if library == "count":
            spec["library"] = draw(st.integers(0, 4))
        elif library == "list":
            spec["library"] = [entry("library", CARDS) for _ in range(draw(st.integers(0, 3)))]
        spec["hand"] = [entry("hand", CARDS) for _ in range(draw(st.integers(0, 3)))]
        spec["battlefield"] = [entry("battlefield", PERMANENTS, True) for _ in range(draw(st.integers(0, 3)))]
        if draw(st.booleans()):
            spec["graveyard"] = [entry("graveyard", CARDS) for _ in range(draw(st.integers(1, 2)))]
        players[name] = spec
    merged = draw(st.integers(0, 3)) == 0  # a quarter start by merging two creatures (mutate, 702.140, 730)
    if merged:
        players[names[0]]["hand"].append({"card": "Gemrazer", "id": "top"})
        base = draw(st.sampled_from(["Grizzly Bears", "Memnite"]))
        players[names[0]]["battlefield"].insert(0, {"card": base, "id": "base"})
        ids["battlefield"].insert(0, "base")
        OWNER["top"], OWNER["base"], CARD["top"], CARD["base"] = names[0], names[0], "Gemrazer", base
    every = [i for zone in ZONES for i in ids[zone]] or ["c1"]
    on_battlefield = ids["battlefield"] or every
    PERMANENT_IDS[:] = ids["battlefield"]
    HAND_IDS[:] = ids["hand"]
    in_hand = ids["hand"] or every
    raw = draw(st.lists(st.tuples(st.integers(0, len(ACTIONS) - 1), st.integers(0, 99), st.integers(0, 99)),
                        min_size=1, max_size=6))
    actions = [ACTIONS[kind](pick(in_hand, i), pick(on_battlefield, i), pick(every, i), pick(names, j), j)
               for kind, i, j in raw]
    if merged:
        then = draw(st.sampled_from([{"move": {"object": "base", "to": zone}} for zone in ZONES] + [
            {verb: "base"} for verb in ("destroy", "sacrifice", "exile", "flicker")] + [{"note": "merged"}]))
        actions[:0] = [{"cast": "top", "mutate": "base", "over": draw(st.booleans())}, "resolve", then]
    doc = {
        "title": "generated",
        "rules": draw(st.sampled_from(["2026-08-07", "2026-08-07", "2025-06-06"])),
        "seed": draw(st.integers(0, 3)),
        "players": players,
        "turn": {"active": names[0], "number": 3,
                 "step": "precombat main" if merged else draw(st.sampled_from(STEPS + ["precombat main"] * 4))},
        "actions": actions,
    }
    return json.dumps(doc, indent=1)


def pick(items: list, i: int):
    return items[i % len(items)]


# Each action from (a card in hand, a permanent, any object, a player, a number): cast, play and mutate say
# `illegal: true` so that a refused one (wrong timing, not a land, ...) leaves the run going on.
ACTIONS = (
    lambda hand, perm, obj, p, n: {"advance": pick(STEPS, n)},
    lambda hand, perm, obj, p, n: {"advance": {"to": pick(["upkeep", "precombat main"], n), "turn": "next"}},
    lambda hand, perm, obj, p, n: {"cast": hand, "illegal": True},
    lambda hand, perm, obj, p, n: {"cast": hand, "illegal": True,
                                   **({"as": "omen"} if DB.get(CARD.get(hand, "Memnite")).omen else {})},
    lambda hand, perm, obj, p, n: {"cast": hand, "without paying": True, "illegal": True},
    lambda hand, perm, obj, p, n: mutate(pick(active_hand("Gemrazer") or [hand], n), perm, n),
    lambda hand, perm, obj, p, n: {"cast": pick(active_hand() or [hand], n), "illegal": True},
    lambda hand, perm, obj, p, n: {"play": hand, "illegal": True},
    lambda hand, perm, obj, p, n: {"put counters": {"on": perm, pick(["lore", "+1/+1"], n): 1 + n % 3}},
    lambda hand, perm, obj, p, n: {"remove counters": {"from": perm, "lore": "all"}},
    lambda hand, perm, obj, p, n: {"proliferate": {"by": p}},
    lambda hand, perm, obj, p, n: pick(["resolve", {"resolve": "all"}, {"resolve": "all"}], n),
    lambda hand, perm, obj, p, n: {"resolve": "all"},
    lambda hand, perm, obj, p, n: {"draw": {"player": p, "n": 1 + n % 2}},
    lambda hand, perm, obj, p, n: {"mill": {"player": p, "n": 1 + n % 2}},
    lambda hand, perm, obj, p, n: {"discard": {"player": OWNER.get(hand, p), "card": hand}},
    lambda hand, perm, obj, p, n: {"move": {"object": obj, "to": pick(ZONES, n)}},
    lambda hand, perm, obj, p, n: {pick(["destroy", "sacrifice", "exile", "flicker"], n): perm},
    lambda hand, perm, obj, p, n: {"shuffle": p},
)

OWNER: dict[str, str] = {}  # of the example being drawn: each id's owner and card
CARD: dict[str, str] = {}
PERMANENT_IDS: list[str] = []
HAND_IDS: list[str] = []


def active_hand(card: str | None = None) -> list[str]:
    """The ids of the cards in the active player's hand (that are `card`)."""
    return [i for i in HAND_IDS if OWNER[i] == PLAYERS[0] and card in (None, CARD[i])]


def mutate(card: str, perm: str, n: int) -> dict:
    """Cast a card in hand for its mutate cost onto a permanent its owner owns, if there is one."""
    onto = pick([i for i in PERMANENT_IDS if OWNER[i] == OWNER.get(card)] or [perm], n)
    return {"cast": card, "mutate": onto, "over": n % 2 == 0, "illegal": True}
STATS: Counter = Counter()


@settings(max_examples=120, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow])
@given(scenarios())
def _conservation_holds(text):
    STATS["examples"] += 1
    observer = Conservation()
    try:
        result = runner.run(scenario.load("generated.yaml", text=text), observe=observer)
    except InputError:
        STATS["rejected"] += 1
        assume(False)
    STATS["ran"] += 1
    STATS["events"] += observer.events
    STATS["with events"] += observer.events > 0
    STATS["actions"] += sum(e.kind in ("cast", "moved", "destroyed", "sacrificed", "exiled", "drew", "milled",
                                       "discarded", "counters added", "mutates") for e in result.game.log)
    assert not observer.violations, text + "\n" + "\n".join(observer.violations[:10])


def test_400_7_card_conservation_in_generated_scenarios():
    STATS.clear()
    _conservation_holds()
    # Not vacuous: a good share of the examples ran (judge did not reject them), with events and actions.
    assert STATS["ran"] >= 100, dict(STATS)
    assert STATS["ran"] >= STATS["examples"] // 4, dict(STATS)
    assert STATS["with events"] >= 0.8 * STATS["ran"], dict(STATS)
    assert STATS["actions"] >= STATS["ran"], dict(STATS)
