"""Going back and forth in time, for :class:`~widgets.view.GameView`, with messages in words.

* :meth:`UndoMixin.undo` takes back *your* last choice: the game goes back to the position
  where a person last decided, so that person faces exactly that decision again (same
  player, kind and options), whatever the computer clans did since.
* :meth:`UndoMixin.step_back` goes back one decision, whoever made it (for exploring); the
  computer does not play on by itself after it.
* :meth:`UndoMixin.redo` makes the next undone decision again; :meth:`UndoMixin.goto` jumps
  to any position of the history slider.

An undo never shows the future: after it, a choice other than the undone one deals afresh
what nobody has seen yet (the next eagle roll, the movement deck, the undealt cards, the
face-down pellets: :mod:`lemmings.redraw`), so nobody can undo, look at the dice and dodge
the eagles. The "Same dice after undo" box (:meth:`UndoMixin.set_same_dice`) keeps the luck as
it was instead, for what-if exploring. Either way the game records it, and saves replay exactly.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import ipywidgets as W

from gamecore.errors import IllegalAction
from gamecore.i18n import lazy, tr, trn
from lemmings.game import Game

from .panels import full_stop
from .speaking import speaks

if TYPE_CHECKING:
    from .seats import Seats


#: The buttons' tooltips: what each one goes back to, in plain words.
UNDO_TIPS = {
    "undo": lazy("Undo: back to your own last decision, so you can choose again (whatever the computer clans "
                 "did after it is taken back too)"),
    "back": lazy("Step back: one decision back, whoever made it (yours or a computer clan's), to explore; the "
                 "computer does not play on by itself afterwards"),
    "redo": lazy("Redo: make again the decision you last undid or stepped back over"),
}


def option_named(game: Game, text: str) -> Any:
    """The pending option whose text is ``text`` (``None`` when there is none)."""
    d = game.pending
    for o in d.options if d else ():
        if str(o) == text:
            return o
    return None


def in_words(game: Game, text: str) -> str:
    """A history entry (``"blue ccw E"``) in words, read in the position before it was made
    (``game``): ``"Fly the blue eagle counterclockwise to zone E"``."""
    option = option_named(game, text)
    return str(game.describe(option)) if option is not None else text


class UndoMixin:
    """Undo, step back, redo and the history slider (mixed into ``GameView``)."""

    game: Game
    seats: Seats
    humans: set[int]
    screen_owner: int | None
    recap_shown: int | None
    preview: Any
    recap_items: Any
    running: bool
    # provided by GameView
    interaction: Any
    _run_token: int
    _say: Any
    _record: Any
    refresh: Any
    _guarded: Any
    _relabelling: bool
    same_dice: bool
    same_dice_box: W.Checkbox

    def _build_same_dice(self, same: bool) -> None:
        """The "Same dice after undo" box (labelled with the others, in the view's language)."""
        self.same_dice = bool(same)
        self.same_dice_box = W.Checkbox(value=self.same_dice, indent=False, layout=W.Layout(width="auto"))
        self.same_dice_box.observe(lambda ch: None if self._relabelling else self._guarded(
            lazy("same dice after undo"), self.set_same_dice, ch["new"], changes=False), "value")
        self._keep_luck()

    def _keep_luck(self) -> None:
        """Tell the game in play what the box says (a new or loaded game too)."""
        self.game.fresh_after_undo = not self.same_dice

    @speaks
    def set_same_dice(self, on: bool) -> None:
        """After an undo, play on with the same dice, cards and pellets as before (``True``, to
        explore what-ifs) or deal afresh what nobody has seen (``False``, the default)."""
        self.same_dice = bool(on)
        self._keep_luck()
        if self.same_dice_box.value != self.same_dice:
            self.same_dice_box.value = self.same_dice
        self._say(tr("After an undo, a different choice meets the same dice, cards and pellets as before.") if on else
                  tr("After an undo, a different choice meets fresh dice, cards and pellets."))

    def _after_jump(self, text: str) -> None:
        self._run_token += 1
        self.running = False
        self.interaction.clear()
        self.recap_shown = self.preview = None
        self._say(text)
        self.refresh()

    def _now(self) -> str:
        d = self.game.pending
        if d is None:
            return tr("The game is over.")
        prompt = full_stop(str(d.prompt))
        if d.player in self.humans:
            return tr("Now it is your decision: {prompt}", prompt=prompt)
        return tr("Now it is {clan}'s (computer) decision: {prompt}", clan=d.clan, prompt=prompt)

    @speaks
    def undo(self) -> str:
        """Take back the last choice a person made: back to the decision they faced then.
        Returns that choice in words."""
        person = self.seats.person_at_screen(self.game, self.screen_owner)
        k = self.seats.last_person_position(self.game, person)
        if k is None:
            raise IllegalAction(tr("there is no choice of yours to take back yet"))
        text = self.game.history[k]
        # what is taken back is what the recap lists: the person's choice, then the actions after it
        later = len(self.recap_items()) - 1
        self.game.goto(k)
        words = in_words(self.game, text)
        clan = self.game.pending.clan
        if later:
            said = trn("Took back {clan}'s choice “{choice}” and the {n} action after it (the recap listed them). {now}",
                       "Took back {clan}'s choice “{choice}” and the {n} actions after it (the recap listed them). {now}",
                       later, clan=clan, choice=words, n=later, now=self._now())
        else:
            said = tr("Took back {clan}'s choice “{choice}”. {now}", clan=clan, choice=words, now=self._now())
        self._after_jump(said)
        return words

    @speaks
    def step_back(self) -> str:
        """Go back one decision, whoever made it. Returns it in words."""
        if not self.game.history:
            raise IllegalAction(tr("the game is at its start: there is nothing to step back over"))
        text = self.game.undo()
        words = in_words(self.game, text)
        self._after_jump(tr("Stepped back over {clan}'s decision “{choice}”. {now}", clan=self.game.pending.clan,
                            choice=words, now=self._now()))
        return words

    @speaks
    def redo(self) -> str:
        """Make the last undone decision again. Returns it in words."""
        if not self.game.can_redo:
            raise IllegalAction(tr("there is nothing to redo"))
        probe = self.game.copy()
        text = probe.redo()
        option = option_named(self.game, text)
        words = in_words(self.game, text)
        d = self.game.pending
        self._record(option if option is not None else text, person=d.player in self.humans)
        self._after_jump(tr("Made again: {clan}'s decision “{choice}”. {now}", clan=d.clan, choice=words, now=self._now()))
        return words

    @speaks
    def goto(self, n: int) -> None:
        """Rewind or replay to the position after the first ``n`` decisions."""
        self.game.goto(n)
        self._after_jump(trn("Position after {n} decision. {now}", "Position after {n} decisions. {now}", n, n=n,
                             now=self._now()))


__all__ = ["UndoMixin", "in_words", "option_named", "UNDO_TIPS"]
