# amp2hip.cmake - build C++ AMP sources through the amp2hip translator.
#
#   find_package(amp2hip CONFIG REQUIRED)      # includes this file
#   amp2hip_add_executable(app main.cpp kernels.cpp)
#   amp2hip_add_library(kern [STATIC|SHARED] a.cpp b.cpp)
#
# Every C++ AMP source is translated as a build step, with the user headers
# it includes, as a tree migration does (amp2hip --in-root --out-root):
#   in-root   AMP2HIP_IN_ROOT, default ${PROJECT_SOURCE_DIR}
#   out-root  ${CMAKE_CURRENT_BINARY_DIR}/amp2hip
# A source <in-root>/<path> becomes <out-root>/<path>, and each user header
# under the in-root that it includes becomes <out-root>/<its path>
# (translated when it holds C++ AMP code, else as it is), so restrict(amp)
# helpers and kernels in header templates are translated too. The translated
# sources are compiled as HIP (AMDGPU, the default) or, with
# -DAMP2HIP_BACKEND=CUDA, as CUDA, and linked with the runtime
# amp2hip::runtime_hip / amp2hip::runtime_cuda.
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
# Variables read (set by amp2hipConfig.cmake, or by whoever includes this):
#   AMP2HIP_BACKEND               HIP or CUDA (cache, default HIP)
#   AMP2HIP_IN_ROOT               the project root (default PROJECT_SOURCE_DIR)
#                                 when amp2hip_add_*() is called
#   AMP2HIP_RUNTIME_INCLUDE_DIR   the runtime headers
# Targets used: amp2hip::translator, amp2hip::runtime_hip|runtime_cuda.
include_guard(GLOBAL)
if(CMAKE_VERSION VERSION_LESS 3.19)
  message(FATAL_ERROR "amp2hip.cmake needs CMake 3.19 or newer")
endif()

set(AMP2HIP_BACKEND "HIP" CACHE STRING
  "GPU platform of the translated C++ AMP sources: HIP (AMD) or CUDA (NVIDIA)")
set_property(CACHE AMP2HIP_BACKEND PROPERTY STRINGS HIP CUDA)
if(NOT AMP2HIP_BACKEND MATCHES "^(HIP|CUDA)$")
  message(FATAL_ERROR "AMP2HIP_BACKEND is '${AMP2HIP_BACKEND}': use HIP or CUDA")
endif()

# The backend's language. enable_language() has to run at file scope (not in
# a function), so it is done here, when find_package() includes this file.
# A project that enables the language itself (project(... LANGUAGES HIP))
# keeps its own settings.
get_property(_amp2hip_languages GLOBAL PROPERTY ENABLED_LANGUAGES)
if(NOT AMP2HIP_BACKEND IN_LIST _amp2hip_languages)
  enable_language(${AMP2HIP_BACKEND})
endif()
unset(_amp2hip_languages)

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
                -- -std=c++17 ${inc_flags} ${def_flags}
        MAIN_DEPENDENCY "${src_abs}"
        # A new translator re-translates everything.
        DEPENDS "$<TARGET_FILE:amp2hip::translator>"
        DEPFILE "${dep}"
        COMMENT "Translating C++ AMP source ${shown}"
        COMMAND_EXPAND_LISTS
        VERBATIM)
    endif()
    set_source_files_properties("${out}" PROPERTIES
      LANGUAGE ${AMP2HIP_BACKEND} GENERATED TRUE)
    list(APPEND outputs "${out}")
  endforeach()
  set(${out_var} "${outputs}" PARENT_SCOPE)
endfunction()

# Deferred to the end of the directory's CMakeLists.txt: each include
# directory of <target> under the in-root is preceded by its out-root
# counterpart, so that the compiler finds the translated headers first.
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

# What both add functions do once the target exists: translate, compile as
# the backend's language, link the runtime.
function(_amp2hip_setup_target target)
  get_property(languages GLOBAL PROPERTY ENABLED_LANGUAGES)
  if(NOT AMP2HIP_BACKEND IN_LIST languages)
    message(FATAL_ERROR "amp2hip: the ${AMP2HIP_BACKEND} language is not enabled "
      "(call enable_language(${AMP2HIP_BACKEND}) in the top-level CMakeLists.txt)")
  endif()
  string(TOLOWER "${AMP2HIP_BACKEND}" backend)
  if(NOT TARGET amp2hip::runtime_${backend})
    message(FATAL_ERROR "amp2hip: this amp2hip install has no ${AMP2HIP_BACKEND} "
      "runtime (amp2hip::runtime_${backend}); it was built without ${AMP2HIP_BACKEND}")
  endif()

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
    _amp2hip_prefer_translated_headers [[${target}]] [[${in_root}]] [[${out_root}]])")
  target_link_libraries(${target} PRIVATE amp2hip::runtime_${backend})
  # restrict(amp) lambdas outside parallel_for_each become __device__
  # lambdas, which nvcc calls extended lambdas.
  if(AMP2HIP_BACKEND STREQUAL "CUDA")
    target_compile_options(${target} PRIVATE $<$<COMPILE_LANGUAGE:CUDA>:--extended-lambda>)
  endif()
  # The runtime needs C++17 in the GPU language too.
  get_target_property(std ${target} ${AMP2HIP_BACKEND}_STANDARD)
  if(NOT std)
    set_target_properties(${target} PROPERTIES
      ${AMP2HIP_BACKEND}_STANDARD 17 ${AMP2HIP_BACKEND}_STANDARD_REQUIRED ON)
  endif()
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
