"""Let the page scroll while the mouse wheel turns over a board.

ipycanvas cancels every wheel event that reaches one of its canvases (it forwards them to
Python for ``on_mouse_wheel`` and calls ``preventDefault``, with no setting to turn that off),
so a page with a big board stopped scrolling whenever the pointer rested on the board. The
kit uses no wheel on its boards. :class:`PageScroll` is an invisible widget (anywidget) whose
only code stops wheel events bound for a board (an element inside ``.lemmings-board``, the
class :func:`widgets.canvas.board_canvas` gives every board) on their way down, in the capture
phase: they never reach ipycanvas, nobody cancels them, and the browser scrolls the page as it
does over any picture. Clicks and mouse moves are untouched.
"""

from __future__ import annotations

import anywidget
import ipywidgets as W

#: The class every board canvas carries (see :func:`widgets.canvas.board_canvas`).
BOARD_CLASS = "lemmings-board"

#: The browser side: one listener for the whole page, however many views it shows.
ESM = """
function render({ el }) {
  el.classList.add("lemmings-page-scroll");
  if (globalThis.__lemmingsPageScroll) return;
  globalThis.__lemmingsPageScroll = true;
  document.addEventListener("wheel", (event) => {
    const target = event.target;
    if (target instanceof Element && target.closest(".BOARD_CLASS")) event.stopPropagation();
  }, { capture: true, passive: true });
}
export default { render };
""".replace("BOARD_CLASS", BOARD_CLASS)


class PageScroll(anywidget.AnyWidget):
    """Put one in a view (it shows nothing): the page scrolls under the wheel over its boards.

    >>> PageScroll().layout.display
    'none'
    """

    _esm = ESM

    def __init__(self) -> None:
        super().__init__(layout=W.Layout(display="none"))


__all__ = ["PageScroll", "BOARD_CLASS", "ESM"]
