"""Naming what a scenario refers to (judge.game.refs): players, objects, abilities on the stack."""

from __future__ import annotations

import pytest

from judge.errors import InputError
from judge.game import refs
from judge.game.objects import StackAbility
from helpers import board, play


def test_proliferate_choice_naming_only_an_ability_on_the_stack_is_refused() -> None:
    """701.34a: proliferate chooses permanents and players. A name that finds only an ability on the stack (its
    source gone: the ability is independent of it, 113.7a) is an input error at the line, not a crash."""
    game = play(board("    battlefield: [{card: Urza's Saga, counters: {lore: 1}}]",
                      extra="stack:\n  - {chapter: 1, of: Urza's Saga}\n",
                      expect="  stack: [{chapter: 1, of: Urza's Saga}]"))
    game.remove_object(game.named("Urza's Saga")[0])
    assert isinstance(refs.resolve_target_ref(game, "Urza's Saga", 9), StackAbility)
    with pytest.raises(InputError, match="ability on the stack") as refused:
        refs.resolve_player_or_object(game, "Urza's Saga", 9)
    assert refused.value.line == 9
