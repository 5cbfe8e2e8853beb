"""``PlongeonView``: play Le grand plongeon in a notebook, a sibling of :class:`widgets.GameView`.

It draws with the same canvas code (:mod:`widgets.canvas`: shapes compiled into vectorised
batches) on an ipycanvas ``MultiCanvas`` of three layers: the track, the pieces (tiles,
lemmings, columns, the hand of the seat whose turn it is when a person plays it) and the
highlights. Clicks:

* a card of the hand plays it (its terrain's column decides the points);
* after a card that started a new column, a hex receives the bonus tile;
* a lemming (or the start line) picks it and lights up where it can end its move; a lit
  hex (or the finish line) moves it there step by step, pushing as the rules say.

Buttons refill the hand (after ticking the cards to discard), stop a move early, undo, and
let the random bot play the next decision. Every callback runs guarded, in the view's
language (``language="es"``; default: the kernel's): if it fails the game is put back as it
was and the error is shown, never raised into the notebook.
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
from plongeon import FINISH, START, Game, RandomBot, lemmings_of
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
from .speaking import speaks
from .wheel import PageScroll

LAYERS = ("board", "pieces", "highlights")
#: The buttons: key (``view.buttons[key]``), label and tooltip, read in the view's language.
BUTTONS = (("Refill", lazy("Refill"), lazy("discard the ticked cards, then draw to a full hand")),
           ("Stop", lazy("Stop"), lazy("end the move here")),
           ("Undo", lazy("Undo"), lazy("take back the last choice")),
           ("Bot move", lazy("Bot move"), lazy("let the random bot make the pending decision")))


class PlongeonView(W.VBox):
    """The interactive board for a game of Le grand plongeon (a new 3-player game when omitted).

    ``humans`` are the seats people play; the random bot answers for the others after each of
    your turns when ``auto=True``. A person's hand is shown only on their own turn.
    ``language`` is ``"en"``, ``"es"`` or ``"it"`` (default: the kernel's).
    """

    def __init__(self, game: Game | None = None, *, humans: Iterable[int] = (0,), auto: bool = True, seed: int = 0,
                 size: float = DEFAULT_SIZE, scale: float = 2.0, language: str | None = None) -> None:
        self.language = check_language(language) if language is not None else get_language()
        with speaking(self.language):
            self._build(game, humans, auto, seed, size, scale)

    def _build(self, game: Game | None, humans: Iterable[int], auto: bool, seed: int, size: float,
               scale: float) -> None:
        self.game = game if game is not None else Game.new(3, seed=1)
        self.humans = set(humans)
        self.auto = auto
        self.bot = RandomBot(seed)
        self.board_layout = get_layout(self.game.track, size, scale)
        self.selected: str | None = None  # a lemming id
        self._board_commands = compile_shapes(track_scene(self.board_layout))
        lay = self.board_layout
        self.canvas = board_canvas(lay, len(LAYERS), hover=False)  # scales with its container
        self.canvas.on_mouse_down(lambda x, y: self._guarded(lazy("click"), self.handle_click, x, y))
        self.canvas.on_client_ready(lambda: self._guarded(lazy("redraw"), self.redraw, True, changes=False))
        self.message = W.HTML()
        self.status = W.HTML()
        self.discards = W.SelectMultiple(description=tr("discard"), rows=6, layout=W.Layout(width="220px"))
        self.buttons: dict[str, W.Button] = {}
        actions = {"Refill": self.refill, "Stop": self.stop, "Undo": self.undo, "Bot move": self.bot_move}
        for key, label, tip in BUTTONS:
            b = W.Button(description=str(label), tooltip=str(tip), layout=W.Layout(width="auto", min_width="100px"))
            b.on_click(lambda _b, fn=actions[key]: self._guarded(_b.description, fn))
            self.buttons[key] = b
        buttons = list(self.buttons.values())
        self.log_box = W.HTML(layout=W.Layout(max_height="160px", overflow="auto"))
        self.errors = W.Output()
        note = W.HTML(narrow_note_html(CUT_OFF_TRACK, least_width(lay)), layout=W.Layout(margin="0"))
        super().__init__([self.status, PageScroll(), board_box(self.canvas, note),
                          W.HBox([W.VBox(buttons), self.discards]), self.message, self.log_box, self.errors])
        self.refresh(full=True)

    def __repr__(self) -> str:
        return f"<PlongeonView of {self.game!r}>"

    # -------------------------------------------------------------- guard
    def _guarded(self, action: Any, fn: Callable[..., Any], *args: Any, changes: bool = True) -> Any:
        with speaking(self.language):
            return self._guarded_here(action, fn, *args, changes=changes)

    def _guarded_here(self, action: Any, fn: Callable[..., Any], *args: Any, changes: bool = True) -> Any:
        before = self.game.copy() if changes else None
        try:
            return fn(*args)
        except Exception as exc:  # noqa: BLE001  (every error must reach the message area, not the notebook)
            if before is not None:
                vars(self.game).update(vars(before))  # same object: a notebook's own reference stays valid
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
        self.message.value = f'<span style="color:#a93226">{text}</span>'

    def _say(self, text: str) -> None:
        self.message.value = f'<span style="color:#1f3a5f">{html.escape(text)}</span>'

    # ------------------------------------------------------------- clicks
    @property
    def seat(self) -> int | None:
        """Whose hand is shown: the player to move when a person plays that seat."""
        d = self.game.pending
        return d.player if d is not None and d.player in self.humans else None

    @speaks
    def handle_click(self, x: float, y: float) -> str:
        """A click at canvas pixel ``(x, y)``; returns what happened, in words."""
        return self.click(self.board_layout.hit(x, y))

    @speaks
    def click(self, target: str | None) -> str:
        """Click a place: a hex id, ``"start"``, ``"finish"``, ``"hand:<i>"`` (see the layout)."""
        d = self.game.pending
        if d is None:
            return self._done(tr("The race is over."))
        if target is None:
            self.selected = None
            return self._done(tr("Nothing there."))
        if d.kind == "action":
            if target.startswith("hand:") and self.seat is not None:
                i = int(target[5:])
                hand = self.game.hand(self.seat)
                if i >= len(hand):
                    return self._done(tr("That card slot is empty."))
                return self._apply([PlayCard(hand[i])])
            return self._done(tr("Play a card from your hand first (click it), or refill."))
        if d.kind == "bonus":
            if target in self.game.track:
                return self._apply([Bonus(target)])
            return self._done(tr("Click the hex that gets the bonus tile."))
        mine = lemmings_of(d.player)
        lem = self._lemming_at(target, mine)
        if lem is not None and lem != self.selected:
            self.selected = lem
            n = len(self.game.legal_destinations(lem))
            return self._done(trn("{lemming} picked: {n} place lit up.", "{lemming} picked: {n} places lit up.", n,
                                  lemming=lem, n=n))
        if self.selected is not None:
            path = self.game.legal_destinations(self.selected).get(target)
            if path is None:
                reason = self.game.why_not(self.selected, target) if target in self.game.track or target == FINISH \
                    else tr("not a place on the track")
                return self._done(tr("{lemming} cannot end there: {reason}.", lemming=self.selected, reason=reason))
            lem = self.selected
            self.selected = None
            steps = [f"step {lem} {t}" for t in path]
            return self._apply(steps, stop=True)
        return self._done(tr("Click one of your lemmings (or the start line) first."))

    def _lemming_at(self, target: str, mine: Iterable[str]) -> str | None:
        where = self.game.state.loc
        for lem in mine:
            if where[lem] == target and target != FINISH:
                return lem
        return None

    def _apply(self, choices: list[Any], stop: bool = False) -> str:
        made = []
        for c in choices:
            made.append(str(self.game.apply(c)))
        d = self.game.pending
        if stop and d is not None and d.kind == "move" and d.player == self.game.state.player and Stop() in d.options \
                and self.game.state.mover is not None:
            made.append(str(self.game.apply(Stop())))
        if self.auto:
            self._bots_reply()
        return self._done(tr("Done: {choices}.", choices=", ".join(made)), changed=True)

    def _bots_reply(self) -> None:
        for _ in range(2000):
            d = self.game.pending
            if d is None or d.player in self.humans:
                return
            self.game.apply(self.bot.choose(self.game))

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
        return self._apply([Refill(tuple(sorted(self.discards.value)))])

    @speaks
    def stop(self) -> str:
        return self._apply([Stop()])

    @speaks
    def undo(self) -> str:
        text = self.game.undo()
        while self.game.history and self.game.pending is not None and self.game.pending.player not in self.humans:
            text = self.game.undo()
        self.selected = None
        return self._done(tr("Took back: {choice}.", choice=text), changed=True)

    @speaks
    def bot_move(self) -> str:
        d = self.game.pending
        if d is None:
            raise IllegalAction(tr("the race is over: there is no decision left"))
        return self._done(tr("Bot: {choice}.", choice=str(self.game.apply(self.bot.choose(self.game)))), changed=True)

    # ------------------------------------------------------------ drawing
    def layer_shapes(self, name: str) -> list[Any]:
        """The shapes of one layer for the current position (pure; nothing is sent)."""
        if name == "board":
            return track_scene(self.board_layout)
        if name == "pieces":
            return pieces_scene(self.board_layout, self.game, seat=self.seat)
        if name == "highlights":
            targets, selectable = {}, []
            d = self.game.pending
            if d is not None and d.kind == "move":
                if self.selected is not None:
                    for where, path in self.game.legal_destinations(self.selected).items():
                        targets[where] = trn("{n} step", "{n} steps", len(path), n=len(path))
                else:
                    selectable = sorted({self.game.where(lem) for lem in lemmings_of(d.player)
                                         if self.game.legal_destinations(lem)})
            elif d is not None and d.kind == "action" and self.seat is not None:
                selectable = [f"hand:{i}" for i in range(min(len(self.game.hand(self.seat)), 9))]
            selected = self.game.where(self.selected) if self.selected else None
            return highlight_scene(self.board_layout, targets=targets, selectable=selectable, selected=selected)
        raise ValueError(f"no layer {name!r}; the layers are {', '.join(LAYERS)}")

    @speaks
    def redraw(self, full: bool = False, pieces: bool = True) -> None:
        """Redraw in one batch (the track is compiled once)."""
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
        """Canvas, status line, discard choices and log brought up to date."""
        self.redraw(full=full, pieces=pieces)
        g = self.game
        d = g.pending
        self.status.value = html.escape(tr("Winner: {winner}", winner=g.winner) if d is None else str(d.prompt))
        seat = self.seat
        hand = list(g.hand(seat)) if seat is not None else []
        self.discards.options = hand
        self.discards.disabled = d is None or d.kind != "action" or seat is None
        self.buttons["Refill"].disabled = self.discards.disabled
        self.buttons["Stop"].disabled = d is None or d.kind != "move"
        self.buttons["Undo"].disabled = not g.history
        self.log_box.value = "<br>".join(html.escape(line) for line in g.log[-12:])


__all__ = ["PlongeonView", "START"]
