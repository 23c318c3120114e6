"""Immutable records, cheap to declare: the events of the trace (judge.game.events) and the scenario model
(judge.model) are built from them."""

from __future__ import annotations

from dataclasses import MISSING, Field, FrozenInstanceError
from typing import TYPE_CHECKING, Any, Callable, TypeVar

if TYPE_CHECKING:
    from typing_extensions import dataclass_transform
else:
    def dataclass_transform(**_: Any) -> Callable[[Any], Any]:
        return lambda decorated: decorated

Layout = tuple[tuple[str, Any, Any], ...]  # a class's fields in order: (name, default, default factory)
_LAYOUT: dict[type, Layout] = {}

R = TypeVar("R")


def _is_class_variable(annotation: Any) -> bool:
    text = annotation if isinstance(annotation, str) else repr(annotation)
    return text.startswith(("ClassVar", "typing.ClassVar"))


class RecordType(type):
    """Lays out a record class as it is created: its annotated fields (after those of its bases, a redefined
    field keeping its place) with their defaults, and `__slots__` for exactly its own fields.

    A frozen dataclass would cost about 1 ms of start-up per class, and a dataclass that generates no methods
    still about 0.15 ms; there are over 150 event classes and dozens of scenario-model classes (the start-up
    budget, README "Speed"). Frozen's methods are written once and read the layout."""

    def __new__(mcls, name: str, bases: tuple[type, ...], namespace: dict[str, Any], **kwargs: Any) -> RecordType:
        own: list[tuple[str, Any, Any]] = []
        for field_name, annotation in namespace.get("__annotations__", {}).items():
            if _is_class_variable(annotation):
                continue
            default: Any = namespace.pop(field_name, MISSING)
            factory: Any = MISSING
            if isinstance(default, Field):
                default, factory = default.default, default.default_factory
            own.append((field_name, default, factory))
        namespace.setdefault("__slots__", tuple(field_name for field_name, _, _ in own))
        cls = super().__new__(mcls, name, bases, namespace, **kwargs)
        layout: dict[str, tuple[str, Any, Any]] = {}
        for base in reversed(cls.__mro__[1:]):
            layout.update((entry[0], entry) for entry in _LAYOUT.get(base, ()))
        layout.update((entry[0], entry) for entry in own)
        _LAYOUT[cls] = tuple(layout.values())
        return cls


def record_fields(record_or_class: Any) -> tuple[str, ...]:
    """The names of a record's fields, in order."""
    cls = record_or_class if isinstance(record_or_class, type) else type(record_or_class)
    return tuple(name for name, _, _ in _LAYOUT[cls])


class Frozen(metaclass=RecordType):
    """An immutable record, built from its fields by position or keyword, compared field by field; the methods
    are written once here and read the class's layout (RecordType)."""

    __slots__ = ()

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        layout = _LAYOUT[type(self)]
        if len(args) > len(layout):
            raise TypeError(f"{type(self).__name__} takes {len(layout)} fields, not {len(args)}")
        for i, (name, default, factory) in enumerate(layout):
            if i < len(args):
                if name in kwargs:
                    raise TypeError(f"{type(self).__name__}: {name!r} given twice")
                value = args[i]
            elif name in kwargs:
                value = kwargs.pop(name)
            elif default is not MISSING:
                value = default
            elif factory is not MISSING:
                value = factory()
            else:
                raise TypeError(f"{type(self).__name__} needs {name!r}")
            object.__setattr__(self, name, value)
        if kwargs:
            raise TypeError(f"{type(self).__name__} has no field {next(iter(kwargs))!r}")

    def __setattr__(self, name: str, value: Any) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}: records are immutable")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}: records are immutable")

    def _values(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name, _, _ in _LAYOUT[type(self)])

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Frozen) and type(other) is type(self) and self._values() == other._values()

    def __hash__(self) -> int:
        return hash((type(self), self._values()))

    def __repr__(self) -> str:
        shown = (f"{name}={getattr(self, name)!r}" for name, _, _ in _LAYOUT[type(self)])
        return f"{type(self).__name__}({', '.join(shown)})"


@dataclass_transform(frozen_default=True)
def record(cls: type[R]) -> type[R]:
    """Mark a Frozen subclass as a record whose annotated fields are its constructor's (RecordType lays it out;
    the decorator tells type checkers so)."""
    return cls
