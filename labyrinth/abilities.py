"""Characters' active abilities, their ability tokens, changing characters and removing tiles.

An ability is data (:class:`labyrinth.components.Ability`): a cost (actions, the crystal, lives), an aim
(``self``, a ``character`` in the same corridor, a normal ``tile``, the corridor ``here`` or any
``corridor``) and effects in the vocabulary of :mod:`labyrinth.effects`. This module lists the ways an
ability can be used now, carries one out, and resolves the ability tokens a character meets while
exploring (Exploración, step 1). Tokens on the board are ``{corridor: [[token id, owner character], ...]}``:
a character's tokens in hand are its count less those on the board (Cambiando personajes).
"""

from __future__ import annotations

from typing import Any

from . import board as bd
from . import rules as ru
from .components import Ability, Components, Token, display_name
from .state import NOT_WITH_TWO, State


def token_of(comps: Components, character: str, token: str) -> Token:
    return next(t for t in comps.characters[character].tokens if t.id == token)


def in_hand(comps: Components, s: State, character: str, token: str) -> int:
    """Tokens of ``character`` not on the board (the rest of its count stays by its card)."""
    placed = sum(1 for here in s.tokens.values() for t, owner in here if t == token and owner == character)
    return token_of(comps, character, token).count - placed


def token_places(comps: Components, s: State) -> list[str]:
    """Where a token may lie: any corridor off the central tile and the start tiles (the kit's reading, as for traps)."""
    starts, centre = ru.start_cells(s), bd.cell_id(bd.central_cell(s.players))
    return sorted(c for cell in s.tiles if cell not in starts and cell != centre for c in bd.corridors_at(comps, s.tiles, cell))


def removable(comps: Components, s: State) -> list[str]:
    """Tiles an ability may remove: normal tiles only (Tipos de losetas), never one with a key token; the kit
    also keeps tiles under a pawn (a character or the Golem), which would otherwise stand nowhere."""
    kept = {seat.at[:4] for seat in s.seats} | {s.golem[:4], *(c[:4] for c in s.keys)}
    return sorted(cell for cell, (tile, _) in s.tiles.items()
                  if tile != bd.START_TILE and comps.tiles[tile].kind == "normal" and cell not in kept)


def targets(comps: Components, s: State, ability: Ability) -> list[str]:
    """The aims ``ability`` may take now (``""`` when it takes none)."""
    me = s.seats[s.active]
    if ability.target == "self":
        return [""]
    if ability.target == "character":
        return [s.name(o) for o in ru.occupants(s, me.at, s.active)]
    if ability.target == "tile":
        return removable(comps, s)
    wanted: dict[str, int] = {}
    for effect in ability.effects:
        wanted[effect["token"]] = wanted.get(effect["token"], 0) + 1
    if any(in_hand(comps, s, me.character, t) < n for t, n in wanted.items()):
        return []
    places = token_places(comps, s)
    if ability.target == "here":
        return [""] if me.at in places else []
    return places


def options(comps: Components, s: State) -> list[str]:
    """``ability ID [AIM]`` for every ability the active character may use now."""
    me = s.seats[s.active]
    if ru.forbidden(comps, s, "ability"):
        return []
    out = []
    for a in comps.characters[me.character].abilities:
        if (a.once_per_turn and f"ability:{a.id}" in s.done) or a.actions > s.actions or (a.lives and me.lives <= a.lives):
            continue
        if a.crystal and (not me.crystal or ru.forbidden(comps, s, "crystal")):
            continue
        out += [f"ability {a.id} {aim}".strip() for aim in targets(comps, s, a)]
    return out


def use(comps: Components, s: State, words: list[str]) -> None:
    """Carry out ``ability ID [AIM]`` (one of :func:`options`): pay its cost, then its effects."""
    me = s.seats[s.active]
    ability = next(a for a in comps.characters[me.character].abilities if a.id == words[1])
    aim = words[2] if len(words) > 2 else None
    s.actions -= ability.actions
    s.done.append(f"ability:{ability.id}")
    s.say("{player} uses {ability}.", player=s.name(s.active), ability=display_name(ability.name))
    if ability.crystal:
        me.crystal = False
    if ability.lives:
        ru.hurt(comps, s, s.active, ability.lives)
    for effect in ability.effects:
        word = effect["effect"]
        if word == "remove_tile":
            remove_tile(comps, s, aim)
        elif word == "place_token":
            where = me.at if ability.target == "here" else aim
            s.tokens.setdefault(where, []).append([effect["token"], me.character])
            s.say("{player} puts a token in {corridor}.", player=s.name(s.active), corridor=where)
        else:
            seat = s.active if ability.target == "self" else int(aim[1:]) - 1
            if word == "change_character":
                change_character(comps, s, seat)
            else:
                ru.apply_effect(comps, s, seat, effect)


def remove_tile(comps: Components, s: State, cell: str) -> None:
    """A tile leaves the board for the bottom of the pile; its traps and items go back to their piles (shuffled
    in), its ability tokens back to their owners (Tipos de losetas, Componentes limitados)."""
    corridors = bd.corridors_at(comps, s.tiles, cell)
    tile, _ = s.tiles.pop(cell)
    s.pile.append(tile)
    for c in corridors:
        if c in s.traps:
            s.trap_pile.append(s.traps.pop(c)[0])
        s.item_pile += s.items.pop(c, [])
        s.tokens.pop(c, None)
    s.shuffle(s.trap_pile)
    s.shuffle(s.item_pile)
    s.say("The tile on {cell} is removed and goes under the pile.", cell=cell)


def change_character(comps: Components, s: State, seat: int) -> None:
    """Cambiando personajes: a character not in play, drawn at random, replaces the seat's; lives, crystal, stun,
    keys and items stay; the old character's tokens stay on the board (its owner no longer the seat's)."""
    used = {other.character for other in s.seats}
    free = [c for c in comps.characters if c not in used and (s.players > 2 or c not in NOT_WITH_TWO)]
    if not free:
        return
    new = free[s.draw(len(free))]
    s.seats[seat].character = new
    s.say("{player} now plays {character}.", player=s.name(seat), character=display_name(comps.characters[new].name))


def meets(comps: Components, s: State, seat: int, corridor: str) -> list[list[str]]:
    """The tokens in ``corridor`` that act on ``seat``'s character."""
    mine = s.seats[seat].character
    out = []
    for token, owner in s.tokens.get(corridor, []):
        affects = token_of(comps, owner, token).affects
        if affects == "all" or (affects == "owner") == (owner == mine):
            out.append([token, owner])
    return out


def resolve_options(task: list[Any]) -> list[str]:
    """``resolve TOKEN`` for each kind of token still to act (the active player chooses the order)."""
    return [f"resolve {t}" for t in sorted({token for token, _ in task[3]})]


def resolve(comps: Components, s: State, task: list[Any], token: str | None) -> None:
    """Resolve every pending token of kind ``token`` (``None``: all of them, when their order cannot matter)."""
    seat, corridor, pending = task[1], task[2], task[3]
    for entry in [e for e in pending if token is None or e[0] == token]:
        pending.remove(entry)
        if s.seats[seat].at != corridor:
            return
        t = token_of(comps, entry[1], entry[0])
        s.say("{player} meets {token}.", player=s.name(seat), token=display_name(t.name))
        for effect in t.on_enter:
            if s.seats[seat].at == corridor:
                ru.apply_effect(comps, s, seat, effect)
        if t.returns and entry in s.tokens.get(corridor, []):
            s.tokens[corridor].remove(entry)
            if not s.tokens[corridor]:
                del s.tokens[corridor]
    if pending and s.seats[seat].at == corridor:
        s.tasks.append(task)


def explore_tokens(comps: Components, s: State, seat: int, corridor: str) -> None:
    """Exploración step 1: the tokens acting on ``seat`` here, at once when they are of one kind, else in the
    order the active player chooses (a ``tokens`` decision)."""
    pending = meets(comps, s, seat, corridor)
    task = ["tokens", seat, corridor, pending]
    if len({token for token, _ in pending}) > 1:
        s.tasks.append(task)
    elif pending:
        resolve(comps, s, task, None)
