#!/usr/bin/env bash
# Installs what the app and its tests need, only what is missing: the X and GL
# runtime, Xvfb, Chromium, zopfli, brotli and curl from Debian, playwright-core into .tools/ (no
# browser download: it drives Debian's Chromium). Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
for pkg in xvfb xauth chromium libgl1-mesa-dri libgl1 libegl1 libx11-6 libxrandr2 \
           libxcursor1 libxinerama1 libxi6 libasound2 nodejs make python3 zopfli brotli curl; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || need+=("$pkg")
done
if ((${#need[@]})); then
  echo "setup: installing ${need[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

if [ ! -f .tools/node_modules/playwright-core/package.json ]; then
  echo "setup: installing playwright-core into .tools/"
  mkdir -p .tools
  (cd .tools && [ -f package.json ] || echo '{"private": true}' > package.json)
  (cd .tools && npm install --silent --no-audit --no-fund playwright-core@1.65.1 >/dev/null)
fi
# jsQR decodes the QR codes the app draws back to their links, in the tests
# only: an independent reader, as a phone's camera is.
if [ ! -f .tools/node_modules/jsqr/package.json ]; then
  echo "setup: installing jsqr into .tools/"
  mkdir -p .tools
  (cd .tools && [ -f package.json ] || echo '{"private": true}' > package.json)
  (cd .tools && npm install --silent --no-audit --no-fund jsqr@1.4.0 >/dev/null)
fi
