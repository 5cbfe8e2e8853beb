"""Save and load for :class:`~widgets.view.GameView`: a file box, an upload button and a
download link of the last save.

With ``server_files=False`` there is no file box and no Load button: Save only refreshes the
download link and loading is an upload, so a view served to other people (the Voilà app) never
reads or writes a path on the server. Uploads go through :func:`gamecore.inputs.decode` (size
cap, UTF-8, BOM) and the upload is reset after every attempt, failed or not.
"""

from __future__ import annotations

import base64
import html
from collections.abc import Callable
from pathlib import Path
from typing import Any

import ipywidgets as W

from gamecore.errors import SaveError
from gamecore.i18n import tr, trn
from gamecore.inputs import decode
from gamecore.limits import MAX_SAVE_BYTES
from lemmings.game import Game

from .guard import Guard


class FilesPanel:
    """The "Save / load" tab (:attr:`box`) for one view: ``game()`` is the game in play,
    ``replace(game)`` shows a loaded one instead, ``guard`` runs the callbacks and says what happened."""

    def __init__(self, game: Callable[[], Game], replace: Callable[[Game], None], guard: Guard, *,
                 server_files: bool = True) -> None:
        self._game, self._replace, self._guard = game, replace, guard
        self.server_files = bool(server_files)
        self.path = W.Text(value="lemmings-game.json")
        self.save_button = W.Button(layout=W.Layout(width="auto"))
        self.load_button = W.Button(layout=W.Layout(width="auto"))
        self.save_button.on_click(lambda _b: guard(self.save_button.description, self.save, changes=False))
        self.load_button.on_click(lambda _b: guard(self.load_button.description, self.load))
        self.upload = W.FileUpload(accept=".json", multiple=False)
        self.upload.observe(lambda ch: guard(self.upload.description, self._on_upload, ch["new"]), "value")
        self.download = W.HTML()
        self._link: tuple[str, str] | None = None  # the download link's file name and target, to relabel it
        row = [self.path, self.save_button, self.load_button] if self.server_files else [self.save_button]
        self.box = W.VBox([W.HBox(row, layout=W.Layout(flex_flow="row wrap")), self.upload, self.download])
        self.label()

    def label(self) -> None:
        """The labels and tooltips, in the current language."""
        self.path.description = tr("File")
        self.save_button.description = tr("Save")
        self.save_button.tooltip = (tr("Write the game (JSON) to the file and refresh the download link")
                                    if self.server_files else tr("Put the game (JSON) in the download link below"))
        self.load_button.description, self.load_button.tooltip = tr("Load"), tr("Read a saved game from the file")
        self.upload.description = tr("Upload save")
        if self._link is not None:
            self.download.value = self._link_html()

    def _link_html(self) -> str:
        name, href = self._link or ("", "")
        link, note = tr("Download {name}", name=name), tr("(the game as of the last Save)")
        return f'<a download="{name}" href="{href}">{link}</a> {note}'

    def save(self, path: str | Path | None = None) -> str:
        """Save the game as JSON to ``path`` (default: the File box) and refresh the download
        link. Returns the path written ("" when only the link was refreshed: ``server_files=False``
        and no ``path``)."""
        game = self._game()
        if path is None and not self.server_files:
            target = Path("lemmings-game.json")
        else:
            target = Path(path if path is not None else self.path.value)
            game.save(target)
        data = base64.b64encode(game.to_json(indent=1).encode("utf-8")).decode("ascii")
        name = html.escape(target.name or "lemmings-game.json")
        self._link = (name, f"data:application/json;base64,{data}")
        self.download.value = self._link_html()
        n = len(game.history)
        if path is None and not self.server_files:
            self._guard.say(trn("The download link below holds {n} decision.", "The download link below holds {n} decisions.",
                               n, n=n), "ok")
            return ""
        self._guard.say(trn("Saved {n} decision to {path}.", "Saved {n} decisions to {path}.", n, n=n, path=str(target)),
                       "ok")
        return str(target)

    def load(self, path: str | Path | None = None) -> Game:
        """Load a saved game from ``path`` (default: the File box); it replaces the view's game."""
        if path is None and not self.server_files:
            raise SaveError(tr("(no file)"), tr("(file)"), tr("this view reads saves only from an upload"))
        source = path if path is not None else self.path.value
        game = Game.load(Path(source))
        self._replace(game)
        self._guard.say(tr("Loaded {source}: {game}", source=str(source), game=repr(game)), "ok")
        return game

    def load_json(self, text: str, source: str = "<upload>") -> Game:
        """Load a saved game from JSON text; it replaces the view's game."""
        game = Game.from_json(text, source=source)
        self._replace(game)
        self._guard.say(tr("Loaded {source}: {game}", source=source, game=repr(game)), "ok")
        return game

    def _on_upload(self, value: Any) -> None:
        if not value:
            return
        try:  # every failure, even a file that is not text, must reset the upload below
            item = value[0] if isinstance(value, (list, tuple)) else next(iter(value.values()))
            name = str(item.get("name", "<upload>"))
            self.load_json(decode(bytes(item["content"]), name, SaveError, max_bytes=MAX_SAVE_BYTES), source=name)
        finally:
            self.upload.value = ()  # so that the same file can be uploaded again


__all__ = ["FilesPanel"]
