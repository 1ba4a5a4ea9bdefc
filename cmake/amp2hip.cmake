# amp2hip.cmake - build C++ AMP sources through the amp2hip translator.
#
#   find_package(amp2hip CONFIG REQUIRED)      # includes this file
#   amp2hip_add_executable(app main.cpp kernels.cpp)
#   amp2hip_add_library(kern [STATIC|SHARED] a.cpp b.cpp)
#   amp2hip_add_translated_executable(app main.cpp)  # already translated
#
# Every C++ AMP source is translated as a build step, with the user headers
# it includes, as a tree migration does (amp2hip --in-root --out-root):
#   in-root   AMP2HIP_IN_ROOT, default ${PROJECT_SOURCE_DIR}
#   out-root  ${CMAKE_CURRENT_BINARY_DIR}/amp2hip
# A source <in-root>/<path> becomes <out-root>/<path>, and each user header
# under the in-root that it includes becomes <out-root>/<its path>
# (translated when it holds C++ AMP code, else as it is), so restrict(amp)
# helpers and kernels in header templates are translated too. The translated
# sources are compiled as HIP (AMDGPU, the default), with
# -DAMP2HIP_BACKEND=CUDA as CUDA, or with -DAMP2HIP_BACKEND=CPU as C++ by the
# project's C++ compiler, kernels running on the host's cores (no GPU
# needed), and linked with the runtime amp2hip::runtime_hip /
# amp2hip::runtime_cuda / amp2hip::runtime_cpu.
#
# The translated build includes translated headers, never the originals: a
# quoted include finds the copy next to the translated source, and each of
# the target's include directories under the in-root is preceded by its
# counterpart under the out-root (at the end of the directory's
# CMakeLists.txt, so directories added after amp2hip_add_*() count; those
# set through generator expressions or inherited from linked targets are not
# mapped).
#
# Dependencies: the translator writes a depfile (--depfile: the source and
# the user headers its parse read), so editing a source or one of its
# headers re-translates that source and nothing else. A header that several
# sources include is written by each of their steps, only when its text
# changes, so the objects of sources that did not change are not rebuilt.
# It must translate the same from each (the tree migration reports
# AMP2HIP1015 when it does not; amp2hip --check over the project finds it).
#
# Language standard: the target's (HIP_STANDARD / CUDA_STANDARD, else
# CXX_STANDARD, raised by cxx_std_NN-style compile features, at least 17),
# read at the end of the directory; the translator parses with it and the
# translated sources compile with it (_amp2hip_language_standard).
#
# Adding an option of the build step: give the translator's parse a flag in
# amp2hip_translate_sources() (after `--`), or the compile one in
# _amp2hip_setup_target(); both run per target.
#
# Floating point: each target computes as Visual C++'s default /fp:precise
# did, with no fused multiply-add (hipcc -ffp-contract=off, nvcc
# --fmad=false), unless its AMP2HIP_FP_MODE property, whose default is the
# AMP2HIP_FP_MODE variable, is "fast" (the /fp:fast equivalent: the compiler
# may contract a*b+c into one fused multiply-add):
#   set_target_properties(app PROPERTIES AMP2HIP_FP_MODE fast)
#
# Variables read (set by amp2hipConfig.cmake, or by whoever includes this):
#   AMP2HIP_BACKEND               HIP, CUDA or CPU (cache, default HIP; any
#                                 case)
#   AMP2HIP_FP_MODE               precise or fast (cache, default precise)
#   AMP2HIP_CPU_BOUNDS_CHECK      CPU builds: -fsanitize=bounds (cache, ON)
#   AMP2HIP_IN_ROOT               the project root (default PROJECT_SOURCE_DIR)
#                                 when amp2hip_add_*() is called
#   AMP2HIP_RUNTIME_INCLUDE_DIR   the runtime headers
# Targets used: amp2hip::translator, amp2hip::runtime_hip|runtime_cuda.
include_guard(GLOBAL)
if(CMAKE_VERSION VERSION_LESS 3.19)
  message(FATAL_ERROR "amp2hip.cmake needs CMake 3.19 or newer")
endif()

set(AMP2HIP_BACKEND "HIP" CACHE STRING
  "Platform of the translated C++ AMP sources: HIP (AMD), CUDA (NVIDIA) or CPU (the host's cores, no GPU)")
set_property(CACHE AMP2HIP_BACKEND PROPERTY STRINGS HIP CUDA CPU)
string(TOUPPER "${AMP2HIP_BACKEND}" AMP2HIP_BACKEND)
if(NOT AMP2HIP_BACKEND MATCHES "^(HIP|CUDA|CPU)$")
  message(FATAL_ERROR "AMP2HIP_BACKEND is '${AMP2HIP_BACKEND}': use HIP, CUDA or CPU")
endif()
# The language the translated sources are compiled as: a CPU build's is C++.
if(AMP2HIP_BACKEND STREQUAL "CPU")
  set(AMP2HIP_LANGUAGE CXX)
else()
  set(AMP2HIP_LANGUAGE ${AMP2HIP_BACKEND})
endif()

# A CPU build stops at an index out of an array's bounds (tile_static
# memory above all, where a GPU would read or write another tile's data
# without a word), naming the translated source's file:line: GCC's and
# Clang's -fsanitize=bounds, which only checks arrays of a size known where
# they are indexed and costs nothing measurable on bench/cpu_main's kernels
# (docs/design.md, "Running on the CPU").
option(AMP2HIP_CPU_BOUNDS_CHECK
  "CPU builds: stop at an out-of-bounds index into a fixed-size array (tile_static), with its file:line"
  ON)

set(AMP2HIP_FP_MODE "precise" CACHE STRING
  "Floating point of the translated C++ AMP sources: precise (Visual C++'s /fp:precise: no fused multiply-add) or fast (contraction allowed)")
set_property(CACHE AMP2HIP_FP_MODE PROPERTY STRINGS precise fast)
if(NOT AMP2HIP_FP_MODE MATCHES "^(precise|fast)$")
  message(FATAL_ERROR "AMP2HIP_FP_MODE is '${AMP2HIP_FP_MODE}': use precise or fast")
endif()

# The backend's language. enable_language() has to run at file scope (not in
# a function), so it is done here, when find_package() includes this file.
# A project that enables the language itself (project(... LANGUAGES HIP))
# keeps its own settings.
# On Debian's ROCm packages (no /opt/rocm), CMake's HIP language needs a
# ROCm root, a compiler and flags that it does not find by itself:
# amp2hipDebianHIP.cmake supplies them, for the compiler checks of
# enable_language() and, through amp2hip::runtime_hip, for the targets.
if(AMP2HIP_BACKEND STREQUAL "HIP")
  include("${CMAKE_CURRENT_LIST_DIR}/amp2hipDebianHIP.cmake")
  amp2hip_prepare_debian_hip()
endif()
get_property(_amp2hip_languages GLOBAL PROPERTY ENABLED_LANGUAGES)
if(NOT AMP2HIP_LANGUAGE IN_LIST _amp2hip_languages)
  if(AMP2HIP_DEBIAN_HIP_FLAGS)
    _amp2hip_debian_hip_checks_begin()
  endif()
  enable_language(${AMP2HIP_LANGUAGE})
  if(AMP2HIP_DEBIAN_HIP_FLAGS)
    _amp2hip_debian_hip_checks_end()
  endif()
endif()
unset(_amp2hip_languages)
if(AMP2HIP_DEBIAN_HIP_FLAGS AND TARGET amp2hip::runtime_hip)
  foreach(_amp2hip_flag IN LISTS AMP2HIP_DEBIAN_HIP_FLAGS)
    set_property(TARGET amp2hip::runtime_hip APPEND PROPERTY
      INTERFACE_COMPILE_OPTIONS "$<$<COMPILE_LANGUAGE:HIP>:${_amp2hip_flag}>")
  endforeach()
  unset(_amp2hip_flag)
endif()

# The in-root and out-root of the current directory's targets.
function(_amp2hip_roots in_var out_var)
  if(AMP2HIP_IN_ROOT)
    set(in "${AMP2HIP_IN_ROOT}")
  else()
    set(in "${PROJECT_SOURCE_DIR}")
  endif()
  # The translator works with real paths: so must the paths of its outputs.
  file(REAL_PATH "${in}" in BASE_DIRECTORY "${CMAKE_CURRENT_SOURCE_DIR}")
  set(${in_var} "${in}" PARENT_SCOPE)
  set(${out_var} "${CMAKE_CURRENT_BINARY_DIR}/amp2hip" PARENT_SCOPE)
endfunction()

# amp2hip_translate_sources(<target> <out-var> <sources...>)
#   Adds one custom command per source and returns the translated files.
#   Include directories and definitions are the target's own (generator
#   expressions, so later target_include_directories() calls count too).
function(amp2hip_translate_sources target out_var)
  if(NOT TARGET amp2hip::translator)
    message(FATAL_ERROR "amp2hip: no amp2hip::translator target (find_package(amp2hip) first)")
  endif()
  _amp2hip_roots(in_root out_root)

  # -I and -D flags from the target, empty when the property is empty. The
  # list separator is $<SEMICOLON>: a literal ';' would split the expression
  # itself into two arguments; COMMAND_EXPAND_LISTS splits the result. The
  # translator parses the original headers: the out-root's counterparts of
  # the include directories (added for the compiler) are left out.
  string(REGEX REPLACE "([][+.*?()^$|\\])" "\\\\\\1" out_regex "${out_root}")
  set(inc_prop "$<FILTER:$<TARGET_PROPERTY:${target},INCLUDE_DIRECTORIES>,EXCLUDE,^${out_regex}(/|$)>")
  set(def_prop "$<TARGET_PROPERTY:${target},COMPILE_DEFINITIONS>")
  set(inc_flags "$<$<BOOL:${inc_prop}>:-I$<JOIN:${inc_prop},$<SEMICOLON>-I>>")
  set(def_flags "$<$<BOOL:${def_prop}>:-D$<JOIN:${def_prop},$<SEMICOLON>-D>>")
  # The language standard the translated sources are compiled with, set at
  # the end of the directory (_amp2hip_finish_target); C++17 for a target
  # that amp2hip_add_*() did not make.
  set(std_prop "$<TARGET_PROPERTY:${target},AMP2HIP_STANDARD>")
  set(std_flag "-std=c++$<IF:$<BOOL:${std_prop}>,${std_prop},17>")

  set(outputs)
  foreach(src IN LISTS ARGN)
    get_filename_component(src_abs "${src}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    file(REAL_PATH "${src_abs}" src_real)
    file(RELATIVE_PATH rel "${in_root}" "${src_real}")
    if(rel MATCHES "^\\.\\./" OR IS_ABSOLUTE "${rel}")
      message(FATAL_ERROR "amp2hip: ${src} is not under the in-root ${in_root} "
        "(set AMP2HIP_IN_ROOT to a directory that holds it)")
    endif()
    file(RELATIVE_PATH shown "${CMAKE_CURRENT_SOURCE_DIR}" "${src_abs}")
    set(out "${out_root}/${rel}")
    set(dep "${out}.d")

    # Two targets of one directory may share a source: one command serves.
    get_property(known DIRECTORY PROPERTY AMP2HIP_TRANSLATED_OUTPUTS)
    if(NOT out IN_LIST known)
      set_property(DIRECTORY APPEND PROPERTY AMP2HIP_TRANSLATED_OUTPUTS "${out}")
      get_filename_component(out_dir "${out}" DIRECTORY)
      file(MAKE_DIRECTORY "${out_dir}")
      add_custom_command(
        OUTPUT "${out}"
        COMMAND amp2hip::translator "--in-root=${in_root}" "--out-root=${out_root}"
                --no-copy "--depfile=${dep}" "${src_abs}"
                -- ${std_flag} ${inc_flags} ${def_flags}
        MAIN_DEPENDENCY "${src_abs}"
        # A new translator re-translates everything.
        DEPENDS "$<TARGET_FILE:amp2hip::translator>"
        DEPFILE "${dep}"
        COMMENT "Translating C++ AMP source ${shown}"
        COMMAND_EXPAND_LISTS
        VERBATIM)
    endif()
    set_source_files_properties("${out}" PROPERTIES
      LANGUAGE ${AMP2HIP_LANGUAGE} GENERATED TRUE)
    list(APPEND outputs "${out}")
  endforeach()
  set(${out_var} "${outputs}" PARENT_SCOPE)
endfunction()

# The language standard of <target>, as its properties stand at the end of
# the directory: <backend>_STANDARD if set, else CXX_STANDARD (the project's
# CMAKE_CXX_STANDARD, say), raised to the newest of the cxx_std_NN /
# hip_std_NN / cuda_std_NN features asked for on the target itself, and at
# least 17 (the runtime needs C++17). The translated sources are compiled
# as <backend> with it, and the translator parses with it.
function(_amp2hip_language_standard target)
  get_target_property(std ${target} ${AMP2HIP_LANGUAGE}_STANDARD)
  set(user_std "${std}")
  if(NOT std)
    get_target_property(std ${target} CXX_STANDARD)
  endif()
  if(NOT std)
    set(std 17)
  endif()
  get_target_property(features ${target} COMPILE_FEATURES)
  foreach(feature IN LISTS features)
    if(feature MATCHES "^(cxx|hip|cuda)_std_([0-9]+)$" AND CMAKE_MATCH_2 GREATER std)
      set(std ${CMAKE_MATCH_2})
    endif()
  endforeach()
  # 98 is older than 17, though a smaller number.
  if(std EQUAL 98 OR std LESS 17)
    set(std 17)
  endif()
  if(NOT user_std OR NOT user_std EQUAL std)
    set_target_properties(${target} PROPERTIES
      ${AMP2HIP_LANGUAGE}_STANDARD ${std} ${AMP2HIP_LANGUAGE}_STANDARD_REQUIRED ON)
  endif()
  set_target_properties(${target} PROPERTIES AMP2HIP_STANDARD ${std})
endfunction()

# Deferred to the end of the directory's CMakeLists.txt, when the target's
# properties are final.
function(_amp2hip_finish_target target in_root out_root)
  _amp2hip_language_standard(${target})
  _amp2hip_prefer_translated_headers(${target} ${in_root} ${out_root})
endfunction()

# Each include directory of <target> under the in-root is preceded by its
# out-root counterpart, so that the compiler finds the translated headers
# first.
function(_amp2hip_prefer_translated_headers target in_root out_root)
  get_target_property(dirs ${target} INCLUDE_DIRECTORIES)
  set(mapped)
  foreach(dir IN LISTS dirs)
    if(dir MATCHES "\\$<" OR NOT IS_ABSOLUTE "${dir}")
      continue()
    endif()
    file(REAL_PATH "${dir}" real)
    file(RELATIVE_PATH rel "${in_root}" "${real}")
    file(RELATIVE_PATH in_out "${out_root}" "${real}")
    if(rel MATCHES "^\\.\\.(/|$)" OR IS_ABSOLUTE "${rel}"
       OR NOT in_out MATCHES "^\\.\\.(/|$)")
      continue() # outside the in-root, or the out-root itself
    endif()
    if(rel STREQUAL "")
      list(APPEND mapped "${out_root}")
    else()
      list(APPEND mapped "${out_root}/${rel}")
    endif()
  endforeach()
  if(mapped)
    list(REMOVE_DUPLICATES mapped)
    file(MAKE_DIRECTORY ${mapped})
    target_include_directories(${target} BEFORE PRIVATE ${mapped})
  endif()
endfunction()

# The checks every amp2hip target needs: the backend's language enabled,
# its runtime installed. Sets <out_var> to the backend in lower case.
function(_amp2hip_check_backend out_var)
  get_property(languages GLOBAL PROPERTY ENABLED_LANGUAGES)
  if(NOT AMP2HIP_LANGUAGE IN_LIST languages)
    message(FATAL_ERROR "amp2hip: the ${AMP2HIP_LANGUAGE} language is not enabled "
      "(call enable_language(${AMP2HIP_LANGUAGE}) in the top-level CMakeLists.txt)")
  endif()
  string(TOLOWER "${AMP2HIP_BACKEND}" backend)
  if(NOT TARGET amp2hip::runtime_${backend})
    message(FATAL_ERROR "amp2hip: this amp2hip install has no ${AMP2HIP_BACKEND} "
      "runtime (amp2hip::runtime_${backend}); it was built without ${AMP2HIP_BACKEND}")
  endif()
  set(${out_var} ${backend} PARENT_SCOPE)
endfunction()

# What both add functions do once the target exists: translate, compile as
# the backend's language, link the runtime.
function(_amp2hip_setup_target target)
  _amp2hip_check_backend(backend)
  amp2hip_translate_sources(${target} translated ${ARGN})
  target_sources(${target} PRIVATE ${translated})
  # A header the translator's parse did not read (one included only under
  # __CUDACC__, say) has no copy in the out-root: the source directories
  # come after their out-root counterparts, so the original is found.
  set(src_dirs)
  foreach(src IN LISTS ARGN)
    get_filename_component(d "${src}" DIRECTORY)
    get_filename_component(d "${d}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    list(APPEND src_dirs "${d}")
  endforeach()
  list(REMOVE_DUPLICATES src_dirs)
  target_include_directories(${target} PRIVATE ${src_dirs})
  _amp2hip_roots(in_root out_root)
  # A deferred call reads variables when it runs: pass the values now.
  cmake_language(EVAL CODE "cmake_language(DEFER CALL
    _amp2hip_finish_target [[${target}]] [[${in_root}]] [[${out_root}]])")
  _amp2hip_compile_translated(${target})
  _amp2hip_openmp_if_used(${target} ${ARGN})
  _amp2hip_ppl_if_used(${target} ${ARGN})
endfunction()

# How a target's translated sources compile and link: the runtime, nvcc's
# flags, the floating-point mode.
function(_amp2hip_compile_translated target)
  string(TOLOWER "${AMP2HIP_BACKEND}" backend)
  target_link_libraries(${target} PRIVATE amp2hip::runtime_${backend})
  # restrict(amp) lambdas outside parallel_for_each become __device__
  # lambdas, which nvcc calls extended lambdas; constexpr functions are
  # callable from kernels, as hip-clang allows.
  if(AMP2HIP_BACKEND STREQUAL "CUDA")
    target_compile_options(${target} PRIVATE
      $<$<COMPILE_LANGUAGE:CUDA>:--extended-lambda>
      $<$<COMPILE_LANGUAGE:CUDA>:--expt-relaxed-constexpr>)
  endif()
  if(AMP2HIP_BACKEND STREQUAL "CPU" AND AMP2HIP_CPU_BOUNDS_CHECK)
    _amp2hip_cpu_bounds_check(${target})
  endif()
  # Floating-point contraction, per the target's AMP2HIP_FP_MODE.
  set_target_properties(${target} PROPERTIES AMP2HIP_FP_MODE "${AMP2HIP_FP_MODE}")
  set(fast "$<STREQUAL:$<TARGET_PROPERTY:${target},AMP2HIP_FP_MODE>,fast>")
  if(AMP2HIP_BACKEND STREQUAL "CUDA")
    target_compile_options(${target} PRIVATE
      "$<$<COMPILE_LANGUAGE:CUDA>:$<IF:${fast},--fmad=true,--fmad=false>>")
  else()
    target_compile_options(${target} PRIVATE
      "$<$<COMPILE_LANGUAGE:${AMP2HIP_LANGUAGE}>:$<IF:${fast},-ffp-contract=fast,-ffp-contract=off>>")
  endif()
endfunction()

# -fsanitize=bounds for a CPU build's target, where the compiler and its
# sanitizer runtime have it (checked once); PUBLIC for the link, so that a
# program linking a checked static library links the runtime too.
function(_amp2hip_cpu_bounds_check target)
  if(NOT DEFINED AMP2HIP_HAVE_BOUNDS_SANITIZER)
    include(CheckCXXSourceCompiles)
    set(CMAKE_REQUIRED_FLAGS "-fsanitize=bounds -fno-sanitize-recover=bounds")
    set(CMAKE_REQUIRED_LINK_OPTIONS -fsanitize=bounds)
    set(CMAKE_REQUIRED_QUIET TRUE)
    check_cxx_source_compiles(
      "int a[4]; int main(int argc, char **) { return a[argc]; }"
      AMP2HIP_HAVE_BOUNDS_SANITIZER)
    if(NOT AMP2HIP_HAVE_BOUNDS_SANITIZER)
      message(STATUS "amp2hip: ${CMAKE_CXX_COMPILER_ID} cannot build with "
        "-fsanitize=bounds: CPU builds do not check array bounds")
    endif()
  endif()
  if(AMP2HIP_HAVE_BOUNDS_SANITIZER)
    target_compile_options(${target} PRIVATE
      $<$<COMPILE_LANGUAGE:CXX>:-fsanitize=bounds>
      $<$<COMPILE_LANGUAGE:CXX>:-fno-sanitize-recover=bounds>)
    target_link_options(${target} PUBLIC -fsanitize=bounds)
  endif()
endfunction()

# amp2hip_link_openmp(<target>)
#   Compiles and links <target> with OpenMP, as Visual C++'s /openmp did:
#   -fopenmp (hipcc, the host compiler), -Xcompiler=-fopenmp through nvcc.
#   For HIP the OpenMP runtime (libomp) is linked by path: clang's -fopenmp
#   links -lomp from its own version's folder, and Debian's HIP compiler
#   (clang 15) has none unless libomp-15-dev, which conflicts with the
#   translator's libomp-19-dev, is installed.
function(amp2hip_link_openmp target)
  target_compile_options(${target} PRIVATE
    $<$<COMPILE_LANGUAGE:HIP,CXX>:-fopenmp>
    $<$<COMPILE_LANGUAGE:CUDA>:-Xcompiler=-fopenmp>)
  if(AMP2HIP_BACKEND STREQUAL "HIP")
    find_library(AMP2HIP_LIBOMP NAMES omp libomp.so.5
      HINTS /usr/lib/llvm-19/lib DOC "The OpenMP runtime of HIP programs")
  endif()
  if(AMP2HIP_BACKEND STREQUAL "HIP" AND AMP2HIP_LIBOMP)
    target_link_libraries(${target} PRIVATE ${AMP2HIP_LIBOMP})
  else()
    target_link_options(${target} PRIVATE
      $<IF:$<LINK_LANGUAGE:CUDA>,-Xcompiler=-fopenmp,-fopenmp>)
  endif()
endfunction()

# OpenMP for <target> when one of <sources> uses it ('#pragma omp', or
# '#include <omp.h>'): the translator parses such a source with -fopenmp,
# and the build must compile and link it so.
function(_amp2hip_openmp_if_used target)
  foreach(src IN LISTS ARGN)
    get_filename_component(src_abs "${src}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    if(EXISTS "${src_abs}")
      file(STRINGS "${src_abs}" uses
        REGEX "^[ \t]*#[ \t]*(pragma[ \t]+omp[ \t]|include[ \t]*<omp\\.h>)")
      if(uses)
        amp2hip_link_openmp(${target})
        return()
      endif()
    endif()
  endforeach()
endfunction()

# oneTBB for <target> when one of <sources>, or a header they include with
# quotes, includes a header of the Parallel Patterns Library: the runtime's
# PPL (<amp2hip/msvc/ppl.h>, <concrt.h>, <concurrent_vector.h> ...) is built
# on oneTBB and links -ltbb, which the other programs do not need. A
# translated source that uses PPL through <amp.h> alone has the include
# written (lib/rewrite/PplInclude); Visual C++'s quoted includes may use
# backslashes.
function(_amp2hip_ppl_if_used target)
  set(pending)
  foreach(src IN LISTS ARGN)
    get_filename_component(src_abs "${src}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    list(APPEND pending "${src_abs}")
  endforeach()
  set(seen)
  set(ppl_header "(amp2hip/msvc/)?(ppl|ppltasks|concrt|concurrent_[a-z_]+)\\.h")
  while(pending)
    list(POP_FRONT pending file)
    if(file IN_LIST seen OR NOT EXISTS "${file}" OR IS_DIRECTORY "${file}")
      continue()
    endif()
    list(APPEND seen "${file}")
    file(STRINGS "${file}" includes REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"]")
    foreach(line IN LISTS includes)
      if(line MATCHES "include[ \t]*[<\"]${ppl_header}[>\"]")
        _amp2hip_link_ppl(${target})
        return()
      endif()
      if(line MATCHES "include[ \t]*\"([^\"]+)\"")
        string(REPLACE "\\" "/" header "${CMAKE_MATCH_1}")
        get_filename_component(dir "${file}" DIRECTORY)
        get_filename_component(header "${header}" ABSOLUTE BASE_DIR "${dir}")
        list(APPEND pending "${header}")
      endif()
    endforeach()
  endwhile()
endfunction()

function(_amp2hip_link_ppl target)
  find_package(TBB QUIET)
  if(TARGET TBB::tbb)
    target_link_libraries(${target} PRIVATE TBB::tbb)
  else()
    message(WARNING "amp2hip: ${target} uses the Parallel Patterns Library, "
      "which needs oneTBB (Debian: libtbb-dev; or -DTBB_DIR=<its cmake folder>)")
  endif()
endfunction()

# amp2hip_add_translated_executable(<target> <translated sources...>)
# amp2hip_add_translated_library(<target> [STATIC|SHARED|OBJECT] <sources...>)
#   A target of sources amp2hip has already translated (the tree of
#   `amp2hip --vcxproj --out-root`, a tree migration): compiled as the
#   backend's language and linked with its runtime, without translating.
function(amp2hip_add_translated_executable target)
  _amp2hip_check_backend(backend)
  add_executable(${target} ${ARGN})
  _amp2hip_translated_target(${target} ${ARGN})
endfunction()

function(amp2hip_add_translated_library target)
  _amp2hip_check_backend(backend)
  add_library(${target} ${ARGN})
  list(REMOVE_ITEM ARGN STATIC SHARED OBJECT)
  _amp2hip_translated_target(${target} ${ARGN})
endfunction()

function(_amp2hip_translated_target target)
  set_source_files_properties(${ARGN} PROPERTIES LANGUAGE ${AMP2HIP_LANGUAGE})
  cmake_language(EVAL CODE "cmake_language(DEFER CALL
    _amp2hip_language_standard [[${target}]])")
  _amp2hip_compile_translated(${target})
  _amp2hip_openmp_if_used(${target} ${ARGN})
  _amp2hip_ppl_if_used(${target} ${ARGN})
endfunction()

# amp2hip_add_executable(<target> <sources...>)
function(amp2hip_add_executable target)
  if(NOT ARGN)
    message(FATAL_ERROR "amp2hip_add_executable(${target}): no sources")
  endif()
  add_executable(${target})
  _amp2hip_setup_target(${target} ${ARGN})
endfunction()

# amp2hip_add_library(<target> [STATIC|SHARED|OBJECT] <sources...>)
function(amp2hip_add_library target)
  set(type)
  if(ARGN)
    list(GET ARGN 0 first)
    if(first MATCHES "^(STATIC|SHARED|OBJECT)$")
      set(type ${first})
      list(REMOVE_AT ARGN 0)
    endif()
  endif()
  if(NOT ARGN)
    message(FATAL_ERROR "amp2hip_add_library(${target}): no sources")
  endif()
  add_library(${target} ${type})
  _amp2hip_setup_target(${target} ${ARGN})
  # Shared libraries and code linked into them need position-independent code.
  if(type STREQUAL "SHARED")
    set_target_properties(${target} PROPERTIES POSITION_INDEPENDENT_CODE ON)
  endif()
endfunction()
