"""Messages end in one mark: a prompt that is a question is never followed by a second full stop."""

from __future__ import annotations

from lemmings import Game
from lemmings.describe import sentence
from widgets.logic import BoardInteraction


def test_sentence_adds_a_full_stop_only_when_none_ends_the_text():
    assert sentence("Roll the dice") == "Roll the dice."
    assert sentence("clockwise or counterclockwise?") == "clockwise or counterclockwise?"
    assert sentence("It is the turn of I.Q.") == "It is the turn of I.Q."
    assert sentence("Boo!") == "Boo!"


def _until(game: Game, kind: str, limit: int = 400) -> Game:
    for _ in range(limit):
        if game.pending is not None and game.pending.kind == kind:
            return game
        game.apply(game.pending.options[-1])
    raise AssertionError(f"no {kind} decision within {limit} decisions")


def test_a_click_on_nothing_repeats_a_question_prompt_without_a_second_mark():
    game = _until(Game.new(players=4, seed=3), "eagle_direction")
    assert game.pending.prompt.endswith("counterclockwise?")
    message = BoardInteraction(game).click(None).message
    assert message.endswith("counterclockwise?") and "?." not in message, message
    assert "?." not in BoardInteraction(game).click("0101").message


def test_a_card_name_ending_in_a_mark_gets_no_second_one_in_the_log():
    game = Game.from_scenario("players: 4\ncard: 2\nhand Ritz: Boo!\n0302: B1\n")
    game.apply("play Boo!")
    assert game.log[-1] == "Ritz plays Boo!", game.log[-1]
    assert not any(line.endswith(("!.", "?.", "..")) for line in game.log), game.log
