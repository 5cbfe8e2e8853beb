"""The track file of Le grand plongeon: the default track and every check on a track file."""

from __future__ import annotations

import json

import pytest
from plongeon_helpers import strip_track

from gamecore.errors import BoardError
from plongeon import FINISH, MEADOW, START, TERRAINS, Track


def test_default_track_is_a_u_with_every_terrain():
    tr = Track.default()
    assert len(tr.hexes) == 84
    terrains = {tr.printed_terrain(h) for h in tr.hexes}
    assert terrains == {MEADOW, *TERRAINS}
    assert tr.entry == ("0111", "0113", "0115") and tr.finish == ("0101", "0103", "0105")
    # A U: the finish is far from the start along the track though next to it on the page.
    assert tr.progress("0101") > 20 and tr.progress("0111") == 1
    assert all(tr.printed_terrain(h) == MEADOW for h in tr.entry + tr.finish)


def test_progress_and_the_finish_line():
    tr = strip_track(rows=4)
    assert tr.progress(START) == 0 and tr.progress("0101") == 1 and tr.progress("0404") == 4
    assert tr.progress(FINISH) > max(tr.progress(h) for h in tr.hexes)
    assert tr.beyond("0404", (1, 1)) == FINISH
    assert tr.beyond("0303", (1, 1)) == "0404"
    assert tr.beyond("0105", (0, 2)) is None
    assert tr.crosses_line("0402") and not tr.crosses_line("0303")
    assert tr.to_finish("0404") == 0 and tr.to_finish(START) == 4


def test_round_trip_and_repr():
    tr = Track.default()
    again = Track.from_json(json.dumps(tr.to_dict()))
    assert again.hexes == tr.hexes and again.over_line == tr.over_line
    assert "84 hexes" in repr(tr)
    with pytest.raises(ValueError, match="not a hex"):
        tr.check_hex("9999")


def _bad(**changes):
    data = strip_track().to_dict()
    data.update(changes)
    return data


@pytest.mark.parametrize("changes, field, reason", [
    ({"over_line": [[3, 3]]}, "over_line[0]", "off the track"),
    ({"over_line": [[9, 9]]}, "over_line[0]", "must touch a finish hex"),
    ({"over_line": []}, "over_line", "non-empty"),
    ({"entry": []}, "entry", "at least one hex"),
    ({"finish": ["0909"]}, "finish", "unknown hex"),
])
def test_bad_track_files_name_field_and_reason(changes, field, reason):
    with pytest.raises(BoardError) as err:
        Track(_bad(**changes), "t.json")
    assert err.value.field == field and reason in err.value.reason


def test_bad_terrain_and_disconnected_track():
    data = strip_track().to_dict()
    data["hexes"][0]["terrain"] = "lava"
    with pytest.raises(BoardError, match="terrain.*lava"):
        Track(data)
    data = strip_track().to_dict()
    data["hexes"].append({"id": "0909", "row": 9, "col": 9})
    with pytest.raises(BoardError, match="connected"):
        Track(data)
    with pytest.raises(BoardError, match="appears twice"):
        Track.from_json('{"name": "a", "name": "b"}')
    with pytest.raises(BoardError, match="does not exist"):
        Track.load("/nonexistent/track.json")
