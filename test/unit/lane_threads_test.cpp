// The staged transfers' host threads: every lane runs once per job, a
// lane's exception reaches the caller, and between jobs the threads poll
// for as long as the rule says, then sleep.
#include <amp2hip/detail/lane_threads.h>

#include <gtest/gtest.h>

#include <atomic>
#include <stdexcept>
#include <thread>
#include <vector>

namespace {

using amp2hip::detail::lane_threads;
using std::chrono::microseconds;
using std::chrono::milliseconds;

// Waits (up to 10 s) until `threads` has gone to sleep `n` times.
bool sleeps_reach(const lane_threads &threads, unsigned long n) {
  for (int i = 0; i < 10000 && threads.sleeps() < n; ++i)
    std::this_thread::sleep_for(milliseconds(1));
  return threads.sleeps() >= n;
}

TEST(LaneThreads, EveryLaneRunsOncePerJob) {
  lane_threads threads;
  for (unsigned lanes : {1u, 4u, 2u, 6u}) {
    std::vector<std::atomic<int>> runs(lanes);
    threads.run(lanes, [&](unsigned id) { ++runs[id]; });
    for (unsigned id = 0; id < lanes; ++id)
      EXPECT_EQ(runs[id], 1) << "lane " << id << " of " << lanes;
  }
}

TEST(LaneThreads, ALanesExceptionReachesTheCaller) {
  lane_threads threads;
  EXPECT_THROW(threads.run(3,
                           [](unsigned id) {
                             if (id == 2)
                               throw std::runtime_error("lane 2");
                           }),
               std::runtime_error);
  std::atomic<int> runs{0};
  threads.run(3, [&](unsigned) { ++runs; });
  EXPECT_EQ(runs, 3); // the threads still serve
}

TEST(LaneThreads, PollingThreadsTakeTheNextJobAwake) {
  lane_threads threads(std::chrono::seconds(10)); // a fixed time to poll
  threads.run(3, [](unsigned) {});
  const unsigned long before = threads.sleeps();
  for (int i = 0; i < 20; ++i)
    threads.run(3, [](unsigned) {});
  EXPECT_EQ(threads.sleeps(), before);
}

TEST(LaneThreads, WithoutPollingThreadsSleepAfterEachJob) {
  lane_threads threads(microseconds(0));
  threads.run(3, [](unsigned) {});
  EXPECT_TRUE(sleeps_reach(threads, 2));
  threads.run(3, [](unsigned) {});
  EXPECT_TRUE(sleeps_reach(threads, 4));
}

TEST(LaneThreads, ByDefaultThreadsPollAsLongAsTheJobTook) {
  // A 1 ms job, a 10 minute bound: the threads sleep soon after the job.
  lane_threads threads(microseconds(-1), std::chrono::minutes(10));
  threads.run(3,
              [](unsigned) { std::this_thread::sleep_for(milliseconds(1)); });
  EXPECT_TRUE(sleeps_reach(threads, 2));
}

} // namespace
