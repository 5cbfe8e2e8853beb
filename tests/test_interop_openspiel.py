"""The OpenSpiel game: OpenSpiel's own conformance test, serialisation, resampling, an MCTS game."""

from __future__ import annotations

import pickle
import random

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel", reason="the [ai] extra is not installed")

from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

from gamecore.errors import ArgumentError  # noqa: E402
from gametools.interop import labyrinth_encoding  # noqa: E402
from gametools.interop.encoding import observation_size  # noqa: E402
from gametools.interop.openspiel import (  # noqa: E402
    SHORT_NAME,
    IllegalOpenSpielAction,
    ScoreEvaluator,
    fair_step,
    variant_parameter,
)
from gametools.interop.openspiel_protocol import ProtocolGame, ProtocolObserver, ProtocolState  # noqa: E402
from gametools.interop.spec import legal_count  # noqa: E402
from labyrinth import Game as LabyrinthGame  # noqa: E402
from labyrinth.bot import playout  # noqa: E402
from lemmings import Game, IllegalAction  # noqa: E402
from plongeon import Game as PlongeonGame  # noqa: E402
from plongeon import RandomBot  # noqa: E402
from plongeon.bots import play_out  # noqa: E402

CONFIGS = [(2, ""), (2, "short"), (2, "standard"), (4, ""), (4, "short"), (4, "chaos"), (6, ""), (6, "short+chaos")]


@pytest.mark.parametrize(("players", "variant"), CONFIGS)
def test_random_sim_test_with_serialisation(players: int, variant: str) -> None:
    game = pyspiel.load_game(SHORT_NAME, {"players": players, "variant": variant})
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


def test_seeded_chance_mode_has_no_chance_nodes() -> None:
    game = pyspiel.load_game(SHORT_NAME, {"players": 3, "chance": "seeded", "seed": 5})
    state = game.new_initial_state()
    assert not state.is_chance_node()
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


def test_game_type_and_info() -> None:
    game = pyspiel.load_game(SHORT_NAME, {"players": 5})
    t = game.get_type()
    assert t.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert t.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert t.utility == pyspiel.GameType.Utility.GENERAL_SUM
    assert t.reward_model == pyspiel.GameType.RewardModel.TERMINAL
    assert game.num_players() == 5 and game.num_distinct_actions() == 512
    assert game.observation_tensor_size() == observation_size(Game.new(5))


def _play(state: pyspiel.State, rng: random.Random, steps: int) -> None:
    for _ in range(steps):
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
            state.apply_action(rng.choices([a for a, _ in outcomes], weights=[p for _, p in outcomes])[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))


def test_views_hide_rivals_hands_and_pellet_values() -> None:
    game = pyspiel.load_game(SHORT_NAME, {"players": 4})
    state = game.new_initial_state()
    _play(state, random.Random(1), 60)
    g = state.game
    for player in range(4):
        text = state.information_state_string(player)
        assert all(card in text for card in g.state.hands[player])
        rivals = {c for q in range(4) if q != player for c in g.state.hands[q]} - set(g.state.hands[player])
        assert not any(f'"{card}"' in text for card in rivals)
        assert "vp2" not in state.observation_string(player) or g.state.held[player]["vp2"]
    assert state.observation_string(0) != state.information_state_string(0)  # the log is in the infostate


def test_serialise_and_pickle_round_trip() -> None:
    game = pyspiel.load_game(SHORT_NAME, {"players": 3, "variant": "short"})
    state = game.new_initial_state()
    _play(state, random.Random(2), 80)
    game2, state2 = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))
    assert str(state2) == str(state) and state2.history() == state.history()
    assert str(pickle.loads(pickle.dumps(state))) == str(state)


def test_resample_from_infostate_keeps_what_the_player_knows() -> None:
    game = pyspiel.load_game(SHORT_NAME, {"players": 4})
    state = game.new_initial_state()
    _play(state, random.Random(3), 120)
    player = state.current_player()
    assert player >= 0
    rng = random.Random(9)
    worlds = [state.resample_from_infostate(player, rng.random) for _ in range(12)]
    for w in worlds:
        assert w.information_state_string(player) == state.information_state_string(player)
        assert w.legal_actions() == state.legal_actions()
    others = {str([w.game.state.hands[q] for q in range(4) if q != player]) for w in worlds}
    assert len(others) > 1  # rivals' hands really are dealt again


def test_mcts_bot_plays_a_complete_game() -> None:
    game = pyspiel.load_game(SHORT_NAME, {"players": 2, "variant": "short"})
    bot = mcts.MCTSBot(game, uct_c=2.0, max_simulations=8, evaluator=ScoreEvaluator(),
                       random_state=np.random.RandomState(0))
    state = game.new_initial_state()
    rng = random.Random(0)
    bot_moves = 0
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            action = rng.choices([a for a, _ in outcomes], weights=[p for _, p in outcomes])[0]
        elif state.current_player() == 0:
            action = fair_step(bot, state, rng)
            assert action in state.legal_actions()
            bot_moves += 1
        else:
            action = rng.choice(state.legal_actions())
        state.apply_action(action)
    assert bot_moves > 20
    assert state.returns() == [float(v) for v in (s.total for s in state.game.final_scores())]


def test_ismcts_bot_plays_a_complete_game_from_its_information_states() -> None:
    """OpenSpiel's information-set MCTS (the Python one: the C++ bots crash on every Python game
    in the open-spiel 2.0.2 wheel, its own python_kuhn_poker included) searches worlds drawn by
    resample_from_infostate, so it never sees a rival's hand."""
    game = pyspiel.load_game(SHORT_NAME, {"players": 3, "variant": "short"})
    bot = ismcts.ISMCTSBot(game, ScoreEvaluator(), uct_c=2.0, max_simulations=8,
                           random_state=np.random.RandomState(1))
    state = game.new_initial_state()
    rng = random.Random(1)
    bot_moves = 0
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            action = rng.choices([a for a, _ in outcomes], weights=[p for _, p in outcomes])[0]
        elif state.current_player() == 1:
            action = bot.step(state)
            bot_moves += 1
        else:
            action = rng.choice(state.legal_actions())
        state.apply_action(action)
    assert bot_moves > 20 and state.game.over


def _at_options(state: pyspiel.State, count: int, rng: random.Random) -> None:
    """Play on until a player's decision with exactly ``count`` options."""
    while state.is_chance_node() or len(state.legal_actions()) != count:
        _play(state, rng, 1)


@pytest.mark.parametrize("action", [-11, -2, 11, 12, 511, 512, 2**62])
def test_an_action_out_of_range_is_refused_as_openspiel_refuses_one(action: int) -> None:
    """Issue 30, finding 7: -11 of 11 options applied option 0 (a negative index counts from the
    end) and 11 or 512 raised a bare IndexError. Now each raises what OpenSpiel raises for an
    illegal action (``apply_action_with_legality_check``: ``pyspiel.SpielError``), which is also the
    kit's IllegalAction, and the state is unchanged."""
    game = pyspiel.load_game(SHORT_NAME, {"players": 4})
    state = game.new_initial_state()
    _at_options(state, 11, random.Random(1))
    before, history = str(state), state.history()
    with pytest.raises(pyspiel.SpielError, match=rf"action {action} is illegal for player \d: the legal actions are 0 to 10"):
        state.apply_action(action)
    with pytest.raises(IllegalAction):
        state.apply_action(action)
    assert str(state) == before and state.history() == history
    with pytest.raises(pyspiel.SpielError):  # OpenSpiel's own check agrees that it is illegal
        state.apply_action_with_legality_check(action)
    state.apply_action(10)  # the state still plays
    assert state.history() == [*history, 10]


def test_a_chance_outcome_out_of_range_and_an_action_after_the_end_are_refused() -> None:
    game = pyspiel.load_game(SHORT_NAME, {"players": 2, "variant": "short"})
    state = game.new_initial_state()
    assert state.is_chance_node()
    count = len(state.chance_outcomes())
    with pytest.raises(IllegalOpenSpielAction, match=f"chance outcome {count} is illegal: the outcomes are 0 to {count - 1}"):
        state.apply_action(count)
    rng = random.Random(4)
    while not state.is_terminal():
        _play(state, rng, 1)
    with pytest.raises(IllegalOpenSpielAction, match="the game is over"):
        state.apply_action(0)


@pytest.mark.parametrize("variant", ["+", "short+short", "SHORT", "short,chaos", "short+", "turbo", "Short+chaos"])
def test_variant_names_outside_the_list_are_refused(variant: str) -> None:
    """'+' was the standard game, 'short+short' and 'SHORT' were short: one game, several game strings."""
    with pytest.raises(ArgumentError, match=r"variant names joined by \+.*\(short, two_player, chaos, standard\)"):
        pyspiel.load_game(SHORT_NAME, {"variant": variant})
    with pytest.raises(ArgumentError, match="variant must be a string"):
        variant_parameter(3)
    assert variant_parameter("short+chaos") == "short,chaos" and variant_parameter("") is None


# ------------------------------------------------------------------ Le grand plongeon, from the protocol
@pytest.mark.parametrize("players", [2, 5])
def test_plongeon_random_sim_test_with_serialisation(players: int) -> None:
    """OpenSpiel's own test on ``python_le_grand_plongeon``. Uniformly random play from the start takes
    10,000-90,000 decisions (a random player mostly refills), too slow for a test, so the random games
    start three decisions before the end of a game played by the kit's forward-leaning RandomBot."""
    game = pyspiel.load_game("python_le_grand_plongeon", {"players": players, "seed": 3})
    assert game.get_type().information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    done = play_out(PlongeonGame.new(players, seed=3), RandomBot(1))
    state = game.new_initial_state()
    for choice in done.history[:-3]:
        state.apply_action([str(o) for o in state.game.pending.options].index(choice))
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False, specific_initial_state=state)


def test_plongeon_observation_string_hides_the_other_hands_and_actions_are_checked() -> None:
    game = pyspiel.load_game("python_le_grand_plongeon", {"players": 3, "seed": 1})
    state = game.new_initial_state()
    g = state.game
    for seat in range(3):
        text = state.observation_string(seat)
        others = {c for q in range(3) if q != seat for c in g.state.hands[q]} - set(g.state.hands[seat])
        assert all(f'"{c}"' in text for c in g.state.hands[seat])
        assert not [c for c in others if f'"{c}"' in text]
    with pytest.raises(IllegalOpenSpielAction, match="legal actions are 0 to"):
        state.apply_action(len(g.pending.options))


# ------------------------------------------------------------------ Labyrinth, from the protocol
def test_labyrinth_random_sim_test_with_serialisation() -> None:
    """OpenSpiel's own test on ``python_labyrinth``, from three decisions before the end of a game of the
    kit's random player (uniformly random play from the start takes thousands of decisions). It found
    two equal options in one decision (two lanterns to drop: tests/test_labyrinth_turns.py)."""
    game = pyspiel.load_game("python_labyrinth", {"players": 2, "seed": 1})
    done = playout(LabyrinthGame.new(2, seed=1), 1, max_choices=3000)
    assert done.over
    state = game.new_initial_state()
    for choice in done.history[:-3]:
        state.apply_action(list(state.game.pending.options).index(choice))
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False, specific_initial_state=state)


def test_labyrinth_game_type_and_a_tensor_that_hides_face_down_traps() -> None:
    game = pyspiel.load_game("python_labyrinth", {"players": 6, "seed": 2})
    t = game.get_type()
    assert (t.chance_mode, t.information) == (pyspiel.GameType.ChanceMode.DETERMINISTIC,
                                              pyspiel.GameType.Information.IMPERFECT_INFORMATION)
    assert game.num_players() == 6 and game.num_distinct_actions() == labyrinth_encoding.MAX_ACTIONS
    assert game.observation_tensor_size() == labyrinth_encoding.observation_size()
    state = game.new_initial_state()
    rng = random.Random(2)
    while not any(not up for _, up in state.game.state.traps.values()):
        state.apply_action(rng.choice(state.legal_actions()))
    g = state.game
    corridor = next(c for c, (_, up) in g.state.traps.items() if not up)
    other = next(t for t in g.components.traps if t != g.state.traps[corridor][0])
    twin = g.copy()
    twin.state.traps[corridor][0] = other  # another trap lies face down there: nobody can tell
    assert all(np.array_equal(labyrinth_encoding.observation(g, p), labyrinth_encoding.observation(twin, p))
               for p in range(6))
    twin.state.traps[corridor][1] = True  # turned face up: everybody sees it
    assert not np.array_equal(labyrinth_encoding.observation(g, 0), labyrinth_encoding.observation(twin, 0))
    assert state.observation_tensor(0) == list(labyrinth_encoding.observation(g, 0))


# ------------------------------------------------------------------ one generic adapter for every game
@pytest.mark.parametrize(("name", "params"), [(SHORT_NAME, {"players": 3}), ("python_le_grand_plongeon", {"players": 3}),
                                              ("python_labyrinth", {"players": 3})])
def test_every_game_goes_through_the_generic_protocol_adapter(name: str, params: dict) -> None:
    """Leaping Lemmings' adapter duplicated the generic one; now every game is a ProtocolGame whose
    states are ProtocolStates, and a decision too big for the action space is refused by name."""
    game = pyspiel.load_game(name, params)
    state = game.new_initial_state()
    assert isinstance(game, ProtocolGame) and isinstance(state, ProtocolState)
    assert isinstance(game.make_py_observer(), ProtocolObserver)
    with pytest.raises(RuntimeError, match=r"a decision with \d+ options does not fit the action space of 0 actions"):
        legal_count(state.game, 0)


@pytest.mark.parametrize("name", [SHORT_NAME, "python_le_grand_plongeon", "python_labyrinth"])
def test_the_invalid_action_is_refused_like_every_illegal_action(name: str) -> None:
    """Issue 43, 15: OpenSpiel's own check raised a plain ``SpielError`` for -1, which ``except IllegalAction``
    missed."""
    state = pyspiel.load_game(name).new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    history = state.history()
    for action in (pyspiel.INVALID_ACTION, -2, 10**6):
        with pytest.raises(IllegalAction):
            state.apply_action(action)
        with pytest.raises(IllegalOpenSpielAction):
            state.apply_action(action)
    assert state.history() == history
    state.apply_action(state.legal_actions()[0])
