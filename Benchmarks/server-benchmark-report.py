"""Compares the results files of server-benchmark.sh for SQLite, PostgreSQL x1 and PostgreSQL x2.

Usage: python3 Benchmarks/server-benchmark-report.py SQLITE.tsv POSTGRES-1.tsv POSTGRES-2.tsv

Prints one table with every figure beside its floor (CPU per request as a multiple of the floor the same
run measured) or its counterpart (PostgreSQL requests per second as a share of SQLite's; two instances'
requests per server CPU-second as a share of one instance's), then each configuration's lookup CPU time
beyond an empty request (GET /healthz) beside the verification floor, then the issue's goals, each met
or not.
"""

import sys

# "health" (GET /healthz) has no work of its own: what any request costs before its handler runs.
OPERATIONS = ["sign-in", "lookup", "refresh", "sign-up", "health"]


def load(path):
    run = {"ops": {}}
    with open(path) as file:
        for line in file:
            fields = line.rstrip("\n").split("\t")
            if fields[0] == "config":
                run["label"], run["load"] = fields[1], fields[7]
            elif fields[0] == "floors":
                run["floors"] = {fields[i]: float(fields[i + 1]) for i in range(1, len(fields) - 1, 2)}
            else:
                name, rps, p50, p99, errors, requests, cpu, dbcpu, floor, ratio, goal = fields
                run["ops"][name] = {
                    "rps": float(rps), "p50": float(p50), "p99": float(p99), "errors": errors,
                    "requests": int(requests), "cpu": float(cpu), "dbcpu": float(dbcpu), "floor": float(floor),
                    "ratio": float(ratio), "goal": None if goal == "-" else float(goal)}
    return run


def main(paths):
    sqlite, one, two = (load(path) for path in paths)
    floors = sqlite["floors"]
    print(f"Floors (CPU time, SQLite run): argon2id {floors['hash_cpu_us'] / 1000:.2f} ms with every core hashing "
          f"({floors['hash_alone_cpu_us'] / 1000:.2f} ms alone), "
          f"RS256 signature {floors['sign_cpu_us']:.1f} us, verification {floors['verify_cpu_us']:.2f} us "
          f"with every core signing or verifying ({floors['sign_alone_cpu_us']:.1f} and "
          f"{floors['verify_alone_cpu_us']:.2f} us alone); "
          "each ratio uses the floors measured just before and after its own run.")
    print()
    print("| request | SQLite /s | PG x1 /s (of SQLite) | PG x2 /s (of SQLite) | CPU/req SQLite (x floor) "
          "| CPU/req PG x1 (x floor) | CPU/req PG x2 (x floor) | db CPU/req x1, x2 | req per server CPU-s x2 / x1 | non-2xx |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for name in OPERATIONS:
        s, a, b = sqlite["ops"][name], one["ops"][name], two["ops"][name]
        print(f"| {name} | {s['rps']:,.1f} | {a['rps']:,.1f} ({a['rps'] / s['rps']:.0%}) "
              f"| {b['rps']:,.1f} ({b['rps'] / s['rps']:.0%}) "
              f"| {s['cpu']:,.1f} us ({s['ratio']:.2f}x) | {a['cpu']:,.1f} us ({a['ratio']:.2f}x) "
              f"| {b['cpu']:,.1f} us ({b['ratio']:.2f}x) | {a['dbcpu']:,.1f} us, {b['dbcpu']:,.1f} us "
              f"| {a['cpu'] / b['cpu']:.2f} | {s['errors']} / {a['errors']} / {b['errors']} |")
    print()
    for run in (sqlite, one, two):
        lookup, health = run["ops"]["lookup"], run["ops"]["health"]
        beyond = lookup["cpu"] - health["cpu"]
        print(f"{run['label']}: lookup beyond an empty request (GET /healthz at {health['cpu']:.1f} us) "
              f"{beyond:.1f} us, {beyond / lookup['floor']:.2f} x its floor")
    print()
    goals = []
    lookup_share = one["ops"]["lookup"]["rps"] / sqlite["ops"]["lookup"]["rps"]
    refresh_share = one["ops"]["refresh"]["rps"] / sqlite["ops"]["refresh"]["rps"]
    goals.append(("PostgreSQL x1 lookups >= 80 % of SQLite's", f"{lookup_share:.0%}", lookup_share >= 0.8))
    goals.append(("PostgreSQL x1 refreshes >= 70 % of SQLite's", f"{refresh_share:.0%}", refresh_share >= 0.7))
    efficiency = one["ops"]["lookup"]["cpu"] / two["ops"]["lookup"]["cpu"]
    goals.append(("PostgreSQL x2 lookups per server CPU-second >= 0.9 of x1's", f"{efficiency:.2f}", efficiency >= 0.9))
    failures = [f"{run['label']} {name}: {run['ops'][name]['errors']}" for run in (sqlite, one, two)
                for name in OPERATIONS if run["ops"][name]["errors"] != "0"]
    goals.append(("nothing answered non-2xx", ", ".join(failures) or "0 everywhere", not failures))
    for run in (sqlite, one):
        for name, limit in (("sign-in", 1.15), ("refresh", 1.6), ("lookup", 3.0)):
            ratio = run["ops"][name]["ratio"]
            goals.append((f"{run['label']} {name} CPU/request <= {limit} x floor", f"{ratio:.2f} x", ratio <= limit))
    print("| goal | measured | met |")
    print("|---|---|---|")
    for goal, measured, met in goals:
        print(f"| {goal} | {measured} | {'yes' if met else 'no'} |")


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit("usage: server-benchmark-report.py SQLITE.tsv POSTGRES-1.tsv POSTGRES-2.tsv")
    main(sys.argv[1:])
