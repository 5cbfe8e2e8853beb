"""A seed is a game: random play from seeds 0..50 gives exactly the same choices as it always has.

Speed work on the engine (memo tables, cached masks, skipped matching) must not change a single
legal option or its order. Each line below fingerprints the histories of 51 random games
(``random.Random(seed)`` picking from ``game.pending.options``) for one set-up; the figures were
taken from the engine before the issue 16 speed-ups. A change of rules is the only good reason
to update them, and it must say so.
"""

from __future__ import annotations

import hashlib
import random

import pytest

from lemmings import Game

#: ``(players, variant, extra Game.new arguments) -> digest of the 51 histories``.
GOLDEN: dict[tuple[int, str | None, tuple[tuple[str, str], ...]], str] = {
    (4, None, ()): "a4cf36dea86ace65",
    (4, "short", ()): "b9b01fdb8ba126ae",
    (4, "chaos", ()): "169d028aa09c4242",
    (4, "short,chaos", ()): "1bb592c9634d7b70",
    (2, None, ()): "08a58d60d9077512",  # the two-player variant
    (2, "standard", ()): "ecd45aa092e7c44b",
    (3, None, ()): "4b569b6b1e778295",
    (3, "chaos", ()): "0210c1f769287e50",
    (5, None, ()): "7f788df067d98263",
    (6, "chaos", ()): "3652db087bba7804",
    (5, "short", ()): "8bff50009f11ed80",
    (4, "chaos", (("chance", "explicit"),)): "3e5756760a7f646d",
    (3, None, (("reading", "es_it"),)): "5dd1c6ecf7d546c5",  # three players: es_it's brush limit differs
}


def histories_digest(players: int, variant: str | None, extra: tuple[tuple[str, str], ...]) -> str:
    h = hashlib.sha256()
    for seed in range(51):
        game = Game.new(players=players, seed=seed, variant=variant, **dict(extra))
        rng = random.Random(seed)
        while not game.over:
            game.apply(rng.choice(game.pending.options))
        h.update("\n".join(game.history).encode() + b"\n\n")
    return h.hexdigest()[:16]


@pytest.mark.parametrize("setup", list(GOLDEN), ids=lambda k: f"{k[0]}p-{k[1] or 'default'}"
                         + "".join(f"-{v}" for _, v in k[2]))
def test_random_games_from_seeds_0_to_50_are_unchanged(setup):
    assert histories_digest(*setup) == GOLDEN[setup]
