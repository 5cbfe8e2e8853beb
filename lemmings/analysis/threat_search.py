"""The search behind :func:`lemmings.analysis.threats.threatened`: one eagles phase from a fixed
position, over every choice of the Eagle Player. How it stays exact and fast is explained in
:mod:`lemmings.analysis.threats`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import NamedTuple

from ..eagles import eagle_destinations, feast_candidates, lemmings_in_zone, scatter_destinations
from ..movement import full_mask
from ..options import CLIFF
from ..state import HOVER, State
from ..variants import TWO_PLAYER

EATEN, SCATTERED = "eaten", "scattered"
Fate = tuple[str, str]  # (EATEN or SCATTERED, eagle)
Spot = tuple[str, str, bool]  # (eagle, zone, hunting after the flight)


def _scratch(s: State) -> State:
    """A private, partial copy of ``s`` holding only what eagles and lemming places need.

    The engine's eagle functions run on it unchanged; anything else they might touch is
    missing, so a wrong use fails loudly instead of silently reading stale data.
    """
    t = State.__new__(State)
    t.cfg = s.cfg
    t.eagles = dict(s.eagles)
    t.stacks = dict(s.stacks)
    t.loc = dict(s.loc)
    t.dives = dict(s.dives)
    t.log = []
    t.full_cache = t.occupied_cache = t.zoc_cache = None  # the memos of full and occupied hexes, made on first use
    return t


class _First(NamedTuple):
    candidates: tuple[str, ...]  # whom the eagle may eat
    in_zone: tuple[str, ...]  # every lemming in its zone after the flight
    dests: dict[str, tuple[str, ...]]  # where each of them may be scattered (before any other lands)
    fates: dict[str, frozenset[Fate]]


class Phase:
    """One eagles phase from a fixed position; caches every partial answer."""

    def __init__(self, s: State, *, exhaustive: bool = False) -> None:
        self.s = s
        self.exhaustive = exhaustive  # always search (the tests compare both ways)
        self.cfg = s.cfg
        self.board = s.cfg.board
        self.scr = _scratch(s)
        self.home: dict[str, tuple[str, bool]] = dict(s.eagles)
        self.two_player = TWO_PLAYER in s.cfg.variants
        self.orders = (("blue", "red"),) if self.two_player else (("red", "blue"), ("blue", "red"))
        board = self.board
        self.protect = board.mask(h for h in board.hexes if board.in_protection_zone(h)) if self.two_player else 0
        self.open = ((1 << len(board.hexes)) - 1) & ~full_mask(s) & ~self.protect
        self.flights: dict[tuple[str, int], tuple[Spot, ...]] = {}
        self._first: dict[Spot, _First] = {}
        self._second: dict[tuple[Spot, Spot], dict[str, frozenset[Fate]]] = {}
        self._combo: dict[tuple[Spot, Spot], dict[str, frozenset[Fate]]] = {}
        self._roomy: dict[tuple[Spot, Spot], bool] = {}
        self._reaches: dict[Spot, dict[str, frozenset[str]]] = {}

    # ------------------------------------------------------------------ flights
    def spots(self, eagle: str, face: int) -> tuple[Spot, ...]:
        """Where the eagle can be after flying ``face``: (eagle, zone, hunting) per choice."""
        key = (eagle, face)
        if key not in self.flights:
            zone, hunting = self.home[eagle]
            ends = dict.fromkeys(eagle_destinations(self.board, eagle, zone, face, feasting=not hunting).values())
            after = hunting if face == HOVER else True
            self.flights[key] = tuple((eagle, z, after) for z in ends)
        return self.flights[key]

    def roll(self, dice: dict[str, int]) -> dict[str, set[Fate]]:
        """Every fate the Eagle Player can give each lemming on this roll."""
        out: dict[str, set[Fate]] = {}
        for x, y in self.orders:
            for first in self.spots(x, dice[x]):
                for second in self.spots(y, dice[y]):
                    for lem, fates in self.combo(first, second).items():
                        out.setdefault(lem, set()).update(fates)
        return out

    def combo(self, first: Spot, second: Spot) -> dict[str, frozenset[Fate]]:
        key = (first, second)
        if key not in self._combo:
            merged: dict[str, frozenset[Fate]] = dict(self.first(first).fates)
            for lem, fates in self.second(first, second).items():
                merged[lem] = merged.get(lem, frozenset()) | fates
            self._combo[key] = merged
        return self._combo[key]

    # --------------------------------------------------------------- the scratch
    def place(self, *spots: Spot) -> None:
        """Put the scratch eagles at ``spots`` (the others at home)."""
        self.scr.eagles = dict(self.home)
        for eagle, zone, hunting in spots:
            self.scr.eagles[eagle] = (zone, hunting)
        self.scr.zoc_cache = None

    def zone_mask(self, *spots: Spot) -> int:
        m = 0
        for eagle, zone, _ in spots:
            m |= self.board.zone_mask[(eagle, zone)]
        return m

    def roomy(self, first: Spot, second: Spot) -> bool:
        """True when every scatter of this pair of flights is sure to find a free hex.

        At most every lemming of the first zone is scattered twice (once by each eagle) and every
        other lemming of the second zone once, and each landing fills at most one hex. So if at
        least that many hexes are below their limit outside the three zones involved (the first
        eagle's, and the second eagle's before and after its flight) and, with two players,
        outside the protection rows, no scatter can run out of room.
        """
        key = (first, second)
        if key not in self._roomy:
            hexes_x = self.board.zone(first[0], first[1])
            both = set(hexes_x) | set(self.board.zone(second[0], second[1]))
            landings = sum(self.s.count(h) for h in hexes_x) + sum(self.s.count(h) for h in both)
            waiting = (second[0], self.home[second[0]][0], False)  # the second eagle's zone meanwhile
            self._roomy[key] = (self.open & ~self.zone_mask(first, second, waiting)).bit_count() >= landings
        return self._roomy[key]

    # ------------------------------------------------------------------ first eagle
    def first(self, spot: Spot) -> _First:
        """What the eagle resolved first does on the untouched position."""
        if spot not in self._first:
            eagle = spot[0]
            self.place(spot)
            cands = tuple(feast_candidates(self.scr, eagle))
            in_zone = tuple(lemmings_in_zone(self.scr, eagle))
            dests = {lem: tuple(scatter_destinations(self.scr, lem)) for lem in in_zone}
            fates: dict[str, set[Fate]] = {lem: set() for lem in in_zone}
            for lem in cands:
                fates[lem].add((EATEN, eagle))
            for lem in in_zone:
                if dests[lem] and cands != (lem,):
                    fates[lem].add((SCATTERED, eagle))
            self._first[spot] = _First(cands, in_zone, dests, {k: frozenset(v) for k, v in fates.items() if v})
        return self._first[spot]

    # ----------------------------------------------------------------- second eagle
    def second(self, first: Spot, second: Spot) -> dict[str, frozenset[Fate]]:
        """What the eagle resolved second can do, over every way the first one can play out."""
        key = (first, second)
        if key not in self._second:
            self._second[key] = self._second_fates(first, second)
        return self._second[key]

    def _second_fates(self, first: Spot, second: Spot) -> dict[str, frozenset[Fate]]:
        f = self.first(first)
        zone_x = self.board.zone(first[0], first[1])
        rest = [h for h in self.board.zone(second[0], second[1]) if h not in zone_x]
        rest_set = set(rest)
        if self.exhaustive or not self.roomy(first, second) or any(not d for d in f.dests.values()):
            return self._search(first, second)
        if not f.in_zone:
            return self._meet(first, second, exclude=())
        reach = self._reach(first)
        if not any(reach[lem] & rest_set for lem in f.in_zone):
            return self._meet(first, second, exclude=f.in_zone)
        matched = self._matched(first, second, f, rest)
        return self._search(first, second) if matched is None else matched

    def _meet(self, first: Spot, second: Spot, exclude: Iterable[str]) -> dict[str, frozenset[Fate]]:
        """The second eagle's fates when nothing the first one scatters can land in its zone;
        ``exclude`` are the lemmings the first eagle takes out of the way (eats or scatters).
        Only called when :meth:`roomy` holds, so every scattered lemming finds a hex."""
        eagle = second[0]
        gone = set(exclude)
        self.place(first, second)
        cands = tuple(x for x in feast_candidates(self.scr, eagle) if x not in gone)
        in_zone = [x for x in lemmings_in_zone(self.scr, eagle) if x not in gone]
        out: dict[str, frozenset[Fate]] = {}
        for lem in in_zone:
            fates = set()
            if lem in cands:
                fates.add((EATEN, eagle))
            if cands != (lem,):
                fates.add((SCATTERED, eagle))
            if fates:
                out[lem] = frozenset(fates)
        return out

    def _matched(self, first: Spot, second: Spot, f: _First, rest: list[str]) -> dict[str, frozenset[Fate]] | None:
        """The second eagle's fates when every lemming the first eagle scatters is sure to land
        among the hexes it could pick right now (:func:`_share_out`); ``None`` when not sure."""
        out = _share_out(self.s, f.in_zone, f.dests, rest, second, f.candidates, self._reach(first), self.protect)
        return None if out is None else {k: frozenset(v) for k, v in out.items() if v}

    # ------------------------------------------------------------------ exhaustive
    def _search(self, first: Spot, second: Spot) -> dict[str, frozenset[Fate]]:
        """Every way the first eagle can eat and scatter, played out on the scratch state with
        the engine's own primitives; the second eagle's fates are read off each end position.

        Lemmings scattered from the same hex by the same clan are interchangeable (the Eagle
        Player may scatter any lemming of the zone at any time, and where it may land depends
        only on its hex and, with two players, its clan), so the search follows how many of each
        kind are left rather than which ones, and what one of them can suffer, each of them can.
        """
        try:
            return self._walk(first, second, by_kind=True)
        except _Stuck:  # someone cannot be scattered: who stays behind matters, so track each one
            return self._walk(first, second, by_kind=False)

    def _walk(self, first: Spot, second: Spot, by_kind: bool) -> dict[str, frozenset[Fate]]:
        f = self.first(first)
        scr, board = self.scr, self.board
        rest = set(board.zone(second[0], second[1])) - set(board.zone(first[0], first[1]))
        eagle_y = second[0]
        out: dict[str, set[Fate]] = {}
        seen: set = set()
        owner = self.cfg.owner

        def kind_of(lem: str) -> tuple[str, int] | tuple[str]:
            if not by_kind:
                return (lem,)
            return (scr.loc[lem], owner[lem] if self.two_player else -1)  # clans only matter for protection

        def walk(left: dict, landed: dict[str, list], members: dict) -> None:
            # Positions that differ only in hexes that can never fill up (and lie outside the
            # second zone) have the same future: such hexes are left out of the key.
            key = (tuple(sorted((k, len(v)) for k, v in left.items() if v)),
                   tuple(sorted((h, tuple(ks) if h in rest else tuple(sorted(ks)))
                                for h, ks in landed.items() if h in tracked)))
            if key in seen:
                return
            seen.add(key)
            full = frozenset(h for h, ks in landed.items() if h in tracked and not scr.has_room(h))
            remaining = [x for v in left.values() for x in v]
            if remaining and shortcut:  # the rest may be a plain sharing-out of free places
                now = {x: dests(k, v[-1], full) for k, v in left.items() for x in v}
                shared = _share_out(scr, remaining, now, rest_list, second, (None,),
                                    _rings_reach(scr, remaining, zoc, self.protect), self.protect)
                if shared is not None:
                    for lem, fates in shared.items():
                        k = kinds.get(lem)
                        for x in members[k][1] if k is not None else (lem,):
                            out.setdefault(x, set()).update(fates)
                    return
            moves = [(k, v[-1], d) for k, v in left.items() if v for d in dests(k, v[-1], full)]
            if not moves:
                if by_kind and any(left.values()):
                    raise _Stuck
                leaf(members, (key[1], full, key[0]))
                return
            for k, lem, d in moves:
                origin = scr.loc[lem]
                index = scr.stacks[origin].index(lem)
                left[k].pop()
                scr.lift(lem)
                if d == CLIFF:
                    scr.put_in_dive(lem, 1)
                else:
                    scr.put_on_top(lem, d)
                    landed.setdefault(d, []).append(k)
                walk(left, landed, members)
                if d != CLIFF:
                    landed[d].pop()
                    if not landed[d]:
                        del landed[d]
                scr.lift(lem)
                scr.put_at(lem, origin, index)
                left[k].append(lem)

        known: dict[tuple, tuple[str, ...]] = {}

        def dests(kind: tuple, lem: str, full: frozenset[str]) -> tuple[str, ...]:
            """Where ``lem`` may land now. Without two-player protection this depends only on its
            kind and on which tracked hexes are full (every other hex keeps room)."""
            if self.two_player:
                return tuple(scatter_destinations(scr, lem))
            if (kind, full) not in known:
                known[(kind, full)] = tuple(scatter_destinations(scr, lem))
            return known[(kind, full)]

        ends: set = set()

        def leaf(members: dict, end: tuple) -> None:
            if end in ends:  # the same second-zone contents and full hexes: the same fates
                return
            ends.add(end)
            self.place(first, second)
            cands = tuple(feast_candidates(scr, eagle_y))
            for lem in lemmings_in_zone(scr, eagle_y):
                fates = set()
                if lem in cands:
                    fates.add((EATEN, eagle_y))
                if cands != (lem,) and scatter_destinations(scr, lem):
                    fates.add((SCATTERED, eagle_y))
                k = kinds.get(lem)
                for x in members[k][1] if k is not None else (lem,):  # what one of a kind suffers, all can
                    out.setdefault(x, set()).update(fates)
            self.place(first)

        self.place(first)
        tracked = rest | self._fillable(first)
        rest_list = sorted(rest)
        zoc = self._scatter_zoc(first)
        shortcut = self.roomy(first, second) and not self.exhaustive
        kinds: dict[str, tuple] = {}
        for eaten in (f.candidates or (None,)):
            if eaten is not None:
                h = scr.loc[eaten]
                index = scr.stacks[h].index(eaten)
                scr.lift(eaten)
                scr.put_in_chow(eaten)
            movers = [x for x in f.in_zone if x != eaten]
            kinds = {x: kind_of(x) for x in movers}
            left: dict[tuple, list[str]] = {}
            for x in movers:
                left.setdefault(kinds[x], []).append(x)
            members = {k: (owner[v[0]], tuple(v)) for k, v in left.items()}
            walk(left, {}, members)
            if eaten is not None:
                scr.put_at(eaten, h, index)
        return {k: frozenset(v) for k, v in out.items() if v}


    def _reach(self, first: Spot) -> dict[str, frozenset[str]]:
        """For each lemming of the first eagle's zone, every hex it could possibly be scattered to
        (see :func:`_rings_reach`)."""
        if first not in self._reaches:
            self._reaches[first] = _rings_reach(self.s, self.first(first).in_zone, self._scatter_zoc(first), self.protect)
        return self._reaches[first]

    def _scatter_zoc(self, first: Spot) -> set[str]:
        """The hexes the first eagle's scattered lemmings may not land on: both eagles' zones then."""
        return set(self.board.zone(first[0], first[1])) | set(self.board.zone(*self._home_zone(first)))

    def _fillable(self, first: Spot) -> set[str]:
        """Hexes that might fill up (or, with two players, turn forbidden) while the first eagle
        scatters; every other hex keeps room whatever the Eagle Player does."""
        s = self.s
        arrivals: Counter[str] = Counter(h for hexes in self._reach(first).values() for h in hexes)
        return {h for h, n in arrivals.items() if s.count(h) + n >= s.limit(h) or self.protect & self.board.bit[h]}

    def _home_zone(self, first: Spot) -> tuple[str, str]:
        """The other eagle and the zone it waits in while ``first`` resolves."""
        other = "blue" if first[0] == "red" else "red"
        return other, self.home[other][0]


def _rings_reach(s: State, movers: Iterable[str], zoc: set[str], protect: int) -> dict[str, frozenset[str]]:
    """Every hex each of ``movers`` could possibly be scattered to from position ``s``.

    A scattered lemming lands in the nearest ring of hexes (counted from its own hex) that still
    has room, and is pushed to a farther ring only once every nearer hex is full. That takes more
    free places than the other scattered lemmings can occupy, so each one reaches only the rings
    up to the first where the free places add up to their number. Protected hexes (two-player
    rows 1-2) may turn forbidden, so their places are not counted.
    """
    movers = list(movers)
    board = s.cfg.board
    out = {}
    for lem in movers:
        free, seen = 0, []
        for ring in board.rings[s.loc[lem]]:
            usable = [h for h in ring if h not in zoc]
            seen += usable
            free += sum(max(0, s.limit(h) - s.count(h)) for h in usable if not protect & board.bit[h])
            if free >= len(movers):
                break
        out[lem] = frozenset(seen)
    return out


def _share_out(s: State, movers: Iterable[str], dests: dict[str, tuple[str, ...]], rest: Iterable[str], second: Spot,
               candidates: tuple[str | None, ...], reach: dict[str, frozenset[str]],
               protect: int) -> dict[str, set[Fate]] | None:
    """The second eagle's fates when ``movers`` (in the first eagle's zone of position ``s``,
    where ``dests`` are the hexes each may land on now) will all land among those hexes.

    A lemming whose current choice of hexes has more free places than there are other movers
    able to reach them (``reach``) can never be pushed farther out: whatever the others do, one
    of those hexes keeps room. When that holds for every mover, the possible end positions are
    exactly the ways of sharing those free places out (any lemming of a hex can be the last to
    arrive, so on top), and each question about the second zone (``rest``: its hexes outside
    the first zone) is whether some sharing-out with a few lemmings placed in advance still
    fits, a small flow problem (:func:`_fits`). ``candidates`` are the first eagle's possible
    victims (``(None,)`` when it eats nobody). Returns ``None`` when the condition fails.
    """
    board = s.cfg.board
    eagle, hunting = second[0], second[2]
    movers, rest = list(movers), list(rest)
    kinds: dict[tuple[frozenset[str], bool], list[str]] = {}
    for lem in movers:
        ring = frozenset(d for d in dests[lem] if d != CLIFF)
        rivals = sum(1 for other in movers if other != lem and reach[other] & ring)
        if sum(s.limit(h) - s.count(h) for h in ring) <= rivals or any(protect & board.bit[h] for h in ring):
            return None  # the others might fill every place it can reach now
        kinds.setdefault((ring, CLIFF in dests[lem]), []).append(lem)
    room = {h: s.limit(h) - s.count(h) for key in kinds for h in key[0]}
    clear = [h for h in rest if board.terrain(h) == "clear"]
    occupied_clear = [h for h in clear if h in s.stacks]
    stayers = [lem for h in rest for lem in s.stack(h)]
    out: dict[str, set[Fate]] = {}
    for eaten in (candidates or (None,)):
        counts = {k: sum(1 for x in v if x != eaten) for k, v in kinds.items()}

        def fits(placed: list[tuple[tuple, str]], shut: str | None = None, counts: dict = counts) -> bool:
            return _fits(counts, room, placed, shut)

        landings = [(k, h) for k in kinds if counts[k] for h in k[0] if h in clear]
        clear_landing = any(fits([p]) for p in landings)
        for lem in stayers:
            h = s.loc[lem]
            exposed = s.stack(h)[-1] == lem and h in clear
            fates = out.setdefault(lem, set())
            if hunting and exposed and fits([], shut=h):
                fates.add((EATEN, eagle))
            if not hunting or not exposed or len(occupied_clear) > 1 or clear_landing:
                fates.add((SCATTERED, eagle))
        for k, members in kinds.items():
            if not counts[k]:
                continue
            got: set[Fate] = set()
            for h in k[0]:
                if h not in rest or not fits([(k, h)]):
                    continue
                if h in clear and hunting:
                    got.add((EATEN, eagle))
                if (not hunting or h not in clear or any(g != h for g in occupied_clear)
                        or any(fits([(k, h), p]) for p in landings)):
                    got.add((SCATTERED, eagle))
            for lem in members:
                if lem != eaten and got:
                    out.setdefault(lem, set()).update(got)
    return out


def _fits(counts: dict[tuple[frozenset[str], bool], int], room: dict[str, int],
          placed: list[tuple[tuple[frozenset[str], bool], str]], shut: str | None) -> bool:
    """Can every scattered lemming find a free place, after the ``placed`` ones (kind, hex) and
    with hex ``shut`` kept empty? Kinds are (hexes they may land on, may go over the cliff).

    A bipartite flow: lemmings of each kind to the free places of their hexes. Lemmings that may
    go over the cliff never need a place, so only the others are routed.
    """
    left = dict(counts)
    cap = dict(room)
    if shut is not None:
        cap[shut] = 0
    for kind, h in placed:
        if left.get(kind, 0) <= 0 or cap.get(h, 0) <= 0:
            return False
        left[kind] -= 1
        cap[h] -= 1
    demand = [(kind, n) for kind, n in left.items() if n and not kind[1]]
    units = [kind for kind, n in demand for _ in range(n)]
    taken: dict[str, list[int]] = {h: [] for h in cap}

    def place(i: int, seen: set[str]) -> bool:  # augmenting paths (Kuhn's algorithm with capacities)
        for h in units[i][0]:
            if h in seen or cap[h] <= 0:
                continue
            seen.add(h)
            if len(taken[h]) < cap[h]:
                taken[h].append(i)
                return True
            for j in taken[h]:
                if place(j, seen):
                    taken[h].remove(j)
                    taken[h].append(i)
                    return True
        return False

    return all(place(i, set()) for i in range(len(units)))


class _Stuck(Exception):
    """A lemming of the first zone could not be scattered: the search must track identities."""


__all__ = ["Phase", "EATEN", "SCATTERED", "Fate", "Spot"]
