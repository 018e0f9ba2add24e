// The `acs` solver's statistics: counters of the run plus the gauges of the moment a snapshot is taken
// (ant depths, pheromone range), and the one table that names them for display and JSON.
#pragma once

#include <cstdint>

#include "run/stat_table.hpp"

namespace sudolab::solvers {

struct AcsStats {
    std::uint64_t iterations = 0;
    std::uint64_t antWalks = 0;
    std::uint64_t failedAnts = 0;        ///< walks that left at least one cell without a value
    std::uint64_t failedCells = 0;       ///< cells left without a value, summed over walks
    std::uint64_t decisions = 0;         ///< values chosen by ants
    std::uint64_t greedyChoices = 0;     ///< of which by the highest pheromone
    std::uint64_t propagationFixes = 0;  ///< cells fixed by propagation during walks
    int initialPropagationFixes = 0;     ///< cells fixed by propagating the givens
    int openCells = 0;                   ///< cells left open by that propagation
    /// Sum over every cell of its value-set size after that propagation (a fixed cell counts 1): the
    /// quantity of the paper's Figure 8, kept as an integer so that records compare exactly.
    std::uint64_t initialValueSetTotal = 0;
    double meanValueSetSize = 0;         ///< initialValueSetTotal / cells (Figure 8: "mean value set size")
    std::uint64_t bestReplacements = 0;  ///< times the iteration best replaced the colony best
    std::uint64_t restarts = 0;          ///< colony restarts after stagnation (restart-after)
    int lowestAntDepth = 0;              ///< gauge: fewest cells an ant of this iteration has passed
    int highestAntDepth = 0;             ///< gauge: most cells an ant of this iteration has passed
    double bestValue = 0;                ///< gauge: the best value (evaporating deposit of the colony best)
    double bestDepositEver = 0;          ///< highest deposit adopted as best value
    double tau0 = 0;                     ///< the initial pheromone, 1/cells
    double tauMin = 0;                   ///< gauge: lowest pheromone of the open cells
    double tauMax = 0;                   ///< gauge: highest pheromone of the open cells
};

/// Names and order of the statistics panel and of JSON records.
inline constexpr StatRow<AcsStats> kAcsStatRows[] = {
    statRow<&AcsStats::iterations>("iterations"),
    statRow<&AcsStats::antWalks>("ant walks"),
    statRow<&AcsStats::failedAnts>("failed ants"),
    statRow<&AcsStats::failedCells>("failed cells"),
    statRow<&AcsStats::decisions>("decisions"),
    statRow<&AcsStats::greedyChoices>("greedy choices"),
    statRow<&AcsStats::propagationFixes>("propagation fixes"),
    statRow<&AcsStats::initialPropagationFixes>("initial propagation fixes"),
    statRow<&AcsStats::openCells>("open cells"),
    statRow<&AcsStats::initialValueSetTotal>("initial value-set total"),
    statRow<&AcsStats::meanValueSetSize>("mean value-set size"),
    statRow<&AcsStats::bestReplacements>("best replacements"),
    statRow<&AcsStats::restarts>("restarts"),
    statRow<&AcsStats::lowestAntDepth>("lowest ant depth"),
    statRow<&AcsStats::highestAntDepth>("highest ant depth"),
    statRow<&AcsStats::bestValue>("best value"),
    statRow<&AcsStats::bestDepositEver>("best deposit ever"),
    statRow<&AcsStats::tau0>("tau0"),
    statRow<&AcsStats::tauMin>("tau min"),
    statRow<&AcsStats::tauMax>("tau max"),
};

}  // namespace sudolab::solvers
