#!/bin/sh
# Times amp2hip over a tree of 40 sources (examples/*.cpp, 8 copies each)
# with -j 1 and -j N, checks that both give the same tree and the same
# diagnostics, and prints the wall times and the speed-up.
#
#   bench/translate_jobs.sh [amp2hip] [N]    (default: build/tools/amp2hip/amp2hip, nproc)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
tool=$(realpath "${1:-$root/build/tools/amp2hip/amp2hip}")
jobs=${2:-$(nproc)}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/tree/src"
for copy in 1 2 3 4 5 6 7 8; do
  for source in "$root"/examples/*.cpp; do
    cp "$source" "$work/tree/src/$copy-$(basename "$source")"
  done
done
count=$(ls "$work/tree/src" | wc -l)

cd "$work"
run() { # jobs out-root: prints wall and CPU (user + system) seconds
  /usr/bin/time -o "$2.time" -f "%e %U %S" \
    "$tool" -j "$1" --in-root=tree --out-root="$2" tree/src/*.cpp 2> "$2.err"
  awk '{print $1, $2 + $3}' "$2.time"
}
echo "sources: $count  cores: $(nproc)  load before: $(cut -d' ' -f1-3 /proc/loadavg)"
# -j N first: a machine getting busier during the run favours -j 1.
many=$(run "$jobs" jn)
one=$(run 1 j1)
diff -r j1 jn > /dev/null && cmp -s j1.err jn.err || { echo "outputs differ" >&2; exit 1; }
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "-j 1: wall ${one% *} s, CPU ${one#* } s"
echo "-j $jobs: wall ${many% *} s, CPU ${many#* } s"
echo "speed-up (wall): $(echo "scale=2; ${one% *} / ${many% *}" | bc)"
