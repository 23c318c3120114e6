"""Plain-text and Markdown tables.

A few lines instead of `tabulate`, whose import (it reads its own package
metadata) alone costs more than the start-up budget allows.
"""

from __future__ import annotations

from collections.abc import Sequence


def format_table(rows: Sequence[Sequence[object]], headers: Sequence[str], markdown: bool = False) -> str:
    """Columns padded to their widest cell; `markdown` gives a GitHub pipe table."""
    cells = [[str(c) for c in headers]] + [[str(c) for c in row] for row in rows]
    widths = [max(len(row[i]) for row in cells) for i in range(len(headers))]
    if markdown:
        def line(row):
            return "| " + " | ".join(c.ljust(w) for c, w in zip(row, widths)) + " |"
        rule = "|" + "|".join("-" * (w + 2) for w in widths) + "|"
    else:
        def line(row):
            return "  ".join(c.ljust(w) for c, w in zip(row, widths)).rstrip()
        rule = "  ".join("-" * w for w in widths).rstrip()
    return "\n".join([line(cells[0]), rule] + [line(r) for r in cells[1:]])
