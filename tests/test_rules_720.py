"""CR 720 (Omen cards) and the rules Omens lean on, one small test per rule, named after it.

Each test runs a tiny scenario whose `expect:` block must hold; some also look at the trace.
"""

import pytest

from helpers import board, cited, play
from judge import render_events, runner, scenario
from judge.render_events import describe
from judge.errors import InputError
from judge.game import events


# ----- 720.2 ---------------------------------------------------------------------------------------

def test_720_2c_drawing_an_omen_card_draws_one_card():
    play(board("    library: [Twinmaw Stormbrood]", actions="  - draw: {player: Alice, n: 1}",
               expect="  players:\n    Alice: {hand: [Twinmaw Stormbrood], library: 0}"))


# ----- 720.3 casting ---------------------------------------------------------------------------------

def test_720_3_the_caster_chooses_normal_by_default():
    game = play(board("    hand: [Twinmaw Stormbrood]", actions="  - cast: Twinmaw Stormbrood",
                      expect="  stack: [Twinmaw Stormbrood]\n  objects:\n"
                             "    Twinmaw Stormbrood: {zone: stack, types: [Creature], subtypes: [Dragon]}"))
    choice = next(e for e in game.log if e.kind == "choice")
    assert choice.default and choice.data["answer"] is False  # not as the Omen
    assert render_events.text(choice, game.version).startswith("Alice chooses to cast it normally, as Twinmaw")


def test_720_3_cast_as_choice_picks_the_omen():
    play(board("    hand: [Twinmaw Stormbrood]\n    battlefield: [Grizzly Bears]",
               actions="  - cast: Twinmaw Stormbrood\n    targets: [Grizzly Bears]",
               extra="choices:\n  - cast as: omen\n",
               expect="  stack: [Charring Bite]\n  objects:\n"
                      "    Twinmaw Stormbrood: {zone: stack, types: [Sorcery], subtypes: [Omen]}\n"
                      "  events:\n    - cast: {object: Charring Bite, omen: true}\n"
                      "    - no: {cast: {object: Twinmaw Stormbrood, omen: false}}"))


def test_720_3_casting_as_omen_a_card_without_one_is_bad_input():
    with pytest.raises(InputError, match="has no Omen"):
        play(board("    hand: [Grizzly Bears]", actions="  - cast: Grizzly Bears\n    as: omen",
                   expect="  stack: []"))


def test_720_3a_thundermane_dragon_lets_the_creature_be_cast_from_the_top_but_not_the_omen():
    alice = "    library: [Twinmaw Stormbrood]\n    battlefield: [Thundermane Dragon, Grizzly Bears]"
    play(board(alice, actions="  - cast: Twinmaw Stormbrood\n    from: library\n    as: omen\n"
                              "    targets: [Grizzly Bears]\n    illegal: 601.3\n"
                              "  - cast: Twinmaw Stormbrood\n    from: library\n    as: normal",
               expect="  stack: [Twinmaw Stormbrood]"))


def test_720_3a_precognition_field_lets_the_omen_be_cast_from_the_top_but_not_the_creature():
    alice = "    library: [Twinmaw Stormbrood]\n    battlefield: [Precognition Field, Grizzly Bears]"
    play(board(alice, actions="  - cast: Twinmaw Stormbrood\n    from: library\n    as: normal\n    illegal: 601.3\n"
                              "  - cast: Twinmaw Stormbrood\n    from: library\n    as: omen\n"
                              "    targets: [Grizzly Bears]",
               expect="  stack: [Charring Bite]"))


def test_720_3a_a_sorcery_omen_needs_sorcery_timing():
    play(board("    hand: [Twinmaw Stormbrood]\n    battlefield: [Grizzly Bears]",
               bob="    hand: [Counterspell]",
               actions="  - advance: end step\n  - cast: Twinmaw Stormbrood\n    as: omen\n"
                       "    targets: [Grizzly Bears]\n    illegal: 307.1",
               expect="  stack: []"))


def test_720_3b_essence_scatter_cannot_target_an_omen_spell():
    play(board("    hand: [Twinmaw Stormbrood]\n    battlefield: [Grizzly Bears]", bob="    hand: [Essence Scatter]",
               actions="  - cast: Twinmaw Stormbrood\n    as: omen\n    targets: [Grizzly Bears]\n"
                       "  - cast: Essence Scatter\n    targets: [Twinmaw Stormbrood]\n    illegal: 115.1",
               expect="  stack: [Charring Bite]"))


def test_720_3b_spell_snare_sees_the_omens_mana_value():
    play(board("    hand: [Twinmaw Stormbrood]\n    battlefield: [Grizzly Bears]", bob="    hand: [Spell Snare]",
               actions="  - cast: Twinmaw Stormbrood\n    as: omen\n    targets: [Grizzly Bears]\n"
                       "  - cast: Spell Snare\n    targets: [Twinmaw Stormbrood]\n  - resolve",
               expect="  objects:\n    Twinmaw Stormbrood: {zone: graveyard, types: [Creature]}\n"
                      "  players:\n    Alice: {shuffles: 0}"))


def test_720_3b_exude_toxin_mana_value_is_x_plus_two_on_the_stack():
    game = play(board("    hand: [Scavenger Regent]", actions="  - cast: Scavenger Regent\n    as: omen\n    x: 3",
                      expect="  stack: [Exude Toxin]"))
    spell = game.stack[-1]
    assert game.chars(spell.oid).mana_value == 5


# ----- 720.3c copies -----------------------------------------------------------------------------------

COPIED = board("    hand: [Twinmaw Stormbrood]\n    battlefield: [Grizzly Bears, Psychogenic Probe]",
               bob="    hand: [Twincast]\n    battlefield: [Memnite]",
               actions="  - cast: Twinmaw Stormbrood\n    as: omen\n    targets: [Grizzly Bears]\n"
                       "  - cast: Twincast\n    targets: [Twinmaw Stormbrood]\n  - resolve: all",
               extra="choices:\n  - targets: [Memnite]\n",
               expect="  objects:\n    Twinmaw Stormbrood: {zone: library}\n    Memnite: {zone: graveyard}\n"
                      "    Grizzly Bears: {zone: graveyard}\n"
                      "  players:\n    Alice: {shuffles: 1, life: 18, library: 6}\n"
                      "    Bob: {shuffles: 1, life: 18, library: 5}\n"
                      "  events:\n    - copied: {object: copy of Twinmaw Stormbrood}\n"
                      "    - shuffled: Bob\n    - ceased to exist: copy of Twinmaw Stormbrood\n"
                      "    - shuffled: Alice\n  cites: [720.3c, 720.3d, 704.5e, 707.10]")


def test_720_3c_a_copy_of_an_omen_is_an_omen_owned_by_the_player_who_copied_it():
    play(COPIED)


# ----- 720.3d shuffled as it resolves ----------------------------------------------------------------

def test_720_3d_a_resolving_omen_is_shuffled_into_its_owners_library():
    game = play(board("    hand: [Twinmaw Stormbrood]\n    battlefield: [Grizzly Bears]",
                      actions="  - cast: Twinmaw Stormbrood\n    as: omen\n    targets: [Grizzly Bears]\n"
                              "  - resolve",
                      expect="  objects:\n    Twinmaw Stormbrood: {zone: library}\n"
                             "    Grizzly Bears: {zone: graveyard}\n"
                             "  players:\n    Alice: {library: 6, graveyard: [Grizzly Bears], shuffles: 1}\n"
                             "  cites: [720.3d, 608.2n, 701.24a]"))
    assert "608.2n" in cited(game)


def test_720_3d_claim_territory_shuffles_twice_and_psychogenic_probe_triggers_twice():
    play(board("    library: [Forest, Forest, Island]\n    hand: [Bloomvine Regent]\n"
               "    battlefield: [Psychogenic Probe]",
               actions="  - cast: Bloomvine Regent\n    as: omen\n  - resolve: all",
               expect="  objects:\n    Forest: {count: 1}\n  players:\n"
                      "    Alice: {shuffles: 2, life: 16, hand: [Forest], library: 2}"))


def test_701_24e_shuffling_an_empty_library_still_triggers_psychogenic_probe():
    play(board("    library: 0\n    battlefield: [Psychogenic Probe]", actions="  - shuffle: Alice\n  - resolve: all",
               expect="  players:\n    Alice: {shuffles: 1, life: 18}\n  cites: [701.24e]"))


def test_720_3d_a_countered_omen_goes_to_the_graveyard_unshuffled():
    play(board("    hand: [Twinmaw Stormbrood]\n    battlefield: [Grizzly Bears]", bob="    hand: [Counterspell]",
               actions="  - cast: Twinmaw Stormbrood\n    as: omen\n    targets: [Grizzly Bears]\n"
                       "  - cast: Counterspell\n    targets: [Charring Bite]\n  - resolve: all",
               expect="  objects:\n    Twinmaw Stormbrood: {zone: graveyard, types: [Creature]}\n"
                      "    Grizzly Bears: {zone: battlefield}\n  players:\n    Alice: {shuffles: 0}"))


def test_720_3d_a_remanded_omen_returns_to_hand_as_the_creature_card():
    play(board("    hand: [Twinmaw Stormbrood]\n    battlefield: [Grizzly Bears]", bob="    hand: [Remand]",
               actions="  - cast: Twinmaw Stormbrood\n    as: omen\n    targets: [Grizzly Bears]\n"
                       "  - cast: Remand\n    targets: [Charring Bite]\n  - resolve: all",
               expect="  objects:\n    Twinmaw Stormbrood: {zone: hand, types: [Creature]}\n"
                      "  players:\n    Alice: {shuffles: 0}\n    Bob: {hand: 1}"))


def test_608_2b_an_omen_whose_targets_are_all_illegal_goes_to_the_graveyard():
    play(board("    hand: [Twinmaw Stormbrood]\n    battlefield: [Grizzly Bears]",
               actions="  - cast: Twinmaw Stormbrood\n    as: omen\n    targets: [Grizzly Bears]\n"
                       "  - destroy: Grizzly Bears\n  - resolve",
               expect="  objects:\n    Twinmaw Stormbrood: {zone: graveyard}\n  players:\n    Alice: {shuffles: 0}\n"
                      "  events:\n    - fizzled: Twinmaw Stormbrood"))


def test_614_1a_rest_in_peace_exiles_a_countered_omen_but_not_a_resolved_one():
    play(board("    hand: [Twinmaw Stormbrood, Scavenger Regent]\n    battlefield: [Grizzly Bears, Rest in Peace]",
               bob="    hand: [Counterspell]",
               actions="  - cast: Twinmaw Stormbrood\n    as: omen\n    targets: [Grizzly Bears]\n"
                       "  - cast: Counterspell\n    targets: [Charring Bite]\n  - resolve: all\n"
                       "  - cast: Scavenger Regent\n    as: omen\n    x: 1\n  - resolve",
               expect="  objects:\n    Twinmaw Stormbrood: {zone: exile}\n    Scavenger Regent: {zone: library}\n"
                      "    Counterspell: {zone: exile}\n  players:\n    Alice: {shuffles: 1}"))


def test_601_3_kess_casts_an_omen_from_the_graveyard_once_and_it_is_still_shuffled():
    play(board("    graveyard: [Twinmaw Stormbrood, Scavenger Regent]\n"
               "    battlefield: [\"Kess, Dissident Mage\", Grizzly Bears]",
               actions="  - cast: Twinmaw Stormbrood\n    from: graveyard\n    as: normal\n    illegal: 601.3\n"
                       "  - cast: Twinmaw Stormbrood\n    from: graveyard\n    as: omen\n    targets: [Grizzly Bears]\n"
                       "  - resolve\n"
                       "  - cast: Scavenger Regent\n    from: graveyard\n    as: omen\n    illegal: 601.3",
               expect="  objects:\n    Twinmaw Stormbrood: {zone: library}\n  players:\n    Alice: {shuffles: 1}"))


# ----- 720.4 everywhere else its normal self --------------------------------------------------------

def test_720_4_an_omen_card_in_the_graveyard_is_a_creature_card():
    play(board("    graveyard: [Scavenger Regent]", actions="  - note: look",
               expect="  objects:\n    Scavenger Regent: {zone: graveyard, types: [Creature], subtypes: [Dragon]}"))


def test_720_4_kishla_trawlers_cannot_return_an_omen_card_as_an_instant_or_sorcery():
    play(board("    hand: [Kishla Trawlers]\n    graveyard: [Grizzly Bears, Twinmaw Stormbrood]",
               actions="  - cast: Kishla Trawlers\n  - resolve: all",
               expect="  objects:\n    Grizzly Bears: {zone: exile}\n    Twinmaw Stormbrood: {zone: graveyard}"))


def test_702_85a_cascade_judges_an_omen_card_by_its_creatures_mana_value():
    play(board("    library: [Scavenger Regent, Grizzly Bears, Island]\n    hand: [Bloodbraid Elf]",
               actions="  - cast: Bloodbraid Elf\n  - resolve",
               expect="  objects:\n    Grizzly Bears: {zone: stack}\n    Scavenger Regent: {zone: library}\n"
                      "  players:\n    Alice: {library: 2, shuffles: 0}"))


# ----- 720.5 naming -----------------------------------------------------------------------------------

def test_720_5_meddling_mage_may_name_an_omen_and_only_that_way_of_casting_is_stopped():
    play(board("    hand: [Meddling Mage, Bloomvine Regent]",
               actions="  - cast: Meddling Mage\n  - resolve\n"
                       "  - cast: Bloomvine Regent\n    as: omen\n    illegal: 101.2\n"
                       "  - cast: Bloomvine Regent\n    as: normal",
               extra="choices:\n  - name: Claim Territory\n",
               expect="  stack: [Bloomvine Regent]"))


def test_720_5_a_land_name_is_refused_for_a_nonland_name():
    with pytest.raises(InputError, match="not the name of a card"):
        play(board("    hand: [Meddling Mage]", actions="  - cast: Meddling Mage\n  - resolve",
                   extra="choices:\n  - name: Forest\n", expect="  stack: []"))


def test_720_5_choosing_an_omens_name_for_a_chapter_cites_720_5_and_the_omen_spell_has_that_name():
    game = play(board("    hand: [Disruptive Stormbrood]\n    battlefield:\n"
                      "      - {card: Medomai's Prophecy, counters: {lore: 1}, resolved chapters: [1]}",
                      bob="    battlefield: [Grizzly Bears]",
                      actions="  - proliferate: {by: Alice, choose: [Medomai's Prophecy]}\n  - resolve: all\n"
                              "  - proliferate: {by: Alice, choose: [Medomai's Prophecy]}\n  - resolve: all\n"
                              "  - cast: Petty Revenge\n    targets: [Grizzly Bears]\n  - resolve: all",
                      extra="choices:\n  - name: Petty Revenge\n",
                      expect="  events:\n    - drew: {player: Alice, n: 2}"))
    assert "720.5" in cited(game)


def test_720_5_an_omens_name_is_refused_for_a_creature_card_name_by_its_omen_characteristics():
    with pytest.raises(InputError, match=r"a creature card name\); Petty Revenge is an Omen's name.*\(720\.5\)"):
        play(board("    hand: [Day of the Moon]", bob="    battlefield: [Disruptive Stormbrood]",
                   actions="  - cast: Day of the Moon\n  - resolve: all",
                   extra="choices:\n  - name: Petty Revenge\n", expect="  stack: []"))


def test_720_4_a_search_for_an_omens_name_finds_no_omen_card_outside_the_stack_and_says_why():
    sozin = "    battlefield:\n      - {card: The Rise of Sozin, counters: {lore: 1}, resolved chapters: [1]}"
    game = play(board(sozin,
                      "    library: [Disruptive Stormbrood, 4]\n    hand: [{card: Disruptive Stormbrood, id: Kept}]",
                      actions="  - proliferate: {by: Alice, choose: [The Rise of Sozin]}\n  - resolve: all",
                      extra="choices:\n  - name: Petty Revenge\n",
                      expect="  objects:\n    Kept: {zone: hand}\n  players:\n    Bob: {exile: 0}"))
    note, = [e.event for e in game.log if isinstance(e.event, events.OmenNameNotACardName)]
    assert (note.name, note.cards) == ("Petty Revenge", ("Disruptive Stormbrood", "Disruptive Stormbrood"))
    assert "720.4" in cited(game)


def test_720_3b_living_breakthrough_forbids_the_omen_by_its_mana_value_and_says_which():
    game = play(board("    hand: [Grizzly Bears]\n    battlefield:\n      - {card: Inventive Iteration, face: back}",
                      "    hand: [Disruptive Stormbrood]",
                      actions="  - cast: Grizzly Bears\n  - resolve: all\n"
                              "  - advance: {to: precombat main, turn: Bob}\n"
                              "  - cast: Petty Revenge\n    targets: [Grizzly Bears]\n    illegal: 101.2\n"
                              "  - cast: Disruptive Stormbrood\n    as: normal",
                      expect="  stack: [Disruptive Stormbrood]"))
    refusal, = [describe(e.event, game.version) for e in game.log if isinstance(e.event, events.Refused)]
    assert "Living Breakthrough says spells with mana value 2, as this spell has, can't be cast" in refusal


# ----- versions ---------------------------------------------------------------------------------------

def test_720_omens_before_2025_04_04_are_an_error():
    with pytest.raises(InputError, match="Omen cards did not exist yet"):
        play(board("    hand: [Twinmaw Stormbrood]", actions="  - note: x", expect="  stack: []"), rules="2025-02-07")


def test_720_3d_cites_608_2m_style_numbers_of_the_version():
    game = play(board("    hand: [Twinmaw Stormbrood]\n    battlefield: [Grizzly Bears]",
                      actions="  - cast: Twinmaw Stormbrood\n    as: omen\n    targets: [Grizzly Bears]\n  - resolve",
                      expect="  players:\n    Alice: {shuffles: 1}\n  cites: [720.3d, 701.20a]"), rules="2025-04-04")
    assert "701.24a" not in cited(game)


def test_107_3b_x_must_be_zero_when_cast_without_paying():
    play(board("    hand: [Scavenger Regent]\n    battlefield: [Omniscience]",
               actions="  - cast: Scavenger Regent\n    as: omen\n    x: 3\n    without paying: true\n"
                       "    illegal: 107.3b\n  - cast: Scavenger Regent\n    as: omen\n    without paying: true",
               expect="  stack: [Exude Toxin]\n  cites: [107.3b, 720.3a]"))


def test_601_2c_a_refused_cast_leaves_the_card_where_it_was():
    play(board("    hand: [Twinmaw Stormbrood]",
                      actions="  - cast: Twinmaw Stormbrood\n    as: omen\n    illegal: 601.2c",
                      expect="  players:\n    Alice: {hand: [Twinmaw Stormbrood]}\n  stack: []"))


# ----- bad Omen input: one error line, exit 2 ---------------------------------------------------------

BAD_OMEN_INPUT = {
    "as-must-be-omen-or-normal": ("  - cast: Twinmaw Stormbrood\n    as: adventure", "", "'as' must be omen or normal"),
    "cast-as-choice-value": ("  - cast: Twinmaw Stormbrood", "choices:\n  - cast as: creature\n",
                             "choice 'cast as' takes omen or normal"),
    "as-omen-without-an-omen": ("  - cast: Grizzly Bears\n    as: omen", "", "has no Omen"),
    "omen-name-cast-as-normal": ("  - cast: Charring Bite\n    as: normal", "",
                                 "names the Omen of Twinmaw Stormbrood but says 'as: normal'"),
}


@pytest.mark.parametrize("case", sorted(BAD_OMEN_INPUT))
def test_720_3_bad_omen_input_is_one_error_line(case, tmp_path):
    from click.testing import CliRunner

    from judge.cli import cli

    actions, extra, fragment = BAD_OMEN_INPUT[case]
    path = tmp_path / "bad.yaml"
    path.write_text("title: bad\nrules: 2026-08-07\n" + board("    hand: [Twinmaw Stormbrood, Grizzly Bears]",
                                                            actions=actions, expect="  stack: []", extra=extra))
    result = CliRunner().invoke(cli, ["run", str(path)])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: ") and fragment in lines[0] and ", line " in lines[0]


def test_720_3_a_copy_stack_entry_as_omen_needs_an_omen():
    with pytest.raises(InputError, match="Lightning Bolt has no Omen"):
        play("players:\n  Alice: {}\n  Bob: {}\nstack:\n  - {spell: Lightning Bolt, as: omen, copy: true}\n"
             "expect:\n  stack: []\n")


def test_720_omens_before_2025_04_04_by_the_rules_option_are_an_error():
    text = "title: t\nplayers:\n  Alice: {library: [Sagu Wildling]}\n  Bob: {}\nexpect:\n  stack: []\n"
    with pytest.raises(InputError, match="did not exist yet.*2025-04-04"):
        runner.run(scenario.load("test.yaml", text=text), rules="2024-11-08")


# ----- ward on the Omen creatures (702.21a) ----------------------------------------------------------

def test_702_21a_ward_counters_an_omen_whose_caster_cannot_discard():
    play(board("    hand: [Dirgur Island Dragon]", bob="    battlefield: [Scavenger Regent]",
               actions="  - cast: Dirgur Island Dragon\n    as: omen\n    targets: [Scavenger Regent]\n"
                       "  - resolve: all",
               expect="  objects:\n    Dirgur Island Dragon: {zone: graveyard}\n"
                      "  players:\n    Alice: {hand: 0, shuffles: 0}\n  cites: [702.21a, 701.6a]"))


def test_702_21a_ward_paid_with_life_and_the_omen_resolves():
    play(board("    hand: [Feral Deathgorger]", bob="    battlefield: [Purging Stormbrood]",
               actions="  - cast: Feral Deathgorger\n    as: omen\n    targets: [Purging Stormbrood]\n  - resolve: all",
               expect="  objects:\n    Purging Stormbrood: {counters: {+1/+1: 1}}\n"
                      "  players:\n    Alice: {life: 18, shuffles: 1}"))


def test_702_21a_ward_declined_counters_the_spell():
    play(board("    hand: [Feral Deathgorger]", bob="    battlefield: [Purging Stormbrood]",
               actions="  - cast: Feral Deathgorger\n    as: omen\n    targets: [Purging Stormbrood]\n  - resolve: all",
               extra="choices:\n  - may: no\n",
               expect="  objects:\n    Feral Deathgorger: {zone: graveyard}\n  players:\n    Alice: {life: 20}"))


def ward_note(game) -> str:
    """The trace's words for the ward cost its controller could not pay (702.21a)."""
    return next(text for e in game.log if e.event.kind == "note"
                and "ward cost" in (text := render_events.text(e, game.version)))


def test_118_3_a_ward_cost_that_cannot_be_paid_says_which_resource_is_missing():
    game = play(board("    hand: [Dirgur Island Dragon]", bob="    battlefield: [Scavenger Regent]",
                      actions="  - cast: Dirgur Island Dragon\n    as: omen\n    targets: [Scavenger Regent]\n"
                              "  - resolve: all",
                      expect="  objects:\n    Dirgur Island Dragon: {zone: graveyard}\n  cites: [118.3]"))
    assert ward_note(game).endswith("Alice can't pay the ward cost: discard a card, with 0 in hand")
    assert "119.4" not in cited(game)


def test_119_4_a_ward_life_cost_above_the_life_total_cannot_be_paid():
    game = play(board("    life: 1\n    hand: [Feral Deathgorger]", bob="    battlefield: [Purging Stormbrood]",
                      actions="  - cast: Feral Deathgorger\n    as: omen\n    targets: [Purging Stormbrood]\n"
                              "  - resolve: all",
                      expect="  objects:\n    Feral Deathgorger: {zone: graveyard}\n  cites: [118.3, 119.4]"))
    assert ward_note(game).endswith("Alice can't pay the ward cost: 2 life, with 1 life")
