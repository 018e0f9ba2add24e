#include "png_writer.hpp"

#include <fstream>
#include <unordered_set>

// stb_image_write from Debian's libstb-dev (one include directory, /usr/include/stb, added by
// shell/model/CMakeLists.txt for both builds). Its implementation lives in this file only. No stdio: the
// bytes go through a callback into a string.
#define STB_IMAGE_WRITE_IMPLEMENTATION
#define STBI_WRITE_NO_STDIO
#include <stb_image_write.h>

namespace sudolab::app {

namespace {

/// stb's write callback: appends the encoded bytes to the string.
void appendToString(void* context, void* data, int size) {
    static_cast<std::string*>(context)->append(static_cast<const char*>(data), static_cast<std::size_t>(size));
}

}  // namespace

std::string encodePng(int width, int height, const std::vector<std::uint8_t>& rgb) {
    if (width <= 0 || height <= 0 ||
        rgb.size() < static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 3)
        return "";
    std::string bytes;
    if (stbi_write_png_to_func(appendToString, &bytes, width, height, 3, rgb.data(), width * 3) == 0) return "";
    return bytes;
}

bool writePng(const std::string& path, int width, int height, const std::vector<std::uint8_t>& rgb) {
    const std::string bytes = encodePng(width, height, rgb);
    if (bytes.empty()) return false;
    std::ofstream out(path, std::ios::binary);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    out.close();
    return static_cast<bool>(out);
}

std::size_t distinctColours(const std::vector<std::uint8_t>& rgb, std::size_t limit) {
    std::unordered_set<std::uint32_t> seen;
    for (std::size_t i = 0; i + 2 < rgb.size() && seen.size() < limit; i += 3)
        seen.insert(static_cast<std::uint32_t>(rgb[i]) << 16 | static_cast<std::uint32_t>(rgb[i + 1]) << 8 |
                    rgb[i + 2]);
    return seen.size();
}

}  // namespace sudolab::app
