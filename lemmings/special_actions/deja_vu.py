"""Déjà Vu: the card that repeats the special action on top of the discard pile."""

from __future__ import annotations

from gamecore.i18n import Message, lazy

from ..cards import card_name
from ..state import State
from .base import SPECIAL_ACTIONS, card


@card("Déjà Vu", lazy("Repeat the special action on top of the discard pile as if you had played it; "
                      "it must have been played by someone else."))
class DejaVu:
    @staticmethod
    def check(s: State, p: int) -> Message | None:
        if not s.sa_discard:
            return lazy("the special-action discard pile is empty")
        top, who = s.sa_discard[-1]
        if top == "Déjà Vu":
            return lazy("the top of the discard pile is {card} itself", card=card_name("Déjà Vu"))
        if who == p:
            return lazy("the last special action played ({card}) was your own", card=card_name(top))
        reason = SPECIAL_ACTIONS[top].check(s, p)
        return lazy("{card} could not be resolved now: {reason}", card=card_name(top), reason=reason) if reason else None

    @staticmethod
    def begin(s: State, p: int) -> None:
        top, _ = s.sa_discard[-1]
        s.say("{card}: {top} happens again, resolved by {clan}.", card=card_name("Déjà Vu"), top=card_name(top),
              clan=s.name(p))
        SPECIAL_ACTIONS[top].begin(s, p)


__all__ = ["DejaVu"]
