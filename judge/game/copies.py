"""Copies of permanents (CR 707): copy effects in layer 1 (613.2a) and the copiable values they make.

A copy effect is a continuous effect of kind `copy` (judge.game.layers) locked to the copy. It holds the
copied object's copiable values as they were when the copy was made (707.2b), with the modifications and
exceptions of the copying process (707.9), and makes them the copy's characteristics in layer 1a; every other
layer applies on top. After layer 1 an object's characteristics are its copiable values (613.2c), so what
copies a copy copies what the copy copied (707.3). Counters, status and other effects are never copied
(707.2): a copy of a Saga is a Saga with its chapter abilities that enters with a lore counter of its own.

Copies come two ways: a token created as a copy (707.2, 111.1; `create_token_copy`), and a permanent that
enters as a copy of another (707.5, 614.1c; the `enter_as_copy` replacement ability), which becomes a copy as
it enters, before the other effects that modify how it enters are found (614.12).
"""

from __future__ import annotations

from judge.records import Frozen, record
from typing import TYPE_CHECKING

from judge.game import choosing, events, layers
from judge.game.questions import CardsTo, MayDo

if TYPE_CHECKING:
    from judge.cards import Ability
    from judge.game.layers import Chars
    from judge.game.objects import CardData, GameObject
    from judge.game.state import Game

ENTER_AS_COPY = "enter_as_copy"


@record
class Copy(Frozen):
    """What a copy copies: the copiable values of `original` (its label) as modified by the copying process
    (707.9; `exceptions` says how), made by an effect of `source_name` (object `source_oid`) controlled by
    `controller`."""

    values: Chars
    original: str
    exceptions: events.CopyExceptions
    source_oid: int
    source_label: str
    source_name: str
    controller: int

    @property
    def cites(self) -> tuple[str, ...]:
        """707.9, and 707.9a when the copy gains an ability."""
        if self.exceptions == events.CopyExceptions():
            return ()
        gains = self.exceptions.keywords or self.exceptions.abilities
        return ("707.9",) + (("707.9a",) if gains else ())


def copy_effects(game: "Game", obj: "GameObject") -> list[layers.ContinuousEffect]:
    """The copy effects that apply to `obj`, in timestamp order (613.2, 613.7)."""
    return sorted((e for e in game.effects if e.kind == "copy" and e.locked is not None and obj.oid in e.locked),
                  key=lambda e: e.timestamp)


def copiable_values(game: "Game", obj: "GameObject") -> Chars:
    """613.2c, 707.2: its printed values as modified by the copy effects that apply to it (707.3)."""
    values = layers.base_chars(obj)
    for effect in copy_effects(game, obj):
        layers.become_copy(values, effect.params["values"])
    return values


def copy_of(game: "Game", original: "GameObject", modifications: "CardData", source_oid: int, source_label: str,
            source_name: str, controller: int) -> Copy:
    """The copiable values of `original` now (707.2, 707.2b), with the `modifications` of the copying process
    (707.9, judge.cards.vocabulary.COPY_EXCEPTIONS): they become part of the copy's copiable values (707.9a-b)."""
    values = copiable_values(game, original).copy()
    not_legendary = bool(modifications.get("not legendary"))
    if not_legendary:
        values.supertypes = [s for s in values.supertypes if s != "Legendary"]
    added = tuple(t for t in modifications.get("add types") or () if t not in values.types)
    added_subtypes = tuple(s for s in modifications.get("add subtypes") or () if s not in values.subtypes)
    values.types += added
    values.subtypes += added_subtypes
    gained: tuple[Ability, ...] = tuple(modifications.get("abilities") or ())
    values.abilities += gained
    exceptions = events.CopyExceptions(not_legendary, added, added_subtypes,
                                       tuple(a.keyword for a in gained if a.keyword),
                                       tuple(a.text for a in gained if not a.keyword))
    return Copy(values, original.label, exceptions, source_oid, source_label, source_name, controller)


def begin(game: "Game", obj: "GameObject", copy: Copy) -> None:
    """707.5: `obj` becomes a copy as it enters (not after): a layer-1 effect locked to it (611.2c) that lasts
    as long as it is this object (400.7)."""
    game.effects.append(layers.ContinuousEffect(
        "copy", {"values": copy.values, "original": copy.original}, copy.source_oid, copy.controller,
        game.timestamp(), duration="indefinite", locked=frozenset({obj.oid}), source_label=copy.source_label,
        cites=("707.2", "613.2a"), created_turn=game.turn.number, source_name=copy.source_name))
    game.touch()


def token_created(game: "Game", token: "GameObject", controller: int, copy: Copy) -> events.TokenCopyCreated:
    """The event of a token created as a copy (707.2, 111.1)."""
    return events.TokenCopyCreated(token.label, token.oid, None, "battlefield", True, True, controller,
                                   game.chars(token.oid).name, game.players[controller].name, copy.original,
                                   copy.exceptions)


def enter_as_copy(game: "Game", new: "GameObject", ch: Chars, controller: int) -> Chars:
    """614.1c, 707.5: "You may have this enter as a copy of [a permanent matching the filter]": the controller
    chooses one on the battlefield (not a target; 614.12a: before it enters), or none. Applied first, as every
    other effect on how it enters is found from the permanent as it would exist, copy included (614.12).
    Returns its characteristics after."""
    ability = next((a for a in ch.abilities if a.kind == "replacement" and a.static.get("effect") == ENTER_AS_COPY),
                   None)
    if ability is None:
        return ch
    spec = ability.static
    candidates = [obj for obj in game.battlefield() if obj.oid != new.oid and layers.matches(
        game, spec.get("filter"), obj.oid, game.chars(obj.oid), new.oid, controller)]
    if not candidates:
        game.emit(events.NothingToCopy(new.label, ch.name), ("614.12",))
        return ch
    if not choosing.ask(game, controller, MayDo(ch.name, ability.text)):
        return ch
    original, = choosing.choose_cards(game, controller, candidates, 1, "copy", oids=True, cites=("707.5", "614.12a"),
                                      question=CardsTo("enter as a copy of"))
    copy = copy_of(game, original, spec, new.oid, new.label, ch.name, controller)
    begin(game, new, copy)
    after = game.chars(new.oid)
    game.emit(events.EntersAsCopy(new.label, ch.name, original.label, after.name, copy.exceptions),
              ("614.1c", "707.5", "614.12", "707.2") + copy.cites)
    return after
