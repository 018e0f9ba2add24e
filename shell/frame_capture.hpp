// The rendered frame read back from OpenGL: for the board's PNG export and the smoke test's screenshot.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace sudolab::app {

/// The rendered frame as RGB, top row first (device pixels).
std::vector<std::uint8_t> framePixels(int width, int height);

/// Writes the rendered frame as a PNG and prints its size and colours; false if it could not be written
/// or is (nearly) blank, i.e. nothing was drawn.
bool saveScreenshot(const std::string& path, int width, int height);

}  // namespace sudolab::app
