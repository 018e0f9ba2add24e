#include "board_view.hpp"

#include <algorithm>
#include <cmath>

#include "format.hpp"
#include "validate.hpp"
#include "widgets.hpp"

namespace sudolab::app {

namespace {

ImU32 withAlpha(ImU32 color, float alpha) {
    const auto a = static_cast<ImU32>(std::clamp(alpha, 0.0f, 1.0f) * static_cast<float>(color >> 24));
    return (color & 0x00FFFFFF) | (a << 24);
}

/// Pencil marks: value v at position v-1 of an order x order mini-grid inside the cell.
void drawMarks(ImDrawList* draw, const Grid& grid, const std::vector<PlayCell>& play, const Fonts& fonts, ImVec2 origin,
               float cell) {
    const int order = grid.order();
    const float sub = cell / static_cast<float>(order);
    const float size = std::floor(sub * 0.8f);
    if (size < 6) return;  // unreadable: leave the cell plain
    ImFont* font = fonts.boardFontFor(size);
    const Alphabet alphabet = grid.size() > 35 ? Alphabet::ZeroBased : Alphabet::Standard;
    const Geometry& geometry = grid.geometry();
    for (int c = 0; c < grid.cellCount(); ++c) {
        const Candidates marks = play[static_cast<std::size_t>(c)].marks;
        if (marks == 0 || grid.at(c) != 0) continue;
        const float x0 = origin.x + static_cast<float>(geometry.columnOf(c)) * cell;
        const float y0 = origin.y + static_cast<float>(geometry.rowOf(c)) * cell;
        for (int v = 1; v <= grid.size(); ++v) {
            if ((marks & bitOf(static_cast<Value>(v))) == 0) continue;
            const char symbol[2] = {symbolFor(static_cast<Value>(v), alphabet), 0};
            const ImVec2 extent = font->CalcTextSizeA(size, 1e9f, 0, symbol);
            const float cx = x0 + (static_cast<float>((v - 1) % order) + 0.5f) * sub;
            const float cy = y0 + (static_cast<float>((v - 1) / order) + 0.5f) * sub;
            draw->AddText(font, size, ImVec2(std::round(cx - extent.x * 0.5f), std::round(cy - extent.y * 0.5f)),
                          palette::kMarkText, symbol);
        }
    }
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

}  // namespace

BoardResult drawBoard(const char* id, const BoardView& view, const Fonts& fonts, float side) {
    BoardResult result;
    const Grid& grid = *view.grid;
    const Geometry& geometry = grid.geometry();
    const int n = grid.size();
    side = std::floor(std::max(side, static_cast<float>(n) * 4));
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    ImGui::InvisibleButton(id, ImVec2(side, side));
    result.min = origin;
    result.max = ImVec2(origin.x + side, origin.y + side);
    result.hovered = ImGui::IsItemHovered();
    result.active = ImGui::IsItemActive();
    // Zoomed in, the grid is larger than the square and `pan` says which part shows.
    const float zoom = std::max(1.0f, view.zoom);
    const float cell = side * zoom / static_cast<float>(n);
    const ImVec2 gridMin(origin.x - view.pan.x * side * zoom, origin.y - view.pan.y * side * zoom);
    const ImVec2 gridMax(gridMin.x + cell * static_cast<float>(n), gridMin.y + cell * static_cast<float>(n));
    result.gridMin = gridMin;
    result.cell = cell;
    // A cell is chosen when the button is released without the pointer having moved (a move pans).
    const ImGuiIO& io = ImGui::GetIO();
    const float still = io.MouseDragThreshold;
    if (ImGui::IsItemDeactivated() && result.hovered && io.MouseDragMaxDistanceSqr[0] < still * still) {
        const ImVec2 mouse = io.MousePos;
        const int column = std::clamp(static_cast<int>((mouse.x - gridMin.x) / cell), 0, n - 1);
        const int row = std::clamp(static_cast<int>((mouse.y - gridMin.y) / cell), 0, n - 1);
        result.clickedCell = geometry.cellAt(row, column);
    }

    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->PushClipRect(origin, result.max, true);
    auto cellMin = [&](int c) {
        return ImVec2(gridMin.x + static_cast<float>(geometry.columnOf(c)) * cell,
                      gridMin.y + static_cast<float>(geometry.rowOf(c)) * cell);
    };
    auto cellCenter = [&](int c) {
        const ImVec2 m = cellMin(c);
        return ImVec2(m.x + cell * 0.5f, m.y + cell * 0.5f);
    };
    auto onScreen = [&](int c) {
        const ImVec2 m = cellMin(c);
        return m.x + cell > origin.x && m.y + cell > origin.y && m.x < result.max.x && m.y < result.max.y;
    };

    std::vector<char> conflicted(static_cast<std::size_t>(grid.cellCount()), 0);
    for (const Conflict& conflict : findConflicts(grid)) {
        conflicted[static_cast<std::size_t>(conflict.cellA)] = 1;
        conflicted[static_cast<std::size_t>(conflict.cellB)] = 1;
    }
    if (view.wrong != nullptr)
        for (int cell : *view.wrong)
            if (cell >= 0 && cell < grid.cellCount()) conflicted[static_cast<std::size_t>(cell)] = 1;
    const bool haveHeat = view.heat != nullptr && view.heat->size() == static_cast<std::size_t>(grid.cellCount());
    const bool haveOrigin = view.origin != nullptr && view.origin->size() == static_cast<std::size_t>(grid.cellCount());
    const int selected = view.selectedCell >= 0 && view.selectedCell < grid.cellCount() ? view.selectedCell : -1;
    // During a run, conflicts are the search's normal state (most cells of an annealing board): they
    // get a red frame and keep their value's colour, so the board stays readable. While editing, a
    // conflict is a mistake and is filled red.
    const bool quietConflicts = haveOrigin;

    // Cell backgrounds: givens shaded, the selection's row/column/box lit, conflicts red, heat on top.
    draw->AddRectFilled(origin, result.max, palette::kCell);
    for (int c = 0; c < grid.cellCount(); ++c) {
        if (!onScreen(c)) continue;
        const ImVec2 a = cellMin(c);
        const ImVec2 b(a.x + cell, a.y + cell);
        ImU32 background = grid.isGiven(c) ? palette::kGivenCell : palette::kCell;
        if (selected >= 0 && c != selected &&
            (geometry.rowOf(c) == geometry.rowOf(selected) || geometry.columnOf(c) == geometry.columnOf(selected) ||
             geometry.boxOf(c) == geometry.boxOf(selected)))
            background = palette::kPeerCell;
        if (conflicted[static_cast<std::size_t>(c)] && !quietConflicts) background = palette::kConflictCell;
        if (background != palette::kCell) draw->AddRectFilled(a, b, background);
        if (haveHeat && !grid.isGiven(c)) draw->AddRectFilled(a, b, palette::heat((*view.heat)[static_cast<std::size_t>(c)]));
        if (conflicted[static_cast<std::size_t>(c)] && quietConflicts) {
            const float inset = std::max(1.5f, cell * 0.08f);
            draw->AddRect(ImVec2(a.x + inset, a.y + inset), ImVec2(b.x - inset, b.y - inset), palette::kConflictFrame, 0, 0,
                          std::max(1.0f, cell * 0.05f));
        }
    }

    // The latest assignments glow, newer ones brighter.
    if (view.moves != nullptr) {
        const std::size_t count = view.moves->size();
        for (std::size_t i = 0; i < count; ++i) {
            const Move& move = (*view.moves)[i];
            if (move.kind != MoveKind::Assign || move.cellA < 0 || move.cellA >= grid.cellCount()) continue;
            const float age = static_cast<float>(i + 1) / static_cast<float>(count);
            const ImVec2 a = cellMin(move.cellA);
            draw->AddRectFilled(ImVec2(a.x + 1, a.y + 1), ImVec2(a.x + cell - 1, a.y + cell - 1),
                                withAlpha(palette::kAssign, 0.45f * age));
        }
    }

    // Lines: thin between cells, thick between boxes.
    const float thin = std::max(1.0f, cell * 0.025f);
    const float thick = std::max(2.0f, cell * 0.07f);
    for (int i = 1; i < n; ++i) {
        if (i % grid.order() == 0) continue;
        const float offset = static_cast<float>(i) * cell;
        draw->AddLine(ImVec2(gridMin.x + offset, gridMin.y), ImVec2(gridMin.x + offset, gridMax.y), palette::kThinLine, thin);
        draw->AddLine(ImVec2(gridMin.x, gridMin.y + offset), ImVec2(gridMax.x, gridMin.y + offset), palette::kThinLine, thin);
    }
    for (int i = grid.order(); i < n; i += grid.order()) {
        const float offset = static_cast<float>(i) * cell;
        draw->AddLine(ImVec2(gridMin.x + offset, gridMin.y), ImVec2(gridMin.x + offset, gridMax.y), palette::kBoxLine, thick);
        draw->AddLine(ImVec2(gridMin.x, gridMin.y + offset), ImVec2(gridMax.x, gridMin.y + offset), palette::kBoxLine, thick);
    }

    // Values.
    const float textSize = std::floor(cell * 0.62f);
    ImFont* font = fonts.boardFontFor(textSize);
    for (int c = 0; c < grid.cellCount(); ++c) {
        const Value value = grid.at(c);
        if (value == 0 || !onScreen(c)) continue;
        ImU32 color = palette::kEditText;
        if (grid.isGiven(c)) {
            color = palette::kGivenText;
        } else if (haveOrigin) {
            const CellOrigin how = (*view.origin)[static_cast<std::size_t>(c)];
            color = how == CellOrigin::Propagated ? palette::kPropagatedText
                    : how == CellOrigin::Given    ? palette::kGivenText
                                                  : palette::kSearchText;
        }
        if (conflicted[static_cast<std::size_t>(c)] && !quietConflicts) color = palette::kConflictText;
        const ImVec2 center = cellCenter(c);
        if (textSize < 7) {
            // Too small to read: a dot in the value's colour still shows the board filling up.
            draw->AddRectFilled(ImVec2(center.x - cell * 0.25f, center.y - cell * 0.25f),
                                ImVec2(center.x + cell * 0.25f, center.y + cell * 0.25f), color);
            continue;
        }
        // 49x49 and 64x64 show numbers (no single-character alphabet reads well past 36 symbols).
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

    if (view.play != nullptr && view.play->size() == static_cast<std::size_t>(grid.cellCount()))
        drawMarks(draw, grid, *view.play, fonts, gridMin, cell);

    // Swaps: the two cells linked, fading with age.
    if (view.moves != nullptr) {
        const std::size_t count = view.moves->size();
        for (std::size_t i = 0; i < count; ++i) {
            const Move& move = (*view.moves)[i];
            if (move.kind != MoveKind::Swap || move.cellA < 0 || move.cellB < 0 || move.cellA >= grid.cellCount() ||
                move.cellB >= grid.cellCount())
                continue;
            const float age = static_cast<float>(i + 1) / static_cast<float>(count);
            const ImU32 color = withAlpha(palette::kSwap, 0.15f + 0.85f * age * age);
            const ImVec2 a = cellCenter(move.cellA);
            const ImVec2 b = cellCenter(move.cellB);
            const float width = std::max(1.0f, cell * 0.06f);
            draw->AddLine(a, b, color, width);
            draw->AddCircle(a, cell * 0.42f, color, 0, width);
            draw->AddCircle(b, cell * 0.42f, color, 0, width);
        }
    }

    if (selected >= 0) {
        const ImVec2 a = cellMin(selected);
        draw->AddRect(ImVec2(a.x + 1, a.y + 1), ImVec2(a.x + cell - 1, a.y + cell - 1), palette::kSelection, 0, 0,
                      std::max(2.0f, cell * 0.07f));
    }
    draw->PopClipRect();
    // The frame around the shown part, outside the clip so it keeps its full width (the grid's own
    // border when not zoomed).
    draw->AddRect(origin, result.max, palette::kBoxLine, 0, 0, thick);
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

