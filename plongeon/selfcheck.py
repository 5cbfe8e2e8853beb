"""Random complete games of Le grand plongeon played under every check, for CI and the soak script.

:func:`play_checked` plays one game chosen by its seed (2-5 players, rules varied: push cost,
playable 0s, hand size, tile counts, pushing from the start) with a leaning random player, and at every decision checks
:func:`plongeon.invariants.problems` and that something is pending. At random plies it
also makes a JSON round trip, an undo and redo, passes the choice as text, and offers a hostile
value (an option object with fields of the wrong type, an illegal option, junk) that must be
refused with :class:`~gamecore.errors.IllegalAction` and change nothing. It returns a
:class:`lemmings.selfcheck.Report` listing every violation with its seed and ply, and never
raises: an exception inside the engine is a violation too. ``tests/test_fuzz.py`` runs a few
hundred of these and ``benchmarks/soak.py N --game plongeon`` as many as you like.
"""

from __future__ import annotations

import random
import traceback
from typing import Any

from gamecore.errors import IllegalAction
from gamecore.selfcheck import Report

from .bots import RandomBot
from .cards import Rules
from .game import Game
from .invariants import problems
from .options import Bonus, PlayCard, Refill, Step

#: No game needs this many decisions; more means the engine loops (random games take a few hundred).
MAX_DECISIONS = 20_000
#: Values that are no legal option at any decision, and option objects with fields of the wrong type.
HOSTILE: tuple[Any, ...] = (
    None, 3, 2.5, b"stop", ("stop",), ["refill"], {"card": "W3"}, "", "x" * 300, "play", "step B1", "bonus",
    "refill Q9", Refill((None,)), Refill("W1"), Refill(["W1"] * 30), PlayCard(None), PlayCard(["W3"]),
    Bonus(101), Step("B1", ["0101"]), Step(None, "0101"), Step(["B1"], "finish"), PlayCard("W9"), Bonus("9999"),
    Step("Z9", "0101"), Refill(("W9", "W9", "W9")),
)


def spec(seed: int) -> tuple[int, Rules]:
    """The players and rules a seed plays."""
    rng = random.Random(f"plongeon-{seed}")
    players = rng.randint(2, 5)
    # start_push is drawn last, so the seeds of older reports keep the rest of their setup.
    rules = Rules(push_cost=rng.choice(("per_lemming", "flat")), zero_playable=rng.random() < 0.8,
                  hand_size=rng.choice((5, 6, 6, 6, 6, 6, 7, 7, 8, 9)), tiles_per_terrain=rng.choice((0, 1, 3, 3)),
                  meadow_tiles=rng.choice((0, 2, 6, 6)), start_push=rng.random() < 0.7)
    return players, rules


def play_checked(seed: int, *, round_trip_chance: float = 0.001, undo_chance: float = 0.005, text_chance: float = 0.2,
                 hostile_chance: float = 0.01) -> Report:
    """Play the game of ``seed`` to its end under every check (see the module docstring)."""
    players, rules = spec(seed)
    label = f"{rules.push_cost}, hand {rules.hand_size}, tiles {rules.tiles_per_terrain}+{rules.meadow_tiles}" + (
        "" if rules.zero_playable else ", 0s unplayable") + ("" if rules.start_push else ", no push from the start")
    report = Report(seed, players, label)
    rng = random.Random(seed)
    bot = RandomBot(seed, lean=rng.choice((0.6, 0.85, 0.95)))
    ply = 0
    try:
        game = Game.new(players, seed, rules=rules)
        while not game.over:
            why = _problem(game, ply, rng, round_trip_chance, undo_chance, hostile_chance)
            if why:
                report.violations.append(f"plongeon seed {seed} ply {ply}: {why}")
                break
            if why is None:
                report.round_trips += 1
            option = bot.choose(game)
            game.apply(str(option) if rng.random() < text_chance else option)
            ply += 1
        if game.over and not report.violations and problems(game.state):
            report.violations.append(f"plongeon seed {seed} ply {ply} (end): {'; '.join(problems(game.state))}")
    except Exception as exc:  # noqa: BLE001  (an engine crash is what this harness looks for)
        where = traceback.extract_tb(exc.__traceback__)[-1]
        report.violations.append(f"plongeon seed {seed} ply {ply}: {type(exc).__name__}: {exc} "
                                 f"({where.filename.rsplit('/', 1)[-1]}:{where.lineno})")
    report.decisions = ply
    return report


def _problem(game: Game, ply: int, rng: random.Random, round_trip: float, undo: float, hostile: float) -> str | None:
    """What is wrong at this decision ("" when nothing; ``None`` when nothing and a round trip was made)."""
    if ply >= MAX_DECISIONS:
        return f"no end after {MAX_DECISIONS} decisions"
    d = game.pending
    if d is None or not d.options:
        return "the game is not over but nothing is pending"
    bad = problems(game.state)
    if bad:
        return "; ".join(bad)
    if rng.random() < hostile:
        value = rng.choice(HOSTILE)
        before = game.to_json()
        try:
            game.apply(value)
        except IllegalAction:
            if game.to_json() != before:
                return f"refusing {value!r:.60} changed the game"
        else:
            return f"{value!r:.60} was accepted"
    if ply and rng.random() < undo:
        state, last = game.state.copy(), game.history[-1]
        if game.undo() != last or game.redo() != last or game.state != state:
            return "undo then redo does not give the position back"
    if rng.random() < round_trip:
        again = Game.from_json(game.to_json())
        if again.state != game.state or again.history != game.history:
            return "the JSON round trip gives a different game"
        return None
    return ""


__all__ = ["play_checked", "spec", "HOSTILE", "MAX_DECISIONS"]
