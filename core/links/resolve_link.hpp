// A link's meaning, resolved in one place: from the text a person pastes, types into the address bar or
// gives the CLI (`sudolab solve --link`) to a typed state (puzzle, mode, solvers from the registry with
// their parameters checked against each solver's ParamSpec table and rules, seed, the player's progress),
// or an InputError that says what is wrong and at which character of the link. The app (shell/, web/),
// the CLI and the fuzz harness call resolveSharedLink; nothing else gives a link meaning.
//
// The layers below it: links/puzzle_link.hpp decides which texts are links and reads SudokuWiki
// addresses, links/share_link.hpp is the fragment's grammar (text <-> SharedState, ids and values as
// text), play/progress_code.hpp the player's progress.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "grid/grid.hpp"
#include "play/play_board.hpp"
#include "run/params.hpp"
#include "run/solver.hpp"

namespace sudolab {

/// The seed of a link that names none (no `s=`): a link always means the same run.
constexpr std::uint64_t kDefaultLinkSeed = 1;

/// The solver of a link that names none (no `a=`), and the app's first selection: the ant colony (the
/// paper behind the instance set) if it is registered, else the first registered solver.
const SolverInfo& defaultLinkSolver();

/// One solver a link names, with its parameters: the solver's defaults with the link's values applied,
/// each checked against the solver's table, the whole set against its rules.
struct LinkedSolver {
    const SolverInfo* info = nullptr;  ///< a registry entry; never null in a resolved link
    ParamSet params;
};

/// What a share link asks to show: one solver's run, or a race of several.
enum class LinkMode { Single, Race };

/// The run a share link defines.
struct SharedRun {
    LinkMode mode = LinkMode::Single;
    LinkedSolver solver;             ///< the selected solver: `a=`, else defaultLinkSolver()
    std::vector<LinkedSolver> race;  ///< Race: the lanes in link order, each solver once; a lane of the
                                     ///< selected solver has the selected solver's parameters
    std::uint64_t seed = kDefaultLinkSeed;
    /// The link names a solver, a seed, a parameter or a race (`a=`, `s=`, `x.`, `r=`): it was made in the
    /// solver lab, so the app opens it there; a link of a puzzle (and progress) alone opens in play. Not
    /// part of the run's meaning (sameMeaning ignores it): the defaults it leaves out are the same run.
    bool namesRun = false;
};

/// Which kind of link a state came from.
enum class LinkSource { Share, SudokuWiki };

/// A link's whole meaning.
struct ResolvedLink {
    LinkSource source = LinkSource::Share;
    Grid puzzle = Grid(3);
    std::optional<SharedRun> run;    ///< share links; a SudokuWiki board names no solver
    std::vector<PlayCell> progress;  ///< one per cell when the link holds the player's entries or marks
                                     ///< (`g=`, or a SudokuWiki board's solved cells and candidates), else empty
};

/// Resolves a link: a page address (with '#...' or a SudokuWiki `?bd=` query), a share fragment with or
/// without its '#' (`p=...`, `c=...`, a bare 81-character grid), or `bd=...`. Throws InputError saying
/// what is wrong and at which character (counted from the '#' of a share fragment, whose start in a
/// longer text the message adds): malformed text, an unknown solver, a parameter out of its range or
/// against a rule of its solver, a parameter naming a solver the link does not hold or set twice,
/// progress that does not fit the puzzle.
ResolvedLink resolveSharedLink(std::string_view text);

/// The share fragment (without '#') of a resolved state, checksum first: what the app puts in the address
/// bar. Parameters equal to their defaults are left out. A SudokuWiki board is written as a share link of
/// its puzzle and progress (it names no solver).
std::string encodeResolvedLink(const ResolvedLink& link);

/// True when two states mean the same thing: the same source, puzzle, progress, mode, solvers, parameter
/// values and seed.
bool sameMeaning(const ResolvedLink& a, const ResolvedLink& b);

}  // namespace sudolab
