#!/usr/bin/env bash
# Makes the fallback fonts in this folder from their upstream files (see README.md).
# Needs fonttools (pip install fonttools==4.68.0) and Python 3. Usage: subset.sh SRC_DIR
# where SRC_DIR holds the upstream files named as in README.md.
set -euo pipefail
src=${1:?give the folder with the upstream font files}
out=$(cd "$(dirname "$0")" && pwd)
export SOURCE_DATE_EPOCH=1700000000
# Hinting is dropped (print needs none); every layout feature is kept (Arabic joining,
# marks, emoji sequences).
for f in NotoSansArabic-Regular NotoSansHebrew-Regular; do
  pyftsubset "$src/$f.ttf" --unicodes='*' --no-hinting --layout-features='*' --output-file="$out/$f.ttf"
done
pyftsubset "$src/NotoEmoji_400Regular.ttf" --unicodes='*' --no-hinting --layout-features='*' \
  --output-file="$out/NotoEmoji-Regular.ttf"
# Chinese and Japanese: the 3,755 hanzi of GB 2312 level 1 and the 2,965 kanji of
# JIS X 0208 level 1 (5,009 characters together), kana, CJK punctuation and full-width forms.
python3 - "$out/cjk.txt" <<'PY'
import sys
def rows(enc, r0, r1):
    out = set()
    for a in range(r0, r1 + 1):
        for b in range(0xA1, 0xFF):
            try:
                out.update(bytes([a, b]).decode(enc))
            except UnicodeDecodeError:
                pass
    return out
chars = rows('gb2312', 0xB0, 0xD7) | rows('euc_jp', 0xB0, 0xCF)
for lo, hi in [(0x3000, 0x30FF), (0x31F0, 0x31FF), (0xFF00, 0xFFEF)]:
    chars |= {chr(c) for c in range(lo, hi + 1)}
open(sys.argv[1], 'w', encoding='utf-8').write(''.join(sorted(chars)))
PY
pyftsubset "$src/DroidSansFallback.ttf" --text-file="$out/cjk.txt" --no-hinting --layout-features='' \
  --drop-tables+=vhea,vmtx,GDEF,GPOS,GSUB,gasp --output-file="$out/DroidSansFallback-CJK.ttf"
rm "$out/cjk.txt"
