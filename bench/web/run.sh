#!/usr/bin/env bash
# Web-tier benchmark: DayTrader's /scenario mix and the 5-holding portfolio page, each connection
# holding one user's session. Run with --help for the options; bench/README.md explains the method.
set -euo pipefail

usage() {
  cat <<'EOF2'
Usage: bench/web/run.sh [--help] [APP_ARG...]

Starts Bourse on CPU 0 (APP_ARGs go to it, e.g. a PostgreSQL datasource) with a fresh population
hashed at bcrypt cost 4 and the DayTrader script compatibility setting on (wrk sends no CSRF
tokens), warms it up on /scenario, then with wrk on CPU 1:
  1. portfolio: users uid:0..uid:(CONNECTIONS-1) get exactly 5 holdings; each connection logs in
     as one of them and asks for /app?action=portfolio over and over;
  2. scenario: after a Trade reset, GET /scenario (one trade action per request, DayTrader's mix).
Each is measured REPEAT times, and so are two references: /primitive/ping (no database, no
security chain) and /scenario?action=n (DayTrader's trivial scenario page). Server CPU per request comes from /proc/<pid>/stat. After the
scenario runs it prints the run verification of /config and the invariant check.

Environment (default):
  SCHEME          http or https (http). https: Bourse serves TLS on PORT (switch it on with an
                  APP_ARG: --spring.profiles.active=tls, or Spring Boot's server.ssl.*); wrk speaks
                  HTTP/1.1 over TLS, curl is run with -k (it accepts the self-signed certificate:
                  loopback only)
  DURATION        seconds per measured run (20)
  WARMUP          seconds of /scenario warm-up before measuring (90)
  REPEAT          measured runs of each workload (2)
  CONNECTIONS     wrk connections, one thread and one session each (32)
  USERS / QUOTES  population size (15000 / 10000)
  PORT            Bourse port (18095)
  JAVA_OPTS_FILE  JVM options file (tuning/jvm-bench.options)
  JAR             Bourse jar (app/target/bourse.jar, built if missing)
  JAVA_HOME       the JDK to run Bourse with (else as ./bourse: tuning/java.sh)
  BOURSE_URL      measure a Bourse that is already running at this base URL instead of starting one
                  (none); it must run with bourse.web.daytrader-script-compatibility=true (and
                  bcrypt-strength=4 for comparable figures); USERS, QUOTES, PORT, JAVA_OPTS_FILE, JAR
                  and APP_ARGs are then its own, and a Trade reset restores its population
  BOURSE_PID      with BOURSE_URL: its process, whose CPU and memory are counted
  BOURSE_ADMIN_PASSWORD  with BOURSE_URL: its admin password, for the reset and the run verification
EOF2
}
case "${1:-}" in -h | --help) usage; exit 0 ;; esac

here="$(cd "$(dirname "$0")" && pwd)"
. "$here/../lib/script.sh" web  # root, log, die, need_tools, make_work, the exit
. "$here/../lib/scheme.sh"   # SCHEME, scheme_url, scheme_curl (tested: SchemeShellTest)
. "$here/../lib/running.sh"  # BOURSE_URL, BOURSE_PID, running_server
. "$here/../lib/bourse.sh"   # bourse_ready, bourse_start, await_answer, bourse_answers
. "$here/../lib/wrk.sh"      # wrk_run, wrk_read
DURATION="${DURATION:-20}" WARMUP="${WARMUP:-90}" REPEAT="${REPEAT:-2}" CONNECTIONS="${CONNECTIONS:-32}"
USERS="${USERS:-15000}" QUOTES="${QUOTES:-10000}" PORT="${PORT:-18095}"
JAVA_OPTS_FILE="${JAVA_OPTS_FILE:-tuning/jvm-bench.options}"
need_tools wrk taskset curl
running=false
if running_server "$script_name"; then
  running=true
  [[ -n "${BOURSE_ADMIN_PASSWORD:-}" ]] || { echo "web: BOURSE_URL needs BOURSE_ADMIN_PASSWORD (its admin's)" >&2; exit 2; }
else
  bourse_ready "$JAVA_OPTS_FILE"
fi
make_work

if $running; then
  admin_password="$BOURSE_ADMIN_PASSWORD" base="$BOURSE_URL" server_pid="$BOURSE_PID"
  log "measuring the Bourse running at $base (pid $server_pid)"
else
  admin_password="bench-$RANDOM$RANDOM"
  base="$(scheme_url "$PORT")"
  log "starting Bourse on CPU 0 (log: $work/server.log)"
  # bcrypt cost 4 (~1 ms instead of ~70 ms per login): 6% of scenario requests log a user in or register
  # one, and at cost 10 hashing alone would be most of the server's CPU. The population is hashed at the
  # cost in force when it is loaded, so the H2 database is fresh (in $work) for every run.
  bourse_start 0 "$work" "$work/server.log" --server.port="$PORT" --spring.datasource.url="jdbc:h2:file:$work/bourse" \
    --bourse.population.users="$USERS" --bourse.population.quotes="$QUOTES" \
    --bourse.passwords.bcrypt-strength=4 --bourse.web.daytrader-script-compatibility=true \
    --bourse.admin.password="$admin_password" "$@"
  server_pid="$bourse_pid"
  await_answer Bourse "$server_pid" "$work/server.log" 600 bourse_answers "$PORT" /primitive/ping
fi

rss_mb() { echo $(( ($(proc_rss_kb "$server_pid") + 512) / 1024 )); }

# The admin session, for reset, the run verification and the invariant check.
admin_jar="$work/admin.cookies"
admin() { # admin METHOD PATH -> page body
  local token
  token="$(scheme_curl -s -c "$admin_jar" -b "$admin_jar" "$base/config" | sed -n 's/.*name="_csrf" value="\([^"]*\)".*/\1/p' | head -1)"
  if [[ "$1" == POST ]]; then
    scheme_curl -s -c "$admin_jar" -b "$admin_jar" --data-urlencode "_csrf=$token" "$base$2"
  else
    scheme_curl -s -c "$admin_jar" -b "$admin_jar" "$base$2"
  fi
}
token="$(scheme_curl -s -c "$admin_jar" -b "$admin_jar" "$base/config/login" | sed -n 's/.*name="_csrf" value="\([^"]*\)".*/\1/p' | head -1)"
scheme_curl -s -o /dev/null -c "$admin_jar" -b "$admin_jar" --data-urlencode "_csrf=$token" \
  --data-urlencode "username=admin" --data-urlencode "password=$admin_password" "$base/config/login"

run_wrk() { # run_wrk SCRIPT SECONDS PATH: one wrk thread and session per connection
  wrk_run "$2" "$work/wrk.out" -t "$CONNECTIONS" -c "$CONNECTIONS" --timeout 10s -s "$here/$1" "$base$3"
}

# Users uid:0..CONNECTIONS-1 end with exactly 5 holdings (s:1..s:5 x 100), as in DayTrader's
# "5-holding portfolio" figure: sell what they hold, buy 5.
five_holdings() {
  local k jar ids id
  for k in $(seq 0 $((CONNECTIONS - 1))); do
    jar="$work/user$k.cookies"
    scheme_curl -s -o /dev/null -c "$jar" -b "$jar" --data "uid=uid:$k&passwd=xxx&action=login" "$base/app"
    ids="$(scheme_curl -s -c "$jar" -b "$jar" "$base/app?action=portfolio" | { grep -o 'action=sell&holdingID=[0-9]*' || true; } | cut -d= -f3)"
    for id in $ids; do scheme_curl -s -o /dev/null -c "$jar" -b "$jar" "$base/app?action=sell&holdingID=$id"; done
    for s in 1 2 3 4 5; do scheme_curl -s -o /dev/null -c "$jar" -b "$jar" "$base/app?action=buy&symbol=s:$s&quantity=100"; done
    scheme_curl -s -o /dev/null -c "$jar" -b "$jar" "$base/app?action=logout"
  done
}

measure() { # measure NAME SCRIPT PATH -> one table row per run
  local name="$1" script="$2" path="$3" i before after
  for i in $(seq 1 "$REPEAT"); do
    before="$(proc_cpu_ticks "$server_pid")"
    run_wrk "$script" "$DURATION" "$path"
    after="$(proc_cpu_ticks "$server_pid")"
    printf '| %s | %d | %.0f | %.2f | %.2f | %s | %d | %d | %s |\n' "$name" "$i" "$r_rps" "$r_p50_ms" "$r_p99_ms" \
      "$(proc_us_per $((after - before)) "$r_requests" %.0f)" "$r_requests" "$r_failed" "$(rss_mb)"
    if [[ -n "${r_holdings_min:-}" && "$r_holdings_min" != 5 ]]; then
      echo "web: a portfolio showed $r_holdings_min to $r_holdings_max holdings, not 5" >&2; status=1
    fi
    ((r_failed == 0)) || status=1
  done
}

status=0
if ((WARMUP > 0)); then
  log "warming up for ${WARMUP}s (scenario, then portfolio)"
  run_wrk scenario.lua $((WARMUP * 2 / 3)) /scenario
  run_wrk portfolio.lua $((WARMUP / 3)) /app
fi
log "reset, then 5 holdings for uid:0..uid:$((CONNECTIONS - 1))"
admin POST /config/reset >/dev/null
five_holdings
echo "| workload | run | req/s | p50 ms | p99 ms | server CPU µs/req | requests | failed | RSS MB |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|"
measure portfolio portfolio.lua /app
measure "ping (no database)" scenario.lua /primitive/ping
measure "scenario?action=n" scenario.lua "/scenario?action=n"
log "reset before the scenario runs"
admin POST /config/reset >/dev/null
measure scenario scenario.lua /scenario
log "run verification and invariant check"
page="$(admin GET /config)"
echo
echo "Run verification (/config): $(echo "$page" | sed -n 's/.*id="verification-result"[^>]*>\([^<]*\)<.*/\1/p')"
echo "$page" | tr -d '\n' | grep -o '<tr id="verify-[a-zA-Z]*">.*\?</tr>' | sed 's#</tr>#</tr>\n#g' \
  | sed -n 's#.*id="verify-\([a-zA-Z]*\)".*<td>[^<]*</td>[^<]*<td>[^<]*</td>[^<]*<td>\([^<]*\)</td>[^<]*<td>\([^<]*\)</td>[^<]*<td>\([^<]*\)</td>[^<]*<td[^>]*>\([^<]*\)</td>.*#  \1: expected \2, actual \3 \4 \5#p'
echo "Invariants: $(admin GET /config/invariants | sed -n 's/.*id="invariants-result"[^>]*>\([^<]*\)<.*/\1/p')"
echo "$page" | grep -q 'Verification passed' || { echo "web: run verification failed" >&2; status=1; }
((status == 0)) || echo "web: some requests failed or a check failed: the figures above are not valid" >&2
exit "$status"
