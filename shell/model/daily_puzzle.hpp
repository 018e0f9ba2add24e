// The daily puzzle: one 9x9 puzzle per UTC date, the same for everyone that day. Its grade follows the
// day of the week (an easy Monday up to an extreme Sunday) and its draws start at a seed made of the
// date, so GradedMaker turns the date alone into the puzzle, on any machine and in any browser.
#pragma once

#include <compare>
#include <cstdint>
#include <string>

#include "graded_maker.hpp"

namespace sudolab::app {

/// A day of the proleptic Gregorian calendar (UTC).
struct CivilDate {
    int year = 1970;
    int month = 1;  ///< 1-12
    int day = 1;    ///< 1-31
    auto operator<=>(const CivilDate&) const = default;
};

/// The UTC date of a wall-clock time (milliseconds since 1970-01-01 00:00 UTC).
CivilDate utcDateOf(std::int64_t unixMs);
/// "2026-11-26".
std::string dateText(CivilDate date);
/// The week's grades: Monday easy, Tuesday and Wednesday medium, Thursday and Friday hard, Saturday
/// expert, Sunday extreme.
DifficultyGrade dailyGrade(CivilDate date);
/// The first seed of the day's draws (202611260000: the date's digits, then room for the draws).
std::uint64_t dailySeed(CivilDate date);
/// What GradedMaker needs to make the day's puzzle; its source names the date and the grade
/// ("Daily 2026-11-26, hard"), which is how saved games and the recent games list name it.
GradedRequest dailyRequest(CivilDate date);

}  // namespace sudolab::app
