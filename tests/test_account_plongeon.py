"""plongeon.account: the race in words and the query commands, from what one seat may know."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest

from gamecore.i18n import language
from plongeon import Game
from plongeon.account import account, answer
from plongeon.state import lemmings_of

NS = "{http://www.w3.org/2000/svg}"


def _midgame(phase: str = "move") -> Game:
    game = Game.new(players=3, seed=2)
    rng = random.Random(1)
    for _ in range(25):
        game.apply(rng.choice(game.pending.options))
    while game.pending.kind != phase:
        game.apply(game.pending.options[0])
    return game


def test_every_lemming_and_hex_is_named():
    game = _midgame()
    text = account(game, 0).text()
    for h in game.track.hexes:
        assert h in text
    for lem, where in game.state.loc.items():
        if where not in ("start", "finish"):
            assert f"{lem} on {where}" in text and f"{where} " in text
    assert "Your hand: " in text and "holds 6 cards" in text


def test_the_account_changes_after_a_step():
    game = _midgame()
    seat = game.pending.player
    before = account(game, seat)
    game.apply(game.pending.options[0])
    assert account(game, seat) != before


def test_queries_answer_from_the_engine():
    game = _midgame()
    seat = game.pending.player
    for lem in lemmings_of(seat):
        ends = game.legal_destinations(lem)
        reply = answer(game, seat, f"moves {lem}")
        assert all(h in reply for h in ends)
    other = lemmings_of((seat + 1) % 3)[0]
    assert answer(game, seat, f"moves {other}") == f"{other} is not one of your lemmings."
    lem, h = next((x, w) for x, w in game.state.loc.items() if w not in ("start", "finish"))
    assert lem in answer(game, seat, h) and answer(game, seat, f"what is on {h}") == answer(game, seat, h)
    assert answer(game, seat, "mine") == answer(game, seat, ("blue", "red", "green")[seat])
    assert answer(game, seat, "hand").startswith("Your hand: ")
    assert answer(game, seat, "track").startswith("Row 1: ")
    assert answer(game, seat, "columns").startswith("forest column: ")
    for text in [str(o) for o in game.pending.options] + ["stop", "hello"]:
        assert answer(game, seat, text) is None


def test_moves_before_the_card_is_played_go_by_each_card_in_hand():
    game = _midgame("action")
    seat = game.pending.player
    lem = lemmings_of(seat)[0]
    reply = answer(game, seat, f"moves {lem}")
    for card in game.hand(seat):
        assert all(h in reply for h in game.legal_destinations(lem, card))


def test_only_what_the_seat_may_know():
    """Rivals' hands and the draw pile dealt afresh: the seat reads the same account and answers."""
    game = _midgame()
    for seat in range(3):
        twin = game.copy()
        s = twin.state
        pool = [c for p in range(3) if p != seat for c in s.hands[p]] + s.deck
        random.Random(seat).shuffle(pool)
        for p in range(3):
            if p != seat:
                s.hands[p], pool = pool[:len(s.hands[p])], pool[len(s.hands[p]):]
        s.deck = pool
        assert [s.hands[p] for p in range(3)] != [game.state.hands[p] for p in range(3)]
        assert account(twin, seat) == account(game, seat)
        for query in ("board", "hand", "mine", "turn", "moves B1", "moves R1", "moves G1"):
            assert answer(twin, seat, query) == answer(game, seat, query)


@pytest.mark.parametrize(("lang", "word"), [("es", "mano"), ("it", "mano")])
def test_spanish_and_italian(lang: str, word: str):
    game = _midgame()
    with language(lang):
        assert account(game, 0).sections[0].heading == "Turno"
        assert answer(game, 0, word) == answer(game, 0, "hand")


def test_the_picture_carries_the_account_of_the_seat_it_draws():
    game = _midgame()
    root = ET.fromstring(game.svg(seat=1))
    assert root[0].tag == NS + "title" and root[1].tag == NS + "desc"
    assert root[1].text == account(game, 1).text() and root[0].text == account(game, 1).title
