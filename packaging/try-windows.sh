#!/usr/bin/env bash
# Tries the Windows zip as a teacher's laptop would run it: under Wine 10 and Xvfb in the sid
# tree, against the Linux build of the same source (as root, after packaging/build-windows.sh).
# - colony.exe replay of the example game and of a 12-team game on the map: byte for byte the
#   Linux output;
# - colony.exe handouts: every PDF byte for byte the Linux one;
# - the app opens a class, the phase opening and the first situation are answered by keys
#   (xdotool), the class file holds the entry, and the screenshot is not blank; a new class is
#   set up by keys alone and its landing saved, and it starts with the class seeing the
#   teacher's screen (F5 is the class view in the same window, no projector window opens);
# - colony.exe open CLASS --devices 127.0.0.1:PORT serves the team page, and headless Chromium
#   (on this side) joins with a team's link;
# - the exe's icon and version resources; the installer and its uninstaller, silently.
# Usage: packaging/try-windows.sh [SID_TREE]
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
tree=${1:-/srv/colony-sid}
version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)
name=colony-classroom-$version-windows-x86_64
try=$tree/build/try
fail() { echo "windows trial FAILED: $*" >&2; exit 1; }
inside() { chroot "$tree" env LANG=C.UTF-8 HOME=/root WINEPREFIX=/build/wine WINEDEBUG=-all "$@"; }
# Whatever happens, Wine and the virtual screen stop with the trial.
cleanup() {
  inside /usr/lib/x86_64-linux-gnu/wine/wineserver -k 2>/dev/null || true
  pkill -f 'C:\\windows\\system32' 2>/dev/null || true
  pkill -f 'Xvfb :71' 2>/dev/null || true
}
trap cleanup EXIT
# The app's window on the virtual screen, once it is there (its id); LOG says why if it never is.
window() {
  local id= _
  for _ in $(seq 1 120); do
    id=$(inside sh -c "DISPLAY=:71 xdotool search --onlyvisible --name 'Colony' 2>/dev/null | head -1" || true)
    [ -n "$id" ] && { echo "$id"; return 0; }
    sleep 0.5
  done
  fail "no window ($1: $(tail -3 "$try/$1"))"
}
# Waits up to 20 s for a class file among FILES (a glob) to hold an entry; prints the most found.
saved_entries() {
  local n=0 _
  for _ in $(seq 1 40); do
    n=$(python3 - "$1" <<'PY'
import glob, json, sys
print(max([len(json.load(open(f))["entries"]) for f in glob.glob(sys.argv[1])] or [0]))
PY
)
    [ "$n" -ge 1 ] && break
    sleep 0.5
  done
  echo "$n"
}
. packaging/common.sh
debian_tree "$tree" sid dev

rm -rf "$try"
mkdir -p "$try"
(cd "$try" && unzip -q "$root/dist/$name.zip")
exe=/build/try/$name
# The Linux build to compare with (the debug build the tests made: the same numbers and bytes),
# with the tests' hooks: `colony drill` writes the 12-team record below.
cargo build --quiet --locked --features testing --bin colony
linux=$root/target/debug/colony

# The records: the example game, a 12-team game on the map, and a class at its start.
cp rules/tests/data/example-game.json "$try/example.json"
"$linux" drill --dir "$try/drill" --seed 7 --teams 12 --map >/dev/null
cp "$try/drill/classes/drill.json" "$try/twelve.json"
python3 - "$try" <<'PY'
import json, sys
r = json.load(open(sys.argv[1] + "/example.json"))
r["entries"] = []
for name in ("fresh.json", "devices.json"):
    json.dump(r, open(sys.argv[1] + "/" + name, "w"))
PY
"$linux" replay "$try/example.json" > "$try/linux-example.txt"
"$linux" replay "$try/twelve.json" > "$try/linux-twelve.txt"
"$linux" handouts --out "$try/linux-handouts" >/dev/null

start=$(date +%s)
inside wineboot -i >/dev/null 2>&1 || true
echo "wine prefix made in $(( $(date +%s) - start )) s"
inside sh -c "cd /build/try && wine $exe/colony.exe --version" | tr -d '\r' | grep -q "$version" || fail "colony.exe --version"
inside sh -c "cd /build/try && wine $exe/colony.exe replay example.json > win-example.txt"
inside sh -c "cd /build/try && wine $exe/colony.exe replay twelve.json > win-twelve.txt"
cmp "$try/linux-example.txt" "$try/win-example.txt" || fail "the example game replays differently"
cmp "$try/linux-twelve.txt" "$try/win-twelve.txt" || fail "the 12-team game on the map replays differently"
echo "replay: the example game and a 12-team game on the map, byte for byte as on Linux"
inside sh -c "cd /build/try && wine $exe/colony.exe handouts --out win-handouts >/dev/null"
n=0
for f in "$try"/linux-handouts/*/*.pdf; do
  rel=${f#"$try/linux-handouts/"}
  cmp -s "$f" "$try/win-handouts/$rel" || fail "handout $rel differs"
  n=$((n + 1))
done
[ "$n" -gt 20 ] || fail "only $n handouts"
echo "handouts: all $n PDFs byte for byte as on Linux"

# The app itself, in a virtual screen of a teacher's laptop.
inside sh -c "Xvfb :71 -screen 0 1366x768x24 -nolisten tcp >/dev/null 2>&1 &"
sleep 2
start=$(date +%s%N)
inside sh -c "cd /build/try && DISPLAY=:71 wine '$exe/Colony Classroom.exe' open fresh.json >/build/try/gui.log 2>&1 &"
id=$(window gui.log)
echo "the window opened in $(( ($(date +%s%N) - start) / 1000000 )) ms after the start (Wine, this prefix warm)"
sleep 3
inside sh -c "DISPLAY=:71 xdotool windowfocus --sync $id; DISPLAY=:71 xdotool key --delay 200 Return"
sleep 2
teams=$(python3 -c "import json;print(len(json.load(open('$try/fresh.json'))['teams']))")
keys=$(printf '1 %.0s' $(seq 1 "$teams"))
inside sh -c "DISPLAY=:71 xdotool key --delay 200 $keys Return"
entries=$(saved_entries "$try/fresh.json")
inside sh -c "DISPLAY=:71 import -window root /build/try/wine-first-step.png"
[ "$entries" -ge 1 ] || fail "the first situation was not saved (entries: $entries)"
colours=$(inside convert /build/try/wine-first-step.png -format %k info:)
[ "$colours" -gt 50 ] || fail "the screenshot is blank ($colours colours)"
echo "the app under Wine: a class opened, its first situation answered by keys and saved; screenshot of $colours colours"
inside /usr/lib/x86_64-linux-gnu/wine/wineserver -k 2>/dev/null || true
sleep 1

# A new class set up on the start screen by keys alone, in a data folder of its own: Ctrl+N
# (the set-up), Enter (start the game with the default teams), Enter (the phase opening),
# Enter (the landing resolved).
rm -rf "$try/newdata"
inside sh -c "cd /build/try && DISPLAY=:71 COLONY_DATA_DIR='Z:\\build\\try\\newdata' wine '$exe/Colony Classroom.exe' >/build/try/gui-new.log 2>&1 &"
id=$(window gui-new.log)
sleep 3
inside sh -c "DISPLAY=:71 xdotool windowfocus --sync $id; DISPLAY=:71 xdotool key ctrl+n"
sleep 2
inside sh -c "DISPLAY=:71 import -window root /build/try/wine-new-class-setup.png"
inside sh -c "DISPLAY=:71 xdotool key Return"
sleep 3
inside sh -c "DISPLAY=:71 xdotool key --delay 1500 Return Return"
entries=$(saved_entries "$try/newdata/classes/*.json")
inside sh -c "DISPLAY=:71 import -window root /build/try/wine-new-class.png"
[ "$entries" -ge 1 ] || fail "the new class was not set up and its landing saved (entries: $entries)"
echo "the app under Wine: a new class set up by keys (Ctrl+N, Enter), its landing resolved and saved"
# A new class starts where the class may see the teacher's screen (the app cannot tell a
# mirrored projector): F5 turns the teacher's own window into the class view, and no
# projector window opens.
inside sh -c "DISPLAY=:71 xdotool key Return; sleep 1; DISPLAY=:71 xdotool key F5"
sleep 3
inside sh -c "DISPLAY=:71 import -window root /build/try/wine-new-class-class-view.png"
second=$(inside sh -c "DISPLAY=:71 xdotool search --onlyvisible --name 'projector screen' 2>/dev/null | head -1" || true)
[ -z "$second" ] || fail "F5 opened a projector window in a new class: the class may see the teacher's screen"
colours=$(inside convert /build/try/wine-new-class-class-view.png -format %k info:)
[ "$colours" -gt 50 ] || fail "the class view is blank ($colours colours)"
echo "the app under Wine: a new class starts with the class seeing the teacher's screen (F5: the class view, no second window)"
inside /usr/lib/x86_64-linux-gnu/wine/wineserver -k 2>/dev/null || true
sleep 1

# Team devices: the Windows app serves the page; Chromium on this side joins.
port=$((20000 + RANDOM % 20000))
inside sh -c "cd /build/try && DISPLAY=:71 wine $exe/colony.exe open devices.json --devices 127.0.0.1:$port >/build/try/devices.out 2>/build/try/devices.err &"
link=
for _ in $(seq 1 120); do
  link=$(tr -d '\r' < "$try/devices.out" | sed -n 's/^team 1: //p' | head -1)
  [ -n "$link" ] && break
  sleep 0.5
done
[ -n "$link" ] || fail "no team link printed ($(tail -2 "$try/devices.err"))"
case "$link" in http://127.0.0.1:$port/*) ;; *) fail "the link is not on 127.0.0.1:$port: $link" ;; esac
team=$(python3 -c "import json;print(json.load(open('$try/devices.json'))['teams'][0]['name'])")
# Chromium through its driver (as tests/browser.rs does): the page joins with the link's code,
# and its text then shows the team's name and the phase.
dport=$((40000 + RANDOM % 20000))
chromedriver --port=$dport >/dev/null 2>&1 &
driver=$!
sleep 1
wd() { curl -s -m 20 -X "$1" -H 'Content-Type: application/json' ${3:+-d "$3"} "http://127.0.0.1:$dport$2"; }
session=$(wd POST /session '{"capabilities":{"alwaysMatch":{"goog:chromeOptions":{"args":["--headless=new","--no-sandbox","--disable-gpu"]}}}}' \
  | python3 -c 'import json,sys; print(json.load(sys.stdin)["value"]["sessionId"])')
wd POST "/session/$session/url" "{\"url\":\"$link\"}" >/dev/null
text=
for _ in $(seq 1 20); do
  text=$(wd POST "/session/$session/execute/sync" '{"script":"return document.body.innerText","args":[]}')
  case "$text" in *"$team"*) break ;; esac
  sleep 0.5
done
wd DELETE "/session/$session" >/dev/null || true
kill "$driver" 2>/dev/null || true
cleanup
case "$text" in *"$team"*) ;; *) fail "the team page did not show the team ($team) after joining: $text" ;; esac
echo "team devices: the Windows app served the team page on 127.0.0.1:$port; Chromium joined as $team"
# The exe carries its version information (Explorer's Properties, Details) and its icon.
python3 - "$try/$name/Colony Classroom.exe" "$version" <<'PY' || fail "no version information or icon in the exe"
import sys
exe = open(sys.argv[1], "rb").read()
for text in ("Colony Classroom: the Colony game with a class", "ProductVersion", sys.argv[2]):
    assert text.encode("utf-16-le") in exe, text
PY
inside wrestool -l "/build/try/$name/Colony Classroom.exe" | grep -q 'type=14' || fail "no icon in the exe's resources"
echo "the exe: version $version and its icon in the resources"

# The installer, silently, for this user only: the files, the Start-menu entry and the
# uninstaller's entry; then the uninstaller, which leaves nothing of the app behind.
cp "$root/dist/$name-setup.exe" "$try/"
inside sh -c "cd /build/try && wine $name-setup.exe /S" >/dev/null 2>&1 || fail "the installer"
local_app=$tree/build/wine/drive_c/users/root/AppData/Local/Programs/Colony\ Classroom
installed=$(ls "$local_app" 2>/dev/null | tr '\n' ' ')
for f in "Colony Classroom.exe" colony.exe Uninstall.exe read-me-first-en.txt; do
  [ -s "$local_app/$f" ] || fail "$f not installed (installed: $installed)"
done
lnk=$(find "$tree/build/wine/drive_c/users/root/AppData/Roaming/Microsoft/Windows/Start Menu" -name 'Colony Classroom.lnk' | head -1)
[ -n "$lnk" ] || fail "no Start-menu entry"
inside sh -c "wine reg query 'HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\ColonyClassroom' /v DisplayVersion" \
  | tr -d '\r' | grep -q "$version" || fail "no entry under Apps (the uninstall key)"
size=$(du -sk "$local_app" | cut -f1)
inside sh -c "wine 'C:\\users\\root\\AppData\\Local\\Programs\\Colony Classroom\\Uninstall.exe' /S" >/dev/null 2>&1 || true
# NSIS's uninstaller runs on from a copy of itself in the temporary folder: wait until it is done.
for _ in $(seq 1 60); do
  [ -e "$local_app/Colony Classroom.exe" ] || [ -e "$lnk" ] || [ -e "$local_app" ] || break
  sleep 0.5
done
[ ! -e "$local_app/Colony Classroom.exe" ] || fail "the uninstaller left the app"
[ ! -e "$lnk" ] || fail "the uninstaller left the Start-menu entry"
echo "installer: per user, $size KB installed, a Start-menu entry and an entry under Apps; the uninstaller removed them"
echo "windows trial: passed"
