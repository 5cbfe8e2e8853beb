"""Leaping Lemmings in words: the position as one seat may know it, and the answers to a blind player's queries.

:func:`account` says where everything stands (each clan's lemmings by hex, column and zone, the eagles,
the face-down pellets, the boxes), whose turn it is and what is being decided; :func:`answer` answers
the short query commands (``help``, ``board``, ``turn``, ``0603``, ``mine``, ``Ritz``, ``R1``,
``moves R1``, ``eagles``, ``column 6``). Both read the position through :meth:`Game.view`, so a rival's
hand and a face-down pellet's value never appear; the board's geometry (terrain, circles, zones) is
public. The package registers :func:`picture_words` for the SVG pictures' ``<title>`` and ``<desc>``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from gamecore.account import Account, Command, Section, account_commands, command_list, dispatch, fold
from gamecore.account import joined as _and
from gamecore.account import unfilled as _unfilled
from gamecore.i18n import lazy, lazyc, percent, render, tr, trn

from .analysis import eagle_zone_distribution, threatened
from .board import EAGLES, START, Board
from .cards import ITS_A_5, card_name
from .chance import CHANCE
from .layout import EAGLE_WORDS, TERRAIN_WORDS
from .options import Move
from .state import CHOW, DIVE, die_faces

if TYPE_CHECKING:
    from .game import Game

GAME_NAME = lazy("Leaping Lemmings")



def _runs(lemmings: Sequence[str]) -> list[str]:
    """Lemming ids with each run of three or more in a row as one (``R2 to R10``), for a shorter account."""
    out: list[str] = []
    run: list[str] = []
    for lem in [*lemmings, ""]:
        if run and lem and lem[0] == run[-1][0] and lem[1:].isdigit() and int(lem[1:]) == int(run[-1][1:]) + 1:
            run.append(lem)
            continue
        out.extend([tr("{first} to {last}", first=run[0], last=run[-1])] if len(run) > 2 else run)
        run = [lem] if lem else []
    return out


def _view(game: Game, seat: int | None) -> dict[str, Any]:
    """What everyone sees, plus the seat's own hand and pellets: the one door to the position."""
    return game.view(0 if seat is None else seat)


def column(board: Board, h: str) -> int:
    """The column a hex lies in, as its id counts them from the start area to the cliff (``0603``: column 6)."""
    return board.row(h)


def hex_words(game: Game, h: str, view: dict[str, Any]) -> str:
    """One hex in words: its id, column, terrain, zones, limit, cliff edge, pellet, eagles over it and stack."""
    board = game.board
    zones = board.zones_of(h)
    where = ", ".join(tr("{eagle} zone {zone}", eagle=EAGLE_WORDS[e], zone=z) for e, z in zones)
    if h in board.line_of_bones:
        where = tr("{zones} (Line of Bones)", zones=where)
    if not zones:
        where = tr("sanctuary: outside both circles") if h in board.sanctuaries else tr("outside both circles")
    parts = [h, tr("column {n}", n=column(board, h)), render(TERRAIN_WORDS[board.terrain(h)]), where,
             tr("holds up to {n}", n=game.state.limit(h))]
    if board.is_cliff_edge(h):
        parts.append(tr("cliff edge"))
    if h in view["face_down_pellets"]:
        parts.append(tr("face-down pellet"))
    elif board.is_pellet_hex(h):
        parts.append(tr("pellet hex (empty)"))
    over = [e for e, info in view["eagles"].items() if board.zone_letter(e, h) == info["zone"]]
    if over:
        parts.append(tr("in the zone of control of the {eagles}", eagles=_and([
            tr("{eagle} eagle hunting", eagle=EAGLE_WORDS[e]) if view["eagles"][e]["hunting"]
            else tr("{eagle} eagle feasting", eagle=EAGLE_WORDS[e]) for e in over])))
    stack = view["stacks"].get(h) or []
    if stack:
        parts.append(tr("stack bottom→top: {lemmings} (top: {top})", lemmings=", ".join(stack), top=stack[-1]))
    else:
        parts.append(tr("empty"))
    return " · ".join(parts)


def _lemming_place(game: Game, lem: str, view: dict[str, Any]) -> str:
    """Where one lemming is: ``R1 on 0603 (column 6), covered by B2``, ``R6 in the start area``…"""
    loc = game.state.loc[lem]
    if loc == START:
        return tr("{lemming} in the start area", lemming=lem)
    if loc == CHOW:
        return tr("{lemming} eaten (in the eagle-chow box)", lemming=lem)
    if loc == DIVE:
        return tr("{lemming} dived for {vp} VP", lemming=lem, vp=view["dives"].get(lem, 0))
    stack = view["stacks"][loc]
    place = tr("{lemming} on {hex} (column {n})", lemming=lem, hex=loc, n=column(game.board, loc))
    if stack[-1] != lem:
        return tr("{place}, covered by {lemmings}", place=place, lemmings=", ".join(stack[stack.index(lem) + 1:]))
    return place


def clan_lines(game: Game, p: int, view: dict[str, Any], seat: int | None) -> list[str]:
    """One clan's pieces and holdings: its lemmings wherever they are, its VP, cards and pellets (counted
    for a rival; named for the seat itself)."""
    s = game.state
    info = view["players"][p]
    lems = s.cfg.lemmings_of[p]
    board_lems = [_lemming_place(game, lem, view) for lem in lems if s.loc[lem] in view["stacks"]]
    lines = [tr("on the board: {lemmings}", lemmings=_and(board_lems))]
    starting = [lem for lem in lems if s.loc[lem] == START]
    if starting:
        lines.append(tr("in the start area: {lemmings}", lemmings=_and(_runs(starting))))
    dived = [f"{lem} ({view['dives'].get(lem, 0)} VP)" for lem in lems if s.loc[lem] == DIVE]
    if dived:
        lines.append(tr("dived: {lemmings}", lemmings=_and(dived)))
    eaten = [lem for lem in lems if s.loc[lem] == CHOW]
    if eaten:
        lines.append(tr("eaten: {lemmings}", lemmings=_and(eaten)))
    lines.append(trn("{n} VP on the VP track", "{n} VP on the VP track", info["vp_track"], n=info["vp_track"]))
    if p == seat:
        cards = [render(card_name(c)) for c in info["hand"]]
        lines.append(tr("your special-action cards: {cards}", cards=_and(cards)))
        held = {k: info["pellets"].count(k) for k in ("vp1", "vp2", "favour")}
        lines.append(tr("your pellets: {vp1} worth 1 VP, {vp2} worth 2 VP, {favour} favour", **held))
    else:
        lines.append(trn("{n} special-action card in hand", "{n} special-action cards in hand", info["cards_held"],
                         n=info["cards_held"]))
        lines.append(trn("{n} pellet held face down", "{n} pellets held face down", info["pellets_held"],
                         n=info["pellets_held"]))
    lines.append(tr("clan card {card}: used", card=card_name(ITS_A_5)) if info["clan_card_used"]
                 else tr("clan card {card}: not used yet", card=card_name(ITS_A_5)))
    if info["played_face_up"]:
        lines.append(tr("cards face up before it: {cards}", cards=_and([render(card_name(c))
                                                                        for c in info["played_face_up"]])))
    return lines


def turn_lines(game: Game, seat: int | None, view: dict[str, Any]) -> list[str]:
    """Whose turn it is and what is being decided; once over, the result and the standings."""
    s = game.state
    if view["over"]:
        lines = [tr("The game is over: {clans} won.", clans=_and(list(game.winners)) if game.winners else tr("nobody"))]
        lines += [tr("{place}. {clan}: {vp} VP", place=place, clan=sc.clan, vp=sc.total) for place, sc in game.standings()]
        return lines
    lines = [tr("Turn {turn}; the Eagle Player is {clan}.", turn=view["turn"], clan=s.name(view["eagle_player"]))]
    d = view["pending"]
    if d is not None:
        if d["player"] == CHANCE:
            lines.append(tr("Chance decides next."))
        elif d["player"] == seat:
            lines.append(tr("Your decision: {prompt}", prompt=d["prompt"]))
        else:
            lines.append(tr("{clan} decides now.", clan=s.name(d["player"])))
    card = tr("none yet") if view["card"] is None else str(view["card"])
    lines.append(trn("Movement card: {card} · {n} card left in the deck", "Movement card: {card} · {n} cards left in the deck",
                     view["deck_left"], card=card, n=view["deck_left"]))
    if view["dice"]:
        lines.append(tr("Eagle dice: red {red}, blue {blue}.", red=view["dice"]["red"], blue=view["dice"]["blue"]))
    return lines


def eagle_lines(game: Game, view: dict[str, Any]) -> list[str]:
    """Each eagle's zone and side, and the lemmings in its zone of control."""
    out = []
    for e in EAGLES:
        info = view["eagles"][e]
        side = tr("hunting") if info["hunting"] else tr("feasting")
        zone = game.board.zone(e, info["zone"])
        under = [lem for h in zone for lem in view["stacks"].get(h) or []]
        out.append(tr("{eagle} eagle: zone {zone} ({hexes}), {side}; lemmings there: {lemmings}", eagle=EAGLE_WORDS[e],
                      zone=info["zone"], hexes=", ".join(zone), side=side, lemmings=_and(under)))
    return out


def box_lines(game: Game, view: dict[str, Any]) -> list[str]:
    """The start area, the dive and eagle-chow boxes, the pellets left and the favour box."""
    s = game.state
    waiting = ", ".join(f"{s.name(p)} {sum(1 for lem in s.cfg.lemmings_of[p] if lem in view['start'])}"
                        for p in range(s.cfg.n_players))
    return [tr("Start area · waiting: {counts}", counts=waiting),
            tr("Over the cliff: {lemmings}", lemmings=_and([f"{lem} ({vp} VP)" for lem, vp in view["dives"].items()])),
            tr("Eagle-chow box · {lemmings}", lemmings=_and(view["chow"])),
            tr("Face-down pellets on the board: {hexes}", hexes=_and(view["face_down_pellets"])),
            trn("{n} pellet left in the reserve", "{n} pellets left in the reserve", view["reserve_left"],
                n=view["reserve_left"]),
            trn("{n} favour pellet in the favour box", "{n} favour pellets in the favour box", view["favour_box"],
                n=view["favour_box"])]


def title(game: Game) -> str:
    """The short line: the game, the turn and who decides (or the result)."""
    d = game.pending
    if d is None:
        return tr("{game}: the game is over", game=GAME_NAME)
    who = tr("chance") if d.player == CHANCE else game.state.name(d.player)
    return tr("{game}: turn {turn}, {clan} to decide", game=GAME_NAME, turn=game.turn, clan=who)


def account(game: Game, seat: int | None = None) -> Account:
    """The position in words as ``seat`` may know it (``None``: only what everyone at the table sees)."""
    view = _view(game, seat)
    s = game.state
    sections = [Section(tr("Turn"), tuple(turn_lines(game, seat, view))),
                Section(tr("Eagles"), tuple(eagle_lines(game, view))),
                Section(tr("Occupied hexes, by column"), tuple(
                    hex_words(game, h, view) for h in game.board.hexes if view["stacks"].get(h)))]
    for p in range(s.cfg.n_players):
        heading = tr("{clan} (you)", clan=s.name(p)) if p == seat else s.name(p)
        sections.append(Section(heading, tuple(clan_lines(game, p, view, seat))))
    sections.append(Section(tr("Boxes and reserve"), tuple(box_lines(game, view))))
    return Account(title(game), tuple(sections))


def picture_words(game: Game) -> tuple[str, str]:
    """A picture's ``<title>`` and ``<desc>``: the short line and the account everyone at the table may read."""
    acc = account(game)
    return acc.title, acc.text()


def board_words(board: Board) -> tuple[str, str]:
    """The empty board's ``<title>`` and ``<desc>``: each column's hexes with their terrain and zones."""
    lines = []
    for n in range(board.first_row, board.last_row + 1):
        hexes = [h for h in board.hexes if board.row(h) == n]
        lines.append(tr("Column {n}: {hexes}", n=n, hexes="; ".join(
            " ".join([h, render(TERRAIN_WORDS[board.terrain(h)])] + [f"{render(EAGLE_WORDS[e])} {z}"
                                                                     for e, z in board.zones_of(h)]
                     + ([tr("cliff edge")] if board.is_cliff_edge(h) else []))
            for h in hexes)))
    return tr("Board {name}", name=board.name), "\n".join(lines)


# ------------------------------------------------------------------ queries
def _moves(game: Game, seat: int | None, words: tuple[str, ...]) -> str | None:
    """Where one lemming can go now: the pending decision's own options that name it."""
    if len(words) != 1:
        return None
    lem = _piece(game, words[0])
    if lem is None:
        return None
    d = game.pending
    if d is None:
        return tr("the game is over")
    if seat is None or d.player != seat:
        return tr("{lemming} has no choice of yours now: {clan} decides.", lemming=lem,
                  clan=tr("chance") if d.player == CHANCE else game.state.name(d.player))
    mine = [o for o in d.options if getattr(o, "lemming", None) == lem]
    if not mine:
        return tr("{lemming} cannot go anywhere in this decision.", lemming=lem)
    ends = list(dict.fromkeys(o.to for o in mine if isinstance(o, Move)))
    lines = [game.describe(o) for o in mine]
    head = tr("{lemming} can end on {hexes}.", lemming=lem, hexes=_and(ends)) if ends else ""
    return " ".join([head, tr("Options: {options}", options="; ".join(lines))]).strip()


def _eagles(game: Game, view: dict[str, Any]) -> str:
    """Where each eagle is, the zones its next flight can reach with their chances, and the lemmings it can reach."""
    faces = die_faces(game.config.die)
    parts = eagle_lines(game, view)
    for e in EAGLES:
        info = view["eagles"][e]
        chances = eagle_zone_distribution(game.board, e, info["zone"], not info["hunting"], faces)
        parts.append(tr("{eagle} eagle's next flight can end in: {zones}", eagle=EAGLE_WORDS[e], zones=_and(
            [f"{z} {percent(p)}" for z, p in chances.items() if p])))
    threats = [t for t in threatened(game).values() if not t.safe]
    parts.append(tr("Lemmings the next eagles phase can reach: {lemmings}", lemmings=_and([
        tr("{lemming} on {hex} (eaten {eaten}, scattered {scattered})", lemming=t.lemming, hex=t.hex,
           eaten=percent(t.eaten), scattered=percent(t.scattered)) for t in threats])))
    return "\n".join(parts)


def _piece(game: Game, word: str) -> str | None:
    """The lemming a word names: its id (``r1``) or its name (``astor``)."""
    s = game.state
    for lem in s.cfg.all_lemmings:
        if word in (fold(lem), fold(s.cfg.names[lem])):
            return lem
    return None


def _clan(game: Game, word: str) -> int | None:
    return next((p for p in range(game.players) if fold(game.state.name(p)) == word), None)


def _pieces(game: Game, p: int, view: dict[str, Any], seat: int | None) -> str:
    return "\n".join([game.state.name(p), *clan_lines(game, p, view, seat)])


def _place(game: Game, words: tuple[str, ...], view: dict[str, Any]) -> str | None:
    """What stands on a place: a hex id, the start area, the cliff or the eagle-chow box, or a whole column."""
    w = " ".join(words)
    if len(words) == 2 and words[0] in ("column", fold(tr("column"))) and words[1].isdigit():
        n = int(words[1])
        hexes = [h for h in game.board.hexes if column(game.board, h) == n]
        return "\n".join(hex_words(game, h, view) for h in hexes) if hexes else tr(
            "There is no column {n}: the columns are {first} to {last}.", n=n, first=game.board.first_row,
            last=game.board.last_row)
    for h in game.board.hexes:
        if w == h:
            return hex_words(game, h, view)
    if w in ("start", fold(tr("start area"))):
        return box_lines(game, view)[0]
    if w in ("cliff", "dive", fold(tr("cliff edge"))):
        return box_lines(game, view)[1]
    if w in ("chow", fold(tr("eagle-chow box"))):
        return box_lines(game, view)[2]
    return None


def _lookup(game: Game, seat: int | None, words: tuple[str, ...], view: dict[str, Any]) -> str | None:
    """A place, a lemming or a clan named alone (or after ``where``)."""
    if words and words[0] in ("where", fold(tr("where"))):
        words = words[1:]
    place = _place(game, words, view)
    if place is not None or len(words) != 1:
        return place
    lem = _piece(game, words[0])
    if lem is not None:
        return _lemming_place(game, lem, view)
    p = _clan(game, words[0])
    return None if p is None else _pieces(game, p, view, seat)


def commands(game: Game, seat: int | None) -> list[Command]:
    """The query commands, each answering in words from what ``seat`` may know."""
    view = _view(game, seat)
    cmds: list[Command] = []

    def help_(rest: tuple[str, ...]) -> str:
        return command_list(cmds)

    def place(rest: tuple[str, ...]) -> str | None:
        rest = _unfilled(rest)
        return _place(game, rest, view) if rest else None

    def mine(rest: tuple[str, ...]) -> str | None:
        if rest:
            return None
        return tr("Say which seat you are first: nobody sits here.") if seat is None else _pieces(game, seat, view, seat)

    cmds += [
        Command("help", lazyc("query", "help"), lazy("lists the commands"), help_),
        *account_commands(lambda: account(game, seat).text(), lambda: "\n".join(turn_lines(game, seat, view))),
        Command("hex", lazyc("query", "hex"), lazy("what is on a hex: hex 0603 (or the id alone)"), place),
        Command("what", lazyc("query", "what"), lazy("what is on a place: what 0603, what start, what chow"), place),
        Command("mine", lazyc("query", "mine"), lazy("where your lemmings are"), mine),
        Command("moves", lazyc("query", "moves"), lazy("where a lemming can go now: moves R1"),
                lambda rest: _moves(game, seat, rest)),
        Command("eagles", lazyc("query", "eagles"), lazy("where the eagles are and whom their next flight can reach"),
                lambda rest: None if rest else _eagles(game, view)),
        Command("column", lazyc("query", "column"), lazy("every hex of a column: column 6"),
                lambda rest: _place(game, ("column", *rest), view)),
    ]
    return cmds


def answer(game: Game, seat: int | None, text: str) -> str | None:
    """The answer to a query command in words, or ``None`` when ``text`` is not a query (a move box may
    then try it as a move). A clan's name, a lemming's id or name, or a place alone is a query too."""
    cmds = commands(game, seat)
    view = _view(game, seat)
    return dispatch(cmds, text, lambda words: _lookup(game, seat, words, view))


__all__ = ["account", "answer", "commands", "hex_words", "clan_lines", "turn_lines", "eagle_lines", "box_lines",
           "picture_words", "board_words", "title", "column", "GAME_NAME"]
