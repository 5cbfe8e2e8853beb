"""``ExerciseView``: answer exercises on the board and get feedback at once.

The learner answers by clicking hexes, lemmings or zones on the board (or with a small control
for numbers and choices), presses **Check**, and sees the verdict with the engine's reasons; the
board then shows what they got right (green), what they missed (orange) and what they picked
wrongly (red, crossed). **Show the solution** reveals the key, **Try another** moves on (the next
exercise of a guided set, then fresh ones from the generators), and a table keeps the score per
rule section. The whole view is one widget, so a notebook or the Voilà app can embed it.

``ExerciseView(..., language="es")`` shows the view in Spanish (or ``"it"``, ``"en"``) inside a
notebook in any language, and its language menu switches at any time: the exercise on screen is
built again in the new language (the hexes, lemmings or zones picked so far stay picked).

The board is drawn with :mod:`lemmings.layout`, :mod:`widgets.canvas` and
:mod:`widgets.exercise_marks` on an ipycanvas ``MultiCanvas`` (board, pieces, marks), like
:class:`widgets.GameView`.
"""

from __future__ import annotations

import html
import traceback
from collections.abc import Callable, Iterable
from typing import Any

import ipywidgets as W
from ipycanvas import MultiCanvas

from gamecore.i18n import LANGUAGE_NAMES, LANGUAGES, Message, check_language, get_language, lazy, tr
from lemmings.exercises import KINDS, LEVELS, SECTIONS, Exercise, Feedback, generate, remake
from lemmings.exercises.core import ANSWER, SET_KINDS, part_name, section_name
from lemmings.exercises.eagling import CIRCLE_COLOURS, EAGLE_COLOURS
from lemmings.layout import DEFAULT_SIZE, Layout, Shape, board_scene, get_layout, pieces_scene
from lemmings.options import CLIFF

from .canvas import (
    batch,
    board_box,
    board_canvas,
    compile_shapes,
    forget_current_canvas,
    run_commands,
)
from .exercise_keys import ExerciseKeys
from .exercise_language import ExerciseLanguage, in_language
from .exercise_marks import MARK_COLOURS, mark_shapes
from .exercise_texts import (
    ANY_KIND,
    BUTTONS,
    PRACTISE,
    STYLE,
    TOPICS,
    feedback_html,
    levels,
    question_html,
    scores_html,
    topics,
)
from .wheel import PageScroll

LAYERS = ("board", "pieces", "marks")
#: The practice menu's entries: the topic in words, the kind id as the value.
#: After Check, a choice or lemming button shows its verdict by colour and by sign (as the board does).
VERDICT_STYLES = {"right": ("success", "✓ "), "missed": ("warning", "○ "), "wrong": ("danger", "✕ ")}


class ExerciseView(ExerciseLanguage, W.VBox):
    """Exercises with instant feedback on the board.

    ``exercises`` is a guided set (a list, e.g. :func:`lemmings.exercises.handwritten`) or one
    exercise; when it runs out, **Try another** generates fresh ones of the kind and level
    picked in the practice controls (starting at ``seed``). ``size`` and ``scale`` are the hex
    radius in CSS pixels and the canvas resolution factor. ``language`` (``"en"``, ``"es"``,
    ``"it"``) is the view's own language; ``None`` follows the kernel's (:func:`lemmings.set_language`).
    ``practice=False`` shows the one exercise alone: no practice controls and no **Try another**
    (the review's "Try it again", where a topic menu and levels read as out of place).
    """

    def __init__(self, exercises: Exercise | Iterable[Exercise] | None = None, *, kind: str = ANY_KIND,
                 level: int = 1, seed: int = 0, size: float = DEFAULT_SIZE, scale: float = 2.0,
                 language: str | None = None, practice: bool = True) -> None:
        self.language = None if language is None else check_language(language)
        if not isinstance(practice, bool):  # "no" would be true, and show the controls it meant to hide
            raise TypeError(tr("practice must be True or False, not {value}", value=repr(practice)))
        with self._speaking():
            self._setup(exercises, kind, level, seed, size, scale)
        if not practice:
            self.practice_box.layout.display = self.another_button.layout.display = "none"

    def _setup(self, exercises: Exercise | Iterable[Exercise] | None, kind: str, level: int, seed: int, size: float,
               scale: float) -> None:
        queue = [exercises] if isinstance(exercises, Exercise) else list(exercises or [])
        strays = [x for x in queue if not isinstance(x, Exercise)]
        if strays:
            raise TypeError(tr("ExerciseView takes Exercise objects (from lemmings.exercises), not {item}",
                               item=repr(strays[0])))
        if kind != ANY_KIND and kind not in KINDS:
            raise ValueError(tr("kind must be {any} or one of {kinds}, not {kind}", any=repr(ANY_KIND),
                                kinds=", ".join(KINDS), kind=repr(kind)))
        if level not in LEVELS:
            raise ValueError(tr("level must be 1, 2 or 3, not {level}", level=repr(level)))
        self.queue = queue
        self.seed = seed
        self.size, self.scale = float(size), float(scale)
        self.scores: dict[str, list[int]] = {s: [0, 0] for s in SECTIONS}  # section -> [right, tried]
        self.feedback: Feedback | None = None
        self.revealed = False
        self.picked: set[str] = set()
        self._counted = False
        self._generated = 0
        self._relabelling = False  # True while choice labels change (not a new answer)
        self.board_layout: Layout | None = None  # set with each exercise shown (_show)

        self.canvas: MultiCanvas | None = None
        self.canvas_box = W.Box()
        self.title = W.HTML()
        self.question = W.HTML(layout=W.Layout(max_width="60em"))
        self.answer_box = W.VBox()
        self.feedback_box = W.HTML(layout=W.Layout(min_height="1.6em", max_width="60em"))
        self.message = W.HTML(layout=W.Layout(min_height="1.2em"))
        self.errors = W.Output(layout=W.Layout(max_height="10em", overflow="auto"))
        self.score_box = W.HTML()
        self.legend = W.HTML()
        # the board by keyboard and screen reader (widgets.exercise_keys); what the view says is said aloud too
        self.board_keys = ExerciseKeys(layout=lambda: self.board_layout, position=self._position,
                                       picked=lambda: self.picked, kind=lambda: self.exercise.answer_kind,
                                       click=self.click, redraw=lambda: self.redraw(("marks",)),
                                       guard=self._guarded, said=(self.message, self.feedback_box))
        self.answer_box.add_class("lemmings-exercise-answer")  # where the focus goes when the board's keys ask
        actions = {"check_button": self.check, "clear_button": self.clear, "solution_button": self.show_solution,
                   "another_button": self.try_another}
        for attr, label, _tip, icon, style in BUTTONS:
            b = W.Button(icon=icon, button_style=style, layout=W.Layout(width="auto"))
            b.on_click(lambda _b, label=label, fn=actions[attr]: self._guarded(label, fn))
            setattr(self, attr, b)
        self.kind_choice = W.Dropdown(options=topics(), value=kind, layout=W.Layout(width="auto"))
        self.level_choice = W.ToggleButtons(options=levels(), value=level, style={"button_width": "5em"})
        self.language_choice = W.Dropdown(options=[(LANGUAGE_NAMES[code], code) for code in LANGUAGES],
                                          value=self.language or get_language(), layout=W.Layout(width="auto", min_width="14em"))
        # Changing what to practise starts a fresh exercise at once (the guided set waits in the queue).
        self.kind_choice.observe(lambda _ch: self._guarded(PRACTISE, self.practise), "value")
        self.level_choice.observe(lambda _ch: self._guarded(PRACTISE, self.practise), "value")
        self.language_choice.observe(lambda ch: self.set_language(ch["new"]), "value")
        self._label_controls()
        buttons = W.HBox([self.check_button, self.clear_button, self.solution_button, self.another_button],
                         layout=W.Layout(flex_flow="row wrap"))
        # What to practise sits on top, where it is seen before the question.
        self.practice_box = W.HBox([self.kind_choice, self.level_choice, self.language_choice],
                                   layout=W.Layout(flex_flow="row wrap"))
        super().__init__([W.HTML(STYLE), PageScroll(), self.practice_box, self.title, self.question,
                          board_box(self.canvas_box, self.legend, self.board_keys.keys),
                          self.answer_box, buttons, self.feedback_box, self.message, self.score_box, self.errors])
        self.add_class("lemmings-exercise")
        self.exercise: Exercise = remake(self.queue.pop(0)) if self.queue else self._generate()
        self._show()

    def __repr__(self) -> str:
        return f"<ExerciseView {self.exercise.id or self.exercise.kind}: {len(self.queue)} left in the set>"

    # ------------------------------------------------------------ guarding
    def _guarded(self, action: Message | str, fn: Callable[..., Any], *args: Any, changes: bool = True) -> Any:
        """Run a callback in the view's language; show any error in the message area instead of
        letting it escape (``changes``, the board keys' word, is not needed here)."""
        with self._speaking():
            if self._relabelling and action is PRACTISE:
                return None
            try:
                return fn(*args)
            except Exception as exc:  # noqa: BLE001  (every error must reach the learner, not vanish)
                if isinstance(exc, ValueError):
                    self._say(tr("{action}: {error}", action=action, error=str(exc)), "error")
                else:
                    self._say(tr("{action} failed: {kind}: {error} (details below)", action=action,
                                 kind=type(exc).__name__, error=str(exc)), "error")
                    self.errors.append_stderr("".join(traceback.format_exception(exc)))
                return None

    def _say(self, text: str, kind: str = "info") -> None:
        colour = {"info": "#1f3a5f", "error": "#a93226", "ok": "#1e7d32"}[kind]
        self.message.value = f'<span style="color:{colour}">{html.escape(text)}</span>'

    # ------------------------------------------------------------ exercises
    def _generate(self) -> Exercise:
        kind = self.kind_choice.value
        if kind == ANY_KIND:
            kind = list(KINDS)[(self.seed + self._generated) % len(KINDS)]
        ex = generate(kind, seed=self.seed + self._generated, level=self.level_choice.value)
        self._generated += 1
        return ex

    @in_language
    def try_another(self) -> Exercise:
        """Move on: the next exercise of the set, or a fresh one from the practice controls."""
        ex = remake(self.queue.pop(0)) if self.queue else self._generate()
        self.exercise = ex
        self._show()
        return ex

    @in_language
    def practise(self, kind: str | None = None, level: int | None = None) -> Exercise:
        """Switch to a fresh generated exercise (of ``kind`` and ``level`` when given)."""
        if kind is not None and kind != self.kind_choice.value:
            self.kind_choice.value = kind  # its observer comes back here
            return self.exercise
        if level is not None and level != self.level_choice.value:
            self.level_choice.value = level
            return self.exercise
        self.exercise = self._generate()
        self._show()
        return self.exercise

    def _show(self) -> None:
        ex = self.exercise
        self.picked, self.feedback, self.revealed, self._counted = set(), None, False, False
        self.board_layout = get_layout(ex.game.board, self.size, self.scale)
        where = tr("{section}, level {level}", section=section_name(ex.section), level=ex.level)
        self.title.value = (f"<h3 style='margin:4px 0'>{html.escape(ex.title)}</h3><i>{html.escape(where)}"
                            f"{' · ' + html.escape(ex.source) if ex.source else ''}</i>")
        self.question.value = question_html(ex.question, ex.facts)
        self.feedback_box.value = ""
        self.message.value = ""
        self._build_canvas()
        self._build_answer_controls()
        self._render_scores()
        self.redraw(LAYERS)

    def _render_scores(self) -> None:
        self.score_box.value = scores_html(self.scores)

    def _build_canvas(self) -> None:
        lay = self.board_layout
        if self.canvas is not None and (self.canvas.width, self.canvas.height) == (lay.pixel_width, lay.pixel_height):
            return
        if self.canvas is not None:
            self.canvas.close()
        self.canvas = board_canvas(lay, len(LAYERS), hover=False)  # scales with its container
        self.canvas.add_class(self.board_keys.keys.board_class)
        self.canvas.on_mouse_down(lambda x, y: self._guarded("click", self.handle_click, x, y))
        self.canvas.on_client_ready(lambda: self._guarded("redraw", self.redraw, LAYERS))
        self.canvas_box.children = (self.canvas,)
        self._show_legend()

    def _build_answer_controls(self) -> None:
        ex = self.exercise
        for child in self.answer_box.children:
            child.close()
        controls: list[W.Widget] = []
        self.number: W.IntText | None = None
        self.radios: dict[str, W.RadioButtons] = {}
        self.toggles: dict[str, W.ToggleButton] = {}
        self._labels: dict[str, str] = {}
        if ex.answer_kind == "hexes":
            controls.append(W.HTML(html.escape(
                tr("Click hexes on the board to pick or unpick them (the cliff area stands for 'over the cliff').")
                if ex.kind == "scatter" else tr("Click hexes on the board to pick or unpick them."))))
        elif ex.answer_kind == "zones":
            controls.append(W.HTML(html.escape(tr("Click any hex of a zone of the {circle} circle to pick or unpick "
                                                  "that zone.", circle=CIRCLE_COLOURS[ex.eagle]))))
        elif ex.answer_kind == "lemmings":
            controls.append(W.HTML(html.escape(tr("Click a hex to pick its top lemming, or use the buttons."))))
            for lem in ex.pickable:
                self.toggles[lem] = self._toggle(lem, ex.game.state.label(lem))
            controls.append(W.HBox(list(self.toggles.values()), layout=W.Layout(flex_flow="row wrap")))
        elif ex.answer_kind == "choices":
            for c in ex.parts[ANSWER]:
                self.toggles[c] = self._toggle(c, ex.label(c))
            controls.append(W.HBox(list(self.toggles.values()), layout=W.Layout(flex_flow="row wrap")))
        elif ex.answer_kind == "number":
            self.number = W.IntText(value=0, description=tr("Answer"), layout=W.Layout(width="12em"))
            controls.append(self.number)
        else:
            for name, opts in ex.parts.items():
                radio = W.RadioButtons(options=[(ex.label(o), o) for o in opts], value=None, layout=W.Layout(width="100%"),
                                       description="" if name == ANSWER else part_name(name).capitalize())
                radio.observe(lambda _ch: self._guarded(lazy("choice"), self._on_choice), "value")
                self.radios[name] = radio
                controls.append(radio)
        self.answer_box.children = controls

    def _toggle(self, item: str, label: str) -> W.ToggleButton:
        b = W.ToggleButton(value=False, description=label, layout=W.Layout(width="auto"))
        self._labels[item] = label
        b.observe(lambda ch: self._guarded(lazy("pick"), self._set_pick, item, ch["new"]), "value")
        return b

    def _set_pick(self, item: str, on: bool) -> None:
        (self.picked.add if on else self.picked.discard)(item)
        self.feedback, self.revealed = None, False  # the board shows the new answer, not the old verdict
        self._show_verdicts()
        self.redraw(("marks",))

    def _on_choice(self) -> None:
        if self._relabelling:
            return
        self.feedback, self.revealed = None, False  # a new choice: the old verdict no longer applies
        self._show_verdicts()
        self.redraw(("pieces",))

    # -------------------------------------------------------------- answering
    @in_language
    def handle_click(self, x: float, y: float) -> str | None:
        """A click at canvas pixel ``(x, y)``: pick or unpick what is under it."""
        target = self.board_layout.hit(x, y)
        return self.click(target) if target is not None else None

    @in_language
    def click(self, target: str) -> str | None:
        """Click a hex (or ``"cliff"``): toggles the hex, its top lemming or its zone, as the question asks."""
        ex = self.exercise
        item: str | None = None
        if ex.answer_kind == "hexes" and (target in ex.game.board or target == CLIFF):
            item = target
        elif ex.answer_kind == "zones" and target in ex.game.board:
            item = dict(ex.game.board.zones_of(target)).get(ex.eagle)
            if item is None:
                self._say(tr("{hex} is not in the {colour} eagle's circle.", hex=target, colour=EAGLE_COLOURS[ex.eagle]))
                return None
        elif ex.answer_kind == "lemmings" and target in ex.game.board:
            stack = ex.game.stack(target)
            if not stack:
                self._say(tr("No lemming stands on {hex}.", hex=target))
                return None
            item = stack[-1]
        if item is None:
            self._say(tr("For this question, answer with the controls below the board."))
            return None
        on = item not in self.picked
        if item in self.toggles:
            self.toggles[item].value = on  # its observer updates the pick and redraws
        else:
            self._set_pick(item, on)
        self._say(tr("Picked {item}.", item=item) if on else tr("Unpicked {item}.", item=item))
        return item

    @in_language
    def answer(self) -> Any:
        """The learner's current answer, in the form :meth:`Exercise.check` accepts."""
        ex = self.exercise
        if ex.answer_kind in SET_KINDS or ex.answer_kind == "choices":
            if not self.picked and not ex.none_possible:  # as an unpicked radio: not an answer, not scored
                raise ValueError(tr("pick an answer first"))
            return set(self.picked)
        if ex.answer_kind == "number":
            return self.number.value
        chosen = {name: r.value for name, r in self.radios.items()}
        missing = [name for name, v in chosen.items() if v is None]
        if missing:
            if missing == [ANSWER]:
                raise ValueError(tr("pick an answer first"))
            raise ValueError(tr("pick an answer first for {parts}", parts=", ".join(part_name(m) for m in missing)))
        return chosen

    @in_language
    def set_answer(self, answer: Any) -> None:
        """Fill in an answer programmatically (what clicking would do)."""
        ex = self.exercise
        if ex.answer_kind in SET_KINDS or ex.answer_kind == "choices":
            self.clear()
            for item in ex.normalise(answer):
                if item in self.toggles:
                    self.toggles[item].value = True
                else:
                    self.picked.add(item)
        elif ex.answer_kind == "number":
            self.number.value = ex.normalise(answer)
        else:
            for name, value in ex.normalise(answer).items():
                self.radios[name].value = value
        self.redraw(("pieces", "marks"))

    @in_language
    def clear(self) -> None:
        """Forget the current answer."""
        for b in self.toggles.values():
            b.value = False
        self.picked.clear()
        self.feedback, self.revealed = None, False
        self.feedback_box.value = ""
        self.message.value = ""
        self._show_verdicts()
        self.redraw(("marks",))

    @in_language
    def check(self) -> Feedback:
        """Check the answer, show the feedback and mark the board; counts once per exercise."""
        fb = self.exercise.check(self.answer())
        self.feedback = fb
        if not self._counted:
            tally = self.scores[self.exercise.section]
            tally[0] += int(fb.correct)
            tally[1] += 1
            self._counted = True
        self.message.value = ""  # "Picked …" is stale once the verdict is out
        self.feedback_box.value = feedback_html(fb)
        self._render_scores()
        self._show_verdicts()
        self.redraw(("marks",))
        return fb

    @in_language
    def show_solution(self) -> Any:
        """Reveal the key and why; counts as a miss if the exercise was not checked yet."""
        ex = self.exercise
        if not self._counted:
            self.scores[ex.section][1] += 1
            self._counted = True
        self.revealed = True
        fb = ex.check(ex.solution())
        head = html.escape(tr("Solution:"))
        self.feedback_box.value = (f"<div style='color:#1f3a5f'><b>{head}</b> {html.escape(ex.summary)}<ul>"
                                   + "".join(f"<li>{html.escape(line)}</li>" for line in fb.explanation.splitlines()[1:])
                                   + "</ul></div>")
        self.message.value = ""
        self._render_scores()
        self._show_verdicts()
        self.redraw(("marks",))
        return ex.solution()

    # ---------------------------------------------------------------- drawing
    def _places(self, items: Iterable[str]) -> list[str]:
        """Board places of answer items (zone letters become their hexes, lemmings their hex)."""
        ex = self.exercise
        out: list[str] = []
        for item in items:
            if ex.answer_kind == "zones":
                out.extend(ex.game.board.zone(ex.eagle, item))
            elif ex.answer_kind == "lemmings":
                out.append(ex.game.state.loc[item])
            elif ex.answer_kind == "hexes":
                out.append(item)
        return out

    def verdicts(self) -> dict[str, str]:
        """The verdict on each answer item (hex, lemming, zone or choice) after Check or Show the
        solution: item -> ``right``/``missed``/``wrong``; empty while the answer is unchecked."""
        ex = self.exercise
        if self.revealed:
            key = ex.key.values() if ex.answer_kind == "choice" else [ex.key] if ex.answer_kind == "number" else ex.key
            return dict.fromkeys(map(str, key), "right")
        if self.feedback is None:
            return {}
        return {item: mark for mark in ("right", "missed", "wrong") for item in getattr(self.feedback, mark)}

    def marks(self) -> dict[str, str]:
        """What the marks layer colours now: place -> ``picked``/``right``/``missed``/``wrong``."""
        ex = self.exercise
        if ex.answer_kind not in SET_KINDS:
            return {}
        if self.feedback is None and not self.revealed:
            return dict.fromkeys(self._places(self.picked), "picked")
        return {place: mark for item, mark in self.verdicts().items() for place in self._places([item])}

    def _show_verdicts(self) -> None:
        """Colour and sign the choice and lemming buttons like the board: ✓ right, ○ missed, ✕ wrong."""
        verdicts = self.verdicts()
        for item, b in self.toggles.items():
            style, sign = VERDICT_STYLES.get(verdicts.get(item, ""), ("", ""))
            b.button_style, b.description = style, sign + self._labels[item]
        for name, radio in self.radios.items():
            options = tuple((VERDICT_STYLES[verdicts[o]][1] if o in verdicts else "") + self.exercise.label(o)
                            for o in self.exercise.parts[name])
            if options == tuple(label for label, _ in radio.options):
                continue
            value, self._relabelling = radio.value, True
            try:
                with radio.hold_sync():  # new labels keep the learner's pick
                    radio.options = tuple(zip(options, self.exercise.parts[name], strict=True))
                    radio.value = value
            finally:
                self._relabelling = False

    def _position(self) -> Any:
        ex = self.exercise
        choice = self.radios[ANSWER].value if ANSWER in self.radios else None
        return ex.pictures.get(choice, ex.game) if ex.pictures else ex.game

    def layer_shapes(self, name: str) -> list[Shape]:
        """The shapes of one layer (pure; nothing is sent to the browser)."""
        if name == "board":
            return board_scene(self.board_layout)
        if name == "pieces":
            return pieces_scene(self.board_layout, self._position())
        if name == "marks":
            return mark_shapes(self.board_layout, self.marks(), self.exercise.focus) + self.board_keys.cursor_shapes()
        raise ValueError(tr("no layer {name}; the layers are {layers}", name=repr(name), layers=", ".join(LAYERS)))

    def redraw(self, layers: Iterable[str] = LAYERS) -> None:
        """Redraw layers in one batch (shapes are computed before the batch opens)."""
        names = [n for n in LAYERS if n in set(layers)]
        compiled = {n: compile_shapes(self.layer_shapes(n)) for n in names}
        forget_current_canvas()
        with batch(), self._speaking():
            for n in names:
                layer = self.canvas[LAYERS.index(n)]
                layer.clear()
                run_commands(layer, compiled[n])


__all__ = ["ExerciseView", "mark_shapes", "MARK_COLOURS", "ANY_KIND", "TOPICS", "VERDICT_STYLES"]
