"""Exploration tools built on the rules engine: eagle odds, lemming risk and the move explorer.

Nothing here re-implements a rule; every answer is read from the engine's own functions.

Eagles (:mod:`.eagle_odds`)
    :func:`eagle_destinations`, :func:`eagle_rolls`, :func:`eagle_zone_distribution`,
    :func:`eagle_target_probability`, :func:`hex_risk`
Lemmings at risk (:mod:`.threats`)
    :func:`threatened` → ``{lemming: Threat}`` (and :func:`threatened_by_search`, its slow check)
Moves (:mod:`.moves`)
    :func:`legal_destinations` → ``[Destination]``, :func:`why_not` → one sentence
Hints (:mod:`.hint`)
    :func:`hint` → :class:`Hint`: the deciding seat's options ranked, with figures and reasons
Reviews (:mod:`.review`)
    :func:`review` → :class:`Review`: a seat's costliest decisions, what was better and why
"""

from .eagle_odds import (
    EagleRoll,
    eagle_destinations,
    eagle_rolls,
    eagle_target_probability,
    eagle_zone_distribution,
    hex_risk,
    zone_weights,
)
from .hint import Hint, HintLine, hint
from .moves import Destination, legal_destinations, points_for, why_not
from .review import Mistake, Review, review
from .threats import EATEN, SCATTERED, RollThreat, Threat, threatened, threatened_by_search

__all__ = [
    "EagleRoll", "eagle_destinations", "eagle_rolls", "eagle_zone_distribution", "eagle_target_probability",
    "zone_weights", "hex_risk", "Threat", "RollThreat", "threatened", "threatened_by_search", "EATEN", "SCATTERED",
    "Destination", "legal_destinations", "why_not", "points_for", "hint", "Hint", "HintLine",
    "review", "Review", "Mistake",
]
