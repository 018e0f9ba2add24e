// Keys and characters from GLFW: shortcuts and board keys queued on the App (BoardInput), and everything
// forwarded to ImGui's GLFW backend, with releases held back so that no quick key press is lost (ImGui
// 1.86 samples key state once per frame).
#pragma once

struct GLFWwindow;

namespace sudolab::app {

/// Puts our key, character and mouse callbacks in front of ImGui's (call after ImGui_ImplGlfw_InitForOpenGL);
/// every event also wakes the main loop (wakeForInput).
void installKeyInput(GLFWwindow* window);
/// An input event or a command from the page's script arrived: the app draws its next frames.
void wakeForInput();
/// True when the latest mouse button press came with Ctrl or Cmd held (it adds a cell to the selection).
bool lastPressAddsToSelection();
/// Called right after ImGui::NewFrame: every key pressed so far has now been seen down.
void keysSeen();
/// Called at the end of a frame: the held-back releases reach ImGui before its next NewFrame.
void deliverDeferredReleases(GLFWwindow* window);

}  // namespace sudolab::app
