"""The play loop without a screen (gametools.PlayLoop), the same tests for every game of the kit:
undo returns to the person's decision with the same options, the computer never decides for a
person, the recap lists every decision between two of a person's decisions, refusals change nothing."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from gamecore.errors import ArgumentError, IllegalAction
from gamecore.i18n import Message, language, log_line
from gametools import AUTOPLAY_LIMIT, Change, Event, LoopGame, PlayLoop, log_recorder, random_computer
from labyrinth import Game as LabyrinthGame
from labyrinth.bot import seat_computer
from lemmings import CHANCE
from lemmings import Game as LemmingsGame
from plongeon import Game as PlongeonGame

GAMES: list[tuple[str, Callable[[int], Any]]] = [
    ("leaping lemmings", lambda seed: LemmingsGame.new(players=3, seed=seed)),
    ("le grand plongeon", lambda seed: PlongeonGame.new(players=3, seed=seed)),
    ("labyrinth", lambda seed: LabyrinthGame.new(players=3, seed=seed)),
]
IDS = [name for name, _ in GAMES]
MAKERS = [make for _, make in GAMES]


def decision(game: Any) -> tuple[int, str, list[str]]:
    d = game.pending
    return d.player, str(d.kind), [str(o) for o in d.options]


def person_choice(loop: PlayLoop, rng: random.Random) -> Any:
    return rng.choice(list(loop.game.pending.options))


def watched(loop: PlayLoop) -> list[tuple[int, int]]:
    """Wrap the loop's computer so that every call is recorded as ``(seat, index)``."""
    calls: list[tuple[int, int]] = []
    inner = loop._computer

    def computer(seat: int, index: int) -> Callable[[Any], Any]:
        calls.append((seat, index))
        return inner(seat, index)

    loop._computer = computer
    return calls


def to_person(make: Callable[[int], Any], seed: int, seat: int = 0) -> PlayLoop:
    """A loop with a person at ``seat``, run up to that person's first decision."""
    loop = PlayLoop(make(seed), humans=[seat], computer=random_computer(seed))
    loop.advance()
    assert loop.waiting_for_human()
    return loop


@pytest.mark.parametrize("make", MAKERS, ids=IDS)
def test_every_game_can_be_played_by_the_loop(make):
    game = make(1)
    assert isinstance(game, LoopGame)
    assert PlayLoop(game).game is game
    with pytest.raises(ArgumentError, match="game protocol"):
        PlayLoop(object())  # type: ignore[arg-type]


@pytest.mark.parametrize("make", MAKERS, ids=IDS)
def test_the_computer_never_decides_for_a_person(make):
    for seed in (1, 2):
        rng = random.Random(seed)
        loop = PlayLoop(make(seed), humans=[1], computer=random_computer(seed))
        calls = watched(loop)
        for _ in range(40):
            events = loop.advance()
            assert all(e.player != 1 and not e.human for e in events)
            if loop.over:
                break
            assert loop.waiting_for_human() and loop.game.pending.player == 1
            assert loop.advance() == []  # a person's decision waits for them
            event = loop.choose(person_choice(loop, rng))
            assert event.human and event.player == 1
        assert calls and all(seat != 1 for seat, _ in calls)
        # the chooser was asked with the decision's place in the history
        assert all(0 <= index <= len(loop.game.history) for _, index in calls)
        assert [p for p in loop.deciders()] == [loop.recap(0)[i].player for i in range(len(loop.game.history))]


@pytest.mark.parametrize("make", MAKERS, ids=IDS)
def test_everyone_a_person_means_the_computer_does_nothing(make):
    loop = PlayLoop(make(3), humans=range(3))
    assert loop.waiting_for_human() and loop.advance() == []
    assert loop.game.history == ()


@pytest.mark.parametrize("make", MAKERS, ids=IDS)
def test_limit_one_is_one_computer_step(make):
    loop = PlayLoop(make(4), humans=[], computer=random_computer(4))
    assert len(loop.advance(limit=1)) == 1 and len(loop.game.history) == 1
    assert len(loop.advance(limit=3)) == 3 and len(loop.game.history) == 4
    assert loop.advance(limit=0) == []
    with pytest.raises(ArgumentError):
        loop.advance(limit=-1)


@pytest.mark.parametrize("make", MAKERS, ids=IDS)
def test_undo_returns_to_the_persons_decision_with_the_same_options(make):
    for seed in (5, 6):
        rng = random.Random(seed)
        loop = to_person(make, seed)
        for _ in range(3):  # a few rounds in, so that there is history before the person's decision
            loop.choose(person_choice(loop, rng))
            loop.advance()
            if loop.over:
                break
        if loop.over:
            continue
        faced, history = decision(loop.game), loop.game.history
        mine = loop.choose(person_choice(loop, rng))
        after = loop.advance()
        taken = loop.undo_mine()
        assert decision(loop.game) == faced and loop.game.history == history
        assert taken[0] == mine and taken[1:] == after  # exactly what the recap listed
        assert loop.waiting_for_human()


@pytest.mark.parametrize("make", MAKERS, ids=IDS)
def test_undo_of_one_person_among_two(make):
    rng = random.Random(8)
    loop = PlayLoop(make(8), humans=[0, 2], computer=random_computer(8))
    loop.advance()
    faced: dict[int, tuple[tuple[int, str, list[str]], tuple[str, ...]]] = {}
    for _ in range(12):
        if loop.over:
            break
        seat = loop.game.pending.player
        faced[seat] = (decision(loop.game), loop.game.history)
        loop.choose(person_choice(loop, rng))
        loop.advance()
    for seat in sorted(faced, key=lambda s: -len(faced[s][1])):  # the latest choice first
        loop.undo_mine(seat)
        assert (decision(loop.game), loop.game.history) == faced[seat]


@pytest.mark.parametrize("make", MAKERS, ids=IDS)
def test_the_recap_lists_every_decision_between_two_of_the_persons_decisions(make):
    rng = random.Random(9)
    loop = to_person(make, 9, seat=2)
    for _ in range(4):
        k = len(loop.game.history)
        loop.choose(person_choice(loop, rng))
        loop.advance()
        recap = loop.recap()
        assert [e.index for e in recap] == list(range(k, len(loop.game.history)))
        assert [e.option for e in recap] == list(loop.game.history[k:])
        assert recap[0].human and recap[0].player == 2
        assert all(not e.human and e.player != 2 for e in recap[1:])
        assert all(isinstance(e, Event) and e.words and e.kind for e in recap)
        if loop.over:
            break


@pytest.mark.parametrize("make", MAKERS, ids=IDS)
def test_the_recap_replays_decisions_made_outside_the_loop(make):
    game = make(10)
    loop = PlayLoop(game, humans=[0], computer=random_computer(10))
    rng = random.Random(10)
    for _ in range(12):  # a cell applies choices directly: the loop never saw them
        game.apply(rng.choice(list(game.pending.options)))
    recap = loop.recap(0)
    assert [e.option for e in recap] == list(game.history)
    probe = make(10)
    for e in recap:
        assert (e.player, e.kind) == (probe.pending.player, str(probe.pending.kind))
        assert e.human == (e.player == 0)
        probe.apply(e.option)


@pytest.mark.parametrize("make", MAKERS, ids=IDS)
def test_choose_refuses_a_computer_decision_and_changes_nothing(make):
    game = make(11)
    computer_seat = game.pending.player
    loop = PlayLoop(game, humans=[(computer_seat + 1) % 3])
    before, events = game.to_json(), loop.events
    with pytest.raises(IllegalAction, match="computer"):
        loop.choose(game.pending.options[0])
    assert game.to_json() == before and loop.events == events and game.history == ()


@pytest.mark.parametrize("make", MAKERS, ids=IDS)
def test_refusals_leave_the_game_and_the_record_unchanged(make):
    loop = to_person(make, 12)
    game = loop.game
    state = (game.to_json(), loop.events, loop.deciders())
    with pytest.raises(IllegalAction):
        loop.choose("no such option at all")
    assert (game.to_json(), loop.events, loop.deciders()) == state
    with pytest.raises(IllegalAction, match="no choice of yours"):
        loop.undo_mine()
    with pytest.raises(IllegalAction, match="nothing to redo"):
        loop.redo()
    assert (game.to_json(), loop.events, loop.deciders()) == state
    with pytest.raises(ArgumentError):
        loop.set_humans([7])
    with pytest.raises(ArgumentError):
        loop.set_humans("0")
    assert loop.humans == {0}
    fresh = PlayLoop(make(12), humans=[0])
    with pytest.raises(IllegalAction, match="at its start"):
        fresh.step_back()
    assert fresh.game.history == ()


@pytest.mark.parametrize("make", MAKERS, ids=IDS)
def test_step_back_and_redo(make):
    rng = random.Random(13)
    loop = to_person(make, 13)
    loop.choose(person_choice(loop, rng))
    loop.advance()
    full = loop.game.history
    back = loop.step_back()
    assert back.option == full[-1] and loop.game.history == full[:-1] and back.human == (back.player == 0)
    again = loop.redo()
    assert again.option == full[-1] and loop.game.history == full
    loop.goto(1)
    assert loop.game.history == full[:1] and loop.game.can_redo


@pytest.mark.parametrize("make", MAKERS, ids=IDS)
def test_the_computer_chooses_the_same_after_an_undo(make):
    rng = random.Random(14)
    loop = to_person(make, 14)
    loop.choose(person_choice(loop, rng))
    first = [e.option for e in loop.advance()]
    mine = loop.undo_mine()[0]
    loop.choose(mine.option)
    assert [e.option for e in loop.advance()] == first


@pytest.mark.parametrize("make", MAKERS, ids=IDS)
def test_subscribers_hear_every_change_and_a_checkpoint_puts_everything_back(make):
    rng = random.Random(15)
    loop = to_person(make, 15)
    heard: list[Change] = []
    stop = loop.subscribe(heard.append)
    point = loop.checkpoint()
    before = loop.game.to_json()
    event = loop.choose(person_choice(loop, rng))
    made = loop.advance()
    assert [c.what for c in heard] == ["choose", "advance"][:1 + bool(made)]
    assert heard[0].events == (event,) and (not made or heard[1].events == tuple(made))
    game = loop.game
    loop.restore(point)
    assert loop.game is game and game.to_json() == before and loop.events == point.events
    stop()
    loop.set_humans([1])
    assert heard[-1].what == "game"


@pytest.mark.parametrize("make", MAKERS, ids=IDS)
def test_replace_game_keeps_the_seats_and_forgets_the_record(make):
    prepared: list[Any] = []
    loop = PlayLoop(make(16), humans=[1], prepare=prepared.append)
    loop.advance()
    other = make(17)
    loop.replace_game(other)
    assert loop.game is other and loop.humans == {1} and loop.events == {} and prepared[-1] is other
    assert len(prepared) == 2


def test_chance_is_never_a_persons_decision():
    game = LemmingsGame.new(players=3, seed=18, chance="explicit")
    loop = PlayLoop(game, humans=range(3), computer=random_computer(18))
    assert game.pending.player == CHANCE and not loop.waiting_for_human()
    with pytest.raises(IllegalAction, match="computer"):
        loop.choose(game.pending.options[0])
    made = loop.advance()
    assert made and all(e.player == CHANCE and not e.human for e in made)
    assert loop.waiting_for_human()
    with pytest.raises(ArgumentError):
        loop.set_humans([CHANCE])


def test_a_runaway_computer_stops_at_the_limit():
    loop = PlayLoop(LemmingsGame.new(players=3, seed=19), humans=[])
    assert len(loop.advance()) <= AUTOPLAY_LIMIT and loop.over


@pytest.mark.parametrize("make", MAKERS, ids=IDS)
def test_the_log_recorder_keeps_each_decisions_log_lines_also_for_decisions_made_elsewhere(make):
    rng = random.Random(20)
    game = make(20)
    loop = PlayLoop(game, humans=[0], computer=random_computer(20), recorder=log_recorder())
    lines: list[Any] = []
    for _ in range(15):
        if loop.over:
            break
        if loop.waiting_for_human():
            before = len(game.state.log)
            event = loop.choose(person_choice(loop, rng))
            assert event.detail == tuple(game.state.log[before:])  # exactly what the decision added
        else:
            loop.advance(limit=1)
    recorded = loop.recap(0)
    lines = [line for e in recorded for line in e.detail]
    assert lines == list(game.state.log)[len(game.state.log) - len(lines):] and lines
    # kept as messages: worded in the language of whoever shows them
    assert any(isinstance(line, Message) for line in lines)
    with language("es"):
        spanish = [log_line(line) for line in lines]
    assert spanish != [log_line(line) for line in lines]
    # decisions made outside the loop (a notebook cell) get their lines by the replay on a copy
    other = make(20)
    for choice in game.history:
        other.apply(choice)
    fresh = PlayLoop(other, humans=[0], recorder=log_recorder())
    assert [e.detail for e in fresh.recap(0)] == [e.detail for e in recorded]
    assert other.history == game.history


def test_labyrinths_seat_computer_is_seeded_per_decision():
    rng = random.Random(21)
    loop = PlayLoop(LabyrinthGame.new(3, seed=21), humans=[0], computer=seat_computer(5))
    loop.advance()
    loop.choose(next(o for o in loop.game.pending.options if o.startswith("move")))
    while loop.waiting_for_human():  # the person's turn has two actions: end it
        loop.choose("end" if "end" in loop.game.pending.options else person_choice(loop, rng))
    first = [e.option for e in loop.advance()]
    mine = loop.undo_mine()[0]
    loop.choose(mine.option)
    assert [e.option for e in loop.advance()] == first and first
    # another seed plays otherwise somewhere in a game
    a, b = PlayLoop(LabyrinthGame.new(3, seed=21), computer=seat_computer(5)), \
        PlayLoop(LabyrinthGame.new(3, seed=21), computer=seat_computer(6))
    a.advance(limit=60), b.advance(limit=60)
    assert a.game.history != b.game.history


@pytest.mark.parametrize("make", MAKERS, ids=IDS)
def test_a_checkpoint_restores_as_often_as_asked(make):
    """Issue 43, 5: the game gets a copy of the checkpoint each time, so a second restore works too and
    the game plays on after it."""
    rng = random.Random(21)
    loop = to_person(make, 21)
    point = loop.checkpoint()
    before = loop.game.to_json()
    for _ in range(3):
        loop.choose(person_choice(loop, rng))
        loop.advance()
        assert loop.game.to_json() != before
        loop.restore(point)
        assert loop.game.to_json() == before
    loop.choose(person_choice(loop, rng))  # and the restored game is whole: it plays on
    loop.advance()


@pytest.mark.parametrize("make", MAKERS, ids=IDS)
def test_undo_mine_refuses_a_seat_that_is_not_a_persons(make):
    """Issue 43, 14: a computer's seat, or the chance seat -1, has no choice of a person's to take back."""
    rng = random.Random(22)
    loop = to_person(make, 22)
    loop.choose(person_choice(loop, rng))
    loop.advance()
    before = loop.game.to_json()
    for seat in (1, -1):
        with pytest.raises(IllegalAction, match="not a person's"):
            loop.undo_mine(seat)
        assert loop.game.to_json() == before
    loop.undo_mine(0)
