#!/bin/sh
# Compile checks of the runtime headers, run by ctest (test/unit).
#   check.sh hip   <include dir> <lib dir> <source> <work dir>
#   check.sh cuda  <include dir> <lib dir> <source> <work dir>
#   check.sh cpu   <include dir> <lib dir> <source> <work dir>
# hip/cuda build the program and run it: exit 0 (it passed on a GPU) and 2
# (it reported "no GPU" through runtime_exception) both pass. cpu builds it
# with the host compiler against libamp2hip_cpu.a: it must pass (exit 0).
set -e
kind=$1
inc=$2
case "$kind" in
hip)
  exe="$5/$(basename "$4" .cpp).hip.exe"
  hipcc --offload-arch=gfx90a -I "$inc" "$4" -L "$3" -lamp2hip_hip -o "$exe"
  ;;
cuda)
  nvcc=$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)
  exe="$5/$(basename "$4" .cpp).cuda.exe"
  "$nvcc" -x cu -std=c++17 -arch=sm_90 -I "$inc" "$4" -L "$3" \
    -lamp2hip_cuda -o "$exe"
  ;;
cpu)
  exe="$5/$(basename "$4" .cpp).cpu.exe"
  "${CXX:-c++}" -std=c++17 -O1 -I "$inc" "$4" -L "$3" -lamp2hip_cpu -ltbb \
    -lboost_context -pthread -o "$exe"
  "$exe"
  exit
  ;;
*)
  echo "usage: check.sh hip|cuda|cpu ..." >&2
  exit 64
  ;;
esac
set +e
"$exe"
rc=$?
[ $rc -eq 0 ] || [ $rc -eq 2 ]
