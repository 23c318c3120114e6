"""The English of each event of the trace, written from the event's fields and the CR version applied.

One renderer per event class (`RENDERERS`); `describe` words an event, `numbers` its citations as
numbered in the applied version. Rule numbers inside a sentence are numbered the same way.
"""

from __future__ import annotations

from typing import Any, Callable, TypeVar

from judge.game import events as ev
from judge.game.counters import several
from judge.game.names import ability_name, zone_of
from judge.game.objects import roman
from judge.versions import RulesVersion

E = TypeVar("E", bound=ev.Event)
Renderer = Callable[[Any, RulesVersion], str]
RENDERERS: dict[type[ev.Event], Renderer] = {}


def renders(cls: type[E]) -> Callable[[Callable[[E, RulesVersion], str]], Callable[[E, RulesVersion], str]]:
    def register(render: Callable[[E, RulesVersion], str]) -> Callable[[E, RulesVersion], str]:
        RENDERERS[cls] = render
        return render
    return register


def describe(event: ev.Event, version: RulesVersion) -> str:
    """The event in words, as the trace shows it under `version`."""
    return RENDERERS[type(event)](event, version)


def text(logged: ev.LoggedEvent, version: RulesVersion) -> str:
    return describe(logged.event, version)


def numbers(cites: tuple[str, ...], version: RulesVersion) -> list[str]:
    """The cited rules as numbered in the applied CR version, each once, in citation order."""
    return list(dict.fromkeys(version.number(c) for c in cites))


def targeting(targets: tuple[str, ...]) -> str:
    return f" targeting {', '.join(targets)}" if targets else ""


# ----- the run -----------------------------------------------------------------------------------------

@renders(ev.LegacyEvent)
def _legacy(e: ev.LegacyEvent, version: RulesVersion) -> str:
    return e.text


@renders(ev.ScenarioStarts)
def _starts(e: ev.ScenarioStarts, version: RulesVersion) -> str:
    return f"the scenario starts: {e.where}"


@renders(ev.ChapterResolvedEarlier)
def _chapter_earlier(e: ev.ChapterResolvedEarlier, version: RulesVersion) -> str:
    return f"chapter {roman(e.chapter)} of {e.name} resolved earlier"


@renders(ev.AbilityOnStackAtStart)
def _ability_at_start(e: ev.AbilityOnStackAtStart, version: RulesVersion) -> str:
    return f"{e.object} is on the stack"


@renders(ev.SpellOnStackAtStart)
def _spell_at_start(e: ev.SpellOnStackAtStart, version: RulesVersion) -> str:
    how = (f" (a copy; {e.card_name} cast as an Omen)" if e.copy and e.omen else
           f" ({e.card_name} cast as an Omen)" if e.omen else " (a copy)" if e.copy else "")
    return f"{e.name} is on the stack{how}"


@renders(ev.ScenarioNote)
def _scenario_note(e: ev.ScenarioNote, version: RulesVersion) -> str:
    return e.text


@renders(ev.ActionAfterGameOver)
def _after_game_over(e: ev.ActionAfterGameOver, version: RulesVersion) -> str:
    return f"the game is over: '{e.action}' at line {e.line} does not happen"


@renders(ev.Refused)
def _refused(e: ev.Refused, version: RulesVersion) -> str:
    return f"refused: {e.message}"


@renders(ev.Choice)
def _choice(e: ev.Choice, version: RulesVersion) -> str:
    return f"{e.player} chooses {e.answer} ({e.prompt})"


# ----- turns, steps and phases -------------------------------------------------------------------------

@renders(ev.TurnBegins)
def _turn(e: ev.TurnBegins, version: RulesVersion) -> str:
    return f"turn {e.turn} begins: {e.player} is the active player"


@renders(ev.StepBegins)
def _step(e: ev.StepBegins, version: RulesVersion) -> str:
    noun = "" if e.step.endswith("step") else (" phase" if e.phase == "main" else " step")
    return f"the {e.step}{noun} begins"


@renders(ev.StepSkipped)
def _skipped(e: ev.StepSkipped, version: RulesVersion) -> str:
    what = e.step if e.phase != "main" else "main"
    noun = "phase" if e.phase != "beginning" or e.skip != "draw step" else "step"
    return f"{e.player} skips the {what} {noun} ({e.skip})"


@renders(ev.FirstDrawSkipped)
def _first_draw_skipped(e: ev.FirstDrawSkipped, version: RulesVersion) -> str:
    return "the starting player skips the draw step of their first turn"


@renders(ev.AdditionalPhases)
def _additional_phases(e: ev.AdditionalPhases, version: RulesVersion) -> str:
    return f"{e.source}: an additional {' and '.join(e.phases)} phase after this phase"


@renders(ev.AnotherCleanupStep)
def _another_cleanup(e: ev.AnotherCleanupStep, version: RulesVersion) -> str:
    return "something happened during the cleanup step, so another cleanup step follows"


@renders(ev.DoesntUntap)
def _doesnt_untap(e: ev.DoesntUntap, version: RulesVersion) -> str:
    why = f"for as long as its controller controls {e.source}" if e.while_controlled else e.source
    return f"{e.name} doesn't untap ({why})"


@renders(ev.UntapEffectEnded)
def _untap_effect_ended(e: ev.UntapEffectEnded, version: RulesVersion) -> str:
    return (f"the effect keeping {e.name} tapped has ended: its controller no longer controls the object that "
            "created it")


@renders(ev.Untaps)
def _untaps(e: ev.Untaps, version: RulesVersion) -> str:
    return f"{e.player} untaps {', '.join(e.permanents)}"


@renders(ev.ActivePlayerDraws)
def _active_draws(e: ev.ActivePlayerDraws, version: RulesVersion) -> str:
    return "the active player draws a card"


@renders(ev.DeclaresAttackers)
def _declares_attackers(e: ev.DeclaresAttackers, version: RulesVersion) -> str:
    return f"{e.player} declares {', '.join(e.attackers)} attacking {e.defender}"


@renders(ev.CombatDamageDealt)
def _combat_damage(e: ev.CombatDamageDealt, version: RulesVersion) -> str:
    return "attacking creatures deal combat damage"


@renders(ev.DiscardsToHandSize)
def _discards_to_hand_size(e: ev.DiscardsToHandSize, version: RulesVersion) -> str:
    return f"{e.player} discards down to seven cards"


@renders(ev.DamageWearsOff)
def _damage_wears_off(e: ev.DamageWearsOff, version: RulesVersion) -> str:
    return "damage wears off and \"until end of turn\" effects end"


# ----- combat ------------------------------------------------------------------------------------------

@renders(ev.Attacks)
def _attacks(e: ev.Attacks, version: RulesVersion) -> str:
    return f"{e.name} attacks"


@renders(ev.RemovedFromCombat)
def _removed_from_combat(e: ev.RemovedFromCombat, version: RulesVersion) -> str:
    return f"{e.name} is removed from combat"


# ----- state-based actions and the end of the game -----------------------------------------------------

@renders(ev.NoLifeLeft)
def _no_life_left(e: ev.NoLifeLeft, version: RulesVersion) -> str:
    return f"{e.player} has {e.life} life and loses the game"


@renders(ev.DrewFromEmptyLibrary)
def _drew_from_empty(e: ev.DrewFromEmptyLibrary, version: RulesVersion) -> str:
    return f"{e.player} drew from an empty library and loses the game"


@renders(ev.TokenOutsideBattlefield)
def _token_outside(e: ev.TokenOutsideBattlefield, version: RulesVersion) -> str:
    return f"the {e.object} token is outside the battlefield"


@renders(ev.SpellCopyOutsideStack)
def _copy_outside(e: ev.SpellCopyOutsideStack, version: RulesVersion) -> str:
    return f"{e.object} (a copy of a spell) is outside the stack"


@renders(ev.ZeroToughness)
def _zero_toughness(e: ev.ZeroToughness, version: RulesVersion) -> str:
    return f"{e.name} has toughness {e.toughness}"


@renders(ev.LethalDamage)
def _lethal_damage(e: ev.LethalDamage, version: RulesVersion) -> str:
    return f"{e.name} has lethal damage marked on it"


@renders(ev.DeathtouchDamage)
def _deathtouch_damage(e: ev.DeathtouchDamage, version: RulesVersion) -> str:
    return f"{e.name} was dealt damage by a source with deathtouch"


@renders(ev.LegendRule)
def _legend_rule(e: ev.LegendRule, version: RulesVersion) -> str:
    return f"{e.player} controls two or more legendary {e.name} and keeps {e.kept}"


@renders(ev.AuraNotAttached)
def _aura_not_attached(e: ev.AuraNotAttached, version: RulesVersion) -> str:
    return f"{e.name} is not attached to a legal object"


@renders(ev.SagaPastFinalChapter)
def _saga_past_final_chapter(e: ev.SagaPastFinalChapter, version: RulesVersion) -> str:
    no_chapters = "" if e.has_chapters else f" (it has no chapter abilities, {version.number('714.2d')})"
    return f"{e.name} has {several(e.lore, 'lore')}, final chapter number {e.final_chapter}{no_chapters}"


@renders(ev.PlayerLoses)
def _player_loses(e: ev.PlayerLoses, version: RulesVersion) -> str:
    return f"{e.player} loses the game"


@renders(ev.GameWon)
def _game_won(e: ev.GameWon, version: RulesVersion) -> str:
    return f"{e.player} wins the game: every opponent has left it"


# ----- casting, activating, resolving, copies ----------------------------------------------------------

@renders(ev.Cast)
def _cast(e: ev.Cast, version: RulesVersion) -> str:
    how = f" as an Omen (the card {e.card_name})" if e.omen else ""
    if e.mutate_onto is not None:
        how += f" for its mutate cost, to go {'on top of' if e.mutate_over else 'under'} {e.mutate_onto}"
    origin = f" from {zone_of(e.from_owner, e.from_zone)}" if e.from_zone != "hand" and not e.copy else ""
    free = " without paying its mana cost" if e.free else ""
    return f"{e.player} casts {'a copy of ' if e.copy else ''}{e.name}{how}{origin}{free}{targeting(e.targets)}"


@renders(ev.CastImpossible)
def _cast_impossible(e: ev.CastImpossible, version: RulesVersion) -> str:
    return f"{e.name} can't be cast: {e.reason}"


@renders(ev.Played)
def _played(e: ev.Played, version: RulesVersion) -> str:
    return f"{e.player} plays {e.name}"


@renders(ev.Activated)
def _activated(e: ev.Activated, version: RulesVersion) -> str:
    return f"{e.player} activates {e.name}: {e.ability}{targeting(e.targets)}"


@renders(ev.AbilityFizzles)
def _ability_fizzles(e: ev.AbilityFizzles, version: RulesVersion) -> str:
    return f"{e.object} doesn't resolve: all its targets are illegal"


@renders(ev.AbilityResolves)
def _ability_resolves(e: ev.AbilityResolves, version: RulesVersion) -> str:
    alone = f" (independently of its source, {version.number('113.7a')})" if e.independent else ""
    return f"{e.object} resolves{alone}"


@renders(ev.SpellFizzles)
def _spell_fizzles(e: ev.SpellFizzles, version: RulesVersion) -> str:
    return f"{'the copy of ' if e.copy else ''}{e.name} doesn't resolve: all its targets are illegal"


@renders(ev.SpellResolves)
def _spell_resolves(e: ev.SpellResolves, version: RulesVersion) -> str:
    return f"{'the copy of ' if e.copy else ''}{e.name} resolves"


@renders(ev.SpellCopied)
def _spell_copied(e: ev.SpellCopied, version: RulesVersion) -> str:
    return f"{e.player} puts a copy of {e.name} on the stack{targeting(e.targets)}"


@renders(ev.AbilityCopied)
def _ability_copied(e: ev.AbilityCopied, version: RulesVersion) -> str:
    return f"{e.player} puts a copy of {e.object} on the stack{targeting(e.targets)}"


@renders(ev.AbilityCountered)
def _ability_countered(e: ev.AbilityCountered, version: RulesVersion) -> str:
    return f"{e.object} is countered"


# ----- triggered abilities -----------------------------------------------------------------------------

@renders(ev.Triggered)
def _triggered(e: ev.Triggered, version: RulesVersion) -> str:
    return f"{ability_name(e.source_name, e.chapter, e.keyword)} triggers"


@renders(ev.ReflexiveTriggered)
def _reflexive(e: ev.ReflexiveTriggered, version: RulesVersion) -> str:
    return f"{e.source_name}'s reflexive ability triggers ({e.ability})"


@renders(ev.TriggerRemoved)
def _trigger_removed(e: ev.TriggerRemoved, version: RulesVersion) -> str:
    what = ability_name(e.source_name, e.chapter, e.keyword)
    return f"{what} has no legal targets and is removed from the stack"


@renders(ev.PutOnStack)
def _put_on_stack(e: ev.PutOnStack, version: RulesVersion) -> str:
    return f"{ability_name(e.source_name, e.chapter, e.keyword)} is put on the stack{targeting(e.targets)}"


# ----- mutate and Omens --------------------------------------------------------------------------------

@renders(ev.MutateTargetIllegal)
def _mutate_target_illegal(e: ev.MutateTargetIllegal, version: RulesVersion) -> str:
    return f"{e.name}'s target is illegal: it resolves as a creature spell"


@renders(ev.Mutates)
def _mutates(e: ev.Mutates, version: RulesVersion) -> str:
    return (f"{e.name} merges with {e.onto}, {'on top' if e.over else 'underneath'}: one creature, {e.merged}, "
            "with the abilities of every card in it")


@renders(ev.OmenShuffled)
def _omen_shuffled(e: ev.OmenShuffled, version: RulesVersion) -> str:
    shown = f"the copy of {e.name}" if e.copy else e.name
    return (f"{e.controller} shuffles {shown} into {e.owner_name}'s library instead of putting it into the "
            "graveyard")
