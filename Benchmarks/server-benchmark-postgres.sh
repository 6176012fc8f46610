#!/usr/bin/env bash
# Runs Benchmarks/server-benchmark.sh against PostgreSQL: one instance, then two instances sharing the
# database (one wrk process per instance at once), on a throwaway cluster from
# scripts/test-postgres-cluster that is stopped and deleted afterwards. Each variant uses its own new
# schema, so both start from an empty database.
#
# Usage: Benchmarks/server-benchmark-postgres.sh
#   Takes the same environment as server-benchmark.sh (SESAME_BUILD_LOCK, BENCH_DURATION, ...).
#   Needs PostgreSQL's server binaries (scripts/install-deps --test) besides the benchmark's tools.
set -euo pipefail

cd "$(dirname "$0")/.."
url=$(scripts/test-postgres-cluster start)
trap 'scripts/test-postgres-cluster stop "$url"' EXIT
echo "== PostgreSQL cluster: $url" >&2

echo "## PostgreSQL, 1 instance"
Benchmarks/server-benchmark.sh --database "$url" --database-schema bench_one --instances 1
echo
echo "## PostgreSQL, 2 instances sharing the database"
Benchmarks/server-benchmark.sh --database "$url" --database-schema bench_two --instances 2
