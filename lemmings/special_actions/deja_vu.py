"""Déjà Vu: the card that repeats the special action on top of the discard pile."""

from __future__ import annotations

from ..state import State
from .base import SPECIAL_ACTIONS, card


@card("Déjà Vu", "Repeat the special action on top of the discard pile as if you had played it; "
      "it must have been played by someone else.")
class DejaVu:
    @staticmethod
    def check(s: State, p: int) -> str | None:
        if not s.sa_discard:
            return "the special-action discard pile is empty"
        top, who = s.sa_discard[-1]
        if top == "Déjà Vu":
            return "the top of the discard pile is Déjà Vu itself"
        if who == p:
            return f"the last special action played ({top}) was your own"
        reason = SPECIAL_ACTIONS[top].check(s, p)
        return f"{top} could not be resolved now: {reason}" if reason else None

    @staticmethod
    def begin(s: State, p: int) -> None:
        top, _ = s.sa_discard[-1]
        s.say(f"Déjà Vu: {top} happens again, resolved by {s.name(p)}.")
        SPECIAL_ACTIONS[top].begin(s, p)


__all__ = ["DejaVu"]
