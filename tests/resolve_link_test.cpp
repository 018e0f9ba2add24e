// Links resolved in core (links/resolve_link.hpp): defaults, race lanes, progress, SudokuWiki boards,
// every kind of error with the character it points at, and a round trip of every registered solver's
// parameters through a link.
#include <span>
#include <string>

#include "base/errors.hpp"
#include "doctest.h"
#include "links/puzzle_link.hpp"
#include "links/resolve_link.hpp"
#include "links/share_link.hpp"
#include "play/progress_code.hpp"
#include "run/registry.hpp"
#include "text/format.hpp"

using namespace sudolab;

namespace {

const char* const kEscargot = "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..41.....7..7...3..";

std::string errorOf(std::string_view text) {
    try {
        resolveSharedLink(text);
    } catch (const InputError& e) {
        return e.what();
    }
    return "";
}

/// "p=<the puzzle>" for kEscargot.
std::string puzzlePart() { return std::string("p=") + encodeSharedPuzzle(readPuzzle(kEscargot)); }

/// `prefix` + `text`, built from a std::string: GCC 12's -Wrestrict misfires on "literal" + std::string.
std::string joined(std::string prefix, const std::string& text) { return prefix += text; }

/// "(at character N)" for the first occurrence of `part` in `link`, counted from 1.
std::string atCharacter(const std::string& link, const std::string& part) {
    const std::size_t at = link.find(part);
    REQUIRE(at != std::string::npos);
    return joined("(at character ", std::to_string(at + 1)) + ")";
}

/// Sets the parameters that the condition rules on `name` depend on so that `name` applies: each
/// `onlyWhen` value, then for a `notWhen` rule the first value of its controller that leaves no rule on
/// `name` broken.
void enableConditions(ParamSet& params, std::span<const ParamRule> rules, std::string_view name) {
    for (const ParamRule& rule : rules)
        if (rule.lesser == name && !rule.onlyWhen.empty()) params.set(rule.greater, rule.onlyWhen);
    for (const ParamRule& rule : rules) {
        if (rule.lesser != name || rule.notWhen.empty()) continue;
        const ParamSpec& controller = params.specs()[static_cast<std::size_t>(params.indexOf(rule.greater))];
        for (double value = controller.minValue; value <= controller.maxValue; ++value) {
            params.setNumber(rule.greater, value);
            if (inapplicableReason(params, rules, name).empty()) break;
        }
    }
}

}  // namespace

TEST_CASE("resolve link: what a link leaves out takes the defaults every page uses") {
    const ResolvedLink link = resolveSharedLink(joined("#", puzzlePart()));
    CHECK(link.source == LinkSource::Share);
    CHECK(link.puzzle == readPuzzle(kEscargot));
    REQUIRE(link.run.has_value());
    CHECK(link.run->solver.info == &defaultLinkSolver());
    CHECK(std::string(link.run->solver.info->id) == "acs");
    CHECK(link.run->solver.params.values() == ParamSet(link.run->solver.info->params).values());
    CHECK(link.run->seed == kDefaultLinkSeed);
    CHECK(link.run->mode == LinkMode::Single);
    CHECK(link.run->race.empty());
    CHECK(link.progress.empty());
}

TEST_CASE("resolve link: solver, parameters, seed and race lanes are typed and checked") {
    const std::string text = puzzlePart() + "&a=anneal&x.cooling=0.95&s=42&r=dlx,anneal,acs&x.acs.rho=0.5";
    const ResolvedLink link = resolveSharedLink(text);
    REQUIRE(link.run.has_value());
    const SharedRun& run = *link.run;
    CHECK(run.solver.info == findSolver("anneal"));
    CHECK(run.solver.params.real("cooling") == 0.95);
    CHECK(run.seed == 42);
    CHECK(run.mode == LinkMode::Race);
    REQUIRE(run.race.size() == 3);
    CHECK(run.race[0].info == findSolver("dlx"));
    CHECK(run.race[1].info == findSolver("anneal"));
    // The lane of the selected solver runs with the selected solver's parameters.
    CHECK(run.race[1].params.real("cooling") == 0.95);
    CHECK(run.race[2].params.real("rho") == 0.5);
    CHECK(run.race[0].params.values() == ParamSet(findSolver("dlx")->params).values());
    // Any form of the same link means the same: address, fragment with '#', bare fragment.
    CHECK(sameMeaning(resolveSharedLink("https://example.org/sudolab/#" + text), link));
    CHECK(sameMeaning(resolveSharedLink(joined("  #", encodeShareLink(decodeShareLink(text))) + "\n"), link));
}

TEST_CASE("resolve link: the player's progress and a SudokuWiki board's cells") {
    const Grid puzzle = readPuzzle(kEscargot);
    std::vector<PlayCell> cells(81);
    cells[1] = {4, 0};
    cells[2] = {0, bitOf(2) | bitOf(5)};
    const ResolvedLink shared = resolveSharedLink(puzzlePart() + "&g=" + encodeProgress(cells));
    CHECK(shared.progress == cells);

    std::string digits = kEscargot;
    for (char& c : digits)
        if (c == '.') c = '0';
    const ResolvedLink board = resolveSharedLink("https://www.sudokuwiki.org/sudoku.htm?bd=" + digits);
    CHECK(board.source == LinkSource::SudokuWiki);
    CHECK(board.puzzle == puzzle);
    CHECK_FALSE(board.run.has_value());  // a board names no solver: the app keeps its own
    CHECK(board.progress.empty());
}

TEST_CASE("resolve link: every error says what and at which character") {
    const std::string p = puzzlePart();
    // The grammar's own errors come through unchanged.
    CHECK(errorOf("p=3.AB!C").find("unexpected '!' in the puzzle (at character 7)") != std::string::npos);
    std::string link = p + "&a=nope";
    CHECK(errorOf(link).find("unknown algorithm 'nope' (known: ") != std::string::npos);
    CHECK(errorOf(link).find(atCharacter(link, "nope")) != std::string::npos);
    link = p + "&a=dlx&r=dlx,nope";
    CHECK(errorOf(link).find("unknown race solver 'nope'") != std::string::npos);
    CHECK(errorOf(link).find(atCharacter(link, "nope")) != std::string::npos);
    link = p + "&a=dlx&x.nonsense=3";
    CHECK(errorOf(link).find("nonsense") != std::string::npos);
    CHECK(errorOf(link).find(atCharacter(link, "x.nonsense")) != std::string::npos);
    link = p + "&a=anneal&x.cooling=7";
    CHECK(errorOf(link).find("cooling") != std::string::npos);
    CHECK(errorOf(link).find(atCharacter(link, "x.cooling")) != std::string::npos);
    link = p + "&a=dlx&x.acs.rho=0.5";
    CHECK(errorOf(link).find("parameter 'acs.rho' names solver 'acs', which is not in this link") != std::string::npos);
    CHECK(errorOf(link).find(atCharacter(link, "x.acs")) != std::string::npos);
    // x.rho and x.acs.rho both set acs's rho when acs is selected: the second would silently win.
    link = p + "&a=acs&x.rho=0.5&x.acs.rho=0.6";
    CHECK(errorOf(link) == "link: parameter 'rho' of acs is set twice (at characters " +
                               std::to_string(link.find("x.rho") + 1) + " and " +
                               std::to_string(link.find("x.acs.rho") + 1) + ")");
}

TEST_CASE("resolve link: a rule of the solver broken by the link points at the part that set it") {
    const std::string p = puzzlePart();
    std::string link = p + "&a=reseda&x.samples=20&x.elites=30";
    CHECK(errorOf(link).find("link: parameter 'elites' (30) must be at most 'samples' (20)") != std::string::npos);
    CHECK(errorOf(link).find(atCharacter(link, "x.elites")) != std::string::npos);
    // Only the rule's greater side set by the link: it is the part to blame.
    link = p + "&a=reseda&x.samples=5";
    CHECK(errorOf(link).find(atCharacter(link, "x.samples")) != std::string::npos);
    link = p + "&a=tabu&x.repair=random";
    CHECK(errorOf(link).find("link: parameter 'repair' (random) applies only with 'mode' = dfs-learning, not paper") !=
          std::string::npos);
    CHECK(errorOf(link).find(atCharacter(link, "x.repair")) != std::string::npos);
    // A race lane's rules are checked as well.
    link = p + "&a=dlx&r=dlx,reseda&x.reseda.elites=500";
    CHECK(errorOf(link).find("'elites' (500) must be at most 'samples' (100)") != std::string::npos);
    CHECK(errorOf(link).find(atCharacter(link, "x.reseda.elites")) != std::string::npos);
    CHECK(errorOf(p + "&a=tabu&x.mode=dfs-learning&x.repair=random").empty());
}

TEST_CASE("resolve link: progress that does not fit the puzzle, and errors inside an address") {
    std::vector<PlayCell> cells(81);
    cells[0] = {2, 0};  // r1c1 is a given of AI Escargot
    const std::string link = puzzlePart() + "&g=" + encodeProgress(cells);
    const std::string error = errorOf(link);
    CHECK(error.find("link: progress: r1c1 is a given") != std::string::npos);
    CHECK(error.find(joined("in the progress part, which starts at character ", std::to_string(link.find("g=") + 3))) !=
          std::string::npos);
    // In a whole address, positions count from the '#' and the message says where that is.
    const std::string address = joined("https://example.org/#", puzzlePart()) + "&a=nope";
    const std::string inAddress = errorOf(address);
    CHECK(inAddress.find("unknown algorithm 'nope'") != std::string::npos);
    CHECK(inAddress.find("in the part after '#', which starts at character 21") != std::string::npos);
    CHECK(errorOf("https://www.sudokuwiki.org/sudoku.htm?bd=123").find("cut short") != std::string::npos);
    CHECK(errorOf("https://example.org/page").find("holds no puzzle") != std::string::npos);
}

TEST_CASE("resolve link: every solver's parameters survive a link round trip") {
    for (const SolverInfo& solver : solverRegistry()) {
        for (const ParamSpec& spec : solver.params) {
            CAPTURE(solver.id);
            CAPTURE(spec.name);
            int tripped = 0;
            // The ends of the range (or every choice) and values inside it: whichever the rules allow.
            const double span = spec.maxValue - spec.minValue;
            std::vector<double> values = {spec.minValue, spec.maxValue, spec.minValue + span / 2,
                                          spec.minValue + span / 4};
            if (spec.kind == ParamKind::Integer)
                for (double& value : values) value = static_cast<double>(static_cast<long long>(value));
            for (double value : values) {
                if (!spec.accepts(value) || value == spec.defaultValue) continue;
                ResolvedLink link;
                link.puzzle = readPuzzle(kEscargot);
                link.run = SharedRun{LinkMode::Single, {&solver, ParamSet(solver.params)}, {}, 99};
                link.run->solver.params.setNumber(spec.name, value);
                // A setting that applies only under a mode (or not under one): select a mode where it does.
                enableConditions(link.run->solver.params, solver.paramRules, spec.name);
                try {
                    validateParams(solver, link.run->solver.params);
                } catch (const InputError&) {
                    continue;  // against an order rule (elites above samples): no link can carry it
                }
                const std::string text = encodeResolvedLink(link);
                CAPTURE(text);
                const ResolvedLink back = resolveSharedLink(text);
                CHECK(sameMeaning(back, link));
                CHECK(back.run->solver.params.number(spec.name) == value);
                ++tripped;
            }
            CHECK(tripped > 0);
        }
    }
}

TEST_CASE("resolve link: a race of every solver, each with its own settings, comes back the same") {
    ResolvedLink link;
    link.puzzle = readPuzzle(kEscargot);
    link.run = SharedRun{LinkMode::Race, {findSolver("dlx"), ParamSet(findSolver("dlx")->params)}, {}, 7};
    for (const SolverInfo& solver : solverRegistry()) {
        if (link.run->race.size() == kMaxRaceEntrants) break;
        LinkedSolver lane{&solver, ParamSet(solver.params)};
        if (!solver.params.empty() && solver.params[0].kind != ParamKind::Choice)
            lane.params.setNumber(solver.params[0].name, solver.params[0].maxValue);
        if (&solver != link.run->solver.info) link.run->race.push_back(std::move(lane));
    }
    const ResolvedLink back = resolveSharedLink(encodeResolvedLink(link));
    CHECK(sameMeaning(back, link));
    // Meaning is compared by value: another seed or another parameter value is another state.
    ResolvedLink other = back;
    other.run->seed = 8;
    CHECK_FALSE(sameMeaning(other, link));
    other = back;
    other.run->race.back().params.setNumber(other.run->race.back().info->params[0].name,
                                            other.run->race.back().info->params[0].defaultValue);
    CHECK_FALSE(sameMeaning(other, link));
}

TEST_CASE("link text: one place decides what is a link") {
    CHECK(looksLikeLink(joined("#", puzzlePart())));
    CHECK(looksLikeLink(puzzlePart()));
    CHECK(looksLikeLink("https://example.org/page"));
    CHECK_FALSE(looksLikeLink(kEscargot));  // a puzzle line is read as a puzzle where puzzles are read
    // A page address carries a link when its fragment holds something or its query a bd= board.
    CHECK(linkOfAddress(joined("http://127.0.0.1:8080/#", puzzlePart())) == joined("#", puzzlePart()));
    CHECK(linkOfAddress("http://127.0.0.1:8080/").empty());
    CHECK(linkOfAddress("http://127.0.0.1:8080/#").empty());
    CHECK(linkOfAddress("http://127.0.0.1:8080/?debug=1").empty());
    CHECK(linkOfAddress("http://127.0.0.1:8080/?x=1&bd=123") == "http://127.0.0.1:8080/?x=1&bd=123");
    CHECK(linkOfAddress("http://127.0.0.1:8080/?xbd=1").empty());
    // The address bar's forms all resolve: a bare 81-character grid is a 9x9 puzzle there.
    CHECK(resolveSharedLink(std::string("#") + kEscargot).puzzle == readPuzzle(kEscargot));
}

TEST_CASE("resolve link: a link names a run (made in the lab) only with a solver, seed, parameter or race") {
    CHECK_FALSE(resolveSharedLink(joined("#", puzzlePart())).run->namesRun);
    CHECK_FALSE(resolveSharedLink(std::string(kEscargot)).run->namesRun);
    CHECK(resolveSharedLink(joined("#", puzzlePart()) + "&a=dlx").run->namesRun);
    CHECK(resolveSharedLink(joined("#", puzzlePart()) + "&s=7").run->namesRun);
    CHECK(resolveSharedLink(joined("#", puzzlePart()) + "&a=anneal&x.cooling=0.99").run->namesRun);
    CHECK(resolveSharedLink(joined("#", puzzlePart()) + "&a=dlx&r=dlx,backtrack").run->namesRun);
    // Not part of the meaning: the same puzzle with the default solver and seed spelled out is the same state.
    CHECK(sameMeaning(resolveSharedLink(joined("#", puzzlePart())),
                      resolveSharedLink(joined("#", puzzlePart()) + "&a=acs&s=1")));
}
