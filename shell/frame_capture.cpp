// The rendered frame read back from OpenGL (frame_capture.hpp).
#include "frame_capture.hpp"

#include <algorithm>
#include <cstdio>

#include "gl.hpp"
#include "model/png_writer.hpp"

namespace sudolab::app {

/// The rendered frame as RGB, top row first. Read as RGBA / UNSIGNED_BYTE, the one format that WebGL (and
/// GL ES) guarantees for the default framebuffer: a GL_RGB read fails there and leaves every pixel black.
std::vector<std::uint8_t> framePixels(int width, int height) {
    const std::size_t pixelCount = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
    std::vector<std::uint8_t> rgba(pixelCount * 4);
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, rgba.data());
    // OpenGL's rows start at the bottom; PNG's at the top. The alpha channel is dropped.
    std::vector<std::uint8_t> rgb(pixelCount * 3);
    for (int y = 0; y < height; ++y) {
        const std::size_t from = static_cast<std::size_t>(height - 1 - y) * static_cast<std::size_t>(width) * 4;
        const std::size_t to = static_cast<std::size_t>(y) * static_cast<std::size_t>(width) * 3;
        for (int x = 0; x < width; ++x)
            std::copy_n(rgba.begin() + static_cast<std::ptrdiff_t>(from + static_cast<std::size_t>(x) * 4), 3,
                        rgb.begin() + static_cast<std::ptrdiff_t>(to + static_cast<std::size_t>(x) * 3));
    }
    return rgb;
}

bool saveScreenshot(const std::string& path, int width, int height) {
    const std::vector<std::uint8_t> flipped = framePixels(width, height);
    const std::size_t colours = distinctColours(flipped);
    const bool written = writePng(path, width, height, flipped);
    std::printf("sudolab_app: screenshot %s (%dx%d, %zu distinct colours)\n", path.c_str(), width, height, colours);
    // A blank or nearly blank frame means nothing was drawn: fail the smoke test.
    return written && colours >= 16;
}

}  // namespace sudolab::app
