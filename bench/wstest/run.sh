#!/usr/bin/env bash
# WSTest benchmark: Bourse against an nginx "ceiling" that serves the same response bytes.
# Run with --help for the options; bench/README.md explains the method and the report.
# shellcheck disable=SC2016  # single-quoted '$' and backticks below are meant literally
set -euo pipefail

usage() {
  cat <<'EOF'
Usage: bench/wstest/run.sh [--help] [APP_ARG...]

Benchmarks the WSTest SOAP operations of Bourse with wrk, next to an nginx ceiling
that answers the same requests with the same bytes from memory. Bourse and nginx
run on CPU 0, wrk on CPU 1. Writes a markdown report to
bench/results/wstest-<UTC timestamp>.md and to stdout (progress goes to stderr).

APP_ARGs are passed to Bourse, e.g. --spring.threads.virtual.enabled=true

Environment (default):
  SCHEME          http or https (http). https: Bourse serves TLS on PORT (switch it on with an
                  APP_ARG: --spring.profiles.active=tls, or Spring Boot's server.ssl.*), and the
                  nginx ceiling serves TLS too, with the same certificate; wrk speaks HTTP/1.1
                  over TLS (it accepts any certificate), curl is run with -k (loopback only)
  TLS_CERT        https: the certificate Bourse serves, PEM, for the ceiling
                  (data/tls/self-signed.crt, which the tls profile makes at its first start)
  TLS_KEY         https: its private key, PEM (data/tls/self-signed.key)
  DURATION        seconds per measured run (15)
  WARMUP          seconds of Bourse warm-up, spread over the workloads (240: on one core the JIT needs ~2 min)
  REPEAT          measured runs per workload and target; best and spread reported (2)
  CONNECTIONS     wrk connections (16)
  THREADS         wrk threads (2)
  PORT            Bourse port (18080)
  NGINX_PORT      nginx ceiling port (18081)
  WORKLOADS       space-separated workloads; a name is a file in bench/wstest/requests/
                  without .xml, plus an optional "-close" suffix for Connection: close
                  (EchoVoid EchoStruct-20 EchoStruct-100 EchoList-20 EchoList-100
                   GetOrder-20 GetOrder-100 EchoList-20-close)
  JAVA_OPTS_FILE  JVM options file, one per line, '#' comments (tuning/jvm-bench.options)
  JAR             Bourse jar, built with ./mvnw if missing (app/target/bourse.jar)
  JAVA_HOME       the JDK to run Bourse with (else as ./bourse: tuning/java.sh)
  STARTUP_TIMEOUT seconds to wait for Bourse to answer (120)
  BOURSE_URL      measure a Bourse that is already running at this base URL instead of starting one
                  (none); PORT, JAVA_OPTS_FILE, JAR and APP_ARGs are then its own
  BOURSE_PID      with BOURSE_URL: its process, whose CPU and memory are counted

Exit status is non-zero if any measured run saw a non-200 response or a socket error.
EOF
}
case "${1:-}" in -h | --help) usage; exit 0 ;; esac

here="$(cd "$(dirname "$0")" && pwd)"
. "$here/../lib/script.sh" wstest  # root, log, die, need_tools, need_counts, make_work, started, the exit
. "$here/../lib/scheme.sh"   # SCHEME, scheme_url, scheme_curl (tested: SchemeShellTest)
. "$here/../lib/running.sh"  # BOURSE_URL, BOURSE_PID, running_server
. "$here/../lib/bourse.sh"   # bourse_ready, bourse_start, await_answer, bourse_answers
. "$here/../lib/wrk.sh"      # wrk_read
. "$here/../lib/wstest.sh"   # wstest_known, wstest_post, wstest_answers, wstest_wrk, wstest_errors
. "$here/../lib/report.sh"   # report_file, report_machine, report_revision

DURATION="${DURATION:-15}" WARMUP="${WARMUP:-240}" REPEAT="${REPEAT:-2}" CONNECTIONS="${CONNECTIONS:-16}"
THREADS="${THREADS:-2}" PORT="${PORT:-18080}" NGINX_PORT="${NGINX_PORT:-18081}"
WORKLOADS="${WORKLOADS:-EchoVoid EchoStruct-20 EchoStruct-100 EchoList-20 EchoList-100 GetOrder-20 GetOrder-100 EchoList-20-close}"
JAVA_OPTS_FILE="${JAVA_OPTS_FILE:-tuning/jvm-bench.options}" STARTUP_TIMEOUT="${STARTUP_TIMEOUT:-120}"
TLS_CERT="${TLS_CERT:-data/tls/self-signed.crt}" TLS_KEY="${TLS_KEY:-data/tls/self-signed.key}"
app_args=("$@")
running=false
running_server "$script_name" && running=true
bourse_path="/services/WSTest"

# ---------------------------------------------------------------- checks

need_counts DURATION REPEAT CONNECTIONS THREADS PORT NGINX_PORT STARTUP_TIMEOUT
need_whole WARMUP
((PORT > 1024 && PORT < 65536 && NGINX_PORT > 1024 && NGINX_PORT < 65536)) || die "ports must be in 1025..65535"
((PORT != NGINX_PORT)) || die "PORT and NGINX_PORT must differ"
((CONNECTIONS >= THREADS)) || die "CONNECTIONS must be >= THREADS"
need_tools wrk nginx taskset curl getconf awk sed split cmp
(($(nproc --all) >= 2)) || die "needs at least 2 CPUs (server on CPU 0, wrk on CPU 1)"

read -r -a workloads <<<"$WORKLOADS"
((${#workloads[@]} > 0)) || die "WORKLOADS is empty"
bases=()   # distinct request files, in first-seen order
for w in "${workloads[@]}"; do
  wstest_known "$w"
  b="${w%-close}"
  [[ " ${bases[*]-} " == *" $b "* ]] || bases+=("$b")
done
$running || need_free_port "$PORT" PORT
need_free_port "$NGINX_PORT" NGINX_PORT
if $running; then select_java; else bourse_ready "$JAVA_OPTS_FILE"; fi  # the report names the JDK
make_work
bourse_log_tail() { # on a failed exit, the end of the Bourse log
  if (($1 != 0)) && [[ -s "$work/bourse.log" ]]; then
    printf -- '--- last lines of the Bourse log ---\n' >&2
    tail -n 20 "$work/bourse.log" >&2
  fi
}
on_exit bourse_log_tail

# ---------------------------------------------------------------- Bourse

ceiling_url="$(scheme_url "$NGINX_PORT")/ceiling"
if $running; then
  bourse_url="$BOURSE_URL$bourse_path" bourse_pid="$BOURSE_PID" startup_s="-"
  wstest_answers "$bourse_url" || die "the Bourse at $BOURSE_URL does not answer EchoVoid with 200"
else
  bourse_url="$(scheme_url "$PORT")$bourse_path"
  log "starting Bourse on CPU 0: $java_bin ${jvm_options[*]-} -jar $JAR --server.port=$PORT ${app_args[*]-}"
  launched=$(date +%s%N)
  bourse_start 0 . "$work/bourse.log" --server.port="$PORT" "${app_args[@]}"
  await_answer Bourse "$bourse_pid" "$work/bourse.log" "$STARTUP_TIMEOUT" bourse_answers "$PORT" "$bourse_path?wsdl"
  startup_s=$(awk -v a="$launched" -v b="$(date +%s%N)" 'BEGIN { printf "%.1f", (b - a) / 1e9 }')
fi
log "Bourse (pid $bourse_pid) answers at $bourse_url"

# ---------------------------------------------------------------- the responses, once

mkdir -p "$work/responses"
for b in "${bases[@]}"; do
  code="$(wstest_post "$bourse_url" "$b" "$work/responses/$b.xml")"
  [[ "$code" == 200 ]] || die "Bourse answered $b with HTTP $code (expected 200)"
done
content_type="$(scheme_curl -s --max-time 10 -o /dev/null -w '%{content_type}' -H 'Content-Type: text/xml; charset=utf-8' \
  -H "SOAPAction: \"$(wstest_action EchoVoid)\"" --data-binary "@$wstest_requests/EchoVoid.xml" "$bourse_url")"
[[ -n "$content_type" && "$content_type" != *'"'* ]] || content_type="text/xml"

# ---------------------------------------------------------------- nginx ceiling

# nginx cannot read a token longer than 4 KB from its configuration, so each body is
# split into pieces held in variables and `return` concatenates them. A literal '$'
# comes from a geo variable, the only way to write one in a value with variables.
ngx="$work/nginx"
mkdir -p "$ngx/tmp" "$ngx/pieces"
listen_tls="" tls_lines=""
if [[ "$SCHEME" == https ]]; then
  [[ -r "$TLS_CERT" && -r "$TLS_KEY" ]] || die "the TLS ceiling serves the certificate Bourse serves: set TLS_CERT and TLS_KEY (PEM; not readable: $TLS_CERT, $TLS_KEY)"
  listen_tls=" ssl"
  tls_lines="    ssl_certificate $(realpath "$TLS_CERT");
    ssl_certificate_key $(realpath "$TLS_KEY");"
fi
nginx_escape() { sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/\$/${wstest_dollar}/g' "$1"; }
{
  cat <<EOF
worker_processes 1;
worker_cpu_affinity 1;
daemon off;
pid $ngx/nginx.pid;
error_log $ngx/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  server_tokens off;
  types { }
  default_type "$content_type";
  keepalive_requests 1000000000;
  keepalive_timeout 65;
  client_body_temp_path $ngx/tmp/body;
  proxy_temp_path $ngx/tmp/proxy;
  fastcgi_temp_path $ngx/tmp/fastcgi;
  uwsgi_temp_path $ngx/tmp/uwsgi;
  scgi_temp_path $ngx/tmp/scgi;
  geo \$wstest_dollar { default "\$"; }
  server {
    listen 127.0.0.1:$NGINX_PORT$listen_tls;
$tls_lines
EOF
  for b in "${bases[@]}"; do
    rm -f "$ngx/pieces/"*
    split -b 2000 -a 4 "$work/responses/$b.xml" "$ngx/pieces/p"
    printf '    location = /ceiling/%s {\n' "$b"
    vars="" i=0
    for piece in "$ngx/pieces/"p*; do
      printf '      set $wstest_%d "' "$i"
      nginx_escape "$piece"
      printf '";\n'
      vars+="\$wstest_$i"
      i=$((i + 1))
    done
    printf '      return 200 "%s";\n    }\n' "$vars"
  done
  printf '    location / { return 404; }\n  }\n}\n'
} >"$ngx/nginx.conf"

nginx -t -q -p "$ngx" -c "$ngx/nginx.conf" -e "$ngx/error.log" 2>"$ngx/test.log" ||
  die "nginx rejected its configuration: $(cat "$ngx/test.log")"
taskset -c 0 nginx -p "$ngx" -c "$ngx/nginx.conf" -e "$ngx/error.log" 2>"$ngx/stderr.log" &
nginx_pid=$!
started "$nginx_pid"
ceiling_serves() { [[ "$(wstest_post "$ceiling_url/$1" "$1" "$work/ceiling-$1.xml")" == 200 ]]; }
for b in "${bases[@]}"; do
  await_answer nginx "$nginx_pid" "$ngx/error.log" 10 ceiling_serves "$b"
  cmp -s "$work/responses/$b.xml" "$work/ceiling-$b.xml" || die "nginx ceiling body for $b differs from Bourse's"
done
log "nginx ceiling (pid $nginx_pid) serves the ${#bases[@]} Bourse responses byte for byte"

# ---------------------------------------------------------------- wrk runs

# run_wrk TARGET WORKLOAD SECONDS OUT: one wrk run, wrk on CPU 1. TARGET is bourse or ceiling.
run_wrk() {
  local url="$bourse_url"
  [[ "$1" == bourse ]] || url="$ceiling_url/${2%-close}"
  wstest_wrk "$3" "$4" "$url" "$2"
}

if ((WARMUP > 0)); then
  per=$((WARMUP / ${#workloads[@]}))
  ((per >= 1)) || per=1
  log "warm-up: ${per}s per workload on Bourse"
  for w in "${workloads[@]}"; do
    run_wrk bourse "$w" "$per" "$work/warmup-$w.out"
    e="$(wstest_errors)"
    [[ -z "$e" ]] || log "warning: warm-up $w had errors: $e"
  done
fi

# results.tsv: rep workload target requests rps p50_ms p99_ms cpu_us_per_req
results="$work/results.tsv"
: >"$results"
for ((rep = 1; rep <= REPEAT; rep++)); do
  for w in "${workloads[@]}"; do
    for target in bourse ceiling; do
      out="$work/run-$rep-$target-$w.out"
      log "run $rep/$REPEAT: $w on $target (${DURATION}s)"
      [[ "$target" == bourse ]] && t0="$(proc_cpu_ticks "$bourse_pid")"
      run_wrk "$target" "$w" "$DURATION" "$out"
      proc_is_running "$bourse_pid" || die "Bourse exited during run $rep of $w on $target"
      cpu="-"
      [[ "$target" != bourse ]] || cpu="$(proc_us_per $(($(proc_cpu_ticks "$bourse_pid") - t0)) "$r_requests" %.1f)"
      e="$(wstest_errors)"
      if [[ -n "$e" ]]; then
        cat "$out" >&2
        die "measured run $rep of $w on $target had errors: $e"
      fi
      printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$rep" "$w" "$target" "$r_requests" "$r_rps" "$r_p50_ms" "$r_p99_ms" \
        "$cpu" >>"$results"
    done
  done
done

# ---------------------------------------------------------------- report

report_file wstest
draft="$work/report.md"
if ((REPEAT > 1)); then runs_text="best of the $REPEAT runs; ± is the spread (best − worst) / best"; else runs_text="one run"; fi

java_version="$("$java_bin" -version 2>&1 | sed 's/^/    /')"
git_rev="$(report_revision)"

{
  printf '# WSTest benchmark, %s\n\n' "$report_stamp"
  printf -- '- Machine: %s\n' "$(report_machine)"
  printf -- '- Kernel: %s\n' "$(uname -srm)"
  if $running; then
    printf -- '- Bourse: already running at %s (pid %s; its own jar, JVM options and arguments), checkout at commit %s\n' \
      "$BOURSE_URL" "$BOURSE_PID" "$git_rev"
  else
    printf -- '- Bourse: %s at commit %s, started in %ss; app arguments: %s\n' "$JAR" "$git_rev" "$startup_s" \
      "${app_args[*]:-(none)}"
    printf -- '- JVM options (%s): `%s`\n' "$JAVA_OPTS_FILE" "${jvm_options[*]:-(none)}"
  fi
  printf -- '- JDK (%s):\n\n%s\n\n' "$java_bin" "$java_version"
  printf -- '- Client: `taskset -c 1 wrk -t%s -c%s -d%ss --timeout 2s --latency -s bench/wstest/soap.lua` (%s), keep-alive unless the workload ends in -close\n' \
    "$THREADS" "$CONNECTIONS" "$DURATION" "$(wrk -v 2>&1 | head -n 1 | cut -d' ' -f1-2)"
  if [[ "$SCHEME" == https ]]; then
    printf -- '- Protocol: HTTP/1.1 over TLS to both servers, the same certificate (%s); a -close workload makes a full handshake per request\n' "$TLS_CERT"
  else
    printf -- '- Protocol: HTTP/1.1, plain\n'
  fi
  printf -- '- Servers on CPU 0: Bourse (`taskset -c 0`), nginx ceiling (%s, 1 worker, `return 200` of the bytes Bourse sent)\n' \
    "$(nginx -v 2>&1 | sed 's/^nginx version: //')"
  printf -- '- Durations: warm-up %ss on Bourse, then %s x %ss per workload and server, runs interleaved\n\n' \
    "$WARMUP" "$REPEAT" "$DURATION"

  printf '| workload | Bourse req/s | p50 ms | p99 ms | CPU µs/req | nginx ceiling req/s | Bourse / ceiling %% |\n'
  printf '|---|---:|---:|---:|---:|---:|---:|\n'
  for w in "${workloads[@]}"; do
    awk -F'\t' -v w="$w" -v reps="$REPEAT" '
      function spread(hi, lo) { return reps > 1 ? sprintf(" ±%.1f%%", hi > 0 ? (hi - lo) * 100 / hi : 0) : "" }
      $2 != w { next }
      $3 == "bourse" {
        if (!nb || $5 + 0 > bhi) { bhi = $5 + 0; p50 = $6; p99 = $7 }
        if (!nb || $5 + 0 < blo) blo = $5 + 0
        if ($8 != "-" && (cpu == "" || $8 + 0 < cpu + 0)) cpu = $8
        nb++
      }
      $3 == "ceiling" {
        if (!nc || $5 + 0 > chi) chi = $5 + 0
        if (!nc || $5 + 0 < clo) clo = $5 + 0
        nc++
      }
      END {
        printf "| %s | %.0f%s | %.2f | %.2f | %s | %.0f%s | %.1f |\n", w, bhi, spread(bhi, blo), p50, p99,
          (cpu == "" ? "-" : cpu), chi, spread(chi, clo), (chi > 0 ? bhi * 100 / chi : 0)
      }' "$results"
  done

  cat <<EOF

- req/s: $runs_text.
- p50, p99: latency percentiles of the best Bourse run, as wrk measured them.
- CPU µs/req: user + system CPU time of the Bourse JVM (all its threads) during a run,
  divided by the requests of that run; lowest of the runs (clock tick 1/${proc_hz} s).
- nginx ceiling: nginx answering the same requests with the same bytes, on the same CPU,
  with the same client.
- Every measured run had only HTTP 200 responses and no socket errors.

EOF
  report_runs "$results" server
} >"$draft"

cp "$draft" "$report"
report_show
