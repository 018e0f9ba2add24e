// The logic of `sudolab bench`: run plan, seeds, shards, quartiles and summaries, record round trips,
// and the runner's in-order output. (End-to-end checks of the command are in cli_test.sh.)
#include <algorithm>
#include <cmath>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "bench_plan.hpp"
#include "bench_record.hpp"
#include "bench_runner.hpp"
#include "bench_summary.hpp"
#include "common.hpp"
#include "doctest.h"
#include "generate/generate.hpp"
#include "run/registry.hpp"
#include "text/format.hpp"

using namespace sudolab;
using namespace sudolab::cli;

namespace {

/// Three 9x9 instances (one set "easy" of two, one set "hard") and the given solver ids.
std::vector<BenchInstance> threeInstances() {
    const std::vector<ParsedPuzzle> puzzles = readPuzzles(
        "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..41.....7..7...3..\n"
        "....9..5..1.....3...23..7....45...7.8.....2.......64...9..1.....8..6......54....7\n"
        "1276..48584.1.5..7.9574.3.2269...5.....85.64..5..7.2.1314....2...6237.......6.85.\n");
    std::vector<BenchInstance> instances;
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        BenchInstance instance;
        instance.set = i < 2 ? "easy" : "hard";
        instance.file = instance.set + ".txt";
        instance.index = static_cast<int>(i < 2 ? i + 1 : 1);
        instance.key = instance.file + "#" + std::to_string(instance.index);
        instance.grid = puzzles[i].grid;
        instance.fraction = static_cast<double>(instance.grid.givenCount()) / instance.grid.cellCount();
        instances.push_back(instance);
    }
    return instances;
}

/// A record with only the fields the summary reads.
BenchRecord record(const std::string& solver, const std::string& set, bool solved, double time,
                   std::uint64_t iterations) {
    BenchRecord r;
    r.solver = solver;
    r.algo = solver;
    r.set = set;
    r.solved = solved;
    r.outcome = solved ? Outcome::Solved : Outcome::TimeLimit;
    r.timeSeconds = time;
    r.iterations = iterations;
    r.timeLimit = 5;
    return r;
}

}  // namespace

TEST_CASE("bench: quartiles interpolate linearly (type 7)") {
    CHECK(quantile({7.0}, 0.25) == 7.0);
    CHECK(quantile({1, 2, 3, 4}, 0.25) == doctest::Approx(1.75));
    CHECK(quantile({1, 2, 3, 4}, 0.5) == doctest::Approx(2.5));
    CHECK(quantile({1, 2, 3, 4}, 0.75) == doctest::Approx(3.25));
    CHECK(quantile({1, 2, 3, 4, 5}, 0.25) == 2.0);
    CHECK(quantile({1, 2, 3, 4, 5}, 1.0) == 5.0);
    const auto five = fiveNumbers({10, 1, 4, 3, 2});
    REQUIRE(five);
    CHECK(five->min == 1);
    CHECK(five->q1 == 2);
    CHECK(five->median == 3);
    CHECK(five->q3 == 4);
    CHECK(five->max == 10);
    CHECK_FALSE(fiveNumbers({}));
}

TEST_CASE("bench: summary arithmetic on known records") {
    // acs on "a": 3 of 4 solved in 1, 2, 3 s; the failure took 6 s (its limit).
    std::vector<BenchRecord> records = {record("acs", "a", true, 1.0, 10), record("acs", "a", true, 3.0, 30),
                                        record("acs", "a", false, 6.0, 60), record("acs", "a", true, 2.0, 20),
                                        record("dlx", "a", false, 5.0, 7), record("acs", "b", true, 0.5, 5)};
    const std::vector<SummaryRow> rows = summarize(records);
    REQUIRE(rows.size() == 3);
    CHECK(rows[0].solver == "acs");
    CHECK(rows[0].set == "a");
    CHECK(rows[1].set == "b");  // rows: by label, then set, in order of first appearance
    CHECK(rows[2].solver == "dlx");
    const SummaryRow& row = rows[0];
    CHECK(row.runs == 4);
    CHECK(row.solved == 3);
    CHECK(row.timeLimitHits == 1);
    CHECK(row.successRate == doctest::Approx(0.75));
    REQUIRE(row.time);
    CHECK(row.time->min == 1.0);
    CHECK(row.time->q1 == doctest::Approx(1.5));
    CHECK(row.time->median == 2.0);
    CHECK(row.time->q3 == doctest::Approx(2.5));
    CHECK(row.time->max == 3.0);
    CHECK(row.meanTime == doctest::Approx(3.0));                   // (1 + 3 + 6 + 2) / 4
    CHECK(row.meanTimeToSuccess == doctest::Approx(4.0));          // 3 / 0.75
    CHECK(row.meanIterationsToSuccess == doctest::Approx(40.0));   // 30 / 0.75
    REQUIRE(row.iterations);
    CHECK(row.iterations->median == 20.0);
    CHECK(rows[2].solved == 0);
    CHECK_FALSE(rows[2].time);
    CHECK(std::isinf(rows[2].meanTimeToSuccess));

    const std::string table = summaryTable(rows);
    INFO(table);
    CHECK(table.find("\nacs     a       4       3   75%      1   1.5      2   2.5      3       3     4      10     15      "
                     "20     25      30    40  ") != std::string::npos);
    CHECK(table.find("\ndlx     a       1       0    0%      -     -      -     -      -       5     -       -") !=
          std::string::npos);
    const std::string json = summaryJson(rows);
    CHECK(json.find("\"mean_time_to_success_s\":4.0") != std::string::npos);
    CHECK(json.find("\"mean_time_to_success_s\":null") != std::string::npos);  // dlx solved nothing
}

TEST_CASE("bench: a label with two configurations or two limits is refused") {
    std::vector<BenchRecord> records = {record("acs", "a", true, 1.0, 10), record("acs", "a", true, 2.0, 20)};
    records[1].params = {{"ants", "20"}};
    CHECK_THROWS_AS(summarize(records), UsageError);
    records[1].params.clear();
    records[1].timeLimit = 10;
    CHECK_THROWS_AS(summarize(records), UsageError);
}

TEST_CASE("bench: the plan numbers runs instance-major with stable per-run seeds") {
    const std::vector<BenchInstance> instances = threeInstances();
    const std::vector<BenchVariant> variants = parseVariants({"dlx", "acs"}, {});
    const std::vector<BenchRun> plan = buildPlan(instances, variants, 4, 7);
    REQUIRE(plan.size() == 3 * 2 * 4);
    std::set<std::uint64_t> seeds;
    for (std::size_t i = 0; i < plan.size(); ++i) {
        CHECK(plan[i].id == i);
        CHECK(plan[i].instance == i / 8);
        CHECK(plan[i].variant == i / 4 % 2);
        CHECK(plan[i].runIndex == static_cast<int>(i % 4));
        CHECK(plan[i].seed < (std::uint64_t{1} << 53));
        seeds.insert(plan[i].seed);
    }
    CHECK(seeds.size() == plan.size());
    // A run's seed depends on (seed, label, instance key, run index) only: not on the other solvers
    // or instances of the campaign.
    const std::vector<BenchRun> alone =
        buildPlan({instances[2]}, parseVariants({"acs"}, {}), 4, 7);
    for (int r = 0; r < 4; ++r) CHECK(alone[static_cast<std::size_t>(r)].seed == plan[20 + static_cast<std::size_t>(r)].seed);
    CHECK(benchSeed(7, "acs", "hard.txt#1", 3) == plan[23].seed);
    CHECK(benchSeed(8, "acs", "hard.txt#1", 3) != plan[23].seed);
}

TEST_CASE("bench: shards partition the plan") {
    const std::vector<BenchRun> plan = buildPlan(threeInstances(), parseVariants({"dlx", "acs"}, {}), 5, 1);
    for (int count : {1, 2, 3, 7, 40}) {
        std::vector<std::size_t> seen;
        for (int index = 1; index <= count; ++index) {
            const std::vector<BenchRun> part = shardRuns(plan, Shard{index, count});
            for (const BenchRun& run : part) {
                CHECK(run.id % static_cast<std::size_t>(count) == static_cast<std::size_t>(index - 1));
                seen.push_back(run.id);
            }
        }
        std::sort(seen.begin(), seen.end());
        REQUIRE(seen.size() == plan.size());
        for (std::size_t i = 0; i < seen.size(); ++i) CHECK(seen[i] == i);
    }
    CHECK(parseShard("2/8").index == 2);
    CHECK(parseShard("2/8").count == 8);
    for (const char* bad : {"0/4", "5/4", "1", "a/b", "1/0", "-1/4", "1/4x"}) CHECK_THROWS_AS(parseShard(bad), UsageError);
}

TEST_CASE("bench: set names, --generate specs and variants") {
    CHECK(setNameOf("dir/inst25x25_45_3.txt", SetNaming::Stem) == "inst25x25_45_3");
    CHECK(setNameOf("dir/inst25x25_45_3.txt", SetNaming::StripIndex) == "inst25x25_45");
    CHECK(setNameOf("named/aiescargot.txt", SetNaming::StripIndex) == "aiescargot");
    CHECK(setNameOf("dir/inst25x25_45_3.txt", SetNaming::Path) == "dir/inst25x25_45_3.txt");
    CHECK(baseName("a/b/c.txt") == "c.txt");

    const GenerateSpec spec = parseGenerateSpec("3:0.4:3:11");
    CHECK(spec.order == 3);
    CHECK(spec.fixed == 0.4);
    CHECK(spec.count == 3);
    CHECK(spec.seed == 11);
    CHECK(parseGenerateSpec("4:0.45:2").seed == 1);
    for (const char* bad : {"3:0.4", "9:0.4:1", "3:1.5:1", "3:0.4:0", "3:x:1", "3:0.4:1:-2", "3:0.4:1:2:3"})
        CHECK_THROWS_AS(parseGenerateSpec(bad), UsageError);
    const std::vector<BenchInstance> generated = generatedInstances(spec);
    REQUIRE(generated.size() == 3);
    CHECK(generated[0].set == "gen9x9_0.4");
    CHECK(generated[2].index == 3);
    // Puzzle k is what `sudolab generate --seed SEED` prints as its k-th puzzle.
    CHECK(generated[2].grid.values() == generateFixedFraction(3, 0.4, 13).values());

    const std::vector<BenchVariant> variants =
        parseVariants({"acs", "nobve=acs"}, {"nobve.bve-rate=0", "acs.ants=20"});
    REQUIRE(variants.size() == 2);
    CHECK(variants[1].label == "nobve");
    CHECK(variants[1].solver->id == "acs");
    CHECK(variants[1].params.real("bve-rate") == 0.0);
    CHECK(variants[0].params.integer("ants") == 20);
    CHECK(parseVariants({"acs"}, {"ants=30"})[0].params.integer("ants") == 30);
    CHECK_THROWS_AS(parseVariants({"acs", "dlx"}, {"ants=30"}), UsageError);
    CHECK_THROWS_AS(parseVariants({"acs", "acs"}, {}), UsageError);
    CHECK_THROWS_AS(parseVariants({"nope"}, {}), UsageError);
    CHECK_THROWS_AS(parseVariants({"acs"}, {"tabu.tenure=3"}), UsageError);
    CHECK_THROWS_AS(parseVariants({"acs"}, {"acs.ants=0"}), UsageError);
}

TEST_CASE("bench: records survive a JSON round trip; bad lines are named") {
    BenchRecord r = record("nobve", "easy", true, 0.125, 42);
    r.run = 5;
    r.planSize = 9;
    r.campaign = "00ff";
    r.file = "dir/easy.txt";
    r.algo = "acs";
    r.params = {{"ants", "10"}, {"q0", "0.9"}};
    r.seed = (std::uint64_t{1} << 53) - 3;
    r.restarts = 2;
    r.stats = {{"restarts", 2}, {"walks", 1e6}};
    r.message = "say \"hi\"";
    const BenchRecord back = recordFromJson(recordToJson(r));
    CHECK(recordToJson(back) == recordToJson(r));
    CHECK(back.seed == r.seed);
    CHECK(back.timeSeconds == 0.125);
    CHECK(back.params.size() == 2);
    CHECK(back.restarts == std::optional<double>(2));

    CHECK_THROWS_WITH_AS(recordFromJson("{"), "not valid JSON", std::runtime_error);
    CHECK_THROWS_WITH_AS(recordFromJson("[1]"), "not a JSON object", std::runtime_error);
    std::string missing = recordToJson(r);
    missing.erase(missing.find("\"seed\""), missing.find("\"status\"") - missing.find("\"seed\""));
    CHECK_THROWS_WITH_AS(recordFromJson(missing), "missing field \"seed\"", std::runtime_error);
    std::string mistyped = recordToJson(r);
    mistyped.replace(mistyped.find("\"solved\":true"), 13, "\"solved\":1");
    CHECK_THROWS_WITH_AS(recordFromJson(mistyped), "field \"solved\" must be true or false", std::runtime_error);
}

TEST_CASE("bench: the runner returns records in run order whatever the thread count") {
    BenchCampaign campaign;
    campaign.instances = threeInstances();
    campaign.variants = parseVariants({"backtrack", "acs"}, {});
    campaign.limits = RunLimits{0, 0, 200000};
    const std::vector<BenchRun> plan = buildPlan(campaign.instances, campaign.variants, 2, 3);
    campaign.planSize = plan.size();
    campaign.id = campaignId(campaign.instances, campaign.variants, 2, 3, campaign.limits);
    const std::vector<BenchRun> runs = shardRuns(plan, Shard{2, 3});
    std::vector<std::size_t> sunk;
    const std::vector<BenchRecord> one = runCampaign(campaign, runs, 1, [&](const BenchRecord& r) { sunk.push_back(r.run); });
    const std::vector<BenchRecord> three = runCampaign(campaign, runs, 3, [](const BenchRecord&) {});
    REQUIRE(one.size() == runs.size());
    REQUIRE(three.size() == runs.size());
    for (std::size_t i = 0; i < runs.size(); ++i) {
        CHECK(sunk[i] == runs[i].id);
        CHECK(one[i].run == runs[i].id);
        CHECK(one[i].seed == runs[i].seed);
        CHECK(one[i].solved);  // these puzzles are easy for both solvers within the work limit
        BenchRecord a = one[i];
        BenchRecord b = three[i];
        a.timeSeconds = b.timeSeconds = 0;  // the timings are the only fields that may differ between executions
        REQUIRE(a.cpuSeconds.has_value());
        CHECK(*a.cpuSeconds >= 0);
        a.cpuSeconds = b.cpuSeconds = 0.0;
        CHECK(recordToJson(a) == recordToJson(b));
    }
    CHECK(progressNote(5, 20, 3, 10.0) == "[#####               ] 3 solved, ETA 30s");
}
