#include "bench_ioh.hpp"

#include <filesystem>
#include <map>
#include <system_error>

#include "common.hpp"
#include "records_file.hpp"

namespace sudolab::cli {
namespace {

namespace fs = std::filesystem;

/// IOHanalyzer reads names inside single quotes and in file names: keep letters, digits, '-', '_' and '.'.
std::string safeName(const std::string& name) {
    std::string out;
    for (const char c : name) {
        const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
                           c == '_' || c == '.';
        out += plain ? c : '_';
    }
    return out.empty() ? std::string("_") : out;
}

/// The run's evaluations at its end (work units + 1, see the header).
std::uint64_t lastEvaluation(const BenchRecord& record) { return record.work + 1; }

/// `text` without single quotes, which end a quoted field of an .info line.
std::string safeQuoted(std::string text) {
    for (char& c : text)
        if (c == '\'') c = '"';
    return text;
}

/// What the .info line says of the algorithm: the registry id, its work unit and every parameter.
std::string algInfo(const BenchRecord& record) {
    std::string text = "sudolab " + record.algo + "; evaluations = " + record.workUnit + " + 1; raw_y = best cost";
    for (const auto& [name, value] : record.params) text += "; " + name + "=" + value;
    return safeQuoted(text);
}

/// One (label, set, cells) group of runs: the .info stanza and its .dat file.
struct IohGroup {
    const BenchRecord* first = nullptr;
    std::string runs;  ///< ", instance:evaluations|raw_y" per run
    std::string dat;   ///< the runs' blocks
};

}  // namespace

void prepareIohDirectory(const std::string& dir) {
    std::error_code error;
    if (fs::exists(dir, error) && !fs::is_directory(dir, error))
        throw UsageError("--ioh: " + dir + " exists and is not a directory");
    if (fs::is_directory(dir, error) && !fs::is_empty(dir, error))
        throw UsageError("--ioh: " + dir + " already holds files; give an empty or new directory");
    fs::create_directories(dir, error);
    if (error) throw UsageError("--ioh: cannot create " + dir + ": " + error.message());
}

std::string iohRunBlock(const BenchRecord& record) {
    std::string block = "evaluations raw_y\n";
    double last = 0;
    bool any = false;
    for (const Improvement& point : record.improvements) {
        if (any && !(point.bestCost < last)) continue;
        block += std::to_string(point.work + 1) + " " + formatNumber(point.bestCost) + "\n";
        last = point.bestCost;
        any = true;
    }
    // The run's end, so that IOHanalyzer knows the budget it used (and a final improvement inside the
    // last chunk is not lost).
    if (!any || record.bestCost < last || record.improvements.back().work != record.work)
        block += std::to_string(lastEvaluation(record)) + " " + formatNumber(record.bestCost) + "\n";
    return block;
}

void writeIohLogs(const std::string& dir, const std::vector<BenchRecord>& records) {
    std::map<std::string, int> functionIds;  // set -> funcId, in order of first appearance
    std::map<std::string, std::map<std::pair<int, int>, IohGroup>> byLabel;
    std::vector<std::string> labels;
    for (const BenchRecord& record : records) {
        const int id = functionIds.try_emplace(record.set, static_cast<int>(functionIds.size()) + 1).first->second;
        if (!byLabel.count(record.solver)) labels.push_back(record.solver);
        IohGroup& group = byLabel[record.solver][{id, record.cells}];
        if (!group.first) group.first = &record;
        group.runs += ", " + std::to_string(record.index) + ":" + std::to_string(lastEvaluation(record)) + "|" +
                      formatNumber(record.bestCost);
        group.dat += iohRunBlock(record);
    }
    for (const std::string& label : labels) {
        const fs::path algDir = fs::path(dir) / safeName(label);
        std::map<int, std::string> infos;  // funcId -> .info text
        std::map<int, std::string> infoNames;
        for (const auto& [key, group] : byLabel[label]) {
            const auto [id, cells] = key;
            const std::string set = safeName(group.first->set);
            const std::string dataDir = "data_f" + std::to_string(id) + "_" + set;
            const std::string datName = "IOHprofiler_f" + std::to_string(id) + "_DIM" + std::to_string(cells) + ".dat";
            fs::create_directories(algDir / dataDir);
            writeFileAtomically((algDir / dataDir / datName).string(), group.dat);
            infoNames[id] = "IOHprofiler_f" + std::to_string(id) + "_" + set + ".info";
            infos[id] += "suite = 'sudolab', funcId = " + std::to_string(id) + ", funcName = '" + set +
                         "', DIM = " + std::to_string(cells) + ", maximization = 'F', algId = '" + safeName(label) +
                         "', algInfo = '" + algInfo(*group.first) + "'\n%\n" + dataDir + "/" + datName + group.runs +
                         "\n";
        }
        for (const auto& [id, text] : infos) writeFileAtomically((algDir / infoNames[id]).string(), text);
    }
}

}  // namespace sudolab::cli
