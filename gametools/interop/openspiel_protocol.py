"""Any game of the kit's protocol as an OpenSpiel game; Le grand plongeon registered as
``pyspiel.load_game("python_le_grand_plongeon")``.

The adapter uses only :class:`gamecore.protocol.GameProtocol`: an action is the index of an option
in ``game.pending.options``, the player to move is ``game.pending.player``, the observation string
is ``game.view(player)`` as canonical JSON, the returns come from ``game.standings()`` (1 for
first place, 0 otherwise, paid at the end) and a state serialises as its action history.
:class:`ProtocolGame` and :class:`ProtocolState` hold that; a game adds its setup, its
observation tensor and its :class:`pyspiel.GameType`.

Le grand plongeon's parameters: ``players`` (2-5, default 4) and ``seed`` (default 0). The deck is
shuffled from the seed, so the game has no chance nodes (like Leaping Lemmings' ``"seeded"`` mode);
it is of imperfect information, since each observation holds only the observer's own hand.
Games played by uniformly random actions are long (10,000 to 90,000 decisions: a random player
refills far more often than it plays), hence :data:`PLONGEON_MAX_GAME_LENGTH`.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import numpy as np
import pyspiel

from gamecore.errors import IllegalAction
from gamecore.i18n import tr
from gamecore.protocol import GameProtocol
from plongeon.game import Game as PlongeonGame

from . import plongeon_encoding


class IllegalOpenSpielAction(IllegalAction, pyspiel.SpielError):
    """An action that is not one of the state's legal actions. It is the kit's
    :class:`~gamecore.errors.IllegalAction` (a ``ValueError``) and ``pyspiel.SpielError`` (a
    ``RuntimeError``), what OpenSpiel itself raises for an illegal action, so either ``except``
    catches it."""


def refusal(game: GameProtocol, action: int, count: int) -> str:
    """Why ``action`` is illegal in ``game`` (a seat's decision with ``count`` options, or the end)."""
    if game.over:
        return tr("action {action} is illegal: the game is over", action=action)
    return tr("action {action} is illegal for player {player}: the legal actions are 0 to {last}", action=action,
              player=game.pending.player, last=count - 1)


class ProtocolGame(pyspiel.Game):
    """An OpenSpiel game over a protocol game: a subclass sets :attr:`max_actions`,
    :attr:`observation_size` and :attr:`encode` (a seat's tensor), :attr:`winners`, and calls :meth:`setup`
    with its game type, parameters and the new game every state starts from."""

    max_actions: int
    observation_size: Callable[[Any], int]
    encode: Callable[[Any, int], np.ndarray]
    #: The seats sharing first place in a finished game.
    winners: Callable[[Any], set[int]]

    def setup(self, game_type: pyspiel.GameType, params: dict[str, Any], template: GameProtocol, *,
              max_length: int) -> None:
        self._template = template
        info = pyspiel.GameInfo(num_distinct_actions=self.max_actions, max_chance_outcomes=0,
                                num_players=template.players, min_utility=0.0, max_utility=1.0, utility_sum=None,
                                max_game_length=max_length)
        super().__init__(game_type, info, params)

    def new_initial_state(self) -> ProtocolState:
        return ProtocolState(self, self._template.copy())

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> ProtocolObserver:
        return ProtocolObserver(self, params)


class ProtocolState(pyspiel.State):
    """One position; ``state.game`` is the underlying protocol game."""

    def __init__(self, game: ProtocolGame, world: GameProtocol) -> None:
        super().__init__(game)
        self.game = world

    def current_player(self) -> int:
        d = self.game.pending
        return pyspiel.PlayerId.TERMINAL if d is None else d.player

    def _legal_actions(self, player: int) -> list[int]:
        n = len(self.game.pending.options) if self.game.pending else 0
        limit = self.get_game().max_actions
        if n > limit:
            raise RuntimeError(f"a decision with {n} options does not fit the action space of {limit} actions")
        return list(range(n))

    def _apply_action(self, action: int) -> None:
        options = self.game.pending.options if self.game.pending else ()
        if not 0 <= action < len(options):  # a negative index would count from the end
            raise IllegalOpenSpielAction(refusal(self.game, action, len(options)), option=action)
        self.game.apply(options[action])

    def _action_to_string(self, player: int, action: int) -> str:
        options = self.game.pending.options if self.game.pending else ()
        return str(options[action]) if 0 <= action < len(options) else f"action {action}"

    def is_terminal(self) -> bool:
        return self.game.over

    def returns(self) -> list[float]:
        if not self.game.over:
            return [0.0] * self.game.players
        return [float(p in self.get_game().winners(self.game)) for p in range(self.game.players)]

    def __str__(self) -> str:
        return self.game.to_json()


class ProtocolObserver:
    """OpenSpiel's Python observer: one seat's view as a tensor and as JSON text."""

    def __init__(self, game: ProtocolGame, params: Any = None) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported, got {params}")
        self.game = game
        self.tensor = np.zeros(game.observation_size(game._template), np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: ProtocolState, player: int) -> None:
        self.tensor[:] = self.game.encode(state.game, player)

    def string_from(self, state: ProtocolState, player: int) -> str:
        return json.dumps(state.game.view(player), sort_keys=True, ensure_ascii=False, separators=(",", ":"))


PLONGEON_NAME = "python_le_grand_plongeon"
#: Uniformly random play needs up to about 90,000 decisions (see the module notes); far above that.
PLONGEON_MAX_GAME_LENGTH = 1_000_000
_PLONGEON_DEFAULTS = {"players": 4, "seed": 0}

PLONGEON_TYPE = pyspiel.GameType(
    short_name=PLONGEON_NAME,
    long_name="Le grand plongeon",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.DETERMINISTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.GENERAL_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=5,
    min_num_players=2,
    provides_information_state_string=False,
    provides_information_state_tensor=False,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification=_PLONGEON_DEFAULTS,
)


class PlongeonOpenSpielGame(ProtocolGame):
    """Le grand plongeon for OpenSpiel; ``pyspiel.load_game`` makes it from the parameters."""

    max_actions = plongeon_encoding.MAX_ACTIONS
    observation_size = staticmethod(plongeon_encoding.observation_size)
    encode = staticmethod(plongeon_encoding.observation)

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        p = {**_PLONGEON_DEFAULTS, **(params or {})}
        self.setup(PLONGEON_TYPE, p, PlongeonGame.new(int(p["players"]), seed=int(p["seed"])),
                   max_length=PLONGEON_MAX_GAME_LENGTH)

    @staticmethod
    def winners(game: PlongeonGame) -> set[int]:
        return set() if game.state.winner is None else {game.state.winner}


pyspiel.register_game(PLONGEON_TYPE, PlongeonOpenSpielGame)

__all__ = ["IllegalOpenSpielAction", "ProtocolGame", "ProtocolState", "ProtocolObserver", "PLONGEON_NAME",
           "PLONGEON_TYPE", "PlongeonOpenSpielGame", "refusal"]
