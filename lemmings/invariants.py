"""Consistency checks that hold in every reachable state (used by loaders, tests and bug reports).

:func:`problems` lists everything wrong with a state: a lemming in two places or none, an
overfull hex, pellets, special actions or movement cards created or lost, a lemming left
inside a zone of control at a decision where every zone has been emptied, numbers out of
range (turn, favour box, dive values, player numbers in the agenda), a turn order that is
not one turn per clan, and an agenda that contradicts where the Game Over card lies.
Every loaded save and every scenario must pass them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from gamecore.i18n import lazyc, tr, trn

from .board import EAGLES, START
from .cards import GAME_OVER, MAX_CARD
from .chance import EVENTS
from .state import CHOW, DIVE, PELLET_COUNTS, PELLET_KINDS, Config, State
from .variants import movement_values, special_deck

#: Decisions taken while no eagle is resolving and no card is moving lemmings.
QUIET_STEPS = {"roll", "eagle_order", "player_turn", "chaos_offer"}
#: The most a dive can score: a full card doubled by Quick Start (a die face scores at most 6).
MAX_DIVE = 2 * MAX_CARD
#: No game lasts this long (the movement deck runs out long before); a bigger turn is corrupt.
MAX_TURN = 1000

#: What each agenda task carries after its name: ``player``, ``eagle``, ``lemming``, ``hex``,
#: ``card``, ``count`` (a small number), ``players`` / ``lemmings`` (lists).
TASK_ARGS: dict[str, tuple[str, ...]] = {
    "roll": (), "eagle_order": (), "reveal": (), "lemmings": (), "turn_end": (), "chaos_draw": (),
    "eagle": ("eagle", "player"), "attack": ("eagle", "player"), "scatter": ("eagle", "player"),
    "resupply": ("eagle", "player"), "player_turn": ("player",), "discard_special": ("card", "player"),
    "chaos_offer": ("card", "player", "count"), "zone_entry": ("lemming", "player"),
    "king_order": ("player", "hex", "lemmings"), "lost": ("player", "players"),
    "card_scatter": ("player", "hex", "lemmings"),
    "chance": ("event", "..."),  # an explicit chance event: its name, then the event's own arguments
    **{name: ("player",) for name in ("boo", "eagle_eye", "heroic_return", "king", "mistaken_identity",
                                      "noble_sacrifice", "pull_my_paw", "run", "snap", "uh_oh")},
}


def problems(s: State) -> list[str]:
    """Every broken invariant of ``s``, as readable sentences (empty when all is well).

    Written to be cheap (a fraction of a millisecond), so that tests and the soak script can
    run it at every decision of thousands of games.
    """
    out: list[str] = []
    cfg = s.cfg
    loc, stacks, limits = s.loc, s.stacks, cfg.limits
    # lemmings: one place each, stacks and index agree, stacking limits hold
    stacked = 0
    for h, stack in stacks.items():
        if not stack:
            out.append(tr("hex {hex} holds an empty stack", hex=h))
        if len(stack) > limits.get(h, 0):
            out.append(tr("hex {hex} holds {n} lemmings, over its limit of {limit}", hex=h, n=len(stack),
                          limit=limits.get(h, 0)))
        stacked += len(stack)
        for lem in stack:
            if loc.get(lem) != h:
                out.append(tr("{lemming} is stacked in {hex} but indexed at {where}", lemming=lem, hex=h, where=loc.get(lem)))
    indexed, dived = 0, set()
    for lem in cfg.all_lemmings:
        where = loc[lem]
        if where in stacks:
            indexed += 1
        elif where == DIVE:
            dived.add(lem)
        elif where != START and where != CHOW:
            out.append(tr("{lemming} is indexed at {where}, which holds no stack", lemming=lem, where=where))
    memo, bit = getattr(s, "full_cache", None), cfg.board.bit  # the engine's memo of full hexes (a speed-up)
    if memo is not None and memo != sum(bit.get(h, 0) for h, st in stacks.items() if len(st) >= limits.get(h, 0)):
        out.append(tr("the remembered mask of full hexes disagrees with the stacks"))
    memo = getattr(s, "occupied_cache", None)
    if memo is not None and memo != sum(bit.get(h, 0) for h in stacks):
        out.append(tr("the remembered mask of occupied hexes disagrees with the stacks"))
    memo = getattr(s, "zoc_cache", None)
    if memo is not None and memo != sum(bit.get(h, 0) for h in s.zoc_hexes()):
        out.append(tr("the remembered mask of the zones of control disagrees with the eagles"))
    if stacked != indexed:
        out.append(tr("the stacks hold {stacked} lemmings but {indexed} are indexed on the board (one is in two places)",
                      stacked=stacked, indexed=indexed))
    if len(loc) != len(cfg.all_lemmings):
        out.append(tr("the location index lists lemmings that are not in this game"))
    if set(s.dives) != dived:
        out.append(tr("the dive list and the scored lemmings disagree"))
    # pellets
    on_board = Counter(s.board_pellets.values())
    for k in PELLET_KINDS:
        total = on_board[k] + s.reserve[k] + sum(held[k] for held in s.held) + (s.favour_box if k == "favour" else 0)
        if total != PELLET_COUNTS[k]:
            out.append(tr("pellets add up to {found}, not {counts}", found=dict(s.pellet_count()), counts=PELLET_COUNTS))
            break
    pellet_hexes = cfg.board.pellet_hexes
    if any(h not in pellet_hexes for h in s.board_pellets):
        out.append(tr("a pellet lies on a hex that is not a pellet hex"))
    # special actions
    cards = [c for hand in s.hands for c in hand] + s.undealt + s.sa_pile + [c for played in s.sa_played for c in played]
    cards += [c for c, _ in s.sa_discard] + [c for c, _ in s.turn_discards]
    cards += [t[1] for t in s.tasks if t and t[0] in ("chaos_offer", "discard_special")]
    deck = _special_deck(cfg.variants)
    if Counter(cards) != deck:
        have = s.special_count()
        out.append(tr("special actions do not add up: {extra} extra, {missing} missing", extra=dict(have - deck),
                      missing=dict(deck - have)))
    # movement cards
    if Counter(s.deck + s.movement_discard + ([s.card] if s.card is not None else [])) != _movement_deck(cfg.variants):
        out.append(tr("movement cards do not add up"))
    out.extend(_range_problems(s))
    out.extend(_agenda_problems(s))
    # zones of control are empty between resolutions
    if s.tasks and s.tasks[-1][0] in QUIET_STEPS:
        for h in s.zoc_hexes():
            if h in s.stacks:
                out.append(trn("{lemmings} stands in a zone of control ({hex}) at a {step} decision",
                               "{lemmings} stand in a zone of control ({hex}) at a {step} decision", len(s.stacks[h]),
                               lemmings=", ".join(s.stacks[h]), hex=h, step=s.tasks[-1][0]))
    return out


def _range_problems(s: State) -> list[str]:
    """Numbers that no game can reach."""
    out: list[str] = []
    n = s.cfg.n_players
    if not 1 <= s.turn <= MAX_TURN:
        out.append(tr("turn {turn} is not a turn number (1 to {last})", turn=s.turn, last=MAX_TURN))
    if not 0 <= s.eagle_player < n:
        out.append(tr("the Eagle Player {player} is not a player (0 to {last})", player=s.eagle_player, last=n - 1))
    if s.favour_box < 0:
        out.append(tr("the favour-exchange box holds {n} pellets", n=s.favour_box))
    if any(v < 0 for v in s.reserve.values()):
        out.append(tr("the reserve holds a negative number of pellets: {counts}", counts=s.reserve))
    for p, counts in enumerate(s.held):
        if any(v < 0 for v in counts.values()):
            out.append(tr("clan {player} holds a negative number of pellets: {counts}", player=p, counts=counts))
    for lem, vp in s.dives.items():
        if not 1 <= vp <= MAX_DIVE:
            out.append(tr("{lemming}'s dive is worth {vp} VP; a dive scores 1 to {most}", lemming=lem, vp=vp, most=MAX_DIVE))
    if s.order and sorted(s.order) != list(range(n)):
        out.append(tr("the turn order {order} does not give each of the {n} clans one turn", order=list(s.order), n=n))
    if any(not 0 <= p < n for p in s.caution) or len(set(s.caution)) != len(s.caution):
        out.append(tr("Caution lists {players}, not distinct players", players=s.caution))
    for p in range(n):
        if s.played_count[p] < len(s.sa_played[p]):
            out.append(tr("clan {player} has {n} cards face up but a count of {count} played", player=p,
                          n=len(s.sa_played[p]), count=s.played_count[p]))
    for card, p in s.sa_discard + s.turn_discards:
        if not -1 <= p < n:
            out.append(tr("{card} was discarded by player {player}, who is not in the game", card=card, player=p))
    if s.dice is not None and (set(s.dice) != set(EAGLES) or any(v not in s.cfg.die for v in s.dice.values())):
        out.append(tr("the eagle dice {dice} are not faces of the die {faces}", dice=s.dice, faces=list(s.cfg.die)))
    if s.card is not None and not (isinstance(s.card, int) and 2 <= s.card <= MAX_CARD):
        out.append(tr("the movement card {card} is not a card value", card=repr(s.card)))
    return out


def _agenda_problems(s: State) -> list[str]:
    """The agenda (task stack) against the game's progress and the Game Over card."""
    out: list[str] = []
    over_found = GAME_OVER in s.movement_discard
    if s.over:
        if s.tasks:
            out.append(tr("the game is over but tasks remain"))
        if not over_found:
            out.append(tr("the game is over but the Game Over card has not been revealed"))
        return out
    if GAME_OVER not in s.deck:
        out.append(tr("the game is not over but the Game Over card is not in the movement deck"))
    if not s.tasks:
        out.append(tr("the game is not over but nothing is left to do"))
    elif s.tasks[0] != ("turn_end",):
        out.append(tr("the agenda must end with the turn's end, not {task}", task=s.tasks[0]))
    for i, task in enumerate(s.tasks):
        why = task_problem(s, task)
        if why:
            out.append(tr("task {i} {task}: {problem}", i=i, task=repr(task), problem=why))
    return out


def task_problem(s: State, task: tuple) -> str:
    """Why one agenda task is malformed ("" when it is well formed)."""
    kinds = TASK_ARGS.get(task[0]) if task and isinstance(task[0], str) else None
    if kinds is None:
        return tr("unknown step")
    if kinds and kinds[-1] == "...":  # the rest is checked by the step itself
        kinds = kinds[:-1]
        if len(task) < len(kinds) + 1:
            return trn("takes at least {n} argument", "takes at least {n} arguments", len(kinds), n=len(kinds))
    elif len(task) != len(kinds) + 1:
        return trn("takes {n} argument", "takes {n} arguments", len(kinds), n=len(kinds))
    for kind, arg in zip(kinds, task[1:len(kinds) + 1], strict=True):
        if not _ARG_OK[kind](s.cfg, arg):
            return tr("{value} is not a valid {kind}", value=repr(arg), kind=_KIND_WORDS[kind])
    return ""


def _seat(cfg: Config, a: object) -> bool:
    return _is_int(a) and 0 <= a < cfg.n_players  # type: ignore[operator]


_ARG_OK: dict[str, Callable[[Config, Any], bool]] = {
    "player": _seat,
    "count": _seat,
    "eagle": lambda cfg, a: a in EAGLES,
    "lemming": lambda cfg, a: isinstance(a, str) and a in cfg.owner,
    "hex": lambda cfg, a: isinstance(a, str) and a in cfg.board,
    "card": lambda cfg, a: isinstance(a, str) and a in _CARD_NAMES,
    "event": lambda cfg, a: isinstance(a, str) and a in EVENTS,
    "players": lambda cfg, a: isinstance(a, tuple) and all(_seat(cfg, p) for p in a),
    "lemmings": lambda cfg, a: isinstance(a, tuple) and all(isinstance(x, str) and x in cfg.owner for x in a),
}


#: Each kind of task argument in words (a message, translated when the problem is reported).
_KIND_WORDS = {
    "player": lazyc("task argument", "player"), "count": lazyc("task argument", "count"),
    "eagle": lazyc("task argument", "eagle"), "lemming": lazyc("task argument", "lemming"),
    "hex": lazyc("task argument", "hex"), "card": lazyc("task argument", "card"), "event": lazyc("task argument", "event"),
    "players": lazyc("task argument", "list of players"), "lemmings": lazyc("task argument", "list of lemmings")}


@lru_cache(maxsize=16)
def _special_deck(variants: frozenset[str]) -> Counter[str]:
    return Counter(special_deck(variants))


@lru_cache(maxsize=16)
def _movement_deck(variants: frozenset[str]) -> Counter[int | str]:
    return Counter(movement_values(variants) + [GAME_OVER])


def _is_int(x: object) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


_CARD_NAMES = frozenset(special_deck(frozenset()))
