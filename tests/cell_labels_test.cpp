// The names the hidden DOM grid gives each cell (shell/cell_labels.*), and the contrast of the board's
// selection highlight (shell/palette.hpp): at least 3:1 against the cell backgrounds around it.
#include <string>

#include "cell_labels.hpp"
#include "contrast.hpp"
#include "doctest.h"
#include "palette.hpp"
#include "test_data.hpp"
#include "text/format.hpp"

using namespace sudolab;
using namespace sudolab::app;

namespace {

// r1c1 empty (solution 4), r1c3 given 3.
const char* const kPuzzle = "003020600900305001001806400008102900700000008006708200002609500800203009005010300";

Grid puzzle9() { return readPuzzle(kPuzzle); }

}  // namespace

TEST_CASE("cell labels: givens, entries, wrong entries, empty cells and their marks") {
    PlayBoard play(puzzle9());
    CHECK(cellLabel(play, 2, false, Alphabet::Standard) == "row 1, column 3, 3, given");
    CHECK(cellLabel(play, 0, false, Alphabet::Standard) == "row 1, column 1, empty");
    REQUIRE(play.toggleMark(1, 4));
    REQUIRE(play.toggleMark(1, 1));
    CHECK(cellLabel(play, 1, false, Alphabet::Standard) == "row 1, column 2, empty, marks 1 4");
    REQUIRE(play.toggleMarkColours({1}, 4, 0));  // a coloured candidate is named with its colour
    CHECK(cellLabel(play, 1, false, Alphabet::Standard) == "row 1, column 2, empty, marks 1 4 orange");
    REQUIRE(play.setEntry(0, 5));
    CHECK(cellLabel(play, 0, false, Alphabet::Standard) == "row 1, column 1, 5");
    CHECK(cellLabel(play, 0, true, Alphabet::Standard) == "row 1, column 1, 5, wrong");
    CHECK(cellLabel(play, 80, false, Alphabet::Standard) == "row 9, column 9, empty");
}

TEST_CASE("cell labels: one per cell, row by row; the wrong cells named") {
    PlayBoard play(puzzle9());
    REQUIRE(play.setEntry(0, 5));
    const std::vector<std::string> labels = cellLabels(play, {0}, Alphabet::Standard);
    REQUIRE(labels.size() == 81);
    CHECK(labels[0] == "row 1, column 1, 5, wrong");
    CHECK(labels[9] == "row 2, column 1, 9, given");
}

TEST_CASE("cell labels: 16x16 values in the display alphabet") {
    Grid grid(4);
    grid.setGivenValue(0, 12);
    PlayBoard play(grid);
    REQUIRE(play.setEntry(17, 16));
    CHECK(cellLabel(play, 0, false, Alphabet::Standard) == "row 1, column 1, C, given");
    CHECK(cellLabel(play, 17, false, Alphabet::Standard) == "row 2, column 2, G");
}

TEST_CASE("contrast: WCAG's extremes and the board's highlight") {
    CHECK(contrastRatio(palette::rgba(0, 0, 0), palette::rgba(255, 255, 255)) == doctest::Approx(21.0));
    CHECK(contrastRatio(palette::kCell, palette::kCell) == doctest::Approx(1.0));
    // The selection's row, column and box against a plain and a given cell (it replaces both shades).
    CHECK(contrastRatio(palette::kPeerCell, palette::kCell) >= 3.0);
    CHECK(contrastRatio(palette::kPeerCell, palette::kGivenCell) >= 3.0);
    // Digits stay readable on a lit cell: givens, the player's entries, pencil marks.
    CHECK(contrastRatio(palette::kGivenText, palette::kPeerCell) >= 3.0);
    CHECK(contrastRatio(palette::kEditText, palette::kPeerCell) >= 3.0);
    CHECK(contrastRatio(palette::kMarkText, palette::kPeerCell) >= 2.5);
}
