#!/usr/bin/env bash
# Trade SOAP business-service benchmark: login, getQuote, buy, getHoldings, sell, logout per journey.
# Run with --help for the options; bench/README.md explains the method.
set -euo pipefail

usage() {
  cat <<'EOF2'
Usage: bench/trade-soap/run.sh [--help] [APP_ARG...]

Starts Bourse on CPU 0 (with APP_ARGs, e.g. a PostgreSQL datasource), warms it up, then drives
/services/TradeWSServices with wrk on CPU 1: each connection follows one user's journey
(login, getQuote, buy 100, getHoldings, sell what it bought, logout) over and over.
Prints a markdown table row per measured run and fails if any request failed.

Environment (default):
  DURATION        seconds per measured run (20)
  WARMUP          seconds of warm-up before measuring (120)
  REPEAT          measured runs (2)
  CONNECTIONS     wrk connections, one thread each, one user each (16)
  USERS / QUOTES  population size the server was started with (15000 / 10000)
  PORT            Bourse port (18090)
  JAVA_OPTS_FILE  JVM options file (tuning/jvm-bench.options)
  JAR             Bourse jar (app/target/bourse.jar, built if missing)
  JAVA_HOME       the JDK to run Bourse with (else as ./bourse: tuning/java.sh)
EOF2
}
case "${1:-}" in -h | --help) usage; exit 0 ;; esac

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
cd "$root"
DURATION="${DURATION:-20}" WARMUP="${WARMUP:-120}" REPEAT="${REPEAT:-2}" CONNECTIONS="${CONNECTIONS:-16}"
USERS="${USERS:-15000}" QUOTES="${QUOTES:-10000}" PORT="${PORT:-18090}"
JAVA_OPTS_FILE="${JAVA_OPTS_FILE:-tuning/jvm-bench.options}" JAR="${JAR:-app/target/bourse.jar}"
for tool in wrk taskset curl; do command -v "$tool" >/dev/null || { echo "run.sh: '$tool' not found" >&2; exit 1; }; done
. "$(dirname "${BASH_SOURCE[0]}")/../../tuning/java.sh"  # the JDK ./bourse uses
select_java
[[ -f "$JAR" ]] || ./mvnw -q -DskipTests package >&2
[[ -f "$JAVA_OPTS_FILE" ]] || { echo "run.sh: JVM options file not found: $JAVA_OPTS_FILE" >&2; exit 1; }
. tuning/jvm-options.sh
read_jvm_options "$JAVA_OPTS_FILE"

work="$(mktemp -d "${TMPDIR:-/tmp}/trade-soap-bench.XXXXXX")"
java_pid=""
cleanup() {
  local rc=$?
  set +e
  [[ -n "$java_pid" ]] && kill "$java_pid" 2>/dev/null && wait "$java_pid" 2>/dev/null
  if ((rc == 0)); then rm -rf "$work"; else echo "run.sh: server log kept in $work/server.log" >&2; fi
  exit "$rc"
}
trap cleanup EXIT

log() { printf '[trade-soap %s] %s\n' "$(date -u +%H:%M:%S)" "$*" >&2; }
log "starting Bourse on CPU 0 (log: $work/server.log)"
(cd "$work" && exec taskset -c 0 "$java_bin" "${jvm_options[@]}" -jar "$root/$JAR" --server.port="$PORT" \
  --bourse.population.users="$USERS" --bourse.population.quotes="$QUOTES" "$@") >"$work/server.log" 2>&1 &
java_pid=$!
url="http://127.0.0.1:$PORT/services/TradeWSServices"
for _ in $(seq 1 600); do
  curl -sf -o /dev/null "$url?wsdl" && break
  kill -0 "$java_pid" 2>/dev/null || { tail -30 "$work/server.log" >&2; echo "run.sh: Bourse died" >&2; exit 1; }
  sleep 0.5
done

run_wrk() { taskset -c 1 wrk -t "$CONNECTIONS" -c "$CONNECTIONS" -d "${1}s" --latency -s "$here/trade.lua" "$url" -- "$USERS" "$QUOTES"; }
if ((WARMUP > 0)); then log "warming up for ${WARMUP}s"; run_wrk "$WARMUP" >/dev/null; fi

echo "| run | req/s | journeys/s | p50 ms | p99 ms | requests | failed |"
echo "|---|---:|---:|---:|---:|---:|---:|"
status=0
for i in $(seq 1 "$REPEAT"); do
  line="$(run_wrk "$DURATION" | grep '^TRADE ')"
  eval "$(echo "${line#TRADE }" | tr ' ' '\n' | sed 's/^/r_/')"
  failed=$((r_non200 + r_connect + r_read + r_write + r_timeout))
  printf '| %d | %.0f | %.0f | %.2f | %.2f | %d | %d |\n' "$i" "$r_rps" "$(echo "$r_rps / 6" | bc -l)" \
    "$r_p50_ms" "$r_p99_ms" "$r_requests" "$failed"
  ((failed == 0)) || status=1
done
((status == 0)) || echo "run.sh: some requests failed: the figures above are not valid" >&2
exit "$status"
