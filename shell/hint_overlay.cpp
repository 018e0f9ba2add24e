#include "hint_overlay.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>

#include "text/format.hpp"
#include "widgets.hpp"

namespace sudolab::app {

namespace {

// The hint's colours: blue units (the first one, where the argument is made, stronger), green pattern,
// red eliminations — the colours SudokuWiki and HoDoKu readers know.
constexpr ImU32 kHintUnit = palette::rgba(70, 130, 230, 70);
constexpr ImU32 kHintCoverUnit = palette::rgba(70, 130, 230, 35);
constexpr ImU32 kHintCell = palette::rgba(90, 220, 120);
constexpr ImU32 kHintValue = palette::rgba(60, 170, 90, 220);
constexpr ImU32 kHintRemoved = palette::rgba(220, 70, 70, 220);
constexpr ImU32 kHintText = palette::rgba(255, 255, 255);
// Chains: strong links (one end is true) solid and thick, weak links (not both true) dashed and thin,
// in one orange that stands apart from the pattern's green and the eliminations' red.
constexpr ImU32 kChainLink = palette::rgba(245, 160, 40, 235);
// Colouring: a cluster's two sides in blue and magenta, a second cluster's (multi-colouring) in teal and
// olive; all dark enough for the white symbol and apart from the green, red and orange above.
constexpr std::array<ImU32, 4> kClusterColours = {palette::rgba(40, 100, 220, 235), palette::rgba(190, 50, 190, 235),
                                                  palette::rgba(20, 140, 150, 235), palette::rgba(100, 130, 30, 235)};

/// ALS, death blossom and Sue de Coq: each group's cells outlined and its candidates drawn in the
/// cluster colours above (group 0 blue, then magenta, teal, olive); a restricted common value, true in at
/// most one of the two groups it joins, gets an orange ring (the chains' colour: it is a weak link).
constexpr float kRingWidth = 0.12f;

/// A value as the board draws it: its symbol up to 36x36, its number on 49x49 and 64x64.
std::string boardSymbol(int size, Value v) {
    if (size > 36) return std::to_string(v);
    return std::string(1, symbolFor(v, size > 35 ? Alphabet::ZeroBased : Alphabet::Standard));
}

struct CellFrame {
    ImVec2 origin;
    float cell = 0;
    int order = 0;
    const Geometry* geometry = nullptr;

    ImVec2 min(int c) const {
        return ImVec2(origin.x + static_cast<float>(geometry->columnOf(c)) * cell,
                      origin.y + static_cast<float>(geometry->rowOf(c)) * cell);
    }
    /// Centre of candidate v's place in the cell's order x order mini-grid (where pencil marks are drawn).
    ImVec2 candidate(int c, Value v) const {
        const float sub = cell / static_cast<float>(order);
        const ImVec2 m = min(c);
        return ImVec2(m.x + (static_cast<float>((v - 1) % order) + 0.5f) * sub,
                      m.y + (static_cast<float>((v - 1) / order) + 0.5f) * sub);
    }
};

/// One candidate drawn as a coloured disc with its symbol; `struck` adds a line through it.
void drawCandidate(ImDrawList* draw, const CellFrame& frame, const Fonts& fonts, int c, Value v, ImU32 colour,
                   bool struck) {
    const float sub = frame.cell / static_cast<float>(frame.order);
    const ImVec2 centre = frame.candidate(c, v);
    const float radius = sub * 0.46f;
    draw->AddCircleFilled(centre, radius, colour);
    const float size = std::floor(sub * 0.8f);
    if (size >= 6) {
        const std::string symbol = boardSymbol(frame.geometry->size, v);
        ImFont* font = fonts.boardFontFor(size);
        const ImVec2 extent = font->CalcTextSizeA(size, 1e9f, 0, symbol.c_str());
        draw->AddText(font, size, ImVec2(std::round(centre.x - extent.x * 0.5f), std::round(centre.y - extent.y * 0.5f)),
                      kHintText, symbol.c_str());
    }
    if (struck)
        draw->AddLine(ImVec2(centre.x - radius, centre.y + radius), ImVec2(centre.x + radius, centre.y - radius), kHintText,
                      std::max(1.0f, sub * 0.08f));
}

void tintUnits(ImDrawList* draw, const CellFrame& frame, const Hint& hint) {
    for (std::size_t i = 0; i < hint.units.size(); ++i) {
        // Singles, subsets and intersections argue in their first unit; a fish's base lines are its first half.
        const bool fish = (hint.technique >= Technique::XWing && hint.technique <= Technique::Jellyfish) ||
                          (hint.technique >= Technique::FinnedXWing && hint.technique <= Technique::FinnedJellyfish);
        const bool base = i == 0 || (fish && i < hint.units.size() / 2);
        for (int c : frame.geometry->units[hint.units[i]]) {
            const ImVec2 a = frame.min(c);
            draw->AddRectFilled(a, ImVec2(a.x + frame.cell, a.y + frame.cell), base ? kHintUnit : kHintCoverUnit);
        }
    }
}

/// A dashed line from a to b: dashes and gaps of `dash` pixels.
void dashedLine(ImDrawList* draw, ImVec2 a, ImVec2 b, ImU32 colour, float thickness, float dash) {
    const float dx = b.x - a.x, dy = b.y - a.y;
    const float length = std::sqrt(dx * dx + dy * dy);
    if (length <= 0) return;
    for (float t = 0; t < length; t += 2 * dash) {
        const float end = std::min(length, t + dash);
        draw->AddLine(ImVec2(a.x + dx * t / length, a.y + dy * t / length),
                      ImVec2(a.x + dx * end / length, a.y + dy * end / length), colour, thickness);
    }
}

/// Where a link meets a chain node: the candidate's centre, or the middle of a group's candidates.
ImVec2 nodeCentre(const CellFrame& frame, const ChainNode& node, const std::vector<int>& group) {
    if (group.empty()) return frame.candidate(node.cell, node.value);
    ImVec2 sum(0, 0);
    for (int c : group) {
        const ImVec2 p = frame.candidate(c, node.value);
        sum = ImVec2(sum.x + p.x, sum.y + p.y);
    }
    const float n = static_cast<float>(group.size());
    return ImVec2(sum.x / n, sum.y / n);
}

/// A grouped node: one rounded outline around its candidates, in the chains' colour.
void outlineGroup(ImDrawList* draw, const CellFrame& frame, Value v, const std::vector<int>& group) {
    const float sub = frame.cell / static_cast<float>(frame.order);
    ImVec2 lo = frame.candidate(group.front(), v), hi = lo;
    for (int c : group) {
        const ImVec2 p = frame.candidate(c, v);
        lo = ImVec2(std::min(lo.x, p.x), std::min(lo.y, p.y));
        hi = ImVec2(std::max(hi.x, p.x), std::max(hi.y, p.y));
    }
    const float pad = sub * 0.55f;
    draw->AddRect(ImVec2(lo.x - pad, lo.y - pad), ImVec2(hi.x + pad, hi.y + pad), kChainLink, pad, 0,
                  std::max(1.5f, sub * 0.1f));
}

/// The chain's links between candidate centres (a group's middle), stopping short of the discs so the
/// symbols stay legible; grouped nodes outlined.
void drawChain(ImDrawList* draw, const CellFrame& frame, const Hint& hint) {
    const float sub = frame.cell / static_cast<float>(frame.order);
    const float gap = sub * 0.42f;
    for (const ChainLink& link : hint.links) {
        if (!link.fromGroup.empty()) outlineGroup(draw, frame, link.from.value, link.fromGroup);
        if (!link.toGroup.empty()) outlineGroup(draw, frame, link.to.value, link.toGroup);
        ImVec2 a = nodeCentre(frame, link.from, link.fromGroup), b = nodeCentre(frame, link.to, link.toGroup);
        const float dx = b.x - a.x, dy = b.y - a.y, length = std::sqrt(dx * dx + dy * dy);
        if (length <= 2 * gap) continue;  // two candidates of one cell, side by side: the discs show it
        a = ImVec2(a.x + dx * gap / length, a.y + dy * gap / length);
        b = ImVec2(b.x - dx * gap / length, b.y - dy * gap / length);
        if (link.strong)
            draw->AddLine(a, b, kChainLink, std::max(2.0f, sub * 0.16f));
        else
            dashedLine(draw, a, b, kChainLink, std::max(1.0f, sub * 0.08f), std::max(3.0f, sub * 0.3f));
    }
}

/// Whether `cell` holds `v` as a candidate of group `group` joined to another by v.
bool ringed(const Hint& hint, std::size_t group, Value v) {
    if (hint.groups[group].linked & bitOf(v)) return true;
    // The first group (the pivot, the stem) takes part in every link of the others.
    if (group != 0) return false;
    for (const CellGroup& other : hint.groups)
        if (other.linked & bitOf(v)) return true;
    return false;
}

/// The groups of an ALS or Sue de Coq hint: outlines, candidates in the group's colour, rings on the links.
void drawGroups(ImDrawList* draw, const CellFrame& frame, const Fonts& fonts, const HintBoard& board,
                const Hint& hint) {
    const float sub = frame.cell / static_cast<float>(frame.order);
    for (std::size_t g = 0; g < hint.groups.size(); ++g) {
        const ImU32 colour = kClusterColours[g % kClusterColours.size()];
        for (int c : hint.groups[g].cells) {
            const ImVec2 a = frame.min(c);
            const float inset = std::max(2.0f, frame.cell * 0.06f);
            draw->AddRect(ImVec2(a.x + inset, a.y + inset), ImVec2(a.x + frame.cell - inset, a.y + frame.cell - inset),
                          colour, 0, 0, inset);
            for (Candidates rest = board.candidates(c) & hint.groups[g].values; rest; rest &= rest - 1) {
                const Value v = lowestValue(rest);
                drawCandidate(draw, frame, fonts, c, v, colour, false);
                if (ringed(hint, g, v))
                    draw->AddCircle(frame.candidate(c, v), sub * 0.5f, kChainLink, 0, std::max(2.0f, sub * kRingWidth));
            }
        }
    }
}

}  // namespace

void drawHintOverlay(const HintBoard& board, const Hint& hint, const Fonts& fonts) {
    const Geometry& geo = board.geometry();
    const FrameLayout& layout = frameLayout();
    const BoardRecord& drawn = layout.board;  // CSS pixels; the draw list wants device pixels
    if (!drawn.present || drawn.size != geo.size) return;
    const float s = layout.scale;
    const CellFrame frame{ImVec2(drawn.gridX * s, drawn.gridY * s), drawn.cell * s, geo.order, &geo};
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->PushClipRect(ImVec2(drawn.x * s, drawn.y * s), ImVec2((drawn.x + drawn.w) * s, (drawn.y + drawn.h) * s), true);
    tintUnits(draw, frame, hint);
    for (int c : hint.cells) {
        if (!hint.groups.empty()) break;  // drawn group by group below
        const ImVec2 a = frame.min(c);
        const float inset = std::max(2.0f, frame.cell * 0.06f);
        draw->AddRect(ImVec2(a.x + inset, a.y + inset), ImVec2(a.x + frame.cell - inset, a.y + frame.cell - inset),
                      hint.status == HintStatus::Step ? kHintCell : kHintRemoved, 0, 0, inset);
        // A colouring hint's candidates are drawn in their colours below, not in the pattern's green.
        if (board.value(c) != 0 || c == hint.placeCell || !hint.colours.empty()) continue;
        for (Candidates rest = board.candidates(c) & hint.values; rest; rest &= rest - 1)
            drawCandidate(draw, frame, fonts, c, lowestValue(rest), kHintValue, false);
    }
    for (const ColouredCandidate& coloured : hint.colours)
        drawCandidate(draw, frame, fonts, coloured.cell, coloured.value,
                      kClusterColours[static_cast<std::size_t>(coloured.colour) % kClusterColours.size()], false);
    drawGroups(draw, frame, fonts, board, hint);
    for (const Elimination& e : hint.eliminations)
        for (Candidates rest = e.values; rest; rest &= rest - 1)
            drawCandidate(draw, frame, fonts, e.cell, lowestValue(rest), kHintRemoved, true);
    if (hint.placeCell >= 0) {
        // The value to place, large and green, in the otherwise empty cell.
        const ImVec2 a = frame.min(hint.placeCell);
        const float size = std::floor(frame.cell * 0.62f);
        const std::string symbol = boardSymbol(geo.size, hint.placeValue);
        ImFont* font = fonts.boardFontFor(size);
        const ImVec2 extent = font->CalcTextSizeA(size, 1e9f, 0, symbol.c_str());
        draw->AddText(font, size,
                      ImVec2(std::round(a.x + (frame.cell - extent.x) * 0.5f), std::round(a.y + (frame.cell - extent.y) * 0.5f)),
                      kHintCell, symbol.c_str());
    }
    drawChain(draw, frame, hint);
    draw->PopClipRect();
}

}  // namespace sudolab::app
