// Control of the fake GPU backend used by the unit tests.
#pragma once

#include <amp2hip/detail/geometry.h>

#include <cstddef>
#include <functional>
#include <future>
#include <thread>
#include <vector>

namespace fake {
struct launch_record {
  int device = -1;
  const void *kernel = nullptr;
  amp2hip::detail::geometry g;
  void *stream = nullptr;
  void **args = nullptr; // only valid inside on_launch
};

extern int devices;     // what device_count() returns
extern bool integrated; // GPUs share memory with the CPU
extern bool managed;    // discrete GPUs with concurrent managed memory
extern std::vector<void *> synchronized;    // stream_synchronize's streams
extern std::vector<launch_record> launches; // every launch, in order
extern long live_allocations;               // device buffers not yet freed
// The copies the runtime asked for, in order (sizes only).
struct copy_record {
  enum kind_t {
    to_device,
    to_host,
    to_device_async,
    to_host_async,
    to_device_2d,
    to_device_2d_async,
    to_host_2d,
    to_host_2d_async,
    to_device_3d,
    to_host_3d
  } kind;
  std::size_t bytes;
  void *stream = nullptr; // asynchronous ones: where they were queued
};
extern std::vector<copy_record> copies;
extern long pinned_bytes; // pinned host memory held now
// When 0 or more: the number of asynchronous copies that succeed before
// one throws runtime_exception (a failed DMA in a staged transfer); -1 after.
extern int async_copies_before_failure;
// When valid, every copy waits for it first (tests of asynchronous copies).
extern std::shared_future<void> copy_gate;
// host_register waits for it first, when valid (tests of registering
// in the background).
extern std::shared_future<void> register_gate;
// Host bytes registered now (host_register's calls, less those undone).
std::size_t registered_bytes();
// Events recorded (event_record's calls, in order) and the events streams
// were told to wait for (stream_wait_event's), under the copies' lock.
struct event_record {
  void *event;
  void *stream; // null: the default stream
  std::thread::id thread;
};
extern std::vector<event_record> recorded_events;
struct stream_wait {
  void *stream, *event;
};
extern std::vector<stream_wait> stream_waits;
// When 0 or more: the number of event_synchronize calls that succeed
// before one throws runtime_exception (a DMA that failed while the
// pipeline waited for it); -1 after.
extern int event_waits_before_failure;
// The events event_synchronize waited for, in order (under the copies'
// lock).
extern std::vector<void *> waited_events;
// Called during each launch: the test plays the kernel here.
extern std::function<void(const launch_record &)> on_launch;
} // namespace fake
