// The project's own PRNG and distributions: the same seed gives the same numbers on every platform
// (native and wasm), unlike std::uniform_int_distribution whose output differs between libraries.
#pragma once

#include <cstdint>
#include <utility>

namespace sudolab {

/// SplitMix64 step: used to expand one 64-bit seed into a full xoshiro state and to derive sub-seeds.
constexpr std::uint64_t splitMix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/// Derives an independent seed for a sub-stream (e.g. run k of a benchmark) from a base seed.
constexpr std::uint64_t deriveSeed(std::uint64_t base, std::uint64_t index) {
    std::uint64_t state = base ^ (0xD1B54A32D192ED03ull * (index + 1));
    splitMix64(state);
    return splitMix64(state);
}

/// xoshiro256** (Blackman & Vigna): fast, 256-bit state, good statistical quality.
class Rng {
public:
    /// Seeds the state from one 64-bit number through SplitMix64.
    explicit Rng(std::uint64_t seed = 0) { reseed(seed); }

    /// Restarts the stream from a seed.
    void reseed(std::uint64_t seed) {
        std::uint64_t sm = seed;
        for (auto& word : s_) word = splitMix64(sm);
    }

    /// Next 64 random bits.
    std::uint64_t next() {
        const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
        const std::uint64_t t = s_[1] << 17;
        s_[2] ^= s_[0];
        s_[3] ^= s_[1];
        s_[1] ^= s_[2];
        s_[0] ^= s_[3];
        s_[2] ^= t;
        s_[3] = rotl(s_[3], 45);
        return result;
    }

    /// Uniform integer in [0, bound) for bound >= 1 (Lemire's multiply-shift with rejection: unbiased).
    std::uint32_t below(std::uint32_t bound) {
        std::uint64_t product = static_cast<std::uint64_t>(static_cast<std::uint32_t>(next() >> 32)) * bound;
        auto low = static_cast<std::uint32_t>(product);
        if (low < bound) {
            const std::uint32_t threshold = static_cast<std::uint32_t>(-bound) % bound;
            while (low < threshold) {
                product = static_cast<std::uint64_t>(static_cast<std::uint32_t>(next() >> 32)) * bound;
                low = static_cast<std::uint32_t>(product);
            }
        }
        return static_cast<std::uint32_t>(product >> 32);
    }

    /// Uniform integer in [lo, hi] (inclusive), lo <= hi.
    std::int64_t between(std::int64_t lo, std::int64_t hi) {
        return lo + static_cast<std::int64_t>(below(static_cast<std::uint32_t>(hi - lo + 1)));
    }

    /// Uniform real in [0, 1) with 53 random bits.
    double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

    /// True with probability p.
    bool chance(double p) { return unit() < p; }

    /// Fisher-Yates shuffle of [first, last) using this generator.
    template <class It>
    void shuffle(It first, It last) {
        const auto count = last - first;
        for (auto i = count - 1; i > 0; --i) {
            const auto j = static_cast<decltype(i)>(below(static_cast<std::uint32_t>(i + 1)));
            using std::swap;
            swap(first[i], first[j]);
        }
    }

private:
    static constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t s_[4]{};
};

}  // namespace sudolab
