# install.cmake - the amp2hip package: `cmake --install` lays out
#   bin/amp2hip
#   include/amp2hip/**                  runtime headers (parse/: the translator's,
#                                       installed with it by tools/amp2hip)
#   lib/libamp2hip_hip.a, lib/libamp2hip_cuda.a, lib/libamp2hip_cpu.a
#   lib/cmake/amp2hip/                  amp2hipConfig.cmake, ...Version, ...Targets, amp2hip.cmake,
#                                       amp2hipDebianHIP.cmake
# The install rules of the targets themselves (EXPORT amp2hipTargets) are
# next to the targets, in runtime/ and tools/amp2hip/; this file, included
# last from the top-level CMakeLists.txt, writes the package files.
include(CMakePackageConfigHelpers)

# The translator finds the runtime headers at <exe>/../include, so these
# stay fixed relative to each other.
set(AMP2HIP_INSTALL_INCLUDEDIR include)
set(AMP2HIP_INSTALL_CMAKEDIR lib/cmake/amp2hip)

if(TARGET amp2hip_runtime_cuda)
  set(AMP2HIP_EXPORTS_CUDA_RUNTIME TRUE)
else()
  set(AMP2HIP_EXPORTS_CUDA_RUNTIME FALSE)
endif()

if(TARGET amp2hip_runtime_cpu)
  set(AMP2HIP_EXPORTS_CPU_RUNTIME TRUE)
else()
  set(AMP2HIP_EXPORTS_CPU_RUNTIME FALSE)
endif()

# Without any exported target there is no package to write.
if(NOT (TARGET amp2hip OR TARGET amp2hip_runtime_hip OR TARGET amp2hip_runtime_cuda))
  return()
endif()

install(EXPORT amp2hipTargets
  NAMESPACE amp2hip::
  DESTINATION ${AMP2HIP_INSTALL_CMAKEDIR})

configure_package_config_file(
  ${CMAKE_CURRENT_LIST_DIR}/amp2hipConfig.cmake.in
  ${PROJECT_BINARY_DIR}/amp2hipConfig.cmake
  INSTALL_DESTINATION ${AMP2HIP_INSTALL_CMAKEDIR}
  PATH_VARS AMP2HIP_INSTALL_INCLUDEDIR)
# 0.x: a minor version may break the interface.
write_basic_package_version_file(
  ${PROJECT_BINARY_DIR}/amp2hipConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)

install(FILES
  ${PROJECT_BINARY_DIR}/amp2hipConfig.cmake
  ${PROJECT_BINARY_DIR}/amp2hipConfigVersion.cmake
  ${CMAKE_CURRENT_LIST_DIR}/amp2hip.cmake
  ${CMAKE_CURRENT_LIST_DIR}/amp2hipDebianHIP.cmake
  DESTINATION ${AMP2HIP_INSTALL_CMAKEDIR})
