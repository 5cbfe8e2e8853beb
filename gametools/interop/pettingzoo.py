"""Leaping Lemmings as a PettingZoo AEC environment: ``env(players=4, variant=None)``.

(Le grand plongeon is ``plongeon_env(players=4)``, from :mod:`gametools.interop.pettingzoo_protocol`.)

* **Agents** are the clans (``"Ritz"``, ``"Biker"``, …), in seat order. The acting agent is the
  one the game waits for; the same clan may act several times in a row (roll, choose the eagle,
  fly it, move).
* **Observations** are ``{"observation": float32 vector, "action_mask": int8 vector}`` built from
  ``game.view(agent)`` only (see :func:`gametools.interop.encoding.observation`): rivals' hands and
  face-down pellet values are never in them. Only the acting agent's mask has ones.
* **Actions** are ``Discrete(MAX_ACTIONS)``: the index of an option in ``game.pending.options``
  (``env.unwrapped.game.pending.options[i]`` is the option, ``str()`` of it the notation).
* **Chance** (dice, cards, pellets, deals) is drawn by the engine from the ``reset(seed=…)`` seed,
  so two environments reset with the same seed and fed the same actions play the same game.
* **Rewards** are paid once, when the game ends: each clan gets its final VP minus the best
  rival's final VP (positive for the winner on points, negative for everyone else; ties on points
  give 0). Every other step rewards 0. Games always end (the Game Over card), so there is no
  truncation.
"""

from __future__ import annotations

import random

import gymnasium
import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from lemmings.game import Game

from .encoding import MAX_ACTIONS, action_mask, legal_actions, observation, observation_size, vp_margin
from .pettingzoo_protocol import plongeon_env

_SEEDS = random.SystemRandom()  # only for reset() without a seed


def env(players: int = 4, variant: str | None = None, render_mode: str | None = None) -> AECEnv:
    """The environment with PettingZoo's usual guards (order of calls, actions in bounds)."""
    e: AECEnv = raw_env(players=players, variant=variant, render_mode=render_mode)
    e = wrappers.AssertOutOfBoundsWrapper(e)
    return wrappers.OrderEnforcingWrapper(e)


class raw_env(AECEnv):  # noqa: N801  (PettingZoo's naming convention)
    """The unwrapped environment; :func:`env` is the one to use."""

    metadata = {"render_modes": ["ansi"], "name": "leaping_lemmings_v0", "is_parallelizable": False}

    def __init__(self, players: int = 4, variant: str | None = None, render_mode: str | None = None) -> None:
        super().__init__()
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        self.players, self.variant, self.render_mode = players, variant, render_mode
        self.game = Game.new(players, seed=0, variant=variant)  # checks the parameters now
        self.possible_agents = [c.name for c in self.game.clans]
        size = observation_size(self.game)
        self._observation_space = spaces.Dict({
            "observation": spaces.Box(low=0.0, high=np.inf, shape=(size,), dtype=np.float32),
            "action_mask": spaces.Box(low=0, high=1, shape=(MAX_ACTIONS,), dtype=np.int8),
        })
        self._action_space = spaces.Discrete(MAX_ACTIONS)

    def observation_space(self, agent: str) -> spaces.Space:
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Space:
        return self._action_space

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        self.game = Game.new(self.players, seed=_SEEDS.randrange(2**63) if seed is None else seed,
                             variant=self.variant)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[self.game.pending.player]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        p = self.possible_agents.index(agent)
        return {"observation": observation(self.game, p), "action_mask": action_mask(self.game, p)}

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        legal = legal_actions(self.game)
        if action is None or int(action) not in legal:
            raise ValueError(f"{agent} cannot take action {action}: the legal actions are 0 to {len(legal) - 1} "
                             f"({self.game.pending.prompt})")
        self._cumulative_rewards[agent] = 0
        self.game.apply(self.game.options[int(action)])
        if self.game.over:
            self.rewards = dict(zip(self.possible_agents, vp_margin(self.game), strict=True))
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


__all__ = ["env", "raw_env", "plongeon_env"]
