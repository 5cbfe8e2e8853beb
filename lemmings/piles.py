"""Read-only views of the game's cards and pellets: decks, hands, piles, reserve and box.

:class:`PilesMixin` gives :class:`~lemmings.game.Game` one documented accessor for each of
them. Every accessor returns a tuple, a frozen mapping or a small frozen record built afresh,
never the live list or dict inside the state, so changing what it returns cannot change the
game (``game.apply`` is the only way to do that).

These accessors show **everything**, as analysis and tests need. A seat's fair view (what a
player may know: other hands, the deck's order and the undealt cards are hidden) is
:meth:`Game.view` (:func:`lemmings.view.player_view`); computer players and hints must use that.
The order of the shuffled movement deck and of the chaos draw pile is the future of the game,
so even here it is shown only on request, with ``reveal=True`` (a debugging aid).

>>> from lemmings import Game
>>> game = Game.new(players=4, seed=7)
>>> game.deck()
Pile(left=33, order=None)
>>> "Game Over" in game.deck(reveal=True).order[-7:]  # shuffled into the bottom seven
True
>>> game.hand(0)
('Noble Sacrifice', 'Rock Slide', 'Mistaken Identity')
>>> dict(game.reserve)
{'vp1': 6, 'vp2': 3, 'favour': 7}
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from .state import State


class Pile(NamedTuple):
    """A face-down pile: how many cards are ``left`` and, only when revealed, their ``order``
    from the top card (the next one drawn) down to the bottom."""

    left: int
    order: tuple[int | str, ...] | None


class Discard(NamedTuple):
    """One special action in the discard pile and who played it (``None``: nobody, as when a
    chaos card is passed by everyone)."""

    card: str
    player: int | None


class PilesMixin:
    """The read-only accessors of :class:`~lemmings.game.Game` for cards and pellets."""

    _s: State

    # ------------------------------------------------------------ movement cards
    def deck(self, *, reveal: bool = False) -> Pile:
        """The movement deck: ``Pile(left, None)``, or with ``reveal=True`` (debugging and
        analysis only: it shows the future) also the order, top card first; the Game Over
        card appears as ``"Game Over"``."""
        deck = self._s.deck
        return Pile(len(deck), tuple(reversed(deck)) if reveal else None)

    @property
    def movement_discard(self) -> tuple[int | str, ...]:
        """Movement cards already revealed and put aside, oldest first (public knowledge)."""
        return tuple(self._s.movement_discard)

    # ----------------------------------------------------------- special actions
    def hand(self, player: int) -> tuple[str, ...]:
        """The special actions ``player`` holds (secret from the other seats)."""
        return tuple(self._s.hands[self._seat(player)])

    @property
    def hands(self) -> tuple[tuple[str, ...], ...]:
        """Every clan's hand, in seat order."""
        return tuple(tuple(h) for h in self._s.hands)

    @property
    def undealt(self) -> tuple[str, ...]:
        """The special actions nobody was dealt, which a 3-favour exchange draws from at
        random (empty in the chaos variant); nobody at the table may look at them."""
        return tuple(self._s.undealt)

    def special_pile(self, *, reveal: bool = False) -> Pile:
        """The chaos variant's special-action draw pile (empty otherwise): ``Pile(left, None)``,
        or with ``reveal=True`` (debugging and analysis only) its order, top card first."""
        pile = self._s.sa_pile
        return Pile(len(pile), tuple(reversed(pile)) if reveal else None)

    @property
    def special_discard(self) -> tuple[Discard, ...]:
        """The special-action discard pile, bottom first, each card with who played it."""
        return tuple(Discard(card, None if p is None or p < 0 else p) for card, p in self._s.sa_discard)

    # ----------------------------------------------------------------- pellets
    @property
    def reserve(self) -> Mapping[str, int]:
        """Pellets left in the reserve by kind (``vp1``, ``vp2``, ``favour``); the players see
        only the total, since every pellet is drawn face down."""
        return MappingProxyType(dict(self._s.reserve))

    @property
    def favour_box(self) -> int:
        """Favour pellets traded in so far (they are out of the game)."""
        return self._s.favour_box

    @property
    def board_pellets(self) -> Mapping[str, str]:
        """The face-down pellets on the board, ``{hex: kind}``."""
        return MappingProxyType(dict(self._s.board_pellets))

    def held_pellets(self, player: int) -> Mapping[str, int]:
        """The pellets ``player`` has claimed, by kind (their kinds are secret from the others)."""
        return MappingProxyType(dict(self._s.held[self._seat(player)]))

    def _seat(self, player: int) -> int:
        n = self._s.cfg.n_players
        if not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < n:
            raise ValueError(f"player must be a seat number from 0 to {n - 1}, not {player!r}")
        return player


__all__ = ["Discard", "Pile", "PilesMixin"]
