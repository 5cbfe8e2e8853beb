"""The text panels around the board, as pure functions of the game and the seats.

* :func:`seat_line`: "You are Ritz (purple)" and what to do now, said near the board;
* :func:`status_html`: turn, phase, card and dice of *this* turn only, VP;
* :func:`clans_html`: one row per clan, the clan to move marked, people and computers named,
  only counts of cards and pellets (never another clan's hand);
* :func:`hand_html`: the hand and pellets of one seat (shown only to that seat's person);
* :func:`recap_header`: the line above the recap list.

They return HTML strings, so they test without a browser.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from gamecore.i18n import Message, lazy, tr, trc, trn
from lemmings.board import START
from lemmings.bots import phase
from lemmings.cards import card_name
from lemmings.game import Decision, Game
from lemmings.layout import DIE_WORDS
from lemmings.layout.scene_pieces import IT_IS_A_5
from lemmings.scoring import Score, tie_breaker
from lemmings.special_actions import SPECIAL_ACTIONS
from lemmings.variants import TWO_PLAYER

from .explain import same_zone
from .logic import and_list
from .seats import Seats, colour_name

#: What to do for each kind of decision, said to the person deciding.
HOW: dict[str, Message] = {
    "roll": lazy("press <b>Roll the two eagle dice</b>."),
    "eagle_order": lazy("choose which eagle flies first (each button says what that order does)."),
    "eagle_direction": lazy("click a hex of the zone the eagle should fly to, or press its button."),
    "feast": lazy("click the lemming the eagle eats (the lit hexes)."),
    "scatter": lazy("click a lemming in the eagle's zone, then the lit hex it is scattered to."),
    "resupply": lazy("click the lit pellet hex that gets a new face-down pellet."),
    "move": lazy("click one of your lemmings (or the start area), then a lit hex; or pick a move from the menu."),
    "chaos_card": lazy("play the card now or pass it on."),
}
#: The phases of a turn, in words (``lemmings.bots.phase`` names them).
PHASE_WORDS = {"eagles": lazy("eagles phase"), "lemmings": lazy("lemmings phase")}


def pellet_words(kind: str, n: int) -> str:
    """``"2 favour pellets"``: ``n`` pellets of one kind, in words."""
    if kind == "vp1":
        return trn("{n} 1-VP pellet", "{n} 1-VP pellets", n, n=n)
    if kind == "vp2":
        return trn("{n} 2-VP pellet", "{n} 2-VP pellets", n, n=n)
    if kind == "favour":
        return trn("{n} favour pellet", "{n} favour pellets", n, n=n)
    return f"{n} {kind}"


def esc(text: object) -> str:
    return html.escape(str(text))


def full_stop(text: str) -> str:
    """``text`` ending a sentence: a full stop unless it already ends with one, ``?`` or ``!``."""
    text = text.rstrip()
    return text if text.endswith((".", "?", "!")) else text + "."


def swatch(colour: str) -> str:
    return (f'<span style="display:inline-block;width:0.9em;height:0.9em;background:{colour};'
            f'border-radius:2px;vertical-align:-0.1em"></span>')


def clan_words(game: Game, player: int) -> str:
    """``"Ritz (purple)"``."""
    clan = game.clans[player]
    return tr("{clan} ({colour})", clan=clan.name, colour=colour_name(clan.colour))


def _how(d: Decision) -> str:
    zone = same_zone(d.options) if d.kind == "eagle_direction" else None
    if zone is not None:
        return tr("click a hex of zone {zone} or press either button: both ways end in zone {zone}.", zone=zone)
    how = HOW.get(d.kind)
    return str(how) if how is not None else tr("click a lit place on the board or press one of the buttons below.")


def eagle_note(game: Game, d: Decision) -> str:
    """Why a person is flying an eagle now, when that may baffle: with two players each flies one
    eagle every turn, and on turn 1 the eagles fly before any lemming has left the start area
    (newcomer finding 14). ``""`` for any other decision."""
    if d.kind not in ("roll", "eagle_order", "eagle_direction"):
        return ""
    notes = []
    if TWO_PLAYER in game.variants:
        notes.append(tr("Two-player rules: both of you are Eagle Players, each rolling one die and flying that eagle "
                        "every turn."))
    if all(where == START for where in game.state.loc.values()):
        notes.append(tr("Every turn starts with the eagles, before any lemming moves: none has left the start area "
                        "yet, so this flight catches nobody; it only sets the zone the eagle hunts from next turn."))
    return " ".join(notes)


def seat_line(game: Game, seats: Seats, *, handoff: int | None = None, speed: str = "instant",
              running: bool = False) -> str:
    """Who you are and what to do now, in one or two lines."""
    people = sorted(seats.humans)
    if len(people) == 1:
        p = people[0]
        you = tr("{swatch} <b>You are {clan}</b>", swatch=swatch(game.clans[p].colour), clan=esc(clan_words(game, p)))
    elif people:
        you = tr("People at this screen: {people}", people=", ".join(
            f"{swatch(game.clans[p].colour)} {esc(clan_words(game, p))}" for p in people))
    else:
        you = tr("Every clan is played by the computer (seat a person in the Seats tab)")
    d = game.pending
    if d is None:
        winners = and_list(game.winners) or tr("nobody")
        # the only way a game ends: say it, as a newcomer may not know why play stopped
        return trn("{you}. <b>The game is over</b>, as the Game Over card came up: {winners} wins.",
                   "{you}. <b>The game is over</b>, as the Game Over card came up: {winners} win.",
                   len(game.winners), you=you, winners=esc(winners)) + standings_html(game)
    if handoff is not None:
        return tr("{you}. <b>Pass the screen to {clan}</b>: their hand stays hidden until they press <b>I am {name}</b>.",
                  you=you, clan=esc(clan_words(game, handoff)), name=esc(game.clans[handoff].name))
    if d.player in seats.humans:
        head = (tr("Your decision: {prompt}", prompt=esc(full_stop(str(d.prompt)))) if len(people) == 1 else
                tr("{clan}'s decision: {prompt}", clan=esc(game.clans[d.player].name), prompt=esc(full_stop(str(d.prompt)))))
        line = tr("{you}. {swatch} <b>{decision}</b> To do it, {how}", you=you, swatch=swatch(game.clans[d.player].colour),
                  decision=head, how=_how(d))
        keys = tr("By keyboard: the arrows and Enter on the board, or the move box.")
        line += f" <span class='lemmings-keys-how'>{esc(keys)}</span>"
        note = eagle_note(game, d)
        return f"{line} <span class='lemmings-why-eagle'>{esc(note)}</span>" if note else line
    name = esc(clan_words(game, d.player))
    if running:
        return tr("{you}. {clan}, a computer clan, is playing… each computer action is added to the recap below.",
                  you=you, clan=name)
    if speed == "manual":
        return tr("{you}. Now {clan}, a computer clan, decides: press <b>Computer: next action</b> to see one action, "
                  "or <b>Play to my turn</b>.", you=you, clan=name)
    return tr("{you}. Now {clan}, a computer clan, decides: press <b>Play to my turn</b>.", you=you, clan=name)


def _card_and_dice(game: Game) -> tuple[str, str]:
    """This turn's card and dice: nothing from the last turn is shown before the roll."""
    d = game.pending
    st = game.state
    later = tr("revealed after the eagles phase")
    if d is not None and d.kind == "roll":
        return later, tr("not rolled yet this turn")
    dice = ", ".join(tr("{eagle} {face}", eagle=DIE_WORDS.get(e, e), face=trc("die", "Hover") if v == 0 else v)
                     for e, v in (game.dice or {}).items()) or tr("not rolled yet")
    if phase(game) == "eagles" or st.card is None:
        return later, dice
    card = f"{st.card}"
    if d is not None:
        value = game.card_value(d.player)
        if value != st.card:
            card = tr("{card} (counts {value} for {clan})", card=card, value=value, clan=d.clan)
    return card, dice


def tie_break(ahead: Score, behind: Score) -> str:
    """Why ``ahead`` is placed before ``behind`` on the same VP (the first tie-breaker that tells
    them apart), or that they share the place; ``""`` when their VP differ."""
    if ahead.total != behind.total:
        return ""
    names = {"ahead": esc(ahead.clan), "behind": esc(behind.clan), "vp": ahead.total}
    field = tie_breaker(ahead, behind)  # the rule's order lives in lemmings.scoring
    if field is None:
        return tr("{ahead} and {behind} share the place: level on {vp} VP and on every tie-breaker.", **names)
    a, b = getattr(ahead, field), getattr(behind, field)
    if field == "scored_lemmings":
        return tr("{ahead} is placed before {behind} on {vp} VP: more lemmings dived ({a} to {b}).", **names, a=a, b=b)
    if field == "eaten":
        return tr("{ahead} is placed before {behind} on {vp} VP: fewer lemmings eaten ({a} to {b}).", **names, a=a, b=b)
    return tr("{ahead} is placed before {behind} on {vp} VP: more favour pellets left over after the sets of "
              "three ({a} to {b}).", **names, a=a, b=b)


def standings_html(game: Game) -> str:
    """The final standings as a small table (each clan's VP and where they came from), then why
    clans level on VP are placed apart."""
    table = game.standings()
    colour = {c.name: c.colour for c in game.clans}
    chaos = "chaos" in game.variants  # the chaos variant's adjustment is part of the total
    # every column after VP is a part of it, in VP (the clans panel's "pellets held" is a count)
    # the first column's head names it for screen readers too (an empty <th> is read as nothing)
    heads = [tr("place"), tr("clan"), tr("VP"), tr("from dives"), tr("from unused cards"), tr("from pellets"),
             tr("from favour sets")]
    head = "".join(f"<th style='text-align:left;padding:0 6px 0 0'>{esc(h)}</th>"
                   for h in heads + ([tr("chaos")] if chaos else []))
    rows = "".join(
        "<tr>" + "".join(f"<td style='padding:0 6px 0 0'>{v}</td>" for v in (
            place, f"<span style='white-space:nowrap'>{swatch(colour[sc.clan])} {esc(sc.clan)}</span>",
            f"<b>{sc.total}</b>", sc.dives, sc.unused_cards,
            sc.pellets, sc.favour_sets, *([f"{sc.chaos_adjustment:+d}"] if chaos else []))) + "</tr>"
        for place, sc in table)
    ties = [tie_break(a, b) for (_, a), (_, b) in zip(table, table[1:], strict=False)]
    notes = "".join(f"<br><small>{t}</small>" for t in ties if t)
    return (f"<table class='lemmings-standings' style='border-collapse:collapse;margin:4px 0'><tr>{head}</tr>{rows}"
            f"</table>{notes}")


def status_html(game: Game) -> str:
    """Turn, phase, Eagle Player, this turn's card and dice, and the VP so far."""
    if game.over:
        ranking = ", ".join(tr("{place}. {clan} {vp} VP", place=place, clan=sc.clan, vp=sc.total)
                            for place, sc in game.standings())
        return trn("<b>Game over</b> after {n} turn: {ranking}", "<b>Game over</b> after {n} turns: {ranking}",
                   game.turn, n=game.turn, ranking=esc(ranking))
    card, dice = _card_and_dice(game)
    vp = ", ".join(f"{k} {v}" for k, v in game.score().items())
    return tr("<b>Turn {turn}</b> · {phase} · eagle dice held by <b>{clan}</b> · card: {card} · dice: {dice} · "
              "VP: {vp}", turn=game.turn, phase=PHASE_WORDS[phase(game)], clan=esc(game.clans[game.eagle_player].name),
              card=esc(card), dice=esc(dice), vp=esc(vp))


def clans_html(game: Game, seats: Seats) -> str:
    """One row per clan: ▶ marks the clan to decide now; cards and pellets only as counts."""
    st = game.state
    d = game.pending
    rows = []
    for p, clan in enumerate(game.clans):
        to_move = d is not None and d.player == p
        mark = "▶" if to_move else ""
        who = tr("person") if p in seats.humans else tr("computer")
        eagle = tr(" · eagle dice") if p == game.eagle_player and not game.over else ""
        five = "" if st.clan_card_used[p] else f" + {card_name(IT_IS_A_5)}"
        style = "font-weight:bold;background:#fff6d5" if to_move else ""
        cards, pellets = len(st.hands[p]), sum(st.held[p].values())
        cells = (tr("{vp} VP", vp=game.score().get(clan.name, 0)), trn("{n} card", "{n} cards", cards, n=cards) + five,
                 trn("{n} pellet", "{n} pellets", pellets, n=pellets), tr("{n} waiting", n=len(st.starting(p))) + eagle)
        rows.append(f'<tr style="{style}"><td>{mark}</td><td>{swatch(clan.colour)} {esc(clan.name)}</td><td>{who}</td>'
                    + "".join(f"<td>{cell}</td>" for cell in cells) + "</tr>")
    head = "".join(f"<th>{esc(h)}</th>" for h in ("", tr("clan"), tr("played by"), tr("VP"), tr("cards"), tr("pellets held"),
                                                     tr("start")))
    return ('<table style="font-size:13px;border-collapse:collapse" cellpadding="3">'
            f"<tr>{head}</tr>" + "".join(rows) + "</table>")


#: A card of the hand is one chip: a narrow panel moves it whole to the next line, never splits it.
CHIP = "display:inline-block;white-space:nowrap;line-height:1.4;margin-bottom:2px;"


def hand_html(game: Game, player: int | None) -> str:
    """The hand and pellets of ``player`` (``None``: nothing to show)."""
    if player is None:
        return ""
    st = game.state
    clan = game.clans[player]
    cards = []
    # cards to read, not buttons to press: a card's colour and a help cursor, its text when pointed at
    look = f"{CHIP}border:1px solid #d4c48a;border-radius:2px;padding:1px 5px;margin-right:4px;background:#fbf5dc;cursor:help"
    for card in st.hands[player]:
        desc = SPECIAL_ACTIONS[card].description if card in SPECIAL_ACTIONS else ""
        cards.append(f'<span title="{esc(desc)}" style="{look}">{esc(card_name(card))}</span>')
    if not st.clan_card_used[player]:
        cards.append(f'<span title="{esc(SPECIAL_ACTIONS[IT_IS_A_5].description)}" style="{look};border-style:dashed">'
                     + tr("{card} (clan card)", card=card_name(IT_IS_A_5)) + "</span>")
    pellets = [pellet_words(kind, n) for kind, n in st.held[player].items() if n]
    return tr("{swatch} <b>{clan}'s hand</b> (only you see it): {cards} · pellets: {pellets}",
              swatch=swatch(clan.colour), clan=esc(clan.name),
              cards=" ".join(cards) or tr("no special-action cards"),
              pellets=esc(", ".join(pellets)) if pellets else tr("none"))


def recap_header(items: Sequence[object], person_name: str | None, decided: bool = True) -> str:
    """The line above the recap: since when, how many actions, how to see one on the board."""
    if not items:
        return tr("<b>Recap</b>: nothing has happened yet.")
    n = len(items)
    if person_name and decided and n == 1:
        return tr("<b>Recap since {clan}'s last decision</b>: that decision, and nothing after it yet. Click it to see "
                  "it on the board.", clan=esc(person_name))
    if person_name and decided:
        # counted as Undo counts them: the person's decision, then the actions after it
        return trn("<b>Recap since {clan}'s last decision</b>: that decision and the {n} action after it. Click an entry "
                   "to see it on the board.",
                   "<b>Recap since {clan}'s last decision</b>: that decision and the {n} actions after it. Click an "
                   "entry to see it on the board.", n - 1, clan=esc(person_name), n=n - 1)
    if person_name:
        return trn("<b>Recap of the game before {clan}'s first decision</b> ({n} action): click an entry to see it "
                   "on the board.",
                   "<b>Recap of the game before {clan}'s first decision</b> ({n} actions): click an entry to see it "
                   "on the board.", n, clan=esc(person_name), n=n)
    return trn("<b>Recap of the game</b> ({n} action): click an entry to see it on the board.",
               "<b>Recap of the game</b> ({n} actions): click an entry to see it on the board.", n, n=n)

__all__ = ["pellet_words", "PHASE_WORDS",
           "full_stop", "seat_line", "status_html", "clans_html", "hand_html", "recap_header", "clan_words", "swatch", "HOW",
           "standings_html", "tie_break"]
