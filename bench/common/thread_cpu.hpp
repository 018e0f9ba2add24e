// The calling thread's CPU time, for the benchmark probes built outside CMake (bench/app, bench/logic):
// the machine's load does not count in it. POSIX only (the probes are native).
#pragma once

#include <ctime>

namespace sudolab::bench {

/// CPU seconds the calling thread has used (clock_gettime(CLOCK_THREAD_CPUTIME_ID)).
inline double threadCpuSeconds() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

}  // namespace sudolab::bench
