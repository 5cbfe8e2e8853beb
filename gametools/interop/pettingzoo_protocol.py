"""Any game of the kit's protocol as a PettingZoo AEC environment; Le grand plongeon as
``plongeon_env(players=4)``.

Built on :class:`gamecore.protocol.GameProtocol` only: the acting agent is ``game.pending.player``,
an action is the index of an option in ``game.pending.options`` (``Discrete(max_actions)`` with a
mask that has ones only for the acting agent), observations are a tensor built from
``game.view(agent)`` only, and the reward, paid when the game ends, is 1 for first place and 0
otherwise. Agents are Le grand plongeon's colours (``"blue"``, ``"red"``, …), in seat order;
chance comes from the ``reset(seed=…)`` seed.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from gamecore.protocol import GameProtocol
from plongeon.game import Game as PlongeonGame
from plongeon.state import COLOURS

from . import plongeon_encoding

_SEEDS = random.SystemRandom()  # only for reset() without a seed


class ProtocolEnv(AECEnv):
    """The unwrapped environment over a protocol game: ``make(seed)`` sets up a game,
    ``encode(game, seat)`` is a seat's tensor of ``size`` floats, ``winners(game)`` the seats in first place."""

    metadata = {"render_modes": ["ansi"], "name": "kit_protocol_v0", "is_parallelizable": False}

    def __init__(self, agents: list[str], make: Callable[[int], GameProtocol], encode: Callable[[Any, int], np.ndarray],
                 size: int, max_actions: int, winners: Callable[[Any], set[int]], render_mode: str | None = None) -> None:
        super().__init__()
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        self.possible_agents, self.render_mode = agents, render_mode
        self._make, self._encode, self._winners, self._max = make, encode, winners, max_actions
        self.game = make(0)
        self._observation_space = spaces.Dict({
            "observation": spaces.Box(low=0.0, high=np.inf, shape=(size,), dtype=np.float32),
            "action_mask": spaces.Box(low=0, high=1, shape=(max_actions,), dtype=np.int8),
        })
        self._action_space = spaces.Discrete(max_actions)

    def observation_space(self, agent: str) -> spaces.Space:
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Space:
        return self._action_space

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        self.game = self._make(_SEEDS.randrange(2**31) if seed is None else seed)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[self.game.pending.player]

    def _mask(self, seat: int) -> np.ndarray:
        mask = np.zeros(self._max, dtype=np.int8)
        d = self.game.pending
        if d is not None and d.player == seat:
            if len(d.options) > self._max:
                raise RuntimeError(f"a decision with {len(d.options)} options does not fit {self._max} actions")
            mask[:len(d.options)] = 1
        return mask

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        p = self.possible_agents.index(agent)
        return {"observation": self._encode(self.game, p), "action_mask": self._mask(p)}

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        options = self.game.pending.options
        if action is None or not 0 <= int(action) < len(options):
            raise ValueError(f"{agent} cannot take action {action}: the legal actions are 0 to {len(options) - 1} "
                             f"({self.game.pending.prompt})")
        self._cumulative_rewards[agent] = 0
        self.game.apply(options[int(action)])
        if self.game.over:
            first = self._winners(self.game)
            self.rewards = {a: int(p in first) for p, a in enumerate(self.possible_agents)}
            self.terminations = dict.fromkeys(self.agents, True)
        else:
            self.agent_selection = self.possible_agents[self.game.pending.player]
        self._accumulate_rewards()

    def render(self) -> str | None:
        if self.render_mode is None:
            gymnasium.logger.warn("render() called without render_mode='ansi'")
            return None
        return "\n".join([repr(self.game), *self.game.log[-3:]])

    def close(self) -> None:
        pass


def plongeon_raw_env(players: int = 4, render_mode: str | None = None) -> ProtocolEnv:
    """Le grand plongeon, unwrapped; :func:`plongeon_env` is the one to use."""
    PlongeonGame.new(players, seed=0)  # checks the parameters now

    def winners(game: PlongeonGame) -> set[int]:
        return set() if game.state.winner is None else {game.state.winner}

    e = ProtocolEnv(list(COLOURS[:players]), lambda seed: PlongeonGame.new(players, seed=seed),
                    plongeon_encoding.observation, plongeon_encoding.observation_size(PlongeonGame.new(players, seed=0)),
                    plongeon_encoding.MAX_ACTIONS, winners, render_mode)
    e.metadata = {**ProtocolEnv.metadata, "name": "le_grand_plongeon_v0"}
    return e


def plongeon_env(players: int = 4, render_mode: str | None = None) -> AECEnv:
    """Le grand plongeon with PettingZoo's usual guards (order of calls, actions in bounds)."""
    e: AECEnv = plongeon_raw_env(players, render_mode)
    e = wrappers.AssertOutOfBoundsWrapper(e)
    return wrappers.OrderEnforcingWrapper(e)


__all__ = ["ProtocolEnv", "plongeon_env", "plongeon_raw_env"]
