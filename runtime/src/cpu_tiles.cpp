// amp2hip runtime: the CPU build's kernel scheduling (detail/cpu_launch.h).
//
// Ranges of indices and tiles go to every core through oneTBB's
// parallel_for, whose work stealing balances tiles of uneven cost. The
// threads of a tile are fibers (Boost.Context) of the host thread that
// runs the tile: each runs until it reaches a barrier or returns, then the
// next; when every thread of the tile waits at a barrier, all go on. So a
// tile's threads never run at the same time (tile_static memory needs no
// lock, fences within a tile are the compiler's ordering), and a barrier
// costs one fiber switch per thread. The fibers of a host thread's range
// of tiles run every tile of it.
#include <amp2hip/detail/cpu_launch.h>
#include <amp2hip/exceptions.h>
#include <amp2hip/stats.h>

#include <boost/context/fiber.hpp>
#include <boost/context/protected_fixedsize_stack.hpp>
#include <tbb/blocked_range.h>
#include <tbb/global_control.h>
#include <tbb/parallel_for.h>

#include <link.h>

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

// The threads of consecutive tiles [first, last), run on the calling host
// thread one tile after another by the same fibers: making a tile's 256
// fibers took about 26 us here, as long as a few of its barriers, so a
// fiber runs its thread of every tile of the range, and the end of a tile
// is a wait for the tile's other threads like a barrier's. A round runs
// every thread that has not returned to its next barrier (or its end), in
// order:
// each hands over straight to the next thread of the round, the last back
// to the scheduler, so a barrier costs one fiber switch per thread, not two
// (a switch saves and restores the FPU's control words: most of a
// barrier's time, measured). Whoever resumes a fiber first notes itself in
// from_, so the resumed side can keep the continuation it is handed.
class tile_range {
public:
  tile_range(std::uint64_t first, std::uint64_t last, unsigned threads,
             void (*body)(void *, std::uint64_t, unsigned), void *context)
      : number_(first), last_(last), body_(body), context_(context),
        lanes_(threads) {}

  void run();
  void barrier(const char *file, int line);

private:
  struct lane {
    ctx::fiber fiber;     // its continuation while it does not run
    bool waiting = false; // at a barrier
    bool ended = false;   // returned from a tile before the range's last
    bool done = false;    // returned from the last tile (or threw)
    bool ran = false;     // in the round the scheduler last started
    const char *file = nullptr;
    int line = 0;
  };
  static constexpr unsigned scheduler = ~0u; // from_ when the scheduler ran

  // The first lane after `t` that has not returned, or lanes_.size().
  unsigned next_lane(unsigned t) const {
    while (++t < lanes_.size() && lanes_[t].done) {
    }
    return t;
  }
  // The fiber to run after lane `from` (or the scheduler): the next lane
  // of the round, else the scheduler, which also takes over on an error.
  ctx::fiber &successor(unsigned from) {
    unsigned next = error_ ? unsigned(lanes_.size()) : next_lane(from);
    from_ = from;
    if (next == lanes_.size())
      return scheduler_;
    current_ = next;
    lanes_[next].waiting = lanes_[next].ended = false;
    return lanes_[next].fiber;
  }
  // Keeps the continuation of the fiber that resumed this one.
  void keep(ctx::fiber &&resumer) {
    (from_ == scheduler ? scheduler_ : lanes_[from_].fiber) =
        std::move(resumer);
  }
  [[noreturn]] void diverged(unsigned waiting, unsigned returned_lane);

  std::uint64_t number_; // the tile being run
  std::uint64_t last_;   // past the range's last tile
  void (*body_)(void *, std::uint64_t, unsigned);
  void *context_;
  std::vector<lane> lanes_;
  unsigned current_ = 0;
  unsigned from_ = scheduler;
  ctx::fiber scheduler_; // the scheduler's continuation while a lane runs
  std::exception_ptr error_;
};

// A CPU build's tile_static variables are static thread_local
// (detail/builtins.h): every kernel's, in every host thread, whether it
// runs kernels or not. glibc places a thread's static TLS in its stack and
// refuses a thread whose stack cannot hold it (pthread_create: EINVAL), and
// oneTBB's workers get 4 MiB: ampblas' kernels hold 4.4 MiB of tile_static
// arrays, and its first parallel kernel failed with "pthread_create has
// failed: Invalid argument". The workers' stacks grow by the static TLS of
// the program and the libraries loaded with it, for the process's life
// (every oneTBB use of it, PPL's too).
std::size_t static_tls_bytes() {
  std::size_t bytes = 0;
  dl_iterate_phdr(
      [](dl_phdr_info *info, std::size_t, void *sum) {
        for (int i = 0; i < info->dlpi_phnum; ++i)
          if (info->dlpi_phdr[i].p_type == PT_TLS)
            *static_cast<std::size_t *>(sum) +=
                info->dlpi_phdr[i].p_memsz + info->dlpi_phdr[i].p_align;
        return 0;
      },
      &bytes);
  return bytes;
}

const tbb::global_control worker_stacks(
    tbb::global_control::thread_stack_size,
    tbb::global_control::active_value(tbb::global_control::thread_stack_size) +
        static_tls_bytes());

// The tiles whose fibers this host thread is running.
thread_local tile_range *running_tiles = nullptr;

void tile_range::run() {
  for (unsigned t = 0; t < lanes_.size(); ++t)
    lanes_[t].fiber = ctx::fiber(
        std::allocator_arg, pooled_stack(), [this, t](ctx::fiber &&resumer) {
          keep(std::move(resumer));
          try {
            for (;;) {
              body_(context_, number_, t);
              if (number_ + 1 == last_)
                break;
              lanes_[t].ended = true; // wait for the tile's other threads
              keep(std::move(successor(t)).resume());
            }
          } catch (const ctx::detail::forced_unwind &) {
            throw; // the fiber is being destroyed: let it unwind
          } catch (...) {
            if (!error_)
              error_ = std::current_exception();
          }
          lanes_[t].done = true;
          return std::move(successor(t));
        });
  tile_range *outer = running_tiles;
  running_tiles = this;
  struct restore {
    tile_range *outer;
    ~restore() { running_tiles = outer; }
  } restore_at_exit{outer};
  // Rounds: every thread runs to its next barrier (or its tile's end); when
  // all wait at one, the next round passes it; when all ended the tile, the
  // next round starts the next one.
  for (;;) {
    unsigned live = 0;
    for (lane &l : lanes_) {
      l.ran = !l.done;
      live += l.ran ? 1 : 0;
    }
    if (live == 0)
      return;
    keep(std::move(successor(scheduler)).resume());
    if (error_)
      std::rethrow_exception(error_); // the others unwind with lanes_
    unsigned waiting = 0, returned_lane = 0;
    bool returned = false, ended = false;
    for (unsigned t = 0; t < lanes_.size(); ++t) {
      if (!lanes_[t].ran)
        continue;
      ended = ended || lanes_[t].ended;
      if (lanes_[t].waiting) {
        ++waiting;
      } else if (!returned) {
        returned = true;
        returned_lane = t;
      }
    }
    if (waiting > 0 && returned)
      diverged(waiting, returned_lane);
    if (waiting == 0 && !ended)
      return;
    if (waiting == 0)
      ++number_; // every thread ended the tile: the next one
  }
}

void tile_range::barrier(const char *file, int line) {
  const unsigned me = current_;
  lane &l = lanes_[me];
  l.waiting = true;
  l.file = file;
  l.line = line;
  keep(std::move(successor(me)).resume());
}

void tile_range::diverged(unsigned waiting, unsigned returned_lane) {
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
  if (running_tiles)
    running_tiles->barrier(file, line);
}

namespace {
// Marks this host thread as running kernel code for its lifetime
// (in_amp_code, detail/builtins.h). The caller's thread runs ranges too,
// and TBB may hand it host work between them: the mark covers one range.
class kernel_code {
public:
  kernel_code() : outer_(running_kernel()) { running_kernel() = true; }
  ~kernel_code() { running_kernel() = outer_; }
  kernel_code(const kernel_code &) = delete;
  kernel_code &operator=(const kernel_code &) = delete;

private:
  bool outer_;
};
} // namespace

void parallel_ranges(std::uint64_t count,
                     void (*body)(void *, std::uint64_t, std::uint64_t),
                     void *context) {
  // Below a few thousand indices the hand-off to other cores costs more
  // than it saves; above, TBB splits the range as cores go idle.
  const std::uint64_t grain = 2048;
  auto run_range = [&](std::uint64_t begin, std::uint64_t end) {
    kernel_code mark;
    body(context, begin, end);
  };
  if (count <= grain) {
    run_range(0, count);
    return;
  }
  tbb::parallel_for(tbb::blocked_range<std::uint64_t>(0, count, grain),
                    [&](const tbb::blocked_range<std::uint64_t> &r) {
                      run_range(r.begin(), r.end());
                    });
}

void run_tiles(std::uint64_t tiles, unsigned threads,
               void (*thread_body)(void *, std::uint64_t, unsigned),
               void *context) {
  auto run_range = [&](const tbb::blocked_range<std::uint64_t> &r) {
    kernel_code mark;
    if (threads > 1) {
      tile_range(r.begin(), r.end(), threads, thread_body, context).run();
      return;
    }
    for (std::uint64_t n = r.begin(); n != r.end(); ++n)
      thread_body(context, n, 0);
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
