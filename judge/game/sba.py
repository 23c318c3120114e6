"""State-based actions (CR 704), checked as a fixpoint and performed simultaneously (704.3)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Callable, TypeAlias, cast

from judge.game import events, layers, sagas, zones
from judge.game.questions import LegendToKeep
from judge.game.layers import matches

if TYPE_CHECKING:
    from judge.game.layers import Chars
    from judge.game.objects import CardData, GameObject, Player
    from judge.game.state import Game

# A state-based action to perform: the event that says what and why, and the function that performs it.
Action: TypeAlias = "tuple[events.StateBasedAction, Callable[[], object]]"


def check(game: "Game") -> bool:
    """Perform every applicable state-based action at once; True if any was performed."""
    actions: list[Action] = []
    for player in game.players:
        if player.lost:
            continue
        if player.life <= 0:
            actions.append((events.NoLifeLeft(player.name, player.life), partial(lose, game, player)))
        elif player.drew_from_empty:
            actions.append((events.DrewFromEmptyLibrary(player.name), partial(lose, game, player)))
    for obj in game.strays():
        if obj.token and obj.zone != "battlefield":
            actions.append((events.TokenOutsideBattlefield(obj.label),
                            partial(zones.cease_to_exist, game, obj, ("704.5d", "111.7"), False)))
        elif obj.is_copy and obj.zone != "stack":
            actions.append((events.SpellCopyOutsideStack(obj.label),
                            partial(zones.cease_to_exist, game, obj, ("704.5e", "707.10a"), True)))
    permanents = game.sba_candidates()
    for obj in permanents:
        ch = game.chars(obj.oid)
        if "Aura" in ch.subtypes or "Legendary" in ch.supertypes:
            game.watch(obj)
        if "Creature" in ch.types and ch.toughness is not None:
            if ch.toughness <= 0:
                actions.append((events.ZeroToughness(ch.name, ch.toughness, _toughness_from(game, obj)),
                                partial(zones.move, game, obj, "graveyard", "moved", ("704.5f",))))
            elif obj.damage >= ch.toughness and not ch.has_keyword("Indestructible"):
                actions.append((events.LethalDamage(ch.name, obj.damage, ch.toughness, _toughness_from(game, obj)),
                                partial(zones.move, game, obj, "graveyard", "destroyed", ("704.5g",))))
            elif obj.deathtouched and not ch.has_keyword("Indestructible"):
                actions.append((events.DeathtouchDamage(ch.name),
                                partial(zones.move, game, obj, "graveyard", "destroyed", ("704.5h", "702.2b"))))
        if "Planeswalker" in ch.types and not obj.counters.get("loyalty"):
            actions.append((events.NoLoyalty(ch.name),
                            partial(zones.move, game, obj, "graveyard", "moved", ("704.5i",))))
        if "Aura" in ch.subtypes and not _legally_attached(game, obj, ch):
            actions.append((events.AuraNotAttached(ch.name),
                            partial(zones.move, game, obj, "graveyard", "moved", ("704.5m", "303.4c"))))
    actions += _legend_rule(game, permanents)
    actions += _role_rule(game, permanents)
    for obj in sagas.sacrifice_due(game, permanents):
        ch = game.chars(obj.oid)
        due = events.SagaPastFinalChapter(ch.name, obj.counters.get("lore", 0), ch.final_chapter, bool(ch.chapters))
        actions.append((due, partial(zones.move, game, obj, "graveyard", "sacrificed", ("704.5s", "714.4"))))
    if not actions:
        return False
    for event, _ in actions:
        game.emit(event, ("704.3", event.rule) + _deciding_rules(event))
    for _, perform in actions:
        perform()
    return True


def _toughness_from(game: "Game", obj: "GameObject") -> tuple[events.ToughnessStep, ...]:
    """The continuous effects that made `obj` a creature or changed its toughness (613.1d, 613.4), when any did:
    they decide whether 704.5f-g applies."""
    return tuple(events.ToughnessStep(source, cast(events.ToughnessLayer, layer), toughness)
                 for source, layer, toughness in layers.toughness_steps(game, obj))


def _deciding_rules(event: events.StateBasedAction) -> tuple[str, ...]:
    """Rules besides the action's own that decide it: the final chapter number (714.2d) for 704.5s; the layers
    that set a creature's toughness (613.1d, 613.4) for 704.5f-g."""
    if isinstance(event, events.SagaPastFinalChapter):
        return ("714.2d",)
    if isinstance(event, (events.ZeroToughness, events.LethalDamage)):
        return tuple(dict.fromkeys(layers.LAYER_RULE[step.layer] for step in event.toughness_from))
    return ()


def lose(game: "Game", player: Player, cites: tuple[str, ...] = ("104.3b",)) -> None:
    """The player loses the game (104.3: by a state-based action, 104.3b-c, or an effect, 104.3e)."""
    player.lost = True
    game.emit(events.PlayerLoses(player.name), cites)
    left = [p for p in game.players if not p.lost]
    if len(left) == 1 and not game.over:
        game.over = True  # 104.2a: the last player left in the game wins it
        game.emit(events.GameWon(left[0].name), ("104.2a",))


def _legend_rule(game: "Game", permanents: list[GameObject]) -> list[Action]:
    """704.5j: a player with two legendary permanents of one name keeps one and puts the rest into their
    owner's graveyard. `permanents` holds every legendary one (watched, see `Game.sba_candidates`)."""
    seen: dict[tuple[int, str], list[GameObject]] = {}
    for obj in permanents:
        ch = game.chars(obj.oid)
        if "Legendary" in ch.supertypes:
            seen.setdefault((ch.controller, ch.name), []).append(obj)
    actions: list[Action] = []
    for (controller, name), objs in seen.items():
        if len(objs) > 1:
            keep = _choose_legend(game, controller, name, objs)
            for obj in objs:
                if obj is not keep:
                    actions.append((events.LegendRule(game.players[controller].name, name, keep.label),
                                    partial(zones.move, game, obj, "graveyard", "moved", ("704.5j",))))
    return actions


def _role_rule(game: "Game", permanents: "list[GameObject]") -> list[Action]:
    """704.5z (303.7a): of the Roles one player controls attached to one permanent, all but the one with the most
    recent timestamp are put into their owners' graveyards."""
    roles: dict[tuple[int, int], list[GameObject]] = {}
    for obj in permanents:
        ch = game.chars(obj.oid)
        if "Role" in ch.subtypes and obj.attached_to is not None:
            roles.setdefault((obj.attached_to, ch.controller), []).append(obj)
    actions: list[Action] = []
    for (host, _), attached in roles.items():
        newest = max(attached, key=lambda o: o.timestamp or 0)
        for obj in attached:
            if obj is not newest:
                actions.append((events.RoleReplaced(game.chars(obj.oid).name, game.chars(host).name),
                                partial(zones.move, game, obj, "graveyard", "moved", ("704.5z", "303.7a"))))
    return actions


def _choose_legend(game: "Game", controller: int, name: str, objs: list[GameObject]) -> GameObject:
    """704.5j: the player chooses the one to keep (a `card:` choice naming its id; default: the newest)."""
    def parse(value: object, line: int | None) -> GameObject:
        hit = next((o for o in objs if o.label == str(value)), None)
        if hit is None:
            game.fail(f"legend rule: {value!r} is none of {', '.join(o.label for o in objs)}; give each an 'id'")
        return hit

    return game.decide(LegendToKeep(name), controller, objs, objs[-1], parse, lambda o: o.label, cites=("704.5j",))


def _legally_attached(game: "Game", aura: GameObject, ch: Chars) -> bool:
    """303.4c: an Aura must be attached to an object its enchant ability allows (the target of its spell
    ability in card files), on the battlefield."""
    host = game.objects.get(aura.attached_to) if aura.attached_to is not None else None
    if host is None or host.zone != "battlefield":
        return False
    enchant: CardData = next((a.targets[0] for a in ch.abilities if a.kind == "spell" and a.targets), {})
    return matches(game, enchant.get("filter"), host.oid, game.chars(host.oid), aura.oid, ch.controller)
