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

case "${1:-}" in
  -h | --help) usage; exit 0 ;;
esac

here="$(cd "$(dirname "$0")" && pwd)"
. "$here/../lib/proc.sh"  # proc_cpu_ticks, proc_rss_kb, proc_is_running (tested: ProcShellTest)
. "$here/../lib/scheme.sh"  # SCHEME, scheme_url, scheme_curl, scheme_mismatch (tested: SchemeShellTest)
. "$here/../lib/running.sh"  # BOURSE_URL, BOURSE_PID, running_server
root="$(cd "$here/../.." && pwd)"
cd "$root"

DURATION="${DURATION:-15}"
WARMUP="${WARMUP:-240}"
REPEAT="${REPEAT:-2}"
CONNECTIONS="${CONNECTIONS:-16}"
THREADS="${THREADS:-2}"
PORT="${PORT:-18080}"
NGINX_PORT="${NGINX_PORT:-18081}"
WORKLOADS="${WORKLOADS:-EchoVoid EchoStruct-20 EchoStruct-100 EchoList-20 EchoList-100 GetOrder-20 GetOrder-100 EchoList-20-close}"
JAVA_OPTS_FILE="${JAVA_OPTS_FILE:-tuning/jvm-bench.options}"
default_jar="app/target/bourse.jar"
JAR="${JAR:-$default_jar}"
STARTUP_TIMEOUT="${STARTUP_TIMEOUT:-120}"
TLS_CERT="${TLS_CERT:-data/tls/self-signed.crt}"
TLS_KEY="${TLS_KEY:-data/tls/self-signed.key}"
app_args=("$@")
running=false
running_server run.sh && running=true

requests_dir="$here/requests"
lua_script="$here/soap.lua"
ns="uri:WSTestWeb-TestService"
bourse_path="/services/WSTest"

log() { printf '[wstest %s] %s\n' "$(date -u +%H:%M:%S)" "$*" >&2; }
fail_msg=""
die() { fail_msg="$*"; printf 'run.sh: error: %s\n' "$*" >&2; exit 1; }

# ---------------------------------------------------------------- checks

for v in DURATION REPEAT CONNECTIONS THREADS PORT NGINX_PORT STARTUP_TIMEOUT; do
  [[ "${!v}" =~ ^[1-9][0-9]*$ ]] || die "$v must be a positive integer (got '${!v}')"
done
[[ "$WARMUP" =~ ^[0-9]+$ ]] || die "WARMUP must be a non-negative integer (got '$WARMUP')"
((PORT > 1024 && PORT < 65536 && NGINX_PORT > 1024 && NGINX_PORT < 65536)) || die "ports must be in 1025..65535"
((PORT != NGINX_PORT)) || die "PORT and NGINX_PORT must differ"
((CONNECTIONS >= THREADS)) || die "CONNECTIONS must be >= THREADS"

for tool in wrk nginx taskset curl getconf awk sed split cmp; do
  command -v "$tool" >/dev/null || die "'$tool' not found on PATH"
done
(($(nproc --all) >= 2)) || die "needs at least 2 CPUs (server on CPU 0, wrk on CPU 1)"

. "$(dirname "${BASH_SOURCE[0]}")/../../tuning/java.sh"  # the JDK ./bourse uses
select_java
command -v "$java_bin" >/dev/null || die "java not found: $java_bin"

[[ -f "$JAVA_OPTS_FILE" ]] || die "JVM options file not found: $JAVA_OPTS_FILE"
. tuning/jvm-options.sh
read_jvm_options "$JAVA_OPTS_FILE"

read -r -a workloads <<<"$WORKLOADS"
((${#workloads[@]} > 0)) || die "WORKLOADS is empty"
bases=()   # distinct request files, in first-seen order
for w in "${workloads[@]}"; do
  b="${w%-close}"
  [[ -f "$requests_dir/$b.xml" ]] || die "unknown workload '$w': no $requests_dir/$b.xml"
  [[ " ${bases[*]-} " == *" $b "* ]] || bases+=("$b")
done

port_in_use() { # true if something accepts connections on 127.0.0.1:$1
  local rc=0
  curl -s -o /dev/null --max-time 2 "http://127.0.0.1:$1/" || rc=$?
  ((rc != 7))
}
$running || ! port_in_use "$PORT" || die "port $PORT is already in use (set PORT)"
port_in_use "$NGINX_PORT" && die "port $NGINX_PORT is already in use (set NGINX_PORT)"

if ! $running && [[ ! -f "$JAR" ]]; then
  [[ "$JAR" == "$default_jar" ]] || die "jar not found: $JAR"
  log "building $JAR (./mvnw -q -DskipTests package)"
  ./mvnw -q -DskipTests package >&2 || die "build failed"
  [[ -f "$JAR" ]] || die "build did not produce $JAR"
fi

# ---------------------------------------------------------------- processes and cleanup

work="$(mktemp -d "${TMPDIR:-/tmp}/wstest-bench.XXXXXX")"
java_pid="" nginx_pid="" wrk_pid="" bourse_pid=""

is_running() { proc_is_running "$1"; }

cleanup() {
  local rc=$? pid pids=() i
  set +e
  for pid in "$wrk_pid" "$nginx_pid" "$java_pid"; do
    [[ -n "$pid" ]] && pids+=("$pid") && kill -TERM "$pid" 2>/dev/null
  done
  for ((i = 0; i < 100; i++)); do # up to 10 s for a clean stop
    local alive=0
    for pid in ${pids[@]+"${pids[@]}"}; do is_running "$pid" && alive=1; done
    ((alive)) || break
    sleep 0.1
  done
  for pid in ${pids[@]+"${pids[@]}"}; do
    is_running "$pid" && kill -KILL "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
  done
  if ((rc == 0)); then
    rm -rf "$work"
  else
    if [[ -s "$work/bourse.log" ]]; then
      printf -- '--- last lines of the Bourse log ---\n' >&2
      tail -n 20 "$work/bourse.log" >&2
    fi
    [[ -z "$fail_msg" ]] || printf 'run.sh: error: %s\n' "$fail_msg" >&2
    printf 'run.sh: failed (exit %d); logs kept in %s\n' "$rc" "$work" >&2
  fi
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

soap_post() { # soap_post URL BODY_FILE ACTION OUT_FILE -> prints the HTTP status (000 if none)
  scheme_curl -s --max-time 10 -o "$4" -w '%{http_code}' \
    -H 'Content-Type: text/xml; charset=utf-8' -H "SOAPAction: \"$3\"" \
    --data-binary "@$2" "$1" || true
}

action_of() { local b="${1%-close}"; printf '%s/%s' "$ns" "${b%%-*}"; }

# ---------------------------------------------------------------- Bourse

ceiling_url="$(scheme_url "$NGINX_PORT")/ceiling"
if $running; then
  bourse_url="$BOURSE_URL$bourse_path" bourse_pid="$BOURSE_PID" startup_s="-"
  [[ "$(soap_post "$bourse_url" "$requests_dir/EchoVoid.xml" "$ns/EchoVoid" /dev/null)" == 200 ]] ||
    die "the Bourse at $BOURSE_URL does not answer EchoVoid with 200"
else
  bourse_url="$(scheme_url "$PORT")$bourse_path"
  log "starting Bourse on CPU 0: $java_bin ${jvm_options[*]-} -jar $JAR --server.port=$PORT ${app_args[*]-}"
  started=$(date +%s%N)
  taskset -c 0 "$java_bin" ${jvm_options[@]+"${jvm_options[@]}"} -jar "$JAR" --server.port="$PORT" \
    ${app_args[@]+"${app_args[@]}"} >"$work/bourse.log" 2>&1 &
  java_pid=$! bourse_pid=$!

  deadline=$((SECONDS + STARTUP_TIMEOUT))
  until [[ "$(soap_post "$bourse_url" "$requests_dir/EchoVoid.xml" "$ns/EchoVoid" /dev/null)" == 200 ]]; do
    is_running "$java_pid" || die "Bourse exited during start-up"
    mismatch="$(scheme_mismatch "$PORT")"
    [[ -z "$mismatch" ]] || die "$mismatch"
    ((SECONDS < deadline)) || die "Bourse did not answer within ${STARTUP_TIMEOUT}s"
    sleep 0.25
  done
  startup_s=$(awk -v a="$started" -v b="$(date +%s%N)" 'BEGIN { printf "%.1f", (b - a) / 1e9 }')
fi
log "Bourse (pid $bourse_pid) answers at $bourse_url"

# ---------------------------------------------------------------- the responses, once

mkdir -p "$work/responses"
for b in "${bases[@]}"; do
  code="$(soap_post "$bourse_url" "$requests_dir/$b.xml" "$(action_of "$b")" "$work/responses/$b.xml")"
  [[ "$code" == 200 ]] || die "Bourse answered $b with HTTP $code (expected 200)"
done
content_type="$(scheme_curl -s --max-time 10 -o /dev/null -w '%{content_type}' -H 'Content-Type: text/xml; charset=utf-8' \
  -H "SOAPAction: \"$ns/EchoVoid\"" --data-binary "@$requests_dir/EchoVoid.xml" "$bourse_url")"
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
deadline=$((SECONDS + 10))
for b in "${bases[@]}"; do
  until code="$(soap_post "$ceiling_url/$b" "$requests_dir/$b.xml" "$(action_of "$b")" "$work/ceiling-$b.xml")" &&
    [[ "$code" == 200 ]]; do
    is_running "$nginx_pid" || die "nginx exited: $(tail -n 5 "$ngx/error.log" "$ngx/stderr.log")"
    ((SECONDS < deadline)) || die "nginx ceiling did not answer /ceiling/$b with 200 (got $code)"
    sleep 0.1
  done
  cmp -s "$work/responses/$b.xml" "$work/ceiling-$b.xml" || die "nginx ceiling body for $b differs from Bourse's"
done
log "nginx ceiling (pid $nginx_pid) serves the ${#bases[@]} Bourse responses byte for byte"

# ---------------------------------------------------------------- wrk runs

clk_tck="$proc_hz"
cpu_ticks() { proc_cpu_ticks "$1"; } # utime + stime of the process (and any child), in clock ticks

# run_wrk TARGET WORKLOAD SECONDS OUT: one wrk run, wrk on CPU 1. TARGET is bourse or ceiling.
run_wrk() {
  local target="$1" w="$2" secs="$3" out="$4" b="${2%-close}" url close=() rc=0
  if [[ "$target" == bourse ]]; then url="$bourse_url"; else url="$ceiling_url/$b"; fi
  [[ "$w" == *-close ]] && close=(close)
  timeout --kill-after=5 $((secs + 30)) taskset -c 1 \
    wrk -t"$THREADS" -c"$CONNECTIONS" -d"${secs}s" --timeout 2s --latency -s "$lua_script" "$url" \
    -- "$requests_dir/$b.xml" "$(action_of "$w")" ${close[@]+"${close[@]}"} >"$out" 2>&1 &
  wrk_pid=$!
  wait "$wrk_pid" || rc=$?
  wrk_pid=""
  ((rc == 0)) || die "wrk failed (exit $rc) for $target $w: $(tail -n 5 "$out")"
  grep -q '^WSTEST ' "$out" || die "no result line from wrk for $target $w: $(tail -n 5 "$out")"
}

field() { sed -n "s/^WSTEST.* $2=\([^ ]*\).*/\1/p" "$1"; }

errors_of() { # non-200 responses and socket errors of a run, as "N (details)" or empty
  local out="$1" n c r w t
  n="$(field "$out" non200)" c="$(field "$out" connect)" r="$(field "$out" read)"
  w="$(field "$out" write)" t="$(field "$out" timeout)"
  if ((n + c + r + w + t > 0)); then
    echo "non-200=$n connect=$c read=$r write=$w timeout=$t"
  fi
}

if ((WARMUP > 0)); then
  per=$((WARMUP / ${#workloads[@]}))
  ((per >= 1)) || per=1
  log "warm-up: ${per}s per workload on Bourse"
  for w in "${workloads[@]}"; do
    run_wrk bourse "$w" "$per" "$work/warmup-$w.out"
    e="$(errors_of "$work/warmup-$w.out")"
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
      [[ "$target" == bourse ]] && t0="$(cpu_ticks "$bourse_pid")"
      run_wrk "$target" "$w" "$DURATION" "$out"
      is_running "$bourse_pid" || die "Bourse exited during run $rep of $w on $target"
      cpu="-"
      if [[ "$target" == bourse ]]; then
        t1="$(cpu_ticks "$bourse_pid")"
        cpu="$(awk -v d=$((t1 - t0)) -v hz="$clk_tck" -v n="$(field "$out" requests)" \
          'BEGIN { if (n > 0) printf "%.1f", d * 1e6 / hz / n; else print "-" }')"
      fi
      e="$(errors_of "$out")"
      if [[ -n "$e" ]]; then
        cat "$out" >&2
        die "measured run $rep of $w on $target had errors: $e"
      fi
      printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$rep" "$w" "$target" "$(field "$out" requests)" \
        "$(field "$out" rps)" "$(field "$out" p50_ms)" "$(field "$out" p99_ms)" "$cpu" >>"$results"
    done
  done
done

# ---------------------------------------------------------------- report

stamp="$(date -u +%Y%m%dT%H%M%SZ)"
report="bench/results/wstest-$stamp.md"
draft="$work/report.md"
if ((REPEAT > 1)); then runs_text="best of the $REPEAT runs; ± is the spread (best − worst) / best"; else runs_text="one run"; fi

mem_gib="$(awk '/^MemTotal:/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo)"
cpu_model="$(lscpu 2>/dev/null | sed -n 's/^Model name:[[:space:]]*//p' | head -n 1)"
java_version="$("$java_bin" -version 2>&1 | sed 's/^/    /')"
git_rev="$(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
[[ -z "$(git status --porcelain --untracked-files=no 2>/dev/null)" ]] || git_rev+=" (with uncommitted changes)"

{
  printf '# WSTest benchmark, %s\n\n' "$stamp"
  printf -- '- Machine: %s CPUs, %s, %s memory; load average at the end: %s\n' \
    "$(nproc --all)" "${cpu_model:-unknown CPU}" "$mem_gib" "$(cut -d' ' -f1-3 /proc/loadavg)"
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
  divided by the requests of that run; lowest of the runs (clock tick 1/${clk_tck} s).
- nginx ceiling: nginx answering the same requests with the same bytes, on the same CPU,
  with the same client.
- Every measured run had only HTTP 200 responses and no socket errors.

<details><summary>All runs</summary>

| run | workload | server | requests | req/s | p50 ms | p99 ms | CPU µs/req |
|---:|---|---|---:|---:|---:|---:|---:|
EOF
  awk -F'\t' '{ printf "| %s | %s | %s | %s | %.0f | %.2f | %.2f | %s |\n", $1, $2, $3, $4, $5, $6, $7, $8 }' "$results"
  printf '\n</details>\n'
} >"$draft"

mkdir -p bench/results
cp "$draft" "$report"
cat "$report"
log "report written to $report"
