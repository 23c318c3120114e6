"""Safe YAML 1.2-style loading that remembers line numbers.

PyYAML implements YAML 1.1, where `yes`, `no`, `on` and `off` are booleans; the
scenario contract is YAML 1.2, where only `true` and `false` are. We build a
safe loader whose only boolean words are true/false, and whose mappings and
sequences remember the line each key or item starts on, so errors can name it.
"""

from __future__ import annotations

import re

import yaml

from judge.errors import InputError

_Base = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class LDict(dict):
    """A mapping that knows the 1-based line of itself and of each key."""

    line: int = 0
    key_lines: dict

    def line_of(self, key) -> int:
        return self.key_lines.get(key, self.line)


class LList(list):
    """A sequence that knows the 1-based line of itself and of each item."""

    line: int = 0
    item_lines: list

    def line_of(self, index: int) -> int:
        return self.item_lines[index] if index < len(self.item_lines) else self.line


class _Loader(_Base):  # type: ignore[misc, valid-type]
    pass


# YAML 1.2 core schema booleans only.
_Loader.yaml_implicit_resolvers = {
    first: [(tag, rx) for tag, rx in resolvers if tag != "tag:yaml.org,2002:bool"]
    for first, resolvers in _Base.yaml_implicit_resolvers.items()
}
_Loader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF")
)


def _construct_mapping(loader, node):
    result = LDict()
    result.line = node.start_mark.line + 1
    result.key_lines = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        if not isinstance(key, (str, int, float, bool)) and key is not None:
            raise InputError("mapping keys must be plain words or numbers", key_node.start_mark.line + 1)
        if key in result:
            raise InputError(f"duplicate key {key!r}", key_node.start_mark.line + 1)
        result[key] = loader.construct_object(value_node, deep=True)
        result.key_lines[key] = key_node.start_mark.line + 1
    return result


def _construct_sequence(loader, node):
    result = LList(loader.construct_object(child, deep=True) for child in node.value)
    result.line = node.start_mark.line + 1
    result.item_lines = [child.start_mark.line + 1 for child in node.value]
    return result


_Loader.add_constructor("tag:yaml.org,2002:map", _construct_mapping)
_Loader.add_constructor("tag:yaml.org,2002:seq", _construct_sequence)


def load_yaml(text: str):
    """Parse YAML text safely; raise InputError with the line on malformed input."""
    try:
        return yaml.load(text, Loader=_Loader)  # noqa: S506 - _Loader derives from SafeLoader
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else None
        problem = exc.problem or exc.context or "malformed YAML"
        raise InputError(f"malformed YAML: {problem}; fix the indentation or quoting there", line) from None
    except yaml.YAMLError as exc:
        raise InputError(f"malformed YAML: {exc}") from None
