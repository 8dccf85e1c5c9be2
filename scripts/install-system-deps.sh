#!/usr/bin/env bash
# Installs the Debian packages CodeTrek needs beyond Node 20:
#   judge sandbox (bubblewrap, libseccomp, util-linux for prlimit/setpriv),
#   the judge languages (gcc, clang 19 for C++23, OpenJDK 17, Python 3, Node, Go 1.23 from bookworm-backports),
#   Chromium + CJK and colour emoji fonts for the end-to-end journeys, the layout audit and screenshots,
#   redis-server for the BullMQ judge queue tests (a throwaway server on 127.0.0.1),
#   ffmpeg to make the small test videos of the course tests and journey.
# Needs root, or sudo. Safe to run again. `--check` only reports whether everything is there
# (exit 0) or not (exit 1, listing what is missing); scripts/setup.mjs uses it.
set -euo pipefail
PACKAGES=(
  bubblewrap libseccomp-dev util-linux pkg-config
  build-essential gcc g++ clang-19 openjdk-17-jdk-headless python3 golang-go
  chromium fonts-noto-cjk fonts-noto-color-emoji redis-server ffmpeg
  ca-certificates
)
# the judge's Go is the newest 1.2x (server/src/judge/languages/compilers.ts): built-in min/max, slices
BACKPORTED=(golang-1.23-go)

missing=()
for p in "${PACKAGES[@]}" "${BACKPORTED[@]}"; do
  [ "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null)" = "install ok installed" ] || missing+=("$p")
done
if [ "${1:-}" = "--check" ]; then
  [ ${#missing[@]} -eq 0 ] && exit 0
  echo "${missing[*]}"
  exit 1
fi
[ ${#missing[@]} -eq 0 ] && { echo "system packages: all installed"; exit 0; }

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
BACKPORTS=/etc/apt/sources.list.d/bookworm-backports.sources
if [ ! -f "$BACKPORTS" ] && grep -qs bookworm /etc/os-release; then
  printf 'Types: deb\nURIs: http://deb.debian.org/debian\nSuites: bookworm-backports\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' | $SUDO tee "$BACKPORTS" >/dev/null
fi
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends "${PACKAGES[@]}"
$SUDO apt-get install -y -q --no-install-recommends -t bookworm-backports "${BACKPORTED[@]}"
