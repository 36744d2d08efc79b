#!/usr/bin/env bash
# One node against two, side by side: the same /scenario load through nginx, once over one Bourse node
# and once over two, both groups on one PostgreSQL database with shared sessions and cluster-wide run
# statistics, measured by bench/compare in interleaved rounds. Run with --help.
set -euo pipefail

usage() {
  cat <<'EOF2'
Usage: bench/scaleout/nodes.sh [--help] [bench/compare option...]

Creates the PostgreSQL database DB (dropped first if it exists) and starts three Bourse nodes on it
(the first to start populates it, the others wait: docs/scale-out.md), each with shared sessions
(SESSIONS) and bourse.web.scenario-statistics=cluster; then nginx A over node 1 and nginx B over
nodes 2 and 3 (tuning/frontend --shared-sessions, round-robin). Nodes, both nginx servers and the
PostgreSQL server are pinned to SERVER_CPUS, the load generator to LOAD_CPUS, so both layouts get
the same CPU: what B costs more per request is the price of spreading one core's work over two
JVMs (a second JIT, GC and pool, sessions and statistics shared through the database). Finally:

  bench/compare scenario --a-url <nginx A> --a-pid <node 1, nginx A>
                         --b-url <nginx B> --b-pid <node 2, node 3, nginx B> --reset ...

PostgreSQL's CPU counts for neither target: bench/compare reports it as foreign CPU (the machine
is otherwise idle), which is how its share per request is read (docs/scale-out.md); so foreign CPU
up to FOREIGN cores is allowed. PostgreSQL's affinity is given back to all CPUs on exit.
Every other option goes to bench/compare (--rounds, --duration, --users, --warmup-max, --profile…).

Environment (default):
  DB (bourse_nodes_bench) on PGHOST:PGPORT (127.0.0.1:5432), user PGUSER (postgres), PGPASSWORD
  SESSIONS   jdbc or redis (jdbc; redis on REDIS_HOST:REDIS_PORT, 127.0.0.1:6379)
  SERVER_CPUS (0)  LOAD_CPUS (1)  FOREIGN (1.2)  FIRST_PORT (18400)  ADMIN_PASSWORD (measure)
  POOL (30) connections per node: three nodes must fit PostgreSQL's max_connections (100 by
       default); the benchmark profile's 54 each would not, and the nodes would wait for each other
  JAR (app/target/bourse.jar), on the JDK tuning/java.sh picks, with tuning/jvm-bench.options
EOF2
}
case "${1:-}" in -h | --help) usage; exit 0 ;; esac

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
cd "$root"
DB="${DB:-bourse_nodes_bench}" PGHOST="${PGHOST:-127.0.0.1}" PGPORT="${PGPORT:-5432}" PGUSER="${PGUSER:-postgres}"
export PGHOST PGPORT PGUSER
SESSIONS="${SESSIONS:-jdbc}" REDIS_HOST="${REDIS_HOST:-127.0.0.1}" REDIS_PORT="${REDIS_PORT:-6379}"
SERVER_CPUS="${SERVER_CPUS:-0}" LOAD_CPUS="${LOAD_CPUS:-1}" FOREIGN="${FOREIGN:-1.2}"
FIRST_PORT="${FIRST_PORT:-18400}" POOL="${POOL:-30}" ADMIN_PASSWORD="${ADMIN_PASSWORD:-measure}" JAR="${JAR:-app/target/bourse.jar}"
case "$SESSIONS" in jdbc | redis) ;; *) echo "nodes.sh: SESSIONS must be jdbc or redis" >&2; exit 2 ;; esac
for tool in psql taskset curl nginx; do
  command -v "$tool" >/dev/null || [[ -x "/usr/sbin/$tool" ]] || { echo "nodes.sh: '$tool' not found" >&2; exit 1; }
done
[[ -f "$JAR" ]] || { echo "nodes.sh: $JAR missing: ./mvnw -q -DskipTests package" >&2; exit 1; }
. tuning/java.sh
select_java
. tuning/jvm-options.sh
read_jvm_options tuning/jvm-bench.options

log() { printf '[nodes %s] %s\n' "$(date -u +%H:%M:%S)" "$*" >&2; }
work="$(mktemp -d "${TMPDIR:-/tmp}/nodes-bench.XXXXXX")"
postmaster="$(head -1 "$(psql -d postgres -Atc 'show data_directory')/postmaster.pid")"
declare -a node_pids=()
cleanup() {
  local p
  tuning/frontend stop nginx --prefix "$work/nginx-a" >/dev/null 2>&1 || true
  tuning/frontend stop nginx --prefix "$work/nginx-b" >/dev/null 2>&1 || true
  for p in "${node_pids[@]}"; do kill "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true
  taskset -a -cp "0-$(($(nproc) - 1))" "$postmaster" >/dev/null 2>&1 || true
  for p in $(pgrep -P "$postmaster"); do taskset -a -cp "0-$(($(nproc) - 1))" "$p" >/dev/null 2>&1 || true; done
}
trap cleanup EXIT

log "Java: $java_bin ($java_reason); logs in $work"
psql -d postgres -qc "drop database if exists $DB" -c "create database $DB"
session_args=(--bourse.sessions.store="$SESSIONS")
[[ "$SESSIONS" == redis ]] && session_args+=(--bourse.sessions.redis-host="$REDIS_HOST" --bourse.sessions.redis-port="$REDIS_PORT")

start_node() { # start_node K: node K on FIRST_PORT+10+K
  local p=$((FIRST_PORT + 10 + $1))
  taskset -c "$SERVER_CPUS" "$java_bin" "${jvm_options[@]}" -jar "$JAR" --server.port="$p" \
    --spring.profiles.active=benchmark,front-ended \
    --spring.datasource.url="jdbc:postgresql://$PGHOST:$PGPORT/$DB" --spring.datasource.username="$PGUSER" \
    --spring.datasource.password="${PGPASSWORD:-}" "${session_args[@]}" --bourse.web.scenario-statistics=cluster \
    --spring.datasource.hikari.maximum-pool-size="$POOL" \
    --bourse.passwords.bcrypt-strength=4 --bourse.admin.password="$ADMIN_PASSWORD" >"$work/node$1.log" 2>&1 &
  node_pids[$1]=$!
}
wait_ready() { # wait_ready K
  local p=$((FIRST_PORT + 10 + $1))
  for _ in $(seq 1 4800); do # population of an empty database takes minutes on a busy machine
    curl -sf "http://127.0.0.1:$p/actuator/health/readiness" >/dev/null && return 0
    kill -0 "${node_pids[$1]}" 2>/dev/null || { echo "nodes.sh: node $1 exited; log in $work/node$1.log" >&2; exit 1; }
    sleep 0.25
  done
  echo "nodes.sh: node $1 not ready; log in $work/node$1.log" >&2; exit 1
}
for k in 1 2 3; do start_node "$k"; done
for k in 1 2 3; do wait_ready "$k"; log "node $k ready (pid ${node_pids[$k]})"; done

tuning/frontend start nginx --prefix "$work/nginx-a" --listen "127.0.0.1:$((FIRST_PORT + 1))" --shared-sessions \
  --upstream "127.0.0.1:$((FIRST_PORT + 11))"
tuning/frontend start nginx --prefix "$work/nginx-b" --listen "127.0.0.1:$((FIRST_PORT + 2))" --shared-sessions \
  --upstream "127.0.0.1:$((FIRST_PORT + 12))" --upstream "127.0.0.1:$((FIRST_PORT + 13))"
nginx_a="$(<"$work/nginx-a/nginx.pid")" nginx_b="$(<"$work/nginx-b/nginx.pid")"
# -a: every thread; children (nginx workers, PostgreSQL backends) are pinned one by one
for p in "$nginx_a" "$nginx_b" "$postmaster"; do
  taskset -a -cp "$SERVER_CPUS" "$p" >/dev/null
  for c in $(pgrep -P "$p"); do taskset -a -cp "$SERVER_CPUS" "$c" >/dev/null; done
done
log "PostgreSQL (pid $postmaster), nginx and the nodes on CPUs $SERVER_CPUS; load on $LOAD_CPUS"

LOAD_CPUS="$LOAD_CPUS" bench/compare scenario \
  --a-url "http://127.0.0.1:$((FIRST_PORT + 1))" --a-pid "${node_pids[1]},$nginx_a" --a-label "1 node" \
  --b-url "http://127.0.0.1:$((FIRST_PORT + 2))" --b-pid "${node_pids[2]},${node_pids[3]},$nginx_b" \
  --b-label "2 nodes" --admin-password "$ADMIN_PASSWORD" --reset --max-foreign "$FOREIGN" "$@"
