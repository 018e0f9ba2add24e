#include "bench_plan.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <map>

#include "base/rng.hpp"
#include "common.hpp"
#include "generate/generate.hpp"
#include "text/number_text.hpp"

namespace sudolab::cli {
namespace {

/// Parses a whole string of digits as an integer in [lo, hi] (lo >= 0); false if malformed or out of range.
bool parseInteger(const std::string& text, long long lo, long long hi, long long& out) {
    std::uint64_t value = 0;
    if (!parseWholeNumber(text, value) || value < static_cast<std::uint64_t>(lo) ||
        value > static_cast<std::uint64_t>(hi))
        return false;
    out = static_cast<long long>(value);
    return true;
}

}  // namespace

std::uint64_t fnv1a(std::string_view text) {
    std::uint64_t hash = 0xcbf29ce484222325ull;
    for (const char c : text) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 0x100000001b3ull;
    }
    return hash;
}

std::uint64_t benchSeed(std::uint64_t baseSeed, std::string_view label, std::string_view key, int runIndex) {
    const std::uint64_t perSolver = deriveSeed(baseSeed, fnv1a(label));
    const std::uint64_t perInstance = deriveSeed(perSolver, fnv1a(key));
    // 53 bits: JSON readers that hold numbers as doubles (JavaScript, jq) read the seed exactly.
    return deriveSeed(perInstance, static_cast<std::uint64_t>(runIndex)) & ((std::uint64_t{1} << 53) - 1);
}

std::vector<BenchVariant> parseVariants(const std::vector<std::string>& algos, const std::vector<std::string>& params) {
    std::vector<BenchVariant> variants;
    std::map<std::string, std::vector<std::string>> assignments;
    for (const std::string& entry : algos) {
        if (entry.empty()) throw UsageError("--algo: empty solver id in the list");
        const auto equals = entry.find('=');
        BenchVariant variant;
        variant.label = equals == std::string::npos ? entry : entry.substr(0, equals);
        variant.solver = &solverById(equals == std::string::npos ? entry : entry.substr(equals + 1));
        if (variant.label.empty() || variant.label.find_first_of(". \t") != std::string::npos)
            throw UsageError("--algo " + entry + ": a label must be non-empty, without '.' or spaces");
        for (const BenchVariant& other : variants)
            if (other.label == variant.label)
                throw UsageError("--algo: '" + variant.label + "' is listed twice; rename one with LABEL=ID");
        variants.push_back(std::move(variant));
    }
    for (const std::string& param : params) {
        const auto equals = param.find('=');
        const auto dot = param.find('.');
        std::string label;
        std::string assignment = param;
        if (dot != std::string::npos && (equals == std::string::npos || dot < equals)) {
            label = param.substr(0, dot);
            assignment = param.substr(dot + 1);
        } else if (variants.size() == 1) {
            label = variants.front().label;  // one solver: its prefix may be left out
        } else {
            throw UsageError("--param " + param + ": write SOLVER.NAME=VALUE (several solvers are benchmarked)");
        }
        const bool known = std::any_of(variants.begin(), variants.end(),
                                       [&](const BenchVariant& variant) { return variant.label == label; });
        if (!known) throw UsageError("--param " + param + ": no solver labelled '" + label + "' in --algo");
        assignments[label].push_back(assignment);
    }
    for (BenchVariant& variant : variants) variant.params = parseSolverParams(*variant.solver, assignments[variant.label]);
    return variants;
}

std::vector<BenchRun> buildPlan(const std::vector<BenchInstance>& instances, const std::vector<BenchVariant>& variants,
                                int runs, std::uint64_t baseSeed) {
    std::vector<BenchRun> plan;
    plan.reserve(instances.size() * variants.size() * static_cast<std::size_t>(runs > 0 ? runs : 0));
    for (std::size_t i = 0; i < instances.size(); ++i) {
        for (std::size_t v = 0; v < variants.size(); ++v) {
            for (int r = 0; r < runs; ++r) {
                BenchRun run;
                run.id = plan.size();
                run.instance = i;
                run.variant = v;
                run.runIndex = r;
                run.seed = benchSeed(baseSeed, variants[v].label, instances[i].key, r);
                plan.push_back(run);
            }
        }
    }
    return plan;
}

std::vector<BenchRun> shardRuns(const std::vector<BenchRun>& plan, Shard shard) {
    std::vector<BenchRun> selected;
    for (const BenchRun& run : plan)
        if (run.id % static_cast<std::size_t>(shard.count) == static_cast<std::size_t>(shard.index - 1))
            selected.push_back(run);
    return selected;
}

Shard parseShard(const std::string& text) {
    const auto slash = text.find('/');
    long long index = 0;
    long long count = 0;
    if (slash == std::string::npos || !parseInteger(text.substr(slash + 1), 1, 1000000, count) ||
        !parseInteger(text.substr(0, slash), 1, count, index))
        throw UsageError("--shard: expected I/N with 1 <= I <= N (e.g. 2/8), got '" + text + "'");
    return Shard{static_cast<int>(index), static_cast<int>(count)};
}

SetNaming parseSetNaming(const std::string& text) {
    if (text == "stem") return SetNaming::Stem;
    if (text == "strip-index") return SetNaming::StripIndex;
    if (text == "path") return SetNaming::Path;
    throw UsageError("--set-name: unknown rule '" + text + "' (known: stem, strip-index, path)");
}

std::string baseName(const std::string& path) {
    const auto slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

std::string setNameOf(const std::string& path, SetNaming naming) {
    if (naming == SetNaming::Path) return path;
    std::string stem = baseName(path);
    const auto dot = stem.find_last_of('.');
    if (dot != std::string::npos && dot > 0) stem.erase(dot);
    if (naming == SetNaming::StripIndex) {
        std::size_t end = stem.size();
        while (end > 0 && std::isdigit(static_cast<unsigned char>(stem[end - 1])) != 0) --end;
        if (end < stem.size() && end > 1 && stem[end - 1] == '_') stem.erase(end - 1);
    }
    return stem;
}

GenerateSpec parseGenerateSpec(const std::string& text) {
    std::vector<std::string> fields;
    std::size_t start = 0;
    while (true) {
        const auto colon = text.find(':', start);
        fields.push_back(text.substr(start, colon == std::string::npos ? std::string::npos : colon - start));
        if (colon == std::string::npos) break;
        start = colon + 1;
    }
    const std::string where = "--generate " + text + ": ";
    if (fields.size() < 3 || fields.size() > 4)
        throw UsageError(where + "expected ORDER:FIXED:COUNT[:SEED] (e.g. 3:0.4:20:1)");
    GenerateSpec spec;
    spec.text = text;
    long long value = 0;
    if (!parseInteger(fields[0], 2, 8, value)) throw UsageError(where + "ORDER must be 2 to 8, got '" + fields[0] + "'");
    spec.order = static_cast<int>(value);
    if (!parseStrictNumber(fields[1], false, spec.fixed) || !(spec.fixed >= 0.0 && spec.fixed <= 1.0))
        throw UsageError(where + "FIXED must be a keep probability in [0, 1], got '" + fields[1] + "'");
    if (!parseInteger(fields[2], 1, 10000000, value))
        throw UsageError(where + "COUNT must be 1 to 10000000, got '" + fields[2] + "'");
    spec.count = static_cast<int>(value);
    if (fields.size() == 4) {
        if (!parseWholeNumber(fields[3], spec.seed))
            throw UsageError(where + "SEED must be a whole number from 0 to 18446744073709551615, got '" + fields[3] + "'");
    }
    return spec;
}

std::vector<BenchInstance> generatedInstances(const GenerateSpec& spec) {
    std::vector<BenchInstance> instances;
    const int side = spec.order * spec.order;
    const std::string set = "gen" + std::to_string(side) + "x" + std::to_string(side) + "_" + formatNumber(spec.fixed);
    const std::string file = "generate:" + std::to_string(spec.order) + ":" + formatNumber(spec.fixed) + ":" +
                             std::to_string(spec.count) + ":" + std::to_string(spec.seed);
    for (int k = 1; k <= spec.count; ++k) {
        BenchInstance instance;
        const std::uint64_t seed = spec.seed + static_cast<std::uint64_t>(k - 1);
        instance.set = set;
        instance.file = file;
        // The key names the puzzle by its own generator seed, so overlapping requests share seeds.
        instance.key = "generate:" + std::to_string(spec.order) + ":" + formatNumber(spec.fixed) + ":" +
                       std::to_string(seed) + "#1";
        instance.index = k;
        instance.line = 1;
        instance.fraction = spec.fixed;
        instance.grid = generateFixedFraction(spec.order, spec.fixed, seed);
        instances.push_back(std::move(instance));
    }
    return instances;
}

std::string campaignId(const std::vector<BenchInstance>& instances, const std::vector<BenchVariant>& variants, int runs,
                       std::uint64_t baseSeed, const RunLimits& limits) {
    std::string text = "runs=" + std::to_string(runs) + ";seed=" + std::to_string(baseSeed) +
                       ";limit=" + formatNumber(limits.wallSeconds) + ";work=" + std::to_string(limits.maxWork) + ";";
    // Only when set, so that campaigns without a CPU limit keep the ids they had before it existed.
    if (limits.cpuSeconds > 0) text += "cpu=" + formatNumber(limits.cpuSeconds) + ";";
    for (const BenchVariant& variant : variants)
        text += variant.label + "=" + std::string(variant.solver->id) + "(" + variant.params.describe() + ");";
    for (const BenchInstance& instance : instances) text += instance.set + "/" + instance.key + ";";
    char buffer[17];
    std::snprintf(buffer, sizeof buffer, "%016llx", static_cast<unsigned long long>(fnv1a(text)));
    return buffer;
}

}  // namespace sudolab::cli
