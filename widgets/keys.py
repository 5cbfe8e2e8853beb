"""The browser side of a board's keyboard and screen-reader support: :class:`BoardKeys`.

ipycanvas makes every layer of a board focusable (``tabindex="0"``) and cancels every key pressed
on it, Tab included (its ``keydown`` handler calls ``preventDefault``): a keyboard trap. One
:class:`BoardKeys` (an anywidget) sits beside each board and fixes that in the page:

* **One tab stop.** Of a board's stacked layer canvases only the top one stays focusable; it gets the
  role ``application``, a name (:attr:`BoardKeys.label`: what the board is and which keys work) and
  a visible focus ring (3 px, dark blue: WCAG 2.4.7 and 1.4.11).
* **Keys.** One capture-phase listener for the page stops every key bound for a board before ipycanvas
  sees it: Tab and Shift+Tab then move the focus on as anywhere else, and the board's keys (the
  arrows, Enter, Space, Escape, Home, ``n``/``p``, ``?``) are sent to Python as
  ``{"event": "key", "key": …, "shift": …}`` (:meth:`BoardKeys.on_key`); focusing the board by the
  keyboard sends ``{"event": "focus"}`` (a click's focus does not: the cursor comes with the first key).
* **Announcements.** Its own element is one polite live region (``role="status"``), visually hidden:
  :meth:`BoardKeys.say` puts a sentence there and screen readers speak it.
* **Focus never drops to the page.** When the focused control of the view disappears (a decision's
  buttons are rebuilt after it is made), the focus goes to the first control of the view's
  decision area (:attr:`decision_selector`), never to ``<body>``; :meth:`BoardKeys.focus_decision` asks
  for the same.
* **Zoom.** :meth:`BoardKeys.scroll_to` scrolls the board's box so that a point of the board (the
  cursor) is in view: at 200 % zoom a board wider than the page is walked by keyboard alone.
* **Language and landmarks.** :attr:`lang` becomes ``<html lang>``; :attr:`landmarks` gives elements
  of the view (found by a CSS class) a role and a name, so the set-up, the board, the decision and
  the log are landmarks.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Mapping
from typing import Any

import anywidget
import traitlets as T

#: The keys a board handles; every other key pressed on a board is left to the browser.
BOARD_KEYS = ("ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Enter", " ", "Escape", "Home", "n", "N", "p", "P", "?")

_ids = itertools.count(1)

ESM = """
const REG = (globalThis.__lemmingsBoardKeys ??= new Map());
const KEYS = new Set(BOARD_KEYS_JSON);
const FOCUSABLE = 'button:not([disabled]), select:not([disabled]), input:not([disabled]), textarea:not([disabled]), ' +
  '[tabindex="0"]';

function entryFor(target) {
  if (!(target instanceof Element)) return null;
  const board = target.closest(".lemmings-board");
  if (!board) return null;
  for (const name of board.classList) if (REG.has(name)) return { board, entry: REG.get(name) };
  return { board, entry: null };
}

// attributes set only when they differ: setting one again would wake the page's observer forever
function set(el, name, value) { if (el.getAttribute(name) !== value) el.setAttribute(name, value); }

function markBoard(board, entry) {
  // a MultiCanvas draws its layers on one canvas (the board element itself) or stacks several
  const canvases = board.tagName === "CANVAS" ? [board] : [...board.querySelectorAll("canvas")];
  if (!canvases.length) return;
  canvases.forEach((c, i) => {
    if (i < canvases.length - 1) { set(c, "tabindex", "-1"); set(c, "aria-hidden", "true"); }
  });
  const top = canvases[canvases.length - 1];
  set(top, "tabindex", "0");
  set(top, "role", "application");
  set(top, "aria-roledescription", entry.model.get("roledescription") || "board");
  set(top, "aria-label", entry.model.get("label"));
  if (!top.classList.contains("lemmings-board-focus")) top.classList.add("lemmings-board-focus");
}

function markAll() {
  for (const [name, entry] of REG) {
    document.querySelectorAll("." + name).forEach((b) => markBoard(b, entry));
    const marks = entry.model.get("landmarks") || {};
    for (const [cls, spec] of Object.entries(marks)) {
      document.querySelectorAll("." + cls).forEach((el) => {
        if (spec[0]) set(el, "role", spec[0]);
        if (spec[1]) set(el, "aria-label", spec[1]); else if (el.hasAttribute("aria-label")) el.removeAttribute("aria-label");
      });
    }
  }
}

function viewsOf(entry) {
  const views = [];
  document.querySelectorAll("." + entry.name).forEach((board) => {
    const view = board.closest(entry.model.get("view_selector"));
    if (view) views.push(view);
  });
  return views;
}

function firstControl(entry) {
  for (const view of viewsOf(entry)) {
    for (const area of view.querySelectorAll(entry.model.get("decision_selector"))) {
      for (const el of area.querySelectorAll(FOCUSABLE)) {
        if (el.getClientRects().length) return el;
      }
    }
  }
  return null;
}

function boardOf(entry) {
  const board = document.querySelector("." + entry.name);
  if (!board) return null;
  return board.tagName === "CANVAS" ? board : board.querySelector("canvas.lemmings-board-focus");
}

// Focus the decision's first control once it is on the page. Until then (the computer is still
// playing) the focus waits on the board, never on <body>, and moves on when the control appears,
// unless the person has started using the board meanwhile.
function focusDecision(entry, tries) {
  const el = firstControl(entry);
  const active = document.activeElement;
  const lost = !active || active === document.body || !active.isConnected || active.disabled || !active.getClientRects().length;
  const parked = entry.parked && active === boardOf(entry);
  // asked for: not away from a text box or the board the person is typing or walking in
  const busy = active && (active.matches("input, textarea, select") || (active.closest(".lemmings-board") && !parked));
  if (el && (lost || parked || (entry.force && !busy))) {
    entry.force = entry.parked = false;
    el.focus();
    return;
  }
  if (!el && lost) {
    const board = boardOf(entry);
    if (board) { entry.parked = true; entry.quiet = true; board.focus(); entry.quiet = false; }
  }
  if (tries > 0 && (lost || parked || entry.force)) setTimeout(() => focusDecision(entry, tries - 1), 100);
  else entry.force = entry.parked = false;
}

function install() {
  if (globalThis.__lemmingsBoardKeysInstalled) return;
  globalThis.__lemmingsBoardKeysInstalled = true;
  const onKey = (event) => {
    const found = entryFor(event.target);
    if (!found) return;
    event.stopPropagation();  // ipycanvas would cancel it, Tab included
    if (event.type !== "keydown" || !found.entry) return;
    if (event.key === "Tab" || event.altKey || event.ctrlKey || event.metaKey) return;
    if (!KEYS.has(event.key)) return;
    found.entry.parked = false;  // the person walks the board: the focus stays there
    event.preventDefault();
    found.entry.model.send({ event: "key", key: event.key, shift: event.shiftKey });
  };
  for (const type of ["keydown", "keyup", "keypress"]) document.addEventListener(type, onKey, { capture: true });
  // when the pointer was last pressed: Chromium may call a click's focus :focus-visible after keys
  // were typed elsewhere on the page (a notebook's Shift+Enter), so the press itself is the signal
  let pressed = -1e9;
  document.addEventListener("pointerdown", () => { pressed = performance.now(); }, { capture: true });
  document.addEventListener("focusin", (event) => {
    const found = entryFor(event.target);
    // a board focused by the keyboard puts its cursor down and says it; one focused by a click does not
    // (its ring and words would cover the pieces the mouse is playing with)
    const byKeys = performance.now() - pressed > 600 && event.target.matches(":focus-visible");
    if (found && found.entry && !found.entry.quiet && byKeys) found.entry.model.send({ event: "focus" });
    for (const entry of REG.values()) {
      if (viewsOf(entry).some((view) => view.contains(event.target))) entry.last = event.target;
    }
  });
  const gone = (el) => !el.isConnected || el.disabled || !el.getClientRects().length;
  const rescue = () => {
    const active = document.activeElement;
    if (active && active !== document.body && !gone(active)) return;
    for (const entry of REG.values()) {
      if (entry.last && gone(entry.last)) { entry.last = null; focusDecision(entry, 600); }
    }
  };
  let pending = false;
  new MutationObserver(() => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => { pending = false; markAll(); rescue(); });
  }).observe(document.body, { childList: true, subtree: true, attributes: true,
               attributeFilter: ["disabled", "style", "class"] });
  document.addEventListener("focusout", (event) => { if (!event.relatedTarget) setTimeout(rescue, 0); });
}

function scrollTo(entry) {
  const [fx, fy] = entry.model.get("scroll_point");
  document.querySelectorAll("." + entry.name).forEach((board) => {
    const rect = board.getBoundingClientRect();
    let box = board.parentElement;
    while (box && box !== document.body) {
      const style = getComputedStyle(box);
      if (/(auto|scroll)/.test(style.overflowX) && box.scrollWidth > box.clientWidth) break;
      box = box.parentElement;
    }
    const x = rect.left + fx * rect.width, y = rect.top + fy * rect.height;
    if (box && box !== document.body) {
      const outer = box.getBoundingClientRect(), margin = 60;
      if (x < outer.left + margin) box.scrollLeft -= outer.left + margin - x;
      else if (x > outer.right - margin) box.scrollLeft += x - (outer.right - margin);
    }
    if (y < 0 || y > window.innerHeight) window.scrollBy(0, y - window.innerHeight / 2);
  });
}

function render({ model, el }) {
  install();
  const name = model.get("board_class");
  const entry = { model, name, last: null, force: false, parked: false, quiet: false };
  REG.set(name, entry);
  el.classList.add("lemmings-live-region");
  el.setAttribute("role", "status");
  el.setAttribute("aria-live", "polite");
  el.setAttribute("aria-atomic", "true");
  const speak = () => {
    el.textContent = "";
    const text = model.get("said");
    setTimeout(() => { el.textContent = text; }, 60);  // a new node each time: the same words are said again
  };
  const lang = () => { const l = model.get("lang"); if (l) document.documentElement.setAttribute("lang", l); };
  model.on("change:said_count", speak);
  model.on("change:lang", lang);
  model.on("change:label", markAll);
  model.on("change:landmarks", markAll);
  model.on("change:scroll_count", () => scrollTo(entry));
  model.on("change:focus_count", () => { entry.force = true; focusDecision(entry, 50); });
  lang();
  markAll();
  setTimeout(markAll, 200);
  // a view made with its first words already said (a new game's deal and first decision) says them once on
  // the page: they were set before this element existed, so no change announced them
  if (model.get("said_count") > 0) setTimeout(speak, 500);
  return () => { if (REG.get(name) === entry) REG.delete(name); };
}
export default { render };
""".replace("BOARD_KEYS_JSON", "[" + ", ".join(f'"{k}"' for k in BOARD_KEYS) + "]")

CSS = """
.lemmings-live-region { position: absolute !important; width: 1px !important; height: 1px !important; overflow: hidden !important;
  clip: rect(0 0 0 0) !important; clip-path: inset(50%) !important; white-space: nowrap !important; margin: -1px !important; }
canvas.lemmings-board-focus:focus-visible, .lemmings-board:has(canvas.lemmings-board-focus:focus-visible) {
  outline: 3px solid #1a3d8f !important; outline-offset: 2px; }
.lemmings-view :is(button, select, input, textarea, [tabindex="0"], .widget-tab .lm-TabBar-tab):focus-visible,
.plongeon-view :is(button, select, input, textarea, [tabindex="0"]):focus-visible,
.labyrinth-view :is(button, select, input, textarea, [tabindex="0"]):focus-visible {
  outline: 3px solid #1a3d8f !important; outline-offset: 2px !important; box-shadow: 0 0 0 5px #ffffff !important; }
"""


class BoardKeys(anywidget.AnyWidget):
    """The keyboard, focus and announcements of one board (see the module's text).

    Give the board's canvas the class :attr:`board_class` and put the widget in the view: it shows
    nothing but speaks to screen readers. :attr:`view_selector` and :attr:`decision_selector` say
    where the view's decision controls are.

    >>> keys = BoardKeys(label="Board")
    >>> keys.board_class.startswith("lemmings-keys-")
    True
    >>> keys.say("R1 moves to 0603.")
    >>> keys.said, keys.said_count
    ('R1 moves to 0603.', 1)
    """

    _esm = ESM
    _css = CSS
    board_class = T.Unicode("").tag(sync=True)
    #: CSS selectors: the view around the board (its nearest ancestor matching it) and, inside that view,
    #: the boxes of the decision's controls, where the focus goes after a decision
    view_selector = T.Unicode(".lemmings-view").tag(sync=True)
    decision_selector = T.Unicode(".lemmings-choices, .lemmings-decision").tag(sync=True)
    label = T.Unicode("").tag(sync=True)
    roledescription = T.Unicode("board").tag(sync=True)
    said = T.Unicode("").tag(sync=True)
    said_count = T.Int(0).tag(sync=True)
    lang = T.Unicode("").tag(sync=True)
    landmarks = T.Dict().tag(sync=True)
    scroll_point = T.List([0.0, 0.0]).tag(sync=True)
    scroll_count = T.Int(0).tag(sync=True)
    focus_count = T.Int(0).tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        number = next(_ids)
        kwargs.setdefault("board_class", f"lemmings-keys-{number}")
        super().__init__(**kwargs)
        self._key_callbacks: list[Callable[[str, bool], Any]] = []
        self._focus_callbacks: list[Callable[[], Any]] = []
        self.on_msg(self._message)

    def _message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, Mapping):
            return
        if content.get("event") == "key" and isinstance(content.get("key"), str) and content["key"] in BOARD_KEYS:
            for callback in list(self._key_callbacks):
                callback(content["key"], bool(content.get("shift")))
        elif content.get("event") == "focus":
            for callback in list(self._focus_callbacks):
                callback()

    def on_key(self, callback: Callable[[str, bool], Any]) -> None:
        """Call ``callback(key, shift)`` for each board key pressed on the board (:data:`BOARD_KEYS`)."""
        self._key_callbacks.append(callback)

    def on_focus(self, callback: Callable[[], Any]) -> None:
        """Call ``callback()`` when the board takes the focus."""
        self._focus_callbacks.append(callback)

    def press(self, key: str, shift: bool = False) -> None:
        """What the page sends when ``key`` is pressed on the board (tests, scripts)."""
        self._message(self, {"event": "key", "key": key, "shift": shift}, [])

    def say(self, text: str) -> None:
        """Announce ``text`` in the polite live region (said again even when it is the same)."""
        self.said = str(text)
        self.said_count += 1

    def scroll_to(self, fx: float, fy: float) -> None:
        """Scroll the board's box so that the point at fractions ``(fx, fy)`` of the board is in view."""
        self.scroll_point = [min(max(float(fx), 0.0), 1.0), min(max(float(fy), 0.0), 1.0)]
        self.scroll_count += 1

    def focus_decision(self) -> None:
        """Move the focus to the first control of the decision area (once it is on the page)."""
        self.focus_count += 1


__all__ = ["BoardKeys", "BOARD_KEYS", "ESM", "CSS"]
