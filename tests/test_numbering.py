"""Tests for judge.numbering (rule numbers across CR versions); judge.crfile is tested in test_crfile.py.

The checks against the official files are skipped cleanly when the CR folder
(env JUDGE_CR_DIR, default ../shared/cr next to the repo) or a file is absent.
"""

from __future__ import annotations

import csv
import datetime
import functools
import os
import re
from pathlib import Path

import pytest

from judge.crfile import CRText, read_cr
from judge.numbering import CITED_RULES, KNOWN_VERSIONS, exists_in, number_in, version_for

CR_DIR = Path(os.environ.get("JUDGE_CR_DIR", Path(__file__).resolve().parents[2] / "shared" / "cr"))
D = datetime.date
OFFICIAL = (
    D(2018, 7, 13), D(2022, 9, 8), D(2023, 10, 13), D(2025, 4, 4),
    D(2025, 6, 6), D(2026, 2, 27), D(2026, 4, 17), D(2026, 8, 7),
)

# A regular expression (case-insensitive, searched in the rule's first line,
# i.e. without its examples) that the rule matches in every CR version in
# which it exists, under the number number_in() gives.  Where a regex alone
# would also match a neighbour, it is anchored with "^" or made more specific.
KEYWORDS: dict[str, str] = {

    "100.1": r"^These Magic rules apply to any Magic game",
    "103.3": r"shuffles their deck",
    "103.4": r"starting life total of 20",
    "103.5": r"equal to their starting hand size, which is normally seven",
    "103.8a": r"two-player game.*skips the draw step",
    "104.3a": r"^A player can concede the game",
    "104.3b": r"^If a player.s life total is 0 or less, that player loses",
    "106.3": r"mana is produced by the effects of mana abilities",
    "107.15": r"^The text box of a Saga card contains chapter symbols",
    "110.2": r"^A permanent.s owner is the same as the owner of the card",
    "111.1": r"put tokens onto the battlefield",
    "111.4": r"^A spell or ability that creates a token sets both its name and its subtype",
    "111.7": r"token that.s in a zone other than the battlefield ceases to exist",
    "111.8": r"token that has left the battlefield can.t move",
    "113.7a": r"exists on the stack independently of its source",
    "115.1": r"choose one or more targets",
    "116.1": r"^special actions are actions a player may take",
    "116.2a": r"^Playing a land is a special action",
    "117.3a": r"active player receives priority at the beginning of most steps",
    "117.3b": r"active player receives priority after a spell or ability",
    "117.4": r"if all players pass in succession",
    "118.3": r"can.t pay a cost without having the necessary resources",
    "118.9": r"^some spells have alternative costs",
    "118.12a": r"unless \[a player does something else\]",
    "119.3": r"gain life or lose life",
    "120.3": r"damage may have one or more of the following results",
    "120.3a": r"damage dealt to a player by a source without infect",
    "120.3e": r"^Damage dealt to a creature by a source with neither wither nor infect",
    "121.1": r"draws a card by putting the top card of their library into their hand",
    "121.2": r"drawn one at a time",
    "121.4": r"^A player who attempts to draw a card from a library with no cards",
    "122.1": r"a counter is a marker",
    "608.3a": r"^If the object that.s resolving has no targets",
    "608.3b": r"^If the object that.s resolving has a target",
    "608.3c": r"is an Aura spell",
    "608.3d": r"mutating creature spell",
    "608.3f": r"copy of a permanent spell, it will become a token",
    "111.13": r"^A copy of a permanent spell becomes a token",
    "601.2h": r"^The player pays the total cost",
    "602.2b": r"^The remainder of the process for activating",
    "707.10f": r"^Some effects copy a permanent spell",
    "122.1b": r"^A keyword counter on a permanent",
    "122.1d": r"stun counters? on (it|a permanent)",
    "122.2": r"counters on an object are not retained",
    "122.3": r"^If a permanent has both a \+1/\+1 counter and a -1/-1 counter",
    "122.6": r"refer to counters being put on an object",
    "205.1a": r"effects set an object.s card type",
    "205.1b": r"retains a prior card type",
    "205.3h": r"the enchantment types are",
    "302.6": r"tap symbol or the untap symbol in its activation cost",
    "303.4": r"subtype .Aura",
    "305.1": r"play a land card from their hand during a main phase",
    "305.2": r"play one land during their turn",
    "305.6": r"basic land types are Plains, Island, Swamp, Mountain, and Forest",
    "305.7": r"sets a land.s subtype to one or more of the basic land types",
    "305.9": r"^If an object is both a land and another card type",
    "307.1": r"cast a sorcery card from their hand",
    "301.1": r"cast an artifact card from their hand",
    "302.1": r"cast a creature card from their hand",
    "303.1": r"cast an enchantment card from their hand",
    "306.1": r"cast a planeswalker card from their hand",
    "400.3": r"would go to any library, graveyard, or hand other than its owner",
    "400.7": r"becomes a new object with no memory",
    "401.4": r"puts two or more cards in a specific position in a library",
    "500.1": r"a turn consists of five phases",
    "500.2": r"ends when the stack is empty and all players pass",
    "500.4": r"begins, (if there are effects that last until that step or phase"
             r"|any effects scheduled to last .until. that phase or step expire)",
    "500.5": r"(effects that last until the end of that step or phase"
             r"|scheduled to last .until end of. that phase or step expire)",
    "500.8": r"add phases to a turn",
    "500.10": r"add a step after a particular phase",
    "500.11": r"cause a step, phase, or turn to be skipped",
    "501.1": r"beginning phase consists of three steps",
    "502.1": r"^First, all phased-in permanents",
    "502.3": r"^(Second|Third), the active player determines which permanents they control will untap",
    "503.1": r"upkeep step has no turn-based actions",
    "504.1": r"^First, the active player draws a card",
    "505.1": r"two main phases in a turn",
    "505.1a": r"only the first main phase of the turn is a precombat main phase",
    "505.4": r"Saga enchantments.*lore counter",
    "506.1": r"combat phase has five steps",
    "506.4": r"^a permanent is removed from combat if",
    "507.1": r"^First, if the game being played is a multiplayer game",
    "508.1": r"^First, the active player declares attackers",
    "508.8": r"^If no creatures are declared as attackers",
    "509.1": r"^First, the defending player declares blockers",
    "510.1": r"^first, the active player announces how each attacking creature assigns",
    "510.2": r"combat damage that.s been assigned is dealt simultaneously",
    "511.1": r"end of combat step has no turn-based actions",
    "513.1": r"end step has no turn-based actions",
    "514.1": r"^First, if the active player.s hand contains more cards than their maximum hand size",
    "514.2": r"damage marked on permanents.*removed",
    "514.3": r"no player receives priority during the cleanup step",
    "601.2": r"^To cast a spell is to take it from",
    "601.2c": r"announces their choice of an appropriate .* for each target",
    "601.3": r"begin to cast a spell only if|can.t begin to cast a spell unless",
    "602.1": r"^Activated abilities have a cost and an effect",
    "602.2": r"to activate an ability is to put it onto the stack",
    "602.5d": r"timing rules for casting a sorcery",
    "603.2": r"matches a triggered ability.s trigger event",
    "603.2g": r"triggers only if its trigger event actually occurs",
    "603.3": r"once an ability has triggered, its controller puts it on the stack",
    "603.3b": r"multiple abilities have triggered since the last time a player received priority",
    "603.3d": r"remainder of the process for putting a triggered ability on the stack",
    "603.4": r"^A triggered ability may read .When/Whenever/At \[trigger event\], if",
    "603.6a": r"enters-the-battlefield abilities trigger when a permanent enters",
    "603.6c": r"leaves-the-battlefield abilities trigger when a permanent moves",
    "603.6d": r"such text is a static ability",
    "603.10a": r"zone-change triggers look back in time",
    "604.3": r"^Some static abilities are characteristic-defining abilities",
    "605.1a": r"activated ability is a mana ability if",
    "605.3a": r"may activate an activated mana ability",
    "606.3": r"^A player may activate a loyalty ability",
    "606.4": r"^the cost to activate a loyalty ability",
    "607.2a": r"^if an object has an activated or triggered ability printed on it that instructs a player to exile",
    "608.1": r"each time all players pass in succession, the spell or ability on top",
    "608.2": r"resolving is an instant spell, a sorcery spell, or an ability",
    "608.2b": r"checks whether the targets are still legal",
    "608.2c": r"follows its instructions in the order written",
    "608.2g": r"option to pay mana, they may activate mana abilities",
    "608.2n": r"final part of an instant or sorcery spell.s resolution",
    "608.3": r"resolving is a permanent spell",
    "610.3": r"change zones .until. a specified event",
    "611.2a": r"lasts as long as stated by the spell or ability",
    "611.2b": r"^Some continuous effects generated by the resolution of a spell or ability have durations "
              r"worded .for as long as",
    "611.2c": r"set of objects it affects is determined when",
    "611.3a": r"isn.t .locked in.",
    "613.1": r"applied in a series of layers",
    "613.1a": r"^Layer 1:",
    "613.1b": r"^Layer 2:",
    "613.1c": r"^Layer 3:",
    "613.1d": r"^Layer 4:",
    "613.1e": r"^Layer 5:",
    "613.1f": r"^Layer 6:",
    "613.1g": r"^Layer 7:",
    "613.3": r"apply effects from characteristic-defining abilities first",
    "613.4a": r"^Layer 7a:",
    "613.4b": r"^Layer 7b:",
    "613.4c": r"^Layer 7c:",
    "613.4d": r"^Layer 7[de]: Effects that switch",
    "613.6": r"should be applied in different layers",
    "613.7": r"usually done using a timestamp system",
    "613.7c": r"^Each counter receives a timestamp",
    "613.8": r"sometimes done using a dependency system",
    "614.1a": r"use the word .instead. are replacement effects",
    "614.1c": r"^Effects that read .\[This permanent\] enters (the battlefield )?with",
    "614.1d": r"^Continuous effects that read .\[This permanent\] enters",
    "614.5": r"^A replacement effect doesn.t invoke itself repeatedly",
    "614.6": r"if an event is replaced, it never happens",
    "614.10": r"skip an event, step, phase, or turn is a replacement effect",
    "614.12": r"^some replacement effects modify how a permanent enters the battlefield",
    "614.12a": r"requires a choice, that choice is made before",
    "614.12b": r"multiple permanents enter the battlefield simultaneously",
    "614.16": r"if an effect would create one or more tokens",
    "616.1": r"two or more replacement and/or prevention effects are attempting",
    "616.1e": r"any of the applicable replacement and/or prevention effects may be chosen",
    "616.1f": r"once the chosen effect has been applied, this process is repeated",
    "700.2": r"a spell or ability is modal",
    "700.4": r"the term dies means",
    "701.6a": r"to counter a spell or ability",
    "701.7a": r"to create one or more tokens",
    "701.8a": r"to destroy a permanent",
    "701.9a": r"^to discard a card",
    "701.9b": r"allow another player to choose which card is discarded",
    "701.13a": r"^To exile an object",
    "701.14a": r"instruct a creature to fight",
    "701.14b": r"instructed to fight (is|are) no longer on the battlefield",
    "701.16a": r"^.Investigate. means",
    "701.17a": r"to mill a number of cards",
    "701.20a": r"^To reveal a card",
    "701.20e": r"instruct a player to look at one or more cards",
    "701.21a": r"to sacrifice a permanent",
    "701.22a": r"^to .scry N. means",
    "701.22b": r"instructed to scry 0",
    "701.25": r"^Surveil$",
    "701.25a": r"^to .surveil N. means",
    "701.25c": r"instructed to surveil 0",
    "701.23a": r"to search for a card",
    "701.24a": r"^to shuffle a library",
    "701.24e": r"shuffle a library containing zero or one cards",
    "701.26a": r"to tap a permanent",
    "701.47": r"^Amass$",
    "701.47a": r"^to amass ",
    "701.47b": r"amassed. after the process",
    "701.57a": r"^.Discover N. means",
    "701.26b": r"to untap a permanent",
    "701.27a": r"^to transform a permanent",
    "701.34a": r"to proliferate means",
    "702.155a": r"^read ahead is a keyword",
    "702.155b": r"chosen number of lore counters",
    "702.155c": r"multiple instances of read ahead",
    "703.4a": r"^Immediately after the untap step begins, all phased-in permanents",
    "703.4c": r"^Immediately after .* the active player determines which permanents they control will untap",
    "703.4d": r"draw step begins, the active player draws a card",
    "703.4f": r"^Immediately after a player.s precombat main phase begins, that player puts a lore counter",
    "703.4p": r"has discarded cards \(if necessary\) during the cleanup step",
    "704.3": r"checks for any of the listed conditions for state-based actions",
    "704.5a": r"^If a player has 0 or less life",
    "704.5b": r"attempted to draw a card from a library with no cards",
    "704.5d": r"token is in a zone other than the battlefield",
    "704.5e": r"copy of a spell is in a zone other than the stack",
    "704.5f": r"creature has toughness 0 or less",
    "704.5g": r"total damage marked on it is greater than or equal to its toughness",
    "704.5j": r"legendary permanents with the same name",
    "704.5m": r"^If an Aura is attached to an illegal object or player",
    "704.5s": r"lore counters on a Saga permanent",
    "706.2": r"^after the roll, the number indicated",
    "707.2": r"^when copying an object, the copy acquires the copiable values",
    "707.10": r"to copy a spell, activated ability, or triggered ability",
    "707.10a": r"copy of a spell is in a zone other than the stack",
    "707.12": r"cast a copy of an object",
    "712.9": r"^Only (transforming tokens and )?permanents represented by .*can transform",
    "712.14a": r"onto the battlefield .transformed.*back face up",
    "712.8d": r"front face up, it has only the characteristics of its front face",
    "712.8e": r"back face (is )?up, it has only the characteristics of its back face",
    "712.14": r"enters the battlefield with its front face up by default",
    "712.18": r"doesn.t become a new object",
    "714": r"^Saga Cards$",
    "714.1": r"striated text box containing a number of chapter symbols",
    "714.1a": r"Saga enchantments that also have the type creature",
    "714.2": r"^a chapter symbol is a keyword ability",
    "714.2a": r"^A chapter symbol includes a Roman numeral",
    "714.2b": r"if the number of lore counters on it was less than N and became at least N",
    "714.2c": r"means the same as",
    "714.2d": r"final chapter number is the greatest value",
    "714.2e": r"final chapter ability is",
    "714.3": r"use lore counters to track their progress",
    "714.3a": r"enters.*\ba lore counter",
    "714.3b": r"chosen number of lore counters",
    "714.3c": r"^As a player.s precombat main phase begins, that player puts a lore counter on each Saga",
    "714.4": r"lore counters on a Saga permanent.*sacrifices it",
    "715.3d": r"cast as an Adventure into its owner.s graveyard",
    "720": r"^Omen Cards$",
    "720.1": r"^Omen cards have a two-part card frame",
    "720.2": r"inset frame on the left defines alternative characteristics",
    "720.2a": r"has an Omen",
    "720.2b": r"alternative characteristics are part of the object.s copiable values",
    "720.2c": r"each omen card is only one card",
    "720.3": r"whether they cast the card normally or as an Omen",
    "720.3a": r"casting an omen card as an Omen",
    "720.3b": r"on the stack as an Omen, the spell has only its alternative",
    "720.3c": r"if an Omen spell is copied",
    "720.3d": r"shuffles it into its owner.s library",
    "720.4": r"and while on the stack not as an Omen",
    "720.5": r"omen card.s alternative name",
    "101.2": r"the .can.t. effect takes precedence",
    "303.4a": r"An Aura spell requires a target",
    "303.4c": r"If an Aura is enchanting an illegal object",
    "608.2d": r"If an effect of a spell or ability offers any choices",
    "608.2h": r"If an effect requires information from the game",
    "612.1": r"Some continuous effects change an object.s text",
    "702.2b": r"dealt damage by a source with deathtouch",
    "119.4": r"allows a player to pay an amount of life",
    "702.21a": r"Ward is a triggered ability",
    "702.88a": r"Rebound appears on some instants and sorceries",
    "603.7": r"delayed triggered ability",
    "514.3a": r"the game checks to see if any state-based actions would be performed",
    "104.2a": r"A player still in the game wins the game if that player.s opponents have all left",
    "117.1a": r"A player may cast an instant spell any time they have priority",
    "107.3a": r"If a spell or activated ability has a mana cost, alternative cost, additional cost",
    "601.2b": r"If the spell is modal",
    "702.12b": r"^A permanent with indestructible can.t be destroyed",
    "702.15b": r"Damage dealt by a source with lifelink",
    "704.5h": r"dealt damage by a source with deathtouch",
    "702.140a": r"Mutate appears on some creature cards",
    "702.140b": r"if its target is illegal, it ceases to be a mutating creature spell",
    "702.140c": r"if its target is legal, it doesn.t enter the battlefield",
    "702.140e": r"A mutated permanent has all abilities of each card",
    "107.3b": r"the only legal choice for X is 0",
    "508.1a": r"chooses which creatures that they control, if any, will attack",
    "508.3a": r"Whenever \[a creature\] attacks",
    "510.1a": r"assigns combat damage equal to its power",
    "510.1b": r"^An unblocked creature assigns its combat damage",
    "510.1c": r"^A blocked creature assigns its combat damage",
    "510.1d": r"^A blocking creature assigns combat damage",
    "509.1a": r"^The defending player chooses which creatures they control, if any, will block",
    "509.1b": r"^The defending player checks each creature they control to see whether it.s affected by any restr",
    "509.1g": r"^Each chosen creature still controlled by the defending player becomes a blocking creature",
    "509.1h": r"^An attacking creature with one or more creatures declared as blockers for it becomes a blocked",
    "509.3a": r"^An ability that reads .Whenever \[a creature\] blocks, ",
    "509.3c": r"^An ability that reads .Whenever \[a creature\] becomes blocked, ",
    "702.9b": r"^A creature with flying can.t be blocked except by creatures with flying",
    "702.111b": r"^A creature with menace can.t be blocked except by two or more creatures",
    "703.4j": r"the defending player declares blockers",
    "603.12": r"reflexive triggered abilit",
    "702.3b": r"with defender can.t attack",
    "702.85a": r"Cascade is a triggered ability",
    "703.4i": r"the active player declares attackers",
    "703.4m": r"all combat damage is dealt simultaneously",
    "707.10b": r"copy of an ability has the same source",
    "511.2": r"Effects that last .until end of combat. expire at the end of the combat phase",
    "603.7a": r"won.t trigger until it has actually been created",
    "603.7b": r"will trigger only once.the next time its trigger event occurs",
    "603.7d": r"If a spell creates a delayed triggered ability",
    "603.7e": r"If an activated or triggered ability creates a delayed triggered ability",
    "602.5": r"^A player can.t begin to activate an ability that.s prohibited",
    "724.1": r"^Some cards end the turn",
    "724.1a": r"^If there are any triggered abilities that triggered before this process began",
    "724.1b": r"^Exile every object on the stack",
    "724.1c": r"^Check state-based actions\. No player gets priority",
    "724.1d": r"^The current phase and/or step ends",
    "707.5": r"^An object that enters the battlefield .as a copy. or .that.s a copy.",
    "707.9": r"^Copy effects may include modifications or exceptions",
    "707.9a": r"^Some copy effects cause the copy to gain an ability",
    "603.7c": r"^A delayed triggered ability that refers to a particular object",
    # Kaldheim and Warhammer 40,000 Sagas
    "120.3c": r"^Damage dealt to a planeswalker causes that many loyalty counters to be removed",
    "704.5i": r"^If a planeswalker has loyalty 0",
    "701.12a": r"^A spell or ability may instruct players to exchange something",
    "701.12b": r"^When control of two permanents is exchanged",
    "101.4": r"^If multiple players would make choices and/or take actions at the same time",
    "701.10e": r"^To double the number of a kind of counters",
    "614.9": r"^Some effects replace damage dealt to one",
    "601.2f": r"^The player determines the total cost of the spell",
    "701.10b": r"^To double a creature.s power",
    "601.2d": r"^If the spell requires the player to divide or distribute",
    "701.66a": r"^.Earthbend N. means",
    "508.1d": r"^The active player checks each creature they control to see whether it.s affected by any requirements",
    "500.7": r"^Some effects can give a player extra turns",
    "702.177a": r"exhaust",
    "701.3a": r"^To attach an Aura, Equipment, or Fortification",
    "704.5z": r"^If a permanent has more than one Role",
    "303.7a": r"^If a permanent has more than one Role",
    "303.4i": r"^If an effect attempts to put an Aura onto the battlefield (attached to|enchanting)",
}
KEYWORDS["201.4"] = r"^If an effect instructs a player to choose a card name"
KEYWORDS["406.3"] = r"^Exiled cards are, by default, kept face up"
KEYWORDS["609.3"] = r"^If an effect attempts to do something impossible"
KEYWORDS["508.1d"] = r"^The active player checks each creature they control to see whether it.s affected by any requ"
# The Ring tempts you (701.52 in 2023-10-13 and 2025-04-04, 701.54 since 2025-06-06).
KEYWORDS.update({
    "701.54": r"^The Ring Tempts You",
    "701.54a": r"^Certain spells and abilities have the text .the Ring tempts you.",
    "701.54c": r"^If a player doesn.t have an emblem named The Ring",
    "701.54d": r"^Some abilities trigger .Whenever the Ring tempts you.",
    "701.54e": r"^Some abilities check to see if a creature .is your Ring-bearer.",
    "508.4": r"^If a creature is put onto the battlefield attacking",
    "725.1": r"^The monarch is a designation a player can have",
    "725.2": r"^There are two inherent triggered abilities associated with being the monarch",
    "725.3": r"^Only one player can be the monarch at a time",
})
# Final Fantasy Summons and Dominants.
KEYWORDS.update({
    "104.3e": r"^An effect may state that a player loses the game",
    "118.14": r"^Some effects say that .mana of any type can be spent",
    "615.1a": r"^Effects that use the word .prevent. are prevention effects",
    "701.3a": r"^To attach an Aura, Equipment, or Fortification",
    "101.4": r"^If multiple players would make choices and/or take actions at the same time",
    "122.1c": r"shield counters? on a permanent create",
    "122.1h": r"finality counters on a permanent create",
    "508.1g": r"^If there are any optional costs to attack with the chosen creatures",
    "508.1h": r"^If any of the chosen creatures require paying costs to attack",
    "603.3c": r"^If a triggered ability is modal",
    "615.1": r"^Some continuous effects are prevention effects",
    "700.2b": r"^The controller of a modal triggered ability chooses the mode",
    "702.34a": r"^Flashback appears on some instants and sorceries",
})


KEYWORDS.update({
    "707.9b": r"^Some copy effects modify a characteristic as part of the copying process",
    "702.11b": r"Hexproof. on a permanent means",
    "702.18a": r"^Shroud is a static ability",
})


KEYWORDS.update({
    "107.3c": r"value of X is defined by the text of that spell or ability",
    "728.1": r"^Rad counters are a kind of counter a player can have",
})


# Brothers' War, Vault Sagas and kin.
KEYWORDS.update({
    "107.14": r"^The energy symbol is \{E\}",
    "303.4f": r"^If an Aura is entering the battlefield under a player.s control by any means other than",
    "305.2a": r"^To determine whether a player can play a land",
    "701.38b": r"^The listed choices may be objects",
    "205.3m": r"^Creatures and (tribals|kindreds) share their lists of subtypes",
    "306.5b": r"^A planeswalker (has the intrinsic ability|is treated as if its text box included)",
    "606.3": r"^A player may activate a loyalty ability of a permanent they control",
    "606.4": r"^The cost to activate a loyalty ability of a permanent is",
    "606.6": r"^A loyalty ability with a negative loyalty cost",
})


# "Exile until" (610.3a-c; 610.3b split out of 610.3a on 2020-07-03).
KEYWORDS.update({
    "610.3a": r"^If a resolving spell or activated ability creates the initial one-shot effect",
    "610.3b": r"^If (the specified event|a resolving triggered ability).*the object doesn.t move",
    "610.3c": r"^An object returned to the battlefield this way returns under its owner.s control",
})


# First strike, double strike and trample in combat damage.
KEYWORDS.update({
    "510.4": r"^If at least one attacking or blocking creature has first strike",
    "702.4b": r"^If at least one attacking or blocking creature has first strike",
    "702.7b": r"^If at least one attacking or blocking creature has first strike",
    "702.19b": r"^The controller of an attacking creature with trample first assigns damage",
    "702.19d": r"^If an attacking creature with trample (or trample over planeswalkers )?is blocked, but there are no",
    "109.5": r"^The words .you. and .your. on an object refer to the object.s controller",
})


@functools.lru_cache(maxsize=None)
def official(version: D) -> CRText:
    """Parse the official CR file for ``version``; skip the test if it is absent."""
    path = CR_DIR / f"MagicCompRules-{version:%Y%m%d}.txt"
    if not path.is_file():
        pytest.skip(f"CR file not available: {path}")
    return read_cr(path)


def first_line(text: str) -> str:
    return text.split("\n", 1)[0]


# --- judge.numbering: data sanity -------------------------------------------

def test_cited_rules_are_unique_and_all_have_keywords():
    assert len(set(CITED_RULES)) == len(CITED_RULES)
    assert set(CITED_RULES) == set(KEYWORDS)


def test_known_versions_ascending_with_2017_dominaria_and_official_files():
    assert list(KNOWN_VERSIONS) == sorted(set(KNOWN_VERSIONS))
    assert KNOWN_VERSIONS[0] == D(2017, 1, 20)
    assert D(2017, 9, 29) in KNOWN_VERSIONS and D(2018, 4, 27) in KNOWN_VERSIONS
    assert set(OFFICIAL) <= set(KNOWN_VERSIONS)
    assert KNOWN_VERSIONS[-1] == D(2026, 8, 7)


def test_known_versions_include_every_tsv_row_from_2017():
    tsv = CR_DIR / "rule-numbers-by-version.tsv"
    if not tsv.is_file():
        pytest.skip(f"not available: {tsv}")
    with tsv.open(encoding="utf-8") as f:
        dates = {D.fromisoformat(row["effective_date"]) for row in csv.DictReader(f, delimiter="\t")}
    assert {d for d in dates if d.year >= 2017} <= set(KNOWN_VERSIONS)


def test_version_for_picks_the_version_in_force():
    assert version_for(D(2018, 5, 1)) == D(2018, 4, 27)
    assert version_for(D(2026, 4, 17)) == D(2026, 4, 17)
    assert version_for(D(2030, 1, 1)) == D(2026, 8, 7)
    with pytest.raises(ValueError):
        version_for(D(2016, 12, 31))


def test_invalid_rule_numbers_are_rejected():
    for bad in ("71", "714.", "714.3C", "rule 714", ""):
        with pytest.raises(ValueError):
            number_in(bad, D(2025, 1, 1))


def test_latest_version_numbers_are_canonical():
    for rule in CITED_RULES:
        assert exists_in(rule, D(2026, 8, 7)), rule
        assert number_in(rule, D(2026, 8, 7)) == rule


# --- judge.numbering: the change points ----------------------------------------

def test_714_3c_was_714_3b_before_2026_04_17():
    assert number_in("714.3c", D(2026, 4, 17)) == "714.3c"
    assert number_in("714.3c", D(2026, 2, 27)) == "714.3b"
    assert number_in("714.3c", D(2025, 6, 6)) == "714.3b"


def test_714_saga_section_was_715_from_2021_07_23_to_2023_04_14():
    assert number_in("714.3c", D(2021, 7, 22)) == "714.3b"
    assert number_in("714.3c", D(2021, 7, 23)) == "715.3b"
    assert number_in("714.4", D(2023, 2, 3)) == "715.4"
    assert number_in("714", D(2023, 4, 14)) == "714"
    assert number_in("714.2e", D(2022, 9, 8)) == "715.2e"


def test_714_sagas_do_not_exist_before_2018_04_27():
    assert not exists_in("714.4", D(2017, 9, 29))
    assert number_in("714.4", D(2017, 9, 29)) == "714.4"  # unchanged when absent
    assert not exists_in("704.5s", D(2018, 1, 19))
    assert exists_in("704.5s", D(2018, 4, 27))
    assert number_in("703.4f", D(2018, 4, 27)) == "703.4e"
    assert number_in("703.4p", D(2017, 9, 29)) == "703.4n"  # 703.4e (Sagas) was inserted
    assert number_in("703.4d", D(2017, 9, 29)) == "703.4c"


def test_714_1a_exists_from_2025_06_06_and_714_2e_from_2022_09_08():
    assert not exists_in("714.1a", D(2025, 4, 4)) and exists_in("714.1a", D(2025, 6, 6))
    assert not exists_in("714.2e", D(2022, 7, 8)) and exists_in("714.2e", D(2022, 9, 8))


def test_714_3b_read_ahead_placement_was_714_3a_then_702_155a():
    assert number_in("714.3b", D(2026, 4, 17)) == "714.3b"
    assert number_in("714.3b", D(2026, 2, 27)) == "714.3a"
    assert number_in("714.3b", D(2023, 10, 13)) == "714.3a"
    assert number_in("714.3b", D(2023, 9, 1)) == "702.155a"
    assert not exists_in("714.3b", D(2022, 7, 8))


def test_702_155b_was_702_155a_before_2023_10_13_and_702_155c_is_new():
    assert number_in("702.155b", D(2023, 10, 13)) == "702.155b"
    assert number_in("702.155b", D(2023, 9, 1)) == "702.155a"
    assert not exists_in("702.155c", D(2023, 9, 1)) and exists_in("702.155c", D(2023, 10, 13))
    assert not exists_in("702.155a", D(2022, 7, 8))


def test_707_copying_was_706_before_2021_07_23():
    assert number_in("707.10", D(2021, 6, 18)) == "706.10"
    assert number_in("707.2", D(2021, 7, 23)) == "707.2"
    assert not exists_in("706.2", D(2021, 6, 18))  # 706 "Rolling a Die" is new


def test_122_counters_was_121_before_2019_07_12():
    assert number_in("122.1", D(2019, 6, 14)) == "121.1"
    assert number_in("122.6", D(2019, 7, 12)) == "122.6"
    assert number_in("117.3a", D(2019, 6, 14)) == "116.3a"
    assert number_in("111.7", D(2019, 6, 14)) == "110.5f"
    assert number_in("111.1", D(2019, 6, 14)) == "110.5"


def test_701_24a_shuffle_was_701_18_19_20_before():
    assert [number_in("701.24a", v) for v in (
        D(2017, 9, 29), D(2018, 4, 27), D(2020, 6, 1), D(2020, 7, 3), D(2025, 4, 4), D(2025, 6, 6)
    )] == ["701.18a", "701.19a", "701.19a", "701.20a", "701.20a", "701.24a"]


def test_701_34a_proliferate_was_701_25_26_27_before():
    assert [number_in("701.34a", v) for v in (
        D(2017, 9, 29), D(2018, 7, 13), D(2020, 7, 3), D(2025, 4, 4), D(2025, 6, 6)
    )] == ["701.25a", "701.26a", "701.27a", "701.27a", "701.34a"]


def test_701_17a_mill_exists_from_2020_07_03_as_701_13a():
    assert not exists_in("701.17a", D(2020, 6, 1))
    assert number_in("701.17a", D(2020, 7, 3)) == "701.13a"
    assert number_in("701.6a", D(2025, 4, 4)) == "701.5a"  # counter: below the insertion
    assert number_in("701.27a", D(2018, 7, 13)) == "701.27a"  # transform: 27, 28, 27
    assert number_in("701.27a", D(2020, 7, 3)) == "701.28a"


def test_703_4f_was_703_4e_before_2021_11_19():
    assert number_in("703.4f", D(2021, 9, 24)) == "703.4e"
    assert number_in("703.4f", D(2021, 11, 19)) == "703.4f"
    assert number_in("703.4f", D(2024, 11, 8)) == "703.4f"  # unaffected by the 2024 re-lettering


def test_703_4p_cleanup_action_letters_by_version():
    assert [number_in("703.4p", v) for v in (
        D(2018, 7, 13), D(2021, 11, 19), D(2022, 10, 7), D(2024, 9, 20), D(2024, 11, 8)
    )] == ["703.4p", "703.4q", "703.4r", "703.4r", "703.4p"]


def test_608_2n_was_608_2m_from_2020_11_20_and_608_2k_before():
    assert number_in("608.2n", D(2020, 9, 25)) == "608.2k"
    assert number_in("608.2n", D(2020, 11, 20)) == "608.2m"
    assert number_in("608.2n", D(2024, 6, 7)) == "608.2m"
    assert number_in("608.2n", D(2024, 7, 30)) == "608.2n"
    assert number_in("608.2g", D(2018, 7, 13)) == "608.2f"


def test_603_2g_was_603_2f_g_h_before_2025_11_14():
    assert [number_in("603.2g", v) for v in (
        D(2018, 7, 13), D(2020, 7, 3), D(2021, 6, 18), D(2021, 7, 23), D(2025, 9, 19), D(2025, 11, 14)
    )] == ["603.2f", "603.2g", "603.2g", "603.2h", "603.2h", "603.2g"]


def test_614_12b_exists_from_2025_09_19():
    assert not exists_in("614.12b", D(2025, 7, 25))
    assert exists_in("614.12b", D(2025, 9, 19))
    assert number_in("614.12a", D(2025, 7, 25)) == "614.12a"


def test_500_4_and_500_5_were_rewritten_2025_11_14():
    assert number_in("500.4", D(2025, 9, 19)) == "500.5"  # "until" expiry was in the old 500.5
    assert number_in("500.5", D(2025, 9, 19)) == "500.5"
    assert number_in("500.4", D(2025, 11, 14)) == "500.4"


def test_500_10_exists_from_2024_04_12_and_500_11_was_500_10():
    assert not exists_in("500.10", D(2024, 3, 8)) and exists_in("500.10", D(2024, 4, 12))
    assert number_in("500.11", D(2024, 3, 8)) == "500.10"
    assert number_in("500.11", D(2024, 4, 12)) == "500.11"


def test_103_3_shuffle_was_103_1_then_103_2():
    assert number_in("103.3", D(2020, 4, 17)) == "103.1"
    assert number_in("103.3", D(2020, 7, 3)) == "103.2"
    assert number_in("103.3", D(2022, 10, 7)) == "103.3"
    assert number_in("103.8a", D(2022, 9, 8)) == "103.7a"


def test_613_4d_was_613_3e_before_2020_04_17():
    assert number_in("613.4d", D(2020, 1, 24)) == "613.3e"
    assert number_in("613.4c", D(2020, 1, 24)) == "613.3c"
    assert number_in("613.7", D(2020, 1, 24)) == "613.6"
    assert number_in("613.4d", D(2020, 4, 17)) == "613.4d"


def test_616_1e_was_616_1d_before_2022_02_18():
    assert number_in("616.1e", D(2021, 11, 19)) == "616.1d"
    assert number_in("616.1f", D(2022, 2, 18)) == "616.1f"


def test_712_14a_enters_transformed_history():
    assert [number_in("712.14a", v) for v in (
        D(2018, 7, 13), D(2020, 9, 25), D(2020, 11, 20), D(2021, 7, 23), D(2023, 4, 14)
    )] == ["711.8", "711.9a", "711.10a", "712.10a", "712.14a"]
    assert number_in("712.18", D(2023, 2, 3)) == "712.14"


def test_720_omen_cards_exist_from_2025_04_04():
    assert not exists_in("720.3d", D(2025, 2, 7))
    assert exists_in("720.3d", D(2025, 4, 4))
    assert not exists_in("720", D(2024, 1, 1))
    assert number_in("720.3d", D(2024, 1, 1)) == "720.3d"


def test_tsv_columns_agree_with_number_in():
    tsv = CR_DIR / "rule-numbers-by-version.tsv"
    if not tsv.is_file():
        pytest.skip(f"not available: {tsv}")
    columns = {  # TSV column -> canonical number
        "counters": "122", "shuffle": "701.24", "proliferate": "701.34",
        "read_ahead": "702.155", "copying_objects": "707", "saga_cards": "714",
        "adventurer_cards": "715", "omen_cards": "720", "chapter_symbol_107": "107.15",
        "saga_sba_704": "704.5s", "saga_tba_505": "505.4", "saga_tba_703": "703.4f",
        "spell_to_graveyard_608_2": "608.2n",
    }
    problems = []
    with tsv.open(encoding="utf-8") as f:
        for row in csv.DictReader(f, delimiter="\t"):
            version = D.fromisoformat(row["effective_date"])
            if version < KNOWN_VERSIONS[0]:
                continue
            for column, canonical in columns.items():
                got = number_in(canonical, version) if exists_in(canonical, version) else "-"
                if got != row[column]:
                    problems.append(f"{version} {column}: TSV {row[column]}, number_in {got}")
    assert not problems, "\n".join(problems)


# --- judge.numbering against the official files ---------------------------------

@pytest.mark.parametrize("version", OFFICIAL, ids=str)
def test_cited_rules_exist_with_the_same_meaning_in_official_file(version):
    """Every cited rule that exists in ``version`` is found under number_in() and
    matches its keyword; where the number moved, the canonical number does not."""
    cr = official(version)
    problems = []
    for rule in CITED_RULES:
        if not exists_in(rule, version):
            continue
        number = number_in(rule, version)
        keyword = re.compile(KEYWORDS[rule], re.IGNORECASE)
        text = cr.rules.get(number)
        if text is None:
            problems.append(f"{rule}: {number} is not in the {version} file")
        elif not keyword.search(first_line(text)):
            problems.append(f"{rule}: {number} is a different rule: {first_line(text)[:80]!r}")
        if number != rule and rule in cr.rules and keyword.search(first_line(cr.rules[rule])):
            problems.append(f"{rule}: the canonical number also matches in {version}; mapping suspicious")
    assert not problems, "\n".join(problems)


# Rules whose text repeats another rule's (so their keyword can't be unique):
# 702.155b/714.3b (read-ahead placement), 720.2/720.2b (same as Adventurer 715.2/715.2b).
SHARED_TEXT = frozenset({"702.155b", "714.3b", "720.2", "720.2b"})


@pytest.mark.parametrize("version", OFFICIAL, ids=str)
def test_rules_marked_absent_are_not_in_official_file(version):
    """A cited rule that doesn't exist yet must not be found (by keyword) under any number."""
    cr = official(version)
    found = []
    for rule in CITED_RULES:
        if exists_in(rule, version) or rule in SHARED_TEXT:
            continue
        keyword = re.compile(KEYWORDS[rule], re.IGNORECASE)
        hits = [n for n, t in cr.rules.items() if keyword.search(first_line(t))]
        if hits:
            found.append(f"{rule} marked absent in {version} but matches {hits[:3]}")
    assert not found, "\n".join(found)


# --- the library's citations against the official files ----------------------------------------

LIBRARY = Path(__file__).resolve().parents[1] / "scenarios"


@functools.lru_cache(maxsize=None)
def library_cites(version: D) -> dict[str, set[str]]:
    """Canonical rule -> library scenarios whose run under CR ``version`` cites it (scenarios that
    cannot run under it, e.g. a mechanic that did not exist yet, are left out)."""
    from judge import runner, scenario
    from judge.errors import InputError

    cites: dict[str, set[str]] = {}
    for path in sorted(LIBRARY.glob("*.yaml")):
        try:
            result = runner.run(scenario.load(path), rules=version.isoformat())
        except InputError:
            continue
        for event in result.game.log:
            for rule in event.cites:
                cites.setdefault(rule, set()).add(path.stem)
    return cites


@pytest.mark.parametrize("version", OFFICIAL, ids=str)
def test_every_rule_the_library_cites_exists_in_the_official_file_of_that_version(version):
    """Running the library under ``version``: every citation is a rule judge maps (CITED_RULES), it
    existed then, and its number in that version is in that version's official file."""
    cr = official(version)
    problems = []
    for rule, where in sorted(library_cites(version).items()):
        if rule not in CITED_RULES:
            problems.append(f"{rule} (cited by {sorted(where)[0]}) is not in numbering.CITED_RULES")
        elif not exists_in(rule, version):
            problems.append(f"{rule} (cited by {sorted(where)[0]}) did not exist in {version}")
        elif number_in(rule, version) not in cr.rules:
            problems.append(f"{rule} is cited as {number_in(rule, version)}, which the {version} file lacks")
    assert not problems, "\n".join(problems)


def test_the_library_runs_under_its_own_versions_cite_only_existing_rules():
    """Each scenario under the version its `rules:` names: every citation exists in that version."""
    from judge import runner, scenario

    problems = []
    for path in sorted(LIBRARY.glob("*.yaml")):
        result = runner.run(scenario.load(path))
        version = result.game.version.date
        for event in result.game.log:
            problems += [f"{path.stem}: {rule} did not exist in {version}" for rule in event.cites
                         if not exists_in(rule, version)]
    assert not problems, "\n".join(problems)


# Doctor Who, Star Trek, REX and TMT Sagas
KEYWORDS.update({
    "701.55a": r"faces a villainous choice . \[option A\], or \[option B\]. means",
    "701.55b": r"While facing a villainous choice, a player may choose an option that is illegal or impossible",
    "701.56a": r"To time travel means to choose any number of permanents you control with one or more time counters",
    "702.124m": r"Doctor.s companion. means",
})
KEYWORDS.update({"506.5": r"attacks alone if it.s the only creature declared as an attacker"})
KEYWORDS.update({
    "701.15": r"^Goad$",
    "701.15a": r"Certain spells and abilities can goad a creature",
    "701.15b": r"^Goaded is a designation",
    "701.15d": r"Once a player has goaded a creature",
    "702.14c": r"A creature with landwalk can.t be blocked as long as the defending player controls",
    "702.31b": r"A creature with horsemanship can.t be blocked by creatures without horsemanship",
    "702.26b": r"If a permanent phases out, its status changes to .phased out",
    "702.26c": r"If a permanent phases in, its status changes to .phased in",
    "702.63a": r"Vanishing is a keyword that represents three abilities",
    "702.62a": r"Suspend is a keyword that represents three abilities",
    "702.62b": r"A card is .suspended. if it.s in the exile zone, has suspend, and has a time counter on it",
})
KEYWORDS.update({"701.38a": r"instruct players to vote for one choice from a list of options"})
KEYWORDS.update({"115.10a": r"Just because an object or player is being affected by a spell or ability"})
# Kamigawa: Neon Dynasty transforming Sagas, Elspeth Conquers Death, Kaldheim Sagas.
KEYWORDS["118.3a"] = r"^Paying mana is done by removing the indicated mana"
KEYWORDS.update({
    "106.6": r"^Some spells or abilities that produce mana restrict how that mana can be spent",
    "116.2h": r"^A player who has a card with foretell in their hand may pay",
    "702.143a": r"^Foretell is a keyword that functions while the card with foretell is in a player.s hand",
    "702.143b": r"^Exiling a card using its foretell ability is a special action",
})
# Avatar, REX and March of the Machine transforming Sagas
KEYWORDS.update({
    "107.3": r"use the letter X as a placeholder",
    "402.2": r"^Each player has a maximum hand size",
    "701.23b": r"searching a hidden zone for cards with a stated quality",
    "701.27c": r"instructs a player to transform a permanent that isn.t represented",
    "701.27d": r"instructs a player to transform a permanent, and the face that permanent would transform into",
    "701.53a": r"^To incubate N",
    "701.65a": r"instruct a player to airbend",
    "702.138a": r"^Escape represents a static ability",
})
KEYWORDS["701.17b"] = r"^A player can.t mill a number of cards greater than the number of cards in their library"
KEYWORDS["702.142a"] = r"Boast . \[Cost\]: \[Effect\]"
