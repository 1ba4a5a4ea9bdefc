// A source saved by Visual Studio: UTF-8 byte order mark, CRLF line endings.
// The lines amp2hip writes (the hoisted kernel, its comments, the main added
// for wmain, moved restriction specifiers, a hoisted local class) end in
// CRLF too, so the output
// has one line ending; the byte order mark is kept. The input is made here
// from this file (an LF file in the repository).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import sys; d = open(sys.argv[1], 'rb').read(); open(sys.argv[2], 'wb').write(b'\xef\xbb\xbf' + d.replace(b'\n', b'\r\n'))" %s %t/prog.cpp
// RUN: cd %t && %amp2hip prog.cpp -o prog.hip.cpp -- -std=c++17
// RUN: %python %S/Inputs/line-endings.py %t/prog.hip.cpp | FileCheck %s --check-prefix=ENDINGS
// ENDINGS: bom=yes crlf={{[1-9][0-9]+}} bare-lf=0 bare-cr=0
// The translation is the one of the LF file, line endings aside.
// RUN: cp %s %t/lf.cpp && cd %t && %amp2hip lf.cpp -o lf.hip.cpp -- -std=c++17
// RUN: %python -c "import sys; a = open(sys.argv[1], 'rb').read(); b = open(sys.argv[2], 'rb').read(); print('same' if a[3:].replace(b'\r\n', b'\n').replace(b'prog.', b'lf.') == b.replace(b'prog.', b'lf.') else 'differ')" %t/prog.hip.cpp %t/lf.hip.cpp | FileCheck %s --check-prefix=SAME
// SAME: same
// Without a line break at the end of the file (the added main begins with
// one), and without a byte order mark.
// RUN: %python -c "import sys; d = open(sys.argv[1], 'rb').read(); open(sys.argv[2], 'wb').write(d.replace(b'\n', b'\r\n').rstrip(b'\r\n'))" %s %t/noeol.cpp
// RUN: cd %t && %amp2hip noeol.cpp -o noeol.hip.cpp -- -std=c++17
// RUN: %python %S/Inputs/line-endings.py %t/noeol.hip.cpp | FileCheck %s --check-prefix=NOEOL
// NOEOL: bom=no crlf={{[1-9][0-9]+}} bare-lf=0 bare-cr=0
#include <amp.h>
#include <vector>
using namespace concurrency;

int twice(int x) restrict(amp) { return 2 * x; }

int wmain(int argc, wchar_t *argv[])
{
    struct Offset
    {
        int by;
    };
    std::vector<int> v(64, 1);
    array_view<int, 1> a(64, v);
    Offset o = {-1};
    parallel_for_each(a.extent, [=](index<1> i) restrict(amp)
    {
        a[i] += twice(1) + o.by;
    });
    parallel_for_each(a.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp)
    {
        tile_static int s[16];
        s[t.local[0]] = a[t.global];
        t.barrier.wait();
        a[t.global] = s[15 - t.local[0]];
    });
    a.synchronize();
    return v[0] == 2 ? 0 : 1;
}
