"""Effects of transforming double-faced cards (712): exile a permanent, then return it to the battlefield
transformed (712.14a, back face up) or front face up (712.14); transform a permanent in place (701.27); incubate
(701.53), whose Incubator token is double-faced (111.10i)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from judge.cards import predefined_token
from judge.game import counters, events, zones
from judge.game.effects.parameters import amount, objects_of
from judge.game.resolution import Context, handler

if TYPE_CHECKING:
    from judge.game.objects import GameObject
    from judge.game.state import Game


@handler("transform_return")
def e_transform_return(ctx: Context, p: dict[str, Any]) -> None:
    """"Exile this [permanent], then return it to the battlefield transformed under your control": it enters
    back face up (712.14a); `face: front`, "(front face up)": it enters with its front face up (712.14);
    `under: owner`, "under its owner's control"; a resolving spell exiles itself the same way ("exile it, then
    put it onto the battlefield transformed"); `counter: KIND`: it enters with one such counter. Each step finds
    a new object (400.7): a source already gone from the battlefield is neither exiled nor returned; a card that
    isn't double-faced stays in exile (712.14a)."""
    game = ctx.game
    spell = game.objects.get(ctx.source_oid)
    source = ctx.source or (spell if spell is not None and spell in game.stack else None)  # "exile [this spell]"
    if source is None:
        game.emit(events.SourceGoneNotReturned(ctx.source_name), ("400.7",))
        return
    exiled = zones.move(game, source, "exile", "exiled", ())
    if exiled.card.back is None:
        game.emit(events.NotDoubleFacedStaysInExile(game.chars(exiled.oid).name), ("712.14a",))
        return
    if p.get("counter"):  # "with a finality counter on it": it enters with it (614.1c, 122.6)
        exiled.as_permanent["counters"] = [(p["counter"], 1, ctx.controller, ctx.source_name)]
    face: Literal["front", "back"] = "front" if p.get("face") == "front" else "back"
    controller = exiled.owner if p.get("under") == "owner" else ctx.controller
    returned = zones.move(game, exiled, "battlefield", "returned", ("712.14a" if face == "back" else "712.14",),
                          controller=controller, face=face)
    if returned.zone == "battlefield":  # a token stays in exile (111.8)
        note_face_up(game, returned, face)


def note_face_up(game: "Game", obj: "GameObject", face: Literal["front", "back"]) -> None:
    """The face it entered with is the only one whose characteristics it has (712.8d-e). A face that is not a
    Saga had no lore counter put on it as it entered (714.3a) and has no chapter abilities to trigger (714.2b); a
    Saga face entered the battlefield, unlike a permanent that transforms, so 714.3a gave it its lore counter."""
    ch = game.chars(obj.oid)
    saga = "Saga" in ch.subtypes
    lore = int(obj.counters.get("lore", 0))
    cites = ("712.8e",) if face == "back" else ("712.8d",)
    game.emit(events.EnteredFaceUp(ch.name, face, saga, lore), cites if saga and not lore else cites + ("714.3a",))


@handler("transform")
def e_transform(ctx: Context, p: dict[str, Any]) -> None:
    """701.27a: turn each permanent over so that its other face is up; it stays the same object, with its counters
    and damage (712.9). One that isn't a double-faced card or token doesn't transform (701.27c), nor one whose other
    face is an instant or sorcery (701.27d)."""
    game = ctx.game
    for obj in objects_of(ctx, p):
        before = game.chars(obj.oid).name
        other = obj.card.front if obj.face == "back" else obj.card.back
        if other is None or {"Instant", "Sorcery"} & set(other.types):
            game.emit(events.DoesNotTransform(before), ("701.27c",) if other is None else ("701.27d",))
            continue
        obj.face = "front" if obj.face == "back" else "back"
        game.touch(obj)
        game.emit(events.Transformed(before, game.chars(obj.oid).name, obj.face), ("701.27a", "712.9"))


@handler("incubate")
def e_incubate(ctx: Context, p: dict[str, Any]) -> None:
    """701.53a: "Incubate N": create an Incubator token (111.10i: a double-faced token, front face a colorless
    Incubator artifact with "{2}: Transform this token.", back face a 0/0 colorless Phyrexian artifact creature
    named Phyrexian Token) that enters with N +1/+1 counters on it (614.1c)."""
    game = ctx.game
    n = amount(ctx, p.get("count", 1))
    game.emit(events.Incubates(game.players[ctx.controller].name, n), ("701.53a",))
    token = zones.create_token(game, predefined_token("Incubator"), ctx.controller, "Incubator", ("701.53a",))
    ctx.extra.setdefault("created", []).append(token)
    if n > 0 and token.zone == "battlefield":
        counters.put(game, token, "+1/+1", n, ctx.controller, True, ("701.53a", "614.1c"), how="entering: effect",
                     entering=True)
