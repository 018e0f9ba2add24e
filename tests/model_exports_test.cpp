// The app model's exports (shell/model/exports.*, png_writer.*): the board cut out of a frame and
// encoded as PNG (decoded again here and compared pixel by pixel), the solution text, and a run's trace
// and statistics with the link that made them.
#include <cctype>
#include <string>
#include <vector>

#include "doctest.h"
#include "model/exports.hpp"
#include "model/grid_text.hpp"
#include "model/png_writer.hpp"
#include "run/registry.hpp"
#include "test_data.hpp"

// stb_image (libstb-dev) decodes what stb_image_write encoded.
#define STB_IMAGE_IMPLEMENTATION
#define STBI_ONLY_PNG
#define STBI_NO_STDIO
#include <stb_image.h>

using namespace sudolab;
using namespace sudolab::app;

namespace {

/// A width x height RGB frame whose pixel (x, y) is (x, y, x + y).
std::vector<std::uint8_t> gradient(int width, int height) {
    std::vector<std::uint8_t> rgb;
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x)
            rgb.insert(rgb.end(),
                       {static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y), static_cast<std::uint8_t>(x + y)});
    return rgb;
}

}  // namespace

TEST_CASE("exports: the board is cut out of the frame, clamped to it") {
    const std::vector<std::uint8_t> frame = gradient(6, 4);
    PixelRect rect{2, 1, 4, 3};
    const std::vector<std::uint8_t> cut = cropRgb(frame, 6, 4, rect);
    CHECK(cut == std::vector<std::uint8_t>{2, 1, 3, 3, 1, 4, 2, 2, 4, 3, 2, 5});
    PixelRect outside{-5, 2, 100, 100};
    const std::vector<std::uint8_t> clamped = cropRgb(frame, 6, 4, outside);
    CHECK(outside.x0 == 0);
    CHECK(outside.x1 == 6);
    CHECK(outside.y1 == 4);
    CHECK(clamped.size() == 6 * 2 * 3);
    CHECK(clamped[0] == 0);
    CHECK(clamped[1] == 2);
    PixelRect empty{5, 5, 1, 1};
    CHECK(cropRgb(frame, 6, 4, empty).empty());
}

TEST_CASE("exports: a PNG decodes to the very pixels it was made from") {
    const std::vector<std::uint8_t> image = gradient(7, 5);
    const std::string png = encodePng(7, 5, image);
    REQUIRE(png.size() > 8);
    CHECK(png.substr(1, 3) == "PNG");
    int width = 0, height = 0, channels = 0;
    stbi_uc* decoded = stbi_load_from_memory(reinterpret_cast<const stbi_uc*>(png.data()), static_cast<int>(png.size()),
                                             &width, &height, &channels, 3);
    REQUIRE(decoded != nullptr);
    CHECK(width == 7);
    CHECK(height == 5);
    CHECK(std::vector<std::uint8_t>(decoded, decoded + 7 * 5 * 3) == image);
    stbi_image_free(decoded);
    CHECK(encodePng(0, 5, image).empty());
    CHECK(encodePng(8, 5, image).empty());  // fewer bytes than the size needs
}

TEST_CASE("exports: the solution text draws the grid, then gives its line") {
    const Grid puzzle = testing::namedPuzzle("aiescargot");
    const std::string text = solutionText(puzzle);
    CHECK(text.size() > 81);
    CHECK(text.substr(text.size() - 82, 81) == lineText(puzzle));
    CHECK(text[text.size() - 83] == '\n');
    CHECK(text.back() == '\n');
    // The drawing holds the same symbols in the same order, between its rules and spaces.
    std::string symbols;
    for (char c : text.substr(0, text.size() - 83))
        if (std::isdigit(static_cast<unsigned char>(c)) || c == '.') symbols += c;
    CHECK(symbols == lineText(puzzle));
}

TEST_CASE("exports: a run's trace rows and statistics name the solver, its seed and the link") {
    const Grid puzzle = testing::namedPuzzle("aiescargot");
    TracedRun run(requireSolver("acs"), puzzle, ParamSet(requireSolver("acs").params), 3);
    run.stepUnits(50);
    const std::string csv = traceCsv({&run});
    CHECK(csv.rfind("solver,iteration,solver_seconds,cost,best_cost\n", 0) == 0);
    REQUIRE(run.trace().size() > 0);
    std::size_t rows = 0;
    for (std::size_t at = csv.find('\n'); at + 1 < csv.size(); at = csv.find('\n', at + 1)) {
        CHECK(csv.compare(at + 1, 4, "acs,") == 0);
        ++rows;
    }
    CHECK(rows == run.trace().size());
    const std::string single = statsJson({&run}, false, "p=LINK");
    CHECK(single.rfind("{\n  \"algorithm\": \"acs\",\n  \"seed\": 3,", 0) == 0);
    REQUIRE(run.snapshot().work > 0);
    CHECK(single.find("\"work\": " + std::to_string(run.snapshot().work) + ",") != std::string::npos);
    CHECK(single.find("\"link\": \"p=LINK\"") != std::string::npos);
    const std::string race = statsJson({&run, &run}, true, "p=LINK");
    CHECK(race.rfind("{\n  \"race\": [\n    {\n      \"algorithm\": \"acs\"", 0) == 0);
}
