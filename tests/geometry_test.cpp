// Units and peers of every supported order.
#include <algorithm>
#include <stdexcept>

#include "doctest.h"
#include "grid/geometry.hpp"
#include "grid/grid.hpp"

using namespace sudolab;

TEST_CASE("geometry: units and peers for every order") {
    for (int n = kMinOrder; n <= kMaxOrder; ++n) {
        CAPTURE(n);
        const Geometry& geo = Geometry::of(n);
        const int N = n * n;
        CHECK(geo.size == N);
        CHECK(geo.cellCount == N * N);
        REQUIRE(geo.units.size() == static_cast<size_t>(3 * N));
        for (const auto& unit : geo.units) CHECK(unit.size() == static_cast<size_t>(N));
        for (int cell = 0; cell < geo.cellCount; ++cell) {
            CHECK(geo.peers[cell].size() == static_cast<size_t>(3 * N - 2 * n - 1));
            for (int unit : geo.unitsOfCell[cell]) {
                const auto& cells = geo.units[unit];
                CHECK(std::find(cells.begin(), cells.end(), cell) != cells.end());
            }
        }
    }
}

TEST_CASE("geometry: boxes, names and unsupported orders") {
    const Geometry& geo = Geometry::of(3);
    CHECK(geo.boxOf(geo.cellAt(4, 4)) == 4);
    CHECK(geo.boxOf(geo.cellAt(8, 0)) == 6);
    CHECK(geo.cellName(geo.cellAt(2, 6)) == "r3c7");
    CHECK(geo.unitName(0) == "row 1");
    CHECK(geo.unitName(9 + 3) == "column 4");
    CHECK(geo.unitName(18 + 8) == "box 9");
    CHECK_THROWS_AS(Geometry::of(1), std::invalid_argument);
    CHECK_THROWS_AS(Geometry::of(9), std::invalid_argument);
    CHECK(Geometry::orderForCellCount(81) == 3);
    CHECK(Geometry::orderForCellCount(625) == 5);
    CHECK(Geometry::orderForCellCount(80) == 0);
}

TEST_CASE("grid: candidates, consistency and givens") {
    Grid grid(2);
    grid.setGivenValue(0, 1);
    grid.setGivenValue(5, 2);  // r2c2, same box as r1c1
    CHECK(grid.givenCount() == 2);
    CHECK(grid.candidates(1) == (bitOf(3) | bitOf(4)));  // r1c2: row has 1, box has 1 and 2
    CHECK(grid.isConsistent());
    grid.set(3, 1);  // r1c4: 1 again in row 1
    CHECK_FALSE(grid.isConsistent());
    CHECK_FALSE(grid.isGiven(3));
    CHECK_THROWS_AS(Grid::fromValues(2, {1, 2, 3}), std::invalid_argument);
}
