"""Comprehensive Rules numbering across CR versions.

The engine cites every rule by its *canonical* number: its number in the
newest CR we know (effective 2026-08-07).  ``number_in`` turns a canonical
number into the number the same rule has in an older CR version, and
``exists_in`` says whether that rule existed yet.

Everything is explicit data (no file reads, no third-party imports):

* ``_EVENTS`` lists renumberings, oldest first.  Each maps numbers as they
  were right *after* that version took effect to the numbers they had just
  before it.  A key can be a section ("714"), a rule ("701.24") or a subrule
  ("714.3c"); the longest key that matches wins, and a shorter key also
  covers the rules/subrules under it ("714" covers "714.3c", "701.24" covers
  "701.24a" but not "701.240").
* ``_INTRODUCED`` gives the first version in which a canonical section, rule
  or subrule existed; a subrule exists only if its rule and section do.
* ``_OVERRIDES`` spells out the full history of the few rules whose content
  was split out of another rule (``714.3b``), where a number-to-number map
  cannot express it.

Evidence.  "TSV" = shared/cr/rule-numbers-by-version.tsv (beside the repository), "changes.md" =
shared/cr/changes.md, "files" = the official CR files in shared/cr
(2018-07-13, 2022-09-08, 2023-10-13, 2025-04-04, 2025-06-06, 2026-02-27,
2026-04-17, 2026-08-07).  "archive" = intermediate official files read from the
public ivancea/MTGRules_Android archive (app/src/main/res/raw/rules_*.txt),
used only to date changes that fall between two of our files; each such date
says which versions were checked.  Mappings are verified for CITED_RULES;
for other rules ``number_in`` is best effort.
"""

from __future__ import annotations

import datetime
import functools
import re

import judge.learned as learned

__all__ = [
    "KNOWN_VERSIONS",
    "LATEST_VERSION",
    "CITED_RULES",
    "RULE_SUMMARIES",
    "number_in",
    "exists_in",
    "covering",
    "ancestors",
    "version_for",
]

_D = datetime.date

# Every official CR effective date from 2017 on, ascending.  From 2018-07-13
# on they are the TSV rows; the 2017 rows are kept so that a scenario dated
# before Sagas existed still resolves to a version.  Added by hand (no file):
# 2018-01-19 (Rivals of Ixalan; it introduced ascend, so an update on that
# date must exist, but it is in neither the TSV nor our files) and 2018-04-27
# (Dominaria, published as MagicCompRules 20180413.txt).  Changes between
# 2017-09-29 and 2018-07-13 are dated to 2018-04-27, whose numbering is
# treated as identical to 2018-07-13.
KNOWN_VERSIONS: tuple[datetime.date, ...] = (
    _D(2017, 1, 20), _D(2017, 4, 28), _D(2017, 6, 5), _D(2017, 7, 8),
    _D(2017, 8, 25), _D(2017, 9, 29),
    _D(2018, 1, 19), _D(2018, 4, 27), _D(2018, 7, 13), _D(2018, 8, 10),
    _D(2018, 10, 5),
    _D(2019, 1, 25), _D(2019, 5, 3), _D(2019, 6, 14), _D(2019, 7, 12),
    _D(2019, 8, 23), _D(2019, 10, 4),
    _D(2020, 1, 24), _D(2020, 4, 17), _D(2020, 6, 1), _D(2020, 7, 3),
    _D(2020, 8, 7), _D(2020, 9, 25), _D(2020, 11, 20),
    _D(2021, 2, 5), _D(2021, 2, 15), _D(2021, 4, 22), _D(2021, 6, 18),
    _D(2021, 7, 23), _D(2021, 9, 24), _D(2021, 11, 19),
    _D(2022, 2, 18), _D(2022, 4, 29), _D(2022, 6, 10), _D(2022, 7, 8),
    _D(2022, 9, 8), _D(2022, 10, 7), _D(2022, 11, 18),
    _D(2023, 2, 3), _D(2023, 4, 14), _D(2023, 6, 16), _D(2023, 9, 1),
    _D(2023, 10, 13), _D(2023, 11, 17),
    _D(2024, 2, 2), _D(2024, 3, 8), _D(2024, 4, 12), _D(2024, 6, 7),
    _D(2024, 7, 30), _D(2024, 9, 20), _D(2024, 11, 8),
    _D(2025, 2, 7), _D(2025, 4, 4), _D(2025, 6, 6), _D(2025, 7, 25),
    _D(2025, 9, 19), _D(2025, 11, 14),
    _D(2026, 1, 16), _D(2026, 2, 27), _D(2026, 4, 17), _D(2026, 6, 19),
    _D(2026, 8, 7),
)
LATEST_VERSION: datetime.date = KNOWN_VERSIONS[-1]

# Canonical (2026-08-07) rules the engine cites, each with judge's one-line summary (`judge rule`).
RULE_SUMMARIES: dict[str, str] = {
    # 1xx game concepts
    "100.1": "the rules apply to games of two or more players",
    "103.3": "each player shuffles their deck at the start of the game",
    "103.4": "starting life total 20",
    "103.5": "draw opening hand; mulligans",
    "103.8a": "two-player game: the starting player skips the first draw",
    "104.3a": "a player can concede",
    "104.3b": "a player with 0 or less life loses",
    "106.3": "mana is produced by mana abilities, spells and abilities",
    "107.15": "chapter-symbol notation ({rN})",
    "110.2": "a permanent's owner and controller",
    "111.1": "tokens",
    "111.4": "a token's name: as its creating effect says, else its subtypes (plus \"Token\" since 2021-11-19)",
    "111.7": "a token outside the battlefield ceases to exist",
    "111.8": "a token that left the battlefield can't change zones again",
    "111.13": "a copy of a permanent spell becomes a token, not \"created\"",
    "113.7a": "an ability on the stack is independent of its source",
    "115.1": "targets",
    "116.1": "special actions",
    "116.2a": "playing a land is a special action",
    "117.3a": "active player gets priority as most steps begin",
    "117.3b": "active player gets priority after a spell/ability resolves",
    "117.4": "all pass in succession: top of stack resolves / step ends",
    "118.3": "a cost can't be paid without the resources",
    "118.9": "alternative costs (e.g. \"without paying its mana cost\")",
    "119.3": "gaining and losing life",
    "120.3": "results of damage",
    "120.3a": "damage to a player: life loss",
    "120.3e": "damage to a creature: marked damage",
    "121.1": "drawing a card",
    "121.2": "cards are drawn one at a time",
    "121.4": "drawing from an empty library",
    "122.1": "counters",
    "122.1b": "keyword counters",
    "122.1d": "stun counters",
    "122.2": "counters don't survive a zone change",
    "122.3": "+1/+1 and -1/-1 counters annihilate",
    "122.6": "\"put counters on\" includes entering with counters",
    # 2xx-4xx card parts, types, zones
    "205.1a": "effects that set a card type",
    "205.1b": "effects that keep a prior type",
    "205.3h": "enchantment types (Aura, Saga, ...)",
    "302.6": "summoning sickness",
    "303.4": "Auras",
    "305.1": "playing a land",
    "305.2": "one land per turn",
    "305.6": "basic land types",
    "305.7": "setting a land's subtype removes its abilities (Blood Moon)",
    "305.9": "land plus another card type is played only as a land",
    "301.1": "artifact timing",
    "302.1": "creature timing",
    "303.1": "enchantment timing",
    "306.1": "planeswalker timing",
    "307.1": "sorcery timing",
    "400.3": "cards go to their owner's library/graveyard/hand",
    "400.7": "a zone change makes a new object",
    "401.4": "cards put in one position of a library at once are arranged by their owner",
    # 5xx turn structure
    "500.1": "the five phases of a turn",
    "500.2": "a step/phase with priority ends when all pass on empty stack",
    "500.4": "\"until [step/phase]\" effects expire as it begins",
    "500.5": "\"until end of [step/phase]\" effects expire; mana empties",
    "500.8": "extra phases",
    "500.10": "an extra step after a phase creates that phase",
    "500.11": "skipping steps, phases and turns",
    "501.1": "beginning phase steps",
    "502.1": "untap step: phasing",
    "502.3": "untap step: untap permanents",
    "503.1": "upkeep: no turn-based actions",
    "504.1": "draw step: draw a card",
    "505.1": "main phases",
    "505.1a": "only the first main phase is precombat",
    "505.4": "Saga lore-counter turn-based action",
    "506.1": "combat steps",
    "506.4": "removal from combat",
    "507.1": "beginning of combat: choose defending player",
    "508.1": "declare attackers",
    "508.8": "no attackers: skip blockers and damage steps",
    "509.1": "declare blockers",
    "510.1": "combat damage assignment",
    "510.2": "combat damage is dealt simultaneously",
    "511.1": "end of combat step",
    "513.1": "end step",
    "514.1": "cleanup: discard to hand size",
    "514.2": "cleanup: remove damage, \"until end of turn\" effects end",
    "514.3": "cleanup: normally no priority",
    # 6xx spells, abilities and effects
    "601.2": "casting a spell",
    "601.2c": "choosing targets",
    "601.2h": "paying the total cost",
    "601.3": "a player can begin to cast a spell only if allowed",
    "602.1": "activated abilities: cost and effect",
    "602.2": "activating an ability",
    "602.2b": "activating: the rest as casting (601.2b-i), costs included",
    "602.5d": "\"activate only as a sorcery\"",
    "603.2": "triggered abilities trigger automatically",
    "603.2g": "an ability triggers only if its event actually occurs",
    "603.3": "triggered ability goes on the stack next time priority",
    "603.3b": "APNAP ordering of simultaneous triggers",
    "603.3d": "putting a trigger on the stack follows 601.2c-d",
    "603.4": "intervening \"if\" clause",
    "603.6a": "enters-the-battlefield triggers",
    "603.6c": "leaves-the-battlefield triggers",
    "603.6d": "\"enters with\" text is a static ability, not a trigger",
    "603.10a": "leaves-the-battlefield triggers look back in time",
    "604.3": "characteristic-defining abilities",
    "605.1a": "activated mana abilities",
    "605.3a": "activating mana abilities; they resolve at once",
    "606.3": "loyalty abilities: timing, once per turn",
    "606.4": "loyalty ability cost",
    "607.2a": "linked abilities: \"the exiled card\"",
    "608.1": "resolving the top of the stack",
    "608.2": "resolving an instant, sorcery or ability",
    "608.2b": "target legality check on resolution",
    "608.2c": "instructions are followed in the order written",
    "608.2g": "paying mana / casting during resolution",
    "608.2n": "instant/sorcery goes to the graveyard as the final step",
    "608.3": "resolving a permanent spell",
    "608.3a": "a permanent spell with no targets becomes a permanent",
    "608.3b": "a permanent spell with a target checks it",
    "608.3c": "an Aura spell enters attached to its target",
    "608.3d": "a mutating creature spell merges",
    "608.3f": "a copy of a permanent spell becomes a token",
    "610.3": "\"until\" zone changes (exile until ...)",
    "611.2a": "duration of continuous effects from resolution",
    "611.2b": "\"for as long as\" durations",
    "611.2c": "affected set is locked in at resolution",
    "611.3a": "static-ability effects aren't locked in",
    "613.1": "the layer system",
    "613.1a": "layer 1: copiable values",
    "613.1b": "layer 2: control",
    "613.1c": "layer 3: text",
    "613.1d": "layer 4: type",
    "613.1e": "layer 5: color",
    "613.1f": "layer 6: abilities",
    "613.1g": "layer 7: power/toughness",
    "613.3": "layers 2-6: CDAs first, then timestamp order",
    "613.4a": "layer 7a: P/T-defining CDAs",
    "613.4b": "layer 7b: P/T-setting effects",
    "613.4c": "layer 7c: P/T modifications and counters",
    "613.4d": "layer 7d: P/T switching",
    "613.6": "an effect applies in all of its layers once it starts",
    "613.7": "timestamp order",
    "613.7c": "each counter's timestamp",
    "613.8": "dependency",
    "614.1a": "\"instead\" effects are replacement effects",
    "614.1c": "\"enters with ...\" / \"as ... enters\" are replacement effects",
    "614.1d": "\"[this permanent] enters ...\" effects are replacement effects",
    "614.5": "a replacement effect applies only once to an event",
    "614.6": "a replaced event never happens",
    "614.10": "\"skip\" is a replacement effect",
    "614.12": "replacement effects that modify how a permanent enters",
    "614.12a": "choices for such effects are made before it enters",
    "614.12b": "several permanents entering at once, with choices",
    "614.16": "\"if an effect would create tokens / put counters\" effects",
    "616.1": "affected player/controller orders replacement effects",
    "616.1e": "any applicable replacement effect may be chosen",
    "616.1f": "repeat until no replacement effect applies",
    # 7xx additional rules
    "700.2": "modal spells and abilities",
    "700.4": "\"dies\"",
    "701.6a": "counter (a spell or ability)",
    "701.7a": "create (tokens)",
    "701.8a": "destroy",
    "701.9a": "discard",
    "701.9b": "the discarding player chooses, unless an effect lets another player",
    "701.13a": "exile",
    "701.14a": "fight",
    "701.14b": "fight: a creature that is gone or illegal",
    "701.16a": "investigate",
    "701.17a": "mill",
    "701.20a": "reveal",
    "701.20e": "look at a card: revealed only to that player",
    "701.21a": "sacrifice",
    "701.22a": "scry",
    "701.22b": "scry 0 is no scry",
    "701.23a": "search",
    "701.24a": "shuffle",
    "701.24e": "shuffling 0 or 1 cards still triggers",
    "701.25": "surveil (the keyword action)",
    "701.25a": "surveil",
    "701.25c": "surveil 0 is no surveil",
    "701.26a": "tap",
    "701.26b": "untap",
    "701.27a": "transform",
    "701.34a": "proliferate",
    "701.47": "amass (the keyword action)",
    "701.47a": "amass",
    "701.47b": "a player amassed even if some actions were impossible",
    "701.57a": "discover",
    "702.155a": "read ahead: chapter abilities and the entering turn",
    "702.155b": "read ahead: choose the number of lore counters to enter with",
    "702.155c": "multiple instances of read ahead are redundant",
    "703.4a": "turn-based actions: phasing",
    "703.4c": "turn-based actions: untapping (after the day/night check)",
    "703.4d": "turn-based actions: drawing",
    "703.4f": "turn-based actions: lore counters on Sagas",
    "703.4p": "turn-based actions: cleanup damage removal",
    "704.3": "state-based actions are checked when a player would get priority",
    "704.5a": "SBA: 0 or less life",
    "704.5b": "SBA: drew from an empty library",
    "704.5d": "SBA: token outside the battlefield",
    "704.5e": "SBA: copy of a spell/card in the wrong zone",
    "704.5f": "SBA: toughness 0 or less",
    "704.5g": "SBA: lethal damage",
    "704.5j": "SBA: legend rule",
    "704.5m": "SBA: illegal Aura",
    "704.5s": "SBA: Saga with enough lore counters is sacrificed",
    "706.2": "rolling a die: natural result",
    "707.2": "copiable values",
    "707.10": "copying a spell or ability",
    "707.10a": "a copy of a spell outside the stack ceases to exist",
    "707.10f": "a copy of a permanent spell becomes a token permanent",
    "707.12": "casting a copy of an object",
    "712.9": "only double-faced permanents can transform",
    "712.14a": "put onto the battlefield \"transformed\": back face up",
    "712.18": "transforming doesn't make a new object",
    "714": "section: Saga Cards",
    "714.1": "Saga cards",
    "714.1a": "Saga creatures",
    "714.2": "chapter abilities are triggered abilities",
    "714.2a": "chapter numerals",
    "714.2b": "\"{rN}—[Effect]\" trigger condition",
    "714.2c": "several chapter numbers on one ability",
    "714.2d": "final chapter number (0 if no chapter abilities)",
    "714.2e": "final chapter ability",
    "714.3": "Sagas use lore counters",
    "714.3a": "a Saga enters with a lore counter",
    "714.3b": "a read-ahead Saga enters with the chosen number of counters",
    "714.3c": "lore counter as the precombat main phase begins",
    "714.4": "Saga sacrifice state-based action",
    "715.3d": "an Adventure is exiled as it resolves",
    "720": "section: Omen Cards",
    "720.1": "Omen cards: two-part frame",
    "720.2": "Omen alternative characteristics",
    "720.2a": "\"has an Omen\"",
    "720.2b": "Omen characteristics are copiable values",
    "720.2c": "an omen card is one card",
    "720.3": "casting normally or as an Omen",
    "720.3a": "only Omen characteristics are checked when cast as an Omen",
    "720.3b": "on the stack as an Omen: only Omen characteristics",
    "720.3c": "a copy of an Omen spell is an Omen",
    "720.3d": "an Omen spell is shuffled into its owner's library",
    "720.4": "outside the stack: normal characteristics only",
    "720.5": "naming an omen card's alternative name",
    # casting permissions, copies, cascade, combat (judge.game.permissions, stack, combat)
    "101.2": "\"can't\" beats \"can\"",
    "303.4a": "an Aura spell targets what its enchant ability allows",
    "303.4c": "an Aura enchanting an illegal object goes to the graveyard",
    "608.2d": "choices an effect offers are made as it is applied",
    "608.2h": "information from the game: last known information of an object that left",
    "612.1": "text-changing effects",
    "119.4": "paying life: only with at least that much life",
    "702.2b": "deathtouch: any damage is lethal damage",
    "702.21a": "ward",
    "702.88a": "rebound",
    "603.7": "delayed triggered abilities",
    "514.3a": "another cleanup step after state-based actions or triggers in the cleanup step",
    "104.2a": "a player still in the game after all opponents have left it wins",
    "117.1a": "when a player may cast instants and noninstant spells",
    "107.3a": "X in a spell's cost: its controller announces the value",
    "601.2b": "announcing choices as a spell is cast: modes, X",
    "702.12b": "indestructible: can't be destroyed",
    "702.15b": "lifelink: its controller gains that much life",
    "704.5h": "state-based action: deathtouch damage destroys a creature",
    "702.140a": "mutate: a creature spell cast for its mutate cost targets a non-Human creature",
    "702.140b": "mutate: an illegal target, so it resolves as a creature spell",
    "702.140c": "mutate: it merges with the target",
    "702.140e": "a mutated permanent: the topmost card's characteristics, every card's abilities",
    "107.3b": "X is 0 when cast without paying its mana cost",
    "508.1a": "which creatures can attack",
    "508.3a": "\"whenever ... attacks\" triggers",
    "510.1a": "each attacking and blocking creature assigns combat damage equal to its power",
    "510.1b": "an unblocked creature assigns its combat damage to the player it attacks",
    "510.1c": "a blocked creature assigns its combat damage to the creatures blocking it",
    "510.1d": "a blocking creature assigns its combat damage to the creature it blocks",
    "509.1a": "the defending player chooses untapped creatures to block, each blocking one attacker",
    "509.1b": "restrictions on blocking (\"can't block\", \"can't be blocked\")",
    "509.1g": "the chosen creatures become blocking creatures",
    "509.1h": "blocked and unblocked creatures",
    "509.3a": "\"whenever [a creature] blocks\" triggers",
    "509.3c": "\"whenever [a creature] becomes blocked\" triggers",
    "702.9b": "flying: blocked only by creatures with flying and/or reach",
    "702.111b": "menace: blocked only by two or more creatures",
    "703.4j": "turn-based actions: declaring blockers",
    "603.12": "reflexive triggered abilities",
    "702.3b": "defender: can't attack",
    "702.85a": "cascade",
    "703.4i": "turn-based actions: declaring attackers",
    "703.4m": "turn-based actions: combat damage is dealt",
    "707.10b": "a copy of an ability has the same source",
    # durations (611.2a-b, 610.3) and delayed triggered abilities (603.7)
    "511.2": "\"until end of combat\" effects expire at the end of the combat phase",
    "603.7a": "a delayed triggered ability triggers only once created",
    "603.7b": "a delayed triggered ability triggers only once, unless it has a stated duration",
    "603.7d": "a spell's delayed triggered ability: its source and controller",
    "603.7e": "an ability's delayed triggered ability: its source and controller",
    # support cards judges ask about with Sagas (issue 10 §1)
    "602.5": "an ability prohibited from being activated can't be activated (\"Activate only during your turn\")",
    "724.1": "an effect ends the turn",
    "724.1a": "ending the turn: waiting triggered abilities cease to exist",
    "724.1b": "ending the turn: every object on the stack is exiled",
    "724.1c": "ending the turn: state-based actions, no priority, no triggers put on the stack",
    "724.1d": "ending the turn: the game skips straight to the cleanup step",
    # copies of permanents (707)
    "707.5": "a permanent that enters as a copy becomes a copy as it enters",
    "707.9": "copy effects may modify the copying process",
    "707.9a": "a copy effect may give the copy an ability, part of its copiable values",
    "603.7c": "a delayed triggered ability affects an object only while it stays in its zone",
}
CITED_RULES: tuple[str, ...] = tuple(RULE_SUMMARIES)

_LETTERS = "abcdefghijkmnpqrstuvwxyz"  # subrule letters skip "l" and "o"


def _shift(prefix: str, first: int, last: int, by: int = 1) -> dict[str, str]:
    """Map ``prefix+n`` to ``prefix+(n-by)`` for n in first..last (numbers)."""
    return {f"{prefix}{n}": f"{prefix}{n - by}" for n in range(first, last + 1)}


def _shift_letters(rule: str, first: str, last: str, by: int = 1) -> dict[str, str]:
    """Map ``rule+x`` to the subrule ``by`` letters earlier, x in first..last."""
    i, j = _LETTERS.index(first), _LETTERS.index(last)
    return {f"{rule}{_LETTERS[k]}": f"{rule}{_LETTERS[k - by]}" for k in range(i, j + 1)}


def _pairs(text: str) -> dict[str, str]:
    """Parse "new:old new:old ..." into a dict."""
    return dict(item.split(":") for item in text.split())


# 701 keyword actions re-sorted in 2025-06-06 (TSV: shuffle 701.20 -> 701.24,
# proliferate 701.27 -> 701.34); derived by matching the 701.N titles of the
# 2025-04-04 and 2025-06-06 files.  New: 701.11 Triple.
_701_REORDER_2025 = _pairs(
    "701.4:701.61 701.5:701.4 701.6:701.5 701.7:701.6 701.8:701.7 701.9:701.8 "
    "701.10:701.9 701.12:701.10 701.13:701.11 701.14:701.12 701.15:701.38 "
    "701.16:701.36 701.17:701.13 701.18:701.14 701.19:701.15 701.20:701.16 "
    "701.21:701.17 701.22:701.18 701.23:701.19 701.24:701.20 701.25:701.42 "
    "701.26:701.21 701.27:701.28 701.28:701.50 701.29:701.22 701.30:701.23 "
    "701.31:701.24 701.32:701.25 701.33:701.26 701.34:701.27 701.35:701.29 "
    "701.36:701.30 701.37:701.31 701.38:701.32 701.39:701.33 701.40:701.34 "
    "701.41:701.35 701.42:701.37 701.43:701.39 701.44:701.40 701.45:701.41 "
    "701.46:701.43 701.47:701.44 701.48:701.45 701.49:701.46 701.50:701.47 "
    "701.51:701.48 701.52:701.49 701.53:701.51 701.54:701.52 701.55:701.53 "
    "701.56:701.54 701.57:701.55 701.58:701.56 701.59:701.57 701.60:701.58 "
    "701.61:701.59 701.62:701.60 701.63:701.62"
)

# (version, {number after that version: number before it}), oldest first.
_EVENTS: tuple[tuple[datetime.date, dict[str, str]], ...] = (
    # Dominaria (no file; our 2018-07-13 file compared with the archive's
    # 2017-09-29 file).  Keyword action 701.9 "Double" inserted, so 2018's
    # 701.10-701.39 were 701.9-701.38 (TSV: shuffle 701.18 -> 701.19,
    # proliferate 701.25 -> 701.26); possibly already in 2018-01-19.  The
    # Saga rules were inserted as 505.4, 703.4e and 704.5s, moving the
    # entries after them down by one.
    (_D(2018, 4, 27), {
        **_shift("701.", 10, 39),
        "505.5": "505.4",
        **_shift_letters("703.4", "f", "q"),
        **_shift_letters("704.5", "t", "x"),
    }),
    # Core Set 2020: section 111 "Tokens" inserted; 111-121 became 112-122
    # (TSV: counters 121 -> 122).  The token rules came from 110.5.
    (_D(2019, 7, 12), {
        **_shift("", 112, 122),
        "111.1": "110.5",
        "111.4": "110.5c",
        "111.7": "110.5f",
        "111.8": "110.5g",
    }),
    # Ikoria: layer 1 sublayers (new 613.2) and counters merged into layer
    # 7c, so 613.2 -> 613.3, 613.3x -> 613.4x, 613.3e -> 613.4d, 613.4-613.10
    # -> 613.5-613.11.  Archive: old in 2020-01-24, new in 2020-04-17.
    (_D(2020, 4, 17), {
        **_shift("613.", 3, 11),
        "613.4d": "613.3e",
    }),
    # Core Set 2021.  (a) 701.13 "Mill" inserted (TSV: shuffle 701.19 ->
    # 701.20).  (b) 103.1/103.2 swapped: the starting player is chosen before
    # decks are shuffled.  (c) 603.2d ("triggers additional times") inserted.
    # Archive: (b) and (c) old in 2020-04-17, new in 2020-07-03; the
    # 2020-06-01 file could not be checked, so they may date from then.
    (_D(2020, 7, 3), {
        **_shift("701.", 14, 44),
        "103.1": "103.2",
        "103.2": "103.1",
        **_shift_letters("603.2", "e", "g"),
    }),
    # Zendikar Rising (modal DFCs): 711.8 "resolving double-faced spell"
    # inserted; old 711.8 split into 711.9 / 711.9a.  Archive: 2020-09-25.
    (_D(2020, 9, 25), {
        **_shift("711.", 9, 14),
        "711.9a": "711.8",
    }),
    # Commander Legends.  608.2f inserted, so 608.2f-k -> 608.2g-m (TSV:
    # 608.2k -> 608.2m; "l" is skipped).  711.8 "playing a modal DFC as a
    # land" inserted (archive: absent 2020-09-25, present 2020-11-20).
    (_D(2020, 11, 20), {
        **_shift_letters("608.2", "g", "m"),
        **_shift("711.", 10, 15),
    }),
    # Strixhaven: 702.21 "Ward" inserted, so the keyword abilities after it
    # moved up by one (files: cascade is 702.84 in 2018-07-13 and 702.85 in
    # 2022-09-08; dated by Ward's first set, not checked in an archive).
    (_D(2021, 4, 22), _shift("702.", 21, 154)),
    # Adventures in the Forgotten Realms: 706 "Rolling a Die" inserted, so
    # 706-715 became 707-716 (TSV: copying 706 -> 707, Sagas 714 -> 715,
    # Adventurer 715 -> 716; DFCs 711 -> 712 seen in files/archive).  Also
    # 603.2e ("refers to a triggered ability of an object") inserted
    # (archive: absent 2021-06-18, present 2021-07-23).
    (_D(2021, 7, 23), {
        **_shift("", 707, 716),
        **_shift_letters("603.2", "f", "h"),
    }),
    # Innistrad: Midnight Hunt: day/night check inserted as 502.2 (day/night
    # is new in this set; archive: present 2021-09-24).
    (_D(2021, 9, 24), _shift("502.", 3, 4)),
    # Innistrad: Crimson Vow: day/night turn-based action inserted as 703.4b
    # (TSV: 703.4e -> 703.4f; files: 2018 "b" is untapping, 2022 "c").
    (_D(2021, 11, 19), _shift_letters("703.4", "c", "r")),
    # Kamigawa: Neon Dynasty: 616.1d ("back face up") inserted.  Archive:
    # absent 2021-11-19, present 2022-02-18.
    (_D(2022, 2, 18), _shift_letters("616.1", "e", "g")),
    # Unfinity: 103.2 "additional steps" inserted, so 103.2-103.7 ->
    # 103.3-103.8 (archive: old in our 2022-09-08 file, new in 2022-10-07);
    # 703.4g Attractions inserted (changes.md), so 703.4g-r -> 703.4h-s.
    (_D(2022, 10, 7), {
        **_shift("103.", 3, 8),
        **_shift_letters("703.4", "h", "s"),
    }),
    # March of the Machine: 713 "Meld Cards" folded into 712, so 714-716
    # became 713-715 (TSV: Sagas 715 -> 714).  712 was restructured at the
    # same time.  Archive: old 712 numbers in 2023-02-03; our 2023-10-13 file
    # has the new ones; dated to the meld fold (changes.md).
    (_D(2023, 4, 14), {
        **_shift("", 713, 715, by=-1),
        "712.9": "712.5",
        "712.14a": "712.10a",
        "712.18": "712.14",
    }),
    # Read ahead split into 702.155a-c; the placement text (now 702.155b) was
    # part of 702.155a (changes.md).
    (_D(2023, 10, 13), {"702.155b": "702.155a"}),
    # Outlaws of Thunder Junction: new 500.10 (extra step after a phase; its
    # example is Obeka).  Archive: absent 2024-03-08, present 2024-04-12.
    (_D(2024, 4, 12), _shift("500.", 11, 12)),
    # Bloomburrow: 608.2i ("look back in time") inserted, so 608.2i-n ->
    # 608.2j-p (TSV: 608.2m -> 608.2n; files 2023-10-13 vs 2025-04-04).
    (_D(2024, 7, 30), _shift_letters("608.2", "j", "p")),
    # Foundations: damage assignment order removed; 703.4k and 703.4m
    # deleted, so 703.4n-s -> 703.4k-q (changes.md; files 2023-10-13 vs
    # 2025-04-04).
    (_D(2024, 11, 8), _shift_letters("703.4", "k", "q", by=-2)),
    # Final Fantasy: the 701 keyword-action list re-sorted (TSV, files).
    (_D(2025, 6, 6), _701_REORDER_2025),
    # New 614.12b; the old 614.12b became 614.12c (changes.md, files).
    (_D(2025, 9, 19), {"614.12c": "614.12b"}),
    # 500.4/500.5 rewritten: "until" expiry now comes first (500.4, taken
    # from the old 500.5), then 500.5 ("until end of" expiry, which was also
    # the old 500.5, plus the mana emptying of the old 500.4).  603.2e
    # removed, 603.2f-i re-lettered e-h.  (changes.md; files: 2025-06-06 old,
    # 2026-02-27 new.)
    (_D(2025, 11, 14), {
        "500.4": "500.5",
        **_shift_letters("603.2", "e", "h", by=-1),
    }),
    # 714.3a/b rewritten as intrinsic abilities; the old 714.3b is 714.3c
    # (changes.md, files).
    (_D(2026, 4, 17), {"714.3c": "714.3b"}),
)

_SAGAS = _D(2018, 4, 27)  # Dominaria introduced Sagas (changes.md)

# First version in which a canonical section, rule or subrule existed; a rule
# also needs its section and rule to exist (absent = existed before 2017).
_INTRODUCED: dict[str, datetime.date] = {
    "714": _SAGAS, "107.15": _SAGAS, "505.4": _SAGAS, "703.4f": _SAGAS,
    "704.5s": _SAGAS,
    "715": _D(2019, 10, 4),        # Adventurer cards (TSV)
    "701.17": _D(2020, 7, 3),      # Mill (TSV)
    "702.21": _D(2021, 4, 22),     # Ward (Strixhaven; see _EVENTS)
    "122.1b": _D(2020, 4, 17),     # keyword counters (Ikoria; the files have them from 2022-09-08)
    "122.1d": _D(2022, 9, 8),      # stun counters (Dominaria United)
    "613.7c": _D(2020, 4, 17),     # counter timestamps, added with keyword counters (ditto)
    "702.140": _D(2020, 4, 17),    # Mutate (Ikoria; the files have it as 702.140 from 2022-09-08)
    "706": _D(2021, 7, 23),        # Rolling a Die (TSV: 706 -> 707 copying)
    "703.4b": _D(2021, 11, 19),    # day/night turn-based action (TSV)
    "702.155": _D(2022, 9, 8),     # read ahead (TSV)
    "701.25": _D(2018, 10, 5),     # Surveil (Guilds of Ravnica; not in the 2018-07-13 file)
    "701.47": _D(2019, 5, 3),      # Amass (War of the Spark; 701.44 in the 2022-09-08 file)
    "701.25c": _D(2023, 10, 13),   # surveil 0: not in the 2022-09-08 file, in 2023-10-13's (dated to it)
    "701.47b": _D(2023, 10, 13),   # "amassed": ditto
    "701.57": _D(2023, 11, 17),    # Discover (The Lost Caverns of Ixalan)
    "714.2e": _D(2022, 9, 8),      # final chapter ability (changes.md)
    "703.4g": _D(2022, 10, 7),     # Attractions (changes.md)
    "702.155c": _D(2023, 10, 13),  # changes.md
    "500.10": _D(2024, 4, 12),     # see _EVENTS
    "608.2i": _D(2024, 7, 30),     # see _EVENTS
    "720": _D(2025, 4, 4),         # Omen cards (changes.md)
    "714.1a": _D(2025, 6, 6),      # changes.md
    "614.12b": _D(2025, 9, 19),    # changes.md
}

# Rules whose content was split out of another rule: (from version, number).
_OVERRIDES: dict[str, tuple[tuple[datetime.date, str], ...]] = {
    # Read-ahead lore counters as a Saga enters: part of 702.155a
    # (2022-09-08), copied into 714.3a (2023-10-13), own rule 714.3b
    # (2026-04-17).  changes.md.
    "714.3b": (
        (_D(2022, 9, 8), "702.155a"),
        (_D(2023, 10, 13), "714.3a"),
        (_D(2026, 4, 17), "714.3b"),
    ),
    # 608.3 (resolving a permanent spell) grew subrules: mutate (Ikoria), copies of permanent spells
    # (2020-09-25), then today's a-g layout (2022-06-10).  Read in the archive's 2020-01-22, 2020-04-17,
    # 2020-08-07, 2020-09-25, 2022-04-29 and 2022-06-10 files.
    "608.3a": ((_D(2022, 6, 10), "608.3a"),),
    "608.3b": ((_D(2022, 6, 10), "608.3b"),),
    "608.3c": ((KNOWN_VERSIONS[0], "608.3a"), (_D(2022, 6, 10), "608.3c")),
    "608.3d": ((_D(2020, 4, 17), "608.3b"), (_D(2020, 9, 25), "608.3c"), (_D(2022, 6, 10), "608.3d")),
    "608.3f": ((_D(2020, 9, 25), "608.3b"), (_D(2022, 6, 10), "608.3f")),
    # "A copy of a permanent spell becomes a token" (2020-09-25, 111.11); new 111.11s pushed it to 111.12
    # (archive: 2022-10-07 has 111.11, 2023-02-03 111.12; the 2022-11-18 file is unreadable, so 2023-02-03
    # is assumed) and 111.13 (2024-06-07).
    "111.13": ((_D(2020, 9, 25), "111.11"), (_D(2023, 2, 3), "111.12"), (_D(2024, 6, 7), "111.13")),
    "707.10f": ((_D(2020, 9, 25), "706.10f"), (_D(2021, 7, 23), "707.10f")),
    # "Look at" follows the rules for revealing: 701.15d (2018-07-13), 701.16d after Mill (2020-07-03), 701.16e
    # once a subrule came before it (first seen in the 2025-04-04 file, assumed from it), 701.20e (2025-06-06).
    # The blocking triggers were 509.5a-c until the damage assignment order rules (509.2-509.3) were removed:
    # 2023-10-13 has 509.5, 2025-04-04 509.3; assumed from Foundations (2024-11-08), which removed that order.
    "509.3a": ((KNOWN_VERSIONS[0], "509.5a"), (_D(2024, 11, 8), "509.3a")),
    "509.3c": ((KNOWN_VERSIONS[0], "509.5c"), (_D(2024, 11, 8), "509.3c")),
    "701.20e": ((KNOWN_VERSIONS[0], "701.15d"), (_D(2020, 7, 3), "701.16d"), (_D(2025, 4, 4), "701.16e"),
                (_D(2025, 6, 6), "701.20e")),
}
# "Ending the Turn": 716 (2018-07-13 file), 719 (2022-09-08), 720 (2023-10-13), 722 (2025-04-04, 2025-06-06),
# 723 (2026-02-27), 724 (2026-04-17): new sections came before it (Adventurer, Rolling a Die, ..., Omens,
# Preparation). Each number is dated from the first of our files that has it (the earlier number from the first
# known version, best effort before 2018-07-13).
_ENDING_THE_TURN = ((KNOWN_VERSIONS[0], "716"), (_D(2022, 9, 8), "719"), (_D(2023, 10, 13), "720"),
                    (_D(2025, 4, 4), "722"), (_D(2026, 2, 27), "723"), (_D(2026, 4, 17), "724"))
_OVERRIDES.update({f"724.1{letter}": tuple((since, f"{section}.1{letter}") for since, section in _ENDING_THE_TURN)
                   for letter in ("", "a", "b", "c", "d")})
_INTRODUCED.update({k: v[0][0] for k, v in _OVERRIDES.items()})

NUMBER_RE = re.compile(r"^\d{3}(?:\.\d+[a-z]{0,2})?$")


def _lookup(mapping: dict[str, str], number: str) -> str:
    """Apply the longest key of ``mapping`` that covers ``number``."""
    key = number
    while True:
        if key in mapping:
            return mapping[key] + number[len(key):]
        if key[-1].isalpha():
            key = key.rstrip("abcdefghijklmnopqrstuvwxyz")
        elif "." in key:
            key = key.split(".")[0]
        else:
            return number


def ancestors(number: str) -> tuple[str, ...]:
    """Section, rule and subrule of a number: 714.3c -> 714, 714.3, 714.3c."""
    section, _, rest = number.partition(".")
    rule = f"{section}.{rest.rstrip('abcdefghijklmnopqrstuvwxyz')}" if rest else section
    return tuple(dict.fromkeys((section, rule, number)))


def _check(canonical: str) -> None:
    if not NUMBER_RE.match(canonical):
        raise ValueError(f"not a CR rule number: {canonical!r}")


def exists_in(canonical: str, version: datetime.date) -> bool:
    """True if the rule (by canonical number) existed in CR ``version``."""
    if version > LATEST_VERSION:
        return _learned_number(canonical, version) is not None
    return _curated_exists_in(canonical, version)


@functools.lru_cache(maxsize=4096)  # pure, asked for every citation of every step
def _curated_exists_in(canonical: str, version: datetime.date) -> bool:
    _check(canonical)
    return all(version >= _INTRODUCED.get(key, version) for key in ancestors(canonical))


def covering(canonical: str, version: datetime.date) -> str | None:
    """The rule that said it in CR ``version`` (canonical number): the rule itself, or the rule its subrule
    was later written under (608.3a did not exist before 2022-06-10; 608.3 said it). None when neither
    existed yet."""
    return _covering(canonical, version) if version > LATEST_VERSION else _curated_covering(canonical, version)


@functools.lru_cache(maxsize=4096)  # a pure function of its arguments, asked for every citation
def _curated_covering(canonical: str, version: datetime.date) -> str | None:
    return _covering(canonical, version)


def _covering(canonical: str, version: datetime.date) -> str | None:
    _check(canonical)
    for number in reversed(ancestors(canonical)[1:]):
        if exists_in(number, version):
            return number
    return None


def number_in(canonical: str, version: datetime.date) -> str:
    """The number that canonical rule ``canonical`` has in CR ``version``.

    ``version`` may be any date: the CR in effect on that date is used; after
    LATEST_VERSION, the newest numbering learned from a newer file (`judge
    rules add`, judge.learned) in effect then, if any.  If the rule did not
    exist, ``canonical`` is returned unchanged (check ``exists_in``).
    """
    if version > LATEST_VERSION:
        return _learned_number(canonical, version) or canonical
    return _curated_number_in(canonical, version)


def learned_versions() -> tuple[datetime.date, ...]:
    """The versions after LATEST_VERSION whose numbering judge learned from their files (judge.learned)."""
    return tuple(v for v in learned.load_all() if v > LATEST_VERSION)


def _learned_number(canonical: str, version: datetime.date) -> str | None:
    """The number in the newest learned version in effect on ``version`` (None: removed in it); a rule it does not
    list is numbered as in the version it was aligned with."""
    _check(canonical)
    known = [v for v in learned_versions() if v <= version]
    if not known:
        return _curated_number_in(canonical, LATEST_VERSION) if _curated_exists_in(canonical, LATEST_VERSION) else None
    newest = learned.load_all()[known[-1]]
    if canonical in newest.numbers:
        return newest.numbers[canonical]
    base = newest.aligned_with
    return number_in(canonical, base) if exists_in(canonical, base) else None


@functools.lru_cache(maxsize=4096)  # pure, asked for every citation of every step
def _curated_number_in(canonical: str, version: datetime.date) -> str:
    if not _curated_exists_in(canonical, version):
        return canonical
    if canonical in _OVERRIDES:
        return [n for since, n in _OVERRIDES[canonical] if since <= version][-1]
    number = canonical
    for since, mapping in reversed(_EVENTS):
        if version < since:
            number = _lookup(mapping, number)
    return number


def version_for(day: datetime.date) -> datetime.date:
    """The newest known CR version in effect on ``day``."""
    if day < KNOWN_VERSIONS[0]:
        raise ValueError(f"{day} predates the earliest known CR ({KNOWN_VERSIONS[0]})")
    return [v for v in KNOWN_VERSIONS if v <= day][-1]


# ----- the faces a returned double-faced card enters with (712.8d-e, 712.14), and unless (118.12a) --------
# The 2018 file said both in 711.4a-b and 711.8; modal DFCs (2020-09-25) made 711.4a-e and split 711.8 into
# 711.9 / 711.9a (archive, as _EVENTS has it), 2020-11-20 moved 711.9 to 711.10, the 2021-07-23 shift made
# 712, and March of the Machine (2023-04-14) made 712.4c-d 712.8d-e and 712.10 712.14 (files: 2022-09-08,
# 2023-10-13). The letters of 711.4c-d between 2020-09-25 and 2021-07-23 are assumed from 712.4c-d.
RULE_SUMMARIES.update({
    "712.8d": "a double-faced permanent front face up has only its front face's characteristics",
    "712.8e": "a double-faced permanent back face up has only its back face's characteristics",
    "712.14": "a double-faced card put onto the battlefield enters front face up by default",
    "118.12a": "[do something] unless [a player does something else]",
})
CITED_RULES = tuple(RULE_SUMMARIES)
_OVERRIDES.update({
    "712.8d": ((KNOWN_VERSIONS[0], "711.4a"), (_D(2020, 9, 25), "711.4c"), (_D(2021, 7, 23), "712.4c"),
               (_D(2023, 4, 14), "712.8d")),
    "712.8e": ((KNOWN_VERSIONS[0], "711.4b"), (_D(2020, 9, 25), "711.4d"), (_D(2021, 7, 23), "712.4d"),
               (_D(2023, 4, 14), "712.8e")),
    "712.14": ((KNOWN_VERSIONS[0], "711.8"), (_D(2020, 9, 25), "711.9"), (_D(2020, 11, 20), "711.10"),
               (_D(2021, 7, 23), "712.10"), (_D(2023, 4, 14), "712.14")),
})

# ----- choosing a card name (201.4). "Choose a card name" was 201.3 until interchangeable names took
# 201.3 (archive: 201.3 in the 2022-02-18 file, 201.4 in the 2022-04-29 one).
RULE_SUMMARIES.update({
    "201.4": "choosing a card name: the name of a card in the Oracle card reference",
    "406.3": "cards exiled face down: examined only when instructions allow it",
    "609.3": "an effect that attempts something impossible does only as much as possible",
})
CITED_RULES = tuple(RULE_SUMMARIES)
_OVERRIDES.update({
    "201.4": ((KNOWN_VERSIONS[0], "201.3"), (_D(2022, 4, 29), "201.4")),
})
# ----- Doctor Who, Star Trek, REX and TMT Sagas ------------------------------------------------
# Villainous choice and time travel came with Doctor Who (2023-10-13 file: 701.53 and 701.54; the 2025-06-06
# re-sort made them 701.55 and 701.56, as _701_REORDER_2025 maps). Doctor's companion is 702.124m in every file
# from 2023-10-13 on.
RULE_SUMMARIES.update({
    "701.55a": "facing a villainous choice: choose one option, then perform all of it",
    "701.55b": "a villainous choice's option may be impossible: do as much as possible",
    "701.56a": "time travel: add or remove a time counter on each permanent / suspended card with one",
    "702.124m": "Doctor's companion (a partner ability)",
})
CITED_RULES = tuple(RULE_SUMMARIES)
_INTRODUCED.update({"701.55": _D(2023, 10, 13), "701.56": _D(2023, 10, 13), "702.124m": _D(2023, 10, 13)})
RULE_SUMMARIES.update({"506.5": "a creature attacks alone if it's the only creature declared as an attacker"})
CITED_RULES = tuple(RULE_SUMMARIES)
RULE_SUMMARIES.update({"701.38a": "vote: each player, starting with a specified player, in turn order"})
CITED_RULES = tuple(RULE_SUMMARIES)
RULE_SUMMARIES.update({"115.10a": "an object an effect affects without the word \"target\" is not targeted"})
CITED_RULES = tuple(RULE_SUMMARIES)


# ----- Kaldheim and Warhammer 40,000 Sagas ---------------------------------------------
RULE_SUMMARIES.update({
    "120.3c": "damage to a planeswalker removes loyalty counters",
    "704.5i": "SBA: planeswalker with loyalty 0",
    "701.12a": "exchange: if the entire exchange can't be completed, no part of it occurs",
    "701.12b": "exchanging control of two permanents",
    "101.4": "choices of several players are made in turn order (APNAP)",
    "701.10e": "doubling the number of a kind of counters",
    "614.9": "redirecting damage is a replacement effect",
})
CITED_RULES = tuple(RULE_SUMMARIES)


# ----- Marvel, Avatar, Modern Horizons 3, Wilds of Eldraine and Tarkir: Dragonstorm Sagas ----------
# Double (701.10) was inserted as 701.9 with Dominaria (see _EVENTS) and became 701.10 on 2025-06-06.
RULE_SUMMARIES.update({
    "701.10b": "doubling a creature's power and toughness gives it +X/+Y, its power and toughness as it resolves",
    "601.2d": "a spell or ability that divides or distributes an effect among targets: the division is announced",
    "704.5z": "SBA: of the Roles one player controls on a permanent, all but the newest go to the graveyard",
    "303.7a": "a permanent with more than one Role of one player attached keeps only the newest",
    "303.4i": "an Aura put onto the battlefield attached to what it can't enchant, or nothing, stays; a token isn't "
              "created",
    "701.3a": "to attach an Aura, Equipment or Fortification to an object is to take it from where it is and put it "
              "onto that object",
    "601.2f": "the total cost: the mana cost or alternative cost, plus increases, less reductions",
    "500.7": "extra turns are added directly after the specified turn; the most recently created is taken first",
    "702.177a": "exhaust: an activated ability that can be activated only once",
    "508.1d": "attack requirements: the attackers declared obey as many requirements as possible",
    "701.66a": "earthbend N: target land you control becomes a 0/0 land creature with haste, gets N +1/+1 counters, "
               "and returns tapped when it dies or is put into exile",
})
CITED_RULES = tuple(RULE_SUMMARIES)
_INTRODUCED["701.10"] = _D(2018, 4, 27)
# Roles came with Wilds of Eldraine (2023-09-01): 303.7a and the state-based action 704.5y, which became 704.5z when
# 2026-08-07 (the first of our files to have it) added a battle rule before it.
_INTRODUCED.update({"303.7": _D(2023, 9, 1), "704.5z": _D(2023, 9, 1)})
_INTRODUCED["702.177"] = _D(2025, 2, 7)  # Exhaust: Aetherdrift (the 2025-04-04 file has it)
_EVENTS += ((_D(2026, 8, 7), {"704.5z": "704.5y"}),)
# The Avatar keyword actions and firebending came with Avatar: The Last Airbender (2025-11-14, the CR update
# before its release; 2026-02-27 is the first of our files to have them).
_INTRODUCED.update({"701.65": _D(2025, 11, 14), "701.66": _D(2025, 11, 14), "701.67": _D(2025, 11, 14),
                    "702.189": _D(2025, 11, 14)})

# ----- the Ring tempts you (701.54; The Lord of the Rings: Tales of Middle-earth, 2023-06-16) -------------
# 701.52 in the 2023-10-13 and 2025-04-04 files, 701.54 from 2025-06-06 (the 701 re-sort in _EVENTS).
RULE_SUMMARIES.update({
    "701.54": "the Ring tempts you (the keyword action)",
    "701.54a": "the Ring tempts you: choose a creature you control as your Ring-bearer",
    "701.54c": "the emblem named The Ring and its abilities by the number of times it tempted you",
    "701.54d": "the Ring tempts a player even if some or all of its actions were impossible",
    "701.54e": "your Ring-bearer: on the battlefield under your control with the designation",
    "508.4": "a creature put onto the battlefield attacking",
})
CITED_RULES = tuple(RULE_SUMMARIES)
_INTRODUCED["701.54"] = _D(2023, 6, 16)

# ----- the monarch (725): 717 in the 2018 file, then one after "Ending the Turn" as sections came before it -------
RULE_SUMMARIES.update({
    "725.1": "the monarch: a designation a player can have",
    "725.2": "the monarch's inherent triggered abilities: draw at their end step; combat damage takes it",
    "725.3": "only one monarch at a time: as a player becomes the monarch, the current one ceases to be",
})
CITED_RULES = tuple(RULE_SUMMARIES)
_MONARCH = ((KNOWN_VERSIONS[0], "717"), (_D(2022, 9, 8), "720"), (_D(2023, 10, 13), "721"), (_D(2025, 4, 4), "723"),
            (_D(2026, 2, 27), "724"), (_D(2026, 4, 17), "725"))
_OVERRIDES.update({f"725.{n}": tuple((since, f"{section}.{n}") for since, section in _MONARCH) for n in (1, 2, 3)})
_INTRODUCED.update({f"725.{n}": _MONARCH[0][0] for n in (1, 2, 3)})


# ----- Final Fantasy Summons and Dominants: numbered alike in every file having them -----
RULE_SUMMARIES.update({
    "104.3e": "an effect may state that a player loses the game",
    "118.14": "mana of any type can be spent to pay a cost",
    "615.1a": "effects that use the word \"prevent\" are prevention effects",
    "122.1c": "shield counters",
    "122.1h": "finality counters",
    "508.1g": "optional costs to attack",
    "508.1h": "the total cost to attack is locked in",
    "603.3c": "a modal triggered ability's mode is chosen as it is put on the stack",
    "615.1": "prevention effects",
    "700.2b": "the modes of a modal triggered ability are chosen as it is put on the stack",
    "702.34a": "flashback",
})
CITED_RULES = tuple(RULE_SUMMARIES)
_INTRODUCED["118.14"] = _D(2023, 10, 13)  # files: absent from 2022-09-08, present from 2023-10-13
_INTRODUCED["122.1h"] = _D(2025, 4, 4)  # finality counters: no rule in 2023-10-13, 122.1h from 2025-04-04 (files)
_INTRODUCED["122.1c"] = _D(2022, 4, 29)  # shield counters (Streets of New Capenna); 122.1c in the 2022-09-08 file


# ----- Doctor Who and Star Trek Sagas --------------------------------------------------
RULE_SUMMARIES.update({
    "701.15": "goad (a keyword action)",
    "701.15a": "goad: until the next turn of the goading spell's or ability's controller, the creature is goaded",
    "701.15b": "a goaded creature attacks each combat if able, and a player other than the goading player if able",
    "701.15d": "a player goading a creature they already goaded has no effect",
})
CITED_RULES = tuple(RULE_SUMMARIES)
# Goad was one rule (701.37a in the 2018-07-13 file); "goaded" became a designation (701.38b-d) by the 2022-09-08
# file, the first of our files to have it (the update that made it falls between the two and is not dated here).
_INTRODUCED.update({"701.15b": _D(2022, 9, 8), "701.15c": _D(2022, 9, 8), "701.15d": _D(2022, 9, 8)})

# ----- Kamigawa: Neon Dynasty transforming Sagas, Elspeth Conquers Death, Kaldheim Sagas ------------
RULE_SUMMARIES.update({
    "118.3a": "paying mana (a player can always pay 0 mana)",
})
CITED_RULES = tuple(RULE_SUMMARIES)
# Foretell came with Kaldheim (2021-02-05): 702.142 until Ward was inserted (2021-04-22, _EVENTS), 116.2h.
RULE_SUMMARIES.update({
    "106.6": "restrictions on how mana can be spent",
    "116.2h": "foretelling a card is a special action",
    "702.143a": "foretell",
    "702.143b": "exiling a card using foretell is a special action",
})
CITED_RULES = tuple(RULE_SUMMARIES)
_INTRODUCED.update({"702.143": _D(2021, 2, 5), "116.2h": _D(2021, 2, 5)})
# ----- the Dominaria Sagas and their kin -----------------------------------------------------------
# 101.4 (summarised above) and 107.3c have kept their numbers in every file we have. Rad counters
# (Fallout, 2024-03-08): 726 in the 2025-04-04 and 2025-06-06 files, 727 in 2026-02-27, 728 since 2026-04-17
# (sections came before it); its number before 2025-04-04 is assumed from the first of our files that has it.
RULE_SUMMARIES.update({
    "107.3c": "X defined by the text of a spell or ability",
    "728.1": "rad counters: the inherent triggered ability at each player's precombat main phase",
})
CITED_RULES = tuple(RULE_SUMMARIES)
_OVERRIDES["728.1"] = ((_D(2024, 3, 8), "726.1"), (_D(2026, 2, 27), "727.1"), (_D(2026, 4, 17), "728.1"))
_INTRODUCED["728.1"] = _D(2024, 3, 8)
RULE_SUMMARIES.update({
    "702.14c": "landwalk: can't be blocked as long as the defending player controls a land of that type",
    "702.31b": "horsemanship: can't be blocked by creatures without horsemanship",
    "702.26b": "a phased-out permanent is treated as though it doesn't exist",
    "702.26c": "a permanent that phases in is treated as though it exists again",
})
CITED_RULES = tuple(RULE_SUMMARIES)
RULE_SUMMARIES.update({
    "702.63a": "vanishing N: enters with N time counters; one removed each upkeep; sacrificed when the last is gone",
    "702.62a": "suspend: remove a time counter each upkeep; when the last is removed, cast it without paying its mana "
               "cost",
    "702.62b": "a card is suspended if it's in exile, has suspend, and has a time counter on it",
})
CITED_RULES = tuple(RULE_SUMMARIES)

# ----- targeting refused by a keyword (session 8): numbered alike in every file ---------------------------------
RULE_SUMMARIES.update({
    "702.11b": "hexproof: it can't be the target of spells or abilities its controller's opponents control",
    "702.18a": "shroud: it can't be the target of spells or abilities",
})
CITED_RULES = tuple(RULE_SUMMARIES)

# ----- Avatar, REX and March of the Machine transforming Sagas -------------------------------
RULE_SUMMARIES.update({
    "107.3": "X: a value a player chooses or the text defines",
    "402.2": "maximum hand size",
    "701.23b": "a search of a hidden zone need not find cards with a stated quality",
    "701.27c": "a permanent that isn't double-faced doesn't transform",
    "701.27d": "a permanent whose other face is an instant or sorcery doesn't transform",
    "701.53a": "incubate N: create an Incubator token with N +1/+1 counters",
    "701.65a": "airbend: exile; its owner may cast it for {2} while it remains exiled",
    "702.138a": "escape: cast from the graveyard for the escape cost",
})
CITED_RULES = tuple(RULE_SUMMARIES)
# Incubate came with March of the Machine (2023-04-21; the 2023-10-13 file is the first of ours to have it); escape
# with Theros Beyond Death (2020-01-24; first in our 2022-09-08 file).
_INTRODUCED.update({"701.53": _D(2023, 4, 21), "702.138": _D(2020, 1, 24)})

# ----- Brothers' War, Vault Sagas and kin: numbered alike in every file having them ----------------
# 701.38b is the vote's 701.38a section (renumbered with it, _EVENTS).
RULE_SUMMARIES.update({
    "107.14": "the energy symbol {E}: paying {E} removes an energy counter from the player",
    "303.4f": "an Aura put onto the battlefield without being cast: its player chooses what it enchants",
    "305.2a": "lands played during the resolution of spells and abilities count as land plays",
    "701.38b": "the choices of a vote may be objects",
    "205.3m": "creature types",
    "306.5b": "a planeswalker enters with loyalty counters equal to its printed loyalty",
    "606.3": "a loyalty ability: main phase, empty stack, one loyalty ability of a permanent a turn",
    "606.4": "the cost of a loyalty ability puts on or removes loyalty counters",
    "606.6": "a negative loyalty cost needs at least that many loyalty counters",
})
CITED_RULES = tuple(RULE_SUMMARIES)
# 606.6 was 606.5 until a rule on combined loyalty costs (606.5) came before it: 606.5 in the 2018-07-13 file, 606.6
# in 2022-09-08; the date between is assumed to be the first of our files that has it.
_OVERRIDES["606.6"] = ((KNOWN_VERSIONS[0], "606.5"), (_D(2022, 9, 8), "606.6"))

# ----- copies with exceptions (The Clone Saga): numbered alike in every file --------------------------
RULE_SUMMARIES.update({
    "707.9b": "a copy effect may modify a characteristic as part of the copying process",
})
CITED_RULES = tuple(RULE_SUMMARIES)
# 706.9c in the 2018-07-13 file (copy rules were 706; 706.9b then was "don't copy certain characteristics"); 707.9b
# from our 2022-09-08 file on: the change is assumed at the first of our files that has it.
_OVERRIDES["707.9b"] = ((KNOWN_VERSIONS[0], "706.9c"), (_D(2022, 9, 8), "707.9b"))

# ----- first strike, double strike and trample in combat damage (510.4, 702.4, 702.7, 702.19); "you" (109.5) --
RULE_SUMMARIES.update({
    "510.4": "first strike or double strike in combat: a first combat damage step for them, then a second one",
    "702.4b": "double strike: the creature deals combat damage in both combat damage steps",
    "702.7b": "first strike: the creature deals combat damage in the first combat damage step only",
    "702.19b": "trample: lethal damage to each blocker, the excess to the player the creature attacks",
    "702.19d": "trample: blocked, but nothing blocks it now: all its damage to the player it attacks",
    "109.5": "\"you\" on an object means its controller (a static ability: the current controller)",
})
CITED_RULES = tuple(RULE_SUMMARIES)
# 702.19c in the 2018-07-13 file; trample over planeswalkers (702.19c) came before it with Modern Horizons 2
# (Thrasta, Tempest's Roar, the first card with it; 2021-06-18): dated to that update, not checked against a file
# between 2018-07-13 and 2022-09-08.
_OVERRIDES["702.19d"] = ((KNOWN_VERSIONS[0], "702.19c"), (_D(2021, 6, 18), "702.19d"))

# ----- "exile until" (610.3). Core Set 2021 split 610.3a ("the specified event has already occurred: the object
# doesn't move") into 610.3a (a spell or activated ability) and 610.3b (a triggered ability), so "returns under
# its owner's control" went from 610.3b to 610.3c (archive: old in the 2020-04-17 file, new in 2020-07-03).
RULE_SUMMARIES.update({
    "610.3a": "\"until\": the event already happened after the spell or activated ability was put on the stack",
    "610.3b": "\"until\": the event already happened after the triggered ability triggered",
    "610.3c": "an object returned this way returns under its owner's control",
})
CITED_RULES = tuple(RULE_SUMMARIES)
# The old 610.3a said what 610.3b says now and covered spells and activated abilities too: the spell's case
# (610.3a now) is cited as 610.3 before the split.
_INTRODUCED["610.3a"] = _D(2020, 7, 3)
_OVERRIDES.update({
    "610.3b": ((KNOWN_VERSIONS[0], "610.3a"), (_D(2020, 7, 3), "610.3b")),
    "610.3c": ((KNOWN_VERSIONS[0], "610.3b"), (_D(2020, 7, 3), "610.3c")),
})

# ----- milling as many cards as possible (701.17b; mill came with Core Set 2021, as 701.17 in _INTRODUCED) --------
RULE_SUMMARIES["701.17b"] = "a player can't mill more cards than their library has: they mill as many as possible"
CITED_RULES = tuple(RULE_SUMMARIES)

# ----- boast (702.142a, Kaldheim; Sigurd, Jarl of Ravensthorpe) -------------------------------------------------
RULE_SUMMARIES["702.142a"] = "boast: activate only if this creature attacked this turn and only once each turn"
_INTRODUCED["702.142"] = _D(2021, 2, 5)
CITED_RULES = tuple(RULE_SUMMARIES)
