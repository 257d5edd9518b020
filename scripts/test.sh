#!/usr/bin/env bash
# `npm test`: everything CI checks, in the order that fails fastest (README "Tests").
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --browser
npm run lint
npm run typecheck
npm run build:web
npx vitest run --project unit --project web
npx vitest run --project infra
npx cdk synth --quiet
npx vitest run --project integration
bash scripts/e2e.sh
