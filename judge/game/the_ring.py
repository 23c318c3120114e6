"""The Ring tempts you (701.54): the emblem named The Ring, its level and each player's Ring-bearer.

Each time the Ring tempts a player, they get the emblem if they have none (701.54c), then choose a creature they
control as their Ring-bearer, not a target (701.54a; a `card:` choice, default their first creature in timestamp
order). The Ring's abilities grow with the number of times it has tempted that player (701.54c):

1. "Your Ring-bearer is legendary and can't be blocked by creatures with greater power." (layer 4, 613.1d;
   a blocking restriction, 509.1b)
2. "Whenever your Ring-bearer attacks, draw a card, then discard a card."
3. "Whenever your Ring-bearer becomes blocked by a creature, the blocking creature's controller sacrifices it at
   end of combat." (it creates a delayed triggered ability, 603.7)
4. "Whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 life."

The emblem is no object of the run: its triggered abilities are put on the stack with the source "The Ring".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.cards import Ability
from judge.game import choosing, events, triggers
from judge.game.layers import ContinuousEffect
from judge.game.questions import RingBearerToChoose

if TYPE_CHECKING:
    from judge.game.events import LoggedEvent
    from judge.game.objects import EventData, GameObject
    from judge.game.state import Game

RING = "The Ring"
NO_OBJECT = 0  # the emblem's abilities have no object as their source (object ids start at 2)

LOOT = Ability("triggered", "Whenever your Ring-bearer attacks, draw a card, then discard a card.",
               trigger={"event": "attacks"}, effects=({"draw": {"count": 1}}, {"discard": {}}))
SACRIFICE_BLOCKER = Ability(
    "triggered", "Whenever your Ring-bearer becomes blocked by a creature, the blocking creature's controller "
    "sacrifices it at end of combat.", trigger={"event": "becomes blocked"},
    effects=({"delayed_trigger": {"when": {"event": "beginning of", "step": "end of combat"},
                                  "text": "At end of combat, the blocking creature's controller sacrifices it.",
                                  "effects": [{"sacrifice_blocker": {}}]}},))
DRAIN = Ability("triggered", "Whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 life.",
                trigger={"event": "deals damage", "combat": True, "to": "player"},
                effects=({"lose_life": {"player": "each opponent", "amount": 3}},))


def bearer(game: "Game", player: int) -> "GameObject | None":
    """701.54e: `player`'s Ring-bearer: the permanent with the designation, on the battlefield under their
    control (a new object after a zone change has no designation, 400.7)."""
    oid = game.players[player].ring_bearer
    obj = game.objects.get(oid) if oid is not None else None
    if obj is None or obj.zone != "battlefield" or game.chars(obj.oid).controller != player:
        return None
    return obj


def tempt(game: "Game", player: int) -> None:
    """701.54a-d: the Ring tempts `player`: the emblem first if they have none (701.54c), then they choose a
    creature they control, which becomes their Ring-bearer (it stays one if chosen again); they are tempted even
    if they control no creature (701.54d)."""
    who = game.players[player]
    if who.ring_tempted == 0:
        who.ring_timestamp = game.timestamp()
        game.emit(events.RingEmblemCreated(who.name, RING), ("701.54c",))
    who.ring_tempted += 1
    creatures = [o for o in game.battlefield() if game.chars(o.oid).controller == player
                 and "Creature" in game.chars(o.oid).types]
    chosen = choosing.choose_cards(game, player, creatures, 1, "choose as Ring-bearer", oids=True,
                                   cites=("701.54a",), question=RingBearerToChoose(who.name))
    if chosen:
        who.ring_bearer = chosen[0].oid
    game.touch()
    name = game.chars(chosen[0].oid).name if chosen else None
    game.emit(events.RingTempts(who.name, who.ring_tempted, name), ("701.54a", "701.54d"))


def legendary_effects(game: "Game") -> list[ContinuousEffect]:
    """701.54c: "Your Ring-bearer is legendary": a layer-4 effect of each player's Ring on their Ring-bearer, with
    the emblem's timestamp (613.7)."""
    found = []
    for player in game.players:
        oid = player.ring_bearer
        if player.ring_tempted and oid is not None and oid in game.objects and game.objects[oid].zone == "battlefield":
            found.append(ContinuousEffect("add_types", {"types": [], "supertypes": ["Legendary"]}, oid, player.index,
                                          player.ring_timestamp, locked=frozenset((oid,)), source_label=RING,
                                          cites=("701.54c",), source_name=RING))
    return found


def end_designations(game: "Game") -> None:
    """701.54a: a Ring-bearer stops being one as another player gains control of it."""
    for player in game.players:
        oid = player.ring_bearer
        if oid is None:
            continue
        obj = game.objects.get(oid)
        if obj is None or obj.zone != "battlefield":
            player.ring_bearer = None
            continue
        ch = game.chars(oid)
        if ch.controller != player.index:
            player.ring_bearer = None
            game.touch()
            game.emit(events.RingBearerDesignationEnds(player.name, ch.name, game.players[ch.controller].name),
                      ("701.54a",))


def cant_block(game: "Game", blocker: "GameObject", attacker: "GameObject") -> bool:
    """701.54c: a player's Ring-bearer can't be blocked by creatures with greater power."""
    controller = game.chars(attacker.oid).controller
    if bearer(game, controller) is not attacker:
        return False
    return (game.chars(blocker.oid).power or 0) > (game.chars(attacker.oid).power or 0)


def detect(game: "Game", event: "LoggedEvent") -> None:
    """The Ring's triggered abilities (701.54c), by the number of times it has tempted its owner: a Ring-bearer
    attacks (2), becomes blocked by a creature (3, once for each blocker), deals combat damage to a player (4)."""
    if event.kind not in ("attacks", "becomes blocked", "damage") or not any(p.ring_tempted > 1 for p in game.players):
        return
    data = event.data
    actor = data.get("source_oid", data.get("oid"))
    for player in game.players:
        obj = bearer(game, player.index)
        if obj is None or obj.oid != actor:
            continue
        if event.kind == "attacks" and player.ring_tempted >= 2:
            _trigger(game, LOOT, player.index, data)
        elif event.kind == "becomes blocked" and player.ring_tempted >= 3:
            for blocker in game.turn.blocks.get(obj.oid, ()):
                _trigger(game, SACRIFICE_BLOCKER, player.index, data, {"blocker": [game.objects[blocker]]})
        elif event.kind == "damage" and data.get("combat") and data.get("player_index") is not None \
                and player.ring_tempted >= 4:
            _trigger(game, DRAIN, player.index, data)


def _trigger(game: "Game", ability: Ability, player: int, data: "EventData",
             earlier: "dict[str, list[GameObject]] | None" = None) -> None:
    """The Ring's ability triggers; `earlier`: the objects it refers to ("the blocking creature", 603.7c)."""
    game.trigger_order += 1
    game.pending.append(triggers.PendingTrigger(ability, NO_OBJECT, RING, RING, player, game.trigger_order,
                                                event=dict(data), earlier=dict(earlier or {})))
    game.emit(events.Triggered(RING, RING, RING, None, None, game.players[player].name), ("701.54c", "603.2"))
