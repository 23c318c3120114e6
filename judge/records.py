"""Records, cheap to declare: immutable ones (Frozen) for the events of the trace (judge.game.events) and the
scenario model (judge.model), mutable ones (Mutable) for the engine's state (objects, effects, pending triggers).

A record class is a plain subclass of Frozen whose annotated fields are its constructor's, in order (a base's
first; a redefined field keeps its place), with their defaults. Nothing is generated or computed when a class
is created: a frozen dataclass costs about 1 ms of start-up per class, and even a metaclass that lays the
fields out costs more than the class itself, while there are over 300 record classes (events, the scenario
model, questions, refusals) and a run builds only a few dozen kinds (the start-up budget, README "Speed"). A
class's layout is read from its annotations the first time one is built, and Frozen's methods, written once,
read it. A Mutable record's constructor is written for its class the first time one is built (as a
dataclass's is when the class is created), so the objects a run builds by the thousand cost no more to build.
"""

from __future__ import annotations

from dataclasses import MISSING, Field, FrozenInstanceError, field
from typing import TYPE_CHECKING, Any, Callable, TypeVar

if TYPE_CHECKING:
    from typing_extensions import dataclass_transform
else:
    def dataclass_transform(**_: Any) -> Callable[[Any], Any]:
        return lambda decorated: decorated

Layout = tuple[tuple[str, Any, Any, bool], ...]  # a class's fields in order: name, default, factory, keyword-only
_LAYOUT: dict[type, Layout] = {}
_NAMES: dict[type, tuple[str, ...]] = {}  # the field names alone, for building a record from all its fields
_set = object.__setattr__
CLASS_VARIABLE = ("ClassVar", "typing.ClassVar")

R = TypeVar("R")


def _lay_out(cls: type) -> tuple[str, ...]:
    """Read a record class's fields from the annotations of it and its bases (ClassVar ones excluded)."""
    layout: dict[str, tuple[str, Any, Any, bool]] = {}
    for klass in reversed(cls.__mro__):
        declared = vars(klass)
        for name, annotation in declared.get("__annotations__", {}).items():
            if (annotation if isinstance(annotation, str) else repr(annotation)).startswith(CLASS_VARIABLE):
                continue
            default = declared.get(name, MISSING)
            if isinstance(default, Field):
                layout[name] = (name, default.default, default.default_factory, default.kw_only is True)
            else:
                layout[name] = (name, default, MISSING, False)
    _LAYOUT[cls] = tuple(layout.values())
    _NAMES[cls] = tuple(layout)
    return _NAMES[cls]


def record_fields(record_or_class: Any) -> tuple[str, ...]:
    """The names of a record's fields, in order."""
    cls = record_or_class if isinstance(record_or_class, type) else type(record_or_class)
    return _NAMES.get(cls) or _lay_out(cls)


class Frozen:
    """An immutable record, built from its fields by position or keyword, compared field by field."""

    __slots__ = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "__init__" not in vars(cls):
            cls.__init__ = Frozen.__init__  # type: ignore[method-assign]  # its own, written on first use

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        _write_init(type(self), frozen=True)(self, *args, **kwargs)

    def __setattr__(self, name: str, value: Any) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}: records are immutable")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}: records are immutable")

    def _values(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in record_fields(self))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Frozen) and type(other) is type(self) and self._values() == other._values()

    def __hash__(self) -> int:
        return hash((type(self), self._values()))

    def __repr__(self) -> str:
        shown = (f"{name}={getattr(self, name)!r}" for name in record_fields(self))
        return f"{type(self).__name__}({', '.join(shown)})"


@dataclass_transform(frozen_default=True)
def record(cls: type[R]) -> type[R]:
    """Mark a Frozen subclass as a record whose annotated fields are its constructor's (for type checkers; the
    layout is read from the annotations, see the module docstring)."""
    return cls


def replace(record_: R, **changes: Any) -> R:
    """A new record of the same class with the same fields, except those `changes` gives."""
    values = {name: getattr(record_, name) for name in record_fields(record_)}
    values.update(changes)
    return type(record_)(**values)


@dataclass_transform(field_specifiers=(field, Field))
class Mutable:
    """A mutable record: built from its fields by position or keyword, compared field by field (and so not
    hashable); `class Name(Mutable, eq=False)` compares by identity instead, and is hashable."""

    def __init_subclass__(cls, eq: bool = True, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "__init__" not in vars(cls):
            cls.__init__ = Mutable.__init__  # type: ignore[method-assign]  # its own, written on first use
        if not eq:
            cls.__eq__ = object.__eq__  # type: ignore[method-assign]
            cls.__hash__ = object.__hash__  # type: ignore[method-assign,assignment]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        _write_init(type(self), frozen=False)(self, *args, **kwargs)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and all(
            getattr(self, name) == getattr(other, name) for name in record_fields(self))

    __hash__ = None  # type: ignore[assignment]  # mutable and compared by value: unhashable, as a dataclass

    def __repr__(self) -> str:
        shown = (f"{name}={getattr(self, name)!r}" for name in record_fields(self))
        return f"{type(self).__name__}({', '.join(shown)})"


def _write_init(cls: type, frozen: bool) -> Callable[..., None]:
    """Write and install `cls`'s constructor: one parameter per field, in order, with its default; a default
    factory is called when its field is not given, a required field after a defaulted one is checked; a frozen
    record's fields are set past its __setattr__."""
    record_fields(cls)
    parameters: list[str] = []
    keyword_only: list[str] = []
    body: list[str] = []
    namespace: dict[str, Any] = {"_MISSING_": MISSING, "_set_": _set}
    for i, (name, default, factory, kw_only) in enumerate(_LAYOUT[cls]):
        value = name
        where = keyword_only if kw_only else parameters
        if factory is not MISSING:
            namespace[f"_factory_{i}"] = factory
            where.append(f"{name}=_MISSING_")
            value = f"_factory_{i}() if {name} is _MISSING_ else {name}"
        elif default is not MISSING:
            namespace[f"_default_{i}"] = default
            where.append(f"{name}=_default_{i}")
        elif where and "=" in where[-1]:  # a required field after a defaulted one (the model's): checked
            where.append(f"{name}=_MISSING_")
            body.append(f"    if {name} is _MISSING_: raise TypeError({f'{cls.__name__} needs {name!r}'!r})")
        else:
            where.append(name)
        body.append(f"    _set_(_self_, {name!r}, {value})" if frozen else f"    _self_.{name} = {value}")
    if keyword_only:
        parameters += ["*", *keyword_only]
    source = f"def __init__(_self_, {', '.join(parameters)}):\n" + ("\n".join(body) or "    pass") + "\n"
    exec(source, namespace)  # generated from the class's own annotations, as dataclasses does
    init: Callable[..., None] = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    setattr(cls, "__init__", init)
    return init
