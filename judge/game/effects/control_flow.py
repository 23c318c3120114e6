"""Effects that decide which instructions happen: "you may" (608.2d), "unless" (118.12a), modes (700.2), "repeat
this process", reflexive triggers (603.12), die rolls (706), and what is not modelled yet."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable

from judge.cards import Ability
from judge.game import choosing, events, resolution, triggers
from judge.game.questions import MayDo
from judge.game.effects.parameters import amount, condition_holds, players_of, target_list
from judge.game.resolution import Context, handler


@handler("may")
def e_may(ctx: Context, p: dict[str, Any]) -> None:
    game = ctx.game
    if ctx.ask(MayDo(ctx.source_name, p.get("text", "you may"))):
        ctx.did = False
        resolution.run(game, ctx, p.get("do", ()))
        if ctx.did:
            resolution.run(game, ctx, p.get("if you do", ()))


@handler("if")
def e_if(ctx: Context, p: dict[str, Any]) -> None:
    """608.2c: "If [condition], [then]. Otherwise, [else]." The condition is checked as the instruction is
    followed; the trace says whether it held, in the card's words (`text`)."""
    held = condition_holds(ctx, p["condition"])
    ctx.game.emit(events.ConditionChecked(ctx.source_name, p.get("text", ""), held), ("608.2c",))
    resolution.run(ctx.game, ctx, p.get("then" if held else "else", ()))


@handler("choose_modes")
def e_choose_modes(ctx: Context, p: dict[str, Any]) -> None:
    """700.2: a modal spell or ability: `modes` (each `text` and `effects`), choose `min` to `max` of them
    (default one); the chosen modes happen in printed order. A spell's modes were chosen as it was cast
    (601.2b, `ctx.modes`). A modal triggered ability (simplified) chooses them as it resolves: every mode's
    targets are listed in `targets:` with `up to: true`, and a mode whose targets were not all chosen can't
    be chosen (700.2a, 700.2c)."""
    usable = [i for i, mode in enumerate(p["modes"], 1)
              if all(target_list(ctx, n) for n in choosing.target_refs(mode["effects"]))]
    chosen = list(ctx.modes) or choosing.choose_modes(ctx.game, ctx.controller, ctx.source_name, p, usable)
    for i in chosen:
        resolution.run(ctx.game, ctx, p["modes"][i - 1]["effects"])


REPEAT_TESTS: dict[str, Callable[[Context], bool]] = {
    # "If two cards that share a card type were milled this way"
    "two milled cards share a card type": lambda ctx: len(ctx.extra.get("milled", [])) == 2 and bool(
        set(ctx.extra["milled"][0]) & set(ctx.extra["milled"][1])),
}


@handler("repeat")
def e_repeat(ctx: Context, p: dict[str, Any]) -> None:
    """"[do]. If [while], [then] and repeat this process": each round counts as a resolution in the run's budget
    (MAX_RESOLUTIONS)."""
    game = ctx.game
    rounds = 1
    while True:
        resolution.run(game, ctx, p.get("do", ()))
        if not REPEAT_TESTS[p["while"]](ctx):
            return
        resolution.run(game, ctx, p.get("then", ()))
        rounds += 1
        game.count_resolution()
        game.emit(events.ProcessRepeats(ctx.source_name, p["while"], rounds), ())


@handler("roll_die")
def e_roll_die(ctx: Context, p: dict[str, Any]) -> None:
    """706.1-706.2: roll a `sides`-sided die with the scenario's seeded randomness; ctx.extra["roll"] is the
    result; if it equals the amount `if result is`, the `then` effects happen."""
    game = ctx.game
    sides = p.get("sides", 6)
    result = game.rng.randint(1, sides)
    ctx.extra["roll"] = result
    game.emit(events.DieRolled(game.players[ctx.controller].name, result, sides), ("706.2",))
    if "if result is" in p and result == amount(ctx, p["if result is"]):
        resolution.run(game, ctx, p.get("then", ()))


@handler("reflexive")
def e_reflexive(ctx: Context, p: dict[str, Any]) -> None:
    """603.12: "When you do, ...": a reflexive triggered ability triggers now and is put on the stack the
    next time a player would receive priority, its targets chosen then (603.3d)."""
    ability = Ability("triggered", p.get("text", "reflexive triggered ability"),
                      targets=tuple(p.get("targets") or ()), effects=tuple(p.get("effects") or ()))
    amounts = {done: ctx.extra[done] for done in ("tapped",) if done in ctx.extra}
    triggers.reflexive(ctx.game, ability, ctx.source_oid, ctx.source_label, ctx.source_name, ctx.controller, amounts)


@handler("not_modelled")
def e_not_modelled(ctx: Context, p: dict[str, Any]) -> None:
    """An instruction the engine does not model yet: instead of following it (608.2c) judge says so in the
    trace, naming it, and does nothing."""
    ctx.game.emit(events.NotModelled(ctx.source_name, p.get("what", "this effect")), ("608.2c",))


@handler("unless")
def e_unless(ctx: Context, p: dict[str, Any]) -> None:
    """118.12a: "[then] unless [player] [do]" means "[player] may [do]. If [that player] doesn't, [then]". Each
    `player` in turn order (101.4) chooses; "that player" is the one choosing. One who chooses to but can't do
    it (a discard with an empty hand) hasn't done it (118.12)."""
    game = ctx.game
    for player in [q.index for q in game.apnap() if q.index in players_of(ctx, p.get("player"))]:
        theirs = replace(ctx, did=False, event={**ctx.event, "player_index": player})
        if theirs.ask(MayDo(ctx.source_name, p.get("text", "")), player):
            resolution.run(game, theirs, p["do"])
        game.emit(events.UnlessChecked(ctx.source_name, game.players[player].name, p.get("text", ""), theirs.did),
                  ("118.12a",))
        if not theirs.did:
            resolution.run(game, theirs, p["then"])


@handler("define_x")
def e_define_x(ctx: Context, p: dict[str, Any]) -> None:
    """107.3c: "where X is ...": X is the value the text defines, determined once as this instruction is
    followed; every later X of the ability has that value (107.3i)."""
    ctx.x = amount(ctx, p["amount"])
    ctx.game.emit(events.XDefined(ctx.source_name, ctx.x), ("107.3c",))
