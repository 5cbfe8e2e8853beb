"""A library of named positions written in the scenario format (:mod:`lemmings.scenario`).

>>> from lemmings import scenarios
>>> "rulebook_eagle" in scenarios.list()
True
>>> game = scenarios.load("rulebook_eagle")
"""

from __future__ import annotations

import builtins
from importlib import resources

from ..errors import ScenarioError
from ..game import Game
from ..i18n import tr

_SUFFIX = ".txt"


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
    """The scenario's ``name:`` line, or its file name."""
    for line in text(name).splitlines():
        key, _, value = line.partition(":")
        if key.strip().lower() == "name":
            return value.split("#", 1)[0].strip()
    return name


def load(name: str) -> Game:
    """Build the named scenario as a :class:`~lemmings.Game`."""
    return Game.from_scenario(text(name), name=f"scenarios/{name}{_SUFFIX}")
