// What the app says to the user after a command: the error banner (stays until the next action) and a
// notice of what just happened. The model's components write here; the views read it.
#pragma once

#include <string>

namespace sudolab::app {

/// How a message reads; the views give each its colour, so that a failure or an error is never drawn
/// in the success colour (a failure reason in green read as good news).
enum class Tone { Neutral, Success, Warning, Failure };

struct Messages {
    std::string error;   ///< "" when the latest action went well
    std::string notice;  ///< "" when there is nothing to say
};

}  // namespace sudolab::app
