"""Sentence templates: one per family of the card vocabulary (judge.cards.vocabulary.EFFECTS), each a pattern
over one sentence of an ability (or of a clause joined by ", then" / "and") and the effects it reads as.

A template returns None when a part of its sentence cannot be read (an object phrase, a token, a keyword);
the sentence is then unreadable as a whole. A sentence no template reads is unreadable too: nothing is
skipped. Patterns are matched with `re.fullmatch` on the sentence without its final period, after the
card's own name and "this Saga" / "this creature" ... have become `this object` (201.5) and the first word
has been lowercased where it is an ordinary word.
"""

from __future__ import annotations

import re
from typing import Any, Callable

from judge.cards.vocabulary import (
    AMOUNT_KEYS, AMOUNT_WORDS, CHOOSE_KEYS, CONDITION_KEYS, DURATIONS, EFFECTS, FILTER_KEYS, MAPPING_SHAPES,
    PARAMETER_SHAPES, PLAYERS, PREDEFINED_TOKENS, SEARCH_DESTINATIONS, TARGET_KEYS, TRIGGER_KEYS,
)
from judge.oracle.phrases import (
    CARD_TYPES, COLORS, NUMBER, SELF, SUPERTYPES, amount_in_words, describe, each, keyword, keyword_list, number,
    pt_change,
    singular, token,
)

Effects = list[dict[str, Any]]
CARD_TYPE_WORDS = CARD_TYPES  # the card types a `become` can name (205.2a)


class Reading:
    """What the sentences of one ability share: its targets (115.1, numbered in order), what "it" refers to
    (the last object named), how to read a quoted ability (113.1a: `gains "..."`, a token `with "..."`)
    as a card file's ability (None if any of its sentences is unreadable), and whether it is on a back face."""

    __slots__ = ("targets", "it", "player", "read_ability", "back_face", "printed", "mode_from", "exiled")

    def __init__(self, read_ability: Callable[[str], Any] = lambda text: None, back_face: bool = False) -> None:
        self.targets: list[dict[str, Any]] = []
        self.it: dict[str, Any] | None = None
        self.player: str | None = None  # the last player named as a subject: "that player"
        self.read_ability = read_ability
        self.back_face = back_face  # the ability is on the back face of a transforming card (712)
        self.printed = ""  # the sentence being read, as printed (the text of a delayed triggered ability)
        self.mode_from = 0  # the first target of the mode being read (700.2): earlier ones are other modes'
        self.exiled = False  # "it" is a target the ability exiled: the card in exile is a new object (400.7)

    def snapshot(self) -> tuple[list[dict[str, Any]], dict[str, Any] | None, str | None, bool]:
        return list(self.targets), self.it, self.player, self.exiled

    def restore(self, snapshot: tuple[list[dict[str, Any]], dict[str, Any] | None, str | None, bool]) -> None:
        """Back to a snapshot: what a template that rejects its sentence had noted is forgotten."""
        self.targets[:], self.it, self.player, self.exiled = snapshot

    def target(self, spec: dict[str, Any]) -> int:
        self.targets.append(spec)
        return len(self.targets)


Template = Callable[[re.Match[str], Reading], "Effects | None"]
TEMPLATES: list[tuple[str, Template]] = []
# Words a sentence may start with that are not names: they are lowercased before matching.
ORDINARY_FIRST_WORDS = {
    "exile", "destroy", "return", "draw", "discard", "mill", "create", "put", "remove", "tap", "untap", "target",
    "each", "all", "you", "creatures", "counter", "add", "search", "sacrifice", "proliferate", "investigate",
    "up", "it", "its", "other", "another", "that", "those", "this", "shuffle", "copy", "until", "if", "artifact",
    "nonland", "tapped", "untapped", "lands", "permanents", "artifacts", "enchantments", "choose", "spells",
    "exchange", "after", "scry", "surveil", "amass", "discover", "look", "reveal", "for", "gain",
    "the", "double", "distribute", "earthbend", "they", "any", "when", "prevent", "sacrifice", "that", "its", "end",
    "there", "starting", "your", "goad", "note", "time", "they're", "airbend", "pay", "take", "incubate", "transform",
    "turn",
}
# Verbs a clause joined by "and" / ", then" can start with.
CLAUSE_VERBS = ("exile", "destroy", "return", "draw", "discard", "mill", "create", "put", "remove", "tap", "untap",
                "add", "search", "sacrifice", "proliferate", "investigate", "you ", "each ", "target ", "it ",
                "shuffle", "gain", "lose", "scry", "surveil", "goad", "time travel", "transform")


# A verb that needs a subject: `loses 3 life`, `draws a card` (not `investigates`, read with its own template).
THIRD_PERSON_VERB = r"(?:draw|discard|mill|lose|gain|sacrifice|create|return|exile|destroy|put|tap|untap)s "


def template(pattern: str) -> Callable[[Template], Template]:
    def register(read: Template) -> Template:
        TEMPLATES.append((pattern, read))
        return read
    return register


def read_sentence(sentence: str, reading: Reading) -> Effects | None:
    """The effects of one sentence (final period removed), or None if no template reads it whole."""
    sentence = re.sub(r"^Then ", "", sentence.strip().rstrip(".").strip())
    first, _, rest = sentence.partition(" ")
    if first.lower() in ORDINARY_FIRST_WORDS:
        sentence = (first.lower() + " " + rest).strip()
    several = ". " in re.sub(r'"[^"]*"', "", sentence)  # sentences read together: only by a template that says so
    for pattern, read in TEMPLATES:
        if several and r"\." not in pattern:
            continue
        m = re.fullmatch(pattern, sentence)
        if m:
            saved = reading.snapshot()
            effects = read(m, reading)
            if effects is not None and _parameters_known(effects):
                return effects
            reading.restore(saved)
    return _read_clauses(sentence, reading)


def _parameters_known(effects: Effects) -> bool:
    """Each effect a template wrote names parameters its effect has (judge.cards.vocabulary.EFFECTS): an object
    reference such as `event object`, `created` or `controlled by` is read only where the effect can take it."""
    return all(name in EFFECTS and (not isinstance(params, dict) or set(params) <= set(EFFECTS[name].params))
               for effect in effects for name, params in effect.items())


def _read_clauses(sentence: str, reading: Reading) -> Effects | None:
    """`A, then B` / `A and B` / `A, and B`, where B starts with a verb: each clause read in turn. A second
    clause without a subject has the first one's (`Each opponent sacrifices a creature and loses 3 life`,
    `Target player draws a card and loses 1 life`); without one to share it is not read."""
    for m in re.finditer(r",? then |, and | and ", sentence):
        left, right = sentence[:m.start()], sentence[m.end():]
        if not right.startswith(CLAUSE_VERBS):
            continue
        if re.match(THIRD_PERSON_VERB, right):
            right = "that player " + right  # the subject of the first clause, if it had one
        saved = reading.snapshot()
        first = read_sentence(left, reading)
        second = read_sentence(right, reading) if first is not None else None
        if first is not None and second is not None:
            return first + second
        reading.restore(saved)
    return None


# ----- players and objects -----------------------------------------------------------------------

PLAYER = (r"(?:(?P<player>each opponent|each of your opponents|each player|target player|target opponent|that player"
          r"|you) )?")


def player(m: re.Match[str], reading: Reading) -> dict[str, Any] | None:
    """The `player:` parameter of a sentence's subject; none for you (an imperative); None if the verb says
    "loses", "draws" ... without its subject."""
    who = m["player"]
    if who is None and re.match(THIRD_PERSON_VERB, m.group(0)):
        return None
    if who in (None, "you"):
        return {}
    if who == "that player":
        return {"player": reading.player} if reading.player else None
    if who == "each of your opponents":
        who = "each opponent"
    if who.startswith("target"):
        n = reading.target({"player": "opponent" if who == "target opponent" else "any"})
        who = f"target {n}"
    reading.player = who
    return {"player": who}


def _target_player(who: str, reading: Reading) -> str:
    """`target opponent` / `target player` in a possessive (`target opponent's library`): the target, as the
    player reference `target N`."""
    return f"target {reading.target({'player': 'opponent' if who == 'target opponent' else 'any'})}"


def objects(phrase: str, reading: Reading, zones: tuple[str, ...] = ("battlefield",)) -> dict[str, Any] | None:
    """`target creature an opponent controls`, `up to one other target nonland permanent`, `all creatures`,
    `creatures you control`, `it`, `this object` → the objects parameter of an effect (OBJECTS)."""
    phrase = phrase.strip()
    if phrase == SELF:
        return {"self": True}
    if phrase in ("it", "that creature", "that permanent", "that card", "that land"):  # one object: a target or this
        return reading.it if reading.it and not reading.it.keys() & {"all", "that spell"} else None
    if phrase in ("them", "they", "those creatures", "each of them"):
        return reading.it
    if m := re.fullmatch(rf"(?:each of )?(?:up to (?P<upto>{NUMBER}) |(?P<count>{NUMBER}) |(?P<any>any number of ))?"
                         r"(?P<other>other |another )?targets? (?P<what>.+)", phrase):
        what, total = m["what"], re.search(r" with total mana value (\d+|X) or less", m["what"])
        if total:  # 601.2c: the targets together
            what = what[:total.start()] + what[total.end():]
        desc = describe(what)
        if desc is None or desc.zone not in zones or desc.whose == "that player" != reading.player:
            return None
        spec: dict[str, Any] = {}
        earlier = reading.targets[reading.mode_from:]
        if m["other"] and earlier:  # other than the target before it (601.2c), where the vocabulary can say so
            if "other than" not in TARGET_KEYS or "player" in earlier[-1]:
                return None
            spec["other than"] = len(reading.targets)
        elif m["other"]:
            desc.filter["other"] = True  # other than this object
        if desc.filter:
            spec["filter"] = desc.filter
        if desc.zone in ("graveyard", "stack"):
            spec["zone"] = desc.zone
        if desc.whose:
            spec["whose"] = desc.whose
        if desc.same_graveyard:
            spec["same graveyard"] = True
        count = number(m["upto"] or m["count"] or "one")
        if m["upto"] or m["any"]:
            spec["up to"] = True
        if m["any"]:
            spec["any number"] = True
        elif count != 1:
            spec["count"] = count
        if total and total.group(1) == "X" and TARGET_KEYS.get("total mana value at most") != "count or X":
            return None
        if total:  # X: the X paid or chosen before (107.3f)
            spec["total mana value at most"] = "X" if total.group(1) == "X" else int(total.group(1))
        reading.it = {"target": reading.target(spec)}
        reading.exiled = False
        return reading.it
    if m := re.fullmatch(r"all (?P<what>.+) (?P<who>target opponent|target player) controls", phrase):
        desc = describe(m["what"])  # `all nonland permanents target opponent controls`
        if desc is None or desc.zone != "battlefield" or "controller" in desc.filter:
            return None
        reading.it = {"all": desc.filter, "controlled by": _target_player(m["who"], reading)}
        return reading.it
    quantified = re.fullmatch(r"(?:all|each) (?P<what>.+)", phrase)
    desc = describe(quantified["what"] if quantified else phrase)
    if desc is None or desc.zone != "battlefield" or not quantified and not desc.plural:
        return None
    reading.it = {"all": desc.filter}
    return reading.it


def for_each(phrase: str | None, reading: Reading) -> dict[str, Any] | None:
    """`for each Food you control` → the amount `{count: FILTER}` (permanents on the battlefield); cards in your
    hand or graveyard, counters on this object, opponents (judge.oracle.phrases.each)."""
    if phrase and (m := re.fullmatch(r"(?P<what>.+) (?P<who>target opponent|target player) controls", phrase)):
        desc = describe(m["what"])  # `for each tapped creature target opponent controls`
        if desc is None or desc.zone != "battlefield" or desc.plural or "controller" in desc.filter:
            return None
        n = reading.target({"player": "opponent" if m["who"] == "target opponent" else "any"})
        return {"count": desc.filter, "controlled by": f"target {n}"}
    if phrase and (m := re.fullmatch(r"(?P<what>.+ card) in (?:their|that player's) graveyard", phrase)):
        desc = describe(m["what"] + " in your graveyard")  # each opponent's own graveyard, as that player
        if desc is None or reading.player not in ("each opponent", "each player"):
            return None
        return {"cards in graveyard": "that player", **({"filter": desc.filter} if desc.filter else {})}
    found = each(phrase) if phrase else None
    return found if isinstance(found, dict) else None


# The amount parameters of the effects (judge.cards.vocabulary.EFFECTS) that "X" or "for each" can stand in.
AMOUNT_PARAMETERS = {"draw": ("count",), "discard": ("count",), "mill": ("count",), "gain_life": ("amount",),
                     "lose_life": ("amount",), "damage": ("amount",), "put_counters": ("amount",),
                     "create_token": ("count",), "modify_pt": ("power", "toughness"), "scry": ("count",),
                     "surveil": ("count",), "look_at_top": ("count",), "amass": ("count",), "add_mana": ("count",),
                     "earthbend": ("count",), "exile": ("count",)}
# An amount parameter a template leaves out when it is 1 (the effect's default).
ONE_BY_DEFAULT = {"draw", "discard", "mill", "put_counters", "create_token", "look_at_top", "add_mana"}
if "count" in EFFECTS["investigate"].params:  # "investigate twice for each ..." (701.16a)
    AMOUNT_PARAMETERS["investigate"] = ("count",)
    ONE_BY_DEFAULT.add("investigate")


def _mentions_x(node: Any) -> bool:
    if isinstance(node, dict):
        return any(_mentions_x(v) for v in node.values())
    if isinstance(node, list):
        return any(_mentions_x(v) for v in node)
    return node in ("X", "-X")


def with_x(effects: Effects, x: Any, reading: Reading) -> Effects | None:
    """`..., where X is AMOUNT` (107.3a): each amount parameter that is X becomes the amount; None if X stands
    anywhere else (a filter, -X, a target), which the vocabulary cannot give an amount."""
    for effect in effects:
        (name, params), = effect.items()
        for key in AMOUNT_PARAMETERS.get(name, ()):
            if params.get(key) == "X":
                params[key] = x
    return None if _mentions_x(effects) or _mentions_x(reading.targets) else effects


def times_each(effects: Effects, per: Any) -> Effects | None:
    """`... for each ...`: the one effect's amount (1, or +1 of a power/toughness change) is counted instead, an
    amount of N is N times the count (`times`, where the vocabulary has it); None for anything else (two
    effects, a power change other than +1 or 0)."""
    if len(effects) != 1:
        return None
    (name, params), = effects[0].items()
    keys = AMOUNT_PARAMETERS.get(name, ())
    values = [params.get(key, 1 if name in ONE_BY_DEFAULT else None) for key in keys]
    if len(keys) == 1 and isinstance(values[0], int) and values[0] > 1 and "times" in AMOUNT_KEYS:
        params[keys[0]] = {"times": [values[0], per]}  # `Draw two cards for each ...`
        return effects
    if not keys or any(v not in (0, 1) for v in values) or 1 not in values:
        return None
    for key, value in zip(keys, values):
        if value == 1:
            params[key] = per
    return effects


# ----- trigger conditions (603.1) -------------------------------------------------------------------

TRIGGERS: tuple[tuple[str, dict[str, Any]], ...] = (
    (rf"When(?:ever)? {SELF} enters", {"event": "enters", "self": True}),
    (rf"When(?:ever)? {SELF} dies", {"event": "dies", "self": True}),
    (rf"Whenever {SELF} attacks", {"event": "attacks", "self": True}),
    (rf"Whenever {SELF} mutates", {"event": "mutates", "self": True}),
    (rf"Whenever {SELF} deals damage", {"event": "deals damage", "self": True}),
    (rf"Whenever {SELF} blocks", {"event": "blocks", "self": True}),
    (rf"Whenever {SELF} becomes blocked", {"event": "becomes blocked", "self": True}),
    (rf"Whenever {SELF} deals damage to a player", {"event": "deals damage", "self": True, "to": "player"}),
    (rf"Whenever {SELF} deals combat damage to a player",
     {"event": "deals damage", "self": True, "combat": True, "to": "player"}),
    (rf"Whenever {SELF} attacks or blocks", {"event": "attacks or blocks", "self": True}),
    (r"Whenever you attack", {"event": "you attack"}),  # 508.3a: once however many creatures attack
    (r"Whenever a spell or ability causes a player to shuffle their library",
     {"event": "shuffled", "cause": "spell or ability"}),
    (r"At the beginning of your upkeep", {"event": "beginning of", "step": "upkeep", "whose": "you"}),
    (r"At the beginning of each opponent's upkeep", {"event": "beginning of", "step": "upkeep", "whose": "opponent"}),
    (r"At the beginning of the end step", {"event": "beginning of", "step": "end step", "whose": "each"}),
    (r"At the beginning of each of your postcombat main phases",
     {"event": "beginning of", "step": "postcombat main", "whose": "you"}),
    (r"At the beginning of your end step", {"event": "beginning of", "step": "end step", "whose": "you"}),
    (r"At the beginning of combat on your turn", {"event": "beginning of", "step": "beginning of combat",
                                                   "whose": "you"}),
)


# Intervening "if" clauses (603.4) a triggered ability's condition can say, as the vocabulary's conditions.
INTERVENING_IFS: tuple[tuple[str, Callable[[re.Match[str]], dict[str, Any]]], ...] = (
    (rf"it has dealt (?P<count>{NUMBER}) or more damage to that player this turn",  # 120.3a
     lambda m: {"amount": {"damage dealt this turn": "self", "to": "that player"}, "at least": number(m["count"])}),
)


def intervening_if(clause: str, trigger: dict[str, Any]) -> dict[str, Any] | None:
    """The `if:` of a triggered ability from its intervening "if" clause (603.4), None if unreadable; "it" is the
    source only in a trigger of the object itself, "that player" only after "to a player"."""
    for pattern, condition in INTERVENING_IFS:
        if (m := re.fullmatch(pattern, clause)) and trigger.get("self") and trigger.get("to") == "player":
            return condition(m)
    return None


def trigger_condition(when: str) -> dict[str, Any] | None:
    """The trigger condition of a triggered ability (603.1) as a card file's `triggered:` mapping."""
    for pattern, trigger in TRIGGERS:
        if re.fullmatch(pattern, when):
            return dict(trigger)
    if m := re.fullmatch(r"Whenever (?P<who>you cast|an opponent casts) an? (?P<what>(?:.+? )?spell(?: with .+)?)",
                         when):
        desc = describe(m["what"])
        by = "you" if m["who"] == "you cast" else "opponent"
        if desc is not None and desc.zone == "stack":
            return {"event": "cast", "by": by, **({"filter": desc.filter} if desc.filter else {})}
    if m := re.fullmatch(r"Whenever one or more (?P<what>.+?) deal combat damage to a player", when):
        desc = describe(m["what"])  # 510.2: once for each player dealt combat damage at once
        if desc is not None and desc.zone == "battlefield" and desc.plural and desc.filter and \
                "one or more" in TRIGGER_KEYS["deals damage"]:
            return {"event": "deals damage", "combat": True, "to": "player", "one or more": True,
                    "filter": desc.filter}
    if m := re.fullmatch(r"Whenever an? (?P<what>.+?) attacks(?P<alone> alone)?(?: (?P<attacked>you or a planeswalker "
                         r"you control))?", when):
        desc = describe(m["what"])
        alone = {"alone": True} if m["alone"] else {}  # 506.5
        attacked = {"attacked": m["attacked"]} if m["attacked"] else {}  # 508.1b: the player or planeswalker
        if attacked and m["attacked"] not in TRIGGER_KEYS["attacks"].get("attacked", ()):
            return None
        if desc is not None and desc.zone == "battlefield" and desc.filter and not desc.plural and (
                not alone or "alone" in TRIGGER_KEYS["attacks"]):
            return {"event": "attacks", "filter": desc.filter, **alone, **attacked}  # each attacker (508.3a)
    if (m := re.fullmatch(r"Whenever a source (?P<who>an opponent controls|you control) deals damage to you or a "
                          r"permanent you control", when)) and \
            "you or a permanent you control" in TRIGGER_KEYS["deals damage"]["to"]:
        return {"event": "deals damage", "filter": {"controller": "opponent" if "opponent" in m["who"] else "you"},
                "to": "you or a permanent you control"}  # each source, any damage (120.3)
    if m := re.fullmatch(rf"Whenever {SELF} or an? (?P<what>.+?) dies", when):
        desc = describe(m["what"])  # 700.4
        if desc is not None and desc.zone == "battlefield" and desc.filter and "or self" in TRIGGER_KEYS["dies"]:
            return {"event": "dies", "or self": True, "filter": desc.filter}
    if m := re.fullmatch(r"Whenever an? (?P<what>.+?) deals combat damage to a player", when):
        desc = describe(m["what"])  # 510.3a: each such creature that deals combat damage to a player
        if desc is not None and desc.zone == "battlefield" and desc.filter and not desc.plural:
            return {"event": "deals damage", "combat": True, "to": "player", "filter": desc.filter}
    if (m := re.fullmatch(r"Whenever you cast your (?P<nth>second|third) spell each turn", when)) and \
            "nth spell this turn" in TRIGGER_KEYS["cast"]:
        return {"event": "cast", "by": "you", "nth spell this turn": {"second": 2, "third": 3}[m["nth"]]}  # 603.2
    if (m := re.fullmatch(r"Whenever you sacrifice an? (?P<what>.+?)", when)) and "sacrificed" in TRIGGER_KEYS:
        desc = describe(m["what"])  # 701.21a: a permanent its controller sacrificed
        if desc is not None and desc.zone == "battlefield" and desc.filter and not desc.plural:
            return {"event": "sacrificed", "by": "you", "filter": desc.filter}
    if m := re.fullmatch(r"Whenever the final chapter ability of a Saga you control (?P<what>resolves|triggers)", when):
        return {"event": f"final chapter {m['what']}", "whose": "you"}  # 714.2e
    if m := re.fullmatch(rf"When(?:ever)? {SELF} or another (?P<what>.+?) enters", when):
        desc = describe(m["what"])
        if desc is not None and desc.zone == "battlefield" and desc.filter:
            return {"event": "enters", "filter": {"any of": [{"self": True}, desc.filter]}}
    if m := re.fullmatch(r"When(?:ever)? (?:an?|another) (?P<what>.+?) enters", when):
        desc = describe(("another " if "another" in when.split()[1] else "") + m["what"])
        if desc is not None and desc.zone == "battlefield" and desc.filter:
            return {"event": "enters", "filter": desc.filter}
    return None


# ----- zone changes (400.7) ----------------------------------------------------------------------

@template(rf"exile (?P<what>{SELF}|it), then return (?:it|her|him) to the battlefield transformed under "
          r"(?P<whose>your|(?:its|her|his) owner's) control")
def exile_and_return_transformed(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.27a, 712.14a: it returns back face up, under your control or (where the vocabulary can say so,
    `under: owner`) its owner's. `it` is this object where it is what "it" refers to."""
    if m["what"] == "it" and reading.it != {"self": True}:
        return None
    if m["whose"] == "your":
        return [{"transform_return": {}}]
    return [{"transform_return": {"under": "owner"}}] if "under" in EFFECTS["transform_return"].params else None


@template(rf"exile (?P<what>{SELF}|it), then return it to the battlefield")
def exile_and_return_front_face_up(m: re.Match[str], reading: Reading) -> Effects | None:
    """A back face's "Exile this Saga, then return it to the battlefield (front face up)": a double-faced card
    put onto the battlefield enters front face up (712.14), under the control of the player told to put it
    there (110.2a); read where the vocabulary's transform_return can say `face: front`."""
    if m["what"] == "it" and reading.it != {"self": True}:
        return None
    if not reading.back_face or "face" not in EFFECTS["transform_return"].params:
        return None
    return [{"transform_return": {"face": "front"}}]


@template(r"(?P<verb>destroy|exile|tap|untap) (?P<what>.+)")
def destroy_exile_tap_untap(m: re.Match[str], reading: Reading) -> Effects | None:
    zones = ("battlefield", "graveyard") if m["verb"] == "exile" else ("battlefield",)
    found = objects(m["what"], reading, zones)
    if not found or "controlled by" in found and "controlled by" not in EFFECTS[m["verb"]].params:
        return None
    reading.exiled = m["verb"] == "exile" and "target" in found
    return [{m["verb"]: dict(found)}]


@template(rf"exile (?P<what>(?:up to \w+ )?(?:other )?target .+?) until {SELF} leaves the battlefield")
def exile_until_this_leaves(m: re.Match[str], reading: Reading) -> Effects | None:
    """610.3: the exiled object returns when this leaves the battlefield."""
    found = objects(m["what"], reading)
    return [{"exile": {**found, "until": "this leaves the battlefield"}}] if found else None


@template(r"exile (?P<what>target .+?), then return (?:it|that card) to the battlefield under its owner's control")
def exile_and_return(m: re.Match[str], reading: Reading) -> Effects | None:
    found = objects(m["what"], reading)
    return [{"exile": dict(found)}, {"return_exiled": {}}] if found else None


@template(r"exile an? (?P<what>.+? card from your graveyard)")
def exile_a_card_you_choose(m: re.Match[str], reading: Reading) -> Effects | None:
    """A card exiled without targeting: its controller chooses it as the effect resolves (608.2c)."""
    desc = describe(m["what"])
    if desc is None or desc.zone != "graveyard":
        return None
    reading.exiled = True
    return [{"exile": {"choose": {"zone": "graveyard", "whose": "you", **({"filter": desc.filter} if desc.filter
                                                                          else {})}}}]


@template(r"return (?P<what>.+?) to (?:its|their) owner(?:'s|s') hands?")
def return_to_owners_hand(m: re.Match[str], reading: Reading) -> Effects | None:
    found = objects(m["what"], reading)
    return [{"return_to_hand": dict(found)}] if found else None


@template(r"return (?P<what>.+? from your graveyard) to your hand")
def return_from_graveyard_to_hand(m: re.Match[str], reading: Reading) -> Effects | None:
    found = objects(m["what"], reading, ("graveyard",))
    return [{"return_to_hand": dict(found)}] if found else None


@template(r"(?:return|put) (?P<what>.+? from (?:your|a|that player's) graveyard) (?:to|onto) the battlefield"
          r"(?P<under> under your control| under its owner's control)?(?P<tapped> tapped)?"
          r"(?: with an? (?:additional )?(?P<counter>[a-z]+(?: strike)?|[+-]1/[+-]1) counter on it)?")
def return_from_graveyard_to_battlefield(m: re.Match[str], reading: Reading) -> Effects | None:
    found = objects(m["what"], reading, ("graveyard",))
    if not found:
        return None
    params = dict(found)
    if m["under"]:
        params["under"] = "you" if "your" in m["under"] else "owner"
    if m["tapped"]:
        if "tapped" not in EFFECTS["put_onto_battlefield"].params:
            return None
        params["tapped"] = True
    if m["counter"]:
        params["counter"] = m["counter"]
    return [{"put_onto_battlefield": params}]


@template(r"choose (?P<what>(?:up to \w+ )?targets? .+? cards? .+)")
def choose_targets(m: re.Match[str], reading: Reading) -> Effects | None:
    """115.1, 601.2c: `Choose up to three target creature cards ... in your graveyard`: the targets alone, which
    the following sentences act on (`Return each of them ...`)."""
    found = objects(m["what"], reading, ("graveyard",))
    return [] if found and "target" in found else None


@template(r"return (?:it|them|each of them) to the battlefield(?: with an? (?P<counter>[a-z]+|[+-]1/[+-]1) counter on "
          r"(?:it|each of them))?")
def return_the_target_cards_to_the_battlefield(m: re.Match[str], reading: Reading) -> Effects | None:
    """400.7: the target cards named before, from the graveyard (each a new object), with a counter each."""
    found = reading.it
    if not found or "target" not in found or reading.targets[found["target"] - 1].get("zone") != "graveyard":
        return None
    return [{"put_onto_battlefield": {**found, **({"counter": m["counter"]} if m["counter"] else {})}}]


@template(rf"choose (?P<count>{NUMBER}) (?P<what>(?:[\w-]+ )*?cards) in each graveyard\. Their owners shuffle those "
          r"cards into their libraries")
def shuffle_chosen_cards_of_each_graveyard(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.24a: that many cards of each graveyard, chosen as it resolves (not targeted), each shuffled into its
    owner's library."""
    desc, count = describe(singular(m["what"])), number(m["count"])
    if desc is None or desc.zone != "card" or not isinstance(count, int) or "each" not in CHOOSE_KEYS:
        return None
    return [{"shuffle_into_library": {"choose": {"zone": "graveyard", "whose": "each player", "count": count,
                                                 "each": True, **({"filter": desc.filter} if desc.filter else {})}}}]


@template(r"shuffle your library")
def shuffle_your_library(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.24a."""
    return [{"shuffle": {}}]


@template(r"you get (?P<energy>(?:\{E\})+)")
def you_get_energy(m: re.Match[str], reading: Reading) -> Effects | None:
    """107.14, 122.1: one energy counter for each {E}."""
    if "player" not in EFFECTS["put_counters"].params:
        return None
    amount = m["energy"].count("{E}")
    return [{"put_counters": {"player": "you", "kind": "energy", **({"amount": amount} if amount != 1 else {})}}]


@template(r"pay any amount of \{E\}")
def pay_any_amount_of_energy(m: re.Match[str], reading: Reading) -> Effects | None:
    """107.14: energy counters removed from you, as many as you choose; `{paid: true}` is how many."""
    return [{"pay_energy": {}}] if "pay_energy" in EFFECTS else None


@template(r"if (?P<text>you paid one or more \{E\} this way), (?P<then>.+)")
def if_you_paid_energy(m: re.Match[str], reading: Reading) -> Effects | None:
    """608.2c: the energy paid before, at least one; `that many` in what follows is that amount (608.2h)."""
    if "paid" not in AMOUNT_KEYS:
        return None
    then = read_sentence(m["then"].replace("that many", "X"), reading)
    then = with_x(then, {"paid": True}, reading) if then else None
    return _if(m["text"], {"amount": {"paid": True}, "at least": 1}, then)


@template(r"exile (?P<count>X|\w+) cards from the top(?: of your library)?")
def exile_cards_from_the_top(m: re.Match[str], reading: Reading) -> Effects | None:
    """`exile that many cards from the top` (after a shuffle of your library): cards from the top of your
    library."""
    count = number(m["count"])
    return [{"exile": {"top of library": "you", "count": count}}] if count else None


@template(r"shuffle your graveyard into your library")
def shuffle_your_graveyard(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.24a: every card of your graveyard."""
    return [{"shuffle_into_library": {"graveyard": "you"}}] if "graveyard" in EFFECTS[
        "shuffle_into_library"].params else None


@template(r"each player returns (?P<count>\w+) (?P<what>.+? cards) from their graveyard to the battlefield")
def each_player_returns(m: re.Match[str], reading: Reading) -> Effects | None:
    """101.4: each player chooses their own cards, in turn order, not targets; each returns under its chooser's
    control."""
    desc, count = describe(m["what"]), number(m["count"])
    if desc is None or desc.zone != "card" or not isinstance(count, int) or "count" not in CHOOSE_KEYS:
        return None
    return [{"put_onto_battlefield": {"choose": {"zone": "graveyard", "whose": "each player",
                                                 **({"filter": desc.filter} if desc.filter else {}), "count": count}}}]


@template(r"return all (?P<what>.+? cards) from your graveyard to the battlefield(?P<tapped> tapped)?")
def return_all_from_graveyard(m: re.Match[str], reading: Reading) -> Effects | None:
    """Every card of your graveyard matching the filter (400.7: each a new object)."""
    desc = describe(m["what"])
    if desc is None or desc.zone != "card":
        return None
    return [{"put_onto_battlefield": {"all": desc.filter, "zone": "graveyard", **({"tapped": True} if m["tapped"]
                                                                                   else {})}}]


@template(r"put all (?P<what>.+? cards) from all graveyards onto the battlefield under your control")
def put_all_from_all_graveyards(m: re.Match[str], reading: Reading) -> Effects | None:
    """Every card of every graveyard matching the filter, under your control (400.7: each a new object)."""
    desc = describe(m["what"])
    if desc is None or desc.zone != "card" or "whose" not in EFFECTS["put_onto_battlefield"].params:
        return None
    return [{"put_onto_battlefield": {"zone": "graveyard", "whose": "each player", "all": desc.filter}}]


@template(r"put (?P<what>an? .+? card(?: with .+?)?|up to (?P<count>one|two|three) .+? cards) from your "
          r"(?P<zone>hand or graveyard|hand|graveyard) onto the battlefield")
def put_a_card_onto_the_battlefield(m: re.Match[str], reading: Reading) -> Effects | None:
    """A card put onto the battlefield without targeting: chosen as the effect resolves (608.2c)."""
    desc = describe(re.sub(r"^(?:an?|up to \w+) ", "", m["what"]))
    if desc is None or desc.zone != "card" or m["zone"] not in MAPPING_SHAPES.get("cards chosen", (
            {"zone": CHOOSE_KEYS["zone"]},))[0]["zone"]:
        return None
    count = {"count": number(m["count"])} if m["count"] else {}
    if count and "up to" in MAPPING_SHAPES.get("cards chosen", (CHOOSE_KEYS,))[0]:
        count["up to"] = True
    elif count:
        return None
    return [{"put_onto_battlefield": {"choose": {"zone": m["zone"], "whose": "you", **count,
                                                 **({"filter": desc.filter} if desc.filter else {})}}}]


@template(r"if an? (?P<put>.+?) is put onto the battlefield this way, you may attach it to an? (?P<to>.+)")
def attach_what_was_put(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.3a: a permanent the ability put onto the battlefield that matches may be attached to one permanent,
    chosen as it resolves (not targeted)."""
    put, to = describe(m["put"]), describe(m["to"])
    if put is None or to is None or put.zone != "battlefield" or to.zone != "battlefield" or \
            "put" not in EFFECTS["attach"].params:
        return None
    return [{"attach": {"put": put.filter, "choose": to.filter}}]


@template(r"return an? (?P<what>.+? card) from your graveyard to your hand")
def return_a_card_you_choose(m: re.Match[str], reading: Reading) -> Effects | None:
    """A card returned without targeting: its controller chooses it as the effect resolves (608.2c)."""
    desc = describe(m["what"])
    if desc is None or desc.zone != "card":
        return None
    return [{"return_to_hand": {"choose": {"zone": "graveyard", "whose": "you", **({"filter": desc.filter}
                                                                                  if desc.filter else {})}}}]


@template(r"exile an? (?P<what>.+? card) from each graveyard")
def exile_a_card_from_each_graveyard(m: re.Match[str], reading: Reading) -> Effects | None:
    """One card from each player's graveyard, chosen as the effect resolves (608.2c)."""
    desc = describe(m["what"])
    if desc is None or desc.zone != "card":
        return None
    return [{"exile": {"choose": {"each": True, "zone": "graveyard", "whose": "each player",
                                  **({"filter": desc.filter} if desc.filter else {})}}}]


@template(r"put (?P<what>.+?) on top of (?:your|its owner's) library")
def put_on_top_of_library(m: re.Match[str], reading: Reading) -> Effects | None:
    found = objects(m["what"], reading, ("battlefield", "graveyard"))
    return [{"put_on_top_of_library": dict(found)}] if found else None


@template(r"sacrifice all (?P<what>.+)")
def sacrifice_all(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.21a: each permanent you control of the filter."""
    desc = describe(m["what"])
    if desc is None or desc.zone != "battlefield" or not desc.plural:
        return None
    return [{"sacrifice": {"all": desc.filter}}]


@template(r"choose any number of (?P<what>.+?) with different names\. For each of them, create a token that's a copy "
          r"of it")
def copy_each_chosen(m: re.Match[str], reading: Reading) -> Effects | None:
    """707.2: a token copy of each permanent chosen as the effect resolves (608.2d), their names all different."""
    desc = describe(m["what"].replace(" and/or ", " or "))
    if desc is None or desc.zone != "battlefield" or not desc.plural:
        return None
    return [{"create_token_copy": {"choose": _card_types_factored(desc.filter), "any number": True,
                                   "different names": True}}]


def _card_types_factored(flt: dict[str, Any]) -> dict[str, Any]:
    """`{any of: [{token, types: [Artifact]}, {token, types: [Creature]}]}` as `{token, any type: [Artifact,
    Creature]}`: alternatives that differ only in one card type each are one filter with `any type`."""
    alternatives = flt.get("any of")
    if not isinstance(alternatives, list) or not all(len(a.get("types", ())) == 1 for a in alternatives):
        return flt
    shared = [{k: v for k, v in a.items() if k != "types"} for a in alternatives]
    if any(rest != shared[0] for rest in shared) or any(k in flt for k in shared[0]):
        return flt
    rest = {k: v for k, v in flt.items() if k != "any of"}
    return {**rest, **shared[0], "any type": [a["types"][0] for a in alternatives]}


@template(r"create a token that's a copy of (?P<what>.+?)(?:, except (?P<except>.+))?")
def create_token_copy(m: re.Match[str], reading: Reading) -> Effects | None:
    """707.2, 111.10 (a copy of a permanent or card), with the exceptions of 707.9b: `it isn't legendary`, `is a
    Mutant in addition to its other types`, `has haste`."""
    if m["what"] in ("it", "that card") and reading.exiled:
        original: dict[str, Any] | None = {"exiled": True}  # the card the ability exiled (400.7)
    elif m["what"] == f"a card exiled with {SELF}":
        original = {"linked": True}  # 607.2a
    elif desc_m := re.fullmatch(r"an? (?P<what>.+)", m["what"]):
        desc = describe(desc_m["what"])
        original = {"choose": desc.filter} if desc is not None and desc.zone == "battlefield" else None
    else:
        found = objects(m["what"], reading)
        original = dict(found) if found and "target" in found else None
    if original is None:
        return None
    for part in re.split(r",? and |, ", m["except"] or "") if m["except"] else []:
        part = re.sub(r"^it ", "", part)
        if part == "isn't legendary":
            original["not legendary"] = True
        elif added := re.fullmatch(r"is an? (?P<types>(?:[A-Z]\w* )+)in addition to its other types", part):
            original.setdefault("add subtypes", []).extend(added["types"].split())
        elif (granted := re.fullmatch(r"has (?P<keywords>.+)", part)) and keyword_list(granted["keywords"]):
            original.setdefault("abilities", []).extend(keyword_list(granted["keywords"]) or [])
        elif (named := re.fullmatch(r"(?:it's|is) an? (?P<legendary>legendary )?(?P<types>(?:[A-Z]\w* )*[A-Z]\w*) "
                                    r"named (?P<name>[A-Z].*)", part)) and \
                "name" in EFFECTS["create_token_copy"].params:
            original.update({"legendary": True} if named["legendary"] else {})  # its creature types replaced
            original.update({"creature types": named["types"].split(), "name": named["name"]})
        else:
            return None
    reading.it = {"created": {}}
    return [{"create_token_copy": original}]


@template(r"create an? (?P<role>[A-Z]\w+ Role) token attached to (?P<what>.+)")
def create_role_attached(m: re.Match[str], reading: Reading) -> Effects | None:
    """A Role token (111.10i) created attached to the target (303.7)."""
    found = objects(m["what"], reading)
    if m["role"] not in PREDEFINED_TOKENS or not found or "target" not in found:
        return None
    return [{"create_token": {"token": m["role"], "attached to": found["target"]}}]


@template(r"(?P<what>it|they|that creature|those creatures) gains? (?P<keywords>[\w ,]+)")
def gains_for_good(m: re.Match[str], reading: Reading) -> Effects | None:
    """`It gains haste.`: an ability granted with no duration lasts as long as the object does (611.2a)."""
    found = objects(m["what"], reading)
    granted = keyword_list(m["keywords"])
    if not found or not granted or "all" in found and m["what"] in ("it", "that creature"):
        return None
    return [{"gain_ability": {**found, **({"ability": granted[0]} if len(granted) == 1 else {"abilities": granted})}}]


@template(r"if it's an? (?P<what>\w+), put up to (?P<count>\w+) (?P<kind>[+-]1/[+-]1|[a-z]+) counters on it")
def if_the_created_token_is(m: re.Match[str], reading: Reading) -> Effects | None:
    """608.2c: counters on the token just created if it matches (122.1); `up to`: how many is chosen."""
    desc, count = describe(m["what"]), number(m["count"])
    if reading.it != {"created": {}} or desc is None or not isinstance(count, int) or \
            "up to" not in EFFECTS["put_counters"].params:
        return None
    return [{"put_counters": {"created": desc.filter, "kind": m["kind"], "amount": count, "up to": True}}]


@template(r"each player chooses (?P<count>\w+) (?P<what>.+?) they control\. Destroy all other (?P<others>.+)")
def each_player_keeps_the_chosen(m: re.Match[str], reading: Reading) -> Effects | None:
    """101.4: each player chooses, in turn order; the permanents not chosen are destroyed."""
    desc, others, count = describe(m["what"]), describe(m["others"]), number(m["count"])
    if desc is None or others is None or desc.filter != others.filter or not isinstance(count, int) or \
            "except chosen" not in EFFECTS["destroy"].params:
        return None
    return [{"destroy": {"all": others.filter, "except chosen": count}}]


@template(r"starting with you, each player chooses up to one (?P<what>.+?) from among (?P<among>.+?) "
          r"(?P<who>your opponents|you) control\. (?P<verb>Exile|Destroy) those permanents")
def each_player_chooses_from_among(m: re.Match[str], reading: Reading) -> Effects | None:
    """101.4: each player in turn order chooses up to one of those permanents (not targets); each chosen one is
    exiled or destroyed."""
    desc, among = describe(m["what"]), describe(m["among"])
    if desc is None or among is None or among.filter or desc.zone != "battlefield" or "by" not in CHOOSE_KEYS:
        return None
    whose = "each opponent" if m["who"] == "your opponents" else "you"
    return [{m["verb"].lower(): {"choose": {"zone": "battlefield", "whose": whose, "filter": desc.filter,
                                            "by": "each player", "up to": True}}}]


@template(r"starting with you, each player chooses an? (?P<what>.+?)\. Destroy each (?P<again>.+?) chosen this way")
def each_player_chooses_one_to_destroy(m: re.Match[str], reading: Reading) -> Effects | None:
    """101.4: each player in turn order chooses one (not a target); each chosen permanent is destroyed."""
    desc, again = describe(m["what"]), describe(m["again"])
    if desc is None or again is None or desc.filter != again.filter or desc.zone != "battlefield" or \
            "by" not in CHOOSE_KEYS:
        return None
    return [{"destroy": {"choose": {"zone": "battlefield", "whose": "each player", "filter": desc.filter,
                                    "by": "each player"}}}]


@template(r"sacrifice (?:it|them|that token|those tokens) at the beginning of (?P<whose>the|your) next end step")
def sacrifice_created_at_end_step(m: re.Match[str], reading: Reading) -> Effects | None:
    """A delayed triggered ability (603.7a) that sacrifices the tokens the ability created."""
    if reading.it != {"created": {}} or "sacrifice_created" not in EFFECTS:
        return None
    when = {"event": "beginning of", "step": "end step", **({"whose": "you"} if m["whose"] == "your" else {})}
    return [{"delayed_trigger": {"when": when, **({"text": reading.printed} if reading.printed else {}),
                                 "effects": [{"sacrifice_created": {}}]}}]


@template(r"(?P<what>return (?:it|that card) to the battlefield under its owner's control) at the beginning of "
          r"(?P<whose>the|your) next end step")
def return_exiled_at_end_step(m: re.Match[str], reading: Reading) -> Effects | None:
    """A delayed triggered ability (603.7a) that returns the object the ability exiled (400.7, 610.3c); its text
    is written as a trigger: `At the beginning of the next end step, return it ...`."""
    if not reading.exiled:
        return None
    when = {"event": "beginning of", "step": "end step", **({"whose": "you"} if m["whose"] == "your" else {})}
    text = f"At the beginning of {m['whose']} next end step, {m['what']}."
    return [{"delayed_trigger": {"when": when, "text": text, "effects": [{"return_exiled": {}}]}}]


@template(r"for each (?P<who>player|opponent), (?P<body>.+? target .+?) (?:that player controls|they control)"
          r"(?P<rest>.*)")
def for_each_player_a_target(m: re.Match[str], reading: Reading) -> Effects | None:
    """`For each opponent, destroy up to one target creature that player controls`: one target among each such
    player's permanents (115.1, 601.2c)."""
    first = len(reading.targets)
    effects = read_sentence(m["body"] + m["rest"], reading)
    if not effects or len(reading.targets) != first + 1 or "for each" not in TARGET_KEYS:
        return None
    reading.targets[first]["for each"] = m["who"]
    return effects


@template(r"choose (?P<what>(?:up to \w+ )?target .+)")
def choose_target(m: re.Match[str], reading: Reading) -> Effects | None:
    """`Choose target creature.`: the target alone (115.1); the next sentences say what happens to it."""
    return [] if objects(m["what"], reading) else None


@template(r"its owner shuffles it into their library(?P<investigates>, then investigates)?")
def owner_shuffles_it_in(m: re.Match[str], reading: Reading) -> Effects | None:
    if not reading.it:
        return None
    effects: Effects = [{"shuffle_into_library": dict(reading.it)}]
    return effects + [{"investigate": {"player": "owner"}}] if m["investigates"] else effects


@template(r"return the exiled card to the battlefield under its owner's control")
def return_the_exiled_card(m: re.Match[str], reading: Reading) -> Effects | None:
    """The card an earlier ability of this object exiled (607.2a): that exile is linked (judge.oracle._link_exiles)."""
    return [{"return_linked": {}}]


@template(r"shuffle (?P<what>.+?) into (?:its|their) owner(?:'s|s') librar(?:y|ies)")
def shuffle_into_library(m: re.Match[str], reading: Reading) -> Effects | None:
    found = objects(m["what"], reading)
    return [{"shuffle_into_library": dict(found)}] if found else None


@template(rf"{PLAYER}sacrifices? any number of (?P<what>.+)")
def sacrifice_any_number(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.21a: the player chooses how many of their permanents of the filter to sacrifice (none too)."""
    desc = describe(m["what"])
    params = player(m, reading)
    if desc is None or desc.zone != "battlefield" or not desc.plural or params is None or \
            "any number" not in EFFECTS["sacrifice"].params:
        return None
    return [{"sacrifice": {**params, **({"filter": desc.filter} if desc.filter else {}), "any number": True}}]


@template(r"search your library and/or graveyard for an? (?P<what>.+? card) with mana value less than or equal to "
          r"(?P<amount>.+?) and put it onto the battlefield\. If you search your library this way, shuffle")
def search_library_and_or_graveyard(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.23a: a card found in your library or your graveyard (you choose whether to search the library, which is
    then shuffled), its mana value at most an amount."""
    desc = describe(m["what"])
    most = amount_in_words(m["amount"])
    if desc is None or desc.zone != "card" or most is None or "graveyard too" not in EFFECTS["search"].params:
        return None
    return [{"search": {**({"filter": desc.filter} if desc.filter else {}), "mana value at most": most,
                        "graveyard too": True, "to": "battlefield"}}]


@template(rf"{PLAYER}sacrifices? (?P<count>{NUMBER}|another) (?P<what>.+?)(?: of their choice)?")
def sacrifice(m: re.Match[str], reading: Reading) -> Effects | None:
    desc = describe(("another " if m["count"] == "another" else "") + m["what"])
    params = player(m, reading)
    if desc is None or desc.zone != "battlefield" or params is None:
        return None
    if desc.filter:
        params["filter"] = desc.filter
    if m["count"] != "another" and number(m["count"]) != 1:
        params["count"] = number(m["count"])
    return [{"sacrifice": params}]


@template(rf"sacrifice {SELF}")
def sacrifice_self(m: re.Match[str], reading: Reading) -> Effects | None:
    return [{"sacrifice": {"self": True}}]


# ----- hand and library ---------------------------------------------------------------------------

@template(r"reveal an? (?P<what>.+? card) from your hand")
def reveal_from_hand(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.20a: a card of the filter revealed from your hand (`You may reveal ...`, then `When you do, ...`)."""
    desc = describe(m["what"])
    if desc is None or desc.zone != "card" or "reveal_from_hand" not in EFFECTS:
        return None
    return [{"reveal_from_hand": {"filter": desc.filter} if desc.filter else {}}]


@template(rf"reveal up to (?P<count>{NUMBER}) (?P<what>.+? cards) from your hand")
def reveal_up_to_from_hand(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.20a: up to N cards of the filter revealed from your hand."""
    desc = describe(m["what"])
    if desc is None or desc.zone != "card" or "up to" not in EFFECTS["reveal_from_hand"].params:
        return None
    return [{"reveal_from_hand": {**({"filter": desc.filter} if desc.filter else {}), "count": number(m["count"]),
                                  "up to": True}}]


@template(r"exchange control of two target (?P<what>.+?)(?P<share> that share a card type)?")
def exchange_control(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.10b: the two targets' controllers exchange control of them (613.1b)."""
    desc = describe(m["what"])
    if desc is None or desc.zone != "battlefield" or not desc.plural or "exchange_control" not in EFFECTS:
        return None
    share = {"share a card type": True} if m["share"] else {}
    if share and "share a card type" not in TARGET_KEYS:
        return None
    spec = {**({"filter": desc.filter} if desc.filter else {}), "count": 2, **share}
    return [{"exchange_control": {"target": reading.target(spec)}}]


@template(r"look at (?P<player>that player|target player|target opponent)'s hand")
def look_at_a_hand(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.20e: the controller looks at that player's hand; nothing moves."""
    if "hand of" not in EFFECTS["look_at"].params:
        return None
    params = player(m, reading)
    return [{"look_at": {"hand of": params["player"]}}] if params else None


@template(r"put an? (?P<what>card) you own from outside the game (?P<to>on top of your library|into your hand)")
def put_from_outside(m: re.Match[str], reading: Reading) -> Effects | None:
    """400.11b: a card its owner has outside the game (a sideboard) is brought into the game."""
    desc = describe(m["what"])
    if desc is None or "put_from_outside" not in EFFECTS:
        return None
    to = "hand" if m["to"] == "into your hand" else "top of library"
    return [{"put_from_outside": {**({"filter": desc.filter} if desc.filter else {}), "to": to}}]


@template(r"look at the top card of each player's library")
def look_at_each_top_card(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.20e (401.2: only that card)."""
    return [{"look_at": {"top of library": "each player"}}] if "look_at" in EFFECTS else None


@template(r"reveal the top card of your library\. If it's an? (?P<what>.+? card), put it into your hand")
def reveal_top_card_to_hand(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.20a: the top card is revealed; it goes to your hand if it matches (otherwise it stays)."""
    desc = describe(m["what"])
    if desc is None or desc.zone != "card" or "reveal_top" not in EFFECTS:
        return None
    return [{"reveal_top": {**({"filter": desc.filter} if desc.filter else {}), "to": "hand"}}]


@template(r"you may reveal the top card of your library\. If an? (?P<what>.+? card) is revealed this way, put it into "
          r"your hand")
def may_reveal_top_card_to_hand(m: re.Match[str], reading: Reading) -> Effects | None:
    """608.2d, 701.20a: revealing is the choice; the card goes to your hand if it matches."""
    found = reveal_top_card_to_hand(m, reading)
    return [{"may": {"text": "reveal the top card of your library", "do": found}}] if found else None


@template(r"you may activate the loyalty abilities of planeswalkers you control twice this turn rather than only once")
def loyalty_abilities_twice(m: re.Match[str], reading: Reading) -> Effects | None:
    """606.3: one more activation of each planeswalker's loyalty abilities this turn."""
    return [{"loyalty_abilities_twice": {}}] if "loyalty_abilities_twice" in EFFECTS else None


@template(r"choose an? (?P<what>.+? )?card name")
def choose_a_card_name(m: re.Match[str], reading: Reading) -> Effects | None:
    """201.3: a card name chosen as the effect resolves, which later text refers to as `the chosen name`."""
    desc = describe(f"{m['what'] or ''}card")
    if desc is None or "choose_name" not in EFFECTS:
        return None
    return [{"choose_name": {"filter": desc.filter} if desc.filter else {}}]


@template(r"goad (?P<what>.+)")
def goad(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.15a: each goaded creature attacks each combat if able, and a player other than the goading one, until
    the goading player's next turn."""
    found = objects(m["what"], reading)
    return [{"goad": dict(found)}] if found and "goad" in EFFECTS else None


@template(r"discard your hand")
def discard_your_hand(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.9a: every card in your hand."""
    return [{"discard": {"count": {"cards in hand": "you"}}}]


@template(rf"{PLAYER}(?P<verb>draw|discard|mill)s? (?P<count>{NUMBER}) cards?(?: for each (?P<each>.+))?")
def draw_discard_mill(m: re.Match[str], reading: Reading) -> Effects | None:
    params = player(m, reading)
    count: Any = number(m["count"])
    if params is None:
        return None
    if m["each"]:
        count = for_each(m["each"], reading) if count == 1 else None
        if count is None:
            return None
    if count != 1:
        params["count"] = count
    return [{m["verb"]: params}]


@template(r"search your library for (?:(?P<upto>up to \w+)|an?) (?P<what>.+?), (?:reveal (?:it|them), )?"
          r"put (?:it|them|that card) (?P<to>into your hand|onto the battlefield(?P<tapped> tapped)?), then shuffle"
          r"|search your library for up to two (?P<what2>.+?), reveal them, put one onto the battlefield tapped "
          r"and the other into your hand, then shuffle")
def search_library(m: re.Match[str], reading: Reading) -> Effects | None:
    desc = describe(m["what"] or m["what2"])
    if desc is None or desc.zone != "card":
        return None
    params: dict[str, Any] = {"filter": desc.filter} if desc.filter else {}
    if m["what2"]:  # one found card to each place, in order
        return [{"search": {**params, "count": 2, "split": [{"to": "battlefield", "tapped": True}, {"to": "hand"}]}}]
    if m["upto"]:
        params["count"] = number(m["upto"].split()[-1])
    params["to"] = "hand" if "hand" in m["to"] else "battlefield"
    if m["tapped"]:
        params["tapped"] = True
    return [{"search": params}]


@template(rf"search (?P<who>target opponent|target player)'s (?P<zones>(?:graveyard|hand|library)(?:,? (?:and )?"
          rf"(?:graveyard|hand|library))+) for up to (?P<count>{NUMBER}) cards with that name and exile them")
def search_zones_for_the_chosen_name(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.23a-b: a player's zones searched for up to N cards with the name chosen before (201.4), exiled; "that
    player" afterwards is that target."""
    if "search_zones" not in EFFECTS:
        return None
    zones = re.findall(r"graveyard|hand|library", m["zones"])
    who = reading.player = _target_player(m["who"], reading)
    return [{"search_zones": {"player": who, "zones": zones, "filter": {"name": {"chosen": True}},
                              "count": number(m["count"]), "to": "exile"}}]


@template(r"(?:then )?(?P<player>that player|each player|you) shuffles?(?: their library| your library)?")
def player_shuffles(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.24a: a player shuffles their library (after a search of it, 701.23b)."""
    params = player(m, reading)
    return None if params is None else [{"shuffle": params}]


@template(r"search your library for (?:(?P<upto>up to \w+)|an?) (?P<what>.+?), exile (?:it|them)"
          r"(?P<face_down> face down)?, then shuffle")
def search_library_to_exile(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.23a: the cards found are exiled (linked to this object where another ability names them, 607.2a)."""
    desc = describe(m["what"])
    if desc is None or desc.zone != "card" or "exile" not in SEARCH_DESTINATIONS:
        return None
    count = {"count": number(m["upto"].split()[-1])} if m["upto"] else {}
    if m["face_down"]:  # 406.3
        if "face down" not in EFFECTS["search"].params:
            return None
        count["face down"] = True
    return [{"search": {**({"filter": desc.filter} if desc.filter else {}), **count, "to": "exile"}}]


@template(r"turn the exiled card face up\. If it's an? (?P<what>.+? card), (?P<then>.+)")
def turn_the_exiled_card_face_up(m: re.Match[str], reading: Reading) -> Effects | None:
    """406.3, 607.2a: the card another ability of this object exiled face down is turned face up; what happens if
    it is of a kind ("its mana value": that card's)."""
    desc = describe(m["what"])
    then = read_sentence(m["then"].replace("its mana value", "the mana value of the exiled card"), reading)
    printed = re.search(r"If it's an? .+? card(?=, )", reading.printed)  # the condition as printed
    if desc is None or desc.zone != "card" or not then or not printed or "turn_face_up" not in EFFECTS:
        return None
    return [{"turn_face_up": {"linked": True}},
            {"if": {"condition": {"linked": desc.filter}, "text": printed.group(0), "then": then}}]


@template(r"you may put the exiled card onto the battlefield if it's an? (?P<what>.+? card)\. If you don't put it onto "
          r"the battlefield, put it into its owner's hand")
def may_put_the_exiled_card_onto_the_battlefield(m: re.Match[str], reading: Reading) -> Effects | None:
    """607.2a, 608.2d: the card another ability of this object exiled may enter the battlefield if it is of a kind;
    otherwise (or if you choose not to) it goes to its owner's hand."""
    desc = describe(m["what"])
    printed = re.search(r"if it's an? .+? card(?=\. )", reading.printed)
    if desc is None or desc.zone != "card" or not printed or "linked" not in CONDITION_KEYS or \
            "to" not in EFFECTS["return_linked"].params:
        return None
    put = {"may": {"text": "put the exiled card onto the battlefield",
                   "do": [{"put_onto_battlefield": {"linked": True}}]}}
    return [{"if": {"condition": {"linked": desc.filter}, "text": printed.group(0), "then": [put]}},
            {"return_linked": {"to": "hand"}}]


@template(rf"put (?:a|(?P<count>{NUMBER})) cards? exiled with {SELF} into (?:its|their) owner'?s'? hands?")
def put_linked_into_hand(m: re.Match[str], reading: Reading) -> Effects | None:
    """607.2a: cards another ability of this object exiled, chosen as the effect resolves."""
    if "count" not in EFFECTS["return_linked"].params:
        return None
    return [{"return_linked": {"to": "hand", "count": number(m["count"] or "one")}}]


@template(rf"return (?P<count>{NUMBER}) cards? exiled with {SELF} to the battlefield under their owners' control and "
          r"put the rest on the bottom of their owners' libraries")
def return_some_linked_put_the_rest_on_bottom(m: re.Match[str], reading: Reading) -> Effects | None:
    """607.2a: that many of the cards another ability of this object exiled, chosen as it resolves, return (400.7);
    each other one goes to the bottom of its owner's library."""
    if "count" not in EFFECTS["return_linked"].params or "put_linked_on_bottom" not in EFFECTS:
        return None
    return [{"return_linked": {"count": number(m["count"])}}, {"put_linked_on_bottom": {}}]


@template(rf"return {SELF} and the exiled card to (?:their|its) owner's hand")
def return_this_and_the_exiled_card(m: re.Match[str], reading: Reading) -> Effects | None:
    """607.2a: the card an ability of this object exiled, and this object, to their owners' hands."""
    if "to" not in EFFECTS["return_linked"].params:
        return None
    return [{"return_linked": {"to": "hand"}}, {"return_to_hand": {"self": True}}]


@template(rf"if {SELF} was cast from (?:a|your) (?P<zone>graveyard|hand), exile it, then put it onto the "
          r"battlefield transformed under its owner's control(?: with an? (?P<counter>[a-z]+) counter on it)?")
def if_cast_from_then_transformed(m: re.Match[str], reading: Reading) -> Effects | None:
    """608.2c, 712.14a: a spell that becomes its back face on the battlefield if it was cast from that zone."""
    if "cast from" not in CONDITION_KEYS or "counter" not in EFFECTS["transform_return"].params:
        return None
    text = re.match(r"If (?P<condition>[^,]+), ", reading.printed)
    returned = {"under": "owner", **({"counter": m["counter"]} if m["counter"] else {})}
    return _if(text["condition"] if text else f"this spell was cast from a {m['zone']}", {"cast from": m["zone"]},
               [{"transform_return": returned}])


@template(r"put a number of (?P<kind>[+-]1/[+-]1|[a-z]+) counters on (?P<what>.+?) equal to (?P<amount>.+)")
def put_counters_equal_to(m: re.Match[str], reading: Reading) -> Effects | None:
    counted = amount_in_words(m["amount"])
    found = objects(m["what"], reading) if counted is not None else None
    return [{"put_counters": {**found, "kind": m["kind"], "amount": counted}}] if found else None


@template(r"put up to (?P<count>one|two|three) (?P<what>.+?) milled this way into your hand")
def put_milled_into_hand(m: re.Match[str], reading: Reading) -> Effects | None:
    """608.2c: cards the mill before it put into your graveyard, chosen as it resolves."""
    desc = describe(m["what"] + " card")
    if desc is None or desc.zone != "card" or "put_milled_into_hand" not in EFFECTS:
        return None
    return [{"put_milled_into_hand": {**({"filter": desc.filter} if desc.filter else {}),
                                      "count": number(m["count"])}}]


@template(r"put up to (?P<count>one|two|three) (?P<what>.+?) from among the milled cards onto the battlefield")
def put_milled_onto_battlefield(m: re.Match[str], reading: Reading) -> Effects | None:
    """400.7: cards the mill before it put into your graveyard, chosen as it resolves, onto the battlefield."""
    desc = describe(singular(m["what"]) if m["count"] != "one" else m["what"])
    if desc is None or desc.zone != "card" or "put_milled_onto_battlefield" not in EFFECTS:
        return None
    return [{"put_milled_onto_battlefield": {**({"filter": desc.filter} if desc.filter else {}),
                                             "count": number(m["count"])}}]


@template(r"search your library for a card named (?P<name>.+?) or an? (?P<what>.+? card), reveal it, put it into "
          r"your hand, then shuffle")
def search_named_or(m: re.Match[str], reading: Reading) -> Effects | None:
    desc = describe(m["what"])
    if desc is None or desc.zone != "card":
        return None
    return [{"search": {"filter": {"any of": [{"name": m["name"]}, desc.filter]}, "to": "hand"}}]


@template(r"copy (?P<what>target .+? spell)")
def copy_target_spell(m: re.Match[str], reading: Reading) -> Effects | None:
    found = objects(m["what"], reading, ("stack",))
    return [{"copy_spell": dict(found)}] if found else None


@template(r"copy (?:it|that card|them)\. You may cast (?:the copy|any number of the copies)")
def copy_and_cast(m: re.Match[str], reading: Reading) -> Effects | None:
    return [{"cast_copy": {}}]


@template(r"discard any number of cards, then draw that many cards")
def discard_then_draw_that_many(m: re.Match[str], reading: Reading) -> Effects | None:
    return [{"discard": {"count": "any"}}, {"draw": {"count": {"discarded": True}}}]


@template(r"you and (?P<other>target opponent|target player|each opponent) each (?P<action>.+)")
def you_and_another_each(m: re.Match[str], reading: Reading) -> Effects | None:
    mine = read_sentence(m["action"], reading)
    theirs = read_sentence(f"{m['other']} {m['action']}", reading) if mine else None
    return mine + theirs if mine and theirs else None


# ----- counters (122) -----------------------------------------------------------------------------

@template(r"put an? (?P<kinds>(?:[+-]\d/[+-]\d|[a-z]+) counter(?:,? or an? (?:[+-]\d/[+-]\d|[a-z]+) counter)+) "
          r"on (?P<what>.+)")
def put_a_counter_of_a_kind_chosen(m: re.Match[str], reading: Reading) -> Effects | None:
    """122.1: one counter of the kind its controller chooses as it resolves."""
    found = objects(m["what"], reading)
    kinds = re.findall(r"([+-]\d/[+-]\d|[a-z]+) counter", m["kinds"])
    if not found or PARAMETER_SHAPES.get(("put_counters", "kind")) != "counter kind":
        return None
    return [{"put_counters": {**found, "kind": {"choice": kinds}}}]


@template(rf"put (?P<count>{NUMBER}) (?P<kind>[+-]\d/[+-]\d|[a-z]+(?: strike)?) counters? on (?:a|an|one) "
          r"(?P<what>(?!target |other target )[a-z].+)")
def put_counters_on_a_chosen_permanent(m: re.Match[str], reading: Reading) -> Effects | None:
    """115.10a: `put a vigilance counter on a creature you control` -- one permanent chosen as it resolves, not
    targeted."""
    desc = describe(m["what"])
    if desc is None or desc.zone != "battlefield" or desc.plural or "chosen" not in EFFECTS["put_counters"].params:
        return None
    amount = number(m["count"])
    return [{"choose_permanents": {**({"filter": desc.filter} if desc.filter else {}), "count": 1}},
            {"put_counters": {"chosen": True, "kind": m["kind"], **({"amount": amount} if amount != 1 else {})}}]


@template(rf"put (?P<count>{NUMBER}) (?P<kind>[+-]\d/[+-]\d|[a-z]+(?: strike)?) counters? on (?P<what>.+)")
def put_counters(m: re.Match[str], reading: Reading) -> Effects | None:
    found = objects(m["what"], reading)
    if not found:
        return None
    params = {**found, "kind": m["kind"]}
    if number(m["count"]) != 1:
        params["amount"] = number(m["count"])
    return [{"put_counters": params}]


@template(r"for each (?P<what>.+?), choose a counter on it\. You may put an additional counter of that kind on that "
          r"(?:permanent|creature)")
def another_counter_of_a_kind_on_each(m: re.Match[str], reading: Reading) -> Effects | None:
    """122.1: on each permanent of the filter with counters, one more of a kind it has, chosen as it resolves."""
    desc = describe(m["what"])
    if desc is None or desc.zone != "battlefield" or desc.plural or "another_counter" not in EFFECTS:
        return None
    return [{"another_counter": {"all": desc.filter}}]


@template(rf"(?P<player>each player|each opponent|target player|target opponent|you) gets? (?P<count>{NUMBER}) "
          r"(?P<kind>[a-z]+) counters?")
def players_get_counters(m: re.Match[str], reading: Reading) -> Effects | None:
    """122.1: counters on players (`Each player gets three rad counters`)."""
    params = player(m, reading)
    if params is None or "player" not in EFFECTS["put_counters"].params:
        return None
    amount = number(m["count"])
    return [{"put_counters": {"player": params.get("player", "you"), "kind": m["kind"],
                              **({"amount": amount} if amount != 1 else {})}}]


@template(rf"remove (?P<count>all|{NUMBER}) (?:(?P<kind>[+-]\d/[+-]\d|[a-z]+) )?counters? from (?P<what>.+)")
def remove_counters(m: re.Match[str], reading: Reading) -> Effects | None:
    found = objects(m["what"], reading)
    if not found:
        return None
    params = dict(found)
    if m["kind"]:
        params["kind"] = m["kind"]
    params["amount"] = "all" if m["count"] == "all" else number(m["count"])
    return [{"remove_counters": params}]


@template(r"(?P<action>proliferate|investigate)(?: (?P<times>twice|three times))?")
def keyword_action(m: re.Match[str], reading: Reading) -> Effects | None:
    if not m["times"]:
        return [{m["action"]: {}}]
    if "count" not in EFFECTS[m["action"]].params:
        return None
    return [{m["action"]: {"count": 2 if m["times"] == "twice" else 3}}]  # 701.16a: that many times


@template(r"incubate (?P<count>\d+)(?: (?P<times>twice|three times|four times|five times))?")
def incubate(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.53a: an Incubator token with N +1/+1 counters, once for each time said."""
    times = {None: 1, "twice": 2, "three times": 3, "four times": 4, "five times": 5}[m["times"]]
    return [{"incubate": {"count": int(m["count"])}} for _ in range(times)] if "incubate" in EFFECTS else None


@template(r"transform (?P<what>all .+)")
def transform_all(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.27a: each permanent of the filter turns over to its other face."""
    found = objects(m["what"], reading)
    return [{"transform": dict(found)}] if found and "transform" in EFFECTS else None


@template(r"destroy all (?P<what>.+?) except for (?P<except>.+)")
def destroy_all_except(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.8a: every permanent of the filter but those of the card types and subtypes named."""
    desc = describe(m["what"])
    if desc is None or desc.zone != "battlefield" or not desc.plural:
        return None
    flt = dict(desc.filter)
    for word in (singular(w) for w in re.split(r",? and |,? or |, ", m["except"]) if w):
        if word.capitalize() in CARD_TYPE_WORDS:
            flt.setdefault("not types", []).append(word.capitalize())
        elif word[:1].isupper():
            flt.setdefault("not subtypes", []).append(word)
        else:
            return None
    return [{"destroy": {"all": flt}}]


@template(r"for each (?P<what>.+? card) exiled this way, put a number of time counters on that card equal to its mana "
          r"value\. If it doesn't have suspend, it gains suspend")
def suspend_the_exiled(m: re.Match[str], reading: Reading) -> Effects | None:
    """702.62a-b: each card of the filter the ability exiled gets time counters equal to its mana value and suspend,
    so it is suspended."""
    desc = describe(m["what"])
    if desc is None or desc.zone != "card" or "suspend_exiled" not in EFFECTS:
        return None
    return [{"suspend_exiled": {"filter": desc.filter} if desc.filter else {}}]


@template(rf"{PLAYER}discards? any number of cards")
def discard_any_number(m: re.Match[str], reading: Reading) -> Effects | None:
    params = player(m, reading)
    return None if params is None or "any" not in AMOUNT_WORDS.get(("discard", "count"), ()) else [
        {"discard": {**params, "count": "any"}}]


@template(rf"{PLAYER}(?P<action>scry|surveil|discover)s? (?P<count>\d+|X)")
def scry_surveil_discover(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.22a scry N, 701.25a surveil N, 701.57a discover N."""
    params = player(m, reading)
    if params is None or params and m["action"] == "discover":
        return None
    return [{m["action"]: {**params, "count": number(m["count"])}}]


@template(r"amass (?P<subtype>[A-Z][a-z]+) (?P<count>\d+|X)")
def amass(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.47a: amass [subtype] N."""
    return [{"amass": {"subtype": singular(m["subtype"]), "count": number(m["count"])}}]


# ----- life and damage (119, 120) -----------------------------------------------------------------

@template(rf"{PLAYER}(?P<verb>gain|lose)s? (?P<amount>{NUMBER}) life")
def gain_or_lose_life(m: re.Match[str], reading: Reading) -> Effects | None:
    params = player(m, reading)
    return None if params is None else [{f"{m['verb']}_life": {**params, "amount": number(m["amount"])}}]


DAMAGE_RECIPIENTS = ("each opponent", "each creature", "each creature and each opponent", "you")


def _each_recipient(to: str) -> dict[str, Any] | None:
    """`each non-Villain creature and each opponent` → the `to:` and `filter:` of damage dealt to each of a group
    (120.3): each creature (of a filter) and/or each opponent, or each permanent of a filter (`each creature and
    each planeswalker`, `each creature and planeswalker your opponents control`)."""
    m = re.fullmatch(r"each (?P<what>.+?)(?P<opponent> and each opponent)?", to)
    if not m:
        return None
    what = re.sub(r"(?: and each | and )(?=\w+(?: [a-z ']+)?$)", " or ", m["what"])  # `A and each B`: either
    desc = describe(what)
    if desc is None or desc.zone != "battlefield" or desc.plural:
        return None
    flt = dict(desc.filter)
    if flt.get("types") == ["Creature"]:
        del flt["types"]
        where = "each creature and each opponent" if m["opponent"] else "each creature"
        return {"to": where, **({"filter": flt} if flt else {})}
    if m["opponent"] or " or " not in what:
        return None
    return {"to": "each permanent", "filter": flt}


@template(rf"{SELF} deals (?P<amount>{NUMBER}) damage to (?P<who>target player|target opponent) and each "
          r"(?P<what>.+?) (?:they control|that player controls)")
def deal_damage_to_a_player_and_their_permanents(m: re.Match[str], reading: Reading) -> Effects | None:
    """120.3: damage to the target player and to each of their permanents of the filter."""
    desc = describe(m["what"])
    if desc is None or desc.zone != "battlefield" or desc.plural or desc.filter != {"types": ["Creature"]} or \
            "controlled by" not in EFFECTS["damage"].params:
        return None
    amount = number(m["amount"])
    who = reading.target({"player": "any" if m["who"] == "target player" else "opponent"})
    return [{"damage": {"amount": amount, "to": who}},
            {"damage": {"amount": amount, "to": "each creature", "controlled by": f"target {who}"}}]


@template(rf"{SELF} deals (?P<amount>{NUMBER}) damage to (?P<to>.+)")
def deal_damage(m: re.Match[str], reading: Reading) -> Effects | None:
    to: int | str
    if m["to"] in DAMAGE_RECIPIENTS or m["to"] == reading.player == "that player":
        to = m["to"]
    elif (group := _each_recipient(m["to"])) is not None:
        return [{"damage": {"amount": number(m["amount"]), **group}}]
    elif theirs := re.fullmatch(r"each opponent and each (?P<what>[a-z]+) they control", m["to"]):
        desc = describe(f"{theirs['what']} an opponent controls")  # 120.3: each player and each of their permanents
        if desc is None or desc.zone != "battlefield" or desc.plural:
            return None
        return [{"damage": {"amount": number(m["amount"]), "to": "each opponent"}},
                {"damage": {"amount": number(m["amount"]), "to": "each permanent", "filter": desc.filter}}]
    elif m["to"] == "any target":
        to = reading.target({"any target": True, "filter": {"any type": ["Creature", "Planeswalker", "Battle"]}})
    elif m["to"] in ("target player", "target opponent"):
        to = reading.target({"player": "any" if m["to"] == "target player" else "opponent"})
    elif m["to"] in ("target player or planeswalker", "target opponent or planeswalker"):  # 115.4
        to = reading.target({"player": "any" if "player" in m["to"] else "opponent",
                             "filter": {"types": ["Planeswalker"]}})
    else:
        found = objects(m["to"], reading)
        if not found or "target" not in found:
            return None
        to = found["target"]
    return [{"damage": {"amount": number(m["amount"]), "to": to}}]


@template(rf"{SELF} deals (?P<first>{NUMBER}) damage to (?P<to>any target|target [^,]+?) and (?P<second>{NUMBER}) "
          r"damage to (?P<other>any other target|another target [^,]+)")
def deal_damage_to_two_targets(m: re.Match[str], reading: Reading) -> Effects | None:
    """120.3, 601.2c: damage to one target and damage to another, different target."""
    first = read_sentence(f"{SELF} deals {m['first']} damage to {m['to']}", reading)
    if not first or len(reading.targets) < 1 or "other than" not in TARGET_KEYS:
        return None
    again = m["to"] if m["other"] == "any other target" else m["other"].replace("another target", "target", 1)
    second = read_sentence(f"{SELF} deals {m['second']} damage to {again}", reading)
    if not second:
        return None
    reading.targets[-1]["other than"] = len(reading.targets) - 1
    return first + second


@template(rf"{SELF} deals damage equal to the total mana value of (?P<what>.+?) to (?P<to>each opponent|each creature)")
def deal_damage_total_mana_value(m: re.Match[str], reading: Reading) -> Effects | None:
    desc = describe(m["what"])
    if desc is None or desc.zone != "battlefield":
        return None
    return [{"damage": {"amount": {"total mana value": desc.filter}, "to": m["to"]}}]


@template(r"airbend (?P<what>.+)")
def airbend(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.65a: exile the permanent; while it's exiled, its owner may cast it for {2}."""
    found = objects(m["what"], reading)
    return [{"airbend": dict(found)}] if found and "target" in found and "airbend" in EFFECTS else None


@template(r"(?P<first>.+?) fights (?P<second>.+)")
def fight(m: re.Match[str], reading: Reading) -> Effects | None:
    if m["first"] == SELF:  # 701.14a: this creature fights the target
        second = objects(m["second"], reading)
        return [{"fight": {"self": True, "with": second["target"]}}] if second and "target" in second else None
    first = objects(m["first"], reading)
    second = objects(m["second"], reading)
    if not first or not second or "target" not in first or "target" not in second:
        return None
    return [{"fight": {"target": first["target"], "with": second["target"]}}]


# ----- tokens (111) -------------------------------------------------------------------------------

@template(r"for each (?:creature|permanent) destroyed this way, its controller creates (?P<what>.+)")
def destroyed_permanents_controllers_create(m: re.Match[str], reading: Reading) -> Effects | None:
    """111.2: the controller of each permanent the ability destroyed creates the token(s), once per permanent."""
    created = read_sentence(f"create {m['what']}", reading)
    if not created or not all("create_token" in e and "count" not in e["create_token"] for e in created) or \
            "controller of each destroyed" not in PLAYERS:
        return None
    return [{"create_token": {**e["create_token"], "controller": "controller of each destroyed"}} for e in created]


@template(rf"{PLAYER}creates? (?P<what>.+?)(?: for each (?P<each>.+))?")
def create_token(m: re.Match[str], reading: Reading) -> Effects | None:
    """One kind of token, or several joined by `and`: `a Treasure token and a 2/2 blue Bird creature token`;
    `for each Food you control` counts them."""
    effects: Effects = []
    subject = player(m, reading)
    if subject is None:
        return None
    controller = subject.get("player")
    tokens, each_phrase = m["what"], m["each"]
    if each_phrase and each_phrase[-1] in "\"'":  # "for each" inside the token's quoted ability
        tokens, each_phrase = f"{tokens} for each {each_phrase}", None
    each = for_each(each_phrase, reading) if each_phrase else None
    if each_phrase and each is None:
        return None
    for what in re.split(r",? and (?=(?:an?|one|two|three|four|five) )", tokens):
        attacking = re.search(r" that(?:'s| are) tapped and attacking$", what)
        what = what[:attacking.start()] if attacking else what  # 508.4: put onto the battlefield attacking
        made = _named_token(what, reading) or token(what, reading.read_ability)
        if made is None or attacking and "attacking" not in EFFECTS["create_token"].params:
            return None
        face, count, tapped = made
        params: dict[str, Any] = {"token": face}
        if attacking:
            params.update(tapped=True, attacking=True)
        if isinstance(face, dict) and face.get("power") == "X":  # an X/X token: its P/T are amounts (107.3c)
            if "power" not in EFFECTS["create_token"].params:
                return None
            params.update(power=face.pop("power"), toughness=face.pop("toughness"))
        if controller:
            params["controller"] = controller
        if each and count != 1:
            return None
        if each or count != 1:
            params["count"] = each or count
        if tapped:
            params["tapped"] = True
        effects.append({"create_token": params})
    reading.it = {"created": {}}  # "it" / "them": the tokens just created
    return effects


def _named_token(text: str, reading: Reading) -> tuple[dict[str, Any] | str, int | str, bool] | None:
    """`Galactus, a legendary 16/16 black Elder Alien creature token with ... "Whenever Galactus attacks, ..."`:
    a token named by the effect (111.4), legendary or with a mana cost (`Spellgorger Weird, a {2}{R} 2/2 Weird
    creature token ...`, its colors its mana cost's); its own name in its quoted abilities is itself (201.5)."""
    m = re.fullmatch(r"(?P<name>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*), an? (?P<legendary>legendary )?"
                     r"(?P<cost>(?:\{[^}]+\})+ )?(?P<rest>.+ token(?: with .+)?)", text)
    if not m or not m["legendary"] and not m["cost"]:
        return None
    name = m["name"]

    def read_ability(quoted: str) -> Any:
        ability = reading.read_ability(re.sub(rf"(?<![\w']){re.escape(name)}(?![\w'])", "this token", quoted))
        return {**ability, "text": quoted} if isinstance(ability, dict) and "text" in ability else ability

    rest = re.sub(r"^(\d+/\d+) ", r"\1 colorless ", m["rest"]) if m["cost"] else m["rest"]  # colored by its cost
    made = token("a " + rest, read_ability)
    if made is None or not isinstance(made[0], dict):
        return None
    face = {"name": name, **({"supertypes": ["Legendary"]} if m["legendary"] else {}), **made[0]}
    if m["cost"]:  # its colors are its mana cost's (202.2)
        del face["colors"]
        face["mana_cost"] = m["cost"].strip()
    return face, made[1], made[2]


@template(r"exile (?P<player>target opponent|target player)'s graveyard|exile all (?P<all>opponents)' graveyards")
def exile_a_players_graveyard(m: re.Match[str], reading: Reading) -> Effects | None:
    """Every card in that player's graveyard (or in each opponent's)."""
    whose = _target_player(m["player"], reading) if m["player"] else "each opponent"
    return [{"exile": {"zone": "graveyard", "whose": whose}}]


@template(r"for each of those cards that has the same mana value as another card revealed this way, (?P<body>.+)")
def for_each_revealed_sharing_mana_value(m: re.Match[str], reading: Reading) -> Effects | None:
    """608.2h: the effect counted once for each card revealed by this ability whose mana value another of them
    shares."""
    effects = read_sentence(m["body"], reading)
    if not effects or "revealed sharing mana value" not in AMOUNT_KEYS:
        return None
    return times_each(effects, {"revealed sharing mana value": True})


@template(r"choose target opponent\. If they control fewer (?P<what>.+?) than you, create a number of (?P<token>.+? "
          r"tokens(?: with .+?)?) equal to the difference")
def tokens_for_the_difference(m: re.Match[str], reading: Reading) -> Effects | None:
    """608.2c, 107.1: if the target opponent controls fewer permanents of a kind than you, that many tokens as the
    difference."""
    desc = describe(m["what"])
    made = token(f"two {m['token']}", reading.read_ability)
    if desc is None or desc.zone != "battlefield" or not desc.plural or made is None or made[2] or \
            "minus" not in AMOUNT_KEYS:
        return None
    opponent = reading.target({"player": "opponent"})
    difference = {"minus": [{"count": desc.filter, "controlled by": "you"},
                            {"count": desc.filter, "controlled by": f"target {opponent}"}]}
    return _if(f"they control fewer {m['what']} than you", {"amount": difference, "at least": 1},
               [{"create_token": {"token": made[0], "count": difference}}])


@template(r"for each opponent, you create (?P<what>an? .+? token)")
def for_each_opponent_you_create(m: re.Match[str], reading: Reading) -> Effects | None:
    """`For each opponent, you create a 1/1 white Human Soldier creature token`: as many as you have opponents."""
    made = token(m["what"], reading.read_ability)
    if made is None or made[1] != 1:
        return None
    return [{"create_token": {"token": made[0], "count": {"opponents": True}, **({"tapped": True} if made[2]
                                                                                    else {})}}]


@template(r"exile all graveyards")
def exile_all_graveyards(m: re.Match[str], reading: Reading) -> Effects | None:
    return [{"exile": {"zone": "graveyard", "whose": "each player"}}]


@template(rf"exile the top (?:card|(?P<count>{NUMBER}) cards) of (?:your|(?P<player>target opponent|target player)'s) "
          r"library")
def exile_top_of_library(m: re.Match[str], reading: Reading) -> Effects | None:
    whose = _target_player(m["player"], reading) if m["player"] else "you"
    return [{"exile": {"top of library": whose, "count": number(m["count"] or "one")}}]


@template(r"exile cards from the top of your library until you exile an? (?P<what>.+? card)\. (?:You may play that "
          rf"card (?P<lasting>this turn|for as long as {SELF} remains on the battlefield)\. )?Put the rest of those "
          r"exiled cards on the bottom of your library in a random order")
def exile_until_a_card(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.13a, 401.4: cards exiled one at a time until one of the filter; the others go to the bottom of your
    library in a random order; `You may play that card ...`: a permission for the duration (601.3)."""
    desc = describe(m["what"])
    until = _lasting(m["lasting"]) if m["lasting"] else None
    if desc is None or desc.zone != "card" or not desc.filter or "exile_until" not in EFFECTS or \
            until is not None and not _ends(until):
        return None
    return [{"exile_until": {"filter": desc.filter}}] + (
        [{"may_play_exiled": {"until": until}}] if until else [])


@template(r"add (?P<first>\{[WUBRGC]\})(?:, (?P<second>\{[WUBRGC]\}),)? or (?P<last>\{[WUBRGC]\})")
def add_one_mana_of_a_choice(m: re.Match[str], reading: Reading) -> Effects | None:
    """106.1, 700.2: `Add {R}, {G}, or {W}`: one of the mana symbols, chosen as it resolves (a mode each)."""
    symbols = [s for s in (m["first"], m["second"], m["last"]) if s]
    return [{"choose_modes": {"modes": [{"text": f"Add {s}.", "effects": [{"add_mana": {"mana": s}}]}
                                        for s in symbols]}}]


@template(r"until the end of your next turn, you may play (?:that card|those cards)")
def may_play_exiled(m: re.Match[str], reading: Reading) -> Effects | None:
    return [{"may_play_exiled": {"until": "end of your next turn"}}]


@template(rf"until (?P<until>end of turn|the end of your next turn), you may (?:play cards|cast spells from among "
          rf"cards) exiled with {SELF}(?:, and you may spend mana as though it were mana of any color to cast those "
          r"spells)?")
def may_play_linked(m: re.Match[str], reading: Reading) -> Effects | None:
    """601.3, 607.2a: the cards a linked ability of this object exiled may be played; judge treats mana costs as
    paid, so spending mana as though it were of any color (609.4b) adds nothing."""
    return [{"may_play_exiled": {"linked": True, "until": m["until"].removeprefix("the ")}}]


# ----- mana, spells -------------------------------------------------------------------------------

@template(rf"add (?:(?P<count>{NUMBER}) (?=\{{))?(?P<mana>(?:\{{[WUBRGC]\}})+(?:(?:,|,? and) (?:\{{[WUBRGC]\}})+)*"
          r"|one mana of any color)")
def add_mana(m: re.Match[str], reading: Reading) -> Effects | None:
    """106.3; `Add six {R}`: that many of the symbol; `Add {W}{W}, {U}{U}, and {B}{B}`: all of it."""
    if m["mana"] == "one mana of any color":
        return [{"add_mana": {"any color": True}}]
    if "," in m["mana"] or " and " in m["mana"]:
        return None if m["count"] else [{"add_mana": {"mana": "".join(re.findall(r"\{[WUBRGC]\}", m["mana"]))}}]
    times = number(m["count"]) if m["count"] else 1
    if not isinstance(times, int) or m["count"] and len(re.findall(r"\{", m["mana"])) != 1:
        return None
    return [{"add_mana": {"mana": m["mana"] * times}}]


@template(rf"add (?P<count>{NUMBER}) mana of any one color")
def add_mana_of_one_color(m: re.Match[str], reading: Reading) -> Effects | None:
    """106.1b: that much mana, all of one color chosen as it resolves."""
    count = number(m["count"])
    return [{"add_mana": {"any color": True, **({"count": count} if count != 1 else {})}}]


@template(r"counter target activated or triggered ability")
def counter_ability(m: re.Match[str], reading: Reading) -> Effects | None:
    return [{"counter": {"target": reading.target({"zone": "stack", "abilities": True, "spells": False})}}]


@template(r"counter (?P<what>target .+)")
def counter_spell(m: re.Match[str], reading: Reading) -> Effects | None:
    found = objects(m["what"], reading, ("stack",))
    return [{"counter": dict(found)}] if found else None


# ----- continuous effects until end of turn (611.2) -----------------------------------------------

PT = r"(?P<power>[+-](?:\d+|X))/(?P<toughness>[+-](?:\d+|X))"
UNTIL = (rf" (?:until (?P<until>end of turn|your next turn)|for as long as (?P<as_long>you control {SELF}|{SELF} "
         r"remains on the battlefield))")
LORE_X = rf", where X is the number of lore counters on {SELF}"


@template(r'(?:until (?P<until>end of turn|your next turn), )?(?P<what>.+?) gains? "(?P<ability>.+)"')
def gains_quoted_ability(m: re.Match[str], reading: Reading) -> Effects | None:
    """`This Saga gains "{T}: Add {C}."`: an ability granted (611.2a), for as long as the object stays or for
    the duration."""
    found = objects(m["what"], reading)
    ability = reading.read_ability(m["ability"])
    if not found or ability is None or not _ends(m["until"]):
        return None
    return [{"gain_ability": {**found, "ability": ability, **({"until": m["until"]} if m["until"] else {})}}]


def _duration(m: re.Match[str]) -> str:
    """The duration of UNTIL as the vocabulary names it (611.2a, 611.2b: "for as long as", where "this" is the
    source of the effect)."""
    if m["as_long"]:
        return "for as long as " + m["as_long"].replace(SELF, "this")
    return str(m["until"])


def _ends(until: str | None) -> bool:
    """Does the engine end an effect at `until` (judge.cards.vocabulary.DURATIONS; none: it lasts)?"""
    return until is None or until in DURATIONS


def _pump(what: str, pt: tuple[str, str] | None, keywords: str | None, x_is_lore: bool, keywords_first: bool,
          until: str, reading: Reading) -> Effects | None:
    found = objects(what, reading)
    granted = keyword_list(keywords) if keywords else []
    if not found or granted is None or not _ends(until):
        return None
    effects: Effects = []
    if pt:
        if x_is_lore and "X" not in pt[0] + pt[1]:
            return None
        lore = {"counters": "lore"}  # "where X is the number of lore counters on this Saga"
        power, toughness = (lore if x_is_lore and pt_change(v) == "X" else pt_change(v) for v in pt)
        effects.append({"modify_pt": {**found, "power": power, "toughness": toughness, "until": until}})
    grants = [{"gain_ability": {**found, "ability": k, "until": until}} for k in granted]
    return grants + effects if keywords_first else effects + grants


@template(rf"(?P<what>.+?)(?: each)? gets? {PT}(?: and gains? (?P<keywords>.+?))?{UNTIL}(?P<lore>{LORE_X})?")
def gets_until_end_of_turn(m: re.Match[str], reading: Reading) -> Effects | None:
    return _pump(m["what"], (m["power"], m["toughness"]), m["keywords"], bool(m["lore"]), False, _duration(m),
                 reading)


@template(rf'(?P<what>.+?)(?: each)? gains? (?P<keywords>[^"]+?)(?: and gets? {PT})?{UNTIL}(?P<lore>{LORE_X})?')
def gains_until_end_of_turn(m: re.Match[str], reading: Reading) -> Effects | None:
    pt = (m["power"], m["toughness"]) if m["power"] else None
    return _pump(m["what"], pt, m["keywords"], bool(m["lore"]), True, _duration(m), reading)


@template(rf"until (?P<until>end of turn|your next turn), (?P<what>.+?) gains? (?P<keywords>.+?)(?: and gets? {PT})?"
          rf"(?P<lore>{LORE_X})?")
def until_end_of_turn_gains(m: re.Match[str], reading: Reading) -> Effects | None:
    pt = (m["power"], m["toughness"]) if m["power"] else None
    return _pump(m["what"], pt, m["keywords"], bool(m["lore"]), True, m["until"], reading)


@template(rf"(?P<what>it|that creature) doesn't untap during its controller's untap step for as long as you "
          rf"control {SELF}")
def doesnt_untap(m: re.Match[str], reading: Reading) -> Effects | None:
    found = objects(m["what"], reading)
    return [{"doesnt_untap": dict(found)}] if found else None


@template(r"exchange the text boxes of two target (?P<what>.+)")
def exchange_text_boxes(m: re.Match[str], reading: Reading) -> Effects | None:
    desc = describe(m["what"])
    if desc is None or desc.zone != "battlefield" or not desc.plural:
        return None
    spec = {"filter": desc.filter} if desc.filter else {}
    return [{"exchange_text_boxes": {"target": reading.target(dict(spec)), "with": reading.target(dict(spec))}}]


# How long a restriction or a control change lasts, in words: the vocabulary's duration (611.2a-b).
LASTING = (rf"(?P<lasting>this turn|until end of turn|until your next turn|for as long as you control {SELF}"
           rf"|for as long as {SELF} remains on the battlefield)")


def _lasting(words: str | None) -> str | None:
    """The duration of LASTING (None: none is stated)."""
    if words is None:
        return None
    if words.startswith("for as long as"):
        return words.replace(SELF, "this")
    return {"this turn": "end of turn", "until end of turn": "end of turn", "until your next turn": "your next turn"}[
        words]


def _with_duration(name: str, m: re.Match[str], reading: Reading) -> Effects | None:
    until = _lasting(m["lasting"])
    if name not in EFFECTS or until is not None and not _ends(until):
        return None
    found = objects(m["what"], reading)
    return [{name: {**found, **({"until": until} if until else {})}}] if found else None


@template(rf"(?P<what>.+?) can't block {LASTING}")
def cant_block(m: re.Match[str], reading: Reading) -> Effects | None:
    """509.1b: a restriction on blocking, for the duration."""
    return _with_duration("cant_block", m, reading)


@template(rf"(?P<what>.+?) can't be blocked {LASTING}")
def cant_be_blocked(m: re.Match[str], reading: Reading) -> Effects | None:
    """509.1b: a restriction on blocking the object, for the duration."""
    return _with_duration("cant_be_blocked", m, reading)


@template(rf"the tokens are goaded {LASTING}")
def the_created_tokens_are_goaded(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.15a: the tokens just created are goaded (each attacks each combat if able, and a player other than the
    goading player if able) for the duration."""
    until = _lasting(m["lasting"])
    return [{"goad": {"created": {}, "until": until}}] if "goad" in EFFECTS and until and _ends(until) else None


@template(rf"{SELF} is an? (?P<types>(?:artifact|enchantment|land)(?:,? and (?:artifact|enchantment|land))*) "
          r"until end of turn")
def this_is_only_until_end_of_turn(m: re.Match[str], reading: Reading) -> Effects | None:
    """205.1a: this object's card types are those named until end of turn (its other types and their subtypes are
    gone meanwhile)."""
    types = [t.capitalize() for t in re.findall(r"artifact|enchantment|land", m["types"])]
    return [{"become": {"self": True, "types": types, "until": "end of turn"}}] if "become" in EFFECTS else None


@template(r"(?P<what>.+?) phases? out")
def phase_out(m: re.Match[str], reading: Reading) -> Effects | None:
    """702.26b: `All artifacts and creatures phase out`, `Target creature phases out`."""
    found = objects(re.sub(r"(?<=s) and (?=\w+s$)", " or ", m["what"]), reading)  # `A and B`: each of either
    return [{"phase_out": dict(found)}] if found and "phase_out" in EFFECTS else None
@template(r"each player gains control of all (?P<what>.+?) they own")
def owners_gain_control(m: re.Match[str], reading: Reading) -> Effects | None:
    """613.1b (layer 2): each permanent comes under its owner's control, indefinitely; the vocabulary's effect
    takes every permanent (no filter)."""
    desc = describe(m["what"])
    if desc is None or desc.zone != "battlefield" or desc.filter or "owners_gain_control" not in EFFECTS:
        return None
    return [{"owners_gain_control": {}}]


@template(rf"gain control of (?P<what>.+?)(?: {LASTING})?")
def gain_control(m: re.Match[str], reading: Reading) -> Effects | None:
    """613.1b (layer 2): you control it, for the duration or (none stated) for the rest of the game."""
    return _with_duration("gain_control", m, reading)


@template(r"(?P<what>.+?) (?:have|has) base power and toughness (?P<pt>\d+/\d+)(?: (?P<until>until end of turn))?")
def set_base_power_and_toughness(m: re.Match[str], reading: Reading) -> Effects | None:
    """613.4b (layer 7b): the objects' base power and toughness, for the duration or (none stated) as long as
    they stay on the battlefield."""
    found = objects(m["what"], reading)
    if not found or "set_base_pt" not in EFFECTS:
        return None
    return [{"set_base_pt": {**found, "base pt": m["pt"], **({"until": "end of turn"} if m["until"] else {})}}]


@template(r"double the power and toughness of (?P<what>.+?)(?: (?P<until>until end of turn))?")
def double_power_and_toughness(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.10b: each gets +X/+Y where X is its power and Y its toughness (layer 7c)."""
    found = objects(m["what"], reading)
    if not found or "double_pt" not in EFFECTS:
        return None
    return [{"double_pt": {**found, **({"until": "end of turn"} if m["until"] else {})}}]


@template(r"double the number of each kind of counter on (?P<what>.+)")
def double_counters(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.10e: as many of each kind of counter as it has are put on it."""
    found = objects(m["what"], reading)
    return [{"double_counters_on": dict(found)}] if found and "double_counters_on" in EFFECTS else None


@template(r"(?:until (?P<until>your next turn|end of turn), )?(?P<what>.+?) attacks? each combat if able")
def attack_each_combat(m: re.Match[str], reading: Reading) -> Effects | None:
    """508.1d: a requirement on attacking, for the duration."""
    found = objects(m["what"], reading)
    if not found or list(found) != ["all"] or "attacks_each_combat" not in EFFECTS or not _ends(m["until"]):
        return None
    return [{"attacks_each_combat": {**found, **({"until": m["until"]} if m["until"] else {})}}]


@template(r"(?P<what>they|it|that creature|those creatures|those permanents) (?:don't|doesn't) untap during "
          r"(?:its|their) controller's next untap step")
def doesnt_untap_next_untap_step(m: re.Match[str], reading: Reading) -> Effects | None:
    """502.3: the objects named before stay tapped during their controller's next untap step."""
    found = reading.it
    if not found or "next untap step" not in EFFECTS["doesnt_untap"].params:
        return None
    return [{"doesnt_untap": {**found, "next untap step": True}}]


@template(r"(?P<what>.+? spells) you cast this turn cost \{(?P<generic>\d+)\} less to cast")
def spells_cost_less_this_turn(m: re.Match[str], reading: Reading) -> Effects | None:
    """601.2f: the generic part of the total cost of each such spell you cast this turn is reduced (`reduce_cost`,
    this turn by default)."""
    desc = describe(m["what"])
    if desc is None or desc.zone != "stack" or "reduce_cost" not in EFFECTS:
        return None
    return [{"reduce_cost": {**({"filter": desc.filter} if desc.filter else {}), "generic": int(m["generic"])}}]


@template(r"(?P<what>.+? spells) (?P<who>your opponents|you) cast cost \{(?P<generic>\d+)\} (?P<way>more|less) to cast "
          r"until (?P<until>your next turn|end of turn)")
def spells_cost_more_until(m: re.Match[str], reading: Reading) -> Effects | None:
    """601.2f: the generic part of the total cost of each such spell the players cast is increased (`more`) or
    reduced, for the duration; `text:` the spells in the card's words."""
    desc = describe(m["what"])
    if desc is None or desc.zone != "stack" or not _ends(m["until"]) or \
            not {"more", "player", "text"} <= set(EFFECTS["reduce_cost"].params):
        return None
    return [{"reduce_cost": {**({"filter": desc.filter} if desc.filter else {}), "generic": int(m["generic"]),
                             **({"more": True} if m["way"] == "more" else {}),
                             **({"player": "each opponent"} if m["who"] == "your opponents" else {}),
                             "until": m["until"], "text": _sentence_case(m["what"])}}]


def _sentence_case(phrase: str) -> str:
    """A phrase that began a sentence as it reads inside one: `Noncreature spells` → `noncreature spells` (a
    subtype keeps its capital: `Dragon spells`)."""
    first = phrase.split(" ")[0]
    ordinary = first.lower().startswith("non") or first.capitalize() in CARD_TYPES or first.lower() in COLORS
    return first.lower() + phrase[len(first):] if ordinary else phrase


@template(r"the next (?P<what>.+? spell) you cast this turn costs \{(?P<generic>\d+)\} less to cast")
def next_spell_costs_less(m: re.Match[str], reading: Reading) -> Effects | None:
    """601.2f: the next such spell you cast this turn costs that much less (`reduce_cost` with `next`)."""
    desc = describe(m["what"])
    if desc is None or desc.zone != "stack" or "next" not in EFFECTS.get("reduce_cost", EFFECTS["draw"]).params:
        return None
    return [{"reduce_cost": {**({"filter": desc.filter} if desc.filter else {}), "generic": int(m["generic"]),
                             "next": True}}]


@template(r"the next (?:(?P<colors>(?:white|blue|black|red|green)(?: or (?:white|blue|black|red|green))+) )?"
          r"(?P<what>.+? spell) you cast this turn can be cast without paying its mana cost")
def next_spell_free(m: re.Match[str], reading: Reading) -> Effects | None:
    """601.2b, 118.9: an alternative cost of nothing for the next such spell you cast this turn; `red or green`:
    either color."""
    desc = describe(m["what"])
    if desc is None or desc.zone != "stack" or "next_spell_free" not in EFFECTS:
        return None
    if m["colors"]:
        if "any of" in desc.filter:
            return None
        desc.filter["any of"] = [{"colors": [COLORS[c]]} for c in m["colors"].split(" or ")]
    return [{"next_spell_free": {"filter": desc.filter} if desc.filter else {}}]


@template(r"your opponents can't cast spells with the same mana value as that spell (?P<until>until your next turn|"
          r"this turn)")
def opponents_cant_cast_the_same_mana_value(m: re.Match[str], reading: Reading) -> Effects | None:
    """101.2: a prohibition on casting, for the duration, after a spell you cast."""
    if "cant_cast_same_mana_value" not in EFFECTS:
        return None
    until = "your next turn" if m["until"] == "until your next turn" else "end of turn"
    return [{"cant_cast_same_mana_value": {"player": "each opponent", "until": until}}]


@template(r"you may play an additional land this turn")
def additional_land(m: re.Match[str], reading: Reading) -> Effects | None:
    """305.2: one more land play this turn."""
    return [{"additional_land_play": {}}] if "additional_land_play" in EFFECTS else None


@template(r"the Ring tempts you")
def the_ring_tempts_you(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.54a, where the vocabulary has it."""
    return [{"ring_tempts_you": {}}] if "ring_tempts_you" in EFFECTS else None


@template(r"time travel")
def time_travel(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.56a: for each suspended card you own and each permanent you control with a time counter, you may add
    or remove one time counter."""
    return [{"time_travel": {}}] if "time_travel" in EFFECTS else None


@template(r"you become the monarch")
def become_the_monarch(m: re.Match[str], reading: Reading) -> Effects | None:
    """725.3, where the vocabulary has it."""
    return [{"become_monarch": {}}] if "become_monarch" in EFFECTS else None


@template(r"earthbend (?P<count>\d+|X)")
def earthbend(m: re.Match[str], reading: Reading) -> Effects | None:
    """Earthbend N (701.66a): target land you control becomes a 0/0 creature with haste with N +1/+1 counters."""
    if "earthbend" not in EFFECTS:
        return None
    land = reading.target({"filter": {"types": ["Land"], "controller": "you"}})
    reading.it = {"target": land}  # `That land becomes an Island ...`
    return [{"earthbend": {"target": land, "count": number(m["count"])}}]


@template(r"distribute (?P<count>\w+) (?P<kind>[+-]\d/[+-]\d|[a-z]+) counters among (?:one(?:, two)?,? or "
          r"(?P<most>two|three)|(?P<any>any number of)) (?P<what>targets? .+)")
def distribute_counters(m: re.Match[str], reading: Reading) -> Effects | None:
    """601.2d: the counters divided among the targets as they are chosen (any number of them: at most one a
    counter)."""
    desc = describe(re.sub(r"^targets? ", "", m["what"]))
    amount, most = number(m["count"]), number(m["most"]) if m["most"] else None
    if desc is None or desc.zone != "battlefield" or not isinstance(amount, int) or "divide" not in TARGET_KEYS:
        return None
    spec = {**({"filter": desc.filter} if desc.filter else {}),
            **({"count": most} if most else {"any number": True}), "divide": amount}
    return [{"put_counters": {"target": reading.target(spec), "kind": m["kind"]}}]


@template(r"exile any number of target players' graveyards")
def exile_target_players_graveyards(m: re.Match[str], reading: Reading) -> Effects | None:
    """Every card in each of the chosen players' graveyards."""
    players = reading.target({"player": "any", "any number": True})
    return [{"exile": {"zone": "graveyard", "whose": f"target {players}"}}]


@template(r"discard up to (?P<count>\w+) cards, then draw that many cards")
def discard_up_to_then_draw_that_many(m: re.Match[str], reading: Reading) -> Effects | None:
    count = number(m["count"])
    if not isinstance(count, int) or "up to" not in EFFECTS["discard"].params:
        return None
    return [{"discard": {"count": count, "up to": True}}, {"draw": {"count": {"discarded": True}}}]


@template(r"you may discard up (?:to )?(?P<count>\w+) cards\. If you do, draw that many cards")
def may_discard_up_to_then_draw_that_many(m: re.Match[str], reading: Reading) -> Effects | None:
    """608.2d: discarding up to N cards, none if you choose (so "you may" adds no choice), then drawing as many as
    were discarded; "up two cards" is read as "up to two cards" (Fable of the Mirror-Breaker's Oracle text)."""
    count = number(m["count"])
    if not isinstance(count, int) or "up to" not in EFFECTS["discard"].params:
        return None
    return [{"discard": {"count": count, "up to": True, "if you do": [{"draw": {"count": {"discarded": True}}}]}}]


@template(rf"(?P<what>(?:up to one )?target .+?) becomes an? (?P<pt>\d+/\d+) (?P<subtypes>(?:[A-Z]\w* )*)artifact "
          rf"creature(?: with (?P<keywords>[\w ,]+?))?{UNTIL}")
def becomes_an_artifact_creature(m: re.Match[str], reading: Reading) -> Effects | None:
    """205.1b: becoming a "[creature types] artifact creature" keeps the object's other types and subtypes; its base
    power and toughness are set (613.4b), the keywords granted (613.1f), for the duration."""
    found = objects(m["what"], reading)
    granted = keyword_list(m["keywords"]) if m["keywords"] else []
    until = _duration(m)
    if not found or granted is None or not _ends(until) or "in addition" not in EFFECTS["become"].params:
        return None
    return [{"become": {**found, "types": ["Artifact", "Creature"], **({"subtypes": m["subtypes"].split()}
                                                                       if m["subtypes"] else {}),
                        "base pt": m["pt"], **({"abilities": granted} if granted else {}), "in addition": True,
                        "until": until}}]


@template(r"(?P<what>it|that creature|(?:up to one )?target .+?) becomes an? (?P<pt>\d+/\d+) "
          r"(?P<kinds>(?:[A-Za-z]+ )*?)(?P<types>(?:artifact )?creature) named (?P<name>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*)"
          r"(?P<loses> and loses all abilities)?(?: (?P<until>until end of turn))?")
def becomes_a_named_creature(m: re.Match[str], reading: Reading) -> Effects | None:
    """205.1a, 201.2, 613.1d-f: the object's card types and subtypes are replaced, the supertypes named added, its
    name set, its abilities removed (layer 6) and its base power and toughness set (7b)."""
    found = objects(m["what"], reading)
    words = m["kinds"].split()
    supertypes = [w.capitalize() for w in words if w.capitalize() in SUPERTYPES]
    subtypes = [w for w in words if w[0].isupper()]
    if not found or "set_characteristics" not in EFFECTS or len(supertypes) + len(subtypes) != len(words):
        return None
    return [{"set_characteristics": {**found, "types": [t.capitalize() for t in m["types"].split()],
                                     **({"subtypes": subtypes} if subtypes else {}),
                                     **({"supertypes": supertypes} if supertypes else {}), "name": m["name"],
                                     "base pt": m["pt"], **({"loses all abilities": True} if m["loses"] else {}),
                                     **({"until": "end of turn"} if m["until"] else {})}}]


@template(r"(?P<what>it|that creature|that land|they|(?:up to one )?target .+?)(?: becomes?| is| are|'re) (?:an? )?"
          r"(?P<kinds>(?:[A-Za-z]+ )*?[A-Za-z]+?)s?(?P<base> with base power and toughness \d+/\d+)?"
          r"(?P<addition> in addition to (?:its|their) other types)?(?: (?P<until>until end of turn))?")
def becomes_types(m: re.Match[str], reading: Reading) -> Effects | None:
    """205.1a-b: the object becomes the card types and subtypes named, in addition to its others where the text
    says so (layer 4), with base power and toughness (layer 7b), for the duration."""
    found = objects("it" if m["what"] == "they" and reading.it and "target" in reading.it else m["what"], reading)
    words = [singular(w) if w[0].isupper() or singular(w).capitalize() in CARD_TYPE_WORDS else w
             for w in m["kinds"].split()]  # `They're artifacts`: each an artifact
    supertypes = [w.capitalize() for w in words if w.capitalize() in SUPERTYPES]  # 205.4a: `a legendary Spider`
    types = [w.capitalize() for w in words if w.islower() and w.capitalize() not in SUPERTYPES]
    subtypes = [w for w in words if not w.islower()]
    if not found or "become" not in EFFECTS or not all(t in CARD_TYPE_WORDS for t in types) or \
            m["what"] == "they" and reading.it is None or not m["addition"] and not types or \
            supertypes and "supertypes" not in EFFECTS["become"].params:
        return None
    return [{"become": {**found, **({"types": types} if types else {}),
                        **({"supertypes": supertypes} if supertypes else {}),
                        **({"subtypes": subtypes} if subtypes else {}),
                        **({"base pt": m["base"].split()[-1]} if m["base"] else {}),
                        **({"in addition": True} if m["addition"] or {"Artifact", "Creature"} <= set(types)
                           else {}),  # 205.1b: an "artifact creature" keeps its types
                        **({"until": "end of turn"} if m["until"] else {})}}]


@template(r"(?P<what>.+?) becomes? (?P<kinds>artifact creatures?|creatures?) with base power and toughness "
          r"(?P<pt>\d+/\d+) until end of turn")
def become_creatures(m: re.Match[str], reading: Reading) -> Effects | None:
    """205.1a, 613.4b: `Artifacts you control become artifact creatures with base power and toughness 5/5 until
    end of turn`."""
    found = objects(m["what"], reading)
    if not found or "become" not in EFFECTS:
        return None
    types = [w.capitalize() for w in singular(m["kinds"]).split()]
    kept = {"in addition": True} if "Artifact" in types else {}  # 205.1b: an "artifact creature" keeps its types
    return [{"become": {**found, "types": types, "base pt": m["pt"], **kept, "until": "end of turn"}}]


@template(r"choose an? (?P<chosen>.+?) you control\. Until (?P<until>your next turn|end of turn), all damage that "
          r"would be dealt to creatures you control is dealt to that creature instead")
def redirect_damage_to_a_chosen_creature(m: re.Match[str], reading: Reading) -> Effects | None:
    """614.9: a redirection for the duration, to the creature of yours chosen as it resolves (115.10a)."""
    desc = describe(m["chosen"])
    if desc is None or desc.zone != "battlefield" or desc.plural or "Creature" not in desc.filter.get("types", ()) \
            or "redirect_damage" not in EFFECTS or not _ends(m["until"]):
        return None
    return [{"redirect_damage": {"filter": desc.filter, "until": m["until"]}}]


@template(rf"prevent all damage that would be dealt to (?P<what>.+?) {LASTING}")
def prevent_damage_to(m: re.Match[str], reading: Reading) -> Effects | None:
    """615.1a: a prevention shield on each permanent of the filter, for the duration."""
    desc = describe(m["what"])
    until = _lasting(m["lasting"])
    if desc is None or desc.zone != "battlefield" or not desc.plural or not _ends(until):
        return None
    return [{"prevent_damage": {"to": desc.filter, "until": until}}]


@template(rf"prevent all damage that would be dealt by (?P<what>.+?) {LASTING}")
def prevent_damage_by(m: re.Match[str], reading: Reading) -> Effects | None:
    """615.1a: damage the object would deal is prevented, for the duration (where the vocabulary has it)."""
    return _with_duration("prevent_damage_dealt_by", m, reading)


@template(r"untap up to (?P<count>\w+) (?P<what>.+)")
def untap_up_to(m: re.Match[str], reading: Reading) -> Effects | None:
    """Permanents you control untapped without targeting, chosen as the effect resolves (608.2c): `choose:` is
    among your permanents."""
    desc = describe(m["what"])
    count = number(m["count"])
    if desc is None or desc.zone != "battlefield" or not desc.plural or not isinstance(count, int) or \
            desc.filter.pop("controller", None) != "you":
        return None
    return [{"untap": {"choose": desc.filter, "count": count}}]


@template(r"each (?P<what>.+?) deals damage to itself equal to its power")
def each_deals_damage_to_itself(m: re.Match[str], reading: Reading) -> Effects | None:
    desc = describe(m["what"])
    if desc is None or desc.zone != "battlefield" or desc.plural or "deals_damage_to_itself" not in EFFECTS:
        return None
    return [{"deals_damage_to_itself": {"all": desc.filter}}]


@template(r"each (?P<what>.+?) deals damage equal to its power to (?P<to>that permanent|that creature|it)")
def each_deals_damage_to_it(m: re.Match[str], reading: Reading) -> Effects | None:
    """120.3: each of them deals damage equal to its power to the target named before."""
    desc = describe(m["what"])
    target = (reading.it or {}).get("target")
    if desc is None or desc.zone != "battlefield" or desc.plural or target is None or \
            "each_deals_damage" not in EFFECTS:
        return None
    return [{"each_deals_damage": {"all": desc.filter, "to": target}}]


@template(r"choose two target players\. Until your next turn, each creature they control attacks the other chosen "
          r"player each combat if able")
def the_chosen_players_attack_each_other(m: re.Match[str], reading: Reading) -> Effects | None:
    """508.1d: until your next turn, each creature of either target player attacks the other one each combat if
    able."""
    if "players" not in EFFECTS["must_attack"].params:
        return None
    players = reading.target({"player": "any", "count": 2})
    return [{"must_attack": {"players": f"target {players}", "until": "your next turn"}}]


@template(r"until your next turn, each creature attacks each combat if able and attacks a player other than you if "
          r"able")
def must_attack_another_player(m: re.Match[str], reading: Reading) -> Effects | None:
    """508.1d: a requirement on each creature's attack, for the duration (goad-like, 701.15b)."""
    if "must_attack" not in EFFECTS:
        return None
    return [{"must_attack": {"filter": {"types": ["Creature"]}, "other than you": True, "until": "your next turn"}}]


@template(r"(?P<player>that player|they|you|each opponent|each player|target player|target opponent) loses? the game")
def lose_the_game(m: re.Match[str], reading: Reading) -> Effects | None:
    """104.3a; "they" is the player named before (`..., if it has dealt 10 or more damage to that player this
    turn, they lose the game`)."""
    if m["player"] == "they":
        return [{"lose_game": {"player": reading.player}}] if reading.player and "lose_game" in EFFECTS else None
    params = player(m, reading)
    return None if params is None or "lose_game" not in EFFECTS else [{"lose_game": params}]


@template(r"for each (?P<what>.+? card) exiled this way, you gain (?P<amount>one|1) life")
def gain_life_for_each_exiled(m: re.Match[str], reading: Reading) -> Effects | None:
    desc = describe(m["what"])
    if desc is None or desc.zone != "card" or "exiled" not in AMOUNT_KEYS:
        return None
    return [{"gain_life": {"amount": {"exiled": desc.filter}}}]


@template(r"you may cast an? (?P<what>.+? card) exiled with this object, and mana of any type can be spent to cast "
          r"that spell")
def cast_a_linked_card(m: re.Match[str], reading: Reading) -> Effects | None:
    """607.2a, 601.2f: a card another ability of this object exiled, cast with mana of any type."""
    desc = describe(m["what"])
    if desc is None or desc.zone != "card" or "linked" not in EFFECTS["cast"].params:
        return None
    return [{"cast": {"linked": True, **({"filter": desc.filter} if desc.filter else {}), "any mana type": True}}]


@template(r"shuffle (?P<what>.+? from your graveyard) into your library")
def shuffle_from_graveyard(m: re.Match[str], reading: Reading) -> Effects | None:
    found = objects(m["what"], reading, ("graveyard",))
    return [{"shuffle_into_library": dict(found)}] if found and "target" in found else None


@template(rf"{PLAYER}(?P<verb>sacrifices?|discards?|loses?) (?P<rest>.+?) unless (?:they|he or she) (?P<action>.+)")
def unless_they(m: re.Match[str], reading: Reading) -> Effects | None:
    """608.2c: each player does the first thing unless they do the second (`Each opponent sacrifices a creature
    unless they discard a card`)."""
    if m["player"] not in ("each opponent", "each player", "target opponent", "target player"):
        return None
    params = player(m, reading)
    reading.player = "that player"  # each of them in turn
    otherwise = read_sentence(f"that player {m['verb']} {m['rest']}", reading) if params else None
    done = read_sentence(f"that player {_third_person(m['action'])}", reading) if otherwise else None
    if params is None or not done or not otherwise or "unless" not in EFFECTS:
        return None
    return [{"unless": {**params, "text": m["action"], "do": done, "then": otherwise}}]


@template(r"that source's controller (?P<verb>loses) (?P<rest>.+?) unless they (?P<action>.+)")
def unless_the_sources_controller(m: re.Match[str], reading: Reading) -> Effects | None:
    """118.12a: the controller of the source the trigger event names does the first thing unless they do the
    second."""
    if reading.player != "that source's controller" or "unless" not in EFFECTS:
        return None
    reading.player = "that player"  # the player choosing
    otherwise = read_sentence(f"that player {m['verb']} {m['rest']}", reading)
    done = read_sentence(f"that player {_third_person(m['action'])}", reading) if otherwise else None
    if not done or not otherwise:
        return None
    return [{"unless": {"player": "that source's controller", "text": m["action"], "do": done, "then": otherwise}}]


@template(rf"{PLAYER}may (?P<action>.+)\. (?:Each|That) player who doesn't (?P<rest>.+)")
def each_player_may_or(m: re.Match[str], reading: Reading) -> Effects | None:
    """`Each player may discard a card. Each player who doesn't loses 3 life.`: the same as `... unless they`."""
    if m["player"] not in ("each opponent", "each player", "target opponent", "target player"):
        return None
    params = player(m, reading)
    reading.player = "that player"  # each of them in turn
    done = read_sentence(f"that player {_third_person(m['action'])}", reading) if params else None
    otherwise = read_sentence(f"that player {m['rest']}", reading) if done else None
    if params is None or not done or not otherwise or "unless" not in EFFECTS:
        return None
    return [{"unless": {**params, "text": m["action"], "do": done, "then": otherwise}}]


def _third_person(action: str) -> str:
    """`discard a card` → `discards a card`: the action with a player as its subject."""
    verb, space, rest = action.partition(" ")
    return f"{verb}s{space}{rest}" if not verb.endswith("s") else action


# ----- votes (701.38) ------------------------------------------------------------------------------

@template(r"starting with you, each player votes for (?P<first>\w+) or (?P<second>\w+)\. If (?P<winner>\w+) gets more "
          r"votes, (?P<then>.+)")
def vote_for_one_of_two(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.38a: each player in turn order votes for one of two words; what happens if one gets more votes."""
    then = read_sentence(m["then"], reading)
    if not then or m["winner"] not in (m["first"], m["second"]):
        return None
    return [{"vote": {"options": [m["first"], m["second"]], "starting with": "you",
                      "if more votes": [{"text": m["winner"], "effects": then}]}}]


@template(r"each player (?P<secretly>secretly )?votes for (?P<upto>up to )?one (?P<what>[a-z]+), then those votes "
          r"are revealed\. If no (?P=what) got votes, (?P<none>.+?)\. Otherwise, destroy each (?P=what) with the most "
          r"votes or tied for most votes")
def vote_for_a_permanent(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.38a: each player votes for a permanent (secretly: the votes are revealed together); the permanents with
    the most votes, tied ones too, are destroyed, or something else happens if nothing got a vote."""
    desc = describe(m["what"])
    none = read_sentence(m["none"], reading)
    if desc is None or desc.zone != "battlefield" or not none or "voted" not in EFFECTS["destroy"].params:
        return None
    how = {"secretly": True} if m["secretly"] else {}
    how.update({"up to": True} if m["upto"] else {})
    return [{"vote": {"for": desc.filter, **how, "if no votes": none, "otherwise": [{"destroy": {"voted": True}}]}}]


@template(rf"the owner of each card exiled with {SELF} puts that card on the bottom of their library")
def owners_put_linked_on_bottom(m: re.Match[str], reading: Reading) -> Effects | None:
    """607.2a: the cards a linked ability of this object exiled go to the bottom of their owners' libraries."""
    return [{"put_linked_on_bottom": {}}] if "put_linked_on_bottom" in EFFECTS else None


# ----- turn structure (500.8) ---------------------------------------------------------------------

@template(r"take an extra turn after this one")
def take_an_extra_turn(m: re.Match[str], reading: Reading) -> Effects | None:
    """500.7: an extra turn directly after this one."""
    return [{"extra_turn": {}}] if "extra_turn" in EFFECTS else None


@template(r"end the turn")
def end_the_turn(m: re.Match[str], reading: Reading) -> Effects | None:
    """724.1: the turn ends (the stack exiled, cleanup step next)."""
    return [{"end_the_turn": {}}] if "end_the_turn" in EFFECTS else None


@template(r"there is an additional (?P<phase>beginning|combat|main) phase after this phase")
def additional_phase(m: re.Match[str], reading: Reading) -> Effects | None:
    """500.8: an extra phase added directly after this one."""
    return [{"add_phases": {"phases": [m["phase"]]}}]


@template(r"untap all creatures that attacked this turn")
def untap_attackers(m: re.Match[str], reading: Reading) -> Effects | None:
    return [{"untap_attackers": {}}]


@template(r"after this main phase, there is an additional combat phase followed by an additional main phase")
def additional_combat_and_main(m: re.Match[str], reading: Reading) -> Effects | None:
    return [{"add_phases": {"phases": ["combat", "main"]}}]


# ----- choices (608.2d) ---------------------------------------------------------------------------

@template(r"you may cast (?:an?|up to one) (?P<what>.+? spell)(?: with mana value (?P<values>\d+(?:,? or \d+)*))? "
          r"from your hand without paying its mana cost")
def cast_without_paying(m: re.Match[str], reading: Reading) -> Effects | None:
    desc = describe(m["what"])
    if desc is None or desc.zone != "stack":
        return None
    if m["values"]:
        desc.filter["mana value in"] = [int(v) for v in re.findall(r"\d+", m["values"])]
    return [{"cast": {"from": "hand", **({"filter": desc.filter} if desc.filter else {}), "without paying": True}}]


@template(r"you may cast an? (?P<what>.+? spell) from among cards you own in exile with (?P<kind>[a-z]+) counters on "
          r"them without paying its mana cost")
def cast_from_exile_with_counters(m: re.Match[str], reading: Reading) -> Effects | None:
    """601.3, 118.9: a card of yours in exile with counters of a kind on it, cast without paying its mana cost (the
    cast asks whether you do)."""
    desc = describe(m["what"])
    if desc is None or desc.zone != "stack" or "with counter" not in FILTER_KEYS:
        return None
    return [{"cast": {"from": "exile", "filter": {**desc.filter, "with counter": m["kind"]}, "without paying": True}}]


@template(r"(?:(?P<player>that player) pays|pay) (?P<mana>(?:\{(?:\d+|[WUBRGCX])\})+)")
def pay_mana(m: re.Match[str], reading: Reading) -> Effects | None:
    """118.3a: paying mana as an instruction (`you may pay {X}`: X chosen as it is paid, 107.3f; `that player pays
    {1}` in an `unless`)."""
    params = player(m, reading)
    return [{"pay": {"mana": m["mana"], **(params or {})}}] if "pay" in EFFECTS and params is not None else None
@template(r"you may cast any number of (?P<what>(?:.+? )?spells) from your hand without paying their mana costs?")
def cast_any_number_without_paying(m: re.Match[str], reading: Reading) -> Effects | None:
    """601.2b, 118.9: cards of your hand cast one after another as it resolves, without paying their mana costs; a
    land card is never cast (305.9): `spells` are your nonland cards."""
    desc = describe(m["what"])
    if desc is None or desc.zone != "stack" or "any number" not in EFFECTS["cast"].params:
        return None
    return [{"cast": {"from": "hand", "filter": desc.filter or {"not types": ["Land"]}, "any number": True,
                      "without paying": True}}]


@template(r"until end of turn, you may cast (?P<what>.+? spells) from any graveyard\. If a spell cast this way "
          r"would be put into a graveyard, exile it instead")
def may_cast_from_any_graveyard(m: re.Match[str], reading: Reading) -> Effects | None:
    """601.3: a permission until end of turn (`instant and sorcery spells`: either); a spell cast this way that
    would be put into a graveyard is exiled instead (614.1a), read with the sentence that says so."""
    desc = describe(m["what"].replace(" and ", " or "))
    if desc is None or desc.zone != "stack" or "may_cast_from" not in EFFECTS:
        return None
    return [{"may_cast_from": {"zone": "graveyard", **({"filter": desc.filter} if desc.filter else {}),
                               "text": f"{m['what']} from any graveyard", "until": "end of turn",
                               "if cast this way": {"replacement": "graveyard_to_exile"}}}]


@template(rf"you have no maximum hand size(?: {LASTING})?")
def no_maximum_hand_size(m: re.Match[str], reading: Reading) -> Effects | None:
    """402.2: for the duration (none stated: for the rest of the game)."""
    until = _lasting(m["lasting"])
    if "no_maximum_hand_size" not in EFFECTS or until is not None and not _ends(until):
        return None
    return [{"no_maximum_hand_size": {"until": until} if until else {}}]


@template(r"(?P<player>target opponent|each opponent|target player) faces a villainous choice — (?P<options>.+)")
def villainous_choice(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.55a: the player chooses one of two options (split at the `, or ` where both read), and its
    instructions happen."""
    params = player(m, reading)
    if params is None or "villainous_choice" not in EFFECTS:
        return None
    for split in re.finditer(r", or ", m["options"]):
        first, second = m["options"][:split.start()], m["options"][split.end():]
        saved = reading.snapshot()
        options = [(text, read_sentence(text, reading)) for text in (first, second)]
        if all(effects for _, effects in options):
            return [{"villainous_choice": {**params, "options": [{"text": text, "effects": effects}
                                                                 for text, effects in options]}}]
        reading.restore(saved)
    return None


@template(r"you may (?P<action>have (?P<player>target opponent|target player|each opponent) (?P<verb>\w+) "
          r"(?P<rest>.+))")
def you_may_have_a_player(m: re.Match[str], reading: Reading) -> Effects | None:
    """608.2d: `You may have target opponent draw three cards`: your choice, the player's action."""
    done = read_sentence(f"{m['player']} {_third_person(m['verb'])} {m['rest']}", reading)
    return [{"may": {"text": m["action"], "do": done}}] if done else None


@template(r"you may (?P<action>exile (?P<first>an? .+? you control) and (?P<second>an? .+? you control))")
def you_may_exile_two_permanents(m: re.Match[str], reading: Reading) -> Effects | None:
    """608.2d: `You may exile a Human you control and an artifact you control. If you do, ...`: each chosen as it
    resolves (not targeted); "if you do" holds only if both were exiled (`all of it`)."""
    chosen = [read_sentence(f"exile {what}", reading) for what in (m["first"], m["second"])]
    if not all(chosen) or "all of it" not in EFFECTS["may"].params:
        return None
    return [{"may": {"text": m["action"], "all of it": True, "do": [e for one in chosen if one for e in one]}}]


@template(rf"choose up to (?P<count>{NUMBER}) (?P<chosen>.+?)\. You may (?P<action>exile all other (?P<what>.+))")
def choose_permanents_may_exile_the_others(m: re.Match[str], reading: Reading) -> Effects | None:
    """115.10a, 608.2d: permanents chosen as it resolves (not targeted); then, if you choose, every other
    permanent of the filter is exiled."""
    chosen, others, count = describe(m["chosen"]), describe(m["what"]), number(m["count"])
    if chosen is None or others is None or chosen.zone != "battlefield" or others.zone != "battlefield" or \
            not chosen.plural or not others.plural or not isinstance(count, int) or \
            "except chosen" not in EFFECTS["exile"].params:
        return None
    kinds = others.filter.get("types", [])  # `Choose up to three Doctors ... all other creatures`: Doctor creatures
    return [{"choose_permanents": {"filter": {**({"types": kinds} if kinds else {}), **chosen.filter}, "count": count,
                                   "up to": True}},
            {"may": {"text": m["action"], "do": [{"exile": {"all": others.filter, "except chosen": True}}]}}]


@template(r"tap any number of untapped (?P<what>.+?) you control")
def tap_any_number(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.26a: permanents of yours chosen as it resolves (not targeted); how many were tapped is `that much`
    for what follows (`{tapped: true}`)."""
    desc = describe(m["what"])
    if desc is None or desc.zone != "battlefield" or not desc.plural or "controller" in desc.filter or \
            "choose" not in EFFECTS["tap"].params:
        return None
    return [{"tap": {"choose": desc.filter}}]


@template(r"exile an? (?P<what>.+? you control)")
def exile_a_permanent_you_choose(m: re.Match[str], reading: Reading) -> Effects | None:
    """A permanent of yours exiled without targeting: chosen as the effect resolves (608.2c)."""
    desc = describe(m["what"])
    if desc is None or desc.zone != "battlefield" or desc.plural or desc.filter.get("controller") != "you":
        return None
    chosen = {k: v for k, v in desc.filter.items() if k != "controller"}
    return [{"exile": {"choose": {"zone": "battlefield", "whose": "you", **({"filter": chosen} if chosen else {})}}}]


@template(r"you may (?P<action>.+)")
def you_may(m: re.Match[str], reading: Reading) -> Effects | None:
    done = read_sentence(m["action"], reading)
    return [{"may": {"text": m["action"], "do": done}}] if done else None


# ----- amounts: "where X is ...", "equal to ...", "for each ..." (107.3a, 608.2h) ---------------------

@template(r"(?P<body>.+), where X is (?P<x>.+)")
def where_x_is(m: re.Match[str], reading: Reading) -> Effects | None:
    """`Draw X cards, where X is the number of Zombies you control`: X is that amount, counted as the ability
    resolves (608.2h); an X that two instructions share (`You gain X life and scry X, where X is ...`) is defined
    once for the ability (107.3c), as an X two sentences share."""
    x = amount_in_words(m["x"])
    theirs = re.fullmatch(r"the number of (?P<what>.+ cards) in that player's graveyard", m["x"])
    if theirs and reading.player == "that player" and (desc := describe(theirs["what"] + " in your graveyard")):
        x = {"cards in graveyard": "that player", **({"filter": desc.filter} if desc.filter else {})}
    effects = read_sentence(m["body"], reading) if x is not None else None
    if effects and sum(_mentions_x(e) for e in effects) > 1 and "define_x" in EFFECTS and \
            not _mentions_x(reading.targets):
        return [{"define_x": {"amount": x}}] + effects
    return with_x(effects, x, reading) if effects else None


@template(r"(?P<body>.+), where X is (?P<x>.+?)\. (?P<next>.+)")
def where_x_is_for_the_ability(m: re.Match[str], reading: Reading) -> Effects | None:
    """`Create an X/X ... token, where X is half your life total, rounded up. It deals X damage to you.`: X, defined
    once (107.3c), stands in both sentences (read together only where the first cannot be read alone)."""
    x = amount_in_words(m["x"])
    if x is None or "define_x" not in EFFECTS:
        return None
    first = read_sentence(m["body"], reading)
    following = read_sentence(m["next"], reading) if first else None
    return [{"define_x": {"amount": x}}] + first + following if first and following else None


@template(r"it deals that much damage to (?P<what>(?:up to one )?target .+?) that player controls")
def triggering_object_deals_that_much(m: re.Match[str], reading: Reading) -> Effects | None:
    """603.7c, 120.3: the creature whose combat damage to a player triggered the ability deals as much damage to a
    target among that player's permanents."""
    if reading.it != {"event object": True} or reading.player != "that player" or \
            "that player" not in TARGET_KEYS.get("controlled by", ()):
        return None
    found = objects(m["what"], reading)
    if not found or "target" not in found:
        return None
    reading.targets[found["target"] - 1]["controlled by"] = "that player"
    return [{"damage": {"amount": {"that much": True}, "to": found["target"], "by event object": True}}]


@template(r"it deals (?P<amount>\d+|X) damage to (?P<to>you|each opponent)")
def created_token_deals_damage(m: re.Match[str], reading: Reading) -> Effects | None:
    """120.3: the token the ability just created is the source of the damage."""
    if reading.it != {"created": {}} or "source" not in EFFECTS["damage"].params:
        return None
    return [{"damage": {"amount": number(m["amount"]), "to": m["to"], "source": "created"}}]


@template(r"(?P<body>.+?) for each (?P<each>.+)")
def for_each_of(m: re.Match[str], reading: Reading) -> Effects | None:
    """`Target creature gets +1/+1 until end of turn for each artifact you control`, `You gain 1 life for each
    ...`: the one effect's amount is counted (608.2h)."""
    effects = read_sentence(m["body"], reading) if m["each"][-1] not in "\"'" else None
    per = for_each(m["each"], reading) if effects else None
    return times_each(effects, per) if effects and per is not None else None


@template(rf"{PLAYER}(?P<verb>gain|lose)s? life equal to (?P<amount>.+)")
def gain_or_lose_life_equal_to(m: re.Match[str], reading: Reading) -> Effects | None:
    """`You gain life equal to ...`; `... equal to its mana value` after an exile: the exiled card's (400.7)."""
    exiled = m["amount"] == "its mana value" and reading.exiled and "exiled" in AMOUNT_KEYS["mana value"][
        "mana value"]
    counted = {"mana value": "exiled"} if exiled else amount_in_words(m["amount"])
    params = player(m, reading) if counted is not None else None
    return None if params is None else [{f"{m['verb']}_life": {**params, "amount": counted}}]


@template(rf"{PLAYER}(?P<verb>draw|mill)s? cards equal to (?P<amount>.+)")
def draw_or_mill_equal_to(m: re.Match[str], reading: Reading) -> Effects | None:
    counted = amount_in_words(m["amount"])
    params = player(m, reading) if counted is not None else None
    return None if params is None else [{m["verb"]: {**params, "count": counted}}]


@template(rf"{SELF} deals damage equal to (?P<rest>.+)")
def deal_damage_equal_to(m: re.Match[str], reading: Reading) -> Effects | None:
    """`This creature deals damage equal to the number of ... in your graveyard to target creature ...`: the
    amount and the recipient split at the " to " where both read."""
    for split in re.finditer(r" to ", m["rest"]):
        counted = amount_in_words(m["rest"][:split.start()])
        if counted is None:
            continue
        saved = reading.snapshot()
        dealt = read_sentence(f"{SELF} deals 1 damage to {m['rest'][split.end():]}", reading)
        if dealt and len(dealt) == 1 and "damage" in dealt[0]:
            dealt[0]["damage"]["amount"] = counted
            return dealt
        reading.restore(saved)
    return None


@template(r"(?P<what>target .+?) deals damage equal to its power to (?P<to>each opponent|each creature)")
def target_deals_damage_equal_to_its_power(m: re.Match[str], reading: Reading) -> Effects | None:
    """120.3: the target is the source of the damage, its power counted as the effect resolves (608.2h)."""
    found = objects(m["what"], reading)
    if not found or "target" not in found:
        return None
    return [{"damage": {"dealt by": found["target"], "amount": {"power of": found["target"]}, "to": m["to"]}}]


@template(r"exile an? (?P<what>\w+) with the greatest power among (?P<among>\w+) "
          r"(?P<who>target opponent|target player) controls")
def exile_the_greatest(m: re.Match[str], reading: Reading) -> Effects | None:
    """A permanent chosen as the effect resolves among that player's (608.2c), one with the greatest power."""
    desc, among = describe(m["what"]), describe(m["among"])
    if desc is None or among is None or desc.filter != among.filter or "greatest power" not in CHOOSE_KEYS:
        return None
    whose = _target_player(m["who"], reading)
    return [{"exile": {"choose": {"zone": "battlefield", "whose": whose, "filter": desc.filter,
                                  "greatest power": True}}}]


@template(r"each opponent chooses an? (?P<what>\w+) with the greatest mana value among (?P<among>\w+) they control\. "
          r"Return those (?:creatures|permanents) to their owners' hands")
def each_opponent_chooses_the_greatest_to_hand(m: re.Match[str], reading: Reading) -> Effects | None:
    """Each opponent chooses one of their permanents with the greatest mana value (608.2d); they return to their
    owners' hands."""
    desc, among = describe(m["what"]), describe(m["among"])
    if desc is None or among is None or desc.filter != among.filter or \
            "chosen by" not in EFFECTS["return_to_hand"].params:
        return None
    return [{"return_to_hand": {"chosen by": "each opponent", "filter": desc.filter, "greatest": "mana value"}}]


@template(r"(?P<then>.+) if (?P<text>you control the (?P<what>\w+) with the greatest power or tied for the greatest "
          r"power)")
def if_you_control_the_greatest_power(m: re.Match[str], reading: Reading) -> Effects | None:
    """608.2c: you control a permanent whose power is the greatest among all of them, or tied for it."""
    desc = describe(m["what"])
    if desc is None or desc.zone != "battlefield" or "you control greatest power" not in CONDITION_KEYS:
        return None
    return _if(m["text"], {"you control greatest power": desc.filter}, read_sentence(m["then"], reading))


# ----- conditions (608.2c) ------------------------------------------------------------------------

def _if(text: str, condition: dict[str, Any], then: Effects | None) -> Effects | None:
    return [{"if": {"text": text, "condition": condition, "then": then}}] if then else None


@template(r"(?P<then>.+) (?P<text>if there's an? (?P<what>.+?) in your graveyard)")
def if_card_in_your_graveyard(m: re.Match[str], reading: Reading) -> Effects | None:
    """`Draw a card if there's a creature or Lesson card in your graveyard`."""
    desc = describe(m["what"])
    if desc is None or desc.zone != "card":
        return None
    return _if(m["text"], {"in your graveyard": desc.filter}, read_sentence(m["then"], reading))


@template(r"(?P<text>if you control an? (?P<what>.+?)), (?P<then>.+)|(?P<then2>.+) (?P<text2>if you control an? "
          r"(?P<what2>.+))")
def if_you_control(m: re.Match[str], reading: Reading) -> Effects | None:
    """`If you control a creature with power 4 or greater, draw two cards`."""
    desc = describe(m["what"] or m["what2"])
    if desc is None or desc.zone != "battlefield" or desc.plural or not desc.filter:
        return None
    return _if(m["text"] or m["text2"], {"you control": desc.filter}, read_sentence(m["then"] or m["then2"], reading))


@template(r"if you discarded an? (?P<what>.+? card), (?P<then>.+)")
def if_you_discarded(m: re.Match[str], reading: Reading) -> Effects | None:
    """`If you discarded a nonland card, create ...` after a discard of this ability (608.2c)."""
    desc = describe(m["what"])
    printed = re.match(r"If you discarded .+? card(?=, )", reading.printed)  # the condition as printed
    if desc is None or desc.zone != "card" or "discarded" not in CONDITION_KEYS or not printed:
        return None
    return _if(printed.group(0), {"discarded": desc.filter}, read_sentence(m["then"], reading))
@template(rf"(?P<text>if you control (?P<count>{NUMBER}) or more (?P<what>.+?)), (?P<then>.+)")
def if_you_control_n_or_more(m: re.Match[str], reading: Reading) -> Effects | None:
    """`If you control four or more Treasures, sacrifice this Saga`: the number of permanents you control of the
    filter, at least N."""
    desc = describe(m["what"])
    if desc is None or desc.zone != "battlefield" or not desc.plural or "controller" in desc.filter:
        return None
    return _if(m["text"], {"amount": {"count": desc.filter, "controlled by": "you"}, "at least": number(m["count"])},
               read_sentence(m["then"], reading))


@template(rf"if (?P<text>{SELF} has (?P<count>{NUMBER}) or (?P<way>fewer|more) (?P<kind>[a-z]+|[+-]1/[+-]1) counters "
          r"on it), (?P<then>.+)")
def if_counters_on_this(m: re.Match[str], reading: Reading) -> Effects | None:
    """`If this Saga has three or more lore counters on it, exile it, ...`: `it` is this object."""
    bound = "at most" if m["way"] == "fewer" else "at least"
    reading.it = {"self": True}
    printed = re.match(r"If (?P<condition>.+? counters on it), ", reading.printed)  # the condition as printed
    return _if(printed["condition"] if printed else m["text"], {"amount": {"counters": m["kind"]},
                                                                bound: number(m["count"])},
               read_sentence(m["then"], reading))


@template(rf"if (?P<text>a graveyard has (?P<count>{NUMBER}) or more cards in it), (?P<then>.+)")
def if_a_graveyard_is_large(m: re.Match[str], reading: Reading) -> Effects | None:
    """608.2c: any graveyard with that many cards (the largest one counts)."""
    if "largest graveyard" not in AMOUNT_KEYS:
        return None
    return _if(m["text"], {"amount": {"largest graveyard": True}, "at least": number(m["count"])},
               read_sentence(m["then"], reading))


@template(rf"(?P<text>if an opponent has (?P<count>{NUMBER}) or less life), (?P<then>.+)")
def if_an_opponent_has_little_life(m: re.Match[str], reading: Reading) -> Effects | None:
    """`Then if an opponent has 0 or less life, draw seven cards`: the lowest life total among your opponents."""
    if "lowest life" not in AMOUNT_KEYS:
        return None
    return _if(m["text"], {"amount": {"lowest life": "each opponent"}, "at most": number(m["count"])},
               read_sentence(m["then"], reading))


@template(rf"exile {SELF} and you may cast it this turn")
def exile_this_and_cast_it(m: re.Match[str], reading: Reading) -> Effects | None:
    """601.3: this card, exiled, may be cast this turn."""
    return [{"exile": {"self": True}}, {"may_play_exiled": {"until": "end of turn"}}]


@template(r"until end of turn, double (?P<what>its|their) power and toughness and (?:it gains|they gain) "
          r"(?P<keywords>.+)")
def until_end_of_turn_double_and_gain(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.10b, 611.2a: both for the duration, of the object named before."""
    found, granted = reading.it, keyword_list(m["keywords"])
    if not found or not granted or "double_pt" not in EFFECTS:
        return None
    return [{"double_pt": {**found, "until": "end of turn"}}] + [
        {"gain_ability": {**found, "ability": k, "until": "end of turn"}} for k in granted]


@template(r"(?P<player>target opponent|each opponent|target player) may (?P<action>.+)\. If they don't, "
          r"(?P<otherwise>.+)")
def may_or_else(m: re.Match[str], reading: Reading) -> Effects | None:
    """608.2c: the player may do the first thing; if they don't, the second happens (`unless`)."""
    params = player(m, reading)
    if params is None or "unless" not in EFFECTS:
        return None
    reading.player = "that player"
    done = read_sentence(f"that player {_third_person(m['action'])}", reading)
    otherwise = read_sentence(re.sub(r"^they (\w+)", lambda w: f"that player {_third_person(w.group(1))}",
                                     m["otherwise"]), reading) if done else None
    if not done or not otherwise:
        return None
    return [{"unless": {**params, "text": m["action"].removesuffix(" of their choice"), "do": done,
                        "then": otherwise}}]


@template(rf"(?P<text>if an opponent has (?P<count>{NUMBER}) or more cards in their graveyard), (?P<then>.+)")
def if_an_opponent_has_a_large_graveyard(m: re.Match[str], reading: Reading) -> Effects | None:
    """608.2c: the graveyard of one of your opponents with the most cards."""
    if "whose" not in AMOUNT_KEYS["largest graveyard"]:
        return None
    return _if(m["text"], {"amount": {"largest graveyard": True, "whose": "each opponent"},
                           "at least": number(m["count"])}, read_sentence(m["then"], reading))


@template(rf"(?P<text>if you've cast (?P<count>{NUMBER}) or more (?P<what>.+?) this turn), (?P<then>.+)")
def if_you_cast_spells_this_turn(m: re.Match[str], reading: Reading) -> Effects | None:
    """608.2c: the spells you cast this turn that match the filter (`instant and/or sorcery spells`: either)."""
    desc = describe(m["what"].replace(" and/or ", " or "))
    if desc is None or desc.zone != "stack" or "spells cast this turn" not in AMOUNT_KEYS:
        return None
    counted = {"spells cast this turn": "you", **({"filter": desc.filter} if desc.filter else {})}
    return _if(m["text"], {"amount": counted, "at least": number(m["count"])}, read_sentence(m["then"], reading))


def condition_in_words(text: str, reading: Reading) -> dict[str, Any] | None:
    """A condition (`you have seven or more cards in hand`) as the conditional instructions above read it
    (`If ..., draw a card`): for `Activate only if ...` (602.5b)."""
    read = read_sentence(f"if {text}, draw a card", reading)
    if read and len(read) == 1 and "if" in read[0] and read[0]["if"]["then"] == [{"draw": {}}]:
        return dict(read[0]["if"]["condition"])
    return None


@template(rf"(?P<text>if you have (?P<count>{NUMBER}) or (?P<way>fewer|more) cards in (?:your )?hand), (?P<then>.+)")
def if_cards_in_hand(m: re.Match[str], reading: Reading) -> Effects | None:
    """`If you have one or fewer cards in hand, draw four cards`."""
    bound = "at most" if m["way"] == "fewer" else "at least"
    return _if(m["text"], {"amount": {"cards in hand": "you"}, bound: number(m["count"])},
               read_sentence(m["then"], reading))


# ----- delayed triggered abilities (603.7) --------------------------------------------------------

@template(r"(?:until (?P<until>end of turn|your next turn), (?P<when>whenever .+)|(?P<when2>Whenever .+?) this turn, "
          r"(?P<body>.+))")
def whenever_this_turn(m: re.Match[str], reading: Reading) -> Effects | None:
    """`Whenever you cast a spell this turn, ...`, `Until your next turn, whenever ..., ...`: a delayed triggered
    ability that triggers each time until the duration ends (603.7b), with its own targets (603.7c). The trigger
    condition ends at the comma where both it and the effect read (`whenever a Kraken, Leviathan, or Serpent
    attacks, draw a card`)."""
    until = m["until"] or "end of turn"
    if not _ends(until):
        return None
    splits = [(m["when2"], m["body"])] if m["when2"] else [
        (m["when"][:comma.start()], m["when"][comma.end():]) for comma in re.finditer(r", ", m["when"])]
    for when, body in splits:
        trigger = trigger_condition(when[0].upper() + when[1:])
        inner = Reading(read_ability=reading.read_ability, back_face=reading.back_face)
        inner.it = _triggering_object(trigger)
        if trigger and trigger.get("to") == "player":
            inner.player = "that player"  # the player dealt damage (603.7c)
        effects = read_sentence(body, inner) if trigger else None
        if effects and _names_the_event_object_where_it_can(effects):
            return [{"delayed_trigger": {"when": trigger, "until": until, **({"text": reading.printed}
                                                                             if reading.printed else {}),
                                         **({"targets": inner.targets} if inner.targets else {}), "effects": effects}}]
    return None


def _triggering_object(trigger: dict[str, Any] | None) -> dict[str, Any] | None:
    """What `it` is in the effect of a delayed triggered ability (603.7c): the spell whose casting triggered it,
    or the object whose event did (`Whenever a creature you control attacks this turn, put a +1/+1 counter on
    it`); None for other events."""
    if trigger is None or trigger.get("self"):
        return None
    if trigger["event"] == "cast":
        return {"that spell": True}
    return {"event object": True} if "filter" in trigger else None


def _names_the_event_object_where_it_can(effects: Effects) -> bool:
    """Every effect that names the triggering object (`event object: true`) is one whose parameters can."""
    return all("event object" in EFFECTS[name].params for effect in effects for name, params in effect.items()
               if isinstance(params, dict) and params.get("event object"))


@template(r"when you cast (?P<what>an? (?:.+? )?spell(?: with [^,]+)?) for the first time this turn, (?P<body>.+)")
def when_you_first_cast_this_turn(m: re.Match[str], reading: Reading) -> Effects | None:
    """A delayed triggered ability (603.7c) that triggers once, the first time this turn you cast such a spell."""
    trigger = trigger_condition(f"Whenever you cast {m['what']}")
    if trigger is None or "first time this turn" not in TRIGGER_KEYS["cast"]:
        return None
    inner = Reading(read_ability=reading.read_ability, back_face=reading.back_face)
    effects = read_sentence(m["body"], inner)
    if not effects or inner.targets:
        return None
    return [{"delayed_trigger": {"when": {**trigger, "first time this turn": True}, "once": True,
                                 "until": "end of turn", **({"text": reading.printed} if reading.printed else {}),
                                 "effects": effects}}]


@template(r"until your next turn, creatures can't attack you unless their controller pays (?P<mana>\{\d+\}) for each "
          r"of those creatures")
def attack_tax(m: re.Match[str], reading: Reading) -> Effects | None:
    """508.1d, 508.1h: a cost to attack you, for the duration."""
    return [{"attack_tax": {"mana": m["mana"], "until": "your next turn"}}] if "attack_tax" in EFFECTS else None


@template(r"if an? (?P<what>.+? source) you control would deal damage to a permanent or player this turn, it deals "
          r"that much damage plus (?P<amount>\d+) instead")
def damage_plus(m: re.Match[str], reading: Reading) -> Effects | None:
    """614.1a: a replacement effect until end of turn on damage from your sources of the filter."""
    words = m["what"].removesuffix(" source").split()
    colors = [COLORS[w] for w in words if w in COLORS]
    if len(colors) != len(words) or "damage_plus" not in EFFECTS:
        return None
    return [{"damage_plus": {"amount": int(m["amount"]), "source": {"colors": colors, "controller": "you"}}}]


@template(r"when you (?:next cast (?P<what>an? (?:.+? )?spell(?: with [^,]+)?)|cast your next "
          r"(?P<your>(?:.+? )?spell)) this turn, (?P<body>.+)")
def when_you_next_cast(m: re.Match[str], reading: Reading) -> Effects | None:
    """A delayed triggered ability that triggers once (603.7c), the next time you cast such a spell this turn;
    `it` / `that creature` in its effect is that spell (`copy it`, `it gains haste`, `that creature enters with
    an additional +1/+1 counter on it`)."""
    trigger = trigger_condition(f"Whenever you cast {m['what'] or 'a ' + m['your']}")
    if trigger is None:
        return None
    inner = Reading(read_ability=reading.read_ability, back_face=reading.back_face)
    inner.it = {"that spell": True}
    effects = read_sentence(m["body"], inner)
    if not effects:
        return None
    return [{"delayed_trigger": {"when": trigger, "once": True, "until": "end of turn",
                                 **({"text": reading.printed} if reading.printed else {}),
                                 **({"targets": inner.targets} if inner.targets else {}), "effects": effects}}]


@template(rf"note a creature type that hasn't been noted for {SELF}\. (?P<when>When you next cast an? .+?) of that "
          r"type (?P<rest>this turn, .+)")
def note_a_creature_type(m: re.Match[str], reading: Reading) -> Effects | None:
    """205.3m: a creature type noted for this object as it resolves; `of that type` in the delayed triggered ability
    that follows is the type noted (fixed as that ability is created, 603.7c)."""
    if "note_creature_type" not in EFFECTS:
        return None
    printed, reading.printed = reading.printed, reading.printed.split(". ", 1)[-1]
    delayed = read_sentence(f"{m['when'][0].lower()}{m['when'][1:]} {m['rest']}", reading)
    reading.printed = printed
    if not delayed or len(delayed) != 1 or "delayed_trigger" not in delayed[0]:
        return None
    when = delayed[0]["delayed_trigger"]["when"]
    when["filter"] = {**when.get("filter", {}), "noted type": True}
    return [{"note_creature_type": {}}] + delayed


@template(r"copy (?:it|that spell), except the copy isn't legendary")
def copy_that_spell_not_legendary(m: re.Match[str], reading: Reading) -> Effects | None:
    """707.10, 707.9b: a copy of the spell that triggered the ability, not legendary."""
    if reading.it != {"that spell": True} or "not legendary" not in EFFECTS["copy_spell"].params:
        return None
    return [{"copy_spell": {"that spell": True, "not legendary": True}}]


@template(r"copy (?:it|that spell)(?: (?P<times>twice|three times))?")
def copy_that_spell(m: re.Match[str], reading: Reading) -> Effects | None:
    """707.10: a copy of the spell that triggered the ability, put on the stack."""
    if reading.it != {"that spell": True}:
        return None
    times = {"count": {"twice": 2, "three times": 3}[m["times"]]} if m["times"] else {}
    return [{"copy_spell": {"that spell": True, **times}}]


@template(r"it gains (?P<keywords>.+?) until end of turn")
def that_spell_gains(m: re.Match[str], reading: Reading) -> Effects | None:
    """611.2a: the spell that triggered the ability, and the permanent it becomes, gain the abilities."""
    granted = keyword_list(m["keywords"])
    if reading.it != {"that spell": True} or not granted or "that_spell_gains" not in EFFECTS:
        return None
    return [{"that_spell_gains": {"abilities": granted, "until": "end of turn"}}]


@template(rf"that creature enters with (?:an additional|(?P<count>{NUMBER}) additional) (?P<kind>[+-]1/[+-]1|[a-z]+) "
          r"counters? on it")
def that_spell_enters_with_counters(m: re.Match[str], reading: Reading) -> Effects | None:
    """614.1c: the creature spell that triggered the ability enters with the counters."""
    if reading.it != {"that spell": True} or "enters_with_counters" not in EFFECTS:
        return None
    return [{"enters_with_counters": {"that spell": True, "kind": m["kind"], "amount": number(m["count"] or "one")}}]


# ----- looking at and revealing cards (701.20) ----------------------------------------------------

REST = r"Put the rest on the bottom of your library in (?P<order>any order|a random order)"
REST_ORDERS = {"any order": "bottom_any_order", "a random order": "bottom_random"}


@template(rf"look at the top (?P<count>{NUMBER}) cards of your library\. Put (?P<take>one|two) of them into your hand "
          r"and the rest on the bottom of your library in (?P<order>any order|a random order)")
def look_at_top_take(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.20e, 401.4: `Look at the top three cards of your library. Put one of them into your hand and the rest
    on the bottom of your library in any order.`"""
    return [{"look_at_top": {"count": number(m["count"]), "take": number(m["take"]),
                             "rest": REST_ORDERS[m["order"]]}}]


@template(rf"look at the top (?P<count>{NUMBER}) cards of your library\. Exile (?P<take>one|two) of them face down "
          r"with an? (?P<counter>[a-z]+) counter on it, then put the rest on the bottom of your library in "
          r"(?P<order>any order|a random order)")
def look_at_top_exile_face_down(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.20e, 406.3: one of the top cards exiled face down with a counter on it; the rest to the bottom."""
    if "face down" not in EFFECTS["look_at_top"].params:
        return None
    return [{"look_at_top": {"count": number(m["count"]), "take": number(m["take"]), "to": "exile", "face down": True,
                             "counter": m["counter"], "rest": REST_ORDERS[m["order"]]}}]


@template(r"reveal cards from the top of your library until you reveal (?P<what>an? .+?)\. Put that card "
          r"(?:into your (?P<hand>hand)|onto the (?P<battlefield>battlefield)) and the rest on the bottom of your "
          r"library in a random order")
def reveal_until(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.20a: cards revealed one at a time until one matches; it goes to your hand or onto the battlefield, the
    others to the bottom in a random order."""
    found = _card_alternatives(m["what"])
    if found is None or "reveal_until" not in EFFECTS:
        return None
    return [{"reveal_until": {"filter": found, "to": m["hand"] or m["battlefield"], "rest": "bottom_random"}}]


def _card_alternatives(phrase: str) -> dict[str, Any] | None:
    """`a Doctor card, a card with doctor's companion, or a Vehicle card`: a filter any of whose alternatives a
    card matches (a card with a keyword ability names it); None if an alternative is unreadable."""
    alternatives: list[dict[str, Any]] = []
    for item in re.split(r",? or |, ", phrase):
        item = re.sub(r"^an? ", "", item)
        if (with_keyword := re.fullmatch(r"card with (?P<keyword>.+)", item)) and keyword(with_keyword["keyword"]):
            alternatives.append({"with keyword": keyword(with_keyword["keyword"])})
            continue
        desc = describe(item)
        if desc is None or desc.zone != "card" or not desc.filter:
            return None
        alternatives.append(desc.filter)
    return alternatives[0] if len(alternatives) == 1 else {"any of": alternatives}


@template(rf"look at the top (?P<count>{NUMBER}) cards of your library\. You may reveal an? (?P<what>.+? card) from "
          rf"among them and put (?:it|that card) into your hand\. {REST}")
def look_at_top_may_reveal(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.20e, 701.20a: `... You may reveal an artifact card from among them and put it into your hand. Put the
    rest on the bottom of your library in a random order.`"""
    desc = describe(m["what"])
    if desc is None or desc.zone != "card":
        return None
    return [{"look_at_top": {"count": number(m["count"]), "take": 1, **({"filter": desc.filter} if desc.filter
                                                                         else {}),
                             "may": True, "rest": REST_ORDERS[m["order"]]}}]


@template(r"(?P<player>target opponent|target player) reveals their hand\. You choose an? (?P<what>.+? card) from "
          r"it\. That player discards that card")
def reveal_hand_you_choose_discard(m: re.Match[str], reading: Reading) -> Effects | None:
    """701.20a, 701.9b: the player reveals their hand; you choose a card matching the filter; they discard it."""
    desc = describe(m["what"])
    params = player(m, reading) if desc is not None and desc.zone == "card" else None
    if params is None:
        return None
    return [{"reveal_hand_choose_discard": {**params, **({"filter": desc.filter} if desc and desc.filter else {})}}]


def _countered_to_hand(m: re.Match[str], params: dict[str, Any]) -> Effects | None:
    return [{"counter": {**params, "to": "hand"}}]  # 701.6a: put elsewhere than its owner's graveyard


def _spend_only(m: re.Match[str], params: dict[str, Any]) -> Effects | None:
    desc = describe(re.sub(r"^an? ", "", m["what"]))
    if desc is None or desc.zone != "stack":
        return None
    return [{"add_mana": {**params, "spend only on": desc.filter}}]  # 106.6


def _new_targets(m: re.Match[str], params: dict[str, Any]) -> Effects | None:
    return [{"copy_spell": {**params, "may_choose_new_targets": True}}]  # 707.10c


def _mana_lasts(m: re.Match[str], params: dict[str, Any]) -> Effects | None:
    """106.4: the mana stays in the pool until the end of the turn."""
    return [{"add_mana": {**params, "until": "end of turn"}}] if "until" in EFFECTS["add_mana"].params else None


def _repeat_milling(m: re.Match[str], params: dict[str, Any]) -> Effects | None:
    return [{"repeat": {"do": [{"mill": params}], "while": "two milled cards share a card type",
                        "then": [{"draw": {}}]}}]


def _counter_of_choice(m: re.Match[str], params: dict[str, Any]) -> Effects | None:
    kinds = [k for k in re.split(r",? or |, ", m["kinds"]) if k]
    if "counter" in params or not all(re.fullmatch(r"[a-z]+(?: strike)?", k) for k in kinds):
        return None
    return [{"put_onto_battlefield": {**params, "counter": {"choice": kinds}}}]


def _enters_with_counters_if_x(m: re.Match[str], params: dict[str, Any]) -> Effects | None:
    """122.6, 614.1c: `If its mana cost contains {X}, it enters with a number of +1/+1 counters on it equal to
    AMOUNT`: the permanent put onto the battlefield enters with them if its mana cost has {X} (107.3)."""
    amount = amount_in_words(m["amount"])
    if "counters" in params or amount is None:
        return None
    counters = {"kind": m["kind"], "amount": amount, "if": {"X in mana cost": True}}
    return [{"put_onto_battlefield": {**params, "counters": counters}}]


def _milled_to_hand(m: re.Match[str], params: dict[str, Any]) -> Effects | None:
    """608.2c: one of the cards the mill put into your graveyard, if you choose, to your hand."""
    desc = describe(m["what"])
    if desc is None or desc.zone != "card" or "milled_to_hand" not in EFFECTS or params.get("player"):
        return None
    return [{"mill": params}, {"milled_to_hand": {"filter": desc.filter} if desc.filter else {}}]


def _may_play_the_exiled(m: re.Match[str], params: dict[str, Any]) -> Effects | None:
    """601.3: a permission to play the cards the exile before it exiled, until the end of this turn or of your
    next turn."""
    if "top of library" not in params:
        return None
    if m["when"] in ("that card", "those cards"):  # during each turn a lore counter is put on this Saga
        return [{"exile": params}, {"may_play_exiled": {"during": "lore counter turns"}}]
    return [{"exile": params}, {"may_play_exiled": {"until": "end of turn" if m["when"] == "this turn"
                                                    else "end of your next turn"}}]


def _return_the_exiled(m: re.Match[str], params: dict[str, Any]) -> Effects | None:
    return [{"exile": params}, {"return_exiled": {}}] if "target" in params else None


def _spend_only_as_printed(m: re.Match[str], params: dict[str, Any]) -> Effects | None:
    """106.6: a restriction on spending the mana that the vocabulary keeps in the card's words."""
    return [{"add_mana": {**params, "spend only": m["text"]}}] if "spend only" in EFFECTS["add_mana"].params else None


def _play_one_of_the_exiled(m: re.Match[str], params: dict[str, Any]) -> Effects | None:
    """608.2g, 305.2a: one of the cards the conditional instructions just exiled, played without paying its mana
    cost: the permission belongs to the same condition."""
    last = params["then"][-1] if params.get("then") else {}
    if "else" in params or "top of library" not in last.get("exile", {}) or "play" not in EFFECTS["cast"].params:
        return None
    return [{"if": {**params, "then": params["then"] + [{"cast": {"exiled": True, "play": True,
                                                                   "without paying": True}}]}}]


def _cant_phase_in(m: re.Match[str], params: dict[str, Any]) -> Effects | None:
    """702.26b: what phased out stays phased out for the duration."""
    until = _lasting(m["lasting"])
    return [{"phase_out": {**params, "cant phase in": until}}] if until and "cant phase in" in EFFECTS[
        "phase_out"].params else None


# Sentences that change the effect of the sentence before them: (pattern, that effect, the effects that
# replace it).
FOLLOW_UPS: tuple[tuple[str, str, Callable[[re.Match[str], dict[str, Any]], Effects | None]], ...] = (
    (r"If that spell is countered this way, put it into its owner's hand instead of into that player's graveyard",
     "counter", _countered_to_hand),
    (r"Spend this mana only to cast (?P<what>.+? spell)", "add_mana", _spend_only),
    (r"You may choose new targets for the cop(?:y|ies)", "copy_spell", _new_targets),
    (r"Until end of turn, you don't lose this mana as steps and phases end", "add_mana", _mana_lasts),
    (r"If two cards that share a card type were milled this way, draw a card and repeat this process", "mill",
     _repeat_milling),
    (r"Put your choice of an? (?P<kinds>.+) counter on it", "put_onto_battlefield", _counter_of_choice),
    (r"If its mana cost contains \{X\}, it enters with a number of (?P<kind>[+-]1/[+-]1) counters on it equal to "
     r"(?P<amount>.+)", "put_onto_battlefield", _enters_with_counters_if_x),
    (r"You may put an? (?P<what>.+? card) from among them into your hand", "mill", _milled_to_hand),
    (r"Return (?:it|that card) to the battlefield under its owner's control", "exile", _return_the_exiled),
    (r"You may play (?:that card|those cards|them) (?P<when>this turn|until the end of your next turn)", "exile",
     _may_play_the_exiled),
    (rf"During any turn you put a lore counter on {SELF}, you may play (?P<when>that card|those cards)", "exile",
     _may_play_the_exiled),
    (rf"(?:It|They) can't phase in {LASTING}", "phase_out", _cant_phase_in),
    (r"Spend this mana only (?P<text>to .+)", "add_mana", _spend_only_as_printed),
    (r"You may play one of those cards without paying its mana cost", "if", _play_one_of_the_exiled),
)


def follow_up(sentence: str, before: Effects, reading: Reading, printed: str = "") -> bool:
    """A sentence that completes the one before it: `If you do, ...` after `You may ...` or a discard (608.2d),
    `When you do, ...` (a reflexive triggered ability, 603.12, with its own targets), `If you can't, ...` after
    a sacrifice, `Otherwise, ...` after an `if` (608.2c); and those of FOLLOW_UPS. False if the sentence is not
    of that shape (or its part cannot be read). `printed` is the sentence as printed (before the card's name
    became `this object`)."""
    if not before:
        return False
    (name, params), = before[-1].items()
    printed, sentence = printed or sentence.strip(), sentence.strip().rstrip(".")
    if _changed_by_follow_up(sentence, before):
        return True
    if name == "may" and len(params.get("do") or ()) == 1 and _changed_by_follow_up(sentence, params["do"]):
        return True  # `You may put a creature card ... onto the battlefield. If its mana cost contains {X}, ...`
    if (m := re.fullmatch(r"(?P<condition>If .+?, .+) instead", sentence)) and name != "if":
        conditional = read_sentence(m["condition"], reading)  # 608.2c: `... If ..., draw three cards instead.`
        if conditional and len(conditional) == 1 and "if" in conditional[0] and "else" not in conditional[0]["if"]:
            conditional[0]["if"]["else"] = [before[-1]]
            before[-1:] = conditional
            return True
    if name == "if" and "else" not in params and (m := re.fullmatch(r"Otherwise, (?P<otherwise>.+)", sentence)):
        otherwise = read_sentence(m["otherwise"], reading)  # 608.2c: what happens if the condition didn't hold
        if otherwise is None:
            return False
        params["else"] = otherwise
        return True
    if name in ("delayed_trigger", "reflexive") and _completes_inner(sentence, params, reading, printed):
        return True
    if name == "may" and params.get("if you do") and follow_up(sentence, params["if you do"], reading, printed):
        return True  # `You may discard a card. If you do, exile the top two cards ... You may play them ...`
    if m := re.fullmatch(r"When you discard an? card this way, (?P<then>.+?)", sentence):
        return _when_you_discard_this_way(m, before, reading, printed)
    m = re.fullmatch(r"(?P<link>If you do|When you do|If you can't|If you don't), (?P<then>.+?)", sentence)
    if not m:
        return False
    key = m["link"].lower() if m["link"] in ("If you can't", "If you don't") else "if you do"
    if m["link"] == "If you do" and name == "if" and "else" not in params and params["then"]:
        return follow_up(sentence, params["then"], reading, printed)  # `Then if ..., sacrifice it. If you do, ...`
    own_if = key not in EFFECTS[name].params or name == "sacrifice" and params.keys() & {"self", "all"}
    if m["link"] == "If you do" and own_if and "you did" in CONDITION_KEYS:
        effects = read_sentence(m["then"], reading)  # 608.2c: an `if` of its own, after an exile or `sacrifice it`
        if effects is None:
            return False
        before.append({"if": {"condition": {"you did": True}, "text": m["link"], "then": effects}})
        return True
    sibling = m["link"] == "When you do" and name not in ("may", "discard", "mill") and not (  # 603.12 after an action
        name == "tap" and "choose" in params)  # you took; tapping any number: only if one was tapped
    if not sibling and (key not in EFFECTS[name].params or key in params):
        return False
    inner = Reading(read_ability=reading.read_ability) if m["link"] == "When you do" else reading
    if inner is not reading and reading.it and "event object" in reading.it:
        inner.it = reading.it  # 603.12: the reflexive ability knows what its creating ability triggered on
    if inner is not reading:
        inner.player = reading.player
    tapped = name == "tap" and "choose" in params and re.search(r"\bthat much damage\b", m["then"])
    effects = read_sentence(m["then"].replace("that much damage", "X damage") if tapped else m["then"], inner)
    if effects is not None and tapped:  # 608.2h: as much damage as permanents were tapped
        effects = with_x(effects, {"tapped": True}, inner)
    if effects is None:
        return False
    if m["link"] == "When you do":
        effects = [{"reflexive": {"text": printed, **({"targets": inner.targets} if inner.targets else {}),
                                  "effects": effects}}]
    if sibling:
        before.extend(effects)
    else:
        params[key] = effects
    return True


def _changed_by_follow_up(sentence: str, before: Effects) -> bool:
    """A sentence of FOLLOW_UPS that changes the last effect before it."""
    (name, params), = before[-1].items()
    for pattern, after, complete in FOLLOW_UPS:
        if name == after and (m := re.fullmatch(pattern, sentence)):
            replaced = complete(m, params)
            if replaced is not None:
                before[-1:] = replaced
                return True
    return False


def _when_you_discard_this_way(m: re.Match[str], before: Effects, reading: Reading, printed: str) -> bool:
    """603.12: `Discard a card, then draw two cards. When you discard a card this way, ...`: a reflexive triggered
    ability of the discard before it (not necessarily the last effect); "that card" is the discarded card."""
    discard = next((e["discard"] for e in reversed(before) if "discard" in e), None)
    if not isinstance(discard, dict) or "if you do" in discard:
        return False
    inner = Reading(read_ability=reading.read_ability)
    effects = read_sentence(m["then"].replace("that card's mana value", "the discarded card's mana value"), inner)
    if effects is None:
        return False
    discard["if you do"] = [{"reflexive": {"text": printed, **({"targets": inner.targets} if inner.targets else {}),
                                           "effects": effects}}]
    return True


def _completes_inner(sentence: str, params: dict[str, Any], reading: Reading, printed: str) -> bool:
    """A sentence that completes the last effect of a delayed or reflexive triggered ability read just before it
    (`When you next cast ..., copy it. You may choose new targets for the copy.`): it belongs to that ability,
    whose text grows by it."""
    effects = params.get("effects") or []
    if not effects:
        return False
    if not follow_up(sentence, effects, Reading(read_ability=reading.read_ability), printed):
        event_object = any(p.get("event object") for e in effects for p in e.values() if isinstance(p, dict))
        if not event_object or not re.match(r"(?:It|That creature) ", sentence):
            return False
        inner = Reading(read_ability=reading.read_ability)  # `It gains trample ...`: still the triggering object
        inner.it = {"event object": True}
        more = read_sentence(sentence, inner)
        if not more or inner.targets or not _names_the_event_object_where_it_can(more):
            return False
        effects.extend(more)
    if "text" in params:
        params["text"] = f"{params['text']} {printed}"
    return True
