"""How the engine and the trace name what is not an object's own name: triggered abilities, zones, attempts."""

from __future__ import annotations

from judge.game.objects import roman
from judge.game.refusals import Attempt


def ability_name(source_name: str, chapter: int | None, keyword: str | None) -> str:
    """A triggered ability by its chapter (714.2a), its keyword (ward, cascade) or its source."""
    if chapter:
        return f"chapter {roman(chapter)} of {source_name}"
    return f"{source_name}'s {keyword.lower()}" if keyword else f"{source_name}'s ability"


def zone_of(owner: str, zone: str) -> str:
    """Where a card is: the top of a library (what can be seen of it), else its owner's zone."""
    if zone == "outside the game":  # 400.11: not a zone of the game
        return f"outside the game ({owner}'s card)"
    return f"the top of {owner}'s library" if zone == "library" else f"{owner}'s {zone}"


def attempt_name(attempt: Attempt) -> str:
    """What a player tried, as a refusal or a question names it: "cast X", "activate X's ability", ..."""
    return {"cast": "cast {}", "activate": "activate {}'s ability", "play": "play {}",
            "attack": "attack with {}", "block": "block with {}", "foretell": "foretell {}"}[attempt.verb].format(
        attempt.name)


def subject_name(subject: str | Attempt) -> str:
    """A spell or ability targets are chosen for: its name, or the activation that chooses them."""
    return attempt_name(subject) if isinstance(subject, Attempt) else subject
