#!/usr/bin/env bash
# Measures `sesame serve` with wrk and prints each figure beside its physical limit on this machine.
#
# Usage: Benchmarks/server-benchmark.sh
#   SESAME_BUILD_LOCK=/path/to/lock   build under `flock` (shared build machines)
#   BENCH_DURATION=20s BENCH_CONNECTIONS=32 BENCH_THREADS=2 BENCH_ACCOUNTS=64   (defaults shown)
#
# Builds the release server and argon2-timer, starts the server on a fresh data directory with
# --no-rate-limits and default argon2 parameters, seeds accounts, then runs wrk against sign-in,
# lookup, token refresh and sign-up. Needs wrk (scripts/install-deps --bench), curl, python3, openssl.
set -euo pipefail

cd "$(dirname "$0")/.."
duration=${BENCH_DURATION:-20s}
connections=${BENCH_CONNECTIONS:-32}
wrk_threads=${BENCH_THREADS:-2}
account_count=${BENCH_ACCOUNTS:-64}
api_key=bench-key
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
server_pid=""
cleanup() {
    if [[ -n "$server_pid" ]] && kill -0 "$server_pid" 2>/dev/null; then
        kill -TERM "$server_pid"
        wait "$server_pid" 2>/dev/null || true
    fi
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

echo "== starting the server" >&2
"$bin/sesame" serve --port 0 --data-dir "$work/data" --api-key "$api_key" --no-rate-limits \
    --log-level warning >"$work/server.out" 2>"$work/server.err" &
server_pid=$!
for _ in $(seq 100); do
    grep -q "listening on" "$work/server.out" 2>/dev/null && break
    sleep 0.1
done
base=$(sed -n 's/^listening on //p' "$work/server.out")
[[ -n "$base" ]] || { echo "server-benchmark: the server did not start" >&2; cat "$work/server.err" >&2; exit 1; }
v1="$base/identitytoolkit.googleapis.com/v1"

echo "== seeding $account_count accounts" >&2
python3 - "$v1/accounts:signUp?key=$api_key" "$account_count" "$work" <<'PY'
import json, sys, urllib.request
url, count, work = sys.argv[1], int(sys.argv[2]), sys.argv[3]
with open(f"{work}/accounts", "w") as accounts, open(f"{work}/id-tokens", "w") as ids, \
        open(f"{work}/refresh-tokens", "w") as refresh:
    for n in range(count):
        email, password = f"seed-{n}@bench.test", f"seed-password-{n}"
        body = json.dumps({"email": email, "password": password, "returnSecureToken": True}).encode()
        request = urllib.request.Request(url, body, {"Content-Type": "application/json"})
        answer = json.load(urllib.request.urlopen(request))
        accounts.write(f"{email} {password}\n")
        ids.write(answer["idToken"] + "\n")
        refresh.write(answer["refreshToken"] + "\n")
PY

# run NAME SCRIPT URL ARGS...: runs wrk, keeps its output in $work/NAME.txt.
run() {
    local name=$1 script=$2 url=$3
    shift 3
    echo "== $name: wrk -t$wrk_threads -c$connections -d$duration --latency" >&2
    wrk -t"$wrk_threads" -c"$connections" -d"$duration" --latency -s "Benchmarks/wrk/$script" "$url" -- "$@" \
        | tee "$work/$name.txt" >&2
}
run sign-in signin.lua "$v1/accounts:signInWithPassword?key=$api_key" "$work/accounts"
run lookup lookup.lua "$v1/accounts:lookup?key=$api_key" "$work/id-tokens"
run refresh refresh.lua "$base/securetoken.googleapis.com/v1/token?key=$api_key" \
    "$work/refresh-tokens" "$wrk_threads"
run sign-up signup.lua "$v1/accounts:signUp?key=$api_key" "$$"

# field NAME KEY: requests/s, p50 or p99 (in ms) or non-2xx count from a wrk output.
field() {
    awk -v key="$2" '
        function ms(text) {
            if (text ~ /us$/) return substr(text, 1, length(text) - 2) / 1000
            if (text ~ /ms$/) return substr(text, 1, length(text) - 2) + 0
            if (text ~ /s$/) return substr(text, 1, length(text) - 1) * 1000
            return text
        }
        key == "rps" && /^Requests\/sec:/ { print $2 }
        key == "p50" && $1 == "50%" { print ms($2) }
        key == "p99" && $1 == "99%" { print ms($2) }
        key == "errors" && /Non-2xx or 3xx responses:/ { errors = $NF }
        key == "errors" && /Socket errors:/ { socket = 1 }
        END { if (key == "errors") print (errors == "" ? 0 : errors) (socket ? "+socket" : "") }
    ' "$work/$1.txt"
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
grep -h "refresh failures" "$work/refresh.txt" || true
