"""Two rules the generated Sagas needed (Summon: Shiva, Kardur's Vicious Return):

- 122.1d: a permanent with a stun counter that would become untapped loses a stun counter instead, whatever
  would untap it (the untap step: scenarios/summon-shiva-full-story.yaml; an effect: here);
- 400.7j: an instruction finds a target that an earlier instruction of the same effect moved to a public zone,
  and only there.
"""

from helpers import board, cited, play


def _sorcery(text: str, target: str, effects: str) -> str:
    return ("cards:\n  - name: Test Sorcery\n    mana_cost: \"{1}\"\n    types: [Sorcery]\n    abilities:\n"
            f"      - spell: {{}}\n        text: {text}\n        targets: [{target}]\n        effects:\n{effects}")


def test_122_1d_an_untap_effect_removes_a_stun_counter_instead():
    game = play(board(
        "    hand: [Test Sorcery]\n    battlefield:\n      - card: Grizzly Bears\n        tapped: true\n"
        "        counters: {stun: 2}",
        actions="  - cast: Test Sorcery\n    targets: [Grizzly Bears]\n  - resolve",
        expect="  objects:\n    Grizzly Bears: {tapped: true, counters: {stun: 1}}",
        extra=_sorcery("Untap target creature.", "{filter: {types: [Creature]}}",
                       "          - untap: {target: 1}\n")))
    assert "122.1d" in cited(game)


def test_122_1d_without_a_stun_counter_the_permanent_untaps():
    play(board(
        "    hand: [Test Sorcery]\n    battlefield:\n      - card: Grizzly Bears\n        tapped: true",
        actions="  - cast: Test Sorcery\n    targets: [Grizzly Bears]\n  - resolve",
        expect="  objects:\n    Grizzly Bears: {tapped: false, counters: {}}",
        extra=_sorcery("Untap target creature.", "{filter: {types: [Creature]}}",
                       "          - untap: {target: 1}\n")))


def test_400_7j_a_later_instruction_finds_the_card_returned_to_the_battlefield():
    play(board(
        "    hand: [Test Sorcery]\n    graveyard: [Grizzly Bears]",
        actions="  - cast: Test Sorcery\n    targets: [Grizzly Bears]\n  - resolve",
        expect="  objects:\n    Grizzly Bears: {zone: battlefield, counters: {+1/+1: 1}, power: 3}",
        extra=_sorcery("Return target creature card from your graveyard to the battlefield. Put a +1/+1 counter "
                       "on it.", "{filter: {types: [Creature]}, zone: graveyard, whose: you}",
                       "          - put_onto_battlefield: {target: 1}\n"
                       "          - put_counters: {target: 1, kind: +1/+1}\n")))


def test_400_7j_a_card_moved_to_a_hidden_zone_is_not_found():
    play(board(
        "    hand: [Test Sorcery]\n    battlefield: [Grizzly Bears]",
        actions="  - cast: Test Sorcery\n    targets: [Grizzly Bears]\n  - resolve",
        expect="  objects:\n    Grizzly Bears: {zone: hand}\n  events:\n    - no: {counters added: Grizzly Bears}",
        extra=_sorcery("Return target creature to its owner's hand. Put a +1/+1 counter on it.",
                       "{filter: {types: [Creature]}}",
                       "          - return_to_hand: {target: 1}\n"
                       "          - put_counters: {target: 1, kind: +1/+1}\n")))
