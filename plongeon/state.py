"""The state of a game of Le grand plongeon: plain containers, copied cheaply.

Rules read it (:mod:`~plongeon.movement`, :mod:`~plongeon.turn`); only
:mod:`~plongeon.turn` changes it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from gamecore.i18n import Message, lazyc

from .cards import Rules, card
from .track import FINISH, MEADOW, START, TERRAINS, Track

#: Player colours in seat order, and the letter of their lemmings' ids (``"B1"``, ``"B2"``).
COLOURS = ("blue", "red", "green", "yellow", "purple")
#: Each seat's colour in words, translated when shown (``COLOURS`` stay the ids in the code).
COLOUR_NAMES: dict[str, Message] = {
    "blue": lazyc("colour", "blue"), "red": lazyc("colour", "red"), "green": lazyc("colour", "green"),
    "yellow": lazyc("colour", "yellow"), "purple": lazyc("colour", "purple")}
PHASES = ("action", "bonus", "move", "over")


def lemmings_of(player: int) -> tuple[str, str]:
    """The ids of a seat's two lemmings."""
    letter = COLOURS[player][0].upper()
    return (f"{letter}1", f"{letter}2")


@dataclass
class State:
    """Everything about a position. ``deck`` is drawn from its end; ``columns`` hold values,
    the last one active; ``tiles`` maps a hex to the bonus tile lying on it."""

    track: Track
    rules: Rules
    players: int
    seed: int
    hands: list[list[str]] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    columns: dict[str, list[int]] = field(default_factory=dict)
    tiles: dict[str, str] = field(default_factory=dict)
    supply: dict[str, int] = field(default_factory=dict)
    loc: dict[str, str] = field(default_factory=dict)
    player: int = 0
    phase: str = "action"
    turn: int = 1
    card: str | None = None  # the card played this turn
    tile: str | None = None  # the bonus tile waiting to be placed
    mover: str | None = None  # the lemming moving this turn, once it took a step
    points: int = 0  # movement left this turn
    chance: int = 0  # draws made from the seed so far
    winner: int | None = None
    log: list[Message | str] = field(default_factory=list)

    def copy(self, *, log: bool = True) -> State:
        """An independent copy (the track and rules are shared); ``log=False`` leaves the log empty."""
        return State(self.track, self.rules, self.players, self.seed, [list(h) for h in self.hands], list(self.deck),
                     list(self.discard), {t: list(c) for t, c in self.columns.items()}, dict(self.tiles),
                     dict(self.supply), dict(self.loc), self.player, self.phase, self.turn, self.card, self.tile,
                     self.mover, self.points, self.chance, self.winner, list(self.log) if log else [])

    # ------------------------------------------------------------ reading
    def terrain(self, h: str) -> str:
        """The terrain a lemming meets on ``h``: its bonus tile's, else the printed one."""
        return self.tiles.get(h) or self.track.printed_terrain(h)

    def occupant(self, h: str) -> str | None:
        """The lemming on hex ``h`` (at most one), or ``None``."""
        return self.at.get(h)

    @property
    def at(self) -> dict[str, str]:
        """``{hex: lemming}`` for every lemming on a hex."""
        return {h: lem for lem, h in self.loc.items() if h not in (START, FINISH)}

    def owner(self, lemming: str) -> int:
        return next(p for p in range(self.players) if lemming in lemmings_of(p))

    def colour(self, player: int) -> str:
        return COLOURS[player]

    def finished(self, player: int) -> int:
        """How many of ``player``'s lemmings are over the finish line."""
        return sum(self.loc[lem] == FINISH for lem in lemmings_of(player))

    def colour_name(self, player: int) -> Message:
        """``player``'s colour in words, in the reader's language."""
        return COLOUR_NAMES[COLOURS[player]]

    def say(self, text: str | Message, /, **params: Any) -> None:
        """Add a line to the log, read in the reader's language: an English text and its placeholders'
        values (``s.say("{who} passes.", who=...)``, extracted by Babel), or a ready message."""
        self.log.append(Message(text, params) if isinstance(text, str) else text)

    # ------------------------------------------------------------ counting
    def card_count(self) -> Counter[str]:
        """Every card in the game, wherever it lies (conserved by every rule)."""
        c: Counter[str] = Counter(self.deck) + Counter(self.discard)
        for hand in self.hands:
            c.update(hand)
        for t, col in self.columns.items():
            c.update(card(t, v) for v in col)
        return c

    def tile_count(self) -> Counter[str]:
        """Every bonus tile, beside the board, waiting to be placed or on a hex (conserved)."""
        c: Counter[str] = Counter({t: n for t, n in self.supply.items() if n})
        c.update(self.tiles.values())
        if self.tile is not None:
            c[self.tile] += 1
        return c


__all__ = ["State", "COLOURS", "PHASES", "lemmings_of", "TERRAINS", "MEADOW"]
