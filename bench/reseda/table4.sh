#!/bin/bash
# table4.sh TAG extra-params... : one attempt (max-attempts=1) per puzzle, seed 1, 60 s safety limit
tag=$1; shift
for z in 27 3; do for L in very_easy easy medium hard fiendish; do
  "${RESEDA_DRIVER:-./reseda_driver}" "$(dirname "$0")/puzzles/sudoku_$L.txt" 1 60 1 max-attempts=1 zones=$z "$@" > t4_${tag}_z${z}_$L.log
done; done
echo done > t4_${tag}.done
