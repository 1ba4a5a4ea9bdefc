// transfer_bench.h - the plain C++ interface between the transfer
// benchmark's driver (transfer_main.cpp) and its C++ AMP side
// (transfer_amp.cpp, translated by amp2hip).
#pragma once

#include <vector>

namespace transfer_bench {
// Implemented by the driver: bracket the timed part of each path, in the
// order of transfer_amp::path. stop() records the seconds and the bytes the
// runtime moved in between.
void start();
void stop();
// Called when an asynchronous call has returned (before its work is done).
void returned();
// Whether a copy went straight from or to registered host memory since the
// last start().
bool went_straight();
} // namespace transfer_bench

namespace transfer_amp {
enum path {
  upload_first_use,           // a new array_view's data, uploaded for a kernel
  upload_after_refresh,       // the same view again after refresh()
  download_synchronize,       // a view a kernel wrote, synchronize()
  copy_vector_to_array,       // copy(v.begin(), v.end(), array)
  copy_array_to_vector,       // copy(array, v.begin())
  copy_async_vector_to_array, // copy_async(v.begin(), v.end(), array).get()
  section_upload,    // a kernel on a section of a view: 1/4 x 1/4 of it
  section_download,  // a section a kernel wrote, its synchronize()
  four_views_upload, // a kernel reading four new views of 1/16 each
  copy_async_array_to_vector, // copy_async(array, v.begin()).get()
  copy_view_to_array,         // copy(array_view over v, array)
  copy_array_to_view,         // copy(array, array_view over v)
  path_count
};
// Runs every path once over `host` (rows x cols floats), timing each with
// start()/stop(). Returns false when a round trip was not bit-exact.
bool run_paths(std::vector<float> &host, int rows, int cols);
// The elements the sections of section_upload and section_download cover,
// and each view of four_views_upload.
long long section_elements(int rows, int cols);
// Overlap: seconds of copy(host -> array) alone, of `kernels` map kernels
// over another array (`other_n` floats) alone, and of a copy_async of the
// same data with the kernels launched meanwhile, until both are done.
void overlap(std::vector<float> &host, int kernels, int other_n, double *copy_s,
             double *kernels_s, double *together_s);
// A view over `host` uploaded again and again (refresh() and a kernel
// reading it) until the runtime has registered its memory (at most
// `max_transfers` times): the seconds of the next upload, and how many
// uploads came before it.
double repeated_upload(std::vector<float> &host, int max_transfers,
                       int *transfers);
// The same for synchronize_async() of a view (`host`) a kernel wrote.
void overlap_synchronize(std::vector<float> &host, int kernels, int other_n,
                         double *sync_s, double *kernels_s, double *together_s);
// Host work beside synchronize_async() of a view (`host`) a kernel wrote:
// seconds of synchronize() alone, of work() alone, and of
// synchronize_async() with work() done meanwhile until both are done;
// *returned_s: when synchronize_async() returned. False when the data that
// came back was wrong.
bool overlap_synchronize_host(std::vector<float> &host, void (*work)(),
                              double *sync_s, double *work_s,
                              double *together_s, double *returned_s);
// Launch overhead: seconds per launch of an empty parallel_for_each over
// one thread (`launches` of them queued, then one wait), per launch and
// wait (the same one at a time), and per launch of a one-thread kernel
// writing one element of an array captured by reference (queued).
void launch_times(int launches, double *empty_queued, double *empty_waited,
                  double *array_queued);
// Seconds of the fastest of `reps` runs of a map kernel over an array of n
// floats captured by reference: a[i] = a[i] * 0.5f + 1.0f.
double map_array(int n, int reps);
} // namespace transfer_amp
