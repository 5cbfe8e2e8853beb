"""``GameView``: play a whole game of Leaping Lemmings at one screen.

A person picks a clan (several people may share the screen, hot-seat); the computer plays
the other clans. The view says near the board who you are and what to do now; computer
clans' decisions run by themselves up to the next person's decision (``speed``: all at
once, one at a time with a pause, or only when asked), and the recap lists everything that
happened since your last decision, each entry shown on the board when clicked.

*Undo* takes back your last choice (you face that decision again); *Step back* goes back
one decision, whoever made it, for exploring; *Redo* makes the next undone decision again.

The pieces: :mod:`widgets.drawing` (the canvas), :mod:`widgets.decision` (the buttons and
menus), :mod:`widgets.panels` (the text), :mod:`widgets.recap` (what happened),
:mod:`widgets.seats` (who plays what), :mod:`widgets.logic` (clicks), :mod:`widgets.files`
(save and load). Every callback runs through :meth:`GameView._guarded`: if it raises, the
game is put back as it was and the error is shown in words.
"""

from __future__ import annotations

import html
import math
from collections.abc import Callable, Iterable
from typing import Any

import ipywidgets as W

from gamecore.errors import IllegalAction
from gamecore.i18n import Message, check_language, get_language, lazy, tr
from gamecore.i18n import language as _speaking
from gamecore.options import normalise
from lemmings.game import Game
from lemmings.layout import DEFAULT_SIZE

from .canvas import board_box
from .computers import BOT_KINDS, ComputerMixin, bot_kind
from .decision import STYLE, DecisionPanel, close_tree
from .drawing import LAYERS, BoardCanvas, eagle_risk, overlay_shapes
from .files import FilesPanel
from .guard import GuardMixin
from .hint_panel import HintMixin
from .hover import hover_text
from .language import LanguageMixin
from .logic import BoardInteraction, Control, Highlights, Outcome
from .recap import RecapItem, apply_recorded, recorded
from .recap_panel import RecapPanel
from .render import RenderMixin
from .review_panel import ReviewPanel
from .seats import SPEEDS, Seats
from .speaking import speaks
from .undo import UndoMixin
from .wheel import PageScroll


class GameView(GuardMixin, LanguageMixin, UndoMixin, ComputerMixin, HintMixin, RenderMixin, W.VBox):
    """The interactive board for ``game`` (a new 4-player game when omitted).

    ``humans`` lists the clans people play (names like ``"Ritz"`` or player numbers; ``None``
    for everyone, ``()`` for nobody). ``speed`` is ``"instant"``, ``"step"`` (one computer
    action every ``step_delay`` seconds, each shown on the board) or ``"manual"``. When the
    view is built, computer clans play up to the first person's decision (unless manual).
    ``bot`` is ``"random"`` or a level (``"easy"``, also called ``"greedy"``, ``"medium"``, ``"hard"``);
    ``size`` the hex radius in CSS pixels and ``scale`` the canvas resolution factor. The game in play is :attr:`game`.
    ``server_files=False`` (the Voilà app, any view served to others) shows no file box:
    saving is a browser download and loading a browser upload, never a server path. ``language`` is ``"en"``,
    ``"es"`` or ``"it"`` (default: the kernel's, :func:`lemmings.get_language`; the menu changes it).
    ``same_dice=True`` keeps the luck after an undo (what-if lessons; the default deals afresh: :mod:`widgets.undo`).
    """

    def __init__(self, game: Game | None = None, *, humans: Iterable[int | str] | None = (0,), speed: str = "instant",
                 bot: str = "easy", seed: int = 0, step_delay: float = 0.6, size: float = DEFAULT_SIZE,
                 scale: float = 2.0, log_lines: int = 300, server_files: bool = True,
                 language: str | None = None, same_dice: bool = False) -> None:
        self.language = check_language(language) if language is not None else get_language()
        self._relabelling = True  # until every label is set
        with _speaking(self.language):
            self._build(game, humans, speed, bot, seed, step_delay, size, scale, log_lines, server_files, same_dice)

    def _build(self, game: Game | None, humans: Iterable[int | str] | None, speed: str, bot: str, seed: int,
               step_delay: float, size: float, scale: float, log_lines: int, server_files: bool, same_dice: bool) -> None:
        bot = bot_kind(bot)
        if speed not in SPEEDS:
            raise ValueError(tr("speed must be one of {speeds}, not {speed}", speeds=", ".join(SPEEDS), speed=repr(speed)))
        self.game = game if game is not None else Game.new(players=4, seed=7)
        self.seats = Seats(self.game, humans)
        self.speed, self.step_delay, self.bot_kind, self.seed = speed, float(step_delay), bot, seed
        self.log_lines = log_lines
        self.bots = self._make_bots()
        self.interaction = BoardInteraction(self.game, self._apply_person)
        self.items: dict[int, RecapItem] = {}
        self.recap_shown: int | None = None
        self.preview: Any = None
        self.show_risk = False
        self.last_outcome: Outcome | None = None
        self.handoff: int | None = None
        self.screen_owner: int | None = next(iter(self.seats.humans)) if len(self.seats.humans) == 1 else None
        self._hover_target: str | None = None
        self._run_token = 0
        self.running = False

        self.board = BoardCanvas(self.game, size, scale)
        self.canvas = self.board.widget
        self.board.on(lambda x, y: self._guarded(lazy("click"), self.handle_click, x, y),
                      lambda x, y: self._guarded(lazy("hover"), self.handle_hover, x, y, changes=False),
                      lambda x, y: self._guarded(lazy("hover"), self.handle_hover, -1.0, -1.0, changes=False),
                      lambda: self._guarded(lazy("redraw"), self.redraw, changes=False))

        self.seat = W.HTML(layout=W.Layout(min_height="2.4em"))
        self.status = W.HTML()
        # the lines under the board wrap at the board's width: a long line must not widen the board's
        # column and push the panel beside it below the board
        under = f"{self.board.layout.css_width}px"
        self.hover = W.HTML(layout=W.Layout(min_height="1.4em", max_width=under))
        self.board_legend = W.HTML(layout=W.Layout(margin="0", max_width=under))  # the marks' meaning (_label_widgets)
        self.message = W.HTML(layout=W.Layout(min_height="1.4em"))
        self.hand = W.HTML()
        self.errors = W.Output(layout=W.Layout(max_height="12em", overflow="auto"))
        self.choices_box = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.decisions = DecisionPanel(self._guarded, self.press, self.show_option)
        self.decision_box = self.decisions.box

        def button(fn: Callable[[], Any], style: str = "") -> W.Button:
            # labels and tooltips come from _label_widgets, in the view's language
            b = W.Button(button_style=style, layout=W.Layout(width="auto"))
            b.on_click(lambda _b: self._guarded(_b.description, fn))
            return b

        self.undo_button = button(self.undo)
        self.back_button = button(self.step_back)
        self.redo_button = button(self.redo)
        self.play_button = button(self.play_to_person, "success")
        self.next_button = button(self.computer_step)
        self.cancel_button = button(self.cancel)
        self.ready_button = button(self.take_screen, "warning")
        self.risk_toggle = W.ToggleButton(value=False)
        self.risk_toggle.observe(lambda ch: self._guarded(lazy("eagle risk"), self.set_risk, ch["new"], changes=False), "value")
        self.history = W.IntSlider(value=0, min=0, max=0, continuous_update=False, layout=W.Layout(width="100%"))
        self.history.observe(lambda ch: None if self._updating else self._guarded(lazy("history"), self.goto, ch["new"]),
                             "value")
        self._updating = False

        self.recap = RecapPanel(lambda i: self._guarded(lazy("recap"), self.show_recap, i, changes=False),
                                lambda: self._guarded(lazy("recap"), self.replay_recap, changes=False))
        self.clans = W.HTML()
        self.log_title = W.HTML()  # the recap reads oldest first, the log newest first: it says so
        self.log_view = W.HTML(layout=W.Layout(max_height="16em", overflow="auto", border="1px solid #ddd",
                                               padding="2px 6px"))
        self.seat_boxes: list[W.Dropdown] = []
        self.seats_row = W.VBox()
        self.speed_choice = W.ToggleButtons(options=list(SPEEDS), value=speed)
        self.speed_choice.observe(lambda ch: None if self._relabelling else self._guarded(
            lazy("speed"), self.set_speed, ch["new"]), "value")
        self.bot_choice = W.Dropdown(options=list(BOT_KINDS), value=bot)
        self.bot_choice.observe(lambda ch: None if self._relabelling else self._guarded(
            lazy("strategy"), self.set_bot, ch["new"], changes=False), "value")
        self.seats_title = W.HTML()
        self.files = FilesPanel(self, server_files=server_files)
        self.review = ReviewPanel(lambda: self.game, lambda: self.seats.person_at_screen(self.game, self.screen_owner),
                                  self._guarded, language=lambda: self.language)
        self._build_hint()
        self._build_seat_boxes()
        self._build_same_dice(same_dice)
        steps = W.HBox([self.undo_button, self.back_button, self.redo_button, self.play_button, self.next_button,
                        self.cancel_button, self.hint_button, self.risk_toggle, self.same_dice_box],
                       layout=W.Layout(flex_flow="row wrap"))
        self.tabs = W.Tab(children=[self.recap.box, self.clans,
                                    W.VBox([self.history, self.log_title, self.log_view]),
                                    W.VBox([self.seats_title, self.seats_row, self.speed_choice,
                                            self.bot_choice]), self.files.box])
        # the board and, beside it on a wide page (below it on a narrow one), what to do now: the prompt
        # sits right above its buttons, so that no click sends the eyes back above the board to read on,
        # and the message (what the last decision did) under them: at 800 x 900 the board, the prompt
        # and its buttons then share one screen
        side = W.VBox([self.seat, self.ready_button, self.choices_box, self.decision_box, self.message, steps,
                       self.hint_view, self.review.box, self.hand, W.HTML(STYLE, layout=W.Layout(margin="0"))],
                      layout=W.Layout(flex="1 1 320px", min_width="280px", max_width="100%"))
        # a column narrower than the board's least width scrolls it sideways (canvas.board_box)
        self.board_box = board = board_box(self.canvas, self.hover, self.board_legend, PageScroll())
        self.board.fit_box(board)  # beside the panel while both fit
        play = W.HBox([board, side],
                      layout=W.Layout(flex_flow="row wrap", align_items="flex-start", max_width="100%"))
        top = W.HBox([self.status, self._build_language_menu()],
                     layout=W.Layout(justify_content="space-between", align_items="flex-start", max_width="100%"))
        self.status.layout.flex = "1 1 auto"
        super().__init__([top, play, self.tabs, self.errors], layout=W.Layout(width="100%", max_width="100%"))
        self._label_widgets()
        # names for the page (styling, the browser tests)
        for widget, name in ((self, "view"), (self.seat, "seat"), (self.status, "status"), (self.decision_box, "decision"),
                             (self.choices_box, "choices"), (steps, "steps"), (self.recap.box, "recap"),
                             (self.hand, "hand"), (self.message, "message"), (self.hover, "hover"),
                             (self.board_legend, "legend"),
                             (self.log_view, "log"), (self.errors, "errors")):
            widget.add_class(f"lemmings-{name}")
        if speed != "manual":
            self._run_computers(instant=True)
        self.refresh(full=True)

    def close(self) -> None:
        """Close the view and every widget in it (a new game replacing this one frees them all)."""
        self._run_token = getattr(self, "_run_token", 0) + 1  # a computer run still scheduled stops
        for child in self.children:
            close_tree(child)
        recap = getattr(self, "recap", None)  # absent when the view failed to build (a bad argument)
        if recap is not None:
            recap.close()  # its rows kept for later too
        super().close()

    def __repr__(self) -> str:
        people = ", ".join(self.game.clans[p].name for p in sorted(self.seats.humans)) or "nobody"
        return f"<GameView {self.game!r}; people: {people}; speed {self.speed}>"

    # ------------------------------------------------------------ set-up
    @property
    def board_layout(self) -> Any:
        return self.board.layout

    @property
    def timings(self) -> dict[str, float]:
        return self.board.timings

    # ------------------------------------------------------------ board events
    def target_at(self, x: float, y: float) -> str | None:
        """What the canvas pixel ``(x, y)`` points at (see :meth:`lemmings.layout.Layout.hit`);
        ``None`` for coordinates that are not finite numbers."""
        if not all(isinstance(v, (int, float)) and math.isfinite(v) for v in (x, y)):
            return None
        return self.board.layout.hit(x, y)

    def _person_may_act(self) -> str:
        """Why the screen's person cannot act now ("" when they can)."""
        d = self.game.pending
        if d is None:
            return ""
        if self.handoff is not None:
            name = self.game.clans[self.handoff].name
            return tr("the screen waits for {clan}: press “I am {clan}” first", clan=name)
        if d.player not in self.humans:
            return tr("it is {clan}'s decision, and the computer plays {clan}: press “Play to my turn” "
                      "(or “Computer: next action”)", clan=d.clan)
        return ""

    @speaks
    def handle_click(self, x: float, y: float) -> Outcome:
        """A mouse click at canvas pixel ``(x, y)``."""
        target = self.target_at(x, y)
        self.board.hover.hide_tooltip()  # so that it covers none of the places the click lights up
        why = self._person_may_act()
        if why:
            outcome = Outcome("explain", tr("Nothing to click now: {reason}.", reason=why))
        else:
            self.recap_shown = None
            self.preview = None
            outcome = self.interaction.click(target)
        self._after(outcome)
        return outcome

    def click(self, target: str) -> Outcome:
        """Click the centre of a hex or area (``"0603"``, ``"start"``, ``"cliff"``, ``"chow"``)."""
        return self.handle_click(*self.board.layout.center(target))

    @speaks
    def handle_hover(self, x: float, y: float) -> str:
        """The mouse moved to canvas pixel ``(x, y)``: describe what is under it."""
        target = self.target_at(x, y)
        if target != self._hover_target:
            self._hover_target = target
            self._update_hover()
        return self.hover.value

    def _update_hover(self) -> None:
        text = hover_text(self.game, self._hover_target)
        self.hover.value = html.escape(text)
        self.board.hover.show(self._hover_target, text, self.board.layout)

    def _after(self, outcome: Outcome) -> None:
        self.last_outcome = outcome
        if outcome.kind == "applied":
            self._after_person(outcome.message)
        else:
            self._say(outcome.message, "explain" if outcome.kind == "explain" else "info")
            self.refresh(game_changed=False)

    # --------------------------------------------------------------- actions
    def _match(self, option: Any) -> Any:
        d = self.game.pending
        if d is None:
            raise IllegalAction(tr("the game is over: no more choices can be made"), rule="Ending the Game")
        for o in d.options:
            if o == option or (isinstance(option, str) and normalise(str(o)) == normalise(option)):
                return o
        return option  # the engine refuses it and says why

    def _record(self, option: Any, person: bool) -> Any:
        d = self.game.pending
        player = d.player if d else -1
        chosen, item = apply_recorded(self.game, self._match(option), person=person,
                                      colour=self.game.clans[player].colour if d else "#444444")
        # a decision made here ends any other future: records of later positions are stale
        self.items = {i: it for i, it in self.items.items() if i < item.index}
        self.items[item.index] = item
        self.seats.note(self.game, player)
        return chosen

    def _apply_person(self, option: Any) -> Any:
        why = self._person_may_act()
        if why:
            raise IllegalAction(tr("not now: {reason}", reason=why))
        return self._record(option, person=True)

    @speaks
    def apply(self, option: Any) -> Outcome:
        """Make a choice for the person whose decision is pending (an option or its text)."""
        outcome = self.interaction.apply(option)
        self._after(outcome)
        return outcome

    def press(self, control: Control) -> Outcome:
        """Press a decision-panel control (what its button does)."""
        if not control.enabled or control.option is None:
            raise IllegalAction(tr("{control} is not available: {reason}", control=control.label, reason=control.reason))
        return self.apply(control.option)

    @speaks
    def cancel(self) -> None:
        """Clear the selection, any pending choice and what the board shows."""
        self.interaction.clear()
        self.recap_shown = self.preview = None
        self._say(tr("Selection cleared."))
        self.refresh(game_changed=False)

    @speaks
    def take_screen(self) -> None:
        """The person the screen was passed to takes it (their hand is shown)."""
        if self.handoff is None:
            raise IllegalAction(tr("nobody is waiting for the screen"))
        self.screen_owner, self.handoff = self.handoff, None
        self._say(tr("{clan} has the screen.", clan=self.game.clans[self.screen_owner].name))
        self.refresh()

    def _after_person(self, said: str | Message) -> None:
        """A person decided (``said`` is what it did): the computer clans answer at the chosen
        speed; when they answer at once, the message says what they did to the person's lemmings."""
        self.interaction.clear()
        self._run_token += 1
        self._say(said, "ok")  # first: a step-by-step run says its own words as it goes
        if self.speed != "manual" and self._run_computers(instant=self.speed == "instant"):
            self._say(" ".join((str(said), self.computer_summary())).strip(), "ok")
        self.refresh()

    # -------------------------------------------------------- showing things
    def recap_items(self) -> list[RecapItem]:
        """What happened since the person's last decision (that decision first), in order."""
        person = self.seats.person_at_screen(self.game, self.screen_owner)
        start = self.seats.last_person_position(self.game, person) or 0
        # one item per decision, even for decisions this view did not make (a loaded game, a cell)
        items = recorded(self.game, self.items, start, self.seats.is_person)
        self.items.update((item.index, item) for item in items)
        return items

    @speaks
    def show_recap(self, i: int | None) -> None:
        """Show recap entry ``i`` on the board (``None`` or the same entry again: hide it)."""
        items = self.recap_items()
        if i is not None and not 0 <= i < len(items):
            raise ValueError(tr("the recap has entries 0 to {last}, not {i}", last=len(items) - 1, i=i))
        self.recap_shown = None if i == self.recap_shown else i
        if self.recap_shown is not None:
            self._say(items[self.recap_shown].words())
        self.refresh(game_changed=False)

    @speaks
    def show_option(self, option: Any) -> None:
        """Show an option on the board (the Moves menu's entry): select its lemming, draw its route."""
        lem = getattr(option, "lemming", None)
        if lem is not None and lem in self.interaction.piece_options():
            self.interaction.selected = lem
        self.preview = option
        self.recap_shown = None
        self._say(tr("{option} (its route is drawn on the board; press Move to make it).",
                     option=self.game.describe(option)))
        self.redraw(("highlights",))
        self._render_choices()

    def set_risk(self, on: bool) -> None:
        """Show or hide the eagle-risk overlay."""
        self.show_risk = bool(on)
        if self.risk_toggle.value != self.show_risk:
            self.risk_toggle.value = self.show_risk
        self.redraw(("highlights",))

    def extra_shapes(self) -> list[Any]:
        """Shapes drawn over the highlights: a recap entry, the menu's move, the choices' paths."""
        items = self.recap_items()
        item = items[self.recap_shown] if self.recap_shown is not None and self.recap_shown < len(items) else None
        return overlay_shapes(self.board.layout, self.game, recap_item=item, preview=self.preview,
                              choices=self.interaction.choices, flights=not self._person_may_act())

    # ------------------------------------------------------------------ drawing
    def layer_shapes(self, name: str) -> list[Any]:
        """The shapes of one layer for the current position (pure; nothing is sent)."""
        extra = self.extra_shapes() if name == "highlights" else ()
        # a computer's or another person's decision lights nothing the screen's person could click
        highlights = self._hinted(self.interaction.highlights()) if not self._person_may_act() else Highlights()
        return self.board.shapes(name, self.game, highlights, extra, self.show_risk)

    @speaks
    def redraw(self, layers: Iterable[str] = LAYERS) -> None:
        """Redraw layers in one batch."""
        self.board.draw({n: (lambda n=n: self.layer_shapes(n)) for n in layers}, self.language)

    @speaks
    def refresh(self, *, game_changed: bool = True, full: bool = False) -> None:
        """Bring everything up to date with the game (canvas, texts, panels, hover line)."""
        self.interaction.sync()
        if game_changed or full:
            self._update_handoff()
            self._clear_hint()  # a hint is about one decision only
        self.redraw(LAYERS if full else ("pieces", "highlights") if game_changed else ("highlights",))
        self._render_choices()
        if game_changed or full:
            from_person = self.handoff is None and self.seats.person_to_decide(self.game)
            self.decisions.render(self.game, self.interaction, show=from_person)
            self._render_texts()
            self._render_history()
            self._render_recap()
            self._update_hover()
            self.review.update()  # at the end of a game: "your costliest decisions"
        else:
            if self.preview is None:  # a menu entry being shown keeps the menu as it is
                self.decisions.follow_selection(self.game, self.interaction.selected)
            self.recap.mark(self.recap_shown)
        self.cancel_button.disabled = (self.interaction.selected is None and not self.interaction.choices
                                       and self.recap_shown is None and self.preview is None)

    # ------------------------------------------------------------- reading
    @property
    def controls(self) -> list[tuple[Control, W.Widget]]:
        return self.decisions.controls

    @property
    def move_menu(self) -> W.Dropdown | None:
        return self.decisions.move_menu

    @property
    def move_button(self) -> W.Button | None:
        return self.decisions.move_button

    def enabled_controls(self) -> list[Control]:
        """The decision-panel controls that can be pressed now."""
        return [c for c, _ in self.controls if c.enabled]

    def control_for(self, option: Any) -> Control:
        """The decision-panel control that applies ``option`` (``KeyError`` when none does)."""
        for c, _ in self.controls:
            if c.option == option:
                return c
        raise KeyError(tr("no control applies {option}", option=str(option)))

    @speaks
    def save(self, path: Any = None) -> str:
        """Save the game as JSON (see :meth:`widgets.files.FilesPanel.save`)."""
        return self.files.save(path)

    @speaks
    def load(self, path: Any = None) -> Game:
        """Load a saved game; it replaces :attr:`game`."""
        return self.files.load(path)

    @speaks
    def load_json(self, text: str, source: str = "<upload>") -> Game:
        return self.files.load_json(text, source)

    @speaks
    def set_game(self, game: Game) -> None:
        """Show another game in this view (a loaded save, a scenario); the seats are kept by clan name."""
        names = {self.game.clans[p].name for p in self.humans}
        self.game = game
        self.interaction = BoardInteraction(game, self._apply_person)
        self.items = {}
        self.recap_shown = self.preview = None
        self.seats = Seats(game, [c.name for c in game.clans if c.name in names])
        self.screen_owner = next(iter(self.humans)) if len(self.humans) == 1 else None
        self.bots = self._make_bots()
        self._keep_luck()
        self._build_seat_boxes()
        self.board.set_board(game)
        self.board.fit_box(self.board_box)
        self.refresh(full=True)


__all__ = ["GameView", "eagle_risk", "LAYERS", "BOT_KINDS"]
