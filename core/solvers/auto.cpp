// `auto`: a portfolio of the project's methods that is fast at the median and safe at the tail, and exact.
//
// Members, interleaved by work counts (never by time, so a run is a pure function of puzzle, parameters
// and seed on every platform):
// - exact: `backtrack` with Luby restarts (restart_search.hpp): random value order and cell ties per
//   restart, node cutoffs restart-base x 1 1 2 1 1 2 4 ...; complete, so it proves unsolvability; with
//   box-line and Hall-set propagation by default (`propagation`: on the 25x25 hard band they cut the
//   nodes by one to two orders of magnitude and the CPU time of the tail by about 3x) and conflict
//   weights kept across restarts for branching (`learning`, dom/wdeg); ablation in docs/BIG_GRIDS.md;
// - acs: the ant colony (`acs` at its paper defaults), which solves some instances the exact search
//   finds hard, and the reverse.
// - cdcl: conflict-driven clause learning on the puzzle's direct encoding with native at-most-one groups
//   (core/solvers/cdcl/cdcl_core.cpp: 1UIP learning after GRASP, Marques-Silva & Sakallah 1999; two watched
//   literals after Chaff, Moskewicz et al. 2001; MiniSat's minimisation, Eén & Sörensson 2003; VMTF
//   decisions, phase saving, Luby restarts, Luby et al. 1993; LBD reduction, Audemard & Simon 2009);
//   complete, so it proves unsolvability too. Where a restarted depth-first search re-explores the
//   same dead ends after each restart, the learned clauses keep them pruned (docs/BIG_GRIDS.md).
// Schedule: rounds of `exact-slice` exact nodes, `acs-slice` ant walks and `cdcl-slice` clause-learning
// units, for the members taking part (`members`). One work unit = one member unit (an exact node, an ant
// walk, or a conflict or decision of the clause learner); step(budget) counts them all.
// The default members, all three, and `cdcl-after` were chosen by measurement (docs/BIG_GRIDS.md,
// "Clause learning"): on the 25x25 hard band exact + acs are 2x faster than clause learning at the median
// and 13x at the max, and need at most ~10k units there, so clause learning joins after 16384 units of
// the other two (and is built only then): the 25x25 band runs as before, and the harder grids get it.
// A clause-learning unit costs a few microseconds, a node tens, more so on bigger grids: `cdcl-slice`
// 0 = 4 units per open cell gives it about half of each round at 25x25; from 36x36 on, where it is the
// member that solves (docs/BIG_GRIDS_ROUNDS.md, round 8), 64 per open cell give it nearly all. The exact and
// colony slices were chosen on the 25x25 hard band: a node and an ant walk cost about the same order of
// time there (a state copy + propagation vs. a walk over the open cells), and the exact member solves
// most instances within a few hundred nodes, so it gets most of each round.
// Choices of ours (no paper describes this portfolio):
// - Members run independently (no sharing of pheromone or nogoods); the first to solve wins, and its
//   solution is checked against the puzzle before it is reported.
// - An ant colony that stops (its own limits) leaves the exact member running alone; its failure is
//   never taken as a proof. Only an exact member's proof (the exact search's exhausted tree, the clause
//   learner's conflict at level 0 or its root filter's wipe-out) ends the run as `failed`.
// - The snapshot shows the exact member's board while running (the path it explores), the winner's
//   board once solved; "solved by" says which member found it (1 = exact, 2 = acs, 3 = cdcl).
#include <algorithm>
#include <array>
#include <iterator>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "base/errors.hpp"
#include "base/rng.hpp"
#include "grid/validate.hpp"
#include "propagation/propagation.hpp"
#include "search/restart_search.hpp"
#include "solvers/auto_stats.hpp"
#include "solvers/backtrack.hpp"
#include "solvers/cdcl/cdcl_solver.hpp"
#include "solvers/solver_infos.hpp"

namespace sudolab::solvers {
namespace {

/// Which members take part (`members`), in the order of the choices.
enum class AutoMembers { Portfolio, Exact, Acs, Cdcl, ExactCdcl, All };

/// The parameters as typed values, filled from kAutoParams.
struct AutoConfig {
    AutoMembers members = AutoMembers::All;
    std::uint64_t exactSlice = 0, acsSlice = 0, cdclSlice = 0, cdclAfter = 0;
    std::uint64_t restartBase = 0, restartFirst = 0;
    // The clause learner's config: the settings auto offers (the cdcl-* rows) are written into it, the
    // others keep the learner's defaults.
    CdclConfig cdcl = cdclParams().defaults();
    search::Propagation propagation = search::Propagation::Singles;
    search::Learning learning = search::Learning::None;
    std::uint64_t maxWork = 0;
};

/// Auto's row `name` for the clause learner's parameter `learnerName`: its kind, default, range and choices
/// are the learner's (cdclParams()), written once there; the help is auto's.
template <auto Field>
ConfigRow<AutoConfig> learnerParam(std::string_view learnerName, std::string_view name, std::string_view help) {
    return nestedParam<&AutoConfig::cdcl, Field>(cdclParams(), learnerName, name, help);
}

const ConfigTable<AutoConfig> kAutoParams = {
    choiceParam<&AutoConfig::members>(
        "members", AutoMembers::All, {"portfolio", "exact", "acs", "cdcl", "exact+cdcl", "all"},
        "portfolio = exact search and ant colony interleaved; exact = the restarted exact search alone; "
        "acs = the ant colony alone (not exact: cannot prove unsolvability); cdcl = clause learning alone; "
        "exact+cdcl = the exact search and clause learning interleaved; all = the three interleaved, clause "
        "learning from cdcl-after on (default: portfolio's speed on the 25x25 hard band, clause learning added for "
        "what takes longer, docs/BIG_GRIDS.md)"),
    integerParam<&AutoConfig::exactSlice>("exact-slice", 512, 1, 1e9,
                                          "members=portfolio, exact+cdcl or all only: exact-search nodes per round"),
    integerParam<&AutoConfig::acsSlice>("acs-slice", 8, 1, 1e9, "members=portfolio or all only: ant walks per round"),
    integerParam<&AutoConfig::cdclSlice>(
        "cdcl-slice", 0, 0, 1e9,
        "members=exact+cdcl or all only: clause-learning units (conflicts + decisions) per round; 0 = automatic: "
        "4 per open cell below 36x36 (a unit costs a few microseconds, a node tens: about half of each round's "
        "time at 25x25), 64 per open cell from 36x36 on (nearly all of it: there the clause learner is what "
        "solves, docs/BIG_GRIDS_ROUNDS.md round 8)"),
    integerParam<&AutoConfig::cdclAfter>(
        "cdcl-after", 16384, 0, 1e15,
        "members=exact+cdcl or all only: work units of the other members before clause learning joins the rounds "
        "(0 = from the first round; default: beyond what portfolio needs on the 25x25 hard band, docs/BIG_GRIDS.md); "
        "the clause learner is built when it joins"),
    learnerParam<&CdclConfig::modes>(
        "modes", "cdcl-modes",
        "members=cdcl, exact+cdcl or all only: the clause learner's search phases: focused = frequent restarts and "
        "saved phases; alternate = focused and stable phases (rare restarts, target phases); stable = stable phases "
        "only; auto = stable from 36x36 on, focused below (docs/BIG_GRIDS_ROUNDS.md round 10)"),
    learnerParam<&CdclConfig::restarts>(
        "restarts", "cdcl-restarts",
        "members=cdcl, exact+cdcl or all only: restarts of the clause learner's focused phases when it alternates: "
        "luby or glue (when the recent clauses' glue runs above its mean, as CaDiCaL; tried, not kept: "
        "docs/BIG_GRIDS_ROUNDS.md, third round)"),
    learnerParam<&CdclConfig::rephase>(
        "rephase", "cdcl-rephase",
        "members=cdcl, exact+cdcl or all only: when the clause learner alternates, reset its saved phases now and "
        "then: none; best (the longest conflict-free trail's values); cycle (original, best, inverted, best); walk "
        "(a min-conflicts walk's best assignment from the saved phases, then best, in turn; the default, measured in "
        "docs/BIG_GRIDS_ROUNDS.md round 8); mixed (best, walk, inverted, best, walk, original, Kissat 4's schedule)"),
    learnerParam<&CdclConfig::reduce>(
        "reduce", "cdcl-reduce",
        "members=cdcl, exact+cdcl or all only: learned clauses a reduction spares: glue (glue <= 2, used since the "
        "last reduction), tiers (also glue <= 6 used since the one before, as CaDiCaL), usage (Kissat's tiers from "
        "the glue of the clauses' uses, on a conflict schedule) or auto (usage from 36x36 on, glue below; "
        "docs/BIG_GRIDS_ROUNDS.md round 11)"),
    learnerParam<&CdclConfig::hall>(
        "hall", "cdcl-hall",
        "members=cdcl, exact+cdcl or all only: Hall sets propagated inside the clause learner with explanation "
        "clauses: none, or naked and hidden sets of up to 2, 3, 4 cells per unit (tried, not the default: "
        "docs/BIG_GRIDS_ROUNDS.md rounds 7-8)"),
    learnerParam<&CdclConfig::hallGlue>(
        "hall-glue", "cdcl-hall-glue",
        "members=cdcl, exact+cdcl or all only, with cdcl-hall: a Hall set is used only if the false literals "
        "explaining it span at most this many decision levels; 0 = any (docs/BIG_GRIDS_ROUNDS.md round 8)"),
    learnerParam<&CdclConfig::chrono>(
        "chrono", "cdcl-chrono",
        "members=cdcl, exact+cdcl or all only: the clause learner's chronological backtracking (a backjump over more "
        "than 100 levels goes back one level instead; not with cdcl-hall): off or on (tried, not the default: "
        "docs/BIG_GRIDS_ROUNDS.md round 10)"),
    learnerParam<&CdclConfig::reorder>(
        "reorder", "cdcl-reorder",
        "members=cdcl, exact+cdcl or all only: the clause learner's decisions in stable mode reordered now and then by "
        "each variable's weight in the input clauses and groups (Kissat 4's reorder): off or on"),
    learnerParam<&CdclConfig::bumpReasons>(
        "bump-reasons", "cdcl-bump-reasons",
        "members=cdcl, exact+cdcl or all only: the clause learner also bumps the variables of the learned clause's "
        "reasons (Kissat's bumpreasons): auto (on from 36x36 on, off below; docs/BIG_GRIDS_ROUNDS.md round 11), off or "
        "on"),
    learnerParam<&CdclConfig::shrink>(
        "shrink", "cdcl-shrink",
        "members=cdcl, exact+cdcl or all only: shrinking of the clause learner's learned clauses: each lower level's "
        "literals replaced by their unique implication point on that level where that holds: auto = on from 36x36 on, "
        "off below (docs/BIG_GRIDS_ROUNDS.md round 10)"),
    learnerParam<&CdclConfig::vivifyEffort>(
        "vivify-effort", "cdcl-vivify-effort",
        "members=cdcl, exact+cdcl or all only: the clause learner's learned clauses vivified after each reduction (its "
        "literals assumed false one by one, the clause replaced by the shorter one propagation shows) with up to this "
        "many per mille of the search's propagations (Kissat's effort is 100); 0 = off"),
    integerParam<&AutoConfig::restartBase>(
        "restart-base", 0, 0, 1e9,
        "not with members=acs or cdcl: unit of the exact search's Luby cutoffs (base x 1 1 2 1 1 2 4 ... nodes); 0 = "
        "automatic: a quarter of "
        "the open cells, at least 64 (a restart must be able to reach the bottom of a big grid)"),
    integerParam<&AutoConfig::restartFirst>(
        "restart-first", 2, 1, 1e6,
        "not with members=acs or cdcl: the exact search's first restart cutoff in units of restart-base (default 2: "
        "on the 25x25 hard band it halves the median nodes and shortens the tail over seeds, docs/BIG_GRIDS.md)"),
    choiceParam<&AutoConfig::propagation>("propagation", search::Propagation::BoxLineHall,
                                          {search::kPropagationChoices.begin(), search::kPropagationChoices.end()},
                                          "not with members=acs or cdcl: the exact search's propagation (as "
                                          "backtrack's): singles, box-line, hall, box-line+hall (default: the best "
                                          "of the ablation on the 25x25 hard band, docs/BIG_GRIDS.md)"),
    choiceParam<&AutoConfig::learning>(
        "learning", search::Learning::Weights, {search::kLearningChoices.begin(), search::kLearningChoices.end()},
        "not with members=acs or cdcl: the exact search's learning across restarts (as backtrack's): none, weights "
        "(dom/wdeg; default: it shortens the tail on the 25x25 hard band, docs/BIG_GRIDS.md), nogoods (values "
        "refuted by earlier restarts), weights+nogoods"),
    integerParam<&AutoConfig::maxWork>("max-work", 0, 0, 1e15, "give up after this many work units (0 = never)"),
};

/// Auto's rows that set the clause learner alone: they apply only when it takes part (members=cdcl, exact+cdcl,
/// all), in this order among the rules.
constexpr std::string_view kLearnerOnlyParams[] = {
    "cdcl-modes",  "cdcl-restarts", "cdcl-rephase",      "cdcl-reduce", "cdcl-hall",          "cdcl-hall-glue",
    "cdcl-chrono", "cdcl-reorder",  "cdcl-bump-reasons", "cdcl-shrink", "cdcl-vivify-effort",
};

// A member left out ignores its settings, and slices only matter when both members share the budget:
// such settings are refused, not silently ignored.
const std::vector<ParamRule> kAutoRules = [] {
    std::vector<ParamRule> rules = {
        {.lesser = "exact-slice", .greater = "members", .notWhen = "exact"},
        {.lesser = "exact-slice", .greater = "members", .notWhen = "acs"},
        {.lesser = "exact-slice", .greater = "members", .notWhen = "cdcl"},
        {.lesser = "acs-slice", .greater = "members", .notWhen = "exact"},
        {.lesser = "acs-slice", .greater = "members", .notWhen = "acs"},
        {.lesser = "acs-slice", .greater = "members", .notWhen = "cdcl"},
        {.lesser = "acs-slice", .greater = "members", .notWhen = "exact+cdcl"},
        {.lesser = "cdcl-slice", .greater = "members", .notWhen = "portfolio"},
        {.lesser = "cdcl-slice", .greater = "members", .notWhen = "exact"},
        {.lesser = "cdcl-slice", .greater = "members", .notWhen = "acs"},
        {.lesser = "cdcl-slice", .greater = "members", .notWhen = "cdcl"},
        {.lesser = "cdcl-after", .greater = "members", .notWhen = "portfolio"},
        {.lesser = "cdcl-after", .greater = "members", .notWhen = "exact"},
        {.lesser = "cdcl-after", .greater = "members", .notWhen = "acs"},
        {.lesser = "cdcl-after", .greater = "members", .notWhen = "cdcl"},
    };
    // Each learner-only row is refused with members=portfolio, exact or acs.
    for (std::string_view name : kLearnerOnlyParams)
        for (std::string_view without : {"portfolio", "exact", "acs"})
            rules.push_back({.lesser = name, .greater = "members", .notWhen = without});
    const ParamRule others[] = {
        {.lesser = "cdcl-chrono", .greater = "cdcl-hall", .notWhen = "pairs"},
        {.lesser = "cdcl-chrono", .greater = "cdcl-hall", .notWhen = "triples"},
        {.lesser = "cdcl-chrono", .greater = "cdcl-hall", .notWhen = "quads"},
        {.lesser = "cdcl-hall-glue", .greater = "cdcl-hall", .notWhen = "none"},
        {.lesser = "restart-base", .greater = "members", .notWhen = "acs"},
        {.lesser = "restart-base", .greater = "members", .notWhen = "cdcl"},
        {.lesser = "restart-first", .greater = "members", .notWhen = "acs"},
        {.lesser = "restart-first", .greater = "members", .notWhen = "cdcl"},
        {.lesser = "propagation", .greater = "members", .notWhen = "acs"},
        {.lesser = "propagation", .greater = "members", .notWhen = "cdcl"},
        {.lesser = "learning", .greater = "members", .notWhen = "acs"},
        {.lesser = "learning", .greater = "members", .notWhen = "cdcl"},
    };
    rules.insert(rules.end(), std::begin(others), std::end(others));
    return rules;
}();

/// Clause-learning units per open cell and round when `cdcl-slice` is 0: 4 below 36x36, where the exact
/// member and the colony solve the hard band within ~10k units and the learner's rounds must not slow them;
/// from 36x36 on more, since the learner solves most there and a third of the CPU time went to the others
/// (round 8 of docs/BIG_GRIDS_ROUNDS.md: 36x36 and 49x49 measured against 4, 16 and 32).
std::uint64_t automaticCdclSlice(const Grid& puzzle) {
    const auto open = static_cast<std::uint64_t>(puzzle.cellCount() - puzzle.filledCount());
    constexpr int kBigOrder = 6;
    return (puzzle.order() >= kBigOrder ? 64 : 4) * open;
}

enum class Member { None = 0, Exact = 1, Acs = 2, Cdcl = 3 };
constexpr std::array<Member, 3> kMembers = {Member::Exact, Member::Acs, Member::Cdcl};

std::size_t indexOf(Member member) { return static_cast<std::size_t>(member) - 1; }

/// A member at its own defaults (the colony at its paper's) that is built on first use: most 25x25
/// runs end before the colony's first slice or before clause learning joins, and building either is a
/// good part of such a run (the colony ~0.3 ms of ~5 ms; the clause learner's encoding and root filter
/// more). Its seed is fixed at auto's reset, so the run is unit for unit the one with the member built
/// at once.
struct LazyMember {
    std::unique_ptr<Solver> (*create)() = nullptr;
    ParamSet params;  ///< the member's settings (the colony's defaults; the clause learner's from auto's)
    std::unique_ptr<Solver> solver;
    bool pending = false;  ///< takes part in the run but is not built yet
    std::uint64_t seed = 0;

    /// Forgets the previous run's member; it takes no part until `pending` is set or it is built.
    void clear(std::unique_ptr<Solver> (*memberCreate)(), ParamSet memberParams, std::uint64_t memberSeed) {
        create = memberCreate;
        params = std::move(memberParams);
        solver.reset();
        pending = false;
        seed = memberSeed;
    }
    /// Builds and resets the member on the puzzle.
    void build(const Grid& puzzle) {
        solver = create();
        solver->reset(puzzle, params, seed);
        pending = false;
    }
    /// The member, built now if it is still pending (null if it takes no part).
    Solver* get(const Grid& puzzle) {
        if (pending) build(puzzle);
        return solver.get();
    }
    /// True if the member takes part in the run, built or not.
    bool takesPart() const { return pending || solver; }
};

std::string_view memberName(Member member) {
    switch (member) {
        case Member::Exact: return "the restarted exact search";
        case Member::Acs: return "the ant colony";
        case Member::Cdcl: return "clause learning (CDCL)";
        case Member::None: break;
    }
    return "none";
}

class AutoSolver final : public Solver {
public:
    void reset(const Grid& puzzle, const ParamSet& params, std::uint64_t seed) override {
        requireNoConflictingGivens(puzzle);
        checkParamRules(params, kAutoRules);  // callers validate up front; a direct reset is checked too
        puzzle_ = puzzle;
        const AutoConfig config = kAutoParams.read(params);
        const AutoMembers members = config.members;
        exactSlice_ = config.exactSlice;
        acsSlice_ = config.acsSlice;
        cdclSlice_ = config.cdclSlice;
        if (cdclSlice_ == 0) cdclSlice_ = automaticCdclSlice(puzzle);
        cdclSlice_ = std::max<std::uint64_t>(cdclSlice_, 1);  // a full grid has no open cell
        cdclAfter_ = members == AutoMembers::Cdcl ? 0 : config.cdclAfter;
        maxWork_ = config.maxWork;
        exact_.reset();
        const bool useCdcl =
            members == AutoMembers::Cdcl || members == AutoMembers::ExactCdcl || members == AutoMembers::All;
        if (members != AutoMembers::Acs && members != AutoMembers::Cdcl) startExact(puzzle, config, seed);
        acs_.clear(acsInfo().create, ParamSet(acsInfo().params), deriveSeed(seed, 2));
        if (members == AutoMembers::Portfolio || members == AutoMembers::Acs || members == AutoMembers::All) {
            acs_.pending = true;
            if (members == AutoMembers::Acs || !deferAcs(puzzle)) acs_.build(puzzle_);
        }
        cdcl_.clear(makeCdclSolver, cdclParams().paramSet(config.cdcl), deriveSeed(seed, 3));
        cdcl_.pending = useCdcl;
        if (useCdcl && cdclAfter_ == 0) cdcl_.build(puzzle_);
        work_ = exactWork_ = acsWork_ = cdclWork_ = rounds_ = 0;
        events_.clear();
        exactEventsSeen_ = acsEventsSeen_ = cdclEventsSeen_ = 0;
        phase_ = exact_ ? Member::Exact : acs_.takesPart() ? Member::Acs : Member::Cdcl;
        phaseLeft_ = sliceOf(phase_);
        winner_ = Member::None;
        status_ = Status::Running;
        message_.clear();
        settle();
    }

    std::uint64_t step(std::uint64_t budget) override {
        std::uint64_t done = 0;
        while (status_ == Status::Running && done < budget) {
            std::uint64_t slice = std::min(phaseLeft_, budget - done);
            if (maxWork_ > 0) slice = std::min(slice, maxWork_ - work_);
            Solver* member = phase_ == Member::Acs    ? acs_.get(puzzle_)
                             : phase_ == Member::Cdcl ? cdcl_.get(puzzle_)
                                                      : exact_.get();
            const std::uint64_t ran = member && member->status() == Status::Running ? member->step(slice) : 0;
            done += ran;
            work_ += ran;
            workOf(phase_) += ran;
            copyMemberEvents(*member, phase_ == Member::Exact ? exactEventsSeen_
                                      : phase_ == Member::Acs ? acsEventsSeen_ : cdclEventsSeen_);
            phaseLeft_ -= std::min(phaseLeft_, ran);
            settle();
            if (status_ != Status::Running) break;
            if (ran == 0 || phaseLeft_ == 0) nextPhase();
        }
        return done;
    }

    Snapshot snapshot() const override {
        // Each built member's snapshot, taken once: they copy grids, and this runs every frame.
        std::array<std::optional<Snapshot>, 3> of;
        for (Member member : kMembers)
            if (const Solver* solver = memberSolver(member)) of[indexOf(member)] = solver->snapshot();
        double best = std::numeric_limits<double>::infinity();
        for (const std::optional<Snapshot>& member : of)
            if (member) best = std::min(best, member->bestCost);
        if (acs_.pending) best = std::min(best, acsDeferredBestCost_);
        AutoStats shown;
        if (const std::optional<Snapshot>& exact = of[indexOf(Member::Exact)])
            shown.restarts = countersOf<BacktrackSolverStats>(*exact).restarts;
        if (const std::optional<Snapshot>& cdcl = of[indexOf(Member::Cdcl)]) {
            const CdclMemberStats& cdclStats = countersOf<CdclMemberStats>(*cdcl);
            shown.cdclConflicts = cdclStats.conflicts;
            shown.cdclDecisions = cdclStats.decisions;
            shown.cdclPropagations = cdclStats.propagations;
            shown.cdclVariables = cdclStats.variables;
            shown.cdclLearned = cdclStats.learned;
            shown.cdclLearnedLits = cdclStats.learnedLits;
            shown.cdclLearnedGlue = cdclStats.learnedGlue;
            shown.cdclExplained = cdclStats.externalImplied;
            shown.cdclExplanationLits = cdclStats.explanationLits;
            shown.cdclChronological = cdclStats.chronological;
            shown.cdclShrunk = cdclStats.shrunkLits;
            shown.cdclReasonBumps = cdclStats.reasonBumps;
            shown.cdclVivifyShortened = cdclStats.vivifyShortened;
            shown.cdclPromoted = cdclStats.promoted;
            shown.cdclTier1Glue = cdclStats.tier1Glue;
            shown.cdclTier2Glue = cdclStats.tier2Glue;
            shown.cdclReorders = cdclStats.reorders;
        }

        Snapshot snap = std::move(*of[indexOf(shownMember())]);
        snap.bestCost = status_ == Status::Solved ? 0 : best;
        snap.work = work_;
        snap.iteration = work_;
        snap.status = status_;
        snap.events = events_.size();
        snap.restarts = events_.restarts();
        snap.solutionsFound = status_ == Status::Solved ? 1 : 0;
        snap.message = message_.empty() ? snap.message : message_;
        shown.solvedBy = static_cast<int>(winner_);
        shown.exactNodes = exactWork_;
        shown.antWalks = acsWork_;
        shown.cdclUnits = cdclWork_;
        shown.rounds = rounds_;
        showStats(snap, shown);
        return snap;
    }

    Status status() const override { return status_; }

    /// The member whose slice runs next, with the units left in it: a node, an ant walk and a clause-learning
    /// unit differ in cost by orders of magnitude, so the app's frames pace each apart (WorkKind).
    WorkKind nextWork() const override { return {static_cast<int>(indexOf(phase_)), phaseLeft_}; }

    std::span<const RunEvent> eventsSince(std::size_t cursor) const override { return events_.since(cursor); }

    Grid bestGrid() const override {
        return memberSolver(shownMember())->bestGrid();
    }

private:
    /// The statistics rows of the members taking part: the exact member's restarts when it takes part,
    /// clause learning's rows when it takes part (at 0 before it joins).
    void showStats(Snapshot& snap, const AutoStats& shown) const {
        snap.stats = namedStats(shown, kAutoStatRows);
        std::vector<Stat> more;
        if (exact_) more = namedStats(shown, kAutoExactStatRows);
        if (cdcl_.takesPart())
            for (Stat& stat : namedStats(shown, kAutoCdclStatRows)) more.push_back(std::move(stat));
        snap.stats.insert(snap.stats.end(), more.begin(), more.end());
        snap.counters = shown;
    }

    /// Builds and resets the exact member: backtrack with Luby restarts, set up by auto's parameters.
    void startExact(const Grid& puzzle, const AutoConfig& config, std::uint64_t seed) {
        BacktrackConfig exact = backtrackParams().defaults();
        exact.restarts = search::Restarts::Luby;
        const auto open = static_cast<std::uint64_t>(puzzle.cellCount() - puzzle.filledCount());
        exact.restartBase = config.restartBase != 0 ? config.restartBase : std::max<std::uint64_t>(64, open / 4);
        exact.restartFirst = config.restartFirst;
        exact.propagation = backtrackPropagation(config.propagation);
        exact.learning = config.learning;
        exact_ = backtrackInfo().create();
        exact_->reset(puzzle, backtrackParams().paramSet(exact), deriveSeed(seed, 1));
    }

    /// True once clause learning takes part in the rounds: after `cdcl-after` units of the other members,
    /// or when no other member can work.
    bool cdclJoined() const {
        return exactWork_ + acsWork_ >= cdclAfter_ || (!memberRuns(Member::Exact) && !memberRuns(Member::Acs));
    }

    Solver* memberSolver(Member member) const {
        return member == Member::Exact ? exact_.get()
               : member == Member::Acs ? acs_.solver.get()
               : member == Member::Cdcl ? cdcl_.solver.get()
                                        : nullptr;
    }

    /// True while the member takes part and can still work (a deferred colony counts: it is built on use).
    bool memberRuns(Member member) const {
        if ((member == Member::Acs && acs_.pending) || (member == Member::Cdcl && cdcl_.pending)) return true;
        const Solver* solver = memberSolver(member);
        return solver && solver->status() == Status::Running;
    }

    std::uint64_t sliceOf(Member member) const {
        return member == Member::Exact ? exactSlice_ : member == Member::Acs ? acsSlice_ : cdclSlice_;
    }

    std::uint64_t& workOf(Member member) {
        return member == Member::Exact ? exactWork_ : member == Member::Acs ? acsWork_ : cdclWork_;
    }

    /// The winner once solved; while running the exact member (the path it explores), else a built one
    /// (after a reset at least one member is built).
    Member shownMember() const {
        if (winner_ != Member::None) return winner_;
        return exact_ ? Member::Exact : cdcl_.solver ? Member::Cdcl : Member::Acs;
    }

    /// Whether the ant colony can wait for its first slice: most runs end before it (the exact member
    /// gets the first `exact-slice` nodes), and building it costs ~0.3 ms of a 25x25 run's ~5 ms. It
    /// can when its reset would leave it running: the singles propagation its reset starts with neither
    /// solves the puzzle (it would then win at 0 work units) nor meets a contradiction (it would stop).
    /// Then the run is unit for unit the one with the colony built at once (its seed is its own), and its
    /// best cost until then is the cells that propagation leaves open.
    bool deferAcs(const Grid& puzzle) {
        CandidateGrid singles(puzzle);
        const PropagationResult initial = propagate(singles);
        if (initial.contradiction || singles.filledCount() == puzzle.cellCount()) return false;
        acsDeferredBestCost_ = puzzle.cellCount() - singles.filledCount();
        return true;
    }

    /// The member's new events (its restarts) on auto's time line. The exact member stamps them in nodes,
    /// its work unit, so each lands where it happened whatever the slicing; the colony (iterations of
    /// `ants` walks, and no events unless restart-after is set) lands at auto's work count.
    void copyMemberEvents(const Solver& member, std::size_t& seen) {
        const bool exact = &member == exact_.get();
        for (const RunEvent& event : member.eventsSince(seen))
            events_.push(exact ? work_ - (exactWork_ - event.iteration) : work_, event.kind);
        seen = member.eventsSince(0).size();
    }

    /// The next running member in the order exact, acs, cdcl; a round ends when the order wraps around.
    void nextPhase() {
        const int at = static_cast<int>(phase_) - 1;
        for (int k = 1; k <= 3; ++k) {
            const Member member = kMembers[static_cast<std::size_t>((at + k) % 3)];
            if (!memberRuns(member) || (member == Member::Cdcl && !cdclJoined())) continue;
            if (at + k >= 3) ++rounds_;
            phase_ = member;
            phaseLeft_ = sliceOf(member);
            return;
        }
    }

    /// Ends the run when a member solved it, the exact member proved there is no solution, every member
    /// stopped, or the work limit is reached.
    void settle() {
        for (Member member : kMembers) {
            const Solver* solver = memberSolver(member);
            if (!solver || solver->status() != Status::Solved) continue;
            // Trust, but verify: a member's solution must keep every given and break no rule.
            if (!checkSolution(puzzle_, solver->bestGrid()).empty()) continue;
            winner_ = member;
            status_ = Status::Solved;
            message_ = "solved by " + std::string(memberName(member)) + " after " + std::to_string(work_) +
                       " work units (" + std::to_string(exactWork_) + " nodes, " + std::to_string(acsWork_) +
                       " ant walks, " + std::to_string(cdclWork_) + " clause-learning units)";
            return;
        }
        for (const Solver* prover : {exact_.get(), cdcl_.solver.get()}) {  // the exact members' proofs
            if (!prover || prover->status() != Status::Failed) continue;
            status_ = Status::Failed;
            message_ = "no solution: " + prover->snapshot().message;
            return;
        }
        if (!memberRuns(Member::Exact) && !memberRuns(Member::Acs) && !memberRuns(Member::Cdcl)) {
            status_ = Status::GaveUp;
            message_ = "every member stopped without a solution";
        } else if (maxWork_ > 0 && work_ >= maxWork_) {
            status_ = Status::GaveUp;
            message_ = "work limit of " + std::to_string(maxWork_) + " units reached without a solution";
        }
    }

    Grid puzzle_;
    std::unique_ptr<Solver> exact_;
    LazyMember acs_;                  ///< pending: takes part, not built yet (deferAcs)
    LazyMember cdcl_;                 ///< pending: takes part, has not joined yet (cdcl-after)
    double acsDeferredBestCost_ = 0;  ///< the colony's best cost until it is built
    std::uint64_t exactSlice_ = 0, acsSlice_ = 0, cdclSlice_ = 0, cdclAfter_ = 0, maxWork_ = 0;
    std::uint64_t work_ = 0, exactWork_ = 0, acsWork_ = 0, cdclWork_ = 0, rounds_ = 0;
    Member phase_ = Member::Exact;
    std::uint64_t phaseLeft_ = 0;
    Member winner_ = Member::None;
    EventLog events_;
    std::size_t exactEventsSeen_ = 0, acsEventsSeen_ = 0, cdclEventsSeen_ = 0;
    Status status_ = Status::Idle;  // until a successful reset(): step() is then a no-op
    std::string message_;
};

}  // namespace

const SolverInfo& autoInfo() {
    static const SolverInfo info{
        "auto",
        "Auto (portfolio)",
        "portfolio of the project's methods: Luby-restarted exact search interleaved with the ant colony or with "
        "clause learning (CDCL)",
        "fast at the median and safe at the tail: restarted backtracking shares the budget with Ant Colony System "
        "or a CDCL SAT engine; exact (proves unsolvability)",
        "member units (exact nodes + ant walks + CDCL conflicts and decisions)",
        true,
        kAutoParams.specs(),
        makeSolver<AutoSolver>,
        kAutoRules,
    };
    return info;
}

}  // namespace sudolab::solvers
