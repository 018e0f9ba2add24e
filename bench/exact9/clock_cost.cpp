// What one clock read costs on this machine (docs/EXACT.md, "Per-puzzle work outside the search"): the
// thread CPU clock that the CLI's runs read (clock_gettime(CLOCK_THREAD_CPUTIME_ID), a system call) against
// the monotonic wall clock (served in user space by the vDSO). CPU time of READS reads of each, per read.
// Usage: g++ -O2 -o clock_cost bench/exact9/clock_cost.cpp && ./clock_cost [READS]
#include <time.h>

#include <cstdio>
#include <cstdlib>

namespace {

double threadCpuSeconds() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

/// CPU nanoseconds per read of `clock`, over `reads` reads.
double nanosPerRead(clockid_t clock, long reads) {
    timespec sink{};
    const double start = threadCpuSeconds();
    for (long i = 0; i < reads; ++i) clock_gettime(clock, &sink);
    return (threadCpuSeconds() - start) * 1e9 / static_cast<double>(reads);
}

}  // namespace

int main(int argc, char** argv) {
    const long reads = argc > 1 ? std::atol(argv[1]) : 200000;
    std::printf("clock\tns_cpu_per_read\n");
    std::printf("thread_cpu\t%.0f\n", nanosPerRead(CLOCK_THREAD_CPUTIME_ID, reads));
    std::printf("monotonic\t%.0f\n", nanosPerRead(CLOCK_MONOTONIC, reads));
    return 0;
}
