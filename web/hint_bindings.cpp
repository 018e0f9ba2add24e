// The hint engine's JavaScript API (docs/JS_API.md, "Hints"): hint, applyHint, candidates and grade on a
// puzzle text with optional pencil marks — pure functions of their arguments that never touch the app —
// and appHint(), which reads (never acts on) the app's Hint button state. Errors come back as
// {ok:false, error, line, column}.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>

#include "app.hpp"
#include "base/errors.hpp"
#include "hints/grade.hpp"
#include "hints/hint.hpp"
#include "hints/hint_explain.hpp"
#include "js_arguments.hpp"
#include "text/format.hpp"

namespace {

using emscripten::val;
using namespace sudolab;

using web::errorResult;
using web::textArgument;

/// The board an options object describes: {alphabet?: "standard"|"zero", candidates?: [[values] per cell]}.
struct JsBoard {
    Grid grid;
    HintBoard board;
    Alphabet alphabet;
};

Alphabet hintAlphabet(const val& options) {
    Alphabet alphabet = Alphabet::Standard;
    const val name = options.isUndefined() || options.isNull() ? val::undefined() : options["alphabet"];
    if (!name.isUndefined() && !(name.isString() && parseAlphabet(name.as<std::string>(), alphabet)))
        throw InputError("options.alphabet: expected \"standard\" or \"zero\"");
    return alphabet;
}

/// Narrows the board to the pencil marks: one array of values per cell (ignored for filled cells).
void applyPencilMarks(HintBoard& board, const val& marks) {
    const Geometry& geo = board.geometry();
    if (!marks.isArray() || marks["length"].as<int>() != geo.cellCount)
        throw InputError("options.candidates: expected an array of " + std::to_string(geo.cellCount) +
                         " arrays of values (one per cell)");
    for (int cell = 0; cell < geo.cellCount; ++cell) {
        const val list = marks[cell];
        if (!list.isArray()) throw InputError("options.candidates[" + std::to_string(cell) + "]: expected an array");
        Candidates keep = 0;
        for (int i = 0, n = list["length"].as<int>(); i < n; ++i) {
            const val item = list[i];
            const double v = item.isNumber() ? item.as<double>() : -1;
            if (!(v >= 1 && v <= geo.size) || v != static_cast<int>(v))
                throw InputError("options.candidates[" + std::to_string(cell) + "] (" + geo.cellName(cell) +
                                 "): values are whole numbers from 1 to " + std::to_string(geo.size));
            keep |= bitOf(static_cast<Value>(v));
        }
        if (board.value(cell) == 0) board.eliminate(cell, ~keep);
    }
}

JsBoard boardFrom(const val& text, const val& options) {
    const std::string puzzle = textArgument(text);
    const Alphabet alphabet = hintAlphabet(options);
    Grid grid = readPuzzle(puzzle, {alphabet});
    HintBoard board = hintBoardOf(grid);
    if (!options.isUndefined() && !options.isNull() && !options["candidates"].isUndefined())
        applyPencilMarks(board, options["candidates"]);
    return JsBoard{std::move(grid), std::move(board), alphabet};
}

val valueArray(Candidates values) {
    val list = val::array();
    for (; values; values &= values - 1) list.call<void>("push", static_cast<int>(lowestValue(values)));
    return list;
}

val unitObject(const Geometry& geo, int unit) {
    static const char* const kinds[] = {"row", "column", "box"};
    const int kind = static_cast<int>(geo.kindOf(unit));
    val out = val::object();
    out.set("index", unit);
    out.set("kind", std::string(kinds[kind]));
    out.set("number", unit - kind * geo.size + 1);
    out.set("name", geo.unitName(unit));
    return out;
}

val hintObject(const Geometry& geo, const Hint& hint) {
    val out = val::object();
    out.set("ok", true);
    out.set("status", std::string(hintStatusId(hint.status)));
    out.set("problem", std::string(hintProblemId(hint.problem)));
    const bool step = hint.status == HintStatus::Step;
    out.set("technique", step ? val(std::string(techniqueId(hint.technique))) : val::null());
    out.set("techniqueName", step ? val(std::string(techniqueName(hint.technique))) : val::null());
    out.set("sentence", explainHint(geo, hint));
    val units = val::array(), cells = val::array(), names = val::array(), eliminations = val::array();
    for (int unit : hint.units) units.call<void>("push", unitObject(geo, unit));
    for (int cell : hint.cells) {
        cells.call<void>("push", cell);
        names.call<void>("push", geo.cellName(cell));
    }
    for (const Elimination& e : hint.eliminations) {
        val item = val::object();
        item.set("cell", e.cell);
        item.set("name", geo.cellName(e.cell));
        item.set("values", valueArray(e.values));
        eliminations.call<void>("push", item);
    }
    out.set("units", units);
    out.set("cells", cells);
    out.set("cellNames", names);
    out.set("values", valueArray(hint.values));
    val place = val::null();
    if (hint.placeCell >= 0) {
        place = val::object();
        place.set("cell", hint.placeCell);
        place.set("name", geo.cellName(hint.placeCell));
        place.set("value", static_cast<int>(hint.placeValue));
    }
    out.set("place", place);
    out.set("eliminations", eliminations);
    // Colouring hints: each coloured candidate (colours 0 and 1 one cluster's sides, 2 and 3 a second's).
    val colours = val::array();
    for (const ColouredCandidate& c : hint.colours) {
        val item = val::object();
        item.set("cell", c.cell);
        item.set("value", static_cast<int>(c.value));
        item.set("colour", c.colour);
        colours.call<void>("push", item);
    }
    out.set("colours", colours);
    // ALS and Sue de Coq hints: each group's unit, cells, values and the values linking it (see CellGroup).
    val groups = val::array();
    for (const CellGroup& g : hint.groups) {
        val item = val::object();
        item.set("unit", unitObject(geo, g.unit));
        val groupCells = val::array();
        for (int cell : g.cells) groupCells.call<void>("push", cell);
        item.set("cells", groupCells);
        item.set("values", valueArray(g.values));
        item.set("linked", valueArray(g.linked));
        groups.call<void>("push", item);
    }
    out.set("groups", groups);
    return out;
}

val candidateArrays(const HintBoard& board) {
    val list = val::array();
    for (int cell = 0; cell < board.geometry().cellCount; ++cell)
        list.call<void>("push", board.value(cell) ? val::array() : valueArray(board.candidates(cell)));
    return list;
}

sudolab::HintOptions engineOptions(const val& options) {
    sudolab::HintOptions engine;
    if (!options.isUndefined() && !options.isNull() && options["search"].isFalse()) engine.offerSearch = false;
    return engine;
}

/// hint(puzzle, options?) -> the next step as an object (see docs/JS_API.md).
val jsHint(val text, val options) {
    try {
        const JsBoard in = boardFrom(text, options);
        return hintObject(in.grid.geometry(), findHint(in.board, engineOptions(options)));
    } catch (const std::exception& e) {
        return errorResult(e);
    }
}

/// applyHint(puzzle, options?) -> {ok, hint, puzzle (line text after the step), candidates}.
val jsApplyHint(val text, val options) {
    try {
        JsBoard in = boardFrom(text, options);
        const Hint hint = findHint(in.board, engineOptions(options));
        applyHint(in.board, hint);
        val out = val::object();
        out.set("ok", true);
        out.set("hint", hintObject(in.grid.geometry(), hint));
        out.set("puzzle", writeGrid(in.board.toGrid(in.grid), TextFormat::Line, in.alphabet));
        out.set("candidates", candidateArrays(in.board));
        return out;
    } catch (const std::exception& e) {
        return errorResult(e);
    }
}

/// candidates(puzzle, options?) -> {ok, candidates: [[values] per cell, [] for filled cells]}.
val jsCandidates(val text, val options) {
    try {
        const JsBoard in = boardFrom(text, options);
        val out = val::object();
        out.set("ok", true);
        out.set("candidates", candidateArrays(in.board));
        return out;
    } catch (const std::exception& e) {
        return errorResult(e);
    }
}

/// grade(puzzle, options?) -> {ok, solvedByLogic, end, problem, hardest, hardestCount, steps, ..., uses}.
val jsGrade(val text, val options) {
    try {
        const JsBoard in = boardFrom(text, options);
        // As `sudolab rate`: uniqueness techniques only once the exact solver proves one solution.
        const Grade grade = gradePuzzle(in.grid, provesUniqueSolution(in.grid));
        val out = val::object(), uses = val::object();
        out.set("ok", true);
        out.set("solvedByLogic", grade.solvedByLogic);
        out.set("end", std::string(hintStatusId(grade.end)));
        out.set("problem", std::string(hintProblemId(grade.problem)));
        out.set("hardest", grade.steps > 0 ? val(std::string(techniqueId(grade.hardest))) : val::null());
        out.set("hardestCount", grade.hardestCount);
        out.set("steps", grade.steps);
        out.set("placements", grade.placements);
        out.set("eliminations", grade.eliminations);
        out.set("openCells", grade.openCells);
        for (Technique technique : kTechniques)
            if (const int count = grade.uses[static_cast<int>(technique)])
                uses.set(std::string(techniqueId(technique)), count);
        out.set("uses", uses);
        return out;
    } catch (const std::exception& e) {
        return errorResult(e);
    }
}

/// A mistake the Hint button names: {cell, name ("r1c1"), kind ("wrong-entry" | "marks"), entry}.
val mistakeObject(const Geometry& geo, const sudolab::app::PlayMistake& mistake) {
    val out = val::object();
    out.set("cell", mistake.cell);
    out.set("name", geo.cellName(mistake.cell));
    out.set("kind", std::string(mistake.kind == sudolab::app::PlayMistake::Kind::WrongEntry ? "wrong-entry" : "marks"));
    out.set("entry", static_cast<int>(mistake.entry));
    return out;
}

/// appHint() -> {shown, applicable, hint (as hint() returns, or null while a mistake is named), sentence,
/// level ("nudge", "cells" or "step": how much of a graded hint shows),
/// mistake (see mistakeObject, or null), gradeText, grade: {finished,
/// solvedByLogic, hardest, hardestCount, steps}}: what the app's Hint button shows. Read only.
val jsAppHint() {
    const sudolab::app::App* app = sudolab::app::App::instance();
    if (app == nullptr) return val::null();
    const sudolab::app::HintAssistant& hints = app->hints();
    const bool shown = hints.showing(app->play()) && app->currentRun() == nullptr;
    val out = val::object();
    out.set("shown", shown);
    out.set("applicable", shown && hints.applicable());
    out.set("hint", shown && !hints.mistake() ? hintObject(hints.board().geometry(), *hints.hint()) : val::null());
    out.set("sentence", shown ? hints.sentence() : std::string());
    const char* levels[] = {"nudge", "cells", "step"};
    out.set("level", std::string(levels[static_cast<int>(hints.level())]));
    out.set("mistake", shown && hints.mistake() ? mistakeObject(hints.board().geometry(), *hints.mistake()) : val::null());
    out.set("gradeText", hints.gradeText());
    const Grade& grade = hints.grade();
    val g = val::object();
    g.set("finished", grade.finished);
    g.set("solvedByLogic", grade.solvedByLogic);
    g.set("hardest", grade.steps > 0 ? val(std::string(techniqueId(grade.hardest))) : val::null());
    g.set("hardestCount", grade.hardestCount);
    g.set("steps", grade.steps);
    out.set("grade", g);
    return out;
}

}  // namespace

EMSCRIPTEN_BINDINGS(sudolab_hints) {
    using emscripten::function;
    using emscripten::optional_override;
    function("appHint", &jsAppHint);
    function("hint", &jsHint);
    function("hint", optional_override([](val text) { return jsHint(text, val::undefined()); }));
    function("applyHint", &jsApplyHint);
    function("applyHint", optional_override([](val text) { return jsApplyHint(text, val::undefined()); }));
    function("candidates", &jsCandidates);
    function("candidates", optional_override([](val text) { return jsCandidates(text, val::undefined()); }));
    function("grade", &jsGrade);
    function("grade", optional_override([](val text) { return jsGrade(text, val::undefined()); }));
}
