// amp2hip runtime: the CPU build's kernel scheduling (detail/cpu_launch.h).
//
// Ranges of indices and tiles go to every core through oneTBB's
// parallel_for, whose work stealing balances tiles of uneven cost. The
// threads of one tile are fibers (Boost.Context) of the host thread that
// runs the tile: each runs until it reaches a barrier or returns, then the
// next; when every thread of the tile waits at a barrier, all go on. So a
// tile's threads never run at the same time (tile_static memory needs no
// lock, fences within a tile are the compiler's ordering), and a barrier
// costs two fiber switches per thread.
#include <amp2hip/detail/cpu_launch.h>
#include <amp2hip/exceptions.h>
#include <amp2hip/stats.h>

#include <boost/context/fiber.hpp>
#include <boost/context/protected_fixedsize_stack.hpp>
#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>

#include <cstdio>
#include <exception>
#include <string>
#include <vector>

namespace amp2hip {
namespace detail {
namespace cpu {

namespace ctx = boost::context;

namespace {
// A fiber's stack: kernels keep little there, but a page-guarded 256 KiB
// (committed as touched) leaves room for local arrays and turns an
// overflow into a fault rather than a write into the next stack.
const std::size_t stack_bytes = 256 * 1024;

// Stacks are kept per host thread and reused by the next tile: making one
// is an mmap and an mprotect.
class stack_pool {
public:
  ~stack_pool() {
    for (ctx::stack_context &s : free_)
      maker_.deallocate(s);
  }
  ctx::stack_context take() {
    if (free_.empty())
      return maker_.allocate();
    ctx::stack_context s = free_.back();
    free_.pop_back();
    return s;
  }
  void give(ctx::stack_context &s) { free_.push_back(s); }

private:
  ctx::protected_fixedsize_stack maker_{stack_bytes};
  std::vector<ctx::stack_context> free_;
};

stack_pool &thread_stacks() {
  static thread_local stack_pool pool;
  return pool;
}

// Boost.Context's stack allocator interface over the pool.
struct pooled_stack {
  ctx::stack_context allocate() { return thread_stacks().take(); }
  void deallocate(ctx::stack_context &s) noexcept { thread_stacks().give(s); }
};

// One tile's threads, run on the calling host thread.
class tile {
public:
  tile(std::uint64_t number, unsigned threads,
       void (*body)(void *, std::uint64_t, unsigned), void *context)
      : number_(number), body_(body), context_(context), lanes_(threads) {}

  void run();
  void barrier(const char *file, int line);

private:
  struct lane {
    ctx::fiber fiber;
    bool waiting = false; // at a barrier
    bool done = false;    // returned (or threw)
    const char *file = nullptr;
    int line = 0;
  };
  [[noreturn]] void diverged(unsigned waiting, unsigned returned_lane);

  std::uint64_t number_;
  void (*body_)(void *, std::uint64_t, unsigned);
  void *context_;
  std::vector<lane> lanes_;
  unsigned current_ = 0;
  ctx::fiber scheduler_; // where the running fiber goes back to
  std::exception_ptr error_;
};

// The tile whose fibers this host thread is running.
thread_local tile *running_tile = nullptr;

void tile::run() {
  for (unsigned t = 0; t < lanes_.size(); ++t)
    lanes_[t].fiber = ctx::fiber(
        std::allocator_arg, pooled_stack(), [this, t](ctx::fiber &&back) {
          scheduler_ = std::move(back);
          try {
            body_(context_, number_, t);
          } catch (const ctx::detail::forced_unwind &) {
            throw; // the fiber is being destroyed: let it unwind
          } catch (...) {
            if (!error_)
              error_ = std::current_exception();
          }
          lanes_[t].done = true;
          return std::move(scheduler_);
        });
  tile *outer = running_tile;
  running_tile = this;
  struct restore {
    tile *outer;
    ~restore() { running_tile = outer; }
  } restore_at_exit{outer};
  // Rounds: every thread runs to its next barrier (or its end); when all
  // wait at one, the next round passes it.
  for (;;) {
    unsigned waiting = 0, returned = 0, returned_lane = 0;
    for (unsigned t = 0; t < lanes_.size(); ++t) {
      lane &l = lanes_[t];
      if (l.done)
        continue;
      l.waiting = false;
      current_ = t;
      l.fiber = std::move(l.fiber).resume();
      if (error_)
        std::rethrow_exception(error_); // the others unwind with lanes_
      if (l.waiting) {
        ++waiting;
      } else if (returned++ == 0) {
        returned_lane = t;
      }
    }
    if (waiting == 0)
      return;
    if (returned > 0)
      diverged(waiting, returned_lane);
  }
}

void tile::barrier(const char *file, int line) {
  lane &l = lanes_[current_];
  l.waiting = true;
  l.file = file;
  l.line = line;
  scheduler_ = std::move(scheduler_).resume();
}

void tile::diverged(unsigned waiting, unsigned returned_lane) {
  const lane *at = nullptr;
  for (const lane &l : lanes_)
    if (l.waiting && !at)
      at = &l;
  throw concurrency::runtime_exception(
      std::string("amp2hip: ") + at->file + ":" + std::to_string(at->line) +
          ": a tile barrier was reached by " + std::to_string(waiting) +
          " of the " + std::to_string(lanes_.size()) + " threads of tile " +
          std::to_string(number_) + "; thread " +
          std::to_string(returned_lane) +
          " (local, row-major) returned without it (every thread of a tile "
          "must reach each barrier)",
      concurrency::amp2hip_error_fail);
}
} // namespace

void tile_barrier_wait(const char *file, int line) {
  // A tile of one thread runs without fibers: it never waits.
  if (running_tile)
    running_tile->barrier(file, line);
}

void parallel_ranges(std::uint64_t count,
                     void (*body)(void *, std::uint64_t, std::uint64_t),
                     void *context) {
  // Below a few thousand indices the hand-off to other cores costs more
  // than it saves; above, TBB splits the range as cores go idle.
  const std::uint64_t grain = 2048;
  if (count <= grain) {
    body(context, 0, count);
    return;
  }
  tbb::parallel_for(tbb::blocked_range<std::uint64_t>(0, count, grain),
                    [&](const tbb::blocked_range<std::uint64_t> &r) {
                      body(context, r.begin(), r.end());
                    });
}

void run_tiles(std::uint64_t tiles, unsigned threads,
               void (*thread_body)(void *, std::uint64_t, unsigned),
               void *context) {
  auto run_range = [&](const tbb::blocked_range<std::uint64_t> &r) {
    for (std::uint64_t n = r.begin(); n != r.end(); ++n) {
      if (threads == 1) {
        thread_body(context, n, 0);
        continue;
      }
      tile t(n, threads, thread_body, context);
      t.run();
    }
  };
  if (tiles == 1)
    run_range(tbb::blocked_range<std::uint64_t>(0, 1));
  else
    tbb::parallel_for(tbb::blocked_range<std::uint64_t>(0, tiles, 1),
                      run_range);
}

void note_launch(std::uint64_t threads, unsigned tile_threads) {
  ++stats().launches;
  if (trace_level() < 2)
    return;
  std::fprintf(stderr, "amp2hip: launch on the CPU: %llu threads",
               static_cast<unsigned long long>(threads));
  if (tile_threads)
    std::fprintf(stderr, " in tiles of %u", tile_threads);
  std::fputc('\n', stderr);
}

} // namespace cpu
} // namespace detail
} // namespace amp2hip
