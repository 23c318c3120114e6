"""Every state change is an Event carrying the CR rules that make it happen.

The trace is the event log. Events hold typed data only; judge.render turns
them into text, markdown or JSON.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Event:
    """One step of the trace.

    kind: a contract event kind (`cast`, `triggered`, `resolved`, `sacrificed`,
    `counters added`, `moved`, `shuffled`, `drew`, ...) or an engine kind
    (`step`, `choice`, `note`, `refused`, `entered`, ...).
    cites: canonical CR numbers (CR 2026-08-07 numbering).
    """

    kind: str
    text: str
    cites: tuple[str, ...] = ()
    data: dict = field(default_factory=dict)
    where: str = ""
    index: int = 0
    default: bool = False
