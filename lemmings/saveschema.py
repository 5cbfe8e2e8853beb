"""The save-file format as a JSON Schema, checked before anything is built from a save.

:func:`validate` runs the declarative schema (``jsonschema``) over the whole document and
raises :class:`~gamecore.errors.SaveError` whose ``field`` is the JSON path of the first
problem (``$.state.start[0]``). Every list, object and string length is checked before the
schema runs, so an oversized list costs one ``len``, not a check of each item. What a
schema cannot say (a player number below the number of players, lemmings in one place each,
cards adding up) is checked afterwards by :mod:`lemmings.savefile` and
:mod:`lemmings.invariants`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import cache
from itertools import islice
from typing import TYPE_CHECKING, Any

from gamecore.errors import SaveError
from gamecore.i18n import Message, lazy, render, tr
from gamecore.limits import MAX_HISTORY

from .board import EAGLES, ZONE_LETTERS
from .cards import GAME_OVER
from .invariants import MAX_DIVE, MAX_TURN, TASK_ARGS
from .state import PELLET_KINDS

if TYPE_CHECKING:
    from jsonschema.exceptions import ValidationError

FORMAT = "leaping-lemmings/1"
MAX_PLAYERS = 6
#: Generous caps on list lengths, so a hostile file cannot make the loader do much work.
MAX_LIST, MAX_LOG = 200, 100_000
#: The best error is chosen among the first this many (a save within every cap but wrong in each of its
#: 16,000 task arguments took 1 s to refuse when all of them were collected and compared).
MAX_ERRORS = 50

_int = {"type": "integer"}
_count = {"type": "integer", "minimum": 0, "maximum": 1000}
_bool = {"type": "boolean"}
_name = {"type": "string", "maxLength": 60}
_player = {"type": "integer", "minimum": 0, "maximum": MAX_PLAYERS - 1}
_card_player = {"type": "integer", "minimum": -1, "maximum": MAX_PLAYERS - 1}  # -1: a chaos card nobody played


def _list(item: dict, max_items: int = MAX_LIST) -> dict:
    return {"type": "array", "items": item, "maxItems": max_items}


def _per_player(item: dict) -> dict:
    return {"type": "array", "items": item, "minItems": 2, "maxItems": MAX_PLAYERS}


def _object(props: dict[str, dict], required: tuple[str, ...] | None = None) -> dict:
    return {"type": "object", "properties": props, "required": list(props if required is None else required),
            "additionalProperties": False}


_movement_card = {"oneOf": [{"type": "integer", "minimum": 2, "maximum": 5}, {"const": GAME_OVER}]}
_pellets = _object({k: _count for k in PELLET_KINDS})
_card_pair = {"type": "array", "prefixItems": [_name, _card_player], "minItems": 2, "maxItems": 2}
_small = {"type": "integer", "minimum": -1, "maximum": 100}
_task_arg: dict = {"anyOf": [_name, _small, _list({"anyOf": [_name, _small]}, 40)]}

CONFIG = _object({
    "board": {"anyOf": [{"const": "default"}, {"type": "object"}]},
    "players": {"type": "integer", "minimum": 2, "maximum": MAX_PLAYERS},
    "clans": _per_player(_name),
    "variants": {**_list(_name, 3), "uniqueItems": True},
    "die": {**_list({"type": "integer", "minimum": 0, "maximum": 6}, 20), "minItems": 1},
    "seed": {"type": "integer", "minimum": -(2**63), "maximum": 2**63},
    "chance": {"enum": ["seeded", "explicit"]},
    "reading": _name,  # which rulebook's reading; the value is checked by the save reader
}, required=("players", "clans", "variants", "die", "seed"))

STATE = _object({
    "config": CONFIG,
    "chance": {"type": "integer", "minimum": 0, "maximum": 2**63},
    "turn": {"type": "integer", "minimum": 1, "maximum": MAX_TURN},
    "eagle_player": _player,
    "eagles": _object({e: _object({"zone": {"enum": list(ZONE_LETTERS)}, "hunting": _bool}) for e in EAGLES}),
    "dice": {"anyOf": [{"type": "null"}, _object({e: {"type": "integer", "minimum": 0, "maximum": 6} for e in EAGLES})]},
    "deck": _list(_movement_card, 40),
    "card": {"anyOf": [{"type": "null"}, {"type": "integer", "minimum": 2, "maximum": 5}]},
    "movement_discard": _list(_movement_card, 40),
    "stacks": {"type": "object", "maxProperties": 60,
               "additionalProperties": {**_list(_name, 5), "minItems": 1}},
    "start": _list(_name, 60),
    "chow": _list(_name, 60),
    "dives": {"type": "object", "maxProperties": 60,
              "additionalProperties": {"type": "integer", "minimum": 1, "maximum": MAX_DIVE}},
    "board_pellets": {"type": "object", "maxProperties": 40, "additionalProperties": {"enum": list(PELLET_KINDS)}},
    "reserve": _pellets,
    "held": _per_player(_pellets),
    "favour_box": _count,
    "hands": _per_player(_list(_name, 40)),
    "undealt": _list(_name, 40),
    "sa_discard": _list(_card_pair, 40),
    "clan_card_used": _per_player(_bool),
    "sa_pile": _list(_name, 40),
    "sa_played": _per_player(_list(_name, 40)),
    "played_count": _per_player(_count),
    "turn_state": _object({
        "order": _list(_player, MAX_PLAYERS), "caution": _list(_player, MAX_PLAYERS),
        **{k: _per_player(_bool) for k in ("plus_one", "its_a_5", "quick_start", "exchanged", "played")},
        "mine": _bool, "turn_discards": _list(_card_pair, 40),
    }),
    "tasks": _list({"type": "array", "minItems": 1, "maxItems": 5,
                    "prefixItems": [{"enum": sorted(TASK_ARGS)}], "items": _task_arg}, 100),
    "over": _bool,
    "log": {"type": "array", "maxItems": MAX_LOG},  # its items are checked in Python below (speed)
})

SAVE = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "type": "object",
    "properties": {
        "format": {"const": FORMAT},
        "state": STATE,
        "initial": STATE,
        "history": {"type": "array", "maxItems": MAX_HISTORY},  # items checked in Python below (speed)
        # fresh luck dealt after an undo (lemmings.redraw): [position in the history, salt] pairs
        "redraws": {"type": "array", "maxItems": MAX_HISTORY,
                    "items": {"type": "array", "minItems": 2, "maxItems": 2,
                              "prefixItems": [{"type": "integer", "minimum": 0}, {"type": "integer", "minimum": 0,
                                                                                   "maximum": 2**62 - 1}]}},
    },
    "required": ["format", "state"],
    "additionalProperties": False,
}



@cache
def _validators() -> tuple[Any, Any, Callable[[Iterable[ValidationError]], ValidationError | None]]:
    """The validators of :data:`SAVE` and :data:`STATE`, and jsonschema's ``best_match``."""
    # jsonschema is imported when the first save is read, not with the kit: where rfc3987-syntax is
    # installed (JupyterLab's extras bring it), importing jsonschema builds that package's grammar,
    # about a second and 140,000 objects that every full garbage collection then walks, in every
    # process, even one that never reads a save (`import lemmings`: 1.3 s -> 0.3 s).
    import jsonschema  # lazy: a heavy import that only save files need (see the comment above)

    return (jsonschema.Draft202012Validator(SAVE), jsonschema.Draft202012Validator(STATE),
            jsonschema.exceptions.best_match)

#: JSON Schema's type names in words (translated when an error is raised).
_TYPE_WORDS: dict[str, Message | str] = {
    "integer": lazy("a whole number"), "string": lazy("a string"), "array": lazy("a list"), "object": lazy("an object"),
    "boolean": lazy("true or false"), "null": "null", "number": lazy("a number")}


def validate(data: Any, source: str = "<save>") -> None:
    """Check a whole save document against :data:`SAVE`; raise :class:`SaveError` at the first problem."""
    if isinstance(data, dict) and data.get("format") != FORMAT:  # another kind of file: say so first
        raise SaveError(source, "$.format", tr("must be {expected}, not {value}", expected=repr(FORMAT),
                                               value=_kind(data.get("format"))))
    _check_lengths(SAVE, data, "$", source)
    whole, _, best_match = _validators()
    error = best_match(islice(whole.iter_errors(data), MAX_ERRORS))
    if error is not None:
        raise SaveError(source, error.json_path, _reason(error))
    _strings(data.get("history", []), 200, source, "$.history")
    for key in ("state", "initial"):
        if key in data:
            _strings(data[key]["log"], 2000, source, f"$.{key}.log")


def validate_state(data: Any, source: str = "<save>", path: str = "$") -> None:
    """Check one state document against :data:`STATE` (used for a state given on its own)."""
    _check_lengths(STATE, data, path, source)
    _, one, best_match = _validators()
    error = best_match(islice(one.iter_errors(data), MAX_ERRORS))
    if error is not None:
        raise SaveError(source, path + error.json_path[1:], _reason(error))
    _strings(data["log"], 2000, source, f"{path}.log")


def _check_lengths(schema: dict, value: Any, path: str, source: str) -> None:
    """Refuse the first list, object or string longer than ``schema`` allows, before any item
    is looked at: jsonschema checks every item of a list before it reports the list too long
    (a die of 10**6 faces took 8 s to refuse, a hand of 300,000 cards 2 s).

    Only the lengths are read, and a container's items only once its own length is in bounds,
    so the walk follows the schema (a few levels), never the data's depth or size.
    """
    for key in ("anyOf", "oneOf"):  # follow the one branch of the value's type, if only one has it
        if key in schema:
            branches = [b for b in schema[key] if _of_type(value, b)]
            if len(branches) == 1:
                _check_lengths(branches[0], value, path, source)
            return
    if not _of_type(value, schema):
        return  # the schema reports a wrong type
    if isinstance(value, str):
        if len(value) > schema.get("maxLength", len(value)):
            raise SaveError(source, path, tr("is longer than {n} characters", n=schema["maxLength"]))
        return
    limit = schema.get("maxItems" if isinstance(value, list) else "maxProperties", len(value))
    if len(value) > limit:
        raise SaveError(source, path, tr("holds {n} entries; at most {limit} allowed", n=len(value), limit=limit))
    if isinstance(value, list):
        first, rest = schema.get("prefixItems", []), schema.get("items")
        for i, item in enumerate(value if first or rest else ()):
            sub = first[i] if i < len(first) else rest
            if isinstance(sub, dict):
                _check_lengths(sub, item, f"{path}[{i}]", source)
        return
    known, rest = schema.get("properties", {}), schema.get("additionalProperties")
    for k, item in value.items():
        sub = known.get(k, rest)
        if isinstance(sub, dict):
            _check_lengths(sub, item, _json_path(path, k), source)


def _of_type(value: Any, schema: dict) -> bool:
    """Whether ``value`` is a list, object or string of the type ``schema`` names."""
    kind = {"array": list, "object": dict, "string": str}.get(schema.get("type", ""))
    return kind is not None and isinstance(value, kind)


def _json_path(path: str, key: str) -> str:
    """``path`` and an object key, written as jsonschema writes its error paths (a key cut short)."""
    key = key if len(key) <= 40 else key[:40] + "…"
    if re.fullmatch(r"[A-Za-z][A-Za-z0-9_]*", key):
        return f"{path}.{key}"
    return path + "['" + key.replace("\\", "\\\\").replace("'", "\\'") + "']"


def _strings(items: list, max_length: int, source: str, path: str) -> None:
    """Long lists of strings (history, log) are checked here: the schema would be ~50x slower."""
    for i, item in enumerate(items):
        if not isinstance(item, str) or len(item) > max_length:
            raise SaveError(source, f"{path}[{i}]", tr("must be a string of at most {n} characters", n=max_length))


def _reason(error: ValidationError) -> str:
    """The schema failure in the kit's words (in the current language), without echoing a
    possibly huge value; jsonschema's own English message is used only for a case the save
    schema never produces."""
    v, want, value = error.validator, error.validator_value, error.instance
    if v == "type":
        kinds = [want] if isinstance(want, str) else list(want)
        words = [render(_TYPE_WORDS.get(k, k)) for k in kinds]
        expected = words[0]
        for word in words[1:]:
            expected = tr("{first} or {second}", first=expected, second=word)
        return tr("must be {expected}, not {value}", expected=expected, value=_kind(value))
    if v == "enum":
        return tr("must be one of {values}", values=", ".join(map(str, want)))
    if v == "const":
        return tr("must be {expected}", expected=repr(want))
    if v == "required":
        missing = next((k for k in want if k not in value), want[0]) if isinstance(value, dict) else want[0]
        return tr("{field} is missing", field=repr(missing))
    if v == "additionalProperties":
        known = error.schema.get("properties", {})
        extra = [k for k in value if k not in known] if isinstance(value, dict) else []
        return tr("has an unknown field: {fields}", fields=", ".join(repr(k) for k in extra)[:120])
    if v == "minimum":
        return tr("must be at least {limit}", limit=want)
    if v == "maximum":
        return tr("must be at most {limit}", limit=want)
    if v == "minItems":
        return tr("holds {n} entries; at least {limit} allowed", n=len(value), limit=want)
    if v in ("maxItems", "maxProperties"):
        return tr("holds {n} entries; at most {limit} allowed", n=len(value), limit=want)
    if v == "maxLength":
        return tr("is longer than {n} characters", n=want)
    if v == "uniqueItems":
        return tr("lists an entry twice")
    if v in ("anyOf", "oneOf"):
        return tr("{value} is not allowed here", value=_kind(value))
    return str(error.message)[:200]


def _kind(value: Any) -> str:
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, (int, float)):
        return repr(value) if len(repr(value)) < 30 else tr("a huge number")
    if isinstance(value, str):
        return repr(value) if len(value) < 30 else tr("a long string")
    if isinstance(value, dict):
        return tr("an object")
    if isinstance(value, list):
        return tr("a list")
    return "null" if value is None else type(value).__name__
