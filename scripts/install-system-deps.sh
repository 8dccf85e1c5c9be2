#!/usr/bin/env bash
# Installs the Debian packages CodeTrek needs beyond Node 20:
#   judge sandbox (bubblewrap, libseccomp, util-linux for prlimit/setpriv),
#   the six judge languages (gcc/g++, OpenJDK 17, Python 3, Node, Go),
#   Chromium + CJK fonts for the end-to-end journeys and screenshots,
#   redis-server for the BullMQ judge queue tests (a throwaway server on 127.0.0.1),
#   ffmpeg to make the small test videos of the course tests and journey.
# Run as root (or with sudo). Safe to run again.
set -euo pipefail
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends \
  bubblewrap libseccomp-dev util-linux pkg-config \
  build-essential gcc g++ openjdk-17-jdk-headless python3 golang-go \
  chromium fonts-noto-cjk redis-server ffmpeg \
  ca-certificates
