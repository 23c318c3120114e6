"""Effects on hands and libraries: draw (121), discard (701.9), mill (701.17), search (701.23) and
shuffle (701.24)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from judge.game import choosing, events, resolution, zones
from judge.game.effects.parameters import amount, match_filter, players_of
from judge.game.questions import MayDo
from judge.game.resolution import Context, handler

if TYPE_CHECKING:
    from judge.game.objects import GameObject


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
    for obj in _milled_chosen(ctx, p, "put into your hand"):
        zones.move(ctx.game, obj, "hand", "moved", ())


@handler("put_milled_onto_battlefield")
def e_put_milled_onto_battlefield(ctx: Context, p: dict[str, Any]) -> None:
    """"Put up to two creature cards from among the milled cards onto the battlefield" (400.7): as
    put_milled_into_hand, onto the battlefield under the controller's control (110.2a)."""
    for obj in _milled_chosen(ctx, p, "put onto the battlefield"):
        zones.move(ctx.game, obj, "battlefield", "returned", (), controller=ctx.controller)


def _milled_chosen(ctx: Context, p: dict[str, Any], why: str) -> list[GameObject]:
    """Up to `count` cards matching `filter` that the controller chooses among those an earlier `mill` of this
    ability put into a graveyard, still there (a `card:` choice; default the first)."""
    game = ctx.game
    pool = [o for o in ctx.extra.get("milled cards", []) if o.oid in game.objects and o.zone == "graveyard"
            and match_filter(ctx, p.get("filter"), o.oid)]
    return choosing.choose_cards(game, ctx.controller, pool, p.get("count", 1), why, up_to=True, oids=True,
                                 flt=p.get("filter"))


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
    picked = choosing.choose_cards(game, player, legal, p.get("count", 1), "search", up_to=True, oids=True,
                                   flt=p.get("filter"))
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
        if to == "exile" and p.get("face down"):  # 406.3: its owner may look at it
            game.emit(events.ExiledFaceDown(game.chars(new.oid).name, game.players[new.owner].name), ("406.3",))
    if p.get("shuffle", True) and in_library:
        zones.shuffle(game, player, ctx.source_name, source=ctx.source_label)


@handler("shuffle")
def e_shuffle(ctx: Context, p: dict[str, Any]) -> None:
    for player in players_of(ctx, p.get("player")):
        zones.shuffle(ctx.game, player, ctx.source_name, source=ctx.source_label)


@handler("put_from_outside")
def e_put_from_outside(ctx: Context, p: dict[str, Any]) -> None:
    """"Put a card you own from outside the game on top of your library" (400.11b): the controller chooses a card
    they own outside the game matching `filter` (a `card:` choice, default the first) and brings it into the game,
    on top of their library or (`to: hand`) into their hand, a new object (400.7); sets "if you do"."""
    game = ctx.game
    pool = [oid for oid in game.players[ctx.controller].outside if match_filter(ctx, p.get("filter"), oid)]
    for card in choosing.choose_cards(game, ctx.controller, pool, 1, "bring into the game", cites=("608.2d",)):
        to = p.get("to", "top of library")
        zones.move(game, card, "hand" if to == "hand" else "library", "moved", ("400.7",), position="top")
        ctx.did = True
@handler("search_zones")
def e_search_zones(ctx: Context, p: dict[str, Any]) -> None:
    """701.23a-b: "Search target opponent's graveyard, hand, and library for up to four cards with that name and
    exile them": the controller looks at all of that player's `zones` and finds up to `count` cards matching
    `filter` among them (in a hidden zone they need not find any, 701.23b; a `cards:` choice, default as many as
    can be found, graveyard first), which go `to` exile. Shuffling is a separate instruction."""
    game = ctx.game
    for owner in players_of(ctx, p.get("player")):
        pool = [game.objects[oid] for zone in p["zones"] for oid in game.players[owner].zone(zone)
                if match_filter(ctx, p.get("filter"), oid)]
        found = choosing.choose_cards(game, ctx.controller, pool, amount(ctx, p.get("count", 1)), "find", up_to=True,
                                      oids=True, cites=("701.23b",), flt=p.get("filter"))
        game.emit(events.SearchedZones(game.players[ctx.controller].name, game.players[owner].name,
                                       tuple(p["zones"]), tuple(game.chars(o.oid).name for o in found)), ("701.23a",))
        _note_omen_names(ctx, p, owner)
        for obj in found:
            zones.move(game, obj, p.get("to", "exile"), "exiled", ("701.23a",))


def _note_omen_names(ctx: Context, p: dict[str, Any], owner: int) -> None:
    """720.4: a search for cards with a chosen name that is an Omen's name (720.5) finds no omen card in these zones:
    outside the stack an omen card has only its normal characteristics, its card name."""
    game, source = ctx.game, ctx.source or ctx.game.objects.get(ctx.source_oid)
    chosen = source.chosen_name if source is not None and (p.get("filter") or {}).get("name") == {"chosen": True} \
        else None
    searched = [game.objects[oid] for zone in p["zones"] for oid in game.players[owner].zone(zone)]
    missed = [obj for obj in searched if obj.card.omen is not None and obj.card.omen.name == chosen]
    if missed:
        game.emit(events.OmenNameNotACardName(chosen or "", tuple(o.card.name for o in missed),
                                              game.players[owner].name), ("720.4", "720.5"))


@handler("milled_to_hand")
def e_milled_to_hand(ctx: Context, p: dict[str, Any]) -> None:
    """"You may put a [filter] card from among them into your hand" (608.2d): one of the cards an earlier
    instruction of the ability milled, still in the graveyard (400.7), chosen by the controller (a `card:`
    choice; default the first that matches; `card: []` for none)."""
    game = ctx.game
    pool = [o for o in ctx.extra.get("milled cards", []) if o.oid in game.objects and o.zone == "graveyard"
            and match_filter(ctx, p.get("filter"), o.oid)]
    for obj in choosing.choose_cards(game, ctx.controller, pool, 1, "put into hand", up_to=True, oids=True,
                                     flt=p.get("filter")):
        zones.move(game, obj, "hand", "moved", ())
