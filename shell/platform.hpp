// What the app needs from where it runs (browser page or native window), implemented by
// web/platform_web.cpp and shell/platform_native.cpp.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

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

/// Called once, after the first frame is on screen (the page hides its loading indicator).
void firstFrameShown();

}  // namespace sudolab::app::platform
