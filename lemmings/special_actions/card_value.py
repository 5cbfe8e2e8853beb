"""Cards that change what the movement card counts: Caution, It's a 5, Quick Start."""

from __future__ import annotations

from gamecore.i18n import Message, lazy

from ..board import START
from ..cards import ITS_A_5, card_name
from ..state import State
from .base import card


@card("Caution", lazy("The movement card counts two points less (never below 0) for every player who moves "
                      "after you this turn; a favour or their own card can still raise it."))
class Caution:
    @staticmethod
    def check(s: State, p: int) -> Message | None:
        return None

    @staticmethod
    def begin(s: State, p: int) -> None:
        s.caution.append(p)
        s.say("{card}: the card counts 2 less for everyone who moves after {clan} this turn.",
              card=card_name("Caution"), clan=s.name(p))


@card(ITS_A_5, lazy("Once per game (flip your clan card): the movement card counts 5 for your lemming this "
                    "turn; the move follows the regular rules."))
class ItsAFive:
    @staticmethod
    def check(s: State, p: int) -> Message | None:
        return lazy("your clan card is already flipped to its used side") if s.clan_card_used[p] else None

    @staticmethod
    def begin(s: State, p: int) -> None:
        s.its_a_5[p] = True
        s.say("{clan}'s card counts 5 this turn.", clan=s.name(p))


@card("Quick Start", lazy("The movement card counts double for one of your lemmings that leaves the start area "
                          "this turn."))
class QuickStart:
    @staticmethod
    def check(s: State, p: int) -> Message | None:
        if START in map(s.loc.__getitem__, s.cfg.lemmings_of[p]):  # what s.starting(p) tests, without the list
            return None
        return lazy("no lemming of yours is in the start area")

    @staticmethod
    def begin(s: State, p: int) -> None:
        s.quick_start[p] = True
        s.say("A lemming of {clan} leaving the start area this turn moves double.", clan=s.name(p))


__all__ = ["Caution", "ItsAFive", "QuickStart"]
