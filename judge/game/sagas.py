"""Saga cards (CR 714) and read ahead (702.155), in every CR version.

- 714.2b-c: chapter abilities trigger when lore counters take the count from
  below N to at least N; 702.155a restricts a read-ahead Saga on the turn it
  entered.
- 714.3a-b: the entering lore counter(s): a rule before 2026-04-17, an
  intrinsic ability creating a replacement effect from then on.
- 714.3c (505.4, 703.4f): the precombat-main turn-based action.
- 714.4 (704.5s): the sacrifice state-based action.
Version differences are the switches of judge.versions, nothing else.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from judge.game import counters, events, replacement
from judge.game.questions import ReadAheadChapter
from judge.cards import Ability
from judge.game.layers import SAGA_LORE_ABILITY, Chars
from judge.game.objects import StackAbility
from judge.versions import (
    ENTERING_LORE_IS_ABILITY, READ_AHEAD, READ_AHEAD_PLACEMENT_IS_RULE, SAGA_NEEDS_CHAPTER_ABILITIES,
)

if TYPE_CHECKING:
    from judge.game.objects import GameObject
    from judge.game.state import Game


def has_read_ahead(game: "Game", ch: Chars) -> bool:
    return game.version.has(READ_AHEAD) and ch.has_keyword("Read ahead")


def entering_lore(game: "Game", obj: "GameObject", ch: Chars) -> list[tuple[Any, ...]]:
    """Lore counters a permanent enters with: (kind, amount, putter, by_effect, how, cites) items.

    From 2026-04-17 they come from the intrinsic abilities of 714.3a/b, which
    create replacement effects (614.1c), so they exist only if the permanent as
    it would exist on the battlefield has them (614.12). Before, 714.3a is a rule
    about any Saga entering (except the read-ahead form of 2022-09-08, a static
    ability of the keyword, 702.155a).
    """
    read_ahead = has_read_ahead(game, ch)
    if game.version.has(ENTERING_LORE_IS_ABILITY):
        if SAGA_LORE_ABILITY not in ch.abilities:
            if "Saga" in ch.subtypes:
                game.emit(events.NoIntrinsicLoreAbility(ch.name, *lacking_abilities(ch)),
                          ("614.12", "714.3a") + rules_lacking_abilities(ch))
            return []
        by_effect = True
        rules: tuple[str, ...] = ("714.3b", "702.155b", "614.1c") if read_ahead else ("714.3a", "614.1c")
    elif "Saga" in ch.subtypes:
        by_effect = read_ahead and not game.version.has(READ_AHEAD_PLACEMENT_IS_RULE)
        if read_ahead:
            rules = ("702.155a", "614.1c") if by_effect else ("714.3a", "702.155b")
        else:
            rules = ("714.3a",)
    else:
        return []
    amount = 1
    if read_ahead:
        note_redundant_read_ahead(game, ch)
        amount = choose_read_ahead(game, obj, ch)
    how: events.HowPut = "entering: intrinsic ability" if game.version.has(ENTERING_LORE_IS_ABILITY) else (
        "entering: read ahead" if by_effect else "entering: Saga rule")
    return [("lore", amount, ch.controller, by_effect, how, rules)]


def _add_entering_lore(game: "Game", rep: replacement.Replacement,
                       event: replacement.Entering) -> tuple[None, tuple[str, ...]]:
    event.counters += entering_lore(game, event.obj, event.ch)
    return None, ()


# 714.3a-b: the lore counters a Saga enters with, found with the other effects on how it enters (614.12).
ENTERING_LORE = replacement.Kind("saga_entering_lore", lambda game, rep, event: True, _add_entering_lore,
                                 ordered=False)


def lacking_abilities(ch: Chars) -> tuple[tuple[str, ...], bool]:
    """Why a permanent lacks its abilities: the effects that removed them (layer 6), whether it lost its
    rules text (305.7, layer 4)."""
    return ch.abilities_removed_by, ch.rules_text_lost


def rules_lacking_abilities(ch: Chars) -> tuple[str, ...]:
    """The rules behind `lacking_abilities`."""
    if ch.abilities_removed_by:
        return ("613.1f",)
    if ch.rules_text_lost:
        return ("305.7", "613.1d")
    return ()


def note_redundant_read_ahead(game: "Game", ch: Chars) -> None:
    """702.155c: multiple instances of read ahead on the same object are redundant (one choice)."""
    instances = sum(1 for a in ch.abilities if a.keyword == "Read ahead")
    if instances > 1 and game.version.exists("702.155c"):
        game.emit(events.RedundantReadAhead(ch.name, instances), ("702.155c",))


def choose_read_ahead(game: "Game", obj: "GameObject", ch: Chars) -> int:
    """702.155b / 714.3b: the controller chooses a number from one to the final chapter number."""
    top = max(1, ch.final_chapter)
    options = list(range(1, top + 1))

    def parse(value: Any, line: int | None) -> int:
        if not isinstance(value, int) or value not in options:
            game.fail(f"read ahead: {value!r} is not a number from 1 to {top} for {ch.name}")
        number: int = value
        return number

    rule = "714.3b" if game.version.has(ENTERING_LORE_IS_ABILITY) else (
        "714.3a" if game.version.has(READ_AHEAD_PLACEMENT_IS_RULE) else "702.155a")
    chosen: int = game.decide(ReadAheadChapter(ch.name, top), ch.controller, options, 1, parse, cites=(rule,))
    return chosen


def chapter_triggers(game: "Game", obj: "GameObject", before: int,
                     after: int) -> list[tuple[Ability, int, tuple[str, ...]]]:
    """714.2b: chapter N triggers when lore counters go from below N to at least N.

    Returns (ability, chapter, cites) for each triggered chapter, lowest first.
    Works on any object with chapter abilities, Saga or not (714.2b says "this").
    """
    ch = game.chars(obj.oid)
    restricted = has_read_ahead(game, ch) and obj.entered_turn == game.turn.number
    found: list[tuple[Ability, int, tuple[str, ...]]] = []
    for ability in ch.abilities:
        if ability.kind != "chapter":
            continue
        for n in ability.chapters:
            if not before < n <= after:
                continue
            if restricted and after != n:
                game.emit(events.ReadAheadSkipsChapter(ch.name, n, after), ("702.155a",))
                continue
            cites = ("714.2b", "714.2c") if len(ability.chapters) > 1 else ("714.2b",)
            found.append((ability, n, cites + (("702.155a",) if restricted else ())))
    if "Saga" in ch.subtypes and after > before and not any(before < n <= after for n in ch.chapters):
        game.emit(events.NoChapterTriggers(ch.name, before, after, tuple(ch.chapters), *lacking_abilities(ch)),
                  ("714.2b",) + (rules_lacking_abilities(ch) if not ch.chapters else ()))
    return sorted(found, key=lambda item: item[1])


def is_saga_for_rules(game: "Game", ch: Chars) -> bool:
    """A Saga subject to 714.3c and 714.4: since 2025-06-06 only with chapter abilities."""
    if "Saga" not in ch.subtypes:
        return False
    return bool(ch.chapters) or not game.version.has(SAGA_NEEDS_CHAPTER_ABILITIES)


def precombat_main_lore(game: "Game") -> None:
    """714.3c / 505.4: as the precombat main phase begins, the active player adds a lore counter."""
    active = game.turn.active
    sagas = []
    for obj in game.battlefield():
        ch = game.chars(obj.oid)
        if ch.controller != active or "Saga" not in ch.subtypes:
            continue
        if is_saga_for_rules(game, ch):
            sagas.append(obj)
        else:
            game.emit(events.NoLoreWithoutChapters(ch.name, *lacking_abilities(ch)),
                      ("714.3c", "505.4") + rules_lacking_abilities(ch))
    if not sagas:
        return
    game.emit(events.SagaLore(game.players[active].name), ("505.4", "714.3c", "703.4f"))
    for obj in sagas:
        counters.put(game, obj, "lore", 1, active, False, ("714.3c",))


def sacrifice_due(game: "Game", permanents: list["GameObject"]) -> list["GameObject"]:
    """714.4 / 704.5s: Sagas among `permanents` whose lore counters reached the final chapter number,
    unless a chapter ability of theirs has triggered and not yet left the stack (then it is watched: see
    `Game.sba_candidates`)."""
    due = []
    waiting: set[int] | None = None
    for obj in permanents:
        ch = game.chars(obj.oid)
        if not is_saga_for_rules(game, ch):
            if "Saga" in ch.subtypes and (obj.oid, "no chapters") not in game.noted:
                game.noted.add((obj.oid, "no chapters"))
                game.emit(events.NotSacrificedWithoutChapters(ch.name, *lacking_abilities(ch)),
                          ("714.4", "704.5s") + rules_lacking_abilities(ch))
            continue
        if obj.counters.get("lore", 0) < ch.final_chapter:
            continue
        if waiting is None:
            waiting = chapter_sources_waiting(game)
        if obj.oid in waiting:
            game.watch(obj)
            key = (obj.oid, "waiting", obj.counters.get("lore", 0))
            if key not in game.noted:
                game.noted.add(key)
                game.emit(events.SagaWaitsForChapter(ch.name, obj.counters.get("lore", 0), ch.final_chapter),
                          ("714.4", "704.5s"))
            continue
        due.append(obj)
    return due


def chapter_sources_waiting(game: "Game") -> set[int]:
    """The sources of chapter abilities that have triggered but not yet left the stack. A copy of one was
    put on the stack, not triggered (707.10), so it doesn't count."""
    return {t.source_oid for t in game.pending if t.chapter is not None} | {
        item.source_oid for item in game.stack
        if isinstance(item, StackAbility) and item.chapter is not None and not item.is_copy}
