"""Effects that phase permanents out (702.26b; judge.game.phasing)."""

from __future__ import annotations

from typing import Any

from judge.game import phasing
from judge.game.effects.parameters import objects_of
from judge.game.resolution import Context, handler


@handler("phase_out")
def e_phase_out(ctx: Context, p: dict[str, Any]) -> None:
    """"All artifacts and creatures phase out." (702.26b): the permanents phase out, each to phase in during its
    controller's next untap step (502.1)."""
    phasing.phase_out(ctx.game, objects_of(ctx, p), ())
