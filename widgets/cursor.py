"""Walking a board with the keyboard: the hex cursor (:class:`BoardCursor`, pure) and the glue between
a board's :class:`~widgets.keys.BoardKeys` and its view (:class:`KeyboardBoard`).

Every board of the kit is drawn with flat-topped hexes, so each hex has neighbours straight above and
below and two on each side. The keys (:data:`KEY_HELP` says the same to the person):

* **Up / Down**: the hex straight above / below.
* **Right / Left**: the next hex on that side along the line you are walking across the board (of the
  two neighbours on that side, the one nearer that line: pressing Right again and again walks straight
  across); **Shift + Right / Left**: the other neighbour on that side. So every one of the six
  neighbours is one key press away. Places that are not hexes (a start area, the cliff, a hand of cards)
  are reached the same way, by the direction they lie in.
* **Enter** or **Space**: what a click on the cursor's place does; **Escape**: clear a half-made choice.
* **N** / **P**: the next / previous place where a choice can be made now; **Home**: the first of them.
* **?**: say these keys.

The cursor's place is drawn as the hover ring with its tooltip, and said in words (the same words the
mouse gets) in the view's live region.
"""

from __future__ import annotations

import html
import math
import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from gamecore.i18n import lazy, tr

from .keys import BoardKeys

Point = tuple[float, float]

#: What the keys do, said by ``?`` and written under every board.
KEY_HELP = lazy("Keys on the board: the arrows move the cursor from hex to hex (Up and Down straight, Right and Left "
                "across the board, with Shift the other hex on that side); Enter or Space chooses the place under the "
                "cursor, as a click does; Escape clears a half-made choice; N and P go to the next and previous place "
                "where you can choose now; Tab leaves the board.")

_TAGS = re.compile(r"<[^>]+>")


def plain(markup: str) -> str:
    """The words of an HTML snippet, for the live region (tags dropped, entities read, spaces folded).

    >>> plain('<b>Ritz</b> moves R1 &rarr; 0603.<br>Next: Biker.')
    'Ritz moves R1 → 0603. Next: Biker.'
    """
    text = _TAGS.sub(" ", re.sub(r"<style.*?</style>", " ", str(markup), flags=re.S))
    return " ".join(html.unescape(text).split()).replace(" .", ".")


class BoardCursor:
    """Where the keyboard's cursor stands on a board, and where each key takes it.

    ``place`` is the place under the cursor (``None`` before it is first put down). :meth:`step`
    takes the places of the board (their centres, in any unit with ``y`` growing downwards).

    >>> from gamecore.hexcore import corner_offsets  # doctest: +SKIP
    >>> places = {"a": (0, 0), "b": (0, 2), "c": (1.5, 1), "d": (1.5, -1), "e": (3, 0)}
    >>> cur = BoardCursor("a")
    >>> cur.step("ArrowDown", False, places)
    'b'
    >>> cur.step("ArrowRight", False, places), cur.step("ArrowRight", False, places)
    ('c', 'e')
    >>> cur.place = "a"; cur.step("ArrowRight", True, places)
    'd'
    """

    def __init__(self, place: str | None = None) -> None:
        self.place = place
        self._line: float | None = None  # the y of the line Right and Left walk along

    def put(self, place: str | None, places: Mapping[str, Point]) -> str | None:
        """Put the cursor on ``place`` (kept only if it is one of ``places``)."""
        self.place = place if place in places else None
        self._line = places[place][1] if self.place is not None and place is not None else None
        return self.place

    def step(self, key: str, shift: bool, places: Mapping[str, Point]) -> str | None:
        """Move by ``key`` (an arrow) and return the new place (the same one when nothing lies that way)."""
        if not places:
            self.place = None
            return None
        if self.place not in places:
            return self.put(next(iter(places)), places)
        x0, y0 = places[self.place]
        if key in ("ArrowUp", "ArrowDown"):
            sign = -1 if key == "ArrowUp" else 1
            found = self._nearest(places, x0, y0, lambda dx, dy: dy * sign > 0, 90.0, 30.0) or \
                self._nearest(places, x0, y0, lambda dx, dy: dy * sign > 0, 90.0, 75.0)
            if found is not None:
                self.place, self._line = found, places[found][1]
            return self.place
        sign = 1 if key == "ArrowRight" else -1
        line = self._line if self._line is not None else y0
        near = [(math.hypot(x - x0, y - y0), p) for p, (x, y) in places.items()
                if p != self.place and (x - x0) * sign > 0 and _angle_from_horizontal(x - x0, y - y0) <= 75.0]
        if not near:
            return self.place
        closest = min(d for d, _ in near)
        side = [p for d, p in near if d <= closest * 1.3]
        side.sort(key=lambda p: (abs(places[p][1] - line), math.hypot(places[p][0] - x0, places[p][1] - y0)))
        chosen = side[-1] if shift and len(side) > 1 else side[0]
        self.place = chosen
        if shift:
            self._line = places[chosen][1]
        elif self._line is None:
            self._line = y0
        return self.place

    @staticmethod
    def _nearest(places: Mapping[str, Point], x0: float, y0: float, ok: Callable[[float, float], bool],
                 angle: float, cone: float) -> str | None:
        best: tuple[float, str] | None = None
        for p, (x, y) in places.items():
            dx, dy = x - x0, y - y0
            if (dx, dy) == (0, 0) or not ok(dx, dy):
                continue
            off = abs(math.degrees(math.atan2(abs(dy), abs(dx))) - (angle if angle <= 90 else 180 - angle))
            if off > cone:
                continue
            score = math.hypot(dx, dy) * (1 + off / 90)
            if best is None or score < best[0]:
                best = (score, p)
        return None if best is None else best[1]


def _angle_from_horizontal(dx: float, dy: float) -> float:
    return math.degrees(math.atan2(abs(dy), abs(dx)))


def reading_order(places: Mapping[str, Point], chosen: Sequence[str]) -> list[str]:
    """``chosen`` places in reading order on the board: left to right, then top to bottom."""
    return sorted((p for p in dict.fromkeys(chosen) if p in places), key=lambda p: (round(places[p][0], 1), places[p][1]))


class KeyboardBoard:
    """A board walked by keyboard: the cursor, the keys of :class:`~widgets.keys.BoardKeys` and what
    they do in the view, given through the constructor's arguments:

    ``places()`` the board's places and their centres in canvas pixels, ``size()`` the canvas's size in
    the same pixels, ``describe(place)`` the words for a place (what the mouse gets), ``show(place)``
    draws the cursor (``None``: nothing), ``activate(place)`` does what a click there does, ``cancel()``
    clears a half-made choice, ``targets()`` the places where a choice can be made now, ``guard`` the
    view's guard (every key runs through it) and ``name()`` the board's name (said when it takes the focus).
    """

    def __init__(self, keys: BoardKeys, *, places: Callable[[], Mapping[str, Point]], size: Callable[[], Point],
                 describe: Callable[[str], str], show: Callable[[str | None], Any], activate: Callable[[str], Any],
                 cancel: Callable[[], Any], targets: Callable[[], Sequence[str]], guard: Callable[..., Any],
                 name: Callable[[], str]) -> None:
        self.keys = keys
        self.cursor = BoardCursor()
        self._places, self._size, self._describe, self._show = places, size, describe, show
        self._activate, self._cancel, self._targets, self._name = activate, cancel, targets, name
        keys.on_key(lambda key, shift: guard(lazy("keyboard"), self.press, key, shift,
                                             changes=key in ("Enter", " ", "Escape")))
        keys.on_focus(lambda: guard(lazy("keyboard"), self.focused, changes=False))

    @property
    def place(self) -> str | None:
        """The place under the cursor."""
        return self.cursor.place

    def label(self) -> str:
        """The board's accessible name: what it is and which keys work."""
        return f"{self._name()}. {KEY_HELP}"

    def relabel(self) -> None:
        """Name the board again (another language), and say what it is in that language (its role's words)."""
        self.keys.label = self.label()
        self.keys.roledescription = tr("board")

    def focused(self) -> str:
        """The board took the focus: put the cursor down (the first place to choose, else the first place) and say it."""
        places = self._places()
        if self.cursor.place not in places:
            self.cursor.put(self._first(places), places)
        return self._arrive(prefix=self._name())

    def press(self, key: str, shift: bool = False) -> str:
        """Do what ``key`` does on the board; returns what is said."""
        places = self._places()
        if key.startswith("Arrow"):
            self.cursor.step(key, shift, places)
            return self._arrive()
        if key in ("Enter", " "):
            if self.cursor.place not in places:
                self.cursor.put(self._first(places), places)
                return self._arrive()
            self._activate(self.cursor.place)
            self._show(self.cursor.place)
            return ""
        if key == "Escape":
            self._cancel()
            return ""
        if key in ("n", "N", "p", "P", "Home"):
            targets = reading_order(places, self._targets())
            if not targets:
                return self._say(tr("Nothing can be chosen on the board now."))
            if key == "Home" or self.cursor.place not in targets:
                i = 0 if key in ("n", "N", "Home") else len(targets) - 1
            else:
                i = (targets.index(self.cursor.place) + (1 if key in ("n", "N") else -1)) % len(targets)
            self.cursor.put(targets[i], places)
            return self._arrive()
        if key == "?":
            return self._say(str(KEY_HELP))
        return ""

    def refresh(self) -> None:
        """The position changed: draw the cursor again where it stands (if it still can)."""
        places = self._places()
        if self.cursor.place is not None and self.cursor.place not in places:
            self.cursor.put(None, places)
        if self.cursor.place is not None:
            self._show(self.cursor.place)

    def _first(self, places: Mapping[str, Point]) -> str | None:
        targets = reading_order(places, self._targets())
        return targets[0] if targets else next(iter(places), None)

    def _arrive(self, prefix: str = "") -> str:
        place = self.cursor.place
        self._show(place)
        if place is None:
            return self._say(prefix)
        width, height = self._size()
        x, y = self._places()[place]
        if width > 0 and height > 0:
            self.keys.scroll_to(x / width, y / height)
        words = self._describe(place)
        return self._say(f"{prefix}: {words}" if prefix else words)

    def _say(self, text: str) -> str:
        if text:
            self.keys.say(text)
        return text


def announce_changes(keys: BoardKeys, *lines: Any, then: Callable[[], str] = lambda: "") -> None:
    """Say in the live region every new text of these HTML widgets (the message line, the status): each
    decision, refusal and new deal a view writes there is announced, followed by ``then()`` (what is to be
    decided next, when the text does not say it already)."""
    def said(change: Mapping[str, Any]) -> None:
        text = plain(change["new"])
        if text:
            after = then()
            keys.say(text if not after or after in text else f"{text} {after}")

    for line in lines:
        line.observe(said, "value")


__all__ = ["BoardCursor", "KeyboardBoard", "KEY_HELP", "plain", "reading_order", "announce_changes"]
