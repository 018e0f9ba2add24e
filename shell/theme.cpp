#include "theme.hpp"

#include <algorithm>
#include <cmath>

#include "embedded_files.hpp"

namespace sudolab::app {

namespace {

// Latin-1 plus the punctuation, arrows and symbols the UI uses (en dash, ellipsis, arrows, triangles):
// the code points the build embeds, declared once in shell/CMakeLists.txt (SUDOLAB_UI_GLYPH_RANGES).
const ImWchar kUiRanges[] = {SUDOLAB_UI_GLYPH_RANGES, 0};
// Cells draw digits and capital letters only (symbolFor; inside the first UI range), plus the space
// ImGui falls back to.
const ImWchar kBoardRanges[] = {0x0020, 0x0020, 0x0030, 0x0039, 0x0041, 0x005A, 0};

/// Horizontal oversampling: twice for body text (its small glyphs sit at fractional positions), once for
/// the heading and the board's digits. Rasterising the atlas is most of the page's start after the
/// download (bench/app/first_frame.sh), and at 17 px and up a second sample gains nothing visible.
constexpr int kBodyOversample = 2;
constexpr int kLargeOversample = 1;

ImFont* addFont(const EmbeddedFile& file, float size, const ImWchar* ranges, int oversample) {
    ImFontConfig config;
    config.FontDataOwnedByAtlas = false;  // the data is a static array of the program
    config.OversampleH = oversample;
    config.OversampleV = 1;
    ImGuiIO& io = ImGui::GetIO();
    return io.Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(file.data), static_cast<int>(file.size), size,
                                          &config, ranges);
}

}  // namespace

ImFont* Fonts::boardFontFor(float pixelSize) const {
    for (std::size_t i = 0; i < board.size(); ++i)
        if (boardSizes[i] >= pixelSize * 0.95f) return board[i];
    return board.back();
}

ImFont* Fonts::boardFontWithin(float pixelSize) const {
    ImFont* best = ui;
    for (std::size_t i = 0; i < board.size(); ++i)
        if (board[i] != nullptr && boardSizes[i] <= pixelSize && boardSizes[i] > best->FontSize) best = board[i];
    return best;
}

Fonts buildFonts(float scale) {
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    Fonts fonts;
    const EmbeddedFile* ttf = findEmbeddedFile("fonts/DejaVuSans.ttf");
    if (ttf == nullptr) {
        // Only possible if the build embedded another file name; ImGui's own font still works.
        fonts.ui = io.Fonts->AddFontDefault();
        fonts.heading = fonts.ui;
        fonts.board = {fonts.ui, fonts.ui, fonts.ui};
        fonts.boardSizes = {13, 13, 13};
        return fonts;
    }
    fonts.ui = addFont(*ttf, std::round(15.0f * scale), kUiRanges, kBodyOversample);
    fonts.heading = addFont(*ttf, std::round(21.0f * scale), kUiRanges, kLargeOversample);
    fonts.boardSizes = {std::round(17.0f * scale), std::round(30.0f * scale), std::round(50.0f * scale)};
    for (std::size_t i = 0; i < fonts.board.size(); ++i)
        fonts.board[i] = addFont(*ttf, fonts.boardSizes[i], kBoardRanges, kLargeOversample);
    io.FontDefault = fonts.ui;
    return fonts;
}

void applyStyle(float scale) {
    ImGuiStyle style;
    ImGui::StyleColorsDark(&style);
    style.WindowRounding = 0;
    style.ChildRounding = 6;
    style.FrameRounding = 4;
    style.PopupRounding = 6;
    style.GrabRounding = 4;
    style.TabRounding = 4;
    style.ScrollbarRounding = 6;
    style.WindowBorderSize = 0;
    style.ChildBorderSize = 0;
    style.FramePadding = ImVec2(8, 5);
    style.ItemSpacing = ImVec2(8, 7);
    style.ItemInnerSpacing = ImVec2(6, 5);
    style.WindowPadding = ImVec2(12, 12);
    style.ScrollbarSize = 12;
    style.GrabMinSize = 12;
    style.IndentSpacing = 16;

    ImVec4* c = style.Colors;
    const auto rgb = [](int r, int g, int b, float a = 1.0f) { return ImVec4(r / 255.0f, g / 255.0f, b / 255.0f, a); };
    c[ImGuiCol_WindowBg] = rgb(24, 26, 31);  // opaque: the frame is cleared to it (rootBackground)
    c[ImGuiCol_ChildBg] = rgb(32, 35, 42);
    c[ImGuiCol_PopupBg] = rgb(36, 39, 47, 0.98f);
    c[ImGuiCol_Border] = rgb(60, 64, 75);
    c[ImGuiCol_FrameBg] = rgb(46, 50, 60);
    c[ImGuiCol_FrameBgHovered] = rgb(58, 63, 76);
    c[ImGuiCol_FrameBgActive] = rgb(66, 72, 88);
    c[ImGuiCol_Button] = rgb(56, 92, 150);
    c[ImGuiCol_ButtonHovered] = rgb(70, 112, 180);
    c[ImGuiCol_ButtonActive] = rgb(84, 128, 200);
    c[ImGuiCol_Header] = rgb(46, 50, 60);
    c[ImGuiCol_HeaderHovered] = rgb(58, 63, 76);
    c[ImGuiCol_HeaderActive] = rgb(66, 72, 88);
    c[ImGuiCol_CheckMark] = rgb(130, 224, 150);
    c[ImGuiCol_SliderGrab] = rgb(100, 150, 230);
    c[ImGuiCol_SliderGrabActive] = rgb(130, 175, 250);
    c[ImGuiCol_Text] = rgb(225, 228, 235);
    c[ImGuiCol_TextDisabled] = rgb(130, 135, 148);
    c[ImGuiCol_Separator] = rgb(60, 64, 75);
    c[ImGuiCol_TableHeaderBg] = rgb(40, 44, 53);
    c[ImGuiCol_TableRowBg] = rgb(0, 0, 0, 0);
    c[ImGuiCol_TableRowBgAlt] = rgb(255, 255, 255, 0.03f);
    c[ImGuiCol_Tab] = rgb(40, 44, 53);
    c[ImGuiCol_TabHovered] = rgb(70, 112, 180);
    c[ImGuiCol_TabActive] = rgb(56, 92, 150);
    style.ScaleAllSizes(scale);
    ImGui::GetStyle() = style;
}

namespace palette {

ImU32 series(std::size_t lane) {
    // One colour per race lane: the palette is sized by the race bound, so a lane never shares a colour.
    static constexpr std::array<ImU32, kMaxRaceEntrants> colors = {
        rgba(130, 224, 150), rgba(120, 180, 255), rgba(255, 170, 80),  rgba(230, 120, 200),
        rgba(255, 230, 110), rgba(120, 230, 230), rgba(200, 160, 255), rgba(255, 120, 120)};
    return lane < colors.size() ? colors[lane] : kMutedText;
}

ImU32 outcome(Outcome outcome) {
    switch (outcome) {
        case Outcome::Running: return kPropagatedText;
        case Outcome::Solved: return kGood;
        // "No solution" ends the run without one: said in the error colour (it was green, read as success).
        case Outcome::Failed:
        case Outcome::Rejected:
        case Outcome::WrongAnswer:
        case Outcome::Error: return kError;
        case Outcome::GaveUp:
        case Outcome::WorkLimit:
        case Outcome::TimeLimit:
        case Outcome::CpuLimit: return kWarn;
    }
    return kMutedText;
}

ImU32 tone(Tone tone) {
    switch (tone) {
        case Tone::Success: return kGood;
        case Tone::Failure: return kError;
        case Tone::Warning: return kWarn;
        case Tone::Neutral: return ImGui::GetColorU32(ImGuiCol_Text);
    }
    return kMutedText;
}

ImU32 heat(float value) {
    const float v = std::clamp(value, 0.0f, 1.0f);
    // A violet wash whose strength follows the value: it stays apart from the value colours (white,
    // blue, green, amber), cold cells keep the board colour and digits stay readable on hot ones.
    const int r = static_cast<int>(150 + 40 * v);
    const int a = static_cast<int>(6 + 100 * v);
    return rgba(r, 90, 255, a);
}

}  // namespace palette

ImVec4 rootBackground() { return ImGui::GetStyle().Colors[ImGuiCol_WindowBg]; }

}  // namespace sudolab::app
