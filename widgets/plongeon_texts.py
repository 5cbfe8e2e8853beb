"""The words of :class:`~widgets.plongeon_view.PlongeonView`, as pure functions of a game (no widget):
the legend of cards and terrain, the rule of the pending decision (where a bonus tile may go; which
hexes a move's card walks on, what Stop does), why a lemming cannot move, what the mouse points at,
the recap of the computer's turns, and the seat line.

Each returns text or HTML in the current language (the view calls them inside its language).
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from typing import Any

from gamecore.contrast import contrast_ratio
from gamecore.i18n import log_line, tr, trn
from gamecore.shapes import mix
from gametools.records import Event
from plongeon import COLOURS, FINISH, MEADOW, START, TERRAINS, Game
from plongeon.cards import card_terrain, card_value
from plongeon.layout import LEMMING_COLOURS, TERRAIN_COLOURS, hex_title
from plongeon.options import Bonus
from plongeon.readouts import card_words
from plongeon.state import COLOUR_NAMES
from plongeon.track import TERRAIN_NAMES


def _swatch(colour: str) -> str:
    return (f'<span style="display:inline-block;width:1.1em;height:1.1em;vertical-align:-0.2em;margin-right:0.35em;'
            f'background:{colour};border:1px solid #555"></span>')


def legend_html() -> str:
    """The legend: each terrain's colour, its name and which cards walk on it (no card codes: the
    view shows cards in words, and the codes' letters are English initials)."""
    # every tr() outside the f-strings: Babel's extractor does not look inside them
    heading, anywhere = tr("Cards and terrain"), tr("any card lets a lemming walk here")
    rows = [f"<div>{_swatch(TERRAIN_COLOURS[MEADOW])}<b>{html.escape(str(TERRAIN_NAMES[MEADOW]))}</b>: "
            f"{html.escape(anywhere)}</div>"]
    for t in TERRAINS:
        name = html.escape(str(TERRAIN_NAMES[t]))
        only = tr("only a {terrain} card lets a lemming walk here", terrain=TERRAIN_NAMES[t])
        rows.append(f"<div>{_swatch(TERRAIN_COLOURS[t])}<b>{name}</b>: {html.escape(only)}</div>")
    notes = (tr("A card is a terrain and a value. Laid on its terrain's column (its value not above the active card), "
                "it moves a lemming the column's new sum; higher, it starts a new column, gives a bonus tile, and moves "
                "the lemming its own value."),
             tr("A bonus tile changes the terrain of its hex; a meadow tile lets any card through."),
             tr("On a lit hex, the number is the steps a lemming takes to get there."))
    return ('<div class="plongeon-legend" style="line-height:1.45">'
            f"<b>{html.escape(heading)}</b>" + "".join(rows)
            + "".join(f'<div style="margin-top:0.3em">{html.escape(n)}</div>' for n in notes) + "</div>")


def move_rule(game: Game) -> str:
    """The rule of the pending decision, when it needs one: during a move, which hexes its card walks
    on and what Stop does; before it, where the bonus tile may go (:func:`bonus_rule`); empty otherwise."""
    st = game.state
    if st.phase == "bonus" and st.tile is not None:
        return bonus_rule(game)
    if st.phase != "move" or st.card is None:
        return ""
    terrain = TERRAIN_NAMES[card_terrain(st.card)]
    text = trn("The card {card} moves one lemming {n} step at most, on meadow and {terrain} hexes.",
               "The card {card} moves one lemming {n} steps at most, on meadow and {terrain} hexes.", st.points,
               card=card_words(st.card), n=st.points, terrain=terrain)
    return text + " " + tr("Stop ends the move here: a move may use fewer points than it has, and the points left are lost.")


def bonus_rule(game: Game) -> str:
    """Where the bonus tile of the pending decision may go, and what it does there (the view lights
    every hex: :func:`bonus_places`)."""
    st = game.state
    tile = TERRAIN_NAMES[st.tile]
    where = tr("The {tile} bonus tile may go on any hex of the track: a hex with a lemming on it (the tile slides "
               "under the lemming) or with a tile already (that tile goes back to the supply) too.", tile=tile)
    if st.tile == MEADOW:
        then = tr("That hex then counts as meadow: any card lets a lemming walk there.")
    else:
        then = tr("That hex then counts as {tile}: only a {tile} card lets a lemming walk there.", tile=tile)
    after = trn("Put it where it helps your lemmings or blocks a rival's; then one lemming moves {n} step at most.",
                "Put it where it helps your lemmings or blocks a rival's; then one lemming moves {n} steps at most.",
                st.points, n=st.points)
    return " ".join((where, then, after))


def bonus_places(game: Game) -> tuple[str, ...]:
    """The hexes the pending bonus tile may go on (every hex of the track); none outside that decision."""
    d = game.pending
    if d is None or d.kind != "bonus":
        return ()
    return tuple(sorted({o.hex for o in d.options if isinstance(o, Bonus)}))


def stuck_words(game: Game, lemming: str) -> str:
    """Why ``lemming`` cannot take a single step in the move under way, in words (the card's
    terrains, and whether the hexes next to it are of other terrains or blocked by lemmings)."""
    st = game.state
    if st.mover is not None and st.mover != lemming:
        return tr("{lemming} cannot move now: only one lemming moves per turn, and {mover} is moving.", lemming=lemming,
                  mover=st.mover)
    if st.card is None or st.phase != "move":
        return tr("{lemming} cannot move now: play a card first.", lemming=lemming)
    terrain = card_terrain(st.card)
    here = st.loc[lemming]
    place = tr("the start line") if here == START else here
    open_terrain = [h for h in game.track.neighbors(here) if st.terrain(h) in (MEADOW, terrain)]
    if not open_terrain:
        return tr("{lemming} cannot move with this card: it walks only on meadow and {terrain} hexes, and no hex next to "
                  "{place} is one.", lemming=lemming, terrain=TERRAIN_NAMES[terrain], place=place)
    return tr("{lemming} cannot move with this card: it walks only on meadow and {terrain} hexes, and those next to {place} "
              "({hexes}) hold lemmings that cannot be pushed straight ahead (never off the board or backwards).",
              lemming=lemming, terrain=TERRAIN_NAMES[terrain], place=place, hexes=", ".join(open_terrain))


def place_words(game: Game, target: str | None) -> str:
    """What the mouse points at, in words: a hex (its terrain and who may walk there, its tile and
    lemming), the start or finish line, a card of the hand or a column."""
    if target is None:
        return ""
    st = game.state
    if target in game.track:
        words = hex_title(st.terrain(target), target)
        if target in st.tiles:
            words += " " + tr("(a {tile} bonus tile lies on it)", tile=TERRAIN_NAMES[st.tiles[target]])
        who = st.occupant(target)
        if who:
            words += " · " + who
        return words
    if target == START:
        return tr("The start line: a lemming comes in onto one of the three hexes next to it.")
    if target == FINISH:
        return tr("The finish line: a lemming on a finish hex crosses it with one more step, whatever the card.")
    if target.startswith("column:"):
        t = target[7:]
        col = st.columns[t]
        return tr("{terrain} column: active card {top}, sum {total}. A card up to {top} goes on it; a higher one starts "
                  "a new column.", terrain=TERRAIN_NAMES[t], top=col[-1], total=sum(col))
    if target.startswith("hand:"):
        d = game.pending
        i = int(target[5:])
        hand = st.hands[d.player] if d is not None else []
        if i < len(hand):
            code = hand[i]
            col = st.columns[card_terrain(code)]
            gets = sum(col) + card_value(code) if card_value(code) <= col[-1] else card_value(code)
            return trn("{card}: played now, it moves a lemming {n} step.", "{card}: played now, it moves a lemming {n} steps.",
                       gets, card=card_words(code), n=gets)
    return ""


def text_shade(colour: str, page: str = "#ffffff") -> str:
    """``colour`` darkened just enough for text on ``page`` (4.5:1): a seat's name keeps its hue.

    >>> text_shade("#17a363") != "#17a363", text_shade("#2170bf")
    (True, '#2170bf')
    """
    shade, t = colour, 0.0
    while contrast_ratio(shade, page) < 4.5 and t < 1.0:
        t += 0.05
        shade = mix(colour, "#000000", t)
    return shade


def seat_line(game: Game, humans: Iterable[int]) -> str:
    """Who plays which colour (HTML)."""
    parts = []
    people = set(humans)
    for p in range(game.players):
        colour = COLOURS[p]
        who = tr("you") if p in people else tr("computer")
        parts.append(f'<span style="color:{text_shade(LEMMING_COLOURS[colour])};font-weight:600">'
                     f"{html.escape(str(COLOUR_NAMES[colour]))}</span> ({html.escape(who)})")
    return html.escape(tr("Seats:")) + " " + ", ".join(parts)


def recap_html(entries: Sequence[Event]) -> str:
    """What the computer did since your last decision (events of the play loop whose ``detail`` is
    the log lines each wrote): those lines, marked with the seat's colour."""
    if not entries:
        return ""
    lines: list[str] = []
    for e in entries:
        said = [log_line(x) for x in e.detail or ()] or [e.words]
        colour = LEMMING_COLOURS[COLOURS[e.player]]
        lines += [f'<div style="border-left:4px solid {colour};padding-left:0.4em">{html.escape(s)}</div>' for s in said]
    title = trn("Since your last decision, the computer made {n} decision:",
                "Since your last decision, the computer made {n} decisions:", len(entries), n=len(entries))
    return f"<b>{html.escape(title)}</b>" + "".join(lines)


def done_text(made: Iterable[Any], lines: Iterable[Any]) -> str:
    """A person's decision in words: the log lines it wrote (they say why a move ended)."""
    said = [log_line(x) for x in lines]
    return " ".join(said) if said else tr("Done: {choices}.", choices=", ".join(map(str, made)))


__all__ = ["legend_html", "move_rule", "bonus_rule", "bonus_places", "stuck_words", "place_words", "seat_line", "recap_html",
           "done_text"]
