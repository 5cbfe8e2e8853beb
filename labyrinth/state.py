"""Every fact of a Labyrinth position, the setup of a new game, and the dice.

A position is plain data (lists, dicts, numbers and strings) so that it copies cheaply and
reads as JSON; the rules (:mod:`labyrinth.rules`, :mod:`labyrinth.turn`) change it. Chance is
drawn from the seed and a counter (:class:`gamecore.rng.Chance`): a game is its seed, its
component set and its choices.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gamecore import arguments as arg
from gamecore.errors import ArgumentError
from gamecore.i18n import Message, tr
from gamecore.rng import Chance

from . import board as bd
from .components import ComponentError, Components

LIVES = 4
MAX_ITEMS = 2
#: Characters the two-player variant leaves out (Variante para 2 jugadores), by their ids.
NOT_WITH_TWO = ("golemisa", "sacerdotisa")


@dataclass
class Seat:
    """One player's character: where it stands and what it holds."""

    position: int            # its start tile, 0-5
    character: str
    at: str                  # the corridor its pawn stands in
    lives: int = LIVES
    stun: int = 0
    crystal: bool = True     # the Crystal of Destiny's active side is up
    keys: int = 0
    items: list[str] = field(default_factory=list)
    skip: int = 0            # actions lost at the start of its next turn

    @property
    def start(self) -> str:
        return bd.cell_id(bd.START_CELLS[self.position]) + "a"


@dataclass
class State:
    seed: int
    players: int
    seats: list[Seat]
    tiles: dict[str, list[Any]]          # {cell: [tile id, rotation]}
    pile: list[str]                      # the labyrinth pile, top first
    trap_pile: list[str]
    item_pile: list[str]
    golem_deck: list[str]
    golem_discard: list[str]
    event_deck: list[str]                # top first; Aniquilación is last
    event: str | None = None             # the event on the central tile
    traps: dict[str, list[Any]] = field(default_factory=dict)   # {corridor: [trap id, face up?]}
    items: dict[str, list[str]] = field(default_factory=dict)   # {corridor: [item ids]}
    keys: dict[str, list[int]] = field(default_factory=dict)    # {corridor: [the seat barred from it, or -1]}
    tokens: dict[str, list[list[str]]] = field(default_factory=dict)  # {corridor: [[ability token, owner character]]}
    golem: str = ""
    golem_back: str | None = None        # where the Golem came from on the previous player's last step
    golem_last: str | None = None        # ... and on this turn's last step so far
    active: int = 0
    actions: int = 2
    done: list[str] = field(default_factory=list)   # once-per-turn activities already done this turn
    moved_out: list[bool] = field(default_factory=list)  # has the seat made its first move this game?
    tasks: list[list[Any]] = field(default_factory=list)
    turn: int = 1
    winner: int | None = None
    counter: int = 0
    log: list[Message] = field(default_factory=list)

    def copy(self) -> State:
        log, self.log = self.log, []
        try:
            out = copy.deepcopy(self)
        finally:
            self.log = log
        out.log = list(log)
        return out

    def roll(self) -> tuple[int, int]:
        """Two dice."""
        c = Chance(self.seed, self.counter)
        dice = (c.below(6) + 1, c.below(6) + 1)
        self.counter = c.counter
        return dice

    def shuffle(self, items: list[Any]) -> None:
        c = Chance(self.seed, self.counter)
        c.shuffle(items)
        self.counter = c.counter

    def draw(self, n: int) -> int:
        c = Chance(self.seed, self.counter)
        value = c.below(n)
        self.counter = c.counter
        return value

    def say(self, text: str, **params: Any) -> None:
        self.log.append(Message(text, params))

    def name(self, seat: int) -> str:
        return f"P{seat + 1}"

    def to_dict(self) -> dict[str, Any]:
        """The position as JSON-ready data (the log left out)."""
        out = copy.deepcopy({k: v for k, v in vars(self).items() if k not in ("log", "seats")})
        out["seats"] = [dict(vars(s)) for s in self.seats]
        return out


def new_state(comps: Components, players: int, seed: int, characters: list[str] | None = None) -> State:
    """The setup (Preparación del juego), with the two-player board when ``players`` is 2."""
    if not isinstance(players, int) or isinstance(players, bool) or players not in bd.SEATS:
        raise ArgumentError(tr("Labyrinth is for 2 to 6 players, not {players}", players=arg.shown(players)))
    arg.seed(seed)  # 64 bits, as in every game: a seed of thousands of digits could not be saved
    usable = [c for c in comps.characters if players > 2 or c not in NOT_WITH_TWO]
    s = State(seed, players, [], {}, comps.pile("normal"), comps.pile("traps"), comps.pile("items"),
              comps.pile("golem"), [], [])
    s.shuffle(usable)  # drawn even when the characters are chosen, so that the rest of the setup is the same
    if characters is None:
        characters = usable[:players]
    else:
        if (not isinstance(characters, (list, tuple)) or len(characters) != players
                or not all(isinstance(c, str) for c in characters) or len(set(characters)) != players):
            raise ArgumentError(tr("characters must name {n} different characters", n=players))
        for c in characters:
            if c not in usable:
                raise ArgumentError(tr("{character} cannot play here; the choice is: {choice}", character=arg.shown(c),
                                       choice=", ".join(usable)))
    seated = bd.SEATS[players]
    s.seats = [Seat(p, ch, bd.cell_id(bd.START_CELLS[p]) + "a") for p, ch in zip(seated, characters, strict=True)]
    s.moved_out = [False] * players
    centre = bd.cell_id(bd.central_cell(players))
    s.tiles[centre] = [next(t.id for t in comps.tiles.values() if t.kind == "central"), 0]
    keys = comps.pile("key")
    s.shuffle(keys)
    for position, tile in enumerate(keys):
        cell = bd.cell_id(bd.KEY_CELLS[position])
        s.tiles[cell] = [tile, bd.key_rotation(comps, tile, position)]
        corridor = next(c for c in bd.corridors_at(comps, s.tiles, cell) if "key" in bd.symbols(comps, s.tiles, c))
        owner = seated.index(position) if position in seated else -1
        s.keys[corridor] = [owner]
    for position in range(6):
        s.tiles[bd.cell_id(bd.START_CELLS[position])] = [bd.START_TILE, 0]
    if not bd.ways_open(comps, s.tiles, players, seated):
        # a set whose key and central tiles close a way already could never be won: refuse it, not play forever
        raise ComponentError(str(Path(comps.source) / "tiles.json"), "tiles",
                             tr("with {n} players the key and central tiles close a way to the centre or to a key "
                                "at the set-up, so nobody could ever win", n=players))
    s.golem = centre + "a"
    for pile in (s.pile, s.trap_pile, s.item_pile, s.golem_deck):
        s.shuffle(pile)
    last = next(e.id for e in comps.events.values() if e.last)
    s.event_deck = [e for e in comps.events if e != last]
    s.shuffle(s.event_deck)
    s.event_deck.append(last)
    s.active = first_player(s)
    s.say("{player} rolls highest and begins.", player=s.name(s.active))
    return s


def first_player(s: State) -> int:
    """Everyone rolls two dice; the highest begins, ties rolling again among themselves."""
    rolling = list(range(s.players))
    while len(rolling) > 1:
        totals = {p: sum(s.roll()) for p in rolling}
        best = max(totals.values())
        rolling = [p for p in rolling if totals[p] == best]
    return rolling[0]
