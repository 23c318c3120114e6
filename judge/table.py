"""Plain-text and Markdown tables, through tabulate.

tabulate is pinned below 0.10: 0.9 imports only standard modules, where 0.10 reads its package metadata as it
is imported, which alone costs more than the start-up budget allows (README "Speed").
"""

from __future__ import annotations

from collections.abc import Sequence

from tabulate import tabulate


def format_table(rows: Sequence[Sequence[object]], headers: Sequence[str], markdown: bool = False) -> str:
    """Columns padded to their widest cell, text as given (no number parsing); `markdown`: a GitHub table."""
    return tabulate([[str(c) for c in row] for row in rows], [str(h) for h in headers],
                    tablefmt="github" if markdown else "simple", disable_numparse=True)
