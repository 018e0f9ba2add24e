// Keys and characters from GLFW for the board (queued on the App) and for ImGui (key_input.hpp).
#include "key_input.hpp"

#include <vector>

#include "app.hpp"
#include "gl.hpp"
#include "imgui_impl_glfw.h"

namespace sudolab::app {

namespace {

/// Whether a key was pressed since ImGui's last NewFrame, and the releases held back while one was. ImGui 1.86 samples
/// key state once per frame, so a key pressed and released between two frames (a quick Ctrl+V, fast
/// typing, a slow frame) would never be seen down; its release is delivered after the frame instead. A
/// modifier held from an earlier frame is held back too: a quick Ctrl+A whose Ctrl went down before a
/// frame and up with the A before the next would otherwise show ImGui the A alone (the backend sets
/// io.KeyCtrl in the key callback), so the text box's select-all became a plain A.
bool gKeyPressedSinceNewFrame = false;
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
    } else if (ctrl && key >= GLFW_KEY_1 && key <= GLFW_KEY_9) {
        // Ctrl+digit: a centre mark (SudokuPad's key; where the browser keeps Ctrl+digit for its tabs,
        // Space switches to centre-mark mode instead).
        app.queueBoardInput({BoardKey::CentreMark, 0, static_cast<sudolab::Value>(key - GLFW_KEY_0)});
    } else if (ctrl) {
        return false;
    } else if (key == GLFW_KEY_SPACE) {
        // Players use Space to switch between the entry modes: digit, corner, centre, colour.
        app.queueBoardInput({BoardKey::EntryModeCycle});
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
    // Shift+arrows extend the selection (multi-select from the keyboard).
    const bool extend = (mods & GLFW_MOD_SHIFT) != 0;
    switch (key) {
        case GLFW_KEY_LEFT: app->queueBoardInput({BoardKey::Left, 0, 0, extend}); break;
        case GLFW_KEY_RIGHT: app->queueBoardInput({BoardKey::Right, 0, 0, extend}); break;
        case GLFW_KEY_UP: app->queueBoardInput({BoardKey::Up, 0, 0, extend}); break;
        case GLFW_KEY_DOWN: app->queueBoardInput({BoardKey::Down, 0, 0, extend}); break;
        case GLFW_KEY_DELETE: app->queueBoardInput({BoardKey::Delete}); break;
        case GLFW_KEY_BACKSPACE: app->queueBoardInput({BoardKey::Backspace}); break;
        case GLFW_KEY_ESCAPE: app->queueBoardInput({BoardKey::Escape}); break;
        default: break;
    }
}

/// Replaces ImGui's key callback and forwards to it (see gDeferredReleases); also feeds the board.
void onKey(GLFWwindow* window, int key, int scancode, int action, int mods) {
    wakeForInput();
    // Key repeat only for moving and clearing: a held Space or Ctrl+Z must not fire every few ms.
    if (action == GLFW_PRESS ||
        (action == GLFW_REPEAT && (mods & GLFW_MOD_CONTROL) == 0 && key != GLFW_KEY_SPACE && key != GLFW_KEY_ENTER))
        queueBoardKey(key, mods);
    if (action == GLFW_PRESS) {
        gKeyPressedSinceNewFrame = true;
    } else if (action == GLFW_RELEASE && gKeyPressedSinceNewFrame) {
        gDeferredReleases.push_back(key);
        return;
    }
    ImGui_ImplGlfw_KeyCallback(window, key, scancode, action, mods);
}

/// The modifiers of the latest mouse button press (Ctrl/Cmd+click adds a cell to the selection). Taken
/// from the press itself: ImGui 1.86 learns of a held Ctrl only from key events, which the page does not
/// always pass on while a mouse button is used.
int gLastPressMods = 0;

void onMouseButton(GLFWwindow* window, int button, int action, int mods) {
    wakeForInput();
    if (action == GLFW_PRESS) gLastPressMods = mods;
    ImGui_ImplGlfw_MouseButtonCallback(window, button, action, mods);
}

void onCharacter(GLFWwindow* window, unsigned int character) {
    wakeForInput();
    if (App* app = App::instance()) app->queueBoardInput({BoardKey::Character, static_cast<char32_t>(character)});
    ImGui_ImplGlfw_CharCallback(window, character);
}

// The other events only wake the loop: ImGui 1.86 polls the cursor position itself, and its backend's
// callbacks take the rest.
void onCursorMoved(GLFWwindow*, double, double) { wakeForInput(); }

void onScroll(GLFWwindow* window, double x, double y) {
    wakeForInput();
    ImGui_ImplGlfw_ScrollCallback(window, x, y);
}

void onFocus(GLFWwindow* window, int focused) {
    wakeForInput();
    ImGui_ImplGlfw_WindowFocusCallback(window, focused);
}

void onCursorEnter(GLFWwindow* window, int entered) {
    wakeForInput();
    ImGui_ImplGlfw_CursorEnterCallback(window, entered);
}

}  // namespace

void wakeForInput() {
    if (App* app = App::instance()) app->pacer().wake();
}

void installKeyInput(GLFWwindow* window) {
    glfwSetKeyCallback(window, onKey);
    glfwSetCharCallback(window, onCharacter);
    glfwSetMouseButtonCallback(window, onMouseButton);
    glfwSetCursorPosCallback(window, onCursorMoved);
    glfwSetScrollCallback(window, onScroll);
    glfwSetWindowFocusCallback(window, onFocus);
    glfwSetCursorEnterCallback(window, onCursorEnter);
}

bool lastPressAddsToSelection() { return (gLastPressMods & (GLFW_MOD_CONTROL | GLFW_MOD_SUPER)) != 0; }

void keysSeen() { gKeyPressedSinceNewFrame = false; }

void deliverDeferredReleases(GLFWwindow* window) {
    std::vector<int> releases;
    releases.swap(gDeferredReleases);
    for (int key : releases) ImGui_ImplGlfw_KeyCallback(window, key, 0, GLFW_RELEASE, 0);
}

}  // namespace sudolab::app
