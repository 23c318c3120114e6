"""Omen cards (CR 720).

An Omen card has normal characteristics and alternative ones, the Omen
(720.2). The caster chooses which as the card is cast (720.3); only the
chosen ones decide whether it may be cast (720.3a) and are the spell's on the
stack (720.3b, via `GameObject.printed`). A copy of an Omen spell is an Omen
(720.3c). As an Omen spell resolves it is shuffled into its owner's library
instead of going to the graveyard (720.3d); everywhere else the card is only
its normal self (720.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.game import events, zones
from judge.game.questions import CastAs

if TYPE_CHECKING:
    from judge.game.objects import GameObject
    from judge.game.state import Game

OMEN, NORMAL = "omen", "normal"


def choose_cast_as(game: "Game", card_obj: "GameObject", player: int, asked: str | None,
                   ways: tuple[str, ...] = (NORMAL, OMEN)) -> bool:
    """720.3: as a card with an Omen is cast, its caster chooses normal or Omen (`cast as` choice, default
    normal) among the `ways` it may be cast now. True means cast as an Omen."""
    card = card_obj.card
    if card.omen is None:
        if asked == OMEN:
            game.fail(f"{card.name} has no Omen, so it can't be cast as one; remove 'as: omen'")
        return False
    if asked is not None:
        return asked == OMEN

    omen_name = card.omen.name

    def parse(value: object, line: int | None) -> bool:
        if value not in (OMEN, NORMAL):
            game.fail(f"cast as: answer omen or normal, not {value!r}")
        return value == OMEN

    options = [way == OMEN for way in ways]
    return game.decide(CastAs(card.name, omen_name), player, options, options[0], parse, cites=("720.3",))


def cast_cites(spell: "GameObject") -> tuple[str, ...]:
    """The rules behind an Omen spell's characteristics on the stack."""
    if spell.as_omen:
        return ("720.3", "720.3a", "720.3b") + (("720.3c",) if spell.is_copy else ())
    return ("720.3",) if spell.card.omen is not None else ()


def shuffle_into_library(game: "Game", spell: "GameObject") -> None:
    """720.3d: as it resolves, its controller shuffles it into its owner's library (in place of the final
    step of 608.2n). A copy goes there too, so the owner's library is shuffled; the copy then ceases to
    exist as a state-based action (704.5e, 707.10a)."""
    name = game.chars(spell.oid).name
    owner = game.players[spell.owner]
    new = zones.move(game, spell, "library", "moved", ("720.3d",), quiet=True)
    game.emit(events.OmenShuffled(spell.label, name, new.oid, spell.oid, "stack", "library", spell.owner, owner.name,
                                  game.players[spell.controller].name, spell.is_copy), ("720.3d", "608.2n"))
    zones.shuffle(game, spell.owner, events.OmenResolving(name, spell.is_copy), ("720.3d",), source=spell.label,
                  by=spell.controller)
