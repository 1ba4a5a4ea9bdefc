# translate.cmake - one compile.translate.<name> test: runs the built amp2hip
# on SRC and writes OUT, as a user would:
#   amp2hip SRC -o OUT --print-stats -- -std=c++17
# A stale OUT from an earlier run is removed first, so a failed translation
# can never let the compiler tests build old output.
foreach(v AMP2HIP SRC OUT)
  if(NOT DEFINED ${v})
    message(FATAL_ERROR "translate.cmake: -D${v}=... is required")
  endif()
endforeach()
file(REMOVE ${OUT})
message("${AMP2HIP} ${SRC} -o ${OUT} --print-stats -- -std=c++17")
execute_process(
  COMMAND ${AMP2HIP} ${SRC} -o ${OUT} --print-stats -- -std=c++17
  RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "amp2hip failed (exit code ${rc}) on ${SRC}")
endif()
if(NOT EXISTS ${OUT})
  message(FATAL_ERROR "amp2hip exited 0 but wrote no ${OUT}")
endif()
