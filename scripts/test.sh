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
# Every new embedded database of the run (Vitest's and the browser tests' servers) copies this one
# migrated database: made once, while the build runs, rather than once by each test runner.
npx tsx scripts/save-test-database.ts >reports/test-database.path 2>reports/test-database.log &
test_database=$!
npm run --silent build
if ! wait "$typecheck"; then cat reports/typecheck.log; echo "typecheck failed"; exit 1; fi
cat reports/typecheck.log
if ! wait "$test_database"; then cat reports/test-database.log; exit 1; fi
NEW_DATABASE_TEMPLATE=$(cat reports/test-database.path)
export NEW_DATABASE_TEMPLATE
trap 'rm -rf "$(dirname "$NEW_DATABASE_TEMPLATE")"' EXIT
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
