// ImGui colour conversion shared by the app's views (one definition, so the views compile as unity units).
#pragma once

#include "imgui.h"

namespace sudolab::app {

/// A packed ImU32 colour (palette.hpp's values) as the float vector ImGui's style stack takes.
inline ImVec4 toVec4(ImU32 color) { return ImGui::ColorConvertU32ToFloat4(color); }

}  // namespace sudolab::app
