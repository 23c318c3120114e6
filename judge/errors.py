"""Errors. Every user-facing problem becomes one line: file, line, what to change."""

from __future__ import annotations


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

    def located(self, file: str | None = None) -> str:
        where = self.file or file or "<input>"
        if self.line:
            where = f"{where}, line {self.line}"
        return f"{where}: {self.message}"


class IllegalActionError(InputError):
    """An action the rules forbid; `rule` is the canonical CR number that forbids it."""

    def __init__(self, message: str, rule: str, line: int | None = None):
        super().__init__(message, line)
        self.rule = rule


class LoopError(InputError):
    """The simulation exceeded its documented bound (see judge.game.state.MAX_STEPS)."""
