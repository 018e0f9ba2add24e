// The solutions file of `sudolab check`: verdict lines are parsed by their grammar (a broken one is an
// error naming its line and column), grids and clashing grids become entries, in file order.
#include <string>
#include <vector>

#include "doctest.h"
#include "solutions_file.hpp"

using namespace sudolab;
using namespace sudolab::cli;

namespace {

const char* const kSolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// The error readSolutionsText throws for `text` (fails the test if it throws none).
InputError errorOf(const std::string& text) {
    try {
        readSolutionsText(text, Alphabet::Standard);
    } catch (const InputError& error) {
        return error;
    }
    FAIL("no error for: " << text);
    return InputError("");
}

}  // namespace

TEST_CASE("solutions file: an unsolved verdict line is parsed into its reason") {
    const auto bare = parseUnsolvedLine("unsolved", 3, 1);
    REQUIRE(bare);
    CHECK(bare->reason.empty());
    CHECK(bare->text() == "unsolved");
    const auto reasoned = parseUnsolvedLine("unsolved:   time limit 10 s reached (cost 4)", 3, 1);
    REQUIRE(reasoned);
    CHECK(reasoned->reason == "time limit 10 s reached (cost 4)");
    CHECK(reasoned->text() == "unsolved: time limit 10 s reached (cost 4)");
    CHECK_FALSE(parseUnsolvedLine(kSolution, 3, 1));
    CHECK_FALSE(parseUnsolvedLine("unsolve", 3, 1));
}

TEST_CASE("solutions file: a broken verdict line is an error at its line and column") {
    try {
        parseUnsolvedLine("unsolved - timeout", 7, 3);
        FAIL("accepted 'unsolved - timeout'");
    } catch (const MalformedUnsolvedLine& error) {
        CHECK(error.line() == 7);
        CHECK(error.column() == 11);  // the blank after the word, which starts at column 3
        CHECK(std::string(error.what()).find("expected ':'") != std::string::npos);
    }
    try {
        parseUnsolvedLine("unsolved:  ", 2, 1);
        FAIL("accepted 'unsolved:' without a reason");
    } catch (const MalformedUnsolvedLine& error) {
        CHECK(error.line() == 2);
        CHECK(error.column() == 10);
        CHECK(std::string(error.what()).find("expected a reason") != std::string::npos);
    }
}

TEST_CASE("solutions file: grids, verdicts and clashes become entries in file order") {
    std::string clash = kSolution;
    clash[1] = clash[0];  // r1c2 copies r1c1
    const std::string text = std::string("# solve output\n") + kSolution + "\n  unsolved: no solution\n" + clash + "\n";
    const std::vector<CandidateSolution> entries = readSolutionsText(text, Alphabet::Standard);
    REQUIRE(entries.size() == 3);
    CHECK(entries[0].grid);
    CHECK(entries[0].line == 2);
    CHECK_FALSE(entries[1].grid);
    CHECK(entries[1].problem == "not solved (unsolved: no solution)");
    CHECK(entries[1].line == 3);
    CHECK_FALSE(entries[2].grid);
    CHECK(entries[2].problem.find("appears twice") != std::string::npos);
    CHECK(entries[2].line == 4);
}

TEST_CASE("solutions file: a broken verdict line is reported over the grid reader's complaint") {
    const InputError error = errorOf(std::string(kSolution) + "\n\tunsolved; no solution\n");
    CHECK(error.line() == 2);
    CHECK(error.column() == 10);  // the ';' (the tab counts as one column)
    CHECK(std::string(error.what()).find("'unsolved'") != std::string::npos);
}

TEST_CASE("solutions file: a later block keeps the file's line numbers") {
    const std::vector<CandidateSolution> entries =
        readSolutionLines(std::string(kSolution) + "\nunsolved: time limit\n", Alphabet::Standard, 40001);
    REQUIRE(entries.size() == 2);
    CHECK(entries[0].line == 40001);
    CHECK(entries[1].line == 40002);
    CHECK_FALSE(entries[1].grid);
}
