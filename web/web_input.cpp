// Browser input that Emscripten's GLFW hands to Dear ImGui wrongly, taken over here:
// - the wheel: Emscripten's GLFW passes the browser's raw deltaY (pixels, lines or pages; positive =
//   down) as the scroll offset, but ImGui 1.86 wants notches with positive = up and scrolls 5 lines per
//   notch, so one browser notch of 100 px jumped a whole panel, the wrong way. Deltas are converted to
//   the pixels the browser meant (per deltaMode) and then to ImGui's notches, so a notch scrolls what
//   it scrolls on any page;
// - touches: Emscripten's GLFW turns a touch into a mouse press at a stale position. The finger's
//   events (two fingers: a pinch) go to TouchGestures instead (shell/touch_input.hpp), and the main loop feeds its result to
//   ImGui.
#include <emscripten/html5.h>

#include <algorithm>

#include "gl.hpp"  // GLFW with the build's GL API, as every file that includes it (unity builds)
#include "imgui.h"
#include "key_input.hpp"
#include "touch_input.hpp"
#include "web_platform.hpp"

namespace sudolab::app {

namespace {

/// CSS pixels per wheel line, as browsers count a line for deltaMode 1.
constexpr double kPixelsPerLine = 16;

double seconds() { return emscripten_get_now() / 1000.0; }

/// ImGui scrolls 5 font heights per notch (1.86, UpdateMouseWheel); the inverse of that in CSS pixels.
double pixelsPerNotch() {
    const ImGuiIO& io = ImGui::GetIO();
    const ImFont* font = io.FontDefault != nullptr ? io.FontDefault : (io.Fonts->Fonts.empty() ? nullptr : io.Fonts->Fonts[0]);
    const double scale = std::max(0.5, emscripten_get_device_pixel_ratio());
    const double fontPixels = font != nullptr ? font->FontSize : 13.0 * scale;
    return 5 * fontPixels / scale;
}

EM_BOOL onWheel(int, const EmscriptenWheelEvent* event, void*) {
    wakeForInput();
    double pageHeight = 800;
    double pageWidth = 1280;
    emscripten_get_element_css_size("#canvas", &pageWidth, &pageHeight);
    const double x = event->deltaMode == DOM_DELTA_LINE ? event->deltaX * kPixelsPerLine
                     : event->deltaMode == DOM_DELTA_PAGE ? event->deltaX * pageWidth : event->deltaX;
    const double y = event->deltaMode == DOM_DELTA_LINE ? event->deltaY * kPixelsPerLine
                     : event->deltaMode == DOM_DELTA_PAGE ? event->deltaY * pageHeight : event->deltaY;
    ImGuiIO& io = ImGui::GetIO();
    const double notch = pixelsPerNotch();
    io.MouseWheel -= static_cast<float>(y / notch);
    io.MouseWheelH -= static_cast<float>(x / notch);
    touchGestures().mouseMoved(seconds());
    return EM_TRUE;
}

/// The first finger of a touch event that changed, or null.
const EmscriptenTouchPoint* changedTouch(const EmscriptenTouchEvent* event) {
    for (int i = 0; i < event->numTouches; ++i)
        if (event->touches[i].isChanged) return &event->touches[i];
    return nullptr;
}

/// The fingers still down after this event (an ended or cancelled finger is listed with isChanged).
int fingersDown(int type, const EmscriptenTouchEvent* event, const EmscriptenTouchPoint* down[2]) {
    const bool ending = type == EMSCRIPTEN_EVENT_TOUCHEND || type == EMSCRIPTEN_EVENT_TOUCHCANCEL;
    int count = 0;
    for (int i = 0; i < event->numTouches; ++i) {
        if (ending && event->touches[i].isChanged) continue;
        if (count < 2) down[count] = &event->touches[i];
        ++count;
    }
    return count;
}

EM_BOOL onTouch(int type, const EmscriptenTouchEvent* event, void*) {
    wakeForInput();
    TouchGestures& gestures = touchGestures();
    const EmscriptenTouchPoint* down[2] = {nullptr, nullptr};
    const int fingers = fingersDown(type, event, down);
    if (fingers >= 2) {
        const auto at = [](const EmscriptenTouchPoint* p) {
            return ImVec2(static_cast<float>(p->clientX), static_cast<float>(p->clientY));
        };
        gestures.pinch(at(down[0]), at(down[1]), seconds());
        return EM_TRUE;
    }
    const EmscriptenTouchPoint* touch = changedTouch(event);
    if (touch == nullptr) return EM_TRUE;
    const auto x = static_cast<float>(touch->clientX);
    const auto y = static_cast<float>(touch->clientY);
    if (type == EMSCRIPTEN_EVENT_TOUCHSTART) {
        gestures.start(x, y, seconds());
    } else if (type == EMSCRIPTEN_EVENT_TOUCHMOVE) {
        gestures.move(x, y, seconds());
    } else {
        gestures.end(x, y, seconds());
        if (fingers == 0) gestures.allUp(seconds());
    }
    return EM_TRUE;  // no emulated mouse events after the touch
}

EM_BOOL onMouseMove(int, const EmscriptenMouseEvent*, void*) {
    wakeForInput();
    touchGestures().mouseMoved(seconds());
    return EM_FALSE;
}

void ignoreGlfwScroll(GLFWwindow*, double, double) {}

}  // namespace

void installWebInput(GLFWwindow* window) {
    glfwSetScrollCallback(window, ignoreGlfwScroll);
    emscripten_set_wheel_callback("#canvas", nullptr, EM_TRUE, onWheel);
    emscripten_set_touchstart_callback("#canvas", nullptr, EM_TRUE, onTouch);
    emscripten_set_touchmove_callback("#canvas", nullptr, EM_TRUE, onTouch);
    emscripten_set_touchend_callback("#canvas", nullptr, EM_TRUE, onTouch);
    emscripten_set_touchcancel_callback("#canvas", nullptr, EM_TRUE, onTouch);
    emscripten_set_mousemove_callback("#canvas", nullptr, EM_TRUE, onMouseMove);
}

}  // namespace sudolab::app
