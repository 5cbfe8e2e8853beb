"""The words of :class:`~widgets.labyrinth_view.LabyrinthView`, as pure functions of a game, the seats
people play and the play loop's events (:class:`gametools.Event`): the status line (whose turn, what to
do), the table of the seats, and the recap's entries (:class:`RecapLine`, what
:class:`~widgets.recap_panel.RecapPanel` shows). They return text or HTML (escaped) in the current
language; no widget is needed to test them."""

from __future__ import annotations

import html
from collections.abc import Collection, Sequence
from typing import Any, NamedTuple

from gamecore.i18n import lazy, log_line, render, tr, trn
from gametools import Event
from labyrinth.components import display_name
from labyrinth.game import Game
from labyrinth.layout import SEAT_COLOURS
from labyrinth.preview import drawn_tile, tile_svg
from labyrinth.rules import takeable
from labyrinth.wording import actions_left, asked, tile_sides

#: What each kind of decision inside an activity asks for, said in the status line (the choice of an
#: activity says how many actions are left; a failing test and a combat's end say how they stand and
#: what each choice does, in the engine's words: :func:`task_words`).
TASKS = {
    "place": lazy("build the tile drawn: point at a lit cell to see it there, click the cell to choose (×2, ×3…: it "
                  "fits there several ways, each then drawn over its button)"),
    "golem": lazy("move the Golem one corridor: click a lit corridor"),
    "pickup": lazy("take a key or an item here, or nothing"),
    "imminent": lazy("characters share the corridor entered: attack one, or pass"),
    "defend": lazy("a character entered your corridor: attack it, or pass"),
    "push": lazy("the loser is pushed off the central tile: click the lit corridor to push it to"),
    "drop": lazy("the character died with two items: choose the one to drop"),
    "target": lazy("choose whom the event strikes"),
    "tokens": lazy("several kinds of ability tokens act here: choose which acts first"),
}
#: What the computer is deciding for one of its characters, said in the status line while it plays (no
#: "click": the person has nothing to do until it is done).
DECIDING = {
    "action": lazy("which activity to do"),
    "place": lazy("where to build the tile drawn, and which way round"),
    "golem": lazy("where the Golem goes next"),
    "pickup": lazy("whether to take a key or an item here"),
    "imminent": lazy("whether to attack a character in the corridor it entered"),
    "defend": lazy("whether to attack the character who entered its corridor"),
    "push": lazy("where to push the loser of the combat on the central tile"),
    "drop": lazy("which item to drop"),
    "target": lazy("whom the event strikes"),
    "tokens": lazy("which ability tokens act first"),
    "reroll": lazy("whether to help the failed roll or keep it"),
    "trigger": lazy("whether to use an ability or an item as the combat ends"),
}
#: The hex radius, in CSS pixels, of the tile drawn in the status line (as high as the line).
ICON_SIZE = 11.0
#: The undo buttons' tooltips (:class:`~widgets.undo.UndoPanel`'s ``tips``), in Labyrinth's words.
UNDO_TIPS = {
    "undo": lazy("Undo: back to your own last decision, so you can choose again (whatever the computer's "
                 "characters did after it is taken back too)"),
    "back": lazy("Step back: one decision back, whoever made it (yours or the computer's), to explore; the "
                 "computer does not play on by itself afterwards"),
    "redo": lazy("Redo: make again the decision you last undid or stepped back over"),
}


def seat_name(game: Game, seat: int) -> str:
    """``P2 (Warrior)``: the seat and its character in the current language."""
    s = game.state
    character = game.components.characters[s.seats[seat].character]
    return tr("{player} ({character})", player=s.name(seat), character=display_name(character.name))


def chip(seat: int) -> str:
    """A dot in the seat's colour (the colour of its pawn on the board)."""
    return f'<span style="color:{SEAT_COLOURS[seat]};font-size:1.1em">●</span>'


def task_words(game: Game) -> str:
    """What the pending decision asks for, in words."""
    d = game.pending
    if d is None:
        return ""
    if d.kind == "action":
        left = trn("{n} action left", "{n} actions left", game.state.actions, n=game.state.actions)
        return tr("choose an activity ({left}): click a lit corridor, or a button", left=left)
    if d.kind in TASKS:
        return str(TASKS[d.kind])
    return render(asked(game.components, game.state, d.options))


def deciding_words(game: Game) -> str:
    """What the computer is deciding for the pending decision's character, with the actions left."""
    d = game.pending
    if d is None:
        return ""
    what = DECIDING.get(d.kind) or asked(game.components, game.state, d.options)
    return tr("{what} ({left})", what=render(what), left=render(actions_left(game.state, d.player)))


def own_key_note(game: Game, seat: int) -> str:
    """Said to a person whose character stands by its own key tile's key and may take no other key there."""
    s = game.state
    owners = s.keys.get(s.seats[seat].at, [])
    if game.pending is not None and game.pending.kind == "action" and seat in owners and not takeable(s, seat)[0]:
        return tr("The key here is your own key tile's: it is not yours to take. You need a rival's key.")
    return ""


def status_html(game: Game, humans: Collection[int], running: bool = False) -> str:
    """Whose turn it is and what to do (or who won); ``running``: the computer is playing its decisions
    one at a time (then it says what the computer is deciding, and asks the person for nothing)."""
    d = game.pending
    if d is None:
        return "<b>" + html.escape(tr("{winner} stands alone on the central tile with a key and wins.",
                                      winner=seat_name(game, game.state.winner))) + "</b>"
    who = seat_name(game, d.player)
    if d.player in humans:
        line = html.escape(tr("{seat}, your decision: {task}", seat=who, task=task_words(game)))
        note = own_key_note(game, d.player)
        tile = drawn_tile(game.components, game.state)
        # the tile drawn beside the prompt, line high (the larger picture is atop the side panel, which a
        # narrow page puts under the board)
        icon = "" if tile is None else " " + tile_svg(game.components, tile, 0, title=tr(
            "The tile drawn: {sides}", sides=render(tile_sides(game.components, tile, 0))), size=ICON_SIZE, inline=True)
        return f"{chip(d.player)} <b>{line}</b>{icon}" + (f" <span>{html.escape(note)}</span>" if note else "")
    if running:
        line = tr("The computer is playing {seat}, one decision at a time: it is deciding {what}.", seat=who,
                  what=deciding_words(game))
    else:
        line = tr("{seat} is the computer's to play, deciding {what}: press Computer move or Play to my turn.",
                  seat=who, what=deciding_words(game))
    return f"{chip(d.player)} <b>{html.escape(line)}</b>"


def drawn_html(game: Game, humans: Collection[int]) -> str:
    """The tile drawn while it waits to be built: its picture (as the board will draw it, N at the top) and its
    corridors and symbols in words; what the person can do to see it on the board. ``""`` otherwise."""
    comps, s, d = game.components, game.state, game.pending
    tile = drawn_tile(comps, s)
    if tile is None or d is None:
        return ""
    sides = render(tile_sides(comps, tile, 0))
    words = [tr("The tile drawn, as it comes (N at the top): {sides}.", sides=sides)]
    symbols = {symbol for c in comps.tiles[tile].corridors for symbol in c.symbols}
    if "trap" in symbols:
        words.append(tr("Its trap symbol lays a face-down trap in that corridor when it is built (the red square)."))
    if "item" in symbols:
        words.append(tr("Its item symbol lays an item in that corridor when it is built (the green dot)."))
    if d.player in humans:
        words.append(tr("Point at a lit cell to see the tile there; click the cell to see each way it fits."))
    else:
        words.append(tr("{seat} (the computer) is building it.", seat=seat_name(game, d.player)))
    picture = tile_svg(comps, tile, 0, title=tr("The tile drawn: {sides}", sides=sides))
    return ("<div class='labyrinth-drawn' style='display:flex;gap:10px;align-items:center;margin:2px 0 6px 0'>"
            f"<div style='flex:none'>{picture}</div><div>{html.escape(' '.join(words))}</div></div>")


def seats_html(game: Game, humans: Collection[int]) -> str:
    """A row per seat: the seat, its character and who plays it; lives, stun tokens, the crystal, keys and
    items. Then the piles and the lasting event. Narrow enough for a side panel of 300 CSS pixels."""
    s, comps = game.state, game.components
    head = (tr("seat"), tr("lives"), tr("stun"), tr("crystal"), tr("keys"), tr("items"))
    cell = "<td style='padding:1px 6px 1px 0;vertical-align:top'>{}</td>"
    rows = ["<tr>" + "".join(f"<th style='text-align:left;padding-right:6px'>{html.escape(h)}</th>" for h in head)
            + "</tr>"]
    for p, seat in enumerate(s.seats):
        items = ", ".join(display_name(comps.items[i].name) if i in comps.items else i for i in seat.items) or "–"
        who = tr("you") if p in humans else tr("computer")
        cells = (f"{chip(p)} {html.escape(seat_name(game, p))} · {html.escape(who)}", str(seat.lives), str(seat.stun),
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


class Recorded(NamedTuple):
    """What the view's recorder keeps of a decision (an :class:`~gametools.Event`'s ``detail``): the
    log lines it caused (messages, worded when shown) and the place on the board where it was chosen
    (:func:`labyrinth.layout.option_place` in the position it was made in; ``None``: no place)."""

    log: tuple[Any, ...]
    place: str | None


class RecapLine(NamedTuple):
    """One recap entry, as :class:`~widgets.recap_panel.RecapPanel` reads it: who chose what
    (:meth:`headline`), what followed (:meth:`followups`), whether a person chose it (:attr:`person`)
    and the place it can be shown at (:attr:`place`; :attr:`on_board` when there is one)."""

    seat: str
    words: str
    person: bool
    log: tuple[Any, ...]
    place: str | None

    @property
    def on_board(self) -> bool:
        return self.place is not None

    def headline(self) -> str:
        """``P2 (Warrior) · computer: move along the corridors to 0408a``, in the current language."""
        who = self.seat if self.person else tr("{seat} · computer", seat=self.seat)
        return tr("{who}: {choice}", who=who, choice=self.words)

    def followups(self) -> list[str]:
        """The log lines the decision caused, worded now."""
        return [log_line(line) for line in self.log]

    def said(self) -> str:
        """The headline and what followed, in one line."""
        return " — ".join(filter(None, (self.headline(), " ".join(self.followups()))))


def recap_lines(game: Game, events: Sequence[Event]) -> list[RecapLine]:
    """The loop's events as recap entries (an event's words were read when it was made; the seat's name
    and the log are worded now, in the current language)."""
    out = []
    for e in events:
        kept = e.detail if isinstance(e.detail, Recorded) else Recorded((), None)
        out.append(RecapLine(seat_name(game, e.player), e.words, e.human, kept.log, kept.place))
    return out


def recap_header(lines: Sequence[RecapLine], decided: bool) -> str:
    """The recap's heading: since your last decision, or since the start."""
    if not lines:
        return "<b>" + html.escape(tr("No decision made yet.")) + "</b>"
    if decided:
        text = trn("Since your last decision: {n} decision (yours first).",
                   "Since your last decision: {n} decisions (yours first).", len(lines), n=len(lines))
    else:
        text = trn("Since the start: {n} decision.", "Since the start: {n} decisions.", len(lines), n=len(lines))
    return "<b>" + html.escape(text) + "</b>"


__all__ = ["TASKS", "DECIDING", "UNDO_TIPS", "task_words", "deciding_words", "own_key_note", "drawn_html", "seat_name",
           "chip", "status_html", "seats_html", "Recorded", "RecapLine", "recap_lines", "recap_header"]
