# run.cmake - the fuzz.translate test (registered in CMakeLists.txt).
#   1. with CLANG: configure SOURCE_DIR with it in CLANG_BUILD_DIR, the
#      library instrumented for libFuzzer and AddressSanitizer, and build
#      amp2hip_translate_fuzzer there (FUZZER is then that executable)
#   2. a fresh corpus in WORK_DIR/corpus: the C++ AMP sources of SEED_DIR
#      (the examples)
#   3. run FUZZER for SECONDS seconds over it; any input that crashes,
#      trips AddressSanitizer or the target's checks, or runs over 60 s
#      fails the test, and is left in WORK_DIR as crash-*/timeout-*
include(${CMAKE_CURRENT_LIST_DIR}/../run_helpers.cmake)
require(SEED_DIR WORK_DIR SECONDS)

# 1. the Clang build
if(CLANG)
  set(launcher)
  if(LAUNCHER)
    set(launcher -DCMAKE_CXX_COMPILER_LAUNCHER=${LAUNCHER})
  endif()
  run(${CMAKE_COMMAND} -S ${SOURCE_DIR} -B ${CLANG_BUILD_DIR} -G Ninja
    -DCMAKE_BUILD_TYPE=Release
    -DCMAKE_CXX_COMPILER=${CLANG}
    "-DCMAKE_CXX_FLAGS=-fsanitize=fuzzer-no-link,address"
    ${launcher})
  run(${CMAKE_COMMAND} --build ${CLANG_BUILD_DIR} --target amp2hip_translate_fuzzer)
  set(FUZZER ${CLANG_BUILD_DIR}/test/fuzz/amp2hip_translate_fuzzer)
endif()
if(NOT EXISTS "${FUZZER}")
  message(FATAL_ERROR "run.cmake: no fuzzer at '${FUZZER}'")
endif()

# 2. the corpus
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR}/corpus)
file(GLOB seeds ${SEED_DIR}/*.cpp)
file(COPY ${seeds} DESTINATION ${WORK_DIR}/corpus)

# 3. fuzz
run(${FUZZER} -max_total_time=${SECONDS} -timeout=60 -rss_limit_mb=4096
  -print_final_stats=1 -artifact_prefix=${WORK_DIR}/ ${WORK_DIR}/corpus)
message(STATUS "fuzz.translate: no crash, hang or written file in ${SECONDS} s")
