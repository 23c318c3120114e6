"""Decisions players make, answered from the scenario's `choices:` queue or by a documented default.

Defaults (used when no choice is queued, and marked `(default)` in the trace):
- read ahead: the lowest legal number (1);
- order of simultaneous triggers one player controls: the order they triggered
  (for chapters, the lowest chapter first), the first to trigger resolving first;
- targets: the first legal candidates in the order the engine lists them
  (players in turn order, then objects by timestamp);
- may: yes; mode: the first; number: the lowest legal number (X of a spell: 0), except "remove up to X
  counters" (Hex Parasite): as many as the X announced allows;
- cards chosen from a zone: the first legal ones in zone order;
- proliferate (choose): every permanent and player with a counter;
- "any number of" permanents chosen as an effect resolves (`choose_permanents: {count: any number}`): all of them;
- "put a counter on it or remove one" (`put_or_remove_counter`): put, the first;
- replacement effects (616.1): the one whose source has the earliest timestamp;
- the legend rule (704.5j, a `card:` choice naming the id of the one to keep): the newest.
A queued choice `default` (`- target: default`) takes the default for that one decision.
"""

from __future__ import annotations

from judge.records import Mutable
from typing import Any, Callable, TypeAlias

from judge.errors import InputError
from judge.game.questions import Question

# A queued answer that takes the default for that one decision (`- target: default`).
DEFAULT = "default"
# Choice kinds the contract names, with the kinds that answer the same decision.
KIND_FAMILY = {"target": "target", "targets": "target", "card": "card", "cards": "card"}
KINDS = ("read ahead", "order", "target", "targets", "may", "mode", "number", "card", "cards", "choose",
         "name", "replacement", "cast as", "creature type")


# A queued choice's value as the scenario wrote it (thawed from judge.model): a name, number, list or mapping;
# each decision's `parse` checks it.
Answer: TypeAlias = Any


class Queued(Mutable):
    """A choice the scenario queued: its kind, its answer as written, and its line."""

    kind: str
    value: Answer
    line: int | None


class Choices:
    """The queue of scenario choices, consumed in the order the engine asks."""

    def __init__(self, queued: list[Queued], strict: bool = False, words: Callable[[Question], str] = repr):
        self.queue = list(queued)
        self.strict = strict
        self.words = words  # how an error message words a question: the runner gives the renderer's words
        self.passed_over: dict[int, str] = {}  # id of a queued choice -> why a one-answer decision did not use it

    def take(self, question: Question, needed: bool) -> Queued | None:
        """The next queued answer if it is of the question's kind; None to use the default.

        `needed` is False when there is only one legal answer: then a queued choice of
        another kind is left for later instead of being an error.
        """
        kind = question.kind
        family = KIND_FAMILY.get(kind, kind)
        if self.queue and KIND_FAMILY.get(self.queue[0].kind, self.queue[0].kind) == family:
            return self.queue.pop(0)
        if not needed:
            return None
        if self.queue:
            head = self.queue[0]
            raise InputError(
                f"the next queued choice is '{head.kind}' but the engine needs a '{kind}' choice now "
                f"({self.words(question)}); reorder or add choices", head.line)
        if self.strict:
            raise InputError(f"--strict: no choice queued for a '{kind}' decision ({self.words(question)}); "
                             f"add '- {kind}: ...' under choices")
        return None

    def take_if(self, question: Question, fits: Callable[[Answer], bool]) -> Queued | None:
        """The next queued answer if it is of the question's kind and `fits(value)`: for a decision with only
        one legal answer, a choice that names that answer is used up here rather than left for later. One
        that does not is left, and why is kept for the error should it never be used (`never_needed`)."""
        family = KIND_FAMILY.get(question.kind, question.kind)
        if not self.queue or KIND_FAMILY.get(self.queue[0].kind, self.queue[0].kind) != family:
            return None
        head = self.queue[0]
        try:
            if fits(head.value):
                return self.queue.pop(0)
            why = "it names another answer than the only legal one"
        except InputError as exc:
            why = exc.message
        self.passed_over.setdefault(id(head), f"the decision '{self.words(question)}' had one legal answer and did "
                                              f"not use it: {why}")
        return None

    def leftover(self) -> Queued | None:
        return self.queue[0] if self.queue else None

    def never_needed(self, left: Queued, what: str) -> InputError:
        """The error for a queued choice no decision used, with the one-answer decision that passed it over."""
        why = self.passed_over.get(id(left))
        return InputError(f"choice '{left.kind}' {what}" + (f" ({why})" if why else ""), left.line)
