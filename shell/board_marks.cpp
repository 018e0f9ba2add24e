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

void drawCorner(ImDrawList* draw, const Grid& grid, Candidates marks, ImFont* font, float size, ImVec2 at, float cell) {
    // More marks than the nine slots: every mark at its value's place of the mini-grid instead.
    const bool crowded = countOf(marks) > 9;
    int slot = 0;
    for (int v = 1; v <= grid.size(); ++v) {
        if ((marks & bitOf(static_cast<Value>(v))) == 0) continue;
        const char symbol[2] = {symbolFor(static_cast<Value>(v), alphabetOf(grid)), 0};
        const ImVec2 place = crowded ? cornerSlot(9 + v - 1, grid.order()) : cornerSlot(slot, grid.order());
        const ImVec2 extent = font->CalcTextSizeA(size, 1e9f, 0, symbol);
        const ImVec2 centre(at.x + place.x * cell, at.y + place.y * cell);
        draw->AddText(font, size, ImVec2(std::round(centre.x - extent.x * 0.5f), std::round(centre.y - extent.y * 0.5f)),
                      palette::kMarkText, symbol);
        ++slot;
    }
}

void drawCentre(ImDrawList* draw, const Grid& grid, Candidates marks, const Fonts& fonts, float size, ImVec2 at,
                float cell) {
    std::string text;
    for (int v = 1; v <= grid.size(); ++v)
        if ((marks & bitOf(static_cast<Value>(v))) != 0) text += symbolFor(static_cast<Value>(v), alphabetOf(grid));
    // One row in the middle, smaller when many marks would run past the cell's sides.
    ImFont* font = fonts.boardFontFor(size);
    ImVec2 extent = font->CalcTextSizeA(size, 1e9f, 0, text.c_str());
    const float room = cell * 0.86f;
    if (extent.x > room) {
        size = std::floor(size * room / extent.x);
        if (size < 6) return;
        font = fonts.boardFontFor(size);
        extent = font->CalcTextSizeA(size, 1e9f, 0, text.c_str());
    }
    draw->AddText(font, size,
                  ImVec2(std::round(at.x + (cell - extent.x) * 0.5f), std::round(at.y + (cell - extent.y) * 0.5f)),
                  palette::kMarkText, text.c_str());
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
    // Corner marks as large as the mini-grid's cells allowed before (a ninth of a 9x9 cell, less on
    // bigger boards); centre marks a little larger, as they are read as the cell's candidates.
    const float cornerSize = std::floor(cell / static_cast<float>(grid.order()) * 0.8f);
    const float centreSize = std::floor(cell * 0.3f);
    if (cornerSize < 6) return;  // unreadable: leave the cells plain
    ImFont* cornerFont = fonts.boardFontFor(cornerSize);
    for (int c = 0; c < grid.cellCount(); ++c) {
        const PlayCell& mine = play[static_cast<std::size_t>(c)];
        if (!mine.hasMarks() || grid.at(c) != 0) continue;
        const ImVec2 a = cellMinOf(grid, c, gridMin, cell);
        if (mine.marks != 0) drawCorner(draw, grid, mine.marks, cornerFont, cornerSize, a, cell);
        if (mine.centre != 0) drawCentre(draw, grid, mine.centre, fonts, centreSize, a, cell);
    }
}

}  // namespace sudolab::app
