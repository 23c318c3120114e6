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

Two further guards: aliases may not expand into an enormous document (the
"billion laughs" attack), and floats keep their source text, so a rule number
written `702.110` stays `702.110` when turned back into text.
"""

from __future__ import annotations

import re

import yaml

from judge.errors import InputError

_Base = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

# A document may expand (aliases counted at every use) to at most this many nodes.
MAX_NODES = 200_000


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
_Loader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))
_Loader.add_implicit_resolver(
    "tag:yaml.org,2002:int", re.compile(r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$"), list("-+0123456789"))
_Loader.add_implicit_resolver(
    "tag:yaml.org,2002:float",
    re.compile(r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?"
               r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$"),
    list("-+.0123456789"))


def _construct_int(loader, node):
    text = loader.construct_scalar(node)
    if text.startswith("0o"):
        return int(text[2:], 8)
    if text.startswith("0x"):
        return int(text[2:], 16)
    return int(text, 10)


def _construct_float(loader, node):
    text = loader.construct_scalar(node)
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


def _construct_mapping(loader, node):
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
_Loader.add_constructor("tag:yaml.org,2002:int", _construct_int)
_Loader.add_constructor("tag:yaml.org,2002:float", _construct_float)
for _tag in ("tag:yaml.org,2002:omap", "tag:yaml.org,2002:pairs", "tag:yaml.org,2002:set",
             "tag:yaml.org,2002:timestamp", "tag:yaml.org,2002:binary"):
    _Loader.add_constructor(_tag, _refuse_tag)
_Loader.add_constructor(None, _refuse_tag)  # any other tag, e.g. !!python/object


def _expanded_size(node) -> int:
    """Nodes in the document with every alias expanded (shared nodes counted at each use), memoised."""
    sizes: dict[int, int] = {}

    def size(n) -> int:
        key = id(n)
        if key in sizes:
            return sizes[key]
        sizes[key] = 1  # guards against recursive aliases
        total = 1
        if isinstance(n, yaml.MappingNode):
            total += sum(size(k) + size(v) for k, v in n.value)
        elif isinstance(n, yaml.SequenceNode):
            total += sum(size(c) for c in n.value)
        sizes[key] = total = min(total, MAX_NODES + 1)
        return total

    return size(node)


def load_yaml(text: str):
    """Parse YAML text safely; raise InputError with the line on malformed input."""
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        if _expanded_size(node) > MAX_NODES:
            raise InputError(f"the document expands to more than {MAX_NODES} nodes through aliases; "
                             "write it out without nested '*' aliases", node.start_mark.line + 1)
        return loader.construct_document(node)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else None
        problem = exc.problem or exc.context or "malformed YAML"
        if isinstance(exc, yaml.composer.ComposerError) and "document" in problem:
            raise InputError("a scenario is one YAML document; remove the second '---' and what follows it",
                             line) from None
        hint = ("define the anchor '&name' before using '*name', or quote the text" if "alias" in problem
                else "fix the indentation or quoting there")
        raise InputError(f"malformed YAML: {problem}; {hint}", line) from None
    except yaml.YAMLError as exc:
        raise InputError(f"malformed YAML: {exc}") from None
    except RecursionError:
        raise InputError("the YAML is nested too deeply (or an alias refers to itself); flatten it", 1) from None
    finally:
        loader.dispose()
