#!/usr/bin/env python3
"""CPU seconds of compiling again every object of one target of a configured build (docs/TESTING.md), without
building anything else: for two checkouts compiled back to back, a same-load comparison of one target.

Usage: bench/suite/target_units_cpu.py BUILD_DIR TARGET_DIR LOG
  TARGET_DIR: the objects' directory as it appears in their compile commands, e.g. tests/CMakeFiles/sudolab_tests.dir
  LOG: appended one line per object (user s, system s, wall s, object), the form of compile_cpu.sh's records.
Each object is compiled with its command from BUILD_DIR/compile_commands.json at nice 10, into a temporary
directory (the build's own objects are left alone).
"""
import json
import os
import re
import subprocess
import sys
import tempfile


def main(args):
    if len(args) != 3:
        sys.exit(__doc__.split('\n\n')[1])
    build_dir, target_dir, log = args
    commands_file = os.path.join(build_dir, 'compile_commands.json')
    try:
        with open(commands_file) as f:
            entries = json.load(f)
    except OSError as error:
        sys.exit(f"target_units_cpu: cannot read {commands_file}: {error.strerror}")
    pattern = re.compile(r' -o (' + re.escape(target_dir.rstrip('/')) + r'/\S+)')
    chosen = [(entry, pattern.search(entry['command'])) for entry in entries]
    chosen = [(entry, match.group(1)) for entry, match in chosen if match]
    if not chosen:
        sys.exit(f"target_units_cpu: no object under {target_dir} in {commands_file}")
    log = os.path.abspath(log)
    with tempfile.TemporaryDirectory() as scratch:
        for number, (entry, output) in enumerate(chosen):
            # Dependency files are not wanted; the object goes to the scratch directory.
            command = re.sub(r' -MD -MT \S+ -MF \S+', '', entry['command'])
            command = command.replace(' -o ' + output, ' -o ' + os.path.join(scratch, f'{number}.o'))
            subprocess.run(['/usr/bin/time', '-a', '-o', log, '-f', '%U %S %e ' + output, 'nice', '-n', '10',
                            'bash', '-c', command], cwd=entry['directory'], check=True)


if __name__ == '__main__':
    main(sys.argv[1:])
