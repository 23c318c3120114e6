"""judge.records: the engine's mutable records (Mutable) behave as the dataclasses they replace, and cost nothing
to declare (the start-up budget, README "Speed")."""

from __future__ import annotations

import dataclasses

import pytest

from judge.game import layers, objects
from judge.records import Frozen, Mutable, field, record, replace


class Point(Mutable):
    x: int
    y: int = 0
    seen: list[int] = field(default_factory=list)


class Labelled(Point, eq=False):
    label: str = ""


@record
class Pair(Frozen):
    left: int
    right: int = 2


def test_a_mutable_record_is_built_by_position_or_keyword_with_defaults_and_fresh_factories():
    first, second = Point(1), Point(x=1)
    assert (first.x, first.y, first.seen) == (1, 0, [])
    first.seen.append(3)
    assert second.seen == [] and first.seen is not second.seen
    first.y = 5
    assert first.y == 5 and repr(first) == "Point(x=1, y=5, seen=[3])"
    with pytest.raises(TypeError):
        Point()
    with pytest.raises(TypeError):
        Point(1, z=2)


def test_a_mutable_record_compares_by_fields_and_is_unhashable_unless_eq_false():
    assert Point(1, 2) == Point(1, 2) and Point(1, 2) != Point(1, 3)
    with pytest.raises(TypeError):
        hash(Point(1))
    one = Labelled(1, label="a")
    assert one != Labelled(1, label="a") and one == one and {one: 1}[one] == 1


def test_a_subclass_gets_its_own_constructor_with_the_base_fields_first():
    Point(7)  # the base's constructor is written first; the subclass must not inherit it
    built = Labelled(1, 2, [3], "b")
    assert (built.x, built.y, built.seen, built.label) == (1, 2, [3], "b")


def test_replace_copies_a_record_with_some_fields_changed():
    assert replace(Point(1, 2), y=9) == Point(1, 9)
    assert replace(Pair(1), right=5) == Pair(1, 5)


def test_the_engine_state_classes_are_records_not_generated_dataclasses():
    """Generating a dataclass costs about 0.3 ms per class at start-up; a record costs nothing until built."""
    for cls in (objects.GameObject, objects.Player, layers.Chars, layers.ContinuousEffect):
        assert issubclass(cls, Mutable) and not dataclasses.is_dataclass(cls)
