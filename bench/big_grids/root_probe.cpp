// How much of a big grid's difficulty lies near the surface (docs/BIG_GRIDS_ROUNDS.md, "Round 14"): the
// strongest propagation the core has at the root — Régin's domain consistency on each of the 3N
// alldifferent units (propagation/domain_filter.hpp), to their common fixed point — and then singleton
// consistency over it: every candidate of every open cell is tried alone, the grid filtered again, and a
// candidate whose trial wipes out is removed (then the grid is filtered once more), pass after pass until a
// pass removes nothing. A removal is sound by construction (the trial proves the value has no solution).
// Prints one CSV row per puzzle file: the open cells and candidates after the filter and after the probes,
// the probes tried and candidates they removed, the passes and the thread's CPU seconds.
//   root_probe PUZZLE_FILE...
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "../common/thread_cpu.hpp"
#include "propagation/domain_filter.hpp"
#include "text/format.hpp"

using namespace sudolab;
using sudolab::bench::threadCpuSeconds;

namespace {

/// Open cells (more than one candidate) and their candidates, summed.
struct Openness {
    int cells = 0;
    long long candidates = 0;
};

Openness opennessOf(const Domains& domains) {
    Openness out;
    for (const Candidates domain : domains) {
        if (countOf(domain) <= 1) continue;
        ++out.cells;
        out.candidates += countOf(domain);
    }
    return out;
}

/// What the probes did.
struct ProbeCounts {
    long long probes = 0;
    long long removed = 0;
    int passes = 0;
    bool wipedOut = false;  ///< the puzzle has no solution (never for a generated one)
};

/// One pass over every candidate of every open cell; removes those whose trial wipes out (counted in `counts`).
/// False if the puzzle has no solution (a removal wiped the grid out).
bool probePass(DomainFilter& filter, Domains& domains, ProbeCounts& counts) {
    for (int cell = 0; cell < static_cast<int>(domains.size()); ++cell) {
        for (Candidates left = domains[cell]; left; left &= left - 1) {
            const Candidates value = left & -left;
            // An earlier removal may have narrowed this cell since `left` was read.
            if (countOf(domains[cell]) <= 1 || !(domains[cell] & value)) continue;
            ++counts.probes;
            Domains trial = domains;
            trial[cell] = value;
            const int changed[1] = {cell};
            if (filter.filterFrom(trial, changed)) continue;
            ++counts.removed;
            domains[cell] &= ~value;
            if (!filter.filterFrom(domains, changed)) return false;
        }
    }
    return true;
}

/// The CSV row of one puzzle.
std::string probeRow(const std::string& name, const Grid& puzzle) {
    const double cpu0 = threadCpuSeconds();
    DomainFilter filter(puzzle.geometry(), FilterKind::Domain);
    Domains domains = domainsOf(puzzle);
    ProbeCounts counts;
    counts.wipedOut = !filter.filterAll(domains);
    const Openness filtered = opennessOf(domains);
    // Pass after pass until one removes nothing: a removal narrows other cells, whose probes may then wipe out.
    for (bool removing = !counts.wipedOut; removing;) {
        const long long removedBefore = counts.removed;
        ++counts.passes;
        counts.wipedOut = !probePass(filter, domains, counts);
        removing = counts.removed > removedBefore && !counts.wipedOut;
    }
    const Openness probed = opennessOf(domains);
    char row[512];
    std::snprintf(row, sizeof row, "%s,%d,%d,%d,%lld,%d,%lld,%lld,%lld,%d,%s,%.3f", name.c_str(), puzzle.order(),
                  puzzle.filledCount(), filtered.cells, filtered.candidates, probed.cells, probed.candidates,
                  counts.probes, counts.removed, counts.passes, counts.wipedOut ? "yes" : "no",
                  threadCpuSeconds() - cpu0);
    return row;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: root_probe PUZZLE_FILE...\n");
        return 2;
    }
    std::printf(
        "instance,order,givens,open_filtered,candidates_filtered,open_probed,candidates_probed,probes,"
        "removed,passes,wiped_out,cpu_s\n");
    for (int i = 1; i < argc; ++i) {
        std::ifstream in(argv[i]);
        if (!in) {
            std::fprintf(stderr, "root_probe: cannot read %s\n", argv[i]);
            return 2;
        }
        std::stringstream text;
        text << in.rdbuf();
        std::string name = argv[i];
        name = name.substr(name.find_last_of('/') + 1);
        std::printf("%s\n", probeRow(name, readPuzzle(text.str())).c_str());
        std::fflush(stdout);
    }
    return 0;
}
