"""The effect handlers of the card vocabulary (judge.cards.vocabulary.EFFECTS), one module per family.

Importing this package registers every handler with judge.game.resolution, which dispatches a resolving
spell's or ability's instructions to them (608.2c).
"""

from judge.game.effects import (
    casting, continuous, control_flow, copies, counter_effects, delayed, designations, hand_and_library,
    keyword_actions, life_and_damage, revealing, tapping_and_mana, tokens, transforming, turn_structure, zone_changes,
)
from judge.game.effects.continuous import effect_terms
from judge.game.effects.continuous import create_continuous as _continuous
from judge.game.effects.counter_effects import e_proliferate, proliferation_count
from judge.game.effects.zone_changes import e_destroy
from judge.game.resolution import Context, run

FAMILIES = (casting, continuous, control_flow, copies, counter_effects, delayed, designations, hand_and_library,
            keyword_actions, life_and_damage, revealing, tapping_and_mana, tokens, transforming, turn_structure,
            zone_changes)
__all__ = ["FAMILIES", "Context", "_continuous", "e_destroy", "e_proliferate", "effect_terms",
           "proliferation_count", "run"]
