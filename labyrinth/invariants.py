"""Facts every Labyrinth position keeps, checked after each step of the random-game tests."""

from __future__ import annotations

from . import board as bd
from .components import Components
from .state import LIVES, MAX_ITEMS, State


def problems(comps: Components, s: State) -> list[str]:
    """What is wrong with ``s`` (empty when all is well). Texts for tests, in English."""
    out = []
    normal = [c for c, (t, _) in s.tiles.items() if t != bd.START_TILE and comps.tiles[t].kind == "normal"]
    if len(normal) + len(s.pile) + sum(t[0] == "place" for t in s.tasks) != len(comps.pile("normal")):
        out.append(f"normal tiles: {len(normal)} built + {len(s.pile)} in the pile")
    if len(s.traps) + len(s.trap_pile) != len(comps.pile("traps")):
        out.append(f"traps: {len(s.traps)} on the board + {len(s.trap_pile)} in the pile")
    carried = sum(len(seat.items) for seat in s.seats)
    floor = sum(len(v) for v in s.items.values())
    # a pending drop (a character died holding two items) leaves both in its hands until it chooses
    if floor + carried + len(s.item_pile) != len(comps.pile("items")):
        out.append(f"items: {floor} on the floor, {carried} carried, {len(s.item_pile)} in the pile")
    if sum(len(v) for v in s.keys.values()) + sum(seat.keys for seat in s.seats) != 6:
        out.append("keys: not 6 in all")
    if len(s.golem_deck) + len(s.golem_discard) != len(comps.pile("golem")):
        out.append("Golem cards: not 12 in all")
    corridors = bd.openings(comps, s.tiles)
    starts, centre = {bd.cell_id(c) for c in bd.START_CELLS}, bd.cell_id(bd.central_cell(s.players))
    for c in s.traps:  # one trap per corridor is the dict's own shape; the place must be allowed
        if c not in corridors or c[:4] in starts or c[:4] == centre:
            out.append(f"a trap lies in {c}")
    for i, seat in enumerate(s.seats):
        if len(seat.items) > MAX_ITEMS or not 1 <= seat.lives <= LIVES or seat.stun < 0 or seat.keys < 0:
            out.append(f"P{i + 1}: {len(seat.items)} items, {seat.lives} lives, {seat.stun} stun, {seat.keys} keys")
        if seat.at not in corridors or (seat.at[:4] in starts and seat.at != seat.start):
            out.append(f"P{i + 1} stands in {seat.at}")
    if s.golem not in corridors or s.golem[:4] in starts:
        out.append(f"the Golem stands in {s.golem}")
    for corridor, here in s.tokens.items():
        if corridor not in corridors or corridor[:4] in starts or corridor[:4] == centre:
            out.append(f"ability tokens lie in {corridor}")
        for token, owner in here:
            placed = sum([token, owner] == e for v in s.tokens.values() for e in v)
            if placed > next(t.count for t in comps.characters[owner].tokens if t.id == token):
                out.append(f"{placed} {owner} {token} tokens on the board")
    if not 0 <= s.actions <= 2:
        out.append(f"{s.actions} actions left")
    if not bd.ways_open(comps, s.tiles, s.players, [seat.position for seat in s.seats]):
        out.append("a way to the centre or to a key tile is closed")
    return out
