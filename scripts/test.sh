#!/usr/bin/env bash
# The whole check, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s ==\n' "$1"; }
rm -rf reports && mkdir -p reports

step "lint";        npm run --silent lint
step "import rules"; npm run --silent lint:imports
step "typecheck";   npm run --silent typecheck
step "build";       npm run --silent build
step "size budgets"; npx tsx scripts/check-size.ts
step "unit + integration (PGlite${TEST_DATABASE_URL:+ and PostgreSQL})"
npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
step "browser (Chromium)"
bash scripts/ensure-chromium.sh
npx playwright test
step "summary"
npx tsx scripts/summarize-tests.ts
