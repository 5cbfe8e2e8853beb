"""Labyrinth's rules as functions of a :class:`~labyrinth.state.State`: effects, tests, combat,
death, and where pawns may go. :mod:`labyrinth.turn` strings them into turns."""

from __future__ import annotations

from typing import Any

import networkx as nx

from . import board as bd
from .components import Components, Trap, display_name
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
        golem_enters(comps, s, bd.cell_id(bd.central_cell(s.players)) + "a")
    elif word == "activate_crystal":
        me.crystal = True


def can_reroll(comps: Components, s: State, seat: int) -> bool:
    """Uso del Cristal del Destino: an active crystal, a character not stunned (a stunned one may do nothing
    but rest, "even at no cost") and no event forbidding it."""
    me = s.seats[seat]
    return me.crystal and not me.stun and not forbidden(comps, s, "crystal")


def roll_total(comps: Components, s: State, seat: int, test: str) -> int:
    """Two dice plus the seat's bonuses to ``test``."""
    dice = s.roll()
    total = sum(dice) + test_bonus(comps, s, seat, test)
    s.say("{player} rolls {a}+{b} (total {total}).", player=s.name(seat), a=dice[0], b=dice[1], total=total)
    return total


def roll_test(comps: Components, s: State, seat: int, test: str, target: int) -> bool:
    dice = s.roll()
    total = sum(dice) + test_bonus(comps, s, seat, test)
    s.say("{player} rolls {a}+{b} (total {total}) against {target}.", player=s.name(seat), a=dice[0], b=dice[1],
          total=total, target=target)
    return total >= target


def offer_reroll(comps: Components, s: State, task: list[Any]) -> bool:
    """After a failed test, let its character decide on a crystal reroll (task ``["reroll", seat, test, …]``);
    False when it cannot use its crystal."""
    if not can_reroll(comps, s, task[1]):
        return False
    s.tasks.append(task)
    return True


def use_crystal(s: State, seat: int) -> None:
    s.seats[seat].crystal = False
    s.say("{player} uses the Crystal of Destiny to roll again.", player=s.name(seat))


def golem_test(comps: Components, s: State, seat: int) -> None:
    """Prueba de Golem: 12 on two dice, else back to the start tile (after a crystal reroll, if wanted)."""
    if not roll_test(comps, s, seat, "golem", GOLEM_TARGET) and not offer_reroll(comps, s, ["reroll", seat, "golem"]):
        to_start(s, seat)


def golem_enters(comps: Components, s: State, corridor: str) -> None:
    """The Golem moves into ``corridor``: every character there takes the Golem test."""
    if s.golem == corridor:
        return
    s.golem = corridor
    for seat in occupants(s, corridor):
        golem_test(comps, s, seat)


def trap_rolls(comps: Components, s: State, seat: int, trap: Trap) -> int:
    """All the rolls of a trap test; how many fell short of the difficulty."""
    return sum(not roll_test(comps, s, seat, "trap", trap.difficulty) for _ in range(trap.rolls))


def trap_test(comps: Components, s: State, seat: int, corridor: str) -> None:
    """Reveal the trap and roll its number of times; a crystal reroll repeats every roll. Then each roll short
    of the difficulty applies the trap's effects once (the kit's reading of "avoids part of the effects")."""
    trap = comps.traps[s.traps[corridor][0]]
    s.traps[corridor][1] = True
    s.say("{player} finds a trap: {trap}.", player=s.name(seat), trap=display_name(trap.name))
    failures = trap_rolls(comps, s, seat, trap)
    if not failures or not offer_reroll(comps, s, ["reroll", seat, "trap", corridor, failures]):
        trap_effects(comps, s, seat, corridor, failures)


def trap_effects(comps: Components, s: State, seat: int, corridor: str, failures: int) -> None:
    """The trap's effects once per failed roll; a character moved away by them escapes the rest."""
    trap = comps.traps[s.traps[corridor][0]]
    for _ in range(failures):
        for effect in trap.on_fail:
            if s.seats[seat].at == corridor:
                apply_effect(comps, s, seat, effect)


def combat(comps: Components, s: State, attacker: int, defender: int) -> None:
    """Prueba de combate: two dice each plus bonuses, ties rolled again; a stunned character loses without
    rolling (both stunned: they roll). The loser may then reroll with its crystal (Combate avanzado)."""
    a_stun, d_stun = s.seats[attacker].stun > 0, s.seats[defender].stun > 0
    if a_stun != d_stun:
        loser = attacker if a_stun else defender
        s.say("{loser} is stunned and loses the combat.", loser=s.name(loser))
        finish_combat(comps, s, attacker + defender - loser, loser)
    else:
        judge(comps, s, attacker, defender, *combat_rolls(comps, s, attacker, defender))


def combat_rolls(comps: Components, s: State, attacker: int, defender: int) -> tuple[int, int]:
    """Both combat tests, rolled again until they differ."""
    while True:
        a = roll_total(comps, s, attacker, "combat")
        d = roll_total(comps, s, defender, "combat")
        if a != d:
            return a, d


def judge(comps: Components, s: State, attacker: int, defender: int, a: int, d: int) -> None:
    """Both have rolled: the loser may reroll its own test with its crystal, else the combat ends."""
    s.say("Combat: {a} rolls {x}, {d} rolls {y}.", a=s.name(attacker), d=s.name(defender), x=a, y=d)
    winner, loser = (attacker, defender) if a > d else (defender, attacker)
    if not offer_reroll(comps, s, ["reroll", loser, "combat", attacker, defender, a, d]):
        finish_combat(comps, s, winner, loser)


def finish_combat(comps: Components, s: State, winner: int, loser: int) -> None:
    """The loser loses its lives; on the central tile it is then pushed off (by the winner's choice)."""
    s.say("{winner} wins the combat against {loser}.", winner=s.name(winner), loser=s.name(loser))
    where = s.seats[loser].at
    hurt(comps, s, loser, combat_damage(lasting(comps, s)))
    if s.seats[loser].at == where and on_central_tile(s, where):
        s.tasks.append(["push", winner, loser])


def reroll(comps: Components, s: State, task: list[Any], use: bool) -> None:
    """Resolve a failed Golem, trap or combat test after its character chose to reroll it (``use``) or not."""
    seat, test = task[1], task[2]
    if use:
        use_crystal(s, seat)
    if test == "golem":
        if not use or not roll_test(comps, s, seat, "golem", GOLEM_TARGET):
            to_start(s, seat)
    elif test == "trap":
        corridor = task[3]
        failures = trap_rolls(comps, s, seat, comps.traps[s.traps[corridor][0]]) if use else task[4]
        trap_effects(comps, s, seat, corridor, failures)
    else:
        attacker, defender, a, d = task[3:]
        if not use:
            finish_combat(comps, s, attacker + defender - seat, seat)
            return
        if seat == attacker:
            a = roll_total(comps, s, seat, "combat")
        else:
            d = roll_total(comps, s, seat, "combat")
        if a == d:
            a, d = combat_rolls(comps, s, attacker, defender)
        judge(comps, s, attacker, defender, a, d)


def takeable(s: State, seat: int) -> tuple[bool, list[str]]:
    """(a key may be taken here, the items on the floor here)."""
    here = s.seats[seat].at
    return any(owner != seat for owner in s.keys.get(here, [])), list(s.items.get(here, []))
