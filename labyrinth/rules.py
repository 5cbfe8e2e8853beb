"""Labyrinth's rules as functions of a :class:`~labyrinth.state.State`: effects, tests, combat,
death, and where pawns may go. :mod:`labyrinth.turn` strings them into turns."""

from __future__ import annotations

from typing import Any

import networkx as nx

from . import board as bd
from . import triggers as tg
from .components import Components, Trap, Trigger, display_name
from .effects import bonus, combat_damage, forbids
from .state import LIVES, State

GOLEM_TARGET = 12   # Prueba de Golem: only a 12 passes
JUMP_TARGET = 8     # Prueba de salto: 8 or more
TARGETS = {"golem": GOLEM_TARGET, "jump": JUMP_TARGET}


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


def test_roll(comps: Components, s: State, seat: int, test: str, target: int) -> int:
    """One roll of ``test`` against ``target``: two dice plus the seat's bonuses (the total)."""
    dice = s.roll()
    total = sum(dice) + test_bonus(comps, s, seat, test)
    s.say("{player} rolls {a}+{b} (total {total}) against {target}.", player=s.name(seat), a=dice[0], b=dice[1],
          total=total, target=target)
    return total


# ------------------------------------------------------------------ a test's result, and what may change it
# A test whose rolls are in is a task ``["reroll", seat, test, used, ...]``: ``used`` lists the triggers that
# acted on it, then ``total`` (golem, jump), ``corridor, totals`` (trap) or ``attacker, defender, a, d`` (combat,
# the seat being its loser so far). While it fails, the seat's triggers acting by themselves act; then, if it
# still fails and the seat may change it (its optional triggers, its crystal), it decides; else the test ends.
def failing(comps: Components, s: State, task: list[Any]) -> bool:
    seat, test = task[1], task[2]
    if test in TARGETS:
        return task[4] < TARGETS[test]
    if test == "trap":
        difficulty = comps.traps[s.traps[task[4]][0]].difficulty
        return any(total < difficulty for total in task[5])
    attacker, _, a, d = task[4:8]
    return a < d if seat == attacker else d < a


def help_options(comps: Components, s: State, task: list[Any]) -> list[str]:
    """What the tested character may do to a failing test: ``use ID`` (its optional triggers), ``reroll``."""
    seat, test, used = task[1], task[2], task[3]
    out = [f"use {t.id}" for t in tg.usable(comps, s, seat, "roll", test, True, used)]
    return out + (["reroll"] if can_reroll(comps, s, seat) else [])


def tested(comps: Components, s: State, task: list[Any]) -> None:
    """The test's rolls are in: its triggers acting by themselves act one by one while it fails, then its
    character decides if it has a choice (a ``reroll`` task), else the test ends."""
    if failing(comps, s, task):
        automatic = tg.usable(comps, s, task[1], "roll", task[2], False, task[3])
        if automatic:
            help_roll(comps, s, task, automatic[0])
            return
        if help_options(comps, s, task):
            s.tasks.append(task)
            return
    conclude(comps, s, task)


def help_roll(comps: Components, s: State, task: list[Any], trigger: Trigger | None) -> None:
    """A trigger (or, for ``None``, the Crystal of Destiny) acts on the failing test: a bonus counts on the roll
    made (on each roll of a trap test), a reroll ignores the old roll (all the rolls of a trap test: Uso del
    Cristal del Destino, Prueba de trampa). A combat is then judged again; another test goes on."""
    seat, test = task[1], task[2]
    if trigger is None:
        use_crystal(s, seat)
        steps: tuple[dict[str, Any], ...] = ({"effect": "reroll"},)
    else:
        tg.pay(s, seat, trigger, task[3])
        steps = trigger.effects
    for step in steps:
        again, plus = step["effect"] == "reroll", step.get("amount", 0)
        if test == "trap":
            trap = comps.traps[s.traps[task[4]][0]]
            task[5] = trap_rolls(comps, s, seat, trap) if again else [total + plus for total in task[5]]
        elif test in TARGETS:
            task[4] = test_roll(comps, s, seat, test, TARGETS[test]) if again else task[4] + plus
        else:
            mine = 6 if seat == task[4] else 7
            task[mine] = roll_total(comps, s, seat, "combat") if again else task[mine] + plus
        if not again:
            s.say("{player} adds {n} to the roll.", player=s.name(seat), n=plus)
    if test == "combat":
        attacker, defender, a, d = task[4:8]
        if a == d:
            a, d = combat_rolls(comps, s, attacker, defender)
        judge(comps, s, attacker, defender, a, d, task[3])
    else:
        tested(comps, s, task)


def conclude(comps: Components, s: State, task: list[Any]) -> None:
    """The test's result stands: its consequences."""
    seat, test = task[1], task[2]
    if test == "golem" and failing(comps, s, task):
        to_start(s, seat)
    elif test == "jump":
        (fall if failing(comps, s, task) else jump_lands)(comps, s)
    elif test == "trap":
        difficulty = comps.traps[s.traps[task[4]][0]].difficulty
        trap_effects(comps, s, seat, task[4], sum(total < difficulty for total in task[5]))
    elif test == "combat":
        attacker, defender = task[4], task[5]
        finish_combat(comps, s, attacker + defender - seat, seat)


def use_crystal(s: State, seat: int) -> None:
    s.seats[seat].crystal = False
    s.say("{player} uses the Crystal of Destiny to roll again.", player=s.name(seat))


def golem_test(comps: Components, s: State, seat: int) -> None:
    """Prueba de Golem: 12 on two dice, else back to the start tile (after a reroll, if wanted)."""
    tested(comps, s, ["reroll", seat, "golem", [], test_roll(comps, s, seat, "golem", GOLEM_TARGET)])


def golem_enters(comps: Components, s: State, corridor: str) -> None:
    """The Golem moves into ``corridor``: every character there takes the Golem test."""
    if s.golem == corridor:
        return
    s.golem = corridor
    for seat in occupants(s, corridor):
        golem_test(comps, s, seat)


def trap_rolls(comps: Components, s: State, seat: int, trap: Trap) -> list[int]:
    """All the rolls of a trap test, as totals."""
    return [test_roll(comps, s, seat, "trap", trap.difficulty) for _ in range(trap.rolls)]


def trap_test(comps: Components, s: State, seat: int, corridor: str) -> None:
    """Reveal the trap and roll its number of times; a reroll repeats every roll. Then each roll short of the
    difficulty applies the trap's effects once (the kit's reading of "avoids part of the effects")."""
    trap = comps.traps[s.traps[corridor][0]]
    s.traps[corridor][1] = True
    s.say("{player} finds a trap: {trap}.", player=s.name(seat), trap=display_name(trap.name))
    tested(comps, s, ["reroll", seat, "trap", [], corridor, trap_rolls(comps, s, seat, trap)])


def trap_effects(comps: Components, s: State, seat: int, corridor: str, failures: int) -> None:
    """The trap's effects once per failed roll; a character moved away by them escapes the rest."""
    trap = comps.traps[s.traps[corridor][0]]
    for _ in range(failures):
        for effect in trap.on_fail:
            if s.seats[seat].at == corridor:
                apply_effect(comps, s, seat, effect)


def arrive(s: State, seat: int, corridor: str, *, pushed: bool = False, from_start: bool = False) -> None:
    """A pawn enters ``corridor`` as a move: it explores it next (Exploración)."""
    s.seats[seat].at = corridor
    s.tasks.append(["explore", seat, corridor, 0, pushed, from_start])


def jump_lands(comps: Components, s: State) -> None:
    there = other_level(comps, s, s.seats[s.active].at)
    s.say("{player} jumps to {corridor}.", player=s.name(s.active), corridor=there)
    arrive(s, s.active, there)


def fall(comps: Components, s: State) -> None:
    """A failed jump: 2 lives and a stun token; falling from the bridge still lands below, then explores."""
    me = s.seats[s.active]
    if bd.level(comps, s.tiles, me.at) == "bridge":
        me.at = other_level(comps, s, me.at)
    me.stun += 1
    s.say("{player} falls.", player=s.name(s.active))
    where = me.at
    hurt(comps, s, s.active, 2)
    if me.at == where:
        s.tasks.append(["explore", s.active, where, 0, False, False])


def combat(comps: Components, s: State, attacker: int, defender: int) -> None:
    """Prueba de combate: two dice each plus bonuses, ties rolled again; a stunned character loses without
    rolling (both stunned: they roll). The loser may then change its roll (Combate avanzado)."""
    a_stun, d_stun = s.seats[attacker].stun > 0, s.seats[defender].stun > 0
    if a_stun != d_stun:
        loser = attacker if a_stun else defender
        s.say("{loser} is stunned and loses the combat.", loser=s.name(loser))
        finish_combat(comps, s, attacker + defender - loser, loser)
    else:
        judge(comps, s, attacker, defender, *combat_rolls(comps, s, attacker, defender), [])


def combat_rolls(comps: Components, s: State, attacker: int, defender: int) -> tuple[int, int]:
    """Both combat tests, rolled again until they differ."""
    while True:
        a = roll_total(comps, s, attacker, "combat")
        d = roll_total(comps, s, defender, "combat")
        if a != d:
            return a, d


def judge(comps: Components, s: State, attacker: int, defender: int, a: int, d: int, used: list[str]) -> None:
    """Both have rolled: the loser so far may change its roll (its triggers, its crystal), else the combat ends."""
    s.say("Combat: {a} rolls {x}, {d} rolls {y}.", a=s.name(attacker), d=s.name(defender), x=a, y=d)
    tested(comps, s, ["reroll", defender if a > d else attacker, "combat", used, attacker, defender, a, d])


# ------------------------------------------------------------------ the end of a combat
# ``["trigger", seat, moment, used, winner, loser, where, hit]``: the winner's ``combat_won`` triggers act,
# then the loser's ``combat_lost`` ones (by themselves first, then by choice), changing ``hit`` (the lives
# the loser loses); then it loses them and, on the central tile, is pushed off.
def finish_combat(comps: Components, s: State, winner: int, loser: int) -> None:
    s.say("{winner} wins the combat against {loser}.", winner=s.name(winner), loser=s.name(loser))
    hit = {"damage": combat_damage(lasting(comps, s)), "all": False, "less": 0}
    combat_end(comps, s, ["trigger", winner, "combat_won", [], winner, loser, s.seats[loser].at, hit])


def trigger_options(comps: Components, s: State, task: list[Any]) -> list[str]:
    return [f"use {t.id}" for t in tg.usable(comps, s, task[1], task[2], "combat", True, task[3])]


def combat_end(comps: Components, s: State, task: list[Any], closed: bool = False) -> None:
    """The window of ``task``'s seat (unless ``closed``: it chose to use nothing more), then the next one."""
    seat, moment, used, winner, loser, where, hit = task[1:]
    if not closed:
        automatic = tg.usable(comps, s, seat, moment, "combat", False, used)
        if automatic:
            end_trigger(comps, s, task, automatic[0])
            return
        if trigger_options(comps, s, task):
            s.tasks.append(task)
            return
    if moment == "combat_won":
        combat_end(comps, s, ["trigger", loser, "combat_lost", used, winner, loser, where, hit])
        return
    lives = (s.seats[loser].lives if hit["all"] else hit["damage"]) - hit["less"]
    if lives > 0:
        hurt(comps, s, loser, lives)
    else:
        s.say("{player} loses no life.", player=s.name(loser))
    if s.seats[loser].at == where and on_central_tile(s, where):
        s.tasks.append(["push", winner, loser])


def end_trigger(comps: Components, s: State, task: list[Any], trigger: Trigger) -> None:
    """A trigger acts on a combat's end: on the lives the loser loses, or (the one-shot words) on its owner."""
    seat, hit = task[1], task[7]
    tg.pay(s, seat, trigger, task[3])
    for effect in trigger.effects:
        word = effect["effect"]
        if word == "extra_damage":
            hit["damage"] += effect["amount"]
        elif word == "lose_all_lives":
            hit["all"] = True
        elif word == "less_damage":
            hit["less"] += effect["amount"]
        else:
            apply_effect(comps, s, seat, effect)
    combat_end(comps, s, task)


def takeable(s: State, seat: int) -> tuple[bool, list[str]]:
    """(a key may be taken here, the items on the floor here)."""
    here = s.seats[seat].at
    return any(owner != seat for owner in s.keys.get(here, [])), list(s.items.get(here, []))
