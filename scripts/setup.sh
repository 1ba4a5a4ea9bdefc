#!/usr/bin/env bash
# scripts/setup.sh - install what is missing, build amp2hip, translate and
# compile a bundled C++ AMP example. The first command of the README.
#
#   scripts/setup.sh
#
# 1. Debian packages: each one of $PACKAGES that `dpkg -s` does not report as
#    installed is installed with apt-get (as root, or through sudo). Nothing is
#    fetched when everything is there.
# 2. CMake + Ninja: configure and build into build/ (incremental: a second run
#    only rebuilds what changed).
# 3. Translate examples/tile_average.cpp with build/tools/amp2hip/amp2hip into
#    build/examples/tile_average.hip.cpp, then compile it with hipcc (AMD,
#    gfx90a) and, when nvcc is installed, with nvcc (NVIDIA).
#
# Environment (optional):
#   BUILD_DIR           build directory (default: build)
#   CMAKE_BUILD_TYPE    build type of a new build directory (default: Release)
#   AMP2HIP_SKIP_APT=1  do not check or install Debian packages
#   AMP2HIP_WARNINGS_AS_ERRORS=ON  a compiler warning in amp2hip's own code fails the build (CI)
#   NVCC                nvcc to use (default: nvcc on PATH, else
#                       /usr/local/cuda/bin/nvcc)
#
# Exit status: 0 when every step succeeded; otherwise the failing step is named
# and the script stops there.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

BUILD_DIR="${BUILD_DIR:-build}"
PACKAGES=(cmake ninja-build g++ libclang-19-dev libclang-cpp19-dev llvm-19-dev
  clang-19 llvm-19-tools libzstd-dev hipcc libamdhip64-dev rocm-device-libs
  libamd-comgr-dev libhsa-runtime-dev libgtest-dev googletest python3 python3-jsonschema
  libtbb-dev libboost-context-dev libtinyxml2-dev libomp-19-dev universal-ctags)
EXAMPLE=tile_average
HIP_ARCH=gfx90a

STEP="starting"
step() {
  STEP="$*"
  printf '\n==> %s\n' "$*"
}
on_exit() {
  local rc=$?
  if ((rc != 0)); then
    printf '\nsetup.sh: FAILED (exit code %s) at step: %s\n' "$rc" "$STEP" >&2
  fi
}
trap on_exit EXIT
die() {
  printf 'setup.sh: error: %s\n' "$*" >&2
  exit 1
}

# ------------------------------------------------------------------ packages
is_installed() {
  dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'
}

install_packages() {
  if [[ "${AMP2HIP_SKIP_APT:-0}" == 1 ]]; then
    step "Debian packages: skipped (AMP2HIP_SKIP_APT=1)"
    return
  fi
  step "Checking Debian packages"
  if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "dpkg-query not found: not a Debian system; assuming the tools are installed"
    return
  fi
  local missing=() p
  for p in "${PACKAGES[@]}"; do
    is_installed "$p" || missing+=("$p")
  done
  if ((${#missing[@]} == 0)); then
    echo "all ${#PACKAGES[@]} packages are installed"
    return
  fi
  echo "missing: ${missing[*]}"
  local sudo=()
  if ((EUID != 0)); then
    command -v sudo >/dev/null 2>&1 ||
      die "not root and no sudo: install as root: apt-get install ${missing[*]}"
    sudo=(sudo)
  fi
  step "Installing ${#missing[@]} package(s) with apt-get"
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}"
  for p in "${missing[@]}"; do
    is_installed "$p" || die "package $p is still not installed after apt-get install"
  done
}

# --------------------------------------------------------------------- build
build_project() {
  local args=(-S "$ROOT" -B "$BUILD_DIR")
  if [[ ! -f "$BUILD_DIR/CMakeCache.txt" ]]; then
    step "Configuring a new build in $BUILD_DIR/ (CMake + Ninja, ${CMAKE_BUILD_TYPE:-Release})"
    args+=(-G Ninja -DCMAKE_BUILD_TYPE="${CMAKE_BUILD_TYPE:-Release}")
  else
    step "Configuring $BUILD_DIR/ (existing build, incremental)"
  fi
  # CI makes a compiler warning in the project's own code an error.
  if [[ -n "${AMP2HIP_WARNINGS_AS_ERRORS:-}" ]]; then
    args+=(-DAMP2HIP_WARNINGS_AS_ERRORS="$AMP2HIP_WARNINGS_AS_ERRORS")
  fi
  cmake "${args[@]}"
  step "Building amp2hip, the runtime and the tests"
  cmake --build "$BUILD_DIR" --parallel "$(nproc 2>/dev/null || echo 2)"
}

# ------------------------------------------------------------------- example
# shellcheck source=find_nvcc.sh
source "$ROOT/scripts/find_nvcc.sh"

build_example() {
  local amp2hip="$BUILD_DIR/tools/amp2hip/amp2hip"
  local src="examples/$EXAMPLE.cpp"
  local out_dir="$BUILD_DIR/examples"
  local hip_src="$out_dir/$EXAMPLE.hip.cpp"
  [[ -x "$amp2hip" ]] || die "the translator was not built: $amp2hip is missing"
  mkdir -p "$out_dir"

  step "Translating $src -> $hip_src"
  rm -f "$hip_src"
  (set -x; "$amp2hip" "$src" -o "$hip_src" --print-stats -- -std=c++17)

  # The runtime library is passed as -L<dir> -l<name>: hipcc puts "-x hip"
  # before the .cpp source (and nvcc's -x cu applies to every later input),
  # so an archive named after the source would be compiled as C++.
  step "Compiling $hip_src with hipcc for $HIP_ARCH"
  [[ -f "$BUILD_DIR/runtime/libamp2hip_hip.a" ]] ||
    die "$BUILD_DIR/runtime/libamp2hip_hip.a was not built (HIP headers not found by CMake?)"
  (set -x; hipcc --offload-arch="$HIP_ARCH" -ffp-contract=off -std=c++17 -I runtime/include "$hip_src" \
    -L "$BUILD_DIR/runtime" -lamp2hip_hip -o "$out_dir/$EXAMPLE")
  echo "built $out_dir/$EXAMPLE (AMD)"

  local nvcc
  if nvcc="$(find_nvcc)"; then
    step "Compiling $hip_src with nvcc ($nvcc)"
    [[ -f "$BUILD_DIR/runtime/libamp2hip_cuda.a" ]] ||
      die "nvcc is installed but $BUILD_DIR/runtime/libamp2hip_cuda.a was not built (CMake did not find the CUDA toolkit)"
    (set -x; "$nvcc" -x cu -std=c++17 --extended-lambda --expt-relaxed-constexpr --fmad=false -I runtime/include "$hip_src" \
      -L "$BUILD_DIR/runtime" -lamp2hip_cuda -o "$out_dir/${EXAMPLE}_cuda")
    echo "built $out_dir/${EXAMPLE}_cuda (NVIDIA)"
  else
    step "nvcc not found (PATH, /usr/local/cuda/bin): skipping the NVIDIA build"
  fi
}

install_packages
build_project
build_example

STEP="done"
printf '\nsetup.sh: done. The translator is %s/tools/amp2hip/amp2hip.\n' "$BUILD_DIR"
printf 'On a machine with a GPU, run %s/examples/%s; it prints:\n' "$BUILD_DIR" "$EXAMPLE"
sed 's/^/  /' "examples/$EXAMPLE.expected"
printf 'Next: scripts/test.sh runs the test suite.\n'
