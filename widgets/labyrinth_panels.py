"""The words of :class:`~widgets.labyrinth_view.LabyrinthView`, as pure functions of a game and its
:class:`~labyrinth.playloop.PlayLoop`: the status line (whose turn, what to do), the table of the seats,
and the recap. They return HTML (escaped) in the current language; no widget is needed to test them."""

from __future__ import annotations

import html
from collections.abc import Sequence

from gamecore.i18n import lazy, log_line, tr, trn
from labyrinth.components import display_name
from labyrinth.game import Game
from labyrinth.layout import SEAT_COLOURS
from labyrinth.playloop import Entry, PlayLoop

#: What each kind of decision inside an activity asks for, said in the status line (the choice of an
#: activity says how many actions are left: :func:`task_words`).
TASKS = {
    "place": lazy("build the tile drawn: click a lit cell (×2, ×3…: it fits there turned several ways, choose below)"),
    "golem": lazy("move the Golem one corridor: click a lit corridor"),
    "pickup": lazy("take a key or an item here, or nothing"),
    "imminent": lazy("characters share the corridor entered: attack one, or pass"),
    "defend": lazy("a character entered your corridor: attack it, or pass"),
    "push": lazy("the loser is pushed off the central tile: click the lit corridor to push it to"),
    "drop": lazy("the character died with two items: choose the one to drop"),
    "target": lazy("choose whom the event strikes"),
    "reroll": lazy("a test failed: roll again with the Crystal of Destiny, or keep the roll"),
    "tokens": lazy("several kinds of ability tokens act here: choose which acts first"),
}


def seat_name(game: Game, seat: int) -> str:
    """``P2 (Warrior)``: the seat and its character in the current language."""
    s = game.state
    character = game.components.characters[s.seats[seat].character]
    return tr("{player} ({character})", player=s.name(seat), character=display_name(character.name))


def _chip(seat: int) -> str:
    return f'<span style="color:{SEAT_COLOURS[seat]};font-size:1.1em">●</span>'


def task_words(game: Game) -> str:
    """What the pending decision asks for, in words."""
    d = game.pending
    if d is None:
        return ""
    if d.kind == "action":
        left = trn("{n} action left", "{n} actions left", game.state.actions, n=game.state.actions)
        return tr("choose an activity ({left}): click a lit corridor, or a button", left=left)
    return str(TASKS[d.kind]) if d.kind in TASKS else d.prompt


def status_html(table: PlayLoop) -> str:
    """Whose turn it is and what to do (or who won)."""
    game = table.game
    d = game.pending
    if d is None:
        return "<b>" + html.escape(tr("{winner} stands alone on the central tile with a key and wins.",
                                      winner=seat_name(game, game.state.winner))) + "</b>"
    who = html.escape(seat_name(game, d.player))
    task = html.escape(task_words(game))
    if table.person_to_play:
        line = tr("{seat}, your decision: {task}", seat=who, task=task)
    else:
        line = tr("{seat} (the computer) is to play: {task}", seat=who, task=task)
    return f"{_chip(d.player)} <b>{line}</b>"


def seats_html(table: PlayLoop) -> str:
    """A row per seat: the seat, its character and who plays it; lives, stun tokens, the crystal, keys and
    items. Then the piles and the lasting event. Narrow enough for a side panel of 300 CSS pixels."""
    game = table.game
    s, comps = game.state, game.components
    head = (tr("seat"), tr("lives"), tr("stun"), tr("crystal"), tr("keys"), tr("items"))
    cell = "<td style='padding:1px 6px 1px 0;vertical-align:top'>{}</td>"
    rows = ["<tr>" + "".join(f"<th style='text-align:left;padding-right:6px'>{html.escape(h)}</th>" for h in head)
            + "</tr>"]
    for p, seat in enumerate(s.seats):
        items = ", ".join(display_name(comps.items[i].name) if i in comps.items else i for i in seat.items) or "–"
        who = tr("you") if p in table.humans else tr("computer")
        cells = (f"{_chip(p)} {html.escape(seat_name(game, p))} · {html.escape(who)}", str(seat.lives), str(seat.stun),
                 html.escape(tr("active") if seat.crystal else tr("spent")), str(seat.keys), html.escape(items))
        style = " style='background:#fff4c2'" if p == s.active and s.winner is None else ""
        rows.append(f"<tr{style}>" + "".join(cell.format(c) for c in cells) + "</tr>")
    event = comps.events[s.event] if s.event else None
    piles = tr("Tiles left {tiles} · traps {traps} · items {items} · Golem cards {golem} · events {events}",
               tiles=len(s.pile), traps=len(s.trap_pile), items=len(s.item_pile), golem=len(s.golem_deck),
               events=len(s.event_deck))
    lasting = tr("Event on the central tile: {event}", event=display_name(event.name)) if event else ""
    return ("<div style='font-size:0.92em;overflow-wrap:anywhere'><table style='border-collapse:collapse'>"
            + "".join(rows) + "</table>" + f"<div>{html.escape(piles)}</div>"
            + (f"<div>{html.escape(lasting)}</div>" if lasting else "") + "</div>")


def recap_html(game: Game, entries: Sequence[Entry], last: int = 8) -> str:
    """The last ``last`` decisions made at the table: who chose what, in words, and what followed."""
    lines = []
    for e in list(entries)[-last:]:
        who = seat_name(game, e.seat) + (" · " + tr("computer") if e.computer else "")
        said = " ".join(log_line(line) for line in e.log)
        lines.append(f"{_chip(e.seat)} <b>{html.escape(who)}</b>: {html.escape(game.describe(e.option))}"
                     + (f" <span style='color:#555'>— {html.escape(said)}</span>" if said else ""))
    return "<br>".join(lines) or html.escape(tr("No decision made yet."))


__all__ = ["TASKS", "task_words", "seat_name", "status_html", "seats_html", "recap_html"]
