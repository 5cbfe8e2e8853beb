"""Seeded tournaments between bots, on this machine or on any executor (Dask included).

>>> from lemmings import tournament
>>> result = tournament.run(["easy", "random", "random", "random"], 8, executor=tournament.SerialExecutor(),
...                         progress=False)
>>> [row.bot for row in result.rows]
['easy', 'random']

Each entrant keeps its place in ``seats`` but sits at a different table position from game to
game: game ``g`` uses deal ``g // players`` and turns the table by ``g % players``, so every
deal is played from every position. Run a multiple of ``players`` games for full fairness.

Every game is a pure function of its :class:`GameTask` (bots are built from names and seeds
inside the task), so the table is the same serially, in processes and on a Dask cluster::

    from dask.distributed import Client
    client = Client()                      # a LocalCluster; Client("tcp://host:8786") for a real one
    tournament.run(seats, 400, executor=client.get_executor())

Tasks return small :class:`GameRecord` tuples, never games.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from dataclasses import dataclass
from html import escape
from queue import SimpleQueue
from typing import Any, NamedTuple

from tqdm.auto import tqdm

from gamecore import arguments as arg
from gamecore.errors import ArgumentError
from gamecore.i18n import tr, trc
from gamecore.rng import mix64
from gamecore.stats import wilson_interval
from lemmings.bots import make_bot, play_out
from lemmings.game import Game
from lemmings.scoring import standings

__all__ = ["run", "play_game", "GameTask", "GameRecord", "Row", "TournamentResult", "SerialExecutor", "tasks",
           "iter_tasks"]

MIN_PLAYERS, MAX_PLAYERS = 2, 6
#: More games than any machine will play; the bound only keeps the refusal's wording whole.
MAX_GAMES = 10**9
#: Games handed to the executor at a time: enough to keep a large cluster busy, few enough that
#: the first game starts at once however long the tournament.
IN_FLIGHT = 1024


class GameTask(NamedTuple):
    """Everything one game needs: who sits where, the deal's seed and the bots' seeds."""

    index: int
    bots: tuple[str, ...]  # bot name per table position
    entrants: tuple[int, ...]  # index in ``seats`` per table position
    seed: int
    bot_seeds: tuple[int, ...]
    variant: str | None


class GameRecord(NamedTuple):
    """The outcome of one game: final VP and share of the win per table position."""

    index: int
    entrants: tuple[int, ...]
    vp: tuple[int, ...]
    win_share: tuple[float, ...]  # 1 for a sole winner, 1/k for each of k sharing first place
    decisions: int
    turns: int
    first_eagle: int  # table position of the first Eagle Player


class Row(NamedTuple):
    """One line of the table: a bot name and its results over every seat it held."""

    bot: str
    games: int
    wins: float
    win_rate: float
    low: float
    high: float
    mean_vp: float

    def __str__(self) -> str:
        return self.line(_WIDTHS)

    def line(self, widths: Sequence[int]) -> str:
        """The row with its columns this wide (wider headers in another language widen them)."""
        w = widths
        return (f"{self.bot:>{w[0]}s} {self.games:{w[1]}d} {self.wins:{w[2]}.1f} {self.win_rate:{w[3]}.1%} "
                f"[{self.low:5.1%}, {self.high:5.1%}] {self.mean_vp:{w[5]}.2f}")


#: The table's column widths in characters, as the English headers need them.
_WIDTHS = (10, 6, 8, 7, 16, 7)


@dataclass(frozen=True)
class TournamentResult:
    """The table (``rows``, one per distinct bot name) and every game's record."""

    seats: tuple[str, ...]
    rows: tuple[Row, ...]
    records: tuple[GameRecord, ...]

    def row(self, bot: str) -> Row:
        """The row of one bot name."""
        for r in self.rows:
            if r.bot == bot:
                return r
        raise KeyError(f"no bot {bot!r} in this tournament; the bots are {', '.join(r.bot for r in self.rows)}")

    def __repr__(self) -> str:
        return f"<TournamentResult: {len(self.records)} games, seats {', '.join(self.seats)}>\n{self}"

    def __str__(self) -> str:
        names = (trc("table", "bot"), trc("table", "games"), trc("table", "wins"), trc("table", "win %"),
                 trc("table", "95% interval"), trc("table", "mean VP"))
        widths = [max(width, len(name)) for name, width in zip(names, _WIDTHS, strict=True)]
        head = " ".join(f"{name:>{width}s}" for name, width in zip(names, widths, strict=True))
        return "\n".join([head, *(r.line(widths) for r in self.rows)])

    def _repr_html_(self) -> str:
        cells = "".join(f"<tr><td>{r.bot}</td><td>{r.games}</td><td>{r.wins:g}</td><td>{r.win_rate:.1%}</td>"
                        f"<td>{r.low:.1%} – {r.high:.1%}</td><td>{r.mean_vp:.2f}</td></tr>" for r in self.rows)
        heads = (trc("table", "bot"), trc("table", "games"), trc("table", "wins"), trc("table", "win rate"),
                 trc("table", "95% interval"), trc("table", "mean VP"))
        return "<table><tr>" + "".join(f"<th>{escape(h)}</th>" for h in heads) + f"</tr>{cells}</table>"


class SerialExecutor(Executor):
    """Runs each task at once in this process: the reference every other executor must match."""

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future:
        future: Future = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except BaseException as exc:  # noqa: BLE001  (handed to the caller through the future)
            future.set_exception(exc)
        return future


def tasks(seats: Sequence[str], games: int, *, variant: str | None = None, seed: int = 0) -> list[GameTask]:
    """The seeded game tasks of a tournament (see the module text for the seat rotation)."""
    return list(iter_tasks(seats, games, variant=variant, seed=seed))


def iter_tasks(seats: Sequence[str], games: int, *, variant: str | None = None, seed: int = 0) -> Iterator[GameTask]:
    """:func:`tasks` one at a time, so a long tournament starts its first game at once."""
    seats = tuple(arg.names(seats, "seats", max_items=MAX_PLAYERS))
    arg.whole_number(games, "games", 1, MAX_GAMES)
    arg.whole_number(seed, "seed", -(2**63), 2**63)
    players = len(seats)
    for g in range(games):
        deal, turn = divmod(g, players)
        entrants = tuple((pos + turn) % players for pos in range(players))
        deal_seed = mix64(seed, deal) >> 2
        bot_seeds = tuple(mix64(deal_seed, 1000 + g * players + pos) >> 2 for pos in range(players))
        yield GameTask(g, tuple(seats[e] for e in entrants), entrants, deal_seed, bot_seeds, variant)


def play_game(task: GameTask) -> GameRecord:
    """Play one tournament game to its end (runs in a worker: module-level and picklable)."""
    players = len(task.bots)
    game = Game.new(players=players, seed=task.seed, variant=task.variant)
    first_eagle = game.eagle_player
    bots = {p: make_bot(name, s) for p, (name, s) in enumerate(zip(task.bots, task.bot_seeds, strict=True))}
    decisions = play_out(game, bots)
    places = standings(game.state)
    clan_to_pos = {game.state.name(p): p for p in range(players)}
    vp = [0] * players
    for _, sc in places:
        vp[clan_to_pos[sc.clan]] = sc.total
    firsts = [clan_to_pos[sc.clan] for place, sc in places if place == 1]
    share = tuple(1 / len(firsts) if p in firsts else 0.0 for p in range(players))
    return GameRecord(task.index, task.entrants, tuple(vp), share, decisions, game.turn, first_eagle)


def run(seats: Sequence[str], games: int, *, players: int = 4, variant: str | None = None, seed: int = 0,
        executor: Executor | None = None, progress: bool = True) -> TournamentResult:
    """Play ``games`` seeded games between the bots named in ``seats`` (one per player, e.g.
    ``["hard", "easy", "easy", "easy"]``) and return the table: per bot name, games, wins, win
    rate with a 95 % Wilson interval, mean VP.

    ``executor`` is any :class:`concurrent.futures.Executor`: by default a local process pool
    sized to the machine; :class:`SerialExecutor` runs in this process; a Dask client's
    ``client.get_executor()`` runs on its cluster. The result depends only on the seeds.
    ``progress`` shows a ``tqdm`` bar (in a notebook or a terminal).
    """
    seats = tuple(s.strip().lower() for s in arg.names(seats, "seats", max_items=MAX_PLAYERS))
    arg.whole_number(players, "players", MIN_PLAYERS, MAX_PLAYERS)
    if len(seats) != players:
        raise ArgumentError(tr("give one bot per player: {players} names, not {count}", players=players,
                               count=len(seats)))
    for name in set(seats):
        make_bot(name)  # an unknown name fails here, before any work is sent out
    arg.whole_number(games, "games", 1, MAX_GAMES)
    arg.whole_number(seed, "seed", -(2**63), 2**63)
    if executor is not None and (isinstance(executor, type) or not callable(getattr(executor, "submit", None))):
        raise ArgumentError(tr("executor must be an executor object such as SerialExecutor() or a "
                               "ProcessPoolExecutor, not {value}", value=arg.shown(executor)))
    Game.new(players=players, seed=0, variant=variant)  # a bad variant fails here too
    todo = iter_tasks(seats, games, variant=variant, seed=seed)
    own = executor is None
    pool = ProcessPoolExecutor(max_workers=min(os.cpu_count() or 1, games)) if own else executor
    try:
        records = sorted(_gather(pool, todo, games, progress), key=lambda r: r.index)
    finally:
        if own:
            pool.shutdown(cancel_futures=True)
    return TournamentResult(seats, _table(seats, records), tuple(records))


def _gather(pool: Executor, todo: Iterator[GameTask], games: int, progress: bool) -> Iterator[GameRecord]:
    """Each game's record as it finishes. Tasks are built as they are sent, at most
    :data:`IN_FLIGHT` games at a time, so 100,000 games start as quickly as 10."""
    finished: SimpleQueue[Future] = SimpleQueue()  # filled by the futures' callbacks, from any thread
    in_flight = 0
    with tqdm(total=games, disable=not progress, desc=trc("table", "games"), unit=trc("progress", "game")) as bar:
        for task in todo:
            while in_flight >= IN_FLIGHT or (in_flight and not finished.empty()):
                yield finished.get().result()
                in_flight -= 1
                bar.update(1)
            pool.submit(play_game, task).add_done_callback(finished.put)
            in_flight += 1
        for _ in range(in_flight):
            yield finished.get().result()
            bar.update(1)


def _table(seats: tuple[str, ...], records: Sequence[GameRecord]) -> tuple[Row, ...]:
    order = list(dict.fromkeys(seats))
    games = dict.fromkeys(order, 0)
    wins = dict.fromkeys(order, 0.0)
    vp = dict.fromkeys(order, 0)
    for rec in records:
        for pos, entrant in enumerate(rec.entrants):
            name = seats[entrant]
            games[name] += 1
            wins[name] += rec.win_share[pos]
            vp[name] += rec.vp[pos]
    rows = []
    for name in order:
        n = games[name]
        w = round(wins[name], 9)
        low, high = wilson_interval(w, n)
        rows.append(Row(name, n, w, w / n, low, high, vp[name] / n))
    return tuple(rows)
