"""Keyword actions on a player's library and army (701): scry (701.22), surveil (701.25), amass (701.47) and
discover (701.57). Each is the process its rule defines; the trace records it as one event with its rule."""

from __future__ import annotations

from typing import Any, Iterator

from judge.cards import army_token
from judge.game import choosing, events, zones
from judge.game.counters import put
from judge.game.effects.casting import exile_until_castable
from judge.game.effects.continuous import create_continuous
from judge.game.effects.parameters import amount, players_of
from judge.game.questions import ArmyToChoose, ScryToBottom, SurveilToGraveyard
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
