#!/usr/bin/env bash
# The four Visual Studio solutions of ../shared/real-code migrated whole
# (amp2hip --vcxproj), then built for NVIDIA and run on a GPU (issue 30):
# the C++ AMP book's Samples/BookSamples.sln and Extras/Extras.sln,
# amp-algorithms' amp_algorithms120.sln and ampblas' ampblas.sln. Extras is
# migrated twice: for Release|x64 (the default), and for Release|Win32
# (ExtrasWin32), the only platform of its ScanPerf project.
#
#   test/gpu/solutions.sh translate out/solutions       # here (amp2hip built)
#   test/gpu/solutions.sh build-and-run out/solutions   # the GPU machine
#   ONLY=ExtrasWin32 test/gpu/solutions.sh ...          # some solutions only
#
# translate: each solution from its own folder, as a user runs it
# (amp2hip --vcxproj=X.sln [--vs-configuration=C|P]
# --out-root=<outdir>/trees/<name> -j$JOBS), timed;
# the tree's nvcc lines for a machine without CMake (solution_nvcc.py), and
# GoogleTest's sources (Debian's googletest, /usr/src/googletest) for a
# machine without GoogleTest. What amp2hip left out, and why, is in
# <outdir>/logs/<name>.translate.txt.
#
# build-and-run (needs nvcc; CMake if there, else the nvcc lines): builds
# the runtime for CUDA from this checkout, each tree with
# -DAMP2HIP_BACKEND=CUDA, then runs the book's console programs, the book's
# Scan and ReverseString unit tests, amp-algorithms' GoogleTest suite and
# ampblas' cblas_test_v2, each that built, and prints one table: each
# program, and each GoogleTest test by name, with built / ran / passed.
# Logs and the table (results.md) go to <outdir>/results, and to
# $OUT/solutions-results when $OUT is set. Exit 0 only when everything that
# the migration wrote built and passed.
#
# Environment: AMP2HIP (the translator), REAL_CODE (default
# ../shared/real-code beside the checkout), JOBS (translation jobs, 2),
# NVCC, NVCC_ARCH (sm_NN, default the GPU's), RUN_TIMEOUT (seconds per
# program, 600), USE_CMAKE=0 (the nvcc lines even where CMake is), ONLY
# (names of SOLUTIONS, space-separated: translate, build and run those
# alone; the same for both steps).
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
# name:folder:solution[:configuration], folders under REAL_CODE; the
# configuration is amp2hip's default, Release|x64, unless given.
SOLUTIONS="BookSamples:cppamp-book/Samples:BookSamples.sln
Extras:cppamp-book/Extras:Extras.sln
ExtrasWin32:cppamp-book/Extras:Extras.sln:Release|Win32
amp-algorithms:amp-algorithms:amp_algorithms120.sln
ampblas:ampblas:ampblas.sln"

# Whether solution $1 is one to translate, build and run (ONLY).
selected() { [[ -z ${ONLY:-} || " $ONLY " == *" $1 "* ]]; }

translate() {
  local out=$1
  local amp2hip=${AMP2HIP:-$ROOT/build/tools/amp2hip/amp2hip}
  local real=${REAL_CODE:-$ROOT/../shared/real-code}
  mkdir -p "$out/logs" && out=$(cd "$out" && pwd)
  rm -rf "$out/trees" && mkdir -p "$out/trees"
  printf 'solution\texit\tseconds\n' > "$out/translate.tsv"
  local name folder sln config
  while IFS=: read -r name folder sln config; do
    selected "$name" || continue
    local log=$out/logs/$name.translate.txt
    (cd "$real/$folder" &&
      /usr/bin/time -f '%e' -o "$out/logs/$name.seconds" \
        "$amp2hip" --vcxproj="$sln" ${config:+--vs-configuration="$config"} \
        --out-root="$out/trees/$name" -j"${JOBS:-2}") \
      > "$log" 2>&1
    local rc=$?
    printf '%s\t%s\t%s\n' "$name" "$rc" "$(tail -1 "$out/logs/$name.seconds")" >> "$out/translate.tsv"
    grep 'is not migrated' "$log" | sed 's/.*warning: //'
    # The book's Chapter 7 writes past its view's end, which Direct3D
    # dropped: it is built with Direct3D's bounds, as the user guide says.
    local ch7=$out/trees/$name/Chapter7/CMakeLists.txt
    [[ $name == BookSamples && -f $ch7 ]] &&
      echo 'target_compile_definitions(Chapter7 PRIVATE AMP2HIP_DIRECT3D_BOUNDS)' >> "$ch7"
    # So do Extras' optimized inclusive scans, in its tests and ScanPerf
    # (ScanTiledOptimized.h writes tilewiseOutput[gidx2 + 1] up to two
    # elements past the view's end, and reads tileData[domainSize], one
    # past its tile_static array).
    local target
    for target in Scan:ScanTests ScanPerf:ScanPerf; do
      local lists=$out/trees/$name/${target%:*}/CMakeLists.txt
      [[ $name == Extras* && -f $lists ]] &&
        echo "target_compile_definitions(${target#*:} PRIVATE AMP2HIP_DIRECT3D_BOUNDS)" >> "$lists"
    done
    # So do ampblas' syrk and syr2k kernels where n is no multiple of their
    # tile (cblas_test_v2's n = 19): their guard `upper && j >= i || lower
    # && i >= j && i < n && j < n` checks the bounds for lower only, and
    # the writes past C's extent overran the heap on the CPU build.
    local ampcblas=$out/trees/$name/ampcblas/CMakeLists.txt
    [[ $name == ampblas && -f $ampcblas ]] &&
      echo 'target_compile_definitions(ampcblas PRIVATE AMP2HIP_DIRECT3D_BOUNDS)' >> "$ampcblas"
    # So do amp-algorithms' scans: step 3 of _details::scan writes
    # tile_sums_vw[gidx] for every thread of the padded domain, past the
    # view of one element per tile (ASan on the CPU build; the heap
    # corruption and wrong sums of the H200 runs).
    local algorithms=$out/trees/$name/vs120/CMakeLists.txt
    [[ $name == amp-algorithms && -f $algorithms ]] &&
      echo 'target_compile_definitions(amp_algorithms PRIVATE AMP2HIP_DIRECT3D_BOUNDS)' >> "$algorithms"
    [[ -f $out/trees/$name/CMakeLists.txt ]] &&
      python3 "$ROOT/test/gpu/solution_nvcc.py" "$out/trees/$name" > "$out/trees/$name/nvcc-build.sh"
  done <<< "$SOLUTIONS"
  rm -rf "$out/googletest"
  [[ -d /usr/src/googletest ]] && cp -r /usr/src/googletest "$out/googletest"
  carry_onetbb "$out/tbb"
  column -t "$out/translate.tsv"
}

# oneTBB for a GPU machine without it (the PPL programs link it): Debian's
# headers, libraries and CMake package, in Debian's layout, which its
# TBBTargets.cmake finds from its own place (four folders up).
carry_onetbb() { # dest
  local dest=$1 multiarch=lib/x86_64-linux-gnu
  rm -rf "$dest"
  [[ -f /usr/include/oneapi/tbb/version.h ]] || return 0
  mkdir -p "$dest/include" "$dest/$multiarch"
  cp -r /usr/include/oneapi /usr/include/tbb "$dest/include/"
  # Files, not links: the device tool's carry may not keep links.
  cp -L /usr/$multiarch/libtbb*.so* "$dest/$multiarch/"
  mkdir -p "$dest/$multiarch/cmake" && cp -r /usr/$multiarch/cmake/TBB "$dest/$multiarch/cmake/"
}

# --- build-and-run ----------------------------------------------------------

NVCC_FLAGS_COMMON=(-std=c++17 --extended-lambda --expt-relaxed-constexpr -O3)

# GoogleTest: the system's, else built from the carried sources.
gtest_flags() {
  if [[ -f /usr/include/gtest/gtest.h ]] && ls /usr/lib/*/libgtest_main.* /usr/lib/libgtest_main.* > /dev/null 2>&1; then
    GTEST_INC=() GTEST_LIBS=(-lgtest_main -lgtest)
  else
    local src=$OUTDIR/googletest/googletest
    mkdir -p "$WORK/gtest"
    if [[ ! -f $WORK/gtest/libgtest.a ]]; then
      g++ -std=c++17 -O2 -I "$src/include" -I "$src" -c "$src/src/gtest-all.cc" -o "$WORK/gtest/gtest-all.o" &&
        g++ -std=c++17 -O2 -I "$src/include" -I "$src" -c "$src/src/gtest_main.cc" -o "$WORK/gtest/gtest_main.o" &&
        ar rcs "$WORK/gtest/libgtest.a" "$WORK/gtest/gtest-all.o" &&
        ar rcs "$WORK/gtest/libgtest_main.a" "$WORK/gtest/gtest_main.o"
    fi
    GTEST_INC=(-I "$src/include") GTEST_LIBS=(-L"$WORK/gtest" -lgtest_main -lgtest)
  fi
}

# The runtime for CUDA, as runtime/CMakeLists.txt builds it.
build_runtime() {
  mkdir -p "$WORK/rt"
  local s pids=()
  for s in "$ROOT"/runtime/src/*.cpp; do
    case $(basename "$s") in backend_hip.cpp | backend_cpu.cpp | cpu_tiles.cpp) continue ;; esac
    "$NVCC" -std=c++17 -O2 -DAMP2HIP_BACKEND_CUDA=1 -I "$ROOT/runtime/include" -c "$s" \
      -o "$WORK/rt/$(basename "$s").o" &
    pids+=($!)
  done
  wait "${pids[@]}"
  ar rcs "$WORK/rt/libamp2hip_cuda.a" "$WORK"/rt/*.o
}

# The functions nvcc-build.sh calls (solution_nvcc.py), run in the tree.
compile() { # target source flags...
  local target=$1 src=$2; shift 2
  local fmad=--fmad=false flags=()
  for f in "$@"; do [[ $f == --fmad=true ]] && fmad=$f || flags+=("$f"); done
  mkdir -p "$BUILD/$target"
  echo "nvcc $src" >> "$BUILD/$target.log"
  "$NVCC" -x cu "${NVCC_FLAGS_COMMON[@]}" "$fmad" -arch="$NVCC_ARCH" -I "$ROOT/runtime/include" \
    "${GTEST_INC[@]}" "${flags[@]}" -c "$src" -o "$BUILD/$target/$(echo "$src" | tr / _).o" \
    >> "$BUILD/$target.log" 2>&1 || echo "$target" >> "$BUILD/failed"
}
archive() { # target
  grep -qx "$1" "$BUILD/failed" 2> /dev/null && return
  ar rcs "$BUILD/lib$1.a" "$BUILD/$1"/*.o
}
program() { # target kind linked-targets...
  local target=$1 kind=$2; shift 2
  grep -qx "$target" "$BUILD/failed" 2> /dev/null && return
  local libs=() l
  for l in "$@"; do libs+=("$BUILD/lib$l.a"); done
  [[ $kind == test ]] && libs+=("${GTEST_LIBS[@]}")
  "$NVCC" -arch="$NVCC_ARCH" "$BUILD/$target"/*.o "${libs[@]}" -L"$WORK/rt" -lamp2hip_cuda \
    -Xcompiler -fopenmp -lpthread -o "$BUILD/bin/$target" >> "$BUILD/$target.log" 2>&1 ||
    echo "$target" >> "$BUILD/failed"
}

# One tree, for CUDA: CMake where it is, else its nvcc lines. Each program
# ends up in $BUILD/bin.
build_tree() { # name
  local name=$1 tree=$OUTDIR/trees/$1
  BUILD=$WORK/$name
  rm -rf "$BUILD" && mkdir -p "$BUILD/bin"
  if [[ $HAVE_CMAKE == 1 ]]; then
    # Every program that builds, though one does not: make's -k, ninja's -k 0.
    local generator=() KEEP_GOING=(-k)
    if command -v ninja > /dev/null; then generator=(-G Ninja) KEEP_GOING=(-k 0); fi
    (cmake -S "$tree" -B "$BUILD/cmake" "${generator[@]}" -DAMP2HIP_BACKEND=CUDA -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_PREFIX_PATH="$WORK/prefix" -Damp2hip_DIR="$WORK/prefix/lib/cmake/amp2hip" \
        -DCMAKE_CUDA_ARCHITECTURES="${NVCC_ARCH#sm_}" -DCMAKE_CUDA_COMPILER="$NVCC" \
        ${GTEST_ROOT:+-DGTEST_ROOT=$GTEST_ROOT} "${TBB_ARGS[@]}" &&
      cmake --build "$BUILD/cmake" -j "$(nproc)" -- "${KEEP_GOING[@]}") \
      > "$BUILD/cmake.log" 2>&1
    # Every executable the build made, by its target's name.
    find "$BUILD/cmake" -type f -perm -u+x ! -name '*.so*' ! -path '*CMakeFiles*' \
      -exec ln -sf {} "$BUILD/bin/" \;
  else
    (cd "$tree" && source ./nvcc-build.sh)
  fi
}

# Rows of the table: | solution | program or test | built | ran | passed |
row() { echo "| $1 | $2 | $3 | $4 | $5 |" >> "$RESULTS/results.md"; [[ $5 == yes ]] || FAILED=1; }

# Runs a program from the folder its data is in; passed when it exits with
# its status (0 unless given) and its output has none of the failure words
# and the pass word.
run_program() { # solution program folder pass-regex fail-regex [status]
  local sol=$1 prog=$2 dir=$3 pass=$4 fail=$5 status=${6:-0}
  selected "$sol" || return 0
  local exe=$WORK/$sol/bin/$prog log=$RESULTS/$sol.$prog.txt
  if [[ ! -x $exe ]]; then
    if [[ -f $OUTDIR/trees/$sol/$dir/CMakeLists.txt ]]; then
      row "$sol" "$prog" no - no
    else
      row "$sol" "$prog" "not migrated" - no
    fi
    return
  fi
  (cd "$OUTDIR/trees/$sol/$dir" && timeout "${RUN_TIMEOUT:-600}" "$exe" < /dev/null) > "$log" 2>&1
  local rc=$? ok=yes
  [[ $rc == "$status" ]] || ok=no
  [[ -n $fail ]] && grep -Eq -- "$fail" "$log" && ok=no
  [[ -n $pass ]] && ! grep -Eq -- "$pass" "$log" && ok=no
  row "$sol" "$prog" yes "exit $rc" "$ok"
}

# A GoogleTest program: one row per test, by name.
run_gtest() { # solution program folder
  local sol=$1 prog=$2 dir=$3
  selected "$sol" || return 0
  local exe=$WORK/$sol/bin/$prog log=$RESULTS/$sol.$prog.txt
  if [[ ! -x $exe ]]; then
    row "$sol" "$prog (GoogleTest)" "$([[ -f $OUTDIR/trees/$sol/$dir/CMakeLists.txt ]] && echo no || echo 'not migrated')" - no
    return
  fi
  (cd "$OUTDIR/trees/$sol/$dir" && timeout "${RUN_TIMEOUT:-600}" "$exe" < /dev/null) > "$log" 2>&1
  local rc=$? line
  if ! grep -q '^\[  PASSED  \]' "$log"; then
    row "$sol" "$prog (whole run)" yes "exit $rc" no
    # A crash ends the run (amp-algorithms' radix sort tests corrupt the
    # heap): the tests it did not reach run one by one, each in a process
    # of its own, so that every test has its result.
    local suite test
    while IFS= read -r line; do
      case $line in
        "  "*) test=$suite${line#  }
          reported "$test" "$log" && continue
          (cd "$OUTDIR/trees/$sol/$dir" && timeout "${RUN_TIMEOUT:-600}" "$exe" --gtest_filter="$test" < /dev/null) >> "$log.alone" 2>&1
          local one=$?
          reported "$test" "$log.alone" || row "$sol" "$prog: $test" yes "exit $one" no ;;
        *) suite=${line%%.*}. ;;
      esac
    done < <(cd "$OUTDIR/trees/$sol/$dir" && "$exe" --gtest_list_tests 2> /dev/null |
      grep -E '^([[:alnum:]_/]+\.|  [[:alnum:]_/]+)( |$)' | sed 's/^  \([^ ]*\).*/  \1/')
  fi
  # A test's line once it ends: `[       OK ] name (N ms)`, `[  FAILED  ]
  # name (N ms)` or, for a typed test, `[  FAILED  ] name, where TypeParam
  # = ... (N ms)` (the summary repeats them without the time).
  while read -r line; do
    case $line in
      "[       OK ] "*" ms)") row "$sol" "$prog: $(test_name "$line")" yes yes yes ;;
      "[  FAILED  ] "*" ms)") row "$sol" "$prog: $(test_name "$line")" yes yes no ;;
    esac
  done < <(cat "$log" "$log.alone" 2> /dev/null)
}

# The test a GoogleTest result line names.
test_name() { echo "${1#*] }" | sed 's/ (.*//; s/, where .*//'; }

# Whether log $2 has test $1's result.
reported() { grep -qE "^\[ *(OK|FAILED) *\] $(printf '%s' "$1" | sed 's/[.[\*^$/]/\\&/g')(,| \()" "$2"; }

build_and_run() {
  OUTDIR=$(cd "$1" && pwd)
  WORK=$OUTDIR/build
  RESULTS=$OUTDIR/results
  rm -rf "$WORK" "$RESULTS" && mkdir -p "$WORK" "$RESULTS"
  NVCC=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
  NVCC_ARCH=${NVCC_ARCH:-sm_$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader | head -1 | tr -d ' .')}
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  HAVE_CMAKE=0
  if [[ ${USE_CMAKE:-1} == 1 ]] && command -v cmake > /dev/null; then
    HAVE_CMAKE=1
    # The runtime for CUDA, installed as a package (no translator: no LLVM).
    (cmake -S "$ROOT" -B "$WORK/amp2hip" -DAMP2HIP_BUILD_TRANSLATOR=OFF -DAMP2HIP_BUILD_TESTS=OFF \
        -DCMAKE_BUILD_TYPE=Release -DCMAKE_CUDA_COMPILER="$NVCC" &&
      cmake --build "$WORK/amp2hip" -j "$(nproc)" &&
      cmake --install "$WORK/amp2hip" --prefix "$WORK/prefix") > "$RESULTS/runtime.log" 2>&1 || HAVE_CMAKE=0
    if ! [[ -f /usr/include/gtest/gtest.h ]] && [[ -d $OUTDIR/googletest ]]; then
      (cmake -S "$OUTDIR/googletest" -B "$WORK/googletest" -DCMAKE_BUILD_TYPE=Release -DBUILD_GMOCK=OFF &&
        cmake --build "$WORK/googletest" -j "$(nproc)" &&
        cmake --install "$WORK/googletest" --prefix "$WORK/prefix") >> "$RESULTS/runtime.log" 2>&1
    fi
  fi
  # The carried oneTBB where the machine has none (translate's carry_onetbb).
  TBB_ARGS=()
  if [[ ! -f /usr/include/oneapi/tbb/version.h && -d $OUTDIR/tbb ]]; then
    TBB_ARGS=(-DTBB_DIR="$OUTDIR/tbb/lib/x86_64-linux-gnu/cmake/TBB")
    export LD_LIBRARY_PATH=$OUTDIR/tbb/lib/x86_64-linux-gnu${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
  fi
  echo "build: $([[ $HAVE_CMAKE == 1 ]] && echo CMake || echo 'nvcc lines (no CMake)'), $NVCC_ARCH"
  if [[ $HAVE_CMAKE == 0 ]]; then
    build_runtime
    gtest_flags
  fi
  local name folder sln config
  while IFS=: read -r name folder sln config; do
    selected "$name" && [[ -f $OUTDIR/trees/$name/CMakeLists.txt ]] && build_tree "$name"
  done <<< "$SOLUTIONS"
  for name in BookSamples Extras ExtrasWin32 amp-algorithms ampblas; do
    [[ -d $WORK/$name ]] && cp "$WORK/$name"/*.log "$RESULTS/" 2> /dev/null
    [[ -f $WORK/$name/cmake.log ]] && cp "$WORK/$name/cmake.log" "$RESULTS/$name.cmake.log"
  done

  FAILED=0
  echo "| solution | program or test | built | ran | passed |" > "$RESULTS/results.md"
  echo "|---|---|---|---|---|" >> "$RESULTS/results.md"
  # The book's console programs: each checks its own results and prints
  # FAILED (or FAILURE, incorrect, mismatch) where a check fails.
  local fail='FAIL|[Ii]ncorrect|[Mm]ismatch'
  run_program BookSamples Chapter4 Chapter4 'PASSED' "$fail"
  run_program BookSamples Chapter7 Chapter7 '' "$fail"
  run_program BookSamples Chapter9 Chapter9 '' "$fail"
  run_program BookSamples Chapter11 Chapter11 '' "$fail"
  run_program BookSamples Chapter12 Chapter12 '' "$fail"
  # ShowAmpDevices returns 1 after listing the accelerators, as on Windows.
  run_program BookSamples ShowAmpDevices ShowAmpDevices 'Found' "$fail" 1
  run_program BookSamples Reduction CaseStudies/Reduction '' "$fail"
  # ScanPerf builds for Win32 only; it prints SUCCESS or FAILED per scan.
  run_program ExtrasWin32 ScanPerf ScanPerf 'SUCCESS: Tiled Optimized' "$fail"
  run_program Extras GtcDemo GtcDemo '' "$fail"
  # Visual Studio's unit tests, as GoogleTest programs.
  run_gtest Extras ScanTests Scan
  run_gtest Extras ReverseString ReverseString
  run_gtest amp-algorithms amp_algorithms vs120
  # ampblas' harness against its reference BLAS: it prints each routine's
  # result: PASSED, or a runtime, accuracy or unknown error with its name.
  run_program ampblas ampcblas_test_v2 test/cblas_v2 PASSED '(Runtime|Accuracy|Unknown) error with'
  cat "$RESULTS/results.md"
  if [[ -n ${OUT:-} ]]; then
    mkdir -p "$OUT/solutions-results" && cp -r "$RESULTS"/. "$OUT/solutions-results/"
  fi
  return $FAILED
}

case ${1:-} in
  translate) translate "$2" ;;
  build-and-run) build_and_run "$2" ;;
  *) echo "usage: $0 translate <outdir> | build-and-run <outdir>" >&2; exit 2 ;;
esac
