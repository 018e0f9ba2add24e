// Browser side of the platform interface (shell/platform.hpp): calls into web/library_sudolab.js and
// reads the page's address through Embind's val; the window is the page's WebGL2 canvas.
#include <emscripten.h>
#include <emscripten/html5.h>
#include <emscripten/val.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "gl.hpp"  // GLFW with the WebGL2 (OpenGL ES 3) API, as every file that includes it (unity builds)
#include "imgui.h"
#include "links/puzzle_link.hpp"
#include "platform.hpp"
#include "web_platform.hpp"

extern "C" {
void sudolab_copy_text(const char* text);
void sudolab_request_clipboard();
void sudolab_set_fragment(const char* fragment);
void sudolab_first_frame();
void sudolab_startup_phase(const char* phase, double ms);
void sudolab_save_file(const char* name, const char* mime, const char* bytes, int size);
}

namespace sudolab::app {

namespace {

/// Text of the latest paste event (see web/pre.js), or what the app copied itself: the browser never
/// lets a page read the clipboard synchronously, so ImGui's Ctrl+V reads this instead.
std::string& clipboardCache() {
    static std::string text;
    return text;
}

/// The page's whole address (whether it carries a link is for linkOfAddress in core to say).
std::string pageAddress() { return emscripten::val::global("location")["href"].as<std::string>(); }

/// Routes ImGui's clipboard through the page (see clipboardCache).
void installWebClipboard() {
    ImGuiIO& io = ImGui::GetIO();
    io.GetClipboardTextFn = [](void*) -> const char* { return clipboardCache().c_str(); };
    io.SetClipboardTextFn = [](void*, const char* text) {
        clipboardCache() = text ? text : "";
        sudolab_copy_text(clipboardCache().c_str());
    };
}

}  // namespace

void setClipboardCache(const std::string& text) { clipboardCache() = text; }

namespace platform {

void copyText(const std::string& text) {
    clipboardCache() = text;
    sudolab_copy_text(text.c_str());
}

void requestClipboardText() { sudolab_request_clipboard(); }

void setFragment(const std::string& fragment) { sudolab_set_fragment(fragment.c_str()); }

std::string linkFor(const std::string& fragment) {
    const emscripten::val location = emscripten::val::global("location");
    const std::string base = location["origin"].as<std::string>() + location["pathname"].as<std::string>() +
                             location["search"].as<std::string>();
    return base + "#" + fragment;
}

std::string saveFile(const std::string& name, const std::string& mime, const std::string& bytes) {
    sudolab_save_file(name.c_str(), mime.c_str(), bytes.data(), static_cast<int>(bytes.size()));
    return "your downloads (" + name + ")";
}

StoreResult storeText(const std::string& key, const std::string& text) {
    // web/pre.js: 0 saved, 1 storage full, 2 no storage (disabled, private mode, blocked).
    const int result = emscripten::val::global("sudolabStorage").call<int>("store", key, text);
    return result == 0 ? StoreResult::Saved : result == 1 ? StoreResult::Full : StoreResult::Unavailable;
}

std::optional<std::string> loadText(const std::string& key) {
    const emscripten::val text = emscripten::val::global("sudolabStorage").call<emscripten::val>("load", key);
    if (text.isNull() || text.isUndefined()) return std::nullopt;
    return text.as<std::string>();
}

std::int64_t wallClockMs() { return static_cast<std::int64_t>(emscripten::val::global("Date").call<double>("now")); }

bool coarsePointer() {
    // Asked once: whether the screen is touched does not change while the page is open.
    static const bool coarse = [] {
        const emscripten::val window = emscripten::val::global("window");
        const emscripten::val query = window.call<emscripten::val>("matchMedia", std::string("(pointer: coarse)"));
        return query["matches"].as<bool>();
    }();
    return coarse;
}

void firstFrameShown() { sudolab_first_frame(); }

void noteStartupPhase(const char* phase, double ms) { sudolab_startup_phase(phase, ms); }

const char* glslVersion() { return "#version 300 es"; }

void setWindowHints() {}

void windowReady(GLFWwindow* window, bool) {
    installWebClipboard();
    installWebInput(window);
}

float displayScale(GLFWwindow*) {
    return static_cast<float>(std::clamp(emscripten_get_device_pixel_ratio(), 0.5, 4.0));
}

void framebufferSize(GLFWwindow*, float scale, int& width, int& height) {
    double cssWidth = 0, cssHeight = 0;
    emscripten_get_element_css_size("#canvas", &cssWidth, &cssHeight);
    width = std::max(1, static_cast<int>(std::lround(cssWidth * scale)));
    height = std::max(1, static_cast<int>(std::lround(cssHeight * scale)));
    int current = 0, currentHeight = 0;
    emscripten_get_canvas_element_size("#canvas", &current, &currentHeight);
    // Set the canvas size directly: glfwSetWindowSize would request fullscreen when the size happens
    // to equal the screen size.
    if (current != width || currentHeight != height) emscripten_set_canvas_element_size("#canvas", width, height);
}

bool pollEvents(GLFWwindow*, double) { return true; }  // the browser delivers events between frames

namespace {

/// The idle ticks' interval: a display frame at 60 Hz, so input waits no longer than at animation frames.
constexpr int kIdleTickMs = 16;

bool pageHidden() {
    EmscriptenVisibilityChangeEvent status;
    return emscripten_get_visibility_status(&status) == EMSCRIPTEN_RESULT_SUCCESS && status.hidden;
}

}  // namespace

void paceTicks(bool drew) {
    static bool onTimer = false;
    const bool timer = !drew && !pageHidden();
    if (timer == onTimer) return;
    onTimer = timer;
    if (timer)
        emscripten_set_main_loop_timing(EM_TIMING_SETTIMEOUT, kIdleTickMs);
    else
        emscripten_set_main_loop_timing(EM_TIMING_RAF, 1);
}

void beginImGuiFrame(int width, int height) {
    // ImGui works in canvas pixels (mouse positions from GLFW are in canvas pixels too); the UI scale
    // comes from the fonts and style instead of a framebuffer scale.
    ImGui::GetIO().DisplaySize = ImVec2(static_cast<float>(width), static_cast<float>(height));
    ImGui::GetIO().DisplayFramebufferScale = ImVec2(1, 1);
}

void presentFrame(GLFWwindow*) {}

std::string startLink(const std::string&) { return std::string(linkOfAddress(pageAddress())); }

bool runFrames(bool (*frame)(void*), void* context) {
    // The page's animation loop calls the frame from now on; main returns and the page lives on.
    struct Loop {
        bool (*frame)(void*);
        void* context;
    };
    static Loop loop;
    loop = {frame, context};
    // The first frame is drawn at once, not in the next animation frame: the page shows it at the next
    // frame either way, so its work is done before that wait instead of after it.
    frame(context);
    emscripten_set_main_loop_arg(
        [](void* state) { static_cast<Loop*>(state)->frame(static_cast<Loop*>(state)->context); }, &loop, 0, false);
    return false;
}

}  // namespace platform

}  // namespace sudolab::app
