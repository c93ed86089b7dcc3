#!/usr/bin/env bash
# Builds what a Windows teacher downloads (as root, on Debian): dist/colony-classroom-VERSION-windows-x86_64.zip
# and dist/colony-classroom-VERSION-windows-x86_64-setup.exe (a per-user installer: no administrator).
# How: ../shared/recipes/windows-build.md (a Debian sid tree with Rust's standard library sources and
# mingw-w64; the standard library built for Windows by the same compiler).
# Usage: packaging/build-windows.sh [SID_TREE]   (default /srv/colony-sid; made if missing)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
tree=${1:-/srv/colony-sid}
version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)
target=x86_64-pc-windows-gnu
name=colony-classroom-$version-windows-x86_64

packaging/sid-tree.sh "$tree"
inside() { chroot "$tree" env DEBIAN_FRONTEND=noninteractive LANG=C.UTF-8 HOME=/root "$@"; }

# The project's files as they are (committed or not, never the build output), into the tree.
rm -rf "$tree/build/src-tree"
mkdir -p "$tree/build/src-tree" "$tree/build/target" "$tree/root/.cargo"
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  git ls-files -z --cached --others --exclude-standard | xargs -0 tar -c --no-recursion -f - 2>/dev/null \
    | tar -x -C "$tree/build/src-tree"
else
  tar -c --exclude=./target --exclude=./dist --exclude=./.git -f - . | tar -x -C "$tree/build/src-tree"
fi
mkdir -p "$tree/build/src-tree/.cargo"
cat > "$tree/build/src-tree/.cargo/config.toml" <<TOML
[target.$target]
linker = "x86_64-w64-mingw32-gcc-posix"
ar = "x86_64-w64-mingw32-ar"
TOML
# The crates this machine has already downloaded, shared with the tree's cargo.
host_registry=${CARGO_HOME:-$HOME/.cargo}/registry
if [ -d "$host_registry" ]; then
  mkdir -p "$tree/root/.cargo/registry"
  mountpoint -q "$tree/root/.cargo/registry" || mount --bind "$host_registry" "$tree/root/.cargo/registry"
fi

# The icon and the version information, compiled into an object both exes link.
commas=$(echo "$version" | tr . ,)
sed -e "s/@VERSION@/$version/g" -e "s/@VERSION_COMMAS@/$commas/g" packaging/windows/colony.rc.in \
  > "$tree/build/src-tree/packaging/windows/colony.rc"
cp assets/icon/colony-classroom.ico "$tree/build/src-tree/packaging/windows/"
inside sh -c "cd /build/src-tree/packaging/windows && x86_64-w64-mingw32-windres colony.rc -O coff -o /build/colony-res.o"

start=$(date +%s)
inside sh -c "cd /build/src-tree && RUSTC_BOOTSTRAP=1 CARGO_TARGET_DIR=/build/target \
  RUSTFLAGS='-C link-arg=/build/colony-res.o' \
  cargo build --quiet --release --locked --target $target -Zbuild-std=std,panic_abort --bin colony-classroom --bin colony-console"
echo "windows build: $(( $(date +%s) - start )) s"

stage=$(mktemp -d)
mkdir -p "$stage/$name"
inside x86_64-w64-mingw32-strip -o "/build/colony-classroom.exe" /build/target/$target/release/colony-classroom.exe
inside x86_64-w64-mingw32-strip -o "/build/colony.exe" /build/target/$target/release/colony-console.exe
cp "$tree/build/colony-classroom.exe" "$stage/$name/Colony Classroom.exe"
cp "$tree/build/colony.exe" "$stage/$name/colony.exe"
for f in packaging/windows/read-me-first-*.txt; do
  # Windows' Notepad reads UTF-8, but older ones want CRLF line ends.
  sed 's/$/\r/' "$f" > "$stage/$name/$(basename "$f")"
done
cp assets/icon/colony-classroom.ico "$stage/$name/"
mkdir -p dist
rm -f "dist/$name.zip"
(cd "$stage" && zip -q -r -X "$root/dist/$name.zip" "$name")

# The installer: NSIS, per user, with a Start-menu entry and an uninstaller.
cp packaging/windows/installer.nsi "$stage/"
cp assets/icon/colony-classroom.ico "$stage/"
# makensis runs inside the tree, on a copy of the staged files.
mkdir -p "$tree/build/stage"
rm -rf "$tree/build/stage"/*
cp -r "$stage"/. "$tree/build/stage/"
inside sh -c "cd /build/stage && makensis -V2 -DVERSION=$version -DSOURCE='$name' -DOUTFILE=/build/stage/$name-setup.exe installer.nsi"
cp "$tree/build/stage/$name-setup.exe" dist/
rm -rf "$stage"
ls -l dist/"$name".zip dist/"$name"-setup.exe
