// bench/translate_time.py: the parse of restrict(...) for plain
// `clang -fsyntax-only`, which has no amp2hip pragma handler.
//
// Force-included after amp2hip's parse prelude, it replaces the prelude's
// `restrict(...)` (a pragma the translator handles) by the HIP attributes
// the handler produces: amp -> device, cpu -> host, both -> host device.
// Files where this is not enough (restrict used as a name, a restriction
// behind a trailing return type) fail clang's parse and the benchmark
// leaves them out, naming them.
#undef restrict
#define restrict(...) AMP2HIP_BENCH_PICK(__VA_ARGS__, AMP2HIP_BENCH_TWO, AMP2HIP_BENCH_ONE, )(__VA_ARGS__)
#define AMP2HIP_BENCH_PICK(a, b, which, ...) which
#define AMP2HIP_BENCH_ONE(a) AMP2HIP_BENCH_##a
#define AMP2HIP_BENCH_TWO(a, b) __attribute__((host, device))
#define AMP2HIP_BENCH_amp __attribute__((device))
#define AMP2HIP_BENCH_cpu __attribute__((host))
