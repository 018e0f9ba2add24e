// Entry point of the app: one GLFW window (a native OpenGL 3.3 window, or the page's WebGL2 canvas under
// Emscripten), Dear ImGui on top, and App drawn every frame. The wiring only: what differs between the
// two lives behind platform.hpp, keys in key_input.*, the command line in command_line.*. Natively it
// also has a headless smoke mode for CI: `sudolab_app --frames N --screenshot FILE.png` (under xvfb-run).
#include <algorithm>
#include <cfloat>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <exception>
#include <iterator>
#include <memory>
#include <string>
#include <vector>

#include "app.hpp"
#include "command_line.hpp"
#include "frame_capture.hpp"
#include "gl.hpp"
#include "imgui.h"
#include "imgui_impl_glfw.h"
#include "imgui_impl_opengl3.h"
#include "imgui_internal.h"  // ErrorCheckEndFrameRecover
#include "key_input.hpp"
#include "platform.hpp"
#include "theme.hpp"
#include "touch_input.hpp"

namespace {

using namespace sudolab::app;

struct Context {
    GLFWwindow* window = nullptr;
    std::unique_ptr<App> app;
    Options options;
    float scale = 0;
    int width = 0, height = 0;  ///< the drawing size at the last tick
    int frame = 0;
    double lastFrameStart = 0;
    bool firstFrameShown = false;
    double mainEnd = 0;              ///< when main() handed over to the frame loop
    bool deviceObjectsMade = false;  ///< the renderer's shaders, buffers and font texture
    int exitCode = 0;
};

double nowSeconds() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

/// Until the first frame is shown: notes the time since `since` as a phase of the start (the page keeps
/// it for bench/app/first_frame_probe.mjs).
void notePhase(const Context& context, const char* phase, double since) {
    if (!context.firstFrameShown) platform::noteStartupPhase(phase, (nowSeconds() - since) * 1000);
}

/// Rebuilds fonts and style when the scale changes (first frame, window moved to another screen); true
/// if it did.
bool updateScale(Context& context) {
    const float scale = platform::displayScale(context.window);
    if (std::fabs(scale - context.scale) < 0.01f) return false;
    context.scale = scale;
    double start = nowSeconds();
    const Fonts fonts = buildFonts(scale);
    // The glyphs are rasterised here (the texture below only uploads them): timed apart.
    unsigned char* pixels = nullptr;
    int atlasWidth = 0, atlasHeight = 0;
    ImGui::GetIO().Fonts->GetTexDataAsRGBA32(&pixels, &atlasWidth, &atlasHeight);
    notePhase(context, "fontRaster", start);
    if (!context.firstFrameShown)
        platform::noteStartupPhase("atlasPixels", static_cast<double>(atlasWidth) * atlasHeight);
    applyStyle(scale);
    start = nowSeconds();
    // The first time the renderer makes everything it draws with, the atlas texture among it (making the
    // texture here as well uploaded the atlas twice and lost the first texture); later only the texture.
    if (context.deviceObjectsMade) {
        ImGui_ImplOpenGL3_DestroyFontsTexture();
        ImGui_ImplOpenGL3_CreateFontsTexture();
    } else {
        ImGui_ImplOpenGL3_CreateDeviceObjects();
        context.deviceObjectsMade = true;
    }
    notePhase(context, "gpuSetup", start);
    context.app->setFonts(fonts, scale);
    return true;
}

/// Fingers replace the mouse the backend reported (see touch_input.hpp).
void applyTouch(float scale) {
    const GestureFrame gesture = touchGestures().nextFrame(scale);
    setCurrentGesture(gesture);
    if (!gesture.overrideMouse) return;
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = gesture.mousePos;
    for (bool& down : io.MouseDown) down = false;
    io.MouseDown[0] = gesture.mouseDown;
}

/// The App's frame inside ImGui's: nothing a user or a link does should take the page down, so an
/// exception closes what the frame left open, stops the runs and shows the message.
void appFrame(App& app) {
    ImGui::NewFrame();
    keysSeen();
    try {
        app.frame();
    } catch (const std::exception& e) {
        ImGui::ErrorCheckEndFrameRecover(nullptr);
        app.recover(e.what());
    }
    ImGui::Render();
}

/// After a frame is shown: the page learns the first one is there, the App the frame's timing.
void noteFrameShown(Context& context, double start) {
    if (!context.firstFrameShown) {
        context.firstFrameShown = true;
        platform::firstFrameShown();
    }
    if (context.lastFrameStart > 0)
        context.app->recordFrameTime(static_cast<float>((start - context.lastFrameStart) * 1000),
                                     static_cast<float>((nowSeconds() - start) * 1000),
                                     context.app->solverRanLastFrame());
    context.lastFrameStart = start;
}

/// True while input is still in progress: a mouse button held (ImGui repeats on it) or a tap being
/// played to ImGui (TouchGestures::playing).
bool inputHeld() {
    const ImGuiIO& io = ImGui::GetIO();
    return std::any_of(std::begin(io.MouseDown), std::end(io.MouseDown), [](bool down) { return down; }) ||
           touchGestures().playing();
}

/// Whether this tick draws: the pacer's decision over the App's state, the size and held input.
bool tickDraws(Context& context, bool scaleChanged, int width, int height, double now) {
    TickState state = context.app->tickState();
    state.resized = scaleChanged || width != context.width || height != context.height;
    state.holding = inputHeld();
    context.width = width;
    context.height = height;
    return context.app->pacer().shouldDraw(state, now);
}

/// One tick: input, then (when something can have changed, FramePacer) solvers + UI, render, optional
/// screenshot. Returns false when the app should exit.
bool frame(void* state) {
    Context& context = *static_cast<Context*>(state);
    if (!platform::pollEvents(context.window, context.app->pacer().idleWait(nowSeconds()))) return false;
    const double start = nowSeconds();
    notePhase(context, "firstTickWait", context.mainEnd);  // main's end to the first tick (an animation frame)
    const bool scaleChanged = updateScale(context);
    int width = 0, height = 0;
    platform::framebufferSize(context.window, context.scale, width, height);
    if (!tickDraws(context, scaleChanged, width, height, start)) {
        // The canvas (or window) keeps its last picture; the next frame's interval starts afresh.
        context.lastFrameStart = 0;
        context.app->countUnshownClock(start);
        platform::paceTicks(false);
        return true;
    }
    platform::paceTicks(true);
    double phaseStart = nowSeconds();
    ImGui_ImplOpenGL3_NewFrame();  // the first one makes the shaders and buffers
    notePhase(context, "deviceObjects", phaseStart);
    ImGui_ImplGlfw_NewFrame();
    platform::beginImGuiFrame(width, height);
    applyTouch(context.scale);
    // A board PNG asked for in an earlier frame is read from this one, drawn with no pointer: no hover
    // tint and no tooltip over the board (the Export button's tooltip reached into it).
    const bool pixelsWanted = context.app->wantsFramePixels();
    if (pixelsWanted) ImGui::GetIO().MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
    phaseStart = nowSeconds();
    appFrame(*context.app);
    notePhase(context, "firstUi", phaseStart);
    deliverDeferredReleases(context.window);

    glViewport(0, 0, width, height);
    const ImVec4 background = rootBackground();  // the root window draws none of its own (theme.hpp)
    glClearColor(background.x, background.y, background.z, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    phaseStart = nowSeconds();
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    notePhase(context, "firstRender", phaseStart);
    if (pixelsWanted) context.app->deliverFramePixels(width, height, framePixels(width, height));

    ++context.frame;
    const bool lastFrame = context.options.frames > 0 && context.frame >= context.options.frames;
    if (lastFrame && !context.options.screenshot.empty() && !saveScreenshot(context.options.screenshot, width, height))
        context.exitCode = 1;
    platform::presentFrame(context.window);
    noteFrameShown(context, start);
    return !lastFrame;
}

/// GLFW and the window with its GL context; false, with the reason on stderr, when there is none.
bool openWindow(Context& context) {
    glfwSetErrorCallback([](int code, const char* text) { std::fprintf(stderr, "GLFW error %d: %s\n", code, text); });
    if (!glfwInit()) {
        std::fprintf(stderr, "sudolab_app: cannot initialise GLFW (no display? use xvfb-run)\n");
        return false;
    }
    platform::setWindowHints();
    context.window = glfwCreateWindow(context.options.width, context.options.height, "sudolab", nullptr, nullptr);
    if (context.window == nullptr) {
        std::fprintf(stderr, "sudolab_app: cannot create an OpenGL 3.3 window\n");
        glfwTerminate();
        return false;
    }
    glfwMakeContextCurrent(context.window);
    return true;
}

/// Dear ImGui on the window, with our key and character callbacks in front of the backend's.
void startImGui(Context& context) {
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;  // no imgui.ini: the layout is computed every frame
    // A blinking text cursor would need a frame every half second on an idle page (FramePacer).
    ImGui::GetIO().ConfigInputTextCursorBlink = false;
    ImGui_ImplGlfw_InitForOpenGL(context.window, true);
    installKeyInput(context.window);
    ImGui_ImplOpenGL3_Init(platform::glslVersion());
    platform::windowReady(context.window, context.options.frames > 0);
}

/// The App, in the state the options (or, in the browser, the page's address) ask for.
void startApp(Context& context) {
    context.app = std::make_unique<App>();
    App& app = *context.app;
    // The smoke runs count frames: every tick draws.
    app.pacer().setAlwaysDraw(context.options.frames > 0);
    if (context.options.budgetMs > 0) app.model().runs().setFrameBudgetMs(context.options.budgetMs);
    app.model().loadSettings();
    // The page's address (whether it carries a link is decided in core, by linkOfAddress) or --link.
    const std::string link = platform::startLink(context.options.link);
    if (!link.empty()) {
        app.openLink(link);
    } else if (context.options.example.empty()) {
        // Opened without a link: the game played last goes on.
        if (app.model().resumeLatestGame(steadySeconds())) app.noteResumedAtLoad();
    }
    if (!context.options.example.empty()) app.loadExample(context.options.example);
    if (!context.options.algorithm.empty()) app.model().runs().selectAlgorithm(context.options.algorithm);
    if (context.options.run) app.model().run();
}

/// One summary line of frame times (nothing when there are none).
void printTimes(const char* what, std::vector<float> times) {
    if (times.empty()) return;
    std::sort(times.begin(), times.end());
    std::printf("sudolab_app: %s: median %.1f ms, p95 %.1f ms, max %.1f ms\n", what, times[times.size() / 2],
                times[std::min(times.size() - 1, times.size() * 95 / 100)], times.back());
}

/// The smoke run's summary lines (the CI script reads them): frames, status, the error shown, frame times.
void printSmokeSummary(const Context& context) {
    const App& app = *context.app;
    std::printf("sudolab_app: %d frames; status %s; algorithm %s; iteration %llu; link #%s\n", context.frame,
                app.statusText().c_str(), app.algorithm().c_str(),
                static_cast<unsigned long long>(app.currentRun() ? app.currentRun()->snapshot().iteration : 0),
                app.link().c_str());
    if (!app.lastError().empty()) std::printf("sudolab_app: error shown: %s\n", app.lastError().c_str());
    printTimes("time in a frame while solving", app.frameTimes().runningWorkMs);
    printTimes("of which the model's work (solver slice, check, grade)", app.frameTimes().runningAdvanceMs);
}

/// Everything started, stopped in reverse order.
void shutDown(Context& context) {
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplGlfw_Shutdown();
    context.app.reset();
    ImGui::DestroyContext();
    glfwDestroyWindow(context.window);
    glfwTerminate();
}

}  // namespace

int main(int argc, char** argv) {
    // Static: in the browser the page's loop keeps calling frame() after main returns.
    static Context context;
    if (!parseOptions(argc, argv, context.options)) return 2;
    if (!openWindow(context)) return 1;
    startImGui(context);
    const double appStart = nowSeconds();
    startApp(context);
    notePhase(context, "appStart", appStart);
    // Fonts and shaders before the first animation frame: they are made while the page waits for it,
    // not after.
    updateScale(context);
    context.mainEnd = nowSeconds();
    if (!platform::runFrames(frame, &context)) return 0;  // the browser's loop goes on
    if (context.options.frames > 0) printSmokeSummary(context);
    shutDown(context);
    return context.exitCode;
}
