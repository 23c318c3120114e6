"""CR versions and the dated behaviour switches between them.

Every behavioural difference between Comprehensive Rules versions that judge
models is one `Switch` below, with the date it took effect and the rules it
changed. Engine code asks `version.has(SWITCH)`; it never compares dates.
Citation numbers are canonical (CR 2026-08-07 numbering) inside the engine and
are printed as numbered in the applied version by `RulesVersion.number`.
"""

from __future__ import annotations

import datetime as dt
from judge.records import Frozen, record

from judge import numbering


@record
class Switch(Frozen):
    """One behaviour change of the CR, effective from `since`."""

    key: str
    since: dt.date
    rules: tuple[str, ...]
    summary: str


SAGAS = Switch(
    "sagas", dt.date(2018, 4, 27), ("714",),
    "Saga cards exist (Dominaria).",
)
PROLIFERATE_EACH_KIND = Switch(
    "proliferate-each-kind", dt.date(2019, 5, 3), ("701.34a",),
    "Proliferate gives one counter of each kind already there (before: one counter of one chosen kind).",
)
MUTATE = Switch(
    "mutate", dt.date(2020, 4, 17), ("702.140",),
    "Mutate exists (Ikoria: Lair of Behemoths): a creature spell may merge with a creature (702.140, 730).",
)
KEYWORD_COUNTERS = Switch(
    "keyword-counters", dt.date(2020, 4, 17), ("122.1b",),
    "Keyword counters exist (Ikoria: Lair of Behemoths): a flying, indestructible, ... counter gives its keyword.",
)
TOKEN_NAMES_END_IN_TOKEN = Switch(
    "token-names-end-in-token", dt.date(2021, 11, 19), ("111.4",),
    "A token whose creating effect names none is named its subtypes plus the word \"Token\" (Innistrad: Crimson "
    "Vow); before, its subtypes alone.",
)
READ_AHEAD = Switch(
    "read-ahead", dt.date(2022, 9, 8), ("702.155a",),
    "Read ahead exists (Dominaria United): as a keyword representing two static abilities.",
)
READ_AHEAD_PLACEMENT_IS_RULE = Switch(
    "read-ahead-placement-is-rule", dt.date(2023, 10, 13), ("714.3a", "702.155b"),
    "The read-ahead lore-counter placement is a rule statement (714.3a/702.155b), no longer an ability.",
)
OMENS = Switch(
    "omens", dt.date(2025, 4, 4), ("720",),
    "Omen cards exist (Tarkir: Dragonstorm).",
)
SAGA_NEEDS_CHAPTER_ABILITIES = Switch(
    "saga-needs-chapter-abilities", dt.date(2025, 6, 6), ("714.3c", "714.4", "505.4", "704.5s"),
    "The precombat-main lore counter and the Saga sacrifice apply only to Sagas with one or more chapter abilities.",
)
ENTERING_LORE_IS_ABILITY = Switch(
    "entering-lore-is-ability", dt.date(2026, 4, 17), ("714.3a", "714.3b", "702.155b"),
    "A Saga's entering lore counter(s) come from intrinsic abilities that create replacement effects (614.1c).",
)

SWITCHES: tuple[Switch, ...] = (
    SAGAS, PROLIFERATE_EACH_KIND, MUTATE, KEYWORD_COUNTERS, TOKEN_NAMES_END_IN_TOKEN, READ_AHEAD,
    READ_AHEAD_PLACEMENT_IS_RULE, OMENS, SAGA_NEEDS_CHAPTER_ABILITIES, ENTERING_LORE_IS_ABILITY,
)


@record
class RulesVersion(Frozen):
    """The CR version in force: its effective date and the switches on in it."""

    date: dt.date

    def has(self, switch: Switch) -> bool:
        return self.date >= switch.since

    def number(self, canonical: str) -> str:
        """The canonical rule number as numbered in this version."""
        return numbering.number_in(canonical, self.date)

    def exists(self, canonical: str) -> bool:
        return numbering.exists_in(canonical, self.date)

    def covering(self, canonical: str) -> str | None:
        """The rule that said it in this version (a subrule not yet written: its rule), or None."""
        return numbering.covering(canonical, self.date)

    @property
    def learned(self) -> bool:
        """A version judge learned from its file (`judge rules add`): numbered as learned, with the behaviour of
        the newest version judge knows (no switch after it)."""
        return self.date > NEWEST

    @property
    def behaviour_note(self) -> str:
        """Said once in a run's header for a learned version; empty otherwise."""
        return f"behaviour of {NEWEST}: judge knows no switch after it" if self.learned else ""

    def __str__(self) -> str:
        return self.date.isoformat()


NEWEST = numbering.KNOWN_VERSIONS[-1]


def parse_date(value) -> dt.date:
    """Accept a date object or a YYYY-MM-DD string; raise ValueError otherwise."""
    if isinstance(value, dt.datetime):
        return value.date()
    if isinstance(value, dt.date):
        return value
    return dt.date.fromisoformat(str(value).strip())


def version_for(day: dt.date | None) -> RulesVersion:
    """The newest known CR version in force on `day` (default: the newest)."""
    if day is None:
        return RulesVersion(NEWEST)
    if day > NEWEST:
        learned = [v for v in numbering.learned_versions() if v <= day]
        if learned:
            return RulesVersion(learned[-1])
    in_force = [v for v in numbering.KNOWN_VERSIONS if v <= day]
    if not in_force:
        raise ValueError(f"no known CR version is in force on {day}; the earliest is {numbering.KNOWN_VERSIONS[0]}")
    return RulesVersion(in_force[-1])

# ----- Final Fantasy Summons and Dominants ---------------------------------------------
SHIELD_COUNTERS = Switch(
    "shield counters", dt.date(2022, 4, 29), ("122.1c",),
    "Shield counters prevent damage and replace destruction (Streets of New Capenna).",
)
FINALITY_COUNTERS = Switch(
    "finality counters", dt.date(2025, 4, 4), ("122.1h",),
    "Finality counters exile a permanent instead of putting it into a graveyard (first in the 2025-04-04 file).",
)
SWITCHES += (SHIELD_COUNTERS, FINALITY_COUNTERS)

# ----- foretell (Niko Defies Destiny) ------------------------------------------------------------
FORETELL = Switch(
    "foretell", dt.date(2021, 2, 5), ("702.143",),
    "Foretell exists (Kaldheim): a card with foretell may be exiled face down from hand for {2} and cast later for "
    "its foretell cost (702.143, 116.2h).",
)
SWITCHES += (FORETELL,)

# ----- boast (Sigurd, Jarl of Ravensthorpe) ------------------------------------------------------------------------
BOAST = Switch(
    "boast", dt.date(2021, 2, 5), ("702.142",),
    "Boast exists (Kaldheim): \"Boast — [Cost]: [Effect]\" is activated only if the creature attacked this turn and "
    "only once each turn (702.142a).",
)
SWITCHES += (BOAST,)
