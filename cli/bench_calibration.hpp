// `sudolab bench --calibrate`: a fixed reference workload timed before the campaign, so that times from
// different machines (or the same machine under different loads) can be compared: the same work on every
// machine, its CPU time on this one.
#pragma once

#include <cstdint>
#include <string>

namespace sudolab::cli {

/// The reference workload's result.
struct Calibration {
    std::uint64_t nodes = 0;  ///< backtrack nodes done (the same on every machine)
    double cpuSeconds = 0;    ///< CPU time of the calling thread for them
    double wallSeconds = 0;
};

/// Runs `backtrack` with seed 1 counting the solutions of the empty 25x25 grid for kCalibrationNodes nodes
/// (the generic exact engine, no 9x9 fast path; it never finishes within them) and times it.
Calibration calibrate();

/// "# calibration: backtrack, 1000000 nodes counting the solutions of the empty 25x25 grid: 0.456 CPU s,
/// 0.457 s wall (2.19 million nodes per CPU s)".
std::string calibrationLine(const Calibration& calibration);

/// The reference workload's size in backtrack nodes (about half a second of CPU on a 2020s core).
inline constexpr std::uint64_t kCalibrationNodes = 1'000'000;

}  // namespace sudolab::cli
