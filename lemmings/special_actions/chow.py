"""Cards for eaten lemmings in the eagle-chow box: Heroic Return, Mistaken Identity, Noble Sacrifice."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Any

from gamecore.i18n import Message, lazy
from gamecore.rng import Chance

from ..board import Board
from ..cards import card_name
from ..chance import Face, event, resolve
from ..movement import can_land, full_mask
from ..options import Place, Select, Swap
from ..state import HOVER, State, face_name
from ..steps import Step, Task, push, step
from ..variants import TWO_PLAYER
from .base import _enter, card


@lru_cache(maxsize=64)
def _blue_brush_outside(board: Board, blue_zone: str) -> tuple[str, ...]:
    """Brush hexes of the blue circle outside zone ``blue_zone`` (asked at every turn, so made once)."""
    return tuple(h for h in board.brush if board.zone_letter("blue", h) not in (None, blue_zone))


@lru_cache(maxsize=64)
def _blue_brush_outside_mask(board: Board, blue_zone: str) -> int:
    return board.mask(_blue_brush_outside(board, blue_zone))


@lru_cache(maxsize=8)
def _red_brush_mask(board: Board) -> int:
    return board.mask(_red_brush(board))


@lru_cache(maxsize=8)
def _red_brush(board: Board) -> tuple[str, ...]:
    """Brush hexes of the red circle."""
    return tuple(h for h in board.brush if board.zone_letter("red", h))


@card("Heroic Return", lazy("Bring one of your eaten lemmings back from the eagle-chow box onto a brush hex of "
                            "the blue circle that is outside the blue eagle's zone and has room; it goes on top."))
class HeroicReturn:
    @staticmethod
    def targets(s: State) -> list[str]:
        return list(_blue_brush_outside(s.cfg.board, s.eagles["blue"][0]))

    @staticmethod
    def check(s: State, p: int) -> Message | None:
        if not s.has_in_chow(p):
            return lazy("no lemming of yours is in the eagle-chow box")
        if TWO_PLAYER not in s.cfg.variants:  # room is all that matters (one mask test)
            if _blue_brush_outside_mask(s.cfg.board, s.eagles["blue"][0]) & ~full_mask(s):
                return None
            return lazy("every brush hex of the blue circle outside the blue eagle's zone is full")
        chow = s.in_chow(p)
        if not any(can_land(s, chow[0], h) for h in HeroicReturn.targets(s)):
            return lazy("every brush hex of the blue circle outside the blue eagle's zone is full")
        return None

    @staticmethod
    def begin(s: State, p: int) -> None:
        push(s, ("heroic_return", p))


@step("heroic_return")
class HeroicReturnStep(Step):
    kind = "heroic_return"

    def options(self, s: State, task: Task) -> list[Any]:
        return [Place(lem, h) for lem in s.in_chow(task[1]) for h in HeroicReturn.targets(s) if can_land(s, lem, h)]

    def prompt(self, s: State, task: Task) -> Message:
        return lazy("{clan}, {card}: choose an eaten lemming and a blue-circle brush hex",
                    clan=s.name(task[1]), card=card_name("Heroic Return"))

    def choose(self, s: State, task: Task, option: Any) -> None:
        s.lift(option.lemming)
        s.say("{card}: {lemming} escapes the eagle and lands in {hex}.", card=card_name("Heroic Return"),
              lemming=s.label(option.lemming), hex=option.hex)
        _enter(s, option.lemming, option.hex, task[1])


@card("Mistaken Identity", lazy("Swap one of your eaten lemmings for another clan's lemming (active or covered) "
                                "in a brush hex of the red circle: yours takes its exact place in the stack, it "
                                "goes to the chow box."))
class MistakenIdentity:
    @staticmethod
    def victims(s: State, p: int) -> list[str]:
        stacks, owner = s.stacks, s.cfg.owner
        return [lem for h in _red_brush(s.cfg.board) if h in stacks for lem in stacks[h] if owner[lem] != p]

    @staticmethod
    def check(s: State, p: int) -> Message | None:
        if not s.has_in_chow(p):
            return lazy("no lemming of yours is in the eagle-chow box")
        if not _red_brush_mask(s.cfg.board) & s.occupied() or not MistakenIdentity.victims(s, p):
            return lazy("no lemming of another clan is in a brush hex of the red circle")
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

    def prompt(self, s: State, task: Task) -> Message:
        return lazy("{clan}, {card}: choose your eaten lemming and the lemming it replaces",
                    clan=s.name(task[1]), card=card_name("Mistaken Identity"))

    def choose(self, s: State, task: Task, option: Any) -> None:
        mine, other = option
        h = s.loc[other]
        index = s.stack(h).index(other)
        s.lift(other)
        s.put_in_chow(other)
        s.lift(mine)
        s.put_at(mine, h, index)
        s.say("{card}: {lemming} takes {other}'s place in {hex}; {other} goes to the eagle-chow box.",
              card=card_name("Mistaken Identity"), lemming=s.label(mine), other=s.label(other), hex=h)


@card("Noble Sacrifice", lazy("Roll an eagle die for one of your eaten lemmings: a Hover leaves it in the chow box; "
                              "1, 2 or 3 turns it into a dive worth that many VP."))
class NobleSacrifice:
    @staticmethod
    def check(s: State, p: int) -> Message | None:
        return None if s.has_in_chow(p) else lazy("no lemming of yours is in the eagle-chow box")

    @staticmethod
    def begin(s: State, p: int) -> None:
        push(s, ("noble_sacrifice", p))


@step("noble_sacrifice")
class NobleSacrificeStep(Step):
    kind = "noble_sacrifice"

    def options(self, s: State, task: Task) -> list[Any]:
        return [Select(lem) for lem in s.in_chow(task[1])]

    def prompt(self, s: State, task: Task) -> Message:
        return lazy("{clan}, {card}: choose the eaten lemming to honour, then the die is rolled",
                    clan=s.name(task[1]), card=card_name("Noble Sacrifice"))

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
        s.say("{card}: the die shows Hover; {lemming} stays in the eagle-chow box.",
              card=card_name("Noble Sacrifice"), lemming=s.label(lem))
        return
    s.lift(lem)
    s.put_in_dive(lem, face)
    s.say("{card}: the die shows {face}; {lemming} scores a {face}-VP dive.",
          card=card_name("Noble Sacrifice"), face=face_name(face), lemming=s.label(lem))


event("noble_die", lazy("roll the eagle die for {card}", card=card_name("Noble Sacrifice")), draw=_roll_noble,
      apply=_noble_rolled,
      outcomes=lambda s, lem: [(Face(f), w) for f, w in sorted(Counter(s.cfg.die).items())])


__all__ = ["HeroicReturn", "HeroicReturnStep", "MistakenIdentity", "MistakenIdentityStep", "NobleSacrifice",
           "NobleSacrificeStep"]
