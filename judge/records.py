"""Immutable records, cheap to declare: the events of the trace (judge.game.events) and the scenario model
(judge.model) are built from them."""

from __future__ import annotations

from dataclasses import MISSING, FrozenInstanceError, dataclass, fields
from typing import TYPE_CHECKING, Any, Callable, TypeVar

if TYPE_CHECKING:
    from typing_extensions import dataclass_transform
else:
    def dataclass_transform(**_: Any) -> Callable[[Any], Any]:
        return lambda decorated: decorated

_LAYOUT: dict[type, tuple[tuple[str, Any, Any], ...]] = {}  # each class's (field, default, default factory)

R = TypeVar("R")


class Frozen:
    """An immutable record, built from its fields by position or keyword, compared field by field.

    The methods are written once here rather than generated per class: a frozen dataclass costs about 1 ms of
    start-up per class, and there are over a hundred event classes and dozens of scenario-model classes (the
    start-up budget, README "Speed")."""

    __slots__ = ()

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        layout = _LAYOUT.get(type(self)) or _lay_out(type(self))
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
        return tuple(getattr(self, name) for name, _, _ in _LAYOUT.get(type(self)) or _lay_out(type(self)))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Frozen) and type(other) is type(self) and self._values() == other._values()

    def __hash__(self) -> int:
        return hash((type(self), self._values()))

    def __repr__(self) -> str:
        shown = (f"{name}={getattr(self, name)!r}" for name, _, _ in _LAYOUT.get(type(self)) or _lay_out(type(self)))
        return f"{type(self).__name__}({', '.join(shown)})"


def _lay_out(cls: type) -> tuple[tuple[str, Any, Any], ...]:
    layout = tuple((f.name, f.default, f.default_factory) for f in fields(cls))
    _LAYOUT[cls] = layout
    return layout


@dataclass_transform(frozen_default=True)
def record(cls: type[R]) -> type[R]:
    """Declare a Frozen subclass's fields (a dataclass that generates no methods: Frozen has them)."""
    if cls.__doc__ is None:  # else dataclass writes one from inspect.signature, slowly
        cls.__doc__ = f"The event or record {cls.__name__}."
    return dataclass(init=False, repr=False, eq=False, slots=True, match_args=False)(cls)
