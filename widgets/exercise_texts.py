"""The exercise view's words: its menus and buttons, the legend, and the feedback and score
tables as HTML, all in the current language (:class:`widgets.ExerciseView` calls them inside
its own language)."""

from __future__ import annotations

import html

from gamecore.i18n import Message, lazy, lazyc, tr
from lemmings.exercises import KINDS, LEVELS, Feedback
from lemmings.exercises.core import section_name

from .exercise_marks import LEGEND, MARK_COLOURS

ANY_KIND = "any kind"
#: The practice menu's entries: the topic in words (a message), the kind id as the value.
TOPICS: tuple[tuple[Message, str], ...] = (
    (lazy("Any topic (a mix)"), ANY_KIND), *((k.label, k.name) for k in KINDS.values()))
#: The buttons: attribute, label, tooltip, icon, style (labels and tooltips are messages).
BUTTONS = (("check_button", lazyc("button", "Check"), lazy("Check your answer against the engine"), "check", "primary"),
           ("clear_button", lazyc("button", "Clear"), lazy("Forget your answer"), "times", ""),
           ("solution_button", lazyc("button", "Show the solution"), lazy("Show the answer and why"), "eye", ""),
           ("another_button", lazyc("button", "Try another"), lazy("Next exercise"), "forward", ""))
#: The name of the "practise" action in error messages.
PRACTISE = lazy("practise")
#: Long choices (a card's effect) wrap onto several lines instead of overlapping the next one; the
#: radio comes first and the words wrap beside it (ipywidgets puts the input after the words, floated:
#: a long label's last word ended up alone by the radio, the rest above it).
STYLE = ("<style>.lemmings-exercise .widget-radio-box label{height:auto;min-height:1.6em;line-height:1.35;"
         "white-space:normal;margin:3px 0;display:flex;align-items:flex-start}"
         ".lemmings-exercise .widget-radio-box label input{order:-1;float:none;flex:none;margin-top:0.2em}</style>")


def topics() -> list[tuple[str, str]]:
    """The practice menu's entries in the current language."""
    return [(str(label), name) for label, name in TOPICS]


def levels() -> list[tuple[str, int]]:
    """The level buttons' entries in the current language."""
    return [(tr("level {n}", n=n), n) for n in LEVELS]


def legend_html() -> str:
    """What each colour of the marks layer means, as a row of swatches."""
    return " ".join(
        f'<span style="display:inline-block;width:1em;height:1em;background:{MARK_COLOURS[k]};opacity:.6;'
        f'vertical-align:middle"></span> {html.escape(str(v))}' for k, v in LEGEND.items())


def question_html(question: str, facts: tuple[str, ...] = ()) -> str:
    """The question, then the facts its answer rests on that the board does not show (if any)."""
    out = f"<p>{html.escape(question)}</p>"
    if facts:
        title = html.escape(tr("What the board does not show:"))
        rows = "".join(f"<li>{html.escape(fact)}</li>" for fact in facts)
        out += f"<div class='exercise-facts'><b>{title}</b><ul style='margin:2px 0'>{rows}</ul></div>"
    return out


def feedback_html(fb: Feedback) -> str:
    """The verdict in bold, then one coloured line per item (green right, orange missed, red wrong)."""
    colours = {"right": MARK_COLOURS["right"], "missed": "#b9600f", "wrong": MARK_COLOURS["wrong"]}
    lines = fb.explanation.splitlines()
    items = []
    for i, line in enumerate(lines[1:]):
        mark = fb.marks[i] if i < len(fb.marks) else ""  # each line's verdict, whatever the language
        items.append(f"<li style='color:{colours.get(mark, '#2b2b2b')}'>{html.escape(line)}</li>")
    verdict = "#1e7d32" if fb.correct else "#a93226"
    return (f"<div class='exercise-feedback'><b style='color:{verdict}'>{html.escape(lines[0])}"
            f"</b><ul>{''.join(items)}</ul></div>")


def scores_html(scores: dict[str, list[int]]) -> str:
    """The score per rule section (``section -> [right, tried]``), with a star once mastered."""
    rows = []
    for section, (right, tried) in scores.items():
        if not tried:
            continue
        star = " ★ " + html.escape(tr("mastered")) if tried >= 3 and right / tried >= 0.8 else ""
        rows.append(f"<tr><td>{html.escape(section_name(section))}</td><td style='text-align:right'>{right} / "
                    f"{tried}{star}</td></tr>")
    none = html.escape(tr("No answers checked yet."))
    body = "".join(rows) or f"<tr><td colspan=2><i>{none}</i></td></tr>"
    title = html.escape(tr("Score per rule section"))
    return f"<b>{title}</b><table class='exercise-scores'>{body}</table>"


__all__ = ["ANY_KIND", "TOPICS", "BUTTONS", "PRACTISE", "STYLE", "topics", "levels", "legend_html", "question_html",
           "feedback_html", "scores_html"]
