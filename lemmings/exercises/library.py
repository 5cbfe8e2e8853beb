"""The hand-written exercise set: positions stored as scenario files, questions stored as data.

``data/set.json`` lists the exercises in teaching order. Each entry names a rule section, a
kind, a scenario (``"kit:<name>"`` for the scenario library :mod:`lemmings.scenarios`, which
holds the rulebook's examples and one position per card, or ``"<name>"`` for a file in
``data/``), the choices to make first (``steps``), the builder's parameters and a short
note for the learner. Only the question is written by hand: every answer key is computed by
the same builders the generators use, from the engine.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from importlib import resources
from typing import Any

from .. import scenarios
from ..game import Game
from ..options import parse_option
from .carding import build_card_effect, build_playable
from .core import SECTIONS, Exercise
from .counting import build_winner
from .eagling import build_feast, build_flight, build_resupply, build_scatter
from .moving import build_dive, build_illegal, build_moves

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
        raise ValueError(f"unknown exercise kind {kind!r} in the hand-written set")
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
        entries = [e for e in entries if e["id"] == id]
        if not entries:
            raise ValueError(f"no hand-written exercise {id!r}; ids: {', '.join(handwritten_ids())}")
    if section is not None:
        if section not in SECTIONS:
            raise ValueError(f"no rule section {section!r}; sections: {', '.join(SECTIONS)}")
        entries = [e for e in entries if e["section"] == section]
    out = []
    for e in entries:
        game = position(e["scenario"], e.get("steps", []))
        common = {"level": e.get("level", 1), "source": f"scenario {e['scenario']}", "section": e["section"]}
        ex = _build(e["kind"], game, e.get("params", {}), common)
        ex.id = e["id"]
        if e.get("title"):
            ex.title = e["title"]
        if e.get("note"):
            ex.question = f"{e['note']} {ex.question}"
        out.append(ex)
    return out


__all__ = ["handwritten", "handwritten_ids", "load_handwritten", "position"]
