// Native (debug window) side of the platform interface: GLFW's clipboard, no address bar.
#include <GLFW/glfw3.h>

#include <filesystem>
#include <fstream>

#include "app.hpp"
#include "platform.hpp"

namespace sudolab::app::platform {

void copyText(const std::string& text) { glfwSetClipboardString(glfwGetCurrentContext(), text.c_str()); }

void requestClipboardText() {
    const char* text = glfwGetClipboardString(glfwGetCurrentContext());
    if (App* app = App::instance()) app->receivePastedText(text ? text : "");
}

void setFragment(const std::string&) {}

std::string linkFor(const std::string& fragment) { return "#" + fragment; }

std::string saveFile(const std::string& name, const std::string&, const std::string& bytes) {
    std::ofstream out(name, std::ios::binary);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    out.close();
    if (!out) return "";
    std::error_code error;
    const auto path = std::filesystem::absolute(name, error);
    return error ? name : path.string();
}

void firstFrameShown() {}

}  // namespace sudolab::app::platform
