"""Accessible names and landmarks for the parts of a page that are no board's: :class:`AriaNames`.

ipywidgets gives a widget no ``aria-label`` and no role of one's choosing, and two of its controls
reach a screen reader without a name: a slider's handle (the ``role="slider"`` element is not the
one its description ``<label>`` names) and a button whose text is only a number (the recap's "3").
:class:`AriaNames` is an invisible widget (anywidget) that fixes both in the page:

* :attr:`AriaNames.names` maps a CSS selector to ``[role, name]``: every element it matches gets
  that role (none when ``""``) and that ``aria-label`` (removed when ``""``), set again whenever
  the page changes. The app's set-up row becomes a named region so, and the recap's numbers get
  a name that says what they do ("Show action 3 on the board", the number still shown).
* Every ipywidgets slider on the page gets its handle labelled by the slider's own description
  (``aria-labelledby``), so "History" names the history slider in every language.

A board's own name, role, live region and landmarks are :class:`widgets.keys.BoardKeys`' work.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence

import anywidget
import ipywidgets as W
import traitlets as T

_ids = itertools.count(1)

#: The browser side: one observer for the whole page, however many of these widgets it shows.
ESM = """
const REG = (globalThis.__lemmingsAriaNames ??= new Set());
let counter = 0;

// attributes set only when they differ: setting one again would wake the page's observers forever
function set(el, name, value) {
  if (value) { if (el.getAttribute(name) !== value) el.setAttribute(name, value); }
  else if (el.hasAttribute(name)) el.removeAttribute(name);
}

function nameSliders() {
  document.querySelectorAll(".widget-slider").forEach((slider) => {
    const label = slider.querySelector(":scope > .widget-label");
    const handle = slider.querySelector(".noUi-handle");
    if (!label || !handle) return;
    if (!label.id) label.id = "lemmings-slider-label-" + (++counter);
    set(handle, "aria-labelledby", label.id);
  });
}

function apply() {
  for (const model of REG) {
    for (const [selector, spec] of Object.entries(model.get("names") || {})) {
      let found;
      try { found = document.querySelectorAll(selector); } catch (err) { continue; }
      found.forEach((el) => {
        if (spec[0]) set(el, "role", spec[0]);
        set(el, "aria-label", spec[1] || "");
      });
    }
  }
  nameSliders();
}

function install() {
  if (globalThis.__lemmingsAriaInstalled) return;
  globalThis.__lemmingsAriaInstalled = true;
  let pending = false;
  new MutationObserver(() => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => { pending = false; apply(); });
  }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["class"] });
}

function render({ model, el }) {
  install();
  el.classList.add("lemmings-aria-names");
  REG.add(model);
  model.on("change:names", apply);
  apply();
  setTimeout(apply, 200);
  return () => { REG.delete(model); };
}
export default { render };
"""


class AriaNames(anywidget.AnyWidget):
    """Put one in a view (it shows nothing): the elements its :attr:`names` select get a role and a
    name, and every slider of the page a name (see the module's text).

    >>> names = AriaNames({".lemmings-setup": ["region", "New game"]})
    >>> names.names, names.layout.display
    ({'.lemmings-setup': ['region', 'New game']}, 'none')
    >>> names.unique("lemmings-recap").startswith("lemmings-recap-")
    True
    """

    _esm = ESM
    #: CSS selector -> ``[role, name]`` (either may be ``""``: no role set, no name)
    names = T.Dict().tag(sync=True)

    def __init__(self, names: Mapping[str, Sequence[str]] | None = None) -> None:
        super().__init__(layout=W.Layout(display="none"))
        self.set(names or {})

    def set(self, names: Mapping[str, Sequence[str]]) -> None:
        """Replace every name (one message to the page)."""
        self.names = {str(selector): [str(spec[0]), str(spec[1])] for selector, spec in names.items()}

    @staticmethod
    def unique(prefix: str) -> str:
        """A CSS class made of ``prefix`` and a number no other call returns (to tell one panel's
        elements from another's on the same page)."""
        return f"{prefix}-{next(_ids)}"


__all__ = ["AriaNames", "ESM"]
