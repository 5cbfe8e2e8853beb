"""The game state: compact containers of ids, with the few primitives that change them.

Every change to where a lemming is goes through :meth:`State.lift` and one of the ``put``
methods, so the stack lists and the location index never disagree. Rules live elsewhere
(``movement``, ``eagles``, ``turn``, ``special_actions``); they read the state and call these
primitives.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from gamecore.errors import ArgumentError
from gamecore.i18n import Message, lazyc, log_line, tr

from .board import EAGLES, START, Board
from .clans import Clan
from .readings import ENGLISH, parse_reading

HOVER = 0
#: Default eagle die: Hover, 1, 1, 2, 2, 3 (the rulebook names the results but not the faces).
DEFAULT_DIE = (HOVER, 1, 1, 2, 2, 3)
PELLET_KINDS = ("vp1", "vp2", "favour")
PELLET_COUNTS = {"vp1": 14, "vp2": 4, "favour": 14}
PELLET_VP = {"vp1": 1, "vp2": 2, "favour": 0}
CHOW, DIVE = "chow", "dive"

_new = object.__new__


def face_name(face: int) -> str:
    """``"Hover"`` for 0, else the number (the option notation, never translated)."""
    return "Hover" if face == HOVER else str(face)


_HOVER_WORD = lazyc("die", "Hover")


def face_text(face: int) -> Message | str:
    """A die face for a sentence: the word Hover in the reader's language, else the number."""
    return _HOVER_WORD if face == HOVER else str(face)


# A colour agrees with the noun it goes with (Spanish and Italian): each use has its own message.
_EAGLE_COLOURS = {"red": lazyc("eagle", "red"), "blue": lazyc("eagle", "blue")}
_DIE_COLOURS = {"red": lazyc("die", "red"), "blue": lazyc("die", "blue")}
_CIRCLE_COLOURS = {"red": lazyc("circle", "red"), "blue": lazyc("circle", "blue")}


def eagle_colour(eagle: str) -> Message | str:
    """``"red"``/``"blue"`` as the colour of an eagle ("the {eagle} eagle"), in the reader's language."""
    return _EAGLE_COLOURS.get(eagle, eagle)


def die_colour(eagle: str) -> Message | str:
    """``"red"``/``"blue"`` as the colour of an eagle die ("the {die} die")."""
    return _DIE_COLOURS.get(eagle, eagle)


def circle_colour(eagle: str) -> Message | str:
    """``"red"``/``"blue"`` as the colour of a hunting circle ("the {circle} circle")."""
    return _CIRCLE_COLOURS.get(eagle, eagle)


def die_faces(die: Sequence[int | str] | None = None) -> tuple[int, ...]:
    """Eagle-die faces as numbers (0 is a Hover; ``None`` is the default die). Each face is
    ``"Hover"``/``"H"``/``0`` or a number 1-6; a bad face raises ``ValueError`` naming it."""
    if die is None:
        return DEFAULT_DIE
    if isinstance(die, (str, bytes, dict)) or not isinstance(die, Sequence) or len(die) > 20:
        raise ArgumentError(tr("the eagle die is a list of at most 20 faces, not {type} {value}", type=type(die).__name__,
                               value=f"{die!r:.40}"))
    faces = tuple(_face(f) for f in die)
    if not faces:
        raise ValueError(tr("the eagle die needs at least one face"))
    return faces


def _face(f: int | str) -> int:
    if isinstance(f, str) and f.strip().lower() in ("hover", "h", "0"):
        return HOVER
    if isinstance(f, str) and f.strip().isdigit():
        f = int(f)
    if not isinstance(f, int) or isinstance(f, bool) or not 0 <= f <= 6:
        raise ValueError(tr("an eagle-die face is 'Hover' (0) or 1-6, not {value}", value=repr(f)))
    return f


@dataclass(frozen=True)
class Config:
    """What stays fixed for a whole game: board, clans, variants, die faces, seed and the
    rules reading (``"en"``, the English rulebook, or ``"es_it"``: :mod:`lemmings.readings`)."""

    board: Board
    n_players: int
    clans: tuple[Clan, ...]
    variants: frozenset[str]
    die: tuple[int, ...] = DEFAULT_DIE
    seed: int = 0
    #: Explicit chance: random events wait for the chance player (see :mod:`lemmings.chance`).
    explicit_chance: bool = False
    reading: str = ENGLISH
    owner: dict[str, int] = field(init=False, repr=False, compare=False)
    lemmings_of: tuple[tuple[str, ...], ...] = field(init=False, repr=False, compare=False)
    all_lemmings: tuple[str, ...] = field(init=False, repr=False, compare=False)
    names: dict[str, str] = field(init=False, repr=False, compare=False)
    #: ``"Astor (Ritz, R1)"`` for each lemming (every log line names lemmings this way).
    labels: dict[str, str] = field(init=False, repr=False, compare=False)
    #: Stacking limit of every hex for this number of players (precomputed: it never changes).
    limits: dict[str, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "reading", parse_reading(self.reading))  # "es" or "it" name "es_it"
        for name, value in _lemmings(self.clans).items():
            object.__setattr__(self, name, value)
        object.__setattr__(self, "limits", _stacking_limits(self.board, self.n_players, self.reading))

    def label(self, lemming: str) -> str:
        """``"Astor (Ritz, R1)"``: a lemming as people read it."""
        return self.labels[lemming]


@lru_cache(maxsize=32)
def _lemmings(clans: tuple[Clan, ...]) -> dict[str, Any]:
    """The lemming fields of a :class:`Config` for these clans, shared by all their games (never changed once made)."""
    lemmings_of = tuple(c.lemming_ids() for c in clans)
    owner = {lem: p for p, ids in enumerate(lemmings_of) for lem in ids}
    names = {lem: name for c in clans for lem, name in zip(c.lemming_ids(), c.lemming_names, strict=True)}
    return {"lemmings_of": lemmings_of, "owner": owner, "all_lemmings": tuple(owner), "names": names,
            "labels": {lem: f"{names[lem]} ({clans[p].name}, {lem})" for lem, p in owner.items()}}


@lru_cache(maxsize=32)
def _stacking_limits(board: Board, n_players: int, reading: str) -> dict[str, int]:
    """Every hex's stacking limit, shared by all the games on one board (never changed once made)."""
    return {h: board.stacking_limit(h, n_players, reading) for h in board.hexes}


class State:
    """Everything that changes during a game. Copy with :meth:`copy`; compare with ``==``."""

    __slots__ = (
        "cfg", "chance", "turn", "eagle_player", "eagles", "dice", "deck", "card", "movement_discard",
        "stacks", "loc", "dives", "board_pellets", "reserve", "held", "favour_box",
        "hands", "undealt", "sa_discard", "clan_card_used", "sa_pile", "sa_played", "played_count",
        "order", "caution", "plus_one", "its_a_5", "quick_start", "exchanged", "played", "mine",
        "turn_discards", "tasks", "over", "log",
        "full_cache",  # a memo, not part of the position (see lemmings.movement.full_mask)
        "occupied_cache", "zoc_cache",  # memos too (see State.occupied and State.zoc_mask)
    )

    def __init__(self, cfg: Config) -> None:
        n = cfg.n_players
        self.cfg = cfg
        self.chance = 0
        self.turn = 1
        self.eagle_player = 0
        self.eagles: dict[str, tuple[str, bool]] = {e: ("A", True) for e in EAGLES}  # zone, hunting
        self.dice: dict[str, int] | None = None
        self.deck: list[int | str] = []  # the top card is the last one
        self.card: int | None = None
        self.movement_discard: list[int | str] = []
        self.stacks: dict[str, tuple[str, ...]] = {}
        self.loc: dict[str, str] = {lem: START for lem in cfg.all_lemmings}
        self.dives: dict[str, int] = {}
        self.board_pellets: dict[str, str] = {}
        self.reserve = dict(PELLET_COUNTS)
        self.held = [dict.fromkeys(PELLET_KINDS, 0) for _ in range(n)]
        self.favour_box = 0
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.undealt: list[str] = []
        self.sa_discard: list[tuple[str, int]] = []
        self.clan_card_used = [False] * n
        self.sa_pile: list[str] = []
        self.sa_played: list[list[str]] = [[] for _ in range(n)]
        self.played_count = [0] * n
        self.tasks: list[tuple] = []
        self.over = False
        self.log: list[Message | str] = []  # messages, translated when read (i18n.log_line)
        #: The mask of full hexes, or None: made by lemmings.movement.full_mask, then kept up to
        #: date by lift/put_on_top/put_at (the only ways stack sizes change once play has begun).
        self.full_cache: int | None = None
        self.occupied_cache: int | None = None
        self.zoc_cache: int | None = None  # forgotten by lemmings.eagles.fly, the one way eagles change zone
        self.reset_turn()

    def reset_turn(self) -> None:
        """Forget the effects that last for one turn only."""
        n = self.cfg.n_players
        self.order: tuple[int, ...] = ()
        self.caution: list[int] = []
        self.plus_one = [False] * n
        self.its_a_5 = [False] * n
        self.quick_start = [False] * n
        self.exchanged = [False] * n
        self.played = [False] * n
        self.mine = False
        self.turn_discards: list[tuple[str, int]] = []

    def copy(self, *, log: bool = True) -> State:
        """A copy sharing only immutable parts (config, tuples, strings). ``log=False`` starts
        the copy with an empty log: a search copy, several times cheaper late in a game."""
        s = State.__new__(State)
        # Field by field: a generic loop over the slots costs twice as much, and bots copy a lot.
        s.cfg, s.chance, s.turn, s.eagle_player = self.cfg, self.chance, self.turn, self.eagle_player
        s.eagles, s.dice = self.eagles.copy(), (None if self.dice is None else self.dice.copy())
        s.deck, s.card, s.movement_discard = self.deck[:], self.card, self.movement_discard[:]
        s.stacks, s.loc, s.dives = self.stacks.copy(), self.loc.copy(), self.dives.copy()
        s.board_pellets, s.reserve = self.board_pellets.copy(), self.reserve.copy()
        s.held, s.favour_box = [h.copy() for h in self.held], self.favour_box
        s.hands, s.undealt, s.sa_discard = [h[:] for h in self.hands], self.undealt[:], self.sa_discard[:]
        s.clan_card_used, s.sa_pile = self.clan_card_used[:], self.sa_pile[:]
        s.sa_played, s.played_count = [p[:] for p in self.sa_played], self.played_count[:]
        s.order, s.caution, s.plus_one, s.its_a_5 = self.order, self.caution[:], self.plus_one[:], self.its_a_5[:]
        s.quick_start, s.exchanged, s.played = self.quick_start[:], self.exchanged[:], self.played[:]
        s.mine, s.turn_discards, s.tasks, s.over = self.mine, self.turn_discards[:], self.tasks[:], self.over
        s.log = self.log[:] if log else []
        s.full_cache, s.occupied_cache, s.zoc_cache = self.full_cache, self.occupied_cache, self.zoc_cache
        return s

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return all(getattr(self, n) == getattr(other, n) for n in _COMPARED) and (
            # a log read from a save is English text, a played one holds messages
            [log_line(x, "en") for x in self.log] == [log_line(x, "en") for x in other.log]
        ) and self.cfg == other.cfg  # boards compare by the data they were built from

    __hash__ = None  # type: ignore[assignment]

    # ------------------------------------------------------------- lemmings
    def owner(self, lemming: str) -> int:
        return self.cfg.owner[lemming]

    def stack(self, h: str) -> tuple[str, ...]:
        """Lemmings in hex ``h``, bottom to top."""
        return self.stacks.get(h, ())

    def top(self, h: str) -> str | None:
        s = self.stacks.get(h)
        return s[-1] if s else None

    def count(self, h: str) -> int:
        return len(self.stacks.get(h, ()))

    def limit(self, h: str) -> int:
        return self.cfg.limits[h]

    def has_room(self, h: str) -> bool:
        return len(self.stacks.get(h, ())) < self.cfg.limits[h]

    def status(self, lemming: str) -> str:
        """``"starting"``, ``"active"``, ``"covered"``, ``"scored"`` or ``"eaten"``."""
        where = self.loc[lemming]
        if where == START:
            return "starting"
        if where == CHOW:
            return "eaten"
        if where == DIVE:
            return "scored"
        return "active" if self.stacks[where][-1] == lemming else "covered"

    def starting(self, player: int) -> list[str]:
        """The player's lemmings still in the start area, in id order."""
        loc = self.loc
        return [lem for lem in self.cfg.lemmings_of[player] if loc[lem] == START]

    def on_board(self, player: int | None = None) -> list[str]:
        """Lemmings standing on hexes (of one player, or everyone's)."""
        ids = self.cfg.all_lemmings if player is None else self.cfg.lemmings_of[player]
        loc, stacks = self.loc, self.stacks
        return [lem for lem in ids if loc[lem] in stacks]

    def has_in_chow(self, player: int) -> bool:
        """Whether a lemming of ``player`` is in the eagle-chow box (three card checks ask at every turn)."""
        return CHOW in map(self.loc.__getitem__, self.cfg.lemmings_of[player])

    def in_chow(self, player: int) -> list[str]:
        loc = self.loc
        return [lem for lem in self.cfg.lemmings_of[player] if loc[lem] == CHOW]

    def lift(self, lemming: str) -> str:
        """Take a lemming off wherever it is (keeping the order of the rest); return where it was."""
        where = self.loc[lemming]
        stacks = self.stacks
        stack = stacks.get(where)
        if stack is not None:
            rest = stack[:-1] if stack[-1] == lemming else tuple(x for x in stack if x != lemming)
            bit = self.cfg.board.bit[where]
            if rest:
                stacks[where] = rest
            else:
                del stacks[where]
                if self.occupied_cache is not None:
                    self.occupied_cache &= ~bit
            if self.full_cache is not None:  # at most its limit before (invariants.problems): not full now
                self.full_cache &= ~bit
        elif where == DIVE:
            del self.dives[lemming]
        return where

    def put_on_top(self, lemming: str, h: str) -> None:
        """Place a lifted lemming on top of the stack in ``h`` (covering what is there)."""
        stack = self.stacks[h] = self.stacks.get(h, ()) + (lemming,)
        self.loc[lemming] = h
        bit = self.cfg.board.bit[h]
        if self.occupied_cache is not None:
            self.occupied_cache |= bit
        if self.full_cache is not None and len(stack) >= self.cfg.limits[h]:
            self.full_cache |= bit

    def put_at(self, lemming: str, h: str, index: int) -> None:
        """Place a lifted lemming at position ``index`` (0 = bottom) of the stack in ``h``."""
        s = self.stacks.get(h, ())
        self.stacks[h] = s[:index] + (lemming,) + s[index:]
        self.loc[lemming] = h
        if self.occupied_cache is not None:
            self.occupied_cache |= self.cfg.board.bit[h]
        if self.full_cache is not None and len(s) + 1 >= self.cfg.limits[h]:
            self.full_cache |= self.cfg.board.bit[h]

    def occupied(self) -> int:
        """The bit mask (``Board.bit``) of the hexes that hold at least one lemming, remembered and kept
        up to date by lift/put_on_top/put_at: card checks and eagles ask it at every turn."""
        m = self.occupied_cache
        if m is None:
            bit = self.cfg.board.bit
            m = self.occupied_cache = sum(bit[h] for h in self.stacks)
        return m

    def put_in_start(self, lemming: str) -> None:
        self.loc[lemming] = START

    def put_in_chow(self, lemming: str) -> None:
        self.loc[lemming] = CHOW

    def put_in_dive(self, lemming: str, vp: int) -> None:
        self.loc[lemming] = DIVE
        self.dives[lemming] = vp

    # --------------------------------------------------------------- eagles
    def zoc_hexes(self) -> set[str]:
        """Hexes in either eagle's zone of control (the zone it occupies)."""
        board = self.cfg.board
        out: set[str] = set()
        for eagle, (zone, _) in self.eagles.items():
            out.update(board.zone(eagle, zone))
        return out

    def zoc_mask(self) -> int:
        """The bit mask of :meth:`zoc_hexes`, remembered until an eagle changes zone (every move asks)."""
        m = self.zoc_cache
        if m is None:
            zm, m = self.cfg.board.zone_mask, 0
            for eagle, (zone, _) in self.eagles.items():
                m |= zm[(eagle, zone)]
            self.zoc_cache = m
        return m

    def eagles_over(self, h: str) -> list[str]:
        """Eagles whose zone of control holds ``h``."""
        board = self.cfg.board
        return [e for e, (zone, _) in self.eagles.items() if board.zone_letter(e, h) == zone]

    # ------------------------------------------------------------ accounting
    def pellet_count(self) -> Counter[str]:
        """Every pellet by kind, wherever it is: board, reserve, clans, favour-exchange box."""
        total: Counter[str] = Counter(self.board_pellets.values())
        total.update(self.reserve)
        for held in self.held:
            total.update(held)
        total["favour"] += self.favour_box
        return total

    def special_count(self) -> Counter[str]:
        """Every special-action card by name, wherever it is (hands, piles, face up, in play)."""
        have: Counter[str] = Counter()
        for hand in self.hands:
            have.update(hand)
        have.update(self.undealt)
        have.update(c for c, _ in self.sa_discard)
        have.update(c for c, _ in self.turn_discards)
        have.update(self.sa_pile)
        for played in self.sa_played:
            have.update(played)
        have.update(t[1] for t in self.tasks if t and t[0] in ("chaos_offer", "discard_special"))
        return have

    def movement_count(self) -> Counter[int | str]:
        """Every movement card (and Game Over): deck, discards and the card face up."""
        return Counter(self.deck + self.movement_discard + ([self.card] if self.card is not None else []))

    # -------------------------------------------------------------- helpers
    def say(self, text: str | Message, /, **params: Any) -> None:
        """Add a line to the game log, translated when read (:func:`~gamecore.i18n.log_line`): an
        English text and its placeholders' values, ``s.say("{clan} passes.", clan=name)`` (Babel
        extracts it like ``lazy``), or a ready message such as ``lazyn(...)``."""
        if text.__class__ is str:
            m = _new(Message)  # lazy(text, **params) without its call: hundreds of lines per game
            m.text, m.params = text, params
            text = m
        elif params:
            raise TypeError("say(message) takes no placeholder values: the message holds them")
        self.log.append(text)

    def name(self, player: int) -> str:
        return self.cfg.clans[player].name

    def label(self, lemming: str) -> str:
        """``"Astor (Ritz, R1)"``: a lemming as people read it."""
        return self.cfg.labels[lemming]

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready snapshot (see :mod:`lemmings.savefile` for loading it back)."""
        return state_to_dict(self)


_COMPARED = tuple(n for n in State.__slots__ if not n.endswith("_cache") and n not in ("cfg", "log"))

# ------------------------------------------------------------- writing out
# The state writes itself out as JSON data here; reading a save back, with every check, is
# the job of lemmings.savefile (a layer above, which re-exports these functions).
def config_to_dict(cfg: Config) -> dict[str, Any]:
    board: Any = "default" if cfg.board is Board.default() else cfg.board.to_dict()
    return {"board": board, "players": cfg.n_players, "clans": [c.name for c in cfg.clans],
            "variants": sorted(cfg.variants), "die": list(cfg.die), "seed": cfg.seed,
            **({"chance": "explicit"} if cfg.explicit_chance else {}),
            # absent means English, so saves from before readings load unchanged
            **({"reading": cfg.reading} if cfg.reading != ENGLISH else {})}


def state_to_dict(s: State) -> dict[str, Any]:
    """The state as plain JSON data (lists, dicts, strings, numbers)."""
    return {
        "config": config_to_dict(s.cfg),
        "chance": s.chance,
        "turn": s.turn,
        "eagle_player": s.eagle_player,
        "eagles": {e: {"zone": z, "hunting": h} for e, (z, h) in s.eagles.items()},
        "dice": dict(s.dice) if s.dice is not None else None,
        "deck": list(s.deck),
        "card": s.card,
        "movement_discard": list(s.movement_discard),
        "stacks": {h: list(st) for h, st in s.stacks.items()},
        "start": [lem for lem in s.cfg.all_lemmings if s.loc[lem] == START],
        "chow": [lem for lem in s.cfg.all_lemmings if s.loc[lem] == CHOW],
        "dives": dict(s.dives),
        "board_pellets": dict(s.board_pellets),
        "reserve": dict(s.reserve),
        "held": [dict(h) for h in s.held],
        "favour_box": s.favour_box,
        "hands": [list(h) for h in s.hands],
        "undealt": list(s.undealt),
        "sa_discard": [[c, p] for c, p in s.sa_discard],
        "clan_card_used": list(s.clan_card_used),
        "sa_pile": list(s.sa_pile),
        "sa_played": [list(x) for x in s.sa_played],
        "played_count": list(s.played_count),
        "turn_state": {
            "order": list(s.order), "caution": list(s.caution), "plus_one": list(s.plus_one),
            "its_a_5": list(s.its_a_5), "quick_start": list(s.quick_start), "exchanged": list(s.exchanged),
            "played": list(s.played), "mine": s.mine, "turn_discards": [[c, p] for c, p in s.turn_discards],
        },
        "tasks": [_listify(t) for t in s.tasks],
        "over": s.over,
        "log": [log_line(line, "en") for line in s.log],  # save files are in English
    }


def _listify(x: Any) -> Any:
    return [_listify(v) for v in x] if isinstance(x, (tuple, list)) else x
