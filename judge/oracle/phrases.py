"""The noun phrases of Oracle text: numbers, players, object descriptions (filters and targets, 115), tokens
(111.4) and keyword lists. Each reader returns None for a phrase it cannot read; the sentence templates
(judge.oracle.templates) then report the whole sentence as unreadable.

Patterns are plain strings: `re` compiles and caches them on first use, so importing this module (which
card loading does) compiles nothing.
"""

from __future__ import annotations

import re
from typing import Any, Callable

from judge.cards.vocabulary import AMOUNT_KEYS, FILTER_KEYS, PREDEFINED_TOKENS

NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
                "fifteen": 15, "twenty": 20}
NUMBER = (r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|twenty"
          r"|\d+|X)")
CARD_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land", "Planeswalker",
              "Sorcery")
SUPERTYPES = ("Basic", "Legendary", "Snow", "World")
COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
# The keyword abilities the compiler reads by name (702); card loading checks each against judge.cards.KEYWORDS.
KEYWORD_NAMES = ("Flying", "Trample", "Vigilance", "Haste", "First strike", "Double strike", "Deathtouch",
                 "Lifelink", "Reach", "Read ahead", "Flash", "Defender", "Hexproof", "Indestructible", "Menace",
                 "Cascade", "Rebound", "Changeling", "Doctor's companion", "Horsemanship", "Plainswalk", "Islandwalk",
                 "Swampwalk", "Mountainwalk", "Forestwalk", "Foretell")
# What "this Saga", "this creature", the card's own name ... become before templates read a sentence (201.5).
SELF = "this object"
SELF_PATTERN = (r"\b[Tt]his (?:Saga|creature|enchantment|artifact|land|permanent|Equipment|Vehicle|token|spell|"
                r"card|Aura)\b")
_IRREGULAR_PLURALS = {"Elves": "Elf", "Dwarves": "Dwarf", "Wolves": "Wolf", "Mice": "Mouse", "Sphinxes": "Sphinx",
                      "Allies": "Ally", "Fungi": "Fungus", "Zombies": "Zombie", "Plains": "Plains"}


def number(word: str) -> int | str | None:
    """A number written as a word or digits; X stays X (107.3)."""
    if word == "X":
        return "X"
    if word.isdigit():
        return int(word)
    return NUMBER_WORDS.get(word.lower())


def pt_change(text: str) -> int | str:
    """+2 → 2, -1 → -1, +X → X, -X → "-X" (the vocabulary's amounts)."""
    if text.lstrip("+-") == "X":
        return "-X" if text.startswith("-") else "X"
    return int(text)


def keyword(word: str) -> str | None:
    """A keyword ability's canonical name, from any capitalisation."""
    return next((k for k in KEYWORD_NAMES if k.lower() == word.strip().lower()), None)


def keyword_list(text: str) -> list[str] | None:
    """`flying, vigilance, and haste` → [Flying, Vigilance, Haste]; None if any item is not a keyword."""
    items = [part for part in re.split(r",\s*(?:and\s+)?|\s+and\s+", text.strip()) if part]
    found = [keyword(item) for item in items]
    return [k for k in found if k] if found and all(found) else None


class Description:
    """What an object phrase describes: a filter (FILTER_KEYS), the zone of the objects ("card": a card in
    a zone the sentence names, "stack": a spell), whose graveyard, "from a single graveyard", plural."""

    __slots__ = ("filter", "zone", "whose", "same_graveyard", "plural")

    def __init__(self, zone: str = "battlefield") -> None:
        self.filter: dict[str, Any] = {}
        self.zone = zone
        self.whose: str | None = None
        self.same_graveyard = False
        self.plural = False


def singular(word: str) -> str:
    """`Knights` → `Knight`, `Elves` → `Elf`, `Orcs` → `Orc` (`Octopus`, `Fungus`, `Cyclops` are singular): a
    subtype or card type as a filter names it."""
    if word in _IRREGULAR_PLURALS:
        return _IRREGULAR_PLURALS[word]
    if word.endswith("ies"):
        return word[:-3] + "y"
    return word[:-1] if word.endswith("s") and not word.endswith(("ss", "us", "Cyclops")) else word


_SUFFIXES: tuple[tuple[str, Any], ...] = (
    (r" from your graveyard$", {"zone": "graveyard", "whose": "you"}),
    (r" from a single graveyard$", {"zone": "graveyard", "same_graveyard": True}),
    (r" from (?:a|any) graveyard$| from graveyards$", {"zone": "graveyard"}),
    (r" in your graveyard$", {"zone": "graveyard", "whose": "you"}),
    (r" from that player's graveyard$", {"zone": "graveyard", "whose": "that player"}),  # the player named before
    (r" that doesn't have the same name as a token you control$", {"named like a token you control": False}),
    (r" (?:an opponent controls|you don't control|your opponents control)$", {"controller": "opponent"}),
    (r" you control but don't own$", {"controller": "you", "owner": "opponent"}),
    (r" you control$", {"controller": "you"}),
    (r" with the greatest power$", {"greatest power": True}),
    (r" with a name chosen for this object$", {"name chosen for this": True}),  # 201.4: every name it chose
    (r" named ([A-Z][\w'-]*(?: [A-Z][\w'-]*)*)$", "name"),  # 201.2: `creature named Fenric`
    (r" with the chosen name$", {"name": {"chosen": True}}),  # 201.3  # among its controller's creatures, or tied
    (r" with power less than this object's power$", {"power less than this": True}),  # 608.2h
    (r" with power (\d+) or greater$", "power at least"),
    (r" with power (\d+) or less$", "power at most"),
    (r" with mana value (\d+|X) or less$", "mana value at most"),
    (r" with mana value (\d+)$", "mana value in"),
    (r" with mana value (\d+) or greater$", "mana value at least"),
    (r" that isn't an? ((?:[A-Z]\w*, )*(?:[A-Z]\w*,? or )?[A-Z]\w*)$", "not subtypes"),
    (r" that's an? ((?:[A-Z]\w*, )*[A-Z]\w*,? or [A-Z]\w*)$", "any subtype"),  # one of them (205.3)
    (r" with mana cost ((?:\{\d+\})(?:,? or \{\d+\})*)$", "mana cost in"),
    (r" without (flying|reach|first strike|defender|haste)$", "without keyword"),
    (r" with (flying|reach|first strike|defender|haste|deathtouch|trample|vigilance|foretell)$", "with keyword"),
)


def describe(phrase: str) -> Description | None:
    """An object description such as `nonland permanent an opponent controls`, `creature card from your
    graveyard`, `instant or sorcery spell`, `tapped creatures` as a filter; None if unreadable."""
    desc = Description()
    phrase = phrase.strip()
    stripped = True
    while stripped:
        stripped = False
        for pattern, meaning in _SUFFIXES:
            m = re.search(pattern, phrase)
            if not m:
                continue
            phrase, stripped = phrase[:m.start()], True
            if isinstance(meaning, dict):
                for key, value in meaning.items():
                    if key in ("zone", "whose", "same_graveyard"):
                        setattr(desc, key, value)
                    else:
                        desc.filter[key] = value
            elif "keyword" in meaning:
                desc.filter[meaning] = keyword(m.group(1))
            elif meaning == "mana cost in":
                desc.filter[meaning] = re.findall(r"\{\d+\}", m.group(1))
            elif meaning == "not subtypes":  # `creature that isn't a Kraken, Merfolk, or Serpent`
                desc.filter[meaning] = re.findall(r"[A-Z]\w*", m.group(1))
            elif meaning == "any subtype":  # `creature you control that's a Zombie or Mutant`
                desc.filter["any of"] = [{"subtypes": [s]} for s in re.findall(r"[A-Z]\w*", m.group(1))]
            elif meaning == "name":
                desc.filter[meaning] = m.group(1)
            elif meaning == "mana value in":
                desc.filter[meaning] = [int(m.group(1))]
            else:
                desc.filter[meaning] = m.group(1) if m.group(1) == "X" else int(m.group(1))
            break
    head = _head(phrase, desc)
    return desc if head else None


def _head(phrase: str, desc: Description) -> bool:
    """The words before the suffixes: adjectives and a noun, or card types joined by `or` (any type)."""
    if not re.search(r"\b(?:or|and/or)\b", phrase):  # `noncreature, nonland cards`: adjectives, all of them
        phrase = phrase.replace(",", "")
    alternatives = [re.sub(r"^an? ", "", a) for a in re.split(r",? and/or |,? or |, ", phrase) if a]
    if len(alternatives) > 1:
        return _alternatives(alternatives, desc)
    words = phrase.split()
    if not words:
        return False
    if [w.lower() for w in words] in (["equipped", "creature"], ["enchanted", "creature"]):  # 301.5, 303.4
        desc.filter[words[0].lower()] = True
        return True
    noun, adjectives = words[-1], words[:-1]
    desc.plural = singular(noun) != noun
    noun = singular(noun)
    types: list[str] = []
    if noun == "token":
        desc.filter["token"] = True
    elif noun in ("card", "spell"):
        if desc.zone == "battlefield":
            desc.zone = "card" if noun == "card" else "stack"
    elif noun == "permanent":
        pass
    elif noun.capitalize() in CARD_TYPES:
        types.append(noun.capitalize())
    elif noun[:1].isupper():
        desc.filter.setdefault("subtypes", []).append(noun)
    else:
        return False
    for word in adjectives:
        if not _adjective(word.rstrip(","), desc, types):
            return False
    if types:
        desc.filter["types"] = [t for t in CARD_TYPES if t in types] if len(types) > 1 else types
    return True


def _alternatives(alternatives: list[str], desc: Description) -> bool:
    """`artifact, enchantment, or tapped creature`, `creature or Vehicle card`: the last word of the last
    alternative may be the noun they share (card, spell, permanent); one card type each is `any type`,
    anything else `any of` (each alternative its own filter)."""
    last = alternatives[-1].split()
    if len(last) > 1 and singular(last[-1]) in ("card", "spell", "permanent"):
        noun = singular(last[-1])
        alternatives[-1] = " ".join(last[:-1])
        if noun != "permanent" and desc.zone == "battlefield":
            desc.zone = "card" if noun == "card" else "stack"
    desc.plural = any(singular(a.split()[-1]) != a.split()[-1] for a in alternatives)
    types = [singular(a).capitalize() for a in alternatives]
    if all(t in CARD_TYPES for t in types):
        desc.filter["any type"] = types
        return True
    first = alternatives[0].split()
    shared = [w for w in first[:-1] if w.lower() in ("nontoken", "token", "nonlegendary", "legendary")]
    if shared and len(shared) == len(first) - 1 and all(singular(a).capitalize() in CARD_TYPES
                                                       for a in [first[-1]] + alternatives[1:]):
        # `nontoken creature or planeswalker`: the first word is said of each (a nontoken planeswalker too)
        for word in shared:
            if not _adjective(word, desc, []):
                return False
        desc.filter["any type"] = [singular(a).capitalize() for a in [first[-1]] + alternatives[1:]]
        return True
    filters = []
    for alternative in alternatives:
        one = Description(zone=desc.zone)
        if not _head(alternative, one) or one.zone != desc.zone:
            return False
        filters.append(one.filter)
    desc.filter["any of"] = filters
    return True


def _adjective(word: str, desc: Description, types: list[str]) -> bool:
    """One adjective of an object description, into the filter."""
    flt = desc.filter
    if word.capitalize() in CARD_TYPES:
        types.insert(0, word.capitalize())
    elif word.capitalize() in SUPERTYPES:
        flt.setdefault("supertypes", []).append(word.capitalize())
    elif word.lower() == "historic" and "any of" not in flt:  # 700.6: artifacts, legendaries and Sagas
        flt["any of"] = [{"types": ["Artifact"]}, {"supertypes": ["Legendary"]}, {"subtypes": ["Saga"]}]
    elif word in COLORS:
        flt.setdefault("colors", []).append(COLORS[word])
    elif word == "foretold" and "foretold" in FILTER_KEYS:  # 702.143c: exiled by foretelling it
        flt["foretold"] = True
    elif word in ("nontoken", "token"):
        flt["token"] = word == "token"
    elif word in ("tapped", "untapped"):
        flt["tapped"] = word == "tapped"
    elif word == "modified" and "modified" in FILTER_KEYS:  # 700.9
        flt["modified"] = True
    elif word == "permanent" and desc.zone in ("card", "graveyard"):  # a permanent card (110.4a)
        flt["any type"] = ["Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"]
    elif word in ("other", "another"):
        flt["other"] = True
    elif m := re.fullmatch(r"[Nn]on-?(\w+)", word):
        negated = m.group(1)
        if negated.capitalize() in CARD_TYPES:
            flt.setdefault("not types", []).append(negated.capitalize())
        elif negated.capitalize() in SUPERTYPES:
            flt.setdefault("not supertypes", []).append(negated.capitalize())
        elif negated[:1].isupper():
            flt.setdefault("not subtypes", []).append(negated)
        else:
            return False
    elif word[:1].isupper():
        flt.setdefault("subtypes", []).append(word)
    else:
        return False
    return True


COLOR_WORDS = r"(?:colorless|(?:white|blue|black|red|green)(?:(?:,| and) (?:white|blue|black|red|green))*)"
TOKEN = (rf"(?P<count>{NUMBER}) (?P<tapped>tapped )?(?P<pt>\d+/\d+|X/X) (?P<colors>{COLOR_WORDS}) "
         r"(?P<subtypes>(?:[A-Z][\w'-]* )*)(?P<types>(?:artifact |enchantment )?creature) tokens?"
         r"(?: with (?P<keywords>.+?))?(?: named (?P<named>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*))?")
# A noncreature token named by the effect, with its abilities in order: `a colorless Equipment artifact token named
# Sturdy Shield with "Equipped creature gets +1/+2" and equip {2}` (111.4).
NONCREATURE_TOKEN = (rf"(?P<count>{NUMBER}) (?P<colors>{COLOR_WORDS}) (?P<subtypes>(?:[A-Z][\w'-]* )*)"
                     r"(?P<types>artifact|enchantment) tokens? named (?P<named>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*) with "
                     r"(?P<abilities>.+)")
# A predefined token (111.10) by name: the vocabulary's `create_token: {token: Treasure}`.
PREDEFINED = rf"(?P<count>{NUMBER}) (?P<tapped>tapped )?(?P<name>\w+) tokens?"


def triggered_keyword(part: str) -> dict[str, Any] | None:
    """A keyword ability judge models as the triggered ability it is, its text the keyword as printed with its
    reminder text: firebending N (702.189a), "Whenever this creature attacks, add N {R}. This mana lasts until end
    of combat." (judge keeps no mana between steps, so how long the mana lasts changes nothing it shows)."""
    if not (m := re.fullmatch(r"(?P<word>[Ff]irebending) (?P<n>[1-9]\d?)", part)):
        return None
    mana = "{R}" * int(m["n"])
    return {"triggered": {"event": "attacks", "self": True},
            "text": f"{part} (Whenever this creature attacks, add {mana}. This mana lasts until end of combat.)",
            "effects": [{"add_mana": {"mana": mana}}]}


def _token_keywords(text: str) -> list[Any]:
    """A token's keyword abilities (702): `flying and ward {2}`; [None] if one is not a keyword. A keyword judge
    models as a triggered ability is that ability, written as on a line of its own (capitalised)."""
    found: list[Any] = []
    for item in (part for part in re.split(r",\s*(?:and\s+)?|\s+and\s+", text.strip()) if part):
        if m := re.fullmatch(r"ward ((?:\{[^}]+\})+)", item, re.I):
            found.append({"keyword": "Ward", "cost": {"mana": m.group(1)}})  # 702.21a
        elif (triggered := triggered_keyword(item[:1].upper() + item[1:])) is not None:
            found.append(triggered)
        elif m := re.fullmatch(r"vanishing (\d+)", item, re.I):
            found.append({"keyword": "Vanishing", "count": int(m.group(1))})  # 702.63a
        else:
            found.append(keyword(item))
    return found


def _read_for_the_token(quoted: str, types: str, read_ability: Callable[[str], Any]) -> Any:
    """A token's quoted ability, where "this token isn't a creature" is what the token's other card types say
    (`this token is an artifact`, 205.1a); the ability's text stays as printed."""
    others = [t for t in types.split() if t != "creature"]
    phrase = re.compile(r"\bthis (?:token|permanent|creature) isn't a creature\b")
    if not phrase.search(quoted):
        return read_ability(quoted)
    if not others:
        return None
    ability = read_ability(phrase.sub(f"this token is an {' and '.join(others)}", quoted))
    return {**ability, "text": quoted} if isinstance(ability, dict) and "text" in ability else ability


def token(text: str, read_ability: Callable[[str], Any]) -> tuple[dict[str, Any] | str, int | str, bool] | None:
    """`a 2/2 white Knight creature token with vigilance` → (the token's face, or a predefined token's name,
    how many, tapped); None if unreadable. Quoted abilities (`with flying and "..."`) are read by
    `read_ability`."""
    if (m := re.fullmatch(PREDEFINED, text)) and m["name"] in PREDEFINED_TOKENS:
        return m["name"], number(m["count"]) or 1, bool(m["tapped"])
    if m := re.fullmatch(NONCREATURE_TOKEN, text):
        return _noncreature_token(m, read_ability)
    m = re.fullmatch(TOKEN, text)
    if not m:
        return None
    abilities: list[Any] = []
    if m["keywords"]:
        quoted = re.findall(r'"([^"]+)"', m["keywords"]) or re.findall(r"(?:^|\s)'(.+)'$", m["keywords"])
        plain = re.sub(r',?\s*(?:and\s+)?(?:"[^"]+"|(?:^|\s)\'.+\'$)', "", m["keywords"]).strip()
        abilities = _token_keywords(plain) if plain else []
        for q in quoted:  # a quoted sentence may be two abilities (509.1b: "can't block or be blocked by ...")
            read = _read_for_the_token(q, m["types"], read_ability)
            abilities += read if isinstance(read, list) else [read]
        if None in abilities:
            return None
    subtypes = m["subtypes"].split()
    power, toughness = (n if n == "X" else int(n) for n in m["pt"].split("/"))  # X/X: see create_token
    face: dict[str, Any] = {  # unnamed: 111.4 names it after its subtypes
        **({"name": m["named"]} if m["named"] else {}),
        "colors": [] if m["colors"] == "colorless" else [COLORS[c] for c in re.findall(r"\w+", m["colors"])
                                                          if c in COLORS],
        "types": [t.capitalize() for t in m["types"].split()], "subtypes": subtypes,
        "power": power, "toughness": toughness,
    }
    if abilities:
        face["abilities"] = abilities
    return face, number(m["count"]) or 1, bool(m["tapped"])


def _noncreature_token(m: re.Match[str], read_ability: Callable[[str], Any]) -> tuple[dict[str, Any], int | str,
                                                                                     bool] | None:
    """The face of a NONCREATURE_TOKEN; each of its abilities in the printed order: a quoted ability, `equip {N}`
    (702.6a), a keyword."""
    abilities: list[Any] = []
    for item in re.findall(r'"[^"]*"|[^,"]+', m["abilities"]):
        item = re.sub(r"^\s*(?:and\s+)?", "", item).strip()
        if not item:
            continue
        if item.startswith('"'):
            abilities.append(read_ability(item.strip('"')))
        elif equip := re.fullmatch(r"equip ((?:\{\d+\})+)", item):
            abilities.append(read_ability(f"Equip {equip.group(1)}"))
        else:
            abilities.append(keyword(item))
    if None in abilities:
        return None
    colors = [] if m["colors"] == "colorless" else [COLORS[c] for c in re.findall(r"\w+", m["colors"]) if c in COLORS]
    return ({"name": m["named"], "colors": colors, "types": [m["types"].capitalize()],
             "subtypes": m["subtypes"].split(), "abilities": abilities}, number(m["count"]) or 1, False)


def amount_in_words(phrase: str) -> Any:
    """An amount in words (the vocabulary's amounts, judge.cards.vocabulary): `the greatest power among creatures
    you control`, `the number of Zombies you control`, `the number of cards in your hand`, `one plus ...`,
    `half your life total, rounded up`; None if unreadable."""
    phrase = phrase.strip()
    if m := re.fullmatch(r"(?P<n>one|two|three) plus (?P<rest>.+)", phrase):
        rest = amount_in_words(m["rest"])
        return None if rest is None else {"plus": [number(m["n"]), rest]}
    if m := re.fullmatch(r"half (?P<rest>.+), rounded (?P<way>up|down)", phrase):
        rest = amount_in_words(m["rest"])
        return None if rest is None else {"half": rest, "rounded": m["way"]}
    if phrase == "that spell's mana value":  # the spell whose casting triggered the ability
        return {"mana value of": "that spell"}
    if phrase == "the mana value of the exiled card" and "linked" in AMOUNT_KEYS["mana value"]["mana value"]:
        return {"mana value": "linked"}  # 607.2a: the card another ability of this object exiled
    if phrase == "the discarded card's mana value" and "discarded" in AMOUNT_KEYS["mana value"]["mana value"]:
        return {"mana value": "discarded"}  # the card an effect of this ability discarded
    if phrase == "your Ring-bearer's power" and "ring-bearer power" in AMOUNT_KEYS:
        return {"ring-bearer power": "you"}
    if phrase == "your life total":
        return {"life": "you"}
    if m := re.fullmatch(r"your devotion to (?P<color>white|blue|black|red|green)", phrase):
        return {"devotion": COLORS[m["color"]]}
    if m := re.fullmatch(r"the greatest power among (?P<among>.+ cards) in your graveyard", phrase):
        desc = describe(m["among"] + " in your graveyard")
        if desc is None or desc.zone != "graveyard":
            return None
        return {"greatest power in graveyard": "you", **({"filter": desc.filter} if desc.filter else {})}
    if m := re.fullmatch(r"the greatest (?P<what>power|mana value) among (?P<among>.+)", phrase):
        desc = describe(m["among"])
        if desc is None or desc.zone != "battlefield" or not desc.plural:
            return None
        return {f"greatest {m['what']}": desc.filter}
    if m := re.fullmatch(r"the total power of (?P<what>.+?) that died this turn", phrase):
        desc = describe(m["what"])  # 700.4: creatures that died this turn, with their last known power (608.2h)
        if desc is None or desc.zone != "battlefield" or not desc.plural or "total power died this turn" not in \
                AMOUNT_KEYS:
            return None
        return {"total power died this turn": desc.filter}
    if m := re.fullmatch(r"the total number of (?P<kind>[a-z]+) counters among players", phrase):
        return {"player counters": m["kind"]} if "player counters" in AMOUNT_KEYS else None  # 122.1
    if m := re.fullmatch(r"the number of basic land types among lands you control", phrase):
        return {"basic land types": "you"}  # 305.6: domain
    if m := re.fullmatch(r"the number of (?P<each>.+)", phrase):
        return each(m["each"], plural=True)
    return None


def each(phrase: str, plural: bool = False) -> Any:
    """What `for each ...` (or `the number of ...`, plural) counts, as an amount: permanents (`Food you control`,
    `{count: FILTER}`), cards in your hand or graveyard, counters on this object, opponents; None if unreadable."""
    phrase = phrase.strip()
    if phrase == ("cards in your hand" if plural else "card in your hand"):
        return {"cards in hand": "you"}
    if (m := re.fullmatch(r"(?P<what>.+) sacrificed this way", phrase)) and "sacrificed" in AMOUNT_KEYS:
        desc = describe(m["what"])  # the permanents this ability's sacrifices took
        return {"sacrificed": True} if desc is not None and desc.plural == plural else None
    if phrase == ("cards discarded this way" if plural else "card discarded this way") and "discarded" in AMOUNT_KEYS:
        return {"discarded": True}  # the cards an effect of this ability discarded
    if phrase in (("opponents you have", "opponents") if plural else ("opponent you have", "opponent")):
        return {"opponents": True}
    if m := re.fullmatch(r"opponents? who controls? fewer (?P<what>.+) than you", phrase):
        desc = describe(m["what"])  # each opponent who controls fewer creatures than you
        if desc is None or desc.zone != "battlefield" or "controlling fewer" not in AMOUNT_KEYS["opponents"]:
            return None
        return {"opponents": True, "controlling fewer": desc.filter}
    if m := re.fullmatch(r"opponents? who controls? an? (?P<what>.+)", phrase):
        desc = describe(m["what"])  # `opponents who control a creature with power 4 or greater`
        if desc is None or desc.zone != "battlefield" or "opponents controlling" not in AMOUNT_KEYS:
            return None
        return {"opponents controlling": desc.filter}
    if m := re.fullmatch(rf"(?P<kind>[a-z]+|[+-]1/[+-]1) counters? on {SELF}", phrase):
        return {"counters": m["kind"]} if (m.group(0).split()[1] == "counters") == plural else None
    if (m := re.fullmatch(r"(?P<what>.+ cards?) you own in exile", phrase)) and "cards in exile" in AMOUNT_KEYS:
        desc = describe(m["what"])  # `for each foretold card you own in exile`
        if desc is None or desc.zone != "card" or desc.plural != plural:
            return None
        return {"cards in exile": "you", **({"filter": desc.filter} if desc.filter else {})}
    desc = describe(phrase)
    if desc is None or desc.plural != plural and not (plural and desc.zone == "graveyard"):
        return None
    if desc.zone == "graveyard" and desc.whose == "you":
        return {"cards in graveyard": "you", **({"filter": desc.filter} if desc.filter else {})}
    if desc.zone == "battlefield" and desc.filter:
        return {"count": desc.filter}
    return None
