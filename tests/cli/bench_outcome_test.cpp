// Bench records carry the run's typed outcome: summaries count limit hits from it, and reading a record
// maps its "status" text back to the outcome (an unknown one is refused, naming it).
#include <stdexcept>
#include <string>
#include <vector>

#include "bench_record.hpp"
#include "bench_summary.hpp"
#include "doctest.h"

using namespace sudolab;
using namespace sudolab::cli;

namespace {

BenchRecord ended(Outcome outcome) {
    BenchRecord r;
    r.solver = std::string("acs");
    r.algo = r.solver;
    r.set = std::string("a");
    r.outcome = outcome;
    r.solved = outcome == Outcome::Solved;
    r.timeSeconds = 1;
    r.timeLimit = 5;
    r.cpuLimit = 5;
    r.planSize = 1;
    return r;
}

}  // namespace

TEST_CASE("bench outcome: time_limit_hits counts wall-clock and CPU-time limit hits, nothing else") {
    const std::vector<BenchRecord> records = {
        ended(Outcome::Solved),    ended(Outcome::TimeLimit), ended(Outcome::CpuLimit), ended(Outcome::CpuLimit),
        ended(Outcome::WorkLimit), ended(Outcome::GaveUp),    ended(Outcome::Failed)};
    const std::vector<SummaryRow> rows = summarize(records);
    REQUIRE(rows.size() == 1);
    CHECK(rows[0].runs == 7);
    CHECK(rows[0].solved == 1);
    CHECK(rows[0].timeLimitHits == 3);
    CHECK(summaryJson(rows).find("\"time_limit_hits\":3") != std::string::npos);
}

TEST_CASE("bench outcome: every outcome survives a record's JSON round trip; an unknown status is refused") {
    for (Outcome outcome : {Outcome::Solved, Outcome::Failed, Outcome::GaveUp, Outcome::WorkLimit, Outcome::TimeLimit,
                            Outcome::CpuLimit, Outcome::Rejected, Outcome::WrongAnswer, Outcome::Error}) {
        const std::string json = recordToJson(ended(outcome));
        CAPTURE(json);
        std::string field = "\"status\":\"";  // built piecewise: GCC 12 warns falsely on "literal" + string
        field += outcomeName(outcome);
        field += '"';
        CHECK(json.find(field) != std::string::npos);
        CHECK(recordFromJson(json).outcome == outcome);
    }
    std::string json = recordToJson(ended(Outcome::CpuLimit));
    json.replace(json.find("cpu limit"), 9, "cpu-limit");
    CHECK_THROWS_WITH_AS(recordFromJson(json), "field \"status\" must name an outcome, not \"cpu-limit\"",
                         std::runtime_error);
}
