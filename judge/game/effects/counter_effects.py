"""Effects that put or remove counters (122) and proliferate (701.34)."""

from __future__ import annotations

from typing import Any

from judge.game import counters, events, stack, zones
from judge.game.objects import GameObject
from judge.game.questions import (
    AnotherCounterKind, AnotherCounterWhich, CounterKind, CountersToPut, CountersToRemove, EnergyToPay,
    ProliferateWhich, PutOrRemoveCounter,
)
from judge.game.effects.parameters import amount, objects_of, players_of
from judge.game.refs import resolve_target_ref
from judge.game.resolution import Context, handler


@handler("put_counters")
def e_put_counters(ctx: Context, p: dict[str, Any]) -> None:
    """122.1: put `amount` counters of `kind` on each object, or with `player:` on those players ("Each player gets
    three rad counters"); `up to: true`: the controller chooses how many, from 0 to `amount` (a `number:` choice,
    default 0). On a target whose amount was divided as the ability was put on the stack (601.2d), its share.
    `kind: {choice: [kinds]}`: "a +1/+1 counter or a loyalty counter", the controller chooses as it resolves (a
    `mode:` choice, default the first)."""
    if isinstance(p["kind"], dict):
        p = {**p, "kind": ctx.pick(CounterKind(ctx.source_name), p["kind"]["choice"])}
    for player in players_of(ctx, p["player"]) if "player" in p else ():
        counters.put_on_player(ctx.game, player, p["kind"], amount(ctx, p.get("amount", 1)), ctx.controller,
                               ("122.1",))
    targets = ctx.ability.targets if ctx.ability else ()
    spec = targets[p["target"] - 1] if 0 < p.get("target", 0) <= len(targets) else {}
    if spec.get("divide"):
        shares: dict[int, tuple[Any, int]] = {}
        for obj in objects_of(ctx, p):
            shares[obj.oid] = (obj, shares.get(obj.oid, (obj, 0))[1] + 1)
        for obj, share in shares.values():
            counters.put(ctx.game, obj, p["kind"], share, ctx.controller, True, ("122.1", "601.2d"))
        return
    for obj in objects_of(ctx, p):
        n = amount(ctx, p.get("amount", 1))
        if p.get("up to"):
            n = ctx.pick(CountersToPut(ctx.source_name, p["kind"], obj.label), list(range(n + 1)))
        if n > 0 or not p.get("up to"):
            counters.put(ctx.game, obj, p["kind"], n, ctx.controller, True, ("122.1",))


@handler("remove_counters")
def e_remove_counters(ctx: Context, p: dict[str, Any]) -> None:
    """Remove counters of `kind` (default: every kind); `amount` a number or `all` (default).

    With no `kind` and a number, it is "up to N counters" in total: the controller chooses how many of
    each kind (a `number:` choice per kind, in alphabetical order). Default: as many as possible, since the
    player announced X to remove X (an exception to the lowest-number default). ctx.extra["removed"] counts
    them.
    """
    game = ctx.game
    n = p.get("amount", "all")
    total = 0
    for obj in objects_of(ctx, p):
        if p.get("kind") or n == "all":
            total += counters.remove(game, obj, p.get("kind"), None if n == "all" else amount(ctx, n), ("122.1",))
            continue
        left = amount(ctx, n)
        for kind in sorted(obj.counters):
            if left <= 0:
                break
            most = min(left, obj.counters.get(kind, 0))
            take = ctx.pick(CountersToRemove(ctx.source_name, kind, game.chars(obj.oid).name),
                            list(range(most, -1, -1)))
            removed = counters.remove(game, obj, kind, take, ("122.1",)) if take else 0
            total += removed
            left -= removed
    ctx.extra["removed"] = total


@handler("proliferate")
def e_proliferate(ctx: Context, p: dict[str, Any]) -> None:
    """701.34a, as many times as replacement effects make it (614.1a)."""
    for _ in range(counters.proliferation_count(ctx.game, ctx.controller)):
        _proliferate_once(ctx)


def _proliferate_once(ctx: Context) -> None:
    game = ctx.game
    options: list[Any] = [pl.index for pl in game.apnap() if pl.counters]
    options += [o for o in game.battlefield() if o.counters]

    def parse(value: Any, line: int | None) -> list[Any]:
        picked = [resolve_target_ref(game, r, line) for r in (value if isinstance(value, list) else [value])]
        for item in picked:
            if item not in options:
                game.fail(f"proliferate: {item!r} has no counters to proliferate")
        return picked


    chosen = game.decide(ProliferateWhich(), ctx.controller, [options, []], options, parse,
                         lambda xs: tuple(stack.name_of(game, x) for x in xs), cites=("701.34a",))
    counters.proliferate(game, ctx.controller, chosen)


@handler("another_counter")
def e_another_counter(ctx: Context, p: dict[str, Any]) -> None:
    """"For each [`all`] permanent, choose a counter on it. You may put an additional counter of that kind on that
    permanent." (122.1): the controller chooses which of those with counters get one (a `choose:` decision,
    default all) and, where a permanent has several kinds, which kind (a `mode:` decision, default the first
    alphabetically)."""
    game = ctx.game
    options = [o for o in objects_of(ctx, p) if any(n > 0 for n in o.counters.values())]

    def parse(value: Any, line: int | None) -> list[GameObject]:
        picked = [resolve_target_ref(game, r, line) for r in (value if isinstance(value, list) else [value])]
        for item in picked:
            if item not in options:
                game.fail(f"{ctx.source_name}: {item!r} is not a permanent with counters it can choose")
        return [item for item in picked if isinstance(item, GameObject)]

    chosen: list[GameObject] = game.decide(
        AnotherCounterWhich(ctx.source_name), ctx.controller, [options, []], options, parse,
        lambda xs: tuple(stack.name_of(game, x) for x in xs), cites=("122.1",)) if options else []
    for obj in chosen:
        kinds = sorted(k for k, n in obj.counters.items() if n > 0)
        name = game.chars(obj.oid).name

        def parse_kind(value: Any, line: int | None) -> str:
            if str(value) not in kinds:
                game.fail(f"{ctx.source_name}: {value!r} is not a kind of counter on {name} ({', '.join(kinds)})")
            return str(value)

        kind = game.decide(AnotherCounterKind(name), ctx.controller, kinds, kinds[0], parse_kind, cites=("122.1",))
        counters.put(game, obj, kind, 1, ctx.controller, True, ("122.1",))


@handler("double_counters_on")
def e_double_counters_on(ctx: Context, p: dict[str, Any]) -> None:
    """701.10e: double the number of each kind of counter on the objects: each gets as many counters of each
    kind as it already has (put by the controller, so replacement effects apply, 614.16)."""
    for obj in objects_of(ctx, p):
        for kind, have in sorted(obj.counters.items()):
            if have > 0 and obj.zone == "battlefield":
                counters.put(ctx.game, obj, kind, have, ctx.controller, True, ("701.10e",))


@handler("radiation")
def e_radiation(ctx: Context, p: dict[str, Any]) -> None:
    """728.1: if that player still has rad counters (603.4), they mill that many cards; for each nonland card
    milled this way they lose 1 life and remove one rad counter from themselves."""
    game = ctx.game
    for player in players_of(ctx, "that player"):
        rad = game.players[player].counters.get("rad", 0)
        if not rad:
            continue
        library = game.players[player].library
        milled = [game.objects[oid] for oid in library[:rad]]
        nonland = sum(1 for obj in milled if "Land" not in game.chars(obj.oid).types)
        for obj in milled:
            zones.move(game, obj, "graveyard", "milled", ("728.1", "701.17a"))
        if nonland:
            game.players[player].life -= nonland
            game.emit(events.LifeLost(game.players[player].name, nonland), ("728.1", "119.3"))
            game.players[player].counters["rad"] = rad - nonland
            if not game.players[player].counters["rad"]:
                del game.players[player].counters["rad"]
            game.emit(events.PlayerLosesCounters(game.players[player].name, "rad", nonland, rad, rad - nonland),
                      ("728.1",))


@handler("pay_energy")
def e_pay_energy(ctx: Context, p: dict[str, Any]) -> None:
    """107.14: "Pay any amount of {E}": the controller chooses how many (a `number:` choice, 0 to the energy counters
    they have; default 0) and removes that many energy counters from themselves; later effects of the ability
    count them (amount `{paid: true}`)."""
    game = ctx.game
    player = game.players[ctx.controller]
    have = player.counters.get("energy", 0)
    paid = ctx.pick(EnergyToPay(ctx.source_name, player.name), list(range(have + 1))) if have else 0
    ctx.extra["paid"] = paid
    if paid:
        player.counters["energy"] = have - paid
        if not player.counters["energy"]:
            del player.counters["energy"]
        game.emit(events.PlayerLosesCounters(player.name, "energy", paid, have, have - paid), ("107.14",))


@handler("put_or_remove_counter")
def e_put_or_remove_counter(ctx: Context, p: dict[str, Any]) -> None:
    """122.1: "Put a lore counter on target Saga you control or remove one from it": for each object the controller
    chooses as it resolves (608.2d, a `mode:` choice `put` or `remove`, default put, the first) whether to put one
    counter of `kind` on it or remove one (none there: nothing is removed)."""
    for obj in objects_of(ctx, p):
        way = ctx.pick(PutOrRemoveCounter(ctx.source_name, p["kind"], ctx.game.chars(obj.oid).name), ["put", "remove"])
        if way == "put":
            counters.put(ctx.game, obj, p["kind"], 1, ctx.controller, True, ("122.1",))
        else:
            counters.remove(ctx.game, obj, p["kind"], 1, ("122.1",))
