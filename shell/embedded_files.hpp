// Files compiled into the app (font, example puzzles), generated at build time by
// shell/cmake/embed_files.cmake so that the native window and the web page need no files beside them.
#pragma once

#include <cstddef>
#include <span>
#include <string_view>

namespace sudolab::app {

/// One embedded file; `data` is followed by a 0 byte (so text files are also C strings).
struct EmbeddedFile {
    std::string_view name;  ///< "fonts/DejaVuSans.ttf", "puzzles/named/aiescargot.txt", ...
    const unsigned char* data;
    std::size_t size;

    std::string_view text() const { return {reinterpret_cast<const char*>(data), size}; }
};

/// Every embedded file, in build order.
std::span<const EmbeddedFile> embeddedFiles();

/// The embedded file with this exact name, or nullptr.
const EmbeddedFile* findEmbeddedFile(std::string_view name);

}  // namespace sudolab::app
