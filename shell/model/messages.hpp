// What the app says to the user after a command: the error banner (stays until the next action) and a
// notice of what just happened. The model's components write here; the views read it.
#pragma once

#include <string>

namespace sudolab::app {

struct Messages {
    std::string error;   ///< "" when the latest action went well
    std::string notice;  ///< "" when there is nothing to say
};

}  // namespace sudolab::app
