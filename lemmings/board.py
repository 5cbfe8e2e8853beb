"""The map: a hex graph loaded from a data file, checked against every fact the rules fix.

Hex ids
-------
The default board names each hex with four digits ``RRPP``: ``RR`` is the row counted
from the start area (``01``) to the cliff edge (``15``), ``PP`` the position inside the
row, counted from the left-hand side as a lemming faces the cliff (the top of the
picture). ``0603`` is the middle hex of row 6; ``1501``-``1504`` are the cliff edge.
The start area is not a hex; the engine calls it ``"start"``.

Geometry
--------
Each hex has a ``row`` and a doubled column ``col``: neighbours in the same row differ by
2 in ``col``, neighbours in the next or previous row by 1. A step to a higher row is
*forward* (towards the cliff), a step inside a row *sideways*, a step to a lower row
*backward*.

File format
-----------
JSON with ``name``, ``hexes`` (a list of ``{"id", "row", "col"}``), ``entry`` (the four
hexes touching the start area), ``cliff_edge`` (four hexes), ``brush``, ``pellets`` and
``circles`` (``{"red": {"A": [...], ..., "F": [...]}, "blue": {...}}``). See
``docs/board-format.md``.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

import networkx as nx

from gamecore import pictures
from gamecore.errors import BoardError
from gamecore.hexcore import DuplicateKey as _DuplicateKey
from gamecore.hexcore import distances_from
from gamecore.hexcore import hex_list as _hex_list
from gamecore.hexcore import no_duplicate_keys as _no_duplicate_keys
from gamecore.hexcore import parse_hexes as _parse_hexes
from gamecore.i18n import tr
from gamecore.inputs import load_json, read_text

from .readings import ENGLISH, SPANISH_ITALIAN, parse_reading

START = "start"
EAGLES = ("red", "blue")
ZONE_LETTERS = "ABCDEF"
CLEAR, BRUSH = "clear", "brush"

#: Lemmings a hex holds, by terrain; brush depends on the number of players.
CLEAR_LIMIT = 5
BRUSH_LIMITS = {2: 1, 3: 2, 4: 2, 5: 3, 6: 3}
#: The brush limit by rules reading (:mod:`lemmings.readings`): the Spanish and Italian
#: rulebooks print the table with the columns 2-3, 4-5 and 6 instead of 2, 3-4 and 5-6.
BRUSH_LIMITS_BY_READING = {ENGLISH: BRUSH_LIMITS, SPANISH_ITALIAN: {2: 1, 3: 1, 4: 2, 5: 2, 6: 3}}

# Facts the rulebook fixes about any map of this game.
N_ENTRY, N_CLIFF, N_PELLETS, N_LINE_OF_BONES = 4, 4, 16, 4
BRUSH_IN_CIRCLE = {"red": 5, "blue": 4}
ZONE_SIZES = (5, 6)
FIRST_RED_ROW = 3


class Board:
    """An immutable game board: hexes, terrain, hunting circles and precomputed geometry.

    Build one with :meth:`default` or :meth:`load`; every count the rules fix is checked.
    """

    def __init__(self, data: Mapping[str, Any], source: str = "<dict>") -> None:
        self.source = source
        self._data = data
        self.name = _check_str(data, "name", source) if "name" in data else source
        cells = _parse_hexes(data, source)
        self.hexes: tuple[str, ...] = tuple(sorted(cells, key=lambda h: (cells[h][0], cells[h][1])))
        self._row = {h: cells[h][0] for h in self.hexes}
        self._col = {h: cells[h][1] for h in self.hexes}
        self.first_row = min(self._row.values())
        self.last_row = max(self._row.values())
        self.bit = {h: 1 << i for i, h in enumerate(self.hexes)}
        self._hash = hash((self.name, self.hexes))
        self.path_cache: dict[tuple, Any] = {}  # filled by lemmings.movement
        known = set(self.hexes)
        # The cheap list and count checks run before any geometry is built.
        self.entry_hexes = _hex_list(data, "entry", source, known)
        self.cliff_edge = _hex_list(data, "cliff_edge", source, known)
        self.brush = _hex_list(data, "brush", source, known)
        self.pellet_hexes = _hex_list(data, "pellets", source, known)
        _check_hex_counts(self, source)
        self._build_geometry(source)
        self._brush = frozenset(self.brush)
        self._cliff = frozenset(self.cliff_edge)
        self._pellet = frozenset(self.pellet_hexes)
        self._parse_circles(data, source, known)
        _check_counts(self, source)
        self._finish()

    # ------------------------------------------------------------------ loading
    @classmethod
    def default(cls) -> Board:
        """The built-in board (``lemmings/data/default_board.json``), loaded once."""
        return _default_board()

    @classmethod
    def load(cls, path: str | Path) -> Board:
        """Load and validate a board file; a bad file raises :class:`BoardError`."""
        text, source = read_text(path, BoardError)
        return cls.from_json(text, source=source)

    @classmethod
    def from_json(cls, text: str, source: str = "<text>") -> Board:
        """Parse board JSON text (see the module docstring for the format)."""
        try:
            data = load_json(text, source, BoardError, object_pairs_hook=_no_duplicate_keys)
        except _DuplicateKey as exc:
            raise BoardError(source, str(exc), tr("the key appears twice")) from None
        if not isinstance(data, dict):
            raise BoardError(source, "(top level)", tr("must be a JSON object"))
        return cls(data, source)

    def to_dict(self) -> dict[str, Any]:
        """The board as the JSON-ready mapping it was built from."""
        return json.loads(json.dumps(self._data))

    # Boards are equal when built from the same data (a board read twice from one file, or a
    # pickled game's), and pickle as that data, or as the built-in board itself: never with the
    # path tables remembered on them, which are made again on use.
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Board):
            return NotImplemented
        return self is other or self._data == other._data

    def __hash__(self) -> int:
        return self._hash  # made once: boards key the caches that card checks read at every turn

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return (Board.default, ()) if self is _default_board() else (Board, (self._data, self.source))

    # ------------------------------------------------------------- construction
    def _build_geometry(self, source: str) -> None:
        at = {(self._row[h], self._col[h]): h for h in self.hexes}
        rows_parity: dict[int, int] = {}
        for h in self.hexes:
            r, c = self._row[h], self._col[h]
            if rows_parity.setdefault(r, c % 2) != c % 2:
                raise BoardError(source, f"hexes.{h}.col", tr("row {row} mixes odd and even columns", row=r))
        for r, p in rows_parity.items():
            if r + 1 in rows_parity and rows_parity[r + 1] == p:
                raise BoardError(source, "hexes", tr("rows {row} and {next} must be offset by half a hex (columns of "
                                                     "opposite parity)", row=r, next=r + 1))
        fwd: dict[str, tuple[str, ...]] = {}
        side: dict[str, tuple[str, ...]] = {}
        back: dict[str, tuple[str, ...]] = {}
        for h in self.hexes:
            r, c = self._row[h], self._col[h]
            fwd[h] = tuple(at[k] for k in ((r + 1, c - 1), (r + 1, c + 1)) if k in at)
            side[h] = tuple(at[k] for k in ((r, c - 2), (r, c + 2)) if k in at)
            back[h] = tuple(at[k] for k in ((r - 1, c - 1), (r - 1, c + 1)) if k in at)
        self._forward, self._sideways, self._backward = fwd, side, back
        self._nbrs = {h: back[h] + side[h] + fwd[h] for h in self.hexes}
        graph = nx.Graph()
        graph.add_nodes_from(self.hexes)
        graph.add_edges_from((h, n) for h in self.hexes for n in self._nbrs[h])
        if not nx.is_connected(graph):
            raise BoardError(source, "hexes", tr("the hexes do not form one connected board"))
        self.graph = graph

    def _parse_circles(self, data: Mapping[str, Any], source: str, known: set[str]) -> None:
        circles = data.get("circles")
        if not isinstance(circles, dict) or set(circles) != set(EAGLES):
            raise BoardError(source, "circles", tr('must be an object with exactly the keys "red" and "blue"'))
        self._zones: dict[tuple[str, str], tuple[str, ...]] = {}
        self._zone_letter: dict[str, dict[str, str]] = {e: {} for e in EAGLES}
        for eagle in EAGLES:
            zones = circles[eagle]
            if not isinstance(zones, dict) or sorted(zones) != list(ZONE_LETTERS):
                raise BoardError(source, f"circles.{eagle}", tr("must have exactly the zones A, B, C, D, E and F"))
            for letter in ZONE_LETTERS:
                field = f"circles.{eagle}.{letter}"
                hexes = _hex_list(circles[eagle], letter, source, known, field=field)
                if len(hexes) not in ZONE_SIZES:
                    raise BoardError(source, field, tr("a zone holds 5 or 6 hexes, not {n}", n=len(hexes)))
                for h in hexes:
                    if h in self._zone_letter[eagle]:
                        other = self._zone_letter[eagle][h]
                        raise BoardError(source, field, tr("hex {hex} is already in zone {zone} of this circle",
                                                           hex=h, zone=other))
                    self._zone_letter[eagle][h] = letter
                if not nx.is_connected(self.graph.subgraph(hexes)):
                    parts = [sorted(p) for p in nx.connected_components(self.graph.subgraph(hexes))]
                    raise BoardError(source, field, tr("the zone is not contiguous: {parts}",
                                                       parts=" | ".join(" ".join(p) for p in parts)))
                self._zones[(eagle, letter)] = hexes
            for i, letter in enumerate(ZONE_LETTERS):
                nxt = ZONE_LETTERS[(i + 1) % 6]
                a, b = self._zones[(eagle, letter)], set(self._zones[(eagle, nxt)])
                if not any(n in b for h in a for n in self._nbrs[h]):
                    raise BoardError(source, f"circles.{eagle}.{letter}",
                                     tr("zone {zone} does not touch the next zone {next}", zone=letter, next=nxt))

    def _finish(self) -> None:
        red, blue = set(self._zone_letter["red"]), set(self._zone_letter["blue"])
        self._circle = {"red": tuple(h for h in self.hexes if h in red), "blue": tuple(h for h in self.hexes if h in blue)}
        self.line_of_bones = tuple(h for h in self.hexes if h in red and h in blue)
        #: The first row of the Line of Bones (asked for every turn by Run Lemming Run!'s check).
        self.bones_row = min((self._row[h] for h in self.line_of_bones), default=self.last_row + 1)
        self.sanctuaries = tuple(
            h for h in self.hexes
            if h not in red and h not in blue and self.first_red_row <= self._row[h] <= self.last_row
        )
        self.protection_rows = tuple(range(self.first_row, self.first_red_row))
        self._zones_of = {h: tuple((e, self._zone_letter[e][h]) for e in EAGLES if h in self._zone_letter[e]) for h in self.hexes}
        self.zone_mask = {key: self.mask(hexes) for key, hexes in self._zones.items()}
        self.brush_mask = self.mask(self.brush)
        self.cliff_mask = self.mask(self.cliff_edge)
        #: The hexes in rows before the Line of Bones (Run Lemming Run! asks at every turn).
        self.short_of_bones_mask = self.mask(h for h in self.hexes if self._row[h] < self.bones_row)
        # Distances and rings are filled per hex on first use: all pairs up front would make
        # loading quadratic in the board's size.
        self._dist = _Distances(self.hexes, self._nbrs)
        #: For each hex, every other hex grouped by distance (nearest first): for "closest hex" searches.
        self.rings: Mapping[str, tuple[tuple[str, ...], ...]] = _Rings(self._dist)
        for h in self.hexes:
            self.graph.nodes[h].update(
                row=self._row[h], col=self._col[h], terrain=self.terrain(h),
                zones=[f"{e} {z}" for e, z in self._zones_of[h]],
                pellet=h in self._pellet, cliff=h in self._cliff, entry=h in self.entry_hexes,
                line_of_bones=h in self.line_of_bones,
            )
        self._forward[START] = self.entry_hexes

    @property
    def first_red_row(self) -> int:
        """The row where the red hunting circle begins (row 3 on any correct map)."""
        return min(self._row[h] for h in self._zone_letter["red"])

    # ------------------------------------------------------------------ queries
    def __repr__(self) -> str:
        return f"<Board {self.name!r}: {len(self.hexes)} hexes, {self.last_row} columns>"

    def __contains__(self, h: object) -> bool:
        return h in self._row

    def _repr_svg_(self) -> str:
        return pictures.draw("board", self)

    def svg(self, **kwargs: Any) -> str:
        """The board as an SVG picture (see :func:`lemmings.render_svg.board_svg`: ``highlights``
        marks hexes with a ring and a label, ``caption`` says them in words); a ``str`` that a
        notebook draws when it ends a cell, reached through :mod:`gamecore.pictures`."""
        return pictures.draw("board", self, **kwargs)

    def check_hex(self, h: str) -> str:
        """Return ``h`` if it is a hex of this board, else raise ``ValueError`` naming it."""
        if h not in self._row:
            raise ValueError(tr("{hex} is not a hex of this board (hex ids look like '0603': column 06, position 03)",
                                hex=repr(h)))
        return h

    def neighbors(self, h: str) -> tuple[str, ...]:
        """Adjacent hexes of ``h`` (backward, then sideways, then forward). The start area
        touches the entry hexes."""
        if h == START:
            return self.entry_hexes
        return self._nbrs[self.check_hex(h)]

    def forward(self, h: str) -> tuple[str, ...]:
        """Hexes one forward step from ``h`` (for ``"start"``: the entry hexes)."""
        return self._forward[h]

    def sideways(self, h: str) -> tuple[str, ...]:
        """Hexes one sideways step from ``h``."""
        return self._sideways.get(h, ())

    def backward(self, h: str) -> tuple[str, ...]:
        """Hexes one backward step from ``h`` (none from the first row)."""
        return self._backward.get(h, ())

    def row(self, h: str) -> int:
        """The row of ``h`` (1 next to the start area); the start area is row 0."""
        return 0 if h == START else self._row[h]

    def col(self, h: str) -> int:
        """The doubled column of ``h`` (see the module docstring)."""
        return self._col[h]

    def terrain(self, h: str) -> str:
        """``"clear"`` or ``"brush"``."""
        return BRUSH if h in self._brush else CLEAR

    def cost(self, h: str) -> int:
        """Movement points to enter ``h``: 1 for clear, 2 for brush."""
        return 2 if h in self._brush else 1

    def is_cliff_edge(self, h: str) -> bool:
        return h in self._cliff

    def is_pellet_hex(self, h: str) -> bool:
        return h in self._pellet

    def step_kind(self, a: str, b: str) -> str:
        """``"forward"``, ``"sideways"`` or ``"backward"`` for a step from ``a`` to adjacent ``b``.

        ``a`` may be ``"start"``. Raises ``ValueError`` when the hexes are not adjacent.
        """
        if b not in self.neighbors(a):
            raise ValueError(tr("{b} is not adjacent to {a}", a=a, b=b))
        ra, rb = self.row(a), self.row(b)
        return "forward" if rb > ra else "sideways" if rb == ra else "backward"

    def distance(self, a: str, b: str) -> int:
        """Number of hex steps between two hexes of the board."""
        return self._dist[a][b]

    def zone(self, eagle: str, letter: str) -> tuple[str, ...]:
        """The hexes of zone ``letter`` (A-F) of the ``eagle`` (``"red"``/``"blue"``) circle."""
        try:
            return self._zones[(eagle, letter)]
        except KeyError:
            raise ValueError(tr("no zone {zone} of eagle {eagle}: eagles are red and blue, zones A-F",
                                zone=repr(letter), eagle=repr(eagle))) from None

    def circle(self, eagle: str) -> tuple[str, ...]:
        """Every hex of an eagle's hunting circle."""
        if eagle not in self._circle:
            raise ValueError(tr("no eagle {eagle}: the eagles are red and blue", eagle=repr(eagle)))
        return self._circle[eagle]

    def zones_of(self, h: str) -> tuple[tuple[str, str], ...]:
        """The ``(eagle, letter)`` zones that contain ``h``: none, one, or two on the Line of Bones."""
        return self._zones_of[self.check_hex(h)]

    def zone_letter(self, eagle: str, h: str) -> str | None:
        """The letter of the ``eagle`` zone holding ``h``, or ``None`` outside that circle."""
        return self._zone_letter[eagle].get(h)

    def stacking_limit(self, h: str, n_players: int, reading: str = ENGLISH) -> int:
        """How many lemmings ``h`` may hold: 5 in clear; in brush 1/2/3 for 2/3-4/5-6 players
        (English rulebook, the default) or for 2-3/4-5/6 players (``reading="es_it"``, the
        Spanish and Italian rulebooks; see :mod:`lemmings.readings`)."""
        if not isinstance(n_players, int) or n_players not in BRUSH_LIMITS:
            raise ValueError(tr("the game is for 2 to 6 players, not {n}", n=n_players))
        limits = BRUSH_LIMITS_BY_READING[parse_reading(reading)]
        return limits[n_players] if h in self._brush else CLEAR_LIMIT

    def in_protection_zone(self, h: str) -> bool:
        """True for the rows before the red circle (the two-player protection zone)."""
        return self._row[h] < self.first_red_row

    def mask(self, hexes: Iterable[str]) -> int:
        """A bit set of hexes (bit ``i`` is ``self.hexes[i]``), used for fast path checks."""
        m = 0
        for h in hexes:
            m |= self.bit[h]
        return m


# ---------------------------------------------------------------------- helpers
def _check_str(data: Mapping[str, Any], key: str, source: str) -> str:
    value = data.get(key)
    if not isinstance(value, str):
        raise BoardError(source, key, tr("must be a string"))
    return value


def _check_hex_counts(b: Board, source: str) -> None:
    """The start area's entry hexes, the cliff edge and the pellet hexes come in fixed numbers."""
    if len(b.entry_hexes) != N_ENTRY:
        raise BoardError(source, "entry", tr("the start area touches exactly {need} hexes, not {n}",
                                             need=N_ENTRY, n=len(b.entry_hexes)))
    if len(b.cliff_edge) != N_CLIFF:
        raise BoardError(source, "cliff_edge", tr("there are exactly {need} cliff-edge hexes, not {n}",
                                                  need=N_CLIFF, n=len(b.cliff_edge)))
    if len(b.pellet_hexes) != N_PELLETS:
        raise BoardError(source, "pellets", tr("there are exactly {need} pellet hexes, not {n}",
                                               need=N_PELLETS, n=len(b.pellet_hexes)))


def _check_counts(b: Board, source: str) -> None:
    # Runs once per board file (the default board is cached), so the reasons are built eagerly.
    def need(ok: bool, field: str, reason: str) -> None:
        if not ok:
            raise BoardError(source, field, reason)

    _check_hex_counts(b, source)
    need(all(b.row(h) == b.first_row for h in b.entry_hexes), "entry", tr("entry hexes must all lie in the first column"))
    need(all(b.row(h) == b.last_row for h in b.cliff_edge), "cliff_edge", tr("cliff-edge hexes must all lie in the last column"))
    red, blue = set(b._zone_letter["red"]), set(b._zone_letter["blue"])
    bones = red & blue
    need(len(bones) == N_LINE_OF_BONES, "circles",
         tr("the Line of Bones (hexes in both circles) must hold exactly {need} hexes, not {n}",
            need=N_LINE_OF_BONES, n=len(bones)))
    for eagle, circle in (("red", red), ("blue", blue)):
        n, want = len(set(b.brush) & circle), BRUSH_IN_CIRCLE[eagle]
        need(n == want, "brush", tr("the red circle must hold {need} brush hexes, not {n}", need=want, n=n)
             if eagle == "red" else tr("the blue circle must hold {need} brush hexes, not {n}", need=want, n=n))
    stray = sorted(set(b.brush) - red - blue)
    need(not stray, "brush", tr("brush hexes lie only inside the hunting circles; outside: {hexes}", hexes=", ".join(stray)))
    pellets = set(b.pellet_hexes)
    need(bool(pellets & bones), "pellets", tr("some pellet hexes must lie on the Line of Bones"))
    need(bool(pellets & (red - blue)) and bool(pellets & (blue - red)), "pellets",
         tr("each hunting circle must hold pellet hexes"))
    need(b.first_red_row == FIRST_RED_ROW, "circles.red",
         tr("the red circle must begin in column {need} (two columns of protection zone before it), not column {row}",
            need=FIRST_RED_ROW, row=b.first_red_row))
    mean = {e: sum(b.row(h) for h in c) / len(c) for e, c in (("red", red), ("blue", blue))}
    need(mean["red"] < mean["blue"], "circles", tr("the red circle must lie nearer the start area than the blue one"))
    need(bool(set(b.cliff_edge) & set(b._zones[("blue", "A")])), "circles.blue.A",
         tr("blue zone A must hold cliff-edge hexes"))
    middle = [h for h in b.hexes if h not in red and h not in blue and b.first_red_row < b.row(h) < b.last_row]
    need(bool(middle), "circles",
         tr("at least one hex between the start and the cliff must lie outside both circles (a sanctuary)"))


class _Distances(dict):
    """``dist[a][b]``: steps between two hexes, one breadth-first search per source, on demand."""

    def __init__(self, hexes: tuple[str, ...], nbrs: Mapping[str, tuple[str, ...]]) -> None:
        super().__init__()
        self._nbrs = nbrs
        self.rank = {h: i for i, h in enumerate(hexes)}  # board order, for stable rings

    def __missing__(self, src: str) -> dict[str, int]:
        if src not in self.rank:
            raise KeyError(src)
        dist = self[src] = distances_from([src], self._nbrs)
        return dist


class _Rings(dict):
    """``rings[h]``: the other hexes grouped by distance from ``h`` (nearest first), on demand."""

    def __init__(self, dist: _Distances) -> None:
        super().__init__()
        self._dist = dist

    def __missing__(self, h: str) -> tuple[tuple[str, ...], ...]:
        groups: dict[int, list[str]] = {}
        for x, d in self._dist[h].items():
            if d:
                groups.setdefault(d, []).append(x)
        rank = self._dist.rank
        rings = tuple(tuple(sorted(groups[d], key=rank.__getitem__)) for d in sorted(groups))
        self[h] = rings
        return rings


@lru_cache(maxsize=1)
def _default_board() -> Board:
    ref = resources.files("lemmings") / "data" / "default_board.json"
    return Board.from_json(ref.read_text(encoding="utf-8"), source="lemmings/data/default_board.json")
