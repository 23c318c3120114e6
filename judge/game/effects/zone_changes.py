"""Effects that move objects between zones (400.7: each move makes a new object): destroy, exile, return,
put onto the battlefield, shuffle into a library, sacrifice (exiling and returning transformed:
judge.game.effects.transforming)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from judge.game import choosing, counters, durations, events, resolution, zones
from judge.game.questions import CounterKind, PermanentsToKeep
from judge.game.damage import shielded
from judge.game.effects.parameters import (
    amount, chosen_by_each, linked_in_exile, match_filter, objects_of, players_of,
)
from judge.game.objects import GameObject
from judge.game.resolution import Context, handler

if TYPE_CHECKING:
    from judge.game.state import Game


@handler("destroy")
def e_destroy(ctx: Context, p: dict[str, Any]) -> None:
    """701.8a: destroy (`choose:` the permanents chosen, see chosen_objects); 702.12b: an indestructible permanent
    isn't destroyed (the trace says so). `except chosen: N` with `all`: first each player in turn order (101.4)
    chooses N of those permanents they control, not targets; those are not destroyed. Later instructions find the
    controllers of the permanents destroyed this way (player `controller of each destroyed`)."""
    kept = _each_player_keeps(ctx, p["all"], p["except chosen"]) if "except chosen" in p else []
    for obj in chosen_objects(ctx, p["choose"], "destroy") if "choose" in p else \
            [o for o in objects_of(ctx, p) if o not in kept]:
        if ctx.game.chars(obj.oid).has_keyword("Indestructible"):
            ctx.game.emit(events.IndestructibleNotDestroyed(obj.label, ctx.game.chars(obj.oid).name), ("702.12b",))
            continue
        if shielded(ctx.game, obj):  # 122.1c: "instead remove a shield counter from it"
            ctx.game.emit(events.ShieldCounterInstead(ctx.game.chars(obj.oid).name), ("122.1c", "614.1a"))
            counters.remove(ctx.game, obj, "shield", 1, ("122.1c",))
            continue
        controller = ctx.game.controller_of(obj.oid)
        zones.move(ctx.game, obj, "graveyard", "destroyed", ())
        ctx.extra.setdefault("destroyed controllers", []).append(controller)


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
    """The event the exile lasts until has already happened since the spell or activated ability was put on the
    stack (610.3a) or the triggered ability triggered (610.3b): the objects don't move."""
    game = ctx.game
    kind = ctx.ability.kind if ctx.ability is not None else None
    rule = "610.3a" if kind in ("spell", "activated") else "610.3b" if kind is not None else "610.3"
    game.emit(events.DurationNeverBegins(ctx.source_name, None, tuple(game.chars(o.oid).name for o in chosen), until,
                                         game.players[ctx.controller].name), (rule,))


def _cards_to_exile(ctx: Context, p: dict[str, Any]) -> list[GameObject]:
    game = ctx.game
    if "top of library" in p:
        return [game.objects[oid] for player in players_of(ctx, p["top of library"])
                for oid in game.players[player].library[:amount(ctx, p.get("count", 1))]]
    if p.get("zone") == "graveyard":
        return [game.objects[oid] for player in players_of(ctx, p.get("whose"))
                for oid in game.players[player].graveyard]
    if "choose" in p:
        return chosen_objects(ctx, p["choose"], "exile")
    return []


def chosen_objects(ctx: Context, spec: dict[str, Any], verb: str) -> list[GameObject]:
    """The object(s) the controller chooses as the effect resolves, not targets (115.10a): one among the cards in
    `zone` of the `whose` players (on the battlefield, the permanents they control) matching `filter`; with
    `greatest power: true` only among those with the greatest power ("a creature with the greatest power among
    ..."); with `each: true` one in each of those players' zones ("from each graveyard"); `count` of them (as
    many as there are, if fewer). `by: each player`: "starting with you, each player chooses a creature" --
    each player in turn order from the controller chooses (101.4); a permanent chosen twice counts once. `by: that
    player`: that player chooses instead of the controller ("defending player chooses a nonland card in your
    graveyard", 508.5)."""
    game = ctx.game
    players = players_of(ctx, spec.get("whose"))
    zone = spec.get("zone", "graveyard")

    def pool_of(among: list[int]) -> list[GameObject]:
        if zone == "battlefield":  # "exile a creature you control": chosen as it resolves, not targeted (115.10a)
            pool = [o for o in game.battlefield() if game.controller_of(o.oid) in among
                    and match_filter(ctx, spec.get("filter"), o.oid)]
        else:
            pool = [game.objects[oid] for player in among for oid in game.players[player].zone(zone)
                    if match_filter(ctx, spec.get("filter"), oid)]
        if spec.get("greatest power") and pool:
            greatest = max(game.chars(o.oid).power or 0 for o in pool)
            pool = [o for o in pool if (game.chars(o.oid).power or 0) == greatest]
        return pool
    count, up_to = amount(ctx, spec.get("count", 1)), bool(spec.get("up to"))  # "up to one": `cards: []` for none
    flt = spec.get("filter")
    if spec.get("by") == "each player":  # 101.4: each in turn order, starting with you, knowing earlier choices
        chosen: list[GameObject] = []
        for chooser in _starting_with(ctx.game, ctx.controller):
            picked = choosing.choose_cards(game, chooser, pool_of(players), count, verb, up_to=up_to, oids=True,
                                           cites=("101.4",), flt=flt)
            chosen += [obj for obj in picked if obj not in chosen]
        return chosen
    if spec.get("by") == "that player":
        chooser = next(iter(players_of(ctx, "that player")), ctx.controller)
        return choosing.choose_cards(game, chooser, pool_of(players), count, verb, up_to=up_to, oids=True,
                                     cites=("608.2d",), flt=flt)
    if spec.get("each"):
        return [obj for player in players for obj in choosing.choose_cards(game, ctx.controller, pool_of([player]),
                                                                           count, verb, up_to=up_to, oids=True,
                                                                           flt=flt)]
    return choosing.choose_cards(game, ctx.controller, pool_of(players), count, verb, up_to=up_to, oids=True,
                                 flt=flt)


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
    exiled = linked_in_exile(ctx)
    if source is not None and not source.linked:
        reason: Literal["none exiled", "new object"] = \
            "new object" if _returned_from_exile(game, source) else "none exiled"
        game.emit(events.NoLinkedCards(ctx.source_name, reason),
                  ("607.2a", "400.7") if reason == "new object" else ("607.2a",))
        return
    if "count" in p:
        exiled = choosing.choose_cards(game, ctx.controller, exiled, p["count"], "return", oids=True,
                                       cites=("607.2a",))
    for obj in exiled:
        if to == "hand":
            zones.move(game, obj, "hand", "returned", ("607.2a",))
        else:
            zones.move(game, obj, "battlefield", "returned", ("607.2a",), controller=obj.owner)


def _returned_from_exile(game: "Game", obj: GameObject) -> bool:
    """Did `obj` come to the battlefield from exile (a flickered permanent: a new object, 400.7)?"""
    return any(isinstance(e.event, events.Entering) and e.event.oid == obj.oid and e.event.from_zone == "exile"
               for e in game.log)


def cards_chosen(ctx: Context, spec: dict[str, Any], verb: str) -> list[tuple[int, GameObject]]:
    """`choose: {zone, whose, filter, count, up to}`: each `whose` player in turn order (101.4) chooses cards
    from their own zone (not targets, 115.10a), `count` of them or `all`; the chosen cards with their chooser.
    With `greatest power`, `each` or `by` the controller chooses, as for chosen_objects."""
    game = ctx.game
    if any(key in spec for key in ("greatest power", "each", "by")):
        return [(ctx.controller, obj) for obj in chosen_objects(ctx, spec, verb)]
    chosen: list[tuple[int, GameObject]] = []
    zone = spec.get("zone", "graveyard")
    zone_names = ("hand", "graveyard") if zone == "hand or graveyard" else (zone,)
    whose = set(players_of(ctx, spec.get("whose")))
    cites = ("608.2d", "101.4") if len(whose) > 1 else ("608.2d",)
    for player in [q.index for q in game.apnap() if q.index in whose]:
        pool = [game.objects[oid] for zone in zone_names for oid in game.players[player].zone(zone)
                if match_filter(ctx, spec.get("filter"), oid, player)]
        count = spec.get("count", 1)
        picked = pool if count == "all" else choosing.choose_cards(
            game, player, pool, count, verb, up_to=bool(spec.get("up to")), oids=True, cites=cites,
            flt=spec.get("filter"))
        chosen += [(player, obj) for obj in picked]
    return chosen


@handler("return_to_hand")
def e_return_to_hand(ctx: Context, p: dict[str, Any]) -> None:
    """Return the objects to their owners' hands (400.7); `chosen by: PLAYER`: the permanents those players choose
    first (parameters.chosen_by_each), all returned at once after; `choose:` cards chosen as it resolves
    (cards_chosen), and `if you can't:` effects when there is none to choose."""
    chosen = [obj for _, obj in cards_chosen(ctx, p["choose"], "return to the hand")] if "choose" in p else []
    if "choose" in p:  # "X is the mana value of that card" (608.2h)
        ctx.extra["returned mana value"] = sum(ctx.game.chars(obj.oid).mana_value for obj in chosen)
    for obj in (chosen_by_each(ctx, p) if "chosen by" in p else objects_of(ctx, p)) + chosen:
        zones.move(ctx.game, obj, "hand", "returned", ())
    if "choose" in p and not chosen and not p["choose"].get("up to"):
        ctx.game.emit(events.NothingToReturn(ctx.game.players[ctx.controller].name, ctx.source_name), ("609.3",))
        resolution.run(ctx.game, ctx, p.get("if you can't", ()))


@handler("put_onto_battlefield")
def e_put_onto_battlefield(ctx: Context, p: dict[str, Any]) -> None:
    """Put the objects onto the battlefield (400.7) under `under`'s control (you, or their owner), `tapped` or not;
    cards chosen with `choose:` (cards_chosen) under their chooser's control; `zone: graveyard` with `all: FILTER`:
    every card in your graveyard (`whose`: those players' graveyards) matching it ("Return all land cards from
    your graveyard to the battlefield tapped"); `linked: true`: the permanent cards exiled with this (607.2a); with
    `counter:` one counter of that kind, with `counters:` the counters it enters with if it matches."""
    game = ctx.game
    chosen = cards_chosen(ctx, p["choose"], "put onto the battlefield") if "choose" in p else []
    if p.get("zone") == "graveyard":
        chosen += [(ctx.controller, game.objects[oid]) for player in players_of(ctx, p.get("whose", "you"))
                   for oid in game.players[player].graveyard if match_filter(ctx, p["all"], oid)]
    else:
        chosen += [(ctx.controller if p.get("under", "you") == "you" else obj.owner, obj) for obj in objects_of(ctx, p)]
    if p.get("linked"):  # 400.4a: an instant or sorcery card stays where it is
        chosen = [(under, o) for under, o in chosen if not {"Instant", "Sorcery"} & set(game.chars(o.oid).types)]
    for under, obj in chosen:
        hosts = _enchantable(ctx, obj, under)
        if hosts is None:
            new = zones.move(ctx.game, obj, "battlefield", "returned", ("607.2a",) if p.get("linked") else (),
                             controller=under, tapped=bool(p.get("tapped")))
        elif not hosts:
            game.emit(events.AuraStays(game.chars(obj.oid).name, obj.zone, game.players[obj.owner].name),
                      ("303.4f",))
            continue
        else:
            host = choosing.choose_cards(game, under, hosts, 1, "enchant", oids=True, cites=("303.4f",))[0]
            new = zones.enter_battlefield(game, obj, under, "returned", ("303.4f",), tapped=bool(p.get("tapped")),
                                          attached_to=host.oid)
        ctx.did = True
        ctx.extra.setdefault("put onto battlefield", []).append(new)
        kind = p.get("counter")
        if isinstance(kind, dict):  # {choice: [kinds]}: "your choice of a ... counter"
            kind = ctx.pick(CounterKind(ctx.source_name), kind["choice"])
        if kind:
            counters.put(ctx.game, new, kind, 1, ctx.controller, True, ())
        if "counters" in p:
            _enters_with_counters(ctx, p["counters"], new)


def _enchantable(ctx: Context, obj: GameObject, chooser: int) -> list[GameObject] | None:
    """303.4f: an Aura card put onto the battlefield without being cast enters attached to an object its enchant
    ability allows, chosen by the player putting it there as it enters (not a target: hexproof doesn't stop
    it); with none ([]), it stays where it is. None: it isn't an Aura card."""
    game = ctx.game
    ch = game.chars(obj.oid)
    if "Aura" not in ch.subtypes or obj.zone == "battlefield":
        return None
    enchant = next((a.targets[0] for a in ch.abilities if a.kind == "spell" and a.targets), {})
    return [o for o in game.battlefield() if match_filter(ctx, enchant.get("filter"), o.oid, chooser)]


def _enters_with_counters(ctx: Context, spec: dict[str, Any], new: GameObject) -> None:
    """`counters: {kind, amount, if: FILTER}`: "if [it matches], it enters with [amount] [kind] counters on it"
    (122.6, 614.1c): put as it enters, where it matches the filter as it enters."""
    game = ctx.game
    if new.oid not in game.objects or new.zone != "battlefield":
        return
    if not match_filter(ctx, spec.get("if"), new.oid):
        return
    n = amount(ctx, spec.get("amount", 1))
    if n > 0:
        counters.put(game, new, spec["kind"], n, ctx.controller, True, ("614.1c",), entering=True)


@handler("shuffle_into_library")
def e_shuffle_into_library(ctx: Context, p: dict[str, Any]) -> None:
    """The target's owner shuffles it into their library (Blink); `self: true` on a spell: "shuffle
    [this spell] into its owner's library" (Green Sun's Zenith, 701.24c). Several targets ("any number of target
    cards"): all are put into their owners' libraries, then each of those libraries is shuffled once."""
    game = ctx.game
    if "graveyard" in p:  # "shuffle your graveyard into your library"
        _shuffle_chosen_into_libraries(ctx, [game.objects[oid] for player in players_of(ctx, p["graveyard"])
                                             for oid in game.players[player].graveyard])
        return
    if "choose" in p:
        _shuffle_chosen_into_libraries(ctx, chosen_objects(ctx, p["choose"], "shuffle into their owners' libraries"))
        return
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


def _starting_with(game: "Game", player: int) -> list[int]:
    """The players in turn order, starting with `player` (101.4)."""
    n = len(game.players)
    return [i for i in ((player + k) % n for k in range(n)) if not game.players[i].lost]


def _shuffle_chosen_into_libraries(ctx: Context, chosen: list[GameObject]) -> None:
    """"Their owners shuffle those cards into their libraries" (701.24a): the cards go to their owners'
    libraries, then each of those owners shuffles once."""
    game = ctx.game
    owners = sorted({obj.owner for obj in chosen}, key=lambda owner: [p.index for p in game.apnap()].index(owner))
    for obj in chosen:
        zones.move(game, obj, "library", "moved", ("701.24a",))
    for owner in owners:
        zones.shuffle(game, owner, ctx.source_name, source=ctx.source_label, by=owner)


@handler("sacrifice")
def e_sacrifice(ctx: Context, p: dict[str, Any]) -> None:
    """701.21a. `self: true`: this permanent; `all: FILTER`: each permanent matching it that the ability's controller
    controls; else each `player` sacrifices `count` permanents matching `filter`; `if you can't:` effects happen
    for a player who sacrificed nothing, `if you do:` effects once something was sacrificed (608.2c)."""
    game = ctx.game
    if p.get("self"):
        if ctx.source is not None:
            zones.move(game, ctx.source, "graveyard", "sacrificed", ())
            ctx.did = True
        return
    if "all" in p:  # "Sacrifice all Reflections you control": each of them its controller controls (701.21a)
        for obj in objects_of(ctx, p):
            if game.chars(obj.oid).controller == ctx.controller:
                zones.move(game, obj, "graveyard", "sacrificed", ())
                ctx.did = True
        return
    for player in players_of(ctx, p.get("player")):
        legal = [o for o in game.battlefield() if game.chars(o.oid).controller == player and
                 match_filter(ctx, p.get("filter"), o.oid, player)]
        if p.get("any number"):  # "Sacrifice any number of creatures": none by default
            picked = choosing.choose_cards(game, player, legal, len(legal), "sacrifice", up_to=True, oids=True,
                                           default=[], flt=p.get("filter"))
        else:
            picked = choosing.choose_cards(game, player, legal, p.get("count", 1), "sacrifice", oids=True,
                                           flt=p.get("filter"))
        ctx.extra["sacrificed"] = ctx.extra.get("sacrificed", 0) + len(picked)
        for obj in picked:
            zones.move(game, obj, "graveyard", "sacrificed", ())
        if picked:
            ctx.did = True
            resolution.run(game, ctx, p.get("if you do", ()))
            continue
        if not p.get("any number"):  # 609.3: as much as possible, here nothing
            game.emit(events.NothingToSacrifice(game.players[player].name), ("609.3",))
        if p.get("if you can't"):
            resolution.run(game, ctx, p["if you can't"])


@handler("put_on_top_of_library")
def e_put_on_top_of_library(ctx: Context, p: dict[str, Any]) -> None:
    """"Put target card ... on top of [its owner's] library": a new object in that library (400.7)."""
    for obj in objects_of(ctx, p):
        zones.move(ctx.game, obj, "library", "moved", (), position="top")


@handler("put_linked_on_bottom")
def e_put_linked_on_bottom(ctx: Context, p: dict[str, Any]) -> None:
    """607.2a: the owner of each card exiled with this object (a linked ability's) puts it on the bottom of their
    library (401.4: several of one owner in an order that owner chooses; here, the order they were exiled)."""
    game = ctx.game
    for obj in linked_in_exile(ctx):
        zones.move(game, obj, "library", "moved", ("607.2a",), position="bottom")
        ctx.did = True


@handler("choose_permanents")
def e_choose_permanents(ctx: Context, p: dict[str, Any]) -> None:
    """"Choose up to N [filter]": permanents chosen as the ability resolves, not targeted (115.10a; a `cards:`
    decision, default as many as allowed, oldest first); `count: any number`: any number of them, none included
    (default all); later instructions act on "all other" ones with `except chosen: true` (ctx.extra["chosen"])."""
    game = ctx.game
    pool = [o for o in game.battlefield() if match_filter(ctx, p.get("filter"), o.oid)]
    any_number = p.get("count") == "any number"
    count = len(pool) if any_number else amount(ctx, p.get("count", 1))
    chosen = choosing.choose_cards(game, ctx.controller, pool, count, "choose",
                                   up_to=any_number or p.get("up to", False), oids=True, default=pool[:count],
                                   flt=p.get("filter"))
    ctx.extra["chosen"] = [o.oid for o in chosen]
    game.emit(events.PermanentsChosen(ctx.source_name, game.players[ctx.controller].name,
                                      tuple(game.chars(o.oid).name for o in chosen)), ("115.10a",))


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


@handler("turn_face_up")
def e_turn_face_up(ctx: Context, p: dict[str, Any]) -> None:
    """"Turn the exiled card face up" (406.3): the cards exiled face down with this (607.2a) can be examined by
    every player again (judge keeps a face-down card's characteristics all along, for the effects that find it)."""
    game = ctx.game
    for obj in objects_of(ctx, p):
        game.emit(events.TurnedFaceUp(game.chars(obj.oid).name, game.players[obj.owner].name), ("406.3", "607.2a"))
