"""Labyrinth in words: the board as one seat may know it, and the answers to a blind player's queries.

:func:`account` says whose turn it is and what is decided, each character with its lives, keys and items,
every tile built with its corridors (a corridor id such as ``0412b`` is corridor b of the tile on cell
0412: the tile's corridors are lettered a, b, c in its own order) and what lies in each, the Golem, the
keys and the traps (a face-down trap only as face down) and the piles counted; :func:`answer` answers the
query commands (``help``, ``board``, ``turn``, ``0412``, ``0412b``, ``mine``, ``P2``, ``moves P2``,
``golem``, ``keys``, ``traps``). Both read the position through :func:`labyrinth.readouts.player_view`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gamecore.account import Account, Command, Section, account_commands, command_list, dispatch, fold
from gamecore.account import joined as _and
from gamecore.account import unfilled as _unfilled
from gamecore.i18n import lazy, lazyc, render, tr, trn

from . import abilities as ab
from . import board as bd
from .components import display_name
from .wording import lives_words, seat_words, sides

if TYPE_CHECKING:
    from .game import Game

GAME_NAME = lazy("Labyrinth")



def _view(game: Game, seat: int | None) -> dict[str, Any]:
    """What everyone sees (the seat's view holds nothing more in this game): the one door to the position."""
    return game.view(0 if seat is None else seat)


def _seat(game: Game, p: int) -> str:
    return render(seat_words(game.components, game.state, p))


def _name(part: Any) -> str:
    return display_name(part.name)


def corridor_contents(game: Game, corridor: str, view: dict[str, Any]) -> list[str]:
    """What lies in one corridor: characters, the Golem, a key, items, ability tokens and a trap as far as seen."""
    comps = game.components
    out = [tr("{player} stands here", player=_seat(game, p)) for p, x in enumerate(view["seats"]) if x["at"] == corridor]
    if view["golem"] == corridor:
        out.append(tr("the Golem"))
    for barred in view["keys"].get(corridor, []):
        out.append(tr("a key") if barred < 0 else tr("a key {player} may not take", player=game.state.name(barred)))
    out += [tr("the item {item}", item=_name(comps.items[i])) if i in comps.items else i
            for i in view["items"].get(corridor, [])]
    for token, owner in view["tokens"].get(corridor, []):
        out.append(tr("the token {token}", token=_name(ab.token_of(comps, owner, token))))
    if corridor in view["traps"]:
        trap = view["traps"][corridor]
        out.append(tr("a face-down trap") if trap is None else tr("the trap {trap}, face up",
                                                                  trap=_name(comps.traps[trap]) if trap in comps.traps
                                                                  else trap))
    return out


def tile_words(game: Game, cell: str, view: dict[str, Any]) -> str:
    """One built tile: its cell, its kind and each corridor by the sides it opens to, with what lies in it."""
    tile, rot = view["tiles"][cell]
    kind = {"centre": tr("the central tile"), bd.START_TILE: tr("a start tile")}.get(tile)
    if kind is None:
        kinds = {"key": tr("a key tile"), "central": tr("the central tile")}
        kind = kinds.get(game.components.tiles[tile].kind, tr("a tile")) if tile in game.components.tiles else tr("a tile")
    parts = []
    for i, c in enumerate(bd.drawing(game.components, tile, bd.cell_of(cell))):
        corridor = cell + bd.LETTERS[i]
        level = {"bridge": tr("a bridge"), "under": tr("under the bridge")}.get(c.level)
        what = [render(sides(bd.rotated(c, rot)))] + ([level] if level else []) + corridor_contents(game, corridor, view)
        parts.append(tr("{corridor}: {what}", corridor=corridor, what=", ".join(what)))
    return tr("{cell}, {kind}: {corridors}", cell=cell, kind=kind, corridors="; ".join(parts))


def seat_lines(game: Game, p: int, view: dict[str, Any]) -> str:
    """One character: where it stands, its lives, keys, items, stun and crystal."""
    x = view["seats"][p]
    comps = game.components
    items = [_name(comps.items[i]) if i in comps.items else i for i in x["items"]]
    parts = [tr("in corridor {corridor} (tile {cell})", corridor=x["at"], cell=x["at"][:4]), render(lives_words(x["lives"])),
             trn("{n} key", "{n} keys", x["keys"], n=x["keys"]), tr("items: {items}", items=_and(items)),
             tr("Crystal of Destiny active") if x["crystal"] else tr("Crystal of Destiny spent")]
    if x["stun"]:
        parts.append(trn("{n} stun token", "{n} stun tokens", x["stun"], n=x["stun"]))
    return tr("{player}: {facts}", player=_seat(game, p), facts=", ".join(parts))


def turn_lines(game: Game, seat: int | None, view: dict[str, Any]) -> list[str]:
    """Whose turn it is and what is decided; once over, the winner and the others."""
    if view["winner"] is not None:
        lines = [tr("The game is over: {player} won.", player=_seat(game, int(view["winner"][1:]) - 1))]
        lines += [tr("{place}. {player} ({character}): {keys} keys, {lives} lives", place=place, player=row.player,
                     character=row.character, keys=row.keys, lives=row.lives) for place, row in game.standings()]
        return lines
    lines = [trn("Turn {turn}; {player} to play, {n} action left.", "Turn {turn}; {player} to play, {n} actions left.",
                 view["actions"], turn=view["turn"], player=_seat(game, view["active"]), n=view["actions"])]
    d = game.pending
    if d is not None:
        lines.append(tr("Your decision: {prompt}", prompt=d.prompt) if d.player == seat
                     else tr("{player} decides now.", player=_seat(game, d.player)))
    if view["event"]:
        event = game.components.events.get(view["event"])
        lines.append(tr("Event on the central tile: {event}", event=_name(event) if event else view["event"]))
    return lines


def golem_lines(game: Game, view: dict[str, Any]) -> list[str]:
    return [tr("The Golem stands in corridor {corridor} (tile {cell}).", corridor=view["golem"], cell=view["golem"][:4]),
            trn("{n} Golem card left in its deck", "{n} Golem cards left in its deck", view["golem_deck_left"],
                n=view["golem_deck_left"])]


def key_lines(game: Game, view: dict[str, Any]) -> list[str]:
    out = [tr("{corridor}: {keys}", corridor=c, keys=_and(corridor_contents(game, c, {**view, "seats": [], "golem": "",
                                                                                          "items": {}, "tokens": {},
                                                                                          "traps": {}})))
           for c, keys in view["keys"].items() if keys]
    return out or [tr("No key lies on the board.")]


def trap_lines(game: Game, view: dict[str, Any]) -> list[str]:
    comps = game.components
    out = [tr("{corridor}: {trap}", corridor=c, trap=tr("a face-down trap") if t is None else
              _name(comps.traps[t]) if t in comps.traps else t) for c, t in view["traps"].items()]
    return out or [tr("No trap is set.")]


def pile_lines(view: dict[str, Any]) -> list[str]:
    return [trn("{n} labyrinth tile left in the pile", "{n} labyrinth tiles left in the pile", view["pile_left"],
                n=view["pile_left"]),
            trn("{n} trap left in the pile", "{n} traps left in the pile", view["traps_left"], n=view["traps_left"]),
            trn("{n} item left in the pile", "{n} items left in the pile", view["items_left"], n=view["items_left"]),
            trn("{n} event card left", "{n} event cards left", view["events_left"], n=view["events_left"])]


def title(game: Game) -> str:
    if game.over:
        return tr("{game}: the game is over", game=GAME_NAME)
    return tr("{game}: turn {turn}, {player} to play", game=GAME_NAME, turn=game.state.turn,
              player=_seat(game, game.state.active))


CORRIDOR_NOTE = lazy("A corridor id such as 0412b is corridor b of the tile on cell 0412: a tile's corridors are "
                     "lettered a, b, c in its own order; the sides (N, NE, SE, S, SW, NW) are where a corridor opens.")


def account(game: Game, seat: int | None = None) -> Account:
    """The board in words as ``seat`` may know it (``None``: only what everyone at the table sees)."""
    view = _view(game, seat)
    sections = [Section(tr("Turn"), tuple(turn_lines(game, seat, view))),
                Section(tr("Characters"), tuple(seat_lines(game, p, view) for p in range(view["players"]))),
                Section(tr("Tiles built"), (render(CORRIDOR_NOTE), *(tile_words(game, c, view) for c in sorted(view["tiles"])))),
                Section(tr("Golem"), tuple(golem_lines(game, view))),
                Section(tr("Keys"), tuple(key_lines(game, view))),
                Section(tr("Traps"), tuple(trap_lines(game, view))),
                Section(tr("Piles"), tuple(pile_lines(view)))]
    return Account(title(game), tuple(sections))


def picture_words(game: Game) -> tuple[str, str]:
    """A picture's ``<title>`` and ``<desc>``: the account everyone at the table may read."""
    acc = account(game)
    return acc.title, acc.text()


# ------------------------------------------------------------------ queries
def _player(game: Game, word: str) -> int | None:
    """The seat a word names: ``p2`` or its character's name."""
    for p, x in enumerate(game.state.seats):
        if word in (f"p{p + 1}", fold(_name(game.components.characters[x.character])), fold(x.character)):
            return p
    return None


def _moves(game: Game, seat: int | None, words: tuple[str, ...]) -> str | None:
    """Where a character can move now: the pending decision's own ``move`` options."""
    if len(words) != 1 or _player(game, words[0]) is None:
        return None
    p = _player(game, words[0])
    d = game.pending
    if d is None:
        return tr("the game is over")
    if seat is None or d.player != seat or p != seat:
        return tr("{player} has no move of yours now: {who} decides.", player=_seat(game, p), who=_seat(game, d.player))
    ends = [o.split()[1] for o in d.options if o.startswith("move ")]
    return tr("{player} can move along the corridors to {corridors}.", player=_seat(game, p), corridors=_and(ends))


def _lookup(game: Game, words: tuple[str, ...], view: dict[str, Any]) -> str | None:
    if words and words[0] in ("where", fold(tr("where"))):
        words = words[1:]
    if len(words) != 1:
        return None
    w = words[0]
    if len(w) == 4 and w.isdigit():
        return tile_words(game, w, view) if w in view["tiles"] else (
            tr("Cell {cell} has no tile yet.", cell=w) if bd.cell_of(w) in bd.BOARD_CELLS else None)
    if len(w) == 5 and w[:4] in view["tiles"] and w[4] in bd.LETTERS:
        n = len(bd.drawing(game.components, view["tiles"][w[:4]][0], bd.cell_of(w)))
        if bd.LETTERS.index(w[4]) < n:
            return tr("{corridor}: {what}", corridor=w, what=_and(corridor_contents(game, w, view)))
    p = _player(game, w)
    return None if p is None else seat_lines(game, p, view)


def commands(game: Game, seat: int | None) -> list[Command]:
    """The query commands, each answering from what ``seat`` may know."""
    view = _view(game, seat)
    cmds: list[Command] = []

    def place(rest: tuple[str, ...]) -> str | None:
        rest = _unfilled(rest)
        return _lookup(game, rest, view) if rest else None

    def mine(rest: tuple[str, ...]) -> str | None:
        if rest:
            return None
        return tr("Say which seat you are first: nobody sits here.") if seat is None else seat_lines(game, seat, view)

    def whole(lines: Any) -> Any:
        return lambda rest: None if rest else "\n".join(lines(game, view))

    cmds += [
        Command("help", lazyc("query", "help"), lazy("lists the commands"), lambda rest: command_list(cmds)),
        *account_commands(lambda: account(game, seat).text(), lambda: "\n".join(turn_lines(game, seat, view))),
        Command("hex", lazyc("query", "hex"), lazy("what is on a cell or in a corridor: hex 0412, hex 0412b"), place),
        Command("what", lazyc("query", "what"), lazy("what is on a cell or in a corridor: what 0412b"), place),
        Command("mine", lazyc("query", "mine"), lazy("where your character is and what it holds"), mine),
        Command("moves", lazyc("query", "moves"), lazy("where a character can move now: moves P1"),
                lambda rest: _moves(game, seat, rest)),
        Command("golem", lazyc("query", "golem"), lazy("where the Golem is"), whole(golem_lines)),
        Command("keys", lazyc("query", "keys"), lazy("where the keys lie"), whole(key_lines)),
        Command("traps", lazyc("query", "traps"), lazy("the traps set, as far as you may know them"), whole(trap_lines)),
    ]
    return cmds


def answer(game: Game, seat: int | None, text: str) -> str | None:
    """The answer to a query command in words, or ``None`` when ``text`` is not a query (a move box may then
    try it as a move). A cell, a corridor, a seat (``P2``) or a character's name alone is a query too."""
    view = _view(game, seat)
    return dispatch(commands(game, seat), text, lambda words: _lookup(game, words, view))


__all__ = ["account", "answer", "commands", "tile_words", "corridor_contents", "seat_lines", "turn_lines",
           "golem_lines", "key_lines", "trap_lines", "pile_lines", "picture_words", "title", "GAME_NAME", "CORRIDOR_NOTE"]
