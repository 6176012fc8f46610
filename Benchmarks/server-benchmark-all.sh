#!/usr/bin/env bash
# One command for every configuration: Benchmarks/server-benchmark.sh on SQLite, on PostgreSQL with one
# instance and with two instances sharing the database, then a comparison of every figure with its
# floor and with its SQLite (or one-instance) counterpart (Benchmarks/server-benchmark-report.py).
#
# Usage: Benchmarks/server-benchmark-all.sh
#   Takes the same environment as server-benchmark.sh (SESAME_BUILD_LOCK, BENCH_DURATION, ...).
#   BENCH_KEEP=DIR keeps the three results files in DIR.
#   Needs PostgreSQL's server binaries (scripts/install-deps --test) besides the benchmark's tools.
#
# PostgreSQL is a throwaway cluster (scripts/test-postgres-cluster) with its default durability,
# fsync=on and synchronous_commit=on (SESAME_PG_DURABLE=1): a commit is on disk before it is
# acknowledged, as with SQLite's synchronous=FULL. It is stopped and deleted afterwards; each
# PostgreSQL variant uses its own new schema.
set -euo pipefail

cd "$(dirname "$0")/.."
results=${BENCH_KEEP:-$(mktemp -d)}
mkdir -p "$results"
url=$(SESAME_PG_DURABLE=1 scripts/test-postgres-cluster start)
trap 'scripts/test-postgres-cluster stop "$url"' EXIT
echo "== PostgreSQL cluster: $url (fsync=on)" >&2

echo "## SQLite"
BENCH_RESULTS=$results/sqlite.tsv Benchmarks/server-benchmark.sh
echo
echo "## PostgreSQL, 1 instance"
BENCH_RESULTS=$results/postgres-1.tsv Benchmarks/server-benchmark.sh --database "$url" \
    --database-schema bench_one --instances 1
echo
echo "## PostgreSQL, 2 instances sharing the database"
BENCH_RESULTS=$results/postgres-2.tsv Benchmarks/server-benchmark.sh --database "$url" \
    --database-schema bench_two --instances 2
echo
echo "## Side by side"
python3 Benchmarks/server-benchmark-report.py "$results/sqlite.tsv" "$results/postgres-1.tsv" \
    "$results/postgres-2.tsv"
