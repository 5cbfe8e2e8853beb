"""A quick tactics suite: a few positions of benchmarks/tactics.py, each with one clearly best option
(checked by an exhaustive search of the seat's own follow-ups), which the hint and "hard" must pick."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from lemmings.analysis import hint

_spec = importlib.util.spec_from_file_location("tactics", Path(__file__).resolve().parent.parent / "benchmarks" / "tactics.py")
tactics = importlib.util.module_from_spec(_spec)
sys.modules.setdefault("tactics", tactics)  # its dataclasses look their module up
_spec.loader.exec_module(tactics)

QUICK = ("dive for the whole card", "out of both circles", "order: scatter first, then pounce", "fly to the rivals",
         "scatter: yours forward, theirs over", "It's a 5 on the edge", "keep Uh-Oh!")
BY_NAME = {t.name: t for t in tactics.TACTICS}


def test_the_suite_covers_every_kind_of_decision_with_at_least_twelve_positions():
    assert len(tactics.TACTICS) >= 12 and set(QUICK) <= set(BY_NAME)
    assert {t.kind for t in tactics.TACTICS} >= {"dive now", "get out of reach", "eagle order", "eagle direction",
                                                  "scatter", "a card that gains", "a card that wastes"}
    assert all(t.reason and t.best for t in tactics.TACTICS)


@pytest.mark.parametrize("name", QUICK)
def test_the_hint_and_hard_pick_the_clearly_best_option(name):
    t = BY_NAME[name]
    game = t.game()
    top, gap = tactics.margin(tactics.reference(game), t.best)
    assert top in t.best and gap > 0.15, f"the exhaustive search must agree the position is clear ({top}, {gap:+.2f})"
    assert str(hint(game, worlds=2, seed=3).best) in t.best
    assert tactics.hard_pick(game, seed=5) in t.best
