"""The board's keyboard: the hex cursor (widgets.cursor), the browser-side widget's messages (widgets.keys),
the move box and the board in words (widgets.move_box), on Leaping Lemmings' view."""

from __future__ import annotations

import pytest

from lemmings import Game
from widgets import GameView
from widgets.app import App
from widgets.cursor import KEY_HELP, BoardCursor, plain, reading_order
from widgets.keys import BOARD_KEYS, BoardKeys
from widgets.move_box import completions, typed_option

# a patch of flat-topped hexes: centres one row apart vertically, columns 1.5 apart with a half-row offset
PATCH = {"a": (0.0, 0.0), "b": (0.0, 2.0), "c": (1.5, 1.0), "d": (1.5, -1.0), "e": (3.0, 0.0), "f": (3.0, 2.0)}


def test_up_and_down_go_straight() -> None:
    cur = BoardCursor("a")
    assert cur.step("ArrowDown", False, PATCH) == "b"
    assert cur.step("ArrowDown", False, PATCH) == "b"  # nothing below: it stays
    assert cur.step("ArrowUp", False, PATCH) == "a"


def test_right_walks_straight_across_and_shift_takes_the_other_neighbour() -> None:
    cur = BoardCursor("a")
    assert [cur.step("ArrowRight", False, PATCH) for _ in range(2)] == ["c", "e"]  # along the line y = 0
    assert cur.step("ArrowLeft", False, PATCH) in ("c", "d")
    cur.put("a", PATCH)
    assert cur.step("ArrowRight", True, PATCH) == "d"
    cur.put("b", PATCH)
    assert cur.step("ArrowRight", False, PATCH) == "c"  # the only neighbour up that way (f is two columns on)


def test_every_neighbour_is_one_key_away() -> None:
    game = Game.new(players=4, seed=7)
    view = GameView(game, humans=(), speed="manual")
    places = view.board_panel.places()
    board = game.board
    for h in ("0603", "0803", "1102"):
        reached = set()
        for key in ("ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"):
            for shift in (False, True):
                cur = BoardCursor()
                cur.put(h, places)
                reached.add(cur.step(key, shift, places))
        assert set(board.neighbors(h)) <= reached, (h, set(board.neighbors(h)) - reached)


def test_reading_order_and_plain_words() -> None:
    assert reading_order(PATCH, ["e", "b", "a", "zz"]) == ["a", "b", "e"]
    assert plain("<b>R1</b> moves &rarr; 0603.<style>.x{}</style>") == "R1 moves → 0603."


def test_keys_messages_reach_the_callbacks_and_nothing_else() -> None:
    keys = BoardKeys()
    got: list[tuple[str, bool]] = []
    keys.on_key(lambda k, s: got.append((k, s)))
    keys._message(keys, {"event": "key", "key": "ArrowUp", "shift": True}, [])
    keys._message(keys, {"event": "key", "key": "Delete"}, [])   # not a board key
    keys._message(keys, {"event": "key", "key": ["x"]}, [])      # not a text
    keys._message(keys, "junk", [])
    assert got == [("ArrowUp", True)]
    assert "Tab" not in BOARD_KEYS
    keys.say("one")
    keys.say("one")
    assert (keys.said, keys.said_count) == ("one", 2)  # the same words are said again


@pytest.fixture
def view() -> GameView:
    return GameView(Game.new(players=4, seed=7), humans=["Ritz"], speed="instant")


def test_the_board_has_a_name_with_its_keys(view: GameView) -> None:
    assert view.board_panel.keys.label.startswith("The board of Leaping Lemmings.")
    assert str(KEY_HELP) in view.board_panel.keys.label
    view.set_language("es")
    assert "Leaping Lemmings" in view.board_panel.keys.label and str(KEY_HELP) not in view.board_panel.keys.label


def test_focus_puts_the_cursor_on_a_place_to_choose_and_says_it(view: GameView) -> None:
    panel = view.board_panel
    said = panel.keyboard.focused()
    assert panel.keyboard.place in panel.targets()
    assert said.startswith("The board of Leaping Lemmings: " + panel.keyboard.place)
    assert panel.hover.value.startswith(panel.keyboard.place)  # drawn and written as the mouse's hover is


def test_a_whole_decision_by_keys_alone(view: GameView) -> None:
    panel = view.board_panel
    before = len(view.game.history)
    panel.keyboard.focused()
    panel.keys.press("n")
    target = panel.keyboard.place
    assert target in panel.targets()
    panel.keys.press("Enter")
    assert len(view.game.history) > before  # the move was made (and the computers answered)
    assert view.message.value and panel.keys.said  # and said in the live region


def test_escape_clears_and_question_mark_says_the_keys(view: GameView) -> None:
    panel = view.board_panel
    panel.keys.press("?")
    assert panel.keys.said == str(KEY_HELP)
    panel.keys.press("Escape")
    assert "Selection cleared" in panel.keys.said


def test_move_box_makes_moves_answers_questions_and_refuses_in_words(view: GameView) -> None:
    box = view.board_panel.move_box
    assert any(o.startswith("move R1 ") for o in box.text.options)
    assert "Commands" in box.submit("help")
    box.text.value = "move R2 0401"
    box.go.click()  # refused: the guard says why, the game is unchanged, the text stays to mend
    assert "not allowed" in view.message.value and box.text.value == "move R2 0401"
    n = len(view.game.history)
    box.text.value = "move R1 0402 — whatever the words say"
    box.go.click()
    assert len(view.game.history) > n and box.text.value == ""


def test_completions_and_typed_option() -> None:
    assert completions(["stop", "Play X"], lambda o: "play x" if o == "Play X" else "end") == ("stop — end", "Play X")
    assert typed_option("  move R1 0705 — R1 to 0705 ") == "move R1 0705"


def test_board_words_follow_the_game_when_shown(view: GameView) -> None:
    words = view.board_panel.words
    assert words.body.value == ""  # folded: nothing computed
    words.toggle.value = True
    first = words.body.value
    assert "<h4>" in first and "Ritz" in first
    view.board_panel.move_box.submit("move R1 0402")
    assert words.body.value != first and "0402" in words.body.value


def test_the_cursor_says_what_choosing_its_place_would_do(view: GameView) -> None:
    panel = view.board_panel
    view.click("start")  # a lemming picked: its destinations are lit
    lit = view.interaction.highlights()
    target = next(iter(lit.targets))
    said = panel.cursor_words(target)
    assert said.startswith(target) and "Enter: " in said and view.game.describe(
        view.interaction.destinations(view.interaction.selected)[target][0]) in said
    plain_hex = next(h for h in view.game.board.hexes if h not in lit.targets and h not in lit.selectable)
    assert "Enter: " not in panel.cursor_words(plain_hex)


def test_a_persons_decision_that_leads_to_another_of_theirs_says_the_next_one():
    """A newcomer's play test: after a flight the live region said where the eagle flew, not that the same
    person now chose whom it eats."""
    app = App(language="en")
    app.you.value, app.speed.value = "Ritz", "instant"
    app.start.click()
    view = app.holder.children[0]
    for _ in range(8):
        d = view.game.pending
        if d is None or d.player != 0:
            break
        view.apply(d.options[0])
        said = view.board_panel.keys.said
        if view.game.pending is not None and view.game.pending.player == 0:
            assert said.endswith(f"Your decision: {view.game.pending.prompt}"), said


def test_once_a_lemming_is_picked_n_walks_its_destinations():
    """A newcomer's play test: after picking a lemming, N went to the start area (another lemming to pick), and
    N then Enter switched lemmings back and forth for a whole turn."""
    game = Game.new(players=3, seed=1)
    while game.pending.kind != "move":  # on to a lemming's move (the eagles' decisions first)
        game.apply(game.pending.options[0])
    view = GameView(game, humans=[game.pending.player], speed="manual")
    panel = view.board_panel
    board = panel.keyboard
    board.focused()
    for _ in range(10):
        if panel._interaction().selected is not None:
            break
        board.press("n")
        board.press("Enter")
    lit = panel._interaction().highlights()
    assert lit.selected is not None and lit.targets
    assert set(panel.targets()) == set(lit.targets)
    assert "Enter: " in board.press("n") and board.place in lit.targets
