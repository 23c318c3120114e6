"""The Oracle compiler's sentence families beyond the first templates (judge.oracle): each reads its sentence as
the vocabulary models it, and what the vocabulary cannot say stays unreadable."""

from __future__ import annotations

from typing import Any

from pathlib import Path

import pytest
from click.testing import CliRunner

from judge.cards import parse_card
from judge.cli import cli
from judge.oracle.templates import trigger_condition
from judge.oracle import FaceText, UnreadableOracle, card_from_oracle, compile_abilities, compile_face


def chapter(text: str) -> dict[str, Any]:
    (ability,) = compile_abilities("Test Saga", ("Enchantment",), f"I — {text}")
    return ability


def only(text: str, name: str = "Test Card", types: tuple[str, ...] = ("Creature",)) -> dict[str, Any]:
    (ability,) = compile_abilities(name, types, text)
    return ability


# ----- static and replacement abilities (604, 614) -------------------------------------------------

def test_nonbasic_lands_are_mountains_sets_their_land_type_305_7() -> None:
    assert only("Nonbasic lands are Mountains.")["static"] == {
        "effect": "set_land_subtype", "affected": {"types": ["Land"], "not supertypes": ["Basic"]},
        "subtype": "Mountain"}


def test_creatures_lose_all_abilities_and_have_base_pt_613_1f() -> None:
    assert only("All creatures lose all abilities and have base power and toughness 1/1.")["static"] == {
        "effect": "lose_all_abilities", "affected": {"types": ["Creature"]}, "power": 1, "toughness": 1}


def test_each_other_enchantment_is_a_creature_with_base_pt_its_mana_value_613_4b() -> None:
    static = only("Each other non-Aura enchantment is a creature in addition to its other types and has base power "
                  "and base toughness each equal to its mana value.")["static"]
    assert static == {"effect": "add_types", "affected": {"types": ["Enchantment"], "not subtypes": ["Aura"],
                                                          "other": True},
                      "types": ["Creature"], "base pt": "mana value"}


def test_during_your_turn_this_and_other_knights_have_flying_611_3a() -> None:
    static = only("During your turn, Test Card and other Knights you control have flying.")["static"]
    assert static == {"effect": "gain_ability", "affected": {"any of": [
        {"self": True}, {"subtypes": ["Knight"], "controller": "you", "other": True}]}, "ability": "Flying",
                      "during": "your turn"}


def test_equipped_creature_gets_and_equip_cost_702_6a() -> None:
    pump, equip = compile_abilities("Test Sword", ("Artifact",), "Equipped creature gets +1/+1.\nEquip {1}")
    assert pump["static"] == {"effect": "modify_pt", "affected": {"equipped": True}, "power": 1, "toughness": 1}
    assert equip["activated"] == {"mana": "{1}"} and equip["sorcery speed"] is True
    assert equip["effects"] == [{"attach": {"target": 1}}]


def test_enchant_creature_is_the_aura_spells_target_303_4a() -> None:
    (enchant,) = compile_abilities("Test Aura", ("Enchantment",), "Enchant creature an opponent controls")
    assert enchant["spell"] == {} and enchant["targets"] == [{"filter": {"types": ["Creature"],
                                                                         "controller": "opponent"}}]


@pytest.mark.parametrize("text, effect", [
    ("If an effect would create one or more tokens under your control, it creates twice that many of those tokens "
     "instead.", {"effect": "double_tokens"}),
    ("If you would proliferate, proliferate twice instead.", {"effect": "proliferate_twice"}),
    ("If a card or token would be put into a graveyard from anywhere, exile it instead.",
     {"effect": "graveyard_to_exile", "whose": "any", "from": "anywhere"}),
    ("Counters can't be put on artifacts, creatures, enchantments, or lands.",
     {"effect": "prevent_counters", "types": ["Artifact", "Creature", "Enchantment", "Land"]}),
    ("If one or more counters would be put on an artifact or creature you control, that many plus one of each of "
     "those kinds of counters are put on that permanent instead.",
     {"effect": "counters_plus_one", "affected": {"any type": ["Artifact", "Creature"], "controller": "you"}}),
])
def test_replacement_effects_are_read_614_1(text: str, effect: dict[str, Any]) -> None:
    assert only(text, types=("Enchantment",))["replacement"] == effect


def test_enter_as_a_copy_is_a_replacement_707_9() -> None:
    (ability,) = compile_abilities("Test Copy", ("Enchantment",), "You may have this enchantment enter as a copy of "
                                   "any artifact or enchantment on the battlefield.")
    assert ability["replacement"] == {"effect": "enter_as_copy", "filter": {"any type": ["Artifact", "Enchantment"]}}


def test_cast_from_the_top_of_your_library_and_what_the_spell_gains_601_3() -> None:
    static = only("You may cast creature spells with power 4 or greater from the top of your library. If you cast a "
                  "creature spell this way, it gains haste until end of turn.")["static"]
    assert static == {"effect": "may_cast_from", "zone": "library top", "whose": "you",
                      "filter": {"types": ["Creature"], "power at least": 4},
                      "if cast this way": {"gain_ability": "Haste", "until": "end of turn"}}


# ----- costs and activation (602) --------------------------------------------------------------------

def test_costs_of_life_phyrexian_mana_and_removed_counters_602_1a() -> None:
    ability = only("{1}{U/H}, Pay 2 life, Remove three counters from among other artifacts, creatures, and "
                   "planeswalkers you control: Draw a card.")
    assert ability["activated"] == {"mana": "{1}{U/H}", "life": 2, "remove counters": {"count": 3, "from": {
        "any type": ["Artifact", "Creature", "Planeswalker"], "controller": "you", "other": True}}}


def test_activate_only_during_your_turn_602_5b() -> None:
    ability = only("{1}, {T}: End the turn. Activate only during your turn.", types=("Artifact",))
    assert ability["your turn only"] is True and ability["effects"] == [{"end_the_turn": {}}]


# ----- damage and groups (120.3) ----------------------------------------------------------------------

def test_damage_to_each_creature_of_a_filter_and_each_opponent_120_3() -> None:
    assert chapter("This Saga deals 2 damage to each non-Villain creature and each opponent.")["effects"] == [
        {"damage": {"amount": 2, "to": "each creature and each opponent", "filter": {"not subtypes": ["Villain"]}}}]


def test_damage_to_each_creature_and_each_planeswalker_is_each_permanent_of_either() -> None:
    assert chapter("This Saga deals 4 damage to each non-Giant creature and each planeswalker.")["effects"] == [
        {"damage": {"amount": 4, "to": "each permanent", "filter": {"any of": [
            {"types": ["Creature"], "not subtypes": ["Giant"]}, {"types": ["Planeswalker"]}]}}}]


def test_target_creature_deals_damage_equal_to_its_power_120_3() -> None:
    ability = chapter("Target creature you control deals damage equal to its power to each opponent.")
    assert ability["effects"] == [{"damage": {"dealt by": 1, "amount": {"power of": 1}, "to": "each opponent"}}]


# ----- tokens and copies (111, 707) --------------------------------------------------------------------

def test_token_copy_with_its_exceptions_707_9b() -> None:
    ability = chapter("Create a token that's a copy of target creature you control, except it isn't legendary, is a "
                      "Reflection in addition to its other types, and has haste.")
    assert ability["effects"] == [{"create_token_copy": {"target": 1, "not legendary": True,
                                                         "add subtypes": ["Reflection"], "abilities": ["Haste"]}}]


def test_copy_of_the_exiled_card_is_the_card_in_exile_400_7() -> None:
    ability = chapter("Exile target creature card from your graveyard. Create a token that's a copy of it.")
    assert ability["effects"][1] == {"create_token_copy": {"exiled": True}}


def test_cards_exiled_with_this_link_its_exiles_607_2a() -> None:
    first, second = compile_abilities("Test Saga", ("Enchantment",), "I — Exile an instant card from each graveyard."
                                      "\nII — You may cast an instant card exiled with this Saga, and mana of any "
                                      "type can be spent to cast that spell.")
    assert first["effects"][0]["exile"]["link"] is True
    assert second["effects"] == [{"cast": {"linked": True, "filter": {"types": ["Instant"]}, "any mana type": True}}]


def test_created_token_gains_haste_and_is_sacrificed_at_the_next_end_step_603_7a() -> None:
    ability = chapter("Create a token that's a copy of target creature you control. It gains haste. Sacrifice it at "
                      "the beginning of the next end step.")
    assert ability["effects"][1:] == [
        {"gain_ability": {"created": {}, "ability": "Haste"}},
        {"delayed_trigger": {"when": {"event": "beginning of", "step": "end step"},
                             "text": "Sacrifice it at the beginning of the next end step.",
                             "effects": [{"sacrifice_created": {}}]}}]


def test_x_defined_for_two_sentences_107_3c() -> None:
    effects = chapter("Create an X/X black Horror creature token, where X is half your life total, rounded up. It "
                      "deals X damage to you.")["effects"]
    assert effects == [
        {"define_x": {"amount": {"half": {"life": "you"}, "rounded": "up"}}},
        {"create_token": {"token": {"colors": ["B"], "types": ["Creature"], "subtypes": ["Horror"]}, "power": "X",
                          "toughness": "X"}},
        {"damage": {"amount": "X", "to": "you", "source": "created"}}]


# ----- choices, players and conditions (608.2c-d, 101.4) ---------------------------------------------------

def test_one_target_for_each_player_115_1() -> None:
    ability = chapter("For each opponent, destroy up to one target creature that player controls.")
    assert ability["targets"] == [{"filter": {"types": ["Creature"]}, "up to": True, "for each": "opponent"}]
    assert ability["effects"] == [{"destroy": {"target": 1}}]


def test_each_opponent_does_one_thing_unless_they_do_another_608_2c() -> None:
    assert chapter("Each opponent sacrifices a creature unless they discard a card.")["effects"] == [{"unless": {
        "player": "each opponent", "text": "discard a card", "do": [{"discard": {"player": "that player"}}],
        "then": [{"sacrifice": {"player": "that player", "filter": {"types": ["Creature"]}}}]}}]


def test_each_player_may_and_each_player_who_doesnt_608_2c() -> None:
    (effect,) = chapter("Each player may discard a card. Each player who doesn't loses 3 life.")["effects"]
    assert effect["unless"]["then"] == [{"lose_life": {"player": "that player", "amount": 3}}]


def test_each_player_returns_cards_of_their_choice_101_4() -> None:
    assert chapter("Each player returns two land cards from their graveyard to the battlefield.")["effects"] == [
        {"put_onto_battlefield": {"choose": {"zone": "graveyard", "whose": "each player",
                                             "filter": {"types": ["Land"]}, "count": 2}}}]


def test_a_card_returned_without_targeting_and_if_you_cant_608_2c() -> None:
    assert chapter("Return an artifact card from your graveyard to your hand. If you can't, draw a card.")[
        "effects"] == [{"return_to_hand": {"choose": {"zone": "graveyard", "whose": "you",
                                                      "filter": {"types": ["Artifact"]}},
                                           "if you can't": [{"draw": {}}]}}]


def test_condition_on_counters_on_this_object_and_it_is_this_object() -> None:
    (ability,) = compile_face(FaceText("Test Back", "Enchantment Creature — Saga Beast", "II — If Test Back has three "
                                       "or more lore counters on it, exile it, then return it to the battlefield."),
                              back_face=True).card["abilities"]
    assert ability["effects"] == [{"if": {"text": "Test Back has three or more lore counters on it",
                                          "condition": {"amount": {"counters": "lore"}, "at least": 3},
                                          "then": [{"transform_return": {"face": "front"}}]}}]


# ----- delayed triggered abilities (603.7) -----------------------------------------------------------------

def test_when_you_next_cast_copy_it_and_choose_new_targets_603_7c() -> None:
    (effect,) = chapter("When you next cast an instant or sorcery spell this turn, copy it twice. You may choose new "
                        "targets for the copies.")["effects"]
    delayed = effect["delayed_trigger"]
    assert delayed["once"] is True and delayed["until"] == "end of turn"
    assert delayed["effects"] == [{"copy_spell": {"that spell": True, "count": 2, "may_choose_new_targets": True}}]
    assert delayed["text"].endswith("You may choose new targets for the copies.")


def test_when_you_next_cast_a_creature_spell_it_enters_with_a_counter_614_1c() -> None:
    (effect,) = chapter("When you next cast a creature spell this turn, that creature enters with an additional +1/+1 "
                        "counter on it.")["effects"]
    assert effect["delayed_trigger"]["effects"] == [
        {"enters_with_counters": {"that spell": True, "kind": "+1/+1", "amount": 1}}]


def test_that_spell_is_not_a_permanent_to_destroy() -> None:
    with pytest.raises(UnreadableOracle):
        chapter("When you next cast a creature spell this turn, destroy it.")


# ----- more effects -------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, effects", [
    ("You may play an additional land this turn.", [{"additional_land_play": {}}]),
    ("Artifact spells you cast this turn cost {1} less to cast.",
     [{"reduce_cost": {"filter": {"types": ["Artifact"]}, "generic": 1}}]),
    ("The next Giant spell you cast this turn costs {2} less to cast.",
     [{"reduce_cost": {"filter": {"subtypes": ["Giant"]}, "generic": 2, "next": True}}]),
    ("Double the power and toughness of each creature you control until end of turn.",
     [{"double_pt": {"all": {"types": ["Creature"], "controller": "you"}, "until": "end of turn"}}]),
    ("Until your next turn, creatures your opponents control attack each combat if able.",
     [{"attacks_each_combat": {"all": {"types": ["Creature"], "controller": "opponent"}, "until": "your next turn"}}]),
    ("Prevent all damage that would be dealt to creatures you control this turn.",
     [{"prevent_damage": {"to": {"types": ["Creature"], "controller": "you"}, "until": "end of turn"}}]),
    ("Look at the top card of each player's library.", [{"look_at": {"top of library": "each player"}}]),
    ("Choose a card name.", [{"choose_name": {}}]),
    ("Return all land cards from your graveyard to the battlefield tapped.",
     [{"put_onto_battlefield": {"all": {"types": ["Land"]}, "zone": "graveyard", "tapped": True}}]),
    ("Discard your hand.", [{"discard": {"count": {"cards in hand": "you"}}}]),
    ("Sacrifice all Reflections you control.", [{"sacrifice": {"all": {"subtypes": ["Reflection"],
                                                                        "controller": "you"}}}]),
    ("Each tapped creature deals damage to itself equal to its power.",
     [{"deals_damage_to_itself": {"all": {"types": ["Creature"], "tapped": True}}}]),
    ("You gain 2 life for each creature you control.",
     [{"gain_life": {"amount": {"times": [2, {"count": {"types": ["Creature"], "controller": "you"}}]}}}]),
    ("Draw two cards for each opponent who controls fewer creatures than you.",
     [{"draw": {"count": {"times": [2, {"opponents": True, "controlling fewer": {"types": ["Creature"]}}]}}}]),
    ("Until your next turn, creatures can't attack you unless their controller pays {2} for each of those creatures.",
     [{"attack_tax": {"mana": "{2}", "until": "your next turn"}}]),
    ("If a red source you control would deal damage to a permanent or player this turn, it deals that much damage "
     "plus 2 instead.", [{"damage_plus": {"amount": 2, "source": {"colors": ["R"], "controller": "you"}}}]),
    ("Each opponent loses 1 life for each creature card in their graveyard.",
     [{"lose_life": {"player": "each opponent", "amount": {"cards in graveyard": "that player",
                                                           "filter": {"types": ["Creature"]}}}}]),
])
def test_sentence_reads_as_the_vocabulary_models_it(text: str, effects: list[Any]) -> None:
    assert chapter(text)["effects"] == effects


def test_that_creature_becomes_a_type_in_addition_205_1b() -> None:
    ability = chapter("Put a +1/+1 counter on up to one target creature. That creature becomes an artifact in "
                      "addition to its other types.")
    assert ability["effects"][1] == {"become": {"target": 1, "types": ["Artifact"], "in addition": True}}


def test_distributing_counters_divides_them_among_the_targets_601_2d() -> None:
    ability = chapter("Distribute three +1/+1 counters among one, two, or three target creatures you control.")
    assert ability["targets"] == [{"filter": {"types": ["Creature"], "controller": "you"}, "count": 3, "divide": 3}]


def test_tap_all_a_target_opponent_controls_and_they_dont_untap_502_3() -> None:
    ability = chapter("Tap all nonland permanents target opponent controls. They don't untap during their "
                      "controller's next untap step.")
    assert ability["targets"] == [{"player": "opponent"}]
    assert ability["effects"][1] == {"doesnt_untap": {"all": {"not types": ["Land"]}, "controlled by": "target 1",
                                                      "next untap step": True}}


def test_destroy_cannot_name_a_targets_controller_it_has_no_such_parameter() -> None:
    with pytest.raises(UnreadableOracle):  # `destroy` has no `controlled by`
        chapter("Destroy all creatures target opponent controls.")


def test_compiled_card_with_the_new_families_is_accepted_by_parse_card() -> None:
    card = card_from_oracle(FaceText("Test Saga", "Enchantment — Saga", "I — Create a token that's a copy of target "
                                     "token you control.\nII — Double the number of each kind of counter on target "
                                     "creature you control.\nIII — Each opponent sacrifices a creature unless they "
                                     "discard a card.", "{2}{B}"))
    assert [a.chapters for a in parse_card(card, "test").front.abilities] == [(1,), (2,), (3,)]


def test_as_long_as_you_control_enough_is_the_static_abilitys_condition_611_3b() -> None:
    static = only("As long as you control five or more enchantments, each other non-Aura enchantment you control is a "
                  "creature in addition to its other types and has base power and base toughness each equal to its "
                  "mana value.", types=("Enchantment",))["static"]
    assert static["as long as"] == {"amount": {"count": {"types": ["Enchantment"], "controller": "you"}},
                                    "at least": 5}
    assert static["effect"] == "add_types"


def test_target_opponent_may_or_else_608_2c() -> None:
    ability = chapter("Target opponent may sacrifice a nonland, nontoken permanent of their choice. If they don't, "
                      "they lose 2 life and you draw a card.")
    assert ability["targets"] == [{"player": "opponent"}]
    assert ability["effects"] == [{"unless": {
        "player": "target 1", "text": "sacrifice a nonland, nontoken permanent",
        "do": [{"sacrifice": {"player": "that player", "filter": {"not types": ["Land"], "token": False}}}],
        "then": [{"lose_life": {"player": "that player", "amount": 2}}, {"draw": {}}]}}]


def test_if_an_opponent_has_little_life_otherwise_exile_this_and_cast_it_608_2c() -> None:
    (effect,) = chapter("If an opponent has 0 or less life, draw seven cards. Otherwise, exile this Saga and you may "
                        "cast it this turn.")["effects"]
    assert effect["if"]["condition"] == {"amount": {"lowest life": "each opponent"}, "at most": 0}
    assert effect["if"]["else"] == [{"exile": {"self": True}}, {"may_play_exiled": {"until": "end of turn"}}]


def test_instead_replaces_the_effect_before_it_when_the_condition_holds_608_2c() -> None:
    (effect,) = chapter("Draw a card. If a graveyard has twenty or more cards in it, draw three cards instead.")[
        "effects"]
    assert effect == {"if": {"text": "a graveyard has twenty or more cards in it",
                             "condition": {"amount": {"largest graveyard": True}, "at least": 20},
                             "then": [{"draw": {"count": 3}}], "else": [{"draw": {}}]}}


def test_the_next_spell_of_either_color_is_free_118_9() -> None:
    assert chapter("The next red or green creature spell you cast this turn can be cast without paying its mana "
                   "cost.")["effects"] == [{"next_spell_free": {"filter": {
                       "types": ["Creature"], "any of": [{"colors": ["R"]}, {"colors": ["G"]}]}}}]


def test_noncreature_token_named_with_its_abilities_in_order_111_4() -> None:
    (effect,) = chapter('Create a colorless Equipment artifact token named Sturdy Shield with "Equipped creature gets '
                        '+1/+2" and equip {2}.')["effects"]
    face = effect["create_token"]["token"]
    assert (face["name"], face["types"], face["subtypes"]) == ("Sturdy Shield", ["Artifact"], ["Equipment"])
    static, equip = face["abilities"]
    assert static["static"] == {"effect": "modify_pt", "affected": {"equipped": True}, "power": 1, "toughness": 2}
    assert equip["activated"] == {"mana": "{2}"} and equip["effects"] == [{"attach": {"target": 1}}]


LOCAL_SAGA = """\
title: A local Saga given its types and Oracle text, read by the newer templates
rules: 2026-08-07
players:
  Alice:
    library: 30
    battlefield: [Saga of the Test, Grizzly Bears, Grizzly Bears]
  Bob: {library: 30, battlefield: [Grizzly Bears]}
cards:
  - name: Saga of the Test
    mana_cost: "{1}{W}"
    types: [Enchantment]
    subtypes: [Saga]
    oracle: |
      (As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)
      I — %s
      II, III — %s
turn: {active: Alice, number: 5, step: draw}
actions:
  - advance: precombat main
  - resolve
expect:
  players:
    Alice: {life: 24, hand: 2}
"""


CHAPTER_I = ("You gain 2 life for each creature you control. Draw two cards for each opponent who controls fewer "
             "creatures than you.")


def test_local_card_read_by_the_newer_templates_runs_times_a_count_608_2h(tmp_path: Path) -> None:
    path = tmp_path / "local.yaml"
    path.write_text(LOCAL_SAGA % (CHAPTER_I, "Draw a card."), encoding="utf-8")
    result = CliRunner().invoke(cli, ["run", str(path)])
    assert result.exit_code == 0 and "PASS" in result.output, result.output


def test_local_card_still_refused_naming_a_sentence_the_vocabulary_lacks(tmp_path: Path) -> None:
    path = tmp_path / "local.yaml"
    path.write_text(LOCAL_SAGA % (CHAPTER_I, "Venture into the dungeon."), encoding="utf-8")
    result = CliRunner().invoke(cli, ["run", str(path)])
    assert result.exit_code == 2
    assert "cannot read the Oracle sentence 'Venture into the dungeon.'" in result.stderr



# ----- more of the Saga rows ---------------------------------------------------

def test_target_with_power_less_than_this_creatures_power_608_2h() -> None:
    ability = chapter('Until end of turn, Angels you control gain "{T}: Destroy target creature with power less '
                      'than this creature\'s power."')
    granted = ability["effects"][0]["gain_ability"]["ability"]
    assert granted["targets"] == [{"filter": {"types": ["Creature"], "power less than this": True}}]


def test_intervening_if_of_damage_dealt_this_turn_is_the_triggers_condition_603_4() -> None:
    ability = only("Whenever Test Card deals damage to a player, if it has dealt 7 or more damage to that player this "
                   "turn, they lose the game.")
    assert ability["triggered"] == {"event": "deals damage", "self": True, "to": "player", "if": {
        "amount": {"damage dealt this turn": "self", "to": "that player"}, "at least": 7}}
    assert ability["effects"] == [{"lose_game": {"player": "that player"}}]


def test_casting_spells_exiled_with_this_until_end_of_turn_607_2a() -> None:
    assert chapter("Until end of turn, you may cast spells from among cards exiled with Test Saga, and you may spend "
                   "mana as though it were mana of any color to cast those spells.")["effects"] == [
        {"may_play_exiled": {"linked": True, "until": "end of turn"}}]


def test_when_you_discard_a_card_this_way_is_a_reflexive_ability_of_the_discard_603_12() -> None:
    effects = chapter("Discard a card, then draw a card. When you discard a card this way, Test Saga deals damage "
                      "equal to that card's mana value to each opponent.")["effects"]
    assert effects[1] == {"draw": {}}
    (reflexive,) = effects[0]["discard"]["if you do"]
    assert reflexive["reflexive"]["effects"] == [
        {"damage": {"amount": {"mana value": "discarded"}, "to": "each opponent"}}]


def test_enters_with_counters_if_its_mana_cost_contains_x_122_6() -> None:
    (may,) = chapter("You may put an artifact creature card from your hand onto the battlefield. If its mana cost "
                     "contains {X}, it enters with a number of +1/+1 counters on it equal to the number of artifacts "
                     "you control.")["effects"]
    assert may["may"]["do"][0]["put_onto_battlefield"]["counters"] == {
        "kind": "+1/+1", "amount": {"count": {"types": ["Artifact"], "controller": "you"}},
        "if": {"X in mana cost": True}}


def test_keyword_action_the_vocabulary_lacks_is_read_as_its_reminder_text_207_2a() -> None:
    effects = chapter("Recruit. (Draw a card, then discard a card. If you discarded a creature card, create a 1/1 "
                      "white Human Soldier creature token.)")["effects"]
    assert effects[:2] == [{"draw": {}}, {"discard": {}}]
    assert effects[2]["if"]["condition"] == {"discarded": {"types": ["Creature"]}}
    assert effects[2]["if"]["text"] == "If you discarded a creature card"


def test_a_known_keyword_action_is_not_replaced_by_its_reminder_text() -> None:
    assert chapter("Investigate. (Create a Clue token.)")["effects"] == [{"investigate": {}}]


def test_if_you_dont_after_you_may_608_2c() -> None:
    (may,) = chapter("You may put a Hero creature card with mana value 2 or less from your hand onto the battlefield. "
                     "If you don't, draw a card.")["effects"]
    assert may["may"]["if you don't"] == [{"draw": {}}]
    assert may["may"]["do"][0]["put_onto_battlefield"]["choose"]["filter"] == {
        "types": ["Creature"], "subtypes": ["Hero"], "mana value at most": 2}


def test_you_may_discard_up_to_n_then_draw_that_many_608_2d() -> None:
    assert chapter("You may discard up to three cards. If you do, draw that many cards.")["effects"] == [
        {"discard": {"count": 3, "up to": True, "if you do": [{"draw": {"count": {"discarded": True}}}]}}]


def test_reveal_until_one_of_several_kinds_of_card_701_20a() -> None:
    assert chapter("Reveal cards from the top of your library until you reveal an Equipment card or a card with "
                   "flying. Put that card into your hand and the rest on the bottom of your library in a random "
                   "order.")["effects"] == [{"reveal_until": {
                       "filter": {"any of": [{"subtypes": ["Equipment"]}, {"with keyword": "Flying"}]},
                       "to": "hand", "rest": "bottom_random"}}]


def test_damage_to_each_opponent_and_each_permanent_of_theirs_120_3() -> None:
    assert chapter("Test Saga deals 2 damage to each opponent and each creature they control.")["effects"] == [
        {"damage": {"amount": 2, "to": "each opponent"}},
        {"damage": {"amount": 2, "to": "each permanent", "filter": {"types": ["Creature"], "controller": "opponent"}}}]


def test_a_token_copy_of_each_chosen_token_with_different_names_707_2() -> None:
    assert chapter("Choose any number of artifact tokens and/or enchantment tokens you control with different names. "
                   "For each of them, create a token that's a copy of it.")["effects"] == [{"create_token_copy": {
                       "choose": {"controller": "you", "token": True, "any type": ["Artifact", "Enchantment"]},
                       "any number": True, "different names": True}}]


def test_creature_attacking_you_or_your_planeswalker_and_investigate_per_discarded_card() -> None:
    delayed, = chapter("Until your next turn, whenever a creature attacks you or a planeswalker you control, it gets "
                       "-1/-0 until end of turn.")["effects"]
    assert delayed["delayed_trigger"]["when"] == {"event": "attacks", "filter": {"types": ["Creature"]},
                                                  "attacked": "you or a planeswalker you control"}
    assert chapter("Discard any number of cards, then investigate twice for each card discarded this way.")[
        "effects"] == [{"discard": {"count": "any"}}, {"investigate": {"count": {"times": [2, {"discarded": True}]}}}]


def test_phase_out_and_a_token_whose_permanents_cant_phase_in_702_26() -> None:
    phase, create = chapter('All artifacts and enchantments phase out. Create a 0/1 white Human creature token with '
                            '"Permanents can\'t phase in."')["effects"]
    assert phase == {"phase_out": {"all": {"any type": ["Artifact", "Enchantment"]}}}
    assert create["create_token"]["token"]["abilities"][0]["static"] == {"effect": "cant_phase_in"}


def test_spells_you_cast_cost_less_as_a_static_and_a_legendary_named_copy_707_9b() -> None:
    assert only("Artifact spells you cast cost {2} less to cast.")["static"] == {
        "effect": "reduce_cost", "filter": {"types": ["Artifact"]}, "generic": 2}
    assert chapter("Create a token that's a copy of target creature, except it's a legendary Spirit named Ghost.")[
        "effects"] == [{"create_token_copy": {"target": 1, "legendary": True, "creature types": ["Spirit"],
                                              "name": "Ghost"}}]


def test_one_or_more_creatures_dealing_combat_damage_this_turn_and_looking_at_a_hand_510_2() -> None:
    (delayed,) = chapter("Whenever one or more creatures you control with deathtouch deal combat damage to a player "
                         "this turn, look at that player's hand.")["effects"]
    assert delayed["delayed_trigger"]["when"] == {
        "event": "deals damage", "combat": True, "to": "player", "one or more": True,
        "filter": {"types": ["Creature"], "controller": "you", "with keyword": "Deathtouch"}}
    assert delayed["delayed_trigger"]["effects"] == [{"look_at": {"hand of": "that player"}}]


def test_a_card_from_outside_the_game_400_11b() -> None:
    assert chapter("You may put a card you own from outside the game into your hand.")["effects"] == [
        {"may": {"text": "put a card you own from outside the game into your hand",
                 "do": [{"put_from_outside": {"to": "hand"}}]}}]


def test_exiled_cards_copied_and_any_number_cast_707_12() -> None:
    assert chapter("Exile any number of target instant and/or sorcery cards from your graveyard. Copy them. You may "
                   "cast any number of the copies.")["effects"] == [{"exile": {"target": 1}}, {"cast_copy": {}}]


def test_votes_for_one_of_two_words_and_for_a_creature_701_38a() -> None:
    (vote,) = chapter("Starting with you, each player votes for mercy or death. If death gets more votes, destroy all "
                      "creatures.")["effects"]
    assert vote["vote"] == {"options": ["mercy", "death"], "starting with": "you", "if more votes": [
        {"text": "death", "effects": [{"destroy": {"all": {"types": ["Creature"]}}}]}]}
    (vote,) = chapter("Each player votes for one artifact, then those votes are revealed. If no artifact got votes, "
                      "you draw a card. Otherwise, destroy each artifact with the most votes or tied for most "
                      "votes.")["effects"]
    assert vote["vote"] == {"for": {"types": ["Artifact"]}, "if no votes": [{"draw": {}}],
                            "otherwise": [{"destroy": {"voted": True}}]}


def test_revealed_cards_sharing_a_mana_value_and_tokens_for_a_difference_608_2h() -> None:
    reveal, create = chapter("Reveal up to three creature cards from your hand. For each of those cards that has the "
                             "same mana value as another card revealed this way, create a Food token.")["effects"]
    assert reveal == {"reveal_from_hand": {"filter": {"types": ["Creature"]}, "count": 3, "up to": True}}
    assert create == {"create_token": {"token": "Food", "count": {"revealed sharing mana value": True}}}
    ability = chapter("Choose target opponent. If they control fewer creatures than you, create a number of 1/1 white "
                      "Spirit creature tokens with flying equal to the difference.")
    difference = {"minus": [{"count": {"types": ["Creature"]}, "controlled by": "you"},
                            {"count": {"types": ["Creature"]}, "controlled by": "target 1"}]}
    assert ability["targets"] == [{"player": "opponent"}]
    assert ability["effects"][0]["if"]["condition"] == {"amount": difference, "at least": 1}
    assert ability["effects"][0]["if"]["then"][0]["create_token"]["count"] == difference


def test_you_may_pay_x_when_you_do_x_counters_on_the_entering_creature_118_3a_603_12() -> None:
    ability = only("Whenever another creature you control enters, you may pay {X}. When you do, put X +1/+1 counters "
                   "on that creature.")
    (may,) = ability["effects"]
    assert may["may"]["do"] == [{"pay": {"mana": "{X}"}}] and may["may"]["text"] == "pay {X}"
    assert may["may"]["if you do"][0]["reflexive"]["effects"] == [
        {"put_counters": {"event object": True, "kind": "+1/+1", "amount": "X"}}]


def test_reflexive_targets_with_total_mana_value_x_from_that_players_graveyard_601_2c() -> None:
    ability = only("Whenever Test Card deals combat damage to a player, you may pay {X}. When you do, put any number "
                   "of target artifact cards with total mana value X or less from that player's graveyard onto the "
                   "battlefield under your control.")
    reflexive = ability["effects"][0]["may"]["if you do"][0]["reflexive"]
    assert reflexive["targets"] == [{"filter": {"types": ["Artifact"]}, "zone": "graveyard", "whose": "that player",
                                     "up to": True, "any number": True, "total mana value at most": "X"}]


def test_gets_and_has_as_long_as_is_two_static_abilities_611_3b() -> None:
    pump, grant = compile_abilities("Test Card", ("Creature",), "As long as you control three or more modified "
                                    "creatures, Test Card gets +2/+2 and has flying.")
    condition = {"amount": {"count": {"types": ["Creature"], "modified": True, "controller": "you"}}, "at least": 3}
    assert pump["static"] == {"effect": "modify_pt", "power": 2, "toughness": 2, "as long as": condition}
    assert grant["static"] == {"effect": "gain_ability", "ability": "Flying", "as long as": condition}


def test_search_a_players_zones_for_the_chosen_name_then_they_shuffle_701_23a() -> None:
    ability = chapter("Choose a card name. Search target player's graveyard and library for up to two cards with that "
                      "name and exile them. Then that player shuffles.")
    assert ability["effects"][1:] == [
        {"search_zones": {"player": "target 1", "zones": ["graveyard", "library"], "filter": {"name": {"chosen": True}},
                          "count": 2, "to": "exile"}},
        {"shuffle": {"player": "target 1"}}]


def test_firebending_is_its_triggered_ability_on_a_keyword_line_and_on_a_token_702_189a() -> None:
    menace, firebending = compile_abilities("Test Card", ("Creature",), "Menace, firebending 2")
    assert menace == "Menace"
    assert firebending == {"triggered": {"event": "attacks", "self": True},
                           "text": "firebending 2 (Whenever this creature attacks, add {R}{R}. This mana lasts until "
                                   "end of combat.)", "effects": [{"add_mana": {"mana": "{R}{R}"}}]}
    (create,) = chapter("Create a 2/2 red Elemental creature token with firebending 1.")["effects"]
    assert create["create_token"]["token"]["abilities"][0]["text"].startswith("Firebending 1 (Whenever")


def test_exile_a_permanent_you_control_and_the_created_tokens_goaded_701_15a() -> None:
    create, goad = chapter("Each player creates two 1/1 red Goblin creature tokens. The tokens are goaded for as long "
                           "as Test Saga remains on the battlefield.")["effects"]
    assert goad == {"goad": {"created": {}, "until": "for as long as this remains on the battlefield"}}
    (may,) = chapter("You may exile a nontoken artifact you control. When you do, exile all Goblins.")["effects"]
    assert may["may"]["do"] == [{"exile": {"choose": {"zone": "battlefield", "whose": "you",
                                                      "filter": {"types": ["Artifact"], "token": False}}}}]


def test_may_reveal_the_top_card_and_loyalty_abilities_twice_606_3() -> None:
    assert chapter("You may reveal the top card of your library. If a creature card is revealed this way, put it "
                   "into your hand.")["effects"] == [{"may": {"text": "reveal the top card of your library", "do": [
                       {"reveal_top": {"filter": {"types": ["Creature"]}, "to": "hand"}}]}}]
    assert chapter("You may activate the loyalty abilities of planeswalkers you control twice this turn rather than "
                   "only once.")["effects"] == [{"loyalty_abilities_twice": {}}]


def test_sacrifice_any_number_then_search_for_mana_value_up_to_that_many_701_23a() -> None:
    sacrifice, search = chapter("Sacrifice any number of artifacts. Search your library and/or graveyard for an "
                                "artifact card with mana value less than or equal to the number of artifacts "
                                "sacrificed this way and put it onto the battlefield. If you search your library this "
                                "way, shuffle.")["effects"]
    assert sacrifice == {"sacrifice": {"filter": {"types": ["Artifact"]}, "any number": True}}
    assert search == {"search": {"filter": {"types": ["Artifact"]}, "mana value at most": {"sacrificed": True},
                                 "graveyard too": True, "to": "battlefield"}}


def test_exile_one_face_down_with_a_counter_and_cast_it_later_406_3() -> None:
    assert chapter("Look at the top four cards of your library. Exile one of them face down with a hatching counter "
                   "on it, then put the rest on the bottom of your library in a random order.")["effects"] == [
        {"look_at_top": {"count": 4, "take": 1, "to": "exile", "face down": True, "counter": "hatching",
                         "rest": "bottom_random"}}]
    ability = only("Whenever Test Card or an Elf you control dies, you may cast a creature spell from among cards you "
                   "own in exile with hatching counters on them without paying its mana cost.")
    assert ability["triggered"] == {"event": "dies", "or self": True,
                                    "filter": {"subtypes": ["Elf"], "controller": "you"}}
    assert ability["effects"] == [{"cast": {"from": "exile", "filter": {"types": ["Creature"],
                                                                         "with counter": "hatching"},
                                            "without paying": True}}]


def test_suspend_the_exiled_nonland_cards_and_time_travel_twice_702_62a() -> None:
    exile, suspend = chapter("Exile the top three cards of your library. For each nonland card exiled this way, put a "
                             "number of time counters on that card equal to its mana value. If it doesn't have "
                             "suspend, it gains suspend.")["effects"]
    assert suspend == {"suspend_exiled": {"filter": {"not types": ["Land"]}}}
    assert chapter("Time travel, then time travel.")["effects"] == [{"time_travel": {}}, {"time_travel": {}}]


def test_a_sources_controller_loses_life_unless_they_pay_118_12a() -> None:
    ability = only("Whenever a source an opponent controls deals damage to you or a permanent you control, that "
                   "source's controller loses 3 life unless they pay {2}.")
    assert ability["triggered"] == {"event": "deals damage", "filter": {"controller": "opponent"},
                                    "to": "you or a permanent you control"}
    assert ability["effects"] == [{"unless": {"player": "that source's controller", "text": "pay {2}",
                                              "do": [{"pay": {"mana": "{2}", "player": "that player"}}],
                                              "then": [{"lose_life": {"player": "that player", "amount": 3}}]}}]


def test_sacrifice_other_creatures_as_a_cost_incubate_times_and_destroy_all_except_701_53a() -> None:
    ability = only("{1}, Sacrifice two other creatures: Draw a card.")
    assert ability["activated"] == {"mana": "{1}", "sacrifice": {"count": 2, "filter": {"types": ["Creature"],
                                                                                        "other": True}}}
    assert chapter("Incubate 3 twice, then transform all Incubator tokens you control.")["effects"] == [
        {"incubate": {"count": 3}}, {"incubate": {"count": 3}},
        {"transform": {"all": {"subtypes": ["Incubator"], "token": True, "controller": "you"}}}]
    assert chapter("Destroy all creatures except for Elves and Wizards.")["effects"] == [
        {"destroy": {"all": {"types": ["Creature"], "not subtypes": ["Elf", "Wizard"]}}}]


def test_a_card_exiled_face_down_turned_face_up_and_put_onto_the_battlefield_607_2a() -> None:
    search, = chapter("Search your library for a card, exile it face down, then shuffle.")["effects"]
    assert search == {"search": {"face down": True, "to": "exile"}}
    turn, condition = chapter("Turn the exiled card face up. If it's an artifact card, you gain life equal to its "
                              "mana value.")["effects"]
    assert turn == {"turn_face_up": {"linked": True}}
    assert condition == {"if": {"condition": {"linked": {"types": ["Artifact"]}}, "text": "If it's an artifact card",
                                "then": [{"gain_life": {"amount": {"mana value": "linked"}}}]}}
    condition, rest = chapter("You may put the exiled card onto the battlefield if it's a land card. If you don't put "
                              "it onto the battlefield, put it into its owner's hand.")["effects"]
    assert condition["if"]["condition"] == {"linked": {"types": ["Land"]}}
    assert condition["if"]["then"][0]["may"]["do"] == [{"put_onto_battlefield": {"linked": True}}]
    assert rest == {"return_linked": {"to": "hand"}}


def test_a_named_token_defined_by_its_reminder_text_111_4() -> None:
    (create,) = chapter('Create a Test Golem token. (It\'s a {3} 3/3 Golem artifact creature with "Whenever you cast '
                        'an artifact spell, put a +1/+1 counter on Test Golem.")')["effects"]
    token = create["create_token"]["token"]
    assert {k: v for k, v in token.items() if k != "abilities"} == {
        "name": "Test Golem", "mana_cost": "{3}", "types": ["Artifact", "Creature"], "subtypes": ["Golem"],
        "power": 3, "toughness": 3}
    assert token["abilities"][0]["effects"] == [{"put_counters": {"self": True, "kind": "+1/+1"}}]
    assert token["abilities"][0]["text"].endswith("put a +1/+1 counter on Test Golem.")


def test_for_each_opponent_a_target_they_control_becomes_an_artifact_creature_205_1b() -> None:
    ability = chapter("For each opponent, up to one target noncreature artifact they control becomes a 1/1 Construct "
                      "artifact creature with haste for as long as you control Test Saga.")
    assert ability["targets"] == [{"filter": {"types": ["Artifact"], "not types": ["Creature"]}, "up to": True,
                                   "for each": "opponent"}]
    assert ability["effects"] == [{"become": {"target": 1, "types": ["Artifact", "Creature"], "subtypes": ["Construct"],
                                              "base pt": "1/1", "abilities": ["Haste"], "in addition": True,
                                              "until": "for as long as you control this"}}]


def test_cards_in_your_graveyard_have_escape_702_138a() -> None:
    assert only("Each Zombie card in your graveyard has escape. The escape cost is equal to the card's mana cost plus "
                "exile two other cards from your graveyard.", types=("Land",))["static"] == {
        "effect": "may_cast_from", "zone": "graveyard", "filter": {"subtypes": ["Zombie"]},
        "escape": {"exile other cards": 2}}


def test_an_x_two_instructions_share_is_defined_once_107_3c() -> None:
    ability = chapter("Test Saga deals X damage to any target and X damage to any other target, where X is the number "
                      "of creatures you control.")
    assert ability["effects"] == [{"define_x": {"amount": {"count": {"types": ["Creature"], "controller": "you"}}}},
                                  {"damage": {"amount": "X", "to": 1}}, {"damage": {"amount": "X", "to": 2}}]
    assert ability["targets"][1]["other than"] == 1
    assert chapter("Draw X cards, where X is the number of creatures you control.")["effects"] == [
        {"draw": {"count": {"count": {"types": ["Creature"], "controller": "you"}}}}]


def test_two_target_players_attack_each_other_508_1d() -> None:
    ability = chapter("Choose two target players. Until your next turn, each creature they control attacks the other "
                      "chosen player each combat if able.")
    assert ability["targets"] == [{"player": "any", "count": 2}]
    assert ability["effects"] == [{"must_attack": {"players": "target 1", "until": "your next turn"}}]


def test_a_tokens_ability_saying_it_isnt_a_creature_leaves_its_other_card_types_205_1a() -> None:
    (create,) = chapter('Create a 1/1 colorless Thopter artifact creature token with "Whenever an opponent casts an '
                        'instant spell, this token isn\'t a creature until end of turn."')["effects"]
    (ability,) = create["create_token"]["token"]["abilities"]
    assert ability["triggered"] == {"event": "cast", "by": "opponent", "filter": {"types": ["Instant"]}}
    assert ability["effects"] == [{"become": {"self": True, "types": ["Artifact"], "until": "end of turn"}}]
    assert ability["text"].endswith("this token isn't a creature until end of turn.")
# ----- the sentences of the Saga rows read whole in session 9 ----------------------------

def test_becomes_a_legendary_subtype_adds_the_supertype_205_4a() -> None:
    assert chapter("Put a +1/+1 counter on target creature you control. It becomes a legendary Spider Hero in "
                   "addition to its other types.")["effects"][1] == {
        "become": {"target": 1, "supertypes": ["Legendary"], "subtypes": ["Spider", "Hero"], "in addition": True}}


def test_a_counter_on_a_creature_you_control_is_chosen_not_targeted_115_10a() -> None:
    ability = chapter("Put two +1/+1 counters on a creature you control.")
    assert "targets" not in ability
    assert ability["effects"] == [{"choose_permanents": {"filter": {"types": ["Creature"], "controller": "you"},
                                                         "count": 1}},
                                  {"put_counters": {"chosen": True, "kind": "+1/+1", "amount": 2}}]


def test_if_you_do_after_an_exile_is_an_if_of_its_own_608_2c() -> None:
    assert chapter("Exile up to one target creature you control. If you do, return it to the battlefield under its "
                   "owner's control at the beginning of your next end step.")["effects"] == [
        {"exile": {"target": 1}},
        {"if": {"condition": {"you did": True}, "text": "If you do", "then": [{"delayed_trigger": {
            "when": {"event": "beginning of", "step": "end step", "whose": "you"},
            "text": "At the beginning of your next end step, return it to the battlefield under its owner's control.",
            "effects": [{"return_exiled": {}}]}}]}}]


def test_if_you_control_n_or_more_then_sacrifice_it_if_you_do_608_2c() -> None:
    effects = chapter("Create a Food token. Then if you control three or more Foods, sacrifice this Saga. If you do, "
                      "draw two cards.")["effects"]
    assert effects[1] == {"if": {"text": "if you control three or more Foods", "condition": {
        "amount": {"count": {"subtypes": ["Food"]}, "controlled by": "you"}, "at least": 3}, "then": [
        {"sacrifice": {"self": True}},
        {"if": {"condition": {"you did": True}, "text": "If you do", "then": [{"draw": {"count": 2}}]}}]}}


def test_goad_all_creatures_with_a_name_chosen_for_this_701_15a() -> None:
    assert chapter("Choose a creature card name, then goad all creatures with a name chosen for Test Saga.")[
        "effects"] == [{"choose_name": {"filter": {"types": ["Creature"]}}},
                       {"goad": {"all": {"types": ["Creature"], "name chosen for this": True}}}]
    assert chapter("Goad target creature an opponent controls.")["effects"] == [{"goad": {"target": 1}}]


def test_defending_player_in_an_attack_trigger_is_that_player_506_2() -> None:
    (ability,) = compile_abilities("Test Beast", ("Creature",), "Whenever Test Beast attacks, it gets +X/+0 until "
                                   "end of turn, where X is the number of land cards in defending player's graveyard.")
    assert ability["effects"] == [{"modify_pt": {"self": True, "power": {
        "cards in graveyard": "that player", "filter": {"types": ["Land"]}}, "toughness": 0, "until": "end of turn"}}]


def test_each_player_gains_control_of_what_they_own_613_1b() -> None:
    assert chapter("Each player gains control of all permanents they own.")["effects"] == [
        {"owners_gain_control": {}}]
    with pytest.raises(UnreadableOracle):  # the vocabulary's effect takes every permanent
        chapter("Each player gains control of all creatures they own.")


def test_milled_cards_onto_the_battlefield_and_counters_among_any_number_601_2d() -> None:
    assert chapter("Mill five cards. Put up to one artifact card from among the milled cards onto the "
                   "battlefield.")["effects"][1] == {"put_milled_onto_battlefield": {"filter": {"types": ["Artifact"]},
                                                                                     "count": 1}}
    ability = chapter("Distribute four +1/+1 counters among any number of target creatures you control.")
    assert ability["targets"] == [{"filter": {"types": ["Creature"], "controller": "you"}, "any number": True,
                                   "divide": 4}]


def test_activate_only_if_reads_the_condition_602_5b() -> None:
    (ability,) = compile_abilities("Test Card", ("Creature",), "{2}: Draw a card. Activate only as a sorcery and only "
                                   "if you have four or more cards in hand.")
    assert ability["activate only if"] == {"amount": {"cards in hand": "you"}, "at least": 4}
    assert ability["sorcery speed"] is True
    (ability,) = compile_abilities("Test Card", ("Creature",), "{R}: Draw a card. Activate only as a sorcery and only "
                                   "if you've cast two or more instant and/or sorcery spells this turn.")
    assert ability["activate only if"] == {"amount": {"spells cast this turn": "you", "filter": {
        "any type": ["Instant", "Sorcery"]}}, "at least": 2}


def test_put_all_cards_from_all_graveyards_onto_the_battlefield_400_7() -> None:
    assert chapter("Put all artifact cards from all graveyards onto the battlefield under your control.")[
        "effects"] == [{"put_onto_battlefield": {"zone": "graveyard", "whose": "each player",
                                                 "all": {"types": ["Artifact"]}}}]


def test_spells_your_opponents_cast_cost_more_until_your_next_turn_601_2f() -> None:
    assert chapter("Artifact spells your opponents cast cost {1} more to cast until your next turn.")["effects"] == [
        {"reduce_cost": {"filter": {"types": ["Artifact"]}, "generic": 1, "more": True, "player": "each opponent",
                         "until": "your next turn", "text": "artifact spells"}}]


def test_a_counter_of_a_kind_chosen_122_1() -> None:
    assert chapter("Put a +1/+1 counter or a flying counter on target creature.")["effects"] == [
        {"put_counters": {"target": 1, "kind": {"choice": ["+1/+1", "flying"]}}}]


def test_damage_redirected_to_a_chosen_creature_614_9() -> None:
    assert chapter("Choose a creature you control. Until end of turn, all damage that would be dealt to creatures "
                   "you control is dealt to that creature instead.")["effects"] == [
        {"redirect_damage": {"filter": {"types": ["Creature"]}, "until": "end of turn"}}]


def test_cards_chosen_in_each_graveyard_shuffled_into_libraries_701_24a() -> None:
    assert chapter("Choose two cards in each graveyard. Their owners shuffle those cards into their libraries.")[
        "effects"] == [{"shuffle_into_library": {"choose": {"zone": "graveyard", "whose": "each player", "count": 2,
                                                            "each": True}}}]


def test_another_counter_of_a_kind_on_each_permanent_122_1() -> None:
    assert chapter("For each creature, choose a counter on it. You may put an additional counter of that kind on "
                   "that permanent.")["effects"] == [{"another_counter": {"all": {"types": ["Creature"]}}}]


def test_a_noted_creature_type_in_the_delayed_trigger_205_3m() -> None:
    (note, delayed) = chapter("Note a creature type that hasn't been noted for Test Saga. When you next cast a "
                              "creature spell of that type this turn, that creature enters with an additional +1/+1 "
                              "counter on it.")["effects"]
    assert note == {"note_creature_type": {}}
    assert delayed["delayed_trigger"]["when"] == {"event": "cast", "by": "you", "filter": {
        "types": ["Creature"], "noted type": True}}
    assert delayed["delayed_trigger"]["effects"] == [
        {"enters_with_counters": {"that spell": True, "kind": "+1/+1", "amount": 1}}]


def test_copy_it_except_not_legendary_707_9b() -> None:
    (delayed,) = chapter("When you next cast an artifact spell this turn, copy it, except the copy isn't "
                         "legendary.")["effects"]
    assert delayed["delayed_trigger"]["effects"] == [{"copy_spell": {"that spell": True, "not legendary": True}}]


def test_a_creature_deals_combat_damage_to_a_player_and_that_much_to_their_creature_510_3a() -> None:
    (delayed,) = chapter("Until end of turn, whenever a Dragon deals combat damage to a player, it deals that much "
                         "damage to target creature that player controls.")["effects"]
    assert delayed["delayed_trigger"]["when"] == {"event": "deals damage", "combat": True, "to": "player",
                                                  "filter": {"subtypes": ["Dragon"]}}
    assert delayed["delayed_trigger"]["targets"] == [{"filter": {"types": ["Creature"]},
                                                      "controlled by": "that player"}]
    assert delayed["delayed_trigger"]["effects"] == [
        {"damage": {"amount": {"that much": True}, "to": 1, "by event object": True}}]


def test_landwalk_vanishing_and_a_prevention_ability_on_tokens_702_14_702_63() -> None:
    (create,) = chapter('Create a 1/1 white Spirit creature token with swampwalk, vanishing 2, and "Prevent all '
                        'damage that would be dealt to this creature."')["effects"]
    assert create["create_token"]["token"]["abilities"] == [
        "Swampwalk", {"keyword": "Vanishing", "count": 2},
        {"static": {"effect": "prevent_all_damage"},
         "text": "Prevent all damage that would be dealt to this creature."}]
    assert chapter("Time travel.")["effects"] == [{"time_travel": {}}]


def test_some_cards_exiled_with_this_return_and_the_rest_go_to_the_bottom_607_2a() -> None:
    assert chapter("Return one card exiled with Test Saga to the battlefield under their owners' control and put "
                   "the rest on the bottom of their owners' libraries.")["effects"] == [
        {"return_linked": {"count": 1}}, {"put_linked_on_bottom": {}}]


def test_you_may_exile_two_permanents_you_choose_all_of_it_608_2d() -> None:
    (may,) = chapter("You may exile a Cleric you control and a land you control. If you do, draw two cards.")[
        "effects"]
    assert may == {"may": {"text": "exile a Cleric you control and a land you control", "all of it": True, "do": [
        {"exile": {"choose": {"zone": "battlefield", "whose": "you", "filter": {"subtypes": ["Cleric"]}}}},
        {"exile": {"choose": {"zone": "battlefield", "whose": "you", "filter": {"types": ["Land"]}}}}],
        "if you do": [{"draw": {"count": 2}}]}}


def test_villainous_choice_splits_its_two_options_701_55a() -> None:
    ability = chapter("Target opponent faces a villainous choice — Destroy all Goblin creatures and each of your "
                      "opponents loses life equal to the total power of Goblins that died this turn, or you draw two "
                      "cards.")
    assert ability["targets"] == [{"player": "opponent"}]
    assert ability["effects"] == [{"villainous_choice": {"player": "target 1", "options": [
        {"text": "Destroy all Goblin creatures and each of your opponents loses life equal to the total power of "
                 "Goblins that died this turn",
         "effects": [{"destroy": {"all": {"types": ["Creature"], "subtypes": ["Goblin"]}}},
                     {"lose_life": {"player": "each opponent",
                                    "amount": {"total power died this turn": {"subtypes": ["Goblin"]}}}}]},
        {"text": "you draw two cards", "effects": [{"draw": {"count": 2}}]}]}}]


def test_cast_any_number_free_and_no_maximum_hand_size_402_2() -> None:
    assert chapter("You may cast any number of spells from your hand without paying their mana cost.")[
        "effects"] == [{"cast": {"from": "hand", "filter": {"not types": ["Land"]}, "any number": True,
                                 "without paying": True}}]
    assert chapter("You have no maximum hand size for as long as you control Test Saga.")["effects"] == [
        {"no_maximum_hand_size": {"until": "for as long as you control this"}}]


def test_damage_to_target_player_and_each_creature_they_control_120_3() -> None:
    assert chapter("Test Saga deals 2 damage to target player and each creature they control.")["effects"] == [
        {"damage": {"amount": 2, "to": 1}},
        {"damage": {"amount": 2, "to": "each creature", "controlled by": "target 1"}}]


def test_cast_from_any_graveyard_with_the_exile_replacement_601_3() -> None:
    assert chapter("Until end of turn, you may cast creature spells from any graveyard. If a spell cast this way "
                   "would be put into a graveyard, exile it instead.")["effects"] == [
        {"may_cast_from": {"zone": "graveyard", "filter": {"types": ["Creature"]},
                           "text": "creature spells from any graveyard", "until": "end of turn",
                           "if cast this way": {"replacement": "graveyard_to_exile"}}}]


def test_exile_until_a_card_of_a_filter_701_13a() -> None:
    assert chapter("Exile cards from the top of your library until you exile a creature card. You may play that "
                   "card this turn. Put the rest of those exiled cards on the bottom of your library in a random "
                   "order.")["effects"] == [{"exile_until": {"filter": {"types": ["Creature"]}}},
                                            {"may_play_exiled": {"until": "end of turn"}}]


def test_choose_permanents_then_exile_all_the_others_115_10a() -> None:
    effects = chapter("Choose up to two Elves. You may exile all other creatures.")["effects"]
    assert effects == [
        {"choose_permanents": {"filter": {"types": ["Creature"], "subtypes": ["Elf"]}, "count": 2, "up to": True}},
        {"may": {"text": "exile all other creatures", "do": [{"exile": {"all": {"types": ["Creature"]},
                                                                         "except chosen": True}}]}}]


def test_a_granted_quoted_mana_ability_with_a_choice_of_colors_605_1a() -> None:
    ability = only("Lands you control have \"{T}: Add {U} or {B}.\"", types=("Enchantment",))
    assert ability["static"]["affected"] == {"types": ["Land"], "controller": "you"}
    granted = ability["static"]["ability"]
    assert granted["mana"] is True and granted["effects"] == [{"choose_modes": {"modes": [
        {"text": "Add {U}.", "effects": [{"add_mana": {"mana": "{U}"}}]},
        {"text": "Add {B}.", "effects": [{"add_mana": {"mana": "{B}"}}]}]}}]


def test_target_cards_chosen_returned_and_made_artifacts_205_1b() -> None:
    ability = chapter("Choose up to two target creature cards with total mana value 5 or less in your graveyard. "
                      "Return each of them to the battlefield with a shield counter on it. They're artifacts in "
                      "addition to their other types.")
    assert ability["targets"] == [{"filter": {"types": ["Creature"]}, "zone": "graveyard", "whose": "you",
                                   "count": 2, "up to": True, "total mana value at most": 5}]
    assert ability["effects"] == [{"put_onto_battlefield": {"target": 1, "counter": "shield"}},
                                  {"become": {"target": 1, "types": ["Artifact"], "in addition": True}}]


def test_players_get_counters_and_counters_among_players_count_122_1() -> None:
    assert chapter("Each opponent gets two poison counters.")["effects"] == [
        {"put_counters": {"player": "each opponent", "kind": "poison", "amount": 2}}]
    assert chapter("Create X 1/1 black Rat creature tokens, where X is the total number of poison counters among "
                   "players.")["effects"][0]["create_token"]["count"] == {"player counters": "poison"}
    assert chapter("Put a +1/+1 counter on each creature you control that's an Elf or Warrior.")["effects"] == [
        {"put_counters": {"all": {"types": ["Creature"], "controller": "you", "any of": [
            {"subtypes": ["Elf"]}, {"subtypes": ["Warrior"]}]}, "kind": "+1/+1"}}]


def test_tap_any_number_then_that_much_damage_only_if_one_was_tapped_603_12() -> None:
    (tap,) = chapter("Tap any number of untapped creatures you control. When you do, Test Saga deals that much "
                     "damage to any target.")["effects"]
    (reflexive,) = tap["tap"]["if you do"]
    assert tap["tap"]["choose"] == {"types": ["Creature"]}
    assert reflexive["reflexive"]["effects"] == [{"damage": {"amount": {"tapped": True}, "to": 1}}]


def test_an_artifact_creature_keeps_its_other_types_205_1b() -> None:
    assert chapter("Up to one target artifact you control becomes an artifact creature with base power and "
                   "toughness 3/3 until end of turn.")["effects"] == [
        {"become": {"target": 1, "types": ["Artifact", "Creature"], "base pt": "3/3", "in addition": True,
                    "until": "end of turn"}}]


def test_earthbend_x_and_that_land_becomes_a_subtype_701_66a() -> None:
    assert chapter("Earthbend X, where X is the number of cards in your hand. That land becomes a Forest in "
                   "addition to its other types.")["effects"] == [
        {"earthbend": {"target": 1, "count": {"cards in hand": "you"}}},
        {"become": {"target": 1, "subtypes": ["Forest"], "in addition": True}}]


def test_x_mana_of_any_one_color_106_1b() -> None:
    (ability,) = compile_abilities("Test Card", ("Creature",), "{T}: Add X mana of any one color, where X is the "
                                   "number of cards in your hand.")
    assert ability["mana"] is True
    assert ability["effects"] == [{"add_mana": {"any color": True, "count": {"cards in hand": "you"}}}]


def test_controllers_of_destroyed_permanents_create_tokens_111_2() -> None:
    assert chapter("Destroy all artifacts. For each permanent destroyed this way, its controller creates a "
                   "Treasure token.")["effects"][1] == {
        "create_token": {"token": "Treasure", "controller": "controller of each destroyed"}}


def test_becomes_a_named_creature_and_loses_all_abilities_201_2() -> None:
    with pytest.raises(UnreadableOracle):  # a color is not a supertype or subtype: not read
        chapter("Target creature becomes a 1/1 blue Frog creature named Bob and loses all abilities.")
    assert chapter("Target creature becomes a 2/2 Frog creature named Bob until end of turn.")["effects"] == [
        {"set_characteristics": {"target": 1, "types": ["Creature"], "subtypes": ["Frog"], "name": "Bob",
                                 "base pt": "2/2", "until": "end of turn"}}]
    ability = chapter("Target Frog fights another target creature named Bob.")
    assert ability["targets"][1] == {"filter": {"types": ["Creature"], "name": "Bob"}, "other than": 1}


def test_phases_out_and_cant_phase_in_for_a_duration_702_26b() -> None:
    assert chapter("Target creature phases out. It can't phase in for as long as Test Saga remains on the "
                   "battlefield.")["effects"] == [
        {"phase_out": {"target": 1, "cant phase in": "for as long as this remains on the battlefield"}}]


def test_foretold_cards_in_exile_counted_and_mana_spent_as_printed_702_143() -> None:
    assert chapter("You gain 1 life for each foretold card you own in exile.")["effects"] == [
        {"gain_life": {"amount": {"cards in exile": "you", "filter": {"foretold": True}}}}]
    assert chapter("Add {G}. Spend this mana only to cast spells that have foretell.")["effects"] == [
        {"add_mana": {"mana": "{G}", "spend only": "to cast spells that have foretell"}}]


def test_attach_an_equipment_put_onto_the_battlefield_this_way_701_3a() -> None:
    assert chapter("You may put an Equipment card from your hand or graveyard onto the battlefield. If an "
                   "Equipment is put onto the battlefield this way, you may attach it to a creature you control.")[
        "effects"][1] == {"attach": {"put": {"subtypes": ["Equipment"]}, "choose": {"types": ["Creature"],
                                                                                     "controller": "you"}}}


def test_each_player_chooses_from_among_your_opponents_permanents_101_4() -> None:
    assert chapter("Starting with you, each player chooses up to one creature from among permanents your opponents "
                   "control. Destroy those permanents.")["effects"] == [
        {"destroy": {"choose": {"zone": "battlefield", "whose": "each opponent", "filter": {"types": ["Creature"]},
                                "by": "each player", "up to": True}}}]


def test_you_may_have_a_player_act_608_2d() -> None:
    ability = chapter("You may have target player mill two cards. If you do, draw a card.")
    assert ability["effects"] == [{"may": {"text": "have target player mill two cards",
                                           "do": [{"mill": {"player": "target 1", "count": 2}}],
                                           "if you do": [{"draw": {}}]}}]


def test_your_second_spell_each_turn_and_airbend_603_2() -> None:
    (ability,) = compile_abilities("Test Card", ("Creature",), "Whenever you cast your second spell each turn, "
                                   "airbend up to one target creature.")
    assert ability["triggered"] == {"event": "cast", "by": "you", "nth spell this turn": 2}
    assert ability["effects"] == [{"airbend": {"target": 1}}]


def test_energy_paid_and_that_many_cards_exiled_107_14() -> None:
    assert chapter("You get {E}{E}{E}.")["effects"] == [
        {"put_counters": {"player": "you", "kind": "energy", "amount": 3}}]
    assert chapter("Pay any amount of {E}. If you paid one or more {E} this way, shuffle your library, then exile "
                   "that many cards from the top. You may play one of those cards without paying its mana cost.")[
        "effects"] == [{"pay_energy": {}}, {"if": {"text": "you paid one or more {E} this way", "condition": {
            "amount": {"paid": True}, "at least": 1}, "then": [
            {"shuffle": {}}, {"exile": {"top of library": "you", "count": {"paid": True}}},
            {"cast": {"exiled": True, "play": True, "without paying": True}}]}}]


def test_cant_block_or_be_blocked_and_an_exhaust_waterbend_cost_509_1b_702_177a() -> None:
    (create,) = chapter('Create a 1/1 colorless Bird creature token with "This token can\'t block or be blocked by '
                        'non-Bird creatures."')["effects"]
    assert create["create_token"]["token"]["abilities"] == [
        {"static": {"effect": "cant_block"}, "text": "This token can't block"},
        {"static": {"effect": "cant_be_blocked", "except by": {"subtypes": ["Bird"]}},
         "text": "or be blocked by non-Bird creatures."}]
    (ability,) = compile_abilities("Test Card", ("Creature",), "Exhaust — Waterbend {5}: Take an extra turn after "
                                   "this one.")
    assert ability["activated"] == {"mana": "{5}"} and ability["exhaust"] is True
    assert ability["effects"] == [{"extra_turn": {}}]


def test_mill_then_when_you_do_nests_the_reflexive_ability_under_the_mill_603_12() -> None:
    (mill,) = chapter("Mill four cards. When you do, return target creature card from your graveyard to your "
                      "hand.")["effects"]
    assert mill["mill"]["count"] == 4
    assert next(iter(mill["mill"]["if you do"][0])) == "reflexive"


def test_whenever_you_sacrifice_and_the_final_chapter_ability_trigger_conditions_701_21a_714_2e() -> None:
    assert trigger_condition("Whenever you sacrifice an enchantment") == {
        "event": "sacrificed", "by": "you", "filter": {"types": ["Enchantment"]}}
    assert trigger_condition("Whenever the final chapter ability of a Saga you control resolves") == {
        "event": "final chapter resolves", "whose": "you"}
