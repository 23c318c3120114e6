"""Keyword actions on a player's library and army (701): scry (701.22), surveil (701.25), amass (701.47),
discover (701.57) and time travel (701.56), with suspend's effects (702.62a). Each is the process its rule
defines; the trace records it as one event with its rule."""

from __future__ import annotations

from typing import Any, Iterator

from judge.cards import Ability, army_token
from judge.game import choosing, events, stack, time_counters, zones
from judge.game.counters import put, remove
from judge.game.effects.casting import exile_until_castable
from judge.game.effects.continuous import create_continuous
from judge.game.effects.parameters import amount, match_filter, players_of
from judge.game.objects import GameObject
from judge.game.questions import (
    ArmyToChoose, MayCastSuspended, ScryToBottom, SurveilToGraveyard, TimeTravelPutOrRemove, TimeTravelWhich,
)
from judge.game.refs import resolve_target_ref
from judge.game.resolution import Context, handler


def _look_and_set_apart(ctx: Context, p: dict[str, Any], action: str, rule: str, zero_rule: str,
                        question: type[ScryToBottom] | type[SurveilToGraveyard]
                        ) -> Iterator[tuple[int, int, list[Any], list[Any]]]:
    """Scry and surveil alike: each player looks at the top N cards of their library and chooses any number of
    them to set apart (default none); yields (player, N, the cards kept on top, those set apart). N = 0 is no
    event at all (701.22b, 701.25c)."""
    game = ctx.game
    n = amount(ctx, p.get("count", 1))
    for player in players_of(ctx, p.get("player")):
        name = game.players[player].name
        if n <= 0:
            game.emit(events.NoKeywordAction(name, action, n), (zero_rule,))
            continue
        looked = [game.objects[oid] for oid in game.players[player].library[:n]]
        apart = choosing.choose_cards(game, player, looked, len(looked), action, up_to=True, oids=True,
                                      cites=(rule,), question=question(name, n), default=[])
        yield player, n, [o for o in looked if o not in apart], apart


def _names(ctx: Context, objs: list[Any]) -> tuple[str, ...]:
    return tuple(ctx.game.chars(o.oid).name for o in objs)


@handler("scry")
def e_scry(ctx: Context, p: dict[str, Any]) -> None:
    """701.22a: look at the top N cards of your library, put any number of them on the bottom (in the order
    chosen) and the rest back on top (in their order)."""
    for player, n, top, bottom in _look_and_set_apart(ctx, p, "scry", "701.22a", "701.22b", ScryToBottom):
        library = ctx.game.players[player].library
        for obj in bottom:
            library.remove(obj.oid)
            library.append(obj.oid)
        ctx.game.emit(events.Scried(ctx.game.players[player].name, n, _names(ctx, top), _names(ctx, bottom)),
                      ("701.22a",))


@handler("surveil")
def e_surveil(ctx: Context, p: dict[str, Any]) -> None:
    """701.25a: look at the top N cards of your library, put any number of them into your graveyard and the
    rest back on top (in their order)."""
    for player, n, top, binned in _look_and_set_apart(ctx, p, "surveil", "701.25a", "701.25c", SurveilToGraveyard):
        ctx.game.emit(events.Surveilled(ctx.game.players[player].name, n, _names(ctx, top), _names(ctx, binned)),
                      ("701.25a",))
        for obj in binned:
            zones.move(ctx.game, obj, "graveyard", "moved", ("701.25a",))


@handler("amass")
def e_amass(ctx: Context, p: dict[str, Any]) -> None:
    """701.47a: if you control no Army creature, create a 0/0 black [subtype] Army creature token; choose an
    Army creature you control, put N +1/+1 counters on it; if it isn't a [subtype], it becomes one in addition
    to its other types."""
    game = ctx.game
    subtype = p["subtype"]
    n = amount(ctx, p.get("count", 1))
    armies = [o for o in game.battlefield() if game.chars(o.oid).controller == ctx.controller
              and "Creature" in game.chars(o.oid).types and "Army" in game.chars(o.oid).subtypes]
    if not armies:
        armies = [zones.create_token(game, army_token(subtype), ctx.controller, f"{subtype} Army", ("701.47a",))]
    chosen = choosing.choose_cards(game, ctx.controller, armies, 1, "amass", oids=True, cites=("701.47a",),
                                   question=ArmyToChoose(subtype))
    army = chosen[0]
    if army.oid in game.objects and army.zone == "battlefield":
        if n > 0:
            put(game, army, "+1/+1", n, ctx.controller, True, ("701.47a",))
        if subtype not in game.chars(army.oid).subtypes:
            create_continuous(ctx, "add_types", {"types": [], "subtypes": [subtype]}, [army], None,
                              ("701.47a", "205.1b"))
        game.emit(events.Amassed(game.players[ctx.controller].name, subtype, n, game.chars(army.oid).name),
                  ("701.47a", "701.47b"))


@handler("discover")
def e_discover(ctx: Context, p: dict[str, Any]) -> None:
    """701.57a: exile cards from the top of your library until you exile a nonland card with mana value N or
    less; you may cast it without paying its mana cost if the resulting spell's mana value is N or less; if you
    don't cast it, put it into your hand; the other exiled cards go on the bottom in a random order."""
    n = amount(ctx, p.get("count", 1))
    exile_until_castable(ctx, n, inclusive=True, rule="701.57a", else_to_hand=True)


# ----- time travel (701.56a) and suspend (702.62a) ---------------------------------------------------

@handler("time_travel")
def e_time_travel(ctx: Context, p: dict[str, Any]) -> None:
    """701.56a: the controller chooses any number of permanents they control with time counters and suspended
    cards they own in exile with time counters (a `choose:` decision, default all of them) and, for each, puts a
    time counter on it or removes one (a `mode:` decision, `put` or `remove`, default remove)."""
    game = ctx.game
    name = game.players[ctx.controller].name
    options = [o for o in game.battlefield() if game.controller_of(o.oid) == ctx.controller
               and o.counters.get("time", 0) > 0]
    options += [game.objects[oid] for oid in game.players[ctx.controller].exile
                if time_counters.suspended(game, game.objects[oid])]

    def parse(value: Any, line: int | None) -> list[GameObject]:
        picked = [resolve_target_ref(game, r, line) for r in (value if isinstance(value, list) else [value])]
        for item in picked:
            if item not in options:
                game.fail(f"time travel: {stack.name_of(game, item)} is not a permanent you control or a suspended "
                          f"card you own with a time counter")
        return [item for item in picked if isinstance(item, GameObject)]

    chosen: list[GameObject] = game.decide(TimeTravelWhich(name), ctx.controller, [options, []], options, parse,
                                           lambda xs: tuple(stack.name_of(game, x) for x in xs),
                                           cites=("701.56a",)) if options else []
    game.emit(events.TimeTravels(name, tuple(game.chars(o.oid).name for o in chosen)), ("701.56a",))
    for obj in chosen:
        label = game.chars(obj.oid).name

        def parse_way(value: Any, line: int | None) -> str:
            if str(value) not in ("put", "remove"):
                game.fail(f"time travel: {value!r} for {label} is neither put nor remove")
            return str(value)

        way = game.decide(TimeTravelPutOrRemove(label), ctx.controller, ["remove", "put"], "remove", parse_way,
                          cites=("701.56a",))
        if way == "put":
            put(game, obj, "time", 1, ctx.controller, True, ("701.56a",))
        else:
            remove(game, obj, "time", 1, ("701.56a",))


@handler("suspend_remove_counter")
def e_suspend_remove_counter(ctx: Context, p: dict[str, Any]) -> None:
    """702.62a: "remove a time counter from it", if the source card is still suspended (603.4)."""
    card = ctx.game.objects.get(ctx.source_oid)
    if card is not None and time_counters.suspended(ctx.game, card):
        remove(ctx.game, card, "time", 1, ("702.62a",))


@handler("suspend_cast")
def e_suspend_cast(ctx: Context, p: dict[str, Any]) -> None:
    """702.62a: if the card is still exiled (603.4), its owner may cast it without paying its mana cost (a `may:`
    decision); if they don't, it remains exiled. A creature spell cast this way gains haste (the permanent it
    becomes has it while its controller controls it)."""
    game = ctx.game
    card = game.objects.get(ctx.source_oid)
    if card is None or card.zone != "exile":
        game.emit(events.NoLongerInExile(ctx.source_name), ("603.4",))
        return
    if not ctx.ask(MayCastSuspended(game.chars(card.oid).name)):
        return
    spell = stack.cast(game, card, ctx.controller, free=True, resolving=True)
    if spell is not None and "Creature" in game.chars(spell.oid).types:
        spell.as_permanent["abilities"] = [*spell.as_permanent.get("abilities", ()), HASTE]
        game.emit(events.SpellGainsAbilities(ctx.source_name, game.chars(spell.oid).name, (HASTE.text,), None),
                  ("702.62a",))


HASTE = Ability("keyword", "Haste", keyword="Haste")


@handler("suspend_exiled")
def e_suspend_exiled(ctx: Context, p: dict[str, Any]) -> None:
    """"For each nonland card exiled this way, put a number of time counters on that card equal to its mana value.
    If it doesn't have suspend, it gains suspend." (702.62a-b): the cards an earlier `exile` of this ability
    exiled that match `filter`, still in exile."""
    game = ctx.game
    for card in [o for o in ctx.extra.get("exiled", []) if o.oid in game.objects and o.zone == "exile"
                 and match_filter(ctx, p.get("filter"), o.oid)]:
        put(game, card, "time", game.chars(card.oid).mana_value, ctx.controller, True, ("122.1",))
        if not time_counters.has_suspend(game, card):
            card.gained_suspend = True
            game.touch(card)
            game.emit(events.GainsSuspend(ctx.source_name, game.chars(card.oid).name), ("702.62a",))
