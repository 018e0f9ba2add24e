#!/usr/bin/env python3
"""Runs chromium (SUDOLAB_CHROMIUM_BINARY, default /usr/bin/chromium) with ARGS as a child subreaper.

Chromium's helper processes (zygote, renderers, the GPU process, where the page's wasm runs and SwiftShader
draws its frames) are double-forked: without this they are reparented to init, and the CPU time they use
is missing from the suite's step times (bash `times` counts only the children a process waits for). Here
they are reparented to this process and reaped, so their CPU time is counted in the browser tests' step.
playwright talks to chromium over file descriptors 3 and 4 (--remote-debugging-pipe): they are passed on.
"""
import ctypes
import os
import subprocess
import sys

PR_SET_CHILD_SUBREAPER = 36


def main():
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
        sys.exit(f"chromium_reaper: prctl(PR_SET_CHILD_SUBREAPER) failed: {os.strerror(ctypes.get_errno())}")
    binary = os.environ.get("SUDOLAB_CHROMIUM_BINARY", "/usr/bin/chromium")
    status = subprocess.Popen([binary] + sys.argv[1:], pass_fds=(3, 4)).wait()
    # Chromium's orphaned helpers end with it; wait for every one so that its CPU time is counted.
    while True:
        try:
            os.wait()
        except ChildProcessError:
            break
    sys.exit(status if status >= 0 else 128 - status)


if __name__ == "__main__":
    main()
