"""The card vocabulary is declared once (judge.cards.vocabulary) and each declared effect has exactly one
handler in the engine (judge.game.effects), registered against its name by the family module it names."""

import subprocess
import sys

import pytest

from judge import render_events, rulebook
from judge.cards import CARD_DIR, Ability, CardDef, parse_card
from judge.cards.vocabulary import EFFECTS, LAYERS_OF, NESTED_EFFECTS, REPEAT_CONDITIONS
from judge.game.effects.control_flow import REPEAT_TESTS
from judge.game.resolution import HANDLERS, handler, load_every_family
from judge.yamlsrc import load_yaml


load_every_family()


def test_every_declared_effect_has_a_handler_and_every_handler_a_declaration():
    assert sorted(set(EFFECTS) - set(HANDLERS)) == [], "declared effects without a handler"
    assert sorted(set(HANDLERS) - set(EFFECTS)) == [], "handlers of effects the vocabulary does not declare"


def test_each_effect_names_the_family_module_of_its_handler():
    assert [name for name, spec in EFFECTS.items()
            if HANDLERS[name].__module__ != f"judge.game.effects.{spec.family}"] == []


def test_608_2c_a_family_of_handlers_is_imported_when_one_of_its_effects_first_resolves():
    code = ("import sys\n"
            "from judge.game import resolution\n"
            "before = 'judge.game.effects.revealing' in sys.modules\n"
            "resolution.handler_of('reveal_until')\n"
            "print(before, 'judge.game.effects.revealing' in sys.modules)")
    shown = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert shown.split() == ["False", "True"]


def test_an_effect_cannot_have_a_second_handler():
    with pytest.raises(ValueError, match="two handlers"):
        handler("destroy")(lambda ctx, params: None)
    assert HANDLERS["destroy"].__name__ == "e_destroy"


def test_611_2_each_continuous_effect_is_applied_in_declared_layers_and_described():
    continuous = {name: spec for name, spec in EFFECTS.items() if spec.continuous}
    assert continuous, "some effects create continuous effects"
    for name, spec in continuous.items():
        assert spec.continuous in LAYERS_OF, name
        assert spec.continuous in render_events.EFFECT_WORDING, name


def test_each_effect_names_a_rule_judge_knows_and_summarizes():
    assert [(name, spec.rule) for name, spec in EFFECTS.items() if spec.rule not in rulebook.summaries()] == []


def test_each_repeat_condition_has_a_test_and_each_test_a_condition():
    assert set(REPEAT_TESTS) == set(REPEAT_CONDITIONS)


def test_nested_effect_parameters_are_those_declared_as_effects():
    declared = {key for spec in EFFECTS.values() for key, kind in spec.params.items() if kind == "effects"}
    assert set(NESTED_EFFECTS) == declared


def _effects_of(card: CardDef):
    """(effect name, parameters) of every effect a card's abilities hold, granted and nested ones included."""
    def walk_effects(effects):
        for effect in effects:
            (name, params), = effect.items()
            params = params or {}
            yield name, params
            for key in NESTED_EFFECTS:
                yield from walk_effects(params.get(key) or ())
            for mode in params.get("modes") or ():
                yield from walk_effects(mode.get("effects") or ())
            yield from walk_abilities(params.get("abilities") or ())

    def walk_abilities(abilities):
        for ability in abilities:
            if isinstance(ability, Ability):
                yield from walk_effects(ability.effects)
                yield from walk_abilities(ability.static.get("abilities") or ())

    for face in (card.front, card.back, card.omen):
        if face is not None:
            yield from walk_abilities(face.abilities)


FILES = sorted(CARD_DIR.glob("*.yaml"))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_card_files_use_only_declared_effect_parameters(path):
    card = parse_card(load_yaml(path.read_text(encoding="utf-8")), path.name)
    undeclared = [(name, key) for name, params in _effects_of(card) for key in params
                  if key not in EFFECTS[name].params]
    assert undeclared == []
