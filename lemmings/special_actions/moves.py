"""Cards that move lemmings forward, back or over the edge: Boo!, Lost, Rock Slide, Run Lemming Run!."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from gamecore.i18n import Message, lazy

from ..board import START, Board
from ..cards import card_name
from ..movement import can_land, full_mask
from ..options import Move
from ..state import State
from ..steps import Step, Task, push, step
from ..variants import TWO_PLAYER
from .base import _board_lemmings, _can_go_forward, _enter, _forward_moves, card


@lru_cache(maxsize=8)
def _back_masks(board: Board) -> dict[str, int]:
    """Each hex's backward neighbours that Lost may step into (not brush), as a mask."""
    return {h: board.mask(n for n in board.backward(h) if n not in board.brush) for h in board.hexes}


@card("Boo!", lazy("Scare any lemming on the board (active or covered) two points straight ahead; if that takes "
                   "it past the cliff edge it tumbles over for a 1-VP dive."))
class Boo:
    @staticmethod
    def options(s: State) -> list[Move]:
        # a dive always scores 1, so reaching the edge with 1 or 2 points left is the same option
        moves = _forward_moves(s, 2, _board_lemmings(s))
        return list(dict.fromkeys(Move(lem, end, 1 if left else 0) for lem, end, left in moves))

    @staticmethod
    def check(s: State, p: int) -> Message | None:
        if not s.stacks:
            return lazy("no lemming is on the board")
        if TWO_PLAYER in s.cfg.variants:
            if any(True for _ in _forward_moves(s, 2, _board_lemmings(s))):
                return None
        elif _can_go_forward(s, 2, s.stacks):
            return None
        return lazy("no lemming on the board has room to move two points forward")

    @staticmethod
    def begin(s: State, p: int) -> None:
        push(s, ("boo", p))


@step("boo")
class BooStep(Step):
    kind = "boo"

    def options(self, s: State, task: Task) -> list[Any]:
        return Boo.options(s)

    def prompt(self, s: State, task: Task) -> Message:
        return lazy("{clan}, {card}: choose a lemming to scare two points forward", clan=s.name(task[1]),
                    card=card_name("Boo!"))

    def choose(self, s: State, task: Task, option: Any) -> None:
        lem, end, dive = option
        where = s.lift(lem)
        if dive:
            s.put_in_dive(lem, 1)
            s.say("{card} {lemming} bolts from {start} over the cliff: a 1-VP dive (no style points).",
                  card=card_name("Boo!"), lemming=s.label(lem), start=where)
            return
        s.say("{card} {lemming} bolts from {start} to {end}.", card=card_name("Boo!"), lemming=s.label(lem),
              start=where, end=end)
        _enter(s, lem, end, task[1])


@card("Lost", lazy("Every other player has one of their lemmings on the board (your pick, active or covered) "
                   "step back one point, one lemming at a time."))
class Lost:
    @staticmethod
    def destinations(s: State, lem: str) -> list[str]:
        board = s.cfg.board
        h = s.loc[lem]
        back, bit = _back_masks(board)[h], board.bit
        out = [n for n in board.backward(h) if bit[n] & back and can_land(s, lem, n)]
        if board.row(h) == board.first_row:
            out.append(START)
        return out

    @staticmethod
    def options(s: State, players: tuple[int, ...]) -> list[Move]:
        return [Move(lem, d) for q in players for lem in s.on_board(q) for d in Lost.destinations(s, lem)]

    @staticmethod
    def check(s: State, p: int) -> Message | None:
        if TWO_PLAYER in s.cfg.variants:  # the protection zone depends on whose lemming steps back
            others = (lem for lem in s.cfg.all_lemmings if s.cfg.owner[lem] != p and s.loc[lem] in s.stacks)  # lazy
            if any(Lost.destinations(s, lem) for lem in others):
                return None
        else:  # room is all that matters: each occupied hex looked at once
            board, owner = s.cfg.board, s.cfg.owner
            back, free, first = _back_masks(board), ~full_mask(s), board.first_row
            for h, stack in s.stacks.items():
                if (back[h] & free or board.row(h) == first) and any(owner[x] != p for x in stack):
                    return None
        return lazy("no other player has a lemming on the board that can step back")

    @staticmethod
    def begin(s: State, p: int) -> None:
        order = tuple((p + i) % s.cfg.n_players for i in range(1, s.cfg.n_players))
        push(s, ("lost", p, order))


@step("lost")
class LostStep(Step):
    kind = "lost"

    def options(self, s: State, task: Task) -> list[Any]:
        return Lost.options(s, task[2])

    def prompt(self, s: State, task: Task) -> Message:
        names = ", ".join(s.name(q) for q in task[2])
        return lazy("{clan}, {card}: move one lemming of each other player one point back (still to go: {clans})",
                    clan=s.name(task[1]), card=card_name("Lost"), clans=names)

    def run(self, s: State, task: Task) -> None:
        for q in task[2]:
            s.say("{card}: {clan} has no lemming that can step back.", card=card_name("Lost"), clan=s.name(q))

    def choose(self, s: State, task: Task, option: Any) -> None:
        lem, to = option.lemming, option.to
        owner = s.owner(lem)
        push(s, ("lost", task[1], tuple(q for q in task[2] if q != owner)))
        where = s.lift(lem)
        if to == START:
            s.put_in_start(lem)
            s.say("{card}: {lemming} wanders from {start} back into the start area.", card=card_name("Lost"),
                  lemming=s.label(lem), start=where)
            return
        s.say("{card}: {lemming} wanders back from {start} to {end}.", card=card_name("Lost"),
              lemming=s.label(lem), start=where, end=to)
        _enter(s, lem, to, task[1])


@card("Rock Slide", lazy("The cliff edge gives way: every lemming on the four cliff-edge hexes falls, "
                         "scoring 1 VP for its clan."))
class RockSlide:
    @staticmethod
    def check(s: State, p: int) -> Message | None:
        if s.cfg.board.cliff_mask & s.occupied():
            return None
        return lazy("no lemming stands on the cliff edge")

    @staticmethod
    def begin(s: State, p: int) -> None:
        for h in s.cfg.board.cliff_edge:
            for lem in reversed(s.stack(h)):
                s.lift(lem)
                s.put_in_dive(lem, 1)
                s.say("{card}: {lemming} falls from {hex}: a 1-VP dive.", card=card_name("Rock Slide"),
                      lemming=s.label(lem), hex=h)


@card("Run Lemming Run!", lazy("Move any lemming on the board that has not reached the Line of Bones three points "
                               "forward; it may reach or cross the Line."))
class RunLemmingRun:
    @staticmethod
    def eligible(s: State) -> list[str]:
        board, loc = s.cfg.board, s.loc
        short, bit = board.short_of_bones_mask, board.bit
        return [lem for lem in s.on_board() if bit[loc[lem]] & short]

    @staticmethod
    def options(s: State) -> list[Move]:
        return [Move(lem, end) for lem, end, left in _forward_moves(s, 3, RunLemmingRun.eligible(s)) if not left]

    @staticmethod
    def check(s: State, p: int) -> Message | None:
        short = s.cfg.board.short_of_bones_mask
        if not short & s.occupied():
            return lazy("no lemming on the board is short of the Line of Bones")
        if TWO_PLAYER in s.cfg.variants:
            if any(not left for _, _, left in _forward_moves(s, 3, RunLemmingRun.eligible(s))):
                return None
        else:
            bit = s.cfg.board.bit
            if _can_go_forward(s, 3, (h for h in s.stacks if bit[h] & short), to_a_stop=True):
                return None
        return lazy("no lemming short of the Line of Bones has room to run three points")

    @staticmethod
    def begin(s: State, p: int) -> None:
        push(s, ("run", p))


@step("run")
class RunStep(Step):
    kind = "run_lemming_run"

    def options(self, s: State, task: Task) -> list[Any]:
        return RunLemmingRun.options(s)

    def prompt(self, s: State, task: Task) -> Message:
        return lazy("{clan}, {card}: choose a lemming to run three points forward", clan=s.name(task[1]),
                    card=card_name("Run Lemming Run!"))

    def choose(self, s: State, task: Task, option: Any) -> None:
        where = s.lift(option.lemming)
        s.say("{card} {lemming} runs from {start} to {end}.", card=card_name("Run Lemming Run!"),
              lemming=s.label(option.lemming), start=where, end=option.to)
        _enter(s, option.lemming, option.to, task[1])


__all__ = ["Boo", "BooStep", "Lost", "LostStep", "RockSlide", "RunLemmingRun", "RunStep"]
