"""A library of named positions written in the scenario format (:mod:`lemmings.scenario`).

>>> from lemmings import scenarios
>>> "rulebook_eagle" in scenarios.list()
True
>>> game = scenarios.load("rulebook_eagle")

A scenario's title (its ``name:`` line) and the paragraphs of its ``#`` comments are texts for the
learner: :func:`title` and :func:`notes` give them in the current language. The catalogs hold
them in the context ``"scenario"`` (:func:`extract` is the extractor ``babel.cfg`` names for the
scenario files), so ``make messages`` finds a new or changed one.
"""

from __future__ import annotations

import builtins
from collections.abc import Iterator
from importlib import resources
from typing import IO, Any

from gamecore.errors import ScenarioError
from gamecore.i18n import Message, tr

from ..game import Game

_SUFFIX = ".txt"
#: The catalogs' context for the library's titles and notes.
CONTEXT = "scenario"


def list() -> builtins.list[str]:  # noqa: A001  (the public name the kit promises)
    """Names of every scenario in the library, sorted."""
    return sorted(p.name[: -len(_SUFFIX)] for p in resources.files(__name__).iterdir() if p.name.endswith(_SUFFIX))


def text(name: str) -> str:
    """The scenario's source text. ``name`` must be one of :func:`list` (never a path)."""
    if not isinstance(name, str) or name not in list():
        shown = repr(name)[:60]
        raise ScenarioError("scenarios", "(name)", tr("no scenario called {name} (a library name, not a path); "
                                                      "available: {names}", name=shown, names=", ".join(list())))
    return (resources.files(__name__) / f"{name}{_SUFFIX}").read_text(encoding="utf-8")


def title(name: str) -> str:
    """The scenario's ``name:`` line in the current language, or its file name."""
    for _, kind, words in _texts(text(name)):
        if kind == "title":
            return _translated(words)
    return name


def notes(name: str) -> builtins.list[str]:
    """The scenario's comments in the current language, one paragraph (a run of ``#`` lines) each."""
    return [_translated(words) for _, kind, words in _texts(text(name)) if kind == "note"]


def _translated(words: str) -> str:
    return Message(words, {}, context=CONTEXT).render()


def _texts(source: str) -> Iterator[tuple[int, str, str]]:
    """``(line number, "title" or "note", text)`` for the ``name:`` line and each comment paragraph."""
    para: builtins.list[str] = []
    start = 0
    for number, line in enumerate([*source.splitlines(), ""], start=1):
        if line.startswith("#"):
            start = start or number
            para.append(line[1:].strip())
            continue
        if para:
            yield start, "note", " ".join(para)
            para, start = [], 0
        key, _, value = line.partition(":")
        if key.strip().lower() == "name":
            yield number, "title", value.split("#", 1)[0].strip()


def extract(fileobj: IO[bytes], keywords: Any, comment_tags: Any, options: Any) -> Iterator[tuple[int, str, Any, list]]:
    """Babel's extractor for scenario files (named in ``babel.cfg``): each title and note, as ``trc``
    texts in the context :data:`CONTEXT`."""
    for number, _, words in _texts(fileobj.read().decode("utf-8")):
        yield number, "trc", (CONTEXT, words), []


def load(name: str) -> Game:
    """Build the named scenario as a :class:`~lemmings.Game`."""
    return Game.from_scenario(text(name), name=f"scenarios/{name}{_SUFFIX}")
