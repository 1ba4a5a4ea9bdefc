# translate.cmake - one compile.translate.<name> test: runs the built amp2hip
# on SRC and writes OUT, as a user would:
#   amp2hip SRC -o OUT --print-stats -- -std=c++17
# A stale OUT from an earlier run is removed first, so a failed translation
# can never let the compiler tests build old output. The tiling checks
# (AMP2HIP2100-2199) report nothing on these correct programs (the user
# guide: a warning count of 0 there is part of the test), AMP2HIP2104 left
# out: test/msvc/tile_not_dividing launches a tile that does not divide its
# extent on purpose, and catches the exception. (lit's
# check-tiling-no-false-positives.test covers the other programs.)
foreach(v AMP2HIP SRC OUT)
  if(NOT DEFINED ${v})
    message(FATAL_ERROR "translate.cmake: -D${v}=... is required")
  endif()
endforeach()
file(REMOVE ${OUT})
message("${AMP2HIP} ${SRC} -o ${OUT} --print-stats -- -std=c++17")
execute_process(
  COMMAND ${AMP2HIP} ${SRC} -o ${OUT} --print-stats -- -std=c++17
  RESULT_VARIABLE rc ERROR_VARIABLE diagnostics)
message("${diagnostics}")
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "amp2hip failed (exit code ${rc}) on ${SRC}")
endif()
if(NOT EXISTS ${OUT})
  message(FATAL_ERROR "amp2hip exited 0 but wrote no ${OUT}")
endif()
string(REGEX MATCHALL "\\[AMP2HIP21(0[0-35-9]|[1-9][0-9])\\]" tiling
  "${diagnostics}")
if(tiling)
  file(REMOVE ${OUT})
  message(FATAL_ERROR "a tiling check reported a correct program: ${tiling}")
endif()
