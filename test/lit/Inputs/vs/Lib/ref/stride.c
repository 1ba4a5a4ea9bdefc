/* A .c source the project compiles as C++ (CompileAs CompileAsCpp). */
namespace ref {
inline int magnitude(int n) { return n < 0 ? -n : n; }
}

extern "C" int stride_(int n) { return ref::magnitude(n); }
