// The OpenGL API of the build, through GLFW's header: OpenGL ES 3 (WebGL2) under Emscripten, desktop
// OpenGL natively. The one place that tells them apart for the files that call GL.
#pragma once

#ifdef __EMSCRIPTEN__
#define GLFW_INCLUDE_ES3
#endif
#include <GLFW/glfw3.h>
