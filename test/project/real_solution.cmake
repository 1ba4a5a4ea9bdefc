# real_solution.cmake - one project.real_code.<name> test (registered in
# CMakeLists.txt): a Visual Studio solution of ../shared/real-code, read in
# place and unmodified, migrated whole and built for AMD, as the user guide's
# "Migrating a Visual Studio solution" says:
#   1. amp2hip --vcxproj=<solution> --out-root=<WORK_DIR>/out, run from the
#      solution's folder with the solution's relative name, as a user runs
#      it; its exit code must be EXIT, and each of LEFT_OUT (regular
#      expressions: the projects and sources it reports as not migrated,
#      AMP2HIP1207/1208) must be in what it printed;
#   2. cmake -S out -B hip -G Ninja && cmake --build hip: the generated
#      CMake for HIP (CMake's default architecture), compiled and linked;
#      nothing is run (no GPU is needed; test/gpu/solutions.sh runs them);
#   3. each of BUILT (paths under the build folder: the executables and
#      static libraries of every project that migrates) must exist.
# AMP2HIP is an installed amp2hip (the project.real_code.install fixture):
# the generated CMake finds the package that migrated it.
include(${CMAKE_CURRENT_LIST_DIR}/../run_helpers.cmake)
require(AMP2HIP SOLUTION_DIR SOLUTION EXIT WORK_DIR NINJA BUILT)

file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
set(command ${AMP2HIP} --vcxproj=${SOLUTION} --out-root=${WORK_DIR}/out)
string(REPLACE ";" " " shown "${command}")
message(STATUS "$ cd ${SOLUTION_DIR} && ${shown}")
execute_process(COMMAND ${command} WORKING_DIRECTORY ${SOLUTION_DIR}
  RESULT_VARIABLE rc ERROR_VARIABLE err)
# What amp2hip said, less the warnings' source excerpts: the ids and
# places are what a reader of a failed run needs.
string(REGEX MATCHALL "[^\n]*(error|warning): [^\n]*" said "${err}")
string(REPLACE ";" "\n" said "${said}")
message(STATUS "exit ${rc}\n${said}")
if(NOT rc EQUAL EXIT)
  message(FATAL_ERROR "amp2hip --vcxproj=${SOLUTION}: exit ${rc}, expected ${EXIT}")
endif()
foreach(pattern IN LISTS LEFT_OUT)
  if(NOT err MATCHES "${pattern}")
    message(FATAL_ERROR "amp2hip did not report '${pattern}'")
  endif()
endforeach()

build_and_check(SOURCE ${WORK_DIR}/out BUILD ${WORK_DIR}/hip NINJA ${NINJA}
  BUILT ${BUILT})
