"""Cards that move lemmings forward, back or over the edge: Boo!, Lost, Rock Slide, Run Lemming Run!."""

from __future__ import annotations

from typing import Any

from ..board import START
from ..movement import can_land
from ..options import Move
from ..state import State
from ..steps import Step, Task, push, step
from .base import _board_lemmings, _enter, _forward_moves, card


@card("Boo!", "Scare any lemming on the board (active or covered) two points straight ahead; if that takes "
      "it past the cliff edge it tumbles over for a 1-VP dive.")
class Boo:
    @staticmethod
    def options(s: State) -> list[Move]:
        # a dive always scores 1, so reaching the edge with 1 or 2 points left is the same option
        moves = _forward_moves(s, 2, _board_lemmings(s))
        return list(dict.fromkeys(Move(lem, end, 1 if left else 0) for lem, end, left in moves))

    @staticmethod
    def check(s: State, p: int) -> str | None:
        lemmings = _board_lemmings(s)
        if not lemmings:
            return "no lemming is on the board"
        if any(True for _ in _forward_moves(s, 2, lemmings)):
            return None
        return "no lemming on the board has room to move two points forward"

    @staticmethod
    def begin(s: State, p: int) -> None:
        push(s, ("boo", p))


@step("boo")
class BooStep(Step):
    kind = "boo"

    def options(self, s: State, task: Task) -> list[Any]:
        return Boo.options(s)

    def prompt(self, s: State, task: Task) -> str:
        return f"{s.name(task[1])}, Boo!: choose a lemming to scare two points forward"

    def choose(self, s: State, task: Task, option: Any) -> None:
        lem, end, dive = option
        where = s.lift(lem)
        if dive:
            s.put_in_dive(lem, 1)
            s.say(f"Boo! {s.label(lem)} bolts from {where} over the cliff: a 1-VP dive (no style points).")
            return
        s.say(f"Boo! {s.label(lem)} bolts from {where} to {end}.")
        _enter(s, lem, end, task[1])


@card("Lost", "Every other player has one of their lemmings on the board (your pick, active or covered) "
      "step back one point, one lemming at a time.")
class Lost:
    @staticmethod
    def destinations(s: State, lem: str) -> list[str]:
        board = s.cfg.board
        h = s.loc[lem]
        out = [n for n in board.backward(h) if board.cost(n) == 1 and can_land(s, lem, n)]
        if board.row(h) == board.first_row:
            out.append(START)
        return out

    @staticmethod
    def options(s: State, players: tuple[int, ...]) -> list[Move]:
        return [Move(lem, d) for q in players for lem in s.on_board(q) for d in Lost.destinations(s, lem)]

    @staticmethod
    def check(s: State, p: int) -> str | None:
        others = [lem for lem in s.on_board() if s.owner(lem) != p]
        if any(Lost.destinations(s, lem) for lem in others):
            return None
        return "no other player has a lemming on the board that can step back"

    @staticmethod
    def begin(s: State, p: int) -> None:
        order = tuple((p + i) % s.cfg.n_players for i in range(1, s.cfg.n_players))
        push(s, ("lost", p, order))


@step("lost")
class LostStep(Step):
    kind = "lost"

    def options(self, s: State, task: Task) -> list[Any]:
        return Lost.options(s, task[2])

    def prompt(self, s: State, task: Task) -> str:
        names = ", ".join(s.name(q) for q in task[2])
        return f"{s.name(task[1])}, Lost: move one lemming of each other player one point back (still to go: {names})"

    def run(self, s: State, task: Task) -> None:
        for q in task[2]:
            s.say(f"Lost: {s.name(q)} has no lemming that can step back.")

    def choose(self, s: State, task: Task, option: Any) -> None:
        lem, to = option.lemming, option.to
        owner = s.owner(lem)
        push(s, ("lost", task[1], tuple(q for q in task[2] if q != owner)))
        where = s.lift(lem)
        if to == START:
            s.put_in_start(lem)
            s.say(f"Lost: {s.label(lem)} wanders from {where} back into the start area.")
            return
        s.say(f"Lost: {s.label(lem)} wanders back from {where} to {to}.")
        _enter(s, lem, to, task[1])


@card("Rock Slide", "The cliff edge gives way: every lemming on the four cliff-edge hexes falls, "
      "scoring 1 VP for its clan.")
class RockSlide:
    @staticmethod
    def check(s: State, p: int) -> str | None:
        return None if any(h in s.stacks for h in s.cfg.board.cliff_edge) else "no lemming stands on the cliff edge"

    @staticmethod
    def begin(s: State, p: int) -> None:
        for h in s.cfg.board.cliff_edge:
            for lem in reversed(s.stack(h)):
                s.lift(lem)
                s.put_in_dive(lem, 1)
                s.say(f"Rock Slide: {s.label(lem)} falls from {h}: a 1-VP dive.")


@card("Run Lemming Run!", "Move any lemming on the board that has not reached the Line of Bones three points "
      "forward; it may reach or cross the Line.")
class RunLemmingRun:
    @staticmethod
    def eligible(s: State) -> list[str]:
        board = s.cfg.board
        bones_row = board.bones_row
        return [lem for lem in s.on_board() if board.row(s.loc[lem]) < bones_row]

    @staticmethod
    def options(s: State) -> list[Move]:
        return [Move(lem, end) for lem, end, left in _forward_moves(s, 3, RunLemmingRun.eligible(s)) if not left]

    @staticmethod
    def check(s: State, p: int) -> str | None:
        eligible = RunLemmingRun.eligible(s)
        if not eligible:
            return "no lemming on the board is short of the Line of Bones"
        if any(not left for _, _, left in _forward_moves(s, 3, eligible)):
            return None
        return "no lemming short of the Line of Bones has room to run three points"

    @staticmethod
    def begin(s: State, p: int) -> None:
        push(s, ("run", p))


@step("run")
class RunStep(Step):
    kind = "run_lemming_run"

    def options(self, s: State, task: Task) -> list[Any]:
        return RunLemmingRun.options(s)

    def prompt(self, s: State, task: Task) -> str:
        return f"{s.name(task[1])}, Run Lemming Run!: choose a lemming to run three points forward"

    def choose(self, s: State, task: Task, option: Any) -> None:
        where = s.lift(option.lemming)
        s.say(f"Run Lemming Run! {s.label(option.lemming)} runs from {where} to {option.to}.")
        _enter(s, option.lemming, option.to, task[1])


__all__ = ["Boo", "BooStep", "Lost", "LostStep", "RockSlide", "RunLemmingRun", "RunStep"]
