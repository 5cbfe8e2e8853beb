"""``LabyrinthView``: play Labyrinth: Paths of Destiny in a notebook, a sibling of :class:`widgets.GameView`
and :class:`widgets.PlongeonView`.

The view is the kit's play loop (:class:`gametools.PlayLoop`: the people's seats, the computer's
decisions between theirs, "undo my last choice", the recap) with panels around it, each given what it
needs through its constructor:

* ``guard`` (:class:`~widgets.guard.Guard`): every callback runs in the view's language; if it fails
  the loop is put back as it was and the error is shown in words, never raised into the notebook;
* ``labels`` (:class:`~widgets.language.Labels`): the fixed labels, set again in another language;
* ``board`` (:class:`~widgets.labyrinth_board.LabyrinthBoard`): the canvas, clicks on lit places,
  the hover tooltip in words;
* ``undo_panel`` (:class:`~widgets.undo.UndoPanel`): undo my last choice, step back, redo, the history;
* ``computers`` (:class:`~widgets.labyrinth_computer.ComputerControls`, over a
  :class:`~widgets.computers.ComputerRunner`): the computer's buttons and its speed (instant, one
  decision at a time with a pause, or manual);
* ``recap`` (:class:`~widgets.recap_panel.RecapPanel`): every decision since the person's last one,
  each shown on the board by its number; the words come from :mod:`widgets.labyrinth_panels`.

The computer's characters play :func:`labyrinth.bot.seat_computer`, seeded per decision: the same
position always gets the same computer choice (after an undo too). Every option is also a button, in
words (:meth:`labyrinth.Game.describe`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import ipywidgets as W

from gamecore.i18n import check_language, get_language, lazy, tr
from gamecore.i18n import language as speaking
from gametools import Event, PlayLoop, log_recorder
from labyrinth import account
from labyrinth.bot import seat_computer
from labyrinth.game import Game
from labyrinth.layout import DEFAULT_SIZE, option_place
from labyrinth.preview import drawn_tile, placement_svg

from .computers import ComputerRunner
from .decision import STYLE, close_tree
from .guard import Guard
from .labyrinth_board import LAYERS, OPTIONS_CLASS, VIEW_CLASS, LabyrinthBoard
from .labyrinth_computer import ComputerControls
from .labyrinth_keys import (
    BOARD_AREA,
    DECISION_CLASS,
    HISTORY_CLASS,
    RECAP_CLASS,
    SEATS_CLASS,
    STATUS_CLASS,
    WORDS_CLASS,
    Announcer,
    landmarks,
    option_named,
)
from .labyrinth_panels import (
    UNDO_TIPS,
    RecapLine,
    Recorded,
    drawn_html,
    recap_header,
    recap_lines,
    seat_name,
    seats_html,
    status_html,
)
from .language import Labels
from .move_box import BoardWords, MoveBox
from .recap_panel import RecapPanel
from .speaking import alias, forward, speaks
from .undo import UndoPanel

#: The recap shows at most this many of the latest decisions (a game of computers only makes thousands).
RECAP_ROWS = 40
_log = log_recorder()


def record(game: Game, option: Any, human: bool) -> tuple[Any, Recorded]:
    """The view's recorder (:data:`gametools.Recorder`): the decision's log lines and the place where it
    was chosen, read in the position it was made in."""
    place = option_place(game.components, game.state, str(option))
    chosen, lines = _log(game, option, human)
    return chosen, Recorded(lines, place)


class LabyrinthView(W.VBox):
    """The interactive board for a game of Labyrinth (a new 3-player game when omitted).

    ``humans`` are the seats (0, 1, …) people play; the computer (the random player, its luck from
    ``seed``) plays the others at ``speed``: ``"instant"`` (up to the next person's decision at once),
    ``"step"`` (one decision every ``step_delay`` seconds, each shown on the board) or ``"manual"``
    (only when a button is pressed). ``language`` is ``"en"``, ``"es"`` or ``"it"`` (default: the kernel's).
    """

    def __init__(self, game: Game | None = None, *, humans: Iterable[int] = (0,), seed: int = 0,
                 speed: str = "instant", step_delay: float = 0.8, size: float = DEFAULT_SIZE, scale: float = 2.0,
                 language: str | None = None) -> None:
        self.language = check_language(language) if language is not None else get_language()
        self.labels = Labels()
        with speaking(self.language):
            self._build(game if game is not None else Game.new(3, seed=1), humans, seed, speed, step_delay, size, scale)

    def _build(self, game: Game, humans: Iterable[int], seed: int, speed: str, step_delay: float, size: float,
               scale: float) -> None:
        self.loop = PlayLoop(game, humans=humans, computer=seat_computer(seed), recorder=record)
        self.seed = seed
        self.recap_shown: int | None = None
        self.message = W.HTML(layout=W.Layout(min_height="1.4em"))
        self.errors = W.Output(layout=W.Layout(max_height="12em", overflow="auto"))
        guard = self.guard = Guard(self.message, self.errors, language=lambda: self.language,
                                   checkpoint=self.loop.checkpoint, restore=self.loop.restore, recover=self._recover)
        labels = self.labels
        self.runner = ComputerRunner(speed=speed, step_delay=step_delay, bot="random", seed=seed, guard=guard)
        self.board = LabyrinthBoard(size, scale, game=lambda: self.game, may_choose=self.loop.waiting_for_human,
                                    choose=self.choose, said=self._said, guard=guard, language=lambda: self.language,
                                    viewer=self._viewer, cancel=self.show_all)
        labels.also(self.board.label)
        labels.also(lambda: setattr(self.board.keys, "landmarks", landmarks()))
        self.undo_panel = UndoPanel(self.loop, person=lambda: None, after=self._after_jump, luck=None, guard=guard,
                                    labels=labels, who=lambda d: seat_name(self.game, d.player), tips=UNDO_TIPS)
        self.computers = ComputerControls(self.loop, self.runner, words=lambda e: self._line(e).said(), say=self._say,
                                          show=self._show_event, refresh=self.refresh, guard=guard, labels=labels)
        self.show_all_button = labels.add(W.Button(layout=W.Layout(width="auto")), lazy("Show all options"),
                                          lazy("list every option again, not only those of the place clicked"))
        self.show_all_button.on_click(lambda _b: guard(_b.description, self.show_all, changes=False))
        self.recap = RecapPanel(lambda i: guard(lazy("recap"), self.show_recap, i, changes=False),
                                lambda: guard(lazy("recap"), self.replay_recap, changes=False))
        labels.also(self.recap.label)
        self.status, self.seats, self.drawn = W.HTML(), W.HTML(), W.HTML()
        # played and read without the picture: a move box and the position in words (widgets.move_box), from
        # the seat of the person whose screen it is
        self.move_box = MoveBox(options=self._person_options, words=self.game_words,
                                answer=lambda text: account.answer(self.game, self._viewer(), text), apply=self._typed,
                                say=self.board.keys.say, guard=guard, labels=labels)
        self.words = BoardWords(lambda: account.account(self.game, self._viewer()), labels, guard)
        # one sentence in the live region after each change: the decision, the computer's since, the status
        self._heard = 0
        self.announcer = Announcer(self.board.keys, self.message, self.status, self._news)
        self.option_buttons: list[W.Button] = []
        self.options_box = W.Box(layout=W.Layout(flex_flow="row wrap", max_height="260px", overflow="auto"))
        self.buttons = {"Undo": self.undo_panel.undo_button, "Back": self.undo_panel.back_button,
                        "Redo": self.undo_panel.redo_button, "Play": self.computers.play_button,
                        "Computer": self.computers.next_button, "All": self.show_all_button}
        wrap = W.Layout(flex_flow="row wrap", align_items="center")
        decision = W.VBox([self.drawn, self.message, self.options_box, W.HBox(list(self.buttons.values()), layout=wrap),
                           W.HBox([self.computers.speed_menu], layout=wrap)])
        words = W.VBox([self.move_box.box, self.words.box])
        panel = W.VBox([decision, words, self.seats, self.recap.box], layout=W.Layout(flex="1 1 320px", min_width="280px"))
        # landmarks (labyrinth_keys.landmarks, given through the board's keys)
        for widget, name in ((self.status, STATUS_CLASS), (self.board.box, BOARD_AREA), (decision, DECISION_CLASS),
                             (words, WORDS_CLASS), (self.seats, SEATS_CLASS), (self.recap.box, RECAP_CLASS),
                             (self.undo_panel.history, HISTORY_CLASS)):
            widget.add_class(name)
        row = W.HBox([self.board.box, panel], layout=W.Layout(flex_flow="row wrap", width="100%"))
        row.add_class("labyrinth-row")  # for the browser test
        panel.add_class("labyrinth-panel")
        self.options_box.add_class(OPTIONS_CLASS)
        super().__init__([W.HTML(STYLE), self.status, row, self.undo_panel.history, self.errors])
        # as wide as its container from the start: sized by its content, it grew as buttons came and the panel
        # jumped from under the board to beside it
        self.layout.width = "100%"
        self.add_class("lemmings-view")
        self.add_class(VIEW_CLASS)  # the keys' view (the focus goes to its first option after a decision)
        labels.apply()
        if speed != "manual":  # the computer plays up to the first person's decision
            self.loop.advance()
        self.refresh(full=True)

    def close(self) -> None:
        """Close the view and every widget in it (a new game replacing this one frees them all)."""
        runner = getattr(self, "runner", None)
        if runner is not None:
            runner.stop()  # a run still scheduled stops at its next tick
        for child in self.children:
            close_tree(child)
        recap = getattr(self, "recap", None)
        if recap is not None:
            recap.close()
        super().close()

    @property
    def game(self) -> Game:
        """The game in play."""
        return self.loop.game

    @property
    def humans(self) -> frozenset[int]:
        """The seats people play."""
        return self.loop.humans

    def __repr__(self) -> str:
        return f"<LabyrinthView of {self.game!r}; people at {sorted(self.humans)}; speed {self.speed}>"

    speed = alias("runner", "speed")
    step_delay = alias("runner", "step_delay", settable=True)
    selected = alias("board", "selected")
    narrowed = alias("board", "narrowed")
    canvas = alias("board", "canvas")
    board_layout = alias("board", "layout")
    layer_shapes = forward("board", "layer_shapes")
    shown_options = forward("board", "shown_options")
    handle_click = forward("board", "handle_click", "A click at canvas pixel ``(x, y)``; returns what happened, in words.")
    click = forward("board", "click", "A click on a corridor (``\"0408a\"``), a cell (``\"0408\"``) or ``None``.")
    handle_hover = forward("board", "handle_hover", "The mouse at canvas pixel ``(x, y)``: what is under it, in words.")
    redraw = forward("board", "redraw")
    undo = forward("undo_panel", "undo", "Take back your last choice and what the computer did after it.")
    step_back = forward("undo_panel", "step_back", "Go back one decision, whoever made it.")
    redo = forward("undo_panel", "redo", "Make the last undone decision again.")
    goto = forward("undo_panel", "goto", "Rewind or replay to the position after the first ``n`` decisions.")
    computer_move = forward("computers", "step", "The computer makes the pending decision of one of its characters.")
    play_to_person = forward("computers", "play_to_person", "The computer plays up to the next person's decision.")
    set_speed = forward("computers", "set_speed", "``\"instant\"``, ``\"step\"`` or ``\"manual\"`` from now on.")

    def _viewer(self) -> int | None:
        """The seat the board's words speak to as "you": the one person, or the person whose decision is pending."""
        d = self.game.pending
        if d is not None and d.player in self.humans and len(self.humans) > 1:
            return d.player
        return next(iter(self.humans)) if len(self.humans) == 1 else None

    # ---------------------------------------------------------------- played in words
    def _person_options(self) -> list[str]:
        """The move box's completions: the options of the person's pending decision (none otherwise)."""
        return list(self.game.pending.options) if self.loop.waiting_for_human() and self.game.pending else []

    def game_words(self, option: str) -> str:
        """An option in words (the engine's :meth:`labyrinth.Game.describe`)."""
        return self.game.describe(option)

    def _typed(self, text: str) -> str | None:
        """Make the choice the move box's ``text`` names (its notation or its words); ``None`` when refused
        (the message line says why, the game is as it was and the text stays to mend)."""
        before = len(self.game.history)
        said = self.guard(lazy("move box"), self.choose, option_named(self._person_options(), self.game_words, text))
        return said if len(self.game.history) != before else None

    def _news(self) -> list[str]:
        """The computer's decisions since the last announcement, in words (an undo forgets what was heard)."""
        n = len(self.game.history)
        start, self._heard = min(self._heard, n), n
        return [self._line(e).said() for e in self.loop.recap(start) if not e.human]

    # ---------------------------------------------------------------- the guard and the message line
    def _say(self, text: str, kind: str = "info") -> None:
        self.guard.say(text, kind)

    def _said(self, text: str) -> None:
        """Words about a click that chose nothing: say them and relight the board and the buttons."""
        self._say(text)
        self.refresh(pieces=False)

    def _recover(self, restored: bool) -> None:
        """After an error: forget what the board showed (the loop was put back when ``restored``) and redraw."""
        self.runner.stop()
        self.board.clear()
        self.recap_shown = None
        self.refresh(full=restored)

    def _after_jump(self, text: str) -> None:
        """An undo, step back, redo or jump in the history: the computer stops, the board forgets, say ``text``."""
        self.runner.stop()
        self.board.clear()
        self.recap_shown = None
        self._say(text)
        self.refresh()

    # ---------------------------------------------------------------- deciding
    @speaks
    def choose(self, option: str) -> str:
        """Make a person's choice (an option or its text); the computer then answers at its speed. A refused
        option changes nothing and says why. Returns what the message line says."""
        self.runner.stop()
        event = self.loop.choose(option)
        self.board.clear()
        self.recap_shown = None
        return self.computers.answer(tr("Done: {choice}.", choice=event.words))

    @speaks
    def show_all(self) -> str:
        """List every option of the decision again, not only those of the place clicked."""
        self.board.selected = self.board.narrowed = None
        said = tr("Every option is listed.")
        self._said(said)
        return said

    def _show_event(self, event: Event | None) -> None:
        """The board shows where the computer's decision ``event`` was made (``None``: nothing)."""
        self.board.clear()
        self.recap_shown = None
        if event is not None and isinstance(event.detail, Recorded):
            self.board.shown = event.detail.place

    # ---------------------------------------------------------------- the recap
    def _line(self, event: Event) -> RecapLine:
        return recap_lines(self.game, [event])[0]

    @speaks
    def recap_items(self) -> list[RecapLine]:
        """Every decision since a person's last one (that decision first; the latest :data:`RECAP_ROWS`)."""
        return recap_lines(self.game, self.loop.recap()[-RECAP_ROWS:])

    @speaks
    def show_recap(self, i: int | None) -> str:
        """Show recap entry ``i`` on the board (``None`` or the same entry again: hide it); returns its words."""
        items = self.recap_items()
        if i is not None and not 0 <= i < len(items):
            raise ValueError(tr("the recap has entries 0 to {last}, not {i}", last=len(items) - 1, i=i))
        self.recap_shown = None if i == self.recap_shown else i
        self.board.shown = items[i].place if self.recap_shown is not None and i is not None else None
        said = items[i].said() if self.recap_shown is not None and i is not None else ""
        if said:
            self._say(said)
        self.board.redraw(pieces=False)
        self.recap.mark(self.recap_shown)
        return said

    @speaks
    def replay_recap(self) -> int:
        """Show the recap's entries that have a place on the board one after the other, a step delay apart."""
        items = self.recap_items()

        def show(i: int | None) -> None:
            with speaking(self.language):
                self.recap_shown = i
                self.board.shown = items[i].place if i is not None else None
                if i is not None:
                    self._say(items[i].said())
                self.board.redraw(pieces=False)
                self.recap.mark(i)

        return self.recap.replay(items, self.runner.show_in_turn, show)

    # ---------------------------------------------------------------- language and drawing
    @speaks
    def set_language(self, language: str) -> None:
        """Speak ``language`` from now on: the buttons, the status line, the options, the recap and the tooltip."""
        self.language = check_language(language)
        with speaking(self.language):
            self.labels.apply()
            self.message.value = ""
            self.refresh()

    @speaks
    def refresh(self, full: bool = False, pieces: bool = True) -> None:
        """Canvas, status line, option buttons, the panels' buttons, seats and recap brought up to date."""
        self.board.redraw(full=full, pieces=pieces)
        game, humans = self.game, self.humans
        self.status.value = status_html(game, humans, self.runner.running)
        self.drawn.value = drawn_html(game, humans)
        self._option_buttons()
        self.undo_panel.render()
        self.computers.render()
        self.show_all_button.disabled = self.board.narrowed is None
        self.seats.value = seats_html(game, humans)
        items = self.recap_items()
        self.recap.render(items, recap_header(items, self.loop.last_human_position() is not None), self.recap_shown)
        self.move_box.render()
        self.words.render()
        self.announcer.flush()

    def _option_buttons(self) -> None:
        """A button per option shown, in words (its tooltip too); the ways of building the tile drawn on the cell
        clicked each under a picture of the tile built that way among the tiles beside it."""
        old = list(self.options_box.children)
        # a plain button still offered is kept: a click sent while the page still shows it then lands
        plain = {b.option: b for b in old if isinstance(b, _OptionButton)}
        self.option_buttons = []
        shown: list[W.Widget] = []
        if self.loop.waiting_for_human():
            comps, s = self.game.components, self.game.state
            options = sorted(self.board.shown_options(), key=lambda o: option_place(comps, s, o) is not None)
            tile = drawn_tile(comps, s)
            pictures = tile is not None and self.board.narrowed is not None and all(o.startswith("place ") for o in options)
            for option in options:
                words = self.game.describe(option)
                b = None if pictures else plain.pop(option, None)
                if b is None:
                    b = _OptionButton(option, description=words, tooltip=words, layout=W.Layout(width="auto"))
                    b.add_class("lemmings-wrap")
                    b.on_click(lambda _b, o=option: self.guard(o, self.choose, o))
                else:
                    b.description = b.tooltip = words
                self.option_buttons.append(b)
                if pictures:
                    _verb, cell, rot = option.split()
                    picture = W.HTML(placement_svg(comps, s, tile, cell, int(rot[1:]), title=words))
                    b.layout.width, b.layout.margin = "100%", "2px 0 0 0"
                    shown.append(W.VBox([picture, b], layout=W.Layout(width="11em", align_items="center",
                                                                      margin="0 6px 6px 0")))
                else:
                    shown.append(b)
        self.options_box.children = shown
        for b in old:
            if not any(b is kept for kept in shown):
                close_tree(b)


class _OptionButton(W.Button):
    """A button for one option of the decision (``option``, in the engine's notation)."""

    def __init__(self, option: str, **kwargs: object) -> None:
        super().__init__(**kwargs)
        self.option = option


__all__ = ["LabyrinthView", "LAYERS", "record", "RECAP_ROWS"]
