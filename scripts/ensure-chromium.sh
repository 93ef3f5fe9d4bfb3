#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (never a downloaded browser build).
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Chromium from Debian's packages..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation >/dev/null
  exit 0
fi
echo "Chromium is missing at $browser: install Debian's 'chromium' package or set CHROMIUM_PATH." >&2
exit 1
