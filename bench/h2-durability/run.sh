#!/usr/bin/env bash
# What durable H2 commits cost: the same jar twice, A with the default (every commit written before it
# returns) and B with --bourse.h2.unsafe-write-delay (H2's old behaviour), side by side on one core.
# Run with --help for the options; docs/decisions.md has the results and the method.
set -euo pipefail

usage() {
  cat <<'EOF2'
Usage: bench/h2-durability/run.sh [--help]

Starts two Bourse servers on embedded H2 from one populated copy of the database, each sized for one
CPU and pinned to CPU 0 once it answers (only one is under load at a time), warms each up, then runs
ROUNDS interleaved rounds (order reversed each round) of the scenario (/scenario, 32 sessions) and
trade-soap (Trade SOAP journeys, 16 users) workloads with wrk on CPU 1. Prints one line per run:
server CPU per request (from /proc/<pid>/stat), throughput, p50/p99, errors and the size of the
server's bourse.mv.db. Plain HTTP only: what it measures is the database's commit, which TLS would
only blur.

Environment (default):
  ROUNDS        interleaved rounds (5)
  DURATION      seconds per measured run (30)
  WARMUP        seconds of warm-up per server, 2/3 scenario then 1/3 trade-soap (300)
  UNSAFE_DELAY  B's bourse.h2.unsafe-write-delay (500ms)
  USERS / QUOTES  population of the snapshot (15000 / 10000); a snapshot of another size in WORK is
                made again
  PORT_A / PORT_B  the servers' ports (18470 / 18475); the snapshot is populated on PORT_A first
  WORK          working directory: the populated database snapshot, each server's copy and log
                (target/h2-durability in the repository)
  JAR           Bourse jar (app/target/bourse.jar, built if missing)
  JAVA_HOME     the JDK to run Bourse with (else as ./bourse: tuning/java.sh)
EOF2
}
case "${1:-}" in -h | --help) usage; exit 0 ;; esac

here="$(cd "$(dirname "$0")" && pwd)"
. "$here/../lib/proc.sh"  # proc_cpu_ticks, proc_rss_kb, proc_is_running (tested: ProcShellTest)
root="$(cd "$here/../.." && pwd)"
cd "$root"
ROUNDS="${ROUNDS:-5}" DURATION="${DURATION:-30}" WARMUP="${WARMUP:-300}" UNSAFE_DELAY="${UNSAFE_DELAY:-500ms}"
USERS="${USERS:-15000}" QUOTES="${QUOTES:-10000}" PORT_A="${PORT_A:-18470}" PORT_B="${PORT_B:-18475}"
WORK="${WORK:-$root/target/h2-durability}" JAR="${JAR:-app/target/bourse.jar}"
for tool in wrk taskset curl; do command -v "$tool" >/dev/null || { echo "run.sh: '$tool' not found" >&2; exit 1; }; done
. "$(dirname "${BASH_SOURCE[0]}")/../../tuning/java.sh"  # the JDK ./bourse uses
select_java
[[ -f "$JAR" ]] || ./mvnw -q -DskipTests package >&2
JAR="$(cd "$(dirname "$JAR")" && pwd)/$(basename "$JAR")"
. tuning/jvm-options.sh
read_jvm_options tuning/jvm-bench.options
common=(--spring.profiles.active=benchmark --server.address=127.0.0.1 --bourse.passwords.bcrypt-strength=4
  --bourse.web.daytrader-script-compatibility=true --bourse.admin.password="h2-durability-$RANDOM$RANDOM"
  --bourse.population.users="$USERS" --bourse.population.quotes="$QUOTES")
declare -A port=([A]="$PORT_A" [B]="$PORT_B") pid=() args=([A]="" [B]="--bourse.h2.unsafe-write-delay=$UNSAFE_DELAY")
log() { printf '[h2-durability %s] %s\n' "$(date -u +%H:%M:%S)" "$*" >&2; }
wait_ping() { until curl -sf -o /dev/null "http://127.0.0.1:$1/primitive/ping"; do kill -0 "$2" 2>/dev/null || { echo "run.sh: the server on port $1 exited; see its log in $WORK" >&2; exit 1; }; sleep 0.5; done; }
cleanup() { for s in "${!pid[@]}"; do kill -TERM "${pid[$s]}" 2>/dev/null || true; done; wait 2>/dev/null || true; }
trap cleanup EXIT

mkdir -p "$WORK"
population="$USERS users / $QUOTES quotes"
if [[ ! -f "$WORK/snapshot/bourse.mv.db" || "$(cat "$WORK/snapshot/population" 2>/dev/null)" != "$population" ]]; then
  log "populating the snapshot in $WORK/snapshot ($population; a minute or two at the default size)"
  rm -rf "$WORK/snapshot" "$WORK/snapshot.tmp"; mkdir -p "$WORK/snapshot.tmp"
  (cd "$WORK/snapshot.tmp" && exec "$java_bin" "${jvm_options[@]}" -jar "$JAR" --server.port="$PORT_A" \
    --spring.datasource.url="jdbc:h2:file:$WORK/snapshot.tmp/bourse" "${common[@]}") >"$WORK/snapshot.log" 2>&1 &
  pid[snapshot]=$!
  wait_ping "$PORT_A" "${pid[snapshot]}"
  kill -TERM "${pid[snapshot]}"; wait "${pid[snapshot]}" || true; unset 'pid[snapshot]'
  echo "$population" >"$WORK/snapshot.tmp/population"
  mv "$WORK/snapshot.tmp" "$WORK/snapshot"
fi
# Both start on any CPU, so two start-ups do not queue on one core, but size themselves for one
# (ActiveProcessorCount: the GC, JIT and pool threads a start under taskset -c 0 would choose); once each
# answers, every one of its threads is pinned to CPU 0, and the threads it makes later inherit that.
for s in A B; do
  rm -rf "${WORK:?}/$s"; mkdir -p "$WORK/$s"; cp "$WORK/snapshot"/bourse.* "$WORK/$s/"
  # shellcheck disable=SC2086 # args[B] is one option or none
  (cd "$WORK/$s" && exec "$java_bin" -XX:ActiveProcessorCount=1 "${jvm_options[@]}" -jar "$JAR" --server.port="${port[$s]}" \
    --spring.datasource.url="jdbc:h2:file:$WORK/$s/bourse" "${common[@]}" ${args[$s]}) >"$WORK/$s/server.log" 2>&1 &
  pid[$s]=$!
done
for s in A B; do
  wait_ping "${port[$s]}" "${pid[$s]}"
  taskset -a -c -p 0 "${pid[$s]}" >/dev/null
  log "$s (pid ${pid[$s]}) answers, pinned to CPU 0: ${args[$s]:-durable, the default}"
done

ticks() { proc_cpu_ticks "$1"; }
hz="$proc_hz"
run() { # run SERVER WORKLOAD SECONDS: one result line
  local s="$1" w="$2" d="$3" url="http://127.0.0.1:${port[$1]}" t0 t1 line requests
  t0="$(ticks "${pid[$s]}")"
  if [[ "$w" == scenario ]]; then
    line="$(taskset -c 1 wrk -t32 -c32 -d"${d}s" --timeout 10s --latency -s bench/web/scenario.lua "$url/scenario" | grep '^WEB ')"
  else
    line="$(taskset -c 1 wrk -t16 -c16 -d"${d}s" --timeout 10s --latency -s bench/trade-soap/trade.lua \
      "$url/services/TradeWSServices" -- "$USERS" "$QUOTES" | grep '^TRADE ')"
  fi
  t1="$(ticks "${pid[$s]}")"
  requests="$(sed -n 's/.* requests=\([0-9]*\).*/\1/p' <<<"$line")"
  printf '%s %-10s cpu_per_request_us=%s %s mv_db_mb=%s\n' "$s" "$w" \
    "$(( (t1 - t0) * 1000000 / hz / (requests > 0 ? requests : 1) ))" "${line#* }" "$(du -m "$WORK/$s/bourse.mv.db" | cut -f1)"
}
for s in A B; do
  ((WARMUP >= 3)) || break
  log "warming $s up for ${WARMUP}s"
  run "$s" scenario $((WARMUP * 2 / 3)) >/dev/null
  run "$s" trade-soap $((WARMUP / 3)) >/dev/null
done
# Every thread, including those the warm-up made, must be on CPU 0: else the rounds would measure a
# server that shares the load generator's core.
for s in A B; do
  threads=0
  for status in /proc/"${pid[$s]}"/task/*/status; do
    # a thread that ended since the glob has no status left to read
    cpus="$(sed -n 's/^Cpus_allowed_list:[[:space:]]*//p' "$status" 2>/dev/null)" && [[ -n "$cpus" ]] || continue
    [[ "$cpus" == 0 ]] || { echo "run.sh: a thread of $s is on CPUs $cpus, not 0 ($status)" >&2; exit 1; }
    threads=$((threads + 1))
  done
  echo "$s: $threads threads, all on CPU 0"
done
order=(A B)
for ((r = 1; r <= ROUNDS; r++)); do
  for w in scenario trade-soap; do
    for s in "${order[@]}"; do run "$s" "$w" "$DURATION"; done
  done
  order=("${order[1]}" "${order[0]}")
done
