#!/usr/bin/env bash
# Measures `sesame serve` with wrk: requests per second and latency, and the server's CPU time per
# request beside the cryptographic floor of that request measured in the same run.
#
# Usage: Benchmarks/server-benchmark.sh [--database URL [--database-schema NAME] [--instances N]]
#   SESAME_BUILD_LOCK=/path/to/lock   build under `flock` (shared build machines)
#   BENCH_DURATION=20s BENCH_CONNECTIONS=32 BENCH_THREADS=2 BENCH_ACCOUNTS=64   (defaults shown)
#   BENCH_RESULTS=FILE   also write the figures as tab-separated lines (Benchmarks/server-benchmark-report.py)
#   BENCH_LABEL=TEXT     the configuration's name in FILE (default: sqlite, or postgres-N)
# Benchmarks/server-benchmark-all.sh runs SQLite, PostgreSQL x1 and x2 and compares them.
#
# Floors, each the CPU time of the work a request cannot avoid, measured before the servers start and
# again just before and just after each operation's wrk run (the servers idle then): that operation's
# ratio uses the mean of its two adjacent measurements, since on a shared machine a floor taken minutes
# earlier can be 20 % off. The floors: one argon2id hash at the server's default parameters (argon2-timer: sign-in, sign-up), one RS256
# signature and one RS256 verification with AuthCrypto, the server's own code (rs256-timer: refresh and
# sign-up sign an ID token, lookup verifies one). Each is timed as the server does it under load, one
# thread per core at once (the hash pool's default size; the HTTP threads sign and verify side by
# side), which costs each operation more CPU time than alone on an idle machine (memory bandwidth and
# caches are shared); the times alone are printed beside them.
#
# CPU per request: utime + stime of the server processes from /proc/PID/stat, from just before wrk
# starts to just after it ends, divided by the requests wrk completed. wrk runs on the same machine;
# its CPU is not counted. With PostgreSQL the database server's processes (the cluster's postmaster
# and its children, found through the URL) are counted apart, as "db CPU".
#
# Builds the release server and the timers, starts the server on a fresh data directory with
# --no-rate-limits and default argon2 parameters, seeds accounts, then runs wrk against sign-in,
# token refresh, lookup and sign-up, and last against GET /healthz: a request with no work of its own,
# whose CPU time is what any request costs here before its handler (loopback TCP, whose send also
# delivers the answer into wrk's socket and wakes wrk, libmicrohttpd, the HTTP layer). It has no goal;
# lookup's CPU time minus it is printed beside the verification floor. Then lookup-timer times the same
# lookup pipeline in one process without a socket, beside a verification timed in alternating blocks,
# and the table is followed by how often the server's threads were preempted per request.
# Needs wrk (scripts/install-deps --bench), curl, python3.
#
# Without --database the server keeps its state in SQLite in that data directory. With --database URL
# every instance keeps it in that PostgreSQL database, in schema NAME (default: a new schema
# sesame_bench_<pid>, dropped afterwards with psql when psql is installed). --instances N (PostgreSQL
# only) starts N instances sharing the database and runs N wrk processes at once, one per instance, each
# with BENCH_CONNECTIONS / N connections and BENCH_THREADS / N threads (at least 1); the table sums their
# requests per second and CPU, and shows the worse p50 and p99 of the N. No load balancer is involved.
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
label=${BENCH_LABEL:-$([[ -n "$database" ]] && echo "postgres-$instance_count" || echo sqlite)}
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

for tool in wrk curl python3; do
    command -v "$tool" >/dev/null || { echo "server-benchmark: $tool is missing (scripts/install-deps --bench)" >&2; exit 1; }
done
if [[ -n "$database" ]] && ! command -v psql >/dev/null; then
    echo "server-benchmark: psql is missing (scripts/install-deps --test)" >&2
    exit 1
fi

echo "== building (release)" >&2
for product in sesame argon2-timer rs256-timer lookup-timer; do
    "${lock[@]}" swift build -c release --product "$product" >&2
done
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
        psql -q "$database" -c "DROP SCHEMA IF EXISTS \"$drop_schema\" CASCADE" >/dev/null 2>&1 \
            || echo "server-benchmark: could not drop schema $drop_schema" >&2
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
clock_ticks=$(getconf CLK_TCK)
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
echo "== floors" >&2
argon2_line=$("$bin/argon2-timer" --count 20 --threads "$cores")
hash_cpu_ms=$(sed -n 's/.*cpu_ms_per_hash=\([0-9.]*\).*/\1/p' <<<"$argon2_line")
alone_line=$("$bin/argon2-timer" --count 20)
hash_alone_ms=$(sed -n 's/.*cpu_ms_per_hash=\([0-9.]*\).*/\1/p' <<<"$alone_line")
rs256_line=$("$bin/rs256-timer" --threads "$cores")
rs256_alone_line=$("$bin/rs256-timer")
sign_alone_us=$(sed -n 's/.*cpu_us_per_sign=\([0-9.]*\).*/\1/p' <<<"$rs256_alone_line")
verify_alone_us=$(sed -n 's/.*cpu_us_per_verify=\([0-9.]*\).*/\1/p' <<<"$rs256_alone_line")
sign_cpu_us=$(sed -n 's/.*cpu_us_per_sign=\([0-9.]*\).*/\1/p' <<<"$rs256_line")
verify_cpu_us=$(sed -n 's/.*cpu_us_per_verify=\([0-9.]*\).*/\1/p' <<<"$rs256_line")

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

# The database server's processes: the cluster's postmaster (its data directory's postmaster.pid) and
# its children, the backends among them.
database_pids() {
    [[ -n "$database" ]] || return 0
    local directory postmaster
    directory=$(psql -tA "$database" -c "SHOW data_directory" 2>/dev/null) || return 0
    postmaster=$(head -n 1 "$directory/postmaster.pid" 2>/dev/null) || return 0
    echo "$postmaster" $(pgrep -P "$postmaster" || true)
}

# cpu_ticks PID...: user + system clock ticks of the processes so far, summed (the fields after the
# parenthesised command name, which may contain spaces).
cpu_ticks() {
    local pid total=0 fields
    for pid in "$@"; do
        fields=$(sed 's/^.*) //' "/proc/$pid/stat" 2>/dev/null) || continue
        total=$(( total + $(awk '{ print $12 + $13 }' <<<"$fields") ))
    done
    echo "$total"
}

# preemptions PID...: the times the processes' threads were switched out while they could still run
# (nonvoluntary_ctxt_switches, summed over every thread): with wrk on the same cores, mostly wrk woken
# by an answer and taking the core from the thread that sent it.
preemptions() {
    local pid total=0 count
    for pid in "$@"; do
        count=$(cat /proc/"$pid"/task/*/status 2>/dev/null | awk '/^nonvoluntary_ctxt_switches/ { s += $2 } END { print s + 0 }')
        total=$(( total + count ))
    done
    echo "$total"
}

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

# floors_now: "hash_us sign_us verify_us" measured now (the timers as for the floors above).
floors_now() {
    local hash_line rs256_line
    hash_line=$("$bin/argon2-timer" --count 20 --threads "$cores")
    rs256_line=$("$bin/rs256-timer" --threads "$cores")
    echo "$(sed -n 's/.*cpu_ms_per_hash=\([0-9.]*\).*/\1/p' <<<"$hash_line")" \
        "$(sed -n 's/.*cpu_us_per_sign=\([0-9.]*\).*/\1/p' <<<"$rs256_line")" \
        "$(sed -n 's/.*cpu_us_per_verify=\([0-9.]*\).*/\1/p' <<<"$rs256_line")" |
        awk '{ printf "%.1f %s %s\n", $1 * 1000, $2, $3 }'
}

# run NAME SCRIPT PATH ARGS...: runs one wrk process per instance at once against the instance's base
# URL + PATH ("{i}" in ARGS becomes the instance number), keeps each output in $work/NAME-i.txt and the
# CPU ticks of the servers and of the database over the run in $work/NAME.cpu.
run() {
    local name=$1 script=$2 path=$3 i pids=() db_pids server_before db_before preempted_before
    shift 3
    floors_now >"$work/$name.floors-before"
    echo "== $name: $instance_count x wrk -t$wrk_threads_each -c$wrk_connections -d$duration --latency" >&2
    db_pids=$(database_pids)
    server_before=$(cpu_ticks "${server_pids[@]}")
    db_before=$(cpu_ticks $db_pids)
    preempted_before=$(preemptions "${server_pids[@]}")
    for i in $(seq "$instance_count"); do
        wrk -t"$wrk_threads_each" -c"$wrk_connections" -d"$duration" --latency -s "Benchmarks/wrk/$script" \
            "${bases[$((i - 1))]}$path" -- "${@//\{i\}/$i}" >"$work/$name-$i.txt" &
        pids+=($!)
    done
    for i in "${pids[@]}"; do
        wait "$i" || { echo "server-benchmark: wrk failed ($name)" >&2; exit 1; }
    done
    echo "$(( $(cpu_ticks "${server_pids[@]}") - server_before )) $(( $(cpu_ticks $db_pids) - db_before ))" \
        >"$work/$name.cpu"
    echo $(( $(preemptions "${server_pids[@]}") - preempted_before )) >"$work/$name.preempted"
    floors_now >"$work/$name.floors-after"
    cat "$work/$name"-*.txt >&2
}
v1=/identitytoolkit.googleapis.com/v1
run sign-in signin.lua "$v1/accounts:signInWithPassword?key=$api_key" "$work/accounts"
run refresh refresh.lua "/securetoken.googleapis.com/v1/token?key=$api_key" \
    "$work/refresh-tokens-{i}" "$wrk_threads_each"
# After the refreshes, as for the accounts of an app in use: each account has a lastRefreshAt to show
# (the seeded ID tokens stay valid; refreshing does not revoke them).
run lookup lookup.lua "$v1/accounts:lookup?key=$api_key" "$work/id-tokens"
run sign-up signup.lua "$v1/accounts:signUp?key=$api_key" "$$-{i}"
run health health.lua /healthz
# The lookup pipeline without a socket, beside a verification timed in alternating blocks with it.
echo "== lookup-timer --threads $cores (in this process: no socket, SQLite)" >&2
pipeline_line=$("$bin/lookup-timer" --threads "$cores" --lookups 20000)

# field NAME KEY: over the wrk outputs of NAME, requests/s or requests (summed), p50 or p99 in ms (the
# worst) or the non-2xx count (summed, "+socket" when any process saw socket errors).
field() {
    awk -v key="$2" '
        function ms(text) {
            if (text ~ /us$/) return substr(text, 1, length(text) - 2) / 1000
            if (text ~ /ms$/) return substr(text, 1, length(text) - 2) + 0
            if (text ~ /s$/) return substr(text, 1, length(text) - 1) * 1000
            return text
        }
        key == "rps" && /^Requests\/sec:/ { value += $2 }
        key == "requests" && / requests in / { value += $1 }
        key == "p50" && $1 == "50%" && ms($2) > value { value = ms($2) }
        key == "p99" && $1 == "99%" && ms($2) > value { value = ms($2) }
        key == "errors" && /Non-2xx or 3xx responses:/ { value += $NF }
        key == "errors" && /Socket errors:/ { socket = 1 }
        END { print (value + 0) (socket ? "+socket" : "") }
    ' "$work/$1"-*.txt
}

results=${BENCH_RESULTS:-/dev/null}
{
    printf 'config\t%s\tinstances\t%s\tcores\t%s\tload\t%s\n' "$label" "$instance_count" "$cores" "$load_before"
    printf 'floors\thash_cpu_us\t%s\tsign_cpu_us\t%s\tverify_cpu_us\t%s\thash_alone_cpu_us\t%s\tsign_alone_cpu_us\t%s\tverify_alone_cpu_us\t%s\n' \
        "$(awk -v ms="$hash_cpu_ms" 'BEGIN { printf "%.1f", ms * 1000 }')" "$sign_cpu_us" "$verify_cpu_us" \
        "$(awk -v ms="$hash_alone_ms" 'BEGIN { printf "%.1f", ms * 1000 }')" "$sign_alone_us" "$verify_alone_us"
} >"$results"

# cpu_per_request NAME: the server CPU time per completed request of NAME's run, in us.
cpu_per_request() {
    local server_ticks
    read -r server_ticks _ <"$work/$1.cpu"
    awk -v t="$server_ticks" -v q="$(field "$1" requests)" -v hz="$clock_ticks" \
        'BEGIN { printf "%.1f", (q > 0 ? t * 1e6 / hz / q : 0) }'
}

# row NAME FLOOR_US FLOOR_TEXT GOAL_RATIO: one table line, and the figures into the results file.
row() {
    local rps p50 p99 errors requests db_ticks
    rps=$(field "$1" rps) p50=$(field "$1" p50) p99=$(field "$1" p99) errors=$(field "$1" errors)
    requests=$(field "$1" requests)
    read -r _ db_ticks <"$work/$1.cpu"
    awk -v n="$1" -v r="$rps" -v a="$p50" -v b="$p99" -v e="$errors" -v q="$requests" \
        -v cpu="$(cpu_per_request "$1")" -v dt="$db_ticks" -v hz="$clock_ticks" -v f="$2" -v ft="$3" -v g="$4" \
        -v db="$database" -v out="$results" '
        BEGIN {
            dbcpu = q > 0 ? dt * 1e6 / hz / q : 0
            ratio = cpu / f
            met = g == "-" ? "-" : (ratio <= g ? "yes" : "no")
            goal = g == "-" ? "-" : sprintf("<= %.2f x", g)
            dbtext = db == "" ? "" : sprintf(" %8.1f |", dbcpu)
            printf "| %-8s | %9.1f | %8.2f | %8.2f | %6s | %9.1f | %-22s | %6.2f x | %-9s | %-4s |%s\n",
                n, r, a, b, e, cpu, sprintf("%.1f (%s)", f, ft), ratio, goal, met, dbtext
            printf "%s\t%.1f\t%.2f\t%.2f\t%s\t%d\t%.1f\t%.1f\t%.1f\t%.3f\t%s\n",
                n, r, a, b, e, q, cpu, dbcpu, f, ratio, g >> out
        }'
}

# adjacent NAME FIELD: the mean of floor FIELD (1 hash, 2 signature, 3 verification) just before and just
# after NAME's run; "before/after" with BOTH as a third argument.
adjacent() {
    awk -v k="$2" -v both="${3:-}" '{ v[NR] = $k } END {
        if (both != "") printf "%s/%s", v[1], v[2]; else printf "%.2f", (v[1] + v[2]) / 2 }' \
        "$work/$1.floors-before" "$work/$1.floors-after"
}
hash_us=$(adjacent sign-in 1)
signup_floor=$(awk -v h="$(adjacent sign-up 1)" -v s="$(adjacent sign-up 2)" 'BEGIN { printf "%.1f", h + s }')
echo
echo "Sesame server benchmark: $(date -u +%Y-%m-%dT%H:%MZ), $cores cores ($(lscpu | sed -n 's/^Model name: *//p')),"
echo "load average before the run: $load_before; wrk -t$wrk_threads -c$connections -d$duration on the same machine."
if [[ -n "$database" ]]; then
    echo "store: $store_text; $instance_count wrk process(es) -t$wrk_threads_each -c$wrk_connections at once," \
        "requests/s and CPU summed, p50 and p99 the worse."
fi
echo "floors before the servers started (CPU time): argon2id $(sed -n 's/.*parameters=\(.*\)/\1/p' <<<"$argon2_line") $hash_cpu_ms ms per hash" \
    "with $cores hashing at once ($hash_alone_ms ms alone);" \
    "RS256 with AuthCrypto $sign_cpu_us us per signature, $verify_cpu_us us per verification," \
    "with $cores at once ($sign_alone_us and $verify_alone_us us alone)."
echo "server CPU/request: user + system time of the sesame process(es) over the run, per completed request (us);"
echo "each ratio uses the mean of its floor measured just before and just after its own run."
echo
db_header="" db_rule=""
[[ -n "$database" ]] && db_header=" db CPU/r |" db_rule="----------|"
echo "| request  |   per sec |  p50 ms  |  p99 ms  | non-2xx| CPU/req us| floor us               |  ratio   | goal      | met  |$db_header"
echo "|----------|-----------|----------|----------|--------|-----------|------------------------|----------|-----------|------|$db_rule"
row sign-in "$hash_us" "1 argon2id hash" 1.15
row lookup "$(adjacent lookup 3)" "1 RS256 verification" 3
row refresh "$(adjacent refresh 2)" "1 RS256 signature" 1.6
row sign-up "$signup_floor" "1 hash + 1 signature" -
row health "$(adjacent health 3)" "none; 1 verification" -
awk -v l="$(cpu_per_request lookup)" -v h="$(cpu_per_request health)" -v v="$(adjacent lookup 3)" 'BEGIN {
    printf "lookup beyond an empty request (GET /healthz, no work of its own): %.1f us, %.2f x its floor\n",
        l - h, (l - h) / v }'
awk -v line="$pipeline_line" 'BEGIN {
    split(line, fields, /[ =]/)
    for (i = 1; i < length(fields); i += 2) value[fields[i]] = fields[i + 1]
    printf "lookup without a socket (lookup-timer, the same pipeline in one process, %s threads): %.1f us, %.2f x a verification timed beside it (%.1f us)\n",
        value["threads"], value["cpu_us_per_lookup"], value["ratio"], value["cpu_us_per_verify"] }'
printf "server threads preempted per request (nonvoluntary context switches, mostly wrk taking the core):"
for name in sign-in lookup refresh sign-up health; do
    awk -v n="$name" -v p="$(cat "$work/$name.preempted")" -v q="$(field "$name" requests)" \
        'BEGIN { printf " %s %.2f", n, (q > 0 ? p / q : 0) }'
done
echo
echo "floors just before/after each run (us): sign-in hash $(adjacent sign-in 1 both)," \
    "lookup verification $(adjacent lookup 3 both), refresh signature $(adjacent refresh 2 both)," \
    "sign-up hash $(adjacent sign-up 1 both) and signature $(adjacent sign-up 2 both)."
for i in $(seq "$instance_count"); do
    prefix=""
    (( instance_count > 1 )) && prefix="wrk $i: "
    grep -h "refresh failures" "$work/refresh-$i.txt" | sed "s/^/$prefix/" || true
done
