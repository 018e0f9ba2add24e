// The hint engine: each technique on boards written for it (tests/data/hints/techniques.txt), soundness
// against the unique solution on hard sets and generated 16x16 puzzles, contradictions, search offers,
// and grading.
#include <algorithm>
#include <array>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "doctest.h"
#include "hints/grade.hpp"
#include "hints/hint.hpp"
#include "hints/hint_explain.hpp"
#include "search/exact.hpp"
#include "test_data.hpp"
#include "text/format.hpp"

using namespace sudolab;

namespace {

/// "4" or "2-5" into [first, last].
std::pair<int, int> rangeOf(const std::string& text) {
    const auto dash = text.find('-');
    if (dash == std::string::npos) return {std::stoi(text), std::stoi(text)};
    return {std::stoi(text.substr(0, dash)), std::stoi(text.substr(dash + 1))};
}

std::vector<std::string> words(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::string> out;
    for (std::string word; in >> word;) out.push_back(word);
    return out;
}

/// "r2-3c1-5 r9c9" -> cells, ascending.
std::vector<int> parseCells(const Geometry& geo, const std::string& text) {
    std::vector<int> cells;
    for (const std::string& word : words(text)) {
        const auto c = word.find('c');
        REQUIRE_MESSAGE((word[0] == 'r' && c != std::string::npos), "bad cell spec " << word);
        const auto [r0, r1] = rangeOf(word.substr(1, c - 1));
        const auto [c0, c1] = rangeOf(word.substr(c + 1));
        for (int r = r0; r <= r1; ++r)
            for (int col = c0; col <= c1; ++col) cells.push_back(geo.cellAt(r - 1, col - 1));
    }
    std::sort(cells.begin(), cells.end());
    return cells;
}

/// "1-3 7" -> bitset.
Candidates parseValues(const std::string& text) {
    Candidates values = 0;
    for (const std::string& word : words(text)) {
        const auto [a, b] = rangeOf(word);
        for (int v = a; v <= b; ++v) values |= bitOf(static_cast<Value>(v));
    }
    return values;
}

/// "r1 c7 b3" -> unit indices in that order.
std::vector<int> parseUnits(const Geometry& geo, const std::string& text) {
    std::vector<int> units;
    for (const std::string& word : words(text)) {
        const int index = std::stoi(word.substr(1)) - 1;
        units.push_back(word[0] == 'r' ? index : word[0] == 'c' ? geo.size + index : 2 * geo.size + index);
    }
    return units;
}

/// "CELLS : VALUES" applied to a map cell -> values.
void addCellValues(const Geometry& geo, const std::string& text, std::map<int, Candidates>& out) {
    const auto colon = text.find(':');
    REQUIRE(colon != std::string::npos);
    const Candidates values = parseValues(text.substr(colon + 1));
    for (int cell : parseCells(geo, text.substr(0, colon))) out[cell] |= values;
}

/// One block of techniques.txt as key -> lines (keys may repeat).
using Block = std::multimap<std::string, std::string>;

std::vector<Block> readBlocks(const std::string& text) {
    std::vector<Block> blocks(1);
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#') {
            if (line.empty() && !blocks.back().empty()) blocks.emplace_back();
            continue;
        }
        const auto colon = line.find(": ");
        REQUIRE_MESSAGE(colon != std::string::npos, "bad line " << line);
        blocks.back().emplace(line.substr(0, colon), line.substr(colon + 2));
    }
    if (blocks.back().empty()) blocks.pop_back();
    return blocks;
}

std::string field(const Block& block, const std::string& key) {
    const auto it = block.find(key);
    return it == block.end() ? std::string() : it->second;
}

void checkCase(const Block& block) {
    const Grid puzzle = readPuzzle(field(block, "puzzle"));
    const Geometry& geo = puzzle.geometry();
    HintBoard board = hintBoardOf(puzzle);
    std::map<int, Candidates> removed;
    for (auto [it, end] = block.equal_range("remove"); it != end; ++it) addCellValues(geo, it->second, removed);
    for (const auto& [cell, values] : removed) REQUIRE(board.eliminate(cell, values));

    // "unique: proved": the puzzle's one solution is proved (the test checks it), so uniqueness
    // techniques may be used; without it they must not be.
    HintOptions options;
    options.uniquenessProved = field(block, "unique") == "proved";
    if (options.uniquenessProved) REQUIRE(provesUniqueSolution(puzzle));
    const Hint hint = findHint(board, options);
    // "absent: ID": the board holds that technique's pattern but the first step must be another one.
    if (block.count("absent")) CHECK(techniqueId(hint.technique) != field(block, "absent"));
    if (!block.count("technique")) return;
    REQUIRE(hint.status == HintStatus::Step);
    CHECK(techniqueId(hint.technique) == field(block, "technique"));
    if (block.count("units")) CHECK(hint.units == parseUnits(geo, field(block, "units")));
    if (block.count("cells")) CHECK(hint.cells == parseCells(geo, field(block, "cells")));
    if (block.count("values")) CHECK(hint.values == parseValues(field(block, "values")));
    const std::string place = field(block, "place");
    if (!place.empty()) {
        const auto eq = place.find('=');
        CHECK(hint.placeCell == parseCells(geo, place.substr(0, eq)).at(0));
        CHECK(static_cast<int>(hint.placeValue) == std::stoi(place.substr(eq + 1)));
        CHECK(hint.eliminations.empty());
    } else {
        CHECK(hint.placeCell == -1);
    }
    std::map<int, Candidates> expected, actual;
    for (auto [it, end] = block.equal_range("eliminate"); it != end; ++it) addCellValues(geo, it->second, expected);
    for (const Elimination& e : hint.eliminations) actual[e.cell] |= e.values;
    // A case with `absent` and no `eliminate` checks only which technique comes first.
    if (block.count("eliminate") || (place.empty() && !block.count("absent"))) CHECK(actual == expected);
    const std::string sentence = explainHint(geo, hint);
    CHECK(sentence.find(std::string(techniqueName(hint.technique))) != std::string::npos);
    if (block.count("sentence")) CHECK(sentence == field(block, "sentence"));
    // The hint never changes the board, and the same board always gives the same hint.
    const Hint again = findHint(board, options);
    CHECK(again.cells == hint.cells);
    CHECK(again.eliminations == hint.eliminations);
}

/// Applies hints (search allowed) until solved; every step must agree with the unique solution.
void checkSoundPath(const Grid& puzzle, const Grid& solution, int& logicSteps, int& searchSteps) {
    HintBoard board = hintBoardOf(puzzle);
    for (int guard = 0; guard < puzzle.cellCount() * puzzle.size() + 1; ++guard) {
        const Hint hint = findHint(board);
        if (hint.status == HintStatus::Solved) break;
        REQUIRE_MESSAGE(hint.status == HintStatus::Step, explainHint(puzzle.geometry(), hint));
        if (hint.placeCell >= 0) REQUIRE(solution.at(hint.placeCell) == hint.placeValue);
        for (const Elimination& e : hint.eliminations)
            REQUIRE_MESSAGE(!(e.values & bitOf(solution.at(e.cell))), explainHint(puzzle.geometry(), hint));
        REQUIRE(applyHint(board, hint));
        (hint.technique == Technique::Search ? searchSteps : logicSteps) += 1;
    }
    for (int cell = 0; cell < puzzle.cellCount(); ++cell) REQUIRE(board.value(cell) == solution.at(cell));
}

}  // namespace

TEST_CASE("hints: every technique on boards written for it (9x9, 16x16, 25x25) and on real positions") {
    std::map<std::string, int> seen;
    // techniques.txt: boards written for the test; library.txt: the first position of each technique on
    // real puzzles' paths (scripts/hint_library.py), the regression library of chains and forcing nets.
    for (const char* file : {"hints/techniques.txt", "hints/library.txt"}) {
        const std::vector<Block> blocks = readBlocks(testing::readDataFile(file));
        REQUIRE(blocks.size() >= 20);
        for (const Block& block : blocks) {
            CAPTURE(file);
            CAPTURE(field(block, "name"));
            checkCase(block);
            ++seen[field(block, "technique")];
        }
    }
    // Every logic technique has at least one case, except remote pairs: its consecutive cells form naked
    // pairs and shorter X-chains of one of its values, which the engine finds first on every board tried.
    for (Technique technique : kTechniques)
        if (technique != Technique::Search && technique != Technique::RemotePairs)
            CHECK_MESSAGE(seen.count(std::string(techniqueId(technique))), techniqueId(technique));
}

TEST_CASE("hints: sound on hard 9x9 samples and generated 16x16 puzzles (checked against the unique solution)") {
    int logicSteps = 0, searchSteps = 0, puzzles = 0;
    for (const char* file : {"hints/hard_sample_9x9.txt", "hints/unique_16x16.txt"}) {
        for (const ParsedPuzzle& parsed : readPuzzles(testing::readDataFile(file))) {
            CAPTURE(file);
            CAPTURE(parsed.line);
            const SolutionCount count = countSolutions(parsed.grid, 2);
            REQUIRE(count.complete);
            REQUIRE(count.solutions == 1);
            checkSoundPath(parsed.grid, count.first, logicSteps, searchSteps);
            ++puzzles;
        }
    }
    CHECK(puzzles >= 40);
    CHECK(logicSteps > 0);
    CHECK(searchSteps == 0);  // forcing nets carry every one of these unique puzzles to the end: no search
}

TEST_CASE("hints: contradictions are found and located") {
    // Two 5s in row 1.
    Grid twice(3);  // the reader rejects clashing givens, so the clash is made by hand (a player's entry)
    twice.setGivenValue(0, 5);
    twice.setGivenValue(4, 5);
    Hint hint = findHint(hintBoardOf(twice));
    CHECK(hint.status == HintStatus::Contradiction);
    CHECK(hint.problem == HintProblem::RepeatedValue);
    CHECK(hint.units == std::vector<int>{0});
    CHECK(hint.cells == std::vector<int>{0, 4});
    CHECK(explainHint(twice.geometry(), hint) == "5 appears twice in row 1 (r1c1 and r1c5): contradiction.");

    // r1c9 has no candidate: row 1 holds 1-8 and column 9 holds 9.
    Grid empty = readPuzzle("12345678." + std::string(9 * 8, '.'));
    empty.setGivenValue(empty.geometry().cellAt(8, 8), 9);
    hint = findHint(hintBoardOf(empty));
    CHECK(hint.problem == HintProblem::NoCandidate);
    CHECK(hint.cells == std::vector<int>{8});

    // Pencil marks that leave 4 without a place in column 1.
    HintBoard board = hintBoardOf(Grid(3));
    for (int row = 0; row < 9; ++row) board.eliminate(board.geometry().cellAt(row, 0), bitOf(4));
    hint = findHint(board);
    CHECK(hint.problem == HintProblem::NoPlace);
    CHECK(hint.units == std::vector<int>{9});
    CHECK(hint.values == bitOf(4));
}

TEST_CASE("hints: without logic, search is offered only when a value is forced") {
    // An empty grid has many completions: nothing is forced. The forcing tier would explore every case
    // split of its 729 candidates three levels deep; its budget ends that, so this answer comes quickly.
    Hint hint = findHint(hintBoardOf(Grid(3)));
    CHECK(hint.status == HintStatus::Stuck);
    CHECK(hint.problem == HintProblem::SeveralSolutions);
    // With search switched off the engine says so instead.
    hint = findHint(hintBoardOf(Grid(3)), HintOptions{.offerSearch = false});
    CHECK(hint.problem == HintProblem::LogicOnly);
    // AI Escargot with the forcing tier switched off: once the other techniques run dry, the search hint
    // places the unique solution's value.
    const Grid puzzle = testing::namedPuzzle("aiescargot");
    const SolutionCount count = countSolutions(puzzle, 2);
    const HintOptions noForcing{.maxForcingDepth = 0};
    HintBoard board = hintBoardOf(puzzle);
    for (hint = findHint(board, noForcing); hint.status == HintStatus::Step && hint.technique != Technique::Search;
         hint = findHint(board, noForcing))
        REQUIRE(applyHint(board, hint));
    REQUIRE(hint.status == HintStatus::Step);
    CHECK(hint.technique == Technique::Search);
    CHECK(hint.placeValue == count.first.at(hint.placeCell));
    CHECK(explainHint(puzzle.geometry(), hint).find("search, not logic") != std::string::npos);
    // With the forcing tier (the default) the same board gets a forcing argument instead of search.
    const Hint logic = findHint(board);
    REQUIRE(logic.status == HintStatus::Step);
    CHECK(logic.technique >= Technique::DigitForcingChain);
    CHECK(logic.technique != Technique::Search);
    CHECK(explainHint(puzzle.geometry(), logic).find("search") == std::string::npos);
}

TEST_CASE("grading: counts add up, the hardest technique is the hardest used, and it is step-wise") {
    const Grid puzzle = testing::namedPuzzle("coly013");
    const Grade whole = gradePuzzle(puzzle);
    REQUIRE(whole.finished);
    int total = 0, hardestUsed = -1;
    for (int t = 0; t < kTechniqueCount; ++t) {
        total += whole.uses[t];
        if (whole.uses[t] > 0) hardestUsed = t;
    }
    CHECK(total == whole.steps);
    CHECK(static_cast<int>(whole.hardest) == hardestUsed);
    CHECK(whole.hardestCount == whole.uses[hardestUsed]);
    CHECK(whole.placements + whole.openCells == puzzle.cellCount() - puzzle.filledCount());
    CHECK(whole.uses[static_cast<int>(Technique::Search)] == 0);  // grading never searches
    // One hint per call gives the same grade.
    Grader stepwise(puzzle);
    std::uint64_t calls = 0;
    while (stepwise.step(1) == 1) ++calls;
    CHECK(static_cast<int>(calls) == whole.steps);
    CHECK(stepwise.grade().uses == whole.uses);
    CHECK(stepwise.step(5) == 0);
}

TEST_CASE("grading: easy puzzles are solved by singles, a hard one by forcing nets, several solutions get stuck") {
    const Grade easy = gradePuzzle(testing::namedPuzzle("sabuncu1"));  // solved by propagation (see propagation_test)
    CHECK(easy.solvedByLogic);
    CHECK(easy.hardest <= Technique::HiddenSingle);
    CHECK(easy.openCells == 0);
    const Grade hard = gradePuzzle(testing::namedPuzzle("aiescargot"));
    CHECK(hard.solvedByLogic);
    CHECK(hard.end == HintStatus::Solved);
    CHECK(hard.hardest >= Technique::DigitForcingChain);
    CHECK(hard.hardest != Technique::Search);
    CHECK(hard.openCells == 0);
    // sabuncu3 has 27 solutions: logic fills what is forced, then no value is.
    const Grade several = gradePuzzle(testing::namedPuzzle("sabuncu3"));
    CHECK_FALSE(several.solvedByLogic);
    CHECK(several.end == HintStatus::Stuck);
    CHECK(several.problem == HintProblem::LogicOnly);
    CHECK(several.openCells > 0);
}

TEST_CASE("grading: uniqueness techniques only when the caller has proved the solution unique") {
    // The first puzzle of the hard sample (17 givens, one solution): with the proof its path takes a
    // unique rectangle; without it, the same puzzle is solved by logic that never argues from uniqueness.
    const Grid puzzle = readPuzzles(testing::readDataFile("hints/hard_sample_9x9.txt")).at(0).grid;
    REQUIRE(provesUniqueSolution(puzzle));
    const std::array uniqueness = {Technique::UniqueRectangle1, Technique::UniqueRectangle2,
                                   Technique::UniqueRectangle3, Technique::UniqueRectangle4, Technique::BugPlusOne};
    const auto uniquenessSteps = [&](const Grade& grade) {
        int steps = 0;
        for (Technique t : uniqueness) steps += grade.uses[static_cast<int>(t)];
        return steps;
    };
    const Grade proved = gradePuzzle(puzzle, true), unproved = gradePuzzle(puzzle);
    CHECK(proved.solvedByLogic);
    CHECK(proved.uses[static_cast<int>(Technique::UniqueRectangle1)] == 1);
    CHECK(unproved.solvedByLogic);
    CHECK(uniquenessSteps(unproved) == 0);
    // A puzzle with several solutions is never proved unique.
    CHECK_FALSE(provesUniqueSolution(testing::namedPuzzle("sabuncu3")));
}

TEST_CASE("hints: technique ids round-trip") {
    for (Technique technique : kTechniques) {
        Technique parsed = Technique::Search;
        CHECK(parseTechnique(techniqueId(technique), parsed));
        CHECK(parsed == technique);
    }
    Technique unused;
    CHECK_FALSE(parseTechnique("y-wing", unused));
}
