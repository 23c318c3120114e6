"""Counters (CR 122) and proliferate (701.34).

Counts are plain integers: putting a billion counters costs the same as one.
Putting counters goes through replacement effects (614, 616) and then emits a
`counters added` event with the count before and after, which is what chapter
abilities trigger on (714.2b).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from judge.cards import KEYWORDS, Ability
from judge.errors import InputError
from judge.game import events
from judge.game.questions import CountersPut, PlayerCountersPut, ProliferateKind
from judge.game.layers import ContinuousEffect, conditional
from judge.game.replacement import CounterEvent, apply_to_counters, proliferations
from judge.versions import KEYWORD_COUNTERS, PROLIFERATE_EACH_KIND

if TYPE_CHECKING:
    from judge.game.objects import GameObject
    from judge.game.state import Game

# 122.1b: the keyword counters, those whose keyword judge models (decayed, exalted and shadow are not).
KEYWORD_OF_COUNTER = {k.lower(): k for k in KEYWORDS if k.lower() in (
    "flying", "first strike", "double strike", "deathtouch", "haste", "hexproof", "indestructible", "lifelink",
    "menace", "reach", "trample", "vigilance")}
_KEYWORD_ABILITIES = {kind: Ability("keyword", keyword, keyword=keyword)
                      for kind, keyword in KEYWORD_OF_COUNTER.items()}


def keyword_counter_effects(game: "Game") -> list[ContinuousEffect]:
    """122.1b, 613.1f: each kind of keyword counter on a permanent gives it that keyword, in layer 6, with the
    counters' timestamp (613.7c), so it applies after an earlier effect that removed all abilities."""
    return [ContinuousEffect("gain_ability", {"abilities": (_KEYWORD_ABILITIES[kind],)}, obj.oid, obj.controller,
                             obj.counter_timestamps.get(kind, obj.timestamp), locked=frozenset((obj.oid,)),
                             source_label=f"{kind} counter", cites=("122.1b", "613.7c"))
            for obj in game.battlefield() for kind in sorted(obj.counters)
            if kind in KEYWORD_OF_COUNTER and obj.counters[kind] > 0]


PT_COUNTERS = ("+1/+1", "-1/-1")


def several(n: int, kind: str) -> str:
    """`1 lore counter`, `2 lore counters`."""
    return f"{n} {kind} counter" + ("" if n == 1 else "s")

def require_kind(game: "Game", kind: str, line: int | None = None) -> None:
    """Keyword counters exist only since 2020-04-17 (122.1b): before, a scenario using one is refused."""
    if kind in KEYWORD_OF_COUNTER and not game.version.has(KEYWORD_COUNTERS):
        raise InputError(f"keyword counters did not exist yet under the CR of {game.version} (a {kind} counter "
                         f"needs {KEYWORD_COUNTERS.since} or later); change 'rules:'", line)


def changed(game: "Game", obj: "GameObject", kind: str) -> None:
    """Counters of `kind` on `obj` changed. Only +1/+1 and -1/-1 counters (613.4c) and keyword counters
    (613.1f, as effects of their own: 122.1b) enter characteristics, and the "as long as" conditions of static
    abilities may count counters (611.3a); no filter or other amount of a continuous effect looks at them."""
    if kind in KEYWORD_OF_COUNTER:
        game.touch()  # the layer-6 effects themselves change
    elif kind in PT_COUNTERS or any(conditional(effect) for effect in game.layer_effects()):
        game.touch(obj)
    else:
        game.changed(obj)


def put(game: "Game", obj: "GameObject", kind: str, amount: int, putter: int, by_effect: bool,
        cites: tuple[str, ...], how: events.HowPut = "effect", entering: bool = False) -> int:
    """Put counters on a permanent (122.1, 122.6), `how` as the trace tells it; return how many were put."""
    require_kind(game, kind)
    ch = game.chars(obj.oid)
    event = CounterEvent(kind, amount, putter, by_effect, target_oid=obj.oid, controller=ch.controller)
    final, notes, extra = apply_to_counters(game, event, CountersPut(amount, kind, ch.name))
    if final <= 0:
        game.emit(events.NoCounterPut(ch.name, kind, tuple(notes)), cites + extra)
        return 0
    before = obj.counters.get(kind, 0)
    obj.counters[kind] = before + final
    obj.counter_timestamps[kind] = game.timestamp()  # 613.7c: every counter of this kind gets the new one
    changed(game, obj, kind)
    game.emit(events.CountersPut(obj.label, obj.oid, kind, final, before, before + final, putter,
                                 game.players[putter].name, ch.name, how, tuple(notes)),
              cites + extra + ("122.6",) * entering + (("122.1b", "613.7c") if kind in KEYWORD_OF_COUNTER else ()))
    return final


def put_on_player(game: "Game", player: int, kind: str, amount: int, putter: int, cites: tuple[str, ...]) -> int:
    event = CounterEvent(kind, amount, putter, True, target_player=player)
    final, notes, _ = apply_to_counters(game, event, PlayerCountersPut(kind, game.players[player].name))
    if final <= 0:
        return 0
    counters = game.players[player].counters
    before = counters.get(kind, 0)
    counters[kind] = before + final
    game.emit(events.PlayerGetsCounters(game.players[player].name, kind, final, before, before + final), cites)
    return final


def remove(game: "Game", obj: "GameObject", kind: str | None, amount: int | None, cites: tuple[str, ...]) -> int:
    """Remove counters (all kinds when `kind` is None; all of them when `amount` is None)."""
    name = game.chars(obj.oid).name
    kinds = [kind] if kind else sorted(obj.counters)
    removed_total = 0
    for k in kinds:
        have = obj.counters.get(k, 0)
        take = have if amount is None else min(have, amount)
        if take <= 0:
            continue
        obj.counters[k] = have - take
        if obj.counters[k] == 0:
            del obj.counters[k]
        removed_total += take
        changed(game, obj, k)
        game.emit(events.CountersRemoved(obj.label, obj.oid, k, take, have, have - take, name), cites)
    return removed_total


def stun_stops_untapping(game: "Game", obj: "GameObject") -> bool:
    """122.1d: a permanent with a stun counter that would become untapped loses a stun counter instead;
    True if one was removed (the permanent stays tapped)."""
    if not obj.counters.get("stun"):
        return False
    remove(game, obj, "stun", 1, ("122.1d", "614.1a"))
    return True


def proliferate(game: "Game", player: int, chosen: list["int | GameObject"]) -> None:
    """701.34a: each chosen permanent or player gets one more counter of each kind already there.

    Before 2019-05-03 it was one counter of a single kind already there (chosen by the player).
    """
    cites = ("701.34a",)
    game.emit(events.Proliferates(game.players[player].name), cites)
    each_kind = game.version.has(PROLIFERATE_EACH_KIND)
    for item in chosen:
        if isinstance(item, int):  # a player index
            kinds = sorted(game.players[item].counters)
            for k in kinds if each_kind else _one_kind(game, player, game.players[item].name, kinds):
                put_on_player(game, item, k, 1, player, cites)
            continue
        obj = item
        if obj.oid not in game.objects or obj.zone != "battlefield":
            continue
        kinds = sorted(obj.counters)
        for k in kinds if each_kind else _one_kind(game, player, game.chars(obj.oid).name, kinds):
            put(game, obj, k, 1, player, True, cites)


def _one_kind(game: "Game", player: int, what: str, kinds: list[str]) -> list[str]:
    """Before 2019-05-03 (701.26a then): "give each exactly one additional counter of a kind that permanent
    or player already has" -- the proliferating player chooses the kind (a `mode:` choice naming it)."""
    if not kinds:
        return []

    def parse(value: Any, line: int | None) -> str:
        if str(value) not in kinds:
            game.fail(f"proliferate: {value!r} is not a kind of counter on {what} ({', '.join(kinds)})")
        return str(value)

    return [game.decide(ProliferateKind(what), player, kinds, kinds[0], parse, cites=("701.34a",))]


def proliferation_count(game: Game, player: int) -> int:
    """How many times `player` proliferates when told to proliferate once: replacement effects may make it more
    (614.1a; the trace tells which)."""
    times, notes = proliferations(game, player)
    if notes:
        game.emit(events.ProliferationReplaced(game.players[player].name, times, tuple(notes)), ("614.1a",))
    return times
