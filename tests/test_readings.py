"""Rules readings: the names of the translations to follow where the rulebooks disagree."""

from __future__ import annotations

import pytest

import lemmings
from lemmings.readings import ENGLISH, READING_NAMES, READINGS, SPANISH_ITALIAN, parse_reading


def test_english_is_the_first_reading_and_the_default():
    assert READINGS == (ENGLISH, SPANISH_ITALIAN) == ("en", "es_it")
    assert parse_reading(None) == ENGLISH
    assert set(READING_NAMES) == set(READINGS)
    assert lemmings.READINGS == READINGS


@pytest.mark.parametrize("spelling,reading", [
    ("en", "en"), ("English", "en"), (" EN ", "en"),
    ("es_it", "es_it"), ("es-it", "es_it"), ("ES IT", "es_it"), ("es", "es_it"), ("it", "es_it"),
    ("Spanish", "es_it"), ("italian", "es_it"),
])
def test_the_usual_spellings_name_a_reading(spelling, reading):
    assert parse_reading(spelling) == reading


@pytest.mark.parametrize("bad,message", [
    ("fr", "unknown rules reading 'fr'"),
    ("", "unknown rules reading ''"),
    (3, "not int 3"),
    (["es"], "not list"),
])
def test_anything_else_is_refused_naming_the_readings(bad, message):
    with pytest.raises(ValueError) as info:
        parse_reading(bad)
    assert message in str(info.value)
    assert "'en'" in str(info.value) and "'es_it'" in str(info.value)
