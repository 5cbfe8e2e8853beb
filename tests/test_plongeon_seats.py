"""Le grand plongeon with seats, the computer's turns, the recap and undo (issue 28), without a browser:
the kit's play loop with Le grand plongeon's collaborators, then PlongeonView and the app's tab around it."""

from __future__ import annotations

import html

import pytest

from gamecore.errors import IllegalAction
from gamecore.i18n import language
from gametools.playloop import PlayLoop
from plongeon import Game, RandomBot
from widgets.app import App
from widgets.plongeon_app import PlongeonTab
from widgets.plongeon_loop import Decisions, log_recorder, plongeon_computer
from widgets.plongeon_texts import legend_html, place_words
from widgets.plongeon_view import PlongeonView


def watched(seats_seen: list[int], seed: int = 0):
    """The view's computer, recording the seat of each decision it is asked to make."""
    inner = plongeon_computer(seed)

    def computer(seat: int, index: int):
        seats_seen.append(seat)
        return inner(seat, index)
    return computer


def test_the_computer_never_decides_for_a_persons_seat_and_stops_at_their_decision() -> None:
    seen: list[int] = []
    game = Game.new(4, seed=3)
    loop = PlayLoop(game, humans=(1, 3), computer=watched(seen), recorder=log_recorder)
    bot = RandomBot(9)
    for _ in range(25):
        loop.advance()
        if game.over:
            break
        assert game.pending.player in (1, 3)
        Decisions(loop).make([bot.choose(game)])
    assert seen and set(seen) <= {0, 2}
    fresh = PlayLoop(Game.new(2, seed=1), humans=(1,))
    with pytest.raises(IllegalAction, match="computer"):
        Decisions(fresh).make([fresh.game.pending.options[0]])


def test_the_same_position_gets_the_same_computer_choice() -> None:
    a, b = (PlayLoop(Game.new(3, seed=5), humans=(2,), computer=plongeon_computer(7)) for _ in range(2))
    a.advance()
    b.advance()
    assert a.game.history == b.game.history and len(a.game.history) > 1


def test_undo_returns_to_the_persons_decision_with_the_same_options_and_the_recap_lists_every_computer_decision() -> None:
    game = Game.new(3, seed=2)
    loop = PlayLoop(game, humans=(0,), computer=plongeon_computer(1), recorder=log_recorder)
    decisions = Decisions(loop)
    bot = RandomBot(4)
    for _ in range(6):  # a few whole rounds
        decisions.make([bot.choose(game)])
        loop.advance()
    before = (game.history, game.pending.player, game.pending.kind, game.pending.options)
    n = len(game.history)
    decisions.make([bot.choose(game)])
    mine = len(game.history)
    made = loop.advance()
    since = decisions.since_mine()
    assert since == made and [e.option for e in since] == list(game.history[mine:])
    assert all(e.player != 0 and e.detail for e in since) and len(since) == len(game.history) - mine
    taken = decisions.undo()
    assert taken and len(game.history) == n
    assert (game.history, game.pending.player, game.pending.kind, game.pending.options) == before
    # a refused choice in a decision of several leaves the game as it was
    with pytest.raises(IllegalAction):
        decisions.make([game.pending.options[0], "step Z9 0101"])
    assert game.history == before[0]


def test_the_view_seats_people_and_lets_the_computer_play_first() -> None:
    view = PlongeonView(Game.new(3, seed=1), humans=(2,))
    assert view.game.pending.player == 2 and len(view.game.history) > 0
    assert "blue" in view.seats.value and "(computer)" in view.seats.value and "(you)" in view.seats.value
    assert "Since your last decision, the computer made" in view.recap.value
    assert view.click("0111") == "Play a card from your hand first (click it), or refill."


def test_a_move_that_stops_says_why_and_undo_goes_back_to_your_decision() -> None:
    game = Game.new(2, seed=3, arrange={"hands": {0: ["W3", "W1", "F1"]}, "columns": {"water": [4]}})
    view = PlongeonView(game, humans=(0,))
    start = (game.history, game.pending.options)
    view.click("hand:2")  # water 3 on a column of 4: 7 points
    assert "water 3" in view.message.value and "meadow and water hexes" in view.rule.value
    assert "Stop ends the move here" in view.rule.value and not view.buttons["Stop"].disabled
    view.click("start")
    near = min(view.game.legal_destinations(view.selected).items(), key=lambda kv: len(kv[1]))[0]
    said = view.click(near)
    assert "with 6 points unused" in said, said
    assert view.game.pending.player == 0 and "computer made" in view.recap.value  # red has played
    view._guarded("Undo", view.undo)
    assert "Took back" in view.message.value and view.recap.value == ""
    assert game.history == ("play W3",) and game.pending.player == 0 and game.pending.kind == "move"
    view._guarded("Undo", view.undo)  # and back to the card
    assert (game.history, game.pending.options) == start and view.buttons["Undo"].disabled


def test_a_move_that_runs_out_of_points_says_so() -> None:
    game = Game.new(2, seed=3, arrange={"hands": {0: ["W1", "F1", "F3"]}, "columns": {"water": [0]}})
    view = PlongeonView(game, humans=(0,), auto=False)
    view.click("hand:2")  # (F1 F3 W1) water 1 over a 0: a new column, 1 point (a bonus tile first)
    if game.pending.kind == "bonus":
        view.click("1313")
    view.click("start")
    said = view.click(next(iter(game.legal_destinations(view.selected))))
    assert "has used all the points: the move ends" in said, said


@pytest.mark.parametrize(("lang", "words"), [("en", ("meadow", "any card", "forest", "Cards and terrain")),
                                             ("es", ("prado", "cualquier carta", "bosque", "Cartas y terreno")),
                                             ("it", ("prato", "qualsiasi carta", "foresta", "Carte e terreno"))])
def test_legend_hover_and_discards_speak_the_views_language(lang: str, words: tuple[str, ...]) -> None:
    view = PlongeonView(Game.new(2, seed=1, arrange={"hands": {0: ["F4", "W1"]}}), language=lang)
    legend = html.unescape(view.legend.value)
    assert all(w in legend for w in words)
    assert not any(f"{letter}0" in legend for letter in "FDMWS")  # no card code: English initials
    meadow = next(h for h in view.game.track.hexes if view.game.track.printed_terrain(h) == "meadow")
    assert words[1] in html.unescape(view.hover(*view.board_layout.center(meadow)))
    assert view.discards.boxes[0].description.startswith(words[2])
    with language(lang):
        assert words[1] in legend_html() and place_words(view.game, None) == ""


def test_the_language_menu_relabels_the_view_and_its_board() -> None:
    view = PlongeonView(Game.new(2, seed=1))
    english_board = view._board_commands
    view.language_menu.value = "it"
    assert view.language == "it" and view.buttons["Undo"].description == "Annulla l'ultima scelta"
    assert view._board_commands is not english_board and "Blu" in view.status.value
    assert "partenza" in [getattr(s, "text", "") for s in view.layer_shapes("board")]


def test_the_apps_plongeon_tab_deals_with_the_ticked_seats_and_follows_the_apps_language() -> None:
    app = App(language="en")
    tab = app.plongeon
    assert isinstance(tab, PlongeonTab) and app.get_title(3) == "Le grand plongeon"
    assert tab.view is None  # dealt when first shown, not with the page
    app.selected_index = 3
    assert tab.view is not None and tab.view.humans == frozenset({0})
    tab.players.value = 4
    tab._ticks[0].value, tab._ticks[3].value = False, True
    view = tab.new_game()
    assert view.humans == frozenset({3}) and view.game.players == 4 and view.game.pending.player == 3
    view.language_menu.value = "es"
    assert app.language == "es" and app.practise.language == "es" and app.get_title(0) == "Jugar"
    assert app.holder.children[0].language == "es" and tab.players.description == "Jugadores"
