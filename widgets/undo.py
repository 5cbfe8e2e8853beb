"""Going back and forth in time in a view, with messages in words: :class:`UndoPanel`, over the
play loop's :meth:`~gametools.PlayLoop.undo_mine`, ``step_back``, ``redo`` and ``goto``.

* :meth:`UndoPanel.undo` takes back *your* last choice: the game goes back to the position
  where a person last decided, so that person faces exactly that decision again (same
  player, kind and options), whatever the computer clans did since.
* :meth:`UndoPanel.step_back` goes back one decision, whoever made it (for exploring); the
  computer does not play on by itself after it.
* :meth:`UndoPanel.redo` makes the next undone decision again; :meth:`UndoPanel.goto` jumps
  to any position of the history slider.

An undo never shows the future: after it, a choice other than the undone one deals afresh
what nobody has seen yet (the next eagle roll, the movement deck, the undealt cards, the
face-down pellets: :mod:`lemmings.redraw`), so nobody can undo, look at the dice and dodge
the eagles. The "Same dice after undo" box keeps the luck as it was instead, for what-if
exploring (:class:`Luck`, the loop's ``prepare`` hook). Either way the game records it, and
saves replay exactly.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import ipywidgets as W

from gamecore.errors import IllegalAction
from gamecore.i18n import lazy, tr, trn
from gametools import PlayLoop
from lemmings.game import Game

from .guard import Guard
from .language import Labels, show_quietly
from .panels import full_stop

#: The buttons' tooltips: what each one goes back to, in plain words.
UNDO_TIPS = {
    "undo": lazy("Undo: back to your own last decision, so you can choose again (whatever the computer clans "
                 "did after it is taken back too)"),
    "back": lazy("Step back: one decision back, whoever made it (yours or a computer clan's), to explore; the "
                 "computer does not play on by itself afterwards"),
    "redo": lazy("Redo: make again the decision you last undid or stepped back over"),
}


def option_named(game: Any, text: str) -> Any:
    """The pending option whose text is ``text`` (``None`` when there is none)."""
    d = game.pending
    for o in d.options if d else ():
        if str(o) == text:
            return o
    return None


def in_words(game: Any, text: str) -> str:
    """A history entry (``"blue ccw E"``) in words, read in the position before it was made
    (``game``): ``"Fly the blue eagle counterclockwise to zone E"``."""
    option = option_named(game, text)
    return str(game.describe(option)) if option is not None else text


def clan_of(decision: Any) -> str:
    """Who decides, as Leaping Lemmings says it: the clan of the pending decision."""
    return decision.clan


def now_words(game: Any, humans: frozenset[int] | set[int], who: Callable[[Any], str] = clan_of) -> str:
    """What the game waits for now, in words: a person's decision, a computer seat's (named by
    ``who(decision)``; a clan by default), or the end."""
    d = game.pending
    if d is None:
        return tr("The game is over.")
    prompt = full_stop(str(d.prompt))
    if d.player in humans:
        return tr("Now it is your decision: {prompt}", prompt=prompt)
    return tr("Now it is {clan}'s (computer) decision: {prompt}", clan=who(d), prompt=prompt)


class Luck:
    """Whether a choice after an undo meets the same dice, cards and pellets (:attr:`same`) or
    fresh ones; called with every game the loop takes (its ``prepare`` hook) to tell it so."""

    def __init__(self, same: bool = False) -> None:
        self.same = bool(same)
        self.game: Game | None = None

    def __call__(self, game: Game) -> None:
        self.game = game
        game.fresh_after_undo = not self.same

    def set(self, same: bool) -> None:
        self.same = bool(same)
        if self.game is not None:
            self(self.game)


class UndoPanel:
    """Undo, step back, redo, the history slider and the "Same dice after undo" box.

    It works on ``loop`` (any game of the kit); ``person()`` names the person whose "my last
    choice" counts now; ``after(text)`` is the view's reaction to a jump (stop the computer, clear
    the board, say ``text``, redraw); ``luck`` keeps the "same dice" setting (``None``: a game
    without that choice, and no box); ``guard`` runs the callbacks and ``labels`` gets the widgets'
    labels. ``who(decision)`` names whoever decides in the messages (default: Leaping Lemmings'
    clan) and ``tips`` are the buttons' tooltips by ``"undo"``, ``"back"`` and ``"redo"``."""

    def __init__(self, loop: PlayLoop, *, person: Callable[[], int | None], after: Callable[[str], None],
                 luck: Luck | None, guard: Guard, labels: Labels, who: Callable[[Any], str] = clan_of,
                 tips: Mapping[str, Any] = UNDO_TIPS) -> None:
        self.loop, self._person, self._after, self.luck, self._guard = loop, person, after, luck, guard
        self._labels, self._who = labels, who

        def button(fn: Callable[[], Any], label: Any, tip: Any) -> W.Button:
            b = labels.add(W.Button(layout=W.Layout(width="auto")), label, tip)
            b.on_click(lambda _b: guard(_b.description, fn))
            return b

        self.undo_button = button(self.undo, lazy("Undo my last choice"), tips["undo"])
        self.back_button = button(self.step_back, lazy("Step back"), tips["back"])
        self.redo_button = button(self.redo, lazy("Redo"), tips["redo"])
        self.history = labels.add(W.IntSlider(value=0, min=0, max=0, continuous_update=False,
                                              layout=W.Layout(width="100%")), lazy("History"))
        self._updating = False
        self.history.observe(lambda ch: None if self._updating else guard(lazy("history"), self.goto, ch["new"]),
                             "value")
        self.same_dice_box: W.Checkbox | None = None
        if luck is None:
            return
        self.same_dice_box = labels.add(
            W.Checkbox(value=luck.same, indent=False, layout=W.Layout(width="auto")), lazy("Same dice after undo"),
            lazy("Ticked: after an undo, a different choice meets the same dice, cards and pellets as before (to "
                 "explore what-ifs). Unticked: what nobody has seen yet is dealt afresh, so an undo never shows the "
                 "future"))
        self.same_dice_box.observe(labels.quiet(lambda on: guard(lazy("same dice after undo"), self.set_same_dice, on,
                                                                 changes=False)), "value")

    @property
    def buttons(self) -> list[W.Widget]:
        return [self.undo_button, self.back_button, self.redo_button]

    def _now(self) -> str:
        return now_words(self.loop.game, self.loop.humans, self._who)

    def set_same_dice(self, on: bool) -> str:
        """After an undo, play on with the same dice, cards and pellets as before (``True``, to
        explore what-ifs) or deal afresh what nobody has seen (``False``, the default). Returns what it says."""
        if self.luck is None or self.same_dice_box is None:
            raise IllegalAction(tr("this game deals nothing afresh after an undo: there is no luck to keep"))
        self.luck.set(on)
        show_quietly(self.same_dice_box, self.luck.same, self._labels)
        said = (tr("After an undo, a different choice meets the same dice, cards and pellets as before.") if on else
                tr("After an undo, a different choice meets fresh dice, cards and pellets."))
        self._guard.say(said)
        return said

    def undo(self) -> str:
        """Take back the last choice a person made: back to the decision they faced then.
        Returns that choice in words."""
        taken = self.loop.undo_mine(self._person())
        game = self.loop.game
        words = in_words(game, taken[0].option)
        clan, later = self._who(game.pending), len(taken) - 1
        if later:
            said = trn("Took back {clan}'s choice “{choice}” and the {n} action after it (the recap listed them). {now}",
                       "Took back {clan}'s choice “{choice}” and the {n} actions after it (the recap listed them). {now}",
                       later, clan=clan, choice=words, n=later, now=self._now())
        else:
            said = tr("Took back {clan}'s choice “{choice}”. {now}", clan=clan, choice=words, now=self._now())
        self._after(said)
        return words

    def step_back(self) -> str:
        """Go back one decision, whoever made it. Returns it in words."""
        event = self.loop.step_back()
        game = self.loop.game
        words = in_words(game, event.option)
        self._after(tr("Stepped back over {clan}'s decision “{choice}”. {now}", clan=self._who(game.pending),
                       choice=words, now=self._now()))
        return words

    def redo(self) -> str:
        """Make the last undone decision again. Returns it in words."""
        d = self.loop.game.pending
        clan = self._who(d) if d is not None else ""
        event = self.loop.redo()
        self._after(tr("Made again: {clan}'s decision “{choice}”. {now}", clan=clan, choice=event.words, now=self._now()))
        return event.words

    def goto(self, n: int) -> None:
        """Rewind or replay to the position after the first ``n`` decisions."""
        self.loop.goto(n)
        self._after(trn("Position after {n} decision. {now}", "Position after {n} decisions. {now}", n, n=n,
                        now=self._now()))

    def render(self) -> None:
        """The slider at the game's place in its history; each button enabled when it can act."""
        game = self.loop.game
        total = len(game.history) + len(getattr(game, "_redo", ()))
        self._updating = True
        try:
            self.history.max = max(total, 0)
            self.history.value = len(game.history)
        finally:
            self._updating = False
        self.undo_button.disabled = self.loop.last_human_position(self._person()) is None
        self.back_button.disabled = not game.history
        self.redo_button.disabled = not game.can_redo


__all__ = ["UndoPanel", "Luck", "in_words", "option_named", "now_words", "clan_of", "UNDO_TIPS"]
