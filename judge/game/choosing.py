"""Decisions made while a spell or ability is cast or resolves (608.2d, 700.2): "you may", one of several
options, cards from a pool, modes. Each is a `Game.decide` with its documented default (judge.game.choices)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable

from judge.cards.vocabulary import NESTED_EFFECTS
from judge.game import events, mismatch
from judge.game.questions import CardsTo, ChosenMode, ModeOf, Question

if TYPE_CHECKING:
    from judge.game.objects import GameObject
    from judge.game.state import Game


def ask(game: "Game", player: int, question: Question) -> bool:
    """A "you may" decision of `player`, default yes."""

    def parse(value: Any, line: int | None) -> bool:
        if value not in ("yes", "no", True, False):
            game.fail("may: answer yes or no")
        return value in ("yes", True)

    return bool(game.decide(question, player, [True, False], True, parse, cites=("608.2d",)))


def pick(game: "Game", question: Question, player: int, options: list[Any]) -> Any:
    """`player` picks one of `options` (default: the first)."""
    kind = question.kind

    def parse(value: Any, line: int | None) -> Any:
        hit = next((o for o in options if str(o).lower() == str(value).lower()), None)
        if hit is None:
            game.fail(f"{kind}: {value!r} is not one of {', '.join(map(str, options))}")
        return hit

    return game.decide(question, player, options, options[0], parse, cites=("608.2d",))


def choose_cards(game: "Game", player: int, pool: list[Any], n: int, verb: str, up_to: bool = False,
                 oids: bool = False, cites: tuple[str, ...] = ("608.2d",), question: Question | None = None,
                 default: list["GameObject"] | None = None, flt: dict[str, Any] | None = None) -> list["GameObject"]:
    """A player chooses n objects from a pool (default: the first ones; `default` where an effect's own
    default differs), asked `question` (default: which cards to `verb`). `flt`: the filter the pool was chosen
    by, to say why a card named outside the pool is not in it."""
    objs = pool if oids else [game.objects[o] for o in pool]
    if not objs or n <= 0:
        return []
    if default is None:
        default = objs[:n] if not up_to or verb != "discard" else []

    def parse(value: Any, line: int | None) -> list["GameObject"]:
        names = value if isinstance(value, list) else [value, *_more_card_choices(game, objs, min(n, len(objs)) - 1)]
        chosen: list["GameObject"] = []
        for name in names:
            hit = next((o for o in objs if o not in chosen and (o.label == name or game.chars(o.oid).name == name
                                                                 or name in o.names)), None)
            if hit is None:
                why = mismatch.why_not_chosen(game, flt or {}, str(name), player, None, objs)
                game.fail(f"{verb}: {name!r} is not among the cards that can be chosen{why}")
            else:
                chosen.append(hit)
        if len(chosen) > n or (not up_to and len(chosen) != min(n, len(objs))):
            game.fail(f"{verb}: choose {n} card(s)")
        return chosen

    forced = not up_to and len(objs) <= n  # one legal answer: a queued `card:` naming it is used up, others wait
    chosen: list["GameObject"] = game.decide(
        question or CardsTo(verb), player, [objs] if forced else [objs, []], default, parse,
        lambda cs: tuple(game.chars(c.oid).name for c in cs), cites=cites)
    return chosen


def _more_card_choices(game: "Game", objs: list["GameObject"], wanted: int) -> list[Any]:
    """Several cards chosen one `card:` choice each: the queued `card:` choices right after the one a decision
    used that name further cards of its pool are its own too, up to `wanted` more."""
    queue = game.choices.queue
    more: list[Any] = []
    while len(more) < wanted and queue and queue[0].kind == "card" and not isinstance(queue[0].value, list) and \
            any(o.label == queue[0].value or game.chars(o.oid).name == queue[0].value or queue[0].value in o.names
                for o in objs):
        more.append(queue.pop(0).value)
    return more


def choose_modes(game: "Game", player: int, what: str, spec: dict[str, Any], usable: list[int],
                 announced: Iterable[Any] = (), cites: tuple[str, ...] = ("700.2",)) -> list[int]:
    """700.2: choose `min` to `max` of the modes of `spec` among `usable` (1-based): the ones `announced`
    (a number or a fragment of its text each), else one `mode:` choice per mode (or `none`); more modes
    than `min` only while `mode:` choices are queued. Default: the first usable mode."""
    modes = spec["modes"]
    low, high = spec.get("min", 1), spec.get("max", 1)
    chosen: list[int] = []
    announced = tuple(announced)

    def parse(value: Any, line: int | None) -> int | str:
        if str(value).lower() == "none" and len(chosen) >= low:
            return "none"
        hit = value if isinstance(value, int) else next(
            (i for i, m in enumerate(modes, 1) if str(value).lower() in m.get("text", "").lower()), None)
        if hit not in usable or hit in chosen:
            game.fail(f"mode: {value!r} is not a mode that can be chosen now (modes {usable}, chosen {chosen})")
        return hit

    def answer(value: int | str) -> ChosenMode | None:
        return None if isinstance(value, str) else ChosenMode(value, modes[value - 1].get("text", ""))

    for value in announced:
        mode = parse(value, None)
        if isinstance(mode, int):
            chosen.append(mode)
    while len(chosen) < high and not announced:
        left = [i for i in usable if i not in chosen]
        queue = game.choices.queue
        if not left or (len(chosen) >= max(low, 1) and not (queue and queue[0].kind == "mode")):
            break
        first: int | str = left[0]
        choice = game.decide(ModeOf(what, low, high), player, [*left, *["none"] * (len(chosen) >= low)], first,
                             parse, answer, cites=cites)
        if isinstance(choice, str):  # "none": no more modes
            break
        chosen.append(choice)
    if len(chosen) < low:
        game.emit(events.NoModeCanBeChosen(what), ())
    return sorted(chosen)


def mode_targets(spec: dict[str, Any], chosen: list[int]) -> set[int]:
    """The target numbers (1-based) the chosen modes use (700.2c: only those are chosen)."""
    return set().union(*(target_refs(spec["modes"][i - 1]["effects"]) for i in chosen))


def target_refs(effects: Iterable[dict[str, Any]]) -> set[int]:
    """The target numbers a list of effects refers to (`target`, `with`, `to`, `target N` players). The effects
    of a reflexive or delayed triggered ability with targets of its own refer to those (603.12, 603.7)."""
    found: set[int] = set()
    for effect in effects:
        (_, params), = effect.items()
        for key, value in (params or {}).items():
            if key in ("target", "with", "to") and isinstance(value, int):
                found.add(value)
            elif isinstance(value, str) and "target" in value and value.split()[-1].isdigit():
                found.add(int(value.split()[-1]))
            elif key in NESTED_EFFECTS and not (key == "effects" and (params or {}).get("targets")):
                found |= target_refs(value)
    return found
