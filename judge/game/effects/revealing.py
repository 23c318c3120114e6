"""Looking at and revealing cards (701.20): look at the top N cards of a library, put some into the hand and the
rest on the bottom (701.20e, 401.4); reveal a hand and choose the card its owner discards (701.20a, 701.9b)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from judge.game import choosing, counters, events, zones
from judge.game.effects.parameters import amount, match_filter, players_of
from judge.game.questions import BottomOrder, CardFromRevealedHand, LookedAtToExile, LookedAtToHand
from judge.game.resolution import Context, handler

if TYPE_CHECKING:
    from judge.game.objects import GameObject
    from judge.game.state import Game

# `rest:` of look_at_top: where the cards not taken go, and in what order (the event's words for it).
REST_ORDERS: dict[str, events.RestOrder] = {
    "bottom_any_order": "any order", "bottom_random": "a random order"}


def filter_words(flt: dict[str, Any] | None) -> str:
    """A filter of card types in the words of a card ("nonland", "artifact", "creature or planeswalker")."""
    flt = flt or {}
    words = [f"non{t.lower()}" for t in flt.get("not types", ())]
    words += [f"non-{s}" for s in flt.get("not subtypes", ())]
    words += [" or ".join(t.lower() for t in flt.get("any type", ()))] if flt.get("any type") else []
    words += [" ".join([*flt.get("subtypes", ()), *(t.lower() for t in flt.get("types", ()))])] \
        if flt.get("types") or flt.get("subtypes") else []
    words += [flt["with keyword"]] if flt.get("with keyword") else []
    if flt.get("any of"):
        alternatives = [filter_words(alternative) for alternative in flt["any of"]]
        words += [", ".join(alternatives[:-1]) + " or " + alternatives[-1] if len(alternatives) > 1
                  else alternatives[0]]
    return ", ".join(words) or "any"


def _names(game: "Game", objs: list["GameObject"]) -> tuple[str, ...]:
    return tuple(game.chars(o.oid).name for o in objs)


def _bottom_order(game: "Game", player: int, rest: list["GameObject"]) -> list["GameObject"]:
    """401.4: the player arranges the cards going to the bottom (default: in the order they were, top first)."""

    def parse(value: Any, line: int | None) -> list["GameObject"]:
        names = value if isinstance(value, list) else [value]
        order: list["GameObject"] = []
        for name in names:
            hit = next((o for o in rest if o not in order and (o.label == name or game.chars(o.oid).name == name)),
                       None)
            if hit is None:
                game.fail(f"bottom order: {name!r} is not among the cards going to the bottom")
            else:
                order.append(hit)
        if len(order) != len(rest):
            game.fail(f"bottom order: name all {len(rest)} cards going to the bottom, in order")
        return order

    options = [rest, rest[::-1]] if len(rest) > 1 else [rest]
    chosen: list["GameObject"] = game.decide(BottomOrder(game.players[player].name), player, options, rest, parse,
                                             lambda objs: _names(game, objs), cites=("401.4",))
    return chosen


@handler("look_at_top")
def e_look_at_top(ctx: Context, p: dict[str, Any]) -> None:
    """701.20e: look at the top N cards of your library; put `take` of them (those matching `filter`; with
    `may`, up to that many, revealed, 701.20a) into your hand and the rest on the bottom of your library in any
    order (401.4) or in a random order. `to: exile`: the cards taken are exiled instead (`face down`, with a
    `counter`)."""
    game = ctx.game
    exiling = p.get("to") == "exile"
    n = amount(ctx, p.get("count", 1))
    take = p.get("take", 1)
    may = p.get("may", False)
    order = REST_ORDERS[p.get("rest", "bottom_any_order")]
    for player in players_of(ctx, p.get("player")):
        name = game.players[player].name
        looked = [game.objects[oid] for oid in game.players[player].library[:max(n, 0)]]
        eligible = [o for o in looked if match_filter(ctx, p.get("filter"), o.oid)]
        question = (LookedAtToExile(name, n, take) if exiling
                    else LookedAtToHand(name, n, take, filter_words(p.get("filter")), may))
        taken = choosing.choose_cards(game, player, eligible, take, "put into the hand", up_to=may, oids=True,
                                      cites=("701.20e", "608.2d"), question=question, default=eligible[:take],
                                      flt=p.get("filter"))
        rest = [o for o in looked if o not in taken]
        if order == "any order":
            rest = _bottom_order(game, player, rest)
        else:
            game.rng.shuffle(rest)
        revealed = may and bool(taken)
        game.emit(events.LookedAtTop(name, n, _names(game, looked), () if exiling else _names(game, taken), revealed,
                                     _names(game, rest), order),
                  ("701.20e",) + (("701.20a",) if revealed else ()) + (("401.4",) if order == "any order" else ()))
        library = game.players[player].library
        for obj in rest:
            library.remove(obj.oid)
            library.append(obj.oid)
        for obj in taken:
            if exiling:
                _exile_with_counter(ctx, obj, p)
            else:
                zones.move(game, obj, "hand", "moved", ("701.20e",))


def _exile_with_counter(ctx: Context, obj: "GameObject", p: dict[str, Any]) -> None:
    """"Exile one of them face down with a hatching counter on it" (406.3: a card exiled face down; its owner
    may look at it, and judge keeps its characteristics for the effects that find it later)."""
    game = ctx.game
    exiled = zones.move(game, obj, "exile", "exiled", ("701.20e",))
    if p.get("face down"):
        game.emit(events.ExiledFaceDown(game.chars(exiled.oid).name, game.players[exiled.owner].name), ("406.3",))
    if p.get("counter"):
        counters.put(game, exiled, p["counter"], 1, ctx.controller, True, ("122.1",))


@handler("reveal_hand_choose_discard")
def e_reveal_hand_choose_discard(ctx: Context, p: dict[str, Any]) -> None:
    """701.20a: the player reveals their hand; the effect's controller chooses a card from it (matching
    `filter`); 701.9a-b: that player discards that card."""
    game = ctx.game
    what = filter_words(p.get("filter"))
    for player in players_of(ctx, p.get("player")):
        name = game.players[player].name
        hand = [game.objects[oid] for oid in game.players[player].hand]
        game.emit(events.HandRevealed(name, _names(game, hand)), ("701.20a",))
        eligible = [o for o in hand if match_filter(ctx, p.get("filter"), o.oid)]
        if not eligible:
            game.emit(events.NoCardToChoose(ctx.source_name, game.players[ctx.controller].name, what), ("608.2d",))
            continue
        chosen = choosing.choose_cards(game, ctx.controller, eligible, 1, "discard", oids=True,
                                       cites=("701.9b", "608.2d"), question=CardFromRevealedHand(name, what),
                                       default=eligible[:1], flt=p.get("filter"))
        for obj in chosen:
            zones.move(game, obj, "graveyard", "discarded", ("701.9a",))
            ctx.did = True
        ctx.extra["discarded"] = len(chosen)


@handler("reveal_until")
def e_reveal_until(ctx: Context, p: dict[str, Any]) -> None:
    """701.20a: reveal cards from the top of your library until you reveal a card matching `filter`; put it
    `to` the battlefield (under your control) or your hand, and the rest on the bottom of your library in a
    random order (401.4). With no such card, the whole library is revealed and goes back in a random order."""
    game = ctx.game
    player = ctx.controller
    library = game.players[player].library
    revealed: list["GameObject"] = []
    found = None
    for oid in list(library):
        obj = game.objects[oid]
        revealed.append(obj)
        if match_filter(ctx, p["filter"], oid):
            found = obj
            break
    rest = [o for o in revealed if o is not found]
    game.rng.shuffle(rest)
    to = p.get("to", "battlefield")
    game.emit(events.RevealedUntil(game.players[player].name, filter_words(p["filter"]), _names(game, revealed),
                                   _names(game, [found])[0] if found else None, to, len(rest)),
              ("701.20a", "401.4"))
    for obj in rest:
        library.remove(obj.oid)
        library.append(obj.oid)
    if found is not None:
        zones.move(game, found, to, "moved", ("701.20a",), controller=player)


@handler("look_at")
def e_look_at(ctx: Context, p: dict[str, Any]) -> None:
    """701.20e: the controller looks at the top `count` cards of each library `top of library` names ("Look at the
    top card of each player's library"); they stay where they are, in their order. `hand of`: "look at that
    player's hand"."""
    game = ctx.game
    looker = game.players[ctx.controller].name
    for player in players_of(ctx, p["hand of"]) if "hand of" in p else ():
        game.emit(events.LookedAtHand(game.players[player].name, looker,
                                      _names(game, [game.objects[oid] for oid in game.players[player].hand])),
                  ("701.20e",))
    for player in players_of(ctx, p.get("top of library")) if "top of library" in p else ():
        cards = game.players[player].library[:amount(ctx, p.get("count", 1))]
        game.emit(events.LookedAtTopOf(game.players[player].name, looker, _names(game, [game.objects[oid] for oid in
                                                                                      cards])), ("701.20e",))
@handler("exile_until")
def e_exile_until(ctx: Context, p: dict[str, Any]) -> None:
    """701.13a: "Exile cards from the top of your library until you exile a [filter] card. ... Put the rest of
    those exiled cards on the bottom of your library in a random order." (401.4): the card found is what later
    instructions of the ability act on ("that card": ctx.extra["exiled"]); with no such card, every card of the
    library is exiled and goes back to the bottom."""
    game = ctx.game
    player = ctx.controller
    rest: list["GameObject"] = []
    found = None
    for oid in list(game.players[player].library):
        obj = game.objects[oid]
        matched = match_filter(ctx, p["filter"], oid)
        new = zones.move(game, obj, "exile", "exiled", ("701.13a",))
        ctx.did = True
        if matched:
            found = new
            break
        rest.append(new)
    game.rng.shuffle(rest)
    for obj in rest:
        if obj.zone == "exile":
            zones.move(game, obj, "library", "moved", ("401.4",), position="bottom")
    ctx.extra["exiled"] = [found] if found is not None else []


@handler("reveal_from_hand")
def e_reveal_from_hand(ctx: Context, p: dict[str, Any]) -> None:
    """701.20a: "Reveal a Giant card from your hand", "Reveal up to N [filter] cards from your hand": the player
    chooses `count` of them (default one; `up to`: any number up to it) and shows them, they stay in the hand
    (701.20b); sets "if you do" when one or more were revealed, and later instructions refer to them
    (ctx.extra["revealed"])."""
    game = ctx.game
    player = ctx.controller
    eligible = [game.objects[oid] for oid in game.players[player].hand if match_filter(ctx, p.get("filter"), oid)]
    chosen = choosing.choose_cards(game, player, eligible, amount(ctx, p.get("count", 1)), "reveal",
                                   up_to=bool(p.get("up to")), oids=True, cites=("701.20a", "608.2d"),
                                   flt=p.get("filter"))
    game.emit(events.CardsRevealed(game.players[player].name, _names(game, chosen)), ("701.20a",))
    ctx.extra["revealed"] = chosen
    ctx.did = ctx.did or bool(chosen)


@handler("reveal_top")
def e_reveal_top(ctx: Context, p: dict[str, Any]) -> None:
    """"Reveal the top card of your library. If it's a permanent card, put it into your hand." (701.20a): the card
    goes `to: hand` if it matches `filter`; otherwise it stays on top."""
    game = ctx.game
    for player in players_of(ctx, p.get("player")):
        library = game.players[player].library
        if not library:
            continue
        card = game.objects[library[0]]
        name = game.chars(card.oid).name
        fits = match_filter(ctx, p.get("filter"), card.oid)
        game.emit(events.TopCardRevealed(game.players[player].name, name, filter_words(p.get("filter")), fits),
                  ("701.20a",))
        if fits:
            zones.move(game, card, "hand", "moved", ("701.20a",))
