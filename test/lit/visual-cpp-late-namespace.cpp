// A qualified name a header's template uses before the namespace it names
// opens further down the same header, as the C++ AMP book's
// Extras/Scan/ScanSimple.h, which ScanPerf.cpp includes first:
// `details::ScanSimple<details::kExclusive>(...)` before `namespace
// details`. Visual C++ looked the names up at instantiation. The delayed
// parse finds the function template and the enumeration its template
// parameter has (AMP2HIP1128): the enumeration's guarded copy comes first,
// then the function template's declaration, each inside the namespaces
// around the original. Clang's typo correction, `details` -> the runtime's
// `Concurrency::detail_` (through `using namespace concurrency`), is never
// applied.
// RUN: rm -rf %t && mkdir -p %t/src/Inputs && cp %s %t/src/prog.cpp
// RUN: cp -r %S/Inputs/visual-cpp-late-namespace %t/src/Inputs/
// RUN: cd %t/src && %amp2hip --in-root . --out-root ../out prog.cpp -- -std=c++17 2> prog.err
// RUN: FileCheck %s --check-prefix=WARN --input-file=prog.err
// RUN: FileCheck %s --check-prefix=SCAN --input-file=%t/out/Inputs/visual-cpp-late-namespace/scan.h
#include <vector>
#include <amp.h>
using namespace concurrency;
#include "Inputs/visual-cpp-late-namespace/scan.h"

int main()
{
    std::vector<int> data(4, 1);
    array_view<int, 1> v(4, data);
    Extras::Scan(v);
    return v[0] == 0 && v[3] == 3 ? 0 : 1;
}

// WARN-DAG: scan.h:4:1: warning: 'Extras::details::ScanMode' is named in a template before its declaration {{.*}} [AMP2HIP1128]
// WARN-DAG: scan.h:4:1: warning: 'Extras::details::ScanWith' is named in a template before its declaration {{.*}} [AMP2HIP1128]
// WARN-NOT: error:
// WARN-NOT: detail_

// SCAN:      #ifndef AMP2HIP_DECLARED_Extras_details_ScanMode
// SCAN-NEXT: #define AMP2HIP_DECLARED_Extras_details_ScanMode
// SCAN-NEXT: namespace Extras { namespace details { enum ScanMode
// SCAN:              }; } }
// SCAN-NEXT: #endif
// SCAN-NEXT: namespace Extras { namespace details { template <ScanMode Mode, typename T>
// SCAN-NEXT:         void ScanWith(concurrency::array_view<T, 1> data); } }
// SCAN-NEXT: namespace Extras
// SCAN:              details::ScanWith<details::kExclusive>(data);
// SCAN-NOT:  detail_
// SCAN:      #ifndef AMP2HIP_DECLARED_Extras_details_ScanMode
// SCAN-NEXT: #define AMP2HIP_DECLARED_Extras_details_ScanMode
// SCAN-NEXT:         enum ScanMode
// SCAN:              };
// SCAN-NEXT: #endif
