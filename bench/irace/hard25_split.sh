# The instances of the 25x25 tuning scenarios (acs_hard25.sh, anneal_hard25.sh), sourced by them: the
# ant-colony paper's general instances at 45 % fixed cells (its hard band), k = 10..29 to tune on and
# k = 30..49 to test on, so the test bench compares configurations on instances the tuning never saw
# (k = 0..9 are the acs BVE ablation's, docs/solvers/acs.md). Sets the arrays `train` and `test`.
hard25_instances=${SHARED:-../shared}/instances/general
train=() test=()
for k in $(seq 10 29); do train+=("$hard25_instances/inst25x25_45_$k.txt"); done
for k in $(seq 30 49); do test+=("$hard25_instances/inst25x25_45_$k.txt"); done
