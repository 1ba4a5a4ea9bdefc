// The namespace of the Parallel Patterns Library, as the C++ AMP runtime
// has it (detail/config.h): Visual C++ declares PPL and C++ AMP in
// `namespace Concurrency` and makes `concurrency` an alias. Repeated here
// so that the PPL headers stand alone in a CPU-only build (g++), where the
// runtime's GPU configuration is not wanted.
#pragma once

namespace Concurrency {}
namespace concurrency = Concurrency;
