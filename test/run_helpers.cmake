# Helpers for the test scripts run with `cmake -P` (test/project/run.cmake,
# test/fuzz/run.cmake): both check their -D arguments and run commands the
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
