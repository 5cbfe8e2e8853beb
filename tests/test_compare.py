"""What changes between two options (lemmings.analysis.compare), the review's "why", on the tactics
suite's positions: each says, in its own words, what the suite's teacher's reason says."""

from __future__ import annotations

import random

import pytest
from tactics_suite import BY_NAME

from lemmings import Game, language
from lemmings.analysis.compare import MIN_GAIN, changes, why


def _position(name: str) -> tuple[Game, dict[str, object]]:
    game = BY_NAME[name].game()
    return game, {str(o): o for o in game.pending.options}


def test_a_dive_for_the_whole_card_against_a_step_along_the_edge_first():
    game, opt = _position("dive for the whole card")
    text = why(game, opt["move R1 1502 dive 5"], opt["move R1 1501 dive 4"])
    assert text == "by the end of your turn, your R1 dives for 5 VP rather than 4"


def test_out_of_both_circles_says_the_chance_of_being_eaten():
    game, opt = _position("out of both circles")
    exposed = next(o for o in game.pending.options
                   if getattr(o, "lemming", "") == "R1" and any("R1" in c.words and "chance" in c.words and c.gain > 0
                                                                for c in changes(game, opt["move R1 1203"], o)))
    text = why(game, opt["move R1 1203"], exposed)
    assert "the chance that your R1 is eaten when the eagles next fly is 0 rather than" in text


def test_a_card_that_gains_names_the_bigger_dive_and_the_card_it_spends():
    game, opt = _position("It's a 5 on the edge")
    dive_2 = next(o for text, o in opt.items() if text.startswith("move R1") and text.endswith("dive 2"))
    text = why(game, opt["play It's a 5"], dive_2)
    assert text == ("by the end of your turn, your R1 dives for 5 VP rather than 2, though you spend It's a 5, worth 1 VP "
                    "if kept to the end — your turn goes on: R1 dives from 1502")


def test_a_card_that_gains_against_a_crowded_edge_says_the_rivals_dive_for_less():
    game, opt = _position("Rock Slide against a crowded edge")
    text = why(game, opt["play Rock Slide"], opt["move R1 0701"])
    assert "I.Q.'s I1 dives for only 1 VP, where it stood to bring about " in text
    assert "though you spend Rock Slide, worth 1 VP if kept to the end — your turn goes on: R1 0603 → " in text


def test_the_line_the_search_found_is_said_when_the_turn_goes_on():
    """A trade or a card pays off in what follows it: the why says how the seat's turn goes on."""
    game, opt = _position("feed it a rival")
    text = why(game, opt["feast B1"], opt["feast R1"])
    line = text[text.index(" — your turn goes on: "):]
    assert "; play It's a 5; R1 dives from " in line  # the steps apart by "; " (a move's own words hold an arrow)
    game, opt = _position("keep Uh-Oh!")  # a move that ends the turn has nothing more to say
    assert "your turn goes on" not in why(game, opt["move R1 0704"], opt["play Uh-Oh!"])


def test_a_card_that_wastes_says_the_card_is_kept():
    game, opt = _position("keep Uh-Oh!")
    assert "you keep Uh-Oh!, worth 1 VP at the end" in why(game, opt["move R1 0704"], opt["play Uh-Oh!"])


def test_an_eagle_flown_to_the_rivals_eats_a_rival_and_spares_yours():
    game, opt = _position("fly to the rivals")
    ccw = next(o for text, o in opt.items() if text.startswith("blue ccw"))
    text = why(game, opt["blue cw A"], ccw)
    assert "Biker's B1 is eaten" in text and "your R2 is not eaten" in text


def test_the_eagle_order_counts_the_whole_eagle_phase_that_follows():
    game, opt = _position("order: scatter first, then pounce")
    assert "your R1 is not eaten" in why(game, opt["red first"], opt["blue first"])


def test_the_largest_changes_come_first_and_small_ones_are_not_said():
    game, opt = _position("fly to the rivals")
    ccw = next(o for text, o in opt.items() if text.startswith("blue ccw"))
    found = changes(game, opt["blue cw A"], ccw)
    assert [abs(c.gain) for c in found] == sorted((abs(c.gain) for c in found), reverse=True)
    assert all(c.words not in why(game, opt["blue cw A"], ccw) for c in found if abs(c.gain) < MIN_GAIN)


def test_nothing_in_favour_right_after_says_the_gain_comes_later():
    game = Game.new(players=4, seed=3)
    d = game.pending
    assert why(game, d.options[0], d.options[0]).startswith(
        "by the end of your turn the position looks much the same; its gain shows in the games played on from it "
        "— your turn goes on: ")


def test_only_what_the_seat_may_know_is_read():
    """Two games alike but for what the seat cannot see (rivals' hands, the deck's order) get the same words."""
    game, opt = _position("It's a 5 on the edge")
    dive_2 = next(o for text, o in opt.items() if text.startswith("move R1") and text.endswith("dive 2"))
    twin = game.sample_world(game.pending.player, random.Random(9))
    assert why(game, opt["play It's a 5"], dive_2) == why(twin, opt["play It's a 5"], dive_2)


def test_spanish_and_italian():
    game, opt = _position("It's a 5 on the edge")
    dive_2 = next(o for text, o in opt.items() if text.startswith("move R1") and text.endswith("dive 2"))
    with language("es"):
        assert "tu R1 salta por 5 PV en lugar de 2, aunque gastas " in why(game, opt["play It's a 5"], dive_2)
    with language("it"):
        assert "il tuo R1 si tuffa per 5 VP invece di 2, anche se spendi " in why(game, opt["play It's a 5"], dive_2)


def test_an_option_of_another_decision_is_refused():
    game, opt = _position("keep Uh-Oh!")
    other, _ = _position("fly to the rivals")
    with pytest.raises(ValueError, match="options of the decision the game is waiting for"):
        why(game, opt["move R1 0704"], other.pending.options[0])


def test_a_lemming_left_in_the_start_area_is_said_to_stay_there():
    """Columns count from the start area to the cliff edge, as the hex ids do (0401: column 4); a lemming
    the better option leaves at the start is not said to end "4 columns further from the cliff"."""
    game, opt = _position("dive for the whole card")
    text = why(game, opt["move R1 1502 dive 5"], opt["move R2 0401"])
    assert text.startswith("by the end of your turn, your R1 dives for 5 VP")
    assert text.endswith("though your R2 stays in the start area")


def test_a_dive_both_options_reach_is_said_once_as_alike():
    """Diving now against a card whose line ends with the same dive: the card kept is the difference, and
    the dive is said to come either way (a newcomer read "you keep Lost" as the dive's only merit)."""
    game = Game.from_scenario("name: dive or Lost first\nplayers: 4\neagle player: Biker\nmover: Ritz\n"
                              "its a 5 used: Ritz\nred: C hunting\nblue: B hunting\nhand Ritz: Lost\ncard: 5\n"
                              "1502: R1\n0603: B1\n")
    opt = {str(o): o for o in game.pending.options}
    text = why(game, opt["move R1 1502 dive 5"], opt["play Lost"])
    assert text.startswith("by the end of your turn, your R1 dives for 5 VP either way; you keep Lost, worth 1 VP at "
                           "the end")
    assert "either way" not in why(game, opt["move R1 1502 dive 5"], opt["move R1 1501 dive 4"])
