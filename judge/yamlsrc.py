"""Safe YAML 1.2 loading that remembers line numbers.

PyYAML implements YAML 1.1, where `yes`, `no`, `on` and `off` are booleans,
`010` is octal, `1:20` is a base-60 number, `2026-08-07` is a timestamp and
`<<` merges mappings.
The scenario contract is YAML 1.2 (core schema): only `true` and `false` are
booleans, integers are decimal (or `0o`/`0x`), and everything else is a
string. We build a *safe* loader (no tag constructs an object; only plain
mappings, sequences and scalars) with the YAML 1.2 core resolvers, whose
mappings and sequences remember the line each key or item starts on, so
errors can name it.

Hostile input is bounded before it costs anything: a scenario file is a
regular file of at most MAX_BYTES bytes (checked before it is read, so
`/dev/zero` or a pipe is refused at once), UTF-8 without control characters
(a bad byte or character is named by line and column), nested at most
MAX_DEPTH levels, with integers of at most MAX_DIGITS digits, and its aliases
may add at most MAX_NODES nodes (the "billion laughs" attack). Floats keep
their source text, so a rule number written `702.110` stays `702.110` when
turned back into text.
"""

from __future__ import annotations

import gc
import os
import re
import stat
import sys

import yaml

from judge.errors import InputError, describe

_Base = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

# A scenario file is at most this many bytes (the largest library scenario is 2.5 KB); a larger file is
# refused before it is read. The bound keeps the worst file judge will read answered well within 2 s.
MAX_BYTES = 128 * 1024
# Aliases (each `*alias` counted at every use) may add at most this many nodes to the document.
MAX_NODES = 200_000
# Mappings and lists nest at most this deep (the deepest built-in card is 18 levels).
MAX_DEPTH = 100
# An integer has at most this many digits: 10^18 lore counters are as many as anyone needs, and Python
# refuses to read numbers of more than 4,300 digits.
MAX_DIGITS = 18

# YAML allows tab, line breaks and printable characters; anything else is refused by the parser.
_NOT_YAML = re.compile("[^\t\n\r\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")
_BREAK = re.compile("\r\n|[\r\n\x85\u2028\u2029]")  # what YAML counts as a line break


class LDict(dict):
    """A mapping that knows the 1-based line of itself and of each key."""

    line: int = 0
    key_lines: dict

    def line_of(self, key) -> int:
        return getattr(self, "key_lines", {}).get(key, self.line)


class LList(list):
    """A sequence that knows the 1-based line of itself and of each item."""

    line: int = 0
    item_lines: list

    def line_of(self, index: int) -> int:
        lines = getattr(self, "item_lines", [])
        return lines[index] if 0 <= index < len(lines) else self.line


class SourceFloat(float):
    """A float that prints as it was written (`714.10` stays `714.10`, not `714.1`)."""

    source: str

    def __str__(self) -> str:
        return self.source


class _Loader(_Base):  # type: ignore[misc, valid-type]
    pass


# YAML 1.2 core schema: drop the YAML 1.1 bool, int, float, timestamp, value and merge resolvers ...
_DROPPED = {"tag:yaml.org,2002:bool", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float",
            "tag:yaml.org,2002:timestamp", "tag:yaml.org,2002:value", "tag:yaml.org,2002:merge"}
_Loader.yaml_implicit_resolvers = {
    first: [(tag, rx) for tag, rx in resolvers if tag not in _DROPPED]
    for first, resolvers in _Base.yaml_implicit_resolvers.items()
}
# ... and add the core schema's.
_BOOL = re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$")
_INT = re.compile(r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$")
_FLOAT = re.compile(r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?"
                    r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$")
_Loader.add_implicit_resolver("tag:yaml.org,2002:bool", _BOOL, list("tTfF"))
_Loader.add_implicit_resolver("tag:yaml.org,2002:int", _INT, list("-+0123456789"))
_Loader.add_implicit_resolver("tag:yaml.org,2002:float", _FLOAT, list("-+.0123456789"))


def _scalar(loader, node, pattern, what: str) -> str:
    """The text of a scalar that must read as `what` (an explicit `!!int x` is checked here, not by a resolver)."""
    text = loader.construct_scalar(node)
    if not pattern.match(text):
        tag = "!!" + node.tag.rsplit(":", 1)[-1]
        raise InputError(f"{describe(text)} is not {what}; write one or remove the tag '{tag}'",
                         node.start_mark.line + 1, column=node.start_mark.column + 1)
    return text


def _construct_bool(loader, node):
    return _scalar(loader, node, _BOOL, "true or false").lower() == "true"


def _construct_int(loader, node):
    text = _scalar(loader, node, _INT, "a whole number")
    if text.startswith("0o"):
        value = int(text[2:], 8)
    elif text.startswith("0x"):
        value = int(text[2:], 16)
    elif len(text.lstrip("+-").lstrip("0")) > MAX_DIGITS:
        value = None  # not converted: Python refuses more than 4,300 digits, and a long one costs time
    else:
        value = int(text, 10)
    if value is None or abs(value) >= 10 ** MAX_DIGITS:
        raise InputError(f"number too large: a whole number has at most {MAX_DIGITS} digits; write a smaller one",
                         node.start_mark.line + 1, column=node.start_mark.column + 1)
    return value


def _construct_float(loader, node):
    text = _scalar(loader, node, _FLOAT, "a number")
    low = text.lower()
    if low.endswith(".inf"):
        value = float("-inf") if low.startswith("-") else float("inf")
    elif low == ".nan":
        value = float("nan")
    else:
        value = float(text)
    result = SourceFloat(value)
    result.source = text
    return result


def _kind_for_tag(node, kind: str, what: str) -> None:
    """An explicit `!!map` or `!!seq` on a node of another kind."""
    if node.id != kind:
        raise InputError(f"the tag '!!{node.tag.rsplit(':', 1)[-1]}' needs {what} here; remove the tag",
                         node.start_mark.line + 1, column=node.start_mark.column + 1)


def _construct_mapping(loader, node):
    _kind_for_tag(node, "mapping", "a mapping")
    result = LDict()
    result.line = node.start_mark.line + 1
    result.key_lines = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        if not isinstance(key, (str, int, float, bool)) and key is not None:
            raise InputError("mapping keys must be plain words or numbers", key_node.start_mark.line + 1)
        if key in result:
            raise InputError(f"duplicate key {key!r}; keep only one", key_node.start_mark.line + 1)
        result[key] = loader.construct_object(value_node, deep=True)
        result.key_lines[key] = key_node.start_mark.line + 1
    return result


def _construct_sequence(loader, node):
    _kind_for_tag(node, "sequence", "a list")
    result = LList(loader.construct_object(child, deep=True) for child in node.value)
    result.line = node.start_mark.line + 1
    result.item_lines = [child.start_mark.line + 1 for child in node.value]
    return result


def _refuse_tag(loader, tag_suffix_or_node, node=None):
    node = node if node is not None else tag_suffix_or_node
    tag = node.tag.replace("tag:yaml.org,2002:", "!!")
    raise InputError(f"the tag '{tag}' is not allowed: scenarios are plain data (only safe YAML, no tags "
                     "that construct objects); remove the tag", node.start_mark.line + 1)


_Loader.add_constructor("tag:yaml.org,2002:map", _construct_mapping)
_Loader.add_constructor("tag:yaml.org,2002:seq", _construct_sequence)
_Loader.add_constructor("tag:yaml.org,2002:bool", _construct_bool)
_Loader.add_constructor("tag:yaml.org,2002:int", _construct_int)
_Loader.add_constructor("tag:yaml.org,2002:float", _construct_float)
for _tag in ("tag:yaml.org,2002:omap", "tag:yaml.org,2002:pairs", "tag:yaml.org,2002:set",
             "tag:yaml.org,2002:timestamp", "tag:yaml.org,2002:binary"):
    _Loader.add_constructor(_tag, _refuse_tag)
_Loader.add_constructor(None, _refuse_tag)  # any other tag, e.g. !!python/object


def line_column(text: str, index: int) -> tuple[int, int]:
    """The 1-based line and column of `text[index]`, lines broken as YAML breaks them."""
    line, start = 1, 0
    for match in _BREAK.finditer(text, 0, index):
        line, start = line + 1, match.end()
    return line, index - start + 1


def read_source(path) -> str:
    """The text of a scenario file: a regular file of at most MAX_BYTES bytes of UTF-8.

    Checked before anything is read: a device (`/dev/zero`), pipe or socket is refused at once, and a larger
    file is refused after reading no more than MAX_BYTES + 1 bytes.
    """
    try:
        info = os.stat(path)
        if stat.S_ISDIR(info.st_mode):
            raise InputError("this is a folder; give a scenario file (or use 'judge check' for folders)")
        if not stat.S_ISREG(info.st_mode):
            raise InputError("not a regular file (a device, pipe or socket): judge reads scenarios from files; "
                             "give a scenario file")
        # O_NONBLOCK: should the path have become a pipe since, opening it must not wait for a writer.
        with open(os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)),
                  "rb") as file:
            if not stat.S_ISREG(os.fstat(file.fileno()).st_mode):
                raise InputError("not a regular file (a device, pipe or socket): judge reads scenarios from "
                                 "files; give a scenario file")
            data = file.read(MAX_BYTES + 1)
    except (FileNotFoundError, NotADirectoryError):
        raise InputError("no such file; check the path") from None
    except OSError as exc:
        raise InputError(f"cannot read the file ({exc.strerror or exc.__class__.__name__}); check the path "
                         "and its permissions") from None
    return _decoded(data)


def read_stdin() -> str:
    """The text of a scenario given on standard input (`judge run -`), bounded like a file."""
    return _decoded(sys.stdin.buffer.read(MAX_BYTES + 1))


def _decoded(data: bytes) -> str:
    """Scenario bytes as text: at most MAX_BYTES bytes of UTF-8, else an error naming the line."""
    if len(data) > MAX_BYTES:
        line = data.count(b"\n", 0, MAX_BYTES) + 1
        raise InputError(f"the file is larger than {MAX_BYTES:,} bytes ({MAX_BYTES // 1024} KB, the most a "
                         "scenario file may hold) and goes on past this line; a scenario needs far less: "
                         "split it into several files", line)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        if data.startswith((b"\xff\xfe", b"\xfe\xff")):
            raise InputError("the file is UTF-16 text; save it as UTF-8", 1, column=1) from None
        line, column = line_column(data[:exc.start].decode("utf-8"), exc.start)  # valid up to the bad byte
        raise InputError(f"the byte 0x{data[exc.start]:02X} is not UTF-8 text; save the file as UTF-8 (or retype "
                         "the character there)", line, column=column) from None


def _children(node) -> list:
    if node.id == "mapping":
        return [n for pair in node.value for n in pair]
    return node.value if node.id == "sequence" else []


def _at(node) -> dict:
    return {"line": node.start_mark.line + 1, "column": node.start_mark.column + 1}


_HUGE = 1 << 62  # expanded sizes are capped here (a 128 KB file can describe 10^60000 nodes)


def _check_shape(root) -> None:
    """Refuse a document nested more than MAX_DEPTH deep, whose aliases refer to a node that holds them, or
    whose aliases add more than MAX_NODES nodes; each at the line where it happens. Iterative (no recursion),
    each node visited once."""
    size: dict[int, int] = {}  # nodes with aliases expanded
    height: dict[int, int] = {}
    ancestors: set[int] = set()
    stack: list = [(root, None, None)]  # (node, its parent, its children once they are pushed)
    while stack:
        node, parent, kids = stack.pop()
        key = id(node)
        if kids is not None:  # every child measured
            total, tallest = 1, 0
            for kid in kids:
                total += size[id(kid)]
                tallest = max(tallest, height[id(kid)])
            size[key], height[key] = min(total, _HUGE), tallest + 1
            ancestors.discard(key)
            continue
        if key in size:
            continue
        if key in ancestors:
            raise InputError("an alias refers to a mapping or list that holds it (a loop); write the value out "
                             "instead of the '*' alias", **_at(parent))
        ancestors.add(key)
        kids = _children(node)
        stack.append((node, parent, kids))
        for kid in reversed(kids):
            if kid.id == "scalar":
                size[id(kid)] = height[id(kid)] = 1
            elif id(kid) not in size:
                stack.append((kid, node, None))
    if height[id(root)] > MAX_DEPTH:
        node, depth = root, 1
        while depth <= MAX_DEPTH:
            node, depth = max(_children(node), key=lambda k: height[id(k)]), depth + 1
        raise InputError(f"the YAML is nested more than {MAX_DEPTH} levels deep here; flatten it", **_at(node))
    added = size[id(root)] - len(size)  # what aliases add to the nodes written in the file
    if added > MAX_NODES:
        node = root
        while True:  # down to the smallest node that alone expands too far: the aliases that multiply are there
            big = [k for k in _children(node) if size[id(k)] > MAX_NODES]
            if not big:
                break
            node = max(big, key=lambda k: size[id(k)])
        raise InputError(f"through its '*' aliases, the value that starts here expands to more than {MAX_NODES:,} "
                         "nodes (every use of an alias counts); write it out without nested aliases", **_at(node))


def load_yaml(text: str):
    """Parse YAML text safely; raise InputError with the line (and column) on malformed or hostile input."""
    bad = _NOT_YAML.search(text)
    if bad:
        code = ord(bad.group())
        kind = "control character" if code < 0x20 or 0x7F <= code <= 0x9F else "character"
        raise InputError(f"the {kind} U+{code:04X} is not allowed in YAML; delete it (or, inside double quotes, "
                         "write it as an escape such as \\t)", **_where(text, bad.start()))
    loader = _Loader(text)
    collecting = gc.isenabled()
    gc.disable()  # building many small objects: the collector would revisit them all, for nothing, again and again
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        _check_shape(node)
        return loader.construct_document(node)
    except yaml.MarkedYAMLError as exc:
        raise _syntax_error(exc, text) from None
    except yaml.reader.ReaderError as exc:
        raise InputError(f"malformed YAML: {exc.reason}; delete the character", **_where(text, exc.position)) \
            from None
    except yaml.YAMLError as exc:
        raise InputError(f"malformed YAML: {exc}") from None
    except RecursionError:
        raise InputError("the YAML is nested too deeply; flatten it", 1) from None
    finally:
        loader.dispose()
        if collecting:
            gc.enable()


def _where(text: str, index: int) -> dict:
    line, column = line_column(text, min(index, len(text)))
    return {"line": line, "column": column}


# What the parser calls an unclosed value, and how to close it.
_CLOSER: dict[str | None, tuple[str, str | None]] = {
    "flow mapping": ("{...} mapping", "'}'"), "flow sequence": ("[...] list", "']'"),
    "quoted scalar": ("quoted text", "its closing quote")}


def _syntax_error(exc, text: str) -> InputError:
    """A parser error as one line: its line and column, what is wrong and how to fix it. At the end of the file
    the place to fix is where the unclosed value starts, not the line after the last."""
    mark = exc.problem_mark or exc.context_mark
    problem = exc.problem or exc.context or "malformed YAML"
    if isinstance(exc, yaml.composer.ComposerError) and "document" in problem:
        return InputError("a scenario is one YAML document; remove the second '---' and what follows it",
                          mark.line + 1 if mark else None)
    if mark is None:
        return InputError(f"malformed YAML: {problem}; fix the indentation or quoting")
    if "nesting depth" in problem:  # libyaml's own bound (1,000 levels), met before ours is checked
        return InputError(f"the YAML is nested more than {MAX_DEPTH} levels deep; flatten it",
                          mark.line + 1, column=mark.column + 1)
    lines = len(_BREAK.split(text.rstrip()))  # the last line that holds something
    if mark.line + 1 > lines:  # the file ended first
        context, opened = exc.context_mark, next((what for what in _CLOSER if what in (exc.context or "")), None)
        if context is not None and context.line + 1 <= lines:
            what, closer = _CLOSER.get(opened, ("value", None))
            return InputError(f"malformed YAML: the file ends inside the {what} that starts here ({problem}); "
                              + (f"close it with {closer}" if closer else "finish it"),
                              context.line + 1, column=context.column + 1)
        return InputError(f"malformed YAML: the file ends too soon ({problem}); finish the value on this line",
                          lines)
    before = _BREAK.split(text)[mark.line][:mark.column + 1]
    if before.endswith("\t"):
        where = "in the indentation; YAML indents with spaces only" if not before.strip() else "where YAML allows none"
        return InputError(f"malformed YAML: a tab {where}: replace the tab with spaces", mark.line + 1,
                          column=mark.column + 1)
    hint = ("define the anchor '&name' before using '*name', or quote the text" if "alias" in problem
            else "fix the indentation or quoting there")
    return InputError(f"malformed YAML: {problem}; {hint}", mark.line + 1, column=mark.column + 1)
