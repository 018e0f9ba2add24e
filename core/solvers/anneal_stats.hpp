// The `anneal` solver's statistics: counters of the run plus the gauges of the moment a snapshot is
// taken, and the one table that names them for display and JSON.
#pragma once

#include <cstdint>

#include "run/stat_table.hpp"

namespace sudolab::solvers {

struct AnnealStats {
    std::uint64_t proposedMoves = 0;
    std::uint64_t acceptedMoves = 0;
    std::uint64_t improvingMoves = 0;  ///< accepted with δ < 0
    std::uint64_t uphillAccepted = 0;  ///< accepted with δ > 0
    std::uint64_t temperatures = 0;    ///< completed temperature levels
    std::uint64_t reheats = 0;
    double temperature = 0;          ///< gauge: the current temperature
    double t0 = 0;                   ///< the initial temperature (from the trial walk)
    std::uint64_t chainLength = 0;   ///< moves per temperature
    std::uint64_t movesInLevel = 0;  ///< gauge: moves made at the current temperature
    int levelsWithoutImprovement = 0;
    int trialMoves = 0;
    int propagatedCells = 0;
    int openCells = 0;  ///< cells the annealing moves (left open by propagation)
};

/// Names and order of the statistics panel and of JSON records.
inline constexpr StatRow<AnnealStats> kAnnealStatRows[] = {
    statRow<&AnnealStats::proposedMoves>("proposed moves"),
    statRow<&AnnealStats::acceptedMoves>("accepted moves"),
    statRow<&AnnealStats::improvingMoves>("improving moves"),
    statRow<&AnnealStats::uphillAccepted>("uphill accepted"),
    statRow<&AnnealStats::temperatures>("temperatures"),
    statRow<&AnnealStats::reheats>("reheats"),
    statRow<&AnnealStats::temperature>("temperature"),
    statRow<&AnnealStats::t0>("t0"),
    statRow<&AnnealStats::chainLength>("moves per temperature"),
    statRow<&AnnealStats::movesInLevel>("moves at this temperature"),
    statRow<&AnnealStats::levelsWithoutImprovement>("temperatures without improvement"),
    statRow<&AnnealStats::trialMoves>("trial moves"),
    statRow<&AnnealStats::propagatedCells>("propagated cells"),
    statRow<&AnnealStats::openCells>("open cells"),
};

}  // namespace sudolab::solvers
