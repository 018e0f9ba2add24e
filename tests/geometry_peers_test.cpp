// The peers of every cell, built directly in reading order, against their definition.
#include <vector>

#include "doctest.h"
#include "grid/geometry.hpp"

using namespace sudolab;

TEST_CASE("geometry: peers are exactly the other cells of the three units, in reading order") {
    for (int n = kMinOrder; n <= kMaxOrder; ++n) {
        CAPTURE(n);
        const Geometry& geo = Geometry::of(n);
        for (int cell = 0; cell < geo.cellCount; ++cell) {
            // Definition: every other cell sharing the row, the column or the box, scanned in order.
            std::vector<int> expected;
            for (int other = 0; other < geo.cellCount; ++other)
                if (other != cell && (geo.rowOf(other) == geo.rowOf(cell) || geo.columnOf(other) == geo.columnOf(cell) ||
                                      geo.boxOf(other) == geo.boxOf(cell)))
                    expected.push_back(other);
            if (geo.peers[cell] != expected) {
                CAPTURE(cell);
                FAIL_CHECK("peers differ from the definition");
            }
        }
    }
}
