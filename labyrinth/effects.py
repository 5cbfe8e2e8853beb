"""The small vocabulary of effects that Labyrinth's component files are written in.

A trap, an item, an event or a character never carries code: it lists effects such as
``{"effect": "lose_lives", "amount": 2}``, and the engine (:mod:`labyrinth.rules`) interprets
them. This module only knows the words and their arguments, so the loader can refuse a
file that uses an unknown word or a wrong argument, naming the field.

Two families:

* **one-shot** effects happen once to one character (a failed trap roll, an event's
  single-use effect): ``lose_lives``, ``gain_lives``, ``stun``, ``to_start``,
  ``skip_actions``, ``golem_to_centre``, ``activate_crystal``;
* **lasting** effects hold while their bearer holds them (an item carried, a character's
  card, an event on the central tile): ``test_bonus``, ``forbid``, ``combat_damage``.

A character's active abilities use the one-shot words plus three of their own (:data:`ABILITY`):
``remove_tile``, ``place_token`` (one of the character's ability tokens) and ``change_character``.

A character's or an item's **triggers** act inside a test or a combat, at one of :data:`MOMENTS`, with the
words of :data:`TRIGGER`: ``roll_bonus`` and ``reroll`` on a roll that fails (or loses a combat so far),
``extra_damage``, ``lose_all_lives`` and ``less_damage`` on the lives a combat's loser loses, and the one-shot
words on the trigger's owner once a combat is won or lost.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gamecore.arguments import shown
from gamecore.i18n import tr

#: The tests a bonus can apply to (the rulebook's pruebas): combat, jump, trap and Golem.
TESTS = ("combat", "jump", "trap", "golem")
#: The activities a lasting effect can forbid. Rest and movement are left out on purpose: a
#: stunned character may only rest, and a character on its start tile must move first, so
#: forbidding either could leave a player with nothing to do.
FORBIDDABLE = ("risky_jump", "safe_jump", "combat", "trap", "build", "crystal", "ability")

#: ``{word: {argument: (kind, low, high) or ("choice", values)}}``.
ONE_SHOT: dict[str, dict[str, tuple[Any, ...]]] = {
    "lose_lives": {"amount": ("int", 1, 4)},
    "gain_lives": {"amount": ("int", 1, 4)},
    "stun": {"amount": ("int", 1, 3)},
    "to_start": {},
    "skip_actions": {"amount": ("int", 1, 2)},
    "golem_to_centre": {},
    "activate_crystal": {},
}
LASTING: dict[str, dict[str, tuple[Any, ...]]] = {
    "test_bonus": {"test": ("choice", TESTS), "amount": ("int", -3, 3)},
    "forbid": {"activity": ("choice", FORBIDDABLE)},
    "combat_damage": {"amount": ("int", 1, 4)},
}

#: What an active ability may do: any one-shot word (on the character itself or on a chosen one), remove a
#: normal tile, put one of its ability tokens in a corridor, or change a character.
ABILITY: dict[str, dict[str, tuple[Any, ...]]] = {
    **ONE_SHOT,
    "remove_tile": {},
    "place_token": {"token": ("id",)},
    "change_character": {},
}
#: Whom or what an ability is aimed at, and which of its words fit each aim.
ABILITY_TARGETS: dict[str, frozenset[str]] = {
    "self": frozenset(ONE_SHOT) | {"change_character"},
    "character": frozenset(ONE_SHOT) | {"change_character"},
    "tile": frozenset({"remove_tile"}),
    "here": frozenset({"place_token"}),
    "corridor": frozenset({"place_token"}),
}

#: When a trigger acts: ``roll`` (its owner's test has just been rolled and fails, or in a combat both have
#: rolled and its owner loses so far), ``combat_won`` and ``combat_lost`` (a combat is decided; the loser has
#: not lost its lives yet).
MOMENTS = ("roll", "combat_won", "combat_lost")
#: The words a trigger may use at each moment. The one-shot words act on the trigger's owner.
TRIGGER: dict[str, dict[str, dict[str, tuple[Any, ...]]]] = {
    "roll": {"roll_bonus": {"amount": ("int", 1, 6)}, "reroll": {}},
    "combat_won": {"extra_damage": {"amount": ("int", 1, 4)}, "lose_all_lives": {}, **ONE_SHOT},
    "combat_lost": {"less_damage": {"amount": ("int", 1, 4)}, **ONE_SHOT},
}

Fail = Callable[[str, str], Exception]


def check_effects(raw: Any, field: str, family: dict[str, dict[str, tuple[Any, ...]]], fail: Fail) -> tuple[dict[str, Any], ...]:
    """``raw`` as a tuple of checked effects of ``family``; ``fail(field, reason)`` builds the error."""
    if not isinstance(raw, list):
        raise fail(field, tr("must be a list of effects such as {example}", example='[{"effect": "lose_lives", "amount": 1}]'))
    out = []
    for i, item in enumerate(raw):
        where = f"{field}[{i}]"
        if not isinstance(item, dict):
            raise fail(where, tr("must be an object with an 'effect' key"))
        word = item.get("effect")
        if not isinstance(word, str) or word not in family:  # a list or an object is no word (and unhashable)
            raise fail(f"{where}.effect", tr("unknown effect {word}; this list takes: {words}", word=shown(word),
                                             words=", ".join(family)))
        spec = family[word]
        extra = sorted(set(item) - set(spec) - {"effect"})
        if extra:
            raise fail(f"{where}.{extra[0]}", tr("{word} takes no argument named {name}", word=word, name=shown(extra[0])))
        for name, kind in spec.items():
            value = item.get(name)
            if kind[0] == "id":
                if not isinstance(value, str) or not value.isidentifier():
                    raise fail(f"{where}.{name}", tr("must be a short name of letters, digits and _"))
            elif kind[0] == "int":
                if not isinstance(value, int) or isinstance(value, bool) or not kind[1] <= value <= kind[2]:
                    raise fail(f"{where}.{name}", tr("must be a whole number from {low} to {high}", low=kind[1], high=kind[2]))
            elif value not in kind[1]:
                raise fail(f"{where}.{name}", tr("must be one of: {values}", values=", ".join(kind[1])))
        out.append(dict(item))
    return tuple(out)


def bonus(effects: tuple[dict[str, Any], ...], test: str) -> int:
    """The sum of the ``test_bonus`` effects for ``test`` in ``effects``."""
    return sum(e["amount"] for e in effects if e["effect"] == "test_bonus" and e["test"] == test)


def forbids(effects: tuple[dict[str, Any], ...], activity: str) -> bool:
    """True when one of ``effects`` forbids ``activity``."""
    return any(e["effect"] == "forbid" and e["activity"] == activity for e in effects)


def combat_damage(effects: tuple[dict[str, Any], ...]) -> int:
    """Lives a combat's loser loses: 1, or the largest ``combat_damage`` among ``effects``."""
    return max([1, *(e["amount"] for e in effects if e["effect"] == "combat_damage")])
