"""labyrinth.account: the board in words and the query commands, from what one seat may know."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest

from gamecore.i18n import language
from labyrinth import Game
from labyrinth.account import account, answer

NS = "{http://www.w3.org/2000/svg}"


def _midgame(steps: int = 80) -> Game:
    game = Game.new(players=3, seed=4)
    rng = random.Random(2)
    for _ in range(steps):
        game.apply(rng.choice(game.pending.options))
    return game


def test_every_tile_corridor_and_piece_is_named():
    game = _midgame()
    s = game.state
    text = account(game, 0).text()
    for cell in s.tiles:
        assert f"- {cell}, " in text
    for seat in s.seats:
        assert f"in corridor {seat.at}" in text
    assert f"The Golem stands in corridor {s.golem}" in text
    for corridor in s.keys:
        assert f"- {corridor}: a key" in text
    assert "corridor b of the tile on cell 0412" in text


def test_the_account_changes_after_a_decision():
    game = _midgame()
    before = account(game, 0)
    game.apply(game.pending.options[0])
    assert account(game, 0) != before


def test_queries_answer_from_the_engine():
    game = _midgame()
    d = game.pending
    seat = d.player
    name = game.state.name(seat)
    reply = answer(game, seat, f"moves {name}")
    assert all(o.split()[1] in reply for o in d.options if o.startswith("move "))
    other = game.state.name((seat + 1) % 3)
    assert answer(game, seat, f"moves {other}").endswith("decides.")
    at = game.state.seats[seat].at
    assert name in answer(game, seat, at) and answer(game, seat, f"what is in {at}") == answer(game, seat, at)
    assert answer(game, seat, at[:4]).startswith(at[:4])
    assert answer(game, seat, "mine") == answer(game, seat, name)
    assert answer(game, seat, "golem").startswith("The Golem stands in corridor")
    assert answer(game, seat, "keys").count("a key") == len(game.state.keys)
    assert answer(game, seat, "traps").count("face-down trap") == sum(not up for _, up in game.state.traps.values())
    for text in list(d.options) + ["build", "hello"]:
        assert answer(game, seat, text) is None


def test_only_what_the_seat_may_know():
    """Face-down traps swapped for others and the piles shuffled: the account and answers do not change."""
    game = _midgame()
    twin = game.copy()
    s = twin.state
    ids = sorted(game.components.traps)
    hidden = [c for c, (_, up) in s.traps.items() if not up]
    assert hidden
    for c in hidden:
        s.traps[c][0] = ids[(ids.index(s.traps[c][0]) + 1) % len(ids)]
    random.Random(1).shuffle(s.pile)
    random.Random(2).shuffle(s.trap_pile)
    assert s.traps != game.state.traps
    for seat in range(3):
        assert account(twin, seat) == account(game, seat)
        for query in ("board", "traps", "mine", "turn", hidden[0], "moves P1"):
            assert answer(twin, seat, query) == answer(game, seat, query)


@pytest.mark.parametrize(("lang", "word", "heading"), [("es", "trampas", "Trampas"), ("it", "trappole", "Trappole")])
def test_spanish_and_italian(lang: str, word: str, heading: str):
    game = _midgame()
    with language(lang):
        assert any(sec.heading == heading for sec in account(game, 0).sections)
        assert answer(game, 0, word) == answer(game, 0, "traps")


def test_the_picture_carries_the_account():
    game = _midgame()
    root = ET.fromstring(game.svg())
    assert root[0].tag == NS + "title" and root[1].tag == NS + "desc"
    assert root[1].text == account(game).text() and root[0].text == account(game).title
