// The Parallel Patterns Library of the Visual C++ compatibility layer
// (runtime/include/amp2hip/msvc: <ppl.h>, <ppltasks.h>, <concrt.h>, the
// concurrent containers) on oneTBB, on the CPU: each algorithm's result,
// and exceptions and cancellation as PPL has them.
#include <amp2hip/msvc/concurrent_queue.h>
#include <amp2hip/msvc/concurrent_unordered_map.h>
#include <amp2hip/msvc/concurrent_unordered_set.h>
#include <amp2hip/msvc/concurrent_vector.h>
#include <amp2hip/msvc/ppl.h>
#include <amp2hip/msvc/ppltasks.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <functional>
#include <future>
#include <list>
#include <numeric>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

using namespace concurrency;

namespace {
template <typename Loop> std::vector<int> hitsOf(int size, Loop loop) {
  std::vector<std::atomic<int>> hits(size);
  loop([&](int i) { ++hits[i]; });
  return std::vector<int>(hits.begin(), hits.end());
}
} // namespace

TEST(Ppl, ParallelForVisitsEveryStepOnce) {
  std::vector<int> hits = hitsOf(
      1000, [](std::function<void(int)> f) { parallel_for(3, 1000, 7, f); });
  for (int i = 0; i < 1000; ++i)
    EXPECT_EQ(hits[i], (i >= 3 && (i - 3) % 7 == 0) ? 1 : 0) << i;
  std::vector<int> all =
      hitsOf(17, [](std::function<void(int)> f) { parallel_for(0, 17, f); });
  EXPECT_EQ(std::count(all.begin(), all.end(), 1), 17);
}

TEST(Ppl, ParallelForTakesEachPartitioner) {
  affinity_partitioner affinity;
  std::vector<std::function<void(std::function<void(int)>)>> loops = {
      [](std::function<void(int)> f) {
        parallel_for(0, 500, f, auto_partitioner());
      },
      [](std::function<void(int)> f) {
        parallel_for(0, 500, f, static_partitioner());
      },
      [](std::function<void(int)> f) {
        parallel_for(0, 500, 1, f, simple_partitioner(64));
      },
      [&](std::function<void(int)> f) { parallel_for(0, 500, f, affinity); }};
  for (auto &loop : loops) {
    std::vector<int> hits = hitsOf(500, loop);
    EXPECT_EQ(std::count(hits.begin(), hits.end(), 1), 500);
  }
}

TEST(Ppl, ParallelForEmptyRangeAndBadStep) {
  std::atomic<int> calls(0);
  parallel_for(5, 5, [&](int) { ++calls; });
  parallel_for(9, 2, [&](int) { ++calls; });
  parallel_for(std::size_t(0), std::size_t(0), [&](std::size_t) { ++calls; });
  EXPECT_EQ(calls, 0);
  EXPECT_THROW(parallel_for(0, 4, 0, [](int) {}), std::invalid_argument);
  EXPECT_THROW(parallel_for(0, 4, -1, [](int) {}), std::invalid_argument);
}

TEST(Ppl, ParallelForRethrowsTheBodysException) {
  EXPECT_THROW(parallel_for(0, 100,
                            [](int i) {
                              if (i == 42)
                                throw std::runtime_error("42");
                            }),
               std::runtime_error);
}

TEST(Ppl, ParallelForEachOverIterators) {
  std::vector<int> values(1000);
  std::iota(values.begin(), values.end(), 0);
  parallel_for_each(values.begin(), values.end(), [](int &x) { x *= 2; });
  for (int i = 0; i < 1000; ++i)
    ASSERT_EQ(values[i], 2 * i);
  std::list<int> list(100, 1); // not random access
  parallel_for_each(list.begin(), list.end(), [](int &x) { x += 4; });
  EXPECT_EQ(std::accumulate(list.begin(), list.end(), 0), 500);
  parallel_for_each(
      values.begin(), values.end(), [](int &x) { x = -x; },
      static_partitioner());
  EXPECT_EQ(values[999], -1998);
  EXPECT_THROW(parallel_for_each(list.begin(), list.end(),
                                 [](int &) { throw std::logic_error("x"); }),
               std::logic_error);
}

TEST(Ppl, ParallelInvokeRunsEveryFunction) {
  std::atomic<int> sum(0);
  parallel_invoke([&] { sum += 1; }, [&] { sum += 10; }, [&] { sum += 100; });
  EXPECT_EQ(sum, 111);
  EXPECT_THROW(
      parallel_invoke([] {}, [] { throw std::runtime_error("second"); }),
      std::runtime_error);
}

TEST(Ppl, ParallelTransformUnaryAndBinary) {
  std::vector<int> in(300), out(300);
  std::iota(in.begin(), in.end(), 1);
  auto end = parallel_transform(in.begin(), in.end(), out.begin(),
                                [](int x) { return x * x; });
  EXPECT_EQ(end, out.end());
  EXPECT_EQ(out[299], 300 * 300);
  parallel_transform(in.begin(), in.end(), out.begin(), out.begin(),
                     std::minus<int>(), simple_partitioner(8));
  EXPECT_EQ(out[9], 10 - 100);
  std::list<int> list(in.begin(), in.begin() + 5);
  std::vector<int> copied;
  parallel_transform(list.begin(), list.end(), std::back_inserter(copied),
                     [](int x) { return -x; });
  EXPECT_EQ(copied, (std::vector<int>{-1, -2, -3, -4, -5}));
}

TEST(Ppl, ParallelReduceSumsAndKeepsOrder) {
  std::vector<int> values(10000);
  std::iota(values.begin(), values.end(), 1);
  EXPECT_EQ(parallel_reduce(values.begin(), values.end(), 0), 50005000);
  EXPECT_EQ(
      parallel_reduce(values.cbegin(), values.cend(), 0, std::plus<int>()),
      50005000);
  // Concatenation is associative, not commutative: the chunks join in order.
  std::vector<std::string> words(2000);
  for (std::size_t i = 0; i < words.size(); ++i)
    words[i] = std::string(1, char('a' + i % 26));
  std::string joined = parallel_reduce(words.begin(), words.end(),
                                       std::string(), std::plus<std::string>());
  EXPECT_EQ(joined, std::accumulate(words.begin(), words.end(), std::string()));
  // The chunk-and-combine form: the count of even numbers.
  std::size_t evens = parallel_reduce(
      values.begin(), values.end(), std::size_t(0),
      [](std::vector<int>::iterator first, std::vector<int>::iterator last,
         std::size_t init) {
        return init +
               std::count_if(first, last, [](int x) { return x % 2 == 0; });
      },
      std::plus<std::size_t>());
  EXPECT_EQ(evens, 5000u);
  std::list<int> list(values.begin(), values.begin() + 10);
  EXPECT_EQ(parallel_reduce(list.begin(), list.end(), 0), 55);
}

TEST(Ppl, ParallelSorts) {
  std::vector<int> values(20000);
  for (std::size_t i = 0; i < values.size(); ++i)
    values[i] = int((i * 7919) % 10007);
  std::vector<int> expected = values;
  std::sort(expected.begin(), expected.end());
  std::vector<int> sorted = values;
  parallel_sort(sorted.begin(), sorted.end());
  EXPECT_EQ(sorted, expected);
  sorted = values;
  parallel_buffered_sort(sorted.begin(), sorted.end(), std::greater<int>());
  EXPECT_EQ(sorted, std::vector<int>(expected.rbegin(), expected.rend()));
  std::vector<unsigned> keys = {5, 3, 9, 1, 3};
  parallel_radixsort(keys.begin(), keys.end());
  EXPECT_EQ(keys, (std::vector<unsigned>{1, 3, 3, 5, 9}));
}

TEST(Ppl, ParallelRadixsortIsStable) {
  typedef std::pair<unsigned, int> Item; // (key, arrival)
  std::vector<Item> items;
  for (int i = 0; i < 5000; ++i)
    items.push_back(Item(unsigned((i * 31) % 17), i));
  parallel_radixsort(items.begin(), items.end(),
                     [](const Item &item) { return std::size_t(item.first); });
  for (std::size_t i = 1; i < items.size(); ++i) {
    ASSERT_LE(items[i - 1].first, items[i].first);
    if (items[i - 1].first == items[i].first) {
      ASSERT_LT(items[i - 1].second, items[i].second) << i;
    }
  }
}

TEST(Ppl, CombinableCombinesEveryThreadsValue) {
  combinable<long long> sums;
  parallel_for(1, 10001, [&](int i) { sums.local() += i; });
  EXPECT_EQ(sums.combine(std::plus<long long>()), 50005000);
  combinable<int> counted([] { return 100; });
  bool exists = true;
  counted.local(exists);
  EXPECT_FALSE(exists);
  EXPECT_EQ(counted.local(), 100);
}

TEST(Ppl, TaskGroupWaitsAndRethrows) {
  task_group group;
  std::atomic<int> ran(0);
  for (int i = 0; i < 10; ++i)
    group.run([&] { ++ran; });
  EXPECT_EQ(group.wait(), completed);
  EXPECT_EQ(ran, 10);
  task_group failing;
  failing.run([] { throw std::out_of_range("task"); });
  EXPECT_THROW(failing.wait(), std::out_of_range);
}

TEST(Ppl, TaskGroupCancels) {
  task_group group;
  std::atomic<bool> started(false), sawCanceling(false);
  group.run([&] {
    started = true;
    while (!group.is_canceling())
      std::this_thread::yield();
    sawCanceling = is_current_task_group_canceling();
    interruption_point(); // throws task_canceled: not rethrown by wait
    sawCanceling = false;
  });
  while (!started) // a task not yet started when its group is canceled
    std::this_thread::yield(); // never runs
  group.cancel();
  EXPECT_EQ(group.wait(), canceled);
  EXPECT_TRUE(sawCanceling);
  // task_canceled from a task of a group nobody canceled cancels it.
  task_group self;
  EXPECT_EQ(self.run_and_wait([] { throw task_canceled(); }), canceled);
}

TEST(Ppl, StructuredTaskGroupRunsHandles) {
  int left = 0, right = 0;
  auto first = make_task([&] { left = 1; });
  auto second = make_task([&] { right = 2; });
  structured_task_group group;
  group.run(first);
  group.run(second);
  EXPECT_EQ(group.wait(), completed);
  EXPECT_EQ(left + right, 3);
  structured_task_group failing;
  auto thrower = make_task([] { throw std::runtime_error("handle"); });
  EXPECT_THROW(failing.run_and_wait(thrower), std::runtime_error);
}

TEST(Ppl, CriticalSectionAndReaderWriterLockExclude) {
  critical_section section;
  long long unguarded = 0;
  parallel_for(0, 20000, [&](int) {
    critical_section::scoped_lock hold(section);
    ++unguarded;
  });
  EXPECT_EQ(unguarded, 20000);
  EXPECT_TRUE(section.try_lock());
  EXPECT_FALSE(
      std::async(std::launch::async, [&] { return section.try_lock(); }).get());
  section.unlock();
  reader_writer_lock lock;
  int value = 0;
  parallel_for(0, 2000, [&](int i) {
    if (i % 10 == 0) {
      reader_writer_lock::scoped_lock write(lock);
      ++value;
    } else {
      reader_writer_lock::scoped_lock_read read(lock);
      EXPECT_GE(value, 0);
    }
  });
  EXPECT_EQ(value, 200);
  lock.lock_read();
  EXPECT_FALSE(lock.try_lock());
  EXPECT_TRUE(lock.try_lock_read());
  lock.unlock();
  lock.unlock();
  EXPECT_TRUE(lock.try_lock());
  lock.unlock();
}

TEST(Ppl, EventWaitsForSetOrTimesOut) {
  event done;
  EXPECT_EQ(done.wait(10), COOPERATIVE_WAIT_TIMEOUT);
  std::thread setter([&] { done.set(); });
  EXPECT_EQ(done.wait(), 0u);
  setter.join();
  done.reset();
  EXPECT_EQ(done.wait(1), COOPERATIVE_WAIT_TIMEOUT);
}

TEST(Ppl, ConcurrentContainersTakeManyWriters) {
  concurrent_vector<int> vector;
  concurrent_queue<int> queue;
  concurrent_unordered_map<int, int> map;
  concurrent_unordered_set<int> set;
  parallel_for(0, 1000, [&](int i) {
    vector.push_back(i);
    queue.push(i);
    map.insert(std::make_pair(i % 100, i));
    set.insert(i % 37);
  });
  EXPECT_EQ(vector.size(), 1000u);
  std::vector<int> seen(vector.begin(), vector.end());
  std::sort(seen.begin(), seen.end());
  EXPECT_EQ(seen.front(), 0);
  EXPECT_EQ(seen.back(), 999);
  int popped = 0, item;
  while (queue.try_pop(item))
    ++popped;
  EXPECT_EQ(popped, 1000);
  EXPECT_TRUE(queue.empty());
  EXPECT_EQ(map.size(), 100u);
  EXPECT_EQ(map.count(42), 1u);
  EXPECT_EQ(set.size(), 37u);
  EXPECT_EQ(set.unsafe_erase(5), 1u);
  EXPECT_EQ(set.count(5), 0u);
}

TEST(PplTasks, ContinuationsChainValues) {
  task<int> answer =
      create_task([] { return 20; }).then([](int x) { return x + 1; });
  auto doubled = answer.then([](int x) { return x * 2; });
  EXPECT_EQ(doubled.get(), 42);
  EXPECT_TRUE(answer.is_done());
  // A continuation that returns a task is unwrapped.
  task<std::string> text = answer.then(
      [](int x) { return create_task([x] { return std::to_string(x); }); });
  EXPECT_EQ(text.get(), "21");
  int ran = 0;
  create_task([&] { ran = 1; }).then([&] { ran += 1; }).wait();
  EXPECT_EQ(ran, 2);
}

TEST(PplTasks, ExceptionsSkipValueContinuations) {
  std::atomic<bool> valueRan(false);
  task<int> failing =
      create_task([]() -> int { throw std::runtime_error("failed"); });
  task<int> value = failing.then([&](int x) {
    valueRan = true;
    return x;
  });
  EXPECT_THROW(value.get(), std::runtime_error);
  EXPECT_THROW(value.wait(), std::runtime_error);
  EXPECT_FALSE(valueRan);
  // A task-based continuation runs and sees the exception.
  task<std::string> seen = failing.then([](task<int> antecedent) {
    try {
      antecedent.get();
      return std::string("no exception");
    } catch (const std::runtime_error &e) {
      return std::string(e.what());
    }
  });
  EXPECT_EQ(seen.get(), "failed");
}

TEST(PplTasks, Cancellation) {
  task<int> canceled_task = create_task([]() -> int { cancel_current_task(); });
  EXPECT_EQ(canceled_task.wait(), canceled);
  EXPECT_THROW(canceled_task.get(), task_canceled);
  cancellation_token_source source;
  source.cancel();
  bool ran = false;
  task<void> never = create_task([&] { ran = true; }, source.get_token());
  EXPECT_EQ(never.wait(), canceled);
  EXPECT_FALSE(ran);
  cancellation_token_source live;
  bool requested = true;
  create_task([&] { requested = is_task_cancellation_requested(); },
              live.get_token())
      .wait();
  EXPECT_FALSE(requested);
  EXPECT_FALSE(cancellation_token::none().is_cancelable());
  EXPECT_THROW(task<int>().get(), invalid_operation);
}

TEST(PplTasks, WhenAllAndWhenAny) {
  std::vector<task<int>> tasks;
  for (int i = 0; i < 8; ++i)
    tasks.push_back(create_task([i] { return i * i; }));
  std::vector<int> squares = when_all(tasks.begin(), tasks.end()).get();
  EXPECT_EQ(squares, (std::vector<int>{0, 1, 4, 9, 16, 25, 36, 49}));
  task_completion_event<int> never;
  std::vector<task<int>> race = {task<int>(never),
                                 create_task([] { return 7; })};
  auto first = when_any(race.begin(), race.end()).get();
  EXPECT_EQ(first.first, 7);
  EXPECT_EQ(first.second, 1u);
  std::vector<task<void>> voids = {
      create_task([] {}), create_task([] { throw std::logic_error("one"); })};
  EXPECT_THROW(when_all(voids.begin(), voids.end()).wait(), std::logic_error);
  never.set(0);
}

TEST(PplTasks, CompletionEventSetsOnce) {
  task_completion_event<int> event;
  task<int> waiting(event);
  EXPECT_FALSE(waiting.is_done());
  std::thread setter([event] { event.set(5); });
  EXPECT_EQ(waiting.get(), 5);
  setter.join();
  EXPECT_FALSE(event.set(6));
  EXPECT_EQ(waiting.get(), 5);
  task_completion_event<void> failed;
  failed.set_exception(std::runtime_error("event"));
  EXPECT_THROW(create_task(failed).get(), std::runtime_error);
  EXPECT_EQ(task_from_result(3).get(), 3);
}
