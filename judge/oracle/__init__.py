"""Cards from their Oracle text: a compiler from a card's printed characteristics and Oracle text to the plain
mapping a card file holds (judge/cards/*.yaml), which `judge.cards.parse_card` then checks and builds.

The text is split into abilities (113): reminder text (207.2a) is dropped; a Saga's chapter line
"I, II — ..." becomes one `chapter:` ability for its numerals (714.2b); a line of keywords becomes keyword
abilities (702); "When/Whenever/At ..." a triggered ability (603.1); "cost: effect" an activated ability
(602.1); the text of an instant or sorcery is its spell ability; any other line a static ability (604.1).
Each ability is split into sentences and each sentence read by the templates of judge.oracle.templates.

A sentence no template reads is reported, naming the face, the ability and the sentence (`Unreadable`):
nothing is skipped, and a card with an unreadable sentence is never passed off as complete (`complete`,
`card_from_oracle` raises `UnreadableOracle`). Coverage of the Saga and Omen cards: judge/oracle/README.md.
"""

from __future__ import annotations

import re
from typing import Any

from judge.cards.vocabulary import COST_KEYS, EFFECTS, PREDEFINED_TOKENS, STATIC_KEYS, STATIC_KINDS
from judge.errors import InputError
from judge.oracle.phrases import (
    NUMBER, SELF, SELF_PATTERN, SUPERTYPES, describe, each, keyword, keyword_list, number, singular, triggered_keyword,
)
from judge.oracle.templates import (
    Reading, condition_in_words, follow_up, intervening_if, objects, read_sentence, trigger_condition,
)

__all__ = ["FaceText", "CompiledFace", "CompiledCard", "Unreadable", "UnreadableOracle", "compile_card",
           "compile_face", "compile_abilities", "card_from_oracle"]

# "Landfall — ", "Mega Flare — ": no rules meaning (207.2c); "... faces a villainous choice — " is no ability word.
ABILITY_WORD = r"^(?![\w' ,!-]* faces a villainous choice — )[A-Z][\w' ,!-]* — (?=\S)"
ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7}


class Unreadable:
    """One sentence the compiler could not read, with the face and the ability (as printed) it belongs to."""

    __slots__ = ("face", "ability", "sentence")

    def __init__(self, face: str, ability: str, sentence: str) -> None:
        self.face, self.ability, self.sentence = face, ability, sentence

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Unreadable) and (self.face, self.ability, self.sentence) == (
            other.face, other.ability, other.sentence)

    def __hash__(self) -> int:
        return hash((self.face, self.ability, self.sentence))

    def __repr__(self) -> str:
        return f"Unreadable({self.face!r}, {self.ability!r}, {self.sentence!r})"

    def __str__(self) -> str:
        return f"{self.face}: cannot read {self.sentence!r} (in the ability {self.ability!r})"


class UnreadableOracle(InputError):
    """A card whose Oracle text has sentences the compiler cannot read; the message names the first."""

    def __init__(self, unreadable: list[Unreadable], line: int | None = None):
        more = f" (and {len(unreadable) - 1} more)" if len(unreadable) > 1 else ""
        super().__init__(f"{unreadable[0]}{more}", line)
        self.unreadable = unreadable


class FaceText:
    """A face as printed: name, type line (205), Oracle text (lines by \\n), mana cost, power/toughness."""

    __slots__ = ("name", "type_line", "oracle", "mana_cost", "power", "toughness")

    def __init__(self, name: str, type_line: str, oracle: str = "", mana_cost: str | None = None,
                 power: str | None = None, toughness: str | None = None) -> None:
        self.name, self.type_line, self.oracle = name, type_line, oracle
        self.mana_cost, self.power, self.toughness = mana_cost, power, toughness


class CompiledAbility:
    """One ability of the text: its kind, its line as printed, its chapter numbers, and whether every sentence
    of it was read."""

    __slots__ = ("kind", "text", "chapters", "readable")

    def __init__(self, kind: str, text: str, chapters: tuple[int, ...] = (), readable: bool = True) -> None:
        self.kind, self.text, self.chapters, self.readable = kind, text, chapters, readable


class CompiledFace:
    """A face's card mapping, its abilities as read, the sentences it could not read, and whether it is a
    back face."""

    __slots__ = ("card", "abilities", "unreadable", "back_face")

    def __init__(self, card: dict[str, Any], back_face: bool = False) -> None:
        self.card = card
        self.back_face = back_face  # the back face of a transforming card (712)
        self.abilities: list[CompiledAbility] = []
        self.unreadable: list[Unreadable] = []


class CompiledCard:
    """A card mapping (front face keys, `back:` / `omen:` faces) and every sentence it could not read."""

    __slots__ = ("card", "faces")

    def __init__(self, card: dict[str, Any], faces: list[CompiledFace]) -> None:
        self.card, self.faces = card, faces

    @property
    def unreadable(self) -> list[Unreadable]:
        return [u for face in self.faces for u in face.unreadable]

    @property
    def complete(self) -> bool:
        return not self.unreadable


def split_type_line(type_line: str) -> dict[str, list[str]]:
    """`Legendary Enchantment Creature — Saga Dragon` → supertypes, types and subtypes (205.1)."""
    before, _, after = type_line.replace("—", " — ").partition(" — ")
    words = before.split()
    return {"supertypes": [w for w in words if w in SUPERTYPES], "types": [w for w in words if w not in SUPERTYPES],
            "subtypes": after.split()}


def compile_face(face: FaceText, back_face: bool = False) -> CompiledFace:
    """One face's card mapping from its printed characteristics and Oracle text (`back_face`: the back face of a
    transforming card, 712)."""
    types = split_type_line(face.type_line)
    card: dict[str, Any] = {"name": face.name}
    if face.mana_cost:
        card["mana_cost"] = face.mana_cost
    card.update({key: value for key, value in types.items() if value})
    compiled = CompiledFace(card, back_face)
    if face.power or face.toughness:
        if (face.power or "").isdigit() and (face.toughness or "").isdigit():
            card["power"], card["toughness"] = int(face.power or 0), int(face.toughness or 0)
        else:
            pt = f"{face.power}/{face.toughness}"
            compiled.unreadable.append(Unreadable(face.name, pt, pt))
    card["oracle"] = face.oracle
    card["abilities"] = compile_abilities(face.name, types["types"], face.oracle, compiled)
    return compiled


def compile_card(front: FaceText, back: FaceText | None = None, omen: FaceText | None = None) -> CompiledCard:
    """A whole card: its front face, and its back face (712) or Omen face (720) if it has one."""
    first = compile_face(front)
    faces = [first]
    for key, other in (("back", back), ("omen", omen)):
        if other is not None:
            compiled = compile_face(other, back_face=key == "back")
            if key == "back" and "mana_cost" not in compiled.card and "mana_cost" in first.card:
                compiled.card["colors"] = _colors_of(first.card["mana_cost"])  # its color indicator (204)
            first.card[key] = compiled.card
            faces.append(compiled)
    return CompiledCard(first.card, faces)


def card_from_oracle(front: FaceText, back: FaceText | None = None, omen: FaceText | None = None) -> dict[str, Any]:
    """The card mapping, or UnreadableOracle naming the sentences it could not read."""
    compiled = compile_card(front, back, omen)
    if not compiled.complete:
        raise UnreadableOracle(compiled.unreadable)
    return compiled.card


def _colors_of(cost: str) -> list[str]:
    return [c for c in "WUBRG" if "{" + c in cost or "/" + c in cost]


def compile_abilities(name: str, types: list[str] | tuple[str, ...], oracle: str,
                      into: CompiledFace | None = None) -> list[Any]:
    """The `abilities:` list of a face from its Oracle text; unreadable sentences are added to `into` (which
    the caller must then check) or, without it, raised as UnreadableOracle."""
    compiled = into if into is not None else CompiledFace({"name": name})
    spell = "Instant" in types or "Sorcery" in types
    abilities: list[Any] = []
    spell_lines: list[str] = []
    for line in _lines(oracle):
        text = _token_as_its_reminder(line, _action_as_its_reminder(line, _without_reminder(line)))
        if not text:
            continue
        if spell and not _keywords(text):
            spell_lines.append(line)
            continue
        ability = _ability(name, line, text, compiled)
        if ability is not None:
            abilities.extend(ability if isinstance(ability, list) else [ability])
    if spell_lines:
        printed = "\n".join(spell_lines)
        reading = _reading(name, compiled.back_face)
        effects = _effects(name, printed, " ".join(_without_reminder(s) for s in spell_lines), reading, compiled,
                           "spell")
        abilities.append(_with_targets({"spell": {}, "text": printed}, reading, effects))
    _link_exiles(abilities, SELF_EXILED in _self_named(name, oracle))
    if into is None and compiled.unreadable:
        raise UnreadableOracle(compiled.unreadable)
    return abilities


# The words by which an ability refers to the cards another ability of the same object exiled (607.2a).
SELF_EXILED = f"exiled with {SELF}"


def _link_exiles(abilities: list[Any], named: bool = False) -> None:
    """"Return the exiled card" (`return_linked`), "... exiled with this Saga" (`named`: the text says so) refer
    to the cards an ability of the same object exiled (607.2a): such an object's exiles of a target or of a
    chosen card are linked to it."""
    effects = list(_nested(e for a in abilities if isinstance(a, dict) for e in a.get("effects", ())))
    if named or any("return_linked" in e for e in effects):
        for effect in effects:
            if effect.get("exile", {}).keys() & {"target", "choose"}:
                effect["exile"]["link"] = True
            if effect.get("search", {}).get("to") == "exile":
                effect["search"]["link"] = True


def _nested(effects: Any) -> Any:
    """Each effect and the effects nested in it (`may: {do: [...]}`, `if: {then: [...]}` ...), in order."""
    for effect in effects:
        yield effect
        for params in effect.values():
            if isinstance(params, dict):
                for value in params.values():
                    if isinstance(value, list) and all(isinstance(v, dict) and len(v) == 1 for v in value):
                        yield from _nested(value)


def _lines(oracle: str) -> list[str]:
    """The text's lines, a modal spell's bullet points (700.2) joined to the line that introduces them."""
    lines: list[str] = []
    for line in oracle.replace("\u2019", "'").replace("\u201c", '"').replace("\u201d", '"').splitlines():
        line = line.strip()
        if line.startswith("•") and lines:
            lines[-1] += "\n" + line
        elif line:
            lines.append(line)
    return lines


def _without_reminder(line: str) -> str:
    """The line without reminder text (207.2a) and without an ability word (207.2c)."""
    text = re.sub(r"\s*\([^()]*\)", "", line).strip()
    if not re.match(r"[IVX]+(?:, [IVX]+)* — ", text):
        text = re.sub(ABILITY_WORD, "", text)
    return text


def _action_as_its_reminder(line: str, text: str) -> str:
    """A chapter that is one keyword action the vocabulary does not name, followed by reminder text saying what
    it does (`I — Recruit. (Draw a card, then discard a card. ...)`): the reminder text is read as its effects
    (207.2a: reminder text restates the action's rules)."""
    m = re.fullmatch(r"(?P<head>[IVX]+(?:, [IVX]+)* — )(?P<action>[A-Z][a-z]+)\. \((?P<reminder>[^()]+)\)", line)
    if m is None or m["action"].lower() in EFFECTS or text != f"{m['head']}{m['action']}.":
        return text
    return m["head"] + m["reminder"]


def _token_as_its_reminder(line: str, text: str) -> str:
    """`I — Create a Spellgorger Weird token. (It's a {2}{R} 2/2 Weird creature with "...")`: a named token that
    is not a predefined one (111.10) is what its reminder text says it is (111.4): read as `Create Spellgorger
    Weird, a {2}{R} 2/2 Weird creature token with "..."`."""
    m = re.fullmatch(r"(?P<head>[IVX]+(?:, [IVX]+)* — )Create an? (?P<name>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*) token\. "
                     r"\(It's an? (?P<face>[^()]+? creature)(?P<rest> with [^()]+?)?\.?\)", line)
    if m is None or m["name"] in PREDEFINED_TOKENS or text != f"{m['head']}Create a {m['name']} token.":
        return text
    made = f"{m['head']}Create {m['name']}, a {m['face']} token{m['rest'] or ''}"
    return made if made.endswith('."') else f"{made}."


def _keywords(text: str) -> list[Any] | None:
    """A line of keyword abilities (702): `Flying, vigilance`, `Ward {2}`, `Ward—Pay 2 life`; None if not."""
    found: list[Any] = []
    for part in re.split(r",\s*", text.rstrip(".")):
        if re.fullmatch(r"Ward (\{[^}]+\})+", part):
            found.append({"keyword": "Ward", "cost": {"mana": part.split(" ", 1)[1]}})
        elif m := re.fullmatch(r"Ward—Pay (\d+) life", part):
            found.append({"keyword": "Ward", "cost": {"life": int(m.group(1))}})
        elif m := re.fullmatch(r"(?P<name>Spectacle|Mutate) (?P<cost>(?:\{[^}]+\})+)", part):
            found.append({"keyword": m["name"], **({"cost": {"mana": m["cost"]}} if m["name"] == "Spectacle" else {})})
        elif m := re.fullmatch(r"Flashback (?P<cost>(?:\{[^}]+\})+)", part):
            found.append({"keyword": "Flashback", "cost": {"mana": m["cost"]}})  # 702.34a
        elif re.fullmatch(r"Ward—Discard a card", part):
            found.append({"keyword": "Ward", "cost": {"discard": 1}})
        elif (name := keyword(part)) is not None:
            found.append(name)
        elif (triggered := triggered_keyword(part)) is not None:
            found.append(triggered)
        else:
            return None
    return found


def _ability(name: str, line: str, text: str, compiled: CompiledFace) -> Any:
    """One line's ability (or a line's keyword abilities), as a card file writes it."""
    keywords = _keywords(text)
    if keywords is not None:
        compiled.abilities.extend(CompiledAbility("keyword", line) for _ in keywords)
        return keywords
    reading = _reading(name, compiled.back_face)
    if m := re.fullmatch(r"Enchant (?P<what>[^.]+)", text):
        return _enchant(line, m["what"], reading, compiled)
    if m := re.fullmatch(r"Equip (?P<cost>(?:\{[0-9WUBRGC]+\})+)", text):
        compiled.abilities.append(CompiledAbility("activated", line))  # 702.6a
        return {"activated": {"mana": m["cost"]}, "sorcery speed": True, "text": line,
                "targets": [{"filter": {"types": ["Creature"], "controller": "you"}}],
                "effects": [{"attach": {"target": 1}}]}
    if m := re.fullmatch(r"(?P<numerals>[IVX]+(?:, [IVX]+)*) — (?P<body>.+)", text, re.S):
        chapters = tuple(ROMAN[n] for n in m["numerals"].split(", "))
        body = re.sub(ABILITY_WORD, "", m["body"])
        effects = _effects(name, line, body, reading, compiled, "chapter", chapters)
        return _with_targets({"chapter": chapters[0] if len(chapters) == 1 else list(chapters), "text": line},
                             reading, effects)
    if m := re.fullmatch(r"(?P<what>[^'\":]+) have (?P<quote>['\"])(?P<ability>.+)(?P=quote)\.?", text):
        desc, granted = describe(m["what"]), _quoted_ability(name, m["ability"])  # 604.1, 113.1a: a granted ability
        readable = desc is not None and desc.plural and desc.zone == "battlefield" and granted is not None
        compiled.abilities.append(CompiledAbility("static", line, readable=readable))
        if not readable or desc is None:
            compiled.unreadable.append(Unreadable(name, line, text))
            return None
        return {"static": {"effect": "gain_ability", "affected": desc.filter, "ability": granted}, "text": line}
    named = _self_named(name, text)  # "When Huatli, Poet of Unity enters, ...": the name's comma is not the break
    if m := re.fullmatch(r"(?P<when>(?:When|Whenever|At) [^,]+), (?P<body>.+)", named, re.S):
        trigger = trigger_condition(m["when"])
        if trigger is None:
            compiled.unreadable.append(Unreadable(name, line, _sentences(text)[0]))
            compiled.abilities.append(CompiledAbility("triggered", line, readable=False))
            return None
        if trigger.get("self") and trigger["event"] in STAYS_ON_THE_BATTLEFIELD:
            reading.it = {"self": True}  # "Whenever this creature deals damage, put a +1/+1 counter on it"
        elif trigger["event"] == "enters" and "filter" in trigger:
            reading.it = {"event object": True}  # "Whenever another creature you control enters, ... that creature"
        body = m["body"]
        if trigger.get("to") == "player" or trigger["event"] == "shuffled":
            reading.player = "that player"  # "... deals combat damage to a player, that player ..." (603.2)
        elif trigger["event"] == "attacks" and trigger.get("self") and "defending player" in body:
            reading.player = "that player"  # 506.2: the player this creature attacks
            body = body.replace("defending player", "that player")
        elif trigger["event"] == "deals damage" and "filter" in trigger:
            reading.player = "that source's controller"  # "Whenever a source ... deals damage ..., that source's"
        if (clause := re.match(r"if (?P<condition>[^,]+), ", body)) and (
                condition := intervening_if(clause["condition"], trigger)) is not None:
            trigger["if"] = condition  # 603.4
            body = body[clause.end():]
        effects = _effects(name, line, body, reading, compiled, "triggered")
        return _with_targets({"triggered": trigger, "text": line}, reading, effects)
    if m := re.fullmatch(r"(?P<cost>[^:\"]+): (?P<body>.+)", text, re.S):
        cost = _cost(_self_named(name, m["cost"]))
        if cost is None:
            compiled.unreadable.append(Unreadable(name, line, m["cost"]))
            compiled.abilities.append(CompiledAbility("activated", line, readable=False))
            return None
        only_if = re.search(r"\s*Activate only as a sorcery and only if (?P<condition>[^.]+)\.", m["body"])
        condition = condition_in_words(only_if["condition"], reading) if only_if else None  # 602.5b
        if only_if and condition is None:
            compiled.unreadable.append(Unreadable(name, line, only_if.group(0).strip()))
            compiled.abilities.append(CompiledAbility("activated", line, readable=False))
            return None
        body = re.sub(r"\s*Activate only as a sorcery(?: and only if [^.]+)?\.", "", m["body"])
        your_turn = re.sub(r"\s*Activate only during your turn\.", "", body)  # 602.5b
        effects = _effects(name, line, your_turn, reading, compiled, "activated")
        ability = _with_targets({"activated": cost, "text": line}, reading, effects)
        if line.startswith("Exhaust — "):
            ability["exhaust"] = True  # 702.177a: activated only once
        if condition is not None:
            ability["activate only if"] = condition
        if body != m["body"]:
            ability["sorcery speed"] = True
        if your_turn != body:
            ability["your turn only"] = True
        if effects and all(_adds_mana(e) for e in effects) and not reading.targets:
            ability["mana"] = True  # 605.1a
        return ability
    replacement = _replacement(_self_named(name, text.rstrip(".")))
    if replacement is not None:
        compiled.abilities.append(CompiledAbility("replacement", line))
        return {"replacement": replacement, "text": line}
    named_text = _self_named(name, text.rstrip("."))
    if (both := _gets_and_has(named_text)) is not None:
        compiled.abilities.extend(CompiledAbility("static", line) for _ in both)
        return [{"static": static, "text": line} for static in both]
    restrictions = _block_restrictions(line, named_text)
    if restrictions is not None:
        compiled.abilities.append(CompiledAbility("static", line))
        return restrictions
    static = _static(named_text)
    compiled.abilities.append(CompiledAbility("static", line, readable=static is not None))
    if static is None:
        for sentence in _sentences(text):
            compiled.unreadable.append(Unreadable(name, line, sentence))
        return None
    return {"static": static, "text": line}


def _gets_and_has(text: str) -> list[dict[str, Any]] | None:
    """`[As long as ..., ]this creature gets +5/+5 and has trample`: two static abilities of one line, a power and
    toughness change (layer 7c) and a granted keyword (layer 6), each with the line's condition (611.3b)."""
    m = re.fullmatch(rf"(?P<head>As long as [^,]+, )?{SELF} gets (?P<pt>[+-]\d+/[+-]\d+) and has (?P<keyword>[\w ]+)",
                     text)
    if m is None:
        return None
    head = m["head"] or ""
    statics = [_static(f"{head}{SELF} gets {m['pt']}"), _static(f"{head}{SELF} has {m['keyword']}")]
    return [s for s in statics if s is not None] if all(statics) else None
def _block_restrictions(line: str, text: str) -> list[dict[str, Any]] | None:
    """509.1b: `This token can't block or be blocked by non-Spirit creatures`: two static abilities of the object
    about itself, `cant_block` and `cant_be_blocked` except by the creatures that are not excluded (only creatures
    block), each with its part of the printed line."""
    m = re.fullmatch(rf"{SELF} can't block or be blocked by non-(?P<subtype>[A-Z]\w*) creatures", text)
    split = re.search(r" (?=or be blocked by )", line)
    if not m or not split or not {"cant_block", "cant_be_blocked"} <= STATIC_KINDS or \
            "except by" not in STATIC_KEYS.get("cant_be_blocked", {}):
        return None
    return [{"static": {"effect": "cant_block"}, "text": line[:split.start()]},
            {"static": {"effect": "cant_be_blocked", "except by": {"subtypes": [m["subtype"]]}},
             "text": line[split.end():]}]


def _adds_mana(effect: dict[str, Any]) -> bool:
    """An effect that adds mana, or a choice among modes that each add mana (`Add {R}, {G}, or {W}`, 605.1a)."""
    modes = effect.get("choose_modes", {}).get("modes") if isinstance(effect.get("choose_modes"), dict) else None
    return "add_mana" in effect or bool(modes) and all(
        all(_adds_mana(e) for e in mode.get("effects", ())) for mode in modes or ())


def _enchant(line: str, what: str, reading: Reading, compiled: CompiledFace) -> Any:
    """`Enchant creature an opponent controls` (702.5a): an Aura spell's target (303.4a), its spell ability."""
    found = objects(f"target {what}", reading)
    compiled.abilities.append(CompiledAbility("spell", line, readable=found is not None))
    if found is None:
        compiled.unreadable.append(Unreadable(compiled.card["name"], line, line))
        return None
    return {"spell": {}, "text": line, "targets": reading.targets}


def _reading(name: str, back_face: bool = False) -> Reading:
    """A fresh reading of one ability; a quoted ability inside it is read as an ability of its own."""
    return Reading(read_ability=lambda quoted: _quoted_ability(name, quoted), back_face=back_face)


def _quoted_ability(name: str, quoted: str) -> Any:
    """A quoted ability (113.1a) as a card file writes it; None if any of it is unreadable."""
    scratch = CompiledFace({"name": name})
    text = _without_reminder(quoted)
    ability = _ability(name, quoted, text, scratch)
    if scratch.unreadable or ability is None:
        return None
    return ability[0] if isinstance(ability, list) and len(ability) == 1 else ability


def _with_targets(ability: dict[str, Any], reading: Reading, effects: list[Any]) -> dict[str, Any]:
    if reading.targets:
        ability["targets"] = reading.targets
    ability["effects"] = effects
    return ability


def _sentences(text: str) -> list[str]:
    """The sentences of an ability's text: split after each period outside quotation marks."""
    sentences, start, quoted = [], 0, False
    for i, char in enumerate(text):
        if char == '"':
            quoted = not quoted
        closes = char == "." or char in "\"'" and text[i - 1] == "."
        if closes and not quoted and (i + 1 == len(text) or text[i + 1] in " \n"):
            sentences.append(text[start:i + 1].strip())
            start = i + 1
    if text[start:].strip():
        sentences.append(text[start:].strip())
    return [s for s in sentences if s]


def _self_named(name: str, text: str) -> str:
    """The card's name and "this Saga", "this creature" ... as `this object` (201.5); a legendary card's
    short name (the part before its comma, 201.5b) too. Quoted abilities are left as they are: they name
    the object that has them when they are read in turn."""
    names = {name, re.split(r"[,:]", name)[0]}  # 201.5c: `Vault 87` for `Vault 87: Forced Evolution`
    parts = re.split(r'("[^"]*"|(?:^|(?<=\s))\'[^"]*?\.\'(?=$|[\s,"]))', text)
    for i in range(0, len(parts), 2):
        for named in sorted(names, key=len, reverse=True):
            parts[i] = re.sub(rf"(?<![\w']){re.escape(named)}(?![\w'])", SELF, parts[i])
        parts[i] = re.sub(SELF_PATTERN, SELF, parts[i])
    return "".join(parts)


def _effects(name: str, line: str, body: str, reading: Reading, compiled: CompiledFace, kind: str,
             chapters: tuple[int, ...] = ()) -> list[Any]:
    """The effects of an ability's sentences in order (of each mode of a modal ability); each sentence no
    template reads is recorded."""
    unreadable_before = len(compiled.unreadable)
    modal = re.fullmatch(rf"[Cc]hoose (?P<how>{'|'.join(MODE_COUNTS)}) —\s*(?P<modes>•.+)", body, re.S)
    effects = _modes(name, line, modal, reading, compiled, kind) if modal else _sentence_effects(
        name, line, _sentences(body), reading, compiled)
    readable = len(compiled.unreadable) == unreadable_before
    compiled.abilities.append(CompiledAbility(kind, line, chapters, readable))
    return effects


# How many modes "Choose ..." allows (700.2): (at least, at most; None: all of them).
MODE_COUNTS = {"one or more": (1, None), "one or both": (1, 2), "up to one": (0, 1), "up to two": (0, 2),
               "one at random": (1, 1), "one": (1, 1), "two": (2, 2)}  # longest first: alternatives of a pattern


def _modes(name: str, line: str, modal: re.Match[str], reading: Reading, compiled: CompiledFace,
           kind: str) -> list[Any]:
    """A modal ability (700.2) as `choose_modes`: each mode's sentences read in turn; every target of a mode
    is listed with the ability's targets, as `up to` in a spell or activated ability (a mode not chosen leaves its
    targets unchosen); a triggered ability chooses its modes, then only their targets, as it is put on the stack
    (603.3c)."""
    modes = []
    for bullet in (b.strip() for b in modal["modes"].split("•") if b.strip()):
        text = _without_reminder(bullet)
        worded = re.sub(r"\s*\([^()]*\)", "", bullet).strip()  # the mode as printed, its ability word kept (207.2c)
        first_target = reading.mode_from = len(reading.targets)
        effects = _sentence_effects(name, line, _sentences(text), reading, compiled)
        for spec in reading.targets[first_target:] if kind not in ("triggered", "chapter") else ():
            spec["up to"] = True
        modes.append({"text": worded, "effects": effects})
        reading.it = None
    least, most = MODE_COUNTS[modal["how"]]
    random = {"at random": True} if modal["how"] == "one at random" else {}  # 700.2: chosen at random
    return [{"choose_modes": {"min": least, "max": most or len(modes), **random, "modes": modes}}]


def _sentence_effects(name: str, line: str, sentences: list[str], reading: Reading,
                      compiled: CompiledFace) -> list[Any]:
    """Each sentence read by the templates, or by a follow-up of the one before (`If you do, ...`), or together
    with the next one or two; a sentence read by none is recorded as unreadable."""
    effects: list[Any] = []
    i = 0
    while i < len(sentences):
        sentence = _self_named(name, sentences[i])
        if follow_up(sentence, effects, reading, sentences[i]):
            i += 1
            continue
        reading.printed = sentences[i]
        found = read_sentence(sentence, reading)
        for joined in range(1, min(3, len(sentences) - i)):  # read together with the next one or two
            if found is not None:
                break
            following = " ".join(_self_named(name, s) for s in sentences[i + 1:i + 1 + joined])
            reading.printed = " ".join(sentences[i:i + 1 + joined])
            found = read_sentence(f"{sentence} {following}", reading)
            i += joined if found is not None else 0
        if found is None:
            compiled.unreadable.append(Unreadable(name, line, sentences[i]))
        else:
            effects.extend(found)
        i += 1
    return effects


# Trigger events of an object that is still on the battlefield when its ability resolves, unless it left since:
# "it" in such an ability, before any other object is named, is the object itself.
STAYS_ON_THE_BATTLEFIELD = ("enters", "attacks", "deals damage", "mutates")


def _cost(cost: str) -> dict[str, Any] | None:
    """An activated ability's cost (602.1a): mana (Phyrexian and hybrid symbols too, 107.4), {T}, paying life,
    sacrificing this permanent, removing counters from permanents you control."""
    found: dict[str, Any] = {}
    for part in re.split(r", (?=\{|Pay |Sacrifice |Remove |Exile |Discard |Tap )", cost):  # the costs' commas
        if part == "{T}":
            found["tap"] = True
        elif re.fullmatch(r"(?:\{[0-9WUBRGCXSPH/]+\})+", part):
            found["mana"] = part
        elif waterbend := re.fullmatch(r"Waterbend (\{\d+\})", part):
            found["mana"] = waterbend.group(1)  # 701.67a: generic mana, artifacts and creatures tapped may pay it
        elif re.fullmatch(rf"Sacrifice {SELF}", part):
            found["sacrifice self"] = True
        elif (sacrificed := re.fullmatch(rf"Sacrifice (?P<count>{NUMBER}) (?P<what>.+)", part)) and \
                "sacrifice" in COST_KEYS:
            desc = describe(sacrificed["what"])  # 118.3: permanents you control
            if desc is None or desc.zone != "battlefield" or "controller" in desc.filter:
                return None
            found["sacrifice"] = {"count": number(sacrificed["count"]), "filter": desc.filter}
        elif (life := re.fullmatch(r"Pay (\d+) life", part)) and "life" in COST_KEYS:
            found["life"] = int(life.group(1))  # 119.4
        elif (removed := re.fullmatch(r"Remove (?P<count>a|one|two|three|four|five) counters? from (?:among )?"
                                      r"(?P<what>.+)", part)) and "remove counters" in COST_KEYS:
            what = re.sub(r"^an? ", "", removed["what"]).replace(", and ", ", or ")
            desc = describe(what.removeprefix("other "))
            if desc is None or desc.zone != "battlefield" or desc.filter.get("controller") != "you":
                return None
            other = {"other": True} if what.startswith("other ") else {}
            found["remove counters"] = {"count": number(removed["count"]), "from": {**desc.filter, **other}}
        else:
            return None
    return found


# Replacement effects of a static ability (614.1) by their words, as the vocabulary names them.
REPLACEMENTS: tuple[tuple[str, dict[str, Any]], ...] = (
    (r"If an effect would create one or more tokens under your control, it creates twice that many of those tokens "
     r"instead", {"effect": "double_tokens"}),  # 614.1a, 111.1
    (r"If an effect would put one or more counters on a permanent you control, it puts twice that many of those "
     r"counters on that permanent instead", {"effect": "double_counters"}),
    (r"If you would proliferate, proliferate twice instead", {"effect": "proliferate_twice"}),
    (r"If a card or token would be put into a graveyard from anywhere, exile it instead",
     {"effect": "graveyard_to_exile", "whose": "any", "from": "anywhere"}),
    (r"Players can't get counters", {"effect": "prevent_counters", "players": True}),
    (r"If you would get one or more counters, you get that many plus one of each of those kinds of counters instead",
     {"effect": "counters_plus_one", "players": True}),
    (r"If a creature dealt damage this turn by a source you controlled would die, exile it instead",  # 700.4
     {"effect": "damaged_by_you_dies_to_exile"}),
)


def _replacement(text: str) -> dict[str, Any] | None:
    """A replacement effect (614.1) of a static ability: REPLACEMENTS; `If one or more counters would be put on
    ARTIFACT OR CREATURE you control, that many plus one ...`; `Counters can't be put on ...`; `You may have this
    enchantment enter as a copy of ...` (707.9, 614.1c)."""
    for pattern, spec in REPLACEMENTS:
        if re.fullmatch(pattern, text) and spec["effect"] in STATIC_KINDS:
            return dict(spec)
    if m := re.fullmatch(r"If one or more counters would be put on an? (?P<what>.+?) (?P<who>you|your team) controls?, "
                         r"that many plus one of each of those kinds of counters are put on that permanent instead",
                         text):
        desc = describe(("permanent" if m["what"] == "permanent" else m["what"]) + " you control")
        if desc is not None and "counters_plus_one" in STATIC_KINDS:  # a team of one: you (810.1)
            return {"effect": "counters_plus_one", "affected": desc.filter}
    if m := re.fullmatch(r"Counters can't be put on (?P<what>.+)", text):
        desc = describe(m["what"])
        if desc is not None and list(desc.filter) == ["any type"] and "prevent_counters" in STATIC_KINDS:
            return {"effect": "prevent_counters", "types": desc.filter["any type"]}
    if m := re.fullmatch(rf"You may have {SELF} enter as a copy of (?:any|an) (?P<what>.+?)(?: on the battlefield)?",
                         text):
        desc = describe(m["what"])
        if desc is not None and desc.zone == "battlefield" and "enter_as_copy" in STATIC_KINDS:
            return {"effect": "enter_as_copy", "filter": desc.filter}
    if m := re.fullmatch(rf"As {SELF} enters, choose an? (?P<what>.+? )?card name", text):
        desc = describe(f"{m['what'] or ''}card")
        if desc is not None and "choose_name_as_enters" in STATIC_KINDS:  # 614.12
            return {"effect": "choose_name_as_enters", **({"filter": desc.filter} if desc.filter else {})}
    return None


# The amounts a static ability's power and toughness change can count (judge.cards.vocabulary: static amount).
STATIC_AMOUNTS = ("count", "cards in hand")


def _self_and_others(phrase: str) -> Any:
    """`Creatures you control`, or `this object and other Knights you control` (the object and the others, each
    of them: `any of`)."""
    if m := re.fullmatch(rf"{SELF} and (?P<others>other .+)", phrase):
        others = describe(m["others"])
        if others is None or not others.plural or others.zone != "battlefield":
            return None
        others.filter = {"any of": [{"self": True}, others.filter]}
        return others
    return describe(phrase)


def _static(text: str) -> dict[str, Any] | None:
    """A static ability (604.1): `Creatures you control get +1/+1`, `... have flying`, `During your turn, ...`
    (611.3a: it applies only then), `Nonbasic lands are Mountains` (305.7), `Creatures lose all abilities`,
    `Each other non-Aura enchantment is a creature in addition to its other types and has base power and base
    toughness each equal to its mana value` (613.1d, 613.4b)."""
    if m := re.fullmatch(rf"As long as you control (?P<count>{NUMBER}) or more (?P<what>[^,]+), (?P<rest>.+)", text):
        desc, static = describe(m["what"]), _static(m["rest"][0].upper() + m["rest"][1:])
        if desc is None or not desc.plural or desc.zone != "battlefield" or static is None or \
                "as long as" not in STATIC_KEYS.get(static["effect"], {}):
            return None  # 611.3b: the effect applies only while the condition holds
        return {**static, "as long as": {"amount": {"count": {**desc.filter, "controller": "you"}},
                                         "at least": number(m["count"])}}
    if m := re.fullmatch(r"During your turn, (?P<rest>.+)", text):
        static = _static(m["rest"])
        return None if static is None or static.get("effect") not in ("gain_ability", "modify_pt") else {
            **static, "during": "your turn"}
    if m := re.fullmatch(r"(?P<what>.+) are (?P<land>Plains|Islands|Swamps|Mountains|Forests)", text):
        desc = describe(m["what"])
        if desc is not None and desc.plural and desc.zone == "battlefield":
            return {"effect": "set_land_subtype", "affected": desc.filter, "subtype": singular(m["land"])}
    if m := re.fullmatch(r"(?:All )?(?P<what>.+?) lose all abilities(?: and have base power and toughness "
                         r"(?P<power>\d+)/(?P<toughness>\d+))?", text):
        desc = describe(m["what"])
        if desc is not None and (desc.plural or "enchanted" in desc.filter) and desc.zone == "battlefield":
            pt = {"power": int(m["power"]), "toughness": int(m["toughness"])} if m["power"] else {}
            return {"effect": "lose_all_abilities", "affected": desc.filter, **pt}
    if m := re.fullmatch(r"Each (?P<what>.+?) is an? (?P<type>artifact|creature|enchantment) in addition to its other "
                         r"types(?: and has base power and base toughness each equal to its mana value)?", text):
        desc = describe(m["what"])
        if desc is not None and desc.zone == "battlefield" and not desc.plural:
            base = {"base pt": "mana value"} if m.group(0).endswith("mana value") else {}
            return {"effect": "add_types", "affected": desc.filter, "types": [m["type"].capitalize()], **base}
    if m := re.fullmatch(r"(?P<what>.+?) (?:get|gets) (?P<power>[+-]\d+)/(?P<toughness>[+-]\d+)", text):
        desc = describe(m["what"])
        if desc is not None and (desc.plural or desc.filter.keys() & {"equipped", "enchanted"}) and \
                desc.zone == "battlefield":
            return {"effect": "modify_pt", "affected": desc.filter, "power": int(m["power"]),
                    "toughness": int(m["toughness"])}
    if m := re.fullmatch(rf"{SELF} gets \+1/\+1 for each (?P<what>.+)", text):
        counted = each(m["what"])
        if isinstance(counted, dict) and counted.keys() & set(STATIC_AMOUNTS):
            return {"effect": "modify_pt", "power": counted, "toughness": counted}
    if m := re.fullmatch(r"You may cast (?P<what>.+?) as though they had flash", text):
        alternatives = [describe(a) for a in re.split(r" and ", m["what"])]
        if all(d is not None and d.zone == "stack" for d in alternatives):
            filters = [d.filter for d in alternatives if d is not None]
            if filters == [{}]:
                return {"effect": "cast_as_though_flash"}
            return {"effect": "cast_as_though_flash",
                    "filter": filters[0] if len(filters) == 1 else {"any of": filters}}
    if m := re.fullmatch(rf"(?:{SELF}|{SELF.capitalize()}) gets (?P<power>[+-]\d+)/(?P<toughness>[+-]\d+)", text):
        return {"effect": "modify_pt", "power": int(m["power"]), "toughness": int(m["toughness"])}  # 604.2
    if (m := re.fullmatch(rf"(?:{SELF}|{SELF.capitalize()}) has (?P<keyword>[\w ]+)", text)) and keyword(m["keyword"]):
        return {"effect": "gain_ability", "ability": keyword(m["keyword"])}
    if m := re.fullmatch(rf"Each (?P<what>.+? card) in your graveyard has escape\. The escape cost is equal to the "
                         rf"card's mana cost plus exile (?P<count>{NUMBER}) other cards from your graveyard", text):
        desc = describe(m["what"])  # 702.138a: cast from your graveyard for its escape cost
        if desc is not None and desc.zone == "card" and "may_cast_from" in STATIC_KINDS:
            return {"effect": "may_cast_from", "zone": "graveyard", **({"filter": desc.filter} if desc.filter else {}),
                    "escape": {"exile other cards": number(m["count"])}}
    if text == "Permanents can't phase in" and "cant_phase_in" in STATIC_KINDS:
        return {"effect": "cant_phase_in"}  # 702.26: none phases in during its controller's untap step
    if (m := re.fullmatch(r"(?P<what>.+? spells) you cast cost \{(?P<generic>\d+)\} less to cast", text)) and \
            "reduce_cost" in STATIC_KINDS:
        desc = describe(m["what"])  # 601.2f
        if desc is not None and desc.zone == "stack":
            return {"effect": "reduce_cost", **({"filter": desc.filter} if desc.filter else {}),
                    "generic": int(m["generic"])}
    if text == f"Prevent all damage that would be dealt to {SELF}" and "prevent_all_damage" in STATIC_KINDS:
        return {"effect": "prevent_all_damage"}  # 615.1a, for as long as the object has the ability
    if text == "Damage isn't removed from creatures during cleanup steps" and "damage_stays" in STATIC_KINDS:
        return {"effect": "damage_stays"}  # modifies 514.2
    if text == "Spells with the chosen name can't be cast" and "cant_cast" in STATIC_KINDS:
        return {"effect": "cant_cast", "filter": {"name": {"chosen": True}}}  # 201.4
    if text == "You may look at the top card of your library any time" and "may_look_at_top" in STATIC_KINDS:
        return {"effect": "may_look_at_top"}  # 401.2 lets no one look: a permission
    if m := re.fullmatch(r"You may cast (?P<what>.+? spells(?: with [^.]+?)?) from the top of your library"
                         r"(?:\. If you cast a (?P<again>.+? spell) this way, it gains (?P<keyword>[\w ]+) until end "
                         r"of turn)?", text):
        desc = describe(m["what"].replace(" and ", " or "))  # `instant and sorcery spells`: either
        if desc is None or desc.zone != "stack" or "may_cast_from" not in STATIC_KINDS:
            return None
        gained = keyword(m["keyword"]) if m["keyword"] else None
        if m["keyword"] and (gained is None or describe(m["again"]) is None):
            return None
        return {"effect": "may_cast_from", "zone": "library top", "whose": "you",
                **({"filter": desc.filter} if desc.filter else {}),
                **({"if cast this way": {"gain_ability": gained, "until": "end of turn"}} if gained else {})}
    if text == "You may cast spells from your hand without paying their mana costs":
        return {"effect": "may_cast_without_paying", "zone": "hand", "whose": "you"}
    if m := re.fullmatch(r"(?P<what>.+?) (?:have|has) (?P<keywords>[\w ,]+)", text):
        desc = _self_and_others(m["what"])
        granted = keyword_list(m["keywords"])
        if desc is not None and desc.plural and desc.zone == "battlefield" and granted:
            one = len(granted) == 1  # `Lands you control have trample and hexproof`: each of them (611.3a)
            return {"effect": "gain_ability", "affected": desc.filter,
                    **({"ability": granted[0]} if one else {"abilities": granted})}
    return None
