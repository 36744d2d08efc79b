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
. "$here/../lib/script.sh" startup  # root, die, need_tools, make_work, started, stop_process, the exit
. "$here/../lib/scheme.sh"  # SCHEME, scheme_url, scheme_curl (tested: SchemeShellTest)
JAR=app/target/bourse.jar
. "$here/../lib/bourse.sh"  # bourse_ready, bourse_start, await_answer, bourse_answers
. "$here/../lib/podman.sh"  # podman_settings
. "$here/../lib/report.sh"  # report_file, report_machine
MODES="${MODES:-jar extracted fast-start}"
REPEAT="${REPEAT:-3}"
URL_PATH="${URL_PATH:-/primitive/ping}"
PORT="${PORT:-18090}"
first_url="$(scheme_url "$PORT")$URL_PATH"
export BOURSE_JVM_OPTIONS="${BOURSE_JVM_OPTIONS:-tuning/jvm.options}"
need_tools curl
bourse_ready "$BOURSE_JVM_OPTIONS"
java="$java_bin"
make_work
db="jdbc:h2:file:$work/startup"
taskset_cmd=()
[[ -n "${CPUS:-}" ]] && taskset_cmd=(taskset -c "$CPUS")

IMAGE="${IMAGE:-bourse:latest}" ENGINE="${ENGINE:-podman}"
volume="bourse-startup-$$" container="bourse-startup-$$"
if [[ " $MODES " == *" image"* ]]; then
  [[ "$ENGINE" != podman ]] || podman_settings
  remove_container() { "$ENGINE" rm -f "$container" >/dev/null 2>&1; "$ENGINE" volume rm -f "$volume" >/dev/null 2>&1; }
  on_exit remove_container
  # the database of the image modes, populated once (not measured)
  "$ENGINE" run -d --name "$container" -v "$volume:/app/data" -p "127.0.0.1:$PORT:8080" "$IMAGE" "$@" >/dev/null
  for _ in $(seq 1 3000); do
    scheme_curl -sf -o /dev/null "$(scheme_url "$PORT")/actuator/health/readiness" && break
    sleep 0.2
  done
  "$ENGINE" rm -f "$container" >/dev/null
fi
# Extracts the jar and records its archive (for the extracted and fast-start modes), populates the database:
# neither is measured. The jar mode alone needs only the database: a plain start populates it.
if [[ " $MODES " =~ \ (jar|extracted|fast-start)\  ]]; then
  if [[ " $MODES " =~ \ (extracted|fast-start)\  ]]; then
    tuning/fast-start --server.port="$PORT" --spring.datasource.url="$db" "$@" >"$work/prepare.log" 2>&1 &
    pid=$!
    started "$pid"
  else
    bourse_start any . "$work/prepare.log" --server.port="$PORT" --spring.datasource.url="$db" "$@"
    pid=$bourse_pid
  fi
  await_answer "preparing start" "$pid" "$work/prepare.log" 120 bourse_answers "$PORT" /actuator/health/readiness
  stop_process "$pid"
fi

start_once() { # MODE: start_result is "wall_s cpu_s rss_mb"
  local mode="$1" t0 t1 pid
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
        die "$mode: $ENGINE run failed: $(tail -n 5 "$work/run.log")" ;;
    *) die "unknown mode $mode" ;;
  esac
  [[ "$mode" == image* ]] || { pid=$!; started "$pid"; }
  # kill -0 and inspect, not ps: polled every 20 ms while the start is timed, with as little CPU as can be
  until [[ "$(scheme_curl -s -o /dev/null -w '%{http_code}' "$first_url" 2>/dev/null)" == 200 ]]; do
    if [[ "$mode" == image* ]]; then
      [[ "$("$ENGINE" inspect --format '{{.State.Running}}' "$container" 2>/dev/null)" == true ]] ||
        die "$mode start failed: $("$ENGINE" logs --tail 5 "$container" 2>&1)"
    else
      kill -0 "$pid" 2>/dev/null || die "$mode start failed: $(tail -n 5 "$work/run.log")"
    fi
    sleep 0.02
  done
  t1=$(date +%s%N)
  # the JVM: the image's entrypoint execs it
  [[ "$mode" != image* ]] || pid="$("$ENGINE" inspect --format '{{.State.Pid}}' "$container")"
  # user + system time and RSS of the process and any child (tuning/fast-start's JVM)
  start_result="$(awk -v w=$((t1 - t0)) -v c="$(proc_cpu_ticks "$pid")" -v hz="$proc_hz" \
    -v r="$(($(proc_rss_kb "$pid") / 1024))" 'BEGIN {printf "%.2f %.2f %d", w / 1e9, c / hz, r}')"
  if [[ "$mode" == image* ]]; then "$ENGINE" rm -f "$container" >/dev/null; else stop_process "$pid"; fi
}

declare -A results
for i in $(seq 1 "$REPEAT"); do
  for m in $MODES; do
    start_once "$m" "$@"
    r="$start_result"
    echo "run $i $m: wall ${r%% *} s, cpu $(cut -d' ' -f2 <<<"$r") s, rss ${r##* } MB" >&2
    results[$m]+="$r;"
  done
done

report_file startup
{
  echo "# Start-up to the first 200 ($URL_PATH, over $SCHEME)"
  echo
  echo "- $(report_machine); JDK: $(java_version_line)"
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
} >"$report"
report_show
