"""Every text drawn on every game's board reads against what lies under it (issue 39, item 7): 4.5:1, or
3:1 for large text (24 CSS px, or 18.66 px bold), at the board's natural size.

The scenes are the shapes the canvas and the SVG pictures draw, in drawing order (tests/board_scenes.py):
every player count, a new game and positions of a seeded random walk, with the highlights the views draw
and a hover tooltip; the fill under a text is found by :func:`gamecore.contrast.text_contrasts` (the
worst of the middle of its box and two points either side, alphas composited).
"""

from __future__ import annotations

import pytest
from board_scenes import SCENES

from gamecore.contrast import failing_texts, text_contrasts


def _failures(game: str) -> tuple[int, list[str]]:
    total, found = 0, []
    for name, shapes in SCENES[game]():
        total += len(text_contrasts(shapes))
        found += [f"{name}: {c.text!r} {c.colour} on {c.background} at ({c.x:.0f}, {c.y:.0f}): "
                  f"{c.ratio:.2f}:1, needs {c.needed}:1" for c in failing_texts(shapes)]
    return total, found


@pytest.mark.parametrize("game", sorted(SCENES))
def test_every_board_text_reaches_its_contrast(game):
    total, found = _failures(game)
    assert total > 100, f"the scenes of {game} hold only {total} texts"
    unique = sorted(set(f.split(": ", 1)[1] for f in found))
    assert not found, f"{len(found)} of {total} texts of {game} fall short, among them:\n" + "\n".join(unique[:15])
