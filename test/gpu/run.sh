#!/usr/bin/env bash
# test/gpu/run.sh - the GPU test suite of amp2hip, in two halves.
#
#   test/gpu/run.sh translate <outdir>
#       Here (where the translator is built): translates every examples/*.cpp,
#       test/msvc/*.cpp (expected output beside each),
#       bench/matmul_amp.cpp, bench/transfer_amp.cpp and bench/texture_amp.cpp
#       into
#       <outdir>/<name>.hip.cpp.
#       Uses $AMP2HIP, else build/tools/amp2hip/amp2hip.
#
#   test/gpu/run.sh build-and-run <outdir> [example ...]
#       On the GPU machine (needs nvcc only: no LLVM, no cmake): builds the
#       runtime library from runtime/src with nvcc, builds every translated
#       example (or only the ones named), runs it, compares its stdout with
#       examples/<name>.expected, then builds and runs the benchmarks
#       (matrix multiply: translated C++ AMP against hand-written HIP;
#       hand-written only when <outdir>/matmul_amp.hip.cpp is missing;
#       transfers: translated C++ AMP against raw copies, when
#       <outdir>/transfer_amp.hip.cpp exists; textures: a texture read kernel
#       against the same kernel on an array, and CUDA texture objects, when
#       <outdir>/texture_amp.hip.cpp exists). Prints a markdown results
#       table and writes it, with all logs, to <outdir>/results and, if $OUT
#       is set, to $OUT.
#
# Exit status: 0 when everything passed, 1 when something failed, 2 on a
# usage or setup error.
#
# Environment (all optional):
#   AMP2HIP            translator binary (translate)
#   AMP2HIP_FLAGS      extra translator options, before "--"
#   NVCC               nvcc binary (default: nvcc on PATH, else
#                      /usr/local/cuda/bin/nvcc)
#   NVCC_ARCH          GPU architecture (default: from nvidia-smi, else sm_90)
#   NVCC_FLAGS         extra nvcc flags for every compile
#   FP_MODE            precise (default: no fused multiply-add, --fmad=false,
#                      as Visual C++'s /fp:precise) or fast (--fmad=true, the
#                      /fp:fast equivalent); examples and both sides of the
#                      benchmark are built alike
#   RT_SOURCES         runtime sources to build, relative to the repository
#                      (default: runtime/src/*.cpp but the HIP and CPU
#                      backends' backend_hip.cpp, backend_cpu.cpp and
#                      cpu_tiles.cpp)
#   RT_LDFLAGS         extra link flags (e.g. -lcuda if the runtime needs it)
#   RUN_TIMEOUT        seconds each program may run (default 300)
#   BENCH_ARGS         arguments for the benchmark (default: "--reps 20 1024 4096")
#   TRANSFER_ARGS      arguments for the transfer benchmark (default: "--reps 5")
#   TEXTURE_ARGS       arguments for the texture benchmark (default: "--reps 20")
#   SKIP_BENCH=1       do not build or run the benchmarks
#
# Example session:
#   test/gpu/run.sh translate out/gpu            # here
#   test/gpu/run.sh build-and-run out/gpu        # on the GPU machine

set -u -o pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

die() {
  echo "run.sh: error: $*" >&2
  exit 2
}

usage() {
  sed -n '2,/^$/p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

# Seconds since the epoch, with fractions.
now() { date +%s.%N; }
# Elapsed seconds between two now() values, one decimal.
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

# ---------------------------------------------------------------- translate
do_translate() {
  local outdir="$1"
  local amp2hip="${AMP2HIP:-$ROOT/build/tools/amp2hip/amp2hip}"
  [[ -x "$amp2hip" ]] ||
    die "translator not found at $amp2hip (build it, or set AMP2HIP)"
  mkdir -p "$outdir/logs" || die "cannot create $outdir"

  local inputs=("$ROOT"/examples/*.cpp "$ROOT"/test/msvc/*.cpp "$ROOT/bench/matmul_amp.cpp"
    "$ROOT/bench/transfer_amp.cpp" "$ROOT/bench/texture_amp.cpp")
  local failed=0 f name t0 t1 status
  echo "| input | translation | time (s) |"
  echo "|---|---|---:|"
  for f in "${inputs[@]}"; do
    [[ -f "$f" ]] || continue
    name="$(basename "$f" .cpp)"
    t0="$(now)"
    # shellcheck disable=SC2086  # AMP2HIP_FLAGS is a list of options
    if "$amp2hip" ${AMP2HIP_FLAGS:-} "$f" -o "$outdir/$name.hip.cpp" \
      -- -std=c++17 >"$outdir/logs/$name.translate.log" 2>&1; then
      status="ok"
    else
      # The first line of the log says why; the log has the rest.
      status="FAIL: $(head -n1 "$outdir/logs/$name.translate.log" |
        cut -c1-120 | tr '|' '/') (see $outdir/logs/$name.translate.log)"
      rm -f "$outdir/$name.hip.cpp"
      failed=$((failed + 1))
    fi
    t1="$(now)"
    echo "| ${f#"$ROOT"/} | $status | $(elapsed "$t0" "$t1") |"
  done
  echo
  if ((failed > 0)); then
    echo "$failed translation(s) failed"
    return 1
  fi
  echo "all translations written to $outdir"
  return 0
}

# ------------------------------------------------------------ build-and-run
# shellcheck source=../../scripts/find_nvcc.sh
source "$ROOT/scripts/find_nvcc.sh"

# sm_XY of the first GPU, from nvidia-smi; sm_90 when that fails.
find_arch() {
  if [[ -n "${NVCC_ARCH:-}" ]]; then
    echo "$NVCC_ARCH"
    return
  fi
  local cap
  cap="$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null |
    head -n1 | tr -d ' .')"
  if [[ "$cap" =~ ^[0-9]+$ ]]; then
    echo "sm_$cap"
  else
    echo sm_90
  fi
}

# nv_build EXE LOG SRC... [-- COMPILE_FLAG...]
# Compiles each source as CUDA (-x cu) and links them with the runtime
# library. Two steps, because nvcc's -x applies to every input, the library
# archive included. Uses nvcc, common, arch, libargs and ldflags of the caller.
nv_build() {
  local exe="$1" log="$2"
  shift 2
  local srcs=() objs=() s o
  while (($# > 0)) && [[ "$1" != -- ]]; do
    srcs+=("$1")
    shift
  done
  (($# > 0)) && shift
  : >"$log"
  for s in "${srcs[@]}"; do
    o="$exe.$(basename "$s" .cpp).o"
    objs+=("$o")
    echo "+ nvcc ${common[*]} -x cu $* -c $s -o $o" >>"$log"
    "$nvcc" "${common[@]}" -x cu "$@" -c "$s" -o "$o" >>"$log" 2>&1 || return 1
  done
  echo "+ nvcc -arch=$arch ${objs[*]} ${libargs[*]} ${ldflags[*]} -o $exe" >>"$log"
  "$nvcc" -arch="$arch" "${objs[@]}" "${libargs[@]}" "${ldflags[@]}" \
    -o "$exe" >>"$log" 2>&1
}

do_build_and_run() {
  local outdir="$1"
  shift
  [[ -d "$outdir" ]] || die "$outdir does not exist (run 'translate' first)"
  outdir="$(cd "$outdir" && pwd)"
  local nvcc arch
  nvcc="$(find_nvcc)" || die "nvcc not found (set NVCC)"
  arch="$(find_arch)"
  local res="$outdir/results"
  local meta="$outdir/results/meta" # per-build status and seconds
  local bin="$outdir/bin"
  rm -rf "$res"
  mkdir -p "$res" "$meta" "$bin" || die "cannot create $res"
  # shellcheck disable=SC2206  # the flag variables are lists of options
  local fmad
  case "${FP_MODE:-precise}" in
  precise) fmad=--fmad=false ;;
  fast) fmad=--fmad=true ;;
  *) die "FP_MODE is '${FP_MODE}': use precise or fast" ;;
  esac
  local common=(-std=c++17 --extended-lambda --expt-relaxed-constexpr "$fmad" -arch="$arch" -O3 -I "$ROOT/runtime/include" ${NVCC_FLAGS:-})
  # shellcheck disable=SC2206
  local ldflags=(${RT_LDFLAGS:-})
  local timeout_s="${RUN_TIMEOUT:-300}"

  echo "nvcc: $nvcc ($("$nvcc" --version | tail -n1)), arch $arch, FP_MODE ${FP_MODE:-precise} ($fmad)"
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null |
    sed 's/^/gpu: /'

  # The runtime library, as runtime/CMakeLists.txt says for an nvcc-only
  # machine: host code, the CUDA backend, every runtime/src/*.cpp except the
  # HIP and CPU backends. $RT_SOURCES (paths relative to the repository) overrides.
  local lib="$bin/libamp2hip_cuda.a"
  local rt_status="ok"
  local srcs=() s
  if [[ -n "${RT_SOURCES:-}" ]]; then
    for s in ${RT_SOURCES}; do srcs+=("$ROOT/$s"); done
  else
    shopt -s nullglob
    for s in "$ROOT"/runtime/src/*.cpp; do
      case "$(basename "$s")" in
      backend_hip.cpp | backend_cpu.cpp | cpu_tiles.cpp) ;; # other backends
      *) srcs+=("$s") ;;
      esac
    done
    shopt -u nullglob
  fi
  rm -f "$lib"
  local libargs=()
  if ((${#srcs[@]} == 0)); then
    rt_status="none (header-only runtime)"
  else
    local objs=() pids=() o p
    mkdir -p "$bin/rt"
    for s in "${srcs[@]}"; do
      o="$bin/rt/$(basename "$s").o"
      objs+=("$o")
      # shellcheck disable=SC2086
      "$nvcc" -std=c++17 -O2 -DAMP2HIP_BACKEND_CUDA=1 ${NVCC_FLAGS:-} \
        -I "$ROOT/runtime/include" -c "$s" -o "$o" \
        >"$res/rt.$(basename "$s").log" 2>&1 &
      pids+=($!)
    done
    for p in "${pids[@]}"; do
      wait "$p" || rt_status="FAIL"
    done
    if [[ "$rt_status" == ok ]]; then
      ar rcs "$lib" "${objs[@]}" >"$res/rt.ar.log" 2>&1 || rt_status="FAIL"
    fi
    if [[ "$rt_status" == ok ]]; then
      libargs=("$lib")
    else
      head -n 30 "$res"/rt.*.log | cut -c1-300 >&2
      echo "run.sh: the runtime library did not build; every build below will" \
        "fail" >&2
    fi
  fi
  echo "runtime library: $rt_status"

  # The examples to build: those named, else all with a translation.
  local names=() n
  if (($# > 0)); then
    names=("$@")
  else
    for n in "$ROOT"/examples/*.cpp "$ROOT"/test/msvc/*.cpp; do
      names+=("$(basename "$n" .cpp)")
    done
  fi

  # Build every example in parallel; each writes its status and seconds.
  local pids=()
  for n in "${names[@]}"; do
    (
      t0="$(now)"
      if [[ ! -f "$outdir/$n.hip.cpp" ]]; then
        echo "no translation" >"$meta/$n.build.status"
      elif nv_build "$bin/$n" "$res/$n.build.log" "$outdir/$n.hip.cpp"; then
        echo "ok" >"$meta/$n.build.status"
      else
        echo "FAIL" >"$meta/$n.build.status"
      fi
      elapsed "$t0" "$(now)" >"$meta/$n.build.time"
    ) &
    pids+=($!)
  done

  # The benchmark builds beside them.
  local bench_mode="skipped"
  if [[ "${SKIP_BENCH:-0}" != 1 ]]; then
    local bench_src=("$ROOT/bench/matmul_hand.hip.cpp" "$ROOT/bench/bench_main.cpp")
    local bench_flags=(-I "$ROOT/bench")
    if [[ -f "$outdir/matmul_amp.hip.cpp" ]]; then
      bench_mode="translated vs hand-written"
      bench_src=("$outdir/matmul_amp.hip.cpp" "${bench_src[@]}")
    else
      bench_mode="hand-written only (no $outdir/matmul_amp.hip.cpp)"
      bench_flags+=(-DMATMUL_BENCH_HAND_ONLY)
    fi
    (
      if nv_build "$bin/bench" "$res/bench.build.log" "${bench_src[@]}" -- \
        "${bench_flags[@]}"; then
        echo ok >"$meta/bench.build.status"
      else
        echo FAIL >"$meta/bench.build.status"
      fi
    ) &
    pids+=($!)
    if [[ -f "$outdir/transfer_amp.hip.cpp" ]]; then
      (
        if nv_build "$bin/transfer_bench" "$res/transfer.build.log" \
          "$outdir/transfer_amp.hip.cpp" "$ROOT/bench/transfer_main.cpp" -- \
          -I "$ROOT/bench"; then
          echo ok >"$meta/transfer.build.status"
        else
          echo FAIL >"$meta/transfer.build.status"
        fi
      ) &
      pids+=($!)
    fi
    if [[ -f "$outdir/texture_amp.hip.cpp" ]]; then
      (
        if nv_build "$bin/texture_bench" "$res/texture.build.log" \
          "$outdir/texture_amp.hip.cpp" "$ROOT/bench/texture_main.cpp" -- \
          -I "$ROOT/bench"; then
          echo ok >"$meta/texture.build.status"
        else
          echo FAIL >"$meta/texture.build.status"
        fi
      ) &
      pids+=($!)
    fi
  fi
  local p
  for p in "${pids[@]}"; do
    wait "$p"
  done

  # Run the examples one by one and compare their output.
  local failed=0 table="$res/results.md" status build run match t0 t1 rc
  {
    echo "## amp2hip GPU suite"
    echo
    echo "nvcc $("$nvcc" --version | tail -n1 | sed 's/^Build //'), arch $arch," \
      "$fmad, runtime library: $rt_status"
    echo
    echo "| example | build | run | output match | time (s) |"
    echo "|---|---|---|---|---:|"
  } >"$table"
  # Programs read an empty input, as in a batch job: a Visual C++ program's
  # system("PAUSE") or _getch() returns at once instead of waiting for a key
  # when the suite runs from a terminal.
  : >"$res/empty.stdin"
  for n in "${names[@]}"; do
    build="$(cat "$meta/$n.build.status" 2>/dev/null || echo FAIL)"
    run="-"
    match="-"
    local secs="-"
    if [[ "$build" == ok ]]; then
      build="ok ($(cat "$meta/$n.build.time")s)"
      t0="$(now)"
      timeout "$timeout_s" "$bin/$n" <"$res/empty.stdin" >"$res/$n.stdout" 2>"$res/$n.stderr"
      rc=$?
      t1="$(now)"
      secs="$(elapsed "$t0" "$t1")"
      case $rc in
      0) run="ok" ;;
      124) run="TIMEOUT (${timeout_s}s)" ;;
      *) run="FAIL (exit $rc)" ;;
      esac
      local expected="$ROOT/examples/$n.expected"
      [[ -f "$expected" ]] || expected="$ROOT/test/msvc/$n.expected"
      if [[ ! -f "$expected" ]]; then
        match="no .expected"
      elif diff -u "$expected" "$res/$n.stdout" \
        >"$res/$n.diff" 2>&1; then
        match="yes"
        rm -f "$res/$n.diff"
      else
        match="NO (see results/$n.diff)"
      fi
    fi
    if [[ "$build" != ok* || "$run" != ok || "$match" != yes ]]; then
      failed=$((failed + 1))
    fi
    echo "| $n | $build | $run | $match | $secs |" >>"$table"
  done

  # The benchmark.
  local bench_ok=1
  {
    echo
    echo "### matrix multiply: $bench_mode"
    echo
  } >>"$table"
  if [[ "$bench_mode" == skipped ]]; then
    echo "skipped (SKIP_BENCH=1)" >>"$table"
  elif [[ "$(cat "$meta/bench.build.status" 2>/dev/null)" != ok ]]; then
    echo "benchmark build FAILED (see results/bench.build.log)" >>"$table"
    bench_ok=0
  else
    # shellcheck disable=SC2086  # BENCH_ARGS is a list of arguments
    timeout "$timeout_s" "$bin/bench" ${BENCH_ARGS:---reps 20 1024 4096} \
      >"$res/bench.stdout" 2>"$res/bench.stderr"
    rc=$?
    cat "$res/bench.stdout" >>"$table"
    if ((rc != 0)); then
      echo "benchmark FAILED (exit $rc; see results/bench.stderr)" >>"$table"
      bench_ok=0
    fi
  fi

  # The transfer benchmark.
  if [[ "$bench_mode" != skipped && -f "$outdir/transfer_amp.hip.cpp" ]]; then
    {
      echo
      echo "### transfers: translated C++ AMP against raw copies"
      echo
    } >>"$table"
    if [[ "$(cat "$meta/transfer.build.status" 2>/dev/null)" != ok ]]; then
      echo "transfer benchmark build FAILED (see results/transfer.build.log)" >>"$table"
      bench_ok=0
    else
      # shellcheck disable=SC2086  # TRANSFER_ARGS is a list of arguments
      timeout "$timeout_s" "$bin/transfer_bench" ${TRANSFER_ARGS:---reps 5} \
        >"$res/transfer.stdout" 2>"$res/transfer.stderr"
      rc=$?
      cat "$res/transfer.stdout" >>"$table"
      if ((rc != 0)); then
        echo "transfer benchmark FAILED (exit $rc; see results/transfer.stderr)" >>"$table"
        bench_ok=0
      fi
    fi
  fi

  # The texture benchmark.
  if [[ "$bench_mode" != skipped && -f "$outdir/texture_amp.hip.cpp" ]]; then
    {
      echo
      echo "### textures: a texture read kernel against the same kernel on an array"
      echo
    } >>"$table"
    if [[ "$(cat "$meta/texture.build.status" 2>/dev/null)" != ok ]]; then
      echo "texture benchmark build FAILED (see results/texture.build.log)" >>"$table"
      bench_ok=0
    else
      # shellcheck disable=SC2086  # TEXTURE_ARGS is a list of arguments
      timeout "$timeout_s" "$bin/texture_bench" ${TEXTURE_ARGS:---reps 20} \
        >"$res/texture.stdout" 2>"$res/texture.stderr"
      rc=$?
      cat "$res/texture.stdout" >>"$table"
      if ((rc != 0)); then
        echo "texture benchmark FAILED (exit $rc; see results/texture.stderr)" >>"$table"
        bench_ok=0
      fi
    fi
  fi

  {
    echo
    if ((failed == 0 && bench_ok == 1)); then
      echo "result: all ${#names[@]} examples passed"
    else
      echo "result: $failed of ${#names[@]} examples failed$( ((bench_ok)) ||
        echo ", benchmark failed")"
    fi
  } >>"$table"

  cat "$table"
  # Show why things failed, briefly, on the console.
  for n in "${names[@]}"; do
    if [[ -s "$res/$n.build.log" && "$(cat "$meta/$n.build.status")" != ok ]]; then
      echo "--- $n: build log (first 30 lines)"
      head -n 30 "$res/$n.build.log" | cut -c1-300
    fi
    if [[ -f "$res/$n.diff" ]]; then
      echo "--- $n: output diff"
      head -n 30 "$res/$n.diff"
    fi
    if [[ -s "$res/$n.stderr" ]]; then
      echo "--- $n: stderr"
      head -n 20 "$res/$n.stderr"
    fi
  done
  if [[ "${bench_mode}" != skipped && -s "$res/bench.build.log" &&
    "$(cat "$meta/bench.build.status" 2>/dev/null)" != ok ]]; then
    echo "--- bench: build log (first 30 lines)"
    head -n 30 "$res/bench.build.log" | cut -c1-300
  fi
  if [[ -s "$res/bench.stderr" ]]; then
    echo "--- bench: stderr"
    head -n 20 "$res/bench.stderr"
  fi
  if [[ -s "$res/transfer.build.log" &&
    "$(cat "$meta/transfer.build.status" 2>/dev/null)" != ok ]]; then
    echo "--- transfer bench: build log (first 30 lines)"
    head -n 30 "$res/transfer.build.log" | cut -c1-300
  fi
  if [[ -s "$res/texture.build.log" &&
    "$(cat "$meta/texture.build.status" 2>/dev/null)" != ok ]]; then
    echo "--- texture bench: build log (first 30 lines)"
    head -n 30 "$res/texture.build.log" | cut -c1-300
  fi
  if [[ -s "$res/texture.stderr" ]]; then
    echo "--- texture bench: stderr"
    head -n 20 "$res/texture.stderr"
  fi
  if [[ -s "$res/transfer.stderr" ]]; then
    echo "--- transfer bench: stderr"
    head -n 20 "$res/transfer.stderr"
  fi

  if [[ -n "${OUT:-}" ]]; then
    # The table and the logs that are not empty (not the bookkeeping in meta/).
    mkdir -p "$OUT/gpu-results" &&
      find "$res" -maxdepth 1 -type f -size +0 -exec cp {} "$OUT/gpu-results/" \; &&
      cp "$table" "$OUT/results.md"
  fi

  ((failed == 0 && bench_ok == 1))
}

# --------------------------------------------------------------------- main
(($# >= 2)) || usage
mode="$1"
outdir="$2"
shift 2
case "$mode" in
translate)
  (($# == 0)) || usage
  do_translate "$outdir"
  ;;
build-and-run)
  do_build_and_run "$outdir" "$@"
  ;;
*) usage ;;
esac
