"""Issue 18, findings 1, 2 and 9: options by meaning, non-options refused, argument types.

Loose text (case, accents, punctuation, zero padding) that names a legal option is that
option; anything that is not an option raises :class:`IllegalAction` and changes nothing;
wrong-typed arguments raise :class:`ArgumentError` (a ``ValueError`` and a ``TypeError``).
"""

from __future__ import annotations

import pytest

from gamecore.errors import ArgumentError
from lemmings import Exchange, Game, IllegalAction, Move, Play, scenarios
from lemmings.cards import find_card
from lemmings.matching import loose, well_formed
from lemmings.options import plain, read_option


@pytest.mark.parametrize("name,text,meant", [
    ("card_boo", "play boo", Play("Boo!")),
    ("card_boo", "PLAY  Boo", Play("Boo!")),
    ("card_deja_vu", "play deja vu", Play("Déjà Vu")),
    ("card_deja_vu", "play déjà-vu!", Play("Déjà Vu")),
    ("card_boo", "play its a 5", Play("It's a 5")),
    ("rulebook_cliff_dive", "move R1 1502 dive 02", Move("R1", "1502", 2)),
    ("rulebook_cliff_dive", "move r1 1502 dive 2.", Move("R1", "1502", 2)),
])
def test_loose_text_means_the_legal_option(name, text, meant):
    game = scenarios.load(name)
    assert meant in game.pending.options
    assert game.apply(text) == meant


@pytest.mark.parametrize("bad", [
    Move(["R1"], "0603"), Exchange({}, ""), Move("R1", "0603", True), Move("R1", "0603", -1), Play(None),
    None, 3, 2.5, {}, [], {"move": "R1"}, b"roll", "x" * 100_000, "", "   ", "move", "play nothing",
])
def test_non_options_raise_illegal_action_and_change_nothing(bad):
    game = scenarios.load("card_boo")
    before = game.to_json()
    with pytest.raises(IllegalAction):
        game.apply(bad)
    assert game.to_json() == before


def test_loose_keys_and_field_types():
    assert loose("Play Déjà Vu!") == loose("play deja vu") == "play deja vu"
    assert loose("move R1 0603") == loose("MOVE r1 603")
    assert well_formed(Move("R1", "0603", 2)) and not well_formed(Move("R1", 603))


@pytest.mark.parametrize("call", [
    lambda: Game.new(variant=3), lambda: Game.new(clans=[1, 2, 3, 4]), lambda: Game.new(die=3),
    lambda: Game.new(board={}), lambda: Game.new(players=2, variant=["short", "short"]),
    lambda: Game.new(variant={"short": 1}), lambda: Game.new(first_player=True), lambda: Game.new(seed="7"),
    lambda: Game.new(players=True),
])
def test_constructor_arguments_of_the_wrong_type(call):
    with pytest.raises((ArgumentError, ValueError)) as info:
        call()
    assert isinstance(info.value, ValueError) and type(info.value).__module__.startswith(("lemmings", "gamecore"))


@pytest.mark.parametrize("call", [
    lambda g: g.lemming([]), lambda g: g.goto("3"), lambda g: g.card_value(99), lambda g: g.special_actions(99),
    lambda g: g.stack([]), lambda g: g.view("x"), lambda g: g.card_value(True),
])
def test_accessor_arguments_of_the_wrong_type(call):
    game = Game.new()
    with pytest.raises(ArgumentError) as info:
        call(game)
    assert isinstance(info.value, TypeError) and isinstance(info.value, ValueError)


@pytest.mark.parametrize("text", ["move R1 1502 dive -2", "move r1 1502 dive -02", "MOVE R1 1502 DIVE \u22122",
                                  "move R1 1502 dive-2"])
def test_a_minus_sign_is_not_dropped(text):
    """issue 30, finding 11: punctuation is ignored, but a minus sign changes the number ('dive -2' was 'dive 2')."""
    game = scenarios.load("rulebook_cliff_dive")
    assert Move("R1", "1502", 2) in game.pending.options
    before = game.to_json()
    with pytest.raises(IllegalAction, match="dive"):
        game.apply(text)
    assert game.to_json() == before
    assert game.apply("move R1 1502 dive - 2") == Move("R1", "1502", 2)  # a dash standing apart is punctuation


def test_a_minus_sign_in_a_card_name_is_not_dropped():
    game = scenarios.load("card_boo")
    assert game.apply("play its a 5") == Play("It's a 5")
    game = scenarios.load("card_boo")
    for text in ("play It's a -5", "play its a \u22125"):
        with pytest.raises(IllegalAction, match="unknown special action"):
            game.apply(text)
    assert find_card("uh-oh") == find_card("UH OH") == "Uh-Oh!"  # a hyphen between words is still punctuation


def test_loose_and_plain_keep_a_minus_sign():
    assert loose("dive -02") == "dive -02" and loose("Dive \u22122!") == "dive -2" and loose("déjà-vu") == "deja vu"
    assert plain("Mover R1 1502 salto -2") == "mover r1 1502 salto -2"
    assert plain("muovi R1 1502 tuffo \u22122") == "muovi r1 1502 tuffo -2"
    with pytest.raises(ValueError):
        read_option("mover R1 1502 salto -2")
    assert read_option("mover R1 1502 salto 2") == Move("R1", "1502", 2)
