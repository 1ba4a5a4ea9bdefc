#!/usr/bin/env bash
# Migrates three public C++ AMP samples unedited and runs them on a GPU
# (docs/gpu-results.md, "Public C++ AMP samples"). The samples are not in
# the repository: fetch them into a folder of your own, laid out as
#   <samples>/Chapter4/main.cpp, Timer.h        (the C++ AMP book's
#                                                Samples/Chapter4)
#   <samples>/Mandelbrot/MandelBrot.cpp, .h     (Microsoft's sample)
#   <samples>/MatrixMult/Matrixmult.cpp         (Microsoft's sample)
#
#   test/gpu/public-samples.sh translate <samples> <outdir>   # here
#   test/gpu/public-samples.sh build-and-run <outdir>         # GPU machine
#
# translate: each sample from its own folder, as a user would
# (amp2hip --in-root . --out-root <outdir>/<sample> <file>.cpp), and the
# runtime copied beside them. build-and-run: nvcc (--fmad=false, Visual
# C++'s /fp:precise), then each program runs and its own verification
# lines are checked. Exit 0 only when all three pass.
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
SAMPLES="Chapter4:main Mandelbrot:MandelBrot MatrixMult:Matrixmult"

translate() {
  local src=$1 out=$2
  local amp2hip=${AMP2HIP:-$ROOT/build/tools/amp2hip/amp2hip}
  mkdir -p "$out" && out=$(cd "$out" && pwd)
  rm -rf "$out/runtime" && cp -r "$ROOT/runtime" "$out/runtime"
  local rc=0
  for s in $SAMPLES; do
    local dir=${s%%:*} file=${s##*:}
    rm -rf "${out:?}/$dir"
    (cd "$src/$dir" && "$amp2hip" --in-root . --out-root "$out/$dir" "$file.cpp") || rc=1
  done
  return $rc
}

build_and_run() {
  cd "$1" || return 1
  local nvcc arch
  nvcc=$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)
  arch=sm_$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader | head -1 | tr -d ' .')
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  mkdir -p obj bin
  for s in runtime/src/*.cpp; do
    [[ $(basename "$s") == backend_hip.cpp ]] && continue
    "$nvcc" -std=c++17 -O2 -DAMP2HIP_BACKEND_CUDA=1 -I runtime/include -c "$s" -o "obj/$(basename "$s").o" &
  done
  wait
  ar rcs obj/libamp2hip_cuda.a obj/*.o
  for s in $SAMPLES; do
    local dir=${s%%:*} file=${s##*:}
    ("$nvcc" -x cu -std=c++17 --extended-lambda --expt-relaxed-constexpr --fmad=false -arch="$arch" -O3 \
       -I runtime/include -I "$dir" -c "$dir/$file.cpp" -o "obj/$dir.o" &&
     "$nvcc" -arch="$arch" "obj/$dir.o" -Lobj -lamp2hip_cuda -o "bin/$dir") > "build.$dir.txt" 2>&1 &
  done
  wait
  local rc=0
  # What each sample prints when its check passes (and must not print).
  check() { # name pass-count pattern fail-pattern
    timeout 300 "bin/$1" > "out.$1.txt" 2>&1
    local status=$? passed
    passed=$(grep -c -- "$3" "out.$1.txt")
    if [[ $status == 0 && $passed == "$2" ]] && ! grep -q -- "$4" "out.$1.txt"; then
      echo "| $1 | exit $status | passed |"
    else
      echo "| $1 | exit $status | FAILED |"; cat "build.$1.txt" "out.$1.txt" | tail -20; rc=1
    fi
  }
  check Chapter4 4 "PASSED" "FAILED"
  check Mandelbrot 1 "Using device" "VERIFICATION FAILURE"
  check MatrixMult 2 "Data matches" "Data mismatch"
  return $rc
}

case ${1:-} in
  translate) translate "$2" "$3" ;;
  build-and-run) build_and_run "$2" ;;
  *) echo "usage: $0 translate <samples> <outdir> | build-and-run <outdir>" >&2; exit 2 ;;
esac
