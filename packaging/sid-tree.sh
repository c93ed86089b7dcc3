#!/usr/bin/env bash
# A Debian sid tree in a folder, with what the Windows build and its trial need (as root):
# Rust 1.97 with its standard library's sources, mingw-w64, NSIS, Wine 10 and Xvfb.
# ../shared/recipes/windows-build.md says why each piece is there. Usage: sid-tree.sh DIR
set -euo pipefail
dir=${1:?usage: sid-tree.sh DIR}
. "$(dirname "$0")/common.sh"
debian_tree "$dir" sid dev
# This machine's own CA certificates (a proxy may sign the traffic): cargo inside the tree needs them.
mkdir -p "$dir/usr/local/share/ca-certificates"
cp /usr/local/share/ca-certificates/*.crt "$dir/usr/local/share/ca-certificates/" 2>/dev/null || true
inside() { chroot "$dir" env DEBIAN_FRONTEND=noninteractive LANG=C.UTF-8 "$@"; }
retry inside apt-get -o Acquire::Check-Valid-Until=false update -qq
retry inside apt-get install -y -qq --no-install-recommends \
  ca-certificates rustc cargo rust-src gcc-mingw-w64-x86-64-posix g++-mingw-w64-x86-64-posix \
  binutils-mingw-w64-x86-64 nsis zip icoutils wine wine64 xvfb x11-utils xdotool imagemagick >/dev/null
inside update-ca-certificates >/dev/null
echo "sid tree ready: $(inside rustc --version), $(inside wine --version 2>/dev/null || echo 'wine ?')"
