"""Reading a save of Le grand plongeon: every field checked before anything is built from it.

A save is the setup (players, seed, rules, the track when not the default, an arrangement)
plus the list of choices (a save whose rules do not name ``start_push`` predates that option
and keeps its old reading, pushing from the start forbidden); :meth:`plongeon.Game.from_json` replays the choices. The
text goes through the kit's shared input layer (:func:`gamecore.inputs.load_json`): the same
size, nesting and digit caps as Leaping Lemmings' saves, a leading BOM ignored, anything but
``str`` refused, and a key named twice refused. Every problem is a
:class:`~gamecore.errors.SaveError` naming the field.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from gamecore import limits
from gamecore.errors import BoardError, SaveError
from gamecore.hexcore import DuplicateKey, no_duplicate_keys
from gamecore.i18n import tr
from gamecore.inputs import load_json
from gamecore.limits import MAX_OPTION_TEXT

from .cards import Rules
from .track import Track

FORMAT = "plongeon-1"
#: The fields of a save; any other is refused.
FIELDS = ("format", "players", "seed", "rules", "choices", "track", "arrange")
#: At most this many choices, as in a Leaping Lemmings save (a real race takes a few hundred).
MAX_CHOICES = limits.MAX_HISTORY
#: The seed is a signed 64-bit number, as in Leaping Lemmings.
SEED_RANGE = limits.SEED_RANGE


@dataclass(frozen=True)
class SaveData:
    """A save's fields, each of the right type (the arrangement and the choices are checked
    against the rules when the game is built and replayed)."""

    players: int
    seed: int
    rules: Rules
    track: Track | None
    arrange: dict[str, Any] | None
    choices: tuple[str, ...]


def read_save(text: Any, source: str = "<json>") -> SaveData:
    """Parse save text and check every field's type and range; :class:`SaveError` otherwise."""
    try:
        data = load_json(text, source, SaveError, object_pairs_hook=no_duplicate_keys,
                         max_chars=limits.MAX_SAVE_BYTES)
    except DuplicateKey as exc:
        raise SaveError(source, str(exc)[:80], tr("the key appears twice")) from None
    if not isinstance(data, dict):
        raise SaveError(source, "(top level)", tr("must be a JSON object"))
    if data.get("format") != FORMAT:
        raise SaveError(source, "format", tr("must be {expected}, not {value}", expected=repr(FORMAT),
                                             value=f"{data.get('format')!r:.60}"))
    extra = [k for k in data if k not in FIELDS]
    if extra:
        raise SaveError(source, "(top level)", tr("has an unknown field: {fields}",
                                                  fields=", ".join(repr(k) for k in extra)[:120]))
    players = _whole(data, "players", source, 2, 5)
    seed = _whole(data, "seed", source, *SEED_RANGE)
    return SaveData(players, seed, _rules(data.get("rules", {}), source), _track(data, source), _arrange(data, source),
                    _choices(data.get("choices", []), source))


def _whole(data: Mapping[str, Any], key: str, source: str, low: int, high: int) -> int:
    if key not in data:
        raise SaveError(source, key, tr("{field} is missing", field=repr(key)))
    value = data[key]
    if not isinstance(value, int) or isinstance(value, bool):
        raise SaveError(source, key, tr("must be a whole number"))
    if not low <= value <= high:
        raise SaveError(source, key, tr("{name} must be from {low} to {high}, not {value}", name=key, low=low, high=high,
                                        value=value))
    return value


def _rules(raw: Any, source: str) -> Rules:
    if not isinstance(raw, dict):
        raise SaveError(source, "rules", tr("must be a JSON object"))
    # Saves written before the start_push option do not name it, and were played under the
    # reading that forbids pushing from the start: they replay under that reading.
    raw = {"start_push": False, **raw}
    try:
        return Rules.from_dict(raw)
    except (TypeError, ValueError) as exc:
        raise SaveError(source, "rules", str(exc)) from None


def _track(data: Mapping[str, Any], source: str) -> Track | None:
    if "track" not in data:
        return None
    raw = data["track"]
    if not isinstance(raw, dict):
        raise SaveError(source, "track", tr("must be a JSON object"))
    try:
        return Track(raw, f"{source}: track")
    except BoardError as exc:
        raise SaveError(source, f"track.{exc.field}", exc.reason) from None


def _arrange(data: Mapping[str, Any], source: str) -> dict[str, Any] | None:
    raw = data.get("arrange")
    if raw is not None and not isinstance(raw, dict):
        raise SaveError(source, "arrange", tr("must be an object (see plongeon.position)"))
    return raw or None


def _choices(raw: Any, source: str) -> tuple[str, ...]:
    if not isinstance(raw, list):
        raise SaveError(source, "choices", tr("must be a list of option texts"))
    if len(raw) > MAX_CHOICES:  # the length first: a long list is refused before any item is read
        raise SaveError(source, "choices", tr("holds {n} entries; at most {limit} allowed", n=f"{len(raw):,}",
                                              limit=f"{MAX_CHOICES:,}"))
    for i, choice in enumerate(raw):
        if not isinstance(choice, str):
            raise SaveError(source, f"choices[{i}]", tr("must be a list of option texts"))
        if len(choice) > MAX_OPTION_TEXT:
            raise SaveError(source, f"choices[{i}]", tr("is longer than {n} characters", n=MAX_OPTION_TEXT))
    return tuple(raw)


__all__ = ["FORMAT", "FIELDS", "MAX_CHOICES", "SEED_RANGE", "SaveData", "read_save"]
