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
. "$here/../lib/script.sh" broker  # root, log, die, need_tools, make_work, the exit
. "$here/../lib/scheme.sh"  # SCHEME, scheme_url (tested: SchemeShellTest)
. "$here/../lib/bourse.sh"  # bourse_ready, bourse_start, await_answer, bourse_answers
. "$here/../lib/wrk.sh"     # wrk_run, wrk_read
DURATION="${DURATION:-30}" WARMUP="${WARMUP:-45}" REPEAT="${REPEAT:-3}" CONNECTIONS="${CONNECTIONS:-16}"
USERS="${USERS:-2000}" QUOTES="${QUOTES:-1000}" PORT="${PORT:-18400}"
JAVA_OPTS_FILE="${JAVA_OPTS_FILE:-tuning/jvm-bench.options}"
need_tools wrk taskset curl rabbitmqctl
bourse_ready "$JAVA_OPTS_FILE"
beam_pid="$(pgrep -o -f beam.smp)" || die "RabbitMQ (beam.smp) is not running"
make_work
bourse_pid="" queue=""
stop_server() { # the run's Bourse, then its queue
  [[ -z "$bourse_pid" ]] || stop_process "$bourse_pid"
  [[ -z "$queue" ]] || rabbitmqctl -q delete_queue "$queue" >/dev/null 2>&1 || true
  bourse_pid="" queue=""
}
on_exit stop_server

url="$(scheme_url "$PORT")/services/TradeWSServices"
run_wrk() { # SECONDS
  wrk_run "$1" "$work/wrk.out" -t "$CONNECTIONS" -c "$CONNECTIONS" -s "$root/bench/trade-soap/trade.lua" "$url" -- "$USERS" "$QUOTES"
}

start_server() { # mode, run number
  local mode="$1" dir="$work/$1-$2"
  mkdir -p "$dir"
  local args=(--server.port="$PORT" --bourse.population.users="$USERS" --bourse.population.quotes="$QUOTES"
    --bourse.passwords.bcrypt-strength=4 --bourse.trade.order-processing="$mode")
  if [[ "$mode" == broker ]]; then
    queue="bourse.bench.orders.$$-$2"
    args+=(--bourse.trade.broker.queue="$queue")
  fi
  bourse_start 0 "$dir" "$dir/server.log" "${args[@]}" "$@"
  await_answer Bourse "$bourse_pid" "$dir/server.log" 300 bourse_answers "$PORT" "/services/TradeWSServices?wsdl"
}

echo "| run | mode | req/s | orders/s | orders | failed | Bourse CPU µs/order | RabbitMQ CPU µs/order | total µs/order |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|"
for i in $(seq 1 "$REPEAT"); do
  for mode in async broker; do
    start_server "$mode" "$i" "$@"
    log "run $i $mode: warming up ${WARMUP}s"
    run_wrk "$WARMUP"
    j0="$(proc_cpu_ticks "$bourse_pid")" b0="$(proc_cpu_ticks "$beam_pid")"
    run_wrk "$DURATION"
    j1="$(proc_cpu_ticks "$bourse_pid")" b1="$(proc_cpu_ticks "$beam_pid")"
    # One buy per journey of six requests, plus the sells made.
    orders=$(( r_requests / 6 + r_sells ))
    bourse_us="$(proc_us_per $((j1 - j0)) "$orders")" broker_us="$(proc_us_per $((b1 - b0)) "$orders")"
    awk -v i="$i" -v m="$mode" -v rps="$r_rps" -v d="$r_duration_s" -v o="$orders" -v f="$r_failed" \
      -v ju="$bourse_us" -v bu="$broker_us" 'BEGIN {
        printf "| %d | %s | %.0f | %.0f | %d | %d | %.0f | %.0f | %.0f |\n", i, m, rps, o / d, o, f, ju, bu, ju + bu }'
    stop_server
  done
done
