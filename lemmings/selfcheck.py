"""Random complete games played under every check, for CI and the offline soak script.

:func:`play_checked` plays one game chosen by its seed (2-6 players, every variant that fits,
one game in ten with every chance event an explicit decision) with random choices, checks
:func:`lemmings.invariants.problems` at every decision and a JSON round trip (with history,
and of the state alone) at random plies, and returns a :class:`Report` listing any violation
with its seed and ply. It never raises: an exception inside the engine is a violation too.
``tests/test_fuzz.py`` runs a thousand of these and
``benchmarks/soak.py N`` as many as you like on every core.
"""

from __future__ import annotations

import json
import random
import traceback

from gamecore.selfcheck import Report

from .game import Game
from .invariants import problems
from .options import Play

#: Variants (and combinations) that fit each number of players.
VARIANTS: dict[int, tuple[str | None, ...]] = {
    2: ("standard", "short,standard", "two_player", "two_player,short"), 3: (None, "short", "chaos", "chaos,short"),
    4: (None, "short", "chaos", "chaos,short"), 5: (None, "short", "chaos", "chaos,short"),
    6: (None, "short", "chaos", "chaos,short"),
}
#: No game needs this many decisions; more means the engine loops.
MAX_DECISIONS = 5000


def spec(seed: int) -> tuple[int, str | None, str]:
    """The players, variant and chance mode a seed plays (one game in ten with explicit chance)."""
    rng = random.Random(f"spec-{seed}")
    players = rng.randint(2, 6)
    return players, rng.choice(VARIANTS[players]), "explicit" if rng.random() < 0.1 else "seeded"


def play_checked(seed: int, *, round_trip_chance: float = 0.007, text_chance: float = 0.2) -> Report:
    """Play the game of ``seed`` to its end under every check (see the module docstring).

    ``round_trip_chance`` is the chance of a JSON round trip at each ply; ``text_chance`` the
    chance that a choice is passed as its text instead of the option object.
    """
    players, variant, chance = spec(seed)
    report = Report(seed, players, variant, chance)
    rng = random.Random(seed)
    ply = 0
    try:
        game = Game.new(players=players, seed=seed, variant=variant, chance=chance)
        while not game.over:
            if ply >= MAX_DECISIONS:
                report.violations.append(f"seed {seed} ply {ply}: no end after {MAX_DECISIONS} decisions")
                break
            decision = game.pending
            if decision is None:
                report.violations.append(f"seed {seed} ply {ply}: nothing pending but the game is not over")
                break
            bad = problems(game.state)
            if bad:
                report.violations.append(f"seed {seed} ply {ply}: {'; '.join(bad)}")
                break
            if rng.random() < round_trip_chance:
                report.round_trips += 1
                why = _round_trip_problem(game)
                if why:
                    report.violations.append(f"seed {seed} ply {ply}: {why}")
                    break
            option = _choose(decision.options, rng)
            game.apply(str(option) if rng.random() < text_chance else option)
            ply += 1
        if game.over and not report.violations:
            bad = problems(game.state)
            if bad:
                report.violations.append(f"seed {seed} ply {ply} (end): {'; '.join(bad)}")
    except Exception as exc:  # noqa: BLE001  (an engine crash is what this harness looks for)
        where = traceback.extract_tb(exc.__traceback__)[-1]
        report.violations.append(f"seed {seed} ply {ply}: {type(exc).__name__}: {exc} "
                                 f"({where.filename.rsplit('/', 1)[-1]}:{where.lineno})")
    report.decisions = ply
    return report


def _choose(options: tuple, rng: random.Random) -> object:
    """A random option; special actions half the time they are offered, so cards get played."""
    cards = [o for o in options if isinstance(o, Play)]
    if cards and rng.random() < 0.5:
        return rng.choice(cards)
    return rng.choice(options)


def _round_trip_problem(game: Game) -> str:
    """Why saving and loading ``game`` does not give it back ("" when it does)."""
    text = game.to_json()
    if Game.from_json(text) != game:
        return "the JSON round trip (with history) gives a different game"
    only = json.dumps({"format": json.loads(text)["format"], "state": json.loads(text)["state"]})
    if Game.from_json(only).state != game.state:
        return "the JSON round trip of the state alone gives a different position"
    return ""
