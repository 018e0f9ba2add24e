// The CLI's RunClock: steady wall clock and the CPU time of the calling thread, so that `bench -j N`
// (one run per worker thread) charges each run only its own CPU time.
#pragma once

#include "run/run.hpp"

namespace sudolab::cli {

/// Wall: std::chrono::steady_clock. CPU: clock_gettime(CLOCK_THREAD_CPUTIME_ID), the calling thread's
/// CPU time (POSIX); where that clock is missing (sudolab.js under node has no CPU clock) it falls back
/// to the standard clock's std::clock(), which Emscripten 3.1.6 implements in JavaScript as
/// Date.now() minus its first call (src/library.js): under node "CPU time" is wall-clock time, in
/// millisecond steps, wrapping after 2^31 microseconds (2147 s).
const RunClock& threadClock();

/// The steady wall clock alone, for runs whose CPU time nobody reads (`solve` with line or grid output
/// and no CPU limit): reading a thread's CPU clock is a system call of 1-2 µs, as long as the search of
/// an easy 9x9 puzzle. A run under it reports no CPU time and refuses a CPU limit (Run::setLimits).
const RunClock& wallClock();

}  // namespace sudolab::cli
