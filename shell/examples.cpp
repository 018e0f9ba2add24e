#include "examples.hpp"

#include <algorithm>
#include <array>
#include <cstdio>
#include <map>

#include "embedded_files.hpp"
#include "model/example_grades.hpp"

namespace sudolab::app {

namespace {

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

/// Where a graded example stands in the list (its place in gradedExamples(); ungraded ones last).
std::size_t gradedRank(const std::string& name) {
    const auto& graded = gradedExamples();
    const ExampleGrade* entry = findExampleGrade(name);
    return entry == nullptr ? graded.size() : static_cast<std::size_t>(entry - graded.data());
}

/// The named examples as players see them: a well-known title, else "<Grade> no. <k>" counted within
/// the grade; grouped by grade.
void labelByGrade(std::vector<Example>& named) {
    std::map<std::string, int> numbered;
    for (Example& example : named) {
        const ExampleGrade* entry = findExampleGrade(example.name);
        example.group = entry ? gradeTitle(entry->grade) : std::string("Other puzzles");
        if (entry && !entry->title.empty()) {
            example.label = std::string(entry->title);
        } else {
            example.label = example.group + " no. " + std::to_string(++numbered[example.group]);
        }
    }
}

std::vector<Example> collect() {
    std::vector<Example> named;
    std::vector<Example> instances;
    constexpr std::string_view namedPrefix = "puzzles/named/";
    constexpr std::string_view instancePrefix = "puzzles/instances/";
    for (const EmbeddedFile& file : embeddedFiles()) {
        if (file.name.starts_with(namedPrefix)) {
            const std::string name = stem(file.name.substr(namedPrefix.size()));
            named.push_back({name, name, "", file.text()});
        } else if (file.name.starts_with(instancePrefix)) {
            const std::string name = stem(file.name.substr(instancePrefix.size()));
            instances.push_back({name, instanceLabel(name), "Big grids for the solver lab", file.text()});
        }
    }
    std::stable_sort(named.begin(), named.end(),
                     [](const Example& a, const Example& b) { return gradedRank(a.name) < gradedRank(b.name); });
    labelByGrade(named);
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
