# run_cpu.cmake - one translated program built for the CPU and run (ctest
# compile.cpu.<name>, see CMakeLists.txt):
#   cmake -DCXX=<g++> -DSRC=<name>.hip.cpp -DSRC_DIR=<original's folder>
#         -DRT_INCLUDE=<runtime/include> -DRT_LIB_DIR=<dir of libamp2hip_cpu.a>
#         -DEXE=<output> -DEXPECTED=<file or empty> [-DCOMPILE_ONLY=1]
#         [-DEXTRA="<more sources and flags>"] [-DARGS="<program arguments>"]
#         [-DEXPECT_ERROR=<regex>] -P run_cpu.cmake
# Compiles as the README's CPU line does (with its bounds check), runs the
# program (2 minutes at most) and compares its standard output with
# EXPECTED: a program's <name>.cpu.expected where it prints what differs on
# the CPU (the accelerator's description), else <name>.expected. A program
# without an expected output must exit 0; with EXPECT_ERROR, it must exit
# non-zero with a standard error that matches the regex.
foreach(var CXX SRC SRC_DIR RT_INCLUDE RT_LIB_DIR EXE)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "run_cpu.cmake: -D${var}=... is required")
  endif()
endforeach()

set(flags -std=c++17 -O1 -ffp-contract=off -fsanitize=bounds
  -fno-sanitize-recover=bounds -I ${RT_INCLUDE} -I ${SRC_DIR})
if(COMPILE_ONLY)
  set(cmd ${CXX} ${flags} -c ${SRC} -o ${EXE}.o)
else()
  separate_arguments(extra UNIX_COMMAND "${EXTRA}")
  set(cmd ${CXX} ${flags} ${SRC} ${extra} -L${RT_LIB_DIR} -lamp2hip_cpu
    -ltbb -lboost_context -pthread -o ${EXE})
endif()
execute_process(COMMAND ${cmd} RESULT_VARIABLE rc OUTPUT_VARIABLE out
  ERROR_VARIABLE out)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the CPU build failed:\n${out}")
endif()
if(COMPILE_ONLY)
  return()
endif()

# An empty input, as in a batch job: system("PAUSE") and _getch() return at
# once instead of waiting for a key when ctest runs from a terminal.
file(WRITE ${EXE}.stdin "")
separate_arguments(args UNIX_COMMAND "${ARGS}")
execute_process(COMMAND ${EXE} ${args} WORKING_DIRECTORY ${SRC_DIR}
  INPUT_FILE ${EXE}.stdin
  RESULT_VARIABLE rc OUTPUT_VARIABLE stdout ERROR_VARIABLE stderr
  TIMEOUT 120)
if(DEFINED EXPECT_ERROR)
  if(rc EQUAL 0 OR NOT stderr MATCHES "${EXPECT_ERROR}")
    message(FATAL_ERROR "expected a non-zero exit and an error matching "
      "'${EXPECT_ERROR}'; the program exited with ${rc}\nstdout:\n${stdout}\n"
      "stderr:\n${stderr}")
  endif()
  message(STATUS "ok, stopped as expected (exit ${rc}): ${stderr}")
  return()
endif()
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the program exited with ${rc}\nstdout:\n${stdout}\nstderr:\n${stderr}")
endif()
if(EXPECTED)
  file(READ ${EXPECTED} want)
  if(NOT stdout STREQUAL want)
    file(WRITE ${EXE}.stdout "${stdout}")
    execute_process(COMMAND diff -u ${EXPECTED} ${EXE}.stdout
      OUTPUT_VARIABLE difference)
    message(FATAL_ERROR "the output differs from ${EXPECTED}:\n${difference}")
  endif()
endif()
message(STATUS "ok: ${EXE}")
