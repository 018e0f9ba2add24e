// Native (debug window) side of the platform interface: GLFW's clipboard, no address bar, an OpenGL 3.3
// window.
#include <GLFW/glfw3.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>

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

// The native window is a development tool: its games last as long as the window (no files written
// behind the user's back).
std::map<std::string, std::string>& sessionStore() {
    static std::map<std::string, std::string> store;
    return store;
}

StoreResult storeText(const std::string& key, const std::string& text) {
    sessionStore()[key] = text;
    return StoreResult::Saved;
}

std::optional<std::string> loadText(const std::string& key) {
    const auto it = sessionStore().find(key);
    if (it == sessionStore().end()) return std::nullopt;
    return it->second;
}

bool coarsePointer() { return false; }

std::int64_t wallClockMs() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch()).count();
}

void firstFrameShown() {}

void noteStartupPhase(const char*, double) {}

const char* glslVersion() { return "#version 330 core"; }

void setWindowHints() {
    glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
    glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
    glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
    glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GL_TRUE);
    glfwWindowHint(GLFW_SCALE_TO_MONITOR, GLFW_TRUE);
}

void windowReady(GLFWwindow*, bool headless) {
    // Headless smoke runs draw as fast as they can; an interactive window follows the display.
    glfwSwapInterval(headless ? 0 : 1);
}

float displayScale(GLFWwindow* window) {
    float x = 1, y = 1;
    glfwGetWindowContentScale(window, &x, &y);
    return std::clamp(x, 0.5f, 4.0f);
}

void framebufferSize(GLFWwindow* window, float, int& width, int& height) {
    glfwGetFramebufferSize(window, &width, &height);
}

bool pollEvents(GLFWwindow* window, double waitSeconds) {
    // An idle window sleeps until an event (or the next due frame) instead of spinning.
    if (waitSeconds > 0)
        glfwWaitEventsTimeout(waitSeconds);
    else
        glfwPollEvents();
    return !glfwWindowShouldClose(window);
}

void paceTicks(bool) {}

void beginImGuiFrame(int, int) {}

void presentFrame(GLFWwindow* window) { glfwSwapBuffers(window); }

std::string startLink(const std::string& commandLineLink) { return commandLineLink; }

bool runFrames(bool (*frame)(void*), void* context) {
    while (frame(context)) {}
    return true;
}

}  // namespace sudolab::app::platform
