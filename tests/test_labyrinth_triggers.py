"""Abilities that act inside a test or a combat (triggers), in constructed positions: the text's own example
(Ejemplos de resolución de combate: Furia Sangrienta, then Desmembramiento), their costs (a life, never the
last; the crystal), once a turn and once on a test, optional ones as their owner's decision and the others by
themselves, Terror's ban (the character's, not the items'), a stunned character's, a trap test repeated whole
(Prueba de trampa), a broken file refused in each new field, the odds against brute force, and random games."""

from __future__ import annotations

import copy
import itertools
import json
import shutil
from fractions import Fraction

import pytest
from labyrinth_fixed import INNER, KEY0, MIDDLE, game, line, refresh

from gamecore.i18n import language
from labyrinth import board as bd
from labyrinth import odds, turn
from labyrinth import rules as ru
from labyrinth.bot import playout
from labyrinth.components import STARTER, ComponentError, load_components, parse
from labyrinth.game import Game
from labyrinth.invariants import problems

FACES = list(itertools.product(range(1, 7), repeat=2))
FAR = bd.cell_id(bd.KEY_CELLS[3]) + "a"   # somewhere for the Golem, out of the way


def active(g, seat):
    g.state.active, g.state.actions, g.state.done = seat, 2, []
    g._decision = None


# ------------------------------------------------------------------ the text's example
def test_the_texts_example_blood_fury_then_dismemberment(labyrinth_dice):
    g = game()  # P1 the Swordsman (Pedro, +2, a key), P2 the Warrior (Ana), P5 the Sorcerer (Roberto)
    s = g.state
    line(g, ("straight", 0), ("straight", 0))
    s.golem = FAR
    s.seats[0].keys = 1
    refresh(g, P1=INNER + "a", P5=INNER + "a", P2=MIDDLE + "a")
    active(g, 1)
    g.apply(f"move {INNER}a")
    assert g.pending.kind == "imminent" and g.options == ("attack P1", "attack P5", "pass")
    labyrinth_dice(3, 4, 3, 3)  # Ana 7, Pedro 6 + 2 = 8: Ana loses so far
    g.apply("attack P1")
    assert g.pending.kind == "reroll" and g.pending.player == 1 and g.options == ("use blood_fury", "accept")
    assert "Furia Sangrienta" in language_es(g, "use blood_fury")
    g.apply("use blood_fury")  # a life for +2: 9 against 8, and Dismemberment takes every life Pedro has
    pedro, ana = s.seats[0], s.seats[1]
    assert ana.lives == 3 and ana.at == INNER + "a"
    assert pedro.at == pedro.start and pedro.lives == 4 and pedro.keys == 0 and s.keys[INNER + "a"] == [-1]
    assert any("Dismemberment" in line for line in g.log)
    assert g.options == ("attack P5", "pass")  # Ana may still fight Roberto; she declines, so may he
    g.apply("pass")
    assert g.pending.kind == "defend" and g.pending.player == 4
    g.apply("pass")
    assert g.pending.kind == "pickup" and "take key" in g.options
    g.apply("take key")
    assert ana.keys == 1


def language_es(g, option):
    with language("es"):
        return g.describe(option)


def test_accepting_keeps_the_life_and_the_fury_is_once_on_a_combat(labyrinth_dice):
    g = game()
    refresh(g, P1=KEY0 + "a", P2=KEY0 + "a")
    labyrinth_dice(6, 6, 1, 1)  # 14 against 2: +2 would not help, but it is offered; accepting costs nothing
    g.apply("attack P2")
    assert g.options == ("use blood_fury", "accept")
    g.apply("accept")
    assert g.state.seats[1].lives == 3
    labyrinth_dice(3, 3, 3, 3, 1, 1, 1, 2)  # 8 against 6, +2: a tie, rolled again by both: 4 against 3
    g.apply("attack P2")
    g.apply("use blood_fury")
    assert g.state.seats[1].lives == 1 and g.pending.kind == "action"  # she paid a life and lost one: no second use


def test_no_fury_with_the_last_life_under_terror_or_when_stunned(labyrinth_dice):
    g = game()
    refresh(g, P1=KEY0 + "a", P2=KEY0 + "a")
    s = g.state
    s.seats[1].lives = 1  # a cost in lives is never paid with the last one
    labyrinth_dice(6, 6, 1, 1)
    g.apply("attack P2")
    assert g.pending.kind == "action" and s.seats[1].lives == 4 and s.seats[1].at == s.seats[1].start
    active(g, 0)
    s.event = "terror"  # no character may use abilities: neither the fury nor the dismemberment
    refresh(g, P2=KEY0 + "a")
    labyrinth_dice(6, 6, 1, 1, 1, 1, 6, 6)
    g.apply("attack P2")
    assert g.pending.kind == "action" and s.seats[1].lives == 3
    g.apply("attack P2")  # 4 against 12: the Warrior wins, but takes one life only
    assert s.seats[0].lives == 3
    s.event = None
    for seat in s.seats[:2]:
        seat.stun, seat.lives = 1, 4
    labyrinth_dice(6, 6, 1, 1, 1, 1, 6, 6)  # both stunned: they roll; a stunned one makes no choice
    ru.combat(g.components, s, 0, 1)
    assert not s.tasks and s.seats[1].lives == 3
    ru.combat(g.components, s, 0, 1)  # ... but what acts by itself still acts: the dismemberment
    assert s.seats[0].at == s.seats[0].start and s.seats[0].lives == 4


# ------------------------------------------------------------------ a combat's end
def test_smite_is_a_choice_for_the_crystal_once_a_turn(labyrinth_dice):
    g = game()
    s = g.state
    refresh(g, P1=KEY0 + "a", P4=KEY0 + "a")
    active(g, 3)
    s.seats[3].crystal = True
    labyrinth_dice(6, 6, 1, 1)  # the Paladin 13 against 4
    g.apply("attack P1")
    assert g.pending.kind == "trigger" and g.pending.player == 3 and g.options == ("use smite", "done")
    assert g.describe("done") == "use nothing more"
    g.apply("use smite")
    assert s.seats[0].lives == 2 and not s.seats[3].crystal
    s.seats[3].crystal = True
    labyrinth_dice(6, 6, 1, 1)
    g.apply("attack P1")  # once a turn: not offered again, though the crystal is lit
    assert s.seats[0].lives == 1 and s.seats[3].crystal and g.pending.kind == "action"


def test_declining_smite_keeps_the_crystal(labyrinth_dice):
    g = game()
    refresh(g, P1=KEY0 + "a", P4=KEY0 + "a")
    active(g, 3)
    g.state.seats[3].crystal = True
    labyrinth_dice(6, 6, 1, 1)
    g.apply("attack P1")
    g.apply("done")
    assert g.state.seats[0].lives == 3 and g.state.seats[3].crystal


def test_a_shield_parries_once_a_turn_even_under_terror_and_against_dismemberment(labyrinth_dice):
    g = game()
    s = g.state
    refresh(g, P1=KEY0 + "a", P2=KEY0 + "a")
    s.seats[1].items = ["shield"]
    s.event = "terror"  # it forbids the characters' abilities, not the items'
    labyrinth_dice(6, 6, 1, 1, 6, 6, 1, 1)
    g.apply("attack P2")
    assert s.seats[1].lives == 4 and any("loses no life" in line for line in g.log)
    g.apply("attack P2")
    assert s.seats[1].lives == 3
    s.event = None
    s.seats[0].items = ["shield"]
    active(g, 1)
    labyrinth_dice(6, 6, 1, 1)  # the Warrior wins: every life, less the one the shield parries
    g.apply("attack P1")
    assert s.seats[0].lives == 1 and s.seats[0].at == KEY0 + "a"


# ------------------------------------------------------------------ tests other than combat
def test_the_lantern_rolls_a_trap_test_again_whole_before_the_crystal(labyrinth_dice):
    g = game()
    s = g.state
    line(g, ("straight", 0), ("straight", 0))
    s.traps[MIDDLE + "a"] = ["blades", True]  # 2 rolls against 5, a life per failure; the lantern adds 1
    refresh(g, P1=INNER + "a")
    s.seats[0].items, s.seats[0].crystal = ["lantern"], True
    labyrinth_dice(6, 6, 1, 1)  # 13 passes, 3 fails
    g.apply(f"move {MIDDLE}a")
    assert g.pending.kind == "reroll" and g.options == ("use second_look", "reroll", "accept")
    labyrinth_dice(1, 2, 2, 1)  # both rolls again, the passed one too: 4 and 4
    g.apply("use second_look")
    assert g.options == ("reroll", "accept") and s.seats[0].lives == 4  # once on this test; the crystal is left
    g.apply("accept")
    assert s.seats[0].lives == 2 and s.seats[0].crystal


def lucky_set(tmp_path, trigger):
    """The starter set with ``trigger`` on the stone amulet (+3 to the Golem test)."""
    folder = tmp_path / "lucky"
    shutil.copytree(STARTER, folder)
    items = json.loads((folder / "items.json").read_text(encoding="utf-8"))
    next(i for i in items["items"] if i["id"] == "amulet")["triggers"] = [trigger]
    (folder / "items.json").write_text(json.dumps(items), encoding="utf-8")
    return load_components(folder)


def test_a_trigger_acting_by_itself_acts_once_on_a_test(labyrinth_dice, tmp_path):
    comps = lucky_set(tmp_path, {"id": "lucky", "name": {"en": "Luck", "es": "Suerte"}, "when": "roll", "tests": ["golem"],
                                 "optional": False, "once_per_turn": False, "effects": [{"effect": "reroll"},
                                                                                        {"effect": "roll_bonus", "amount": 1}]})
    g = Game.new(6, 3, components=comps, characters=["espadachin", "guerrera", "arquitecto", "paladin", "hechicero",
                                                     "ilusionista"])
    s = g.state
    for seat in s.seats:
        seat.crystal = False
    line(g, ("straight", 0), ("straight", 0))
    s.golem, s.seats[0].items = INNER + "a", ["amulet"]
    refresh(g, P1=KEY0 + "a")
    active(g, 0)
    labyrinth_dice(1, 1, 3, 4)  # 2 + 3 fails; by itself, rolled again: 7 + 3, + 1 = 11 fails; no third roll
    g.apply(f"move {INNER}a")
    assert s.seats[0].at == s.seats[0].start and g.pending.kind == "action"
    active(g, 0)
    refresh(g, P1=KEY0 + "a")
    labyrinth_dice(4, 4, 4, 4)  # 11 fails; again 11, + 1 = 12 passes
    g.apply(f"move {INNER}a")
    assert s.seats[0].at == INNER + "a"


# ------------------------------------------------------------------ the data, checked
def raw(kind):
    return json.loads((STARTER / f"{kind}.json").read_text(encoding="utf-8"))


def fury(d):
    return d["characters"][2]["triggers"][0]


BREAKS = [
    ("characters", lambda d: fury(d).update(when="later"), "characters.guerrera.triggers.blood_fury.when",
     "roll, combat_won, combat_lost"),
    ("characters", lambda d: fury(d).pop("tests"), "characters.guerrera.triggers.blood_fury.tests", "distinct tests"),
    ("characters", lambda d: fury(d).update(tests=["combat", "luck"]), "characters.guerrera.triggers.blood_fury.tests",
     "combat, jump, trap, golem"),
    ("characters", lambda d: fury(d).update(when="combat_won"), "characters.guerrera.triggers.blood_fury.tests",
     "only a trigger at the moment 'roll'"),
    ("characters", lambda d: fury(d).update(optional="maybe"), "characters.guerrera.triggers.blood_fury.optional",
     "true or false"),
    ("characters", lambda d: fury(d).update(optional=False), "characters.guerrera.triggers.blood_fury.optional",
     "pays nothing"),
    ("characters", lambda d: fury(d).update(lives=4), "characters.guerrera.triggers.blood_fury.lives", "from 0 to 3"),
    ("characters", lambda d: fury(d).update(crystal=1), "characters.guerrera.triggers.blood_fury.crystal", "true or false"),
    ("characters", lambda d: fury(d).update(once_per_turn="no"), "characters.guerrera.triggers.blood_fury.once_per_turn",
     "true or false"),
    ("characters", lambda d: fury(d).update(effects=[]), "characters.guerrera.triggers.blood_fury.effects",
     "at least one effect"),
    ("characters", lambda d: fury(d).update(effects=[{"effect": "extra_damage", "amount": 1}]),
     "characters.guerrera.triggers.blood_fury.effects[0].effect", "unknown effect 'extra_damage'"),
    ("characters", lambda d: fury(d).update(effects=[{"effect": "roll_bonus", "amount": 7}]),
     "characters.guerrera.triggers.blood_fury.effects[0].amount", "from 1 to 6"),
    ("characters", lambda d: fury(d).update(target="P2"), "characters.guerrera.triggers.blood_fury.target",
     "unknown field"),
    ("characters", lambda d: fury(d).update(name={"en": "Fury"}), "characters.guerrera.triggers.blood_fury.name.es",
     "English and Spanish"),
    ("characters", lambda d: fury(d).update(id="dismemberment"), "characters.guerrera.triggers[1].id", "used twice"),
    ("characters", lambda d: d["characters"][2]["triggers"][1].update(effects=[{"effect": "roll_bonus", "amount": 1}]),
     "characters.guerrera.triggers.dismemberment.effects[0].effect", "unknown effect 'roll_bonus'"),
    ("characters", lambda d: d["characters"][2].update(triggers={}), "characters.guerrera.triggers", "non-empty list"),
    ("items", lambda d: d["items"][1]["triggers"][0]["effects"][0].update(amount=0),
     "items.shield.triggers.parry.effects[0].amount", "from 1 to 4"),
    ("items", lambda d: d["items"][0].update(triggers=copy.deepcopy(d["items"][1]["triggers"])),
     "items.shield.triggers.parry.id", "also a trigger of the item sword"),
]


@pytest.mark.parametrize("kind, breaks, field, reason", BREAKS, ids=[f"{b[0]}:{b[2]}" for b in BREAKS])
def test_a_trigger_broken_in_each_field_is_refused(kind, breaks, field, reason):
    data = copy.deepcopy(raw(kind))
    breaks(data)
    with pytest.raises(ComponentError) as caught:
        parse(kind, json.dumps(data), f"{kind}.json")
    assert (caught.value.source, caught.value.field) == (f"{kind}.json", field), str(caught.value)
    assert reason in caught.value.reason


def test_a_characters_trigger_may_not_share_an_items_id(tmp_path):
    with pytest.raises(ComponentError) as caught:
        lucky_set(tmp_path, {**fury(raw("characters")), "id": "blood_fury"})
    assert caught.value.source.endswith("characters.json")
    assert caught.value.field == "characters.guerrera.triggers.blood_fury.id" and "amulet" in caught.value.reason


# ------------------------------------------------------------------ the odds
def test_single_tests_with_helps_by_enumeration():
    plus2 = ((("bonus", 2),),)
    assert odds.jump(0, helps=plus2) == odds.at_least(6)
    wins = sum(1 if a + b >= 8 else (a + b + 2 >= 8) or c + d >= 8 for a, b in FACES for c, d in FACES)
    assert odds.jump(0, True, plus2) == Fraction(wins, 36 ** 2)  # the bonus first, then the crystal
    again_plus = ((("reroll", 0), ("bonus", 1)),)
    assert odds.golem(0, helps=again_plus) == Fraction(1, 36) + Fraction(35, 36) * odds.at_least(11)
    assert odds.trap(2, 5, 1, helps=(odds.CRYSTAL,)) == odds.trap(2, 5, 1, crystal=True)
    plain = {k: Fraction(0) for k in range(3)}
    for (a, b), (c, d) in itertools.product(FACES, repeat=2):
        failed = a + b < 5 or c + d < 5
        plain[(a + b + 2 * failed < 5) + (c + d + 2 * failed < 5)] += Fraction(1, 36 ** 2)
    assert odds.trap(2, 5, 0, helps=plus2) == plain  # a bonus counts on every roll of the test


def test_combat_odds_with_the_fury_match_the_engine():
    g = Game.new(2, 12, characters=["guerrera", "espadachin"])
    s, comps = g.state, g.components
    here = bd.cell_id(bd.KEY_CELLS[0]) + "a"
    for seat in s.seats:
        seat.at, seat.crystal = here, False
    exact = odds.combat_for(comps, s, 0, 1)
    assert exact == odds.combat(0, 2, a_helps=((("bonus", 2),),)) and exact > odds.combat(0, 2)
    s.event = "terror"  # no fury, and (the kit's reading) no passive bonus of a character card either
    assert odds.combat_for(comps, s, 0, 1) == odds.combat(0, 0)
    s.event, s.seats[0].lives = None, 1
    assert odds.combat_for(comps, s, 0, 1) == odds.combat(0, 2)  # the last life is never paid
    trials, wins = 12000, 0
    for _ in range(trials):
        for seat in s.seats:
            seat.at, seat.lives = here, 4
        s.log.clear()
        ru.combat(comps, s, 0, 1)
        while s.tasks:  # the player always takes the first help offered
            first = turn.options(comps, s)[0]
            turn.decide(comps, s, s.tasks.pop(), first.split())
        wins += next(m.params["winner"] for m in s.log if "wins the combat" in m.text) == "P1"
    spread = (float(exact) * (1 - float(exact)) / trials) ** 0.5
    assert abs(wins / trials - float(exact)) < 4 * spread, (wins / trials, float(exact))


# ------------------------------------------------------------------ random games
CAST = ["guerrera", "paladin", "espadachin", "hechicero", "arquitecto", "ilusionista"]


def test_random_games_with_triggers_keep_every_invariant_save_and_replay():
    used = set()
    for seed in (1, 2, 3):
        g = playout(Game.new(6, seed, characters=CAST), seed, max_choices=500,
                    check=lambda game: not problems(game.components, game.state) or pytest.fail(
                        str((problems(game.components, game.state), game.history[-4:]))))
        used |= {h for h in g.history if h.startswith("use ")}
        loaded = Game.from_json(g.to_json())
        assert loaded.state.to_dict() == g.state.to_dict() and loaded.history == g.history
        again = playout(Game.new(6, seed, characters=CAST), seed, max_choices=500)
        assert again.to_json() == g.to_json()
    assert "use blood_fury" in used
