"""Computer players: fair bots at several strengths, and the loop that lets them play.

Every bot decides only through what its seat may know: its own options and worlds sampled
from its knowledge (:meth:`lemmings.Game.sample_world`).

* :class:`RandomBot`: any legal option.
* :class:`PolicyBot`: the quick rule of thumb the Monte Carlo playouts use.
* :class:`GreedyBot` (``"easy"``): one decision ahead in a sampled world.
* :class:`MonteCarloBot`: playouts to the end of the round.
* :class:`LookaheadBot` (``"medium"``, ``"hard"``): its own follow-ups searched, leaves scored by
  the evaluator (:mod:`.evaluator`: expected VP from rows, exact eagle odds, cards, pellets).
* :data:`LEVELS`, :func:`make_bot`: bots by name. :func:`play_out`: let bots play.
"""

from .basic import Bot, GreedyBot, RandomBot, evaluate, phase, play_out
from .evaluator import eagle_risk, expected_scores
from .levels import BOTS, LEVELS, describe_level, make_bot
from .lookahead import LookaheadBot
from .montecarlo import MonteCarloBot, OptionStats, playout
from .policy import PolicyBot, option_score, policy_choice

__all__ = [
    "Bot", "RandomBot", "GreedyBot", "PolicyBot", "MonteCarloBot", "LookaheadBot", "expected_scores", "eagle_risk",
    "OptionStats", "LEVELS", "BOTS",
    "make_bot", "describe_level", "play_out", "phase", "evaluate", "playout", "option_score", "policy_choice",
]
