"""Issue 30, finding 5: Le grand plongeon's ``Game.new``, readers and ``Track`` loaders refuse
wrong arguments with the kit's own errors (ArgumentError, BoardError), never a raw exception."""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

from gamecore.errors import ArgumentError, BoardError
from plongeon import Game, Track
from plongeon import game as plongeon_game

GAME = Game.new(3, seed=1)


@pytest.mark.parametrize("kwargs, words", [
    ({"track": 3}, "track must be a Track or the path of a track file, not int"),
    ({"track": None, "rules": [1]}, "rules must be a Rules or a mapping"),
    ({"rules": {1: 2}}, "unknown rule setting"),
    ({"rules": {"hand_size": "six"}}, "hand_size"),
    ({"arrange": [1]}, "arrange must be a mapping"),
    ({"arrange": {"hands": {0: "W3"}}}, "list of cards"),
    ({"arrange": {"tiles": {("0311",): "water"}}}, "not a hex of this track"),
    ({"arrange": {"loc": {"B1": "0407"}}}, "'0407' is not a hex of this track"),
])
def test_new_refuses_wrong_arguments(kwargs, words):
    with pytest.raises(ArgumentError, match=words):
        Game.new(3, 1, **kwargs)


@pytest.mark.parametrize("players, seed", [(1, 1), (6, 1), (True, 1), ("3", 1), (3, None), (3, 1.5), (3, 10**30)])
def test_new_refuses_wrong_players_and_seeds(players, seed):
    with pytest.raises(ArgumentError):
        Game.new(players, seed)


def test_new_takes_a_track_path(tmp_path):
    path = tmp_path / "t.json"
    path.write_text(Track.default().to_dict().__repr__().replace("'", '"'), encoding="utf-8")
    assert Game.new(2, 1, track=path).track.hexes == Track.default().hexes
    assert Game.new(2, 1, track=str(path)).track.hexes == Track.default().hexes


@pytest.mark.parametrize("call, words", [
    (lambda: GAME.hand(9), "player must be from 0 to 2, not 9"),
    (lambda: GAME.hand(-1), "player must be from 0 to 2, not -1"),  # was the last seat's hand
    (lambda: GAME.hand("0"), "whole number"),
    (lambda: GAME.column("lava"), "no 'lava' column"),
    (lambda: GAME.column(["water"]), "must be a string"),
    (lambda: GAME.where(["B1"]), "lemming must be a string"),
    (lambda: GAME.where("Z9"), "no lemming 'Z9'"),
    (lambda: GAME.legal_destinations("Z9"), "no lemming 'Z9'"),  # was {}
    (lambda: GAME.legal_destinations(None), "must be a string"),
    (lambda: GAME.legal_destinations("B1", card=3), "card must be a string"),
    (lambda: GAME.legal_destinations("B1", card="lava"), "card must be a card such as 'W3'"),
    (lambda: GAME.why_not(["B1"], "0101"), "must be a string"),
    (lambda: GAME.why_not("B1", {"0101"}), "hex must be a string"),
    (lambda: GAME.svg(highlights=5), "highlights must be a list of hex ids"),
    (lambda: GAME.svg(highlights=[1]), "highlights must be a list of hex ids"),
    (lambda: GAME.svg(highlights={"0101": 3}), "highlights must be a list of hex ids"),
    (lambda: GAME.svg(seat=7), "seat must be from 0 to 2"),
    (lambda: GAME.svg(lemming="Z9"), "no lemming 'Z9'"),
])
def test_readers_refuse_wrong_arguments(call, words):
    with pytest.raises(ArgumentError, match=words):
        call()


def test_readers_still_answer_good_arguments():
    assert GAME.hand(2) == tuple(GAME.state.hands[2]) and GAME.column("water") == (2,)
    assert GAME.where("G2") == "start" and GAME.why_not("Z9", "0101") == "there is no lemming 'Z9' in this game"
    assert GAME.legal_destinations("B1", card="W9") == {}  # a card that is not in the hand allows nothing
    assert "<svg" in str(GAME.svg(highlights=("0311",))) and "<svg" in str(GAME.svg(highlights={"0311": "here"}))


@pytest.mark.parametrize("path, words", [
    (None, "must be a str or pathlib.Path, not NoneType"), ("a\x00b", "NUL character"), (3, "not int"),
    (b"track.json", "not bytes"), ("", "empty"), ("/nonexistent/t.json", "does not exist"), (Path("/"), "is a folder"),
])
def test_track_load_refuses_what_cannot_name_a_file(path, words):
    with pytest.raises(BoardError, match=words):
        Track.load(path)


@pytest.mark.parametrize("text, words", [
    ("[" * 100_000, "nest 100000 deep"), ("9" * 5000, "too many digits"), (None, "not NoneType"),
    (b"{}", "not bytes"), ("[]", "must be a JSON object"), ('{"name": "a", "name": "b"}', "appears twice"),
])
def test_track_from_json_refuses_bad_text_with_board_errors(text, words):
    with pytest.raises(BoardError, match=words):
        Track.from_json(text)


@pytest.mark.parametrize("data", [None, [], "x", 3])
def test_a_track_is_built_from_a_mapping_only(data):
    with pytest.raises(BoardError, match="JSON object"):
        Track(data)


def test_a_track_file_with_a_bom_loads(tmp_path):
    path = tmp_path / "bom.json"
    path.write_text("\ufeff" + Track.default().to_dict().__repr__().replace("'", '"'), encoding="utf-8")
    assert Track.load(path).hexes == Track.default().hexes


def test_the_docstring_examples_of_game_run():
    """``Game.new``'s arrangement example uses hexes of the default track (0407 is not one)."""
    result = doctest.testmod(plongeon_game, optionflags=doctest.ELLIPSIS)
    assert result.attempted >= 4 and result.failed == 0
