"""What Le grand plongeon shows: an option in words, one seat's view, and the standings.

The readers the game protocol (:mod:`gamecore.protocol`) asks for, as pure functions of a
:class:`~plongeon.state.State`; :class:`plongeon.Game` wraps them.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from gamecore.i18n import tr

from .cards import card_terrain, card_value
from .options import Bonus, PlayCard, Refill, Step, Stop
from .state import State, lemmings_of
from .track import FINISH, TERRAIN_NAMES


class Standing(NamedTuple):
    """A colour's place in the race: lemmings over the line, then steps made by both."""

    colour: str
    finished: int
    progress: int


def card_words(code: str) -> str:
    """A card in words: ``"W3"`` is "water 3"."""
    return tr("{terrain} {value}", terrain=TERRAIN_NAMES[card_terrain(code)], value=card_value(code))


def describe_option(s: State, option: Any) -> str:
    """``option`` in plain words, for menus and logs."""
    if isinstance(option, PlayCard):
        return tr("play the card {card} on its column", card=card_words(option.card))
    if isinstance(option, Refill):
        if not option.discards:
            return tr("draw up to a full hand, discarding nothing")
        return tr("discard {cards}, then draw up to a full hand", cards=", ".join(card_words(c) for c in option.discards))
    if isinstance(option, Bonus):
        return tr("put the bonus tile on {hex}", hex=option.hex)
    if isinstance(option, Step):
        if option.to == FINISH:
            return tr("{lemming} steps over the finish line", lemming=option.lemming)
        pushed = s.occupant(option.to) if option.to in s.track else None
        if pushed:
            return tr("{lemming} steps to {hex}, pushing {other}", lemming=option.lemming, hex=option.to, other=pushed)
        return tr("{lemming} steps to {hex}", lemming=option.lemming, hex=option.to)
    if isinstance(option, Stop):
        return tr("end the move here")
    return str(option)


def player_view(s: State, seat: int) -> dict[str, Any]:
    """A JSON-ready summary of the position as ``seat`` sees it: its own hand; of every other seat
    only how many cards it holds; of the draw pile only its size (the seed, which orders it, is
    left out too)."""
    return {
        "seat": seat, "players": s.players, "turn": s.turn, "player": s.player, "phase": s.phase,
        "hand": list(s.hands[seat]),
        "hand_sizes": [len(h) for h in s.hands],
        "deck_left": len(s.deck), "discard": list(s.discard),
        "columns": {t: list(c) for t, c in s.columns.items()},
        "tiles": dict(s.tiles), "supply": dict(s.supply), "tile": s.tile,
        "lemmings": dict(s.loc), "card": s.card, "mover": s.mover, "points": s.points,
        "winner": None if s.winner is None else s.colour(s.winner),
    }


def standings(s: State) -> list[tuple[int, Standing]]:
    """``(place, standing)`` best first: the winner first, then by lemmings over the line and steps
    made (as if the race ended now); equal colours share a place."""
    rows = [Standing(s.colour(p), s.finished(p), sum(s.track.progress(s.loc[lem]) for lem in lemmings_of(p)))
            for p in range(s.players)]
    winner = None if s.winner is None else s.colour(s.winner)

    def key(row: Standing) -> tuple[bool, int, int]:
        return (row.colour != winner, -row.finished, -row.progress)

    rows.sort(key=key)
    out: list[tuple[int, Standing]] = []
    for i, row in enumerate(rows):
        place = out[-1][0] if out and key(out[-1][1]) == key(row) else i + 1
        out.append((place, row))
    return out


__all__ = ["Standing", "card_words", "describe_option", "player_view", "standings"]
