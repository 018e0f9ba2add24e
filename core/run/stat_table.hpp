// A solver's statistics as a plain struct of counters plus one `{name, &field}` table: the code and the
// tests read and write the fields (`stats.restarts`), and the table gives the names and order in which
// they are shown in the statistics panel and written to JSON (Snapshot::stats). A name is written once.
#pragma once

#include <any>
#include <span>
#include <stdexcept>
#include <string_view>
#include <type_traits>
#include <vector>

#include "base/member_of.hpp"
#include "run/solver.hpp"

namespace sudolab {

/// One row of a stats table: the name shown and how to read the field as a number.
template <class Stats>
struct StatRow {
    std::string_view name;
    double (*read)(const Stats& stats) = nullptr;
};

/// The row of field `Field` (any number type) shown as `name`: `statRow<&AcsStats::antWalks>("ant walks")`;
/// `Stats` names the struct when the field is inherited from a base.
template <auto Field, class Stats = typename MemberOf<decltype(Field)>::Class>
constexpr auto statRow(std::string_view name) {
    return StatRow<Stats>{name, [](const Stats& stats) { return static_cast<double>(stats.*Field); }};
}

/// The (name, value) list of `stats` in the table's order, for display and JSON.
template <class Stats>
std::vector<Stat> namedStats(const Stats& stats, std::type_identity_t<std::span<const StatRow<Stats>>> rows) {
    std::vector<Stat> out;
    out.reserve(rows.size());
    for (const StatRow<Stats>& row : rows) out.push_back({std::string(row.name), row.read(stats)});
    return out;
}

/// Fills a snapshot's statistics from one stats struct: the typed value (Snapshot::counters, for code
/// and tests) and the named list (Snapshot::stats, for display and JSON).
template <class Stats>
void setStats(Snapshot& snap, const Stats& stats, std::type_identity_t<std::span<const StatRow<Stats>>> rows) {
    snap.stats = namedStats(stats, rows);
    snap.counters = stats;
}

/// The same with the rows of two tables, one after the other (a solver's own, then shared ones).
template <class Stats>
void setStats(Snapshot& snap, const Stats& stats, std::type_identity_t<std::span<const StatRow<Stats>>> rows,
              std::type_identity_t<std::span<const StatRow<Stats>>> moreRows) {
    snap.stats = namedStats(stats, rows);
    for (Stat& stat : namedStats(stats, moreRows)) snap.stats.push_back(std::move(stat));
    snap.counters = stats;
}

/// The typed statistics of a snapshot taken from a solver whose stats struct is `Stats` (throws
/// std::logic_error naming nothing better than the mismatch when the snapshot holds another type).
template <class Stats>
const Stats& countersOf(const Snapshot& snap) {
    const Stats* stats = std::any_cast<Stats>(&snap.counters);
    if (!stats) throw std::logic_error("the snapshot holds another solver's statistics");
    return *stats;
}

}  // namespace sudolab
