# amp2hipDebianHIP.cmake - CMake's HIP language on Debian's ROCm packages.
#
# CMake compiles HIP with Clang and loads the HIP runtime's package
# (hip-lang) from <ROCm root>/lib/cmake: the layout of a ROCm install in
# /opt/rocm. Debian's own packages (hipcc, libamdhip64-dev,
# rocm-device-libs) put everything under /usr instead: the package configs
# in /usr/lib/<multiarch>/cmake, the device libraries in
# /usr/lib/<multiarch>/amdgcn/bitcode, and hipcc runs a versioned
# clang++-NN that does not find those libraries by itself. There,
# enable_language(HIP) fails ("ROCm root /usr does not contain the HIP
# runtime CMake package").
#
# amp2hip_prepare_debian_hip(), called by amp2hip.cmake just before it
# enables HIP, recognises that layout and sets CMake up for it:
#   CMAKE_HIP_COMPILER_ROCM_ROOT  a folder of links in the build tree,
#                                 <build>/CMakeFiles/amp2hip-rocm/lib/cmake/<pkg>
#   CMAKE_HIP_COMPILER            the Clang that hipcc runs
#   AMP2HIP_DEBIAN_HIP_FLAGS      --rocm-path=/usr --rocm-device-lib-path=<dir>,
#                                 in the compile options of amp2hip::runtime_hip,
#                                 so every target that links it gets them
# and _amp2hip_debian_hip_checks_begin()/_end() bracket enable_language(HIP):
# its compiler checks get the flags too, and their try_compile projects,
# which know no <multiarch> library folder, find the packages hip-lang needs
# (amd_comgr, hsa-runtime64) through the links, named in the
# CMAKE_PREFIX_PATH environment variable for that time.
# It does nothing when HIP is already enabled, when the user chose a ROCm
# root (-DCMAKE_HIP_COMPILER_ROCM_ROOT=...), or when a ROCm install that
# CMake finds by itself exists ($ROCM_PATH, /opt/rocm). A compiler the user
# chose (CMAKE_HIP_COMPILER, the HIPCXX environment variable) is kept, and
# flags already in CMAKE_HIP_FLAGS are not added twice.
include_guard(GLOBAL)

# The Clang hipcc runs, from hipcc's own verbose output
# ("hipcc-cmd: /usr/bin/clang++-15 ..."); empty when that fails.
function(_amp2hip_hipcc_clang out_var)
  set(${out_var} "" PARENT_SCOPE)
  find_program(hipcc NAMES hipcc NO_CACHE)
  if(NOT hipcc)
    return()
  endif()
  execute_process(COMMAND ${CMAKE_COMMAND} -E env HIPCC_VERBOSE=1 ${hipcc} --version
    OUTPUT_VARIABLE out ERROR_QUIET RESULT_VARIABLE rc)
  if(out MATCHES "hipcc-cmd: *([^ \r\n]+)")
    set(clang "${CMAKE_MATCH_1}")
    if(EXISTS "${clang}")
      set(${out_var} "${clang}" PARENT_SCOPE)
    endif()
  endif()
endfunction()

function(amp2hip_prepare_debian_hip)
  get_property(languages GLOBAL PROPERTY ENABLED_LANGUAGES)
  set(links "${CMAKE_BINARY_DIR}/CMakeFiles/amp2hip-rocm")
  if("HIP" IN_LIST languages
     OR (DEFINED CMAKE_HIP_COMPILER_ROCM_ROOT
         AND NOT CMAKE_HIP_COMPILER_ROCM_ROOT STREQUAL links))
    return()
  endif()
  foreach(root "$ENV{ROCM_PATH}" /opt/rocm)
    if(root AND EXISTS "${root}/lib/cmake/hip-lang/hip-lang-config.cmake")
      return() # a ROCm install: CMake's own detection works
    endif()
  endforeach()

  # Debian's layout: /usr/lib/<multiarch>/cmake/hip-lang.
  set(arch "${CMAKE_LIBRARY_ARCHITECTURE}")
  if(NOT arch)
    file(GLOB found LIST_DIRECTORIES true /usr/lib/*/cmake/hip-lang)
    list(GET found 0 arch)
    string(REGEX REPLACE "^/usr/lib/([^/]+)/.*$" "\\1" arch "${arch}")
  endif()
  set(cmake_dir "/usr/lib/${arch}/cmake")
  set(bitcode "/usr/lib/${arch}/amdgcn/bitcode")
  if(NOT arch OR NOT EXISTS "${cmake_dir}/hip-lang/hip-lang-config.cmake"
     OR NOT EXISTS "${bitcode}/ocml.bc")
    return() # neither layout: CMake reports what it misses
  endif()

  # The ROCm root CMake expects, made of links to the package configs.
  file(MAKE_DIRECTORY "${links}/lib/cmake")
  foreach(pkg hip-lang hip amd_comgr hsa-runtime64)
    if(EXISTS "${cmake_dir}/${pkg}" AND NOT EXISTS "${links}/lib/cmake/${pkg}")
      file(CREATE_LINK "${cmake_dir}/${pkg}" "${links}/lib/cmake/${pkg}" SYMBOLIC)
    endif()
  endforeach()
  set(CMAKE_HIP_COMPILER_ROCM_ROOT "${links}" CACHE PATH
    "ROCm root for CMake's HIP language (links to Debian's HIP packages, made by amp2hip)")

  if(NOT CMAKE_HIP_COMPILER AND NOT DEFINED ENV{HIPCXX})
    _amp2hip_hipcc_clang(clang)
    if(clang)
      set(CMAKE_HIP_COMPILER "${clang}" CACHE FILEPATH "HIP compiler (the Clang hipcc runs)")
    endif()
  endif()

  set(flags)
  if(NOT CMAKE_HIP_FLAGS MATCHES "--rocm-path")
    list(APPEND flags --rocm-path=/usr)
  endif()
  if(NOT CMAKE_HIP_FLAGS MATCHES "--(rocm|hip)-device-lib-path")
    list(APPEND flags "--rocm-device-lib-path=${bitcode}")
  endif()
  set(AMP2HIP_DEBIAN_HIP_FLAGS "${flags}" PARENT_SCOPE)
  if(TARGET amp2hip::runtime_hip)
    foreach(flag IN LISTS flags)
      set_property(TARGET amp2hip::runtime_hip APPEND PROPERTY
        INTERFACE_COMPILE_OPTIONS "$<$<COMPILE_LANGUAGE:HIP>:${flag}>")
    endforeach()
  endif()
endfunction()

# Macros: they set CMAKE_HIP_FLAGS in the scope that enables the language.
# A variable, not the cache entry: a user's own -DCMAKE_HIP_FLAGS stays as
# given, and the checks' try_compile projects still see the added flags.
macro(_amp2hip_debian_hip_checks_begin)
  unset(_amp2hip_hip_flags)
  if(DEFINED CMAKE_HIP_FLAGS AND NOT (DEFINED CACHE{CMAKE_HIP_FLAGS}
     AND CMAKE_HIP_FLAGS STREQUAL "$CACHE{CMAKE_HIP_FLAGS}"))
    set(_amp2hip_hip_flags "${CMAKE_HIP_FLAGS}") # the project's own variable
  endif()
  list(JOIN AMP2HIP_DEBIAN_HIP_FLAGS " " _amp2hip_added)
  string(STRIP "${CMAKE_HIP_FLAGS} ${_amp2hip_added}" CMAKE_HIP_FLAGS)
  set(_amp2hip_prefix_env "$ENV{CMAKE_PREFIX_PATH}")
  set(ENV{CMAKE_PREFIX_PATH} "${CMAKE_HIP_COMPILER_ROCM_ROOT}:$ENV{CMAKE_PREFIX_PATH}")
endmacro()

macro(_amp2hip_debian_hip_checks_end)
  if(DEFINED _amp2hip_hip_flags)
    set(CMAKE_HIP_FLAGS "${_amp2hip_hip_flags}")
  else()
    unset(CMAKE_HIP_FLAGS)
  endif()
  set(ENV{CMAKE_PREFIX_PATH} "${_amp2hip_prefix_env}")
  unset(_amp2hip_hip_flags)
  unset(_amp2hip_added)
  unset(_amp2hip_prefix_env)
endmacro()
