"""The kit's games as OpenSpiel games: ``pyspiel.load_game("python_leaping_lemmings")``.

Importing this module registers Leaping Lemmings, Le grand plongeon as
``python_le_grand_plongeon`` and Labyrinth as ``python_labyrinth``, each a configuration of the generic adapter
(:mod:`gametools.interop.openspiel_protocol`: :class:`ProtocolGame` and :class:`ProtocolState`
over the game protocol, with the game's :class:`~gametools.interop.spec.GameSpec`).

Leaping Lemmings' parameters:

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
An action is the index of an option in ``game.pending.options``; ``state.game`` is the underlying
:class:`lemmings.Game`. What is Leaping Lemmings' own is in :class:`LeapingLemmingsState`: chance
nodes with the exact probabilities of ``pending.probabilities``, ``resample_from_infostate`` and
the state's text.
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

Le grand plongeon's parameters: ``players`` (2-5, default 4) and ``seed`` (default 0). The deck is
shuffled from the seed, so the game has no chance nodes (like Leaping Lemmings' ``"seeded"`` mode);
it is of imperfect information, since each observation holds only the observer's own hand. It pays
1 to the winner and 0 to the others. Games played by uniformly random actions are long (10,000 to
90,000 decisions: a random player refills far more often than it plays), hence
:data:`PLONGEON_MAX_GAME_LENGTH`.

Labyrinth's parameters: ``players`` (2-6, default 4) and ``seed`` (default 0), with the kit's
starter set of components. Its chance (dice, piles, the Golem and event decks) comes from the seed,
so it has no chance nodes either; its observations hide face-down traps and the piles' order
(:mod:`gametools.interop.labyrinth_encoding`). It pays 1 to the winner and 0 to the others. No rule
ends a game without a winner; uniformly random play took from 900 to over 20,000 decisions in our
runs, hence :data:`LABYRINTH_MAX_GAME_LENGTH`.
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
from labyrinth.game import Game as LabyrinthGame
from lemmings.game import Game
from lemmings.state import state_to_dict
from lemmings.variants import STANDARD, VARIANTS
from plongeon.game import Game as PlongeonGame

from . import labyrinth_encoding, plongeon_encoding
from .encoding import MAX_CHANCE_OUTCOMES, SPEC, final_vp, sample_world
from .openspiel_protocol import IllegalOpenSpielAction, ProtocolGame, ProtocolObserver, ProtocolState, game_type

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


GAME_TYPE = game_type(SHORT_NAME, "Leaping Lemmings", (2, 6), _DEFAULTS,
                      chance=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC, information_state=True)


class LeapingLemmingsState(ProtocolState):
    """One position; the rules are :class:`lemmings.Game`'s, the rest the generic state's."""

    def chance_outcomes(self) -> list[tuple[int, float]]:
        d = self.game.pending
        if len(d.options) > MAX_CHANCE_OUTCOMES:
            raise RuntimeError(f"{len(d.options)} chance outcomes exceed MAX_CHANCE_OUTCOMES={MAX_CHANCE_OUTCOMES} "
                               f"(a die with more than 4 distinct faces?)")
        return [(i, float(p)) for i, p in enumerate(d.probabilities)]

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> LeapingLemmingsState:
        """A state ``player_id`` cannot tell from this one: hidden cards and pellets dealt again."""
        rng = random.Random(int(probability_sampler() * 2**53))
        return LeapingLemmingsState(self.get_game(), sample_world(self.game, player_id, rng))

    def __str__(self) -> str:
        data = state_to_dict(self.game.state)
        data["config"].pop("board")  # the same for every state of a game
        return json.dumps(data, ensure_ascii=False)


class LeapingLemmingsGame(ProtocolGame):
    """The OpenSpiel game object; ``pyspiel.load_game`` makes it from the parameters."""

    spec = SPEC
    state_type = LeapingLemmingsState

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        p = {**_DEFAULTS, **(params or {})}
        self.players = int(p["players"])
        self.variant = variant_parameter(p["variant"])
        self.chance = str(p["chance"])
        self.seed = int(p["seed"])
        self.setup(GAME_TYPE, p, Game.new(self.players, seed=self.seed, variant=self.variant, chance=self.chance),
                   max_length=MAX_GAME_LENGTH, max_chance_outcomes=MAX_CHANCE_OUTCOMES,
                   # chaos: a clan that played more cards than dealt loses a VP for each
                   min_utility=-float(self.players * 2), max_utility=100.0)


#: OpenSpiel's Python observer of Leaping Lemmings (the generic one): a seat's view as a tensor and as JSON text.
ViewObserver = ProtocolObserver


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


# ------------------------------------------------------------------------ Le grand plongeon
PLONGEON_NAME = "python_le_grand_plongeon"
#: Uniformly random play needs up to about 90,000 decisions (see the module notes); far above that.
PLONGEON_MAX_GAME_LENGTH = 1_000_000
_PLONGEON_DEFAULTS = {"players": 4, "seed": 0}
PLONGEON_TYPE = game_type(PLONGEON_NAME, "Le grand plongeon", (2, 5), _PLONGEON_DEFAULTS)


class PlongeonOpenSpielGame(ProtocolGame):
    """Le grand plongeon for OpenSpiel; ``pyspiel.load_game`` makes it from the parameters."""

    spec = plongeon_encoding.SPEC

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        p = {**_PLONGEON_DEFAULTS, **(params or {})}
        self.setup(PLONGEON_TYPE, p, PlongeonGame.new(int(p["players"]), seed=int(p["seed"])),
                   max_length=PLONGEON_MAX_GAME_LENGTH)


# ------------------------------------------------------------------------ Labyrinth
LABYRINTH_NAME = "python_labyrinth"
#: A bound far above the random games seen (see the module notes); no rule bounds a game's length.
LABYRINTH_MAX_GAME_LENGTH = 1_000_000
_LABYRINTH_DEFAULTS = {"players": 4, "seed": 0}
LABYRINTH_TYPE = game_type(LABYRINTH_NAME, "Labyrinth: Paths of Destiny", (2, 6), _LABYRINTH_DEFAULTS)


class LabyrinthOpenSpielGame(ProtocolGame):
    """Labyrinth for OpenSpiel; ``pyspiel.load_game`` makes it from the parameters."""

    spec = labyrinth_encoding.SPEC

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        p = {**_LABYRINTH_DEFAULTS, **(params or {})}
        self.setup(LABYRINTH_TYPE, p, LabyrinthGame.new(int(p["players"]), seed=int(p["seed"])),
                   max_length=LABYRINTH_MAX_GAME_LENGTH)


pyspiel.register_game(GAME_TYPE, LeapingLemmingsGame)
pyspiel.register_game(PLONGEON_TYPE, PlongeonOpenSpielGame)
pyspiel.register_game(LABYRINTH_TYPE, LabyrinthOpenSpielGame)

__all__ = ["SHORT_NAME", "GAME_TYPE", "LeapingLemmingsGame", "LeapingLemmingsState", "ViewObserver", "ScoreEvaluator",
           "fair_step", "IllegalOpenSpielAction", "VARIANT_NAMES", "variant_parameter", "PLONGEON_NAME",
           "PLONGEON_TYPE", "PlongeonOpenSpielGame", "LABYRINTH_NAME", "LABYRINTH_TYPE", "LabyrinthOpenSpielGame"]
