"""Fixtures for the browser tests: real JupyterLab and Voilà servers driven by headless Chromium.

* ``lab_server`` (one per session) runs JupyterLab on a free localhost port, without a token,
  with ``window.jupyterapp`` exposed, the news pop-up switched off (from
  ``binder/overrides.json``) and a temporary root holding copies of ``notebooks/``. Its
  config, data, runtime, settings and workspace directories are temporary too, so nothing
  from the user's own Jupyter set-up leaks in.
* ``voila_server`` (one per session, started only when a test asks for it) serves a copy of
  ``app.ipynb`` with ``voila``.
* ``browser`` (one per session) is Debian's Chromium (``/usr/bin/chromium``) through
  Playwright. When it is missing the tests fail with a message saying how to install it.
* ``tab`` is a fresh browser context and page per test, recording the console; a test whose
  page asks anything of a host other than localhost fails (the kit must work offline).
  ``lab`` wraps a tab with helpers to open and run notebooks and to talk to their kernels.

When a browser test fails, its screenshot, console log and page HTML are written to
``test-artifacts/browser/`` and the failure message names them; the server logs are kept
there too.
"""

from __future__ import annotations

import os
import re
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .browserkit import (
    ARTIFACTS,
    CHROMIUM,
    CHROMIUM_ARGS,
    REPO,
    SERVER_LOGS,
    VIEWPORT,
    Lab,
    Server,
    Tab,
    allow_root,
    copy_notebooks,
    http_status,
    jupyter_env,
)


@pytest.fixture(scope="session")
def artifacts() -> Path:
    """``test-artifacts/browser/``, emptied at the start of the session."""
    if ARTIFACTS.exists():
        shutil.rmtree(ARTIFACTS)
    ARTIFACTS.mkdir(parents=True)
    return ARTIFACTS


@pytest.fixture(scope="session")
def lab_server(tmp_path_factory: pytest.TempPathFactory, artifacts: Path) -> Iterator[Server]:
    """JupyterLab on copies of the notebooks; stopped at the end of the session."""
    base = tmp_path_factory.mktemp("jupyterlab")
    root = copy_notebooks(base / "root")

    def argv(port: int) -> list[str]:
        return [sys.executable, "-m", "jupyterlab", "--no-browser", f"--port={port}", "--ServerApp.port_retries=0",
                "--ServerApp.ip=127.0.0.1", "--IdentityProvider.token=", "--LabApp.expose_app_in_browser=True",
                "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate", f"--ServerApp.root_dir={root}",
                "--ServerApp.terminals_enabled=False", "--ServerApp.shutdown_no_activity_timeout=1800", *allow_root()]

    yield from _serve(Server("JupyterLab", argv, root, jupyter_env(base / "home"),
                             lambda url: http_status(url + "api") == 200, artifacts / "jupyterlab.log"))


@pytest.fixture(scope="session")
def voila_server(tmp_path_factory: pytest.TempPathFactory, artifacts: Path) -> Iterator[Server]:
    """Voilà serving a copy of ``app.ipynb``; stopped at the end of the session."""
    base = tmp_path_factory.mktemp("voila")
    root = copy_notebooks(base / "root")

    def argv(port: int) -> list[str]:
        return [sys.executable, "-m", "voila", "app.ipynb", "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
                "--Voila.port_retries=0", "--show_tracebacks=True"]

    # Voilà answers every path but the notebook's with a redirect or a 404: any answer means it is up
    # (asking for the page itself would start a kernel).
    yield from _serve(Server("Voila", argv, root, jupyter_env(base / "home"),
                             lambda url: http_status(url + "api") is not None, artifacts / "voila.log"))


def _serve(server: Server) -> Iterator[Server]:
    """Start ``server`` (a start-up failure fails the test with the server's message), yield it, stop it."""
    try:
        server.start()
    except RuntimeError as err:
        pytest.fail(str(err), pytrace=False)
    try:
        yield server
    finally:
        server.stop()


# ------------------------------------------------------------------ browser
@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """Debian's Chromium through Playwright (one per session). Missing → the tests fail."""
    if not (CHROMIUM.is_file() and os.access(CHROMIUM, os.X_OK)):
        pytest.fail(f"Chromium is missing: the browser tests need Debian's chromium at {CHROMIUM}. Install it with "
                    f"`.ci/browser-deps` (sudo apt-get install chromium); `make test` runs that first.", pytrace=False)
    try:
        from playwright.sync_api import sync_playwright
    except ImportError as err:
        pytest.fail(f"Playwright for Python is not installed ({err}); run `make test`, which installs the test extras.",
                    pytrace=False)
    pw = sync_playwright().start()
    try:
        chromium = pw.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, timeout=60_000)
    except Exception as err:  # noqa: BLE001  (any launch failure must name the browser)
        pw.stop()
        pytest.fail(f"Chromium at {CHROMIUM} did not start through Playwright: {err}", pytrace=False)
    yield chromium
    chromium.close()
    pw.stop()


@pytest.fixture
def tab(browser: Any) -> Iterator[Tab]:
    context = browser.new_context(viewport=VIEWPORT)
    page = context.new_page()
    page.set_default_timeout(30_000)
    tab = Tab(context, page)
    yield tab
    context.close()
    if tab.outside_requests:
        pytest.fail(f"the page made {len(tab.outside_requests)} request(s) to hosts other than localhost (an offline "
                    f"classroom has none): {sorted(set(tab.outside_requests))[:5]}", pytrace=False)


def _artifact_stem(item: pytest.Item) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", item.nodeid.split("::", 1)[-1]).strip("_")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    """A failing browser test leaves its screenshot and console log in test-artifacts/browser/
    and names them in its failure message."""
    outcome = yield
    rep = outcome.get_result()
    if rep.when not in ("setup", "call") or not rep.failed or item.get_closest_marker("browser") is None:
        return
    saved: list[Path] = []
    tab = getattr(item, "funcargs", {}).get("tab")
    if isinstance(tab, Tab):
        saved = tab.save_artifacts(_artifact_stem(item))
    saved += [p for p in SERVER_LOGS if p.exists()]
    if not saved:
        return
    # a server started by a test of its own (tests/test_kernel_culling.py) logs under a temporary folder
    names = ", ".join(str(p.relative_to(REPO)) if p.is_relative_to(REPO) else str(p) for p in saved)
    rep.sections.append(("browser test artifacts", f"Screenshot, console log and server logs: {names}"))
    crash = getattr(rep.longrepr, "reprcrash", None)
    if crash is not None:
        crash.message = f"{crash.message} [artifacts: {names}]"
    elif isinstance(rep.longrepr, str):
        rep.longrepr = f"{rep.longrepr}\n[artifacts: {names}]"


@pytest.fixture
def lab(tab: Tab, lab_server: Server) -> Iterator[Lab]:
    session = Lab(tab, lab_server)
    yield session
    if session.path is not None:
        try:
            session.close()
        except Exception as err:  # noqa: BLE001  (the server shuts leftover kernels down at the end)
            tab._log(f"closing {session.path} failed: {err}")


