"""Arranged teaching positions: cards and tiles are moved, never made, and the save keeps them."""

from __future__ import annotations

from collections import Counter

import pytest

from gamecore.errors import SaveError
from plongeon import Game
from plongeon.cards import full_deck, tile_supply

SPEC = {"loc": {"B1": "0311", "R1": "0412", "R2": "0513"}, "hands": {0: ["W3", "W1"]},
        "columns": {"water": [4]}, "tiles": {"0614": "water"}, "player": 0}


def test_arrangement_conserves_cards_and_tiles():
    g = Game.new(2, seed=3, arrange=SPEC)
    s = g.state
    assert g.hand(0) == ("W1", "W3") and g.column("water") == (4,) and s.terrain("0614") == "water"
    assert s.card_count() == Counter(full_deck(g.rules)) and s.tile_count() == Counter(tile_supply(g.rules))
    assert g.where("R2") == "0513"


def test_the_save_keeps_the_arrangement():
    g = Game.new(2, seed=3, arrange=SPEC)
    g.apply("play W3")
    again = Game.from_json(g.to_json())
    assert again.state.loc == g.state.loc and again.history == g.history
    g.undo()
    assert g.hand(0) == ("W1", "W3")


@pytest.mark.parametrize("spec, words", [
    ({"loc": {"B1": "0311", "R1": "0311"}}, "cannot share hex"),
    ({"loc": {"Z1": "0311"}}, "no lemming 'Z1'"),
    ({"hands": {0: ["W4", "W4"]}}, "no water 4 is left"),
    ({"hands": {7: []}}, "seat 7 does not exist"),
    ({"columns": {"lava": [1]}}, "not a terrain"),
    ({"tiles": {"0311": "lava"}}, "no 'lava' bonus tile"),
    ({"loc": {"B1": "finish", "B2": "finish"}}, "already home"),
    ({"colour": 1}, "unknown key"),
])
def test_bad_arrangements_are_refused(spec, words):
    with pytest.raises(ValueError, match=words):
        Game.new(2, seed=1, arrange=spec)


def test_a_bad_arrangement_in_a_save_names_the_field():
    with pytest.raises(SaveError) as err:
        Game.from_json('{"format": "plongeon-1", "players": 2, "seed": 1, "arrange": {"loc": {"Z1": "0311"}}}')
    assert err.value.field == "arrange"
