# Helpers for the test scripts run with `cmake -P` (test/project/*.cmake,
# test/fuzz/run.cmake): they check their -D arguments and run commands the
# same way.

# require(VAR...): each variable must be given as -DVAR=... and not empty.
function(require)
  foreach(v ${ARGN})
    if(NOT DEFINED ${v} OR "${${v}}" STREQUAL "")
      message(FATAL_ERROR "run.cmake: -D${v}=... is required")
    endif()
  endforeach()
endfunction()

# run(COMMAND...): show the command, run it, fail the test if it fails.
function(run)
  string(REPLACE ";" " " shown "${ARGN}")
  message(STATUS "$ ${shown}")
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "failed (${rc}): ${shown}")
  endif()
endfunction()

# build_and_check(SOURCE dir BUILD dir NINJA path BUILT file... [ARGS arg...]):
# configure SOURCE into BUILD with Ninja (and ARGS), build it, and fail
# unless the build made each BUILT file (a path under BUILD).
function(build_and_check)
  cmake_parse_arguments(PARSE_ARGV 0 arg "" "SOURCE;BUILD;NINJA" "BUILT;ARGS")
  run(${CMAKE_COMMAND} -S ${arg_SOURCE} -B ${arg_BUILD} -G Ninja
    -DCMAKE_MAKE_PROGRAM=${arg_NINJA} ${arg_ARGS})
  run(${CMAKE_COMMAND} --build ${arg_BUILD})
  foreach(f IN LISTS arg_BUILT)
    if(NOT EXISTS ${arg_BUILD}/${f})
      message(FATAL_ERROR "the build in ${arg_BUILD} made no ${f}")
    endif()
  endforeach()
endfunction()
