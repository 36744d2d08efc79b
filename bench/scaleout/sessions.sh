#!/usr/bin/env bash
# What shared sessions and cluster-wide run statistics cost on /scenario: four Bourse nodes on one
# PostgreSQL database, each a variant, measured in interleaved rounds. Run with --help.
set -euo pipefail

usage() {
  cat <<'EOF2'
Usage: bench/scaleout/sessions.sh [--help]

Starts four nodes on CPU 0, all on the PostgreSQL database SPRING_DATASOURCE_URL (created empty by
you; the first node populates it), differing in one setting each:
  memory   bourse.sessions.store=memory (the default), bourse.web.scenario-statistics=node
  jdbc     bourse.sessions.store=jdbc (the same database)
  redis    bourse.sessions.store=redis (REDIS_HOST:REDIS_PORT)
  cluster  memory sessions, bourse.web.scenario-statistics=cluster
warms each up, then for ROUNDS rounds runs wrk (CPU 1, one session per connection, bench/web/scenario.lua)
against each in turn for DURATION seconds, and prints throughput and server CPU per request per run.
The nodes not measured are idle. On a busy or shared machine compare the ratios within a round only.

Environment (default):
  SPRING_DATASOURCE_URL   jdbc:postgresql://127.0.0.1:5432/bourse_scaleout_bench (user postgres)
  REDIS_HOST / REDIS_PORT 127.0.0.1 / 6379
  DURATION (15)  ROUNDS (3)  WARMUP seconds per node (30)  CONNECTIONS (16)  FIRST_PORT (18310)
  USERS / QUOTES population (1000 / 1000)   JAR (app/target/bourse.jar)
EOF2
}
case "${1:-}" in -h | --help) usage; exit 0 ;; esac

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
cd "$root"
DB_URL="${SPRING_DATASOURCE_URL:-jdbc:postgresql://127.0.0.1:5432/bourse_scaleout_bench}"
DB_USER="${SPRING_DATASOURCE_USERNAME:-postgres}"
REDIS_HOST="${REDIS_HOST:-127.0.0.1}" REDIS_PORT="${REDIS_PORT:-6379}"
DURATION="${DURATION:-15}" ROUNDS="${ROUNDS:-3}" WARMUP="${WARMUP:-30}" CONNECTIONS="${CONNECTIONS:-16}"
FIRST_PORT="${FIRST_PORT:-18310}" USERS="${USERS:-1000}" QUOTES="${QUOTES:-1000}" JAR="${JAR:-app/target/bourse.jar}"
for tool in wrk taskset curl bc; do command -v "$tool" >/dev/null || { echo "sessions.sh: '$tool' not found" >&2; exit 1; }; done
[[ -f "$JAR" ]] || { echo "sessions.sh: $JAR missing: ./mvnw -q -DskipTests package" >&2; exit 1; }
. tuning/jvm-options.sh
read_jvm_options tuning/jvm-bench.options

variants=(memory jdbc redis cluster)
declare -A settings=(
  [memory]="--bourse.sessions.store=memory"
  [jdbc]="--bourse.sessions.store=jdbc"
  [redis]="--bourse.sessions.store=redis --bourse.sessions.redis-host=$REDIS_HOST --bourse.sessions.redis-port=$REDIS_PORT"
  [cluster]="--bourse.sessions.store=memory --bourse.web.scenario-statistics=cluster"
)
declare -A pid port
work="$(mktemp -d "${TMPDIR:-/tmp}/scaleout-bench.XXXXXX")"
cleanup() {
  local v
  for v in "${variants[@]}"; do [[ -n "${pid[$v]:-}" ]] && kill "${pid[$v]}" 2>/dev/null; done
  wait 2>/dev/null || true
}
trap cleanup EXIT
log() { printf '[sessions %s] %s\n' "$(date -u +%H:%M:%S)" "$*" >&2; }
hz="$(getconf CLK_TCK)"
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }

start() { # start VARIANT INDEX
  local v="$1" p=$((FIRST_PORT + $2))
  port[$v]=$p
  # shellcheck disable=SC2086
  taskset -c 0 java "${jvm_options[@]}" -jar "$JAR" --server.port="$p" --server.address=127.0.0.1 \
    --spring.datasource.url="$DB_URL" --spring.datasource.username="$DB_USER" \
    --bourse.passwords.bcrypt-strength=4 --bourse.web.daytrader-script-compatibility=true \
    --bourse.population.users="$USERS" --bourse.population.quotes="$QUOTES" ${settings[$v]} \
    >"$work/$v.log" 2>&1 &
  pid[$v]=$!
  for _ in $(seq 1 2400); do
    curl -sf "http://127.0.0.1:$p/actuator/health/readiness" >/dev/null && return 0
    kill -0 "${pid[$v]}" 2>/dev/null || { echo "sessions.sh: $v exited; log in $work/$v.log" >&2; exit 1; }
    sleep 0.25
  done
  echo "sessions.sh: $v not ready; log in $work/$v.log" >&2; exit 1
}

run_wrk() { # run_wrk VARIANT SECONDS
  taskset -c 1 wrk -t "$CONNECTIONS" -c "$CONNECTIONS" -d "${2}s" --timeout 10s --latency \
    -s "$root/bench/web/scenario.lua" "http://127.0.0.1:${port[$1]}/scenario"
}

i=0
for v in "${variants[@]}"; do log "starting $v"; start "$v" "$i"; i=$((i + 1)); done
for v in "${variants[@]}"; do log "warming up $v"; run_wrk "$v" "$WARMUP" >/dev/null; done

echo "| Round | Variant | req/s | server CPU µs/request | p99 ms | failed |"
echo "|---|---|---|---|---|---|"
for r in $(seq 1 "$ROUNDS"); do
  for v in "${variants[@]}"; do
    before="$(cpu_ticks "${pid[$v]}")"
    line="$(run_wrk "$v" "$DURATION" | grep '^WEB ')"
    after="$(cpu_ticks "${pid[$v]}")"
    eval "$(echo "${line#WEB }" | tr ' ' '\n' | sed 's/^/r_/')"
    printf '| %d | %s | %.0f | %.0f | %.2f | %d |\n' "$r" "$v" "$r_rps" \
      "$(echo "($after - $before) * 1000000 / $hz / $r_requests" | bc -l)" "$r_p99_ms" \
      $((r_non200 + r_connect + r_read + r_write + r_timeout))
  done
done
