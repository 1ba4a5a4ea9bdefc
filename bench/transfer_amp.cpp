// transfer_amp.cpp - the C++ AMP side of the transfer benchmark, the input
// to amp2hip. Every path moves host data to or from the accelerator the
// way C++ AMP programs do; the driver (transfer_main.cpp) times the part
// between transfer_bench::start() and stop(), and the data is checked bit
// for bit after each path (untimed).

#include <algorithm>
#include <amp.h>
#include <chrono>
#include <cstring>
#include <vector>

#include "transfer_bench.h"

using namespace concurrency;

namespace {

// Fills v with a pattern that differs from `host` everywhere.
void scramble(std::vector<float> &v) {
  std::memset(v.data(), 0xA5, v.size() * sizeof(float));
}

bool same(const std::vector<float> &a, const std::vector<float> &b) {
  return std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0;
}

// The section of section_upload: rows/4 x cols/4 in the middle (at least
// one element).
int part(int n) { return n / 4 > 0 ? n / 4 : 1; }

} // namespace

namespace transfer_amp {

long long section_elements(int rows, int cols) {
  return (long long)part(rows) * part(cols);
}

bool run_paths(std::vector<float> &host, int rows, int cols) {
  const int n = rows * cols;
  bool ok = true;
  std::vector<float> back(host.size());
  array<float, 1> probe(1); // what the one-thread kernels write
  array<float, 1> dev(n);

  {
    // upload at first use: a kernel reading one element of a new view
    array_view<const float, 1> in(n, host);
    transfer_bench::start();
    parallel_for_each(
        extent<1>(1), [ =, &probe ](concurrency::index<1>) restrict(amp) {
          probe[0] = in[0];
        });
    probe.get_accelerator_view().wait();
    transfer_bench::stop();

    // the same view after refresh()
    in.refresh();
    transfer_bench::start();
    parallel_for_each(
        extent<1>(1), [ =, &probe ](concurrency::index<1>) restrict(amp) {
          probe[0] = in[0];
        });
    probe.get_accelerator_view().wait();
    transfer_bench::stop();

    // what arrived, into dev (on the device: no transfer)
    parallel_for_each(
        dev.extent,
        [ =, &dev ](concurrency::index<1> i) restrict(amp) { dev[i] = in[i]; });
  }

  {
    // download: a view a kernel wrote entirely, synchronize()
    scramble(back);
    array_view<float, 1> out(n, back);
    out.discard_data();
    parallel_for_each(
        out.extent, [ =, &dev ](concurrency::index<1> i) restrict(amp) {
          out[i] = dev[i];
        });
    dev.get_accelerator_view().wait();
    transfer_bench::start();
    out.synchronize();
    transfer_bench::stop();
  }
  ok = ok && same(host, back);

  // copy a vector to an array and back
  array<float, 1> dev2(n);
  transfer_bench::start();
  copy(host.begin(), host.end(), dev2);
  transfer_bench::stop();
  scramble(back);
  transfer_bench::start();
  copy(dev2, back.begin());
  transfer_bench::stop();
  ok = ok && same(host, back);

  // copy_async, waited for
  array<float, 1> dev3(n);
  transfer_bench::start();
  completion_future f = copy_async(host.begin(), host.end(), dev3);
  transfer_bench::returned(); // the host is free from here on
  f.get();
  transfer_bench::stop();
  scramble(back);
  copy(dev3, back.begin());
  ok = ok && same(host, back);

  {
    // a kernel on a section of a 2-D view
    array_view<const float, 2> in2(rows, cols, host);
    array_view<const float, 2> sec =
        in2.section(concurrency::index<2>(rows / 4, cols / 4),
                    extent<2>(part(rows), part(cols)));
    transfer_bench::start();
    parallel_for_each(
        extent<1>(1), [ =, &probe ](concurrency::index<1>) restrict(amp) {
          probe[0] = sec(0, 0);
        });
    probe.get_accelerator_view().wait();
    transfer_bench::stop();

    array<float, 2> got(sec.extent);
    parallel_for_each(
        got.extent, [ =, &got ](concurrency::index<2> i) restrict(amp) {
          got[i] = sec[i];
        });
    std::vector<float> out(sec.extent.size());
    copy(got, out.begin());
    for (int r = 0; r < sec.extent[0] && ok; r++)
      ok = std::memcmp(&out[(size_t)r * sec.extent[1]],
                       &host[(size_t)(rows / 4 + r) * cols + cols / 4],
                       sec.extent[1] * sizeof(float)) == 0;
  }
  {
    // a kernel writing a section of a 2-D view (from the same section of
    // another view), then the section's synchronize(): only it comes back
    scramble(back);
    const std::vector<float> before = back;
    array_view<const float, 2> in2(rows, cols, host);
    array_view<float, 2> out2(rows, cols, back);
    const concurrency::index<2> at(rows / 4, cols / 4);
    const extent<2> size(part(rows), part(cols));
    array_view<const float, 2> src = in2.section(at, size);
    array_view<float, 2> dst = out2.section(at, size);
    parallel_for_each(dst.extent,
                      [=](concurrency::index<2> i) restrict(amp) {
                        dst[i] = src[i];
                      });
    probe.get_accelerator_view().wait();
    transfer_bench::start();
    dst.synchronize();
    transfer_bench::stop();
    // Inside the section the source's bytes, elsewhere the old ones.
    auto same_run = [](const float *a, const float *b, int n) {
      return std::memcmp(a, b, n * sizeof(float)) == 0;
    };
    for (int r = 0; r < rows && ok; r++) {
      const size_t row = (size_t)r * cols;
      if (r < at[0] || r >= at[0] + size[0]) {
        ok = same_run(back.data() + row, before.data() + row, cols);
        continue;
      }
      const size_t c0 = row + at[1], c1 = c0 + size[1];
      ok = same_run(back.data() + row, before.data() + row, at[1]) &&
           same_run(back.data() + c0, host.data() + c0, size[1]) &&
           same_run(back.data() + c1, before.data() + c1,
                    (int)(row + cols - c1));
    }
  }
  {
    // a kernel reading four new views, each over 1/16 of the data, as a
    // kernel reads its inputs: they are uploaded one after the other
    const int q = (int)std::min<long long>(section_elements(rows, cols), n / 4);
    transfer_bench::start();
    if (q > 0) {
      array_view<const float, 1> a(q, host.data()), b(q, host.data() + q),
          c(q, host.data() + 2 * q), d(q, host.data() + 3 * q);
      parallel_for_each(
          extent<1>(1), [ =, &probe ](concurrency::index<1>) restrict(amp) {
            probe[0] = a[0] + b[0] + c[0] + d[0];
          });
      probe.get_accelerator_view().wait();
      transfer_bench::stop();

      // What arrived, in order, back on the host.
      array<float, 1> got(4 * q);
      parallel_for_each(
          got.extent, [ =, &got ](concurrency::index<1> i) restrict(amp) {
            const int k = i[0] / q, j = i[0] % q;
            if (k == 0)
              got[i] = a[j];
            else if (k == 1)
              got[i] = b[j];
            else if (k == 2)
              got[i] = c[j];
            else
              got[i] = d[j];
          });
      std::vector<float> out(4 * (size_t)q);
      copy(got, out.begin());
      ok = ok && std::memcmp(out.data(), host.data(),
                             out.size() * sizeof(float)) == 0;
    } else {
      transfer_bench::stop(); // too small for four views: nothing moves
    }
  }

  // copy_async back, waited for (dev3 holds host's data)
  scramble(back);
  transfer_bench::start();
  completion_future back_f = copy_async(dev3, back.begin());
  back_f.get();
  transfer_bench::stop();
  ok = ok && same(host, back);

  {
    // copy between a view over the vector and an array, both ways
    array_view<const float, 1> from(n, host);
    array<float, 1> dev4(n);
    transfer_bench::start();
    copy(from, dev4);
    transfer_bench::stop();
    scramble(back);
    array_view<float, 1> to(n, back);
    transfer_bench::start();
    copy(dev4, to);
    transfer_bench::stop();
    to.synchronize(); // already current: copy() wrote the vector
    ok = ok && same(host, back);
  }
  return ok;
}

double repeated_upload(std::vector<float> &host, int max_transfers,
                       int *transfers) {
  array<float, 1> probe(1);
  array_view<const float, 1> in((int)host.size(), host);
  auto upload = [&] {
    in.refresh();
    parallel_for_each(
        extent<1>(1), [ =, &probe ](concurrency::index<1>) restrict(amp) {
          probe[0] = in[0];
        });
    probe.get_accelerator_view().wait();
  };
  transfer_bench::start(); // counts from here
  int k = 0;
  for (; k < max_transfers && !transfer_bench::went_straight(); k++)
    upload();
  *transfers = k;
  auto t0 = std::chrono::steady_clock::now();
  upload();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0)
      .count();
}

// `times` map kernels over `a`, not waited for.
void map_kernels(array<float, 1> &a, int times) {
  for (int k = 0; k < times; k++)
    parallel_for_each(
        a.extent, [&a](concurrency::index<1> i) restrict(amp) {
          a[i] = a[i] * 0.5f + 1.0f;
        });
}

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0)
      .count();
}

void overlap(std::vector<float> &host, int kernels, int other_n, double *copy_s,
             double *kernels_s, double *together_s) {
  array<float, 1> dest((int)host.size()), other(other_n);
  // warm-up
  copy(host.begin(), host.end(), dest);
  map_kernels(other, 1);
  other.get_accelerator_view().wait();

  auto t0 = std::chrono::steady_clock::now();
  copy(host.begin(), host.end(), dest);
  *copy_s = seconds_since(t0);

  t0 = std::chrono::steady_clock::now();
  map_kernels(other, kernels);
  other.get_accelerator_view().wait();
  *kernels_s = seconds_since(t0);

  t0 = std::chrono::steady_clock::now();
  completion_future f = copy_async(host.begin(), host.end(), dest);
  map_kernels(other, kernels);
  other.get_accelerator_view().wait();
  f.get();
  *together_s = seconds_since(t0);
}

// A view over `host` that a kernel wrote entirely (the device copy is the
// only current one).
void written_on_device(array_view<float, 1> &v) {
  v.discard_data();
  parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) {
    v[i] = (float)i[0];
  });
  v.get_source_accelerator_view().wait();
}

void overlap_synchronize(std::vector<float> &host, int kernels, int other_n,
                         double *sync_s, double *kernels_s,
                         double *together_s) {
  array<float, 1> other(other_n);
  array_view<float, 1> v((int)host.size(), host);
  map_kernels(other, 1); // warm-up
  written_on_device(v);
  v.synchronize();

  written_on_device(v);
  auto t0 = std::chrono::steady_clock::now();
  v.synchronize();
  *sync_s = seconds_since(t0);

  t0 = std::chrono::steady_clock::now();
  map_kernels(other, kernels);
  other.get_accelerator_view().wait();
  *kernels_s = seconds_since(t0);

  written_on_device(v);
  t0 = std::chrono::steady_clock::now();
  completion_future f = v.synchronize_async();
  map_kernels(other, kernels);
  other.get_accelerator_view().wait();
  f.get();
  *together_s = seconds_since(t0);
}

bool overlap_synchronize_host(std::vector<float> &host, void (*work)(),
                              double *sync_s, double *work_s,
                              double *together_s, double *returned_s) {
  array_view<float, 1> v((int)host.size(), host);
  written_on_device(v); // warm-up
  v.synchronize();

  written_on_device(v);
  auto t0 = std::chrono::steady_clock::now();
  v.synchronize();
  *sync_s = seconds_since(t0);

  t0 = std::chrono::steady_clock::now();
  work();
  *work_s = seconds_since(t0);

  std::memset(host.data(), 0, host.size() * sizeof(float));
  written_on_device(v);
  t0 = std::chrono::steady_clock::now();
  completion_future f = v.synchronize_async();
  *returned_s = seconds_since(t0);
  work();
  f.get();
  *together_s = seconds_since(t0);
  for (size_t i = 0; i < host.size(); i++)
    if (host[i] != (float)i)
      return false;
  return true;
}

void launch_times(int launches, double *empty_queued, double *empty_waited,
                  double *array_queued) {
  accelerator_view av = accelerator().get_default_view();
  array<float, 1> a(1);
  // warm-up
  parallel_for_each(extent<1>(1), [=](concurrency::index<1>) restrict(amp) {});
  parallel_for_each(extent<1>(1), [&a](concurrency::index<1>) restrict(amp) {
    a[0] = 1.0f;
  });
  av.wait();

  auto t0 = std::chrono::steady_clock::now();
  for (int k = 0; k < launches; k++)
    parallel_for_each(extent<1>(1),
                      [=](concurrency::index<1>) restrict(amp) {});
  av.wait();
  *empty_queued = seconds_since(t0) / launches;

  t0 = std::chrono::steady_clock::now();
  for (int k = 0; k < launches; k++) {
    parallel_for_each(extent<1>(1),
                      [=](concurrency::index<1>) restrict(amp) {});
    av.wait();
  }
  *empty_waited = seconds_since(t0) / launches;

  t0 = std::chrono::steady_clock::now();
  for (int k = 0; k < launches; k++)
    parallel_for_each(extent<1>(1), [&a](concurrency::index<1>) restrict(amp) {
      a[0] = 1.0f;
    });
  av.wait();
  *array_queued = seconds_since(t0) / launches;
}

double map_array(int n, int reps) {
  array<float, 1> a(n);
  double best = 1e30;
  for (int r = 0; r < reps + 1; r++) {
    auto t0 = std::chrono::steady_clock::now();
    parallel_for_each(
        a.extent, [&a](concurrency::index<1> i) restrict(amp) {
          a[i] = a[i] * 0.5f + 1.0f;
        });
    a.get_accelerator_view().wait();
    double s =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0)
            .count();
    if (r > 0 && s < best) // the first run is a warm-up
      best = s;
  }
  return best;
}

} // namespace transfer_amp
