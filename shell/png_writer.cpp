#include "png_writer.hpp"

#include <fstream>
#include <unordered_set>

// stb_image_write from Debian's libstb-dev (one include directory, /usr/include/stb, added by
// shell/CMakeLists.txt for both builds). Its implementation lives in this file only. No stdio: the
// bytes go through a callback to an ofstream, which writes to the browser's memory file system too.
#define STB_IMAGE_WRITE_IMPLEMENTATION
#define STBI_WRITE_NO_STDIO
#include <stb_image_write.h>

namespace sudolab::app {

namespace {

/// stb's write callback: appends the encoded bytes to the open file.
void appendToStream(void* context, void* data, int size) {
    static_cast<std::ofstream*>(context)->write(static_cast<const char*>(data), size);
}

}  // namespace

bool writePng(const std::string& path, int width, int height, const std::vector<std::uint8_t>& rgb) {
    if (width <= 0 || height <= 0 || rgb.size() < static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 3)
        return false;
    std::ofstream out(path, std::ios::binary);
    if (!out) return false;
    const int written = stbi_write_png_to_func(appendToStream, &out, width, height, 3, rgb.data(), width * 3);
    out.close();
    return written != 0 && static_cast<bool>(out);
}

std::size_t distinctColours(const std::vector<std::uint8_t>& rgb, std::size_t limit) {
    std::unordered_set<std::uint32_t> seen;
    for (std::size_t i = 0; i + 2 < rgb.size() && seen.size() < limit; i += 3)
        seen.insert(static_cast<std::uint32_t>(rgb[i]) << 16 | static_cast<std::uint32_t>(rgb[i + 1]) << 8 | rgb[i + 2]);
    return seen.size();
}

}  // namespace sudolab::app
