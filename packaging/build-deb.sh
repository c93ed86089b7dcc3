#!/usr/bin/env bash
# Builds dist/colony-classroom_VERSION_amd64.deb for Debian 12 and Ubuntu 22.04 or later:
# the app, its desktop entry, icon and AppStream metadata. Needs only dpkg-deb (any Debian).
# Usage: packaging/build-deb.sh
set -euo pipefail
cd "$(dirname "$0")/.."
version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)
id=org.colonyclassroom.ColonyClassroom
deb=dist/colony-classroom_${version}_amd64.deb

cargo build --quiet --release --locked --bin colony
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
install -D -m 755 -s target/release/colony "$stage/usr/bin/colony"
install -D -m 644 packaging/linux/$id.desktop "$stage/usr/share/applications/$id.desktop"
install -D -m 644 packaging/linux/$id.metainfo.xml "$stage/usr/share/metainfo/$id.metainfo.xml"
install -D -m 644 assets/icon/colony-classroom-256.png "$stage/usr/share/icons/hicolor/256x256/apps/$id.png"
install -D -m 644 assets/icon/colony-classroom.svg "$stage/usr/share/icons/hicolor/scalable/apps/$id.svg"
install -D -m 644 packaging/linux/copyright "$stage/usr/share/doc/colony-classroom/copyright"
install -D -m 644 README.md "$stage/usr/share/doc/colony-classroom/README.md"
installed=$(du -sk "$stage/usr" | cut -f1)
mkdir -p "$stage/DEBIAN"
sed -e "s/@VERSION@/$version/" -e "s/@INSTALLED@/$installed/" packaging/linux/control.in > "$stage/DEBIAN/control"
mkdir -p dist
dpkg-deb --root-owner-group -Zxz --build "$stage" "$deb" >/dev/null
echo "$deb: $(du -k "$deb" | cut -f1) KB, installed $installed KB"
