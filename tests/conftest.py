"""Shared helpers for the engine tests."""

from __future__ import annotations

import copy
import random
import textwrap
from pathlib import Path

import labyrinth_fixed
import pytest

from lemmings import Game


def scenario(text: str) -> Game:
    """A game from an indented scenario text (see lemmings.scenario)."""
    return Game.from_scenario(textwrap.dedent(text))


def texts(options) -> list[str]:
    return [str(o) for o in options]


@pytest.fixture
def board():
    from lemmings import Board

    return Board.default()


def random_walk(seed: int) -> Game:
    """A four-player game of ``seed`` after 10 to 119 uniformly random decisions (the same ``seed``,
    the same position): a position no scenario was written for."""
    game = Game.new(players=4, seed=seed)
    rng = random.Random(seed)
    for _ in range(rng.randrange(10, 120)):
        game.apply(rng.choice(game.pending.options))
    return game


def hidden_twin(game: Game, player: int, rng) -> Game:
    """A game ``player`` cannot tell apart from ``game``: rivals' hands and the undealt cards
    dealt again, hidden pellet values permuted, the movement deck shuffled with Game Over kept
    at its depth, and a new seed for future chance. Built by hand, apart from the sampler."""
    s = game.state.copy()
    n = s.cfg.n_players
    rivals = [q for q in range(n) if q != player]
    cards = [c for q in rivals for c in s.hands[q]] + s.undealt + s.sa_pile
    rng.shuffle(cards)
    for q in rivals:
        k = len(s.hands[q])
        s.hands[q], cards = cards[:k], cards[k:]
    s.undealt, s.sa_pile = cards[:len(s.undealt)], cards[len(s.undealt):]
    slots = [("board", h) for h in s.board_pellets]
    slots += [("held", q) for q in rivals for kind, c in s.held[q].items() for _ in range(c)]
    slots += [("reserve", k) for k, c in s.reserve.items() for _ in range(c)]
    values = [s.board_pellets[h] for h in s.board_pellets]
    values += [kind for q in rivals for kind, c in s.held[q].items() for _ in range(c)]
    values += [k for k, c in s.reserve.items() for _ in range(c)]
    rng.shuffle(values)
    for q in rivals:
        s.held[q] = dict.fromkeys(s.held[q], 0)
    s.reserve = dict.fromkeys(s.reserve, 0)
    for (where, key), kind in zip(slots, values, strict=True):
        if where == "board":
            s.board_pellets[key] = kind
        elif where == "held":
            s.held[key][kind] += 1
        else:
            s.reserve[kind] += 1
    go = s.deck.index("Game Over") if "Game Over" in s.deck else None
    rest = [c for c in s.deck if c != "Game Over"]
    rng.shuffle(rest)
    if go is not None:
        rest.insert(go, "Game Over")
    s.deck = rest
    cfg = copy.copy(s.cfg)
    object.__setattr__(cfg, "seed", s.cfg.seed + 1 + rng.randrange(10**6))
    s.cfg = cfg
    return Game(s)


def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list[pytest.Item]) -> None:
    """Run the browser tests last. Playwright's sync API leaves its event loop set as the main
    thread's running loop for the rest of the session, and the widgets schedule their step-by-step
    computer turns on a running loop: tests that ran after it would wait on a loop nobody turns.
    So a module of tests/browser/ without the ``browser`` mark is refused, naming it."""
    browser_dir = Path(__file__).parent / "browser"
    unmarked = sorted({item.path.name for item in items
                       if browser_dir in item.path.parents and item.get_closest_marker("browser") is None})
    if unmarked:
        raise pytest.UsageError("browser tests without the browser mark (add `pytestmark = pytest.mark.browser`), "
                                "which would run before the others: " + ", ".join(unmarked))
    items.sort(key=lambda item: item.get_closest_marker("browser") is not None)  # stable: order kept otherwise


@pytest.fixture
def labyrinth_dice(monkeypatch):
    """Labyrinth's dice fixed in advance: ``labyrinth_dice(6, 6, 3, 4)`` (see tests/labyrinth_fixed.py)."""
    yield from labyrinth_fixed.fixed_dice(monkeypatch)
