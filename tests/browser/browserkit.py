"""Helpers for the browser tests: servers, pages, canvas pixels, JupyterLab notebooks.

The fixtures that use them are in conftest.py (see its docstring).
"""

from __future__ import annotations

import base64
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
import warnings
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import numpy as np
import pytest

REPO = Path(__file__).resolve().parents[2]
NOTEBOOKS = REPO / "notebooks"
ARTIFACTS = REPO / "test-artifacts" / "browser"
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
VIEWPORT = {"width": 1400, "height": 1000}
#: Logs of the servers started in this session (named in failure messages).
SERVER_LOGS: list[Path] = []
#: Text on a page that means something broke: a traceback, a widget that failed to render, a
#: Voilà cell that failed, or a GameView error message ("Error in <action>: ...").
FAILURE_TEXT = re.compile(r"Traceback \(most recent call last\)|Error displaying widget|Error rendering|"
                          r"Failed to load model class|Could not create a view|There was an error when executing cell|"
                          r"\bError in [\w -]+:")
#: Text in a stderr output that makes it an error rather than a warning.
STDERR_ERROR = re.compile(r"Traceback|Error|Exception")
#: The only hosts a page of the kit may ask anything of (an offline classroom has no other).
LOCAL_HOSTS = {"127.0.0.1", "localhost", "::1"}


#: The translated notebooks the browser runs too: one per language. nbval runs every translated
#: notebook outside the browser, and they share the English ones' code, so running all of them in
#: JupyterLab would triple the browser suite's time for little more.
TRANSLATED_IN_BROWSER = ("es/00_start_here.ipynb", "it/08_play.ipynb")


def notebook_names() -> list[str]:
    """Every notebook in ``notebooks/`` right now, plus :data:`TRANSLATED_IN_BROWSER` (read when
    the tests are collected)."""
    return sorted(p.relative_to(NOTEBOOKS).as_posix() for p in NOTEBOOKS.rglob("*.ipynb")
                  if ".ipynb_checkpoints" not in p.parts
                  and (p.parent == NOTEBOOKS or p.relative_to(NOTEBOOKS).as_posix() in TRANSLATED_IN_BROWSER))


# ------------------------------------------------------------------ servers
def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


_NO_PROXY = urllib.request.build_opener(urllib.request.ProxyHandler({}))


def http_status(url: str) -> int | None:
    """The HTTP status of ``url`` (redirects followed), or ``None`` when nothing answers."""
    try:
        with _NO_PROXY.open(url, timeout=5) as resp:
            return resp.status
    except urllib.error.HTTPError as err:
        return err.code
    except (urllib.error.URLError, OSError):
        return None


class Server:
    """A server process on a free localhost port, its output in a log file.

    ``argv(port)`` builds the command line; the server counts as up once ``ready(url)``
    is true. A port taken between choosing and binding it is retried with another.
    """

    def __init__(self, name: str, argv: Callable[[int], list[str]], cwd: Path, env: dict[str, str],
                 ready: Callable[[str], bool], log_path: Path) -> None:
        self.name, self.argv, self.cwd, self.env, self.ready, self.log_path = name, argv, cwd, env, ready, log_path
        self.proc: subprocess.Popen[bytes] | None = None
        self.port = 0
        self.root = cwd

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    def log_tail(self, lines: int = 40) -> str:
        try:
            text = self.log_path.read_text(errors="replace")
        except OSError:
            return ""
        return "\n".join(text.splitlines()[-lines:])

    def start(self, timeout: float = 120.0) -> None:
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        self.log_path.write_text("")
        if self.log_path not in SERVER_LOGS:
            SERVER_LOGS.append(self.log_path)
        for _attempt in range(3):
            self.port = free_port()
            with self.log_path.open("ab") as log:
                log.write(f"$ {' '.join(self.argv(self.port))}\n".encode())
                log.flush()
                self.proc = subprocess.Popen(self.argv(self.port), cwd=self.cwd, env=self.env, stdout=log,
                                             stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, start_new_session=True)
            deadline = time.monotonic() + timeout
            while time.monotonic() < deadline:
                if self.proc.poll() is not None:
                    break
                if self.ready(self.url):
                    return
                time.sleep(0.25)
            else:
                self.stop()
                raise RuntimeError(f"{self.name} did not answer at {self.url} within {timeout:.0f} s; "
                                   f"log {self.log_path}:\n{self.log_tail()}")
            if "already in use" not in self.log_tail():
                break
        raise RuntimeError(f"{self.name} exited with code {self.proc.returncode if self.proc else '?'}; "
                           f"log {self.log_path}:\n{self.log_tail()}")

    def stop(self) -> None:
        """SIGTERM (Jupyter servers then shut their kernels down), SIGKILL if that hangs."""
        proc, self.proc = self.proc, None
        if proc is None or proc.poll() is not None:
            return
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)


def jupyter_env(home: Path) -> dict[str, str]:
    """The environment for a test server: this Python's ``bin`` first, and every per-user
    Jupyter/IPython directory inside ``home`` (settings from ``binder/overrides.json``)."""
    env = dict(os.environ)
    for var in ("JUPYTER_TOKEN", "JUPYTER_PATH", "JUPYTER_CONFIG_PATH"):
        env.pop(var, None)
    dirs = {"JUPYTER_CONFIG_DIR": "config", "JUPYTER_DATA_DIR": "data", "JUPYTER_RUNTIME_DIR": "runtime",
            "JUPYTERLAB_SETTINGS_DIR": "user-settings", "JUPYTERLAB_WORKSPACES_DIR": "workspaces", "IPYTHONDIR": "ipython"}
    for var, sub in dirs.items():
        (home / sub).mkdir(parents=True, exist_ok=True)
        env[var] = str(home / sub)
    env["PATH"] = str(Path(sys.executable).parent) + os.pathsep + env.get("PATH", "")
    env["PYTHONUNBUFFERED"] = "1"
    overrides = json.loads((REPO / "binder" / "overrides.json").read_text())
    for plugin_id, values in overrides.items():
        package, plugin = plugin_id.split(":")
        path = home / "user-settings" / package / f"{plugin}.jupyterlab-settings"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(values, indent=2))
    return env


def copy_notebooks(dest: Path) -> Path:
    shutil.copytree(NOTEBOOKS, dest, ignore=shutil.ignore_patterns(".ipynb_checkpoints", "__pycache__"))
    return dest


def allow_root() -> list[str]:
    return ["--allow-root"] if hasattr(os, "geteuid") and os.geteuid() == 0 else []


class Tab:
    """One browser page with its console log (every message, page error and failed request)."""

    def __init__(self, context: Any, page: Any) -> None:
        self.context, self.page = context, page
        self.console: list[str] = []
        self.page_errors: list[str] = []
        #: Every request to a host other than localhost (the ``tab`` fixture fails on any).
        self.outside_requests: list[str] = []
        self.t0 = time.monotonic()
        context.on("request", self._request)
        page.on("console", lambda m: self._log(f"console.{m.type}: {m.text}"))
        page.on("pageerror", self._page_error)
        page.on("requestfailed", lambda r: self._log(f"request failed: {r.url} ({r.failure})"))
        page.on("crash", lambda _p: self._log("page crashed"))

    def _request(self, request: Any) -> None:
        host = urlsplit(request.url).hostname
        if host is not None and host not in LOCAL_HOSTS:
            self.outside_requests.append(request.url)
            self._log(f"request to an outside host: {request.url}")

    def _log(self, line: str) -> None:
        self.console.append(f"[{time.monotonic() - self.t0:7.2f}s] {line}")

    def _page_error(self, err: Any) -> None:
        self.page_errors.append(str(err))
        self._log(f"uncaught exception: {err}")

    def screenshot(self, path: Path) -> str | None:
        """Save a screenshot; returns why it failed instead of raising (a slow screenshot must
        never hide a test's real result)."""
        try:
            self.page.screenshot(path=str(path), timeout=15_000, animations="disabled")
            return None
        except Exception as err:  # noqa: BLE001
            note = f"screenshot failed: {type(err).__name__}: {str(err).splitlines()[0] if str(err) else ''}"
            self._log(note)
            return note

    def save_artifacts(self, stem: str) -> list[Path]:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        out = []
        shot = ARTIFACTS / f"{stem}.png"
        if self.screenshot(shot) is None:
            out.append(shot)
        try:
            html = self.page.content()
            (ARTIFACTS / f"{stem}.html").write_text(html)
            out.append(ARTIFACTS / f"{stem}.html")
        except Exception as err:  # noqa: BLE001
            self._log(f"page HTML not saved: {err}")
        log = ARTIFACTS / f"{stem}.console.log"
        log.write_text("\n".join(self.console) + "\n")
        out.append(log)
        return out


# ------------------------------------------------------------------ pictures
@dataclass
class Picture:
    """The pixels of a canvas (``h × w × RGBA``), in canvas (device) pixels."""

    pixels: np.ndarray

    @property
    def size(self) -> tuple[int, int]:
        return self.pixels.shape[1], self.pixels.shape[0]

    def _box(self, box: tuple[float, float, float, float] | None) -> np.ndarray:
        if box is None:
            return self.pixels
        x, y, w, h = (int(round(v)) for v in box)
        return self.pixels[max(y, 0):max(y + h, 0), max(x, 0):max(x + w, 0)]

    def colour_counts(self, min_count: int = 1) -> dict[str, int]:
        """Opaque colours (``#rrggbb``) covering at least ``min_count`` pixels."""
        px = self.pixels.reshape(-1, 4)
        px = px[px[:, 3] == 255]
        keys = (px[:, 0].astype(np.int64) << 16) | (px[:, 1].astype(np.int64) << 8) | px[:, 2]
        values, counts = np.unique(keys, return_counts=True)
        return {f"#{int(v):06x}": int(c) for v, c in zip(values, counts, strict=True) if c >= min_count}

    def count(self, colour: str | tuple[int, int, int], tol: int = 2,
              box: tuple[float, float, float, float] | None = None) -> int:
        """Opaque pixels within ``tol`` of ``colour`` on every channel (in ``box`` = x, y, w, h)."""
        rgb = np.array(_rgb(colour))
        px = self._box(box).reshape(-1, 4).astype(np.int16)
        near = np.all(np.abs(px[:, :3] - rgb) <= tol, axis=1) & (px[:, 3] == 255)
        return int(near.sum())

    def at(self, x: float, y: float) -> tuple[int, int, int, int]:
        return tuple(int(v) for v in self.pixels[int(y), int(x)])  # type: ignore[return-value]

    def changed(self, other: Picture, box: tuple[float, float, float, float] | None = None) -> int:
        """How many pixels differ from ``other`` (in ``box``)."""
        return int(np.any(self._box(box) != other._box(box), axis=-1).sum())


def _rgb(colour: str | tuple[int, int, int]) -> tuple[int, int, int]:
    if isinstance(colour, str):
        c = colour.lstrip("#")
        return int(c[0:2], 16), int(c[2:4], 16), int(c[4:6], 16)
    return colour


_SNAPSHOT_JS = """(el) => {
  const data = el.getContext('2d').getImageData(0, 0, el.width, el.height).data;
  let s = '';
  for (let i = 0; i < data.length; i += 0x8000) s += String.fromCharCode.apply(null, data.subarray(i, i + 0x8000));
  return {w: el.width, h: el.height, data: btoa(s)};
}"""

#: The GameView around a board canvas (the element with the ``lemmings-view`` class): its
#: seat line, status line, log, errors output and whole text.
_VIEW_TEXT_JS = """(el) => {
  const root = el.closest('.lemmings-view') || el.parentElement;
  const text = (sel) => { const node = root.querySelector(sel); return node ? node.innerText : null; };
  // the log sits in a tab that may be hidden (no layout, so no line breaks in innerText): one line per entry
  const logNode = root.querySelector('.lemmings-log');
  const log = logNode ? Array.from(logNode.querySelectorAll('div')).filter((d) => !d.querySelector('div'))
    .map((d) => d.textContent).join('\\n') : null;
  return {seat: text('.lemmings-seat'), status: text('.lemmings-status'), log,
          errors: text('.lemmings-errors'), all: root.innerText};
}"""


def snapshot(canvas: Any) -> Picture:
    """The pixels of the canvas element behind a Playwright locator (``getImageData``)."""
    raw = canvas.evaluate(_SNAPSHOT_JS)
    px = np.frombuffer(base64.b64decode(raw["data"]), dtype=np.uint8).reshape(raw["h"], raw["w"], 4)
    return Picture(px.copy())


class Board:
    """A GameView's board canvas in a page: pixels, clicks in layout coordinates, its texts."""

    def __init__(self, tab: Tab, selector: str) -> None:
        from lemmings import Board as EngineBoard
        from lemmings.layout import DEFAULT_SIZE, get_layout

        self.tab, self.page = tab, tab.page
        self.canvas = self.page.locator(selector).first
        self.root = self.page.locator(".lemmings-view", has=self.page.locator(selector)).first
        # GameView's defaults: hex radius DEFAULT_SIZE CSS px drawn at scale 2.
        self.layout = get_layout(EngineBoard.default(), DEFAULT_SIZE, 2.0)

    def snapshot(self) -> Picture:
        return snapshot(self.canvas)

    def wait_drawn(self, timeout: float = 20.0) -> Picture:
        """The canvas once it shows the board (both hunting circles' outline colours); fails
        when it does not within ``timeout`` seconds."""
        from lemmings.layout import CIRCLE_COLOURS

        deadline = time.monotonic() + timeout
        while True:
            pic = self.snapshot()
            found = {eagle: pic.count(c) for eagle, c in CIRCLE_COLOURS.items()}
            if all(n >= 50 for n in found.values()):
                return pic
            if time.monotonic() > deadline:
                colours = pic.colour_counts(min_count=50)
                pytest.fail(f"the board canvas ({pic.size[0]}x{pic.size[1]}) was not drawn within {timeout:.0f} s: "
                            f"hunting-circle outline pixels {found}, {len(colours)} colours on ≥50 pixels "
                            f"{dict(list(colours.items())[:8])}")
            time.sleep(0.25)

    def settled(self, timeout: float = 10.0) -> Picture:
        """A snapshot once two in a row, 0.3 s apart, are the same (the last drawing has landed)."""
        prev = self.snapshot()
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            time.sleep(0.3)
            cur = self.snapshot()
            if cur.changed(prev) == 0:
                return cur
            prev = cur
        return prev

    def texts(self) -> dict[str, str | None]:
        return self.canvas.evaluate(_VIEW_TEXT_JS)

    def page_point(self, x: float, y: float) -> tuple[float, float]:
        """Page (CSS) coordinates of canvas pixel ``(x, y)``, after scrolling the canvas into view."""
        self.canvas.scroll_into_view_if_needed()
        box = self.canvas.bounding_box()
        w, h = self.canvas.evaluate("(el) => [el.width, el.height]")
        return box["x"] + x * box["width"] / w, box["y"] + y * box["height"] / h

    def click(self, target: str) -> tuple[float, float]:
        """Click the centre of a hex or area (``"start"``, ``"0401"`` …) with the mouse."""
        x, y = self.page_point(*self.layout.center(target))
        self.page.mouse.click(x, y)
        return x, y

    def save_png(self, path: Path) -> None:
        data = self.canvas.evaluate("(el) => el.toDataURL('image/png')")
        path.write_bytes(base64.b64decode(data.split(",", 1)[1]))

    def button(self, label: str) -> Any:
        return self.root.locator("button", has_text=label).first


def poll(check: Callable[[], Any], timeout: float, interval: float = 0.25) -> Any:
    """Call ``check`` until it returns something truthy or ``timeout`` seconds pass; return
    its last value."""
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(interval)


def wait_for(check: Callable[[], Any], timeout: float, what: str, interval: float = 0.25) -> Any:
    """Poll ``check`` until it returns something truthy; fail naming ``what`` otherwise."""
    value = poll(check, timeout, interval)
    if not value:
        pytest.fail(f"timed out after {timeout:.0f} s waiting for {what} (last value: {value!r})")
    return value


def page_errors(tab: Tab, notebook_only: bool = False) -> list[str]:
    """Errors shown in the page (or in the open notebook only): stderr and error outputs that
    look like errors, widgets that failed to render, and any text matching FAILURE_TEXT."""
    found = tab.page.evaluate(
        """(notebookOnly) => {
          const root = notebookOnly ? window.__lemmingsPanel.node : document.body;
          const stderr = Array.from(root.querySelectorAll('[data-mime-type="application/vnd.jupyter.stderr"]'))
            .map((el) => el.innerText);
          const broken = root.querySelectorAll('.jupyter-widgets-error-widget').length;
          return {stderr, broken, text: root.innerText};
        }""", notebook_only)
    problems = [f"stderr/error output: {t[:2000]}" for t in found["stderr"] if STDERR_ERROR.search(t)]
    if found["broken"]:
        problems.append(f"{found['broken']} widget(s) failed to render (ipywidgets error placeholder; "
                        f"the console log has the JavaScript error)")
    for line in found["text"].splitlines():
        if FAILURE_TEXT.search(line):
            problems.append(f"error text on the page: {line.strip()[:300]}")
    return problems


# ------------------------------------------------------------------ JupyterLab
def bounded(js: str, seconds: float, what: str) -> str:
    """The async page function ``js`` (one argument at most), made to fail after ``seconds``: Playwright's
    ``page.evaluate`` waits for a promise for ever, so a JupyterLab command that never resolves (a CI run
    once hung there for ten minutes) would hang the suite instead of failing one test with its artifacts.
    The error names ``what`` and any dialog JupyterLab shows."""
    ms = int(seconds * 1000)
    return f"""async (arg) => Promise.race([({js})(arg), new Promise((_, fail) => setTimeout(() => {{
  const dialog = document.querySelector('.jp-Dialog');
  fail(new Error({json.dumps(f"timed out after {seconds:.0f} s: {what}")}
                 + (dialog ? '; a dialog is open: ' + dialog.innerText.slice(0, 300) : '')));
}}, {ms}))])"""


_OPEN_JS = """async (path) => {
  await window.jupyterapp.restored;
  const panel = await window.jupyterapp.commands.execute('docmanager:open', {path, factory: 'Notebook'});
  window.__lemmingsPanel = panel;
  await panel.context.ready;
  await panel.sessionContext.ready;
  return panel.context.path;
}"""

_CELLS_JS = """() => {
  const panel = window.__lemmingsPanel;
  const kernel = panel.sessionContext.session && panel.sessionContext.session.kernel;
  const cells = panel.content.widgets.map((cell, index) => ({
    index, type: cell.model.type,
    count: cell.model.type === 'code' ? cell.model.executionCount : null,
    outputs: cell.model.type === 'code' ? cell.model.outputs.toJSON().map((o) => ({
      type: o.output_type, name: o.name || null, ename: o.ename || null, evalue: o.evalue || null,
      text: typeof o.text === 'string' ? o.text : Array.isArray(o.text) ? o.text.join('') : null,
      traceback: o.traceback ? o.traceback.join('\\n').replace(/\\u001b\\[[0-9;]*m/g, '') : null})) : [],
  })).filter((c) => c.type === 'code');
  return {status: kernel ? kernel.status : 'no kernel', cells};
}"""

_KERNEL_JS = """async (code) => {
  const kernel = window.__lemmingsPanel.sessionContext.session.kernel;
  const future = kernel.requestExecute({code, silent: false, store_history: false, stop_on_error: false});
  let out = '', err = '';
  future.onIOPub = (msg) => {
    const t = msg.header.msg_type;
    if (t === 'stream') out += msg.content.text;
    else if (t === 'error') err += msg.content.ename + ': ' + msg.content.evalue;
  };
  await future.done;
  return {out, err};
}"""

_MARK_BOARD_JS = """(needle) => {
  document.querySelectorAll('[data-lemmings-board]').forEach((e) => e.removeAttribute('data-lemmings-board'));
  for (const cell of window.__lemmingsPanel.content.widgets) {
    if (cell.model.type !== 'code' || !cell.model.sharedModel.getSource().includes(needle)) continue;
    const canvas = cell.node.querySelector('.jp-OutputArea canvas');
    if (!canvas) return 'the cell with ' + needle + ' shows no canvas';
    canvas.setAttribute('data-lemmings-board', '1');
    return '';
  }
  return 'no code cell contains ' + needle;
}"""


class Lab:
    """JupyterLab in a tab: open a notebook, run it all, read its cells, ask its kernel."""

    def __init__(self, tab: Tab, server: Server) -> None:
        self.tab, self.page, self.server = tab, tab.page, server
        self.path: str | None = None
        #: Cells the last :meth:`run_all` found run by the kernel though JupyterLab never completed them.
        self.ran_without_reply: dict[int, int] = {}

    def open(self, path: str, timeout: float = 90.0) -> None:
        """Load JupyterLab (a reset workspace) and open ``path`` with a started kernel."""
        self.page.goto(self.server.url + "lab?reset", wait_until="domcontentloaded", timeout=timeout * 1000)
        self.page.wait_for_function("() => window.jupyterapp !== undefined", timeout=timeout * 1000)
        self.page.evaluate(bounded(_OPEN_JS, timeout, f"opening {path}"), path)
        self.path = path
        self.page.wait_for_function(
            "() => { const s = window.__lemmingsPanel.sessionContext; return s.session && s.session.kernel"
            " && s.session.kernel.status === 'idle'; }", timeout=timeout * 1000)

    def cells(self) -> dict[str, Any]:
        return self.page.evaluate(_CELLS_JS)

    def run_all(self, timeout: float = 180.0, settle: float = 20.0) -> dict[str, Any]:
        """Clear every output, run all cells and wait until every code cell has an execution
        count (or one failed) and the kernel is idle. Returns :meth:`cells`, with
        ``run_all_returned``: whether JupyterLab's own "run all" promise had resolved by then.

        The wait is on the notebook's cells, not on that promise: CI runs saw it never resolve
        (twice, once for ten minutes) on a notebook whose cells had run. Twice more JupyterLab
        never completed one cell (no execution count, the promise pending) while the kernel had
        run it and every cell after it: when the counts stop changing for ``settle`` seconds with the
        kernel idle and the last cell run, the kernel's own input history decides (see :meth:`_confirm_lost_replies`)."""
        self.ran_without_reply = {}
        self.page.evaluate(bounded("""async () => {
            const app = window.jupyterapp;
            if (app.shell.currentWidget !== window.__lemmingsPanel) app.shell.activateById(window.__lemmingsPanel.id);
            await app.commands.execute('notebook:clear-all-cell-outputs');
            window.__lemmingsRunAll = 'running';
            app.commands.execute('notebook:run-all-cells').then(
              (ok) => { window.__lemmingsRunAll = ok; }, (e) => { window.__lemmingsRunAll = 'failed: ' + e; });
        }""", 60, f"starting to run all cells of {self.path}"))
        progress = """() => {
              const panel = window.__lemmingsPanel;
              const kernel = panel.sessionContext.session.kernel;
              const cells = panel.content.widgets.map((c, index) => ({c, index})).filter(({c}) => c.model.type === 'code');
              const failed = cells.some(({c}) => c.model.outputs.toJSON().some((o) => o.output_type === 'error'));
              const done = kernel.status === 'idle' && (failed || cells.every(({c}) => c.model.executionCount !== null));
              return {done, failed, kernel: kernel.status, counts: cells.map(({c}) => c.model.executionCount),
                      indexes: cells.map(({index}) => index),
                      sources: cells.map(({c}) => c.model.sharedModel.getSource()),
                      runAll: window.__lemmingsRunAll};
            }"""
        last: list[dict[str, Any]] = [{}]
        settled = {"counts": None, "since": time.monotonic()}

        def finished() -> bool:
            last[0] = now = self.page.evaluate(progress)
            if now["done"]:
                return True
            if now["counts"] != settled["counts"] or now["kernel"] != "idle":
                settled.update(counts=now["counts"], since=time.monotonic())
                return False
            # Idle, the last cell run, nothing changing for `settle` s: nothing more will come.
            return now["counts"][-1] is not None and time.monotonic() - settled["since"] > settle
        if not poll(finished, timeout, 0.25):
            pytest.fail(f"timed out after {timeout:.0f} s running all cells of {self.path}: execution counts "
                        f"{last[0].get('counts')}, kernel {last[0].get('kernel')}, JupyterLab's run-all "
                        f"promise: {last[0].get('runAll')}; {self._kernel_inputs()}; console: {self._console_tail()}")
        if not last[0]["done"]:
            self._confirm_lost_replies(last[0])
        # Widgets talk to the kernel once they are displayed (the board asks for its first
        # drawing): wait for the kernel to settle again.
        time.sleep(0.5)
        self.page.wait_for_function("() => window.__lemmingsPanel.sessionContext.session.kernel.status === 'idle'",
                                    timeout=timeout * 1000)
        report = self.cells()
        report["run_all_returned"] = self.page.evaluate("() => window.__lemmingsRunAll")
        return report

    def _confirm_lost_replies(self, state: dict[str, Any]) -> None:
        """Cells JupyterLab never completed although cells after them ran: accept each one only
        if the kernel's input history holds its exact source at a number between its
        neighbours' counts (so it ran, in order; an error in it would have stopped the cells
        after it). Records them in ``ran_without_reply`` (notebook index -> kernel count) and
        warns; fails naming everything otherwise."""
        inputs = self.kernel_json("get_ipython().history_manager.input_hist_raw")
        counts, found = state["counts"], {}
        for pos, count in enumerate(counts):
            if count is not None:
                continue
            low = max([c for c in counts[:pos] if c is not None], default=0)
            high = min([c for c in counts[pos + 1:] if c is not None], default=len(inputs))
            ran = [k for k in range(low + 1, min(high, len(inputs))) if inputs[k].rstrip() == state["sources"][pos].rstrip()]
            if not ran:
                pytest.fail(f"{self.path}: JupyterLab never completed cell {state['indexes'][pos]} (execution counts "
                            f"{counts}, run-all promise: {state['runAll']}) and the kernel's history does not hold "
                            f"it between inputs {low} and {high}; {self._kernel_inputs(inputs)}; console: "
                            f"{self._console_tail()}")
            found[state["indexes"][pos]] = ran[0]
        self.ran_without_reply = found
        # Which half of the cell's completion JupyterLab missed (a future is done on the shell's
        # reply and the kernel's "idle" for it; flags 1 and 2 of its private status), for the record.
        futures = self.page.evaluate("""(indexes) => indexes.map((i) => {
            const future = window.__lemmingsPanel.content.widgets[i].outputArea.future;
            return future ? {status: future._status, disposed: future.isDisposed} : null; })""", sorted(found))
        warnings.warn(f"{self.path}: JupyterLab never completed cells {sorted(found)} (no execution count, its run-all "
                      f"promise {state['runAll']}; their futures {futures}) although the kernel ran them, as inputs "
                      f"{sorted(found.values())} of its history, and every cell after them", stacklevel=2)

    def _kernel_inputs(self, inputs: list[str] | None = None) -> str:
        if inputs is None:
            try:
                inputs = self.kernel_json("get_ipython().history_manager.input_hist_raw")
            except BaseException as err:  # noqa: BLE001  (only for a failure message)
                return f"the kernel's history could not be read: {err}"
        return "the kernel's inputs: " + "; ".join(f"{k}: {text[:40]!r}" for k, text in enumerate(inputs) if k)

    def _console_tail(self, lines: int = 12) -> str:
        return " | ".join(self.tab.console[-lines:]) or "empty"

    def problems(self, report: dict[str, Any]) -> list[str]:
        """Every sign of an error: error outputs, unexecuted cells, a busy kernel, error
        text in the notebook (stderr, widget errors, GameView error messages)."""
        out = []
        for cell in report["cells"]:
            for o in cell["outputs"]:
                if o["type"] == "error":
                    out.append(f"cell {cell['index']}: {o['ename']}: {o['evalue']}\n{o['traceback'] or ''}")
                elif o["type"] == "stream" and o["name"] == "stderr" and STDERR_ERROR.search(o["text"] or ""):
                    out.append(f"cell {cell['index']} wrote an error to stderr: {o['text'][:2000]}")
            if cell["count"] is None and cell["index"] not in self.ran_without_reply:
                out.append(f"cell {cell['index']} has no execution count (not run)")
        if report["status"] != "idle":
            out.append(f"kernel is {report['status']}, not idle")
        out += page_errors(self.tab, notebook_only=True)
        out += [f"uncaught exception in the page: {e}" for e in self.tab.page_errors]
        return out

    def kernel(self, code: str) -> str:
        """Run ``code`` in the notebook's kernel (not in a cell) and return what it printed."""
        res = self.page.evaluate(bounded(_KERNEL_JS, 120, "a query to the kernel"), code)
        if res["err"]:
            pytest.fail(f"kernel query failed: {res['err']}\n{code}")
        return res["out"]

    def kernel_json(self, expression: str) -> Any:
        return json.loads(self.kernel(f"import json as _json\nprint(_json.dumps({expression}))"))

    def board(self, needle: str = "GameView(") -> Board:
        """The canvas shown by the first code cell whose source contains ``needle``."""
        problem = self.page.evaluate(_MARK_BOARD_JS, needle)
        if problem:
            pytest.fail(f"{self.path}: {problem}")
        return Board(self.tab, "canvas[data-lemmings-board]")

    def canvases(self) -> list[Any]:
        """Locators of every canvas in the notebook's outputs."""
        n = self.page.evaluate("""() => {
            const all = window.__lemmingsPanel.node.querySelectorAll('.jp-OutputArea canvas');
            all.forEach((c, i) => c.setAttribute('data-lemmings-canvas', String(i)));
            return all.length;
        }""")
        return [self.page.locator(f'canvas[data-lemmings-canvas="{i}"]') for i in range(n)]

    def save(self) -> Path:
        self.page.evaluate(bounded("async () => { await window.__lemmingsPanel.context.save(); }", 60,
                                   f"saving {self.path}"))
        return self.server.root / (self.path or "")

    def close(self) -> None:
        """Shut the kernel down and close the notebook without a prompt."""
        self.page.evaluate(bounded("""async () => {
            const panel = window.__lemmingsPanel;
            if (!panel || panel.isDisposed) return;
            await panel.sessionContext.shutdown();
            panel.context.model.dirty = false;
            panel.dispose();
        }""", 30, f"closing {self.path}"))


def saved_notebook_problems(path: Path, ran_without_reply: Mapping[int, int] | None = None) -> list[str]:
    """Problems in a notebook file as JupyterLab saved it: code cells without an execution
    count (but those in ``ran_without_reply``, see :meth:`Lab.run_all`), error outputs."""
    nb = json.loads(path.read_text())
    out = []
    for i, cell in enumerate(nb["cells"]):
        if cell["cell_type"] != "code":
            continue
        if cell.get("execution_count") is None and i not in (ran_without_reply or {}):
            out.append(f"saved cell {i} has no execution count")
        for o in cell.get("outputs", []):
            if o.get("output_type") == "error":
                out.append(f"saved cell {i} has an error output: {o.get('ename')}: {o.get('evalue')}")
    return out
