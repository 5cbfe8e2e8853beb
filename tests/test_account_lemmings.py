"""lemmings.account: the position in words and the query commands, from what one seat may know."""

from __future__ import annotations

import random
import statistics
import time
import xml.etree.ElementTree as ET

import pytest
from conftest import hidden_twin

from gamecore.i18n import language
from lemmings import Game, Move
from lemmings.account import account, answer

NS = "{http://www.w3.org/2000/svg}"


def _midgame(seed: int = 3, steps: int = 60) -> Game:
    game = Game.new(players=4, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        game.apply(rng.choice(game.pending.options))
    while game.pending.kind != "move":
        game.apply(game.pending.options[0])
    return game


def test_every_occupied_hex_and_every_lemming_is_named():
    game = _midgame()
    text = account(game, game.pending.player).text()
    s = game.state
    for h, stack in s.stacks.items():
        if stack:
            line = next(line for line in text.splitlines() if line.startswith(f"- {h} · column {game.board.row(h)}"))
            assert all(lem in line for lem in stack)
    for lem in s.cfg.all_lemmings:
        assert lem in text or s.loc[lem] == "start"  # a run of lemmings waiting reads "R2 to R10"
    for p in range(4):
        waiting = s.starting(p)
        assert not waiting or f"in the start area: {waiting[0]}" in text
    assert "Your decision: " + game.pending.prompt in text


def test_the_account_changes_after_a_move():
    game = _midgame()
    before = account(game, 0).text()
    game.apply(next(o for o in game.pending.options if isinstance(o, Move)))
    assert account(game, 0).text() != before


def test_queries_answer_from_the_engine():
    game = _midgame()
    seat = game.pending.player
    h, stack = next((h, st) for h, st in game.state.stacks.items() if st)
    for query in (h, f"hex {h}", f"what {h}", f"what is on {h}"):
        assert answer(game, seat, query).startswith(h) and stack[-1] in answer(game, seat, query)
    assert answer(game, seat, "mine").startswith(game.state.name(seat))
    moves = [o for o in game.pending.options if isinstance(o, Move)]
    lem = moves[0].lemming
    reply = answer(game, seat, f"moves {lem}")
    assert all(o.to in reply for o in moves if o.lemming == lem)
    assert answer(game, (seat + 1) % 4, f"moves {lem}").endswith(f"{game.state.name(seat)} decides.")
    eagles = answer(game, seat, "eagles")
    for e, (zone, _) in game.eagles.items():
        assert f"{e} eagle: zone {zone}" in eagles
    assert "next flight can end in" in eagles
    assert answer(game, seat, "help").startswith("Commands: help")
    assert answer(game, seat, "turn").startswith(f"Turn {game.turn};")
    assert answer(game, seat, "board") == account(game, seat).text()
    assert answer(game, seat, game.state.name(0)).startswith(game.state.name(0))
    assert answer(game, None, "mine").startswith("Say which seat")


def test_a_move_s_text_is_not_a_query():
    game = _midgame()
    seat = game.pending.player
    for text in [str(o) for o in game.pending.options[:5]] + ["roll", "pass", "hello"]:
        assert answer(game, seat, text) is None
    assert answer(game, seat, "moves nobody").startswith("I do not understand")


def test_only_what_the_seat_may_know():
    """Two games alike but for what the seat cannot see (rivals' hands, pellet values, the deck) read alike."""
    game = _midgame()
    for seat in range(4):
        twin = hidden_twin(game, seat, random.Random(seat))
        assert twin.state != game.state
        assert account(twin, seat) == account(game, seat)
        for query in ("board", "mine", "eagles", "turn", "0604", "R1", "Ritz", "moves B2"):
            assert answer(twin, seat, query) == answer(game, seat, query)
    mine = account(game, 1).text()
    assert all(card not in mine for q in (0, 2, 3) for card in game.state.hands[q] if card not in game.state.hands[1])


@pytest.mark.parametrize(("lang", "turn", "mine"), [("es", "Turno", "míos"), ("it", "Turno", "miei")])
def test_spanish_and_italian(lang: str, turn: str, mine: str):
    game = _midgame()
    seat = game.pending.player
    with language(lang):
        acc = account(game, seat)
        assert acc.sections[0].heading == turn
        assert answer(game, seat, mine) == answer(game, seat, "mine")
        assert ("columna 1 ·" if lang == "es" else "colonna 1 ·") in acc.text()


def test_the_pictures_carry_the_account():
    game = _midgame()
    root = ET.fromstring(game.svg())
    acc = account(game)
    assert root[0].tag == NS + "title" and root[1].tag == NS + "desc" and root.get("role") == "img"
    assert root[0].text == acc.title and root[1].text == acc.text()
    assert root.get("aria-labelledby") == f"{root[0].get('id')} {root[1].get('id')}"
    board = ET.fromstring(game.board._repr_svg_())
    assert board[1].tag == NS + "desc" and "Column 1: 0101 clear" in board[1].text


def test_an_account_is_quick():
    game = _midgame(seed=5, steps=120)
    times = []
    for _ in range(15):
        start = time.perf_counter()
        account(game, game.pending.player)
        times.append(time.perf_counter() - start)
    assert statistics.median(times) < 0.02
