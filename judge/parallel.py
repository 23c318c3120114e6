"""Many scenarios on many cores (`judge check -j N`, `judge diff DIR -j N`): an ordered map over worker
processes, so that the output is the serial run's, byte for byte, in the same order."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import TypeVar

Item = TypeVar("Item")
Result = TypeVar("Result")


def cores() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def jobs_for(value: str) -> int:
    """`-j` as a number of processes: a whole number, 0 or `auto` for every core; ValueError otherwise."""
    if value.strip().lower() == "auto":
        return cores()
    jobs = int(value)
    if jobs < 0:
        raise ValueError(value)
    return jobs or cores()


def ordered_map(work: Callable[[Item], Result], items: Sequence[Item], jobs: int) -> Iterator[Result]:
    """`work` on each item, in the items' order; on `jobs` worker processes when there are more than one (and
    more than one item), else in this process. `work` must be a module-level function (pickled by name)."""
    workers = min(jobs, len(items))
    if workers <= 1:
        yield from map(work, items)
        return
    with ProcessPoolExecutor(max_workers=workers) as pool:
        yield from pool.map(work, items, chunksize=max(1, len(items) // (workers * 16)))
