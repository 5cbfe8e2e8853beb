"""The board of a view: the canvas, the mouse on it and what it shows (a recap entry, the moves
menu's route, the choices' paths, the hint's numbers, the eagle risk).

:class:`BoardPanel` knows the view only through its constructor's arguments: the game in play
(``game()``), the click logic (``interaction()``), why the screen's person may not act now
(``may_act()``, ``""`` when they may), the recap (``recap()``), the hint's marks (``hinted``),
the view's language and what to do with a click's outcome (``after``).
"""

from __future__ import annotations

import html
import math
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

import ipywidgets as W

from gamecore.i18n import language as _speaking
from gamecore.i18n import lazy, tr
from lemmings import account as words
from lemmings.board import START
from lemmings.layout import CHOW_TARGET, CLIFF_TARGET

from .canvas import board_box
from .cursor import KEY_HELP, KeyboardBoard, announce_changes
from .drawing import LAYERS, BoardCanvas, overlay_shapes
from .hover import hover_text
from .keys import BoardKeys
from .language import Labels
from .logic import BoardInteraction, Highlights, Outcome
from .move_box import BoardWords, MoveBox
from .view_parts import board_lines
from .wheel import PageScroll

if TYPE_CHECKING:
    from lemmings.game import Game

    from .recap import RecapItem


class BoardPanel:
    """The board (:attr:`board`, in :attr:`box` with the hover line and the legend), its keyboard
    (:attr:`keys`, :attr:`keyboard`), the move box, the board in words and the keys' help (:attr:`access`,
    which the view places under the decision) and the eagle-risk toggle (:attr:`risk_toggle`);
    :attr:`recap_shown` and :attr:`preview` say what it shows."""

    def __init__(self, game: Game, size: float, scale: float, *, current: Callable[[], Game],
                 interaction: Callable[[], BoardInteraction], may_act: Callable[[], str],
                 recap: Callable[[], Sequence[RecapItem]], hinted: Callable[[Highlights], Highlights],
                 language: Callable[[], str], after: Callable[[Outcome], Any], guard: Callable[..., Any],
                 labels: Labels, cancel: Callable[[], Any] = lambda: None, announce: W.HTML | None = None,
                 apply: Callable[[Any], Outcome] | None = None, seat: Callable[[], int | None] = lambda: None) -> None:
        self._game, self._interaction, self._may_act, self._recap = current, interaction, may_act, recap
        self._hinted, self._language, self._after = hinted, language, after
        self.recap_shown: int | None = None
        self.preview: Any = None
        self.show_risk = False
        self._hover_target: str | None = None
        self.board = BoardCanvas(game, size, scale)
        self.board.on(lambda x, y: guard(lazy("click"), self.handle_click, x, y),
                      lambda x, y: guard(lazy("hover"), self.handle_hover, x, y, changes=False),
                      lambda x, y: guard(lazy("hover"), self.handle_hover, -1.0, -1.0, changes=False),
                      lambda: guard(lazy("redraw"), self.redraw, changes=False))
        self.hover, self.legend = board_lines(self.board.layout.css_width, labels, lambda: self.board.layout)
        self.risk_toggle = labels.add(W.ToggleButton(value=False), lazy("Eagle risk"),
                                      lazy("Shade each hex by the chance an eagle can attack it next eagles phase"))
        self.risk_toggle.observe(lambda ch: guard(lazy("eagle risk"), self.set_risk, ch["new"], changes=False), "value")
        # a column narrower than the board's least width scrolls it sideways (canvas.board_box)
        # the keyboard: a cursor walked by the arrows, Enter clicks under it (widgets.cursor)
        self.keys = BoardKeys()
        self.board.widget.add_class(self.keys.board_class)
        self.keyboard = KeyboardBoard(self.keys, places=self.places,
                                      size=lambda: (self.board.layout.width, self.board.layout.height),
                                      describe=self.cursor_words, show=self.show_cursor,
                                      activate=self.click, cancel=cancel, targets=self.targets, guard=guard,
                                      name=lambda: tr("The board of Leaping Lemmings"))
        labels.also(self.keyboard.relabel)
        labels.also(lambda: setattr(self.keys, "lang", self._language()))  # <html lang> follows the view
        # landmarks a screen reader jumps between: the board, the decision (view_parts.arrange's side
        # panel) and the log
        labels.also(lambda: setattr(self.keys, "landmarks", {
            "lemmings-board-area": ["region", tr("Board")], "lemmings-side": ["region", tr("Your decision")],
            "lemmings-access": ["region", tr("Moves and the board in words")], "lemmings-log": ["region", tr("Log")]}))
        if announce is not None:  # what the view says on its message line is said to screen readers too
            announce_changes(self.keys, announce, then=self._next_words)
        # played and read without the picture: a move box and the position in words (widgets.move_box)
        self._seat = seat
        self.move_box = MoveBox(options=self._person_options, words=lambda o: self._game().describe(o),
                                answer=lambda text: words.answer(self._game(), seat(), text),
                                apply=lambda text: self._made(apply, text), say=self.keys.say, guard=guard, labels=labels)
        self.words = BoardWords(lambda: words.account(self._game(), seat()), labels, guard)
        self.key_help = W.HTML(layout=W.Layout(margin="0"))
        labels.also(lambda: setattr(self.key_help, "value", '<span style="font-size:12px;color:#333">'
                                    + html.escape(str(KEY_HELP)) + "</span>"))
        self.box = board_box(self.board.widget, self.hover, self.legend, PageScroll(), self.keys)
        # the move box, the board in words and the keys go under the decision (view.py), not under the board: on
        # a narrow screen the decision comes under the board, and they pushed it off the screen
        self.access = W.VBox([self.move_box.box, self.words.box, self.key_help], layout=W.Layout(max_width="100%"))
        self.access.add_class("lemmings-access")
        self.box.add_class("lemmings-board-area")  # a landmark (see keys.landmarks above)
        self.board.fit_box(self.box)  # beside the panel while both fit

    def set_game(self, game: Game) -> None:
        """Show another game's board."""
        self.recap_shown = self.preview = None
        self.board.set_board(game)
        self.board.fit_box(self.box)

    def places(self) -> dict[str, tuple[float, float]]:
        """Every place of the board the keyboard's cursor can stand on, with its centre in canvas pixels:
        the hexes, then the start area, the cliff and the eagle-chow box."""
        lay = self.board.layout
        return {place: lay.center(place) for place in (*lay.board.hexes, START, CLIFF_TARGET, CHOW_TARGET)}

    def targets(self) -> list[str]:
        """The places where a click does something for the person now (what the board lights)."""
        if self._may_act():
            return []
        lit = self._interaction().highlights()
        if lit.selected is not None and lit.targets:  # a lemming picked: N and P walk where it may go
            return list(lit.targets)
        return [*lit.selectable, *lit.targets]

    def cursor_words(self, place: str) -> str:
        """What the keyboard's cursor says of ``place``: what is there (the hover words), then what choosing it does."""
        words = hover_text(self._game(), place)
        doing = "" if self._may_act() else self._interaction().choice_words(place)
        return words + " · " + tr("Enter: {doing}", doing=doing) if doing else words

    def show_cursor(self, place: str | None) -> None:
        """The keyboard's cursor is on ``place``: ring it, with its words, as the mouse does."""
        self._hover_target = place
        self.update_hover()

    def _next_words(self) -> str:
        """The person's next decision in words, said after what just happened ("" when it is not theirs)."""
        d = self._game().pending
        return tr("Your decision: {prompt}", prompt=str(d.prompt)) if self._person_options() and d else ""

    def _person_options(self) -> list[Any]:
        game = self._game()
        return [] if self._may_act() or game.pending is None else list(game.pending.options)

    @staticmethod
    def _made(apply: Callable[[Any], Outcome] | None, text: str) -> Outcome | None:
        """Make the choice typed in the move box: its outcome when made, ``None`` when refused or explained."""
        if apply is None:
            return None
        outcome = apply(text)
        return outcome if outcome.kind == "applied" else None

    def target_at(self, x: float, y: float) -> str | None:
        """What the canvas pixel ``(x, y)`` points at (see :meth:`lemmings.layout.Layout.hit`);
        ``None`` for coordinates that are not finite numbers."""
        if not all(isinstance(v, (int, float)) and math.isfinite(v) for v in (x, y)):
            return None
        return self.board.layout.hit(x, y)

    def handle_click(self, x: float, y: float) -> Outcome:
        """A mouse click at canvas pixel ``(x, y)``."""
        with _speaking(self._language()):
            target = self.target_at(x, y)
            self.board.hover.hide_tooltip()  # so that it covers none of the places the click lights up
            why = self._may_act()
            if why:
                outcome = Outcome("explain", tr("Nothing to click now: {reason}.", reason=why))
            else:
                self.recap_shown = self.preview = None
                outcome = self._interaction().click(target)
            self._after(outcome)
            return outcome

    def click(self, target: str) -> Outcome:
        """Click the centre of a hex or area (``"0603"``, ``"start"``, ``"cliff"``, ``"chow"``)."""
        return self.handle_click(*self.board.layout.center(target))

    def handle_hover(self, x: float, y: float) -> str:
        """The mouse moved to canvas pixel ``(x, y)``: describe what is under it."""
        with _speaking(self._language()):
            target = self.target_at(x, y)
            if target != self._hover_target:
                self._hover_target = target
                self.update_hover()
            return self.hover.value

    def update_hover(self) -> None:
        """The hover line and tooltip for the place under the mouse, in the current position."""
        text = hover_text(self._game(), self._hover_target)
        self.hover.value = html.escape(text)
        self.board.hover.show(self._hover_target, text, self.board.layout)

    def set_risk(self, on: bool) -> None:
        """Show or hide the eagle-risk overlay."""
        self.show_risk = bool(on)
        if self.risk_toggle.value != self.show_risk:
            self.risk_toggle.value = self.show_risk
        self.redraw(("highlights",))

    def extra_shapes(self) -> list[Any]:
        """Shapes drawn over the highlights: a recap entry, the menu's move, the choices' paths."""
        items = self._recap()
        item = items[self.recap_shown] if self.recap_shown is not None and self.recap_shown < len(items) else None
        return overlay_shapes(self.board.layout, self._game(), recap_item=item, preview=self.preview,
                              choices=self._interaction().choices, flights=not self._may_act())

    def layer_shapes(self, name: str) -> list[Any]:
        """The shapes of one layer for the current position (pure; nothing is sent)."""
        extra = self.extra_shapes() if name == "highlights" else ()
        # a computer's or another person's decision lights nothing the screen's person could click
        highlights = self._hinted(self._interaction().highlights()) if not self._may_act() else Highlights()
        return self.board.shapes(name, self._game(), highlights, extra, self.show_risk)

    def redraw(self, layers: Iterable[str] = LAYERS) -> None:
        """Redraw layers in one batch; with the pieces, the board's words and the move box's completions follow."""
        layers = tuple(layers)
        self.board.draw({n: (lambda n=n: self.layer_shapes(n)) for n in layers}, self._language())
        if "pieces" in layers:
            with _speaking(self._language()):
                self.words.render()
                self.move_box.render()
                self.keyboard.refresh()


__all__ = ["BoardPanel"]
