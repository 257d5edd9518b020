#!/usr/bin/env bash
# `npm run test:e2e`: the end-to-end suite in two runs, each against its own fresh portal
# (tests/e2e/playwright.config.ts): the read-only screens walk on two workers, then the flows,
# which change shared data, on one. Both always run; the exit code fails if either failed.
# Extra arguments go to both runs (e.g. `--grep`, `--reporter dot`); with them, a pass they leave
# empty passes, but a plain run (CI) fails if either pass finds no test.
set -uo pipefail
cd "$(dirname "$0")/.."
config=tests/e2e/playwright.config.ts
filtered=()
if (($# > 0)); then filtered=(--pass-with-no-tests "$@"); fi
status=0
npx playwright test -c "$config" --project screens --workers 2 "${filtered[@]}" || status=1
npx playwright test -c "$config" --project flows "${filtered[@]}" || status=1
exit "$status"
