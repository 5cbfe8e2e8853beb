"""``GameView``: one widget to play and explore a whole game of Leaping Lemmings.

The board is an ipycanvas ``MultiCanvas`` with three layers (the static board, the pieces,
the highlights); around it sit the controls that answer ``game.pending``, the step
buttons (next decision, auto-play, undo, redo, a history slider), save and load, the
eagle-risk overlay, a message area and the game log.

Every callback runs through :meth:`GameView._guarded`: if it raises, the game is put
back exactly as it was before the callback and the error is shown in the message area
(the traceback goes to the ``errors`` output below it).
"""

from __future__ import annotations

import base64
import html
import time
import traceback
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import ipywidgets as W

from lemmings.analysis import hex_risk, hint
from lemmings.bots import LEVELS, GreedyBot, RandomBot, phase, play_out
from lemmings.errors import IllegalAction, LemmingsError
from lemmings.game import Game
from lemmings.layout import (
    DEFAULT_SIZE,
    Layout,
    board_scene,
    candidate_zones,
    get_layout,
    highlight_scene,
    pieces_scene,
)

from .canvas import (
    Command,
    HoverLayer,
    batch,
    board_canvas,
    compile_shapes,
    fit_to,
    forget_current_canvas,
    run_commands,
)
from .logic import BoardInteraction, Control, Outcome, decision_controls, hover_text

LAYERS = ("board", "pieces", "highlights")
BOT_KINDS = {"greedy": GreedyBot, "random": RandomBot, **LEVELS}
#: Thinking time of the Hint button, in seconds.
HINT_SECONDS = 1.0
#: Autoplay stops after this many decisions in one click (a runaway guard, never reached in a game).
AUTOPLAY_LIMIT = 5000


def eagle_risk(game: Game) -> dict[str, float]:
    """Chance per hex that an eagle can reach it in the next eagles phase
    (:func:`lemmings.analysis.hex_risk`), as floats for shading."""
    return {h: float(p) for h, p in hex_risk(game).items()}


class GameView(W.VBox):
    """The interactive board for ``game`` (a new 4-player game when omitted).

    ``humans`` lists the players (numbers or clan names) that people play; the bot
    (``"greedy"``, ``"random"`` or a level of :data:`lemmings.bots.LEVELS`) answers for the others when auto-playing, and at once
    after each of your moves when ``auto=True``. Any pending decision can also be answered
    by hand, whoever's it is. ``size`` is the hex radius in CSS pixels and ``scale`` the
    canvas resolution factor (2 keeps it sharp on HiDPI screens).

    The game in play is :attr:`game` (loading a file replaces it).
    """

    def __init__(self, game: Game | None = None, *, humans: Iterable[int | str] | None = (0,), bot: str = "greedy",
                 seed: int = 0, auto: bool = False, size: float = DEFAULT_SIZE, scale: float = 2.0,
                 log_lines: int = 300) -> None:
        if bot not in BOT_KINDS:
            raise ValueError(f"bot must be one of {', '.join(BOT_KINDS)}, not {bot!r}")
        self.game = game if game is not None else Game.new(players=4, seed=7)
        self.size, self.scale = float(size), float(scale)
        self.bot_kind, self.seed = bot, seed
        self.log_lines = log_lines
        self.board_layout = get_layout(self.game.board, self.size, self.scale)
        self.interaction = BoardInteraction(self.game)
        self.show_risk = False
        self.last_outcome: Outcome | None = None
        self.timings: dict[str, float] = {}
        self._hover_target: str | None = None
        self._updating_slider = False
        self._commands: dict[str, list[Command]] = {}
        self.hint_marks: dict[str, str] = {}  # hexes of the last hint's top options, numbered
        self.bots = self._make_bots()
        self.humans = self._parse_humans(humans)

        # ---- board
        lay = self.board_layout
        self.canvas = board_canvas(lay, len(LAYERS))  # scales with its container; a hover layer on top
        self.hover_layer = HoverLayer(self.canvas, lay)
        self.canvas.on_mouse_down(lambda x, y: self._guarded("click", self.handle_click, x, y))
        self.canvas.on_mouse_move(lambda x, y: self._guarded("hover", self.handle_hover, x, y, changes=False))
        self.canvas.on_client_ready(lambda: self._guarded("redraw", self.redraw, changes=False))
        self.canvas.on_mouse_out(lambda x, y: self._guarded("hover", self.handle_hover, -1.0, -1.0, changes=False))

        # ---- text areas
        self.status = W.HTML()
        self.hover = W.HTML(layout=W.Layout(min_height="1.6em"))
        self.message = W.HTML(layout=W.Layout(min_height="1.6em"))
        self.errors = W.Output(layout=W.Layout(max_height="12em", overflow="auto"))
        self.log_view = W.HTML(layout=W.Layout(max_height="16em", overflow="auto", border="1px solid #ddd", padding="2px 6px"))

        # ---- decision panel and choices
        self.prompt = W.HTML()
        self.decision_box = W.VBox()
        self.choices_box = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.controls: list[tuple[Control, W.Widget]] = []

        # ---- step buttons
        def button(label: str, tip: str, fn: Callable[[], Any], icon: str = "") -> W.Button:
            b = W.Button(description=label, tooltip=tip, icon=icon, layout=W.Layout(width="auto"))
            b.on_click(lambda _b: self._guarded(label, fn))
            return b

        self.next_button = button("Next decision", "The computer makes the pending decision", self.next_decision, "step-forward")
        self.phase_button = button("Auto-play phase", "Bots play the other players to the end of this phase",
                                   lambda: self.autoplay("phase"), "forward")
        self.turn_button = button("Auto-play turn", "Bots play the other players to the end of this turn",
                                  lambda: self.autoplay("turn"), "fast-forward")
        self.end_button = button("Auto-play game", "Bots play the other players until the game ends (or a person decides)",
                                 lambda: self.autoplay("end"), "flag-checkered")
        self.undo_button = button("Undo", "Take back the last decision", self.undo, "undo")
        self.redo_button = button("Redo", "Make the undone decision again", self.redo, "repeat")
        self.cancel_button = button("Clear selection", "Forget the selected lemming", self.cancel, "times")
        self.hint_button = button("Hint", "Rank the options of the pending decision for the seat that decides, "
                                  "from what that seat knows", self.show_hint, "lightbulb-o")
        self.hint_view = W.HTML()
        self.risk_toggle = W.ToggleButton(value=False, description="Eagle risk", icon="eye",
                                          tooltip="Shade each hex by the chance an eagle can attack it next eagles phase")
        self.risk_toggle.observe(lambda ch: self._guarded("eagle risk", self.set_risk, ch["new"], changes=False), "value")
        self.history = W.IntSlider(value=0, min=0, max=0, description="History", continuous_update=False,
                                   layout=W.Layout(width="100%"))
        self.history.observe(self._on_slider, "value")

        # ---- players, bots, save/load
        self.humans_row = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.human_boxes: list[W.Checkbox] = []
        self._build_human_boxes()
        self.auto_box = W.Checkbox(value=auto, description="Bots reply at once after each of your decisions", indent=False)
        self.bot_choice = W.Dropdown(options=list(BOT_KINDS), value=bot, description="Bot")
        self.bot_choice.observe(lambda ch: self._guarded("bot", self.set_bot, ch["new"], changes=False), "value")
        self.path = W.Text(value="lemmings-game.json", description="File")
        self.save_button = button("Save", "Write the game (JSON) to the file and refresh the download link", self.save, "save")
        self.load_button = button("Load", "Read a saved game from the file", self.load, "folder-open")
        self.upload = W.FileUpload(accept=".json", multiple=False, description="Upload save")
        self.upload.observe(lambda ch: self._guarded("upload", self._on_upload, ch["new"]), "value")
        self.download = W.HTML()

        steps = W.HBox([self.next_button, self.phase_button, self.turn_button, self.end_button, self.undo_button,
                        self.redo_button, self.cancel_button, self.hint_button, self.risk_toggle],
                      layout=W.Layout(flex_flow="row wrap"))
        players = W.VBox([W.HTML("<b>Played by people</b> (bots play the others when auto-playing)"),
                          self.humans_row, self.auto_box, self.bot_choice])
        files = W.VBox([W.HBox([self.path, self.save_button, self.load_button]), self.upload, self.download])
        tabs = W.Tab(children=[self.log_view, players, files])
        for i, title in enumerate(("Log", "Players & bots", "Save / load")):
            tabs.set_title(i, title)
        super().__init__([self.status, self.canvas, self.hover, self.message, self.prompt, self.choices_box,
                          self.decision_box, steps, self.hint_view, self.history, tabs, self.errors])
        self.refresh(game_changed=True, full=True)

    def __repr__(self) -> str:
        humans = ", ".join(self.game.clans[p].name for p in sorted(self.humans)) or "nobody"
        return f"<GameView {self.game!r}; people: {humans}; selected: {self.interaction.selected or 'nothing'}>"

    # ------------------------------------------------------------ set-up
    def _make_bots(self) -> dict[int, Any]:
        cls = BOT_KINDS[self.bot_kind]
        return {p: cls(self.seed + p) for p in range(self.game.players)}

    def _parse_humans(self, humans: Iterable[int | str] | None) -> set[int]:
        n = self.game.players
        if humans is None:
            return set(range(n))
        out = set()
        names = {c.name.lower().replace(".", ""): p for p, c in enumerate(self.game.clans)}
        for h in humans:
            if isinstance(h, int) and 0 <= h < n:
                out.add(h)
            elif isinstance(h, str) and h.lower().replace(".", "") in names:
                out.add(names[h.lower().replace(".", "")])
            else:
                raise ValueError(f"{h!r} is not a player of this game (0 to {n - 1}, or a clan name)")
        return out

    def _build_human_boxes(self) -> None:
        """One "played by a person" checkbox per clan of the current game."""
        for box in self.human_boxes:
            box.close()
        self.human_boxes = [W.Checkbox(value=p in self.humans, description=f"{c.name} (player {p})", indent=False,
                                       layout=W.Layout(width="auto"))
                            for p, c in enumerate(self.game.clans)]
        for box in self.human_boxes:
            box.observe(lambda _ch: self._guarded("players", self._read_humans, changes=False), "value")
        self.humans_row.children = self.human_boxes
        self._box_clans = self.game.clans

    def _read_humans(self) -> None:
        self.humans = {p for p, box in enumerate(self.human_boxes) if box.value}

    def set_humans(self, humans: Iterable[int | str] | None) -> None:
        """Choose which players people play (``None``: everyone)."""
        chosen = self._parse_humans(humans)
        for p, box in enumerate(self.human_boxes):
            box.value = p in chosen
        self.humans = chosen

    def set_bot(self, kind: str) -> None:
        """Use ``"greedy"``, ``"random"`` or a level's (``"easy"``, ``"medium"``, ``"hard"``) bots from now on."""
        if kind not in BOT_KINDS:
            raise ValueError(f"bot must be one of {', '.join(BOT_KINDS)}, not {kind!r}")
        self.bot_kind = kind
        self.bots = self._make_bots()
        if self.bot_choice.value != kind:
            self.bot_choice.value = kind

    # ----------------------------------------------------------- guarding
    def _guarded(self, action: str, fn: Callable[..., Any], *args: Any, changes: bool = True) -> Any:
        """Run a callback; on any exception restore the game and show the error."""
        before = self.game.copy() if changes else None
        game_obj = self.game
        try:
            return fn(*args)
        except Exception as exc:  # noqa: BLE001  (every error must reach the message area)
            if before is not None:
                if self.game is not game_obj:
                    self.game = game_obj
                vars(self.game).update(vars(before))
                self.interaction = BoardInteraction(self.game)
            self._show_error(action, exc)
            try:
                self.refresh(game_changed=before is not None)
            except Exception as again:  # noqa: BLE001
                self.errors.append_stderr(f"redraw after the error failed too: {again!r}\n")
            return None

    def _show_error(self, action: str, exc: BaseException) -> None:
        if isinstance(exc, IllegalAction):
            text = f"<b>Not allowed</b> ({html.escape(action)}): {html.escape(str(exc))}"
        elif isinstance(exc, LemmingsError):
            text = f"<b>Cannot do that</b> ({html.escape(action)}): {html.escape(str(exc))}"
        else:
            text = (f"<b>Error</b> in {html.escape(action)}: {html.escape(type(exc).__name__)}: {html.escape(str(exc))} "
                    f"— the game was left as it was; details below.")
            self.errors.append_stderr("".join(traceback.format_exception(exc)))
        self.message.value = f'<span style="color:#a93226">{text}</span>'

    def _say(self, text: str, kind: str = "info") -> None:
        colour = {"info": "#1f3a5f", "explain": "#9a5b00", "ok": "#1e7d32"}.get(kind, "#1f3a5f")
        self.message.value = f'<span style="color:{colour}">{html.escape(text)}</span>'

    # ------------------------------------------------------------ board events
    def target_at(self, x: float, y: float) -> str | None:
        """What the canvas pixel ``(x, y)`` points at (see :meth:`lemmings.layout.Layout.hit`)."""
        return self.board_layout.hit(x, y)

    def handle_click(self, x: float, y: float) -> Outcome:
        """A mouse click at canvas pixel ``(x, y)``."""
        self.hover_layer.hide_tooltip()  # so that it covers none of the places the click lights up
        outcome = self.interaction.click(self.target_at(x, y))
        self._after(outcome)
        return outcome

    def click(self, target: str) -> Outcome:
        """Click the centre of a hex or area (``"0603"``, ``"start"``, ``"cliff"``, ``"chow"``)."""
        x, y = self.board_layout.center(target)
        return self.handle_click(x, y)

    def handle_hover(self, x: float, y: float) -> str:
        """The mouse moved to canvas pixel ``(x, y)``: describe what is under it."""
        target = self.target_at(x, y)
        if target != self._hover_target:
            self._hover_target = target
            text = hover_text(self.game, target)
            self.hover.value = html.escape(text)
            self.hover_layer.show(target, text, self.board_layout)
        return self.hover.value

    def _after(self, outcome: Outcome) -> None:
        self.last_outcome = outcome
        if outcome.kind == "applied":
            self._say(outcome.message, "ok")
            self._bots_reply()
            self.refresh(game_changed=True)
        else:
            self._say(outcome.message, "explain" if outcome.kind == "explain" else "info")
            self.refresh(game_changed=False)

    # --------------------------------------------------------------- actions
    def apply(self, option: Any) -> Outcome:
        """Make a choice for the pending decision (an option or its text)."""
        outcome = self.interaction.apply(option)
        self._after(outcome)
        return outcome

    def press(self, control: Control) -> Outcome:
        """Press a decision-panel control (what its button does)."""
        if not control.enabled or control.option is None:
            raise IllegalAction(f"{control.label} is not available: {control.reason}")
        return self.apply(control.option)

    def cancel(self) -> None:
        """Clear the selection and any pending choice."""
        self.interaction.clear()
        self._say("Selection cleared.")
        self.refresh(game_changed=False)

    def next_decision(self) -> Any:
        """The bot makes the pending decision, whoever it belongs to."""
        d = self.game.pending
        if d is None:
            raise IllegalAction("the game is over: there is no decision left", rule="Ending the Game")
        outcome = self.interaction.apply(self.bots[d.player].choose(self.game))
        self._moved(f"{d.clan} (computer): {outcome.message}", "ok")
        return outcome.options[0]

    def autoplay(self, until: str = "turn") -> int:
        """Bots play the players not in :attr:`humans` until the end of the phase
        (``"phase"``), the turn (``"turn"``) or the game (``"end"``), stopping early when a
        person must decide. Returns the number of decisions made."""
        if until not in ("phase", "turn", "end"):
            raise ValueError(f"until must be 'phase', 'turn' or 'end', not {until!r}")
        if self.game.over:
            raise IllegalAction("the game is over: there is nothing left to play", rule="Ending the Game")
        bots = {p: b for p, b in self.bots.items() if p not in self.humans}
        made = play_out(self.game, bots, until=until, max_decisions=AUTOPLAY_LIMIT)
        d = self.game.pending
        if made == 0 and d is not None and d.player in self.humans:
            self._moved(f"{d.clan} is played by a person: make this decision, or press Next decision to let the "
                        f"computer make it.", "explain")
        else:
            where = "the game is over" if d is None else f"now: {d.prompt}"
            self._moved(f"Auto-play made {made} decision{'s' if made != 1 else ''} ({phase(self.game)} phase); "
                        f"{where}.", "ok")
        return made

    def _moved(self, text: str, kind: str = "info") -> None:
        """After the game changed outside a click: reset the selection, say what happened, redraw."""
        self.interaction.clear()
        self.interaction.sync()
        self._say(text, kind)
        self.refresh(game_changed=True)

    def _bots_reply(self) -> None:
        if self.auto_box.value and not self.game.over:
            bots = {p: b for p, b in self.bots.items() if p not in self.humans}
            play_out(self.game, bots, until="end", max_decisions=AUTOPLAY_LIMIT)
            self.interaction.clear()
            self.interaction.sync()

    def undo(self) -> str:
        """Take back the last decision."""
        text = self.game.undo()
        self._moved(f"Undone: {text}.")
        return text

    def redo(self) -> str:
        """Make the last undone decision again."""
        text = self.game.redo()
        self._moved(f"Redone: {text}.")
        return text

    def goto(self, n: int) -> None:
        """Rewind or replay to the position after the first ``n`` decisions."""
        self.game.goto(n)
        self._moved(f"Position after {n} decision{'s' if n != 1 else ''}.")

    def _on_slider(self, change: dict[str, Any]) -> None:
        if self._updating_slider:
            return
        self._guarded("history", self.goto, int(change["new"]))

    def show_hint(self, seconds: float = HINT_SECONDS) -> Any:
        """Rank the pending options for the seat that decides (see :func:`lemmings.analysis.hint`):
        list them under the buttons and number the hexes of the top three on the board."""
        advice = hint(self.game, seconds=seconds)
        self.hint_view.value = advice._repr_html_()
        self.hint_marks = {h: f"#{i}" for i, h in enumerate(advice.hexes(3), 1)}
        self.redraw(("highlights",))
        return advice

    def set_risk(self, on: bool) -> None:
        """Show or hide the eagle-risk overlay."""
        self.show_risk = bool(on)
        if self.risk_toggle.value != self.show_risk:
            self.risk_toggle.value = self.show_risk
        self.redraw(("highlights",))

    # ------------------------------------------------------------ save / load
    def save(self, path: str | Path | None = None) -> str:
        """Save the game as JSON to ``path`` (default: the File box) and refresh the
        download link. Returns the path written."""
        target = Path(path if path is not None else self.path.value)
        self.game.save(target)
        self._update_download()
        self._say(f"Saved {len(self.game.history)} decisions to {target}.", "ok")
        return str(target)

    def load(self, path: str | Path | None = None) -> Game:
        """Load a saved game from ``path`` (default: the File box); it replaces :attr:`game`."""
        game = Game.load(Path(path if path is not None else self.path.value))
        self.set_game(game)
        self._say(f"Loaded {path if path is not None else self.path.value}: {game!r}", "ok")
        return game

    def load_json(self, text: str, source: str = "<upload>") -> Game:
        """Load a saved game from JSON text; it replaces :attr:`game`."""
        game = Game.from_json(text, source=source)
        self.set_game(game)
        self._say(f"Loaded {source}: {game!r}", "ok")
        return game

    def _on_upload(self, value: Any) -> None:
        if not value:
            return
        item = value[0] if isinstance(value, (list, tuple)) else next(iter(value.values()))
        text = bytes(item["content"]).decode("utf-8")
        try:
            self.load_json(text, source=item.get("name", "<upload>"))
        finally:
            self.upload.value = ()  # so that the same file can be uploaded again

    def _update_download(self) -> None:
        data = base64.b64encode(self.game.to_json(indent=1).encode("utf-8")).decode("ascii")
        name = html.escape(Path(self.path.value or "lemmings-game.json").name)
        self.download.value = (f'<a download="{name}" href="data:application/json;base64,{data}">'
                               f"Download {name}</a> (the game as of the last Save)")

    def set_game(self, game: Game) -> None:
        """Show another game in this view (a loaded save, a scenario)."""
        old_board = self.game.board
        self.game = game
        self.interaction = BoardInteraction(game)
        if [c.name for c in game.clans] != [c.name for c in self._box_clans]:
            self.bots = self._make_bots()
            self.humans = {p for p in self.humans if p < game.players}
            self._build_human_boxes()
        if game.board is not old_board:
            lay = self.board_layout = get_layout(game.board, self.size, self.scale)
            fit_to(self.canvas, lay)
            self.hover_layer.clear()
        self.refresh(game_changed=True, full=True)

    # ------------------------------------------------------------------ drawing
    def layer_shapes(self, name: str) -> list[Any]:
        """The shapes of one layer for the current position (pure; nothing is sent)."""
        lay: Layout = self.board_layout
        if name == "board":
            return board_scene(lay)
        if name == "pieces":
            return pieces_scene(lay, self.game)
        if name == "highlights":
            hl = self.interaction.highlights()
            risk = eagle_risk(self.game) if self.show_risk else None
            return highlight_scene(lay, targets={**self.hint_marks, **hl.targets}, selectable=hl.selectable,
                                   selected=hl.selected, marked=hl.marked, risk=risk, zones=candidate_zones(self.game))
        raise ValueError(f"no layer {name!r}; the layers are {', '.join(LAYERS)}")

    def redraw(self, layers: Iterable[str] = LAYERS) -> None:
        """Redraw layers in one batch: shapes and arrays are computed first, then sent as a
        single message (the board layer is compiled once and reused)."""
        names = [n for n in LAYERS if n in set(layers)]
        t0 = time.perf_counter()
        compiled = {}
        for name in names:
            if name == "board" and "board" in self._commands and self._commands.get("board_layout") is self.board_layout:
                compiled[name] = self._commands["board"]
                continue
            compiled[name] = compile_shapes(self.layer_shapes(name))
            if name == "board":
                self._commands["board"] = compiled[name]
                self._commands["board_layout"] = self.board_layout  # type: ignore[assignment]
        t1 = time.perf_counter()
        if "board" in names:
            forget_current_canvas()
        with batch():
            for name in names:
                layer = self.canvas[LAYERS.index(name)]
                layer.clear()
                run_commands(layer, compiled[name])
        t2 = time.perf_counter()
        self.timings = {"compute_ms": (t1 - t0) * 1000, "send_ms": (t2 - t1) * 1000, "layers": len(names)}

    def refresh(self, *, game_changed: bool = True, full: bool = False) -> None:
        """Bring everything up to date: canvas layers, decision panel, choices, status,
        history slider and log."""
        self.interaction.sync()
        if game_changed or full:  # a hint is about one decision only
            self.hint_marks, self.hint_view.value = {}, ""
        if full:
            self.redraw(LAYERS)
        elif game_changed:
            self.redraw(("pieces", "highlights"))
        else:
            self.redraw(("highlights",))
        self._render_choices()
        if game_changed or full:
            self._render_decision()
            self._render_status()
            self._render_history()
            self._render_log()
        self.cancel_button.disabled = self.interaction.selected is None and not self.interaction.choices

    # ------------------------------------------------------------- panels
    def _render_status(self) -> None:
        g = self.game
        st = g.state
        if g.over:
            ranking = ", ".join(f"{place}. {sc.clan} {sc.total} VP" for place, sc in g.standings())
            self.status.value = f"<b>Game over</b> after {g.turn} turns — {html.escape(ranking)}"
            return
        d = g.pending
        colour = g.clans[d.player].colour
        card = "not revealed yet" if st.card is None else f"{st.card} (counts {g.card_value(d.player)} for {d.clan})"
        dice = ", ".join(f"{e} {'Hover' if v == 0 else v}" for e, v in (g.dice or {}).items()) or "not rolled"
        self.status.value = (f"<b>Turn {g.turn}</b> · {phase(g)} phase · Eagle Player "
                             f"<b>{html.escape(g.clans[g.eagle_player].name)}</b> · card {html.escape(card)} · "
                             f"dice {dice} · VP {html.escape(', '.join(f'{k} {v}' for k, v in g.score().items()))}"
                             f'<br><span style="color:{colour}">■</span> <b>{html.escape(d.prompt)}</b>')

    def _render_history(self) -> None:
        total = len(self.game.history) + len(getattr(self.game, "_redo", ()))
        self._updating_slider = True
        try:
            self.history.max = max(total, 0)
            self.history.value = len(self.game.history)
        finally:
            self._updating_slider = False
        self.undo_button.disabled = not self.game.history
        self.redo_button.disabled = not self.game.can_redo

    def _render_log(self) -> None:
        lines = self.game.log[-self.log_lines:]
        body = "".join(f"<div>{html.escape(line)}</div>" for line in reversed(lines))
        self.log_view.value = f'<div style="font-size:12px;line-height:1.4">{body}</div>'


    def _render_choices(self) -> None:
        for child in self.choices_box.children:
            _close_tree(child)
        kids: list[W.Widget] = []
        if self.interaction.choices:
            kids.append(W.HTML("<b>Which one?</b>&nbsp;"))
            for option in self.interaction.choices:
                b = W.Button(description=self.game.describe(option), layout=W.Layout(width="auto"))
                b.on_click(lambda _b, o=option: self._guarded("choice", self.apply, o))
                b.option = option  # type: ignore[attr-defined]
                kids.append(b)
        self.choices_box.children = kids

    def _render_decision(self) -> None:
        for child in self.decision_box.children:
            _close_tree(child)
        self.controls = []
        d = self.game.pending
        if d is None:
            self.prompt.value = ""
            self.decision_box.children = []
            for b in (self.next_button, self.phase_button, self.turn_button, self.end_button):
                b.disabled = True
            return
        for b in (self.next_button, self.phase_button, self.turn_button, self.end_button):
            b.disabled = False
        who = "a person" if d.player in self.humans else "the computer when auto-playing"
        self.prompt.value = (f"<b>{html.escape(d.prompt)}</b> <i>({html.escape(d.clan)}, played by {who}; "
                             f"click the board or use the buttons)</i>")
        controls = decision_controls(self.game)
        rows: list[W.Widget] = []
        groups: dict[str, list[Control]] = {}
        for c in controls:
            groups.setdefault(c.group, []).append(c)

        def make_button(c: Control) -> W.Button:
            b = W.Button(description=c.label, disabled=not c.enabled, tooltip=c.reason or c.label,
                         layout=W.Layout(width="auto"))
            b.on_click(lambda _b, c=c: self._guarded(c.label, self.press, c))
            self.controls.append((c, b))
            return b

        if "favour" in groups:
            rows.append(W.HBox([W.HTML("Favours:&nbsp;")] + [make_button(c) for c in groups["favour"]],
                               layout=W.Layout(flex_flow="row wrap")))
        if "card" in groups:
            rows.append(W.HBox([W.HTML("Special actions:&nbsp;")] + [make_button(c) for c in groups["card"]],
                               layout=W.Layout(flex_flow="row wrap")))
            reasons = [c for c in groups["card"] if not c.enabled and c.reason]
            if reasons:
                rows.append(W.HTML("<br>".join(f"<small><b>{html.escape(c.label[5:])}</b> cannot be played now: "
                                               f"{html.escape(_strip_card(c.reason, c.label[5:]))}</small>"
                                               for c in reasons)))
        if "move" in groups:
            self.move_menu, self.move_button, row = self._menu_row(groups["move"], "Move", f"Moves ({len(groups['move'])}):")
            rows.append(row)
        if "pass" in groups:
            rows.append(W.HBox([make_button(c) for c in groups["pass"]]))
        if "choice" in groups:
            choices = groups["choice"]
            if len(choices) <= 14:
                rows.append(W.HBox([make_button(c) for c in choices], layout=W.Layout(flex_flow="row wrap")))
            else:
                rows.append(self._menu_row(choices, "Choose", f"Choices ({len(choices)}):")[2])
        self.decision_box.children = rows

    def _menu_row(self, controls: list[Control], verb: str, title: str) -> tuple[W.Dropdown, W.Button, W.HBox]:
        """A drop-down of many options with a button that applies the one shown."""
        menu = W.Dropdown(options=[(c.label, i) for i, c in enumerate(controls)], value=0, layout=W.Layout(width="36em"))
        go = W.Button(description=verb, button_style="primary", layout=W.Layout(width="auto"))
        go.on_click(lambda _b: self._guarded(verb.lower(), self.press, controls[menu.value]))
        self.controls.extend((c, menu) for c in controls)
        return menu, go, W.HBox([W.HTML(f"{title}&nbsp;"), menu, go])

    def enabled_controls(self) -> list[Control]:
        """The decision-panel controls that can be pressed now."""
        return [c for c, _ in self.controls if c.enabled]

    def control_for(self, option: Any) -> Control:
        """The decision-panel control that applies ``option`` (``KeyError`` when none does)."""
        for c, _ in self.controls:
            if c.option == option:
                return c
        raise KeyError(f"no control applies {option}")


def _close_tree(widget: W.Widget) -> None:
    """Close a widget and every widget inside it (their comms would otherwise stay open)."""
    for child in getattr(widget, "children", ()):
        _close_tree(child)
    widget.close()


def _strip_card(reason: str, card: str) -> str:
    prefix = f"{card}: "
    return reason[len(prefix):] if reason.startswith(prefix) else reason


__all__ = ["GameView", "eagle_risk", "LAYERS", "BOT_KINDS"]
