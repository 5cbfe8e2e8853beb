"""``GameView``: play a whole game of Leaping Lemmings at one screen.

A person picks a clan (several people may share the screen, hot-seat); the computer plays
the other clans. The view says near the board who you are and what to do now; computer
clans' decisions run by themselves up to the next person's decision (``speed``: all at
once, one at a time with a pause, or only when asked), and the recap lists everything that
happened since your last decision, each entry shown on the board when clicked.

*Undo* takes back your last choice (you face that decision again); *Step back* goes back
one decision, whoever made it, for exploring; *Redo* makes the next undone decision again.

The view is the play loop (:class:`gametools.PlayLoop`) with panels around it, each given what
it needs through its constructor: ``guard`` (every callback), ``labels`` (the language),
``board_panel``, ``undo_panel``, ``computers`` (over ``runner``), ``hints``, ``seats_panel``,
``texts``, ``recap``, ``review`` and ``files``. Its public methods hand the work to them.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import ipywidgets as W

from gamecore.errors import IllegalAction
from gamecore.i18n import LANGUAGE_NAMES, Message, check_language, get_language, lazy, tr
from gamecore.i18n import language as _speaking
from gametools import PlayLoop
from lemmings.game import Game
from lemmings.layout import DEFAULT_SIZE

from .board_panel import BoardPanel
from .computer_panel import ComputerPanel
from .computers import BOT_KINDS, ComputerRunner
from .decision import DecisionPanel, close_tree
from .drawing import LAYERS, eagle_risk
from .files import FilesPanel
from .guard import Guard
from .hint_panel import HintPanel
from .language import Labels, language_menu, show_quietly
from .logic import BoardInteraction, Control, Outcome
from .panels import clan_words, recap_header
from .recap import RecapItem, record
from .recap_panel import RecapPanel
from .render import TextPanels, hand_owner, handoff_for, may_act, render_choices
from .review_panel import ReviewPanel
from .seats import SPEED_WORDS, Seats, parse_seats
from .seats_panel import SeatsPanel
from .speaking import alias, forward, speaks
from .undo import Luck, UndoPanel
from .view_parts import arrange, name_for_the_page, tabs, view_buttons


class GameView(W.VBox):
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
        self.labels = Labels()
        with _speaking(self.language):
            self._build(game, humans, speed, bot, seed, step_delay, size, scale, log_lines, server_files, same_dice)

    def _build(self, game: Game | None, humans: Iterable[int | str] | None, speed: str, bot: str, seed: int,
               step_delay: float, size: float, scale: float, log_lines: int, server_files: bool, same_dice: bool) -> None:
        self.runner = ComputerRunner(speed=speed, step_delay=step_delay, bot=bot, seed=seed, guard=self._guarded,
                                     schedule=lambda fn, action: self._later(fn, action))
        game = game if game is not None else Game.new(players=4, seed=7)
        self.luck = Luck(same_dice)
        self.loop = PlayLoop(game, humans=parse_seats(game, humans), computer=self.runner.computer, recorder=record,
                             prepare=self.luck)
        self.seats = Seats.of(self.loop)
        self.runner.make_bots(game.players)
        self.interaction = BoardInteraction(game, self._apply_person)
        self.last_outcome: Outcome | None = None
        self.handoff: int | None = None
        self.screen_owner: int | None = self._only_person()
        self.message = W.HTML(layout=W.Layout(min_height="1.4em"))
        self.errors = W.Output(layout=W.Layout(max_height="12em", overflow="auto"))
        guard = self.guard = Guard(self.message, self.errors, language=lambda: self.language,
                                   checkpoint=self.loop.checkpoint, restore=self.loop.restore, recover=self._recover)
        labels = self.labels
        self.board_panel = BoardPanel(game, size, scale, current=lambda: self.game, interaction=lambda: self.interaction,
                                      may_act=self._person_may_act, recap=self.recap_items, hinted=lambda h: self.hints.hinted(h),
                                      language=lambda: self.language, after=self._after, guard=guard, labels=labels,
                                      cancel=self.cancel, announce=self.message, apply=self.apply, seat=self._person)
        self.board, self.canvas = self.board_panel.board, self.board_panel.board.widget
        self.hover, self.board_legend, self.board_box = self.board_panel.hover, self.board_panel.legend, self.board_panel.box
        self.risk_toggle = self.board_panel.risk_toggle
        self.texts = TextPanels(log_lines=log_lines)
        labels.also(self.texts.label)
        self.seat, self.status, self.hand = self.texts.seat, self.texts.status, self.texts.hand
        self.clans, self.log_title, self.log_view = self.texts.clans, self.texts.log_title, self.texts.log_view
        self.choices_box = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.decisions = DecisionPanel(guard, self.press, self.show_option)
        self.decision_box = self.decisions.box
        self.undo_panel = UndoPanel(self.loop, person=self._person, after=self._after_jump, luck=self.luck, guard=guard,
                                    labels=labels)
        self.computers = ComputerPanel(self.loop, self.runner, person=self._person, recap=self.recap_items, say=self._say,
                                       show=self._show_step, refresh=self.refresh, texts=self._render_texts, guard=guard,
                                       labels=labels)
        self.hints = HintPanel(game=lambda: self.game, seat=self._hint_seat, refusal=lambda: tr(
            "a hint is only for the person whose decision it is; this one is {clan}'s", clan=self.game.pending.clan),
                               shown=self._hint_shown, guard=guard, labels=labels)
        self.loop.subscribe(lambda _change: self._clear_hint())  # a hint is about one decision only
        self.cancel_button, self.ready_button = view_buttons(labels, guard, cancel=self.cancel, take_screen=self.take_screen)
        labels.also(lambda: setattr(self.ready_button, "description", tr("I am …")) if self.handoff is None else None)
        self.recap = RecapPanel(lambda i: guard(lazy("recap"), self.show_recap, i, changes=False),
                                lambda: guard(lazy("recap"), self.replay_recap, changes=False))
        labels.also(self.recap.label)
        self.seats_panel = SeatsPanel(speed=speed, bot=self.runner.bot_kind, guard=guard, labels=labels,
                                      on_humans=self.set_humans, on_speed=self.set_speed, on_bot=self.set_bot)
        self.seats_panel.build(game, self.humans)
        self.files = FilesPanel(lambda: self.game, self.set_game, guard, server_files=server_files)
        labels.also(self.files.label)
        self.review = ReviewPanel(lambda: self.game, self._person, guard, language=lambda: self.language)
        labels.also(self.review.relabel)
        self.language_menu = language_menu(self.language, lambda lang: guard(lazy("language"), self.set_language, lang,
                                                                              changes=False), labels)
        steps = W.HBox([*self.undo_panel.buttons, self.play_button, self.next_button, self.cancel_button,
                        self.hint_button, self.risk_toggle, self.same_dice_box], layout=W.Layout(flex_flow="row wrap"))
        self.tabs = tabs(labels, [self.recap.box, self.clans, W.VBox([self.history, self.log_title, self.log_view]),
                                  self.seats_panel.box, self.files.box])
        side = [self.seat, self.ready_button, self.choices_box, self.decision_box, self.message, steps,
                self.board_panel.access, self.hint_view, self.hand]
        # the review across the page under the game: in the side column its board was cut off at the cliff
        super().__init__(arrange(status=self.status, language_menu=self.language_menu, board=self.board_box, side=side,
                                 below=[self.review.box, self.tabs, self.errors]),
                         layout=W.Layout(width="100%", max_width="100%"))
        labels.apply()
        name_for_the_page(view=self, seat=self.seat, status=self.status, decision=self.decision_box, choices=self.choices_box,
                          steps=steps, recap=self.recap.box, hand=self.hand, message=self.message, hover=self.hover,
                          legend=self.board_legend, log=self.log_view, errors=self.errors)
        if speed != "manual":
            self.computers.run(instant=True)
        self.refresh(full=True)

    def close(self) -> None:
        """Close the view and every widget in it (a new game replacing this one frees them all)."""
        runner = getattr(self, "runner", None)  # absent when the view failed to build (a bad argument)
        if runner is not None:
            runner.stop()  # a computer run still scheduled stops
        for child in self.children:
            close_tree(child)
        recap = getattr(self, "recap", None)
        if recap is not None:
            recap.close()  # its rows kept for later too
        super().close()

    def __repr__(self) -> str:
        people = ", ".join(self.game.clans[p].name for p in sorted(self.humans)) or "nobody"
        return f"<GameView {self.game!r}; people: {people}; speed {self.speed}>"

    # ------------------------------------------------------------ the loop and the runner
    @property
    def game(self) -> Game:
        """The game in play (:meth:`set_game` shows another)."""
        return self.loop.game

    @property
    def humans(self) -> set[int]:
        """Players seated by people."""
        return set(self.loop.humans)

    @property
    def items(self) -> dict[int, RecapItem]:
        """The recap entries recorded so far, by history index."""
        return {i: e.detail for i, e in self.loop.events.items()}

    bots = alias("runner", "bots", settable=True)  # each seat's computer player (a SeatBot)
    speed = alias("runner", "speed")
    step_delay = alias("runner", "step_delay", settable=True)
    bot_kind = alias("runner", "bot_kind")
    seed = alias("runner", "seed")
    running = alias("runner", "running")
    same_dice = alias("luck", "same")
    _relabelling = alias("labels", "busy", settable=True)
    # the panels' widgets, by the names the notebooks, the app and the tests know
    undo_button = alias("undo_panel", "undo_button")
    back_button = alias("undo_panel", "back_button")
    redo_button = alias("undo_panel", "redo_button")
    history = alias("undo_panel", "history")
    same_dice_box = alias("undo_panel", "same_dice_box")
    play_button = alias("computers", "play_button")
    next_button = alias("computers", "next_button")
    hint_button = alias("hints", "button")
    hint_view = alias("hints", "view")
    hint_marks = alias("hints", "marks")
    seat_boxes = alias("seats_panel", "seat_boxes")
    seats_row = alias("seats_panel", "seats_row")
    speed_choice = alias("seats_panel", "speed_choice")
    bot_choice = alias("seats_panel", "bot_choice")
    seats_title = alias("seats_panel", "title")

    def _only_person(self) -> int | None:
        return next(iter(self.loop.humans)) if len(self.loop.humans) == 1 else None

    def _person(self) -> int | None:
        """The person whose "my last choice" and recap count now."""
        return self.seats.person_at_screen(self.game, self.screen_owner)

    # ------------------------------------------------------------ the guard
    def _guarded(self, action: str | Message, fn: Any, *args: Any, changes: bool = True) -> Any:
        """Run a callback through the view's :class:`~widgets.guard.Guard`."""
        return self.guard(action, fn, *args, changes=changes)

    def _say(self, text: str | Message, kind: str = "info") -> None:
        self.guard.say(text, kind)

    def _recover(self, restored: bool) -> None:
        """After an error: the game was put back (``restored``), so forget what the board showed."""
        if restored:
            self.interaction = BoardInteraction(self.game, self._apply_person)
        self.runner.running = False
        self.recap_shown = self.preview = None  # what the board was asked to show may be the cause
        self.refresh(full=restored)

    def _later(self, fn: Any, action: str) -> None:
        """Call ``fn`` every step delay until it returns false (:meth:`ComputerRunner.later`)."""
        self.runner.later(fn, action)

    # --------------------------------------------------------------- actions
    def _apply_person(self, option: Any) -> Any:
        why = self._person_may_act()
        if why:
            raise IllegalAction(tr("not now: {reason}", reason=why))
        return self.loop.choose(option).chosen

    @speaks
    def apply(self, option: Any) -> Outcome:
        """Make a choice for the person whose decision is pending (an option or its text)."""
        outcome = self.interaction.apply(option)
        self._after(outcome)
        return outcome

    @speaks
    def take_screen(self) -> None:
        """The person the screen was passed to takes it (their hand is shown)."""
        if self.handoff is None:
            raise IllegalAction(tr("nobody is waiting for the screen"))
        self.screen_owner, self.handoff = self.handoff, None
        self._say(tr("{clan} has the screen.", clan=self.game.clans[self.screen_owner].name))
        self.refresh()

    def _after_person(self, said: str | Message) -> None:
        """A person decided: the computer clans answer (:meth:`ComputerPanel.answer`)."""
        self.interaction.clear()
        self.computers.answer(str(said))

    def _after_jump(self, text: str) -> None:
        self.runner.stop()
        self.interaction.clear()
        self.recap_shown = self.preview = None
        self._say(text)
        self.refresh()

    undo = forward("undo_panel", "undo", "Take back the last choice a person made: back to the decision they faced "
                   "then. Returns that choice in words.")
    step_back = forward("undo_panel", "step_back", "Go back one decision, whoever made it. Returns it in words.")
    redo = forward("undo_panel", "redo", "Make the last undone decision again. Returns it in words.")
    goto = forward("undo_panel", "goto", "Rewind or replay to the position after the first ``n`` decisions.")
    set_same_dice = forward("undo_panel", "set_same_dice", "After an undo, play on with the same dice, cards and "
                            "pellets (``True``) or deal afresh what nobody has seen (``False``, the default).")

    # ------------------------------------------------------------ seats and the computer
    @speaks
    def set_humans(self, humans: Iterable[int | str] | None) -> None:
        """Seat people at these clans (``None``: every clan); the computer plays the others."""
        self.loop.set_humans(parse_seats(self.game, humans))  # keeps the record of who decided what
        self.seats_panel.show(humans=self.humans)
        self.screen_owner = self._only_person()
        self.computers.changed(tr("Seats: {clans} played by people.",
                         clans=", ".join(clan_words(self.game, p) for p in sorted(self.humans)) or tr("nobody")))

    @speaks
    def set_speed(self, speed: str) -> None:
        """``"instant"``, ``"step"`` or ``"manual"`` from now on."""
        self.runner.set_speed(speed)
        self.seats_panel.show(speed=speed)
        self.computers.changed(tr("Computer speed: {speed}.", speed=SPEED_WORDS[speed]))

    @speaks
    def set_bot(self, kind: str) -> None:
        """Computer players of this kind from now on: ``"random"`` or a level, ``"easy"`` (also
        called ``"greedy"``), ``"medium"`` or ``"hard"``."""
        self.seats_panel.show(bot=self.runner.set_bot(kind, self.game.players))

    computer_step = forward("computers", "computer_step", "The computer clan whose decision is pending makes it.")
    play_to_person = forward("computers", "play_to_person", "Every computer decision at once, up to the next "
                             "person's decision (or the end).")
    computer_summary = forward("computers", "summary", "What the computer clans did since the person's last decision.")

    def _show_step(self, k: int | None) -> None:
        """The board shows recap entry ``k`` (or nothing), with no selection."""
        self.recap_shown = k
        self.interaction.clear()

    # ------------------------------------------------------------ the recap
    def recap_items(self) -> list[RecapItem]:
        """What happened since the person's last decision (that decision first), in order."""
        return [e.detail for e in self.loop.recap(seat=self._person())]

    @speaks
    def replay_recap(self) -> int:
        """Show the recap's entries on the board one after the other (those with something to
        show), a step delay apart; any other action stops the show. Returns how many."""
        items = self.recap_items()

        def show(i: int | None) -> None:
            self.recap_shown = i
            if i is not None:
                self._say(items[i].words())
            self.refresh(game_changed=False)

        return self.recap.replay(items, self.runner.show_in_turn, show)

    # ------------------------------------------------------------ the hint
    def _hint_seat(self) -> int | None:
        """The seat whose decision may have a hint now: a person's own, with the screen in their hands."""
        return None if self._person_may_act() or self.game.pending is None else self.game.pending.player

    def _hint_shown(self, advice: Any) -> None:
        self.decisions.mark_best(advice.best)
        self.preview = None  # the board shows the hint's numbers, not a route the menu no longer shows
        self.redraw(("highlights",))

    show_hint = forward("hints", "show", "Rank the pending options for the person who decides (see "
                        ":class:`~widgets.hint_panel.HintPanel`).")

    def _clear_hint(self) -> None:
        self.hints.clear()
        self.decisions.mark_best(None)

    # ------------------------------------------------------------ language
    @speaks
    def set_language(self, lang: str) -> None:
        """Speak ``lang`` (``"en"``, ``"es"`` or ``"it"``) from now on: every label, text and
        the board are redrawn in it."""
        try:
            self.language = check_language(lang)
        finally:  # a refused language: the menu shows the language still spoken
            show_quietly(self.language_menu, self.language, self.labels)
        with _speaking(self.language):
            self.labels.apply()
            self.seats_panel.build(self.game, self.humans)
            self.refresh(full=True)
            self._say(tr("Language: {language}.", language=LANGUAGE_NAMES[self.language]))

    # ------------------------------------------------------------ the board
    def _person_may_act(self) -> str:
        """Why the screen's person cannot act now ("" when they can)."""
        return may_act(self.game, self.humans, self.handoff)

    def _after(self, outcome: Outcome) -> None:
        self.last_outcome = outcome
        if outcome.kind == "applied":
            self._after_person(outcome.message)
        else:
            self._say(outcome.message, "explain" if outcome.kind == "explain" else "info")
            self.refresh(game_changed=False)

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

    board_layout = alias("board", "layout")
    timings = alias("board", "timings")
    recap_shown = alias("board_panel", "recap_shown", settable=True)
    preview = alias("board_panel", "preview", settable=True)
    show_risk = alias("board_panel", "show_risk")
    target_at = forward("board_panel", "target_at")
    handle_click = forward("board_panel", "handle_click")
    click = forward("board_panel", "click")
    handle_hover = forward("board_panel", "handle_hover")
    set_risk = forward("board_panel", "set_risk")
    extra_shapes = forward("board_panel", "extra_shapes")
    layer_shapes = forward("board_panel", "layer_shapes")
    redraw = forward("board_panel", "redraw")

    # ------------------------------------------------------------- reading
    controls = alias("decisions", "controls")
    move_menu = alias("decisions", "move_menu")
    move_button = alias("decisions", "move_button")

    enabled_controls = forward("decisions", "enabled_controls", "The decision-panel controls that can be pressed now.")
    control_for = forward("decisions", "control_for", "The decision-panel control that applies ``option``.")

    # ------------------------------------------------------------ rendering
    @speaks
    def refresh(self, *, game_changed: bool = True, full: bool = False) -> None:
        """Bring everything up to date with the game (canvas, texts, panels, hover line)."""
        self.interaction.sync()
        if game_changed or full:
            self.handoff = handoff_for(self.game, self.humans, self.screen_owner)
            self._show_handoff()
            self._clear_hint()  # a hint is about one decision only
        self.redraw(LAYERS if full else ("pieces", "highlights") if game_changed else ("highlights",))
        self._render_choices()
        if game_changed or full:
            self.decisions.render(self.game, self.interaction, show=self.handoff is None and self.loop.waiting_for_human())
            self._render_texts()
            self.undo_panel.render()
            person = self._person()
            items = self.recap_items()
            decided = self.loop.last_human_position(person) is not None
            self.recap.render(items, recap_header(items, self.game.clans[person].name if person is not None else None,
                                                  decided), self.recap_shown)
            self.board_panel.update_hover()
            self.review.update()  # at the end of a game: "your costliest decisions"
        else:
            if self.preview is None:  # a menu entry being shown keeps the menu as it is
                self.decisions.follow_selection(self.game, self.interaction.selected)
            self.recap.mark(self.recap_shown)
        self.cancel_button.disabled = (self.interaction.selected is None and not self.interaction.choices
                                       and self.recap_shown is None and self.preview is None)

    def _render_choices(self) -> None:
        render_choices(self.choices_box, self.game, self.interaction.choices,
                       lambda label, option: self._guarded(label, self.apply, option))

    def _show_handoff(self) -> None:
        if self.handoff is not None:
            self.ready_button.description = tr("I am {clan}: show my turn", clan=self.game.clans[self.handoff].name)
        self.ready_button.layout.display = "" if self.handoff is not None else "none"

    def _render_texts(self) -> None:
        game = self.game
        self.texts.render(game, self.seats, handoff=self.handoff, speed=self.speed, running=self.running,
                          owner=hand_owner(game, self.humans, self.handoff, self.screen_owner))
        self.computers.render()
        self.hints.render(self._hint_seat() is not None)

    # ------------------------------------------------------------ files
    save = forward("files", "save", "Save the game as JSON (see :meth:`widgets.files.FilesPanel.save`).")
    load = forward("files", "load", "Load a saved game; it replaces :attr:`game`.")
    load_json = forward("files", "load_json", "Load a saved game from JSON text; it replaces :attr:`game`.")

    @speaks
    def set_game(self, game: Game) -> None:
        """Show another game in this view (a loaded save, a scenario); the seats are kept by clan name."""
        names = {self.game.clans[p].name for p in self.humans}
        self.loop.replace_game(game)
        self.loop.set_humans(parse_seats(game, [c.name for c in game.clans if c.name in names]))
        self.interaction = BoardInteraction(game, self._apply_person)
        self.screen_owner = self._only_person()
        self.runner.make_bots(game.players)
        self.seats_panel.build(game, self.humans)
        self.board_panel.set_game(game)
        self.refresh(full=True)


__all__ = ["GameView", "eagle_risk", "LAYERS", "BOT_KINDS"]
