// Visual C++ style, after Microsoft's histogram sample: a class of static
// member functions holds the kernels, its member function templates are
// defined after the namespace-scope constants (tile size, bin count) that
// follow the class, and the kernels call the class's restrict(amp) helper.
// The kernels' friend declarations in the class cannot see the constants.
#include <amp.h>
#include <assert.h>
#include <iostream>
#include <vector>

using namespace concurrency;

typedef unsigned int user_data_t;

// This class member method implements C++ AMP kernels
// and its supporting routine
class histogram_amp
{
public:
    static void addword_256(unsigned *s_hist, unsigned offset, unsigned data) restrict(amp);
    template <int _no_of_tiles>
    static void histo_kernel(unsigned data_in_uint_count, array<unsigned, 1>& data, array<unsigned, 1>& partial_result);
    template <int _no_of_tiles>
    static void histo_merge_kernel(array<unsigned, 1>& partial_result, array<unsigned, 1>& histogram_amp, unsigned hist_bin_count);
};

const unsigned histogram_bin_count = 256; // Bin count

const unsigned log2_thread_size = 5U;
const unsigned thread_count = 4; // number of partial histogram per tile

const unsigned histogram256_tile_size = (thread_count * (1U << log2_thread_size));
const unsigned histogram256_tile_static_memory = (thread_count * histogram_bin_count);

const unsigned merge_tile_size = histogram_bin_count; // Partial result Merge size
const unsigned partial_histogram256_count = 16;

// Atomically update bucket count: one byte of the word is one bucket
void histogram_amp::addword_256(unsigned *s_hist, unsigned offset, unsigned data) restrict(amp)
{
    atomic_fetch_add(&(s_hist[offset + ((data >>  0) & 0xFFU)]), 1);
    atomic_fetch_add(&(s_hist[offset + ((data >>  8) & 0xFFU)]), 1);
    atomic_fetch_add(&(s_hist[offset + ((data >> 16) & 0xFFU)]), 1);
    atomic_fetch_add(&(s_hist[offset + ((data >> 24) & 0xFFU)]), 1);
}

// Each tile counts its part of the data into a partial histogram
template <int _no_of_tiles>
void histogram_amp::histo_kernel(unsigned data_in_uint_count, array<unsigned, 1>& data, array<unsigned, 1>& partial_result)
{
    extent<1> e_compute(_no_of_tiles * histogram256_tile_size);
    parallel_for_each(e_compute.tile<histogram256_tile_size>(),
        [=, &data, &partial_result] (tiled_index<histogram256_tile_size> tidx) restrict(amp)
        {
            tile_static unsigned s_hist[histogram256_tile_static_memory];
            unsigned per_thread_init = histogram256_tile_static_memory / histogram256_tile_size;
            for (unsigned i = 0; i < per_thread_init; i++)
                s_hist[tidx.local[0] + i * histogram256_tile_size] = 0;
            tidx.barrier.wait();

            unsigned offset = (tidx.local[0] >> log2_thread_size) * histogram_bin_count;
            for (unsigned pos = tidx.global[0]; pos < data_in_uint_count; pos += histogram256_tile_size * _no_of_tiles)
                addword_256(s_hist, offset, data[pos]);
            tidx.barrier.wait();

            for (unsigned bin = tidx.local[0]; bin < histogram_bin_count; bin += histogram256_tile_size)
            {
                unsigned sum = 0;
                for (unsigned i = 0; i < thread_count; i++)
                    sum += s_hist[bin + i * histogram_bin_count];
                partial_result[tidx.tile[0] * histogram_bin_count + bin] = sum;
            }
        });
}

// One tile per bin adds up the partial histograms
template <int _no_of_tiles>
void histogram_amp::histo_merge_kernel(array<unsigned, 1>& partial_result, array<unsigned, 1>& histogram_amp, unsigned hist_bin_count)
{
    extent<1> e_compute(hist_bin_count * _no_of_tiles);
    parallel_for_each(e_compute.tile<_no_of_tiles>(),
        [=, &partial_result, &histogram_amp] (tiled_index<_no_of_tiles> tidx) restrict(amp)
        {
            tile_static unsigned s_data[_no_of_tiles];
            unsigned sum = 0;
            for (unsigned i = tidx.local[0]; i < partial_histogram256_count; i += _no_of_tiles)
                sum += partial_result[tidx.tile[0] + i * histogram_bin_count];
            s_data[tidx.local[0]] = sum;
            for (int stride = _no_of_tiles / 2; stride > 0; stride >>= 1)
            {
                tidx.barrier.wait();
                if (tidx.local[0] < (unsigned)stride)
                    s_data[tidx.local[0]] += s_data[tidx.local[0] + stride];
            }
            if (tidx.local[0] == 0)
                histogram_amp[tidx.tile[0]] = s_data[0];
        });
}

int main()
{
    const unsigned word_count = 1 << 16;
    std::vector<unsigned> words(word_count);
    srand(2012);
    for (unsigned i = 0; i < word_count; i++)
        words[i] = (unsigned)rand() * 2654435761U;

    array<unsigned, 1> a_data(word_count, words.begin());
    array<unsigned, 1> a_partial(partial_histogram256_count * histogram_bin_count);
    array<unsigned, 1> a_histogram(histogram_bin_count);
    histogram_amp::histo_kernel<partial_histogram256_count>(word_count, a_data, a_partial);
    histogram_amp::histo_merge_kernel<merge_tile_size>(a_partial, a_histogram, histogram_bin_count);
    std::vector<unsigned> histo_amp(histogram_bin_count);
    copy(a_histogram, histo_amp.begin());

    std::vector<unsigned> histo_cpu(histogram_bin_count, 0);
    for (unsigned i = 0; i < word_count; i++)
        for (int shift = 0; shift < 32; shift += 8)
            histo_cpu[(words[i] >> shift) & 0xFFU]++;
    unsigned total = 0;
    for (unsigned i = 0; i < histogram_bin_count; i++)
    {
        total += histo_amp[i];
        if (histo_amp[i] != histo_cpu[i])
        {
            std::cout << i << ": " << histo_amp[i] << " <> " << histo_cpu[i] << std::endl;
            std::cout << "***HISTOGRAM " << histogram_bin_count << " VERIFICATION FAILURE***" << std::endl;
            return 1;
        }
    }
    std::cout << "bins " << histogram_bin_count << ", counted " << total << std::endl;
    std::cout << "histogram: PASSED" << std::endl;
    return 0;
}
