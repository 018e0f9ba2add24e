#include "thread_clock.hpp"

#include <time.h>

namespace sudolab::cli {
namespace {

class ThreadClock final : public RunClock {
public:
    double wallSeconds() const override { return standardClock().wallSeconds(); }
    double cpuSeconds() const override {
#if defined(CLOCK_THREAD_CPUTIME_ID) && !defined(__EMSCRIPTEN__)
        timespec now{};
        if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now) == 0)
            return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
#endif
        return standardClock().cpuSeconds();
    }
};

class WallClock final : public RunClock {
public:
    double wallSeconds() const override { return standardClock().wallSeconds(); }
    double cpuSeconds() const override { return 0; }  // never called: measuresCpu() is false
    bool measuresCpu() const override { return false; }
};

}  // namespace

const RunClock& wallClock() {
    static const WallClock clock;
    return clock;
}

const RunClock& threadClock() {
    static const ThreadClock clock;
    return clock;
}

}  // namespace sudolab::cli
