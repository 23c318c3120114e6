"""Align two Comprehensive Rules files: where each rule of the old file is in the new one.

Used on release day (`judge rules add`, `judge rules check`): judge knows the numbering of the newest CR it has and
learns the next one's from its file. Every old number (section, rule, subrule) gets a `Mapping` to its new number,
or to none (removed), with a confidence: certain, or uncertain with the reason a person should look.

The passes, cheapest first, so that two files of ~3,300 numbers align in well under a second:

1. Same text: the text of each number (its own line, cross-reference numbers masked, quotes and dashes
   normalised) is hashed; a text found once in each file is a certain match wherever it moved.
2. Sections and rules whose own line changed follow the majority of their rules and subrules.
3. Text changed a little: word-level similarity, only against the unmatched numbers of the same level in the
   section the old section went to (siblings of the matched parent first), best pairs first.
4. Text moved to another section: the remaining ones against every unmatched number of the same level that
   shares a rare word with it (an inverted index, not every pair).
5. Merged: an old text contained in a new rule that already holds another (uncertain).
6. Split: a new rule whose text was part of an old one that kept its number (the old mapping turns uncertain
   and lists the parts).
Anything left is removed.
"""

from __future__ import annotations

import difflib
import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field

from judge.crfile import CRText

__all__ = ["Mapping", "Alignment", "align", "words", "level", "parent", "section_of", "same_text", "contained",
           "word_diff"]

SAME, REWORDED, MOVED, MERGED, REMOVED = "same", "reworded", "moved", "merged", "removed"
CERTAIN_SIMILARITY = 0.8  # a reworded text this similar to its best match, and clearly less to the runner-up
CERTAIN_MARGIN = 0.15
SIBLING_BONUS = 0.2  # a candidate under the new place of the old rule's parent is preferred by this much
FUZZY_SIMILARITY = 0.5  # below this, two texts of one section are not the same rule
MOVED_SIMILARITY = 0.6  # across sections the bar is higher
REWRITTEN_SIMILARITY = 0.3  # two texts in the same place between matched siblings
PART_OF_GAP = 0.5  # share of a new text's words found in the old text it was rewritten from (a split)
CONTAINED = 0.75  # share of an old text's words found in a new rule that holds it (merged, split)

_REFERENCE_RE = re.compile(r"\b\d{3}(?:\.\d+[a-z]{0,2})?(?:[–-][a-z0-9]{1,2})?\b")
_WORD_RE = re.compile(r"\{[^}]*\}|[a-z0-9]+(?:'[a-z]+)?")
_PLAIN = (("“", '"'), ("”", '"'), ("‘", "'"), ("’", "'"), ("—", "-"), ("–", "-"))


def _first_line(text: str) -> str:
    return text.split("\n", 1)[0]


def same_text(text: str) -> str:
    """The text as compared: cross-reference numbers masked ("see rule #"), quotes and dashes plain, spaces
    collapsed; so a rule whose only change is a renumbered reference is the same rule."""
    for curly, plain in _PLAIN:
        text = text.replace(curly, plain)
    return " ".join(_REFERENCE_RE.sub("#", text).split())


def words(text: str) -> list[str]:
    """The words of a text, lower-case, for similarity (mana symbols are words; numbers are masked)."""
    return _WORD_RE.findall(same_text(text).lower())


def level(number: str) -> int:
    """0 for a section (714), 1 for a rule (714.3), 2 for a subrule (714.3b)."""
    if "." not in number:
        return 0
    return 1 if number[-1].isdigit() else 2


def parent(number: str) -> str | None:
    """714.3b -> 714.3, 714.3 -> 714, 714 -> None."""
    if "." not in number:
        return None
    return number.rstrip("abcdefghijklmnopqrstuvwxyz") if number[-1].isalpha() else number.partition(".")[0]


def section_of(number: str) -> str:
    return number.partition(".")[0]


def contained(part: list[str], whole: list[str]) -> float:
    """The share of `part`'s words (with repeats) that `whole` has."""
    if not part:
        return 0.0
    have = Counter(whole)
    return sum(min(n, have[w]) for w, n in Counter(part).items()) / len(part)


@dataclass(frozen=True)
class Mapping:
    """Where old rule `old` is in the new file: `new` (None: removed), how it was found (`kind`: same, reworded,
    moved, merged, removed), the word similarity of the two texts, and, when not certain, why."""

    old: str
    new: str | None
    kind: str
    similarity: float
    why: str = ""
    parts: tuple[str, ...] = ()  # a split: every new rule that holds part of the old text, `new` first

    @property
    def certain(self) -> bool:
        return not self.why


@dataclass
class Alignment:
    """Every number of the `old` file mapped into the `new` one (`mappings`), and the new numbers that no old
    number maps to (`added`)."""

    old: CRText
    new: CRText
    mappings: dict[str, Mapping] = field(default_factory=dict)

    def new_number(self, old_number: str) -> str | None:
        found = self.mappings.get(old_number)
        return found.new if found else None

    @property
    def added(self) -> list[str]:
        targets = {n for m in self.mappings.values() for n in (m.new, *m.parts) if n}
        return [n for n in self.new.rules if n not in targets]

    def text_changed(self, old_number: str) -> bool:
        """True if the rule's text (examples included) differs beyond renumbered references."""
        found = self.mappings.get(old_number)
        if found is None or found.new is None:
            return False
        return same_text(self.old.rules[old_number]) != same_text(self.new.rules[found.new])


class _Aligner:
    def __init__(self, old: CRText, new: CRText) -> None:
        self.old, self.new = old, new
        self.old_key = {n: same_text(_first_line(t)) for n, t in old.rules.items()}
        self.new_key = {n: same_text(_first_line(t)) for n, t in new.rules.items()}
        self.old_words = {n: _WORD_RE.findall(k.lower()) for n, k in self.old_key.items()}
        self.new_words = {n: _WORD_RE.findall(k.lower()) for n, k in self.new_key.items()}
        self.old_children: dict[str, list[str]] = defaultdict(list)
        self.new_children: dict[str, list[str]] = defaultdict(list)
        for n in old.rules:
            self.old_children[parent(n) or ""].append(n)
        for n in new.rules:
            self.new_children[parent(n) or ""].append(n)
        self.old_counts = {n: Counter(w) for n, w in self.old_words.items()}
        self.new_counts = {n: Counter(w) for n, w in self.new_words.items()}
        self.frequency = Counter(w for n in new.rules for w in self.new_counts[n])
        self.matchers: dict[str, difflib.SequenceMatcher[str]] = {}
        self.found: dict[str, Mapping] = {}
        self.taken: dict[str, str] = {}  # new number -> old number

    def _map(self, old: str, new: str | None, kind: str, similarity: float, why: str = "",
             parts: tuple[str, ...] = ()) -> None:
        self.found[old] = Mapping(old, new, kind, round(similarity, 3), why, parts)
        if new is not None:
            self.taken[new] = old

    def _similarity(self, old: str, new: str, floor: float = FUZZY_SIMILARITY) -> float:
        """difflib's ratio of the two word lists; 0 when a bound on it (lengths, then shared words) is below
        `floor`. One matcher per new text, so each is indexed once."""
        a, b = self.old_words[old], self.new_words[new]
        total = len(a) + len(b)
        if not total or 2 * min(len(a), len(b)) < floor * total:
            return 0.0
        have = self.new_counts[new]
        if 2 * sum(min(n, have[w]) for w, n in self.old_counts[old].items()) < floor * total:
            return 0.0
        if new not in self.matchers:
            self.matchers[new] = difflib.SequenceMatcher(None, b=b, autojunk=False)
        matcher = self.matchers[new]
        matcher.set_seq1(a)
        return matcher.ratio()

    def _free_old(self, lvl: int) -> list[str]:
        return [n for n in self.old.rules if n not in self.found and level(n) == lvl]

    def _free_new(self) -> list[str]:
        return [n for n in self.new.rules if n not in self.taken]

    def expected_parent(self, old: str) -> str | None:
        """Where the old number's parent went (None: its parent is not placed yet, or it is a section)."""
        up = parent(old)
        return self.found[up].new if up in self.found else None

    def expected_section(self, old: str) -> str:
        placed = self.found.get(section_of(old))
        return section_of(placed.new) if placed and placed.new else section_of(old)

    # 1. same text
    def same_texts(self) -> None:
        def keyed(texts: dict[str, str]) -> dict[tuple[int, str], list[str]]:
            out: dict[tuple[int, str], list[str]] = defaultdict(list)
            for n, key in texts.items():
                out[(level(n), key)].append(n)
            return out

        new_keys = keyed(self.new_key)
        for key, olds in keyed(self.old_key).items():
            news = new_keys.get(key, [])
            if len(olds) == 1 and len(news) == 1:
                self._map(olds[0], news[0], SAME, 1.0)

    # 2. sections and rules follow their children
    def parents_by_children(self, lvl: int) -> None:
        votes: dict[str, Counter[str]] = defaultdict(Counter)
        for old, m in self.found.items():
            if m.new is None:
                continue
            up_old, up_new = old, m.new
            while level(up_old) > lvl:
                up_old, up_new = parent(up_old) or "", parent(up_new) or ""
            if level(old) > lvl:
                votes[up_old][up_new] += 1
        for old in self._free_old(lvl):
            if not votes[old]:
                continue
            new, count = votes[old].most_common(1)[0]
            if new in self.taken or count * 2 <= sum(votes[old].values()) or new not in self.new.rules:
                continue
            similarity = self._similarity(old, new) if self.old_words[old] else 1.0
            same = self.old_key[old] == self.new_key[new]
            self._map(old, new, SAME if same else REWORDED, 1.0 if same else similarity)

    # 3. text changed a little, within the section
    def reworded(self, lvl: int) -> None:
        free_new = defaultdict(list)
        for n in self._free_new():
            if level(n) == lvl:
                free_new[section_of(n)].append(n)
        pairs: list[tuple[float, float, str, str]] = []
        for old in self._free_old(lvl):
            home = self.expected_parent(old)
            for new in free_new[self.expected_section(old)]:
                similarity = self._similarity(old, new)
                if similarity >= FUZZY_SIMILARITY:
                    bonus = SIBLING_BONUS if home is not None and parent(new) == home else 0.0
                    pairs.append((similarity + bonus, similarity, old, new))
        self._assign(pairs, REWORDED)

    # 4. text moved to another section
    def moved(self, lvl: int) -> None:
        """A rule may have become a subrule elsewhere, or a subrule a rule (110.5c became 111.4)."""
        free_new = [n for n in self._free_new() if level(n) == lvl or level(n) * lvl > 0]
        index: dict[str, list[str]] = defaultdict(list)
        for n in free_new:
            for w in set(self.new_words[n]):
                index[w].append(n)
        pairs = []
        for old in self._free_old(lvl):
            rare = sorted(set(self.old_words[old]), key=lambda w: self.frequency[w])[:4]
            candidates = {n for w in rare for n in index.get(w, ())}
            for new in candidates:
                similarity = self._similarity(old, new)
                if similarity >= MOVED_SIMILARITY:
                    pairs.append((similarity, similarity, old, new))
        self._assign(pairs, MOVED)

    def _assign(self, pairs: list[tuple[float, float, str, str]], kind: str) -> None:
        """Best pairs first, each number once; a pair is certain if similar enough and clearly better than the
        old rule's runner-up."""
        pairs.sort(key=lambda p: (-p[0], p[2], p[3]))
        best: dict[str, list[tuple[float, float, str]]] = defaultdict(list)
        for score, similarity, old, new in pairs:
            best[old].append((score, similarity, new))
        for score, similarity, old, new in pairs:
            if old in self.found or new in self.taken:
                continue
            runner_up = next(((s, alike, n) for s, alike, n in best[old] if n != new), None)
            why = ""
            if kind == MOVED:
                why = f"its text ({similarity:.0%} alike) is now in another section"
            elif similarity < CERTAIN_SIMILARITY:
                why = f"text only {similarity:.0%} alike"
            elif runner_up and score - runner_up[0] < CERTAIN_MARGIN:
                why = f"{runner_up[2]} is almost as alike ({runner_up[1]:.0%} against {similarity:.0%})"
            self._map(old, new, kind, similarity, why)

    # 5. rewritten in place: between two matched siblings, else anywhere under the same parent
    def in_place(self) -> None:
        """Unmatched rules between the same two matched siblings pair up by similarity, then those left under the
        same parent; a nearby new rule whose text was mostly in the old one is a part of it (a split)."""
        for old_parent, olds in self.old_children.items():
            new_parent = self.found[old_parent].new if old_parent in self.found else ("" if not old_parent else None)
            if new_parent is None:
                continue
            news = self.new_children.get(new_parent, [])
            for gap_old, gap_new in self._gaps(olds, news):
                self._pair_up(gap_old, gap_new, news)
            self._pair_up([n for n in olds if n not in self.found], [n for n in news if n not in self.taken], news)

    def _gaps(self, olds: list[str], news: list[str]) -> Iterable[tuple[list[str], list[str]]]:
        position = {n: i for i, n in enumerate(news)}
        gap_old: list[str] = []
        start = 0
        for old in olds + [""]:
            target = self.found[old].new if old in self.found else None
            if old and (target is None or target not in position):
                if old not in self.found:
                    gap_old.append(old)
                continue
            end = position[target] if old and target else len(news)
            if gap_old and end >= start:
                yield gap_old, [n for n in news[start:end] if n not in self.taken]
            gap_old = []
            start = max(start, end + 1)

    def _pair_up(self, olds: list[str], news: list[str], siblings: list[str]) -> None:
        pairs = sorted(((self._loose_similarity(o, n), o, n) for o in olds for n in news), reverse=True)
        for similarity, old, new in pairs:
            if similarity < REWRITTEN_SIMILARITY or old in self.found or new in self.taken:
                continue
            i = siblings.index(new)
            parts = [new] + [n for n in siblings[max(0, i - 2):i + 3] if n != new and self._rewritten_part(n, old)]
            why = f"rewritten in place: text only {similarity:.0%} alike"
            if len(parts) > 1:
                why = f"rewritten and split: its text is now in {', '.join(parts)}"
            self._map(old, new, REWORDED, similarity, why, tuple(parts) if len(parts) > 1 else ())

    def _rewritten_part(self, new: str, old: str) -> bool:
        """A nearby new rule not matched with certainty, most of whose words were in the old text."""
        holder = self.taken.get(new)
        if holder is not None and self.found[holder].certain:
            return False
        return contained(self.new_words[new], self.old_words[old]) >= PART_OF_GAP

    def _loose_similarity(self, old: str, new: str) -> float:
        """Word similarity, or, for a text cut down or extended, how much each holds of the other."""
        a, b = self.old_words[old], self.new_words[new]
        return max(self._similarity(old, new, REWRITTEN_SIMILARITY), (contained(a, b) + contained(b, a)) / 2)

    # 6. merged into a rule that holds it
    def merged(self) -> None:
        by_section: dict[str, list[str]] = defaultdict(list)
        for n in self.new.rules:
            by_section[section_of(n)].append(n)
        for old in [n for n in self.old.rules if n not in self.found]:
            mine = self.old_words[old]
            if len(mine) < 4:
                continue
            scored = [(contained(mine, self.new_words[n]), n) for n in by_section[self.expected_section(old)]
                      if level(n) == level(old) or level(n) > 0 < level(old)]
            share, new = max(scored, default=(0.0, ""))
            if share >= CONTAINED:
                self.found[old] = Mapping(old, new, MERGED, round(share, 3),
                                          f"its text ({share:.0%} of its words) is now part of {new}")

    # 7. split: a new rule took part of an old rule's text
    def splits(self) -> None:
        back = {m.new: old for old, m in self.found.items() if m.new}
        for new in self._free_new():
            mine = self.new_words[new]
            up = parent(new)
            if len(mine) < 6 or up is None:
                continue
            scored = [(contained(mine, self.old_words[back[n]]), back[n])
                      for n in self.new_children[up] if n != new and n in back]
            share, old = max(scored, default=(0.0, ""))
            if share >= CONTAINED:
                m = self.found[old]
                parts = tuple(dict.fromkeys(p for p in (*(m.parts or (m.new,)), new) if p))
                self.found[old] = Mapping(old, m.new, m.kind, m.similarity,
                                          f"split: its text is now in {', '.join(parts)}", parts)
                self.taken[new] = old

    def removed(self) -> None:
        for old in self.old.rules:
            if old not in self.found:
                self.found[old] = Mapping(old, None, REMOVED, 0.0, "no rule of the new file has text like it")

    def run(self) -> dict[str, Mapping]:
        self.same_texts()
        for lvl in (1, 0):
            self.parents_by_children(lvl)
        for lvl in (0, 1, 2):
            self.reworded(lvl)
        for lvl in (0, 1, 2):
            self.moved(lvl)
        self.in_place()
        self.merged()
        self.splits()
        self.removed()
        return {n: self.found[n] for n in self.old.rules}


def align(old: CRText, new: CRText) -> Alignment:
    """Map every number of the `old` CR file to its number in the `new` one."""
    return Alignment(old, new, _Aligner(old, new).run())


def word_diff(old: str, new: str) -> str:
    """The change from one text to the other, word by word: [-removed-] {+added+}."""
    a, b = old.split(), new.split()
    out: list[str] = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag == "equal":
            out += a[i1:i2]
            continue
        if i2 > i1:
            out.append("[-" + " ".join(a[i1:i2]) + "-]")
        if j2 > j1:
            out.append("{+" + " ".join(b[j1:j2]) + "+}")
    return " ".join(_shorten(out))


def _shorten(tokens: Iterable[str], keep: int = 6) -> list[str]:
    """Long unchanged stretches between changes become "…"."""
    tokens = list(tokens)
    changed = [i for i, t in enumerate(tokens) if t.startswith(("[-", "{+"))]
    out = []
    for i, t in enumerate(tokens):
        if any(abs(i - c) <= keep for c in changed):
            out.append(t)
        elif out and out[-1] != "…":
            out.append("…")
    return out
