"""How the coach says an option: its short name and the reason read from the board."""

from __future__ import annotations

import pytest
from conftest import scenario

from lemmings import Game, language, scenarios
from lemmings.analysis import eagle_zone_distribution
from lemmings.analysis.option_words import exposure, reason, short_words
from lemmings.options import Move


def test_exposure_names_the_eagle_the_faces_and_the_chance():
    game = scenario("""
        players: 4
        eagle player: Ritz
        red: A hunting
        blue: A hunting
        0302: R1
    """)
    # 0302 is in red zone D, three zones from A: only a 3 brings the eagle there (one face in six)
    assert game.board.zones_of("0302") == (("red", "D"),)
    assert eagle_zone_distribution(game.board, "red", "A")["D"] == pytest.approx(1 / 6)
    assert exposure(game, "R1") == ["to the red eagle on a 3 (1/6)"]
    assert exposure(game, "R2") == []  # in the start area


def test_short_words_name_each_kind_of_option_briefly():
    game = scenarios.load("rulebook_eagle")
    assert [short_words(game, o) for o in game.pending.options] == ["red eagle first", "blue eagle first"]
    game.apply("blue first")
    assert {short_words(game, o) for o in game.pending.options} == {"blue eagle to A", "blue eagle to C"}
    start = Game.new(players=4, seed=7)
    while start.pending.kind != "move":
        start.apply(start.pending.options[0])
    move = next(o for o in start.pending.options if isinstance(o, Move))
    assert short_words(start, move) == f"{move.lemming} start → {move.to}"


def test_two_ways_to_the_same_zone_say_which_way():
    """Flown three zones, an eagle ends opposite where it stood either way: both lines read "red eagle
    to D" in the hint's list (newcomer finding), so then the way is said too."""
    game = Game.new(players=4, seed=0)
    game.apply(game.pending.options[0])
    game.apply(game.pending.options[0])
    assert [str(o) for o in game.pending.options] == ["red cw D", "red ccw D"]
    assert [short_words(game, o) for o in game.pending.options] == ["red eagle to D, clockwise",
                                                                    "red eagle to D, counterclockwise"]
    with language("es"):
        assert [short_words(game, o) for o in game.pending.options] == ["águila roja a D, sentido horario",
                                                                        "águila roja a D, sentido antihorario"]


def test_a_dive_s_reason_is_the_vp_it_scores():
    game = scenarios.load("rulebook_cliff_dive")
    dive = next(o for o in game.pending.options if isinstance(o, Move) and o.dive)
    after = game.copy()
    after.apply(dive)
    assert reason(game, after, game.pending.player, dive) == f"dives for {dive.dive} VP"
