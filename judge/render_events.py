"""The English of each event of the trace, written from the event's fields and the CR version applied.

One renderer per event class (`RENDERERS`); `describe` words an event, `numbers` its citations as
numbered in the applied version. Rule numbers inside a sentence are numbered the same way. The questions
players are asked (judge.game.questions) and the reasons an action is refused (judge.game.refusals) are
worded here too (`QUESTIONS`, `REFUSALS`), for the trace and for error messages.
"""

from __future__ import annotations

from typing import Any, Callable, TypeVar

from judge.game import events as ev
from judge.game import questions as q
from judge.game import refusals as r
from judge.game.counters import several
from judge.game.layers import layer_name
from judge.game.names import ability_name, attempt_name, subject_name, zone_of
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


def cards(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


def zone_named(zone: str, owner: str) -> str:
    """A zone as the trace names it: the battlefield and the stack are shared, other zones are a player's (and
    outside the game is not a zone of the game, 400.11)."""
    if zone == "outside the game":
        return f"outside the game ({owner}'s card)"
    return zone if zone in ("battlefield", "stack") else f"{owner}'s {zone}"


def token_named(name: str) -> str:
    """A token by its name: "Knight Token" as 111.4 names it since 2021-11-19, else "Knight token"."""
    return name if name.endswith(" Token") else f"{name} token"


def _a(name: str) -> str:
    """The indefinite article before a name."""
    return "an" if name[:1] in "AEIOU" and not name.startswith(("Uni", "Eu", "One")) else "a"


def targeting(targets: tuple[str, ...]) -> str:
    return f" targeting {', '.join(targets)}" if targets else ""


# ----- questions and their answers (judge.game.questions) -----------------------------------------------

Q = TypeVar("Q", bound=q.Question)
QUESTIONS: dict[type[q.Question], Callable[[Any], str]] = {}
ANSWERS: dict[type[q.Question], Callable[[Any, Any], str]] = {}


def asks(cls: type[Q], answer: Callable[[Q, Any], str] | None = None
         ) -> Callable[[Callable[[Q], str]], Callable[[Q], str]]:
    """Register the words of a question and, unless it is a plain value, of its answer."""
    def register(words: Callable[[Q], str]) -> Callable[[Q], str]:
        QUESTIONS[cls] = words
        if answer is not None:
            ANSWERS[cls] = answer
        return words
    return register


def question(asked: q.Question) -> str:
    """The question in words, as the trace and error messages show it."""
    return QUESTIONS[type(asked)](asked)


def answer(asked: q.Question, value: Any) -> str:
    """The answer in words: a plain value as it is, else as the question words it."""
    words = ANSWERS.get(type(asked))
    return str(value) if words is None else words(asked, value)


def _yes_no(asked: q.Question, value: bool) -> str:
    return "yes" if value else "no"


def _names_or(none: str, joiner: str = ", ") -> Callable[[q.Question, tuple[str, ...]], str]:
    return lambda asked, names: joiner.join(names) or none


@asks(q.CastAs, lambda a, omen: f"to cast it as the Omen {a.omen}" if omen else f"to cast it normally, as {a.card}")
def _cast_as(a: q.CastAs) -> str:
    return f"cast {a.card} normally or as {a.omen}"


@asks(q.XValue)
def _x_value(a: q.XValue) -> str:
    return f"the value of X for {a.card}"


@asks(q.TargetFor, _names_or("no target"))
def _target_for(a: q.TargetFor) -> str:
    return f"target for {subject_name(a.subject)}"


@asks(q.ModeOf, lambda a, mode: "no more modes" if mode is None else f"mode {mode.number}: {mode.text}")
def _mode_of(a: q.ModeOf) -> str:
    return f"{a.subject}: a mode ({a.low} to {a.high})"


@asks(q.TriggerOrder, _names_or("", ", then "))
def _trigger_order(a: q.TriggerOrder) -> str:
    return "order of simultaneous triggered abilities, first resolves first"


MODIFIED: dict[type[q.Modified], Callable[[Any], str]] = {
    q.CountersPut: lambda m: f"{several(m.amount, m.counter_kind)} on {m.receiver}",
    q.PlayerCountersPut: lambda m: f"{m.counter_kind} counters on {m.player}",
    q.TokensCreated: lambda m: "token creation",
    q.ZoneChange: lambda m: f"{m.label} moving",
    q.Entering: lambda m: f"{m.label} entering",
    q.Drawing: lambda m: "a draw",
    q.StepOrPhase: lambda m: f"the {m.step} step",
    q.Proliferating: lambda m: f"{m.player} proliferating",
}


@asks(q.ReplacementFirst)
def _replacement_first(a: q.ReplacementFirst) -> str:
    return f"which replacement effect applies first to {MODIFIED[type(a.event)](a.event)}"


@asks(q.LegendToKeep)
def _legend_to_keep(a: q.LegendToKeep) -> str:
    return f"the legendary {a.name} to keep"


@asks(q.ReadAheadChapter)
def _read_ahead(a: q.ReadAheadChapter) -> str:
    return f"read ahead for {a.card}: a number from 1 to {a.top}"


@asks(q.CardNameFor)
def _card_name_for(a: q.CardNameFor) -> str:
    return f"a card name for {a.card}"


@asks(q.CountersForCost, _names_or("nothing"))
def _counters_for_cost(a: q.CountersForCost) -> str:
    return f"permanents to remove {a.count} counter{'s' * (a.count != 1)} from, to activate {a.source}"


@asks(q.ProliferateWhich, _names_or("nothing"))
def _proliferate_which(a: q.ProliferateWhich) -> str:
    return "permanents and players to proliferate"


@asks(q.ProliferateKind)
def _proliferate_kind(a: q.ProliferateKind) -> str:
    return f"the kind of counter {a.receiver} gets from proliferate"


@asks(q.MayDo, _yes_no)
def _may_do(a: q.MayDo) -> str:
    return f"{a.source}: {a.text}"


@asks(q.MayCastThisWay, _yes_no)
def _may_cast_this_way(a: q.MayCastThisWay) -> str:
    return f"{a.source}: cast a spell this way"


@asks(q.MayCastCopy, _yes_no)
def _may_cast_copy(a: q.MayCastCopy) -> str:
    return f"{a.source}: cast a copy of {a.card}"


@asks(q.MayCastFree, _yes_no)
def _may_cast_free(a: q.MayCastFree) -> str:
    return f"{a.source}: cast {a.card} without paying its mana cost"


@asks(q.MayCastFromExile, _yes_no)
def _may_cast_from_exile(a: q.MayCastFromExile) -> str:
    return f"{a.source}: cast {a.source} from exile without paying its mana cost"


@asks(q.MayPayWard, _yes_no)
def _may_pay_ward(a: q.MayPayWard) -> str:
    return f"{a.source}: pay the ward cost for {a.subject}"


@asks(q.CardsTo, _names_or("none"))
def _cards_to(a: q.CardsTo) -> str:
    return f"card(s) to {a.verb}"


@asks(q.ScryToBottom, _names_or("none"))
def _scry_to_bottom(a: q.ScryToBottom) -> str:
    return f"card(s) {a.player} puts on the bottom of their library (scry {a.count})"


@asks(q.SurveilToGraveyard, _names_or("none"))
def _surveil_to_graveyard(a: q.SurveilToGraveyard) -> str:
    return f"card(s) {a.player} puts into their graveyard (surveil {a.count})"


@asks(q.LookedAtToHand, _names_or("none"))
def _looked_at_to_hand(a: q.LookedAtToHand) -> str:
    up_to = "up to " if a.may else ""
    kind = "" if a.what == "any" else f"{a.what} "
    return f"{up_to}{a.take} {kind}{'card' if a.take == 1 else 'cards'} {a.player} puts into their hand from among " \
        f"the top {a.count}"


@asks(q.BottomOrder, _names_or("none"))
def _bottom_order(a: q.BottomOrder) -> str:
    return f"the order in which {a.player} puts the rest on the bottom of their library, the last at the very bottom"


@asks(q.CardFromRevealedHand, _names_or("none"))
def _card_from_revealed_hand(a: q.CardFromRevealedHand) -> str:
    return f"the {a.what} card {a.player} discards from their revealed hand"


@asks(q.ArmyToChoose, _names_or("none"))
def _army_to_choose(a: q.ArmyToChoose) -> str:
    return f"the Army that gets the counters (amass {a.subtype})"


@asks(q.CountersToRemove)
def _counters_to_remove(a: q.CountersToRemove) -> str:
    return f"{a.source}: how many {a.counter_kind} counters to remove from {a.permanent}"


@asks(q.ManaColor)
def _mana_color(a: q.ManaColor) -> str:
    return f"{a.source}: the color of the mana"


@asks(q.CounterKind)
def _counter_kind(a: q.CounterKind) -> str:
    return f"{a.source}: the kind of counter"


@asks(q.StepToSkip)
def _step_to_skip(a: q.StepToSkip) -> str:
    return f"{a.source}: the step or phase to skip"


# ----- why an action is refused (judge.game.refusals) -----------------------------------------------------

# Each reason in words: what was tried (a Tried refusal's attempt) is put before it, `<attempt>: <why>`.
REFUSALS: dict[type[r.Refusal], Callable[[Any], str]] = {
    r.NotOwnTurn: lambda x: "only during its controller's own turn",
    r.NotMainPhase: lambda x: f"only during a main phase (it is the {x.step} step)",
    r.StackNotEmpty: lambda x: "only while the stack is empty",
    r.NoPriority: lambda x: f"no player receives priority during the {x.step} step",
    r.FreeSpellWithX: lambda x: "cast without paying its mana cost, the only legal choice for X is 0",
    r.LandIsPlayed: lambda x: "it can be played, not cast",
    r.NoCastPermission: lambda x: f"no effect lets {x.player} cast {x.card} from {x.where}",
    r.CastingForbidden: lambda x: f"{x.source} says spells "
                                  + (f"named {x.chosen_name}" if x.chosen_name else
                                     f"with mana value {x.mana_value}, as this spell has," if x.mana_value is not None
                                     else "like it") + " can't be cast",
    r.ManaValueNotLess: lambda x: f"the resulting spell's mana value {x.mana_value} is not less than {x.limit}",
    r.NoMutateAbility: lambda x: "it has no mutate ability",
    r.IllegalMutateTarget: lambda x: "a mutating creature spell targets a non-Human creature with the same owner",
    r.NoLegalTargets: lambda x: "it has no legal targets",
    r.IllegalTarget: lambda x: f"{x.target} is not a legal target for {subject_name(x.subject)}"
    + (f": {x.because}" if x.because else ""),
    r.TargetsInSeveralGraveyards: lambda x: f"the targets of {subject_name(x.subject)} must be in a single "
                                            "graveyard",
    r.NotALand: lambda x: f"{x.name} is not a land card",
    r.NoPlayPermission: lambda x: f"no effect lets {x.player} play it from {x.where}",
    r.LandAlreadyPlayed: lambda x: (f"{x.player} already played a land this turn" if x.allowed == 1 else
                                    f"{x.player} already played {x.allowed} lands this turn, as many as allowed "
                                    f"(one and {x.allowed - 1} additional)"),
    r.NotItsController: lambda x: "only its controller may activate it",
    r.AlreadyTapped: lambda x: "it is already tapped, so it can't be tapped to pay the cost",
    r.NotEnoughCounters: lambda x: f"there are not {x.count} counters to remove to pay the cost",
    r.TapSummoningSick: lambda x: "a creature's {T} ability needs it under control since the turn began",
    r.NoActivatedAbilities: lambda x: f"{x.name} has no activated abilities now",
    r.NoAbilityContaining: lambda x: f"{x.name} has no activated ability containing {x.words!r}",
    r.AttackStepPassed: lambda x: f"this turn's declare attackers step has passed (it is the {x.step})",
    r.AttackerNotOnBattlefield: lambda x: "only creatures on the battlefield can attack",
    r.AttackerNotActivePlayers: lambda x: "only the active player's creatures can attack",
    r.AttackerTapped: lambda x: "it is tapped",
    r.AttackerSummoningSick: lambda x: "it came under its controller's control this turn",
    r.AttackerHasDefender: lambda x: "it has defender",
    r.BlockStepPassed: lambda x: f"blockers are declared in the declare blockers step, after attackers (it is the "
                                 f"{x.step})",
    r.BlockerNotOnBattlefield: lambda x: "only creatures on the battlefield can block",
    r.BlockerNotDefenders: lambda x: "only the defending player's creatures can block",
    r.BlockerTapped: lambda x: "it is tapped",
    r.NotAnAttacker: lambda x: f"{x.attacker} is not a creature attacking its controller",
    r.BlockedOnlyByFlyingOrReach: lambda x: f"{x.attacker} has flying; only a creature with flying or reach can "
                                            f"block it",
    r.CantBlock: lambda x: f"{x.source}'s effect says it can't block",
    r.CantBeBlocked: lambda x: f"{x.source}'s effect says {x.attacker} can't be blocked",
    r.MenaceOneBlocker: lambda x: f"{x.attacker} has menace; it can't be blocked except by two or more creatures",
    r.BlocksTwice: lambda x: "each creature blocks one attacking creature",
}


# What a refusal that is not a Tried one puts before its reason.
REFUSAL_PREFIXES: dict[type[r.Refusal], Callable[[Any], str]] = {
    r.FreeSpellWithX: lambda x: f"cast {x.label} with X = {x.x}",
    r.LandIsPlayed: lambda x: f"{x.name} is a land",
    r.AttackStepPassed: lambda x: "attack",
    r.BlockStepPassed: lambda x: "block",
}


def refusal(reason: r.Refusal) -> str:
    """Why an action is refused, as an error message or the trace says it: `<what>: <reason>`."""
    prefix = attempt_name(reason.attempt) if isinstance(reason, r.Tried) else \
        REFUSAL_PREFIXES[type(reason)](reason) if type(reason) in REFUSAL_PREFIXES else None
    why = refusal_reason(reason)
    return why if prefix is None else f"{prefix}: {why}"


def refusal_reason(reason: r.Refusal) -> str:
    """The reason alone, without what was tried (a spell that can't be cast as an effect resolves, 608.2g)."""
    return REFUSALS[type(reason)](reason)


# ----- the run -----------------------------------------------------------------------------------------

@renders(ev.ScenarioStarts)
def _starts(e: ev.ScenarioStarts, version: RulesVersion) -> str:
    return f"the scenario starts: {e.where}"


@renders(ev.EnteredEarlier)
def _entered_earlier(e: ev.EnteredEarlier, version: RulesVersion) -> str:
    return f"{e.name} entered earlier {e.how} {e.what}"


@renders(ev.ChapterResolvedEarlier)
def _chapter_earlier(e: ev.ChapterResolvedEarlier, version: RulesVersion) -> str:
    return f"chapter {roman(e.chapter)} of {e.name} resolved earlier"


@renders(ev.AbilityOnStackAtStart)
def _ability_at_start(e: ev.AbilityOnStackAtStart, version: RulesVersion) -> str:
    return f"{e.object} is on the stack{targeting(e.targets)}"


@renders(ev.SpellOnStackAtStart)
def _spell_at_start(e: ev.SpellOnStackAtStart, version: RulesVersion) -> str:
    how = (f" (a copy; {e.card_name} cast as an Omen)" if e.copy and e.omen else
           f" ({e.card_name} cast as an Omen)" if e.omen else " (a copy)" if e.copy else "")
    return f"{e.name} is on the stack{how}{targeting(e.targets)}"


@renders(ev.ScenarioNote)
def _scenario_note(e: ev.ScenarioNote, version: RulesVersion) -> str:
    return e.text


@renders(ev.ActionAfterGameOver)
def _after_game_over(e: ev.ActionAfterGameOver, version: RulesVersion) -> str:
    return f"the game is over: '{e.action}' at line {e.line} does not happen"


@renders(ev.Refused)
def _refused(e: ev.Refused, version: RulesVersion) -> str:
    return f"refused: {refusal(e.reason)}"


@renders(ev.Choice)
def _choice(e: ev.Choice, version: RulesVersion) -> str:
    return f"{e.player} chooses {answer(e.question, e.answer)} ({question(e.question)})"


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


@renders(ev.DeclaresBlockers)
def _declares_blockers(e: ev.DeclaresBlockers, version: RulesVersion) -> str:
    blocks = ", ".join(f"{b} blocking {a}" for b, a in zip(e.blockers, e.attackers))
    return f"{e.player} declares {blocks}"


@renders(ev.Blocks)
def _blocks(e: ev.Blocks, version: RulesVersion) -> str:
    return f"{e.name} blocks {e.attacker}"


@renders(ev.BecomesBlocked)
def _becomes_blocked(e: ev.BecomesBlocked, version: RulesVersion) -> str:
    return f"{e.name} becomes blocked by {', '.join(e.blockers)}"


@renders(ev.CombatDamageDealt)
def _combat_damage(e: ev.CombatDamageDealt, version: RulesVersion) -> str:
    return "attacking creatures deal combat damage"


@renders(ev.FirstStrikeCombatDamage)
def _first_strike_combat_damage(e: ev.FirstStrikeCombatDamage, version: RulesVersion) -> str:
    return (f"creatures with first strike or double strike deal combat damage first: only {', '.join(e.strikers)} "
            "in this step; a second combat damage step follows")


@renders(ev.AssignsNoCombatDamage)
def _assigns_no_combat_damage(e: ev.AssignsNoCombatDamage, version: RulesVersion) -> str:
    return f"{e.name} was blocked and no creature blocks it any more: it assigns no combat damage"


@renders(ev.NotLegalTargets)
def _not_legal_targets(e: ev.NotLegalTargets, version: RulesVersion) -> str:
    return f"no legal target for {e.source_name}'s ability: " + "; ".join(e.reasons)


@renders(ev.ReplacementDoesNotApply)
def _replacement_does_not_apply(e: ev.ReplacementDoesNotApply, version: RulesVersion) -> str:
    if e.reason == "a rule":
        return (f"{e.source_name} does not apply to the counters put on {e.affected}: it applies when an effect "
                "puts counters, and these are put by a rule")
    if e.reason == "tokens of another player":
        return (f"{e.source_name} does not apply to these tokens: it applies to tokens created under its "
                f"controller's control ({e.controller}'s), and these are created under {e.affected_controller}'s")
    return (f"{e.source_name} does not apply to the counters put on {e.affected}: it applies to permanents its "
            f"controller, {e.controller}, controls, and {e.affected_controller} controls {e.affected}")


@renders(ev.SecondCombatDamage)
def _second_combat_damage(e: ev.SecondCombatDamage, version: RulesVersion) -> str:
    return ("the second combat damage step: creatures without first strike, and those with double strike, deal "
            "combat damage")


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
    return f"the {token_named(e.object)} is outside the battlefield"


@renders(ev.SpellCopyOutsideStack)
def _copy_outside(e: ev.SpellCopyOutsideStack, version: RulesVersion) -> str:
    return f"{e.object} (a copy of a spell) is outside the stack"


# How each layer 7 sublayer changes toughness (613.4a-d).
TOUGHNESS_VERBS = {"7a": "defines its toughness as", "7b": "sets its toughness to", "7c": "makes its toughness",
                   "7d": "switches its power and toughness: toughness"}


def toughness_from(steps: tuple[ev.ToughnessStep, ...], version: RulesVersion) -> str:
    """The layers that decided a creature's toughness (613.1d, 613.4), each with its sublayer as `version`
    numbers it."""
    parts = []
    for step in steps:
        if step.layer == "4":
            parts.append(f"layer 4: {step.source} makes it a creature")
        elif not step.source:
            parts.append(f"its counters make its toughness {step.toughness}")
        else:
            parts.append(f"layer {layer_name(version, step.layer)}: {step.source} {TOUGHNESS_VERBS[step.layer]} "
                         f"{step.toughness}")
    return f" ({'; '.join(parts)})" if parts else ""


@renders(ev.ZeroToughness)
def _zero_toughness(e: ev.ZeroToughness, version: RulesVersion) -> str:
    return f"{e.name} has toughness {e.toughness}{toughness_from(e.toughness_from, version)}"


@renders(ev.LethalDamage)
def _lethal_damage(e: ev.LethalDamage, version: RulesVersion) -> str:
    return (f"{e.name} has lethal damage marked on it: {e.damage} damage, toughness {e.toughness}"
            f"{toughness_from(e.toughness_from, version)}")


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
    return f"{e.name} can't be cast: {refusal_reason(e.reason)}"


@renders(ev.Played)
def _played(e: ev.Played, version: RulesVersion) -> str:
    return f"{e.player} plays {e.name}"


@renders(ev.Activated)
def _activated(e: ev.Activated, version: RulesVersion) -> str:
    return f"{e.player} activates {e.name}: {e.ability}{targeting(e.targets)}"


@renders(ev.AbilityFizzles)
def _ability_fizzles(e: ev.AbilityFizzles, version: RulesVersion) -> str:
    return f"{ability_name(e.source_name, e.chapter, e.keyword)} doesn't resolve: all its targets are illegal"


@renders(ev.AbilityResolves)
def _ability_resolves(e: ev.AbilityResolves, version: RulesVersion) -> str:
    alone = f" (independently of its source, {version.number('113.7a')})" if e.independent else ""
    return f"{ability_name(e.source_name, e.chapter, e.keyword)} resolves{alone}"


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
    return f"{ability_name(e.source_name, e.chapter, e.keyword)} is countered"


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


# ----- zones and zone changes --------------------------------------------------------------------------

ZONE_CHANGE_VERBS = {"moved": "moves", "returned": "returns", "countered": "is countered and goes"}


def _zone_change(e: ev.ZoneChange, version: RulesVersion) -> str:
    what = ZONE_CHANGE_VERBS.get(e.kind, f"is {e.kind}")
    text = (f"{e.name} {what} from {zone_named(e.from_zone, e.owner_name)} to "
            f"{zone_named(e.to_zone, e.owner_name)}")
    if e.instead is not None:
        text += f" instead of the graveyard ({replacement_note(e.instead)})"
    if e.omen_card is not None:
        text += f", where it is {e.omen_card} again"
    return text


def _entering(e: ev.Entering, version: RulesVersion) -> str:
    origin = f" (from {zone_named(e.from_zone, e.origin_owner)})" if e.from_zone != "stack" else ""
    attached = f", attached to {e.attached_to}" if e.attached_to is not None else ""
    return f"{e.name} enters the battlefield under {e.controller}'s control{origin}{attached}"


RENDERERS.update(dict.fromkeys(ev.ZONE_CHANGES.values(), _zone_change))
RENDERERS.update(dict.fromkeys(ev.ENTERINGS.values(), _entering))


@renders(ev.TokenCreated)
def _token_created(e: ev.TokenCreated, version: RulesVersion) -> str:
    return f"{e.controller} creates {_a(e.name)} {token_named(e.name)}"


@renders(ev.TokenCantMove)
def _token_cant_move(e: ev.TokenCantMove, version: RulesVersion) -> str:
    return (f"the {token_named(e.object)} has left the battlefield: it can't move again and stays in "
            f"{zone_named(e.zone, e.owner_name)}")


@renders(ev.CeasedToExist)
def _ceased_to_exist(e: ev.CeasedToExist, version: RulesVersion) -> str:
    what = "a copy of a spell outside the stack" if e.spell_copy else "a token outside the battlefield"
    return f"{e.name} ceases to exist ({what})"


@renders(ev.Shuffled)
def _shuffled(e: ev.Shuffled, version: RulesVersion) -> str:
    whose = "their library" if e.shuffler == e.player_index else f"{e.player}'s library"
    return f"{e.shuffler_name} shuffles {whose} ({shuffle_cause(e.cause)}; {cards(e.library_size)})"


def shuffle_cause(cause: str | ev.OmenResolving | None) -> str:
    if isinstance(cause, ev.OmenResolving):
        return f"{'the copy of ' if cause.copy else ''}{cause.name} resolving as an Omen"
    return "a resolving effect" if cause is None else cause


@renders(ev.Drew)
def _drew(e: ev.Drew, version: RulesVersion) -> str:
    return f"{e.player} draws {cards(e.n)}" + (" (an omen card is one card)" if e.omen else "")


@renders(ev.CantDraw)
def _cant_draw(e: ev.CantDraw, version: RulesVersion) -> str:
    return f"{e.player} can't draw: the library is empty"


# ----- counters ----------------------------------------------------------------------------------------

def replacement_note(note: ev.ReplacementNote) -> str:
    """What a replacement effect did to an event (614, 616), or why none could (122.1, 616.1f)."""
    if isinstance(note, ev.AmountReplaced):
        return f"{note.source}: {note.before} → {note.after}"
    if isinstance(note, ev.CountersPrevented):
        return f"{note.source}: counters can't be put there"
    if isinstance(note, ev.NoLongerApplies):
        return f"{', '.join(note.sources)} no longer applies: no counters would be put"
    return note.source


def replaced(notes: tuple[ev.ReplacementNote, ...]) -> str:
    return f" ({'; '.join(map(replacement_note, notes))})" if notes else ""


HOW_PUT: dict[ev.HowPut, str] = {
    "effect": "", "scenario effect": " (a resolving effect)",
    "entering: intrinsic ability": " as it enters (its intrinsic ability)",
    "entering: read ahead": " as it enters (read ahead)", "entering: Saga rule": " as it enters (the Saga rule)",
    "entering: effect": " as it enters (an effect says it enters with it)", "cost": " (paying a cost)"}


@renders(ev.CountersPut)
def _counters_put(e: ev.CountersPut, version: RulesVersion) -> str:
    return (f"{e.putter_name} puts {several(e.amount, e.counter_kind)} on {e.name}{HOW_PUT[e.how]}"
            f"{replaced(e.replaced_by)}: {e.before} → {e.after}")


@renders(ev.NoCounterPut)
def _no_counter_put(e: ev.NoCounterPut, version: RulesVersion) -> str:
    return f"no {e.counter_kind} counter is put on {e.name}{replaced(e.replaced_by)}"


@renders(ev.PlayerGetsCounters)
def _player_gets_counters(e: ev.PlayerGetsCounters, version: RulesVersion) -> str:
    return f"{e.player} gets {several(e.amount, e.counter_kind)}"


@renders(ev.CountersRemoved)
def _counters_removed(e: ev.CountersRemoved, version: RulesVersion) -> str:
    return f"{several(e.amount, e.counter_kind)} removed from {e.name}: {e.before} → {e.after}"


@renders(ev.Proliferates)
def _proliferates(e: ev.Proliferates, version: RulesVersion) -> str:
    return f"{e.player} proliferates"


# ----- Sagas and read ahead ----------------------------------------------------------------------------

def why_no_abilities(e: ev.SagaWithoutAbilities | ev.NoChapterTriggers) -> str:
    if e.abilities_removed_by:
        return f" ({', '.join(e.abilities_removed_by)}: loses all abilities, layer 6)"
    if e.rules_text_lost:
        return " (it lost its rules-text abilities, 305.7, layer 4)"
    return ""


@renders(ev.NoIntrinsicLoreAbility)
def _no_intrinsic_lore(e: ev.NoIntrinsicLoreAbility, version: RulesVersion) -> str:
    return (f"{e.name} as it would exist on the battlefield has no intrinsic lore-counter ability"
            f"{why_no_abilities(e)}, so it enters with no lore counter")


@renders(ev.NoLoreWithoutChapters)
def _no_lore_without_chapters(e: ev.NoLoreWithoutChapters, version: RulesVersion) -> str:
    return (f"{e.name} has no chapter abilities{why_no_abilities(e)}: the turn-based action gives it no lore "
            "counter")


@renders(ev.NotSacrificedWithoutChapters)
def _not_sacrificed_without_chapters(e: ev.NotSacrificedWithoutChapters, version: RulesVersion) -> str:
    return (f"{e.name} is a Saga with no chapter abilities{why_no_abilities(e)}: the Saga state-based "
            "action does not apply to it")


@renders(ev.RedundantReadAhead)
def _redundant_read_ahead(e: ev.RedundantReadAhead, version: RulesVersion) -> str:
    return (f"{e.name} has {e.instances} instances of read ahead; they are redundant: one number is chosen and "
            "one restriction applies")


@renders(ev.ReadAheadSkipsChapter)
def _read_ahead_skips_chapter(e: ev.ReadAheadSkipsChapter, version: RulesVersion) -> str:
    return (f"chapter {roman(e.chapter)} of {e.name} doesn't trigger: it has read ahead, entered this turn and "
            f"has {e.lore} lore counters, not exactly {e.chapter}")


@renders(ev.NoChapterTriggers)
def _no_chapter_triggers(e: ev.NoChapterTriggers, version: RulesVersion) -> str:
    went = f"{e.name}'s lore counters went from {e.before} to {e.after}"
    if not e.chapters:
        return f"no chapter triggers: {went}, but it has no chapter abilities{why_no_abilities(e)}"
    why = (f"it has no chapter above {roman(e.chapters[-1])}" if e.before >= e.chapters[-1] else
           f"no chapter number is above {e.before} and at most {e.after}")
    return (f"no chapter triggers: {went}; a chapter triggers only as the count goes from below its number to at "
            f"least it, and {why}")


@renders(ev.SagaWaitsForChapter)
def _saga_waits(e: ev.SagaWaitsForChapter, version: RulesVersion) -> str:
    return (f"{e.name} has {several(e.lore, 'lore')}, final chapter number {e.final_chapter}, but a chapter "
            "ability of it has triggered and not yet left the stack: it is not sacrificed yet")


@renders(ev.SagaLore)
def _saga_lore(e: ev.SagaLore, version: RulesVersion) -> str:
    return f"{e.player} puts a lore counter on each Saga they control"


# ----- damage and life ---------------------------------------------------------------------------------

@renders(ev.DamageToPlayer)
def _damage_to_player(e: ev.DamageToPlayer, version: RulesVersion) -> str:
    return f"{e.source_name} deals {e.amount} damage to {e.player}"


@renders(ev.DamageToPermanent)
def _damage_to_permanent(e: ev.DamageToPermanent, version: RulesVersion) -> str:
    return f"{e.source_name} deals {e.amount} damage to {e.name}"


@renders(ev.LifeGained)
def _life_gained(e: ev.LifeGained, version: RulesVersion) -> str:
    return f"{e.player} gains {e.amount} life"


@renders(ev.LifelinkGain)
def _lifelink_gain(e: ev.LifelinkGain, version: RulesVersion) -> str:
    return f"{e.player} gains {e.amount} life ({e.source_name} has lifelink)"


@renders(ev.LifeLost)
def _life_lost(e: ev.LifeLost, version: RulesVersion) -> str:
    return f"{e.player} loses {e.amount} life"


@renders(ev.WardLifePaid)
def _ward_life_paid(e: ev.WardLifePaid, version: RulesVersion) -> str:
    return f"{e.player} pays {e.amount} life for ward"


# ----- effects of spells and abilities -----------------------------------------------------------------

@renders(ev.Tapped)
def _tapped(e: ev.Tapped, version: RulesVersion) -> str:
    return f"{e.name} becomes tapped"


@renders(ev.Untapped)
def _untapped(e: ev.Untapped, version: RulesVersion) -> str:
    return f"{e.name} becomes untapped"


@renders(ev.AttackerUntaps)
def _attacker_untaps(e: ev.AttackerUntaps, version: RulesVersion) -> str:
    return f"{e.name} untaps"


@renders(ev.NoCreatureAttacked)
def _no_creature_attacked(e: ev.NoCreatureAttacked, version: RulesVersion) -> str:
    return "no creature attacked this turn"


@renders(ev.ManaAdded)
def _mana_added(e: ev.ManaAdded, version: RulesVersion) -> str:
    return f"{e.player} adds {e.mana}"


@renders(ev.ContinuousEffectCreated)
def _continuous_effect(e: ev.ContinuousEffectCreated, version: RulesVersion) -> str:
    until = " until end of turn" if e.until_end_of_turn else ""
    return f"{_effect_begins(e)}{until}"


def _effect_begins(e: ev.ContinuousEffectBegins) -> str:
    return f"{e.source_name}: {EFFECT_WORDING[e.effect.effect](e.effect)} for {', '.join(e.names)}"


# How each kind of continuous effect is told (611.2c).
EFFECT_WORDING: dict[str, Callable[[ev.EffectTerms], str]] = {
    "gain_ability": lambda t: "gains " + "; ".join(f'"{text}"' for text in t.abilities),
    "lose_all_abilities": lambda t: "loses all abilities",
    "modify_pt": lambda t: f"{t.power:+d}/{t.toughness:+d}",
    "set_base_pt": lambda t: f"base power and toughness {t.power}/{t.toughness}",
    "become": lambda t: "becomes " + " ".join(t.becomes),
    "set_controller": lambda t: f"control passes to {t.player}" if t.player else "changes control",
    "exchange_text_boxes": lambda t: "exchange text boxes",
    "add_types": lambda t: "becomes " + " ".join(t.becomes) + " in addition to its other types"
    + (f" with base power and toughness {t.power}/{t.toughness}" if t.power is not None else ""),
    "cant_block": lambda t: "can't block",
    "cant_be_blocked": lambda t: "can't be blocked",
}


@renders(ev.SkipsThisTurn)
def _skips_this_turn(e: ev.SkipsThisTurn, version: RulesVersion) -> str:
    return f"{e.player} skips each {e.skip} this turn"


@renders(ev.TokenCreationReplaced)
def _token_creation_replaced(e: ev.TokenCreationReplaced, version: RulesVersion) -> str:
    return f"token creation replaced: {'; '.join(map(replacement_note, e.replaced_by))}"


@renders(ev.LastKnownCounters)
def _last_known_counters(e: ev.LastKnownCounters, version: RulesVersion) -> str:
    return (f"{e.source_name} has left the battlefield: its last known information is used "
            f"({e.n} {e.counter_kind} counter{'' if e.n == 1 else 's'})")


@renders(ev.NoFight)
def _no_fight(e: ev.NoFight, version: RulesVersion) -> str:
    return f"{e.source_name}: no fight, a creature instructed to fight is missing or not a creature"


@renders(ev.IndestructibleNotDestroyed)
def _indestructible(e: ev.IndestructibleNotDestroyed, version: RulesVersion) -> str:
    return f"{e.name} is indestructible: it is not destroyed"


@renders(ev.NothingToSacrifice)
def _nothing_to_sacrifice(e: ev.NothingToSacrifice, version: RulesVersion) -> str:
    return f"{e.player} can't sacrifice: nothing to sacrifice"


@renders(ev.NoCardToCast)
def _no_card_to_cast(e: ev.NoCardToCast, version: RulesVersion) -> str:
    return f"{e.source_name}: {e.player} has no card that can be cast this way"


@renders(ev.OmenCardInExile)
def _omen_card_in_exile(e: ev.OmenCardInExile, version: RulesVersion) -> str:
    return f"{e.name} is an omen card: in exile it has only its normal characteristics, mana value {e.mana_value}"


@renders(ev.RestOnBottom)
def _rest_on_bottom(e: ev.RestOnBottom, version: RulesVersion) -> str:
    return f"{e.player} puts {cards(e.n)} exiled this way on the bottom of their library in a random order"


@renders(ev.ConditionChecked)
def _condition_checked(e: ev.ConditionChecked, version: RulesVersion) -> str:
    said = f'"{e.text}"' if e.text else "the condition"
    return f"{e.source_name}: {said} {'holds' if e.held else 'does not hold'}"


@renders(ev.NoKeywordAction)
def _no_keyword_action(e: ev.NoKeywordAction, version: RulesVersion) -> str:
    return f"{e.player} would {e.action} {e.count}: no {e.action} happens"


@renders(ev.Scried)
def _scried(e: ev.Scried, version: RulesVersion) -> str:
    kept = ", ".join(e.top) or "nothing"
    bottom = f"; on the bottom: {', '.join(e.bottom)}" if e.bottom else ""
    return f"{e.player} scries {e.count}: on top, {kept}{bottom}"


@renders(ev.Surveilled)
def _surveilled(e: ev.Surveilled, version: RulesVersion) -> str:
    kept = ", ".join(e.top) or "nothing"
    binned = f"; into the graveyard: {', '.join(e.graveyard)}" if e.graveyard else ""
    return f"{e.player} surveils {e.count}: on top, {kept}{binned}"


@renders(ev.Amassed)
def _amassed(e: ev.Amassed, version: RulesVersion) -> str:
    return f"{e.player} amasses {e.subtype} {e.count}, choosing {e.army}"


@renders(ev.LookedAtTop)
def _looked_at_top(e: ev.LookedAtTop, version: RulesVersion) -> str:
    looked = f" ({', '.join(e.looked)})" if e.looked else ""
    taken = f"; {'reveals and ' if e.revealed else ''}puts {', '.join(e.hand)} into their hand" if e.hand else \
        "; puts no card into their hand"
    bottom = f"; on the bottom in {e.order}: {', '.join(e.bottom)}" if e.bottom else ""
    return f"{e.player} looks at the top {cards(e.count)} of their library{looked}{taken}{bottom}"


@renders(ev.HandRevealed)
def _hand_revealed(e: ev.HandRevealed, version: RulesVersion) -> str:
    return f"{e.player} reveals their hand: {', '.join(e.cards) or 'no cards'}"


@renders(ev.NoCardToChoose)
def _no_card_to_choose(e: ev.NoCardToChoose, version: RulesVersion) -> str:
    return f"{e.source_name}: {e.player} has no {e.what} card to choose"


@renders(ev.WardTargetGone)
def _ward_target_gone(e: ev.WardTargetGone, version: RulesVersion) -> str:
    return f"{e.source_name}'s ward: what targeted it has already left the stack"


@renders(ev.WardManaPaid)
def _ward_mana_paid(e: ev.WardManaPaid, version: RulesVersion) -> str:
    return f"{e.player} pays {e.mana} for ward (mana is treated as paid)"


@renders(ev.WardCantBePaid)
def _ward_cant_be_paid(e: ev.WardCantBePaid, version: RulesVersion) -> str:
    if e.life_total < e.life:
        return f"{e.player} can't pay the ward cost: {e.life} life, with {e.life_total} life"
    if e.hand < e.discard:
        cards = "a card" if e.discard == 1 else f"{e.discard} cards"
        return f"{e.player} can't pay the ward cost: discard {cards}, with {e.hand} in hand"
    return f"{e.player} can't pay the ward cost"


@renders(ev.NoLongerInExile)
def _no_longer_in_exile(e: ev.NoLongerInExile, version: RulesVersion) -> str:
    return f"{e.source_name} is no longer in exile"


@renders(ev.Searched)
def _searched(e: ev.Searched, version: RulesVersion) -> str:
    omen = " (an omen card there has only its normal characteristics)" if e.omen else ""
    return f"{e.player} searches their library{omen}"


@renders(ev.ProcessRepeats)
def _process_repeats(e: ev.ProcessRepeats, version: RulesVersion) -> str:
    return f"{e.source_name}: {e.condition}, so the process repeats (time {e.time})"


@renders(ev.DieRolled)
def _die_rolled(e: ev.DieRolled, version: RulesVersion) -> str:
    return f"{e.player} rolls a {e.sides}-sided die: {e.result}"


@renders(ev.NotModelled)
def _not_modelled(e: ev.NotModelled, version: RulesVersion) -> str:
    return f"{e.source_name}: NOT MODELLED: \"{e.what}\" (judge does nothing for this instruction)"


@renders(ev.NoModeCanBeChosen)
def _no_mode(e: ev.NoModeCanBeChosen, version: RulesVersion) -> str:
    return f"{e.what}: no mode can be chosen"


# ----- durations (611.2, 610.3) and delayed triggered abilities (603.7) -----------------------------------

def lasting(duration: str, source_name: str, controller: str) -> str:
    """A duration of judge.cards.vocabulary.DURATIONS as the trace words it: "this" is the effect's source,
    "you" its controller."""
    words = (duration.replace("this", source_name).replace("your", f"{controller}'s")
             .replace("you control", f"{controller} controls"))
    return words if duration.startswith("for as long as") else f"until {words}"


@renders(ev.ContinuousEffectCreatedFor)
def _continuous_effect_for(e: ev.ContinuousEffectCreatedFor, version: RulesVersion) -> str:
    return f"{_effect_begins(e)} {lasting(e.duration, e.source_name, e.controller)}"


@renders(ev.DurationEnded)
def _duration_ended(e: ev.DurationEnded, version: RulesVersion) -> str:
    return (f"{e.source_name}'s effect ({EFFECT_WORDING[e.effect.effect](e.effect)} for {', '.join(e.names)}) "
            f"ends: its duration, {lasting(e.duration, e.source_name, e.controller)}, is over")


@renders(ev.DurationNeverBegins)
def _duration_never_begins(e: ev.DurationNeverBegins, version: RulesVersion) -> str:
    names, duration = ", ".join(e.names), lasting(e.duration, e.source_name, e.controller)
    if e.effect is None:
        return f"{e.source_name}: {names} stays where it is: it would be exiled {duration}, which has already happened"
    return (f"{e.source_name}: {EFFECT_WORDING[e.effect.effect](e.effect)} for {names} does nothing: it would last "
            f"{duration}, which is already over")


@renders(ev.ExiledUntil)
def _exiled_until(e: ev.ExiledUntil, version: RulesVersion) -> str:
    return (f"{e.source_name}: {', '.join(e.names)} exiled {lasting(e.duration, e.source_name, e.controller)}, "
            "then returns")


@renders(ev.PlayPermissionEnded)
def _play_permission_ended(e: ev.PlayPermissionEnded, version: RulesVersion) -> str:
    return (f"{e.source_name}'s permission for {e.controller} to play {e.name} ends: its duration, "
            f"{lasting(e.duration, e.source_name, e.controller)}, is over")


@renders(ev.DelayedTriggerCreated)
def _delayed_trigger_created(e: ev.DelayedTriggerCreated, version: RulesVersion) -> str:
    how = " (once)" if e.once else ""
    until = f", {lasting(e.duration, e.source_name, e.controller)}" if e.duration else ""
    return f"{e.source_name} creates a delayed triggered ability for {e.controller}{how}{until}: \"{e.ability}\""


@renders(ev.DelayedTriggered)
def _delayed_triggered(e: ev.DelayedTriggered, version: RulesVersion) -> str:
    return f"{e.source_name}'s delayed triggered ability triggers (\"{e.ability}\")"


@renders(ev.DelayedTriggerEnded)
def _delayed_trigger_ended(e: ev.DelayedTriggerEnded, version: RulesVersion) -> str:
    return (f"{e.source_name}'s delayed triggered ability (\"{e.ability}\") ends: its duration, "
            f"{lasting(e.duration, e.source_name, e.controller)}, is over")


# ----- transforming double-faced cards (712), and unless (118.12a) -----------------------------------------

@renders(ev.SourceGoneNotReturned)
def _source_gone_not_returned(e: ev.SourceGoneNotReturned, version: RulesVersion) -> str:
    return (f"{e.source_name} is no longer on the battlefield (a new object if it came back): it is neither "
            "exiled nor returned")


@renders(ev.NotDoubleFacedStaysInExile)
def _not_double_faced_stays_in_exile(e: ev.NotDoubleFacedStaysInExile, version: RulesVersion) -> str:
    return f"{e.name} is not a double-faced card: it can't be returned transformed and stays in exile"


@renders(ev.EnteredFaceUp)
def _entered_face_up(e: ev.EnteredFaceUp, version: RulesVersion) -> str:
    has = f"{e.name} is on the battlefield {e.face} face up, with only that face's characteristics"
    if e.saga and e.lore:
        return (f"{has}: a Saga that entered the battlefield (it didn't transform in place), so it entered with "
                f"{several(e.lore, 'lore')} ({version.number('714.3a')})")
    if e.saga:
        return has
    return (f"{has}: it is not a Saga, so it entered with no lore counter ({version.number('714.3a')}) and has "
            "no chapter abilities")


@renders(ev.UnlessChecked)
def _unless_checked(e: ev.UnlessChecked, version: RulesVersion) -> str:
    if e.done:
        return f"{e.source_name}: {e.player} did \"{e.text}\", so the rest doesn't happen to them"
    return f"{e.source_name}: {e.player} didn't \"{e.text}\", so the rest happens to them"

# ----- support cards judges ask about with Sagas (issue 10 §1) ------------------------------------------------

@renders(ev.ProliferationReplaced)
def _proliferation_replaced(e: ev.ProliferationReplaced, version: RulesVersion) -> str:
    sources = ", ".join(note.source for note in e.replaced_by if isinstance(note, ev.AmountReplaced))
    return f"{e.player} would proliferate; {sources}: {e.player} proliferates {e.times} times instead"


@renders(ev.RevealedUntil)
def _revealed_until(e: ev.RevealedUntil, version: RulesVersion) -> str:
    shown = ", ".join(e.cards) or "no cards"
    if e.found is None:
        return (f"{e.player} reveals {shown} from the top of their library and finds no {e.what} card; "
                f"{cards(e.bottom)} go on the bottom of their library in a random order")
    to = "onto the battlefield" if e.to_zone == "battlefield" else f"into their {e.to_zone}"
    return (f"{e.player} reveals {shown} from the top of their library until a {e.what} card: {e.found} goes "
            f"{to}, the other {cards(e.bottom)} on the bottom of their library in a random order")


@renders(ev.TriggersOnlyOnceEachTurn)
def _triggers_only_once_each_turn(e: ev.TriggersOnlyOnceEachTurn, version: RulesVersion) -> str:
    return (f"{e.source_name}'s ability doesn't trigger again: it already triggered this turn "
            f"(\"This ability triggers only once each turn.\")")


@renders(ev.WaitingTriggersCease)
def _waiting_triggers_cease(e: ev.WaitingTriggersCease, version: RulesVersion) -> str:
    return f"the abilities of {', '.join(e.sources)} that triggered but were not yet on the stack cease to exist"


@renders(ev.TurnEnds)
def _turn_ends(e: ev.TurnEnds, version: RulesVersion) -> str:
    exiled = f"{', '.join(e.exiled)} exiled from the stack" if e.exiled else "the stack is empty"
    return (f"{e.source_name} ends {e.player}'s turn: {exiled}; state-based actions are checked with no priority, "
            "and the game skips to the cleanup step")

# ----- copies of permanents (707) ------------------------------------------------------------------------------

def _except(exceptions: ev.CopyExceptions) -> str:
    """707.9: the modifications of the copying process, as cards say them."""
    words = ["it isn't legendary"] if exceptions.not_legendary else []
    added = " ".join(exceptions.subtypes + exceptions.types)
    if added:
        words.append(f"it's {_a(added)} {added} in addition to its other types")
    words += [f"it has {keyword.lower()}" for keyword in exceptions.keywords]
    words += [f'it has "{text}"' for text in exceptions.abilities]
    if isinstance(exceptions, ev.CopyExceptionsSetting):
        setting = " ".join((["legendary"] if exceptions.legendary else []) + list(exceptions.creature_types))
        named = f" named {exceptions.name}" if exceptions.name else ""
        words.append(f"it's {_a(setting)} {setting}{named}" if setting else f"it's named {exceptions.name}")
    return f", except {' and '.join(words)}" if words else ""


def _copied(original: str, name: str) -> str:
    """The object copied, by its label, and the name the copy gets when the label is not it."""
    return original if original == name else f"{original} ({name})"


@renders(ev.TokenCopyCreated)
def _token_copy_created(e: ev.TokenCopyCreated, version: RulesVersion) -> str:
    return f"{e.controller} creates a token that's a copy of {_copied(e.original, e.name)}{_except(e.exceptions)}"


@renders(ev.EntersAsCopy)
def _enters_as_copy(e: ev.EntersAsCopy, version: RulesVersion) -> str:
    return (f"{e.name_before} enters as a copy of {_copied(e.original, e.name)}{_except(e.exceptions)}: it becomes "
            "a copy as it enters, and copies no counters or other effects")


@renders(ev.NothingToCopy)
def _nothing_to_copy(e: ev.NothingToCopy, version: RulesVersion) -> str:
    return f"{e.name} has nothing it may enter as a copy of: it enters as {e.name}"


@renders(ev.CreatedTokenGone)
def _created_token_gone(e: ev.CreatedTokenGone, version: RulesVersion) -> str:
    return (f"{e.source_name}'s delayed triggered ability can't {e.verb} the {e.name} token: it is no longer on the "
            "battlefield")


EFFECT_WORDING["copy"] = lambda terms: f"becomes a copy of {', '.join(terms.becomes)}"


# ----- Kamigawa: Neon Dynasty and March of the Machine transforming Sagas, Theros Beyond Death Sagas --

@renders(ev.LifePaid)
def _life_paid(e: ev.LifePaid, version: RulesVersion) -> str:
    return f"{e.player} pays {e.amount} life"


REFUSALS[r.NotEnoughLife] = lambda x: f"paying {x.life} life needs a life total of {x.life} or more"


@renders(ev.AdditionalLandPlays)
def _additional_land_plays(e: ev.AdditionalLandPlays, version: RulesVersion) -> str:
    lands = "an additional land" if e.count == 1 else f"{e.count} additional lands"
    return f"{e.player} may play {lands} this turn"


@asks(q.CardNameBy)
def _card_name_by(a: q.CardNameBy) -> str:
    return f"a card name ({a.source})"


@renders(ev.NameChosen)
def _name_chosen(e: ev.NameChosen, version: RulesVersion) -> str:
    return f"{e.player} chooses the card name {e.name} for {e.source}"


@renders(ev.LookedAtTopOf)
def _looked_at_top_of(e: ev.LookedAtTopOf, version: RulesVersion) -> str:
    cards = ", ".join(e.cards) if e.cards else "nothing (the library is empty)"
    return f"{e.by} looks at the top of {e.player}'s library: {cards}"


@renders(ev.NotFirstThisTurn)
def _not_first_this_turn(e: ev.NotFirstThisTurn, version: RulesVersion) -> str:
    return (f"{e.source_name}'s ability doesn't trigger: {e.player} already cast a spell like {e.spell} this turn "
            f"(\"for the first time this turn\")")


REFUSALS[r.ActivationConditionFails] = lambda x: f"its condition doesn't hold (\"{x.text.rpartition('only if ')[2]}\")"


@renders(ev.MayPlay)
def _may_play(e: ev.MayPlay, version: RulesVersion) -> str:
    if e.during == "lore counter turns":
        return f"{e.source_name}: {e.player} may play {e.card} during any turn they put a lore counter on it"
    return f"{e.source_name}: {e.player} may play {e.card} {lasting(e.duration, e.source_name, e.player)}"


@renders(ev.MayCastFromZone)
def _may_cast_from_zone(e: ev.MayCastFromZone, version: RulesVersion) -> str:
    return f"{e.source_name}: {e.player} may cast {e.what} {lasting(e.duration, e.source_name, e.player)}"


@renders(ev.AttackRequirement)
def _attack_requirement(e: ev.AttackRequirement, version: RulesVersion) -> str:
    how_long = "" if e.duration == "indefinite" else " " + lasting(e.duration, e.source_name, e.player)
    return f"{e.source_name}: the creatures it names attack each combat if able{how_long}"


@renders(ev.NothingToReturn)
def _nothing_to_return(e: ev.NothingToReturn, version: RulesVersion) -> str:
    return f"{e.player} has no card {e.source_name} can return"


@renders(ev.CantCastSameManaValue)
def _cant_cast_same_mana_value(e: ev.CantCastSameManaValue, version: RulesVersion) -> str:
    return (f"{e.source_name}: {' and '.join(e.players)} can't cast spells with mana value {e.mana_value} "
            f"{lasting(e.duration, e.source_name, e.controller)}")


@renders(ev.RuleEffectEnded)
def _rule_effect_ended(e: ev.RuleEffectEnded, version: RulesVersion) -> str:
    how_long = lasting(e.duration, e.source_name, e.controller)
    return f"{e.source_name}'s effect ({e.what}) ends: its duration, {how_long}, is over"


@renders(ev.ExiledFaceDown)
def _exiled_face_down(e: ev.ExiledFaceDown, version: RulesVersion) -> str:
    return f"{e.name} is exiled face down ({e.owner} may look at it)"


@asks(q.LookedAtToExile, _names_or("none"))
def _looked_at_to_exile(a: q.LookedAtToExile) -> str:
    return f"{a.take} {'card' if a.take == 1 else 'cards'} {a.player} exiles from among the top {a.count}"
# ----- Doctor Who, Star Trek, REX and TMT Sagas --------------------------------------------------
@asks(q.VillainousOption, lambda a, mode: f"option {mode.number}: {mode.text}")
def _villainous_option(a: q.VillainousOption) -> str:
    return f"{a.subject}: {a.player} faces a villainous choice (option 1 or 2)"


@renders(ev.VillainousChoiceMade)
def _villainous_choice_made(e: ev.VillainousChoiceMade, version: RulesVersion) -> str:
    return f"{e.player} faces {e.source_name}'s villainous choice and chooses option {e.option}: {e.text}"


@asks(q.AnotherCounterWhich, _names_or("none"))
def _another_counter_which(a: q.AnotherCounterWhich) -> str:
    return f"{a.subject}: the permanents that get an additional counter of a kind already on them"


@asks(q.AnotherCounterKind)
def _another_counter_kind(a: q.AnotherCounterKind) -> str:
    return f"the counter chosen on {a.receiver} (it gets another of that kind)"


@asks(q.VoteFor)
def _vote_for(a: q.VoteFor) -> str:
    return f"{a.subject}: {a.player}'s vote ({' or '.join(a.options)})"


@renders(ev.Voted)
def _voted(e: ev.Voted, version: RulesVersion) -> str:
    return f"{e.player} votes for {e.choice or 'nothing'} ({e.source_name})"


@renders(ev.VotesCounted)
def _votes_counted(e: ev.VotesCounted, version: RulesVersion) -> str:
    result = f"{e.winner} gets more votes" if e.winner else "no option gets more votes than each other"
    return f"{e.source_name}'s vote: {', '.join(e.tally)}; {result}"


@renders(ev.PermanentsChosen)
def _permanents_chosen(e: ev.PermanentsChosen, version: RulesVersion) -> str:
    return f"{e.player} chooses {', '.join(e.chosen) or 'nothing'} for {e.source_name} (not targeted)"


# ----- Kaldheim and Warhammer 40,000 Sagas ---------------------------------------------
REFUSALS[r.TargetsOverTotalManaValue] = lambda x: (f"the targets of {subject_name(x.subject)} must have total mana "
                                                   f"value {x.limit} or less")


@renders(ev.NoLoyalty)
def _no_loyalty(e: ev.NoLoyalty, version: RulesVersion) -> str:
    return f"{e.name} has no loyalty counters"


@renders(ev.NoExchange)
def _no_exchange(e: ev.NoExchange, version: RulesVersion) -> str:
    return f"{e.source}: no exchange of control happens ({e.reason})"
REFUSALS[r.TargetsShareNoCardType] = lambda x: f"the targets of {subject_name(x.subject)} must share a card type"
REFUSALS[r.TargetsOfOnePlayer] = lambda x: (f"{subject_name(x.subject)} has one target for each player: two are "
                                            "controlled by one player")


@renders(ev.ManaKept)
def _mana_kept(e: ev.ManaKept, version: RulesVersion) -> str:
    return f"{e.player} doesn't lose {e.mana} as the step ends"


@renders(ev.DamageRedirected)
def _damage_redirected(e: ev.DamageRedirected, version: RulesVersion) -> str:
    return f"{e.amount} damage {e.source} would deal to {e.original} is dealt to {e.to} instead ({e.by})"


EFFECT_WORDING["redirect_damage"] = lambda t: ("all damage that would be dealt to its controller's creatures is dealt "
                                               "to it")


# ----- Marvel, Avatar, Modern Horizons 3, Wilds of Eldraine and Tarkir: Dragonstorm Sagas --------
@asks(q.ShareOf)
def _share_of(a: q.ShareOf) -> str:
    return f"how many of the {a.total} {a.subject} divides go to {a.target}"


@renders(ev.Divided)
def _divided(e: ev.Divided, version: RulesVersion) -> str:
    shares = ", ".join(f"{share} to {target}" for target, share in zip(e.targets, e.shares))
    return f"{e.player} divides {e.subject}'s {e.total} among its targets: {shares}"


@renders(ev.Earthbent)
def _earthbent(e: ev.Earthbent, version: RulesVersion) -> str:
    return (f"{e.player} earthbends {e.count}: {e.land} becomes a 0/0 land creature with haste in addition to its "
            f"other types and gets {e.count} +1/+1 counters")


@renders(ev.RoleReplaced)
def _role_replaced(e: ev.RoleReplaced, version: RulesVersion) -> str:
    return f"{e.name} is a Role attached to {e.host} with a newer Role of the same player: it goes to the graveyard"


@renders(ev.TokenAttached)
def _token_attached(e: ev.TokenAttached, version: RulesVersion) -> str:
    return f"{e.name} enters attached to {e.host}"


@renders(ev.AuraTokenNotCreated)
def _aura_token_not_created(e: ev.AuraTokenNotCreated, version: RulesVersion) -> str:
    return f"{e.source_name}: the {e.name} token would enter attached to nothing: it isn't created"


@renders(ev.Attached)
def _attached(e: ev.Attached, version: RulesVersion) -> str:
    return f"{e.name} becomes attached to {e.host}"


@renders(ev.NextSpellFree)
def _next_spell_free(e: ev.NextSpellFree, version: RulesVersion) -> str:
    return f"{e.source_name}: the next such spell {e.player} casts this turn can be cast without paying its mana cost"


REFUSALS[r.ExhaustedAlready] = lambda x: "an exhaust ability can be activated only once"


@renders(ev.ExtraTurnCreated)
def _extra_turn_created(e: ev.ExtraTurnCreated, version: RulesVersion) -> str:
    return f"{e.source_name}: {e.player} takes an extra turn after this one"


@renders(ev.MustAttackCreated)
def _must_attack_created(e: ev.MustAttackCreated, version: RulesVersion) -> str:
    until = "" if e.duration == "indefinite" else f"{lasting(e.duration, e.source_name, e.controller)}, "
    whom = f", and a player other than {e.controller} if able" if e.other_than_you else ""
    return f"{e.source_name}: {until}creatures attack each combat if able{whom}"


@renders(ev.AttacksIfAble)
def _attacks_if_able(e: ev.AttacksIfAble, version: RulesVersion) -> str:
    return f"{e.name} must attack if able ({e.source_name}), so it is declared attacking too"


# ----- the Ring tempts you (701.54; judge.game.the_ring) -------------------------------------------------------
@asks(q.RingBearerToChoose, _names_or("none"))
def _ring_bearer_to_choose(a: q.RingBearerToChoose) -> str:
    return f"the creature {a.player} chooses as their Ring-bearer"


@renders(ev.RingEmblemCreated)
def _ring_emblem_created(e: ev.RingEmblemCreated, version: RulesVersion) -> str:
    return f"{e.player} gets an emblem named {e.name}"


@renders(ev.RingTempts)
def _ring_tempts(e: ev.RingTempts, version: RulesVersion) -> str:
    times = {1: "once", 2: "twice"}.get(e.times, f"{e.times} times")
    chosen = f"{e.bearer} is their Ring-bearer" if e.bearer else \
        "they control no creature to be their Ring-bearer"
    return f"the Ring tempts {e.player} (it has tempted them {times}): {chosen}"


@renders(ev.RingBearerDesignationEnds)
def _ring_bearer_designation_ends(e: ev.RingBearerDesignationEnds, version: RulesVersion) -> str:
    return f"{e.name} is no longer {e.player}'s Ring-bearer: {e.controller} gained control of it"


REFUSALS[r.BlockerPowerGreaterThanRingBearer] = lambda x: (
    f"{x.attacker} is {x.owner}'s Ring-bearer, which can't be blocked by creatures with greater power "
    f"({x.power} > {x.attacker_power})")


@renders(ev.BlockerGone)
def _blocker_gone(e: ev.BlockerGone, version: RulesVersion) -> str:
    return f"{e.source_name}'s delayed triggered ability can't make {e.name}'s controller sacrifice it: it is no " \
        "longer on the battlefield"


@renders(ev.EntersAttacking)
def _enters_attacking(e: ev.EntersAttacking, version: RulesVersion) -> str:
    return f"{e.name} enters attacking {e.player} (it never attacked: no ability triggers on its attacking)"


EFFECT_WORDING["prevent_damage_dealt_by"] = lambda t: "all damage it would deal is prevented"

# ----- Final Fantasy Summons and Dominants ---------------------------------------------

@renders(ev.TriggeringSpellGone)
def _triggering_spell_gone(e: ev.TriggeringSpellGone, version: RulesVersion) -> str:
    return f"{e.source_name}'s ability does nothing to {e.spell}: it is no longer on the stack"


@renders(ev.SpellWillEnterWithCounters)
def _spell_will_enter_with_counters(e: ev.SpellWillEnterWithCounters, version: RulesVersion) -> str:
    return (f"{e.source_name}: {e.spell} will enter the battlefield with {several(e.amount, e.counter_kind)} more "
            "on it")


@renders(ev.SpellGainsAbilities)
def _spell_gains_abilities(e: ev.SpellGainsAbilities, version: RulesVersion) -> str:
    until = f" until {e.until}" if e.until else ""
    return f"{e.source_name}: {e.spell} gains {', '.join(e.abilities)}{until} (the permanent it becomes has it)"


@asks(q.CountersToPut)
def _counters_to_put(a: q.CountersToPut) -> str:
    return f"{a.source}: how many {a.counter_kind} counters to put on {a.permanent}"


@renders(ev.ModeChosenAtRandom)
def _mode_chosen_at_random(e: ev.ModeChosenAtRandom, version: RulesVersion) -> str:
    return f"the mode of {e.source_name}'s ability is chosen at random: mode {e.mode} ({e.text})"


@renders(ev.DamagePreventedByShield)
def _damage_prevented_by_shield(e: ev.DamagePreventedByShield, version: RulesVersion) -> str:
    return f"{e.amount} damage {e.source_name} would deal to {e.name} is prevented by a shield counter on it"


@renders(ev.ShieldCounterInstead)
def _shield_counter_instead(e: ev.ShieldCounterInstead, version: RulesVersion) -> str:
    return f"{e.name} would be destroyed; instead a shield counter is removed from it"


@renders(ev.AttackTaxCreated)
def _attack_tax_created(e: ev.AttackTaxCreated, version: RulesVersion) -> str:
    until = f" {lasting(e.until, e.source_name, e.player)}" if e.until else ""  # `player`: the effect's controller
    return (f"{e.source_name}: creatures can't attack {e.player} unless their controller pays {e.mana} for each of "
            f"them{until}")


@renders(ev.AttackCostPaid)
def _attack_cost_paid(e: ev.AttackCostPaid, version: RulesVersion) -> str:
    return (f"{e.player} pays {e.mana} for each of {e.count} creature(s) attacking {e.defender} "
            f"({e.source_name}'s effect)")


@renders(ev.AnyManaTypeCanBeSpent)
def _any_mana_type(e: ev.AnyManaTypeCanBeSpent, version: RulesVersion) -> str:
    return f"mana of any type can be spent to cast {e.name}"


@renders(ev.TopCardRevealed)
def _top_card_revealed(e: ev.TopCardRevealed, version: RulesVersion) -> str:
    return f"{e.player} reveals the top card of their library, {e.card}: {'' if e.fits else 'not '}{e.what}"


@renders(ev.DamagePrevented)
def _damage_prevented(e: ev.DamagePrevented, version: RulesVersion) -> str:
    return f"{e.amount} damage {e.source_name} would deal to {e.name} is prevented ({e.preventer}'s effect)"


@renders(ev.BecomesMonarch)
def _becomes_monarch(e: ev.BecomesMonarch, version: RulesVersion) -> str:
    before = f" ({e.before} ceases to be the monarch)" if e.before and e.before != e.player else ""
    return f"{e.player} becomes the monarch{before}"


@asks(q.PermanentsToKeep, _names_or("none"))
def _permanents_to_keep(a: q.PermanentsToKeep) -> str:
    return f"the {a.count} permanents {a.player} chooses to keep"


@renders(ev.SpellCostReductionCreated)
def _spell_cost_reduction_created(e: ev.SpellCostReductionCreated, version: RulesVersion) -> str:
    if e.next:
        return f"{e.source_name}: the next such spell {e.player} casts this turn costs {{{e.generic}}} less to cast"
    until = "" if e.until == "indefinite" else f" (until {e.until})"
    return f"{e.source_name}: the spells it names that {e.player} casts cost {{{e.generic}}} less to cast{until}"


@renders(ev.CostReduced)
def _cost_reduced(e: ev.CostReduced, version: RulesVersion) -> str:
    return f"{e.spell} costs less to cast ({', '.join(e.sources)}): total cost {e.total} instead of {e.cost or '{0}'}"


@renders(ev.PreventionEffectCreated)
def _prevention_effect_created(e: ev.PreventionEffectCreated, version: RulesVersion) -> str:
    until = f" until {e.until}" if e.until else ""
    return f"{e.source_name}: all damage that would be dealt to {e.what} is prevented{until}"


# ----- Doctor Who and Star Trek Sagas -------------------------------------------------------
EFFECT_WORDING["set_characteristics"] = lambda t: "becomes " + " ".join(t.becomes)
EFFECT_WORDING["goad"] = lambda t: (f"goaded by {t.player} (attacks each combat if able, and a player other than "
                                    f"{t.player} if able)")


@renders(ev.AlreadyGoaded)
def _already_goaded(e: ev.AlreadyGoaded, version: RulesVersion) -> str:
    return f"{e.source_name}: {e.name} is already goaded by {e.player}, so goading it again has no effect"


REFUSALS[r.UnblockableLandwalk] = lambda x: (f"{x.attacker} has {x.keyword.lower()} and the defending player "
                                             f"controls {'an' if x.land_type[0] in 'AEIOU' else 'a'} {x.land_type}")
REFUSALS[r.BlockedOnlyByHorsemanship] = lambda x: (f"{x.attacker} has horsemanship; only a creature with "
                                                   f"horsemanship can block it")


@renders(ev.PhasedOut)
def _phased_out(e: ev.PhasedOut, version: RulesVersion) -> str:
    one = len(e.names) == 1
    return (f"{', '.join(e.names)} phase{'s' if one else ''} out (treated as though "
            f"{'it doesn' if one else 'they don'}'t exist)")


@renders(ev.PhasesIn)
def _phases_in(e: ev.PhasesIn, version: RulesVersion) -> str:
    return f"{', '.join(e.names)} phase{'s' if len(e.names) == 1 else ''} in ({e.player}'s untap step)"


@renders(ev.PhasingInPrevented)
def _phasing_in_prevented(e: ev.PhasingInPrevented, version: RulesVersion) -> str:
    if e.own:
        return f"{', '.join(e.names)} would phase in, but can't ({', '.join(e.preventers)}'s effect)"
    return f"{', '.join(e.names)} would phase in, but {', '.join(e.preventers)} says permanents can't phase in"


EFFECT_WORDING["cant_phase_in"] = lambda t: "it can't phase in"

# ----- Kamigawa: Neon Dynasty transforming Sagas, Elspeth Conquers Death, Kaldheim Sagas ------------
@renders(ev.CostChangeCreated)
def _cost_change_created(e: ev.CostChangeCreated, version: RulesVersion) -> str:
    return f"{e.source_name}: {e.what} {lasting(e.until, e.source_name, e.controller)}"


@renders(ev.CostIncreased)
def _cost_increased(e: ev.CostIncreased, version: RulesVersion) -> str:
    return f"{e.spell} costs {e.mana} more to cast ({e.source})"


@renders(ev.InterveningIfFails)
def _intervening_if_fails(e: ev.InterveningIfFails, version: RulesVersion) -> str:
    outcome = "it doesn't trigger" if e.moment == "triggers" else "it does nothing"
    return f"{e.source_name}'s ability (\"{e.text}\"): its \"if\" condition doesn't hold as it {e.moment}: {outcome}"


@asks(q.XToPay)
def _x_to_pay(a: q.XToPay) -> str:
    return f"the value of X to pay ({a.source})"


@renders(ev.LookedAtHand)
def _looked_at_hand(e: ev.LookedAtHand, version: RulesVersion) -> str:
    return f"{e.by} looks at {e.player}'s hand: {', '.join(e.cards) if e.cards else 'no cards'}"


REFUSALS[r.NoForetell] = lambda x: f"only a card with foretell in its owner's hand can be foretold ({x.where})"
REFUSALS[r.ForetoldThisTurn] = lambda x: "it was foretold this turn: it may be cast only after this turn has ended"


@renders(ev.Foretold)
def _foretold(e: ev.Foretold, version: RulesVersion) -> str:
    return f"{e.player} foretells {e.card}: pays {{2}} and exiles it face down from their hand (a special action)"


@renders(ev.CastForForetellCost)
def _cast_for_foretell_cost(e: ev.CastForForetellCost, version: RulesVersion) -> str:
    return f"{e.spell} is cast for its foretell cost {e.mana} rather than its mana cost"


@renders(ev.ManaSpendRestricted)
def _mana_spend_restricted(e: ev.ManaSpendRestricted, version: RulesVersion) -> str:
    return f"{e.player} may spend that {e.mana} only {e.how}"
# ----- Dominaria Sagas and their kin ----------------------------------------------------------------

@renders(ev.XDefined)
def _x_defined(e: ev.XDefined, version: RulesVersion) -> str:
    return f"{e.source_name}: X is {e.value}"


@renders(ev.DamageBonusCreated)
def _damage_bonus_created(e: ev.DamageBonusCreated, version: RulesVersion) -> str:
    return (f"{e.source_name}: this turn, the sources it names that {e.player} controls deal that much damage plus "
            f"{e.amount} instead")


@renders(ev.DamageIncreased)
def _damage_increased(e: ev.DamageIncreased, version: RulesVersion) -> str:
    return f"{e.source_name}'s effect: {e.name} deals {e.after} damage instead of {e.before}"


@renders(ev.DamageNotRemoved)
def _damage_not_removed(e: ev.DamageNotRemoved, version: RulesVersion) -> str:
    return (f"damage isn't removed from creatures during cleanup steps ({', '.join(e.sources)}): "
            f"{', '.join(e.names)} keep{'s' if len(e.names) == 1 else ''} the damage marked on "
            f"{'it' if len(e.names) == 1 else 'them'}")


@renders(ev.CardsRevealed)
def _cards_revealed(e: ev.CardsRevealed, version: RulesVersion) -> str:
    return f"{e.player} reveals {', '.join(e.cards) or 'no cards'} from their hand"


@renders(ev.RadiationTriggers)
def _radiation_triggers(e: ev.RadiationTriggers, version: RulesVersion) -> str:
    return f"{e.player}'s rad counters' ability triggers ({e.player} has {e.rad} rad counter{'s' * (e.rad != 1)})"


@renders(ev.PlayerLosesCounters)
def _player_loses_counters(e: ev.PlayerLosesCounters, version: RulesVersion) -> str:
    return f"{e.player} removes {e.amount} {e.counter} counter{'s' * (e.amount != 1)}: {e.before} → {e.after}"
REFUSALS[r.AttackerPhasedOut] = lambda x: "it is phased out (treated as though it doesn't exist)"


@asks(q.TimeTravelWhich, _names_or("none"))
def _time_travel_which(a: q.TimeTravelWhich) -> str:
    return f"{a.player} time travels: the permanents and suspended cards with time counters chosen"


@asks(q.TimeTravelPutOrRemove)
def _time_travel_put_or_remove(a: q.TimeTravelPutOrRemove) -> str:
    return f"put a time counter on {a.object} or remove one"


@asks(q.MayCastSuspended, _yes_no)
def _may_cast_suspended(a: q.MayCastSuspended) -> str:
    return f"cast {a.card} without paying its mana cost (suspend)"


@renders(ev.TimeTravels)
def _time_travels(e: ev.TimeTravels, version: RulesVersion) -> str:
    return f"{e.player} time travels: {', '.join(e.names) or 'nothing chosen'}"


@renders(ev.GainsSuspend)
def _gains_suspend(e: ev.GainsSuspend, version: RulesVersion) -> str:
    return f"{e.source_name}: {e.name} gains suspend"


# ----- Avatar "Legend of" Sagas, Welcome to . . ., March of the Machine praetors -------------------


@renders(ev.NoMaximumHandSizeCreated)
def _no_maximum_hand_size_created(e: ev.NoMaximumHandSizeCreated, version: RulesVersion) -> str:
    duration = f" {lasting(e.until, e.source_name, e.player)}" if e.until else ""
    if not e.begins:
        return f"{e.source_name}: {e.player} would have no maximum hand size{duration}, which is already over"
    return f"{e.source_name}: {e.player} has no maximum hand size{duration}"


@renders(ev.NoMaximumHandSize)
def _no_maximum_hand_size(e: ev.NoMaximumHandSize, version: RulesVersion) -> str:
    return f"{e.player} has {e.cards} cards in hand but no maximum hand size ({e.source_name}'s effect): no discard"


REFUSALS[r.EscapeCostUnpayable] = lambda x: (f"its escape cost exiles {x.count} other cards from the graveyard, and "
                                             "there are fewer")


@renders(ev.EscapeCostPaid)
def _escape_cost_paid(e: ev.EscapeCostPaid, version: RulesVersion) -> str:
    return (f"{e.player} pays {e.spell}'s escape cost ({e.source_name}): its mana cost {e.mana or '{0}'} and exiling "
            f"{', '.join(e.exiled)} from their graveyard")


@renders(ev.Airbent)
def _airbent(e: ev.Airbent, version: RulesVersion) -> str:
    return (f"{e.player} airbends {e.card}: it is exiled, and for as long as it remains exiled {e.owner} may cast it "
            f"by paying {e.cost} rather than its mana cost")


@renders(ev.CastForAlternativeCost)
def _cast_for_alternative_cost(e: ev.CastForAlternativeCost, version: RulesVersion) -> str:
    return f"{e.player} casts {e.spell} paying {e.cost} rather than its mana cost ({e.source_name})"


@renders(ev.ManaPaid)
def _mana_paid(e: ev.ManaPaid, version: RulesVersion) -> str:
    return f"{e.player} pays {e.mana} ({e.source_name})"


@renders(ev.SearchedZones)
def _searched_zones(e: ev.SearchedZones, version: RulesVersion) -> str:
    zones = ", ".join(e.zones[:-1]) + f" and {e.zones[-1]}" if len(e.zones) > 1 else e.zones[0]
    found = ", ".join(e.found) if e.found else "nothing"
    return f"{e.player} searches {e.owner}'s {zones} and finds {found}"


@renders(ev.Transformed)
def _transformed(e: ev.Transformed, version: RulesVersion) -> str:
    return f"{e.before} transforms: its {e.face} face is up, and it is {e.name} (the same permanent)"


@renders(ev.DoesNotTransform)
def _does_not_transform(e: ev.DoesNotTransform, version: RulesVersion) -> str:
    return f"{e.name} can't transform: nothing happens"


@renders(ev.Incubates)
def _incubates(e: ev.Incubates, version: RulesVersion) -> str:
    return f"{e.player} incubates {e.count}: an Incubator token with {e.count} +1/+1 counters"


REFUSALS[r.NotEnoughToSacrifice] = lambda x: f"there are not {x.count} permanents to sacrifice to pay the cost"

# ----- Marvel, Spider-Man, Modern Horizons 3, Wilds of Eldraine Sagas ---------------------------------

@renders(ev.SpellCopyModified)
def _spell_copy_modified(e: ev.SpellCopyModified, version: RulesVersion) -> str:
    return f"the copy of {e.name} is a copy{_except(e.exceptions)} (a copy effect, layer 1)"


@renders(ev.TurnedFaceUp)
def _turned_face_up(e: ev.TurnedFaceUp, version: RulesVersion) -> str:
    return f"{e.name} ({e.owner}'s), exiled face down, is turned face up"

# ----- Vaults, phasing, The Brothers' War ----------------------------------------------------------
@renders(ev.AuraStays)
def _aura_stays(e: ev.AuraStays, version: RulesVersion) -> str:
    return f"{e.name} has nothing it could enchant: it stays in {e.owner}'s {e.zone}"


@renders(ev.ObjectVotesCounted)
def _object_votes_counted(e: ev.ObjectVotesCounted, version: RulesVersion) -> str:
    if not e.most:
        return f"{e.source_name}'s vote: nothing got votes"
    return f"{e.source_name}'s vote: {', '.join(e.tally)}; the most votes: {', '.join(e.most)}"


@renders(ev.AttackEachOtherCreated)
def _attack_each_other_created(e: ev.AttackEachOtherCreated, version: RulesVersion) -> str:
    duration = e.duration.replace("your", e.controller + "'s")
    until = "" if e.duration == "indefinite" else f" {duration}" if duration.startswith("for ") else \
        f" until {duration}"
    return (f"{e.source_name}: each creature {' and '.join(e.players)} control attacks the other of them each combat "
            f"if able{until}")


@asks(q.EnergyToPay)
def _energy_to_pay(a: q.EnergyToPay) -> str:
    return f"{a.source}: how much {{E}} {a.player} pays"


@asks(q.CreatureTypeToNote)
def _creature_type_to_note(a: q.CreatureTypeToNote) -> str:
    return f"{a.source}: the creature type noted"


@renders(ev.CreatureTypeNoted)
def _creature_type_noted(e: ev.CreatureTypeNoted, version: RulesVersion) -> str:
    return f"{e.player} notes {e.creature_type} for {e.source_name}"


REFUSALS[r.LoyaltyAbilityAlreadyActivated] = lambda x: (
    f"a loyalty ability of {x.attempt.name} was already activated this turn"
    + ("" if x.times == 1 else f" {x.times} times, as often as allowed"))
REFUSALS[r.NotEnoughLoyalty] = lambda x: (
    f"its loyalty cost {x.cost} needs {-x.cost} loyalty counters; it has {x.loyalty}")


@renders(ev.LoyaltyTwice)
def _loyalty_twice(e: ev.LoyaltyTwice, version: RulesVersion) -> str:
    return (f"{e.source_name}: {e.player} may activate the loyalty abilities of planeswalkers they control twice this "
            "turn rather than only once")


# ----- "Mill N cards. When you do, ..." with nothing to mill (701.17b, 603.12) -----------------------------------

@renders(ev.NothingMilled)
def _nothing_milled(e: ev.NothingMilled, version: RulesVersion) -> str:
    return (f"{e.source_name}: {' and '.join(e.players)} milled no cards (an empty library), so what follows \"when "
            "you do\" doesn't happen")


@renders(ev.NothingToDiscard)
def _nothing_to_discard(e: ev.NothingToDiscard, version: RulesVersion) -> str:
    return f"{e.source_name}: {e.player} has no card in hand to discard, so they discard none"


@renders(ev.TargetNoLongerLegal)
def _target_no_longer_legal(e: ev.TargetNoLongerLegal, version: RulesVersion) -> str:
    return f"{e.target} is no longer a legal target for {e.spell_or_ability}" + (f": {e.why}" if e.why else "")


@renders(ev.NoLinkedCards)
def _no_linked_cards(e: ev.NoLinkedCards, version: RulesVersion) -> str:
    if e.reason == "none exiled":
        return f"{e.source_name}: no card was exiled with it, so there is none to return"
    return (f"{e.source_name}: no card was exiled with it: it returned from exile as a new object, not linked to "
            "the cards the old object exiled")


@renders(ev.OmenNameNotACardName)
def _omen_name_not_a_card_name(e: ev.OmenNameNotACardName, version: RulesVersion) -> str:
    cards = ", ".join(name if e.cards.count(name) == 1 else f"{e.cards.count(name)} {name} cards"
                      for name in dict.fromkeys(e.cards))
    return (f"{cards} in {e.owner}'s searched zones {'is' if len(e.cards) == 1 else 'are'} not named {e.name}: outside "
            "the stack an omen card has only its normal characteristics, so its name is its card name")


@renders(ev.NoneAttacksAlone)
def _none_attacks_alone(e: ev.NoneAttacksAlone, version: RulesVersion) -> str:
    return (f"{e.source_name}'s \"attacks alone\" ability doesn't trigger: {e.attackers} creatures attack, so none "
            "attacks alone")


REFUSALS[r.TooManyTargets] = lambda x: (f"{subject_name(x.subject)} has at most {x.most} target(s) for that target "
                                        f"word; {x.given} given")


REFUSALS[r.NoLoreCounterThisTurn] = lambda x: (
    f"{x.source} lets {x.player} play {x.card} only during a turn {x.player} put a lore counter on it, "
    f"and {x.player} hasn't this turn")


@renders(ev.RedirectionGone)
def _redirection_gone(e: ev.RedirectionGone, version: RulesVersion) -> str:
    return (f"{e.source_name} doesn't redirect the {e.n} damage to {e.recipient}: {e.chosen}, the creature it chose, "
            "has left the battlefield")
REFUSALS[r.PlayPermissionOver] = lambda x: (
    f"{x.source}'s permission for {x.player} to play {x.card} is over: it lasted "
    f"{lasting(x.duration, x.source, x.player)}")


# ----- boast (702.142a); "put a counter on it or remove one" -----------------------------------------------------
REFUSALS[r.BoastWithoutAttack] = lambda x: "a boast ability can be activated only if this creature attacked this turn"
REFUSALS[r.BoastedThisTurn] = lambda x: "a boast ability can be activated only once each turn"


@asks(q.PutOrRemoveCounter)
def _put_or_remove_counter(a: q.PutOrRemoveCounter) -> str:
    return f"{a.source}: put a {a.counter_kind} counter on {a.object} or remove one"
