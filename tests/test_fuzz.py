"""Issue 18, "keep it so": fuzzing the public API (bounded to about 2 minutes in CI).

* Mutated save files, scenario texts and board files load or fail only with the kit's own
  errors (``LemmingsError``), never hang (each example has a deadline) and never half-build.
* Arbitrary values passed to ``apply`` raise ``IllegalAction`` and leave ``to_json()`` unchanged.
* Every legal option's text, re-spelled loosely, is accepted as that option.
* A thousand random complete games (all player counts and variants) keep every invariant at
  every decision, with JSON round trips at random plies (:mod:`lemmings.selfcheck`).
"""

from __future__ import annotations

import copy
import json
import random
import time
from concurrent.futures import ProcessPoolExecutor

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from respelling import respell

from lemmings import Board, Game, IllegalAction, scenarios
from lemmings.errors import LemmingsError
from lemmings.invariants import problems
from lemmings.options import OPTION_TYPES
from lemmings.selfcheck import play_checked

FUZZ = settings(max_examples=300, deadline=3000, suppress_health_check=list(HealthCheck), derandomize=True)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(allow_nan=True) | st.text(max_size=12)
    | st.sampled_from(["R1", "0603", "Game Over", "Boo!", "player_turn", "turn_end", "red", "A", "vp1", -1, 99, 10**30]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


def _base_games() -> list[Game]:
    out = []
    for players, variant, seed, plies in ((4, None, 3, 60), (3, "chaos", 5, 120), (2, "two_player", 8, 40)):
        game = Game.new(players=players, seed=seed, variant=variant)
        rng = random.Random(seed)
        for _ in range(plies):
            if game.over:
                break
            game.apply(rng.choice(game.pending.options))
        out.append(game)
    return out


BASES = _base_games()
SAVES = [json.loads(g.to_json()) for g in BASES]


def _paths(doc, prefix=()):
    """Every (container path, key) inside a JSON document."""
    if isinstance(doc, dict):
        items = doc.items()
    elif isinstance(doc, list):
        items = enumerate(doc)
    else:
        return
    for k, v in items:
        yield prefix, k
        yield from _paths(v, prefix + (k,))


def _mutate(doc, data):
    doc = copy.deepcopy(doc)
    for _ in range(data.draw(st.integers(1, 3))):
        paths = list(_paths(doc))
        where, key = data.draw(st.sampled_from(paths))
        parent = doc
        for k in where:
            parent = parent[k]
        action = data.draw(st.sampled_from(["replace", "delete", "append"]))
        if action == "delete":
            del parent[key]
        elif action == "append" and isinstance(parent[key], list):
            parent[key].append(data.draw(json_values))
        else:
            parent[key] = data.draw(json_values)
    return doc


def _loads_or_kit_error(load, *args):
    """Run a loader: it may succeed or raise the kit's error, nothing else; never slowly."""
    t0 = time.perf_counter()
    try:
        result = load(*args)
    except LemmingsError:
        result = None
    assert time.perf_counter() - t0 < 3
    return result


@FUZZ
@given(st.data())
def test_mutated_saves_load_or_fail_with_save_error(data):
    base = data.draw(st.sampled_from(range(len(SAVES))))
    doc = _mutate(SAVES[base], data)
    if data.draw(st.booleans()):
        doc.pop("initial", None)
        doc.pop("history", None)
    game = _loads_or_kit_error(Game.from_json, json.dumps(doc))
    if game is not None:  # accepted: it must be a consistent, playable position
        assert problems(game.state) == []
        assert game.over or game.pending is not None


@FUZZ
@given(st.data())
def test_mangled_save_text_fails_cleanly(data):
    text = BASES[0].to_json()
    i = data.draw(st.integers(0, len(text)))
    junk = data.draw(st.sampled_from(["", "[", "{", "]", '"', "9" * 5000, "\x00", "\ufeff", "[" * 5000, "1e999", "NaN"]))
    _loads_or_kit_error(Game.from_json, text[:i] + junk + text[i + data.draw(st.integers(0, 50)):])


SCENARIO_TEXTS = [scenarios.text(name) for name in scenarios.list()]


@FUZZ
@given(st.data())
def test_mutated_scenarios_load_or_fail_with_scenario_error(data):
    lines = data.draw(st.sampled_from(SCENARIO_TEXTS)).splitlines()
    for _ in range(data.draw(st.integers(1, 3))):
        i = data.draw(st.integers(0, len(lines)))
        new = data.draw(st.sampled_from([
            "favour box: -1", "turn: -7", "turn: " + "9" * 5000, "dives: R1=99999999999", "players: 7",
            "0703: R1 R2", "deck: Game Over Game Over", "card: 9", "mover: 7", "hand Ritz: Boo!, Boo!",
            "held Ritz: favour" + ", favour" * 20, "die: 9", "\ufeffname: x", "eagle player: -1", "seed: 1.5",
            "red: Z", "1502: R1=3", ":", "chow: R1 R1", "clans: Ritz, Ritz",
        ]) | st.text(max_size=30))
        if data.draw(st.booleans()) and lines:
            lines[min(i, len(lines) - 1)] = new
        else:
            lines.insert(i, new)
    game = _loads_or_kit_error(Game.from_scenario, "\n".join(lines))
    if game is not None:
        assert problems(game.state) == []


BOARD = Board.default().to_dict()


@settings(FUZZ, max_examples=60)
@given(st.data())
def test_mutated_boards_load_or_fail_with_board_error(data):
    doc = _mutate(BOARD, data)
    _loads_or_kit_error(Board.from_json, json.dumps(doc))


def _wrong_options():
    fields = st.none() | st.integers() | st.lists(st.text(max_size=3), max_size=2) | st.dictionaries(
        st.text(max_size=2), st.integers(), max_size=2) | st.text(max_size=6) | st.booleans() | st.floats()
    hand_built = st.sampled_from(OPTION_TYPES).flatmap(
        lambda cls: st.tuples(*[fields for _ in cls._fields]).map(lambda args: cls(*args)))
    return (json_values | hand_built | st.text(max_size=60) | st.binary(max_size=10)
            | st.just("x" * 100_000) | st.sampled_from([object(), Game, 3 + 4j, (), b"roll"]))


@FUZZ
@given(st.data())
def test_arbitrary_values_passed_to_apply_raise_illegal_action(data):
    game = data.draw(st.sampled_from(BASES)).copy()
    before = game.to_json()
    legal = game.options
    value = data.draw(_wrong_options())
    if any(value is o or (type(value) is type(o) and value == o) for o in legal):
        return  # happened to draw a legal option
    try:
        chosen = game.apply(value)
    except IllegalAction:
        assert game.to_json() == before
    else:  # only text naming a legal option may be accepted
        assert isinstance(value, str) and chosen in legal


@settings(FUZZ, max_examples=40)
@given(st.integers(0, 10**6))
def test_every_legal_option_respelled_loosely_is_that_option(seed):
    rng = random.Random(seed)
    game = Game.from_scenario(scenarios.text(rng.choice(scenarios.list())))
    for _ in range(rng.randint(0, 30)):
        if game.over:
            return
        game.apply(rng.choice(game.pending.options))
    if game.over:
        return
    for option in game.pending.options:
        text = respell(str(option), rng)
        probe = game.copy()
        assert probe.apply(text) == option, (text, option)


def _games(seeds: range) -> list[str]:
    return [v for seed in seeds for v in play_checked(seed).violations]


@pytest.mark.slow
def test_a_thousand_random_complete_games_keep_every_invariant():
    """1,000 games on 2 processes (~1.5 minutes): invariants at every decision, round trips at random plies."""
    seeds = range(100_000, 101_000)
    chunks = [seeds[i:i + 25] for i in range(0, len(seeds), 25)]
    with ProcessPoolExecutor(2) as pool:
        violations = [v for found in pool.map(_games, chunks) for v in found]
    assert violations == [], "\n".join(violations[:20])


# ---------------------------------------------------------------------------------------------
# Le grand plongeon (issue 30): random games with the invariants at every decision, mutated
# saves and tracks, and hostile values passed to apply. Bounded like the rest (about 30 s).
# ---------------------------------------------------------------------------------------------
from lemmings.plongeon import Game as PlongeonGame  # noqa: E402
from lemmings.plongeon import RandomBot as PlongeonBot  # noqa: E402
from lemmings.plongeon import Track  # noqa: E402
from lemmings.plongeon.invariants import problems as plongeon_problems  # noqa: E402
from lemmings.plongeon.options import OPTION_TYPES as PLONGEON_OPTION_TYPES  # noqa: E402
from lemmings.plongeon.selfcheck import play_checked as plongeon_checked  # noqa: E402


def _plongeon_bases() -> list[PlongeonGame]:
    out = []
    for players, seed, plies, arrange in ((2, 3, 40, {"hands": {0: ["W1", "F2"]}, "columns": {"water": [4, 1]}}),
                                          (5, 8, 200, None), (3, 11, 7, {"loc": {"B1": "0311"}, "tiles": {"0614": "water"}})):
        game, bot = PlongeonGame.new(players, seed, arrange=arrange), PlongeonBot(seed)
        for _ in range(plies):
            if game.over:
                break
            game.apply(bot.choose(game))
        out.append(game)
    return out


PLONGEON_BASES = _plongeon_bases()
PLONGEON_SAVES = [json.loads(g.to_json()) for g in PLONGEON_BASES]
PLONGEON_SAVES.append({**PLONGEON_SAVES[0], "track": Track.default().to_dict()})


@settings(FUZZ, max_examples=150)  # each accepted save replays up to 200 choices
@given(st.data())
def test_plongeon_mutated_saves_load_or_fail_with_save_error(data):
    doc = _mutate(data.draw(st.sampled_from(PLONGEON_SAVES)), data)
    game = _loads_or_kit_error(PlongeonGame.from_json, json.dumps(doc))
    if game is not None:  # accepted: a consistent, playable position
        assert plongeon_problems(game.state) == []
        assert game.over or game.pending is not None


@FUZZ
@given(st.data())
def test_plongeon_mangled_save_text_fails_cleanly(data):
    text = PLONGEON_BASES[1].to_json()
    i = data.draw(st.integers(0, len(text)))
    junk = data.draw(st.sampled_from(["", "[", "{", "]", '"', "9" * 5000, "\x00", "\ufeff", "[" * 5000, "1e999", "NaN",
                                      '"format": "plongeon-1", ', "-1", "true", "null"]))
    _loads_or_kit_error(PlongeonGame.from_json, text[:i] + junk + text[i + data.draw(st.integers(0, 50)):])


TRACK = Track.default().to_dict()


@settings(FUZZ, max_examples=60)
@given(st.data())
def test_plongeon_mutated_tracks_load_or_fail_with_board_error(data):
    _loads_or_kit_error(Track.from_json, json.dumps(_mutate(TRACK, data)))


def _plongeon_wrong_options():
    fields = st.none() | st.integers() | st.lists(st.text(max_size=3), max_size=3) | st.tuples(st.integers()) | st.dictionaries(
        st.text(max_size=2), st.integers(), max_size=2) | st.text(max_size=6) | st.booleans() | st.floats() | st.sampled_from(
        ["B1", "R2", "0311", "finish", "W3", "F0", ("W1", "F2"), ["D0", "D0"], "x" * 300])
    hand_built = st.sampled_from(PLONGEON_OPTION_TYPES).flatmap(
        lambda cls: st.tuples(*[fields for _ in cls._fields]).map(lambda args: cls(*args)))
    return (json_values | hand_built | st.text(max_size=40) | st.binary(max_size=10) | st.just("x" * 100_000)
            | st.sampled_from([object(), PlongeonGame, 3 + 4j, (), b"stop", "stop", "refill", "play W3", "step B1 finish"]))


@FUZZ
@given(st.data())
def test_plongeon_hostile_values_passed_to_apply_raise_illegal_action(data):
    game = data.draw(st.sampled_from(PLONGEON_BASES)).copy()
    if game.over:
        return
    before, legal = game.to_json(), game.options
    value = data.draw(_plongeon_wrong_options())
    try:
        chosen = game.apply(value)
    except IllegalAction:
        assert game.to_json() == before
    else:  # only a legal option, an equal object or text naming one may be accepted
        assert chosen in legal and isinstance(value, (str, *PLONGEON_OPTION_TYPES))


@settings(FUZZ, max_examples=30)
@given(st.integers(0, 10**6))
def test_plongeon_every_legal_option_text_and_object_is_that_option(seed):
    game, bot = PlongeonGame.new(2 + seed % 4, seed), PlongeonBot(seed)
    for _ in range(random.Random(seed).randint(0, 150)):
        if game.over:
            return
        game.apply(bot.choose(game))
    if game.over:
        return
    rng = random.Random(seed)
    for option in game.options[:80]:  # Le grand plongeon's text is read regardless of case and spacing
        text = (" " * rng.randint(1, 3)).join(w.upper() if rng.random() < 0.5 else w.lower() for w in str(option).split())
        assert game.copy().apply(text) == option
        assert game.copy().apply(type(option)(*[list(reversed(f)) if isinstance(f, tuple) else f for f in option])) == option


def _plongeon_games(seeds: range) -> list[str]:
    return [v for seed in seeds for v in plongeon_checked(seed).violations]


@pytest.mark.slow
def test_two_hundred_random_plongeon_games_keep_every_invariant():
    """200 games on 2 processes (~25 s of CPU): invariants at every decision; round trips, undo/redo and hostile
    values at random plies."""
    seeds = range(200_000, 200_200)
    chunks = [seeds[i:i + 20] for i in range(0, len(seeds), 20)]
    with ProcessPoolExecutor(2) as pool:
        violations = [v for found in pool.map(_plongeon_games, chunks) for v in found]
    assert violations == [], "\n".join(violations[:20])
