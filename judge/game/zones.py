"""Zones and zone changes (CR 400), tokens (111) and permanents entering (614.12).

A moved object becomes a new object (400.7) with a new id; its label (the
scenario's name for it) follows the card. Cards go to their owner's zones
(400.3). A permanent's counters do not follow it (122.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from judge import versions
from judge.cards import ANONYMOUS, CardDB
from judge.errors import InputError
from judge.game import copies, counters, events, loyalty, replacement, sagas
from judge.game.questions import CardNameFor, Question

if TYPE_CHECKING:
    from judge.cards import CardDef, Face
    from judge.game.layers import Chars
    from judge.game.objects import GameObject
    from judge.game.state import Game

VERB_RULE = {
    "destroyed": "701.8a", "sacrificed": "701.21a", "exiled": "701.13a", "discarded": "701.9a",
    "milled": "701.17a", "countered": "701.6a", "returned": "400.7", "moved": "400.7",
}


def move(game: "Game", obj: "GameObject", to: str, verb: str = "moved", cites: tuple[str, ...] = (),
         position: str = "top", controller: int | None = None, tapped: bool = False,
         face: str | None = None, quiet: bool = False) -> "GameObject":
    """Move an object to another zone, or where replacement effects send it instead (614.1a); return the new
    object (400.7). A token that has left the battlefield stays where it is instead (111.8) and soon ceases
    to exist (704.5d)."""
    if obj.token and obj.zone not in ("battlefield", "stack"):
        game.emit(events.TokenCantMove(obj.label, obj.zone, game.players[obj.owner].name), ("111.8",))
        return obj
    if to == "battlefield":
        return enter_battlefield(game, obj, controller if controller is not None else obj.owner, verb, cites,
                                 tapped=tapped, face=face)

    name = game.chars(obj.oid).name if obj.oid in game.objects else obj.label
    origin = obj.zone
    to, instead = replacement.zone_change(game, obj, to)
    cites += tuple(instead.cites)
    _leave(game, obj)
    if origin == "battlefield" and to == "graveyard" and "Creature" in game.last_known[obj.oid]["chars"].types:
        game.turn.died.append((obj, game.last_known[obj.oid]["chars"]))  # 700.4: it died
    new = game.add_object(obj.card, obj.owner, to, obj.top_label or obj.label, position=position, token=obj.token,
                          is_copy=obj.is_copy, from_unknown_library=obj.from_unknown_library)
    for card, label in obj.under:  # 730.3: each card of a merged permanent goes there
        new.parts.append(game.add_object(card, obj.owner, to, label, position=position).oid)
    if not quiet:
        rule = VERB_RULE.get(verb, "400.7")
        if not game.version.exists(rule):
            rule = "400.7"  # e.g. mill became a keyword action (701.17a) only on 2020-07-03
        omen_card = obj.card.name if obj.as_omen and not obj.is_copy else None
        if omen_card is not None:
            cites += ("720.4",)
        elif verb == "discarded" and obj.card.omen is not None:
            cites += ("720.2c",)  # discarding an omen card is discarding one card
        event = events.ZONE_CHANGES[verb](obj.label, name, new.oid, obj.oid, origin, to, obj.token, obj.owner,
                                          game.players[obj.owner].name,
                                          next((n for n in instead.notes if isinstance(n, events.ExiledInstead)),
                                               None), omen_card)
        game.emit(event, cites + (rule,) + (("400.7",) if rule != "400.7" else ()))
    return new


def found(game: "Game", new: "GameObject") -> list["GameObject"]:
    """730.3c: an effect that finds the new object a merged permanent became finds all of them."""
    return [new] + [game.objects[oid] for oid in new.parts if oid in game.objects]


def _leave(game: "Game", obj: "GameObject") -> None:
    """The object leaves its zone; a permanent's last known information is kept (608.2h, 113.7a)."""
    if obj.zone == "battlefield":
        game.last_known[obj.oid] = {"counters": dict(obj.counters), "chars": game.chars(obj.oid),
                                    "linked": list(obj.linked)}
    game.remove_object(obj)


def enter_battlefield(game: "Game", obj: "GameObject", controller: int, verb: str, cites: tuple[str, ...],
                      tapped: bool = False, face: str | None = None, attached_to: int | None = None) -> "GameObject":
    """Put an object onto the battlefield as a new permanent.

    614.12: replacement effects that modify how it enters are found from the
    permanent as it would exist on the battlefield, with the continuous effects
    that already exist; then it enters with the counters they give it (122.6).
    """
    origin = obj.zone
    _leave(game, obj)
    new = game.add_object(obj.card, obj.owner, "battlefield", obj.top_label or obj.label, controller=controller,
                          token=obj.token, face=face or ("front" if origin != "battlefield" else obj.face),
                          tapped=tapped,
                          timestamp=game.timestamp(), entered_turn=game.turn.number, is_copy=obj.is_copy,
                          attached_to=attached_to, from_unknown_library=obj.from_unknown_library)
    if origin == "stack":
        copies.carry_over(game, obj, new)
    # 730.3: each card of a merged permanent becomes a permanent of its own, all of them at once
    parts = [game.add_object(card, obj.owner, "battlefield", label, controller=controller,
                             timestamp=game.timestamp(), entered_turn=game.turn.number) for card, label in obj.under]
    _entered(game, new, obj, origin, obj.label, controller, verb, cites, attached_to)
    for part in parts:
        _entered(game, part, obj, origin, part.label, controller, verb, (), None)
    return new


def _entered(game: "Game", new: "GameObject", obj: "GameObject", origin: str, name_before: str, controller: int,
             verb: str, cites: tuple[str, ...], attached_to: int | None) -> None:
    """A permanent has entered: "as it enters" choices, the event, then the counters it enters with."""
    placements = _as_it_enters(game, new, game.chars(new.oid), controller, obj)
    ch = game.chars(new.oid)
    attached = game.chars(attached_to).name if attached_to is not None and attached_to in game.objects else None
    event = events.ENTERINGS[verb](name_before, new.oid, obj.oid, origin, "battlefield", new.token, new.owner, True,
                                   ch.name, game.players[controller].name, game.players[obj.owner].name, attached)
    game.emit(event, cites + ("400.7", "614.12") if placements else cites + ("400.7",))
    for kind, amount, putter, by_effect, how, rules in placements:
        counters.put(game, new, kind, amount, putter, by_effect, rules, how=how, entering=True)


def _as_it_enters(game: "Game", new: "GameObject", ch: "Chars", controller: int,
                  spell: "GameObject") -> list[tuple[Any, ...]]:
    """614.12: the replacement effects that modify how a permanent enters, found from it as it would exist
    on the battlefield: first whether it enters as a copy (707.5), then its lore counters (714.3a, 614.1c), the
    counters resolved effects said the spell it was enters with (614.1c) and its "as this enters" choices, in
    that order. Returns the counters it enters with, put once it has entered (122.6)."""
    ch = copies.enter_as_copy(game, new, ch, controller)
    found = [replacement.Replacement(new.oid, ch.name, controller, new.timestamp, sagas.ENTERING_LORE)]
    found += [replacement.Replacement(new.oid, source_name, putter, new.timestamp, ENTERS_WITH_COUNTERS,
                                      {"kind": kind, "amount": amount})
              for kind, amount, putter, source_name in spell.as_permanent.get("counters", ())]
    found += [replacement.Replacement(new.oid, ch.name, controller, new.timestamp, CHOOSE_NAME_AS_ENTERS,
                                      ability.static)
              for ability in ch.abilities
              if ability.kind == "replacement" and ability.static.get("effect") == CHOOSE_NAME_AS_ENTERS.name]
    found += loyalty.entering(new, ch, controller)
    found += [replacement.Replacement(new.oid, ch.name, controller, new.timestamp, VANISHING_ENTERS,
                                      {"amount": ability.count})
              for ability in ch.abilities if ability.keyword == "Vanishing" and ability.count]
    return replacement.entering(game, new, ch, controller, found).counters


def _choose_name_as_enters(game: "Game", rep: replacement.Replacement,
                           event: replacement.Entering) -> tuple[None, tuple[str, ...]]:
    """614.12 / 614.1c: "As this enters, choose a [nonland] card name" (a `name:` choice). 720.5: an Omen's
    name may be chosen; whether it fits the filter is judged by the Omen's characteristics alone."""
    obj, ch, controller = event.obj, event.ch, event.controller
    obj.chosen_name = choose_card_name(game, controller, CardNameFor(ch.name), rep.params.get("filter") or {},
                                       ("614.12", "720.5"))
    game.touch(obj)
    return None, ()


def choose_card_name(game: "Game", controller: int, question: Question, flt: dict[str, Any],
                     cites: tuple[str, ...]) -> str:
    """A player chooses a card name (201.4; a `name:` choice) of a card whose face fits `flt` (`types`, `not
    types`). Default: the first fitting name among the cards in the opponents' hands, else among all cards in
    the game, in a stable order."""

    def fits(face: "Face") -> bool:
        return all(t not in face.types for t in flt.get("not types", ())) and \
            all(t in face.types for t in flt.get("types", ()))

    def faces_of(card: "CardDef") -> list["Face"]:
        return [f for f in (card.front, card.omen) if f is not None and fits(f)]

    def parse(value: Any, line: int | None) -> str:
        card: "CardDef | None"
        try:
            card = (game.card_db or CardDB()).get(str(value))
        except InputError:
            card = None
        face = next((f for f in faces_of(card) if f.name.lower() == str(value).lower()), None) if card else None
        if face is None:
            kind = " ".join([*("non" + t.lower() for t in flt.get("not types", ())),
                             *(t.lower() for t in flt.get("types", ())), "card name"])
            omen = card.omen if card is not None and card.omen is not None \
                and card.omen.name.lower() == str(value).lower() else None
            why = (f"; {omen.name} is an Omen's name: only the Omen's characteristics ({' '.join(omen.types)}) "
                   "decide whether it can be chosen (720.5)") if omen is not None else ""
            game.fail(f"name: {value!r} is not the name of a card that can be chosen here (a {kind}){why}")
            return ""
        return face.name

    opponents = [game.objects[oid] for p in game.opponents(controller) for oid in game.players[p].hand]
    pool = opponents + sorted(game.objects.values(), key=lambda o: o.oid)
    default = next((f.name for o in pool for f in faces_of(o.card)), "")
    chosen: str = game.decide(question, controller, [default, None], default, parse, cites=cites)
    return chosen


def is_omen_name(game: "Game", name: str) -> bool:
    """720.5: is `name` an omen card's alternative name (which a player may choose as a card name)?"""
    try:
        card = (game.card_db or CardDB()).get(name)
    except InputError:
        return False
    return card.omen is not None and card.omen.name == name


CHOOSE_NAME_AS_ENTERS = replacement.Kind("choose_name_as_enters", lambda game, rep, event: True,
                                         _choose_name_as_enters, ordered=False)


def _enters_with_counters(game: "Game", rep: replacement.Replacement,
                          event: replacement.Entering) -> tuple[None, tuple[str, ...]]:
    """614.1c: "that creature enters with an additional +1/+1 counter on it" (an effect on the spell it was)."""
    event.counters.append((rep.params["kind"], rep.params["amount"], rep.controller, True, "entering: effect",
                           ("614.1c", "122.6")))
    return None, ()


ENTERS_WITH_COUNTERS = replacement.Kind("enters_with_counters", lambda game, rep, event: True,
                                        _enters_with_counters, ordered=False)


def _vanishing_enters(game: "Game", rep: replacement.Replacement,
                      event: replacement.Entering) -> tuple[None, tuple[str, ...]]:
    """702.63a: "Vanishing N" means "This permanent enters with N time counters on it" (614.1c)."""
    event.counters.append(("time", rep.params["amount"], rep.controller, False, "entering: intrinsic ability",
                           ("702.63a", "614.1c", "122.6")))
    return None, ()


VANISHING_ENTERS = replacement.Kind("vanishing_enters", lambda game, rep, event: True, _vanishing_enters,
                                    ordered=False)


def create_token(game: "Game", card: "CardDef", controller: int, label: str, cites: tuple[str, ...],
                 tapped: bool = False, copy: copies.Copy | None = None, face: str = "front") -> "GameObject":
    """Create a token (111.1): a new object put onto the battlefield, labelled `label`. A token its effect does
    not name is named and labelled as 111.4 says in the version in force. The N-th token of a name created in
    the run also answers to `<name> (N)`. With `copy`, a token that's a copy of a permanent or card: a copy as it
    enters (707.5), with `face` up (707.8a), its name the copy's (707.2)."""
    if card.plain_token_name and copy is None:
        cites += ("111.4",)
        if not game.version.has(versions.TOKEN_NAMES_END_IN_TOKEN):
            card = card.plain_token
        label = card.name
    names = card.names if copy is None else (copy.values.name,)
    place = game.tokens_created[names[0]] = game.tokens_created.get(names[0], 0) + 1
    token = game.add_object(card, controller, "battlefield", label, controller=controller, token=True,
                            tapped=tapped, timestamp=game.timestamp(), entered_turn=game.turn.number, face=face,
                            ordinals=tuple(f"{name} ({place})" for name in names))
    if copy is not None:
        copies.begin(game, token, copy)
    placements = _as_it_enters(game, token, game.chars(token.oid), controller, token)
    if copy is None:
        ch = game.chars(token.oid)
        game.emit(events.TokenCreated(label, token.oid, None, "battlefield", True, True, controller, ch.name,
                                      game.players[controller].name), cites + ("111.1",))
    else:
        entering = ("614.12",) if placements else ()  # what it enters with is found from it as a copy (707.5)
        game.emit(copies.token_created(game, token, controller, copy),
                  cites + ("707.2", "111.1") + copy.cites + entering)
    for kind, amount, putter, by_effect, how, rules in placements:
        counters.put(game, token, kind, amount, putter, by_effect, rules, how=how, entering=True)
    return token


def cease_to_exist(game: "Game", obj: "GameObject", cites: tuple[str, ...], spell_copy: bool) -> None:
    """704.5d-e: a token outside the battlefield or a copy of a spell outside the stack ceases to exist."""
    name = obj.label if obj.is_copy else game.chars(obj.oid).name
    _leave(game, obj)
    game.emit(events.CeasedToExist(obj.label, obj.oid, tuple(obj.names), name, spell_copy), cites)


def shuffle(game: "Game", player: int, cause: str | events.OmenResolving | None, cites: tuple[str, ...] = (),
            source: str | None = None, by: int | None = None) -> None:
    """701.24a: randomize `player`'s library with the scenario's seeded RNG; an event even if it holds 0-1
    cards (701.24e). `cause` is as `events.Shuffled` has it; `source` is the spell or ability that caused it
    and `by` the player who shuffles (default: the library's owner), for "whenever ... causes a player to
    shuffle their library"."""
    by = player if by is None else by
    library = game.players[player].library
    game.rng.shuffle(library)
    game.players[player].shuffles += 1
    small = ("701.24e",) if len(library) < 2 else ()
    game.emit(events.Shuffled(game.players[player].name, player, cause, source, by, game.players[by].name,
                              len(library)), cites + ("701.24a",) + small)


def draw(game: "Game", player: int, count: int, cites: tuple[str, ...]) -> int:
    """121.1-121.2: draw cards one at a time; drawing from an empty library is noted for 704.5b."""
    p = game.players[player]
    drawn = omens = 0
    names: list[str] = []
    for _ in range(count):
        if replacement.draw(game, player).replaced:
            continue
        if not p.library and p.library_unknown:
            game.add_object(ANONYMOUS, player, "library", "card", from_unknown_library=True)
        if not p.library:
            p.drew_from_empty = True
            game.emit(events.CantDraw(p.name), ("121.4",))
            break
        top = game.objects[p.library[0]]
        omens += top.card.omen is not None
        names += [top.label, *top.names]
        move(game, top, "hand", "moved", cites, quiet=True)
        drawn += 1
    if drawn:
        game.emit(events.Drew(p.name, drawn, tuple(names), omens > 0),
                  cites + ("121.1",) + (("121.2",) if count > 1 else ()) + (("720.2c",) if omens else ()))
    return drawn
