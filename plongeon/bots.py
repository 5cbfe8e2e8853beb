"""Random players for Le grand plongeon (property tests, auto-play), seeing only their own seat.

:class:`RandomBot` picks among the legal options at random, leaning towards steps that bring
its lemming nearer the finish and towards playing rather than refilling, so random games
finish in a few dozen turns. It reads the pending options and the track only (no hidden
card is looked at).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from gamecore.i18n import tr

from .options import PlayCard, Refill, Step, Stop
from .track import FINISH

if TYPE_CHECKING:
    from .game import Game


class RandomBot:
    """A seeded random player; ``lean`` (0-1) is how often it takes a forward step when it has one."""

    def __init__(self, seed: int = 0, lean: float = 0.85) -> None:
        self.rng = random.Random(seed)
        self.lean = lean

    def choose(self, game: Game) -> Any:
        d = game.pending
        if d is None:
            raise ValueError(tr("the game is over: nothing to choose"))
        opts = d.options
        rng = self.rng
        if d.kind == "action":
            plays = [o for o in opts if isinstance(o, PlayCard)]
            refills = [o for o in opts if isinstance(o, Refill)]
            return rng.choice(plays) if plays and rng.random() < 0.8 else rng.choice(refills)
        if d.kind == "move":
            track = game.track
            steps = [o for o in opts if isinstance(o, Step)]
            ahead = [o for o in steps if o.to == FINISH or
                     track.to_finish(o.to) < track.to_finish(game.where(o.lemming))]
            if ahead and rng.random() < self.lean:
                return rng.choice(ahead)
            return rng.choice(steps) if steps and rng.random() < 0.7 else Stop()
        return rng.choice(opts)


def play_out(game: Game, bot: RandomBot | None = None, limit: int = 20000) -> Game:
    """Let ``bot`` (a fresh :class:`RandomBot` by default) answer every decision until the game ends."""
    bot = bot or RandomBot()
    for _ in range(limit):
        if game.over:
            return game
        game.apply(bot.choose(game))
    raise RuntimeError(tr("no winner after {n} decisions", n=limit))


__all__ = ["RandomBot", "play_out"]
