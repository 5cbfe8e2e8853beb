"""Two promises of issue 29 checked in the Voilà app as the page draws them.

* Undo never shows the future (item 2): against the computer, undoing a move and choosing
  another meets a fresh eagle roll and movement card; with "Same dice after undo" ticked, the
  same ones.
* The board hides nothing a player reads (item 4): with a lemming picked and a move's route
  previewed, no highlight covers a counter's label or a hex id. This reads the drawing calls the
  page made on its canvases (an init script records every fill, stroke, text and copy, with the
  box it paints), so it checks the scene the browser drew, layer by layer, not its pixels.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from lemmings import Board as EngineBoard

from .browserkit import ARTIFACTS, Tab, wait_for
from .test_browser_play import _board, _open_app, _settled, _state

pytestmark = pytest.mark.browser

#: The log lines that carry chance: the eagles' roll and the movement card.
CHANCE = re.compile(r"rolls red \d|Movement card: \d+")

#: The game's log, oldest line first (the page shows the newest first).
_LOG_JS = """() => Array.from(document.querySelectorAll('.lemmings-view .lemmings-log div'))
  .filter((d) => !d.querySelector('div')).map((d) => d.textContent).reverse()"""


def _new_viking_game(tab: Tab) -> dict[str, Any]:
    page = tab.page
    page.evaluate("() => document.querySelectorAll('.lemmings-view').forEach((v) => v.classList.add('old-game'))")
    page.get_by_label("You play").select_option("Viking")
    page.get_by_label("Computer speed").first.select_option("instant")
    page.locator("button:visible", has_text="New game").click()
    wait_for(lambda: page.evaluate("() => document.querySelectorAll('.lemmings-view.old-game').length") == 0, 30,
             "the old game's view to go")
    return wait_for(lambda: (s := _state(tab)) and "You are Viking" in s["seat"] and "Your decision" in s["seat"]
                    and s["menu"] and s, 60, "Viking's first move")


def _move_and_read_chance(tab: Tab, index: int) -> tuple[str, list[str]]:
    """Choose the ``index``-th entry of the Moves menu and press Move; once the computer has played
    and it is the person's decision again, the chance lines the log gained."""
    page = tab.page
    before = len(page.evaluate(_LOG_JS))
    menu = page.locator(".lemmings-decision select").first
    label = menu.evaluate("(el, i) => el.options[i].text", index)
    menu.select_option(index=index)
    page.locator(".lemmings-decision button", has_text="Move").first.click()
    wait_for(lambda: len(page.evaluate(_LOG_JS)) > before and "Your decision" in (s := _settled(tab))["seat"] and s,
             60, f"the computer to play after {label!r} and the person's decision to come back")
    return label, [line for line in page.evaluate(_LOG_JS)[before:] if CHANCE.search(line)]


def _undo(tab: Tab) -> None:
    tab.page.locator(".lemmings-steps button", has_text="Undo my last choice").click()
    wait_for(lambda: (s := _settled(tab)) and s["message"].startswith("Took back") and s["menu"], 30, "the Undo")


def test_undo_then_another_move_meets_fresh_luck_unless_same_dice_is_ticked(tab: Tab, voila_server: Any) -> None:
    """Issue 29, item 2. Seed 7, Viking against the instant computer: the first two moves on the
    Moves menu, each followed by the computer's turn and the eagles, in three runs."""
    page = tab.page
    watch = _open_app(tab, voila_server)
    _new_viking_game(tab)
    box = page.locator(".lemmings-view .widget-checkbox", has_text="Same dice after undo").locator("input")
    assert not box.is_checked(), "fresh luck after an undo is the default"
    first, luck = _move_and_read_chance(tab, 0)
    assert len(luck) >= 2, f"no eagle roll or movement card after {first!r}: {luck}"
    _undo(tab)
    second, fresh = _move_and_read_chance(tab, 1)
    assert second != first
    print(f"{first}: {luck}\n{second} after Undo: {fresh}")
    assert fresh != luck, f"after Undo and another move ({second!r}) the eagles and the card were the ones seen: {fresh}"
    tab.screenshot(ARTIFACTS / "undo-fresh-luck.png")

    # the same dice, deliberately: the same game again, the box ticked, the same two moves
    _new_viking_game(tab)
    box = page.locator(".lemmings-view .widget-checkbox", has_text="Same dice after undo").locator("input")
    box.check()
    wait_for(lambda: "same dice" in ((s := _state(tab)) and s["message"] or ""), 20,
             "the view to say the luck stays after an undo")
    again, luck_again = _move_and_read_chance(tab, 0)
    assert (again, luck_again) == (first, luck), "the same seed and move gave other luck"
    _undo(tab)
    _, same = _move_and_read_chance(tab, 1)
    assert same == luck, f"with 'Same dice after undo' another move met other luck: {same}, not {luck}"
    watch.check(tab)


# ---------------------------------------------------------------------------------------- layers
#: Records every drawing call on a 2D canvas context: for each canvas (numbered), the calls since it
#: was last cleared whole, each with the box it paints in canvas pixels (a stroke by half its line
#: width more, a text by its measured glyphs), and the canvases copied onto it (ipycanvas draws each
#: layer on a canvas of its own, composes a MultiCanvas's layers onto one canvas, bottom first, and
#: copies that onto the page).
_RECORD_JS = r"""(() => {
  const ids = new WeakMap(); let next = 1; const ops = new Map(); const paths = new WeakMap();
  const idOf = (c) => { if (!ids.has(c)) ids.set(c, next++); return ids.get(c); };
  const list = (ctx) => { const id = idOf(ctx.canvas); if (!ops.has(id)) ops.set(id, []); return ops.get(id); };
  const at = (ctx, x, y) => { const m = ctx.getTransform(); return [m.a * x + m.c * y + m.e, m.b * x + m.d * y + m.f]; };
  const grow = (ctx, x, y, r = 0) => {
    let b = paths.get(ctx);
    if (!b) { b = [Infinity, Infinity, -Infinity, -Infinity]; paths.set(ctx, b); }
    const [px, py] = at(ctx, x, y); const k = Math.hypot(ctx.getTransform().a, ctx.getTransform().b) * r;
    b[0] = Math.min(b[0], px - k); b[1] = Math.min(b[1], py - k); b[2] = Math.max(b[2], px + k); b[3] = Math.max(b[3], py + k);
  };
  const P = CanvasRenderingContext2D.prototype;
  const wrap = (name, before) => {
    const orig = P[name];
    P[name] = function (...args) {
      try { before(this, ...args); } catch (e) { /* a record never breaks the page */ }
      return orig.apply(this, args);
    };
  };
  const paint = (ctx, op, b, extra = {}) => {
    if (!b || !isFinite(b[0])) return;
    const pad = op === 'stroke' ? ctx.lineWidth / 2 : 0;
    list(ctx).push(Object.assign({op, box: [b[0] - pad, b[1] - pad, b[2] + pad, b[3] + pad],
                                  style: String(op === 'stroke' ? ctx.strokeStyle : ctx.fillStyle)}, extra));
  };
  wrap('beginPath', (ctx) => paths.delete(ctx));
  wrap('moveTo', (ctx, x, y) => grow(ctx, x, y));
  wrap('lineTo', (ctx, x, y) => grow(ctx, x, y));
  wrap('arc', (ctx, x, y, r) => grow(ctx, x, y, r));
  wrap('ellipse', (ctx, x, y, rx, ry) => grow(ctx, x, y, Math.max(rx, ry)));
  wrap('rect', (ctx, x, y, w, h) => { grow(ctx, x, y); grow(ctx, x + w, y + h); });
  wrap('quadraticCurveTo', (ctx, a, b, x, y) => { grow(ctx, a, b); grow(ctx, x, y); });
  wrap('bezierCurveTo', (ctx, a, b, c, d, x, y) => { grow(ctx, a, b); grow(ctx, c, d); grow(ctx, x, y); });
  wrap('fill', (ctx) => paint(ctx, 'fill', paths.get(ctx)));
  wrap('stroke', (ctx) => paint(ctx, 'stroke', paths.get(ctx)));
  const box = (ctx, x, y, w, h) => { const a = at(ctx, x, y), b = at(ctx, x + w, y + h);
    return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[0], b[0]), Math.max(a[1], b[1])]; };
  wrap('fillRect', (ctx, x, y, w, h) => paint(ctx, 'fill', box(ctx, x, y, w, h)));
  wrap('strokeRect', (ctx, x, y, w, h) => paint(ctx, 'stroke', box(ctx, x, y, w, h)));
  const text = (op) => (ctx, t, x, y) => {
    const m = ctx.measureText(String(t));
    const w = m.actualBoundingBoxLeft + m.actualBoundingBoxRight, h = m.actualBoundingBoxAscent + m.actualBoundingBoxDescent;
    paint(ctx, op, box(ctx, x - m.actualBoundingBoxLeft, y - m.actualBoundingBoxAscent, w, h), {text: String(t)});
  };
  wrap('fillText', text('text'));
  wrap('strokeText', text('text'));
  wrap('clearRect', (ctx, x, y, w, h) => {
    if (x <= 0 && y <= 0 && x + w >= ctx.canvas.width && y + h >= ctx.canvas.height) ops.set(idOf(ctx.canvas), []);
    else list(ctx).push({op: 'clear', box: box(ctx, x, y, w, h)});
  });
  wrap('drawImage', (ctx, src) => { if (src instanceof HTMLCanvasElement) list(ctx).push({op: 'copy', src: idOf(src)}); });
  window.__lemmingsCanvas = {idOf, ops};
})();"""

#: The game board's layers as the page last composed them: the board canvas on the page, the
#: MultiCanvas canvas copied onto it, and each layer's calls in the order the layers were copied.
_LAYERS_JS = """() => {
  const rec = window.__lemmingsCanvas;
  const all = document.querySelectorAll('.lemmings-view canvas');
  if (!all.length) return null;  // the view has not put its canvas on the page yet
  const shown = rec.ops.get(rec.idOf(all[all.length - 1])) || [];
  const copies = shown.filter((o) => o.op === 'copy');
  if (!copies.length) return null;
  const multi = rec.ops.get(copies[copies.length - 1].src) || [];
  return multi.filter((o) => o.op === 'copy').map((o) => rec.ops.get(o.src) || []);
}"""

#: The canvas layers, bottom first (lemmings.layout.DRAW_ORDER), and the hover layer on top.
LAYER_NAMES = ("board", "highlights", "pieces", "labels", "ids", "hover")
LEMMING = re.compile(r"^[BIRV]\d$")


def _overlap(a: list[float], b: list[float]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def covering(layers: list[list[dict[str, Any]]]) -> tuple[dict[str, int], list[str]]:
    """The counters' labels (the pieces layer's lemming names) and hex ids (the ids layer's four
    digits) found, and, for each, every call of a later layer, the hover layer left out (it follows
    the mouse), that paints over its box."""
    names = LAYER_NAMES[:len(layers)]
    found = {"counter": 0, "id": 0}
    problems = []
    for i, name in enumerate(names):
        for op in layers[i]:
            text = op.get("text", "")
            if name == "pieces" and LEMMING.match(text):
                kind = "counter"
            elif name == "ids" and re.fullmatch(r"\d{4}", text):
                kind = "id"
            else:
                continue
            found[kind] += 1
            for j in range(i + 1, len(layers)):
                if names[j] == "hover":
                    continue
                for other in layers[j]:
                    if other["op"] != "copy" and _overlap(op["box"], other["box"]):
                        what = other.get("text") or f"{other['op']} {other['style']}"
                        problems.append(f"the {kind} {text} is covered by a {names[j]} {what!r}")
    return found, problems


def test_no_highlight_covers_a_counters_label_or_a_hex_id(tab: Tab, voila_server: Any) -> None:
    """Issue 29, item 4: Viking's second move against the instant computer (lemmings of every clan
    on the board), V1 picked on the board and a move's route chosen in the Moves menu: the page's
    layers come in DRAW_ORDER, the highlights lie under the pieces and nothing drawn after a
    counter's label or a hex id paints over it."""
    page = tab.page
    page.add_init_script(_RECORD_JS)
    watch = _open_app(tab, voila_server)
    _new_viking_game(tab)
    page.locator(".lemmings-decision button", has_text="Move").first.click()
    state = wait_for(lambda: (s := _settled(tab)) and "Your decision" in s["seat"] and s["menu"] and s, 60,
                     "Viking's second move")
    board = _board(tab)
    board.wait_drawn()
    here = re.search(r"from (\d{4})", " ".join(state["menu"]))
    assert here, f"no lemming of Viking's on the board to pick: {state['menu']}"
    board.click(here.group(1))
    picked = wait_for(lambda: (s := _settled(tab, 5)) and s["menu"] != state["menu"] and s, 20, "the pick")
    # the longest route in the menu drawn on the board, over whatever lies on its way
    menu = page.locator(".lemmings-decision select").first
    menu.select_option(index=len(picked["menu"]) - 1)
    page.mouse.move(1, 1)  # the hover ring and tooltip gone from the board
    board.settled()
    layers = wait_for(lambda: (ls := page.evaluate(_LAYERS_JS)) and len(ls) == len(LAYER_NAMES) and ls, 20,
                      "the board's layers to be drawn")
    tab.screenshot(ARTIFACTS / "board-layers-picked.png")
    texts = [{o.get("text", "") for o in layer} for layer in layers]
    assert set(EngineBoard.default().hexes) <= texts[4], "the top layer but the hover's is not the hex ids"
    assert not any(re.fullmatch(r"\d{4}", t) for layer in texts[:4] for t in layer), "a hex id drawn under the top"
    lit = len(layers[1]) + len(layers[3])
    assert lit >= 10, f"too few highlights drawn to tell ({lit} calls)"
    found, problems = covering(layers)
    assert found["counter"] >= 3 and found["id"] >= len(EngineBoard.default().hexes), found
    print(f"{found}; {sum(map(len, layers))} drawing calls in {len(layers)} layers; menu: {picked['menu'][-1]}")
    assert not problems, f"{len(problems)} covered:\n" + "\n".join(sorted(set(problems))[:20])
    watch.check(tab)
