"""Leaping Lemmings as an OpenSpiel game: ``pyspiel.load_game("python_leaping_lemmings")``.

Importing this module registers the game, and Le grand plongeon as ``python_le_grand_plongeon``
(:mod:`gametools.interop.openspiel_protocol`, the adapter for any game of the kit's protocol). Parameters:

* ``players`` (2-6, default 4);
* ``variant``: ``""`` (standard), or variant names joined by ``+`` (``"short"``,
  ``"two_player"``, ``"chaos"``, ``"standard"``, ``"short+chaos"``: OpenSpiel's game strings keep
  commas for separating parameters), each named once, in lower case as written here, so that one
  game has one game string (``"SHORT"``, ``"short+short"`` and ``"+"`` are refused);
* ``chance``: ``"explicit"`` (default: every random event is a chance node with its exact
  probabilities) or ``"seeded"`` (dice and cards come from ``seed``, so the game has no chance
  nodes: handy for plain MCTS on one fixed future);
* ``seed`` (default 0): the seed of a seeded game (and of nothing else).

The game is sequential, explicitly stochastic, of imperfect information and general sum: the
returns are each clan's final VP (dives, unused cards, pellets, favour sets), paid at the end.
An action is the index of an option in ``game.pending.options`` (see
:mod:`gametools.interop.encoding`); ``state.game`` is the underlying :class:`lemmings.Game`.
Any other action (negative, past the last option, or after the end) raises
:class:`IllegalOpenSpielAction`, both the kit's :class:`~gamecore.errors.IllegalAction` and
``pyspiel.SpielError``, which OpenSpiel raises for an illegal action
(``state.apply_action_with_legality_check``); the state is left as it was.
Observation and information-state strings are ``game.view(player)`` as JSON (the information
state adds the public log); both tensors are :func:`~gametools.interop.encoding.observation`, so
the tensor does not recall the past. States serialise as their action history (OpenSpiel's
default) and ``resample_from_infostate`` deals the hidden cards and pellets again.

Bots: OpenSpiel's Python ``ismcts.ISMCTSBot`` plays fairly (it searches worlds drawn by
``resample_from_infostate``); ``mcts.MCTSBot`` sees the whole state, so call it through
:func:`fair_step`. :class:`ScoreEvaluator` values a position by the current scores, far cheaper
than random rollouts. The C++ bots (``pyspiel.MCTSBot``, ``pyspiel.ISMCTSBot``) crash on Python
games in the open-spiel 2.0.2 wheel (OpenSpiel's own ``python_kuhn_poker`` too), so use the
Python ones.
"""

from __future__ import annotations

import json
import random
from typing import Any

import numpy as np
import pyspiel
from open_spiel.python.algorithms import mcts

from gamecore.arguments import shown
from gamecore.errors import ArgumentError
from gamecore.i18n import tr
from lemmings.chance import CHANCE
from lemmings.game import Game
from lemmings.state import state_to_dict
from lemmings.variants import STANDARD, VARIANTS

from .encoding import (
    MAX_ACTIONS,
    MAX_CHANCE_OUTCOMES,
    final_vp,
    legal_actions,
    observation,
    observation_size,
    sample_world,
    view_text,
)
from .openspiel_protocol import PLONGEON_NAME, IllegalOpenSpielAction

SHORT_NAME = "python_leaping_lemmings"
#: Longest game seen in random play is about 520 decisions; this bound is far above it.
MAX_GAME_LENGTH = 5000
_DEFAULTS = {"players": 4, "variant": "", "chance": "explicit", "seed": 0}
#: The names the ``variant`` parameter joins with ``+``.
VARIANT_NAMES = (*VARIANTS, STANDARD)


def variant_parameter(value: Any) -> str | None:
    """The ``variant`` parameter as :meth:`lemmings.Game.new` takes it: ``""`` is the standard
    game, otherwise names of :data:`VARIANT_NAMES` joined by ``+``, each once."""
    if not isinstance(value, str):
        raise ArgumentError(tr("variant must be a string, not {value}", value=shown(value)))
    if value == "":
        return None
    names = value.split("+")
    if any(name not in VARIANT_NAMES for name in names) or len(set(names)) != len(names):
        raise ArgumentError(tr("variant must be \"\" or variant names joined by +, each once and in lower case "
                               "({names}), not {value}", names=", ".join(VARIANT_NAMES), value=shown(value)))
    return ",".join(names)

GAME_TYPE = pyspiel.GameType(
    short_name=SHORT_NAME,
    long_name="Leaping Lemmings",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.GENERAL_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=6,
    min_num_players=2,
    provides_information_state_string=True,
    provides_information_state_tensor=True,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification=_DEFAULTS,
)


class LeapingLemmingsGame(pyspiel.Game):
    """The OpenSpiel game object; ``pyspiel.load_game`` makes it from the parameters."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        p = {**_DEFAULTS, **(params or {})}
        self.players = int(p["players"])
        self.variant = variant_parameter(p["variant"])
        self.chance = str(p["chance"])
        self.seed = int(p["seed"])
        self._template = Game.new(self.players, seed=self.seed, variant=self.variant, chance=self.chance)
        info = pyspiel.GameInfo(
            num_distinct_actions=MAX_ACTIONS,
            max_chance_outcomes=MAX_CHANCE_OUTCOMES,
            num_players=self.players,
            min_utility=-float(self.players * 2),  # chaos: a clan that played more cards than dealt loses a VP for each
            max_utility=100.0,
            utility_sum=None,
            max_game_length=MAX_GAME_LENGTH,
        )
        super().__init__(GAME_TYPE, info, p)

    def new_initial_state(self) -> LeapingLemmingsState:
        return LeapingLemmingsState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> ViewObserver:
        perfect_recall = iig_obs_type is not None and iig_obs_type.perfect_recall
        return ViewObserver(observation_size(self._template), with_log=perfect_recall, params=params)


class LeapingLemmingsState(pyspiel.State):
    """One position; the rules are :class:`lemmings.Game`'s."""

    def __init__(self, game: LeapingLemmingsGame, world: Game | None = None) -> None:
        super().__init__(game)
        self.game = world if world is not None else game._template.copy()

    def current_player(self) -> int:
        d = self.game.pending
        if d is None:
            return pyspiel.PlayerId.TERMINAL
        return pyspiel.PlayerId.CHANCE if d.player == CHANCE else d.player

    def _legal_actions(self, player: int) -> list[int]:
        return legal_actions(self.game)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        d = self.game.pending
        if len(d.options) > MAX_CHANCE_OUTCOMES:
            raise RuntimeError(f"{len(d.options)} chance outcomes exceed MAX_CHANCE_OUTCOMES={MAX_CHANCE_OUTCOMES} "
                               f"(a die with more than 4 distinct faces?)")
        return [(i, float(p)) for i, p in enumerate(d.probabilities)]

    def _apply_action(self, action: int) -> None:
        options = self.game.options
        # a negative index would count from the end: -11 of 11 options is option 0
        if not 0 <= action < len(options):
            raise IllegalOpenSpielAction(self._refusal(action, len(options)), option=action)
        self.game.apply(options[action])

    def _refusal(self, action: int, count: int) -> str:
        if self.game.over:
            return tr("action {action} is illegal: the game is over", action=action)
        if self.game.pending.player == CHANCE:
            return tr("chance outcome {action} is illegal: the outcomes are 0 to {last}", action=action,
                      last=count - 1)
        return tr("action {action} is illegal for player {player}: the legal actions are 0 to {last}", action=action,
                  player=self.game.pending.player, last=count - 1)

    def _action_to_string(self, player: int, action: int) -> str:
        options = self.game.options
        return str(options[action]) if 0 <= action < len(options) else f"action {action}"

    def is_terminal(self) -> bool:
        return self.game.over

    def returns(self) -> list[float]:
        if not self.game.over:
            return [0.0] * self.game.players
        return [float(v) for v in final_vp(self.game)]

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> LeapingLemmingsState:
        """A state ``player_id`` cannot tell from this one: hidden cards and pellets dealt again."""
        rng = random.Random(int(probability_sampler() * 2**53))
        return LeapingLemmingsState(self.get_game(), sample_world(self.game, player_id, rng))

    def __str__(self) -> str:
        data = state_to_dict(self.game.state)
        data["config"].pop("board")  # the same for every state of a game
        return json.dumps(data, ensure_ascii=False)


class ViewObserver:
    """OpenSpiel's Python observer: one seat's view as a tensor and as JSON text."""

    def __init__(self, size: int, *, with_log: bool, params: Any = None) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported, got {params}")
        self.tensor = np.zeros(size, np.float32)
        self.dict = {"observation": self.tensor}
        self.with_log = with_log

    def set_from(self, state: LeapingLemmingsState, player: int) -> None:
        self.tensor[:] = observation(state.game, player)

    def string_from(self, state: LeapingLemmingsState, player: int) -> str:
        return view_text(state.game, player, with_log=self.with_log)


class ScoreEvaluator(mcts.Evaluator):
    """MCTS leaf values without rollouts: each clan's score as if the game ended now.

    Random rollouts of a whole game (about 400 decisions) are slow in Python; the current score
    is a cheap, reasonable guess. Priors are uniform (chance nodes: their real probabilities).
    """

    def evaluate(self, state: LeapingLemmingsState) -> np.ndarray:
        return np.array(final_vp(state.game), dtype=np.float64)

    def prior(self, state: LeapingLemmingsState) -> list[tuple[int, float]]:
        if state.is_chance_node():
            return state.chance_outcomes()
        legal = state.legal_actions()
        return [(a, 1.0 / len(legal)) for a in legal]


def fair_step(bot: Any, state: LeapingLemmingsState, rng: random.Random) -> int:
    """Let a perfect-information bot (such as ``mcts.MCTSBot``) choose for the player to move
    without peeking: it searches a world sampled from that player's information state."""
    world = state.resample_from_infostate(state.current_player(), rng.random)
    return bot.step(world)


pyspiel.register_game(GAME_TYPE, LeapingLemmingsGame)

__all__ = ["SHORT_NAME", "GAME_TYPE", "LeapingLemmingsGame", "LeapingLemmingsState", "ViewObserver", "ScoreEvaluator",
           "fair_step", "IllegalOpenSpielAction", "VARIANT_NAMES", "variant_parameter", "PLONGEON_NAME"]
