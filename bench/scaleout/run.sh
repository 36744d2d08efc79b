#!/usr/bin/env bash
# One node against two, side by side, on the Compose layout users deploy (deploy/compose/cluster.yaml):
# the same /scenario load through the front end of a cluster with one web node and of one with two,
# measured by bench/compare in interleaved rounds, every container's CPU counted. Run with --help.
set -euo pipefail

usage() {
  cat <<'EOF2'
Usage: bench/scaleout/run.sh [--help] [bench/compare option...]

Brings up two Compose projects from deploy/compose/cluster.yaml, each with its own PostgreSQL,
RabbitMQ, Redis, order-processor node and nginx front end (broker order mode, sessions in Redis,
cluster-wide run statistics): A with one web node (BOURSE_WEB_NODES=1) on 127.0.0.1:FIRST_PORT+1, B
with two on 127.0.0.1:FIRST_PORT+2 (their front ends' TLS listeners, unused, on FIRST_PORT+3 and +4). Waits until every web node answers its health check and each front
end serves, then pins every container to SERVER_CPUS (podman update --cpuset-cpus: every process in
it, those started later too) while bench/compare runs pinned to LOAD_CPUS. So both layouts get the
same CPU, and what B costs more per request is the price of spreading one core's work over two JVMs.
Finally:

  bench/compare scenario --a-url <front end A> --a-cgroup <each container of A> --a-topology <A's>
                         --b-url <front end B> --b-cgroup <each container of B> --b-topology <B's>
                         --reset ...

Each side's CPU is that of all its containers (the kernel's accounting of their cgroups: database
backends, nginx workers and Erlang's processes included, those that ended too); foreign CPU is what
the machine spent outside both sides and the load generator. The topology files (every container
with its image, CPUs and limits, from podman inspect) go into the disclosure report. Both projects
are taken down, volumes included, on exit; a project left by an earlier run is taken down first.
Every other option goes to bench/compare (--rounds, --duration, --users, --warmup-min, --warmup-max,
--max-foreign…). The load reaches the front ends over plain HTTP, as the Compose layout serves them.

Needs podman and podman-compose, Bourse's image (deploy/image/build) and images for the engines
(the official ones, or deploy/local/build-images on a machine without a registry).

Environment (default):
  BOURSE_IMAGE POSTGRES_IMAGE RABBITMQ_IMAGE REDIS_IMAGE NGINX_IMAGE  the images (the Compose file's)
  SERVER_CPUS (0)  LOAD_CPUS (1)  FIRST_PORT (18400)  PROJECT (scaleout: projects scaleout-a, -b)
  BOURSE_NODE_CPUS   each node's CPU quota, which the JVM sizes itself by (the number of SERVER_CPUS)
  BOURSE_NODE_MEMORY (the Compose file's)   BOURSE_POOL_SIZE (30) connections per node
  BOURSE_PROFILES (benchmark)  BOURSE_JVM_OPTIONS (/app/tuning/jvm-bench.options)
  BOURSE_BCRYPT_STRENGTH (4)   BOURSE_ADMIN_PASSWORD POSTGRES_PASSWORD RABBITMQ_DEFAULT_PASS (measure)
  READY_WITHIN (900) seconds for both clusters to start (the population of an empty database)
  CONTAINERS_CONF (deploy/local/containers.conf where podman's defaults do not work: cgroup v1
                   controllers beside a v2 hierarchy, or a hard open-files limit below podman's)
EOF2
}
case "${1:-}" in -h | --help) usage; exit 0 ;; esac

here="$(cd "$(dirname "$0")" && pwd)"
. "$here/../lib/script.sh" scaleout  # root, log, die, need_tools, make_work, on_exit, the exit
. "$here/../lib/podman.sh"  # podman_settings
compose_file=deploy/compose/cluster.yaml
SERVER_CPUS="${SERVER_CPUS:-0}" LOAD_CPUS="${LOAD_CPUS:-1}" FIRST_PORT="${FIRST_PORT:-18400}"
PROJECT="${PROJECT:-scaleout}" READY_WITHIN="${READY_WITHIN:-900}"
need_tools podman podman-compose curl
podman_settings

# How many CPUs a taskset-style list names ("0", "0-1", "0,2-3").
cpu_count() {
  local n=0 part
  IFS=, read -r -a parts <<<"$1"
  for part in "${parts[@]}"; do
    if [[ "$part" == *-* ]]; then n=$((n + ${part#*-} - ${part%-*} + 1)); else n=$((n + 1)); fi
  done
  echo "$n"
}

export BOURSE_NODE_CPUS="${BOURSE_NODE_CPUS:-$(cpu_count "$SERVER_CPUS")}"
export BOURSE_POOL_SIZE="${BOURSE_POOL_SIZE:-30}" BOURSE_PROFILES="${BOURSE_PROFILES:-benchmark}"
export BOURSE_JVM_OPTIONS="${BOURSE_JVM_OPTIONS:-/app/tuning/jvm-bench.options}"
export BOURSE_BCRYPT_STRENGTH="${BOURSE_BCRYPT_STRENGTH:-4}"
export BOURSE_ADMIN_PASSWORD="${BOURSE_ADMIN_PASSWORD:-measure}"
export POSTGRES_PASSWORD="${POSTGRES_PASSWORD:-measure}" RABBITMQ_DEFAULT_PASS="${RABBITMQ_DEFAULT_PASS:-measure}"
export BOURSE_BIND=127.0.0.1

make_work
declare -A nodes=([a]=1 [b]=2) ports=([a]=$((FIRST_PORT + 1)) [b]=$((FIRST_PORT + 2)))
declare -A tls_ports=([a]=$((FIRST_PORT + 3)) [b]=$((FIRST_PORT + 4)))

compose() { # compose SIDE ARG...: podman-compose on that side's project, with its variables
  local side="$1"; shift
  BOURSE_WEB_NODES="${nodes[$side]}" BOURSE_PORT="${ports[$side]}" BOURSE_TLS_PORT="${tls_ports[$side]}" \
    podman-compose -p "$PROJECT-$side" -f "$compose_file" "$@"
}
containers() { # containers SIDE: the names of that side's containers
  podman ps -a --filter "label=io.podman.compose.project=$PROJECT-$1" --format '{{.Names}}' | sort
}
down() {
  # The containers first, with their anonymous volumes (the image's /app/data), which podman-compose's down -v
  # leaves behind; then the named volumes.
  containers "$1" | xargs -r podman rm -f -v >/dev/null 2>&1 || true
  compose "$1" down -v >"$work/down-$1.log" 2>&1 || log "taking down $PROJECT-$1 failed: $work/down-$1.log"
  podman network rm "$PROJECT-$1_default" >/dev/null 2>&1 || true # podman-compose 1.0.3 leaves it behind
}
down_both() { down a; down b; }

for side in a b; do
  [[ -z "$(containers "$side")" ]] || { log "taking down $PROJECT-$side, left by an earlier run"; down "$side"; }
done
on_exit down_both
log "images: ${BOURSE_IMAGE:-bourse:latest} (Bourse), ${POSTGRES_IMAGE:-default}, ${RABBITMQ_IMAGE:-default}," \
  "${REDIS_IMAGE:-default}, ${NGINX_IMAGE:-default}; work folder $work"
for side in a b; do
  log "starting $PROJECT-$side: ${nodes[$side]} web node(s), front end on 127.0.0.1:${ports[$side]}"
  compose "$side" up -d >"$work/up-$side.log" 2>&1 || { cat "$work/up-$side.log" >&2; exit 1; }
done

# Ready when every web node's own health check (its readiness probe) passes and the front end serves:
# a request through nginx alone could reach only the node that is up.
ready() { # ready SIDE: 0 when all its web nodes are healthy and its front end answers
  local c
  for c in $(containers "$1" | grep "_web_"); do
    podman healthcheck run "$c" >/dev/null 2>&1 || return 1
  done
  curl -sf -o /dev/null --max-time 10 "http://127.0.0.1:${ports[$1]}/primitive/ping"
}
exited() { # exited SIDE: the containers of that side that are not running (created: up could not start them)
  podman ps -a --filter "label=io.podman.compose.project=$PROJECT-$1" --filter status=exited \
    --filter status=stopped --filter status=created --format '{{.Names}}'
}
deadline=$((SECONDS + READY_WITHIN))
for side in a b; do
  until ready "$side"; do
    gone="$(exited "$side")"
    if [[ -n "$gone" ]] || ((SECONDS > deadline)); then
      for c in ${gone:-$(containers "$side")}; do podman logs --tail 30 "$c" >"$work/$c.log" 2>&1 || true; done
      die "$PROJECT-$side ${gone:+has stopped containers: $gone}${gone:-not ready within ${READY_WITHIN} s}" \
        "(their last log lines: $work)"
    fi
    sleep 5
  done
  log "$PROJECT-$side ready: $(containers "$side" | tr '\n' ' ')"
done

# Pinned once started: the population ran on every CPU; the quota (BOURSE_NODE_CPUS) already told
# each JVM at its start how many CPUs to size its GC and pools for.
compare_args=()
for side in a b; do
  mapfile -t names < <(containers "$side")
  for c in "${names[@]}"; do
    podman update --cpuset-cpus "$SERVER_CPUS" "$c" >/dev/null
    compare_args+=("--$side-cgroup" "$(podman inspect --format '{{.State.CgroupPath}}' "$c")")
  done
  # The topology: JSON strings through the template's json function; limits as numbers, none as null.
  {
    printf '{"layout": "%s, project %s: BOURSE_WEB_NODES=%s, BOURSE_NODE_CPUS=%s, BOURSE_POOL_SIZE=%s,' \
      "$compose_file" "$PROJECT-$side" "${nodes[$side]}" "$BOURSE_NODE_CPUS" "$BOURSE_POOL_SIZE"
    printf ' BOURSE_PROFILES=%s, BOURSE_JVM_OPTIONS=%s, BOURSE_BCRYPT_STRENGTH=%s; every container pinned to CPUs %s",\n' \
      "$BOURSE_PROFILES" "$BOURSE_JVM_OPTIONS" "$BOURSE_BCRYPT_STRENGTH" "$SERVER_CPUS"
    printf ' "engine": "%s, podman-compose %s",\n "nodes": [' "$(podman --version)" \
      "$(podman-compose version 2>/dev/null | sed -n 's/^podman-composer* version *//p' | head -n 1)"
    sep=""
    for c in "${names[@]}"; do
      IFS='|' read -r name service image id revision pid quota period memory < <(podman inspect --format \
        '{{json .Name}}|{{json (index .Config.Labels "com.docker.compose.service")}}|{{json .ImageName}}|{{json .Image}}|{{json (index .Config.Labels "org.opencontainers.image.revision")}}|{{.State.Pid}}|{{.HostConfig.CpuQuota}}|{{.HostConfig.CpuPeriod}}|{{.HostConfig.Memory}}' "$c")
      # The CPUs in force, from its main process: podman 4.3's inspect does not show what update set.
      cpuset="$(awk '/^Cpus_allowed_list:/ { print $2 }' "/proc/$pid/status")"
      cores=null mib=null
      ((quota > 0 && period > 0)) && cores="$(awk -v q="$quota" -v p="$period" 'BEGIN { printf "%.2f", q / p }')"
      ((memory > 0)) && mib=$((memory / 1048576))
      printf '%s\n  {"name": %s, "service": %s, "image": %s, "imageId": %s, "imageRevision": %s, "cpuset": "%s",' \
        "$sep" "$name" "$service" "$image" "$id" "$revision" "$cpuset"
      printf ' "cpuLimit": %s, "memoryLimitMb": %s}' "$cores" "$mib"
      sep=","
    done
    printf '\n]}\n'
  } >"$work/topology-$side.json"
  compare_args+=("--$side-topology" "$work/topology-$side.json")
done
log "every container on CPUs $SERVER_CPUS; load on $LOAD_CPUS"

LOAD_CPUS="$LOAD_CPUS" bench/compare scenario \
  --a-url "http://127.0.0.1:${ports[a]}" --a-label "1 node" \
  --b-url "http://127.0.0.1:${ports[b]}" --b-label "2 nodes" \
  "${compare_args[@]}" --admin-password "$BOURSE_ADMIN_PASSWORD" --reset "$@"
