#include "board_view.hpp"

#include <algorithm>
#include <cmath>

#include "board_marks.hpp"
#include "grid/validate.hpp"
#include "text/format.hpp"
#include "widgets.hpp"

namespace sudolab::app {

namespace {

ImU32 withAlpha(ImU32 color, float alpha) {
    const auto a = static_cast<ImU32>(std::clamp(alpha, 0.0f, 1.0f) * static_cast<float>(color >> 24));
    return (color & 0x00FFFFFF) | (a << 24);
}

/// Serifs on 'I' and a slash through '0', so they cannot be read as '1' and 'O' at small sizes (boards
/// of 16x16 and up mix digits and letters).
void drawGlyphMarks(ImDrawList* draw, ImFont* font, float textSize, ImVec2 at, char symbol, ImU32 color) {
    if (symbol != 'I' && symbol != '0') return;
    const ImFontGlyph* glyph = font->FindGlyph(static_cast<ImWchar>(symbol));
    if (glyph == nullptr) return;
    const float k = textSize / font->FontSize;
    const ImVec2 a(at.x + glyph->X0 * k, at.y + glyph->Y0 * k);
    const ImVec2 b(at.x + glyph->X1 * k, at.y + glyph->Y1 * k);
    const float width = std::max(1.0f, textSize * 0.09f);
    if (symbol == 'I') {
        const float middle = (a.x + b.x) * 0.5f;
        const float half = textSize * 0.16f;
        draw->AddLine(ImVec2(middle - half, a.y + width * 0.5f), ImVec2(middle + half, a.y + width * 0.5f), color, width);
        draw->AddLine(ImVec2(middle - half, b.y - width * 0.5f), ImVec2(middle + half, b.y - width * 0.5f), color, width);
    } else {
        const float inset = (b.x - a.x) * 0.3f;
        draw->AddLine(ImVec2(b.x - inset, a.y + (b.y - a.y) * 0.28f), ImVec2(a.x + inset, b.y - (b.y - a.y) * 0.28f), color,
                      width * 0.8f);
    }
}

/// Where the grid's cells are on the screen (zoomed in, the grid is larger than the shown square).
struct BoardGeometry {
    const Grid* grid = nullptr;
    ImVec2 origin, end;      ///< the shown square
    ImVec2 gridMin, gridMax; ///< the whole grid
    float cell = 0;

    ImVec2 cellMin(int c) const {
        const Geometry& geometry = grid->geometry();
        return ImVec2(gridMin.x + static_cast<float>(geometry.columnOf(c)) * cell,
                      gridMin.y + static_cast<float>(geometry.rowOf(c)) * cell);
    }
    ImVec2 cellCenter(int c) const {
        const ImVec2 m = cellMin(c);
        return ImVec2(m.x + cell * 0.5f, m.y + cell * 0.5f);
    }
    bool onScreen(int c) const {
        const ImVec2 m = cellMin(c);
        return m.x + cell > origin.x && m.y + cell > origin.y && m.x < end.x && m.y < end.y;
    }
};

/// What colours a cell: conflicts (and wrong entries), heat, origins and the selection.
struct CellStyle {
    std::vector<char> conflicted;
    bool haveHeat = false;
    bool haveOrigin = false;
    /// During a run, conflicts are the search's normal state (most cells of an annealing board): they
    /// get a red frame and keep their value's colour, so the board stays readable. While editing, a
    /// conflict is a mistake and is filled red.
    bool quietConflicts = false;
    int selected = -1;
    std::vector<char> inSelection;  ///< every selected cell (multi-select), for its frame
    Value selectedValue = 0;        ///< the selected cell's digit, for the same-digit highlight
};

CellStyle cellStyle(const BoardView& view) {
    const Grid& grid = *view.grid;
    const auto cells = static_cast<std::size_t>(grid.cellCount());
    CellStyle style;
    style.conflicted.assign(cells, 0);
    if (view.showConflicts)
        for (const Conflict& conflict : findConflicts(grid)) {
            style.conflicted[static_cast<std::size_t>(conflict.cellA)] = 1;
            style.conflicted[static_cast<std::size_t>(conflict.cellB)] = 1;
        }
    if (view.wrong != nullptr)
        for (int cell : *view.wrong)
            if (cell >= 0 && cell < grid.cellCount()) style.conflicted[static_cast<std::size_t>(cell)] = 1;
    style.haveHeat = view.heat != nullptr && view.heat->size() == cells;
    style.haveOrigin = view.origin != nullptr && view.origin->size() == cells;
    style.quietConflicts = style.haveOrigin;
    style.selected = view.selectedCell >= 0 && view.selectedCell < grid.cellCount() ? view.selectedCell : -1;
    style.inSelection.assign(cells, 0);
    if (style.selected >= 0) style.inSelection[static_cast<std::size_t>(style.selected)] = 1;
    if (view.selection != nullptr)
        for (int cell : *view.selection)
            if (cell >= 0 && cell < grid.cellCount()) style.inSelection[static_cast<std::size_t>(cell)] = 1;
    if (style.selected >= 0 && view.highlightSame) style.selectedValue = grid.at(style.selected);
    return style;
}

/// Cell backgrounds: givens shaded, the selection's row/column/box lit, conflicts red, heat on top.
void drawBackgrounds(ImDrawList* draw, const BoardGeometry& g, const BoardView& view, const CellStyle& style) {
    const Grid& grid = *g.grid;
    const Geometry& geometry = grid.geometry();
    const int selected = style.selected;
    draw->AddRectFilled(g.origin, g.end, palette::kCell);
    for (int c = 0; c < grid.cellCount(); ++c) {
        if (!g.onScreen(c)) continue;
        const ImVec2 a = g.cellMin(c);
        const ImVec2 b(a.x + g.cell, a.y + g.cell);
        const bool conflict = style.conflicted[static_cast<std::size_t>(c)] != 0;
        ImU32 background = grid.isGiven(c) ? palette::kGivenCell : palette::kCell;
        if (view.highlightHouses && selected >= 0 && c != selected &&
            (geometry.rowOf(c) == geometry.rowOf(selected) || geometry.columnOf(c) == geometry.columnOf(selected) ||
             geometry.boxOf(c) == geometry.boxOf(selected)))
            background = palette::kPeerCell;
        if (style.selectedValue != 0 && c != selected && grid.at(c) == style.selectedValue)
            background = palette::kSameDigitCell;
        if (conflict && !style.quietConflicts) background = palette::kConflictCell;
        if (background != palette::kCell) draw->AddRectFilled(a, b, background);
        if (style.haveHeat && !grid.isGiven(c)) draw->AddRectFilled(a, b, palette::heat((*view.heat)[static_cast<std::size_t>(c)]));
        if (conflict && style.quietConflicts) {
            const float inset = std::max(1.5f, g.cell * 0.08f);
            draw->AddRect(ImVec2(a.x + inset, a.y + inset), ImVec2(b.x - inset, b.y - inset), palette::kConflictFrame, 0, 0,
                          std::max(1.0f, g.cell * 0.05f));
        }
    }
}

/// The latest assignments glow, newer ones brighter.
void drawAssignments(ImDrawList* draw, const BoardGeometry& g, const std::vector<Move>& moves) {
    const std::size_t count = moves.size();
    for (std::size_t i = 0; i < count; ++i) {
        const Move& move = moves[i];
        if (move.kind != MoveKind::Assign || move.cellA < 0 || move.cellA >= g.grid->cellCount()) continue;
        const float age = static_cast<float>(i + 1) / static_cast<float>(count);
        const ImVec2 a = g.cellMin(move.cellA);
        draw->AddRectFilled(ImVec2(a.x + 1, a.y + 1), ImVec2(a.x + g.cell - 1, a.y + g.cell - 1),
                            withAlpha(palette::kAssign, 0.45f * age));
    }
}

/// Width of the lines between boxes (also the frame's).
float boxLineWidth(float cell) { return std::max(2.0f, cell * 0.07f); }

/// Lines: thin between cells, thick between boxes.
void drawGridLines(ImDrawList* draw, const BoardGeometry& g) {
    const int n = g.grid->size();
    const int order = g.grid->order();
    const float thin = std::max(1.0f, g.cell * 0.025f);
    const float thick = boxLineWidth(g.cell);
    // Two passes, so that the box lines cover the cell lines where they cross.
    for (int pass = 0; pass < 2; ++pass) {
        for (int i = 1; i < n; ++i) {
            const bool box = i % order == 0;
            if (box != (pass == 1)) continue;
            const float offset = static_cast<float>(i) * g.cell;
            const ImU32 colour = box ? palette::kBoxLine : palette::kThinLine;
            const float width = box ? thick : thin;
            draw->AddLine(ImVec2(g.gridMin.x + offset, g.gridMin.y), ImVec2(g.gridMin.x + offset, g.gridMax.y), colour, width);
            draw->AddLine(ImVec2(g.gridMin.x, g.gridMin.y + offset), ImVec2(g.gridMax.x, g.gridMin.y + offset), colour, width);
        }
    }
}

/// The colour of the value in cell c: given, propagated, searched, typed, or a conflict.
ImU32 valueColour(const Grid& grid, int c, const BoardView& view, const CellStyle& style) {
    ImU32 color = palette::kEditText;
    if (grid.isGiven(c)) {
        color = palette::kGivenText;
    } else if (style.haveOrigin) {
        const CellOrigin how = (*view.origin)[static_cast<std::size_t>(c)];
        color = how == CellOrigin::Propagated ? palette::kPropagatedText
                : how == CellOrigin::Given    ? palette::kGivenText
                                              : palette::kSearchText;
    }
    if (style.conflicted[static_cast<std::size_t>(c)] && !style.quietConflicts) color = palette::kConflictText;
    return color;
}

/// Values: a symbol per filled cell (numbers from 49x49 up, where no single-character alphabet reads
/// well), or a dot in the value's colour when too small to read.
void drawValues(ImDrawList* draw, const BoardGeometry& g, const BoardView& view, const CellStyle& style, const Fonts& fonts) {
    const Grid& grid = *g.grid;
    const float textSize = std::floor(g.cell * 0.62f);
    ImFont* font = fonts.boardFontFor(textSize);
    for (int c = 0; c < grid.cellCount(); ++c) {
        const Value value = grid.at(c);
        if (value == 0 || !g.onScreen(c)) continue;
        const ImU32 color = valueColour(grid, c, view, style);
        const ImVec2 center = g.cellCenter(c);
        if (textSize < 7) {
            const float r = g.cell * 0.25f;
            draw->AddRectFilled(ImVec2(center.x - r, center.y - r), ImVec2(center.x + r, center.y + r), color);
            continue;
        }
        char symbol[3] = {0, 0, 0};
        if (grid.size() > 36) {
            symbol[0] = static_cast<char>(value >= 10 ? '0' + value / 10 : '0' + value);
            symbol[1] = static_cast<char>(value >= 10 ? '0' + value % 10 : 0);
        } else {
            symbol[0] = symbolFor(value, grid.size() > 35 ? Alphabet::ZeroBased : Alphabet::Standard);
        }
        const ImVec2 size = font->CalcTextSizeA(textSize, 1e9f, 0, symbol);
        const ImVec2 at(std::round(center.x - size.x * 0.5f), std::round(center.y - size.y * 0.5f));
        draw->AddText(font, textSize, at, color, symbol);
        drawGlyphMarks(draw, font, textSize, at, symbol[0], color);
    }
}

/// Swaps: the two cells linked, fading with age.
void drawSwaps(ImDrawList* draw, const BoardGeometry& g, const std::vector<Move>& moves) {
    const int cells = g.grid->cellCount();
    const std::size_t count = moves.size();
    for (std::size_t i = 0; i < count; ++i) {
        const Move& move = moves[i];
        if (move.kind != MoveKind::Swap || move.cellA < 0 || move.cellB < 0 || move.cellA >= cells || move.cellB >= cells)
            continue;
        const float age = static_cast<float>(i + 1) / static_cast<float>(count);
        const ImU32 color = withAlpha(palette::kSwap, 0.15f + 0.85f * age * age);
        const ImVec2 a = g.cellCenter(move.cellA);
        const ImVec2 b = g.cellCenter(move.cellB);
        const float width = std::max(1.0f, g.cell * 0.06f);
        draw->AddLine(a, b, color, width);
        draw->AddCircle(a, g.cell * 0.42f, color, 0, width);
        draw->AddCircle(b, g.cell * 0.42f, color, 0, width);
    }
}

/// A frame inside every selected cell; the cursor cell's thicker.
void drawSelection(ImDrawList* draw, const BoardGeometry& g, const CellStyle& style) {
    for (int c = 0; c < g.grid->cellCount(); ++c) {
        if (style.inSelection[static_cast<std::size_t>(c)] == 0 || !g.onScreen(c)) continue;
        const float width = std::max(2.0f, g.cell * (c == style.selected ? 0.07f : 0.045f));
        const ImVec2 a = g.cellMin(c);
        draw->AddRect(ImVec2(a.x + 1, a.y + 1), ImVec2(a.x + g.cell - 1, a.y + g.cell - 1), palette::kSelection, 0, 0, width);
    }
}

/// The cell at a screen point, or -1 outside the grid.
int cellAtPoint(const BoardGeometry& g, ImVec2 point) {
    const int n = g.grid->size();
    const auto column = static_cast<int>(std::floor((point.x - g.gridMin.x) / g.cell));
    const auto row = static_cast<int>(std::floor((point.y - g.gridMin.y) / g.cell));
    if (point.x < g.origin.x || point.y < g.origin.y || point.x >= g.end.x || point.y >= g.end.y) return -1;
    if (row < 0 || column < 0 || row >= n || column >= n) return -1;
    return g.grid->geometry().cellAt(row, column);
}

/// The cell under a click: the button released without the pointer having moved (a move pans), or -1.
int clickedCell(const BoardGeometry& g, bool hovered) {
    const ImGuiIO& io = ImGui::GetIO();
    const float still = io.MouseDragThreshold;
    if (!ImGui::IsItemDeactivated() || !hovered || io.MouseDragMaxDistanceSqr[0] >= still * still) return -1;
    const int n = g.grid->size();
    const int column = std::clamp(static_cast<int>((io.MousePos.x - g.gridMin.x) / g.cell), 0, n - 1);
    const int row = std::clamp(static_cast<int>((io.MousePos.y - g.gridMin.y) / g.cell), 0, n - 1);
    return g.grid->geometry().cellAt(row, column);
}

}  // namespace

BoardResult drawBoard(const char* id, const BoardView& view, const Fonts& fonts, float side) {
    BoardResult result;
    const Grid& grid = *view.grid;
    const int n = grid.size();
    side = std::floor(std::max(side, static_cast<float>(n) * 4));
    BoardGeometry g;
    g.grid = &grid;
    g.origin = ImGui::GetCursorScreenPos();
    g.end = ImVec2(g.origin.x + side, g.origin.y + side);
    ImGui::InvisibleButton(id, ImVec2(side, side));
    result.min = g.origin;
    result.max = g.end;
    result.hovered = ImGui::IsItemHovered();
    result.active = ImGui::IsItemActive();
    // Zoomed in, the grid is larger than the square and `pan` says which part shows.
    const float zoom = std::max(1.0f, view.zoom);
    g.cell = side * zoom / static_cast<float>(n);
    g.gridMin = ImVec2(g.origin.x - view.pan.x * side * zoom, g.origin.y - view.pan.y * side * zoom);
    g.gridMax = ImVec2(g.gridMin.x + g.cell * static_cast<float>(n), g.gridMin.y + g.cell * static_cast<float>(n));
    result.gridMin = g.gridMin;
    result.cell = g.cell;
    result.clickedCell = clickedCell(g, result.hovered);
    result.pressed = ImGui::IsItemActivated();
    result.hoveredCell = cellAtPoint(g, ImGui::GetIO().MousePos);

    const CellStyle style = cellStyle(view);
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->PushClipRect(g.origin, g.end, true);
    drawBackgrounds(draw, g, view, style);
    const bool havePlay = view.play != nullptr && view.play->size() == static_cast<std::size_t>(grid.cellCount());
    // The player's colours under the digits and lines (over a conflict's red fill; the digit's red text
    // still marks it).
    if (havePlay) drawCellColours(draw, grid, *view.play, g.gridMin, g.cell);
    if (view.moves != nullptr) drawAssignments(draw, g, *view.moves);
    drawGridLines(draw, g);
    drawValues(draw, g, view, style, fonts);
    if (havePlay) drawPencilMarks(draw, grid, *view.play, fonts, g.gridMin, g.cell);
    if (view.moves != nullptr) drawSwaps(draw, g, *view.moves);
    drawSelection(draw, g, style);
    draw->PopClipRect();
    // The frame around the shown part, outside the clip so it keeps its full width (the grid's own
    // border when not zoomed).
    draw->AddRect(g.origin, g.end, palette::kBoxLine, 0, 0, boxLineWidth(g.cell));
    return result;
}

void recordBoard(const BoardResult& board, int size, float zoom) {
    recordItem(WidgetKind::Board, "##board", "board");
    BoardRecord& record = frameLayout().board;
    toCss(board.min, board.max, record.x, record.y, record.w, record.h);
    float unused = 0;
    toCss(board.gridMin, board.gridMin, record.gridX, record.gridY, unused, unused);
    record.cell = board.cell / frameLayout().scale;
    record.size = size;
    record.zoom = zoom;
    record.present = true;
}

}  // namespace sudolab::app

