# vs_solution.cmake - the project.vs_solution test (registered in
# CMakeLists.txt): a small Visual Studio solution of our own
# (test/lit/Inputs/vs: a program referencing a static library, a shared
# header, OpenMP, /fp:fast, C++20, a unit-test project, a GUI project)
# migrated with `amp2hip --vcxproj --out-root`, as a user runs it from the
# solution's folder, and the generated tree built as the user guide says:
#   1. cmake --install the amp2hip build tree into WORK_DIR/prefix
#   2. amp2hip --vcxproj=Sample.sln --out-root=WORK_DIR/out (the installed
#      tool: the generated CMake finds the amp2hip that migrated it);
#      exit 0: the GUI project is reported and left out, the others migrate
#   3. cmake -S out -B hip && cmake --build hip: every project that
#      migrates, for AMD (HIP, CMake's default architecture); compiled and
#      linked, nothing run (no GPU is needed)
#   4. the same for NVIDIA (-DAMP2HIP_BACKEND=CUDA, sm_90) if NVCC is given
#   5. LEFT_OUT_SOURCE (test/lit/Inputs/vs-left-out), if given: a program
#      whose Direct3D check does not translate migrates without it (exit 1,
#      AMP2HIP1208), and its tree builds for HIP
include(${CMAKE_CURRENT_LIST_DIR}/../run_helpers.cmake)
require(AMP2HIP_BUILD_DIR SOLUTION_SOURCE WORK_DIR NINJA)

set(prefix ${WORK_DIR}/prefix)
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
run(${CMAKE_COMMAND} --install ${AMP2HIP_BUILD_DIR} --prefix ${prefix})
file(COPY ${SOLUTION_SOURCE}/ DESTINATION ${WORK_DIR}/src)

execute_process(
  COMMAND ${prefix}/bin/amp2hip --vcxproj=Sample.sln --out-root=../out
  WORKING_DIRECTORY ${WORK_DIR}/src
  RESULT_VARIABLE rc ERROR_VARIABLE err)
message(STATUS "amp2hip --vcxproj=Sample.sln --out-root=../out: ${rc}\n${err}")
# The Tests project names a missing source, the GUI project cannot migrate:
# both are warnings; every source of the others translates.
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "amp2hip --vcxproj failed (${rc})")
endif()
foreach(f CMakeLists.txt App/CMakeLists.txt Lib/CMakeLists.txt
          Tests/CMakeLists.txt shared/Shared.h App/src/kernels.cpp)
  if(NOT EXISTS ${WORK_DIR}/out/${f})
    message(FATAL_ERROR "the migrated tree has no ${f}")
  endif()
endforeach()

function(build_tree dir)
  build_and_check(SOURCE ${WORK_DIR}/out BUILD ${WORK_DIR}/${dir} NINJA ${NINJA}
    BUILT App/SampleApp Lib/libLib.a Tests/Tests ARGS ${ARGN})
endfunction()

build_tree(hip)
if(NVCC)
  build_tree(cuda -DAMP2HIP_BACKEND=CUDA -DCMAKE_CUDA_COMPILER=${NVCC}
    -DCMAKE_CUDA_ARCHITECTURES=90)
else()
  message(STATUS "CUDA build not checked: no nvcc, or amp2hip was built without its CUDA runtime")
endif()

if(LEFT_OUT_SOURCE)
  file(COPY ${LEFT_OUT_SOURCE}/ DESTINATION ${WORK_DIR}/left-out-src)
  execute_process(
    COMMAND ${prefix}/bin/amp2hip --vcxproj=Checks.sln --out-root=../left-out
    WORKING_DIRECTORY ${WORK_DIR}/left-out-src
    RESULT_VARIABLE rc ERROR_VARIABLE err)
  message(STATUS "amp2hip --vcxproj=Checks.sln --out-root=../left-out: ${rc}\n${err}")
  if(NOT rc EQUAL 1 OR NOT err MATCHES "AMP2HIP1208")
    message(FATAL_ERROR "Checks.sln: expected exit 1 and direct3d_checks.cpp left out (AMP2HIP1208)")
  endif()
  build_and_check(SOURCE ${WORK_DIR}/left-out BUILD ${WORK_DIR}/left-out-hip
    NINJA ${NINJA} BUILT Checks/Checks)
endif()
