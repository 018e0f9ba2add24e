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

void drawCostPlot(const char* id, const std::vector<PlotSeries>& series, const PlotOptions& options, ImVec2 size) {
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const float fontSize = ImGui::GetFontSize();
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    size.x = std::max(size.x, fontSize * 8);
    size.y = std::max(size.y, fontSize * 6);
    ImGui::InvisibleButton(id, size);
    const bool hovered = ImGui::IsItemHovered();

    // Ranges over every series.
    double xMax = 0, costMax = 0;
    for (const PlotSeries& s : series) {
        if (s.trace == nullptr || s.trace->empty()) continue;
        xMax = std::max(xMax, xOf(s.trace->back(), options));
        for (const TracePoint& p : *s.trace) costMax = std::max(costMax, s.showCurrent ? std::max(p.cost, p.bestCost) : p.bestCost);
    }
    if (xMax <= 0) xMax = options.timeAxis ? 0.001 : 1;
    if (costMax <= 0) costMax = 1;
    const double yMax = yOf(costMax, options) * 1.05;

    const float left = ImGui::CalcTextSize("00000").x + fontSize * 0.6f;
    const float bottom = fontSize * 1.8f;
    // The top strip holds the legend, so curves never run under it.
    const ImVec2 p0(origin.x + left, origin.y + fontSize * 1.9f);
    const ImVec2 p1(origin.x + size.x - fontSize * 0.6f, origin.y + size.y - bottom);
    const float width = std::max(1.0f, p1.x - p0.x);
    const float height = std::max(1.0f, p1.y - p0.y);
    auto toScreen = [&](double x, double y) {
        return ImVec2(p0.x + static_cast<float>(x / xMax) * width, p1.y - static_cast<float>(y / yMax) * height);
    };

    draw->AddRectFilled(origin, ImVec2(origin.x + size.x, origin.y + size.y), palette::rgba(28, 30, 36), fontSize * 0.4f);
    draw->PushClipRect(origin, ImVec2(origin.x + size.x, origin.y + size.y), true);

    const bool empty = std::none_of(series.begin(), series.end(),
                                    [](const PlotSeries& s) { return s.trace != nullptr && !s.trace->empty(); });
    if (empty) {
        const char* hint = "The cost trace appears here once a run starts.";
        const ImVec2 hintSize = ImGui::CalcTextSize(hint);
        draw->AddText(ImVec2(origin.x + (size.x - hintSize.x) * 0.5f, origin.y + (size.y - hintSize.y) * 0.5f), palette::kMutedText, hint);
        draw->PopClipRect();
        return;
    }

    // Horizontal grid and y labels: decades on a log scale, nice steps otherwise.
    std::vector<double> yTicks;
    if (options.logScale) {
        yTicks.push_back(0);
        for (double c = 1; yOf(c, options) <= yMax && yTicks.size() < 12; c *= 10) yTicks.push_back(c);
    } else {
        const double stepSize = niceStep(costMax, 4);
        for (double c = 0; c <= costMax * 1.05 && yTicks.size() < 12; c += stepSize) yTicks.push_back(c);
    }
    for (double cost : yTicks) {
        const ImVec2 at = toScreen(0, yOf(cost, options));
        draw->AddLine(ImVec2(p0.x, at.y), ImVec2(p1.x, at.y), palette::kGrid);
        const std::string label = compactNumber(cost);
        const ImVec2 textSize = ImGui::CalcTextSize(label.c_str());
        draw->AddText(ImVec2(p0.x - textSize.x - fontSize * 0.3f, at.y - textSize.y * 0.5f), palette::kMutedText,
                      label.c_str());
    }
    // Vertical grid and x labels.
    double xStep = niceStep(xMax, std::max(2, static_cast<int>(width / (fontSize * 7))));
    if (!options.timeAxis) xStep = std::max(1.0, xStep);  // iterations are whole numbers
    for (double x = 0; x <= xMax * 1.0001; x += xStep) {
        const ImVec2 at = toScreen(x, 0);
        draw->AddLine(ImVec2(at.x, p0.y), ImVec2(at.x, p1.y), palette::kGrid);
        const std::string label = axisLabel(x, options.timeAxis);
        const ImVec2 textSize = ImGui::CalcTextSize(label.c_str());
        draw->AddText(ImVec2(std::min(at.x - textSize.x * 0.5f, p1.x - textSize.x), p1.y + fontSize * 0.25f),
                      palette::kMutedText, label.c_str());
    }
    draw->AddLine(ImVec2(p0.x, p1.y), p1, palette::kAxis);
    draw->AddLine(p0, ImVec2(p0.x, p1.y), palette::kAxis);
    const char* xName = options.timeAxis ? "solver time" : "iterations";
    const ImVec2 xNameSize = ImGui::CalcTextSize(xName);
    draw->AddText(ImVec2(p1.x - xNameSize.x, p1.y - xNameSize.y - fontSize * 0.2f), palette::kMutedText, xName);

    // Events (restarts, reheats): a mark at the top per pixel bin, and a line down through the curves
    // only where marks are far apart: hundreds of restarts would otherwise merge into a solid band
    // over the curves. A bin's mark grows with the number of events in it.
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    std::string eventTip;
    const float bin = std::max(3.0f, fontSize * 0.25f);
    const int bins = std::max(1, static_cast<int>(width / bin) + 1);
    for (const PlotSeries& s : series) {
        if (s.events.empty() || s.trace == nullptr) continue;
        const ImU32 color = series.size() > 1 ? ((s.color & 0x00FFFFFF) | 0x90000000) : palette::kEvent;
        std::vector<int> counts(static_cast<std::size_t>(bins), 0);
        for (const RunEvent& event : s.events) {
            const ImVec2 at = toScreen(eventX(*s.trace, static_cast<double>(event.iteration), options), 0);
            const int index = std::clamp(static_cast<int>((at.x - p0.x) / bin), 0, bins - 1);
            ++counts[static_cast<std::size_t>(index)];
            if (hovered && std::fabs(mouse.x - at.x) < fontSize * 0.3f && eventTip.size() < 400)
                eventTip += s.name + ": " + std::string(eventKindName(event.kind)) + " at iteration " + compactNumber(static_cast<double>(event.iteration)) + "\n";
        }
        const int apart = static_cast<int>(std::ceil(fontSize * 0.8f / bin));  // bins on each side that must be empty
        for (int i = 0; i < bins; ++i) {
            const int count = counts[static_cast<std::size_t>(i)];
            if (count == 0) continue;
            const float x = p0.x + (static_cast<float>(i) + 0.5f) * bin;
            const float t = fontSize * 0.3f * std::min(2.0f, 1.0f + std::log10(static_cast<float>(count)));
            draw->AddTriangleFilled(ImVec2(x - t, p0.y), ImVec2(x + t, p0.y), ImVec2(x, p0.y + t * 1.6f), color);
            bool alone = true;
            for (int j = std::max(0, i - apart); j <= std::min(bins - 1, i + apart) && alone; ++j)
                alone = j == i || counts[static_cast<std::size_t>(j)] == 0;
            if (alone && count == 1) draw->AddLine(ImVec2(x, p0.y), ImVec2(x, p1.y), color, 1.0f);
        }
    }

    // Curves: the noisy current cost thin and translucent, the best cost solid on top.
    std::vector<ImVec2> points;
    for (int pass = 0; pass < 2; ++pass) {
        for (const PlotSeries& s : series) {
            if (s.trace == nullptr || s.trace->empty()) continue;
            if (pass == 0 && !s.showCurrent) continue;
            points.clear();
            // At most a few points per pixel column: the trace may hold thousands of samples.
            const std::size_t n = s.trace->size();
            const std::size_t stride = std::max<std::size_t>(1, n / static_cast<std::size_t>(width * 2));
            for (std::size_t i = 0; i < n; i += stride) {
                const TracePoint& p = (*s.trace)[i];
                points.push_back(toScreen(xOf(p, options), yOf(pass == 0 ? p.cost : p.bestCost, options)));
            }
            const TracePoint& last = s.trace->back();
            points.push_back(toScreen(xOf(last, options), yOf(pass == 0 ? last.cost : last.bestCost, options)));
            const ImU32 color = pass == 0 ? (series.size() > 1 ? ((s.color & 0x00FFFFFF) | 0x60000000) : palette::kCurrentCost)
                                          : (series.size() > 1 ? s.color : palette::kBestCost);
            if (points.size() == 1) {
                draw->AddCircleFilled(points[0], fontSize * 0.2f, color);
            } else {
                draw->AddPolyline(points.data(), static_cast<int>(points.size()), color, 0,
                                  pass == 0 ? 1.0f : std::max(1.5f, fontSize * 0.13f));
            }
        }
    }

    // Legend.
    ImVec2 legend(p0.x + fontSize * 0.5f, origin.y + fontSize * 0.35f);
    auto legendEntry = [&](ImU32 color, const std::string& text) {
        draw->AddLine(ImVec2(legend.x, legend.y + fontSize * 0.55f), ImVec2(legend.x + fontSize, legend.y + fontSize * 0.55f),
                      color, fontSize * 0.15f);
        draw->AddText(ImVec2(legend.x + fontSize * 1.3f, legend.y), palette::kMutedText, text.c_str());
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
    if (options.logScale && legend.x + ImGui::CalcTextSize(note).x < p1.x)
        draw->AddText(ImVec2(p1.x - ImGui::CalcTextSize(note).x, origin.y + fontSize * 0.35f), palette::kMutedText, note);

    // Hover read-out: a cursor line and the values of every series at that x.
    if (hovered && mouse.x >= p0.x && mouse.x <= p1.x) {
        draw->AddLine(ImVec2(mouse.x, p0.y), ImVec2(mouse.x, p1.y), palette::rgba(255, 255, 255, 90));
        const double x = (mouse.x - p0.x) / width * xMax;
        std::string tip;
        for (const PlotSeries& s : series) {
            if (s.trace == nullptr || s.trace->empty()) continue;
            const TracePoint& p = (*s.trace)[nearestIndex(*s.trace, x, options)];
            const ImVec2 at = toScreen(xOf(p, options), yOf(p.bestCost, options));
            draw->AddCircleFilled(at, fontSize * 0.25f, series.size() > 1 ? s.color : palette::kBestCost);
            char line[256];
            std::snprintf(line, sizeof line, "%s%siteration %s, %s: cost %s, best %s\n", s.name.c_str(),
                          s.name.empty() ? "" : ": ", compactNumber(p.iteration).c_str(), durationText(p.seconds).c_str(),
                          compactNumber(p.cost).c_str(), compactNumber(p.bestCost).c_str());
            tip += line;
        }
        tip += eventTip;
        if (!tip.empty()) {
            tip.pop_back();
            ImGui::SetTooltip("%s", tip.c_str());
        }
    }
    draw->PopClipRect();
}

}  // namespace sudolab::app
