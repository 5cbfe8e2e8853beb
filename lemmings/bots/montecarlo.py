"""Flat Monte Carlo over sampled worlds: the ``"medium"`` and ``"hard"`` computer players.

For each decision the bot draws worlds consistent with what its seat knows
(:meth:`lemmings.Game.sample_world`), tries every candidate option in each world (the same
worlds for every option, so the comparison is fair), lets the playout policy
(:mod:`.policy`) play on to the end of the round (through the next eagles phase), and scores
the result with :func:`lemmings.knowledge.projected_scores`, which reads only the seat's
knowledge. The option
with the best mean margin over the best rival wins. Halfway through the budget the weaker
half of the options is dropped so the rest get more playouts.

With a ``playouts`` budget a bot is deterministic: its choices depend only on its seed and
what its seat can see. A ``seconds`` budget depends on the machine's speed.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Any

from gamecore.stats import mean_interval, wilson_interval

from ..chance import CHANCE
from ..game import Game
from ..knowledge import known_score, projected_scores
from ..scoring import standings
from .policy import chance_draw, option_score, policy_choice

#: Longest playout, in decisions (a turn takes about 70 in a four-player game).
MAX_PLAYOUT = 600
#: Longest playout to the end of the game (a whole four-player game takes about 300 decisions).
MAX_GAME_PLAYOUT = 3000


@dataclass
class OptionStats:
    """What the playouts say about one option: chance of leading when they stop (of winning, for
    playouts to the end of the game), expected VP."""

    option: Any
    index: int
    wins: float = 0.0
    vps: list[float] = field(default_factory=list, repr=False)
    margins: list[float] = field(default_factory=list, repr=False)
    leaves: int = 0  # the evaluations per option and world behind the figures (a search's depth; 0: playouts)

    @property
    def playouts(self) -> int:
        return len(self.vps)

    @property
    def win_rate(self) -> float:
        """Share of playouts in which the seat led every rival when the playout stopped (a tie counts half)."""
        return self.wins / self.playouts if self.vps else 0.0

    @property
    def win_interval(self) -> tuple[float, float]:
        return wilson_interval(self.wins, self.playouts)

    @property
    def vp(self) -> tuple[float, float, float]:
        """Expected final VP ``(mean, low, high)``."""
        return mean_interval(self.vps)

    @property
    def margin(self) -> float:
        """Mean lead over the best rival (negative when behind): what the bot maximises."""
        return sum(self.margins) / len(self.margins) if self.margins else float("-inf")

    def add(self, win: float, vp: float, margin: float) -> None:
        self.wins += win
        self.vps.append(vp)
        self.margins.append(margin)


def playout(world: Game, player: int, rng: random.Random, *, to_end: bool = False,
            deadline: float | None = None) -> tuple[float, float, float]:
    """Play ``world`` with the playout policy to the end of the round; return ``(win, vp, margin)``
    for ``player`` as its seat would judge the final position.

    The round ends once the next turn's eagles have flown and fed and its movement card is
    up, so a move that leaves a lemming exposed meets the eagles inside the playout. With
    ``to_end`` the playout goes on to the end of the game and ``win`` is the seat's share of first
    place there, tie-breakers included (a sampled world holds only what the seat may know, drawn
    afresh, so reading its hidden pellets is fair). A playout still running at ``deadline``
    (``time.perf_counter()``) stops there and is scored like a playout to the end of the round."""
    turn = world.turn
    s = world.state
    for i in range(MAX_GAME_PLAYOUT if to_end else MAX_PLAYOUT):
        if s.over or (not to_end and s.turn != turn and s.order):
            break
        if deadline is not None and not i % 16 and time.perf_counter() >= deadline:
            break
        world.apply(policy_choice(world, rng))
    if to_end and s.over:  # a sampled world is a whole game: its rules, tie-breakers included, say who won
        places = standings(s)
        firsts = [sc.clan for place, sc in places if place == 1]
        me = s.name(player)
        mine = next(sc.total for _, sc in places if sc.clan == me)
        rival = max(sc.total for _, sc in places if sc.clan != me)
        return (1.0 / len(firsts) if me in firsts else 0.0), float(mine), float(mine - rival)
    if s.over:  # lemmings left on the board score nothing once the game is over
        scores = [known_score(s, player, p) for p in range(s.cfg.n_players)]
    else:
        scores = projected_scores(s, player)
    mine = scores[player]
    rival = max(v for p, v in enumerate(scores) if p != player)
    win = 1.0 if mine > rival + 1e-9 else 0.5 if mine > rival - 1e-9 else 0.0
    return win, mine, mine - rival


class MonteCarloBot:
    """Flat Monte Carlo: ``playouts`` in all per decision and/or at most ``seconds`` of thinking.

    ``candidates`` caps how many options are explored (the playout policy picks which, when a
    decision has more); ``halving`` drops the weaker half of them halfway through the budget;
    ``to_end`` plays every playout to the end of the game instead of the end of the round
    (slower, but then a playout's ``win`` is a real win: what :func:`lemmings.analysis.hint` reports);
    under a ``seconds`` budget the first world's playouts share the time, and one that cannot
    finish the game in its share is scored like a playout to the end of the round.
    """

    def __init__(self, playouts: int | None = 200, seconds: float | None = None, seed: int = 0, *,
                 candidates: int = 12, halving: bool = True, to_end: bool = False) -> None:
        if playouts is None and seconds is None:
            raise ValueError("give MonteCarloBot a budget: playouts, seconds or both")
        if playouts is not None and (not isinstance(playouts, int) or playouts < 1):
            raise ValueError(f"playouts must be a whole number of at least 1, not {playouts!r}")
        if seconds is not None and not seconds > 0:
            raise ValueError(f"seconds must be positive, not {seconds!r}")
        if not isinstance(candidates, int) or candidates < 2:
            raise ValueError(f"candidates must be a whole number of at least 2, not {candidates!r}")
        self.playouts, self.seconds, self.candidates, self.halving = playouts, seconds, candidates, halving
        self.to_end = to_end
        self.rng = random.Random(seed)

    def __repr__(self) -> str:
        return f"MonteCarloBot(playouts={self.playouts}, seconds={self.seconds})"

    def choose(self, game: Game) -> Any:
        d = game.pending
        if d.player == CHANCE:  # no seat decides chance: it is drawn at its odds
            return chance_draw(d, self.rng)
        if len(d.options) == 1:
            return d.options[0]
        return self.analyse(game)[0].option

    def analyse(self, game: Game, *, halving: bool | None = None) -> list[OptionStats]:
        """Statistics for the pending decision's candidate options, best first."""
        d = game.pending
        if d is None:
            raise ValueError("the game is over: there is no decision to analyse")
        halving = self.halving if halving is None else halving
        alive = [OptionStats(o, i) for i, o in enumerate(d.options)]
        if len(alive) > self.candidates:  # keep the options the policy likes best
            s = game.state
            alive.sort(key=lambda st: -option_score(s, d.player, st.option))
            alive = sorted(alive[:self.candidates], key=lambda st: st.index)
        every = list(alive)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        start, spent, cuts, world_time = time.perf_counter(), 0, 0, 0.0
        while True:
            if self.playouts is not None and spent >= self.playouts and spent:
                break
            now = time.perf_counter()
            # Stop when the next world would likely overrun the time (worlds take about as long as the last one).
            if deadline is not None and spent and now + world_time >= deadline:
                break
            world = game.sample_world(d.player, self.rng)
            if world.pending.options != d.options:
                raise RuntimeError("a sampled world offers different options: the sampler leaked hidden facts")
            stream = self.rng.getrandbits(32)  # the same playout dice for every option in this world
            for k, st in enumerate(alive):
                trial = world.copy(search=True)
                trial.apply(trial.pending.options[st.index])
                cut = None
                if self.to_end and deadline is not None:  # share what time is left fairly among the options
                    cut = time.perf_counter() + max(0.0, deadline - time.perf_counter()) / (len(alive) - k)
                st.add(*playout(trial, d.player, random.Random(stream), to_end=self.to_end, deadline=cut))
            spent += len(alive)
            world_time = time.perf_counter() - now
            if halving and len(alive) > 2 and cuts < 2 and self._progress(spent, start) >= (cuts + 1) / 3:
                alive.sort(key=lambda st: -st.margin)
                alive = alive[:max(2, (len(alive) + 1) // 2)]
                cuts += 1
        return sorted(every, key=lambda st: (-st.playouts, -st.margin, st.index))

    def _progress(self, spent: int, start: float) -> float:
        """How much of the budget is used, 0 to 1."""
        parts = []
        if self.playouts is not None:
            parts.append(spent / self.playouts)
        if self.seconds is not None:
            parts.append((time.perf_counter() - start) / self.seconds)
        return max(parts)
