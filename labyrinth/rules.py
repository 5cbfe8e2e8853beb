"""Labyrinth's rules as functions of a :class:`~labyrinth.state.State`: effects, tests, combat,
death, and where pawns may go. :mod:`labyrinth.turn` strings them into turns."""

from __future__ import annotations

from typing import Any

import networkx as nx

from . import board as bd
from .components import Components, display_name
from .effects import bonus, combat_damage, forbids
from .state import LIVES, State

GOLEM_TARGET = 12   # Prueba de Golem: only a 12 passes
JUMP_TARGET = 8     # Prueba de salto: 8 or more


def graph(comps: Components, s: State) -> nx.Graph:
    return bd.corridor_graph(comps, s.tiles)


def lasting(comps: Components, s: State) -> tuple[dict[str, Any], ...]:
    """The lasting effects of the event on the central tile."""
    return comps.events[s.event].lasting if s.event else ()


def forbidden(comps: Components, s: State, activity: str) -> bool:
    return forbids(lasting(comps, s), activity)


def test_bonus(comps: Components, s: State, seat: int, test: str) -> int:
    """What the character card (unless an event forbids abilities), the items carried and the event add to a test."""
    me = s.seats[seat]
    total = bonus(lasting(comps, s), test) + sum(bonus(comps.items[i].passive, test) for i in me.items)
    if not forbidden(comps, s, "ability"):
        total += bonus(comps.characters[me.character].passive, test)
    return total


def start_cells(s: State) -> set[str]:
    return {bd.cell_id(c) for c in bd.START_CELLS}


def steps(comps: Components, s: State, seat: int, g: nx.Graph | None = None) -> list[str]:
    """The corridors of neighbouring tiles a character may walk to (never another player's start tile)."""
    g = g if g is not None else graph(comps, s)
    here, own = s.seats[seat].at, s.seats[seat].start[:4]
    return sorted(c for c in g.neighbors(here) if c[:4] not in start_cells(s) or c[:4] == own)


def other_level(comps: Components, s: State, corridor: str) -> str | None:
    """The corridor on the bridge, or under it, of the same tile; ``None`` on a tile without a bridge."""
    for bridge, under in bd.bridge_pairs(comps, {corridor[:4]: s.tiles[corridor[:4]]}):
        return under if corridor == bridge else bridge if corridor == under else None
    return None


def occupants(s: State, corridor: str, but: int | None = None) -> list[int]:
    return [i for i, seat in enumerate(s.seats) if seat.at == corridor and i != but]


def on_central_tile(s: State, corridor: str) -> bool:
    return corridor[:4] == bd.cell_id(bd.central_cell(s.players))


def check_win(s: State) -> None:
    """Victory: the active player holds a key and stands alone on the central tile during its turn."""
    me = s.seats[s.active]
    if s.winner is None and me.keys and on_central_tile(s, me.at) and all(
            not on_central_tile(s, o.at) for i, o in enumerate(s.seats) if i != s.active):
        s.winner = s.active
        s.tasks.clear()
        s.say("{player} stands alone on the central tile with a key and wins.", player=s.name(s.active))


def to_start(s: State, seat: int) -> None:
    s.seats[seat].at = s.seats[seat].start
    s.say("{player} goes back to the start tile.", player=s.name(seat))


def hurt(comps: Components, s: State, seat: int, lives: int) -> None:
    """Lose ``lives``; at none left the character dies (Muerte del personaje): it drops a key, else an item
    (its choice between two), and comes back to life on its start tile with 4 lives."""
    me = s.seats[seat]
    me.lives -= lives
    s.say("{player} loses {n} lives ({left} left).", player=s.name(seat), n=lives, left=max(0, me.lives))
    if me.lives > 0:
        return
    where = me.at
    if me.keys:
        me.keys -= 1
        s.keys.setdefault(where, []).append(-1)
        s.say("{player} dies and drops a key.", player=s.name(seat))
    elif len(me.items) == 1:
        s.items.setdefault(where, []).append(me.items.pop())
        s.say("{player} dies and drops an item.", player=s.name(seat))
    elif len(me.items) == 2:
        s.tasks.append(["drop", seat, where])
        s.say("{player} dies and must drop an item.", player=s.name(seat))
    else:
        s.say("{player} dies.", player=s.name(seat))
    me.at, me.lives = me.start, LIVES


def apply_effect(comps: Components, s: State, seat: int, effect: dict[str, Any]) -> None:
    """One one-shot effect of the vocabulary (:mod:`labyrinth.effects`) on ``seat``."""
    me, word = s.seats[seat], effect["effect"]
    if word == "lose_lives":
        hurt(comps, s, seat, effect["amount"])
    elif word == "gain_lives":
        me.lives = min(LIVES, me.lives + effect["amount"])
    elif word == "stun":
        me.stun += effect["amount"]
        s.say("{player} is stunned.", player=s.name(seat))
    elif word == "to_start":
        to_start(s, seat)
    elif word == "skip_actions":
        if seat == s.active:
            s.actions = max(0, s.actions - effect["amount"])
        else:
            me.skip += effect["amount"]
    elif word == "golem_to_centre":
        s.golem = bd.cell_id(bd.central_cell(s.players)) + "a"
    elif word == "activate_crystal":
        me.crystal = True


def roll_test(comps: Components, s: State, seat: int, test: str, target: int) -> bool:
    dice = s.roll()
    total = sum(dice) + test_bonus(comps, s, seat, test)
    s.say("{player} rolls {a}+{b} (total {total}) against {target}.", player=s.name(seat), a=dice[0], b=dice[1],
          total=total, target=target)
    return total >= target


def golem_test(comps: Components, s: State, seat: int) -> None:
    """Prueba de Golem: 12 on two dice, else back to the start tile."""
    if not roll_test(comps, s, seat, "golem", GOLEM_TARGET):
        to_start(s, seat)


def trap_test(comps: Components, s: State, seat: int, corridor: str) -> None:
    """Reveal the trap and roll its number of times; each roll short of the difficulty applies the trap's
    effects once (the kit's reading of "avoids part of the effects"). A character moved away stops rolling."""
    trap = comps.traps[s.traps[corridor][0]]
    s.traps[corridor][1] = True
    s.say("{player} finds a trap: {trap}.", player=s.name(seat), trap=display_name(trap.name))
    for _ in range(trap.rolls):
        if s.seats[seat].at != corridor:
            return
        if not roll_test(comps, s, seat, "trap", trap.difficulty):
            for effect in trap.on_fail:
                if s.seats[seat].at == corridor:
                    apply_effect(comps, s, seat, effect)


def combat(comps: Components, s: State, attacker: int, defender: int) -> tuple[int, int]:
    """Prueba de combate: two dice each plus bonuses, ties rolled again; a stunned character loses without
    rolling (both stunned: they roll). Returns ``(winner, loser)``; the loser has lost its lives."""
    a_stun, d_stun = s.seats[attacker].stun > 0, s.seats[defender].stun > 0
    if a_stun != d_stun:
        winner, loser = (defender, attacker) if a_stun else (attacker, defender)
        s.say("{loser} is stunned and loses the combat.", loser=s.name(loser))
    else:
        while True:
            a = sum(s.roll()) + test_bonus(comps, s, attacker, "combat")
            d = sum(s.roll()) + test_bonus(comps, s, defender, "combat")
            s.say("Combat: {a} rolls {x}, {d} rolls {y}.", a=s.name(attacker), d=s.name(defender), x=a, y=d)
            if a != d:
                break
        winner, loser = (attacker, defender) if a > d else (defender, attacker)
    s.say("{winner} wins the combat against {loser}.", winner=s.name(winner), loser=s.name(loser))
    where = s.seats[loser].at
    hurt(comps, s, loser, combat_damage(lasting(comps, s)))
    if s.seats[loser].at == where and on_central_tile(s, where):
        s.tasks.append(["push", winner, loser])
    return winner, loser


def takeable(s: State, seat: int) -> tuple[bool, list[str]]:
    """(a key may be taken here, the items on the floor here)."""
    here = s.seats[seat].at
    return any(owner != seat for owner in s.keys.get(here, [])), list(s.items.get(here, []))
