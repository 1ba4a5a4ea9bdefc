// completion_future::to_task() and the task it gives (PPL's, amp2hip/task.h;
// the rest of PPL's task semantics in ppl_test.cpp).
#include <amp2hip/completion_future.h>

#include <gtest/gtest.h>

#include <stdexcept>

using namespace concurrency;

TEST(Task, ThenRunsWithTheResultOfTheAntecedent) {
  completion_future done = completion_future::amp2hip_ready();
  task<int> t =
      done.to_task().then([] { return 41; }).then([](int v) { return v + 1; });
  // PPL runs a continuation when it can: it is done once get() returns.
  EXPECT_EQ(t.get(), 42);
  EXPECT_TRUE(t.is_done());
}

TEST(Task, BothTasksBeforeTheContinuation) {
  completion_future a = completion_future::amp2hip_ready();
  completion_future b = completion_future::amp2hip_ready();
  int runs = 0;
  bool passed = (a.to_task() && b.to_task())
                    .then([&] {
                      ++runs;
                      return true;
                    })
                    .get();
  EXPECT_TRUE(passed);
  EXPECT_EQ(runs, 1);
}

TEST(Task, AnExceptionReachesGet) {
  completion_future done = completion_future::amp2hip_ready();
  task<void> failed =
      done.to_task().then([] { throw std::runtime_error("kernel"); });
  EXPECT_THROW(failed.get(), std::runtime_error);
  // Continuations after a failure do not run; the exception travels on.
  bool ran = false;
  task<void> after = failed.then([&] { ran = true; });
  EXPECT_THROW(after.get(), std::runtime_error);
  EXPECT_FALSE(ran);
}
