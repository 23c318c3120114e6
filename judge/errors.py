"""Errors. Every user-facing problem becomes one line: file, line, what to change."""

from __future__ import annotations


def describe(value) -> str:
    """How an error message names a wrong value: `the number 3`, `the text 'x'`, `a list`, ..."""
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, (int, float)):
        return f"the number {value}"
    if isinstance(value, str):
        return f"the text {value!r}"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return type(value).__name__


class JudgeError(Exception):
    """Base class of judge's own errors."""


class InputError(JudgeError):
    """The scenario (or card file) is invalid: exit code 2.

    `line` is 1-based where known; the CLI prefixes the file name.
    """

    def __init__(self, message: str, line: int | None = None, file: str | None = None):
        super().__init__(message)
        self.message = message
        self.line = line
        self.file = file

    def __str__(self) -> str:
        return self.message

    def located(self, file: str | None = None) -> str:
        """`<file>, line <N>: <message>` on one line."""
        where = self.file or file or "<input>"
        if self.line:
            where = f"{where}, line {self.line}"
        message = " ".join(str(self.message).split())  # exactly one line, whatever the message holds
        return f"{where}: {message}"


class IllegalActionError(InputError):
    """An action the rules forbid; `rule` is the canonical CR number that forbids it."""

    def __init__(self, message: str, rule: str, line: int | None = None, also: tuple[str, ...] = ()):
        super().__init__(message, line)
        self.rule = rule
        self.also = also  # further rules behind the refusal (e.g. 720.3a for a card cast as an Omen)


class LoopError(InputError):
    """The simulation exceeded its documented bound (see judge.game.state.MAX_STEPS)."""
