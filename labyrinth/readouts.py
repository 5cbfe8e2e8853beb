"""What Labyrinth shows: an option in words, one seat's view, and the standings.

The readers the kit's game protocol (:mod:`gamecore.protocol`) asks for, as pure functions of
the state; :class:`labyrinth.Game` wraps them.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from gamecore.i18n import tr

from .components import Components, display_name
from .state import State


class Standing(NamedTuple):
    """A seat's place: the winner first; the others, who did not reach the goal, share second place."""

    player: str
    character: str
    keys: int
    lives: int


def _item(comps: Components, item: str) -> str:
    return display_name(comps.items[item].name) if item in comps.items else item


def _ability(comps: Components, ability: str) -> str:
    found = [a for c in comps.characters.values() for a in c.abilities if a.id == ability]
    return display_name(found[0].name) if found else ability


def _trigger(comps: Components, trigger: str) -> str:
    found = [t for part in (*comps.characters.values(), *comps.items.values()) for t in part.triggers if t.id == trigger]
    return display_name(found[0].name) if found else trigger


def describe_option(comps: Components, s: State, option: str) -> str:
    """An option's text (``"move 0510a"``, ``"place 0510 r2"``…) in plain words."""
    words = option.split()
    verb, rest = (words[0], words[1:]) if words else ("", [])
    if verb == "move" and rest:
        return tr("move along the corridors to {corridor}", corridor=rest[0])
    if verb == "place" and len(rest) == 2:
        return tr("put the tile on {cell}, turned {turns} sixths of a turn", cell=rest[0], turns=rest[1].lstrip("r"))
    if verb == "golem":
        return tr("move the Golem to {corridor}", corridor=rest[0]) if rest else tr("move the Golem")
    if verb == "attack" and rest:
        return tr("attack {player}", player=rest[0])
    if verb == "trap" and rest:
        return tr("set a trap in {corridor}", corridor=rest[0])
    if verb == "push" and rest:
        return tr("push the loser to {corridor}", corridor=rest[0])
    if verb == "drop" and rest:
        return tr("drop {item}", item=_item(comps, rest[0]))
    if verb == "target" and rest:
        return tr("the event strikes {player}", player=rest[0])
    if verb == "take" and rest:
        return tr("take the key") if rest == ["key"] else tr("take {item}", item=_item(comps, rest[0]))
    if verb == "swap" and len(rest) == 3:
        return tr("leave {mine} and take {item}", mine=_item(comps, rest[0]), item=_item(comps, rest[2]))
    if verb == "ability" and rest:
        name = _ability(comps, rest[0])
        return tr("use {ability} on {aim}", ability=name, aim=rest[1]) if len(rest) > 1 else tr("use {ability}", ability=name)
    if verb == "use" and rest:
        return tr("use {ability} now", ability=_trigger(comps, rest[0]))
    if option == "done" and s.tasks and s.tasks[-1][0] == "trigger":
        return tr("use nothing more")
    if verb == "resolve" and rest:
        return tr("resolve the {token} tokens first", token=rest[0])
    fixed = {"build": tr("draw a labyrinth tile and build it"), "jump": tr("jump to the other level (risky)"),
             "safe jump": tr("jump to the other level safely (2 actions)"), "event": tr("draw an event card"),
             "crystal": tr("turn the Crystal of Destiny back (2 actions)"), "end": tr("end the turn"),
             "rest": tr("rest (a stunned character does nothing else)"), "done": tr("take nothing more"),
             "pass": tr("do not attack"), "reroll": tr("roll again with the Crystal of Destiny"),
             "accept": tr("keep this roll")}
    return fixed.get(" ".join(words), option)


def player_view(s: State, seat: int) -> dict[str, Any]:
    """A JSON-ready summary of the position as ``seat`` sees it: every tile, piece and holding on
    the table; of each pile and deck only its size; a face-down trap as ``None``; the seed and
    chance counter (which order the piles) left out."""
    return {
        "seat": seat, "players": s.players, "turn": s.turn, "active": s.active, "actions": s.actions,
        "seats": [dict(vars(x)) | {"items": list(x.items)} for x in s.seats],
        "tiles": {c: list(t) for c, t in s.tiles.items()},
        "traps": {c: (t if up else None) for c, (t, up) in s.traps.items()},
        "items": {c: list(i) for c, i in s.items.items()},
        "keys": {c: list(k) for c, k in s.keys.items()},
        "tokens": {c: [list(t) for t in ts] for c, ts in s.tokens.items()},
        "golem": s.golem, "event": s.event,
        "pile_left": len(s.pile), "traps_left": len(s.trap_pile), "items_left": len(s.item_pile),
        "golem_deck_left": len(s.golem_deck), "golem_discard": list(s.golem_discard),
        "events_left": len(s.event_deck),
        "winner": None if s.winner is None else s.name(s.winner),
    }


def standings(s: State) -> list[tuple[int, Standing]]:
    """``(place, standing)``: the winner first; everyone else shares the next place (the rules rank
    no one but the winner)."""
    rows = [Standing(s.name(p), seat.character, seat.keys, seat.lives) for p, seat in enumerate(s.seats)]
    if s.winner is None:
        return [(1, row) for row in rows]
    return [(1, rows[s.winner])] + [(2, row) for p, row in enumerate(rows) if p != s.winner]


__all__ = ["Standing", "describe_option", "player_view", "standings"]
