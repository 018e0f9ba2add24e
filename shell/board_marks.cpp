#include "board_marks.hpp"

#include <cmath>
#include <string>

#include "palette.hpp"
#include "text/format.hpp"

namespace sudolab::app {

namespace {

/// The corner slots of SudokuPad's order: corners, then top, bottom, left and right middles, then centre.
constexpr float kSlots[9][2] = {{0.2f, 0.2f}, {0.8f, 0.2f}, {0.2f, 0.8f}, {0.8f, 0.8f}, {0.5f, 0.2f},
                                {0.5f, 0.8f}, {0.2f, 0.5f}, {0.8f, 0.5f}, {0.5f, 0.5f}};

Alphabet alphabetOf(const Grid& grid) { return grid.size() > 35 ? Alphabet::ZeroBased : Alphabet::Standard; }

ImVec2 cellMinOf(const Grid& grid, int c, ImVec2 gridMin, float cell) {
    const Geometry& geometry = grid.geometry();
    return ImVec2(gridMin.x + static_cast<float>(geometry.columnOf(c)) * cell,
                  gridMin.y + static_cast<float>(geometry.rowOf(c)) * cell);
}

int countOf(Candidates marks) {
    int count = 0;
    for (; marks != 0; marks &= marks - 1) ++count;
    return count;
}

/// One pencil mark as drawn: its value, font and size, and the rectangle of its symbol on screen.
struct MarkPlace {
    Value value = 0;
    ImFont* font = nullptr;
    float size = 0;
    ImVec2 min, max;  ///< the symbol's box (a coloured candidate's backdrop, where a click hits it)
};

/// Corner marks at their slots (see cornerSlot).
void placeCorner(std::vector<MarkPlace>& out, const Grid& grid, Candidates marks, ImFont* font, float size, ImVec2 at,
                 float cell) {
    // More marks than the nine slots: every mark at its value's place of the mini-grid instead.
    const bool crowded = countOf(marks) > 9;
    const float half = cell / static_cast<float>(grid.order()) * 0.5f;
    int slot = 0;
    for (int v = 1; v <= grid.size(); ++v) {
        if ((marks & bitOf(static_cast<Value>(v))) == 0) continue;
        const ImVec2 place = crowded ? cornerSlot(9 + v - 1, grid.order()) : cornerSlot(slot, grid.order());
        const ImVec2 centre(at.x + place.x * cell, at.y + place.y * cell);
        out.push_back({static_cast<Value>(v), font, size, ImVec2(centre.x - half, centre.y - half),
                       ImVec2(centre.x + half, centre.y + half)});
        ++slot;
    }
}

/// Centre marks in one row in the middle, smaller when many would run past the cell's sides.
void placeCentre(std::vector<MarkPlace>& out, const Grid& grid, Candidates marks, const Fonts& fonts, float size,
                 ImVec2 at, float cell) {
    std::string text;
    for (int v = 1; v <= grid.size(); ++v)
        if ((marks & bitOf(static_cast<Value>(v))) != 0) text += symbolFor(static_cast<Value>(v), alphabetOf(grid));
    ImFont* font = fonts.boardFontFor(size);
    ImVec2 extent = font->CalcTextSizeA(size, 1e9f, 0, text.c_str());
    const float room = cell * 0.86f;
    if (extent.x > room) {
        size = std::floor(size * room / extent.x);
        if (size < 6) return;
        font = fonts.boardFontFor(size);
        extent = font->CalcTextSizeA(size, 1e9f, 0, text.c_str());
    }
    float x = std::round(at.x + (cell - extent.x) * 0.5f);
    const float y = std::round(at.y + (cell - extent.y) * 0.5f);
    std::size_t symbol = 0;
    for (int v = 1; v <= grid.size(); ++v) {
        if ((marks & bitOf(static_cast<Value>(v))) == 0) continue;
        const float width = font->CalcTextSizeA(size, 1e9f, 0, text.c_str() + symbol, text.c_str() + symbol + 1).x;
        out.push_back({static_cast<Value>(v), font, size, ImVec2(x, y), ImVec2(x + width, y + extent.y)});
        x += width;
        ++symbol;
    }
}

/// Every mark of a cell as drawn, corner marks first.
std::vector<MarkPlace> markPlaces(const Grid& grid, const PlayCell& mine, const Fonts& fonts, ImVec2 at, float cell) {
    std::vector<MarkPlace> places;
    // Corner marks as large as the mini-grid's cells allowed before (a ninth of a 9x9 cell, less on
    // bigger boards); centre marks a little larger, as they are read as the cell's candidates.
    const float cornerSize = std::floor(cell / static_cast<float>(grid.order()) * 0.8f);
    if (cornerSize < 6) return places;  // unreadable: leave the cells plain
    if (mine.marks != 0) placeCorner(places, grid, mine.marks, fonts.boardFontFor(cornerSize), cornerSize, at, cell);
    if (mine.centre != 0) placeCentre(places, grid, mine.centre, fonts, std::floor(cell * 0.3f), at, cell);
    return places;
}

/// One mark: its symbol centred in its box; a coloured candidate on a backdrop of its colour, the symbol
/// dark on it (the colours are light: the pale mark colour would vanish).
void drawMark(ImDrawList* draw, const Grid& grid, const MarkPlace& mark, int colour) {
    const char symbol[2] = {symbolFor(mark.value, alphabetOf(grid)), 0};
    const ImVec2 extent = mark.font->CalcTextSizeA(mark.size, 1e9f, 0, symbol);
    const ImVec2 centre((mark.min.x + mark.max.x) * 0.5f, (mark.min.y + mark.max.y) * 0.5f);
    if (colour >= 0) {
        const float half = std::max(extent.x, extent.y) * 0.6f;
        draw->AddRectFilled(ImVec2(centre.x - half, centre.y - half), ImVec2(centre.x + half, centre.y + half),
                            palette::kCandidateColours[colour], half * 0.3f);
    }
    draw->AddText(mark.font, mark.size,
                  ImVec2(std::round(centre.x - extent.x * 0.5f), std::round(centre.y - extent.y * 0.5f)),
                  colour >= 0 ? palette::kBackground : palette::kMarkText, symbol);
}

}  // namespace

ImVec2 cornerSlot(int slot, int order) {
    if (slot < 9) return ImVec2(kSlots[slot][0], kSlots[slot][1]);
    const int place = slot - 9;
    const float sub = 1.0f / static_cast<float>(order);
    return ImVec2((static_cast<float>(place % order) + 0.5f) * sub, (static_cast<float>(place / order) + 0.5f) * sub);
}

void drawCellColours(ImDrawList* draw, const Grid& grid, const std::vector<PlayCell>& play, ImVec2 gridMin, float cell) {
    for (int c = 0; c < grid.cellCount(); ++c) {
        const CellColours colours = play[static_cast<std::size_t>(c)].colours;
        if (colours == 0) continue;
        const ImVec2 a = cellMinOf(grid, c, gridMin, cell);
        const float stripe = cell / static_cast<float>(countOf(colours));
        int drawn = 0;
        for (int colour = 0; colour < kCellColourCount; ++colour) {
            if ((colours & (1u << colour)) == 0) continue;
            const float x0 = a.x + stripe * static_cast<float>(drawn++);
            draw->AddRectFilled(ImVec2(x0, a.y), ImVec2(x0 + stripe, a.y + cell), palette::kCellColours[colour]);
        }
    }
}

void drawPencilMarks(ImDrawList* draw, const Grid& grid, const std::vector<PlayCell>& play, const Fonts& fonts,
                     ImVec2 gridMin, float cell) {
    for (int c = 0; c < grid.cellCount(); ++c) {
        const PlayCell& mine = play[static_cast<std::size_t>(c)];
        if (!mine.hasMarks() || grid.at(c) != 0) continue;
        for (const MarkPlace& mark : markPlaces(grid, mine, fonts, cellMinOf(grid, c, gridMin, cell), cell))
            drawMark(draw, grid, mark, mine.markColour(mark.value));
    }
}

Value markAt(const Grid& grid, const std::vector<PlayCell>& play, const Fonts& fonts, ImVec2 gridMin, float cell,
             int index, ImVec2 point) {
    if (index < 0 || index >= grid.cellCount() || static_cast<std::size_t>(index) >= play.size()) return 0;
    const PlayCell& mine = play[static_cast<std::size_t>(index)];
    for (const MarkPlace& mark : markPlaces(grid, mine, fonts, cellMinOf(grid, index, gridMin, cell), cell))
        if (point.x >= mark.min.x && point.x < mark.max.x && point.y >= mark.min.y && point.y < mark.max.y)
            return mark.value;
    return 0;
}

}  // namespace sudolab::app
