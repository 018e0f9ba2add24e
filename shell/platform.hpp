// What the app needs from where it runs (browser page or native window), implemented by
// web/platform_web.cpp and shell/platform_native.cpp: services for the App (clipboard, address bar,
// files, storage, clock) and, for main.cpp's loop, the window (its GL flavour, size, scale, frames).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

struct GLFWwindow;

namespace sudolab::app::platform {

/// Puts text on the system clipboard (browser: navigator.clipboard, asynchronously).
void copyText(const std::string& text);
/// Asks for the clipboard's text; it arrives later through App::receivePastedText (browser: after the
/// user grants access), or at once natively.
void requestClipboardText();
/// Shows the share fragment in the address bar without adding a history entry (no-op natively).
void setFragment(const std::string& fragment);
/// The full link for a fragment: the page's address + '#' + fragment (natively: just '#' + fragment).
std::string linkFor(const std::string& fragment);
/// Saves a file the user asked for: a download in the browser, a file in the current directory natively.
/// Returns where it went (for the notice) or "" if it could not be written.
std::string saveFile(const std::string& name, const std::string& mime, const std::string& bytes);
/// What became of text handed to storeText.
enum class StoreResult { Saved, Full, Unavailable };
/// Keeps text under `key` between visits (browser: localStorage; natively: in memory, for the session).
StoreResult storeText(const std::string& key, const std::string& text);
/// The text kept under `key`, or nullopt (none, or no storage).
std::optional<std::string> loadText(const std::string& key);
/// Milliseconds since 1970 (the wall clock: when a game was saved).
std::int64_t wallClockMs();

/// True when the main pointer is a finger (a touch screen: CSS `pointer: coarse`, or touch points with
/// no mouse); the layout then makes every target at least a finger wide. Natively false.
bool coarsePointer();
/// Called once, after the first frame is on screen (the page hides its loading indicator).
void firstFrameShown();
/// Notes how long a phase of the start took (milliseconds of wall time): the page keeps them in
/// Module.startupMs for bench/app/first_frame_probe.mjs; natively nothing.
void noteStartupPhase(const char* phase, double ms);

// ---- the window, for main.cpp ----
/// The GLSL version ImGui's OpenGL backend writes its shaders in (WebGL2: ES 3.0; native: 3.3 core).
const char* glslVersion();
/// GLFW window hints before the window is made (native: an OpenGL 3.3 core context, scaled to the monitor).
void setWindowHints();
/// After the window, ImGui and the key callbacks exist: native frame pacing (`headless`: as fast as it
/// can), the page's clipboard, wheel and touch input in the browser.
void windowReady(GLFWwindow* window, bool headless);
/// Device pixels per CSS/logical pixel: the page's devicePixelRatio, or the monitor's content scale.
float displayScale(GLFWwindow* window);
/// The drawing size in device pixels. In the browser the canvas follows its CSS box (the whole window)
/// times `scale`, so text stays sharp on HiDPI screens.
void framebufferSize(GLFWwindow* window, float scale, int& width, int& height);
/// Takes the window's events before a tick, first waiting up to `waitSeconds` for one when there is
/// nothing to draw (native; the browser's loop ticks as paceTicks sets); false once the window was
/// closed (native).
bool pollEvents(GLFWwindow* window, double waitSeconds);
/// Sets how the next ticks come, from whether this one drew. Browser: while nothing is drawn, on a 16 ms
/// timer (a loop of animation frames keeps the browser making display frames for a page that shows
/// nothing new: about 0.03 s of CPU a second in software GL, docs/TESTING.md), at animation frames again
/// once a frame is drawn or the page is hidden (the browser stops animation frames there, not timers).
/// Natively nothing: pollEvents waits.
void paceTicks(bool drew);
/// Right after ImGui's backends began a frame (browser: ImGui works in canvas pixels).
void beginImGuiFrame(int width, int height);
/// Shows the rendered frame (native: swaps buffers; the browser shows it by itself).
void presentFrame(GLFWwindow* window);
/// What the app opens at start: the page's address (its fragment, or a SudokuWiki ?bd= address), or
/// natively the --link option.
std::string startLink(const std::string& commandLineLink);
/// Calls `frame(context)` once per display frame. Natively until it returns false, then returns true;
/// in the browser the page's animation loop takes it over and this returns false at once.
bool runFrames(bool (*frame)(void*), void* context);

}  // namespace sudolab::app::platform
