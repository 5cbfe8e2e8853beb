"""Labyrinth's component files: the starter set loads, and a file broken in each field is refused
with the file, the field and the reason (section "Contenido de la caja" and the parts' descriptions)."""

from __future__ import annotations

import copy
import json
import pickle
import shutil

import pytest

from gamecore.errors import ArgumentError
from labyrinth import Game
from labyrinth.components import STARTER, ComponentError, load_components, parse, starter
from labyrinth.effects import bonus, combat_damage, forbids


def raw(kind):
    return json.loads((STARTER / f"{kind}.json").read_text(encoding="utf-8"))


def test_the_starter_set_holds_the_box_counts():
    s = starter()
    assert len(s.pile("central")) == 1 and len(s.pile("key")) == 6 and len(s.pile("normal")) == 30
    assert len(s.pile("traps")) == 60 and len(s.pile("items")) == 15 and len(s.pile("golem")) == 12
    assert len(s.events) == 12 and [e.id for e in s.events.values() if e.last] == ["annihilation"]
    assert s.events["annihilation"].name["es"] == "Aniquilación" and s.events["terror"].name["es"] == "Terror"
    assert bonus(s.characters["espadachin"].passive, "combat") == 2  # the text's example gives him +2
    assert forbids(s.events["terror"].lasting, "ability")
    assert combat_damage(s.events["annihilation"].lasting) == 2 and combat_damage(()) == 1


BREAKS = [
    # (kind, how to break the data, field, words of the reason)
    ("tiles", lambda d: d.update(format="tiles-2"), "format", "must be 'labyrinth-tiles-1'"),
    ("tiles", lambda d: d.update(tiles=[]), "tiles", "non-empty list"),
    ("tiles", lambda d: d["tiles"][2].update(id="no way"), "tiles[2].id", "letters, digits"),
    ("tiles", lambda d: d["tiles"][3].update(id="straight"), "tiles[3].id", "used twice"),
    ("tiles", lambda d: d["tiles"][2].update(kind="odd"), "tiles.straight.kind", "central, key, normal"),
    ("tiles", lambda d: d["tiles"][2].update(count=0), "tiles.straight.count", "from 1 to 30"),
    ("tiles", lambda d: d["tiles"][2].update(corridors=[]), "tiles.straight.corridors", "non-empty list"),
    ("tiles", lambda d: d["tiles"][2]["corridors"][0].update(edges=[0, 6]), "tiles.straight.corridors[0].edges", "0-5"),
    ("tiles", lambda d: d["tiles"][15]["corridors"][1].update(edges=[0, 2]), "tiles.twin_paths.corridors[1].edges",
     "one corridor only"),
    ("tiles", lambda d: d["tiles"][2]["corridors"][0].update(level="roof"), "tiles.straight.corridors[0].level",
     "ground, bridge, under"),
    ("tiles", lambda d: d["tiles"][2]["corridors"][0].update(symbols=["gold"]), "tiles.straight.corridors[0].symbols",
     "trap, item, key"),
    ("tiles", lambda d: d["tiles"][18]["corridors"][1].update(level="ground"), "tiles.bridge.corridors", "bridge"),
    ("tiles", lambda d: d["tiles"][1]["corridors"][0].update(symbols=[]), "tiles.key_hall.corridors", "key symbol"),
    ("tiles", lambda d: d["tiles"][0]["corridors"][0].update(symbols=["trap"]), "tiles.centre.corridors",
     "only normal tiles"),
    ("tiles", lambda d: d["tiles"][2].update(count=3), "tiles", "holds 30 of these, this file 31"),
    ("traps", lambda d: d["traps"][0].update(name={"en": "Pit"}), "traps.pit.name.es", "English and Spanish"),
    ("traps", lambda d: d["traps"][0].update(name="Pit"), "traps.pit.name", "texts by language"),
    ("traps", lambda d: d["traps"][0].update(rolls=4), "traps.pit.rolls", "from 1 to 3"),
    ("traps", lambda d: d["traps"][0].update(difficulty=13), "traps.pit.difficulty", "from 2 to 12"),
    ("traps", lambda d: d["traps"][0].update(on_fail=[]), "traps.pit.on_fail", "at least one effect"),
    ("traps", lambda d: d["traps"][0].update(on_fail={"effect": "stun"}), "traps.pit.on_fail", "list of effects"),
    ("traps", lambda d: d["traps"][0].update(on_fail=[{"effect": "explode"}]), "traps.pit.on_fail[0].effect",
     "unknown effect 'explode'"),
    ("traps", lambda d: d["traps"][0].update(on_fail=[{"effect": "test_bonus", "test": "jump", "amount": 1}]),
     "traps.pit.on_fail[0].effect", "unknown effect 'test_bonus'"),
    ("traps", lambda d: d["traps"][0].update(on_fail=[{"effect": "lose_lives", "amount": 9}]),
     "traps.pit.on_fail[0].amount", "from 1 to 4"),
    ("traps", lambda d: d["traps"][0].update(on_fail=[{"effect": "to_start", "where": 1}]),
     "traps.pit.on_fail[0].where", "no argument named 'where'"),
    ("traps", lambda d: d["traps"][0].update(count=13), "traps", "holds 60 of these, this file 61"),
    ("items", lambda d: d["items"][0].update(passive=[{"effect": "test_bonus", "test": "luck", "amount": 1}]),
     "items.sword.passive[0].test", "combat, jump, trap, golem"),
    ("items", lambda d: d["items"][0].update(count=2), "items", "holds 15 of these, this file 14"),
    ("golem", lambda d: d["golem"][0].update(symbol="fly"), "golem.move1.symbol", "move, stop, centre"),
    ("golem", lambda d: d["golem"][0].update(steps=4), "golem.move1.steps", "from 1 to 3"),
    ("golem", lambda d: d["golem"][3].update(steps=1), "golem.stop.steps", "only a move card"),
    ("golem", lambda d: d["golem"][0].update(count=4), "golem", "holds 12 of these, this file 13"),
    ("events", lambda d: d["events"][0].update(target="nobody"), "events.terror.target", "self, chosen, all, others"),
    ("events", lambda d: d["events"][0].update(last="yes"), "events.terror.last", "true or false"),
    ("events", lambda d: d["events"][0].update(last=True), "events", "exactly one event is the last card"),
    ("events", lambda d: d["events"][0].update(count=2), "events.terror.count", "from 1 to 1"),
    ("events", lambda d: d["events"][0].update(lasting=[{"effect": "forbid", "activity": "rest"}]),
     "events.terror.lasting[0].activity", "risky_jump"),
    ("events", lambda d: d["events"].pop(1), "events", "holds 12 of these, this file 11"),
    ("characters", lambda d: d.update(characters=d["characters"][:5]), "characters", "from 6 to 15 characters"),
    ("characters", lambda d: d["characters"][0].update(passive=[{"effect": "stun", "amount": 1}]),
     "characters.espadachin.passive[0].effect", "unknown effect 'stun'"),
    ("characters", lambda d: d["characters"][5]["abilities"][0].update(target="tile", effects=[{"effect": "stun", "amount": 1}]),
     "characters.arquitecto.abilities.reconstruction.effects[0].effect", "does not fit the target tile"),
    ("characters", lambda d: d["characters"][5]["abilities"][0].update(target="far"),
     "characters.arquitecto.abilities.reconstruction.target", "self, character, tile, here, corridor"),
    ("characters", lambda d: d["characters"][5]["abilities"][0].update(actions=3),
     "characters.arquitecto.abilities.reconstruction.actions", "from 0 to 2"),
    ("characters", lambda d: d["characters"][5]["abilities"][0].update(crystal="yes"),
     "characters.arquitecto.abilities.reconstruction.crystal", "true or false"),
    ("characters", lambda d: d["characters"][5]["abilities"][0].update(lives=4),
     "characters.arquitecto.abilities.reconstruction.lives", "from 0 to 3"),
    ("characters", lambda d: d["characters"][5]["abilities"][0].update(effects=[]),
     "characters.arquitecto.abilities.reconstruction.effects", "at least one effect"),
    ("characters", lambda d: d["characters"][5]["abilities"][0].update(id="x y"),
     "characters.arquitecto.abilities[0].id", "letters, digits"),
    ("characters", lambda d: d["characters"][5].update(abilities={}), "characters.arquitecto.abilities", "non-empty list"),
    ("characters", lambda d: d["characters"][3]["abilities"][0]["effects"][0].update(token="ice"),
     "characters.hechicero.abilities.hellfire.effects[0].token", "not one of this character's tokens"),
    ("characters", lambda d: d["characters"][3]["abilities"][0]["effects"][0].update(token=7),
     "characters.hechicero.abilities.hellfire.effects[0].token", "letters, digits"),
    ("characters", lambda d: d["characters"][3]["tokens"][0].update(affects="nobody"),
     "characters.hechicero.tokens.hellfire.affects", "others, all, owner"),
    ("characters", lambda d: d["characters"][3]["tokens"][0].update(returns=1),
     "characters.hechicero.tokens.hellfire.returns", "true or false"),
    ("characters", lambda d: d["characters"][3]["tokens"][0].update(count=4),
     "characters.hechicero.tokens.hellfire.count", "from 1 to 3"),
    ("characters", lambda d: d["characters"][3]["tokens"][0].update(on_enter=[{"effect": "remove_tile"}]),
     "characters.hechicero.tokens.hellfire.on_enter[0].effect", "unknown effect 'remove_tile'"),
    # issue 43: what loaded and then crashed play, or could never be played
    ("characters", lambda d: d["characters"][5]["abilities"][0].update(effects=[{"effect": "remove_tile"}] * 2),
     "characters.arquitecto.abilities.reconstruction.effects[1].effect", "may remove a tile once"),
    ("items", lambda d: d["items"][0].update(id="key"), "items[0].id", "'key' is a word of the game's own"),
    ("tiles", lambda d: d["tiles"][2].update(id="start"), "tiles[2].id", "'start' is a word of the game's own"),
    ("traps", lambda d: d["traps"][0].update(on_fail=[{"effect": ["lose_lives"]}]), "traps.pit.on_fail[0].effect",
     "unknown effect ['lose_lives']"),
    ("events", lambda d: d["events"][0].update(lasting=[{"effect": {"forbid": 1}}]), "events.terror.lasting[0].effect",
     "unknown effect {'forbid': 1}"),
    ("tiles", lambda d: next(t for t in d["tiles"] if t["kind"] == "key").update(
        corridors=[{"edges": [0], "symbols": ["key"]}, {"edges": [2, 3, 4]}]), "tiles.key_hall.corridors",
     "needs a second edge"),
]


@pytest.mark.parametrize("kind, breaks, field, reason", BREAKS, ids=[f"{b[0]}:{b[2]}" for b in BREAKS])
def test_a_broken_field_is_refused_naming_file_field_and_reason(kind, breaks, field, reason):
    data = copy.deepcopy(raw(kind))
    breaks(data)
    with pytest.raises(ComponentError) as caught:
        parse(kind, json.dumps(data), f"{kind}.json")
    assert (caught.value.source, caught.value.field) == (f"{kind}.json", field), str(caught.value)
    assert reason in caught.value.reason


def test_bad_json_and_repeated_keys_are_refused():
    with pytest.raises(ComponentError, match="items.json: line 1 column 2: not valid JSON"):
        parse("items", "{,}", "items.json")
    with pytest.raises(ComponentError, match="golem.json: format: the same key appears twice"):
        parse("golem", '{"format": 1, "format": 2}', "golem.json")


def test_a_folder_is_read_whole_and_a_missing_file_is_named(tmp_path):
    folder = tmp_path / "mine"
    shutil.copytree(STARTER, folder)
    assert load_components(folder).tiles.keys() == starter().tiles.keys()
    (folder / "events.json").unlink()
    with pytest.raises(ComponentError) as caught:
        load_components(folder)
    assert caught.value.source.endswith("events.json") and "does not exist" in caught.value.reason


@pytest.mark.parametrize("components", [5, ["tiles.json"], b"starter"])
def test_components_that_are_not_a_folder_are_refused_in_words(components):
    with pytest.raises(ArgumentError, match="components must be a folder"):
        Game.new(3, seed=1, components=components)


def test_a_pickled_game_keeps_the_starter_set_out_of_its_save():
    """An OpenSpiel state of Labyrinth is pickled when it is serialised: the starter set came back as
    a copy, so the game's save named the kit's folder on this machine ("components": "/…/starter")."""
    game = Game.new(3, seed=2)
    game.apply(game.options[0])
    again = pickle.loads(pickle.dumps(game))
    assert again.components is starter()
    assert again.to_json() == game.to_json() and "components" not in again.to_json()


def test_a_lone_surrogate_is_refused_where_it_stands():
    """Issue 43, 10: valid JSON, but no text can hold half a character, so no prompt naming it could be written."""
    data = raw("traps")
    data["traps"][0]["name"]["en"] = "PLACEHOLDER"
    text = json.dumps(data).replace("PLACEHOLDER", "Pit \\ud800")
    with pytest.raises(ComponentError) as caught:
        parse("traps", text, "traps.json")
    assert caught.value.field == "traps[0].name.en" and "lone surrogate" in caught.value.reason
    parse("traps", json.dumps(data).replace("PLACEHOLDER", "Pit \\ud83d\\ude00"), "traps.json")  # a pair is a character


def test_a_set_that_closes_every_way_at_the_set_up_is_refused(tmp_path):
    """Issue 43, 8: a key corridor that turns its second way into the next start tile leaves nobody a way out."""
    folder = tmp_path / "closed"
    shutil.copytree(STARTER, folder)
    tiles = raw("tiles")
    next(t for t in tiles["tiles"] if t["kind"] == "key").update(corridors=[{"edges": [0, 1], "symbols": ["key"]}])
    (folder / "tiles.json").write_text(json.dumps(tiles), encoding="utf-8")
    for players in (2, 3, 6):
        with pytest.raises(ComponentError) as caught:
            Game.new(players=players, components=folder)
        assert caught.value.source.endswith("tiles.json") and "nobody could ever win" in caught.value.reason


@pytest.mark.parametrize("characters", [[["a"], ["b"], ["c"]], [{"x": 1}, {}, {"y": 2}]])
def test_characters_that_are_not_names_are_refused(characters):
    """Issue 43, 3: a list of lists or objects raised ``TypeError: unhashable type``."""
    with pytest.raises(ArgumentError, match="characters must name 3 different characters"):
        Game.new(players=3, characters=characters)
    save = json.loads(Game.new(players=3).to_json())
    save["characters"] = characters
    with pytest.raises(ValueError, match="characters"):
        Game.from_json(json.dumps(save))


@pytest.mark.parametrize("kind", ["tiles", "characters"])
def test_a_refusal_quotes_a_huge_value_short(kind):
    """Issue 43, 16: a refusal quoted a 200,000-character value whole."""
    data = raw(kind)
    data["format"] = "x" * 200_000
    with pytest.raises(ComponentError) as caught:
        parse(kind, json.dumps(data), f"{kind}.json")
    assert caught.value.field == "format" and len(str(caught.value)) < 300
    data = raw("traps")
    data["traps"][0]["on_fail"] = [{"effect": "y" * 200_000}]
    with pytest.raises(ComponentError) as caught:
        parse("traps", json.dumps(data), "traps.json")
    assert len(str(caught.value)) < 500
