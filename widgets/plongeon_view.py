"""``PlongeonView``: play Le grand plongeon in a notebook or the Voilà app, a sibling of :class:`widgets.GameView`.

It draws with the same canvas code (:mod:`widgets.canvas`: shapes compiled into vectorised
batches) on an ipycanvas ``MultiCanvas`` of three layers: the track, the pieces (tiles,
lemmings, columns, the hand of the seat whose turn it is when a person plays it) and the
highlights. Clicks:

* a card of the hand plays it (its terrain's column decides the points);
* after a card that started a new column, a hex receives the bonus tile;
* a lemming (or the start line) picks it and lights up where it can end its move; a lit
  hex (or the finish line) moves it there step by step, pushing as the rules say.

The view is composed of parts with their own interfaces, none mixed into it: the kit's play loop
(:class:`gametools.PlayLoop`: seats, the computer's turns, undo to your last decision, the recap)
with Le grand plongeon's collaborators (:mod:`widgets.plongeon_loop`: the random bot as the
computer, the log lines kept with each decision, a click's several choices as one decision),
:mod:`widgets.plongeon_texts`, which words everything (legend, the move's rule and what Stop does,
what the mouse points at, the recap), and the canvas code, which draws.
Every callback runs guarded, in the view's language (the menu, or ``language="es"``; default: the
kernel's): if it fails the game is put back as it was and the error is shown, never raised.
"""

from __future__ import annotations

import html
import traceback
from collections.abc import Callable, Iterable
from typing import Any

import ipywidgets as W

from gamecore.errors import IllegalAction, LemmingsError
from gamecore.i18n import LANGUAGE_NAMES, check_language, get_language, lazy, tr, trn
from gamecore.i18n import language as speaking
from gametools.playloop import Computer, PlayLoop
from plongeon import FINISH, START, Game, lemmings_of
from plongeon.layout import DEFAULT_SIZE, get_layout, highlight_scene, pieces_scene, track_scene
from plongeon.options import Bonus, PlayCard, Refill, Stop

from .canvas import (
    CUT_OFF_TRACK,
    batch,
    board_box,
    board_canvas,
    compile_shapes,
    forget_current_canvas,
    least_width,
    narrow_note_html,
    run_commands,
)
from .plongeon_discards import DiscardTicks
from .plongeon_keys import BOARD_AREA, SIDE_AREA, PlongeonKeys
from .plongeon_loop import DEFAULT_LEVEL, Decisions, log_recorder, plongeon_computer, took_back
from .plongeon_texts import bonus_places, done_text, legend_html, move_rule, place_words, recap_html, seat_line, stuck_words
from .speaking import speaks
from .wheel import PageScroll

LAYERS = ("board", "pieces", "highlights")
#: The buttons: key (``view.buttons[key]``), label and tooltip, read in the view's language.
BUTTONS = (("Refill", lazy("Refill"), lazy("your turn's action instead of playing a card: discard the cards ticked beside "
                                           "this button (none ticked: discard nothing), then draw up to a full hand")),
           ("Stop", lazy("Stop"), lazy("end the move here: the points left are lost")),
           ("Undo", lazy("Undo my last choice"), lazy("back to your last decision, taking back what the computer did "
                                                       "since")),
           ("Bot move", lazy("Computer chooses"), lazy("let the computer make the pending decision")))


class PlongeonView(W.VBox):
    """The interactive board for a game of Le grand plongeon (a new 3-player game when omitted).

    ``humans`` are the seats people play; the computer (``computer(seat, decision_index)`` gives the
    chooser of a decision, as for :class:`gametools.PlayLoop`; by default a bot of ``level``, a key of
    :data:`widgets.plongeon_loop.LEVELS`, seeded from ``seed``) plays the others up to your next
    decision when ``auto=True``, else one decision per press of *Computer chooses*. A person's hand
    is shown only on their own turn, with a tick box under each card for a refill.
    ``language`` is ``"en"``, ``"es"`` or ``"it"`` (default: the kernel's).
    """

    def __init__(self, game: Game | None = None, *, humans: Iterable[int] = (0,), auto: bool = True, seed: int = 0,
                 size: float = DEFAULT_SIZE, scale: float = 2.0, language: str | None = None,
                 computer: Computer | None = None, level: str = DEFAULT_LEVEL) -> None:
        self.language = check_language(language) if language is not None else get_language()
        with speaking(self.language):
            self._build(game if game is not None else Game.new(3, seed=1), humans, auto, seed, size, scale,
                        computer or plongeon_computer(seed, level), level)

    def _build(self, game: Game, humans: Iterable[int], auto: bool, seed: int, size: float, scale: float,
               computer: Computer, level: str) -> None:
        self.loop = PlayLoop(game, humans=humans, computer=computer, recorder=log_recorder)
        self.decisions = Decisions(self.loop)
        self.auto, self.seed, self.level = auto, seed, level
        self.board_layout = lay = get_layout(game.track, size, scale)
        self.selected: str | None = None  # a lemming id
        self._hovered: str | None = None
        self._board_commands = compile_shapes(track_scene(lay))
        self.canvas = board_canvas(lay, len(LAYERS), hover=True)  # scales with its container; the top layer: the cursor
        self.canvas.on_mouse_down(lambda x, y: self._guarded(lazy("click"), self.handle_click, x, y))
        self.canvas.on_mouse_move(lambda x, y: self._guarded(lazy("hover"), self.hover, x, y, changes=False))
        self.canvas.on_client_ready(lambda: self._guarded(lazy("redraw"), self.redraw, True, changes=False))
        self.language_menu = W.Dropdown(options=[(name, code) for code, name in LANGUAGE_NAMES.items()],
                                        value=self.language, layout=W.Layout(width="auto", min_width="10em"))
        self.language_menu.observe(lambda ch: self._guarded(lazy("language"), self.set_language, ch["new"],
                                                            changes=False), "value")
        self.seats = W.HTML()
        self.status = W.HTML()
        self.rule = W.HTML()
        self.hover_line = W.HTML(layout=W.Layout(min_height="1.5em"))
        self.message = W.HTML()
        self.recap = W.HTML(layout=W.Layout(max_height="220px", overflow="auto"))
        self.legend = W.HTML()
        self.refill_hint = W.HTML()
        self.discards = DiscardTicks()
        self.buttons: dict[str, W.Button] = {}
        actions = {"Refill": self.refill, "Stop": self.stop, "Undo": self.undo, "Bot move": self.bot_move}
        for key, _label, _tip in BUTTONS:
            b = W.Button(layout=W.Layout(width="auto", min_width="100px"))
            b.on_click(lambda _b, fn=actions[key]: self._guarded(_b.description, fn))
            self.buttons[key] = b
        self.log_box = W.HTML(layout=W.Layout(max_height="240px", overflow="auto"))
        # the keyboard, the decision in words, the move box, the board in words, the log's toggle (closed:
        # the recap says what matters), landmarks and announcements (widgets.plongeon_keys)
        self.access = PlongeonKeys(
            self.canvas, len(LAYERS), game=lambda: self.game, layout=lambda: self.board_layout, seat=lambda: self.seat,
            person=self._person, selected=lambda: self.selected, click=self.click, pick=self.pick, move=self.move,
            choose=self.choose, refill=self.refill, cancel=self.clear_selection, point=self.point_at, guard=self._guarded,
            language=lambda: self.language, message=self.message, status=self.status, recap=self.recap, log=self.log_box)
        self.log_panel = self.access.log_panel
        self.errors = W.Output()
        self.note = W.HTML(layout=W.Layout(margin="0"))
        # the refill row right under the hand (the canvas's bottom edge): its tick boxes, one per card, and Refill
        refill_row = W.HBox([self.refill_hint, self.discards, self.buttons["Refill"]],
                            layout=W.Layout(flex_flow="row wrap", align_items="center"))
        refill_row.add_class("plongeon-refill")
        board = board_box(self.canvas, refill_row, self.hover_line, self.note, self.access.key_help, self.access.move_box.box,
                          self.access.words.box, self.access.keys)
        board.add_class(BOARD_AREA)
        # the board keeps its natural width (its text stays legible); the side panel goes beside it
        # when both fit and below it otherwise
        board.layout.flex = f"0 1 {lay.css_width}px"
        moves = [b for key, b in self.buttons.items() if key != "Refill"]
        panel = W.VBox([self.status, self.rule, self.access.decision, W.HBox(moves, layout=W.Layout(flex_flow="row wrap")),
                        self.message, self.recap], layout=W.Layout(flex="1 1 300px", min_width="260px", padding="0 0 0 8px"))
        panel.add_class(SIDE_AREA)
        for widget, name in ((self.status, "plongeon-status"), (self.rule, "plongeon-rule"), (self.message, "plongeon-message"),
                             (self.recap, "plongeon-recap"), (self.seats, "plongeon-seats"), (self.legend, "plongeon-legend"),
                             (self.log_box, "plongeon-log"), (self.hover_line, "plongeon-hover")):
            widget.add_class(name)
        super().__init__([W.HBox([self.seats, self.language_menu], layout=W.Layout(justify_content="space-between")),
                          PageScroll(), W.HBox([board, panel], layout=W.Layout(flex_flow="row wrap", width="100%")),
                          self.legend, self.log_panel, self.errors])
        self.add_class("plongeon-view")
        self._label()
        if self.auto:
            self.loop.advance()
        self.refresh(full=True)

    def __repr__(self) -> str:
        return f"<PlongeonView of {self.game!r}>"

    @property
    def game(self) -> Game:
        return self.loop.game

    @property
    def humans(self) -> frozenset[int]:
        return self.loop.humans

    # -------------------------------------------------------------- guard
    def _guarded(self, action: Any, fn: Callable[..., Any], *args: Any, changes: bool = True) -> Any:
        with speaking(self.language):
            return self._guarded_here(action, fn, *args, changes=changes)

    def _guarded_here(self, action: Any, fn: Callable[..., Any], *args: Any, changes: bool = True) -> Any:
        before = self.decisions.save() if changes else None
        try:
            return fn(*args)
        except Exception as exc:  # noqa: BLE001  (every error must reach the message area, not the notebook)
            if before is not None:
                self.decisions.put_back(before)  # the same game object: a notebook's own reference stays valid
            self.selected = None
            self._show_error(action, exc)
            try:
                self.refresh()
            except Exception as again:  # noqa: BLE001
                self.errors.append_stderr(tr("redraw after the error failed too: {error}", error=repr(again)) + "\n")
            return None

    def _show_error(self, action: Any, exc: BaseException) -> None:
        what = html.escape(str(action))
        if isinstance(exc, IllegalAction | LemmingsError):
            text = tr("<b>Not allowed</b> ({action}): {reason}", action=what, reason=html.escape(str(exc)))
        else:
            text = tr("<b>Error</b> in {action}: {error} — the game was left as it was.", action=what,
                      error=html.escape(repr(exc)))
            self.errors.append_stderr("".join(traceback.format_exception(exc)))
        self._message(f'<span style="color:#a93226">{text}</span>')

    def _say(self, text: str) -> None:
        self._message(f'<span style="color:#1f3a5f">{html.escape(text)}</span>')

    def _message(self, value: str) -> None:
        if value == self.message.value:  # the same words again are news too: said again (widgets.plongeon_keys)
            self.message.value = ""
        self.message.value = value

    # ---------------------------------------------------------- language
    def _label(self) -> None:
        """Every fixed label in the view's language."""
        for key, label, tip in BUTTONS:
            self.buttons[key].description, self.buttons[key].tooltip = str(label), str(tip)
        self.refill_hint.value = html.escape(tr("Refill instead of playing? Tick the cards to discard first:"))
        self.language_menu.description = tr("Language")
        self.access.relabel()
        self.legend.value = legend_html()
        self.note.value = narrow_note_html(CUT_OFF_TRACK, least_width(self.board_layout))

    def set_language(self, lang: str) -> None:
        """Speak ``lang`` from now on: labels, texts and the board (its words) in it."""
        self.language = check_language(lang)
        if self.language_menu.value != self.language:
            self.language_menu.value = self.language
        with speaking(self.language):
            self._board_commands = compile_shapes(track_scene(self.board_layout))
            self._label()
            self.refresh(full=True)
            self._say(tr("Language: {language}.", language=LANGUAGE_NAMES[self.language]))

    # ------------------------------------------------------------- clicks
    @property
    def seat(self) -> int | None:
        """Whose hand is shown: the player to move when a person plays that seat."""
        d = self.game.pending
        return d.player if self.loop.waiting_for_human() and d is not None else None

    def _person(self) -> int | None:
        """The seat of the person at the screen: the one deciding now, else the only person playing."""
        seat = self.seat
        return seat if seat is not None else (next(iter(self.humans)) if len(self.humans) == 1 else None)

    @speaks
    def handle_click(self, x: float, y: float) -> str:
        """A click at canvas pixel ``(x, y)``; returns what happened, in words."""
        return self.click(self.board_layout.hit(x, y))

    @speaks
    def hover(self, x: float, y: float) -> str:
        """The mouse at canvas pixel ``(x, y)``: the line under the board says what is there."""
        return self.point_at(self.board_layout.hit(x, y))

    @speaks
    def point_at(self, target: str | None) -> str:
        """The mouse or the keyboard's cursor is on ``target``: the line under the board says what is there."""
        if target != self._hovered:
            self._hovered = target
            self.hover_line.value = html.escape(place_words(self.game, target))
        return self.hover_line.value

    @speaks
    def click(self, target: str | None) -> str:
        """Click a place: a hex id, ``"start"``, ``"finish"``, ``"hand:<i>"`` (see the layout)."""
        d = self.game.pending
        if d is None:
            return self._done(tr("The race is over."))
        if target is None:
            self.selected = None
            return self._done(tr("Nothing there."))
        if d.player not in self.humans:
            return self._done(tr("The computer plays {who}: press Computer chooses.", who=self.game.state.colour_name(d.player)))
        if d.kind == "action":
            if target.startswith("hand:") and self.seat is not None:
                i = int(target[5:])
                hand = self.game.hand(self.seat)
                if i >= len(hand):
                    return self._done(tr("That card slot is empty."))
                return self._decide([PlayCard(hand[i])])
            return self._done(tr("Play a card from your hand first (click it), or refill."))
        if d.kind == "bonus":
            if target in self.game.track:
                return self._decide([Bonus(target)])
            return self._done(tr("Click the hex that gets the bonus tile."))
        lem = self._lemming_at(target, lemmings_of(d.player))
        if lem is not None and lem != self.selected:
            return self.pick(lem)
        if self.selected is not None:
            return self.move(self.selected, target)
        return self._done(tr("Click one of your lemmings (or the start line) first."))

    @speaks
    def pick(self, lem: str) -> str:
        """Pick the lemming ``lem`` to move (a click on it, or its button): its destinations light up."""
        n = len(self.game.legal_destinations(lem))
        if n == 0:  # say why, rather than light nothing
            self.selected = None
            return self._done(stuck_words(self.game, lem))
        self.selected = lem
        return self._done(trn("{lemming} picked: {n} place lit up.", "{lemming} picked: {n} places lit up.", n,
                              lemming=lem, n=n))

    @speaks
    def move(self, lem: str, target: str) -> str:
        """Move ``lem`` to ``target`` (a hex or ``"finish"``) step by step, then stop (a click on a lit place)."""
        path = self.game.legal_destinations(lem).get(target)
        if path is None:
            reason = self.game.why_not(lem, target) if target in self.game.track or target == FINISH \
                else tr("not a place on the track")
            return self._done(tr("{lemming} cannot end there: {reason}.", lemming=lem, reason=reason))
        self.selected = None
        steps: list[Any] = [f"step {lem} {t}" for t in path]
        return self._decide(steps, stop=True)

    @speaks
    def choose(self, option: Any) -> str:
        """Make one option of the person's decision (its text, as the move box gives it)."""
        if self.game.pending is None:
            raise IllegalAction(tr("the race is over: there is no decision left"))
        self.selected = None
        return self._decide([option])

    @speaks
    def clear_selection(self) -> str:
        """Forget the lemming picked (Escape on the board)."""
        self.selected = None
        return self._done(tr("Selection cleared."))

    def _lemming_at(self, target: str, mine: Iterable[str]) -> str | None:
        where = self.game.state.loc
        for lem in mine:
            if where[lem] == target and target != FINISH:
                return lem
        return None

    def _decide(self, choices: list[Any], stop: bool = False) -> str:
        """A person's decision (several choices made in one go), then the computer's turns."""
        lines = len(self.game.state.log)
        player = self.game.pending.player
        if stop:
            choices = [*choices, Stop()]
            probe = self.game.copy()  # stop only if the move is still on after the steps
            for c in choices[:-1]:
                probe.apply(c)
            d = probe.pending
            if d is None or d.kind != "move" or d.player != player or probe.state.mover is None:
                choices.pop()
        made = self.decisions.make(choices)
        text = done_text([e.option for e in made], self.game.state.log[lines:])
        if self.auto:
            self.loop.advance()
        return self._done(text, changed=True)

    def _done(self, text: str, changed: bool = False) -> str:
        self._say(text)
        self.refresh(pieces=changed)
        return text

    # ----------------------------------------------------------- buttons
    @speaks
    def refill(self) -> str:
        d = self.game.pending
        if d is None or d.kind != "action":
            raise IllegalAction(tr("refilling is a whole turn's action, chosen instead of playing a card"))
        return self._decide([Refill(self.discards.ticked)])

    @speaks
    def stop(self) -> str:
        return self._decide([Stop()])

    @speaks
    def undo(self) -> str:
        taken = self.decisions.undo()
        self.selected = None
        return self._done(took_back(taken), changed=True)

    @speaks
    def bot_move(self) -> str:
        d = self.game.pending
        if d is None:
            raise IllegalAction(tr("the race is over: there is no decision left"))
        if d.player in self.humans:  # the computer chooses for the person, who asked
            return self._decide([plongeon_computer(self.seed, self.level)(d.player, len(self.game.history))(self.game)])
        made = self.loop.advance(None if self.auto else 1)
        return self._done(tr("Computer: {choices}.", choices=", ".join(e.words for e in made)), changed=True)

    # ------------------------------------------------------------ drawing
    @speaks
    def layer_shapes(self, name: str) -> list[Any]:
        """The shapes of one layer for the current position (pure; nothing is sent)."""
        if name == "board":
            return track_scene(self.board_layout)
        if name == "pieces":
            return pieces_scene(self.board_layout, self.game, seat=self.seat)
        if name == "highlights":
            targets, selectable, open_hexes = {}, [], ()
            d = self.game.pending
            if d is not None and d.kind == "move" and self.seat is not None:
                if self.selected is not None:
                    for where, path in self.game.legal_destinations(self.selected).items():
                        targets[where] = str(len(path))
                else:
                    selectable = sorted({self.game.where(lem) for lem in lemmings_of(d.player)
                                         if self.game.legal_destinations(lem)})
            elif d is not None and d.kind == "action" and self.seat is not None:
                selectable = [f"hand:{i}" for i in range(min(len(self.game.hand(self.seat)), 9))]
            elif d is not None and d.kind == "bonus" and self.seat is not None:
                open_hexes = bonus_places(self.game)
            selected = self.game.where(self.selected) if self.selected else None
            return highlight_scene(self.board_layout, targets=targets, selectable=selectable, selected=selected,
                                   open_hexes=open_hexes)
        raise ValueError(f"no layer {name!r}; the layers are {', '.join(LAYERS)}")

    @speaks
    def redraw(self, full: bool = False, pieces: bool = True) -> None:
        """Redraw in one batch (the track is compiled once per language)."""
        names = [n for n in LAYERS if full or n == "highlights" or (pieces and n == "pieces")]
        compiled = {n: self._board_commands if n == "board" else compile_shapes(self.layer_shapes(n)) for n in names}
        if full:
            forget_current_canvas()
        with batch():
            for n in names:
                layer = self.canvas[LAYERS.index(n)]
                layer.clear()
                run_commands(layer, compiled[n])

    @speaks
    def refresh(self, full: bool = False, pieces: bool = True) -> None:
        """Canvas, texts, discard choices and buttons brought up to date."""
        self.redraw(full=full, pieces=pieces)
        g = self.game
        d = g.pending
        self.seats.value = seat_line(g, self.humans)
        if d is None:
            self.status.value = html.escape(tr("Winner: {winner}", winner=g.state.colour_name(g.state.winner)))
        elif d.player in self.humans:
            self.status.value = f"<b>{html.escape(str(d.prompt))}</b>"
        else:
            self.status.value = html.escape(tr("The computer is to play {who}.", who=g.state.colour_name(d.player)))
        self.rule.value = html.escape(move_rule(g)) if d is not None and d.player in self.humans else ""
        seat = self.seat
        self.discards.show(list(g.hand(seat)) if seat is not None else [], d is None or d.kind != "action" or seat is None)
        self.buttons["Refill"].disabled = self.discards.disabled
        if self._hovered is not None:  # the board may have changed under the mouse (a tile, a lemming)
            self.hover_line.value = html.escape(place_words(g, self._hovered))
        self.buttons["Stop"].disabled = d is None or d.kind != "move" or seat is None
        self.buttons["Undo"].disabled = not self.decisions.can_undo
        self.buttons["Bot move"].disabled = d is None
        self.recap.value = recap_html(self.decisions.since_mine())
        self.log_box.value = "<br>".join(html.escape(line) for line in g.log)
        self.access.render()


__all__ = ["PlongeonView", "START"]
