"""Labyrinth in constructed positions with the dice fixed: risky and safe jumps (Salto arriesgado, Salto
seguro), the Golem's moves and its test (Movimiento del Golem, Prueba de Golem), and imminent combat
started by the characters already in the corridor (Combate inminente)."""

from __future__ import annotations

from labyrinth_fixed import CENTRE, INNER, KEY0, MIDDLE, game, golem_card, line, refresh, with_bridge

from labyrinth import board as bd


# ------------------------------------------------------------------------------------ jumps
def test_a_risky_jump_of_8_leaves_the_bridge_and_explores(labyrinth_dice):
    g = game()
    bridge, under = with_bridge(g)
    g.state.items[under] = ["rope"]
    refresh(g, P1=bridge)
    assert "jump" in g.options and "safe jump" in g.options
    labyrinth_dice(4, 4)
    g.apply("jump")
    me = g.state.seats[0]
    assert me.at == under and me.lives == 4 and me.stun == 0 and g.state.actions == 1
    assert g.pending.kind == "pickup" and "take rope" in g.options  # explored as a move


def test_a_failed_jump_from_the_bridge_still_lands_below_hurt_and_stunned(labyrinth_dice):
    g = game()
    bridge, under = with_bridge(g)
    g.state.items[under] = ["rope"]
    g.state.traps[under] = ["net", False]
    refresh(g, P1=bridge)
    labyrinth_dice(3, 4, 6, 6)  # 7 fails the jump; the trap test below is then passed
    g.apply("jump")
    me = g.state.seats[0]
    assert me.at == under and me.lives == 2 and me.stun == 1
    assert g.state.traps[under] == ["net", True]  # it explored the corridor below
    assert g.pending.kind == "action" and g.options == ("rest",)  # stunned: no pick-up, only rest


def test_a_failed_jump_up_stays_below(labyrinth_dice):
    g = game()
    bridge, under = with_bridge(g)
    g.state.traps[under] = ["net", True]
    refresh(g, P1=under)
    labyrinth_dice(1, 1, 6, 6)  # the fall lands in the same corridor, explored again: its trap is tested (and passed)
    g.apply("jump")
    me = g.state.seats[0]
    assert me.at == under and me.lives == 2 and me.stun == 1


def test_a_failed_jump_at_two_lives_kills(labyrinth_dice):
    g = game()
    bridge, under = with_bridge(g)
    g.state.seats[0].lives = 2
    g.state.traps[under] = ["net", False]
    refresh(g, P1=bridge)
    labyrinth_dice(2, 2)
    g.apply("jump")
    me = g.state.seats[0]
    assert me.at == me.start and me.lives == 4 and g.state.traps[under] == ["net", False]  # dead: no exploring


def test_jump_bonuses_count(labyrinth_dice):
    g = game()
    bridge, under = with_bridge(g)
    g.state.seats[0].items = ["boots"]  # +2 to jumps
    refresh(g, P1=bridge)
    labyrinth_dice(3, 3)
    g.apply("jump")
    assert g.state.seats[0].at == under and g.state.seats[0].lives == 4


def test_a_safe_jump_costs_two_actions_and_rolls_nothing(labyrinth_dice):
    g, short = game(), game()
    for each in (g, short):
        bridge, under = with_bridge(each)
        refresh(each, P1=under)
    labyrinth_dice()  # no roll allowed
    g.apply("safe jump")
    assert g.state.seats[0].at == bridge and g.state.active != 0
    short.state.actions = 1
    short._decision = None
    assert "jump" in short.options and "safe jump" not in short.options


def test_no_jump_where_there_is_no_bridge():
    g = game()
    refresh(g, P1=KEY0 + "a")
    assert "jump" not in g.options and "safe jump" not in g.options


# ------------------------------------------------------------------------------ the Golem
def test_the_golem_walks_its_steps_never_straight_back(labyrinth_dice):
    g = game()
    line(g, ("straight", 0), ("straight", 0))
    refresh(g, P1=KEY0 + "a")
    golem_card(g, "move2")
    g.apply("golem")
    assert g.pending.kind == "golem" and g.options == (f"golem {MIDDLE}a",)
    g.apply(f"golem {MIDDLE}a")
    assert g.options == (f"golem {INNER}a",)  # not back to the centre
    g.apply(f"golem {INNER}a")
    assert g.state.golem == INNER + "a" and g.pending.kind == "action" and "golem" not in g.options


def test_the_golem_bounces_out_of_a_dead_end(labyrinth_dice):
    g = game()
    line(g, ("dead_end_item", 3))  # open only towards the centre
    refresh(g, P1=KEY0 + "a")
    golem_card(g, "move2")
    g.apply("golem")
    g.apply(f"golem {MIDDLE}a")
    assert g.options == (f"golem {CENTRE}a",)
    g.apply(f"golem {CENTRE}a")
    assert g.state.golem == CENTRE + "a"


def test_the_next_player_may_not_move_the_golem_back_where_it_came_from(labyrinth_dice):
    g = game()
    line(g, ("straight", 0), ("straight", 0))
    refresh(g, P1=KEY0 + "a", P2=bd.cell_id(bd.KEY_CELLS[1]) + "a")
    golem_card(g, "move1")
    g.apply("golem")
    g.apply(f"golem {MIDDLE}a")
    g.apply("end")
    assert g.state.active == 1
    golem_card(g, "move1")
    g.apply("golem")
    assert g.options == (f"golem {INNER}a",)  # the centre, which P1's move left, is barred
    g.apply(f"golem {INNER}a")
    g.apply("end")
    g.state.active = 3  # P4 follows a player who did not move the Golem: it goes either way
    g.state.golem_back = None
    refresh(g, P4=bd.cell_id(bd.KEY_CELLS[3]) + "a")
    golem_card(g, "move1")
    g.apply("golem")
    assert set(g.options) == {f"golem {MIDDLE}a", f"golem {KEY0}a"}


def test_the_golem_stays_on_stop_goes_home_on_centre_and_its_deck_is_reshuffled(labyrinth_dice):
    g = game()
    line(g, ("straight", 0), ("straight", 0))
    g.state.golem = INNER + "a"
    refresh(g, P1=KEY0 + "a")
    golem_card(g, "stop")
    g.apply("golem")
    assert g.state.golem == INNER + "a" and g.pending.kind == "action"
    g.state.done.clear()
    golem_card(g, "centre")
    g.apply("golem")
    assert g.state.golem == CENTRE + "a"
    s = g.state
    s.golem_discard += s.golem_deck
    s.golem_deck.clear()
    s.done.clear()
    s.active, s.actions = 0, 2
    g._decision = None
    g.apply("golem")
    assert len(s.golem_deck) == 11 and len(s.golem_discard) == 1


def test_every_character_the_golem_meets_takes_the_golem_test(labyrinth_dice):
    g = game()
    line(g, ("straight", 0), ("straight", 0))
    refresh(g, P1=KEY0 + "a", P2=MIDDLE + "a", P3=INNER + "a")
    g.state.seats[2].items = ["amulet"]  # +3 to the Golem test
    golem_card(g, "move2")
    g.apply("golem")
    labyrinth_dice(6, 6)  # P2, passed through: only 12 passes
    g.apply(f"golem {MIDDLE}a")
    assert g.state.seats[1].at == MIDDLE + "a"
    labyrinth_dice(5, 3)  # P3 rolls 8, +3 = 11: short of 12, back to the start tile
    g.apply(f"golem {INNER}a")
    assert g.state.seats[2].at == g.state.seats[2].start
    labyrinth_dice(3, 6)  # P3 again, with 9 + 3 = 12
    g.state.seats[2].at = INNER + "a"
    g.state.golem = MIDDLE + "a"
    g.state.done.clear()
    golem_card(g, "move1")
    g.apply("golem")
    g.apply(f"golem {INNER}a")
    assert g.state.seats[2].at == INNER + "a"


def test_walking_into_the_golem_is_a_golem_test(labyrinth_dice):
    g = game()
    line(g, ("straight", 0), ("straight", 0))
    g.state.golem = INNER + "a"
    refresh(g, P1=KEY0 + "a")
    labyrinth_dice(6, 5)
    g.apply(f"move {INNER}a")
    assert g.state.seats[0].at == g.state.seats[0].start and g.state.actions == 1


# ---------------------------------------------------------------------- imminent combat
def crowd(g):
    """P2 and P3 wait in ``0412a``; P1 walks in from the key tile."""
    line(g, ("straight", 0), ("straight", 0))
    g.state.golem = bd.cell_id(bd.KEY_CELLS[3]) + "a"
    refresh(g, P1=KEY0 + "a", P2=INNER + "a", P3=INNER + "a")
    g.state.seats[1].character = "paladin"   # both waiting characters fight with +1 and have no trigger acting here
    g.state.seats[2].character = "golemisa"


def test_the_mover_may_fight_each_character_once_then_the_others_may_attack_it(labyrinth_dice):
    g = game()
    crowd(g)
    g.apply(f"move {INNER}a")
    assert g.pending.kind == "imminent" and g.pending.player == 0 and g.options == ("attack P2", "attack P3", "pass")
    labyrinth_dice(6, 6, 1, 1)  # P1 (Swordsman +2) 14 against P2 (Paladin +1) 3
    g.apply("attack P2")
    assert g.state.seats[1].lives == 3 and g.options == ("attack P3", "pass")  # one combat per pair
    g.apply("pass")
    assert g.pending.kind == "defend" and g.pending.player == 2 and g.options == ("attack P1", "pass")
    labyrinth_dice(6, 5, 1, 1)  # P3 attacks: 11 against 3 + 2
    g.apply("attack P1")
    assert g.state.seats[0].lives == 3 and g.pending.kind == "action" and g.pending.player == 0


def test_when_the_mover_passes_every_occupant_may_attack_in_a_drawn_order(labyrinth_dice):
    g = game()
    crowd(g)
    g.apply(f"move {INNER}a")
    g.apply("pass")
    first = g.pending.player
    assert g.pending.kind == "defend" and first in (1, 2)
    g.apply("pass")
    assert g.pending.kind == "defend" and g.pending.player == 3 - first
    labyrinth_dice(1, 2, 1, 1, 5, 5, 4, 4)  # a tie (3 + 1 against 2 + 2) is rolled again: 10 + 1 against 8 + 2
    g.apply("attack P1")
    assert g.state.seats[0].lives == 3 and g.state.seats[3 - first].lives == 4
    assert g.pending.kind == "action"


def test_no_imminent_combat_for_characters_who_did_not_move():
    g = game()
    crowd(g)
    g.state.seats[0].at = INNER + "a"
    g._decision = None
    assert g.pending.kind == "action" and "attack P2" in g.options  # an ordinary combat, for 1 action


def test_a_dead_mover_ends_the_imminent_combats(labyrinth_dice):
    g = game()
    crowd(g)
    g.state.seats[0].lives = 1
    g.apply(f"move {INNER}a")
    g.apply("pass")
    labyrinth_dice(6, 6, 1, 1)
    g.apply("attack P1")
    assert g.state.seats[0].at == g.state.seats[0].start and g.pending.kind == "action"
