#include "embedded_files.hpp"

namespace sudolab::app {

const EmbeddedFile* findEmbeddedFile(std::string_view name) {
    for (const EmbeddedFile& file : embeddedFiles())
        if (file.name == name) return &file;
    return nullptr;
}

}  // namespace sudolab::app
