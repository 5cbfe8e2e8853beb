"""The board's interaction rules, kept apart from any widget so they test without a browser.

:class:`BoardInteraction` is the click state machine. It reads ``game.pending`` and never
holds rules of its own: every option it offers, highlights or applies comes from the
engine's list of legal options, and every "why not" comes from the engine's move explorer
(:func:`lemmings.analysis.why_not`) or from the engine refusing the choice.

How a click is read (``target`` is what :meth:`lemmings.layout.Layout.hit` returns):

* Options that take two clicks (a regular move, a card move, a scatter, a Heroic Return)
  first pick a *piece*: a lemming on a hex, the start area, or the eagle-chow box. Its
  destinations then light up, each with its cost and dive VP. Clicking the piece's place
  again picks the next lemming down the stack; clicking a destination makes the move.
* Every other option on the board takes one click (eat this lemming, resupply this hex,
  fly the eagle to this zone, choose this stack, claw to the top).
* A click that matches several options (two dives from one hex, a Line of Bones hex in
  both eagles' zones) offers them as :attr:`BoardInteraction.choices`.
* Any other click is explained: why the selected lemming cannot go there, or what the
  game is waiting for instead.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from gamecore.errors import IllegalAction
from gamecore.i18n import lazy, lazyc, tr, trn
from lemmings.analysis import why_not
from lemmings.board import START
from lemmings.cards import card_name
from lemmings.describe import sentence
from lemmings.game import Game
from lemmings.layout import CHOW_TARGET, CLIFF_TARGET, option_places
from lemmings.movement import explain_move, move_points
from lemmings.options import CLIFF, Claw, Exchange, Feast, Move, Pass, Place, Play, Scatter
from lemmings.render_svg import place_label
from lemmings.special_actions import SPECIAL_ACTIONS

from .explain import same_zone


# ------------------------------------------------------------------ outcomes
class Outcome(NamedTuple):
    """What a click did: ``kind`` is ``"applied"``, ``"selected"``, ``"choose"``,
    ``"explain"`` or ``"none"``; ``message`` says it in plain words; ``options`` holds the
    option applied, or the options to choose from."""

    kind: str
    message: str
    options: tuple[Any, ...] = ()


@dataclass(frozen=True)
class Highlights:
    """What the highlight layer shows (see :func:`lemmings.layout.highlight_scene`)."""

    targets: dict[str, str] = field(default_factory=dict)
    selectable: tuple[str, ...] = ()
    selected: str | None = None
    marked: str | None = None


# ------------------------------------------------------------- interaction
class BoardInteraction:
    """The click → action state machine for one game (see the module docstring).

    >>> from lemmings import Game
    >>> game = Game.new(players=3, seed=2)
    >>> ui = BoardInteraction(game)
    >>> ui.click("start").kind      # nothing to move yet: the eagle dice come first
    'explain'
    """

    def __init__(self, game: Game, applier: Callable[[Any], Any] | None = None) -> None:
        self.game = game
        #: What makes a choice: ``game.apply`` unless the view records each choice (its recap).
        self.applier = applier
        self.selected: str | None = None  # a lemming id
        self.marked: str | None = None
        self.choices: tuple[Any, ...] = ()
        self.sync()

    def __repr__(self) -> str:
        d = self.game.pending
        what = d.kind if d else "game over"
        return f"<BoardInteraction {what}: selected {self.selected or 'nothing'}, {len(self.choices)} choice(s)>"

    # ----------------------------------------------------------- reading
    def piece_options(self) -> dict[str, list[Any]]:
        """Two-click options of the pending decision, by the lemming they move."""
        d = self.game.pending
        out: dict[str, list[Any]] = {}
        if d is None:
            return out
        for o in d.options:
            piece, _ = option_places(self.game, o)
            if piece is not None:
                out.setdefault(o.lemming, []).append(o)
        return out

    def pieces_at(self, place: str) -> list[str]:
        """Lemmings at ``place`` that can be picked now, top of the stack first."""
        st = self.game.state
        movable = self.piece_options()
        if place in self.game.board:
            order = list(reversed(st.stack(place)))
        elif place == START:
            order = [lem for lem in st.cfg.all_lemmings if st.loc[lem] == START]
        elif place == CHOW_TARGET:
            order = [lem for lem in st.cfg.all_lemmings if st.loc[lem] == "chow"]
        else:
            return []
        return [lem for lem in order if lem in movable]

    def one_click_options(self, place: str) -> list[Any]:
        """Options chosen by a single click on ``place``."""
        d = self.game.pending
        if d is None:
            return []
        out = []
        for o in d.options:
            piece, places = option_places(self.game, o)
            if piece is None and place in places:
                out.append(o)
        return out

    def place_of(self, lemming: str) -> str:
        """Where a lemming is drawn: a hex, ``"start"`` or ``"chow"``."""
        return self.game.state.loc[lemming]

    def destinations(self, lemming: str) -> dict[str, list[Any]]:
        """For a picked lemming: each place that completes one of its options."""
        out: dict[str, list[Any]] = {}
        for o in self.piece_options().get(lemming, []):
            _, places = option_places(self.game, o)
            for p in places:
                out.setdefault(p, []).append(o)
        return out

    def highlights(self) -> Highlights:
        """The current highlight sets: destinations (with cost / dive labels), pickable
        places, the selected place and the last place explained as illegal."""
        targets: dict[str, str] = {}
        if self.selected is not None:
            for place, opts in self.destinations(self.selected).items():
                targets[place] = place_label(self.game, opts, place)
        else:
            d = self.game.pending
            gathered: dict[str, list[Any]] = {}
            for o in d.options if d else ():
                piece, places = option_places(self.game, o)
                if piece is None:
                    for p in places:
                        gathered.setdefault(p, []).append(o)
            targets = {p: place_label(self.game, opts, p) for p, opts in gathered.items()}
        selected_place = self.place_of(self.selected) if self.selected else None
        places = {self.place_of(lem) for lem in self.piece_options()}
        places.discard(selected_place)
        return Highlights(targets, tuple(sorted(places)), selected_place, self.marked)

    def choice_words(self, place: str | None) -> str:
        """What a click on ``place`` would do now, in words ("" when nothing): the option it makes, how
        many it offers, or the lemmings it picks. The keyboard's cursor says it after the place's words."""
        if place is None:
            return ""
        lit = self.highlights()
        if place in lit.targets:
            d = self.game.pending
            opts = (self.destinations(self.selected).get(place, []) if self.selected is not None else
                    [o for o in (d.options if d else ()) if option_places(self.game, o) == (None, (place,))
                     or (option_places(self.game, o)[0] is None and place in option_places(self.game, o)[1])])
            if len(opts) == 1:
                return self.game.describe(opts[0])
            return trn("{n} choice here", "{n} choices here", len(opts), n=len(opts))
        if place in lit.selectable:
            pieces = [lem for lem in self.piece_options() if self.place_of(lem) == place]
            return tr("picks {lemmings} to move", lemmings=", ".join(self.game.state.label(lem) for lem in pieces))
        return ""

    # ---------------------------------------------------------- changing
    def sync(self) -> None:
        """Forget a selection the pending decision no longer allows; pick the only piece
        automatically when there is exactly one."""
        pieces = self.piece_options()
        if self.selected not in pieces:
            self.selected = None
        if self.selected is None and len(pieces) == 1:
            self.selected = next(iter(pieces))
        self.choices = tuple(o for o in self.choices if self.game.pending and o in self.game.pending.options)

    def clear(self) -> None:
        """Drop the selection, the pending choices and the mark."""
        self.selected = None
        self.choices = ()
        self.marked = None

    def select(self, lemming: str | None) -> Outcome:
        """Pick a lemming (it must have two-click options now); ``None`` clears."""
        self.marked = None
        self.choices = ()
        if lemming is None:
            self.selected = None
            return Outcome("selected", tr("Selection cleared."))
        if lemming not in self.piece_options():
            raise IllegalAction(tr("{lemming} has nothing to do in this decision ({prompt})", lemming=lemming,
                                   prompt=self._prompt()))
        self.selected = lemming
        n = len(self.destinations(lemming))
        return Outcome("selected", trn("{lemming} selected: {n} highlighted place to choose from.",
                                       "{lemming} selected: {n} highlighted places to choose from.", n,
                                       lemming=self.game.state.label(lemming), n=n))

    def apply(self, option: Any) -> Outcome:
        """Make ``option`` (the engine checks it), then resynchronise."""
        before = len(self.game.state.log)
        chosen = (self.applier or self.game.apply)(option)
        text = " ".join(self.game.log[before:]) or sentence(self.game.describe(chosen))
        self.clear()
        self.sync()
        return Outcome("applied", text, (chosen,))

    def choose(self, option: Any) -> Outcome:
        """Answer a pending :attr:`choices` list."""
        return self.apply(option)

    def click(self, target: str | None) -> Outcome:
        """Handle a click on ``target`` (a hex, ``"start"``, ``"cliff"``, ``"chow"``, a
        panel name, or ``None`` for empty space)."""
        game = self.game
        d = game.pending
        self.marked = None
        self.choices = ()
        if d is None:
            return Outcome("none", tr("The game is over: {result}", result=_result(game)))
        if target is None:
            return Outcome("none", tr("Nothing there. {prompt}", prompt=sentence(str(d.prompt))))
        if self.selected is not None:
            dest = self.destinations(self.selected).get(target)
            if dest:
                return self._resolve(dest)
            here = self.pieces_at(target)
            if here:
                if self.selected in here:
                    nxt = here[(here.index(self.selected) + 1) % len(here)]
                    return self.select(nxt)
                return self.select(here[0])
            one = self.one_click_options(target)
            if one:
                return self._resolve(one)
            reason = self.why_not(self.selected, target)
            self.marked = target if target in game.board else None
            return Outcome("explain", reason)
        one = self.one_click_options(target)
        if one:
            return self._resolve(one)
        here = self.pieces_at(target)
        if here:
            return self.select(here[0])
        self.marked = target if target in game.board else None
        return Outcome("explain", self.why_nothing(target))

    def _resolve(self, options: list[Any]) -> Outcome:
        unique = list(dict.fromkeys(options))
        if len(unique) == 1 or same_zone(unique):
            # both ways of an eagle ending in one zone lead to the same position: the click is enough
            return self.apply(unique[0])
        self.choices = tuple(unique)
        return Outcome("choose", tr("That click fits several choices: pick one."), self.choices)

    # ------------------------------------------------------- explaining
    def why_not(self, lemming: str, target: str) -> str:
        """Why the picked ``lemming`` cannot go to ``target`` (one sentence, naming the rule)."""
        game = self.game
        d = game.pending
        st = game.state
        who = st.label(lemming)
        if target in ("card", "clans", "vp") or target.startswith("dive:"):
            return tr("{lemming} is selected: click one of the highlighted places (that is the {panel} panel).",
                      lemming=who, panel=PANEL_WORDS[target.split(":")[0]])
        if target == CHOW_TARGET:
            return tr("{lemming} is selected: the eagle-chow box is not a place a lemming can be sent to.", lemming=who)
        if d.kind == "move":
            if target == CLIFF_TARGET:
                pts = move_points(st, d.player, st.loc[lemming])
                return tr("{lemming} cannot dive this turn: a dive needs the lemming to stop on a cliff-edge hex with "
                          "some of its {points} movement points left.", lemming=who, points=pts)
            if target == START:
                return tr("A regular move never goes backward, so no lemming returns to the start area.")
            reason = why_not(game, lemming, target) or explain_move(st, d.player, Move(lemming, target, 0))
            if reason:
                return _sentence(str(reason))
            return tr("{lemming} cannot end its move on {hex} now.", lemming=who, hex=target)
        sample = self.piece_options()[lemming][0]
        probe: Any
        if isinstance(sample, Move):
            probe = Move(lemming, target)
        elif isinstance(sample, Scatter):
            probe = Scatter(lemming, CLIFF if target == CLIFF_TARGET else target)
        elif isinstance(sample, Place):
            probe = Place(lemming, target)
        else:  # pragma: no cover - piece options are only these three types
            return tr("{lemming} cannot go to {place}.", lemming=who, place=target)
        try:
            game.copy().apply(probe)
        except IllegalAction as exc:
            return _sentence(str(exc))
        return tr("{lemming} cannot go to {place} now.", lemming=who, place=target)

    def why_nothing(self, target: str) -> str:
        """What a click on ``target`` would need, when nothing there answers the decision."""
        game = self.game
        d = game.pending
        st = game.state
        if target in game.board:
            stack = st.stack(target)
            if d.kind == "move":
                mine = [lem for lem in stack if st.owner(lem) == d.player]
                if mine:
                    lem = mine[-1]
                    if stack[-1] != lem:
                        return _sentence(str(explain_move(st, d.player, Move(lem, target, 0))))
                    pts = move_points(st, d.player, target)
                    return trn("{lemming} has no legal move with {points} point: every path is blocked (zones of "
                               "control, full hexes) or runs out of track.",
                               "{lemming} has no legal move with {points} points: every path is blocked (zones of "
                               "control, full hexes) or runs out of track.", pts, lemming=st.label(lem), points=pts)
                if stack:
                    owner = st.owner(stack[-1])
                    return tr("{hex} holds {lemming} of {owner}; it is {clan}'s turn, and a player only moves their own "
                              "lemmings.", hex=target, lemming=st.label(stack[-1]), owner=st.name(owner), clan=d.clan)
            prompt = sentence(str(d.prompt))
            if d.kind in NOT_THERE:
                return NOT_THERE[d.kind].render().format(hex=target, prompt=prompt)
            return tr("Nothing to choose at {hex}. {prompt}", hex=target, prompt=prompt)
        if target == START and d.kind == "move":
            if not st.starting(d.player):
                return tr("No lemming of {clan} waits in the start area.", clan=d.clan)
            return tr("{clan}'s starting lemmings cannot move now. {prompt}", clan=d.clan, prompt=sentence(str(d.prompt)))
        return tr("Nothing to choose there. {prompt}", prompt=sentence(str(d.prompt)))

    # ---------------------------------------------------------- helpers
    def _prompt(self) -> str:
        d = self.game.pending
        return d.prompt if d else "the game is over"



#: The panels of the picture, in words (what a click on one while a lemming is selected names).
PANEL_WORDS = {"card": lazyc("panel", "card"), "clans": lazyc("panel", "clans"), "vp": lazyc("panel", "VP track"),
               "dive": lazyc("panel", "dive")}
#: What a one-click decision needs, for a click on a hex that is not it ({hex} and {prompt} are filled in).
NOT_THERE = {"feast": lazy("{hex} is not a lemming the eagle can eat. {prompt}"),
             "resupply": lazy("{hex} is not a vacant pellet hex of that circle. {prompt}"),
             "snap_crackle_pop": lazy("{hex} is not a brush hex holding lemmings. {prompt}"),
             "king_of_the_hill": lazy("{hex} is not a stack of two or more. {prompt}")}


def _sentence(text: str) -> str:
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def _result(game: Game) -> str:
    winners = game.winners
    if not winners:
        return tr("no winner.")
    return trn("{winners} wins.", "{winners} win.", len(winners), winners=and_list(winners))


def and_list(items: list[str] | tuple[str, ...]) -> str:
    """``"Ritz, Biker and Axle"`` in the current language (``""`` for no items)."""
    items = [str(x) for x in items]
    if len(items) <= 1:
        return "".join(items)
    return tr("{first} and {last}", first=", ".join(items[:-1]), last=items[-1])


# ------------------------------------------------------------- the controls
class Control(NamedTuple):
    """One button of the decision panel: ``group`` is ``"favour"``, ``"card"``, ``"move"``,
    ``"pass"`` or ``"choice"``; ``option`` is what it applies (``None`` when disabled with
    no option); ``reason`` says why it is disabled, or what it does; ``does`` is what a card
    does, said even while it cannot be played (a newcomer learns the hand from it)."""

    group: str
    label: str
    option: Any
    enabled: bool
    reason: str = ""
    card: str = ""  # the special action a "card" control plays
    does: str = ""


def decision_controls(game: Game) -> list[Control]:
    """The buttons that answer ``game.pending``, in plain words.

    For a player's turn: favour exchanges, every special action the player holds (the ones
    not playable now disabled, with the reason), the moves (or claws) and pass. For the
    chaos card: play it (disabled with the reason when it cannot be played) or pass it on.
    For every other decision: one control per option.
    """
    d = game.pending
    if d is None:
        return []
    out: list[Control] = []
    if d.kind == "move":
        for o in d.options:
            if isinstance(o, Exchange):
                out.append(Control("favour", str(game.describe(o)), o, True))
        for card, reason in game.special_actions(d.player):
            option = Play(card)
            ok = option in d.options
            does = str(SPECIAL_ACTIONS[card].description)
            why = str(reason or ("" if ok else tr("not playable at this point of the turn")))
            out.append(Control("card", tr("Play {card}", card=card_name(card)), option if ok else None, ok,
                               why if not ok else does, card, does))
        for o in d.options:
            if isinstance(o, (Move, Claw)):
                out.append(Control("move", str(game.describe(o)), o, True))
        for o in d.options:
            if isinstance(o, Pass):
                out.append(Control("pass", tr("Pass (no lemming can move)"), o, True))
        return out
    if d.kind == "chaos_card":
        card = _chaos_card(game)
        play = Play(card) if card else None
        if play is not None and play not in d.options:
            reason = SPECIAL_ACTIONS[card].why_not(game.state, d.player) or tr("not playable now")
            out.append(Control("card", tr("Play {card}", card=card_name(card)), None, False, str(reason), card))
        for o in d.options:
            if isinstance(o, Play):
                out.append(Control("card", tr("Play {card}", card=card_name(o.card)), o, True,
                                   str(SPECIAL_ACTIONS[o.card].description), o.card))
            else:
                out.append(Control("pass", tr("Pass it to the next player"), o, True))
        return out
    for o in d.options:
        out.append(Control("choice", _choice_label(game, o), o, True))
    return out


def _chaos_card(game: Game) -> str | None:
    tasks = game.state.tasks
    if tasks and tasks[-1][0] == "chaos_offer":
        return tasks[-1][1]
    return None


def _choice_label(game: Game, option: Any) -> str:
    text = str(game.describe(option))
    if isinstance(option, Feast):
        return tr("{option} (then the rest of the zone scatters)", option=text)
    return text


__all__ = ["BoardInteraction", "Outcome", "Highlights", "Control", "decision_controls", "and_list"]
