"""lemmings.exercises.lesson: the helpers notebook 06's cells play positions with. They never raise
on a learner's edit: a claim that fails is marked, a refused choice is explained with the engine's
reason and the open options, an allowed "refused" choice says so; every text follows the language."""

from __future__ import annotations

import pytest

import lemmings
from lemmings import SPECIAL_ACTIONS, Game
from lemmings.exercises.lesson import (
    CARD_GROUPS,
    card_table,
    dives,
    fact,
    load,
    options,
    play,
    reach,
    reason,
    refused,
    show,
)


@pytest.fixture(autouse=True)
def _english():
    yield
    lemmings.set_language("en")


def test_fact_marks_what_holds_and_what_no_longer_does(capsys):
    fact(True, "it holds")
    fact(False, "it used to hold")
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "✓ it holds"
    assert out[1].startswith("✗ not so here any more") and out[1].endswith("it used to hold")


def test_load_prints_the_title_and_comments_and_returns_the_game(capsys):
    game = load("card_lost")
    out = capsys.readouterr().out
    assert out.startswith("Lost") and "B1 is in the first column" in out
    assert isinstance(game, Game) and game.pending.player == 0


def test_play_explains_a_refused_choice_and_skips_the_rest(capsys):
    game = load("card_lost")
    assert play(game, "play Lost") is True
    capsys.readouterr()
    assert play(game, "move B1 start", "move I1 0403", "move V1 0503") is False
    out = capsys.readouterr().out
    assert "✗ not played: 'move I1 0403' is not allowed" in out and "the options are: move I1 0402" in out
    assert game.lemming("B1").status == "starting" and game.stack("0502") == ("I1",)   # B1 moved, then it stopped
    assert "move I1 0402" in options(game)


def test_refused_returns_the_reason_or_says_the_choice_was_allowed(capsys):
    game = Game.from_scenario("players: 4\ncard: 2\nhand Ritz: Caution, Quick Start\n")
    play(game, "play Caution")
    assert "only one special action may be played per turn" in refused(game, "play Quick Start")
    assert refused(game, "move R1 0202") == ""
    assert "✗ not refused: in this position 'move R1 0202' is allowed" in capsys.readouterr().out


def test_reason_names_a_card_not_held_and_the_condition_a_held_card_misses():
    game = Game.from_scenario("players: 4\ncard: 3\nhand Ritz: Heroic Return\n")
    assert reason(game, "Heroic Return") == "Heroic Return: no lemming of yours is in the eagle-chow box"
    assert reason(game, "Boo!") == "Boo!: Ritz does not hold it"
    assert reason(game, "It's a 5") is None


def test_show_reach_and_dives_read_the_pending_options(capsys):
    game = load("card_its_a_5")
    assert dives(game, "R1") == [0]
    play(game, "play It's a 5")
    assert max(dives(game, "R1")) == 3
    assert reach(game, "R1") == {o.to for o in game.pending.options if getattr(o, "lemming", "") == "R1"}
    capsys.readouterr()
    show(game, limit=2)
    out = capsys.readouterr().out
    assert out.splitlines()[0] == game.pending.prompt and f"… {len(game.pending.options)} options in all" in out


def test_card_table_has_one_line_per_card_in_the_reader_language():
    assert sorted(c for _, cards in CARD_GROUPS for c in cards) == sorted(SPECIAL_ACTIONS)
    table = card_table()
    lines = str(table).splitlines()
    assert len(lines) == 2 + len(SPECIAL_ACTIONS) and table._repr_markdown_() == str(table)
    assert "| movement | **Caution** |" in table
    lemmings.set_language("es")
    assert "| movimiento | **Precaución** |" in card_table() and "familia" in card_table()


def test_the_helpers_speak_the_current_language(capsys):
    lemmings.set_language("it")
    game = Game.from_scenario("players: 4\ncard: 3\nhand Ritz: Heroic Return\n")
    fact(False, "x")
    refused(game, "play Heroic Return")
    out = capsys.readouterr().out
    assert out.startswith("✗ qui non vale più") and "rifiutato:" in out
    assert reason(game, "Boo!") == "Bu!: Ritz non ce l'ha"
