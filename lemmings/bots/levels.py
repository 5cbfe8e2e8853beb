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

__all__ = ["LEVELS", "BOTS", "make_bot", "describe_level"]


def _easy(seed: int = 0) -> Bot:
    return GreedyBot(seed)


def _medium(seed: int = 0) -> Bot:
    return LookaheadBot(worlds=1, leaves=1, seed=seed)


def _hard(seed: int = 0) -> Bot:
    return LookaheadBot(worlds=1, leaves=100, replies_to=5, seed=seed)


#: The three strengths offered to players: easy (greedy), medium (the evaluator one decision ahead) and
#: hard (its own follow-ups of the turn searched, then its five best options played on through the rivals'
#: replies to the next eagles' roll, scored there by the evaluator). Medium and hard judge a move alike
#: when nothing follows it in the seat's turn, so without the replies the two could not be told apart.
LEVELS: dict[str, Callable[[int], Bot]] = {"easy": _easy, "medium": _medium, "hard": _hard}

#: Every named bot: the levels plus ``"random"`` and ``"policy"`` (the playout policy alone).
BOTS: dict[str, Callable[[int], Bot]] = {"random": RandomBot, "policy": PolicyBot, **LEVELS}

_WORDS = {
    "random": lazy("picks any legal option"),
    "policy": lazy("a quick rule of thumb: dive, move forward, stay off exposed hexes"),
    "easy": lazy("greedy: looks one decision ahead"),
    "medium": lazy("weighs each option by its expected VP, eagle odds included, one decision ahead"),
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
