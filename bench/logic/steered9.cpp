// The 16x16 generator's grade-steered removal (generate/graded.hpp, drawOfGrade) tried on 9x9 (docs/HINTS.md,
// "In the browser"): for each grade, draws from seeds 1..N, how many land in the grade and how many below,
// and the CPU time per draw (thread clock).
//   g++ -std=c++20 -O2 -I core bench/logic/steered9.cpp build/native-release/libsudolab_core.a -o steered9
//   steered9 [N]   (default 40)
#include <cstdio>
#include <string>

#include "../common/thread_cpu.hpp"
#include "generate/graded.hpp"

using namespace sudolab;
using sudolab::bench::threadCpuSeconds;

int main(int argc, char** argv) {
    const int draws = argc > 1 ? std::stoi(argv[1]) : 40;
    for (DifficultyGrade grade : {DifficultyGrade::Easy, DifficultyGrade::Medium, DifficultyGrade::Hard,
                                  DifficultyGrade::Expert, DifficultyGrade::Extreme}) {
        int inGrade = 0, below = 0;
        const double start = threadCpuSeconds();
        for (int seed = 1; seed <= draws; ++seed) {
            const GradedDraw draw = drawOfGrade(3, grade, static_cast<std::uint64_t>(seed));
            inGrade += draw.inGrade ? 1 : 0;
            below += !draw.inGrade && draw.grade.solvedByLogic && gradeOfRating(draw.grade.rating) < grade ? 1 : 0;
        }
        std::printf("%s: %d of %d draws in the grade, %d below it, %.1f ms of CPU per draw\n", gradeId(grade).data(),
                    inGrade, draws, below, (threadCpuSeconds() - start) * 1e3 / draws);
    }
    return 0;
}
