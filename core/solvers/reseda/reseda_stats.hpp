// The `reseda` solver's statistics: counters of the run plus the gauges of the moment a snapshot is
// taken (the running model's rho, generations, zone), and the one table that names them.
#pragma once

#include <cstdint>

#include "run/stat_table.hpp"

namespace sudolab::solvers {

struct ResedaStats {
    std::uint64_t generations = 0;
    std::uint64_t samples = 0;
    std::uint64_t runs = 0;
    std::uint64_t attempts = 0;
    std::uint64_t partialRestarts = 0;  ///< zone runs started
    std::uint64_t zonesRejected = 0;    ///< candidate zones refuted by pre-computation (no run)
    std::uint64_t fullRestarts = 0;
    std::uint64_t fallbackBoxes = 0;   ///< boxes finished uniformly at random (no permutation possible)
    std::uint64_t runsCut = 0;         ///< runs ended by run-generations before rho > beta
    std::uint64_t longestRun = 0;      ///< most generations of one run
    double rho = 0;                    ///< gauge: min over open cells of the largest symbol probability
    double beta = 0;                   ///< the stopping threshold of rho
    std::uint64_t runGenerations = 0;  ///< gauge: generations of the current run
    int fixedZone = 0;                 ///< gauge: the unit the current run fixed, -1 for a base run
    std::uint64_t runOpenCells = 0;    ///< gauge: open cells of the current run
    int initialPropagationFixes = 0;
    int openCells = 0;  ///< open after the pre-computation of the givens
    int bruteForceBox = -1;
    int bruteForcePermutations = 0;
    std::uint64_t setupUnits = 0;  ///< work units spent setting up the brute force
    std::uint64_t setupNodes = 0;  ///< permutation-search nodes explored by that set-up
};

/// Names and order of the statistics panel and of JSON records.
inline constexpr StatRow<ResedaStats> kResedaStatRows[] = {
    statRow<&ResedaStats::generations>("generations"),
    statRow<&ResedaStats::samples>("samples"),
    statRow<&ResedaStats::runs>("runs"),
    statRow<&ResedaStats::attempts>("attempts"),
    statRow<&ResedaStats::partialRestarts>("partial restarts"),
    statRow<&ResedaStats::zonesRejected>("zones rejected"),
    statRow<&ResedaStats::fullRestarts>("full restarts"),
    statRow<&ResedaStats::fallbackBoxes>("fallback boxes"),
    statRow<&ResedaStats::runsCut>("runs cut"),
    statRow<&ResedaStats::longestRun>("longest run"),
    statRow<&ResedaStats::rho>("rho"),
    statRow<&ResedaStats::beta>("beta"),
    statRow<&ResedaStats::runGenerations>("run generations"),
    statRow<&ResedaStats::fixedZone>("fixed zone"),
    statRow<&ResedaStats::runOpenCells>("run open cells"),
    statRow<&ResedaStats::initialPropagationFixes>("initial propagation fixes"),
    statRow<&ResedaStats::openCells>("open cells"),
    statRow<&ResedaStats::bruteForceBox>("brute-force box"),
    statRow<&ResedaStats::bruteForcePermutations>("brute-force permutations"),
    statRow<&ResedaStats::setupUnits>("set-up units"),
    statRow<&ResedaStats::setupNodes>("set-up nodes"),
};

}  // namespace sudolab::solvers
