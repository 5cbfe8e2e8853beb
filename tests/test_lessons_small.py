"""The facts notebooks 01, 02, 05, 07, 08 and 09 teach, checked on the same positions (their teaching
cells print them instead of asserting, so that a learner's edits explain themselves rather than fail).
Notebooks 03, 04 and 06 have a test module each (test_lessons_0*.py)."""

from __future__ import annotations

import json
from statistics import mean

import pytest

from lemmings import GAME_OVER, Board, BoardError, Game, IllegalAction, scenarios
from lemmings.analysis import hex_risk, legal_destinations, threatened
from lemmings.bots import RandomBot, make_bot, play_out
from lemmings.options import Play

board = Board.default()
ZONES = "ABCDEF"

# 02_a_turn_step_by_step: the position the whole notebook plays one turn in.
TURN = """
players: 3
eagle player: Ritz
red: A hunting
blue: A hunting
seed: 25
pellets: 0402=vp1, 0805=favour, 1102=vp2
0301: B4
0402: R2
0404: I1
0503: R1 B1
0605: I2
0804: B2
0805: R3
1002: I3
1104: B3
1204: R4
"""


def test_01_the_board_in_numbers(tmp_path):
    assert [board.stacking_limit("0605", n) for n in range(2, 7)] == [1, 2, 2, 3, 3]
    assert len(board.entry_hexes) == 4 and len(board.cliff_edge) == 4
    assert len(board.line_of_bones) == 4
    data = board.to_dict()
    data["circles"]["red"]["C"] = data["circles"]["red"]["C"][:4]   # drop a hex from a zone
    path = tmp_path / "broken_board.json"
    path.write_text(json.dumps(data))
    with pytest.raises(BoardError) as err:
        Board.load(path)
    assert err.value.field == "circles.red.C"


def test_02_one_turn_step_by_step():
    game = Game.from_scenario(TURN)
    assert game.pending.kind == "roll"
    for choice in ("roll", "red first", "red cw C", "feast I1", "scatter I2 0704", "resupply 1103"):
        game.apply(choice)
    assert game.dice["blue"] == 0 and game.card == 5
    assert game.lemming("I1").status == "eaten"
    game.apply("move R3 1203")
    game.apply("move B2 1203")
    assert game.stack("1203") == ("R3", "B2")
    with pytest.raises(IllegalAction, match="zone of control"):
        game.apply("move I3 1502")
    game.apply("move I3 1501")
    assert game.pending.kind == "roll" and game.eagle_player == 1
    game.undo()
    game.redo()
    assert game.pending.kind == "roll"


def test_02_counterclockwise_the_eagle_player_picks_the_victim_and_r2_loses_its_pellet():
    """Issue 32: counterclockwise, zone E holds Biker's exposed B4 as well as Ritz's R2, and the
    engine offers both; the cost of that flight is R2 scattered off the pellet hex 0402."""
    game = Game.from_scenario(TURN)
    for choice in ("roll", "red first", "red ccw E"):
        game.apply(choice)
    assert {str(o) for o in game.pending.options} == {"feast B4", "feast R2"}
    game.apply("feast B4")
    assert game.pending.kind == "scatter" and {o.lemming for o in game.pending.options} == {"R2"}
    game.apply(game.pending.options[0])
    assert game.board_pellets["0402"] and game.lemming("R2").where != "0402"
    assert not any("claims" in line for line in game.log)


def test_02_the_deck_and_the_deal_it_teaches():
    for players, dealt in ((2, 4), (3, 4), (4, 3), (5, 3), (6, 2)):
        game = Game.new(players=players, seed=players)
        assert {len(h) for h in game.hands} == {dealt}
        deck = game.deck(reveal=True).order
        assert sorted(deck.count(v) for v in (2, 3, 4, 5)) == [8, 8, 8, 8] and len(deck) == 33
        assert len(deck) - deck.index("Game Over") <= 7
    assert Game.from_scenario(TURN).stack("0503") == ("R1", "B1")     # a hex line lists bottom first


def test_05_pellets_and_favours():
    game = Game.from_scenario("players: 4\ncard: 3\npellets: 0302=vp2\n0302: B1 R1\n")
    game.apply("move R1 0403")
    assert game.state.held[0]["vp2"] == 1 and "0302" not in game.state.board_pellets
    assert "pellets" not in game.view(1)["players"][0] and "pellets" in game.view(0)["players"][0]

    game = Game.from_scenario("players: 4\ncard: 3\nheld Ritz: favour, favour, favour\ndives: R9=3\n")
    game.apply("favour +1")
    assert game.card_value(0) == 4 and game.card_value(1) == 3
    with pytest.raises(IllegalAction, match="only one favour exchange"):
        game.apply("favour dive R9")

    game = Game.from_scenario("players: 4\ncard: 2\nheld Ritz: favour, favour\ndives: R9=3\n")
    game.apply("favour dive R9")
    assert game.state.dives["R9"] == 4

    game = Game.from_scenario("""
players: 4
its a 5 used: Biker, I.Q., Viking
dives: R1=3, R2=1, B1=4
held Ritz: vp1, vp2, favour, favour, favour, favour
held Biker: favour, favour
hand Ritz: Boo!
""")
    assert game.final_scores()[0].total == 4 + 2 + 3 + 1


def test_07_variants():
    short = Game.new(players=4, seed=1, variant="short").state.deck
    assert len(short) == 29 and short.index(GAME_OVER) < 5
    game = Game.new(players=2, seed=4, variant="two_player")
    assert "Mine! All Mine!" not in [c for hand in game.state.hands for c in hand] + game.state.undealt
    game = Game.from_scenario("players: 2\nvariant: two_player\ncard: 2\n0202: B1\n0102: R1\n")
    with pytest.raises(IllegalAction, match="protection zone"):
        game.apply("move R1 0202")
    game = Game.from_scenario("players: 6\nvariant: chaos\nplayed Biker: Boo!, Caution, Lost\n")
    assert game.final_scores()[1].chaos_adjustment == -1


def _eagles_at(red: str, blue: str, side: str = "hunting", lemmings: str = "") -> Game:
    return Game.from_scenario(f"players: 4\nred: {red} {side}\nblue: {blue} {side}\n{lemmings}")


def test_09_line_of_bones_risk_and_a_lone_lemming():
    seen: dict[str, list[float]] = {h: [] for h in board.hexes}
    for red in ZONES:
        for blue in ZONES:
            risk = hex_risk(_eagles_at(red, blue))
            zoc = set(board.zone("red", red)) | set(board.zone("blue", blue))
            for h in board.hexes:
                if h not in zoc:
                    seen[h].append(risk[h])
    average = {h: mean(values) for h, values in seen.items()}
    assert all(abs(average[h] - 0.51) < 1e-9 for h in board.line_of_bones)
    assert all(abs(average[h] - 0.30) < 1e-9 for h in board.hexes if len(board.zones_of(h)) == 1)
    assert all(average[h] == 0 for h in board.sanctuaries)

    eaten = {}
    for side in ("hunting", "feasting"):
        chances = []
        for red in ZONES:
            for blue in ZONES:
                if "0902" in board.zone("red", red) or "0902" in board.zone("blue", blue):
                    continue
                game = _eagles_at(red, blue, side, "0902: R1\n")
                chances.append(threatened(game)["R1"].eaten)
                assert abs(chances[-1] - hex_risk(game)["0902"]) < 1e-9
        eaten[side] = mean(chances)
    assert eaten["feasting"] < eaten["hunting"]


def test_09_brush_is_never_eaten_and_games_are_seeded():
    game = scenarios.load("rulebook_movement")
    for dest in legal_destinations(game, "R1"):
        trial = game.copy()
        trial.apply(dest.move)
        if board.terrain(dest.hex) == "brush":
            assert threatened(trial)["R1"].eaten == 0
    runs = []
    for _ in range(2):
        game = Game.new(players=4, seed=0)
        play_out(game, RandomBot(0))
        assert game.over
        assert all(sum(counts.values()) == 10 for counts in game.census().values())   # no lemming lost
        runs.append([s.total for s in game.final_scores()])
    assert runs[0] == runs[1]   # same seed, same game


def test_08_the_easy_computer_keeps_its_cards_and_medium_plays_some():
    # the watched game of notebook 08 (seed 11, every clan at the easy level): four cards unused each
    game = Game.new(players=4, seed=11)
    play_out(game, {p: make_bot("easy", p) for p in range(4)})  # as GameView seeds its computer players
    assert [s.unused_cards for _, s in game.standings()] == [4, 4, 4, 4]
    # four medium clans play cards ("about five a game": 20 over these four games)
    played = 0
    for seed in range(4):
        game = Game.new(players=4, seed=seed)
        bots = [make_bot("medium", seed * 10 + p) for p in range(4)]
        while not game.over:
            option = bots[game.pending.player].choose(game)
            played += isinstance(option, Play)
            game.apply(option)
    assert played >= 12


def test_07_a_single_hover_in_the_two_player_game():
    # 07: Ritz (First Player, blue die) and Biker (red die); seed 2 rolls red Hover, blue 2
    game = Game.from_scenario("players: 2\nvariant: two_player\neagle player: Ritz\nseed: 2\n")
    game.apply("roll")
    assert "Hover" in game.log[-2] and "swap" in game.log[-1]
    # the player who rolled the Hover (Biker, red) flies the other eagle, the blue one...
    assert game.pending.player == 1 and game.pending.kind == "eagle_direction"
    assert all(o.eagle == "blue" for o in game.pending.options)
    game.apply(game.pending.options[0])
    # ...and the player who did not roll it resupplies the Hover's (red) circle
    assert game.pending.kind == "resupply" and game.pending.player == 0 and "red" in game.pending.prompt


def test_05_the_favour_exchange_comes_before_the_card_not_after():
    game = Game.from_scenario("players: 4\ncard: 3\nheld Ritz: favour\nhand Ritz: Caution\n")
    assert "favour +1" in [str(o) for o in game.pending.options]
    game.apply("play Caution")
    assert "favour +1" not in [str(o) for o in game.pending.options]


def test_09_feasting_eagles_make_the_line_of_bones_safer_whatever_the_player_count():
    def line_risk(side: str, players: int) -> float:
        return mean(hex_risk(Game.from_scenario(f"players: {players}\nred: {r} {side}\nblue: {b} {side}\n"))["0902"]
                    for r in ZONES for b in ZONES
                    if "0902" not in board.zone("red", r) and "0902" not in board.zone("blue", b))
    assert line_risk("hunting", 3) == pytest.approx(line_risk("hunting", 4)) == pytest.approx(0.51)
    assert line_risk("feasting", 4) == pytest.approx(0.36)
