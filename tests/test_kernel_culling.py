"""Idle kernels are culled under ``make app`` and on Binder (newcomer finding 2).

Every Voilà page load starts a kernel, and a reloaded or closed page leaves its kernel running
(Voilà 0.5's shutdown request is refused, voila#1458): a classroom reloading the app would fill
the machine's memory. ``binder/voila.json`` (read by ``make app``'s Voilà) and
``binder/jupyter_server_config.json`` (read by Binder's server, whose kernels the Voilà extension
uses) shut down a kernel nobody is connected to once it has been idle long enough; a page still
open keeps its kernel however long the learner thinks.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
from browser.browserkit import Server, http_status, jupyter_env

ROOT = Path(__file__).resolve().parent.parent
BINDER = ROOT / "binder"
CONFIGS = ("voila.json", "jupyter_server_config.json")


def _culling(name: str) -> dict:
    return json.loads((BINDER / name).read_text(encoding="utf-8"))["MappingKernelManager"]


@pytest.mark.parametrize("name", CONFIGS)
def test_the_config_culls_idle_disconnected_kernels(name):
    cull = _culling(name)
    assert 300 <= cull["cull_idle_timeout"] <= 3600, "idle minutes before a forgotten kernel goes: between 5 and 60"
    assert 0 < cull["cull_interval"] <= cull["cull_idle_timeout"]
    assert cull["cull_connected"] is False, "a page still open keeps its kernel while the learner thinks"
    assert cull["cull_busy"] is False, "a kernel still computing (the computer's turn) is never cut off"


def test_voila_and_the_server_cull_alike():
    assert _culling("voila.json") == _culling("jupyter_server_config.json")


def test_make_app_and_binder_put_binder_on_the_config_path():
    makefile = (ROOT / "Makefile").read_text()
    app = re.search(r"^app:.*\n((?:\t.*\n)+)", makefile, re.M)
    assert app and 'JUPYTER_CONFIG_PATH="$(CURDIR)/binder' in app.group(1) and "voila notebooks/app.ipynb" in app.group(1)
    start = BINDER / "start"
    assert start.stat().st_mode & 0o111, "repo2docker runs binder/start only when it is executable"
    text = start.read_text()
    assert "export JUPYTER_CONFIG_PATH=" in text and text.rstrip().endswith('exec "$@"')
    # the script itself: binder/ comes first, an existing path is kept behind it, the command runs
    out = subprocess.run(["bash", str(start), "bash", "-c", 'echo "$JUPYTER_CONFIG_PATH"'], capture_output=True, text=True,
                         env={"PATH": "/usr/bin:/bin", "JUPYTER_CONFIG_PATH": "/elsewhere"}, check=True).stdout.strip()
    assert out == f"{BINDER}:/elsewhere"


NOTEBOOK = {"cells": [{"cell_type": "code", "execution_count": None, "id": "c1", "metadata": {}, "outputs": [],
                       "source": "print(6 * 7)"}],
            "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
            "nbformat": 4, "nbformat_minor": 5}


@pytest.mark.slow
def test_voila_reading_binder_s_file_culls_a_page_s_kernel_once_nobody_is_connected(tmp_path):
    """Voilà finds ``voila.json`` on ``JUPYTER_CONFIG_PATH`` as ``make app`` sets it; here the
    same file with the timeout cut to 2 s: a page fetched without a browser (so no connection) loses
    its kernel within seconds."""
    config = tmp_path / "config"
    config.mkdir()
    settings = json.loads((BINDER / "voila.json").read_text())
    settings["MappingKernelManager"].update(cull_idle_timeout=2, cull_interval=1)
    (config / "voila.json").write_text(json.dumps(settings))
    root = tmp_path / "root"
    root.mkdir()
    (root / "page.ipynb").write_text(json.dumps(NOTEBOOK))
    env = jupyter_env(tmp_path / "home")
    env["JUPYTER_CONFIG_PATH"] = str(config)

    def argv(port: int) -> list[str]:
        return [sys.executable, "-m", "voila", "page.ipynb", "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
                "--Voila.port_retries=0"]

    server = Server("Voila", argv, root, env, lambda url: http_status(url + "static/") is not None, tmp_path / "voila.log")
    server.start(timeout=60)
    try:
        assert http_status(server.url) == 200
        deadline = time.monotonic() + 20
        while "Kernel shutdown" not in server.log_tail(200) and time.monotonic() < deadline:
            time.sleep(0.25)
        log = server.log_tail(200)
        assert "Culling kernels with idle durations > 2 seconds" in log, log
        assert re.search(r"Culling 'idle' kernel .* with 0 connections", log) and "Kernel shutdown" in log, log
    finally:
        server.stop()
