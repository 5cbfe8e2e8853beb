"""What Labyrinth shows: an option in words, one seat's view, and the standings.

The readers the kit's game protocol (:mod:`gamecore.protocol`) asks for, as pure functions of
the state; :class:`labyrinth.Game` wraps them.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from gamecore.i18n import render, tr

from . import abilities as ab
from .components import Ability, Components, display_name
from .state import State
from .wording import keep_words, seat_words, tile_sides, turned, use_words


class Standing(NamedTuple):
    """A seat's place: the winner first; the others, who did not reach the goal, share second place."""

    player: str
    character: str
    keys: int
    lives: int


def _item(comps: Components, item: str) -> str:
    return display_name(comps.items[item].name) if item in comps.items else item


def _ability(comps: Components, ability: str) -> Ability | None:
    found = [a for c in comps.characters.values() for a in c.abilities if a.id == ability]
    return found[0] if found else None


def _seat(comps: Components, s: State, player: str) -> str:
    """``P2`` as ``P2 (Warrior)``; any other text as it is."""
    seat = int(player[1:]) - 1 if player[:1] == "P" and player[1:].isdigit() else -1
    return render(seat_words(comps, s, seat)) if 0 <= seat < s.players else player


def _token(comps: Components, s: State, token: str) -> str:
    task = s.tasks[-1] if s.tasks else None
    owners = [owner for t, owner in task[3] if t == token] if task and task[0] == "tokens" else []
    return display_name(ab.token_of(comps, owners[0], token).name) if owners else token


def _placed(comps: Components, s: State, cell: str, rot: int) -> str:
    """Where and how a tile is built: by the sides its corridors open to when the tile drawn is known."""
    task = s.tasks[-1] if s.tasks else None
    if task and task[0] == "place" and task[1] in comps.tiles:
        return tr("put the tile on {cell} with {corridors}", cell=cell, corridors=tile_sides(comps, task[1], rot))
    return tr("put the tile on {cell}, {turned}", cell=cell, turned=turned(rot))


def _aimed(comps: Components, s: State, rest: list[str]) -> str:
    ability = _ability(comps, rest[0])
    name = display_name(ability.name) if ability else rest[0]
    if len(rest) < 2:
        return tr("use {ability}", ability=name)
    if ability and ability.target == "tile":
        return tr("use {ability} on the tile {cell}", ability=name, cell=rest[1])
    if ability and ability.target == "character":
        return tr("use {ability} on {player}", ability=name, player=_seat(comps, s, rest[1]))
    return tr("use {ability} in the corridor {corridor}", ability=name, corridor=rest[1])


def describe_option(comps: Components, s: State, option: str) -> str:
    """An option's text (``"move 0510a"``, ``"place 0510 r2"``…) in plain words."""
    words = option.split()
    verb, rest = (words[0], words[1:]) if words else ("", [])
    kind = s.tasks[-1][0] if s.tasks else "action"
    if verb == "move" and rest:
        return tr("move along the corridors to {corridor}", corridor=rest[0])
    if verb == "place" and len(rest) == 2 and rest[1][1:].isdigit():
        return _placed(comps, s, rest[0], int(rest[1][1:]))
    if verb == "golem":
        return tr("move the Golem to {corridor}", corridor=rest[0]) if rest else tr("draw a Golem card and move the Golem")
    if verb == "attack" and rest:
        return tr("attack {player}", player=_seat(comps, s, rest[0]))
    if verb == "trap" and rest:
        return tr("set a trap in {corridor}", corridor=rest[0])
    if verb == "push" and rest:
        loser = _seat(comps, s, s.name(s.tasks[-1][2])) if kind == "push" else tr("the loser")
        return tr("push {player} to {corridor}", player=loser, corridor=rest[0])
    if verb == "drop" and rest:
        return tr("drop {item}", item=_item(comps, rest[0]))
    if verb == "target" and rest:
        return tr("the event strikes {player}", player=_seat(comps, s, rest[0]))
    if verb == "take" and rest:
        return tr("take the key") if rest == ["key"] else tr("take {item}", item=_item(comps, rest[0]))
    if verb == "swap" and len(rest) == 3:
        return tr("leave {mine} and take {item}", mine=_item(comps, rest[0]), item=_item(comps, rest[2]))
    if verb == "ability" and rest:
        return _aimed(comps, s, rest)
    if verb == "use" and rest:
        return render(use_words(comps, rest[0]))
    if option == "done" and kind == "trigger":
        return tr("use nothing more")
    if option == "accept" and kind == "reroll":
        return render(keep_words(comps, s, s.tasks[-1]))
    if verb == "resolve" and rest:
        return tr("let the {token} tokens act first", token=_token(comps, s, rest[0]))
    fixed = {"build": tr("draw a labyrinth tile and build it"),
             "jump": tr("jump to the other level (risky: 8 or more on two dice)"),
             "safe jump": tr("jump to the other level safely (2 actions)"), "event": tr("draw an event card"),
             "crystal": tr("turn the Crystal of Destiny to its active side (2 actions)"), "end": tr("end the turn"),
             "rest": tr("rest: take off a stun token (a stunned character may do nothing else)"),
             "done": tr("take nothing more"), "pass": tr("do not attack"),
             "reroll": tr("roll again with the Crystal of Destiny (it is spent)"), "accept": tr("keep this roll")}
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


def standings(s: State, comps: Components | None = None) -> list[tuple[int, Standing]]:
    """``(place, standing)``: the winner first; everyone else shares the next place (the rules rank
    no one but the winner). With ``comps`` each character is named in the reader's language ("Architect",
    not the file's id "arquitecto")."""
    def name(character: str) -> str:
        return display_name(comps.characters[character].name) if comps and character in comps.characters else character
    rows = [Standing(s.name(p), name(seat.character), seat.keys, seat.lives) for p, seat in enumerate(s.seats)]
    if s.winner is None:
        return [(1, row) for row in rows]
    return [(1, rows[s.winner])] + [(2, row) for p, row in enumerate(rows) if p != s.winner]


__all__ = ["Standing", "describe_option", "player_view", "standings"]
