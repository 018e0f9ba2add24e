#include "play/play_board.hpp"

#include <algorithm>

namespace sudolab {

PlayBoard::PlayBoard(const Grid& puzzle)
    : puzzle_(Grid::fromValues(puzzle.order(), puzzle.values())),
      cells_(static_cast<std::size_t>(puzzle.cellCount())) {}

Grid PlayBoard::current() const {
    Grid grid = puzzle_;
    for (int index = 0; index < grid.cellCount(); ++index)
        if (cell(index).entry != 0) grid.set(index, cell(index).entry);
    return grid;
}

int PlayBoard::entryCount() const {
    return static_cast<int>(std::count_if(cells_.begin(), cells_.end(), [](const PlayCell& c) { return c.entry != 0; }));
}

bool PlayBoard::restore(const std::vector<PlayCell>& cells) {
    if (cells.size() != cells_.size()) return false;
    const Candidates values = allValues(puzzle_.size());
    for (int index = 0; index < puzzle_.cellCount(); ++index) {
        const PlayCell& mine = cells[static_cast<std::size_t>(index)];
        const bool empty = mine.entry == 0 && mine.marks == 0;
        if (mine.entry > puzzle_.size() || (mine.marks & ~values) != 0 || (!empty && !editable(index))) return false;
    }
    cells_ = cells;
    history_.clear();
    cursor_ = 0;
    return true;
}

bool PlayBoard::editable(int index) const {
    return index >= 0 && index < puzzle_.cellCount() && !puzzle_.isGiven(index);
}

bool PlayBoard::commit(Action action) {
    std::erase_if(action, [](const Change& change) { return change.before == change.after; });
    if (action.empty()) return false;
    for (const Change& change : action) cells_[static_cast<std::size_t>(change.cell)] = change.after;
    // A new action forgets what could have been redone, like every editor's undo.
    history_.resize(cursor_);
    history_.push_back(std::move(action));
    if (history_.size() > kHistoryLimit) history_.erase(history_.begin());
    cursor_ = history_.size();
    return true;
}

bool PlayBoard::setEntry(int index, Value value) {
    if (!editable(index) || value > puzzle_.size()) return false;
    Action action;
    PlayCell after = cell(index);
    after.entry = value;
    if (value != 0) after.marks = 0;
    action.push_back({index, cell(index), after});
    if (value != 0) {
        // The value is now used in the cell's row, column and box: its marks there are stale.
        for (int peer : puzzle_.geometry().peers[static_cast<std::size_t>(index)]) {
            PlayCell updated = cell(peer);
            updated.marks &= ~bitOf(value);
            action.push_back({peer, cell(peer), updated});
        }
    }
    return commit(std::move(action));
}

bool PlayBoard::toggleMark(int index, Value value) {
    if (!editable(index) || value == 0 || value > puzzle_.size() || cell(index).entry != 0) return false;
    PlayCell after = cell(index);
    after.marks ^= bitOf(value);
    return commit({{index, cell(index), after}});
}

bool PlayBoard::clearCell(int index) {
    if (!editable(index)) return false;
    return commit({{index, cell(index), PlayCell{}}});
}

int PlayBoard::autoFillMarks() {
    const Grid grid = current();
    std::vector<Candidates> marks(static_cast<std::size_t>(grid.cellCount()));
    for (int index = 0; index < grid.cellCount(); ++index) marks[static_cast<std::size_t>(index)] = grid.candidates(index);
    return setMarks(marks);
}

int PlayBoard::setMarks(const std::vector<Candidates>& marks) {
    Action action;
    for (int index = 0; index < puzzle_.cellCount() && index < static_cast<int>(marks.size()); ++index) {
        if (!editable(index) || cell(index).entry != 0) continue;
        PlayCell after = cell(index);
        after.marks = marks[static_cast<std::size_t>(index)] & allValues(puzzle_.size());
        action.push_back({index, cell(index), after});
    }
    std::erase_if(action, [](const Change& change) { return change.before == change.after; });
    const int changed = static_cast<int>(action.size());
    commit(std::move(action));
    return changed;
}

bool PlayBoard::undo() {
    if (!canUndo()) return false;
    --cursor_;
    const Action& action = history_[cursor_];
    for (auto it = action.rbegin(); it != action.rend(); ++it) cells_[static_cast<std::size_t>(it->cell)] = it->before;
    return true;
}

bool PlayBoard::redo() {
    if (!canRedo()) return false;
    for (const Change& change : history_[cursor_]) cells_[static_cast<std::size_t>(change.cell)] = change.after;
    ++cursor_;
    return true;
}

PlayCheck PlayBoard::check(const Grid& solution) const {
    PlayCheck result;
    for (int index = 0; index < puzzle_.cellCount(); ++index) {
        if (puzzle_.isGiven(index)) continue;
        const Value entry = cell(index).entry;
        if (entry == 0) {
            ++result.open;
            continue;
        }
        ++result.entries;
        if (index >= solution.cellCount() || solution.at(index) != entry) result.wrong.push_back(index);
    }
    return result;
}

}  // namespace sudolab
