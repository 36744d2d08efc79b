#!/usr/bin/env bash
# Start-up benchmark: time to the first 200, the CPU the JVM used to get there and RSS at that moment,
# for the ways of starting Bourse side by side, interleaved, several times each. Run with --help.
set -euo pipefail

usage() {
  cat <<'USAGE'
Usage: bench/startup/run.sh [--help] [APP_ARG...]

Starts Bourse REPEAT times in each MODE, in turn, on an H2 file database populated once beforehand
(so population is not measured; APP_ARGs such as --bourse.population.users=50 size it), polls URL
every 20 ms until it answers 200, records the wall time since launch, the JVM's user+system CPU time
and its RSS at that moment, and stops it.
Writes bench/results/startup-<UTC time>.md and prints it. APP_ARGs go to every start.

Environment (default):
  MODES      any of: jar extracted fast-start image image-no-archive (jar extracted fast-start)
             jar         java -jar app/target/bourse.jar (what ./bourse runs)
             extracted   the jar extracted by tuning/fast-start, without its class archive
             fast-start  tuning/fast-start: extracted jar + AOT cache (Java 25+) or CDS archive
             image       Bourse's image (IMAGE) in a container: its layers, the archive recorded at
                         the image's build (docs/deploy.md); the time includes the engine's own start
             image-no-archive  the same with BOURSE_CLASS_ARCHIVE=off
  IMAGE      the image for the image modes (bourse:latest), run by ENGINE (podman; or docker), its
             data on a volume of its own populated once
  REPEAT     starts per mode (3)
  URL_PATH   the first page asked for (/primitive/ping)
  PORT       (18090)
  SCHEME     http or https (http). https: Bourse serves TLS on PORT (switch it on with an APP_ARG:
             --spring.profiles.active=tls, or Spring Boot's server.ssl.*), the time to the first 200
             includes the TLS handshake, and curl is run with -k (loopback only)
  JAVA_HOME  the JDK (else as ./bourse: tuning/java.sh)
  BOURSE_JVM_OPTIONS  JVM options file (tuning/jvm.options)
  CPUS       CPUs Bourse may use, for taskset (all)
USAGE
}
case "${1:-}" in -h | --help) usage; exit 0 ;; esac

here="$(cd "$(dirname "$0")" && pwd)"
. "$here/../lib/proc.sh"  # proc_cpu_ticks, proc_rss_kb, proc_is_running (tested: ProcShellTest)
. "$here/../lib/scheme.sh"  # SCHEME, scheme_url, scheme_curl, scheme_mismatch (tested: SchemeShellTest)
repo="$(cd "$here/../.." && pwd)"
cd "$repo"
MODES="${MODES:-jar extracted fast-start}"
REPEAT="${REPEAT:-3}"
URL_PATH="${URL_PATH:-/primitive/ping}"
PORT="${PORT:-18090}"
first_url="$(scheme_url "$PORT")$URL_PATH"
. tuning/java.sh  # the JDK ./bourse uses
select_java
java="$java_bin"
export BOURSE_JVM_OPTIONS="${BOURSE_JVM_OPTIONS:-tuning/jvm.options}"
work="$(mktemp -d)"
db="jdbc:h2:file:$work/startup"
pid=""
cleanup() { [[ -n "$pid" ]] && kill "$pid" 2>/dev/null; wait 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
die() { echo "startup: $*" >&2; exit 1; }
taskset_cmd=()
[[ -n "${CPUS:-}" ]] && taskset_cmd=(taskset -c "$CPUS")

. tuning/jvm-options.sh
read_jvm_options "$BOURSE_JVM_OPTIONS"

[[ -f app/target/bourse.jar ]] || ./mvnw -B -q -DskipTests package
IMAGE="${IMAGE:-bourse:latest}" ENGINE="${ENGINE:-podman}"
volume="bourse-startup-$$" container="bourse-startup-$$"
if [[ " $MODES " == *" image"* ]]; then
  # podman's defaults fail where cgroup versions are mixed or open files capped (docs/deploy.md)
  if [[ "$ENGINE" == podman && -z "${CONTAINERS_CONF:-}" ]] && { [[ -d /sys/fs/cgroup/unified ]] ||
      [[ "$(ulimit -Hn)" != unlimited && "$(ulimit -Hn)" -lt 1048576 ]]; }; then
    export CONTAINERS_CONF="$repo/deploy/local/containers.conf"
  fi
  # the database of the image modes, populated once (not measured)
  "$ENGINE" run -d --name "$container" -v "$volume:/app/data" -p "127.0.0.1:$PORT:8080" "$IMAGE" "$@" >/dev/null
  for _ in $(seq 1 3000); do
    scheme_curl -sf -o /dev/null "$(scheme_url "$PORT")/actuator/health/readiness" && break
    sleep 0.2
  done
  "$ENGINE" rm -f "$container" >/dev/null
  trap 'cleanup; "$ENGINE" rm -f "$container" >/dev/null 2>&1; "$ENGINE" volume rm -f "$volume" >/dev/null 2>&1' EXIT
fi
# Extracts the jar and records its archive (for the extracted and fast-start modes), populates the database:
# neither is measured. The jar mode alone needs only the database: a plain start populates it.
if [[ " $MODES " =~ \ (jar|extracted|fast-start)\  ]]; then
  if [[ " $MODES " =~ \ (extracted|fast-start)\  ]]; then
    prepare=(tuning/fast-start)
  else
    prepare=("$java" "${jvm_options[@]}" -jar app/target/bourse.jar)
  fi
  "${prepare[@]}" --server.port="$PORT" --spring.datasource.url="$db" "$@" >"$work/prepare.log" 2>&1 &
  pid=$!
  for _ in $(seq 1 600); do
    scheme_curl -sf -o /dev/null "$(scheme_url "$PORT")/actuator/health/readiness" && break
    kill -0 "$pid" 2>/dev/null || die "preparing start failed: $(tail -n 5 "$work/prepare.log")"
    mismatch="$(scheme_mismatch "$PORT")"
    [[ -z "$mismatch" ]] || die "$mismatch"
    sleep 0.2
  done
  kill "$pid"; wait "$pid" 2>/dev/null || true; pid=""
fi

start_once() { # MODE -> "wall_s cpu_s rss_mb"
  local mode="$1" t0 t1 ticks stat rss
  shift
  t0=$(date +%s%N)
  case "$mode" in
    jar) "${taskset_cmd[@]}" "$java" "${jvm_options[@]}" -jar app/target/bourse.jar --server.port="$PORT" --spring.datasource.url="$db" "$@" >"$work/run.log" 2>&1 & ;;
    extracted) "${taskset_cmd[@]}" "$java" "${jvm_options[@]}" -jar app/target/bourse-extracted/bourse.jar --server.port="$PORT" --spring.datasource.url="$db" "$@" >"$work/run.log" 2>&1 & ;;
    fast-start) "${taskset_cmd[@]}" tuning/fast-start --server.port="$PORT" --spring.datasource.url="$db" "$@" >"$work/run.log" 2>&1 & ;;
    image | image-no-archive)
      local archive=on
      [[ "$mode" == image-no-archive ]] && archive=off
      "$ENGINE" run -d --name "$container" -e BOURSE_CLASS_ARCHIVE="$archive" -v "$volume:/app/data" \
        ${CPUS:+--cpuset-cpus "$CPUS"} -p "127.0.0.1:$PORT:8080" "$IMAGE" "$@" >"$work/run.log" 2>&1 ||
        die "$mode: $ENGINE run failed: $(tail -n 5 "$work/run.log")"
      until [[ "$(scheme_curl -s -o /dev/null -w '%{http_code}' "$first_url" 2>/dev/null)" == 200 ]]; do
        [[ "$("$ENGINE" inspect --format '{{.State.Running}}' "$container" 2>/dev/null)" == true ]] ||
          die "$mode start failed: $("$ENGINE" logs --tail 5 "$container" 2>&1)"
        sleep 0.02
      done
      t1=$(date +%s%N)
      pid="$("$ENGINE" inspect --format '{{.State.Pid}}' "$container")"  # the JVM: the entrypoint execs it
      ticks=$(proc_cpu_ticks "$pid")
      rss=$(( $(proc_rss_kb "$pid") / 1024 ))
      pid=""
      "$ENGINE" rm -f "$container" >/dev/null
      awk -v w=$((t1 - t0)) -v c="$ticks" -v hz="$proc_hz" -v r="$rss" 'BEGIN {printf "%.2f %.2f %d\n", w / 1e9, c / hz, r}'
      return ;;
    *) die "unknown mode $mode" ;;
  esac
  pid=$!
  until [[ "$(scheme_curl -s -o /dev/null -w '%{http_code}' "$first_url" 2>/dev/null)" == 200 ]]; do
    kill -0 "$pid" 2>/dev/null || die "$mode start failed: $(tail -n 5 "$work/run.log")"
    sleep 0.02
  done
  t1=$(date +%s%N)
  # user + system time and RSS of the process and any child (tuning/fast-start's JVM)
  ticks=$(proc_cpu_ticks "$pid")
  rss=$(( $(proc_rss_kb "$pid") / 1024 ))
  kill "$pid"; wait "$pid" 2>/dev/null || true; pid=""
  awk -v w=$((t1 - t0)) -v c="$ticks" -v hz="$proc_hz" -v r="$rss" 'BEGIN {printf "%.2f %.2f %d\n", w / 1e9, c / hz, r}'
}

declare -A results
for i in $(seq 1 "$REPEAT"); do
  for m in $MODES; do
    r=$(start_once "$m" "$@")
    echo "run $i $m: wall ${r%% *} s, cpu $(cut -d' ' -f2 <<<"$r") s, rss ${r##* } MB" >&2
    results[$m]+="$r;"
  done
done

mkdir -p bench/results
out="bench/results/startup-$(date -u +%Y%m%dT%H%M%SZ).md"
{
  echo "# Start-up to the first 200 ($URL_PATH, over $SCHEME)"
  echo
  echo "- $(nproc) CPUs, load average at the end: $(cut -d' ' -f1-3 /proc/loadavg); JDK: $("$java" -version 2>&1 | head -n 1)"
  echo "- JVM options: $BOURSE_JVM_OPTIONS; app arguments: ${*:-(none)}; populated H2 file database; $REPEAT starts per mode, interleaved"
  echo
  echo "| mode | wall s (best / median) | CPU s (best / median) | RSS MB at first 200 (median) |"
  echo "|---|---:|---:|---:|"
  for m in $MODES; do
    tr ';' '\n' <<<"${results[$m]}" | sed '/^$/d' >"$work/$m"
    med() { sort -n -k"$1" "$work/$m" | awk -v k="$1" '{a[NR]=$k} END {print a[int((NR + 1) / 2)]}'; }
    best() { sort -n -k"$1" "$work/$m" | head -n 1 | awk -v k="$1" '{print $k}'; }
    echo "| $m | $(best 1) / $(med 1) | $(best 2) / $(med 2) | $(med 3) |"
  done
} >"$out"
cat "$out"
