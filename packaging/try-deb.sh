#!/usr/bin/env bash
# Tries the .deb on a clean Debian 12 (as root): installs it with apt into a fresh minimal
# Debian tree, runs `colony --version` and `colony replay` from it (the replay byte for byte the
# build's own), checks the desktop entry, icon and AppStream file are in place, and removes it
# again, leaving none of its files behind.
# Usage: packaging/try-deb.sh [TREE]   (default /srv/colony-bookworm; made if missing)
set -euo pipefail
cd "$(dirname "$0")/.."
tree=${1:-/srv/colony-bookworm}
version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)
deb=colony-classroom_${version}_amd64.deb
fail() { echo "deb trial FAILED: $*" >&2; exit 1; }
inside() { chroot "$tree" env DEBIAN_FRONTEND=noninteractive LANG=C.UTF-8 "$@"; }
. packaging/common.sh
debian_tree "$tree" bookworm
retry inside apt-get update -qq
cp "dist/$deb" "$tree/tmp/"
cp rules/tests/data/example-game.json "$tree/tmp/example.json"
inside dpkg -s colony-classroom >/dev/null 2>&1 && inside apt-get purge -y -qq colony-classroom >/dev/null
retry inside apt-get install -y -qq --no-install-recommends "/tmp/$deb" >/dev/null
inside colony --version | grep -q "$version" || fail "colony --version"
inside colony replay /tmp/example.json > "$tree/tmp/deb-replay.txt"
target/release/colony replay rules/tests/data/example-game.json | cmp - "$tree/tmp/deb-replay.txt" || fail "replay differs"
for f in /usr/share/applications/org.colonyclassroom.ColonyClassroom.desktop \
         /usr/share/metainfo/org.colonyclassroom.ColonyClassroom.metainfo.xml \
         /usr/share/icons/hicolor/256x256/apps/org.colonyclassroom.ColonyClassroom.png; do
  [ -s "$tree$f" ] || fail "$f missing"
done
# The desktop entry and the AppStream file as the desktop's own tools read them.
retry inside apt-get install -y -qq --no-install-recommends desktop-file-utils appstream >/dev/null
inside desktop-file-validate /usr/share/applications/org.colonyclassroom.ColonyClassroom.desktop || fail "desktop entry"
inside appstreamcli validate --no-net /usr/share/metainfo/org.colonyclassroom.ColonyClassroom.metainfo.xml >/dev/null \
  || fail "AppStream metadata"
installed=$(inside dpkg-query -W -f='${Installed-Size}' colony-classroom)
files=$(inside dpkg -L colony-classroom | wc -l)
echo "deb: installed on a clean Debian 12 ($files paths, $installed KB); colony --version and colony replay ran from it"
inside apt-get purge -y -qq colony-classroom >/dev/null
inside sh -c 'command -v colony' && fail "colony still there after removal"
# What apt pulled in as dependencies stays (as apt does); none of the package's own files may.
for f in /usr/bin/colony /usr/share/applications/org.colonyclassroom.ColonyClassroom.desktop /usr/share/doc/colony-classroom; do
  [ ! -e "$tree$f" ] || fail "$f left after removal"
done
echo "deb: removed cleanly"
