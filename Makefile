# Two commands set up a fresh machine from a clean clone:
#   make lab    create .venv, install the kit, open JupyterLab on the notebooks
#   make test   create .venv, install the kit and Chromium, run every test (CI runs this)
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: lab test app bench lint clean

$(STAMP): pyproject.toml binder/overrides.json
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ".[lab,test]"
	mkdir -p $(VENV)/share/jupyter/lab/settings
	cp binder/overrides.json $(VENV)/share/jupyter/lab/settings/overrides.json
	touch $(STAMP)

lab: $(STAMP)
	$(VENV)/bin/jupyter lab --allow-root --ServerApp.root_dir=notebooks notebooks/00_start_here.ipynb

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
