#include "common.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "base/errors.hpp"
#include "links/puzzle_link.hpp"
#include "links/resolve_link.hpp"
#include "run/registry.hpp"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace sudolab::cli {
namespace {

/// True when stderr is a terminal. Under node, Emscripten's isatty(2) is always true (its own tty
/// device), so the wasm build asks node instead.
bool stderrIsTerminal() {
#ifdef __EMSCRIPTEN__
    return EM_ASM_INT({ return (typeof process !== 'undefined' && process.stderr && process.stderr.isTTY) ? 1 : 0; }) != 0;
#else
    return isatty(STDERR_FILENO) != 0;
#endif
}

}  // namespace

namespace {

/// Reads a stream to the end, but no more than kMaxTextBytes + 1 bytes: longer input is refused before
/// it is all in memory (the reader would refuse it anyway).
std::string readBounded(std::istream& in, const std::string& name) {
    std::string text;
    char chunk[1 << 16];
    while (in.read(chunk, sizeof chunk) || in.gcount() > 0) {
        text.append(chunk, static_cast<std::size_t>(in.gcount()));
        if (text.size() > kMaxTextBytes)
            throw UsageError(name + ": more than " + std::to_string(kMaxTextBytes >> 20) +
                             " MiB of text, the most a puzzle file may hold: split it into smaller files");
    }
    if (in.bad()) throw UsageError(name + ": cannot read (I/O error)");
    return text;
}

}  // namespace

std::string readTextFile(const std::string& path) {
    if (path == "-") return readBounded(std::cin, "<stdin>");
    std::error_code error;
    if (std::filesystem::is_directory(path, error))
        throw UsageError(path + ": is a directory, not a puzzle file");
    std::ifstream in(path, std::ios::binary);
    if (!in) throw UsageError(path + ": cannot read (" + std::strerror(errno) + ")");
    return readBounded(in, path);
}

std::vector<ParsedPuzzle> puzzlesOfText(const std::string& text, const std::string& name, Alphabet alphabet) {
    std::vector<ParsedPuzzle> puzzles;
    try {
        // A file (or stdin) holding a share link or a SudokuWiki ?bd= address reads as its puzzle. The link
        // is resolved whole, as the page opens it: one naming an unknown solver or a bad parameter is refused.
        if (looksLikeLink(text)) {
            puzzles.push_back({resolveSharedLink(text).puzzle, 1});
        } else {
            puzzles = readPuzzles(text, ReadOptions{alphabet});
        }
    } catch (const InputError& error) {
        throw UsageError(name + ": " + error.what());
    } catch (const std::invalid_argument& error) {
        throw UsageError(name + ": " + error.what());
    }
    if (puzzles.empty()) throw UsageError(name + ": no puzzle found");
    return puzzles;
}

PuzzleFile readPuzzleFile(const std::string& path, Alphabet alphabet) {
    PuzzleFile file;
    file.name = path == "-" ? "<stdin>" : path;
    file.puzzles = puzzlesOfText(readTextFile(path), file.name, alphabet);
    return file;
}

std::vector<PuzzleFile> readPuzzleFiles(const std::vector<std::string>& paths, Alphabet alphabet) {
    std::vector<PuzzleFile> files;
    for (const std::string& path : paths.empty() ? std::vector<std::string>{"-"} : paths)
        files.push_back(readPuzzleFile(path, alphabet));
    return files;
}

Alphabet alphabetFromName(const std::string& name) {
    Alphabet alphabet = Alphabet::Standard;
    if (!parseAlphabet(name, alphabet))
        throw UsageError("unknown alphabet '" + name + "' (known: standard, zero, wide)");
    return alphabet;
}

TextFormat textFormatFromName(const std::string& name) {
    if (name == "line") return TextFormat::Line;
    if (name == "grid") return TextFormat::Grid;
    if (name == "integers") return TextFormat::Integers;
    if (name == "instance") return TextFormat::Instance;
    throw UsageError("unknown format '" + name + "' (known: line, grid, integers, instance)");
}

const SolverInfo& solverById(const std::string& id) {
    if (const SolverInfo* info = findSolver(id)) return *info;
    throw UsageError("unknown algorithm '" + id + "' (known: " + solverIdList() + ")");
}

ParamSet parseSolverParams(const SolverInfo& solver, const std::vector<std::string>& assignments) {
    ParamSet params(solver.params);
    for (const std::string& assignment : assignments) {
        try {
            params.assign(assignment);
        } catch (const InputError& error) {
            throw UsageError("--param " + assignment + ": " + error.what() + " (see: sudolab params " +
                             std::string(solver.id) + ")");
        }
    }
    // The whole set once, before any puzzle is read: a rule between parameters (elites <= samples) is
    // one usage error here, not the same rejection repeated on every puzzle of a file.
    try {
        validateParams(solver, params);
    } catch (const InputError& error) {
        throw UsageError("--param: " + std::string(error.what()) + " (see: sudolab params " + std::string(solver.id) +
                         ")");
    }
    return params;
}

std::string describeSolverParams(const SolverInfo& solver) {
    std::string text = std::string(solver.id) + " (" + std::string(solver.name) + ") parameters";
    if (solver.params.empty()) return text + ": none\n";
    text += " (set with --param NAME=VALUE):\n";
    for (const ParamSpec& spec : solver.params) {
        text += "  " + std::string(spec.name) + " = " + spec.format(spec.defaultValue) + "  (" + spec.rangeText() +
                ")\n      " + std::string(spec.help) + "\n";
    }
    // Rules between parameters (refused together by validateParams, with both values in the message).
    for (std::size_t i = 0; i < solver.paramRules.size(); ++i)
        text += (i == 0 ? "  rules: " : "; ") + ruleText(solver.paramRules[i]) + (i + 1 == solver.paramRules.size() ? "\n" : "");
    return text;
}

std::string gridText(const Grid& grid, TextFormat format, Alphabet alphabet) {
    try {
        return writeGrid(grid, format, alphabet);
    } catch (const std::invalid_argument& error) {
        throw UsageError(std::string(error.what()) + (grid.size() > 36 ? " (try --alphabet wide)" : " (try --alphabet zero)"));
    }
}

std::string lineText(const Grid& grid, Alphabet alphabet) { return gridText(grid, TextFormat::Line, alphabet); }

std::string formatNumber(double value) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.6g", value);
    return buffer;
}

Progress::Progress(std::string label, std::size_t total)
    : enabled_(total != 1 && stderrIsTerminal()), label_(std::move(label)), total_(total) {}

Progress::~Progress() { finish(); }

void Progress::update(std::size_t done, const std::string& note) {
    if (!enabled_) return;
    const auto now = std::chrono::steady_clock::now();
    // Redrawing is throttled: a terminal write per puzzle would slow down batches of fast puzzles.
    if (drawn_ && now - lastDraw_ < std::chrono::milliseconds(100) && (total_ == 0 || done < total_)) return;
    lastDraw_ = now;
    drawn_ = true;
    std::string line = label_ + ": " + std::to_string(done);
    if (total_ > 0) {  // appended: GCC 12's -Wrestrict misfires on "literal" + std::string
        line += '/';
        line += std::to_string(total_);
    }
    if (!note.empty()) line += ", " + note;
    std::fprintf(stderr, "\r\033[K%s", line.c_str());
    std::fflush(stderr);
}

void Progress::finish() {
    if (!enabled_ || !drawn_) return;
    std::fprintf(stderr, "\r\033[K");
    std::fflush(stderr);
    drawn_ = false;
}

}  // namespace sudolab::cli
