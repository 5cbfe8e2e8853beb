"""Named strengths of computer player, for menus and tournaments.

``LEVELS`` maps ``"easy"``, ``"medium"`` and ``"hard"`` to a function ``seed -> bot``;
:func:`make_bot` also knows ``"random"`` and ``"policy"``. Every level uses a playout budget,
not a time limit, so a seeded game plays out the same on any machine.
"""

from __future__ import annotations

from collections.abc import Callable

from gamecore.i18n import lazy, render, tr

from .basic import Bot, GreedyBot, RandomBot
from .lookahead import LookaheadBot
from .policy import PolicyBot

__all__ = ["LEVELS", "BOTS", "make_bot", "describe_level", "hard"]


def _easy(seed: int = 0) -> Bot:
    return GreedyBot(seed)


#: How much less the "medium" level counts a lemming left on top in the open (its handicap: the plain
#: evaluator one decision ahead played as well as "hard", 50.4 % of 120 games; see the README's ladder).
MEDIUM_CAUTION = 0.25
#: How far ahead (VP) a special action must be of the best option without one for a level to play it.
CARD_MARGIN = 0.5


def _medium(seed: int = 0) -> Bot:
    return LookaheadBot(worlds=1, leaves=1, seed=seed, caution=MEDIUM_CAUTION, card_margin=CARD_MARGIN)


def hard(seed: int = 0, worlds: int = 1) -> LookaheadBot:
    """A new "hard" player: its search in one imagined world, or in ``worlds`` (the hint weighs the choice
    of hard's search in more worlds: :func:`lemmings.analysis.hint`)."""
    return LookaheadBot(worlds=worlds, leaves=100, replies_to=5, seed=seed, card_margin=CARD_MARGIN)


#: The three strengths offered to players: easy (greedy), medium (the timid evaluator one decision ahead) and
#: hard (its own follow-ups of the turn searched, then its five best options played on through the rivals'
#: replies to the next eagles' roll, scored there by the evaluator). With the plain evaluator, medium played
#: as well as hard (hard ahead in 50.4 % of 120 games): the search alone does not set them apart, so medium
#: is handicapped as a timid player is, counting lemmings left in the open for less.
LEVELS: dict[str, Callable[[int], Bot]] = {"easy": _easy, "medium": _medium, "hard": hard}

#: Every named bot: the levels plus ``"random"`` and ``"policy"`` (the playout policy alone).
BOTS: dict[str, Callable[[int], Bot]] = {"random": RandomBot, "policy": PolicyBot, **LEVELS}

_WORDS = {
    "random": lazy("picks any legal option"),
    "policy": lazy("a quick rule of thumb: dive, move forward, stay off exposed hexes"),
    "easy": lazy("greedy: looks one decision ahead"),
    "medium": lazy("weighs each option by its expected VP, eagle odds included, one decision ahead, but counts a "
                   "lemming left on top in the open a quarter less than it is worth"),
    "hard": lazy("searches its own next decisions of the turn, then plays its best options on through the other "
                 "clans' replies until the eagles fly, cards included"),
}


def make_bot(name: str, seed: int = 0) -> Bot:
    """A new bot by name (``"random"``, ``"policy"``, ``"easy"``, ``"medium"``, ``"hard"``)."""
    key = str(name).strip().lower()
    if key not in BOTS:
        raise ValueError(tr("unknown bot {name}; choose one of {bots}", name=repr(name), bots=", ".join(BOTS)))
    return BOTS[key](seed)


def describe_level(name: str) -> str:
    """A few words on what a named bot does, for menus, in the current language."""
    make_bot(name)  # the same error for an unknown name
    return render(_WORDS[str(name).strip().lower()])
