"""Characters' abilities in constructed positions: costs (actions, crystal, lives), aims, ability tokens met
while exploring (step 1, in the active player's order), removing tiles (Tipos de losetas, Componentes
limitados), changing characters (Cambiando personajes) and Terror's ban on abilities."""

from __future__ import annotations

from labyrinth_fixed import CENTRE, INNER, KEY0, MIDDLE, game, line, refresh

from labyrinth import abilities as ab
from labyrinth.invariants import problems


def as_character(g, seat, character, crystal=True):
    g.state.seats[seat].character = character
    g.state.seats[seat].crystal = crystal
    g._decision = None


def check(g):
    assert not problems(g.components, g.state)


def test_reconstruction_removes_a_normal_tile_to_the_bottom_of_the_pile():
    g = game()
    line(g, ("straight", 0), ("bridge_trap", 0))
    refresh(g, P1=KEY0 + "a")
    as_character(g, 0, "arquitecto")
    s = g.state
    s.pile.remove("straight")
    s.pile.remove("bridge_trap")
    s.trap_pile.remove("pit")
    s.item_pile.remove("rope")
    s.traps[INNER + "b"] = ["pit", True]
    s.items[INNER + "a"] = ["rope"]
    s.tokens[INNER + "b"] = [["seal", "paladin"]]
    check(g)
    mine = [o for o in g.options if o.startswith("ability")]
    assert mine == [f"ability reconstruction {MIDDLE}", f"ability reconstruction {INNER}"]
    s.golem = MIDDLE + "a"
    g._decision = None
    assert [o for o in g.options if o.startswith("ability")] == [f"ability reconstruction {INNER}"]  # a pawn keeps its tile
    g.apply(f"ability reconstruction {INNER}")
    assert INNER not in s.tiles and s.pile[-1] == "bridge_trap" and not s.seats[0].crystal and s.actions == 1
    assert "pit" in s.trap_pile and "rope" in s.item_pile and not s.tokens and not s.traps and not s.items
    check(g)
    assert not [o for o in g.options if o.startswith("ability")]  # the crystal is spent


def test_key_central_and_start_tiles_are_never_removed():
    g = game()
    as_character(g, 0, "arquitecto")
    line(g, ("straight", 0))
    refresh(g, P1=MIDDLE + "a")
    g.state.golem = KEY0 + "a"
    g.state.keys[MIDDLE + "a"] = [-1]  # a dropped key keeps its tile too
    g._decision = None
    assert ab.removable(g.components, g.state) == []


def test_a_token_is_placed_here_and_acts_on_the_others_who_enter():
    g = game()
    line(g, ("straight", 0), ("straight", 0))
    as_character(g, 0, "hechicero")
    refresh(g, P1=INNER + "a")
    assert "ability hellfire" in g.options
    g.apply("ability hellfire")
    assert g.state.tokens == {INNER + "a": [["hellfire", "hechicero"]]} and g.state.actions == 1
    assert "ability hellfire" not in g.options  # once a turn
    assert ab.in_hand(g.components, g.state, "hechicero", "hellfire") == 2
    g.apply(f"move {MIDDLE}a")
    g.state.active, g.state.actions, g.state.done = 1, 2, []
    refresh(g, P2=MIDDLE + "a")
    g.apply(f"move {INNER}a")
    assert g.state.seats[1].lives == 3 and not g.state.tokens  # it acted and went back to its owner
    g.state.tokens[INNER + "a"] = [["hellfire", "hechicero"]]
    g.state.active, g.state.actions, g.state.done = 0, 2, []
    refresh(g, P1=MIDDLE + "a")
    g.apply(f"move {INNER}a")
    assert g.state.seats[0].lives == 4 and g.state.tokens  # its owner is spared


def test_tokens_are_not_set_on_start_or_central_tiles_nor_beyond_their_count():
    g = game()
    as_character(g, 0, "hechicero")
    refresh(g, P1=CENTRE + "a")
    assert "ability hellfire" not in g.options
    refresh(g, P1=KEY0 + "a")
    assert "ability hellfire" in g.options
    g.state.tokens = {MIDDLE + "a": [["hellfire", "hechicero"]] * 3}
    g._decision = None
    assert "ability hellfire" not in g.options


def test_a_portal_anywhere_sends_everyone_home_and_stays():
    g = game()
    line(g, ("straight", 0), ("straight", 0))
    as_character(g, 0, "ilusionista")
    refresh(g, P1=KEY0 + "a")
    assert f"ability chaos_portal {MIDDLE}a" in g.options and f"ability chaos_portal {CENTRE}a" not in g.options
    g.apply(f"ability chaos_portal {INNER}a")
    g.apply(f"move {INNER}a")
    me = g.state.seats[0]
    assert me.at == me.start and g.state.tokens == {INNER + "a": [["chaos_portal", "ilusionista"]]}


def test_the_active_player_orders_tokens_of_several_kinds():
    g = game()
    line(g, ("straight", 0), ("straight", 0))
    g.state.tokens[INNER + "a"] = [["hellfire", "hechicero"], ["seal", "paladin"]]
    refresh(g, P1=MIDDLE + "a")
    g.state.seats[0].crystal = False
    g.apply(f"move {INNER}a")
    assert g.pending.kind == "tokens" and g.pending.player == 0 and g.options == ("resolve hellfire", "resolve seal")
    g.apply("resolve seal")
    assert g.state.seats[0].stun == 1 and g.options == ("resolve hellfire",)
    g.apply("resolve hellfire")
    assert g.state.seats[0].lives == 3 and not g.state.tokens


def test_war_cry_costs_a_life_never_the_last_and_aims_at_a_character_here():
    g = game()
    as_character(g, 0, "guerrera")
    refresh(g, P1=KEY0 + "a", P2=KEY0 + "a")
    assert "ability war_cry P2" in g.options and not any(o.startswith("ability war_cry P3") for o in g.options)
    g.apply("ability war_cry P2")
    assert g.state.seats[0].lives == 3 and g.state.seats[1].stun == 1
    g.state.seats[0].lives, g.state.done = 1, []
    g._decision = None
    assert not any(o.startswith("ability") for o in g.options)


def test_changing_characters_keeps_the_rest_and_old_tokens_serve_no_longer():
    g = game(players=3, characters=["sacerdotisa", "espadachin", "guerrera"])
    s = g.state
    line(g, ("straight", 0), ("straight", 0))
    s.tokens[INNER + "a"] = [["faith", "sacerdotisa"]]
    s.seats[0].lives, s.seats[0].stun, s.seats[0].keys, s.seats[0].items = 2, 0, 1, ["rope"]
    s.seats[0].crystal = True
    refresh(g, P1=MIDDLE + "a")
    ab.change_character(g.components, s, 0)
    me = s.seats[0]
    assert me.character not in ("sacerdotisa", "espadachin", "guerrera")
    assert (me.lives, me.keys, me.items, me.crystal) == (2, 1, ["rope"], True)
    g.apply(f"move {INNER}a")
    assert me.lives == 2 and s.tokens  # the Priestess's Faith token no longer heals this character


def test_metamorphosis_changes_the_illusionist():
    g = game()
    as_character(g, 0, "ilusionista")
    refresh(g, P1=KEY0 + "a")
    g.apply("ability metamorphosis")
    taken = {seat.character for seat in g.state.seats}
    assert g.state.seats[0].character != "ilusionista" and len(taken) == 6 and not g.state.seats[0].crystal


def test_terror_forbids_abilities_but_tokens_already_placed_still_act():
    g = game()
    line(g, ("straight", 0), ("straight", 0))
    as_character(g, 0, "hechicero")
    refresh(g, P1=MIDDLE + "a")
    g.state.event = "terror"
    g.state.tokens[INNER + "a"] = [["seal", "paladin"]]
    g._decision = None
    assert not any(o.startswith("ability") for o in g.options)
    g.apply(f"move {INNER}a")
    assert g.state.seats[0].stun == 1


def test_a_token_for_its_owner_acts_on_its_owner_only():
    g = game(players=3, characters=["sacerdotisa", "espadachin", "guerrera"])
    line(g, ("straight", 0), ("straight", 0))
    g.state.seats[0].lives = 2
    refresh(g, P1=INNER + "a")
    g.apply("ability faith")
    g.apply(f"move {MIDDLE}a")
    g.state.active, g.state.actions, g.state.done = 0, 2, []
    refresh(g)
    g.apply(f"move {INNER}a")
    assert g.state.seats[0].lives == 3 and not g.state.tokens


def test_a_two_player_change_never_brings_in_the_characters_the_variant_leaves_out():
    g = game(players=2, characters=["ilusionista", "espadachin"])
    seen = set()
    for _ in range(40):
        ab.change_character(g.components, g.state, 0)
        seen.add(g.state.seats[0].character)
    assert seen and not seen & {"golemisa", "sacerdotisa", "espadachin"} and len(seen) > 2
