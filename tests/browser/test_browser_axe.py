"""axe-core's WCAG 2.2 AA checks on the kit as a learner opens it (issue 39): every tab of the Voilà
app and a JupyterLab notebook with a live board have no critical and no serious violation; the
moderate and minor ones are printed. The app's page says its language (``<html lang>`` from
``?lang=``), has a title and a main landmark with named regions in it, and every control it
reaches by Tab shows a focus ring of 2 px or more at 3:1 or more against the page."""

from __future__ import annotations

import re
import time

import pytest

from gamecore.contrast import contrast_ratio

from . import axe
from .browserkit import Lab, Server, Tab, page_errors

pytestmark = pytest.mark.browser

#: Each tab of the app and what shows once its game is built.
TABS = {"Play": ".lemmings-view canvas", "Practise": ".lemmings-exercise canvas", "Labyrinth": ".labyrinth-view canvas",
        "Le grand plongeon": ".plongeon-view canvas"}
#: In JupyterLab only the notebook's outputs are the kit's; these rules are about the page around them,
#: which is JupyterLab's: ``region`` (content outside a landmark: JupyterLab's shell decides the landmarks, and an
#: output area is a part of its notebook panel, never a page of its own) and ``landmark-*`` / ``page-has-heading-one``
#: (the page's landmarks and headings, JupyterLab's too).
LAB_EXCLUDED = ("region", "landmark-one-main", "landmark-unique", "page-has-heading-one")
#: How many Tab presses the focus check walks from the top of each page (every control of the Play tab's
#: set-up row, the board and the decision's controls lie within them).
TAB_PRESSES = 45

_FOCUS_JS = """() => {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const style = getComputedStyle(el);
  let bg = 'rgba(0, 0, 0, 0)', node = el.parentElement;
  while (node && /rgba\\(0, 0, 0, 0\\)|transparent/.test(bg)) {
    bg = getComputedStyle(node).backgroundColor;
    node = node.parentElement;
  }
  const name = el.getAttribute('aria-label') || el.innerText || el.value || el.title || '';
  const classes = typeof el.className === 'string' && el.className ? '.' + el.className.split(' ').join('.') : '';
  return {what: el.tagName.toLowerCase() + classes,
          name: String(name).slice(0, 60), style: style.outlineStyle, width: parseFloat(style.outlineWidth),
          colour: style.outlineColor, background: bg};
}"""


def _hex(css: str) -> str:
    """``rgb(26, 61, 143)`` (alpha ignored) as ``#1a3d8f``."""
    r, g, b = (int(float(v)) for v in re.findall(r"[\d.]+", css)[:3])
    return f"#{r:02x}{g:02x}{b:02x}"


def _check(where: str, found: list[axe.Violation]) -> list[str]:
    print(axe.report(where, found))
    return [f"{where}: {v}" for v in axe.blocking(found)]


def _focus_rings(tab: Tab, where: str) -> list[str]:
    """Walk the page by Tab from its top: every control focused shows a ring 2 px or wider, 3:1 against
    what is under it. Returns the failures."""
    page, failures, seen = tab.page, [], 0
    page.evaluate("() => { document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0); }")
    for _ in range(TAB_PRESSES):
        page.keyboard.press("Tab")
        ring = page.evaluate(_FOCUS_JS)
        if ring is None:
            continue
        seen += 1
        ratio = contrast_ratio(_hex(ring["colour"]), _hex(ring["background"])) if ring["style"] != "none" else 0.0
        if ring["style"] == "none" or ring["width"] < 2 or ratio < 3:
            failures.append(f"{where}: {ring['what']} ({ring['name']!r}) has a focus ring {ring['style']} "
                            f"{ring['width']} px {ring['colour']} on {ring['background']} ({ratio:.2f}:1)")
    assert seen >= 10, f"{where}: Tab reached only {seen} controls"
    print(f"{where}: {seen} controls focused by Tab, {len(failures)} without a ring of 2 px and 3:1")
    return failures


def test_every_tab_of_the_app_passes_axe_and_shows_its_focus(tab: Tab, voila_server: Server) -> None:
    page = tab.page
    started = time.monotonic()
    page.goto(voila_server.url, wait_until="domcontentloaded", timeout=120_000)
    page.wait_for_selector(".lemmings-decision select", timeout=120_000)
    assert page.title() == "Leaping Lemmings", f"the page's title is {page.title()!r}"
    assert page.evaluate("() => document.documentElement.lang") == "en"
    regions = page.evaluate("""() => Array.from(document.querySelectorAll('[role=main], main, [role=region]'))
        .map((e) => (e.getAttribute('role') || 'main') + ': ' + (e.getAttribute('aria-label') || ''))""")
    print("landmarks:", regions)
    for landmark in ("main: ", "region: New game set-up", "region: Board", "region: Your decision", "region: Log"):
        assert landmark in regions, f"no landmark {landmark!r}: {regions}"
    problems = _focus_rings(tab, "Play")
    for name, ready in TABS.items():
        page.locator(".lm-TabBar-tab", has_text=name).first.click()
        page.wait_for_selector(ready, state="visible", timeout=60_000)
        page.wait_for_timeout(1500)  # the board's first drawing and BoardKeys' names
        problems += _check(f"the {name} tab", axe.run(page))
    problems += page_errors(tab) + [f"uncaught exception in the page: {e}" for e in tab.page_errors]
    print(f"{time.monotonic() - started:.1f} s")
    assert not problems, "\n".join(problems)


def test_the_page_says_the_language_its_address_asks_for(tab: Tab, voila_server: Server) -> None:
    page = tab.page
    page.goto(voila_server.url + "?lang=es", wait_until="domcontentloaded", timeout=120_000)
    assert page.evaluate("() => document.documentElement.lang") == "es", "<html lang> before the app is built"
    page.wait_for_selector(".lemmings-decision select", timeout=120_000)
    page.wait_for_timeout(500)
    assert page.evaluate("() => document.documentElement.lang") == "es", "<html lang> once the views are shown"
    regions = page.evaluate("() => Array.from(document.querySelectorAll('[role=region]'))"
                            ".map((e) => e.getAttribute('aria-label'))")
    assert {"Preparar una partida nueva", "Tablero", "Tu decisión", "Registro"} <= set(regions), regions
    problems = _check("the Play tab in Spanish", axe.run(page))
    assert not problems, "\n".join(problems)


def test_a_notebook_with_a_live_board_passes_axe_in_jupyterlab(lab: Lab) -> None:
    lab.open("08_play.ipynb")
    report = lab.run_all()
    assert not lab.problems(report), lab.problems(report)
    lab.board("GameView(").wait_drawn()
    lab.page.wait_for_timeout(1000)
    found = axe.run(lab.page, {"include": [".jp-NotebookPanel:not(.lm-mod-hidden) .jp-OutputArea-output"]},
                    disable=LAB_EXCLUDED)
    problems = _check("08_play.ipynb's outputs in JupyterLab", found)
    assert not problems, "\n".join(problems)
