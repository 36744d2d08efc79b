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
ROUNDS interleaved rounds (order reversed each round) of the scenario (/scenario, SESSIONS sessions) and
trade-soap (Trade SOAP journeys, SOAP_USERS users) workloads with wrk on CPU 1. Prints one line per run:
server CPU per request (from /proc/<pid>/stat), throughput, p50/p99, errors and the size of the
server's bourse.mv.db. Plain HTTP only: what it measures is the database's commit, which TLS would
only blur.

Environment (default):
  ROUNDS        interleaved rounds (5)
  DURATION      seconds per measured run (30)
  WARMUP        seconds of warm-up per server, 2/3 scenario then 1/3 trade-soap (300)
  UNSAFE_DELAY  B's bourse.h2.unsafe-write-delay (500ms)
  SESSIONS      scenario sessions, one per wrk connection (32)
  SOAP_USERS    trade-soap users, one per wrk connection (16)
  USERS / QUOTES  population of the snapshot (15000 / 10000); a snapshot of another size in WORK is
                made again
  PORT_A / PORT_B  the servers' ports (18470 / 18475); the snapshot is populated on PORT_A first
  WORK          working directory: the populated database snapshot, each server's copy and log
                (target/h2-durability in the repository)
  JAR           Bourse jar (app/target/bourse.jar, built if missing)
  JAVA_OPTS_FILE  JVM options file of both servers (tuning/jvm-bench.options)
  JAVA_HOME     the JDK to run Bourse with (else as ./bourse: tuning/java.sh)
EOF2
}
case "${1:-}" in -h | --help) usage; exit 0 ;; esac

here="$(cd "$(dirname "$0")" && pwd)"
. "$here/../lib/script.sh" h2-durability  # root, log, die, need_tools, the exit
SCHEME=http  # what it measures is the database's commit, which TLS would only blur
. "$here/../lib/scheme.sh"   # scheme_url
. "$here/../lib/bourse.sh"   # bourse_ready, bourse_start, await_answer, bourse_answers
. "$here/../lib/wrk.sh"      # wrk_run, wrk_read, round_order
ROUNDS="${ROUNDS:-5}" DURATION="${DURATION:-30}" WARMUP="${WARMUP:-300}" UNSAFE_DELAY="${UNSAFE_DELAY:-500ms}"
SESSIONS="${SESSIONS:-32}" SOAP_USERS="${SOAP_USERS:-16}"
USERS="${USERS:-15000}" QUOTES="${QUOTES:-10000}" PORT_A="${PORT_A:-18470}" PORT_B="${PORT_B:-18475}"
WORK="${WORK:-$root/target/h2-durability}"
need_tools wrk taskset curl
need_counts ROUNDS DURATION SESSIONS SOAP_USERS USERS QUOTES
need_whole WARMUP
JAVA_OPTS_FILE="${JAVA_OPTS_FILE:-tuning/jvm-bench.options}"
bourse_ready "$JAVA_OPTS_FILE"
common=(--spring.profiles.active=benchmark --server.address=127.0.0.1 --bourse.passwords.bcrypt-strength=4
  --bourse.web.daytrader-script-compatibility=true --bourse.admin.password="h2-durability-$RANDOM$RANDOM"
  --bourse.population.users="$USERS" --bourse.population.quotes="$QUOTES")
declare -A port=([A]="$PORT_A" [B]="$PORT_B") pid=() args=([A]="" [B]="--bourse.h2.unsafe-write-delay=$UNSAFE_DELAY")
await_ping() { # await_ping PORT PID LOG: until the server answers /primitive/ping
  await_answer "the server on port $1" "$2" "$3" 1800 bourse_answers "$1" /primitive/ping
}

mkdir -p "$WORK"
population="$USERS users / $QUOTES quotes"
if [[ ! -f "$WORK/snapshot/bourse.mv.db" || "$(cat "$WORK/snapshot/population" 2>/dev/null)" != "$population" ]]; then
  log "populating the snapshot in $WORK/snapshot ($population; a minute or two at the default size)"
  rm -rf "$WORK/snapshot" "$WORK/snapshot.tmp"; mkdir -p "$WORK/snapshot.tmp"
  bourse_start any "$WORK/snapshot.tmp" "$WORK/snapshot.log" --server.port="$PORT_A" \
    --spring.datasource.url="jdbc:h2:file:$WORK/snapshot.tmp/bourse" "${common[@]}"
  await_ping "$PORT_A" "$bourse_pid" "$WORK/snapshot.log"
  stop_process "$bourse_pid"
  echo "$population" >"$WORK/snapshot.tmp/population"
  mv "$WORK/snapshot.tmp" "$WORK/snapshot"
fi
# Both start on any CPU, so two start-ups do not queue on one core, but size themselves for one
# (ActiveProcessorCount: the GC, JIT and pool threads a start under taskset -c 0 would choose); once each
# answers, every one of its threads is pinned to CPU 0, and the threads it makes later inherit that.
jvm_options=(-XX:ActiveProcessorCount=1 "${jvm_options[@]}")
for s in A B; do
  rm -rf "${WORK:?}/$s"; mkdir -p "$WORK/$s"; cp "$WORK/snapshot"/bourse.* "$WORK/$s/"
  # shellcheck disable=SC2086 # args[B] is one option or none
  bourse_start any "$WORK/$s" "$WORK/$s/server.log" --server.port="${port[$s]}" \
    --spring.datasource.url="jdbc:h2:file:$WORK/$s/bourse" "${common[@]}" ${args[$s]}
  pid[$s]="$bourse_pid"
done
for s in A B; do
  await_ping "${port[$s]}" "${pid[$s]}" "$WORK/$s/server.log"
  taskset -a -c -p 0 "${pid[$s]}" >/dev/null
  log "$s (pid ${pid[$s]}) answers, pinned to CPU 0: ${args[$s]:-durable, the default}"
done

run() { # run SERVER WORKLOAD SECONDS: one result line
  local s="$1" w="$2" d="$3" url t0 t1 out="$WORK/$1/wrk.out"
  url="$(scheme_url "${port[$1]}")"
  t0="$(proc_cpu_ticks "${pid[$s]}")"
  if [[ "$w" == scenario ]]; then
    wrk_run "$d" "$out" "-t$SESSIONS" "-c$SESSIONS" --timeout 10s -s bench/web/scenario.lua "$url/scenario"
  else
    wrk_run "$d" "$out" "-t$SOAP_USERS" "-c$SOAP_USERS" --timeout 10s -s bench/trade-soap/trade.lua "$url/services/TradeWSServices" \
      -- "$USERS" "$QUOTES"
  fi
  t1="$(proc_cpu_ticks "${pid[$s]}")"
  printf '%s %-10s cpu_per_request_us=%s %s mv_db_mb=%s\n' "$s" "$w" "$(proc_us_per $((t1 - t0)) "$r_requests" %d)" \
    "${wrk_line#* }" "$(du -m "$WORK/$s/bourse.mv.db" | cut -f1)"
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
    [[ "$cpus" == 0 ]] || die "a thread of $s is on CPUs $cpus, not 0 ($status)"
    threads=$((threads + 1))
  done
  echo "$s: $threads threads, all on CPU 0"
done
for ((r = 1; r <= ROUNDS; r++)); do
  for w in scenario trade-soap; do
    for s in $(round_order "$r" A B); do run "$s" "$w" "$DURATION"; done
  done
done
