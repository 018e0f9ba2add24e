// Filtering algorithms for one alldifferent constraint over a few variables whose domains are value
// bitsets (bit v-1 = value v): bounds consistency with Hall intervals (Puget), Régin's matching-based
// domain consistency, and arc consistency on the equivalent pairwise ≠ constraints (what AC-3 reaches).
// These act on one unit; domain_filter.hpp runs them over a whole grid to a fixed point.
#pragma once

#include <cstdint>
#include <span>

#include "base/bits.hpp"

namespace sudolab {

/// Bounds consistency with Hall intervals, as in Soto et al.'s Figures 2-5: finds every Hall interval
/// [a, b] of the interval relaxations [min D, max D] (b - a + 1 variables whose intervals lie inside it)
/// with Puget's sweep by increasing upper bound, and removes its values from every other variable —
/// from the whole domain, not only from its bounds, so singletons act as size-1 Hall intervals and the
/// result is at least what both bounds consistency and AC-3 on ≠ give. Repeats until nothing changes.
/// Values are 1..valueCount. Returns false if a domain is empty or an interval holds more variables than
/// values (no solution); the domains are then partly filtered.
bool boundsAlldifferent(std::span<Candidates> domains, int valueCount);

/// Régin's domain consistency: keeps exactly the values that belong to some assignment of pairwise
/// different values (maximum matching, then edges on even alternating cycles or paths from free values).
/// Returns false if no such assignment exists (domains untouched then).
bool reginAlldifferent(std::span<Candidates> domains, int valueCount);
/// The same, seeded by `matching` (one value index per variable, 0-based, or empty; an index >=
/// valueCount = none): a variable keeps its value there while its domain still holds it and no earlier one took it.
/// On success `matching` receives the maximum matching found, a good seed for the next call on the same
/// variables after a few removals. The values kept never depend on the seed.
bool reginAlldifferent(std::span<Candidates> domains, int valueCount, std::span<std::uint8_t> matching);

/// A Hall set behind Régin's filter, for explaining it: the variables (bit i = domains[i]) of the smallest
/// set found whose domains together hold exactly as many values as it has variables while another variable
/// still holds one of those values; 0 if the filter would remove nothing (or no assignment exists).
std::uint64_t findHallSet(std::span<const Candidates> domains, int valueCount);

/// Arc consistency on the pairwise ≠ constraints: the value of every singleton domain is removed from
/// the others, until nothing changes. Returns false if a domain becomes empty.
bool pairwiseAlldifferent(std::span<Candidates> domains);

}  // namespace sudolab
