"""Option notation of Le grand plongeon: every option's text reads back as itself."""

from __future__ import annotations

import pytest

from plongeon import Bonus, PlayCard, Refill, Step, Stop, parse_option


@pytest.mark.parametrize("option", [PlayCard("W3"), Refill(), Refill(("F0", "W1")), Bonus("0305"),
                                    Step("B1", "0111"), Step("R2", "finish"), Stop()])
def test_text_round_trip(option):
    assert parse_option(str(option)) == option


def test_lenient_spelling_and_types_differ():
    assert parse_option("  PLAY w3 ") == PlayCard("W3")
    assert parse_option("refill W1 F0") == Refill(("F0", "W1"))
    assert Step("B1", "0111") != ("B1", "0111")


@pytest.mark.parametrize("text", ["", "jump B1", "play X9", "refill W", "step B1"])
def test_bad_text(text):
    with pytest.raises(ValueError):
        parse_option(text)
