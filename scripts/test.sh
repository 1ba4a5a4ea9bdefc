#!/usr/bin/env bash
# scripts/test.sh - run the whole test suite. The second command of the README,
# and what CI runs (.ci/run).
#
#   scripts/test.sh [ctest arguments...]     e.g. scripts/test.sh -R compile
#
# First brings build/ up to date through scripts/setup.sh (installs missing
# Debian packages, configures if needed, builds incrementally, translates and
# compiles the tile_average example), then runs every CTest test:
#   runtime.*    GoogleTest unit tests of the runtime's host-side logic
#   lit          golden translation tests (lit + FileCheck)
#   compile.*    every example translated, then compiled with hipcc (gfx90a)
#                and nvcc (skipped, and reported as skipped, without nvcc)
# No GPU is needed; test/gpu/run.sh runs the examples on a GPU.
#
# Environment: as scripts/setup.sh (BUILD_DIR, CMAKE_BUILD_TYPE, AMP2HIP_SKIP_APT,
# NVCC); CTEST_PARALLEL_LEVEL (default: the number of cores).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
BUILD_DIR="${BUILD_DIR:-build}"
export BUILD_DIR

start=$SECONDS
"$ROOT/scripts/setup.sh"
setup_s=$((SECONDS - start))

printf '\n==> Running the tests: ctest --test-dir %s --output-on-failure\n' "$BUILD_DIR"
rc=0
ctest --test-dir "$BUILD_DIR" --output-on-failure \
  --parallel "${CTEST_PARALLEL_LEVEL:-$(nproc 2>/dev/null || echo 2)}" "$@" || rc=$?

printf '\ntest.sh: setup and build %ss, tests %ss; ' "$setup_s" "$((SECONDS - start - setup_s))"
if ((rc == 0)); then
  echo "all tests passed"
else
  echo "TESTS FAILED (ctest exit code $rc)"
fi
exit "$rc"
