#include "examples.hpp"

#include <algorithm>
#include <array>
#include <cstdio>

#include "embedded_files.hpp"

namespace sudolab::app {

namespace {

// The order in which the paper lists its named puzzles (hardest well-known ones first).
constexpr std::array<std::string_view, 16> kNamedOrder = {
    "aiescargot", "platinumblond", "goldennugget", "reddwarf", "coly013", "tarx0134", "sabuncu1", "sabuncu2",
    "sabuncu3",   "sabuncu4",      "sabuncu5",     "sabuncu6", "sabuncu7", "sabuncu8", "sabuncu9", "sabuncu10"};

std::string stem(std::string_view fileName) {
    const std::size_t dot = fileName.rfind('.');
    return std::string(fileName.substr(0, dot));
}

/// "inst25x25_45_0" -> "25×25, 45% given (#0)"; anything else is shown as is.
std::string instanceLabel(const std::string& name) {
    int side = 0, side2 = 0, percent = 0, index = 0;
    if (std::sscanf(name.c_str(), "inst%dx%d_%d_%d", &side, &side2, &percent, &index) == 4)
        return std::to_string(side) + "\u00d7" + std::to_string(side2) + ", " + std::to_string(percent) +
               "% given (#" + std::to_string(index) + ")";
    return name;
}

int namedRank(const std::string& name) {
    const auto it = std::find(kNamedOrder.begin(), kNamedOrder.end(), name);
    return it == kNamedOrder.end() ? static_cast<int>(kNamedOrder.size()) : static_cast<int>(it - kNamedOrder.begin());
}

std::vector<Example> collect() {
    std::vector<Example> named;
    std::vector<Example> instances;
    constexpr std::string_view namedPrefix = "puzzles/named/";
    constexpr std::string_view instancePrefix = "puzzles/instances/";
    for (const EmbeddedFile& file : embeddedFiles()) {
        if (file.name.starts_with(namedPrefix)) {
            const std::string name = stem(file.name.substr(namedPrefix.size()));
            named.push_back({name, name, "Named 9\u00d79 puzzles", file.text()});
        } else if (file.name.starts_with(instancePrefix)) {
            const std::string name = stem(file.name.substr(instancePrefix.size()));
            instances.push_back({name, instanceLabel(name), "Generated instances", file.text()});
        }
    }
    std::stable_sort(named.begin(), named.end(),
                     [](const Example& a, const Example& b) { return namedRank(a.name) < namedRank(b.name); });
    // Natural order: 9x9 before 16x16 before 25x25, then by fraction.
    std::stable_sort(instances.begin(), instances.end(), [](const Example& a, const Example& b) {
        if (a.name.size() != b.name.size()) return a.name.size() < b.name.size();
        return a.name < b.name;
    });
    named.insert(named.end(), instances.begin(), instances.end());
    return named;
}

}  // namespace

const std::vector<Example>& examples() {
    static const std::vector<Example> all = collect();
    return all;
}

const Example* findExample(std::string_view name) {
    for (const Example& example : examples())
        if (example.name == name) return &example;
    return nullptr;
}

}  // namespace sudolab::app
