"""The race track of Le grand plongeon: a hex graph with terrain, loaded from a data file.

The geometry (doubled columns, the six directions, straight lines) is the shared
:mod:`gamecore.hexcore`; this module adds what the race needs:

* ``terrain`` of each printed hex: ``meadow`` or one of the five card terrains;
* ``entry``: the hexes a lemming may step into from the start line;
* ``finish``: the hexes next to the finish line, and ``over_line``: the off-board cells
  beyond it (a lemming stepped or pushed into one of them has finished);
* ``progress``: steps from the start line, computed; a push that would move a lemming to
  a smaller number is a push *backwards*, which the rules forbid.

File format (JSON, see ``docs/plongeon.md``)::

    {"name": "...",
     "hexes": [{"id": "0111", "row": 1, "col": 11, "terrain": "meadow"}, ...],
     "entry": ["0111", ...], "finish": ["0101", ...], "over_line": [[0, 0], [0, 2], ...]}
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

import networkx as nx

from gamecore.errors import BoardError
from gamecore.hexcore import (
    DIRECTIONS,
    Cell,
    DuplicateKey,
    add,
    distances_from,
    hex_list,
    neighbour_cells,
    no_duplicate_keys,
    parse_hexes,
)
from gamecore.i18n import Message, lazyc, tr
from gamecore.inputs import load_json, read_text

MEADOW = "meadow"
#: The five card terrains, in the order of the columns of cards.
TERRAINS = ("forest", "desert", "mountain", "water", "swamp")
TERRAIN_LETTER = {"forest": "F", "desert": "D", "mountain": "M", "water": "W", "swamp": "S"}
#: Each terrain's name in words, translated when shown (the code and the card letters stay English).
TERRAIN_NAMES: dict[str, Message] = {
    "meadow": lazyc("terrain", "meadow"), "forest": lazyc("terrain", "forest"), "desert": lazyc("terrain", "desert"),
    "mountain": lazyc("terrain", "mountain"), "water": lazyc("terrain", "water"), "swamp": lazyc("terrain", "swamp")}
START, FINISH = "start", "finish"
#: Progress of a lemming over the finish line (ahead of every hex).
FINISHED_PROGRESS = 10_000


class Track:
    """An immutable track: hexes, terrain, start, finish line and the geometry of pushes.

    Build one with :meth:`default`, :meth:`load` or :meth:`from_json`; every fact the rules
    rely on is checked and a bad file raises :class:`~gamecore.errors.BoardError`.
    """

    def __init__(self, data: Mapping[str, Any], source: str = "<dict>") -> None:
        if not isinstance(data, Mapping):
            raise BoardError(source, "(top level)", tr("must be a JSON object"))
        self.source = source
        self._data = data
        name = data.get("name", source)
        if not isinstance(name, str):
            raise BoardError(source, "name", tr("must be a string"))
        self.name = name
        cells = parse_hexes(data, source)
        self.hexes: tuple[str, ...] = tuple(sorted(cells, key=lambda h: cells[h]))
        self._cell: dict[str, Cell] = dict(cells)
        self._at: dict[Cell, str] = {c: h for h, c in cells.items()}
        self._terrain = _parse_terrain(data, source)
        _check_offsets(cells, source)
        known = set(self.hexes)
        self.entry = hex_list(data, "entry", source, known)
        self.finish = hex_list(data, "finish", source, known)
        if not self.entry or not self.finish:
            raise BoardError(source, "entry" if not self.entry else "finish", tr("must name at least one hex"))
        self.over_line = _parse_over_line(data, source, self)
        self._nbrs = {h: tuple(self._at[c] for c in neighbour_cells(self._cell[h]) if c in self._at) for h in self.hexes}
        graph = nx.Graph()
        graph.add_nodes_from(self.hexes)
        graph.add_edges_from((h, n) for h in self.hexes for n in self._nbrs[h])
        if not nx.is_connected(graph):
            raise BoardError(source, "hexes", tr("the hexes do not form one connected track"))
        self.graph = graph
        dist = distances_from(self.entry, self._nbrs)
        self._progress = {h: dist[h] + 1 for h in self.hexes}  # entry hexes are 1 step from the line
        self._to_finish = distances_from(self.finish, self._nbrs)
        self._start_axes = {e: self._entry_axes(e) for e in self.entry}
        for h in self.hexes:
            graph.nodes[h].update(row=cells[h][0], col=cells[h][1], terrain=self._terrain[h],
                                  progress=self._progress[h])

    # ----------------------------------------------------------- loading
    @classmethod
    def default(cls) -> Track:
        """The kit's own U-shaped track (``plongeon/data/track.json``), loaded once."""
        return _default_track()

    @classmethod
    def load(cls, path: str | Path) -> Track:
        """Load and check a track file (a ``str`` or ``Path`` names it; read through the kit's
        input layer: size-capped, BOM accepted, every failure a :class:`BoardError`)."""
        text, source = read_text(path, BoardError)
        return cls.from_json(text, source=source)

    @classmethod
    def from_json(cls, text: str, source: str = "<text>") -> Track:
        """Parse track JSON text (format in the module docstring), with the kit's size and nesting caps."""
        try:
            data = load_json(text, source, BoardError, object_pairs_hook=no_duplicate_keys)
        except DuplicateKey as exc:
            raise BoardError(source, str(exc)[:80], tr("the key appears twice")) from None
        if not isinstance(data, dict):
            raise BoardError(source, "(top level)", tr("must be a JSON object"))
        return cls(data, source)

    def to_dict(self) -> dict[str, Any]:
        """The JSON-ready mapping the track was built from."""
        return json.loads(json.dumps(self._data))

    # ----------------------------------------------------------- queries
    def __repr__(self) -> str:
        return f"<Track {self.name!r}: {len(self.hexes)} hexes>"

    def __contains__(self, h: object) -> bool:
        return isinstance(h, str) and h in self._cell

    def check_hex(self, h: str) -> str:
        """``h`` if it is a hex of this track, else ``ValueError`` naming it."""
        if h not in self:
            raise ValueError(tr("{hex} is not a hex of this track (ids look like '0111': row 01, column 11)",
                                hex=f"{h!r:.40}"))
        return h

    def cell(self, h: str) -> Cell:
        """``(row, doubled column)`` of hex ``h``."""
        return self._cell[h]

    def at(self, cell: Cell) -> str | None:
        """The hex at ``cell``, or ``None`` off the track."""
        return self._at.get(cell)

    def printed_terrain(self, h: str) -> str:
        """The terrain printed on ``h`` (a bonus tile may cover it: see the game state)."""
        return self._terrain[h]

    def neighbors(self, h: str) -> tuple[str, ...]:
        """Adjacent hexes of ``h``; from ``"start"``, the entry hexes."""
        if h == START:
            return self.entry
        return self._nbrs[h]

    def progress(self, h: str) -> int:
        """Steps from the start line (1 for an entry hex; 0 at the start; more than any hex once over the line)."""
        if h == START:
            return 0
        if h == FINISH:
            return FINISHED_PROGRESS
        return self._progress[h]

    def to_finish(self, h: str) -> int:
        """Steps from ``h`` to the nearest finish hex (0 on one); the start counts from the entry."""
        if h == START:
            return 1 + min(self._to_finish[e] for e in self.entry)
        return self._to_finish[h]

    def start_axes(self, entry: str) -> tuple[Cell, ...]:
        """The axes a lemming can come in by from the start line onto ``entry`` (in
        :data:`~gamecore.hexcore.DIRECTIONS` order): a direction whose cell behind the entry hex
        is off the board and whose cell ahead is a hex further from the line. A push from the
        start goes along one of them (sideways along the line is not coming in)."""
        return self._start_axes[entry]

    def _entry_axes(self, e: str) -> tuple[Cell, ...]:
        c = self._cell[e]
        return tuple(d for d in DIRECTIONS if add(c, d, -1) not in self._at
                     and (ahead := self._at.get(add(c, d))) is not None and self._progress[ahead] > self._progress[e])

    def beyond(self, h: str, d: Cell) -> str | None:
        """What lies one step from hex ``h`` along direction ``d``: a hex, :data:`FINISH` (over
        the finish line) or ``None`` (off the board)."""
        c = add(self._cell[h], d)
        if c in self._at:
            return self._at[c]
        if c in self.over_line and h in self.finish:
            return FINISH
        return None

    def crosses_line(self, h: str) -> bool:
        """True when a lemming on ``h`` can step over the finish line."""
        return h in self.finish and any(self.beyond(h, d) == FINISH for d in DIRECTIONS)


# ------------------------------------------------------------------ helpers
def _parse_terrain(data: Mapping[str, Any], source: str) -> dict[str, str]:
    out = {}
    for item in data["hexes"]:
        t = item.get("terrain", MEADOW)
        if t not in (MEADOW, *TERRAINS):
            raise BoardError(source, f"hexes.{item['id']}.terrain",
                             tr("must be one of {terrains}, not {value}", terrains=", ".join((MEADOW, *TERRAINS)),
                                value=repr(t)))
        out[item["id"]] = t
    return out


def _check_offsets(cells: Mapping[str, Cell], source: str) -> None:
    parity: dict[int, int] = {}
    for h, (r, c) in cells.items():
        if parity.setdefault(r, c % 2) != c % 2:
            raise BoardError(source, f"hexes.{h}.col", tr("row {row} mixes odd and even columns", row=r))
    for r, p in parity.items():
        if r + 1 in parity and parity[r + 1] == p:
            raise BoardError(source, "hexes", tr("rows {row} and {next} must be offset by half a hex (columns of opposite "
                                                 "parity)", row=r, next=r + 1))


def _parse_over_line(data: Mapping[str, Any], source: str, track: Track) -> frozenset[Cell]:
    raw = data.get("over_line")
    if not isinstance(raw, list) or not raw:
        raise BoardError(source, "over_line", tr("must be a non-empty list of [row, col] cells beyond the finish line"))
    out = set()
    finish_cells = {track.cell(h) for h in track.finish}
    for i, item in enumerate(raw):
        field = f"over_line[{i}]"
        if (not isinstance(item, list) or len(item) != 2
                or not all(isinstance(v, int) and not isinstance(v, bool) for v in item)):
            raise BoardError(source, field, tr("must be a [row, col] pair of whole numbers"))
        cell = (item[0], item[1])
        if cell in track._at:
            raise BoardError(source, field, tr("is hex {hex}: cells beyond the line lie off the track", hex=track._at[cell]))
        if not any(n in finish_cells for n in neighbour_cells(cell)):
            raise BoardError(source, field, tr("must touch a finish hex"))
        out.add(cell)
    return frozenset(out)


@lru_cache(maxsize=1)
def _default_track() -> Track:
    ref = resources.files("plongeon") / "data" / "track.json"
    return Track.from_json(ref.read_text(encoding="utf-8"), source="plongeon/data/track.json")


__all__ = ["Track", "MEADOW", "TERRAINS", "TERRAIN_LETTER", "START", "FINISH"]
