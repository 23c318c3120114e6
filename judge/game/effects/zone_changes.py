"""Effects that move objects between zones (400.7: each move makes a new object): destroy, exile, return,
put onto the battlefield, shuffle into a library, sacrifice (exiling and returning transformed:
judge.game.effects.transforming)."""

from __future__ import annotations

from typing import Any

from judge.game import choosing, counters, durations, events, resolution, zones
from judge.game.questions import CounterKind, PermanentsToKeep
from judge.game.effects.parameters import amount, match_filter, objects_of, players_of
from judge.game.objects import GameObject
from judge.game.resolution import Context, handler


@handler("destroy")
def e_destroy(ctx: Context, p: dict[str, Any]) -> None:
    """701.8a: destroy; 702.12b: an indestructible permanent isn't destroyed (the trace says so). `except chosen:
    N` with `all`: first each player in turn order (101.4) chooses N of those permanents they control, not
    targets; those are not destroyed."""
    kept = _each_player_keeps(ctx, p["all"], p["except chosen"]) if "except chosen" in p else []
    for obj in [o for o in objects_of(ctx, p) if o not in kept]:
        if ctx.game.chars(obj.oid).has_keyword("Indestructible"):
            ctx.game.emit(events.IndestructibleNotDestroyed(obj.label, ctx.game.chars(obj.oid).name), ("702.12b",))
            continue
        zones.move(ctx.game, obj, "graveyard", "destroyed", ())


@handler("exile")
def e_exile(ctx: Context, p: dict[str, Any]) -> None:
    """Exile `target: N` / `self` / `all: FILTER`, or `top of library: PLAYER` (`count`), or every card in
    `zone: graveyard` of `whose`, or one card the controller chooses (`choose: {zone, whose, filter}`,
    not a target; on the battlefield, among the permanents `whose` players control; sets "if you do").
    Later effects of the same ability refer to what it exiled ("it", "them"): ctx.extra["exiled"]. `until`:
    they return when that duration ends (610.3)."""
    source = ctx.source
    chosen = objects_of(ctx, p) + _cards_to_exile(ctx, p)
    until = p.get("until")
    if until and chosen and not durations.still_begins(ctx.game, until, source, ctx.controller):
        _not_exiled(ctx, chosen, until)
        return
    exiled = []
    for obj in chosen:
        ctx.did = True
        for new in zones.found(ctx.game, zones.move(ctx.game, obj, "exile", "exiled", ())):
            ctx.extra.setdefault("exiled", []).append(new)
            exiled.append(new)
            if p.get("link") and source is not None:
                source.linked.append(new.label)  # 607.2a: "the exiled card"
    if until and exiled:
        ctx.game.exiled_until.append(durations.ExileUntil([o.oid for o in exiled], ctx.source_oid, ctx.source_name,
                                                          ctx.controller, until, ctx.game.turn.number))
        ctx.game.emit(events.ExiledUntil(ctx.source_name, tuple(ctx.game.chars(o.oid).name for o in exiled), until,
                                         ctx.game.players[ctx.controller].name), ("610.3",))


def _not_exiled(ctx: Context, chosen: list[GameObject], until: str) -> None:
    """610.3 (610.3a-b since they were written): the event the exile lasts until has already happened since the
    spell or ability was put on the stack or triggered: the objects don't move."""
    game = ctx.game
    game.emit(events.DurationNeverBegins(ctx.source_name, None, tuple(game.chars(o.oid).name for o in chosen), until,
                                         game.players[ctx.controller].name), ("610.3",))


def _cards_to_exile(ctx: Context, p: dict[str, Any]) -> list[GameObject]:
    game = ctx.game
    if "top of library" in p:
        return [game.objects[oid] for player in players_of(ctx, p["top of library"])
                for oid in game.players[player].library[:amount(ctx, p.get("count", 1))]]
    if p.get("zone") == "graveyard":
        return [game.objects[oid] for player in players_of(ctx, p.get("whose"))
                for oid in game.players[player].graveyard]
    if "choose" in p:
        spec = p["choose"]
        players = players_of(ctx, spec.get("whose"))
        zone = spec.get("zone", "graveyard")
        if zone == "battlefield":  # "exile a creature you control": chosen as it resolves, not targeted (115.10a)
            pool = [o for o in game.battlefield() if game.controller_of(o.oid) in players
                    and match_filter(ctx, spec.get("filter"), o.oid)]
        else:
            pool = [game.objects[oid] for player in players for oid in game.players[player].zone(zone)
                    if match_filter(ctx, spec.get("filter"), oid)]
        return choosing.choose_cards(game, ctx.controller, pool, 1, "exile", oids=True)
    return []


@handler("return_exiled")
def e_return_exiled(ctx: Context, p: dict[str, Any]) -> None:
    """"Exile ..., then return it to the battlefield under its owner's control": a new object (400.7)."""
    game = ctx.game
    for obj in ctx.extra.get("exiled", []):
        if obj.oid in game.objects and obj.zone == "exile":
            zones.move(game, obj, "battlefield", "returned", ("400.7",), controller=obj.owner)


@handler("return_linked")
def e_return_linked(ctx: Context, p: dict[str, Any]) -> None:
    """607.2a: return the card(s) a linked ability of this object exiled, to the battlefield (under their owner's
    control) or `to: hand` (their owner's); `count: N`: only N of them, chosen by the controller (a `card:`
    choice; default the first exiled)."""
    game = ctx.game
    source = ctx.source
    to = p.get("to", "battlefield")
    exiled = [o for label in dict.fromkeys(source.linked if source else []) for o in game.named(label)
              if o.label == label and o.zone == "exile"]
    if "count" in p:
        exiled = choosing.choose_cards(game, ctx.controller, exiled, p["count"], "return", oids=True,
                                       cites=("607.2a",))
    for obj in exiled:
        if to == "hand":
            zones.move(game, obj, "hand", "returned", ("607.2a",))
        else:
            zones.move(game, obj, "battlefield", "returned", ("607.2a",), controller=obj.owner)


@handler("return_to_hand")
def e_return_to_hand(ctx: Context, p: dict[str, Any]) -> None:
    for obj in objects_of(ctx, p):
        zones.move(ctx.game, obj, "hand", "returned", ())


@handler("put_onto_battlefield")
def e_put_onto_battlefield(ctx: Context, p: dict[str, Any]) -> None:
    for obj in objects_of(ctx, p):
        under = ctx.controller if p.get("under", "you") == "you" else obj.owner
        new = zones.move(ctx.game, obj, "battlefield", "returned", (), controller=under)
        kind = p.get("counter")
        if isinstance(kind, dict):  # {choice: [kinds]}: "your choice of a ... counter"
            kind = ctx.pick(CounterKind(ctx.source_name), kind["choice"])
        if kind:
            counters.put(ctx.game, new, kind, 1, ctx.controller, True, ())


@handler("shuffle_into_library")
def e_shuffle_into_library(ctx: Context, p: dict[str, Any]) -> None:
    """The target's owner shuffles it into their library (Blink); `self: true` on a spell: "shuffle
    [this spell] into its owner's library" (Green Sun's Zenith, 701.24c). Several targets ("any number of target
    cards"): all are put into their owners' libraries, then each of those libraries is shuffled once."""
    game = ctx.game
    spell = game.objects.get(ctx.source_oid)
    itself = [spell] if p.get("self") and spell is not None and spell.zone == "stack" else []
    owners: list[int] = []
    for obj in itself or objects_of(ctx, p):
        owners += [obj.owner] if obj.owner not in owners else []
        zones.move(game, obj, "library", "moved", ())
        ctx.extra.setdefault("owners", []).append(obj.owner)
    for owner in owners:
        zones.shuffle(game, owner, ctx.source_name, source=ctx.source_label,
                      by=ctx.controller if itself else owner)  # GSZ: its controller shuffles it in


@handler("sacrifice")
def e_sacrifice(ctx: Context, p: dict[str, Any]) -> None:
    """701.21a. `self: true`: this permanent; else each `player` sacrifices `count` permanents matching
    `filter`; `if you can't:` effects happen for a player who sacrificed nothing."""
    game = ctx.game
    if p.get("self"):
        if ctx.source is not None:
            zones.move(game, ctx.source, "graveyard", "sacrificed", ())
            ctx.did = True
        return
    for player in players_of(ctx, p.get("player")):
        legal = [o for o in game.battlefield() if game.chars(o.oid).controller == player and
                 match_filter(ctx, p.get("filter"), o.oid, player)]
        picked = choosing.choose_cards(game, player, legal, p.get("count", 1), "sacrifice", oids=True)
        for obj in picked:
            zones.move(game, obj, "graveyard", "sacrificed", ())
        if picked:
            ctx.did = True
        elif p.get("if you can't"):
            game.emit(events.NothingToSacrifice(game.players[player].name), ())
            resolution.run(game, ctx, p["if you can't"])


@handler("put_on_top_of_library")
def e_put_on_top_of_library(ctx: Context, p: dict[str, Any]) -> None:
    """"Put target card ... on top of [its owner's] library": a new object in that library (400.7)."""
    for obj in objects_of(ctx, p):
        zones.move(ctx.game, obj, "library", "moved", (), position="top")


def _each_player_keeps(ctx: Context, flt: dict[str, Any], n: int) -> list[GameObject]:
    """101.4: each player in APNAP order chooses `n` permanents matching `flt` they control (all of them if they
    control fewer); default: their first ones in timestamp order."""
    game = ctx.game
    kept: list[GameObject] = []
    for player in game.apnap():
        mine = [o for o in game.battlefield() if game.controller_of(o.oid) == player.index
                and match_filter(ctx, flt, o.oid)]
        kept += choosing.choose_cards(game, player.index, mine, n, "keep", oids=True, cites=("101.4",),
                                      question=PermanentsToKeep(player.name, n))
    return kept
