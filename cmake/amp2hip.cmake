# amp2hip.cmake - build C++ AMP sources through the amp2hip translator.
#
#   find_package(amp2hip CONFIG REQUIRED)      # includes this file
#   amp2hip_add_executable(app main.cpp kernels.cpp)
#   amp2hip_add_library(kern [STATIC|SHARED] a.cpp b.cpp)
#
# Every C++ AMP source is translated as a build step into
#   ${CMAKE_CURRENT_BINARY_DIR}/amp2hip/<path relative to the source dir>.hip.cpp
# (<path> without its extension), and the translated sources are compiled as
# HIP (AMDGPU, the default) or, with -DAMP2HIP_BACKEND=CUDA, as CUDA, and
# linked with the runtime amp2hip::runtime_hip / amp2hip::runtime_cuda.
#
# Dependencies: each translation step writes a Makefile-style depfile (the
# headers the source includes, as the translator's parse sees them), so
# editing a source or one of its headers re-translates that source and
# nothing else. The translator itself writes no depfile yet; the headers are
# listed by running the C++ compiler's preprocessor (-MM) over the source
# with the same include paths and definitions, in the translator's parse
# mode (-DAMP2HIP_PARSE=1 and the runtime's parse headers), in the same
# custom command, right after the translation.
#
# Variables read (set by amp2hipConfig.cmake, or by whoever includes this):
#   AMP2HIP_BACKEND               HIP or CUDA (cache, default HIP)
#   AMP2HIP_RUNTIME_INCLUDE_DIR   the runtime headers (holds amp2hip/parse/)
#   AMP2HIP_DEPSCAN_COMPILER      GCC/Clang driver that lists the headers
#                                 (cache, default: the C++ compiler)
# Targets used: amp2hip::translator, amp2hip::runtime_hip|runtime_cuda.
include_guard(GLOBAL)

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

# The header scan needs a GCC-compatible driver (-MM -MF -MT); the project's
# C++ compiler is one on every platform amp2hip supports.
if(NOT AMP2HIP_DEPSCAN_COMPILER AND CMAKE_CXX_COMPILER)
  set(AMP2HIP_DEPSCAN_COMPILER "${CMAKE_CXX_COMPILER}" CACHE FILEPATH
    "GCC-compatible compiler driver that lists the headers of C++ AMP sources")
endif()

# amp2hip_translate_sources(<target> <out-var> <sources...>)
#   Adds one custom command per source and returns the translated files.
#   Include directories and definitions are the target's own (generator
#   expressions, so later target_include_directories() calls count too).
function(amp2hip_translate_sources target out_var)
  if(NOT TARGET amp2hip::translator)
    message(FATAL_ERROR "amp2hip: no amp2hip::translator target (find_package(amp2hip) first)")
  endif()
  if(NOT AMP2HIP_DEPSCAN_COMPILER)
    message(FATAL_ERROR "amp2hip: enable CXX or set AMP2HIP_DEPSCAN_COMPILER "
      "(a GCC-compatible compiler, used to list the headers of C++ AMP sources)")
  endif()
  set(rt_inc "${AMP2HIP_RUNTIME_INCLUDE_DIR}")

  # -I and -D flags from the target, empty when the property is empty. The
  # list separator is $<SEMICOLON>: a literal ';' would split the expression
  # itself into two arguments; COMMAND_EXPAND_LISTS splits the result.
  set(inc_prop "$<TARGET_PROPERTY:${target},INCLUDE_DIRECTORIES>")
  set(def_prop "$<TARGET_PROPERTY:${target},COMPILE_DEFINITIONS>")
  set(inc_flags "$<$<BOOL:${inc_prop}>:-I$<JOIN:${inc_prop},$<SEMICOLON>-I>>")
  set(def_flags "$<$<BOOL:${def_prop}>:-D$<JOIN:${def_prop},$<SEMICOLON>-D>>")

  set(outputs)
  foreach(src IN LISTS ARGN)
    get_filename_component(src_abs "${src}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    file(RELATIVE_PATH rel "${CMAKE_CURRENT_SOURCE_DIR}" "${src_abs}")
    if(rel MATCHES "^\\.\\./")
      # A source outside the source dir: keep it out of the tree's parents.
      get_filename_component(rel "${src_abs}" NAME)
    endif()
    string(REGEX REPLACE "\\.[^./]*$" "" stem "${rel}")
    set(out "${CMAKE_CURRENT_BINARY_DIR}/amp2hip/${stem}.hip.cpp")
    set(dep "${out}.d")

    # Two targets of one directory may share a source: one command serves.
    get_property(known DIRECTORY PROPERTY AMP2HIP_TRANSLATED_OUTPUTS)
    if(NOT out IN_LIST known)
      set_property(DIRECTORY APPEND PROPERTY AMP2HIP_TRANSLATED_OUTPUTS "${out}")
      get_filename_component(out_dir "${out}" DIRECTORY)
      file(MAKE_DIRECTORY "${out_dir}")
      add_custom_command(
        OUTPUT "${out}"
        COMMAND amp2hip::translator "${src_abs}" -o "${out}"
                -- -std=c++17 ${inc_flags} ${def_flags}
        # The headers this source includes, in the translator's parse mode.
        # -MM leaves out system headers (the runtime is one, under -isystem).
        COMMAND "${AMP2HIP_DEPSCAN_COMPILER}" -x c++ -std=c++17 -MM
                -MT "${out}" -MF "${dep}"
                -DAMP2HIP_PARSE=1 -isystem "${rt_inc}/amp2hip/parse" -isystem "${rt_inc}"
                ${inc_flags} ${def_flags} "${src_abs}"
        MAIN_DEPENDENCY "${src_abs}"
        # A new translator re-translates everything.
        DEPENDS "$<TARGET_FILE:amp2hip::translator>"
        DEPFILE "${dep}"
        COMMENT "Translating C++ AMP source ${rel}"
        COMMAND_EXPAND_LISTS
        VERBATIM)
    endif()
    set_source_files_properties("${out}" PROPERTIES
      LANGUAGE ${AMP2HIP_BACKEND} GENERATED TRUE)
    list(APPEND outputs "${out}")
  endforeach()
  set(${out_var} "${outputs}" PARENT_SCOPE)
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
  # The translated sources include the user's headers by the names the
  # originals used; quote includes no longer start from the source's own
  # directory, so add each source directory to the search path.
  set(src_dirs)
  foreach(src IN LISTS ARGN)
    get_filename_component(d "${src}" DIRECTORY)
    get_filename_component(d "${d}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    list(APPEND src_dirs "${d}")
  endforeach()
  list(REMOVE_DUPLICATES src_dirs)
  target_include_directories(${target} PRIVATE ${src_dirs})
  target_link_libraries(${target} PRIVATE amp2hip::runtime_${backend})
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
