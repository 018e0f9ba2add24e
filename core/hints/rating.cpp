#include "hints/rating.hpp"

#include <array>

namespace sudolab {
namespace {

/// Weights in kTechniques order (Search is not rated: grading never searches).
constexpr std::array<double, kTechniqueCount> kWeights = {
    1.0,  // full house
    2.3,  // naked single
    1.5,  // hidden single
    2.6,  // pointing
    2.8,  // box-line
    3.0,  // naked pair
    3.4,  // hidden pair
    3.6,  // naked triple
    4.0,  // hidden triple
    5.0,  // naked quad
    5.4,  // hidden quad
    3.2,  // X-wing
    3.8,  // swordfish
    5.2,  // jellyfish
    5.6,  // Hall set (beyond quads: only on 16x16 and larger)
    4.5,  // unique rectangle type 1 (Sudoku Explainer's 4.5)
    4.6,  // unique rectangle type 2
    4.7,  // unique rectangle type 3 (an extra naked subset to see)
    4.6,  // unique rectangle type 4
    5.6,  // BUG+1 (Sudoku Explainer's 5.6)
    6.6,  // skyscraper
    6.6,  // 2-string kite
    6.6,  // turbot fish
    6.6,  // empty rectangle (a turbot fish whose box end is a group of places)
    4.2,  // XY-wing
    4.4,  // W-wing
    6.6,  // remote pairs
    6.6,  // colour trap (an X-chain read off a cluster; the cluster's size is not counted)
    6.6,  // colour wrap
    6.8,  // multi-colouring (two clusters)
    6.6,  // X-chain
    6.6,  // XY-chain
    7.0,  // AIC
    7.0,  // continuous nice loop (an AIC whose ends close it: more eliminations, no harder to see)
    7.0,  // discontinuous nice loop (an AIC from a candidate back to itself)
    3.4,  // finned X-wing (the fish's weight plus 0.2 for the fins)
    4.0,  // finned swordfish
    5.4,  // finned jellyfish
    4.4,  // XYZ-wing
    7.2,  // grouped AIC (groups of places as nodes; Sudoku Explainer rates grouped chains above plain ones)
    7.3,  // grouped nice loop
    7.1,  // ALS-XZ (between the AIC, 7.0, and the digit forcing chain, 7.5; + size of the sets)
    7.2,  // ALS-XY-wing (three sets)
    7.3,  // death blossom (a stem and one set per value of it)
    7.0,  // Sue de Coq (two sets around one intersection, no chain)
    7.5,  // digit forcing chain
    8.2,  // cell forcing chain
    8.3,  // unit forcing chain
    8.5,  // forcing net
    9.5,  // nested forcing net
    0.0,  // search
};

constexpr std::array<std::string_view, 5> kGradeIds = {"easy", "medium", "hard", "expert", "extreme"};

/// Length thresholds: each one a proof passes adds 0.1 (the bonus grows with the logarithm of the length).
int lengthSteps(int length) {
    int steps = 0;
    for (int threshold = 4; threshold < length; threshold = threshold % 3 == 0 ? threshold * 4 / 3 : threshold * 3 / 2)
        ++steps;
    return steps;
}

}  // namespace

double techniqueWeight(Technique technique) { return kWeights[static_cast<int>(technique)]; }

double stepRating(const Hint& hint) {
    const double weight = techniqueWeight(hint.technique);
    // XY-wing and W-wing have a fixed size; other chains and forcing proofs pay for their length.
    if (hint.technique == Technique::XYWing || hint.technique == Technique::WWing || hint.length <= 0) return weight;
    return weight + 0.1 * lengthSteps(hint.length);
}

DifficultyGrade gradeOfRating(double rating) {
    if (rating <= 1.5) return DifficultyGrade::Easy;
    if (rating <= 2.8) return DifficultyGrade::Medium;
    if (rating <= 4.4) return DifficultyGrade::Hard;
    if (rating <= 7.4) return DifficultyGrade::Expert;
    return DifficultyGrade::Extreme;
}

std::string_view gradeId(DifficultyGrade grade) { return kGradeIds[static_cast<int>(grade)]; }

std::optional<DifficultyGrade> parseGrade(std::string_view id) {
    for (std::size_t i = 0; i < kGradeIds.size(); ++i)
        if (kGradeIds[i] == id) return static_cast<DifficultyGrade>(i);
    return std::nullopt;
}

}  // namespace sudolab
