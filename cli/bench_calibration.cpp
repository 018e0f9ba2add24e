#include "bench_calibration.hpp"

#include "common.hpp"
#include "run/registry.hpp"
#include "run_solver.hpp"

namespace sudolab::cli {

Calibration calibrate() {
    const SolverInfo* backtrack = findSolver("backtrack");
    ParamSet params(backtrack->params);
    params.set("solutions", "1000000000");  // the empty grid has far more: the node limit always ends the run
    const RunLimits limits{0, 0, kCalibrationNodes};
    const RunResult result = runToEnd(*backtrack, Grid(5), params, 1, limits);
    return {result.work, result.cpuSeconds.value_or(0), result.seconds};  // the thread clock measures CPU
}

std::string calibrationLine(const Calibration& calibration) {
    const double rate = calibration.cpuSeconds > 0 ? calibration.nodes / calibration.cpuSeconds / 1e6 : 0;
    return "# calibration: backtrack, " + std::to_string(calibration.nodes) +
           " nodes counting the solutions of the empty 25x25 grid: " + formatNumber(calibration.cpuSeconds) +
           " CPU s, " + formatNumber(calibration.wallSeconds) + " s wall (" + formatNumber(rate) +
           " million nodes per CPU s)\n";
}

}  // namespace sudolab::cli
