"""gamecore.contrast: WCAG ratios, the fill under a point, each text's contrast."""

from __future__ import annotations

import pytest

from gamecore.contrast import (
    contrast_ratio,
    failing_texts,
    fill_under,
    required_ratio,
    text_contrasts,
)
from gamecore.shapes import Circle, Line, Poly, Rect, Text


def test_contrast_ratio_runs_from_1_to_21():
    assert contrast_ratio("#000000", "#ffffff") == pytest.approx(21)
    assert contrast_ratio("#777777", "#777777") == 1
    assert contrast_ratio("#767676", "#ffffff") == pytest.approx(4.54, abs=0.01)  # WCAG's classic grey


def test_large_text_needs_3_to_1():
    assert required_ratio(24) == required_ratio(18.66, bold=True) == 3.0
    assert required_ratio(18.66) == required_ratio(23.9) == 4.5


def test_fill_under_lays_each_covering_shape_over_the_one_below_with_its_alpha():
    square = Poly(Rect(0, 0, 10, 10).points(), fill="#000000")
    veil = Circle(5, 5, 2, fill="#ffffff", alpha=0.5)
    shapes = [square, Line(((0, 5), (10, 5)), "#ff0000", 4), veil, Poly(Rect(0, 0, 10, 10).points(), stroke="#00ff00")]
    assert fill_under(shapes, 1, 1) == "#000000"  # lines and outlines are not fills
    assert fill_under(shapes, 5, 5) == "#808080"
    assert fill_under(shapes, 20, 20, base="#123456") == "#123456"


def test_a_text_is_checked_at_the_worst_point_of_its_box_and_with_its_alpha():
    half = [Poly(Rect(0, 0, 50, 20).points(), fill="#ffffff"), Poly(Rect(50, 0, 50, 20).points(), fill="#000000")]
    text = Text(50, 10, "wide words", 12, "#000000")
    (found,) = text_contrasts([*half, text])
    assert found.background == "#000000" and found.ratio == 1 and not found.passes
    faint = Text(20, 10, "a", 12, "#000000", alpha=0.3)
    (pale,) = text_contrasts([*half, faint])
    assert pale.colour == "#b2b2b2" and failing_texts([*half, faint])
    assert not failing_texts([*half, Text(20, 10, "a", 12, "#000000")])
