// Visual C++ style: whole classes written in their bodies, as a header
// defines them, and a class template, each launching kernels that call
// the class's private static helpers and use its enumerators, static
// constants and nested types (private ones too).
// Expected: every result equals the CPU's, and each class says PASSED.
#include "stdafx.h"
#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

// Evaluates a cubic polynomial with integer coefficients on the GPU.
class PolyEvaluator
{
public:
    PolyEvaluator(int c0, int c1, int c2, int c3)
    {
        m_coeffs.c[0] = c0;
        m_coeffs.c[1] = c1;
        m_coeffs.c[2] = c2;
        m_coeffs.c[3] = c3;
    }

    // y[i] = Scale * p(x[i]) + Bias
    void Evaluate(const std::vector<int>& xs, std::vector<int>& ys) const
    {
        array_view<const int, 1> x((int)xs.size(), xs);
        array_view<int, 1> y((int)ys.size(), ys);
        y.discard_data();
        Coeffs k = m_coeffs;
        parallel_for_each(y.extent, [=](index<1> idx) restrict(amp)
        {
            y[idx] = Scale * Horner(k, x[idx]) + Bias;
        });
        y.synchronize();
    }

    // What the GPU must compute, on the CPU.
    int At(int x) const { return Scale * Horner(m_coeffs, x) + Bias; }

private:
    enum { Degree = 3, Bias = 7 };
    static const int Scale = 2;
    struct Coeffs
    {
        int c[Degree + 1];
    };

    static int Horner(const Coeffs& k, int x) restrict(amp, cpu)
    {
        int r = k.c[Degree];
        for (int i = Degree - 1; i >= 0; --i)
            r = r * x + k.c[i];
        return r;
    }

    Coeffs m_coeffs;
};

// Per tile: the sum of squares and the count of nonzero elements.
template <typename T, int TileSize>
class TileReducer
{
public:
    struct Partial
    {
        T sum;
        int nonzero;
    };

    std::vector<Partial> Reduce(const std::vector<T>& data) const
    {
        typedef Partial Slot;
        int tiles = (int)data.size() / TileSize;
        std::vector<Slot> slots(tiles);
        array_view<const T, 1> in((int)data.size(), data);
        array_view<Slot, 1> out(tiles, slots);
        out.discard_data();
        parallel_for_each(in.extent.tile<TileSize>(), [=](tiled_index<TileSize> t) restrict(amp)
        {
            tile_static T part[TileSize];
            tile_static int nz[TileSize];
            int l = t.local[0];
            part[l] = Square(in[t.global]);
            nz[l] = IsSet(in[t.global]) ? 1 : 0;
            t.barrier.wait();
            for (int s = Half; s > 0; s /= 2)
            {
                if (l < s)
                {
                    part[l] += part[l + s];
                    nz[l] += nz[l + s];
                }
                t.barrier.wait();
            }
            if (l == 0)
            {
                Slot p = {part[0], nz[0]};
                out[t.tile] = p;
            }
        });
        out.synchronize();
        return slots;
    }

    template <int Power>
    void Raise(std::vector<T>& data) const
    {
        array_view<T, 1> v((int)data.size(), data);
        parallel_for_each(v.extent, [=](index<1> idx) restrict(amp)
        {
            T r = T(1);
            for (int i = 0; i < Power; ++i)
                r *= v[idx];
            v[idx] = IsSet(r) ? r : T(Empty);
        });
        v.synchronize();
    }

private:
    enum { Half = TileSize / 2, Empty = -1 };
    static T Square(T v) restrict(amp) { return v * v; }
    static bool IsSet(T v) restrict(amp) { return v != T(0); }
};

int _tmain(int argc, _TCHAR* argv[])
{
    const int size = 1024;
    std::vector<int> xs(size), ys(size);
    for (int i = 0; i < size; ++i)
        xs[i] = i % 37 - 18;

    PolyEvaluator poly(5, -3, 2, 1);
    poly.Evaluate(xs, ys);
    bool polyOk = true;
    for (int i = 0; i < size; ++i)
        polyOk = polyOk && ys[i] == poly.At(xs[i]);
    std::cout << "p(-18) = " << ys[0] << ", p(18) = " << ys[36] << std::endl;
    std::cout << "PolyEvaluator: " << (polyOk ? "PASSED" : "FAILED") << std::endl;

    TileReducer<int, 64> reducer;
    std::vector<TileReducer<int, 64>::Partial> parts = reducer.Reduce(xs);
    bool reduceOk = parts.size() == size / 64;
    for (size_t t = 0; t < parts.size(); ++t)
    {
        int sum = 0, nonzero = 0;
        for (int i = 0; i < 64; ++i)
        {
            int v = xs[t * 64 + i];
            sum += v * v;
            nonzero += v != 0;
        }
        reduceOk = reduceOk && parts[t].sum == sum && parts[t].nonzero == nonzero;
    }
    std::cout << "tile 0: sum of squares " << parts[0].sum << ", nonzero "
              << parts[0].nonzero << std::endl;

    std::vector<int> cubes(xs);
    reducer.Raise<3>(cubes);
    for (int i = 0; i < size; ++i)
        reduceOk = reduceOk && cubes[i] == (xs[i] ? xs[i] * xs[i] * xs[i] : -1);
    std::cout << "cube of -18 = " << cubes[0] << std::endl;
    std::cout << "TileReducer<int, 64>: " << (reduceOk ? "PASSED" : "FAILED")
              << std::endl;
    return polyOk && reduceOk ? 0 : 1;
}
