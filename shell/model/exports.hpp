// What the app exports, as bytes: the solution as text, a run's (or a race's) cost trace as CSV and
// statistics as JSON, and the board cut out of a rendered frame as PNG. Where the bytes go (a download,
// a file) is the platform's business.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "grid/grid.hpp"
#include "solver_run.hpp"

namespace sudolab::app {

/// The solution file: the grid drawn as text, then as one line (both in the display alphabet).
std::string solutionText(const Grid& solution);
/// The traces of one run or of a race's lanes, one row per point, the solver's id first.
std::string traceCsv(const std::vector<const TracedRun*>& runs);
/// The statistics of a single run (an object), or of a race's lanes (`{"race": [...]}`), each with the
/// share link of the state that made it.
std::string statsJson(const std::vector<const TracedRun*>& runs, bool race, const std::string& link);

/// A rectangle of device pixels: [x0, x1) x [y0, y1).
struct PixelRect {
    int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
};
/// The part of an RGB frame (width*height*3 bytes, top row first) inside `rect`, clamped to the frame;
/// `rect` is updated to what was cut.
std::vector<std::uint8_t> cropRgb(const std::vector<std::uint8_t>& rgb, int width, int height, PixelRect& rect);

}  // namespace sudolab::app
