"""The effect handlers of the card vocabulary (judge.cards.vocabulary.EFFECTS), one module per family.

A family module registers its handlers with judge.game.resolution when it is imported, which happens the first
time one of its effects resolves (EffectSpec.family names the module): a run loads only the families its cards
use (start-up budget, README "Speed"). judge.game.resolution dispatches a resolving spell's or ability's
instructions to them (608.2c).
"""
