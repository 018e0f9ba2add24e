// Entry point of the app: one GLFW window (a native OpenGL 3.3 window, or the page's WebGL2 canvas under
// Emscripten), Dear ImGui on top, and App drawn every frame. Natively it also has a headless smoke mode
// for CI: `sudolab_app --frames N --screenshot FILE.png` (under xvfb-run).
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <memory>
#include <string>
#include <vector>

#ifdef __EMSCRIPTEN__
#define GLFW_INCLUDE_ES3
#include <emscripten.h>
#include <emscripten/html5.h>
#endif
#include <GLFW/glfw3.h>

#include "app.hpp"
#include "imgui.h"
#include "imgui_internal.h"  // ErrorCheckEndFrameRecover
#include "imgui_impl_glfw.h"
#include "imgui_impl_opengl3.h"
#include "platform.hpp"
#include "model/png_writer.hpp"
#include "theme.hpp"
#include "touch_input.hpp"

namespace sudolab::app {
#ifdef __EMSCRIPTEN__
// Defined in web/platform_web.cpp.
std::string initialFragment();
void installWebClipboard();
// Defined in web/web_input.cpp.
void installWebInput(GLFWwindow* window);
#endif
}  // namespace sudolab::app

namespace {

using namespace sudolab::app;

struct Options {
    int frames = -1;         ///< smoke mode: stop after this many frames
    std::string screenshot;  ///< smoke mode: PNG of the last frame
    std::string link;        ///< share fragment to open at start
    std::string example;     ///< embedded example to load at start
    std::string algorithm;   ///< solver to select at start
    bool run = false;        ///< press Run at start
    double budgetMs = -1;    ///< solver time per frame
    int width = 1280;
    int height = 800;
};

struct Context {
    GLFWwindow* window = nullptr;
    std::unique_ptr<App> app;
    Options options;
    float scale = 0;
    int frame = 0;
    double lastFrameStart = 0;
    bool firstFrameShown = false;
    int exitCode = 0;
};

double nowSeconds() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

void printUsage() {
    std::puts(
        "usage: sudolab_app [--link FRAGMENT | --example NAME] [--algorithm ID] [--run] [--budget MS]\n"
        "                   [--size WxH] [--frames N] [--screenshot FILE.png]\n"
        "  --link FRAGMENT     open a share link (the part after '#', e.g. p=3.ABC...&a=dlx&s=1)\n"
        "  --example NAME      load an embedded example (aiescargot, inst25x25_45_0, ...)\n"
        "  --algorithm ID      select a solver (see `sudolab list`)\n"
        "  --run               start the solver at once\n"
        "  --budget MS         solver time per frame in milliseconds (default 8)\n"
        "  --size WxH          window size (default 1280x800)\n"
        "  --frames N          draw N frames, then exit (smoke test; use under xvfb-run)\n"
        "  --screenshot FILE   with --frames: write the last frame as a PNG");
}

bool parseOptions(int argc, char** argv, Options& options) {
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto value = [&]() -> const char* {
            if (i + 1 >= argc) {
                std::fprintf(stderr, "sudolab_app: %s needs a value\n", arg.c_str());
                std::exit(2);
            }
            return argv[++i];
        };
        if (arg == "--frames") {
            options.frames = std::atoi(value());
        } else if (arg == "--screenshot") {
            options.screenshot = value();
        } else if (arg == "--link") {
            options.link = value();
        } else if (arg == "--example") {
            options.example = value();
        } else if (arg == "--algorithm") {
            options.algorithm = value();
        } else if (arg == "--run") {
            options.run = true;
        } else if (arg == "--budget") {
            options.budgetMs = std::atof(value());
        } else if (arg == "--size") {
            if (std::sscanf(value(), "%dx%d", &options.width, &options.height) != 2 || options.width < 320 ||
                options.height < 240) {
                std::fprintf(stderr, "sudolab_app: --size wants WxH, at least 320x240\n");
                return false;
            }
        } else if (arg == "--help" || arg == "-h") {
            printUsage();
            std::exit(0);
        } else {
            std::fprintf(stderr, "sudolab_app: unknown option %s (see --help)\n", arg.c_str());
            return false;
        }
    }
    return true;
}

/// Device pixels per CSS/logical pixel: the page's devicePixelRatio, or the monitor's content scale.
float displayScale(GLFWwindow* window) {
#ifdef __EMSCRIPTEN__
    (void)window;
    return static_cast<float>(std::clamp(emscripten_get_device_pixel_ratio(), 0.5, 4.0));
#else
    float x = 1, y = 1;
    glfwGetWindowContentScale(window, &x, &y);
    return std::clamp(x, 0.5f, 4.0f);
#endif
}

/// Rebuilds fonts and style when the scale changes (first frame, window moved to another screen).
void updateScale(Context& context) {
    const float scale = displayScale(context.window);
    if (std::fabs(scale - context.scale) < 0.01f) return;
    context.scale = scale;
    const Fonts fonts = buildFonts(scale);
    applyStyle(scale);
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
    context.app->setFonts(fonts, scale);
}

/// The drawing size in device pixels. In the browser the canvas follows its CSS box (the whole window)
/// times devicePixelRatio, so text stays sharp on HiDPI screens.
void framebufferSize(Context& context, int& width, int& height) {
#ifdef __EMSCRIPTEN__
    double cssWidth = 0, cssHeight = 0;
    emscripten_get_element_css_size("#canvas", &cssWidth, &cssHeight);
    width = std::max(1, static_cast<int>(std::lround(cssWidth * context.scale)));
    height = std::max(1, static_cast<int>(std::lround(cssHeight * context.scale)));
    int current = 0, currentHeight = 0;
    emscripten_get_canvas_element_size("#canvas", &current, &currentHeight);
    // Set the canvas size directly: glfwSetWindowSize would request fullscreen when the size happens
    // to equal the screen size.
    if (current != width || currentHeight != height) emscripten_set_canvas_element_size("#canvas", width, height);
#else
    glfwGetFramebufferSize(context.window, &width, &height);
#endif
}

/// The rendered frame as RGB, top row first. Read as RGBA / UNSIGNED_BYTE, the one format that WebGL (and
/// GL ES) guarantees for the default framebuffer: a GL_RGB read fails there and leaves every pixel black.
std::vector<std::uint8_t> framePixels(int width, int height) {
    const std::size_t pixelCount = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
    std::vector<std::uint8_t> rgba(pixelCount * 4);
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, rgba.data());
    // OpenGL's rows start at the bottom; PNG's at the top. The alpha channel is dropped.
    std::vector<std::uint8_t> rgb(pixelCount * 3);
    for (int y = 0; y < height; ++y) {
        const std::size_t from = static_cast<std::size_t>(height - 1 - y) * static_cast<std::size_t>(width) * 4;
        const std::size_t to = static_cast<std::size_t>(y) * static_cast<std::size_t>(width) * 3;
        for (int x = 0; x < width; ++x)
            std::copy_n(rgba.begin() + static_cast<std::ptrdiff_t>(from + static_cast<std::size_t>(x) * 4), 3,
                        rgb.begin() + static_cast<std::ptrdiff_t>(to + static_cast<std::size_t>(x) * 3));
    }
    return rgb;
}

bool saveScreenshot(const std::string& path, int width, int height) {
    const std::vector<std::uint8_t> flipped = framePixels(width, height);
    const std::size_t colours = distinctColours(flipped);
    const bool written = writePng(path, width, height, flipped);
    std::printf("sudolab_app: screenshot %s (%dx%d, %zu distinct colours)\n", path.c_str(), width, height, colours);
    // A blank or nearly blank frame means nothing was drawn: fail the smoke test.
    return written && colours >= 16;
}

/// Keys ImGui saw pressed since its last NewFrame, and releases held back for them. ImGui 1.86 samples
/// key state once per frame, so a key pressed and released between two frames (a quick Ctrl+V, fast
/// typing, a slow frame) would never be seen down; its release is delivered after the frame instead.
std::vector<int> gPressedSinceNewFrame;
std::vector<int> gDeferredReleases;

/// Alt+letter: the play buttons on the keyboard (see the help overlay); true if the key was one. Alt, since
/// plain letters are values on 16x16 boards and the browser keeps most Ctrl+letter chords.
bool queueAltShortcut(App& app, int key) {
    switch (key) {
        case GLFW_KEY_C: app.queueBoardInput({BoardKey::Check}); return true;
        case GLFW_KEY_A: app.queueBoardInput({BoardKey::AutoFill}); return true;
        case GLFW_KEY_N: app.queueBoardInput({BoardKey::NewPuzzle}); return true;
        case GLFW_KEY_G: app.queueBoardInput({BoardKey::EditGivensToggle}); return true;
        case GLFW_KEY_S: app.queueBoardInput({BoardKey::ShareProgress}); return true;
        case GLFW_KEY_L: app.queueBoardInput({BoardKey::CopyLink}); return true;
        default: return false;
    }
}

/// Shortcuts with modifiers (see the help overlay); true if the key was one.
bool queueShortcut(App& app, int key, int mods) {
    const bool ctrl = (mods & (GLFW_MOD_CONTROL | GLFW_MOD_SUPER)) != 0;
    const bool shift = (mods & GLFW_MOD_SHIFT) != 0;
    if (ctrl && key == GLFW_KEY_Z) {
        app.queueBoardInput({shift ? BoardKey::Redo : BoardKey::Undo});
    } else if (ctrl && key == GLFW_KEY_Y) {
        app.queueBoardInput({BoardKey::Redo});
    } else if (ctrl && (key == GLFW_KEY_ENTER || key == GLFW_KEY_KP_ENTER)) {
        // Running a solver shows its whole solution: a chord, so no key a player uses reveals it.
        app.queueBoardInput({BoardKey::RunPause});
    } else if (!ctrl && (mods & GLFW_MOD_ALT) != 0) {
        return queueAltShortcut(app, key);
    } else if (ctrl) {
        return false;
    } else if (key == GLFW_KEY_SPACE) {
        // Players use Space to switch between entries and pencil marks.
        app.queueBoardInput({BoardKey::PencilToggle});
    } else if (key == GLFW_KEY_ENTER || key == GLFW_KEY_KP_ENTER) {
        app.queueBoardInput({BoardKey::Step});
    } else if (shift && key == GLFW_KEY_BACKSPACE) {
        app.queueBoardInput({BoardKey::Reset});
    } else if (shift && key >= GLFW_KEY_1 && key <= GLFW_KEY_9) {
        app.queueBoardInput({BoardKey::Mark, 0, static_cast<sudolab::Value>(key - GLFW_KEY_0)});
    } else if (key == GLFW_KEY_F1) {
        app.queueBoardInput({BoardKey::Help});
    } else if (key == GLFW_KEY_F2) {
        app.queueBoardInput({BoardKey::Hint});
    } else {
        return false;
    }
    return true;
}

void queueBoardKey(int key, int mods) {
    App* app = App::instance();
    if (app == nullptr || queueShortcut(*app, key, mods)) return;
    switch (key) {
        case GLFW_KEY_LEFT: app->queueBoardInput({BoardKey::Left}); break;
        case GLFW_KEY_RIGHT: app->queueBoardInput({BoardKey::Right}); break;
        case GLFW_KEY_UP: app->queueBoardInput({BoardKey::Up}); break;
        case GLFW_KEY_DOWN: app->queueBoardInput({BoardKey::Down}); break;
        case GLFW_KEY_DELETE: app->queueBoardInput({BoardKey::Delete}); break;
        case GLFW_KEY_BACKSPACE: app->queueBoardInput({BoardKey::Backspace}); break;
        case GLFW_KEY_ESCAPE: app->queueBoardInput({BoardKey::Escape}); break;
        default: break;
    }
}

/// Replaces ImGui's key callback and forwards to it (see gDeferredReleases); also feeds the board.
void onKey(GLFWwindow* window, int key, int scancode, int action, int mods) {
    // Key repeat only for moving and clearing: a held Space or Ctrl+Z must not fire every few ms.
    if (action == GLFW_PRESS || (action == GLFW_REPEAT && (mods & GLFW_MOD_CONTROL) == 0 && key != GLFW_KEY_SPACE &&
                                 key != GLFW_KEY_ENTER))
        queueBoardKey(key, mods);
    if (action == GLFW_PRESS) {
        gPressedSinceNewFrame.push_back(key);
    } else if (action == GLFW_RELEASE &&
               std::find(gPressedSinceNewFrame.begin(), gPressedSinceNewFrame.end(), key) != gPressedSinceNewFrame.end()) {
        gDeferredReleases.push_back(key);
        return;
    }
    ImGui_ImplGlfw_KeyCallback(window, key, scancode, action, mods);
}

void onCharacter(GLFWwindow* window, unsigned int character) {
    if (App* app = App::instance()) app->queueBoardInput({BoardKey::Character, static_cast<char32_t>(character)});
    ImGui_ImplGlfw_CharCallback(window, character);
}

/// Called right after ImGui::NewFrame: every key pressed so far has now been seen down.
void keysSeen() { gPressedSinceNewFrame.clear(); }

/// Called at the end of a frame: the held-back releases reach ImGui before its next NewFrame.
void deliverDeferredReleases(GLFWwindow* window) {
    std::vector<int> releases;
    releases.swap(gDeferredReleases);
    for (int key : releases) ImGui_ImplGlfw_KeyCallback(window, key, 0, GLFW_RELEASE, 0);
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

/// One frame: input, solvers + UI, render, optional screenshot. Returns false when the app should exit.
bool frame(Context& context) {
    const double start = nowSeconds();
#ifndef __EMSCRIPTEN__
    glfwPollEvents();
    if (glfwWindowShouldClose(context.window)) return false;
#endif
    updateScale(context);
    int width = 0, height = 0;
    framebufferSize(context, width, height);

    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
#ifdef __EMSCRIPTEN__
    // ImGui works in canvas pixels (mouse positions from GLFW are in canvas pixels too); the UI scale
    // comes from the fonts and style instead of a framebuffer scale.
    ImGui::GetIO().DisplaySize = ImVec2(static_cast<float>(width), static_cast<float>(height));
    ImGui::GetIO().DisplayFramebufferScale = ImVec2(1, 1);
#endif
    applyTouch(context.scale);
    ImGui::NewFrame();
    keysSeen();
    try {
        context.app->frame();
    } catch (const std::exception& e) {
        // Nothing a user or a link does should take the page down: close what the frame left open,
        // stop the runs and show the message.
        ImGui::ErrorCheckEndFrameRecover(nullptr);
        context.app->recover(e.what());
    }
    ImGui::Render();
    deliverDeferredReleases(context.window);

    glViewport(0, 0, width, height);
    glClearColor(24 / 255.0f, 26 / 255.0f, 31 / 255.0f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    if (context.app->wantsFramePixels()) context.app->deliverFramePixels(width, height, framePixels(width, height));

    ++context.frame;
    const bool lastFrame = context.options.frames > 0 && context.frame >= context.options.frames;
    if (lastFrame && !context.options.screenshot.empty() && !saveScreenshot(context.options.screenshot, width, height))
        context.exitCode = 1;
#ifndef __EMSCRIPTEN__
    glfwSwapBuffers(context.window);
#endif
    if (!context.firstFrameShown) {
        context.firstFrameShown = true;
        platform::firstFrameShown();
    }
    const double end = nowSeconds();
    if (context.lastFrameStart > 0)
        context.app->recordFrameTime(static_cast<float>((start - context.lastFrameStart) * 1000),
                                     static_cast<float>((end - start) * 1000), context.app->solverRanLastFrame());
    context.lastFrameStart = start;
    return !lastFrame;
}

#ifdef __EMSCRIPTEN__
void webFrame(void* context) { frame(*static_cast<Context*>(context)); }
const char* const kGlslVersion = "#version 300 es";
#else
const char* const kGlslVersion = "#version 330 core";
#endif

/// GLFW and the window with its GL context (WebGL2 in the browser, OpenGL 3.3 core natively); false,
/// with the reason on stderr, when there is none.
bool openWindow(Context& context) {
    glfwSetErrorCallback([](int code, const char* text) { std::fprintf(stderr, "GLFW error %d: %s\n", code, text); });
    if (!glfwInit()) {
        std::fprintf(stderr, "sudolab_app: cannot initialise GLFW (no display? use xvfb-run)\n");
        return false;
    }
#ifndef __EMSCRIPTEN__
    glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
    glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
    glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
    glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GL_TRUE);
    glfwWindowHint(GLFW_SCALE_TO_MONITOR, GLFW_TRUE);
#endif
    context.window = glfwCreateWindow(context.options.width, context.options.height, "sudolab", nullptr, nullptr);
    if (context.window == nullptr) {
        std::fprintf(stderr, "sudolab_app: cannot create an OpenGL 3.3 window\n");
        glfwTerminate();
        return false;
    }
    glfwMakeContextCurrent(context.window);
#ifndef __EMSCRIPTEN__
    // Headless smoke runs draw as fast as they can; an interactive window follows the display.
    glfwSwapInterval(context.options.frames > 0 ? 0 : 1);
#endif
    return true;
}

/// Dear ImGui on the window, with our key and character callbacks in front of the backend's.
void startImGui(GLFWwindow* window) {
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;  // no imgui.ini: the layout is computed every frame
    ImGui_ImplGlfw_InitForOpenGL(window, true);
    // Ours replace ImGui's key and character callbacks and forward to them.
    glfwSetKeyCallback(window, onKey);
    glfwSetCharCallback(window, onCharacter);
    ImGui_ImplOpenGL3_Init(kGlslVersion);
}

/// The App, in the state the options (or, in the browser, the page's address) ask for.
void startApp(Context& context) {
    context.app = std::make_unique<App>();
    if (context.options.budgetMs > 0) context.app->runSession().setFrameBudgetMs(context.options.budgetMs);
#ifdef __EMSCRIPTEN__
    installWebClipboard();
    installWebInput(context.window);
    const std::string fragment = initialFragment();
#else
    const std::string fragment = context.options.link;
#endif
    // A share fragment opens directly; a whole address (a SudokuWiki ?bd= query) goes through the
    // link reader that the puzzle box uses.
    if (!fragment.empty() && fragment != "#") {
        const bool address = fragment.front() == '?' || fragment.rfind("http", 0) == 0;
        if (address) context.app->loadPuzzleText(fragment, "link");
        else context.app->openLink(fragment);
    } else if (context.options.example.empty()) {
        // Opened without a link: the game played last goes on.
        context.app->resumeLatestGame();
    }
    if (!context.options.example.empty()) context.app->loadExample(context.options.example);
    if (!context.options.algorithm.empty()) context.app->runSession().selectAlgorithm(context.options.algorithm);
    if (context.options.run) context.app->run();
}

#ifndef __EMSCRIPTEN__
/// The smoke run's summary lines (the CI script reads them): frames, status, the error shown, frame times.
void printSmokeSummary(const Context& context) {
    const App& app = *context.app;
    std::printf("sudolab_app: %d frames; status %s; algorithm %s; iteration %llu; link #%s\n", context.frame,
                app.statusText().c_str(), app.algorithm().c_str(),
                static_cast<unsigned long long>(app.currentRun() ? app.currentRun()->snapshot().iteration : 0),
                app.link().c_str());
    if (!app.lastError().empty()) std::printf("sudolab_app: error shown: %s\n", app.lastError().c_str());
    std::vector<float> work = app.frameTimes().runningWorkMs;
    if (!work.empty()) {
        std::sort(work.begin(), work.end());
        std::printf("sudolab_app: time in a frame while solving: median %.1f ms, p95 %.1f ms, max %.1f ms\n", work[work.size() / 2],
                    work[std::min(work.size() - 1, work.size() * 95 / 100)], work.back());
    }
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
#endif

}  // namespace

int main(int argc, char** argv) {
    static Context context;
    if (!parseOptions(argc, argv, context.options)) return 2;
    if (!openWindow(context)) return 1;
    startImGui(context.window);
    startApp(context);
#ifdef __EMSCRIPTEN__
    emscripten_set_main_loop_arg(webFrame, &context, 0, false);
    return 0;
#else
    while (frame(context)) {
    }
    if (context.options.frames > 0) printSmokeSummary(context);
    shutDown(context);
    return context.exitCode;
#endif
}
