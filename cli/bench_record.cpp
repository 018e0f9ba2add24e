#include "bench_record.hpp"

#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>

#include "common.hpp"

namespace sudolab::cli {
namespace {

using Json = nlohmann::ordered_json;

/// The field, which must exist and satisfy `ok`; the error names it and the expected type.
const Json& field(const Json& object, const char* name, bool (Json::*ok)() const noexcept, const char* what) {
    const auto it = object.find(name);
    if (it == object.end()) throw std::runtime_error(std::string("missing field \"") + name + "\"");
    if (!((*it).*ok)()) throw std::runtime_error(std::string("field \"") + name + "\" must be " + what);
    return *it;
}

std::string text(const Json& object, const char* name) {
    return field(object, name, &Json::is_string, "a string").get<std::string>();
}

double real(const Json& object, const char* name) {
    return field(object, name, &Json::is_number, "a number").get<double>();
}

std::uint64_t countField(const Json& object, const char* name) {
    return field(object, name, &Json::is_number_unsigned, "a non-negative integer").get<std::uint64_t>();
}

int small(const Json& object, const char* name) {
    const std::uint64_t value = countField(object, name);
    if (value > 1000000000) throw std::runtime_error(std::string("field \"") + name + "\" is out of range");
    return static_cast<int>(value);
}

}  // namespace

std::string recordToJson(const BenchRecord& record) {
    Json params = Json::object();
    for (const auto& [name, value] : record.params) params[name] = value;
    Json stats = Json::object();
    for (const Stat& stat : record.stats) stats[stat.name] = stat.value;
    const Json object = {
        {"run", record.run},
        {"plan_size", record.planSize},
        {"campaign", record.campaign},
        {"set", record.set},
        {"file", record.file},
        {"index", record.index},
        {"line", record.line},
        {"order", record.order},
        {"cells", record.cells},
        {"givens", record.givens},
        {"fraction", record.fraction},
        {"solver", record.solver},
        {"algo", record.algo},
        {"params", params},
        {"run_index", record.runIndex},
        {"seed", record.seed},
        {"status", std::string(outcomeName(record.outcome))},
        {"solved", record.solved},
        {"time_s", record.timeSeconds},
        {"cpu_s", record.cpuSeconds ? Json(*record.cpuSeconds) : Json(nullptr)},
        {"time_limit_s", record.timeLimit},
        {"cpu_limit_s", record.cpuLimit},
        {"max_work", record.maxWork},
        {"iterations", record.iterations},
        {"work", record.work},
        {"work_unit", record.workUnit},
        {"restarts", record.restarts ? Json(*record.restarts) : Json(nullptr)},
        {"cost", record.cost},
        {"best_cost", record.bestCost},
        {"message", record.message},
        {"stats", stats},
    };
    return object.dump();
}

BenchRecord recordFromJson(const std::string& line) {
    const Json object = Json::parse(line, nullptr, false);
    if (object.is_discarded()) throw std::runtime_error("not valid JSON");
    if (!object.is_object()) throw std::runtime_error("not a JSON object");
    BenchRecord record;
    record.run = countField(object, "run");
    record.planSize = countField(object, "plan_size");
    if (record.run >= record.planSize) throw std::runtime_error("\"run\" must be below \"plan_size\"");
    record.campaign = text(object, "campaign");
    record.set = text(object, "set");
    record.file = text(object, "file");
    record.index = small(object, "index");
    record.line = small(object, "line");
    record.order = small(object, "order");
    record.cells = small(object, "cells");
    record.givens = small(object, "givens");
    record.fraction = real(object, "fraction");
    record.solver = text(object, "solver");
    record.algo = text(object, "algo");
    for (const auto& [name, value] : field(object, "params", &Json::is_object, "an object").items()) {
        if (!value.is_string()) throw std::runtime_error("parameter \"" + name + "\" must be a string");
        record.params.emplace_back(name, value.get<std::string>());
    }
    record.runIndex = small(object, "run_index");
    record.seed = countField(object, "seed");
    const std::string status = text(object, "status");
    const std::optional<Outcome> outcome = outcomeFromName(status);
    if (!outcome) throw std::runtime_error("field \"status\" must name an outcome, not \"" + status + "\"");
    record.outcome = *outcome;
    record.solved = field(object, "solved", &Json::is_boolean, "true or false").get<bool>();
    record.timeSeconds = real(object, "time_s");
    if (!(record.timeSeconds >= 0)) throw std::runtime_error("field \"time_s\" must be >= 0");
    // cpu_s and cpu_limit_s came with the CPU-time limit: records written before have neither.
    if (const auto cpu = object.find("cpu_s"); cpu != object.end() && !cpu->is_null()) {
        if (!cpu->is_number() || !(cpu->get<double>() >= 0)) throw std::runtime_error("field \"cpu_s\" must be a number >= 0 or null");
        record.cpuSeconds = cpu->get<double>();
    }
    record.timeLimit = real(object, "time_limit_s");
    if (object.contains("cpu_limit_s")) record.cpuLimit = real(object, "cpu_limit_s");
    record.maxWork = countField(object, "max_work");
    record.iterations = countField(object, "iterations");
    record.work = countField(object, "work");
    record.workUnit = text(object, "work_unit");
    const auto restarts = object.find("restarts");
    if (restarts == object.end()) throw std::runtime_error("missing field \"restarts\"");
    if (restarts->is_number()) record.restarts = restarts->get<double>();
    else if (!restarts->is_null()) throw std::runtime_error("field \"restarts\" must be a number or null");
    record.cost = real(object, "cost");
    record.bestCost = real(object, "best_cost");
    record.message = text(object, "message");
    for (const auto& [name, value] : field(object, "stats", &Json::is_object, "an object").items()) {
        if (!value.is_number()) throw std::runtime_error("statistic \"" + name + "\" must be a number");
        record.stats.push_back(Stat{name, value.get<double>()});
    }
    return record;
}

std::vector<BenchRecord> readRecordFile(const std::string& path) {
    const std::string content = readTextFile(path);
    std::istringstream in(content);
    std::vector<BenchRecord> records;
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
        ++number;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.find_first_not_of(" \t") == std::string::npos) continue;
        try {
            records.push_back(recordFromJson(line));
        } catch (const std::exception& error) {
            throw UsageError((path == "-" ? std::string("<stdin>") : path) + ": line " + std::to_string(number) +
                             ": not a bench record: " + error.what());
        }
    }
    return records;
}

}  // namespace sudolab::cli
