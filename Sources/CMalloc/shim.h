// glibc's allocator statistics (mallinfo2), for the benchmarks' heap measurements.
#ifndef SESAME_CMALLOC_SHIM_H
#define SESAME_CMALLOC_SHIM_H
#if defined(__linux__)
#include <malloc.h>
#endif
#endif
