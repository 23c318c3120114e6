"""The Avatar keyword actions (701.65-701.67): airbend (701.65), earthbend (701.66) and the delayed triggered ability
that returns an earthbent land (701.66a). Each is the process its rule defines; the trace records the keyword action
as one event with its rule."""

from __future__ import annotations

from typing import Any

from judge.cards import Ability
from judge.game import counters, events, permissions, triggers, zones
from judge.game.effects.continuous import create_continuous
from judge.game.effects.parameters import amount, objects_of
from judge.game.resolution import Context, handler

HASTE = Ability("keyword", "Haste", keyword="Haste")
# 701.66a: "When that land dies or is put into exile, return it to the battlefield tapped under your control."
RETURN_TEXT = "When that land dies or is put into exile, return it to the battlefield tapped under your control."
LEAVES = "dies or is put into exile"  # the delayed trigger's event (judge.game.triggers.left_for)


@handler("earthbend")
def e_earthbend(ctx: Context, p: dict[str, Any]) -> None:
    """701.66a: "Earthbend N" -- target land you control becomes a 0/0 land creature with haste in addition to its
    other types (layers 4, 6 and 7b, for as long as it stays on the battlefield), gets N +1/+1 counters, and a
    delayed triggered ability returns it to the battlefield tapped under your control when it dies or is put
    into exile (603.7)."""
    game = ctx.game
    n = amount(ctx, p.get("count", 1))
    for land in objects_of(ctx, p):
        game.emit(events.Earthbent(game.players[ctx.controller].name, game.chars(land.oid).name, n), ("701.66a",))
        create_continuous(ctx, "add_types", {"types": ["Creature"], "power": 0, "toughness": 0}, [land], None,
                          ("701.66a", "205.1b"))
        create_continuous(ctx, "gain_ability", {"abilities": (HASTE,)}, [land], None, ("701.66a",))
        counters.put(game, land, "+1/+1", n, ctx.controller, True, ("701.66a", "122.1"))
        returning = Ability("triggered", RETURN_TEXT, trigger={"event": LEAVES, "object": land.oid},
                            effects=({"return_earthbent": {}},))
        triggers.create_delayed(game, triggers.DelayedAbility(
            returning, ctx.source_oid, ctx.source_label, ctx.source_name, ctx.controller, True, "",
            game.turn.number, cites=("701.66a", "603.7", "603.7b")), False)


@handler("return_earthbent")
def e_return_earthbent(ctx: Context, p: dict[str, Any]) -> None:
    """701.66a: return the land that died or was put into exile (the card the trigger event moved, if it is still
    that object, 400.7) to the battlefield tapped under the ability's controller's control."""
    card = ctx.game.objects.get(ctx.event.get("oid", -1))
    if card is None or card.zone not in ("graveyard", "exile"):
        return
    zones.move(ctx.game, card, "battlefield", "returned", ("701.66a",), controller=ctx.controller, tapped=True)


AIRBEND_COST = "{2}"  # 701.65a


@handler("airbend")
def e_airbend(ctx: Context, p: dict[str, Any]) -> None:
    """701.65a: airbend the targets: exile them; for each card exiled this way, for as long as it remains exiled,
    its owner may cast it by paying {2} rather than its mana cost (a permission of its owner that ends as the card
    leaves exile, 400.7)."""
    game = ctx.game
    for obj in objects_of(ctx, p):
        game.emit(events.Airbent(game.players[ctx.controller].name, game.chars(obj.oid).name,
                                 game.players[obj.owner].name, AIRBEND_COST), ("701.65a",))
        exiled = zones.move(game, obj, "exile", "exiled", ("701.65a",))
        if exiled.zone == "exile" and not exiled.token:  # a token ceases to exist (704.5d)
            permissions.grant(game, exiled, exiled.owner, ctx.source_oid, ctx.source_name, "",
                              static={"airbend": AIRBEND_COST}, rule="701.65a")
