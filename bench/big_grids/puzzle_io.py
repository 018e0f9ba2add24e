"""Reading the benchmark's puzzle files: the ant-colony instance files (order line, a line, then rows
of integers with -1 for empty) and whitespace-separated integer grids (0 for empty)."""


def read_puzzle(path):
    with open(path) as f:
        lines = [line.split() for line in f.read().splitlines() if line.strip() and not line.startswith("#")]
    if len(lines[0]) == 1 and len(lines[1]) == 1:  # instance file
        order = int(lines[0][0])
        rows = lines[2:]
    else:
        order = int(round(len(lines[0]) ** 0.5))
        rows = lines
    values = [max(0, int(t)) for row in rows for t in row]
    assert len(values) == order ** 4, (path, len(values))
    return values, order


def is_solution(values, solution, order):
    size = order * order
    if any(v and v != s for v, s in zip(values, solution)):
        return False
    for r in range(size):
        if sorted(solution[r * size:(r + 1) * size]) != list(range(1, size + 1)):
            return False
        if sorted(solution[r::size]) != list(range(1, size + 1)):
            return False
    for br in range(order):
        for bc in range(order):
            box = [solution[(br * order + i) * size + bc * order + j] for i in range(order) for j in range(order)]
            if sorted(box) != list(range(1, size + 1)):
                return False
    return True
