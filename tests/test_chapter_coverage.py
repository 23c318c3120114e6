"""Every chapter is proven by a scenario (issue 10 §5).

For every card judge knows (judge/cards/*.yaml), every chapter of every Saga face (each number of a chapter
ability, 714.2b) and every ability of a transformed face (712) that goes on the stack must resolve (608.2) in at
least one library scenario: an `AbilityResolves` event of the library's runs (tests/library_runs.py, shared with
tests/test_scenario_library.py). A back face's keyword and static abilities do not resolve: they are proven by
the scenario of the chapter that returns the Saga transformed, whose expectations pin the face.

NOT_YET_PROVEN lists what no library scenario resolves yet. It may only shrink: the test fails when something on
it is now proven (remove it) and when something unproven is not on it (write its scenario).
"""

from __future__ import annotations

from functools import cache

from library_runs import FILES, library_run

from judge.cards import CARD_DIR, read_card
from judge.game.objects import roman

NOT_YET_PROVEN: set[str] = set()


def required() -> set[tuple[str, str, int | None]]:
    """(face name, what, chapter): each chapter number of each Saga face, each stack ability of each back face."""
    needed: set[tuple[str, str, int | None]] = set()
    for path in sorted(CARD_DIR.glob("*.yaml")):
        card = read_card(path)
        for face in (card.front, card.back):
            if face is None:
                continue
            for ability in face.abilities:
                if ability.kind == "chapter":
                    needed.update((face.name, f"chapter {roman(n)}", n) for n in ability.chapters)
                elif face is card.back and ability.kind in ("triggered", "activated") and not ability.mana:
                    needed.add((face.name, ability.text, None))
    return needed


@cache
def proven() -> set[tuple[str, str, int | None]]:
    """What resolved in some library scenario, as `required` names it."""
    found: set[tuple[str, str, int | None]] = set()
    for path in FILES:
        for resolved in library_run(path).resolved:
            what = f"chapter {roman(resolved.chapter)}" if resolved.chapter is not None else resolved.text
            found.add((resolved.source_name, what, resolved.chapter))
    return found


def label(item: tuple[str, str, int | None]) -> str:
    return f"{item[0]}: {item[1]}"


def test_every_chapter_resolves_in_a_library_scenario():
    unproven = {label(item) for item in required() - proven()}
    missing = sorted(unproven - NOT_YET_PROVEN)
    assert not missing, "no library scenario resolves these (write one, expectations from the Oracle text):\n" + \
        "\n".join(missing)


def test_the_list_of_chapters_not_yet_proven_only_shrinks():
    unproven = {label(item) for item in required() - proven()}
    now_proven = sorted(NOT_YET_PROVEN - unproven)
    assert not now_proven, "proven now: remove from NOT_YET_PROVEN:\n" + "\n".join(now_proven)
