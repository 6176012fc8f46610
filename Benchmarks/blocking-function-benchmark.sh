#!/usr/bin/env bash
# Sign-in throughput and latency with a beforeSignIn blocking function that answers at once, beside the
# same server without one, in one run: two `sesame serve` processes on fresh SQLite data directories
# (--no-rate-limits, default argon2 parameters), one with `--blocking-function beforeSignIn=URL` naming
# a loopback function (Python's ThreadingHTTPServer answering `{}` at once, without checking the token:
# the figure is Sesame's side of the call: signing the token, the HTTP round trip, reading the answer).
# wrk runs Benchmarks/wrk/signin.lua against each in turn, alternating ROUNDS times, so a noisy machine
# hurts both alike; the table gives each round and the medians.
#
# Usage: Benchmarks/blocking-function-benchmark.sh
#   BENCH_DURATION=10s BENCH_CONNECTIONS=16 BENCH_THREADS=2 BENCH_ACCOUNTS=32 BENCH_ROUNDS=3 (defaults)
# Needs wrk (scripts/install-deps --bench), curl, python3.
set -euo pipefail
cd "$(dirname "$0")/.."
duration=${BENCH_DURATION:-10s}
connections=${BENCH_CONNECTIONS:-16}
threads=${BENCH_THREADS:-2}
accounts=${BENCH_ACCOUNTS:-32}
rounds=${BENCH_ROUNDS:-3}
command -v wrk >/dev/null || { echo "blocking-function-benchmark: wrk is missing (scripts/install-deps --bench)" >&2; exit 1; }

swift build -c release --product sesame >&2
sesame="$(swift build -c release --show-bin-path)/sesame"
work=$(mktemp -d)
pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; wait 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

# The function: answers {} at once.
python3 - "$work/function.port" <<'PY' &
import http.server, socketserver, sys
class Answer(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    def do_POST(self):
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", "2")
        self.end_headers()
        self.wfile.write(b"{}")
    def log_message(self, *args):
        pass
server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Answer)
open(sys.argv[1], "w").write(str(server.server_address[1]))
server.serve_forever()
PY
pids+=($!)
for _ in $(seq 100); do [[ -s "$work/function.port" ]] && break; sleep 0.1; done
function_url="http://127.0.0.1:$(cat "$work/function.port")/beforeSignIn"

start() { # NAME ARGS...: starts a server in this shell (so the EXIT trap stops it)
    local name=$1; shift
    mkdir -p "$work/$name"
    "$sesame" serve --port 0 --data-dir "$work/$name" --api-key bench-key --no-rate-limits "$@" \
        >"$work/$name.out" 2>"$work/$name.log" &
    pids+=($!)
}
base_url() { # NAME -> the base URL once it listens
    for _ in $(seq 200); do
        grep -q '^listening on ' "$work/$1.out" 2>/dev/null && break
        sleep 0.1
    done
    sed -n 's/^listening on //p' "$work/$1.out"
}
start plain
start blocking --blocking-function "beforeSignIn=$function_url"
plain=$(base_url plain)
blocking=$(base_url blocking)

: >"$work/accounts"
for n in $(seq "$accounts"); do echo "seed-$n@bench.test seed-password-$n" >>"$work/accounts"; done
for base in "$plain" "$blocking"; do
    while read -r email password; do
        curl -sf -o /dev/null "$base/identitytoolkit.googleapis.com/v1/accounts:signUp?key=bench-key" \
            -H 'Content-Type: application/json' -d "{\"email\":\"$email\",\"password\":\"$password\"}"
    done <"$work/accounts"
done

measure() { # BASE -> "requests/s p50 p99" (latencies in ms)
    wrk -t "$threads" -c "$connections" -d "$duration" --latency -s Benchmarks/wrk/signin.lua \
        "$1/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench-key" -- "$work/accounts" |
        python3 -c '
import re, sys
text = sys.stdin.read()
def ms(label):
    value, unit = re.search(label + r"\s+([\d.]+)(us|ms|s)", text).groups()
    return float(value) * {"us": 0.001, "ms": 1, "s": 1000}[unit]
rate = float(re.search(r"Requests/sec:\s+([\d.]+)", text).group(1))
errors = re.search(r"Non-2xx or 3xx responses: (\d+)", text)
assert errors is None, "non-2xx answers: " + errors.group(1)
p50, p99 = ms("50%"), ms("99%")
print(f"{rate:.1f} {p50:.1f} {p99:.1f}")'
}

printf '%-6s %-22s %10s %9s %9s\n' round server "sign-in/s" "p50 ms" "p99 ms"
: >"$work/results"
for round in $(seq "$rounds"); do
    for name in plain blocking; do
        base=$plain; [[ $name == blocking ]] && base=$blocking
        read -r rate p50 p99 < <(measure "$base")
        echo "$name $rate $p50 $p99" >>"$work/results"
        printf '%-6s %-22s %10s %9s %9s\n' "$round" "$name" "$rate" "$p50" "$p99"
    done
done
python3 - "$work/results" <<'PY'
import statistics, sys
rows = [line.split() for line in open(sys.argv[1])]
def median(name, column):
    return statistics.median(float(r[column]) for r in rows if r[0] == name)
plain, blocking = [(median(n, 1), median(n, 2), median(n, 3)) for n in ("plain", "blocking")]
print(f"median  without a function: {plain[0]:.1f} sign-ins/s, p50 {plain[1]:.1f} ms, p99 {plain[2]:.1f} ms")
print(f"median  with beforeSignIn:  {blocking[0]:.1f} sign-ins/s, p50 {blocking[1]:.1f} ms, p99 {blocking[2]:.1f} ms")
print(f"ratio   throughput {blocking[0] / plain[0]:.2f}, p99 {blocking[2] / plain[2]:.2f}")
PY
