"""Errors. Every user-facing problem becomes one line: file, line, what to change."""

from __future__ import annotations

import re

# A value an error message repeats is cut to this many characters (and "…"): a 100,000-character
# name must not come back whole.
MAX_ECHO = 60
# Safety net for messages built elsewhere (the engine names what it was given): a quoted value, or a run
# without a space, of 80 characters or more is cut to MAX_ECHO; a whole message is at most MAX_MESSAGE.
_LONG_QUOTED = re.compile(r"""(?<![\w'"])(['"])((?:(?!\1)[^\\]|\\.){%d,})\1(?!\w)""" % (MAX_ECHO + 20))
_LONG_RUN = re.compile(r"\S{%d,}" % (MAX_ECHO + 20))
MAX_MESSAGE = 1_000
# A file path a message names is kept whole up to this length (Linux's PATH_MAX): the error must name the file.
MAX_PATH = 4_096


def shorten(text: object, limit: int = MAX_ECHO) -> str:
    """`text`, cut to `limit` characters with "…" when longer."""
    text = str(text)
    return text if len(text) <= limit else text[:limit] + "…"


def echo(value) -> str:
    """`repr(value)` for an error message, a long text cut short (`'xxxx…'`)."""
    if isinstance(value, str) and len(value) > MAX_ECHO:
        return repr(value[:MAX_ECHO])[:-1] + "…" + repr(value[:MAX_ECHO])[-1]
    return repr(value)


def describe(value) -> str:
    """How an error message names a wrong value: `the number 3`, `the text 'x'`, `a list`, ..."""
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, (int, float)):
        return f"the number {shorten(value)}"
    if isinstance(value, str):
        return f"the text {echo(value)}"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return type(value).__name__


def close_matches(word: str, allowed, n: int = 1, cutoff: float = 0.75) -> list[str]:
    """The allowed words `word` was most likely meant to be, closest first (at most `n`)."""
    import difflib  # only when a message needs it: `judge run` does not import difflib (start-up budget)

    return difflib.get_close_matches(word, sorted(allowed), n=n, cutoff=cutoff)


def closest(word: str, allowed) -> str | None:
    """The allowed word `word` was most likely meant to be, if one is close enough."""
    hits = close_matches(word, allowed)
    return hits[0] if hits else None


class JudgeError(Exception):
    """Base class of judge's own errors."""


class InputError(JudgeError):
    """The scenario (or card file) is invalid: exit code 2.

    `line` (and `column`, where it helps) is 1-based where known; the CLI prefixes the file name.
    """

    def __init__(self, message: str, line: int | None = None, file: str | None = None, column: int | None = None):
        super().__init__(message)
        self.message = message
        self.line = line
        self.file = file
        self.column = column

    def __str__(self) -> str:
        return self.message

    def located(self, file: str | None = None) -> str:
        """`<file>, line <N>[, column <M>]: <message>` on one line, long values in it cut short."""
        where = self.file or file or "<input>"
        if self.line:
            where = f"{where}, line {self.line}"
            if self.column:
                where = f"{where}, column {self.column}"
        return f"{where}: {one_line(self.message)}"


def one_line(message) -> str:
    """The message on exactly one line, whatever it holds; runs of 80+ characters without a space cut to
    MAX_ECHO (a file path up to MAX_PATH kept whole), and the whole to MAX_MESSAGE characters."""
    message = " ".join(str(message).split())
    message = _LONG_QUOTED.sub(lambda m: m.group(1) + shorten(m.group(2)) + m.group(1), message)
    message = _LONG_RUN.sub(lambda m: m.group() if _is_path(m.group()) else shorten(m.group()), message)
    return shorten(message, MAX_MESSAGE)


def _is_path(run: str) -> bool:
    """A run of text that names a file (an absolute path, as the command line gave it), not too long for one."""
    return run.startswith("/") and len(run) <= MAX_PATH


class LoopError(InputError):
    """The run went past one of its documented bounds (judge.game.state: MAX_STEPS, MAX_RESOLUTIONS, MAX_EVENTS,
    MAX_CREATED)."""
