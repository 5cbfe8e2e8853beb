"""A hint for the deciding seat: its options ranked, with figures and a reason in words.

>>> from lemmings import Game
>>> from lemmings.analysis import hint
>>> game = Game.new(players=4, seed=3)
>>> h = hint(game, playouts=16)
>>> h.lines[0].text
'Roll the two eagle dice'

:func:`hint` weighs every option of the pending decision, special actions included, with
:func:`lemmings.bots.lookahead.analyse`: in worlds sampled from the seat's own knowledge, each
option is followed by the best of the seat's *own* next decisions of the turn (the seat will make
them itself; chance nodes at their exact odds), and the position reached is scored by
:mod:`lemmings.bots.evaluator` (every clan's expected final VP: each lemming's worth by its row
and the movement cards left, times its chance of escaping the next eagles, worked out exactly
from the die; cards in hand; pellets). Each option gets its *lead* (the seat's expected final VP
margin over its strongest rival, negative when behind), the share of worlds in which the seat
ends its turn ahead (``win``) and its own expected final VP, each with a 95 % interval over the
worlds, and a reason read from the board: a dive, a lemming left exposed to an eagle (with the
die faces that bring the eagle there), a lemming fed to an eagle, a card spent.

Options are ranked by lead. :attr:`Hint.close` says how many of the first options are too close
to tell apart: every option is searched in the same worlds with the same chance draws, so an
option is compared with the first world by world, and it is "too close" while the 95 % interval
(Student's t: few worlds give a wide one) of its shortfall reaches :data:`CLEAR` (0.05 VP: the
evaluator is not finer than that). Neither "clear" nor "too close" is said from fewer than
:data:`MIN_WORLDS` worlds (one world's difference says nothing about the next world's), nor from a
search shallower than :data:`DEEP` leaves (the seat's own follow-ups left to the rule of thumb: a
card whose worth shows only in what follows it looked clearly worse); such a hint says that it is
not sure and which option looked best. A timed hint searches that many worlds side by side
(``together``), one decision ahead (always finished), then at :data:`DEEP` and at full depth, then
in more worlds, so that a busy machine's short second still leaves enough to judge.

On a near tie the hint recommends what the "hard" level's search chooses (:func:`lemmings.bots.levels.hard`,
which also plays its best options on through the rivals' replies until the eagles fly), weighed in
:data:`ANCHOR_WORLDS` imagined worlds rather than hard's one: when the search does not show its leader
ahead of that choice by more than :data:`CLEAR` in the same worlds, hard's choice comes first,
:attr:`Hint.led_by` names the leader and the verdict says why. A timed hint gives hard's search at most
:data:`ANCHOR_SHARE` of its seconds (one world first, then the rest) and drops what is later.
"""

from __future__ import annotations

import random
import time
from html import escape
from typing import TYPE_CHECKING, Any, NamedTuple

from gamecore import arguments as arg
from gamecore.i18n import get_language, number, percent, tr, trn
from gamecore.stats import mean_interval, t95

from ..bots import OptionStats
from ..bots.levels import CARD_MARGIN, hard
from ..bots.lookahead import analyse
from ..options import Play
from .compare import why
from .option_words import exposure, reason, short_words

if TYPE_CHECKING:
    from ..game import Game

__all__ = ["hint", "Hint", "HintLine", "exposure", "short_words", "MIN_WORLDS", "DEEP"]


def _percent(x: float) -> str:
    """A chance as a whole percentage, written the reader's way (``"33%"``, ``"33 %"``)."""
    lang = get_language()
    return f"{x:.0%}" if lang == "en" else percent(x)  # English exactly as it always was


def _decimal(x: float) -> str:
    """A number with one decimal, written the reader's way (``"10.5"``, ``"10,5"``)."""
    lang = get_language()
    return f"{x:.1f}" if lang == "en" else number(x, 1)


def _signed(x: float) -> str:
    """A lead with its sign, one decimal, written the reader's way (``"+1.5"``, ``"−0,5"``)."""
    text = _decimal(x)
    return "+" + text if x >= 0.05 else text.replace("-", "−") if x <= -0.05 else _decimal(0.0)


class HintLine(NamedTuple):
    """One ranked option: lead (expected final VP margin over the strongest rival, the ranking's key),
    chance of winning and expected final VP (each with a 95 % interval), and why."""

    rank: int
    option: Any
    text: str
    win: float
    win_low: float
    win_high: float
    vp: float
    vp_low: float
    vp_high: float
    playouts: int
    reason: str
    short: str = ""
    lead: float = 0.0
    lead_low: float = 0.0
    lead_high: float = 0.0
    close: bool = True  # too close to the first option to tell apart (the first itself: True)

    def __str__(self) -> str:
        return tr("{rank}. {option}: lead {lead} VP ({lead_low} to {lead_high}), wins {win} ({low}-{high}), "
                  "{vp} VP ({vp_low}-{vp_high}); {reason}",
                  rank=self.rank, option=self.text, lead=_signed(self.lead), lead_low=_signed(self.lead_low),
                  lead_high=_signed(self.lead_high), win=_percent(self.win), low=_percent(self.win_low),
                  high=_percent(self.win_high), vp=_decimal(self.vp), vp_low=_decimal(self.vp_low),
                  vp_high=_decimal(self.vp_high), reason=self.reason)


class Hint(NamedTuple):
    """The ranked options for ``player``'s pending decision (best first)."""

    player: int
    clan: str
    kind: str
    lines: tuple[HintLine, ...]
    timed: bool = False  # searched against a deadline (not for a fixed number of worlds)
    leaves: int = 0  # how deep the search went: evaluations per option and world
    #: ``(the card's words, the VP it looked better by)`` when a special action looked best by less than
    #: :data:`lemmings.bots.levels.CARD_MARGIN` and the best option without one was put first instead
    card_kept: tuple[str, float] | None = None
    #: the option that led when "hard"'s choice, too close to it to tell apart, was put first instead
    #: (``None``: the first option is the one that led)
    led_by: Any = None
    #: when the first option stands clear: what changes against the next best by the end of the turn, in
    #: words (:func:`lemmings.analysis.compare.why`); ``""`` otherwise
    why: str = ""

    @property
    def best(self) -> Any:
        """The option ranked first."""
        return self.lines[0].option

    @property
    def worlds(self) -> int:
        """How many imagined worlds every option was weighed in."""
        return min((ln.playouts for ln in self.lines), default=0)

    @property
    def sure(self) -> bool:
        """Whether the options were weighed in enough worlds (:data:`MIN_WORLDS`) and deep enough
        (:data:`DEEP`) to say which are clear of the others and which too close to tell apart (with
        one option there is nothing to tell)."""
        return len(self.lines) == 1 or (self.worlds >= MIN_WORLDS and self.leaves >= DEEP)

    @property
    def close(self) -> int:
        """How many options (the first included) are too close to the first to tell apart: compared in
        the same sampled worlds, the playouts do not say that the first leads by more."""
        return sum(1 for ln in self.lines if ln.close)

    def hexes(self, k: int = 3) -> list[str]:
        """Hexes the top ``k`` options point at (a move's or scatter's end, a placement), for highlighting."""
        out = []
        for line in self.lines[:k]:
            h = getattr(line.option, "to", None) or getattr(line.option, "hex", None)
            if isinstance(h, str) and h not in out and len(h) == 4 and h.isdigit():
                out.append(h)
        return out

    def __str__(self) -> str:
        return "\n".join([tr("Hint for {clan} ({kind}):", clan=self.clan, kind=self.kind), *map(str, self.lines)])

    def verdict(self) -> str:
        """How sure the ranking is, in one sentence (from :attr:`close`); when a card was kept, why; when
        "hard"'s choice was put first (:attr:`led_by`), why."""
        steered = "" if self.led_by is None else " " + self._steered()
        if self.card_kept is None:
            against = "" if not self.why else " " + tr("Against the next best, {option}: {why}.",
                                                       option=self._words(self.lines[1]), why=self.why)
            return self._sureness() + steered + against
        card, gap = self.card_kept
        kept = tr("Keep your card: {card} looked only {gap} VP better than {option}, less than the half VP a "
                  "special action must gain to be worth the sure VP of a card kept.", card=card,
                  gap=number(gap, 2), option=self._words(self._leader()))
        # sure or not, the figures say the card led: only a shortage of evidence is worth adding
        return (kept if self.sure else f"{kept} {self._sureness()}") + steered

    def order_note(self) -> str:
        """For a legend that says "ranked by lead": ``""``, or a sentence (with a leading space) owning the
        exception when the first line did not lead (:attr:`led_by`, :attr:`card_kept`)."""
        if self.led_by is None and self.card_kept is None:
            return ""
        return " " + tr("Here the first line comes first though another led: the sentence above the list says why.")

    def _leader(self) -> HintLine:
        """The line that led the ranking before "hard"'s choice was put first (else the first line)."""
        return next((ln for ln in self.lines if ln.option == self.led_by), self.lines[0])

    @staticmethod
    def _words(line: HintLine) -> str:
        return line.short or line.text

    def _steered(self) -> str:
        return tr("{option} comes first all the same: {other} led by too little to tell them apart, and {option} "
                  "holds up better once the other clans' replies until the eagles fly are played out (as the "
                  "\"hard\" computer player weighs them).", option=self._words(self.lines[0]),
                  other=self._words(self._leader()))

    def _sureness(self) -> str:
        n = self.close
        if len(self.lines) == 1:
            return tr("Only one option: nothing to compare.")
        if not self.sure:
            first = self._words(self._leader())
            if self.worlds >= MIN_WORLDS:  # worlds enough, the search too shallow: only a timed hint stops there
                return tr("Not enough time to be sure: your own next decisions this turn could not be searched, and "
                          "judged one decision ahead {option} looked best.", option=first)
            if self.timed:
                return trn("Not enough time to be sure: only {n} imagined world was searched, and in it "
                           "{option} looked best.",
                           "Not enough time to be sure: only {n} imagined worlds were searched, and in them "
                           "{option} looked best.", self.worlds, n=self.worlds, option=first)
            return trn("Too few imagined worlds to be sure: only {n} was searched, and in it {option} looked best.",
                       "Too few imagined worlds to be sure: only {n} were searched, and in them {option} looked best.",
                       self.worlds, n=self.worlds, option=first)
        if n == 1:
            # the size of the gap, said: a newcomer reads "clear" as "by a lot", and it may be a tenth of a VP
            # (a gap just over CLEAR keeps a third decimal, or it would read as "by 0.05", the "too close" line)
            gap = self.lines[0].lead - self.lines[1].lead
            return tr("The first option stands clear of the others: weighed in the same imagined worlds, it leads "
                      "the next best by {gap} VP.", gap=number(gap, _gap_decimals(gap)))
        if n == len(self.lines):
            return tr("Too close to call: weighed in the same imagined worlds, no option leads the others by more "
                      "than 0.05 VP, so any of them is about as good.")
        return tr("Too close to call between {n} options (the first and those marked ≈): weighed in the same "
                  "imagined worlds, they lead within 0.05 VP of each other.", n=n)

    def _repr_html_(self) -> str:
        # compact for a side column: one row per option, the intervals and the long words in its tooltip;
        # the figures stay on one line, the option and reason wrap (a longer language is never cut)
        figure = "white-space:nowrap;vertical-align:top;padding:0 4px 0 0"
        words = "white-space:normal;overflow-wrap:anywhere;vertical-align:top;padding:0 4px 0 0"
        rows = []
        for ln in self.lines:
            why = "" if ln.reason == ln.text else ln.reason
            tip = trn("{option}: lead {lead} VP (95 % interval {lead_low} to {lead_high}), wins {win} ({low}–{high}), "
                      "{vp} VP at the end ({vp_low}–{vp_high}), {n} imagined world",
                      "{option}: lead {lead} VP (95 % interval {lead_low} to {lead_high}), wins {win} ({low}–{high}), "
                      "{vp} VP at the end ({vp_low}–{vp_high}), {n} imagined worlds", ln.playouts,
                      option=ln.text, lead=_signed(ln.lead), lead_low=_signed(ln.lead_low),
                      lead_high=_signed(ln.lead_high), win=_percent(ln.win), low=_percent(ln.win_low),
                      high=_percent(ln.win_high), vp=_decimal(ln.vp), vp_low=_decimal(ln.vp_low),
                      vp_high=_decimal(ln.vp_high), n=ln.playouts)
            tip += f"; {why}" if why else ""
            lead = tr("lead {lead}", lead=_signed(ln.lead))
            wins = tr("wins {win}", win=_percent(ln.win))
            # a line too close to the first to tell apart is marked ≈ (the verdict under the title says why)
            rank = f"≈{ln.rank}" if ln.rank > 1 and ln.close and self.sure else str(ln.rank)
            rows.append(f'<tr title="{escape(tip)}"><td style="{figure}">{rank}</td>'
                        f'<td style="{words};min-width:6em">{escape(ln.short or ln.text)}</td>'
                        f'<td style="{figure};font-weight:bold">{escape(lead)}</td>'
                        f'<td style="{figure}">{escape(wins)}</td>'
                        f'<td style="{words};color:#555">{escape(why)}</td></tr>')
        legend = tr("Ranked by lead: the VP you can expect to be ahead of (or, with −, behind) your strongest rival at "
                    "the end, in worlds that fit what you know, after your best own follow-ups this turn: each "
                    "lemming counts by how near the cliff it stands and its exact chance of escaping the next eagles, "
                    "plus cards and pellets. Wins: the share of those worlds in which you end the turn ahead. "
                    "Point at a line for its intervals and full reason.")
        legend += self.order_note()
        title = tr("Hint for {clan}", clan=self.clan)
        # the legend folds away (a dense paragraph above the list); its summary says how many imagined
        # games each figure rests on, so that "wins 38 %" from eight of them is not read as precise
        n = self.worlds
        how = trn("How to read these figures (each rests on {n} imagined world)",
                  "How to read these figures (each rests on {n} imagined worlds)", n, n=n)
        return (f'<div class="lemmings-hint" style="font-size:12px;line-height:1.35;max-width:100%">'
                f"<b>{escape(title)}</b> <span class='lemmings-hint-verdict'>{escape(self.verdict())}</span>"
                f"<details style='color:#555;font-size:11px'><summary style='cursor:pointer'>{escape(how)}</summary>"
                f"{escape(legend)}</details>"
                f'<table style="width:100%;border-collapse:collapse">{"".join(rows)}</table></div>')


#: Options whose leads differ by less than this many VP are called equal: the evaluator is not finer.
CLEAR = 0.05
#: The fewest imagined worlds a hint says "clear" or "too close" from (below, it says it is not sure),
#: and the worlds a timed hint searches side by side: one world's difference between two options says
#: nothing of how it varies from world to world, two give a variance but a t interval 12.7 deviations
#: wide; three are the least that can show a real gap (t 4.3).
MIN_WORLDS = 3
#: The fewest leaves (evaluations per option and world) a verdict is said from: on 50 seeded positions,
#: three worlds at 1, 4 or 16 leaves called a wrong option clear in 2 (a card whose worth shows in what
#: follows it), at 64 or more in none (``benchmarks/bench_coach.py``).
DEEP = 64
#: The timed hint's ladder: one decision ahead (always finished), :data:`DEEP`, full depth.
RUNGS = (1, DEEP, 400)
#: Of a timed hint's seconds, the most "hard"'s search may take (25 ms is its median in one world; a slower
#: one is dropped, and the hint's own search has the rest).
ANCHOR_SHARE = 0.3
#: The imagined worlds "hard"'s search weighs its choice in for the hint ("hard" itself plays from one):
#: other clans' hands and the draws differ from world to world. Measured, not shown better: hard's search
#: in four worlds as a seat against three "hard" clans won 36 of 100 deals where "hard" won 29 (+0.07,
#: −0.06 to +0.20); a seat following the hint with it, 52.5 of 200 fresh deals against 47 (+0.028, −0.052
#: to +0.107). A timed hint first asks for one world, then for these, and keeps the last answer in time.
ANCHOR_WORLDS = 4
#: The most worlds a hint or a review may be asked to weigh each option in (10,000 take minutes).
MAX_WORLDS = 10_000
#: A bound on a decision's options for ``playouts`` (the most any decision offers is a few hundred).
MAX_OPTIONS = 1_000


def hint(game: Game, player: int | None = None, seconds: float = 1.0, *, playouts: int | None = None,
         seed: int = 0, candidates: int = 12, worlds: int | None = None) -> Hint:
    """Rank the pending options for the deciding seat, using only that seat's knowledge.

    ``player`` may name the deciding seat (a hint is only given for one's own decision). Every
    option is weighed, special actions included, by :func:`lemmings.bots.lookahead.analyse`: in
    worlds sampled from the seat's knowledge, the option is followed by the best of the seat's own
    next decisions of the turn (chance at its exact odds), and the position reached is scored by
    the evaluator (:mod:`lemmings.bots.evaluator`: expected final VP from each lemming's row and
    the next eagles' exact odds, cards, pellets). ``seconds`` bounds the thinking time: every option
    is first weighed with the evaluator one decision ahead (always finished, a few milliseconds),
    then searched deeper and in more worlds while time remains (a search unfinished at the deadline
    is dropped, so the bound holds on a busy machine); ``worlds`` instead
    fixes how many worlds, and ``playouts`` (the total over all options, as before) fixes
    ``worlds = playouts / options``, both making the hint exactly reproducible for a ``seed``.
    ``candidates`` is kept for callers of the playout hint: every option is weighed now.
    """
    d = game.pending
    if d is None:
        raise ValueError(tr("the game is over: there is nothing to give a hint for"))
    if player is not None and player != d.player:
        raise ValueError(tr("the pending decision belongs to {clan} (player {player}), not player {asked}: "
                            "a hint is given only to the seat that decides", clan=d.clan, player=d.player,
                            asked=player))
    seconds = arg.seconds(seconds)  # checked even when worlds fix the work: a wrong value is a mistake to say
    seed = arg.seed(seed, "seed")
    if worlds is not None:
        worlds = arg.whole_number(worlds, "worlds", 1, MAX_WORLDS)
    if playouts is not None:
        playouts = arg.whole_number(playouts, "playouts", 1, MAX_WORLDS * MAX_OPTIONS)
    if playouts is not None and worlds is None:
        worlds = max(1, -(-playouts // len(d.options)))
    start = time.perf_counter()
    anchor = _hard_choice(game, seed, None if worlds is not None else start + seconds * ANCHOR_SHARE)
    if worlds is not None:
        stats = analyse(game, worlds=worlds, seed=seed)
    else:
        left = max(seconds - (time.perf_counter() - start), 1e-9)  # the first rung is searched whatever is left
        stats = analyse(game, worlds=None, seconds=left, seed=seed, together=MIN_WORLDS, rungs=RUNGS)
    card_kept = None
    keep = next((st for st in stats if type(st.option) is not Play), None)
    if type(stats[0].option) is Play and keep is not None and stats[0].margin - keep.margin < CARD_MARGIN:
        # the levels' rule: a card is played only when it clearly gains (its worth is an estimate, a kept
        # card's VP is sure), so the advice and "hard" agree on when to play one
        card_kept = (short_words(game, stats[0].option) or game.describe(stats[0].option), stats[0].margin - keep.margin)
        stats = [keep, *(st for st in stats if st is not keep)]
    led_by = None
    steer = next((st for st in stats if st.option == anchor), None) if anchor is not None else None
    if steer is not None and steer is not stats[0] and _too_close(stats[0], steer):
        # the search does not show its leader better than "hard"'s choice, which also looked at the rivals'
        # replies: a learner who follows the advice should not do worse than "hard" on a coin toss
        led_by = stats[0].option
        stats = [steer, *(st for st in stats if st is not steer)]
    world = game.sample_world(d.player, random.Random(seed))  # reasons read public facts only
    lines = tuple(_line(rank, st, game, world, d.player, _too_close(stats[0], st)) for rank, st in enumerate(stats, 1))
    advice = Hint(d.player, d.clan, d.kind, lines, worlds is None, stats[0].leaves, card_kept, led_by)
    if advice.sure and len(lines) > 1 and advice.close == 1 and card_kept is None and led_by is None:
        # a clear first option says why, in what changes against the next best (a few ms)
        advice = advice._replace(why=why(game, lines[0].option, lines[1].option, seed=seed))
    return advice


def _hard_choice(game: Game, seed: int, stop: float | None) -> Any:
    """The option "hard"'s search chooses here in :data:`ANCHOR_WORLDS` worlds (seeded from ``seed``),
    or ``None`` when there is nothing to choose. With a ``stop``, one world is asked first, then the
    rest, and the last answer finished by then is kept (``None`` if none was). It uses only the
    deciding seat's knowledge."""
    if len(game.pending.options) < 2:
        return None
    choice = None
    for worlds in (ANCHOR_WORLDS,) if stop is None else (1, ANCHOR_WORLDS):
        try:
            choice = hard(worlds=worlds).pick(game, seed ^ 0xA5A5, stop)
        except TimeoutError:
            break
    return choice


def _gap_decimals(gap: float) -> int:
    """Decimals to say a clear lead with: two, or below 0.1 as many as show it is over :data:`CLEAR`
    (0.055, not "0.05"; 0.0502, not "0.050", which is the "too close" line itself)."""
    if gap >= 0.1:
        return 2
    decimals = 3
    while decimals < 6 and round(gap, decimals) <= CLEAR:
        decimals += 1
    return decimals


def _too_close(first: OptionStats, other: OptionStats) -> bool:
    """Whether the search fails to show that ``first`` leads by more than :data:`CLEAR` VP over ``other``.
    The two were searched in the same worlds with the same chance draws, so their leads are compared
    world by world (a paired t interval); from fewer than :data:`MIN_WORLDS` worlds, or a search
    shallower than :data:`DEEP` leaves, nothing is shown."""
    if other is first:
        return True
    diffs = [a - b for a, b in zip(first.margins, other.margins, strict=True)]
    if len(diffs) < MIN_WORLDS or min(first.leaves, other.leaves) < DEEP:
        return True
    _, low, _ = mean_interval(diffs, t95(len(diffs) - 1))
    return low <= CLEAR


def _line(rank: int, st: OptionStats, game: Game, world: Game, player: int, close: bool) -> HintLine:
    win_low, win_high = st.win_interval
    win_low, win_high = min(win_low, st.win_rate), max(win_high, st.win_rate)  # rounding at 0 % and 100 %
    t = t95(st.playouts - 1) if st.playouts > 1 else 0.0  # few worlds: Student's t, not the normal's 1.96
    vp, vp_low, vp_high = mean_interval(st.vps, t)
    lead, lead_low, lead_high = mean_interval(st.margins, t)
    after = world.copy(search=True)
    after.apply(after.pending.options[st.index])
    return HintLine(rank, st.option, game.describe(st.option), st.win_rate, win_low, win_high, vp, vp_low, vp_high,
                    st.playouts, reason(game, after, player, st.option), short_words(game, st.option),
                    lead, lead_low, lead_high, close)
