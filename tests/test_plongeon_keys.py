"""Le grand plongeon without a pointer (widgets.plongeon_keys): a whole turn by the board's keys alone and by
the decision's buttons, the move box making and refusing moves, the board in words, landmarks and language."""

from __future__ import annotations

import ipywidgets as W
import pytest

from gamecore.shapes import Poly
from plongeon import Game
from widgets import PlongeonView
from widgets.cursor import KEY_HELP
from widgets.plongeon_keys import BOARD_AREA, DECISION_CLASS, LOG_AREA, SIDE_AREA, cursor_shapes
from widgets.plongeon_view import LAYERS

#: blue (a person) holds water 3, water 1 and forest 1 over a water column of 1: water 3 starts a new
#: column, so its turn is a card, a bonus tile and a move
BONUS = {"hands": {0: ["W3", "W1", "F1"]}, "columns": {"water": [1]}}


@pytest.fixture
def view() -> PlongeonView:
    return PlongeonView(Game.new(2, seed=3, arrange=BONUS), humans=(0,))


def buttons(view: PlongeonView) -> list[W.Button]:
    return [w for box in view.access.decision.children if isinstance(box, W.Box) for w in box.children]


def test_a_whole_turn_by_the_boards_keys_alone(view: PlongeonView) -> None:
    keys, access = view.access.keys, view.access
    said = access.keyboard.focused()
    assert said.startswith("The track of Le grand plongeon: ") and "Enter: play this card" in said
    assert access.keyboard.place == "hand:0"
    keys.press("ArrowRight")
    keys.press("ArrowRight")  # hand:2, water 3 (the hand is sorted: F1 W1 W3)
    assert access.keyboard.place == "hand:2" and keys.said.startswith("water 3")
    keys.press("Enter")
    assert view.game.history == ("play W3",) and "new column" in keys.said and "bonus tile" in keys.said
    keys.press("n")
    assert view.access.keyboard.place in view.game.track and "Enter: put the bonus tile here" in keys.said
    keys.press("Enter")
    assert view.game.history[-1].startswith("bonus ") and view.game.pending.kind == "move"
    keys.press("n")  # the start line, where both lemmings wait
    assert keys.said.startswith("The start line") and "Enter: pick B1" in keys.said
    keys.press(" ")
    assert view.selected == "B1" and "B1 picked" in keys.said
    keys.press("n")
    target = access.keyboard.place
    assert target in view.game.legal_destinations("B1") and "B1 ends its move here" in keys.said
    keys.press("Enter")
    # the move made, the computer answered, and one sentence says both and what to do now
    assert view.game.where("B1") == target and view.game.pending.player == 0 and len(view.game.history) > 5
    assert f"B1 steps to {target}" in keys.said and "the computer made" in keys.said and "blue: play a card" in keys.said


def test_escape_forgets_the_lemming_picked_and_question_mark_says_the_keys(view: PlongeonView) -> None:
    view.click("hand:1")  # water 1 onto the column: no bonus tile
    keys = view.access.keys
    view.access.keyboard.focused()
    keys.press("n")
    keys.press("Enter")
    assert view.selected == "B1"
    keys.press("Escape")
    assert view.selected is None and keys.said == "Selection cleared."
    keys.press("?")
    assert keys.said == str(KEY_HELP)


def test_a_whole_turn_by_the_decisions_buttons(view: PlongeonView) -> None:
    labels = [b.description for b in buttons(view)]
    assert labels == ["Play forest 1: 3 steps", "Play water 1: 2 steps", "Play water 3: 3 steps · new column",
                      "Refill instead"]
    assert all(b.tooltip for b in buttons(view))
    assert DECISION_CLASS in view.access.decision._dom_classes
    buttons(view)[2].click()
    assert view.game.history == ("play W3",)
    menu = view.access.menu
    assert isinstance(menu, W.Dropdown) and len(menu.options) == len(view.game.track.hexes)
    assert menu.options[0][0].startswith(menu.options[0][1] + ": ")  # each hex in words
    menu.value = "0311"
    [put] = buttons(view)
    assert put.description == "Put the bonus tile there"
    put.click()
    assert view.game.state.tiles["0311"] == "water"
    [pick] = buttons(view)
    assert pick.description.startswith("Pick B1 (the start line): ")  # both wait there: one button
    pick.click()
    ends = [b.description for b in buttons(view)]
    assert ends[-1] == "Pick another lemming" and all(e.startswith("B1 to ") for e in ends[:-1])
    assert len(ends) - 1 == len(view.game.legal_destinations("B1"))
    far = buttons(view)[0]  # the farthest first
    where = far.description.split()[2].rstrip(":")
    far.click()
    assert view.game.where("B1") == where and view.game.pending.player == 0


def test_the_move_box_makes_a_move_and_refuses_one_with_the_rules_reason(view: PlongeonView) -> None:
    box = view.access.move_box
    view.click("hand:1")  # water 1: a move of 2 points
    assert any(o.startswith("move B1 ") for o in box.text.options) and "stop — end the move here" in box.text.options
    before = view.game.to_json()
    box.text.value = "play F1"  # a card is played already: the engine says why not
    box.go.click()
    assert "Not allowed" in view.message.value and "played only as the turn" in view.message.value
    assert view.game.to_json() == before and box.text.value == "play F1"  # unchanged, the text kept to mend
    assert "Not allowed" in view.access.keys.said
    box.text.value = "move B1 0999"
    box.go.click()
    assert "B1 cannot end there" in view.message.value and view.game.to_json() == before
    dest = sorted(view.game.legal_destinations("B1"))[0]
    box.text.value = f"move B1 {dest} — whatever the words say"
    box.go.click()
    assert view.game.where("B1") == dest and box.text.value == ""
    assert "Commands" in box.submit("help") and "B1" in box.submit("mine")


def test_the_board_in_words_names_every_lemming(view: PlongeonView) -> None:
    words = view.access.words
    words.toggle.value = True
    for lem in ("B1", "B2", "R1", "R2"):
        assert lem in words.body.value
    assert "water 1" in words.body.value  # the person's own hand, from their seat
    view.click("hand:1")
    view.click("start")
    dest = sorted(view.game.legal_destinations("B1"))[0]
    view.click(dest)
    assert f"B1 on {dest}" in words.body.value


def test_places_targets_and_the_cursors_ring(view: PlongeonView) -> None:
    access = view.access
    places = access.places()
    assert set(view.game.track.hexes) <= set(places) and {"start", "finish", "column:water", "hand:2"} <= set(places)
    assert "hand:3" not in places
    assert access.targets() == ["hand:0", "hand:1", "hand:2"]
    ring = cursor_shapes(view.board_layout, "0311")
    assert len(ring) == 3 and all(isinstance(s, Poly) for s in ring) and cursor_shapes(view.board_layout, None) == []
    assert cursor_shapes(view.board_layout, "start") and len(view.canvas._canvases) == len(LAYERS) + 1
    view.click("hand:2")  # water 3 starts a column: the tile goes on any hex
    assert access.targets() == sorted(view.game.track.hexes)
    view.click("0311")
    assert access.targets() == ["start"]


def test_landmarks_language_and_the_log_toggle(view: PlongeonView) -> None:
    keys = view.access.keys
    assert keys.lang == "en" and keys.landmarks[BOARD_AREA] == ["region", "Board"]
    assert set(keys.landmarks) == {BOARD_AREA, SIDE_AREA, LOG_AREA}
    classes = {c for w in walk(view) for c in w._dom_classes}
    assert {BOARD_AREA, SIDE_AREA, LOG_AREA, DECISION_CLASS, keys.board_class} <= classes
    view.set_language("es")
    assert keys.lang == "es" and keys.landmarks[SIDE_AREA] == ["region", "Tu decisión"]
    assert keys.label.startswith("El recorrido de Le grand plongeon")
    assert buttons(view)[0].description.startswith("Jugar bosque 1")
    assert view.access.log_toggle.description.startswith("El registro completo")


def test_the_computers_turn_offers_no_buttons_and_its_moves_are_said() -> None:
    view = PlongeonView(Game.new(2, seed=3), humans=(1,), auto=False)
    assert buttons(view) == [] and view.access.targets() == []
    assert view.access.keys.said == "The computer is to play blue."
    view.bot_move()
    first = view.access.keys.said
    assert first.startswith("Computer: play the card ") and "blue plays " in first  # the choice and its log line
    view.bot_move()
    second = view.access.keys.said  # the recap grew by one line: only that line is news
    assert second.startswith("Computer: put the bonus tile on ") and "blue plays " not in second
    assert "blue puts a " in second


def walk(widget: W.Widget) -> list[W.Widget]:
    out = [widget]
    for child in getattr(widget, "children", ()):
        out.extend(walk(child))
    return out
