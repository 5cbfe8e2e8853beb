"""The Crystal of Destiny (Activación / Uso del Cristal del Destino, Combate avanzado): a failed test may be
rolled again once the crystal is active, by the character tested (active or not); a trap's reroll repeats
every roll; in combat the loser decides after both have rolled; activation costs 2 actions."""

from __future__ import annotations

from labyrinth_fixed import CENTRE, INNER, KEY0, MIDDLE, game, line, refresh, with_bridge

from labyrinth.game import Game


def lit(g, *seats):
    for seat in seats:
        g.state.seats[seat].crystal = True
    g._decision = None


def test_a_failed_golem_test_may_be_rerolled_by_the_character_met(labyrinth_dice):
    g = game()
    line(g, ("straight", 0), ("straight", 0))
    refresh(g, P1=KEY0 + "a", P2=INNER + "a")
    lit(g, 1)
    g.state.golem = MIDDLE + "a"
    g.state.golem_deck.remove("move1")
    g.state.golem_deck.insert(0, "move1")
    labyrinth_dice(1, 1, 6, 6)
    g.apply("golem")
    g.apply(f"golem {INNER}a")
    assert g.pending.kind == "reroll" and g.pending.player == 1 and g.options == ("reroll", "accept")
    g.apply("reroll")
    p2 = g.state.seats[1]
    assert p2.at == INNER + "a" and not p2.crystal and any("Crystal of Destiny" in line for line in g.log)


def test_accepting_a_failure_keeps_the_crystal(labyrinth_dice):
    g = game()
    line(g, ("straight", 0), ("straight", 0))
    g.state.golem = INNER + "a"
    refresh(g, P1=KEY0 + "a")
    lit(g, 0)
    labyrinth_dice(2, 2)
    g.apply(f"move {INNER}a")
    g.apply("accept")
    me = g.state.seats[0]
    assert me.at == me.start and me.crystal


def test_a_jump_rerolled(labyrinth_dice):
    g, up = game(), game()
    bridge, under = with_bridge(g)
    refresh(g, P1=bridge)
    lit(g, 0)
    labyrinth_dice(1, 2, 5, 3)
    g.apply("jump")
    g.apply("reroll")
    me = g.state.seats[0]
    assert me.at == under and me.lives == 4 and not me.crystal
    g = up
    bridge, under = with_bridge(g)
    refresh(g, P1=under)
    lit(g, 0)
    labyrinth_dice(1, 2, 1, 3)
    g.apply("jump")
    g.apply("reroll")
    me = g.state.seats[0]
    assert me.at == under and me.lives == 2 and me.stun == 1  # the reroll failed too: the fall


def test_a_trap_reroll_repeats_every_roll(labyrinth_dice):
    g = game()
    line(g, ("straight", 0))
    g.state.traps[MIDDLE + "a"] = ["blades", True]  # 2 rolls against 5, a life per failure
    refresh(g, P1=INNER + "a")
    g.state.tiles[INNER] = ["straight", 0]
    lit(g, 0)
    labyrinth_dice(6, 6, 1, 1, 1, 2, 2, 1)  # 12 passes, 2 fails; the reroll: 3 and 3, both fail
    g.apply(f"move {MIDDLE}a")
    assert g.pending.kind == "reroll" and g.state.seats[0].lives == 4
    g.apply("reroll")
    assert g.state.seats[0].lives == 2


def test_a_trap_failure_accepted_applies_its_effects_per_failed_roll(labyrinth_dice):
    g = game()
    line(g, ("straight", 0), ("straight", 0))
    g.state.traps[MIDDLE + "a"] = ["blades", True]
    refresh(g, P1=INNER + "a")
    lit(g, 0)
    labyrinth_dice(1, 1, 2, 2)
    g.apply(f"move {MIDDLE}a")
    g.apply("accept")
    assert g.state.seats[0].lives == 2 and g.state.seats[0].crystal


def test_in_combat_the_loser_rerolls_after_both_have_rolled(labyrinth_dice):
    g = game(characters=["espadachin", "paladin", "arquitecto", "guerrera", "hechicero", "ilusionista"])  # +2 and +1
    refresh(g, P1=KEY0 + "a", P2=KEY0 + "a")
    lit(g, 0, 1)
    labyrinth_dice(6, 5, 3, 3, 6, 6)  # 13 against 7: P2 loses, rerolls its own test only: 13 + ... 12 + 1 = 13, a tie
    labyrinth_dice(1, 1, 5, 5)        # the tie is rolled again by both: 4 against 11: now P1 loses and may reroll
    g.apply("attack P2")
    assert g.pending.kind == "reroll" and g.pending.player == 1
    g.apply("reroll")
    assert g.pending.kind == "reroll" and g.pending.player == 0 and not g.state.seats[1].crystal
    g.apply("accept")
    assert g.state.seats[0].lives == 3 and g.state.seats[1].lives == 4


def test_no_reroll_when_stunned_when_forbidden_or_spent(labyrinth_dice):
    g, dark = game(characters=["espadachin", "paladin", "arquitecto", "guerrera", "hechicero", "ilusionista"]), game()
    refresh(g, P1=KEY0 + "a", P2=KEY0 + "a")
    labyrinth_dice(6, 6, 1, 1)
    g.apply("attack P2")  # P2's crystal is spent: the combat ends at once
    assert g.pending.kind == "action" and g.state.seats[1].lives == 3
    g = dark
    bridge, _ = with_bridge(g)
    refresh(g, P1=bridge)
    lit(g, 0)
    g.state.event = "darkness"  # its lasting effect forbids the crystal
    labyrinth_dice(1, 1)
    g.apply("jump")
    assert g.pending.kind == "action" and g.state.seats[0].stun == 1


def test_activating_the_crystal_costs_two_actions():
    g = game()
    refresh(g, P1=KEY0 + "a")
    assert "crystal" in g.options
    g.state.actions = 1
    g._decision = None
    assert "crystal" not in g.options
    g.state.actions = 2
    g.state.event = "darkness"
    g._decision = None
    assert "crystal" not in g.options
    g.state.event = None
    g._decision = None
    g.apply("crystal")
    assert g.state.seats[0].crystal and g.state.active != 0
    assert all(seat.crystal for seat in Game.new(2, 3).state.seats)  # active from the start


def test_a_stunned_character_may_not_use_its_crystal(labyrinth_dice):
    g = game()
    line(g, ("straight", 0), ("straight", 0))
    refresh(g, P1=KEY0 + "a", P2=INNER + "a")
    lit(g, 1)
    g.state.seats[1].stun = 1
    g.state.golem = MIDDLE + "a"
    g.state.golem_deck.remove("move1")
    g.state.golem_deck.insert(0, "move1")
    labyrinth_dice(1, 1)
    g.apply("golem")
    g.apply(f"golem {INNER}a")
    assert g.pending.kind == "action" and g.state.seats[1].at == g.state.seats[1].start


def test_the_golem_called_to_the_centre_tests_those_it_meets_there(labyrinth_dice):
    g = game()
    line(g, ("straight", 0), ("straight", 0))
    g.state.golem = INNER + "a"
    refresh(g, P1=KEY0 + "a", P2=CENTRE + "a")
    g.state.event_deck.remove("golem_call")
    g.state.event_deck.insert(0, "golem_call")  # single use: the Golem goes back to the central tile
    labyrinth_dice(3, 3)
    g.apply("event")
    assert g.state.golem == CENTRE + "a" and g.state.seats[1].at == g.state.seats[1].start
