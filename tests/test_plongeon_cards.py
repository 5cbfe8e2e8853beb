"""Cards, columns, deal sizes and bonus tiles of Le grand plongeon (pure functions)."""

from __future__ import annotations

from collections import Counter

import pytest

from plongeon import MEADOW, TERRAINS, Rules
from plongeon.cards import (
    card,
    card_terrain,
    card_value,
    double_zero_columns,
    draw_pile,
    full_deck,
    goes_onto,
    hand_sizes,
    move_points,
    refill_choices,
    tile_for,
    tile_supply,
)


def test_the_deck_55_cards_11_per_terrain_two_zeros_each():
    deck = full_deck(Rules())
    assert len(deck) == 55
    for t in TERRAINS:
        values = sorted(card_value(c) for c in deck if card_terrain(c) == t)
        assert values == [0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 4]
    assert len(draw_pile(Rules())) == 50  # one 2 per terrain opens its column


@pytest.mark.parametrize("players, sizes", [(2, (5, 6)), (3, (4, 5, 6)), (4, (3, 4, 5, 6)), (5, (2, 3, 4, 5, 6))])
def test_deal_by_seat(players, sizes):
    assert hand_sizes(players, Rules()) == sizes


def test_player_count_is_checked():
    for n in (1, 6, "3"):
        with pytest.raises(ValueError, match="2 to 5 players"):
            hand_sizes(n, Rules())


def test_a_card_at_most_the_active_one_goes_onto_the_column():
    assert goes_onto([2], 2) and goes_onto([2, 1], 0) and not goes_onto([2, 1], 2)
    assert move_points([2], 1) == 3  # the rulebook's water example: 1 on a 2
    assert move_points([4], 3) == 7  # its pushing example: 3 on a 4
    assert move_points([2, 1], 4) == 4  # higher: a new column, the card's own value


def test_bonus_tile_fallbacks():
    supply = tile_supply(Rules())
    assert supply == {**{t: 3 for t in TERRAINS}, MEADOW: 6} and sum(supply.values()) == 21
    assert tile_for("water", supply) == "water"
    assert tile_for("water", {**supply, "water": 0}) == MEADOW
    assert tile_for("water", {**supply, "water": 0, MEADOW: 0}) is None


def test_double_zero_columns():
    cols = {t: [2] for t in TERRAINS}
    cols["swamp"] = [2, 1, 0, 0]
    cols["water"] = [0]
    assert double_zero_columns(cols) == ("swamp",)


def test_refill_choices_are_every_distinct_discard():
    choices = refill_choices(["W1", "W1", "F0"])
    assert choices[0] == () and isinstance(choices, tuple)
    assert len(choices) == 6 and len(set(choices)) == 6  # 3 ways for W1 x 2 ways for F0
    assert ("F0", "W1", "W1") in choices


def test_rules_validation_and_round_trip():
    r = Rules(push_cost="flat")
    assert Rules.from_dict(r.to_dict()) == r
    assert r.push_price(0) == 1 and r.push_price(3) == 2 and Rules().push_price(3) == 4
    with pytest.raises(ValueError, match="push_cost"):
        Rules(push_cost="free")
    with pytest.raises(ValueError, match="opening value"):
        Rules(card_values=(1, 1, 0))
    with pytest.raises(ValueError, match="unknown rule setting"):
        Rules.from_dict({"speed": 3})
    assert card("water", 3) == "W3" and Counter(card_terrain(c) for c in full_deck(Rules()))["swamp"] == 11
