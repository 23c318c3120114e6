"""Effects on hands and libraries: draw (121), discard (701.9), mill (701.17), search (701.23) and
shuffle (701.24)."""

from __future__ import annotations

from typing import Any

from judge.game import choosing, events, resolution, zones
from judge.game.effects.parameters import amount, match_filter, players_of
from judge.game.questions import MayDo
from judge.game.resolution import Context, handler


@handler("draw")
def e_draw(ctx: Context, p: dict[str, Any]) -> None:
    """121.1. Drawing one or more cards is doing it, for a following "if you do" (608.2c)."""
    for player in players_of(ctx, p.get("player")):
        n = amount(ctx, p.get("count", 1))
        zones.draw(ctx.game, player, n, ())
        ctx.did = ctx.did or n > 0


@handler("discard")
def e_discard(ctx: Context, p: dict[str, Any]) -> None:
    game = ctx.game
    for player in players_of(ctx, p.get("player")):
        hand = game.players[player].hand
        n = len(hand) if p.get("count") == "any" else amount(ctx, p.get("count", 1))
        up_to = p.get("count") == "any" or bool(p.get("up to"))
        picked = choosing.choose_cards(game, player, hand, n, "discard", up_to=up_to)
        ctx.extra["discarded"] = len(picked)
        ctx.extra["discarded mana value"] = sum(game.chars(obj.oid).mana_value for obj in picked)
        for obj in picked:
            ctx.extra.setdefault("discarded cards", []).append(zones.move(game, obj, "graveyard", "discarded", ()))
            ctx.did = True
    if ctx.did:
        resolution.run(game, ctx, p.get("if you do", ()))


@handler("mill")
def e_mill(ctx: Context, p: dict[str, Any]) -> None:
    game = ctx.game
    for player in players_of(ctx, p.get("player")):
        n = amount(ctx, p.get("count", 1))
        milled = [game.objects[oid] for oid in game.players[player].library[:n]]
        ctx.extra["milled"] = [game.chars(o.oid).types for o in milled]
        for obj in milled:
            new = zones.move(game, obj, "graveyard", "milled", ())
            ctx.extra.setdefault("milled cards", []).append(new)


@handler("put_milled_into_hand")
def e_put_milled_into_hand(ctx: Context, p: dict[str, Any]) -> None:
    """"Put up to one enchantment milled this way into your hand" (400.7): the controller chooses up to `count`
    cards matching `filter` among those an earlier `mill` of this ability put into a graveyard, still there (a
    `card:` choice; default the first)."""
    game = ctx.game
    pool = [o for o in ctx.extra.get("milled cards", []) if o.oid in game.objects and o.zone == "graveyard"
            and match_filter(ctx, p.get("filter"), o.oid)]
    for obj in choosing.choose_cards(game, ctx.controller, pool, p.get("count", 1), "put into your hand",
                                     up_to=True, oids=True):
        zones.move(game, obj, "hand", "moved", ())


@handler("search")
def e_search(ctx: Context, p: dict[str, Any]) -> None:
    game = ctx.game
    player = ctx.controller
    library = game.players[player].library
    most = amount(ctx, p["mana value at most"]) if "mana value at most" in p else None

    def fits(oid: int) -> bool:
        return match_filter(ctx, p.get("filter"), oid) and (most is None or game.chars(oid).mana_value <= most)

    # "Search your library and/or graveyard": the player chooses whether to search the library too (default yes)
    in_library = not p.get("graveyard too") or ctx.ask(MayDo(ctx.source_name, "search your library"))
    legal = [game.objects[oid] for oid in library if fits(oid)] if in_library else []
    if p.get("graveyard too"):
        legal += [game.objects[oid] for oid in game.players[player].graveyard if fits(oid)]
    picked = choosing.choose_cards(game, player, legal, p.get("count", 1), "search", up_to=True, oids=True)
    omens = in_library and any(game.objects[oid].card.omen is not None for oid in library)
    if in_library:
        game.emit(events.Searched(game.players[player].name, omens), ("701.23a",) + (("720.4",) if omens else ()))
    source = ctx.source
    for i, obj in enumerate(picked):
        where = p["split"][min(i, len(p["split"]) - 1)] if "split" in p else p
        to = where.get("to", "hand")
        new = zones.move(game, obj, to, "exiled" if to == "exile" else "moved", ("701.23a",), controller=player,
                         tapped=where.get("tapped", False))
        if p.get("link") and source is not None:
            source.linked.append(new.label)  # 607.2a: "the cards exiled with this Saga"
    if p.get("shuffle", True) and in_library:
        zones.shuffle(game, player, ctx.source_name, source=ctx.source_label)


@handler("shuffle")
def e_shuffle(ctx: Context, p: dict[str, Any]) -> None:
    for player in players_of(ctx, p.get("player")):
        zones.shuffle(ctx.game, player, ctx.source_name, source=ctx.source_label)


@handler("milled_to_hand")
def e_milled_to_hand(ctx: Context, p: dict[str, Any]) -> None:
    """"You may put a [filter] card from among them into your hand" (608.2d): one of the cards an earlier
    instruction of the ability milled, still in the graveyard (400.7), chosen by the controller (a `card:`
    choice; default the first that matches; `card: []` for none)."""
    game = ctx.game
    pool = [o for o in ctx.extra.get("milled cards", []) if o.oid in game.objects and o.zone == "graveyard"
            and match_filter(ctx, p.get("filter"), o.oid)]
    for obj in choosing.choose_cards(game, ctx.controller, pool, 1, "put into hand", up_to=True, oids=True):
        zones.move(game, obj, "hand", "moved", ())
