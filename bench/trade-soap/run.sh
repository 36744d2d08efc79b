#!/usr/bin/env bash
# The Trade journey over SOAP and over the web pages: login, getQuote, buy, getHoldings, sell, logout
# (or their pages), with server CPU per journey, optionally beside DayTrader 8's web tier.
# Run with --help for the options; bench/README.md explains the method.
set -euo pipefail

usage() {
  cat <<'EOF2'
Usage: bench/trade-soap/run.sh [--help] [APP_ARG...]

Starts Bourse on CPU 0 (with APP_ARGs, e.g. a PostgreSQL datasource) and drives the same Trade
journey with wrk on CPU 1, each connection following one user's journey over and over:
  soap  /services/TradeWSServices (trade.lua): login, getQuote, buy 100, getHoldings, sell what it
        bought, logout; with async or broker order processing (an APP_ARG) a buy that comes back open is
        waited for first (getOrders polls, at most ORDER_WAIT s), and the wait is printed as the order
        latency;
  web   DayTrader's pages (bench/web/journey.lua): login, quotes, buy 100, portfolio, sell the newest
        holding, logout (Bourse runs with bourse.web.daytrader-script-compatibility=true: no CSRF
        tokens, as in DayTrader's own scripts);
  daytrader  the web journey against a DayTrader 8 that is already running (DAYTRADER_URL and
        DAYTRADER_PID; pin it to CPU 0 yourself: taskset -a -cp 0 PID).
The SOAP journey trades as uid:0 .. uid:(CONNECTIONS-1), the web journeys as the next CONNECTIONS
users: the orders a SOAP journey places would otherwise wait as "order completed" alerts for the
same users' pages, which DayTrader's journey never has to show.
Warms each journey up, then runs REPEAT interleaved rounds (order reversed every other round) and
prints one row per run and a table of medians: server CPU per request and per journey (6 requests)
from /proc (the process and its children; DB_PID's too when given), throughput and latency. Fails if
any request failed, a portfolio had nothing to sell or an order wait ran out.

Environment (default):
  SCHEME          http or https (http). https: Bourse serves TLS on PORT (switch it on with an
                  APP_ARG: --spring.profiles.active=tls, or Spring Boot's server.ssl.*); wrk speaks
                  HTTP/1.1 over TLS, curl is run with -k (it accepts the self-signed certificate:
                  loopback only)
  JOURNEYS        which journeys, in order: soap web daytrader   (soap web, plus daytrader if DAYTRADER_URL is set)
  DURATION        seconds per measured run (20)
  WARMUP          seconds of warm-up per journey before measuring (120)
  REPEAT          interleaved rounds (2)
  CONNECTIONS     wrk connections, one thread each, one user each (16)
  USERS / QUOTES  population size the servers hold (15000 / 10000)
  ORDER_WAIT      soap: seconds a journey waits for a buy that came back open to be completed (10)
  PORT            Bourse port (18090)
  DAYTRADER_URL   a running DayTrader 8's base URL without /daytrader, e.g. http://127.0.0.1:9080,
                  or https://127.0.0.1:9443 for Liberty's TLS port (none)
  DAYTRADER_PID   its server process (Open Liberty's JVM), whose CPU is counted   (required with the URL)
  DB_PID          a database server's main process (e.g. PostgreSQL's postmaster): its CPU and its
                  children's are counted with Bourse's and shown apart (none: H2 runs inside Bourse)
  JAVA_OPTS_FILE  JVM options file (tuning/jvm-bench.options)
  JAR             Bourse jar (app/target/bourse.jar, built if missing)
  JAVA_HOME       the JDK to run Bourse with (else as ./bourse: tuning/java.sh)
  BOURSE_URL      measure a Bourse that is already running at this base URL instead of starting one
                  (none); it must run with bourse.web.daytrader-script-compatibility=true, and USERS /
                  QUOTES must be the population it holds; PORT, JAVA_OPTS_FILE, JAR and APP_ARGs are
                  then its own
  BOURSE_PID      with BOURSE_URL: its process, whose CPU is counted
EOF2
}
case "${1:-}" in -h | --help) usage; exit 0 ;; esac

here="$(cd "$(dirname "$0")" && pwd)"
. "$here/../lib/script.sh" trade-soap  # root, log, die, need_tools, make_work, the exit
. "$here/../lib/scheme.sh"   # SCHEME, scheme_url, scheme_curl (tested: SchemeShellTest)
. "$here/../lib/running.sh"  # BOURSE_URL, BOURSE_PID, running_server
. "$here/../lib/bourse.sh"   # bourse_ready, bourse_start, await_answer, bourse_answers
. "$here/../lib/wrk.sh"      # wrk_run, wrk_read, round_order
DURATION="${DURATION:-20}" WARMUP="${WARMUP:-120}" REPEAT="${REPEAT:-2}" CONNECTIONS="${CONNECTIONS:-16}"
USERS="${USERS:-15000}" QUOTES="${QUOTES:-10000}" PORT="${PORT:-18090}" ORDER_WAIT="${ORDER_WAIT:-10}"
DAYTRADER_URL="${DAYTRADER_URL:-}" DAYTRADER_PID="${DAYTRADER_PID:-}" DB_PID="${DB_PID:-}"
JAVA_OPTS_FILE="${JAVA_OPTS_FILE:-tuning/jvm-bench.options}"
default_journeys="soap web"; [[ -n "$DAYTRADER_URL" ]] && default_journeys+=" daytrader"
read -r -a journeys <<<"${JOURNEYS:-$default_journeys}"
need_tools wrk taskset curl bc
for j in "${journeys[@]}"; do
  case "$j" in soap | web) ;; daytrader)
    [[ -n "$DAYTRADER_URL" && -n "$DAYTRADER_PID" ]] || die "the daytrader journey needs DAYTRADER_URL and DAYTRADER_PID"
    proc_is_running "$DAYTRADER_PID" || die "DAYTRADER_PID $DAYTRADER_PID is not running" ;;
  *) die "unknown journey '$j' (soap, web or daytrader)" ;; esac
done
((2 * CONNECTIONS <= USERS)) || die "the SOAP and web journeys need 2 x CONNECTIONS users of their own (USERS=$USERS)"
[[ -z "$DB_PID" ]] || proc_is_running "$DB_PID" || die "DB_PID $DB_PID is not running"
make_work
if running_server "$script_name"; then
  base="$BOURSE_URL"
  log "measuring the Bourse running at $base (pid $BOURSE_PID)"
else
  bourse_ready "$JAVA_OPTS_FILE"
  log "starting Bourse on CPU 0 with $java_bin ($java_reason; log: $work/server.log)"
  bourse_start 0 "$work" "$work/server.log" --server.port="$PORT" \
    --bourse.population.users="$USERS" --bourse.population.quotes="$QUOTES" \
    --bourse.web.daytrader-script-compatibility=true "$@"
  BOURSE_PID="$bourse_pid" base="$(scheme_url "$PORT")"
  await_answer Bourse "$BOURSE_PID" "$work/server.log" 600 bourse_answers "$PORT" "/services/TradeWSServices?wsdl"
fi

server_pid() { if [[ "$1" == daytrader ]]; then echo "$DAYTRADER_PID"; else echo "$BOURSE_PID"; fi; }
server_name() { if [[ "$1" == daytrader ]]; then echo "DayTrader 8"; else echo Bourse; fi; }
db_ticks() { if [[ -n "$DB_PID" && "$1" != daytrader ]]; then proc_cpu_ticks "$DB_PID"; else echo 0; fi; }
run_wrk() { # JOURNEY SECONDS
  local wrk=("$2" "$work/wrk.out" -t "$CONNECTIONS" -c "$CONNECTIONS" --timeout 10s)
  case "$1" in
    soap) wrk_run "${wrk[@]}" -s "$here/trade.lua" "$base/services/TradeWSServices" -- "$USERS" "$QUOTES" "$ORDER_WAIT" ;;
    web) wrk_run "${wrk[@]}" -s "$here/../web/journey.lua" "$base" -- - "$USERS" "$QUOTES" "$CONNECTIONS" ;;
    daytrader) wrk_run "${wrk[@]}" -s "$here/../web/journey.lua" "$DAYTRADER_URL" -- /daytrader "$USERS" "$QUOTES" "$CONNECTIONS" ;;
  esac
}

if ((WARMUP > 0)); then
  for j in "${journeys[@]}"; do log "warming up $j for ${WARMUP}s"; run_wrk "$j" "$WARMUP"; done
fi

declare -A cpu_runs=() rps_runs=()  # rps_runs: journeys per second
echo "| round | journey | server | req/s | journeys/s | p50 ms | p99 ms | server CPU µs/req | database CPU µs/req | CPU µs/journey | requests | failed |"
echo "|---:|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
status=0
for round in $(seq 1 "$REPEAT"); do
  for j in $(round_order "$round" "${journeys[@]}"); do
    pid="$(server_pid "$j")"
    s0="$(proc_cpu_ticks "$pid")" d0="$(db_ticks "$j")"
    run_wrk "$j" "$DURATION"
    s1="$(proc_cpu_ticks "$pid")" d1="$(db_ticks "$j")"
    failed=$((r_failed + ${r_bad:-0}))
    server_us="$(proc_us_per $((s1 - s0)) "$r_requests")" db_us="$(proc_us_per $((d1 - d0)) "$r_requests")"
    # A journey is 6 requests, plus the polls of its order wait (soap, async or broker order processing).
    per_journey="$(echo "6 * $r_requests / ($r_requests - ${r_polls:-0})" | bc -l)"
    journey_us="$(echo "($server_us + $db_us) * $per_journey" | bc -l)"
    journeys_per_s="$(echo "$r_rps / $per_journey" | bc -l)"
    printf '| %d | %s | %s | %.0f | %.0f | %.2f | %.2f | %.0f | %.0f | %.0f | %d | %d |\n' "$round" "$j" \
      "$(server_name "$j")" "$r_rps" "$journeys_per_s" "$r_p50_ms" "$r_p99_ms" "$server_us" "$db_us" \
      "$journey_us" "$r_requests" "$failed"
    if ((${r_order_waits:-0} > 0)); then
      log "$j: order latency (buy answered open until seen completed, $r_order_waits orders): mean ${r_order_wait_mean_ms} ms, max ${r_order_wait_max_ms} ms"
    fi
    cpu_runs[$j]+="$journey_us "; rps_runs[$j]+="$journeys_per_s "
    ((failed == 0)) || status=1
  done
done

median() { tr ' ' '\n' | sed '/^$/d' | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
first="${journeys[0]}" first_cpu="$(echo "${cpu_runs[${journeys[0]}]}" | median)"
echo
echo "| journey | server | CPU µs/journey (median) | journeys/s (median) | CPU ÷ $first |"
echo "|---|---|---:|---:|---:|"
for j in "${journeys[@]}"; do
  cpu="$(echo "${cpu_runs[$j]}" | median)" per_s="$(echo "${rps_runs[$j]}" | median)"
  printf '| %s | %s | %.0f | %.0f | %.2f |\n' "$j" "$(server_name "$j")" "$cpu" "$per_s" \
    "$(echo "$cpu / $first_cpu" | bc -l)"
done
((status == 0)) || echo "trade-soap: some requests failed, a portfolio had nothing to sell or an order wait ran out: the figures above are not valid" >&2
exit "$status"
