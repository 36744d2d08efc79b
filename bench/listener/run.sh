#!/usr/bin/env bash
# Listener benchmark: the same Bourse, the same load, side by side in one run — directly (self-hosted
# path), through nginx and through Apache httpd (front-ended), over HTTP or HTTPS (TLS at the front end
# or at Bourse, with either of Tomcat's TLS implementations, HTTP/2 with h2load), and optionally a
# second Bourse with the request metrics switched off, the servlet containers alone answering Bourse's
# bytes (bench/floor), a second Bourse on Jetty and the Netty + JiBX WSTest peer. Also reports start-up time to the first 200 and
# RSS idle and under load. Run with --help for the options; bench/README.md explains the method.
set -euo pipefail

usage() {
  cat <<'EOF'
Usage: bench/listener/run.sh [--help] [APP_ARG...]

Starts Bourse (profiles benchmark,front-ended: loopback only, forwarded headers trusted from
127.0.0.1) on CPU 0, nginx and httpd in front of it (tuning/frontend, also on CPU 0), and runs wrk on
CPU 1 against each target in turn, interleaved. Writes bench/results/listener-<UTC time>.md.

APP_ARGs go to every Bourse started, e.g. --spring.threads.virtual.enabled=true

Environment (default):
  TARGETS         any of: direct nginx httpd metrics-off jetty tomcat-floor jetty-floor peer
                  nginx-tls httpd-tls direct-tls direct-tls-conscrypt
                  (direct nginx httpd metrics-off)
                  direct      Bourse's own port: the self-hosted path
                  nginx       through tuning/nginx        httpd   through tuning/httpd (event MPM)
                  nginx-tls, httpd-tls
                              HTTPS at the front end (its --tls-listen, the self-signed certificate
                              of data/tls), plain HTTP from it to Bourse: the same nginx or httpd as
                              the plain targets, with a second listener
                  direct-tls  HTTPS at Bourse's own port: Bourse started with the tls profile too
                              (PROFILES,tls; --server.port=TLS_PORT serves HTTPS,
                              --bourse.listener.http-port=PORT plain HTTP for the other targets) and
                              DIRECT_TLS_ARGS (Tomcat's JSSE)
                  direct-tls-conscrypt
                              a second Bourse, same settings, HTTPS through BoringSSL (Conscrypt)
                              in Tomcat's TLS implementation point (CONSCRYPT_TLS_ARGS)
                  metrics-off a second Bourse, same settings, request metrics off
                              (bourse.metrics.soap-operations=false,
                               management.observations.enable.http.server.requests=false)
                  jetty       a second Bourse, same settings, on Jetty (JETTY_ARGS); direct is
                              Tomcat unless the APP_ARGs say otherwise
                  tomcat-floor, jetty-floor
                              the container alone (bench/floor, same JVM options, on CPU 0),
                              answering each request with the bytes Bourse answered it with
                  peer        the Netty + JiBX WSTest server (fast.wstest), from PEER_JAR, on CPU 0
                              with its own command line; built outside this repository as the
                              peers' README says. SOAP workloads only
  PEER_JAR        the peer's fat jar (needed with the target peer)
  WORKLOADS       request files of bench/wstest/requests without .xml, optional -close suffix
                  (Connection: close: over TLS a full handshake per request, wrk resuming no TLS
                  session), or GET:/path for a page, e.g. GET:/scenario, fetched with one wrk thread
                  and one session cookie per connection, or LOGIN:/path for a page of a logged-in
                  user, e.g. LOGIN:/app?action=portfolio: each connection logs in first as uid:K
                  with DayTrader's form (every Bourse then runs with
                  bourse.web.daytrader-script-compatibility=true, no CSRF token), the login one
                  of the run's requests (EchoList-20 EchoList-20-close)
  DURATION        seconds per measured run (10)
  WARMUP          seconds of warm-up per Bourse, directly, before any measurement; direct-tls gets
                  as much again over its HTTPS port, as the Conscrypt Bourse does over its own (90)
  REPEAT          measured runs per workload and target, best and spread reported (2)
  CONNECTIONS     wrk connections (16)         THREADS   wrk threads (2)
  PORT            Bourse (18080)   NGINX_PORT (18081)   HTTPD_PORT (18082)   PORT_OFF metrics-off Bourse (18083)
                  TOMCAT_FLOOR_PORT (18084)   JETTY_FLOOR_PORT (18085)   PEER_PORT (18086)
                  NGINX_TLS_PORT (18087)   HTTPD_TLS_PORT (18088)   TLS_PORT Bourse's HTTPS (18089)
                  PORT_CONSCRYPT the Conscrypt Bourse's HTTPS (18090), PORT_CONSCRYPT_HTTP its plain HTTP (18091)
                  PORT_JETTY the Jetty Bourse (18092)
  DIRECT_TLS_ARGS what Bourse gets on top with direct-tls (--bourse.listener.tls.implementation=jsse)
  CONSCRYPT_TLS_ARGS what the direct-tls-conscrypt Bourse gets on top
                  (--bourse.listener.tls.implementation=conscrypt)
  H2LOAD          1: also measure HTTP/2 on every HTTPS target (nginx-tls:h2, ...) with h2load
                  (Debian package nghttp2-client), keep-alive workloads only, -c CONNECTIONS
                  -t THREADS -m H2LOAD_STREAMS; a SOAP workload is h2load -d BODY with its
                  Content-Type and SOAPAction, a GET:/path sends no cookie (every request a first
                  visit, unlike wrk's session per connection); p50/p99 from h2load's request log.
                  A target that does not negotiate h2 stops the run (0)
  H2LOAD_STREAMS  concurrent streams per HTTP/2 connection (1: as wrk's one request at a time)
  WARMUP_FAST     seconds of warm-up per floor and for the peer, before any measurement (60)
  FRONTEND_CPUS   CPUs of the front ends (0: shared with Bourse, as on a 2-core server)
  PROFILES        Spring profiles of every Bourse (benchmark,front-ended)
  METRICS_OFF_ARGS what the metrics-off Bourse gets on top (--bourse.metrics.soap-operations=false
                  --management.observations.enable.http.server.requests=false)
  JETTY_ARGS      what the jetty Bourse gets on top (--bourse.listener.container=jetty)
  JAVA_OPTS_FILE  JVM options (tuning/jvm-bench.options)     JAR (app/target/bourse.jar)
  JAVA_HOME       the JDK to run Bourse with (else as ./bourse: tuning/java.sh)
  DATA_DIR        where each Bourse keeps its H2 database; kept between runs, so only the first
                  start populates it (data/)
  STARTUP_TIMEOUT seconds to wait for Bourse to answer (180)

Exits non-zero if any measured run saw a non-200 response or a socket error, or if a target answers
a workload's first request with anything but a 200 without a SOAP fault. HTTPS targets are checked
with curl -k and loaded by wrk and h2load, none of which verifies the certificate.
EOF
}

case "${1:-}" in -h | --help) usage; exit 0 ;; esac

here="$(cd "$(dirname "$0")" && pwd)"
. "$here/../lib/script.sh" listener  # root, log, die, need_*, make_work, started, watched, on_exit, the exit
. "$here/../lib/bourse.sh"   # bourse_ready, bourse_start, await_answer
. "$here/../lib/wrk.sh"      # wrk_run, wrk_read, round_order
. "$here/../lib/wstest.sh"   # wstest_known, wstest_action, wstest_post, wstest_answers, wstest_wrk, wstest_errors
. "$here/../lib/report.sh"   # report_file, report_machine, report_revision

TARGETS="${TARGETS:-direct nginx httpd metrics-off}"
WORKLOADS="${WORKLOADS:-EchoList-20 EchoList-20-close}"
DURATION="${DURATION:-10}" WARMUP="${WARMUP:-90}" REPEAT="${REPEAT:-2}" CONNECTIONS="${CONNECTIONS:-16}" THREADS="${THREADS:-2}"
PORT="${PORT:-18080}" NGINX_PORT="${NGINX_PORT:-18081}" HTTPD_PORT="${HTTPD_PORT:-18082}" PORT_OFF="${PORT_OFF:-18083}"
TOMCAT_FLOOR_PORT="${TOMCAT_FLOOR_PORT:-18084}" JETTY_FLOOR_PORT="${JETTY_FLOOR_PORT:-18085}" PEER_PORT="${PEER_PORT:-18086}"
NGINX_TLS_PORT="${NGINX_TLS_PORT:-18087}" HTTPD_TLS_PORT="${HTTPD_TLS_PORT:-18088}" TLS_PORT="${TLS_PORT:-18089}"
PORT_CONSCRYPT="${PORT_CONSCRYPT:-18090}" PORT_CONSCRYPT_HTTP="${PORT_CONSCRYPT_HTTP:-18091}" PORT_JETTY="${PORT_JETTY:-18092}"
JETTY_ARGS="${JETTY_ARGS:---bourse.listener.container=jetty}"
DIRECT_TLS_ARGS="${DIRECT_TLS_ARGS:---bourse.listener.tls.implementation=jsse}"
CONSCRYPT_TLS_ARGS="${CONSCRYPT_TLS_ARGS:---bourse.listener.tls.implementation=conscrypt}"
H2LOAD="${H2LOAD:-0}" H2LOAD_STREAMS="${H2LOAD_STREAMS:-1}" PEER_JAR="${PEER_JAR:-}" WARMUP_FAST="${WARMUP_FAST:-60}"
FRONTEND_CPUS="${FRONTEND_CPUS:-0}" PROFILES="${PROFILES:-benchmark,front-ended}"
METRICS_OFF_ARGS="${METRICS_OFF_ARGS:---bourse.metrics.soap-operations=false --management.observations.enable.http.server.requests=false}"
JAVA_OPTS_FILE="${JAVA_OPTS_FILE:-tuning/jvm-bench.options}" DATA_DIR="${DATA_DIR:-data}" STARTUP_TIMEOUT="${STARTUP_TIMEOUT:-180}"
app_args=("$@")

need_counts DURATION REPEAT CONNECTIONS THREADS PORT NGINX_PORT HTTPD_PORT PORT_OFF TOMCAT_FLOOR_PORT JETTY_FLOOR_PORT \
  PEER_PORT NGINX_TLS_PORT HTTPD_TLS_PORT TLS_PORT PORT_CONSCRYPT PORT_CONSCRYPT_HTTP PORT_JETTY H2LOAD_STREAMS STARTUP_TIMEOUT
need_whole WARMUP WARMUP_FAST
[[ "$H2LOAD" == 0 || "$H2LOAD" == 1 ]] || die "H2LOAD must be 0 or 1 (got '$H2LOAD')"
((CONNECTIONS >= THREADS)) || die "CONNECTIONS must be >= THREADS"
read -r -a targets <<<"$TARGETS"
read -r -a workloads <<<"$WORKLOADS"
((${#targets[@]} > 0 && ${#workloads[@]} > 0)) || die "TARGETS and WORKLOADS must not be empty"
for t in "${targets[@]}"; do
  case "$t" in
    direct | nginx | httpd | metrics-off | jetty | tomcat-floor | jetty-floor | peer) ;;
    nginx-tls | httpd-tls | direct-tls | direct-tls-conscrypt) ;;
    *) die "unknown target '$t'" ;;
  esac
done
is_page() { [[ "$1" == GET:/* || "$1" == LOGIN:/* ]]; }
# A page workload's path: GET:/scenario-close -> /scenario
page_path() { local p="${1#*:}"; echo "${p%-close}"; }
for w in "${workloads[@]}"; do is_page "$w" || wstest_known "$w"; done
# DayTrader's login form without a CSRF token, as its own scripts post it
for w in "${workloads[@]}"; do
  if [[ "$w" == LOGIN:/* ]]; then app_args+=(--bourse.web.daytrader-script-compatibility=true); break; fi
done
has_target() { [[ " ${targets[*]} " == *" $1 "* ]]; }
if has_target peer; then
  [[ -n "$PEER_JAR" ]] || die "the target peer needs PEER_JAR: the Netty + JiBX WSTest server's fat jar"
  [[ -f "$PEER_JAR" ]] || die "PEER_JAR: no such file: $PEER_JAR"
fi
for t in tomcat-floor jetty-floor peer; do
  has_target "$t" || continue
  for w in "${workloads[@]}"; do ! is_page "$w" || die "$t serves WSTest only: drop $w or the target $t"; done
done

need_tools wrk taskset curl getconf awk
((H2LOAD == 0)) || command -v h2load >/dev/null || die "H2LOAD=1 needs h2load (apt-get install nghttp2-client)"
(($(nproc --all) >= 2)) || die "needs at least 2 CPUs"
bourse_ready "$JAVA_OPTS_FILE"
mkdir -p "$DATA_DIR"
DATA_DIR="$(cd "$DATA_DIR" && pwd)"

# ------------------------------------------------------------------ processes

make_work
chmod 755 "$work"
declare -A jvm_pid=() startup_s=() startup_cpu=() rss_idle=() populated=()
frontends=()
stop_frontends() { # tuning/frontend's servers, started by it (not by this shell)
  local f
  for f in "${frontends[@]}"; do tuning/frontend stop "$f" --prefix "$work/$f" >/dev/null 2>&1; done
}
on_exit stop_frontends

start_bourse() { # NAME PROFILES URL ARG...: answers EchoVoid at URL once up; its ports are in the ARGs
  local name="$1" profiles="$2" url="$3" launched pid
  shift 3
  log "starting Bourse '$name' on CPU 0, $url"
  launched=$(date +%s%N)
  bourse_start 0 . "$work/bourse-$name.log" --spring.profiles.active="$profiles" \
    --spring.datasource.url="jdbc:h2:file:$DATA_DIR/bench-listener-$name" "$@" "${app_args[@]}"
  pid=$bourse_pid
  jvm_pid[$name]=$pid
  await_answer "Bourse '$name'" "$pid" "$work/bourse-$name.log" "$STARTUP_TIMEOUT" wstest_answers "$url/services/WSTest"
  startup_s[$name]=$(awk -v a="$launched" -v b="$(date +%s%N)" 'BEGIN { printf "%.1f", (b - a) / 1e9 }')
  # CPU seconds the JVM used to get there: less sensitive than wall time to a busy machine.
  startup_cpu[$name]=$(awk -v t="$(proc_cpu_ticks "$pid")" -v hz="$proc_hz" 'BEGIN { printf "%.1f", t / hz }')
  populated[$name]=$(grep -q "Populated" "$work/bourse-$name.log" && echo "populated the database" || echo "database already populated")
  sleep 2
  rss_idle[$name]=$(proc_rss_kb "$pid")
  log "Bourse '$name' (pid $pid) answered after ${startup_s[$name]}s, ${startup_cpu[$name]} CPU s (${populated[$name]}), RSS $((rss_idle[$name] / 1024)) MB"
}

# Bourse 'on': plain HTTP on PORT; with direct-tls also HTTPS on TLS_PORT (its tls profile serves HTTPS on
# server.port and plain HTTP on bourse.listener.http-port).
need_free_port "$PORT" PORT
on_profiles="$PROFILES" on_args=(--server.port="$PORT")
if has_target direct-tls; then
  need_free_port "$TLS_PORT" TLS_PORT
  read -r -a tls_args <<<"$DIRECT_TLS_ARGS"
  on_profiles+=",tls" on_args=(--server.port="$TLS_PORT" --bourse.listener.http-port="$PORT" "${tls_args[@]}")
fi
start_bourse on "$on_profiles" "http://127.0.0.1:$PORT" "${on_args[@]}"
if has_target metrics-off; then
  need_free_port "$PORT_OFF" PORT_OFF
  read -r -a off_args <<<"$METRICS_OFF_ARGS"
  start_bourse off "$PROFILES" "http://127.0.0.1:$PORT_OFF" --server.port="$PORT_OFF" "${off_args[@]}"
fi
if has_target jetty; then
  need_free_port "$PORT_JETTY" PORT_JETTY
  read -r -a jetty_args <<<"$JETTY_ARGS"
  start_bourse jetty "$PROFILES" "http://127.0.0.1:$PORT_JETTY" --server.port="$PORT_JETTY" "${jetty_args[@]}"
fi
if has_target direct-tls-conscrypt; then
  need_free_port "$PORT_CONSCRYPT" PORT_CONSCRYPT
  need_free_port "$PORT_CONSCRYPT_HTTP" PORT_CONSCRYPT_HTTP
  read -r -a conscrypt_args <<<"$CONSCRYPT_TLS_ARGS"
  start_bourse conscrypt "$PROFILES,tls" "https://127.0.0.1:$PORT_CONSCRYPT" --server.port="$PORT_CONSCRYPT" \
    --bourse.listener.http-port="$PORT_CONSCRYPT_HTTP" "${conscrypt_args[@]}"
fi
# One nginx and one httpd, with a TLS listener beside the plain one when its -tls target is measured.
for f in nginx httpd; do
  has_target "$f" || has_target "$f-tls" || continue
  if [[ "$f" == nginx ]]; then fport=$NGINX_PORT tport=$NGINX_TLS_PORT; else fport=$HTTPD_PORT tport=$HTTPD_TLS_PORT; fi
  tls_listen=()
  has_target "$f-tls" && tls_listen=(--tls-listen "127.0.0.1:$tport")
  taskset -c "$FRONTEND_CPUS" tuning/frontend start "$f" --prefix "$work/$f" --listen "127.0.0.1:$fport" \
    "${tls_listen[@]}" --upstream "127.0.0.1:$PORT" >"$work/$f.pid" 2>"$work/$f.start.log" ||
    die "$f did not start: $(cat "$work/$f.start.log")"
  frontends+=("$f")
done

# A target NAME:h2 is NAME over HTTP/2 with h2load (H2LOAD=1).
target_port() {
  case "${1%:h2}" in
    direct) echo "$PORT" ;; metrics-off) echo "$PORT_OFF" ;; nginx) echo "$NGINX_PORT" ;; httpd) echo "$HTTPD_PORT" ;;
    tomcat-floor) echo "$TOMCAT_FLOOR_PORT" ;; jetty-floor) echo "$JETTY_FLOOR_PORT" ;; peer) echo "$PEER_PORT" ;;
    nginx-tls) echo "$NGINX_TLS_PORT" ;; httpd-tls) echo "$HTTPD_TLS_PORT" ;; direct-tls) echo "$TLS_PORT" ;;
    direct-tls-conscrypt) echo "$PORT_CONSCRYPT" ;; jetty) echo "$PORT_JETTY" ;;
  esac
}
is_tls() { [[ "${1%:h2}" == *-tls || "${1%:h2}" == direct-tls-conscrypt ]]; }
target_url() { if is_tls "$1"; then echo "https://127.0.0.1:$(target_port "$1")"; else echo "http://127.0.0.1:$(target_port "$1")"; fi; }
target_path() { if [[ "$1" == peer ]]; then echo /wstest; else echo /services/WSTest; fi; }
# The process whose CPU a target's requests cost (with its descendants), and its front end's if any.
target_pid() {
  case "${1%:h2}" in
    metrics-off) echo "${jvm_pid[off]}" ;; direct-tls-conscrypt) echo "${jvm_pid[conscrypt]}" ;; jetty) echo "${jvm_pid[jetty]}" ;;
    tomcat-floor | jetty-floor | peer) echo "${jvm_pid[$1]}" ;; *) echo "${jvm_pid[on]}" ;;
  esac
}
target_frontend() { case "${1%:h2}" in nginx | nginx-tls) echo nginx ;; httpd | httpd-tls) echo httpd ;; esac; }
# start_fast NAME PORT COMMAND...: a floor or the peer, on CPU 0, until it answers EchoVoid.
start_fast() {
  local name="$1" port="$2"
  shift 2
  need_free_port "$port"
  log "starting $name on CPU 0, port $port"
  taskset -c 0 "$@" >"$work/$name.log" 2>&1 &
  jvm_pid[$name]=$!
  started "$!"
  await_answer "$name" "${jvm_pid[$name]}" "$work/$name.log" "$STARTUP_TIMEOUT" wstest_answers \
    "http://127.0.0.1:$port$(target_path "$name")"
}
for c in tomcat jetty; do
  has_target "$c-floor" || continue
  if [[ "$c" == tomcat ]]; then p=$TOMCAT_FLOOR_PORT; else p=$JETTY_FLOOR_PORT; fi
  JAVA_HOME="$(dirname "$(dirname "$(readlink -f "$(command -v "$java_bin")")")")" FLOOR_JVM_OPTIONS_FILE="$JAVA_OPTS_FILE" \
    start_fast "$c-floor" "$p" bench/floor --container "$c" --capture-from "http://127.0.0.1:$PORT" --port "$p"
done
# The peer's own command line (the peers' README), on the same JDK as Bourse.
has_target peer && start_fast peer "$PEER_PORT" "$java_bin" -server -XX:+UseParallelGC -Xms16M -Xmx256M -jar "$PEER_JAR" \
  --host 127.0.0.1 --port "$PEER_PORT"

frontend_pid() { cat "$work/$1/$1.pid" 2>/dev/null; }
# bourse_container LOG: the container and version a Bourse's start-up line names ("Tomcat 11.0.24").
bourse_container() {
  grep -m 1 -o -E '(Self-hosted|Front-ended) on [A-Za-z]+ [0-9.]+' "$1" | sed 's/.* on //' || echo "container unknown"
}

# Every workload must answer 200 on every target before anything is measured.
for w in "${workloads[@]}"; do
  for t in "${targets[@]}"; do
    url="$(target_url "$t")"
    if is_page "$w"; then
      login=()
      if [[ "$w" == LOGIN:/* ]]; then
        rm -f "$work/first-answer.cookies"
        code="$(curl -s -k -o /dev/null --max-time 10 -w '%{http_code}' -c "$work/first-answer.cookies" \
          -d 'uid=uid:0&passwd=xxx&action=login' "$url/app" || true)"
        [[ "$code" == 200 ]] || die "$t answers DayTrader's login form (POST /app) with $code"
        login=(-b "$work/first-answer.cookies")
      fi
      code="$(curl -s -k -o /dev/null --max-time 10 -w '%{http_code}' "${login[@]}" "$url$(page_path "$w")" || true)"
      [[ "$code" == 200 ]] || die "$t answers GET $(page_path "$w") with $code"
    else
      code="$(wstest_post "$url$(target_path "$t")" "$w" "$work/first-answer.xml")"
      [[ "$code" == 200 ]] || die "$t answers ${w%-close} with $code"
    fi
  done
done

# ------------------------------------------------------------------ wrk

run_wrk() { # TARGET WORKLOAD SECONDS OUT (a TARGET:h2 goes to h2load)
  local t="$1" w="$2" secs="$3" out="$4" url flags=()
  if [[ "$t" == *:h2 ]]; then run_h2load "$@"; return; fi
  url="$(target_url "$t")"
  if is_page "$w"; then
    [[ "$w" == *-close ]] && flags+=(close)
    [[ "$w" == LOGIN:/* ]] && flags+=(login)
    # One thread per connection: get.lua keeps one session per Lua state, i.e. per wrk thread.
    wrk_run "$secs" "$out" -t"$CONNECTIONS" -c"$CONNECTIONS" --timeout 2s -s "$here/get.lua" "$url$(page_path "$w")" \
      -- "${flags[@]}"
  else
    wstest_wrk "$secs" "$out" "$url$(target_path "$t")" "$w"
  fi
}
# HTTP/2 over TLS with h2load, the same connections and threads as wrk, one stream at a time per
# connection unless H2LOAD_STREAMS says otherwise. Writes the result line wrk's scripts write, from
# h2load's summary and its per-request log (status, microseconds): p50, p99 and the non-200 count.
run_h2load() { # TARGET:h2 WORKLOAD SECONDS OUT
  local t="$1" w="$2" secs="$3" out="$4" url request=() rc=0 requests rps errored timeouts
  url="$(target_url "$t")"
  if is_page "$w"; then
    url+="$(page_path "$w")"
  else
    url+="$(target_path "$t")"
    request=(-d "$wstest_requests/${w%-close}.xml" -H 'content-type: text/xml; charset=utf-8'
      -H "soapaction: \"$(wstest_action "$w")\"")
  fi
  watched timeout --kill-after=5 $((secs + 30)) taskset -c 1 h2load -t"$THREADS" -c"$CONNECTIONS" -m"$H2LOAD_STREAMS" \
    -D"$secs" --log-file="$out.requests" "${request[@]}" "$url" >"$out" 2>&1 || rc=$?
  ((rc == 0)) || die "h2load failed (exit $rc) for $t $w: $(tail -n 5 "$out")"
  grep -q '^Application protocol: h2$' "$out" || die "$t did not negotiate HTTP/2 with h2load: $(grep -m 3 -i 'protocol\|error' "$out")"
  requests="$(wc -l <"$out.requests")"
  rps="$(sed -n 's|^finished in [0-9.]*[a-z]*, \([0-9.]*\) req/s.*|\1|p' "$out")"
  errored="$(sed -n 's|^requests: .* \([0-9]*\) errored, \([0-9]*\) timeout.*|\1|p' "$out")"
  timeouts="$(sed -n 's|^requests: .* \([0-9]*\) timeout.*|\1|p' "$out")"
  sort -n -k3,3 "$out.requests" | awk -F'\t' -v n="$requests" -v rps="${rps:-0}" -v secs="$secs" -v e="${errored:-0}" -v to="${timeouts:-0}" '
    { ms[NR] = $3 / 1000; if ($2 != 200) bad++ }
    END {
      p50 = n ? ms[int((n - 1) * 0.50) + 1] : 0; p99 = n ? ms[int((n - 1) * 0.99) + 1] : 0
      printf "WSTEST requests=%d non200=%d connect=0 read=%d write=0 timeout=%d p50_ms=%.2f p99_ms=%.2f rps=%s duration_s=%s\n",
        n, bad, e, to, p50, p99, rps, secs
    }' >>"$out"
  wrk_read "$out"
}
# A workload as a file name: GET:/scenario -> GET__scenario.
slug() { echo "${1//[^A-Za-z0-9_-]/_}"; }

warm_up() { # TARGET SECONDS LABEL: the seconds shared between the workloads
  local per=$(($2 / ${#workloads[@]})) w
  ((per >= 1)) || per=1
  for w in "${workloads[@]}"; do
    log "warm-up: $w on $3 for ${per}s"
    run_wrk "$1" "$w" "$per" "$work/warmup-$1-$(slug "$w").out"
  done
}
# What is measured: the targets, and with H2LOAD=1 each HTTPS target again over HTTP/2 (TARGET:h2).
measured=("${targets[@]}")
if ((H2LOAD)); then
  for t in "${targets[@]}"; do if is_tls "$t"; then measured+=("$t:h2"); fi; done
fi
# h2load runs no -close workload (HTTP/2 has no Connection: close), and no LOGIN: one (it keeps no session).
skipped() { [[ "$1" == *:h2 && ("$2" == *-close || "$2" == LOGIN:/*) ]]; }

if ((WARMUP > 0)); then
  warm_up direct "$WARMUP" "Bourse 'on'"
  # Bourse's TLS is Java code to compile as well: each implementation gets the same warm-up over TLS.
  if has_target direct-tls; then warm_up direct-tls "$WARMUP" "Bourse 'on' over TLS"; fi
  if [[ -n "${jvm_pid[off]:-}" ]]; then warm_up metrics-off "$WARMUP" "Bourse 'off'"; fi
  if [[ -n "${jvm_pid[conscrypt]:-}" ]]; then warm_up direct-tls-conscrypt "$WARMUP" "Bourse 'conscrypt'"; fi
  if [[ -n "${jvm_pid[jetty]:-}" ]]; then warm_up jetty "$WARMUP" "Bourse 'jetty'"; fi
  for t in "${measured[@]}"; do
    [[ -n "$(target_frontend "$t")" || "$t" == *:h2 ]] || continue
    w="${workloads[0]}"
    for candidate in "${workloads[@]}"; do if ! skipped "$t" "$candidate"; then w="$candidate"; break; fi; done
    skipped "$t" "$w" && continue
    log "warm-up: 5 s of $w on $t"
    run_wrk "$t" "$w" 5 "$work/warmup-${t//:/_}.out"
  done
fi
if ((WARMUP_FAST > 0)); then
  for t in tomcat-floor jetty-floor peer; do
    if has_target "$t"; then warm_up "$t" "$WARMUP_FAST" "$t"; fi
  done
fi

results="$work/results.tsv" # rep workload target requests rps p50 p99 cpu_us_per_req
: >"$results"
declare -A rss_load=() fe_rss=()
for ((rep = 1; rep <= REPEAT; rep++)); do
  # Odd rounds take the targets in the given order, even rounds in reverse, so that no target is
  # always the one measured first (or last) after a change of target.
  mapfile -t order < <(round_order "$rep" "${measured[@]}")
  for w in "${workloads[@]}"; do
    for t in "${order[@]}"; do
      skipped "$t" "$w" && continue
      out="$work/run-$rep-${t//:/_}-$(slug "$w").out"
      jp="$(target_pid "$t")"
      fp="" fe="$(target_frontend "$t")"
      [[ -n "$fe" ]] && fp="$(frontend_pid "$fe")"
      log "run $rep/$REPEAT: $w on $t (${DURATION}s)"
      t0=$(proc_cpu_ticks "$jp"); f0=0; [[ -n "$fp" ]] && f0=$(proc_cpu_ticks "$fp")
      run_wrk "$t" "$w" "$DURATION" "$out" &
      runner=$!
      sleep $((DURATION * 3 / 4))
      r="$(proc_rss_kb "$jp")"; ((r > ${rss_load[$jp]:-0})) && rss_load[$jp]=$r
      if [[ -n "$fp" ]]; then r="$(proc_rss_kb "$fp")"; ((r > ${fe_rss[$fe]:-0})) && fe_rss[$fe]=$r; fi
      wait "$runner" || die "run $rep of $w on $t failed"
      t1=$(proc_cpu_ticks "$jp"); f1=0; [[ -n "$fp" ]] && f1=$(proc_cpu_ticks "$fp")
      proc_is_running "$jp" || die "$t's server exited during run $rep of $w"
      wrk_read "$out"  # the run's result line, read in the background above
      # The peer closes the connection after each response to Connection: close, which wrk counts as a read error.
      if [[ "$t" == peer && "$w" == *-close ]]; then r_failed=$((r_failed - r_read)) r_read=0; fi
      e="$(wstest_errors)"
      [[ -z "$e" ]] || { cat "$out" >&2; die "measured run $rep of $w on $t had errors: $e"; }
      cpu="$(proc_us_per $((t1 - t0 + f1 - f0)) "$r_requests" %.1f)"
      printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$rep" "$w" "$t" "$r_requests" "$r_rps" "$r_p50_ms" "$r_p99_ms" "$cpu" \
        >>"$results"
    done
  done
done

# ------------------------------------------------------------------ report

report_file listener
{
  printf '# Listener benchmark, %s\n\n' "$report_stamp"
  printf -- '- Machine: %s\n' "$(report_machine)"
  printf -- '- Bourse: %s at commit %s, profiles %s, app arguments: %s\n' "$JAR" "$(report_revision)" "$PROFILES" "${app_args[*]:-(none)}"
  has_target metrics-off && printf -- '- metrics-off Bourse: the same plus `%s`\n' "$METRICS_OFF_ARGS"
  has_target jetty && printf -- '- jetty: a second Bourse, the same plus `%s` (%s)\n' "$JETTY_ARGS" \
    "$(bourse_container "$work/bourse-jetty.log")"
  has_target direct-tls && printf -- '- direct-tls: Bourse (metrics on) with profiles %s,tls, HTTPS on its port %s, `%s`; plain HTTP on %s for the other targets\n' \
    "$PROFILES" "$TLS_PORT" "$DIRECT_TLS_ARGS" "$PORT"
  has_target direct-tls-conscrypt && printf -- '- direct-tls-conscrypt: a second Bourse, profiles %s,tls, HTTPS on %s, `%s`\n' \
    "$PROFILES" "$PORT_CONSCRYPT" "$CONSCRYPT_TLS_ARGS"
  if has_target nginx-tls || has_target httpd-tls; then
    printf -- '- nginx-tls, httpd-tls: `tuning/frontend --tls-listen` (TLS 1.2/1.3, the self-signed EC P-256 certificate of data/tls), plain HTTP to Bourse\n'
  fi
  if has_target nginx-tls || has_target httpd-tls || has_target direct-tls || has_target direct-tls-conscrypt; then
    printf -- '- TLS clients: wrk over HTTP/1.1 (%s), without session resumption: each -close request is a full handshake\n' \
      "$(openssl version 2>/dev/null | cut -d' ' -f1-2 || echo "OpenSSL")"
  fi
  ((H2LOAD)) && printf -- '- HTTP/2 (targets ending in :h2): `taskset -c 1 h2load -t%s -c%s -m%s -D%s` (%s), keep-alive workloads only; a GET:/path sends no session cookie\n' \
    "$THREADS" "$CONNECTIONS" "$H2LOAD_STREAMS" "$DURATION" "$(h2load --version | head -n 1)"
  printf -- '- JDK: %s; JVM options (%s): `%s`\n' "$("$java_bin" -version 2>&1 | head -n 1)" "$JAVA_OPTS_FILE" "${jvm_options[*]}"
  ((${#frontends[@]} == 0)) || printf -- '- Front ends (CPU %s, 1 worker each, tuning/frontend): %s; %s\n' "$FRONTEND_CPUS" \
    "$(nginx -v 2>&1 | sed 's/^nginx version: //' || true)" "$( (apache2 -v 2>/dev/null || httpd -v 2>/dev/null) | head -n 1 | sed 's/^Server version: //')"
  printf -- '- Load: `taskset -c 1 wrk -t%s -c%s -d%ss`, keep-alive unless the workload ends in -close; warm-up %ss per Bourse; %s x %ss per workload and target, interleaved (even rounds in reverse order)\n' \
    "$THREADS" "$CONNECTIONS" "$DURATION" "$WARMUP" "$REPEAT" "$DURATION"
  for name in on off conscrypt jetty; do
    [[ -n "${jvm_pid[$name]:-}" ]] || continue
    case "$name" in
      on) label="(metrics on, $(bourse_container "$work/bourse-on.log"))" ;;
      jetty) label="(metrics on, $(bourse_container "$work/bourse-jetty.log"))" ;;
      off) label="(metrics off)" ;; *) label="(TLS through Conscrypt)" ;;
    esac
    printf -- '- Bourse %s: start-up to first 200 %ss, %s CPU s (%s); RSS idle %s MB, under load %s MB\n' \
      "$label" "${startup_s[$name]}" "${startup_cpu[$name]}" "${populated[$name]}" \
      "$((rss_idle[$name] / 1024))" "$(( ${rss_load[${jvm_pid[$name]}]:-0} / 1024))"
  done
  for f in "${frontends[@]}"; do
    printf -- '- %s RSS under load (all its processes): %s MB\n' "$f" "$(( ${fe_rss[$f]:-0} / 1024))"
  done
  for t in tomcat-floor jetty-floor; do
    has_target "$t" && printf -- '- %s: `bench/floor --container %s` (the container alone, answering the bytes Bourse answered at start-up), same JDK and JVM options\n' "$t" "${t%-floor}"
  done
  has_target peer && printf -- '- peer: Netty + JiBX WSTest server, `%s` (sha256 %s), `-server -XX:+UseParallelGC -Xms16M -Xmx256M`, same JDK; its read errors with Connection: close are its close after each response, not counted\n' \
    "$(basename "$PEER_JAR")" "$(sha256sum "$PEER_JAR" | cut -c1-12)"
  printf '\n| workload | target | req/s | p50 ms | p99 ms | CPU µs/req | median | vs direct |\n|---|---|---:|---:|---:|---:|---:|---:|\n'
  for w in "${workloads[@]}"; do
    for t in "${measured[@]}"; do
      skipped "$t" "$w" && continue
      awk -F'\t' -v w="$w" -v t="$t" -v reps="$REPEAT" '
        $2 == w && $3 == "direct" { if ($5 + 0 > d) d = $5 + 0 }
        $2 == w && $3 == t {
          if (!n || $5 + 0 > hi) { hi = $5 + 0; p50 = $6; p99 = $7 }
          if (!n || $5 + 0 < lo) lo = $5 + 0
          if ($8 != "-" && (cpu == "" || $8 + 0 < cpu + 0)) cpu = $8
          if ($8 != "-") c[m++] = $8 + 0
          n++
        }
        END {
          spread = reps > 1 && hi > 0 ? sprintf(" ±%.1f%%", (hi - lo) * 100 / hi) : ""
          for (i = 1; i < m; i++) { v = c[i]; for (j = i - 1; j >= 0 && c[j] > v; j--) c[j + 1] = c[j]; c[j + 1] = v }
          med = m == 0 ? "-" : sprintf("%.1f", m % 2 ? c[(m - 1) / 2] : (c[m / 2 - 1] + c[m / 2]) / 2)
          printf "| %s | %s | %.0f%s | %.2f | %.2f | %s | %s | %s |\n", w, t, hi, spread, p50, p99, cpu, med,
            (d > 0 ? sprintf("%.1f%%", hi * 100 / d) : "-")
        }' "$results"
    done
  done
  cat <<EOF

- req/s: best of the $REPEAT runs; ± is the spread (best − worst) / best. vs direct: req/s against the
  best direct run of the same workload.
- CPU µs/req: CPU time of the target's server (Bourse, a floor, the peer) plus, for nginx and httpd (-tls too), the front end's processes, per request;
  lowest of the runs; median: the median over all runs (steadier than req/s on a busy machine).
- direct and the front ends (and direct-tls, on its HTTPS port) use the same Bourse JVM (front-ended
  profile: its forwarded-header valve runs on direct requests too); metrics-off, direct-tls-conscrypt
  and jetty are second JVMs with the same settings and warm-up.

EOF
  report_runs "$results" target
} >"$report"
report_show
