"""Protocol conformance: the same tests for every game of the kit (gamecore.protocol.GameProtocol)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest

from gamecore.errors import ArgumentError
from gamecore.protocol import GameProtocol, PendingDecision
from gamecore.rng import Chance
from labyrinth import Game as LabyrinthGame
from labyrinth.bot import random_choice
from lemmings import Game as LemmingsGame
from plongeon import Game as PlongeonGame
from plongeon import RandomBot


@dataclass(frozen=True)
class Kind:
    """One game: how to set it up, a bot that finishes random games, and what a seat must not see."""

    name: str
    new: Callable[[int], Any]
    bot: Callable[[int], Callable[[Any], Any]]
    secrets: Callable[[Any, int], set[str]]  # texts only other seats (or nobody) may know


def _lemmings_bot(seed: int) -> Callable[[Any], Any]:
    rng = random.Random(seed)
    return lambda g: rng.choice(g.pending.options)


def _plongeon_bot(seed: int) -> Callable[[Any], Any]:
    bot = RandomBot(seed)
    return bot.choose


def _labyrinth_bot(seed: int) -> Callable[[Any], Any]:
    chance = Chance(seed)
    return lambda g: random_choice(g, chance)


def _lemmings_secrets(g: LemmingsGame, seat: int) -> set[str]:
    mine = set(g.state.hands[seat])
    return {c for q in range(g.players) if q != seat for c in g.state.hands[q]} - mine


def _plongeon_secrets(g: PlongeonGame, seat: int) -> set[str]:
    mine, public = set(g.state.hands[seat]), set(g.state.discard)
    return {c for q in range(g.players) if q != seat for c in g.state.hands[q]} - mine - public


def _labyrinth_secrets(g: LabyrinthGame, seat: int) -> set[str]:
    s = g.state
    shown = {t for t, up in s.traps.values() if up}
    return {t for t, up in s.traps.values() if not up} - shown


GAMES = [
    Kind("leaping lemmings", lambda seed: LemmingsGame.new(players=3, seed=seed), _lemmings_bot, _lemmings_secrets),
    Kind("le grand plongeon", lambda seed: PlongeonGame.new(players=3, seed=seed), _plongeon_bot, _plongeon_secrets),
    Kind("labyrinth", lambda seed: LabyrinthGame.new(players=3, seed=seed), _labyrinth_bot, _labyrinth_secrets),
]
IDS = [k.name for k in GAMES]


def _played(kind: Kind, seed: int, n: int) -> Any:
    g = kind.new(seed)
    choose = kind.bot(seed)
    for _ in range(n):
        if g.over:
            break
        g.apply(choose(g))
    return g


@pytest.mark.parametrize("kind", GAMES, ids=IDS)
def test_every_game_is_an_instance_of_the_protocol(kind: Kind) -> None:
    g = kind.new(1)
    assert isinstance(g, GameProtocol)
    assert isinstance(g.pending, PendingDecision)
    assert isinstance(g.pending.prompt, str) and g.pending.prompt
    assert isinstance(object(), GameProtocol) is False


@pytest.mark.parametrize("kind", GAMES, ids=IDS)
def test_every_option_applies_and_undo_returns_to_the_same_decision(kind: Kind) -> None:
    g = _played(kind, 2, 40)
    before = g.pending
    player, decision_kind, options = before.player, before.kind, [str(o) for o in before.options]
    history = g.history
    for i in range(len(before.options)):
        option = g.pending.options[i]
        g.apply(option)
        assert len(g.history) == len(history) + 1
        assert g.undo() == str(option)
        d = g.pending
        assert (d.player, d.kind, [str(o) for o in d.options]) == (player, decision_kind, options)
        assert g.history == history


@pytest.mark.parametrize("kind", GAMES, ids=IDS)
def test_redo_and_goto_move_along_the_history(kind: Kind) -> None:
    g = _played(kind, 3, 30)
    full = g.history
    end = g.to_json()
    g.undo()
    g.undo()
    assert g.history == full[:-2]
    assert g.redo() == full[-2]
    g.goto(10)
    assert g.history == full[:10]
    middle = kind.new(3)
    for choice in full[:10]:
        middle.apply(choice)
    assert g.to_json() == middle.to_json()
    g.goto(len(full))
    assert g.history == full and g.to_json() == end
    with pytest.raises(ArgumentError, match="history position"):
        g.goto(len(full) + 1)


@pytest.mark.parametrize("kind", GAMES, ids=IDS)
def test_history_replays_to_an_equal_game_through_json(kind: Kind) -> None:
    g = _played(kind, 4, 60)
    back = type(g).from_json(g.to_json())
    assert back.history == g.history
    assert back.to_json() == g.to_json()
    assert json.dumps(back.view(0), sort_keys=True) == json.dumps(g.view(0), sort_keys=True)
    replayed = kind.new(4)
    for choice in g.history:
        replayed.apply(choice)
    assert replayed.to_json() == g.to_json()


@pytest.mark.parametrize("kind", GAMES, ids=IDS)
def test_a_view_is_json_and_holds_no_other_seats_secret(kind: Kind) -> None:
    found_secret = False
    for seed in (5, 6):
        g = _played(kind, seed, 80)
        for seat in range(g.players):
            text = json.dumps(g.view(seat))
            secrets = kind.secrets(g, seat)
            found_secret |= bool(secrets)
            assert not [c for c in secrets if f'"{c}"' in text], (seat, secrets)
            assert '"seed"' not in text or kind.name == "leaping lemmings"
    assert found_secret or kind.name == "labyrinth"  # the check had something to find
    with pytest.raises(ArgumentError):
        kind.new(1).view(7)


@pytest.mark.parametrize("kind", GAMES, ids=IDS)
def test_describe_words_every_option(kind: Kind) -> None:
    seen: set[str] = set()
    g = kind.new(7)
    choose = kind.bot(7)
    for _ in range(150):
        if g.over:
            break
        for o in g.pending.options:
            words = g.describe(o)
            assert isinstance(words, str) and words.strip()
            if kind.name != "leaping lemmings":  # the main game words some options as their notation
                assert words != str(o) or str(o) in ("rest",), o
            seen.add(str(o).split()[0])
        g.apply(choose(g))
    assert len(seen) >= 3


@pytest.mark.parametrize("kind", GAMES, ids=IDS)
def test_svg_is_an_svg_picture(kind: Kind) -> None:
    picture = str(_played(kind, 8, 20).svg())
    assert picture.lstrip().startswith("<svg") and picture.rstrip().endswith("</svg>")


@pytest.mark.parametrize("kind", GAMES, ids=IDS)
def test_a_random_game_ends_with_a_winner_and_standings(kind: Kind) -> None:
    g = _played(kind, 9, 20_000)
    assert g.over and g.pending is None
    places = g.standings()
    assert places and places[0][0] == 1 and len(places) == g.players
    assert [p for p, _ in places] == sorted(p for p, _ in places)
    assert g.winner is None or str(g.winner) in json.dumps([list(row) for _, row in places], default=str)
