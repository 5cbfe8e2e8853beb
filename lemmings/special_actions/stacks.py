"""Cards that rearrange or break up a stack: King of the Hill, Pull My Paw, Snap Crackle Pop
(and the card scatter the last two share)."""

from __future__ import annotations

from typing import Any

from gamecore.i18n import Message, lazy

from ..cards import card_name
from ..movement import can_land
from ..options import Scatter, Select, Top
from ..state import State
from ..steps import Step, Task, push, step
from .base import _enter, card


def _has_a_stack(s: State) -> bool:
    """Whether a hex holds two lemmings or more (two cards ask at every turn: counted in C)."""
    return max(map(len, s.stacks.values()), default=0) >= 2


@card("King of the Hill", lazy("Rearrange every lemming of one stack on the board in any order you like."))
class KingOfTheHill:
    @staticmethod
    def check(s: State, p: int) -> Message | None:
        return None if _has_a_stack(s) else lazy("no hex holds a stack of two or more lemmings")

    @staticmethod
    def begin(s: State, p: int) -> None:
        push(s, ("king", p))


@step("king")
class KingStep(Step):
    kind = "king_of_the_hill"

    def options(self, s: State, task: Task) -> list[Any]:
        return [Select(h) for h in s.cfg.board.hexes if len(s.stack(h)) >= 2]

    def prompt(self, s: State, task: Task) -> Message:
        return lazy("{clan}, {card}: choose a stack to rearrange", clan=s.name(task[1]),
                    card=card_name("King of the Hill"))

    def choose(self, s: State, task: Task, option: Any) -> None:
        push(s, ("king_order", task[1], option.target, ()))


@step("king_order")
class KingOrderStep(Step):
    kind = "king_order"

    def options(self, s: State, task: Task) -> list[Any]:
        placed = task[3]
        return [Top(lem) for lem in reversed(s.stack(task[2])) if lem not in placed]

    def prompt(self, s: State, task: Task) -> Message:
        if not task[3]:
            return lazy("{clan}, {card}: which lemming goes top of {hex}?", clan=s.name(task[1]),
                        card=card_name("King of the Hill"), hex=task[2])
        return lazy("{clan}, {card}: which lemming goes position {n} from the top of {hex}?", clan=s.name(task[1]),
                    card=card_name("King of the Hill"), n=len(task[3]) + 1, hex=task[2])

    def choose(self, s: State, task: Task, option: Any) -> None:
        h, placed = task[2], task[3] + (option.lemming,)
        rest = [lem for lem in s.stack(h) if lem not in placed]
        if len(rest) > 1:
            push(s, ("king_order", task[1], h, placed))
            return
        new = tuple(rest) + tuple(reversed(placed))
        s.stacks[h] = new
        s.say("{card}: {hex} now holds, bottom to top, {lemmings}.", card=card_name("King of the Hill"), hex=h,
              lemmings=", ".join(s.label(x) for x in new))


@card("Pull My Paw", lazy("Pick any lemming on the board: every other lemming in its stack scatters, one at a "
                          "time in your order, into adjacent hexes in any direction."))
class PullMyPaw:
    @staticmethod
    def check(s: State, p: int) -> Message | None:
        return None if _has_a_stack(s) else lazy("no hex holds a stack of two or more lemmings")

    @staticmethod
    def begin(s: State, p: int) -> None:
        push(s, ("pull_my_paw", p))


@step("pull_my_paw")
class PullMyPawStep(Step):
    kind = "pull_my_paw"

    def options(self, s: State, task: Task) -> list[Any]:
        return [Select(lem) for h in s.cfg.board.hexes if len(s.stack(h)) >= 2 for lem in s.stack(h)]

    def prompt(self, s: State, task: Task) -> Message:
        return lazy("{clan}, {card}: choose the lemming whose stack-mates scatter", clan=s.name(task[1]),
                    card=card_name("Pull My Paw"))

    def choose(self, s: State, task: Task, option: Any) -> None:
        lem = option.target
        h = s.loc[lem]
        others = tuple(x for x in s.stack(h) if x != lem)
        s.say("{card}: the lemmings sharing {hex} with {lemming} scatter.", card=card_name("Pull My Paw"), hex=h,
              lemming=s.label(lem))
        push(s, ("card_scatter", task[1], h, others))


@card("Snap Crackle Pop", lazy("Pick a brush hex: every lemming in it scatters, one at a time in your order, into "
                               "adjacent hexes in any direction."))
class SnapCracklePop:
    @staticmethod
    def check(s: State, p: int) -> Message | None:
        return None if s.cfg.board.brush_mask & s.occupied() else lazy("no brush hex holds a lemming")

    @staticmethod
    def begin(s: State, p: int) -> None:
        push(s, ("snap", p))


@step("snap")
class SnapStep(Step):
    kind = "snap_crackle_pop"

    def options(self, s: State, task: Task) -> list[Any]:
        return [Select(h) for h in s.cfg.board.brush if h in s.stacks]

    def prompt(self, s: State, task: Task) -> Message:
        return lazy("{clan}, {card}: choose a brush hex to empty", clan=s.name(task[1]),
                    card=card_name("Snap Crackle Pop"))

    def choose(self, s: State, task: Task, option: Any) -> None:
        h = option.target
        s.say("{card}: the lemmings in {hex} scatter.", card=card_name("Snap Crackle Pop"), hex=h)
        push(s, ("card_scatter", task[1], h, s.stack(h)))


@step("card_scatter")
class CardScatterStep(Step):
    """Scatter the named lemmings from one hex into adjacent hexes, in the card player's order."""

    kind = "card_scatter"

    @staticmethod
    def destinations(s: State, lem: str) -> list[str]:
        board = s.cfg.board
        here = s.loc[lem]
        for ring in board.rings[here]:  # adjacent hexes first, then the nearest with room
            near = [h for h in ring if can_land(s, lem, h)]
            if near:
                return near
        return []

    def options(self, s: State, task: Task) -> list[Any]:
        origin, todo = task[2], task[3]
        return [Scatter(lem, d) for lem in todo if s.loc[lem] == origin for d in self.destinations(s, lem)]

    def prompt(self, s: State, task: Task) -> Message:
        return lazy("{clan}, scatter the lemmings of {hex}: pick a lemming and an adjacent hex", clan=s.name(task[1]),
                    hex=task[2])

    def choose(self, s: State, task: Task, option: Any) -> None:
        lem, to = option
        rest = tuple(x for x in task[3] if x != lem)
        if rest:
            push(s, ("card_scatter", task[1], task[2], rest))
        where = s.lift(lem)
        s.say("{lemming} is scattered from {start} to {end}.", lemming=s.label(lem), start=where, end=to)
        _enter(s, lem, to, task[1])


__all__ = ["KingOfTheHill", "KingStep", "KingOrderStep", "PullMyPaw", "PullMyPawStep", "SnapCracklePop", "SnapStep",
           "CardScatterStep"]
