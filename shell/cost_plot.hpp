// The cost trace plot, drawn with ImDrawList (ImGui 1.86 has no plotting widget): current and best cost
// against iterations or solver time, optional log scale, markers for restarts/reheats, hover read-out.
#pragma once

#include <string>
#include <vector>

#include "imgui.h"
#include "model/solver_run.hpp"

namespace sudolab::app {

struct PlotOptions {
    bool timeAxis = false;  ///< x = solver seconds instead of iterations
    bool logScale = true;   ///< y = log10(1 + cost)
};

/// One curve pair (current and best cost) of one run.
struct PlotSeries {
    std::string name;
    ImU32 color = 0;
    const std::vector<TracePoint>* trace = nullptr;
    std::span<const RunEvent> events;  ///< restarts, reheats (markers)
    bool showCurrent = true;  ///< also draw the (noisy) current cost, not only the best
};

/// Draws the plot at the cursor, filling `size` (pixels), with its own hover tooltip.
void drawCostPlot(const char* id, const std::vector<PlotSeries>& series, const PlotOptions& options, ImVec2 size);

/// "12.3k", "4.56M": compact numbers for axes and tables.
std::string compactNumber(double value);
/// "850 ms", "12.4 s", "3 min 5 s".
std::string durationText(double seconds);

}  // namespace sudolab::app
