"""The browser kit's own check for a cell JupyterLab never completes (``Lab.run_all``).

CI saw JupyterLab keep one cell of a notebook without an execution count, its "run all"
promise pending for ever, while the kernel had run that cell and every cell after it. The kit
then asks the kernel's input history. These tests make JupyterLab drop one cell's reply on
purpose and check both answers: accepted when the kernel ran that very code, a failure when it
did not.
"""

from __future__ import annotations

import json

import pytest

from .browserkit import Lab, saved_notebook_problems

pytestmark = pytest.mark.browser

CELLS = ["a = 1", "b = 2", "c = a + b\nprint(c)"]

#: Make the kernel connection drop the shell reply to the second execution (count 2), as if
#: it never arrived: that cell's future is never done.
_DROP_SECOND_REPLY_JS = """() => {
  const kernel = window.__lemmingsPanel.sessionContext.session.kernel;
  const handle = kernel._handleMessage.bind(kernel);
  kernel._handleMessage = async (msg) => {
    if (msg.header.msg_type === 'execute_reply' && msg.content.execution_count === 2) return;
    return handle(msg);
  };
}"""


def _notebook(lab: Lab, name: str) -> str:
    cells = [{"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [], "source": src}
             for src in CELLS]
    nb = {"cells": cells, "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3",
                                                      "language": "python"}},
          "nbformat": 4, "nbformat_minor": 5}
    (lab.server.root / name).write_text(json.dumps(nb))
    return name


def test_a_cell_the_kernel_ran_is_accepted_without_its_reply(lab: Lab) -> None:
    lab.open(_notebook(lab, "lost_reply_ran.ipynb"))
    lab.page.evaluate(_DROP_SECOND_REPLY_JS)
    with pytest.warns(UserWarning, match=r"never completed cells \[1\].*inputs \[2\]"):
        report = lab.run_all(timeout=90, settle=3)
    assert [c["count"] for c in report["cells"]] == [1, None, 3]
    assert lab.ran_without_reply == {1: 2}
    assert not lab.problems(report)
    assert "3" in report["cells"][2]["outputs"][0]["text"]
    saved = lab.save()
    assert not saved_notebook_problems(saved, lab.ran_without_reply)
    assert saved_notebook_problems(saved) == ["saved cell 1 has no execution count"]


def test_a_cell_the_kernel_did_not_run_as_shown_fails(lab: Lab) -> None:
    lab.open(_notebook(lab, "lost_reply_changed.ipynb"))
    lab.page.evaluate(_DROP_SECOND_REPLY_JS)
    # The cell's text changes once its code has gone to the kernel: what the notebook shows is
    # not what the kernel ran.
    lab.page.evaluate("""() => {
      const cell = window.__lemmingsPanel.content.widgets[1];
      const kernel = window.__lemmingsPanel.sessionContext.session.kernel;
      kernel.anyMessage.connect((_, {msg, direction}) => {
        if (direction === 'send' && msg.header.msg_type === 'execute_request' && msg.content.code === 'b = 2')
          setTimeout(() => cell.model.sharedModel.setSource('b = 22'), 0);
      });
    }""")
    with pytest.raises(pytest.fail.Exception, match=r"never completed cell 1 .*does not hold it"):
        lab.run_all(timeout=90, settle=3)
