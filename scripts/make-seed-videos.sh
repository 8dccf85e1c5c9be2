#!/usr/bin/env bash
# Makes the seed's two short videos (server/assets/course/*.mp4): title cards with captions in our
# own words, 40 s each (the course seed and its tests count on that length), small enough to commit.
# Needs ffmpeg and fonts-noto-cjk (scripts/install-system-deps.sh). Run again after changing a card.
set -euo pipefail
cd "$(dirname "$0")/.."
FONT=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
BOLD=/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc

# card "title" "caption" start end -> a drawtext pair shown from start to end (seconds)
card() {
  local t=$1 c=$2 s=$3 e=$4
  printf "drawtext=fontfile=%s:text='%s':fontcolor=white:fontsize=30:x=(w-text_w)/2:y=h/2-50:enable='between(t,%s,%s)'," "$BOLD" "$t" "$s" "$e"
  printf "drawtext=fontfile=%s:text='%s':fontcolor=0xDDE6FF:fontsize=18:x=(w-text_w)/2:y=h/2+10:enable='between(t,%s,%s)'," "$FONT" "$c" "$s" "$e"
}

make() {
  local out=$1 color=$2; shift 2
  local filters="" i=0
  while [ $# -gt 0 ]; do
    filters+=$(card "$1" "$2" $((i * 8)) $((i * 8 + 8)))
    shift 2
    i=$((i + 1))
  done
  filters+="drawtext=fontfile=$FONT:text='码途 CodeTrek':fontcolor=0xFFFFFF80:fontsize=14:x=16:y=h-30"
  ffmpeg -loglevel error -y -f lavfi -i "color=c=$color:s=640x360:r=10:d=40" -vf "$filters" \
    -c:v libx264 -preset veryslow -crf 30 -pix_fmt yuv420p -movflags +faststart -an "$out"
}

make server/assets/course/home-intro.mp4 0x1E4FD8 \
  '码途 CodeTrek' '程序员的进阶之路' \
  '算法题库' '在线判题，支持 ACM 与核心代码两种模式' \
  '课程与训练营' '视频与图文课时，按关卡闯关，老师点评' \
  '考试与题单' '限时测评看排名，按专题刷题记进度' \
  '学习星球' '答疑、讨论与学习笔记，现在就开始吧'

make server/assets/course/sample-lesson.mp4 0x0F766E \
  '第 1 课  哈希表与两数之和' '本课 40 秒，看懂一个经典套路' \
  '问题' '在数组里找两个数，使它们的和等于 target' \
  '暴力做法' '两重循环枚举每一对，时间 O(n²)' \
  '哈希表' '边遍历边记录 值 → 下标，查找 target − x 是否出现过' \
  '小结' '一次遍历：时间 O(n)，空间 O(n)。下一课见'
ls -l server/assets/course/*.mp4
