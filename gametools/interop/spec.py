"""What the generic adapters need to know of one game besides the protocol: a :class:`GameSpec`.

The OpenSpiel game (:mod:`gametools.interop.openspiel_protocol`) and the PettingZoo environment
(:mod:`gametools.interop.pettingzoo_protocol`) drive any game of the kit through
:class:`gamecore.protocol.GameProtocol` alone: an action is the index of an option in
``game.pending.options``, the player to move is ``game.pending.player`` (a negative seat is
chance's), the observation text is ``game.view(seat)`` as canonical JSON. What the protocol does
not say is the game's own, and it is all in one :class:`GameSpec`: how many actions a decision may
have, the observation tensor, and what each seat is paid at the end. Each game's spec sits with its
tensor (``encoding.SPEC``, ``plongeon_encoding.SPEC``, ``labyrinth_encoding.SPEC``).

This module needs neither OpenSpiel nor PettingZoo.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from gamecore.protocol import GameProtocol


def legal_count(game: GameProtocol, limit: int) -> int:
    """How many options the pending decision has (0 once over); more than ``limit`` (the action
    space) is an error that names both, since the actions would not fit."""
    d = game.pending
    n = len(d.options) if d is not None else 0
    if n > limit:
        raise RuntimeError(f"a decision with {n} options does not fit the action space of {limit} actions")
    return n


def view_text(game: GameProtocol, seat: int, with_log: bool = False) -> str:
    """``seat``'s view as canonical JSON text: the observation string. A view's ``"log"`` (Leaping
    Lemmings' public events, in order) is kept only ``with_log``: the information-state string."""
    view = game.view(seat)
    if not with_log:
        view.pop("log", None)
    return json.dumps(view, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def first_place(winners: Callable[[Any], set[int]]) -> Callable[[Any], list[int]]:
    """Payoffs of 1 for each seat in ``winners(game)`` (the seats sharing first place) and 0 for the others."""

    def payoffs(game: GameProtocol) -> list[int]:
        first = winners(game)
        return [int(p in first) for p in range(game.players)]

    return payoffs


@dataclass(frozen=True)
class GameSpec:
    """One game's part of the adapters.

    * ``max_actions``: the action space (the most options one decision may have);
    * ``observation(game, seat)``: ``seat``'s tensor, a flat ``float32`` vector built from
      ``game.view(seat)`` only, of ``observation_size(game)`` floats;
    * ``returns(game)``: each seat's payoff at the end, by seat (OpenSpiel's returns);
    * ``rewards(game)``: each seat's PettingZoo reward at the end (``None``: the returns).
    """

    max_actions: int
    observation: Callable[[Any, int], np.ndarray]
    observation_size: Callable[[Any], int]
    returns: Callable[[Any], Sequence[float]]
    rewards: Callable[[Any], Sequence[float]] | None = None

    def final_rewards(self, game: GameProtocol) -> Sequence[float]:
        """The PettingZoo rewards of a finished game, by seat."""
        return (self.rewards or self.returns)(game)

    def mask(self, game: GameProtocol, seat: int) -> np.ndarray:
        """``int8`` mask over the action space: ones for the legal actions, if ``seat`` is to act."""
        out = np.zeros(self.max_actions, dtype=np.int8)
        d = game.pending
        if d is not None and d.player == seat:
            out[:legal_count(game, self.max_actions)] = 1
        return out


__all__ = ["GameSpec", "first_place", "legal_count", "view_text"]
