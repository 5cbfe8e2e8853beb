"""What Labyrinth asks, in words: each pending decision's question (the protocol's ``prompt``), and the
pieces it is made of, which :mod:`labyrinth.readouts` and the view's status line reuse: a test or a
combat as it stands, what a trigger does and costs, the sides a tile's corridors open to.

Everything here is a :class:`~gamecore.i18n.Message`, worded when read, so a question asked in one
language reads in another after the reader switches; a component's name from its file
(:class:`PartName`) follows the reader's language too.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from gamecore.i18n import Message, get_language, lazy, lazyc, lazyn

from . import abilities as ab
from . import board as bd
from . import turn
from .components import Components, Name, Trigger
from .state import State


class PartName(Message):
    """A component's name as its file gives it (``{"en": …, "es": …}``), as a message: shown in the reader's
    language (English when the file gives none for it)."""

    __slots__ = ("names",)

    def __new__(cls, names: Name) -> PartName:
        m = object.__new__(cls)
        m.text, m.params, m.names = names["en"], {}, names
        return m

    def __reduce__(self) -> tuple[type, tuple[Any, ...]]:
        return PartName, (self.names,)

    def render(self, lang: str | None = None) -> str:
        return self.names.get(lang or get_language(), self.names["en"])


#: The sides of a cell as the board shows them (north at the top), by edge (:data:`gamecore.hexcore.DIRECTIONS`).
SIDES = (lazyc("compass", "S"), lazyc("compass", "SE"), lazyc("compass", "NE"), lazyc("compass", "N"),
         lazyc("compass", "NW"), lazyc("compass", "SW"))
#: Edges in the order a compass reads them, north first, clockwise.
COMPASS = (3, 2, 1, 0, 5, 4)


def joined(parts: Sequence[Message | str], word: str = "and") -> Message | str:
    """``a``, ``a and b``, ``a, b and c`` (``word`` ``"or"``: ``a, b or c``), each part worded when read."""
    if not parts:
        return ""
    out = parts[0]
    for i, part in enumerate(parts[1:], start=2):
        if i < len(parts):
            out = lazy("{a}, {b}", a=out, b=part)
        else:
            out = lazy("{a} and {b}", a=out, b=part) if word == "and" else lazy("{a} or {b}", a=out, b=part)
    return out


def seat_words(comps: Components, s: State, seat: int) -> Message:
    """``P2 (Warrior)``."""
    return lazy("{player} ({character})", player=s.name(seat), character=PartName(comps.characters[s.seats[seat].character].name))


def lives_words(n: int) -> Message:
    return lazyn("{n} life", "{n} lives", n, n=n)


# ------------------------------------------------------------------ tiles
def sides(edges: frozenset[int], dash: bool = True) -> Message | str:
    """``N–SE`` for a corridor opening north and south-east (``dash`` false: ``N and SE``), north first."""
    ordered = [SIDES[e] for e in COMPASS if e in edges]
    if not dash:
        return joined(ordered)
    out: Message | str = ordered[0] if ordered else ""
    for side in ordered[1:]:
        out = lazy("{a}–{b}", a=out, b=side)
    return out


def tile_sides(comps: Components, tile: str, rot: int) -> Message | str:
    """A tile turned ``rot`` as the board would show it: its corridors by the sides they open to
    (``its corridor open to N, SE and SW``; ``a bridge N–S over a corridor NE–SW``; ``corridors N–S and NE–SE``)."""
    corridors = comps.tiles[tile].corridors
    bridge = [c for c in corridors if c.level == "bridge"]
    under = [c for c in corridors if c.level == "under"]
    if bridge and under:
        return lazy("a bridge {over} over a corridor {under}", over=sides(bd.rotated(bridge[0], rot)),
                    under=sides(bd.rotated(under[0], rot)))
    ways = [sides(bd.rotated(c, rot)) for c in corridors]
    if len(ways) == 1:
        return lazy("its corridor open to {sides}", sides=sides(bd.rotated(corridors[0], rot), dash=False))
    return lazy("corridors {sides}", sides=joined(ways))


def turned(rot: int) -> Message:
    """A rotation in sixths of a turn as the board shows it (the edges' order runs anticlockwise on the board)."""
    return (lazy("as drawn"), lazy("turned 1/6 anticlockwise"), lazy("turned 1/3 anticlockwise"), lazy("turned half round"),
            lazy("turned 1/3 clockwise"), lazy("turned 1/6 clockwise"))[rot % 6]


# ------------------------------------------------------------------ triggers
def _effect(effect: dict[str, Any]) -> Message:
    word, n = effect["effect"], effect.get("amount", 0)
    words = {
        "roll_bonus": lambda: lazy("+{n} to the roll", n=n),
        "reroll": lambda: lazy("roll again"),
        "extra_damage": lambda: lazyn("the loser loses {n} more life", "the loser loses {n} more lives", n, n=n),
        "lose_all_lives": lambda: lazy("the loser loses every life"),
        "less_damage": lambda: lazyn("{n} life fewer to lose", "{n} lives fewer to lose", n, n=n),
        "lose_lives": lambda: lazyn("you lose {n} life", "you lose {n} lives", n, n=n),
        "gain_lives": lambda: lazyn("you gain {n} life", "you gain {n} lives", n, n=n),
        "stun": lambda: lazyn("you take {n} stun token", "you take {n} stun tokens", n, n=n),
        "to_start": lambda: lazy("you go back to your start tile"),
        "skip_actions": lambda: lazyn("you lose {n} action", "you lose {n} actions", n, n=n),
        "golem_to_centre": lambda: lazy("the Golem goes to the central tile"),
        "activate_crystal": lambda: lazy("your Crystal of Destiny turns active"),
    }
    return words[word]()


def trigger_does(trigger: Trigger) -> Message | str:
    """What a trigger does and costs: ``+2 to the roll; costs 1 life``."""
    does = joined([_effect(e) for e in trigger.effects])
    costs = ([lazyn("costs {n} life", "costs {n} lives", trigger.lives, n=trigger.lives)] if trigger.lives else []) + (
        [lazy("spends the Crystal of Destiny")] if trigger.crystal else [])
    return lazy("{does}; {costs}", does=does, costs=joined(costs)) if costs else does


def trigger_named(comps: Components, trigger_id: str) -> Trigger | None:
    """A character's or an item's trigger by its id."""
    found = [t for part in (*comps.characters.values(), *comps.items.values()) for t in part.triggers if t.id == trigger_id]
    return found[0] if found else None


def use_words(comps: Components, trigger_id: str) -> Message | str:
    """``use Blood fury (+2 to the roll; costs 1 life)``."""
    t = trigger_named(comps, trigger_id)
    if t is None:
        return lazy("use {ability}", ability=trigger_id)
    return lazy("use {ability} ({does})", ability=PartName(t.name), does=trigger_does(t))


# ------------------------------------------------------------------ a test as it stands
def test_state(comps: Components, s: State, task: list[Any]) -> Message:
    """A failing test of a ``reroll`` task, its roll so far: ``your Golem test rolled 7; only 12 passes``."""
    seat, test = task[1], task[2]
    if test == "golem":
        return lazy("your Golem test rolled {total}, not the {target} it needs", total=task[4], target=12)
    if test == "jump":
        return lazy("your risky jump rolled {total} and needs {target} or more", total=task[4], target=8)
    if test == "trap":
        trap = comps.traps[s.traps[task[4]][0]]
        totals = task[5]
        return lazyn("your test against the trap {trap} rolled {totals} and needs {difficulty} or more",
                     "your test against the trap {trap} rolled {totals}, and each roll needs {difficulty} or more",
                     len(totals), trap=PartName(trap.name), totals=joined([str(t) for t in totals]),
                     difficulty=trap.difficulty)
    attacker, defender, a, d = task[4:8]
    mine, theirs, foe = (a, d, defender) if seat == attacker else (d, a, attacker)
    return lazy("you are losing the combat against {foe}, {mine} to {theirs}", foe=seat_words(comps, s, foe),
                mine=mine, theirs=theirs)


def keep_words(comps: Components, s: State, task: list[Any]) -> Message:
    """What keeping a failing roll does (``accept``)."""
    test = task[2]
    if test == "golem":
        return lazy("keep the roll and go back to your start tile")
    if test == "jump":
        return lazy("keep the roll and fall, losing 2 lives and taking a stun token")
    if test == "trap":
        difficulty = comps.traps[s.traps[task[4]][0]].difficulty
        failed = sum(total < difficulty for total in task[5])
        return lazyn("keep the roll, and the trap acts once", "keep the roll, and the trap acts {n} times", failed, n=failed)
    return lazy("keep the roll and lose the combat")


def combat_end_state(comps: Components, s: State, task: list[Any]) -> Message:
    """A ``trigger`` task: who won the combat and what the loser is to lose."""
    seat, moment, _used, winner, loser, _where, hit = task[1:]
    lives = s.seats[loser].lives if hit["all"] else hit["damage"]
    lose = lives_words(max(0, lives - hit["less"]))
    if moment == "combat_won":
        return lazy("you won the combat against {loser}, who is to lose {lives}", loser=seat_words(comps, s, loser),
                    lives=lose)
    return lazy("you lost the combat against {winner} and are to lose {lives}", winner=seat_words(comps, s, winner),
                lives=lose)


def choice_words(comps: Components, s: State, option: str) -> Message:
    """One option of a ``reroll`` or ``trigger`` decision as part of its question."""
    task = s.tasks[-1]
    if option.startswith("use "):
        return use_words(comps, option[4:])
    if option == "reroll":
        return lazy("roll again with the Crystal of Destiny (it is spent)")
    if option == "accept":
        return keep_words(comps, s, task)
    return lazy("use nothing more")


def help_asked(comps: Components, s: State, options: Sequence[str]) -> Message:
    """The question of a ``reroll`` or ``trigger`` decision: the test or combat as it stands, then each choice
    and what it does."""
    task = s.tasks[-1]
    where = test_state(comps, s, task) if task[0] == "reroll" else combat_end_state(comps, s, task)
    # the choices are worded as the options' buttons are (infinitives in Spanish and Italian), after "you may"
    return lazy("{where}: you may {choices}", where=where, choices=joined([choice_words(comps, s, o) for o in options], "or"))


# ------------------------------------------------------------------ the question
def asked(comps: Components, s: State, options: Sequence[str]) -> Message:
    """What the pending decision asks for, addressed to whoever makes it (no name, no actions)."""
    k = turn.kind(s)
    task = s.tasks[-1] if s.tasks else None
    me = s.seats[turn.chooser(s)]
    if k == "action":
        if me.stun:
            return lazy("rest: a stunned character may do nothing else")
        if me.at == me.start:
            if "golem" in options:
                return lazy("the Golem blocks the way out: move it first, or end the turn")
            return lazy("move out of your start tile onto your key tile, or end the turn")
        return lazy("choose an activity")
    if k == "place":
        return lazy("build the tile drawn: choose its cell and which way its corridors open")
    if k == "golem":
        return lazyn("move the Golem one corridor: {n} step to go", "move the Golem one corridor: {n} steps to go",
                     task[1], n=task[1])
    if k == "pickup":
        return lazy("take a key or an item here, or nothing more")
    if k == "imminent":
        others = [seat_words(comps, s, int(o[8:]) - 1) for o in options if o.startswith("attack ")]
        if not others:
            return lazy("pass: you have fought everyone in the corridor you entered")
        return lazyn("attack {others}, who shares the corridor you entered, or pass",
                     "attack one of {others}, who share the corridor you entered, or pass", len(others),
                     others=joined(others))
    if k == "defend":
        return lazy("attack {foe}, who entered your corridor, or pass", foe=seat_words(comps, s, task[2]))
    if k == "push":
        return lazy("choose the corridor to push {loser} to: you won the combat on the central tile",
                    loser=seat_words(comps, s, task[2]))
    if k == "drop":
        return lazy("choose which of your two items to drop: your character died")
    if k == "target":
        return lazy("choose whom the event {event} strikes", event=PartName(comps.events[task[1]].name))
    if k in ("reroll", "trigger"):
        return help_asked(comps, s, options)
    names = {t: PartName(ab.token_of(comps, owner, t).name) for t, owner in task[3]}
    return lazy("choose which ability tokens act here first: {tokens}", tokens=joined([names[t] for t in sorted(names)], "or"))


def actions_left(s: State, seat: int) -> Message:
    """``2 actions left``, or for a seat deciding in another's turn, ``P1's turn: 1 action left``."""
    n = s.actions
    if seat == s.active:
        return lazy("no action left") if n == 0 else lazyn("{n} action left", "{n} actions left", n, n=n)
    if n == 0:
        return lazy("{player}'s turn, no action left", player=s.name(s.active))
    return lazyn("{player}'s turn, {n} action left", "{player}'s turn, {n} actions left", n, player=s.name(s.active), n=n)


def question(comps: Components, s: State, options: Sequence[str]) -> Message:
    """The pending decision as one sentence: who, what to decide, and how many actions are left."""
    seat = turn.chooser(s)
    return lazy("{player}, {ask} ({left})", player=seat_words(comps, s, seat), ask=asked(comps, s, options),
                left=actions_left(s, seat))


__all__ = ["PartName", "SIDES", "joined", "seat_words", "sides", "tile_sides", "turned", "trigger_does",
           "use_words", "test_state", "keep_words", "combat_end_state", "help_asked", "asked", "actions_left",
           "question"]
