// What --resume keeps of a records file: whole records once each; a last line without its newline
// kept (to be repaired), a cut last line dropped, a later run recorded twice dropped and counted.
#include <string>

#include "bench_resume.hpp"
#include "common.hpp"
#include "doctest.h"

using namespace sudolab;
using namespace sudolab::cli;

namespace {

/// The JSON line of run `run` of a 4-run campaign.
std::string line(std::size_t run) {
    BenchRecord r;
    r.run = run;
    r.planSize = 4;
    r.campaign = "c";
    r.solver = r.algo = "dlx";
    r.outcome = Outcome::Solved;
    r.solved = true;
    r.restarts = 0;
    return recordToJson(r);
}

}  // namespace

TEST_CASE("resume: whole records are kept in file order") {
    const std::string text = line(0) + "\n\n" + line(2) + "\n";
    const ResumedRecords found = readRecordsForResume(text, "r.jsonl");
    REQUIRE(found.records.size() == 2);
    CHECK(found.records[1].run == 2);
    CHECK(found.tail == RecordsTail::Whole);
    CHECK(found.duplicates == 0);
}

TEST_CASE("resume: a last record without its newline is kept, a cut one dropped") {
    const std::string whole = line(0) + "\n" + line(1);
    const ResumedRecords missing = readRecordsForResume(whole, "r.jsonl");
    CHECK(missing.tail == RecordsTail::MissingNewline);
    CHECK(missing.tailLine == 2);
    CHECK(missing.records.size() == 2);
    for (std::size_t keep = 1; keep < line(1).size(); keep += 37) {
        const std::string cut = line(0) + "\n" + line(1).substr(0, keep);
        const ResumedRecords found = readRecordsForResume(cut, "r.jsonl");
        CHECK(found.tail == RecordsTail::CutRecord);
        CHECK(found.keptBytes == line(0).size() + 1);
        CHECK(found.records.size() == 1);
    }
}

TEST_CASE("resume: a run recorded twice counts once, and the clean text drops the copy") {
    const std::string text = line(0) + "\n" + line(1) + "\n" + line(0) + "\n" + line(1) + "\n" + line(3) + "\n";
    const ResumedRecords found = readRecordsForResume(text, "r.jsonl");
    CHECK(found.duplicates == 2);
    REQUIRE(found.records.size() == 3);
    CHECK(found.cleanText == line(0) + "\n" + line(1) + "\n" + line(3) + "\n");
}

TEST_CASE("resume: a bad line before the last is an error naming it") {
    const std::string text = line(0) + "\n{\"run\":\n" + line(1) + "\n";
    CHECK_THROWS_WITH_AS(readRecordsForResume(text, "r.jsonl"), doctest::Contains("r.jsonl: line 2: not a bench record"),
                         UsageError);
}
