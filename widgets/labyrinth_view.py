"""``LabyrinthView``: play Labyrinth: Paths of Destiny in a notebook, a sibling of :class:`widgets.GameView`
and :class:`widgets.PlongeonView`.

The picture is :mod:`labyrinth.layout`'s three scenes (tiles and corridors, the rings where options are
chosen, the pieces) drawn with the kit's canvas code (:mod:`widgets.canvas`). The game is driven only
through a :class:`labyrinth.playloop.PlayLoop` (the people's seats, the computer's decisions between
theirs, "undo my last choice", the recap). Clicks:

* a lit corridor (or a lit empty cell when building) picks the option chosen there; when several options
  share that place (a tile that fits turned several ways, an attack and a move) the buttons narrow to
  them;
* every option is also a button, in words (:meth:`labyrinth.Game.describe`).

Every callback runs guarded, in the view's language (``language="es"``; default: the kernel's): if it
fails the table is put back as it was and the error is shown in words, never raised into the notebook.
"""

from __future__ import annotations

import html
import traceback
from collections.abc import Callable, Iterable
from typing import Any

import ipywidgets as W

from gamecore.errors import IllegalAction, LemmingsError
from gamecore.i18n import check_language, get_language, lazy, tr, trn
from gamecore.i18n import language as speaking
from labyrinth import board as bd
from labyrinth.game import Game
from labyrinth.layout import DEFAULT_SIZE, board_scene, get_layout, highlight_scene, option_place, options_at, pieces_scene
from labyrinth.playloop import PlayLoop

from .canvas import (
    batch,
    board_box,
    board_box_css,
    board_canvas,
    compile_shapes,
    forget_current_canvas,
    least_width,
    narrow_note_html,
    run_commands,
)
from .decision import STYLE, close_tree
from .labyrinth_panels import recap_html, seats_html, status_html
from .speaking import speaks
from .wheel import PageScroll

LAYERS = ("board", "highlights", "pieces")
#: The fixed buttons: key (``view.buttons[key]``), label and tooltip, read in the view's language.
BUTTONS = (("Undo", lazy("Undo my last choice"), lazy("take back your last choice and what the computer did after it")),
           ("Computer", lazy("Computer move"), lazy("let the random computer player make the pending decision")),
           ("All", lazy("Show all options"), lazy("list every option again, not only those of the place clicked")))
#: Said under the board while it is cut off (see :func:`widgets.canvas.narrow_note_html`).
CUT_OFF_LABYRINTH = lazy("The labyrinth is cut off on the right: scroll it sideways (Shift and the mouse wheel over "
                         "it), or give it room (in JupyterLab, Ctrl+B hides the file browser).")


class LabyrinthView(W.VBox):
    """The interactive board for a game of Labyrinth (a new 3-player game when omitted).

    ``humans`` are the seats (0, 1, …) people play; the computer (the random bot, its luck from ``seed``)
    plays the others at once, up to the next person's decision. ``language`` is ``"en"``, ``"es"`` or
    ``"it"`` (default: the kernel's).
    """

    def __init__(self, game: Game | None = None, *, humans: Iterable[int] = (0,), seed: int = 0,
                 size: float = DEFAULT_SIZE, scale: float = 2.0, language: str | None = None) -> None:
        self.language = check_language(language) if language is not None else get_language()
        with speaking(self.language):
            self._build(game if game is not None else Game.new(3, seed=1), humans, seed, size, scale)

    def _build(self, game: Game, humans: Iterable[int], seed: int, size: float, scale: float) -> None:
        self.table = PlayLoop(game, humans, seed)
        self.board_layout = lay = get_layout(size, scale)
        self.selected: str | None = None        # the place clicked when several options share it
        self.narrowed: list[str] | None = None  # those options
        self._board_key: Any = None
        self._board_commands: list[Any] = []
        self.canvas = board_canvas(lay, len(LAYERS), hover=False)
        self.canvas.on_mouse_down(lambda x, y: self._guarded(lazy("click"), self.handle_click, x, y))
        self.canvas.on_client_ready(lambda: self._guarded(lazy("redraw"), self.redraw, True, changes=False))
        self.status, self.message, self.seats, self.recap = W.HTML(), W.HTML(), W.HTML(), W.HTML()
        self.options_box = W.Box(layout=W.Layout(flex_flow="row wrap", max_height="260px", overflow="auto"))
        self.buttons: dict[str, W.Button] = {}
        actions = {"Undo": self.undo, "Computer": self.computer_move, "All": self.show_all}
        for key, label, tip in BUTTONS:
            b = W.Button(description=str(label), tooltip=str(tip), layout=W.Layout(width="auto"))
            b.on_click(lambda _b, fn=actions[key]: self._guarded(_b.description, fn))
            self.buttons[key] = b
        self.errors = W.Output()
        self.note = W.HTML(narrow_note_html(CUT_OFF_LABYRINTH, least_width(lay)), layout=W.Layout(margin="0"))
        board = board_box(self.canvas, self.note)
        for name, value in board_box_css(lay).items():
            setattr(board.layout, name, value)
        panel = W.VBox([self.message, self.options_box, W.HBox(list(self.buttons.values()),
                                                                layout=W.Layout(flex_flow="row wrap")),
                        self.seats, self.recap], layout=W.Layout(flex="1 1 320px", min_width="280px"))
        row = W.HBox([board, panel], layout=W.Layout(flex_flow="row wrap", width="100%"))
        super().__init__([W.HTML(STYLE), self.status, PageScroll(), row, self.errors])
        self.add_class("lemmings-view")
        self.add_class("labyrinth-view")  # for the browser test
        self.refresh(full=True)

    def set_language(self, language: str) -> None:
        """Speak ``language`` from now on: the buttons, the status line, the options and the recap."""
        self.language = check_language(language)
        with speaking(self.language):
            for key, label, tip in BUTTONS:
                self.buttons[key].description, self.buttons[key].tooltip = str(label), str(tip)
            self.note.value = narrow_note_html(CUT_OFF_LABYRINTH, least_width(self.board_layout))
            self.message.value = ""
            self.refresh()

    @property
    def game(self) -> Game:
        return self.table.game

    def __repr__(self) -> str:
        return f"<LabyrinthView of {self.game!r}>"

    # ---------------------------------------------------------------- guard
    def _guarded(self, action: Any, fn: Callable[..., Any], *args: Any, changes: bool = True) -> Any:
        """Run a callback in the view's language; if it fails, put the table back and show why in words."""
        with speaking(self.language):
            before = self.table.snapshot() if changes else None
            try:
                return fn(*args)
            except Exception as exc:  # noqa: BLE001  (every error must reach the message line, not the notebook)
                if before is not None:
                    self.table.restore(before)
                self.selected = self.narrowed = None
                self._show_error(action, exc)
                try:
                    self.refresh()
                except Exception as again:  # noqa: BLE001
                    self.errors.append_stderr(tr("redraw after the error failed too: {error}", error=repr(again)) + "\n")
                return None

    def _show_error(self, action: Any, exc: BaseException) -> None:
        what, why = html.escape(str(action)), html.escape(str(exc))
        if isinstance(exc, IllegalAction):
            text = tr("<b>Not allowed</b> ({action}): {reason}", action=what, reason=why)
        elif isinstance(exc, LemmingsError | ValueError):
            text = tr("<b>Cannot do that</b> ({action}): {reason}", action=what, reason=why)
        else:
            text = tr("<b>Error</b> in {action}: {error} — the game was left as it was.", action=what,
                      error=html.escape(repr(exc)))
            self.errors.append_stderr("".join(traceback.format_exception(exc)))
        self.message.value = f'<span style="color:#a93226">{text}</span>'

    def _say(self, text: str) -> str:
        self.message.value = f'<span style="color:#1f3a5f">{html.escape(text)}</span>'
        return text

    # --------------------------------------------------------------- clicks
    @speaks
    def handle_click(self, x: float, y: float) -> str:
        """A click at canvas pixel ``(x, y)``; returns what happened, in words."""
        opens = bd.openings(self.game.components, self.game.state.tiles)
        return self.click(self.board_layout.hit(x, y, opens))

    @speaks
    def click(self, target: str | None) -> str:
        """A click on a place: a corridor (``"0408a"``), a cell (``"0408"``) or ``None`` (off the board)."""
        d = self.game.pending
        if d is None:
            return self._done(tr("The game is over."))
        if not self.table.person_to_play:
            return self._done(tr("It is the computer's decision: press Computer move."))
        found = options_at(self.game.components, self.game.state, d.options, target)
        if not found:
            self.selected = self.narrowed = None
            where = target or tr("off the board")
            return self._done(tr("Nothing to choose at {place}: the lit places are the choices, or use the buttons.",
                                 place=where))
        if len(found) == 1:
            return self.choose(found[0])
        self.selected = option_place(self.game.components, self.game.state, found[0])
        self.narrowed = found
        return self._done(trn("{n} choice at {place}: pick it below.", "{n} choices at {place}: pick one below.",
                              len(found), n=len(found), place=self.selected))

    @speaks
    def choose(self, option: str) -> str:
        """Make a person's choice (an option or its text); the computer then plays up to the next person's
        decision. A refused option changes nothing and says why."""
        made = self.table.choose(option)
        self.selected = self.narrowed = None
        mine, theirs = made[0], made[1:]
        text = tr("Done: {choice}.", choice=self.game.describe(mine.option))
        if theirs:
            text += " " + trn("The computer made {n} decision.", "The computer made {n} decisions.", len(theirs),
                              n=len(theirs))
        return self._done(text, changed=True)

    # -------------------------------------------------------------- buttons
    @speaks
    def undo(self) -> str:
        entry = self.table.undo_mine()
        self.selected = self.narrowed = None
        return self._done(tr("Took back: {choice}.", choice=self.game.describe(entry.option)), changed=True)

    @speaks
    def computer_move(self) -> str:
        entry = self.table.computer_step()
        made = self.table.run_computers()
        self.selected = self.narrowed = None
        text = tr("Computer: {choice}.", choice=self.game.describe(entry.option))
        if made:
            text += " " + trn("Then {n} more decision.", "Then {n} more decisions.", len(made), n=len(made))
        return self._done(text, changed=True)

    @speaks
    def show_all(self) -> str:
        self.selected = self.narrowed = None
        return self._done(tr("Every option is listed."))

    def _done(self, text: str, changed: bool = False) -> str:
        self._say(text)
        self.refresh(pieces=changed)
        return text

    # -------------------------------------------------------------- drawing
    def layer_shapes(self, name: str) -> list[Any]:
        """The shapes of one layer for the current position (pure; nothing is sent)."""
        g = self.game
        if name == "board":
            return board_scene(self.board_layout, g.components, g.state)
        if name == "pieces":
            return pieces_scene(self.board_layout, g.components, g.state)
        if name == "highlights":
            options = self.shown_options() if self.table.person_to_play else []
            return highlight_scene(self.board_layout, g.components, g.state, options, self.selected)
        raise ValueError(f"no layer {name!r}; the layers are {', '.join(LAYERS)}")

    def shown_options(self) -> list[str]:
        """The options offered now: those of the place clicked, or all of the pending decision."""
        d = self.game.pending
        if d is None:
            return []
        return list(self.narrowed) if self.narrowed else list(d.options)

    @speaks
    def redraw(self, full: bool = False, pieces: bool = True) -> None:
        """Redraw in one batch (the board only when a tile was built or removed, or on a new page)."""
        key = bd.board_key(self.game.state.tiles)
        if key != self._board_key:
            self._board_commands, self._board_key = compile_shapes(self.layer_shapes("board")), key
            full = True
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
        """Canvas, status line, option buttons, seats and recap brought up to date."""
        self.redraw(full=full, pieces=pieces)
        self.status.value = status_html(self.table)
        self._option_buttons()
        self.buttons["Undo"].disabled = not any(not e.computer for e in self.table.recap)
        self.buttons["Computer"].disabled = self.game.pending is None
        self.buttons["All"].disabled = self.narrowed is None
        self.seats.value = seats_html(self.table)
        self.recap.value = recap_html(self.game, self.table.recap)

    def _option_buttons(self) -> None:
        old = list(self.options_box.children)
        buttons = []
        if self.table.person_to_play:
            comps, s = self.game.components, self.game.state
            options = sorted(self.shown_options(), key=lambda o: option_place(comps, s, o) is not None)
            for option in options:
                b = W.Button(description=self.game.describe(option), tooltip=option, layout=W.Layout(width="auto"))
                b.add_class("lemmings-wrap")
                b.on_click(lambda _b, o=option: self._guarded(o, self.choose, o))
                buttons.append(b)
        self.options_box.children = buttons
        for b in old:
            close_tree(b)


__all__ = ["LabyrinthView", "LAYERS", "BUTTONS"]
