"""Effects that phase permanents out (702.26b; judge.game.phasing)."""

from __future__ import annotations

from typing import Any

from judge.game import phasing
from judge.game.effects.continuous import create_continuous
from judge.game.effects.parameters import objects_of
from judge.game.resolution import Context, handler


@handler("phase_out")
def e_phase_out(ctx: Context, p: dict[str, Any]) -> None:
    """"All artifacts and creatures phase out." (702.26b): the permanents phase out, each to phase in during its
    controller's next untap step (502.1); `cant phase in: DURATION`: "It can't phase in for as long as you control
    [this]", an effect on those permanents for that long (611.2b)."""
    permanents = objects_of(ctx, p)
    phasing.phase_out(ctx.game, permanents, ())
    if "cant phase in" in p:
        create_continuous(ctx, "cant_phase_in", {}, permanents, p["cant phase in"], ("702.26b", "611.2b"))
