// The browser glue's functions shared between web/ files (platform_web.cpp, web_input.cpp, bindings.cpp).
#pragma once

#include <string>

struct GLFWwindow;

namespace sudolab::app {

/// Takes the wheel and touches over from Emscripten's GLFW (call after ImGui's GLFW backend is set up).
void installWebInput(GLFWwindow* window);

/// Called from the page's paste event (web/pre.js): the text ImGui's Ctrl+V reads.
void setClipboardCache(const std::string& text);

}  // namespace sudolab::app
