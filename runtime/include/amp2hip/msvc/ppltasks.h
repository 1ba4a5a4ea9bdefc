// amp2hip's <ppltasks.h>: the Parallel Patterns Library's tasks, which
// the runtime has for every C++ AMP program (amp2hip/task.h: task<T>,
// create_task, then, when_all, when_any, cancellation), with <concrt.h>'s
// locks and exceptions, as Visual C++'s header includes it.
#pragma once

#include <amp2hip/msvc/concrt.h>
#include <amp2hip/task.h>
