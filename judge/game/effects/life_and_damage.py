"""Damage (120), fights (701.14), gaining and losing life (119.3), and losing the game (104.3e)."""

from __future__ import annotations

from typing import Any

from judge.game import events, sba
from judge.game.damage import DamageBonus, deal_damage
from judge.game.effects.parameters import amount, each_player, match_filter, objects_of, players_of, target_list
from judge.game.effects.revealing import filter_words
from judge.game.layers import ContinuousEffect
from judge.game.resolution import Context, handler


@handler("damage")
def e_damage(ctx: Context, p: dict[str, Any]) -> None:
    """`to`: a target number, `you`, or `each creature` (`controlled by: PLAYER`: that player's) and/or `each
    opponent`, or `each permanent`; a `filter` narrows the creatures or permanents ("each creature without flying",
    "each non-Villain creature", "each non-Giant creature and each planeswalker"); `source: created`: the token the
    ability created deals it; `dealt by: N`: that target deals it."""
    game = ctx.game
    n = amount(ctx, p["amount"])
    to = p["to"]
    recipients: list[Any] = []
    if to == "each permanent":
        recipients = [o for o in game.battlefield() if match_filter(ctx, p.get("filter"), o.oid)]
    elif isinstance(to, int):
        recipients = list(target_list(ctx, to))
    elif to in ("you", "that player"):
        recipients = players_of(ctx, to)
    else:
        among = players_of(ctx, p["controlled by"]) if "controlled by" in p else None
        if "each creature" in to or to == "each permanent":
            recipients += [o for o in game.battlefield()
                           if (to == "each permanent" or "Creature" in game.chars(o.oid).types)
                           and match_filter(ctx, p.get("filter"), o.oid)
                           and (among is None or game.controller_of(o.oid) in among)]
        if "each opponent" in to:
            recipients += game.opponents(ctx.controller)
    if p.get("source") == "created":  # "It deals X damage to you": the token this ability created (400.7)
        for token in [t for t in ctx.extra.get("created", []) if t.oid in game.objects and t.zone == "battlefield"]:
            for r in recipients:
                deal_damage(game, game.chars(token.oid).name, token.oid, r, n)
        return
    if "dealt by" in p:  # "Target creature you control deals damage ...": that target is the source (120.3)
        dealer = next(iter(objects_of(ctx, {"target": p["dealt by"]})), None)
        if dealer is None or dealer.zone != "battlefield":
            return
        for r in recipients:
            deal_damage(game, game.chars(dealer.oid).name, dealer.oid, r, n)
        return
    for r in recipients:
        deal_damage(game, ctx.source_name, ctx.source_oid, r, n)


@handler("fight")
def e_fight(ctx: Context, p: dict[str, Any]) -> None:
    """701.14a: two creatures fight: each deals damage equal to its power to the other (`target`, or with
    `self: true` this object, fights `with`).

    701.14b: if either is gone, is no longer a creature or was an illegal target, neither deals damage;
    701.14c: a creature that fights itself deals twice its power to itself; 701.14d: not combat damage.
    """
    game = ctx.game
    first = {"self": True} if p.get("self") else {"target": p["target"]}
    fighters = objects_of(ctx, first)[:1] + objects_of(ctx, {"target": p["with"]})[:1]
    if len(fighters) < 2 or any(o.zone != "battlefield" or "Creature" not in game.chars(o.oid).types
                                for o in fighters):
        game.emit(events.NoFight(ctx.source_name), ("701.14b",))
        return
    powers = [game.chars(o.oid).power or 0 for o in fighters]  # simultaneous: both powers before any damage
    for (source, recipient), power in zip((fighters, fighters[::-1]), powers):
        deal_damage(game, game.chars(source.oid).name, source.oid, recipient, power, ("701.14a",))


@handler("gain_life")
def e_gain_life(ctx: Context, p: dict[str, Any]) -> None:
    for player in players_of(ctx, p.get("player")):
        n = amount(ctx, p["amount"])
        ctx.game.players[player].life += n
        ctx.game.emit(events.LifeGained(ctx.game.players[player].name, n), ("119.3",))


@handler("lose_life")
def e_lose_life(ctx: Context, p: dict[str, Any]) -> None:
    """119.3. With `player: each opponent` (or `each player`), "that player" in the amount is each of them in
    turn ("each opponent loses 1 life for each creature card in their graveyard")."""
    for player in players_of(ctx, p.get("player")):
        n = amount(each_player(ctx, p.get("player"), player), p["amount"])
        ctx.game.players[player].life -= n
        ctx.game.emit(events.LifeLost(ctx.game.players[player].name, n), ("119.3",))


@handler("deals_damage_to_itself")
def e_deals_damage_to_itself(ctx: Context, p: dict[str, Any]) -> None:
    """"Each tapped creature deals damage to itself equal to its power" (120.3): each permanent matching `all` is
    the source of damage to itself, all dealt at once with the powers they have now (a power of 0 or less deals
    none, 120.8)."""
    game = ctx.game
    dealing = [(obj, game.chars(obj.oid).power or 0) for obj in objects_of(ctx, p)]
    for obj, power in dealing:
        deal_damage(game, game.chars(obj.oid).name, obj.oid, obj, power)
@handler("each_deals_damage")
def e_each_deals_damage(ctx: Context, p: dict[str, Any]) -> None:
    """"Each creature with power 4 or greater you control deals damage equal to its power to that permanent"
    (120.3): each permanent matching `all` deals damage equal to its power to the `to` target."""
    game = ctx.game
    for recipient in target_list(ctx, p["to"]):
        for source in objects_of(ctx, {"all": p["all"]}):
            if source.oid in game.objects and source.zone == "battlefield":
                deal_damage(game, game.chars(source.oid).name, source.oid, recipient, game.chars(source.oid).power or 0)


@handler("lose_game")
def e_lose_game(ctx: Context, p: dict[str, Any]) -> None:
    """104.3e: an effect states that a player (`player`, default you) loses the game; a player already out of it
    loses nothing more."""
    for player in players_of(ctx, p.get("player")):
        if not ctx.game.players[player].lost:
            sba.lose(ctx.game, ctx.game.players[player], ("104.3e",))


@handler("prevent_damage")
def e_prevent_damage(ctx: Context, p: dict[str, Any]) -> None:
    """615.1a: "Prevent all damage that would be dealt to creatures you control this turn": a prevention effect
    for the duration (611.2a); which permanents it protects is checked as damage would be dealt (judge.game.damage),
    "you" being this ability's controller."""
    game = ctx.game
    game.effects.append(ContinuousEffect("prevent_damage", {}, ctx.source_oid, ctx.controller, game.timestamp(),
                                         duration=p.get("until") or "indefinite", affected=dict(p["to"]),
                                         source_label=ctx.source_label, created_turn=game.turn.number,
                                         source_name=ctx.source_name))
    game.emit(events.PreventionEffectCreated(ctx.source_name, filter_words(p["to"]), p.get("until")), ("615.1a",))

@handler("damage_plus")
def e_damage_plus(ctx: Context, p: dict[str, Any]) -> None:
    """614.1a: "If a [source] you control would deal damage to a permanent or player this turn, it deals that
    much damage plus N instead": a replacement effect lasting this turn."""
    game = ctx.game
    bonus = DamageBonus(ctx.source_name, ctx.controller, amount(ctx, p["amount"]), dict(p.get("source") or {}),
                        game.turn.number)
    game.damage_bonuses.append(bonus)
    game.emit(events.DamageBonusCreated(ctx.source_name, bonus.amount, game.players[ctx.controller].name),
              ("614.1a",))
