"""Tapping and untapping (701.26) and adding mana (106.3)."""

from __future__ import annotations

from typing import Any

from judge.game import choosing, counters, events, resolution
from judge.game.questions import ManaColor
from judge.game.effects.parameters import amount, match_filter, objects_of
from judge.game.objects import GameObject
from judge.game.resolution import Context, handler


@handler("tap")
def e_tap(ctx: Context, p: dict[str, Any]) -> None:
    """701.26a: tap the objects; `choose: FILTER`: "tap any number of untapped [filter] you control", chosen as
    it resolves (ctx.extra["tapped"]: how many; `if you do:` effects when one or more were tapped)."""
    if "choose" in p:
        _tap_any_number(ctx, p)
        return
    for obj in objects_of(ctx, p):
        if not obj.tapped:
            obj.tapped = True
            ctx.game.touch(obj)
            ctx.game.emit(events.Tapped(obj.label, ctx.game.chars(obj.oid).name), ("701.26a",))


def _tap_any_number(ctx: Context, p: dict[str, Any]) -> None:
    game = ctx.game
    pool = [o for o in game.battlefield() if not o.tapped and game.controller_of(o.oid) == ctx.controller
            and match_filter(ctx, p["choose"], o.oid)]
    chosen = choosing.choose_cards(game, ctx.controller, pool, len(pool), "tap", up_to=True, oids=True)
    for obj in chosen:
        obj.tapped = True
        game.touch(obj)
        game.emit(events.Tapped(obj.label, game.chars(obj.oid).name), ("701.26a",))
    ctx.extra["tapped"] = len(chosen)
    if chosen:
        ctx.did = True
        resolution.run(game, ctx, p.get("if you do", ()))


@handler("untap")
def e_untap(ctx: Context, p: dict[str, Any]) -> None:
    """701.26b; `choose: FILTER, count: N`: "untap up to N [permanents] you control", chosen as it resolves (not
    targeted; default the first N tapped ones)."""
    for obj in objects_of(ctx, p) if "choose" not in p else _chosen_to_untap(ctx, p["choose"], p.get("count", 1)):
        if obj.tapped and not counters.stun_stops_untapping(ctx.game, obj):
            obj.tapped = False
            ctx.game.touch(obj)
            ctx.game.emit(events.Untapped(obj.label, ctx.game.chars(obj.oid).name), ("701.26b",))


def _chosen_to_untap(ctx: Context, flt: dict[str, Any], count: int) -> list[GameObject]:
    game = ctx.game
    pool = [o for o in game.battlefield() if game.controller_of(o.oid) == ctx.controller
            and match_filter(ctx, flt, o.oid)]
    return choosing.choose_cards(game, ctx.controller, pool, count, "untap", up_to=True, oids=True,
                                 default=[o for o in pool if o.tapped][:count])


@handler("untap_attackers")
def e_untap_attackers(ctx: Context, p: dict[str, Any]) -> None:
    """"Untap all creatures that attacked this turn" (Relentless Assault)."""
    game = ctx.game
    attacked = [game.objects[oid] for oid in game.turn.attacked_this_turn if oid in game.objects]
    if not attacked:
        game.emit(events.NoCreatureAttacked(), ())
    for obj in attacked:
        if obj.tapped and obj.zone == "battlefield" and not counters.stun_stops_untapping(game, obj):
            obj.tapped = False
            game.touch(obj)
            game.emit(events.AttackerUntaps(obj.label, game.chars(obj.oid).name), ("701.26b",))
    game.touch()


@handler("add_mana")
def e_add_mana(ctx: Context, p: dict[str, Any]) -> None:
    """106.3; `any color: true` adds one mana of a color the player chooses (106.1b); `count`: that mana, that
    many times ("Add {R} for each Berserker you control"); `until: end of turn`: "you don't lose this mana as
    steps and phases end" (500.5); `spend only`: "Spend this mana only [to ...]", in the card's words (106.6; the
    trace says so, as costs are treated as paid)."""
    player = ctx.game.players[ctx.controller]
    pool = player.mana
    times = amount(ctx, p["count"]) if "count" in p else 1
    mana = "{" + ctx.pick(ManaColor(ctx.source_name), list("WUBRG")) + "}" if p.get("any color") else p["mana"]
    if times <= 0:
        return
    symbols = mana.strip("{}").split("}{") * times
    for s in symbols:
        pool[s] = pool.get(s, 0) + 1
        if p.get("until") == "end of turn":
            player.mana_kept[s] = player.mana_kept.get(s, 0) + 1
    ctx.game.emit(events.ManaAdded(player.name, mana * times), ("106.3",))
    if "spend only" in p:  # 106.6: a restriction on how that mana can be spent (costs are treated as paid)
        ctx.game.emit(events.ManaSpendRestricted(player.name, mana * times, str(p["spend only"])), ("106.6",))
