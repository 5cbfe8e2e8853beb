"""Explicit chance (lemmings.chance): random events as decisions of the chance player."""

from __future__ import annotations

import random
import re
from collections import Counter
from fractions import Fraction

import pytest

from lemmings import CHANCE, GAME_OVER, Game, IllegalAction
from lemmings.chance import CardDrawn, Dice, DiceOff, Face, PelletDrawn, Seat, probabilities
from lemmings.state import DIVE, state_to_dict


def _chance_task(game: Game) -> tuple:
    return game._next[0]  # the pending ("chance", event, *args) task


def _seeded_outcome(seeded: Game, explicit: Game) -> object:
    """What the seeded game drew for the chance event the explicit game now waits for.

    Both games have made the same player choices; the seeded game has drawn this event while
    applying the last of them, so its state shows the outcome."""
    task = _chance_task(explicit)
    s, e = seeded.state, explicit.state
    name, args = task[1], task[2:]
    if name == "deal":
        p = args[0]
        return CardDrawn(s.hands[p][len(e.hands[p])])
    if name in ("setup_pellet", "pellet"):
        return PelletDrawn(s.board_pellets[args[0]])
    if name == "first_player":
        return Seat(s.eagle_player, s.name(s.eagle_player))
    if name == "dice_off":
        rolls = [str(line) for line in s.log if str(line).startswith("Dice-off:")]
        done = sum(1 for line in e.log if str(line).startswith("Dice-off:"))
        a, b = re.findall(r"rolls (\w+)", rolls[done])
        return DiceOff(*(0 if x == "Hover" else int(x) for x in (a, b)))
    if name == "dice":
        return Dice(s.dice["red"], s.dice["blue"])
    if name == "card":
        return CardDrawn(GAME_OVER if s.over and s.movement_discard[-1] == GAME_OVER else s.card)
    if name == "chaos_card":
        return CardDrawn(seeded._next[0][1])
    if name == "undealt":
        return CardDrawn(s.hands[args[0]][-1])
    if name == "noble_die":
        lem = args[0]
        return Face(s.dives[lem] if s.loc[lem] == DIVE else 0)
    raise AssertionError(f"unknown chance event {name}")


def _comparable(game: Game) -> dict:
    """The state without what explicit mode leaves undecided: the order of face-down piles and
    the seed's draw counter."""
    d = state_to_dict(game.state)
    for pile in ("deck", "undealt", "sa_pile"):
        d[pile] = sorted(map(str, d[pile]))
    d.pop("chance")
    d["config"].pop("chance", None)
    return d


def _lockstep(players: int, seed: int, variant: str | None, events: Counter, max_choices: int = 2000) -> None:
    seeded = Game.new(players, seed=seed, variant=variant)
    explicit = Game.new(players, seed=seed, variant=variant, chance="explicit")
    rng = random.Random(seed)

    def feed() -> None:
        while explicit.pending is not None and explicit.pending.player == CHANCE:
            events[_chance_task(explicit)[1]] += 1
            explicit.apply(_seeded_outcome(seeded, explicit))

    feed()
    for _ in range(max_choices):
        assert _comparable(explicit) == _comparable(seeded)
        if seeded.over:
            break
        choice = rng.choice(seeded.options)
        seeded.apply(choice)
        explicit.apply(str(choice))
        feed()
    assert seeded.over and explicit.over
    assert explicit.score() == seeded.score()


@pytest.mark.parametrize(("players", "variant"), [(4, None), (2, "two_player"), (5, "chaos"), (3, "short"),
                                                  (6, None)])
def test_explicit_replay_of_a_seeded_game_reaches_the_same_state(players: int, variant: str | None) -> None:
    events: Counter = Counter()
    for seed in range(3):
        _lockstep(players, seed, variant, events)
    assert {"setup_pellet", "dice", "card", "pellet"} <= set(events)
    assert ("first_player" in events or "dice_off" in events)
    if variant == "chaos":
        assert events["chaos_card"] > 0
    else:
        assert events["deal"] > 0


def test_seeded_mode_has_no_chance_decisions() -> None:
    game = Game.new(4, seed=1)
    for _ in range(200):
        assert game.pending.player != CHANCE and game.pending.probabilities == ()
        game.apply(game.options[0])


def test_probabilities_are_exact_and_sum_to_one() -> None:
    game = Game.new(4, seed=5, chance="explicit")
    seen = set()
    rng = random.Random(0)
    while not game.over and len(seen) < 6:
        d = game.pending
        if d.player == CHANCE:
            assert d.kind == "chance" and d.clan == "chance" and d.prompt.startswith("Chance:")
            assert all(isinstance(p, Fraction) and p > 0 for p in d.probabilities)
            assert sum(d.probabilities) == 1 and len(d.probabilities) == len(d.options)
            seen.add(_chance_task(game)[1])
            game.apply(rng.choices(d.options, weights=d.probabilities)[0])
        else:
            game.apply(rng.choice(d.options))
    assert {"deal", "setup_pellet", "first_player", "dice", "card"} <= seen


def test_dice_and_card_odds() -> None:
    game = Game.new(4, seed=5, chance="explicit", first_player=0)
    while game.pending.player == CHANCE:
        game.apply(game.options[0])
    game.apply("roll")
    odds = dict(zip(game.pending.options, game.pending.probabilities, strict=True))
    assert odds[Dice(3, 0)] == Fraction(1, 36) and odds[Dice(1, 2)] == Fraction(4, 36) and len(odds) == 16
    game.apply("red 3, blue Hover")
    assert game.dice == {"red": 3, "blue": 0}
    while game.pending.player != CHANCE:
        game.apply(game.options[0])
    # The first reveal: Game Over lies among the bottom seven cards, so it cannot come up yet.
    assert _chance_task(game)[1] == "card"
    assert CardDrawn(GAME_OVER) not in game.options
    assert sum(game.pending.probabilities) == 1


def test_game_over_odds_near_the_bottom() -> None:
    game = Game.new(4, seed=5, chance="explicit")
    s = game.state
    numbers = [c for c in s.deck if c != GAME_OVER]
    # Leave two numbered cards and Game Over: Game Over is one of the three, equally likely.
    for c in numbers[:-2]:
        s.deck.remove(c)
    odds = dict(probabilities(s, ("chance", "card")))
    assert odds[CardDrawn(GAME_OVER)] == Fraction(1, 3)


def test_forced_outcome_text_and_bad_outcome() -> None:
    game = Game.new(4, seed=2, chance="explicit", first_player=1)
    while game.pending.player == CHANCE:
        game.apply(game.options[-1])
    game.apply("roll")
    before = game.to_json()
    with pytest.raises(IllegalAction, match="not a possible outcome"):
        game.apply("red 7, blue Hover")
    with pytest.raises(IllegalAction, match="cannot happen here"):
        game.apply(Dice(5, 5))
    assert game.to_json() == before
    assert game.apply("Red 2,  blue 2") == Dice(2, 2)
    assert "rolls red 2, blue 2" in game.log[-1]


def test_undo_save_and_replay_include_chance_outcomes() -> None:
    game = Game.new(3, seed=4, chance="explicit")
    rng = random.Random(4)
    for _ in range(80):
        game.apply(rng.choice(game.options))
    assert any(h.startswith("card ") for h in game.history)
    loaded = Game.from_json(game.to_json())
    assert loaded == game and loaded.config.explicit_chance
    last = game.history[-1]
    assert game.undo() == last and game.redo() == last
    again = Game.replay(game._initial, game.history)
    assert again == game


def test_bad_chance_mode() -> None:
    with pytest.raises(ValueError, match="chance must be 'seeded'"):
        Game.new(4, chance="dice")
