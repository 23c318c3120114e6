"""Effects that decide which instructions happen: "you may" (608.2d), "unless" (118.12a), modes (700.2), "repeat
this process", reflexive triggers (603.12), die rolls (706), and what is not modelled yet."""

from __future__ import annotations

from judge.records import replace
from typing import Any, Callable

from judge.cards import Ability
from judge.game import choosing, events, resolution, triggers, zones
from judge.game.layers import NONCREATURE_SUBTYPES
from judge.game.questions import (
    CardNameBy, ChosenMode, CreatureTypeToNote, MayDo, VillainousOption, VoteFor, XToPay,
)
from judge.game.effects.parameters import amount, condition_holds, match_filter, players_of, target_list
from judge.game.resolution import Context, handler


@handler("may")
def e_may(ctx: Context, p: dict[str, Any]) -> None:
    """608.2d: "you may [do]. If you do, [if you do]"; with `all of it`, "you may [A] and [B]. If you do" holds
    only if each instruction of `do` was done (an impossible part is ignored, 101.3, but then it wasn't done).
    "If you don't, [if you don't]" (608.2c): when the player declined, or did nothing (none to put)."""
    game = ctx.game
    did = False
    if ctx.ask(MayDo(ctx.source_name, p.get("text", "you may"))):
        ctx.did = False
        if p.get("all of it"):
            done = []
            for effect in p.get("do", ()):
                ctx.did = False
                resolution.run(game, ctx, (effect,))
                done.append(ctx.did)
            ctx.did = all(done)
        else:
            resolution.run(game, ctx, p.get("do", ()))
        did = ctx.did
        if did:
            resolution.run(game, ctx, p.get("if you do", ()))
    if "if you don't" in p:
        game.emit(events.ConditionChecked(ctx.source_name, "If you don't", not did), ("608.2c",))
        if not did:
            resolution.run(game, ctx, p["if you don't"])


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
    (default one); the chosen modes happen in printed order. They were chosen as the spell was cast (601.2b), the
    ability activated (602.2b) or put on the stack (603.3c): `ctx.modes`.
    Otherwise (modes in an effect the ability creates) they are chosen now, among the modes whose targets
    were chosen."""
    usable = [i for i, mode in enumerate(p["modes"], 1)
              if all(target_list(ctx, n) for n in choosing.target_refs(mode["effects"]))]
    chosen = list(ctx.modes) or \
        choosing.choose_modes(ctx.game, ctx.controller, ctx.source_name, p, usable)
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
    next time a player would receive priority, its targets chosen then (603.3d). It knows what the earlier
    effects of the ability that created it did ("that card's mana value": `{mana value: discarded}`)."""
    ability = Ability("triggered", p.get("text", "reflexive triggered ability"),
                      targets=tuple(_known_now(ctx, spec) for spec in p.get("targets") or ()),
                      effects=tuple(p.get("effects") or ()))
    triggers.reflexive(ctx.game, ability, ctx.source_oid, ctx.source_label, ctx.source_name, ctx.controller,
                       dict(ctx.extra), ctx.event)


def _known_now(ctx: Context, spec: dict[str, Any]) -> dict[str, Any]:
    """A reflexive ability's target spec with what the creating ability knows: `whose: that player` is the player its
    trigger event names ("from that player's graveyard"), `total mana value at most: X` the X it paid (107.3f)."""
    known = dict(spec)
    if spec.get("whose") == "that player":
        known["whose"] = ctx.event.get("player_index")
    if spec.get("total mana value at most") == "X":
        known["total mana value at most"] = int(ctx.extra.get("x", ctx.x))
    return known


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


@handler("choose_name")
def e_choose_name(ctx: Context, p: dict[str, Any]) -> None:
    """201.4: "Choose a card name." (a `name:` choice; `filter`: a name with those characteristics, 201.4a). Its
    source remembers the name while it stays on the battlefield, for its abilities that say "the chosen name"
    (filter `name: {chosen: true}`), and with the names chosen before for "a name chosen for [this]" (filter
    `name chosen for this: true`)."""
    game = ctx.game
    name = zones.choose_card_name(game, ctx.controller, CardNameBy(ctx.source_name), p.get("filter") or {}, ("201.4",))
    ctx.extra["chosen name"] = name  # for a delayed triggered ability of this ability (603.7c)
    source = ctx.source
    if source is not None:
        source.chosen_name = name
        source.chosen_names += (name,)
        game.touch(source)
    game.emit(events.NameChosen(game.players[ctx.controller].name, ctx.source_name, name),
              ("201.4", "720.5") if zones.is_omen_name(game, name) else ("201.4",))
# The first creature types of 205.3m: the default note where no creature card in hand or permanent suggests one.
_FIRST_CREATURE_TYPES = ("Advisor", "Aetherborn", "Alien", "Ally", "Angel", "Antelope", "Ape")


@handler("note_creature_type")
def e_note_creature_type(ctx: Context, p: dict[str, Any]) -> None:
    """"Note a creature type that hasn't been noted for this Saga" (205.3m): the controller chooses a creature type
    (a `creature type:` choice) not noted for the source before; the source remembers it ("that type": filter
    `noted type: true`, which a delayed trigger created after it keeps). Default: the first creature type not
    noted yet of the creature cards in the controller's hand, else of the creatures they control."""
    game = ctx.game
    source = ctx.source or game.objects.get(ctx.source_oid)
    noted = list(source.noted_types) if source is not None else []
    seen = [t for oid in game.players[ctx.controller].hand if "Creature" in game.chars(oid).types
            for t in game.chars(oid).subtypes]
    seen += [t for o in game.battlefield() if game.chars(o.oid).controller == ctx.controller
             and "Creature" in game.chars(o.oid).types for t in game.chars(o.oid).subtypes]
    default = next(t for t in (*seen, *_FIRST_CREATURE_TYPES) if t not in noted and t not in NONCREATURE_SUBTYPES)

    def parse(value: Any, line: int | None) -> str:
        word = str(value).strip()
        word = word[:1].upper() + word[1:]
        if word in NONCREATURE_SUBTYPES or not word:
            game.fail(f"creature type: {value!r} is not a creature type (205.3m)")
        if word in noted:
            game.fail(f"creature type: {word} has already been noted for {ctx.source_name}")
        return word

    chosen = game.decide(CreatureTypeToNote(ctx.source_name), ctx.controller, [default, ""], default, parse,
                         cites=("205.3m",))
    if source is not None:
        source.noted_types.append(chosen)
        game.touch(source)
    ctx.extra["noted type"] = chosen
    game.emit(events.CreatureTypeNoted(game.players[ctx.controller].name, ctx.source_name, chosen), ("205.3m",))


@handler("villainous_choice")
def e_villainous_choice(ctx: Context, p: dict[str, Any]) -> None:
    """701.55a: "[player] faces a villainous choice — [option 1], or [option 2]": that player chooses an option
    (a `mode:` choice they make; default the first), then all its actions are performed; an illegal or
    impossible option may be chosen and as much of it as possible is done (701.55b). Several players face it one
    at a time in APNAP order (701.55d). "You" in the options stays the ability's controller."""
    game = ctx.game
    options = p["options"]
    facing = players_of(ctx, p.get("player"))
    for player in [q.index for q in game.apnap() if q.index in facing]:
        name = game.players[player].name

        def parse(value: Any, line: int | None) -> int:
            hit = value if isinstance(value, int) and not isinstance(value, bool) else next(
                (i for i, option in enumerate(options, 1) if str(value).lower() in option.get("text", "").lower()),
                None)
            if hit is None or not 1 <= hit <= len(options):
                game.fail(f"mode: {value!r} is not an option of {ctx.source_name}'s villainous choice "
                          f"(1 to {len(options)}, or a fragment of an option's text)")
            return int(hit)

        chosen = game.decide(VillainousOption(ctx.source_name, name), player, list(range(1, len(options) + 1)), 1,
                             parse, lambda n: ChosenMode(n, options[n - 1].get("text", "")), cites=("701.55a",))
        game.emit(events.VillainousChoiceMade(ctx.source_name, name, chosen, options[chosen - 1].get("text", "")),
                  ("701.55a", "701.55b"))
        resolution.run(game, replace(ctx, event={**ctx.event, "player_index": player}),
                       options[chosen - 1]["effects"])


@handler("vote")
def e_vote(ctx: Context, p: dict[str, Any]) -> None:
    """701.38a: each player, starting with `starting with` and proceeding in turn order, votes for one of
    `options` (a `mode:` decision of that player; default the first); then the effects of `if more votes` for the
    option that got more votes than each other one happen (none on a tie)."""
    game = ctx.game
    if "for" in p:
        _vote_for_objects(ctx, p)
        return
    options = [str(option) for option in p.get("options", ())]
    if not options:
        return
    first = next(iter(players_of(ctx, p.get("starting with"))), ctx.controller)
    order = [(first + i) % len(game.players) for i in range(len(game.players))]
    votes = {option: 0 for option in options}
    for player in [i for i in order if not game.players[i].lost]:
        name = game.players[player].name

        def parse(value: Any, line: int | None) -> str:
            hit = next((option for option in options if str(value).lower() == option.lower()), None)
            if hit is None:
                game.fail(f"mode: {value!r} is not an option of {ctx.source_name}'s vote ({', '.join(options)})")
            return str(hit)

        choice = game.decide(VoteFor(ctx.source_name, name, tuple(options)), player, options, options[0], parse,
                             cites=("701.38a",))
        votes[choice] += 1
        game.emit(events.Voted(ctx.source_name, name, choice), ("701.38a",))
    most = max(votes.values())
    winners = [option for option, n in votes.items() if n == most]
    winner = winners[0] if len(winners) == 1 else None
    game.emit(events.VotesCounted(ctx.source_name, tuple(f"{option}: {n}" for option, n in votes.items()), winner),
              ("701.38a",))
    for outcome in p.get("if more votes", ()):
        if winner is not None and outcome.get("text", "").lower() == winner.lower():
            resolution.run(game, ctx, outcome["effects"])


def _vote_for_objects(ctx: Context, p: dict[str, Any]) -> None:
    """701.38a-b: each player votes for one of the permanents matching `for` (objects are the choices; a `card:`
    decision, default the first), or with `up to` for none (`card: []`). `secretly`: the players choose in APNAP
    order (101.4), then the votes are revealed together; otherwise starting with `starting with`. With no votes,
    the `if no votes` effects happen; else the `otherwise` effects, whose `voted: true` objects are the permanents
    with the most votes or tied for most votes."""
    game = ctx.game
    pool = [o for o in game.battlefield() if match_filter(ctx, p["for"], o.oid)]
    if p.get("secretly"):
        voters = [q.index for q in game.apnap()]
    else:
        first = next(iter(players_of(ctx, p.get("starting with"))), ctx.controller)
        voters = [(first + i) % len(game.players) for i in range(len(game.players))]
    cites = ("701.38a", "701.38b", "101.4") if p.get("secretly") else ("701.38a", "701.38b")
    ballots = [(player, choosing.choose_cards(game, player, pool, 1, "vote for", up_to=bool(p.get("up to")),
                                              oids=True, cites=cites))
               for player in voters if not game.players[player].lost]
    votes: dict[int, int] = {}
    for player, picked in ballots:
        for obj in picked:
            votes[obj.oid] = votes.get(obj.oid, 0) + 1
        game.emit(events.Voted(ctx.source_name, game.players[player].name,
                               game.chars(picked[0].oid).name if picked else None), ("701.38a",))
    most = max(votes.values(), default=0)
    voted = [o for o in pool if most and votes.get(o.oid) == most]
    game.emit(events.ObjectVotesCounted(ctx.source_name, tuple(f"{game.chars(o.oid).name}: {votes[o.oid]}"
                                                               for o in pool if o.oid in votes),
                                        tuple(game.chars(o.oid).name for o in voted)), ("701.38a",))
    if voted:
        ctx.extra["voted"] = voted
        resolution.run(game, ctx, p.get("otherwise", ()))
    else:
        resolution.run(game, ctx, p.get("if no votes", ()))
@handler("pay")
def e_pay(ctx: Context, p: dict[str, Any]) -> None:
    """"[You may] pay {1}" / "pay {X}" as an instruction: the player pays the mana (118.3a; costs are treated as paid,
    so the trace tells it); paying is doing it, for a following "if you do" / "when you do" (608.2c, 603.12). An {X}
    the text doesn't define is chosen by the payer as it is paid (107.3f; a `number:` choice, default 0: a player can
    always pay 0, 118.3a) and is X for the rest of the ability and in the reflexive ability it creates (`x` in
    ctx.extra, which that ability starts with). `player`: who pays ("unless they pay {1}": `that player`); default
    the controller."""
    game = ctx.game
    payer = next(iter(players_of(ctx, p.get("player"))), ctx.controller)
    mana = p["mana"]
    if "{X}" in mana:
        def parse(value: object, line: int | None) -> int:
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                game.fail(f"number: X is a whole number, not {value!r}")
            return value

        x = game.decide(XToPay(ctx.source_name), payer, [0, 1], 0, parse, cites=("107.3", "118.3a"))
        ctx.x = ctx.extra["x"] = x
        mana = mana.replace("{X}", "{" + str(x) + "}") if x else mana.replace("{X}", "") or "{0}"
    game.emit(events.ManaPaid(game.players[payer].name, mana, ctx.source_name), ("118.3a",))
    ctx.did = True


@handler("define_x")
def e_define_x(ctx: Context, p: dict[str, Any]) -> None:
    """107.3c: "where X is ...": X is the value the text defines, determined once as this instruction is
    followed; every later X of the ability has that value (107.3i)."""
    ctx.x = amount(ctx, p["amount"])
    ctx.game.emit(events.XDefined(ctx.source_name, ctx.x), ("107.3c",))
