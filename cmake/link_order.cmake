# Which copy of an inline function or template the linker keeps, and the test and CLI code at -O0 in the
# sanitizer build (docs/TESTING.md, seventh round).
#
# Every object that calls a core header's inline function (or a template such as std::vector<int>'s) that
# the compiler did not inline carries its own copy, in a COMDAT group; the ELF linker keeps the first copy
# it loads and drops the rest, and every caller, the core's code included, then calls the kept one. The
# linker loads a binary's own objects first and static libraries after, so with the core linked as an
# archive the kept copies were the test files' (or the CLI's), compiled at their level: test code at -O0
# made the core's own calls run -O0 code. Linked as objects ahead of the rest, the core's copies win.

option(SUDOLAB_LINK_CORE_FIRST "Link the core's objects first in the test binaries and the CLI, so that their inline functions are the core's copies" ON)
option(SUDOLAB_SANITIZE_TEST_CODE_O0 "Sanitizer build: compile the test and CLI code at -O0 (the core and the app model keep the build's -O1)" ON)

# sudolab_link_core_first(TARGET): TARGET's link line starts with the core's objects (an object library's
# objects come before the target's own; the core's archive then adds nothing).
function(sudolab_link_core_first target)
  if(SUDOLAB_LINK_CORE_FIRST)
    target_link_libraries(${target} PRIVATE sudolab_core_objects)
  endif()
endfunction()

# sudolab_sanitizer_code_o0(TARGET): in the sanitizer build, TARGET's own files are compiled at -O0, in
# about a third of -O1's CPU; every sanitizer check stays (ASan and UBSan instrument -O0 code too).
function(sudolab_sanitizer_code_o0 target)
  if(SUDOLAB_SANITIZE AND SUDOLAB_SANITIZE_TEST_CODE_O0)
    target_compile_options(${target} PRIVATE -O0)
  endif()
endfunction()
