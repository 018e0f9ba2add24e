// The page's puzzle maker natively (docs/HINTS.md, "In the browser"): for each grade and seed, the app
// model's GradedMaker (the code the page runs a slice a frame) run to the end with the thread's CPU
// clock, so other processes on a shared machine do not count. One tab-separated row per puzzle:
// grade, seed, CPU ms, draws, puzzle (one line) — the same seed gives the same puzzle in the page.
//   maker_cpu GRADE:SEED [GRADE:SEED ...]
#include <cstdio>
#include <optional>
#include <string>

#include "../common/thread_cpu.hpp"
#include "model/graded_maker.hpp"
#include "model/grid_text.hpp"

using namespace sudolab;
using sudolab::bench::threadCpuSeconds;
using namespace sudolab::app;

namespace {

/// Makes one puzzle of `grade` from `seed` and prints its row; false if the maker gave up.
bool makeOne(DifficultyGrade grade, std::uint64_t seed) {
    GradedMaker maker(threadCpuSeconds);
    const double start = threadCpuSeconds();
    maker.start({grade, seed, "bench"});
    std::optional<GradedPuzzle> made;
    while (maker.busy() && !made) made = maker.advance(1.0);
    const double ms = (threadCpuSeconds() - start) * 1e3;
    if (!made) {
        std::fprintf(stderr, "maker_cpu: %s\n", maker.failure().c_str());
        return false;
    }
    std::printf("%s\t%llu\t%.2f\t%d\t%s\n", gradeId(grade).data(), static_cast<unsigned long long>(seed), ms,
                made->draws, lineText(made->puzzle).c_str());
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    std::printf("grade\tseed\tcpu_ms\tdraws\tpuzzle\n");
    int failures = 0;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const std::size_t colon = arg.find(':');
        const std::optional<DifficultyGrade> grade =
            colon == std::string::npos ? std::nullopt : parseGrade(arg.substr(0, colon));
        if (!grade) {
            std::fprintf(stderr, "maker_cpu: expected GRADE:SEED (easy, medium, hard, expert, extreme), got %s\n",
                         arg.c_str());
            return 2;
        }
        failures += makeOne(*grade, std::stoull(arg.substr(colon + 1))) ? 0 : 1;
    }
    return failures == 0 ? 0 : 1;
}
