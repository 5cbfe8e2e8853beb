"""Cards for eaten lemmings in the eagle-chow box: Heroic Return, Mistaken Identity, Noble Sacrifice."""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..chance import Face, event, resolve
from ..movement import can_land
from ..options import Place, Select, Swap
from ..rng import Chance
from ..state import HOVER, State, face_name
from ..steps import Step, Task, push, step
from .base import _enter, card


@card("Heroic Return", "Bring one of your eaten lemmings back from the eagle-chow box onto a brush hex of "
      "the blue circle that is outside the blue eagle's zone and has room; it goes on top.")
class HeroicReturn:
    @staticmethod
    def targets(s: State) -> list[str]:
        board = s.cfg.board
        blue_zone = s.eagles["blue"][0]
        return [h for h in board.brush if board.zone_letter("blue", h) not in (None, blue_zone)]

    @staticmethod
    def check(s: State, p: int) -> str | None:
        chow = s.in_chow(p)
        if not chow:
            return "no lemming of yours is in the eagle-chow box"
        if not any(can_land(s, chow[0], h) for h in HeroicReturn.targets(s)):
            return "every brush hex of the blue circle outside the blue eagle's zone is full"
        return None

    @staticmethod
    def begin(s: State, p: int) -> None:
        push(s, ("heroic_return", p))


@step("heroic_return")
class HeroicReturnStep(Step):
    kind = "heroic_return"

    def options(self, s: State, task: Task) -> list[Any]:
        return [Place(lem, h) for lem in s.in_chow(task[1]) for h in HeroicReturn.targets(s) if can_land(s, lem, h)]

    def prompt(self, s: State, task: Task) -> str:
        return f"{s.name(task[1])}, Heroic Return: choose an eaten lemming and a blue-circle brush hex"

    def choose(self, s: State, task: Task, option: Any) -> None:
        s.lift(option.lemming)
        s.say(f"Heroic Return: {s.label(option.lemming)} escapes the eagle and lands in {option.hex}.")
        _enter(s, option.lemming, option.hex, task[1])


@card("Mistaken Identity", "Swap one of your eaten lemmings for another clan's lemming (active or covered) "
      "in a brush hex of the red circle: yours takes its exact place in the stack, it goes to the chow box.")
class MistakenIdentity:
    @staticmethod
    def victims(s: State, p: int) -> list[str]:
        board = s.cfg.board
        return [lem for h in board.brush if board.zone_letter("red", h) for lem in s.stack(h) if s.owner(lem) != p]

    @staticmethod
    def check(s: State, p: int) -> str | None:
        if not s.in_chow(p):
            return "no lemming of yours is in the eagle-chow box"
        if not MistakenIdentity.victims(s, p):
            return "no lemming of another clan is in a brush hex of the red circle"
        return None

    @staticmethod
    def begin(s: State, p: int) -> None:
        push(s, ("mistaken_identity", p))


@step("mistaken_identity")
class MistakenIdentityStep(Step):
    kind = "mistaken_identity"

    def options(self, s: State, task: Task) -> list[Any]:
        p = task[1]
        return [Swap(mine, other) for mine in s.in_chow(p) for other in MistakenIdentity.victims(s, p)]

    def prompt(self, s: State, task: Task) -> str:
        return f"{s.name(task[1])}, Mistaken Identity: choose your eaten lemming and the lemming it replaces"

    def choose(self, s: State, task: Task, option: Any) -> None:
        mine, other = option
        h = s.loc[other]
        index = s.stack(h).index(other)
        s.lift(other)
        s.put_in_chow(other)
        s.lift(mine)
        s.put_at(mine, h, index)
        s.say(f"Mistaken Identity: {s.label(mine)} takes {s.label(other)}'s place in {h}; "
              f"{s.label(other)} goes to the eagle-chow box.")


@card("Noble Sacrifice", "Roll an eagle die for one of your eaten lemmings: a Hover leaves it in the chow box; "
      "1, 2 or 3 turns it into a dive worth that many VP.")
class NobleSacrifice:
    @staticmethod
    def check(s: State, p: int) -> str | None:
        return None if s.in_chow(p) else "no lemming of yours is in the eagle-chow box"

    @staticmethod
    def begin(s: State, p: int) -> None:
        push(s, ("noble_sacrifice", p))


@step("noble_sacrifice")
class NobleSacrificeStep(Step):
    kind = "noble_sacrifice"

    def options(self, s: State, task: Task) -> list[Any]:
        return [Select(lem) for lem in s.in_chow(task[1])]

    def prompt(self, s: State, task: Task) -> str:
        return f"{s.name(task[1])}, Noble Sacrifice: choose the eaten lemming to honour, then the die is rolled"

    def choose(self, s: State, task: Task, option: Any) -> None:
        resolve(s, "noble_die", option.target)


def _roll_noble(s: State, lem: str) -> Face:
    chance = Chance(s.cfg.seed, s.chance)
    face = chance.choice(s.cfg.die)
    s.chance = chance.counter
    return Face(face)


def _noble_rolled(s: State, option: Face, lem: str) -> None:
    face = option.face
    if face == HOVER:
        s.say(f"Noble Sacrifice: the die shows Hover; {s.label(lem)} stays in the eagle-chow box.")
        return
    s.lift(lem)
    s.put_in_dive(lem, face)
    s.say(f"Noble Sacrifice: the die shows {face_name(face)}; {s.label(lem)} scores a {face}-VP dive.")


event("noble_die", "roll the eagle die for Noble Sacrifice", draw=_roll_noble, apply=_noble_rolled,
      outcomes=lambda s, lem: [(Face(f), w) for f, w in sorted(Counter(s.cfg.die).items())])


__all__ = ["HeroicReturn", "HeroicReturnStep", "MistakenIdentity", "MistakenIdentityStep", "NobleSacrifice",
           "NobleSacrificeStep"]
