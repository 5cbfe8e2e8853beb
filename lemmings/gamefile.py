"""A game's save document, written and read: its current state, and for a game with a history
also its initial state, its choices and the redraws made among them (:mod:`lemmings.redraw`).

:class:`lemmings.Game` replays what :func:`read_game` returns and checks that the replay gives
the saved state; everything that can be checked without replaying is checked here, each
problem a :class:`~gamecore.errors.SaveError` naming its field.
"""

from __future__ import annotations

import json
from typing import Any, NamedTuple

from gamecore.errors import SaveError
from gamecore.i18n import tr

from .savefile import FORMAT, read_save, state_from_dict, state_to_dict
from .state import State
from .steps import STEPS, settle

__all__ = ["SavedGame", "game_json", "read_game"]


class SavedGame(NamedTuple):
    """What a save holds: ``initial`` is ``None`` for a position saved without its history."""

    state: State
    initial: State | None
    history: list[str]
    redraws: dict[int, int]


def game_json(state: State, initial: State | None, history: list[str], redraws: dict[int, int],
              indent: int | None = None) -> str:
    """The save document as JSON text (the redraws made at a position before the last choice)."""
    data: dict[str, Any] = {"format": FORMAT, "state": state_to_dict(state)}
    if initial is not None:  # a search copy saves its position only
        data.update(initial=state_to_dict(initial), history=list(history))
        made = sorted((i, salt) for i, salt in redraws.items() if i < len(history))
        if made:  # fresh luck dealt after an undo: replaying the save deals it again
            data["redraws"] = [list(pair) for pair in made]
    return json.dumps(data, indent=indent, ensure_ascii=False)


def read_game(text: str, source: str) -> SavedGame:
    """Read a save document: schema, both states (each one must be resumable), history and redraws."""
    data = read_save(text, source)
    state = state_from_dict(data["state"], source, path="$.state", schema=False)
    _resumable(state, source, "$.state")
    if "initial" not in data:
        return SavedGame(state, None, [], {})
    initial = state_from_dict(data["initial"], source, path="$.initial", schema=False)
    _resumable(initial, source, "$.initial")
    history = data.get("history", [])
    if not isinstance(history, list) or not all(isinstance(h, str) for h in history):
        raise SaveError(source, "history", tr("must be a list of option texts"))
    return SavedGame(state, initial, history, _redraws(data.get("redraws", []), len(history), source))


def _redraws(pairs: list[list[int]], choices: int, source: str) -> dict[int, int]:
    """A save's redraws (``[position, salt]`` pairs, their shape checked by the schema) as a dict:
    one at most per position, each before one of the history's choices."""
    out: dict[int, int] = {}
    for n, (position, salt) in enumerate(pairs):
        if position >= choices or position in out:
            raise SaveError(source, f"$.redraws[{n}]", tr("a redraw is made once per position, before one of the "
                                                         "history's {n} choices, not at position {position}",
                                                         n=choices, position=position))
        out[position] = salt
    return out


def _resumable(state: State, source: str, field: str) -> None:
    """A loaded state must be able to compute its next decision."""
    probe = state.copy()
    try:
        nxt = settle(probe)
        if nxt is not None:
            STEPS[nxt[0][0]].player(probe, nxt[0])
    except Exception as exc:  # noqa: BLE001  (any failure means the saved agenda is inconsistent)
        raise SaveError(source, f"{field}.tasks", tr("the saved agenda cannot be resumed ({error})",
                                                     error=f"{type(exc).__name__}: {exc}")) from None
    if not probe.over and nxt is None:
        raise SaveError(source, f"{field}.tasks", tr("the game is not over but nothing is left to do"))
