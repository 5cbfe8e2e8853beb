"""Cards that move the eagles or keep the eagle dice: Eagle Eye!, Mine! All Mine!, Uh-Oh!."""

from __future__ import annotations

from typing import Any

from gamecore.i18n import Message, lazy

from .. import eagles as E
from ..board import EAGLES, ZONE_LETTERS
from ..cards import card_name
from ..options import EagleMove, EagleTo
from ..state import State
from ..steps import Step, Task, push, step
from .base import card


@card("Eagle Eye!", lazy("Move either eagle one zone along its circle (a feasting eagle flips to hunting "
                         "first), then feast and scatter there as the Eagle Player would."))
class EagleEye:
    @staticmethod
    def check(s: State, p: int) -> Message | None:
        return None

    @staticmethod
    def begin(s: State, p: int) -> None:
        push(s, ("eagle_eye", p))


@step("eagle_eye")
class EagleEyeStep(Step):
    kind = "eagle_eye"

    def options(self, s: State, task: Task) -> list[Any]:
        return [EagleMove(e, d, E.zone_after(s.eagles[e][0], 1, d)) for e in EAGLES for d in E.DIRECTIONS]

    def prompt(self, s: State, task: Task) -> Message:
        return lazy("{clan}, {card}: move one eagle one zone", clan=s.name(task[1]), card=card_name("Eagle Eye!"))

    def choose(self, s: State, task: Task, option: Any) -> None:
        E.flip(s, option.eagle, True)
        E.fly(s, option.eagle, option.zone, how="clockwise" if option.direction == "cw" else "counterclockwise")
        push(s, ("attack", option.eagle, task[1]))


@card("Mine! All Mine!", lazy("Only the Eagle Player may play it: keep the eagle dice at the end of this turn and "
                              "be the Eagle Player again next turn."), discard_at_turn_end=True)
class MineAllMine:
    @staticmethod
    def check(s: State, p: int) -> Message | None:
        return None if p == s.eagle_player else lazy("only the Eagle Player may play it")

    @staticmethod
    def begin(s: State, p: int) -> None:
        s.mine = True
        s.say("{clan} will keep the eagle dice for another turn.", clan=s.name(p))


@card("Uh-Oh!", lazy("Move a hunting eagle to any other zone of its circle, then feast and scatter there as the "
                     "Eagle Player would."))
class UhOh:
    @staticmethod
    def check(s: State, p: int) -> Message | None:
        return None if any(hunting for _, hunting in s.eagles.values()) else lazy("both eagles are feasting")

    @staticmethod
    def begin(s: State, p: int) -> None:
        push(s, ("uh_oh", p))


@step("uh_oh")
class UhOhStep(Step):
    kind = "uh_oh"

    def options(self, s: State, task: Task) -> list[Any]:
        return [EagleTo(e, z) for e in EAGLES if s.eagles[e][1] for z in ZONE_LETTERS if z != s.eagles[e][0]]

    def prompt(self, s: State, task: Task) -> Message:
        return lazy("{clan}, {card}: move a hunting eagle to any zone of its circle", clan=s.name(task[1]),
                    card=card_name("Uh-Oh!"))

    def choose(self, s: State, task: Task, option: Any) -> None:
        E.fly(s, option.eagle, option.zone, how="straight")
        push(s, ("attack", option.eagle, task[1]))


__all__ = ["EagleEye", "EagleEyeStep", "MineAllMine", "UhOh", "UhOhStep"]
