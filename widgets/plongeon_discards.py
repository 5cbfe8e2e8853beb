"""The tick boxes for a refill in :class:`~widgets.plongeon_view.PlongeonView`: one per card of the hand
shown on the board, in the hand's order, right under it; the ticked cards are the ones a refill
discards.

>>> ticks = DiscardTicks()
>>> ticks.show(["F1", "W3"], disabled=False)
>>> ticks.boxes[1].value = True
>>> ticks.ticked
('W3',)
"""

from __future__ import annotations

from collections.abc import Sequence

import ipywidgets as W

from gamecore.i18n import tr
from plongeon.readouts import card_words


class DiscardTicks(W.HBox):
    """A tick box per card of a hand (its terrain and value in words); :attr:`ticked` are the cards to discard."""

    def __init__(self) -> None:
        super().__init__(layout=W.Layout(flex_flow="row wrap", align_items="center"))
        self.add_class("plongeon-discards")
        self.hand: tuple[str, ...] = ()
        self.boxes: list[W.Checkbox] = []
        self.disabled = True

    def show(self, hand: Sequence[str], disabled: bool) -> None:
        """Boxes for ``hand`` (the current language's words); a new hand clears the ticks, the same hand keeps them."""
        hand = tuple(hand)
        if hand != self.hand:
            self.hand = hand
            self.boxes = [W.Checkbox(value=False, indent=False, layout=W.Layout(width="auto", margin="0 0.8em 0 0"))
                          for _ in hand]
            self.children = self.boxes
        self.disabled = disabled
        for code, box in zip(hand, self.boxes, strict=True):
            box.description = card_words(code)
            box.tooltip = tr("ticked: Refill discards the card {card} before drawing", card=card_words(code))
            box.disabled = disabled

    @property
    def ticked(self) -> tuple[str, ...]:
        """The ticked cards (sorted, as a refill names them)."""
        return tuple(sorted(code for code, box in zip(self.hand, self.boxes, strict=True) if box.value))


__all__ = ["DiscardTicks"]
