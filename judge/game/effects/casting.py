"""Effects that cast, copy or counter spells and abilities, or let cards be played: casting during
resolution (608.2g), copies (707.10, 707.12), cascade (702.85), rebound (702.88), ward (702.21),
counter (701.6), permissions to play exiled cards (601.3)."""

from __future__ import annotations

from typing import Any

from judge.cards import ANONYMOUS
from judge.game import choosing, copies, events, permissions, stack, zones
from judge.game.questions import MayCastCopy, MayCastFree, MayCastFromExile, MayCastThisWay, MayPayWard
from judge.game.effects.parameters import linked_in_exile, match_filter, players_of, target_list
from judge.game.effects.permanent_spells import triggering_spell
from judge.game.layers import ContinuousEffect, base_chars, matches
from judge.game.objects import GameObject
from judge.game.resolution import Context, handler


@handler("cast")
def e_cast(ctx: Context, p: dict[str, Any]) -> None:
    """"You may cast a [filter] spell from your [zone]" during resolution (608.2g); `without paying: true`
    casts it without paying its mana cost (118.9); `exiled: true`: one of the cards an earlier effect of the
    ability exiled; `play: true`: "play", so a land card among them may be played (305.2a). A `may:` choice, or a
    queued `card:` choice naming the card (which says yes), answers it (default: yes, the first card). `any number:
    true`: "any number of spells", the cards chosen (a `cards:` choice, in the order cast; default all of them) are
    cast one by one."""
    game = ctx.game
    if p.get("linked"):
        zone = [o.oid for o in linked_in_exile(ctx)]
    elif p.get("exiled"):
        zone = [o.oid for o in ctx.extra.get("exiled", []) if o.oid in game.objects and o.zone == "exile"]
    else:
        zone = game.players[ctx.controller].zone(p.get("from", "hand"))
    ways = {oid: _ways_to_cast(ctx, game.objects[oid], p.get("filter")) for oid in zone}
    lands = [game.objects[oid] for oid in zone if p.get("play") and _may_play_land_now(ctx, game.objects[oid])]
    pool = [game.objects[oid] for oid in zone if ways[oid] or game.objects[oid] in lands]
    if not pool:
        game.emit(events.NoCardToCast(ctx.source_name, game.players[ctx.controller].name), ())
        return
    queue = game.choices.queue
    naming_a_card = queue and queue[0].kind in ("card", "cards")  # choosing the card says "yes"
    if not naming_a_card and not p.get("any number") and not ctx.ask(MayCastThisWay(ctx.source_name)):
        return
    count = len(pool) if p.get("any number") else 1  # "any number of spells": a `cards:` choice, [] for none
    for obj in choosing.choose_cards(game, ctx.controller, pool, count, "play" if lands else "cast",
                                     up_to=bool(p.get("any number")), oids=True):
        if obj in lands:
            _play_land_now(ctx, obj)
            continue
        spell = stack.cast(game, obj, ctx.controller, free=bool(p.get("without paying")), resolving=True,
                           ways=tuple(ways[obj.oid]))
        if spell is not None and p.get("any mana type") and game.version.exists("118.14"):
            game.emit(events.AnyManaTypeCanBeSpent(game.chars(spell.oid).name), ("118.14",))


def _may_play_land_now(ctx: Context, obj: GameObject) -> bool:
    """"You may play one of those cards": a land card can be played during resolution only in its player's turn
    (305.3) and while they have a land play left (305.2a-b)."""
    game = ctx.game
    player = game.players[ctx.controller]
    return ("Land" in game.chars(obj.oid).types and game.turn.active == ctx.controller
            and player.lands_played < 1 + player.additional_land_plays)


def _play_land_now(ctx: Context, obj: GameObject) -> None:
    """305.2a: a land played during the resolution of a spell or ability counts as a land played this turn."""
    game = ctx.game
    player = game.players[ctx.controller]
    player.lands_played += 1
    game.emit(events.Played(obj.label, game.chars(obj.oid).name, player.name), ("305.2a", "116.2a"))
    zones.enter_battlefield(game, obj, ctx.controller, "moved", ())


def _ways_to_cast(ctx: Context, obj: GameObject, flt: dict[str, Any] | None) -> list[str]:
    """How a card may be cast as a spell matching `flt`: normally, and/or as its Omen (720.3a: judged by the
    Omen's characteristics alone). An anonymous library card (judge.cards.ANONYMOUS: an unknown card that matters
    only as count and order) is never cast."""
    if obj.card is ANONYMOUS:
        return []
    ways = ["normal"] if match_filter(ctx, flt, obj.oid) else []
    if obj.card.omen is not None:
        omen = base_chars(obj, obj.card.omen)
        flt = dict(flt or {}, **({"mana value at most": ctx.x} if (flt or {}).get("mana value at most") == "X" else {}))
        if matches(ctx.game, flt, obj.oid, omen, ctx.source_oid, ctx.controller):
            ways.append("omen")
    return ways


@handler("cast_copy")
def e_cast_copy(ctx: Context, p: dict[str, Any]) -> None:
    """707.12: copy each card an earlier effect of this ability exiled ("Copy it/them. You may cast the
    copy/copies."); the player chooses for each copy whether to cast it (707.12a)."""
    game = ctx.game
    for obj in ctx.extra.get("exiled", []):
        if obj.oid in game.objects and obj.zone == "exile" and ctx.ask(MayCastCopy(ctx.source_name, obj.label)):
            stack.cast(game, obj, ctx.controller, free=True, resolving=True, copy=True)


@handler("copy_spell")
def e_copy_spell(ctx: Context, p: dict[str, Any]) -> None:
    """707.10: "Copy target [instant or sorcery] spell. You may choose new targets for the copy." The copy's
    controller (and owner) is this ability's controller; new targets are a `targets:` choice (707.10c),
    default: the same ones. `that spell: true`: the spell whose casting triggered this ability ("When you next
    cast an instant or sorcery spell this turn, copy it"), `count` copies, each with its own new targets; `not
    legendary: true`: "except the copy isn't legendary" (707.9b)."""
    game = ctx.game
    if p.get("that spell"):
        spell = triggering_spell(ctx)
        spells = [spell] if spell is not None else []
    else:
        spells = [spell for spell in target_list(ctx, p["target"]) if spell in game.stack]
    for spell in spells:
        for _ in range(p.get("count", 1)):
            new = None
            queue = game.choices.queue
            if p.get("may_choose_new_targets") and queue and queue[0].kind in ("target", "targets"):
                queued = queue.pop(0)  # 707.10c: the new targets, a `target(s):` choice
                new = queued.value if isinstance(queued.value, list) else [queued.value]
                new = [[ref] for ref in new]
            copy = stack.copy_spell(game, spell, ctx.controller, new)
            if p.get("not legendary"):
                _isnt_legendary(ctx, spell, copy)


def _isnt_legendary(ctx: Context, spell: GameObject, copy: GameObject) -> None:
    """707.9b: "copy it, except the copy isn't legendary": a copy effect (layer 1) on the copy gives it the
    spell's copiable values without the supertype; it stays with the token the copy becomes (608.3f)."""
    made = copies.copy_of(ctx.game, spell, {"not legendary": True}, ctx.source_oid, ctx.source_label,
                          ctx.source_name, ctx.controller)
    copies.begin(ctx.game, copy, made)
    ctx.game.emit(events.SpellCopyModified(copy.label, ctx.game.chars(copy.oid).name, made.exceptions),
                  ("707.9", "707.9b"))


@handler("cascade")
def e_cascade(ctx: Context, p: dict[str, Any]) -> None:
    """702.85a: exile cards from the top of your library until you exile a nonland card whose mana value is
    less than this spell's; you may cast it without paying its mana cost if the resulting spell's mana value
    is also less (so an Omen cast this way is judged by the Omen's, 720.3a); then put the other exiled cards
    on the bottom of your library in a random order (not a shuffle)."""
    exile_until_castable(ctx, ctx.event.get("mana_value", 0), inclusive=False, rule="702.85a")


def exile_until_castable(ctx: Context, limit: int, inclusive: bool, rule: str, else_to_hand: bool = False) -> None:
    """Cascade (702.85a) and discover (701.57a): exile from the top of the library until a nonland card with
    mana value below `limit` (or at most `limit`, `inclusive`) is exiled; its owner may cast it without paying
    its mana cost if the resulting spell's mana value is within the limit too (`else_to_hand`: if it is not
    cast, it goes to its owner's hand); the other exiled cards go on the bottom in a random order."""
    game = ctx.game
    player = game.players[ctx.controller]
    within = limit + 1 if inclusive else limit  # "less than within"
    exiled, hit = [], None
    while player.library:
        obj = zones.move(game, game.objects[player.library[0]], "exile", "exiled", (rule,))
        exiled.append(obj)
        ch = game.chars(obj.oid)
        if obj.card.omen is not None:
            game.emit(events.OmenCardInExile(ch.name, ch.mana_value), ("720.4",))
        if "Land" not in ch.types and ch.mana_value < within:
            hit = obj
            break
    if hit is not None and ctx.ask(MayCastFree(ctx.source_name, hit.label)):
        spell = stack.cast(game, hit, ctx.controller, free=True, resolving=True, limit_mana_value=within,
                           limit_rule=rule)
        if spell is not None:
            exiled.remove(hit)
    if hit is not None and else_to_hand and hit.oid in game.objects and hit.zone == "exile":
        exiled.remove(hit)
        zones.move(game, hit, "hand", "moved", (rule,))
    rest = [o for o in exiled if o.oid in game.objects and o.zone == "exile"]
    game.rng.shuffle(rest)
    for obj in rest:
        zones.move(game, obj, "library", "moved", (rule,), position="bottom", quiet=True)
    if rest:
        game.emit(events.RestOnBottom(player.name, len(rest)), (rule,))


@handler("ward")
def e_ward(ctx: Context, p: dict[str, Any]) -> None:
    """702.21a: counter the spell or ability that targeted this permanent unless its controller pays the
    cost: `mana` (mana is treated as paid: a `may: no` declines), `life: N` (only with at least N life,
    119.4) or `discard: N` (only with N cards in hand). The payer answers a `may:` choice (default yes)."""
    game = ctx.game
    item = next((i for i in game.stack if i.oid == ctx.event.get("item")), None)
    if item is None:
        game.emit(events.WardTargetGone(ctx.source_name), ())
        return
    payer = game.players[item.controller]
    what = stack.name_of(game, item)
    able = payer.life >= p.get("life", 0) and len(payer.hand) >= p.get("discard", 0)
    if able and ctx.ask(MayPayWard(ctx.source_name, what), player=item.controller):
        if p.get("life"):
            payer.life -= p["life"]
            game.emit(events.WardLifePaid(payer.name, p["life"]), ("119.4", "702.21a"))
        for obj in choosing.choose_cards(game, item.controller, payer.hand, p.get("discard", 0), "discard"):
            zones.move(game, obj, "graveyard", "discarded", ("702.21a",))
        if p.get("mana"):
            game.emit(events.WardManaPaid(payer.name, p["mana"]), ("702.21a",))
        return
    if not able:
        life = p.get("life", 0)
        game.emit(events.WardCantBePaid(payer.name, p.get("discard", 0), len(payer.hand), life, payer.life),
                  ("118.3",) + (("119.4",) if payer.life < life else ()) + ("702.21a",))
    stack.counter(game, item, ("702.21a", "701.6a"))


@handler("cast_exiled")
def e_cast_exiled(ctx: Context, p: dict[str, Any]) -> None:
    """Rebound's delayed trigger (702.88a): you may cast the card from exile without paying its mana cost,
    if it is still the same object in exile (400.7)."""
    card = ctx.game.objects.get(ctx.source_oid)  # the exiled card is the source (603.7)
    if card is None or card.zone != "exile":
        ctx.game.emit(events.NoLongerInExile(ctx.source_name), ())
    elif ctx.ask(MayCastFromExile(ctx.source_name)):
        stack.cast(ctx.game, card, ctx.controller, free=True, resolving=True)


@handler("may_play_exiled")
def e_may_play_exiled(ctx: Context, p: dict[str, Any]) -> None:
    """"Until [end of turn | the end of your next turn], you may play those cards": a permission from a
    resolved effect for the cards an earlier effect of this ability exiled (601.3); `linked: true`: "cards
    exiled with [this]", those a linked ability of its source exiled that are still in exile (607.2a). `during:
    lore counter turns`: "During any turn you put a lore counter on this Saga, you may play that card" (no end)."""
    during = p.get("during", "")
    for obj in linked_in_exile(ctx) if p.get("linked") else ctx.extra.get("exiled", []):
        if obj.oid in ctx.game.objects:
            permissions.grant(ctx.game, obj, ctx.controller, ctx.source_oid, ctx.source_name,
                              p.get("until", "" if during else "end of turn"), during)


@handler("counter")
def e_counter(ctx: Context, p: dict[str, Any]) -> None:
    """701.6a; `to: hand` puts a countered spell into its owner's hand instead of the graveyard (Remand)."""
    for item in target_list(ctx, p["target"]):
        if item in ctx.game.stack:
            stack.counter(ctx.game, item, to=p.get("to", "graveyard"))
            ctx.did = True


@handler("may_cast_from")
def e_may_cast_from(ctx: Context, p: dict[str, Any]) -> None:
    """601.3: "Until end of turn, you may cast instant and sorcery spells from any graveyard": the controller may
    cast spells matching `filter` from that zone of any player (`whose: any`) until the duration ends, cards put
    there later included; `if cast this way` adds a replacement ("If a spell cast this way would be put into a
    graveyard, exile it instead", 614.1a)."""
    game = ctx.game
    until = p.get("until", "end of turn")
    what = p.get("text", "spells")
    permissions.grant_zone(game, p["zone"], p.get("filter"), ctx.controller, ctx.source_oid, ctx.source_name, until,
                           p.get("if cast this way"), what)
    game.emit(events.MayCastFromZone(game.players[ctx.controller].name, ctx.source_name, what, until), ("601.3",))


@handler("cant_cast_same_mana_value")
def e_cant_cast_same_mana_value(ctx: Context, p: dict[str, Any]) -> None:
    """101.2: "your opponents can't cast spells with the same mana value as that spell until your next turn": the
    mana value of the spell whose casting triggered the ability (as it was cast) is locked in (611.2c); each
    `player` named is forbidden to cast spells with it while the effect lasts."""
    game = ctx.game
    if "mana_value" not in ctx.event:  # not a spell's casting that triggered it: there is no "that spell"
        return
    until = p.get("until", "indefinite")
    players = players_of(ctx, p.get("player", "each opponent"))
    mana_value = int(ctx.event["mana_value"])
    names = tuple(game.players[q].name for q in players)
    what = f"{' and '.join(names)} can't cast spells with mana value {mana_value}"
    game.effects.append(ContinuousEffect("cant_cast_mana_value", {"players": players, "mana value": mana_value,
                                                                  "what": what},
                                         ctx.source_oid, ctx.controller, game.timestamp(), duration=until,
                                         source_label=ctx.source_label, cites=("101.2",),
                                         created_turn=game.turn.number, source_name=ctx.source_name))
    game.emit(events.CantCastSameManaValue(ctx.source_name, names, mana_value, until,
                                           game.players[ctx.controller].name), ("101.2", "611.2c"))
