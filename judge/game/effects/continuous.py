"""Effects of resolving spells and abilities that create continuous effects (611.2), each applied in its
layers (613.1, judge.cards.vocabulary.LAYERS_OF), and the untap restriction of 611.2b."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast, get_args

from judge.cards.vocabulary import BASE_PT
from judge.game import durations, events
from judge.game.effects import zone_changes
from judge.game.effects.parameters import amount, objects_of
from judge.game.layers import LAYER_RULE, ContinuousEffect, acting_layers, base_chars
from judge.game.objects import GameObject
from judge.game.resolution import Context, handler

if TYPE_CHECKING:
    from judge.game.state import UntapRestriction


def create_continuous(ctx: Context, kind: str, params: dict[str, Any], objs: list[GameObject], until: str | None,
                      cites: tuple[str, ...]) -> None:
    """611.2c: a continuous effect from a resolving ability locks the objects it affects. It lasts `until` one
    of judge.cards.vocabulary.DURATIONS, or indefinitely (611.2a); a "for as long as" duration already over
    never starts (611.2b)."""
    game = ctx.game
    if not objs:
        return
    p = dict(params)
    for key in ("power", "toughness"):
        if key in p and not isinstance(p[key], int):
            p[key] = amount(ctx, p[key])  # 611.2c: values are locked in too
    duration = "indefinite" if until is None else until
    terms = effect_terms(kind, p)
    if not durations.still_begins(game, duration, ctx.source, ctx.controller):
        game.emit(events.DurationNeverBegins(ctx.source_name, terms, tuple(game.chars(o.oid).name for o in objs),
                                             duration, game.players[ctx.controller].name),
                  (durations.rule(duration),))
        return
    effect = ContinuousEffect(kind, p, ctx.source_oid, ctx.controller, game.timestamp(), duration=duration,
                              locked=frozenset(o.oid for o in objs), source_label=ctx.source_label,
                              cites=tuple(cites), created_turn=game.turn.number, source_name=ctx.source_name,
                              terms=terms)
    game.effects.append(effect)
    game.touch()
    names = tuple(game.chars(o.oid).name for o in objs)
    layers = acting_layers(kind, p)
    layer_rules = ("611.2c",) + tuple(LAYER_RULE[layer] for layer in layers)
    labels, layer_names = tuple(o.label for o in objs), "/".join(layers)
    if duration in ("indefinite", "end of turn"):
        game.emit(events.ContinuousEffectCreated(layer_names, labels, ctx.source_name, terms, names,
                                                 duration == "end of turn"), tuple(cites) + layer_rules)
    else:
        game.emit(events.ContinuousEffectCreatedFor(layer_names, labels, ctx.source_name, terms, names, duration,
                                                    game.players[ctx.controller].name),
                  tuple(cites) + (durations.stated(duration),) + layer_rules)


def effect_terms(kind: str, params: dict[str, Any]) -> events.EffectTerms:
    """611.2c: what a continuous effect of `kind` with these (locked) `params` does, as the trace tells it."""
    if kind not in get_args(events.EffectKind):
        raise ValueError(f"{kind!r} is not a continuous effect a resolving spell or ability creates")
    kind = cast(events.EffectKind, kind)
    if kind == "gain_ability":
        return events.EffectTerms(kind, abilities=tuple(a.text for a in params["abilities"]))
    if kind in ("modify_pt", "set_base_pt"):
        default = 0 if kind == "modify_pt" else None
        return events.EffectTerms(kind, power=params.get("power", default), toughness=params.get("toughness", default))
    if kind == "add_types":
        return events.EffectTerms(kind, power=params.get("power"), toughness=params.get("toughness"),
                                  becomes=tuple(params.get("subtypes", []) + params.get("types", [])))
    if kind == "become":
        size = (f"{params['power']}/{params['toughness']}",) if "power" in params else ()
        return events.EffectTerms(kind, power=params.get("power"), toughness=params.get("toughness"),
                                  becomes=size + tuple(params.get("subtypes", []) + params.get("types", [])))
    if kind == "set_controller":
        return events.EffectTerms(kind, player=params.get("player", ""))
    return events.EffectTerms(kind)


@handler("gain_ability")
def e_gain_ability(ctx: Context, p: dict[str, Any]) -> None:
    create_continuous(ctx, "gain_ability", {"abilities": p["abilities"]}, objects_of(ctx, p), p.get("until"), ())


@handler("lose_abilities")
def e_lose_abilities(ctx: Context, p: dict[str, Any]) -> None:
    create_continuous(ctx, "lose_all_abilities", {}, objects_of(ctx, p), p.get("until"), ())


@handler("modify_pt")
def e_modify_pt(ctx: Context, p: dict[str, Any]) -> None:
    change = {"power": amount(ctx, p.get("power", 0)), "toughness": amount(ctx, p.get("toughness", 0))}
    create_continuous(ctx, "modify_pt", change, objects_of(ctx, p), p.get("until"), ())


@handler("double_pt")
def e_double_pt(ctx: Context, p: dict[str, Any]) -> None:
    """701.10a-c: doubling a creature's power and toughness gives it +X/+Y, X and Y its power and toughness as
    the ability resolves (a negative value gets as much less), each creature its own effect (layer 7c)."""
    for obj in objects_of(ctx, p):
        ch = ctx.game.chars(obj.oid)
        if ch.power is None or ch.toughness is None:
            continue
        create_continuous(ctx, "modify_pt", {"power": ch.power, "toughness": ch.toughness}, [obj], p.get("until"),
                          ("701.10b",))


@handler("become")
def e_become(ctx: Context, p: dict[str, Any]) -> None:
    """205.1a: the object becomes the given card types (replacing its old ones, layer 4) and subtypes, gains
    `abilities` (layer 6), and with `base pt` "P/T" (or `mana value`) has that base power and toughness
    (layer 7b)."""
    params: dict[str, Any] = {k: p[k] for k in ("types", "subtypes", "abilities", "base pt") if k in p}
    size = BASE_PT.fullmatch(str(params.get("base pt", "")))
    if size:
        del params["base pt"]
        params["power"], params["toughness"] = int(size[1]), int(size[2])
    if p.get("in addition"):
        _become_in_addition(ctx, p, params)
        return
    create_continuous(ctx, "become", params, objects_of(ctx, p), p.get("until"), ("205.1a",))


def _become_in_addition(ctx: Context, p: dict[str, Any], params: dict[str, Any]) -> None:
    """205.1b: "becomes an artifact in addition to its other types", "become artifact creatures": the types and
    subtypes are added and all prior ones kept (layer 4), with any base power and toughness (layer 7b) and
    abilities (layer 6, a separate effect with the same duration)."""
    objs = objects_of(ctx, p)
    abilities = params.pop("abilities", None)
    params.setdefault("types", [])
    create_continuous(ctx, "add_types", params, objs, p.get("until"), ("205.1b",))
    if abilities:
        create_continuous(ctx, "gain_ability", {"abilities": abilities}, objs, p.get("until"), ())


@handler("exchange_text_boxes")
def e_exchange_text_boxes(ctx: Context, p: dict[str, Any]) -> None:
    """Exchange of Words: each of two objects gets the other's rules text, as printed (612.1, layer 3).
    The whole text box moves: a Saga creature's chapter abilities with its other abilities (714.1a)."""
    first, second = objects_of(ctx, {"target": p["target"]}), objects_of(ctx, {"target": p["with"]})
    if not first or not second:
        return
    a, b = first[0], second[0]
    texts = {a.oid: tuple(base_chars(b).abilities), b.oid: tuple(base_chars(a).abilities)}
    create_continuous(ctx, "exchange_text_boxes", {"texts": texts}, [a, b], None, ("612.1",))


@handler("gain_control")
def e_gain_control(ctx: Context, p: dict[str, Any]) -> None:
    """The controller of the spell or ability gains control of the objects (layer 2, 613.1b) for the stated
    duration; a creature gained this turn is not yet controlled since the turn began (302.6)."""
    create_continuous(ctx, "set_controller", {"player": ctx.game.players[ctx.controller].name}, objects_of(ctx, p),
                      p.get("until"), ())


@handler("cant_block")
def e_cant_block(ctx: Context, p: dict[str, Any]) -> None:
    """509.1b: the objects can't block (for the stated duration)."""
    create_continuous(ctx, "cant_block", {}, objects_of(ctx, p), p.get("until"), ("509.1b",))


@handler("cant_be_blocked")
def e_cant_be_blocked(ctx: Context, p: dict[str, Any]) -> None:
    """509.1b: the objects can't be blocked (for the stated duration)."""
    create_continuous(ctx, "cant_be_blocked", {}, objects_of(ctx, p), p.get("until"), ("509.1b",))


@handler("doesnt_untap")
def e_doesnt_untap(ctx: Context, p: dict[str, Any]) -> None:
    """'It doesn't untap during its controller's untap step for as long as you control [this]' (611.2b); with
    `next untap step: true`, "They don't untap during their controller's next untap step" (one untap step)."""
    for obj in objects_of(ctx, p):
        restriction: UntapRestriction = {"oid": obj.oid, "source": ctx.source_oid, "controller": ctx.controller}
        if p.get("next untap step"):
            restriction["next_untap_step"] = ctx.source_name
        ctx.game.untap_restrictions.append(restriction)


@handler("prevent_damage_dealt_by")
def e_prevent_damage_dealt_by(ctx: Context, p: dict[str, Any]) -> None:
    """615.1a: prevent all damage that would be dealt by the objects (for the stated duration)."""
    create_continuous(ctx, "prevent_damage_dealt_by", {}, objects_of(ctx, p), p.get("until"), ("615.1a",))


@handler("reduce_cost")
def e_reduce_cost(ctx: Context, p: dict[str, Any]) -> None:
    """601.2f: spells matching `filter` that the controller casts cost `generic` less to cast (generic mana only),
    for the stated duration (default: this turn); `next: true`: only the next such spell this turn, which uses the
    effect up ("The next Giant spell you cast this turn costs {2} less to cast"). judge.game.stack tells the
    reduced total cost as such a spell is cast."""
    game = ctx.game
    until = p.get("until") or "end of turn"
    game.effects.append(ContinuousEffect("reduce_cost", {"filter": p["filter"], "generic": p["generic"],
                                                         "next": bool(p.get("next"))},
                                         ctx.source_oid, ctx.controller, game.timestamp(), duration=until,
                                         source_label=ctx.source_label, cites=("601.2f",),
                                         created_turn=game.turn.number, source_name=ctx.source_name))
    game.touch()
    game.emit(events.SpellCostReductionCreated(ctx.source_name, game.players[ctx.controller].name, p["generic"], until,
                                               bool(p.get("next"))),
              ("601.2f", "611.2a"))


@handler("exchange_control")
def e_exchange_control(ctx: Context, p: dict[str, Any]) -> None:
    """701.12b: the controllers of two permanents each gain control of the one the other controlled (layer 2),
    indefinitely; if the entire exchange can't be completed, no part of it occurs (701.12a), and two permanents
    of the same controller are not exchanged (701.12b)."""
    game = ctx.game
    pair = objects_of(ctx, {"target": p["target"]}) + (objects_of(ctx, {"target": p["with"]}) if "with" in p else [])
    if len(pair) < 2:
        game.emit(events.NoExchange(ctx.source_name, "a permanent is gone"), ("701.12a",))
        return
    a, b = pair[:2]
    a_controller, b_controller = game.controller_of(a.oid), game.controller_of(b.oid)
    if a_controller == b_controller:
        game.emit(events.NoExchange(ctx.source_name, "the same player controls both"), ("701.12b",))
        return
    for obj, to in ((a, b_controller), (b, a_controller)):
        create_continuous(ctx, "set_controller", {"player": game.players[to].name, "to": to}, [obj], None,
                          ("701.12b",))


@handler("redirect_damage")
def e_redirect_damage(ctx: Context, p: dict[str, Any]) -> None:
    """"Choose a creature you control. Until your next turn, all damage that would be dealt to creatures you
    control is dealt to that creature instead." (614.9): a replacement effect for the duration, redirecting to
    the creature chosen as it resolves (not a target, 115.10a)."""
    for chosen in zone_changes.chosen_objects(ctx, {"zone": "battlefield", "whose": "you", "filter": p.get("filter")},
                                              "receive the damage")[:1]:
        create_continuous(ctx, "redirect_damage", {"to": chosen.oid}, [chosen], p.get("until"), ("614.9",))


@handler("set_base_pt")
def e_set_base_pt(ctx: Context, p: dict[str, Any]) -> None:
    """"[They] have base power and toughness 4/4" (613.4b, layer 7b), for the stated duration."""
    size = BASE_PT.fullmatch(str(p["base pt"]))
    assert size is not None, "checked as the card loads"
    create_continuous(ctx, "set_base_pt", {"power": int(size[1]), "toughness": int(size[2])}, objects_of(ctx, p),
                      p.get("until"), ("613.4b",))
