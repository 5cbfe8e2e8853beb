"""The Voilà app (notebooks/app.ipynb) in Spanish and Italian: ``?lang=es`` / ``?lang=it`` in its
address opens it in that language, and a decision played there is told in that language."""

from __future__ import annotations

import pytest

import lemmings
from gamecore.i18n import tr
from lemmings import Game
from widgets import GameView

from .browserkit import Board, Server, Tab, page_errors, wait_for

pytestmark = pytest.mark.browser

#: Widget labels the app must show in each language (buttons, the seat line, tabs).
WORDS = {"es": ("Deshacer mi última elección", "Jugar hasta mi turno", "Eres Ritz (morado)", "Resumen", "Nueva partida"),
         "it": ("Annulla l'ultima scelta", "Gioca fino al mio turno", "Sei Ritz (viola)", "Riepilogo", "Nuova partita")}
ENGLISH = ("Undo my last choice", "Play to my turn", "You are Ritz (purple)", "New game")

_ANSWERS_JS = """(root, skip) => Array.from(root.querySelectorAll('button'))
  .filter((b) => !b.disabled && b.offsetParent !== null)
  .map((b) => b.innerText.trim())
  .filter((t) => t && !skip.some((s) => t.startsWith(s)))"""


def the_apps_first_game() -> GameView:
    """The app's first game, as its kernel builds it (the computer has played up to Ritz)."""
    return GameView(Game.new(players=4, seed=7, variant="standard"), humans=["Ritz"], speed="instant",
                    server_files=False)


@pytest.mark.parametrize("lang", ["es", "it"])
def test_voila_app_speaks_the_language_of_its_address(tab: Tab, voila_server: Server, lang: str) -> None:
    page = tab.page
    page.goto(voila_server.url + f"?lang={lang}", wait_until="domcontentloaded", timeout=120_000)
    page.wait_for_selector("canvas", timeout=120_000)
    page.evaluate("() => document.querySelector('canvas').setAttribute('data-lemmings-board', '1')")
    board = Board(tab, "canvas[data-lemmings-board]")
    board.wait_drawn()
    undo = WORDS[lang][0]
    board.button(undo).wait_for(state="visible")
    texts = board.texts()
    body = page.evaluate("() => document.body.innerText")
    for word in WORDS[lang]:
        assert word in body, f"the {lang} app does not show {word!r}; its seat line: {texts['seat']!r}"
    for word in ENGLISH:
        assert word not in body, f"the {lang} app still shows the English {word!r}"

    # The prompt, translated by the engine's catalog.
    local = the_apps_first_game()
    d = local.game.pending
    with lemmings.language(lang):
        prompt = str(d.prompt)
        decision = tr("Your decision: {prompt}", prompt=prompt)
        skip = [tr(s) for s in ("Undo my last choice", "Step back", "Redo", "Play to my turn", "Computer: next action",
                                "Clear selection", "Hint", "Eagle risk", "Save", "Upload save", "New game")]
        skip += [tr("Play {card}", card="").strip(), tr("I am …").rstrip("…").strip()]
    seat = " ".join((texts["seat"] or "").split())
    assert decision.rstrip(".") in seat, f"the seat line does not show the translated prompt {decision!r}: {seat!r}"
    assert prompt != str(d.prompt), f"the {lang} catalog does not translate the prompt {prompt!r}"
    assert str(d.prompt).rstrip(".") not in seat, f"the English prompt is still shown: {seat!r}"

    # Play one decision with its translated button; the log tells it in the same language.
    answers = board.canvas.evaluate(
        f"(el) => ({_ANSWERS_JS})(el.closest('.lemmings-view').querySelector('.lemmings-decision'), {skip!r})")
    assert answers, f"no enabled button answers the decision in the {lang} app: {texts['seat']!r}"
    label = answers[0]
    with lemmings.language(lang):
        before = len(local.game.state.log)
        if label == tr("Move"):  # the Moves menu's button: the menu shows its first entry
            local.apply(local.decisions.menu_option())
        else:
            local.press(next(c for c in local.enabled_controls() if c.label == label))
        told = local.game.log[before]
    board.root.locator("button", has_text=label).first.click()
    after = wait_for(lambda: (t := board.texts())["log"] != texts["log"] and t, 30,
                     f"the log to change after pressing {label!r}")
    assert told in (after["log"] or ""), f"the log does not say {told!r} after pressing {label!r}:\n{after['log']}"
    problems = page_errors(tab) + [f"uncaught exception in the page: {e}" for e in tab.page_errors]
    assert not problems, f"the {lang} app shows errors:\n" + "\n".join(problems)


_SETUP_MENUS_JS = """() => Array.from(document.querySelectorAll('.widget-dropdown select')).slice(0, 5).map((s) => {
  const style = getComputedStyle(s);
  const pen = document.createElement('canvas').getContext('2d');
  pen.font = style.font;
  const text = s.selectedOptions[0] ? s.selectedOptions[0].textContent : '';
  return {text, need: Math.ceil(pen.measureText(text).width),
          room: s.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)};
})"""


def test_the_set_up_menus_show_their_longest_entry_whole(tab: Tab, voila_server: Server) -> None:
    """Newcomer finding: the Variant menu read "two players, short gam"; in Spanish the entry is longer
    still ("2 jugadores, partida más corta"). Each set-up menu is as wide as the entry it shows."""
    page = tab.page
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(voila_server.url + "?lang=es", wait_until="domcontentloaded", timeout=120_000)
    page.wait_for_selector("canvas", timeout=120_000)
    menus = page.locator(".widget-dropdown select")
    menus.first.select_option(label="2")  # two players: the two-player variants are offered
    variant = menus.nth(1)
    labels = wait_for(lambda: (t := variant.locator("option").all_text_contents()) and any("jugadores," in x for x in t)
                      and t, 30, "the two-player variants in the menu")
    variant.select_option(label=max(labels, key=len))
    shown = wait_for(lambda: (m := page.evaluate(_SETUP_MENUS_JS))[1]["text"] == max(labels, key=len) and m, 30,
                     "the longest variant shown")
    cut = [m for m in shown if m["need"] > m["room"] + 1]
    assert not cut, f"set-up menus show their entry cut short: {cut}"
