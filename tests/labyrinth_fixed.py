"""Labyrinth positions built by hand for the tests, and dice fixed in advance (the ``labyrinth_dice`` fixture
of conftest.py)."""

from __future__ import annotations

from labyrinth.game import Game
from labyrinth.state import State

KEY0, INNER, MIDDLE, CENTRE = "0414", "0412", "0410", "0408"   # a straight line from key tile 0 to the centre (6 players)


def fixed_dice(monkeypatch):
    """``dice(6, 6, 3, 4)``: from now on the rolls are (6, 6) then (3, 4); a roll beyond them, or one left
    unrolled at the end, fails the test."""
    queue: list[tuple[int, int]] = []

    def roll(self):
        assert queue, "a test rolled more dice than it was given"
        return queue.pop(0)

    def give(*values):
        monkeypatch.setattr(State, "roll", roll)
        queue.extend(zip(values[::2], values[1::2], strict=True))
        return queue
    yield give
    assert not queue, f"dice left unrolled: {queue}"


def game(players=6, characters=None):
    """Players without bonuses to jumps, traps or the Golem (the Swordsman fights better; the Warrior, P2, has
    the text's Furia Sangrienta and Desmembramiento: test_labyrinth_triggers), their crystals spent so that no
    failed test waits on a reroll (test_labyrinth_crystal has those)."""
    characters = characters or ["espadachin", "guerrera", "arquitecto", "paladin", "hechicero", "ilusionista"][:players]
    g = Game.new(players, 3, characters=characters)
    for seat in g.state.seats:
        seat.crystal = False
    g.state.active, g.state.actions = 0, 2
    g._decision = None
    return g


def refresh(g, **where):
    for name, corridor in where.items():
        g.state.seats[int(name[1:]) - 1].at = corridor
    g._decision = None


def with_bridge(g):
    """A bridge tile inside key tile 0: the bridge ``0412a`` runs towards the key tile, ``0412b`` under it."""
    g.state.tiles[INNER] = ["bridge", 0]
    g.state.seats[0].character = "espadachin"
    g._decision = None
    return INNER + "a", INNER + "b"


def line(g, *tiles):
    """Straight tiles (east-west) on the line between key tile 0 and the centre."""
    for cell, tile in zip((MIDDLE, INNER), tiles, strict=False):
        g.state.tiles[cell] = [tile[0], tile[1]]
    g._decision = None


def golem_card(g, card):
    """Put a ``card`` of the deck (or of the discards) on top of the Golem deck."""
    s = g.state
    (s.golem_deck if card in s.golem_deck else s.golem_discard).remove(card)
    s.golem_deck.insert(0, card)
    g._decision = None
