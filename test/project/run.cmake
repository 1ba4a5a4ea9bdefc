# run.cmake - the project.cmake_package test (registered in CMakeLists.txt).
#   1. cmake --install the amp2hip build tree into WORK_DIR/prefix
#   2. copy examples/project to WORK_DIR/src (the test touches its files)
#   3. configure + build it for HIP against the installed package, with
#      nothing but -DCMAKE_PREFIX_PATH (and the generator);
#      the user headers come out translated into <build>/amp2hip, and the
#      objects were compiled from those copies, never from the originals
#      (ninja -t deps: no dependency in the source tree at all)
#   4. incremental checks on that build (ninja -n: what would run; ninja -d
#      explain: why):
#        nothing to do after a build;
#        touch saxpy.cpp -> only saxpy.cpp re-translated;
#        touch problem.h -> only stencil.cpp and main.cpp re-translated;
#        touch amp_helpers.h -> only saxpy.cpp and stencil.cpp, the two
#          sources that include it, re-translated and recompiled;
#        touch scale.h (a kernel in a header template) -> only main.cpp;
#        edit amp_helpers.h -> its translated copy is rewritten;
#        after rebuilding, nothing to do again (the depfiles are consistent)
#   5. configure + build it for CUDA (sm_90), if NVCC is given, with the same
#      check of the objects' dependencies
#   6. configure + build CXX20_SOURCE (test/project/cxx20) for HIP the same
#      way: its C++20 sources translate and compile only with -std=c++20
#   7. if CPU, configure it with -DAMP2HIP_BACKEND=cpu, build it with the
#      C++ compiler against amp2hip::runtime_cpu (with -fsanitize=bounds)
#      and run it (exit 0)
#   Both builds compile as Visual C++'s /fp:precise (no fused multiply-add)
#   by default, and a target with AMP2HIP_FP_MODE fast allows contraction.
include(${CMAKE_CURRENT_LIST_DIR}/../run_helpers.cmake)
require(AMP2HIP_BUILD_DIR PROJECT_SOURCE CXX20_SOURCE WORK_DIR NINJA)

# The sources ninja -n says it would translate, sorted ("Translating C++
# AMP source <rel>" is the custom command's COMMENT in amp2hip.cmake).
function(would_translate build_dir out_var)
  execute_process(COMMAND ${NINJA} -C ${build_dir} -n
    OUTPUT_VARIABLE out RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "ninja -n failed in ${build_dir}:\n${out}")
  endif()
  string(REGEX MATCHALL "Translating C\\+\\+ AMP source [^\r\n]+" lines "${out}")
  set(names)
  foreach(l IN LISTS lines)
    string(REGEX REPLACE "^Translating C\\+\\+ AMP source " "" n "${l}")
    list(APPEND names ${n})
  endforeach()
  list(SORT names)
  set(${out_var} "${names}" PARENT_SCOPE)
  set(${out_var}_all "${out}" PARENT_SCOPE)
endfunction()

function(expect_translations build_dir what)
  would_translate(${build_dir} got)
  set(want ${ARGN})
  list(SORT want)
  if(NOT "${got}" STREQUAL "${want}")
    message(FATAL_ERROR "${what}: expected re-translation of [${want}], "
      "ninja would translate [${got}]:\n${got_all}")
  endif()
  message(STATUS "${what}: re-translates [${want}] as expected")
endfunction()

# The translated sources whose objects ninja -n says it would compile.
function(expect_compiles build_dir what)
  execute_process(COMMAND ${NINJA} -C ${build_dir} -n OUTPUT_VARIABLE out)
  string(REGEX MATCHALL "Building (HIP|CUDA) object [^\r\n]*/amp2hip/[^/\r\n]+\\.o" lines "${out}")
  set(got)
  foreach(l IN LISTS lines)
    string(REGEX REPLACE "^.*/amp2hip/([^/]+)\\.o$" "\\1" n "${l}")
    list(APPEND got ${n})
  endforeach()
  list(SORT got)
  set(want ${ARGN})
  list(SORT want)
  if(NOT "${got}" STREQUAL "${want}")
    message(FATAL_ERROR "${what}: expected to recompile [${want}], "
      "ninja would compile [${got}]:\n${out}")
  endif()
  message(STATUS "${what}: recompiles [${want}] as expected")
endfunction()

# ninja -d explain names <header> as the reason to re-translate <sources>.
function(expect_explained build_dir header)
  execute_process(COMMAND ${NINJA} -C ${build_dir} -n -d explain
    OUTPUT_VARIABLE out ERROR_VARIABLE explain)
  foreach(s IN LISTS ARGN)
    if(NOT explain MATCHES "amp2hip/${s} older than most recent input [^\r\n]*/${header}")
      message(FATAL_ERROR "ninja -d explain does not blame ${header} for ${s}:\n${explain}")
    endif()
  endforeach()
endfunction()

# <path> as a regular expression that matches it literally.
function(regex_escape out_var path)
  string(REGEX REPLACE "([][+.*?()^$|\\])" "\\\\\\1" escaped "${path}")
  set(${out_var} "${escaped}" PARENT_SCOPE)
endfunction()

# Every object of <build_dir> was compiled from the translated tree: each
# depends on the translated headers named, and on nothing in the source
# tree (ninja -t deps lists what the compiler read).
function(expect_translated_includes build_dir)
  execute_process(COMMAND ${NINJA} -C ${build_dir} -t deps
    OUTPUT_VARIABLE deps RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0 OR NOT deps MATCHES "amp2hip/saxpy\\.cpp\\.o")
    message(FATAL_ERROR "ninja -t deps in ${build_dir} failed or lists no object:\n${deps}")
  endif()
  regex_escape(src_re "${src}")
  regex_escape(out_re "${build_dir}/amp2hip")
  string(REGEX MATCHALL "\n *${src_re}/[^\r\n]*" originals "${deps}")
  if(originals)
    message(FATAL_ERROR "the ${build_dir} build read original sources or headers:${originals}")
  endif()
  # Objects and the translated headers each must have read.
  foreach(pair "saxpy.cpp:amp_helpers.h" "stencil.cpp:amp_helpers.h"
               "main.cpp:scale.h")
    string(REPLACE ":" ";" pair "${pair}")
    list(GET pair 0 obj)
    list(GET pair 1 header)
    string(REGEX MATCH "amp2hip/${obj}\\.o: [^\n]*\n(    [^\n]*\n)*" block "${deps}")
    if(NOT block MATCHES "\n *${out_re}/${header}\n")
      message(FATAL_ERROR "${obj}.o was not compiled with the translated ${header}:\n${block}")
    endif()
  endforeach()
  message(STATUS "${build_dir}: objects compiled from the translated tree only")
endfunction()

# Every translated object of <build_dir> is compiled with <flag> (ninja -t
# commands: the compile lines).
function(expect_fp_flag build_dir flag)
  execute_process(COMMAND ${NINJA} -C ${build_dir} -t commands amp_project
    OUTPUT_VARIABLE commands)
  string(REGEX MATCHALL "[^\n]* -o [^ ]*/amp2hip/[a-z_]+\\.cpp\\.o[^\n]*" compiles "${commands}")
  list(LENGTH compiles n)
  if(n LESS 3)
    message(FATAL_ERROR "no compile lines of translated sources in ${build_dir}:\n${commands}")
  endif()
  foreach(c IN LISTS compiles)
    string(FIND "${c}" " ${flag}" at)
    if(at LESS 0)
      message(FATAL_ERROR "a translated source is compiled without ${flag}:\n${c}")
    endif()
  endforeach()
  message(STATUS "${build_dir}: translated sources compiled with ${flag}")
endfunction()

set(prefix ${WORK_DIR}/prefix)
set(src ${WORK_DIR}/src)
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})

# 1. install
run(${CMAKE_COMMAND} --install ${AMP2HIP_BUILD_DIR} --prefix ${prefix})
set(cpu_lib)
if(CPU)
  set(cpu_lib lib/libamp2hip_cpu.a)
endif()
foreach(f bin/amp2hip include/amp2hip/amp.h include/amp2hip/parse/amp.h
          lib/libamp2hip_hip.a ${cpu_lib} lib/cmake/amp2hip/amp2hipConfig.cmake
          lib/cmake/amp2hip/amp2hipConfigVersion.cmake
          lib/cmake/amp2hip/amp2hipTargets.cmake lib/cmake/amp2hip/amp2hip.cmake)
  if(NOT EXISTS ${prefix}/${f})
    message(FATAL_ERROR "cmake --install did not install ${f}")
  endif()
endforeach()

# 2. a copy of the project
file(COPY ${PROJECT_SOURCE}/ DESTINATION ${src})

# 3. HIP, configured as a user would: the generator and the prefix, nothing
# else (no HIP compiler, ROCm root, architecture or flags): on Debian's ROCm
# packages the package config finds them.
run(${CMAKE_COMMAND} -S ${src} -B ${WORK_DIR}/hip -G Ninja
  -DCMAKE_PREFIX_PATH=${prefix})
run(${CMAKE_COMMAND} --build ${WORK_DIR}/hip)
if(NOT EXISTS ${WORK_DIR}/hip/amp_project)
  message(FATAL_ERROR "the HIP build made no amp_project executable")
endif()

# The user headers, translated into the out-root.
set(out_root ${WORK_DIR}/hip/amp2hip)
file(READ ${out_root}/amp_helpers.h helpers)
if(helpers MATCHES "\\) restrict\\(" OR NOT helpers MATCHES "__host__ __device__ inline float madd")
  message(FATAL_ERROR "amp_helpers.h is not translated in ${out_root}:\n${helpers}")
endif()
file(READ ${out_root}/scale.h scale)
if(NOT scale MATCHES "static __global__ void\n" OR NOT scale MATCHES "amp2hip::launch<scale_amp_kernel_0<T>>\\(")
  message(FATAL_ERROR "the kernel of scale.h is not translated in ${out_root}:\n${scale}")
endif()
expect_translated_includes(${WORK_DIR}/hip)
expect_fp_flag(${WORK_DIR}/hip -ffp-contract=off)

# 4. incremental translation
expect_translations(${WORK_DIR}/hip "after a build")
file(TOUCH ${src}/saxpy.cpp)
expect_translations(${WORK_DIR}/hip "touched saxpy.cpp" saxpy.cpp)
run(${CMAKE_COMMAND} --build ${WORK_DIR}/hip)
file(TOUCH ${src}/problem.h)
expect_translations(${WORK_DIR}/hip "touched problem.h" main.cpp stencil.cpp)
run(${CMAKE_COMMAND} --build ${WORK_DIR}/hip)
file(TOUCH ${src}/kernels.h)
expect_translations(${WORK_DIR}/hip "touched kernels.h" main.cpp saxpy.cpp stencil.cpp)
run(${CMAKE_COMMAND} --build ${WORK_DIR}/hip)
# The shared header of restrict(amp) helpers: exactly the two sources that
# include it, and only their objects (main.cpp's does not read it).
file(TOUCH ${src}/amp_helpers.h)
expect_translations(${WORK_DIR}/hip "touched amp_helpers.h" saxpy.cpp stencil.cpp)
expect_compiles(${WORK_DIR}/hip "touched amp_helpers.h" saxpy.cpp stencil.cpp)
expect_explained(${WORK_DIR}/hip amp_helpers.h saxpy.cpp stencil.cpp)
run(${CMAKE_COMMAND} --build ${WORK_DIR}/hip)
# The header with the kernel template: main.cpp only.
file(TOUCH ${src}/scale.h)
expect_translations(${WORK_DIR}/hip "touched scale.h" main.cpp)
expect_explained(${WORK_DIR}/hip scale.h main.cpp)
run(${CMAKE_COMMAND} --build ${WORK_DIR}/hip)
# An edit reaches the translated copy, through either source's step.
file(APPEND ${src}/amp_helpers.h "// edited by project.cmake_package\n")
run(${CMAKE_COMMAND} --build ${WORK_DIR}/hip)
file(READ ${out_root}/amp_helpers.h helpers)
if(NOT helpers MATCHES "// edited by project.cmake_package")
  message(FATAL_ERROR "the edit of amp_helpers.h did not reach ${out_root}/amp_helpers.h")
endif()
expect_translations(${WORK_DIR}/hip "after rebuilding")
execute_process(COMMAND ${NINJA} -C ${WORK_DIR}/hip -n OUTPUT_VARIABLE out)
if(NOT out MATCHES "no work to do")
  message(FATAL_ERROR "the HIP build is not up to date after rebuilding:\n${out}")
endif()

# 5. CUDA, build only
if(NVCC)
  run(${CMAKE_COMMAND} -S ${src} -B ${WORK_DIR}/cuda -G Ninja
    -DCMAKE_PREFIX_PATH=${prefix}
    -DCMAKE_MAKE_PROGRAM=${NINJA}
    -DCMAKE_BUILD_TYPE=Release
    -DAMP2HIP_BACKEND=CUDA
    -DCMAKE_CUDA_COMPILER=${NVCC}
    -DCMAKE_CUDA_ARCHITECTURES=90)
  run(${CMAKE_COMMAND} --build ${WORK_DIR}/cuda)
  if(NOT EXISTS ${WORK_DIR}/cuda/amp_project)
    message(FATAL_ERROR "the CUDA build made no amp_project executable")
  endif()
  expect_translated_includes(${WORK_DIR}/cuda)
  expect_fp_flag(${WORK_DIR}/cuda --fmad=false)
  run(${CMAKE_COMMAND} -DAMP2HIP_FP_MODE=fast ${WORK_DIR}/cuda)
  expect_fp_flag(${WORK_DIR}/cuda --fmad=true)
else()
  message(STATUS "CUDA build not checked: no nvcc, or amp2hip was built without its CUDA runtime")
endif()
# 7. CPU: the same project built by
# the C++ compiler against amp2hip::runtime_cpu and run (no GPU needed).
if(CPU)
  run(${CMAKE_COMMAND} -S ${src} -B ${WORK_DIR}/cpu -G Ninja
    -DCMAKE_PREFIX_PATH=${prefix} -DAMP2HIP_BACKEND=cpu)
  run(${CMAKE_COMMAND} --build ${WORK_DIR}/cpu)
  expect_fp_flag(${WORK_DIR}/cpu -ffp-contract=off)
  # and with the tile_static bounds check (AMP2HIP_CPU_BOUNDS_CHECK)
  expect_fp_flag(${WORK_DIR}/cpu -fsanitize=bounds)
  execute_process(COMMAND ${WORK_DIR}/cpu/amp_project RESULT_VARIABLE rc
    OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "the CPU build of amp_project failed (exit ${rc}):\n${out}")
  endif()
  message(STATUS "CPU build: ran, exit 0:\n${out}")
else()
  message(STATUS "CPU build not checked: amp2hip was built without its CPU runtime")
endif()

# 6. a C++20 target: translated and compiled as C++20.
set(cxx20 ${WORK_DIR}/cxx20)
run(${CMAKE_COMMAND} -S ${CXX20_SOURCE} -B ${cxx20} -G Ninja
  -DCMAKE_PREFIX_PATH=${prefix})
run(${CMAKE_COMMAND} --build ${cxx20})
execute_process(COMMAND ${NINJA} -C ${cxx20} -t commands OUTPUT_VARIABLE commands)
foreach(app concept_app consteval_app)
  if(NOT EXISTS ${cxx20}/${app})
    message(FATAL_ERROR "the C++20 build made no ${app} executable")
  endif()
  # The translation and the HIP compile of <app>.cpp, each with C++20.
  string(REGEX MATCH "[^\n]*amp2hip[^\n]* [^\n]*/${app}\\.cpp -- -std=c\\+\\+20[^\n]*" translate "${commands}")
  string(REGEX MATCH "[^\n]*-std=gnu\\+\\+20[^\n]*amp2hip/${app}\\.cpp[^\n]*" compile "${commands}")
  if(NOT translate OR NOT compile)
    message(FATAL_ERROR "${app}.cpp is not translated and compiled as C++20:\n${commands}")
  endif()
endforeach()
message(STATUS "C++20 targets: translated and compiled with C++20")
message(STATUS "project.cmake_package: passed")
