// Browser side of the platform interface (shell/platform.hpp): calls into web/library_sudolab.js and
// reads the page's address through Embind's val.
#include <emscripten/val.h>

#include <string>

#include "imgui.h"
#include "platform.hpp"

extern "C" {
void sudolab_copy_text(const char* text);
void sudolab_request_clipboard();
void sudolab_set_fragment(const char* fragment);
void sudolab_first_frame();
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

}  // namespace

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

/// Called from the page's paste event.
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

void firstFrameShown() { sudolab_first_frame(); }

}  // namespace platform

}  // namespace sudolab::app
