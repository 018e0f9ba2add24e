import sys,re
def load(f):
    rows=[]
    for line in open(f):
        line=line.replace('gave up','gaveup').split()
        rows.append(dict(st=line[2],t=float(line[3]),w=int(line[4]),runs=float(line[5]),att=float(line[6])))
    return rows
for f in sys.argv[1:]:
    r=load(f); n=len(r); s=sum(x['st']=='solved' for x in r)
    T=sum(x['t'] for x in r); W=sum(x['w'] for x in r)
    print(f"{f:32s} n={n} solved={s:3d} mean_time={T/n:.3f}s mean_samples={W/n:8.0f} mean_runs={sum(x['runs'] for x in r)/n:5.1f} ETS={(T/s if s else float('inf')):.3f}s ETS_samples={(W/s if s else 0):.0f}")
