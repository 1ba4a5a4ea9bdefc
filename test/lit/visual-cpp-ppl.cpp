// The Parallel Patterns Library beside C++ AMP, as Visual C++ programs use
// it: each PPL header becomes the runtime's (oneTBB underneath), PPL's
// calls stay as written, and both parallel_for_each resolve as in Visual
// C++: the one over an extent is the kernel launch, the one over two
// iterators (PPL's, also in namespace concurrency) stays a CPU loop, in a
// template too.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/ppl.cpp
// RUN: cd %t && %amp2hip ppl.cpp -o ppl.hip.cpp --print-stats=csv -- -std=c++17 > stats.csv 2> ppl.err
// RUN: FileCheck %s --input-file=%t/ppl.hip.cpp
// RUN: FileCheck %s --check-prefix=ERR --allow-empty --input-file=%t/ppl.err
// RUN: FileCheck %s --check-prefix=STATS --input-file=%t/stats.csv
// ERR-NOT: error
// ERR-NOT: AMP2HIP1016

#include <amp.h>
#include <ppl.h>
// CHECK: #include <amp2hip/msvc/ppl.h>
#include <ppltasks.h>
// CHECK: #include <amp2hip/msvc/ppltasks.h>
#include <pplinterface.h>
// CHECK: #include <amp2hip/msvc/pplinterface.h>
#include <concrt.h>
// CHECK: #include <amp2hip/msvc/concrt.h>
#include <concurrent_vector.h>
// CHECK: #include <amp2hip/msvc/concurrent_vector.h>
#include <concurrent_queue.h>
// CHECK: #include <amp2hip/msvc/concurrent_queue.h>
#include <Concurrent_Unordered_Map.h>
// CHECK: #include <amp2hip/msvc/concurrent_unordered_map.h>
#include <concurrent_unordered_set.h>
// CHECK: #include <amp2hip/msvc/concurrent_unordered_set.h>
#include <algorithm>
#include <functional>
#include <vector>
using namespace concurrency;

template <typename Container> void negateAll(Container &c) {
  parallel_for_each(c.begin(), c.end(), [](int &x) { x = -x; });
  // CHECK: parallel_for_each(c.begin(), c.end(), [](int &x) { x = -x; });
}

int main() {
  std::vector<int> data(1024);
  parallel_for(0, 1024, [&](int i) { data[i] = i; });
  // CHECK: parallel_for(0, 1024, [&](int i) { data[i] = i; });
  parallel_for(0, 1024, 2, [&](int i) { data[i] += 1; }, static_partitioner());
  array_view<int, 1> view(1024, data);
  parallel_for_each(view.extent, [=](index<1> i) restrict(amp) {
    view[i] *= 2;
  });
  // CHECK: amp2hip::launch<{{.*}}>(view.extent, view);
  view.synchronize();
  parallel_for_each(data.begin(), data.end(), [](int &x) { x += 1; });
  // CHECK: parallel_for_each(data.begin(), data.end(), [](int &x) { x += 1; });
  negateAll(data);
  int total = parallel_reduce(data.begin(), data.end(), 0);
  std::vector<int> squares(data.size());
  parallel_transform(data.begin(), data.end(), squares.begin(),
                     [](int x) { return x * x; });
  parallel_sort(squares.begin(), squares.end());
  parallel_buffered_sort(squares.begin(), squares.end(), std::greater<int>());
  std::vector<unsigned> keys(data.begin(), data.end());
  parallel_radixsort(keys.begin(), keys.end());
  int a = 0, b = 0;
  parallel_invoke([&] { a = 1; }, [&] { b = 2; });
  combinable<int> sums;
  parallel_for(0, 100, [&](int i) { sums.local() += i; });
  task_group group;
  group.run([] { interruption_point(); });
  group.wait();
  structured_task_group structured;
  auto handle = make_task([] {});
  structured.run_and_wait(handle);
  critical_section section;
  { critical_section::scoped_lock hold(section); }
  reader_writer_lock lock;
  { reader_writer_lock::scoped_lock_read hold(lock); }
  concurrent_vector<int> vector;
  concurrent_queue<int> queue;
  concurrent_unordered_map<int, int> map;
  concurrent_unordered_set<int> set;
  parallel_for(0, 10, [&](int i) {
    vector.push_back(i);
    queue.push(i);
    map[i] = i;
    set.insert(i);
  });
  cancellation_token_source source;
  task<int> answer = create_task([] { return 21; }, source.get_token())
                         .then([](int x) { return x * 2; });
  std::vector<task<int>> tasks{answer};
  int all = when_all(tasks.begin(), tasks.end()).get().front();
  int any = when_any(tasks.begin(), tasks.end()).get().first;
  return total + sums.combine(std::plus<int>()) + a + b + all + any > 0 ? 0 : 1;
}
// One launch, of the C++ AMP kernel; none of PPL's calls.
// CHECK-NOT: amp2hip{{::}}launch
// STATS: ppl.cpp,1,
