"""The kit's games as PettingZoo AEC environments: ``env(players=4, variant=None)`` (Leaping
Lemmings), ``plongeon_env(players=4)`` (Le grand plongeon) and ``labyrinth_env(players=4)`` (Labyrinth).

Each is a configuration of the generic :class:`~gametools.interop.pettingzoo_protocol.ProtocolEnv`
(the game protocol plus the game's :class:`~gametools.interop.spec.GameSpec`), wrapped in
PettingZoo's usual guards:

* **Agents** are Leaping Lemmings' clans (``"Ritz"``, ``"Biker"``, …), Le grand plongeon's
  colours (``"blue"``, ``"red"``, …) and Labyrinth's players (``"P1"``, ``"P2"``, …), in seat
  order. The acting agent is the one the game waits for; the same agent may act several times in
  a row (roll, choose the eagle, fly it, move).
* **Observations** are ``{"observation": float32 vector, "action_mask": int8 vector}`` built from
  ``game.view(agent)`` only (see :func:`gametools.interop.encoding.observation` and the other
  games' ``*_encoding`` modules): rivals' hands, face-down pellet values and face-down traps are
  never in them. Only the acting agent's mask has ones.
* **Actions** are ``Discrete(max_actions)``: the index of an option in ``game.pending.options``
  (``env.unwrapped.game.pending.options[i]`` is the option, ``str()`` of it the notation).
* **Chance** (dice, cards, pellets, deals) is drawn by the engine from the ``reset(seed=…)`` seed,
  so two environments reset with the same seed and fed the same actions play the same game.
* **Rewards** are paid once, when the game ends. In Leaping Lemmings each clan gets its final VP
  minus the best rival's final VP (positive for the winner on points, negative for everyone else;
  ties on points give 0); in Le grand plongeon and Labyrinth the winner gets 1 and the others 0.
  Every other step rewards 0. There is no truncation: Leaping Lemmings and Le grand plongeon always
  end, and a Labyrinth game ends when someone wins (random agents take a few thousand decisions).
"""

from __future__ import annotations

from pettingzoo import AECEnv

from labyrinth.game import Game as LabyrinthGame
from lemmings.game import Game
from plongeon.game import Game as PlongeonGame
from plongeon.state import COLOURS

from . import labyrinth_encoding, plongeon_encoding
from .encoding import SPEC
from .pettingzoo_protocol import ProtocolEnv, guarded


def env(players: int = 4, variant: str | None = None, render_mode: str | None = None) -> AECEnv:
    """Leaping Lemmings with PettingZoo's usual guards (order of calls, actions in bounds)."""
    return guarded(raw_env(players=players, variant=variant, render_mode=render_mode))


class raw_env(ProtocolEnv):  # noqa: N801  (PettingZoo's naming convention)
    """Leaping Lemmings, unwrapped; :func:`env` is the one to use."""

    def __init__(self, players: int = 4, variant: str | None = None, render_mode: str | None = None) -> None:
        self.players, self.variant = players, variant
        clans = [c.name for c in Game.new(players, seed=0, variant=variant).clans]  # checks the parameters now
        super().__init__(SPEC, clans, self._new, name="leaping_lemmings_v0", render_mode=render_mode)

    def _new(self, seed: int) -> Game:
        return Game.new(self.players, seed=seed, variant=self.variant)


def plongeon_raw_env(players: int = 4, render_mode: str | None = None) -> ProtocolEnv:
    """Le grand plongeon, unwrapped; :func:`plongeon_env` is the one to use."""
    PlongeonGame.new(players, seed=0)  # checks the parameters now
    return ProtocolEnv(plongeon_encoding.SPEC, list(COLOURS[:players]), lambda seed: PlongeonGame.new(players, seed=seed),
                       name="le_grand_plongeon_v0", render_mode=render_mode)


def plongeon_env(players: int = 4, render_mode: str | None = None) -> AECEnv:
    """Le grand plongeon with PettingZoo's usual guards (order of calls, actions in bounds)."""
    return guarded(plongeon_raw_env(players, render_mode))


def labyrinth_raw_env(players: int = 4, render_mode: str | None = None) -> ProtocolEnv:
    """Labyrinth with the kit's starter set, unwrapped; :func:`labyrinth_env` is the one to use."""
    game = LabyrinthGame.new(players, seed=0)  # checks the parameters now
    return ProtocolEnv(labyrinth_encoding.SPEC, [game.state.name(p) for p in range(players)],
                       lambda seed: LabyrinthGame.new(players, seed=seed), name="labyrinth_v0", render_mode=render_mode)


def labyrinth_env(players: int = 4, render_mode: str | None = None) -> AECEnv:
    """Labyrinth with PettingZoo's usual guards (order of calls, actions in bounds)."""
    return guarded(labyrinth_raw_env(players, render_mode))


__all__ = ["env", "raw_env", "plongeon_env", "plongeon_raw_env", "labyrinth_env", "labyrinth_raw_env"]
