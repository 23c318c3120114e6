"""Card files are checked, not trusted (issue 10 §4): an unknown key anywhere in a card definition is an
InputError naming the card, the line and the key (with the closest allowed name); no card definition can
reach an internal error (exit 3): each is either working behaviour or a one-line load error."""

from __future__ import annotations

import copy
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from helpers import board, play
from judge import render_events, runner, scenario
from judge.cards import parse_card
from judge.cards.vocabulary import (
    CHOOSE_KEYS, DURATIONS, EFFECTS, EXACTLY_ONE_OF, PARAMETER_SHAPES, PHASE_NAMES, PLAYERS, REPEAT_CONDITIONS,
    SKIPPABLE, STATIC_KEYS, STEP_NAMES, TRIGGER_KEYS,
)
from judge.errors import InputError
from judge.game import replacement, turns
from judge.yamlsrc import load_yaml


def refusal(abilities: str, name: str = "probe.yaml") -> InputError:
    """The error loading a card file whose `abilities:` are the YAML lines given (indented by two)."""
    text = "name: Probe\ntypes: [Sorcery]\nabilities:\n" + "".join(f"  {line}\n" for line in abilities.splitlines())
    with pytest.raises(InputError) as refused:
        parse_card(load_yaml(text), name)
    return refused.value


# ----- unknown keys: each names the card file, the line and the key, with the closest allowed name ---------

@pytest.mark.parametrize("abilities, line, fragments", [
    ("- triggered: {event: attacks, slef: true}", 4,
     ("unknown key 'slef' of a triggered ability on 'attacks'", "did you mean 'self'?")),
    ("- triggered: {event: enters, self: true}\n  effects: [{draw: {}}]\n- triggered: {event: dies, filtr: {}}", 6,
     ("unknown key 'filtr'", "did you mean 'filter'?")),
    ("- static: {effect: modify_pt, power: 1, tougness: 1}", 4, ("unknown key 'tougness'", "'toughness'")),
    ("- replacement: {effect: prevent_counters, player: true}", 4, ("unknown key 'player'", "'players'")),
    ("- activated: {mana: '{1}', tapp: true}", 4, ("unknown key 'tapp' of the cost", "did you mean 'tap'?")),
    ("- keyword: Ward\n  cost: {mana: '{1}', lifee: 2}", 5, ("unknown key 'lifee' of the cost", "'life'")),
    ("- spell: {}\n  targets: [{filter: {types: [Creature]}, upto: true}]", 5,
     ("unknown key 'upto' of a target", "did you mean 'up to'?")),
    ("- spell: {}\n  targets: [{filter: {typs: [Creature]}}]", 5,
     ("unknown filter key 'typs'", "did you mean 'types'?")),
    ("- spell: {}\n  effects:\n    - create_token:\n        token: {name: T, types: [Creature], powr: 1}", 7,
     ("unknown card key 'powr'", "did you mean 'power'?")),
    ("- spell: {}\n  effects:\n    - choose_modes:\n        modes:\n          - {text: a, efects: []}", 8,
     ("unknown key 'efects' of a mode",)),
    ("- spell: {}\n  effects: [{exile: {choose: {zone: graveyard, fitler: {}}}}]", 5,
     ("unknown key 'fitler' of 'choose' of 'exile'", "did you mean 'filter'?")),
    ("- spell: {}\n  effects: [{draw: {count: {countt: {types: [Land]}}}}]", 5,
     ("'count' of 'draw' is an amount", "did you mean 'count'?")),
    ("- spell: {}\n  effects: [{search: {split: [{to: hand, taped: true}]}}]", 5,
     ("unknown key 'taped' of a part of 'split' of 'search'", "'tapped'")),
    ("- spell: {}\n  effects:\n    - gain_ability:\n        self: true\n"
     "        ability: {triggered: {event: cast, bye: you}}", 8,
     ("unknown key 'bye' of a triggered ability on 'cast'", "did you mean 'by'?")),
    ("- static: {effect: may_cast_from, zone: graveyard, if cast this way: {gain_abilty: Haste}}", 4,
     ("unknown key 'gain_abilty' of 'if cast this way'", "did you mean 'gain_ability'?")),
], ids=["trigger-option", "trigger-of-a-later-ability", "static-spec", "replacement-spec", "activated-cost",
        "keyword-cost", "target-spec", "filter", "token-spec", "mode", "choose", "amount", "search-split",
        "granted-ability", "if-cast-this-way"])
def test_an_unknown_key_anywhere_names_the_card_file_the_line_and_the_closest_key(abilities, line, fragments):
    refused = refusal(abilities)
    assert refused.line == line
    assert refused.message.startswith("probe.yaml, Probe")
    for fragment in fragments:
        assert fragment in refused.message


@pytest.mark.parametrize("abilities, key", [
    ("- static: {effect: may_look_at_top}\n  text: t\n  effects: [{draw: {}}]", "effects"),
    ("- spell: {}\n  sorcery speed: true", "sorcery speed"),
    ("- triggered: {event: enters, self: true}\n  cost: {mana: '{1}'}", "cost"),
], ids=["effects-of-a-static-ability", "sorcery-speed-of-a-spell", "cost-of-a-triggered-ability"])
def test_a_key_another_kind_of_ability_takes_is_refused_where_it_would_be_ignored(abilities, key):
    assert f"unknown ability key {key!r}" in refusal(abilities).message


def test_an_unknown_key_of_a_back_face_names_that_face():
    text = "name: Front\ntypes: [Enchantment]\nback:\n  name: Back\n  types: [Creature]\n  abilites: []\n"
    with pytest.raises(InputError) as refused:
        parse_card(load_yaml(text), "front.yaml")
    assert refused.value.line == 6
    assert "front.yaml, Back: unknown card key 'abilites' (did you mean 'abilities'?)" in refused.value.message


# ----- durations: only those the engine ends ------------------------------------------------------------

def test_610_3_a_duration_the_engine_does_not_end_is_refused():
    refused = refusal("- spell: {}\n  effects: [{modify_pt: {self: true, power: 1, until: your next upkeep}}]")
    assert "'until' of 'modify_pt' (a duration the engine ends) must be one of 'end of turn'" in refused.message
    assert refused.line == 5


def test_611_2a_every_duration_the_engine_ends_is_accepted_where_until_is():
    for duration in DURATIONS:
        text = ("name: Probe\ntypes: [Sorcery]\nabilities:\n  - spell: {}\n"
                f"    effects: [{{modify_pt: {{self: true, power: 1, until: {duration}}}}}]\n")
        assert parse_card(load_yaml(text), "probe.yaml").name == "Probe"


# ----- the words the vocabulary holds are those the engine knows -------------------------------------------

def test_step_phase_and_skip_words_are_the_engines():
    assert STEP_NAMES == turns.STEPS
    assert set(PHASE_NAMES) == set(turns.PHASE_STEPS)
    assert set(SKIPPABLE) == set(replacement.SKIPPABLE) | {"choice"}


# ----- the defects found: each is working behaviour or a one-line load error -----------------------------

def test_draw_with_an_if_is_refused_not_drawn_unconditionally():
    refused = refusal("- spell: {}\n  effects: [{draw: {if: you control a creature}}]")
    assert "unknown parameter 'if' of 'draw'" in refused.message


ATTACK_CARDS = """cards:
  - name: Rally Probe
    types: [Enchantment]
    abilities:
      - triggered: {event: attacks, filter: {subtypes: [Bear], controller: you}}
        text: Whenever a Bear you control attacks, you gain 1 life.
        effects: [{gain_life: {amount: 1}}]
"""


def test_508_3a_an_attacks_trigger_with_a_filter_triggers_for_each_matching_attacker_only():
    play(board("    battlefield: [Rally Probe, Grizzly Bears, Memnite]", extra=ATTACK_CARDS,
               actions="  - attack: [Grizzly Bears, Memnite]\n  - resolve",
               expect="  players:\n    Alice: {life: 21}"))


def test_508_3a_an_attacks_trigger_with_a_filter_does_not_trigger_for_its_own_source_unless_it_matches():
    play(board("    battlefield: [Rally Probe, Memnite]", extra=ATTACK_CARDS,
               actions="  - attack: [Memnite]",
               expect="  players:\n    Alice: {life: 20}\n  stack: []"))


def test_205_1a_become_with_base_pt_sets_base_power_and_toughness_in_layer_7b():
    cards = """cards:
  - name: Animate Probe
    types: [Sorcery]
    abilities:
      - spell: {}
        text: Until end of turn, target land becomes a 3/3 Elemental creature. It's still a land.
        targets: [{filter: {types: [Land]}}]
        effects:
          - become: {target: 1, types: [Creature, Land], subtypes: [Elemental], base pt: 3/3, until: end of turn}
"""
    game = play(board("    battlefield: [Forest]\n    hand: [Animate Probe]", extra=cards,
                      actions="  - cast: Animate Probe\n    targets: [Forest]\n  - resolve",
                      expect="  objects:\n    Forest: {types: [Creature, Land], power: 3, toughness: 3}"))
    assert any("becomes 3/3 Elemental Creature Land" in render_events.text(e, game.version) for e in game.log)


def test_become_without_abilities_keeps_the_objects_own():
    cards = """cards:
  - name: Animate Probe
    types: [Sorcery]
    abilities:
      - spell: {}
        targets: [{filter: {types: [Land]}}]
        effects: [{become: {target: 1, types: [Artifact, Land]}}]
"""
    play(board("    battlefield: [Forest]\n    hand: [Animate Probe]", extra=cards,
               actions="  - cast: Animate Probe\n    targets: [Forest]\n  - resolve",
               expect="  objects:\n    Forest: {types: [Artifact, Land], abilities include: ['{T}: Add {G}.']}"))


def test_701_13a_exile_a_permanent_chosen_on_the_battlefield_not_targeted():
    cards = """cards:
  - name: Offering Probe
    types: [Sorcery]
    abilities:
      - spell: {}
        text: Exile a creature you control.
        effects: [{exile: {choose: {zone: battlefield, filter: {types: [Creature]}}}}]
"""
    play(board("    battlefield: [Grizzly Bears, Forest]\n    hand: [Offering Probe]", "    battlefield: [Memnite]",
               extra=cards, actions="  - cast: Offering Probe\n  - resolve",
               expect="  objects:\n    Grizzly Bears: {zone: exile}\n    Forest: {zone: battlefield}\n"
                      "    Memnite: {zone: battlefield}"))


def test_701_14a_this_creature_fights_target_creature():
    cards = """cards:
  - name: Brawler Probe
    types: [Creature]
    power: 3
    toughness: 3
    abilities:
      - activated: {}
        text: "This creature fights target creature."
        targets: [{filter: {types: [Creature], other: true}}]
        effects: [{fight: {self: true, with: 1}}]
"""
    play(board("    battlefield: [Brawler Probe]", "    battlefield: [Grizzly Bears]", extra=cards,
               actions="  - activate: Brawler Probe\n    targets: [Grizzly Bears]\n  - resolve",
               expect="  objects:\n    Grizzly Bears: {zone: graveyard}\n    Brawler Probe: {zone: battlefield}"))


@pytest.mark.parametrize("effect, fragment", [
    ("roll_die: {sides: 0}", "'sides' of 'roll_die' must be a whole number, 1 or more, not the number 0"),
    ("sacrifice: {count: -1}", "'count' of 'sacrifice' must be a whole number, 1 or more"),
    ("skip: {what: upkeep}", "'what' of 'skip' must be one of 'draw step', 'main phase', 'combat phase', 'choice'"),
    ("exile: {zone: hand}", "'zone' of 'exile' must be one of 'graveyard'"),
    ("gain_ability: {self: true}", "'gain_ability' needs exactly one of 'ability' or 'abilities', not neither"),
    ("add_mana: {}", "'add_mana' needs exactly one of 'mana' or 'any color', not neither"),
    ("remove_counters: {self: true, kind: {choice: [lore]}}", "'kind' of 'remove_counters' must be a word"),
    ("damage: {amount: 1, to: each creatures}", "'to' of 'damage' must be a player reference"),
], ids=["die-without-sides", "sacrifice-negative", "skip-a-step-it-cannot", "exile-a-zone-it-cannot",
        "gain-nothing", "add-no-mana", "counter-choice-it-cannot", "damage-to-nobody"])
def test_a_value_whose_handler_would_fail_is_refused_at_load(effect, fragment):
    """Values the engine cannot act on: each ended in an internal error, or was silently ignored."""
    assert fragment in refusal(f"- spell: {{}}\n  effects: [{{{effect}}}]").message


X_CARDS = """cards:
  - name: Culling Probe
    types: [Sorcery]
    mana_cost: "{X}{B}"
    abilities:
      - spell: {}
        text: Destroy target creature with mana value X or less.
        targets: [{filter: {types: [Creature], mana value at most: X}}]
        effects: [{destroy: {target: 1}}]
"""


def test_107_3a_x_in_a_target_filter_is_the_x_the_spell_was_cast_with():
    play(board("    battlefield: [Swamp, Swamp]\n    hand: [Culling Probe]", "    battlefield: [Memnite]",
               extra=X_CARDS, actions="  - cast: Culling Probe\n    x: 1\n    targets: [Memnite]\n  - resolve",
               expect="  objects:\n    Memnite: {zone: graveyard}"))


def test_107_3a_a_creature_of_greater_mana_value_than_x_is_not_a_legal_target():
    play(board("    battlefield: [Swamp, Swamp]\n    hand: [Culling Probe]", "    battlefield: [Grizzly Bears]",
               extra=X_CARDS, actions="  - cast: Culling Probe\n    x: 1\n    targets: [Grizzly Bears]\n"
                                      "    illegal: 115.1",
               expect="  objects:\n    Grizzly Bears: {zone: battlefield}"))


def test_fight_target_self_is_refused_with_the_way_to_say_it():
    refused = refusal("- spell: {}\n  effects: [{fight: {target: self, with: 1}}]")
    assert "(the object itself is 'self: true')" in refused.message


def test_fight_needs_exactly_one_fighter_besides_with():
    assert "'fight' needs exactly one of 'target' or 'self', not both" in refusal(
        "- spell: {}\n  effects: [{fight: {target: 1, self: true, with: 1}}]").message


# ----- every effect, static kind and trigger event in its smallest form: a result, never an internal error -------

MINIMAL_KIND_VALUES: dict[str, Any] = {
    "target number": 1, "flag": True, "filter": {}, "player": "you", "amount": 1, "number": 1,
    "effects": [{"draw": {}}], "modes": [{"text": "a", "effects": [{"draw": {}}]}], "text": "a",
    "duration": "end of turn", "token": {"name": "Soldier", "types": ["Creature"], "power": 1, "toughness": 1},
    "ability": "Flying", "abilities": ["Haste"], "mana": "{R}", "counter kind": "+1/+1", "recipient": 1,
    "mapping": {}, "list": [],
    "trigger": {"event": "beginning of", "step": "end step"}}
MINIMAL_VALUES: dict[tuple[str, str], Any] = {
    ("exile", "choose"): {"zone": "battlefield", "filter": {"types": ["Creature"]}},
    ("add_phases", "phases"): ["combat"], ("repeat", "while"): REPEAT_CONDITIONS[0],
    ("put_counters", "kind"): "+1/+1", ("remove_counters", "kind"): "lore", ("become", "types"): ["Creature"],
    ("if", "condition"): {"you control": {"types": ["Creature"]}}}


def minimal_value(name: str, key: str) -> Any:
    shape = PARAMETER_SHAPES.get((name, key))
    if (name, key) in MINIMAL_VALUES:
        return MINIMAL_VALUES[name, key]
    return shape[0] if isinstance(shape, tuple) else MINIMAL_KIND_VALUES[EFFECTS[name].params[key]]


def outcome(text: str) -> str:
    """'ok' or 'refused' (an InputError, exit 2); any other exception is an internal error and fails the test."""
    try:
        runner.run(scenario.load("probe.yaml", text=text))
    except InputError:
        return "refused"
    return "ok"


def probe_scenario(cards: list[dict], alice: dict, actions: list[Any]) -> str:
    return yaml.safe_dump({
        "title": "probe", "rules": "2026-08-07", "cards": cards,
        "players": {"Alice": {"library": 5, "graveyard": ["Lightning Bolt"], **alice},
                    "Bob": {"library": 5, "battlefield": ["Memnite"], "hand": ["Island"]}},
        "turn": {"active": "Alice", "number": 3, "step": "precombat main"},
        "actions": [*actions, {"attack": ["Grizzly Bears"]}, {"advance": "end step"}]}, sort_keys=False)


@pytest.mark.parametrize("holder", ["spell", "activated"])
@pytest.mark.parametrize("name", sorted(EFFECTS))
def test_each_effect_with_only_the_parameters_it_needs_resolves_or_is_refused(name, holder):
    spec = EFFECTS[name]
    params = {key: minimal_value(name, key) for key in (*spec.required, *EXACTLY_ONE_OF.get(name, ())[:1])}
    targeting = any(kind == "target number" for key, kind in spec.params.items() if key in params)
    ability = {holder: {}, "text": "probe", "effects": [{name: params or None}],
               **({"targets": [{"filter": {"types": ["Creature"]}}]} if targeting else {})}
    probe = {"name": "Probe", "types": ["Sorcery"] if holder == "spell" else ["Creature"], "abilities": [ability]}
    if holder == "spell":
        alice = {"hand": ["Probe"], "battlefield": ["Grizzly Bears", "Forest"]}
    else:
        probe |= {"power": 2, "toughness": 2}
        alice = {"battlefield": ["Probe", "Grizzly Bears", "Forest"]}
    act = {"cast" if holder == "spell" else "activate": "Probe"} | ({"targets": ["Memnite"]} if targeting else {})
    assert outcome(probe_scenario([probe], alice, [act, "resolve"])) in ("ok", "refused")


STATIC_MINIMUM: dict[str, dict[str, Any]] = {
    "set_land_subtype": {"subtype": "Mountain"}, "add_types": {"types": ["Creature"]},
    "set_base_pt": {"power": 1, "toughness": 1}, "gain_ability": {"ability": "Flying"},
    "set_characteristics": {"types": ["Creature"]}}


@pytest.mark.parametrize("holder", ["static", "replacement"])
@pytest.mark.parametrize("kind", sorted(STATIC_KEYS))
def test_each_static_kind_in_its_smallest_form_applies_through_a_turn(kind, holder):
    watcher = {"name": "Watcher", "types": ["Enchantment", "Creature"], "power": 1, "toughness": 1,
               "abilities": [{holder: {"effect": kind, **STATIC_MINIMUM.get(kind, {})}, "text": "probe"}]}
    text = probe_scenario([watcher], {"battlefield": ["Watcher", "Grizzly Bears", "Forest"]}, [])
    assert outcome(text) == "ok"


@pytest.mark.parametrize("event", sorted(TRIGGER_KEYS))
def test_each_trigger_event_in_its_smallest_form_triggers_or_waits_through_a_turn(event):
    trigger = {"event": event, **({"step": "end step"} if event == "beginning of" else {})}
    watcher = {"name": "Watcher", "types": ["Enchantment", "Creature"], "power": 1, "toughness": 1,
               "abilities": [{"triggered": trigger, "text": "probe", "effects": [{"gain_life": {"amount": 1}}]}]}
    text = probe_scenario([watcher], {"battlefield": ["Watcher", "Grizzly Bears", "Forest"], "hand": ["Memnite"]},
                          [{"cast": "Memnite"}, "resolve"])
    assert outcome(text) == "ok"


# ----- generated card definitions: loading and resolving never reaches an internal error -----------------

TARGET_SPECS = [{"filter": {"types": ["Creature"]}}, {"any target": True}, {"player": True},
                {"zone": "graveyard", "up to": True}, {"zone": "stack"}]
FILTERS = st.sampled_from([{}, {"types": ["Creature"]}, {"controller": "you"}, {"not types": ["Land"]},
                           {"any of": [{"types": ["Land"]}, {"tapped": True}]}, {"mana value at most": "X"}])
AMOUNTS = st.sampled_from([0, 1, 2, "X", {"counters": "lore"}, {"count": {"types": ["Land"]}},
                           {"mana value": "self"}, {"discarded": True}, {"total mana value": {"types": ["Land"]}},
                           {"plus": [1, {"opponents": True}]}, {"half": {"life": "you"}, "rounded": "up"},
                           {"devotion": "G"}, {"greatest power": {}}, {"cards in graveyard": "you", "filter": {}}])
SIMPLE_EFFECTS = st.sampled_from([[{"draw": {}}], [{"gain_life": {"amount": 1}}], [], [{"tap": {"target": 1}}]])
TOKEN = {"name": "Soldier", "types": ["Creature"], "subtypes": ["Soldier"], "power": 1, "toughness": 1}


def _words(name: str, key: str) -> Any:
    shape = PARAMETER_SHAPES.get((name, key))
    return st.sampled_from(shape) if isinstance(shape, tuple) else None


KIND_VALUES: dict[str, Any] = {
    "target number": st.just(1), "flag": st.booleans(), "filter": FILTERS,
    "player": st.sampled_from([*PLAYERS, "target 1", "owner of target 1"]), "amount": AMOUNTS,
    "number": st.integers(0, 3), "effects": SIMPLE_EFFECTS,
    "modes": st.just([{"text": "a", "effects": [{"draw": {}}]}, {"effects": [{"gain_life": {"amount": 1}}]}]),
    "text": st.just("a"), "duration": st.sampled_from(sorted(DURATIONS)), "token": st.just(TOKEN),
    "ability": st.sampled_from(["Flying", {"triggered": {"event": "dies", "self": True},
                                           "effects": [{"draw": {}}]}]),
    "abilities": st.sampled_from([[], ["Haste"]]), "mana": st.sampled_from(["{R}", "{2}{G}"]),
    "counter kind": st.sampled_from(["+1/+1", "lore", {"choice": ["+1/+1", "lore"]}]),
    "recipient": st.sampled_from([1, "you", "each opponent", "each creature and each opponent"]),
    "trigger": st.sampled_from([{"event": "beginning of", "step": "end step"},
                                {"event": "beginning of", "step": "upkeep", "whose": "you"},
                                {"event": "cast", "by": "you", "filter": {"types": ["Creature"]}},
                                {"event": "dies", "filter": {"types": ["Creature"]}}]),
}
SPECIAL_VALUES = {
    ("exile", "choose"): st.fixed_dictionaries({}, optional={"zone": st.sampled_from(CHOOSE_KEYS["zone"]),
                                                             "whose": st.sampled_from(PLAYERS), "filter": FILTERS}),
    ("search", "split"): st.just([{"to": "battlefield", "tapped": True}, {"to": "hand"}]),
    ("reflexive", "targets"): st.lists(st.sampled_from(TARGET_SPECS), max_size=1),
    ("add_phases", "phases"): st.lists(st.sampled_from(PHASE_NAMES), min_size=1, max_size=2),
    **{(name, "choose"): st.fixed_dictionaries({}, optional={"zone": st.sampled_from(CHOOSE_KEYS["zone"]),
                                                             "whose": st.sampled_from(PLAYERS), "filter": FILTERS})
       for name in ("shuffle_into_library", "destroy")},
    ("put_onto_battlefield", "counters"): st.just({"kind": "+1/+1", "amount": 1, "if": {"types": ["Creature"]}}),
    ("set_base_pt", "base pt"): st.just("4/4"),
    ("repeat", "while"): st.sampled_from(REPEAT_CONDITIONS), ("become", "base pt"): st.sampled_from(
        ["3/3", "mana value"]),
    ("become", "types"): st.just(["Creature"]), ("become", "subtypes"): st.just(["Elemental"]),
    ("roll_die", "sides"): st.integers(-1, 6), ("ward", "mana"): st.just("{1}"),
    ("put_counters", "kind"): st.sampled_from(["+1/+1", "lore"]), ("remove_counters", "kind"): st.just("lore"),
    ("create_token_copy", "add types"): st.just(["Artifact"]),
    ("create_token_copy", "add subtypes"): st.just(["Mutant"]),
    ("delayed_trigger", "targets"): st.lists(st.sampled_from(TARGET_SPECS), max_size=1),
    ("if", "condition"): st.sampled_from([{"you control": {"types": ["Creature"]}}, {"not": {"in your graveyard": {}}},
                                          {"amount": {"life": "you"}, "at least": 10}]),
}
# Cards chosen from a player's own zone (put_onto_battlefield, return_to_hand: `choose`; return_to_hand
# choice is one of them).
SPECIAL_VALUES.update({(name, "choose"): st.fixed_dictionaries(
    {"zone": st.sampled_from(["graveyard", "hand", "hand or graveyard"])},
    optional={"whose": st.sampled_from(PLAYERS), "filter": FILTERS, "count": st.sampled_from([1, 2, "all"]),
              "up to": st.booleans(), "greatest power": st.booleans(), "each": st.booleans()})
    for name in ("put_onto_battlefield", "return_to_hand")})
SPECIAL_VALUES[("become", "supertypes")] = st.just(["Legendary"])
SPECIAL_VALUES.update({  # the mapping of may_cast_from's replacement
    ("may_cast_from", "if cast this way"): st.just({"replacement": "graveyard_to_exile"}),
})


@st.composite
def effect(draw, depth: int = 0) -> dict:
    """One effect of the vocabulary with some of its parameters; nested effects one level deep."""
    name = draw(st.sampled_from(sorted(EFFECTS)))
    spec = EFFECTS[name]
    keys = draw(st.lists(st.sampled_from(sorted(spec.params)), unique=True, max_size=3)) if spec.params else []
    one_of = EXACTLY_ONE_OF.get(name, ())
    if one_of and not set(keys) & set(one_of):
        keys.append(draw(st.sampled_from(one_of)))
    params = {}
    for key in sorted(set(keys) | set(spec.required)):
        strategy = SPECIAL_VALUES.get((name, key), _words(name, key))
        if spec.params[key] == "effects" and depth == 0:
            strategy = st.lists(effect(depth=1), max_size=2)
        params[key] = draw(KIND_VALUES[spec.params[key]] if strategy is None else strategy)
    return {name: copy.deepcopy(params) or None}


@st.composite
def ability(draw) -> tuple[dict, bool]:
    """An ability for a card and whether it is a spell's (else a permanent's activated ability)."""
    spell = draw(st.booleans())
    body = {"text": "probe", "effects": draw(st.lists(effect(), min_size=1, max_size=2))}
    if draw(st.booleans()):
        body["targets"] = [draw(st.sampled_from(TARGET_SPECS))]
    return ({"spell": {}} if spell else {"activated": {}}) | body, spell


@st.composite
def permanent_ability(draw) -> dict:
    """A triggered or static ability of the vocabulary's trigger events and static kinds."""
    if draw(st.booleans()):
        event = draw(st.sampled_from(sorted(TRIGGER_KEYS)))
        spec: dict[str, Any] = {"event": event}
        for key, shape in TRIGGER_KEYS[event].items():
            if draw(st.booleans()) or key == "step":
                spec[key] = draw(st.sampled_from(shape) if isinstance(shape, tuple) else
                                 FILTERS if shape == "filter" else st.booleans())
        return {"triggered": spec, "effects": [{"gain_life": {"amount": 1}}]}
    kind = draw(st.sampled_from(sorted(STATIC_KEYS)))
    spec = {"effect": kind}
    for key, shape in STATIC_KEYS[kind].items():
        if draw(st.booleans()) or key in ("subtype", "types"):
            spec[key] = draw({"filter": FILTERS, "word": st.just("Mountain"), "words": st.just(["Creature"]),
                              "number": st.integers(0, 3), "positive number": st.integers(1, 2),
                              "flag": st.booleans(), "static amount": st.sampled_from([1, {"count": {}}]),
                              "ability": st.just("Flying"), "abilities": st.just(["Haste"]),
                              "if cast this way": st.just({"gain_ability": "Haste", "until": "end of turn"}),
                              }.get(shape, st.sampled_from(shape) if isinstance(shape, tuple) else st.none()))
    if ("power" in spec) != ("toughness" in spec) or "base pt" in spec and "power" in spec:
        spec.pop("base pt", None)
        spec["power"] = spec["toughness"] = 1
    if kind == "gain_ability" and "ability" in spec and "abilities" in spec:
        del spec["abilities"]
    return {"static" if draw(st.booleans()) else "replacement": spec, "text": "probe"}


OTHER_VALUES = st.sampled_from([None, True, 0, -1, 7, "", "zzz", "self", "end of turn", [], ["zzz"], {},
                                {"zzz": 1}, {"count": "zzz"}])


def containers(node: Any) -> list:
    found = []
    if isinstance(node, (dict, list)):
        found.append(node)
        for child in (node.values() if isinstance(node, dict) else node):
            found += containers(child)
    return found


@st.composite
def mutated(draw, card: dict) -> dict:
    """One mutation anywhere in the card: a key added or deleted, or a value replaced."""
    card = copy.deepcopy(card)
    target = draw(st.sampled_from(containers(card)))
    keys = list(target) if isinstance(target, dict) else list(range(len(target)))
    how = draw(st.sampled_from(["unknown key", "delete", "replace"]))
    if how == "unknown key" and isinstance(target, dict):
        target[draw(st.sampled_from(["zzz", "if", "self", "until", "filter", "target", "count"]))] = \
            copy.deepcopy(draw(OTHER_VALUES))
    elif how == "delete" and keys:
        del target[draw(st.sampled_from(keys))]
    elif keys:
        target[draw(st.sampled_from(keys))] = copy.deepcopy(draw(OTHER_VALUES))
    return card


@st.composite
def card_scenario(draw) -> str:
    """Alice casts Probe (a sorcery) or activates it (a creature) and it resolves; Watcher, a permanent with a
    generated triggered or static ability, looks on; then Grizzly Bears attacks and the turn moves to its end
    step. One of the cards may carry one mutation."""
    (probe_ability, spell), watched = draw(ability()), draw(st.lists(permanent_ability(), max_size=2))
    probe = {"name": "Probe", "mana_cost": "{X}", "types": ["Sorcery"] if spell else ["Creature"],
             "abilities": [probe_ability]} | ({} if spell else {"power": 2, "toughness": 2})
    watcher = {"name": "Watcher", "types": ["Enchantment", "Creature"], "power": 1, "toughness": 1,
               "abilities": watched}
    cards = [probe, watcher]
    if draw(st.booleans()):
        which = draw(st.integers(0, 1))
        cards[which] = draw(mutated(cards[which]))
    doc = {"title": "probe", "rules": "2026-08-07", "cards": cards,
           "players": {"Alice": {"library": 5, "hand": ["Probe"] if spell else [],
                                 "battlefield": ["Watcher", "Forest", "Grizzly Bears", *([] if spell else ["Probe"])],
                                 "graveyard": ["Memnite"]},
                       "Bob": {"library": 5, "battlefield": ["Memnite"], "hand": ["Memnite"]}},
           "turn": {"active": "Alice", "number": 3, "step": "precombat main"},
           "actions": [{"cast" if spell else "activate": "Probe"}, "resolve", {"attack": ["Grizzly Bears"]},
                       {"advance": "end step"}]}
    return yaml.safe_dump(doc, sort_keys=False)


@settings(derandomize=True, database=None, max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(text=card_scenario())
def test_no_card_definition_reaches_an_internal_error(text):
    """Loading a generated card (valid, or with one mutation) and resolving its ability ends in a result or an
    InputError (exit 2); never another exception (exit 3)."""
    try:
        runner.run(scenario.load("probe.yaml", text=text))
    except InputError:
        pass


# Doctor Who, Star Trek, REX and TMT Sagas
SPECIAL_VALUES[("vote", "options")] = st.sampled_from([["innocent", "guilty"], []])
SPECIAL_VALUES.update({  # the one-shot set_characteristics (The Curse of Fenric)
    ("set_characteristics", "types"): st.just(["Creature"]), ("set_characteristics", "subtypes"): st.just(["Horror"]),
    ("set_characteristics", "supertypes"): st.just(["Legendary"]),
    ("set_characteristics", "base pt"): st.just("6/6"),
})
MINIMAL_VALUES[("set_characteristics", "types")] = ["Creature"]
STATIC_MINIMUM["reduce_cost"] = {"generic": 1}  # a permanent's "... spells you cast cost {1} less"
# Avatar, REX and March of the Machine transforming Sagas
SPECIAL_VALUES[("search_zones", "zones")] = st.sampled_from([["graveyard", "hand", "library"], ["hand"], []])
