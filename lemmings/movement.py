"""Lemming movement: paths, regular moves, cliff dives, clawing, and why a move is illegal.

A *regular move* spends the movement card's whole value: 1 point to enter a clear hex, 2
for brush, forward only plus at most one sideways step, never into or through a hex that
is full or in an eagle's zone of control. A lemming that stops on the cliff edge with
points left dives, scoring the points left.

The paths themselves depend only on the board: :mod:`lemmings.paths` enumerates and
remembers them, each with the bit mask of the hexes it enters, so checking a path against
the current position is one ``&`` with the mask of blocked hexes.
"""

from __future__ import annotations

from gamecore.i18n import Message, lazy, tr, trn

from .board import START, Board
from .cards import MAX_CARD, card_name
from .options import Claw, Move
from .paths import MOVES, Outcome, PathList, open_outcomes, origins, path_table
from .readings import SPANISH_ITALIAN
from .state import State, eagle_colour
from .variants import TWO_PLAYER


# --------------------------------------------------------------------- position
def full_mask(state: State) -> int:
    """Hexes at their stacking limit: no lemming may enter or pass through them."""
    m = getattr(state, "full_cache", None)  # absent on the partial views that analysis builds
    if m is None:
        limits, bit, m = state.cfg.limits, state.cfg.board.bit, 0
        for h, s in state.stacks.items():
            if len(s) >= limits[h]:
                m |= bit[h]
        if hasattr(state, "full_cache"):
            state.full_cache = m
    return m


def protection_forbids(state: State, lemming: str, h: str) -> str | None:
    """Two-player variant: the reason a lemming may not end on ``h``, or ``None``.

    Before the red circle (rows 1-2) no lemming may cover an opposing lemming.
    """
    if TWO_PLAYER not in state.cfg.variants or h == START or not state.cfg.board.in_protection_zone(h):
        return None
    me = state.owner(lemming)
    for other in state.stack(h):
        if state.owner(other) != me:
            return tr("{hex} is in the protection zone (the hex columns left of the red circle): a lemming may not "
                      "cover an opposing lemming there ({lemming}) in the two-player variant",
                      hex=h, lemming=state.label(other))
    return None


def can_land(state: State, lemming: str, h: str) -> bool:
    """True when ``lemming`` may be placed on top of ``h``: room under the stacking limit and
    no protection-zone conflict. Zones of control are checked separately."""
    return len(state.stacks.get(h, ())) < state.cfg.limits[h] and (  # State.has_room, inlined: asked a lot
        TWO_PLAYER not in state.cfg.variants or protection_forbids(state, lemming, h) is None)


def card_value(state: State, player: int) -> int:
    """The movement card as it counts for ``player`` now, after Caution, favours and It's a 5."""
    value = state.card or 0
    if state.caution:
        order = state.order
        mine = order.index(player) if player in order else len(order)
        value -= 2 * sum(1 for c in state.caution if c in order and order.index(c) < mine)
        value = max(0, value)
    if state.plus_one[player]:
        value = min(MAX_CARD, value + 1)
    if state.its_a_5[player]:
        value = MAX_CARD
    return value


def move_points(state: State, player: int, origin: str) -> int:
    """Points for a regular move from ``origin``: Quick Start doubles them from the start area."""
    return doubled(state, player, origin, card_value(state, player))


def doubled(state: State, player: int, origin: str, value: int) -> int:
    """``value`` as Quick Start leaves it for a move from ``origin``: double from the start area."""
    return value * 2 if origin == START and state.quick_start[player] else value


def movable(state: State, player: int) -> list[tuple[str, str]]:
    """``(lemming, origin)`` for each lemming that may make a regular move: the player's active
    lemmings on the board, and the first of its starting lemmings (they are interchangeable,
    so they leave the start area in id order)."""
    loc, stacks = state.loc, state.stacks
    out = []
    first = None
    for lem in state.cfg.lemmings_of[player]:  # one pass (this runs for every turn of every playout)
        h = loc[lem]
        stack = stacks.get(h)
        if stack is not None:
            if stack[-1] == lem:
                out.append((lem, h))
        elif first is None and h == START:
            first = lem
    if first is not None:
        out.append((first, START))
    return out


def regular_moves(state: State, player: int) -> list[Move]:
    """Every legal regular move of ``player`` now (empty when none is possible)."""
    value = card_value(state, player)
    if value <= 0:
        return []
    cfg, blocked, out = state.cfg, state.zoc_mask() | full_mask(state), []
    board = cfg.board
    if TWO_PLAYER in cfg.variants:
        for lem, origin in movable(state, player):
            out.extend(MOVES[(lem, *o)] for o in open_outcomes(board, origin, doubled(state, player, origin, value),
                                                                blocked) if not protection_forbids(state, lem, o[0]))
        return out
    # The hot path of every playout: movable() inlined (a plain loop: map() tricks cost more machine
    # instructions), and each lemming's moves picked from its origin's tables (see paths.Origin).
    tables, loc, stacks = origins(board), state.loc, state.stacks
    table, moves_of = tables[value], tables.moves_of
    first = None
    for lem in cfg.lemmings_of[player]:
        h = loc[lem]
        stack = stacks.get(h)
        if stack is not None:
            if stack[-1] == lem:
                o = table[h]
                ids = o.open.get(blocked & o.area)
                out.extend(map(moves_of[lem].__getitem__, o.open_ids(blocked) if ids is None else ids))
        elif first is None and h == START:
            first = lem
    if first is not None:  # then the first starting lemming in id order
        o = tables[doubled(state, player, START, value)][START]
        ids = o.open.get(blocked & o.area)
        out.extend(map(moves_of[first].__getitem__, o.open_ids(blocked) if ids is None else ids))
    return out


def claw_options(state: State, player: int) -> list[Claw]:
    """Covered lemmings of ``player`` that could claw to the top of their stacks."""
    return [Claw(lem) for lem in state.on_board(player) if state.stacks[state.loc[lem]][-1] != lem]


def valid_paths(state: State, lemming: str, end: str, left: int, *, points: int, sideways: bool = True,
                through_zoc: bool = False) -> list[tuple[str, ...]]:
    """The valid paths (hexes entered) for ``lemming`` to stop at ``end`` with ``left`` points."""
    board = state.cfg.board
    blocked = full_mask(state) | (0 if through_zoc else state.zoc_mask())
    origin = state.loc[lemming]
    table = path_table(board, origin, points, sideways)
    return [p for m, p in table.get((end, left), ()) if not m & blocked]


def apply_regular_move(state: State, player: int, move: Move) -> None:
    """Carry out a legal regular move: claim a pellet, step along a path, maybe dive."""
    lem, end, dive = move
    origin = state.loc[lem]
    paths = path_table(state.cfg.board, origin, move_points(state, player, origin)).get((end, dive), ())
    if len(paths) == 1:  # the move is legal, so its only path is open: no need to look at the position
        path = paths[0][1]
    else:
        blocked = full_mask(state) | state.zoc_mask()
        path = next((p for m, p in paths if not m & blocked), ())
    route: Message | str = origin
    if path:
        route = lazy("start → {path}", path=" → ".join(path)) if origin == START else " → ".join((origin, *path))
    who = state.label(lem)
    if origin in state.board_pellets:
        kind = state.board_pellets.pop(origin)
        state.held[player][kind] += 1
        state.say("{lemming} leaves {hex} first and claims its face-down pellet.", lemming=who, hex=origin)
    state.lift(lem)
    if dive:
        state.put_in_dive(lem, dive)
        state.say("{lemming} runs {route} and dives over the cliff for {vp} VP.", lemming=who, route=route, vp=dive)
    else:
        state.put_on_top(lem, end)
        under = state.stack(end)[:-1]
        if under:
            state.say("{lemming} moves {route}, covering {covered}.", lemming=who, route=route,
                      covered=", ".join(state.label(x) for x in reversed(under)))
        else:
            state.say("{lemming} moves {route}.", lemming=who, route=route)


# ------------------------------------------------------------------ explanation
def explain_move(state: State, player: int, move: Move, *, points: int | None = None) -> str:
    """One sentence naming the rule that makes ``move`` illegal for ``player`` now.

    Returns ``""`` when the move is in fact legal.
    """
    cfg = state.cfg
    board = cfg.board
    lem, end, dive = move
    if lem not in cfg.owner:
        return tr("there is no lemming {lemming} (ids are a clan letter and a number, such as R3)", lemming=repr(lem))
    if cfg.owner[lem] != player:
        return tr("{lemming} is not yours: {clan} may only move {clan} lemmings", lemming=state.label(lem),
                  clan=state.name(player))
    status = state.status(lem)
    if status == "eaten":
        return tr("{lemming} is in the eagle-chow box", lemming=state.label(lem))
    if status == "scored":
        return tr("{lemming} is already over the cliff", lemming=state.label(lem))
    if status == "covered":
        h = state.loc[lem]
        return tr("{lemming} is covered in {hex}: covered lemmings never make a regular move "
                  "(clawing to the top is allowed only when none of your lemmings can move)", lemming=state.label(lem), hex=h)
    origin = state.loc[lem]
    if status == "starting":
        first = state.starting(player)[0]
        if lem != first:
            return tr("starting lemmings are interchangeable and leave the start area in id order: move {first} instead",
                      first=first)
    if end != START and end not in board:
        return tr("{hex} is not a hex of this board", hex=repr(end))
    pts = move_points(state, player, origin) if points is None else points
    if pts <= 0:
        return tr("the movement card is worth 0 points for you this turn ({card}), so no lemming can move",
                  card=card_name("Caution"))
    table = path_table(board, origin, pts)
    if (end, dive) not in table:
        return _geometry_reason(state, lem, origin, end, dive, pts, table)
    reason = protection_forbids(state, lem, end)
    if reason:
        return reason
    paths = table[(end, dive)]
    zoc = state.zoc_hexes()
    full = {h for h in state.stacks if not state.has_room(h)}
    if end in full:
        return _full_reason(state, end)
    if end in zoc:
        return _zoc_reason(state, end, "end in")
    for _, path in paths:
        if not any(h in zoc or h in full for h in path):
            return ""
    blockers = sorted({h for _, path in paths for h in path if h in zoc or h in full})
    full_hit = [h for h in blockers if h in full]
    if full_hit and all(any(h in full for h in p) for _, p in paths):
        return tr("every path there passes through a full hex: {reason}", reason=_full_reason(state, full_hit[0]))
    zoc_hit = [h for h in blockers if h in zoc]
    return tr("every path there crosses an eagle's zone of control: {reason}",
              reason=_zoc_reason(state, zoc_hit[0], "pass through"))


def _full_reason(state: State, h: str) -> str:
    limit, n = state.limit(h), state.cfg.n_players
    if state.cfg.board.terrain(h) != "brush":
        return trn("clear hex {hex} is full: {limit} lemming is the limit with {n} players (stacking limits)",
                   "clear hex {hex} is full: {limit} lemmings is the limit with {n} players (stacking limits)",
                   limit, hex=h, limit=limit, n=n)
    if state.cfg.reading == SPANISH_ITALIAN:  # name the reading, since it is what makes this brush hex full
        return trn("brush hex {hex} is full: {limit} lemming is the limit with {n} players (stacking limits, as "
                   "the Spanish and Italian rulebooks count brush)",
                   "brush hex {hex} is full: {limit} lemmings is the limit with {n} players (stacking limits, as "
                   "the Spanish and Italian rulebooks count brush)", limit, hex=h, limit=limit, n=n)
    return trn("brush hex {hex} is full: {limit} lemming is the limit with {n} players (stacking limits)",
               "brush hex {hex} is full: {limit} lemmings is the limit with {n} players (stacking limits)",
               limit, hex=h, limit=limit, n=n)


def _zoc_reason(state: State, h: str, verb: str) -> str:
    names = ""
    for e in state.eagles_over(h):
        zone, hunting = state.eagles[e]
        if hunting:
            one = tr("the {eagle} eagle's (zone {zone}, hunting)", eagle=eagle_colour(e), zone=zone)
        else:
            one = tr("the {eagle} eagle's (zone {zone}, feasting)", eagle=eagle_colour(e), zone=zone)
        names = tr("{first} and {second}", first=names, second=one) if names else one
    if verb == "end in":
        return tr("{hex} is in {eagles} zone of control, and a regular move may not end in it", hex=h, eagles=names)
    return tr("{hex} is in {eagles} zone of control, and a regular move may not pass through it", hex=h, eagles=names)


def _geometry_reason(state: State, lem: str, origin: str, end: str, dive: int, pts: int,
                     table: dict[Outcome, PathList]) -> str:
    board = state.cfg.board
    where = tr("the start area") if origin == START else origin
    if end == START or (end == origin and not dive):
        return tr("a regular move must leave its hex and may not step backward")
    if board.row(end) < board.row(origin):
        return tr("{end} is behind {where}: lemmings never step backward on a regular move", end=end, where=where)
    ends = {e for e, _ in table}
    if dive:
        if not board.is_cliff_edge(end):
            return tr("{end} is not a cliff-edge hex: only a lemming on the cliff edge can dive", end=end)
        lefts = sorted({left for e, left in table if e == end})
        if end in ends:
            got = ", ".join(tr("no points") if x == 0 else f"{x}" for x in lefts)
            return tr("a dive from {end} scores the points left on arrival ({got} with {points} points), not {dive}",
                      end=end, got=got, points=pts, dive=dive)
        return tr("{end} cannot be reached with {points} points (forward steps and at most one sideways step)",
                  end=end, points=pts)
    if board.is_cliff_edge(end) and end in ends:
        lefts = sorted({left for e, left in table if e == end and left}, reverse=True)
        choices = ""
        for x in lefts:  # the option notation 'dive N' is not translated
            choices = tr("{first} or {second}", first=choices, second=f"'dive {x}'") if choices else f"'dive {x}'"
        return tr("{end} is reached with points left ({lefts}): a lemming that stops on the cliff edge with points "
                  "left must dive (use {choices})", end=end, lefts=", ".join(map(str, lefts)), choices=choices)
    # Not reachable by spending exactly ``pts``: tell which part of the movement rule fails.
    costs = _costs_to(board, origin, end)
    if not costs:
        if board.row(end) == board.row(origin):
            return tr("{end} is {n} sideways steps away: a move may include only one sideways step",
                      end=end, n=board.distance(origin, end))
        return tr("{end} cannot be reached from {where} with forward steps and at most one sideways step",
                  end=end, where=where)
    if min(costs) > pts:
        return tr("{end} needs at least {need} movement points from {where}; this move has {points}",
                  end=end, need=min(costs), where=where, points=pts)
    if max(costs) < pts:
        return tr("every path from {where} to {end} spends at most {most} of the {points} points: "
                  "a regular move must use the card's full value", where=where, end=end, most=max(costs), points=pts)
    return tr("no path from {where} to {end} spends exactly {points} points (1 per clear hex, 2 per brush hex): "
              "a regular move must use the card's full value", where=where, end=end, points=pts)


def _costs_to(board: Board, origin: str, end: str) -> set[int]:
    """Every cost of a forward-plus-at-most-one-sideways path from ``origin`` to ``end``."""
    target = board.row(end)
    memo: dict[tuple[str, bool], set[int]] = {}

    def go(h: str, turned: bool) -> set[int]:
        key = (h, turned)
        if key not in memo:
            res = {0} if h == end else set()
            for n in board.forward(h):
                if board.row(n) <= target:
                    res.update(c + board.cost(n) for c in go(n, turned))
            if not turned and h != START:
                for n in board.sideways(h):
                    res.update(c + board.cost(n) for c in go(n, True))
            memo[key] = res
        return memo[key]

    return go(origin, False)


def reachable_ends(state: State, lemming: str, points: int, *, sideways: bool, through_zoc: bool,
                   blocked: int | None = None) -> list[Outcome]:
    """Outcomes a lemming can reach from where it stands with ``points`` (used by special actions).

    ``blocked`` may pass a precomputed mask of full hexes (plus zones of control) to save time.
    """
    if blocked is None:
        blocked = full_mask(state) | (0 if through_zoc else state.zoc_mask())
    ends = open_outcomes(state.cfg.board, state.loc[lemming], points, blocked, sideways)
    if TWO_PLAYER in state.cfg.variants:
        return [(end, left) for end, left in ends if not protection_forbids(state, lemming, end)]
    return list(ends)
