"""The hand-written exercise set: positions stored as scenario files, questions stored as data.

``data/set.json`` lists the exercises in teaching order. Each entry names a rule section, a
kind, a scenario (``"kit:<name>"`` for the scenario library :mod:`lemmings.scenarios`, which
holds the rulebook's examples and one position per card, or ``"<name>"`` for a file in
``data/``), the choices to make first (``steps``) and the builder's parameters; the short note
for the learner (and a title, for a few) is a message in :mod:`lemmings.exercises.notes`, so
that it reads in the learner's language. Only the note is written by hand: every question and
answer key is made by the same builders the generators use, from the engine.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from importlib import resources
from typing import Any

from gamecore.arguments import shown, text
from gamecore.errors import ArgumentError
from gamecore.i18n import render, tr

from .. import scenarios
from ..game import Game
from ..options import parse_option
from .carding import build_card_effect, build_playable
from .core import SECTIONS, Exercise
from .counting import build_winner
from .eagling import build_feast, build_flight, build_resupply, build_scatter
from .moving import build_dive, build_illegal, build_moves
from .notes import NOTES, TITLES

_DATA = resources.files(__package__) / "data"
_KIT = "kit:"


def _build(kind: str, game: Game, params: dict[str, Any], common: dict[str, Any]) -> Exercise:
    builders: dict[str, Callable[[], Exercise]] = {
        "moves": lambda: build_moves(game, params["lemming"], **common),
        "dive": lambda: build_dive(game, params["lemming"], **common),
        "illegal": lambda: build_illegal(game, parse_option(params["bad"]), [parse_option(m) for m in params["legal"]],
                                         **common),
        "flight": lambda: build_flight(game, params["eagle"], game.state.dice[params["eagle"]], **common),
        "feast": lambda: build_feast(game, **common),
        "scatter": lambda: build_scatter(game, params["lemming"], **common),
        "resupply": lambda: build_resupply(game, **common),
        "playable": lambda: build_playable(game, params["card"], **common),
        "card_effect": lambda: build_card_effect(game, params["card"], seed=params.get("seed", 0),
                                                 choices=params.get("choices", 3), **common),
        "winner": lambda: build_winner(game, **common),
    }
    if kind not in builders:
        raise ValueError(tr("unknown exercise kind {kind} in the hand-written set", kind=repr(kind)))
    return builders[kind]()


def position(scenario: str, steps: list[str] = ()) -> Game:
    """The game a scenario describes, after the given choices."""
    if scenario.startswith(_KIT):
        game = scenarios.load(scenario[len(_KIT):])
    else:
        ref = _DATA / f"{scenario}.txt"
        game = Game.from_scenario(ref.read_text(encoding="utf-8"), name=f"exercises/data/{scenario}.txt")
    for choice in steps:
        game.apply(choice)
    return game


def load_handwritten() -> list[dict[str, Any]]:
    """The raw entries of ``data/set.json``."""
    return json.loads((_DATA / "set.json").read_text(encoding="utf-8"))


def handwritten_ids() -> list[str]:
    """The ids of the hand-written exercises, in teaching order."""
    return [e["id"] for e in load_handwritten()]


def handwritten(section: str | None = None, *, id: str | None = None) -> list[Exercise]:  # noqa: A002
    """The hand-written exercises (of one rule ``section``, or the one with ``id``), in order."""
    entries = load_handwritten()
    if id is not None:
        entries = [e for e in entries if e["id"] == text(id, "id")]
        if not entries:
            raise ArgumentError(tr("no hand-written exercise {id}; ids: {ids}", id=shown(id), ids=", ".join(handwritten_ids())))
    if section is not None:
        if text(section, "section") not in SECTIONS:
            raise ArgumentError(tr("no rule section {section}; sections: {sections}", section=shown(section),
                                   sections=", ".join(SECTIONS)))
        entries = [e for e in entries if e["section"] == section]
    out = []
    for e in entries:
        game = position(e["scenario"], e.get("steps", []))
        common = {"level": e.get("level", 1), "source": tr("scenario {name}", name=e["scenario"]),
                  "section": e["section"]}
        ex = _build(e["kind"], game, e.get("params", {}), common)
        ex.id = e["id"]
        if ex.id in TITLES:
            ex.title = render(TITLES[ex.id])
        if ex.id in NOTES:
            ex.question = f"{render(NOTES[ex.id])} {ex.question}"
            ex.typed = f"{render(NOTES[ex.id])} {ex.typed}" if ex.typed else ""
        out.append(ex)
    return out


__all__ = ["handwritten", "handwritten_ids", "load_handwritten", "position"]
