// An independent matching check for the alldifferent tests: Kuhn's augmenting paths, from scratch on every
// call. It is compiled alone at -O1 in every build (tests/CMakeLists.txt): the Régin test calls it for every
// edge of 3,000 random instances, and at the sanitizer build's -O0 for test code it took 14 s instead of 3.
#pragma once

#include <vector>

#include "base/bits.hpp"

namespace sudolab::testing {

/// True if every variable but `banned` gets a value other than `bannedValue`, all values different (a
/// matching of the rest); -1 bans nothing.
bool restMatches(const std::vector<Candidates>& d, int banned, int bannedValue);

}  // namespace sudolab::testing
