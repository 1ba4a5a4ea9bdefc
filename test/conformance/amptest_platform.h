// amptest's platform configuration for amp2hip builds (the harness puts it
// in place of amp_test_lib/inc/amptest/platform.h in the translated copy).
//
// The suite's Linux port accepts only clang as the compiler (HCC was clang);
// nvcc compiles host code with GCC, hipcc with clang, so both are accepted
// here. The two macros are all the library needs from this header.
#pragma once

#define AMP_TEST_API
#define AMP_NOEXCEPT noexcept
