#include "daily_puzzle.hpp"

#include <array>
#include <chrono>
#include <cstdio>

namespace sudolab::app {

CivilDate utcDateOf(std::int64_t unixMs) {
    using namespace std::chrono;
    const sys_days day = floor<days>(sys_time<milliseconds>(milliseconds(unixMs)));
    const year_month_day date(day);
    return {static_cast<int>(date.year()), static_cast<int>(static_cast<unsigned>(date.month())),
            static_cast<int>(static_cast<unsigned>(date.day()))};
}

std::string dateText(CivilDate date) {
    char text[16];
    std::snprintf(text, sizeof text, "%04d-%02d-%02d", date.year, date.month, date.day);
    return text;
}

DifficultyGrade dailyGrade(CivilDate date) {
    using namespace std::chrono;
    // Index 0 is Sunday (std::chrono::weekday's c_encoding).
    constexpr std::array<DifficultyGrade, 7> kByWeekday = {
        DifficultyGrade::Extreme, DifficultyGrade::Easy, DifficultyGrade::Medium, DifficultyGrade::Medium,
        DifficultyGrade::Hard,    DifficultyGrade::Hard, DifficultyGrade::Expert};
    const year_month_day ymd{year(date.year), month(static_cast<unsigned>(date.month)),
                             day(static_cast<unsigned>(date.day))};
    return kByWeekday[weekday(sys_days(ymd)).c_encoding()];
}

std::uint64_t dailySeed(CivilDate date) {
    const auto digits = static_cast<std::uint64_t>(date.year) * 10000 + static_cast<std::uint64_t>(date.month) * 100 +
                        static_cast<std::uint64_t>(date.day);
    // Room for GradedMaker::kMaxDraws draws before the next day's seeds.
    return digits * 10000;
}

GradedRequest dailyRequest(CivilDate date) {
    const DifficultyGrade grade = dailyGrade(date);
    return {grade, dailySeed(date), "Daily " + dateText(date) + ", " + std::string(gradeId(grade))};
}

}  // namespace sudolab::app
