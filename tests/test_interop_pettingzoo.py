"""The PettingZoo AEC environment: PettingZoo's own API and seed tests, and a random-agent loop."""

from __future__ import annotations

import random

import pytest

pytest.importorskip("pettingzoo", reason="the [ai] extra is not installed")

from pettingzoo.test import api_test, seed_test  # noqa: E402

from gametools.interop.pettingzoo import env, labyrinth_env, plongeon_env  # noqa: E402
from labyrinth import Game as LabyrinthGame  # noqa: E402
from labyrinth.bot import playout  # noqa: E402


@pytest.mark.filterwarnings("ignore::UserWarning")
@pytest.mark.parametrize(("players", "variant"), [(4, None), (2, "two_player"), (5, "chaos")])
def test_pettingzoo_api_test(players: int, variant: str | None) -> None:
    api_test(env(players=players, variant=variant), num_cycles=200)


@pytest.mark.filterwarnings("ignore::UserWarning")
def test_pettingzoo_seed_test() -> None:
    seed_test(lambda: env(players=3, variant="short"), num_cycles=100)


def test_agents_are_clans_and_the_mask_is_the_acting_seat_only() -> None:
    e = env(players=4)
    e.reset(seed=3)
    assert e.agents == ["Ritz", "Biker", "I.Q.", "Viking"]
    acting = e.agent_selection
    for agent in e.agents:
        mask = e.observe(agent)["action_mask"]
        assert mask.sum() == (len(e.unwrapped.game.options) if agent == acting else 0)


def test_an_illegal_action_is_refused_with_the_reason() -> None:
    e = env(players=4)
    e.reset(seed=1)
    with pytest.raises(ValueError, match="legal actions are 0 to 0"):
        e.step(7)  # the first decision is the roll: only action 0


def test_random_agents_play_100_short_games() -> None:
    """A random-agent loop (two-player short game, to keep it quick)."""
    e = env(players=2, variant="short")
    rng = random.Random(0)
    totals = []
    for episode in range(100):
        e.reset(seed=episode)
        final = {}
        for agent in e.agent_iter():
            obs, reward, termination, truncation, _ = e.last()
            if termination or truncation:
                final[agent] = reward
                e.step(None)
            else:
                legal = obs["action_mask"].nonzero()[0]
                e.step(int(rng.choice(legal)))
        assert set(final) == {"Ritz", "Biker"} and e.unwrapped.game.over
        margins = sorted(final.values())
        assert margins[1] >= 0 and margins[0] == -margins[1]  # own VP minus the best rival's
        totals.append(margins[1])
    assert len(totals) == 100


@pytest.mark.filterwarnings("ignore::UserWarning")
@pytest.mark.parametrize("players", [2, 5])
def test_plongeon_api_test(players: int) -> None:
    api_test(plongeon_env(players=players), num_cycles=200)


def test_plongeon_agents_are_colours_and_only_the_acting_seat_has_a_mask() -> None:
    e = plongeon_env(players=3)
    e.reset(seed=4)
    assert e.agents == ["blue", "red", "green"]
    for agent in e.agents:
        mask = e.observe(agent)["action_mask"]
        assert mask.sum() == (len(e.unwrapped.game.pending.options) if agent == e.agent_selection else 0)
    with pytest.raises(ValueError, match="legal actions are 0 to"):
        e.step(int(mask.size) - 1)


@pytest.mark.filterwarnings("ignore::UserWarning")
@pytest.mark.parametrize("players", [2, 6])
def test_labyrinth_api_test(players: int) -> None:
    api_test(labyrinth_env(players=players), num_cycles=200)


@pytest.mark.filterwarnings("ignore::UserWarning")
def test_labyrinth_seed_test() -> None:
    seed_test(lambda: labyrinth_env(players=3), num_cycles=100)


def test_labyrinth_agents_are_players_and_the_winner_alone_is_paid() -> None:
    e = labyrinth_env(players=2)
    e.reset(seed=1)
    assert e.agents == ["P1", "P2"] and e.unwrapped.metadata["name"] == "labyrinth_v0"
    for agent in e.agents:
        mask = e.observe(agent)["action_mask"]
        assert mask.sum() == (len(e.unwrapped.game.pending.options) if agent == e.agent_selection else 0)
    done = playout(LabyrinthGame.new(2, seed=1), 1, max_choices=3000)  # the kit's random player ends it
    final = {}
    for step, agent in enumerate(e.agent_iter()):
        _, reward, termination, _, _ = e.last()
        if termination:
            final[agent] = reward
            e.step(None)
        else:
            e.step(list(e.unwrapped.game.pending.options).index(done.history[step]))
    assert final == {a: int(a == done.winner) for a in ("P1", "P2")}
