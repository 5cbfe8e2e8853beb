"""Labyrinth's exploration tools against brute force: the exact odds of every test (enumerating the dice,
or playing the engine's own combat many times), where a tile may be built (every cell and turn tried),
the corridors a character reaches (every sequence of moves and jumps played on the engine) and where the
Golem may end (every Golem card and every walk played on the engine)."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest
from labyrinth_fixed import CENTRE, INNER, KEY0, MIDDLE, game, line, refresh

from labyrinth import analysis, odds, turn
from labyrinth import board as bd
from labyrinth import rules as ru
from labyrinth.bot import playout
from labyrinth.game import Game
from labyrinth.state import State

FACES = list(itertools.product(range(1, 7), repeat=2))


def test_two_dice_and_single_tests_by_enumeration():
    assert sum(odds.TWO_DICE.values()) == 36
    for target, bonus in itertools.product(range(2, 14), range(-3, 4)):
        assert odds.at_least(target, bonus) == Fraction(sum(a + b + bonus >= target for a, b in FACES), 36)
    assert odds.jump() == Fraction(15, 36) and odds.golem() == Fraction(1, 36)
    for bonus in (-1, 0, 2):  # with a crystal: every first roll, and after a failure every second one
        wins = sum(1 if a + b + bonus >= 8 else c + d + bonus >= 8 for a, b in FACES for c, d in FACES)
        assert odds.jump(bonus, crystal=True) == Fraction(wins, 36 ** 2)
    assert odds.golem(3, crystal=True) == 1 - (1 - Fraction(10, 36)) ** 2  # 9 or more, twice


@pytest.mark.parametrize("rolls, difficulty, bonus, reroll_at", [(1, 7, 0, 1), (2, 5, 1, 1), (2, 8, 0, 2), (3, 4, 0, 1)])
def test_trap_tests_by_enumeration(rolls, difficulty, bonus, reroll_at):
    sums = list(odds.TWO_DICE.items())
    plain: dict[int, Fraction] = {}
    for combo in itertools.product(sums, repeat=rolls):
        k = sum(s + bonus < difficulty for s, _ in combo)
        w = Fraction(1)
        for _, ways in combo:
            w *= Fraction(ways, 36)
        plain[k] = plain.get(k, 0) + w
    assert odds.trap(rolls, difficulty, bonus) == {k: plain.get(k, 0) for k in range(rolls + 1)}
    again = {k: sum(plain[j] for j in plain if j >= reroll_at) * plain.get(k, 0) for k in range(rolls + 1)}
    crystal = {k: (plain.get(k, 0) if k < reroll_at else 0) + again[k] for k in range(rolls + 1)}
    assert odds.trap(rolls, difficulty, bonus, crystal=True, reroll_at=reroll_at) == crystal
    assert sum(crystal.values()) == 1


def test_combat_without_crystals_is_the_geometric_series_of_ties():
    assert odds.combat() == Fraction(1, 2)
    win = sum(wa * wd for a, wa in odds.TWO_DICE.items() for d, wd in odds.TWO_DICE.items() if a + 2 > d + 1)
    tie = sum(wa * wd for a, wa in odds.TWO_DICE.items() for d, wd in odds.TWO_DICE.items() if a + 2 == d + 1)
    assert odds.combat(2, 1) == Fraction(win, 36 ** 2 - tie)
    assert odds.combat(a_stunned=True) == 0 and odds.combat(d_stunned=True, d_crystal=True) == 1
    assert odds.combat(1, 0, True, True, True, True) == odds.combat(1, 0)  # both stunned: no crystal
    assert odds.combat(0, 0, True, True) == Fraction(1, 2) and odds.combat(0, 0, True, False) > Fraction(1, 2)


@pytest.mark.parametrize("a_crystal, d_crystal", [(True, True), (False, True)])
def test_combat_odds_match_the_engine_playing_it_many_times(a_crystal, d_crystal):
    g = Game.new(2, 12, characters=["espadachin", "paladin"])  # +2 and +1 to combat; the Paladin's Smite acts after
    s, comps = g.state, g.components
    here = bd.cell_id(bd.KEY_CELLS[0]) + "a"
    trials, wins = 12000, 0
    for _ in range(trials):
        for seat, crystal in zip(s.seats, (a_crystal, d_crystal), strict=True):
            seat.at, seat.lives, seat.crystal = here, 4, crystal
        s.log.clear()
        ru.combat(comps, s, 0, 1)
        while s.tasks and s.tasks[-1][0] in ("reroll", "trigger"):  # the player always takes the first help offered
            first = turn.options(comps, s)[0]
            turn.decide(comps, s, s.tasks.pop(), first.split())
        wins += s.seats[1].lives < 4
    exact = odds.combat(2, 1, a_crystal, d_crystal)
    spread = (float(exact) * (1 - float(exact)) / trials) ** 0.5
    assert abs(wins / trials - float(exact)) < 4 * spread, (wins / trials, float(exact))
    s.seats[0].crystal, s.seats[1].crystal = a_crystal, d_crystal
    assert odds.combat_for(comps, s, 0, 1) == exact


def test_for_seat_reads_bonuses_and_the_crystal():
    g = game()
    s = g.state
    s.seats[0].items, s.seats[0].crystal = ["boots"], True
    assert odds.for_seat(g.components, s, 0, "jump") == odds.jump(2, True)
    s.seats[0].stun = 1  # a stunned character cannot use its crystal
    assert odds.for_seat(g.components, s, 0, "golem") == odds.golem(0, False)
    assert odds.for_seat(g.components, s, 0, "trap", 7) == odds.at_least(7)


# --------------------------------------------------------------------------------- tiles
def naive_placements(comps, s, tile):
    seated = [seat.position for seat in s.seats]
    out: dict[str, list[int]] = {}
    for cell in bd.normal_cells(s.players):
        if cell in s.tiles or not any(bd.distance(bd.cell_of(cell), bd.cell_of(t)) == 1 for t in s.tiles):
            continue
        seen = set()
        for rot in range(6):
            shape = frozenset((bd.rotated(c, rot), c.level, c.symbols) for c in comps.tiles[tile].corridors)
            if shape not in seen and bd.ways_open(comps, {**s.tiles, cell: (tile, rot)}, s.players, seated):
                out.setdefault(cell, []).append(rot)
            seen.add(shape)
    return out


@pytest.mark.parametrize("players, seed", [(6, 1), (3, 5), (2, 8)])
def test_tile_placements_match_trying_every_cell_and_turn(players, seed):
    g = playout(Game.new(players, seed), seed, max_choices=120)
    comps, s = g.components, g.state
    for tile in ("straight", "dead_end_item", "bridge", "y_split"):
        assert analysis.tile_placements(comps, s, tile) == naive_placements(comps, s, tile), tile
    if s.pile:
        assert analysis.tile_placements(comps, s) == analysis.tile_placements(comps, s, s.pile[0])


# --------------------------------------------------------------------------------- reach
def played_reach(g, jumps):
    """Every corridor P1 stands in after each sequence of moves (and jumps) the engine offers it."""
    found = {g.state.seats[0].at}

    def walk(game):
        if game.state.active != 0 or game.pending.kind != "action":
            return
        for option in game.options:
            if option.startswith("move") or option == "safe jump" or (jumps and option == "jump"):
                trial = game.copy()
                trial.apply(option)
                found.add(trial.state.seats[0].at)
                walk(trial)
    walk(g)
    return found


def test_reach_matches_every_sequence_of_moves_and_jumps(monkeypatch):
    g = game()
    line(g, ("straight", 0), ("bridge", 0))       # INNER: bridge from the key tile on, a corridor under it
    g.state.tiles["0513"] = ["straight", 1]      # ... which leads to 0513
    g.state.tiles["0311"] = ["dead_end_item", 1]
    g.state.golem = bd.cell_id(bd.KEY_CELLS[3]) + "a"
    refresh(g, P1=KEY0 + "a")
    comps, s = g.components, g.state
    found = analysis.reach(comps, s, 0)
    monkeypatch.setattr(State, "roll", lambda self: (6, 6))  # every risky jump lands
    assert set(found) == played_reach(g, jumps=True)
    assert {c for c, (_, sure) in found.items() if sure} == played_reach(g, jumps=False)
    assert found[INNER + "b"] == (2, False) and found[MIDDLE + "a"] == (2, True) and found[KEY0 + "a"] == (0, True)
    refresh(g, P1=INNER + "b")
    assert analysis.reach(comps, s, 0)[INNER + "a"] == (1, True)  # a safe jump up costs 2: sure, and risky for 1
    assert set(analysis.reach(comps, s, 0)) == played_reach(g, jumps=True)
    s.seats[0].stun = 1
    assert analysis.reach(comps, s, 0) == {INNER + "b": (0, True)}


# ----------------------------------------------------------------------------- the Golem
def golem_walks(game, ends):
    """Add to ``ends`` where the Golem stops along every walk the engine offers from ``game``."""
    if game.pending is None or game.pending.kind != "golem":
        ends.add(game.state.golem)
        return
    for option in game.options:
        nxt = game.copy()
        nxt.apply(option)
        golem_walks(nxt, ends)


def played_golem_ends(g):
    """Every card of the deck put on top in turn, every walk the engine offers: where the Golem stops."""
    s = g.state
    deck = s.golem_deck or s.golem_discard
    chances: dict[str, Fraction] = {}
    for card in sorted(set(deck)):
        trial = g.copy()
        trial.state.golem_deck.remove(card) if card in trial.state.golem_deck else trial.state.golem_discard.remove(card)
        trial.state.golem_deck.insert(0, card)
        trial._decision = None
        trial.apply("golem")
        ends: set[str] = set()
        golem_walks(trial, ends)
        for c in ends:
            chances[c] = chances.get(c, Fraction(0)) + Fraction(deck.count(card), len(deck))
    return dict(sorted(chances.items()))


@pytest.mark.parametrize("players, seed", [(6, 2), (4, 9)])
def test_golem_ends_match_every_card_and_walk(players, seed, monkeypatch):
    g = playout(Game.new(players, seed), seed, max_choices=150)
    while g.pending.kind != "action" or "golem" not in g.options:
        g.apply(next(o for o in g.options if o not in ("golem",)) if g.pending.kind != "action" else "end")
    comps, s = g.components, g.state
    expected = analysis.golem_ends(comps, s)
    monkeypatch.setattr(State, "roll", lambda self: (6, 6))  # characters met pass their Golem test
    assert expected == played_golem_ends(g) and sum(expected.values()) >= 1


def test_the_golem_never_turns_straight_back_in_the_tool_either():
    g = game()
    line(g, ("straight", 0), ("straight", 0))
    s = g.state
    s.golem, s.golem_back = MIDDLE + "a", CENTRE + "a"
    assert analysis.golem_paths(g.components, s, 1) == {INNER + "a"}
    assert analysis.golem_paths(g.components, s, 2) == {KEY0 + "a"}
    s.golem_back = None
    assert analysis.golem_paths(g.components, s, 1) == {INNER + "a", CENTRE + "a"}
