"""Issue 30, finding 3: Le grand plongeon refuses option objects with fields of the wrong type as
cleanly as Leaping Lemmings does, and an option object means what its text means."""

from __future__ import annotations

import pytest

from gamecore.errors import IllegalAction
from plongeon import Bonus, Game, PlayCard, Refill, Step, Stop


def _moving() -> Game:
    game = Game.new(3, seed=1)
    while game.pending.kind != "move":
        game.apply(game.pending.options[0])
    return game


def test_a_refill_listing_its_cards_in_another_order_is_that_refill():
    g = Game.new(2, seed=3, arrange={"hands": {0: ["W1", "F2"]}})
    assert Refill(("F2", "W1")) in g.options
    assert g.apply(Refill(("W1", "F2"))) == Refill(("F2", "W1"))  # refused before, "not all in blue's hand"
    assert g.history == ("refill F2 W1",)


def test_an_option_object_is_matched_as_its_text_is():
    g = Game.new(2, seed=3, arrange={"hands": {0: ["W1", "F2"]}})
    assert g.copy().apply(Refill(["w1", "f2"])) == Refill(("F2", "W1"))
    assert g.copy().apply(PlayCard("w1")) == PlayCard("W1")
    assert g.copy().apply(Refill(("W1", "F2"))) == g.copy().apply("refill w1 f2")


@pytest.mark.parametrize("option", [
    Refill((None,)), Refill("W1"), Refill(5), Refill(("W1",) * 21), PlayCard(3), PlayCard(None), PlayCard(["W1"]),
    Bonus(101), Step("B1", ["0101"]), Step(["B1"], "0101"), Step("B1", None), PlayCard("W" * 201),
])
def test_option_objects_with_wrong_field_types_are_illegal_actions(option):
    for game in (Game.new(3, seed=1), _moving()):
        before = game.to_json()
        with pytest.raises(IllegalAction, match="fields of the wrong type"):
            game.apply(option)
        assert game.to_json() == before


@pytest.mark.parametrize("value, words", [
    (None, "not an option"), (3, "not an option"), (b"stop", "not an option"), (("stop",), "not an option"),
    ("x" * 10_000, "10,000 characters is not an option"), ("dance", "not option notation"),
])
def test_values_that_are_no_option_at_all_are_illegal_actions(value, words):
    game = _moving()
    before = game.to_json()
    with pytest.raises(IllegalAction, match=words) as err:
        game.apply(value)
    assert len(str(err.value)) < 800 and game.to_json() == before


def test_a_well_typed_option_that_is_not_legal_is_explained_by_the_rules():
    game = _moving()
    with pytest.raises(IllegalAction, match="not one of"):
        game.apply(Step("R1", "0101"))
    with pytest.raises(IllegalAction, match="only right after starting a new column"):
        game.apply(Bonus("0101"))
    assert game.apply(Stop()) == Stop()
