"""The sequence of play: a player's two actions, and the decisions that activities raise.

The game waits on one decision at a time. With no task on ``state.tasks`` it is the active
player's choice of an activity; a task (``["place", tile]``, ``["golem", steps, came_from]``,
``["pickup", seat]``, …) is a decision inside one, or an automatic step (``["explore", …]``)
that :func:`settle` runs. Options are short texts: ``"move 0510a"``, ``"build"``, ``"place 0510 r2"``.
"""

from __future__ import annotations

from . import abilities as ab
from . import board as bd
from . import rules as ru
from . import triggers as tg
from .components import Components
from .state import MAX_ITEMS, State

#: The rulebook's section each decision belongs to, named in refusals.
RULES = {"action": "Transcurso del juego", "place": "Construcción", "golem": "Movimiento del Golem",
         "pickup": "Recogida de una llave y/o un objeto", "imminent": "Combate inminente", "defend": "Combate inminente",
         "push": "Combate avanzado", "drop": "Muerte del personaje", "target": "Activación de un evento",
         "reroll": "Uso del Cristal del Destino", "tokens": "Exploración", "trigger": "Combate avanzado"}


def kind(s: State) -> str:
    return s.tasks[-1][0] if s.tasks else "action"


def chooser(s: State) -> int:
    """Whose decision it is."""
    task = s.tasks[-1] if s.tasks else None
    if task is None or task[0] in ("place", "golem", "target", "tokens"):
        return s.active
    return task[1]


# ----------------------------------------------------------------------- the options
def options(comps: Components, s: State) -> list[str]:
    if s.winner is not None:
        return []
    if not s.tasks:
        return action_options(comps, s)
    task = s.tasks[-1]
    k = task[0]
    if k == "place":
        seated = [seat.position for seat in s.seats]
        return [f"place {c} r{r}" for c, r in bd.placements(comps, s.tiles, task[1], s.players, seated)]
    if k == "golem":
        return [f"golem {c}" for c in golem_steps(comps, s, task[2])]
    if k == "pickup":
        return pickup_options(s, task[1])
    if k == "imminent":
        return [f"attack {s.name(o)}" for o in ru.occupants(s, task[2], task[1]) if o not in task[3]] + ["pass"]
    if k == "defend":
        return [f"attack {s.name(task[2])}", "pass"]
    if k == "push":
        loser = task[2]
        return [f"push {c}" for c in ru.steps(comps, s, loser)]
    if k == "drop":
        return [f"drop {i}" for i in dict.fromkeys(s.seats[task[1]].items)]  # two lanterns: one option
    if k == "target":
        return [f"target {s.name(i)}" for i in range(s.players)]
    if k == "reroll":
        return ru.help_options(comps, s, task) + ["accept"]
    if k == "trigger":
        return ru.trigger_options(comps, s, task) + ["done"]
    if k == "tokens":
        return ab.resolve_options(task)
    raise AssertionError(task)


def action_options(comps: Components, s: State) -> list[str]:
    me, n = s.seats[s.active], s.actions
    if me.stun:
        return ["rest"]  # Descanso: a stunned character may do nothing else
    g = ru.graph(comps, s)
    if me.at == me.start:  # the first activity from the start tile is the move onto the key tile
        key = ru.steps(comps, s, s.active, g)
        if s.golem in key and s.golem_deck + s.golem_discard:
            return ["golem", "end"]  # the Golem blocks the way: move it away first (no once-per-turn limit)
        return [f"move {c}" for c in key] + ["end"]
    out = []
    if s.pile and not ru.forbidden(comps, s, "build"):
        out.append("build")
    out += [f"move {c}" for c in ru.steps(comps, s, s.active, g)]
    if ru.other_level(comps, s, me.at):
        if not ru.forbidden(comps, s, "risky_jump"):
            out.append("jump")
        if n >= 2 and not ru.forbidden(comps, s, "safe_jump"):
            out.append("safe jump")
    if not ru.forbidden(comps, s, "combat"):
        out += [f"attack {s.name(o)}" for o in ru.occupants(s, me.at, s.active)]
    if s.trap_pile and not ru.forbidden(comps, s, "trap"):
        out += [f"trap {c}" for c in trap_places(comps, s)]
    if "golem" not in s.done:
        out.append("golem")
    if "event" not in s.done and s.event_deck:
        out.append("event")
    if not me.crystal and n >= 2 and not ru.forbidden(comps, s, "crystal"):
        out.append("crystal")
    return out + ab.options(comps, s) + ["end"]


def trap_places(comps: Components, s: State) -> list[str]:
    """Colocación de trampas: any corridor without a trap and without another character, off the central
    tile and the start tiles."""
    starts, centre = ru.start_cells(s), bd.cell_id(bd.central_cell(s.players))
    return sorted(c for cell in s.tiles if cell not in starts and cell != centre
                  for c in bd.corridors_at(comps, s.tiles, cell) if c not in s.traps and not ru.occupants(s, c, s.active))


def golem_steps(comps: Components, s: State, came_from: str | None) -> list[str]:
    """Where the Golem may step: along corridors, never onto a start tile, never straight back (to where it
    came from this move, or at the first step to where the previous player's move last took it from),
    unless it stands in a dead end."""
    ways = sorted(c for c in ru.graph(comps, s).neighbors(s.golem) if c[:4] not in ru.start_cells(s))
    back = came_from if came_from is not None else s.golem_back
    forward = [c for c in ways if c != back]
    return forward or ways


def pickup_options(s: State, seat: int) -> list[str]:
    key, floor = ru.takeable(s, seat)
    me = s.seats[seat]
    out = ["take key"] if key else []
    if len(me.items) < MAX_ITEMS:
        out += [f"take {i}" for i in sorted(set(floor))]
    else:
        out += [f"swap {mine} for {i}" for mine in sorted(set(me.items)) if f"swapped:{mine}" not in s.done
                for i in sorted(set(floor)) if i != mine]
    return out + ["done"]


# ----------------------------------------------------------------------- applying
def apply(comps: Components, s: State, option: str) -> None:
    """Carry out ``option`` (one of :func:`options`), then :func:`settle`."""
    words = option.split()
    if not s.tasks:
        do_action(comps, s, words)
    else:
        task = s.tasks.pop()
        decide(comps, s, task, words)
    settle(comps, s)


def spend(s: State, n: int) -> None:
    s.actions -= n


def do_action(comps: Components, s: State, w: list[str]) -> None:
    me = s.seats[s.active]
    verb = w[0]
    if verb == "end":
        s.actions = 0
        return
    if verb == "rest":
        spend(s, 1)
        me.stun -= 1
        s.say("{player} rests.", player=s.name(s.active))
    elif verb == "build":
        spend(s, 1)
        tile = s.pile.pop(0)
        s.say("{player} draws a tile to build.", player=s.name(s.active))
        seated = [seat.position for seat in s.seats]
        if bd.placements(comps, s.tiles, tile, s.players, seated):
            s.tasks.append(["place", tile])
        else:
            s.pile.append(tile)  # the kit's reading: a tile that fits nowhere goes under the pile, the action spent
            s.say("The tile fits nowhere and goes under the pile.")
    elif verb == "move":
        spend(s, 1)
        from_start = me.at == me.start
        s.moved_out[s.active] = True
        s.say("{player} moves to {corridor}.", player=s.name(s.active), corridor=w[1])
        ru.arrive(s, s.active, w[1], from_start=from_start)
    elif verb in ("jump", "safe"):
        safe = verb == "safe"
        spend(s, 2 if safe else 1)
        if safe:
            ru.jump_lands(comps, s)
        else:
            ru.tested(comps, s, ["reroll", s.active, "jump", [], ru.test_roll(comps, s, s.active, "jump", ru.JUMP_TARGET)])
    elif verb == "attack":
        spend(s, 1)
        ru.combat(comps, s, s.active, int(w[1][1:]) - 1)
    elif verb == "trap":
        spend(s, 1)
        s.traps[w[1]] = [s.trap_pile.pop(0), False]
        s.say("{player} sets a trap in {corridor}.", player=s.name(s.active), corridor=w[1])
    elif verb == "golem":
        spend(s, 1)
        s.done.append("golem")
        draw_golem(comps, s)
    elif verb == "event":
        spend(s, 1)
        s.done.append("event")
        draw_event(comps, s)
    elif verb == "ability":
        ab.use(comps, s, w)
    elif verb == "crystal":
        spend(s, 2)
        me.crystal = True
        s.say("{player} turns the Crystal of Destiny to its active side.", player=s.name(s.active))


def draw_golem(comps: Components, s: State) -> None:
    if not s.golem_deck:  # Componentes limitados: the discards are shuffled into a new deck
        s.golem_deck, s.golem_discard = s.golem_discard, []
        s.shuffle(s.golem_deck)
    card = comps.golem[s.golem_deck.pop(0)]
    s.golem_discard.append(card.id)
    s.say("Golem card: {card}.", card=card.id)
    if card.symbol == "move":
        s.tasks.append(["golem", card.steps, None])
    elif card.symbol == "centre":
        ru.golem_enters(comps, s, bd.cell_id(bd.central_cell(s.players)) + "a")


def draw_event(comps: Components, s: State) -> None:
    event = comps.events[s.event_deck.pop(0)]
    s.say("Event: {event}.", event=event.id)
    s.event = event.id  # its lasting effect replaces the last one's (Aniquilación's lasts to the end)
    if event.target == "chosen":
        s.tasks.append(["target", event.id])
        return
    targets = {"self": [s.active], "all": list(range(s.players)),
               "others": [i for i in range(s.players) if i != s.active]}[event.target]
    for seat in targets:
        for effect in event.once:
            ru.apply_effect(comps, s, seat, effect)


def decide(comps: Components, s: State, task: list, w: list[str]) -> None:
    k = task[0]
    if k == "place":
        cell, rot = w[1], int(w[2][1:])
        s.tiles[cell] = [task[1], rot]
        s.say("{player} builds {tile} on {cell}.", player=s.name(s.active), tile=task[1], cell=cell)
        for c, (tile_corridor) in zip(bd.corridors_at(comps, s.tiles, cell), comps.tiles[task[1]].corridors, strict=True):
            if "trap" in tile_corridor.symbols and s.trap_pile:
                s.traps[c] = [s.trap_pile.pop(0), False]
            if "item" in tile_corridor.symbols and s.item_pile:
                s.items.setdefault(c, []).append(s.item_pile.pop(0))
    elif k == "golem":
        s.golem_last = s.golem
        came = s.golem
        if task[1] > 1:  # the next step waits under the Golem tests (and their crystal decisions)
            s.tasks.append(["golem", task[1] - 1, came])
        ru.golem_enters(comps, s, w[1])
    elif k == "pickup":
        pick(s, task, w)
    elif k == "imminent":
        mover, corridor, fought = task[1], task[2], task[3]
        if w[0] == "pass":
            others = [o for o in ru.occupants(s, corridor, mover) if o not in fought]
            s.shuffle(others)  # several wish to fight: the order is drawn at random
            for o in reversed(others):
                s.tasks.append(["defend", o, mover, corridor])
        else:
            foe = int(w[1][1:]) - 1
            s.tasks.append(["imminent", mover, corridor, fought + [foe]])
            ru.combat(comps, s, mover, foe)
    elif k == "defend":
        if w[0] == "attack" and s.seats[task[2]].at == task[3] and s.seats[task[1]].at == task[3]:
            ru.combat(comps, s, task[1], task[2])
    elif k == "push":
        s.say("{player} is pushed to {corridor}.", player=s.name(task[2]), corridor=w[1])
        ru.arrive(s, task[2], w[1], pushed=True)
    elif k == "drop":
        s.seats[task[1]].items.remove(w[1])
        s.items.setdefault(task[2], []).append(w[1])
    elif k == "target":
        for effect in comps.events[task[1]].once:
            ru.apply_effect(comps, s, int(w[1][1:]) - 1, effect)
    elif k == "reroll" and w[0] == "accept":
        ru.conclude(comps, s, task)
    elif k == "reroll":
        ru.help_roll(comps, s, task, tg.find(comps, s, task[1], w[1]) if w[0] == "use" else None)
    elif k == "trigger" and w[0] == "use":
        ru.end_trigger(comps, s, task, tg.find(comps, s, task[1], w[1]))
    elif k == "trigger":
        ru.combat_end(comps, s, task, closed=True)
    elif k == "tokens":
        ab.resolve(comps, s, task, w[1])


def pick(s: State, task: list, w: list[str]) -> None:
    seat = task[1]
    me, here = s.seats[seat], s.seats[seat].at
    if w[0] == "done":
        return
    s.tasks.append(task)
    if w == ["take", "key"]:
        keys = s.keys[here]
        keys.remove(next(o for o in keys if o != seat))
        if not keys:
            del s.keys[here]
        me.keys += 1
        s.say("{player} takes a key.", player=s.name(seat))
        return
    item = w[-1]
    s.items[here].remove(item)
    if w[0] == "swap":
        me.items.remove(w[1])
        s.items[here].append(w[1])
        s.done.append(f"swapped:{item}")
    me.items.append(item)
    if not s.items[here]:
        del s.items[here]
    s.say("{player} takes {item}.", player=s.name(seat), item=item)


def explore(comps: Components, s: State, task: list) -> None:
    """Exploración, one stage at a time, in the text's order: ability tokens, the Golem, a trap, characters
    (imminent combat), then keys and items. A pawn sent elsewhere stops exploring."""
    _, seat, corridor, stage, pushed, from_start = task
    if s.seats[seat].at != corridor or stage > 4:
        return
    s.tasks.append(["explore", seat, corridor, stage + 1, pushed, from_start])
    if stage == 0 and corridor in s.tokens:
        ab.explore_tokens(comps, s, seat, corridor)
    elif stage == 1 and s.golem == corridor:
        ru.golem_test(comps, s, seat)
    elif stage == 2 and corridor in s.traps and not from_start:
        ru.trap_test(comps, s, seat, corridor)
    elif stage == 3 and ru.occupants(s, corridor, seat) and not ru.forbidden(comps, s, "combat"):
        s.tasks.append(["imminent", seat, corridor, []])
    elif stage == 4 and seat == s.active and not pushed and not s.seats[seat].stun and any(ru.takeable(s, seat)):
        s.tasks.append(["pickup", seat])


def settle(comps: Components, s: State) -> None:
    """Run automatic steps until a decision is needed; end the turn when the actions are spent."""
    while True:
        ru.check_win(s)
        if s.winner is not None:
            return
        if s.tasks:
            task = s.tasks[-1]
            if task[0] == "explore":
                explore(comps, s, s.tasks.pop())
                continue
            if task[0] in ("imminent", "defend") and not still_there(s, task):
                s.tasks.pop()
                continue
            if options(comps, s) in ([], ["done"]):
                s.tasks.pop()
                continue
            return
        if s.actions > 0:
            return
        next_turn(s)


def still_there(s: State, task: list) -> bool:
    if task[0] == "imminent":
        return s.seats[task[1]].at == task[2]
    return s.seats[task[1]].at == task[3] and s.seats[task[2]].at == task[3]


def next_turn(s: State) -> None:
    s.golem_back, s.golem_last = s.golem_last, None
    s.active = (s.active + 1) % s.players
    s.turn += 1
    me = s.seats[s.active]
    s.actions, me.skip = max(0, 2 - me.skip), 0
    s.done = []
    s.say("{player}'s turn.", player=s.name(s.active))
