"""Search over the seat's own follow-up decisions, leaves scored by the evaluator: the coach's engine.

A seat's turn is often several decisions in a row: the Eagle Player orders the eagles, steers
each, feeds and scatters, then moves; a card played is followed by what it asks and by the move.
Playouts let the quick rule of thumb make those later choices for the seat, and a bad later
choice makes a good first one look bad. Here, in each world sampled from the seat's knowledge
(:meth:`lemmings.Game.sample_world`), every option is followed by a search of the seat's *own*
next decisions (the best of them is taken: the seat will choose them itself, seeing then what it
sees), through chance nodes at their exact probabilities (explicit chance: every outcome weighed
by ``pending.probabilities``; seeded chance: the sampled world's own draw, so the worlds average
over it), until someone else decides. The position reached is scored by
:func:`lemmings.bots.evaluator.lead` (expected final VP over the strongest rival, with the next
eagle phase's exact odds).

When a turn has too many follow-ups to search them all within ``leaves`` evaluations, a decision
without room for all its options is made by the evaluator one decision ahead, and any later one
of that line by the playout policy's rule of thumb (a deep corner of a big turn only).

With a ``worlds`` budget the analysis is reproducible: it depends only on the seed and on what
the seat can see. A ``seconds`` budget deepens instead, and its deadline binds: the first world
(or the first ``together`` worlds, side by side) is searched first with one evaluation per option
(the evaluator one decision ahead, the rule of thumb for the rest of the turn: cheap, and always
finished), then again with 4, 16, 64... up to ``leaves``, then more worlds at ``leaves``; a search
still running at the deadline is dropped, and the last one finished is the answer (a world counts
only when every option was searched in it).
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from functools import partial
from typing import Any

from ..chance import CHANCE
from ..game import Game
from ..options import Play
from .evaluator import Evaluate, expected_scores
from .montecarlo import OptionStats
from .policy import chance_draw, policy_choice

__all__ = ["LookaheadBot", "analyse", "follow_up", "greedy_choice", "leaf_ladder", "replies"]


class _OutOfTime(Exception):
    """Raised inside a search when its deadline has passed: the unfinished search is dropped."""


def _score(game: Game, player: int, evaluate: Evaluate = expected_scores) -> tuple[float, float]:
    """``(lead, own expected VP)`` of a position for ``player``, by ``evaluate``."""
    scores = evaluate(game.state, player)
    return scores[player] - max(v for p, v in enumerate(scores) if p != player), scores[player]


def _mine(game: Game, player: int, turn: int) -> bool:
    d = game.pending
    return d is not None and game.turn == turn and (d.player == player or d.player == CHANCE)


def follow_up(game: Game, player: int, turn: int, budget: int, rng: random.Random,
              deadline: float | None = None, leaf: list[Any] | None = None, *,
              evaluate: Evaluate = expected_scores) -> tuple[float, float]:
    """The best ``(lead, vp)`` ``player`` can reach from ``game`` with its own decisions of this turn,
    spending about ``budget`` evaluations. ``game`` is consumed (changed in place).

    A decision with room for every option searches each, sharing what is left among them; with
    less room the evaluator one decision ahead chooses; with none left the rule of thumb does.
    Past ``deadline`` (a :func:`time.perf_counter` reading) the search gives up (``_OutOfTime``).
    Given a ``leaf`` list, the position the best line ends in is put in it (explicit chance: the
    line through the likeliest outcome), for :func:`replies` to go on from, followed by that line's
    options from ``game`` on (the seat's and chance's), for the coach to say how the turn goes on.
    Positions are scored by ``evaluate``."""
    played: list[Any] = []  # options applied in place in this call, the start of the leaf's line
    while _mine(game, player, turn):
        if deadline is not None and time.perf_counter() > deadline:
            raise _OutOfTime
        d = game.pending
        k = len(d.options)
        if d.player == CHANCE:
            if game.state.cfg.explicit_chance and budget >= k:
                total_lead = total_vp = 0.0
                likeliest = max(range(k), key=lambda i: float(d.probabilities[i]))
                for i, (option, p) in enumerate(zip(d.options, d.probabilities, strict=True)):
                    child = game.copy(search=True)
                    child.apply(option)
                    end = [] if leaf is not None and i == likeliest else None
                    lead, vp = _follow(child, player, turn, budget // k, rng, deadline, end, evaluate)
                    total_lead, total_vp = total_lead + float(p) * lead, total_vp + float(p) * vp
                    if end is not None:
                        leaf[:] = [end[0], *played, option, *end[1:]]
                return total_lead, total_vp
            played.append(chance_draw(d, rng))
            game.apply(played[-1])
            continue
        if k == 1:
            played.append(d.options[0])
            game.apply(d.options[0])
            continue
        if budget >= k:  # room for every option: search each to its end
            share = (budget - k) // k
            best: tuple[float, float] | None = None
            for option in d.options:
                child = game.copy(search=True)
                child.apply(option)
                end = None if leaf is None else []
                value = _follow(child, player, turn, share, rng, deadline, end, evaluate)
                if best is None or value[0] > best[0] + 1e-9:
                    best = value
                    if end is not None:
                        leaf[:] = [end[0], *played, option, *end[1:]]
            return best
        if budget > 0:  # some room: the evaluator one decision ahead chooses, and the turn goes on from there
            pick, pick_lead = d.options[0], None
            for option in d.options:
                child = game.copy(search=True)
                child.apply(option)
                lead = _score(child, player, evaluate)[0]
                if pick_lead is None or lead > pick_lead + 1e-9:
                    pick, pick_lead = option, lead
            played.append(pick)
            game.apply(pick)
            budget = 0
            continue
        played.append(policy_choice(game, rng))
        game.apply(played[-1])
    if leaf is not None:
        leaf[:] = [game, *played]
    return _score(game, player, evaluate)


def _follow(game: Game, player: int, turn: int, budget: int, rng: random.Random, deadline: float | None,
            leaf: list[Any] | None, evaluate: Evaluate) -> tuple[float, float]:
    """:func:`follow_up`, called with ``leaf`` only when one is asked for and with ``evaluate`` only when
    it is not the standard evaluator (callers that watch it see the same call as before these existed)."""
    extra = {} if evaluate is expected_scores else {"evaluate": evaluate}
    if leaf is None:
        return follow_up(game, player, turn, budget, rng, deadline, **extra)
    return follow_up(game, player, turn, budget, rng, deadline, leaf, **extra)


def greedy_choice(game: Game, cards: bool = True, evaluate: Evaluate = expected_scores) -> Any:
    """The option the deciding seat's evaluator ranks best one decision ahead, judged from that seat's view
    (with ``cards=False``, among the options that play no special action, when there are any)."""
    d = game.pending
    options = d.options if cards else [o for o in d.options if type(o) is not Play] or d.options
    pick, pick_lead = options[0], None
    for option in options:
        child = game.copy(search=True)
        child.apply(option)
        value = _score(child, d.player, evaluate)[0]
        if pick_lead is None or value > pick_lead + 1e-9:
            pick, pick_lead = option, value
    return pick


def replies(game: Game, turn: int, rng: random.Random, deadline: float | None = None,
            evaluate: Evaluate = expected_scores) -> None:
    """Play ``game`` on to the end of ``turn`` (the next eagles' roll) or of the game, every decision
    by its own seat's evaluator one decision ahead (chance drawn at its odds). ``game`` is changed in place.

    The evaluator's eagle risk reads the position as it stands; after a seat's move the rivals still move
    before the eagles fly, covering, uncovering or blocking its lemmings and changing whom the Eagle Player
    hunts. Scored where the turn ends, a line meets the eagles' odds as they will be when they roll.

    The replies play no special action: the rivals' hands are only guessed in a sampled world, and a
    card a guessed hand holds would swing the line by whole VP that the real rival may not have."""
    while not game.over and game.turn == turn:
        if deadline is not None and time.perf_counter() > deadline:
            raise _OutOfTime
        d = game.pending
        if d.player == CHANCE:
            game.apply(chance_draw(d, rng))
        elif len(d.options) == 1:
            game.apply(d.options[0])
        else:
            game.apply(greedy_choice(game, cards=False, evaluate=evaluate))


def leaf_ladder(leaves: int) -> list[int]:
    """The leaf budgets a timed analysis deepens through: 1, 4, 16, ... (each below ``leaves``), then ``leaves``."""
    out, b = [], 1
    while b < leaves:
        out.append(b)
        b *= 4
    return [*out, leaves]


def _world(world: Game, stream: int, player: int, turn: int, options: int, leaves: int,
           deadline: float | None, ends: list[list[Game]] | None = None,
           evaluate: Evaluate = expected_scores) -> list[tuple[float, float]]:
    """``(lead, vp)`` of every option in one world, each searched with ``leaves`` evaluations and the
    same chance draws (``stream``). Raises ``_OutOfTime`` past ``deadline``. Given ``ends``, the
    position each option's best line ends in is appended to it."""
    out = []
    for index in range(options):
        trial = world.copy(search=True)
        trial.apply(trial.pending.options[index])
        end: list[Game] | None = None if ends is None else []
        out.append(_follow(trial, player, turn, leaves, random.Random(stream), deadline, end, evaluate))
        if ends is not None:
            ends.append(end)
    return out


def _answered(results: list[list[tuple[float, float]]], ends: list[list[list[Game]]], streams: list[int],
              player: int, turn: int, replies_to: int, evaluate: Evaluate = expected_scores,
              deadline: float | None = None) -> set[int]:
    """Rescore the ``replies_to`` options with the best mean lead: each best line is played on through
    the rivals' :func:`replies` to the end of the turn and scored there (in place, in ``results``).
    Returns the indices rescored. Raises ``_OutOfTime`` past ``deadline``."""
    means = [sum(world[i][0] for world in results) for i in range(len(results[0]))]
    top = sorted(range(len(means)), key=lambda i: (-means[i], i))[:replies_to]
    for world, (values, stream) in enumerate(zip(results, streams, strict=True)):
        for i in top:
            end = ends[world][i][0].copy(search=True)
            replies(end, turn, random.Random(stream ^ 0x5EED), deadline, evaluate)
            values[i] = _score(end, player, evaluate)
    return set(top)


def analyse(game: Game, *, worlds: int | None = 8, seconds: float | None = None, leaves: int = 400,
            seed: int = 0, replies_to: int = 0, together: int = 1,
            rungs: Sequence[int] | None = None, evaluate: Evaluate = expected_scores,
            stop: float | None = None) -> list[OptionStats]:
    """Statistics for every pending option, best first (by mean lead, then by the options' order).

    Each option is searched in the same sampled worlds (and the same chance draws), so options are
    compared world by world. ``leaves`` caps the evaluations per option and world. With ``worlds``
    alone, exactly that many worlds are searched at ``leaves`` (reproducible for a ``seed``); with
    ``seconds``, the search deepens until the deadline (see the module docstring; ``worlds`` then
    caps the worlds); ``together`` worlds then climb the ladder side by side, a rung kept only when
    finished in all of them (the first rung always is), so that a short deadline still leaves
    evidence from several worlds rather than one world searched deeply; ``rungs`` replaces the
    ladder (:func:`leaf_ladder`). Each statistic's ``leaves`` says how deep its figures were searched.
    With ``replies_to`` (budgeted analyses only), that many options with the best mean lead are looked
    at further: each world's best line is played on through the rivals' replies to the end of the turn
    (:func:`replies`) and scored there; those options come first, ranked by that. Positions are scored by
    ``evaluate`` (by default :func:`lemmings.bots.evaluator.expected_scores`). A budgeted analysis given
    ``stop`` (a :func:`time.perf_counter` reading) raises :class:`TimeoutError` when still searching then
    (a caller with a deadline of its own drops it rather than wait)."""
    d = game.pending
    if d is None:
        raise ValueError("the game is over: there is no decision to analyse")
    if worlds is None and seconds is None:
        raise ValueError("give the search a budget: worlds, seconds or both")
    if replies_to and seconds is not None:
        raise ValueError("replies_to needs a budget in worlds, not seconds")
    if stop is not None and seconds is not None:
        raise ValueError("stop is for a budget in worlds: a timed analysis keeps to its seconds")
    rng = random.Random(seed)
    player, turn, k = d.player, game.turn, len(d.options)
    deadline = None if seconds is None else time.perf_counter() + seconds

    def sample() -> tuple[Game, int]:
        world = game.sample_world(player, rng)
        if world.pending.options != d.options:
            raise RuntimeError("a sampled world offers different options: the sampler leaked hidden facts")
        return world, rng.getrandbits(32)  # the same chance draws for every option in this world

    results: list[list[tuple[float, float]]] = []
    answered: set[int] = set()
    reached = leaves
    if deadline is None:
        ends: list[list[list[Game]]] = []
        streams: list[int] = []
        try:
            for _ in range(worlds):
                world, stream = sample()
                ends.append([] if replies_to else None)
                streams.append(stream)
                results.append(_world(world, stream, player, turn, k, leaves, stop, ends[-1], evaluate))
            if replies_to:
                answered = _answered(results, ends, streams, player, turn, replies_to, evaluate, stop)
        except _OutOfTime:
            raise TimeoutError("the analysis was still searching at its stop time") from None
    else:
        first = [sample() for _ in range(max(1, min(together, worlds or together)))]  # never past the cap
        ladder = leaf_ladder(leaves) if rungs is None else list(rungs)
        try:
            # the first rung in the first world always finishes (one evaluation per option); in the other
            # worlds it keeps to the deadline, so a starved process still answers in time, from fewer worlds
            results = [_world(*first[0], player, turn, k, ladder[0], None, None, evaluate)]
            reached = ladder[0]
            for w in first[1:]:
                results.append(_world(*w, player, turn, k, ladder[0], deadline, None, evaluate))
            for budget in ladder[1:]:
                results = [_world(*w, player, turn, k, budget, deadline, None, evaluate) for w in first]
                reached = budget
            # the clock is read here too: a decision that ends the seat's turn has no follow-up to search
            while (worlds is None or len(results) < worlds) and time.perf_counter() <= deadline:
                results.append(_world(*sample(), player, turn, k, ladder[-1], deadline, None, evaluate))
        except _OutOfTime:
            pass
    stats = [OptionStats(o, i, leaves=reached) for i, o in enumerate(d.options)]
    for values in results:
        for st, (lead, vp) in zip(stats, values, strict=True):
            st.add(1.0 if lead > 1e-9 else 0.5 if lead > -1e-9 else 0.0, vp, lead)
    return sorted(stats, key=lambda st: (st.index not in answered, -st.margin, st.index))


class LookaheadBot:
    """Chooses the option with the best mean lead after its own follow-ups (:func:`analyse`).

    With ``cards=False`` it never plays a special action (a yardstick: the same bot without its
    cards, to measure what they are worth); its search still imagines them in its later decisions.
    With ``caution`` (0 to 1) it judges by the timid evaluator (:func:`expected_scores`'s ``caution``:
    lemmings on top in the open count that much less), which plays worse: the "medium" level's handicap.
    With ``card_margin`` it plays a special action only when its search puts the card ahead of its best
    option without one by at least that many VP: an unplayed card is a sure VP at the end, while the
    search's figure for what a card brings is an estimate (measured in ``benchmarks/bench_cards.py``)."""

    def __init__(self, worlds: int = 8, leaves: int = 400, seed: int = 0, *, cards: bool = True,
                 replies_to: int = 0, caution: float = 0.0, card_margin: float = 0.0) -> None:
        if not isinstance(worlds, int) or worlds < 1:
            raise ValueError(f"worlds must be a whole number of at least 1, not {worlds!r}")
        if not isinstance(leaves, int) or leaves < 1:
            raise ValueError(f"leaves must be a whole number of at least 1, not {leaves!r}")
        if not isinstance(replies_to, int) or replies_to < 0:
            raise ValueError(f"replies_to must be a whole number of at least 0, not {replies_to!r}")
        if isinstance(caution, bool) or not isinstance(caution, int | float) or not 0.0 <= caution <= 1.0:
            raise ValueError(f"caution must be a number from 0 to 1, not {caution!r}")
        if isinstance(card_margin, bool) or not isinstance(card_margin, int | float) or not 0.0 <= card_margin <= 10.0:
            raise ValueError(f"card_margin must be a number of VP from 0 to 10, not {card_margin!r}")
        self.card_margin = float(card_margin)
        self.worlds, self.leaves, self.cards, self.replies_to = worlds, leaves, cards, replies_to
        self.caution = float(caution)
        self.evaluate: Evaluate = partial(expected_scores, caution=self.caution) if caution else expected_scores
        self.rng = random.Random(seed)

    def __repr__(self) -> str:
        return (f"LookaheadBot(worlds={self.worlds}, leaves={self.leaves}"
                f"{f', replies_to={self.replies_to}' if self.replies_to else ''}"
                f"{f', caution={self.caution:g}' if self.caution else ''}"
                f"{f', card_margin={self.card_margin:g}' if self.card_margin else ''}{'' if self.cards else ', cards=False'})")

    def choose(self, game: Game) -> Any:
        d = game.pending
        if d.player == CHANCE:
            return chance_draw(d, self.rng)
        options = d.options if self.cards else [o for o in d.options if type(o) is not Play] or d.options
        if len(options) == 1:
            return options[0]
        return self.pick(game, self.rng.getrandbits(32))

    def pick(self, game: Game, seed: int, stop: float | None = None) -> Any:
        """The option this bot plays at ``game``'s pending decision (a seat's, with more than one option),
        its search seeded with ``seed``. Still searching at ``stop`` (a :func:`time.perf_counter`
        reading), it raises :class:`TimeoutError`. Uses only what the deciding seat may know."""
        d = game.pending
        options = d.options if self.cards else [o for o in d.options if type(o) is not Play] or d.options
        # without cards, as many more options are looked at further as there are cards to play: the
        # replies then reach the same number of options it may choose
        extra = 0 if self.cards or not self.replies_to else len(d.options) - len(options)
        stats = analyse(game, worlds=self.worlds, leaves=self.leaves, seed=seed,
                        replies_to=self.replies_to + extra, evaluate=self.evaluate, stop=stop)
        best = next(st for st in stats if st.option in options)
        if self.card_margin and type(best.option) is Play:
            plain = next((st for st in stats if type(st.option) is not Play), None)
            if plain is not None and best.margin - plain.margin < self.card_margin:
                return plain.option
        return best.option
