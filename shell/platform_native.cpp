// Native (debug window) side of the platform interface: GLFW's clipboard, no address bar.
#include <GLFW/glfw3.h>

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

void firstFrameShown() {}

}  // namespace sudolab::app::platform
