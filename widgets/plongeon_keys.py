"""Le grand plongeon without a pointer: the board walked by keys, the decision in words, the move box,
the board in words, the log behind a toggle, landmarks and announcements (:class:`PlongeonKeys`).

It is the view's half for the keyboard and screen readers, built on the kit's core (:mod:`widgets.keys`,
:mod:`widgets.cursor`, :mod:`widgets.move_box`) and knowing :class:`~widgets.plongeon_view.PlongeonView`
only through its constructor's arguments:

* **The board** (:attr:`PlongeonKeys.keyboard`): the cursor stands on every hex of the track, the start
  and finish lines, the columns and the cards of a hand drawn on the board; Enter or Space does what a
  click there does (``click``), Escape forgets a lemming picked (``cancel``); the cursor is a ring on its
  own canvas layer and its place is said in the hover's words (``point``), followed by what Enter does.
* **The decision in words** (:attr:`PlongeonKeys.decision`, class :data:`DECISION_CLASS`): a button per
  card of the hand (and Refill), a menu of the hexes the bonus tile may go on, a button per lemming to
  pick and per place it may end on. Focus lands on its first control after each decision.
* **Words**: a :class:`~widgets.move_box.MoveBox` (the engine's notation, ``move B1 0513`` for a whole
  move, and the queries of :func:`plongeon.account.answer`) and :class:`~widgets.move_box.BoardWords`
  (:func:`plongeon.account.account`), both from the seat of the person at the screen (``person``).
* **Announcements**: after each change one sentence is said in the live region: the message line (a
  decision, its refusal and the reason), what the computer did since, and the status (what to do now).
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import ipywidgets as W

from gamecore.i18n import lazy, tr, trn
from gamecore.options import normalise
from gamecore.shapes import Poly
from plongeon import FINISH, START, TERRAINS, lemmings_of
from plongeon import account as words
from plongeon.cards import card_terrain, card_value, goes_onto, move_points
from plongeon.readouts import card_words
from plongeon.track import TERRAIN_NAMES

from .canvas import batch, compile_shapes, run_commands
from .cursor import KEY_HELP, KeyboardBoard, plain
from .keys import BoardKeys
from .language import Labels
from .move_box import BoardWords, MoveBox
from .plongeon_texts import bonus_places, place_words

if TYPE_CHECKING:
    from ipycanvas import MultiCanvas

    from plongeon import Game
    from plongeon.layout import PlongeonLayout

#: The classes the view's parts carry: the decision's box (focus goes to its first control), and the
#: landmarks (:attr:`BoardKeys.landmarks`: the board, the decision panel, the log).
DECISION_CLASS, BOARD_AREA, SIDE_AREA, LOG_AREA = "plongeon-decision", "plongeon-board-area", "plongeon-side", "plongeon-log-area"
#: The cursor's ring: the focus ring's dark blue, inside a white halo (it shows on every terrain).
CURSOR_COLOUR, CURSOR_HALO = "#1a3d8f", "#ffffff"
#: One line of the recap (:func:`widgets.plongeon_texts.recap_html`).
_RECAP_LINE = re.compile(r"<div[^>]*>(.*?)</div>", re.S)


def cursor_shapes(lay: PlongeonLayout, place: str | None) -> list[Any]:
    """The keyboard cursor's ring round ``place`` (a hex, or an area of the picture); none for ``None``."""
    if place is None:
        return []
    s = lay.s
    if place in lay.track:
        outer, inner = lay.corners(place, 1.0), lay.corners(place, 0.8)
    else:
        rect = lay.area(place)
        if rect is None:
            return []
        outer = rect.points()
        inner = type(rect)(rect.x + 0.12 * s, rect.y + 0.12 * s, max(rect.w - 0.24 * s, 1), max(rect.h - 0.24 * s, 1)).points()
    return [Poly(outer, stroke=CURSOR_HALO, width=0.22 * s), Poly(outer, stroke=CURSOR_COLOUR, width=0.12 * s),
            Poly(inner, stroke=CURSOR_HALO, width=0.05 * s)]


def card_label(game: Game, code: str) -> tuple[str, str]:
    """A card's button: its label (the card and the steps it gives) and its tooltip (where it walks, and
    whether it starts a new column with a bonus tile)."""
    column = game.state.columns[card_terrain(code)]
    n = move_points(column, card_value(code))
    label = trn("Play {card}: {n} step", "Play {card}: {n} steps", n, card=card_words(code), n=n)
    tip = trn("moves one lemming {n} step at most, on meadow and {terrain} hexes",
              "moves one lemming {n} steps at most, on meadow and {terrain} hexes", n, n=n,
              terrain=TERRAIN_NAMES[card_terrain(code)])
    if not goes_onto(column, card_value(code)):
        label += " · " + tr("new column")
        tip += "; " + tr("it starts a new column and wins a bonus tile, if one is left")
    return label, tip


def place_name(where: str) -> str:
    """A lemming's place in a few words: a hex id, the start line or over the finish line."""
    if where == START:
        return tr("the start line")
    if where == FINISH:
        return tr("over the finish line")
    return where


class PlongeonKeys:
    """The keyboard and screen-reader parts of one view (see the module's text).

    ``game()`` is the game shown, ``layout()`` its picture's layout, ``seat()`` whose hand is shown (the
    person to decide now, else ``None``), ``person()`` the seat of the person at the screen (for the
    account and the queries), ``selected()`` the lemming picked; ``click(place)``, ``pick(lemming)``,
    ``move(lemming, place)``, ``choose(text)``, ``refill()`` and ``cancel()`` are the view's own actions
    (each says what it did on the message line), ``point(place)`` writes the hover line, ``guard`` runs a
    callback as the view's guard does and ``language()`` is the view's language. ``message``, ``status``
    and ``recap`` are the view's lines whose news is announced; ``log`` is the log's box.
    """

    def __init__(self, canvas: MultiCanvas, layer: int, *, game: Callable[[], Game], layout: Callable[[], PlongeonLayout],
                 seat: Callable[[], int | None], person: Callable[[], int | None], selected: Callable[[], str | None],
                 click: Callable[[str | None], Any], pick: Callable[[str], Any], move: Callable[[str, str], Any],
                 choose: Callable[[str], Any], refill: Callable[[], Any], cancel: Callable[[], Any],
                 point: Callable[[str | None], Any], guard: Callable[..., Any], language: Callable[[], str],
                 message: W.HTML, status: W.HTML, recap: W.HTML, log: W.Widget) -> None:
        self._game, self._layout, self._seat, self._person, self._selected = game, layout, seat, person, selected
        self._click, self._pick, self._move, self._choose, self._refill = click, pick, move, choose, refill
        self._point, self._guard, self._language, self._cancel = point, guard, language, cancel
        self._canvas, self._layer = canvas, layer
        self.labels = Labels()
        self.keys = BoardKeys(view_selector=".plongeon-view", decision_selector="." + DECISION_CLASS,
                              roledescription="board")
        canvas.add_class(self.keys.board_class)
        self.keyboard = KeyboardBoard(self.keys, places=self.places, size=lambda: (self._layout().width,
                                                                                   self._layout().height),
                                      describe=self.describe, show=self.show, activate=click, cancel=cancel,
                                      targets=self.targets, guard=guard, name=lambda: tr("The track of Le grand plongeon"))
        self.key_help = W.HTML(layout=W.Layout(margin="0"))
        self.move_box = MoveBox(options=self.options, words=self.option_words,
                                answer=lambda text: words.answer(self._game(), self._person(), text),
                                apply=self.apply, say=self.keys.say, guard=guard, labels=self.labels)
        self.words = BoardWords(lambda: words.account(self._game(), self._person()), self.labels, guard)
        # the decision's options in words: rebuilt only when they change (a focused button stays)
        self.heading = W.HTML(layout=W.Layout(margin="0"))
        self.decision = W.VBox(layout=W.Layout(margin="4px 0"))
        self.decision.add_class(DECISION_CLASS)
        self._shown: tuple[Any, ...] | None = None
        self.menu: W.Dropdown | None = None  # the bonus tile's hexes, during that decision
        # the whole log behind a toggle button (an accordion's title is no control a keyboard reaches everywhere)
        self.log_toggle = self.labels.add(W.ToggleButton(value=False, layout=W.Layout(width="auto")),
                                          lazy("The whole log of the race, oldest first"),
                                          lazy("Show or hide every line of the race's log"))
        self.log_toggle.add_class("plongeon-log-toggle")
        self._log = log
        self.log_panel = W.VBox([self.log_toggle, log])
        self.log_panel.add_class(LOG_AREA)
        self.log_toggle.observe(lambda _c: self._show_log(), "value")
        self._show_log()
        # announcements: what changed on these lines since the last one, said once
        self._lines = (message, recap, status)
        self._heard = ["", "", ""]
        self._recap: list[str] = []
        self._fresh = False
        message.observe(lambda _c: setattr(self, "_fresh", True), "value")
        self.labels.also(self._relabel)

    # ------------------------------------------------------------ the board
    def places(self) -> dict[str, tuple[float, float]]:
        """Every place the cursor may stand on, with its centre in canvas pixels: the hexes, the start and
        finish lines, the columns and the cards of the hand drawn on the board."""
        lay = self._layout()
        seat = self._seat()
        hand = self._game().hand(seat) if seat is not None else ()
        names = (*lay.track.hexes, START, FINISH, *(f"column:{t}" for t in TERRAINS),
                 *(f"hand:{i}" for i in range(min(len(hand), len(lay.hand_slots)))))
        return {p: lay.center(p) for p in names}

    def targets(self) -> list[str]:
        """The places where a click does something now (what the board lights for the person)."""
        game, seat = self._game(), self._seat()
        d = game.pending
        if d is None or seat is None:
            return []
        if d.kind == "action":
            return [f"hand:{i}" for i in range(min(len(game.hand(seat)), len(self._layout().hand_slots)))]
        if d.kind == "bonus":
            return list(bonus_places(game))
        lem = self._selected()
        if lem is not None:
            return list(game.legal_destinations(lem))
        return sorted({game.where(x) for x in lemmings_of(d.player) if game.legal_destinations(x)})

    def describe(self, place: str) -> str:
        """The cursor's words for ``place``: what the mouse's hover says, who waits on a line, then what Enter does."""
        game = self._game()
        said = place_words(game, place)
        if place in (START, FINISH):
            here = [lem for lem, where in game.state.loc.items() if where == place]
            if here:
                said += " · " + tr("here: {lemmings}", lemmings=", ".join(here))
        doing = self._doing(place)
        return said + " · " + tr("Enter: {doing}", doing=doing) if doing else said

    def _doing(self, place: str) -> str:
        game, seat = self._game(), self._seat()
        d = game.pending
        if d is None or seat is None or place not in self.targets():
            return ""
        if d.kind == "action":
            return tr("play this card")
        if d.kind == "bonus":
            return tr("put the bonus tile here")
        lem = self._selected()
        if lem is not None:
            n = len(game.legal_destinations(lem)[place])
            return trn("{lemming} ends its move here, {n} step", "{lemming} ends its move here, {n} steps", n,
                       lemming=lem, n=n)
        mine = next(x for x in lemmings_of(d.player) if game.where(x) == place)
        n = len(game.legal_destinations(mine))
        return trn("pick {lemming}: {n} place to end on", "pick {lemming}: {n} places to end on", n, lemming=mine, n=n)

    def show(self, place: str | None) -> None:
        """The cursor is on ``place``: its ring on the cursor's layer and its words on the hover line."""
        commands = compile_shapes(cursor_shapes(self._layout(), place))
        with batch():
            layer = self._canvas[self._layer]
            layer.clear()
            run_commands(layer, commands)
        if place is not None:
            self._point(place)

    # ------------------------------------------------------ the move box
    def options(self) -> list[str]:
        """The completions: the person's options in the engine's notation, and a lemming's whole move
        (``move B1 0513``) before it takes its first step."""
        game, seat = self._game(), self._seat()
        d = game.pending
        if d is None or seat is None:
            return []
        out: list[str] = []
        if d.kind == "move" and game.state.mover is None:
            for lem in lemmings_of(d.player):
                out += [f"move {lem} {where}" for where in game.legal_destinations(lem)]
        return out + [str(o) for o in d.options]

    def option_words(self, option: str) -> str:
        """An option of the move box in words (a whole move too)."""
        parts = option.split()
        if len(parts) == 3 and parts[0] == "move":
            n = len(self._game().legal_destinations(parts[1]).get(parts[2], ()))
            return trn("{lemming} to {place}: {n} step", "{lemming} to {place}: {n} steps", n, lemming=parts[1],
                       place=place_name(parts[2]), n=n)
        return self._game().describe(option)

    def apply(self, text: str) -> str | None:
        """Make what the move box says (``move B1 0513``, or an option's text); ``None`` when refused (the
        view said why on its message line), so the text stays to mend."""
        game = self._game()
        before = len(game.history)
        parts = normalise(text).split()
        if len(parts) == 3 and parts[0] == "move":
            said = self._move(parts[1].upper(), parts[2])
        else:
            said = self._choose(text)
        return said if len(game.history) != before else None

    # ------------------------------------------------- the decision in words
    def _options_now(self) -> tuple[Any, ...]:
        """The decision's controls as data: (kind, label, tooltip, action) for each, and a heading."""
        game, seat = self._game(), self._seat()
        d = game.pending
        if d is None or seat is None:
            return ()
        if d.kind == "action":
            rows: list[Any] = [("heading", tr("Your decision: play a card, or refill."))]
            first: dict[str, int] = {}
            for i, code in enumerate(game.hand(seat)):
                first.setdefault(code, i)  # two cards alike: one button
            for code, i in first.items():
                label, tip = card_label(game, code)
                rows.append(("button", label, tip, ("click", f"hand:{i}")))
            rows.append(("button", tr("Refill instead"), tr("discard the cards ticked under the board (none ticked: "
                                                            "nothing), then draw up to a full hand"), ("refill",)))
            return tuple(rows)
        if d.kind == "bonus":
            hexes = bonus_places(game)
            return (("heading", tr("Your decision: where the bonus tile goes.")),
                    ("menu", tr("Bonus tile on"), tuple((place_words(game, h), h) for h in hexes)),
                    ("button", tr("Put the bonus tile there"), tr("put the bonus tile on the hex chosen in the menu"),
                     ("bonus",)))
        lem = self._selected()
        if lem is not None:
            ends = game.legal_destinations(lem)
            rows = [("heading", tr("Your decision: where {lemming} ends its move.", lemming=lem))]
            for where, path in sorted(ends.items(), key=lambda kv: (-len(kv[1]), kv[0])):
                n = len(path)
                label = trn("{lemming} to {place}: {n} step", "{lemming} to {place}: {n} steps", n, lemming=lem,
                            place=place_name(where), n=n)
                rows.append(("button", label, place_words(game, where), ("move", lem, where)))
            rows.append(("button", tr("Pick another lemming"), tr("forget {lemming} and pick again", lemming=lem),
                         ("cancel",)))
            return tuple(rows)
        rows = [("heading", tr("Your decision: which lemming moves."))]
        seen: set[str] = set()
        for x in lemmings_of(d.player):
            where, n = game.where(x), len(game.legal_destinations(x))
            if n and where not in seen:
                seen.add(where)
                label = trn("Pick {lemming} ({place}): {n} place to end on", "Pick {lemming} ({place}): {n} places to end on",
                            n, lemming=x, place=place_name(where), n=n)
                rows.append(("button", label, tr("then choose where it ends its move"), ("pick", x)))
        return tuple(rows)

    def _run(self, action: tuple[str, ...]) -> Any:
        kind = action[0]
        if kind == "click":
            return self._click(action[1])
        if kind == "pick":
            return self._pick(action[1])
        if kind == "move":
            return self._move(action[1], action[2])
        if kind == "refill":
            return self._refill()
        if kind == "bonus":
            return self._click(self.menu.value if self.menu is not None else None)
        return self._cancel()

    def _build(self, rows: tuple[Any, ...]) -> None:
        for old in self.decision.children:
            if old is not self.heading:
                old.close()
        children: list[W.Widget] = []
        self.menu = None
        buttons: list[W.Widget] = []
        for row in rows:
            if row[0] == "heading":
                self.heading.value = "<b>" + html.escape(row[1]) + "</b>"
                children.append(self.heading)
            elif row[0] == "menu":
                self.menu = W.Dropdown(options=list(row[2]), description=row[1], style={"description_width": "initial"},
                                       layout=W.Layout(width="auto", max_width="100%"))
                children.append(self.menu)
            else:
                b = W.Button(description=row[1], tooltip=row[2], layout=W.Layout(width="auto", max_width="100%"))
                b.on_click(lambda _b, a=row[3]: self._guard(_b.description, self._run, a))
                buttons.append(b)
        if buttons:
            children.append(W.Box(buttons, layout=W.Layout(flex_flow="row wrap")))
        self.decision.children = children

    # ------------------------------------------------------------- the rest
    def _show_log(self) -> None:
        self._log.layout.display = "" if self.log_toggle.value else "none"

    def _relabel(self) -> None:
        self.keyboard.relabel()
        self.keys.lang = self._language()
        self.keys.landmarks = {BOARD_AREA: ["region", tr("Board")], SIDE_AREA: ["region", tr("Your decision")],
                               LOG_AREA: ["region", tr("Log")]}
        self.key_help.value = '<span style="font-size:12px;color:#333">' + html.escape(str(KEY_HELP)) + "</span>"
        self._shown = None  # the decision's words again, in this language

    def relabel(self) -> None:
        """Every label in the current language (the view's language changed)."""
        self.labels.apply()

    def render(self) -> None:
        """After every change: the decision's controls, the move box, the board in words, the cursor, and
        one announcement of what is new."""
        rows = self._options_now()
        if rows != self._shown:
            self._shown = rows
            self._build(rows)
        self.move_box.render()
        self.words.render()
        self.keyboard.refresh()
        self.announce()

    def announce(self) -> str:
        """Say in one sentence what is new on the message line, the recap (the computer's decisions) and
        the status; returns it ("" when nothing is new)."""
        now = [plain(line.value) for line in self._lines]
        news = [t for i, t in enumerate(now) if t and (t != self._heard[i] or (i == 0 and self._fresh))]
        # the recap grows while the computer plays step by step: only its new lines are news
        lines, heard = _RECAP_LINE.findall(self._lines[1].value), self._recap
        if now[1] in news and heard and lines[:len(heard)] == heard and len(lines) > len(heard):
            news[news.index(now[1])] = " ".join(plain(x) for x in lines[len(heard):])
        self._heard, self._fresh, self._recap = now, False, lines
        said = " ".join(news)
        if said:
            self.keys.say(said)
        return said

    def say_all(self, first: str = "") -> str:
        """Say ``first`` (a new deal), then the status: what to do now."""
        said = " ".join(t for t in (first, plain(self._lines[2].value)) if t)
        self.keys.say(said)
        return said


__all__ = ["PlongeonKeys", "cursor_shapes", "card_label", "place_name", "DECISION_CLASS", "BOARD_AREA", "SIDE_AREA",
           "LOG_AREA"]
