#!/usr/bin/env bash
# The whole check, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's heading also gives the minutes and seconds since the run began: where the time goes.
step() { printf '\n== %s (at %dm%02ds) ==\n' "$1" $((SECONDS / 60)) $((SECONDS % 60)); }
rm -rf reports && mkdir -p reports

step "lint";         npm run --silent lint
step "import rules"; npm run --silent lint:imports
# The type check uses one core and the build mostly the other: run side by side, they take the
# time of the longer one. The type check's output is shown once it ends.
step "typecheck and build (side by side)"
npm run --silent typecheck >reports/typecheck.log 2>&1 &
typecheck=$!
# Every new database of the run (Vitest's and the browser tests' servers) copies one migrated
# template of its kind: made once, while the build runs, rather than once by each test runner.
npx tsx scripts/test-databases.ts create >reports/test-databases.env 2>reports/test-databases.log &
test_databases=$!
npm run --silent build
if ! wait "$typecheck"; then cat reports/typecheck.log; echo "typecheck failed"; exit 1; fi
cat reports/typecheck.log
if ! wait "$test_databases"; then cat reports/test-databases.log; exit 1; fi
set -a
# shellcheck source=/dev/null
source reports/test-databases.env
set +a
trap 'npx tsx scripts/test-databases.ts remove' EXIT
step "size budgets"; npx tsx scripts/check-size.ts
# Servers the tests start in processes of their own run the build just made, as `npm start` does.
export TEST_SERVER_BUILD=dist/server/main.js
step "unit + integration (PGlite${TEST_DATABASE_URL:+ and PostgreSQL})"
npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
step "browser (Chromium)"
bash scripts/ensure-chromium.sh
npx playwright test
step "summary"
npx tsx scripts/summarize-tests.ts
