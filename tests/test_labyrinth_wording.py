"""What a learner reads in Labyrinth (labyrinth/wording.py, labyrinth/readouts.py, the view's status line): every
pending decision's prompt is a sentence (who, what to decide, the actions left) worded when read; a failing test
and a combat's end say how they stand and what each choice does, with the trigger's name from the components;
a tile to build is described by the sides its corridors open to, as the board draws them; every option's words
and every prompt of random games read without raw ids, in English, Spanish and Italian."""

from __future__ import annotations

import math
import random
import re

import pytest
from labyrinth_fixed import KEY0, game, refresh

from gamecore.hexcore import DIRECTIONS
from gamecore.i18n import language
from labyrinth.game import Game
from labyrinth.layout import LabyrinthLayout
from labyrinth.wording import COMPASS, SIDES
from widgets.labyrinth_panels import status_html, task_words
from widgets.undo import now_words


def active(g, seat):
    g.state.active, g.state.actions, g.state.done = seat, 2, []
    g._decision = None


# ------------------------------------------------------------------ prompts
def test_the_prompt_says_who_what_and_the_actions_left_and_is_worded_when_read():
    g = Game.new(3, seed=1)
    d = g.pending
    assert d.prompt == ("P1 (Architect), move out of your start tile onto your key tile, or end the turn "
                        "(2 actions left)")
    g.apply(next(o for o in g.options if o.startswith("move")))
    assert g.pending.prompt == "P1 (Architect), choose an activity (1 action left)"
    with language("es"):
        assert d.prompt.startswith("P1 (Arquitecto), sal de tu loseta de inicio") and "quedan 2 acciones" in d.prompt
        assert g.pending.prompt == "P1 (Arquitecto), elige una actividad (queda 1 acción)"
    with language("it"):
        assert g.pending.prompt == "P1 (Architetto), scegli un'attività (resta 1 azione)"
    # the undo message quotes it (it read "P1: choose (action, 2 actions left)")
    g.undo()
    assert now_words(g, {0}) == ("Now it is your decision: P1 (Architect), move out of your start tile onto your "
                                 "key tile, or end the turn (2 actions left).")


def test_a_decision_in_another_seats_turn_names_whose_turn_it_is(labyrinth_dice):
    g = game()
    refresh(g, P1=KEY0 + "a", P2=KEY0 + "a")
    labyrinth_dice(3, 4, 3, 3)  # P1 7 + 2 (the Swordsman) against P2's 6: the Warrior loses so far
    g.apply("attack P2")  # P1 attacks on its own turn, 1 action left
    assert g.pending.kind == "reroll" and g.pending.player == 1
    assert g.pending.prompt.startswith("P2 (Warrior), you are losing the combat against P1 (Swordsman), 6 to 9")
    assert g.pending.prompt.endswith("(P1's turn, 1 action left)")
    with language("es"):
        assert g.pending.prompt.endswith("(turno de P1, le queda 1 acción)")
    g.apply("accept")


# ------------------------------------------------------------------ the reroll and trigger decisions
def test_the_reroll_decision_says_the_combat_the_rolls_and_what_each_choice_does(labyrinth_dice):
    g = game()
    s = g.state
    refresh(g, P1=KEY0 + "a", P2=KEY0 + "a")
    active(g, 1)
    s.seats[1].crystal = True
    labyrinth_dice(3, 4, 3, 3)  # the Warrior 7 against the Swordsman's 6 + 2
    g.apply("attack P1")
    assert g.options == ("use blood_fury", "reroll", "accept")
    said = task_words(g)
    assert said == ("you are losing the combat against P1 (Swordsman), 7 to 8: you may use Blood fury (+2 to the "
                    "roll; costs 1 life), roll again with the Crystal of Destiny (it is spent) or keep the roll and "
                    "lose the combat")
    assert "Crystal of Destiny" in status_html(g, {1}) and "Blood fury" in status_html(g, {1})
    assert [g.describe(o) for o in g.options] == ["use Blood fury (+2 to the roll; costs 1 life)",
                                                   "roll again with the Crystal of Destiny (it is spent)",
                                                   "keep the roll and lose the combat"]
    with language("es"):
        assert task_words(g).startswith("vas perdiendo el combate contra P1 (Espadachín), 7 a 8: puedes usar "
                                        "Furia Sangrienta (+2 a la tirada; cuesta 1 vida)")
    with language("it"):
        assert "puoi usare Furia sanguinaria (+2 al tiro; costa 1 vita)" in task_words(g)
    g.apply("accept")


def test_the_trigger_decision_says_who_won_what_the_loser_loses_and_what_the_ability_adds(labyrinth_dice):
    g = game()
    s = g.state
    refresh(g, P1=KEY0 + "a", P4=KEY0 + "a")
    active(g, 3)
    s.seats[3].crystal = True
    labyrinth_dice(6, 6, 1, 1)  # the Paladin 13 against 4
    g.apply("attack P1")
    assert g.pending.kind == "trigger"
    # it showed the engine's generic prompt ("P4: choose (trigger, 1 actions left)")
    assert task_words(g) == ("you won the combat against P1 (Swordsman), who is to lose 1 life: you may use Smite "
                             "(the loser loses 1 more life; spends the Crystal of Destiny) or use nothing more")
    assert "P4 (Paladin), your decision: you won the combat" in status_html(g, {3})
    with language("es"):
        assert "puedes usar Castigo (el perdedor pierde 1 vida más; gasta el Cristal del Destino) o no usar nada más" \
            in task_words(g)
    with language("it"):
        assert task_words(g).startswith("hai vinto il combattimento contro P1 (Spadaccino), che sta per perdere 1 vita")
    g.apply("done")


def test_a_trap_test_and_a_golem_test_say_their_rolls_and_what_keeping_them_costs(labyrinth_dice):
    g = game()
    s = g.state
    s.tiles["0412"] = ["straight", 0]
    s.traps["0412a"] = ["blades", True]  # 2 rolls against 5
    refresh(g, P1=KEY0 + "a")
    s.seats[0].crystal = True
    labyrinth_dice(6, 6, 1, 1)
    g.apply("move 0412a")
    assert task_words(g) == ("your test against the trap Swinging blades rolled 12 and 2, and each roll needs 5 or "
                             "more: you may roll again with the Crystal of Destiny (it is spent) or keep the roll, "
                             "and the trap acts once")
    g.apply("accept")


# ------------------------------------------------------------------ tiles by their sides
def test_the_compass_words_match_the_sides_the_board_draws():
    lay = LabyrinthLayout(40)
    cx, cy = lay.centre("0408")
    for edge, word in enumerate(SIDES):
        x, y = lay.edge_point("0408", edge)
        bearing = math.degrees(math.atan2(x - cx, cy - y)) % 360  # 0 north, clockwise, the screen's y down
        assert word.render("en") == ("N", "NE", "SE", "S", "SW", "NW")[round(bearing / 60) % 6], (edge, DIRECTIONS[edge])
    assert [SIDES[e].render("en") for e in COMPASS] == ["N", "NE", "SE", "S", "SW", "NW"]


@pytest.mark.parametrize(("tile", "rot", "words"), [
    ("straight", 0, "put the tile on {cell} with its corridor open to N and S"),
    ("straight", 1, "put the tile on {cell} with its corridor open to SE and NW"),
    ("fork", 0, "put the tile on {cell} with its corridor open to NE, S and NW"),
    ("twin_paths", 0, "put the tile on {cell} with corridors N–S and NE–SE"),
    ("bridge", 0, "put the tile on {cell} with a bridge N–S over a corridor SE–NW"),
])
def test_a_placement_reads_by_the_sides_its_corridors_open_to(tile, rot, words):
    g = game()
    g.state.tasks.append(["place", tile])
    g._decision = None
    option = next(o for o in g.options if o.endswith(f" r{rot}"))
    assert g.describe(option) == words.format(cell=option.split()[1])
    with language("es"):
        assert "sixths" not in g.describe(option) and g.describe(option).startswith("poner la loseta en")
    g.state.tasks.pop()  # out of its decision, the option still reads: by its turn
    assert g.describe("place 0408 r2") == "put the tile on 0408, turned 1/3 anticlockwise"
    assert g.describe("place 0408 r0") == "put the tile on 0408, as drawn"


# ------------------------------------------------------------------ random games in three languages
RAW = re.compile(r"sixths|choose \(|_|\{|\}|\b(?:action|place|golem|pickup|imminent|defend|push|drop|target|reroll|"
                 r"trigger|tokens), \d")


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_every_prompt_and_option_of_random_games_reads_as_words(lang):
    seen: set[str] = set()
    with language(lang):
        for seed in range(3):
            g = Game.new(3 + seed, seed=seed)
            pick = random.Random(seed)
            for _ in range(400):
                if g.over:
                    break
                d = g.pending
                assert not RAW.search(d.prompt) and d.prompt.startswith(f"P{d.player + 1} ("), d.prompt
                assert d.prompt.endswith(")"), d.prompt
                for option in d.options:
                    words = g.describe(option)
                    assert words != option, option
                    assert not RAW.search(words), (option, words)
                seen.add(d.kind)
                g.apply(pick.choice(d.options))
    assert {"action", "place", "golem"} <= seen
