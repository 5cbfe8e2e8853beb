"""Computer players for Le grand plongeon (property tests, auto-play, the views' computer), seeing
only their own seat.

:class:`RandomBot` picks among the legal options at random, leaning towards steps that bring
its lemming nearer the finish and towards playing rather than refilling, so random games
finish in a few dozen turns. :class:`SensibleBot` plays the card that takes one of its
lemmings furthest towards the finish, puts its bonus tile where that card then goes further,
walks straight to the best place it can reach and refills only when no card helps. Both read
the pending options, their own hand and the track (no hidden card is looked at).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from gamecore.i18n import tr

from .cards import card_terrain, card_value, goes_onto
from .options import Bonus, PlayCard, Refill, Step, Stop
from .state import lemmings_of
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


#: How much a bonus tile is worth to :class:`SensibleBot` when it picks a card, in steps.
TILE_WORTH = 0.5


class SensibleBot:
    """A simple sensible player: the most progress towards the finish now, ties broken at random.

    * *Action*: the card that lets one of its lemmings end nearest the finish (a card that starts a
      new column, and so brings a bonus tile, counts half a step more); when no card moves a lemming
      forward, it refills, discarding the cards that do not.
    * *Bonus*: the hex where the tile lets the card just played take a lemming furthest.
    * *Move*: a step along the shortest way to the reachable place nearest the finish (the lemming
      further behind first, when both gain alike); it stops when no place ahead can be reached.
    """

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Any:
        d = game.pending
        if d is None:
            raise ValueError(tr("the game is over: nothing to choose"))
        if d.kind == "action":
            return self._action(game, d.options)
        if d.kind == "bonus":
            return self._bonus(game, d.options)
        if d.kind == "move":
            return self._move(game, d.options)
        return self.rng.choice(d.options)

    # The helpers answer "how far ahead": a place's steps to the finish line, -1 once over it.
    @staticmethod
    def _left(game: Game, where: str) -> int:
        return -1 if where == FINISH else game.track.to_finish(where)

    def _moves(self, game: Game, card: str | None = None) -> list[tuple[int, int, str, tuple[str, ...]]]:
        """``(gain, how far behind the lemming is, lemming, path)`` of every place a lemming of the
        player to move can end on (during the move, or with ``card`` played)."""
        st = game.state
        movers = (st.mover,) if st.mover else lemmings_of(st.player)
        out = []
        for lem in movers:
            here = st.loc[lem]
            if here == FINISH:
                continue
            now = self._left(game, here)
            for where, path in game.legal_destinations(lem, card).items():
                out.append((now - self._left(game, where), now, lem, path))
        return out

    def _best_gain(self, game: Game, card: str | None = None) -> int:
        return max((m[0] for m in self._moves(game, card)), default=0)

    def _pick(self, scored: list[tuple[float, Any]]) -> Any:
        """The option of the highest score; equal scores drawn at random."""
        top = max(score for score, _ in scored)
        return self.rng.choice([o for score, o in scored if score == top])

    def _action(self, game: Game, options: tuple[Any, ...]) -> Any:
        st = game.state
        plays = [o for o in options if isinstance(o, PlayCard)]
        gains = {o.card: self._best_gain(game, o.card) for o in plays}
        scored = []
        for o in plays:
            t = card_terrain(o.card)
            new_column = not goes_onto(st.columns[t], card_value(o.card))
            tile = new_column and (st.supply.get(t, 0) > 0 or st.supply.get("meadow", 0) > 0)
            scored.append((gains[o.card] + (TILE_WORTH if tile else 0.0), o))
        if scored and max(score for score, _ in scored) > 0:
            return self._pick(scored)
        useless = tuple(sorted(c for c in st.hands[st.player] if gains.get(c, 0) <= 0))
        refills = [o for o in options if isinstance(o, Refill)]
        wanted = [o for o in refills if tuple(sorted(o.discards)) == useless]
        return (wanted or refills or plays)[0]

    def _bonus(self, game: Game, options: tuple[Any, ...]) -> Any:
        scored = []
        for o in options:
            if not isinstance(o, Bonus):
                continue
            after = game.copy()
            after.apply(o)
            scored.append((float(self._best_gain(after)) if after.pending and after.pending.kind == "move" else 0.0, o))
        return self._pick(scored) if scored else self.rng.choice(options)

    def _move(self, game: Game, options: tuple[Any, ...]) -> Any:
        moves = [m for m in self._moves(game) if m[0] > 0]
        if not moves:
            return next(o for o in options if isinstance(o, Stop))
        best = max((gain, behind) for gain, behind, _lem, _path in moves)
        lem, path = self.rng.choice(sorted((m[2], m[3]) for m in moves if (m[0], m[1]) == best))
        step = next((o for o in options if isinstance(o, Step) and o.lemming == lem and o.to == path[0]), None)
        return step if step is not None else next(o for o in options if isinstance(o, Stop))


def play_out(game: Game, bot: RandomBot | None = None, limit: int = 20000) -> Game:
    """Let ``bot`` (a fresh :class:`RandomBot` by default) answer every decision until the game ends."""
    bot = bot or RandomBot()
    for _ in range(limit):
        if game.over:
            return game
        game.apply(bot.choose(game))
    raise RuntimeError(tr("no winner after {n} decisions", n=limit))


__all__ = ["RandomBot", "SensibleBot", "play_out"]
