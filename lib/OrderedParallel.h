//===- OrderedParallel.h - parallel work, results taken in order -*- C++
//-*-===//
//
// translate() parses sources on several threads but prints and merges
// their results in the order of the sources, so that -j N gives the output
// of -j 1, as soon as each source and those before it are done.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_ORDEREDPARALLEL_H
#define AMP2HIP_LIB_ORDEREDPARALLEL_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/thread.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <optional>
#include <mutex>
#include <vector>

namespace amp2hip {

/// Runs Work(I) for each I < N on up to \p Jobs threads, and Take(I) on the
/// calling thread in the order of I, once Work(I) is done.
inline void forEachInOrder(size_t N, unsigned Jobs,
                           llvm::function_ref<void(size_t)> Work,
                           llvm::function_ref<void(size_t)> Take) {
  if (Jobs <= 1 || N <= 1) {
    for (size_t I = 0; I < N; ++I) {
      Work(I);
      Take(I);
    }
    return;
  }
  std::mutex Lock;
  std::condition_variable Finished;
  std::vector<bool> Done(N);
  std::atomic<size_t> Next{0};
  auto Worker = [&] {
    for (size_t I; (I = Next++) < N;) {
      Work(I);
      {
        std::lock_guard<std::mutex> Guard(Lock);
        Done[I] = true;
      }
      Finished.notify_all();
    }
  };
  // Clang's parser recurses deeply: the stack the compiler's own main
  // thread gets (clang::DesiredStackSize).
  constexpr unsigned StackSize = 8 << 20;
  std::vector<llvm::thread> Threads;
  for (size_t T = 0; T < std::min<size_t>(Jobs, N); ++T)
    Threads.emplace_back(std::optional<unsigned>(StackSize), Worker);
  for (size_t I = 0; I < N; ++I) {
    {
      std::unique_lock<std::mutex> Guard(Lock);
      Finished.wait(Guard, [&] { return Done[I]; });
    }
    Take(I);
  }
  for (llvm::thread &T : Threads)
    T.join();
}

} // namespace amp2hip

#endif
