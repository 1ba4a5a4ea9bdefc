// amp2hip parse-mode prelude (owned by the translator, lib/TranslateAction.cpp):
// force-included (-include) before the user's code, in the parse only.
//
// clang's CUDA/HIP wrappers of standard headers (<algorithm>, <new>, ...)
// spell __host__ __device__; a source that includes one before <amp.h> needs
// the attribute macros already.
#include <amp2hip/detail/config.h>
// The C math functions are callable in device code under hipcc and nvcc
// (and Visual C++'s <amp.h> gives restrict(amp) code sqrt, fabs, ...): the
// parse declares the same __device__ overloads, as clang's CUDA/HIP wrappers
// do, before any standard header (declarations only, never defined:
// -Wno-undefined-internal in the parse's flags).
#include <__clang_cuda_math_forward_declares.h>
#include <amp2hip/parse/device_math.h>
// clang's CUDA/HIP <new> wrapper calls malloc/free without declaring them.
#include <stdlib.h>
// glibc's <strings.h> declares a function ::index(), which makes the
// unqualified name `index` ambiguous once `using namespace concurrency;` is
// in effect (Visual C++ has no such function). Hide it while parsing: the
// translator qualifies every `index` it rewrites, so the translated code is
// unambiguous under hipcc and nvcc, which do declare ::index.
#define index amp2hip_glibc_index
#define rindex amp2hip_glibc_rindex
#include <strings.h>
#undef index
#undef rindex
// restrict(...) and tile_static are C++ AMP keywords, not declarations of
// <amp.h>: code that includes only amptest/restrict.h (the conformance
// suite's syntax tests) spells them without it.
#include <amp2hip/parse/restrict.h>
// Visual C++'s macros in a user file's conditions (`#ifdef _MSC_VER`) are
// read under names of the same length that the parse's command line
// defines as these (lib/parse/SourcePreparer.h).
#include <amp2hip/msvc/predefined.h>
