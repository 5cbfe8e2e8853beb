"""The board's path tables (lemmings.paths): every path a regular move may take, the per-origin
tables that regular_moves reads, and the numbering of outcomes that lets each lemming keep one
tuple of moves. Each table is checked against a plain walk of the rules."""

from __future__ import annotations

import random

from lemmings import Game
from lemmings.board import START
from lemmings.movement import doubled, full_mask, movable, regular_moves
from lemmings.options import Move
from lemmings.paths import MOVES, MoveTables, open_outcomes, origins, outcome_masks, path_table


def walked(board, origin, points):
    """Outcomes of a regular move on an empty board, by a plain walk: forward steps plus at most one
    sideways step, every point spent, or stopping on the cliff edge with points left (a dive)."""
    found = set()

    def walk(h, left, turned, moved):
        if moved and left == 0:
            found.add((h, 0))
        if left > 0 and h in board.cliff_edge and (moved or h == origin):
            found.add((h, left))
        for n in board.forward(h):
            if board.cost(n) <= left:
                walk(n, left - board.cost(n), turned, True)
        if not turned:
            for n in board.sideways(h):
                if board.cost(n) <= left:
                    walk(n, left - board.cost(n), True, True)

    walk(origin, points, False, False)
    return found


def test_the_path_table_holds_the_outcomes_of_a_plain_walk():
    board = Game.new(players=4, seed=1).board
    for origin in (START, "0403", "0604", board.cliff_edge[0]):
        for points in (1, 2, 4, 5):
            assert set(path_table(board, origin, points)) == walked(board, origin, points), (origin, points)


def test_each_path_spends_the_points_and_its_mask_holds_the_hexes_it_enters():
    board = Game.new(players=4, seed=1).board
    for (end, left), paths in path_table(board, START, 4).items():
        for mask, path in paths:
            assert path[-1] == end
            assert sum(board.cost(h) for h in path) == 4 - left
            assert mask == board.mask(path)


def test_an_outcome_is_open_when_one_of_its_paths_avoids_every_blocked_hex():
    board = Game.new(players=4, seed=1).board
    rng = random.Random(5)
    for _ in range(200):
        origin, points = rng.choice((START, "0403", "0604")), rng.randint(1, 5)
        blocked = board.mask(rng.sample(board.hexes, 12))
        expected = tuple(sorted(o for o, paths in path_table(board, origin, points).items()
                                if any(not mask & blocked for mask, _ in paths)))
        assert open_outcomes(board, origin, points, blocked) == expected
        o = origins(board)[points][origin]
        numbered = origins(board).outcomes
        assert tuple(numbered[i] for i in o.open_ids(blocked)) == expected
        assert o.open[blocked & o.area] == o.open_ids(blocked)  # remembered by the hexes that matter


def test_outcomes_are_numbered_once_and_each_lemming_has_a_move_per_number():
    board = Game.new(players=4, seed=1).board
    tables = MoveTables(board)
    numbered = len(tables.outcomes)
    # every hex as a stop, and every dive a doubled five allows, are numbered before any game
    assert all((h, 0) in tables.numbers for h in board.hexes)
    assert all((h, k) in tables.numbers for h in board.cliff_edge for k in range(1, 11))
    r1 = tables.moves_of["R1"]
    assert len(r1) == numbered and all(m is MOVES[("R1", *o)] for m, o in zip(r1, tables.outcomes, strict=True))
    dive = tables[5][board.cliff_edge[0]]
    assert len(tables.outcomes) == numbered and tables.moves_of["R1"] is r1  # nothing new: the tuple stays
    assert all(tables.outcomes[i] == (end, left) for i, (end, left, _, _) in zip(dive.ids, dive.rows, strict=True))
    assert tables.number((board.cliff_edge[0], 11)) == numbered  # an outcome met later gets the next number
    assert "R1" not in tables.moves_of and len(tables.moves_of["R1"]) == numbered + 1  # and the tuples are made again


def test_regular_moves_read_from_the_tables_equal_a_walk_of_each_movable_lemming():
    """The four-player hot path against the plain one (each movable lemming's open outcomes, in order)."""
    for seed in range(6):
        game = Game.new(players=4, seed=seed)
        rng = random.Random(seed)
        while not game.over:
            d = game.pending
            if d.kind == "move":
                s = game.state
                p = d.player
                value = game.card_value(p)
                blocked = s.zoc_mask() | full_mask(s)
                expected = [MOVES[(lem, *o)] for lem, origin in movable(s, p) if value > 0
                            for o in open_outcomes(s.cfg.board, origin, doubled(s, p, origin, value), blocked)]
                assert regular_moves(s, p) == expected
                assert all(isinstance(m, Move) for m in expected)
            game.apply(rng.choice(d.options))


def test_outcome_rows_name_the_hexes_every_path_enters():
    board = Game.new(players=4, seed=1).board
    for end, left, common, masks in outcome_masks(board, START, 3):
        assert common & board.bit[end]
        assert all(m & common == common for m in masks)
        assert (end, left) in path_table(board, START, 3)
