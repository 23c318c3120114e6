"""How effect parameters are read relative to the resolving spell or ability: its numbered targets, the
objects an effect acts on, player references, filters and amounts (see judge.cards.vocabulary)."""

from __future__ import annotations

import math
import re
from judge.records import replace
from typing import TYPE_CHECKING, Any, Callable

from judge.errors import InputError
from judge.game import choosing, events, resolution, the_ring
from judge.game.layers import Chars, matches, matches_object
from judge.game.objects import GameObject

if TYPE_CHECKING:
    from judge.game.resolution import Context


def target_list(ctx: Context, index: int) -> list[Any]:
    """The objects and players chosen for the `index`-th target (1-based); none if it was not chosen."""
    return ctx.targets[index - 1] if 0 < index <= len(ctx.targets) else []


def objects_of(ctx: Context, params: dict[str, Any]) -> list[GameObject]:
    """The objects an effect acts on: `target: N`, `self: true`, `all: FILTER` (battlefield; `controlled by:
    PLAYER`, those permanents that player controls: "all nonland permanents target opponent controls"), `event
    object: true` (the permanent its trigger event names), `created: FILTER`: the tokens an earlier effect of this
    ability created that match it, while on the battlefield ("It gains haste. If it's a Saga, put ... lore counters
    on it", 603.7c for a delayed ability), `chosen: true`: the permanents an earlier `choose_permanents` of it chose
    ("put a vigilance counter on a creature you control"), or `linked: true`: the cards a linked ability of its
    source exiled, still in exile ("the exiled card", 607.2a)."""
    game = ctx.game
    if "created" in params:
        return [o for o in ctx.extra.get("created", []) if o.oid in game.objects and o.zone == "battlefield"
                and match_filter(ctx, params["created"], o.oid)]
    if params.get("linked"):
        return linked_in_exile(ctx)
    if "target" in params:
        return [t for t in target_list(ctx, params["target"]) if isinstance(t, GameObject) and t.oid in game.objects]
    if params.get("self"):
        return [ctx.source] if ctx.source else []
    if "all" in params:
        among = players_of(ctx, params["controlled by"]) if "controlled by" in params else None
        return [o for o in game.battlefield()
                if matches(game, params["all"], o.oid, game.chars(o.oid), ctx.source_oid, ctx.controller)
                and (among is None or game.controller_of(o.oid) in among)
                and not (params.get("except chosen") and o.oid in ctx.extra.get("chosen", ()))]
    if params.get("chosen"):  # the permanents an earlier choose_permanents of this ability chose (115.10a)
        return [game.objects[oid] for oid in ctx.extra.get("chosen", ())
                if oid in game.objects and game.objects[oid].zone == "battlefield"]
    if params.get("voted"):  # "each creature with the most votes or tied for most votes" (701.38a)
        return [o for o in ctx.extra.get("voted", []) if o.oid in game.objects and o.zone == "battlefield"]
    if params.get("event object"):  # "it": the permanent its trigger event names (the creature that attacked)
        oid = ctx.event.get("oid")
        return [game.objects[oid]] if oid in game.objects and game.objects[oid].zone == "battlefield" else []
    return []


def linked_in_exile(ctx: Context) -> list[GameObject]:
    """607.2a: the cards a linked ability of the source exiled ("the exiled card"), while they stay in exile; the
    source's last known information if it has left the battlefield (113.7a, 608.2h)."""
    source = ctx.source or ctx.game.objects.get(ctx.source_oid)
    known = ctx.game.last_known.get(ctx.source_oid) if source is None else None
    labels = source.linked if source is not None else known["linked"] if known is not None else []
    return [o for label in dict.fromkeys(labels) for o in ctx.game.named(label)
            if o.label == label and o.zone == "exile"]


def players_of(ctx: Context, who: Any) -> list[int]:
    """The players a player reference names (see judge.cards.vocabulary); absent: `you`."""
    game = ctx.game
    who = who or "you"
    if who == "you":
        return [ctx.controller]
    if who == "each opponent":
        return game.opponents(ctx.controller)
    if who == "each player":
        return [p.index for p in game.apnap()]
    if isinstance(who, str) and who.startswith("target "):
        return [t for t in target_list(ctx, int(who.split()[1])) if isinstance(t, int)]
    if isinstance(who, str) and who.startswith("owner of target "):
        return [t.owner for t in target_list(ctx, int(who.split()[-1])) if isinstance(t, GameObject)]
    if who == "active player":
        return [game.turn.active]
    if who == "that player":
        return [ctx.event["player_index"]] if ctx.event.get("player_index") is not None else []
    if who == "controller of each destroyed":  # "for each creature destroyed this way, its controller": one each
        return list(ctx.extra.get("destroyed controllers", []))
    if who == "that source's controller":  # the controller of the damage's source as it dealt it (603.2)
        return [ctx.event["source_controller"]] if ctx.event.get("source_controller") is not None else []
    if who == "controller of enchanted":
        source = ctx.source
        enchanted = game.objects.get(source.attached_to) if source and source.attached_to else None
        return [game.controller_of(enchanted.oid)] if enchanted and enchanted.zone == "battlefield" else []
    raise InputError(f"unknown player reference {who!r}")


def each_player(ctx: Context, who: Any, player: int) -> Context:
    """The context for one of the players an instruction names as `each opponent` or `each player`: there,
    "that player" (and "their") is that one (608.2c: the instruction is followed for each of them)."""
    if who not in ("each opponent", "each player"):
        return ctx
    return replace(ctx, event={**ctx.event, "player_index": player})


def match_filter(ctx: Context, flt: dict[str, Any] | None, oid: int, controller: int | None = None) -> bool:
    """layers.matches, with "X" in `mana value at most` read as this spell's X."""
    game = ctx.game
    flt = dict(flt or {})
    if flt.get("mana value at most") == "X":
        flt["mana value at most"] = ctx.x
    controller = ctx.controller if controller is None else controller
    return matches(game, flt, oid, game.chars(oid), ctx.source_oid, controller)


def amount(ctx: Context, spec: Any) -> int:
    """The number an amount of the vocabulary stands for, as this spell or ability resolves."""
    if isinstance(spec, int):
        return spec
    if spec in ("X", "-X"):
        return -ctx.x if spec == "-X" else ctx.x
    if isinstance(spec, dict) and "counters" in spec:
        source = ctx.source
        if source is not None:
            return int(source.counters.get(spec["counters"], 0))
        last = ctx.game.last_known.get(ctx.source_oid)
        if last is None:
            return 0
        n = int(last["counters"].get(spec["counters"], 0))
        ctx.game.emit(events.LastKnownCounters(ctx.source_name, n, spec["counters"]), ("608.2h", "113.7a"))
        return n
    for done in ("discarded", "removed", "roll"):
        if isinstance(spec, dict) and spec.get(done):
            return int(ctx.extra.get(done, 0))
    if isinstance(spec, dict) and spec.get("mana value") == "discarded":  # "that card's mana value" (608.2h)
        return int(ctx.extra.get("discarded mana value", 0))
    if isinstance(spec, dict) and spec.get("mana value") == "returned":  # of the card(s) chosen and returned
        return int(ctx.extra.get("returned mana value", 0))
    if isinstance(spec, dict) and spec.get("mana value") == "self":
        source = ctx.game.objects.get(ctx.source_oid)
        return ctx.game.chars(source.oid).mana_value if source else 0
    if isinstance(spec, dict) and "count" in spec:
        game = ctx.game
        among = players_of(ctx, spec["controlled by"]) if "controlled by" in spec else None
        return sum(1 for o in game.battlefield() if match_filter(ctx, spec["count"], o.oid)
                   and (among is None or game.controller_of(o.oid) in among))
    if isinstance(spec, dict) and "total mana value" in spec:
        game = ctx.game
        return sum(game.chars(o.oid).mana_value for o in game.battlefield()
                   if matches(game, spec["total mana value"], o.oid, game.chars(o.oid), ctx.source_oid,
                              ctx.controller))
    form = next((key for key in spec if key in AMOUNT_FORMS), None) if isinstance(spec, dict) else None
    if form is None:
        raise InputError(f"unsupported amount {spec!r}")
    return AMOUNT_FORMS[form](ctx, spec[form], spec)


def _one_player(ctx: Context, who: Any) -> int:
    """The one player an amount counts for (the first named; none named: the controller)."""
    return next(iter(players_of(ctx, who)), ctx.controller)


def _matching_permanents(ctx: Context, flt: Any) -> list[GameObject]:
    return [o for o in ctx.game.battlefield() if match_filter(ctx, flt, o.oid)]


def _devotion(ctx: Context, colors: str) -> int:
    """700.5: the mana symbols of those colors among the mana costs of permanents you control (hybrid
    symbols count once)."""
    game = ctx.game
    total = 0
    for obj in game.battlefield():
        if game.controller_of(obj.oid) != ctx.controller:
            continue
        for symbol in re.findall(r"\{([^}]+)\}", game.chars(obj.oid).mana_cost or ""):
            total += any(part in colors for part in symbol.split("/"))
    return total


def _opponents(ctx: Context, fewer: Any) -> list[int]:
    """The controller's opponents; with a filter, those who control fewer permanents matching it than the
    controller does."""
    opponents = ctx.game.opponents(ctx.controller)
    if fewer is None:
        return opponents

    def controlled(player: int) -> int:
        return sum(1 for o in _matching_permanents(ctx, fewer) if ctx.game.controller_of(o.oid) == player)
    return [p for p in opponents if controlled(p) < controlled(ctx.controller)]


def _half(ctx: Context, value: Any, spec: dict[str, Any]) -> int:
    n = amount(ctx, value)
    return -(-n // 2) if spec.get("rounded") == "up" else n // 2


def _total_power_died(ctx: Context, flt: Any, spec: dict[str, Any]) -> int:
    """The total power of the creatures matching `flt` that died this turn (700.4), each as it last existed on
    the battlefield (608.2h); not less than 0 (107.1b)."""
    game = ctx.game
    died: list[tuple[GameObject, Chars]] = game.turn.died
    total = sum(chars.power or 0 for obj, chars in died
                if matches(game, flt, obj.oid, chars, ctx.source_oid, ctx.controller, obj))
    return max(0, total)


# The amounts of the vocabulary beyond numbers and X, by the key that names them (judge.cards.vocabulary).
AMOUNT_FORMS: dict[str, Callable[[Context, Any, dict[str, Any]], int]] = {
    "life": lambda ctx, who, spec: ctx.game.players[_one_player(ctx, who)].life,  # 119.1: a life total
    "cards in hand": lambda ctx, who, spec: len(ctx.game.players[_one_player(ctx, who)].hand),
    "cards in graveyard": lambda ctx, who, spec: sum(
        1 for oid in ctx.game.players[_one_player(ctx, who)].graveyard
        if match_filter(ctx, spec.get("filter"), oid)),
    "greatest power": lambda ctx, flt, spec: max(
        (ctx.game.chars(o.oid).power or 0 for o in _matching_permanents(ctx, flt)), default=0),
    "greatest mana value": lambda ctx, flt, spec: max(
        (ctx.game.chars(o.oid).mana_value for o in _matching_permanents(ctx, flt)), default=0),
    "devotion": lambda ctx, colors, spec: _devotion(ctx, str(colors)),
    "opponents": lambda ctx, flag, spec: len(_opponents(ctx, spec.get("controlling fewer"))),
    "half": _half,
    "plus": lambda ctx, terms, spec: sum(amount(ctx, term) for term in terms),
    "times": lambda ctx, terms, spec: math.prod(amount(ctx, term) for term in terms),
    "minus": lambda ctx, terms, spec: amount(ctx, terms[0]) - sum(amount(ctx, term) for term in terms[1:]),
    "counters among": lambda ctx, flt, spec: sum(
        o.counters.get(spec["kind"], 0) for o in _matching_permanents(ctx, flt)),
    "total power died this turn": _total_power_died,
    "lowest life": lambda ctx, who, spec: min(  # 119.1: the smallest life total among those players
        (ctx.game.players[player].life for player in players_of(ctx, who)), default=0),
}


def condition_holds(ctx: Context, condition: dict[str, Any]) -> bool:
    """Whether an "if" of the vocabulary holds as the ability resolves (608.2c; judge.cards.vocabulary
    CONDITION_KEYS): an amount compared with `at least` / `at most`, a permanent `you control` or a card `in
    your graveyard` matching a filter, or `not` another condition."""
    game = ctx.game
    if "not" in condition:
        return not condition_holds(ctx, condition["not"])
    if "you did" in condition:  # "If you do, ..." (608.2c): an earlier instruction of the ability was done
        return ctx.did
    if "discarded" in condition:  # "If you discarded a nonland card": a card an earlier instruction discarded
        return any(obj.oid in game.objects and match_filter(ctx, condition["discarded"], obj.oid)
                   for obj in ctx.extra.get("discarded cards", []))
    if "you control" in condition:
        return any(game.controller_of(o.oid) == ctx.controller
                   for o in _matching_permanents(ctx, condition["you control"]))
    if "cast from" in condition:  # "If this spell was cast from a graveyard"
        spell = game.objects.get(ctx.source_oid)
        return spell is not None and spell.zone == "stack" and spell.cast_from == condition["cast from"]
    if "you control greatest power" in condition:  # "if you control the creature with the greatest power or tied"
        among = _matching_permanents(ctx, condition["you control greatest power"])
        greatest = max((game.chars(o.oid).power or 0 for o in among), default=None)
        return any(game.controller_of(o.oid) == ctx.controller and (game.chars(o.oid).power or 0) == greatest
                   for o in among)
    if "linked" in condition:  # "If it's a creature card": one of the cards exiled with this (607.2a)
        return any(match_filter(ctx, condition["linked"], o.oid) for o in linked_in_exile(ctx))
    if "in your graveyard" in condition:
        return any(match_filter(ctx, condition["in your graveyard"], oid)
                   for oid in game.players[ctx.controller].graveyard)
    n = amount(ctx, condition["amount"])
    return ("at least" not in condition or n >= amount(ctx, condition["at least"])) and \
        ("at most" not in condition or n <= amount(ctx, condition["at most"]))


# "for each creature card exiled this way" (`{exiled: FILTER}`): the cards an earlier effect of the
# same ability exiled that match the filter, as they are in exile (The Binding of the Titans).
AMOUNT_FORMS["exiled"] = lambda ctx, flt, spec: sum(1 for obj in ctx.extra.get("exiled", ())
                                                    if match_filter(ctx, flt, obj.oid))
resolution.CONDITION_TESTS.append(condition_holds)
# the spells a player cast this turn that match a filter, judged by the characteristics each had as it
# was cast ("if you've cast three or more instant and/or sorcery spells this turn"; Urabrask).
AMOUNT_FORMS["spells cast this turn"] = lambda ctx, who, spec: sum(
    1 for caster, spell, chars in ctx.game.turn.spells_cast if caster == _one_player(ctx, who)
    and matches_object(ctx.game, spec.get("filter"), spell, chars, ctx.source_oid, ctx.controller))


def _ring_bearer_power(ctx: Context, who: Any, spec: dict[str, Any]) -> int:
    """701.54e: the power of the player's Ring-bearer, 0 if they have none."""
    bearer = the_ring.bearer(ctx.game, _one_player(ctx, who))
    return (ctx.game.chars(bearer.oid).power or 0) if bearer is not None else 0


AMOUNT_FORMS["ring-bearer power"] = _ring_bearer_power


def _mana_value_of(ctx: Context, which: Any, spec: dict[str, Any]) -> int:
    """202.3: the mana value of the card(s) an earlier instruction of the ability exiled (`exiled`), or of those
    exiled with this object (`linked`, 607.2a), wherever they are now (their total)."""
    game = ctx.game
    if which == "exiled":
        cards = [o for o in ctx.extra.get("exiled", []) if o.oid in game.objects]
    else:
        cards = linked_in_exile(ctx)
    return sum(game.chars(o.oid).mana_value for o in cards)


AMOUNT_FORMS["mana value"] = _mana_value_of


def _greatest_power_in_graveyard(ctx: Context, who: Any, spec: dict[str, Any]) -> int:
    """The greatest power among the cards matching `filter` in the player's graveyard (0 if none)."""
    graveyard = ctx.game.players[_one_player(ctx, who)].graveyard
    return max((ctx.game.chars(oid).power or 0 for oid in graveyard if match_filter(ctx, spec.get("filter"), oid)),
               default=0)


AMOUNT_FORMS["greatest power in graveyard"] = _greatest_power_in_graveyard
# The mana value of the spell whose casting triggered the ability (608.2h: as it was cast), and the most cards in
# any one graveyard.
AMOUNT_FORMS["mana value of"] = lambda ctx, which, spec: int(ctx.event.get("mana_value") or 0)
AMOUNT_FORMS["largest graveyard"] = lambda ctx, flag, spec: max(  # `whose`: among those players' graveyards
    (len(ctx.game.players[player].graveyard) for player in players_of(ctx, spec.get("whose", "each player"))
     if not ctx.game.players[player].lost), default=0)
# The power of the N-th target, as the effect resolves (0 if it is gone or has none).
AMOUNT_FORMS["power of"] = lambda ctx, n, spec: next(
    (ctx.game.chars(t.oid).power or 0 for t in target_list(ctx, n) if isinstance(t, GameObject)
     and t.oid in ctx.game.objects and t.zone == "battlefield"), 0)
# How many permanents the ability's sacrifices took ("the number of creatures sacrificed this way").
AMOUNT_FORMS["sacrificed"] = lambda ctx, flag, spec: int(ctx.extra.get("sacrificed", 0))


def chosen_by_each(ctx: Context, p: dict[str, Any]) -> list[GameObject]:
    """"Each opponent chooses a creature with the greatest mana value among creatures they control" (101.4): each
    player `chosen by` names, in APNAP order, chooses one permanent they control matching `filter` (with `greatest:
    mana value`, one whose mana value is the greatest among those), not targeted; a `card:` choice names it
    (default: the first, in timestamp order)."""
    game = ctx.game
    chosen: list[GameObject] = []
    order = {p.index: n for n, p in enumerate(game.apnap())}
    for player in sorted(players_of(ctx, p["chosen by"]), key=order.__getitem__):
        pool = [o for o in game.battlefield() if game.controller_of(o.oid) == player
                and match_filter(ctx, p.get("filter"), o.oid, player)]
        if p.get("greatest") == "mana value" and pool:
            greatest = max(game.chars(o.oid).mana_value for o in pool)
            pool = [o for o in pool if game.chars(o.oid).mana_value == greatest]
        chosen += choosing.choose_cards(game, player, pool, 1, "choose", oids=True, cites=("101.4",))
    return chosen


# "the number of opponents who control a creature with power 4 or greater"
AMOUNT_FORMS["opponents controlling"] = lambda ctx, flt, spec: sum(
    1 for opponent in ctx.game.opponents(ctx.controller)
    if any(ctx.game.controller_of(o.oid) == opponent for o in _matching_permanents(ctx, flt)))
# "it deals that much damage": the amount of the event its triggered ability triggered on (the damage dealt)
AMOUNT_FORMS["that much"] = lambda ctx, flag, spec: int(ctx.event.get("amount", 0))


def _damage_dealt_this_turn(ctx: Context, which: Any, spec: dict[str, Any]) -> int:
    """"if it has dealt 10 or more damage to that player this turn": the damage this object (the source, while it is
    the same object, 400.7) dealt to the players `to` names since this turn began (120.3a)."""
    players = players_of(ctx, spec.get("to", "that player"))
    total = 0
    for logged in reversed(ctx.game.log):
        event = logged.event
        if isinstance(event, events.TurnBegins):
            break
        if isinstance(event, events.DamageToPlayer) and event.source_oid == ctx.source_oid \
                and event.player_index in players:
            total += event.amount
    return total


# the damage the source dealt to a player this turn (Vessel of the All-Consuming).
AMOUNT_FORMS["damage dealt this turn"] = _damage_dealt_this_turn
# the cards a player owns in exile that match a filter ("for each foretold card you own in exile").
AMOUNT_FORMS["cards in exile"] = lambda ctx, who, spec: sum(
    1 for oid in ctx.game.players[_one_player(ctx, who)].exile if match_filter(ctx, spec.get("filter"), oid))
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")  # 305.6


def _basic_land_types(ctx: Context, who: Any, spec: dict[str, Any]) -> int:
    """Domain: the number of basic land types (305.6) among lands the player controls."""
    game = ctx.game
    player = _one_player(ctx, who)
    found = {subtype for o in game.battlefield() if game.controller_of(o.oid) == player
             and "Land" in game.chars(o.oid).types for subtype in game.chars(o.oid).subtypes}
    return sum(1 for land_type in BASIC_LAND_TYPES if land_type in found)


AMOUNT_FORMS["basic land types"] = _basic_land_types
AMOUNT_FORMS["tapped"] = lambda ctx, flag, spec: int(ctx.extra.get("tapped", 0))  # "that much": how many it tapped
AMOUNT_FORMS["paid"] = lambda ctx, flag, spec: int(ctx.extra.get("paid", 0))  # "that many": the {E} paid (107.14)


def _revealed_sharing_mana_value(ctx: Context, flag: Any, spec: dict[str, Any]) -> int:
    """The cards an earlier instruction revealed that have the same mana value as another card revealed."""
    values = [ctx.game.chars(o.oid).mana_value for o in ctx.extra.get("revealed", [])]
    return sum(1 for value in values if values.count(value) > 1)


AMOUNT_FORMS["revealed sharing mana value"] = _revealed_sharing_mana_value
AMOUNT_FORMS["player counters"] = lambda ctx, kind, spec: sum(  # "the total number of rad counters among players"
    player.counters.get(str(kind), 0) for player in ctx.game.players)
