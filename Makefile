# Every target builds its own .venv from the pinned lock file on first use.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: demo test test-slow lint bench images docs clean

$(STAMP): pyproject.toml requirements.lock
	$(PY) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -r requirements.lock
	$(BIN)/pip install --quiet --no-deps --no-build-isolation -e .
	touch $(STAMP)

demo: $(STAMP)
	$(BIN)/python -m fewest.cli.demo

# Bytecode is written for the tests (some environments set PYTHONDONTWRITEBYTECODE), so
# that a second run collects from cached, already rewritten test modules.
test: $(STAMP)
	env -u PYTHONDONTWRITEBYTECODE $(BIN)/python -m pytest -q -n 2

test-slow: $(STAMP)
	env -u PYTHONDONTWRITEBYTECODE $(BIN)/python -m pytest -q -n 2 -m slow

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(BIN)/lint-imports
	$(BIN)/vulture src/fewest tests bench examples docs/_hooks lint/vulture_allow.py \
		--min-confidence 60 --exclude "*/corpus/*,*/solutions/*"

bench: $(STAMP)
	$(BIN)/python bench/engine.py
	$(BIN)/python bench/puzzles.py
	$(BIN)/python bench/korf100.py --partition 6-6-3

images: $(STAMP)
	$(BIN)/python docs/images/make_images.py

docs: $(STAMP)
	NO_MKDOCS_2_WARNING=1 $(BIN)/mkdocs build --strict --site-dir site

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
