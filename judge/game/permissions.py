"""Who may cast what, from where, and when (CR 601.3, 101.2).

A card may be cast from its owner's hand. From anywhere else it needs a
permission: a static ability (`may_cast_from` with `zone`, `filter`, `during:
your turn`, `times per turn`, `if cast this way`: Kess, Precognition Field,
Thundermane Dragon) or a resolved effect ("you may play those cards", Light Up
the Stage). Permissions, prohibitions (`cant_cast`: Meddling Mage) and flash
permissions (`cast_as_though_flash`) are judged by the characteristics the
spell would have, so a card cast as an Omen is judged as its Omen (601.3e,
720.3a).
"""

from __future__ import annotations

from collections.abc import Iterator
from judge.records import Mutable
from typing import TYPE_CHECKING

from judge.game import events
from judge.game.layers import matches
from judge.game.refusals import Attempt, CastingForbidden, IllegalActionError

if TYPE_CHECKING:
    from judge.game.layers import Chars
    from judge.game.objects import CardData, GameObject
    from judge.game.state import Game

class PlayPermission(Mutable, eq=False):
    """"You may play that card" from a resolved effect (601.3): `controller`, who controlled the effect, may play
    the card `oid` for `duration` (judge.cards.vocabulary.DURATIONS, 611.2a), and only while it stays where it
    is (400.7: a moved card is a new object). With no `oid`, "you may cast [filter] spells from [zone]": any card
    in that zone of any player matching `filter` as it is there, with `static`'s `if cast this way`. `during`: only
    during such turns ("During any turn you put a lore counter on this Saga, you may play that card": `lore counter
    turns`)."""

    oid: int | None
    source_oid: int
    source_name: str
    controller: int
    duration: str
    created_turn: int
    zone: str = ""
    filter: "CardData | None" = None
    static: "CardData | None" = None
    what: str = ""  # the spells a zone grant covers, in the card's words
    during: str = ""
    rule: str = "601.3"  # the rule that lets the card be cast (airbend: 701.65a)


class Permission(Mutable):
    """A way a player may cast or play a card from a zone (601.3), and the effect that grants it."""

    source_oid: int
    source_name: str
    static: CardData  # the static ability that gives it (empty for a resolved effect's)
    rule: str = "601.3"


def exile_instead(permission: Permission) -> str:
    """Kess: "If a spell cast this way would be put into your graveyard, exile it instead" (614.1a); flashback:
    "If the flashback cost was paid, exile this card instead of putting it anywhere else" (702.34a)."""
    if "flashback" in permission.static:
        return "flashback"
    then = permission.static.get("if cast this way") or {}
    return permission.source_name if then.get("replacement") == "graveyard_to_exile" else ""


def _statics(game: "Game", effect: str) -> Iterator[tuple[GameObject, Chars, CardData]]:
    """Permanents with a static ability of this effect, with their characteristics and its parameters."""
    for obj in game.having("static", effect):
        ch = game.chars(obj.oid)
        for ability in ch.abilities:
            if ability.kind == "static" and ability.static.get("effect") == effect:
                yield obj, ch, ability.static


def check_prohibitions(game: "Game", spell: "GameObject", ch: "Chars", player: int, what: Attempt) -> None:
    """101.2: "can't" beats "may". `cant_cast` forbids spells matching its filter, e.g. `name: {chosen:
    true}`: the name its source chose as it entered (720.5: possibly an Omen's name)."""
    for source, source_ch, static in _statics(game, "cant_cast"):
        if matches(game, static.get("filter"), spell.oid, ch, source.oid, source_ch.controller):
            raise IllegalActionError(CastingForbidden(what, source_ch.name, source.chosen_name), "101.2",
                                     also=("601.3",))
    for effect in game.effects:
        if effect.kind == "cant_cast_mana_value" and player in effect.params["players"] and \
                ch.mana_value == effect.params["mana value"]:
            raise IllegalActionError(CastingForbidden(what, effect.source_name, None, ch.mana_value), "101.2",
                                     also=("601.3",))


def has_flash_permission(game: "Game", spell: "GameObject", ch: "Chars", player: int) -> bool:
    """601.3b-style: "you may cast [spells] as though they had flash", for spells matching its filter."""
    return any(source_ch.controller == player and matches(game, static.get("filter"), spell.oid, ch, source.oid,
                                                           player)
               for source, source_ch, static in _statics(game, "cast_as_though_flash"))


def _zone_of(game: "Game", card: "GameObject") -> str | None:
    if card.zone == "library":
        library = game.players[card.owner].library
        return "library top" if library and library[0] == card.oid else None
    return card.zone


def play_permission(game: "Game", card: "GameObject", player: int) -> Permission | None:
    """A resolved effect's "you may play that card" that still lasts (Light Up the Stage)."""
    for grant in game.play_permissions:
        if grant.controller != player:
            continue
        if grant.oid == card.oid and (
                grant.during != "lore counter turns" or _put_lore_counter_this_turn(game, grant.source_oid, player)):
            return Permission(grant.source_oid, grant.source_name, grant.static or {}, grant.rule)
        if grant.oid is None and card.zone == grant.zone and matches(game, grant.filter, card.oid, game.chars(card.oid),
                                                                    grant.source_oid, player):
            return Permission(grant.source_oid, grant.source_name, grant.static or {})
    return None


def idle_play_permission(game: "Game", card: "GameObject", player: int) -> PlayPermission | None:
    """A permission for `player` to play `card` that exists but can't be used this turn (its `during`)."""
    return next((grant for grant in game.play_permissions if grant.controller == player and grant.oid == card.oid
                 and grant.during == "lore counter turns"
                 and not _put_lore_counter_this_turn(game, grant.source_oid, player)), None)


def _put_lore_counter_this_turn(game: "Game", saga_oid: int, player: int) -> bool:
    """Has `player` put a lore counter on the permanent `saga_oid` this turn (as it entered, or later)?"""
    for logged in reversed(game.log):
        if isinstance(logged.event, events.TurnBegins):
            return False
        event = logged.event
        if isinstance(event, events.CountersPut) and event.oid == saga_oid and event.counter_kind == "lore" \
                and event.putter == player:
            return True
    return False


def cast_permission(game: "Game", card: "GameObject", spell: "GameObject", ch: "Chars",
                    player: int) -> Permission | None:
    """The first permission that lets `player` cast `card` (as the spell `ch`) from where it is."""
    zone = _zone_of(game, card)
    granted = play_permission(game, card, player)
    if granted is not None:
        return granted
    if card.owner != player:
        return None
    if zone == "exile" and card.foretold_turn is not None and card.foretold_turn < game.turn.number:
        foretell = next((a for a in game.chars(card.oid).abilities if a.keyword == "Foretell"), None)
        if foretell is not None:  # 702.143a: after the turn it was foretold, for its foretell cost
            return Permission(card.oid, ch.name, {"foretell": dict(foretell.cost)}, "702.143a")
    if zone == "graveyard" and ("Instant" in ch.types or "Sorcery" in ch.types):
        flashback = next((a for a in game.chars(card.oid).abilities if a.keyword == "Flashback"), None)
        if flashback is not None:  # 702.34a: cast from your graveyard for its flashback cost
            return Permission(card.oid, ch.name, {"flashback": dict(flashback.cost)}, "702.34a")
    for source, source_ch, static in _statics(game, "may_cast_from"):
        if source_ch.controller != player or static.get("zone") != zone:
            continue
        if static.get("during") == "your turn" and game.turn.active != player:
            continue
        used = game.turn.cast_with.count((source.oid, player))
        if "times per turn" in static and used >= static["times per turn"]:
            continue
        if matches(game, static.get("filter"), spell.oid, ch, source.oid, player):  # escape: 702.138a
            return Permission(source.oid, source_ch.name, static, "702.138a" if "escape" in static else "601.3")
    return None


def grant(game: "Game", card: "GameObject", player: int, source_oid: int, source_name: str,
          until: str = "end of turn", during: str = "", static: "CardData | None" = None, rule: str = "601.3") -> None:
    """A resolved effect lets `player` play `card` `until` a duration ends (judge.game.durations ends it), only
    `during` such turns if it says; the permission lasts while the card stays in that zone (400.7: a moved card is
    a new object). `static`: how a spell cast with it is cast (`{airbend: "{2}"}`: for that cost rather than its
    mana cost), by `rule`."""
    game.play_permissions.append(PlayPermission(card.oid, source_oid, source_name, player, until, game.turn.number,
                                                static=static, during=during, rule=rule))
    game.emit(events.MayPlay(game.players[player].name, source_name, game.chars(card.oid).name, until, during),
              (rule,))


def grant_zone(game: "Game", zone: str, flt: "CardData | None", player: int, source_oid: int, source_name: str,
               until: str, if_cast_this_way: "CardData | None", what: str) -> None:
    """A resolved effect lets `player` cast spells matching `flt` from `zone` of any player `until` a duration ends
    (601.3): cards put there later are covered too."""
    static = {"if cast this way": dict(if_cast_this_way)} if if_cast_this_way else {}
    game.play_permissions.append(PlayPermission(None, source_oid, source_name, player, until, game.turn.number, zone,
                                                flt, static, what))
