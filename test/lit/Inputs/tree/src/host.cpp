// Host-only source, no C++ AMP.
int host_only() { return 42; }
