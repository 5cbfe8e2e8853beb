"""Any game of the kit's protocol as an OpenSpiel game: :class:`ProtocolGame` and :class:`ProtocolState`.

The adapter uses only :class:`gamecore.protocol.GameProtocol` and the game's
:class:`~gametools.interop.spec.GameSpec`: an action is the index of an option in
``game.pending.options``; the player to move is ``game.pending.player``, and a decision of a
negative seat (Leaping Lemmings' chance player, -1) is a chance node; the observation string is
``game.view(player)`` as canonical JSON (the information-state string keeps the view's log, if it
has one); the tensor is the spec's; the returns are the spec's, paid at the end; a state
serialises as its action history (OpenSpiel's default) and prints as the game's save.

A game registers a subclass of :class:`ProtocolGame` that sets :attr:`~ProtocolGame.spec` and
calls :meth:`~ProtocolGame.setup` with its :class:`pyspiel.GameType`, its parameters and the new
game every state starts from; it may give its own :attr:`~ProtocolGame.state_type`, a subclass of
:class:`ProtocolState` that adds chance outcomes or ``resample_from_infostate``
(:mod:`gametools.interop.openspiel` registers the kit's three games so).

Any action that is not legal now (negative, past the last option, or after the end) raises
:class:`IllegalOpenSpielAction`, both the kit's :class:`~gamecore.errors.IllegalAction` and
``pyspiel.SpielError``, and leaves the state as it was.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pyspiel

from gamecore.errors import IllegalAction
from gamecore.i18n import tr
from gamecore.protocol import GameProtocol

from .spec import GameSpec, legal_count, view_text


class IllegalOpenSpielAction(IllegalAction, pyspiel.SpielError):
    """An action that is not one of the state's legal actions. It is the kit's
    :class:`~gamecore.errors.IllegalAction` (a ``ValueError``) and ``pyspiel.SpielError`` (a
    ``RuntimeError``), what OpenSpiel itself raises for an illegal action
    (``state.apply_action_with_legality_check``), so either ``except`` catches it."""


def refusal(game: GameProtocol, action: int, count: int) -> str:
    """Why ``action`` is illegal in ``game``: the end, a chance decision or a seat's decision with ``count`` options."""
    if game.over:
        return tr("action {action} is illegal: the game is over", action=action)
    if game.pending.player < 0:
        return tr("chance outcome {action} is illegal: the outcomes are 0 to {last}", action=action, last=count - 1)
    return tr("action {action} is illegal for player {player}: the legal actions are 0 to {last}", action=action,
              player=game.pending.player, last=count - 1)


def game_type(short_name: str, long_name: str, players: tuple[int, int], params: dict[str, Any], *,
              chance: pyspiel.GameType.ChanceMode = pyspiel.GameType.ChanceMode.DETERMINISTIC,
              information_state: bool = False) -> pyspiel.GameType:
    """The :class:`pyspiel.GameType` of a game of the kit: sequential, of imperfect information
    (every view hides something), general sum, paid at the end, with observation strings and
    tensors; ``players`` is ``(least, most)``; ``information_state``: the view has a log, so the
    information state (the view with its log) is offered too."""
    return pyspiel.GameType(
        short_name=short_name, long_name=long_name, dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL, chance_mode=chance,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION, utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL, min_num_players=players[0], max_num_players=players[1],
        provides_information_state_string=information_state, provides_information_state_tensor=information_state,
        provides_observation_string=True, provides_observation_tensor=True, parameter_specification=params)


class ProtocolState(pyspiel.State):
    """One position; ``state.game`` is the underlying protocol game (a copy of the game's
    template unless ``world`` is given)."""

    def __init__(self, game: ProtocolGame, world: GameProtocol | None = None) -> None:
        super().__init__(game)
        self.game = world if world is not None else game._template.copy()
        self._limit = game.spec.max_actions  # read at every step: get_game() crosses into C++ each time

    def current_player(self) -> int:
        d = self.game.pending
        if d is None:
            return pyspiel.PlayerId.TERMINAL
        return d.player if d.player >= 0 else pyspiel.PlayerId.CHANCE

    def _legal_actions(self, player: int) -> list[int]:
        return list(range(legal_count(self.game, self._limit)))

    def apply_action(self, action: int) -> None:
        """OpenSpiel's own check refuses ``INVALID_ACTION`` (-1) with a plain ``SpielError`` before
        :meth:`_apply_action` sees it: refused here first, as every other illegal action is."""
        if action == pyspiel.INVALID_ACTION:
            d = self.game.pending
            raise IllegalOpenSpielAction(refusal(self.game, action, len(d.options) if d is not None else 0),
                                         option=action)
        super().apply_action(action)

    def _apply_action(self, action: int) -> None:
        d = self.game.pending
        options = d.options if d is not None else ()
        if not 0 <= action < len(options):  # a negative index would count from the end: -11 of 11 is option 0
            raise IllegalOpenSpielAction(refusal(self.game, action, len(options)), option=action)
        self.game.apply(options[action])

    def _action_to_string(self, player: int, action: int) -> str:
        d = self.game.pending
        options = d.options if d is not None else ()
        return str(options[action]) if 0 <= action < len(options) else f"action {action}"

    def is_terminal(self) -> bool:
        return self.game.over

    def returns(self) -> list[float]:
        if not self.game.over:
            return [0.0] * self.game.players
        return [float(v) for v in self.get_game().spec.returns(self.game)]

    def __str__(self) -> str:
        return self.game.to_json()


class ProtocolGame(pyspiel.Game):
    """An OpenSpiel game over a protocol game; a subclass sets :attr:`spec` (and maybe
    :attr:`state_type`) and calls :meth:`setup`."""

    spec: GameSpec
    #: The class of this game's states.
    state_type: type[ProtocolState] = ProtocolState

    def setup(self, game_type: pyspiel.GameType, params: dict[str, Any], template: GameProtocol, *, max_length: int,
              max_chance_outcomes: int = 0, min_utility: float = 0.0, max_utility: float = 1.0) -> None:
        """Finish making the game: ``template`` is the position every state starts from."""
        self._template = template
        info = pyspiel.GameInfo(num_distinct_actions=self.spec.max_actions, max_chance_outcomes=max_chance_outcomes,
                                num_players=template.players, min_utility=min_utility, max_utility=max_utility,
                                utility_sum=None, max_game_length=max_length)
        super().__init__(game_type, info, params)

    def new_initial_state(self) -> ProtocolState:
        return self.state_type(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> ProtocolObserver:
        return ProtocolObserver(self, iig_obs_type, params)


class ProtocolObserver:
    """OpenSpiel's Python observer: one seat's view as the spec's tensor and as JSON text (with
    the view's log for a perfect-recall observation: the information state)."""

    def __init__(self, game: ProtocolGame, iig_obs_type: Any = None, params: Any = None) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported, got {params}")
        self.spec = game.spec
        self.tensor = np.zeros(self.spec.observation_size(game._template), np.float32)
        self.dict = {"observation": self.tensor}
        self.with_log = iig_obs_type is not None and iig_obs_type.perfect_recall

    def set_from(self, state: ProtocolState, player: int) -> None:
        self.tensor[:] = self.spec.observation(state.game, player)

    def string_from(self, state: ProtocolState, player: int) -> str:
        return view_text(state.game, player, self.with_log)


__all__ = ["IllegalOpenSpielAction", "game_type", "ProtocolGame", "ProtocolObserver", "ProtocolState", "refusal"]
