# Two commands set up a fresh machine from a clean clone:
#   make lab    create .venv, install the kit, open JupyterLab on your own copy of the notebooks
#   make test   create .venv, install the kit and Chromium, run every test (CI runs this)
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
# The learner's own notebooks (git-ignored): notebooks/ stays as shipped, so edits never break
# `make test` and a new version of the kit never overwrites them.
MINE := my-notebooks

.PHONY: lab my-notebooks test app bench lint clean

$(STAMP): pyproject.toml binder/overrides.json
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ".[lab,test,scale,ai]"
	mkdir -p $(VENV)/share/jupyter/lab/settings
	cp binder/overrides.json $(VENV)/share/jupyter/lab/settings/overrides.json
	touch $(STAMP)

lab: $(STAMP) my-notebooks
	$(VENV)/bin/jupyter lab --allow-root --ServerApp.root_dir=$(MINE) $(MINE)/00_start_here.ipynb

# Copy each shipped notebook the learner does not have yet; never overwrite one they have.
my-notebooks: $(STAMP)
	@$(PY) binder/notebooks.py copy notebooks $(MINE)

app: $(STAMP)
	$(VENV)/bin/voila notebooks/app.ipynb --no-browser

test: $(STAMP)
	.ci/browser-deps
	$(PY) -m pytest

bench: $(STAMP)
	$(PY) benchmarks/run_all.py

lint: $(STAMP)
	$(VENV)/bin/ruff check .

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache test-artifacts
