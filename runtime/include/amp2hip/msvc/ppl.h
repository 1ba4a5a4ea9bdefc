// amp2hip's <ppl.h>: Visual C++'s Parallel Patterns Library on oneTBB
// (Debian's libtbb-dev; link with -ltbb), for the CPU code C++ AMP programs
// run beside their kernels (a CPU reference to check the accelerator's
// result, a PPL variant to time). The translator writes
// `#include <amp2hip/msvc/ppl.h>` for a `#include <ppl.h>` that no real
// header answers. In namespace concurrency, with PPL's semantics
// (exceptions and cancellation as PPL has them: see each header):
//   - parallel_for, parallel_for_each over iterators, parallel_invoke,
//     parallel_transform, parallel_reduce, and the partitioners
//     (ppl/algorithms.h, ppl/partitioners.h);
//   - parallel_sort, parallel_buffered_sort, parallel_radixsort
//     (ppl/sort.h);
//   - combinable (ppl/combinable.h);
//   - task_group, structured_task_group, task_handle, make_task,
//     interruption_point (ppl/task_group.h);
//   - critical_section, reader_writer_lock, event, task_canceled ...
//     (<concrt.h>, which Visual C++'s <ppl.h> includes too).
// The tasks are in <ppltasks.h> (amp2hip/task.h), as in Visual C++.
#pragma once

#include <amp2hip/msvc/concrt.h>
#include <amp2hip/msvc/ppl/algorithms.h>
#include <amp2hip/msvc/ppl/combinable.h>
#include <amp2hip/msvc/ppl/sort.h>
#include <amp2hip/msvc/ppl/task_group.h>
#include <amp2hip/msvc/pplinterface.h>
