"""What holds in every position of Le grand plongeon: the checks behind the fuzz test and the soak.

:func:`problems` lists every broken fact of a :class:`~plongeon.state.State` (empty when
all is well): cards and bonus tiles conserved, lemmings where lemmings can be and one per hex,
hands within the hand size, columns that only ever go down, a phase whose fields agree with it,
and a winner exactly when a seat has both lemmings home. A random game checks them at every
decision (:mod:`plongeon.selfcheck`).
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from .cards import Rules, full_deck, tile_supply
from .state import COLOURS, PHASES, State, lemmings_of
from .track import FINISH, MEADOW, START, TERRAIN_LETTER, TERRAINS, Track


def problems(s: State) -> list[str]:
    """Every invariant ``s`` breaks, each in a sentence (English: these are for developers)."""
    out: list[str] = []
    out += _pieces(s)
    out += _cards(s)
    out += _tiles(s)
    out += _turn(s)
    return out


def _pieces(s: State) -> list[str]:
    out = []
    if not 2 <= s.players <= len(COLOURS):
        return [f"{s.players} players: Le grand plongeon is for 2 to 5"]
    expected = _lemmings(s.players)
    if s.loc.keys() != expected:
        out.append(f"the lemmings are {sorted(s.loc)}, not {sorted(expected)}")
    on_board = [h for h in s.loc.values() if h not in (START, FINISH)]
    if not _hexes(s.track).issuperset(on_board):
        out += [f"{lem} stands on {h}, which is not a hex of the track" for lem, h in s.loc.items()
                if h not in (START, FINISH) and h not in s.track]
    if len(set(on_board)) != len(on_board):
        out.append(f"hexes holding two lemmings: {sorted(h for h, n in Counter(on_board).items() if n > 1)}")
    return out


def _cards(s: State) -> list[str]:
    out = []
    # Sorted lists, not Counters: this runs at every decision of every soaked game.
    cards = [*s.deck, *s.discard]
    for hand in s.hands:
        cards += hand
    for t, col in s.columns.items():
        letter = TERRAIN_LETTER.get(t, "?")
        cards += [f"{letter}{v}" for v in col]
    cards.sort()
    if cards != _deck(s.rules):
        count, expected = s.card_count(), Counter(full_deck(s.rules))
        out.append(f"cards made or lost: {dict((count - expected) + (expected - count))}")
    if len(s.hands) != s.players:
        out.append(f"{len(s.hands)} hands for {s.players} players")
    for p, hand in enumerate(s.hands):
        if len(hand) > s.rules.hand_size:
            out.append(f"seat {p} holds {len(hand)} cards; a hand holds at most {s.rules.hand_size}")
        if hand != sorted(hand):  # that they are cards at all, conservation above says
            out.append(f"seat {p}'s hand {hand} is not sorted")
    if set(s.columns) != set(TERRAINS):
        out.append(f"the columns are {sorted(s.columns)}, not one per terrain")
    for t, col in s.columns.items():
        if not col:
            out.append(f"the {t} column is empty")
        elif any(a < b for a, b in zip(col, col[1:], strict=False)):  # a card goes onto a column only at or below its top
            out.append(f"the {t} column {col} goes up")
    return out


def _tiles(s: State) -> list[str]:
    out = []
    if sorted([*s.tiles.values(), *([s.tile] if s.tile else [])] + [t for t, n in s.supply.items() for _ in range(n)]) != \
            _tiles_of(s.rules):
        out.append(f"bonus tiles made or lost: {dict(s.tile_count())} against {tile_supply(s.rules)}")
    if any(n < 0 for n in s.supply.values()):
        out.append(f"a negative tile supply: {s.supply}")
    out += [f"a {t} tile lies on {h}, which is not a hex of the track" for h, t in s.tiles.items() if h not in s.track]
    out += [f"{h} holds a {t} tile, which is no tile" for h, t in s.tiles.items() if t not in (MEADOW, *TERRAINS)]
    return out


def _turn(s: State) -> list[str]:
    out = []
    if s.phase not in PHASES:
        return [f"unknown phase {s.phase!r}"]
    if not 0 <= s.player < s.players or s.turn < 1 or s.chance < 0 or s.points < 0:
        out.append(f"seat {s.player}, turn {s.turn}, {s.chance} draws, {s.points} points: out of range")
    done = [lem for lem, h in s.loc.items() if h == FINISH]
    home = [p for p in range(s.players) if s.finished(p) == 2] if len(done) > 1 else []
    if s.phase == "over":
        if s.winner is None or s.winner not in home:
            out.append(f"the game is over but the winner {s.winner} does not have both lemmings home")
        return out
    if s.winner is not None or home:
        out.append(f"seats {home} have both lemmings home (winner {s.winner}) but the game goes on")
    if s.phase == "action" and (s.card, s.tile, s.mover, s.points) != (None, None, None, 0):
        out.append(f"an action is asked with a card, tile, mover or points left over: {s.card, s.tile, s.mover, s.points}")
    if s.phase == "bonus" and (s.card is None or s.tile is None or s.mover is not None):
        out.append(f"a bonus tile is asked without a card played and a tile won: {s.card, s.tile, s.mover}")
    if s.phase == "move":
        if s.card is None or s.tile is not None or s.points < 1:
            out.append(f"a move is asked without a card or points: {s.card, s.tile, s.points}")
        if s.mover is not None and s.mover not in lemmings_of(s.player):
            out.append(f"{s.mover} moves in {COLOURS[s.player]}'s turn")
    return out


@lru_cache(maxsize=16)
def _hexes(track: Track) -> frozenset[str]:
    return frozenset(track.hexes)


@lru_cache(maxsize=8)
def _lemmings(players: int) -> frozenset[str]:
    return frozenset(lem for p in range(players) for lem in lemmings_of(p))


@lru_cache(maxsize=64)
def _deck(rules: Rules) -> list[str]:
    return sorted(full_deck(rules))


@lru_cache(maxsize=64)
def _tiles_of(rules: Rules) -> list[str]:
    return sorted(t for t, n in tile_supply(rules).items() for _ in range(n))


__all__ = ["problems"]
