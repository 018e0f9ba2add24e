// PNG files of RGB images (the native smoke test's screenshot, the board export), encoded by
// stb_image_write (Debian's libstb-dev).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace sudolab::app {

/// `rgb` (width*height*3 bytes, top row first) encoded as PNG; "" if the image is empty or too short.
std::string encodePng(int width, int height, const std::vector<std::uint8_t>& rgb);

/// Writes `rgb` (width*height*3 bytes, top row first) as a PNG file; returns false if the file cannot be
/// written.
bool writePng(const std::string& path, int width, int height, const std::vector<std::uint8_t>& rgb);

/// Number of distinct colours in an RGB image (to tell a drawn frame from a blank one).
std::size_t distinctColours(const std::vector<std::uint8_t>& rgb, std::size_t limit = 1 << 16);

}  // namespace sudolab::app
