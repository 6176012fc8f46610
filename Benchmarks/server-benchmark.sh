#!/usr/bin/env bash
# Measures `sesame serve` with wrk and prints each figure beside its physical limit on this machine.
#
# Usage: Benchmarks/server-benchmark.sh [--database URL [--database-schema NAME] [--instances N]]
#   SESAME_BUILD_LOCK=/path/to/lock   build under `flock` (shared build machines)
#   BENCH_DURATION=20s BENCH_CONNECTIONS=32 BENCH_THREADS=2 BENCH_ACCOUNTS=64   (defaults shown)
#
# Builds the release server and argon2-timer, starts the server on a fresh data directory with
# --no-rate-limits and default argon2 parameters, seeds accounts, then runs wrk against sign-in,
# lookup, token refresh and sign-up. Needs wrk (scripts/install-deps --bench), curl, python3, openssl.
#
# Without --database the server keeps its state in SQLite in that data directory. With --database URL
# every instance keeps it in that PostgreSQL database, in schema NAME (default: a new schema
# sesame_bench_<pid>, dropped afterwards with psql when psql is installed). --instances N (PostgreSQL
# only) starts N instances sharing the database and runs N wrk processes at once, one per instance, each
# with BENCH_CONNECTIONS / N connections and BENCH_THREADS / N threads (at least 1); the table sums their
# requests per second and shows the worse p50 and p99 of the N. No load balancer is involved.
# Benchmarks/server-benchmark-postgres.sh runs both PostgreSQL variants on a throwaway cluster.
set -euo pipefail

cd "$(dirname "$0")/.."
database=""
schema=""
instance_count=1
usage() { echo "usage: $0 [--database URL [--database-schema NAME] [--instances N]]" >&2; exit 2; }
while [[ $# -gt 0 ]]; do
    case "$1" in
        --database) [[ $# -ge 2 ]] || usage; database=$2; shift 2 ;;
        --database-schema) [[ $# -ge 2 ]] || usage; schema=$2; shift 2 ;;
        --instances) [[ $# -ge 2 && "$2" =~ ^[1-9][0-9]*$ ]] || usage; instance_count=$2; shift 2 ;;
        *) usage ;;
    esac
done
if [[ -z "$database" ]] && [[ -n "$schema" || "$instance_count" -gt 1 ]]; then
    echo "server-benchmark: --database-schema and --instances need --database" >&2
    exit 2
fi
drop_schema=""
if [[ -n "$database" && -z "$schema" ]]; then
    schema="sesame_bench_$$"
    drop_schema=$schema
fi

duration=${BENCH_DURATION:-20s}
connections=${BENCH_CONNECTIONS:-32}
wrk_threads=${BENCH_THREADS:-2}
account_count=${BENCH_ACCOUNTS:-64}
api_key=bench-key
wrk_connections=$(( connections / instance_count ))
wrk_threads_each=$(( wrk_threads / instance_count ))
(( wrk_threads_each >= 1 )) || wrk_threads_each=1
if (( wrk_connections < wrk_threads_each )); then
    echo "server-benchmark: $connections connections cannot be shared by $instance_count instances" >&2
    exit 2
fi
lock=()
[[ -n "${SESAME_BUILD_LOCK:-}" ]] && lock=(flock "$SESAME_BUILD_LOCK")

for tool in wrk curl python3 openssl; do
    command -v "$tool" >/dev/null || { echo "server-benchmark: $tool is missing (scripts/install-deps --bench)" >&2; exit 1; }
done

echo "== building (release)" >&2
"${lock[@]}" swift build -c release --product sesame >&2
"${lock[@]}" swift build -c release --product argon2-timer >&2
bin=$(swift build -c release --show-bin-path)

work=$(mktemp -d)
server_pids=()
cleanup() {
    local pid
    for pid in "${server_pids[@]}"; do
        if kill -0 "$pid" 2>/dev/null; then
            kill -TERM "$pid"
            wait "$pid" 2>/dev/null || true
        fi
    done
    if [[ -n "$drop_schema" ]]; then
        if command -v psql >/dev/null; then
            psql -q "$database" -c "DROP SCHEMA IF EXISTS \"$drop_schema\" CASCADE" >/dev/null 2>&1 \
                || echo "server-benchmark: could not drop schema $drop_schema" >&2
        else
            echo "server-benchmark: psql is missing; drop schema $drop_schema by hand" >&2
        fi
    fi
    for pid in "${!server_pids[@]}"; do
        if [[ -s "$work/server-$((pid + 1)).err" ]]; then
            echo "== server $((pid + 1)) stderr (last 20 lines):" >&2
            tail -n 20 "$work/server-$((pid + 1)).err" >&2
        fi
    done
    rm -rf "$work"
}
trap cleanup EXIT

cores=$(nproc)
echo "== physical limits" >&2
argon2_line=$("$bin/argon2-timer" --count 30)
hash_ms=$(sed -n 's/.*ms_per_hash=\([0-9.]*\).*/\1/p' <<<"$argon2_line")
speed=$(openssl speed -seconds 3 rsa2048 2>/dev/null)
# The line after the "sign/s verify/s" header: rsa 2048 bits <sign s> <verify s> <sign/s> <verify/s>
sign_per_s=$(awk '/sign\/s/ { found = 1; next } found && /^rsa/ { print $(NF-1); exit }' <<<"$speed")
verify_per_s=$(awk '/sign\/s/ { found = 1; next } found && /^rsa/ { print $NF; exit }' <<<"$speed")

store_options=()
store_text="SQLite in a fresh data directory"
if [[ -n "$database" ]]; then
    store_options=(--database "$database" --database-schema "$schema")
    store_text="PostgreSQL (schema $schema), $instance_count instance(s) sharing it"
fi
bases=()
for i in $(seq "$instance_count"); do
    echo "== starting server $i of $instance_count: $store_text" >&2
    "$bin/sesame" serve --port 0 --data-dir "$work/data-$i" "${store_options[@]}" --api-key "$api_key" \
        --no-rate-limits --log-level warning >"$work/server-$i.out" 2>"$work/server-$i.err" &
    server_pids+=($!)
    for _ in $(seq 300); do
        grep -q "listening on" "$work/server-$i.out" 2>/dev/null && break
        sleep 0.1
    done
    base=$(sed -n 's/^listening on //p' "$work/server-$i.out")
    if [[ -z "$base" ]]; then
        echo "server-benchmark: server $i did not start" >&2
        cat "$work/server-$i.err" >&2
        exit 1
    fi
    bases+=("$base")
done

# Signs up through the instances in turn. Each refresh token goes to exactly one wrk process (a token
# used twice revokes its family); ID tokens and accounts are used on every instance.
echo "== seeding $account_count accounts" >&2
python3 - "$api_key" "$account_count" "$work" "${bases[@]}" <<'PY'
import json, sys, urllib.request
key, count, work, bases = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4:]
refresh_files = [open(f"{work}/refresh-tokens-{i + 1}", "w") for i in range(len(bases))]
with open(f"{work}/accounts", "w") as accounts, open(f"{work}/id-tokens", "w") as ids:
    for n in range(count):
        url = f"{bases[n % len(bases)]}/identitytoolkit.googleapis.com/v1/accounts:signUp?key={key}"
        email, password = f"seed-{n}@bench.test", f"seed-password-{n}"
        body = json.dumps({"email": email, "password": password, "returnSecureToken": True}).encode()
        request = urllib.request.Request(url, body, {"Content-Type": "application/json"})
        answer = json.load(urllib.request.urlopen(request))
        accounts.write(f"{email} {password}\n")
        ids.write(answer["idToken"] + "\n")
        refresh_files[n % len(bases)].write(answer["refreshToken"] + "\n")
for file in refresh_files:
    file.close()
PY

# run NAME SCRIPT PATH ARGS...: runs one wrk process per instance at once against the instance's base
# URL + PATH ("{i}" in ARGS becomes the instance number), keeps each output in $work/NAME-i.txt.
run() {
    local name=$1 script=$2 path=$3 i pids=()
    shift 3
    echo "== $name: $instance_count x wrk -t$wrk_threads_each -c$wrk_connections -d$duration --latency" >&2
    for i in $(seq "$instance_count"); do
        wrk -t"$wrk_threads_each" -c"$wrk_connections" -d"$duration" --latency -s "Benchmarks/wrk/$script" \
            "${bases[$((i - 1))]}$path" -- "${@//\{i\}/$i}" >"$work/$name-$i.txt" &
        pids+=($!)
    done
    for i in "${pids[@]}"; do
        wait "$i" || { echo "server-benchmark: wrk failed ($name)" >&2; exit 1; }
    done
    cat "$work/$name"-*.txt >&2
}
v1=/identitytoolkit.googleapis.com/v1
run sign-in signin.lua "$v1/accounts:signInWithPassword?key=$api_key" "$work/accounts"
run lookup lookup.lua "$v1/accounts:lookup?key=$api_key" "$work/id-tokens"
run refresh refresh.lua "/securetoken.googleapis.com/v1/token?key=$api_key" \
    "$work/refresh-tokens-{i}" "$wrk_threads_each"
run sign-up signup.lua "$v1/accounts:signUp?key=$api_key" "$$-{i}"

# field NAME KEY: over the wrk outputs of NAME, requests/s (summed), p50 or p99 in ms (the worst) or the
# non-2xx count (summed, "+socket" when any process saw socket errors).
field() {
    awk -v key="$2" '
        function ms(text) {
            if (text ~ /us$/) return substr(text, 1, length(text) - 2) / 1000
            if (text ~ /ms$/) return substr(text, 1, length(text) - 2) + 0
            if (text ~ /s$/) return substr(text, 1, length(text) - 1) * 1000
            return text
        }
        key == "rps" && /^Requests\/sec:/ { value += $2 }
        key == "p50" && $1 == "50%" && ms($2) > value { value = ms($2) }
        key == "p99" && $1 == "99%" && ms($2) > value { value = ms($2) }
        key == "errors" && /Non-2xx or 3xx responses:/ { value += $NF }
        key == "errors" && /Socket errors:/ { socket = 1 }
        END { print (value + 0) (socket ? "+socket" : "") }
    ' "$work/$1"-*.txt
}

hash_limit=$(awk -v c="$cores" -v ms="$hash_ms" 'BEGIN { printf "%.1f", c * 1000 / ms }')
sign_limit=$(awk -v c="$cores" -v s="$sign_per_s" 'BEGIN { printf "%.0f", c * s }')
verify_limit=$(awk -v c="$cores" -v s="$verify_per_s" 'BEGIN { printf "%.0f", c * s }')
row() { # name limit limit-text goal
    local rps p50 p99 errors
    rps=$(field "$1" rps) p50=$(field "$1" p50) p99=$(field "$1" p99) errors=$(field "$1" errors)
    awk -v n="$1" -v r="$rps" -v a="$p50" -v b="$p99" -v e="$errors" -v l="$2" -v lt="$3" -v g="$4" \
        'BEGIN { printf "| %-8s | %9.1f | %8.2f | %8.2f | %6s | %-34s | %5.1f %% | %-26s |\n",
                 n, r, a, b, e, lt, 100 * r / l, g }'
}

echo
echo "Sesame server benchmark: $(date -u +%Y-%m-%dT%H:%MZ), $cores cores ($(lscpu | sed -n 's/^Model name: *//p')),"
echo "load average before the run: $(cut -d' ' -f1-3 /proc/loadavg); wrk -t$wrk_threads -c$connections -d$duration on the same machine."
if [[ -n "$database" ]]; then
    echo "store: $store_text; $instance_count wrk process(es) -t$wrk_threads_each -c$wrk_connections at once," \
        "requests/s summed, p50 and p99 the worse."
fi
echo "argon2id $(sed -n 's/.*parameters=\(.*\)/\1/p' <<<"$argon2_line"): $hash_ms ms per hash;" \
    "openssl rsa2048: $sign_per_s sign/s, $verify_per_s verify/s per core."
echo
echo "| request  |   per sec |  p50 ms  |  p99 ms  | non-2xx| limit                              | of limit | goal                       |"
echo "|----------|-----------|----------|----------|--------|------------------------------------|----------|----------------------------|"
p99_goal=$(awk -v ms="$hash_ms" 'BEGIN { printf "%.0f", 4 * ms }')
row sign-in "$hash_limit" "$hash_limit/s (cores / hash time)" ">= 90 %, p99 < $p99_goal ms"
row lookup "$verify_limit" "$verify_limit/s (cores x RS256 verify)" ">= 20000/s"
row refresh "$sign_limit" "$sign_limit/s (cores x RS256 sign)" ">= 80 %"
row sign-up "$hash_limit" "$hash_limit/s (cores / hash time)" "-"
for i in $(seq "$instance_count"); do
    prefix=""
    (( instance_count > 1 )) && prefix="wrk $i: "
    grep -h "refresh failures" "$work/refresh-$i.txt" | sed "s/^/$prefix/" || true
done
