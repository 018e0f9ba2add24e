// The `dlx` solver's statistics and the one table that names them for display and JSON.
#pragma once

#include <cstdint>

#include "run/stat_table.hpp"

namespace sudolab::solvers {

struct DlxStats {
    std::uint64_t nodes = 0;     ///< rows selected by the search
    std::uint64_t deadEnds = 0;  ///< chosen columns with no row left (each one a backtrack)
    std::uint64_t solutions = 0;
    std::uint64_t forced = 0;   ///< rows selected from a column with a single row
    std::uint64_t updates = 0;  ///< row unlinkings while covering columns (Knuth's "updates")
    int depth = 0;
    int maxDepth = 0;
};

/// Names and order of the statistics panel and of JSON records.
inline constexpr StatRow<DlxStats> kDlxStatRows[] = {
    statRow<&DlxStats::nodes>("nodes"),         statRow<&DlxStats::deadEnds>("dead ends"),
    statRow<&DlxStats::solutions>("solutions"), statRow<&DlxStats::forced>("forced rows"),
    statRow<&DlxStats::updates>("updates"),     statRow<&DlxStats::depth>("depth"),
    statRow<&DlxStats::maxDepth>("max depth"),
};

}  // namespace sudolab::solvers
