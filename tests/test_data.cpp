#include "test_data.hpp"

#include <fstream>
#include <sstream>
#include <stdexcept>

#include "text/format.hpp"

namespace sudolab::testing {

std::string dataPath(const std::string& relative) { return std::string(SUDOLAB_TEST_DATA_DIR) + "/" + relative; }

std::string readDataFile(const std::string& relative) {
    std::ifstream in(dataPath(relative), std::ios::binary);
    if (!in) throw std::runtime_error("cannot read test data " + dataPath(relative));
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::vector<NamedPuzzle> namedPuzzles() {
    static const char* const names[] = {"aiescargot", "platinumblond", "goldennugget", "reddwarf",
                                        "coly013",    "tarx0134",      "sabuncu1",     "sabuncu2",
                                        "sabuncu3",   "sabuncu4",      "sabuncu5",     "sabuncu6",
                                        "sabuncu7",   "sabuncu8",      "sabuncu9",     "sabuncu10"};
    std::vector<NamedPuzzle> out;
    for (const char* name : names)
        out.push_back({name, readPuzzle(readDataFile(std::string("named/") + name + ".txt"))});
    return out;
}

Grid namedPuzzle(const std::string& name) {
    static const std::vector<NamedPuzzle> all = namedPuzzles();  // read the 16 files once
    for (const NamedPuzzle& named : all)
        if (named.name == name) return named.puzzle;
    throw std::runtime_error("no named puzzle " + name);
}

Grid instance(const std::string& name) { return readPuzzle(readDataFile("instances/" + name + ".txt")); }

Grid canonicalGrid(int order) {
    Grid grid(order);
    const int size = order * order;
    for (int r = 0; r < size; ++r)
        for (int c = 0; c < size; ++c)
            grid.setGivenValue(r * size + c, static_cast<Value>((r * order + r / order + c) % size + 1));
    return grid;
}

}  // namespace sudolab::testing
