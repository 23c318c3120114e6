"""The closed effect vocabulary of card files, and the static abilities that create effects.

One-shot effects (`EFFECTS`) run as a spell or ability resolves (608.2c);
some of them create continuous effects (611.2) whose layers come from
judge.game.layers.LAYERS_OF. Static abilities (`STATIC_KINDS`) create
continuous effects (611.3), replacement effects (614) or rules changes.

Conventions in card files: `target: N` names the N-th target of the ability
(1-based); a player is `you`, `target N`, `each opponent`, `each player`,
`active player`, `owner of target N` or `controller of enchanted`; an amount
is a number, `X`, `{counters: KIND}` (on this object), `{total mana value:
FILTER}`, `{count: FILTER}` (permanents; `controlled by: PLAYER` narrows it),
`{mana value: self}`, or what an earlier effect of the same ability did:
`{discarded: true}`, `{removed: true}`, `{roll: true}`; a filter is a mapping
of the keys in FILTER_KEYS.
"""

from __future__ import annotations

import functools

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable

from judge.cards import Ability, CardDef, parse_ability, parse_face
from judge.errors import InputError, describe
from judge.game import combat, counters, permissions, replacement, stack, triggers, turns, zones
from judge.game.layers import LAYERS_OF, ContinuousEffect, base_chars, matches
from judge.game.objects import GameObject
from judge.game.refs import resolve_target_ref

if TYPE_CHECKING:
    from judge.game.state import Game

FILTER_KEYS = ("types", "any type", "not types", "subtypes", "not subtypes", "supertypes", "not supertypes",
               "controller", "owner", "other", "self", "enchanted", "token", "tapped", "name", "mana cost in",
               "mana value at most", "mana value in", "power at most", "power at least", "colors", "any of",
               "without keyword", "with keyword", "has chapter abilities", "has omen")
STATIC_KINDS = {
    # continuous effects, applied in layers
    "set_land_subtype", "add_types", "lose_all_abilities", "set_base_pt", "modify_pt", "gain_ability",
    # rules modifications
    "entering_triggers", "cast_as_though_flash", "doesnt_untap",
    # casting permissions and prohibitions (judge.game.permissions)
    "may_cast_from", "cant_cast", "choose_name_as_enters", "may_look_at_top", "may_cast_without_paying",
    # replacement effects (judge.game.replacement)
    "double_counters", "double_tokens", "counters_by_putter", "prevent_counters", "saga_entering_lore",
    "graveyard_to_exile",
}
TRIGGER_EVENTS = {"enters", "beginning of", "shuffled", "cast", "dies", "attacks", "deals damage",
                  "final chapter triggers", "mutates"}
# Effect parameters that hold a nested list of effects.
NESTED_EFFECTS = ("do", "if you do", "if you can't", "then", "effects")


@dataclass
class Context:
    """A resolving spell or ability: who controls it, its source, targets and X."""

    game: "Game"
    controller: int
    source_oid: int
    source_label: str
    source_name: str
    targets: list
    x: int = 0
    chapter: int | None = None
    ability: Ability | None = None
    did: bool = False  # "if you do"
    extra: dict = field(default_factory=dict)
    event: dict = field(default_factory=dict)  # what a triggered ability triggered on ("that player")
    modes: tuple = ()  # the modes its caster announced (601.2b), used instead of asking

    @property
    def source(self) -> GameObject | None:
        """The source if it is still the same object on the battlefield (400.7)."""
        obj = self.game.objects.get(self.source_oid)
        return obj if obj is not None and obj.zone == "battlefield" else None


# ----- helpers ---------------------------------------------------------------------------------

def _targets(ctx: Context, index: int) -> list:
    return ctx.targets[index - 1] if 0 < index <= len(ctx.targets) else []


def _objects(ctx: Context, params: dict) -> list[GameObject]:
    """The objects an effect acts on: `target: N`, `self: true` or `all: FILTER` (battlefield)."""
    game = ctx.game
    if "target" in params:
        return [t for t in _targets(ctx, params["target"]) if isinstance(t, GameObject) and t.oid in game.objects]
    if params.get("self"):
        return [ctx.source] if ctx.source else []
    if "all" in params:
        return [o for o in game.battlefield()
                if matches(game, params["all"], o.oid, game.chars(o.oid), ctx.source_oid, ctx.controller)]
    return []


def _players(ctx: Context, who) -> list[int]:
    game = ctx.game
    who = who or "you"
    if who == "you":
        return [ctx.controller]
    if who == "each opponent":
        return game.opponents(ctx.controller)
    if who == "each player":
        return [p.index for p in game.apnap()]
    if isinstance(who, str) and who.startswith("target "):
        return [t for t in _targets(ctx, int(who.split()[1])) if isinstance(t, int)]
    if isinstance(who, str) and who.startswith("owner of target "):
        return [t.owner for t in _targets(ctx, int(who.split()[-1])) if isinstance(t, GameObject)]
    if who == "active player":
        return [game.turn.active]
    if who == "that player":
        return [ctx.event["player_index"]] if ctx.event.get("player_index") is not None else []
    if who == "controller of enchanted":
        source = ctx.source
        enchanted = game.objects.get(source.attached_to) if source and source.attached_to else None
        return [game.controller_of(enchanted.oid)] if enchanted and enchanted.zone == "battlefield" else []
    raise InputError(f"unknown player reference {who!r}")


def _match(ctx: Context, flt: dict | None, oid: int, controller: int | None = None) -> bool:
    """layers.matches, with "X" in `mana value at most` read as this spell's X."""
    game = ctx.game
    flt = dict(flt or {})
    if flt.get("mana value at most") == "X":
        flt["mana value at most"] = ctx.x
    controller = ctx.controller if controller is None else controller
    return matches(game, flt, oid, game.chars(oid), ctx.source_oid, controller)


def amount(ctx: Context, spec) -> int:
    if isinstance(spec, int):
        return spec
    if spec in ("X", "-X"):
        return -ctx.x if spec == "-X" else ctx.x
    if isinstance(spec, dict) and "counters" in spec:
        source = ctx.source
        if source is not None:
            return source.counters.get(spec["counters"], 0)
        last = ctx.game.last_known.get(ctx.source_oid)
        if last is None:
            return 0
        n = last["counters"].get(spec["counters"], 0)
        ctx.game.emit("note", f"{ctx.source_name} has left the battlefield: its last known information is used "
                      f"({n} {spec['counters']} counter{'' if n == 1 else 's'})", ("608.2h", "113.7a"))
        return n
    for done in ("discarded", "removed", "roll"):
        if isinstance(spec, dict) and spec.get(done):
            return ctx.extra.get(done, 0)
    if isinstance(spec, dict) and spec.get("mana value") == "self":
        source = ctx.game.objects.get(ctx.source_oid)
        return ctx.game.chars(source.oid).mana_value if source else 0
    if isinstance(spec, dict) and "count" in spec:
        game = ctx.game
        among = _players(ctx, spec["controlled by"]) if "controlled by" in spec else None
        return sum(1 for o in game.battlefield() if _match(ctx, spec["count"], o.oid)
                   and (among is None or game.controller_of(o.oid) in among))
    if isinstance(spec, dict) and "total mana value" in spec:
        game = ctx.game
        return sum(game.chars(o.oid).mana_value for o in game.battlefield()
                   if matches(game, spec["total mana value"], o.oid, game.chars(o.oid), ctx.source_oid,
                              ctx.controller))
    raise InputError(f"unsupported amount {spec!r}")


def token_card(spec: dict, where: str = "token") -> CardDef:
    """The card definition of a token an effect creates (111.4), parsed once with the card that creates it."""
    face = parse_face(spec, where)
    return CardDef(face.name, face)


def _continuous(ctx: Context, kind: str, params: dict, objs: list[GameObject], until, cites) -> None:
    """611.2c: a continuous effect from a resolving ability locks the objects it affects."""
    game = ctx.game
    if not objs:
        return
    p = dict(params)
    for key in ("power", "toughness"):
        if key in p and not isinstance(p[key], int):
            p[key] = amount(ctx, p[key])  # 611.2c: values are locked in too
    duration = {"end of turn": "end of turn", None: "indefinite"}.get(until, until)
    effect = ContinuousEffect(kind, p, ctx.source_oid, ctx.controller, game.timestamp(), duration=duration,
                              locked=frozenset(o.oid for o in objs), source_label=ctx.source_label,
                              cites=tuple(cites))
    game.effects.append(effect)
    game.touch()
    names = ", ".join(game.chars(o.oid).name for o in objs)
    layer_list = "/".join(LAYERS_OF[kind])
    game.emit("effect", f"{ctx.source_name}: {EFFECT_TEXT[kind](p)} for {names}"
              + (" until end of turn" if duration == "end of turn" else ""),
              tuple(cites) + ("611.2c",) + tuple(_LAYER_CITE[layer] for layer in LAYERS_OF[kind]),
              layers=layer_list, objects=[o.label for o in objs])


_LAYER_CITE = {"2": "613.1b", "3": "613.1c", "4": "613.1d", "6": "613.1f", "7b": "613.4b", "7c": "613.4c"}
EFFECT_TEXT: dict[str, Callable[[dict], str]] = {
    "gain_ability": lambda p: "gains " + "; ".join(f'"{a.text}"' for a in p["abilities"]),
    "lose_all_abilities": lambda p: "loses all abilities",
    "modify_pt": lambda p: f"{p.get('power', 0):+d}/{p.get('toughness', 0):+d}",
    "set_base_pt": lambda p: f"base power and toughness {p['power']}/{p['toughness']}",
    "become": lambda p: "becomes " + " ".join(p.get("subtypes", []) + p.get("types", [])),
    "set_controller": lambda p: "changes control",
    "exchange_text_boxes": lambda p: "exchange text boxes",
}


# ----- the vocabulary --------------------------------------------------------------------------

def e_create_token(ctx: Context, p: dict) -> None:
    game = ctx.game
    card = p["token"]
    for player in _players(ctx, p.get("controller", "you")):
        count, notes = replacement.apply_to_tokens(game, player, amount(ctx, p.get("count", 1)))
        game.reserve(count, f"{ctx.source_name}: create {card.name} tokens")
        if notes:
            game.emit("note", f"token creation replaced: {'; '.join(notes)}", ("614.16",))
        for _ in range(count):
            zones.create_token(game, card, player, card.name, ("701.7a",), tapped=p.get("tapped", False))


def e_draw(ctx: Context, p: dict) -> None:
    for player in _players(ctx, p.get("player")):
        zones.draw(ctx.game, player, amount(ctx, p.get("count", 1)), ())


def e_discard(ctx: Context, p: dict) -> None:
    game = ctx.game
    for player in _players(ctx, p.get("player")):
        hand = game.players[player].hand
        n = len(hand) if p.get("count") == "any" else amount(ctx, p.get("count", 1))
        picked = choose_cards(game, player, hand, n, "discard", up_to=p.get("count") == "any")
        ctx.extra["discarded"] = len(picked)
        for obj in picked:
            zones.move(game, obj, "graveyard", "discarded", ())
            ctx.did = True
    if ctx.did:
        run(game, ctx, p.get("if you do", ()))


def e_mill(ctx: Context, p: dict) -> None:
    game = ctx.game
    for player in _players(ctx, p.get("player")):
        n = amount(ctx, p.get("count", 1))
        milled = [game.objects[oid] for oid in game.players[player].library[:n]]
        ctx.extra["milled"] = [game.chars(o.oid).types for o in milled]
        for obj in milled:
            zones.move(game, obj, "graveyard", "milled", ())


def e_damage(ctx: Context, p: dict) -> None:
    """`to`: a target number, `you`, or `each creature` and/or `each opponent`."""
    game = ctx.game
    n = amount(ctx, p["amount"])
    to = p["to"]
    recipients: list = []
    if isinstance(to, int):
        recipients = list(_targets(ctx, to))
    elif to in ("you", "that player"):
        recipients = _players(ctx, to)
    else:
        if "each creature" in to:
            recipients += [o for o in game.battlefield() if "Creature" in game.chars(o.oid).types]
        if "each opponent" in to:
            recipients += game.opponents(ctx.controller)
    for r in recipients:
        deal_damage(game, ctx.source_name, ctx.source_oid, r, n)


def deal_damage(game: "Game", source_name: str, source_oid: int, recipient, n: int, cites=(),
                combat: bool = False) -> None:
    """120.3: damage to a player is life loss, to a permanent it is marked; 120.8: 0 damage isn't dealt.

    The `damage` event names the source (`source_oid`), for "whenever ... deals [combat] damage" triggers.
    """
    if n <= 0:
        return
    source = game.chars(source_oid) if source_oid in game.objects else (
        game.last_known[source_oid]["chars"] if source_oid in game.last_known else None)
    if isinstance(recipient, int):
        game.players[recipient].life -= n
        game.emit("damage", f"{source_name} deals {n} damage to {game.players[recipient].name}",
                  tuple(cites) + ("120.3a",), player=game.players[recipient].name, player_index=recipient, amount=n,
                  source_oid=source_oid, combat=combat)
    elif recipient.oid in game.objects:
        recipient.damage += n
        game.changed(recipient)
        game.emit("damage", f"{source_name} deals {n} damage to {game.chars(recipient.oid).name}",
                  tuple(cites) + ("120.3e",), object=recipient.label, amount=n, source_oid=source_oid, combat=combat)
        if source is not None and source.has_keyword("Deathtouch"):
            recipient.deathtouched = True
            game.changed(recipient)
    else:
        return
    if source is not None and source.has_keyword("Lifelink"):  # 702.15b: its controller gains that much life
        game.players[source.controller].life += n
        game.emit("life gained", f"{game.players[source.controller].name} gains {n} life ({source_name} has "
                  "lifelink)", ("702.15b",), player=game.players[source.controller].name, amount=n)


def e_fight(ctx: Context, p: dict) -> None:
    """701.14a: two creatures fight: each deals damage equal to its power to the other (`target` fights `with`).

    701.14b: if either is gone, is no longer a creature or was an illegal target, neither deals damage;
    701.14c: a creature that fights itself deals twice its power to itself; 701.14d: not combat damage.
    """
    game = ctx.game
    fighters = _objects(ctx, {"target": p["target"]})[:1] + _objects(ctx, {"target": p["with"]})[:1]
    if len(fighters) < 2 or any(o.zone != "battlefield" or "Creature" not in game.chars(o.oid).types
                                for o in fighters):
        game.emit("note", f"{ctx.source_name}: no fight, a creature instructed to fight is missing or not a "
                  "creature", ("701.14b",))
        return
    powers = [game.chars(o.oid).power or 0 for o in fighters]  # simultaneous: both powers before any damage
    for (source, recipient), power in zip((fighters, fighters[::-1]), powers):
        deal_damage(game, game.chars(source.oid).name, source.oid, recipient, power, ("701.14a",))


def e_destroy(ctx: Context, p: dict) -> None:
    """701.8a: destroy; 702.12b: an indestructible permanent isn't destroyed (the trace says so)."""
    for obj in _objects(ctx, p):
        if ctx.game.chars(obj.oid).has_keyword("Indestructible"):
            ctx.game.emit("note", f"{ctx.game.chars(obj.oid).name} is indestructible: it is not destroyed",
                          ("702.12b",), object=obj.label)
            continue
        zones.move(ctx.game, obj, "graveyard", "destroyed", ())


def e_exile(ctx: Context, p: dict) -> None:
    """Exile `target: N` / `self` / `all: FILTER`, or `top of library: PLAYER` (`count`), or every card in
    `zone: graveyard` of `whose`, or one card the controller chooses (`choose: {zone, whose, filter}`,
    not a target; sets "if you do"). Later effects of the same ability refer to what it exiled ("it",
    "them"): ctx.extra["exiled"]."""
    source = ctx.source
    for obj in _objects(ctx, p) + _cards_to_exile(ctx, p):
        ctx.did = True
        for new in zones.found(ctx.game, zones.move(ctx.game, obj, "exile", "exiled", ())):
            ctx.extra.setdefault("exiled", []).append(new)
            if p.get("link") and source is not None:
                source.linked.append(new.label)  # 607.2a: "the exiled card"


def _cards_to_exile(ctx: Context, p: dict) -> list[GameObject]:
    game = ctx.game
    if "top of library" in p:
        return [game.objects[oid] for player in _players(ctx, p["top of library"])
                for oid in game.players[player].library[:amount(ctx, p.get("count", 1))]]
    if p.get("zone") == "graveyard":
        return [game.objects[oid] for player in _players(ctx, p.get("whose")) for oid in game.players[player].graveyard]
    if "choose" in p:
        spec = p["choose"]
        pool = [game.objects[oid] for player in _players(ctx, spec.get("whose"))
                for oid in game.players[player].zone(spec.get("zone", "graveyard"))
                if _match(ctx, spec.get("filter"), oid)]
        return choose_cards(game, ctx.controller, pool, 1, "exile", oids=True)
    return []


def e_return_exiled(ctx: Context, p: dict) -> None:
    """"Exile ..., then return it to the battlefield under its owner's control": a new object (400.7)."""
    game = ctx.game
    for obj in ctx.extra.get("exiled", []):
        if obj.oid in game.objects and obj.zone == "exile":
            zones.move(game, obj, "battlefield", "returned", ("400.7",), controller=obj.owner)


def e_return_linked(ctx: Context, p: dict) -> None:
    """607.2a: return the card(s) a linked ability of this object exiled."""
    game = ctx.game
    source = ctx.source
    for label in (source.linked if source else []):
        for obj in [o for o in game.named(label) if o.label == label and o.zone == "exile"]:
            zones.move(game, obj, "battlefield", "returned", ("607.2a",), controller=obj.owner)


def e_return_to_hand(ctx: Context, p: dict) -> None:
    for obj in _objects(ctx, p):
        zones.move(ctx.game, obj, "hand", "returned", ())


def e_put_onto_battlefield(ctx: Context, p: dict) -> None:
    for obj in _objects(ctx, p):
        under = ctx.controller if p.get("under", "you") == "you" else obj.owner
        new = zones.move(ctx.game, obj, "battlefield", "returned", (), controller=under)
        kind = p.get("counter")
        if isinstance(kind, dict):  # {choice: [kinds]}: "your choice of a ... counter"
            kind = _pick(ctx, "mode", "the kind of counter", kind["choice"])
        if kind:
            counters.put(ctx.game, new, kind, 1, ctx.controller, True, ())


def e_search(ctx: Context, p: dict) -> None:
    game = ctx.game
    player = ctx.controller
    library = game.players[player].library
    legal = [game.objects[oid] for oid in library if _match(ctx, p.get("filter"), oid)]
    picked = choose_cards(game, player, legal, p.get("count", 1), "search", up_to=True, oids=True)
    omens = any(game.objects[oid].card.omen is not None for oid in library)
    game.emit("searched", f"{game.players[player].name} searches their library"
              + (" (an omen card there has only its normal characteristics)" if omens else ""),
              ("701.23a",) + (("720.4",) if omens else ()), player=game.players[player].name)
    for i, obj in enumerate(picked):
        where = p["split"][min(i, len(p["split"]) - 1)] if "split" in p else p
        zones.move(game, obj, where.get("to", "hand"), "moved", ("701.23a",), controller=player,
                   tapped=where.get("tapped", False))
    if p.get("shuffle", True):
        zones.shuffle(game, player, ctx.source_name, source=ctx.source_label)


def e_shuffle(ctx: Context, p: dict) -> None:
    for player in _players(ctx, p.get("player")):
        zones.shuffle(ctx.game, player, ctx.source_name, source=ctx.source_label)


def e_shuffle_into_library(ctx: Context, p: dict) -> None:
    """The target's owner shuffles it into their library (Blink); `self: true` on a spell: "shuffle
    [this spell] into its owner's library" (Green Sun's Zenith, 701.24c)."""
    game = ctx.game
    spell = game.objects.get(ctx.source_oid)
    itself = [spell] if p.get("self") and spell is not None and spell.zone == "stack" else []
    for obj in itself or _objects(ctx, p):
        owner = obj.owner
        zones.move(game, obj, "library", "moved", ())
        zones.shuffle(game, owner, ctx.source_name, source=ctx.source_label,
                      by=ctx.controller if itself else owner)  # GSZ: its controller shuffles it in
        ctx.extra.setdefault("owners", []).append(owner)


_CLUE = {"name": "Clue", "types": ["Artifact"], "subtypes": ["Clue"],
         "abilities": [{"activated": {"mana": "{2}", "sacrifice self": True}, "text": "{2}, Sacrifice this "
                        "artifact: Draw a card.", "effects": [{"draw": {}}]}]}


@functools.cache  # one definition, built on first use: it never changes
def clue_token() -> CardDef:
    """The predefined Clue token (111.10f)."""
    return token_card(_CLUE)


def e_investigate(ctx: Context, p: dict) -> None:
    card = clue_token()
    owners = ctx.extra.get("owners") if p.get("player") == "owner" else [ctx.controller]
    for player in owners or []:
        zones.create_token(ctx.game, card, player, "Clue", ("701.16a",))


def e_tap(ctx: Context, p: dict) -> None:
    for obj in _objects(ctx, p):
        if not obj.tapped:
            obj.tapped = True
            ctx.game.touch(obj)
            ctx.game.emit("tapped", f"{ctx.game.chars(obj.oid).name} becomes tapped", ("701.26a",), object=obj.label)


def e_untap(ctx: Context, p: dict) -> None:
    for obj in _objects(ctx, p):
        if obj.tapped:
            obj.tapped = False
            ctx.game.touch(obj)
            ctx.game.emit("untapped", f"{ctx.game.chars(obj.oid).name} becomes untapped", ("701.26b",),
                          object=obj.label)


def e_gain_life(ctx: Context, p: dict) -> None:
    for player in _players(ctx, p.get("player")):
        n = amount(ctx, p["amount"])
        ctx.game.players[player].life += n
        ctx.game.emit("life gained", f"{ctx.game.players[player].name} gains {n} life", ("119.3",),
                      player=ctx.game.players[player].name, amount=n)


def e_lose_life(ctx: Context, p: dict) -> None:
    for player in _players(ctx, p.get("player")):
        n = amount(ctx, p["amount"])
        ctx.game.players[player].life -= n
        ctx.game.emit("life lost", f"{ctx.game.players[player].name} loses {n} life", ("119.3",),
                      player=ctx.game.players[player].name, amount=n)


def e_add_mana(ctx: Context, p: dict) -> None:
    """106.3; `any color: true` adds one mana of a color the player chooses (106.1b)."""
    pool = ctx.game.players[ctx.controller].mana
    if p.get("any color"):
        p = {"mana": "{" + _pick(ctx, "mode", "the color of the mana", list("WUBRG")) + "}"}
    symbols = p["mana"].strip("{}").split("}{")
    for s in symbols:
        pool[s] = pool.get(s, 0) + 1
    ctx.game.emit("mana", f"{ctx.game.players[ctx.controller].name} adds {p['mana']}", ("106.3",),
                  player=ctx.game.players[ctx.controller].name, mana=p["mana"])


def e_put_counters(ctx: Context, p: dict) -> None:
    for obj in _objects(ctx, p):
        counters.put(ctx.game, obj, p["kind"], amount(ctx, p.get("amount", 1)), ctx.controller, True, ("122.1",))


def e_remove_counters(ctx: Context, p: dict) -> None:
    """Remove counters of `kind` (default: every kind); `amount` a number or `all` (default).

    With no `kind` and a number, it is "up to N counters" in total: the controller chooses how many of
    each kind (a `number:` choice per kind, in alphabetical order). Default: as many as possible, since the
    player announced X to remove X (an exception to the lowest-number default). ctx.extra["removed"] counts
    them.
    """
    game = ctx.game
    n = p.get("amount", "all")
    total = 0
    for obj in _objects(ctx, p):
        if p.get("kind") or n == "all":
            total += counters.remove(game, obj, p.get("kind"), None if n == "all" else amount(ctx, n), ("122.1",))
            continue
        left = amount(ctx, n)
        for kind in sorted(obj.counters):
            if left <= 0:
                break
            most = min(left, obj.counters.get(kind, 0))
            take = _pick(ctx, "number", f"how many {kind} counters to remove from {game.chars(obj.oid).name}",
                         list(range(most, -1, -1)))
            removed = counters.remove(game, obj, kind, take, ("122.1",)) if take else 0
            total += removed
            left -= removed
    ctx.extra["removed"] = total


def e_proliferate(ctx: Context, p: dict) -> None:
    game = ctx.game
    options: list = [pl.index for pl in game.apnap() if pl.counters]
    options += [o for o in game.battlefield() if o.counters]

    def parse(value, line):

        picked = [resolve_target_ref(game, r, line) for r in (value if isinstance(value, list) else [value])]
        for item in picked:
            if item not in options:
                game.fail(f"proliferate: {item!r} has no counters to proliferate")
        return picked


    chosen = game.decide("choose", ctx.controller, "permanents and players to proliferate", [options, []],
                         options, parse, lambda xs: ", ".join(stack.name_of(game, x) for x in xs) or "nothing",
                         cites=("701.34a",))
    counters.proliferate(game, ctx.controller, chosen)


def e_transform_return(ctx: Context, p: dict) -> None:
    """Exile this permanent, then return it transformed (712.14-style: it enters back face up)."""
    game = ctx.game
    source = ctx.source
    if source is None:
        return
    exiled = zones.move(game, source, "exile", "exiled", ())
    if exiled.card.back is None:
        return
    zones.move(game, exiled, "battlefield", "returned", ("701.27a",), controller=ctx.controller, face="back")


def e_sacrifice(ctx: Context, p: dict) -> None:
    """701.21a. `self: true`: this permanent; else each `player` sacrifices `count` permanents matching
    `filter`; `if you can't:` effects happen for a player who sacrificed nothing."""
    game = ctx.game
    if p.get("self"):
        if ctx.source is not None:
            zones.move(game, ctx.source, "graveyard", "sacrificed", ())
            ctx.did = True
        return
    for player in _players(ctx, p.get("player")):
        legal = [o for o in game.battlefield() if game.chars(o.oid).controller == player and
                 _match(ctx, p.get("filter"), o.oid, player)]
        picked = choose_cards(game, player, legal, p.get("count", 1), "sacrifice", oids=True)
        for obj in picked:
            zones.move(game, obj, "graveyard", "sacrificed", ())
        if picked:
            ctx.did = True
        elif p.get("if you can't"):
            game.note(f"{game.players[player].name} can't sacrifice: nothing to sacrifice")
            run(game, ctx, p["if you can't"])


def e_counter(ctx: Context, p: dict) -> None:
    """701.6a; `to: hand` puts a countered spell into its owner's hand instead of the graveyard (Remand)."""
    for item in _targets(ctx, p["target"]):
        if item in ctx.game.stack:
            stack.counter(ctx.game, item, to=p.get("to", "graveyard"))
            ctx.did = True


def e_gain_ability(ctx: Context, p: dict) -> None:
    _continuous(ctx, "gain_ability", {"abilities": p["abilities"]}, _objects(ctx, p), p.get("until"), ())


def e_lose_abilities(ctx: Context, p: dict) -> None:
    _continuous(ctx, "lose_all_abilities", {}, _objects(ctx, p), p.get("until"), ())


def e_modify_pt(ctx: Context, p: dict) -> None:
    change = {"power": amount(ctx, p.get("power", 0)), "toughness": amount(ctx, p.get("toughness", 0))}
    _continuous(ctx, "modify_pt", change, _objects(ctx, p), p.get("until"), ())


def e_become(ctx: Context, p: dict) -> None:
    params = {k: p[k] for k in ("types", "subtypes", "abilities", "base pt") if k in p}
    _continuous(ctx, "become", params, _objects(ctx, p), p.get("until"), ("205.1a",))


def e_exchange_text_boxes(ctx: Context, p: dict) -> None:
    """Exchange of Words: each of two objects gets the other's rules text, as printed (612.1, layer 3).
    The whole text box moves: a Saga creature's chapter abilities with its other abilities (714.1a)."""
    first, second = _objects(ctx, {"target": p["target"]}), _objects(ctx, {"target": p["with"]})
    if not first or not second:
        return
    a, b = first[0], second[0]
    texts = {a.oid: tuple(base_chars(b).abilities), b.oid: tuple(base_chars(a).abilities)}
    _continuous(ctx, "exchange_text_boxes", {"texts": texts}, [a, b], None, ("612.1",))


def e_doesnt_untap(ctx: Context, p: dict) -> None:
    """'It doesn't untap during its controller's untap step for as long as you control [this]' (611.2b)."""
    for obj in _objects(ctx, p):
        ctx.game.untap_restrictions.append({"oid": obj.oid, "source": ctx.source_oid, "controller": ctx.controller})


def _ask(ctx: Context, text: str, player: int | None = None) -> bool:
    """A "you may" decision of the controller (or `player`), default yes."""
    game = ctx.game

    def parse(value, line):
        if value not in ("yes", "no", True, False):
            game.fail("may: answer yes or no")
        return value in ("yes", True)

    return game.decide("may", ctx.controller if player is None else player, f"{ctx.source_name}: {text}",
                       [True, False], True, parse, lambda v: "yes" if v else "no", cites=("608.2d",))


def _pick(ctx: Context, kind: str, what: str, options: list, player: int | None = None):
    """The controller (or `player`) picks one of `options` (default: the first)."""
    game = ctx.game

    def parse(value, line):
        hit = next((o for o in options if str(o).lower() == str(value).lower()), None)
        if hit is None:
            game.fail(f"{kind}: {value!r} is not one of {', '.join(map(str, options))}")
        return hit

    return game.decide(kind, ctx.controller if player is None else player, f"{ctx.source_name}: {what}", options,
                       options[0], parse, cites=("608.2d",))


def e_may(ctx: Context, p: dict) -> None:
    game = ctx.game
    if _ask(ctx, p.get("text", "you may")):
        ctx.did = False
        run(game, ctx, p.get("do", ()))
        if ctx.did:
            run(game, ctx, p.get("if you do", ()))


def e_skip(ctx: Context, p: dict) -> None:
    """614.10: skipping a step or phase is a replacement effect; it lasts this turn."""
    game = ctx.game
    what = p.get("what")
    player = _players(ctx, p.get("player", "you"))[0]
    if what == "choice":
        what = _pick(ctx, "mode", "the step or phase to skip", ["draw step", "main phase", "combat phase"], player)
    game.turn.skips.append((player, what))
    game.emit("effect", f"{game.players[player].name} skips each {what} this turn", ("614.10",))


def e_add_phases(ctx: Context, p: dict) -> None:
    turns.add_phases(ctx.game, p["phases"], ctx.source_name)


def e_untap_attackers(ctx: Context, p: dict) -> None:
    """"Untap all creatures that attacked this turn" (Relentless Assault)."""
    game = ctx.game
    attacked = [game.objects[oid] for oid in game.turn.attacked_this_turn if oid in game.objects]
    if not attacked:
        game.note("no creature attacked this turn")
    for obj in attacked:
        if obj.tapped and obj.zone == "battlefield":
            obj.tapped = False
            game.touch(obj)
            game.emit("untapped", f"{game.chars(obj.oid).name} untaps", ("701.26b",), object=obj.label)
    game.touch()


def e_cast(ctx: Context, p: dict) -> None:
    """"You may cast a [filter] spell from your [zone]" during resolution (608.2g); `without paying: true`
    casts it without paying its mana cost (118.9). A `may:` choice, or a queued `card:` choice naming the
    card (which says yes), answers it (default: yes, the first card)."""
    game = ctx.game
    zone = game.players[ctx.controller].zone(p.get("from", "hand"))
    ways = {oid: _ways_to_cast(ctx, game.objects[oid], p.get("filter")) for oid in zone}
    pool = [game.objects[oid] for oid in zone if ways[oid]]
    if not pool:
        game.note(f"{ctx.source_name}: {game.players[ctx.controller].name} has no card that can be cast this way")
        return
    queue = game.choices.queue
    naming_a_card = queue and queue[0].kind in ("card", "cards")  # choosing the card says "yes"
    if not naming_a_card and not _ask(ctx, "cast a spell this way"):
        return
    for obj in choose_cards(game, ctx.controller, pool, 1, "cast", oids=True):
        stack.cast(game, obj, ctx.controller, free=bool(p.get("without paying")), resolving=True,
                   ways=tuple(ways[obj.oid]))


def _ways_to_cast(ctx: Context, obj: GameObject, flt: dict | None) -> list[str]:
    """How a card may be cast as a spell matching `flt`: normally, and/or as its Omen (720.3a: judged by the
    Omen's characteristics alone)."""
    ways = ["normal"] if _match(ctx, flt, obj.oid) else []
    if obj.card.omen is not None:
        omen = base_chars(obj, obj.card.omen)
        flt = dict(flt or {}, **({"mana value at most": ctx.x} if (flt or {}).get("mana value at most") == "X" else {}))
        if matches(ctx.game, flt, obj.oid, omen, ctx.source_oid, ctx.controller):
            ways.append("omen")
    return ways


def e_cast_copy(ctx: Context, p: dict) -> None:
    """707.12: copy each card an earlier effect of this ability exiled ("Copy it/them. You may cast the
    copy/copies."); the player chooses for each copy whether to cast it (707.12a)."""
    game = ctx.game
    for obj in ctx.extra.get("exiled", []):
        if obj.oid in game.objects and obj.zone == "exile" and _ask(ctx, f"cast a copy of {obj.label}"):
            stack.cast(game, obj, ctx.controller, free=True, resolving=True, copy=True)


def e_copy_spell(ctx: Context, p: dict) -> None:
    """707.10: "Copy target [instant or sorcery] spell. You may choose new targets for the copy." The copy's
    controller (and owner) is this ability's controller; new targets are a `targets:` choice (707.10c),
    default: the same ones."""
    game = ctx.game
    for spell in _targets(ctx, p["target"]):
        if spell in game.stack:
            new = None
            queue = game.choices.queue
            if p.get("may_choose_new_targets") and queue and queue[0].kind in ("target", "targets"):
                queued = game.choices.take(game.choices.queue[0].kind, "new targets for the copy", True)
                new = queued.value if isinstance(queued.value, list) else [queued.value]
                new = [[ref] for ref in new]
            stack.copy_spell(game, spell, ctx.controller, new)


def e_ward(ctx: Context, p: dict) -> None:
    """702.21a: counter the spell or ability that targeted this permanent unless its controller pays the
    cost: `mana` (mana is treated as paid: a `may: no` declines), `life: N` (only with at least N life,
    119.4) or `discard: N` (only with N cards in hand). The payer answers a `may:` choice (default yes)."""
    game = ctx.game
    item = next((i for i in game.stack if i.oid == ctx.event.get("item")), None)
    if item is None:
        game.note(f"{ctx.source_name}'s ward: what targeted it has already left the stack")
        return
    payer = game.players[item.controller]
    what = stack.name_of(game, item)
    able = payer.life >= p.get("life", 0) and len(payer.hand) >= p.get("discard", 0)
    if able and _ask(ctx, f"pay the ward cost for {what}", player=item.controller):
        if p.get("life"):
            payer.life -= p["life"]
            game.emit("life lost", f"{payer.name} pays {p['life']} life for ward", ("119.4", "702.21a"),
                      player=payer.name, amount=p["life"])
        for obj in choose_cards(game, item.controller, payer.hand, p.get("discard", 0), "discard"):
            zones.move(game, obj, "graveyard", "discarded", ("702.21a",))
        if p.get("mana"):
            game.emit("note", f"{payer.name} pays {p['mana']} for ward (mana is treated as paid)", ("702.21a",))
        return
    if not able:
        game.emit("note", f"{payer.name} can't pay the ward cost", ("119.4", "702.21a"))
    stack.counter(game, item, ("702.21a", "701.6a"))


def e_cast_exiled(ctx: Context, p: dict) -> None:
    """Rebound's delayed trigger (702.88a): you may cast the card from exile without paying its mana cost,
    if it is still the same object in exile (400.7)."""
    card = ctx.game.objects.get(ctx.event.get("oid"))
    if card is None or card.zone != "exile":
        ctx.game.note(f"{ctx.source_name} is no longer in exile")
    elif _ask(ctx, f"cast {ctx.source_name} from exile without paying its mana cost"):
        stack.cast(ctx.game, card, ctx.controller, free=True, resolving=True)


def e_cascade(ctx: Context, p: dict) -> None:
    """702.85a: exile cards from the top of your library until you exile a nonland card whose mana value is
    less than this spell's; you may cast it without paying its mana cost if the resulting spell's mana value
    is also less (so an Omen cast this way is judged by the Omen's, 720.3a); then put the other exiled cards
    on the bottom of your library in a random order (not a shuffle)."""
    game = ctx.game
    player = game.players[ctx.controller]
    limit = ctx.event.get("mana_value", 0)
    exiled, hit = [], None
    while player.library:
        obj = zones.move(game, game.objects[player.library[0]], "exile", "exiled", ("702.85a",))
        exiled.append(obj)
        ch = game.chars(obj.oid)
        if obj.card.omen is not None:
            game.emit("note", f"{ch.name} is an omen card: in exile it has only its normal characteristics, mana "
                      f"value {ch.mana_value}", ("720.4",))
        if "Land" not in ch.types and ch.mana_value < limit:
            hit = obj
            break
    if hit is not None and _ask(ctx, f"cast {hit.label} without paying its mana cost"):
        spell = stack.cast(game, hit, ctx.controller, free=True, resolving=True, limit_mana_value=limit)
        if spell is not None:
            exiled.remove(hit)
    rest = [o for o in exiled if o.oid in game.objects and o.zone == "exile"]
    game.rng.shuffle(rest)
    for obj in rest:
        zones.move(game, obj, "library", "moved", ("702.85a",), position="bottom", quiet=True)
    if rest:
        game.emit("note", f"{player.name} puts {zones.cards(len(rest))} exiled this way on the bottom of their "
                  "library in a random order", ("702.85a",))


def e_may_play_exiled(ctx: Context, p: dict) -> None:
    """"Until [end of turn | the end of your next turn], you may play those cards": a permission from a
    resolved effect for the cards an earlier effect of this ability exiled (601.3)."""
    for obj in ctx.extra.get("exiled", []):
        if obj.oid in ctx.game.objects:
            permissions.grant(ctx.game, obj, ctx.controller, ctx.source_oid, ctx.source_name,
                              p.get("until", "end of turn"))


def e_reflexive(ctx: Context, p: dict) -> None:
    """603.12: "When you do, ...": a reflexive triggered ability triggers now and is put on the stack the
    next time a player would receive priority, its targets chosen then (603.3d)."""
    ability = Ability("triggered", p.get("text", "reflexive triggered ability"),
                      targets=tuple(p.get("targets") or ()), effects=tuple(p.get("effects") or ()))
    triggers.reflexive(ctx.game, ability, ctx.source_oid, ctx.source_label, ctx.source_name, ctx.controller)


def _target_refs(effects) -> set[int]:
    """The target numbers a list of effects refers to (`target`, `with`, `to`, `target N` players)."""
    found: set[int] = set()
    for effect in effects:
        (_, params), = effect.items()
        for key, value in (params or {}).items():
            if key in ("target", "with", "to") and isinstance(value, int):
                found.add(value)
            elif isinstance(value, str) and "target" in value and value.split()[-1].isdigit():
                found.add(int(value.split()[-1]))
            elif key in NESTED_EFFECTS:
                found |= _target_refs(value)
    return found


def choose_modes(game: "Game", player: int, what: str, spec: dict, usable: list[int], announced=()) -> list[int]:
    """700.2: choose `min` to `max` of the modes of `spec` among `usable` (1-based): the ones `announced`
    (a number or a fragment of its text each), else one `mode:` choice per mode (or `none`); more modes
    than `min` only while `mode:` choices are queued. Default: the first usable mode."""
    modes = spec["modes"]
    low, high = spec.get("min", 1), spec.get("max", 1)
    chosen: list[int] = []

    def parse(value, line):
        if str(value).lower() == "none" and len(chosen) >= low:
            return "none"
        hit = value if isinstance(value, int) else next(
            (i for i, m in enumerate(modes, 1) if str(value).lower() in m.get("text", "").lower()), None)
        if hit not in usable or hit in chosen:
            game.fail(f"mode: {value!r} is not a mode that can be chosen now (modes {usable}, chosen {chosen})")
        return hit

    def describe(value):
        return "no more modes" if value == "none" else f"mode {value}: {modes[value - 1].get('text', '')}"

    for value in announced:
        chosen.append(parse(value, None))
    while len(chosen) < high and not announced:
        left = [i for i in usable if i not in chosen]
        queue = game.choices.queue
        if not left or (len(chosen) >= max(low, 1) and not (queue and queue[0].kind == "mode")):
            break
        pick = game.decide("mode", player, f"{what}: a mode ({low} to {high})",
                           left + ["none"] * (len(chosen) >= low), left[0], parse, describe, cites=("700.2",))
        if pick == "none":
            break
        chosen.append(pick)
    if len(chosen) < low:
        game.note(f"{what}: no mode can be chosen")
    return sorted(chosen)


def mode_targets(spec: dict, chosen: list[int]) -> set[int]:
    """The target numbers (1-based) the chosen modes use (700.2c: only those are chosen)."""
    return set().union(*(_target_refs(spec["modes"][i - 1]["effects"]) for i in chosen))


def e_choose_modes(ctx: Context, p: dict) -> None:
    """700.2: a modal spell or ability: `modes` (each `text` and `effects`), choose `min` to `max` of them
    (default one); the chosen modes happen in printed order. A spell's modes were chosen as it was cast
    (601.2b, `ctx.modes`). A modal triggered ability (simplified) chooses them as it resolves: every mode's
    targets are listed in `targets:` with `up to: true`, and a mode whose targets were not all chosen can't
    be chosen (700.2a, 700.2c)."""
    usable = [i for i, mode in enumerate(p["modes"], 1) if all(_targets(ctx, n) for n in _target_refs(mode["effects"]))]
    chosen = list(ctx.modes) or choose_modes(ctx.game, ctx.controller, ctx.source_name, p, usable)
    for i in chosen:
        run(ctx.game, ctx, p["modes"][i - 1]["effects"])


REPEAT_CONDITIONS: dict[str, Callable[[Context], bool]] = {
    # "If two cards that share a card type were milled this way"
    "two milled cards share a card type": lambda ctx: len(ctx.extra.get("milled", [])) == 2 and bool(
        set(ctx.extra["milled"][0]) & set(ctx.extra["milled"][1])),
}


def e_repeat(ctx: Context, p: dict) -> None:
    """"[do]. If [while], [then] and repeat this process": each round counts as a resolution in the run's budget
    (MAX_RESOLUTIONS)."""
    game = ctx.game
    rounds = 1
    while True:
        run(game, ctx, p.get("do", ()))
        if not REPEAT_CONDITIONS[p["while"]](ctx):
            return
        run(game, ctx, p.get("then", ()))
        rounds += 1
        game.count_resolution()
        game.note(f"{ctx.source_name}: {p['while']}, so the process repeats (time {rounds})")


def e_roll_die(ctx: Context, p: dict) -> None:
    """706.1-706.2: roll a `sides`-sided die with the scenario's seeded randomness; ctx.extra["roll"] is the
    result; if it equals the amount `if result is`, the `then` effects happen."""
    game = ctx.game
    sides = p.get("sides", 6)
    result = game.rng.randint(1, sides)
    ctx.extra["roll"] = result
    game.emit("rolled", f"{game.players[ctx.controller].name} rolls a {sides}-sided die: {result}", ("706.2",),
              player=game.players[ctx.controller].name, result=result)
    if "if result is" in p and result == amount(ctx, p["if result is"]):
        run(game, ctx, p.get("then", ()))


def e_remove_from_combat(ctx: Context, p: dict) -> None:
    """506.4: a removed permanent stops being an attacking creature."""
    for obj in _objects(ctx, p):
        combat.remove_from_combat(ctx.game, obj)


def e_not_modelled(ctx: Context, p: dict) -> None:
    """An instruction the engine does not model yet: it says so in the trace and does nothing."""
    ctx.game.note(f"{ctx.source_name}: \"{p.get('what', 'this effect')}\" is not modelled yet; nothing happens")


EFFECTS: dict[str, Callable[[Context, dict], None]] = {
    "create_token": e_create_token, "draw": e_draw, "discard": e_discard, "mill": e_mill, "damage": e_damage,
    "destroy": e_destroy, "exile": e_exile, "return_linked": e_return_linked, "return_to_hand": e_return_to_hand,
    "put_onto_battlefield": e_put_onto_battlefield, "search": e_search, "shuffle": e_shuffle,
    "shuffle_into_library": e_shuffle_into_library, "investigate": e_investigate, "tap": e_tap, "untap": e_untap,
    "gain_life": e_gain_life, "lose_life": e_lose_life, "add_mana": e_add_mana, "put_counters": e_put_counters,
    "remove_counters": e_remove_counters, "proliferate": e_proliferate, "transform_return": e_transform_return,
    "sacrifice": e_sacrifice, "counter": e_counter, "gain_ability": e_gain_ability,
    "lose_abilities": e_lose_abilities, "modify_pt": e_modify_pt, "become": e_become,
    "doesnt_untap": e_doesnt_untap, "may": e_may, "skip": e_skip, "add_phases": e_add_phases,
    "untap_attackers": e_untap_attackers, "fight": e_fight, "return_exiled": e_return_exiled, "cast": e_cast,
    "cast_copy": e_cast_copy, "copy_spell": e_copy_spell, "cascade": e_cascade, "ward": e_ward,
    "cast_exiled": e_cast_exiled,
    "may_play_exiled": e_may_play_exiled, "reflexive": e_reflexive,
    "choose_modes": e_choose_modes, "repeat": e_repeat, "roll_die": e_roll_die,
    "remove_from_combat": e_remove_from_combat, "exchange_text_boxes": e_exchange_text_boxes,
    "not_modelled": e_not_modelled,
}


def run(game: "Game", ctx: Context, effects) -> None:
    """608.2c: follow the instructions in order."""
    for effect in effects:
        (name, params), = effect.items()
        EFFECTS[name](ctx, params or {})


def choose_cards(game: "Game", player: int, pool: list, n: int, verb: str, up_to: bool = False,
                 oids: bool = False, cites: tuple[str, ...] = ("608.2d",)) -> list[GameObject]:
    """A player chooses n objects from a pool (default: the first ones)."""
    objs = pool if oids else [game.objects[o] for o in pool]
    if not objs or n <= 0:
        return []
    default = objs[:n] if not up_to or verb != "discard" else []

    def parse(value, line):
        names = value if isinstance(value, list) else [value]
        chosen = []
        for name in names:
            hit = next((o for o in objs if o not in chosen and (o.label == name or game.chars(o.oid).name == name)),
                       None)
            if hit is None:
                game.fail(f"{verb}: {name!r} is not among the cards that can be chosen")
            chosen.append(hit)
        if len(chosen) > n or (not up_to and len(chosen) != min(n, len(objs))):
            game.fail(f"{verb}: choose {n} card(s)")
        return chosen

    forced = not up_to and len(objs) <= n  # one legal answer: a queued `card:` naming it is used up, others wait
    return game.decide("card", player, f"card(s) to {verb}", [objs] if forced else [objs, []], default, parse,
                       lambda cs: ", ".join(game.chars(c.oid).name for c in cs) or "none", cites=cites)


# ----- static abilities ------------------------------------------------------------------------

def static_effects(game: "Game") -> list[ContinuousEffect]:
    """Continuous effects generated by static abilities of permanents (611.3a).

    Only printed abilities generate them here; whether each still exists is
    checked while layers are applied (613.6 / 613.8a).
    """
    found = []
    for obj in game.static_sources():
        for ability in obj.printed.abilities:
            spec = ability.static
            if ability.kind != "static" or spec.get("effect") not in LAYERS_OF:
                continue
            params = dict(spec)
            kind = params.pop("effect")
            found.append(ContinuousEffect(kind, params, obj.oid, obj.controller, obj.timestamp,
                                          affected=params.pop("affected", {"self": True}), ability=ability,
                                          source_label=obj.label))
    return found


# ----- validation of card files ----------------------------------------------------------------

def _line(node) -> int | None:
    return getattr(node, "line", None)


_LIST_FILTER_KEYS = {"types", "any type", "not types", "subtypes", "not subtypes", "supertypes", "not supertypes",
                     "colors", "mana cost in"}
_FLAG_FILTER_KEYS = {"other", "self", "enchanted", "token", "tapped", "has chapter abilities", "has omen"}


def validate_filter(flt, node, where: str) -> None:
    """A filter is a mapping of FILTER_KEYS, each with a value of the right shape."""
    if flt is None:
        return
    if not isinstance(flt, dict):
        raise InputError(f"{where}: a filter is a mapping such as {{types: [Creature]}}, not {describe(flt)}",
                         _line(node))
    for key, value in flt.items():
        line = flt.line_of(key) if hasattr(flt, "line_of") else _line(node)
        if key not in FILTER_KEYS:
            raise InputError(f"{where}: unknown filter key {key!r}; filter keys are {', '.join(FILTER_KEYS)}", line)
        ok = {
            True: True,
            key in _LIST_FILTER_KEYS: isinstance(value, list) and all(isinstance(v, str) for v in value),
            key in _FLAG_FILTER_KEYS: isinstance(value, bool),
            key in ("controller", "owner"): value in ("you", "opponent"),
            key in ("with keyword", "without keyword"): isinstance(value, str),
            key == "name": isinstance(value, str) or value == {"chosen": True},
            key == "mana value in": isinstance(value, list) and all(isinstance(v, int) for v in value),
            key in ("mana value at most",): isinstance(value, int) and not isinstance(value, bool) or value == "X",
            key in ("power at most", "power at least"): isinstance(value, int) and not isinstance(value, bool),
            key == "any of": isinstance(value, list),
        }[True]
        if not ok:
            raise InputError(f"{where}: filter key {key!r} has the wrong kind of value: {describe(value)}", line)
        if key == "any of":
            for alternative in value:
                validate_filter(alternative, node, where)


def validate_effects(effects, node, where: str) -> None:
    for effect in effects:
        if not isinstance(effect, dict) or len(effect) != 1:
            raise InputError(f"{where}: each effect is a one-key mapping like '- draw: {{count: 1}}'", _line(node))
        (name, params), = effect.items()
        if name not in EFFECTS:
            raise InputError(f"{where}: unknown effect {name!r}; the vocabulary is {', '.join(sorted(EFFECTS))}",
                             _line(effect))
        if params is not None and not isinstance(params, dict):
            raise InputError(f"{where}: the parameters of '{name}' are a mapping such as {{count: 1}} (or nothing), "
                             f"not {describe(params)}", _line(effect))
        params = params or {}
        for key in NESTED_EFFECTS:
            validate_effects(params.get(key) or (), node, where)
        for mode in params.get("modes") or ():
            validate_effects(mode.get("effects") or (), node, where)
        for key in ("all", "filter"):
            validate_filter(params.get(key), effect, where)
        if name == "repeat" and params.get("while") not in REPEAT_CONDITIONS:
            raise InputError(f"{where}: repeat needs 'while:' one of {', '.join(REPEAT_CONDITIONS)}", _line(effect))
        compile_parts(params, where)


def tokens_made_by(card: CardDef) -> list[CardDef]:
    """The tokens a card's abilities can create (111.4), those granted to others included."""
    found: list[CardDef] = []

    def walk_effects(effects) -> None:
        for effect in effects:
            (name, params), = effect.items()
            params = params or {}
            if name == "investigate":
                found.append(clue_token())
            if isinstance(params.get("token"), CardDef):
                found.append(params["token"])
            for key in NESTED_EFFECTS:
                walk_effects(params.get(key) or ())
            for mode in params.get("modes") or ():
                walk_effects(mode.get("effects") or ())
            walk_abilities(params.get("abilities") or ())

    def walk_abilities(abilities) -> None:
        for ability in abilities:
            if isinstance(ability, Ability):
                walk_effects(ability.effects)
                walk_abilities(ability.static.get("abilities") or ())

    for face in (card.front, card.back, card.omen):
        if face is not None:
            walk_abilities(face.abilities)
    return found


def compile_parts(params: dict, where: str) -> None:
    """Parse, once with the card, what an effect or static ability carries as card data: a token's face
    (111.4) and granted abilities (`ability:` or `abilities:`, kept as `abilities`). No state outlives the
    card it belongs to."""
    if isinstance(params.get("token"), dict):
        params["token"] = token_card(params["token"], f"{where}, token")
    if isinstance(params.get("if cast this way"), dict):  # Thundermane Dragon: {gain_ability: Haste, ...}
        rider = params["if cast this way"] = dict(params["if cast this way"])
        if "gain_ability" in rider:
            rider["abilities"] = (parse_ability(rider.pop("gain_ability"), f"{where}, granted ability"),)
    granted = params.pop("ability", None)
    granted = [granted] if granted is not None else params.get("abilities")
    if granted and not all(isinstance(a, Ability) for a in granted):
        params["abilities"] = tuple(parse_ability(a, f"{where}, granted ability") for a in granted)


def _one_word(spec, key: str, allowed, what: str, node, where: str) -> None:
    value = spec.get(key) if isinstance(spec, dict) else None
    if not isinstance(value, str) or value not in allowed:
        raise InputError(f"{where}: {what} needs '{key}:' one of {', '.join(sorted(allowed))}", _line(node))


def validate_static(spec, node, where: str) -> None:
    _one_word(spec, "effect", STATIC_KINDS, "a static or replacement ability", node, where)
    for key in ("affected", "filter"):
        validate_filter(spec.get(key), node, where)


def validate_trigger(spec, node, where: str) -> None:
    _one_word(spec, "event", TRIGGER_EVENTS, "a triggered ability", node, where)
    validate_filter(spec.get("filter"), node, where)
