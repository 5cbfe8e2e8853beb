"""Arranged positions for teaching and tests: lemmings, hands, columns and tiles set by hand.

``Game.new(..., arrange={...})`` deals as usual, then applies the arrangement; the save
keeps it, so a lesson's position replays like any game. Cards and tiles are moved, never
made: a card put in a hand or a column comes from the draw pile, the discards or the hands
and columns being replaced, and the cards left over go back into the draw pile.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from gamecore.i18n import tr

from .cards import card, card_terrain, card_value, is_card
from .state import State, lemmings_of
from .track import FINISH, MEADOW, START, TERRAIN_NAMES, TERRAINS

KEYS = ("loc", "hands", "columns", "tiles", "player")
#: An arrangement, for messages (every hex of it is on the default track).
EXAMPLE = """{'loc': {'B1': '0311'}, 'hands': {0: ['W3']}, 'columns': {'water': [4]}, 'tiles': {'0614': 'water'}}"""
#: A hand or a column lists at most this many cards (there are 55 in all).
MAX_ITEMS = 60


def arrange(s: State, spec: Mapping[str, Any]) -> None:
    """Apply ``spec`` (keys :data:`KEYS`) to a freshly dealt state; ``ValueError`` names any problem
    (a wrong type too: a save's arrangement is untrusted input)."""
    if not isinstance(spec, Mapping):
        raise ValueError(tr("arrange must be a mapping such as {example}, not {type}", example=EXAMPLE,
                            type=type(spec).__name__))
    unknown = set(map(str, spec)) - set(KEYS)
    if unknown:
        raise ValueError(tr("arrange: unknown key(s) {keys}; use {known}", keys=", ".join(sorted(unknown)),
                            known=", ".join(KEYS)))
    hands = {_seat(s, k): _items(v, f"hands.{k}", str) for k, v in _mapping(spec, "hands").items()}
    columns = {_terrain(k): _items(v, f"columns.{k}", int) for k, v in _mapping(spec, "columns").items()}
    pool = list(s.deck) + list(s.discard)
    for p in hands:
        pool += s.hands[p]
    for t in columns:
        pool += [card(t, v) for v in s.columns[t]]
    for p, hand in hands.items():
        for c in hand:
            _take(pool, c, f"hands.{p}")
        s.hands[p] = sorted(hand)
    for t, values in columns.items():
        if not values:
            raise ValueError(tr("arrange: columns.{terrain}: a column holds at least one card", terrain=t))
        if any(a < b for a, b in zip(values, values[1:], strict=False)):
            raise ValueError(tr("arrange: columns.{terrain}: {values} goes up; a card is laid only on one of at least its "
                                "value", terrain=t, values=values))
        for v in values:
            _take(pool, card(t, v), f"columns.{t}")
        s.columns[t] = list(values)
    s.deck, s.discard = pool, []
    for h, tile in _mapping(spec, "tiles").items():
        s.track.check_hex(h)
        if tile not in (MEADOW, *TERRAINS) or s.supply.get(tile, 0) <= 0:
            raise ValueError(tr("arrange: tiles.{hex}: no {tile} bonus tile is left in the supply", hex=h, tile=repr(tile)))
        s.supply[tile] -= 1
        s.tiles[h] = tile
    seen: dict[str, str] = {}
    for lem, where in _mapping(spec, "loc").items():
        if not isinstance(lem, str) or lem not in s.loc:
            raise ValueError(tr("arrange: loc: no lemming {lemming} in a {n}-player game", lemming=repr(lem), n=s.players))
        if not isinstance(where, str):
            raise ValueError(tr("arrange: loc.{lemming}: must be a hex id, 'start' or 'finish', not {value}",
                                lemming=lem, value=f"{where!r:.40}"))
        if where not in (START, FINISH):
            s.track.check_hex(where)
            if where in seen:
                raise ValueError(tr("arrange: loc: {lemming} and {other} cannot share hex {hex} (one lemming per hex)",
                                    lemming=lem, other=seen[where], hex=where))
            seen[where] = lem
        s.loc[lem] = where
    clash = [h for h in seen if any(s.loc[o] == h and o != seen[h] for o in s.loc)]
    if clash:
        raise ValueError(tr("arrange: loc: hex {hex} would hold two lemmings", hex=clash[0]))
    if "player" in spec:
        s.player = _seat(s, spec["player"])
    for p in range(s.players):
        if s.finished(p) == 2:
            raise ValueError(tr("arrange: loc: both {who} lemmings ({lemmings}) are already home", who=s.colour_name(p),
                                lemmings=", ".join(lemmings_of(p))))
    s.say("The position was arranged by hand.")


def _mapping(spec: Mapping[str, Any], key: str) -> Mapping[Any, Any]:
    value = spec.get(key, {})
    if not isinstance(value, Mapping):
        raise ValueError(tr("arrange: {key} must be a mapping, not {type}", key=key, type=type(value).__name__))
    return value


def _items(value: Any, field: str, kind: type) -> list[Any]:
    """A hand (card texts) or a column (values 0-9) as a list, each item of the right type."""
    ok = isinstance(value, (list, tuple)) and len(value) <= MAX_ITEMS and all(
        isinstance(v, kind) and not isinstance(v, bool) and (kind is str or 0 <= v <= 9) for v in value)
    if not ok:
        expected = tr("a list of cards such as ['W3', 'F0']") if kind is str else tr("a list of card values 0-9")
        raise ValueError(tr("arrange: {field} must be {expected}, not {value}", field=field, expected=expected,
                            value=f"{value!r:.60}"))
    return list(value)


def _seat(s: State, key: Any) -> int:
    if isinstance(key, int) and not isinstance(key, bool):
        p = key
    elif isinstance(key, str) and key.strip().isdigit() and len(key) < 5:
        p = int(key)
    else:
        raise ValueError(tr("arrange: {key} is not a seat number", key=f"{key!r:.40}"))
    if not 0 <= p < s.players:
        raise ValueError(tr("arrange: seat {seat} does not exist in a {n}-player game", seat=p, n=s.players))
    return p


def _terrain(t: Any) -> str:
    if t not in TERRAINS:
        raise ValueError(tr("arrange: columns: {value} is not a terrain ({terrains})", value=repr(t),
                            terrains=", ".join(TERRAINS)))
    return t


def _take(pool: list[str], code: str, field: str) -> None:
    if not is_card(code):
        raise ValueError(tr("arrange: {field}: {code} is not a card (write terrain letter and value, e.g. 'W3')", field=field,
                            code=repr(code)))
    if code not in pool:
        raise ValueError(tr("arrange: {field}: no {terrain} {value} is left to take (every card is used once)", field=field,
                            terrain=TERRAIN_NAMES[card_terrain(code)], value=card_value(code)))
    pool.remove(code)


__all__ = ["arrange", "KEYS", "EXAMPLE"]
