// amp2hip runtime: the C++ AMP API (<amp.h>) on HIP and CUDA.
//
// Translated programs include this header in place of <amp.h> and link
// libamp2hip_hip.a (hipcc) or libamp2hip_cuda.a (nvcc).
#pragma once

#include <amp2hip/detail/config.h>

#include <amp2hip/accelerator.h>
#include <amp2hip/access_type.h>
#include <amp2hip/array.h>
#include <amp2hip/array_view.h>
#include <amp2hip/atomic.h>
#include <amp2hip/completion_future.h>
#include <amp2hip/copy.h>
#include <amp2hip/debug_output.h>
#include <amp2hip/detail/console.h>
#include <amp2hip/direct3d.h>
#include <amp2hip/direct3d_access.h>
#include <amp2hip/exceptions.h>
#include <amp2hip/extent.h>
#include <amp2hip/index.h>
#include <amp2hip/launch.h>
#include <amp2hip/stats.h>
#include <amp2hip/tiled.h>
#include <amp2hip/uninitialize.h>

// Visual C++'s <amp.h> brings in the C string, limits and stream headers,
// and C++ AMP code relies on it (the conformance suite calls strstr and
// uses INT_MAX after including only <amp.h>); a migration must not fail on
// what the original compiled.
#include <climits>
#include <cstring>
#include <iostream>
// Likewise the math functions and the CRT's __max/__min, and all of
// <windows.h>: Visual C++'s <amp.h> includes <amprt.h>, which includes
// COM's <unknwn.h>, which includes <windows.h> (unless COM_NO_WINDOWS_H is
// defined). So min and max (unless NOMINMAX), LARGE_INTEGER and
// QueryPerformanceCounter are visible after <amp.h> alone, as there.
#include <amp2hip/msvc/crt.h>
#ifndef COM_NO_WINDOWS_H
#include <amp2hip/msvc/windows.h>
#else
#include <amp2hip/msvc/windows_types.h>
#endif
// And the Parallel Patterns Library: Visual C++'s <amp.h> includes
// <future>, which there includes <ppltasks.h>, which includes <ppl.h>; so
// parallel_for, critical_section, combinable and the rest of PPL are
// visible after <amp.h> alone (the C++ AMP book's Chapter 9 uses them so).
// They are in the translator's parse; the output includes <ppl.h> in a
// file that uses them (lib/rewrite/PplInclude), as PPL is oneTBB's and
// links -ltbb, which the other programs do not need. Code written for
// another <amp.h> (HCC's, as the conformance suite's Linux port) may declare
// names PPL has (its own `event` beside `using namespace concurrency`):
// -DAMP2HIP_AMP_H_WITHOUT_PPL leaves PPL out, as that <amp.h> did.
#if defined(AMP2HIP_MODE_PARSE) && !defined(AMP2HIP_AMP_H_WITHOUT_PPL) &&      \
    __has_include(<oneapi/tbb/version.h>)
#include <amp2hip/msvc/ppl.h>
#endif
// What the translator writes for a temporary Visual C++ bound to a
// non-const reference.
#include <amp2hip/msvc/lvalue.h>

// The translator turns tile_static into __shared__; this keeps code that
// still spells it compiling.
#if !defined(tile_static) && !defined(AMP2HIP_MODE_PARSE)
#define tile_static __shared__
#endif
