"""Card files: texts are Oracle text, and the effects they use work (finding them: test_cards_index.py).

Behavioural tests build a tiny scenario and run it; each is named after the rule it checks.
"""

from pathlib import Path

import pytest

from judge import runner, scenario
from judge.cards import CARD_DIR, parse_card
from judge.yamlsrc import load_yaml

FILES = sorted(CARD_DIR.glob("*.yaml"))


def _card(path: Path):
    return parse_card(load_yaml(path.read_text(encoding="utf-8")), path.name)


def _words(text: str) -> str:
    return " ".join(text.split())


# ----- the card files ----------------------------------------------------------------------------

@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_ability_texts_are_oracle_text(path):
    card = _card(path)
    for face in (card.front, card.back, card.omen):
        if face is None:
            continue
        oracle = _words(face.oracle)
        for ability in face.abilities:
            if ability.kind == "keyword" and ability.text == ability.keyword:
                assert ability.keyword.lower() in oracle.lower(), f"{face.name}: keyword {ability.keyword}"
                continue
            assert _words(ability.text) in oracle, f"{face.name}: {ability.text!r} is not in its Oracle text"


# ----- behaviour ---------------------------------------------------------------------------------

def play(text: str):
    """Run a scenario; every expectation it states must hold. Returns the game."""
    result = runner.run(scenario.load("test.yaml", text=text))
    failed = [f"{c.what}: expected {c.expected}, found {c.found}" for c in result.checks if not c.ok]
    assert not failed, "\n".join(failed)
    return result.game


def board(alice: str, bob: str = "", step: str = "precombat main") -> str:
    return (f"title: test\nplayers:\n  Alice:\n    library: 10\n{alice}\n  Bob:\n    library: 10\n{bob}\n"
            f"turn: {{active: Alice, number: 3, step: {step}}}\n")


CARD_RULES = [
    pytest.param(
        board("    battlefield: [{card: The Triumph of Anax, counters: {lore: 4}}, Grizzly Bears]",
              "    battlefield: [Llanowar Elves]") + """
stack:
  - {chapter: 4, of: The Triumph of Anax, targets: [Grizzly Bears, Llanowar Elves]}
actions:
  - resolve
expect:
  objects:
    Llanowar Elves: {zone: graveyard}
    Grizzly Bears: {zone: battlefield}
  cites: [701.14a]
""", id="701_14a_fight"),
    pytest.param(
        board("    battlefield: [{card: The Triumph of Anax, counters: {lore: 2}}, Grizzly Bears]") + """
stack:
  - {chapter: 2, of: The Triumph of Anax, targets: [Grizzly Bears]}
actions:
  - resolve
expect:
  objects:
    Grizzly Bears: {power: 4, toughness: 2, abilities include: [Trample]}
""", id="608_2h_triumph_of_anax_x_is_its_lore_counters"),
    pytest.param(
        board("    battlefield: [{card: Time of Ice, counters: {lore: 1}}]", "    battlefield: [Grizzly Bears]") + """
stack:
  - {chapter: 1, of: Time of Ice, targets: [Grizzly Bears]}
actions:
  - resolve
  - advance: {to: upkeep, turn: Bob}
  - expect: {objects: {Grizzly Bears: {tapped: true}}}
  - destroy: Time of Ice
  - advance: {to: upkeep, turn: Bob}
expect:
  objects:
    Grizzly Bears: {tapped: false}
""", id="611_2b_time_of_ice_untap_lasts_while_controlled"),
    pytest.param(
        board("""    hand: [Clash of the Eikons]
    battlefield:
      - {card: History of Benalia, id: Benalia, counters: {lore: 2}}
      - {card: Rite of Belzenlok, id: Rite, counters: {lore: 1}}""") + """
actions:
  - cast: Clash of the Eikons
    targets: [[], [], [Benalia], [Rite]]
  - resolve
choices:
  - mode: 2
  - mode: Put a lore counter
expect:
  objects:
    Benalia: {counters: {lore: 1}}
    Rite: {counters: {lore: 2}}
  stack: [{chapter: 2, of: Rite}]
""", id="700_2_clash_of_the_eikons_one_or_more_modes"),
    pytest.param(
        board("""    hand: [Clash of the Eikons]
    battlefield:
      - {card: History of Benalia, counters: {lore: 2}, resolved chapters: [1, 2]}""") + """
actions:
  - cast: Clash of the Eikons
    modes: [2, 3]
    targets: [History of Benalia, History of Benalia]
  - resolve
expect:
  objects:
    History of Benalia: {counters: {lore: 2}}
  stack: [{chapter: 2, of: History of Benalia}]
""", id="601_2b_clash_of_the_eikons_targets_only_for_the_modes_announced"),
    pytest.param(
        board("""    battlefield:
      - {card: History of Benalia, id: Benalia, counters: {lore: 2, +1/+1: 1}}
      - Hex Parasite""") + """
actions:
  - activate: Hex Parasite
    targets: [Benalia]
    x: 2
  - resolve
choices:
  - number: 0   # +1/+1 counters (kinds are asked in alphabetical order)
  - number: 1   # lore counters
expect:
  objects:
    Benalia: {counters: {lore: 1, +1/+1: 1}}
    Hex Parasite: {power: 2, toughness: 1}
""", id="122_1_hex_parasite_removes_up_to_x_counters_in_total"),
    pytest.param(
        board("""    battlefield: [{card: The Tale of Tamiyo, counters: {lore: 1}}]""").replace(
        "library: 10", "library: [Grizzly Bears, Llanowar Elves, Lightning Bolt, Island, Unsummon, Memnite]", 1) + """
stack:
  - {chapter: 1, of: The Tale of Tamiyo}
actions:
  - resolve
expect:
  players:
    Alice: {hand: [Lightning Bolt], graveyard: [Grizzly Bears, Llanowar Elves, Island, Unsummon], library: [Memnite]}
""", id="608_2c_tale_of_tamiyo_repeats_while_milled_cards_share_a_type"),
    pytest.param(
        board("""    hand: [Lightning Bolt, Boomerang]
    battlefield: [{card: Founding the Third Path, counters: {lore: 1}}]""") + """
stack:
  - {chapter: 1, of: Founding the Third Path}
actions:
  - resolve
  - expect: {stack: [Lightning Bolt]}
  - resolve
choices:
  - card: Lightning Bolt
  - target: Bob
expect:
  players:
    Bob: {life: 17}
    Alice: {hand: [Boomerang]}
  cites: [608.2g]
""", id="608_2g_founding_the_third_path_casts_a_spell_during_resolution"),
    pytest.param(
        board("""    graveyard: [Lightning Bolt]
    battlefield: [{card: Founding the Third Path, counters: {lore: 3}}]""") + """
stack:
  - {chapter: 3, of: Founding the Third Path, targets: [Lightning Bolt]}
actions:
  - resolve
  - resolve
choices:
  - may: "yes"
  - target: Bob
expect:
  players:
    Bob: {life: 17}
    Alice: {exile: [Lightning Bolt]}
  cites: [707.12]
""", id="707_12_founding_the_third_path_casts_a_copy_of_the_exiled_card"),
    pytest.param(
        board("    battlefield: [{card: Rite of Belzenlok, counters: {lore: 3}}]") + """
stack:
  - {chapter: 3, of: Rite of Belzenlok}
actions:
  - resolve
  - advance: {to: upkeep, turn: Alice}
  - resolve
expect:
  players:
    Alice: {life: 14}
  objects:
    Demon: {zone: battlefield, power: 6}
""", id="701_21a_rite_of_belzenlok_demon_deals_damage_if_you_cant_sacrifice"),
    pytest.param(
        board("    battlefield: [{card: Rite of Belzenlok, counters: {lore: 3}}, Grizzly Bears]") + """
stack:
  - {chapter: 3, of: Rite of Belzenlok}
actions:
  - resolve
  - advance: {to: upkeep, turn: Alice}
  - resolve
expect:
  players:
    Alice: {life: 20}
  objects:
    Grizzly Bears: {zone: graveyard}
    Demon: {zone: battlefield}
""", id="701_21a_rite_of_belzenlok_demon_sacrifices_another_creature"),
    pytest.param(
        board("""    graveyard: [History of Benalia]
    battlefield: ["Satsuki, the Living Lore", {card: Time of Ice, counters: {lore: 1}}]""") + """
actions:
  - destroy: Satsuki, the Living Lore
  - resolve
choices:
  - mode: 2
  - target: History of Benalia
expect:
  players:
    Alice: {hand: [History of Benalia], graveyard: ["Satsuki, the Living Lore"]}
  objects:
    Time of Ice: {zone: battlefield}
  cites: [603.10a]
""", id="603_10a_satsuki_dies_trigger_looks_back"),
    pytest.param(
        board("    battlefield: [Fatespinner]", step="end step") + """
actions:
  - advance: {to: upkeep, turn: Bob}
  - resolve
  - advance: {to: beginning of combat, turn: Bob}
choices:
  - mode: draw step
expect:
  players:
    Bob: {hand: 0}
  events:
    - skipped: {}
""", id="614_10_fatespinner_the_active_player_chooses_what_to_skip"),
    pytest.param(
        board("    battlefield: [{card: Blink, counters: {lore: 2}}]",
              "    hand: [Grizzly Bears]\n    battlefield: [Leyline of Anticipation]") + """
stack:
  - {chapter: 2, of: Blink}
actions:
  - resolve
  - expect: {objects: {Alien Angel: {types: [Artifact, Creature], subtypes: [Alien, Angel]}}}
  - cast: Grizzly Bears
  - resolve
expect:
  objects:
    Alien Angel: {types: [Artifact], subtypes: []}
""", id="603_2_blink_token_is_no_creature_after_an_opponent_casts_a_creature_spell"),
    pytest.param(
        board("""    hand: [Flicker]
    battlefield: [{card: Time of Ice, counters: {lore: 2}}]""") + """
actions:
  - cast: Flicker
    targets: [Time of Ice]
  - resolve
expect:
  objects:
    Time of Ice: {zone: battlefield, counters: {lore: 1}}
""", id="400_7_flicker_returns_a_new_object"),
    pytest.param(
        """title: test
cards:
  - {name: "Halvar, God of Battle", mana_cost: "{2}{W}{W}", supertypes: [Legendary], types: [Creature],
     subtypes: [God], power: 4, toughness: 4}
  - {name: Bonesplitter, mana_cost: "{1}", types: [Artifact], subtypes: [Equipment]}
players:
  Alice:
    library: [Grizzly Bears, Bonesplitter, "Halvar, God of Battle"]
    battlefield: [{card: Forging the Tyrite Sword, counters: {lore: 3}}]
  Bob:
    library: 10
turn: {active: Alice, number: 3, step: precombat main}
stack:
  - {chapter: 3, of: Forging the Tyrite Sword}
actions:
  - resolve
choices:
  - card: "Halvar, God of Battle"
expect:
  players:
    Alice: {hand: ["Halvar, God of Battle"], shuffles: 1}
""", id="701_23a_forging_the_tyrite_sword_finds_halvar_or_an_equipment"),
]


@pytest.mark.parametrize("text", CARD_RULES)
def test_card_behaviour_follows_the_rule(text):
    """Each case is named after the rule its card's behaviour follows; its scenario states the expectations."""
    play(text)


def test_701_14b_no_fight_without_a_second_creature():
    game = play(board("    battlefield: [{card: The Triumph of Anax, counters: {lore: 4}}, Grizzly Bears]") + """
stack:
  - {chapter: 4, of: The Triumph of Anax, targets: [Grizzly Bears]}
actions:
  - resolve
expect:
  cites: [701.14b]
""")
    bears = next(o for o in game.objects.values() if o.label == "Grizzly Bears")
    assert bears.damage == 0



def test_106_1b_treasure_adds_one_mana_of_the_chosen_color():
    game = play(board("    battlefield: [{card: Forging the Tyrite Sword, counters: {lore: 1}}]") + """
stack:
  - {chapter: 1, of: Forging the Tyrite Sword}
actions:
  - resolve
  - activate: Treasure
choices:
  - mode: U
expect:
  objects:
    Treasure: {zone: gone}
""")
    assert game.players[0].mana == {"U": 1}


def test_706_2_crash_land_rolls_a_die_when_the_vehicle_deals_damage():
    game = play(board("""    battlefield:
      - Captain Rex Nebula
      - {card: Grizzly Bears, id: Bears}
      - {card: The Triumph of Anax, counters: {lore: 3}}""", "    battlefield: [Llanowar Elves]").replace(
        "title: test", "title: test\nseed: 1") + """
actions:
  - advance: beginning of combat
  - resolve
  - expect:
      objects:
        Bears: {types: [Artifact], subtypes: [Vehicle], power: 2, abilities include: [crew 2, Crash Land]}
  - activate: Bears
    ability: crew
  - resolve
  - expect: {objects: {Bears: {types: [Artifact, Creature], power: 2, toughness: 2}}}
  - put counters: {on: The Triumph of Anax, lore: 1}
  - resolve
  - resolve
choices:
  - target: Bears
  - target: Bears
  - target: Llanowar Elves
  - target: Bob
expect:
  events:
    - triggered: {of: Bears}
  cites: [706.2]
""")
    rolls = [e.data["result"] for e in game.log if e.kind == "rolled"]
    assert len(rolls) == 1
    if rolls[0] == 2:  # the Vehicle's mana value: it is sacrificed and deals 2 damage
        assert game.players[1].life == 18
