"""Abilities that act inside a test or a combat: which of a seat's triggers may act now, and paying for them.

A trigger (:class:`labyrinth.components.Trigger`) belongs to a character card or to an item carried. It acts
at a moment of a test (:data:`labyrinth.effects.MOMENTS`): by itself, or, when the text gives its owner a
choice ("may use"), as a decision (``use ID``). :mod:`labyrinth.rules` asks this module which triggers may
act and lets them pay; the rules say what their effects do.

Who may use what (the text's rules, and the kit's readings in ``docs/labyrinth.md``):

* an event forbidding ``ability`` (Terror) stops the character's triggers, not the items' (their abilities
  are the items', not the character's);
* a stunned character may do nothing but rest, "even at no cost": it makes no choice, so its optional
  triggers wait, while those that act by themselves still act;
* a cost in lives is never paid with the last life; a crystal cost needs the active crystal, which it turns;
* ``once_per_turn`` counts uses in the current turn (whoever's it is), and one trigger acts at most once on
  one test (one combat counts as one test, its ties included).
"""

from __future__ import annotations

from .components import Components, Trigger, display_name
from .effects import forbids
from .state import State


def owned(comps: Components, s: State, seat: int) -> list[Trigger]:
    """The seat's triggers in order: its character's (unless an event forbids abilities), then its items'."""
    me = s.seats[seat]
    lasting = comps.events[s.event].lasting if s.event else ()
    out = [] if forbids(lasting, "ability") else list(comps.characters[me.character].triggers)
    for item in me.items:
        out += [t for t in comps.items[item].triggers if t not in out]
    return out


def mark(seat: int, trigger: Trigger) -> str:
    """How a use is remembered, in the turn (``state.done``) and on a test (its ``used`` list)."""
    return f"use:{seat}:{trigger.id}"


def payable(comps: Components, s: State, seat: int, trigger: Trigger, lives: int | None = None,
            crystal: bool | None = None) -> bool:
    """The seat can pay ``trigger``'s cost (with ``lives`` and ``crystal`` in place of its own, when given)."""
    me = s.seats[seat]
    lives = me.lives if lives is None else lives
    crystal = me.crystal if crystal is None else crystal
    lasting = comps.events[s.event].lasting if s.event else ()
    if trigger.lives and lives <= trigger.lives:
        return False
    return not trigger.crystal or (crystal and not forbids(lasting, "crystal"))


def usable(comps: Components, s: State, seat: int, moment: str, test: str, optional: bool,
           used: list[str] = ()) -> list[Trigger]:
    """The seat's triggers for ``moment`` of ``test`` that may act now: optional ones (its decision) or the
    ones acting by themselves, not yet used on this test (``used``) nor, when once a turn, this turn."""
    if optional and s.seats[seat].stun:
        return []
    return [t for t in owned(comps, s, seat)
            if t.when == moment and test in t.tests and t.optional == optional and mark(seat, t) not in used
            and not (t.once_per_turn and mark(seat, t) in s.done) and payable(comps, s, seat, t)]


def find(comps: Components, s: State, seat: int, trigger_id: str) -> Trigger:
    return next(t for t in owned(comps, s, seat) if t.id == trigger_id)


def pay(s: State, seat: int, trigger: Trigger, used: list[str]) -> None:
    """Pay the cost (lives, never the last; the crystal) and remember the use, on the test and in the turn."""
    me = s.seats[seat]
    used.append(mark(seat, trigger))
    s.done.append(mark(seat, trigger))
    s.say("{player} uses {ability}.", player=s.name(seat), ability=display_name(trigger.name))
    if trigger.crystal:
        me.crystal = False
    if trigger.lives:
        me.lives -= trigger.lives
        s.say("{player} loses {n} lives ({left} left).", player=s.name(seat), n=trigger.lives, left=me.lives)


def helps(comps: Components, s: State, seat: int, test: str) -> tuple[tuple[tuple[str, int], ...], ...]:
    """What the seat's roll triggers would do to a failing roll of ``test``, in the order the engine offers them
    (those acting by themselves first, then its choices, then the crystal), each as steps ``("bonus", n)`` or
    ``("reroll", 0)``: the costs are followed in that order, so a help it could not pay any more is left out.
    For :mod:`labyrinth.odds`, which assumes every help offered is taken."""
    me = s.seats[seat]
    lives, crystal = me.lives, me.crystal
    out = []
    for optional in (False, True):
        for t in usable(comps, s, seat, "roll", test, optional):
            if payable(comps, s, seat, t, lives, crystal):
                lives, crystal = lives - t.lives, crystal and not t.crystal
                out.append(tuple(("bonus", e["amount"]) if e["effect"] == "roll_bonus" else ("reroll", 0) for e in t.effects))
    lasting = comps.events[s.event].lasting if s.event else ()
    if crystal and not me.stun and not forbids(lasting, "crystal"):
        out.append((("reroll", 0),))
    return tuple(out)
