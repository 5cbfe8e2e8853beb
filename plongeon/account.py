"""Le grand plongeon in words: the race as one seat may know it, and the answers to a blind player's queries.

:func:`account` says whose turn it is and what is decided, each colour's lemmings, the track row by row
with each hex's terrain (a bonus tile's when one lies there), the columns of cards, the bonus tiles and
the seat's own hand (the others' only counted); :func:`answer` answers the query commands (``help``,
``board``, ``turn``, ``0216``, ``mine``, ``blue``, ``B1``, ``moves B1``, ``hand``, ``track``,
``columns``). Both read the position through :func:`plongeon.readouts.player_view`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gamecore.account import Account, Command, Section, account_commands, command_list, dispatch, fold
from gamecore.account import joined as _and
from gamecore.account import unfilled as _unfilled
from gamecore.i18n import lazy, lazyc, render, tr, trn

from .cards import card_terrain, card_value, move_points
from .readouts import card_words
from .state import COLOUR_NAMES, COLOURS, lemmings_of
from .track import FINISH, START, TERRAIN_NAMES, TERRAINS, Track

if TYPE_CHECKING:
    from .game import Game

GAME_NAME = lazy("Le grand plongeon")



def _view(game: Game, seat: int | None) -> dict[str, Any]:
    """What everyone sees, plus the seat's own hand: the one door to the position."""
    return game.view(0 if seat is None else seat)


def _colour(p: int) -> str:
    return render(COLOUR_NAMES[COLOURS[p]])


def hex_words(game: Game, h: str, view: dict[str, Any]) -> str:
    """One hex: its id, terrain (and bonus tile), who stands there, the start or finish line beside it."""
    track = game.track
    tile = view["tiles"].get(h)
    terrain = render(TERRAIN_NAMES[tile or track.printed_terrain(h)])
    parts = [h, tr("{terrain} (bonus tile)", terrain=terrain) if tile else terrain]
    if h in track.entry:
        parts.append(tr("next to the start line"))
    if h in track.finish:
        parts.append(tr("next to the finish line"))
    parts.append(trn("{n} step to the finish", "{n} steps to the finish", track.to_finish(h) + 1,
                     n=track.to_finish(h) + 1))
    here = [lem for lem, where in view["lemmings"].items() if where == h]
    parts.append(tr("{lemming} stands here", lemming=here[0]) if here else tr("empty"))
    return " · ".join(parts)


def lemming_place(game: Game, lem: str, view: dict[str, Any]) -> str:
    where = view["lemmings"][lem]
    if where == START:
        return tr("{lemming} at the start line", lemming=lem)
    if where == FINISH:
        return tr("{lemming} over the finish line", lemming=lem)
    return tr("{lemming} on {hex} ({terrain}, {n} to the finish)", lemming=lem, hex=where,
              terrain=TERRAIN_NAMES[view["tiles"].get(where) or game.track.printed_terrain(where)],
              n=game.track.to_finish(where) + 1)


def track_lines(game: Game, view: dict[str, Any]) -> list[str]:
    """The track row by row, from the finish line (row 1) back to the start line."""
    rows: dict[str, list[str]] = {}
    for h in game.track.hexes:
        tile = view["tiles"].get(h)
        word = render(TERRAIN_NAMES[tile or game.track.printed_terrain(h)])
        here = [lem for lem, where in view["lemmings"].items() if where == h]
        extra = ([tr("bonus tile")] if tile else []) + here
        rows.setdefault(h[:2], []).append(f"{h} {word}" + (f" ({', '.join(extra)})" if extra else ""))
    return [tr("Row {n}: {hexes}", n=int(r), hexes=", ".join(hexes)) for r, hexes in rows.items()]


def column_lines(view: dict[str, Any]) -> list[str]:
    """Each terrain's column of cards: its values, the active one last, and the points it gives now."""
    out = []
    for t in TERRAINS:
        col = view["columns"][t]
        out.append(tr("{terrain} column: {values}", terrain=TERRAIN_NAMES[t], values=", ".join(map(str, col)))
                   if col else tr("{terrain} column: empty", terrain=TERRAIN_NAMES[t]))
    return out


def hand_lines(game: Game, view: dict[str, Any], seat: int | None) -> list[str]:
    """The seat's own hand with what each card would give; the others' hands counted; the piles."""
    lines = []
    if seat is not None:
        cards = [tr("{card} ({n} points)", card=card_words(c),
                    n=move_points(view["columns"][card_terrain(c)], card_value(c))) for c in view["hand"]]
        lines.append(tr("Your hand: {cards}", cards=_and(cards)))
    for p, n in enumerate(view["hand_sizes"]):
        if p != seat:
            lines.append(trn("{who} holds {n} card", "{who} holds {n} cards", n, who=_colour(p), n=n))
    lines.append(trn("{n} card left in the draw pile", "{n} cards left in the draw pile", view["deck_left"],
                     n=view["deck_left"]))
    lines.append(tr("Bonus tiles beside the board: {tiles}", tiles=_and(
        [f"{render(TERRAIN_NAMES[t])} {n}" for t, n in view["supply"].items() if n])))
    return lines


def turn_lines(game: Game, seat: int | None, view: dict[str, Any]) -> list[str]:
    """Whose turn it is and what is decided; once over, the winner and the standings."""
    if view["winner"] is not None:
        lines = [tr("The race is over: {colour} won.", colour=COLOUR_NAMES[view["winner"]])]
        lines += [tr("{place}. {colour}: {finished} over the line, {progress} steps made", place=place,
                     colour=COLOUR_NAMES[row.colour], finished=row.finished, progress=row.progress)
                  for place, row in game.standings()]
        return lines
    d = game.pending
    lines = [tr("Turn {turn}; {colour} to play.", turn=view["turn"], colour=_colour(view["player"]))]
    if d is not None:
        lines.append(tr("Your decision: {prompt}", prompt=d.prompt) if d.player == seat
                     else tr("Being decided: {prompt}", prompt=d.prompt))
    if view["card"]:
        lines.append(tr("Card played this turn: {card}; {n} points left.", card=card_words(view["card"]), n=view["points"]))
    return lines


def title(game: Game) -> str:
    if game.over:
        return tr("{game}: the race is over", game=GAME_NAME)
    return tr("{game}: turn {turn}, {colour} to play", game=GAME_NAME, turn=game.state.turn,
              colour=_colour(game.state.player))


def account(game: Game, seat: int | None = None) -> Account:
    """The race in words as ``seat`` may know it (``None``: only what everyone at the table sees)."""
    view = _view(game, seat)
    sections = [Section(tr("Turn"), tuple(turn_lines(game, seat, view))),
                Section(tr("Lemmings"), tuple(
                    tr("{colour}: {lemmings}", colour=_colour(p), lemmings=_and(
                        [lemming_place(game, lem, view) for lem in lemmings_of(p)])) for p in range(view["players"]))),
                Section(tr("Track, row by row"), tuple(track_lines(game, view))),
                Section(tr("Columns of cards"), tuple(column_lines(view))),
                Section(tr("Cards and bonus tiles"), tuple(hand_lines(game, view, seat)))]
    return Account(title(game), tuple(sections))


def picture_words(game: Game) -> tuple[str, str]:
    """A picture's ``<title>`` and ``<desc>``: the account everyone at the table may read."""
    acc = account(game)
    return acc.title, acc.text()


def track_words(track: Track) -> str:
    """The empty track's ``<desc>``: each row's hexes with their terrain."""
    rows: dict[str, list[str]] = {}
    for h in track.hexes:
        rows.setdefault(h[:2], []).append(f"{h} {render(TERRAIN_NAMES[track.printed_terrain(h)])}")
    return "\n".join(tr("Row {n}: {hexes}", n=int(r), hexes=", ".join(hexes)) for r, hexes in rows.items())


# ------------------------------------------------------------------ queries
def _piece(game: Game, word: str) -> str | None:
    return next((lem for lem in game.state.loc if fold(lem) == word), None)


def _seat_of(game: Game, word: str) -> int | None:
    return next((p for p in range(game.players) if word in (COLOURS[p], fold(_colour(p)))), None)


def _moves(game: Game, seat: int | None, words: tuple[str, ...]) -> str | None:
    """Where a lemming can end its move now (during the move), or with each card of the seat's hand."""
    if len(words) != 1 or _piece(game, words[0]) is None:
        return None
    lem = _piece(game, words[0])
    s = game.state
    if game.over:
        return tr("the game is over")
    if seat is None or s.player != seat:
        return tr("{lemming} has no choice of yours now: {colour} is to play.", lemming=lem, colour=_colour(s.player))
    if lem not in lemmings_of(seat):
        return tr("{lemming} is not one of your lemmings.", lemming=lem)
    if s.phase == "action":
        lines = []
        for card in dict.fromkeys(s.hands[seat]):
            ends = sorted(game.legal_destinations(lem, card))
            lines.append(tr("with {card}: {hexes}", card=card_words(card), hexes=_and(ends)))
        return tr("{lemming} could end on: {lines}", lemming=lem, lines="; ".join(lines))
    ends = sorted(game.legal_destinations(lem))
    return tr("{lemming} can end on {hexes}.", lemming=lem, hexes=_and(ends))


def _lookup(game: Game, words: tuple[str, ...], view: dict[str, Any], seat: int | None) -> str | None:
    if words and words[0] in ("where", fold(tr("where"))):
        words = words[1:]
    if len(words) != 1:
        return None
    w = words[0]
    if w in game.track:
        return hex_words(game, w, view)
    lem = _piece(game, w)
    if lem is not None:
        return lemming_place(game, lem, view)
    p = _seat_of(game, w)
    if p is not None:
        return tr("{colour}: {lemmings}", colour=_colour(p), lemmings=_and([lemming_place(game, x, view)
                                                                            for x in lemmings_of(p)]))
    return None


def commands(game: Game, seat: int | None) -> list[Command]:
    """The query commands, each answering from what ``seat`` may know."""
    view = _view(game, seat)
    cmds: list[Command] = []

    def place(rest: tuple[str, ...]) -> str | None:
        rest = _unfilled(rest)
        return hex_words(game, rest[0], view) if len(rest) == 1 and rest[0] in game.track else None

    def mine(rest: tuple[str, ...]) -> str | None:
        if rest:
            return None
        if seat is None:
            return tr("Say which seat you are first: nobody sits here.")
        return _lookup(game, (COLOURS[seat],), view, seat)

    def whole(lines: list[str]) -> Any:
        return lambda rest: None if rest else "\n".join(lines)

    cmds += [
        Command("help", lazyc("query", "help"), lazy("lists the commands"), lambda rest: command_list(cmds)),
        *account_commands(lambda: account(game, seat).text(), lambda: "\n".join(turn_lines(game, seat, view))),
        Command("hex", lazyc("query", "hex"), lazy("what is on a hex: hex 0216 (or the id alone)"), place),
        Command("what", lazyc("query", "what"), lazy("what is on a hex: what 0216"), place),
        Command("mine", lazyc("query", "mine"), lazy("where your lemmings are"), mine),
        Command("moves", lazyc("query", "moves"), lazy("where a lemming can go now: moves B1"),
                lambda rest: _moves(game, seat, rest)),
        Command("hand", lazyc("query", "hand"), lazy("your cards and everyone's card count"),
                whole(hand_lines(game, view, seat))),
        Command("track", lazyc("query", "track"), lazy("the track row by row"), whole(track_lines(game, view))),
        Command("columns", lazyc("query", "columns"), lazy("the columns of cards"), whole(column_lines(view))),
    ]
    return cmds


def answer(game: Game, seat: int | None, text: str) -> str | None:
    """The answer to a query command in words, or ``None`` when ``text`` is not a query (a move box may then
    try it as a move). A colour, a lemming's id or a hex id alone is a query too."""
    view = _view(game, seat)
    return dispatch(commands(game, seat), text, lambda words: _lookup(game, words, view, seat))


__all__ = ["account", "answer", "commands", "hex_words", "lemming_place", "track_lines", "column_lines", "hand_lines",
           "turn_lines", "picture_words", "track_words", "title", "GAME_NAME"]
