"""Any game of the kit's protocol as a PettingZoo AEC environment: :class:`ProtocolEnv`.

Built on :class:`gamecore.protocol.GameProtocol` and the game's
:class:`~gametools.interop.spec.GameSpec` only: the acting agent is ``game.pending.player``, an
action is the index of an option in ``game.pending.options`` (``Discrete(spec.max_actions)`` with
a mask that has ones only for the acting agent), observations are the spec's tensor, built from
``game.view(agent)`` only, and the rewards, paid once when the game ends, are the spec's (every
other step rewards 0; games always end, so there is no truncation). Chance comes from the
``reset(seed=…)`` seed, so two environments reset with the same seed and fed the same actions
play the same game. :mod:`gametools.interop.pettingzoo` configures it for the kit's games.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import gymnasium
import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from gamecore.protocol import GameProtocol

from .spec import GameSpec

_SEEDS = random.SystemRandom()  # only for reset() without a seed


class ProtocolEnv(AECEnv):
    """The unwrapped environment over a protocol game: ``make(seed)`` sets up a game whose seats
    are the ``agents`` (names, in seat order), ``spec`` is the game's part, ``name`` the
    environment's name in :attr:`metadata`."""

    metadata = {"render_modes": ["ansi"], "name": "kit_protocol_v0", "is_parallelizable": False}

    def __init__(self, spec: GameSpec, agents: list[str], make: Callable[[int], GameProtocol], *, name: str,
                 render_mode: str | None = None) -> None:
        super().__init__()
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        self.metadata = {**ProtocolEnv.metadata, "name": name}
        self.game_spec, self.possible_agents, self.render_mode, self._make = spec, agents, render_mode, make
        self.game = make(0)
        self._observation_space = spaces.Dict({
            "observation": spaces.Box(low=0.0, high=np.inf, shape=(spec.observation_size(self.game),), dtype=np.float32),
            "action_mask": spaces.Box(low=0, high=1, shape=(spec.max_actions,), dtype=np.int8),
        })
        self._action_space = spaces.Discrete(spec.max_actions)

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

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        p = self.possible_agents.index(agent)
        return {"observation": self.game_spec.observation(self.game, p), "action_mask": self.game_spec.mask(self.game, p)}

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
            self.rewards = dict(zip(self.possible_agents, self.game_spec.final_rewards(self.game), strict=True))
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


def guarded(e: AECEnv) -> AECEnv:
    """``e`` with PettingZoo's usual guards (order of calls, actions in bounds)."""
    return wrappers.OrderEnforcingWrapper(wrappers.AssertOutOfBoundsWrapper(e))


__all__ = ["ProtocolEnv", "guarded"]
