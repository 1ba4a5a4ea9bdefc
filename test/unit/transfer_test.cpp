// The transfer pipeline (detail/transfer.h) and copy() on the fake backend:
// chunking, the staging pool's bound, small copies staying direct, and
// copies from contiguous iterators without a temporary.
#include "fake_fixture.h"

#include <amp2hip/detail/capture.h>
#include <amp2hip/detail/transfer.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <functional>
#include <future>
#include <list>
#include <numeric>
#include <thread>
#include <vector>

namespace {
using namespace concurrency;
namespace det = amp2hip::detail;
using fake::copy_record;

class Transfer : public fake::Test {
protected:
  void SetUp() override {
    fake::Test::SetUp();
    saved_ = det::current_transfer_settings();
    det::transfer_settings s;
    s.staging_bytes = 4000; // four 1000-byte buffers
    s.chunk_bytes = 1000;
    s.direct_bytes = 256;
    s.threads = 3;
    det::set_transfer_settings(s);
    fake::copies.clear();
  }
  void TearDown() override {
    det::set_transfer_settings(saved_);
    fake::Test::TearDown();
  }
  // The copies of one kind, and their total size.
  std::vector<std::size_t> sizes(copy_record::kind_t k) {
    std::vector<std::size_t> r;
    for (const copy_record &c : fake::copies)
      if (c.kind == k)
        r.push_back(c.bytes);
    return r;
  }
  static std::vector<unsigned char> pattern(std::size_t n, unsigned seed) {
    std::vector<unsigned char> v(n);
    for (std::size_t i = 0; i < n; ++i)
      v[i] = static_cast<unsigned char>(i * 131 + seed);
    return v;
  }
  det::transfer_settings saved_;
};

TEST_F(Transfer, LargeCopiesMoveInChunksThatAreNotAMultiple) {
  const std::size_t n = 10500; // ten full chunks and half of one
  std::vector<unsigned char> host = pattern(n, 7), dev(n), back(n);
  det::upload(0, dev.data(), host.data(), n);
  EXPECT_EQ(dev, host);
  // Chunk 0's first slice (334 bytes: 3 lanes) goes ahead of the rest.
  std::vector<std::size_t> up = sizes(copy_record::to_device_async);
  ASSERT_EQ(up.size(), 12u);
  EXPECT_EQ(std::accumulate(up.begin(), up.end(), std::size_t(0)), n);
  // Chunks are queued as lanes finish them, chunk 0's rest after its lead.
  auto lead = std::find(up.begin(), up.end(), 334u);
  auto rest = std::find(up.begin(), up.end(), 666u);
  EXPECT_LT(lead, rest);
  EXPECT_NE(rest, up.end());
  EXPECT_EQ(std::count(up.begin(), up.end(), 1000u), 9);
  EXPECT_EQ(std::count(up.begin(), up.end(), 500u), 1);
  EXPECT_TRUE(sizes(copy_record::to_device).empty());

  det::download(0, back.data(), dev.data(), n);
  EXPECT_EQ(back, host);
  std::vector<std::size_t> down = sizes(copy_record::to_host_async);
  ASSERT_EQ(down.size(), 11u);
  EXPECT_EQ(std::accumulate(down.begin(), down.end(), std::size_t(0)), n);
  EXPECT_EQ(st().staged_chunks, 22u);
}

TEST_F(Transfer, SmallCopiesAreOneDirectCall) {
  std::vector<unsigned char> host = pattern(256, 1), dev(256), back(256);
  det::upload(0, dev.data(), host.data(), 256);
  det::download(0, back.data(), dev.data(), 256);
  EXPECT_EQ(back, host);
  EXPECT_EQ(sizes(copy_record::to_device), std::vector<std::size_t>{256});
  EXPECT_EQ(sizes(copy_record::to_host), std::vector<std::size_t>{256});
  EXPECT_EQ(fake::copies.size(), 2u);
  EXPECT_EQ(st().staged_chunks, 0u);
}

TEST_F(Transfer, OneChunkOrLessStaysOnTheCallingThread) {
  std::vector<unsigned char> host = pattern(700, 3), dev(700);
  det::upload(0, dev.data(), host.data(), 700);
  EXPECT_EQ(dev, host);
  EXPECT_EQ(sizes(copy_record::to_device_async), std::vector<std::size_t>{700});
  EXPECT_EQ(det::staging_bytes_held(), 1000u); // one buffer was needed
}

TEST_F(Transfer, TheStagingPoolIsBoundedAndFreed) {
  const std::size_t n = 100000; // 100 chunks through 4 buffers
  std::vector<unsigned char> host = pattern(n, 9), dev(n), back(n);
  det::upload(0, dev.data(), host.data(), n);
  det::download(0, back.data(), dev.data(), n);
  EXPECT_EQ(back, host);
  EXPECT_EQ(det::staging_bytes_held(), 4000u);
  EXPECT_EQ(fake::pinned_bytes, 4000);
  det::set_transfer_settings(det::current_transfer_settings());
  EXPECT_EQ(fake::pinned_bytes, 0);
}

TEST_F(Transfer, UploadsCycleThroughPartOfThePoolAndDownloadsAllOfIt) {
  det::transfer_settings s = det::current_transfer_settings();
  s.upload_ring_bytes = 2500; // two of the four 1000-byte buffers
  det::set_transfer_settings(s);
  const std::size_t n = 100000;
  std::vector<unsigned char> host = pattern(n, 4), dev(n), back(n);
  det::upload(0, dev.data(), host.data(), n);
  EXPECT_EQ(det::staging_bytes_held(), 2000u);
  det::download(0, back.data(), dev.data(), n);
  EXPECT_EQ(back, host);
  EXPECT_EQ(det::staging_bytes_held(), 4000u);
  EXPECT_EQ(sizes(copy_record::to_device_async).size(), 101u); // a lead
}

TEST_F(Transfer, OneThreadAndOneBufferStillWorks) {
  det::transfer_settings s = det::current_transfer_settings();
  s.threads = 1;
  s.staging_bytes = 1000;
  det::set_transfer_settings(s);
  const std::size_t n = 4321;
  std::vector<unsigned char> host = pattern(n, 5), dev(n), back(n);
  det::upload(0, dev.data(), host.data(), n);
  det::download(0, back.data(), dev.data(), n);
  EXPECT_EQ(back, host);
  EXPECT_EQ(st().staged_chunks, 10u);
}

TEST_F(Transfer, AnUploadForALaunchReturnsBeforeItsDmasAreDone) {
  // 4 chunks through the 4 buffers: no buffer is reused within a transfer.
  const std::size_t n = 3500;
  std::vector<unsigned char> host = pattern(n, 10), dev(n, 0);
  // Read when the lanes are done: every transfer returns after them.
  auto wait_count = [] { return fake::waited_events.size(); };
  fake::waited_events.clear();
  det::upload(0, dev.data(), host.data(), n);
  EXPECT_EQ(wait_count(), 4u); // a copy() returns when the data arrived

  // For a launch on device 0: packed and queued, nothing waited for.
  fake::waited_events.clear();
  fake::recorded_events.clear();
  {
    det::launch_capture_scope launching(0);
    det::upload(0, dev.data(), host.data(), n);
  }
  EXPECT_EQ(dev, host);
  EXPECT_EQ(wait_count(), 0u);
  // One event per buffer, then one after every DMA.
  ASSERT_EQ(fake::recorded_events.size(), 5u);
  void *after_all = fake::recorded_events.back().event;

  // The next transfer waits for that upload's last DMA before it writes a
  // buffer (one stream: every earlier DMA is done then), then for its own.
  std::vector<unsigned char> other = pattern(n, 11);
  det::upload(0, dev.data(), other.data(), n);
  EXPECT_EQ(dev, other);
  ASSERT_EQ(wait_count(), 5u);
  EXPECT_EQ(fake::waited_events.front(), after_all);

  // A launch on another device waits as a copy does.
  fake::waited_events.clear();
  {
    det::launch_capture_scope launching(1);
    det::upload(0, dev.data(), host.data(), n);
  }
  EXPECT_EQ(wait_count(), 4u);
}

TEST_F(Transfer, TheStagingPoolWaitsForAnUnwaitedUploadBeforeItIsFreed) {
  const std::size_t n = 3500;
  std::vector<unsigned char> host = pattern(n, 12), dev(n);
  {
    det::launch_capture_scope launching(0);
    det::upload(0, dev.data(), host.data(), n);
  }
  fake::waited_events.clear();
  det::set_transfer_settings(det::current_transfer_settings()); // frees
  EXPECT_EQ(fake::waited_events.size(), 1u);
  EXPECT_EQ(fake::pinned_bytes, 0);
}

TEST_F(Transfer, AFailedChunkStopsEveryLaneAndIsReported) {
  // 100 chunks, 3 lanes: the 6th DMA fails each way. The lanes waiting for
  // chunks that will never be queued stop (lanes already past their waits
  // finish the chunks they hold), the error reaches the caller, and the
  // pipeline works again afterwards.
  const std::size_t n = 100000;
  std::vector<unsigned char> host = pattern(n, 6), dev(n), back(n);
  fake::async_copies_before_failure = 5;
  EXPECT_THROW(det::upload(0, dev.data(), host.data(), n),
               concurrency::runtime_exception);
  EXPECT_LT(sizes(copy_record::to_device_async).size(), 20u);
  fake::async_copies_before_failure = 5;
  EXPECT_THROW(det::download(0, back.data(), dev.data(), n),
               concurrency::runtime_exception);
  EXPECT_LT(sizes(copy_record::to_host_async).size(), 20u);
  fake::async_copies_before_failure = -1;
  det::upload(0, dev.data(), host.data(), n);
  det::download(0, back.data(), dev.data(), n);
  EXPECT_EQ(back, host);
}

TEST_F(Transfer, AFailedWaitForADmaStopsEveryLaneAndIsReported) {
  // The 11th wait for a buffer's DMA fails: the other lanes stop, the
  // caller gets the error, and the pipeline works again afterwards.
  const std::size_t n = 100000;
  std::vector<unsigned char> host = pattern(n, 8), dev(n), back(n);
  fake::event_waits_before_failure = 10;
  EXPECT_THROW(det::upload(0, dev.data(), host.data(), n),
               concurrency::runtime_exception);
  fake::event_waits_before_failure = 10;
  EXPECT_THROW(det::download(0, back.data(), dev.data(), n),
               concurrency::runtime_exception);
  fake::event_waits_before_failure = -1;
  det::upload(0, dev.data(), host.data(), n);
  det::download(0, back.data(), dev.data(), n);
  EXPECT_EQ(back, host);
}

TEST_F(Transfer, DownloadsUnpackAtAnyAlignmentAndLength) {
  // Downloads unpack with streaming stores in 16-byte blocks after an
  // unaligned head: every destination alignment, lengths that leave a
  // tail, whole and strided, write exactly their bytes.
  const std::size_t n = 2777; // 2 chunks and a short one
  std::vector<unsigned char> host = pattern(n, 12);
  for (std::size_t shift = 0; shift < 16; ++shift) {
    std::vector<unsigned char> back(n + 32, 5);
    det::download(0, back.data() + shift, host.data(), n);
    for (std::size_t i = 0; i < back.size(); ++i)
      ASSERT_EQ(back[i], i >= shift && i < shift + n ? host[i - shift] : 5)
          << shift << ": " << i;
  }
  det::byte_box box; // 40 rows of 77 bytes, 101 apart
  box.offset = 3;
  box.run = 77;
  box.rows = 40;
  box.row_pitch = 101;
  std::vector<unsigned char> dev = pattern(101 * 40 + 3, 13);
  for (std::size_t shift = 0; shift < 16; ++shift) {
    std::vector<unsigned char> back(101 * 40 + 3 + 16, 5);
    det::download_box(0, back.data() + shift, dev.data(), box);
    for (std::size_t i = 0; i + shift < back.size() && i < dev.size(); ++i) {
      bool inside = i >= 3 && (i - 3) % 101 < 77;
      ASSERT_EQ(back[i + shift], inside ? dev[i] : 5) << shift << ": " << i;
    }
  }
}

TEST_F(Transfer, EveryLaneCopiesPartOfEachChunk) {
  // 3 lanes, 1000-byte chunks: slices of 334 bytes. Each chunk's bytes
  // are right whichever lanes copied them, at sizes that leave the last
  // chunk and its slices short.
  for (std::size_t n : {1001u, 2999u, 3335u, 10001u}) {
    std::vector<unsigned char> host = pattern(n, 8), dev(n), back(n);
    det::upload(0, dev.data(), host.data(), n);
    det::download(0, back.data(), dev.data(), n);
    EXPECT_EQ(back, host) << n;
  }
}

TEST_F(Transfer, StridedCopiesAreStagedInWholeRows) {
  // 50 rows of 300 bytes, 512 apart: three rows fit a 1000-byte buffer.
  det::byte_box box;
  box.run = 300;
  box.rows = 50;
  box.row_pitch = 512;
  std::vector<unsigned char> host = pattern(512 * 50, 2);
  std::vector<unsigned char> dev(512 * 50, 0);
  det::upload_box(0, dev.data(), host.data(), box);
  for (std::size_t r = 0; r < 50; ++r)
    for (std::size_t c = 0; c < 512; ++c)
      ASSERT_EQ(dev[r * 512 + c], c < 300 ? host[r * 512 + c] : 0)
          << r << "," << c;
  // 17 chunks; chunk 0's first row (a slice: 3 lanes) goes ahead.
  std::vector<std::size_t> up = sizes(copy_record::to_device_2d_async);
  ASSERT_EQ(up.size(), 18u);
  EXPECT_EQ(std::accumulate(up.begin(), up.end(), std::size_t(0)), 300u * 50);
  EXPECT_EQ(std::count(up.begin(), up.end(), 300u), 1); // the lead
  EXPECT_LT(std::find(up.begin(), up.end(), 300u) - up.begin(),
            std::find(up.begin(), up.end(), 600u) - up.begin());
  EXPECT_EQ(fake::copies.size(), up.size());

  // And back, into other host memory: only the box's bytes are written.
  fake::copies.clear();
  std::vector<unsigned char> back(512 * 50, 7);
  det::download_box(0, back.data(), dev.data(), box);
  for (std::size_t r = 0; r < 50; ++r)
    for (std::size_t c = 0; c < 512; ++c)
      ASSERT_EQ(back[r * 512 + c], c < 300 ? host[r * 512 + c] : 7)
          << r << "," << c;
  std::vector<std::size_t> down = sizes(copy_record::to_host_2d_async);
  EXPECT_EQ(down.size(), 17u);
  EXPECT_EQ(fake::copies.size(), down.size());
}

TEST_F(Transfer, ThreeDimensionalBoxesAreStagedPlaneByPlane) {
  // 4 planes of 5 rows of 300 bytes (rows 512, planes 8 * 512 apart) from
  // offset 700: chunks of 3 rows, split where a plane ends.
  det::byte_box box;
  box.offset = 700;
  box.run = 300;
  box.rows = 5;
  box.row_pitch = 512;
  box.planes = 4;
  box.plane_pitch = 8 * 512;
  const std::size_t size = 4 * 8 * 512 + 700;
  std::vector<unsigned char> host = pattern(size, 3);
  std::vector<unsigned char> dev(size, 0), back(size, 9);
  det::upload_box(0, dev.data(), host.data(), box);
  det::download_box(0, back.data(), dev.data(), box);
  auto inside = [&](std::size_t i) {
    if (i < box.offset)
      return false;
    std::size_t o = i - box.offset;
    return o / box.plane_pitch < 4 && o % box.plane_pitch / 512 < 5 &&
           o % 512 < 300;
  };
  for (std::size_t i = 0; i < size; ++i) {
    ASSERT_EQ(dev[i], inside(i) ? host[i] : 0) << i;
    ASSERT_EQ(back[i], inside(i) ? host[i] : 9) << i;
  }
  // 20 rows in 7 chunks of 3; chunks 1 (rows 3-5) and 3 (rows 9-11)
  // cross a plane's end: two copies each; up, chunk 0's first row goes
  // ahead.
  EXPECT_EQ(sizes(copy_record::to_device_2d_async).size(), 10u);
  EXPECT_EQ(sizes(copy_record::to_host_2d_async).size(), 9u);
}

TEST_F(Transfer, SmallBoxesAreOneStridedCopy) {
  det::byte_box box;
  box.offset = 8;
  box.run = 16;
  box.rows = 3;
  box.row_pitch = 64;
  box.planes = 2;
  box.plane_pitch = 4 * 64;
  std::vector<unsigned char> host = pattern(8 * 64, 4);
  std::vector<unsigned char> dev(8 * 64, 0);
  det::upload_box(0, dev.data(), host.data(), box);
  ASSERT_EQ(fake::copies.size(), 1u);
  EXPECT_EQ(fake::copies[0].kind, copy_record::to_device_3d);
  EXPECT_EQ(fake::copies[0].bytes, 16u * 3 * 2);
  EXPECT_EQ(dev[8 + 4 * 64 + 2 * 64], host[8 + 4 * 64 + 2 * 64]);
  EXPECT_EQ(dev[8 + 4 * 64 + 3 * 64], 0);
  box.planes = 1;
  std::vector<unsigned char> back(8 * 64, 0);
  det::download_box(0, back.data(), dev.data(), box);
  ASSERT_EQ(fake::copies.size(), 2u);
  EXPECT_EQ(fake::copies[1].kind, copy_record::to_host_2d);
  EXPECT_EQ(back[8 + 2 * 64 + 15], host[8 + 2 * 64 + 15]);
}

TEST_F(Transfer, ViewsUploadAndDownloadThroughThePipeline) {
  std::vector<int> v(3001);
  std::iota(v.begin(), v.end(), 0);
  {
    array_view<int, 1> av(3001, v);
    fake::on_launch = fake::play_add;
    amp2hip::launch(fake::add_kernel, av.extent, av, 5);
    av.synchronize();
  }
  for (int i = 0; i < 3001; ++i)
    ASSERT_EQ(v[i], i + 5);
  EXPECT_EQ(st().bytes_to_device, 3001u * 4);
  EXPECT_EQ(st().bytes_to_host, 3001u * 4);
  EXPECT_EQ(st().staged_chunks, 2u * 13); // 12004 bytes: 13 chunks each way
}

// An element type that counts its default constructions: a temporary
// vector of them would be seen.
struct counted {
  static long made;
  std::int32_t v;
  counted() { ++made; }
};
long counted::made = 0;

TEST_F(Transfer, CopyFromContiguousIteratorsMakesNoTemporary) {
  std::vector<counted> host(2000), back(2000);
  for (int i = 0; i < 2000; ++i)
    host[i].v = i * 3;
  array<counted, 1> a(2000);
  counted::made = 0;
  fake::copies.clear();
  copy(host.begin(), host.end(), a);
  copy(a, back.begin());
  EXPECT_EQ(counted::made, 0);
  for (int i = 0; i < 2000; ++i)
    ASSERT_EQ(back[i].v, i * 3);
  // Each way: the array's 8000 bytes, in 8 chunks (up, chunk 0 in two
  // copies), nothing else.
  EXPECT_EQ(sizes(copy_record::to_device_async).size(), 9u);
  EXPECT_EQ(sizes(copy_record::to_host_async).size(), 8u);
  EXPECT_EQ(fake::copies.size(), 17u);

  copy(host.data(), a);
  copy(host.begin(), a);
  copy_async(host.begin(), host.end(), a).get();
  EXPECT_EQ(counted::made, 0);
}

// copy_async and synchronize_async return before the copy is done: the
// fake backend's copies wait at a gate the test opens.
class Async : public Transfer {
protected:
  void close_gate() { fake::copy_gate = gate_.get_future().share(); }
  void open_gate() { gate_.set_value(); }
  void TearDown() override {
    fake::copy_gate = std::shared_future<void>();
    Transfer::TearDown();
  }
  std::promise<void> gate_;
};

TEST_F(Async, CopyAsyncCompletesWhenTheDataHasArrived) {
  std::vector<int> v(100000), back(100000);
  std::iota(v.begin(), v.end(), 3);
  array<int, 1> a(100000);
  close_gate();
  completion_future f = copy_async(v.begin(), v.end(), a);
  EXPECT_EQ(f.wait_for(std::chrono::milliseconds(20)),
            std::future_status::timeout);
  open_gate();
  f.get();
  copy(a, back.begin());
  EXPECT_EQ(back, v);
}

TEST_F(Async, AsynchronousCopiesUseAStreamOfTheirOwn) {
  std::vector<int> v(100000, 7);
  array<int, 1> a(100000), b(100000);
  copy(v.begin(), v.end(), a); // synchronous: the default stream
  for (const copy_record &c : fake::copies)
    EXPECT_EQ(c.stream, nullptr);
  fake::copies.clear();
  copy_async(v.begin(), v.end(), b).get();
  ASSERT_FALSE(fake::copies.empty());
  for (const copy_record &c : fake::copies)
    EXPECT_NE(c.stream, nullptr);
}

TEST_F(Async, SynchronizeAsyncCompletesWhenTheDataHasArrived) {
  std::vector<int> v(100000, 1);
  array_view<int, 1> av(100000, v);
  fake::on_launch = fake::play_add;
  amp2hip::launch(fake::add_kernel, av.extent, av, 41);
  close_gate();
  completion_future f = av.synchronize_async();
  EXPECT_EQ(f.wait_for(std::chrono::milliseconds(20)),
            std::future_status::timeout);
  open_gate();
  f.get();
  EXPECT_EQ(v[0], 42);
  EXPECT_EQ(v[99999], 42);
}

TEST_F(Async, AViewUsedWhileItsSynchronizeAsyncRunsWaitsForIt) {
  // The copy's thread changes the view's coherence state: a use of the view
  // from another thread meanwhile waits until the copy is done, then finds
  // the host copy current (without the wait it started a second download
  // of the same bytes, racing with the first on the state).
  std::vector<int> v(100000, 1);
  array_view<int, 1> av(100000, v);
  fake::on_launch = fake::play_add;
  amp2hip::launch(fake::add_kernel, av.extent, av, 41);
  amp2hip::stats() = amp2hip::runtime_stats();
  close_gate();
  completion_future f = av.synchronize_async();
  std::future<int> read =
      std::async(std::launch::async, [av] { return av[99999]; });
  EXPECT_EQ(read.wait_for(std::chrono::milliseconds(20)),
            std::future_status::timeout);
  open_gate();
  f.get();
  EXPECT_EQ(read.get(), 42);
  EXPECT_EQ(st().downloads, 1u);
  EXPECT_EQ(st().bytes_to_host, 400000u);
}

TEST_F(Async, TheCopysThreadUsesItsSourcesWithoutWaitingForItself) {
  // copy_async between two views: both sources are claimed, and the copy
  // (which reads one and writes the other) runs; a later synchronous copy
  // of the destination waits for it and sees the new contents.
  std::vector<int> v(100000), w(100000, -1), back(100000);
  std::iota(v.begin(), v.end(), 5);
  array_view<const int, 1> src(100000, v);
  array<int, 1> a(100000);
  array_view<int, 1> dst(a);
  close_gate();
  completion_future f = copy_async(src, dst);
  std::future<void> after = std::async(std::launch::async, [&] {
    copy(a, back.begin()); // the array under dst
  });
  EXPECT_EQ(after.wait_for(std::chrono::milliseconds(20)),
            std::future_status::timeout);
  open_gate();
  f.get();
  after.get();
  EXPECT_EQ(back, v);
}

TEST_F(Async, TheCopyFollowsOnlyTheWorkQueuedBeforeTheCall) {
  // The point on the default stream that the copy's stream waits for is
  // recorded by the calling thread before copy_async returns: a kernel
  // launched after the call does not delay the copy (recorded on the
  // copy's thread, it caught whatever the caller had launched by then).
  std::vector<int> v(100000, 7);
  array<int, 1> a(100000);
  fake::recorded_events.clear();
  fake::stream_waits.clear();
  close_gate(); // the copy's chunks wait; its stream is set up
  completion_future f = copy_async(v.begin(), v.end(), a);
  ASSERT_EQ(fake::recorded_events.size(), 1u);
  const fake::event_record point = fake::recorded_events[0];
  EXPECT_EQ(point.stream, nullptr);
  EXPECT_EQ(point.thread, std::this_thread::get_id());
  open_gate();
  f.get();
  ASSERT_FALSE(fake::stream_waits.empty());
  for (const fake::stream_wait &w : fake::stream_waits) {
    EXPECT_NE(w.stream, nullptr);
    EXPECT_EQ(w.event, point.event);
  }
  for (const fake::event_record &r : fake::recorded_events) {
    if (r.event != point.event) {
      EXPECT_NE(r.stream, nullptr) << "a point recorded on the default stream";
    }
  }
}

TEST_F(Async, SmallCopiesCompleteBeforeTheCallReturns) {
  std::vector<int> v(100, 5);
  array<int, 1> a(100);
  completion_future f = copy_async(v.begin(), v.end(), a);
  EXPECT_EQ(f.wait_for(std::chrono::milliseconds(0)),
            std::future_status::ready);
}

TEST_F(Async, TheCopysErrorComesFromGet) {
  std::vector<int> v(100001);
  array<int, 1> a(100000);
  completion_future f = copy_async(v.begin(), v.end(), a);
  EXPECT_THROW(f.get(), runtime_exception);
}

TEST_F(Transfer, CopyFromOtherIteratorsStillWorks) {
  std::list<int> l;
  for (int i = 0; i < 500; ++i)
    l.push_back(i * 7);
  array<int, 1> a(500);
  copy(l.begin(), l.end(), a);
  std::list<int> out(500);
  copy(a, out.begin());
  EXPECT_EQ(out, l);
}

TEST_F(Transfer, CopyBetweenAViewOfAVectorAndAnArrayReadsInPlace) {
  std::vector<int> v(1500), w(1500);
  std::iota(v.begin(), v.end(), 11);
  array<int, 1> a(1500);
  array_view<int, 1> src(1500, v), dst(1500, w);
  fake::copies.clear();
  copy(src, a);
  copy(a, dst);
  EXPECT_EQ(w, v);
  // One upload and one download of 6000 bytes (6 chunks each; up, chunk
  // 0 in two copies), no temporary in between.
  EXPECT_EQ(sizes(copy_record::to_device_async).size(), 7u);
  EXPECT_EQ(sizes(copy_record::to_host_async).size(), 6u);
  EXPECT_EQ(st().bytes_to_device, 6000u);
  EXPECT_EQ(st().bytes_to_host, 6000u);
}

} // namespace

namespace {
using namespace concurrency;

void read2(amp2hip::extent_domain<2>, array_view<const int, 2>) {}
void read3(amp2hip::extent_domain<3>, array_view<const int, 3>) {}

// The sum a kernel reading a section of a rows x 48 source would see on
// the device.
long long device_sum(const fake::launch_record &r, int pitch) {
  auto &d = *static_cast<amp2hip::extent_domain<2> *>(r.args[0]);
  auto &a = *static_cast<array_view<const int, 2> *>(r.args[1]);
  const int *p = amp2hip::detail::view_access::device_pointer(a);
  long long s = 0;
  for (int i = 0; i < d.ext[0]; ++i)
    for (int j = 0; j < d.ext[1]; ++j)
      s += p[i * pitch + j];
  return s;
}
long long host_sum(const std::vector<int> &v, int r0, int c0, int rows,
                   int cols, int pitch) {
  long long s = 0;
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j)
      s += v[(r0 + i) * pitch + c0 + j];
  return s;
}

class Sections : public fake::Test {};

TEST_F(Sections, AKernelOnASectionUploadsOnlyItsElements) {
  std::vector<int> v(64 * 48);
  std::iota(v.begin(), v.end(), 1);
  array_view<const int, 2> whole(64, 48, v);
  array_view<const int, 2> sec =
      whole.section(concurrency::index<2>(8, 4), extent<2>(16, 12));
  long long seen = 0;
  fake::on_launch = [&](const fake::launch_record &r) {
    seen = device_sum(r, 48);
  };
  fake::copies.clear();
  amp2hip::launch(read2, sec.extent, sec);
  EXPECT_EQ(seen, host_sum(v, 8, 4, 16, 12, 48));
  EXPECT_EQ(st().bytes_to_device, 16u * 12 * 4);
  ASSERT_EQ(fake::copies.size(), 1u);
  EXPECT_EQ(fake::copies[0].kind, fake::copy_record::to_device_2d);

  // Again: already there.
  amp2hip::launch(read2, sec.extent, sec);
  EXPECT_EQ(st().bytes_to_device, 16u * 12 * 4);

  // The whole view: everything, once.
  amp2hip::launch(read2, whole.extent, whole);
  EXPECT_EQ(st().bytes_to_device, 16u * 12 * 4 + 64 * 48 * 4);
  amp2hip::launch(read2, sec.extent, sec);
  EXPECT_EQ(st().bytes_to_device, 16u * 12 * 4 + 64 * 48 * 4);
}

TEST_F(Sections, ARowBandIsOneContiguousUpload) {
  std::vector<int> v(64 * 48, 3);
  array_view<const int, 2> band = array_view<const int, 2>(64, 48, v).section(
      concurrency::index<2>(8, 0), extent<2>(16, 48));
  fake::copies.clear();
  amp2hip::launch(read2, band.extent, band);
  EXPECT_EQ(st().bytes_to_device, 16u * 48 * 4);
  ASSERT_FALSE(fake::copies.empty());
  for (const fake::copy_record &c : fake::copies)
    EXPECT_NE(c.kind, fake::copy_record::to_device_2d);
}

TEST_F(Sections, ThreeDimensionalSectionsAreOneStridedCopy) {
  std::vector<int> v(4 * 8 * 16);
  std::iota(v.begin(), v.end(), 0);
  array_view<const int, 3> sec =
      array_view<const int, 3>(4, 8, 16, v)
          .section(concurrency::index<3>(1, 2, 3), extent<3>(2, 4, 5));
  int seen_corner = -1;
  fake::on_launch = [&](const fake::launch_record &r) {
    auto &a = *static_cast<array_view<const int, 3> *>(r.args[1]);
    const int *p = amp2hip::detail::view_access::device_pointer(a);
    seen_corner = p[1 * 8 * 16 + 3 * 16 + 4]; // element (1, 3, 4)
  };
  fake::copies.clear();
  amp2hip::launch(read3, sec.extent, sec);
  EXPECT_EQ(st().bytes_to_device, 2u * 4 * 5 * 4);
  ASSERT_EQ(fake::copies.size(), 1u);
  EXPECT_EQ(fake::copies[0].kind, fake::copy_record::to_device_3d);
  EXPECT_EQ(seen_corner, (1 + 1) * 8 * 16 + (2 + 3) * 16 + (3 + 4));
}

TEST_F(Sections, AHostWriteMakesTheSectionUploadAgain) {
  std::vector<int> v(64 * 48, 1);
  array_view<int, 2> w(64, 48, v);
  array_view<const int, 2> sec = array_view<const int, 2>(w).section(
      concurrency::index<2>(8, 4), extent<2>(16, 12));
  long long seen = 0;
  fake::on_launch = [&](const fake::launch_record &r) {
    seen = device_sum(r, 48);
  };
  amp2hip::launch(read2, sec.extent, sec);
  EXPECT_EQ(seen, 16 * 12);
  w(8, 4) = 1001;
  amp2hip::launch(read2, sec.extent, sec);
  EXPECT_EQ(seen, 16 * 12 + 1000);
  EXPECT_EQ(st().bytes_to_device, 2u * 16 * 12 * 4);
}

void write2(amp2hip::extent_domain<2>, array_view<int, 2>) {}
void write3(amp2hip::extent_domain<3>, array_view<int, 3>) {}

// Plays write2 on a source `pitch` ints wide: adds 1000 to each element of
// the view.
std::function<void(const fake::launch_record &)> add_1000(int pitch) {
  return [pitch](const fake::launch_record &r) {
    auto &d = *static_cast<amp2hip::extent_domain<2> *>(r.args[0]);
    auto &a = *static_cast<array_view<int, 2> *>(r.args[1]);
    int *p = amp2hip::detail::view_access::device_pointer(a);
    for (int i = 0; i < d.ext[0]; ++i)
      for (int j = 0; j < d.ext[1]; ++j)
        p[i * pitch + j] += 1000;
  };
}

// v[k] = k, and what it should read after 1000 was added to the
// rows x cols section at (r0, c0) of a 48-wide source.
std::vector<int> after_add(std::vector<int> v, int r0, int c0, int rows,
                           int cols) {
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j)
      v[(r0 + i) * 48 + c0 + j] += 1000;
  return v;
}

TEST_F(Sections, AKernelWritingASectionMovesOnlyItsElementsBothWays) {
  std::vector<int> v(64 * 48);
  std::iota(v.begin(), v.end(), 0);
  const std::vector<int> expected = after_add(v, 8, 4, 16, 12);
  const std::size_t section_bytes = 16 * 12 * 4;
  fake::on_launch = add_1000(48);
  {
    array_view<int, 2> whole(64, 48, v);
    array_view<int, 2> sec =
        whole.section(concurrency::index<2>(8, 4), extent<2>(16, 12));
    fake::copies.clear();
    amp2hip::launch(write2, sec.extent, sec);
    EXPECT_EQ(st().bytes_to_device, section_bytes);
    EXPECT_EQ(st().bytes_to_host, 0u);
    // The host copy is stale only under the section.
    sec.synchronize();
    EXPECT_EQ(v, expected);
    EXPECT_EQ(st().bytes_to_host, section_bytes);
    ASSERT_EQ(fake::copies.size(), 2u);
    EXPECT_EQ(fake::copies[0].kind, fake::copy_record::to_device_2d);
    EXPECT_EQ(fake::copies[1].kind, fake::copy_record::to_host_2d);
    // Current on both sides now: nothing moves for the next kernel on it
    // until it writes again, and the write-back copies nothing.
    sec.synchronize();
    whole.synchronize();
    EXPECT_EQ(st().bytes_to_host, section_bytes);
  }
  EXPECT_EQ(st().bytes_to_device, section_bytes);
  EXPECT_EQ(st().bytes_to_host, section_bytes);
}

TEST_F(Sections, TheLastViewWritesBackOnlyTheWrittenSection) {
  std::vector<int> v(64 * 48);
  std::iota(v.begin(), v.end(), 0);
  const std::vector<int> expected = after_add(v, 20, 0, 3, 48);
  fake::on_launch = add_1000(48);
  {
    array_view<int, 2> whole(64, 48, v);
    array_view<int, 2> band = whole.section(20, 0, 3, 48);
    amp2hip::launch(write2, band.extent, band);
    amp2hip::launch(write2, band.extent, band); // already there
    EXPECT_EQ(v[20 * 48], 20 * 48);             // not yet back
  }
  EXPECT_EQ(v, after_add(expected, 20, 0, 3, 48));
  EXPECT_EQ(st().bytes_to_device, 3u * 48 * 4);
  EXPECT_EQ(st().bytes_to_host, 3u * 48 * 4);
}

TEST_F(Sections, SynchronizingOneSectionLeavesAnotherOnTheDevice) {
  std::vector<int> v(64 * 48);
  std::iota(v.begin(), v.end(), 0);
  fake::on_launch = add_1000(48);
  array_view<int, 2> whole(64, 48, v);
  array_view<int, 2> left = whole.section(0, 0, 64, 24);
  array_view<int, 2> right = whole.section(0, 24, 64, 24);
  amp2hip::launch(write2, left.extent, left);
  amp2hip::launch(write2, right.extent, right);
  EXPECT_EQ(st().bytes_to_device, 64u * 48 * 4);
  left.synchronize();
  EXPECT_EQ(st().bytes_to_host, 64u * 24 * 4);
  EXPECT_EQ(v[0], 1000);
  EXPECT_EQ(v[24], 24); // the right half is still on the device
  // Host access through a view brings back the rest.
  EXPECT_EQ(whole(0, 24), 1024);
  EXPECT_EQ(st().bytes_to_host, 64u * 48 * 4);
}

TEST_F(Sections, AKernelOnTheWholeViewSeesWhatASectionKernelWrote) {
  std::vector<int> v(64 * 48, 1);
  fake::on_launch = add_1000(48);
  array_view<int, 2> whole(64, 48, v);
  array_view<int, 2> sec = whole.section(4, 4, 8, 8);
  amp2hip::launch(write2, sec.extent, sec);
  amp2hip::launch(write2, whole.extent, whole);
  whole.synchronize();
  EXPECT_EQ(v[4 * 48 + 4], 2001);
  EXPECT_EQ(v[0], 1001);
  // The section came back before the whole went up.
  EXPECT_EQ(st().bytes_to_device, 8u * 8 * 4 + 64 * 48 * 4);
  EXPECT_EQ(st().bytes_to_host, 8u * 8 * 4 + 64 * 48 * 4);
}

TEST_F(Sections, AKernelWritingASectionOfACurrentCopyKeepsTheHostCurrent) {
  std::vector<int> v(64 * 48, 1);
  array_view<int, 2> whole(64, 48, v);
  array_view<const int, 2> all(whole);
  amp2hip::launch(read2, all.extent, all); // the whole copy goes up
  fake::on_launch = add_1000(48);
  array_view<int, 2> sec = whole.section(10, 10, 2, 3);
  amp2hip::launch(write2, sec.extent, sec);
  whole.synchronize();
  EXPECT_EQ(v[10 * 48 + 12], 1001);
  EXPECT_EQ(v[10 * 48 + 13], 1);
  EXPECT_EQ(st().bytes_to_device, 64u * 48 * 4);
  EXPECT_EQ(st().bytes_to_host, 2u * 3 * 4);
}

TEST_F(Sections, ADiscardedSectionIsNotCopiedBack) {
  std::vector<int> v(64 * 48, 1);
  fake::on_launch = add_1000(48);
  {
    array_view<int, 2> whole(64, 48, v);
    array_view<int, 2> sec = whole.section(4, 0, 8, 48);
    amp2hip::launch(write2, sec.extent, sec);
    sec.discard_data();
  }
  EXPECT_EQ(v[4 * 48], 1);
  EXPECT_EQ(st().bytes_to_host, 0u);
}

TEST_F(Sections, ThreeDimensionalSectionsComeBackAsOneStridedCopy) {
  std::vector<int> v(4 * 8 * 16);
  std::iota(v.begin(), v.end(), 0);
  std::vector<int> expected = v;
  fake::on_launch = [](const fake::launch_record &r) {
    auto &d = *static_cast<amp2hip::extent_domain<3> *>(r.args[0]);
    auto &a = *static_cast<array_view<int, 3> *>(r.args[1]);
    int *p = amp2hip::detail::view_access::device_pointer(a);
    for (int i = 0; i < d.ext[0]; ++i)
      for (int j = 0; j < d.ext[1]; ++j)
        for (int k = 0; k < d.ext[2]; ++k)
          p[i * 8 * 16 + j * 16 + k] = -1;
  };
  for (int i = 1; i < 3; ++i)
    for (int j = 2; j < 6; ++j)
      for (int k = 3; k < 8; ++k)
        expected[i * 8 * 16 + j * 16 + k] = -1;
  {
    array_view<int, 3> sec =
        array_view<int, 3>(4, 8, 16, v)
            .section(concurrency::index<3>(1, 2, 3), extent<3>(2, 4, 5));
    fake::copies.clear();
    amp2hip::launch(write3, sec.extent, sec);
  }
  EXPECT_EQ(v, expected);
  ASSERT_EQ(fake::copies.size(), 2u);
  EXPECT_EQ(fake::copies[1].kind, fake::copy_record::to_host_3d);
  EXPECT_EQ(st().bytes_to_host, 2u * 4 * 5 * 4);
}

TEST_F(Sections, CopyingASectionOfAnArrayIsOneStridedCopyEachWay) {
  std::vector<int> v(64 * 48);
  std::iota(v.begin(), v.end(), 0);
  array<int, 2> a(64, 48, v.begin());
  array_view<int, 2> sec = array_view<int, 2>(a).section(8, 4, 16, 12);
  fake::copies.clear();
  amp2hip::reset_stats();
  std::vector<int> out(16 * 12);
  copy(sec, out.begin());
  for (int i = 0; i < 16; ++i)
    for (int j = 0; j < 12; ++j)
      ASSERT_EQ(out[i * 12 + j], (8 + i) * 48 + 4 + j);
  ASSERT_EQ(fake::copies.size(), 1u);
  EXPECT_EQ(fake::copies[0].kind, fake::copy_record::to_host_2d);
  EXPECT_EQ(st().bytes_to_host, 16u * 12 * 4);

  std::vector<int> in(16 * 12, -7);
  copy(in.begin(), in.end(), sec);
  ASSERT_EQ(fake::copies.size(), 2u);
  EXPECT_EQ(fake::copies[1].kind, fake::copy_record::to_device_2d);
  EXPECT_EQ(st().bytes_to_device, 16u * 12 * 4);
  std::vector<int> back(64 * 48);
  copy(a, back.begin());
  EXPECT_EQ(back[8 * 48 + 4], -7);
  EXPECT_EQ(back[23 * 48 + 15], -7);
  EXPECT_EQ(back[23 * 48 + 16], 23 * 48 + 16);
  EXPECT_EQ(back[8 * 48 + 3], 8 * 48 + 3);
}

TEST_F(Sections, CopyingASectionOfAViewOfHostMemoryReadsWhatAKernelWrote) {
  std::vector<int> v(64 * 48);
  std::iota(v.begin(), v.end(), 0);
  fake::on_launch = add_1000(48);
  array_view<int, 2> whole(64, 48, v);
  array_view<int, 2> sec = whole.section(8, 4, 16, 12);
  amp2hip::launch(write2, sec.extent, sec);
  std::vector<int> out(16 * 12);
  copy(sec, out.begin());
  EXPECT_EQ(out[0], 8 * 48 + 4 + 1000);
  EXPECT_EQ(out[16 * 12 - 1], 23 * 48 + 15 + 1000);
  EXPECT_EQ(st().bytes_to_host, 16u * 12 * 4);
}

void stencil_dst_first(amp2hip::extent_domain<2>, array_view<int, 2>,
                       array_view<const int, 2>) {}
void stencil_src_first(amp2hip::extent_domain<2>, array_view<const int, 2>,
                       array_view<int, 2>) {}

// Plays a kernel whose views are a section `dst` of a 48-wide source and
// the section one element larger all around (`src`): dst = src's inner
// element + 1 (the same element, read through the other view).
std::function<void(const fake::launch_record &)> stencil(bool dst_first) {
  return [dst_first](const fake::launch_record &r) {
    auto &d = *static_cast<amp2hip::extent_domain<2> *>(r.args[0]);
    auto &dst = *static_cast<array_view<int, 2> *>(r.args[dst_first ? 1 : 2]);
    auto &src =
        *static_cast<array_view<const int, 2> *>(r.args[dst_first ? 2 : 1]);
    int *out = amp2hip::detail::view_access::device_pointer(dst);
    const int *in = amp2hip::detail::view_access::device_pointer(src);
    for (int i = 0; i < d.ext[0]; ++i)
      for (int j = 0; j < d.ext[1]; ++j)
        out[i * 48 + j] = in[(i + 1) * 48 + j + 1] + 1;
  };
}

// A section written and the section around it read by one kernel: what
// the kernel writes comes back, whichever view is captured first.
TEST_F(Sections, AKernelReadingAroundTheSectionItWritesKeepsItsWrites) {
  for (bool dst_first : {true, false}) {
    std::vector<int> v(64 * 48);
    std::iota(v.begin(), v.end(), 0);
    fake::on_launch = stencil(dst_first);
    {
      array_view<int, 2> whole(64, 48, v);
      array_view<int, 2> dst = whole.section(8, 8, 16, 16);
      array_view<const int, 2> src =
          array_view<const int, 2>(whole).section(7, 7, 18, 18);
      for (int k = 0; k < 3; ++k) {
        if (dst_first)
          amp2hip::launch(stencil_dst_first, dst.extent, dst, src);
        else
          amp2hip::launch(stencil_src_first, dst.extent, src, dst);
      }
      dst.synchronize();
      EXPECT_EQ(v[8 * 48 + 8], 8 * 48 + 8 + 3) << dst_first;
    }
    for (int i = 0; i < 64; ++i)
      for (int j = 0; j < 48; ++j) {
        bool inner = i >= 8 && i < 24 && j >= 8 && j < 24;
        ASSERT_EQ(v[i * 48 + j], i * 48 + j + (inner ? 3 : 0))
            << dst_first << " " << i << "," << j;
      }
  }
}

// A writable section captured before a const view of the whole source.
TEST_F(Sections, AWholeViewReadAfterAWrittenSectionKeepsTheWrites) {
  std::vector<int> v(64 * 48, 5);
  fake::on_launch = [](const fake::launch_record &r) {
    auto &d = *static_cast<amp2hip::extent_domain<2> *>(r.args[0]);
    auto &dst = *static_cast<array_view<int, 2> *>(r.args[1]);
    int *out = amp2hip::detail::view_access::device_pointer(dst);
    for (int i = 0; i < d.ext[0]; ++i)
      for (int j = 0; j < d.ext[1]; ++j)
        out[i * 48 + j] += 1;
  };
  {
    array_view<int, 2> whole(64, 48, v);
    array_view<int, 2> dst = whole.section(8, 8, 16, 16);
    array_view<const int, 2> src = array_view<const int, 2>(whole);
    amp2hip::launch(stencil_dst_first, dst.extent, dst, src);
  }
  EXPECT_EQ(v[8 * 48 + 8], 6);
  EXPECT_EQ(v[23 * 48 + 23], 6);
  EXPECT_EQ(v[7 * 48 + 8], 5);
}

} // namespace

namespace {
using namespace concurrency;

void write4(amp2hip::extent_domain<4>, array_view<int, 4>) {}

// A source of 4 x 6 x 8 x 10 ints, v[k] = k; the section 2 x 3 x 4 x 5 of
// it at (1, 2, 3, 4).
const int dims4[4] = {4, 6, 8, 10};
const int at4[4] = {1, 2, 3, 4}, size4[4] = {2, 3, 4, 5};
int flat4(int a, int b, int c, int d) {
  return ((a * dims4[1] + b) * dims4[2] + c) * dims4[3] + d;
}
bool inside4(int k) {
  int d = k % 10, c = k / 10 % 8, b = k / 80 % 6, a = k / 480;
  const int i[4] = {a, b, c, d};
  for (int n = 0; n < 4; ++n)
    if (i[n] < at4[n] || i[n] >= at4[n] + size4[n])
      return false;
  return true;
}

// Plays write4: adds 1000 to each element of the view, through the device
// pointer and the source's strides.
void add_1000_4(const fake::launch_record &r) {
  auto &d = *static_cast<amp2hip::extent_domain<4> *>(r.args[0]);
  auto &a = *static_cast<array_view<int, 4> *>(r.args[1]);
  int *p = amp2hip::detail::view_access::device_pointer(a);
  for (int i = 0; i < d.ext[0]; ++i)
    for (int j = 0; j < d.ext[1]; ++j)
      for (int k = 0; k < d.ext[2]; ++k)
        for (int l = 0; l < d.ext[3]; ++l)
          p[flat4(i, j, k, l)] += 1000;
}

TEST_F(Sections, ARankFourSectionMovesOnlyItsElementsBothWays) {
  std::vector<int> v(4 * 6 * 8 * 10);
  std::iota(v.begin(), v.end(), 0);
  std::vector<int> expected = v;
  for (std::size_t k = 0; k < v.size(); ++k)
    if (inside4(static_cast<int>(k)))
      expected[k] += 1000;
  const std::size_t section_bytes = 2 * 3 * 4 * 5 * sizeof(int);
  fake::on_launch = add_1000_4;
  {
    array_view<int, 4> whole(extent<4>(dims4), v);
    array_view<int, 4> sec =
        whole.section(concurrency::index<4>(at4), extent<4>(size4));
    fake::copies.clear();
    amp2hip::launch(write4, sec.extent, sec);
    // Two boxes of 3 x 4 x 5 (one per index of dim 0): the bytes of the
    // section, not the whole 7680.
    EXPECT_EQ(st().bytes_to_device, section_bytes);
    EXPECT_EQ(st().bytes_to_host, 0u);
    sec.synchronize();
    EXPECT_EQ(v, expected);
    EXPECT_EQ(st().bytes_to_host, section_bytes);
    sec.synchronize(); // current: nothing moves
  }
  EXPECT_EQ(st().bytes_to_device, section_bytes);
  EXPECT_EQ(st().bytes_to_host, section_bytes);
}

TEST_F(Sections, ARankFourSectionOfWholeInnerDimsIsOneUpload) {
  std::vector<int> v(4 * 6 * 8 * 10);
  std::iota(v.begin(), v.end(), 0);
  fake::on_launch = add_1000_4;
  array_view<int, 4> whole(extent<4>(dims4), v);
  int from[4] = {1, 0, 0, 0}, size[4] = {2, 6, 8, 10};
  array_view<int, 4> sec =
      whole.section(concurrency::index<4>(from), extent<4>(size));
  fake::copies.clear();
  amp2hip::launch(write4, sec.extent, sec);
  EXPECT_EQ(st().bytes_to_device, 2u * 480 * sizeof(int));
  ASSERT_EQ(fake::copies.size(), 1u); // one contiguous run
  sec.synchronize();
  EXPECT_EQ(v[480], 480 + 1000);
  EXPECT_EQ(v[479], 479);
  EXPECT_EQ(v[3 * 480], 3 * 480);
}
} // namespace
