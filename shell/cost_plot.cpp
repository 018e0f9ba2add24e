#include "cost_plot.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "theme.hpp"

namespace sudolab::app {

namespace {

double xOf(const TracePoint& point, const PlotOptions& options) {
    return options.timeAxis ? point.seconds : point.iteration;
}

double yOf(double cost, const PlotOptions& options) {
    const double c = std::max(0.0, cost);
    return options.logScale ? std::log10(1 + c) : c;
}

/// A "nice" tick step (1, 2 or 5 times a power of ten) giving about `count` ticks over `span`.
double niceStep(double span, int count) {
    if (span <= 0) return 1;
    const double raw = span / std::max(1, count);
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    const double fraction = raw / power;
    const double nice = fraction < 1.5 ? 1 : fraction < 3.5 ? 2 : fraction < 7.5 ? 5 : 10;
    return nice * power;
}

/// The x of an iteration on the current axis: itself, or the solver time interpolated from the trace.
double eventX(const std::vector<TracePoint>& trace, double iteration, const PlotOptions& options) {
    if (!options.timeAxis || trace.empty()) return iteration;
    const auto after = std::lower_bound(trace.begin(), trace.end(), iteration,
                                        [](const TracePoint& p, double it) { return p.iteration < it; });
    if (after == trace.begin()) return trace.front().seconds;
    if (after == trace.end()) return trace.back().seconds;
    const TracePoint& b = *after;
    const TracePoint& a = *(after - 1);
    const double t = b.iteration > a.iteration ? (iteration - a.iteration) / (b.iteration - a.iteration) : 0;
    return a.seconds + t * (b.seconds - a.seconds);
}

/// Index of the trace point nearest to x (trace sorted by x).
std::size_t nearestIndex(const std::vector<TracePoint>& trace, double x, const PlotOptions& options) {
    const auto after = std::lower_bound(trace.begin(), trace.end(), x,
                                        [&](const TracePoint& p, double v) { return xOf(p, options) < v; });
    if (after == trace.begin()) return 0;
    if (after == trace.end()) return trace.size() - 1;
    const std::size_t i = static_cast<std::size_t>(after - trace.begin());
    return (x - xOf(trace[i - 1], options) < xOf(trace[i], options) - x) ? i - 1 : i;
}

std::string axisLabel(double value, bool time) {
    if (time) return durationText(value);
    return compactNumber(value);
}

}  // namespace

std::string compactNumber(double value) {
    char buffer[32];
    const double magnitude = std::fabs(value);
    if (magnitude >= 1e9) {
        std::snprintf(buffer, sizeof buffer, "%.3gG", value / 1e9);
    } else if (magnitude >= 1e6) {
        std::snprintf(buffer, sizeof buffer, "%.3gM", value / 1e6);
    } else if (magnitude >= 1e4) {
        std::snprintf(buffer, sizeof buffer, "%.3gk", value / 1e3);
    } else if (magnitude == std::floor(magnitude)) {
        std::snprintf(buffer, sizeof buffer, "%.0f", value);
    } else {
        std::snprintf(buffer, sizeof buffer, "%.3g", value);
    }
    return buffer;
}

std::string durationText(double seconds) {
    char buffer[48];
    if (seconds < 1) {
        std::snprintf(buffer, sizeof buffer, "%.0f ms", seconds * 1000);
    } else if (seconds < 60) {
        std::snprintf(buffer, sizeof buffer, "%.3g s", seconds);
    } else {
        const int minutes = static_cast<int>(seconds / 60);
        std::snprintf(buffer, sizeof buffer, "%d min %.0f s", minutes, seconds - minutes * 60.0);
    }
    return buffer;
}

namespace {

/// Where a plot is on the screen and what its axes span.
struct PlotFrame {
    ImDrawList* draw = nullptr;
    float fontSize = 0;
    ImVec2 origin, size;  ///< the whole widget
    ImVec2 p0, p1;        ///< the axes' box (top-left, bottom-right)
    float width = 1, height = 1;
    double xMax = 1, costMax = 1, yMax = 1;
    const PlotOptions* options = nullptr;

    ImVec2 toScreen(double x, double y) const {
        return ImVec2(p0.x + static_cast<float>(x / xMax) * width, p1.y - static_cast<float>(y / yMax) * height);
    }
    ImVec2 pointAt(const TracePoint& p, double cost) const { return toScreen(xOf(p, *options), yOf(cost, *options)); }
};

bool hasPoints(const PlotSeries& s) { return s.trace != nullptr && !s.trace->empty(); }

/// Lays the plot out in `size` at the cursor and finds the ranges over every series.
PlotFrame framePlot(const std::vector<PlotSeries>& series, const PlotOptions& options, ImVec2 origin, ImVec2 size) {
    PlotFrame f;
    f.draw = ImGui::GetWindowDrawList();
    f.fontSize = ImGui::GetFontSize();
    f.options = &options;
    f.origin = origin;
    f.size = size;
    double xMax = 0, costMax = 0;
    for (const PlotSeries& s : series) {
        if (!hasPoints(s)) continue;
        xMax = std::max(xMax, xOf(s.trace->back(), options));
        for (const TracePoint& p : *s.trace) costMax = std::max(costMax, s.showCurrent ? std::max(p.cost, p.bestCost) : p.bestCost);
    }
    f.xMax = xMax > 0 ? xMax : options.timeAxis ? 0.001 : 1;
    f.costMax = costMax > 0 ? costMax : 1;
    f.yMax = yOf(f.costMax, options) * 1.05;
    const float left = ImGui::CalcTextSize("00000").x + f.fontSize * 0.6f;
    const float bottom = f.fontSize * 1.8f;
    // The top strip holds the legend, so curves never run under it.
    f.p0 = ImVec2(origin.x + left, origin.y + f.fontSize * 1.9f);
    f.p1 = ImVec2(origin.x + size.x - f.fontSize * 0.6f, origin.y + size.y - bottom);
    f.width = std::max(1.0f, f.p1.x - f.p0.x);
    f.height = std::max(1.0f, f.p1.y - f.p0.y);
    return f;
}

/// Horizontal grid and y labels (decades on a log scale, nice steps otherwise), vertical grid and x
/// labels, the axes and the x axis' name.
void drawAxes(const PlotFrame& f) {
    const PlotOptions& options = *f.options;
    ImDrawList* draw = f.draw;
    std::vector<double> yTicks;
    if (options.logScale) {
        yTicks.push_back(0);
        for (double c = 1; yOf(c, options) <= f.yMax && yTicks.size() < 12; c *= 10) yTicks.push_back(c);
    } else {
        const double stepSize = niceStep(f.costMax, 4);
        for (double c = 0; c <= f.costMax * 1.05 && yTicks.size() < 12; c += stepSize) yTicks.push_back(c);
    }
    for (double cost : yTicks) {
        const ImVec2 at = f.toScreen(0, yOf(cost, options));
        draw->AddLine(ImVec2(f.p0.x, at.y), ImVec2(f.p1.x, at.y), palette::kGrid);
        const std::string label = compactNumber(cost);
        const ImVec2 textSize = ImGui::CalcTextSize(label.c_str());
        draw->AddText(ImVec2(f.p0.x - textSize.x - f.fontSize * 0.3f, at.y - textSize.y * 0.5f), palette::kMutedText,
                      label.c_str());
    }
    double xStep = niceStep(f.xMax, std::max(2, static_cast<int>(f.width / (f.fontSize * 7))));
    if (!options.timeAxis) xStep = std::max(1.0, xStep);  // iterations are whole numbers
    for (double x = 0; x <= f.xMax * 1.0001; x += xStep) {
        const ImVec2 at = f.toScreen(x, 0);
        draw->AddLine(ImVec2(at.x, f.p0.y), ImVec2(at.x, f.p1.y), palette::kGrid);
        const std::string label = axisLabel(x, options.timeAxis);
        const ImVec2 textSize = ImGui::CalcTextSize(label.c_str());
        draw->AddText(ImVec2(std::min(at.x - textSize.x * 0.5f, f.p1.x - textSize.x), f.p1.y + f.fontSize * 0.25f),
                      palette::kMutedText, label.c_str());
    }
    draw->AddLine(ImVec2(f.p0.x, f.p1.y), f.p1, palette::kAxis);
    draw->AddLine(f.p0, ImVec2(f.p0.x, f.p1.y), palette::kAxis);
    const char* xName = options.timeAxis ? "solver time" : "iterations";
    const ImVec2 xNameSize = ImGui::CalcTextSize(xName);
    draw->AddText(ImVec2(f.p1.x - xNameSize.x, f.p1.y - xNameSize.y - f.fontSize * 0.2f), palette::kMutedText, xName);
}

/// Events (restarts, reheats): a mark at the top per pixel bin, and a line down through the curves
/// only where marks are far apart: hundreds of restarts would otherwise merge into a solid band over
/// the curves. A bin's mark grows with the number of events in it. Returns the hovered events' text.
std::string drawEvents(const PlotFrame& f, const std::vector<PlotSeries>& series, bool hovered) {
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    std::string eventTip;
    const float bin = std::max(3.0f, f.fontSize * 0.25f);
    const int bins = std::max(1, static_cast<int>(f.width / bin) + 1);
    for (const PlotSeries& s : series) {
        if (s.events.empty() || s.trace == nullptr) continue;
        const ImU32 color = series.size() > 1 ? ((s.color & 0x00FFFFFF) | 0x90000000) : palette::kEvent;
        std::vector<int> counts(static_cast<std::size_t>(bins), 0);
        for (const RunEvent& event : s.events) {
            const ImVec2 at = f.toScreen(eventX(*s.trace, static_cast<double>(event.iteration), *f.options), 0);
            const int index = std::clamp(static_cast<int>((at.x - f.p0.x) / bin), 0, bins - 1);
            ++counts[static_cast<std::size_t>(index)];
            if (hovered && std::fabs(mouse.x - at.x) < f.fontSize * 0.3f && eventTip.size() < 400)
                eventTip += s.name + ": " + std::string(eventKindName(event.kind)) + " at iteration " +
                            compactNumber(static_cast<double>(event.iteration)) + "\n";
        }
        const int apart = static_cast<int>(std::ceil(f.fontSize * 0.8f / bin));  // bins on each side that must be empty
        for (int i = 0; i < bins; ++i) {
            const int count = counts[static_cast<std::size_t>(i)];
            if (count == 0) continue;
            const float x = f.p0.x + (static_cast<float>(i) + 0.5f) * bin;
            const float t = f.fontSize * 0.3f * std::min(2.0f, 1.0f + std::log10(static_cast<float>(count)));
            f.draw->AddTriangleFilled(ImVec2(x - t, f.p0.y), ImVec2(x + t, f.p0.y), ImVec2(x, f.p0.y + t * 1.6f), color);
            bool alone = true;
            for (int j = std::max(0, i - apart); j <= std::min(bins - 1, i + apart) && alone; ++j)
                alone = j == i || counts[static_cast<std::size_t>(j)] == 0;
            if (alone && count == 1) f.draw->AddLine(ImVec2(x, f.p0.y), ImVec2(x, f.p1.y), color, 1.0f);
        }
    }
    return eventTip;
}

/// Curves: the noisy current cost thin and translucent, the best cost solid on top. Every kept point
/// is drawn (the trace is bounded and already min/max-decimated, so its dips stay visible).
void drawCurves(const PlotFrame& f, const std::vector<PlotSeries>& series) {
    std::vector<ImVec2> points;
    for (int pass = 0; pass < 2; ++pass) {
        for (const PlotSeries& s : series) {
            if (!hasPoints(s) || (pass == 0 && !s.showCurrent)) continue;
            points.clear();
            for (const TracePoint& p : *s.trace) points.push_back(f.pointAt(p, pass == 0 ? p.cost : p.bestCost));
            const ImU32 color = pass == 0 ? (series.size() > 1 ? ((s.color & 0x00FFFFFF) | 0x60000000) : palette::kCurrentCost)
                                          : (series.size() > 1 ? s.color : palette::kBestCost);
            if (points.size() == 1) {
                f.draw->AddCircleFilled(points[0], f.fontSize * 0.2f, color);
            } else {
                f.draw->AddPolyline(points.data(), static_cast<int>(points.size()), color, 0,
                                    pass == 0 ? 1.0f : std::max(1.5f, f.fontSize * 0.13f));
            }
        }
    }
}

/// The legend in the top strip: the two curves and the event marks, or one entry per race lane.
void drawPlotLegend(const PlotFrame& f, const std::vector<PlotSeries>& series) {
    const float fontSize = f.fontSize;
    ImVec2 legend(f.p0.x + fontSize * 0.5f, f.origin.y + fontSize * 0.35f);
    auto legendEntry = [&](ImU32 color, const std::string& text) {
        f.draw->AddLine(ImVec2(legend.x, legend.y + fontSize * 0.55f), ImVec2(legend.x + fontSize, legend.y + fontSize * 0.55f),
                        color, fontSize * 0.15f);
        f.draw->AddText(ImVec2(legend.x + fontSize * 1.3f, legend.y), palette::kMutedText, text.c_str());
        legend.x += fontSize * 2 + ImGui::CalcTextSize(text.c_str()).x;
    };
    if (series.size() == 1) {
        legendEntry(palette::kCurrentCost, "current cost");
        legendEntry(palette::kBestCost, "best cost");
        if (!series[0].events.empty()) legendEntry(palette::kEvent, "restart / reheat");
    } else {
        for (const PlotSeries& s : series) legendEntry(s.color, s.name);
    }
    const char* note = "log scale";
    if (f.options->logScale && legend.x + ImGui::CalcTextSize(note).x < f.p1.x)
        f.draw->AddText(ImVec2(f.p1.x - ImGui::CalcTextSize(note).x, f.origin.y + fontSize * 0.35f), palette::kMutedText, note);
}

/// Hover read-out: a cursor line and the values of every series at the mouse's x, plus `eventTip`.
void drawReadout(const PlotFrame& f, const std::vector<PlotSeries>& series, std::string tip) {
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    if (mouse.x < f.p0.x || mouse.x > f.p1.x) return;
    f.draw->AddLine(ImVec2(mouse.x, f.p0.y), ImVec2(mouse.x, f.p1.y), palette::rgba(255, 255, 255, 90));
    const double x = (mouse.x - f.p0.x) / f.width * f.xMax;
    std::string values;
    for (const PlotSeries& s : series) {
        if (!hasPoints(s)) continue;
        const TracePoint& p = (*s.trace)[nearestIndex(*s.trace, x, *f.options)];
        f.draw->AddCircleFilled(f.pointAt(p, p.bestCost), f.fontSize * 0.25f, series.size() > 1 ? s.color : palette::kBestCost);
        char line[256];
        std::snprintf(line, sizeof line, "%s%siteration %s, %s: cost %s, best %s\n", s.name.c_str(),
                      s.name.empty() ? "" : ": ", compactNumber(p.iteration).c_str(), durationText(p.seconds).c_str(),
                      compactNumber(p.cost).c_str(), compactNumber(p.bestCost).c_str());
        values += line;
    }
    tip = values + tip;
    if (tip.empty()) return;
    tip.pop_back();
    ImGui::SetTooltip("%s", tip.c_str());
}

}  // namespace

void drawCostPlot(const char* id, const std::vector<PlotSeries>& series, const PlotOptions& options, ImVec2 size) {
    const float fontSize = ImGui::GetFontSize();
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    size.x = std::max(size.x, fontSize * 8);
    size.y = std::max(size.y, fontSize * 6);
    ImGui::InvisibleButton(id, size);
    const bool hovered = ImGui::IsItemHovered();
    const PlotFrame f = framePlot(series, options, origin, size);
    const ImVec2 end(origin.x + size.x, origin.y + size.y);
    f.draw->AddRectFilled(origin, end, palette::rgba(28, 30, 36), fontSize * 0.4f);
    f.draw->PushClipRect(origin, end, true);
    if (std::none_of(series.begin(), series.end(), hasPoints)) {
        const char* hint = "The cost trace appears here once a run starts.";
        // Wrapped to the plot's width: a narrow column cut the sentence at both ends.
        const float wrap = std::max(fontSize * 4, size.x - 2 * fontSize);
        const ImVec2 hintSize = ImGui::CalcTextSize(hint, nullptr, false, wrap);
        f.draw->AddText(ImGui::GetFont(), ImGui::GetFontSize(),
                        ImVec2(origin.x + (size.x - hintSize.x) * 0.5f, origin.y + (size.y - hintSize.y) * 0.5f),
                        palette::kMutedText, hint, nullptr, wrap);
    } else {
        drawAxes(f);
        const std::string eventTip = drawEvents(f, series, hovered);
        drawCurves(f, series);
        drawPlotLegend(f, series);
        if (hovered) drawReadout(f, series, eventTip);
    }
    f.draw->PopClipRect();
}

}  // namespace sudolab::app
