#!/usr/bin/env bash
# `npm run test:e2e`: the end-to-end suite in two runs, each against its own fresh portal
# (tests/e2e/playwright.config.ts): the read-only screens walk on two workers, then the flows,
# which change shared data, on one. Both always run; the exit code fails if either failed.
# Extra arguments go to both runs (e.g. `--grep`, `--reporter dot`); with them, a pass they leave
# empty passes, but a plain run (CI) fails if either pass finds no test.
# Each pass's failures and totals are printed again at the very end, so the tail of a long log
# (all a CI summary may show) names what failed in either pass.
set -uo pipefail
cd "$(dirname "$0")/.."
config=tests/e2e/playwright.config.ts
filtered=()
if (($# > 0)); then filtered=(--pass-with-no-tests "$@"); fi
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
status=0
npx playwright test -c "$config" --project screens --workers 2 "${filtered[@]}" 2>&1 | tee "$logs/screens" || status=1
npx playwright test -c "$config" --project flows "${filtered[@]}" 2>&1 | tee "$logs/flows" || status=1
for pass in screens flows; do
  echo "── e2e ${pass}: failures and totals"
  # The list reporter's closing part: each failure (`  1) [project] › …`) with its error, then the
  # counts; the portal's own log lines are left out.
  sed -n '/^  \(1) \|[0-9]\+ \(failed\|flaky\|passed\|skipped\|interrupted\|did not run\)\)/,$p' "$logs/$pass" |
    grep -v '^\[WebServer\]' || true
done
exit "$status"
