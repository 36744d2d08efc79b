#!/usr/bin/env bash
# The broker order mode's cost per order against in-process async: interleaved runs of the Trade SOAP
# journey (bench/trade-soap/trade.lua), counting the CPU time of the Bourse JVM and of RabbitMQ.
set -euo pipefail

usage() {
  cat <<'EOF2'
Usage: bench/broker/run.sh [--help] [APP_ARG...]

For each of REPEAT rounds, starts Bourse on CPU 0 once with bourse.trade.order-processing=async and
once with broker (role both, a queue of its own on the local RabbitMQ), on a fresh embedded H2
database each time; warms up, then drives /services/TradeWSServices with wrk on CPU 1 for DURATION
seconds while reading the CPU time (user + system, /proc) that the Bourse JVM and RabbitMQ (beam.smp)
used. Prints one markdown row per run: throughput, orders, and CPU per order of each process.
Interleaving the two modes spreads a busy machine's noise over both; compare the rows' ratios.

Environment (default):
  SCHEME          http or https (http). https: Bourse serves TLS on PORT (switch it on with an
                  APP_ARG: --spring.profiles.active=tls, or Spring Boot's server.ssl.*); wrk speaks
                  HTTP/1.1 over TLS, curl is run with -k (loopback only)
  DURATION        seconds per measured run (30)
  WARMUP          seconds of warm-up before measuring (45)
  REPEAT          rounds, each one async and one broker run (3)
  CONNECTIONS     wrk connections, one thread each, one user each (16)
  USERS / QUOTES  population of each fresh database (2000 / 1000)
  PORT            Bourse port (18400)
  JAVA_OPTS_FILE  JVM options file (tuning/jvm-bench.options)
  JAR             Bourse jar (app/target/bourse.jar, built if missing)
  JAVA_HOME       the JDK to run Bourse with (else as ./bourse: tuning/java.sh)
EOF2
}
case "${1:-}" in -h | --help) usage; exit 0 ;; esac

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
. "$here/../lib/scheme.sh"  # SCHEME, scheme_url, scheme_curl, scheme_mismatch (tested: SchemeShellTest)
cd "$root"
DURATION="${DURATION:-30}" WARMUP="${WARMUP:-45}" REPEAT="${REPEAT:-3}" CONNECTIONS="${CONNECTIONS:-16}"
USERS="${USERS:-2000}" QUOTES="${QUOTES:-1000}" PORT="${PORT:-18400}"
JAVA_OPTS_FILE="${JAVA_OPTS_FILE:-tuning/jvm-bench.options}" JAR="${JAR:-app/target/bourse.jar}"
for tool in wrk taskset curl rabbitmqctl; do
  command -v "$tool" >/dev/null || { echo "run.sh: '$tool' not found" >&2; exit 1; }
done
. "$(dirname "${BASH_SOURCE[0]}")/../../tuning/java.sh"  # the JDK ./bourse uses
select_java
[[ -f "$JAR" ]] || ./mvnw -q -DskipTests package >&2
. tuning/jvm-options.sh
read_jvm_options "$JAVA_OPTS_FILE"
beam_pid="$(pgrep -o -f beam.smp)" || { echo "run.sh: RabbitMQ (beam.smp) is not running" >&2; exit 1; }
ticks="$(getconf CLK_TCK)"

work="$(mktemp -d "${TMPDIR:-/tmp}/broker-bench.XXXXXX")"
java_pid=""
queue=""
stop_server() {
  if [[ -n "$java_pid" ]]; then kill "$java_pid" 2>/dev/null; wait "$java_pid" 2>/dev/null || true; fi
  java_pid=""
  if [[ -n "$queue" ]]; then rabbitmqctl -q delete_queue "$queue" >/dev/null 2>&1 || true; fi
  queue=""
}
cleanup() {
  local rc=$?
  set +e
  stop_server
  if ((rc == 0)); then rm -rf "$work"; else echo "run.sh: server logs kept in $work" >&2; fi
  exit "$rc"
}
trap cleanup EXIT

log() { printf '[broker-bench %s] %s\n' "$(date -u +%H:%M:%S)" "$*" >&2; }
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
url="$(scheme_url "$PORT")/services/TradeWSServices"
run_wrk() { taskset -c 1 wrk -t "$CONNECTIONS" -c "$CONNECTIONS" -d "${1}s" --latency -s "$root/bench/trade-soap/trade.lua" "$url" -- "$USERS" "$QUOTES"; }

start_server() { # mode, run number
  local mode="$1" dir="$work/$1-$2"
  mkdir -p "$dir"
  local args=(--server.port="$PORT" --bourse.population.users="$USERS" --bourse.population.quotes="$QUOTES"
    --bourse.passwords.bcrypt-strength=4 --bourse.trade.order-processing="$mode")
  if [[ "$mode" == broker ]]; then
    queue="bourse.bench.orders.$$-$2"
    args+=(--bourse.trade.broker.queue="$queue")
  fi
  (cd "$dir" && exec taskset -c 0 "$java_bin" "${jvm_options[@]}" -jar "$root/$JAR" "${args[@]}" "$@") >"$dir/server.log" 2>&1 &
  java_pid=$!
  for _ in $(seq 1 600); do
    scheme_curl -sf -o /dev/null "$url?wsdl" && return 0
    kill -0 "$java_pid" 2>/dev/null || { tail -30 "$dir/server.log" >&2; echo "run.sh: Bourse died" >&2; exit 1; }
    mismatch="$(scheme_mismatch "$PORT")"
    [[ -z "$mismatch" ]] || { echo "run.sh: $mismatch" >&2; exit 1; }
    sleep 0.5
  done
  echo "run.sh: Bourse not ready" >&2; exit 1
}

echo "| run | mode | req/s | orders/s | orders | failed | Bourse CPU µs/order | RabbitMQ CPU µs/order | total µs/order |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|"
for i in $(seq 1 "$REPEAT"); do
  for mode in async broker; do
    start_server "$mode" "$i" "$@"
    log "run $i $mode: warming up ${WARMUP}s"
    run_wrk "$WARMUP" >/dev/null
    j0="$(cpu_ticks "$java_pid")" b0="$(cpu_ticks "$beam_pid")"
    line="$(run_wrk "$DURATION" | grep '^TRADE ')"
    j1="$(cpu_ticks "$java_pid")" b1="$(cpu_ticks "$beam_pid")"
    eval "$(echo "${line#TRADE }" | tr ' ' '\n' | sed 's/^/r_/')"
    failed=$((r_non200 + r_connect + r_read + r_write + r_timeout))
    # One buy per journey of six requests, plus the sells made.
    orders=$(( r_requests / 6 + r_sells ))
    awk -v i="$i" -v m="$mode" -v rps="$r_rps" -v d="$r_duration_s" -v o="$orders" -v f="$failed" \
      -v j="$((j1 - j0))" -v b="$((b1 - b0))" -v t="$ticks" 'BEGIN {
        ju = j / t * 1e6 / o; bu = b / t * 1e6 / o;
        printf "| %d | %s | %.0f | %.0f | %d | %d | %.0f | %.0f | %.0f |\n", i, m, rps, o / d, o, f, ju, bu, ju + bu }'
    stop_server
  done
done
